/* CONSTANTS blocks (module level and per function).
 *
 * Each record defines the next value ID with the type set by the last
 * SETTYPE. Aggregates and constant expressions name other constants by
 * absolute ID and may point forward within the same block; those operands
 * start as placeholders and are patched when the block ends, at which point
 * every forward reference must have been defined.
 */
#include <string.h>

#include "bitcode/bc_internal.h"

/* bitc::ConstantsCodes */
enum {
    CST_SETTYPE = 1, CST_NULL = 2, CST_UNDEF = 3, CST_INTEGER = 4, CST_WIDE_INTEGER = 5, CST_FLOAT = 6,
    CST_AGGREGATE = 7, CST_STRING = 8, CST_CSTRING = 9, CST_CE_BINOP = 10, CST_CE_CAST = 11, CST_CE_GEP = 12,
    CST_CE_SELECT = 13, CST_CE_EXTRACTELT = 14, CST_CE_INSERTELT = 15, CST_CE_SHUFFLEVEC = 16, CST_CE_CMP = 17,
    CST_INLINEASM_OLD = 18, CST_CE_SHUFVEC_EX = 19, CST_CE_INBOUNDS_GEP = 20, CST_BLOCKADDRESS = 21,
    CST_DATA = 22, CST_INLINEASM = 23,
};

static const char *const cst_names[] = {
    [CST_SETTYPE] = "SETTYPE", [CST_NULL] = "NULL", [CST_UNDEF] = "UNDEF", [CST_INTEGER] = "INTEGER",
    [CST_WIDE_INTEGER] = "WIDE_INTEGER", [CST_FLOAT] = "FLOAT", [CST_AGGREGATE] = "AGGREGATE",
    [CST_STRING] = "STRING", [CST_CSTRING] = "CSTRING", [CST_CE_BINOP] = "CE_BINOP", [CST_CE_CAST] = "CE_CAST",
    [CST_CE_GEP] = "CE_GEP", [CST_CE_SELECT] = "CE_SELECT", [CST_CE_EXTRACTELT] = "CE_EXTRACTELT",
    [CST_CE_INSERTELT] = "CE_INSERTELT", [CST_CE_SHUFFLEVEC] = "CE_SHUFFLEVEC", [CST_CE_CMP] = "CE_CMP",
    [CST_INLINEASM_OLD] = "INLINEASM_OLD", [CST_CE_SHUFVEC_EX] = "CE_SHUFVEC_EX",
    [CST_CE_INBOUNDS_GEP] = "CE_INBOUNDS_GEP", [CST_BLOCKADDRESS] = "BLOCKADDRESS", [CST_DATA] = "DATA",
    [CST_INLINEASM] = "INLINEASM",
};

const char *bc_constant_code_name(uint32_t code)
{
    if (code < sizeof(cst_names) / sizeof(cst_names[0]) && cst_names[code])
        return cst_names[code];
    return NULL;
}

/* ---- opcode tables shared with instructions ------------------------------ */

ir_op bc_binop(uint64_t code, bool fp)
{
    /* bitc::BinaryOpcodes; floating point reuses ADD/SUB/MUL/SDIV/SREM. */
    static const uint8_t int_ops[13] = {IR_OP_ADD, IR_OP_SUB, IR_OP_MUL, IR_OP_UDIV, IR_OP_SDIV,
                                        IR_OP_UREM, IR_OP_SREM, IR_OP_SHL, IR_OP_LSHR, IR_OP_ASHR,
                                        IR_OP_AND, IR_OP_OR, IR_OP_XOR};
    static const uint8_t fp_ops[13] = {IR_OP_FADD, IR_OP_FSUB, IR_OP_FMUL, IR_OP_INVALID, IR_OP_FDIV,
                                       IR_OP_INVALID, IR_OP_FREM, 0, 0, 0, 0, 0, 0};
    if (code >= 13)
        return IR_OP_INVALID;
    return (ir_op)(fp ? fp_ops[code] : int_ops[code]);
}

ir_op bc_castop(uint64_t code)
{
    static const uint8_t ops[13] = {IR_OP_TRUNC, IR_OP_ZEXT, IR_OP_SEXT, IR_OP_FPTOUI, IR_OP_FPTOSI,
                                    IR_OP_UITOFP, IR_OP_SITOFP, IR_OP_FPTRUNC, IR_OP_FPEXT, IR_OP_PTRTOINT,
                                    IR_OP_INTTOPTR, IR_OP_BITCAST, IR_OP_ADDRSPACECAST};
    return code < 13 ? (ir_op)ops[code] : IR_OP_INVALID;
}

