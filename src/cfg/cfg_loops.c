/* Loop normalization, the structurizer's first rewrite (docs/structurizer.md).
 *
 * Afterwards every natural loop L has:
 *   - a header H with exactly one forward predecessor (a preheader block is
 *     inserted when there were several);
 *   - one continue target K (the latch), the only source of a back edge,
 *     ending in `br H` or `br c, H, M`, and not inside an inner loop;
 *   - one merge block M that receives every edge leaving L's body: the
 *     single exit target when that is safe, else a new block; when the exits
 *     went to several targets M dispatches on an i32 selector variable that
 *     each exiting edge sets to the id of its real target;
 *   - a header whose terminator is `br` or a conditional br with one side M
 *     or K (otherwise the header's code moves to a new first body block).
 * Loops are processed innermost first, and the merge of an inner loop counts
 * as a block of its parent's body, so that a multi-level break becomes a
 * chain of single-level breaks: inner merge -> outer merge -> target.
 *
 * Phis follow the edges they belong to: when edges are funnelled through a
 * new block, that block gets phis for the moved entries (cfg_split_phis).
 * Selector stores are only recorded as per-edge requirements here; the
 * layout pass materializes them once every edge's final shape is known.
 */
#include "cfg/cfg_internal.h"

#include "ir/ir_build.h"

#include <string.h>

static void push_loop_block(cfg_state *st, uint32_t l, ir_block *b)
{
    if (l != CFG_NONE)
        d2s_vec_push(st->ctx, &st->loops[l].blocks, b);
}

static bool claimed(const cfg_state *st, const ir_block *b)
{
    const cfg_binfo *bi = &st->bi.data[b->id];
    return bi->header_of != CFG_NONE || bi->latch_of != CFG_NONE || bi->merge_of != CFG_NONE;
}

static void init_loops(cfg_state *st, const ir_cfg_info *ci)
{
    st->num_loops = ci->num_loops;
    st->loops = d2s_zalloc_array(st->ctx, ci->num_loops ? ci->num_loops : 1, sizeof(cfg_loop));
    for (uint32_t b = 0; b < st->f->num_blocks; b++)
        st->bi.data[b].loop = ci->loop_of[b];
    for (uint32_t l = 0; l < ci->num_loops; l++) {
        const ir_loop *il = &ci->loops[l];
        cfg_loop *L = &st->loops[l];
        L->header = st->f->blocks[il->header];
        L->parent = il->parent;
        L->pre = il->pre;
        L->post = il->post;
        st->bi.data[il->header].header_of = l;
        for (uint32_t k = 0; k < il->num_own_blocks; k++)
            d2s_vec_push(st->ctx, &L->blocks, st->f->blocks[il->own_blocks[k]]);
    }
}

/* All forward edges into a header go through one preheader. The edges are
 * redirected later, in one pass over all edges (redirect_into_headers). */
static void add_preheaders(cfg_state *st, ir_block **pre)
{
    D2S_VEC(ir_block *) fwd = {0};
    for (uint32_t l = 0; l < st->num_loops; l++) {
        ir_block *h = st->loops[l].header;
        fwd.count = 0;
        for (uint32_t k = 0; k < h->num_preds; k++) {
            if (!cfg_in_loop(st, h->preds[k], l))
                d2s_vec_push(st->ctx, &fwd, h->preds[k]);
        }
        if (fwd.count < 2)
            continue;
        ir_block *p = cfg_new_block(st, "cfg.preheader");
        uint32_t parent = st->loops[l].parent;
        st->bi.data[p->id].loop = parent;
        push_loop_block(st, parent, p);
        cfg_split_phis(st, h, p, fwd.data, fwd.count);
        pre[l] = p;
    }
}

/* A latch can stay the continue target when it is the only back-edge source,
 * belongs to this loop's own body, and ends in `br H` or in a conditional
 * branch whose other side leaves the loop (a do-while test). */
static bool latch_reusable(const cfg_state *st, uint32_t l, const ir_block *u)
{
    const ir_block *h = st->loops[l].header;
    if (u == h || st->bi.data[u->id].loop != l)
        return false;
    const ir_instr *t = cfg_term(u);
    if (t->op == IR_OP_BR && t->num_targets == 1)
        return t->targets[0] == h;
    if (t->op == IR_OP_BR && t->num_targets == 2) {
        const ir_block *o = t->targets[0] == h ? t->targets[1] : t->targets[1] == h ? t->targets[0] : NULL;
        return o && o != h && !cfg_in_loop(st, o, l);
    }
    return false;
}

