/* IR verifier: the structural invariants every pass may rely on (see
 * ir_analysis.h). It runs after the reader and the DXIL layer on every
 * translation, so it must itself be linear and must not trust what it
 * checks: every pointer is validated before it is followed.
 *
 * Order matters: block/terminator structure first, then succs/preds against
 * the terminators, and only then the dominator tree (which reads succs), so
 * that the SSA dominance check never runs on an inconsistent CFG.
 */
#include "ir/ir_analysis.h"

#include <stdio.h>
#include <string.h>

typedef struct vctx {
    d2s_ctx *ctx;
    const ir_function *f;
    const ir_cfg_info *ci;
    uint32_t *mark;        /* [num_blocks] stamp: pred of the block being checked */
    uint32_t mark_stamp;
    uint32_t *seen;        /* [num_blocks] stamp: pred already named by the current phi */
    uint32_t seen_stamp;
    const ir_value **seen_value; /* [num_blocks] the value the current phi gives for that pred */
    uint32_t *in_edges;    /* [num_blocks] incoming CFG edges, counted with multiplicity */
} vctx;

static const char *fname(const ir_function *f)
{
    return f->v.name ? f->v.name : "<unnamed>";
}

D2S_PRINTF(5, 6)
D2S_NORETURN static void vfail(const vctx *v, d2s_status st, const ir_block *b, const ir_instr *in,
                               const char *fmt, ...)
{
    char where[160];
    int n = snprintf(where, sizeof(where), "function '%s'", fname(v->f));
    if (b && n >= 0 && (size_t)n < sizeof(where)) {
        if (b->name)
            n += snprintf(where + n, sizeof(where) - (size_t)n, ", block %u ('%s')", b->id, b->name);
        else
            n += snprintf(where + n, sizeof(where) - (size_t)n, ", block %u", b->id);
    }
    if (in && n >= 0 && (size_t)n < sizeof(where))
        snprintf(where + n, sizeof(where) - (size_t)n, ", instruction %u (%s)", in->index_in_block,
                 ir_op_name((ir_op)in->op));
    char what[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof(what), fmt, ap);
    va_end(ap);
    d2s_fail(v->ctx, st, "IR verifier: %s: %s", where, what);
}

/* ---- types ------------------------------------------------------------- */

/* Structural equality; named structs compare by identity or name, which also
 * stops the walk at the only place LLVM types can be recursive. */
static bool type_eq_depth(const ir_type *a, const ir_type *b, uint32_t depth)
{
    if (a == b)
        return true;
    if (!a || !b || a->kind != b->kind || depth > 64)
        return false;
    switch (a->kind) {
    case IR_TYPE_INT:
        return a->width == b->width;
    case IR_TYPE_POINTER:
        return a->addrspace == b->addrspace && type_eq_depth(a->elem, b->elem, depth + 1);
    case IR_TYPE_ARRAY:
    case IR_TYPE_VECTOR:
        return a->count == b->count && type_eq_depth(a->elem, b->elem, depth + 1);
    case IR_TYPE_STRUCT:
    case IR_TYPE_OPAQUE:
    case IR_TYPE_FUNCTION:
        if (a->kind != IR_TYPE_FUNCTION && (a->name || b->name))
            return a->name && b->name && strcmp(a->name, b->name) == 0;
        /* literal structs and function types compare member by member */
        if (a->member_count != b->member_count || a->packed != b->packed || a->vararg != b->vararg)
            return false;
        if (a->kind == IR_TYPE_FUNCTION && !type_eq_depth(a->elem, b->elem, depth + 1))
            return false;
        for (uint32_t i = 0; i < a->member_count; i++) {
            if (!type_eq_depth(a->members[i], b->members[i], depth + 1))
                return false;
        }
        return true;
    default:
        return true; /* void, half, float, double, label, metadata */
    }
}

static bool type_eq(const ir_type *a, const ir_type *b)
{
    return type_eq_depth(a, b, 0);
}

