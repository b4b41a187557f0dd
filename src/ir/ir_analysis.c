/* RPO, dominators, post-dominators and loops of one function (see
 * ir_analysis.h for what is computed and the conventions).
 *
 * Graphs are handled as CSR arrays (start[n+1], adj[]) of node indices so
 * that the same dominator code serves the forward CFG and the reversed one
 * with its virtual exit. Every traversal uses an explicit stack: a hostile
 * module can have a million blocks in one chain.
 */
#include "ir/ir_analysis.h"

#include <string.h>

#define NONE IR_CFG_NONE

typedef struct graph {
    uint32_t n;
    uint32_t *start; /* [n + 1] */
    uint32_t *adj;
} graph;

/* Work arrays shared by the two dominator computations and the loop pass,
 * sized for n + 2 nodes (the reverse graph adds a virtual exit) and reused:
 * the arena cannot free, and on a million-block function each array costs
 * 4 MB. */
typedef struct scratch {
    uint32_t *pre_num, *vertex, *parent, *post; /* DFS results */
    uint32_t *t[7];                             /* temporaries of one step */
} scratch;

static const char *fname(const ir_function *f)
{
    return f->v.name ? f->v.name : "<unnamed>";
}

static uint32_t *alloc_u32(d2s_ctx *ctx, size_t n)
{
    return d2s_alloc_array(ctx, n ? n : 1, sizeof(uint32_t));
}

static uint32_t *alloc_u32_fill(d2s_ctx *ctx, size_t n, uint32_t value)
{
    uint32_t *p = alloc_u32(ctx, n);
    for (size_t i = 0; i < n; i++)
        p[i] = value;
    return p;
}

/* Depth-first search from root; successors in adjacency order. Fills
 * s->pre_num[node] (NONE if not reached), s->vertex[k] = k-th node in
 * preorder, s->parent[k] = preorder number of the DFS parent (NONE for the
 * root) and, if want_post, s->post[k] = k-th node to finish. Returns the
 * reached count. */
static uint32_t dfs(const graph *g, uint32_t root, scratch *s, bool want_post)
{
    uint32_t *pre_num = s->pre_num, *vertex = s->vertex, *parent = s->parent;
    uint32_t *post = want_post ? s->post : NULL;
    uint32_t *stack = s->t[0], *cursor = s->t[1];
    for (uint32_t i = 0; i < g->n; i++)
        pre_num[i] = NONE;
    uint32_t count = 0, npost = 0, sp = 0;
    pre_num[root] = count;
    vertex[count] = root;
    parent[count] = NONE;
    count++;
    cursor[root] = g->start[root];
    stack[sp++] = root;
    while (sp) {
        uint32_t v = stack[sp - 1];
        if (cursor[v] < g->start[v + 1]) {
            uint32_t w = g->adj[cursor[v]++];
            if (pre_num[w] == NONE) {
                pre_num[w] = count;
                vertex[count] = w;
                parent[count] = pre_num[v];
                count++;
                cursor[w] = g->start[w];
                stack[sp++] = w;
            }
        } else {
            sp--;
            if (post)
                post[npost++] = v;
        }
    }
    return count;
}

/* Lengauer-Tarjan's eval(v): the vertex of least semi on v's path in the
 * link forest, compressing the path on the way. compress() is recursive in
 * the textbook; here the chain of vertices whose ancestors still have
 * ancestors is collected on a stack and folded from the top down. */
static uint32_t lt_eval(uint32_t v, uint32_t *ancestor, uint32_t *label, const uint32_t *semi, uint32_t *stack)
{
    if (ancestor[v] == NONE)
        return v;
    uint32_t sp = 0, x = v;
    while (ancestor[ancestor[x]] != NONE) {
        stack[sp++] = x;
        x = ancestor[x];
    }
    while (sp) {
        uint32_t y = stack[--sp];
        uint32_t a = ancestor[y];
        if (semi[label[a]] < semi[label[y]])
            label[y] = label[a];
        ancestor[y] = ancestor[a];
    }
    return label[v];
}

/* Lengauer-Tarjan, the simple variant (path compression, no balancing):
 * O(e log n). `g` gives successors for the DFS and `pg` the predecessors of
 * the same graph. Writes idom[node] (NONE for the root and unreached nodes).
 * s holds the DFS results for the root (count nodes reached).
 * All work arrays are in preorder-number space. */
