/* Layout: constructs, merge blocks and emission order (docs/structurizer.md).
 *
 * Runs on the loop-normalized CFG. Following Ramsey ("Beyond Relooper"),
 * the dominator tree decides nesting: a block x is placed, then the
 * children it alone reaches ("inline" children, one forward predecessor),
 * then its "merge children" y_1..y_k (dominator-tree children with several
 * forward predecessors) in RPO order. Every edge is one of
 *   BACK   K -> H of its loop,
 *   FREE   to the continue target or merge of the innermost loop (a SPIR-V
 *          continue or break, legal from any depth of selections),
 *   INLINE to an inline child, or
 *   JOIN   to a merge child of x or of an ancestor of x.
 * A JOIN edge must leave every construct between x and its target through
 * their merges. Those merges form the "join tree": a node J(y) per merge
 * child, a node N(x) for a header with no merge child of its own (a new
 * merge block), a node T(x) after the last merge child of x. A node's
 * parent is where control goes after it. A JOIN edge enters the tree at x's
 * first join and climbs to J(target); each J node it passes becomes a
 * dispatch block that tests the selector variable (`sel == id(y)`), the
 * merge of a selection whose other side climbs on. Marking the climbed
 * paths uses union-find skip pointers, so it is linear overall.
 *
 * Construct assignment: a conditional branch or switch x with at least two
 * non-FREE destinations is a header whose merge is its first join; a
 * dispatch for y_i is a header with merge J(y_{i+1}) (or T(x)); a loop
 * header's merge and continue target come from the loop normalization.
 * Each of those merge blocks is therefore distinct, dominated by its header,
 * and every JOIN edge only ever jumps to the merge of its innermost
 * construct; breaks and continues are FREE. Returns are always legal.
 */
#include "cfg/cfg_internal.h"

#include "ir/ir_build.h"

#include <stdlib.h>
#include <string.h>

enum { NK_J, NK_N, NK_T, NK_END };
enum { NF_PASS = 1, NF_ARRIVE = 2 };
enum { EK_INLINE, EK_FREE, EK_BACK, EK_JOIN };

typedef struct jnode {
    uint32_t parent;   /* CFG_NONE for region ends */
    uint32_t depth;
    uint32_t skip;     /* union-find: first unmarked node at or above */
    uint32_t owner;    /* J: the merge child; N/T: the block x */
    uint32_t last;     /* T: the J node of x's last merge child */
    uint8_t kind, flags;
    ir_block *mat;     /* the block this node is, NULL when transparent */
} jnode;

typedef struct layout {
    cfg_state *st;
    const ir_cfg_info *ci;
    uint32_t n;                 /* blocks when the pass started */
    D2S_VEC(jnode) nodes;
    uint32_t *out, *first, *tnode, *jn;
    uint32_t *child_start, *children; /* dominator-tree children, RPO order */
    uint8_t *hdr;
    uint8_t **ek;
    uint8_t *lifted;            /* inline children placed as their parent's merge (choose_lifts) */
} layout;

static const char *edge_what(const cfg_state *st, const ir_block *b)
{
    return cfg_block_label(b)[0] ? cfg_block_label(b) : (st->bi.data[b->id].flags & CFG_BF_SYNTH ? "<new>" : "");
}

D2S_NORETURN static void internal(const layout *lo, const ir_block *b, const char *what)
{
    d2s_fail(lo->st->ctx, D2S_ERR_INTERNAL, "structurizer, function '%s', block %u '%s': %s", lo->st->fname,
             b ? b->id : 0, b ? edge_what(lo->st, b) : "", what);
}

static uint32_t new_node(layout *lo, uint8_t kind, uint32_t parent, uint32_t owner)
{
    jnode nd = {.parent = parent, .owner = owner, .last = CFG_NONE, .kind = kind};
    nd.depth = parent == CFG_NONE ? 0 : lo->nodes.data[parent].depth + 1;
    nd.skip = lo->nodes.count;
    d2s_vec_push(lo->st->ctx, &lo->nodes, nd);
    return lo->nodes.count - 1;
}

static uint32_t find(layout *lo, uint32_t x)
{
    jnode *nd = lo->nodes.data;
    uint32_t r = x;
    while (nd[r].skip != r)
        r = nd[r].skip;
    while (nd[x].skip != r && x != r) {
        uint32_t next = nd[x].skip;
        nd[x].skip = r;
        x = next;
    }
    return r;
}

