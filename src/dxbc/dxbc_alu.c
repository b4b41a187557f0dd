/* SM 4/5 arithmetic: float, integer and bit instructions, comparisons,
 * conversions and data movement, one destination component at a time with
 * the sources' lanes of that component (dot products: one value for every
 * written component).
 *
 * D3D's rules where they differ from SPIR-V's defaults:
 *   - comparisons give 0xFFFFFFFF / 0, not a bool;
 *   - shift amounts use their low 5 bits;
 *   - ftoi/ftou saturate (NaN gives 0), udiv by zero gives 0xFFFFFFFF for
 *     quotient and remainder (SPIR-V leaves both undefined);
 *   - mov, movc and swapc without modifiers copy bits exactly (no float
 *     canonicalization of NaNs or denormals);
 *   - the neg modifier is a float negation on float operands and a two's
 *     complement on integer ones.
 */
#include "dxbc/dxbc_internal.h"

/* Sets lc->precise for component c of the instruction (see dxbc_binop). */
static void precise_for(dxbc_lower *lc, const dxbc_instr *in, uint32_t c)
{
    lc->precise = ((in->precise_mask >> c) & 1) || !(lc->global_flags & DXBC_GF_REFACTORING_ALLOWED);
}

static ir_value *fop1(dxbc_lower *lc, uint32_t opcode, ir_value *a)
{
    return dxbc_op(lc, opcode, lc->t_f32, &a, 1);
}

static ir_value *fop2(dxbc_lower *lc, uint32_t opcode, ir_value *a, ir_value *b)
{
    ir_value *args[2] = {a, b};
    return dxbc_op(lc, opcode, lc->t_f32, args, 2);
}

static ir_value *iop1(dxbc_lower *lc, uint32_t opcode, ir_value *a)
{
    return dxbc_op(lc, opcode, lc->t_i32, &a, 1);
}

static ir_value *iop2(dxbc_lower *lc, uint32_t opcode, ir_value *a, ir_value *b)
{
    ir_value *args[2] = {a, b};
    return dxbc_op(lc, opcode, lc->t_i32, args, 2);
}

static ir_value *iop3(dxbc_lower *lc, uint32_t opcode, ir_value *a, ir_value *b, ir_value *c)
{
    ir_value *args[3] = {a, b, c};
    return dxbc_op(lc, opcode, lc->t_i32, args, 3);
}

static ir_value *shift_amount(dxbc_lower *lc, ir_value *v)
{
    return dxbc_binop(lc, IR_OP_AND, v, dxbc_u32(lc, 31));
}

/* One float component of a unary/binary/ternary float instruction. */
static ir_value *float_component(dxbc_lower *lc, const dxbc_instr *in, uint32_t c)
{
    ir_value *a = dxbc_src_f32(lc, &in->src[0], c);
    ir_value *b = in->num_src > 1 ? dxbc_src_f32(lc, &in->src[1], c) : NULL;
    switch (in->opcode) {
    case DXBC_OP_ADD: return dxbc_binop(lc, IR_OP_FADD, a, b);
    case DXBC_OP_MUL: return dxbc_binop(lc, IR_OP_FMUL, a, b);
    case DXBC_OP_DIV: return dxbc_binop(lc, IR_OP_FDIV, a, b);
    case DXBC_OP_MIN: return fop2(lc, DXOP_FMin, a, b);
    case DXBC_OP_MAX: return fop2(lc, DXOP_FMax, a, b);
    case DXBC_OP_MAD: {
        ir_value *args[3] = {a, b, dxbc_src_f32(lc, &in->src[2], c)};
        return dxbc_op(lc, DXOP_FMad, lc->t_f32, args, 3);
    }
    case DXBC_OP_EXP: return fop1(lc, DXOP_Exp, a);
    case DXBC_OP_LOG: return fop1(lc, DXOP_Log, a);
    case DXBC_OP_SQRT: return fop1(lc, DXOP_Sqrt, a);
    case DXBC_OP_RSQ: return fop1(lc, DXOP_Rsqrt, a);
    case DXBC_OP_FRC: return fop1(lc, DXOP_Frc, a);
    case DXBC_OP_ROUND_NE: return fop1(lc, DXOP_Round_ne, a);
    case DXBC_OP_ROUND_NI: return fop1(lc, DXOP_Round_ni, a);
    case DXBC_OP_ROUND_PI: return fop1(lc, DXOP_Round_pi, a);
    case DXBC_OP_ROUND_Z: return fop1(lc, DXOP_Round_z, a);
    case DXBC_OP_RCP: return dxbc_binop(lc, IR_OP_FDIV, dxbc_f32(lc, 1.0f), a);
    /* D3D lets deriv_rtx/rty be coarse or fine; DXC's ddx is coarse. */
    case DXBC_OP_DERIV_RTX: case DXBC_OP_DERIV_RTX_COARSE: return fop1(lc, DXOP_DerivCoarseX, a);
    case DXBC_OP_DERIV_RTY: case DXBC_OP_DERIV_RTY_COARSE: return fop1(lc, DXOP_DerivCoarseY, a);
    case DXBC_OP_DERIV_RTX_FINE: return fop1(lc, DXOP_DerivFineX, a);
    case DXBC_OP_DERIV_RTY_FINE: return fop1(lc, DXOP_DerivFineY, a);
    case DXBC_OP_MOV: return a; /* with modifiers or _sat: a float move */
    default: return NULL;
    }
}

