/* Arithmetic dx.ops: unary/binary/tertiary float and integer math, bit
 * operations, dot products, double packing and the legacy conversions.
 *
 * D3D rules that differ from a naive mapping:
 *   - FMax/FMin return the non-NaN operand -> GLSL NMax/NMin; Saturate(NaN)
 *     is 0 -> NClamp(x, 0, 1);
 *   - Exp and Log are base 2;
 *   - FirstbitHi/FirstbitSHi count from the most significant bit (DXC turns
 *     them into HLSL's LSB-based index with `(W-1) - r`), and return ~0 when
 *     no bit qualifies;
 *   - Ibfe/Ubfe/Bfi take width and offset modulo 32, and a field running past
 *     bit 31 is cut there (SPIR-V leaves that case undefined);
 *   - Vulkan's bit instructions (OpBitCount, OpBitReverse, FindUMsb...) are
 *     32-bit only, so 16-bit operands are widened and 64-bit ones split.
 * The SM 6.9 vector overloads of the element-wise ops reach these handlers
 * one element at a time (emit_longvec.c); FDot and VectorReduceAnd/Or take
 * whole vectors of any length (long vectors are arrays, see emit_types.c).
 */
#include "emit/emit_internal.h"
#include "emit/resources/emit_image.h"

static void need_ops(emit_ctx *ec, ir_instr *in, uint32_t n)
{
    if (in->num_ops < n)
        emit_invalid(ec, "%s with %u operands (%u expected)", in->dxop ? in->dxop->name : "dx.op", in->num_ops, n);
}

static spv_id arg(emit_ctx *ec, ir_instr *in, uint32_t i)
{
    return emit_value(ec, in->ops[i]);
}

static spv_id glsl(emit_ctx *ec, spv_id type, enum GLSLstd450 inst, const spv_id *args, uint32_t n)
{
    return spv_glsl(ec->b, type, inst, args, n);
}

static uint32_t width_of(emit_ctx *ec, ir_instr *in, uint32_t op)
{
    uint32_t w = emit_scalar_width(in->ops[op]->type);
    if (!w || in->ops[op]->type->kind == IR_TYPE_VECTOR)
        emit_invalid(ec, "%s: operand %u is not a scalar", in->dxop ? in->dxop->name : "dx.op", op);
    return w;
}

static void precise(emit_ctx *ec, ir_instr *in, spv_id id)
{
    if (in->flags & IR_FLAG_PRECISE)
        spv_decorate0(ec->b, id, SpvDecorationNoContraction);
}

/* ---- float unary ------------------------------------------------------------ */

static void h_float_unary(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 1);
    spv_id type = emit_type(ec, in->v.type);
    spv_id x = arg(ec, in, 0);
    uint32_t w = width_of(ec, in, 0);
    enum GLSLstd450 g;
    switch (in->aux) {
    case DXOP_FAbs: g = GLSLstd450FAbs; break;
    case DXOP_Saturate: {
        spv_id a[3] = {x, emit_const_splat(ec, type, 0),
                       emit_const_splat(ec, type, w == 16 ? 0x3c00 : w == 32 ? 0x3f800000u : 0x3ff0000000000000ull)};
        emit_set_value(ec, in, glsl(ec, type, GLSLstd450NClamp, a, 3));
        return;
    }
    case DXOP_Cos: g = GLSLstd450Cos; break;
    case DXOP_Sin: g = GLSLstd450Sin; break;
    case DXOP_Tan: g = GLSLstd450Tan; break;
    case DXOP_Acos: g = GLSLstd450Acos; break;
    case DXOP_Asin: g = GLSLstd450Asin; break;
    case DXOP_Atan: g = GLSLstd450Atan; break;
    case DXOP_Hcos: g = GLSLstd450Cosh; break;
    case DXOP_Hsin: g = GLSLstd450Sinh; break;
    case DXOP_Htan: g = GLSLstd450Tanh; break;
    case DXOP_Exp: g = GLSLstd450Exp2; break;
    case DXOP_Frc: g = GLSLstd450Fract; break;
    case DXOP_Log: g = GLSLstd450Log2; break;
    case DXOP_Sqrt: g = GLSLstd450Sqrt; break;
    case DXOP_Rsqrt: g = GLSLstd450InverseSqrt; break;
    case DXOP_Round_ne: g = GLSLstd450RoundEven; break;
    case DXOP_Round_ni: g = GLSLstd450Floor; break;
    case DXOP_Round_pi: g = GLSLstd450Ceil; break;
    case DXOP_Round_z: g = GLSLstd450Trunc; break;
    default: emit_dxop_unsupported(ec, in, NULL);
    }
    if (w == 64 && g != GLSLstd450FAbs && g != GLSLstd450Sqrt && g != GLSLstd450InverseSqrt &&
        g != GLSLstd450Floor && g != GLSLstd450Ceil && g != GLSLstd450Trunc && g != GLSLstd450RoundEven &&
        g != GLSLstd450Fract)
        emit_dxop_unsupported(ec, in, "on doubles (Vulkan has no 64-bit transcendentals)");
    emit_set_value(ec, in, glsl(ec, type, g, &x, 1));
}

