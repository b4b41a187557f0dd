/* Graphics-stage interface: signature elements -> Input/Output variables.
 *
 * User semantics get Location = the element's start row (its register in
 * the packed signature) and Component = its start column, so two elements
 * DXC packed into one register stay apart and the next stage, compiled with
 * the same packing, finds them at the same place; PS targets get Location =
 * the render-target index (options.location_remap and
 * options.dual_source_blending override both: emit_stage_locations.c).
 * System values become built-ins, following DXC's
 * own HLSL->SPIR-V mapping (docs: SPIR-V.rst, "HLSL semantic and Vulkan
 * Location"), with the D3D meaning restored where Vulkan differs:
 *   - SV_Position in a pixel shader: FragCoord, whose .w is 1/w_clip where
 *     D3D gives w_clip;
 *   - SV_VertexID / SV_InstanceID: VertexIndex - BaseVertex and
 *     InstanceIndex - BaseInstance, because D3D counts from 0 whatever the
 *     draw's first vertex / instance (DrawParameters);
 *   - SV_IsFrontFace: the bool FrontFacing as D3D's 0 / 0xFFFFFFFF;
 *   - SV_ClipDistance / SV_CullDistance: all elements of a signature share
 *     one ClipDistance (CullDistance) array, packed tightly in semantic
 *     index order as DXC does, so the array has no unwritten holes (a hole
 *     would clip randomly);
 *   - SV_TessFactor / SV_InsideTessFactor written by a hull shader:
 *     TessLevelOuter / TessLevelInner, whose per-domain index order is
 *     D3D's (u=0, v=0, u=1, v=1 edges; for isolines density then detail),
 *     get the values the D3D tessellator would use (the [maxtessfactor]
 *     clamp, pow2 rounding: emit_dxop_io.c); but a D3D domain shader reads
 *     the hull shader's values unchanged, where Vulkan's reads the built-ins
 *     as written. So the hull shader also writes its own values to the
 *     element's location (raw_copy; a location D3D's patch-constant
 *     registers already reserve), and a domain shader reads SV_TessFactor /
 *     SV_InsideTessFactor from there, declaring them only when it reads
 *     them;
 *   - a pixel shader running per sample (a sample-interpolated input or
 *     SV_SampleIndex, in both APIs): D3D still evaluates every input where
 *     its declaration says (pixel centre, centroid or sample), while Vulkan
 *     gives FragCoord the sample's position and lets the driver evaluate
 *     undecorated and Centroid inputs at the sample too (lavapipe moves
 *     FragCoord and Centroid inputs). So a centre SV_Position reads
 *     frag_coord_centre, computed from FragCoord first thing in the entry
 *     point (emit_stage_store_frag_coord_centre), and centre and centroid
 *     user inputs are read with InterpolateAtOffset(0) and
 *     InterpolateAtCentroid (emit_dxop_io.c);
 *   - SV_RenderTargetArrayIndex / SV_ViewportArrayIndex written by a VS or
 *     DS: the Layer / ViewportIndex built-in and also the element's
 *     location, because a following GS or HS reads them as plain
 *     per-vertex data, which Vulkan has no built-in for.
 * Control-point and GS vertex inputs (and HS outputs) are arrays over the
 * vertices, as Vulkan requires. Interpolation modes decorate the pixel
 * shader's inputs and the matching outputs of the stage before the
 * rasterizer. GS outputs of streams other than the rasterized one get no
 * variable; stream output reaches them through copies (emit_stage_xfb.c).
 *
 * Patch constants: D3D numbers the patch-constant registers apart from the
 * control-point registers (both start at 0), but a Vulkan tessellation
 * interface has one location space for per-vertex and Patch variables
 * (spirv-val rejects overlaps). A patch-constant element of rows [r, r+n)
 * therefore goes to locations [30 - r - n, 30 - r): counted down from the
 * last of the 30 per-patch locations every Vulkan device has
 * (maxTessellationControlPerPatchOutputComponents is at least 120; NVIDIA's
 * is exactly that, and a patch output at location 30 or 31 loses the
 * device there), a mapping each of HS and DS derives from the
 * patch-constant signature alone, which D3D requires the two to share.
 * D3D allows 32 patch-constant registers; an element past the 30th is
 * refused by name.
 */
#include <stdlib.h>
#include <string.h>

#include "emit/stages/emit_stage.h"
#include "emit/stages/emit_stage_table.h"

/* DXIL::InterpolationMode */
enum {
    IM_UNDEFINED, IM_CONSTANT, IM_LINEAR, IM_LINEAR_CENTROID, IM_NOPERSP, IM_NOPERSP_CENTROID, IM_SAMPLE,
    IM_NOPERSP_SAMPLE,
};

/* D3D's register files have at most 32 rows (inputs, outputs, patch
 * constants); a start row past that is a corrupted signature, not a shader. */
#define MAX_SIG_ROWS 32u
/* Per-patch locations Vulkan guarantees (120 components, see the top). */
#define PATCH_LOCATIONS 30u

static const char *const sig_names[SIG_COUNT] = {"input", "output", "patch constant"};

struct emit_stage_state *emit_stage_of(emit_ctx *ec)
{
    if (!ec->stage)
        emit_fail(ec, D2S_ERR_INTERNAL, "graphics-stage state used before emit_stage_begin");
    return ec->stage;
}

bool emit_semantic_eq(const char *a, const char *b)
{
    if (!a || !b)
        return false;
    for (; *a && *b; a++, b++) {
        char x = *a, y = *b;
        if (x >= 'a' && x <= 'z')
            x = (char)(x - 'a' + 'A');
        if (y >= 'a' && y <= 'z')
            y = (char)(y - 'a' + 'A');
        if (x != y)
            return false;
    }
    return *a == *b;
}

const char *emit_sig_desc(emit_ctx *ec, uint32_t sig, const dxil_sig_element *el)
{
    uint32_t idx = el->num_indices ? el->semantic_indices[0] : 0;
    return d2s_sprintf(ec->ctx, "%s element %u ('%s%u')", sig_names[sig], el->id, el->semantic ? el->semantic : "?",
                       idx);
}

/* ---- built-in inputs shared with the system-value ops ---------------------- */

typedef struct sbi_desc {
    SpvBuiltIn builtin;
    uint8_t type;       /* 0 u32, 1 bool, 2 vec4, 3 vec3, 4 uint[1] */
    const char *name;
} sbi_desc;

static const sbi_desc sbi_table[SBI_COUNT] = {
    [SBI_VERTEX_INDEX] = {SpvBuiltInVertexIndex, 0, "gl_VertexIndex"},
    [SBI_BASE_VERTEX] = {SpvBuiltInBaseVertex, 0, "gl_BaseVertex"},
    [SBI_INSTANCE_INDEX] = {SpvBuiltInInstanceIndex, 0, "gl_InstanceIndex"},
    [SBI_BASE_INSTANCE] = {SpvBuiltInBaseInstance, 0, "gl_BaseInstance"},
    [SBI_INVOCATION_ID] = {SpvBuiltInInvocationId, 0, "gl_InvocationID"},
    [SBI_PRIMITIVE_ID] = {SpvBuiltInPrimitiveId, 0, "gl_PrimitiveID"},
    [SBI_TESS_COORD] = {SpvBuiltInTessCoord, 3, "gl_TessCoord"},
    [SBI_SAMPLE_ID] = {SpvBuiltInSampleId, 0, "gl_SampleID"},
    [SBI_SAMPLE_MASK] = {SpvBuiltInSampleMask, 4, "gl_SampleMaskIn"},
    [SBI_FULLY_COVERED] = {SpvBuiltInFullyCoveredEXT, 1, "gl_FragFullyCoveredNV"},
    [SBI_VIEW_INDEX] = {SpvBuiltInViewIndex, 0, "gl_ViewIndex"},
    [SBI_FRONT_FACING] = {SpvBuiltInFrontFacing, 1, "gl_FrontFacing"},
    [SBI_FRAG_COORD] = {SpvBuiltInFragCoord, 2, "gl_FragCoord"},
    [SBI_LAYER] = {SpvBuiltInLayer, 0, "gl_Layer"},
    [SBI_VIEWPORT_INDEX] = {SpvBuiltInViewportIndex, 0, "gl_ViewportIndex"},
    [SBI_SHADING_RATE] = {SpvBuiltInShadingRateKHR, 0, "gl_ShadingRateEXT"},
    [SBI_BARY] = {SpvBuiltInBaryCoordKHR, 3, "gl_BaryCoordEXT"},
    [SBI_BARY_NOPERSP] = {SpvBuiltInBaryCoordNoPerspKHR, 3, "gl_BaryCoordNoPerspEXT"},
};

