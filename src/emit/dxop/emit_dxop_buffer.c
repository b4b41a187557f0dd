/* Buffer dx.ops on raw (ByteAddressBuffer) and structured buffers, constant
 * buffers and UAV counters.
 *
 * Raw and structured buffers are arrays of 32-bit words (emit_resources.c):
 * element `index` at byte `offset` of a structured buffer starts at byte
 * index * stride + offset, a raw buffer's address is the byte offset itself.
 * 32-bit components are words; 64-bit components are two words (D3D only
 * guarantees 4-byte alignment for them); 16-bit components go through the
 * uint16_t view, so that two threads writing the two halves of one word do
 * not race. Loads read only the components some extractvalue uses (and the
 * load's mask), so a StructuredBuffer<int2> load does not touch the words
 * after the element. A buffer bound as an R32_UINT texel buffer
 * (emit_buffer_is_texel) reads and writes the same words as texels
 * (emit_buffer_read/emit_buffer_write in emit_resources.c).
 *
 * Typed buffers (Buffer<T>, RWBuffer<T>) share BufferLoad/BufferStore; they
 * belong to the texel-buffer domain. That domain's file should register its
 * own handlers for those opcodes and call emit_buffer_load_raw() /
 * emit_buffer_store_raw() for raw and structured buffers; likewise
 * GetDimensions and emit_buffer_get_dimensions().
 */
#include "emit/emit_internal.h"
#include "emit/resources/emit_image.h"

static void need_ops(emit_ctx *ec, ir_instr *in, uint32_t n)
{
    if (in->num_ops < n)
        emit_invalid(ec, "%s with %u operands (%u expected)", in->dxop ? in->dxop->name : "dx.op", in->num_ops, n);
}

static bool is_raw_or_structured(const emit_resource *r)
{
    return r->dx->kind == DXIL_RK_RAW_BUFFER || r->dx->kind == DXIL_RK_STRUCTURED_BUFFER;
}

spv_id emit_buffer_elem_after(emit_ctx *ec, spv_id first, uint32_t k, bool is_const, uint64_t cidx)
{
    if (is_const)
        return emit_u32(ec, (uint32_t)(cidx + k));
    return emit_u32_add_const(ec, first, k);
}

/* Index of the first element at (index, offset) in the buffer's view of
 * `width`-bit elements. A structured buffer's address is index * stride +
 * offset; when stride and a constant offset are multiples of the element
 * size this is computed in elements directly, saving the shift. */
spv_id emit_buffer_elem_index(emit_ctx *ec, const emit_resource *r, ir_value *index, ir_value *offset,
                              uint32_t width, bool *is_const, uint64_t *cidx)
{
    spv_builder *b = ec->b;
    uint32_t eb = width / 8, sh = width == 16 ? 1 : width == 32 ? 2 : 3;
    uint64_t iv = 0, ov = 0;
    bool ic = emit_const_int(index, &iv);
    bool oc = emit_is_undef(offset) || emit_const_int(offset, &ov);
    *is_const = false;
    if (r->dx->kind == DXIL_RK_RAW_BUFFER) {
        oc = true;
        ov = 0;
        if (ic) {
            *is_const = true;
            *cidx = (uint32_t)iv >> sh;
            return emit_u32(ec, (uint32_t)*cidx);
        }
        return spv_binop(b, SpvOpShiftRightLogical, ec->t_u32, emit_value(ec, index), emit_u32(ec, sh));
    }
    uint32_t stride = r->dx->stride;
    if (stride == 0)
        emit_invalid(ec, "%s: structured buffer with stride 0", emit_resource_desc(ec, r));
    if (ic && oc) {
        *is_const = true;
        *cidx = (uint32_t)(iv * stride + ov) >> sh;
        return emit_u32(ec, (uint32_t)*cidx);
    }
    if (stride % eb == 0 && oc && ov % eb == 0) {
        spv_id base = ic ? emit_u32(ec, (uint32_t)(iv * (stride / eb)))
                         : emit_u32_mul_const(ec, emit_value(ec, index), stride / eb);
        return emit_u32_add_const(ec, base, (uint32_t)(ov / eb));
    }
    spv_id base = ic ? emit_u32(ec, (uint32_t)(iv * stride))
                     : emit_u32_mul_const(ec, emit_value(ec, index), stride);
    spv_id byte = oc ? emit_u32_add_const(ec, base, (uint32_t)ov)
                     : spv_binop(b, SpvOpIAdd, ec->t_u32, base, emit_value(ec, offset));
    return spv_binop(b, SpvOpShiftRightLogical, ec->t_u32, byte, emit_u32(ec, sh));
}

