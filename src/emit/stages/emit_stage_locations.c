/* Where located signature elements go when the caller overrides the
 * defaults of emit_stage_io.c: the location remap callback
 * (options.location_remap) and dual-source blending
 * (options.dual_source_blending).
 *
 * Remap: D3D matches stages by semantic name, Vulkan by Location and
 * Component; the default (the element's packed register) is right when both
 * stages were compiled with the same packing. An application linking stages
 * packed differently supplies the mapping instead. Every element that gets a
 * Location goes through the callback (user semantics, and system values that
 * travel between stages as plain data), except pixel-shader targets, whose
 * Location is the render-target index fixed by the pipeline. Overlaps the
 * callback creates are caught by check_overlaps (emit_stage_io.c), which
 * then blames the option.
 *
 * Dual-source blending: Vulkan blends with the second source only from
 * Location 0 Index 1, where D3D reads it from SV_Target1; a pipeline with
 * dual-source blending has no other targets in either API.
 */
#include "emit/stages/emit_stage.h"

/* A location past this is refused: the 32 locations of a stage interface
 * that check_overlaps tracks (and every Vulkan implementation's 128
 * components). */
#define REMAP_MAX_LOCATIONS 32u

void emit_stage_remap_location(emit_ctx *ec, uint32_t sig, emit_sig_var *sv, int32_t *loc, uint32_t *comp)
{
    const dxil2spv_options *o = ec->opts;
    if (!o || !o->location_remap)
        return;
    const dxil_sig_element *el = sv->el;
    dxil2spv_location_desc desc = {
        .shader_kind = ec->shader_kind,
        .signature = sig,
        .semantic = el->semantic ? el->semantic : "",
        .semantic_index = el->num_indices ? el->semantic_indices[0] : 0,
        .rows = el->rows,
        .cols = el->cols,
        .start_row = el->start_row < 0 ? 0 : (uint32_t)el->start_row,
        .start_col = el->start_col < 0 ? 0 : (uint32_t)el->start_col,
    };
    uint32_t l = (uint32_t)*loc, c = *comp;
    if (!o->location_remap(o->location_remap_userdata, &desc, &l, &c))
        emit_fail(ec, D2S_ERR_ARGUMENT, "the location remap callback rejected %s of the %s shader",
                  emit_sig_desc(ec, sig, el), dxil_shader_kind_name(ec->shader_kind));
    /* 64-bit sums: a callback may answer anything, and a wrapped sum would
     * pass the check and shift a component mask out of range later. */
    if ((uint64_t)c + el->cols > 4)
        emit_fail(ec, D2S_ERR_ARGUMENT, "the location remap callback put %s (%u columns) at component %u: "
                  "past the 4 components of a location", emit_sig_desc(ec, sig, el), el->cols, c);
    if ((uint64_t)l + el->rows > REMAP_MAX_LOCATIONS)
        emit_fail(ec, D2S_ERR_ARGUMENT, "the location remap callback put %s (%u rows) at location %u: past the %u "
                  "locations of a stage interface", emit_sig_desc(ec, sig, el), el->rows, l, REMAP_MAX_LOCATIONS);
    *loc = (int32_t)l;
    *comp = c;
    sv->remapped = true;
}

bool emit_stage_remapping(const emit_ctx *ec)
{
    return ec->opts && ec->opts->location_remap;
}

int32_t emit_stage_target_location(emit_ctx *ec, emit_sig_var *sv, int32_t target)
{
    if (!ec->opts || !ec->opts->dual_source_blending)
        return target;
    const dxil_sig_element *el = sv->el;
    if (target > 1) {
        /* Vulkan's dual-source blending has one attachment (location 0);
         * D3D12 allows writes to other targets only when no render target
         * is bound there (the runtime refuses the pipeline otherwise), so
         * they have nowhere to go: dropped, with a warning. */
        d2s_warn(ec->ctx, "%s: render target %d is not written: with options.dual_source_blending only SV_Target0 and "
                  "SV_Target1 reach the blend (D3D12 requires render targets 2+ unbound)",
                  emit_sig_desc(ec, SIG_OUT, el), target);
        return -1;
    }
    if (el->rows != 1)
        emit_fail(ec, D2S_ERR_ARGUMENT, "%s: with options.dual_source_blending a pixel shader may write only "
                  "SV_Target0 and SV_Target1 (this element covers render target%s %d%s)",
                  emit_sig_desc(ec, SIG_OUT, el), el->rows > 1 ? "s" : "", target,
                  el->rows > 1 ? d2s_sprintf(ec->ctx, "-%d", target + (int32_t)el->rows - 1) : "");
    sv->blend_index = (uint8_t)target;
    return 0;
}