/* Capabilities and extensions a built-in input needs beyond the stage's. */
static void sbi_requirements(emit_ctx *ec, uint32_t which)
{
    spv_builder *b = ec->b;
    bool ps = ec->shader_kind == DXIL_SHADER_PIXEL;
    switch (which) {
    case SBI_BASE_VERTEX: case SBI_BASE_INSTANCE:
        spv_capability(b, SpvCapabilityDrawParameters);
        break;
    case SBI_PRIMITIVE_ID: case SBI_LAYER:
        /* In a pixel shader these need Geometry even without a geometry
         * shader in the pipeline (the SPIR-V capability rules). */
        if (ps)
            spv_capability(b, SpvCapabilityGeometry);
        break;
    case SBI_VIEWPORT_INDEX:
        if (ps)
            spv_capability(b, SpvCapabilityMultiViewport);
        break;
    case SBI_SAMPLE_ID:
        spv_capability(b, SpvCapabilitySampleRateShading);
        break;
    case SBI_FULLY_COVERED:
        spv_extension(b, "SPV_EXT_fragment_fully_covered");
        spv_capability(b, SpvCapabilityFragmentFullyCoveredEXT);
        break;
    case SBI_VIEW_INDEX:
        spv_capability(b, SpvCapabilityMultiView);
        break;
    case SBI_SHADING_RATE:
        spv_extension(b, "SPV_KHR_fragment_shading_rate");
        spv_capability(b, SpvCapabilityFragmentShadingRateKHR);
        break;
    case SBI_BARY: case SBI_BARY_NOPERSP:
        spv_extension(b, "SPV_KHR_fragment_shader_barycentric");
        spv_capability(b, SpvCapabilityFragmentBarycentricKHR);
        break;
    default:
        break;
    }
}

spv_id emit_stage_builtin(emit_ctx *ec, uint32_t which)
{
    struct emit_stage_state *st = emit_stage_of(ec);
    if (which >= SBI_COUNT)
        emit_fail(ec, D2S_ERR_INTERNAL, "built-in %u", which);
    if (st->builtin[which])
        return st->builtin[which];
    spv_builder *b = ec->b;
    const sbi_desc *d = &sbi_table[which];
    spv_id type;
    switch (d->type) {
    case 1: type = emit_t_bool(ec); break;
    case 2: type = spv_type_vector(b, emit_t_f32(ec), 4); break;
    case 3: type = spv_type_vector(b, emit_t_f32(ec), 3); break;
    case 4: type = spv_type_array_n(b, ec->t_u32, 1, 0); break;
    default: type = ec->t_u32; break;
    }
    sbi_requirements(ec, which);
    spv_id var = spv_variable(b, spv_type_pointer(b, SpvStorageClassInput, type), SpvStorageClassInput, 0);
    spv_decorate_builtin(b, var, d->builtin);
    /* Integer fragment inputs must be Flat, built-ins included (the
     * validator checks them all). */
    if (ec->shader_kind == DXIL_SHADER_PIXEL && (d->type == 0 || d->type == 4))
        spv_decorate0(b, var, SpvDecorationFlat);
    spv_name(b, var, d->name);
    emit_add_interface(ec, var);
    st->builtin[which] = var;
    return var;
}

/* ---- classification ---------------------------------------------------------- */

/* The stage's per-vertex array length for a signature, 0 if not arrayed. */
static uint32_t vertex_array_len(emit_ctx *ec, uint32_t sig)
{
    struct emit_stage_state *st = ec->stage;
    switch (ec->shader_kind) {
    case DXIL_SHADER_GEOMETRY:
    case DXIL_SHADER_DOMAIN:
        return sig == SIG_IN ? st->vertex_count : 0;
    case DXIL_SHADER_HULL:
        return sig == SIG_IN ? st->vertex_count : sig == SIG_OUT ? st->output_cp_count : 0;
    case DXIL_SHADER_MESH: {
        /* vertices and primitives (0 declared: 1, see emit_stage_mesh.c) */
        return emit_mesh_capacity(ec, sig == SIG_PATCH);
    }
    default:
        return 0;
    }
}

/* Vulkan's Layer/ViewportIndex are outputs of the last pre-rasterization
 * stage and inputs of the pixel shader only: per-vertex copies between
 * VS/HS/DS/GS, which D3D allows, have no built-in. */
D2S_NORETURN static void unsupported_sv(emit_ctx *ec, uint32_t sig, const dxil_sig_element *el, const char *why)
{
    emit_unsupported(ec, "%s of a %s shader: %s", emit_sig_desc(ec, sig, el), dxil_shader_kind_name(ec->shader_kind),
                     why);
}

void emit_stage_output_layer_caps(emit_ctx *ec, bool viewport)
{
    spv_builder *b = ec->b;
    if (ec->shader_kind == DXIL_SHADER_GEOMETRY) {
        spv_capability(b, viewport ? SpvCapabilityMultiViewport : SpvCapabilityGeometry);
        return;
    }
    if (spv_version(b) >= 0x00010500) {
        spv_capability(b, viewport ? SpvCapabilityShaderViewportIndex : SpvCapabilityShaderLayer);
        return;
    }
    spv_extension(b, "SPV_EXT_shader_viewport_index_layer");
    spv_capability(b, SpvCapabilityShaderViewportIndexLayerEXT);
}

/* An input that is one of the shared built-ins. */
static void use_sbi(emit_ctx *ec, emit_sig_var *sv, uint32_t which, uint8_t fix)
{
    const sbi_desc *d = &sbi_table[which];
    uint32_t vec = d->type == 2 ? 4 : d->type == 3 ? 3 : 1;
    if (sv->el->rows != 1 || sv->el->cols > vec)
        emit_invalid(ec, "%s has %u x %u components; its built-in has 1 x %u", emit_sig_desc(ec, sv->sig, sv->el),
                     sv->el->rows, sv->el->cols, vec);
    sv->map = MAP_BUILTIN;
    sv->fix = fix;
    sv->var = emit_stage_builtin(ec, which);
    sv->builtin = (int32_t)d->builtin;
    sv->vec = vec;
    sv->comp_float = d->type == 2 || d->type == 3;
    sv->comp_type = d->type == 1 ? emit_t_bool(ec) : sv->comp_float ? emit_t_f32(ec) : ec->t_u32;
}

/* Outputs of VS, DS and GS: what the rasterizer (or the next stage) reads. */
static void classify_vertex_output(emit_ctx *ec, uint32_t sig, emit_sig_var *sv)
{
    const dxil_sig_element *el = sv->el;
    uint32_t k = ec->shader_kind;
    switch (el->system_value) {
    case DXIL_SK_POSITION: sv->map = MAP_BUILTIN; sv->builtin = SpvBuiltInPosition; return;
    case DXIL_SK_CLIP_DISTANCE: case DXIL_SK_CULL_DISTANCE: sv->map = MAP_ARRAY; return;
    case DXIL_SK_RT_ARRAY_INDEX: case DXIL_SK_VIEWPORT_ARRAY_INDEX: {
        bool vp = el->system_value == DXIL_SK_VIEWPORT_ARRAY_INDEX;
        emit_stage_output_layer_caps(ec, vp);
        sv->map = MAP_BUILTIN;
        sv->builtin = vp ? SpvBuiltInViewportIndex : SpvBuiltInLayer;
        /* A following GS (or HS) reads the value as ordinary per-vertex
         * data from its register: Vulkan has Layer/ViewportIndex only as
         * the last pre-rasterization stage's output. So VS and DS write
         * both the built-in and the register's location. */
        sv->shadow = k != DXIL_SHADER_GEOMETRY;
        return;
    }
    case DXIL_SK_SHADING_RATE:
        if (k == DXIL_SHADER_DOMAIN)
            unsupported_sv(ec, sig, el, "Vulkan has PrimitiveShadingRateKHR in vertex and geometry shaders only");
        spv_extension(ec->b, "SPV_KHR_fragment_shading_rate");
        spv_capability(ec->b, SpvCapabilityFragmentShadingRateKHR);
        sv->map = MAP_BUILTIN;
        sv->builtin = SpvBuiltInPrimitiveShadingRateKHR;
        return;
    case DXIL_SK_PRIMITIVE_ID:
        if (k != DXIL_SHADER_GEOMETRY)
            break;
        sv->map = MAP_BUILTIN;
        sv->builtin = SpvBuiltInPrimitiveId;
        return;
    case DXIL_SK_IS_FRONT_FACE:
        /* A GS may declare it (D3D lists it as a system-generated value);
         * the rasterizer computes facing whatever the GS writes, so the
         * value has nowhere to go. */
        if (k != DXIL_SHADER_GEOMETRY)
            break;
        sv->map = MAP_NONE;
        return;
    case DXIL_SK_INSTANCE_ID:
        sv->map = MAP_LOCATION; /* passed on as ordinary data */
        return;
    default:
        break;
    }
    unsupported_sv(ec, sig, el, "this system value is not translated");
}

/* HS control-point inputs and outputs, DS control-point inputs, GS vertex
 * inputs. */
static void classify_control_point(emit_ctx *ec, uint32_t sig, emit_sig_var *sv)
{
    const dxil_sig_element *el = sv->el;
    switch (el->system_value) {
    case DXIL_SK_POSITION: sv->map = MAP_BUILTIN; sv->builtin = SpvBuiltInPosition; return;
    case DXIL_SK_CLIP_DISTANCE: case DXIL_SK_CULL_DISTANCE: sv->map = MAP_ARRAY; return;
    case DXIL_SK_INSTANCE_ID: sv->map = MAP_LOCATION; return;
    case DXIL_SK_PRIMITIVE_ID:
        if (sig != SIG_IN)
            break;
        use_sbi(ec, sv, SBI_PRIMITIVE_ID, FIX_NONE);
        sv->arrayed = 0;
        return;
    case DXIL_SK_RT_ARRAY_INDEX: case DXIL_SK_VIEWPORT_ARRAY_INDEX:
        /* plain data between pre-rasterization stages (see
         * classify_vertex_output) */
        sv->map = MAP_LOCATION;
        return;
    case DXIL_SK_SHADING_RATE:
        unsupported_sv(ec, sig, el, "Vulkan has no per-vertex shading rate between pre-rasterization stages");
    default:
        break;
    }
    unsupported_sv(ec, sig, el, "this system value is not translated");
}

