/* cfg_structurize(): the driver (see structurize.h, docs/structurizer.md).
 *
 *   0. refuse irreducible CFGs, drop unreachable blocks, give the function an
 *      entry block without predecessors;
 *   1. normalize loops (cfg_loops.c);
 *   2. lay out constructs and route forward edges (cfg_layout.c);
 *   3. contract merge blocks that only forward, lower phis whose edges were
 *      rerouted, repair SSA dominance (cfg_ssa.c);
 *   4. reorder f->blocks to the emission order and describe the headers.
 */
#include "cfg/cfg_internal.h"

#include "ir/ir_build.h"

#include <string.h>

static void check_input(cfg_state *st)
{
    ir_function *f = st->f;
    for (uint32_t i = 0; i < f->num_blocks; i++) {
        ir_block *b = f->blocks[i];
        ir_instr *t = b ? cfg_term(b) : NULL;
        if (!t || !ir_op_is_terminator(t->op))
            d2s_fail(st->ctx, D2S_ERR_INVALID, "function '%s', block %u '%s': the block does not end in a terminator",
                     st->fname, i, cfg_block_label(b));
        for (uint32_t k = 0; k < t->num_targets; k++) {
            if (!t->targets[k])
                d2s_fail(st->ctx, D2S_ERR_INVALID, "function '%s', block %u '%s': branch target %u is missing",
                         st->fname, i, cfg_block_label(b), k);
        }
        if (t->op == IR_OP_BR && (t->num_targets < 1 || t->num_targets > 2))
            d2s_fail(st->ctx, D2S_ERR_INVALID, "function '%s', block %u '%s': branch with %u targets", st->fname, i,
                     cfg_block_label(b), t->num_targets);
        if (t->op == IR_OP_BR && t->num_targets == 2 && t->num_ops < 1)
            d2s_fail(st->ctx, D2S_ERR_INVALID, "function '%s', block %u '%s': conditional branch without condition",
                     st->fname, i, cfg_block_label(b));
        if (t->op == IR_OP_SWITCH && (t->num_targets < 1 || t->num_ops != t->num_targets))
            d2s_fail(st->ctx, D2S_ERR_INVALID, "function '%s', block %u '%s': malformed switch", st->fname, i,
                     cfg_block_label(b));
    }
}

static void refuse_irreducible(cfg_state *st, const ir_cfg_info *ci)
{
    if (!ci->irreducible)
        return;
    const ir_cfg_edge *e = &ci->irreducible_edges[0];
    const ir_block *from = st->f->blocks[e->from], *to = st->f->blocks[e->to];
    d2s_fail(st->ctx, D2S_ERR_UNSUPPORTED,
             "function '%s': irreducible control flow is not supported: the edge from block %u '%s' to block %u '%s' "
             "enters a loop other than through its header (%u such edge%s)",
             st->fname, from->id, cfg_block_label(from), to->id, cfg_block_label(to), ci->num_irreducible_edges,
             ci->num_irreducible_edges == 1 ? "" : "s");
}

/* Unreachable blocks are dropped, with the phi entries they fed: they would
 * otherwise name predecessors the emitter never writes. */
static bool prune_unreachable(cfg_state *st, const ir_cfg_info *ci)
{
    ir_function *f = st->f;
    if (ci->num_reachable == f->num_blocks)
        return false;
    uint32_t j = 0;
    for (uint32_t i = 0; i < f->num_blocks; i++) {
        ir_block *b = f->blocks[i];
        if (!ir_cfg_reachable(ci, i)) {
            f->num_instrs -= b->num_instrs < f->num_instrs ? b->num_instrs : f->num_instrs;
            continue;
        }
        uint32_t np = cfg_num_phis(b);
        for (uint32_t p = 0; p < np; p++) {
            ir_instr *phi = b->instrs[p];
            uint32_t keep = 0;
            for (uint32_t k = 0; k < phi->num_targets; k++) {
                if (ir_cfg_reachable(ci, phi->targets[k]->id)) {
                    phi->ops[keep] = phi->ops[k];
                    phi->targets[keep] = phi->targets[k];
                    keep++;
                }
            }
            phi->num_ops = phi->num_targets = keep;
        }
        f->blocks[j++] = b;
    }
    f->num_blocks = j;
    ir_function_compute_cfg(st->ctx, f);
    return true;
}

