/* SM 4/5 resource instructions as DXIL's resource ops: buffer and texture
 * loads and stores (raw, structured, typed), sampling, gathers, LOD,
 * resinfo/bufinfo/sample_info/sample_pos, atomics, UAV counters, sync, and
 * the same loads, stores and atomics on group-shared memory (g#), which
 * are plain memory accesses to an i32 array.
 *
 * D3D resource operands carry a swizzle that selects which of the fetched
 * components each destination component receives (ld r0.x, r1, t0.y reads
 * the second component): the fetch returns all four, the swizzle picks.
 */
#include "dxbc/dxbc_internal.h"

/* Coordinates a resource kind takes (sampling / loads), and the offsets
 * (texel offsets, derivatives) it takes. */
static uint32_t coord_count(uint32_t kind)
{
    switch (kind) {
    case DXIL_RK_TEXTURE1D: case DXIL_RK_TYPED_BUFFER: return 1;
    case DXIL_RK_TEXTURE1DARRAY: case DXIL_RK_TEXTURE2D: case DXIL_RK_TEXTURE2DMS: return 2;
    case DXIL_RK_TEXTURE2DARRAY: case DXIL_RK_TEXTURE2DMSARRAY: case DXIL_RK_TEXTURE3D: case DXIL_RK_TEXTURECUBE:
        return 3;
    case DXIL_RK_TEXTURECUBEARRAY: return 4;
    default: return 1;
    }
}

static uint32_t offset_count(uint32_t kind);

/* Texel offsets a sampling instruction can apply (aoffimmi, gather4_po):
 * none on cubes, whose offsets DXC leaves undefined. */
static uint32_t texel_offset_count(uint32_t kind)
{
    return kind == DXIL_RK_TEXTURECUBE || kind == DXIL_RK_TEXTURECUBEARRAY ? 0 : offset_count(kind);
}

/* Components of a derivative or of a LOD coordinate: the offsets' shape,
 * cubes included. */
static uint32_t offset_count(uint32_t kind)
{
    switch (kind) {
    case DXIL_RK_TEXTURE1D: case DXIL_RK_TEXTURE1DARRAY: return 1;
    case DXIL_RK_TEXTURE2D: case DXIL_RK_TEXTURE2DARRAY: case DXIL_RK_TEXTURE2DMS: case DXIL_RK_TEXTURE2DMSARRAY:
        return 2;
    case DXIL_RK_TEXTURE3D: case DXIL_RK_TEXTURECUBE: case DXIL_RK_TEXTURECUBEARRAY: return 3;
    default: return 0;
    }
}

/* Dimensions resinfo reports (the others read 0). */
static uint32_t size_count(uint32_t kind)
{
    switch (kind) {
    case DXIL_RK_TEXTURE1D: return 1;
    case DXIL_RK_TEXTURE1DARRAY: case DXIL_RK_TEXTURE2D: case DXIL_RK_TEXTURE2DMS: case DXIL_RK_TEXTURECUBE: return 2;
    default: return 3;
    }
}

static uint32_t class_of(dxbc_lower *lc, const dxbc_operand *op)
{
    switch (op->type) {
    case DXBC_OPERAND_RESOURCE: return DXIL_RES_SRV;
    case DXBC_OPERAND_UAV: return DXIL_RES_UAV;
    case DXBC_OPERAND_SAMPLER: return DXIL_RES_SAMPLER;
    case DXBC_OPERAND_CONSTANT_BUFFER: return DXIL_RES_CBV;
    default: dxbc_invalid(lc, "a %s operand where a resource is expected", dxbc_operand_type_name(op->type));
    }
}

/* The overload of a typed fetch: i32 for integer textures, else f32. */
static ir_type *typed_overload(dxbc_lower *lc, const dxbc_res_decl *d)
{
    return d->ret_type[0] == DXBC_RET_SINT || d->ret_type[0] == DXBC_RET_UINT ? lc->t_i32 : lc->t_f32;
}

/* Writes the fetched components to dst through the resource operand's
 * swizzle; `is_float` says whether they are floats (for _sat). */
static void write_fetched(dxbc_lower *lc, const dxbc_operand *dst, const dxbc_operand *res, ir_value *ret,
                          bool is_float)
{
    ir_value *v[4] = {NULL, NULL, NULL, NULL};
    uint32_t mask = dst->comps == 4 ? dst->mask : dst->comps == 1 ? 1u : 0u;
    if (dst->type == DXBC_OPERAND_NULL)
        return;
    for (uint32_t c = 0; c < 4; c++) {
        if (!(mask & (1u << c)))
            continue;
        uint32_t k = res->comps == 4 ? res->swizzle[c] : 0;
        v[c] = dxbc_extract(lc, ret, k);
    }
    for (uint32_t c = 0; c < 4; c++)
        if (v[c]) {
            if (is_float)
                dxbc_dst_f32(lc, dst, c, v[c]);
            else
                dxbc_dst(lc, dst, c, v[c]);
        }
}

/* The residency status of a *_s instruction: ResRet's fifth member. */
static void write_status(dxbc_lower *lc, const dxbc_instr *in, ir_value *ret)
{
    if (!dxbc_opcode_has_status(in->opcode) || in->num_dst < 2 || in->dst[1].type == DXBC_OPERAND_NULL)
        return;
    ir_value *st = dxbc_extract(lc, ret, 4);
    for (uint32_t c = 0; c < 4; c++)
        if (in->dst[1].mask & (1u << c))
            dxbc_dst(lc, &in->dst[1], c, st);
}

