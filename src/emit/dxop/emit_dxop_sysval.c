/* System values read through their own dx.ops (SampleIndex, Coverage,
 * InnerCoverage, GSInstanceID, OutputControlPointID, PrimitiveID,
 * DomainLocation, ViewID, StartVertexLocation, StartInstanceLocation), the
 * pixel shader's Discard, and the geometry shader's stream ops.
 *
 * Discard is OpDemoteToHelperInvocation by default: like D3D's discard, the
 * invocation stops writing anything but keeps running as a helper, so
 * derivatives in its quad stay defined. SPIR-V demotes unconditionally, so a
 * conditional discard calls a small function that demotes when its argument
 * is true (a call keeps the caller's block structure intact). The KILL and
 * TERMINATE options (for drivers without demote) end the invocation with
 * OpKill / OpTerminateInvocation, which are block terminators: every such
 * discard, constant or not, goes through that function, so the terminator
 * ends a block of its own there and the structured caller is left as is.
 *
 * RenderTargetGetSampleCount: SPIR-V has no query for the rasterization
 * sample count, so it is a uint spec constant (default 1) whose SpecId the
 * application learns from the reflection and sets at pipeline creation.
 *
 * Geometry streams: D3D outputs are undefined after an emit, and so are
 * SPIR-V's, so StoreOutput/EmitStream map one to one; PointSize, which
 * D3D code never writes, is stored before every emit of a point stream.
 * Which D3D stream becomes which SPIR-V stream, and which emits are
 * dropped because nothing observes their stream, is decided with the
 * stream-output description (emit_stage_xfb.c).
 */
#include "emit/resources/emit_image.h"
#include "emit/stages/emit_stage.h"

/* Which stage may call which op is D3D's rule, checked for every dx.op by
 * emit_stage_check_dxop() from the generated table; here only the state the
 * handlers need. */
static void need_stage_state(emit_ctx *ec)
{
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
    need_stage_state(ec);
    need_u32_result(ec, in);
    emit_set_value(ec, in, load_builtin(ec, SBI_SAMPLE_ID));
}

static void h_coverage(emit_ctx *ec, ir_instr *in)
{
    need_stage_state(ec);
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
    need_stage_state(ec);
    need_u32_result(ec, in);
    spv_builder *b = ec->b;
    spv_id full = spv_load(b, emit_t_bool(ec), emit_stage_builtin(ec, SBI_FULLY_COVERED));
    emit_set_value(ec, in, spv_select(b, ec->t_u32, full, emit_u32(ec, 1), emit_u32(ec, 0)));
}

/* GSInstanceID and OutputControlPointID are both InvocationId. */
static void h_invocation_id(emit_ctx *ec, ir_instr *in)
{
    need_stage_state(ec);
    need_u32_result(ec, in);
    emit_set_value(ec, in, load_builtin(ec, SBI_INVOCATION_ID));
}

static void h_primitive_id(emit_ctx *ec, ir_instr *in)
{
    need_stage_state(ec);
    need_u32_result(ec, in);
    emit_set_value(ec, in, load_builtin(ec, SBI_PRIMITIVE_ID));
}

static void h_domain_location(emit_ctx *ec, ir_instr *in)
{
    need_stage_state(ec);
    if (!in->v.type || in->v.type->kind != IR_TYPE_FLOAT)
        emit_invalid(ec, "DomainLocation must return float");
    uint64_t c = emit_imm(ec, in, 0);
    if (c > 2)
        emit_invalid(ec, "DomainLocation component %llu (0 to 2 exist)", (unsigned long long)c);
    spv_builder *b = ec->b;
    spv_id idx = emit_u32(ec, (uint32_t)c);
    spv_id p = spv_access_chain(b, spv_type_pointer(b, SpvStorageClassInput, emit_t_f32(ec)),
                                emit_stage_builtin(ec, SBI_TESS_COORD), &idx, 1);
    emit_set_value(ec, in, spv_load(b, emit_t_f32(ec), p));
}

static void h_view_id(emit_ctx *ec, ir_instr *in)
{
    need_stage_state(ec);
    need_u32_result(ec, in);
    emit_set_value(ec, in, emit_views_view_id(ec));
}

/* SV_StartVertexLocation / SV_StartInstanceLocation: the draw's first
 * vertex (or vertex offset) and first instance. */