/* SPIR-V forbids branching to the first block. */
static bool fresh_entry(cfg_state *st, bool always)
{
    ir_function *f = st->f;
    ir_block *old = f->blocks[0];
    if (!old->num_preds && !always)
        return false;
    ir_block *e = ir_block_create(st->m, f, "cfg.entry");
    memmove(f->blocks + 1, f->blocks, (size_t)(f->num_blocks - 1) * sizeof(*f->blocks));
    f->blocks[0] = e;
    ir_instr *br = ir_instr_create(st->m, IR_OP_BR, NULL, NULL, 0, &old, 1);
    f->num_instrs++;
    /* variables belong to the first block; the old entry now runs in a loop */
    e->instrs = d2s_alloc_array(st->ctx, (size_t)old->num_instrs + 1, sizeof(*e->instrs));
    uint32_t ne = 0, no = 0;
    for (uint32_t k = 0; k < old->num_instrs; k++) {
        ir_instr *in = old->instrs[k];
        if (in->op == IR_OP_ALLOCA)
            e->instrs[ne++] = in;
        else
            old->instrs[no++] = in;
    }
    old->num_instrs = no;
    e->instrs[ne++] = br;
    e->num_instrs = ne;
    e->instrs_cap = old->num_instrs + 1;
    for (uint32_t k = 0; k < ne; k++) {
        e->instrs[k]->block = e;
        e->instrs[k]->index_in_block = k;
    }
    uint32_t np = cfg_num_phis(old);
    for (uint32_t p = 0; p < np; p++) {
        ir_instr *phi = old->instrs[p];
        uint32_t n = phi->num_targets + 1;
        ir_value **ops = d2s_alloc_array(st->ctx, n, sizeof(*ops));
        ir_block **tg = d2s_alloc_array(st->ctx, n, sizeof(*tg));
        memcpy(ops, phi->ops, (size_t)phi->num_targets * sizeof(*ops));
        memcpy(tg, phi->targets, (size_t)phi->num_targets * sizeof(*tg));
        ops[n - 1] = cfg_undef(st, phi->v.type);
        tg[n - 1] = e;
        phi->ops = ops;
        phi->targets = tg;
        phi->num_ops = phi->num_targets = n;
    }
    ir_function_compute_cfg(st->ctx, f);
    return true;
}

/* The CFG as the analyses see it: each block and its terminator's targets.
 * The analyses (ir_cfg_analyze) depend on nothing else, so when a pass
 * leaves this unchanged, as loop normalization does for a function without
 * loops and the layout for one that needs no new blocks, the previous
 * analysis still holds and is reused instead of recomputed. */
typedef D2S_VEC(const void *) cfg_snapshot;

static void take_snapshot(cfg_state *st, cfg_snapshot *s)
{
    ir_function *f = st->f;
    s->count = 0;
    for (uint32_t i = 0; i < f->num_blocks; i++) {
        const ir_block *b = f->blocks[i];
        const ir_instr *t = cfg_term(b);
        uint32_t n = t ? t->num_targets : 0;
        d2s_vec_push(st->ctx, s, b);
        d2s_vec_push(st->ctx, s, (const void *)(uintptr_t)n);
        for (uint32_t k = 0; k < n; k++)
            d2s_vec_push(st->ctx, s, t->targets[k]);
    }
}

/* A replaced terminator with the same targets leaves the same CFG. */
static bool snapshot_holds(const cfg_state *st, const cfg_snapshot *s)
{
    const ir_function *f = st->f;
    uint32_t j = 0;
    for (uint32_t i = 0; i < f->num_blocks; i++) {
        const ir_block *b = f->blocks[i];
        const ir_instr *t = cfg_term(b);
        uint32_t n = t ? t->num_targets : 0;
        if (s->count - j < 2 || s->data[j] != b || s->data[j + 1] != (const void *)(uintptr_t)n ||
            s->count - j - 2 < n)
            return false;
        j += 2;
        for (uint32_t k = 0; k < n; k++)
            if (s->data[j + k] != t->targets[k])
                return false;
        j += n;
    }
    return j == s->count;
}