static void dominators(const graph *pg, uint32_t count, scratch *s, uint32_t *idom_out)
{
    const uint32_t *pre_num = s->pre_num, *vertex = s->vertex, *parent = s->parent;
    uint32_t *semi = s->t[0], *idom = s->t[1], *ancestor = s->t[2], *label = s->t[3];
    uint32_t *bucket = s->t[4]; /* head of the list of vertices whose semi is this one */
    uint32_t *bucket_next = s->t[5], *stack = s->t[6];
    for (uint32_t i = 0; i < count; i++) {
        semi[i] = i;
        label[i] = i;
        ancestor[i] = NONE;
        bucket[i] = NONE;
        idom[i] = NONE;
    }
    for (uint32_t w = count; w-- > 1;) {
        uint32_t node = vertex[w];
        for (uint32_t e = pg->start[node]; e < pg->start[node + 1]; e++) {
            uint32_t v = pre_num[pg->adj[e]];
            if (v == NONE)
                continue; /* a predecessor the DFS never reached */
            uint32_t u = lt_eval(v, ancestor, label, semi, stack);
            if (semi[u] < semi[w])
                semi[w] = semi[u];
        }
        bucket_next[w] = bucket[semi[w]];
        bucket[semi[w]] = w;
        uint32_t p = parent[w];
        ancestor[w] = p;
        for (uint32_t v = bucket[p]; v != NONE; v = bucket_next[v]) {
            uint32_t u = lt_eval(v, ancestor, label, semi, stack);
            idom[v] = semi[u] < semi[v] ? u : p;
        }
        bucket[p] = NONE;
    }
    for (uint32_t w = 1; w < count; w++) {
        if (idom[w] != semi[w])
            idom[w] = idom[idom[w]];
    }
    for (uint32_t i = 0; i < pg->n; i++)
        idom_out[i] = NONE;
    for (uint32_t w = 1; w < count; w++)
        idom_out[vertex[w]] = vertex[idom[w]];
}

/* Children lists of a tree given by parent links (children in the order
 * `order` lists them) and DFS pre/post numbers from root, for O(1) ancestor
 * tests. Nodes outside the tree keep pre = post = NONE. */
static void number_tree(d2s_ctx *ctx, uint32_t n, uint32_t root, const uint32_t *up, const uint32_t *order,
                        uint32_t norder, uint32_t **child_start_out, uint32_t **children_out, uint32_t *pre,
                        uint32_t *post, scratch *s)
{
    /* the children lists are kept only when asked for */
    uint32_t *start = child_start_out ? alloc_u32(ctx, (size_t)n + 1) : s->t[2];
    uint32_t *children = child_start_out ? alloc_u32(ctx, norder) : s->t[3];
    memset(start, 0, ((size_t)n + 1) * sizeof(uint32_t));
    for (uint32_t k = 0; k < norder; k++) {
        uint32_t v = order[k];
        if (up[v] != NONE)
            start[up[v] + 1]++;
    }
    for (uint32_t i = 0; i < n; i++)
        start[i + 1] += start[i];
    uint32_t *fill = s->t[0];
    memcpy(fill, start, (size_t)n * sizeof(uint32_t));
    for (uint32_t k = 0; k < norder; k++) {
        uint32_t v = order[k];
        if (up[v] != NONE)
            children[fill[up[v]]++] = v;
    }
    for (uint32_t i = 0; i < n; i++)
        pre[i] = post[i] = NONE;
    /* fill[] doubles as the per-node child cursor of the walk */
    memcpy(fill, start, (size_t)n * sizeof(uint32_t));
    uint32_t *stack = s->t[1];
    uint32_t sp = 0, clock = 0;
    pre[root] = clock++;
    stack[sp++] = root;
    while (sp) {
        uint32_t v = stack[sp - 1];
        if (fill[v] < start[v + 1]) {
            uint32_t c = children[fill[v]++];
            pre[c] = clock++;
            stack[sp++] = c;
        } else {
            post[v] = clock++;
            sp--;
        }
    }
    if (child_start_out) {
        *child_start_out = start;
        *children_out = children;
    }
}

