/* Derivatives and helper lanes: DerivCoarseX/Y, DerivFineX/Y, IsHelperLane,
 * and the compute-shader derivative groups (SM 6.6) that implicit
 * derivatives in compute shaders need.
 *
 * Compute derivatives use SPV_NV_compute_shader_derivatives: the extension
 * Debian's validator knows (SPV_KHR_compute_shader_derivatives reuses its
 * enum values but is newer than spirv-tools 2023.1). D3D forms quads as 2x2
 * thread blocks when numthreads X and Y are both even, else from four
 * consecutive flattened thread indices (the thread count must then be a
 * multiple of 4): DerivativeGroupQuadsNV and DerivativeGroupLinearNV.
 *
 * A group that is neither (numthreads(1, 1, 1), (3, 1, 1)...) fails DXC's
 * newer validators (SM.INCOMPATIBLETHREADGROUPDIM) but older ones accept
 * it, and DXC's code stays robust: each thread is then alone in its quad,
 * so what it differentiates is constant across the quad. The translation
 * gives D3D's result for such a quad: derivatives are 0 and implicit-LOD
 * sampling samples with zero gradients (the most detailed level the
 * sampler allows), with a warning that names the thread group. Ops whose
 * result would depend on the sampler state in a way zero gradients cannot
 * express (CalculateLOD, sampler feedback) are refused by name.
 */
#include "emit/dxop/emit_wave.h"
#include "emit/stages/emit_stage_table.h"

uint32_t emit_require_derivatives(emit_ctx *ec, ir_instr *in)
{
    if (ec->derivatives)
        return ec->derivatives;
    switch (emit_stage_desc_of(ec->shader_kind)->derivatives) {
    case EMIT_DERIVS_QUADS:
        return ec->derivatives = EMIT_DERIV_REAL;
    case EMIT_DERIVS_GROUP_QUADS:
        break;
    case EMIT_DERIVS_GROUP_QUADS_KHR:
        /* SPV_NV_compute_shader_derivatives covers GLCompute only; mesh and
         * task shaders need its KHR successor, which Debian 12's SPIR-V
         * tools (2023.1) reject. */
        emit_unsupported(ec, "%s in %s shaders (derivative groups outside compute shaders need "
                         "SPV_KHR_compute_shader_derivatives)", in && in->dxop ? in->dxop->name : "derivatives",
                         dxil_shader_kind_name(ec->shader_kind));
    default:
        emit_unsupported(ec, "%s in %s shaders", in && in->dxop ? in->dxop->name : "derivatives",
                         dxil_shader_kind_name(ec->shader_kind));
    }
    const uint32_t *n = ec->ep->numthreads;
    spv_builder *b = ec->b;
    bool quads = n[0] % 2 == 0 && n[1] % 2 == 0;
    if (!quads && ((uint64_t)n[0] * n[1] * n[2]) % 4 != 0) {
        d2s_warn(ec->ctx, "derivatives (first: %s) in a compute shader with numthreads(%u, %u, %u), which forms "
                 "no quads (X and Y are not both even and the thread count is not a multiple of 4): each thread "
                 "is alone in its quad, so derivatives are 0 and implicit-LOD sampling uses zero gradients",
                 in && in->dxop ? in->dxop->name : "derivatives", n[0], n[1], n[2]);
        return ec->derivatives = EMIT_DERIV_ZERO;
    }
    spv_id entry = emit_function_id(ec, ec->ep->func);
    spv_extension(b, "SPV_NV_compute_shader_derivatives");
    if (quads) {
        spv_capability(b, SpvCapabilityComputeDerivativeGroupQuadsNV);
        spv_execution_mode0(b, entry, SpvExecutionModeDerivativeGroupQuadsNV);
    } else {
        spv_capability(b, SpvCapabilityComputeDerivativeGroupLinearNV);
        spv_execution_mode0(b, entry, SpvExecutionModeDerivativeGroupLinearNV);
    }
    return ec->derivatives = EMIT_DERIV_REAL;
}

/* OpDPdx* take 32-bit floats only, so half goes through float (exact both
 * ways for the values a half can hold; the derivative is rounded once). */