static bool is_float_op(uint32_t op)
{
    switch (op) {
    case DXBC_OP_ADD: case DXBC_OP_MUL: case DXBC_OP_DIV: case DXBC_OP_MIN: case DXBC_OP_MAX: case DXBC_OP_MAD:
    case DXBC_OP_EXP: case DXBC_OP_LOG: case DXBC_OP_SQRT: case DXBC_OP_RSQ: case DXBC_OP_FRC:
    case DXBC_OP_ROUND_NE: case DXBC_OP_ROUND_NI: case DXBC_OP_ROUND_PI: case DXBC_OP_ROUND_Z: case DXBC_OP_RCP:
    case DXBC_OP_DERIV_RTX: case DXBC_OP_DERIV_RTY: case DXBC_OP_DERIV_RTX_COARSE: case DXBC_OP_DERIV_RTY_COARSE:
    case DXBC_OP_DERIV_RTX_FINE: case DXBC_OP_DERIV_RTY_FINE:
        return true;
    default:
        return false;
    }
}

/* Integer instructions and comparisons with one i32 result per component. */
static ir_value *int_component(dxbc_lower *lc, const dxbc_instr *in, uint32_t c)
{
    uint32_t op = in->opcode;
    bool float_src = op == DXBC_OP_EQ || op == DXBC_OP_NE || op == DXBC_OP_LT || op == DXBC_OP_GE ||
                     op == DXBC_OP_FTOI || op == DXBC_OP_FTOU || op == DXBC_OP_F32TOF16;
    ir_value *s[4] = {NULL, NULL, NULL, NULL};
    for (uint32_t i = 0; i < in->num_src && i < 4; i++)
        s[i] = float_src ? dxbc_src_f32(lc, &in->src[i], c) : dxbc_src_i32(lc, &in->src[i], c);
    switch (op) {
    case DXBC_OP_EQ: return dxbc_bool_to_mask(lc, dxbc_fcmp(lc, IR_FCMP_OEQ, s[0], s[1]));
    case DXBC_OP_NE: return dxbc_bool_to_mask(lc, dxbc_fcmp(lc, IR_FCMP_UNE, s[0], s[1]));
    case DXBC_OP_LT: return dxbc_bool_to_mask(lc, dxbc_fcmp(lc, IR_FCMP_OLT, s[0], s[1]));
    case DXBC_OP_GE: return dxbc_bool_to_mask(lc, dxbc_fcmp(lc, IR_FCMP_OGE, s[0], s[1]));
    case DXBC_OP_IEQ: return dxbc_bool_to_mask(lc, dxbc_icmp(lc, IR_ICMP_EQ, s[0], s[1]));
    case DXBC_OP_INE: return dxbc_bool_to_mask(lc, dxbc_icmp(lc, IR_ICMP_NE, s[0], s[1]));
    case DXBC_OP_ILT: return dxbc_bool_to_mask(lc, dxbc_icmp(lc, IR_ICMP_SLT, s[0], s[1]));
    case DXBC_OP_IGE: return dxbc_bool_to_mask(lc, dxbc_icmp(lc, IR_ICMP_SGE, s[0], s[1]));
    case DXBC_OP_ULT: return dxbc_bool_to_mask(lc, dxbc_icmp(lc, IR_ICMP_ULT, s[0], s[1]));
    case DXBC_OP_UGE: return dxbc_bool_to_mask(lc, dxbc_icmp(lc, IR_ICMP_UGE, s[0], s[1]));
    case DXBC_OP_IADD: return dxbc_binop(lc, IR_OP_ADD, s[0], s[1]);
    case DXBC_OP_AND: return dxbc_binop(lc, IR_OP_AND, s[0], s[1]);
    case DXBC_OP_OR: return dxbc_binop(lc, IR_OP_OR, s[0], s[1]);
    case DXBC_OP_XOR: return dxbc_binop(lc, IR_OP_XOR, s[0], s[1]);
    case DXBC_OP_NOT: return dxbc_binop(lc, IR_OP_XOR, s[0], dxbc_u32(lc, 0xFFFFFFFFu));
    case DXBC_OP_INEG: return dxbc_binop(lc, IR_OP_SUB, dxbc_u32(lc, 0), s[0]);
    case DXBC_OP_ISHL: return dxbc_binop(lc, IR_OP_SHL, s[0], shift_amount(lc, s[1]));
    case DXBC_OP_ISHR: return dxbc_binop(lc, IR_OP_ASHR, s[0], shift_amount(lc, s[1]));
    case DXBC_OP_USHR: return dxbc_binop(lc, IR_OP_LSHR, s[0], shift_amount(lc, s[1]));
    case DXBC_OP_IMAX: return iop2(lc, DXOP_IMax, s[0], s[1]);
    case DXBC_OP_IMIN: return iop2(lc, DXOP_IMin, s[0], s[1]);
    case DXBC_OP_UMAX: return iop2(lc, DXOP_UMax, s[0], s[1]);
    case DXBC_OP_UMIN: return iop2(lc, DXOP_UMin, s[0], s[1]);
    case DXBC_OP_IMAD:
    case DXBC_OP_UMAD: return dxbc_binop(lc, IR_OP_ADD, dxbc_binop(lc, IR_OP_MUL, s[0], s[1]), s[2]);
    case DXBC_OP_COUNTBITS: return iop1(lc, DXOP_Countbits, s[0]);
    case DXBC_OP_FIRSTBIT_HI: return iop1(lc, DXOP_FirstbitHi, s[0]);
    case DXBC_OP_FIRSTBIT_LO: return iop1(lc, DXOP_FirstbitLo, s[0]);
    case DXBC_OP_FIRSTBIT_SHI: return iop1(lc, DXOP_FirstbitSHi, s[0]);
    case DXBC_OP_BFREV: return iop1(lc, DXOP_Bfrev, s[0]);
    case DXBC_OP_UBFE: return iop3(lc, DXOP_Ubfe, s[0], s[1], s[2]);
    case DXBC_OP_IBFE: return iop3(lc, DXOP_Ibfe, s[0], s[1], s[2]);
    case DXBC_OP_MSAD: return iop3(lc, DXOP_Msad, s[0], s[1], s[2]);
    case DXBC_OP_BFI: {
        ir_value *args[4] = {s[0], s[1], s[2], s[3]};
        return dxbc_op(lc, DXOP_Bfi, lc->t_i32, args, 4);
    }
    case DXBC_OP_FTOI: return dxbc_ftoi(lc, s[0], true);
    case DXBC_OP_FTOU: return dxbc_ftoi(lc, s[0], false);
    case DXBC_OP_F32TOF16: return dxbc_op(lc, DXOP_LegacyF32ToF16, NULL, &s[0], 1);
    default: return NULL;
    }
}