static void add_latches(cfg_state *st, const ir_cfg_info *ci, ir_block **latch)
{
    D2S_VEC(ir_block *) lat = {0};
    for (uint32_t l = 0; l < st->num_loops; l++) {
        const ir_loop *il = &ci->loops[l];
        ir_block *h = st->loops[l].header;
        ir_block *k;
        if (il->num_latches == 1 && latch_reusable(st, l, st->f->blocks[il->latches[0]])) {
            k = st->f->blocks[il->latches[0]];
        } else {
            lat.count = 0;
            for (uint32_t i = 0; i < il->num_latches; i++)
                d2s_vec_push(st->ctx, &lat, st->f->blocks[il->latches[i]]);
            k = cfg_new_block(st, "cfg.latch");
            st->bi.data[k->id].loop = l;
            push_loop_block(st, l, k);
            cfg_split_phis(st, h, k, lat.data, lat.count);
            latch[l] = k;
        }
        st->bi.data[k->id].latch_of = l;
        st->loops[l].latch = k;
    }
}

/* Forward edges into a header with a new preheader go to it; back edges of
 * a loop with a new latch go to that. One pass over all edges. */
static void redirect_into_headers(cfg_state *st, uint32_t nblocks, ir_block **pre, ir_block **latch)
{
    for (uint32_t b = 0; b < nblocks; b++) {
        ir_block *u = st->f->blocks[b];
        ir_instr *t = cfg_term(u);
        for (uint32_t i = 0; i < t->num_targets; i++) {
            uint32_t l = st->bi.data[t->targets[i]->id].header_of;
            if (l == CFG_NONE)
                continue;
            ir_block *to = cfg_in_loop(st, u, l) ? latch[l] : pre[l];
            if (to)
                t->targets[i] = to;
        }
    }
    for (uint32_t l = 0; l < st->num_loops; l++) {
        ir_block *h = st->loops[l].header;
        if (pre[l])
            cfg_br(st, pre[l], h);
        if (latch[l]) {
            ir_instr *br = cfg_br(st, latch[l], h);
            /* loop hints (llvm.loop metadata) sit on the back-edge branch */
            for (uint32_t k = 0; k < h->num_preds && !br->num_md; k++) {
                const ir_block *u = h->preds[k];
                if (cfg_in_loop(st, u, l)) {
                    br->num_md = cfg_term(u)->num_md;
                    br->md = cfg_term(u)->md;
                }
            }
        }
    }
}

typedef struct exit_edge {
    ir_block *from;
    uint32_t index;
    ir_block *to;
} exit_edge;

typedef struct merge_ctx {
    D2S_VEC(exit_edge) edges;
    D2S_VEC(ir_block *) targets;  /* distinct, first-occurrence order */
    D2S_VEC(ir_block *) sources;  /* distinct exiting blocks */
    D2S_VEC(uint32_t) npred;      /* distinct predecessors per block id, kept current */
    D2S_VEC(uint32_t) nsrc;       /* per target id: distinct exiting blocks that reach it */
} merge_ctx;

static void grow_counts(cfg_state *st, merge_ctx *mc)
{
    while (mc->npred.count < st->f->num_blocks) {
        d2s_vec_push(st->ctx, &mc->npred, 0);
        d2s_vec_push(st->ctx, &mc->nsrc, 0);
    }
}

