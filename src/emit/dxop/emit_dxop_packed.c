/* Packed-math dx.ops (SM 6.4 and 6.6): Dot2AddHalf, Dot4AddI8Packed,
 * Dot4AddU8Packed, Pack4x8, Unpack4x8. Byte lanes are handled with 32-bit
 * bitfield instructions, so no 8-bit types or extensions are needed.
 */
#include "emit/emit_internal.h"

static void need_ops(emit_ctx *ec, ir_instr *in, uint32_t n)
{
    if (in->num_ops < n)
        emit_invalid(ec, "%s with %u operands (%u expected)", in->dxop ? in->dxop->name : "dx.op", in->num_ops, n);
}

static spv_id byte_lane(emit_ctx *ec, spv_id v, uint32_t lane, bool sign)
{
    return spv_op(ec->b, sign ? SpvOpBitFieldSExtract : SpvOpBitFieldUExtract, ec->t_u32,
                  SPV_OPS(v, emit_u32(ec, 8 * lane), emit_u32(ec, 8)));
}

/* Dot2AddHalf(acc, ax, ay, bx, by) = acc + ax*bx + ay*by, in float. */
static void h_dot2_add_half(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 5);
    spv_builder *b = ec->b;
    spv_id f = emit_t_f32(ec);
    spv_id v[4];
    /* The half operands are already float when min precision was widened
     * (emit_minprec.c), and OpFConvert must change the width. */
    for (uint32_t i = 0; i < 4; i++) {
        v[i] = emit_value(ec, in->ops[1 + i]);
        if (emit_scalar_width(in->ops[1 + i]->type) != 32)
            v[i] = spv_unop(b, SpvOpFConvert, f, v[i]);
    }
    spv_id acc = emit_value(ec, in->ops[0]);
    acc = spv_binop(b, SpvOpFAdd, f, acc, spv_binop(b, SpvOpFMul, f, v[0], v[2]));
    acc = spv_binop(b, SpvOpFAdd, f, acc, spv_binop(b, SpvOpFMul, f, v[1], v[3]));
    emit_set_value(ec, in, acc);
}

/* Dot4Add{I,U}8Packed(acc, a, b): acc + sum of the byte-lane products. */
static void h_dot4_add(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 3);
    spv_builder *b = ec->b;
    bool sign = in->aux == DXOP_Dot4AddI8Packed;
    spv_id x = emit_value(ec, in->ops[1]), y = emit_value(ec, in->ops[2]);
    spv_id acc = emit_value(ec, in->ops[0]);
    for (uint32_t i = 0; i < 4; i++)
        acc = spv_binop(b, SpvOpIAdd, ec->t_u32, acc,
                        spv_binop(b, SpvOpIMul, ec->t_u32, byte_lane(ec, x, i, sign), byte_lane(ec, y, i, sign)));
    emit_set_value(ec, in, acc);
}

/* Unpack4x8(mode, packed) -> four i32 or i16, sign- or zero-extended. */
static void h_unpack(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 2);
    spv_builder *b = ec->b;
    bool sign = emit_imm(ec, in, 0) != 0;
    ir_type *rt = in->v.type;
    if (rt->kind != IR_TYPE_STRUCT || rt->member_count != 4)
        emit_invalid(ec, "Unpack4x8 must return a four-member struct");
    spv_id et = emit_type(ec, rt->members[0]);
    spv_id pk = emit_value(ec, in->ops[1]);
    spv_id parts[4];
    for (uint32_t i = 0; i < 4; i++) {
        spv_id v = byte_lane(ec, pk, i, sign);
        parts[i] = et == ec->t_u32 ? v : spv_unop(b, SpvOpUConvert, et, v);
    }
    emit_set_struct_value(ec, in, rt, parts, 4);
}

/* Pack4x8(mode, x, y, z, w): low bytes, optionally clamped first to
 * [0, 255] (UClamp) or [-128, 127] (SClamp) as signed values. */
static void h_pack(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 5);
    spv_builder *b = ec->b;
    uint64_t mode = emit_imm(ec, in, 0);
    if (mode > 2)
        emit_invalid(ec, "Pack4x8 with mode %llu", (unsigned long long)mode);
    spv_id u = ec->t_u32;
    spv_id r = 0;
    for (uint32_t i = 0; i < 4; i++) {
        ir_value *op = in->ops[1 + i];
        uint32_t w = emit_scalar_width(op->type);
        spv_id v = emit_value(ec, op);
        if (w == 16)
            v = spv_unop(b, SpvOpSConvert, u, v);
        else if (w != 32)
            emit_invalid(ec, "Pack4x8 of %u-bit values", w);
        if (mode) {
            spv_id lo = emit_u32(ec, mode == 1 ? 0 : (uint32_t)-128), hi = emit_u32(ec, mode == 1 ? 255 : 127);
            v = spv_glsl(b, u, GLSLstd450SClamp, (spv_id[]){v, lo, hi}, 3);
        }
        v = spv_binop(b, SpvOpBitwiseAnd, u, v, emit_u32(ec, 0xFF));
        if (i)
            v = spv_binop(b, SpvOpShiftLeftLogical, u, v, emit_u32(ec, 8 * i));
        r = i ? spv_binop(b, SpvOpBitwiseOr, u, r, v) : v;
    }
    emit_set_value(ec, in, r);
}

void emit_register_packed_ops(emit_dxop_fn *table)
{
    table[DXOP_Dot2AddHalf] = h_dot2_add_half;
    table[DXOP_Dot4AddI8Packed] = h_dot4_add;
    table[DXOP_Dot4AddU8Packed] = h_dot4_add;
    table[DXOP_Unpack4x8] = h_unpack;
    table[DXOP_Pack4x8] = h_pack;
}