/* The element type of a vector, the type itself otherwise. */
static const ir_type *scalar_of(const ir_type *t)
{
    return t && t->kind == IR_TYPE_VECTOR && t->elem ? t->elem : t;
}

static bool is_int(const ir_type *t)
{
    t = scalar_of(t);
    return t && t->kind == IR_TYPE_INT;
}

static bool is_float(const ir_type *t)
{
    t = scalar_of(t);
    return t && (t->kind == IR_TYPE_HALF || t->kind == IR_TYPE_FLOAT || t->kind == IR_TYPE_DOUBLE);
}

static bool is_ptr(const ir_type *t)
{
    t = scalar_of(t);
    return t && t->kind == IR_TYPE_POINTER;
}

static bool is_bool(const ir_type *t)
{
    t = scalar_of(t);
    return t && t->kind == IR_TYPE_INT && t->width == 1;
}

/* Same vector shape (both scalars, or vectors of the same length). */
static bool same_shape(const ir_type *a, const ir_type *b)
{
    bool va = a->kind == IR_TYPE_VECTOR, vb = b->kind == IR_TYPE_VECTOR;
    return va == vb && (!va || a->count == b->count);
}

static const char *type_kind_name(const ir_type *t)
{
    static const char *const names[] = {"void", "integer", "half", "float", "double", "pointer", "array",
                                        "vector", "struct", "function", "label", "metadata", "opaque"};
    if (!t)
        return "untyped";
    if (t->kind < sizeof(names) / sizeof(names[0]))
        return names[t->kind];
    return "unknown-type";
}

/* ---- per-block structure --------------------------------------------- */

static bool block_of_f(const ir_function *f, const ir_block *b)
{
    return b && b->id < f->num_blocks && f->blocks[b->id] == b;
}

static void check_block_structure(vctx *v, const ir_block *b)
{
    const ir_function *f = v->f;
    if (!b->num_instrs || !b->instrs)
        vfail(v, D2S_ERR_INVALID, b, NULL, "block has no instructions (a terminator is required)");
    bool phis_done = false;
    for (uint32_t k = 0; k < b->num_instrs; k++) {
        const ir_instr *in = b->instrs[k];
        if (!in)
            vfail(v, D2S_ERR_INTERNAL, b, NULL, "instruction %u is NULL", k);
        if (in->block != b || in->index_in_block != k)
            vfail(v, D2S_ERR_INTERNAL, b, NULL,
                  "instruction %u (%s) records position block %u, index %u", k, ir_op_name((ir_op)in->op),
                  in->block ? in->block->id : UINT32_MAX, in->index_in_block);
        if (in->v.kind != IR_VAL_INSTR || !in->v.type)
            vfail(v, D2S_ERR_INTERNAL, b, in, "not an instruction value or has no type");
        if (in->op == IR_OP_INVALID || in->op >= IR_OP_COUNT)
            vfail(v, D2S_ERR_INTERNAL, b, in, "invalid opcode %u", in->op);
        bool last = k + 1 == b->num_instrs;
        if (ir_op_is_terminator(in->op) && !last)
            vfail(v, D2S_ERR_INVALID, b, in, "terminator in the middle of the block (%u instructions follow)",
                  b->num_instrs - k - 1);
        if (last && !ir_op_is_terminator(in->op))
            vfail(v, D2S_ERR_INVALID, b, in, "block does not end with a terminator");
        if (in->op == IR_OP_PHI) {
            if (phis_done)
                vfail(v, D2S_ERR_INVALID, b, in, "phi after a non-phi instruction (phis must open the block)");
        } else {
            phis_done = true;
        }
        if (in->num_ops && !in->ops)
            vfail(v, D2S_ERR_INTERNAL, b, in, "operand array is NULL");
        for (uint32_t i = 0; i < in->num_ops; i++) {
            if (!in->ops[i])
                vfail(v, D2S_ERR_INVALID, b, in, "operand %u is missing (NULL)", i);
            if (!in->ops[i]->type)
                vfail(v, D2S_ERR_INTERNAL, b, in, "operand %u has no type", i);
        }
        if (in->num_targets && !in->targets)
            vfail(v, D2S_ERR_INTERNAL, b, in, "target array is NULL");
        for (uint32_t i = 0; i < in->num_targets; i++) {
            if (!in->targets[i])
                vfail(v, D2S_ERR_INVALID, b, in, "target block %u is missing (NULL)", i);
            if (!block_of_f(f, in->targets[i]))
                vfail(v, D2S_ERR_INTERNAL, b, in, "target %u is not a block of this function", i);
        }
        if (in->num_targets && in->op != IR_OP_PHI && !ir_op_is_terminator(in->op))
            vfail(v, D2S_ERR_INTERNAL, b, in, "has %u block targets but is neither a phi nor a terminator",
                  in->num_targets);
    }
}