/* ---- group-shared memory ----------------------------------------------------------- */

static dxbc_tgsm *find_tgsm(dxbc_lower *lc, const dxbc_operand *op)
{
    if (op->num_indices != 1 || op->index[0].rel)
        dxbc_invalid(lc, "a group-shared operand without an immediate register");
    for (uint32_t i = 0; i < lc->tgsm.count; i++)
        if (lc->tgsm.data[i].id == op->index[0].imm)
            return &lc->tgsm.data[i];
    dxbc_invalid(lc, "g%u is not declared", op->index[0].imm);
}

/* A pointer to dword `dword` (i32) of g#. Out-of-range addresses are
 * undefined in D3D (reads may return anything); the index is clamped so
 * that no access leaves the array. */
static ir_value *tgsm_ptr(dxbc_lower *lc, dxbc_tgsm *g, ir_value *dword)
{
    ir_value *args[2] = {dword, dxbc_u32(lc, g->dwords - 1)};
    ir_value *i = dxbc_op(lc, DXOP_UMin, lc->t_i32, args, 2);
    ir_value *ops[3] = {&g->var->v, dxbc_u32(lc, 0), i};
    ir_instr *gep = ir_instr_create(lc->m, IR_OP_GEP, lc->t_i32_ptr_gs, ops, 3, NULL, 0);
    gep->aux_type = g->var->value_type;
    gep->flags |= IR_FLAG_INBOUNDS;
    return &ir_block_append(lc->m, lc->fn, lc->bb, gep)->v;
}

/* The first dword of an access: raw (byte address / 4) or structured
 * (index * stride / 4 + byte offset / 4). */
static ir_value *tgsm_base(dxbc_lower *lc, dxbc_tgsm *g, const dxbc_operand *a, const dxbc_operand *off)
{
    ir_value *v = dxbc_binop(lc, IR_OP_LSHR, dxbc_src_i32(lc, a, 0), dxbc_u32(lc, 2));
    if (!off)
        return v;
    ir_value *o = dxbc_binop(lc, IR_OP_LSHR, dxbc_src_i32(lc, off, 0), dxbc_u32(lc, 2));
    return dxbc_binop(lc, IR_OP_ADD, dxbc_binop(lc, IR_OP_MUL, dxbc_src_i32(lc, a, 0), dxbc_u32(lc, g->stride / 4)), o);
}

static void tgsm_load(dxbc_lower *lc, const dxbc_instr *in, const dxbc_operand *res, ir_value *base)
{
    dxbc_tgsm *g = find_tgsm(lc, res);
    ir_value *v[4] = {NULL, NULL, NULL, NULL};
    for (uint32_t c = 0; c < 4; c++) {
        if (!(in->dst[0].mask & (1u << c)))
            continue;
        uint32_t k = res->swizzle[c];
        ir_value *p = tgsm_ptr(lc, g, k ? dxbc_binop(lc, IR_OP_ADD, base, dxbc_u32(lc, k)) : base);
        v[c] = &ir_build_load(lc->m, lc->fn, lc->bb, p)->v;
    }
    for (uint32_t c = 0; c < 4; c++)
        if (v[c])
            dxbc_dst(lc, &in->dst[0], c, v[c]);
}

/* store_raw / store_structured: the destination mask is the dwords
 * written, in order from the address; the value's lanes follow. */
static void tgsm_store(dxbc_lower *lc, const dxbc_operand *dst, ir_value *base, const dxbc_operand *val)
{
    dxbc_tgsm *g = find_tgsm(lc, dst);
    ir_value *v[4] = {NULL, NULL, NULL, NULL};
    for (uint32_t c = 0; c < 4; c++)
        if (dst->mask & (1u << c))
            v[c] = dxbc_src_i32(lc, val, c);
    for (uint32_t c = 0; c < 4; c++) {
        if (!v[c])
            continue;
        ir_value *p = tgsm_ptr(lc, g, c ? dxbc_binop(lc, IR_OP_ADD, base, dxbc_u32(lc, c)) : base);
        ir_build_store(lc->m, lc->fn, lc->bb, p, v[c]);
    }
}

/* ---- buffers --------------------------------------------------------------------- */

/* ld_raw / ld_structured (and their _s forms) on t#, u# or g#. */
static void lower_buffer_load(dxbc_lower *lc, const dxbc_instr *in)
{
    bool structured = in->opcode == DXBC_OP_LD_STRUCTURED || in->opcode == DXBC_OP_LD_STRUCTURED_S;
    const dxbc_operand *res = &in->src[structured ? 2 : 1];
    if (res->type == DXBC_OPERAND_TGSM) {
        dxbc_tgsm *g = find_tgsm(lc, res);
        tgsm_load(lc, in, res, tgsm_base(lc, g, &in->src[0], structured ? &in->src[1] : NULL));
        return;
    }
    uint32_t cls = class_of(lc, res);
    ir_value *h = dxbc_handle(lc, cls, res);
    ir_value *args[3] = {h, dxbc_src_i32(lc, &in->src[0], 0),
                         structured ? dxbc_src_i32(lc, &in->src[1], 0) : dxbc_undef(lc, lc->t_i32)};
    ir_value *ret = dxbc_op(lc, DXOP_BufferLoad, lc->t_i32, args, 3);
    write_fetched(lc, &in->dst[0], res, ret, false);
    write_status(lc, in, ret);
}

