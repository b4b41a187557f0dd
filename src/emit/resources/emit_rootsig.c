/* D3D12 root signatures -> the `heap` binding model (dxil2spv.h).
 *
 * D3D binds through the root signature: an application sets descriptor
 * tables (an offset into its shader-visible descriptor heap, changed per
 * draw), 32-bit root constants, and root CBV/SRV/UAV as GPU virtual
 * addresses. Vulkan has no root arguments, so (as vkd3d-proton does):
 *   - every root argument lives in one push-constant block of 32-bit words:
 *     the 64-bit addresses of the root descriptors first, then the root
 *     constants, then one heap offset per descriptor table. The layout
 *     depends on the root signature only, so every stage of a pipeline
 *     agrees on it, whatever each stage can see;
 *   - a resource in a table is an element of the runtime-sized descriptor
 *     array of its Vulkan descriptor type (the SM 6.6 heap arrays of
 *     emit_heap.c): element = table offset + range offset + (register -
 *     range base register);
 *   - a root constants CBV reads push-constant words;
 *   - a root CBV/SRV/UAV is read and written through a
 *     PhysicalStorageBuffer64 pointer made from its address (D3D has no
 *     typed or texture root descriptors, and their buffers have no size);
 *   - a static sampler is a binding of options.static_sampler_set for an
 *     immutable sampler.
 * A DXR local root signature (options.local_root_signature, or the one a
 * library's RDAT associates with the entry) is the same machinery with its
 * words in the shader record (the ShaderRecordBufferKHR block, which Vulkan
 * places after the shader group handle in the shader binding table) laid
 * out as D3D lays out local root arguments: parameters in order, constants
 * 4-byte aligned, addresses and table handles 8 bytes at 8-byte boundaries.
 * Its tables index the heap arrays too, whatever the binding model (a
 * shader record cannot select a descriptor set).
 * The root signature is checked as D3D checks it when a pipeline is made:
 * overlapping ranges, more than 64 DWORDs of root arguments, a resource no
 * visible parameter covers are errors naming what and where (root
 * constants smaller than the CBV read from them are not: D3D12 leaves
 * reads past them undefined).
 */
#include "emit/emit_internal.h"

#define MAX_ROOT_DWORDS 64u
#define MAX_LOCAL_RECORD_BYTES (4096u - 32u)
#define RS_FLAG_LOCAL 0x80u /* D3D12_ROOT_SIGNATURE_FLAG_LOCAL_ROOT_SIGNATURE */

enum { PT_TABLE = 0, PT_CONSTANTS = 1, PT_CBV = 2, PT_SRV = 3, PT_UAV = 4 };
enum { VIS_ALL = 0, VIS_VERTEX = 1, VIS_HULL = 2, VIS_DOMAIN = 3, VIS_GEOMETRY = 4, VIS_PIXEL = 5,
       VIS_AMPLIFICATION = 6, VIS_MESH = 7 };

/* Pointer types to root-descriptor buffers, shared by both signatures. */
struct rs_psb_types {
    spv_id buffer[3][2];        /* [16/32/64-bit][writable] PhysicalStorageBuffer pointer types */
    spv_id cbv;                 /* pointer to the rows of a root CBV */
};

struct emit_rootsig_state {
    const dxil2spv_root_signature *rs;
    bool local;                 /* a local root signature: words in the shader record */
    uint32_t record_size;       /* local: bytes of the shader record */
    spv_id sr_var;              /* local: the ShaderRecordBufferKHR variable, made on first use */
    struct rs_psb_types *psb;
    uint32_t stage_vis;         /* this stage's D3D12_SHADER_VISIBILITY; VIS_ALL: sees everything */
    bool sets;                  /* DXIL2SPV_BINDING_MODEL_SETS */
    int32_t *table_set;         /* SETS: per parameter, the set of a table, else -1 */
    uint32_t *param_offset;     /* bytes in the push-constant block, per parameter */
    uint32_t **range_offset;    /* per table parameter: resolved offset of each range */
    bool *param_used, *sampler_used;
    uint32_t pc_words;          /* root argument words */
    uint32_t pc_limit;          /* of which the first pc_limit are push constants (the budget) */
    spv_id pc_var, ubo_var;     /* made on first use; ubo_var: the words over the budget */
};

static const char *const class_names[] = {"SRV", "UAV", "CBV", "sampler"};
static const char *const param_names[] = {"descriptor table", "root constants", "root CBV", "root SRV",
                                          "root UAV"};

static const char *res_desc(emit_ctx *ec, const emit_resource *r)
{
    const dxil_resource *d = r->dx;
    return d2s_sprintf(ec->ctx, "%s '%s' (%c%u, space %u)", class_names[r->res_class],
                       d->name && d->name[0] ? d->name : "<unnamed>", "tubs"[r->res_class], d->lower_bound,
                       d->space);
}

/* D3D12_SHADER_VISIBILITY of a stage; VIS_ALL for compute and the stages
 * D3D binds with every parameter. */
static uint32_t stage_visibility(uint32_t kind)
{
    switch (kind) {
    case DXIL_SHADER_PIXEL: return VIS_PIXEL;
    case DXIL_SHADER_VERTEX: return VIS_VERTEX;
    case DXIL_SHADER_GEOMETRY: return VIS_GEOMETRY;
    case DXIL_SHADER_HULL: return VIS_HULL;
    case DXIL_SHADER_DOMAIN: return VIS_DOMAIN;
    case DXIL_SHADER_MESH: return VIS_MESH;
    case DXIL_SHADER_AMPLIFICATION: return VIS_AMPLIFICATION;
    default: return VIS_ALL;
    }
}

static bool visible(const struct emit_rootsig_state *st, uint32_t vis)
{
    return st->stage_vis == VIS_ALL || vis == VIS_ALL || vis == st->stage_vis;
}

/* Fails naming the signature ("root signature: ..." or "local root
 * signature: ..."). */
#define rs_fail(ec, st, ...) \
    d2s_fail((ec)->ctx, D2S_ERR_INVALID, "%sroot signature: %s", (st)->local ? "local " : "", \
             d2s_sprintf((ec)->ctx, __VA_ARGS__))

/* ---- checks and layout ---------------------------------------------------------- */

/* A register interval of one class and space bound by a parameter. */
typedef struct rs_interval {
    uint32_t cls, space;
    uint64_t lo, hi;           /* [lo, hi) */
    uint32_t param, range;     /* range UINT32_MAX: not a table range; param UINT32_MAX: static sampler */
    uint32_t vis;
} rs_interval;

static const char *interval_desc(emit_ctx *ec, const rs_interval *iv)
{
    if (iv->param == UINT32_MAX)
        return d2s_sprintf(ec->ctx, "static sampler %u", iv->range);
    if (iv->range == UINT32_MAX)
        return d2s_sprintf(ec->ctx, "parameter %u", iv->param);
    return d2s_sprintf(ec->ctx, "parameter %u range %u", iv->param, iv->range);
}

