/* Control-flow analyses of one ir_function, and the IR verifier.
 *
 * ir_cfg_analyze() computes, in O((blocks + edges) log blocks) time with no
 * recursion (hostile inputs may have millions of blocks):
 *   - reverse post-order (DFS from the entry, successors in terminator order);
 *   - the dominator tree (Lengauer-Tarjan with path compression);
 *   - the post-dominator tree over the blocks plus a virtual exit;
 *   - the loop nesting forest of natural loops, and irreducibility.
 * Everything is indexed by block id (ir_block.id == index in f->blocks) and
 * allocated in the arena. The analysis reads block->succs (the verifier
 * checks them against the terminators) and derives predecessors itself.
 *
 * Unreachable blocks (no path from the entry) have rpo_index == IR_CFG_NONE,
 * no idom, no ipdom and belong to no loop; they are left out of every tree.
 *
 * Post-dominators: the virtual exit (node id num_blocks, IR_CFG_EXIT) is the
 * successor of every reachable block whose terminator has no successors
 * (ret, unreachable). Blocks that cannot reach any such block (infinite
 * loops) would otherwise have no post-dominator; for them the analysis adds
 * virtual edges to the exit, one at a time: among the reachable blocks not yet
 * reaching the exit it picks the one latest in RPO (for an infinite natural
 * loop, a latch: the block where the loop would leave if it could), connects
 * it to the exit, and repeats until every reachable block reaches the exit.
 * The chosen blocks are listed in `fake_exits`; their ipdom is IR_CFG_EXIT.
 *
 * Loops: a back edge is an edge u->h whose target dominates its source; the
 * natural loop of header h is h plus every block that reaches a back-edge
 * source without passing h. Loops with the same header are one loop. A
 * retreating edge (DFS back edge: target not after the source in RPO) whose
 * target does not dominate its source makes the CFG irreducible: such edges
 * are listed in `irreducible_edges` and are not part of any loop (the
 * cycles they close are not represented in the forest).
 */
#ifndef D2S_IR_ANALYSIS_H
#define D2S_IR_ANALYSIS_H

#include "ir/ir.h"

#define IR_CFG_NONE UINT32_MAX

typedef struct ir_cfg_edge {
    uint32_t from, to;          /* block ids */
} ir_cfg_edge;

typedef struct ir_loop {
    uint32_t header;            /* block id */
    uint32_t parent;            /* index in ir_cfg_info.loops, IR_CFG_NONE for outermost loops */
    uint32_t depth;             /* 1 for an outermost loop */
    uint32_t num_latches;
    uint32_t *latches;          /* sources of the back edges to header, RPO order */
    uint32_t num_own_blocks;
    uint32_t *own_blocks;       /* blocks whose innermost loop this is (header first, RPO order) */
    uint32_t num_blocks;        /* all blocks, nested loops included */
    uint32_t num_children;
    uint32_t *children;         /* loop indices, by header RPO */
    uint32_t num_exits;
    ir_cfg_edge *exits;         /* edges from inside to outside (an edge leaving k loops is in all k) */
    uint32_t pre, post;         /* loop-tree numbering for ir_cfg_loop_contains */
} ir_loop;

typedef struct ir_cfg_info {
    const ir_function *func;
    uint32_t num_blocks;

    /* order */
    uint32_t num_reachable;
    uint32_t *rpo;              /* [num_reachable] block ids in reverse post-order; rpo[0] = entry */
    uint32_t *rpo_index;        /* [num_blocks] position in rpo, IR_CFG_NONE if unreachable */

    /* dominators */
    uint32_t *idom;             /* [num_blocks] IR_CFG_NONE for the entry and unreachable blocks */
    uint32_t *dom_pre, *dom_post; /* [num_blocks] dominator-tree DFS numbers */
    uint32_t *dom_child_start;  /* [num_blocks + 1] children of b: dom_children[start[b] .. start[b+1]) */
    uint32_t *dom_children;

    /* post-dominators; node IR_CFG_EXIT(info) = num_blocks is the virtual exit */
    uint32_t *ipdom;            /* [num_blocks] IR_CFG_EXIT(info) or a block id; IR_CFG_NONE if unreachable */
    uint32_t *pdom_pre, *pdom_post; /* [num_blocks + 1] */
    uint32_t num_fake_exits;
    uint32_t *fake_exits;       /* blocks given a virtual edge to the exit (infinite loops) */

    /* loops */
    uint32_t num_loops;
    ir_loop *loops;             /* ordered by header RPO: a parent comes before its children */
    uint32_t *loop_of;          /* [num_blocks] innermost loop, IR_CFG_NONE if none */
    uint32_t max_loop_depth;
    bool irreducible;
    uint32_t num_irreducible_edges;
    ir_cfg_edge *irreducible_edges;
} ir_cfg_info;

