/* Stream output (D3D) as transform feedback (Vulkan), and the choice of the
 * rasterized geometry stream.
 *
 * D3D describes stream output in the pipeline (D3D12_SO_DECLARATION_ENTRY:
 * stream, semantic, register columns, buffer slot), packing the entries of
 * one slot back to back in declaration order, gaps included; Vulkan wants
 * XfbBuffer / XfbStride / Offset decorations on the captured output
 * variables themselves, and an Offset covers a whole variable. So:
 *   - an entry that captures a whole single-row user element of the
 *     rasterized stream (or all of SV_Position) decorates that element's
 *     variable, whose Location/Component stay those of the signature;
 *   - any other capture (some columns only, one row of a multi-row
 *     element, a second capture of the same element, a built-in other than
 *     Position, an element of a stream that is not rasterized) gets a copy:
 *     an output variable of its own at a location past the signature's
 *     registers, written wherever the element's components are written.
 *     The rasterized interface therefore keeps exactly the variables,
 *     locations and components the next stage expects; a copy is an extra
 *     output nothing downstream reads.
 * Geometry streams: only the rasterized stream's elements get signature
 * variables (DXC packs every stream's registers from 0, so two streams
 * would collide at the same locations). Without stream output nothing
 * observes the other streams: their stores and emits are dropped, and the
 * rasterized stream is emitted as SPIR-V stream 0, so the shader needs
 * neither GeometryStreams nor the geometryStreams feature. With stream
 * output, D3D stream s is SPIR-V stream s: variables of streams other than
 * 0 carry Stream, and their emits are OpEmitStreamVertex; the application
 * selects the rasterized stream with
 * VkPipelineRasterizationStateStreamCreateInfoEXT::rasterizationStream
 * (or rasterizer discard for DXIL2SPV_NO_RASTERIZED_STREAM).
 */
#include <string.h>

#include "emit/stages/emit_stage.h"
#include "emit/stages/emit_stage_table.h"

#define MAX_LOCATIONS 32u

/* The description is the caller's (pipeline state), not the shader's: a
 * description that does not fit the shader is a bad argument, not bad input. */
#define xfb_refuse(ec, ...) emit_fail((ec), D2S_ERR_ARGUMENT, __VA_ARGS__)

static bool is_pre_raster(uint32_t kind)
{
    return (emit_stage_desc_of(kind)->flags & EMIT_STAGE_STREAM_OUT) != 0;
}

static bool streams_apply(emit_ctx *ec)
{
    return ec->shader_kind == DXIL_SHADER_GEOMETRY;
}

bool emit_xfb_keeps_output(emit_ctx *ec, const emit_sig_var *sv)
{
    struct emit_stage_state *st = emit_stage_of(ec);
    return sv->el->output_stream == st->raster_stream;
}

int32_t emit_xfb_stream_target(emit_ctx *ec, uint32_t stream)
{
    struct emit_stage_state *st = emit_stage_of(ec);
    if (!st->xfb)
        return stream == st->raster_stream ? 0 : -1;
    if (stream != st->raster_stream && !(st->captured_streams & (1u << stream)))
        return -1;
    if (stream)
        spv_capability(ec->b, SpvCapabilityGeometryStreams);
    return (int32_t)stream;
}

void emit_xfb_modes(emit_ctx *ec, spv_id fn)
{
    if (ec->stage && ec->stage->xfb)
        spv_execution_mode0(ec->b, fn, SpvExecutionModeXfb);
}

/* "stream-output entry 2 (stream 0, 'TEXCOORD1', slot 1)" */
static const char *entry_desc(emit_ctx *ec, uint32_t i, const dxil2spv_stream_output_element *e)
{
    if (!e->semantic)
        return d2s_sprintf(ec->ctx, "stream-output entry %u (stream %u, gap of %u components, slot %u)", i, e->stream,
                           e->component_count, e->output_slot);
    return d2s_sprintf(ec->ctx, "stream-output entry %u (stream %u, '%s%u', slot %u)", i, e->stream, e->semantic,
                       e->semantic_index, e->output_slot);
}

/* The output element a named entry captures, and the row its semantic
 * index selects; fails naming the entry. */