static void h_float_class(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 1);
    spv_builder *b = ec->b;
    spv_id x = arg(ec, in, 0);
    spv_id bt = emit_t_bool(ec);
    spv_id r;
    switch (in->aux) {
    case DXOP_IsNaN: r = spv_unop(b, SpvOpIsNan, bt, x); break;
    case DXOP_IsInf: r = spv_unop(b, SpvOpIsInf, bt, x); break;
    case DXOP_IsFinite: {
        spv_id bad = spv_binop(b, SpvOpLogicalOr, bt, spv_unop(b, SpvOpIsNan, bt, x), spv_unop(b, SpvOpIsInf, bt, x));
        r = spv_unop(b, SpvOpLogicalNot, bt, bad);
        break;
    }
    case DXOP_IsNormal: {
        /* min_normal <= |x| < inf; ordered compares make NaN false */
        spv_id ft = emit_type(ec, in->ops[0]->type);
        uint32_t w = width_of(ec, in, 0);
        uint64_t min_normal = w == 16 ? 0x0400 : w == 32 ? 0x00800000u : 0x0010000000000000ull;
        uint64_t inf = w == 16 ? 0x7c00 : w == 32 ? 0x7f800000u : 0x7ff0000000000000ull;
        spv_id ax = glsl(ec, ft, GLSLstd450FAbs, &x, 1);
        spv_id ge = spv_binop(b, SpvOpFOrdGreaterThanEqual, bt, ax, emit_const_splat(ec, ft, min_normal));
        spv_id lt = spv_binop(b, SpvOpFOrdLessThan, bt, ax, emit_const_splat(ec, ft, inf));
        r = spv_binop(b, SpvOpLogicalAnd, bt, ge, lt);
        break;
    }
    default: emit_dxop_unsupported(ec, in, NULL);
    }
    emit_set_value(ec, in, r);
}

/* ---- bit operations ------------------------------------------------------------ */

/* 64-bit value -> low and high 32-bit words. */
static void split64(emit_ctx *ec, spv_id v, spv_id *lo, spv_id *hi)
{
    spv_id pair = spv_unop(ec->b, SpvOpBitcast, emit_t_u32x2(ec), v);
    uint32_t i0 = 0, i1 = 1;
    *lo = spv_composite_extract(ec->b, ec->t_u32, pair, &i0, 1);
    *hi = spv_composite_extract(ec->b, ec->t_u32, pair, &i1, 1);
}

static spv_id join64(emit_ctx *ec, spv_id type, spv_id lo, spv_id hi)
{
    spv_id parts[2] = {lo, hi};
    return spv_unop(ec->b, SpvOpBitcast, type, spv_composite_construct(ec->b, emit_t_u32x2(ec), parts, 2));
}

static spv_id widen16(emit_ctx *ec, spv_id v, bool sign)
{
    return spv_unop(ec->b, sign ? SpvOpSConvert : SpvOpUConvert, ec->t_u32, v);
}