/* Marks the join-tree path a JOIN edge climbs from `start` to `end`. */
static void mark_path(layout *lo, const ir_block *x, uint32_t start, uint32_t end)
{
    jnode *nd = lo->nodes.data;
    nd[start].flags |= NF_ARRIVE;
    uint32_t v = find(lo, start);
    while (nd[v].depth > nd[end].depth) {
        if (nd[v].parent == CFG_NONE)
            internal(lo, x, "a forward edge climbs past the end of its region");
        nd[v].flags |= NF_PASS;
        nd[v].skip = nd[v].parent;
        v = find(lo, nd[v].parent);
    }
    if (nd[v].depth == nd[end].depth && v != end)
        internal(lo, x, "a forward edge does not lead to its target's join");
}

static bool is_km(const cfg_state *st, const ir_block *b)
{
    const cfg_binfo *bi = &st->bi.data[b->id];
    return bi->latch_of != CFG_NONE || bi->merge_of != CFG_NONE;
}

static uint32_t fpreds(const cfg_state *st, const ir_block *b)
{
    return b->num_preds - (st->bi.data[b->id].header_of != CFG_NONE ? 1u : 0u);
}

static uint8_t classify(const layout *lo, const ir_block *x, const ir_block *t)
{
    const cfg_state *st = lo->st;
    const cfg_binfo *xb = &st->bi.data[x->id];
    if (xb->latch_of != CFG_NONE && t == st->loops[xb->latch_of].header)
        return EK_BACK;
    if (xb->loop != CFG_NONE && (t == st->loops[xb->loop].latch || t == st->loops[xb->loop].merge))
        return EK_FREE;
    if (lo->ci->idom[t->id] == x->id && fpreds(st, t) == 1 && !is_km(st, t) && !lo->lifted[t->id])
        return EK_INLINE;
    if (st->bi.data[t->id].loop != xb->loop || is_km(st, t) || st->bi.data[t->id].header_of != CFG_NONE)
        internal(lo, x, "an edge leaves a loop other than through its merge");
    return EK_JOIN;
}

/* Switch destinations are equal when they would compile to the same edge. */
static bool same_key(const layout *lo, const ir_block *x, uint32_t i, uint32_t j)
{
    const ir_instr *t = cfg_term(x);
    const uint8_t *ek = lo->ek[x->id];
    if (ek[i] != ek[j] || t->targets[i] != t->targets[j])
        return false;
    return ek[i] != EK_FREE || cfg_selreq(lo->st, x, i) == cfg_selreq(lo->st, x, j);
}

static uint8_t header_kind(const layout *lo, const ir_block *x)
{
    const ir_instr *t = cfg_term(x);
    const uint8_t *ek = lo->ek[x->id];
    if (t->op == IR_OP_BR && t->num_targets == 2) {
        if (t->targets[0] == t->targets[1] || ek[0] == EK_FREE || ek[1] == EK_FREE || ek[0] == EK_BACK ||
            ek[1] == EK_BACK)
            return CFG_HDR_NONE;
        return ek[0] == EK_INLINE || ek[1] == EK_INLINE ? CFG_HDR_SELECTION : CFG_HDR_NONE;
    }
    if (t->op == IR_OP_SWITCH) {
        for (uint32_t i = 1; i < t->num_targets; i++) {
            if (!same_key(lo, x, 0, i))
                return CFG_HDR_SWITCH;
        }
    }
    return CFG_HDR_NONE;
}

static void build_children(layout *lo)
{
    const ir_cfg_info *ci = lo->ci;
    d2s_ctx *ctx = lo->st->ctx;
    uint32_t n = lo->n;
    lo->child_start = d2s_zalloc_array(ctx, (size_t)n + 1, sizeof(uint32_t));
    lo->children = d2s_alloc_array(ctx, ci->num_reachable ? ci->num_reachable : 1, sizeof(uint32_t));
    for (uint32_t k = 1; k < ci->num_reachable; k++)
        lo->child_start[ci->idom[ci->rpo[k]] + 1]++;
    for (uint32_t b = 0; b < n; b++)
        lo->child_start[b + 1] += lo->child_start[b];
    uint32_t *fill = d2s_alloc_array(ctx, n ? n : 1, sizeof(uint32_t));
    memcpy(fill, lo->child_start, (size_t)n * sizeof(uint32_t));
    for (uint32_t k = 1; k < ci->num_reachable; k++) {
        uint32_t b = ci->rpo[k];
        lo->children[fill[ci->idom[b]]++] = b;
    }
}

static bool is_merge_child(const layout *lo, uint32_t c)
{
    const ir_block *b = lo->st->f->blocks[c];
    return lo->lifted[c] || (!is_km(lo->st, b) && fpreds(lo->st, b) >= 2);
}

