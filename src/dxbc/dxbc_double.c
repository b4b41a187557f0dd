/* SM 5 double-precision instructions (dadd ... utod).
 *
 * D3D keeps a double in two 32-bit register components, its low dword
 * first: .xy holds one double and .zw another. Here those dwords stay i32
 * SSA values like every register component; an operation joins them with
 * MakeDouble and splits its result with SplitDouble (a join of a split
 * folds back to the double).
 *
 * Which lanes an instruction reads and writes (D3D 11.3 functional spec,
 * as dxbc-spirv and vkd3d-shader read it):
 *   - double -> double (dadd, dmov, dfma ...): the destination mask is .xy,
 *     .zw or .xyzw; the double written to .xy comes from swizzle positions
 *     x and y of each source, the one written to .zw from positions z, w.
 *   - double -> 32-bit (dtof, dtoi, dtou, deq/dge/dlt/dne): the mask has
 *     one or two components; the first written component gets the double
 *     at source positions x, y, the second the one at z, w.
 *   - 32-bit -> double (ftod, itod, utod) and dmovc's condition: the
 *     double for .xy takes source position x, the one for .zw position y,
 *     whether or not .xy is written too ("the second 32-bit component of
 *     src0, post-swizzle" decides dest.zw, say Microsoft's dmovc and ftod
 *     pages; dxbc-spirv takes the first position for a lone .zw).
 * A 64-bit immediate d(a, b) holds a at .xy and b at .zw.
 *
 * Modifiers on a double source act on its sign bit (the high dword's bit
 * 31), which is what D3D's neg/abs are for IEEE values and keeps dmov and
 * dmovc bit-exact. Conversions to integers saturate like ftoi/ftou (NaN
 * gives 0). D3D requires double denormals to be kept: the function gets
 * fp64 denormal preservation (dxbc_begin_function).
 */
#include "dxbc/dxbc_internal.h"

/* A double as its two dwords. */
typedef struct dword_pair {
    ir_value *lo, *hi;
} dword_pair;

/* The k-th pair of set components of a 64-bit write mask (.xy = 0, .zw =
 * 1), failing on masks that split a double. Returns the number of doubles. */
static uint32_t double_mask(dxbc_lower *lc, const dxbc_operand *d, uint32_t pairs[2])
{
    uint32_t mask = d->type == DXBC_OPERAND_NULL ? 0 : d->comps == 4 ? d->mask : 0;
    if (d->type != DXBC_OPERAND_NULL && d->comps != 4)
        dxbc_invalid(lc, "a double destination %s without four components", dxbc_operand_type_name(d->type));
    uint32_t n = 0;
    for (uint32_t p = 0; p < 2; p++) {
        uint32_t m = (mask >> (2 * p)) & 3;
        if (m == 3)
            pairs[n++] = p;
        else if (m)
            dxbc_invalid(lc, "double destination mask 0x%x splits a double (use .xy, .zw or .xyzw)", mask);
    }
    return n;
}

/* The written components of a 32-bit destination of a double instruction
 * (one double per component, at most two). */
static uint32_t narrow_mask(dxbc_lower *lc, const dxbc_operand *d, uint32_t comps[2])
{
    uint32_t mask = d->type == DXBC_OPERAND_NULL ? 0 : d->comps == 4 ? d->mask : d->comps == 1 ? 1u : 0u;
    uint32_t n = 0;
    for (uint32_t c = 0; c < 4; c++)
        if (mask & (1u << c)) {
            if (n == 2)
                dxbc_invalid(lc, "a 32-bit result of doubles with write mask 0x%x (at most two components)", mask);
            comps[n++] = c;
        }
    return n;
}

/* Sets lc->precise for the destination components `mask`. */
static void precise_for_mask(dxbc_lower *lc, const dxbc_instr *in, uint32_t mask)
{
    lc->precise = (in->precise_mask & mask) || !(lc->global_flags & DXBC_GF_REFACTORING_ALLOWED);
}

/* Source double k (swizzle positions 2k, 2k+1), modifiers applied. */
static dword_pair src_pair(dxbc_lower *lc, const dxbc_operand *op, uint32_t k)
{
    dword_pair p;
    if (op->type == DXBC_OPERAND_IMM64) {
        uint32_t i = op->comps == 4 ? 2 * k : 0;
        p.lo = dxbc_u32(lc, op->value[i]);
        p.hi = dxbc_u32(lc, op->value[i + 1]);
    } else {
        dxbc_operand plain = *op;
        plain.modifier = DXBC_MOD_NONE;
        p.lo = dxbc_src_i32(lc, &plain, 2 * k);
        p.hi = dxbc_src_i32(lc, &plain, 2 * k + 1);
    }
    switch (op->modifier) {
    case DXBC_MOD_NONE:
        break;
    case DXBC_MOD_NEG:
        p.hi = dxbc_binop(lc, IR_OP_XOR, p.hi, dxbc_u32(lc, 0x80000000u));
        break;
    case DXBC_MOD_ABS:
        p.hi = dxbc_binop(lc, IR_OP_AND, p.hi, dxbc_u32(lc, 0x7FFFFFFFu));
        break;
    default: /* -abs */
        p.hi = dxbc_binop(lc, IR_OP_OR, p.hi, dxbc_u32(lc, 0x80000000u));
        break;
    }
    return p;
}

