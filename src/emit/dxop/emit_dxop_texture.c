/* Texture and typed-buffer dx.ops that need no sampler: TextureLoad,
 * TextureStore, TextureStoreSample, BufferLoad/BufferStore on typed
 * buffers, GetDimensions (every resource kind), Texture2DMSGetSamplePosition
 * and atomics on typed UAVs (image atomics).
 *
 * Loads: SRVs use OpImageFetch (with Lod, or Sample for multisampled
 * textures, and ConstOffset), UAVs OpImageRead. DXIL's TextureLoad offsets
 * are immediates in SM 6.0-6.6; SM 6.7 allows computed ones, which Vulkan
 * does not accept on OpImageFetch (Offset is for gathers only), so they are
 * added to the integer coordinate, which is what an offset means for a
 * texel fetch.
 *
 * Stores write all four components (Vulkan needs at least as many as the
 * view's format has; D3D's mask covers every component the resource has).
 *
 * BufferLoad/BufferStore and the atomics also serve raw and structured
 * buffers: those are forwarded to the buffer domain (emit_dxop_buffer.c,
 * emit_dxop_atomic.c), whose handlers these replace in the table.
 */
#include "emit/resources/emit_image.h"

static void need_ops(emit_ctx *ec, ir_instr *in, uint32_t n)
{
    if (in->num_ops < n)
        emit_invalid(ec, "%s with %u operands (%u expected)", in->dxop ? in->dxop->name : "dx.op", in->num_ops, n);
}

static bool is_typed_buffer(const emit_resource *r)
{
    return r->dx->kind == DXIL_RK_TYPED_BUFFER;
}

/* An image operand list: the mask word followed by its operands in bit
 * order, as OpImage* instructions take it. */
typedef struct image_operands {
    uint32_t mask;
    spv_id lod, const_offset, sample;
} image_operands;

static uint32_t put_operands(const image_operands *o, uint32_t *words)
{
    uint32_t n = 0;
    if (!o->mask)
        return 0;
    words[n++] = o->mask;
    if (o->mask & SpvImageOperandsLodMask)
        words[n++] = o->lod;
    if (o->mask & SpvImageOperandsConstOffsetMask)
        words[n++] = o->const_offset;
    if (o->mask & SpvImageOperandsSampleMask)
        words[n++] = o->sample;
    return n;
}

/* The texel of `in` (a ResRet load); *status as emit_image_access. */
static spv_id image_read(emit_ctx *ec, ir_instr *in, const emit_image *im, spv_id img, spv_id coord,
                         const image_operands *o, spv_id *status)
{
    uint32_t w[8] = {img, coord};
    uint32_t n = 2 + put_operands(o, w + 2);
    if (im->storage) {
        if (im->format == SpvImageFormatUnknown)
            spv_capability(ec->b, SpvCapabilityStorageImageReadWithoutFormat);
        return emit_image_access(ec, in, SpvOpImageRead, im->vec4, w, n, status);
    }
    return emit_image_access(ec, in, SpvOpImageFetch, im->vec4, w, n, status);
}

static void image_write(emit_ctx *ec, const emit_image *im, spv_id img, spv_id coord, spv_id texel, spv_id sample)
{
    uint32_t w[5] = {img, coord, texel, SpvImageOperandsSampleMask, sample};
    if (im->format == SpvImageFormatUnknown)
        spv_capability(ec->b, SpvCapabilityStorageImageWriteWithoutFormat);
    spv_op_void(ec->b, SpvOpImageWrite, w, sample ? 5 : 3);
}

static uint32_t coord_count(const emit_image *im)
{
    return im->coords + im->arrayed;
}

/* ---- TextureLoad / TextureStore ------------------------------------------------ */

/* TextureLoad's coordinate (ops[2..]) with computed offsets (ops[5..])
 * folded in; *const_offset receives immediate offsets (0 if none). */
