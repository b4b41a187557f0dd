/* Resource records of dx.resources and of entry points' resource lists.
 *
 * Layout (DXIL.rst "Shader Resources"): a node of four lists (SRVs, UAVs,
 * CBVs, samplers; each may be null). A record is
 *   0 ID, 1 symbol, 2 name, 3 space, 4 lower bound, 5 range size,
 * then per class
 *   SRV:     6 kind, 7 sample count, 8 tags
 *   UAV:     6 kind, 7 globally coherent, 8 has counter, 9 ROV, 10 tags
 *   CBV:     6 size in bytes, 7 tags
 *   sampler: 6 sampler kind, 7 tags
 * where tags is null or a flat list of (i32 tag, value) pairs: 0 element
 * type, 1 structured stride, 2 sampler feedback type, 3 atomic64 use.
 */
#include "dxil/dxil_md.h"

#include <string.h>

/* DXIL::ResourceKind values that only some classes may use (CBV and
 * sampler records carry no kind; the reader fills in CBuffer / Sampler). */
enum { KIND_CBUFFER = 13, KIND_SAMPLER = 14, KIND_TBUFFER = 15, KIND_RTAS = 16, KIND_FEEDBACK_2D = 17,
       KIND_FEEDBACK_2D_ARRAY = 18, KIND_LAST = 18 };
enum { COMPONENT_TYPE_LAST = 23, SAMPLER_KIND_LAST = 2, FEEDBACK_TYPE_LAST = 1 };

static const char *const class_names[4] = {"SRV", "UAV", "CBV", "sampler"};
/* Operand index of the tag list = number of fixed fields. */
static const uint32_t tag_operand[4] = {8, 10, 7, 7};

static void read_tags(d2s_ctx *ctx, const md_loc *loc, const ir_md *tags, dxil_resource *r)
{
    if (!tags)
        return;
    md_loc tl = MD_LOC(loc, "tags");
    uint32_t n = tags->u.node.count;
    if (n % 2)
        md_fail(ctx, &tl, "has %u operands; tag/value pairs need an even count", n);
    for (uint32_t i = 0; i < n; i += 2) {
        uint32_t tag = md_op_u32(ctx, &tl, tags, i, "tag", UINT32_MAX);
        switch (tag) {
        case 0:
            r->element_type = md_op_u32(ctx, &tl, tags, i + 1, "element type", COMPONENT_TYPE_LAST);
            break;
        case 1:
            r->stride = md_op_u32(ctx, &tl, tags, i + 1, "structure stride", UINT32_MAX);
            break;
        case 2:
            r->sampler_feedback_type = md_op_u32(ctx, &tl, tags, i + 1, "sampler feedback type", FEEDBACK_TYPE_LAST);
            break;
        case 3:
            r->is_atomic64 = md_op_bool(ctx, &tl, tags, i + 1, "atomic64 use");
            break;
        default:
            /* Every tag has exactly one value operand, so a newer tag is
             * skipped without losing the pairing; it may carry a meaning
             * not honoured here. */
            md_warn(ctx, &tl, "resource tag %u is unknown to this translator; ignored", tag);
            break;
        }
    }
}

static bool kind_allowed(uint32_t cls, uint32_t kind)
{
    if (kind == 0 || kind > KIND_LAST || kind == KIND_CBUFFER || kind == KIND_SAMPLER)
        return false;
    if (cls == DXIL_RES_SRV)
        return kind != KIND_FEEDBACK_2D && kind != KIND_FEEDBACK_2D_ARRAY;
    /* UAV */
    return kind != KIND_TBUFFER && kind != KIND_RTAS;
}

/* The global a record's symbol names: the global itself, or the operand of
 * a constant bitcast/GEP of it; NULL for undef (stripped reflection). */
static ir_global *symbol_global(ir_value *v)
{
    if (!v)
        return NULL;
    if (v->kind == IR_VAL_GLOBAL)
        return (ir_global *)v;
    if (v->kind == IR_VAL_CONST_EXPR) {
        const ir_const *c = (const ir_const *)v;
        if (c->u.expr.count >= 1 && c->u.expr.ops[0] && c->u.expr.ops[0]->kind == IR_VAL_GLOBAL)
            return (ir_global *)c->u.expr.ops[0];
    }
    return NULL;
}