/* A join reached by many branches, as an unrolled loop's early exits all
 * reach the code after it: x1 -> (x2 | E), x2 -> (x3 | E), ... Laid out as
 * selections, each x_i would nest inside the previous one, so nesting
 * would grow with the number of exits. Instead the region of E's immediate
 * dominator D becomes a loop that runs once (`do { ... } while (false)`):
 * a new header H takes D's place (D's predecessors and phis move to H,
 * which branches to D), every edge into E goes to a new block K that ends
 * in `br false, H, E`, K is the loop's continue target, and the exits
 * become continues, which SPIR-V allows from any depth of selections. The
 * back edge is never taken, so the blocks run exactly as before; E's phis
 * move to K. Only joins whose branches all lie in E's innermost loop (an
 * exit from an inner loop straight to E keeps the usual multi-level
 * break), and only when at least CFG_WRAP_MIN_EXITS of them come from
 * blocks nested below D's own children (those are what would nest):
 * ordinary if/else merges and switches whose cases meet keep their
 * selections. Joins are taken latest first, so that of two joins with the
 * same D the later (outer) one gets the outer header. */
enum { CFG_WRAP_MIN_EXITS = 8 };

static bool is_loop_header(const ir_cfg_info *ci, uint32_t b)
{
    return ci->loop_of[b] != IR_CFG_NONE && ci->loops[ci->loop_of[b]].header == b;
}

/* E's branches now reach `target` (E, or the header put before it). */
static bool wrap_candidate(cfg_state *st, const ir_cfg_info *ci, const uint32_t *depth, uint32_t e,
                           const ir_block *target)
{
    const ir_block *eb = st->f->blocks[e];
    uint32_t d = ci->idom[e];
    if (eb->num_preds < CFG_WRAP_MIN_EXITS || d == IR_CFG_NONE || is_loop_header(ci, e) || is_loop_header(ci, d) ||
        ci->loop_of[d] != ci->loop_of[e])
        return false;
    uint32_t deep = 0, stamp = cfg_scratch(st);
    for (uint32_t i = 0; i < eb->num_preds; i++) {
        const ir_block *p = eb->preds[i];
        const ir_instr *t = cfg_term(p);
        uint32_t edges = 0;
        for (uint32_t k = 0; k < t->num_targets; k++)
            edges += t->targets[k] == target;
        /* a predecessor with two edges to E (switch cases) would need two
         * entries in K's phis: such joins keep their selections */
        if (ci->loop_of[p->id] != ci->loop_of[e] || st->mark[p->id] == stamp || edges != 1)
            return false;
        st->mark[p->id] = stamp;
        deep += depth[p->id] > depth[d] + 1;
    }
    return deep >= CFG_WRAP_MIN_EXITS;
}

/* preds[0..n) now branch to nb instead of t; t's phis follow them to nb. */
static void reroute(cfg_state *st, ir_block *t, ir_block *nb, ir_block **preds, uint32_t n)
{
    cfg_split_phis(st, t, nb, preds, n);
    for (uint32_t i = 0; i < n; i++)
        cfg_retarget(preds[i], t, nb);
}

/* Returns 1 when it wrapped something, 2 when a join's dominator is the
 * entry block, which needs a fresh entry before its region can have a
 * header (the caller makes one and calls again), 0 otherwise. */