static void h_start_location(emit_ctx *ec, ir_instr *in)
{
    need_stage_state(ec);
    need_u32_result(ec, in);
    emit_set_value(ec, in, load_builtin(ec, in->aux == DXOP_StartVertexLocation ? SBI_BASE_VERTEX
                                                                                   : SBI_BASE_INSTANCE));
}

/* ---- discard ------------------------------------------------------------------- */

static uint32_t discard_mode(emit_ctx *ec)
{
    return ec->opts ? (uint32_t)ec->opts->discard : DXIL2SPV_DISCARD_DEMOTE;
}

/* The capability or extension the discard instruction needs. */
static void discard_requirements(emit_ctx *ec)
{
    spv_builder *b = ec->b;
    switch (discard_mode(ec)) {
    case DXIL2SPV_DISCARD_DEMOTE:
        if (spv_version(b) < 0x00010600)
            spv_extension(b, "SPV_EXT_demote_to_helper_invocation");
        spv_capability(b, SpvCapabilityDemoteToHelperInvocation);
        break;
    case DXIL2SPV_DISCARD_TERMINATE:
        /* core in SPIR-V 1.6 (Vulkan 1.3), an extension before */
        if (spv_version(b) < 0x00010600)
            spv_extension(b, "SPV_KHR_terminate_invocation");
        break;
    case DXIL2SPV_DISCARD_KILL:
        break;
    default:
        emit_fail(ec, D2S_ERR_ARGUMENT, "options.discard = %u is not a dxil2spv_discard_mode",
                  discard_mode(ec));
    }
}

static void h_discard(emit_ctx *ec, ir_instr *in)
{
    need_stage_state(ec);
    if (in->num_ops < 1 || !in->ops[0] || in->ops[0]->type->kind != IR_TYPE_INT || in->ops[0]->type->width != 1)
        emit_invalid(ec, "Discard without its i1 condition");
    uint64_t c;
    bool is_const = emit_const_int(in->ops[0], &c);
    if (is_const && !(c & 1))
        return;
    discard_requirements(ec);
    spv_builder *b = ec->b;
    bool demote = discard_mode(ec) == DXIL2SPV_DISCARD_DEMOTE;
    if (is_const && demote) {
        spv_op_void(b, SpvOpDemoteToHelperInvocation, NULL, 0);
        return;
    }
    struct emit_stage_state *st = ec->stage;
    if (!st->discard_fn)
        st->discard_fn = spv_alloc_id(b);
    spv_id cond = is_const ? spv_const_bool(b, true) : emit_value(ec, in->ops[0]);
    spv_call(b, ec->t_void, st->discard_fn, &cond, 1);
}

void emit_stage_discard_body(emit_ctx *ec)
{
    struct emit_stage_state *st = ec->stage;
    if (!st || !st->discard_fn)
        return;
    spv_builder *b = ec->b;
    spv_id t_bool = emit_t_bool(ec);
    spv_id fn_type = spv_type_function(b, ec->t_void, &t_bool, 1);
    spv_function_begin(b, st->discard_fn, ec->t_void, fn_type, SpvFunctionControlMaskNone);
    spv_name(b, st->discard_fn, "discard_if");
    spv_id cond = spv_function_param(b, emit_t_bool(ec));
    spv_id l_discard = spv_alloc_id(b), l_end = spv_alloc_id(b);
    spv_block_begin(b, 0);
    spv_selection_merge(b, l_end, SpvSelectionControlMaskNone);
    spv_branch_cond(b, cond, l_discard, l_end);
    spv_block_begin(b, l_discard);
    switch (discard_mode(ec)) {
    case DXIL2SPV_DISCARD_KILL:
        spv_op_void(b, SpvOpKill, NULL, 0);
        break;
    case DXIL2SPV_DISCARD_TERMINATE:
        spv_op_void(b, SpvOpTerminateInvocation, NULL, 0);
        break;
    default:
        spv_op_void(b, SpvOpDemoteToHelperInvocation, NULL, 0);
        spv_branch(b, l_end);
        break;
    }
    spv_block_begin(b, l_end);
    spv_return(b);
    spv_function_end(b);
}

/* ---- render-target sample count ----------------------------------------------- */