static void check_overlaps(emit_ctx *ec, struct emit_rootsig_state *st, const rs_interval *iv, uint32_t n)
{
    /* Quadratic in the number of ranges, which D3D caps by the root
     * signature size (at most a few hundred in practice). */
    for (uint32_t i = 0; i < n; i++)
        for (uint32_t j = i + 1; j < n; j++) {
            const rs_interval *a = &iv[i], *b = &iv[j];
            if (a->cls != b->cls || a->space != b->space || a->hi <= b->lo || b->hi <= a->lo)
                continue;
            if (!visible(st, a->vis) || !visible(st, b->vis))
                continue;
            if (a->vis != VIS_ALL && b->vis != VIS_ALL && a->vis != b->vis)
                continue;
            uint64_t lo = a->lo > b->lo ? a->lo : b->lo;
            rs_fail(ec, st, "%s and %s overlap: both bind %s register %c%llu of space %u", interval_desc(ec, a),
                    interval_desc(ec, b), class_names[a->cls], "tubs"[a->cls], (unsigned long long)lo, a->space);
        }
}

static void check_ranges(emit_ctx *ec, struct emit_rootsig_state *st, uint64_t intervals);

/* D3D12's local root arguments, after the 32-byte shader identifier in a
 * record of at most 4096 bytes: parameters in order, root constants at
 * 4-byte boundaries, addresses and table handles (8 bytes) at 8-byte ones. */
static void layout_local(emit_ctx *ec, struct emit_rootsig_state *st)
{
    const dxil2spv_root_signature *rs = st->rs;
    if (!(rs->flags & RS_FLAG_LOCAL))
        rs_fail(ec, st, "the flags (0x%x) lack LOCAL_ROOT_SIGNATURE (0x80), which D3D12 requires of a local root "
                "signature", rs->flags);
    if (rs->static_sampler_count)
        d2s_fail(ec->ctx, D2S_ERR_UNSUPPORTED, "local root signature: %u static samplers; static samplers of a local "
                 "root signature are not implemented (declare them in the global one)", rs->static_sampler_count);
    uint64_t at = 0;
    for (uint32_t p = 0; p < rs->parameter_count; p++) {
        if (rs->parameters[p].parameter_type == PT_CONSTANTS) {
            st->param_offset[p] = (uint32_t)at;
            at += 4ull * rs->parameters[p].num_32bit_values;
        } else {
            at = (at + 7) & ~7ull;
            st->param_offset[p] = (uint32_t)at;
            at += 8;
        }
        if (at > MAX_LOCAL_RECORD_BYTES)
            rs_fail(ec, st, "parameter %u ends at byte %llu of the shader record; D3D12 allows %u bytes of local root "
                    "arguments (a 4096-byte record less the 32-byte shader identifier)", p, (unsigned long long)at,
                    MAX_LOCAL_RECORD_BYTES);
    }
    st->record_size = (uint32_t)((at + 7) & ~7ull);
    st->pc_words = st->pc_limit = st->record_size / 4;
    st->table_set = d2s_alloc_array(ec->ctx, rs->parameter_count ? rs->parameter_count : 1, sizeof(int32_t));
    for (uint32_t p = 0; p < rs->parameter_count; p++)
        st->table_set[p] = -1;
}

static void check_and_layout(emit_ctx *ec, struct emit_rootsig_state *st)
{
    const dxil2spv_root_signature *rs = st->rs;
    const dxil2spv_options *o = ec->opts;
    if (rs->version < 1 || rs->version > 3)
        rs_fail(ec, st, "version %u is not supported (1 = 1.0, 2 = 1.1, 3 = 1.2)", rs->version);
    if (rs->parameter_count && !rs->parameters)
        d2s_fail(ec->ctx, D2S_ERR_ARGUMENT, "root signature: parameter_count is %u but parameters is NULL",
                 rs->parameter_count);
    if (rs->static_sampler_count && !rs->static_samplers)
        d2s_fail(ec->ctx, D2S_ERR_ARGUMENT, "root signature: static_sampler_count is %u but static_samplers is NULL",
                 rs->static_sampler_count);
    uint32_t np = rs->parameter_count;
    st->param_offset = d2s_zalloc_array(ec->ctx, np ? np : 1, sizeof(uint32_t));
    st->range_offset = d2s_zalloc_array(ec->ctx, np ? np : 1, sizeof(uint32_t *));
    st->param_used = d2s_zalloc_array(ec->ctx, np ? np : 1, sizeof(bool));
    st->sampler_used = d2s_zalloc_array(ec->ctx, rs->static_sampler_count ? rs->static_sampler_count : 1,
                                        sizeof(bool));
    uint64_t dwords = 0, intervals = rs->static_sampler_count;
    for (uint32_t p = 0; p < np; p++) {
        const dxil2spv_root_parameter *pp = &rs->parameters[p];
        if (pp->visibility > VIS_MESH)
            rs_fail(ec, st, "parameter %u: unknown ShaderVisibility %u", p, pp->visibility);
        switch (pp->parameter_type) {
        case PT_TABLE:
            if (pp->range_count && !pp->ranges)
                d2s_fail(ec->ctx, D2S_ERR_ARGUMENT, "root signature: parameter %u has %u ranges but ranges is NULL",
                         p, pp->range_count);
            dwords += 1;
            intervals += pp->range_count;
            break;
        case PT_CONSTANTS:
            if (pp->num_32bit_values == 0)
                rs_fail(ec, st, "parameter %u: root constants with Num32BitValues 0", p);
            dwords += pp->num_32bit_values;
            intervals++;
            break;
        case PT_CBV: case PT_SRV: case PT_UAV:
            dwords += 2;
            intervals++;
            break;
        default:
            rs_fail(ec, st, "parameter %u: unknown ParameterType %u", p, pp->parameter_type);
        }
    }
    if (st->local) {
        layout_local(ec, st);
        check_ranges(ec, st, intervals);
        return;
    }
    if (rs->flags & RS_FLAG_LOCAL)
        rs_fail(ec, st, "the flags (0x%x) say LOCAL_ROOT_SIGNATURE: a local root signature goes in "
                "options.local_root_signature, not as the pipeline's", rs->flags);
    if (dwords > MAX_ROOT_DWORDS)
        rs_fail(ec, st, "the root arguments take %llu DWORDs, more than D3D12's 64 (a table costs 1, a root "
                "descriptor 2, root constants 1 each)", (unsigned long long)dwords);

    /* Word layout: addresses, then constants, then table offsets; with
     * root_arguments_in_parameter_order (HEAP), constants and table
     * offsets interleaved in parameter order after the addresses. */
    uint32_t word = 0;
    bool interleave = o->root_arguments_in_parameter_order && !st->sets;
    for (uint32_t p = 0; p < np; p++)
        if (rs->parameters[p].parameter_type >= PT_CBV) {
            st->param_offset[p] = word * 4;
            word += 2;
        }
    for (uint32_t p = 0; p < np; p++)
        if (rs->parameters[p].parameter_type == PT_CONSTANTS ||
            (interleave && rs->parameters[p].parameter_type == PT_TABLE)) {
            st->param_offset[p] = word * 4;
            word += rs->parameters[p].parameter_type == PT_TABLE ? 1 : rs->parameters[p].num_32bit_values;
        }
    /* Tables: a heap offset word (HEAP), or the next descriptor set (SETS). */
    st->table_set = d2s_alloc_array(ec->ctx, np ? np : 1, sizeof(int32_t));
    uint32_t sets = 0;
    for (uint32_t p = 0; p < np; p++) {
        st->table_set[p] = -1;
        if (rs->parameters[p].parameter_type != PT_TABLE)
            continue;
        if (st->sets) {
            if (rs->static_sampler_count && sets == o->static_sampler_set)
                rs_fail(ec, st, "parameter %u: the sets model gives this table descriptor set %u, which "
                        "options.static_sampler_set also names", p, sets);
            st->table_set[p] = (int32_t)sets++;
        } else if (!interleave) {
            st->param_offset[p] = word * 4;
            word += 1;
        }
    }
    st->pc_words = word;
    st->pc_limit = word < o->push_constant_budget / 4 ? word : o->push_constant_budget / 4;
    if (st->pc_limit < word) {
        if (st->sets && o->root_argument_set < sets)
            rs_fail(ec, st, "the root arguments need the buffer of options.root_argument_set %u, which the sets "
                    "model gives to descriptor table %u", o->root_argument_set, o->root_argument_set);
        if (o->root_argument_set == o->static_sampler_set && o->root_argument_binding < rs->static_sampler_count)
            rs_fail(ec, st, "the root argument buffer (set %u, binding %u) is also static sampler %u's binding",
                    o->root_argument_set, o->root_argument_binding, o->root_argument_binding);
    }

    check_ranges(ec, st, intervals);
}