static void lower_buffer_store(dxbc_lower *lc, const dxbc_instr *in)
{
    bool structured = in->opcode == DXBC_OP_STORE_STRUCTURED;
    const dxbc_operand *dst = &in->dst[0];
    const dxbc_operand *val = &in->src[structured ? 2 : 1];
    if (dst->type == DXBC_OPERAND_TGSM) {
        dxbc_tgsm *g = find_tgsm(lc, dst);
        tgsm_store(lc, dst, tgsm_base(lc, g, &in->src[0], structured ? &in->src[1] : NULL), val);
        return;
    }
    if (dst->mask != 1 && dst->mask != 3 && dst->mask != 7 && dst->mask != 15)
        dxbc_invalid(lc, "the store's write mask 0x%x is not .x, .xy, .xyz or .xyzw", dst->mask);
    ir_value *h = dxbc_handle(lc, DXIL_RES_UAV, dst);
    ir_value *args[8];
    args[0] = h;
    args[1] = dxbc_src_i32(lc, &in->src[0], 0);
    args[2] = structured ? dxbc_src_i32(lc, &in->src[1], 0) : dxbc_undef(lc, lc->t_i32);
    for (uint32_t c = 0; c < 4; c++)
        args[3 + c] = dst->mask & (1u << c) ? dxbc_src_i32(lc, val, c) : dxbc_undef(lc, lc->t_i32);
    args[7] = dxbc_i8(lc, dst->mask);
    dxbc_op(lc, DXOP_BufferStore, lc->t_i32, args, 8);
}

/* ---- typed loads and stores -------------------------------------------------------- */

static void coords_i32(dxbc_lower *lc, const dxbc_operand *src, uint32_t n, ir_value **out)
{
    for (uint32_t i = 0; i < 3; i++)
        out[i] = i < n ? dxbc_src_i32(lc, src, i) : dxbc_undef(lc, lc->t_i32);
}

/* The immediate texel offsets (aoffimmi) of the first n coordinates; without
 * any, 0 (sampling) or undef (loads), as DXC writes them. */
static void offsets_imm(dxbc_lower *lc, const dxbc_instr *in, uint32_t n, bool zero_default, ir_value **out)
{
    for (uint32_t i = 0; i < 3; i++)
        out[i] = i < n && in->has_texel_offset ? dxbc_u32(lc, (uint32_t)(int32_t)in->texel_offset[i])
                 : i < n && zero_default        ? dxbc_u32(lc, 0)
                                                : dxbc_undef(lc, lc->t_i32);
}

/* ld, ld_ms, ld_uav_typed (and _s forms). */
static void lower_typed_load(dxbc_lower *lc, const dxbc_instr *in)
{
    const dxbc_operand *res = &in->src[1];
    uint32_t cls = class_of(lc, res);
    dxbc_res_decl *d = dxbc_find_res(lc, cls, res);
    ir_value *h = dxbc_handle(lc, cls, res);
    ir_type *ovl = typed_overload(lc, d);
    ir_value *ret;
    if (d->kind == DXIL_RK_TYPED_BUFFER) {
        ir_value *args[3] = {h, dxbc_src_i32(lc, &in->src[0], 0), dxbc_undef(lc, lc->t_i32)};
        ret = dxbc_op(lc, DXOP_BufferLoad, ovl, args, 3);
    } else if (d->kind == DXIL_RK_RAW_BUFFER || d->kind == DXIL_RK_STRUCTURED_BUFFER) {
        dxbc_invalid(lc, "a typed load from a %s buffer", d->kind == DXIL_RK_RAW_BUFFER ? "raw" : "structured");
    } else {
        uint32_t n = coord_count(d->kind);
        bool ms = d->kind == DXIL_RK_TEXTURE2DMS || d->kind == DXIL_RK_TEXTURE2DMSARRAY;
        ir_value *args[8];
        args[0] = h;
        /* mip level in .w (ld), the sample index as its own operand (ld_ms); UAVs have neither */
        if (cls == DXIL_RES_UAV)
            args[1] = dxbc_undef(lc, lc->t_i32);
        else if (ms)
            args[1] = dxbc_src_i32(lc, &in->src[2], 0);
        else
            args[1] = dxbc_src_i32(lc, &in->src[0], 3);
        coords_i32(lc, &in->src[0], n, args + 2);
        offsets_imm(lc, in, cls == DXIL_RES_UAV ? 0 : texel_offset_count(d->kind), false, args + 5);
        ret = dxbc_op(lc, DXOP_TextureLoad, ovl, args, 8);
    }
    write_fetched(lc, &in->dst[0], res, ret, ovl == lc->t_f32);
    write_status(lc, in, ret);
}

static void lower_typed_store(dxbc_lower *lc, const dxbc_instr *in)
{
    const dxbc_operand *dst = &in->dst[0];
    dxbc_res_decl *d = dxbc_find_res(lc, DXIL_RES_UAV, dst);
    ir_value *h = dxbc_handle(lc, DXIL_RES_UAV, dst);
    ir_type *ovl = typed_overload(lc, d);
    ir_value *vals[4];
    for (uint32_t c = 0; c < 4; c++)
        vals[c] = ovl == lc->t_f32 ? dxbc_src_f32(lc, &in->src[1], c) : dxbc_src_i32(lc, &in->src[1], c);
    /* D3D writes every component of the format; the mask says which the
     * operand names (always .xyzw from FXC). */
    ir_value *args[9];
    args[0] = h;
    if (d->kind == DXIL_RK_TYPED_BUFFER) {
        args[1] = dxbc_src_i32(lc, &in->src[0], 0);
        args[2] = dxbc_undef(lc, lc->t_i32);
        for (uint32_t c = 0; c < 4; c++)
            args[3 + c] = vals[c];
        args[7] = dxbc_i8(lc, 0xF);
        dxbc_op(lc, DXOP_BufferStore, ovl, args, 8);
        return;
    }
    coords_i32(lc, &in->src[0], coord_count(d->kind), args + 1);
    for (uint32_t c = 0; c < 4; c++)
        args[4 + c] = vals[c];
    args[8] = dxbc_i8(lc, 0xF);
    dxbc_op(lc, DXOP_TextureStore, ovl, args, 9);
}

