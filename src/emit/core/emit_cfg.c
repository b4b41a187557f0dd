/* Structured control flow for the emitter: runs the structurizer
 * (src/cfg/structurize.h), converts its result to block ids, reads loop
 * hints, and places the merge instructions.
 */
#include <string.h>

#include "cfg/structurize.h"
#include "emit/core/emit_cfg.h"

/* [unroll] and [loop] arrive as llvm.loop metadata on the back-edge branch:
 * !{self, !{!"llvm.loop.unroll.full"}} or "...unroll.disable". */
static uint32_t loop_hint(emit_ctx *ec, const ir_block *header)
{
    const ir_module *m = ec->m;
    uint32_t kind = UINT32_MAX;
    for (uint32_t i = 0; i < m->num_md_kinds; i++)
        if (m->md_kinds[i] && strcmp(m->md_kinds[i], "llvm.loop") == 0)
            kind = i;
    if (kind == UINT32_MAX)
        return SpvLoopControlMaskNone;
    uint32_t control = SpvLoopControlMaskNone;
    for (uint32_t p = 0; p < header->num_preds; p++) {
        const ir_block *pred = header->preds[p];
        if (!pred->num_instrs)
            continue;
        const ir_instr *term = pred->instrs[pred->num_instrs - 1];
        for (uint32_t a = 0; a < term->num_md; a++) {
            const ir_md *node = term->md[a].md;
            if (term->md[a].kind != kind || !node || node->kind != IR_MD_NODE)
                continue;
            for (uint32_t k = 1; k < node->u.node.count; k++) {
                const char *s = ir_md_as_string(ir_md_node_op(ir_md_node_op(node, k), 0));
                if (!s)
                    continue;
                if (strcmp(s, "llvm.loop.unroll.full") == 0 || strcmp(s, "llvm.loop.unroll.enable") == 0)
                    control = SpvLoopControlUnrollMask;
                else if (strcmp(s, "llvm.loop.unroll.disable") == 0)
                    control = SpvLoopControlDontUnrollMask;
            }
        }
    }
    return control;
}

/* [branch] and [flatten] arrive as !dx.controlflow.hints on the
 * conditional branch or switch: !{self, !"dx.controlflow.hints", i32 h...}
 * with DXIL::ControlFlowHint h: 1 Branch -> DontFlatten, 2 Flatten ->
 * Flatten (both hints, in D3D as in SPIR-V); the others (FastOpt,
 * AllowUniformCondition, ForceCase, Call) have no SPIR-V counterpart. */
static SpvSelectionControlMask selection_hint(emit_ctx *ec, const ir_block *blk)
{
    const ir_module *m = ec->m;
    uint32_t kind = UINT32_MAX;
    for (uint32_t i = 0; i < m->num_md_kinds; i++)
        if (m->md_kinds[i] && strcmp(m->md_kinds[i], "dx.controlflow.hints") == 0)
            kind = i;
    if (kind == UINT32_MAX || !blk->num_instrs)
        return SpvSelectionControlMaskNone;
    const ir_instr *term = blk->instrs[blk->num_instrs - 1];
    uint32_t control = SpvSelectionControlMaskNone;
    for (uint32_t a = 0; a < term->num_md; a++) {
        const ir_md *node = term->md[a].md;
        if (term->md[a].kind != kind || !node || node->kind != IR_MD_NODE)
            continue;
        for (uint32_t k = 2; k < node->u.node.count; k++) {
            uint64_t h;
            if (!ir_md_as_u64(ir_md_node_op(node, k), &h))
                continue;
            if (h == 1)
                control = SpvSelectionControlDontFlattenMask;
            else if (h == 2)
                control = SpvSelectionControlFlattenMask;
        }
    }
    return (SpvSelectionControlMask)control;
}