/* Index of the most significant 1 bit of a 32-bit word, ~0 if none. */
static spv_id umsb32(emit_ctx *ec, spv_id v)
{
    return glsl(ec, ec->t_u32, GLSLstd450FindUMsb, &v, 1);
}

static spv_id sel(emit_ctx *ec, spv_id type, spv_id c, spv_id a, spv_id b)
{
    return spv_select(ec->b, type, c, a, b);
}

static spv_id ne0(emit_ctx *ec, spv_id v)
{
    return spv_binop(ec->b, SpvOpINotEqual, emit_t_bool(ec), v, emit_u32(ec, 0));
}

static void h_bits(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 1);
    spv_builder *b = ec->b;
    spv_id type = emit_type(ec, in->v.type);
    spv_id x = arg(ec, in, 0);
    uint32_t w = width_of(ec, in, 0);
    spv_id u = ec->t_u32;
    spv_id lo = 0, hi = 0, r;
    if (w == 64)
        split64(ec, x, &lo, &hi);
    else if (w == 16)
        x = widen16(ec, x, in->aux == DXOP_FirstbitSHi);
    else if (w != 32)
        emit_dxop_unsupported(ec, in, "on this operand width");

    switch (in->aux) {
    case DXOP_Bfrev:
        if (w == 64) {
            spv_id rl = spv_unop(b, SpvOpBitReverse, u, lo), rh = spv_unop(b, SpvOpBitReverse, u, hi);
            r = join64(ec, type, rh, rl);
        } else if (w == 16) {
            spv_id rv = spv_unop(b, SpvOpBitReverse, u, x);
            r = spv_unop(b, SpvOpUConvert, type, spv_binop(b, SpvOpShiftRightLogical, u, rv, emit_u32(ec, 16)));
        } else {
            r = spv_unop(b, SpvOpBitReverse, u, x);
        }
        break;
    case DXOP_Countbits:
        if (w == 64)
            r = spv_binop(b, SpvOpIAdd, u, spv_unop(b, SpvOpBitCount, u, lo), spv_unop(b, SpvOpBitCount, u, hi));
        else
            r = spv_unop(b, SpvOpBitCount, u, x);
        break;
    case DXOP_FirstbitLo:
        if (w == 64) {
            spv_id llsb = glsl(ec, u, GLSLstd450FindILsb, &lo, 1);
            spv_id hlsb = spv_binop(b, SpvOpIAdd, u, glsl(ec, u, GLSLstd450FindILsb, &hi, 1), emit_u32(ec, 32));
            r = sel(ec, u, ne0(ec, lo), llsb, sel(ec, u, ne0(ec, hi), hlsb, emit_u32(ec, ~0u)));
        } else {
            r = glsl(ec, u, GLSLstd450FindILsb, &x, 1);
        }
        break;
    case DXOP_FirstbitHi:
    case DXOP_FirstbitSHi: {
        bool sign = in->aux == DXOP_FirstbitSHi;
        spv_id msb;
        if (w == 64) {
            if (sign) { /* FindSMsb(v) = FindUMsb(v < 0 ? ~v : v) */
                spv_id s = spv_binop(b, SpvOpShiftRightArithmetic, u, hi, emit_u32(ec, 31));
                lo = spv_binop(b, SpvOpBitwiseXor, u, lo, s);
                hi = spv_binop(b, SpvOpBitwiseXor, u, hi, s);
            }
            spv_id hm = spv_binop(b, SpvOpIAdd, u, umsb32(ec, hi), emit_u32(ec, 32));
            msb = sel(ec, u, ne0(ec, hi), hm, umsb32(ec, lo));
        } else {
            msb = sign ? glsl(ec, u, GLSLstd450FindSMsb, &x, 1) : umsb32(ec, x);
        }
        spv_id none = spv_binop(b, SpvOpIEqual, emit_t_bool(ec), msb, emit_u32(ec, ~0u));
        spv_id from_top = spv_binop(b, SpvOpISub, u, emit_u32(ec, w - 1), msb);
        r = sel(ec, u, none, emit_u32(ec, ~0u), from_top);
        break;
    }
    default:
        emit_dxop_unsupported(ec, in, NULL);
    }
    if (emit_type(ec, in->v.type) != u && in->aux != DXOP_Bfrev)
        emit_invalid(ec, "%s must return i32", in->dxop ? in->dxop->name : "dx.op");
    emit_set_value(ec, in, r);
}