static void classify_patch(emit_ctx *ec, uint32_t sig, emit_sig_var *sv)
{
    switch (sv->el->system_value) {
    case DXIL_SK_TESS_FACTOR: case DXIL_SK_INSIDE_TESS_FACTOR:
        /* HS: the built-ins (and raw_copy, see make_signature); DS: the
         * hull shader's unprocessed values at the element's location, when
         * read (see the top of the file) */
        if (ec->shader_kind == DXIL_SHADER_DOMAIN)
            sv->map = sv->read_cols ? MAP_LOCATION : MAP_NONE;
        else
            sv->map = MAP_ARRAY;
        return;
    case DXIL_SK_ARBITRARY: case DXIL_SK_POSITION: case DXIL_SK_RT_ARRAY_INDEX: case DXIL_SK_VIEWPORT_ARRAY_INDEX:
    case DXIL_SK_CLIP_DISTANCE: case DXIL_SK_CULL_DISTANCE:
        sv->map = MAP_LOCATION; /* patch data with an SV name: plain data here (D3D: "Arb") */
        return;
    default:
        unsupported_sv(ec, sig, sv->el, "this system value is not translated");
    }
}

/* Mesh shaders: per-vertex outputs (what the rasterizer interpolates) and
 * per-primitive outputs, whose system values are the primitive's. */
static void classify_mesh_output(emit_ctx *ec, uint32_t sig, emit_sig_var *sv)
{
    const dxil_sig_element *el = sv->el;
    if (sig == SIG_OUT) {
        switch (el->system_value) {
        case DXIL_SK_POSITION: sv->map = MAP_BUILTIN; sv->builtin = SpvBuiltInPosition; return;
        case DXIL_SK_CLIP_DISTANCE: case DXIL_SK_CULL_DISTANCE: sv->map = MAP_ARRAY; return;
        default: unsupported_sv(ec, sig, el, "this system value is not a per-vertex output of a mesh shader");
        }
    }
    sv->map = MAP_BUILTIN;
    switch (el->system_value) {
    case DXIL_SK_PRIMITIVE_ID: sv->builtin = SpvBuiltInPrimitiveId; return;
    case DXIL_SK_RT_ARRAY_INDEX: sv->builtin = SpvBuiltInLayer; return;
    case DXIL_SK_VIEWPORT_ARRAY_INDEX: sv->builtin = SpvBuiltInViewportIndex; return;
    case DXIL_SK_CULL_PRIMITIVE: sv->builtin = SpvBuiltInCullPrimitiveEXT; return;
    case DXIL_SK_SHADING_RATE:
        spv_extension(ec->b, "SPV_KHR_fragment_shading_rate");
        spv_capability(ec->b, SpvCapabilityFragmentShadingRateKHR);
        sv->builtin = SpvBuiltInPrimitiveShadingRateKHR;
        return;
    default:
        unsupported_sv(ec, sig, el, "this system value is not a per-primitive output of a mesh shader");
    }
}

static void classify_pixel_input(emit_ctx *ec, uint32_t sig, emit_sig_var *sv)
{
    const dxil_sig_element *el = sv->el;
    uint32_t im = el->interp_mode;
    switch (el->system_value) {
    case DXIL_SK_POSITION:
        use_sbi(ec, sv, SBI_FRAG_COORD, FIX_FRAGCOORD);
        /* FragCoord cannot be decorated Sample: reading SampleId makes the
         * shader run per sample, and FragCoord then is the sample's
         * position, which is what a sample-interpolated SV_Position is. */
        if (im == IM_SAMPLE || im == IM_NOPERSP_SAMPLE) {
            emit_stage_builtin(ec, SBI_SAMPLE_ID);
            ec->stage->sample_shading = true;
        }
        return;
    case DXIL_SK_CLIP_DISTANCE: case DXIL_SK_CULL_DISTANCE: sv->map = MAP_ARRAY; return;
    case DXIL_SK_RT_ARRAY_INDEX: use_sbi(ec, sv, SBI_LAYER, FIX_NONE); return;
    case DXIL_SK_VIEWPORT_ARRAY_INDEX: use_sbi(ec, sv, SBI_VIEWPORT_INDEX, FIX_NONE); return;
    case DXIL_SK_PRIMITIVE_ID: use_sbi(ec, sv, SBI_PRIMITIVE_ID, FIX_NONE); return;
    case DXIL_SK_IS_FRONT_FACE: use_sbi(ec, sv, SBI_FRONT_FACING, FIX_BOOL); return;
    case DXIL_SK_SAMPLE_INDEX: use_sbi(ec, sv, SBI_SAMPLE_ID, FIX_NONE); return;
    case DXIL_SK_COVERAGE: use_sbi(ec, sv, SBI_SAMPLE_MASK, FIX_MASK_ARRAY); return;
    case DXIL_SK_INNER_COVERAGE: use_sbi(ec, sv, SBI_FULLY_COVERED, FIX_BOOL_ONE); return;
    case DXIL_SK_SHADING_RATE: use_sbi(ec, sv, SBI_SHADING_RATE, FIX_NONE); return;
    case DXIL_SK_BARYCENTRICS: {
        bool noperspective = im == IM_NOPERSP || im == IM_NOPERSP_CENTROID || im == IM_NOPERSP_SAMPLE;
        use_sbi(ec, sv, noperspective ? SBI_BARY_NOPERSP : SBI_BARY, FIX_NONE);
        /* Centroid/sample barycentrics: the Centroid or Sample decoration
         * on the built-in, as on any interpolated input (DXC's own SPIR-V
         * decorates BaryCoordKHR so). One variable per built-in: two
         * elements of one kind with different locations cannot both be
         * read. */
        struct emit_stage_state *st = ec->stage;
        uint8_t *seen = &st->bary_im[noperspective];
        if (*seen && *seen != im + 1)
            emit_unsupported(ec, "%s: %s barycentrics at two different locations (center, centroid or sample) in one "
                             "shader: Vulkan has one %s built-in", emit_sig_desc(ec, sig, el),
                             noperspective ? "noperspective" : "perspective",
                             noperspective ? "BaryCoordNoPerspKHR" : "BaryCoordKHR");
        if (!*seen) {
            *seen = (uint8_t)(im + 1);
            if (im == IM_LINEAR_CENTROID || im == IM_NOPERSP_CENTROID) {
                spv_decorate0(ec->b, sv->var, SpvDecorationCentroid);
            } else if (im == IM_SAMPLE || im == IM_NOPERSP_SAMPLE) {
                spv_decorate0(ec->b, sv->var, SpvDecorationSample);
                spv_capability(ec->b, SpvCapabilitySampleRateShading);
                st->sample_shading = true;
            }
        }
        return;
    }
    case DXIL_SK_INSTANCE_ID: sv->map = MAP_LOCATION; return;
    default:
        unsupported_sv(ec, sig, el, "this system value is not translated");
    }
}

static void classify_pixel_output(emit_ctx *ec, uint32_t sig, emit_sig_var *sv)
{
    struct emit_stage_state *st = ec->stage;
    const dxil_sig_element *el = sv->el;
    switch (el->system_value) {
    case DXIL_SK_TARGET:
        sv->map = MAP_LOCATION;
        return;
    case DXIL_SK_DEPTH: case DXIL_SK_DEPTH_LESS_EQUAL: case DXIL_SK_DEPTH_GREATER_EQUAL:
        sv->map = MAP_BUILTIN;
        sv->builtin = SpvBuiltInFragDepth;
        st->depth_replacing = true;
        if (el->system_value == DXIL_SK_DEPTH_LESS_EQUAL)
            st->depth_mode = SpvExecutionModeDepthLess;
        else if (el->system_value == DXIL_SK_DEPTH_GREATER_EQUAL)
            st->depth_mode = SpvExecutionModeDepthGreater;
        return;
    case DXIL_SK_COVERAGE:
        sv->map = MAP_BUILTIN;
        sv->builtin = SpvBuiltInSampleMask;
        sv->fix = FIX_MASK_ARRAY;
        return;
    case DXIL_SK_STENCIL_REF:
        spv_extension(ec->b, "SPV_EXT_shader_stencil_export");
        spv_capability(ec->b, SpvCapabilityStencilExportEXT);
        sv->map = MAP_BUILTIN;
        sv->builtin = SpvBuiltInFragStencilRefEXT;
        st->stencil_export = true;
        return;
    default:
        unsupported_sv(ec, sig, el, "this system value is not translated");
    }
}

