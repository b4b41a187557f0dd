/* SM 6.9 native-vector buffer access: RawBufferVectorLoad and
 * RawBufferVectorStore on raw and structured buffers.
 *
 * They address a buffer exactly like RawBufferLoad/Store (index, element
 * offset) but move a whole vector value, with no component mask. The
 * components go through the same uint views as the scalar ops
 * (emit_resources.c, emit_dxop_buffer.c), so both kinds of access to one
 * buffer see the same memory. Vectors of more than 4 components (HLSL long
 * vectors) are array values (emit_longvec.c); the per-component accesses
 * are the same for both.
 */
#include "emit/emit_internal.h"

static const emit_handle *buffer_handle(emit_ctx *ec, ir_instr *in, uint32_t num_ops)
{
    if (in->num_ops < num_ops)
        emit_invalid(ec, "%s with %u operands (%u expected)", in->dxop ? in->dxop->name : "dx.op", in->num_ops,
                     num_ops);
    const emit_handle *h = emit_get_handle(ec, in->ops[0]);
    uint32_t kind = h->res->dx->kind;
    if (kind != DXIL_RK_RAW_BUFFER && kind != DXIL_RK_STRUCTURED_BUFFER)
        emit_dxop_unsupported(ec, in, "on a resource that is not a raw or structured buffer");
    return h;
}

/* Component count and element type of a vector or scalar value type. */
static uint32_t shape(emit_ctx *ec, ir_instr *in, ir_type *t, ir_type **elem)
{
    uint32_t n = 1;
    *elem = t;
    if (t->kind == IR_TYPE_VECTOR) {
        emit_type(ec, t); /* refuses vectors wider than the emitter supports */
        n = (uint32_t)t->count;
        *elem = t->elem;
    }
    uint32_t w = emit_scalar_width(*elem);
    if (w != 16 && w != 32 && w != 64)
        emit_invalid(ec, "%s of %u-bit components", in->dxop ? in->dxop->name : "buffer access", w);
    return n;
}

/* RawBufferVectorLoad(buf, index, elementOffset, alignment) -> { <N x T>, i32 status } */
static void h_vector_load(emit_ctx *ec, ir_instr *in)
{
    spv_builder *b = ec->b;
    const emit_handle *h = buffer_handle(ec, in, 4);
    ir_type *rt = in->v.type;
    if (rt->kind != IR_TYPE_STRUCT || rt->member_count != 2)
        emit_invalid(ec, "RawBufferVectorLoad must return a { value, status } dx.types.ResRet");
    ir_type *et;
    uint32_t n = shape(ec, in, rt->members[0], &et);
    uint32_t w = emit_scalar_width(et);
    if (emit_type(ec, rt->members[1]) != ec->t_u32)
        emit_invalid(ec, "RawBufferVectorLoad: the status is not an i32");
    spv_id elem_t = emit_type(ec, et);
    bool minp = w == 16 && emit_minp_memory32(ec); /* min precision: 32-bit words */
    uint32_t vw = w == 16 && !minp ? 16 : 32;
    spv_id word_t = emit_uint(ec, vw);
    bool bc;
    uint64_t ci = 0;
    spv_id base = emit_buffer_elem_index(ec, h->res, in->ops[1], in->ops[2], vw, &bc, &ci);
    spv_id *parts = d2s_alloc_array(ec->ctx, n, sizeof(*parts));
    for (uint32_t c = 0; c < n; c++) {
        if (w == 64) {
            spv_id pv[2];
            for (uint32_t half = 0; half < 2; half++)
                pv[half] = emit_buffer_read(ec, h, ec->t_u32, 32,
                                            emit_buffer_elem_after(ec, base, 2 * c + half, bc, ci));
            parts[c] = spv_unop(b, SpvOpBitcast, elem_t, spv_composite_construct(b, emit_t_u32x2(ec), pv, 2));
        } else {
            spv_id v = emit_buffer_read(ec, h, word_t, vw, emit_buffer_elem_after(ec, base, c, bc, ci));
            parts[c] = minp ? emit_minp_from_word(ec, et, v)
                            : elem_t == word_t ? v : spv_unop(b, SpvOpBitcast, elem_t, v);
        }
    }
    spv_id value = n == 1 ? parts[0] : spv_composite_construct(b, emit_type(ec, rt->members[0]), parts, n);
    spv_id res[2] = {value, emit_buffer_status(ec, in, 1)};
    emit_set_struct_value(ec, in, rt, res, 2);
}

/* RawBufferVectorStore(uav, index, elementOffset, value, alignment) */
static void h_vector_store(emit_ctx *ec, ir_instr *in)
{
    spv_builder *b = ec->b;
    const emit_handle *h = buffer_handle(ec, in, 5);
    if (h->res->res_class != DXIL_RES_UAV)
        emit_invalid(ec, "RawBufferVectorStore to %s, which is not a UAV", emit_resource_desc(ec, h->res));
    ir_value *val = in->ops[3];
    ir_type *et;
    uint32_t n = shape(ec, in, val->type, &et);
    uint32_t w = emit_scalar_width(et);
    spv_id elem_t = emit_type(ec, et);
    bool minp = w == 16 && emit_minp_memory32(ec); /* min precision: 32-bit words */
    uint32_t vw = w == 16 && !minp ? 16 : 32;
    spv_id word_t = emit_uint(ec, vw);
    bool bc;
    uint64_t ci = 0;
    spv_id base = emit_buffer_elem_index(ec, h->res, in->ops[1], in->ops[2], vw, &bc, &ci);
    spv_id v = emit_value(ec, val);
    for (uint32_t c = 0; c < n; c++) {
        spv_id x = n == 1 ? v : spv_composite_extract(b, elem_t, v, &c, 1);
        if (w == 64) {
            spv_id pair = spv_unop(b, SpvOpBitcast, emit_t_u32x2(ec), x);
            for (uint32_t half = 0; half < 2; half++)
                emit_buffer_write(ec, h, 32, emit_buffer_elem_after(ec, base, 2 * c + half, bc, ci),
                                  spv_composite_extract(b, ec->t_u32, pair, &half, 1));
        } else {
            if (minp)
                x = emit_minp_to_word(ec, et, x);
            else if (elem_t != word_t)
                x = spv_unop(b, SpvOpBitcast, word_t, x);
            emit_buffer_write(ec, h, vw, emit_buffer_elem_after(ec, base, c, bc, ci), x);
        }
    }
}

void emit_register_buffer_vector_ops(emit_dxop_fn *table)
{
    table[DXOP_RawBufferVectorLoad] = h_vector_load;
    table[DXOP_RawBufferVectorStore] = h_vector_store;
}
