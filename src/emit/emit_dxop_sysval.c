/* System values read through their own dx.ops (SampleIndex, Coverage,
 * InnerCoverage, GSInstanceID, OutputControlPointID, PrimitiveID,
 * DomainLocation, ViewID, StartVertexLocation, StartInstanceLocation), the
 * pixel shader's Discard, and the geometry shader's stream ops.
 *
 * Discard is OpDemoteToHelperInvocation: like D3D's discard, the invocation
 * stops writing anything but keeps running as a helper, so derivatives in
 * its quad stay defined. SPIR-V demotes unconditionally, so a conditional
 * discard calls a small function that demotes when its argument is true
 * (a call keeps the caller's block structure intact).
 *
 * Geometry streams: D3D outputs are undefined after an emit, and so are
 * SPIR-V's, so StoreOutput/EmitStream map one to one; PointSize, which
 * D3D code never writes, is stored before every emit of a point stream.
 * Streams other than 0 only feed stream output (transform feedback), which
 * the translator does not set up (emit_stage_io.c drops their outputs), so
 * their emits and cuts are dropped too: the shader then needs neither the
 * GeometryStreams capability nor Vulkan's geometryStreams feature, and
 * rasterizes exactly what D3D rasterizes without stream output.
 */
#include "emit/emit_stage.h"

#define K(x) (1u << DXIL_SHADER_##x)

static void need_stage(emit_ctx *ec, ir_instr *in, uint32_t kind_mask)
{
    if (!(kind_mask & (1u << ec->shader_kind)))
        emit_dxop_unsupported(ec, in, d2s_sprintf(ec->ctx, "in %s shaders", dxil_shader_kind_name(ec->shader_kind)));
    if (!ec->stage)
        emit_fail(ec, D2S_ERR_INTERNAL, "graphics-stage op without the stage state");
}

static void need_u32_result(emit_ctx *ec, ir_instr *in)
{
    if (!in->v.type || in->v.type->kind != IR_TYPE_INT || in->v.type->width != 32)
        emit_invalid(ec, "%s must return i32", in->dxop ? in->dxop->name : "dx.op");
}

static spv_id load_builtin(emit_ctx *ec, uint32_t which)
{
    return spv_load(ec->b, ec->t_u32, emit_stage_builtin(ec, which));
}

/* ---- system values ----------------------------------------------------------- */

static void h_sample_index(emit_ctx *ec, ir_instr *in)
{
    need_stage(ec, in, K(PIXEL));
    need_u32_result(ec, in);
    emit_set_value(ec, in, load_builtin(ec, SBI_SAMPLE_ID));
}

static void h_coverage(emit_ctx *ec, ir_instr *in)
{
    need_stage(ec, in, K(PIXEL));
    need_u32_result(ec, in);
    spv_builder *b = ec->b;
    spv_id idx = emit_u32(ec, 0);
    spv_id p = spv_access_chain(b, spv_type_pointer(b, SpvStorageClassInput, ec->t_u32),
                                emit_stage_builtin(ec, SBI_SAMPLE_MASK), &idx, 1);
    emit_set_value(ec, in, spv_load(b, ec->t_u32, p));
}

/* SV_InnerCoverage: 1 when the pixel is fully covered (underestimating
 * conservative rasterization), else 0. */
static void h_inner_coverage(emit_ctx *ec, ir_instr *in)
{
    need_stage(ec, in, K(PIXEL));
    need_u32_result(ec, in);
    spv_builder *b = ec->b;
    spv_id full = spv_load(b, ec->t_bool, emit_stage_builtin(ec, SBI_FULLY_COVERED));
    emit_set_value(ec, in, spv_select(b, ec->t_u32, full, emit_u32(ec, 1), emit_u32(ec, 0)));
}

/* GSInstanceID and OutputControlPointID are both InvocationId. */
static void h_invocation_id(emit_ctx *ec, ir_instr *in)
{
    need_stage(ec, in, in->aux == DXOP_GS_INSTANCE_ID ? K(GEOMETRY) : K(HULL));
    need_u32_result(ec, in);
    emit_set_value(ec, in, load_builtin(ec, SBI_INVOCATION_ID));
}

static void h_primitive_id(emit_ctx *ec, ir_instr *in)
{
    need_stage(ec, in, K(GEOMETRY) | K(HULL) | K(DOMAIN));
    need_u32_result(ec, in);
    emit_set_value(ec, in, load_builtin(ec, SBI_PRIMITIVE_ID));
}

static void h_domain_location(emit_ctx *ec, ir_instr *in)
{
    need_stage(ec, in, K(DOMAIN));
    if (!in->v.type || in->v.type->kind != IR_TYPE_FLOAT)
        emit_invalid(ec, "DomainLocation must return float");
    uint64_t c = emit_imm(ec, in, 0);
    if (c > 2)
        emit_invalid(ec, "DomainLocation component %llu (0 to 2 exist)", (unsigned long long)c);
    spv_builder *b = ec->b;
    spv_id idx = emit_u32(ec, (uint32_t)c);
    spv_id p = spv_access_chain(b, spv_type_pointer(b, SpvStorageClassInput, ec->t_f32),
                                emit_stage_builtin(ec, SBI_TESS_COORD), &idx, 1);
    emit_set_value(ec, in, spv_load(b, ec->t_f32, p));
}