/* Conversions to float. */
static ir_value *to_float_component(dxbc_lower *lc, const dxbc_instr *in, uint32_t c)
{
    ir_value *a = dxbc_src_i32(lc, &in->src[0], c);
    switch (in->opcode) {
    case DXBC_OP_ITOF: return dxbc_cast(lc, IR_OP_SITOFP, a, lc->t_f32);
    case DXBC_OP_UTOF: return dxbc_cast(lc, IR_OP_UITOFP, a, lc->t_f32);
    case DXBC_OP_F16TOF32: return dxbc_op(lc, DXOP_LegacyF16ToF32, NULL, &a, 1);
    default: return NULL;
    }
}

static bool is_to_float(uint32_t op)
{
    return op == DXBC_OP_ITOF || op == DXBC_OP_UTOF || op == DXBC_OP_F16TOF32;
}

static bool is_int_op(uint32_t op)
{
    switch (op) {
    case DXBC_OP_EQ: case DXBC_OP_NE: case DXBC_OP_LT: case DXBC_OP_GE: case DXBC_OP_IEQ: case DXBC_OP_INE:
    case DXBC_OP_ILT: case DXBC_OP_IGE: case DXBC_OP_ULT: case DXBC_OP_UGE: case DXBC_OP_IADD: case DXBC_OP_AND:
    case DXBC_OP_OR: case DXBC_OP_XOR: case DXBC_OP_NOT: case DXBC_OP_INEG: case DXBC_OP_ISHL: case DXBC_OP_ISHR:
    case DXBC_OP_USHR: case DXBC_OP_IMAX: case DXBC_OP_IMIN: case DXBC_OP_UMAX: case DXBC_OP_UMIN:
    case DXBC_OP_IMAD: case DXBC_OP_UMAD: case DXBC_OP_COUNTBITS: case DXBC_OP_FIRSTBIT_HI:
    case DXBC_OP_FIRSTBIT_LO: case DXBC_OP_FIRSTBIT_SHI: case DXBC_OP_BFREV: case DXBC_OP_UBFE: case DXBC_OP_IBFE:
    case DXBC_OP_MSAD: case DXBC_OP_BFI: case DXBC_OP_FTOI: case DXBC_OP_FTOU: case DXBC_OP_F32TOF16:
        return true;
    default:
        return false;
    }
}

