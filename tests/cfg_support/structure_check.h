/* An independent checker of SPIR-V structured control flow rules
 * (SPIR-V 2.11 plus the Vulkan rules), applied to a function and the
 * header description an emitter would write for it (cfg_structure).
 *
 * It does not share logic with the structurizer: it recomputes structural
 * dominance (CFG edges plus header->merge and header->continue edges),
 * derives the construct of every block from it, and checks:
 *   - order: entry first, each block once, after its structural dominator,
 *     successors of listed blocks listed too, the entry not targeted;
 *   - headers: selection = conditional branch with distinct targets,
 *     switch = switch, loop = branch or conditional branch with one side
 *     the merge or continue target; a block merges at most one header, is
 *     continue target of at most one loop, not both; non-header conditional
 *     branches have a merge or continue target as one side, non-headers do
 *     not end in switch;
 *   - a header strictly dominates its merge; a loop header dominates its
 *     continue target, which differs from header and merge;
 *   - back edges: every retreating edge targets a loop header, each loop
 *     header has exactly one, from a block its continue target dominates
 *     and that post-dominates the continue target;
 *   - constructs nest properly, and every edge stays in its construct,
 *     enters a nested construct at its header, or is a structured exit:
 *     to its selection's merge, the innermost loop's merge or continue
 *     target, the innermost switch's merge (from an if, with no loop in
 *     between), or from a continue construct to its loop's header or merge;
 *     switch case targets are dominated by the switch or are its merge, and
 *     no case falls through into another (the structurizer never does);
 *   - blocks no branch reaches are merges holding only `unreachable`, or
 *     continue targets holding only the branch back to their header.
 * Phi/SSA validity is the IR verifier's job (ir_verify_function).
 */
#ifndef D2S_CFG_STRUCTURE_CHECK_H
#define D2S_CFG_STRUCTURE_CHECK_H

#include "cfg/structurize.h"

/* NULL when the structure is valid, else a message (arena) naming the block
 * and the rule. Never fails through ctx except on arena exhaustion or when
 * loops nest deeper than ctx->limits.max_nesting. `max_depth` (may be NULL)
 * receives the deepest construct nesting. */
const char *cfg_check_structure(d2s_ctx *ctx, const ir_function *f, const cfg_structure *s, uint32_t *max_depth);

/* The structure as a SPIR-V 1.6 compute shader with only control flow (each
 * block's label, merge instruction and terminator; conditions and switch
 * selectors are OpUndef; phis and other instructions are left out), for a
 * second opinion from spirv-val. Words are arena memory. */
void cfg_structure_spirv_skeleton(d2s_ctx *ctx, const ir_function *f, const cfg_structure *s, uint32_t **words,
                                  size_t *count);

/* A listing of the order with header annotations, for test failures. */
void cfg_structure_dump(const ir_function *f, const cfg_structure *s, d2s_strbuf *out);

#endif