/* Nesting that does not grow with the exits of a region. A branch
 * x -> (a | b) to two inline children would make x a selection whose
 * merge is a new block, with both sides inside it: in a chain where every
 * x_i leaves through one side (`if (c_i) { ...; break; }`) and goes on
 * through the other, each x_i+1 would nest inside x_i. When b's dominator
 * subtree never flows on to a join at or above x (it only breaks,
 * continues, returns or joins within itself), a becomes x's merge instead,
 * placed after the selection at x's own depth: `if (c) { b } a`. Which
 * blocks run is unchanged; only the construct tree is flatter. Of two such
 * sides, the larger subtree is the one lifted. */
static void choose_lifts(layout *lo)
{
    cfg_state *st = lo->st;
    const ir_cfg_info *ci = lo->ci;
    ir_function *f = st->f;
    uint32_t n = lo->n, nr = ci->num_reachable;
    if (!nr)
        return;
    uint32_t *depth = d2s_alloc_array(st->ctx, n, sizeof(uint32_t));
    uint32_t *esc = d2s_alloc_array(st->ctx, n, sizeof(uint32_t));  /* shallowest join owner reached */
    uint32_t *size = d2s_alloc_array(st->ctx, n, sizeof(uint32_t));
    for (uint32_t r = 0; r < nr; r++) {
        uint32_t b = ci->rpo[r];
        depth[b] = r ? depth[ci->idom[b]] + 1 : 0;
        esc[b] = CFG_NONE;
        size[b] = 1;
    }
    for (uint32_t r = 0; r < nr; r++) {
        ir_block *x = f->blocks[ci->rpo[r]];
        const ir_instr *t = cfg_term(x);
        for (uint32_t i = 0; i < t->num_targets; i++) {
            uint32_t to = t->targets[i]->id;
            if (classify(lo, x, t->targets[i]) == EK_JOIN && depth[ci->idom[to]] < esc[x->id])
                esc[x->id] = depth[ci->idom[to]];
        }
    }
    for (uint32_t r = nr; r-- > 1;) {
        uint32_t b = ci->rpo[r], p = ci->idom[b];
        size[p] += size[b];
        if (esc[b] < esc[p])
            esc[p] = esc[b];
    }
    for (uint32_t r = 0; r < nr; r++) {
        ir_block *x = f->blocks[ci->rpo[r]];
        const ir_instr *t = cfg_term(x);
        if (t->op != IR_OP_BR || t->num_targets != 2 || t->targets[0] == t->targets[1] ||
            st->bi.data[x->id].header_of != CFG_NONE)
            continue;
        ir_block *a = t->targets[0], *b = t->targets[1];
        if (classify(lo, x, a) != EK_INLINE || classify(lo, x, b) != EK_INLINE)
            continue;
        bool merges = false;
        for (uint32_t c = lo->child_start[x->id]; c < lo->child_start[x->id + 1] && !merges; c++)
            merges = is_merge_child(lo, lo->children[c]);
        if (merges)
            continue;
        bool esc_a = esc[a->id] <= depth[x->id], esc_b = esc[b->id] <= depth[x->id];
        ir_block *lift = NULL;
        if (!esc_b && (esc_a || size[a->id] >= size[b->id]))
            lift = a;
        else if (!esc_a)
            lift = b;
        if (lift && st->bi.data[lift->id].header_of == CFG_NONE)
            lo->lifted[lift->id] = 1;
    }
}