/* ---- binary --------------------------------------------------------------- */

static void h_binary(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 2);
    spv_id type = emit_type(ec, in->v.type);
    spv_id a[2] = {arg(ec, in, 0), arg(ec, in, 1)};
    enum GLSLstd450 g;
    switch (in->aux) {
    case DXOP_FMax: g = GLSLstd450NMax; break;
    case DXOP_FMin: g = GLSLstd450NMin; break;
    case DXOP_IMax: g = GLSLstd450SMax; break;
    case DXOP_IMin: g = GLSLstd450SMin; break;
    case DXOP_UMax: g = GLSLstd450UMax; break;
    case DXOP_UMin: g = GLSLstd450UMin; break;
    default: emit_dxop_unsupported(ec, in, NULL);
    }
    emit_set_value(ec, in, glsl(ec, type, g, a, 2));
}

/* Results are {hi, lo} for IMul/UMul, {quotient, remainder} for UDiv and
 * {value, carry} for UAddc/USubb. */
static void h_two_outs(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 2);
    spv_builder *b = ec->b;
    if (width_of(ec, in, 0) != 32)
        emit_dxop_unsupported(ec, in, "on operands other than i32");
    spv_id type = emit_type(ec, in->v.type);
    spv_id x = arg(ec, in, 0), y = arg(ec, in, 1), u = ec->t_u32;
    spv_id pair_t = emit_u32_pair_type(ec);
    uint32_t i0 = 0, i1 = 1;
    spv_id parts[2];
    switch (in->aux) {
    case DXOP_IMul:
    case DXOP_UMul: {
        spv_id p = spv_binop(b, in->aux == DXOP_IMul ? SpvOpSMulExtended : SpvOpUMulExtended, pair_t, x, y);
        parts[0] = spv_composite_extract(b, u, p, &i1, 1);
        parts[1] = spv_composite_extract(b, u, p, &i0, 1);
        break;
    }
    case DXOP_UDiv: {
        spv_id z = spv_binop(b, SpvOpIEqual, emit_t_bool(ec), y, emit_u32(ec, 0));
        spv_id safe = sel(ec, u, z, emit_u32(ec, 1), y);
        parts[0] = sel(ec, u, z, emit_u32(ec, ~0u), spv_binop(b, SpvOpUDiv, u, x, safe));
        parts[1] = sel(ec, u, z, emit_u32(ec, ~0u), spv_binop(b, SpvOpUMod, u, x, safe));
        break;
    }
    case DXOP_UAddc:
    case DXOP_USubb: {
        spv_id p = spv_binop(b, in->aux == DXOP_UAddc ? SpvOpIAddCarry : SpvOpISubBorrow, pair_t, x, y);
        parts[0] = spv_composite_extract(b, u, p, &i0, 1);
        parts[1] = ne0(ec, spv_composite_extract(b, u, p, &i1, 1));
        break;
    }
    default:
        emit_dxop_unsupported(ec, in, NULL);
    }
    emit_set_value(ec, in, spv_composite_construct(b, type, parts, 2));
}

/* ---- tertiary and bitfields ----------------------------------------------------- */

static void h_tertiary(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 3);
    spv_builder *b = ec->b;
    spv_id type = emit_type(ec, in->v.type);
    spv_id x = arg(ec, in, 0), y = arg(ec, in, 1), z = arg(ec, in, 2);
    spv_id r;
    switch (in->aux) {
    case DXOP_FMad: {
        spv_id m = spv_binop(b, SpvOpFMul, type, x, y);
        precise(ec, in, m);
        r = spv_binop(b, SpvOpFAdd, type, m, z);
        precise(ec, in, r);
        break;
    }
    case DXOP_Fma: {
        spv_id a[3] = {x, y, z};
        r = glsl(ec, type, GLSLstd450Fma, a, 3);
        break;
    }
    case DXOP_IMad:
    case DXOP_UMad:
        r = spv_binop(b, SpvOpIAdd, type, spv_binop(b, SpvOpIMul, type, x, y), z);
        break;
    default:
        emit_dxop_unsupported(ec, in, NULL);
    }
    emit_set_value(ec, in, r);
}