/* Forward CFG from block->succs, checked to stay inside the function. */
static void build_forward(d2s_ctx *ctx, const ir_function *f, graph *g, graph *pg, scratch *sc)
{
    uint32_t n = f->num_blocks;
    g->n = pg->n = n;
    g->start = d2s_zalloc_array(ctx, (size_t)n + 1, sizeof(uint32_t));
    pg->start = d2s_zalloc_array(ctx, (size_t)n + 1, sizeof(uint32_t));
    uint64_t edges = 0;
    for (uint32_t i = 0; i < n; i++) {
        const ir_block *b = f->blocks[i];
        if (!b || b->id != i)
            d2s_fail(ctx, D2S_ERR_INTERNAL, "function '%s': block %u is %s", fname(f), i,
                     b ? "numbered inconsistently (id != index)" : "NULL");
        if (b->num_succs && !b->succs)
            d2s_fail(ctx, D2S_ERR_INTERNAL, "function '%s', block %u: successor list is NULL", fname(f), i);
        edges += b->num_succs;
    }
    if (edges > UINT32_MAX / 2)
        d2s_fail(ctx, D2S_ERR_LIMIT, "function '%s': %llu CFG edges", fname(f), (unsigned long long)edges);
    g->adj = alloc_u32(ctx, edges);
    pg->adj = alloc_u32(ctx, edges);
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++) {
        const ir_block *b = f->blocks[i];
        g->start[i] = k;
        for (uint32_t s = 0; s < b->num_succs; s++) {
            const ir_block *t = b->succs[s];
            if (!t || t->id >= n || f->blocks[t->id] != t)
                d2s_fail(ctx, D2S_ERR_INTERNAL, "function '%s', block %u: successor %u is not a block of this function",
                         fname(f), i, s);
            g->adj[k++] = t->id;
            pg->start[t->id + 1]++;
        }
    }
    g->start[n] = k;
    for (uint32_t i = 0; i < n; i++)
        pg->start[i + 1] += pg->start[i];
    uint32_t *fill = sc->t[0];
    memcpy(fill, pg->start, (size_t)n * sizeof(uint32_t));
    for (uint32_t i = 0; i < n; i++) {
        for (uint32_t e = g->start[i]; e < g->start[i + 1]; e++)
            pg->adj[fill[g->adj[e]]++] = i;
    }
}

static void compute_dominators(d2s_ctx *ctx, ir_cfg_info *ci, const graph *g, const graph *pg, scratch *s)
{
    uint32_t n = ci->num_blocks;
    const uint32_t *post = s->post;
    uint32_t count = dfs(g, 0, s, true);
    ci->num_reachable = count;
    ci->rpo = alloc_u32(ctx, count);
    ci->rpo_index = alloc_u32_fill(ctx, n, NONE);
    for (uint32_t k = 0; k < count; k++) {
        ci->rpo[k] = post[count - 1 - k];
        ci->rpo_index[ci->rpo[k]] = k;
    }
    ci->idom = alloc_u32(ctx, n);
    dominators(pg, count, s, ci->idom);
    ci->dom_pre = alloc_u32(ctx, n);
    ci->dom_post = alloc_u32(ctx, n);
    number_tree(ctx, n, 0, ci->idom, ci->rpo, count, &ci->dom_child_start, &ci->dom_children, ci->dom_pre,
                ci->dom_post, s);
}

/* Post-dominators on the reversed CFG of the reachable blocks plus the
 * virtual exit X = n. Exits are blocks without successors; blocks that reach
 * none get virtual edges to X (see ir_analysis.h). */
