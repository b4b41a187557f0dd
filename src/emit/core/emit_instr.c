/* LLVM arithmetic, casts, compares, select and vector/aggregate operations.
 *
 * D3D semantics where LLVM leaves things undefined and Vulkan would too:
 *   - unsigned division or remainder by zero gives 0xFFFFFFFF (all ones at
 *     every width), as the D3D functional spec defines for udiv;
 *   - signed division by zero gives all ones as well, and INT_MIN / -1
 *     wraps (quotient INT_MIN, remainder 0) instead of being undefined;
 *   - shift amounts are masked by the operand width, like D3D's ishl/ushr.
 * The guards cost a compare and selects per division whose divisor is not a
 * known-safe constant; DXC already masks most shift amounts, and such masks
 * are recognised so that no second AND is emitted.
 */
#include <string.h>

#include "emit/emit_internal.h"

static bool type_is_bool(const ir_type *t)
{
    if (t && t->kind == IR_TYPE_VECTOR)
        t = t->elem;
    return t && t->kind == IR_TYPE_INT && t->width == 1;
}

static bool type_is_float(const ir_type *t)
{
    if (t && t->kind == IR_TYPE_VECTOR)
        t = t->elem;
    return t && (t->kind == IR_TYPE_HALF || t->kind == IR_TYPE_FLOAT || t->kind == IR_TYPE_DOUBLE);
}

static uint32_t vec_count(const ir_type *t)
{
    return t && t->kind == IR_TYPE_VECTOR ? (uint32_t)t->count : 1;
}

/* The integer elements of a constant scalar or vector operand (masked to
 * their width); false if any element is not a known constant. */
static bool const_elems(const ir_value *v, uint64_t *out, uint32_t *n)
{
    if (v->type->kind != IR_TYPE_VECTOR) {
        *n = 1;
        return emit_const_int(v, &out[0]);
    }
    uint32_t cnt = (uint32_t)v->type->count;
    if (cnt > 4)
        return false;
    *n = cnt;
    if (v->kind == IR_VAL_CONST_NULL) {
        memset(out, 0, cnt * sizeof(*out));
        return true;
    }
    if (v->kind != IR_VAL_CONST_AGGREGATE)
        return false;
    const ir_const *c = (const ir_const *)v;
    if (c->u.agg.count != cnt)
        return false;
    for (uint32_t i = 0; i < cnt; i++)
        if (!emit_const_int(c->u.agg.elems[i], &out[i]))
            return false;
    return true;
}

/* Float arithmetic: DXC keeps the "fast" flag (LLVM 3.7's UnsafeAlgebra,
 * fast-math bit 0, the one that allows contraction) on HLSL's ordinary
 * operations and drops it from every operation that computes a `precise`
 * value (and everywhere under -Gis); those must not be fused either. */
static void precise(emit_ctx *ec, ir_instr *in, spv_id id)
{
    bool fast = (in->flags & IR_FLAG_FAST_MATH) && (in->aux2 & 1u);
    if ((in->flags & IR_FLAG_PRECISE) || !fast)
        spv_decorate0(ec->b, id, SpvDecorationNoContraction);
}

/* The type of a same-shaped boolean result (scalar or vector). */
static spv_id bool_like(emit_ctx *ec, const ir_type *t)
{
    uint32_t n = vec_count(t);
    return n > 1 ? spv_type_vector(ec->b, emit_t_bool(ec), n) : emit_t_bool(ec);
}

static uint64_t width_mask(uint32_t w)
{
    return w >= 64 ? ~0ull : (1ull << w) - 1;
}

