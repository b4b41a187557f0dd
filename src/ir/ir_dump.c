/* The IR listing (format in ir_dump.h). It is also used on IR that failed
 * verification, so every pointer is checked before use and recursion over
 * types and constants is cut off at a small depth.
 */
#include "ir/ir_dump.h"

#include <ctype.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


#define MAX_DEPTH 12        /* nested types / constants printed in full */
#define MAX_AGG_ELEMS 16    /* aggregate constant elements printed */
#define MAX_STRING_CHARS 64 /* string constant bytes printed */

static void puts_(d2s_strbuf *o, const char *s)
{
    d2s_strbuf_append(o, s, strlen(s));
}

/* LLVM's identifier rule: plain names print bare, anything else quoted with
 * non-printable bytes, '"' and '\' as \XX (upper-case hex). */
void ir_dump_name(d2s_strbuf *o, const char *name)
{
    static const char hex[] = "0123456789ABCDEF";
    const unsigned char *s = (const unsigned char *)name;
    bool plain = s[0] && !isdigit(s[0]);
    for (const unsigned char *p = s; *p && plain; p++)
        plain = isalnum(*p) || *p == '-' || *p == '$' || *p == '.' || *p == '_';
    if (plain) {
        puts_(o, name);
        return;
    }
    d2s_strbuf_putc(o, '"');
    for (const unsigned char *p = s; *p; p++) {
        if (*p >= 0x20 && *p < 0x7F && *p != '"' && *p != '\\') {
            d2s_strbuf_putc(o, (char)*p);
        } else {
            d2s_strbuf_putc(o, '\\');
            d2s_strbuf_putc(o, hex[*p >> 4]);
            d2s_strbuf_putc(o, hex[*p & 15]);
        }
    }
    d2s_strbuf_putc(o, '"');
}

/* ---- types ------------------------------------------------------------- */

static void type_rec(d2s_strbuf *o, const ir_type *t, int depth)
{
    if (!t) {
        puts_(o, "<no type>");
        return;
    }
    if (depth > MAX_DEPTH) {
        puts_(o, "...");
        return;
    }
    switch (t->kind) {
    case IR_TYPE_VOID: puts_(o, "void"); return;
    case IR_TYPE_INT: d2s_strbuf_printf(o, "i%u", t->width); return;
    case IR_TYPE_HALF: puts_(o, "half"); return;
    case IR_TYPE_FLOAT: puts_(o, "float"); return;
    case IR_TYPE_DOUBLE: puts_(o, "double"); return;
    case IR_TYPE_LABEL: puts_(o, "label"); return;
    case IR_TYPE_METADATA: puts_(o, "metadata"); return;
    case IR_TYPE_POINTER:
        type_rec(o, t->elem, depth + 1);
        if (t->addrspace)
            d2s_strbuf_printf(o, " addrspace(%u)", t->addrspace);
        d2s_strbuf_putc(o, '*');
        return;
    case IR_TYPE_ARRAY:
    case IR_TYPE_VECTOR: {
        bool vec = t->kind == IR_TYPE_VECTOR;
        d2s_strbuf_printf(o, "%c%" PRIu64 " x ", vec ? '<' : '[', t->count);
        type_rec(o, t->elem, depth + 1);
        d2s_strbuf_putc(o, vec ? '>' : ']');
        return;
    }
    case IR_TYPE_STRUCT:
    case IR_TYPE_OPAQUE:
        if (t->name) {
            d2s_strbuf_putc(o, '%');
            ir_dump_name(o, t->name);
            return;
        }
        if (t->kind == IR_TYPE_OPAQUE) {
            puts_(o, "opaque");
            return;
        }
        puts_(o, t->packed ? "<{ " : "{ ");
        for (uint32_t i = 0; i < t->member_count && t->members; i++) {
            if (i)
                puts_(o, ", ");
            type_rec(o, t->members[i], depth + 1);
        }
        puts_(o, t->packed ? " }>" : " }");
        return;
    case IR_TYPE_FUNCTION:
        type_rec(o, t->elem, depth + 1);
        puts_(o, " (");
        for (uint32_t i = 0; i < t->member_count && t->members; i++) {
            if (i)
                puts_(o, ", ");
            type_rec(o, t->members[i], depth + 1);
        }
        if (t->vararg)
            puts_(o, t->member_count ? ", ..." : "...");
        d2s_strbuf_putc(o, ')');
        return;
    default:
        d2s_strbuf_printf(o, "<type kind %u>", t->kind);
        return;
    }
}