static void classify(emit_ctx *ec, uint32_t sig, emit_sig_var *sv)
{
    const dxil_sig_element *el = sv->el;
    sv->builtin = -1;
    sv->location = -1;
    sv->arrayed = vertex_array_len(ec, sig);
    if (el->system_value == DXIL_SK_ARBITRARY) {
        sv->map = MAP_LOCATION;
        return;
    }
    switch (ec->shader_kind) {
    case DXIL_SHADER_VERTEX:
        if (sig == SIG_OUT) {
            classify_vertex_output(ec, sig, sv);
        } else if (el->system_value == DXIL_SK_VERTEX_ID) {
            use_sbi(ec, sv, SBI_VERTEX_INDEX, FIX_VERTEX_ID);
        } else if (el->system_value == DXIL_SK_INSTANCE_ID) {
            use_sbi(ec, sv, SBI_INSTANCE_INDEX, FIX_INSTANCE_ID);
        } else {
            sv->map = MAP_LOCATION; /* vertex attributes with SV names are plain data ("Arb") */
        }
        return;
    case DXIL_SHADER_HULL:
        if (sig == SIG_PATCH)
            classify_patch(ec, sig, sv);
        else
            classify_control_point(ec, sig, sv);
        return;
    case DXIL_SHADER_DOMAIN:
        if (sig == SIG_PATCH)
            classify_patch(ec, sig, sv);
        else if (sig == SIG_IN)
            classify_control_point(ec, sig, sv);
        else
            classify_vertex_output(ec, sig, sv);
        return;
    case DXIL_SHADER_GEOMETRY:
        if (sig == SIG_IN)
            classify_control_point(ec, sig, sv);
        else
            classify_vertex_output(ec, sig, sv);
        return;
    case DXIL_SHADER_PIXEL:
        if (sig == SIG_IN)
            classify_pixel_input(ec, sig, sv);
        else
            classify_pixel_output(ec, sig, sv);
        return;
    case DXIL_SHADER_MESH:
        classify_mesh_output(ec, sig, sv);
        return;
    default:
        emit_fail(ec, D2S_ERR_INTERNAL, "signatures of a %s shader", dxil_shader_kind_name(ec->shader_kind));
    }
}

/* ---- variables ------------------------------------------------------------- */

static bool comp_is_float(uint32_t ct)
{
    return ct == DXIL_CT_F16 || ct == DXIL_CT_F32 || (ct >= DXIL_CT_SNORM_F16 && ct <= DXIL_CT_UNORM_F32);
}

/* The declared component type of a user element: 32-bit float, signed or
 * unsigned int (the signedness matters to the vertex-input and
 * render-target format rules, so it follows the signature). */
static void user_comp_type(emit_ctx *ec, uint32_t sig, emit_sig_var *sv)
{
    uint32_t ct = sv->el->comp_type;
    if (comp_is_float(ct)) {
        sv->comp_type = emit_t_f32(ec);
        sv->comp_float = true;
    } else if (ct == DXIL_CT_I16 || ct == DXIL_CT_I32) {
        sv->comp_type = spv_type_int(ec->b, 32, true);
        sv->comp_signed = true;
    } else if (ct == DXIL_CT_U16 || ct == DXIL_CT_U32 || ct == DXIL_CT_I1) {
        sv->comp_type = ec->t_u32;
    } else {
        emit_unsupported(ec, "%s has component type %u (64-bit and packed signature elements are not translated)",
                         emit_sig_desc(ec, sig, sv->el), ct);
    }
}

static spv_id wrap_arrays(emit_ctx *ec, const emit_sig_var *sv, spv_id t)
{
    if (sv->rows_array)
        t = spv_type_array_n(ec->b, t, sv->el->rows, 0);
    if (sv->arrayed)
        t = spv_type_array_n(ec->b, t, sv->arrayed, 0);
    if (sv->per_vertex)
        t = spv_type_array_n(ec->b, t, 3, 0);
    return t;
}

static spv_id new_var(emit_ctx *ec, SpvStorageClass sc, spv_id type, const char *name)
{
    spv_id var = spv_variable(ec->b, spv_type_pointer(ec->b, sc, type), sc, 0);
    if (name)
        spv_name(ec->b, var, name);
    emit_add_interface(ec, var);
    return var;
}

/* Pixel-shader inputs: the interpolation. Outputs of the stage before the
 * rasterizer carry the same decorations (Vulkan ignores them for matching,
 * but drivers may use the output side, e.g. when clipping: lavapipe
 * interpolates clipped vertices perspective-correctly otherwise); Sample is
 * left to the pixel shader, as on an output it would need the
 * sampleRateShading feature for nothing. */
static void decorate_interpolation(emit_ctx *ec, emit_sig_var *sv, spv_id var)
{
    struct emit_stage_state *st = ec->stage;
    spv_builder *b = ec->b;
    bool output = sv->sc == SpvStorageClassOutput;
    if (!sv->comp_float || sv->per_vertex) {
        /* Vulkan: integer fragment inputs must be Flat. PerVertexKHR
         * inputs are never interpolated and take no decoration. */
        if (!sv->per_vertex)
            spv_decorate0(b, var, SpvDecorationFlat);
        return;
    }
    switch (sv->el->interp_mode) {
    case IM_CONSTANT: spv_decorate0(b, var, SpvDecorationFlat); break;
    case IM_LINEAR_CENTROID: spv_decorate0(b, var, SpvDecorationCentroid); break;
    case IM_NOPERSP: spv_decorate0(b, var, SpvDecorationNoPerspective); break;
    case IM_NOPERSP_CENTROID:
        spv_decorate0(b, var, SpvDecorationNoPerspective);
        spv_decorate0(b, var, SpvDecorationCentroid);
        break;
    case IM_SAMPLE: case IM_NOPERSP_SAMPLE:
        if (sv->el->interp_mode == IM_NOPERSP_SAMPLE)
            spv_decorate0(b, var, SpvDecorationNoPerspective);
        if (output)
            break;
        spv_decorate0(b, var, SpvDecorationSample);
        spv_capability(b, SpvCapabilitySampleRateShading);
        st->sample_shading = true;
        break;
    default:
        break;
    }
}

/* options.per_primitive_inputs names the element (pixel-shader inputs). */
static bool listed_per_primitive(const emit_ctx *ec, const dxil_sig_element *el)
{
    const dxil2spv_options *o = ec->opts;
    if (!o->per_primitive_input_count || !o->per_primitive_inputs || !el->semantic)
        return false;
    for (uint32_t i = 0; i < o->per_primitive_input_count; i++) {
        const dxil2spv_semantic *sm = &o->per_primitive_inputs[i];
        if (!emit_semantic_eq(sm->name, el->semantic))
            continue;
        /* a multi-row element is one variable: any of its rows listed */
        for (uint32_t r = 0; r < el->rows; r++)
            if ((r < el->num_indices ? el->semantic_indices[r] : r) == sm->index)
                return true;
    }
    return false;
}

/* A pixel-shader input a mesh shader writes per primitive. */
static void decorate_per_primitive_input(emit_ctx *ec, const emit_sig_var *sv, spv_id var)
{
    spv_builder *b = ec->b;
    if (spv_version(b) < 0x00010400)
        emit_unsupported(ec, "%s is listed in options.per_primitive_inputs, which needs SPIR-V 1.4 (target Vulkan "
                         "1.2 or later)", emit_sig_desc(ec, sv->sig, sv->el));
    spv_extension(b, "SPV_EXT_mesh_shader");
    spv_capability(b, SpvCapabilityMeshShadingEXT);
    spv_decorate0(b, var, SpvDecorationPerPrimitiveEXT);
}

/* What marks the third signature's variables: tessellation patch
 * constants, or a mesh shader's per-primitive outputs. */
static SpvDecoration patch_decoration(const emit_ctx *ec)
{
    return ec->shader_kind == DXIL_SHADER_MESH ? SpvDecorationPerPrimitiveEXT : SpvDecorationPatch;
}

/* The location and component of an element placed by its signature row
 * and column (the location remap callback not asked); -1 when the
 * signature leaves it unallocated. */
static int32_t default_location(emit_ctx *ec, uint32_t sig, const dxil_sig_element *el, uint32_t *comp)
{
    *comp = 0;
    if (el->start_row < 0)
        return -1;
    int32_t loc = el->start_row;
    *comp = (uint32_t)el->start_col;
    if ((uint64_t)(uint32_t)loc + el->rows > MAX_SIG_ROWS)
        emit_invalid(ec, "%s: rows %d..%u are past the %u signature registers", emit_sig_desc(ec, sig, el), loc,
                     (uint32_t)loc + el->rows - 1, MAX_SIG_ROWS);
    /* Patch constants count down from the last location (see the top of
     * the file). */
    if (sig == SIG_PATCH) {
        if ((uint32_t)loc + el->rows > PATCH_LOCATIONS)
            emit_unsupported(ec, "%s: patch-constant rows %d..%u are past the %u per-patch locations every "
                             "Vulkan device has (maxTessellationControlPerPatchOutputComponents >= 120)",
                             emit_sig_desc(ec, sig, el), loc, (uint32_t)loc + el->rows - 1, PATCH_LOCATIONS);
        loc = (int32_t)(PATCH_LOCATIONS - (uint32_t)loc - el->rows);
    }
    return loc;
}