static spv_id scalar_of_width(emit_ctx *ec, uint32_t width)
{
    return emit_uint(ec, width);
}

/* ---- raw/structured load & store ------------------------------------------- */

void emit_buffer_load_raw(emit_ctx *ec, ir_instr *in, const emit_handle *h, ir_value *index, ir_value *offset,
                          uint32_t mask)
{
    spv_builder *b = ec->b;
    ir_type *rt = in->v.type;
    if (rt->kind != IR_TYPE_STRUCT || rt->member_count != 5)
        emit_invalid(ec, "%s must return a dx.types.ResRet", in->dxop ? in->dxop->name : "buffer load");
    ir_type *et = rt->members[0];
    uint32_t w = emit_scalar_width(et);
    if (w != 16 && w != 32 && w != 64)
        emit_unsupported(ec, "buffer load of %u-bit components", w);
    spv_id elem_t = emit_type(ec, et);
    uint32_t used = in->v.id < ec->fn->num_values ? ec->used_comps[in->v.id] : 0xFF;
    bool bc;
    uint64_t ival = 0;
    bool minp = w == 16 && emit_minp_memory32(ec); /* min precision: 32-bit words */
    uint32_t vw = w == 16 && !minp ? 16 : 32;
    spv_id base = emit_buffer_elem_index(ec, h->res, index, offset, vw, &bc, &ival);
    spv_id word_t = scalar_of_width(ec, vw);

    spv_id parts[5];
    for (uint32_t c = 0; c < 4; c++) {
        if (!(used & (1u << c))) {
            parts[c] = 0; /* unused: undef if the struct is ever built */
            continue;
        }
        if (!(mask & (1u << c))) {
            parts[c] = spv_undef(b, elem_t); /* read, but not a component the access loads */
            continue;
        }
        if (w == 64) {
            spv_id lo = emit_buffer_read(ec, h, ec->t_u32, 32, emit_buffer_elem_after(ec, base, 2 * c, bc, ival));
            spv_id hi = emit_buffer_read(ec, h, ec->t_u32, 32, emit_buffer_elem_after(ec, base, 2 * c + 1, bc, ival));
            spv_id pv[2] = {lo, hi};
            parts[c] = spv_unop(b, SpvOpBitcast, elem_t, spv_composite_construct(b, emit_t_u32x2(ec), pv, 2));
        } else {
            spv_id v = emit_buffer_read(ec, h, word_t, vw, emit_buffer_elem_after(ec, base, c, bc, ival));
            parts[c] = minp ? emit_minp_from_word(ec, et, v)
                            : elem_t == word_t ? v : spv_unop(b, SpvOpBitcast, elem_t, v);
        }
    }
    if (emit_type(ec, rt->members[4]) != ec->t_u32)
        emit_invalid(ec, "ResRet status is not an i32");
    parts[4] = emit_buffer_status(ec, in, 4);
    emit_set_struct_value(ec, in, rt, parts, 5);
}