/* Pass A: classify edges, build the join tree, mark the climbed paths. */
static void plan(layout *lo)
{
    cfg_state *st = lo->st;
    const ir_cfg_info *ci = lo->ci;
    ir_function *f = st->f;
    uint32_t root = new_node(lo, NK_END, CFG_NONE, CFG_NONE);
    lo->out[0] = root;
    for (uint32_t r = 0; r < ci->num_reachable; r++) {
        ir_block *x = f->blocks[ci->rpo[r]];
        ir_instr *t = cfg_term(x);
        uint8_t *ek = d2s_alloc_array(st->ctx, t->num_targets ? t->num_targets : 1, 1);
        lo->ek[x->id] = ek;
        for (uint32_t i = 0; i < t->num_targets; i++)
            ek[i] = classify(lo, x, t->targets[i]);
        uint32_t cs = lo->child_start[x->id], ce = lo->child_start[x->id + 1];
        uint32_t k = 0;
        for (uint32_t c = cs; c < ce; c++)
            k += is_merge_child(lo, lo->children[c]);
        const cfg_binfo *xb = &st->bi.data[x->id];
        uint32_t inner;
        if (xb->header_of != CFG_NONE) {
            const cfg_loop *L = &st->loops[xb->header_of];
            if (k)
                internal(lo, x, "a loop header dominates a join point inside its loop");
            lo->hdr[x->id] = CFG_HDR_LOOP;
            uint32_t end = new_node(lo, NK_END, CFG_NONE, CFG_NONE);
            lo->nodes.data[end].mat = L->latch;
            lo->out[L->merge->id] = lo->out[x->id];
            inner = end;
        } else {
            uint8_t hk = header_kind(lo, x);
            lo->hdr[x->id] = hk;
            if (hk != CFG_HDR_NONE) {
                if (k) {
                    uint32_t tn = new_node(lo, NK_T, lo->out[x->id], x->id);
                    lo->tnode[x->id] = tn;
                    uint32_t prev = tn;
                    for (uint32_t c = ce; c-- > cs;) {
                        uint32_t y = lo->children[c];
                        if (!is_merge_child(lo, y))
                            continue;
                        uint32_t j = new_node(lo, NK_J, prev, y);
                        if (prev == tn)
                            lo->nodes.data[tn].last = j;
                        lo->jn[y] = j;
                        lo->out[y] = prev;
                        prev = j;
                    }
                    lo->first[x->id] = prev;
                } else {
                    lo->first[x->id] = new_node(lo, NK_N, lo->out[x->id], x->id);
                }
                inner = lo->first[x->id];
            } else {
                if (k)
                    internal(lo, x, "a block without a selection dominates a join point");
                inner = lo->out[x->id];
            }
        }
        for (uint32_t i = 0; i < t->num_targets; i++) {
            const ir_block *to = t->targets[i];
            if (ek[i] == EK_INLINE) {
                lo->out[to->id] = inner;
            } else if (ek[i] == EK_JOIN) {
                if (lo->jn[to->id] == CFG_NONE)
                    internal(lo, x, "a forward edge reaches a block that is no join point");
                mark_path(lo, x, inner, lo->jn[to->id]);
            }
        }
    }
}

static ir_block *resolve(const layout *lo, uint32_t v)
{
    while (v != CFG_NONE && !lo->nodes.data[v].mat)
        v = lo->nodes.data[v].parent;
    return v == CFG_NONE ? NULL : lo->nodes.data[v].mat;
}

static void set_header(cfg_state *st, ir_block *b, uint8_t kind, ir_block *merge, ir_block *cont)
{
    cfg_binfo *bi = &st->bi.data[b->id];
    bi->hdr = kind;
    bi->merge = merge;
    bi->cont = cont;
}

/* Pass B, first half: give every node its block and fill the new blocks. */
static void materialize(layout *lo)
{
    cfg_state *st = lo->st;
    jnode *nd;
    for (uint32_t v = 0; v < lo->nodes.count; v++) {
        nd = &lo->nodes.data[v];
        if (nd->kind == NK_J) {
            nd->mat = nd->flags & NF_PASS ? cfg_new_block(st, "cfg.dispatch") : st->f->blocks[nd->owner];
        } else if (nd->kind == NK_N) {
            nd->mat = cfg_new_block(st, "cfg.merge");
        } else if (nd->kind == NK_T && (lo->nodes.data[nd->last].flags & NF_PASS)) {
            nd->mat = cfg_new_block(st, "cfg.merge");
        } else {
            continue;
        }
        if (nd->mat->id >= lo->n)
            st->bi.data[nd->mat->id].loop = st->bi.data[nd->owner].loop;
    }
    for (uint32_t v = 0; v < lo->nodes.count; v++) {
        nd = &lo->nodes.data[v];
        if (!nd->mat || nd->mat->id < lo->n)
            continue;
        ir_block *b = nd->mat;
        ir_block *next = resolve(lo, nd->parent);
        if (nd->kind == NK_J) {
            ir_block *y = st->f->blocks[nd->owner];
            if (!next)
                internal(lo, y, "a dispatch has nowhere to pass control on to");
            ir_value *selp = &cfg_selector(st)->v;
            ir_instr *ld = cfg_new_instr(st, IR_OP_LOAD, st->t_i32, &selp, 1, NULL, 0);
            ld->aux_type = st->t_i32;
            cfg_append(st, b, ld);
            ir_value *ops[2] = {&ld->v, cfg_const_i32(st, y->id)};
            ir_instr *c = cfg_new_instr(st, IR_OP_ICMP, st->t_i1, ops, 2, NULL, 0);
            c->aux = IR_ICMP_EQ;
            cfg_append(st, b, c);
            ir_value *cv = &c->v;
            ir_block *tg[2] = {y, next};
            cfg_append(st, b, cfg_new_instr(st, IR_OP_BR, NULL, &cv, 1, tg, 2));
            set_header(st, b, CFG_HDR_SELECTION, next, NULL);
        } else {
            st->bi.data[b->id].flags |= CFG_BF_FORWARDER;
            if (nd->flags & (NF_PASS | NF_ARRIVE)) {
                if (!next)
                    internal(lo, st->f->blocks[nd->owner], "a merge has nowhere to pass control on to");
                cfg_br(st, b, next);
            } else {
                cfg_append(st, b, cfg_new_instr(st, IR_OP_UNREACHABLE, NULL, NULL, 0, NULL, 0));
            }
        }
    }
}