/* Ranges: types, sizes, resolved offsets; register intervals and their
 * overlaps. */
static void check_ranges(emit_ctx *ec, struct emit_rootsig_state *st, uint64_t intervals)
{
    const dxil2spv_root_signature *rs = st->rs;
    uint32_t np = rs->parameter_count;
    rs_interval *iv = d2s_alloc_array(ec->ctx, intervals ? intervals : 1, sizeof(*iv));
    uint32_t n = 0;
    for (uint32_t p = 0; p < np; p++) {
        const dxil2spv_root_parameter *pp = &rs->parameters[p];
        if (pp->parameter_type != PT_TABLE) {
            uint32_t cls = pp->parameter_type == PT_SRV ? DXIL_RES_SRV
                         : pp->parameter_type == PT_UAV ? DXIL_RES_UAV : DXIL_RES_CBV;
            iv[n++] = (rs_interval){cls, pp->register_space, pp->shader_register, (uint64_t)pp->shader_register + 1,
                                    p, UINT32_MAX, pp->visibility};
            continue;
        }
        uint32_t *offs = d2s_zalloc_array(ec->ctx, pp->range_count ? pp->range_count : 1, sizeof(uint32_t));
        st->range_offset[p] = offs;
        uint64_t next = 0; /* where an APPEND range starts */
        bool after_unbounded = false, samplers = false, views = false;
        for (uint32_t k = 0; k < pp->range_count; k++) {
            const dxil2spv_descriptor_range *rg = &pp->ranges[k];
            if (rg->range_type > 3)
                rs_fail(ec, st, "parameter %u range %u: unknown RangeType %u", p, k, rg->range_type);
            if (rg->num_descriptors == 0)
                rs_fail(ec, st, "parameter %u range %u: NumDescriptors is 0", p, k);
            *(rg->range_type == 3 ? &samplers : &views) = true;
            if (samplers && views)
                rs_fail(ec, st, "parameter %u: a descriptor table mixes sampler ranges with CBV/SRV/UAV ranges "
                        "(they live in different heaps)", p);
            bool unbounded = rg->num_descriptors == DXIL2SPV_DESCRIPTOR_RANGE_UNBOUNDED;
            uint64_t off = rg->offset_in_table;
            if (rg->offset_in_table == DXIL2SPV_DESCRIPTOR_RANGE_OFFSET_APPEND) {
                if (after_unbounded)
                    rs_fail(ec, st, "parameter %u range %u: an APPEND offset after an unbounded range", p, k);
                off = next;
            }
            uint64_t end = unbounded ? off : off + rg->num_descriptors;
            if (end > UINT32_MAX || (!unbounded && (uint64_t)rg->base_shader_register + rg->num_descriptors >
                                                        (uint64_t)UINT32_MAX + 1))
                rs_fail(ec, st, "parameter %u range %u: offset %llu + %u descriptors overflows", p, k,
                        (unsigned long long)off, rg->num_descriptors);
            offs[k] = (uint32_t)off;
            next = end;
            after_unbounded |= unbounded;
            iv[n++] = (rs_interval){rg->range_type, rg->register_space, rg->base_shader_register,
                                    unbounded ? (uint64_t)UINT32_MAX + 1
                                              : (uint64_t)rg->base_shader_register + rg->num_descriptors,
                                    p, k, pp->visibility};
        }
    }
    for (uint32_t i = 0; i < rs->static_sampler_count; i++) {
        const dxil2spv_static_sampler *s = &rs->static_samplers[i];
        if (s->visibility > VIS_MESH)
            rs_fail(ec, st, "static sampler %u: unknown ShaderVisibility %u", i, s->visibility);
        iv[n++] = (rs_interval){DXIL_RES_SAMPLER, s->register_space, s->shader_register,
                                (uint64_t)s->shader_register + 1, UINT32_MAX, i, s->visibility};
    }
    check_overlaps(ec, st, iv, n);
}

/* ---- placing resources ------------------------------------------------------------ */

static bool is_raw_or_structured(uint32_t kind)
{
    return kind == DXIL_RK_RAW_BUFFER || kind == DXIL_RK_STRUCTURED_BUFFER;
}

/* Places r by a root constants / root descriptor parameter p. */
static void place_root(emit_ctx *ec, struct emit_rootsig_state *st, emit_resource *r, uint32_t p)
{
    const dxil2spv_root_parameter *pp = &st->rs->parameters[p];
    const dxil_resource *d = r->dx;
    if (d->range_size == UINT32_MAX && pp->parameter_type != PT_CONSTANTS && pp->shader_register == d->lower_bound) {
        /* An unsized array whose first register is a root descriptor:
         * D3D12 accepts it, and the descriptor is the array (its index
         * unused): there is nothing else to index. */
        d2s_warn(ec->ctx, "%s: an unsized array bound by %s parameter %u reads that one buffer whatever its index",
                 res_desc(ec, r), param_names[pp->parameter_type], p);
        r->is_array = r->unbounded = false;
    } else if (d->range_size != 1) {
        rs_fail(ec, st, "%s is an array of %u registers, but parameter %u (%s) binds one", res_desc(ec, r),
                d->range_size, p, param_names[pp->parameter_type]);
    }
    r->rs_param = p;
    r->rs_word = st->param_offset[p] / 4;
    if (pp->parameter_type == PT_CONSTANTS) {
        /* D3D12 binds a constant buffer larger than its root constants
         * ("out of bounds indexing a given set of root constants produces
         * undefined results"): SM 4/5 declare constant buffers in whole
         * 16-byte rows, so cb0[1] over one root constant is common. Reads
         * past the constants get the last one (constant_word's clamp);
         * a declaration past the last row they start is worth a warning. */
        if ((uint64_t)d->cb_size > ((uint64_t)pp->num_32bit_values * 4 + 15) / 16 * 16)
            d2s_warn(ec->ctx, "%sroot signature: %s declares %u bytes, but root constants parameter %u holds %u 32-bit "
                     "values (%u bytes): reads past them are undefined in D3D12 and read the last value",
                     st->local ? "local " : "", res_desc(ec, r), d->cb_size, p, pp->num_32bit_values,
                     pp->num_32bit_values * 4);
        r->rs_place = DXIL2SPV_PLACEMENT_ROOT_CONSTANTS;
        r->rs_words = pp->num_32bit_values;
        r->descriptor_type = st->local ? DXIL2SPV_DESCRIPTOR_SHADER_RECORD : DXIL2SPV_DESCRIPTOR_PUSH_CONSTANT;
        return;
    }
    if (r->res_class != DXIL_RES_CBV) {
        if (!is_raw_or_structured(d->kind) && d->kind != DXIL_RK_RT_ACCELERATION_STRUCTURE)
            rs_fail(ec, st, "%s is bound by %s parameter %u, but D3D12 root descriptors are raw or structured "
                    "buffers only (typed buffers and textures need a descriptor table)", res_desc(ec, r),
                    param_names[pp->parameter_type], p);
        if (d->has_counter)
            rs_fail(ec, st, "%s has a UAV counter, which a root UAV (parameter %u) cannot have", res_desc(ec, r), p);
    }
    r->rs_place = DXIL2SPV_PLACEMENT_ROOT_DESCRIPTOR;
    r->descriptor_type = DXIL2SPV_DESCRIPTOR_ROOT_ADDRESS;
}