static void h_deriv(emit_ctx *ec, ir_instr *in)
{
    if (in->num_ops < 1)
        emit_invalid(ec, "%s without its operand", in->dxop ? in->dxop->name : "derivative");
    ir_type *t = in->ops[0]->type;
    ir_type *e = t->kind == IR_TYPE_VECTOR ? t->elem : t;
    /* Types compare as SPIR-V types: a min-precision constant operand was
     * widened to the plain float type object (emit_minprec.c). */
    if (!e || (e->kind != IR_TYPE_HALF && e->kind != IR_TYPE_FLOAT) || emit_type(ec, in->v.type) != emit_type(ec, t))
        emit_invalid(ec, "%s on a value that is not half or float", in->dxop ? in->dxop->name : "derivative");
    spv_builder *b = ec->b;
    if (emit_require_derivatives(ec, in) == EMIT_DERIV_ZERO) {
        emit_set_value(ec, in, spv_const_null(b, emit_type(ec, in->v.type)));
        return;
    }
    spv_capability(b, SpvCapabilityDerivativeControl);
    static const SpvOp ops[4] = {SpvOpDPdxCoarse, SpvOpDPdyCoarse, SpvOpDPdxFine, SpvOpDPdyFine};
    SpvOp op = ops[in->aux - DXOP_DerivCoarseX];
    spv_id type = emit_type(ec, t);
    spv_id v = emit_value(ec, in->ops[0]);
    if (e->kind == IR_TYPE_FLOAT) {
        emit_set_value(ec, in, spv_unop(b, op, type, v));
        return;
    }
    spv_id ft = t->kind == IR_TYPE_VECTOR ? spv_type_vector(b, emit_t_f32(ec), (uint32_t)t->count) : emit_t_f32(ec);
    spv_id d = spv_unop(b, op, ft, spv_unop(b, SpvOpFConvert, ft, v));
    emit_set_value(ec, in, spv_unop(b, SpvOpFConvert, type, d));
}

/* Whether this invocation is a helper lane now (pixel shaders). A
 * shader whose discard demotes (options.discard DEMOTE) asks with
 * OpIsHelperInvocationEXT, the query SPV_EXT_demote_to_helper_invocation
 * defines for that: before SPIR-V 1.6 the HelperInvocation builtin need not
 * change when the invocation demotes. Otherwise helper lanes are only those
 * the rasterizer started as helpers, and the HelperInvocation builtin says
 * so (Volatile from SPIR-V 1.6, which requires it beside demote). */
spv_id emit_is_helper_lane(emit_ctx *ec)
{
    spv_builder *b = ec->b;
    struct emit_wave_state *ws = emit_wave_state_of(ec);
    if (!ws->helper_known) {
        static const uint32_t discard_op[] = {DXOP_Discard};
        bool found = false;
        emit_each_dxop_of(ec, discard_op, 1, emit_wave_note_op, &found);
        ws->helper_demotes = found && (!ec->opts || ec->opts->discard == DXIL2SPV_DISCARD_DEMOTE);
        ws->helper_known = true;
    }
    if (ws->helper_demotes) {
        if (spv_version(b) < 0x00010600)
            spv_extension(b, "SPV_EXT_demote_to_helper_invocation");
        spv_capability(b, SpvCapabilityDemoteToHelperInvocation);
        return spv_op(b, SpvOpIsHelperInvocationEXT, emit_t_bool(ec), NULL, 0);
    }
    if (!ws->var_helper) {
        spv_id var = spv_variable(b, spv_type_pointer(b, SpvStorageClassInput, emit_t_bool(ec)), SpvStorageClassInput, 0);
        spv_decorate_builtin(b, var, SpvBuiltInHelperInvocation);
        if (spv_version(b) >= 0x00010600)
            spv_decorate0(b, var, SpvDecorationVolatile);
        spv_name(b, var, "gl_HelperInvocation");
        emit_add_interface(ec, var);
        ws->var_helper = var;
    }
    return spv_load(b, emit_t_bool(ec), ws->var_helper);
}

/* Only pixel shaders have helper lanes. */
static void h_is_helper_lane(emit_ctx *ec, ir_instr *in)
{
    if (in->v.type->kind != IR_TYPE_INT || in->v.type->width != 1)
        emit_invalid(ec, "IsHelperLane must return i1");
    if (emit_stage_desc_of(ec->shader_kind)->derivatives != EMIT_DERIVS_QUADS) { /* helper lanes: pixel quads only */
        emit_set_value(ec, in, spv_const_bool(ec->b, false));
        return;
    }
    emit_set_value(ec, in, emit_is_helper_lane(ec));
}

void emit_register_deriv_ops(emit_dxop_fn *table)
{
    for (uint32_t op = DXOP_DerivCoarseX; op <= DXOP_DerivFineY; op++)
        table[op] = h_deriv;
    table[DXOP_IsHelperLane] = h_is_helper_lane;
}