void ir_dump_type(const ir_type *t, d2s_strbuf *out)
{
    type_rec(out, t, 0);
}

/* ---- constants and operands --------------------------------------------- */

/* Shortest decimal that reads back to the same bits; NaN and infinities as
 * raw hex bits (LLVM style), half always as hex (C has no half parser). */
static void put_float(d2s_strbuf *o, const ir_type *t, uint64_t bits)
{
    char buf[64];
    if (!t || t->kind == IR_TYPE_HALF) {
        d2s_strbuf_printf(o, "0xH%04" PRIX64, bits & 0xFFFF);
        return;
    }
    double d;
    int maxp;
    if (t->kind == IR_TYPE_FLOAT) {
        uint32_t b32 = (uint32_t)bits;
        float f;
        memcpy(&f, &b32, sizeof(f));
        d = f;
        maxp = 9;
    } else {
        memcpy(&d, &bits, sizeof(d));
        maxp = 17;
    }
    if (!isfinite(d)) {
        if (t->kind == IR_TYPE_FLOAT)
            d2s_strbuf_printf(o, "0x%08" PRIX32, (uint32_t)bits);
        else
            d2s_strbuf_printf(o, "0x%016" PRIX64, bits);
        return;
    }
    for (int p = 1; p <= maxp; p++) {
        snprintf(buf, sizeof(buf), "%.*g", p, d);
        bool same;
        if (t->kind == IR_TYPE_FLOAT) {
            float back = strtof(buf, NULL), orig = (float)d;
            same = memcmp(&back, &orig, sizeof(float)) == 0;
        } else {
            double back = strtod(buf, NULL);
            same = memcmp(&back, &d, sizeof(double)) == 0;
        }
        if (same)
            break;
    }
    puts_(o, buf);
    if (!strpbrk(buf, ".eEn"))
        puts_(o, ".0");
}

static void value_rec(d2s_strbuf *o, const ir_value *v, int depth);

static void typed_rec(d2s_strbuf *o, const ir_value *v, int depth)
{
    if (!v) {
        puts_(o, "<null>");
        return;
    }
    type_rec(o, v->type, 0);
    d2s_strbuf_putc(o, ' ');
    value_rec(o, v, depth);
}

static void put_string_const(d2s_strbuf *o, const char *s, uint32_t len)
{
    static const char hex[] = "0123456789ABCDEF";
    puts_(o, "c\"");
    uint32_t n = len < MAX_STRING_CHARS ? len : MAX_STRING_CHARS;
    for (uint32_t i = 0; s && i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') {
            d2s_strbuf_putc(o, (char)c);
        } else {
            d2s_strbuf_putc(o, '\\');
            d2s_strbuf_putc(o, hex[c >> 4]);
            d2s_strbuf_putc(o, hex[c & 15]);
        }
    }
    d2s_strbuf_putc(o, '"');
    if (n < len)
        d2s_strbuf_printf(o, "... (%u bytes)", len);
}