static void make_location_var(emit_ctx *ec, uint32_t sig, emit_sig_var *sv, SpvStorageClass sc)
{
    const dxil_sig_element *el = sv->el;
    user_comp_type(ec, sig, sv);
    sv->vec = el->cols;
    sv->rows_array = el->rows > 1;
    int32_t loc;
    uint32_t comp = 0;
    if (ec->shader_kind == DXIL_SHADER_PIXEL && sig == SIG_OUT) {
        /* Targets: no packing, the semantic index is the render target. */
        loc = el->num_indices ? (int32_t)el->semantic_indices[0] : el->start_row;
        if (loc < 0 || (uint32_t)loc + el->rows > 8)
            emit_invalid(ec, "%s: render target %d (rows %u) is outside SV_Target0-7", emit_sig_desc(ec, sig, el), loc,
                         el->rows);
        loc = emit_stage_target_location(ec, sv, loc);
        if (loc < 0) {
            sv->map = MAP_NONE; /* no variable; stores are dropped (emit_sig_store) */
            return;
        }
    } else {
        loc = default_location(ec, sig, el, &comp);
        if (loc < 0) {
            /* Unallocated (D3D leaves SGVs' placement to the driver when
             * the element is unused): no variable; an access fails. */
            sv->map = MAP_NONE;
            return;
        }
        emit_stage_remap_location(ec, sig, sv, &loc, &comp);
    }
    spv_builder *b = ec->b;
    spv_id t = sv->vec > 1 ? spv_type_vector(b, sv->comp_type, sv->vec) : sv->comp_type;
    t = wrap_arrays(ec, sv, t);
    const char *name = d2s_sprintf(ec->ctx, "%s%s%u", sig == SIG_IN ? "in_" : "out_", el->semantic ? el->semantic : "",
                                   el->num_indices ? el->semantic_indices[0] : 0);
    spv_id var = new_var(ec, sc, t, name);
    spv_decorate1(b, var, SpvDecorationLocation, (uint32_t)loc);
    if (comp)
        spv_decorate1(b, var, SpvDecorationComponent, comp);
    if (sv->blend_index)
        spv_decorate1(b, var, SpvDecorationIndex, sv->blend_index);
    if (sig == SIG_PATCH)
        spv_decorate0(b, var, patch_decoration(ec));
    if (sv->per_vertex) {
        spv_extension(b, "SPV_KHR_fragment_shader_barycentric");
        spv_capability(b, SpvCapabilityFragmentBarycentricKHR);
        spv_decorate0(b, var, SpvDecorationPerVertexKHR);
    }
    bool pre_raster_out = sig == SIG_OUT && (emit_stage_desc_of(ec->shader_kind)->flags & EMIT_STAGE_RASTER_OUT);
    if ((ec->shader_kind == DXIL_SHADER_PIXEL && sig == SIG_IN) || pre_raster_out)
        decorate_interpolation(ec, sv, var);
    if (ec->shader_kind == DXIL_SHADER_PIXEL && sig == SIG_IN && listed_per_primitive(ec, el))
        decorate_per_primitive_input(ec, sv, var);
    sv->var = var;
    sv->location = loc;
    sv->component = comp;
}

/* A built-in of its own (outputs, per-vertex inputs). */
/* Whether any storeOutput / storeVertexOutput of output element `id`
 * stores a precisely computed value (options.invariant_position). */
typedef struct precise_store_scan {
    uint64_t id;
    bool found;
} precise_store_scan;

static void scan_precise_store(emit_ctx *ec, ir_instr *in, void *arg)
{
    precise_store_scan *ps = arg;
    uint64_t id;
    (void)ec;
    if (in->num_ops < 4 || !emit_const_int(in->ops[0], &id) || id != ps->id)
        return;
    const ir_value *v = in->ops[3];
    if (v->kind == IR_VAL_INSTR && (((const ir_instr *)v)->flags & IR_FLAG_PRECISE))
        ps->found = true;
}

/* D3D's `precise` position → Vulkan's Invariant (see
 * dxil2spv_invariant_position_mode): the only way Vulkan promises the same
 * position from two pipelines computing it the same way. */
static void decorate_invariant_position(emit_ctx *ec, uint32_t sig, const emit_sig_var *sv, spv_id var)
{
    if (sv->builtin != SpvBuiltInPosition || sig != SIG_OUT || ec->shader_kind == DXIL_SHADER_PIXEL ||
        ec->shader_kind == DXIL_SHADER_HULL)
        return;
    bool want = ec->opts->invariant_position == DXIL2SPV_INVARIANT_POSITION_ALWAYS;
    if (!want) {
        static const uint32_t stores[] = {DXOP_StoreOutput, DXOP_StoreVertexOutput};
        precise_store_scan ps = {(uint64_t)(sv - ec->stage->sig[SIG_OUT]), false};
        emit_each_dxop_of(ec, stores, 2, scan_precise_store, &ps);
        want = ps.found;
    }
    if (want)
        spv_decorate0(ec->b, var, SpvDecorationInvariant);
}

static void make_builtin_var(emit_ctx *ec, uint32_t sig, emit_sig_var *sv, SpvStorageClass sc)
{
    spv_builder *b = ec->b;
    const dxil_sig_element *el = sv->el;
    if (el->rows != 1)
        emit_invalid(ec, "%s: a system value of %u rows", emit_sig_desc(ec, sig, el), el->rows);
    spv_id t;
    const char *name;
    switch (sv->builtin) {
    case SpvBuiltInPosition:
        sv->comp_type = emit_t_f32(ec);
        sv->comp_float = true;
        sv->vec = 4;
        name = "gl_Position";
        break;
    case SpvBuiltInFragDepth:
        sv->comp_type = emit_t_f32(ec);
        sv->comp_float = true;
        sv->vec = 1;
        name = "gl_FragDepth";
        break;
    case SpvBuiltInSampleMask:
        sv->comp_type = ec->t_u32;
        sv->vec = 1;
        name = "gl_SampleMask";
        break;
    case SpvBuiltInCullPrimitiveEXT:
        sv->comp_type = emit_t_bool(ec);
        sv->vec = 1;
        name = "gl_CullPrimitiveEXT";
        break;
    default:
        sv->comp_type = ec->t_u32;
        sv->vec = 1;
        name = NULL;
        break;
    }
    if (el->cols > sv->vec)
        emit_invalid(ec, "%s has %u columns; its built-in has %u", emit_sig_desc(ec, sig, el), el->cols, sv->vec);
    t = sv->vec > 1 ? spv_type_vector(b, sv->comp_type, sv->vec) : sv->comp_type;
    if (sv->fix == FIX_MASK_ARRAY)
        t = spv_type_array_n(b, t, 1, 0);
    t = wrap_arrays(ec, sv, t);
    spv_id var = new_var(ec, sc, t, name);
    spv_decorate_builtin(b, var, (SpvBuiltIn)sv->builtin);
    if (sig == SIG_PATCH)
        spv_decorate0(b, var, patch_decoration(ec));
    decorate_invariant_position(ec, sig, sv, var);
    sv->var = var;
}

/* Clip and cull distances of one signature: one float[] each, elements
 * packed in semantic-index order (the order both neighbouring stages agree
 * on, whatever registers DXC packed them into). */

static int distance_cmp(const void *pa, const void *pb)
{
    const emit_sig_var *a = *(const emit_sig_var *const *)pa, *b = *(const emit_sig_var *const *)pb;
    uint32_t ia = a->el->num_indices ? a->el->semantic_indices[0] : 0;
    uint32_t ib = b->el->num_indices ? b->el->semantic_indices[0] : 0;
    if (ia != ib)
        return ia < ib ? -1 : 1;
    return a->el->id < b->el->id ? -1 : a->el->id > b->el->id;
}

static void make_distance_arrays(emit_ctx *ec, uint32_t sig, SpvStorageClass sc)
{
    struct emit_stage_state *st = ec->stage;
    emit_sig_var *svs = st->sig[sig];
    uint32_t n = st->count[sig];
    emit_sig_var **list = d2s_alloc_array(ec->ctx, n ? n : 1, sizeof(*list));
    for (uint32_t which = 0; which < 2; which++) {
        uint32_t want = which ? DXIL_SK_CULL_DISTANCE : DXIL_SK_CLIP_DISTANCE;
        uint32_t count = 0, total = 0, arrayed = 0;
        for (uint32_t i = 0; i < n; i++)
            if (svs[i].map == MAP_ARRAY && svs[i].el->system_value == want)
                list[count++] = &svs[i];
        if (!count)
            continue;
        qsort(list, count, sizeof(*list), distance_cmp);
        for (uint32_t i = 0; i < count; i++) {
            emit_sig_var *sv = list[i];
            sv->base = total;
            sv->comp_type = emit_t_f32(ec);
            sv->comp_float = true;
            sv->vec = 1;
            arrayed = sv->arrayed;
            total += sv->el->rows * sv->el->cols;
            if (total > 8)
                emit_invalid(ec, "%s: more than 8 %s distances in the %s signature", emit_sig_desc(ec, sig, sv->el),
                             which ? "cull" : "clip", sig_names[sig]);
        }
        spv_builder *b = ec->b;
        spv_capability(b, which ? SpvCapabilityCullDistance : SpvCapabilityClipDistance);
        spv_id t = spv_type_array_n(b, emit_t_f32(ec), total, 0);
        if (arrayed)
            t = spv_type_array_n(b, t, arrayed, 0);
        SpvBuiltIn bi = which ? SpvBuiltInCullDistance : SpvBuiltInClipDistance;
        spv_id var = new_var(ec, sc, t, which ? "gl_CullDistance" : "gl_ClipDistance");
        spv_decorate_builtin(b, var, bi);
        for (uint32_t i = 0; i < count; i++) {
            list[i]->var = var;
            list[i]->builtin = (int32_t)bi;
        }
        if (which) {
            st->cull_var[sig] = var;
            st->cull_size[sig] = total;
        } else {
            st->clip_var[sig] = var;
            st->clip_size[sig] = total;
        }
    }
}