static void compute_postdominators(d2s_ctx *ctx, ir_cfg_info *ci, const graph *g, const graph *pg, scratch *s)
{
    uint32_t n = ci->num_blocks, nn = n + 1, X = n;
    const uint32_t *ri = ci->rpo_index;

    /* Which reachable blocks reach an exit: marking walks over preds. */
    bool *reaches = d2s_zalloc_array(ctx, n ? n : 1, sizeof(bool));
    bool *is_exit = d2s_zalloc_array(ctx, n ? n : 1, sizeof(bool));
    uint32_t *stack = s->t[5];
    uint32_t nexits = 0;
    uint32_t *exits = s->t[6]; /* real exits in RPO order, then fake ones */
    for (uint32_t k = 0; k < ci->num_reachable; k++) {
        uint32_t b = ci->rpo[k];
        if (g->start[b] == g->start[b + 1]) {
            is_exit[b] = true;
            exits[nexits++] = b;
        }
    }
    uint32_t nreal = nexits;
    uint32_t sp = 0;
    for (uint32_t i = 0; i < nreal; i++) {
        reaches[exits[i]] = true;
        stack[sp++] = exits[i];
    }
    while (sp) {
        uint32_t b = stack[--sp];
        for (uint32_t e = pg->start[b]; e < pg->start[b + 1]; e++) {
            uint32_t p = pg->adj[e];
            if (ri[p] != NONE && !reaches[p]) {
                reaches[p] = true;
                stack[sp++] = p;
            }
        }
    }
    /* The scan position only moves backwards: a block skipped as reaching
     * stays reaching, so the whole search is linear. */
    uint32_t nfake = 0;
    uint32_t *fake = s->t[4]; /* copied out below: usually empty */
    for (uint32_t k = ci->num_reachable; k-- > 0;) {
        uint32_t b = ci->rpo[k];
        if (reaches[b])
            continue;
        fake[nfake++] = b;
        exits[nexits++] = b;
        reaches[b] = true;
        stack[sp++] = b;
        while (sp) {
            uint32_t x = stack[--sp];
            for (uint32_t e = pg->start[x]; e < pg->start[x + 1]; e++) {
                uint32_t p = pg->adj[e];
                if (ri[p] != NONE && !reaches[p]) {
                    reaches[p] = true;
                    stack[sp++] = p;
                }
            }
        }
    }
    ci->fake_exits = alloc_u32(ctx, nfake);
    memcpy(ci->fake_exits, fake, (size_t)nfake * sizeof(uint32_t));
    ci->num_fake_exits = nfake;
    for (uint32_t i = nreal; i < nexits; i++)
        is_exit[exits[i]] = true;

    /* Reverse graph rg (successors = CFG preds, X -> exits) and its
     * predecessor graph rpg (= CFG succs, exits -> X). */
    graph rg = {.n = nn}, rpg = {.n = nn};
    rg.start = alloc_u32(ctx, (size_t)nn + 1);
    rpg.start = alloc_u32(ctx, (size_t)nn + 1);
    uint32_t rg_edges = pg->start[n] + nexits, k = 0, j = 0;
    rg.adj = alloc_u32(ctx, rg_edges);
    rpg.adj = alloc_u32(ctx, rg_edges);
    for (uint32_t b = 0; b < n; b++) {
        rg.start[b] = k;
        rpg.start[b] = j;
        if (ri[b] == NONE)
            continue;
        for (uint32_t e = pg->start[b]; e < pg->start[b + 1]; e++) {
            if (ri[pg->adj[e]] != NONE)
                rg.adj[k++] = pg->adj[e];
        }
        for (uint32_t e = g->start[b]; e < g->start[b + 1]; e++)
            rpg.adj[j++] = g->adj[e];
        if (is_exit[b])
            rpg.adj[j++] = X;
    }
    rg.start[X] = k;
    rpg.start[X] = j;
    for (uint32_t i = 0; i < nexits; i++)
        rg.adj[k++] = exits[i];
    rg.start[nn] = k;
    rpg.start[nn] = j;

    uint32_t count = dfs(&rg, X, s, false);
    if (count != ci->num_reachable + 1)
        d2s_fail(ctx, D2S_ERR_INTERNAL, "function '%s': post-dominator walk reached %u of %u blocks",
                 fname(ci->func), count - 1, ci->num_reachable);
    uint32_t *ipdom = alloc_u32(ctx, nn);
    dominators(&rpg, count, s, ipdom);
    ci->ipdom = ipdom; /* ipdom[X] = NONE; only [0, n) is documented */
    ci->pdom_pre = alloc_u32(ctx, nn);
    ci->pdom_post = alloc_u32(ctx, nn);
    number_tree(ctx, nn, X, ipdom, s->vertex, count, NULL, NULL, ci->pdom_pre, ci->pdom_post, s);
}

/* Union-find root of a loop, with path compression. */
static uint32_t loop_root(uint32_t *uf, uint32_t l)
{
    uint32_t r = l;
    while (uf[r] != r)
        r = uf[r];
    while (uf[l] != r) {
        uint32_t next = uf[l];
        uf[l] = r;
        l = next;
    }
    return r;
}