/* Pass B, second half: JOIN edges go to their first join, with a selector
 * requirement unless they reach the target itself; headers are recorded. */
static void rewrite(layout *lo)
{
    cfg_state *st = lo->st;
    const ir_cfg_info *ci = lo->ci;
    for (uint32_t r = 0; r < ci->num_reachable; r++) {
        ir_block *x = st->f->blocks[ci->rpo[r]];
        ir_instr *t = cfg_term(x);
        const cfg_binfo *xb = &st->bi.data[x->id];
        uint8_t hk = lo->hdr[x->id];
        uint32_t start = hk == CFG_HDR_SELECTION || hk == CFG_HDR_SWITCH ? lo->first[x->id] : lo->out[x->id];
        for (uint32_t i = 0; i < t->num_targets; i++) {
            if (lo->ek[x->id][i] != EK_JOIN)
                continue;
            ir_block *to = t->targets[i];
            ir_block *nt = resolve(lo, start);
            if (!nt)
                internal(lo, x, "a forward edge has no destination");
            t->targets[i] = nt;
            if (nt != to && !(xb->flags & CFG_BF_PRESTORED))
                cfg_set_selreq(st, x, i, to->id);
        }
        if (hk == CFG_HDR_LOOP) {
            const cfg_loop *L = &st->loops[xb->header_of];
            set_header(st, x, CFG_HDR_LOOP, L->merge, L->latch);
        } else if (hk != CFG_HDR_NONE) {
            set_header(st, x, hk, lo->nodes.data[lo->first[x->id]].mat, NULL);
        }
    }
}

typedef struct item {
    ir_block *b;
    uint32_t depth;
    bool seq;
} item;

/* Pass B, order: a preorder of the construct tree, without recursion. */
static void emit_order(layout *lo)
{
    cfg_state *st = lo->st;
    d2s_ctx *ctx = st->ctx;
    D2S_VEC(item) stack = {0};
    D2S_VEC(item) kids = {0};
    uint8_t *seen = d2s_zalloc_array(ctx, st->f->num_blocks, 1);
    item top = {st->f->blocks[0], 0, true};
    d2s_vec_push(ctx, &stack, top);
    while (stack.count) {
        item it = stack.data[--stack.count];
        ir_block *x = it.b;
        if (seen[x->id])
            internal(lo, x, "block placed twice");
        seen[x->id] = 1;
        d2s_vec_push(ctx, &st->order, x);
        if (it.depth + 1 > st->max_depth)
            st->max_depth = it.depth + 1;
        if (!it.seq || x->id >= lo->n)
            continue;
        kids.count = 0;
        uint32_t d = it.depth;
        ir_instr *t = cfg_term(x);
        const uint8_t *ek = lo->ek[x->id];
        uint8_t hk = lo->hdr[x->id];
        uint32_t inner = hk == CFG_HDR_NONE ? d : d + 1;
        uint32_t stamp = cfg_scratch(st);
        for (uint32_t i = 0; ek && i < t->num_targets; i++) {
            ir_block *c = t->targets[i];
            if (ek[i] != EK_INLINE || st->mark[c->id] == stamp)
                continue;
            st->mark[c->id] = stamp;
            item ci = {c, inner, true};
            d2s_vec_push(ctx, &kids, ci);
        }
        if (hk == CFG_HDR_LOOP) {
            const cfg_loop *L = &st->loops[st->bi.data[x->id].header_of];
            item k = {L->latch, d + 1, false}, m = {L->merge, d, true};
            d2s_vec_push(ctx, &kids, k);
            d2s_vec_push(ctx, &kids, m);
        } else if (ek) {
            if (hk != CFG_HDR_NONE && lo->tnode[x->id] == CFG_NONE) {
                item nb = {lo->nodes.data[lo->first[x->id]].mat, d, false};
                d2s_vec_push(ctx, &kids, nb);
            }
            uint32_t cs = lo->child_start[x->id], ce = lo->child_start[x->id + 1];
            for (uint32_t c = cs; c < ce; c++) {
                uint32_t y = lo->children[c];
                if (!is_merge_child(lo, y))
                    continue;
                const jnode *j = &lo->nodes.data[lo->jn[y]];
                if (j->flags & NF_PASS) {
                    item db = {j->mat, d, false}, yb = {st->f->blocks[y], d + 1, true};
                    d2s_vec_push(ctx, &kids, db);
                    d2s_vec_push(ctx, &kids, yb);
                } else {
                    item yb = {st->f->blocks[y], d, true};
                    d2s_vec_push(ctx, &kids, yb);
                }
            }
            if (lo->tnode[x->id] != CFG_NONE && lo->nodes.data[lo->tnode[x->id]].mat) {
                item tb = {lo->nodes.data[lo->tnode[x->id]].mat, d, false};
                d2s_vec_push(ctx, &kids, tb);
            }
        }
        for (uint32_t k = kids.count; k-- > 0;)
            d2s_vec_push(ctx, &stack, kids.data[k]);
    }
    for (uint32_t b = 0; b < st->f->num_blocks; b++) {
        if (!seen[b])
            internal(lo, st->f->blocks[b], "block left out of the layout");
    }
}