static void read_record(d2s_ctx *ctx, const md_loc *loc, const ir_md *rec, uint32_t cls, dxil_resource *r)
{
    md_need_ops(ctx, loc, rec, tag_operand[cls] + 1);
    memset(r, 0, sizeof *r);
    r->res_class = cls;
    r->id = md_op_u32(ctx, loc, rec, 0, "record ID", UINT32_MAX);
    r->symbol = symbol_global(md_op_value_or_null(ctx, loc, rec, 1, "symbol"));
    r->name = md_op_string(ctx, loc, rec, 2, "name");
    r->space = md_op_u32(ctx, loc, rec, 3, "space", UINT32_MAX);
    r->lower_bound = md_op_u32(ctx, loc, rec, 4, "lower bound", UINT32_MAX);
    r->range_size = md_op_u32(ctx, loc, rec, 5, "range size", UINT32_MAX);
    if (r->range_size == 0)
        md_fail(ctx, loc, "operand 5 (range size) is 0");
    if (r->range_size != UINT32_MAX && r->lower_bound > UINT32_MAX - (r->range_size - 1))
        md_fail(ctx, loc, "register range %u + %u overflows", r->lower_bound, r->range_size);
    switch (cls) {
    case DXIL_RES_SRV:
    case DXIL_RES_UAV:
        r->kind = md_op_u32(ctx, loc, rec, 6, "resource kind", UINT32_MAX);
        if (!kind_allowed(cls, r->kind))
            md_fail(ctx, loc, "operand 6 (resource kind) is %u, not a valid %s kind", r->kind, class_names[cls]);
        if (cls == DXIL_RES_SRV) {
            r->sample_count = md_op_u32(ctx, loc, rec, 7, "sample count", UINT32_MAX);
        } else {
            r->globally_coherent = md_op_bool(ctx, loc, rec, 7, "globally coherent");
            r->has_counter = md_op_bool(ctx, loc, rec, 8, "has counter");
            r->rov = md_op_bool(ctx, loc, rec, 9, "rasterizer ordered");
        }
        break;
    case DXIL_RES_CBV:
        r->kind = KIND_CBUFFER;
        r->cb_size = md_op_u32(ctx, loc, rec, 6, "size", UINT32_MAX);
        break;
    default:
        r->kind = KIND_SAMPLER;
        r->sampler_kind = md_op_u32(ctx, loc, rec, 6, "sampler kind", SAMPLER_KIND_LAST);
        break;
    }
    read_tags(ctx, loc, md_op_node_or_null(ctx, loc, rec, tag_operand[cls], "tags"), r);
}

void dxil_md_read_resources(d2s_ctx *ctx, const md_loc *loc, const ir_md *node, uint32_t num[4],
                            dxil_resource *res[4])
{
    if (node->u.node.count != 4)
        md_fail(ctx, loc, "has %u operands, expected 4 (SRVs, UAVs, CBVs, samplers)", node->u.node.count);
    for (uint32_t cls = 0; cls < 4; cls++) {
        num[cls] = 0;
        res[cls] = NULL;
        md_loc ll = MD_LOC(loc, class_names[cls]);
        const ir_md *list = md_op_node_or_null(ctx, loc, node, cls, class_names[cls]);
        if (!list || !list->u.node.count)
            continue;
        uint32_t n = list->u.node.count;
        dxil_resource *arr = d2s_alloc_array(ctx, n, sizeof *arr);
        for (uint32_t i = 0; i < n; i++) {
            md_loc rl = MD_LOC_NUM(&ll, "record", i);
            const ir_md *rec = md_op_node_or_null(ctx, &ll, list, i, "record");
            if (!rec)
                md_fail(ctx, &rl, "is null");
            read_record(ctx, &rl, rec, cls, &arr[i]);
        }
        num[cls] = n;
        res[cls] = arr;
    }
}