static spv_id load_coord(emit_ctx *ec, ir_instr *in, const emit_image *im, spv_id *const_offset)
{
    uint32_t n = coord_count(im);
    bool oc = true;
    *const_offset = 0;
    if (im->storage || im->offsets == 0)
        return emit_image_int_coord(ec, in, 2, n);
    spv_id off = emit_image_offsets(ec, in, 5, im->offsets, true, &oc);
    if (oc) {
        *const_offset = off;
        return emit_image_int_coord(ec, in, 2, n);
    }
    spv_id parts[4];
    for (uint32_t i = 0; i < n; i++) {
        if (in->ops[2 + i]->type->kind != IR_TYPE_INT || in->ops[2 + i]->type->width != 32)
            emit_invalid(ec, "TextureLoad: coordinate %u is not an i32", i);
        parts[i] = emit_value(ec, in->ops[2 + i]);
        uint64_t k = 0;
        if (i < im->offsets && !emit_is_undef(in->ops[5 + i]) && !(emit_const_int(in->ops[5 + i], &k) && k == 0))
            parts[i] = spv_binop(ec->b, SpvOpIAdd, ec->t_u32, parts[i],
                                 spv_unop(ec->b, SpvOpBitcast, ec->t_u32,
                                          emit_image_offset_wrap4(ec, emit_value(ec, in->ops[5 + i]))));
    }
    return n == 1 ? parts[0] : spv_composite_construct(ec->b, spv_type_vector(ec->b, ec->t_u32, n), parts, n);
}

/* TextureLoad(srv, mipLevelOrSampleCount, coord0..2, offset0..2) */
static void h_texture_load(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 8);
    const emit_handle *h = emit_get_handle(ec, in->ops[0]);
    emit_image *im = emit_image_of(ec, h->res, in);
    if (im->dim == SpvDimBuffer || im->dim == SpvDimCube)
        emit_invalid(ec, "TextureLoad on %s, which is a %s", emit_resource_desc(ec, h->res),
                     im->dim == SpvDimBuffer ? "typed buffer (BufferLoad reads those)" : "cube texture");
    image_operands o = {0, 0, 0, 0};
    spv_id coord = load_coord(ec, in, im, &o.const_offset);
    if (o.const_offset)
        o.mask |= SpvImageOperandsConstOffsetMask;
    if (im->ms) {
        o.mask |= SpvImageOperandsSampleMask;
        o.sample = emit_value(ec, in->ops[1]);
    } else if (!im->storage) {
        o.mask |= SpvImageOperandsLodMask;
        o.lod = emit_is_undef(in->ops[1]) ? emit_u32(ec, 0) : emit_value(ec, in->ops[1]);
    }
    spv_id status;
    spv_id v = image_read(ec, in, im, emit_image_load(ec, h, in), coord, &o, &status);
    emit_image_set_resret(ec, in, im, v, 4, status);
}

static void texture_store(emit_ctx *ec, ir_instr *in, spv_id sample)
{
    const emit_handle *h = emit_get_handle(ec, in->ops[0]);
    emit_image *im = emit_image_of(ec, h->res, in);
    if (!im->storage)
        emit_invalid(ec, "%s to %s, which is not a UAV", in->dxop ? in->dxop->name : "store",
                     emit_resource_desc(ec, h->res));
    if (im->dim == SpvDimBuffer)
        emit_invalid(ec, "TextureStore to %s, a typed buffer (BufferStore writes those)",
                     emit_resource_desc(ec, h->res));
    if (im->ms != (sample != 0))
        emit_invalid(ec, "%s to %s: %s", in->dxop ? in->dxop->name : "store", emit_resource_desc(ec, h->res),
                     im->ms ? "multisampled textures need TextureStoreSample" : "not a multisampled texture");
    uint32_t mask = (uint32_t)emit_imm(ec, in, 8) & 0xF;
    spv_id coord = emit_image_int_coord(ec, in, 1, coord_count(im));
    spv_id texel = emit_image_texel(ec, im, in, in->ops + 4, mask);
    image_write(ec, im, emit_image_load(ec, h, in), coord, texel, sample);
}