static int wrap_exit_joins(cfg_state *st, const ir_cfg_info *ci)
{
    ir_function *f = st->f;
    uint32_t n = f->num_blocks, nr = ci->num_reachable;
    uint32_t *depth = d2s_alloc_array(st->ctx, n ? n : 1, sizeof(uint32_t)); /* in the dominator tree */
    ir_block **front = d2s_zalloc_array(st->ctx, n ? n : 1, sizeof(ir_block *)); /* first header put before b */
    ir_block **back = d2s_zalloc_array(st->ctx, n ? n : 1, sizeof(ir_block *));  /* last one, next to b */
    for (uint32_t r = 0; r < nr; r++)
        depth[ci->rpo[r]] = r ? depth[ci->idom[ci->rpo[r]]] + 1 : 0;
    for (uint32_t r = nr; r-- > 1;)
        if (wrap_candidate(st, ci, depth, ci->rpo[r], f->blocks[ci->rpo[r]]) && ci->idom[ci->rpo[r]] == 0)
            return 2;
    bool changed = false;
    for (uint32_t r = nr; r-- > 1;) {
        uint32_t e = ci->rpo[r];
        if (!wrap_candidate(st, ci, depth, e, front[e] ? front[e] : f->blocks[e]))
            continue;
        ir_block *eb = f->blocks[e], *db = f->blocks[ci->idom[e]];
        /* E's original predecessors branch to its outermost header if it
         * got one as a dominator itself; the phis are there too */
        ir_block *join = front[e] ? front[e] : eb;
        ir_block **epreds = d2s_alloc_array(st->ctx, eb->num_preds, sizeof(*epreds));
        memcpy(epreds, eb->preds, (size_t)eb->num_preds * sizeof(*epreds));
        /* the header takes D's place after the headers already there */
        ir_block *h = cfg_new_block(st, "cfg.once");
        ir_block **dpreds = &back[db->id];
        uint32_t ndp = 1;
        if (!back[db->id]) {
            dpreds = d2s_alloc_array(st->ctx, db->num_preds ? db->num_preds : 1, sizeof(*dpreds));
            memcpy(dpreds, db->preds, (size_t)db->num_preds * sizeof(*dpreds));
            ndp = db->num_preds;
        }
        reroute(st, db, h, dpreds, ndp);
        cfg_br(st, h, db);
        back[db->id] = h;
        if (!front[db->id])
            front[db->id] = h;
        ir_block *k = cfg_new_block(st, "cfg.exits");
        reroute(st, join, k, epreds, eb->num_preds);
        ir_value *no = &ir_const_int(st->m, st->t_i1, 0)->v;
        ir_block *tg[2] = {h, join};
        cfg_append(st, k, cfg_new_instr(st, IR_OP_BR, NULL, &no, 1, tg, 2));
        /* the header's phis: the back edge is never taken */
        uint32_t hp = cfg_num_phis(h);
        for (uint32_t i = 0; i < hp; i++) {
            ir_instr *phi = h->instrs[i];
            uint32_t cnt = phi->num_targets + 1;
            ir_value **ops = d2s_alloc_array(st->ctx, cnt, sizeof(*ops));
            ir_block **tgs = d2s_alloc_array(st->ctx, cnt, sizeof(*tgs));
            memcpy(ops, phi->ops, (size_t)phi->num_targets * sizeof(*ops));
            memcpy(tgs, phi->targets, (size_t)phi->num_targets * sizeof(*tgs));
            ops[cnt - 1] = cfg_undef(st, phi->v.type);
            tgs[cnt - 1] = k;
            phi->ops = ops;
            phi->targets = tgs;
            phi->num_ops = phi->num_targets = cnt;
        }
        changed = true;
    }
    if (changed)
        ir_function_compute_cfg(st->ctx, f);
    return changed;
}

static void init_binfo(cfg_state *st)
{
    st->bi.count = 0;
    cfg_binfo info = {.loop = CFG_NONE, .header_of = CFG_NONE, .latch_of = CFG_NONE, .merge_of = CFG_NONE};
    d2s_vec_reserve(st->ctx, &st->bi, st->f->num_blocks);
    for (uint32_t i = 0; i < st->f->num_blocks; i++)
        d2s_vec_push(st->ctx, &st->bi, info);
}