static bool const_u32(ir_value *v, uint64_t *out)
{
    if (v->kind != IR_VAL_CONST_INT)
        return false;
    *out = ((ir_const *)v)->u.i & 0xFFFFFFFFu;
    return true;
}

/* The dx.op call `v` is an extract of (element `index` of a SplitDouble
 * call), or NULL. */
static ir_instr *split_of(ir_value *v, uint32_t index)
{
    if (v->kind != IR_VAL_INSTR)
        return NULL;
    ir_instr *e = (ir_instr *)v;
    if (e->op != IR_OP_EXTRACTVALUE || e->num_indices != 1 || e->indices[0] != index || e->ops[0]->kind != IR_VAL_INSTR)
        return NULL;
    ir_instr *call = (ir_instr *)e->ops[0];
    uint64_t opcode;
    if (call->op != IR_OP_CALL || call->num_ops != 2 || !ir_value_const_u64(call->ops[0], &opcode) ||
        opcode != DXOP_SplitDouble)
        return NULL;
    return call;
}

/* The double of two dwords: a constant, the operand of the SplitDouble
 * they came from, or MakeDouble. */
static ir_value *join(dxbc_lower *lc, dword_pair p)
{
    uint64_t lo, hi;
    if (const_u32(p.lo, &lo) && const_u32(p.hi, &hi))
        return &ir_const_float_bits(lc->m, lc->t_f64, hi << 32 | lo)->v;
    ir_instr *s = split_of(p.lo, 0);
    if (s && s == split_of(p.hi, 1))
        return s->ops[1];
    ir_value *args[2] = {p.lo, p.hi};
    return dxbc_op(lc, DXOP_MakeDouble, lc->t_f64, args, 2);
}

static dword_pair split(dxbc_lower *lc, ir_value *d)
{
    ir_value *s = dxbc_op(lc, DXOP_SplitDouble, lc->t_f64, &d, 1);
    dword_pair p = {dxbc_extract(lc, s, 0), dxbc_extract(lc, s, 1)};
    return p;
}

static ir_value *src_double(dxbc_lower *lc, const dxbc_operand *op, uint32_t k)
{
    return join(lc, src_pair(lc, op, k));
}

/* A double result for pair `pair` of a destination (_sat applied). */
static dword_pair result_pair(dxbc_lower *lc, ir_value *d)
{
    if (lc->in->saturate)
        d = dxbc_op(lc, DXOP_Saturate, lc->t_f64, &d, 1);
    return split(lc, d);
}

/* Writes computed pairs after every source was read (the sources may be
 * the destination's registers). */
static void write_pairs(dxbc_lower *lc, const dxbc_operand *dst, const uint32_t *pairs, const dword_pair *v,
                        uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        dxbc_dst(lc, dst, 2 * pairs[i], v[i].lo);
        dxbc_dst(lc, dst, 2 * pairs[i] + 1, v[i].hi);
    }
}

static void write_narrow(dxbc_lower *lc, const dxbc_operand *dst, const uint32_t *comps, ir_value *const *v,
                         uint32_t n, bool is_float)
{
    for (uint32_t i = 0; i < n; i++) {
        if (is_float)
            dxbc_dst_f32(lc, dst, comps[i], v[i]);
        else
            dxbc_dst(lc, dst, comps[i], v[i]);
    }
}