void emit_buffer_store_raw(emit_ctx *ec, ir_instr *in, const emit_handle *h, ir_value *index, ir_value *offset,
                           ir_value *const *values, uint32_t mask)
{
    spv_builder *b = ec->b;
    if (h->res->res_class != DXIL_RES_UAV)
        emit_invalid(ec, "%s: store to %s, which is not a UAV", in->dxop ? in->dxop->name : "store",
                     emit_resource_desc(ec, h->res));
    ir_type *et = values[0]->type;
    uint32_t w = emit_scalar_width(et);
    if ((w != 16 && w != 32 && w != 64) || et->kind == IR_TYPE_VECTOR)
        emit_unsupported(ec, "buffer store of %u-bit components", w);
    bool bc;
    uint64_t ival = 0;
    bool minp = w == 16 && emit_minp_memory32(ec); /* min precision: 32-bit words */
    uint32_t vw = w == 16 && !minp ? 16 : 32;
    spv_id base = emit_buffer_elem_index(ec, h->res, index, offset, vw, &bc, &ival);
    spv_id word_t = scalar_of_width(ec, vw);
    spv_id elem_t = emit_type(ec, et);
    for (uint32_t c = 0; c < 4; c++) {
        if (!(mask & (1u << c)))
            continue;
        if (values[c]->type != et && emit_type(ec, values[c]->type) != elem_t)
            emit_invalid(ec, "buffer store with components of different types");
        spv_id v = emit_value(ec, values[c]);
        if (w == 64) {
            spv_id pair = spv_unop(b, SpvOpBitcast, emit_t_u32x2(ec), v);
            uint32_t i0 = 0, i1 = 1;
            emit_buffer_write(ec, h, 32, emit_buffer_elem_after(ec, base, 2 * c, bc, ival),
                              spv_composite_extract(b, ec->t_u32, pair, &i0, 1));
            emit_buffer_write(ec, h, 32, emit_buffer_elem_after(ec, base, 2 * c + 1, bc, ival),
                              spv_composite_extract(b, ec->t_u32, pair, &i1, 1));
        } else {
            if (minp)
                v = emit_minp_to_word(ec, et, v);
            else if (elem_t != word_t)
                v = spv_unop(b, SpvOpBitcast, word_t, v);
            emit_buffer_write(ec, h, vw, emit_buffer_elem_after(ec, base, c, bc, ival), v);
        }
    }
}

/* BufferLoad(srv, index, wot) */
static void h_buffer_load(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 3);
    const emit_handle *h = emit_get_handle(ec, in->ops[0]);
    if (!is_raw_or_structured(h->res))
        emit_dxop_unsupported(ec, in, h->res->dx->kind == DXIL_RK_TYPED_BUFFER ? "on typed buffers" : "on this resource kind");
    emit_buffer_load_raw(ec, in, h, in->ops[1], in->ops[2], 0xF);
}

/* BufferStore(uav, coord0, coord1, value0..3, mask) */
static void h_buffer_store(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 8);
    const emit_handle *h = emit_get_handle(ec, in->ops[0]);
    if (!is_raw_or_structured(h->res))
        emit_dxop_unsupported(ec, in, h->res->dx->kind == DXIL_RK_TYPED_BUFFER ? "on typed buffers" : "on this resource kind");
    uint32_t mask = (uint32_t)emit_imm(ec, in, 7) & 0xF;
    emit_buffer_store_raw(ec, in, h, in->ops[1], in->ops[2], in->ops + 3, mask);
}

/* RawBufferLoad(srv, index, elementOffset, mask, alignment) */
static void h_raw_buffer_load(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 5);
    const emit_handle *h = emit_get_handle(ec, in->ops[0]);
    if (!is_raw_or_structured(h->res))
        emit_dxop_unsupported(ec, in, "on a resource that is not a raw or structured buffer");
    uint32_t mask = (uint32_t)emit_imm(ec, in, 3) & 0xF;
    emit_buffer_load_raw(ec, in, h, in->ops[1], in->ops[2], mask);
}