static uint32_t fp_width(const ir_type *t)
{
    return t->kind == IR_TYPE_HALF ? 16 : t->kind == IR_TYPE_FLOAT ? 32 : 64;
}

static uint64_t scalar_bits(const ir_type *t)
{
    if (t->kind == IR_TYPE_INT)
        return t->width;
    if (bc_type_is_fp(t))
        return fp_width(t);
    return 0;
}

bool bc_cast_ok(ir_op op, const ir_type *from, const ir_type *to)
{
    const ir_type *fs = bc_scalar(from), *ts = bc_scalar(to);
    bool fv = from->kind == IR_TYPE_VECTOR, tv = to->kind == IR_TYPE_VECTOR;
    if (op != IR_OP_BITCAST && (fv != tv || (fv && from->count != to->count)))
        return false;
    switch (op) {
    case IR_OP_TRUNC: return fs->kind == IR_TYPE_INT && ts->kind == IR_TYPE_INT && fs->width > ts->width;
    case IR_OP_ZEXT:
    case IR_OP_SEXT: return fs->kind == IR_TYPE_INT && ts->kind == IR_TYPE_INT && fs->width < ts->width;
    case IR_OP_FPTOUI:
    case IR_OP_FPTOSI: return bc_type_is_fp(fs) && ts->kind == IR_TYPE_INT;
    case IR_OP_UITOFP:
    case IR_OP_SITOFP: return fs->kind == IR_TYPE_INT && bc_type_is_fp(ts);
    case IR_OP_FPTRUNC: return bc_type_is_fp(fs) && bc_type_is_fp(ts) && fp_width(fs) > fp_width(ts);
    case IR_OP_FPEXT: return bc_type_is_fp(fs) && bc_type_is_fp(ts) && fp_width(fs) < fp_width(ts);
    case IR_OP_PTRTOINT: return fs->kind == IR_TYPE_POINTER && ts->kind == IR_TYPE_INT;
    case IR_OP_INTTOPTR: return fs->kind == IR_TYPE_INT && ts->kind == IR_TYPE_POINTER;
    case IR_OP_ADDRSPACECAST:
        return fs->kind == IR_TYPE_POINTER && ts->kind == IR_TYPE_POINTER && fs->addrspace != ts->addrspace;
    case IR_OP_BITCAST: {
        if (fs->kind == IR_TYPE_POINTER || ts->kind == IR_TYPE_POINTER)
            return fs->kind == IR_TYPE_POINTER && ts->kind == IR_TYPE_POINTER && fs->addrspace == ts->addrspace &&
                   fv == tv && (!fv || from->count == to->count);
        uint64_t fb = scalar_bits(fs) * (fv ? from->count : 1), tb = scalar_bits(ts) * (tv ? to->count : 1);
        return fb && fb == tb;
    }
    default: return false;
    }
}

/* ---- records ---------------------------------------------------------- */

static ir_const *new_const(bc_reader *rd, ir_value_kind kind, ir_type *type)
{
    ir_const *c = d2s_zalloc(rd->ctx, sizeof(*c));
    c->v.kind = (uint8_t)kind;
    c->v.type = type;
    c->v.id = rd->nvals;
    return c;
}

static uint64_t width_mask(uint32_t w)
{
    return w >= 64 ? ~(uint64_t)0 : (UINT64_C(1) << w) - 1;
}

static void bad_type(bc_reader *rd, const ir_type *cur, const char *what) D2S_NORETURN;
static void bad_type(bc_reader *rd, const ir_type *cur, const char *what)
{
    char n[96];
    bc_type_name(cur, n, sizeof(n));
    bc_fail(rd, "%s constant of type %s", what, n);
}

static void need_type(bc_reader *rd, const ir_type *cur, bool ok, const char *what)
{
    if (!ok)
        bad_type(rd, cur, what);
}

/* Operands of an aggregate or expression: absolute IDs, placeholders when
 * forward. */
static ir_value **const_operands(bc_reader *rd, uint32_t n)
{
    return bc_alloc_n(rd, n, sizeof(ir_value *));
}

