/* Signature element records and their cross-check with ISG1/OSG1/PSG1.
 *
 * Record layout (DXIL.rst "Signature element record"):
 *   0 ID, 1 semantic name, 2 component type, 3 semantic kind, 4 semantic
 *   index list, 5 interpolation mode, 6 rows, 7 columns, 8 start row
 *   (-1 = not allocated), 9 start column, 10 tags
 * where tags is null or (i32 tag, value) pairs: 0 output stream, 1 global
 * symbol, 2 dynamically indexed component mask, 3 used component mask.
 *
 * The container part has one entry per row of each element (same stream,
 * register start row + r, mask of the element's columns). DXC sorts those
 * entries, so the check compares sorted lists rather than relying on order.
 * Some DXC 1.7 mesh shaders give SV_Position one row but one semantic index
 * per output vertex, and their OSG1 then lists one entry per semantic index,
 * all on the element's last row; the check accepts exactly that shape.
 */
#include "dxil/dxil_md.h"

#include <stdlib.h>
#include <string.h>

enum { COMPONENT_TYPE_LAST = 23, SEMANTIC_KIND_LAST = 32, INTERP_MODE_LAST = 7 };
/* Far above any register file (32 rows for most signatures); only keeps a
 * corrupted count from driving the cross-check's per-row work. */
#define MAX_ELEMENT_ROWS 4096u

static void read_tags(d2s_ctx *ctx, const md_loc *loc, const ir_md *tags, dxil_sig_element *e)
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
            e->output_stream = md_op_u32(ctx, &tl, tags, i + 1, "output stream", 3);
            break;
        case 2:
            e->dyn_index_mask = md_op_u32(ctx, &tl, tags, i + 1, "dynamic index mask", 15);
            break;
        case 3:
            e->usage_mask = md_op_u32(ctx, &tl, tags, i + 1, "usage mask", 15);
            break;
        case 1:
            break; /* the HLSL global symbol: a name, no semantics */
        default:
            /* Newer tags: one value operand each, skipped; they may carry
             * a meaning not honoured here. */
            md_warn(ctx, &tl, "signature element tag %u is unknown to this translator; ignored", tag);
            break;
        }
    }
}

static void read_element(d2s_ctx *ctx, const md_loc *loc, const ir_md *rec, dxil_sig_element *e)
{
    md_need_ops(ctx, loc, rec, 11);
    memset(e, 0, sizeof *e);
    e->id = md_op_u32(ctx, loc, rec, 0, "element ID", UINT32_MAX);
    e->semantic = md_op_string(ctx, loc, rec, 1, "semantic name");
    e->comp_type = md_op_u32(ctx, loc, rec, 2, "component type", COMPONENT_TYPE_LAST);
    e->system_value = md_op_u32(ctx, loc, rec, 3, "system value", SEMANTIC_KIND_LAST);
    const ir_md *idx = md_op_node_or_null(ctx, loc, rec, 4, "semantic indices");
    if (idx && idx->u.node.count) {
        md_loc il = MD_LOC(loc, "semantic indices");
        e->num_indices = idx->u.node.count;
        e->semantic_indices = d2s_alloc_array(ctx, e->num_indices, sizeof *e->semantic_indices);
        for (uint32_t i = 0; i < e->num_indices; i++)
            e->semantic_indices[i] = md_op_u32(ctx, &il, idx, i, "semantic index", UINT32_MAX);
    }
    e->interp_mode = md_op_u32(ctx, loc, rec, 5, "interpolation mode", INTERP_MODE_LAST);
    e->rows = md_op_u32(ctx, loc, rec, 6, "rows", MAX_ELEMENT_ROWS);
    e->cols = md_op_u32(ctx, loc, rec, 7, "columns", 4);
    if (e->rows == 0 || e->cols == 0)
        md_fail(ctx, loc, "has an empty shape (%u rows, %u columns)", e->rows, e->cols);
    e->start_row = md_op_i32(ctx, loc, rec, 8, "start row", -1, INT32_MAX);
    e->start_col = md_op_i32(ctx, loc, rec, 9, "start column", -1, 3);
    if (e->start_row >= 0) {
        if (e->start_col < 0 || (uint32_t)e->start_col + e->cols > 4)
            md_fail(ctx, loc, "columns %d..%d do not fit a register", e->start_col,
                    e->start_col + (int32_t)e->cols - 1);
        if ((uint64_t)e->start_row + e->rows > INT32_MAX)
            md_fail(ctx, loc, "rows %d + %u overflow", e->start_row, e->rows);
    }
    read_tags(ctx, loc, md_op_node_or_null(ctx, loc, rec, 10, "tags"), e);
}

