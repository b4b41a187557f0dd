/* Graphics entry points: the execution model, the execution modes each
 * stage's properties become, and the entry wrappers.
 *
 * A wrapper is a SPIR-V function made after the shader's own functions,
 * which then becomes the entry point:
 *   - vertex and domain shaders asked to (options.write_point_size):
 *     PointSize = 1.0, then the DXIL entry (D3D points are always one
 *     pixel; see emit_stage_begin); also with view instance locations
 *     (options.view_instancing): Layer / ViewportIndex of the view first;
 *   - hull shaders: D3D runs a hull shader in two phases, the control-point
 *     function once per output control point and then the patch-constant
 *     function once per patch, which reads the control-point phase's
 *     outputs. Vulkan has one tessellation control shader invoked once per
 *     output control point, so the wrapper calls the control-point
 *     function, waits at a barrier for every invocation's outputs, and lets
 *     invocation 0 call the patch-constant function (DXC's own scheme,
 *     SPIR-V.rst "Patch Constant Function").
 *   - pixel shaders with a rasterizer-ordered view: D3D orders the ROV
 *     accesses of overlapping invocations by primitive; Vulkan's fragment
 *     shader interlock orders a critical section instead, and requires
 *     OpBeginInvocationInterlockEXT and OpEndInvocationInterlockEXT to be
 *     executed exactly once each, in the entry point's function and in
 *     uniform control flow. The wrapper's single block meets all three
 *     wherever the accesses sit in the shader (loops, branches, called
 *     functions): begin, the DXIL entry, end.
 * Geometry shaders need no wrapper.
 */
#include "emit/stages/emit_stage.h"
#include "emit/stages/emit_stage_table.h"

/* DXIL::InputPrimitive, PrimitiveTopology, TessellatorDomain,
 * TessellatorPartitioning, TessellatorOutputPrimitive */
enum { PRIM_POINT = 1, PRIM_LINE = 2, PRIM_TRIANGLE = 3, PRIM_LINE_ADJ = 6, PRIM_TRIANGLE_ADJ = 7 };
enum { TOPO_POINT_LIST = 1, TOPO_LINE_STRIP = 3, TOPO_TRIANGLE_STRIP = 5 };
enum { DOMAIN_ISOLINE = 1, DOMAIN_TRI = 2, DOMAIN_QUAD = 3 };
enum { PART_INTEGER = 1, PART_POW2 = 2, PART_FRACTIONAL_ODD = 3, PART_FRACTIONAL_EVEN = 4 };
enum { OUTPRIM_POINT = 1, OUTPRIM_LINE = 2, OUTPRIM_TRIANGLE_CW = 3, OUTPRIM_TRIANGLE_CCW = 4 };

/* DXIL shader flag: [earlydepthstencil]. */
#define SHADER_FLAG_FORCE_EARLY_DEPTH_STENCIL 0x8u

static SpvExecutionMode domain_mode(emit_ctx *ec, uint32_t domain)
{
    switch (domain) {
    case DOMAIN_ISOLINE: return SpvExecutionModeIsolines;
    case DOMAIN_TRI: return SpvExecutionModeTriangles;
    case DOMAIN_QUAD: return SpvExecutionModeQuads;
    default:
        emit_invalid(ec, "tessellator domain %u", domain);
    }
}