typedef struct case_edge {
    uint32_t target, req, index;
} case_edge;

static int case_cmp(const void *a, const void *b)
{
    const case_edge *x = a, *y = b;
    if (x->target != y->target)
        return x->target < y->target ? -1 : 1;
    if (x->req != y->req)
        return x->req < y->req ? -1 : 1;
    return x->index < y->index ? -1 : x->index > y->index;
}

/* A switch header's case targets must be dominated by it: breaks and
 * continues, and JOIN edges that need different selector values, go through
 * small case blocks. The phis of their targets follow. */
static void finish_switch(layout *lo, ir_block *x)
{
    cfg_state *st = lo->st;
    d2s_ctx *ctx = st->ctx;
    ir_instr *t = cfg_term(x);
    const uint8_t *ek = lo->ek[x->id];
    uint32_t n = t->num_targets;
    if (st->bi.data[x->id].hdr != CFG_HDR_SWITCH) {
        uint32_t req = CFG_NONE;
        for (uint32_t i = 0; i < n; i++) {
            if (t->targets[i] != t->targets[0])
                internal(lo, x, "a switch with several destinations is no header");
            if (cfg_selreq(st, x, i) != CFG_NONE)
                req = cfg_selreq(st, x, i);
        }
        ir_block *to = t->targets[0];
        cfg_replace_term(st, x, cfg_new_instr(st, IR_OP_BR, NULL, NULL, 0, &to, 1));
        cfg_single_edge_phis(to, x);
        if (req != CFG_NONE)
            cfg_store_sel_before_term(st, x, cfg_const_i32(st, req));
        return;
    }
    uint32_t join_req = CFG_NONE;
    bool conflict = false;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t r = cfg_selreq(st, x, i);
        if (ek[i] != EK_JOIN || r == CFG_NONE)
            continue;
        if (join_req != CFG_NONE && join_req != r)
            conflict = true;
        join_req = r;
    }
    case_edge *ce = d2s_alloc_array(ctx, n, sizeof(*ce));
    uint32_t m = 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t r = cfg_selreq(st, x, i);
        if (ek[i] == EK_FREE || (ek[i] == EK_JOIN && conflict && r != CFG_NONE)) {
            case_edge e = {t->targets[i]->id, r, i};
            ce[m++] = e;
        }
    }
    if (!conflict && join_req != CFG_NONE)
        cfg_store_sel_before_term(st, x, cfg_const_i32(st, join_req));
    t = cfg_term(x);
    if (!m)
        return;
    qsort(ce, m, sizeof(*ce), case_cmp);
    D2S_VEC(ir_block *) after = {0};
    D2S_VEC(ir_block *) via = {0};
    for (uint32_t a = 0; a < m;) {
        uint32_t tid = ce[a].target;
        ir_block *to = st->f->blocks[tid];
        via.count = 0;
        while (a < m && ce[a].target == tid) {
            uint32_t req = ce[a].req;
            ir_block *e = cfg_new_block(st, "cfg.case");
            st->bi.data[e->id].loop = st->bi.data[x->id].loop;
            cfg_br(st, e, to);
            if (req != CFG_NONE)
                cfg_store_sel_before_term(st, e, cfg_const_i32(st, req));
            d2s_vec_push(ctx, &after, e);
            d2s_vec_push(ctx, &via, e);
            for (; a < m && ce[a].target == tid && ce[a].req == req; a++)
                t->targets[ce[a].index] = e;
        }
        bool direct = false;
        for (uint32_t i = 0; i < n; i++)
            direct |= t->targets[i] == to;
        /* phis of `to`: x's value now arrives from each case block */
        uint32_t np = cfg_num_phis(to);
        for (uint32_t k = 0; k < np; k++) {
            ir_instr *phi = to->instrs[k];
            ir_value *v = NULL;
            uint32_t keep = 0;
            for (uint32_t i = 0; i < phi->num_targets; i++) {
                if (phi->targets[i] == x)
                    v = v ? v : phi->ops[i];
                else
                    keep++;
            }
            if (!v)
                continue;
            uint32_t total = keep + via.count + (direct ? 1 : 0);
            ir_value **ops = d2s_alloc_array(ctx, total, sizeof(*ops));
            ir_block **tg = d2s_alloc_array(ctx, total, sizeof(*tg));
            uint32_t j = 0;
            for (uint32_t i = 0; i < phi->num_targets; i++) {
                if (phi->targets[i] != x) {
                    ops[j] = phi->ops[i];
                    tg[j++] = phi->targets[i];
                }
            }
            if (direct) {
                ops[j] = v;
                tg[j++] = x;
            }
            for (uint32_t e = 0; e < via.count; e++) {
                ops[j] = v;
                tg[j++] = via.data[e];
            }
            phi->ops = ops;
            phi->targets = tg;
            phi->num_ops = phi->num_targets = total;
        }
    }
    cfg_binfo *xb = &st->bi.data[x->id];
    xb->after = after.data;
    xb->num_after = after.count;
}