static spv_id render_target_sample_count(emit_ctx *ec)
{
    struct emit_stage_state *st = ec->stage;
    if (!st->sample_count && ec->opts && ec->opts->rasterizer_sample_count) {
        /* The pipeline's sample count is known: a constant, no spec constant to set. */
        uint32_t n = ec->opts->rasterizer_sample_count;
        if (n > 64 || (n & (n - 1)))
            emit_fail(ec, D2S_ERR_ARGUMENT, "options.rasterizer_sample_count = %u is not a Vulkan sample count "
                      "(1, 2, 4, ... 64)", n);
        st->sample_count = spv_const_u32(ec->b, ec->opts->rasterizer_sample_count);
    } else if (!st->sample_count) {
        uint32_t spec_id = ec->opts ? ec->opts->sample_count_spec_id : 0;
        if (spec_id > (uint32_t)INT32_MAX)
            emit_fail(ec, D2S_ERR_ARGUMENT, "options.sample_count_spec_id = %u does not fit the reflection's "
                      "int32_t sample_count_spec_id", spec_id);
        st->sample_count = spv_spec_const_scalar(ec->b, ec->t_u32, 1, spec_id);
        spv_name(ec->b, st->sample_count, "render_target_sample_count");
        ec->reflection->sample_count_spec_id = (int32_t)spec_id;
    }
    return st->sample_count;
}

static void h_render_target_sample_count(emit_ctx *ec, ir_instr *in)
{
    need_stage_state(ec);
    need_u32_result(ec, in);
    emit_set_value(ec, in, render_target_sample_count(ec));
}

/* RenderTargetGetSamplePosition(index): the standard pattern of the
 * rasterization sample count, as D3D answers for a render target without
 * programmable sample positions; Vulkan's standard locations are the same. */
static void h_render_target_sample_position(emit_ctx *ec, ir_instr *in)
{
    need_stage_state(ec);
    if (in->num_ops < 1)
        emit_invalid(ec, "RenderTargetGetSamplePosition without its index operand");
    if (!emit_is_sample_pos_type(ec, in->v.type))
        emit_invalid(ec, "RenderTargetGetSamplePosition must return a dx.types.SamplePos");
    spv_id count = render_target_sample_count(ec);
    spv_id index = emit_value(ec, in->ops[0]);
    emit_set_value(ec, in, emit_standard_sample_position(ec, count, index, in->v.type, &ec->stage->rt_sample_positions));
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
    need_stage_state(ec);
    int32_t s = emit_xfb_stream_target(ec, stream_of(ec, in));
    if (s < 0)
        return;
    spv_id sid = s ? emit_u32(ec, (uint32_t)s) : 0;
    if (in->aux != DXOP_CutStream) {
        emit_stage_write_point_size(ec);
        if (s)
            spv_op_void(ec->b, SpvOpEmitStreamVertex, &sid, 1);
        else
            spv_op_void(ec->b, SpvOpEmitVertex, NULL, 0);
    }
    if (in->aux != DXOP_EmitStream) {
        if (s)
            spv_op_void(ec->b, SpvOpEndStreamPrimitive, &sid, 1);
        else
            spv_op_void(ec->b, SpvOpEndPrimitive, NULL, 0);
    }
}

void emit_register_sysval_ops(emit_dxop_fn *table)
{
    table[DXOP_SampleIndex] = h_sample_index;
    table[DXOP_Coverage] = h_coverage;
    table[DXOP_InnerCoverage] = h_inner_coverage;
    table[DXOP_GSInstanceID] = h_invocation_id;
    table[DXOP_OutputControlPointID] = h_invocation_id;
    table[DXOP_PrimitiveID] = h_primitive_id;
    table[DXOP_DomainLocation] = h_domain_location;
    table[DXOP_ViewID] = h_view_id;
    table[DXOP_StartVertexLocation] = h_start_location;
    table[DXOP_StartInstanceLocation] = h_start_location;
    table[DXOP_Discard] = h_discard;
    table[DXOP_RenderTargetGetSampleCount] = h_render_target_sample_count;
    table[DXOP_RenderTargetGetSamplePosition] = h_render_target_sample_position;
    table[DXOP_EmitStream] = h_stream;
    table[DXOP_CutStream] = h_stream;
    table[DXOP_EmitThenCutStream] = h_stream;
}