static void pixel_modes(emit_ctx *ec, spv_id fn)
{
    struct emit_stage_state *st = ec->stage;
    spv_builder *b = ec->b;
    spv_execution_mode0(b, fn, SpvExecutionModeOriginUpperLeft);
    if (ec->ep->shader_flags & SHADER_FLAG_FORCE_EARLY_DEPTH_STENCIL) {
        spv_execution_mode0(b, fn, SpvExecutionModeEarlyFragmentTests);
        /* With [earlydepthstencil], D3D's input coverage has the samples
         * that failed the depth/stencil test removed. */
        if (st->builtin[SBI_SAMPLE_MASK]) {
            spv_extension(b, "SPV_KHR_post_depth_coverage");
            spv_capability(b, SpvCapabilitySampleMaskPostDepthCoverage);
            spv_execution_mode0(b, fn, SpvExecutionModePostDepthCoverage);
        }
    }
    if (st->stencil_export)
        spv_execution_mode0(b, fn, SpvExecutionModeStencilRefReplacingEXT);
    if (st->depth_replacing) {
        spv_execution_mode0(b, fn, SpvExecutionModeDepthReplacing);
        if (st->depth_mode)
            spv_execution_mode0(b, fn, (SpvExecutionMode)st->depth_mode);
    }
}

static void geometry_modes(emit_ctx *ec, spv_id fn)
{
    const dxil_entry_point *ep = ec->ep;
    spv_builder *b = ec->b;
    SpvExecutionMode in;
    switch (ep->gs.input_primitive) {
    case PRIM_POINT: in = SpvExecutionModeInputPoints; break;
    case PRIM_LINE: in = SpvExecutionModeInputLines; break;
    case PRIM_TRIANGLE: in = SpvExecutionModeTriangles; break;
    case PRIM_LINE_ADJ: in = SpvExecutionModeInputLinesAdjacency; break;
    case PRIM_TRIANGLE_ADJ: in = SpvExecutionModeInputTrianglesAdjacency; break;
    default: emit_unsupported(ec, "geometry shader input primitive %u", ep->gs.input_primitive);
    }
    SpvExecutionMode out;
    switch (ep->gs.output_topology) {
    case TOPO_POINT_LIST: out = SpvExecutionModeOutputPoints; break;
    case TOPO_LINE_STRIP: out = SpvExecutionModeOutputLineStrip; break;
    case TOPO_TRIANGLE_STRIP: out = SpvExecutionModeOutputTriangleStrip; break;
    default: emit_unsupported(ec, "geometry shader output topology %u", ep->gs.output_topology);
    }
    uint32_t instances = ep->gs.instance_count ? ep->gs.instance_count : 1;
    if (instances > 32)
        emit_invalid(ec, "geometry shader with %u instances (at most 32)", instances);
    if (ep->gs.max_vertex_count > 1024)
        emit_invalid(ec, "geometry shader with maxvertexcount %u (at most 1024)", ep->gs.max_vertex_count);
    spv_execution_mode0(b, fn, in);
    spv_execution_mode0(b, fn, out);
    spv_execution_mode(b, fn, SpvExecutionModeInvocations, &instances, 1);
    spv_execution_mode(b, fn, SpvExecutionModeOutputVertices, &ep->gs.max_vertex_count, 1);
}

static void hull_modes(emit_ctx *ec, spv_id fn)
{
    const dxil_entry_point *ep = ec->ep;
    spv_builder *b = ec->b;
    spv_execution_mode0(b, fn, domain_mode(ec, ep->hs.domain));
    SpvExecutionMode spacing;
    switch (ep->hs.partitioning) {
    case PART_INTEGER: case PART_POW2: spacing = SpvExecutionModeSpacingEqual; break;
    case PART_FRACTIONAL_ODD: spacing = SpvExecutionModeSpacingFractionalOdd; break;
    case PART_FRACTIONAL_EVEN: spacing = SpvExecutionModeSpacingFractionalEven; break;
    default: emit_invalid(ec, "tessellator partitioning %u", ep->hs.partitioning);
    }
    spv_execution_mode0(b, fn, spacing);
    switch (ep->hs.output_primitive) {
    case OUTPRIM_POINT: spv_execution_mode0(b, fn, SpvExecutionModePointMode); break;
    case OUTPRIM_LINE:
        if (ep->hs.domain != DOMAIN_ISOLINE)
            emit_invalid(ec, "line output from a %s domain", ep->hs.domain == DOMAIN_TRI ? "tri" : "quad");
        break;
    case OUTPRIM_TRIANGLE_CW: case OUTPRIM_TRIANGLE_CCW:
        if (ep->hs.domain == DOMAIN_ISOLINE)
            emit_invalid(ec, "triangle output from an isoline domain");
        spv_execution_mode0(b, fn, ep->hs.output_primitive == OUTPRIM_TRIANGLE_CW ? SpvExecutionModeVertexOrderCw
                                                                                  : SpvExecutionModeVertexOrderCcw);
        break;
    default: emit_invalid(ec, "tessellator output primitive %u", ep->hs.output_primitive);
    }
    uint32_t n = ec->stage->output_cp_count;
    spv_execution_mode(b, fn, SpvExecutionModeOutputVertices, &n, 1);
}