static emit_sig_var *find_element(emit_ctx *ec, uint32_t i, const dxil2spv_stream_output_element *e, uint32_t *row)
{
    struct emit_stage_state *st = ec->stage;
    for (uint32_t k = 0; k < st->count[SIG_OUT]; k++) {
        emit_sig_var *sv = &st->sig[SIG_OUT][k];
        const dxil_sig_element *el = sv->el;
        if (el->output_stream != e->stream || !emit_semantic_eq(el->semantic, e->semantic))
            continue;
        for (uint32_t r = 0; r < el->rows; r++) {
            uint32_t idx = r < el->num_indices ? el->semantic_indices[r] : r;
            if (idx == e->semantic_index) {
                *row = r;
                return sv;
            }
        }
    }
    xfb_refuse(ec, "%s: the output signature has no such element in stream %u", entry_desc(ec, i, e), e->stream);
}

static void set_copy_type(emit_ctx *ec, uint32_t i, const dxil2spv_stream_output_element *e, const emit_sig_var *sv,
                          emit_xfb_copy *c)
{
    uint32_t ct = sv->el->comp_type;
    if (sv->el->system_value == DXIL_SK_POSITION || ct == DXIL_CT_F16 || ct == DXIL_CT_F32 ||
        (ct >= DXIL_CT_SNORM_F16 && ct <= DXIL_CT_UNORM_F32)) {
        c->comp_type = emit_t_f32(ec);
        c->comp_float = true;
    } else if (ct == DXIL_CT_I16 || ct == DXIL_CT_I32) {
        c->comp_type = spv_type_int(ec->b, 32, true);
        c->comp_signed = true;
    } else if (ct == DXIL_CT_I1 || ct == DXIL_CT_U16 || ct == DXIL_CT_U32) {
        c->comp_type = ec->t_u32;
    } else {
        /* the component types emit_stage_io.c gives no variable either */
        emit_unsupported(ec, "%s: elements of component type %u (64-bit or packed) are not captured",
                         entry_desc(ec, i, e), ct);
    }
}

static void decorate_xfb(emit_ctx *ec, spv_id var, uint32_t slot, uint32_t stride, uint32_t offset)
{
    spv_decorate1(ec->b, var, SpvDecorationXfbBuffer, slot);
    spv_decorate1(ec->b, var, SpvDecorationXfbStride, stride);
    spv_decorate1(ec->b, var, SpvDecorationOffset, offset);
}

/* The first location past the output variables of the signature. */
static uint32_t first_free_location(emit_ctx *ec)
{
    struct emit_stage_state *st = ec->stage;
    uint32_t end = 0;
    for (uint32_t k = 0; k < st->count[SIG_OUT]; k++) {
        const emit_sig_var *sv = &st->sig[SIG_OUT][k];
        if (!((sv->map == MAP_LOCATION && sv->var) || sv->shadow_var))
            continue;
        uint32_t e = (uint32_t)sv->location + sv->el->rows;
        if (e > end)
            end = e;
    }
    return end;
}

/* Stream decorations on the rasterized stream's own variables, when it is
 * not stream 0 (with stream output, D3D stream numbers are kept). */
static void decorate_raster_stream(emit_ctx *ec)
{
    struct emit_stage_state *st = ec->stage;
    uint32_t s = st->raster_stream;
    if (!streams_apply(ec) || s == 0 || s == DXIL2SPV_NO_RASTERIZED_STREAM)
        return;
    spv_builder *b = ec->b;
    spv_capability(b, SpvCapabilityGeometryStreams);
    spv_id extra[3] = {st->point_size, st->clip_var[SIG_OUT], st->cull_var[SIG_OUT]};
    for (uint32_t k = 0; k < 3; k++)
        if (extra[k])
            spv_decorate1(b, extra[k], SpvDecorationStream, s);
    for (uint32_t k = 0; k < st->count[SIG_OUT]; k++) {
        const emit_sig_var *sv = &st->sig[SIG_OUT][k];
        if (sv->var && sv->map != MAP_ARRAY)
            spv_decorate1(b, sv->var, SpvDecorationStream, s);
    }
}