/* SETS model: binding k of the table's set, an array of the range's size
 * indexed by register - base register (D3D's element within the range). */
static void place_in_set(emit_ctx *ec, struct emit_rootsig_state *st, emit_resource *r, uint32_t p, uint32_t k)
{
    const dxil2spv_root_parameter *pp = &st->rs->parameters[p];
    const dxil2spv_descriptor_range *rg = &pp->ranges[k];
    bool unbounded = rg->num_descriptors == DXIL2SPV_DESCRIPTOR_RANGE_UNBOUNDED;
    r->set = (uint32_t)st->table_set[p];
    r->binding = k;
    r->array_base = rg->base_shader_register;
    r->rs_elem_base = 0u - rg->base_shader_register; /* reflected table_offset: the element in the binding */
    r->array_len = unbounded ? UINT32_MAX : rg->num_descriptors;
    r->is_array = unbounded || rg->num_descriptors != 1;
    r->unbounded = unbounded;
    st->param_used[p] = true;
    if (r->dx->has_counter) {
        r->has_counter = true;
        r->counter_set = r->set;
        r->counter_binding = pp->range_count + k;
    }
    /* One binding has one descriptor type: every resource of the range
     * must agree (an SRV range of textures and typed buffers cannot). */
    for (uint32_t c = 0; c < 4; c++)
        for (uint32_t i = 0; i < ec->num_res[c]; i++) {
            const emit_resource *o = &ec->res[c][i];
            if (o == r || o->rs_place != DXIL2SPV_PLACEMENT_TABLE || o->rs_target || o->set != r->set ||
                o->binding != r->binding || o->descriptor_type == r->descriptor_type)
                continue;
            rs_fail(ec, st, "%s and %s share parameter %u range %u but need different Vulkan descriptor types (%u and "
                    "%u); the sets model gives a range one binding (the heap model has an array per type)",
                    res_desc(ec, o), res_desc(ec, r), p, k, o->descriptor_type, r->descriptor_type);
        }
}

static bool place_in_table(emit_ctx *ec, struct emit_rootsig_state *st, emit_resource *r, uint32_t p)
{
    const dxil2spv_root_parameter *pp = &st->rs->parameters[p];
    const dxil_resource *d = r->dx;
    bool unbounded = d->range_size == UINT32_MAX;
    uint64_t lo = d->lower_bound, hi = unbounded ? (uint64_t)UINT32_MAX + 1 : lo + d->range_size;
    for (uint32_t k = 0; k < pp->range_count; k++) {
        const dxil2spv_descriptor_range *rg = &pp->ranges[k];
        if (rg->range_type != r->res_class || rg->register_space != d->space)
            continue;
        bool rg_unbounded = rg->num_descriptors == DXIL2SPV_DESCRIPTOR_RANGE_UNBOUNDED;
        uint64_t rlo = rg->base_shader_register;
        uint64_t rhi = rg_unbounded ? (uint64_t)UINT32_MAX + 1 : rlo + rg->num_descriptors;
        if (hi <= rlo || rhi <= lo)
            continue;
        if (lo < rlo || hi > rhi)
            rs_fail(ec, st, "%s%s is only partly covered by parameter %u range %u (registers %llu to %llu)",
                    res_desc(ec, r), unbounded ? ", an unbounded array," : "", p, k, (unsigned long long)rlo,
                    (unsigned long long)rhi - 1);
        r->rs_place = DXIL2SPV_PLACEMENT_TABLE;
        r->rs_param = p;
        r->rs_range = (int32_t)k;
        if (st->sets) {
            place_in_set(ec, st, r, p, k);
            return true;
        }
        r->rs_word = st->param_offset[p] / 4;
        r->rs_elem_base = st->range_offset[p][k] - rg->base_shader_register;
        r->rs_target = emit_heap_table_resource(ec, d);
        r->descriptor_type = r->rs_target->descriptor_type;
        return true;
    }
    return false;
}

static void place(emit_ctx *ec, struct emit_rootsig_state *st, emit_resource *r)
{
    const dxil2spv_root_signature *rs = st->rs;
    const dxil_resource *d = r->dx;
    for (uint32_t p = 0; p < rs->parameter_count; p++) {
        const dxil2spv_root_parameter *pp = &rs->parameters[p];
        if (!visible(st, pp->visibility))
            continue;
        if (pp->parameter_type == PT_TABLE) {
            if (place_in_table(ec, st, r, p))
                return;
            continue;
        }
        uint32_t cls = pp->parameter_type == PT_SRV ? DXIL_RES_SRV
                     : pp->parameter_type == PT_UAV ? DXIL_RES_UAV : DXIL_RES_CBV;
        if (cls != r->res_class || pp->register_space != d->space || pp->shader_register < d->lower_bound ||
            (d->range_size != UINT32_MAX && pp->shader_register - d->lower_bound >= d->range_size))
            continue;
        place_root(ec, st, r, p);
        return;
    }
    for (uint32_t i = 0; i < rs->static_sampler_count; i++) {
        const dxil2spv_static_sampler *s = &rs->static_samplers[i];
        if (r->res_class != DXIL_RES_SAMPLER || !visible(st, s->visibility) || s->register_space != d->space ||
            s->shader_register < d->lower_bound ||
            (d->range_size != UINT32_MAX && s->shader_register - d->lower_bound >= d->range_size))
            continue;
        if (d->range_size == UINT32_MAX && s->shader_register != d->lower_bound)
            continue; /* an unsized array is placed by the sampler at its first register, if any */
        if (d->range_size == UINT32_MAX) {
            /* An unsized array over static samplers: D3D12's runtime lets it
             * through and drivers (NVIDIA, AMD) read the first sampler
             * whatever the index; Vulkan cannot index immutable samplers of
             * separate bindings. So: that sampler, the index unused. */
            d2s_warn(ec->ctx, "%s: an unsized sampler array over static samplers reads static sampler %u (register "
                     "s%u) whatever its index, as D3D12 drivers do", res_desc(ec, r), i, s->shader_register);
            r->is_array = r->unbounded = false;
        } else if (d->range_size != 1) {
            d2s_fail(ec->ctx, D2S_ERR_UNSUPPORTED, "root signature: %s, an array of %u samplers, is covered by "
                     "static samplers; arrays of static samplers are not implemented", res_desc(ec, r),
                     d->range_size);
        }
        r->rs_place = DXIL2SPV_PLACEMENT_STATIC_SAMPLER;
        r->set = ec->opts->static_sampler_set;
        r->binding = i;
        st->sampler_used[i] = true;
        return;
    }
    rs_fail(ec, st, "%s of the %s shader: no root parameter visible to this stage covers it", res_desc(ec, r),
            dxil_shader_kind_name(ec->shader_kind));
}