/* ---- wrappers ------------------------------------------------------------------- */

static spv_id wrapper_begin(emit_ctx *ec, const char *name)
{
    spv_builder *b = ec->b;
    spv_id fn_type = spv_type_function(b, ec->t_void, NULL, 0);
    spv_id fn = spv_function_begin(b, 0, ec->t_void, fn_type, SpvFunctionControlMaskNone);
    spv_name(b, fn, name);
    spv_block_begin(b, 0);
    return fn;
}

static void wrapper_end(emit_ctx *ec)
{
    spv_return(ec->b);
    spv_function_end(ec->b);
}

/* A wrapper that runs `prologue`, then the entry point. */
static spv_id prologue_wrapper(emit_ctx *ec, spv_id entry, const char *name, void (*prologue)(emit_ctx *ec))
{
    spv_id fn = wrapper_begin(ec, name);
    prologue(ec);
    spv_call(ec->b, ec->t_void, entry, NULL, 0);
    wrapper_end(ec);
    return fn;
}

/* PointSize = 1 (and the view's base) before the shader's code, when the
 * stage writes them; else the entry point itself. */
static spv_id point_size_wrapper(emit_ctx *ec, spv_id entry)
{
    if (!emit_stage_of(ec)->point_size && !emit_views_writes_base(ec))
        return entry;
    return prologue_wrapper(ec, entry, "entry_point_size", emit_stage_write_point_size);
}

static spv_id hull_wrapper(emit_ctx *ec, spv_id entry)
{
    spv_builder *b = ec->b;
    spv_id pc = emit_function_id(ec, ec->ep->hs.patch_constant_func);
    spv_id fn = wrapper_begin(ec, "hull_phases");
    spv_call(b, ec->t_void, entry, NULL, 0);
    /* GLSL's barrier() in a tessellation control shader: execution at
     * workgroup (patch) scope, which also makes the output writes of the
     * patch's invocations visible to each other. */
    spv_op_void(b, SpvOpControlBarrier,
                SPV_OPS(emit_u32(ec, SpvScopeWorkgroup), emit_u32(ec, SpvScopeInvocation), emit_u32(ec, 0)));
    spv_id id = spv_load(b, ec->t_u32, emit_stage_builtin(ec, SBI_INVOCATION_ID));
    spv_id first = spv_binop(b, SpvOpIEqual, emit_t_bool(ec), id, emit_u32(ec, 0));
    spv_id l_pc = spv_alloc_id(b), l_end = spv_alloc_id(b);
    spv_selection_merge(b, l_end, SpvSelectionControlMaskNone);
    spv_branch_cond(b, first, l_pc, l_end);
    spv_block_begin(b, l_pc);
    spv_call(b, ec->t_void, pc, NULL, 0);
    spv_branch(b, l_end);
    spv_block_begin(b, l_end);
    wrapper_end(ec);
    return fn;
}

/* Ordered interlock per sample when the shader runs per sample (a
 * sample-interpolated input or SV_SampleIndex), as D3D then orders the
 * ROV accesses of each sample; per pixel otherwise. */