/* TextureStore(uav, coord0..2, value0..3, mask) */
static void h_texture_store(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 9);
    texture_store(ec, in, 0);
}

/* TextureStoreSample(uav, coord0..2, value0..3, mask, sampleIdx) */
static void h_texture_store_sample(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 10);
    texture_store(ec, in, emit_value(ec, in->ops[9]));
}

/* ---- typed buffers ----------------------------------------------------------------- */

/* A typed buffer's element index (operand 1), moved into the view when
 * the heap keeps its range (options.heap_buffer_ranges). */
static spv_id typed_buffer_index(emit_ctx *ec, ir_instr *in, const emit_handle *h)
{
    spv_id index = emit_image_int_coord(ec, in, 1, 1);
    return emit_heap_has_range(ec, h, true) ? emit_heap_range_index(ec, h, true, 0, index) : index;
}

/* BufferLoad(srv, index, wot) */
static void h_buffer_load(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 3);
    const emit_handle *h = emit_get_handle(ec, in->ops[0]);
    if (!is_typed_buffer(h->res)) {
        emit_buffer_load_raw(ec, in, h, in->ops[1], in->ops[2], 0xF);
        return;
    }
    emit_image *im = emit_image_of(ec, h->res, in);
    image_operands o = {0, 0, 0, 0};
    spv_id status;
    spv_id v = image_read(ec, in, im, emit_image_load(ec, h, in), typed_buffer_index(ec, in, h), &o, &status);
    emit_image_set_resret(ec, in, im, v, 4, status);
}

/* BufferStore(uav, coord0, coord1, value0..3, mask) */
static void h_buffer_store(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 8);
    const emit_handle *h = emit_get_handle(ec, in->ops[0]);
    uint32_t mask = (uint32_t)emit_imm(ec, in, 7) & 0xF;
    if (!is_typed_buffer(h->res)) {
        emit_buffer_store_raw(ec, in, h, in->ops[1], in->ops[2], in->ops + 3, mask);
        return;
    }
    emit_image *im = emit_image_of(ec, h->res, in);
    if (!im->storage)
        emit_invalid(ec, "BufferStore to %s, which is not a UAV", emit_resource_desc(ec, h->res));
    spv_id texel = emit_image_texel(ec, im, in, in->ops + 3, mask);
    image_write(ec, im, emit_image_load(ec, h, in), typed_buffer_index(ec, in, h), texel, 0);
}

/* ---- GetDimensions ---------------------------------------------------------------------- */