/* options.root_remap: the caller sees each placement and may move the
 * descriptors (dxil2spv.h says what a change means per placement). */
static void ask_caller(emit_ctx *ec, struct emit_rootsig_state *st, emit_resource *r)
{
    const dxil2spv_options *o = ec->opts;
    const dxil_resource *d = r->dx;
    bool root = r->rs_place == DXIL2SPV_PLACEMENT_ROOT_CONSTANTS || r->rs_place == DXIL2SPV_PLACEMENT_ROOT_DESCRIPTOR;
    const emit_resource *where = r->rs_target ? r->rs_target : r;
    dxil2spv_root_placement pl = {
        .resource = {r->res_class, d->kind, d->space, d->lower_bound, d->range_size},
        .placement = r->rs_place,
        .root_parameter = r->rs_place == DXIL2SPV_PLACEMENT_STATIC_SAMPLER ? -1 : (int32_t)r->rs_param,
        .table_range = r->rs_place == DXIL2SPV_PLACEMENT_STATIC_SAMPLER ? (int32_t)r->binding : r->rs_range,
        .table_offset = r->rs_place == DXIL2SPV_PLACEMENT_TABLE ? r->rs_elem_base + d->lower_bound : 0,
        .push_constant_offset = root || (r->rs_place == DXIL2SPV_PLACEMENT_TABLE && !st->sets)
                                    ? st->param_offset[r->rs_param] : 0,
    };
    dxil2spv_binding in = {root ? UINT32_MAX : where->set, root ? UINT32_MAX : where->binding,
                           where->descriptor_type};
    dxil2spv_binding out = in;
    if (!o->root_remap(o->root_remap_userdata, &pl, &out))
        d2s_fail(ec->ctx, D2S_ERR_ARGUMENT, "the root_remap callback rejected %s", res_desc(ec, r));
    /* A heap-model table's raw or structured buffer may switch between a
     * storage buffer and an R32_UINT texel buffer (a runtime choosing per
     * view, by its alignment): an array of its own of that type. */
    uint32_t texel = r->res_class == DXIL_RES_SRV ? DXIL2SPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER
                                                  : DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER;
    bool raw_switch = r->rs_target && (d->kind == DXIL_RK_RAW_BUFFER || d->kind == DXIL_RK_STRUCTURED_BUFFER) &&
                      (in.descriptor_type == DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER || in.descriptor_type == texel) &&
                      (out.descriptor_type == DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER || out.descriptor_type == texel);
    if (out.descriptor_type != in.descriptor_type && !raw_switch)
        d2s_fail(ec->ctx, D2S_ERR_ARGUMENT, "the root_remap callback changed the descriptor type of %s from %u to "
                 "%u; a root-signature placement keeps its type (but a heap-model table's raw or structured buffer, "
                 "which may switch between a storage buffer and a texel buffer)", res_desc(ec, r),
                 in.descriptor_type, out.descriptor_type);
    if (out.set == in.set && out.binding == in.binding && out.descriptor_type == in.descriptor_type)
        return;
    r->descriptor_type = out.descriptor_type;
    if (root)
        d2s_fail(ec->ctx, D2S_ERR_ARGUMENT, "the root_remap callback gave %s (%s parameter %u, read from the root "
                 "arguments) a set and binding", res_desc(ec, r), param_names[st->rs->parameters[r->rs_param]
                 .parameter_type], r->rs_param);
    if (r->rs_target) { /* HEAP table: an array of its own, indexed like the heap's */
        r->rs_target = NULL;
        r->rs_own_array = true;
        r->is_array = r->unbounded = true;
        if (d->has_counter) {
            const dxil2spv_heap_mapping *hm = &o->heap;
            r->has_counter = true;
            r->counter_texel = o->heap_counter_texel_buffers != 0;
            r->counter_set = emit_heap_array_set(hm, DXIL2SPV_HEAP_ARRAY_COUNTER);
            r->counter_binding = hm->bindings[DXIL2SPV_HEAP_ARRAY_COUNTER];
        }
    }
    r->set = out.set;
    r->binding = out.binding;
    if (r->has_counter && !r->rs_own_array)
        r->counter_set = out.set;
}

/* Whether a parameter (or static sampler) of st visible to this stage binds
 * any register of r; places nothing. */
static bool covers(const struct emit_rootsig_state *st, const emit_resource *r)
{
    const dxil2spv_root_signature *rs = st->rs;
    const dxil_resource *d = r->dx;
    uint64_t lo = d->lower_bound, hi = d->range_size == UINT32_MAX ? (uint64_t)UINT32_MAX + 1 : lo + d->range_size;
    for (uint32_t p = 0; p < rs->parameter_count; p++) {
        const dxil2spv_root_parameter *pp = &rs->parameters[p];
        if (!visible(st, pp->visibility))
            continue;
        if (pp->parameter_type == PT_TABLE) {
            for (uint32_t k = 0; k < pp->range_count; k++) {
                const dxil2spv_descriptor_range *rg = &pp->ranges[k];
                uint64_t rlo = rg->base_shader_register;
                uint64_t rhi = rg->num_descriptors == DXIL2SPV_DESCRIPTOR_RANGE_UNBOUNDED ? (uint64_t)UINT32_MAX + 1
                                                                                        : rlo + rg->num_descriptors;
                if (rg->range_type == r->res_class && rg->register_space == d->space && lo < rhi && rlo < hi)
                    return true;
            }
            continue;
        }
        uint32_t cls = pp->parameter_type == PT_SRV ? DXIL_RES_SRV
                     : pp->parameter_type == PT_UAV ? DXIL_RES_UAV : DXIL_RES_CBV;
        if (cls == r->res_class && pp->register_space == d->space && pp->shader_register >= lo &&
            pp->shader_register < hi)
            return true;
    }
    for (uint32_t i = 0; i < rs->static_sampler_count; i++) {
        const dxil2spv_static_sampler *s = &rs->static_samplers[i];
        if (r->res_class == DXIL_RES_SAMPLER && visible(st, s->visibility) && s->register_space == d->space &&
            s->shader_register >= lo && s->shader_register < hi)
            return true;
    }
    return false;
}