/* ---- sampling ---------------------------------------------------------------------- */

static void coords_f32(dxbc_lower *lc, const dxbc_operand *src, uint32_t n, ir_value **out)
{
    for (uint32_t i = 0; i < 4; i++)
        out[i] = i < n ? dxbc_src_f32(lc, src, i) : dxbc_undef(lc, lc->t_f32);
}

static void lower_sample(dxbc_lower *lc, const dxbc_instr *in)
{
    const dxbc_operand *res = &in->src[1], *smp = &in->src[2];
    dxbc_res_decl *d = dxbc_find_res(lc, DXIL_RES_SRV, res);
    ir_value *args[20];
    uint32_t n = 0;
    args[n++] = dxbc_handle(lc, DXIL_RES_SRV, res);
    args[n++] = dxbc_handle(lc, DXIL_RES_SAMPLER, smp);
    coords_f32(lc, &in->src[0], coord_count(d->kind), args + n);
    n += 4;
    offsets_imm(lc, in, texel_offset_count(d->kind), true, args + n);
    n += 3;
    ir_value *undef_f = dxbc_undef(lc, lc->t_f32);
    uint32_t op;
    switch (in->opcode) {
    case DXBC_OP_SAMPLE:
        op = DXOP_Sample;
        args[n++] = undef_f; /* clamp */
        break;
    case DXBC_OP_SAMPLE_CL_S:
        op = DXOP_Sample;
        args[n++] = dxbc_src_f32(lc, &in->src[3], 0);
        break;
    case DXBC_OP_SAMPLE_B:
    case DXBC_OP_SAMPLE_B_CL_S:
        op = DXOP_SampleBias;
        args[n++] = dxbc_src_f32(lc, &in->src[3], 0);
        args[n++] = in->opcode == DXBC_OP_SAMPLE_B ? undef_f : dxbc_src_f32(lc, &in->src[4], 0);
        break;
    case DXBC_OP_SAMPLE_L:
    case DXBC_OP_SAMPLE_L_S:
        op = DXOP_SampleLevel;
        args[n++] = dxbc_src_f32(lc, &in->src[3], 0);
        break;
    case DXBC_OP_SAMPLE_D:
    case DXBC_OP_SAMPLE_D_CL_S: {
        op = DXOP_SampleGrad;
        uint32_t k = offset_count(d->kind);
        for (uint32_t i = 0; i < 3; i++)
            args[n++] = i < k ? dxbc_src_f32(lc, &in->src[3], i) : undef_f;
        for (uint32_t i = 0; i < 3; i++)
            args[n++] = i < k ? dxbc_src_f32(lc, &in->src[4], i) : undef_f;
        args[n++] = in->opcode == DXBC_OP_SAMPLE_D ? undef_f : dxbc_src_f32(lc, &in->src[5], 0);
        break;
    }
    case DXBC_OP_SAMPLE_C:
    case DXBC_OP_SAMPLE_C_CL_S:
        op = DXOP_SampleCmp;
        args[n++] = dxbc_src_f32(lc, &in->src[3], 0);
        args[n++] = in->opcode == DXBC_OP_SAMPLE_C ? undef_f : dxbc_src_f32(lc, &in->src[4], 0);
        break;
    case DXBC_OP_SAMPLE_C_LZ:
    case DXBC_OP_SAMPLE_C_LZ_S:
        op = DXOP_SampleCmpLevelZero;
        args[n++] = dxbc_src_f32(lc, &in->src[3], 0);
        break;
    default:
        dxbc_fail(lc, D2S_ERR_INTERNAL, "not a sample instruction");
    }
    ir_value *ret = dxbc_op(lc, op, lc->t_f32, args, n);
    write_fetched(lc, &in->dst[0], res, ret, true);
    write_status(lc, in, ret);
}

/* gather4 (and _c, _po, _po_c, _s forms): the sampler operand's selected
 * component is the channel gathered. */