/* GetDimensions(handle, mipLevel) -> { width, height/elements, depth/elements, levels/samples } */
static void h_get_dimensions(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 2);
    spv_builder *b = ec->b;
    const emit_handle *h = emit_get_handle(ec, in->ops[0]);
    ir_type *rt = in->v.type;
    if (rt->kind != IR_TYPE_STRUCT || rt->member_count != 4)
        emit_invalid(ec, "GetDimensions must return a dx.types.Dimensions");
    for (uint32_t i = 0; i < 4; i++)
        if (emit_type(ec, rt->members[i]) != ec->t_u32)
            emit_invalid(ec, "GetDimensions: dx.types.Dimensions member %u is not an i32", i);
    uint32_t used = in->v.id < ec->fn->num_values ? ec->used_comps[in->v.id] : 0xFF;
    spv_id parts[4];
    for (uint32_t i = 0; i < 4; i++)
        parts[i] = 0; /* undef if the struct is ever built */
    uint32_t kind = h->res->dx->kind;
    if (kind == DXIL_RK_RAW_BUFFER || kind == DXIL_RK_STRUCTURED_BUFFER) {
        emit_buffer_get_dimensions(ec, in, h);
        return;
    }
    if (kind == DXIL_RK_TYPED_BUFFER && emit_heap_has_range(ec, h, true)) {
        parts[0] = emit_heap_range_count(ec, h, true); /* the view's elements */
        emit_set_struct_value(ec, in, rt, parts, 4);
        return;
    }
    emit_image *im = emit_image_of(ec, h->res, in);
    spv_capability(b, SpvCapabilityImageQuery);
    spv_id img = emit_image_load(ec, h, in);
    uint32_t n = im->size_comps;
    spv_id st = n == 1 ? ec->t_u32 : spv_type_vector(b, ec->t_u32, n);
    bool has_lod = !im->storage && !im->ms && im->dim != SpvDimBuffer;
    spv_id size;
    if (has_lod) {
        spv_id lod = emit_is_undef(in->ops[1]) ? emit_u32(ec, 0) : emit_value(ec, in->ops[1]);
        size = spv_op(b, SpvOpImageQuerySizeLod, st, SPV_OPS(img, lod));
    } else {
        size = spv_op(b, SpvOpImageQuerySize, st, SPV_OPS(img));
    }
    for (uint32_t i = 0; i < n; i++)
        parts[i] = n == 1 ? size : spv_composite_extract(b, ec->t_u32, size, &i, 1);
    if (used & 8) {
        if (im->ms)
            parts[3] = spv_op(b, SpvOpImageQuerySamples, ec->t_u32, SPV_OPS(img));
        else if (has_lod)
            parts[3] = spv_op(b, SpvOpImageQueryLevels, ec->t_u32, SPV_OPS(img));
    }
    emit_set_struct_value(ec, in, rt, parts, 4);
}

/* ---- Texture2DMSGetSamplePosition --------------------------------------------------------- */

/* D3D's standard sample patterns in 1/16 pixel from the pixel centre; they
 * equal Vulkan's standard sample locations (minus 0.5), which is what a
 * multisampled Vulkan image uses unless the application sets custom ones.
 * Entry count - 1 + index holds sample `index` of a `count`-sample pattern;
 * the last entry (0, 0) answers any other query, as D3D does. */
static const int8_t sample_positions[32][2] = {
    {0, 0},
    {4, 4}, {-4, -4},
    {-2, -6}, {6, -2}, {-6, 2}, {2, 6},
    {1, -3}, {-1, 3}, {5, 1}, {-3, -5}, {-5, 5}, {-7, -1}, {3, 7}, {7, -7},
    {1, 1}, {-1, -3}, {-3, 2}, {4, -1}, {-5, -2}, {2, 5}, {5, 3}, {3, -5},
    {-2, 6}, {0, -7}, {-4, -6}, {-6, 4}, {-8, 0}, {7, -4}, {6, 7}, {-7, -8},
    {0, 0},
};

static spv_id sample_position_table(emit_ctx *ec, spv_id vec2, spv_id arr)
{
    spv_builder *b = ec->b;
    spv_id elems[32];
    for (uint32_t i = 0; i < 32; i++) {
        spv_id xy[2] = {spv_const_f32(b, sample_positions[i][0] / 16.0f), spv_const_f32(b, sample_positions[i][1] / 16.0f)};
        elems[i] = spv_const_composite(b, vec2, xy, 2);
    }
    spv_id init = spv_const_composite(b, arr, elems, 32);
    spv_id var = spv_variable(b, spv_type_pointer(b, SpvStorageClassPrivate, arr), SpvStorageClassPrivate, init);
    spv_name(b, var, "dx.standard_sample_positions");
    emit_add_interface(ec, var);
    return var;
}

/* The standard position of sample `index` of a `count`-sample pattern as a
 * dx.types.SamplePos (result type rt); *table caches the constant table. */