static ir_const *read_aggregate(bc_reader *rd, ir_type *cur)
{
    const uint64_t *ops = rd->bs.ops;
    uint32_t n = rd->bs.num_ops;
    uint64_t want;
    if (cur->kind == IR_TYPE_STRUCT)
        want = cur->member_count;
    else if (cur->kind == IR_TYPE_ARRAY || cur->kind == IR_TYPE_VECTOR)
        want = cur->count;
    else
        bad_type(rd, cur, "AGGREGATE");
    if (want != n)
        bc_fail(rd, "AGGREGATE has %u elements, its type has %llu", n, (unsigned long long)want);
    ir_const *c = new_const(rd, IR_VAL_CONST_AGGREGATE, cur);
    c->u.agg.elems = const_operands(rd, n);
    c->u.agg.count = n;
    for (uint32_t i = 0; i < n; i++) {
        ir_type *et = cur->kind == IR_TYPE_STRUCT ? cur->members[i] : cur->elem;
        c->u.agg.elems[i] = bc_value(rd, ops[i], et);
    }
    return c;
}

static ir_const *read_data(bc_reader *rd, ir_type *cur)
{
    const uint64_t *ops = rd->bs.ops;
    uint32_t n = rd->bs.num_ops;
    need_type(rd, cur, cur->kind == IR_TYPE_ARRAY || cur->kind == IR_TYPE_VECTOR, "DATA");
    ir_type *et = cur->elem;
    bool fp = bc_type_is_fp(et);
    need_type(rd, cur, fp || et->kind == IR_TYPE_INT, "DATA");
    if (cur->count != n)
        bc_fail(rd, "DATA has %u elements, its type has %llu", n, (unsigned long long)cur->count);
    ir_const *c = new_const(rd, IR_VAL_CONST_AGGREGATE, cur);
    c->u.agg.elems = const_operands(rd, n);
    c->u.agg.count = n;
    /* One allocation for all elements: DATA arrays can be long tables. */
    ir_const *el = d2s_zalloc_array(rd->ctx, n ? n : 1, sizeof(ir_const));
    uint64_t mask = width_mask(fp ? fp_width(et) : et->width);
    for (uint32_t i = 0; i < n; i++) {
        el[i].v.kind = fp ? IR_VAL_CONST_FLOAT : IR_VAL_CONST_INT;
        el[i].v.type = et;
        el[i].v.id = UINT32_MAX;
        el[i].u.i = ops[i] & mask;
        c->u.agg.elems[i] = &el[i].v;
    }
    return c;
}

static ir_const *read_string(bc_reader *rd, ir_type *cur, bool cstring)
{
    uint32_t len;
    const char *s = bc_record_string(rd, 0, &len);
    need_type(rd, cur,
              cur->kind == IR_TYPE_ARRAY && cur->elem->kind == IR_TYPE_INT && cur->elem->width == 8 &&
                  cur->count == (uint64_t)len + (cstring ? 1 : 0),
              cstring ? "CSTRING" : "STRING");
    ir_const *c = new_const(rd, IR_VAL_CONST_STRING, cur);
    c->u.str.data = s; /* bc_record_string NUL-terminates, which is the CSTRING's NUL */
    c->u.str.len = len + (cstring ? 1 : 0);
    return c;
}

static ir_const *new_expr(bc_reader *rd, ir_type *cur, ir_op op, uint32_t n)
{
    ir_const *c = new_const(rd, IR_VAL_CONST_EXPR, cur);
    c->u.expr.op = (uint16_t)op;
    c->u.expr.ops = const_operands(rd, n);
    c->u.expr.count = n;
    return c;
}

static ir_const *read_gep(bc_reader *rd, ir_type *cur, bool inbounds)
{
    const uint64_t *ops = rd->bs.ops;
    uint32_t n = rd->bs.num_ops, i = 0;
    ir_type *src = NULL;
    if (n % 2)
        src = bc_get_type(rd, ops[i++]);
    uint32_t count = (n - i) / 2;
    if (count == 0)
        bc_fail(rd, "CE_GEP without a base pointer");
    /* The result type is the SETTYPE type, which the writer sets to the
     * expression's type; the reader does not recompute GEP typing here. */
    if (cur->kind != IR_TYPE_POINTER)
        bad_type(rd, cur, "CE_GEP");
    ir_const *c = new_expr(rd, cur, IR_OP_GEP, count);
    for (uint32_t k = 0; k < count; k++, i += 2) {
        ir_type *t = bc_get_type(rd, ops[i]);
        if (!bc_type_is_value(t))
            bad_type(rd, t, "CE_GEP operand");
        c->u.expr.ops[k] = bc_value(rd, ops[i + 1], t);
        if (k > 0 && bc_scalar(t)->kind != IR_TYPE_INT)
            bad_type(rd, t, "CE_GEP index");
    }
    ir_type *bt = c->u.expr.ops[0]->type;
    if (bt->kind != IR_TYPE_POINTER)
        bad_type(rd, bt, "CE_GEP base");
    if (!src)
        src = bt->elem;
    else if (src != bt->elem) {
        char a[96], b[96];
        bc_type_name(src, a, sizeof(a));
        bc_type_name(bt, b, sizeof(b));
        bc_fail(rd, "CE_GEP source type %s does not match the base pointer type %s", a, b);
    }
    c->u.expr.source_type = src;
    c->u.expr.flags = inbounds ? IR_FLAG_INBOUNDS : 0;
    return c;
}