/* RawBufferStore(uav, index, elementOffset, value0..3, mask, alignment) */
static void h_raw_buffer_store(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 9);
    const emit_handle *h = emit_get_handle(ec, in->ops[0]);
    if (!is_raw_or_structured(h->res))
        emit_dxop_unsupported(ec, in, "on a resource that is not a raw or structured buffer");
    uint32_t mask = (uint32_t)emit_imm(ec, in, 7) & 0xF;
    emit_buffer_store_raw(ec, in, h, in->ops[1], in->ops[2], in->ops + 3, mask);
}

/* ---- constant buffers --------------------------------------------------------------- */

/* CBufferLoadLegacy(handle, regIndex): one 16-byte row as 4 x 32-bit,
 * 8 x 16-bit or 2 x 64-bit components; in a min-precision shader, as 4
 * 16-bit values, one per 32-bit word (D3D lays min16float out as 32 bits). */
static void h_cbuffer_load_legacy(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 2);
    spv_builder *b = ec->b;
    const emit_handle *h = emit_get_handle(ec, in->ops[0]);
    ir_type *rt = in->v.type;
    if (rt->kind != IR_TYPE_STRUCT || rt->member_count < 2 || rt->member_count > 8)
        emit_invalid(ec, "CBufferLoadLegacy must return a dx.types.CBufRet");
    ir_type *et = rt->members[0];
    uint32_t w = emit_scalar_width(et);
    uint32_t n = rt->member_count;
    bool minp = w == 16 && emit_minp_memory32(ec);
    if (minp ? n != 4 : n * w != 128)
        emit_invalid(ec, "CBufferLoadLegacy: %u components of %u bits do not make a 16-byte row", n, w);
    spv_id elem_t = emit_type(ec, et);
    spv_id row = emit_cbuffer_load_row(ec, h, emit_value(ec, in->ops[1]));
    uint32_t used = in->v.id < ec->fn->num_values ? ec->used_comps[in->v.id] : 0xFF;
    spv_id parts[8];
    for (uint32_t c = 0; c < n; c++) {
        if (!(used & (1u << c))) {
            parts[c] = 0; /* unused: undef if the struct is ever built */
            continue;
        }
        if (w == 32 || minp) {
            spv_id v = spv_composite_extract(b, ec->t_u32, row, &c, 1);
            parts[c] = minp ? emit_minp_from_word(ec, et, v)
                            : elem_t == ec->t_u32 ? v : spv_unop(b, SpvOpBitcast, elem_t, v);
        } else if (w == 64) {
            uint32_t idx[2] = {2 * c, 2 * c + 1};
            spv_id pair = spv_vector_shuffle(b, emit_t_u32x2(ec), row, row, idx, 2);
            parts[c] = spv_unop(b, SpvOpBitcast, elem_t, pair);
        } else if (w == 16) {
            uint32_t word = c / 2, half = c % 2;
            spv_id v = spv_composite_extract(b, ec->t_u32, row, &word, 1);
            spv_id v2 = spv_unop(b, SpvOpBitcast, spv_type_vector(b, elem_t, 2), v);
            parts[c] = spv_composite_extract(b, elem_t, v2, &half, 1);
        } else {
            emit_unsupported(ec, "constant-buffer rows of %u-bit components", w);
        }
    }
    emit_set_struct_value(ec, in, rt, parts, n);
}

/* One 32-bit word of a constant buffer at word index `word` (u32 id or
 * constant). */
static spv_id cb_word(emit_ctx *ec, const emit_handle *h, spv_id word, bool is_const, uint64_t cword)
{
    spv_builder *b = ec->b;
    spv_id row, comp;
    if (is_const) {
        row = emit_u32(ec, (uint32_t)(cword >> 2));
        comp = emit_u32(ec, (uint32_t)(cword & 3));
    } else {
        row = spv_binop(b, SpvOpShiftRightLogical, ec->t_u32, word, emit_u32(ec, 2));
        comp = spv_binop(b, SpvOpBitwiseAnd, ec->t_u32, word, emit_u32(ec, 3));
    }
    return emit_cbuffer_load_word(ec, h, row, comp);
}

/* CBufferLoad(handle, byteOffset, alignment): one scalar at a byte offset
 * (a min-precision one in the 32-bit word there). */