static void value_rec(d2s_strbuf *o, const ir_value *v, int depth)
{
    if (!v) {
        puts_(o, "<null>");
        return;
    }
    const ir_const *c = (const ir_const *)v;
    const ir_type *t = v->type;
    switch (v->kind) {
    case IR_VAL_CONST_INT:
        if (t && t->kind == IR_TYPE_INT && t->width == 1)
            puts_(o, (c->u.i & 1) ? "true" : "false");
        else
            d2s_strbuf_printf(o, "%" PRId64, ir_const_sext(c));
        return;
    case IR_VAL_CONST_FLOAT:
        put_float(o, t, c->u.bits);
        return;
    case IR_VAL_CONST_NULL:
        if (t && t->kind == IR_TYPE_INT)
            puts_(o, t->width == 1 ? "false" : "0");
        else if (t && (t->kind == IR_TYPE_HALF || t->kind == IR_TYPE_FLOAT || t->kind == IR_TYPE_DOUBLE))
            puts_(o, "0.0");
        else if (t && t->kind == IR_TYPE_POINTER)
            puts_(o, "null");
        else
            puts_(o, "zeroinitializer");
        return;
    case IR_VAL_CONST_UNDEF:
        puts_(o, "undef");
        return;
    case IR_VAL_CONST_AGGREGATE: {
        char open = '{', close = '}';
        if (t && t->kind == IR_TYPE_ARRAY)
            open = '[', close = ']';
        else if (t && t->kind == IR_TYPE_VECTOR)
            open = '<', close = '>';
        d2s_strbuf_putc(o, open);
        if (depth > 3) {
            puts_(o, "...");
        } else {
            uint32_t n = c->u.agg.count;
            for (uint32_t i = 0; i < n && i < MAX_AGG_ELEMS && c->u.agg.elems; i++) {
                puts_(o, i ? ", " : "");
                typed_rec(o, c->u.agg.elems[i], depth + 1);
            }
            if (n > MAX_AGG_ELEMS)
                d2s_strbuf_printf(o, ", ... (%u elements)", n);
        }
        d2s_strbuf_putc(o, close);
        return;
    }
    case IR_VAL_CONST_STRING:
        put_string_const(o, c->u.str.data, c->u.str.len);
        return;
    case IR_VAL_CONST_EXPR: {
        uint16_t op = c->u.expr.op;
        puts_(o, ir_op_name((ir_op)op));
        if (c->u.expr.flags & IR_FLAG_INBOUNDS)
            puts_(o, " inbounds");
        puts_(o, " (");
        if (depth > 3) {
            puts_(o, "...");
        } else {
            if (op == IR_OP_GEP && c->u.expr.source_type) {
                type_rec(o, c->u.expr.source_type, 0);
                puts_(o, ", ");
            }
            for (uint32_t i = 0; i < c->u.expr.count && c->u.expr.ops; i++) {
                puts_(o, i ? ", " : "");
                typed_rec(o, c->u.expr.ops[i], depth + 1);
            }
            if (op >= IR_OP_TRUNC && op <= IR_OP_ADDRSPACECAST) {
                puts_(o, " to ");
                type_rec(o, t, 0);
            }
        }
        d2s_strbuf_putc(o, ')');
        return;
    }
    case IR_VAL_GLOBAL:
    case IR_VAL_FUNCTION:
        d2s_strbuf_putc(o, '@');
        if (v->name && v->name[0])
            ir_dump_name(o, v->name);
        else
            d2s_strbuf_printf(o, "%u", v->id);
        return;
    case IR_VAL_ARG:
    case IR_VAL_INSTR:
        d2s_strbuf_printf(o, "%%%u", v->id);
        return;
    default:
        d2s_strbuf_printf(o, "<value kind %u>", v->kind);
        return;
    }
}

void ir_dump_value(const ir_value *v, d2s_strbuf *out)
{
    value_rec(out, v, 0);
}

/* ---- instructions ------------------------------------------------------- */

static const char *pred_name(uint32_t p)
{
    static const char *const f[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                    "uno", "ueq", "ugt", "uge", "ult", "ule", "une", "true"};
    static const char *const i[] = {"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"};
    if (p <= IR_FCMP_TRUE)
        return f[p];
    if (p >= IR_ICMP_EQ && p <= IR_ICMP_SLE)
        return i[p - IR_ICMP_EQ];
    return "badpred";
}

static const char *ordering_name(uint32_t x)
{
    static const char *const n[] = {"notatomic", "unordered", "monotonic", "acquire", "release", "acq_rel",
                                    "seq_cst"};
    return x < 7 ? n[x] : "badordering";
}

static const char *rmw_name(uint32_t x)
{
    static const char *const n[] = {"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin"};
    return x < 11 ? n[x] : "badrmw";
}