static ir_const *read_constant(bc_reader *rd, ir_type *cur)
{
    const uint64_t *ops = rd->bs.ops;
    uint32_t code = rd->bs.code;
    switch (code) {
    case CST_NULL:
        /* The writer encodes every zero constant as NULL, "i32 0" included.
         * Scalars become plain 0 constants so that later stages (switch
         * cases, struct GEP indices, dx.op immediates) see one form. */
        if (cur->kind == IR_TYPE_INT)
            return new_const(rd, IR_VAL_CONST_INT, cur);
        if (bc_type_is_fp(cur))
            return new_const(rd, IR_VAL_CONST_FLOAT, cur);
        return new_const(rd, IR_VAL_CONST_NULL, cur);
    case CST_UNDEF: return new_const(rd, IR_VAL_CONST_UNDEF, cur);
    case CST_INTEGER: {
        bc_need_ops(rd, 1, "INTEGER");
        need_type(rd, cur, cur->kind == IR_TYPE_INT, "INTEGER");
        uint64_t v = ops[0];
        /* Sign-folded: LSB is the sign, the rest the magnitude. */
        uint64_t x = (v & 1) ? (v == 1 ? UINT64_C(1) << 63 : (uint64_t)0 - (v >> 1)) : v >> 1;
        ir_const *c = new_const(rd, IR_VAL_CONST_INT, cur);
        c->u.i = x & width_mask(cur->width);
        return c;
    }
    case CST_WIDE_INTEGER: {
        bc_need_ops(rd, 1, "WIDE_INTEGER");
        need_type(rd, cur, cur->kind == IR_TYPE_INT, "WIDE_INTEGER");
        /* Integer types are at most 64 bits wide here, so only a one-word
         * value can be valid; it is sign-folded like INTEGER. */
        if (rd->bs.num_ops != 1)
            bc_unsupported(rd, "WIDE_INTEGER constant of %u words", rd->bs.num_ops);
        uint64_t v = ops[0];
        uint64_t x = (v & 1) ? (v == 1 ? UINT64_C(1) << 63 : (uint64_t)0 - (v >> 1)) : v >> 1;
        ir_const *c = new_const(rd, IR_VAL_CONST_INT, cur);
        c->u.i = x & width_mask(cur->width);
        return c;
    }
    case CST_FLOAT: {
        bc_need_ops(rd, 1, "FLOAT");
        need_type(rd, cur, bc_type_is_fp(cur), "FLOAT");
        ir_const *c = new_const(rd, IR_VAL_CONST_FLOAT, cur);
        c->u.bits = ops[0] & width_mask(fp_width(cur));
        return c;
    }
    case CST_AGGREGATE: return read_aggregate(rd, cur);
    case CST_STRING: return read_string(rd, cur, false);
    case CST_CSTRING: return read_string(rd, cur, true);
    case CST_DATA: return read_data(rd, cur);
    case CST_CE_BINOP: {
        bc_need_ops(rd, 3, "CE_BINOP");
        const ir_type *s = bc_scalar(cur);
        ir_op op = bc_binop(ops[0], bc_type_is_fp(s));
        if (op == IR_OP_INVALID || (s->kind != IR_TYPE_INT && !bc_type_is_fp(s)))
            bc_fail(rd, "CE_BINOP opcode %llu is invalid for its type", (unsigned long long)ops[0]);
        ir_const *c = new_expr(rd, cur, op, 2);
        c->u.expr.ops[0] = bc_value(rd, ops[1], cur);
        c->u.expr.ops[1] = bc_value(rd, ops[2], cur);
        if (rd->bs.num_ops > 3 && ops[3] <= 0xFFFF) {
            if (op == IR_OP_ADD || op == IR_OP_SUB || op == IR_OP_MUL || op == IR_OP_SHL)
                c->u.expr.flags = (uint16_t)((ops[3] & 1 ? IR_FLAG_NUW : 0) | (ops[3] & 2 ? IR_FLAG_NSW : 0));
            else if (op == IR_OP_UDIV || op == IR_OP_SDIV || op == IR_OP_LSHR || op == IR_OP_ASHR)
                c->u.expr.flags = ops[3] & 1 ? IR_FLAG_EXACT : 0;
        }
        return c;
    }
    case CST_CE_CAST: {
        bc_need_ops(rd, 3, "CE_CAST");
        ir_op op = bc_castop(ops[0]);
        ir_type *from = bc_get_type(rd, ops[1]);
        if (op == IR_OP_INVALID || !bc_type_is_value(from) || !bc_cast_ok(op, from, cur)) {
            char a[96], b[96];
            bc_type_name(from, a, sizeof(a));
            bc_type_name(cur, b, sizeof(b));
            bc_fail(rd, "CE_CAST opcode %llu from %s to %s is invalid", (unsigned long long)ops[0], a, b);
        }
        ir_const *c = new_expr(rd, cur, op, 1);
        c->u.expr.ops[0] = bc_value(rd, ops[2], from);
        return c;
    }
    case CST_CE_GEP:
    case CST_CE_INBOUNDS_GEP: return read_gep(rd, cur, code == CST_CE_INBOUNDS_GEP);
    case CST_CE_SELECT: {
        bc_need_ops(rd, 3, "CE_SELECT");
        ir_type *ct = bc_type_i1(rd);
        if (cur->kind == IR_TYPE_VECTOR)
            ct = bc_type_vector(rd, ct, cur->count);
        ir_const *c = new_expr(rd, cur, IR_OP_SELECT, 3);
        c->u.expr.ops[0] = bc_value(rd, ops[0], ct);
        c->u.expr.ops[1] = bc_value(rd, ops[1], cur);
        c->u.expr.ops[2] = bc_value(rd, ops[2], cur);
        return c;
    }
    default: {
        const char *n = bc_constant_code_name(code);
        if (n)
            bc_unsupported(rd, "constant record %s (code %u)", n, code);
        bc_unsupported(rd, "constant record code %u", code);
    }
    }
}