/* Pass C: selector stores, degenerate branches, switch case blocks. */
static void finish_edges(layout *lo)
{
    cfg_state *st = lo->st;
    uint32_t nb = st->f->num_blocks;
    for (uint32_t id = 0; id < nb; id++) {
        ir_block *x = st->f->blocks[id];
        ir_instr *t = cfg_term(x);
        if (!t)
            continue;
        if (t->op == IR_OP_SWITCH) {
            if (id >= lo->n || !lo->ek[id])
                internal(lo, x, "a switch the layout did not classify");
            finish_switch(lo, x);
        } else if (t->op == IR_OP_BR && t->num_targets == 1) {
            uint32_t r = cfg_selreq(st, x, 0);
            if (r != CFG_NONE)
                cfg_store_sel_before_term(st, x, cfg_const_i32(st, r));
        } else if (t->op == IR_OP_BR && t->num_targets == 2) {
            uint32_t r0 = cfg_selreq(st, x, 0), r1 = cfg_selreq(st, x, 1);
            ir_value *cond = t->ops[0];
            ir_block *t0 = t->targets[0], *t1 = t->targets[1];
            if (t0 == t1) {
                if (st->bi.data[id].hdr == CFG_HDR_SELECTION)
                    internal(lo, x, "a selection header with a single destination");
                cfg_replace_term(st, x, cfg_new_instr(st, IR_OP_BR, NULL, NULL, 0, &t0, 1));
                cfg_single_edge_phis(t0, x);
            }
            ir_value *v = NULL;
            if (r0 != CFG_NONE && r1 != CFG_NONE && r0 != r1) {
                ir_value *ops[3] = {cond, cfg_const_i32(st, r0), cfg_const_i32(st, r1)};
                ir_instr *sel = cfg_new_instr(st, IR_OP_SELECT, st->t_i32, ops, 3, NULL, 0);
                cfg_insert_before_term(st, x, sel);
                v = &sel->v;
            } else if (r0 != CFG_NONE || r1 != CFG_NONE) {
                v = cfg_const_i32(st, r0 != CFG_NONE ? r0 : r1);
            }
            if (v)
                cfg_store_sel_before_term(st, x, v);
        }
    }
}

