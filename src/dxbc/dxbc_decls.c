/* SM 4/5 declarations: resources (t#, u#, s#, cb#, and SM 5.1's register
 * ranges T#[lower:upper] with spaces), group-shared memory, indexable
 * temporaries, the immediate constant buffer, and the stage properties
 * (thread group size, geometry-shader primitives and streams, tessellation
 * domain and partitioning, control point counts).
 *
 * Resources become the entry point's DXIL resource records, one per
 * declaration, with the record ID being its place in its class's list:
 * what createHandle's range ID names. So bindings, root signatures, the
 * remap callbacks and reflection treat them exactly as DXC's.
 */
#include <stdlib.h>
#include <string.h>

#include "dxbc/dxbc_internal.h"

/* Opcode-token bits of the UAV declarations, as `controls` holds them
 * (bits 11 and up of the token). */
#define UAV_GLOBALLY_COHERENT (1u << (16 - 11))
#define UAV_RASTERIZER_ORDERED (1u << (17 - 11))
#define UAV_HAS_COUNTER (1u << (23 - 11))

static uint32_t resource_kind(dxbc_lower *lc, uint32_t dim)
{
    switch (dim) {
    case DXBC_RES_BUFFER: return DXIL_RK_TYPED_BUFFER;
    case DXBC_RES_TEXTURE1D: return DXIL_RK_TEXTURE1D;
    case DXBC_RES_TEXTURE2D: return DXIL_RK_TEXTURE2D;
    case DXBC_RES_TEXTURE2DMS: return DXIL_RK_TEXTURE2DMS;
    case DXBC_RES_TEXTURE3D: return DXIL_RK_TEXTURE3D;
    case DXBC_RES_TEXTURECUBE: return DXIL_RK_TEXTURECUBE;
    case DXBC_RES_TEXTURE1DARRAY: return DXIL_RK_TEXTURE1DARRAY;
    case DXBC_RES_TEXTURE2DARRAY: return DXIL_RK_TEXTURE2DARRAY;
    case DXBC_RES_TEXTURE2DMSARRAY: return DXIL_RK_TEXTURE2DMSARRAY;
    case DXBC_RES_TEXTURECUBEARRAY: return DXIL_RK_TEXTURECUBEARRAY;
    case DXBC_RES_RAW_BUFFER: return DXIL_RK_RAW_BUFFER;
    case DXBC_RES_STRUCTURED_BUFFER: return DXIL_RK_STRUCTURED_BUFFER;
    default: dxbc_invalid(lc, "resource dimension %u", dim);
    }
}

/* The DXIL component type of a typed resource's return type. */
static uint32_t element_type(uint32_t ret)
{
    switch (ret) {
    case DXBC_RET_UNORM: return DXIL_CT_UNORM_F32;
    case DXBC_RET_SNORM: return DXIL_CT_SNORM_F32;
    case DXBC_RET_SINT: return DXIL_CT_I32;
    case DXBC_RET_UINT: return DXIL_CT_U32;
    case DXBC_RET_DOUBLE: return DXIL_CT_F64;
    default: return DXIL_CT_F32;
    }
}

/* Register range of a resource declaration's operand: SM 5.0 names one
 * register (id = register); SM 5.1 gives the range ID and the bounds. */
static void decl_range(dxbc_lower *lc, const dxbc_operand *op, dxbc_res_decl *d)
{
    if (lc->sm51) {
        if (op->num_indices != 3)
            dxbc_invalid(lc, "SM 5.1 resource declaration with %u indices (expected id[lower:upper])",
                         op->num_indices);
        d->id = op->index[0].imm;
        d->lower = op->index[1].imm;
        d->upper = op->index[2].imm;
        if (d->upper != UINT32_MAX && d->upper < d->lower)
            dxbc_invalid(lc, "register range [%u:%u] ends before it starts", d->lower, d->upper);
        d->indexed = d->upper != d->lower;
    } else {
        if (op->num_indices < 1)
            dxbc_invalid(lc, "resource declaration without a register");
        d->id = d->lower = d->upper = op->index[0].imm;
    }
}

/* A 64-bit key -> 32-bit value table (open addressing, doubling), so that
 * programs with many declarations, uses and RDEF bindings stay linear. */
typedef struct u64_map {
    uint64_t *keys;
    uint32_t *vals;            /* UINT32_MAX = empty slot */
    uint32_t mask, count;
} u64_map;