/* Shift amount masked to the width, unless it provably is already. */
static spv_id shift_amount(emit_ctx *ec, ir_value *amt, spv_id type, uint32_t w)
{
    uint64_t e[4];
    uint32_t n;
    if (const_elems(amt, e, &n)) {
        bool in_range = true;
        for (uint32_t i = 0; i < n; i++)
            in_range &= e[i] < w;
        if (in_range)
            return emit_value(ec, amt);
        if (n == 1)
            return emit_const_splat(ec, type, e[0] & (w - 1));
    }
    if (amt->kind == IR_VAL_INSTR) {
        const ir_instr *a = (const ir_instr *)amt;
        for (uint32_t k = 0; a->op == IR_OP_AND && a->num_ops == 2 && k < 2; k++)
            if (const_elems(a->ops[k], e, &n)) {
                bool masked = true;
                for (uint32_t i = 0; i < n; i++)
                    masked &= (e[i] & ~(uint64_t)(w - 1)) == 0;
                if (masked)
                    return emit_value(ec, amt);
            }
    }
    return spv_binop(ec->b, SpvOpBitwiseAnd, type, emit_value(ec, amt), emit_const_splat(ec, type, w - 1));
}

static spv_id emit_udivrem(emit_ctx *ec, ir_instr *in, spv_id type, spv_id a, spv_id c, bool rem)
{
    spv_builder *b = ec->b;
    ir_type *t = in->v.type;
    uint32_t w = emit_scalar_width(t);
    SpvOp op = rem ? SpvOpUMod : SpvOpUDiv;
    uint64_t e[4];
    uint32_t n;
    if (const_elems(in->ops[1], e, &n)) {
        bool safe = true;
        for (uint32_t i = 0; i < n; i++)
            safe &= e[i] != 0;
        if (safe)
            return spv_binop(b, op, type, a, c);
    }
    spv_id zero = emit_const_splat(ec, type, 0);
    spv_id is_zero = spv_binop(b, SpvOpIEqual, bool_like(ec, t), c, zero);
    spv_id safe_c = spv_select(b, type, is_zero, emit_const_splat(ec, type, 1), c);
    spv_id r = spv_binop(b, op, type, a, safe_c);
    return spv_select(b, type, is_zero, emit_const_splat(ec, type, width_mask(w)), r);
}

static spv_id emit_sdivrem(emit_ctx *ec, ir_instr *in, spv_id type, spv_id a, spv_id c, bool rem)
{
    spv_builder *b = ec->b;
    ir_type *t = in->v.type;
    uint32_t w = emit_scalar_width(t);
    SpvOp op = rem ? SpvOpSRem : SpvOpSDiv;
    uint64_t e[4], all = width_mask(w);
    uint32_t n;
    if (const_elems(in->ops[1], e, &n)) {
        bool safe = true;
        for (uint32_t i = 0; i < n; i++)
            safe &= e[i] != 0 && e[i] != all;
        if (safe)
            return spv_binop(b, op, type, a, c);
    }
    spv_id bt = bool_like(ec, t);
    spv_id ones = emit_const_splat(ec, type, all);
    spv_id zero = emit_const_splat(ec, type, 0);
    spv_id is_zero = spv_binop(b, SpvOpIEqual, bt, c, zero);
    spv_id is_m1 = spv_binop(b, SpvOpIEqual, bt, c, ones);
    spv_id bad = spv_binop(b, SpvOpLogicalOr, bt, is_zero, is_m1);
    spv_id safe_c = spv_select(b, type, bad, emit_const_splat(ec, type, 1), c);
    spv_id r = spv_binop(b, op, type, a, safe_c);
    /* x / -1 = -x (wrapping), x % -1 = 0 */
    spv_id m1_val = rem ? zero : spv_binop(b, SpvOpISub, type, zero, a);
    r = spv_select(b, type, is_m1, m1_val, r);
    return spv_select(b, type, is_zero, ones, r);
}