static void put_block_ref(d2s_strbuf *o, const ir_block *b)
{
    if (b)
        d2s_strbuf_printf(o, "block %u", b->id);
    else
        puts_(o, "block <null>");
}

static const ir_value *op_at(const ir_instr *in, uint32_t i)
{
    return in->ops && i < in->num_ops ? in->ops[i] : NULL;
}

/* ", <typed op>" for operands [from, num_ops). */
static void typed_ops_from(d2s_strbuf *o, const ir_instr *in, uint32_t from, bool leading_comma)
{
    for (uint32_t i = from; i < in->num_ops; i++) {
        if (leading_comma || i > from)
            puts_(o, ", ");
        typed_rec(o, op_at(in, i), 0);
    }
}

static void put_align(d2s_strbuf *o, uint32_t log2p1)
{
    if (log2p1 && log2p1 < 32)
        d2s_strbuf_printf(o, ", align %u", 1u << (log2p1 - 1));
}

static void dxop_call(d2s_strbuf *o, const ir_instr *in, const ir_dump_hooks *h)
{
    puts_(o, "dx.op ");
    const char *name = h && h->dxop_name ? h->dxop_name(in) : NULL;
    if (name)
        puts_(o, name);
    else
        d2s_strbuf_printf(o, "Op%u", in->aux);
    d2s_strbuf_putc(o, '(');
    for (uint32_t i = 0; i < in->num_ops; i++) {
        if (i)
            puts_(o, ", ");
        const char *arg = h && h->dxop_arg_name ? h->dxop_arg_name(in, i) : NULL;
        if (arg)
            d2s_strbuf_printf(o, "%s=", arg);
        value_rec(o, op_at(in, i), 0);
    }
    d2s_strbuf_putc(o, ')');
    if (in->v.type && in->v.type->kind != IR_TYPE_VOID) {
        puts_(o, " : ");
        type_rec(o, in->v.type, 0);
    }
}