/* succs must be the distinct terminator targets in order; preds the
 * distinct sources in block order. Expected preds are rebuilt in CSR form. */
static void check_edges(vctx *v)
{
    const ir_function *f = v->f;
    d2s_ctx *ctx = v->ctx;
    uint32_t n = f->num_blocks;
    uint32_t *npred = d2s_zalloc_array(ctx, (size_t)n + 1, sizeof(uint32_t));
    uint32_t *stamp = v->mark;
    for (uint32_t i = 0; i < n; i++) {
        const ir_block *b = f->blocks[i];
        const ir_instr *t = b->instrs[b->num_instrs - 1];
        uint32_t ns = 0;
        if (b->num_succs && !b->succs)
            vfail(v, D2S_ERR_INTERNAL, b, NULL, "successor list is NULL");
        v->mark_stamp++;
        for (uint32_t k = 0; k < t->num_targets; k++) {
            const ir_block *s = t->targets[k];
            v->in_edges[s->id]++;
            if (stamp[s->id] == v->mark_stamp)
                continue;
            stamp[s->id] = v->mark_stamp;
            if (ns >= b->num_succs || b->succs[ns] != s)
                vfail(v, D2S_ERR_INTERNAL, b, NULL,
                      "successor list does not match the terminator (entry %u should be block %u)", ns, s->id);
            ns++;
            npred[s->id + 1]++;
        }
        if (ns != b->num_succs)
            vfail(v, D2S_ERR_INTERNAL, b, NULL, "successor list has %u entries, the terminator names %u blocks",
                  b->num_succs, ns);
    }
    for (uint32_t i = 0; i < n; i++)
        npred[i + 1] += npred[i];
    uint32_t *preds = d2s_alloc_array(ctx, npred[n] ? npred[n] : 1, sizeof(uint32_t));
    uint32_t *fill = d2s_alloc_array(ctx, n ? n : 1, sizeof(uint32_t));
    memcpy(fill, npred, (size_t)n * sizeof(uint32_t));
    for (uint32_t i = 0; i < n; i++) {
        const ir_block *b = f->blocks[i];
        for (uint32_t k = 0; k < b->num_succs; k++)
            preds[fill[b->succs[k]->id]++] = i;
    }
    for (uint32_t i = 0; i < n; i++) {
        const ir_block *b = f->blocks[i];
        uint32_t want = npred[i + 1] - npred[i];
        if (b->num_preds != want)
            vfail(v, D2S_ERR_INTERNAL, b, NULL, "predecessor list has %u entries, the terminators give %u",
                  b->num_preds, want);
        if (want && !b->preds)
            vfail(v, D2S_ERR_INTERNAL, b, NULL, "predecessor list is NULL");
        for (uint32_t k = 0; k < want; k++) {
            const ir_block *p = b->preds[k];
            if (!block_of_f(f, p) || p->id != preds[npred[i] + k])
                vfail(v, D2S_ERR_INTERNAL, b, NULL,
                      "predecessor %u should be block %u (distinct predecessors in block order)", k,
                      preds[npred[i] + k]);
        }
    }
}

/* ---- operands ---------------------------------------------------------- */