void emit_binop(emit_ctx *ec, ir_instr *in)
{
    spv_builder *b = ec->b;
    ir_type *t = in->v.type;
    if (emit_is_long_vector(t)) {
        emit_longvec_elementwise(ec, in, emit_binop);
        return;
    }
    spv_id type = emit_type(ec, t);
    spv_id a = emit_value(ec, in->ops[0]);
    uint32_t w = emit_scalar_width(t);
    SpvOp op;

    if (type_is_bool(t)) {
        spv_id c = emit_value(ec, in->ops[1]);
        switch (in->op) {
        case IR_OP_ADD: case IR_OP_SUB: case IR_OP_XOR: op = SpvOpLogicalNotEqual; break;
        case IR_OP_MUL: case IR_OP_AND: op = SpvOpLogicalAnd; break;
        case IR_OP_OR: op = SpvOpLogicalOr; break;
        default: emit_unsupported(ec, "'%s' on i1 values", ir_op_name((ir_op)in->op));
        }
        emit_set_value(ec, in, spv_binop(b, op, type, a, c));
        return;
    }

    switch (in->op) {
    case IR_OP_SHL: case IR_OP_LSHR: case IR_OP_ASHR: {
        spv_id amt = shift_amount(ec, in->ops[1], type, w);
        op = in->op == IR_OP_SHL ? SpvOpShiftLeftLogical
           : in->op == IR_OP_LSHR ? SpvOpShiftRightLogical : SpvOpShiftRightArithmetic;
        emit_set_value(ec, in, spv_binop(b, op, type, a, amt));
        return;
    }
    case IR_OP_UDIV: case IR_OP_UREM:
        emit_set_value(ec, in, emit_udivrem(ec, in, type, a, emit_value(ec, in->ops[1]), in->op == IR_OP_UREM));
        return;
    case IR_OP_SDIV: case IR_OP_SREM:
        emit_set_value(ec, in, emit_sdivrem(ec, in, type, a, emit_value(ec, in->ops[1]), in->op == IR_OP_SREM));
        return;
    default:
        break;
    }

    /* Integer identities (x + 0, x - 0, x | 0, x ^ 0, x * 1, and 0 + x,
     * 1 * x) give the operand itself: DXC leaves `add %i, 0` on resource
     * array indices, and modules are smaller without them. */
    uint64_t k;
    if ((in->op == IR_OP_ADD || in->op == IR_OP_SUB || in->op == IR_OP_OR || in->op == IR_OP_XOR) &&
        emit_const_int(in->ops[1], &k) && k == 0) {
        emit_set_value(ec, in, a);
        return;
    }
    if (in->op == IR_OP_MUL && emit_const_int(in->ops[1], &k) && k == 1) {
        emit_set_value(ec, in, a);
        return;
    }
    if ((in->op == IR_OP_ADD || in->op == IR_OP_MUL || in->op == IR_OP_OR || in->op == IR_OP_XOR) &&
        emit_const_int(in->ops[0], &k) && k == (in->op == IR_OP_MUL ? 1u : 0u)) {
        emit_set_value(ec, in, emit_value(ec, in->ops[1]));
        return;
    }
    spv_id c = emit_value(ec, in->ops[1]);
    bool fl = type_is_float(t);
    switch (in->op) {
    case IR_OP_ADD: op = SpvOpIAdd; break;
    case IR_OP_SUB: op = SpvOpISub; break;
    case IR_OP_MUL: op = SpvOpIMul; break;
    case IR_OP_AND: op = SpvOpBitwiseAnd; break;
    case IR_OP_OR: op = SpvOpBitwiseOr; break;
    case IR_OP_XOR: op = SpvOpBitwiseXor; break;
    case IR_OP_FADD: op = SpvOpFAdd; break;
    case IR_OP_FSUB: op = SpvOpFSub; break;
    case IR_OP_FMUL: op = SpvOpFMul; break;
    case IR_OP_FDIV: op = SpvOpFDiv; break;
    case IR_OP_FREM: op = SpvOpFRem; break;
    default: emit_unsupported(ec, "binary operation '%s'", ir_op_name((ir_op)in->op));
    }
    if (fl != (op == SpvOpFAdd || op == SpvOpFSub || op == SpvOpFMul || op == SpvOpFDiv || op == SpvOpFRem))
        emit_invalid(ec, "'%s' on operands of the wrong kind", ir_op_name((ir_op)in->op));
    spv_id r = spv_binop(b, op, type, a, c);
    if (fl)
        precise(ec, in, r);
    emit_set_value(ec, in, r);
}