static uint32_t map_slot(const u64_map *m, uint64_t key)
{
    uint64_t h = (key ^ (key >> 29)) * UINT64_C(0x9E3779B97F4A7C15);
    for (uint32_t i = (uint32_t)(h >> 32) & m->mask;; i = (i + 1) & m->mask)
        if (m->vals[i] == UINT32_MAX || m->keys[i] == key)
            return i;
}

/* The value of key, or UINT32_MAX. */
static uint32_t map_get(const u64_map *m, uint64_t key)
{
    return m->keys ? m->vals[map_slot(m, key)] : UINT32_MAX;
}

/* Adds key -> val unless key is present. */
static void map_put(d2s_ctx *ctx, u64_map *m, uint64_t key, uint32_t val)
{
    if (!m->keys || (m->count + 1) * 2 > m->mask + 1) {
        u64_map g = {0};
        uint32_t n = m->keys ? 2 * (m->mask + 1) : 64;
        g.mask = n - 1;
        g.keys = d2s_alloc(ctx, (size_t)n * sizeof(*g.keys));
        g.vals = d2s_alloc(ctx, (size_t)n * sizeof(*g.vals));
        memset(g.vals, 0xFF, (size_t)n * sizeof(*g.vals));
        for (uint32_t i = 0; m->keys && i <= m->mask; i++) {
            if (m->vals[i] != UINT32_MAX) {
                uint32_t j = map_slot(&g, m->keys[i]);
                g.keys[j] = m->keys[i];
                g.vals[j] = m->vals[i];
            }
        }
        g.count = m->count;
        *m = g;
    }
    uint32_t i = map_slot(m, key);
    if (m->vals[i] == UINT32_MAX) {
        m->keys[i] = key;
        m->vals[i] = val;
        m->count++;
    }
}

/* Declared resources: class -> id -> index in res[class]. */
typedef struct dxbc_res_map {
    u64_map ids[4];
} dxbc_res_map;

static dxbc_res_decl *add_res(dxbc_lower *lc, uint32_t cls, const dxbc_operand *op, uint32_t space)
{
    dxbc_res_decl d = {0};
    d.res_class = cls;
    decl_range(lc, op, &d);
    d.space = lc->sm51 ? space : 0;
    if (!lc->res_map)
        lc->res_map = d2s_zalloc(lc->ctx, sizeof(*lc->res_map));
    if (map_get(&lc->res_map->ids[cls], d.id) != UINT32_MAX)
        dxbc_invalid(lc, "register %u declared twice", d.id);
    d.index = lc->res[cls].count;
    map_put(lc->ctx, &lc->res_map->ids[cls], d.id, d.index);
    d2s_vec_push(lc->ctx, &lc->res[cls], d);
    return &lc->res[cls].data[lc->res[cls].count - 1];
}

static void declare_tgsm(dxbc_lower *lc, const dxbc_instr *in)
{
    const dxbc_operand *op = in->dst;
    if (op->type != DXBC_OPERAND_TGSM || op->num_indices != 1)
        dxbc_invalid(lc, "group-shared declaration of a %s operand", dxbc_operand_type_name(op->type));
    dxbc_tgsm g = {0};
    g.id = op->index[0].imm;
    uint64_t bytes;
    if (in->opcode == DXBC_OP_DCL_TGSM_RAW) {
        bytes = in->dcl[0];
    } else {
        g.stride = in->dcl[0];
        bytes = (uint64_t)in->dcl[0] * in->dcl[1];
        if (!g.stride || g.stride % 4)
            dxbc_invalid(lc, "group-shared structure stride %u is not a multiple of 4", g.stride);
    }
    if (!bytes || bytes % 4 || bytes > 32768)
        dxbc_invalid(lc, "g%u: %llu bytes of group-shared memory (a multiple of 4, at most D3D's 32 KiB)", g.id,
                     (unsigned long long)bytes);
    g.dwords = (uint32_t)(bytes / 4);
    ir_type *arr = ir_type_array(lc->m, lc->t_i32, g.dwords);
    g.var = ir_global_create(lc->m, d2s_sprintf(lc->ctx, "g%u", g.id), arr, IR_ADDRSPACE_GROUPSHARED, NULL);
    uint64_t total = bytes;
    for (uint32_t i = 0; i < lc->tgsm.count; i++) {
        if (lc->tgsm.data[i].id == g.id)
            dxbc_invalid(lc, "g%u declared twice", g.id);
        total += (uint64_t)lc->tgsm.data[i].dwords * 4;
    }
    if (total > 32768)
        dxbc_invalid(lc, "g%u: %llu bytes of group-shared memory in all (D3D allows 32 KiB)", g.id,
                     (unsigned long long)total);
    d2s_vec_push(lc->ctx, &lc->tgsm, g);
}