/* Msad(ref, src, accum): for each byte lane whose reference byte is not
 * zero, add |ref - src| to the accumulator. */
static void h_msad(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 3);
    spv_builder *b = ec->b;
    if (width_of(ec, in, 0) != 32)
        emit_dxop_unsupported(ec, in, "on operands other than i32");
    spv_id u = ec->t_u32, bt = emit_t_bool(ec);
    spv_id ref = arg(ec, in, 0), src = arg(ec, in, 1), acc = arg(ec, in, 2);
    spv_id eight = emit_u32(ec, 8), zero = emit_u32(ec, 0);
    for (uint32_t i = 0; i < 4; i++) {
        spv_id off = emit_u32(ec, 8 * i);
        spv_id r = spv_op(b, SpvOpBitFieldUExtract, u, SPV_OPS(ref, off, eight));
        spv_id s = spv_op(b, SpvOpBitFieldUExtract, u, SPV_OPS(src, off, eight));
        spv_id d = sel(ec, u, spv_binop(b, SpvOpUGreaterThan, bt, r, s), spv_binop(b, SpvOpISub, u, r, s),
                       spv_binop(b, SpvOpISub, u, s, r));
        d = sel(ec, u, spv_binop(b, SpvOpIEqual, bt, r, zero), zero, d);
        acc = spv_binop(b, SpvOpIAdd, u, acc, d);
    }
    emit_set_value(ec, in, acc);
}

/* Ibfe/Ubfe(width, offset, value): the field is cut at bit 31, so counting
 * min(width, 32 - offset) bits gives D3D's result and stays within what
 * OpBitField*Extract defines. */
static void h_bfe(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 3);
    spv_builder *b = ec->b;
    if (width_of(ec, in, 2) != 32)
        emit_dxop_unsupported(ec, in, "on operands other than i32");
    spv_id u = ec->t_u32, m31 = emit_u32(ec, 31);
    spv_id w = spv_binop(b, SpvOpBitwiseAnd, u, arg(ec, in, 0), m31);
    spv_id o = spv_binop(b, SpvOpBitwiseAnd, u, arg(ec, in, 1), m31);
    spv_id room = spv_binop(b, SpvOpISub, u, emit_u32(ec, 32), o);
    spv_id cnt = glsl(ec, u, GLSLstd450UMin, (spv_id[]){w, room}, 2);
    SpvOp op = in->aux == DXOP_Ibfe ? SpvOpBitFieldSExtract : SpvOpBitFieldUExtract;
    emit_set_value(ec, in, spv_op(b, op, u, SPV_OPS(arg(ec, in, 2), o, cnt)));
}

/* Bfi(width, offset, value, replaced) with D3D's formula:
 * mask = ((1 << width) - 1) << offset; (value << offset) & mask | replaced & ~mask */
static void h_bfi(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 4);
    spv_builder *b = ec->b;
    if (width_of(ec, in, 2) != 32)
        emit_dxop_unsupported(ec, in, "on operands other than i32");
    spv_id u = ec->t_u32, m31 = emit_u32(ec, 31);
    spv_id w = spv_binop(b, SpvOpBitwiseAnd, u, arg(ec, in, 0), m31);
    spv_id o = spv_binop(b, SpvOpBitwiseAnd, u, arg(ec, in, 1), m31);
    spv_id ones = spv_binop(b, SpvOpISub, u, spv_binop(b, SpvOpShiftLeftLogical, u, emit_u32(ec, 1), w),
                            emit_u32(ec, 1));
    spv_id mask = spv_binop(b, SpvOpShiftLeftLogical, u, ones, o);
    spv_id ins = spv_binop(b, SpvOpBitwiseAnd, u, spv_binop(b, SpvOpShiftLeftLogical, u, arg(ec, in, 2), o), mask);
    spv_id keep = spv_binop(b, SpvOpBitwiseAnd, u, arg(ec, in, 3), spv_unop(b, SpvOpNot, u, mask));
    emit_set_value(ec, in, spv_binop(b, SpvOpBitwiseOr, u, ins, keep));
}