void dxil_md_read_signature(d2s_ctx *ctx, const md_loc *loc, const ir_md *list, dxil_signature *out)
{
    out->count = 0;
    out->elements = NULL;
    if (!list || !list->u.node.count)
        return;
    uint32_t n = list->u.node.count;
    out->elements = d2s_alloc_array(ctx, n, sizeof *out->elements);
    for (uint32_t i = 0; i < n; i++) {
        md_loc el = MD_LOC_NUM(loc, "element", i);
        const ir_md *rec = md_op_node_or_null(ctx, loc, list, i, "element");
        if (!rec)
            md_fail(ctx, &el, "is null");
        read_element(ctx, &el, rec, &out->elements[i]);
        /* loadInput/storeOutput name elements by ID; DXC numbers them by
         * position, and requiring that lets later stages index directly. */
        if (out->elements[i].id != i)
            md_fail(ctx, &el, "element ID %u differs from its position", out->elements[i].id);
    }
    out->count = n;
}

/* ---- cross-check with the container part ------------------------------------ */

typedef struct sig_row {
    uint32_t stream, reg;     /* reg UINT32_MAX: not allocated */
    uint32_t mask;
    uint32_t element, row;    /* DXIL element index and its row (metadata side) */
} sig_row;

static int row_cmp(const void *pa, const void *pb)
{
    const sig_row *a = pa, *b = pb;
    if (a->stream != b->stream)
        return a->stream < b->stream ? -1 : 1;
    if (a->reg != b->reg)
        return a->reg < b->reg ? -1 : 1;
    if (a->mask != b->mask)
        return a->mask < b->mask ? -1 : 1;
    return 0;
}

/* Container entries an element produces (see the note at the top). */
static uint32_t part_rows(const dxil_sig_element *e)
{
    return e->num_indices > e->rows ? e->num_indices : e->rows;
}

static void fail_row(d2s_ctx *ctx, const md_loc *loc, const dxil_signature *sig, const sig_row *r,
                     const char *part_name, const char *what)
{
    const dxil_sig_element *e = &sig->elements[r->element];
    md_loc el = MD_LOC_NUM(loc, "element", r->element);
    if (r->reg == UINT32_MAX)
        md_fail(ctx, &el, "'%s' row %u (stream %u, not allocated): %s in %s", e->semantic, r->row, r->stream, what,
                part_name);
    md_fail(ctx, &el, "'%s' row %u (stream %u, register %u, mask 0x%x): %s in %s", e->semantic, r->row, r->stream,
            r->reg, r->mask, what, part_name);
}

void dxil_md_check_signature_part(d2s_ctx *ctx, const md_loc *loc, const dxil_signature *sig,
                                  const d2s_sig_part *part, const char *part_name)
{
    if (!part || !part->present)
        return;
    uint64_t total = 0;
    for (uint32_t i = 0; i < sig->count; i++)
        total += part_rows(&sig->elements[i]);
    if (total != part->count)
        md_fail(ctx, loc, "has %llu rows, but %s has %u elements", (unsigned long long)total, part_name,
                part->count);
    if (!total)
        return;
    sig_row *mine = d2s_alloc_array(ctx, (size_t)total, sizeof *mine);
    sig_row *theirs = d2s_alloc_array(ctx, (size_t)total, sizeof *theirs);
    uint32_t k = 0;
    for (uint32_t i = 0; i < sig->count; i++) {
        const dxil_sig_element *e = &sig->elements[i];
        uint32_t mask = e->start_row >= 0 ? ((1u << e->cols) - 1u) << e->start_col : (1u << e->cols) - 1u;
        uint32_t n = part_rows(e);
        for (uint32_t r = 0; r < n; r++, k++) {
            uint32_t row = r < e->rows ? r : e->rows - 1;
            mine[k].stream = e->output_stream;
            mine[k].reg = e->start_row >= 0 ? (uint32_t)e->start_row + row : UINT32_MAX;
            mine[k].mask = mask;
            mine[k].element = i;
            mine[k].row = r;
        }
    }
    for (uint32_t j = 0; j < part->count; j++) {
        const d2s_sig_part_element *pe = &part->elements[j];
        theirs[j].stream = pe->stream;
        theirs[j].reg = pe->reg;
        theirs[j].mask = pe->mask;
        theirs[j].element = j;
        theirs[j].row = 0;
    }
    qsort(mine, (size_t)total, sizeof *mine, row_cmp);
    qsort(theirs, (size_t)total, sizeof *theirs, row_cmp);
    for (uint32_t j = 0; j < total; j++) {
        const sig_row *a = &mine[j], *b = &theirs[j];
        if (a->stream != b->stream)
            fail_row(ctx, loc, sig, a, part_name, "no element of this stream at this position");
        if (a->reg == UINT32_MAX)
            continue; /* unallocated rows carry no register to compare */
        if (a->reg != b->reg)
            fail_row(ctx, loc, sig, a, part_name, "no element with this register");
        if (a->mask != b->mask)
            fail_row(ctx, loc, sig, a, part_name, "the register's mask differs");
    }
}