static void finish(cfg_state *st, cfg_structure *out)
{
    d2s_ctx *ctx = st->ctx;
    ir_function *f = st->f;
    uint32_t n = 0;
    for (uint32_t k = 0; k < st->order.count; k++) {
        const cfg_binfo *bi = &st->bi.data[st->order.data[k]->id];
        if (!(bi->flags & CFG_BF_DROPPED))
            n += 1 + bi->num_after;
    }
    ir_block **blocks = d2s_alloc_array(ctx, n ? n : 1, sizeof(*blocks));
    uint8_t *kind = d2s_zalloc_array(ctx, n ? n : 1, 1);
    ir_block **merge = d2s_zalloc_array(ctx, n ? n : 1, sizeof(*merge));
    ir_block **cont = d2s_zalloc_array(ctx, n ? n : 1, sizeof(*cont));
    uint32_t j = 0;
    for (uint32_t k = 0; k < st->order.count; k++) {
        ir_block *b = st->order.data[k];
        const cfg_binfo *bi = &st->bi.data[b->id];
        if (bi->flags & CFG_BF_DROPPED) {
            f->num_instrs -= b->num_instrs;
            continue;
        }
        kind[j] = bi->hdr;
        merge[j] = bi->merge;
        cont[j] = bi->cont;
        blocks[j++] = b;
        for (uint32_t a = 0; a < bi->num_after; a++)
            blocks[j++] = bi->after[a];
    }
    uint32_t expect = f->num_blocks;
    for (uint32_t b = 0; b < f->num_blocks; b++)
        expect -= (st->bi.data[b].flags & CFG_BF_DROPPED) ? 1 : 0;
    if (j != n || n != expect || !n || blocks[0] != f->blocks[0])
        d2s_fail(ctx, D2S_ERR_INTERNAL, "structurizer, function '%s': the emission order lists %u of %u blocks",
                 st->fname, j, expect);
    f->blocks = blocks;
    f->num_blocks = n;
    f->blocks_cap = n;
    ir_function_compute_cfg(ctx, f);
    out->num_blocks = n;
    out->num_order = n;
    out->order = d2s_alloc_array(ctx, n, sizeof(*out->order));
    memcpy(out->order, blocks, (size_t)n * sizeof(*blocks));
    out->header_kind = kind;
    out->merge = merge;
    out->continue_target = cont;
}

void cfg_structurize(d2s_ctx *ctx, ir_module *m, ir_function *f, cfg_structure *out)
{
    memset(out, 0, sizeof(*out));
    if (f->is_declaration || !f->num_blocks)
        return;
    cfg_state st = {.ctx = ctx, .m = m, .f = f};
    st.fname = f->v.name ? f->v.name : "<unnamed>";
    st.t_i1 = ir_type_int(m, 1);
    st.t_i32 = ir_type_int(m, 32);
    check_input(&st);
    ir_function_compute_cfg(ctx, f);
    ir_cfg_info *ci = ir_cfg_analyze(ctx, f);
    refuse_irreducible(&st, ci);
    bool changed = prune_unreachable(&st, ci);
    changed |= fresh_entry(&st, false);
    init_binfo(&st);
    if (changed)
        ci = ir_cfg_analyze(ctx, f);
    int wrapped = wrap_exit_joins(&st, ci);
    if (wrapped == 2) {
        fresh_entry(&st, true); /* the region at the entry needs a header of its own */
        init_binfo(&st);
        ci = ir_cfg_analyze(ctx, f);
        wrapped = wrap_exit_joins(&st, ci);
    }
    if (wrapped) {
        init_binfo(&st);
        ci = ir_cfg_analyze(ctx, f);
        if (ci->irreducible || wrapped == 2)
            d2s_fail(ctx, D2S_ERR_INTERNAL, "structurizer, function '%s': wrapping exits in a loop failed", st.fname);
    }

    cfg_snapshot snap = {0};
    take_snapshot(&st, &snap);
    cfg_normalize_loops(&st, ci);
    if (!snapshot_holds(&st, &snap)) {
        ci = ir_cfg_analyze(ctx, f);
        if (ci->irreducible)
            d2s_fail(ctx, D2S_ERR_INTERNAL,
                     "structurizer, function '%s': loop normalization made the CFG irreducible", st.fname);
        take_snapshot(&st, &snap);
    }
    cfg_layout(&st, ci);
    if (st.max_depth > ctx->limits.max_nesting)
        d2s_fail(ctx, D2S_ERR_LIMIT, "function '%s': structured control flow nests %u deep (limits.max_nesting is %u)",
                 st.fname, st.max_depth, ctx->limits.max_nesting);
    ir_function_compute_cfg(ctx, f);
    cfg_contract_forwarders(&st);
    ir_function_compute_cfg(ctx, f);
    cfg_lower_broken_phis(&st); /* edges unchanged, positions kept current */
    cfg_repair_ssa(&st, snapshot_holds(&st, &snap) ? ci : NULL);
    cfg_place_allocas(&st);
    finish(&st, out);
}