spv_id emit_standard_sample_position(emit_ctx *ec, spv_id count, spv_id index, ir_type *rt, spv_id *table)
{
    spv_builder *b = ec->b;
    /* A valid pattern has a power-of-two count up to 16 and index < count. */
    spv_id one = emit_u32(ec, 1);
    spv_id pow2 = spv_binop(b, SpvOpIEqual, emit_t_bool(ec),
                            spv_binop(b, SpvOpBitwiseAnd, ec->t_u32, count, spv_binop(b, SpvOpISub, ec->t_u32, count, one)),
                            emit_u32(ec, 0));
    spv_id small = spv_binop(b, SpvOpULessThanEqual, emit_t_bool(ec), count, emit_u32(ec, 16));
    spv_id in_range = spv_binop(b, SpvOpULessThan, emit_t_bool(ec), index, count);
    spv_id ok = spv_binop(b, SpvOpLogicalAnd, emit_t_bool(ec), spv_binop(b, SpvOpLogicalAnd, emit_t_bool(ec), pow2, small), in_range);
    spv_id slot = spv_binop(b, SpvOpIAdd, ec->t_u32, spv_binop(b, SpvOpISub, ec->t_u32, count, one), index);
    slot = spv_select(b, ec->t_u32, ok, slot, emit_u32(ec, 31));
    spv_id vec2 = spv_type_vector(b, emit_t_f32(ec), 2);
    spv_id arr = spv_type_array_n(b, vec2, 32, 0);
    if (!*table)
        *table = sample_position_table(ec, vec2, arr);
    spv_id p = spv_access_chain(b, spv_type_pointer(b, SpvStorageClassPrivate, vec2), *table, &slot, 1);
    spv_id xy = spv_load(b, vec2, p);
    uint32_t i0 = 0, i1 = 1;
    spv_id parts[2] = {spv_composite_extract(b, emit_t_f32(ec), xy, &i0, 1), spv_composite_extract(b, emit_t_f32(ec), xy, &i1, 1)};
    return spv_composite_construct(b, emit_type(ec, rt), parts, 2);
}

bool emit_is_sample_pos_type(emit_ctx *ec, ir_type *rt)
{
    return rt->kind == IR_TYPE_STRUCT && rt->member_count == 2 && emit_type(ec, rt->members[0]) == emit_t_f32(ec) &&
           emit_type(ec, rt->members[1]) == emit_t_f32(ec);
}

/* Texture2DMSGetSamplePosition(srv, index) -> { x, y } */
static void h_sample_position(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 2);
    spv_builder *b = ec->b;
    const emit_handle *h = emit_get_handle(ec, in->ops[0]);
    emit_image *im = emit_image_of(ec, h->res, in);
    if (!im->ms || im->storage)
        emit_invalid(ec, "Texture2DMSGetSamplePosition on %s, which is not a multisampled texture SRV",
                     emit_resource_desc(ec, h->res));
    ir_type *rt = in->v.type;
    if (!emit_is_sample_pos_type(ec, rt))
        emit_invalid(ec, "Texture2DMSGetSamplePosition must return a dx.types.SamplePos");
    spv_capability(b, SpvCapabilityImageQuery);
    spv_id count = spv_op(b, SpvOpImageQuerySamples, ec->t_u32, SPV_OPS(emit_image_load(ec, h, in)));
    spv_id index = emit_value(ec, in->ops[1]);
    emit_set_value(ec, in, emit_standard_sample_position(ec, count, index, rt, &im->sample_positions));
}

/* ---- image atomics --------------------------------------------------------------------------- */

/* Pointer to the texel an atomic on a typed UAV addresses (coordinates in
 * ops[first..]); checks the value width against the image's. */