static void setup_description(emit_ctx *ec)
{
    struct emit_stage_state *st = ec->stage;
    const dxil2spv_stream_output *so = &ec->opts->stream_output;
    spv_builder *b = ec->b;
    if (!so->elements)
        xfb_refuse(ec, "stream output: element_count is %u but elements is NULL", so->element_count);

    /* Pass 1: validation, per-slot packing and the slot's stream. */
    uint32_t packed[4] = {0, 0, 0, 0}, slot_stream[4], slot_first[4];
    bool slot_used[4] = {false, false, false, false};
    uint32_t *offset = d2s_alloc_array(ec->ctx, so->element_count, sizeof(uint32_t));
    for (uint32_t i = 0; i < so->element_count; i++) {
        const dxil2spv_stream_output_element *e = &so->elements[i];
        if (e->output_slot > 3)
            xfb_refuse(ec, "%s: output slot %u (0 to 3 exist)", entry_desc(ec, i, e), e->output_slot);
        if (e->stream > 3)
            xfb_refuse(ec, "%s: stream %u (0 to 3 exist)", entry_desc(ec, i, e), e->stream);
        if (e->stream && !streams_apply(ec))
            xfb_refuse(ec, "%s: a %s shader has only stream 0", entry_desc(ec, i, e),
                         dxil_shader_kind_name(ec->shader_kind));
        if (e->stream && !(ec->ep->gs.stream_mask & (1u << e->stream)))
            xfb_refuse(ec, "%s: the geometry shader's stream mask 0x%x does not declare stream %u",
                         entry_desc(ec, i, e), ec->ep->gs.stream_mask, e->stream);
        if (e->component_count < 1 || e->component_count > 4 ||
            (e->semantic && (e->start_component > 3 || e->component_count > 4 - e->start_component)))
            xfb_refuse(ec, "%s: %u components from component %u (a register has components 0 to 3)",
                         entry_desc(ec, i, e), e->component_count, e->start_component);
        uint32_t s = e->output_slot;
        if (slot_used[s] && slot_stream[s] != e->stream)
            xfb_refuse(ec, "%s: slot %u already holds stream %u (%s); one buffer captures one stream",
                         entry_desc(ec, i, e), s, slot_stream[s], entry_desc(ec, slot_first[s], &so->elements[slot_first[s]]));
        if (!slot_used[s]) {
            slot_used[s] = true;
            slot_stream[s] = e->stream;
            slot_first[s] = i;
        }
        offset[i] = packed[s];
        packed[s] += 4 * e->component_count;
        if (e->semantic) {
            uint32_t row;
            emit_sig_var *sv = find_element(ec, i, e, &row);
            int32_t c0 = sv->el->start_col < 0 ? 0 : sv->el->start_col;
            if ((int32_t)e->start_component < c0 ||
                e->start_component + e->component_count > (uint32_t)c0 + sv->el->cols)
                xfb_refuse(ec, "%s: components %u..%u are outside the element's register columns %d..%u",
                             entry_desc(ec, i, e), e->start_component, e->start_component + e->component_count - 1,
                             c0, (uint32_t)c0 + sv->el->cols - 1);
            st->captured_streams |= 1u << e->stream;
        }
    }
    uint32_t stride[4];
    for (uint32_t s = 0; s < 4; s++) {
        stride[s] = so->buffer_strides[s] ? so->buffer_strides[s] : packed[s];
        if (stride[s] % 4)
            xfb_refuse(ec, "stream output: slot %u has stride %u (a multiple of 4 bytes is needed)", s, stride[s]);
    }

    /* Pass 2: decorations and copies. Entries of one slot never overlap
     * (packed back to back), so only the stride can be too small. */
    uint32_t next_loc = first_free_location(ec);
    spv_id *decorated = d2s_zalloc_array(ec->ctx, st->count[SIG_OUT] ? st->count[SIG_OUT] : 1, sizeof(spv_id));
    for (uint32_t i = 0; i < so->element_count; i++) {
        const dxil2spv_stream_output_element *e = &so->elements[i];
        uint32_t s = e->output_slot, size = 4 * e->component_count;
        if (offset[i] + size > stride[s])
            xfb_refuse(ec, "%s: bytes %u..%u overlap the next vertex (slot %u has stride %u)", entry_desc(ec, i, e),
                         offset[i], offset[i] + size - 1, s, stride[s]);
        if (!e->semantic)
            continue;
        uint32_t row;
        emit_sig_var *sv = find_element(ec, i, e, &row);
        uint32_t c0 = sv->el->start_col < 0 ? 0 : (uint32_t)sv->el->start_col;
        uint32_t col = e->start_component - c0;
        bool whole = col == 0 && e->component_count == sv->vec && sv->el->rows == 1 && !sv->arrayed;
        /* With flip_y the Position built-in holds -y: transform feedback
         * must capture D3D's y, so a flipped position is captured by copy. */
        bool direct_ok = sv->var && whole && !decorated[sv->el->id] &&
                         ((sv->map == MAP_LOCATION && !sv->rows_array) ||
                          (sv->map == MAP_BUILTIN && sv->builtin == SpvBuiltInPosition &&
                           !emit_stage_flips_y(ec, sv)));
        if (direct_ok) {
            decorate_xfb(ec, sv->var, s, stride[s], offset[i]);
            decorated[sv->el->id] = sv->var;
            continue;
        }
        if (next_loc >= MAX_LOCATIONS)
            emit_unsupported(ec, "%s: its copy for transform feedback needs a location past the %u outputs",
                             entry_desc(ec, i, e), MAX_LOCATIONS);
        emit_xfb_copy *c = d2s_zalloc(ec->ctx, sizeof(*c));
        set_copy_type(ec, i, e, sv, c);
        c->row = row;
        c->col = col;
        c->count = e->component_count;
        spv_id t = c->count > 1 ? spv_type_vector(b, c->comp_type, c->count) : c->comp_type;
        c->var = spv_variable(b, spv_type_pointer(b, SpvStorageClassOutput, t), SpvStorageClassOutput, 0);
        spv_name(b, c->var, d2s_sprintf(ec->ctx, "xfb%u_%s%u", i, e->semantic, e->semantic_index));
        emit_add_interface(ec, c->var);
        spv_decorate1(b, c->var, SpvDecorationLocation, next_loc);
        if (e->stream) {
            spv_capability(b, SpvCapabilityGeometryStreams);
            spv_decorate1(b, c->var, SpvDecorationStream, e->stream);
        }
        decorate_xfb(ec, c->var, s, stride[s], offset[i]);
        if (!sv->var && !sv->xfb) {
            /* reflection: where the element's data leaves the shader */
            sv->xfb_only = true;
            sv->location = (int32_t)next_loc;
            sv->component = 0;
        }
        next_loc++;
        /* append, so stores follow the description's order */
        emit_xfb_copy **tail = &sv->xfb;
        while (*tail)
            tail = &(*tail)->next;
        *tail = c;
    }
}