static void instr_body(d2s_strbuf *o, const ir_instr *in, const ir_dump_hooks *h)
{
    uint16_t op = in->op;
    const char *name = ir_op_name((ir_op)op);
    if (op >= IR_OP_ADD && op <= IR_OP_FREM) {
        puts_(o, name);
        if (in->flags & IR_FLAG_NUW)
            puts_(o, " nuw");
        if (in->flags & IR_FLAG_NSW)
            puts_(o, " nsw");
        if (in->flags & IR_FLAG_EXACT)
            puts_(o, " exact");
        if (in->flags & IR_FLAG_FAST_MATH)
            d2s_strbuf_printf(o, " fmf(0x%x)", in->aux2);
        d2s_strbuf_putc(o, ' ');
        type_rec(o, in->v.type, 0);
        d2s_strbuf_putc(o, ' ');
        value_rec(o, op_at(in, 0), 0);
        puts_(o, ", ");
        value_rec(o, op_at(in, 1), 0);
        return;
    }
    if (op >= IR_OP_TRUNC && op <= IR_OP_ADDRSPACECAST) {
        d2s_strbuf_printf(o, "%s ", name);
        typed_rec(o, op_at(in, 0), 0);
        puts_(o, " to ");
        type_rec(o, in->v.type, 0);
        return;
    }
    switch (op) {
    case IR_OP_ICMP:
    case IR_OP_FCMP: {
        const ir_value *a = op_at(in, 0);
        d2s_strbuf_printf(o, "%s %s ", name, pred_name(in->aux));
        typed_rec(o, a, 0);
        puts_(o, ", ");
        value_rec(o, op_at(in, 1), 0);
        return;
    }
    case IR_OP_SELECT:
        puts_(o, "select ");
        typed_ops_from(o, in, 0, false);
        return;
    case IR_OP_PHI:
        puts_(o, "phi ");
        type_rec(o, in->v.type, 0);
        for (uint32_t i = 0; i < in->num_ops; i++) {
            puts_(o, i ? ", [" : " [");
            value_rec(o, op_at(in, i), 0);
            puts_(o, ", ");
            put_block_ref(o, in->targets && i < in->num_targets ? in->targets[i] : NULL);
            d2s_strbuf_putc(o, ']');
        }
        return;
    case IR_OP_BR:
        puts_(o, "br ");
        if (in->num_ops) {
            typed_rec(o, op_at(in, 0), 0);
            puts_(o, ", ");
        }
        for (uint32_t i = 0; i < in->num_targets && in->targets; i++) {
            puts_(o, i ? ", " : "");
            put_block_ref(o, in->targets[i]);
        }
        return;
    case IR_OP_SWITCH:
        puts_(o, "switch ");
        typed_rec(o, op_at(in, 0), 0);
        puts_(o, ", default ");
        put_block_ref(o, in->num_targets && in->targets ? in->targets[0] : NULL);
        puts_(o, " [");
        for (uint32_t i = 1; i < in->num_ops; i++) {
            puts_(o, i > 1 ? ", " : "");
            value_rec(o, op_at(in, i), 0);
            puts_(o, ": ");
            put_block_ref(o, in->targets && i < in->num_targets ? in->targets[i] : NULL);
        }
        d2s_strbuf_putc(o, ']');
        return;
    case IR_OP_RET:
        puts_(o, "ret ");
        if (in->num_ops)
            typed_rec(o, op_at(in, 0), 0);
        else
            puts_(o, "void");
        return;
    case IR_OP_UNREACHABLE:
        puts_(o, "unreachable");
        return;
    case IR_OP_CALL:
        puts_(o, "call ");
        type_rec(o, in->v.type, 0);
        d2s_strbuf_putc(o, ' ');
        value_rec(o, in->callee ? &in->callee->v : NULL, 0);
        d2s_strbuf_putc(o, '(');
        typed_ops_from(o, in, 0, false);
        d2s_strbuf_putc(o, ')');
        return;
    case IR_OP_DXOP:
        dxop_call(o, in, h);
        return;
    case IR_OP_LOAD:
        puts_(o, (in->flags & IR_FLAG_VOLATILE) ? "load volatile " : "load ");
        type_rec(o, in->v.type, 0);
        puts_(o, ", ");
        typed_rec(o, op_at(in, 0), 0);
        put_align(o, in->align_log2p1);
        return;
    case IR_OP_STORE:
        puts_(o, (in->flags & IR_FLAG_VOLATILE) ? "store volatile " : "store ");
        typed_rec(o, op_at(in, 1), 0);
        puts_(o, ", ");
        typed_rec(o, op_at(in, 0), 0);
        put_align(o, in->align_log2p1);
        return;
    case IR_OP_ALLOCA:
        puts_(o, "alloca ");
        type_rec(o, in->aux_type, 0);
        typed_ops_from(o, in, 0, true);
        put_align(o, in->align_log2p1);
        return;
    case IR_OP_GEP:
        puts_(o, (in->flags & IR_FLAG_INBOUNDS) ? "getelementptr inbounds " : "getelementptr ");
        type_rec(o, in->aux_type, 0);
        typed_ops_from(o, in, 0, true);
        return;
    case IR_OP_EXTRACTVALUE:
    case IR_OP_INSERTVALUE:
        d2s_strbuf_printf(o, "%s ", name);
        typed_ops_from(o, in, 0, false);
        for (uint32_t i = 0; i < in->num_indices && in->indices; i++)
            d2s_strbuf_printf(o, ", %u", in->indices[i]);
        return;
    case IR_OP_EXTRACTELEMENT:
    case IR_OP_INSERTELEMENT:
    case IR_OP_SHUFFLEVECTOR:
        d2s_strbuf_printf(o, "%s ", name);
        typed_ops_from(o, in, 0, false);
        return;
    case IR_OP_ATOMICRMW:
        d2s_strbuf_printf(o, "atomicrmw%s %s ", (in->flags & IR_FLAG_VOLATILE) ? " volatile" : "",
                          rmw_name(in->aux));
        typed_ops_from(o, in, 0, false);
        d2s_strbuf_printf(o, " %s", ordering_name(in->aux2));
        return;
    case IR_OP_CMPXCHG:
        d2s_strbuf_printf(o, "cmpxchg%s%s ", (in->flags & IR_FLAG_WEAK) ? " weak" : "",
                          (in->flags & IR_FLAG_VOLATILE) ? " volatile" : "");
        typed_ops_from(o, in, 0, false);
        d2s_strbuf_printf(o, " %s %s", ordering_name(in->aux), ordering_name(in->aux2));
        return;
    case IR_OP_FENCE:
        d2s_strbuf_printf(o, "fence%s %s", in->aux2 == 0 ? " singlethread" : "", ordering_name(in->aux));
        return;
    default:
        d2s_strbuf_printf(o, "%s", name);
        typed_ops_from(o, in, 0, true);
        return;
    }
}