static void h_cbuffer_load(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 2);
    spv_builder *b = ec->b;
    const emit_handle *h = emit_get_handle(ec, in->ops[0]);
    spv_id type = emit_type(ec, in->v.type);
    uint32_t w = emit_scalar_width(in->v.type);
    uint64_t off = 0;
    bool oc = emit_const_int(in->ops[1], &off);
    spv_id byte = oc ? 0 : emit_value(ec, in->ops[1]);
    spv_id word = oc ? 0 : spv_binop(b, SpvOpShiftRightLogical, ec->t_u32, byte, emit_u32(ec, 2));
    uint64_t cword = off >> 2;
    spv_id r;
    if (w == 16 && emit_minp_memory32(ec)) {
        r = emit_minp_from_word(ec, in->v.type, cb_word(ec, h, word, oc, cword));
    } else if (w == 32) {
        spv_id v = cb_word(ec, h, word, oc, cword);
        r = type == ec->t_u32 ? v : spv_unop(b, SpvOpBitcast, type, v);
    } else if (w == 64) {
        spv_id lo = cb_word(ec, h, word, oc, cword);
        spv_id w1 = oc ? 0 : spv_binop(b, SpvOpIAdd, ec->t_u32, word, emit_u32(ec, 1));
        spv_id hi = cb_word(ec, h, w1, oc, cword + 1);
        spv_id pv[2] = {lo, hi};
        r = spv_unop(b, SpvOpBitcast, type, spv_composite_construct(b, emit_t_u32x2(ec), pv, 2));
    } else if (w == 16) {
        spv_id v = cb_word(ec, h, word, oc, cword);
        spv_id shift = oc ? emit_u32(ec, (uint32_t)(off & 2) * 8)
                          : spv_binop(b, SpvOpShiftLeftLogical, ec->t_u32,
                                      spv_binop(b, SpvOpBitwiseAnd, ec->t_u32, byte, emit_u32(ec, 2)), emit_u32(ec, 3));
        spv_id u16 = emit_uint(ec, 16);
        spv_id s = spv_unop(b, SpvOpUConvert, u16, spv_binop(b, SpvOpShiftRightLogical, ec->t_u32, v, shift));
        r = type == u16 ? s : spv_unop(b, SpvOpBitcast, type, s);
    } else {
        emit_dxop_unsupported(ec, in, "with this component width");
    }
    emit_set_value(ec, in, r);
}

/* ---- counters and status ------------------------------------------------------------- */

/* BufferUpdateCounter(uav, inc): IncrementCounter returns the value before
 * the increment, DecrementCounter the value after the decrement. */
static void h_update_counter(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 2);
    spv_builder *b = ec->b;
    const emit_handle *h = emit_get_handle(ec, in->ops[0]);
    uint64_t inc = emit_imm(ec, in, 1);
    int64_t d = inc & 0x80 ? (int64_t)inc - 256 : (int64_t)inc; /* an i8 */
    if (d != 1 && d != -1)
        emit_invalid(ec, "BufferUpdateCounter by %lld (only +1 and -1 exist)", (long long)d);
    spv_id one = emit_u32(ec, 1);
    spv_id r;
    if (h->res->has_counter && emit_heap_has_counter_address(ec, h)) {
        /* By address (options.heap_counter_addresses); a null one reads 0. */
        spv_id old = emit_heap_counter_update(ec, h, (int32_t)d);
        emit_set_value(ec, in, d == 1 ? old : spv_binop(b, SpvOpISub, ec->t_u32, old, one));
        return;
    }
    spv_id p = emit_counter_ptr(ec, h);
    spv_id scope = emit_u32(ec, SpvScopeDevice), sem = emit_u32(ec, 0);
    if (d == 1) {
        r = spv_op(b, SpvOpAtomicIAdd, ec->t_u32, SPV_OPS(p, scope, sem, one));
    } else {
        spv_id old = spv_op(b, SpvOpAtomicISub, ec->t_u32, SPV_OPS(p, scope, sem, one));
        r = spv_binop(b, SpvOpISub, ec->t_u32, old, one);
    }
    emit_set_value(ec, in, r);
}