/* Every instruction writes its sources' values only after reading all of
 * them: `add r0.xy, r0.yx, r1` must read r0.y before writing r0.x. */
typedef struct pending {
    ir_value *v[4];
    bool is_float[4];
} pending;

static void flush(dxbc_lower *lc, const dxbc_operand *dst, const pending *p)
{
    for (uint32_t c = 0; c < 4; c++) {
        if (!p->v[c])
            continue;
        if (p->is_float[c])
            dxbc_dst_f32(lc, dst, c, p->v[c]);
        else
            dxbc_dst(lc, dst, c, p->v[c]);
    }
}

static uint32_t dst_mask(const dxbc_operand *d)
{
    return d->comps == 4 ? d->mask : d->comps == 1 ? 1u : 0u;
}

static bool has_modifier(const dxbc_operand *op)
{
    return op->modifier != DXBC_MOD_NONE;
}

/* mov / movc / swapc: bit copies unless a modifier or _sat asks for float
 * semantics. */
static bool lower_move(dxbc_lower *lc, const dxbc_instr *in)
{
    pending p = {0}, q = {0};
    uint32_t mask = dst_mask(&in->dst[0]);
    switch (in->opcode) {
    case DXBC_OP_MOV:
        for (uint32_t c = 0; c < 4; c++) {
            if (!(mask & (1u << c)))
                continue;
            precise_for(lc, in, c);
            bool f = in->saturate || has_modifier(&in->src[0]);
            p.v[c] = f ? dxbc_src_f32(lc, &in->src[0], c) : dxbc_src_i32(lc, &in->src[0], c);
            p.is_float[c] = f;
        }
        flush(lc, &in->dst[0], &p);
        return true;
    case DXBC_OP_MOVC:
        for (uint32_t c = 0; c < 4; c++) {
            if (!(mask & (1u << c)))
                continue;
            precise_for(lc, in, c);
            bool f = in->saturate || has_modifier(&in->src[1]) || has_modifier(&in->src[2]);
            ir_value *cond = dxbc_nonzero(lc, dxbc_src_i32(lc, &in->src[0], c));
            ir_value *a = f ? dxbc_src_f32(lc, &in->src[1], c) : dxbc_src_i32(lc, &in->src[1], c);
            ir_value *b = f ? dxbc_src_f32(lc, &in->src[2], c) : dxbc_src_i32(lc, &in->src[2], c);
            p.v[c] = dxbc_select(lc, cond, a, b);
            p.is_float[c] = f;
        }
        flush(lc, &in->dst[0], &p);
        return true;
    case DXBC_OP_SWAPC: {
        /* dst0 = cond ? src2 : src1, dst1 = cond ? src1 : src2 */
        uint32_t mask1 = dst_mask(&in->dst[1]);
        for (uint32_t c = 0; c < 4; c++) {
            if (!((mask | mask1) & (1u << c)))
                continue;
            precise_for(lc, in, c);
            ir_value *cond = dxbc_nonzero(lc, dxbc_src_i32(lc, &in->src[0], c));
            ir_value *a = dxbc_src_i32(lc, &in->src[1], c), *b = dxbc_src_i32(lc, &in->src[2], c);
            if (mask & (1u << c))
                p.v[c] = dxbc_select(lc, cond, b, a);
            if (mask1 & (1u << c))
                q.v[c] = dxbc_select(lc, cond, a, b);
        }
        flush(lc, &in->dst[0], &p);
        flush(lc, &in->dst[1], &q);
        return true;
    }
    default:
        return false;
    }
}