static void collect_exits(cfg_state *st, merge_ctx *mc, uint32_t l)
{
    mc->edges.count = mc->targets.count = mc->sources.count = 0;
    uint32_t tstamp = cfg_scratch(st);   /* mark[t] == tstamp: target listed */
    cfg_loop *L = &st->loops[l];
    for (uint32_t k = 0; k < L->blocks.count; k++) {
        ir_block *b = L->blocks.data[k];
        ir_instr *t = cfg_term(b);
        uint32_t bstamp = cfg_scratch(st);  /* mark2[t] == bstamp: (b, t) counted */
        bool exiting = false;
        for (uint32_t i = 0; i < t->num_targets; i++) {
            ir_block *to = t->targets[i];
            if (cfg_in_loop(st, to, l))
                continue;
            exit_edge e = {b, i, to};
            d2s_vec_push(st->ctx, &mc->edges, e);
            exiting = true;
            if (st->mark[to->id] != tstamp) {
                st->mark[to->id] = tstamp;
                mc->nsrc.data[to->id] = 0;
                d2s_vec_push(st->ctx, &mc->targets, to);
            }
            if (st->mark2[to->id] != bstamp) {
                st->mark2[to->id] = bstamp;
                mc->nsrc.data[to->id]++;
            }
        }
        if (exiting)
            d2s_vec_push(st->ctx, &mc->sources, b);
    }
}

/* Phis moved into a dispatch get one entry per exiting block for every
 * target; past this budget they are left to the variable lowering instead,
 * which keeps a loop with very many exits linear. */
static bool dispatch_phis_affordable(const merge_ctx *mc)
{
    uint64_t phis = 0, entries = 0;
    for (uint32_t k = 0; k < mc->targets.count; k++) {
        const ir_block *t = mc->targets.data[k];
        uint32_t np = cfg_num_phis(t);
        phis += np;
        for (uint32_t i = 0; i < np; i++)
            entries += t->instrs[i]->num_ops;
    }
    return phis * mc->sources.count <= 256 + 4 * (entries + mc->edges.count);
}

static ir_block *make_dispatch(cfg_state *st, merge_ctx *mc)
{
    ir_block *m = cfg_new_block(st, "cfg.loop.dispatch");
    st->bi.data[m->id].flags |= CFG_BF_PRESTORED;
    for (uint32_t k = 0; k < mc->edges.count; k++) {
        exit_edge *e = &mc->edges.data[k];
        cfg_term(e->from)->targets[e->index] = m;
        /* a dispatch being left holds its target's id already */
        if (!(st->bi.data[e->from->id].flags & CFG_BF_PRESTORED))
            cfg_set_selreq(st, e->from, e->index, e->to->id);
    }
    if (dispatch_phis_affordable(mc)) {
        for (uint32_t k = 0; k < mc->targets.count; k++)
            cfg_split_phis(st, mc->targets.data[k], m, mc->sources.data, mc->sources.count);
    }
    ir_value *selp = &cfg_selector(st)->v;
    ir_instr *ld = cfg_new_instr(st, IR_OP_LOAD, st->t_i32, &selp, 1, NULL, 0);
    ld->aux_type = st->t_i32;
    cfg_append(st, m, ld);
    uint32_t nt = mc->targets.count;
    if (nt == 2) {
        ir_value *ops[2] = {&ld->v, cfg_const_i32(st, mc->targets.data[0]->id)};
        ir_instr *c = cfg_new_instr(st, IR_OP_ICMP, st->t_i1, ops, 2, NULL, 0);
        c->aux = IR_ICMP_EQ;
        cfg_append(st, m, c);
        ir_value *cv = &c->v;
        cfg_append(st, m, cfg_new_instr(st, IR_OP_BR, NULL, &cv, 1, mc->targets.data, 2));
    } else {
        ir_instr *sw = cfg_new_instr(st, IR_OP_SWITCH, NULL, NULL, nt, mc->targets.data, nt);
        sw->ops[0] = &ld->v;
        for (uint32_t k = 1; k < nt; k++)
            sw->ops[k] = cfg_const_i32(st, mc->targets.data[k]->id);
        cfg_append(st, m, sw);
    }
    return m;
}