/* DotN(a0..aN-1, b0..bN-1): multiply-adds in component order. */
static void h_dot(emit_ctx *ec, ir_instr *in)
{
    uint32_t n = in->aux - DXOP_Dot2 + 2;
    need_ops(ec, in, 2 * n);
    spv_builder *b = ec->b;
    spv_id type = emit_type(ec, in->v.type);
    spv_id acc = 0;
    for (uint32_t i = 0; i < n; i++) {
        spv_id m = spv_binop(b, SpvOpFMul, type, arg(ec, in, i), arg(ec, in, n + i));
        precise(ec, in, m);
        acc = i == 0 ? m : spv_binop(b, SpvOpFAdd, type, acc, m);
        if (i)
            precise(ec, in, acc);
    }
    emit_set_value(ec, in, acc);
}

/* Element count of a vector operand (2 to 1024; emit_type() refuses more). */
static uint32_t vector_operand(emit_ctx *ec, ir_instr *in, uint32_t op)
{
    ir_type *t = in->ops[op]->type;
    if (!t || t->kind != IR_TYPE_VECTOR)
        emit_invalid(ec, "%s: operand %u is not a vector", in->dxop ? in->dxop->name : "dx.op", op);
    emit_type(ec, t);
    return (uint32_t)t->count;
}

/* FDot(a, b) on native vectors: multiply-adds in element order, as DotN. */
static void h_fdot(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 2);
    spv_builder *b = ec->b;
    uint32_t n = vector_operand(ec, in, 0);
    if (vector_operand(ec, in, 1) != n)
        emit_invalid(ec, "FDot of vectors of different lengths");
    spv_id type = emit_type(ec, in->v.type);
    spv_id x = arg(ec, in, 0), y = arg(ec, in, 1), acc = 0;
    for (uint32_t i = 0; i < n; i++) {
        spv_id m = spv_binop(b, SpvOpFMul, type, spv_composite_extract(b, type, x, &i, 1),
                             spv_composite_extract(b, type, y, &i, 1));
        precise(ec, in, m);
        acc = i == 0 ? m : spv_binop(b, SpvOpFAdd, type, acc, m);
        if (i)
            precise(ec, in, acc);
    }
    emit_set_value(ec, in, acc);
}

/* VectorReduceAnd/Or(a): the bitwise (logical for i1) and/or of all elements. */
static void h_vector_reduce(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 1);
    spv_builder *b = ec->b;
    uint32_t n = vector_operand(ec, in, 0);
    spv_id type = emit_type(ec, in->v.type);
    bool is_and = in->aux == DXOP_VectorReduceAnd;
    SpvOp op = ec->t_bool_ && type == ec->t_bool_ ? (is_and ? SpvOpLogicalAnd : SpvOpLogicalOr)
                                  : (is_and ? SpvOpBitwiseAnd : SpvOpBitwiseOr);
    spv_id x = arg(ec, in, 0), acc = 0;
    for (uint32_t i = 0; i < n; i++) {
        spv_id e = spv_composite_extract(b, type, x, &i, 1);
        acc = i == 0 ? e : spv_binop(b, op, type, acc, e);
    }
    emit_set_value(ec, in, acc);
}

/* ---- doubles and conversions ------------------------------------------------------- */

static void h_make_double(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 2);
    emit_set_value(ec, in, join64(ec, emit_type(ec, in->v.type), arg(ec, in, 0), arg(ec, in, 1)));
}

static void h_split_double(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 1);
    spv_id lo, hi;
    split64(ec, arg(ec, in, 0), &lo, &hi);
    spv_id parts[2] = {lo, hi};
    emit_set_value(ec, in, spv_composite_construct(ec->b, emit_type(ec, in->v.type), parts, 2));
}

