/* The emitter's view of a function's structured control flow: the block
 * emission order and, per header block, its merge block and continue
 * target. emit_cfg.c builds it from the structurizer (src/cfg), which may
 * rewrite the function first, and places the merge instructions.
 */
#ifndef D2S_EMIT_CFG_H
#define D2S_EMIT_CFG_H

#include "emit/emit_internal.h"

typedef enum emit_header_kind {
    EMIT_HDR_NONE = 0,
    EMIT_HDR_SELECTION,
    EMIT_HDR_LOOP,
    EMIT_HDR_SWITCH,
} emit_header_kind;

typedef struct emit_cfg {
    uint32_t num_order;
    const uint32_t *order;     /* block ids; order[0] is the entry; a dominance order */
    const uint8_t *kind;       /* [num_blocks] emit_header_kind */
    const uint32_t *merge;     /* [num_blocks] merge block id of a header */
    const uint32_t *cont;      /* [num_blocks] continue target of a loop header */
    const uint32_t *loop_control; /* [num_blocks] SpvLoopControlMask of a loop header, or NULL */
} emit_cfg;

void emit_cfg_build(emit_ctx *ec, ir_function *f, emit_cfg *cfg);
/* Emits the OpSelectionMerge / OpLoopMerge of blk if it is a header; call
 * right before its terminator. */
void emit_cfg_merge(emit_ctx *ec, const emit_cfg *cfg, ir_block *blk);

#endif