static void compute_loops(d2s_ctx *ctx, ir_cfg_info *ci, const graph *g, const graph *pg, scratch *s)
{
    uint32_t n = ci->num_blocks;
    const uint32_t *ri = ci->rpo_index;

    /* Classify retreating edges: back edges (loops) or irreducible ones. */
    uint32_t *nlatch = s->t[0];
    memset(nlatch, 0, (size_t)n * sizeof(uint32_t));
    uint32_t nirr = 0;
    for (uint32_t k = 0; k < ci->num_reachable; k++) {
        uint32_t u = ci->rpo[k];
        for (uint32_t e = g->start[u]; e < g->start[u + 1]; e++) {
            uint32_t h = g->adj[e];
            if (ri[h] > k)
                continue;
            if (ir_cfg_dominates(ci, h, u))
                nlatch[h]++;
            else
                nirr++;
        }
    }
    ci->irreducible = nirr != 0;
    ci->num_irreducible_edges = nirr;
    ci->irreducible_edges = d2s_alloc_array(ctx, nirr ? nirr : 1, sizeof(ir_cfg_edge));

    /* Loops numbered by header RPO. */
    uint32_t *header_loop = s->t[1];
    for (uint32_t b = 0; b < n; b++)
        header_loop[b] = NONE;
    uint32_t nloops = 0;
    for (uint32_t k = 0; k < ci->num_reachable; k++) {
        if (nlatch[ci->rpo[k]])
            header_loop[ci->rpo[k]] = nloops++;
    }
    ci->num_loops = nloops;
    ci->loops = d2s_zalloc_array(ctx, nloops ? nloops : 1, sizeof(ir_loop));
    ir_loop *loops = ci->loops;
    uint32_t total_latches = 0;
    for (uint32_t b = 0; b < n; b++) {
        if (header_loop[b] != NONE) {
            ir_loop *L = &loops[header_loop[b]];
            L->header = b;
            L->parent = NONE;
            L->latches = alloc_u32(ctx, nlatch[b]);
            total_latches += nlatch[b];
        }
    }
    nirr = 0;
    for (uint32_t k = 0; k < ci->num_reachable; k++) {
        uint32_t u = ci->rpo[k];
        for (uint32_t e = g->start[u]; e < g->start[u + 1]; e++) {
            uint32_t h = g->adj[e];
            if (ri[h] > k)
                continue;
            if (ir_cfg_dominates(ci, h, u)) {
                ir_loop *L = &loops[header_loop[h]];
                L->latches[L->num_latches++] = u;
            } else {
                ci->irreducible_edges[nirr].from = u;
                ci->irreducible_edges[nirr].to = h;
                nirr++;
            }
        }
    }

    /* Natural loop bodies, innermost first (a nested header comes later in
     * RPO than its enclosing one). A block already claimed by an inner loop
     * stands for that loop's outermost ancestor so far, which becomes a
     * child of the loop being built; the walk continues from its header's
     * predecessors. Every block and every absorbed loop pushes its
     * predecessors once, so the stack never exceeds edges + latches. */
    uint32_t *loop_of = alloc_u32_fill(ctx, n, NONE);
    uint32_t *uf = s->t[2];
    for (uint32_t l = 0; l < nloops; l++)
        uf[l] = l;
    uint32_t cap = 2 * pg->start[n] + total_latches + 1;
    uint32_t *work = alloc_u32(ctx, cap);
    for (uint32_t l = nloops; l-- > 0;) {
        ir_loop *L = &loops[l];
        loop_of[L->header] = l;
        uint32_t sp = 0;
        for (uint32_t i = 0; i < L->num_latches; i++)
            work[sp++] = L->latches[i];
        while (sp) {
            uint32_t b = work[--sp];
            if (ri[b] == NONE)
                continue;
            uint32_t from;
            if (loop_of[b] == NONE) {
                loop_of[b] = l;
                from = b;
            } else {
                uint32_t s = loop_root(uf, loop_of[b]);
                if (s == l)
                    continue;
                uf[s] = l;
                loops[s].parent = l;
                from = loops[s].header;
            }
            for (uint32_t e = pg->start[from]; e < pg->start[from + 1]; e++) {
                if (sp >= cap)
                    d2s_fail(ctx, D2S_ERR_INTERNAL, "function '%s': loop walk overflow", fname(ci->func));
                work[sp++] = pg->adj[e];
            }
        }
    }
    ci->loop_of = loop_of;

    /* Depth (parents first), own blocks, children, totals. */
    uint32_t max_nesting = ctx->limits.max_nesting;
    ci->max_loop_depth = 0;
    for (uint32_t l = 0; l < nloops; l++) {
        ir_loop *L = &loops[l];
        L->depth = L->parent == NONE ? 1 : loops[L->parent].depth + 1;
        if (L->depth > ci->max_loop_depth)
            ci->max_loop_depth = L->depth;
        if (max_nesting && L->depth > max_nesting)
            d2s_fail(ctx, D2S_ERR_LIMIT,
                     "function '%s', block %u: loops nested %u deep exceed the nesting limit of %u (limits.max_nesting)",
                     fname(ci->func), L->header, L->depth, max_nesting);
        if (L->parent != NONE)
            loops[L->parent].num_children++;
    }
    for (uint32_t k = 0; k < ci->num_reachable; k++) {
        uint32_t b = ci->rpo[k];
        if (loop_of[b] != NONE)
            loops[loop_of[b]].num_own_blocks++;
    }
    for (uint32_t l = 0; l < nloops; l++) {
        ir_loop *L = &loops[l];
        L->own_blocks = alloc_u32(ctx, L->num_own_blocks);
        L->children = alloc_u32(ctx, L->num_children);
        L->num_blocks = L->num_own_blocks;
        L->num_own_blocks = 0;
        L->num_children = 0;
    }
    for (uint32_t k = 0; k < ci->num_reachable; k++) {
        uint32_t b = ci->rpo[k];
        if (loop_of[b] != NONE) {
            ir_loop *L = &loops[loop_of[b]];
            L->own_blocks[L->num_own_blocks++] = b;
        }
    }
    for (uint32_t l = 0; l < nloops; l++) {
        if (loops[l].parent != NONE) {
            ir_loop *P = &loops[loops[l].parent];
            P->children[P->num_children++] = l;
        }
    }
    for (uint32_t l = nloops; l-- > 0;) {
        if (loops[l].parent != NONE)
            loops[loops[l].parent].num_blocks += loops[l].num_blocks;
    }

    /* Loop-tree pre/post numbers, over the forest's roots in order. */
    uint32_t *stack = s->t[3], *cursor = s->t[4];
    uint32_t clock = 0;
    for (uint32_t r = 0; r < nloops; r++) {
        if (loops[r].parent != NONE)
            continue;
        uint32_t sp = 0;
        loops[r].pre = clock++;
        cursor[r] = 0;
        stack[sp++] = r;
        while (sp) {
            uint32_t l = stack[sp - 1];
            if (cursor[l] < loops[l].num_children) {
                uint32_t c = loops[l].children[cursor[l]++];
                loops[c].pre = clock++;
                cursor[c] = 0;
                stack[sp++] = c;
            } else {
                loops[l].post = clock++;
                sp--;
            }
        }
    }

    /* Exit edges: an edge leaves every loop from its source's innermost one
     * up to the first that contains its target. Depth is bounded by
     * max_nesting, so this is O(edges * max_nesting). */
    for (int fill = 0; fill < 2; fill++) {
        for (uint32_t k = 0; k < ci->num_reachable; k++) {
            uint32_t u = ci->rpo[k];
            if (loop_of[u] == NONE)
                continue;
            for (uint32_t e = g->start[u]; e < g->start[u + 1]; e++) {
                uint32_t v = g->adj[e];
                for (uint32_t l = loop_of[u]; l != NONE && !ir_cfg_loop_contains(ci, l, v); l = loops[l].parent) {
                    if (fill) {
                        loops[l].exits[loops[l].num_exits].from = u;
                        loops[l].exits[loops[l].num_exits].to = v;
                    }
                    loops[l].num_exits++;
                }
            }
        }
        if (!fill) {
            for (uint32_t l = 0; l < nloops; l++) {
                loops[l].exits = d2s_alloc_array(ctx, loops[l].num_exits ? loops[l].num_exits : 1,
                                                 sizeof(ir_cfg_edge));
                loops[l].num_exits = 0;
            }
        }
    }
}