static void add_merge(cfg_state *st, merge_ctx *mc, uint32_t l)
{
    cfg_loop *L = &st->loops[l];
    grow_counts(st, mc);
    collect_exits(st, mc, l);
    ir_block *m;
    uint32_t nt = mc->targets.count, ns = mc->sources.count;
    if (nt == 0) {
        /* an infinite loop: its merge is reached by no branch */
        m = cfg_new_block(st, "cfg.loop.merge");
        cfg_append(st, m, cfg_new_instr(st, IR_OP_UNREACHABLE, NULL, NULL, 0, NULL, 0));
    } else if (nt == 1) {
        ir_block *t = mc->targets.data[0];
        const cfg_binfo *tb = &st->bi.data[t->id];
        /* The target can be the merge itself when only this loop reaches it
         * and it lies directly in the parent's body; a target further out
         * would drag code of enclosing loops into this loop's merge. */
        if (mc->npred.data[t->id] == mc->nsrc.data[t->id] && tb->loop == L->parent && !claimed(st, t)) {
            m = t;
        } else {
            m = cfg_new_block(st, "cfg.loop.merge");
            for (uint32_t k = 0; k < mc->edges.count; k++)
                cfg_term(mc->edges.data[k].from)->targets[mc->edges.data[k].index] = m;
            cfg_split_phis(st, t, m, mc->sources.data, ns);
            cfg_br(st, m, t);
            grow_counts(st, mc);
            mc->npred.data[t->id] = mc->npred.data[t->id] - mc->nsrc.data[t->id] + 1;
            mc->npred.data[m->id] = ns;
        }
    } else {
        m = make_dispatch(st, mc);
        grow_counts(st, mc);
        for (uint32_t k = 0; k < nt; k++) {
            ir_block *t = mc->targets.data[k];
            mc->npred.data[t->id] = mc->npred.data[t->id] - mc->nsrc.data[t->id] + 1;
        }
        mc->npred.data[m->id] = ns;
    }
    cfg_binfo *mb = &st->bi.data[m->id];
    if (mb->flags & CFG_BF_SYNTH) {
        mb->loop = L->parent;
        push_loop_block(st, L->parent, m);
    }
    mb->merge_of = l;
    L->merge = m;
}

/* The header's own terminator must fit OpLoopMerge: br, or a conditional
 * branch one of whose sides is the merge or the continue target. Otherwise
 * the header keeps only its phis and branches to a new first body block. */
static void shape_header(cfg_state *st, uint32_t l)
{
    cfg_loop *L = &st->loops[l];
    ir_block *h = L->header;
    ir_instr *t = cfg_term(h);
    if (t->op == IR_OP_BR && t->num_targets == 1)
        return;
    if (t->op == IR_OP_BR && t->num_targets == 2 && t->targets[0] != t->targets[1]) {
        for (uint32_t i = 0; i < 2; i++) {
            if (t->targets[i] == L->merge || t->targets[i] == L->latch)
                return;
        }
    }
    ir_block *body = cfg_new_block(st, "cfg.loop.body");
    cfg_binfo *hb = &st->bi.data[h->id], *bb = &st->bi.data[body->id];
    bb->loop = l;
    push_loop_block(st, l, body);
    cfg_move_tail(st, h, cfg_num_phis(h), body);
    bb->selreq = hb->selreq;
    bb->selreq_n = hb->selreq_n;
    hb->selreq = NULL;
    hb->selreq_n = 0;
    cfg_br(st, h, body);
    for (uint32_t i = 0; i < t->num_targets; i++)
        cfg_rename_phi_incoming(t->targets[i], h, body);
}

void cfg_normalize_loops(cfg_state *st, const ir_cfg_info *ci)
{
    init_loops(st, ci);
    if (!st->num_loops)
        return;
    uint32_t nblocks = st->f->num_blocks;
    ir_block **pre = d2s_zalloc_array(st->ctx, st->num_loops, sizeof(*pre));
    ir_block **latch = d2s_zalloc_array(st->ctx, st->num_loops, sizeof(*latch));
    add_preheaders(st, pre);
    add_latches(st, ci, latch);
    redirect_into_headers(st, nblocks, pre, latch);
    /* fresh predecessor lists for the merge decisions */
    ir_function_compute_cfg(st->ctx, st->f);
    merge_ctx mc = {0};
    grow_counts(st, &mc);
    for (uint32_t b = 0; b < st->f->num_blocks; b++)
        mc.npred.data[b] = st->f->blocks[b]->num_preds;
    /* innermost first: a nested header comes later in RPO than its parent's */
    for (uint32_t l = st->num_loops; l-- > 0;)
        add_merge(st, &mc, l);
    for (uint32_t l = 0; l < st->num_loops; l++)
        shape_header(st, l);
    ir_function_compute_cfg(st->ctx, st->f);
}