void emit_cast(emit_ctx *ec, ir_instr *in)
{
    spv_builder *b = ec->b;
    ir_type *dt = in->v.type, *st = in->ops[0]->type;
    if (dt->kind == IR_TYPE_POINTER || st->kind == IR_TYPE_POINTER) {
        if (in->op == IR_OP_BITCAST && dt->kind == IR_TYPE_POINTER && st->kind == IR_TYPE_POINTER) {
            emit_pointer_cast(ec, in);
            return;
        }
        emit_unsupported(ec, "'%s' on pointers (logical addressing has no pointer casts)",
                         ir_op_name((ir_op)in->op));
    }
    if (emit_is_long_vector(dt) || emit_is_long_vector(st)) {
        if (dt->kind != IR_TYPE_VECTOR || st->kind != IR_TYPE_VECTOR || dt->count != st->count)
            emit_unsupported(ec, "'%s' between a long vector and a type of another shape",
                             ir_op_name((ir_op)in->op));
        emit_longvec_elementwise(ec, in, emit_cast);
        return;
    }
    spv_id type = emit_type(ec, dt);
    spv_id x = emit_value(ec, in->ops[0]);
    uint32_t dw = emit_scalar_width(dt), sw = emit_scalar_width(st);
    bool sbool = type_is_bool(st), dbool = type_is_bool(dt);
    spv_id r;
    switch (in->op) {
    case IR_OP_TRUNC:
        if (dbool) {
            spv_id stype = emit_type(ec, st);
            spv_id low = spv_binop(b, SpvOpBitwiseAnd, stype, x, emit_const_splat(ec, stype, 1));
            r = spv_binop(b, SpvOpINotEqual, type, low, emit_const_splat(ec, stype, 0));
        } else {
            r = sw == dw ? x : spv_unop(b, SpvOpUConvert, type, x);
        }
        break;
    case IR_OP_ZEXT:
    case IR_OP_SEXT:
        if (sbool)
            r = spv_select(b, type, x, emit_const_splat(ec, type, in->op == IR_OP_ZEXT ? 1 : width_mask(dw)),
                           emit_const_splat(ec, type, 0));
        else
            r = sw == dw ? x : spv_unop(b, in->op == IR_OP_ZEXT ? SpvOpUConvert : SpvOpSConvert, type, x);
        break;
    case IR_OP_FPTOUI:
    case IR_OP_FPTOSI:
        if (dbool)
            emit_unsupported(ec, "'%s' to i1", ir_op_name((ir_op)in->op));
        r = spv_unop(b, in->op == IR_OP_FPTOUI ? SpvOpConvertFToU : SpvOpConvertFToS, type, x);
        break;
    case IR_OP_UITOFP:
    case IR_OP_SITOFP:
        if (sbool) {
            /* 1.0 or -1.0 in the destination width */
            uint64_t one = dw == 16 ? 0x3c00 : dw == 32 ? 0x3f800000u : 0x3ff0000000000000ull;
            uint64_t sign = dw == 16 ? 0x8000 : dw == 32 ? 0x80000000u : 0x8000000000000000ull;
            uint64_t v = in->op == IR_OP_UITOFP ? one : (one | sign);
            r = spv_select(b, type, x, emit_const_splat(ec, type, v), emit_const_splat(ec, type, 0));
        } else {
            r = spv_unop(b, in->op == IR_OP_UITOFP ? SpvOpConvertUToF : SpvOpConvertSToF, type, x);
        }
        break;
    case IR_OP_FPTRUNC:
    case IR_OP_FPEXT:
        r = sw == dw ? x : sw > dw ? emit_fconvert_narrow(ec, type, x) : spv_unop(b, SpvOpFConvert, type, x);
        break;
    case IR_OP_BITCAST:
        if (sbool || dbool)
            emit_unsupported(ec, "bitcast of i1 vectors");
        r = emit_type(ec, st) == type ? x : spv_unop(b, SpvOpBitcast, type, x);
        break;
    default:
        emit_unsupported(ec, "cast '%s'", ir_op_name((ir_op)in->op));
    }
    emit_set_value(ec, in, r);
}