/* The instruction a use refers to must be in this function, produce a value
 * and dominate the use (for a phi: the end of the incoming block). */
static void check_use(vctx *v, const ir_block *b, const ir_instr *in, uint32_t i)
{
    const ir_value *op = in->ops[i];
    if (op->kind > IR_VAL_INSTR)
        vfail(v, D2S_ERR_INTERNAL, b, in, "operand %u has unknown value kind %u", i, op->kind);
    if (op->kind == IR_VAL_ARG) {
        if (((const ir_arg *)op)->func != v->f)
            vfail(v, D2S_ERR_INVALID, b, in, "operand %u is an argument of another function", i);
        return;
    }
    if (op->kind != IR_VAL_INSTR)
        return;
    const ir_instr *def = (const ir_instr *)op;
    const ir_block *db = def->block;
    if (!block_of_f(v->f, db) || def->index_in_block >= db->num_instrs || db->instrs[def->index_in_block] != def)
        vfail(v, D2S_ERR_INVALID, b, in, "operand %u is an instruction that is not in this function", i);
    if (def->v.type->kind == IR_TYPE_VOID)
        vfail(v, D2S_ERR_INVALID, b, in, "operand %u uses instruction %u of block %u (%s), which has no result", i,
              def->index_in_block, db->id, ir_op_name((ir_op)def->op));
    if (in->op == IR_OP_PHI) {
        const ir_block *from = in->targets[i];
        if (db != from && !ir_cfg_dominates(v->ci, db->id, from->id))
            vfail(v, D2S_ERR_INVALID, b, in,
                  "incoming value %u (%%%u, block %u) does not dominate the end of incoming block %u", i,
                  def->v.id, db->id, from->id);
        return;
    }
    if (db == b ? def->index_in_block >= in->index_in_block : !ir_cfg_dominates(v->ci, db->id, b->id))
        vfail(v, D2S_ERR_INVALID, b, in, "operand %u (%%%u, block %u, instruction %u) does not dominate this use",
              i, def->v.id, db->id, def->index_in_block);
}

/* Phi entries: one per incoming edge, each from a predecessor, every
 * predecessor covered; repeated entries for one predecessor (a switch with
 * several cases to this block) must agree. The reader may also give one
 * entry per distinct predecessor. */
static void check_phi(vctx *v, const ir_block *b, const ir_instr *in)
{
    if (in->num_ops != in->num_targets)
        vfail(v, D2S_ERR_INVALID, b, in, "%u incoming values but %u incoming blocks", in->num_ops,
              in->num_targets);
    uint32_t edges = v->in_edges[b->id];
    if (in->num_ops < b->num_preds || in->num_ops > edges)
        vfail(v, D2S_ERR_INVALID, b, in, "%u incoming entries for a block with %u predecessors", in->num_ops,
              b->num_preds);
    v->seen_stamp++;
    uint32_t covered = 0;
    for (uint32_t i = 0; i < in->num_ops; i++) {
        const ir_block *p = in->targets[i];
        if (v->mark[p->id] != v->mark_stamp)
            vfail(v, D2S_ERR_INVALID, b, in, "incoming block %u of entry %u is not a predecessor", p->id, i);
        if (v->seen[p->id] == v->seen_stamp) {
            if (v->seen_value[p->id] != in->ops[i])
                vfail(v, D2S_ERR_INVALID, b, in, "two entries for predecessor %u with different values", p->id);
            continue;
        }
        v->seen[p->id] = v->seen_stamp;
        v->seen_value[p->id] = in->ops[i];
        covered++;
    }
    if (covered != b->num_preds) {
        for (uint32_t k = 0; k < b->num_preds; k++) {
            if (v->seen[b->preds[k]->id] != v->seen_stamp)
                vfail(v, D2S_ERR_INVALID, b, in, "no incoming entry for predecessor block %u", b->preds[k]->id);
        }
    }
    for (uint32_t i = 0; i < in->num_ops; i++) {
        if (!type_eq(in->ops[i]->type, in->v.type))
            vfail(v, D2S_ERR_INVALID, b, in, "incoming value %u has a different type than the phi", i);
    }
}