static void dump_instr(const ir_module *m, const ir_instr *in, const ir_dump_hooks *h, d2s_strbuf *o)
{
    if (!in) {
        puts_(o, "<null instruction>");
        return;
    }
    if (in->v.type && in->v.type->kind != IR_TYPE_VOID)
        d2s_strbuf_printf(o, "%%%u = ", in->v.id);
    instr_body(o, in, h);
    /* Facts that matter for translation but are not operands, as a comment. */
    bool comment = false;
#define NOTE(...) do { puts_(o, comment ? ", " : "  ; "); comment = true; d2s_strbuf_printf(o, __VA_ARGS__); } while (0)
    if (in->v.name)
        NOTE("name %s", in->v.name);
    if (in->flags & IR_FLAG_PRECISE)
        NOTE("precise");
    if (in->flags & IR_FLAG_NONUNIFORM)
        NOTE("nonuniform");
    for (uint32_t i = 0; i < in->num_md && in->md; i++) {
        uint32_t k = in->md[i].kind;
        if (m && k < m->num_md_kinds && m->md_kinds && m->md_kinds[k])
            NOTE("!%s", m->md_kinds[k]);
        else
            NOTE("!kind%u", k);
    }
#undef NOTE
}

void ir_dump_instr(const ir_module *m, const ir_instr *in, d2s_strbuf *o)
{
    dump_instr(m, in, NULL, o);
}

/* ---- functions and module ----------------------------------------------- */

static void dump_function(const ir_module *m, const ir_function *f, const ir_dump_hooks *h, d2s_strbuf *o)
{
    const ir_type *ft = f->fn_type;
    if (f->is_declaration) {
        puts_(o, "declare ");
        type_rec(o, ft ? ft->elem : NULL, 0);
        puts_(o, " ");
        value_rec(o, &f->v, 0);
        d2s_strbuf_putc(o, '(');
        for (uint32_t i = 0; ft && ft->members && i < ft->member_count; i++) {
            puts_(o, i ? ", " : "");
            type_rec(o, ft->members[i], 0);
        }
        if (ft && ft->vararg)
            puts_(o, ft->member_count ? ", ..." : "...");
        puts_(o, ")\n");
        return;
    }
    puts_(o, "; returns ");
    type_rec(o, ft ? ft->elem : NULL, 0);
    d2s_strbuf_printf(o, ", %u block%s, %u instruction%s\n", f->num_blocks, f->num_blocks == 1 ? "" : "s",
                      f->num_instrs, f->num_instrs == 1 ? "" : "s");
    puts_(o, "function ");
    ir_dump_name(o, f->v.name && f->v.name[0] ? f->v.name : "<unnamed>");
    d2s_strbuf_putc(o, '(');
    for (uint32_t i = 0; i < f->num_args && f->args; i++) {
        puts_(o, i ? ", " : "");
        typed_rec(o, f->args[i] ? &f->args[i]->v : NULL, 0);
    }
    puts_(o, ") {\n");
    for (uint32_t bi = 0; bi < f->num_blocks && f->blocks; bi++) {
        const ir_block *b = f->blocks[bi];
        if (!b) {
            d2s_strbuf_printf(o, "block %u: <null>\n", bi);
            continue;
        }
        d2s_strbuf_printf(o, "block %u", b->id);
        if (b->name && b->name[0]) {
            d2s_strbuf_putc(o, ' ');
            ir_dump_name(o, b->name);
        }
        puts_(o, ":  ; preds:");
        if (!b->num_preds)
            puts_(o, " none");
        for (uint32_t k = 0; k < b->num_preds && b->preds; k++)
            d2s_strbuf_printf(o, "%s %u", k ? "," : "", b->preds[k] ? b->preds[k]->id : UINT32_MAX);
        d2s_strbuf_putc(o, '\n');
        for (uint32_t k = 0; k < b->num_instrs && b->instrs; k++) {
            puts_(o, "  ");
            dump_instr(m, b->instrs[k], h, o);
            d2s_strbuf_putc(o, '\n');
        }
    }
    puts_(o, "}\n");
}