/* Two-destination integer instructions: imul/umul (high, low), udiv
 * (quotient, remainder), uaddc/usubb (result, carry/borrow). */
static bool lower_two_dst(dxbc_lower *lc, const dxbc_instr *in)
{
    pending p = {0}, q = {0};
    uint32_t m0 = dst_mask(&in->dst[0]), m1 = dst_mask(&in->dst[1]);
    if (in->dst[0].type == DXBC_OPERAND_NULL)
        m0 = 0;
    if (in->dst[1].type == DXBC_OPERAND_NULL)
        m1 = 0;
    for (uint32_t c = 0; c < 4; c++) {
        if (!((m0 | m1) & (1u << c)))
            continue;
        precise_for(lc, in, c);
        ir_value *a = dxbc_src_i32(lc, &in->src[0], c), *b = dxbc_src_i32(lc, &in->src[1], c);
        ir_value *r0 = NULL, *r1 = NULL;
        switch (in->opcode) {
        case DXBC_OP_IMUL:
        case DXBC_OP_UMUL:
            if (m0 & (1u << c)) {
                ir_value *args[2] = {a, b};
                ir_value *two = dxbc_op(lc, in->opcode == DXBC_OP_IMUL ? DXOP_IMul : DXOP_UMul, lc->t_i32, args, 2);
                r0 = dxbc_extract(lc, two, 0); /* twoi32: {high, low} */
                r1 = dxbc_extract(lc, two, 1);
            } else {
                r1 = dxbc_binop(lc, IR_OP_MUL, a, b);
            }
            break;
        case DXBC_OP_UDIV: {
            /* A constant non-zero divisor needs no zero check. */
            bool nonzero = b->kind == IR_VAL_CONST_INT && ((ir_const *)b)->u.i != 0;
            ir_value *zero = nonzero ? NULL : dxbc_icmp(lc, IR_ICMP_EQ, b, dxbc_u32(lc, 0));
            ir_value *all = dxbc_u32(lc, 0xFFFFFFFFu);
            if (m0 & (1u << c)) {
                r0 = dxbc_binop(lc, IR_OP_UDIV, a, b);
                if (zero)
                    r0 = dxbc_select(lc, zero, all, r0);
            }
            if (m1 & (1u << c)) {
                r1 = dxbc_binop(lc, IR_OP_UREM, a, b);
                if (zero)
                    r1 = dxbc_select(lc, zero, all, r1);
            }
            break;
        }
        case DXBC_OP_UADDC:
            r0 = dxbc_binop(lc, IR_OP_ADD, a, b);
            r1 = dxbc_cast(lc, IR_OP_ZEXT, dxbc_icmp(lc, IR_ICMP_ULT, r0, a), lc->t_i32);
            break;
        case DXBC_OP_USUBB:
            r0 = dxbc_binop(lc, IR_OP_SUB, a, b);
            r1 = dxbc_cast(lc, IR_OP_ZEXT, dxbc_icmp(lc, IR_ICMP_ULT, a, b), lc->t_i32);
            break;
        default:
            return false;
        }
        if (m0 & (1u << c))
            p.v[c] = r0;
        if (m1 & (1u << c))
            q.v[c] = r1;
    }
    flush(lc, &in->dst[0], &p);
    flush(lc, &in->dst[1], &q);
    return true;
}