/* double -> double instructions. */
static void lower_elementwise(dxbc_lower *lc, const dxbc_instr *in)
{
    uint32_t pairs[2];
    uint32_t n = double_mask(lc, &in->dst[0], pairs);
    dword_pair out[2];
    for (uint32_t i = 0; i < n; i++) {
        uint32_t k = pairs[i];
        precise_for_mask(lc, in, 3u << (2 * k));
        if (in->opcode == DXBC_OP_DMOV && !in->saturate) {
            out[i] = src_pair(lc, &in->src[0], k); /* bits, sign modifiers included */
            continue;
        }
        if (in->opcode == DXBC_OP_DMOVC && !in->saturate) {
            /* The condition is a 32-bit lane: lane k for the double at pair k. */
            ir_value *c = dxbc_nonzero(lc, dxbc_src_i32(lc, &in->src[0], k));
            dword_pair a = src_pair(lc, &in->src[1], k), b = src_pair(lc, &in->src[2], k);
            out[i].lo = dxbc_select(lc, c, a.lo, b.lo);
            out[i].hi = dxbc_select(lc, c, a.hi, b.hi);
            continue;
        }
        ir_value *a = NULL, *r;
        if (in->opcode != DXBC_OP_DMOVC)
            a = src_double(lc, &in->src[0], k);
        switch (in->opcode) {
        case DXBC_OP_DADD: r = dxbc_binop(lc, IR_OP_FADD, a, src_double(lc, &in->src[1], k)); break;
        case DXBC_OP_DMUL: r = dxbc_binop(lc, IR_OP_FMUL, a, src_double(lc, &in->src[1], k)); break;
        case DXBC_OP_DDIV: r = dxbc_binop(lc, IR_OP_FDIV, a, src_double(lc, &in->src[1], k)); break;
        case DXBC_OP_DRCP:
            r = dxbc_binop(lc, IR_OP_FDIV, &ir_const_float_bits(lc->m, lc->t_f64, 0x3FF0000000000000ull)->v, a);
            break;
        case DXBC_OP_DMAX:
        case DXBC_OP_DMIN: {
            ir_value *args[2] = {a, src_double(lc, &in->src[1], k)};
            r = dxbc_op(lc, in->opcode == DXBC_OP_DMAX ? DXOP_FMax : DXOP_FMin, lc->t_f64, args, 2);
            break;
        }
        case DXBC_OP_DFMA: {
            ir_value *args[3] = {a, src_double(lc, &in->src[1], k), src_double(lc, &in->src[2], k)};
            r = dxbc_op(lc, DXOP_Fma, lc->t_f64, args, 3);
            break;
        }
        case DXBC_OP_DMOV:
            r = a;
            break;
        default: { /* dmovc_sat */
            ir_value *c = dxbc_nonzero(lc, dxbc_src_i32(lc, &in->src[0], k));
            r = dxbc_select(lc, c, src_double(lc, &in->src[1], k), src_double(lc, &in->src[2], k));
            break;
        }
        }
        out[i] = result_pair(lc, r);
    }
    write_pairs(lc, &in->dst[0], pairs, out, n);
}

/* double -> 32-bit instructions: comparisons and conversions. */
static void lower_narrowing(dxbc_lower *lc, const dxbc_instr *in)
{
    uint32_t comps[2];
    uint32_t n = narrow_mask(lc, &in->dst[0], comps);
    ir_value *out[2];
    for (uint32_t i = 0; i < n; i++) {
        precise_for_mask(lc, in, 1u << comps[i]);
        ir_value *a = src_double(lc, &in->src[0], i);
        uint32_t pred = 0;
        switch (in->opcode) {
        case DXBC_OP_DEQ: pred = IR_FCMP_OEQ; break;
        case DXBC_OP_DNE: pred = IR_FCMP_UNE; break;
        case DXBC_OP_DLT: pred = IR_FCMP_OLT; break;
        case DXBC_OP_DGE: pred = IR_FCMP_OGE; break;
        case DXBC_OP_DTOF: out[i] = dxbc_cast(lc, IR_OP_FPTRUNC, a, lc->t_f32); continue;
        case DXBC_OP_DTOI: out[i] = dxbc_ftoi(lc, a, true); continue;
        default: out[i] = dxbc_ftoi(lc, a, false); continue; /* dtou */
        }
        out[i] = dxbc_bool_to_mask(lc, dxbc_fcmp(lc, pred, a, src_double(lc, &in->src[1], i)));
    }
    write_narrow(lc, &in->dst[0], comps, out, n, in->opcode == DXBC_OP_DTOF);
}

/* 32-bit -> double conversions. */
static void lower_widening(dxbc_lower *lc, const dxbc_instr *in)
{
    uint32_t pairs[2];
    uint32_t n = double_mask(lc, &in->dst[0], pairs);
    dword_pair out[2];
    for (uint32_t i = 0; i < n; i++) {
        uint32_t k = pairs[i]; /* .xy converts source position x, .zw position y */
        precise_for_mask(lc, in, 3u << (2 * k));
        ir_value *r;
        if (in->opcode == DXBC_OP_FTOD)
            r = dxbc_cast(lc, IR_OP_FPEXT, dxbc_src_f32(lc, &in->src[0], k), lc->t_f64);
        else
            r = dxbc_cast(lc, in->opcode == DXBC_OP_ITOD ? IR_OP_SITOFP : IR_OP_UITOFP,
                          dxbc_src_i32(lc, &in->src[0], k), lc->t_f64);
        out[i] = result_pair(lc, r);
    }
    write_pairs(lc, &in->dst[0], pairs, out, n);
}

bool dxbc_lower_double(dxbc_lower *lc, const dxbc_instr *in)
{
    switch (in->opcode) {
    case DXBC_OP_DADD: case DXBC_OP_DMUL: case DXBC_OP_DMAX: case DXBC_OP_DMIN: case DXBC_OP_DDIV:
    case DXBC_OP_DRCP: case DXBC_OP_DFMA: case DXBC_OP_DMOV: case DXBC_OP_DMOVC:
        lower_elementwise(lc, in);
        break;
    case DXBC_OP_DEQ: case DXBC_OP_DNE: case DXBC_OP_DLT: case DXBC_OP_DGE: case DXBC_OP_DTOF: case DXBC_OP_DTOI:
    case DXBC_OP_DTOU:
        lower_narrowing(lc, in);
        break;
    case DXBC_OP_FTOD: case DXBC_OP_ITOD: case DXBC_OP_UTOD:
        lower_widening(lc, in);
        break;
    default:
        return false;
    }
    lc->precise = false;
    return true;
}