static void need_ops(const vctx *v, const ir_block *b, const ir_instr *in, uint32_t lo, uint32_t hi)
{
    if (in->num_ops < lo || in->num_ops > hi)
        vfail(v, D2S_ERR_INVALID, b, in, "%u operands (expected %u%s)", in->num_ops, lo,
              hi == lo ? "" : " or more");
}

/* Follows extractvalue/insertvalue indices into an aggregate type. */
static const ir_type *indexed_type(const vctx *v, const ir_block *b, const ir_instr *in, const ir_type *t)
{
    if (!in->num_indices || !in->indices)
        vfail(v, D2S_ERR_INVALID, b, in, "no aggregate indices");
    for (uint32_t i = 0; i < in->num_indices; i++) {
        uint32_t x = in->indices[i];
        if (t && t->kind == IR_TYPE_STRUCT && x < t->member_count && t->members)
            t = t->members[x];
        else if (t && t->kind == IR_TYPE_ARRAY && x < t->count)
            t = t->elem;
        else
            vfail(v, D2S_ERR_INVALID, b, in, "index %u (%u) does not select a member of a %s", i, x,
                  type_kind_name(t));
    }
    return t;
}

static void check_types(vctx *v, const ir_block *b, const ir_instr *in)
{
    const ir_type *rt = in->v.type;
    ir_value *const *o = in->ops;
    uint16_t op = in->op;
    if (op >= IR_OP_ADD && op <= IR_OP_FREM) {
        need_ops(v, b, in, 2, 2);
        bool fl = op >= IR_OP_FADD;
        if (!type_eq(o[0]->type, o[1]->type) || !type_eq(o[0]->type, rt))
            vfail(v, D2S_ERR_INVALID, b, in, "operands and result must have one type");
        if (fl ? !is_float(rt) : !is_int(rt))
            vfail(v, D2S_ERR_INVALID, b, in, "needs %s operands, got %s", fl ? "floating-point" : "integer",
                  type_kind_name(scalar_of(rt)));
        return;
    }
    if (op >= IR_OP_TRUNC && op <= IR_OP_ADDRSPACECAST) {
        need_ops(v, b, in, 1, 1);
        const ir_type *s = o[0]->type;
        bool ok = true;
        switch (op) {
        case IR_OP_TRUNC: case IR_OP_ZEXT: case IR_OP_SEXT: ok = is_int(s) && is_int(rt); break;
        case IR_OP_FPTOUI: case IR_OP_FPTOSI: ok = is_float(s) && is_int(rt); break;
        case IR_OP_UITOFP: case IR_OP_SITOFP: ok = is_int(s) && is_float(rt); break;
        case IR_OP_FPTRUNC: case IR_OP_FPEXT: ok = is_float(s) && is_float(rt); break;
        case IR_OP_PTRTOINT: ok = is_ptr(s) && is_int(rt); break;
        case IR_OP_INTTOPTR: ok = is_int(s) && is_ptr(rt); break;
        case IR_OP_ADDRSPACECAST: ok = is_ptr(s) && is_ptr(rt); break;
        default: ok = rt->kind != IR_TYPE_VOID; break;
        }
        if (!ok || (op != IR_OP_BITCAST && !same_shape(s, rt)))
            vfail(v, D2S_ERR_INVALID, b, in, "cannot cast %s to %s", type_kind_name(scalar_of(s)),
                  type_kind_name(scalar_of(rt)));
        return;
    }
    switch (op) {
    case IR_OP_ICMP:
    case IR_OP_FCMP: {
        need_ops(v, b, in, 2, 2);
        bool fl = op == IR_OP_FCMP;
        if (!type_eq(o[0]->type, o[1]->type))
            vfail(v, D2S_ERR_INVALID, b, in, "compares values of different types");
        if (fl ? !is_float(o[0]->type) : !(is_int(o[0]->type) || is_ptr(o[0]->type)))
            vfail(v, D2S_ERR_INVALID, b, in, "cannot compare %s values", type_kind_name(scalar_of(o[0]->type)));
        if (fl ? in->aux > IR_FCMP_TRUE : (in->aux < IR_ICMP_EQ || in->aux > IR_ICMP_SLE))
            vfail(v, D2S_ERR_INVALID, b, in, "invalid predicate %u", in->aux);
        if (!is_bool(rt) || !same_shape(rt, o[0]->type))
            vfail(v, D2S_ERR_INVALID, b, in, "result must be i1 (per lane)");
        return;
    }
    case IR_OP_SELECT:
        need_ops(v, b, in, 3, 3);
        if (!is_bool(o[0]->type))
            vfail(v, D2S_ERR_INVALID, b, in, "condition is not i1");
        if (!type_eq(o[1]->type, o[2]->type) || !type_eq(o[1]->type, rt))
            vfail(v, D2S_ERR_INVALID, b, in, "both choices and the result must have one type");
        return;
    case IR_OP_BR:
        if (!((in->num_targets == 1 && in->num_ops == 0) || (in->num_targets == 2 && in->num_ops == 1)))
            vfail(v, D2S_ERR_INVALID, b, in, "%u targets and %u operands (expected 1 and 0, or 2 and 1)",
                  in->num_targets, in->num_ops);
        if (in->num_ops && !(o[0]->type->kind == IR_TYPE_INT && o[0]->type->width == 1))
            vfail(v, D2S_ERR_INVALID, b, in, "branch condition is not i1");
        return;
    case IR_OP_SWITCH:
        if (in->num_ops < 1 || in->num_targets != in->num_ops)
            vfail(v, D2S_ERR_INVALID, b, in, "%u case values for %u targets", in->num_ops ? in->num_ops - 1 : 0,
                  in->num_targets ? in->num_targets - 1 : 0);
        if (o[0]->type->kind != IR_TYPE_INT)
            vfail(v, D2S_ERR_INVALID, b, in, "switch condition is not an integer");
        for (uint32_t i = 1; i < in->num_ops; i++) {
            uint64_t ignored;
            /* LLVM writes a zero case value as a null constant */
            if (!ir_value_const_u64(o[i], &ignored) || !type_eq(o[i]->type, o[0]->type))
                vfail(v, D2S_ERR_INVALID, b, in, "case %u is not an integer constant of the condition's type",
                      i - 1);
        }
        return;
    case IR_OP_RET: {
        const ir_type *want = v->f->fn_type ? v->f->fn_type->elem : NULL;
        bool is_void = !want || want->kind == IR_TYPE_VOID;
        need_ops(v, b, in, is_void ? 0 : 1, is_void ? 0 : 1);
        if (!is_void && !type_eq(o[0]->type, want))
            vfail(v, D2S_ERR_INVALID, b, in, "returns a value of the wrong type");
        return;
    }
    case IR_OP_UNREACHABLE:
    case IR_OP_FENCE:
        need_ops(v, b, in, 0, 0);
        return;
    case IR_OP_CALL: {
        const ir_function *c = in->callee;
        if (!c || c->v.kind != IR_VAL_FUNCTION || !c->fn_type || c->fn_type->kind != IR_TYPE_FUNCTION)
            vfail(v, D2S_ERR_INVALID, b, in, "callee is not a function");
        const ir_type *ft = c->fn_type;
        if (in->num_ops < ft->member_count || (!ft->vararg && in->num_ops != ft->member_count))
            vfail(v, D2S_ERR_INVALID, b, in, "%u arguments for a function of %u parameters", in->num_ops,
                  ft->member_count);
        for (uint32_t i = 0; i < ft->member_count; i++) {
            if (!type_eq(o[i]->type, ft->members[i]))
                vfail(v, D2S_ERR_INVALID, b, in, "argument %u has the wrong type", i);
        }
        if (!type_eq(rt, ft->elem))
            vfail(v, D2S_ERR_INVALID, b, in, "result type differs from the callee's return type");
        return;
    }
    case IR_OP_DXOP:
        /* The operands of a dx.op call are checked against the op table
         * where the call becomes IR_OP_DXOP (dxil_lower_dxops, src/dxil:
         * count, types, constants); src/ir sees the table entry as opaque. */
        if (!in->dxop)
            vfail(v, D2S_ERR_INTERNAL, b, in, "dx.op %u has no op table entry", in->aux);
        return;
    case IR_OP_LOAD:
        need_ops(v, b, in, 1, 1);
        if (o[0]->type->kind != IR_TYPE_POINTER)
            vfail(v, D2S_ERR_INVALID, b, in, "loads from a %s, not a pointer", type_kind_name(o[0]->type));
        if (!type_eq(o[0]->type->elem, rt))
            vfail(v, D2S_ERR_INVALID, b, in, "loaded type differs from the pointee type");
        return;
    case IR_OP_STORE:
        need_ops(v, b, in, 2, 2);
        if (o[0]->type->kind != IR_TYPE_POINTER)
            vfail(v, D2S_ERR_INVALID, b, in, "stores to a %s, not a pointer", type_kind_name(o[0]->type));
        if (!type_eq(o[0]->type->elem, o[1]->type))
            vfail(v, D2S_ERR_INVALID, b, in, "stored value's type differs from the pointee type");
        return;
    case IR_OP_ALLOCA:
        if (rt->kind != IR_TYPE_POINTER)
            vfail(v, D2S_ERR_INVALID, b, in, "result is not a pointer");
        return;
    case IR_OP_GEP:
        need_ops(v, b, in, 1, UINT32_MAX);
        if (!is_ptr(o[0]->type) || !is_ptr(rt))
            vfail(v, D2S_ERR_INVALID, b, in, "base and result must be pointers");
        for (uint32_t i = 1; i < in->num_ops; i++) {
            if (!is_int(o[i]->type))
                vfail(v, D2S_ERR_INVALID, b, in, "index %u is not an integer", i - 1);
        }
        return;
    case IR_OP_EXTRACTVALUE:
        need_ops(v, b, in, 1, 1);
        if (!type_eq(indexed_type(v, b, in, o[0]->type), rt))
            vfail(v, D2S_ERR_INVALID, b, in, "result type differs from the selected member's type");
        return;
    case IR_OP_INSERTVALUE:
        need_ops(v, b, in, 2, 2);
        if (!type_eq(o[0]->type, rt) || !type_eq(indexed_type(v, b, in, o[0]->type), o[1]->type))
            vfail(v, D2S_ERR_INVALID, b, in, "inserted value or result has the wrong type");
        return;
    case IR_OP_EXTRACTELEMENT:
        need_ops(v, b, in, 2, 2);
        if (o[0]->type->kind != IR_TYPE_VECTOR || !type_eq(o[0]->type->elem, rt) || !is_int(o[1]->type))
            vfail(v, D2S_ERR_INVALID, b, in, "needs a vector, an integer index and the element type as result");
        return;
    case IR_OP_INSERTELEMENT:
        need_ops(v, b, in, 3, 3);
        if (o[0]->type->kind != IR_TYPE_VECTOR || !type_eq(o[0]->type, rt) ||
            !type_eq(o[0]->type->elem, o[1]->type) || !is_int(o[2]->type))
            vfail(v, D2S_ERR_INVALID, b, in, "needs a vector, an element of its type and an integer index");
        return;
    case IR_OP_SHUFFLEVECTOR:
        need_ops(v, b, in, 3, 3);
        if (o[0]->type->kind != IR_TYPE_VECTOR || !type_eq(o[0]->type, o[1]->type) ||
            rt->kind != IR_TYPE_VECTOR || !type_eq(rt->elem, o[0]->type->elem))
            vfail(v, D2S_ERR_INVALID, b, in, "needs two vectors of one type and a vector result of their element");
        return;
    case IR_OP_ATOMICRMW:
        need_ops(v, b, in, 2, 2);
        if (o[0]->type->kind != IR_TYPE_POINTER || !type_eq(o[0]->type->elem, o[1]->type))
            vfail(v, D2S_ERR_INVALID, b, in, "needs a pointer and a value of its pointee type");
        return;
    case IR_OP_CMPXCHG:
        need_ops(v, b, in, 3, 3);
        if (o[0]->type->kind != IR_TYPE_POINTER || !type_eq(o[0]->type->elem, o[1]->type) ||
            !type_eq(o[1]->type, o[2]->type))
            vfail(v, D2S_ERR_INVALID, b, in, "needs a pointer and two values of its pointee type");
        return;
    default:
        return; /* phi is checked by check_phi */
    }
}