static bool lower_dot(dxbc_lower *lc, const dxbc_instr *in)
{
    uint32_t n = in->opcode == DXBC_OP_DP2 ? 2 : in->opcode == DXBC_OP_DP3 ? 3 : 4;
    uint32_t op = n == 2 ? DXOP_Dot2 : n == 3 ? DXOP_Dot3 : DXOP_Dot4;
    uint32_t mask = dst_mask(&in->dst[0]);
    lc->precise = in->precise_mask || !(lc->global_flags & DXBC_GF_REFACTORING_ALLOWED);
    ir_value *args[8];
    for (uint32_t i = 0; i < n; i++) {
        args[i] = dxbc_src_f32(lc, &in->src[0], i);
        args[n + i] = dxbc_src_f32(lc, &in->src[1], i);
    }
    ir_value *r = dxbc_op(lc, op, lc->t_f32, args, 2 * n);
    for (uint32_t c = 0; c < 4; c++)
        if (mask & (1u << c))
            dxbc_dst_f32(lc, &in->dst[0], c, r);
    return true;
}

static bool lower_sincos(dxbc_lower *lc, const dxbc_instr *in)
{
    pending p = {{0}, {true, true, true, true}}, q = {{0}, {true, true, true, true}};
    for (uint32_t c = 0; c < 4; c++) {
        bool s = in->dst[0].type != DXBC_OPERAND_NULL && (dst_mask(&in->dst[0]) & (1u << c));
        bool k = in->dst[1].type != DXBC_OPERAND_NULL && (dst_mask(&in->dst[1]) & (1u << c));
        if (!s && !k)
            continue;
        precise_for(lc, in, c);
        ir_value *a = dxbc_src_f32(lc, &in->src[0], c);
        if (s)
            p.v[c] = fop1(lc, DXOP_Sin, a);
        if (k)
            q.v[c] = fop1(lc, DXOP_Cos, a);
    }
    flush(lc, &in->dst[0], &p);
    flush(lc, &in->dst[1], &q);
    return true;
}

bool dxbc_lower_alu(dxbc_lower *lc, const dxbc_instr *in)
{
    uint32_t op = in->opcode;
    bool done;
    switch (op) {
    case DXBC_OP_MOV:
        if (in->saturate || has_modifier(&in->src[0]))
            break; /* a float move */
        /* fallthrough */
    case DXBC_OP_MOVC: case DXBC_OP_SWAPC:
        done = lower_move(lc, in);
        lc->precise = false;
        return done;
    case DXBC_OP_IMUL: case DXBC_OP_UMUL: case DXBC_OP_UDIV: case DXBC_OP_UADDC: case DXBC_OP_USUBB:
        done = lower_two_dst(lc, in);
        lc->precise = false;
        return done;
    case DXBC_OP_DP2: case DXBC_OP_DP3: case DXBC_OP_DP4:
        done = lower_dot(lc, in);
        lc->precise = false;
        return done;
    case DXBC_OP_SINCOS:
        done = lower_sincos(lc, in);
        lc->precise = false;
        return done;
    default:
        break;
    }
    bool f = is_float_op(op) || op == DXBC_OP_MOV, i = is_int_op(op), tf = is_to_float(op);
    if (!f && !i && !tf)
        return false;
    pending p = {0};
    uint32_t mask = dst_mask(&in->dst[0]);
    for (uint32_t c = 0; c < 4; c++) {
        if (!(mask & (1u << c)))
            continue;
        precise_for(lc, in, c);
        p.v[c] = f ? float_component(lc, in, c) : i ? int_component(lc, in, c) : to_float_component(lc, in, c);
        p.is_float[c] = f || tf;
    }
    flush(lc, &in->dst[0], &p);
    lc->precise = false;
    return true;
}