static struct emit_rootsig_state *new_state(emit_ctx *ec, const dxil2spv_root_signature *rs, bool local,
                                            struct rs_psb_types *psb)
{
    struct emit_rootsig_state *st = d2s_zalloc(ec->ctx, sizeof(*st));
    st->rs = rs;
    st->local = local;
    st->psb = psb;
    /* A shader record cannot select a descriptor set: local tables are heap offsets. */
    st->sets = !local && ec->opts->binding_model == DXIL2SPV_BINDING_MODEL_SETS;
    st->stage_vis = stage_visibility(ec->shader_kind);
    check_and_layout(ec, st);
    return st;
}

void emit_rootsig_prepare(emit_ctx *ec)
{
    const dxil2spv_options *o = ec->opts;
    if (o->binding_model != DXIL2SPV_BINDING_MODEL_HEAP && o->binding_model != DXIL2SPV_BINDING_MODEL_SETS)
        d2s_fail(ec->ctx, D2S_ERR_ARGUMENT, "options.binding_model %u: unknown (0 heap, 1 sets)",
                 (unsigned)o->binding_model);
    struct rs_psb_types *psb = d2s_zalloc(ec->ctx, sizeof(*psb));
    if (o->root_signature)
        ec->rootsig = new_state(ec, o->root_signature, false, psb);
    if (o->local_root_signature) {
        /* D3D: local root arguments exist only in the shader tables of
         * ray-tracing pipelines. */
        if (!dxil_shader_kind_is_raytracing(ec->shader_kind))
            d2s_fail(ec->ctx, D2S_ERR_ARGUMENT, "options.local_root_signature is given for a %s shader; local root "
                     "signatures (shader records) exist only for ray-tracing stages",
                     dxil_shader_kind_name(ec->shader_kind));
        ec->rootsig_local = new_state(ec, o->local_root_signature, true, psb);
    }

}

bool emit_rootsig_claims(emit_ctx *ec, const emit_resource *r)
{
    /* options.uncovered_by_register: what no visible parameter covers is
     * bound by register, beside the root signature. */
    if (ec->rootsig && (!ec->opts->uncovered_by_register || covers(ec->rootsig, r)))
        return true;
    return ec->rootsig_local && covers(ec->rootsig_local, r);
}

void emit_rootsig_init(emit_ctx *ec)
{
    struct emit_rootsig_state *global = ec->rootsig, *local = ec->rootsig_local;
    for (uint32_t c = 0; c < 4; c++)
        for (uint32_t i = 0; i < ec->num_res[c]; i++) {
            emit_resource *r = &ec->res[c][i];
            if (local && covers(local, r)) {
                /* D3D binds a register through one of the two signatures. */
                if (global && covers(global, r))
                    d2s_fail(ec->ctx, D2S_ERR_INVALID, "local root signature: %s is bound by both the global and "
                             "the local root signature", res_desc(ec, r));
                r->rs_local = true;
                place(ec, local, r);
            } else if (global && (!ec->opts->uncovered_by_register || covers(global, r))) {
                place(ec, global, r);
            }
        }
    if (global && ec->opts->root_remap)
        for (uint32_t c = 0; c < 4; c++)
            for (uint32_t i = 0; i < ec->num_res[c]; i++)
                if (!ec->res[c][i].rs_local && ec->res[c][i].rs_place != DXIL2SPV_PLACEMENT_REGISTER)
                    ask_caller(ec, global, &ec->res[c][i]);
}

/* ---- access ------------------------------------------------------------------------ */

static struct emit_rootsig_state *state_of(emit_ctx *ec, const emit_resource *r)
{
    return r->rs_local ? ec->rootsig_local : ec->rootsig;
}

/* The shader record: the local root arguments as 32-bit words. */
static spv_id sr_var(emit_ctx *ec, struct emit_rootsig_state *st)
{
    if (st->sr_var)
        return st->sr_var;
    spv_builder *b = ec->b;
    spv_id arr = spv_type_array_n(b, ec->t_u32, st->pc_words ? st->pc_words : 1, 4);
    spv_id blk = spv_type_struct(b, &arr, 1);
    spv_decorate0(b, blk, SpvDecorationBlock);
    spv_member_decorate1(b, blk, 0, SpvDecorationOffset, 0);
    spv_member_decorate0(b, blk, 0, SpvDecorationNonWritable);
    st->sr_var = spv_variable(b, spv_type_pointer(b, SpvStorageClassShaderRecordBufferKHR, blk),
                              SpvStorageClassShaderRecordBufferKHR, 0);
    spv_name(b, st->sr_var, "shader_record");
    emit_add_interface(ec, st->sr_var);
    return st->sr_var;
}

static spv_id sr_word(emit_ctx *ec, struct emit_rootsig_state *st, spv_id word)
{
    spv_id chain[2] = {emit_u32(ec, 0), word};
    spv_id p = spv_access_chain(ec->b, spv_type_pointer(ec->b, SpvStorageClassShaderRecordBufferKHR, ec->t_u32),
                                sr_var(ec, st), chain, 2);
    return spv_load(ec->b, ec->t_u32, p);
}

static spv_id pc_var(emit_ctx *ec)
{
    struct emit_rootsig_state *st = ec->rootsig;
    if (st->pc_var)
        return st->pc_var;
    spv_builder *b = ec->b;
    spv_id arr = spv_type_array_n(b, ec->t_u32, st->pc_limit, 4);
    spv_id blk = spv_type_struct(b, &arr, 1);
    spv_decorate0(b, blk, SpvDecorationBlock);
    spv_member_decorate1(b, blk, 0, SpvDecorationOffset, 0);
    st->pc_var = spv_variable(b, spv_type_pointer(b, SpvStorageClassPushConstant, blk), SpvStorageClassPushConstant,
                              0);
    spv_name(b, st->pc_var, "root_arguments");
    emit_add_interface(ec, st->pc_var);
    return st->pc_var;
}

/* The uniform buffer of the words over the budget: the whole layout in
 * 16-byte rows (std140 arrays of scalars would have a 16-byte stride). */
static spv_id ubo_var(emit_ctx *ec)
{
    struct emit_rootsig_state *st = ec->rootsig;
    if (st->ubo_var)
        return st->ubo_var;
    spv_builder *b = ec->b;
    spv_id arr = spv_type_array_n(b, emit_t_u32x4(ec), (st->pc_words + 3) / 4, 16);
    spv_id blk = spv_type_struct(b, &arr, 1);
    spv_decorate0(b, blk, SpvDecorationBlock);
    spv_member_decorate1(b, blk, 0, SpvDecorationOffset, 0);
    st->ubo_var = spv_variable(b, spv_type_pointer(b, SpvStorageClassUniform, blk), SpvStorageClassUniform, 0);
    spv_decorate_binding(b, st->ubo_var, ec->opts->root_argument_set, ec->opts->root_argument_binding);
    spv_name(b, st->ubo_var, "root_argument_buffer");
    emit_add_interface(ec, st->ubo_var);
    return st->ubo_var;
}

