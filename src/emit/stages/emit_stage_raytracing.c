/* Ray-tracing pipeline stages: the per-stage table, the entry's incoming
 * variables, the entry wrapper-free execution models, and export names.
 *
 * D3D vs Vulkan:
 *   - a hit/miss shader's payload parameter is IncomingRayPayloadKHR, a hit
 *     shader's attribute parameter HitAttributeKHR, a callable shader's
 *     parameter IncomingCallableDataKHR (one variable each);
 *   - IgnoreHit and AcceptHitAndEndSearch are calls in DXIL but block
 *     terminators in SPIR-V (OpIgnoreIntersectionKHR, OpTerminateRayKHR);
 *     each becomes a call to a one-block helper function ending in the
 *     terminator, so the DXIL block around the call keeps its shape.
 */
#include "emit/stages/emit_raytracing.h"
#include "emit/stages/emit_rt_state.h"

static const emit_rt_stage rt_stages[] = {
    {DXIL_SHADER_RAYGEN, SpvExecutionModelRayGenerationKHR, 0, {0, 0}},
    {DXIL_SHADER_INTERSECTION, SpvExecutionModelIntersectionKHR, 0, {0, 0}},
    {DXIL_SHADER_ANYHIT, SpvExecutionModelAnyHitKHR, 2,
     {SpvStorageClassIncomingRayPayloadKHR, SpvStorageClassHitAttributeKHR}},
    {DXIL_SHADER_CLOSESTHIT, SpvExecutionModelClosestHitKHR, 2,
     {SpvStorageClassIncomingRayPayloadKHR, SpvStorageClassHitAttributeKHR}},
    {DXIL_SHADER_MISS, SpvExecutionModelMissKHR, 1, {SpvStorageClassIncomingRayPayloadKHR, 0}},
    {DXIL_SHADER_CALLABLE, SpvExecutionModelCallableKHR, 1, {SpvStorageClassIncomingCallableDataKHR, 0}},
};

const emit_rt_stage *emit_rt_stage_of(uint32_t shader_kind)
{
    for (uint32_t i = 0; i < sizeof(rt_stages) / sizeof(rt_stages[0]); i++)
        if (rt_stages[i].shader_kind == shader_kind)
            return &rt_stages[i];
    return NULL;
}

struct emit_rt_state *emit_rt_state_of(emit_ctx *ec)
{
    if (!ec->rt)
        ec->rt = d2s_zalloc(ec->ctx, sizeof(*ec->rt));
    return ec->rt;
}

void emit_rt_declare(emit_ctx *ec)
{
    spv_builder *b = ec->b;
    if (spv_version(b) < 0x00010400)
        emit_unsupported(ec, "ray-tracing pipelines (here: %s) with a SPIR-V 1.3 target: "
                             "VK_KHR_ray_tracing_pipeline needs SPIR-V 1.4 (target vulkan1.2 or later)",
                         dxil_shader_kind_name(ec->shader_kind));
    spv_extension(b, "SPV_KHR_ray_tracing");
    spv_capability(b, SpvCapabilityRayTracingKHR);
}

void emit_rt_begin(emit_ctx *ec)
{
    if (emit_rt_stage_of(ec->shader_kind))
        emit_rt_declare(ec);
}

spv_id emit_rt_variable(emit_ctx *ec, SpvStorageClass sc, ir_type *type, const char *name)
{
    spv_id var = spv_variable(ec->b, emit_ptr_type(ec, sc, type), sc, 0);
    spv_name(ec->b, var, name);
    emit_add_interface(ec, var);
    return var;
}

static const char *param_name(SpvStorageClass sc)
{
    switch (sc) {
    case SpvStorageClassIncomingRayPayloadKHR: return "incoming_payload";
    case SpvStorageClassHitAttributeKHR: return "hit_attributes";
    default: return "incoming_callable_data";
    }
}

void emit_rt_bind_entry_args(emit_ctx *ec, ir_function *f)
{
    const emit_rt_stage *st = emit_rt_stage_of(ec->shader_kind);
    struct emit_rt_state *rt = emit_rt_state_of(ec);
    ir_type *ft = f->fn_type;
    if (ft->elem && ft->elem->kind != IR_TYPE_VOID)
        emit_invalid(ec, "a %s entry point must return void", dxil_shader_kind_name(ec->shader_kind));
    if (ft->member_count != st->num_params || f->num_args != st->num_params)
        emit_invalid(ec, "a %s entry point takes %u parameters, this one %u", dxil_shader_kind_name(ec->shader_kind),
                     st->num_params, ft->member_count);
    for (uint32_t i = 0; i < st->num_params; i++) {
        ir_type *pt = ft->members[i];
        if (pt->kind != IR_TYPE_POINTER || !pt->elem || pt->elem->kind != IR_TYPE_STRUCT)
            emit_invalid(ec, "parameter %u of a %s entry point is not a pointer to a struct", i,
                         dxil_shader_kind_name(ec->shader_kind));
        SpvStorageClass sc = st->param_sc[i];
        spv_id var;
        if (sc == SpvStorageClassHitAttributeKHR) {
            var = emit_rt_hit_attributes(ec, pt->elem);
        } else {
            var = emit_rt_variable(ec, sc, pt->elem, param_name(sc));
            rt->incoming = var;
        }
        uint32_t id = f->args[i]->v.id;
        ec->vmap[id] = var;
        ec->vsc[id] = (uint32_t)sc + 1;
    }
}

spv_id emit_rt_hit_attributes(emit_ctx *ec, ir_type *type)
{
    struct emit_rt_state *rt = emit_rt_state_of(ec);
    if (rt->attr_var) {
        /* Vulkan allows one HitAttributeKHR variable per entry point. */
        if (rt->attr_type != type && emit_type(ec, rt->attr_type) != emit_type(ec, type))
            emit_unsupported(ec, "hit attributes of two different types in one entry point (Vulkan has one "
                                 "HitAttributeKHR variable per entry point)");
        return rt->attr_var;
    }
    rt->attr_type = type;
    rt->attr_var = emit_rt_variable(ec, SpvStorageClassHitAttributeKHR, type, "hit_attributes");
    return rt->attr_var;
}

/* A function whose one block is `op` (OpIgnoreIntersectionKHR or
 * OpTerminateRayKHR). */
static void terminator_fn(emit_ctx *ec, spv_id fn, SpvOp op, const char *name)
{
    spv_builder *b = ec->b;
    spv_id fn_type = spv_type_function(b, ec->t_void, NULL, 0);
    spv_function_begin(b, fn, ec->t_void, fn_type, SpvFunctionControlMaskNone);
    spv_name(b, fn, name);
    spv_block_begin(b, 0);
    spv_op_void(b, op, NULL, 0);
    spv_function_end(b);
}

spv_id emit_rt_finish(emit_ctx *ec, spv_id entry, SpvExecutionModel *model)
{
    const emit_rt_stage *st = emit_rt_stage_of(ec->shader_kind);
    if (!st)
        emit_fail(ec, D2S_ERR_INTERNAL, "entry point of a %s shader", dxil_shader_kind_name(ec->shader_kind));
    struct emit_rt_state *rt = ec->rt;
    if (rt && rt->ignore_fn)
        terminator_fn(ec, rt->ignore_fn, SpvOpIgnoreIntersectionKHR, "ignore_hit");
    if (rt && rt->accept_fn)
        terminator_fn(ec, rt->accept_fn, SpvOpTerminateRayKHR, "accept_hit_and_end_search");
    *model = st->model;
    return entry;
}