/* A single block without successors, which most shader functions are:
 * exactly what the general path computes for it, without its dozen work
 * arrays. The entry is the root of both trees (the virtual exit X = 1 above
 * it in the post-dominator tree) and there are no loops. */
static ir_cfg_info *analyze_single_block(d2s_ctx *ctx, ir_cfg_info *ci, bool full)
{
    ci->num_reachable = 1;
    ci->rpo = alloc_u32_fill(ctx, 1, 0);
    ci->rpo_index = alloc_u32_fill(ctx, 1, 0);
    ci->idom = alloc_u32_fill(ctx, 1, NONE);
    ci->dom_pre = alloc_u32_fill(ctx, 1, 0);
    ci->dom_post = alloc_u32_fill(ctx, 1, 1);
    ci->dom_child_start = alloc_u32_fill(ctx, 2, 0);
    ci->dom_children = alloc_u32(ctx, 1);
    ci->loop_of = alloc_u32_fill(ctx, 1, NONE);
    if (!full)
        return ci;
    ci->ipdom = alloc_u32(ctx, 2);
    ci->ipdom[0] = 1;
    ci->ipdom[1] = NONE;
    ci->pdom_pre = alloc_u32(ctx, 2);
    ci->pdom_pre[0] = 1;
    ci->pdom_pre[1] = 0;
    ci->pdom_post = alloc_u32(ctx, 2);
    ci->pdom_post[0] = 2;
    ci->pdom_post[1] = 3;
    ci->fake_exits = alloc_u32(ctx, 0);
    ci->loops = d2s_zalloc(ctx, sizeof(ir_loop));
    ci->irreducible_edges = d2s_alloc(ctx, sizeof(ir_cfg_edge));
    return ci;
}