/* TessLevelOuter (float[4]) and TessLevelInner (float[2]): the patch
 * constants' tess-factor elements index them by row. */
static void make_tess_levels(emit_ctx *ec, SpvStorageClass sc)
{
    struct emit_stage_state *st = ec->stage;
    spv_builder *b = ec->b;
    for (uint32_t i = 0; i < st->count[SIG_PATCH]; i++) {
        emit_sig_var *sv = &st->sig[SIG_PATCH][i];
        if (sv->map != MAP_ARRAY)
            continue;
        bool outer = sv->el->system_value == DXIL_SK_TESS_FACTOR;
        uint32_t size = outer ? 4 : 2;
        if (sv->el->cols != 1 || sv->el->rows > size)
            emit_invalid(ec, "%s: %u x %u tess factors (at most %u x 1)", emit_sig_desc(ec, SIG_PATCH, sv->el),
                         sv->el->rows, sv->el->cols, size);
        spv_id *var = outer ? &st->tess_outer : &st->tess_inner;
        if (!*var) {
            *var = new_var(ec, sc, spv_type_array_n(b, emit_t_f32(ec), size, 0),
                           outer ? "gl_TessLevelOuter" : "gl_TessLevelInner");
            spv_decorate_builtin(b, *var, outer ? SpvBuiltInTessLevelOuter : SpvBuiltInTessLevelInner);
            spv_decorate0(b, *var, SpvDecorationPatch);
        }
        sv->var = *var;
        sv->builtin = outer ? SpvBuiltInTessLevelOuter : SpvBuiltInTessLevelInner;
        sv->base = 0;
        sv->comp_type = emit_t_f32(ec);
        sv->comp_float = true;
        sv->vec = 1;
    }
}

/* Pixel-shader inputs read with AttributeAtVertex (GetAttributeAtVertex)
 * are PerVertexKHR arrays; D3D requires them to be nointerpolation, and
 * a plain read of one takes the provoking vertex (index 0). */
static void mark_per_vertex_input(emit_ctx *ec, ir_instr *in, void *arg)
{
    struct emit_stage_state *st = ec->stage;
    uint64_t id;
    (void)arg;
    if (in->num_ops >= 1 && emit_const_int(in->ops[0], &id) && id < st->count[SIG_IN])
        st->sig[SIG_IN][id].per_vertex = true;
}

/* Elements of signature *(uint32_t *)arg (pixel-shader inputs, domain-shader
 * patch constants) that some instruction reads, and their columns (operand
 * 2 of every such dx.op; a non-constant element ID, which DXIL does not
 * allow, counts as reading them all, a non-constant column as reading all
 * four). */
static void mark_read_element(emit_ctx *ec, ir_instr *in, void *arg)
{
    struct emit_stage_state *st = ec->stage;
    uint32_t sig = *(const uint32_t *)arg;
    uint64_t id, col;
    uint8_t cols = in->num_ops >= 3 && emit_const_int(in->ops[2], &col) && col < 4 ? (uint8_t)(1u << col) : 0xF;
    if (in->num_ops >= 1 && emit_const_int(in->ops[0], &id)) {
        if (id < st->count[sig])
            st->sig[sig][id].read_cols |= cols;
        return;
    }
    for (uint32_t i = 0; i < st->count[sig]; i++)
        st->sig[sig][i].read_cols = 0xF;
}

static void note_call(emit_ctx *ec, ir_instr *in, void *arg)
{
    (void)ec;
    (void)in;
    *(bool *)arg = true;
}

/* Whether the pixel shader runs per sample, and for one that does, where
 * SV_Position at the pixel centre comes from (see the top of the file). A
 * centroid SV_Position keeps FragCoord: the sample's position lies in the
 * pixel and the primitive, which is all D3D's centroid promises. */
static void setup_per_sample(emit_ctx *ec)
{
    struct emit_stage_state *st = ec->stage;
    bool sample_index = false;
    emit_each_dxop(ec, DXOP_SampleIndex, note_call, &sample_index);
    st->per_sample = st->sample_shading || st->builtin[SBI_SAMPLE_ID] || sample_index;
    if (!st->per_sample)
        return;
    spv_builder *b = ec->b;
    for (uint32_t i = 0; i < st->count[SIG_IN]; i++) {
        emit_sig_var *sv = &st->sig[SIG_IN][i];
        uint32_t im = sv->el->interp_mode;
        if (sv->fix != FIX_FRAGCOORD || !sv->var || im == IM_LINEAR_CENTROID || im == IM_NOPERSP_CENTROID ||
            im == IM_SAMPLE || im == IM_NOPERSP_SAMPLE)
            continue;
        if (!st->frag_coord_centre) {
            spv_id t = spv_type_vector(b, emit_t_f32(ec), 4);
            st->frag_coord_centre = spv_variable(b, spv_type_pointer(b, SpvStorageClassPrivate, t),
                                                 SpvStorageClassPrivate, 0);
            spv_name(b, st->frag_coord_centre, "frag_coord_centre");
            emit_add_interface(ec, st->frag_coord_centre);
        }
        sv->var = st->frag_coord_centre;
        sv->sc = SpvStorageClassPrivate;
        st->frag_coord_centre_cols |= sv->read_cols;
    }
}

void emit_stage_store_frag_coord_centre(emit_ctx *ec)
{
    struct emit_stage_state *st = emit_stage_of(ec);
    if (!st->frag_coord_centre)
        return;
    spv_builder *b = ec->b;
    spv_id t4 = spv_type_vector(b, emit_t_f32(ec), 4), t2 = spv_type_vector(b, emit_t_f32(ec), 2);
    spv_id fc = spv_load(b, t4, emit_stage_builtin(ec, SBI_FRAG_COORD));
    uint32_t ix[4] = {0, 1, 2, 3};
    spv_id xy = spv_vector_shuffle(b, t2, fc, fc, ix, 2);
    spv_id base = spv_glsl(b, t2, GLSLstd450Floor, &xy, 1);
    spv_id half = spv_const_f32(b, 0.5f);
    spv_id halves = spv_const_composite(b, t2, (spv_id[]){half, half}, 2);
    spv_id centre = spv_binop(b, SpvOpFAdd, t2, base, halves);
    /* the sample's offset from the centre; z and 1/w are planes in screen
     * space, moved back to the centre along their slopes (derivatives here,
     * at the entry point, in uniform control flow) */
    spv_id ox = 0, oy = 0;
    if (st->frag_coord_centre_cols & 0xC) {
        spv_id off = spv_binop(b, SpvOpFSub, t2, xy, centre);
        ox = spv_composite_extract(b, emit_t_f32(ec), off, &ix[0], 1);
        oy = spv_composite_extract(b, emit_t_f32(ec), off, &ix[1], 1);
    }
    spv_id c[4];
    c[0] = spv_composite_extract(b, emit_t_f32(ec), centre, &ix[0], 1);
    c[1] = spv_composite_extract(b, emit_t_f32(ec), centre, &ix[1], 1);
    for (uint32_t k = 2; k < 4; k++) {
        spv_id v = spv_composite_extract(b, emit_t_f32(ec), fc, &ix[k], 1);
        if (!(st->frag_coord_centre_cols & (1u << k))) { /* unread: the sample's value, no derivatives */
            c[k] = v;
            continue;
        }
        spv_id dx = spv_unop(b, SpvOpDPdx, emit_t_f32(ec), v), dy = spv_unop(b, SpvOpDPdy, emit_t_f32(ec), v);
        v = spv_binop(b, SpvOpFSub, emit_t_f32(ec), v, spv_binop(b, SpvOpFMul, emit_t_f32(ec), dx, ox));
        c[k] = spv_binop(b, SpvOpFSub, emit_t_f32(ec), v, spv_binop(b, SpvOpFMul, emit_t_f32(ec), dy, oy));
    }
    spv_store(b, st->frag_coord_centre, spv_composite_construct(b, t4, c, 4));
}

/* A pixel-shader system-value input that no instruction reads gets no
 * variable (nor the capabilities its built-in needs): D3D requires the
 * previous stage's outputs to cover the signature, Vulkan lets a fragment
 * shader consume fewer. Kept even unread: SV_SampleIndex and
 * sample-interpolated inputs, whose declaration alone makes D3D run the
 * shader per sample; SV_Coverage, clip/cull distances and user semantics
 * (their locations are reflected). */
static bool unread_droppable(const emit_ctx *ec, uint32_t sig, const emit_sig_var *sv)
{
    if (ec->shader_kind != DXIL_SHADER_PIXEL || sig != SIG_IN || sv->read_cols)
        return false;
    uint32_t im = sv->el->interp_mode;
    if (im == IM_SAMPLE || im == IM_NOPERSP_SAMPLE)
        return false;
    switch (sv->el->system_value) {
    case DXIL_SK_POSITION: case DXIL_SK_IS_FRONT_FACE: case DXIL_SK_PRIMITIVE_ID: case DXIL_SK_RT_ARRAY_INDEX:
    case DXIL_SK_VIEWPORT_ARRAY_INDEX: case DXIL_SK_SHADING_RATE: case DXIL_SK_BARYCENTRICS: case DXIL_SK_INNER_COVERAGE:
        return true;
    default:
        return false;
    }
}

static const dxil_signature *signature_of(emit_ctx *ec, uint32_t sig)
{
    switch (sig) {
    case SIG_IN: return &ec->ep->inputs;
    case SIG_OUT: return &ec->ep->outputs;
    default: return &ec->ep->patch_constants;
    }
}