static void patch_operands(bc_reader *rd, ir_value **ops, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        if (ops[i]->kind == BC_VAL_PLACEHOLDER)
            ops[i] = bc_resolve(rd, ops[i]);
}

void bc_parse_constants(bc_reader *rd)
{
    if (rd->module_done && !rd->fn)
        bc_fail(rd, "module-level CONSTANTS block after the first function body");
    bs_enter_block(&rd->bs);
    uint32_t first = rd->nvals;
    uint64_t saved_end = rd->fwd_end_bit;
    rd->fwd_end_bit = rd->bs.scopes[rd->bs.depth].end_bit;
    bool saved_forward = rd->fn_forward;
    rd->fn_forward = false;
    ir_type *cur = NULL;
    while (bs_next_record(&rd->bs)) {
        if (rd->bs.code == CST_SETTYPE) {
            bc_need_ops(rd, 1, "SETTYPE");
            cur = bc_get_type(rd, rd->bs.ops[0]);
            if (!bc_type_is_value(cur)) {
                char n[96];
                bc_type_name(cur, n, sizeof(n));
                bc_fail(rd, "SETTYPE to %s, which constants cannot have", n);
            }
            continue;
        }
        if (!cur)
            bc_fail(rd, "constant record before SETTYPE");
        ir_const *c = read_constant(rd, cur);
        bc_define_value(rd, &c->v);
    }
    if (rd->fn_forward) {
        /* Forward references must land inside this block. */
        for (uint32_t id = first; id < rd->nvals; id++) {
            ir_const *c = (ir_const *)rd->vals[id];
            if (c->v.kind == IR_VAL_CONST_AGGREGATE)
                patch_operands(rd, c->u.agg.elems, c->u.agg.count);
            else if (c->v.kind == IR_VAL_CONST_EXPR)
                patch_operands(rd, c->u.expr.ops, c->u.expr.count);
        }
        if (rd->open_placeholders) {
            for (uint32_t id = rd->nvals; id < rd->vhigh; id++)
                if (rd->vals[id])
                    bc_fail(rd, "at the end of the CONSTANTS block: constant %u is referenced but never defined", id);
        }
    }
    rd->fn_forward = saved_forward;
    rd->fwd_end_bit = saved_end;
}