static ir_cfg_info *analyze(d2s_ctx *ctx, const ir_function *f, bool full)
{
    ir_cfg_info *ci = d2s_zalloc(ctx, sizeof(*ci));
    ci->func = f;
    uint32_t n = f->num_blocks;
    ci->num_blocks = n;
    if (n == 0 || !f->blocks) {
        ci->num_blocks = 0;
        ci->rpo = ci->rpo_index = ci->idom = ci->dom_pre = ci->dom_post = alloc_u32(ctx, 0);
        ci->dom_child_start = ci->dom_children = ci->fake_exits = ci->loop_of = alloc_u32_fill(ctx, 1, 0);
        ci->ipdom = alloc_u32_fill(ctx, 1, NONE);
        ci->pdom_pre = alloc_u32_fill(ctx, 1, 0);
        ci->pdom_post = alloc_u32_fill(ctx, 1, 0);
        ci->loops = d2s_zalloc(ctx, sizeof(ir_loop));
        ci->irreducible_edges = d2s_zalloc(ctx, sizeof(ir_cfg_edge));
        return ci;
    }
    if (n >= UINT32_MAX - 2)
        d2s_fail(ctx, D2S_ERR_LIMIT, "function '%s': %u blocks", fname(f), n);
    if (n == 1 && f->blocks[0] && f->blocks[0]->id == 0 && f->blocks[0]->num_succs == 0)
        return analyze_single_block(ctx, ci, full);
    scratch s;
    uint32_t **arrays[4] = {&s.pre_num, &s.vertex, &s.parent, &s.post};
    for (int i = 0; i < 4; i++)
        *arrays[i] = alloc_u32(ctx, (size_t)n + 2);
    for (int i = 0; i < 7; i++)
        s.t[i] = alloc_u32(ctx, (size_t)n + 2);
    graph g, pg;
    build_forward(ctx, f, &g, &pg, &s);
    compute_dominators(ctx, ci, &g, &pg, &s);
    if (!full) {
        ci->loop_of = alloc_u32_fill(ctx, n, NONE);
        return ci;
    }
    compute_postdominators(ctx, ci, &g, &pg, &s);
    compute_loops(ctx, ci, &g, &pg, &s);
    return ci;
}

ir_cfg_info *ir_cfg_analyze(d2s_ctx *ctx, const ir_function *f)
{
    return analyze(ctx, f, true);
}

ir_cfg_info *ir_cfg_analyze_dominators(d2s_ctx *ctx, const ir_function *f)
{
    return analyze(ctx, f, false);
}