static spv_id pc_word(emit_ctx *ec, spv_id word)
{
    spv_id chain[2] = {emit_u32(ec, 0), word};
    spv_id p = spv_access_chain(ec->b, spv_type_pointer(ec->b, SpvStorageClassPushConstant, ec->t_u32), pc_var(ec),
                                chain, 2);
    return spv_load(ec->b, ec->t_u32, p);
}

static spv_id ubo_word(emit_ctx *ec, spv_id row, spv_id comp)
{
    spv_id chain[3] = {emit_u32(ec, 0), row, comp};
    spv_id p = spv_access_chain(ec->b, spv_type_pointer(ec->b, SpvStorageClassUniform, ec->t_u32), ubo_var(ec),
                                chain, 3);
    return spv_load(ec->b, ec->t_u32, p);
}

/* Root argument word `cword`. */
static spv_id pc_load_const(emit_ctx *ec, struct emit_rootsig_state *st, uint32_t cword)
{
    if (st->local)
        return sr_word(ec, st, emit_u32(ec, cword));
    if (cword < st->pc_limit)
        return pc_word(ec, emit_u32(ec, cword));
    return ubo_word(ec, emit_u32(ec, cword / 4), emit_u32(ec, cword % 4));
}

/* Root argument word `word` (u32 id, below pc_words). Over the budget,
 * both sources are read with indices kept in range and the right one
 * selected. */
static spv_id pc_load(emit_ctx *ec, struct emit_rootsig_state *st, spv_id word)
{
    spv_builder *b = ec->b;
    if (st->local)
        return sr_word(ec, st, word);
    if (st->pc_limit == st->pc_words)
        return pc_word(ec, word);
    spv_id u = ubo_word(ec, spv_binop(b, SpvOpShiftRightLogical, ec->t_u32, word, emit_u32(ec, 2)),
                        spv_binop(b, SpvOpBitwiseAnd, ec->t_u32, word, emit_u32(ec, 3)));
    if (st->pc_limit == 0)
        return u;
    spv_id clamped = spv_op(b, SpvOpExtInst, ec->t_u32,
                            SPV_OPS(spv_glsl450(b), 38 /* UMin */, word, emit_u32(ec, st->pc_limit - 1)));
    spv_id in_pc = spv_binop(b, SpvOpULessThan, emit_t_bool(ec), word, emit_u32(ec, st->pc_limit));
    return spv_select(b, ec->t_u32, in_pc, pc_word(ec, clamped), u);
}

static void mark_used(emit_ctx *ec, const emit_resource *r)
{
    state_of(ec, r)->param_used[r->rs_param] = true;
}

/* The heap offset (in descriptors) of the table holding r. A local table's
 * argument is the 8-byte D3D12_GPU_DESCRIPTOR_HANDLE the application copied
 * into the shader record; its low word is the offset shifted left by the
 * runtime's options.local_table_handle_shift_* (0: the offset itself). */
static spv_id table_base(emit_ctx *ec, const emit_resource *r)
{
    struct emit_rootsig_state *st = state_of(ec, r);
    spv_id word = pc_load_const(ec, st, r->rs_word);
    if (!st->local)
        return word;
    uint32_t shift = r->res_class == 3 ? ec->opts->local_table_handle_shift_sampler
                                       : ec->opts->local_table_handle_shift_resource;
    return shift ? spv_binop(ec->b, SpvOpShiftRightLogical, ec->t_u32, word, emit_u32(ec, shift)) : word;
}

spv_id emit_rootsig_table_index(emit_ctx *ec, const emit_resource *r, ir_value *index)
{
    if (index->type->kind != IR_TYPE_INT || index->type->width != 32)
        emit_invalid(ec, "resource index is not an i32");
    mark_used(ec, r);
    spv_builder *b = ec->b;
    spv_id table = table_base(ec, r);
    uint64_t v;
    spv_id rel = emit_const_int(index, &v) ? emit_u32(ec, (uint32_t)v + r->rs_elem_base)
                                           : spv_binop(b, SpvOpIAdd, ec->t_u32, emit_value(ec, index),
                                                       emit_u32(ec, r->rs_elem_base));
    return spv_binop(b, SpvOpIAdd, ec->t_u32, table, rel);
}

spv_id emit_rootsig_table_element(emit_ctx *ec, const emit_resource *r, spv_id rel)
{
    mark_used(ec, r);
    spv_builder *b = ec->b;
    spv_id table = table_base(ec, r);
    spv_id base = emit_u32(ec, r->rs_elem_base + r->dx->lower_bound);
    spv_id off = rel ? spv_binop(b, SpvOpIAdd, ec->t_u32, rel, base) : base;
    return spv_binop(b, SpvOpIAdd, ec->t_u32, table, off);
}

/* The 64-bit address of a root descriptor as a pointer of type ptr_t:
 * two push-constant words, bit-cast (SPIR-V 1.5) or converted from a
 * uint64 (earlier versions, which cannot bit-cast vectors to pointers). */
static spv_id root_address(emit_ctx *ec, const emit_resource *r, spv_id ptr_t)
{
    spv_builder *b = ec->b;
    mark_used(ec, r);
    struct emit_rootsig_state *st = state_of(ec, r);
    spv_id lo = pc_load_const(ec, st, r->rs_word), hi = pc_load_const(ec, st, r->rs_word + 1);
    spv_id pair[2] = {lo, hi};
    spv_id v2 = spv_composite_construct(b, emit_t_u32x2(ec), pair, 2);
    if (spv_version(b) >= 0x00010500)
        return spv_unop(b, SpvOpBitcast, ptr_t, v2);
    spv_capability(b, SpvCapabilityInt64);
    spv_id u64 = spv_unop(b, SpvOpBitcast, emit_uint(ec, 64), v2);
    return spv_unop(b, SpvOpConvertUToPtr, ptr_t, u64);
}

/* A root SRV acceleration structure: D3D12 binds it by its address, which
 * OpConvertUToAccelerationStructureKHR turns into the handle TraceRay and
 * RayQuery take. */
spv_id emit_rootsig_accel(emit_ctx *ec, const emit_resource *r)
{
    mark_used(ec, r);
    struct emit_rootsig_state *st = state_of(ec, r);
    spv_id pair[2] = {pc_load_const(ec, st, r->rs_word), pc_load_const(ec, st, r->rs_word + 1)};
    spv_id v2 = spv_composite_construct(ec->b, emit_t_u32x2(ec), pair, 2);
    return spv_unop(ec->b, SpvOpConvertUToAccelerationStructureKHR, spv_type_accel_struct(ec->b), v2);
}

static void need_addresses(emit_ctx *ec)
{
    spv_set_addressing_model(ec->b, SpvAddressingModelPhysicalStorageBuffer64);
}