/* The immediate constant buffer: a constant i32 array of its dwords. */
static void declare_icb(dxbc_lower *lc, const dxbc_instr *in)
{
    if (lc->icb_var)
        dxbc_invalid(lc, "a second immediate constant buffer");
    if (!in->data_count || in->data_count % 4)
        dxbc_invalid(lc, "immediate constant buffer of %u dwords (a multiple of 4)", in->data_count);
    uint32_t n = in->data_count;
    ir_value **elems = d2s_alloc_array(lc->ctx, n, sizeof(*elems));
    for (uint32_t i = 0; i < n; i++) {
        const uint8_t *p = (const uint8_t *)(in->data + i);
        elems[i] = dxbc_u32(lc, (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24);
    }
    ir_type *arr = ir_type_array(lc->m, lc->t_i32, n);
    lc->icb_var = ir_global_create(lc->m, "icb", arr, IR_ADDRSPACE_DEFAULT, &ir_const_aggregate(lc->m, arr, elems, n)->v);
    lc->icb_var->is_const = true;
    lc->icb_count = n;
}

static void declare_itemp(dxbc_lower *lc, const dxbc_instr *in)
{
    dxbc_itemp t = {0};
    t.id = in->dcl[0];
    t.size = in->dcl[1];
    t.comps = in->dcl[2];
    t.phase_id = lc->decl_phase_id;
    if (!t.size || t.size > 4096 || !t.comps || t.comps > 4)
        dxbc_invalid(lc, "x%u[%u] with %u components", t.id, t.size, t.comps);
    /* the phase's declarations are the last ones (program order) */
    for (uint32_t i = lc->itemps.count; i-- > 0 && lc->itemps.data[i].phase_id == t.phase_id;)
        if (lc->itemps.data[i].id == t.id)
            dxbc_invalid(lc, "x%u declared twice", t.id);
    d2s_vec_push(lc->ctx, &lc->itemps, t);
}

static void declare_index_range(dxbc_lower *lc, const dxbc_instr *in)
{
    const dxbc_operand *op = in->dst;
    if (!op->num_indices)
        dxbc_invalid(lc, "dcl_indexRange without a register");
    dxbc_index_range r = {op->type, op->index[op->num_indices - 1].imm, in->dcl[0], lc->decl_phase_id};
    if (!r.count || r.count > 32)
        dxbc_invalid(lc, "dcl_indexRange of %u registers", r.count);
    if ((uint64_t)r.first + r.count > DXBC_MAX_SIG_REGS)
        dxbc_invalid(lc, "dcl_indexRange of registers %u..%llu (signature registers end at %u)", r.first,
                     (unsigned long long)r.first + r.count - 1, DXBC_MAX_SIG_REGS - 1);
    d2s_vec_push(lc->ctx, &lc->index_ranges, r);
}

void dxbc_declare(dxbc_lower *lc, const dxbc_instr *in)
{
    dxil_entry_point *ep = lc->ep;
    uint32_t ctl = in->controls;
    switch (in->opcode) {
    case DXBC_OP_DCL_GLOBAL_FLAGS:
        lc->global_flags = ctl & 0xFF;
        /* DXIL's shader flag 0x8 (ForceEarlyDepthStencil) */
        if (lc->global_flags & DXBC_GF_FORCE_EARLY_DEPTH_STENCIL)
            ep->shader_flags |= 0x8;
        /* DXIL's 0x4 (EnableDoublePrecision) and 0x20 (EnableDoubleExtensions) */
        if (lc->global_flags & DXBC_GF_ENABLE_DOUBLES)
            ep->shader_flags |= 0x4;
        if (lc->global_flags & DXBC_GF_ENABLE_DOUBLE_EXTENSIONS)
            ep->shader_flags |= 0x20;
        return;
    case DXBC_OP_DCL_TEMPS:
        if (in->dcl[0] > lc->num_temps)
            lc->num_temps = in->dcl[0];
        return;
    case DXBC_OP_DCL_INDEXABLE_TEMP:
        declare_itemp(lc, in);
        return;
    case DXBC_OP_DCL_INDEX_RANGE:
        declare_index_range(lc, in);
        return;
    case DXBC_OP_CUSTOMDATA:
        if (ctl == 3) /* D3D10_SB_CUSTOMDATA_DCL_IMMEDIATE_CONSTANT_BUFFER */
            declare_icb(lc, in);
        return;
    case DXBC_OP_DCL_CONSTANT_BUFFER: {
        dxbc_res_decl *d = add_res(lc, DXIL_RES_CBV, in->dst, in->dcl[1]);
        d->kind = DXIL_RK_CBUFFER;
        d->stride = in->dcl[0]; /* size in 16-byte rows */
        if (d->stride > 4096)
            dxbc_invalid(lc, "constant buffer of %u rows (D3D allows 4096)", d->stride);
        return;
    }
    case DXBC_OP_DCL_SAMPLER: {
        dxbc_res_decl *d = add_res(lc, DXIL_RES_SAMPLER, in->dst, in->dcl[0]);
        d->kind = DXIL_RK_SAMPLER;
        d->stride = ctl & 0xF; /* sampler mode: default, comparison, mono */
        return;
    }
    case DXBC_OP_DCL_RESOURCE:
    case DXBC_OP_DCL_UAV_TYPED: {
        bool uav = in->opcode == DXBC_OP_DCL_UAV_TYPED;
        dxbc_res_decl *d = add_res(lc, uav ? DXIL_RES_UAV : DXIL_RES_SRV, in->dst, in->dcl[1]);
        d->kind = resource_kind(lc, ctl & 0x1F);
        for (uint32_t c = 0; c < 4; c++)
            d->ret_type[c] = (uint8_t)((in->dcl[0] >> (4 * c)) & 0xF);
        d->flags = ctl;
        if (!uav && (d->kind == DXIL_RK_TEXTURE2DMS || d->kind == DXIL_RK_TEXTURE2DMSARRAY))
            d->sample_count = (ctl >> 5) & 0x7F;
        return;
    }
    case DXBC_OP_DCL_RESOURCE_RAW:
    case DXBC_OP_DCL_UAV_RAW: {
        bool uav = in->opcode == DXBC_OP_DCL_UAV_RAW;
        dxbc_res_decl *d = add_res(lc, uav ? DXIL_RES_UAV : DXIL_RES_SRV, in->dst, in->dcl[0]);
        d->kind = DXIL_RK_RAW_BUFFER;
        d->flags = ctl;
        return;
    }
    case DXBC_OP_DCL_RESOURCE_STRUCTURED:
    case DXBC_OP_DCL_UAV_STRUCTURED: {
        bool uav = in->opcode == DXBC_OP_DCL_UAV_STRUCTURED;
        dxbc_res_decl *d = add_res(lc, uav ? DXIL_RES_UAV : DXIL_RES_SRV, in->dst, in->dcl[1]);
        d->kind = DXIL_RK_STRUCTURED_BUFFER;
        d->stride = in->dcl[0];
        if (!d->stride || d->stride % 4 || d->stride > 2048)
            dxbc_invalid(lc, "structure stride %u (a multiple of 4, at most 2048)", d->stride);
        d->flags = ctl;
        return;
    }
    case DXBC_OP_DCL_TGSM_RAW:
    case DXBC_OP_DCL_TGSM_STRUCTURED:
        declare_tgsm(lc, in);
        return;
    case DXBC_OP_DCL_THREAD_GROUP:
        /* D3D11: x, y <= 1024, z <= 64, at most 1024 threads in all. */
        if (!in->dcl[0] || !in->dcl[1] || !in->dcl[2] || in->dcl[0] > 1024 || in->dcl[1] > 1024 || in->dcl[2] > 64 ||
            (uint64_t)in->dcl[0] * in->dcl[1] * in->dcl[2] > 1024)
            dxbc_invalid(lc, "thread group size %u x %u x %u (D3D allows x, y <= 1024, z <= 64, 1024 threads)",
                         in->dcl[0], in->dcl[1], in->dcl[2]);
        for (uint32_t i = 0; i < 3; i++)
            ep->numthreads[i] = in->dcl[i];
        return;
    case DXBC_OP_DCL_INPUT_PS:
    case DXBC_OP_DCL_INPUT_PS_SIV:
    case DXBC_OP_DCL_INPUT_PS_SGV:
        if (in->dst->type == DXBC_OPERAND_INPUT && in->dst->num_indices == 1)
            dxbc_sig_set_interpolation(lc, in->dst->index[0].imm, ctl & 0xF);
        return;
    case DXBC_OP_DCL_GS_INPUT_PRIMITIVE:
        ep->gs.input_primitive = ctl & 0x3F;
        return;
    case DXBC_OP_DCL_GS_OUTPUT_TOPOLOGY:
        ep->gs.output_topology = ctl & 0x3F;
        return;
    case DXBC_OP_DCL_MAX_OUTPUT_VERTEX_COUNT:
        ep->gs.max_vertex_count = in->dcl[0];
        return;
    case DXBC_OP_DCL_GS_INSTANCE_COUNT:
        ep->gs.instance_count = in->dcl[0];
        return;
    case DXBC_OP_DCL_STREAM:
        if (in->dst->type != DXBC_OPERAND_STREAM || in->dst->num_indices != 1 || in->dst->index[0].imm > 3)
            dxbc_invalid(lc, "dcl_stream of something other than m0-m3");
        ep->gs.stream_mask |= 1u << in->dst->index[0].imm;
        return;
    case DXBC_OP_DCL_INPUT_CONTROL_POINT_COUNT:
        if (lc->shader_kind == DXIL_SHADER_DOMAIN)
            ep->ds.input_cp_count = ctl & 0x3F;
        else
            ep->hs.input_cp_count = ctl & 0x3F;
        return;
    case DXBC_OP_DCL_OUTPUT_CONTROL_POINT_COUNT:
        ep->hs.output_cp_count = ctl & 0x3F;
        return;
    case DXBC_OP_DCL_TESS_DOMAIN:
        if (lc->shader_kind == DXIL_SHADER_DOMAIN)
            ep->ds.domain = ctl & 3;
        else
            ep->hs.domain = ctl & 3;
        return;
    case DXBC_OP_DCL_TESS_PARTITIONING:
        ep->hs.partitioning = ctl & 7;
        return;
    case DXBC_OP_DCL_TESS_OUTPUT_PRIMITIVE:
        ep->hs.output_primitive = ctl & 7;
        return;
    case DXBC_OP_DCL_HS_MAX_TESSFACTOR:
        memcpy(&ep->hs.max_tess_factor, &in->dcl[0], 4);
        return;
    case DXBC_OP_HS_DECLS:
    case DXBC_OP_HS_CONTROL_POINT_PHASE:
    case DXBC_OP_HS_FORK_PHASE:
    case DXBC_OP_HS_JOIN_PHASE:
        if (lc->shader_kind != DXIL_SHADER_HULL)
            dxbc_invalid(lc, "a hull-shader phase in a %s shader", dxil_shader_kind_name(lc->shader_kind));
        /* hs_decls: declarations of every phase; else those of this phase */
        lc->decl_phase_id = in->opcode == DXBC_OP_HS_DECLS ? -1 : (int32_t)(in - lc->prog->instrs);
        return;
    case DXBC_OP_DCL_FUNCTION_BODY:
    case DXBC_OP_DCL_FUNCTION_TABLE:
    case DXBC_OP_DCL_INTERFACE:
        dxbc_unsupported(lc, "class linkage (interfaces, function tables) is not supported");
    default:
        /* dcl_input/dcl_output and their siv/sgv forms, phase instance
         * counts: the signatures and the hull lowering read what they need. */
        return;
    }
}

/* ---- the entry point's resources ------------------------------------------------------ */

/* RDEF's bindings by class, then space and register: the index of the
 * first binding of each. */
static void index_rdef(dxbc_lower *lc, u64_map by_class[4])
{
    const d2s_rdef *rd = lc->container->rdef;
    for (uint32_t i = 0; rd && i < rd->num_bindings; i++) {
        const d2s_rdef_binding *b = &rd->bindings[i];
        /* D3D_SHADER_INPUT_TYPE: 0 cbuffer, 1 tbuffer, 2 texture, 3 sampler, 4 uav typed,
         * 5 structured, 6 uav structured, 7 byteaddress, 8 uav byteaddress, 9-11 uav structured */
        uint32_t cls = b->input_type == 0 ? DXIL_RES_CBV
                       : b->input_type == 3 ? DXIL_RES_SAMPLER
                       : (b->input_type == 4 || b->input_type == 6 || b->input_type >= 8) ? DXIL_RES_UAV
                                                                                           : DXIL_RES_SRV;
        map_put(lc->ctx, &by_class[cls], (uint64_t)b->space << 32 | b->bind_point, i);
    }
}

static const char *resource_name(dxbc_lower *lc, const u64_map rdef_by_class[4], const dxbc_res_decl *d)
{
    static const char letters[4] = {'t', 'u', 'b', 's'};
    uint32_t i = map_get(&rdef_by_class[d->res_class], (uint64_t)d->space << 32 | d->lower);
    if (i != UINT32_MAX) {
        const char *name = lc->container->rdef->bindings[i].name;
        return d2s_strndup(lc->ctx, name, strlen(name)); /* the reflection outlives the input */
    }
    /* "t3": the register, as DXC names a resource without reflection
     * (formatted by hand: this runs for every resource of every shader). */
    char buf[12], *p = buf + sizeof buf;
    uint32_t v = d->lower;
    *--p = 0;
    do
        *--p = (char)('0' + v % 10);
    while (v /= 10);
    *--p = letters[d->res_class];
    return d2s_strndup(lc->ctx, p, (size_t)(buf + sizeof buf - 1 - p));
}

void dxbc_finish_resources(dxbc_lower *lc)
{
    u64_map rdef_by_class[4] = {{0}};
    index_rdef(lc, rdef_by_class);
    for (uint32_t cls = 0; cls < 4; cls++) {
        uint32_t n = lc->res[cls].count;
        dxil_resource *out = n ? d2s_zalloc_array(lc->ctx, n, sizeof(*out)) : NULL;
        for (uint32_t i = 0; i < n; i++) {
            const dxbc_res_decl *d = &lc->res[cls].data[i];
            dxil_resource *r = &out[i];
            r->res_class = cls;
            r->id = i;
            r->name = resource_name(lc, rdef_by_class, d);
            r->space = d->space;
            r->lower_bound = d->lower;
            r->range_size = d->upper == UINT32_MAX ? UINT32_MAX : d->upper - d->lower + 1;
            r->kind = d->kind;
            r->sample_count = d->sample_count;
            if (cls == DXIL_RES_CBV) {
                r->cb_size = d->stride * 16;
            } else if (cls == DXIL_RES_SAMPLER) {
                r->sampler_kind = d->stride;
            } else {
                if (d->kind == DXIL_RK_STRUCTURED_BUFFER)
                    r->stride = d->stride;
                else if (d->kind != DXIL_RK_RAW_BUFFER)
                    r->element_type = element_type(d->ret_type[0]);
                if (cls == DXIL_RES_UAV) {
                    r->globally_coherent = (d->flags & UAV_GLOBALLY_COHERENT) != 0;
                    r->rov = (d->flags & UAV_RASTERIZER_ORDERED) != 0;
                    r->has_counter = (d->flags & UAV_HAS_COUNTER) != 0;
                }
            }
        }
        lc->ep->num_resources[cls] = lc->info->num_resources[cls] = n;
        lc->ep->resources[cls] = lc->info->resources[cls] = out;
    }
}

/* ---- handles ------------------------------------------------------------------------ */

dxbc_res_decl *dxbc_find_res(dxbc_lower *lc, uint32_t cls, const dxbc_operand *op)
{
    static const char letters[4] = {'t', 'u', 'b', 's'};
    if (!op->num_indices || op->index[0].rel)
        dxbc_invalid(lc, "a resource operand without an immediate register");
    uint32_t i = lc->res_map ? map_get(&lc->res_map->ids[cls], op->index[0].imm) : UINT32_MAX;
    if (i != UINT32_MAX)
        return &lc->res[cls].data[i];
    dxbc_invalid(lc, "%c%u is not declared", letters[cls], op->index[0].imm);
}

/* createHandle(class, rangeID, index, nonUniform): the index is the
 * absolute register (SM 5.1: the operand's second index). */
static ir_value *create_handle(dxbc_lower *lc, const dxbc_res_decl *d, ir_value *index, bool nonuniform)
{
    ir_value *args[4] = {dxbc_i8(lc, d->res_class), dxbc_u32(lc, d->index), index, dxbc_i1(lc, nonuniform)};
    return dxbc_op(lc, DXOP_CreateHandle, NULL, args, 4);
}

/* Appends to f's entry block, keeping its terminator last. */
static ir_value *handle_in_entry(dxbc_lower *lc, const dxbc_res_decl *d)
{
    dxbc_entry_state st;
    dxbc_entry_begin(lc, &st);
    ir_value *h = create_handle(lc, d, dxbc_u32(lc, d->lower), false);
    dxbc_entry_end(lc, &st);
    return h;
}

ir_value *dxbc_handle(dxbc_lower *lc, uint32_t cls, const dxbc_operand *op)
{
    dxbc_res_decl *d = dxbc_find_res(lc, cls, op);
    if (!lc->sm51 || !d->indexed) {
        if (d->handle_fn != lc->fn) {
            d->handle = handle_in_entry(lc, d);
            d->handle_fn = lc->fn;
        }
        return d->handle;
    }
    if (op->num_indices < 2)
        dxbc_invalid(lc, "an SM 5.1 resource operand without its register index");
    ir_value *args[4] = {dxbc_i8(lc, d->res_class), dxbc_u32(lc, d->index), dxbc_index_value(lc, &op->index[1]),
                         dxbc_i1(lc, op->nonuniform)};
    return dxbc_op_once(lc, DXOP_CreateHandle, NULL, args, 4, false);
}

static int itemp_id_cmp(const void *a, const void *b)
{
    uint32_t x = ((const dxbc_itemp *)a)->id, y = ((const dxbc_itemp *)b)->id;
    return x < y ? -1 : x > y;
}

/* The run of itemps declared for `phase_id`, sorted by register for
 * find_itemp's binary search; each gets an array in the current
 * function's entry block. */
static void declare_run(dxbc_lower *lc, int32_t phase_id, uint32_t *run_lo, uint32_t *run_hi)
{
    /* The declarations come in program order, so their phases ascend (-1,
     * outside hull phases, first): a binary search finds the phase's run,
     * and a hull shader's phases cost their own declarations only. */
    uint32_t lo = 0, hi = lc->itemps.count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (lc->itemps.data[mid].phase_id < phase_id)
            lo = mid + 1;
        else
            hi = mid;
    }
    uint32_t end = lo;
    while (end < lc->itemps.count && lc->itemps.data[end].phase_id == phase_id)
        end++;
    if (end > lo)
        qsort(lc->itemps.data + lo, end - lo, sizeof(dxbc_itemp), itemp_id_cmp);
    *run_lo = lo;
    *run_hi = end;
    for (uint32_t i = lo; i < end; i++) {
        dxbc_itemp *t = &lc->itemps.data[i];
        t->var = &ir_build_alloca(lc->m, lc->fn, lc->bb, ir_type_array(lc->m, lc->t_i32, (uint64_t)t->size * 4))->v;
        t->fn = lc->fn;
    }
}