void cfg_layout(cfg_state *st, const ir_cfg_info *ci)
{
    layout lo = {.st = st, .ci = ci, .n = st->f->num_blocks};
    d2s_ctx *ctx = st->ctx;
    uint32_t n = lo.n;
    lo.out = d2s_alloc_array(ctx, n, sizeof(uint32_t));
    lo.first = d2s_alloc_array(ctx, n, sizeof(uint32_t));
    lo.tnode = d2s_alloc_array(ctx, n, sizeof(uint32_t));
    lo.jn = d2s_alloc_array(ctx, n, sizeof(uint32_t));
    for (uint32_t b = 0; b < n; b++)
        lo.out[b] = lo.first[b] = lo.tnode[b] = lo.jn[b] = CFG_NONE;
    lo.hdr = d2s_zalloc_array(ctx, n, 1);
    lo.ek = d2s_zalloc_array(ctx, n, sizeof(uint8_t *));
    lo.lifted = d2s_zalloc_array(ctx, n, 1);
    build_children(&lo);
    choose_lifts(&lo);
    plan(&lo);
    materialize(&lo);
    rewrite(&lo);
    emit_order(&lo);
    finish_edges(&lo);
}

/* A synthetic merge F that only branches to B, where F is B's only
 * predecessor and B merges nothing else, can hand its role to B: the
 * construct keeps the same blocks and B's phis may become legal again. */
void cfg_contract_forwarders(cfg_state *st)
{
    d2s_ctx *ctx = st->ctx;
    ir_function *f = st->f;
    uint32_t n = f->num_blocks;
    uint32_t *merge_of_hdr = d2s_alloc_array(ctx, n, sizeof(uint32_t));
    uint32_t *npred = d2s_alloc_array(ctx, n, sizeof(uint32_t));
    for (uint32_t b = 0; b < n; b++) {
        merge_of_hdr[b] = CFG_NONE;
        npred[b] = f->blocks[b]->num_preds;
    }
    for (uint32_t b = 0; b < n; b++) {
        const cfg_binfo *bi = &st->bi.data[b];
        if (bi->hdr != CFG_HDR_NONE && bi->merge)
            merge_of_hdr[bi->merge->id] = merge_of_hdr[bi->merge->id] == CFG_NONE ? b : n;
    }
    for (uint32_t k = st->order.count; k-- > 0;) {
        ir_block *fw = st->order.data[k];
        cfg_binfo *fb = &st->bi.data[fw->id];
        if (!(fb->flags & CFG_BF_FORWARDER) || fw->num_instrs != 1 || !npred[fw->id])
            continue;
        ir_instr *t = cfg_term(fw);
        if (t->op != IR_OP_BR || t->num_targets != 1)
            continue;
        ir_block *b = t->targets[0];
        const cfg_binfo *bb = &st->bi.data[b->id];
        uint32_t h = merge_of_hdr[fw->id];
        if (b == fw || npred[b->id] != 1 || merge_of_hdr[b->id] != CFG_NONE || h == CFG_NONE || h == n ||
            bb->latch_of != CFG_NONE || bb->header_of != CFG_NONE || (bb->flags & CFG_BF_DROPPED))
            continue;
        /* b's phis: the entry from fw becomes one entry per predecessor of fw */
        uint32_t np = cfg_num_phis(b);
        for (uint32_t p = 0; p < np; p++) {
            ir_instr *phi = b->instrs[p];
            uint32_t cnt = 0;
            for (uint32_t i = 0; i < phi->num_targets; i++)
                cnt += phi->targets[i] == fw;
            if (!cnt)
                continue;
            uint32_t total = phi->num_targets - cnt + fw->num_preds;
            ir_value **ops = d2s_alloc_array(ctx, total, sizeof(*ops));
            ir_block **tg = d2s_alloc_array(ctx, total, sizeof(*tg));
            uint32_t j = 0;
            ir_value *v = NULL;
            for (uint32_t i = 0; i < phi->num_targets; i++) {
                if (phi->targets[i] == fw) {
                    v = phi->ops[i];
                } else {
                    ops[j] = phi->ops[i];
                    tg[j++] = phi->targets[i];
                }
            }
            for (uint32_t i = 0; i < fw->num_preds; i++) {
                ops[j] = v;
                tg[j++] = fw->preds[i];
            }
            phi->ops = ops;
            phi->targets = tg;
            phi->num_ops = phi->num_targets = total;
        }
        for (uint32_t i = 0; i < fw->num_preds; i++)
            cfg_retarget(fw->preds[i], fw, b);
        /* keep the lists usable for later contractions in this walk */
        b->preds = fw->preds;
        b->num_preds = fw->num_preds;
        npred[b->id] = npred[fw->id];
        npred[fw->id] = 0;
        fb->flags |= CFG_BF_DROPPED;
        /* no successor either: it must not count as a predecessor of b */
        cfg_replace_term(st, fw, cfg_new_instr(st, IR_OP_UNREACHABLE, NULL, NULL, 0, NULL, 0));
        st->bi.data[h].merge = b;
        merge_of_hdr[b->id] = h;
        merge_of_hdr[fw->id] = CFG_NONE;
    }
}
