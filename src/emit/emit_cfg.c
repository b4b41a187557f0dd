/* Structured control flow for the emitter: the structurizer's result
 * (src/cfg/structurize.h) in the form emit_function.c walks.
 */
#include "emit/emit_cfg.h"

void emit_cfg_build(emit_ctx *ec, ir_function *f, emit_cfg *cfg)
{
    /* TEMPORARY until src/cfg lands: straight-line functions only. */
    if (f->num_blocks != 1)
        emit_unsupported(ec, "control flow (the structurizer is not part of this build yet)");
    uint32_t *order = d2s_zalloc_array(ec->ctx, 1, sizeof(*order));
    uint8_t *kind = d2s_zalloc_array(ec->ctx, 1, sizeof(*kind));
    uint32_t *merge = d2s_zalloc_array(ec->ctx, 1, sizeof(*merge));
    uint32_t *cont = d2s_zalloc_array(ec->ctx, 1, sizeof(*cont));
    cfg->num_order = 1;
    cfg->order = order;
    cfg->kind = kind;
    cfg->merge = merge;
    cfg->cont = cont;
    cfg->loop_control = NULL;
}

void emit_cfg_merge(emit_ctx *ec, const emit_cfg *cfg, ir_block *blk)
{
    uint32_t id = blk->id;
    switch (cfg->kind[id]) {
    case EMIT_HDR_NONE:
        return;
    case EMIT_HDR_SELECTION:
    case EMIT_HDR_SWITCH:
        spv_selection_merge(ec->b, ec->block_label[cfg->merge[id]], SpvSelectionControlMaskNone);
        return;
    case EMIT_HDR_LOOP:
        spv_loop_merge(ec->b, ec->block_label[cfg->merge[id]], ec->block_label[cfg->cont[id]],
                       cfg->loop_control ? (SpvLoopControlMask)cfg->loop_control[id] : SpvLoopControlMaskNone);
        return;
    default:
        emit_fail(ec, D2S_ERR_INTERNAL, "block %u: unknown header kind %u", id, cfg->kind[id]);
    }
}