static spv_id atomic_texel(emit_ctx *ec, ir_instr *in, const emit_handle *h, uint32_t first, emit_image **imp)
{
    emit_image *im = emit_image_of(ec, h->res, in);
    ir_type *t = in->v.type;
    if (t->kind != IR_TYPE_INT || (t->width != 32 && t->width != 64))
        emit_invalid(ec, "%s must return i32 or i64", in->dxop ? in->dxop->name : "atomic");
    if (im->comp_float || t->width != im->comp_width)
        emit_unsupported(ec, "%s: %u-bit atomics on %s, whose elements are %u-bit %s",
                         in->dxop ? in->dxop->name : "atomic", t->width, emit_resource_desc(ec, h->res),
                         im->comp_width, im->comp_float ? "floats" : "integers");
    if (t->width == 64)
        spv_capability(ec->b, SpvCapabilityInt64Atomics);
    if (im->ms)
        emit_unsupported(ec, "%s on the multisampled UAV %s", in->dxop ? in->dxop->name : "atomic",
                         emit_resource_desc(ec, h->res));
    *imp = im;
    spv_id coord = emit_image_int_coord(ec, in, first, coord_count(im));
    if (is_typed_buffer(h->res) && emit_heap_has_range(ec, h, true))
        coord = emit_heap_range_index(ec, h, true, 0, coord);
    return emit_image_texel_ptr(ec, h, in, coord, emit_u32(ec, 0));
}

static spv_id to_comp(emit_ctx *ec, const emit_image *im, spv_id v)
{
    return im->comp_signed ? spv_unop(ec->b, SpvOpBitcast, im->comp_type, v) : v;
}

static spv_id from_comp(emit_ctx *ec, const emit_image *im, spv_id v)
{
    return im->comp_signed ? spv_unop(ec->b, SpvOpBitcast, im->comp_utype, v) : v;
}

/* AtomicBinOp(handle, atomicOp, offset0..2, newValue) */
static void h_atomic_binop(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 6);
    const emit_handle *h = emit_get_handle(ec, in->ops[0]);
    if (!is_typed_buffer(h->res) && (h->res->dx->kind < DXIL_RK_TEXTURE1D || h->res->dx->kind > DXIL_RK_TEXTURECUBEARRAY)) {
        emit_atomic_binop_buffer(ec, in);
        return;
    }
    SpvOp op = emit_atomic_binop_opcode(ec, in);
    emit_image *im;
    spv_id p = atomic_texel(ec, in, h, 2, &im);
    spv_id v = to_comp(ec, im, emit_value(ec, in->ops[5]));
    spv_id r = spv_op(ec->b, op, im->comp_type, SPV_OPS(p, emit_u32(ec, SpvScopeDevice), emit_u32(ec, 0), v));
    emit_set_value(ec, in, from_comp(ec, im, r));
}

/* AtomicCompareExchange(handle, offset0..2, compareValue, newValue) */
static void h_atomic_cmpxchg(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 6);
    const emit_handle *h = emit_get_handle(ec, in->ops[0]);
    if (!is_typed_buffer(h->res) && (h->res->dx->kind < DXIL_RK_TEXTURE1D || h->res->dx->kind > DXIL_RK_TEXTURECUBEARRAY)) {
        emit_atomic_cmpxchg_buffer(ec, in);
        return;
    }
    emit_image *im;
    spv_id p = atomic_texel(ec, in, h, 1, &im);
    spv_id cmp = to_comp(ec, im, emit_value(ec, in->ops[4]));
    spv_id val = to_comp(ec, im, emit_value(ec, in->ops[5]));
    spv_id sem = emit_u32(ec, 0);
    spv_id r = spv_op(ec->b, SpvOpAtomicCompareExchange, im->comp_type,
                      SPV_OPS(p, emit_u32(ec, SpvScopeDevice), sem, sem, val, cmp));
    emit_set_value(ec, in, from_comp(ec, im, r));
}

void emit_register_texture_ops(emit_dxop_fn *table)
{
    table[DXOP_TextureLoad] = h_texture_load;
    table[DXOP_TextureStore] = h_texture_store;
    table[DXOP_TextureStoreSample] = h_texture_store_sample;
    table[DXOP_BufferLoad] = h_buffer_load;
    table[DXOP_BufferStore] = h_buffer_store;
    table[DXOP_GetDimensions] = h_get_dimensions;
    table[DXOP_Texture2DMSGetSamplePosition] = h_sample_position;
    table[DXOP_AtomicBinOp] = h_atomic_binop;
    table[DXOP_AtomicCompareExchange] = h_atomic_cmpxchg;
}
