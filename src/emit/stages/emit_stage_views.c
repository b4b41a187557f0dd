/* D3D12 view instancing (options.view_instancing).
 *
 * D3D runs the pipeline once per view and adds the view's
 * D3D12_VIEW_INSTANCE_LOCATION to the render-target-array and viewport
 * indices the last pre-rasterization stage outputs (0 where it writes
 * none). Vulkan multiview runs the pipeline per view too and gives the view
 * as ViewIndex, but renders view i into layer i of the attachment (drivers
 * implement it as layered rendering: a Layer the shader writes is not
 * portable there; lavapipe adds it to the view's layer).
 *   - Viewports: the stage writes ViewportIndex = the view's location (a
 *     chain of selects on ViewIndex, at most 4 views) plus the shader's own
 *     SV_ViewportArrayIndex, when some location has a non-zero viewport.
 *   - Render-target array indices: expressible only as view i -> layer
 *     base + i, the base being the attachment's baseArrayLayer (the
 *     runtime's part). Other locations, and a shader that writes
 *     SV_RenderTargetArrayIndex itself, are refused by name.
 * A runtime that creates the pipeline after translating (vkd3d-proton)
 * gives the mapping as two spec constants instead (use_spec_constants):
 * Vulkan view v is D3D view instance bits [2v, 2v+2) of one, and view
 * instance i's viewport bits [8i, 8i+8) of the other.
 */
#include "emit/stages/emit_stage.h"
#include "emit/stages/emit_stage_table.h"

static const dxil2spv_view_instancing *views(const emit_ctx *ec)
{
    return &ec->opts->view_instancing;
}

static bool pre_raster(uint32_t kind)
{
    return (emit_stage_desc_of(kind)->flags & EMIT_STAGE_RASTER_OUT) != 0;
}

static bool by_spec(const emit_ctx *ec)
{
    return ec->opts->view_instancing.use_spec_constants != 0;
}

/* Whether any view's location has a non-zero viewport index. */
static bool needs_viewports(const emit_ctx *ec)
{
    const dxil2spv_view_instancing *v = views(ec);
    if (by_spec(ec))
        return v->last_pre_rasterization_stage && pre_raster(ec->shader_kind);
    for (uint32_t i = 0; i < v->view_instance_count && i < DXIL2SPV_MAX_VIEW_INSTANCES; i++)
        if (v->locations[i].viewport_array_index)
            return true;
    return false;
}

void emit_views_check_stage(emit_ctx *ec)
{
    const dxil2spv_view_instancing *v = views(ec);
    if (by_spec(ec)) {
        if (v->last_pre_rasterization_stage && !pre_raster(ec->shader_kind))
            emit_fail(ec, D2S_ERR_ARGUMENT, "options.view_instancing.last_pre_rasterization_stage on a %s shader",
                      dxil_shader_kind_name(ec->shader_kind));
        if (ec->shader_kind == DXIL_SHADER_MESH && v->last_pre_rasterization_stage)
            emit_unsupported(ec, "view instance viewports from a spec constant on a mesh shader "
                             "(per-primitive ViewportIndex offsets are not implemented)");
        return;
    }
    if (!v->view_instance_count)
        return;
    if (v->view_instance_count > DXIL2SPV_MAX_VIEW_INSTANCES)
        emit_fail(ec, D2S_ERR_ARGUMENT, "options.view_instancing.view_instance_count = %u (D3D12 allows 1 to %u)",
                  v->view_instance_count, DXIL2SPV_MAX_VIEW_INSTANCES);
    /* Pipeline state for the stage before the rasterizer; ignoring it on
     * another stage would lose the locations without a word. */
    if (!pre_raster(ec->shader_kind))
        emit_fail(ec, D2S_ERR_ARGUMENT, "view instance locations on a %s shader (only the last vertex, domain, "
                  "geometry or mesh shader before the rasterizer writes them)", dxil_shader_kind_name(ec->shader_kind));
    if (ec->shader_kind == DXIL_SHADER_MESH && needs_viewports(ec))
        emit_unsupported(ec, "view instance locations with non-zero viewport indices on a mesh shader "
                         "(per-primitive ViewportIndex offsets are not implemented)");
    for (uint32_t i = 1; i < v->view_instance_count; i++)
        if (v->locations[i].render_target_array_index != v->locations[0].render_target_array_index + i)
            emit_unsupported(ec, "view instance %u's render-target array index %u: Vulkan multiview renders view "
                             "i into layer base + i, so the locations' indices must be consecutive (view 0 has %u)",
                             i, v->locations[i].render_target_array_index, v->locations[0].render_target_array_index);
}

/* The output variable of the shader's own element with this built-in. */
static spv_id own_output(emit_ctx *ec, SpvBuiltIn builtin)
{
    struct emit_stage_state *st = ec->stage;
    for (uint32_t i = 0; i < st->count[SIG_OUT]; i++) {
        const emit_sig_var *sv = &st->sig[SIG_OUT][i];
        if (sv->map == MAP_BUILTIN && sv->builtin == (int32_t)builtin && sv->var)
            return sv->var;
    }
    return 0;
}