/* Size of a raw (bytes) or structured (elements) buffer from the length of
 * its uint[] view; the other Dimensions fields are 0. Exported so that the
 * image domain's GetDimensions handler can forward buffers here. */
void emit_buffer_get_dimensions(emit_ctx *ec, ir_instr *in, const emit_handle *h)
{
    spv_builder *b = ec->b;
    emit_resource *r = h->res;
    if (!is_raw_or_structured(r))
        emit_dxop_unsupported(ec, in, "on this resource kind");
    ir_type *rt = in->v.type;
    if (rt->kind != IR_TYPE_STRUCT || rt->member_count != 4)
        emit_invalid(ec, "GetDimensions must return a dx.types.Dimensions");
    if (r->rs_place == DXIL2SPV_PLACEMENT_ROOT_DESCRIPTOR)
        emit_dxop_unsupported(ec, in, "on a root descriptor (D3D12 root descriptors carry no size)");
    spv_id bytes = emit_buffer_bytes(ec, h);
    spv_id width = bytes;
    if (r->dx->kind == DXIL_RK_STRUCTURED_BUFFER) {
        if (r->dx->stride == 0)
            emit_invalid(ec, "%s: structured buffer with stride 0", emit_resource_desc(ec, r));
        width = spv_binop(b, SpvOpUDiv, ec->t_u32, bytes, emit_u32(ec, r->dx->stride));
    }
    spv_id zero = emit_u32(ec, 0);
    spv_id parts[4] = {width, zero, zero, zero};
    emit_set_struct_value(ec, in, rt, parts, 4);
}

static void h_get_dimensions(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 1);
    emit_buffer_get_dimensions(ec, in, emit_get_handle(ec, in->ops[0]));
}

spv_id emit_buffer_status(emit_ctx *ec, ir_instr *in, uint32_t member)
{
    if (emit_resret_status_used(ec, in, member)) {
        const char *op = in->dxop ? in->dxop->name : "buffer load";
        if (ec->opts && ec->opts->buffer_residency == DXIL2SPV_BUFFER_RESIDENCY_REFUSE)
            emit_unsupported(ec, "%s: the status of a raw/structured buffer load has no SPIR-V residency query "
                             "(refused by options.buffer_residency)", op);
        d2s_warn(ec->ctx, "%s: the status of a raw/structured buffer load reports fully mapped (SPIR-V has no "
                 "residency query for storage buffers)", op);
    }
    return emit_u32(ec, 0);
}

/* CheckAccessFullyMapped(status): the statuses this translator makes are 0
 * for fully mapped, 1 for not (see emit_image_access). */
static void h_check_access(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 1);
    if (emit_type(ec, in->ops[0]->type) != ec->t_u32)
        emit_invalid(ec, "CheckAccessFullyMapped of a status that is not an i32");
    emit_set_value(ec, in, spv_binop(ec->b, SpvOpIEqual, emit_t_bool(ec), emit_value(ec, in->ops[0]), emit_u32(ec, 0)));
}

void emit_register_buffer_ops(emit_dxop_fn *table)
{
    table[DXOP_BufferLoad] = h_buffer_load;
    table[DXOP_BufferStore] = h_buffer_store;
    table[DXOP_RawBufferLoad] = h_raw_buffer_load;
    table[DXOP_RawBufferStore] = h_raw_buffer_store;
    table[DXOP_CBufferLoadLegacy] = h_cbuffer_load_legacy;
    table[DXOP_CBufferLoad] = h_cbuffer_load;
    table[DXOP_BufferUpdateCounter] = h_update_counter;
    table[DXOP_CheckAccessFullyMapped] = h_check_access;
    table[DXOP_GetDimensions] = h_get_dimensions;
}