/* Negation of an operation's truth in ordered/unordered form is not simply
 * the opposite predicate for NaNs, so every LLVM predicate maps to its own
 * SPIR-V opcode; ord/uno go through OpIsNan. */
void emit_cmp(emit_ctx *ec, ir_instr *in)
{
    spv_builder *b = ec->b;
    ir_type *ot = in->ops[0]->type;
    if (emit_is_long_vector(ot)) {
        emit_longvec_elementwise(ec, in, emit_cmp);
        return;
    }
    spv_id type = bool_like(ec, ot);
    spv_id x = emit_value(ec, in->ops[0]);
    spv_id y = emit_value(ec, in->ops[1]);
    SpvOp op;
    if (in->op == IR_OP_ICMP) {
        if (ot->kind == IR_TYPE_POINTER)
            emit_unsupported(ec, "comparison of pointers");
        if (type_is_bool(ot)) {
            switch (in->aux) {
            case IR_ICMP_EQ: op = SpvOpLogicalEqual; break;
            case IR_ICMP_NE: op = SpvOpLogicalNotEqual; break;
            default: emit_unsupported(ec, "ordered comparison (predicate %u) of i1 values", in->aux);
            }
        } else {
            switch (in->aux) {
            case IR_ICMP_EQ: op = SpvOpIEqual; break;
            case IR_ICMP_NE: op = SpvOpINotEqual; break;
            case IR_ICMP_UGT: op = SpvOpUGreaterThan; break;
            case IR_ICMP_UGE: op = SpvOpUGreaterThanEqual; break;
            case IR_ICMP_ULT: op = SpvOpULessThan; break;
            case IR_ICMP_ULE: op = SpvOpULessThanEqual; break;
            case IR_ICMP_SGT: op = SpvOpSGreaterThan; break;
            case IR_ICMP_SGE: op = SpvOpSGreaterThanEqual; break;
            case IR_ICMP_SLT: op = SpvOpSLessThan; break;
            case IR_ICMP_SLE: op = SpvOpSLessThanEqual; break;
            default: emit_invalid(ec, "icmp with predicate %u", in->aux);
            }
        }
        if (!type_is_bool(ot)) {
            bool sgn = in->aux >= IR_ICMP_SGT && in->aux <= IR_ICMP_SLE;
            x = emit_minp_cmp16(ec, in, in->ops[0], x, sgn);
            y = emit_minp_cmp16(ec, in, in->ops[1], y, sgn);
        }
        emit_set_value(ec, in, spv_binop(b, op, type, x, y));
        return;
    }
    switch (in->aux) {
    case IR_FCMP_FALSE: emit_set_value(ec, in, emit_const_splat(ec, type, 0)); return;
    case IR_FCMP_TRUE: emit_set_value(ec, in, emit_const_splat(ec, type, 1)); return;
    case IR_FCMP_ORD:
    case IR_FCMP_UNO: {
        spv_id nx = spv_unop(b, SpvOpIsNan, type, x);
        spv_id ny = spv_unop(b, SpvOpIsNan, type, y);
        spv_id any = spv_binop(b, SpvOpLogicalOr, type, nx, ny);
        emit_set_value(ec, in, in->aux == IR_FCMP_UNO ? any : spv_unop(b, SpvOpLogicalNot, type, any));
        return;
    }
    case IR_FCMP_OEQ: op = SpvOpFOrdEqual; break;
    case IR_FCMP_OGT: op = SpvOpFOrdGreaterThan; break;
    case IR_FCMP_OGE: op = SpvOpFOrdGreaterThanEqual; break;
    case IR_FCMP_OLT: op = SpvOpFOrdLessThan; break;
    case IR_FCMP_OLE: op = SpvOpFOrdLessThanEqual; break;
    case IR_FCMP_ONE: op = SpvOpFOrdNotEqual; break;
    case IR_FCMP_UEQ: op = SpvOpFUnordEqual; break;
    case IR_FCMP_UGT: op = SpvOpFUnordGreaterThan; break;
    case IR_FCMP_UGE: op = SpvOpFUnordGreaterThanEqual; break;
    case IR_FCMP_ULT: op = SpvOpFUnordLessThan; break;
    case IR_FCMP_ULE: op = SpvOpFUnordLessThanEqual; break;
    case IR_FCMP_UNE: op = SpvOpFUnordNotEqual; break;
    default: emit_invalid(ec, "fcmp with predicate %u", in->aux);
    }
    emit_set_value(ec, in, spv_binop(b, op, type, x, y));
}