static void lower_gather(dxbc_lower *lc, const dxbc_instr *in)
{
    uint32_t op = in->opcode;
    bool po = op == DXBC_OP_GATHER4_PO || op == DXBC_OP_GATHER4_PO_C || op == DXBC_OP_GATHER4_PO_S ||
              op == DXBC_OP_GATHER4_PO_C_S;
    bool cmp = op == DXBC_OP_GATHER4_C || op == DXBC_OP_GATHER4_PO_C || op == DXBC_OP_GATHER4_C_S ||
               op == DXBC_OP_GATHER4_PO_C_S;
    uint32_t ri = po ? 2 : 1;
    const dxbc_operand *res = &in->src[ri], *smp = &in->src[ri + 1];
    dxbc_res_decl *d = dxbc_find_res(lc, DXIL_RES_SRV, res);
    ir_value *args[12];
    uint32_t n = 0;
    args[n++] = dxbc_handle(lc, DXIL_RES_SRV, res);
    args[n++] = dxbc_handle(lc, DXIL_RES_SAMPLER, smp);
    coords_f32(lc, &in->src[0], coord_count(d->kind), args + n);
    n += 4;
    uint32_t k = texel_offset_count(d->kind);
    for (uint32_t i = 0; i < 2; i++) {
        if (po)
            args[n++] = i < k ? dxbc_src_i32(lc, &in->src[1], i) : dxbc_undef(lc, lc->t_i32);
        else
            args[n++] = i < k ? dxbc_u32(lc, in->has_texel_offset ? (uint32_t)(int32_t)in->texel_offset[i] : 0)
                              : dxbc_undef(lc, lc->t_i32);
    }
    args[n++] = dxbc_u32(lc, smp->comps == 4 ? smp->swizzle[0] : 0);
    if (cmp)
        args[n++] = dxbc_src_f32(lc, &in->src[ri + 2], 0);
    ir_type *ovl = typed_overload(lc, d);
    ir_value *ret = dxbc_op(lc, cmp ? DXOP_TextureGatherCmp : DXOP_TextureGather, ovl, args, n);
    write_fetched(lc, &in->dst[0], res, ret, ovl == lc->t_f32);
    write_status(lc, in, ret);
}

/* lod: x = the clamped LOD, y = the unclamped one, z = w = 0. */
static void lower_lod(dxbc_lower *lc, const dxbc_instr *in)
{
    const dxbc_operand *res = &in->src[1], *smp = &in->src[2];
    dxbc_res_decl *d = dxbc_find_res(lc, DXIL_RES_SRV, res);
    ir_value *h = dxbc_handle(lc, DXIL_RES_SRV, res), *s = dxbc_handle(lc, DXIL_RES_SAMPLER, smp);
    uint32_t nc = offset_count(d->kind);
    ir_value *v[4];
    for (uint32_t k = 0; k < 2; k++) {
        ir_value *args[6] = {h, s, NULL, NULL, NULL, dxbc_i1(lc, k == 0)};
        for (uint32_t i = 0; i < 3; i++)
            args[2 + i] = i < nc ? dxbc_src_f32(lc, &in->src[0], i) : dxbc_undef(lc, lc->t_f32);
        v[k] = dxbc_op(lc, DXOP_CalculateLOD, lc->t_f32, args, 6);
    }
    v[2] = v[3] = dxbc_f32(lc, 0.0f);
    ir_value *out[4] = {NULL, NULL, NULL, NULL};
    for (uint32_t c = 0; c < 4; c++)
        if (in->dst[0].mask & (1u << c))
            out[c] = v[res->swizzle[c]];
    for (uint32_t c = 0; c < 4; c++)
        if (out[c])
            dxbc_dst_f32(lc, &in->dst[0], c, out[c]);
}

/* ---- queries ------------------------------------------------------------------------- */

/* Width, height and depth among the sizes resinfo reports: what _rcpFloat
 * turns into reciprocals (never the array size). */
static uint32_t spatial_dims(uint32_t kind)
{
    switch (kind) {
    case DXIL_RK_TEXTURE1D: case DXIL_RK_TEXTURE1DARRAY: return 1;
    case DXIL_RK_TEXTURE3D: return 3;
    default: return 2;
    }
}

/* resinfo dst, mip, resource: width, height, depth or array size (0
 * beyond the resource's dimensions), mip count, as floats, reciprocals
 * (_rcpFloat: of width, height and depth only) or integers (_uint).
 * Multisampled textures and UAVs report one mip level, where DXIL's
 * GetDimensions gives the sample count and nothing. */
static void lower_resinfo(dxbc_lower *lc, const dxbc_instr *in)
{
    const dxbc_operand *res = &in->src[1];
    uint32_t cls = class_of(lc, res);
    dxbc_res_decl *d = dxbc_find_res(lc, cls, res);
    if (d->kind == DXIL_RK_TYPED_BUFFER || d->kind == DXIL_RK_RAW_BUFFER || d->kind == DXIL_RK_STRUCTURED_BUFFER)
        dxbc_invalid(lc, "resinfo on a buffer (bufinfo queries buffers)");
    bool ms = d->kind == DXIL_RK_TEXTURE2DMS || d->kind == DXIL_RK_TEXTURE2DMSARRAY;
    bool one_level = cls == DXIL_RES_UAV || ms;
    ir_value *mip = one_level ? dxbc_undef(lc, lc->t_i32) : dxbc_src_i32(lc, &in->src[0], 0);
    ir_value *args[2] = {dxbc_handle(lc, cls, res), mip};
    ir_value *dims = dxbc_op(lc, DXOP_GetDimensions, NULL, args, 2);
    uint32_t mode = in->controls & 3, n = size_count(d->kind), spatial = spatial_dims(d->kind);
    if (mode == 3)
        dxbc_invalid(lc, "resinfo return type 3");
    ir_value *v[4];
    for (uint32_t k = 0; k < 4; k++) {
        ir_value *x;
        if (k == 3)
            x = one_level ? dxbc_u32(lc, 1) : dxbc_extract(lc, dims, 3);
        else
            x = k < n ? dxbc_extract(lc, dims, k) : dxbc_u32(lc, 0);
        if (mode == 2) { /* _uint */
            v[k] = x;
            continue;
        }
        ir_value *f = dxbc_cast(lc, IR_OP_UITOFP, x, lc->t_f32);
        if (mode == 1 && k < spatial)
            f = dxbc_binop(lc, IR_OP_FDIV, dxbc_f32(lc, 1.0f), f);
        v[k] = dxbc_as_i32(lc, f);
    }
    ir_value *out[4] = {NULL, NULL, NULL, NULL};
    for (uint32_t c = 0; c < 4; c++)
        if (in->dst[0].mask & (1u << c))
            out[c] = v[res->comps == 4 ? res->swizzle[c] : c];
    for (uint32_t c = 0; c < 4; c++)
        if (out[c])
            dxbc_dst(lc, &in->dst[0], c, out[c]);
}

