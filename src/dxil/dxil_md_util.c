/* Checked metadata accessors with located errors (see dxil_md.h). */
#include "dxil/dxil_md.h"

#include <stdio.h>
#include <string.h>

static void print_loc(d2s_strbuf *sb, const md_loc *loc, uint32_t depth)
{
    if (!loc)
        return;
    /* Frames live on the stack of a bounded call chain; the depth guard
     * only protects against a frame that points at itself. */
    if (loc->parent && depth < 16) {
        print_loc(sb, loc->parent, depth + 1);
        d2s_strbuf_putc(sb, ' ');
    }
    switch (loc->style) {
    case MD_LOC_BRACKET:
        d2s_strbuf_printf(sb, "%s[%u]", loc->name, loc->index);
        break;
    case MD_LOC_SPACE:
        d2s_strbuf_printf(sb, "%s %u", loc->name, loc->index);
        break;
    default:
        d2s_strbuf_printf(sb, "%s", loc->name);
        break;
    }
}

void md_fail(d2s_ctx *ctx, const md_loc *loc, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    d2s_strbuf sb;
    d2s_strbuf_init(&sb, ctx);
    print_loc(&sb, loc, 0);
    d2s_strbuf_putc(&sb, '\0');
    d2s_fail(ctx, D2S_ERR_INVALID, "%s: %s", sb.data, msg);
}

void md_warn(d2s_ctx *ctx, const md_loc *loc, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    d2s_strbuf sb;
    d2s_strbuf_init(&sb, ctx);
    print_loc(&sb, loc, 0);
    d2s_strbuf_putc(&sb, '\0');
    d2s_warn(ctx, "%s: %s", sb.data, msg);
}

const ir_md *md_node(d2s_ctx *ctx, const md_loc *loc, const ir_md *md, const char *what)
{
    if (!md)
        md_fail(ctx, loc, "%s is missing", what);
    if (md->kind != IR_MD_NODE)
        md_fail(ctx, loc, "%s is not a metadata node", what);
    return md;
}

void md_need_ops(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t n)
{
    if (node->u.node.count < n)
        md_fail(ctx, loc, "has %u operands, expected at least %u", node->u.node.count, n);
}

/* Operand i, which must exist (it may be a null operand). */
static const ir_md *operand(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what)
{
    if (i >= node->u.node.count)
        md_fail(ctx, loc, "operand %u (%s) is missing (the node has %u operands)", i, what, node->u.node.count);
    return node->u.node.ops[i];
}

const ir_md *md_op_node_or_null(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what)
{
    const ir_md *md = operand(ctx, loc, node, i, what);
    if (md && md->kind != IR_MD_NODE)
        md_fail(ctx, loc, "operand %u (%s) is not a metadata node", i, what);
    return md;
}

static const ir_const *int_const(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what)
{
    const ir_md *md = operand(ctx, loc, node, i, what);
    const ir_value *v = md && md->kind == IR_MD_VALUE ? md->u.value : NULL;
    if (!v || v->kind != IR_VAL_CONST_INT || !v->type || v->type->kind != IR_TYPE_INT)
        md_fail(ctx, loc, "operand %u (%s) is not an integer", i, what);
    return (const ir_const *)v;
}

uint64_t md_op_u64(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what)
{
    const ir_const *c = int_const(ctx, loc, node, i, what);
    uint32_t w = c->v.type->width;
    return w && w < 64 ? c->u.i & ((UINT64_C(1) << w) - 1) : c->u.i;
}

uint32_t md_op_u32(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what, uint32_t max)
{
    uint64_t v = md_op_u64(ctx, loc, node, i, what);
    if (v > max)
        md_fail(ctx, loc, "operand %u (%s) is %llu, out of range (at most %u)", i, what, (unsigned long long)v, max);
    return (uint32_t)v;
}

int32_t md_op_i32(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what, int32_t min,
                  int32_t max)
{
    int64_t v = ir_const_sext(int_const(ctx, loc, node, i, what));
    if (v < min || v > max)
        md_fail(ctx, loc, "operand %u (%s) is %lld, out of range [%d, %d]", i, what, (long long)v, min, max);
    return (int32_t)v;
}

bool md_op_bool(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what)
{
    return md_op_u32(ctx, loc, node, i, what, 1) != 0;
}

float md_op_float(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what)
{
    const ir_md *md = operand(ctx, loc, node, i, what);
    const ir_value *v = md && md->kind == IR_MD_VALUE ? md->u.value : NULL;
    if (!v || v->kind != IR_VAL_CONST_FLOAT || !v->type || v->type->kind != IR_TYPE_FLOAT)
        md_fail(ctx, loc, "operand %u (%s) is not a float constant", i, what);
    uint32_t bits = (uint32_t)((const ir_const *)v)->u.bits;
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

const char *md_op_string(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what)
{
    const ir_md *md = operand(ctx, loc, node, i, what);
    const char *s = ir_md_as_string(md);
    if (!s)
        md_fail(ctx, loc, "operand %u (%s) is not a string", i, what);
    return s;
}

ir_value *md_op_value_or_null(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what)
{
    const ir_md *md = operand(ctx, loc, node, i, what);
    if (!md)
        return NULL;
    if (md->kind != IR_MD_VALUE || !md->u.value)
        md_fail(ctx, loc, "operand %u (%s) is not a value", i, what);
    return md->u.value;
}

uint32_t md_op_u32_or_node(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what,
                           uint32_t max)
{
    const ir_md *md = operand(ctx, loc, node, i, what);
    if (md && md->kind == IR_MD_NODE) {
        if (md->u.node.count != 1)
            md_fail(ctx, loc, "operand %u (%s) has %u operands, expected 1", i, what, md->u.node.count);
        return md_op_u32(ctx, loc, md, 0, what, max);
    }
    return md_op_u32(ctx, loc, node, i, what, max);
}

void md_op_u32_tuple(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t i, const char *what, uint32_t *out,
                     uint32_t n)
{
    const ir_md *t = md_op_node_or_null(ctx, loc, node, i, what);
    if (!t)
        md_fail(ctx, loc, "operand %u (%s) is null", i, what);
    if (t->u.node.count != n)
        md_fail(ctx, loc, "operand %u (%s) has %u operands, expected %u", i, what, t->u.node.count, n);
    md_loc sub = MD_LOC(loc, what);
    for (uint32_t k = 0; k < n; k++)
        out[k] = md_op_u32(ctx, &sub, t, k, what, UINT32_MAX);
}