void dxbc_declare_locals(dxbc_lower *lc, int32_t phase_id)
{
    lc->itemp_lo = lc->itemp_hi = lc->itemp_hs_lo = lc->itemp_hs_hi = 0;
    bool hull = lc->shader_kind == DXIL_SHADER_HULL;
    /* A hull shader's patch-constant function itself has no locals: its
     * phases declare theirs when they begin. */
    if (hull && phase_id < 0)
        return;
    dxbc_entry_state st;
    dxbc_entry_begin(lc, &st);
    declare_run(lc, phase_id, &lc->itemp_lo, &lc->itemp_hi);
    /* D3D: what hs_decls declares, every phase may use, each phase (and
     * each instance) with storage of its own as for r#: a copy per phase,
     * nothing flowing between phases through it. */
    if (hull) {
        declare_run(lc, -1, &lc->itemp_hs_lo, &lc->itemp_hs_hi);
        for (uint32_t i = lc->itemp_hs_lo, j = lc->itemp_lo; i < lc->itemp_hs_hi; i++) {
            while (j < lc->itemp_hi && lc->itemps.data[j].id < lc->itemps.data[i].id)
                j++;
            if (j < lc->itemp_hi && lc->itemps.data[j].id == lc->itemps.data[i].id) {
                lc->in = &lc->prog->instrs[phase_id]; /* the message names the phase */
                dxbc_invalid(lc, "x%u is declared in hs_decls and again in this phase", lc->itemps.data[i].id);
            }
        }
    }
    dxbc_entry_end(lc, &st);
}