static spv_id interlock_wrapper(emit_ctx *ec, spv_id entry)
{
    struct emit_stage_state *st = ec->stage;
    spv_builder *b = ec->b;
    if (ec->opts && ec->opts->rov == DXIL2SPV_ROV_REFUSE)
        emit_unsupported(ec, "rasterizer-ordered view '%s': needs fragment shader interlock, refused by options.rov",
                         ec->rov_resource);
    if (st->discard_fn && ec->opts && ec->opts->discard != DXIL2SPV_DISCARD_DEMOTE)
        d2s_warn(ec->ctx, "rasterizer-ordered view '%s': a discard that ends the invocation (options.discard "
                 "kill/terminate) leaves the interlock critical section without its end instruction",
                 ec->rov_resource);
    bool per_sample = st->per_sample;
    spv_extension(b, "SPV_EXT_fragment_shader_interlock");
    spv_capability(b, per_sample ? SpvCapabilityFragmentShaderSampleInterlockEXT
                                 : SpvCapabilityFragmentShaderPixelInterlockEXT);
    spv_id fn = wrapper_begin(ec, "entry_interlocked");
    spv_op_void(b, SpvOpBeginInvocationInterlockEXT, NULL, 0);
    spv_call(b, ec->t_void, entry, NULL, 0);
    spv_op_void(b, SpvOpEndInvocationInterlockEXT, NULL, 0);
    wrapper_end(ec);
    spv_execution_mode0(b, fn, per_sample ? SpvExecutionModeSampleInterlockOrderedEXT
                                          : SpvExecutionModePixelInterlockOrderedEXT);
    return fn;
}

/* ---- the graphics stages' finish functions (emit_stage_table.c) ---------------- */

spv_id emit_vertex_finish(emit_ctx *ec, spv_id entry)
{
    return point_size_wrapper(ec, entry);
}

spv_id emit_pixel_finish(emit_ctx *ec, spv_id entry)
{
    /* a per-sample shader's SV_Position at the pixel centre, computed
     * before the shader's code (emit_stage_io.c) */
    spv_id fn = ec->stage->frag_coord_centre
                    ? prologue_wrapper(ec, entry, "entry_pixel_centre", emit_stage_store_frag_coord_centre)
                    : entry;
    if (ec->rov_resource)
        fn = interlock_wrapper(ec, fn);
    pixel_modes(ec, fn);
    return fn;
}

spv_id emit_geometry_finish(emit_ctx *ec, spv_id entry)
{
    geometry_modes(ec, entry);
    return entry;
}

spv_id emit_hull_finish(emit_ctx *ec, spv_id entry)
{
    spv_id fn = hull_wrapper(ec, entry);
    hull_modes(ec, fn);
    return fn;
}

spv_id emit_domain_finish(emit_ctx *ec, spv_id entry)
{
    spv_id fn = point_size_wrapper(ec, entry);
    spv_execution_mode0(ec->b, fn, domain_mode(ec, ec->ep->ds.domain));
    return fn;
}

spv_id emit_stage_finish(emit_ctx *ec, spv_id entry, SpvExecutionModel *model)
{
    const emit_stage_desc *sd = emit_stage_desc_of(ec->shader_kind);
    emit_stage_of(ec);
    emit_stage_discard_body(ec);
    if (!sd->finish)
        emit_fail(ec, D2S_ERR_INTERNAL, "entry point of a %s shader", dxil_shader_kind_name(ec->shader_kind));
    *model = sd->model;
    spv_id fn = sd->finish(ec, entry);
    if (sd->flags & EMIT_STAGE_RAY_TRACING)
        return fn;
    /* D3D allows rasterizer-ordered views in pixel shaders only; elsewhere
     * the flag has no ordering to give. */
    if (ec->rov_resource && ec->shader_kind != DXIL_SHADER_PIXEL)
        d2s_warn(ec->ctx, "rasterizer-ordered view '%s' in a %s shader: ordering ignored (pixel shaders only)",
                 ec->rov_resource, dxil_shader_kind_name(ec->shader_kind));
    emit_xfb_modes(ec, fn);
    return fn;
}
