/* Atomics on raw and structured buffers: AtomicBinOp and
 * AtomicCompareExchange -> OpAtomic* on the buffer's uint[] view (32-bit)
 * or uint64_t[] view (64-bit, which D3D requires to be 8-byte aligned).
 *
 * Addressing: raw buffers take the byte address in offset0; structured
 * buffers the element index in offset0 and the byte offset in offset1.
 * Typed buffers and textures (image atomics) belong to the image domain,
 * which should register its own handlers for these opcodes (after this
 * file's) and call emit_atomic_binop_buffer() / emit_atomic_cmpxchg_buffer()
 * for raw and structured buffers.
 *
 * D3D's Interlocked* functions are relaxed (ordering comes from barriers)
 * and device-wide, hence Device scope with no memory semantics.
 */
#include "emit/emit_internal.h"


/* DXIL::AtomicBinOpCode */
enum { AOP_ADD, AOP_AND, AOP_OR, AOP_XOR, AOP_IMIN, AOP_IMAX, AOP_UMIN, AOP_UMAX, AOP_EXCHANGE };

static spv_id atomic_ptr(emit_ctx *ec, ir_instr *in, const emit_handle *h, uint32_t width)
{
    const emit_resource *r = h->res;
    if (r->res_class != DXIL_RES_UAV)
        emit_invalid(ec, "%s on %s, which is not a UAV", in->dxop ? in->dxop->name : "atomic",
                     emit_resource_desc(ec, r));
    if (r->dx->kind != DXIL_RK_RAW_BUFFER && r->dx->kind != DXIL_RK_STRUCTURED_BUFFER)
        emit_dxop_unsupported(ec, in, r->dx->kind == DXIL_RK_TYPED_BUFFER ? "on typed buffers"
                                                                           : "on textures");
    bool c;
    uint64_t cv;
    spv_id idx = emit_buffer_elem_index(ec, r, in->ops[1 + (in->aux == DXOP_ATOMIC_BINOP)],
                                        in->ops[2 + (in->aux == DXOP_ATOMIC_BINOP)], width, &c, &cv);
    return emit_buffer_elem_ptr(ec, h, width, idx);
}

static spv_id value_type(emit_ctx *ec, ir_instr *in, uint32_t *width)
{
    ir_type *t = in->v.type;
    if (t->kind != IR_TYPE_INT || (t->width != 32 && t->width != 64))
        emit_invalid(ec, "%s must return i32 or i64", in->dxop ? in->dxop->name : "atomic");
    *width = t->width;
    if (t->width == 64)
        spv_capability(ec->b, SpvCapabilityInt64Atomics);
    return emit_type(ec, t);
}

/* AtomicBinOp(handle, atomicOp, offset0, offset1, offset2, newValue) */
/* DXIL::AtomicBinOpCode (operand 1 of AtomicBinOp) -> SPIR-V opcode; shared
 * by buffer and typed-UAV atomics. */
SpvOp emit_atomic_binop_opcode(emit_ctx *ec, ir_instr *in)
{
    uint64_t aop = emit_imm(ec, in, 1);
    switch (aop) {
    case AOP_ADD: return SpvOpAtomicIAdd;
    case AOP_AND: return SpvOpAtomicAnd;
    case AOP_OR: return SpvOpAtomicOr;
    case AOP_XOR: return SpvOpAtomicXor;
    case AOP_IMIN: return SpvOpAtomicSMin;
    case AOP_IMAX: return SpvOpAtomicSMax;
    case AOP_UMIN: return SpvOpAtomicUMin;
    case AOP_UMAX: return SpvOpAtomicUMax;
    case AOP_EXCHANGE: return SpvOpAtomicExchange;
    }
    emit_invalid(ec, "AtomicBinOp with operation code %llu", (unsigned long long)aop);
}

void emit_atomic_binop_buffer(emit_ctx *ec, ir_instr *in)
{
    if (in->num_ops < 6)
        emit_invalid(ec, "AtomicBinOp with %u operands", in->num_ops);
    const emit_handle *h = emit_get_handle(ec, in->ops[0]);
    uint32_t w;
    spv_id type = value_type(ec, in, &w);
    SpvOp op = emit_atomic_binop_opcode(ec, in);
    spv_id p = atomic_ptr(ec, in, h, w);
    spv_id v = emit_value(ec, in->ops[5]);
    emit_set_value(ec, in, spv_op(ec->b, op, type, SPV_OPS(p, emit_u32(ec, SpvScopeDevice), emit_u32(ec, 0), v)));
}

/* AtomicCompareExchange(handle, offset0, offset1, offset2, compareValue, newValue) */
void emit_atomic_cmpxchg_buffer(emit_ctx *ec, ir_instr *in)
{
    if (in->num_ops < 6)
        emit_invalid(ec, "AtomicCompareExchange with %u operands", in->num_ops);
    const emit_handle *h = emit_get_handle(ec, in->ops[0]);
    uint32_t w;
    spv_id type = value_type(ec, in, &w);
    spv_id p = atomic_ptr(ec, in, h, w);
    spv_id cmp = emit_value(ec, in->ops[4]), val = emit_value(ec, in->ops[5]);
    spv_id sem = emit_u32(ec, 0);
    emit_set_value(ec, in, spv_op(ec->b, SpvOpAtomicCompareExchange, type,
                                  SPV_OPS(p, emit_u32(ec, SpvScopeDevice), sem, sem, val, cmp)));
}

void emit_register_atomic_ops(emit_dxop_fn *table)
{
    table[DXOP_ATOMIC_BINOP] = emit_atomic_binop_buffer;
    table[DXOP_ATOMIC_CMPXCHG] = emit_atomic_cmpxchg_buffer;
}