void ir_dump_function(const ir_module *m, const ir_function *f, d2s_strbuf *o)
{
    dump_function(m, f, NULL, o);
}

void ir_dump_function_with(const ir_module *m, const ir_function *f, const ir_dump_hooks *hooks, d2s_strbuf *o)
{
    dump_function(m, f, hooks, o);
}

static const char *linkage_name(uint32_t l)
{
    /* LLVM 3.7 bitcode linkage codes */
    switch (l) {
    case 0: return "";
    case 1: case 16: return "weak ";
    case 2: return "appending ";
    case 3: return "internal ";
    case 4: case 18: return "linkonce ";
    case 7: return "extern_weak ";
    case 8: return "common ";
    case 9: case 13: case 14: return "private ";
    case 10: case 17: return "weak_odr ";
    case 11: case 19: return "linkonce_odr ";
    case 12: return "available_externally ";
    default: return "";
    }
}

static void dump_global(d2s_strbuf *o, const ir_global *g)
{
    puts_(o, "global ");
    value_rec(o, &g->v, 0);
    d2s_strbuf_printf(o, " = %s", linkage_name(g->linkage));
    if (g->addrspace)
        d2s_strbuf_printf(o, "addrspace(%u) ", g->addrspace);
    puts_(o, g->is_const ? "constant " : "global ");
    type_rec(o, g->value_type, 0);
    if (g->init) {
        d2s_strbuf_putc(o, ' ');
        value_rec(o, g->init, 0);
    }
    put_align(o, g->align_log2p1);
    d2s_strbuf_putc(o, '\n');
}

void ir_dump_module(const ir_module *m, d2s_strbuf *o)
{
    ir_dump_module_with(m, NULL, o);
}

void ir_dump_module_with(const ir_module *m, const ir_dump_hooks *h, d2s_strbuf *o)
{
    puts_(o, "; dxil2spv IR listing\n");
    puts_(o, "module ");
    ir_dump_name(o, m->triple ? m->triple : "");
    d2s_strbuf_putc(o, '\n');
    if (m->dxil && h && h->module_header) {
        h->module_header(m, o);
    } else {
        puts_(o, "shader_model unknown (DXIL metadata not read)\n");
    }
    for (uint32_t i = 0; i < m->num_named_mds && m->named_mds; i++) {
        const ir_named_md *nm = &m->named_mds[i];
        puts_(o, "; !");
        ir_dump_name(o, nm->name ? nm->name : "");
        d2s_strbuf_printf(o, ": %u operand%s\n", nm->count, nm->count == 1 ? "" : "s");
    }
    for (uint32_t i = 0; i < m->num_globals && m->globals; i++) {
        if (m->globals[i])
            dump_global(o, m->globals[i]);
    }
    for (uint32_t i = 0; i < m->num_functions && m->functions; i++) {
        if (m->functions[i] && m->functions[i]->is_declaration)
            dump_function(m, m->functions[i], h, o);
    }
    for (uint32_t i = 0; i < m->num_functions && m->functions; i++) {
        if (m->functions[i] && !m->functions[i]->is_declaration) {
            d2s_strbuf_putc(o, '\n');
            dump_function(m, m->functions[i], h, o);
        }
    }
}