/* bufinfo: a raw buffer's size in bytes, else its element count. */
static void lower_bufinfo(dxbc_lower *lc, const dxbc_instr *in)
{
    const dxbc_operand *res = &in->src[0];
    uint32_t cls = class_of(lc, res);
    ir_value *args[2] = {dxbc_handle(lc, cls, res), dxbc_undef(lc, lc->t_i32)};
    ir_value *x = dxbc_extract(lc, dxbc_op(lc, DXOP_GetDimensions, NULL, args, 2), 0);
    for (uint32_t c = 0; c < 4; c++)
        if (in->dst[0].mask & (1u << c))
            dxbc_dst(lc, &in->dst[0], c, x);
}

/* sample_info: the sample count of a resource or of the render target,
 * in x (float, or uint with _uint); y, z, w are 0. */
/* sample_info and sample_pos take a multisampled texture (what ld2dms
 * reads) or the rasterizer. */
static void need_multisampled(dxbc_lower *lc, const dxbc_operand *res)
{
    if (res->type == DXBC_OPERAND_RASTERIZER)
        return;
    uint32_t cls = class_of(lc, res);
    const dxbc_res_decl *d = dxbc_find_res(lc, cls, res);
    if (cls != DXIL_RES_SRV || (d->kind != DXIL_RK_TEXTURE2DMS && d->kind != DXIL_RK_TEXTURE2DMSARRAY))
        dxbc_invalid(lc, "%s of %c%u, which is not a multisampled texture", dxbc_opcode_name(lc->in->opcode),
                     cls == DXIL_RES_UAV ? 'u' : 't', res->index[0].imm);
}

static void lower_sample_info(dxbc_lower *lc, const dxbc_instr *in)
{
    const dxbc_operand *res = &in->src[0];
    ir_value *count;
    need_multisampled(lc, res);
    if (res->type == DXBC_OPERAND_RASTERIZER) {
        count = dxbc_op(lc, DXOP_RenderTargetGetSampleCount, NULL, NULL, 0);
    } else {
        ir_value *args[2] = {dxbc_handle(lc, class_of(lc, res), res), dxbc_undef(lc, lc->t_i32)};
        count = dxbc_extract(lc, dxbc_op(lc, DXOP_GetDimensions, NULL, args, 2), 3);
    }
    bool as_uint = in->controls & 1;
    ir_value *v[4] = {as_uint ? count : dxbc_as_i32(lc, dxbc_cast(lc, IR_OP_UITOFP, count, lc->t_f32)),
                      dxbc_u32(lc, 0), dxbc_u32(lc, 0), dxbc_u32(lc, 0)};
    for (uint32_t c = 0; c < 4; c++)
        if (in->dst[0].mask & (1u << c))
            dxbc_dst(lc, &in->dst[0], c, v[res->comps == 4 ? res->swizzle[c] : c]);
}

/* sample_pos: the position of a sample of a resource or of the render
 * target, in xy; z and w are 0. */
static void lower_sample_pos(dxbc_lower *lc, const dxbc_instr *in)
{
    const dxbc_operand *res = &in->src[0];
    need_multisampled(lc, res);
    ir_value *index = dxbc_src_i32(lc, &in->src[1], 0);
    ir_value *pos;
    if (res->type == DXBC_OPERAND_RASTERIZER) {
        pos = dxbc_op(lc, DXOP_RenderTargetGetSamplePosition, NULL, &index, 1);
    } else {
        ir_value *args[2] = {dxbc_handle(lc, class_of(lc, res), res), index};
        pos = dxbc_op(lc, DXOP_Texture2DMSGetSamplePosition, NULL, args, 2);
    }
    ir_value *v[4] = {dxbc_extract(lc, pos, 0), dxbc_extract(lc, pos, 1), dxbc_f32(lc, 0.0f), dxbc_f32(lc, 0.0f)};
    for (uint32_t c = 0; c < 4; c++)
        if (in->dst[0].mask & (1u << c))
            dxbc_dst_f32(lc, &in->dst[0], c, v[res->comps == 4 ? res->swizzle[c] : c]);
}

/* ---- atomics ------------------------------------------------------------------------ */