#define IR_CFG_EXIT(info) ((info)->num_blocks)

/* Fails (D2S_ERR_INTERNAL) if succs name blocks of another function, and
 * (D2S_ERR_LIMIT) if loops nest deeper than ctx->limits.max_nesting, which
 * bounds the size of the loop exit lists. A declaration gives an empty
 * result. */
ir_cfg_info *ir_cfg_analyze(d2s_ctx *ctx, const ir_function *f);

/* Only the order and the dominator tree (rpo, rpo_index, idom, dom_*): what
 * ir_cfg_dominates() needs, at about half the cost. The post-dominator
 * fields are NULL and there are no loops (loop_of is all IR_CFG_NONE). */
ir_cfg_info *ir_cfg_analyze_dominators(d2s_ctx *ctx, const ir_function *f);

static inline bool ir_cfg_reachable(const ir_cfg_info *ci, uint32_t b)
{
    return b < ci->num_blocks && ci->rpo_index[b] != IR_CFG_NONE;
}

/* a dominates b (reflexive). Following LLVM, every block dominates an
 * unreachable block, and an unreachable block dominates only unreachable
 * blocks. O(1). */
static inline bool ir_cfg_dominates(const ir_cfg_info *ci, uint32_t a, uint32_t b)
{
    if (!ir_cfg_reachable(ci, b))
        return true;
    if (!ir_cfg_reachable(ci, a))
        return false;
    return ci->dom_pre[a] <= ci->dom_pre[b] && ci->dom_post[b] <= ci->dom_post[a];
}

/* a post-dominates b (reflexive); a may be IR_CFG_EXIT. False when either is
 * unreachable. O(1). */
static inline bool ir_cfg_postdominates(const ir_cfg_info *ci, uint32_t a, uint32_t b)
{
    if (a != IR_CFG_EXIT(ci) && !ir_cfg_reachable(ci, a))
        return false;
    if (b != IR_CFG_EXIT(ci) && !ir_cfg_reachable(ci, b))
        return false;
    return ci->pdom_pre[a] <= ci->pdom_pre[b] && ci->pdom_post[b] <= ci->pdom_post[a];
}

/* Whether block b is inside loop l (nested loops included). O(1). */
static inline bool ir_cfg_loop_contains(const ir_cfg_info *ci, uint32_t l, uint32_t b)
{
    if (b >= ci->num_blocks || l >= ci->num_loops || ci->loop_of[b] == IR_CFG_NONE)
        return false;
    const ir_loop *in = &ci->loops[ci->loop_of[b]];
    return ci->loops[l].pre <= in->pre && in->post <= ci->loops[l].post;
}

/* Loop nesting depth of block b (0 outside loops). */
static inline uint32_t ir_cfg_loop_depth(const ir_cfg_info *ci, uint32_t b)
{
    return b < ci->num_blocks && ci->loop_of[b] != IR_CFG_NONE ? ci->loops[ci->loop_of[b]].depth : 0;
}

/* ---- verifier (ir_verify.c) ---------------------------------------------
 * Structural checks any pass may run: terminators, phis, succs/preds,
 * operands, SSA dominance, basic operand types. Errors name the function,
 * block and instruction; D2S_ERR_INVALID for what malformed input can cause,
 * D2S_ERR_INTERNAL for broken bookkeeping (ids, positions, edge lists). */
void ir_verify_function(d2s_ctx *ctx, const ir_function *f);
void ir_verify_module(d2s_ctx *ctx, const ir_module *m);

#endif