void emit_select(emit_ctx *ec, ir_instr *in)
{
    ir_type *t = in->v.type;
    if (emit_type_is_handle(t)) {
        emit_handle_select(ec, in);
        return;
    }
    if (t->kind == IR_TYPE_POINTER)
        emit_unsupported(ec, "select between pointers (needs variable pointers)");
    if (emit_is_long_vector(t)) {
        emit_longvec_elementwise(ec, in, emit_select);
        return;
    }
    if ((t->kind == IR_TYPE_STRUCT || t->kind == IR_TYPE_ARRAY) && spv_version(ec->b) < 0x00010400)
        emit_unsupported(ec, "select of aggregates before SPIR-V 1.4 (target Vulkan 1.2 or later)");
    spv_id type = emit_type(ec, t);
    spv_id cond = emit_value(ec, in->ops[0]);
    spv_id x = emit_value(ec, in->ops[1]);
    spv_id y = emit_value(ec, in->ops[2]);
    if (t->kind == IR_TYPE_VECTOR && in->ops[0]->type->kind != IR_TYPE_VECTOR) {
        /* LLVM allows a scalar condition for vectors; SPIR-V before 1.4 does not */
        spv_id parts[4] = {cond, cond, cond, cond};
        cond = spv_composite_construct(ec->b, bool_like(ec, t), parts, (uint32_t)t->count);
    }
    emit_set_value(ec, in, spv_select(ec->b, type, cond, x, y));
}

/* The shuffle mask: constant vector, zeroinitializer or undef. */
static uint32_t shuffle_mask(emit_ctx *ec, ir_value *mask, uint32_t *comps, uint32_t max)
{
    uint32_t n = vec_count(mask->type);
    if (n > max)
        emit_unsupported(ec, "shufflevector producing %u elements", n);
    for (uint32_t i = 0; i < n; i++) {
        ir_value *e = NULL;
        if (mask->kind == IR_VAL_CONST_AGGREGATE) {
            const ir_const *c = (const ir_const *)mask;
            if (c->u.agg.count != n)
                emit_invalid(ec, "shufflevector mask with %u of %u elements", c->u.agg.count, n);
            e = c->u.agg.elems[i];
        }
        uint64_t v;
        if (mask->kind == IR_VAL_CONST_NULL)
            comps[i] = 0;
        else if (mask->kind == IR_VAL_CONST_UNDEF || (e && e->kind == IR_VAL_CONST_UNDEF))
            comps[i] = 0xFFFFFFFFu;
        else if (e && emit_const_int(e, &v) && v < 8)
            comps[i] = (uint32_t)v;
        else
            emit_invalid(ec, "shufflevector mask element %u is not a constant index", i);
    }
    return n;
}