static SpvStorageClass storage_of(emit_ctx *ec, uint32_t sig)
{
    if (sig == SIG_IN)
        return SpvStorageClassInput;
    if (sig == SIG_OUT)
        return SpvStorageClassOutput;
    return ec->shader_kind == DXIL_SHADER_HULL || ec->shader_kind == DXIL_SHADER_MESH ? SpvStorageClassOutput
                                                                                      : SpvStorageClassInput;
}

static void make_signature(emit_ctx *ec, uint32_t sig)
{
    struct emit_stage_state *st = ec->stage;
    SpvStorageClass sc = storage_of(ec, sig);
    bool gs_out = ec->shader_kind == DXIL_SHADER_GEOMETRY && sig == SIG_OUT;
    for (uint32_t i = 0; i < st->count[sig]; i++) {
        emit_sig_var *sv = &st->sig[sig][i];
        sv->sc = sc;
        if (unread_droppable(ec, sig, sv)) {
            sv->map = MAP_NONE;
            continue;
        }
        classify(ec, sig, sv);
        /* Only the rasterized stream's elements get variables: the other
         * streams' packed registers would collide with its locations, and
         * stream output captures them through copies (emit_stage_xfb.c). */
        if (gs_out && !emit_xfb_keeps_output(ec, sv))
            sv->map = MAP_NONE;
        if (sv->map == MAP_LOCATION)
            make_location_var(ec, sig, sv, sc);
        else if (sv->map == MAP_BUILTIN && !sv->var)
            make_builtin_var(ec, sig, sv, sc);
        if (sv->shadow && sv->map == MAP_BUILTIN) {
            emit_sig_var loc = *sv;
            loc.map = MAP_LOCATION;
            loc.var = 0;
            make_location_var(ec, sig, &loc, sc);
            /* One converted value is stored to both variables, so they must
             * share a type: D3D declares these system values uint, and a
             * signature that calls them float is malformed. */
            if (loc.comp_type != sv->comp_type)
                emit_invalid(ec, "%s: its built-in is an integer, but the signature gives a component type "
                             "of another kind", emit_sig_desc(ec, sig, sv->el));
            sv->shadow_var = loc.var;
            sv->location = loc.location;
            sv->component = loc.component;
            sv->remapped = loc.remapped;
        }
        bool tess_factor = sv->el->system_value == DXIL_SK_TESS_FACTOR || sv->el->system_value == DXIL_SK_INSIDE_TESS_FACTOR;
        if (ec->shader_kind == DXIL_SHADER_HULL && sig == SIG_PATCH && tess_factor) {
            /* The hull shader's own values at the element's location, for a
             * domain shader that reads them (see the top of the file). */
            emit_sig_var *raw = d2s_alloc(ec->ctx, sizeof(*raw));
            *raw = *sv;
            raw->map = MAP_LOCATION;
            raw->var = 0;
            make_location_var(ec, sig, raw, sc);
            sv->raw_copy = raw;
            sv->location = raw->location;
            sv->component = raw->component;
            sv->remapped = raw->remapped;
        }
    }
    make_distance_arrays(ec, sig, sc);
    if (sig == SIG_PATCH)
        make_tess_levels(ec, sc);
}

/* Control points count up from location 0 and patch constants down from
 * 29; a shader whose two sets meet cannot be expressed in the locations a
 * Vulkan tessellation interface has. */
static void check_patch_locations(emit_ctx *ec)
{
    struct emit_stage_state *st = ec->stage;
    uint32_t cp = ec->shader_kind == DXIL_SHADER_HULL ? SIG_OUT : SIG_IN;
    uint32_t cp_end = 0, patch_begin = PATCH_LOCATIONS;
    for (uint32_t i = 0; i < st->count[cp]; i++) {
        const emit_sig_var *sv = &st->sig[cp][i];
        if (sv->map == MAP_LOCATION && sv->var && (uint32_t)sv->location + sv->el->rows > cp_end)
            cp_end = (uint32_t)sv->location + sv->el->rows;
    }
    for (uint32_t i = 0; i < st->count[SIG_PATCH]; i++) {
        const emit_sig_var *sv = &st->sig[SIG_PATCH][i];
        if (((sv->map == MAP_LOCATION && sv->var) || sv->raw_copy) && (uint32_t)sv->location < patch_begin)
            patch_begin = (uint32_t)sv->location;
    }
    if (cp_end > patch_begin)
        emit_unsupported(ec, "control-point data (%u registers) and patch constants (%u registers) need more than "
                         "the %u locations of a Vulkan tessellation interface together", cp_end,
                         PATCH_LOCATIONS - patch_begin, PATCH_LOCATIONS);
}

/* Two elements in one register component: a corrupted signature (Vulkan
 * forbids the overlap, and D3D's packing never makes one), or a location
 * remap callback's mistake. */
static void check_overlaps(emit_ctx *ec)
{
    struct emit_stage_state *st = ec->stage;
    /* [input, output, output Index 1 (dual-source blending)][location]: component mask */
    uint8_t used[3][MAX_SIG_ROWS];
    const emit_sig_var *owner[3][MAX_SIG_ROWS][4];
    memset(used, 0, sizeof(used));
    for (uint32_t s = 0; s < SIG_COUNT; s++) {
        for (uint32_t i = 0; i < st->count[s]; i++) {
            const emit_sig_var *sv = &st->sig[s][i];
            bool located = (sv->map == MAP_LOCATION && sv->var) || sv->shadow_var || sv->raw_copy;
            if (!located)
                continue;
            uint32_t out = sv->sc == SpvStorageClassOutput ? 1u + (sv->blend_index != 0) : 0u;
            uint32_t vec = sv->shadow_var ? 1 : sv->raw_copy ? sv->raw_copy->vec : sv->vec;
            uint8_t mask = (uint8_t)(((1u << vec) - 1u) << sv->component);
            for (uint32_t r = 0; r < sv->el->rows; r++) {
                uint32_t loc = (uint32_t)sv->location + r;
                if (loc >= MAX_SIG_ROWS)
                    emit_fail(ec, D2S_ERR_INTERNAL, "location %u past the checked range", loc);
                uint8_t clash = used[out][loc] & mask;
                if (clash) {
                    uint32_t c = 0;
                    while (!(clash & (1u << c)))
                        c++;
                    const emit_sig_var *other = owner[out][loc][c];
                    /* With a remap callback the overlap is the callback's doing. */
                    bool remapped = sv->remapped || other->remapped;
                    emit_fail(ec, remapped ? D2S_ERR_ARGUMENT : D2S_ERR_INVALID,
                              "%s and %s both occupy %s location %u component %u%s", emit_sig_desc(ec, s, sv->el),
                              emit_sig_desc(ec, other->sig, other->el), out ? "output" : "input", loc, c,
                              remapped ? " (as placed by the location remap callback)" : "");
                }
                used[out][loc] |= mask;
                for (uint32_t c = 0; c < 4; c++)
                    if (mask & (1u << c))
                        owner[out][loc][c] = sv;
            }
        }
    }
}

/* What the reflection says of a signature element itself (its variable's
 * location, built-in and component are the caller's). */
static void io_describe_element(dxil2spv_stage_io *io, uint32_t sig, const dxil_sig_element *el)
{
    io->signature = sig;
    io->semantic = el->semantic ? el->semantic : "";
    io->semantic_index = el->num_indices ? el->semantic_indices[0] : 0;
    io->semantic_indices = el->semantic_indices;
    io->rows = el->rows;
    io->cols = el->cols;
    io->system_value = el->system_value;
    io->component_type = el->comp_type;
    io->interpolation = el->interp_mode;
    io->stream = el->output_stream;
}

/* ---- reflection ---------------------------------------------------------------- */

static void reflect_stage_io(emit_ctx *ec)
{
    struct emit_stage_state *st = ec->stage;
    uint32_t total = 0;
    for (uint32_t s = 0; s < SIG_COUNT; s++)
        total += st->count[s];
    if (!total)
        return;
    dxil2spv_stage_io *io = d2s_zalloc_array(ec->ctx, total, sizeof(*io));
    uint32_t k = 0;
    for (uint32_t s = 0; s < SIG_COUNT; s++) {
        for (uint32_t i = 0; i < st->count[s]; i++, k++) {
            const emit_sig_var *sv = &st->sig[s][i];
            const dxil_sig_element *el = sv->el;
            io_describe_element(&io[k], s, el);
            bool has_loc = (sv->map == MAP_LOCATION && sv->var) || sv->shadow_var || sv->raw_copy || sv->xfb_only;
            io[k].location = has_loc ? sv->location : -1;
            io[k].component = has_loc ? sv->component : 0;
            io[k].builtin = sv->var && sv->map != MAP_LOCATION ? sv->builtin : -1;
        }
    }
    ec->reflection->stage_io = io;
    ec->reflection->stage_io_count = total;
}

/* ---- set-up ------------------------------------------------------------------- */

static uint32_t gs_input_vertices(emit_ctx *ec, uint32_t prim)
{
    switch (prim) {
    case 1: return 1; /* point */
    case 2: return 2; /* line */
    case 3: return 3; /* triangle */
    case 6: return 4; /* line with adjacency */
    case 7: return 6; /* triangle with adjacency */
    default:
        emit_unsupported(ec, "geometry shader input primitive %u", prim);
    }
}