spv_id emit_rootsig_buffer_ptr(emit_ctx *ec, const emit_resource *r, uint32_t width, spv_id elem)
{
    struct rs_psb_types *st = state_of(ec, r)->psb;
    spv_builder *b = ec->b;
    need_addresses(ec);
    uint32_t wi = width == 16 ? 0 : width == 32 ? 1 : 2;
    bool writable = r->res_class == DXIL_RES_UAV;
    spv_id elem_t = emit_uint(ec, width);
    if (!st->buffer[wi][writable]) {
        if (width == 16)
            spv_capability(b, SpvCapabilityStorageBuffer16BitAccess);
        if (width == 64)
            spv_capability(b, SpvCapabilityInt64);
        spv_id rt = spv_type_runtime_array(b, elem_t, width / 8);
        spv_id blk = spv_type_struct(b, &rt, 1);
        spv_decorate0(b, blk, SpvDecorationBlock);
        spv_member_decorate1(b, blk, 0, SpvDecorationOffset, 0);
        if (!writable)
            spv_member_decorate0(b, blk, 0, SpvDecorationNonWritable);
        st->buffer[wi][writable] = spv_type_pointer(b, SpvStorageClassPhysicalStorageBuffer, blk);
    }
    spv_id base = root_address(ec, r, st->buffer[wi][writable]);
    spv_id chain[2] = {emit_u32(ec, 0), elem};
    return spv_access_chain(b, spv_type_pointer(b, SpvStorageClassPhysicalStorageBuffer, elem_t), base, chain, 2);
}

static spv_id root_cbv_ptr(emit_ctx *ec, const emit_resource *r)
{
    struct rs_psb_types *st = state_of(ec, r)->psb;
    spv_builder *b = ec->b;
    need_addresses(ec);
    if (!st->cbv) {
        spv_id rt = spv_type_runtime_array(b, emit_t_u32x4(ec), 16);
        spv_id blk = spv_type_struct(b, &rt, 1);
        spv_decorate0(b, blk, SpvDecorationBlock);
        spv_member_decorate1(b, blk, 0, SpvDecorationOffset, 0);
        spv_member_decorate0(b, blk, 0, SpvDecorationNonWritable);
        st->cbv = spv_type_pointer(b, SpvStorageClassPhysicalStorageBuffer, blk);
    }
    return root_address(ec, r, st->cbv);
}

/* Root constants: word base + row * 4 + comp, clamped to the parameter's
 * words (a legacy row load reads all four words of the last row even when
 * the constant buffer ends inside it; those components go unused). */
static spv_id constant_word(emit_ctx *ec, const emit_resource *r, spv_id row, uint32_t comp_const, spv_id comp)
{
    spv_builder *b = ec->b;
    mark_used(ec, r);
    spv_id w = spv_binop(b, SpvOpShiftLeftLogical, ec->t_u32, row, emit_u32(ec, 2));
    w = spv_binop(b, SpvOpIAdd, ec->t_u32, w, comp ? comp : emit_u32(ec, comp_const));
    w = spv_op(b, SpvOpExtInst, ec->t_u32, SPV_OPS(spv_glsl450(b), 38 /* UMin */, w, emit_u32(ec, r->rs_words - 1)));
    w = emit_u32_add_const(ec, w, r->rs_word);
    return pc_load(ec, state_of(ec, r), w);
}

spv_id emit_rootsig_cbuffer_row(emit_ctx *ec, const emit_resource *r, spv_id row)
{
    spv_builder *b = ec->b;
    if (r->rs_place == DXIL2SPV_PLACEMENT_ROOT_CONSTANTS) {
        spv_id w[4];
        for (uint32_t c = 0; c < 4; c++)
            w[c] = constant_word(ec, r, row, c, 0);
        return spv_composite_construct(b, emit_t_u32x4(ec), w, 4);
    }
    spv_id chain[2] = {emit_u32(ec, 0), row};
    spv_id p = spv_access_chain(b, spv_type_pointer(b, SpvStorageClassPhysicalStorageBuffer, emit_t_u32x4(ec)),
                                root_cbv_ptr(ec, r), chain, 2);
    return spv_op(b, SpvOpLoad, emit_t_u32x4(ec), SPV_OPS(p, SpvMemoryAccessAlignedMask, 16));
}

spv_id emit_rootsig_cbuffer_word(emit_ctx *ec, const emit_resource *r, spv_id row, spv_id comp)
{
    spv_builder *b = ec->b;
    if (r->rs_place == DXIL2SPV_PLACEMENT_ROOT_CONSTANTS)
        return constant_word(ec, r, row, 0, comp);
    spv_id chain[3] = {emit_u32(ec, 0), row, comp};
    spv_id p = spv_access_chain(b, spv_type_pointer(b, SpvStorageClassPhysicalStorageBuffer, ec->t_u32),
                                root_cbv_ptr(ec, r), chain, 3);
    return spv_op(b, SpvOpLoad, ec->t_u32, SPV_OPS(p, SpvMemoryAccessAlignedMask, 4));
}

/* ---- reflection ---------------------------------------------------------------------- */

static dxil2spv_reflected_root_parameter *reflect_parameters(emit_ctx *ec, const struct emit_rootsig_state *st)
{
    const dxil2spv_root_signature *rs = st->rs;
    dxil2spv_reflected_root_parameter *ps =
        d2s_zalloc_array(ec->ctx, rs->parameter_count ? rs->parameter_count : 1, sizeof(*ps));
    for (uint32_t p = 0; p < rs->parameter_count; p++) {
        uint32_t t = rs->parameters[p].parameter_type;
        uint32_t table_size = st->sets ? 0 : st->local ? 8 : 4;
        ps[p] = (dxil2spv_reflected_root_parameter){
            .parameter_type = t, .offset = st->param_offset[p],
            .size = t == PT_TABLE ? table_size : t == PT_CONSTANTS ? rs->parameters[p].num_32bit_values * 4 : 8,
            .used = st->param_used[p], .set = st->table_set[p]};
    }
    return ps;
}

void emit_rootsig_finish(emit_ctx *ec)
{
    const struct emit_rootsig_state *lst = ec->rootsig_local;
    if (lst) {
        dxil2spv_shader_record_layout *sr = d2s_zalloc(ec->ctx, sizeof(*sr));
        sr->size = lst->record_size;
        sr->subobject = "";
        sr->parameter_count = lst->rs->parameter_count;
        sr->parameters = reflect_parameters(ec, lst);
        ec->reflection->shader_record = sr;
    }
    struct emit_rootsig_state *st = ec->rootsig;
    if (!st)
        return;
    const dxil2spv_root_signature *rs = st->rs;
    dxil2spv_pipeline_layout *pl = d2s_zalloc(ec->ctx, sizeof(*pl));
    pl->binding_model = ec->opts->binding_model;
    pl->push_constant_size = st->pc_limit * 4;
    if (st->pc_limit < st->pc_words) {
        pl->root_argument_size = (st->pc_words + 3) / 4 * 16;
        pl->root_argument_set = ec->opts->root_argument_set;
        pl->root_argument_binding = ec->opts->root_argument_binding;
    }
    pl->parameter_count = rs->parameter_count;
    pl->parameters = reflect_parameters(ec, st);
    pl->static_sampler_count = rs->static_sampler_count;
    dxil2spv_reflected_static_sampler *ss =
        d2s_zalloc_array(ec->ctx, rs->static_sampler_count ? rs->static_sampler_count : 1, sizeof(*ss));
    for (uint32_t i = 0; i < rs->static_sampler_count; i++)
        ss[i] = (dxil2spv_reflected_static_sampler){rs->static_samplers[i], ec->opts->static_sampler_set, i,
                                                    st->sampler_used[i]};
    pl->static_samplers = ss;
    ec->reflection->pipeline_layout = pl;
}