/* The ViewportIndex output: the shader's own, or a new one. */
static spv_id viewport_output(emit_ctx *ec)
{
    spv_id var = own_output(ec, SpvBuiltInViewportIndex);
    if (var)
        return var;
    emit_stage_output_layer_caps(ec, true);
    spv_builder *b = ec->b;
    var = spv_variable(b, spv_type_pointer(b, SpvStorageClassOutput, ec->t_u32), SpvStorageClassOutput, 0);
    spv_decorate_builtin(b, var, SpvBuiltInViewportIndex);
    spv_name(b, var, "gl_ViewportIndex");
    emit_add_interface(ec, var);
    return var;
}

void emit_views_begin(emit_ctx *ec)
{
    if (!views(ec)->view_instance_count && !by_spec(ec))
        return;
    struct emit_stage_state *st = ec->stage;
    for (uint32_t i = 0; i < st->count[SIG_OUT]; i++) {
        const emit_sig_var *sv = &st->sig[SIG_OUT][i];
        if (sv->map == MAP_BUILTIN && sv->builtin == SpvBuiltInLayer)
            emit_unsupported(ec, "%s with view instancing: Vulkan multiview chooses the layer from the view "
                             "(a shader-written Layer is not portable there)", emit_sig_desc(ec, SIG_OUT, sv->el));
    }
    if (ec->shader_kind != DXIL_SHADER_MESH && needs_viewports(ec))
        st->view_viewport = viewport_output(ec);
}

/* A u32 spec constant of the view instancing maps, made once. */
static spv_id map_constant(emit_ctx *ec, spv_id *cache, uint32_t def, uint32_t spec_id, const char *name)
{
    if (!*cache) {
        *cache = spv_spec_const_scalar(ec->b, ec->t_u32, def, spec_id);
        spv_name(ec->b, *cache, name);
    }
    return *cache;
}

spv_id emit_views_view_id(emit_ctx *ec)
{
    spv_builder *b = ec->b;
    spv_id view = spv_load(b, ec->t_u32, emit_stage_builtin(ec, SBI_VIEW_INDEX));
    if (!ec->opts || !by_spec(ec))
        return view;
    const dxil2spv_view_instancing *v = views(ec);
    spv_id map = map_constant(ec, &ec->stage->view_id_map, 0xE4u, v->view_id_spec_id, "view_index_to_view_instance");
    spv_id shift = spv_binop(b, SpvOpIMul, ec->t_u32, view, emit_u32(ec, 2));
    spv_id ops[3] = {map, shift, emit_u32(ec, 2)};
    return spv_op(b, SpvOpBitFieldUExtract, ec->t_u32, ops, 3);
}

/* locations[ViewIndex].viewport_array_index, as a u32 value. */
static spv_id viewport_of_view(emit_ctx *ec)
{
    spv_builder *b = ec->b;
    const dxil2spv_view_instancing *v = views(ec);
    if (by_spec(ec)) {
        spv_id map = map_constant(ec, &ec->stage->viewport_map, 0, v->viewport_spec_id, "view_instance_to_viewport");
        spv_id shift = spv_binop(b, SpvOpIMul, ec->t_u32, emit_views_view_id(ec), emit_u32(ec, 8));
        spv_id ops[3] = {map, shift, emit_u32(ec, 8)};
        return spv_op(b, SpvOpBitFieldUExtract, ec->t_u32, ops, 3);
    }
    spv_id view = spv_load(b, ec->t_u32, emit_stage_builtin(ec, SBI_VIEW_INDEX));
    spv_id r = emit_u32(ec, v->locations[0].viewport_array_index);
    for (uint32_t i = 1; i < v->view_instance_count; i++) {
        spv_id is = spv_binop(b, SpvOpIEqual, emit_t_bool(ec), view, emit_u32(ec, i));
        r = spv_select(b, ec->t_u32, is, emit_u32(ec, v->locations[i].viewport_array_index), r);
    }
    return r;
}

bool emit_views_writes_base(const emit_ctx *ec)
{
    const struct emit_stage_state *st = ec->stage;
    return st && st->view_viewport;
}

/* The locations of the view, at the stage's start (VS, DS) or before
 * each emitted vertex (GS, whose outputs are undefined after an emit):
 * the shader's own stores, if any, come later and add their value. */
void emit_views_write_base(emit_ctx *ec)
{
    struct emit_stage_state *st = ec->stage;
    if (!st)
        return;
    /* A geometry shader's own store precedes the emit and already added
     * the location (emit_views_offset_store): keep it. */
    bool gs = ec->shader_kind == DXIL_SHADER_GEOMETRY;
    if (st->view_viewport && !(gs && own_output(ec, SpvBuiltInViewportIndex)))
        spv_store(ec->b, st->view_viewport, viewport_of_view(ec));
}

spv_id emit_views_offset_store(emit_ctx *ec, const emit_sig_var *sv, spv_id value)
{
    struct emit_stage_state *st = ec->stage;
    if (!st || sv->map != MAP_BUILTIN || sv->sc != SpvStorageClassOutput)
        return value;
    if (sv->builtin != SpvBuiltInViewportIndex || !st->view_viewport)
        return value;
    return spv_binop(ec->b, SpvOpIAdd, ec->t_u32, value, viewport_of_view(ec));
}
