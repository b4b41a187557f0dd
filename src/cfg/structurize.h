/* Structured control flow for SPIR-V.
 *
 * DXIL functions have an arbitrary reducible CFG; SPIR-V for Vulkan needs
 * structured control flow (SPIR-V 2.11): every conditional branch or switch
 * is a header with a unique merge block, every loop has one back edge from
 * its continue target and one merge block, and branches only leave a
 * construct towards its merge, the innermost loop's merge or continue
 * target, the innermost switch's merge, or by returning.
 *
 * cfg_structurize() rewrites the function (in IR terms: new blocks, br,
 * switch, icmp, select, phi, and alloca/load/store of i32 selector and
 * lowered-phi variables placed at the start of the entry block) so that an
 * emitter that walks `order`, emits every block, and puts OpSelectionMerge
 * or OpLoopMerge before the terminator of each header as described by
 * header_kind/merge/continue_target produces valid structured SPIR-V.
 * The algorithm and its invariants are described in docs/structurizer.md.
 *
 * Contract for the emitter:
 *   - f->blocks is reordered to `order` (so order[i] == f->blocks[i] and
 *     block ids are positions); order[0] is the entry and has no
 *     predecessors; every block appears after its dominators.
 *   - CFG_HDR_SELECTION: the block ends in a conditional br with two
 *     distinct targets. CFG_HDR_SWITCH: it ends in a switch. CFG_HDR_LOOP:
 *     it ends in br or a conditional br; continue_target is set.
 *   - Blocks that no branch reaches are merge blocks containing only
 *     `unreachable` (OpUnreachable); they must still be emitted.
 *   - Other conditional branches are not headers: one of their targets is a
 *     break or continue target of the innermost loop.
 *   - Phis have exactly one entry per distinct predecessor only where the
 *     input did; entries for a predecessor reached by several switch cases
 *     may repeat (with equal values), as in the IR generally.
 *
 * Irreducible control flow is refused with D2S_ERR_UNSUPPORTED naming the
 * function and the edge; construct nesting deeper than
 * ctx->limits.max_nesting fails with D2S_ERR_LIMIT. Time is
 * O((blocks + edges) log blocks); nothing recurses.
 */
#ifndef D2S_CFG_STRUCTURIZE_H
#define D2S_CFG_STRUCTURIZE_H

#include "ir/ir.h"

typedef enum cfg_header_kind {
    CFG_HDR_NONE,
    CFG_HDR_SELECTION,
    CFG_HDR_LOOP,
    CFG_HDR_SWITCH,
} cfg_header_kind;

typedef struct cfg_structure {
    uint32_t num_blocks;            /* of the (rewritten) function */
    ir_block **order;               /* emission order: every block after its dominators */
    uint32_t num_order;
    uint8_t *header_kind;           /* per block id: cfg_header_kind */
    ir_block **merge;               /* per block id: merge block of a header (NULL otherwise) */
    ir_block **continue_target;     /* per block id: loop headers only */
} cfg_structure;

/* The module is needed for the i1/i32 types and constants of the selector
 * code. `out` is filled with arena memory. A declaration gives an empty
 * structure. */
void cfg_structurize(d2s_ctx *ctx, ir_module *m, ir_function *f, cfg_structure *out);

#endif