static uint32_t checked_cp_count(emit_ctx *ec, uint32_t n, const char *what)
{
    if (n == 0 || n > 32)
        emit_invalid(ec, "%s %s control points (1 to 32 exist)", dxil_shader_kind_name(ec->shader_kind),
                     d2s_sprintf(ec->ctx, "%s: %u", what, n));
    return n;
}

/* The hull shader's wrapper calls it without arguments after the
 * control-point function. */
static void check_patch_constant_func(emit_ctx *ec)
{
    const dxil_entry_point *ep = ec->ep;
    const ir_function *pc = ep->hs.patch_constant_func;
    const char *name = ep->name ? ep->name : "?";
    if (!pc || pc->is_declaration || pc == ep->func)
        emit_invalid(ec, "hull shader '%s' has no patch-constant function of its own", name);
    const ir_type *ft = pc->fn_type;
    if (!ft || ft->kind != IR_TYPE_FUNCTION || ft->member_count || !ft->elem || ft->elem->kind != IR_TYPE_VOID)
        emit_invalid(ec, "the patch-constant function of hull shader '%s' is not void()", name);
}

void emit_stage_begin(emit_ctx *ec)
{
    uint32_t kind = ec->shader_kind;
    emit_xfb_check_stage(ec);
    emit_views_check_stage(ec);
    if (!emit_stage_desc_of(kind)->finish) /* compute: no stage interface */
        return;
    struct emit_stage_state *st = d2s_zalloc(ec->ctx, sizeof(*st));
    ec->stage = st;
    const dxil_entry_point *ep = ec->ep;
    spv_builder *b = ec->b;

    /* The entry function first; a hull shader's patch-constant function
     * right after it (emit_stage_finish calls both from its wrapper). */
    emit_function_id(ec, ep->func);
    switch (kind) {
    case DXIL_SHADER_GEOMETRY:
        spv_capability(b, SpvCapabilityGeometry);
        st->vertex_count = gs_input_vertices(ec, ep->gs.input_primitive);
        break;
    case DXIL_SHADER_HULL:
        spv_capability(b, SpvCapabilityTessellation);
        check_patch_constant_func(ec);
        emit_function_id(ec, ep->hs.patch_constant_func);
        st->vertex_count = checked_cp_count(ec, ep->hs.input_cp_count, "input");
        /* D3D allows a hull shader without output control points; Vulkan
         * runs at least one invocation per patch. */
        st->output_cp_count = ep->hs.output_cp_count ? checked_cp_count(ec, ep->hs.output_cp_count, "output") : 1;
        break;
    case DXIL_SHADER_MESH:
    case DXIL_SHADER_AMPLIFICATION:
        emit_mesh_begin(ec);
        break;
    case DXIL_SHADER_DOMAIN:
        spv_capability(b, SpvCapabilityTessellation);
        /* a patch of no control points (a hull shader that outputs
         * none) leaves the domain shader no control-point inputs */
        st->vertex_count = ep->ds.input_cp_count ? checked_cp_count(ec, ep->ds.input_cp_count, "input") : 1;
        break;
    default:
        break;
    }

    const emit_stage_desc *sd = emit_stage_desc_of(kind);
    for (uint32_t s = 0; s < SIG_COUNT; s++) {
        const dxil_signature *sg = signature_of(ec, s);
        if (s == SIG_PATCH && !(sd->signatures & EMIT_SIGS_PATCH)) {
            if (sg->count)
                emit_invalid(ec, "a %s shader with a patch-constant signature", dxil_shader_kind_name(kind));
            continue;
        }
        st->count[s] = sg->count;
        st->sig[s] = d2s_zalloc_array(ec->ctx, sg->count ? sg->count : 1, sizeof(emit_sig_var));
        for (uint32_t i = 0; i < sg->count; i++) {
            st->sig[s][i].el = &sg->elements[i];
            st->sig[s][i].sig = (uint8_t)s;
        }
    }
    if (kind == DXIL_SHADER_PIXEL) {
        emit_each_dxop(ec, DXOP_AttributeAtVertex, mark_per_vertex_input, NULL);
        static const uint32_t reads[] = {DXOP_LoadInput, DXOP_EvalSnapped, DXOP_EvalSampleIndex, DXOP_EvalCentroid,
                                         DXOP_AttributeAtVertex};
        static const uint32_t in_sig = SIG_IN;
        emit_each_dxop_of(ec, reads, sizeof(reads) / sizeof(reads[0]), mark_read_element, (void *)&in_sig);
    }
    if (kind == DXIL_SHADER_DOMAIN) {
        static const uint32_t patch_sig = SIG_PATCH;
        emit_each_dxop(ec, DXOP_LoadPatchConstant, mark_read_element, (void *)&patch_sig);
    }
    emit_xfb_begin(ec);
    for (uint32_t s = 0; s < SIG_COUNT; s++)
        if (st->count[s])
            make_signature(ec, s);
    if (kind == DXIL_SHADER_PIXEL)
        setup_per_sample(ec);
    /* Remapped locations may interleave control points and patch
     * constants freely; check_overlaps still catches real collisions. */
    /* tessellation patch constants (a mesh shader's patch signature holds
     * per-primitive outputs, located apart) */
    bool tess_patch = (sd->signatures & EMIT_SIGS_PATCH) && !(sd->flags & EMIT_STAGE_GROUPS);
    if (tess_patch && !emit_stage_remapping(ec))
        check_patch_locations(ec);
    check_overlaps(ec);

    /* D3D points are always one pixel; Vulkan takes the size from
     * PointSize, undefined unless written (before VK_KHR_maintenance5). A
     * geometry shader that emits points always writes it; whether a vertex
     * or domain shader feeds point rasterization (a list of points, a
     * point-mode tessellation) only the pipeline knows: the caller asks
     * with options.write_point_size. */
    bool points = ((kind == DXIL_SHADER_VERTEX || kind == DXIL_SHADER_DOMAIN) && ec->opts->write_point_size) ||
                  (kind == DXIL_SHADER_GEOMETRY && ep->gs.output_topology == 1);
    if (points) {
        if (kind == DXIL_SHADER_DOMAIN)
            spv_capability(b, SpvCapabilityTessellationPointSize);
        else if (kind == DXIL_SHADER_GEOMETRY)
            spv_capability(b, SpvCapabilityGeometryPointSize);
        st->point_size = new_var(ec, SpvStorageClassOutput, emit_t_f32(ec), "gl_PointSize");
        spv_decorate_builtin(b, st->point_size, SpvBuiltInPointSize);
    }
    emit_xfb_setup(ec);
    emit_views_begin(ec);
    reflect_stage_io(ec);
}

void emit_stage_write_point_size(emit_ctx *ec)
{
    struct emit_stage_state *st = emit_stage_of(ec);
    if (st->point_size)
        spv_store(ec->b, st->point_size, spv_const_f32(ec->b, 1.0f));
    emit_views_write_base(ec);
}

emit_sig_var *emit_sig_element(emit_ctx *ec, ir_instr *in, uint32_t sig, uint32_t op)
{
    struct emit_stage_state *st = emit_stage_of(ec);
    uint64_t id = emit_imm(ec, in, op);
    if (id >= st->count[sig])
        emit_invalid(ec, "%s names %s signature element %llu, but the signature has %u elements",
                     in->dxop ? in->dxop->name : "dx.op", sig_names[sig], (unsigned long long)id, st->count[sig]);
    return &st->sig[sig][id];
}

/* ---- the scan (DXIL2SPV_OUTPUT_SCAN) ------------------------------------------ */

/* Every signature element at its default placement, without variables:
 * user semantics at their signature row and column (as make_location_var
 * places them before the location remap callback), system values and the
 * geometry streams that are not rasterized at -1 (dxil2spv.h: the scan
 * reflection). */
void emit_stage_scan(emit_ctx *ec)
{
    const emit_stage_desc *sd = emit_stage_desc_of(ec->shader_kind);
    if (!sd->finish) /* compute: no stage interface */
        return;
    uint32_t total = 0;
    for (uint32_t s = 0; s < SIG_COUNT; s++)
        if (s != SIG_PATCH || (sd->signatures & EMIT_SIGS_PATCH))
            total += signature_of(ec, s)->count;
    if (!total)
        return;
    dxil2spv_stage_io *io = d2s_zalloc_array(ec->ctx, total, sizeof(*io));
    uint32_t k = 0;
    bool gs = ec->shader_kind == DXIL_SHADER_GEOMETRY;
    for (uint32_t s = 0; s < SIG_COUNT; s++) {
        if (s == SIG_PATCH && !(sd->signatures & EMIT_SIGS_PATCH))
            continue;
        const dxil_signature *sg = signature_of(ec, s);
        for (uint32_t i = 0; i < sg->count; i++, k++) {
            const dxil_sig_element *el = &sg->elements[i];
            io_describe_element(&io[k], s, el);
            io[k].builtin = -1;
            io[k].location = -1;
            bool other_stream = gs && s == SIG_OUT && el->output_stream != ec->opts->stream_output.rasterized_stream;
            uint32_t comp;
            if (el->system_value == 0 && !other_stream) {
                io[k].location = default_location(ec, s, el, &comp);
                io[k].component = io[k].location >= 0 ? comp : 0;
            }
        }
    }
    ec->reflection->stage_io = io;
    ec->reflection->stage_io_count = total;
}