void emit_xfb_setup(emit_ctx *ec)
{
    struct emit_stage_state *st = emit_stage_of(ec);
    const dxil2spv_stream_output *so = &ec->opts->stream_output;
    if (!so->element_count)
        return;
    st->xfb = true;
    spv_capability(ec->b, SpvCapabilityTransformFeedback);
    setup_description(ec);
    decorate_raster_stream(ec);
}

void emit_xfb_check_stage(emit_ctx *ec)
{
    /* The description is pipeline state the caller believes applies;
     * ignoring it on another stage would capture nothing without a word. */
    if (ec->opts->stream_output.element_count && !is_pre_raster(ec->shader_kind))
        xfb_refuse(ec, "stream output on a %s shader (only vertex, domain and geometry shaders feed it)",
                   dxil_shader_kind_name(ec->shader_kind));
}

void emit_xfb_begin(emit_ctx *ec)
{
    struct emit_stage_state *st = emit_stage_of(ec);
    uint32_t r = ec->opts->stream_output.rasterized_stream;
    if (r > 3 && r != DXIL2SPV_NO_RASTERIZED_STREAM)
        xfb_refuse(ec, "stream output: rasterized stream %u (0 to 3, or DXIL2SPV_NO_RASTERIZED_STREAM)", r);
    /* Vertex and domain shaders have one stream; rasterizer discard is
     * pipeline state, so only a geometry shader's choice matters here. */
    st->raster_stream = streams_apply(ec) ? r : 0;
}