void emit_aggregate_op(emit_ctx *ec, ir_instr *in)
{
    spv_builder *b = ec->b;
    spv_id type = emit_type(ec, in->v.type);
    uint64_t idx;
    switch (in->op) {
    case IR_OP_EXTRACTVALUE:
        if (!in->num_indices)
            emit_invalid(ec, "extractvalue without indices");
        const spv_id *parts = emit_struct_parts(ec, in->ops[0]);
        if (parts) { /* a dx.op's struct that was never built */
            if (in->indices[0] >= parts[0])
                emit_invalid(ec, "extractvalue index %u of a %u-member struct", in->indices[0], parts[0]);
            spv_id m = parts[1 + in->indices[0]];
            emit_set_value(ec, in, in->num_indices == 1 ? m
                                                        : spv_composite_extract(b, type, m, in->indices + 1,
                                                                                in->num_indices - 1));
            return;
        }
        emit_set_value(ec, in, spv_composite_extract(b, type, emit_value(ec, in->ops[0]), in->indices,
                                                     in->num_indices));
        return;
    case IR_OP_INSERTVALUE:
        if (!in->num_indices)
            emit_invalid(ec, "insertvalue without indices");
        emit_set_value(ec, in, spv_composite_insert(b, type, emit_value(ec, in->ops[1]),
                                                    emit_value(ec, in->ops[0]), in->indices, in->num_indices));
        return;
    case IR_OP_EXTRACTELEMENT: {
        if (emit_is_long_vector(in->ops[0]->type) && !emit_const_int(in->ops[1], &idx)) {
            emit_longvec_extract_dynamic(ec, in);
            return;
        }
        spv_id v = emit_value(ec, in->ops[0]);
        if (emit_const_int(in->ops[1], &idx)) {
            uint32_t i = (uint32_t)idx;
            if (idx >= vec_count(in->ops[0]->type)) /* LLVM: poison; any value will do */
                emit_set_value(ec, in, spv_undef(b, type));
            else
                emit_set_value(ec, in, spv_composite_extract(b, type, v, &i, 1));
        } else {
            emit_set_value(ec, in, spv_binop(b, SpvOpVectorExtractDynamic, type, v, emit_value(ec, in->ops[1])));
        }
        return;
    }
    case IR_OP_INSERTELEMENT: {
        if (emit_is_long_vector(in->v.type) && !emit_const_int(in->ops[2], &idx)) {
            emit_longvec_insert_dynamic(ec, in);
            return;
        }
        spv_id v = emit_value(ec, in->ops[0]);
        spv_id e = emit_value(ec, in->ops[1]);
        if (emit_const_int(in->ops[2], &idx)) {
            uint32_t i = (uint32_t)idx;
            if (idx >= vec_count(in->v.type))
                emit_set_value(ec, in, spv_undef(b, type));
            else
                emit_set_value(ec, in, spv_composite_insert(b, type, e, v, &i, 1));
        } else {
            emit_set_value(ec, in, spv_op(b, SpvOpVectorInsertDynamic, type,
                                          SPV_OPS(v, e, emit_value(ec, in->ops[2]))));
        }
        return;
    }
    case IR_OP_SHUFFLEVECTOR: {
        if (emit_is_long_vector(in->v.type) || emit_is_long_vector(in->ops[0]->type) ||
            emit_is_long_vector(in->ops[1]->type)) {
            emit_longvec_shuffle(ec, in);
            return;
        }
        uint32_t comps[8];
        uint32_t n = shuffle_mask(ec, in->ops[2], comps, 4);
        uint32_t n1 = vec_count(in->ops[0]->type), n2 = vec_count(in->ops[1]->type);
        for (uint32_t i = 0; i < n; i++)
            if (comps[i] != 0xFFFFFFFFu && comps[i] >= n1 + n2)
                emit_invalid(ec, "shufflevector mask index %u out of range", comps[i]);
        emit_set_value(ec, in, spv_vector_shuffle(b, type, emit_value(ec, in->ops[0]), emit_value(ec, in->ops[1]),
                                                  comps, n));
        return;
    }
    default:
        emit_unsupported(ec, "instruction '%s'", ir_op_name((ir_op)in->op));
    }
}

spv_id emit_fconvert_narrow(emit_ctx *ec, spv_id type, spv_id v)
{
    spv_id r = spv_unop(ec->b, SpvOpFConvert, type, v);
    spv_decorate0(ec->b, r, SpvDecorationNoContraction);
    return r;
}