/* DXIL::AtomicBinOpCode and LLVM's AtomicRMWInst::BinOp for one opcode. */
static bool atomic_codes(uint32_t opcode, uint32_t *dxil, uint32_t *llvm)
{
    switch (opcode) {
    case DXBC_OP_ATOMIC_IADD: case DXBC_OP_IMM_ATOMIC_IADD: *dxil = 0; *llvm = 1; return true;
    case DXBC_OP_ATOMIC_AND: case DXBC_OP_IMM_ATOMIC_AND: *dxil = 1; *llvm = 3; return true;
    case DXBC_OP_ATOMIC_OR: case DXBC_OP_IMM_ATOMIC_OR: *dxil = 2; *llvm = 5; return true;
    case DXBC_OP_ATOMIC_XOR: case DXBC_OP_IMM_ATOMIC_XOR: *dxil = 3; *llvm = 6; return true;
    case DXBC_OP_ATOMIC_IMIN: case DXBC_OP_IMM_ATOMIC_IMIN: *dxil = 4; *llvm = 8; return true;
    case DXBC_OP_ATOMIC_IMAX: case DXBC_OP_IMM_ATOMIC_IMAX: *dxil = 5; *llvm = 7; return true;
    case DXBC_OP_ATOMIC_UMIN: case DXBC_OP_IMM_ATOMIC_UMIN: *dxil = 6; *llvm = 10; return true;
    case DXBC_OP_ATOMIC_UMAX: case DXBC_OP_IMM_ATOMIC_UMAX: *dxil = 7; *llvm = 9; return true;
    case DXBC_OP_IMM_ATOMIC_EXCH: *dxil = 8; *llvm = 0; return true;
    default: return false;
    }
}

/* The address operand of an atomic on a UAV: a byte offset (raw), an
 * (index, byte offset) pair (structured) or texel coordinates. */
static void atomic_coords(dxbc_lower *lc, const dxbc_res_decl *d, const dxbc_operand *addr, ir_value **out)
{
    uint32_t n = d->kind == DXIL_RK_STRUCTURED_BUFFER ? 2
                 : d->kind == DXIL_RK_RAW_BUFFER || d->kind == DXIL_RK_TYPED_BUFFER ? 1
                                                                                     : coord_count(d->kind);
    coords_i32(lc, addr, n, out);
}

static void lower_atomic(dxbc_lower *lc, const dxbc_instr *in)
{
    bool imm = in->opcode >= DXBC_OP_IMM_ATOMIC_IADD && in->opcode <= DXBC_OP_IMM_ATOMIC_UMIN;
    bool cmp = in->opcode == DXBC_OP_ATOMIC_CMP_STORE || in->opcode == DXBC_OP_IMM_ATOMIC_CMP_EXCH;
    const dxbc_operand *target = &in->dst[imm ? 1 : 0];
    const dxbc_operand *addr = &in->src[0];
    ir_value *v0 = dxbc_src_i32(lc, &in->src[1], 0);
    ir_value *v1 = cmp ? dxbc_src_i32(lc, &in->src[2], 0) : NULL;
    ir_value *old;
    if (target->type == DXBC_OPERAND_TGSM) {
        dxbc_tgsm *g = find_tgsm(lc, target);
        ir_value *a = dxbc_src_i32(lc, addr, 0);
        ir_value *dw = g->stride ? dxbc_binop(lc, IR_OP_ADD,
                                              dxbc_binop(lc, IR_OP_MUL, a, dxbc_u32(lc, g->stride / 4)),
                                              dxbc_binop(lc, IR_OP_LSHR, dxbc_src_i32(lc, addr, 1), dxbc_u32(lc, 2)))
                                 : dxbc_binop(lc, IR_OP_LSHR, a, dxbc_u32(lc, 2));
        ir_value *p = tgsm_ptr(lc, g, dw);
        if (cmp) {
            ir_value *ops[3] = {p, v0, v1};
            ir_instr *x = ir_instr_create(lc->m, IR_OP_CMPXCHG, lc->t_cmpxchg, ops, 3, NULL, 0);
            x->aux = x->aux2 = 6; /* seq_cst, DXC's spelling; D3D's atomics order nothing themselves */
            old = dxbc_extract(lc, &ir_block_append(lc->m, lc->fn, lc->bb, x)->v, 0);
        } else {
            uint32_t dxil, llvm;
            atomic_codes(in->opcode, &dxil, &llvm);
            ir_value *ops[2] = {p, v0};
            ir_instr *x = ir_instr_create(lc->m, IR_OP_ATOMICRMW, lc->t_i32, ops, 2, NULL, 0);
            x->aux = llvm;
            x->aux2 = 6;
            old = &ir_block_append(lc->m, lc->fn, lc->bb, x)->v;
        }
    } else {
        dxbc_res_decl *d = dxbc_find_res(lc, DXIL_RES_UAV, target);
        ir_value *h = dxbc_handle(lc, DXIL_RES_UAV, target);
        ir_value *args[7];
        uint32_t n = 0;
        args[n++] = h;
        if (cmp) {
            atomic_coords(lc, d, addr, args + n);
            n += 3;
            args[n++] = v0;
            args[n++] = v1;
            old = dxbc_op(lc, DXOP_AtomicCompareExchange, lc->t_i32, args, n);
        } else {
            uint32_t dxil, llvm;
            atomic_codes(in->opcode, &dxil, &llvm);
            args[n++] = dxbc_u32(lc, dxil);
            atomic_coords(lc, d, addr, args + n);
            n += 3;
            args[n++] = v0;
            old = dxbc_op(lc, DXOP_AtomicBinOp, lc->t_i32, args, n);
        }
    }
    if (imm && in->dst[0].type != DXBC_OPERAND_NULL)
        for (uint32_t c = 0; c < 4; c++)
            if (in->dst[0].mask & (1u << c))
                dxbc_dst(lc, &in->dst[0], c, old);
}

/* imm_atomic_alloc / imm_atomic_consume: the UAV's hidden counter. alloc
 * returns the value before the increment, consume the value after the
 * decrement, which is BufferUpdateCounter's result for +1 / -1. */