static void h_bitcast(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 1);
    emit_set_value(ec, in, spv_unop(ec->b, SpvOpBitcast, emit_type(ec, in->v.type), arg(ec, in, 0)));
}

/* f32tof16 rounds toward zero, as D3D converts float32 to float16 (D3D11
 * functional spec; vkd3d-proton's test_shader_instructions checks 100000.0
 * -> 0x7bff, where PackHalf2x16 gives infinity on most drivers):
 * emit_f32_to_half_bits computes the bits exactly. f16tof32 reads the low
 * 16 bits of a uint through GLSL's unpackHalf2x16, which needs no 16-bit
 * types. */
static void h_legacy(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 1);
    spv_builder *b = ec->b;
    spv_id type = emit_type(ec, in->v.type);
    spv_id x = arg(ec, in, 0);
    spv_id v2 = spv_type_vector(b, emit_t_f32(ec), 2);
    uint32_t i0 = 0;
    switch (in->aux) {
    case DXOP_LegacyF32ToF16:
        emit_set_value(ec, in, emit_f32_to_half_bits(ec, x));
        return;
    case DXOP_LegacyF16ToF32: {
        spv_id low = spv_binop(b, SpvOpBitwiseAnd, ec->t_u32, x, emit_u32(ec, 0xFFFF));
        spv_id v = glsl(ec, v2, GLSLstd450UnpackHalf2x16, &low, 1);
        emit_set_value(ec, in, spv_composite_extract(b, emit_t_f32(ec), v, &i0, 1));
        return;
    }
    case DXOP_LegacyDoubleToFloat: emit_set_value(ec, in, emit_fconvert_narrow(ec, type, x)); return;
    case DXOP_LegacyDoubleToSInt32: emit_set_value(ec, in, spv_unop(b, SpvOpConvertFToS, type, x)); return;
    case DXOP_LegacyDoubleToUInt32: emit_set_value(ec, in, spv_unop(b, SpvOpConvertFToU, type, x)); return;
    default: emit_dxop_unsupported(ec, in, NULL);
    }
}

void emit_register_math_ops(emit_dxop_fn *table)
{
    table[DXOP_FAbs] = h_float_unary;
    table[DXOP_Saturate] = h_float_unary;
    for (uint32_t op = DXOP_Cos; op <= DXOP_Round_z; op++)
        table[op] = h_float_unary;
    for (uint32_t op = DXOP_IsNaN; op <= DXOP_IsNormal; op++)
        table[op] = h_float_class;
    for (uint32_t op = DXOP_Bfrev; op <= DXOP_FirstbitSHi; op++)
        table[op] = h_bits;
    for (uint32_t op = DXOP_FMax; op <= DXOP_UMin; op++)
        table[op] = h_binary;
    for (uint32_t op = DXOP_IMul; op <= DXOP_USubb; op++)
        table[op] = h_two_outs;
    table[DXOP_FMad] = h_tertiary;
    table[DXOP_Fma] = h_tertiary;
    table[DXOP_IMad] = h_tertiary;
    table[DXOP_UMad] = h_tertiary;
    table[DXOP_Msad] = h_msad;
    table[DXOP_Ibfe] = h_bfe;
    table[DXOP_Ubfe] = h_bfe;
    table[DXOP_Bfi] = h_bfi;
    table[DXOP_Dot2] = h_dot;
    table[DXOP_Dot3] = h_dot;
    table[DXOP_Dot4] = h_dot;
    table[DXOP_FDot] = h_fdot;
    table[DXOP_VectorReduceAnd] = h_vector_reduce;
    table[DXOP_VectorReduceOr] = h_vector_reduce;
    table[DXOP_MakeDouble] = h_make_double;
    table[DXOP_SplitDouble] = h_split_double;
    for (uint32_t op = DXOP_BitcastI16toF16; op <= DXOP_BitcastF64toI64; op++)
        table[op] = h_bitcast;
    for (uint32_t op = DXOP_LegacyF32ToF16; op <= DXOP_LegacyDoubleToUInt32; op++)
        table[op] = h_legacy;
}