void emit_cfg_build(emit_ctx *ec, ir_function *f, emit_cfg *cfg)
{
    cfg_structure cs;
    memset(&cs, 0, sizeof(cs));
    cfg_structurize(ec->ctx, ec->m, f, &cs);
    uint32_t nb = f->num_blocks;
    if (cs.num_blocks != nb || cs.num_order != nb || !cs.order || nb == 0)
        emit_fail(ec, D2S_ERR_INTERNAL, "structurizer returned %u of %u blocks", cs.num_order, nb);
    uint32_t *order = d2s_alloc_array(ec->ctx, nb, sizeof(*order));
    uint8_t *kind = d2s_zalloc_array(ec->ctx, nb, sizeof(*kind));
    uint32_t *merge = d2s_zalloc_array(ec->ctx, nb, sizeof(*merge));
    uint32_t *cont = d2s_zalloc_array(ec->ctx, nb, sizeof(*cont));
    uint32_t *control = d2s_zalloc_array(ec->ctx, nb, sizeof(*control));
    for (uint32_t i = 0; i < nb; i++) {
        const ir_block *blk = cs.order[i];
        if (!blk || blk->id >= nb || f->blocks[blk->id] != blk)
            emit_fail(ec, D2S_ERR_INTERNAL, "structurizer order names a foreign block");
        order[i] = blk->id;
    }
    if (order[0] != 0)
        emit_fail(ec, D2S_ERR_INTERNAL, "structurizer order does not start at the entry block");
    for (uint32_t id = 0; id < nb; id++) {
        uint8_t k = cs.header_kind ? cs.header_kind[id] : CFG_HDR_NONE;
        switch (k) {
        case CFG_HDR_NONE: kind[id] = EMIT_HDR_NONE; continue;
        case CFG_HDR_SELECTION: kind[id] = EMIT_HDR_SELECTION; break;
        case CFG_HDR_SWITCH: kind[id] = EMIT_HDR_SWITCH; break;
        case CFG_HDR_LOOP: kind[id] = EMIT_HDR_LOOP; break;
        default: emit_fail(ec, D2S_ERR_INTERNAL, "structurizer: block %u has header kind %u", id, k);
        }
        const ir_block *mb = cs.merge ? cs.merge[id] : NULL;
        if (!mb || mb->id >= nb || f->blocks[mb->id] != mb)
            emit_fail(ec, D2S_ERR_INTERNAL, "structurizer: header block %u has no merge block", id);
        merge[id] = mb->id;
        if (k == CFG_HDR_LOOP) {
            const ir_block *cb = cs.continue_target ? cs.continue_target[id] : NULL;
            if (!cb || cb->id >= nb || f->blocks[cb->id] != cb)
                emit_fail(ec, D2S_ERR_INTERNAL, "structurizer: loop header %u has no continue target", id);
            cont[id] = cb->id;
            control[id] = loop_hint(ec, f->blocks[id]);
        }
    }
    cfg->num_order = nb;
    cfg->order = order;
    cfg->kind = kind;
    cfg->merge = merge;
    cfg->cont = cont;
    cfg->loop_control = control;
}

void emit_cfg_merge(emit_ctx *ec, const emit_cfg *cfg, ir_block *blk)
{
    uint32_t id = blk->id;
    switch (cfg->kind[id]) {
    case EMIT_HDR_NONE:
        return;
    case EMIT_HDR_SELECTION:
    case EMIT_HDR_SWITCH:
        spv_selection_merge(ec->b, ec->block_label[cfg->merge[id]], selection_hint(ec, blk));
        return;
    case EMIT_HDR_LOOP:
        spv_loop_merge(ec->b, ec->block_label[cfg->merge[id]], ec->block_label[cfg->cont[id]],
                       cfg->loop_control ? (SpvLoopControlMask)cfg->loop_control[id] : SpvLoopControlMaskNone);
        return;
    default:
        emit_fail(ec, D2S_ERR_INTERNAL, "block %u: unknown header kind %u", id, cfg->kind[id]);
    }
}