static void lower_counter(dxbc_lower *lc, const dxbc_instr *in)
{
    const dxbc_operand *u = &in->src[0];
    dxbc_res_decl *d = dxbc_find_res(lc, DXIL_RES_UAV, u);
    /* The counter exists when it is used, whether or not the declaration
     * says so (FXC flags append/consume buffers, not every counter use). */
    lc->ep->resources[DXIL_RES_UAV][d->index].has_counter = true;
    ir_value *args[2] = {dxbc_handle(lc, DXIL_RES_UAV, u), dxbc_i8(lc, in->opcode == DXBC_OP_IMM_ATOMIC_ALLOC ? 1 : 0xFF)};
    ir_value *v = dxbc_op(lc, DXOP_BufferUpdateCounter, NULL, args, 2);
    for (uint32_t c = 0; c < 4; c++)
        if (in->dst[0].mask & (1u << c))
            dxbc_dst(lc, &in->dst[0], c, v);
}

/* sync: D3D's flags (1 thread group, 2 group-shared memory, 4 UAVs in the
 * group, 8 UAVs globally) as DXIL's barrier modes (1 sync, 2 UAV global,
 * 4 UAV group, 8 group-shared memory). */
static void lower_sync(dxbc_lower *lc, const dxbc_instr *in)
{
    uint32_t f = in->controls & 0xF, mode = 0;
    if (f & DXBC_SYNC_THREADS_IN_GROUP)
        mode |= 1;
    if (f & DXBC_SYNC_UAV_GLOBAL)
        mode |= 2;
    if (f & DXBC_SYNC_UAV_GROUP)
        mode |= 4;
    if (f & DXBC_SYNC_TGSM)
        mode |= 8;
    ir_value *m = dxbc_u32(lc, mode);
    dxbc_op(lc, DXOP_Barrier, NULL, &m, 1);
}

static void lower_check_access(dxbc_lower *lc, const dxbc_instr *in)
{
    for (uint32_t c = 0; c < 4; c++) {
        if (!(in->dst[0].mask & (1u << c)))
            continue;
        ir_value *st = dxbc_src_i32(lc, &in->src[0], c);
        ir_value *ok = dxbc_op(lc, DXOP_CheckAccessFullyMapped, lc->t_i32, &st, 1);
        dxbc_dst(lc, &in->dst[0], c, dxbc_bool_to_mask(lc, ok));
    }
}

bool dxbc_lower_resource(dxbc_lower *lc, const dxbc_instr *in)
{
    uint32_t d, l;
    switch (in->opcode) {
    case DXBC_OP_LD_RAW: case DXBC_OP_LD_RAW_S: case DXBC_OP_LD_STRUCTURED: case DXBC_OP_LD_STRUCTURED_S:
        lower_buffer_load(lc, in);
        return true;
    case DXBC_OP_STORE_RAW: case DXBC_OP_STORE_STRUCTURED:
        lower_buffer_store(lc, in);
        return true;
    case DXBC_OP_LD: case DXBC_OP_LD_S: case DXBC_OP_LD_MS: case DXBC_OP_LD_MS_S: case DXBC_OP_LD_UAV_TYPED:
    case DXBC_OP_LD_UAV_TYPED_S:
        lower_typed_load(lc, in);
        return true;
    case DXBC_OP_STORE_UAV_TYPED:
        lower_typed_store(lc, in);
        return true;
    case DXBC_OP_SAMPLE: case DXBC_OP_SAMPLE_B: case DXBC_OP_SAMPLE_L: case DXBC_OP_SAMPLE_D: case DXBC_OP_SAMPLE_C:
    case DXBC_OP_SAMPLE_C_LZ: case DXBC_OP_SAMPLE_CL_S: case DXBC_OP_SAMPLE_B_CL_S: case DXBC_OP_SAMPLE_L_S:
    case DXBC_OP_SAMPLE_D_CL_S: case DXBC_OP_SAMPLE_C_CL_S: case DXBC_OP_SAMPLE_C_LZ_S:
        lower_sample(lc, in);
        return true;
    case DXBC_OP_GATHER4: case DXBC_OP_GATHER4_C: case DXBC_OP_GATHER4_PO: case DXBC_OP_GATHER4_PO_C:
    case DXBC_OP_GATHER4_S: case DXBC_OP_GATHER4_C_S: case DXBC_OP_GATHER4_PO_S: case DXBC_OP_GATHER4_PO_C_S:
        lower_gather(lc, in);
        return true;
    case DXBC_OP_LOD:
        lower_lod(lc, in);
        return true;
    case DXBC_OP_RESINFO:
        lower_resinfo(lc, in);
        return true;
    case DXBC_OP_BUFINFO:
        lower_bufinfo(lc, in);
        return true;
    case DXBC_OP_SAMPLE_INFO:
        lower_sample_info(lc, in);
        return true;
    case DXBC_OP_SAMPLE_POS:
        lower_sample_pos(lc, in);
        return true;
    case DXBC_OP_IMM_ATOMIC_ALLOC: case DXBC_OP_IMM_ATOMIC_CONSUME:
        lower_counter(lc, in);
        return true;
    case DXBC_OP_SYNC:
        lower_sync(lc, in);
        return true;
    case DXBC_OP_CHECK_ACCESS_FULLY_MAPPED:
        lower_check_access(lc, in);
        return true;
    case DXBC_OP_ATOMIC_CMP_STORE: case DXBC_OP_IMM_ATOMIC_CMP_EXCH:
        lower_atomic(lc, in);
        return true;
    default:
        if (atomic_codes(in->opcode, &d, &l)) {
            lower_atomic(lc, in);
            return true;
        }
        return false;
    }
}