void ir_verify_function(d2s_ctx *ctx, const ir_function *f)
{
    vctx v = {.ctx = ctx, .f = f};
    if (f->v.kind != IR_VAL_FUNCTION)
        vfail(&v, D2S_ERR_INTERNAL, NULL, NULL, "not a function value");
    if (f->is_declaration) {
        if (f->num_blocks)
            vfail(&v, D2S_ERR_INTERNAL, NULL, NULL, "a declaration with %u blocks", f->num_blocks);
        return;
    }
    uint32_t n = f->num_blocks;
    if (!n || !f->blocks)
        vfail(&v, D2S_ERR_INVALID, NULL, NULL, "a function definition without blocks");
    if (!f->fn_type || f->fn_type->kind != IR_TYPE_FUNCTION)
        vfail(&v, D2S_ERR_INTERNAL, NULL, NULL, "function type missing");
    for (uint32_t i = 0; i < n; i++) {
        if (!f->blocks[i])
            vfail(&v, D2S_ERR_INTERNAL, NULL, NULL, "block %u is NULL", i);
        if (f->blocks[i]->id != i)
            vfail(&v, D2S_ERR_INTERNAL, NULL, NULL, "block %u has id %u", i, f->blocks[i]->id);
    }
    v.mark = d2s_zalloc_array(ctx, n, sizeof(uint32_t));
    v.seen = d2s_zalloc_array(ctx, n, sizeof(uint32_t));
    v.seen_value = d2s_zalloc_array(ctx, n, sizeof(*v.seen_value));
    v.in_edges = d2s_zalloc_array(ctx, n, sizeof(uint32_t));
    for (uint32_t i = 0; i < n; i++)
        check_block_structure(&v, f->blocks[i]);
    check_edges(&v);
    /* In a single block every operand is defined in the block of its use,
     * which needs no dominator tree (check_use never consults it). */
    v.ci = n > 1 ? ir_cfg_analyze_dominators(ctx, f) : NULL;

    for (uint32_t i = 0; i < n; i++) {
        const ir_block *b = f->blocks[i];
        v.mark_stamp++; /* mark[] = "is a predecessor of b", for check_phi */
        for (uint32_t k = 0; k < b->num_preds; k++)
            v.mark[b->preds[k]->id] = v.mark_stamp;
        for (uint32_t k = 0; k < b->num_instrs; k++) {
            const ir_instr *in = b->instrs[k];
            if (in->op == IR_OP_PHI)
                check_phi(&v, b, in);
            for (uint32_t o = 0; o < in->num_ops; o++)
                check_use(&v, b, in, o);
            check_types(&v, b, in);
        }
    }
}

void ir_verify_module(d2s_ctx *ctx, const ir_module *m)
{
    for (uint32_t i = 0; i < m->num_globals; i++) {
        if (!m->globals[i])
            d2s_fail(ctx, D2S_ERR_INTERNAL, "IR verifier: global %u is NULL", i);
    }
    for (uint32_t i = 0; i < m->num_functions; i++) {
        if (!m->functions[i])
            d2s_fail(ctx, D2S_ERR_INTERNAL, "IR verifier: function %u is NULL", i);
        ir_verify_function(ctx, m->functions[i]);
    }
}