static void h_view_id(emit_ctx *ec, ir_instr *in)
{
    need_stage(ec, in, K(VERTEX) | K(HULL) | K(DOMAIN) | K(GEOMETRY) | K(PIXEL));
    need_u32_result(ec, in);
    emit_set_value(ec, in, load_builtin(ec, SBI_VIEW_INDEX));
}

/* SV_StartVertexLocation / SV_StartInstanceLocation: the draw's first
 * vertex (or vertex offset) and first instance. */
static void h_start_location(emit_ctx *ec, ir_instr *in)
{
    need_stage(ec, in, K(VERTEX));
    need_u32_result(ec, in);
    emit_set_value(ec, in, load_builtin(ec, in->aux == DXOP_START_VERTEX_LOCATION ? SBI_BASE_VERTEX
                                                                                   : SBI_BASE_INSTANCE));
}

/* ---- discard ------------------------------------------------------------------- */

static void demote_capability(emit_ctx *ec)
{
    spv_builder *b = ec->b;
    if (spv_version(b) < 0x00010600)
        spv_extension(b, "SPV_EXT_demote_to_helper_invocation");
    spv_capability(b, SpvCapabilityDemoteToHelperInvocation);
}

static void h_discard(emit_ctx *ec, ir_instr *in)
{
    need_stage(ec, in, K(PIXEL));
    if (in->num_ops < 1 || !in->ops[0] || in->ops[0]->type->kind != IR_TYPE_INT || in->ops[0]->type->width != 1)
        emit_invalid(ec, "Discard without its i1 condition");
    uint64_t c;
    bool is_const = emit_const_int(in->ops[0], &c);
    if (is_const && !(c & 1))
        return;
    demote_capability(ec);
    spv_builder *b = ec->b;
    if (is_const) {
        spv_op_void(b, SpvOpDemoteToHelperInvocation, NULL, 0);
        return;
    }
    struct emit_stage_state *st = ec->stage;
    if (!st->discard_fn)
        st->discard_fn = spv_alloc_id(b);
    spv_id cond = emit_value(ec, in->ops[0]);
    spv_call(b, ec->t_void, st->discard_fn, &cond, 1);
}

void emit_stage_discard_body(emit_ctx *ec)
{
    struct emit_stage_state *st = ec->stage;
    if (!st || !st->discard_fn)
        return;
    spv_builder *b = ec->b;
    spv_id fn_type = spv_type_function(b, ec->t_void, &ec->t_bool, 1);
    spv_function_begin(b, st->discard_fn, ec->t_void, fn_type, SpvFunctionControlMaskNone);
    spv_name(b, st->discard_fn, "discard_if");
    spv_id cond = spv_function_param(b, ec->t_bool);
    spv_id l_demote = spv_alloc_id(b), l_end = spv_alloc_id(b);
    spv_block_begin(b, 0);
    spv_selection_merge(b, l_end, SpvSelectionControlMaskNone);
    spv_branch_cond(b, cond, l_demote, l_end);
    spv_block_begin(b, l_demote);
    spv_op_void(b, SpvOpDemoteToHelperInvocation, NULL, 0);
    spv_branch(b, l_end);
    spv_block_begin(b, l_end);
    spv_return(b);
    spv_function_end(b);
}

/* ---- geometry streams --------------------------------------------------------------- */

static uint32_t stream_of(emit_ctx *ec, ir_instr *in)
{
    uint64_t s = emit_imm(ec, in, 0);
    if (s > 3)
        emit_invalid(ec, "%s on stream %llu (0 to 3 exist)", in->dxop ? in->dxop->name : "stream op",
                     (unsigned long long)s);
    if (s && !(ec->ep->gs.stream_mask & (1u << s)))
        emit_invalid(ec, "%s on stream %llu, which the entry point's stream mask 0x%x does not declare",
                     in->dxop ? in->dxop->name : "stream op", (unsigned long long)s, ec->ep->gs.stream_mask);
    return (uint32_t)s;
}

static void h_stream(emit_ctx *ec, ir_instr *in)
{
    need_stage(ec, in, K(GEOMETRY));
    if (stream_of(ec, in) != 0)
        return;
    if (in->aux != DXOP_CUT_STREAM) {
        emit_stage_write_point_size(ec);
        spv_op_void(ec->b, SpvOpEmitVertex, NULL, 0);
    }
    if (in->aux != DXOP_EMIT_STREAM)
        spv_op_void(ec->b, SpvOpEndPrimitive, NULL, 0);
}

void emit_register_sysval_ops(emit_dxop_fn *table)
{
    table[DXOP_SAMPLE_INDEX] = h_sample_index;
    table[DXOP_COVERAGE] = h_coverage;
    table[DXOP_INNER_COVERAGE] = h_inner_coverage;
    table[DXOP_GS_INSTANCE_ID] = h_invocation_id;
    table[DXOP_OUTPUT_CONTROL_POINT_ID] = h_invocation_id;
    table[DXOP_PRIMITIVE_ID] = h_primitive_id;
    table[DXOP_DOMAIN_LOCATION] = h_domain_location;
    table[DXOP_VIEW_ID] = h_view_id;
    table[DXOP_START_VERTEX_LOCATION] = h_start_location;
    table[DXOP_START_INSTANCE_LOCATION] = h_start_location;
    table[DXOP_DISCARD] = h_discard;
    table[DXOP_EMIT_STREAM] = h_stream;
    table[DXOP_CUT_STREAM] = h_stream;
    table[DXOP_EMIT_THEN_CUT_STREAM] = h_stream;
}
