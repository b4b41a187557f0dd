/* Compute-shader system values: ThreadId, GroupId, ThreadIdInGroup,
 * FlattenedThreadIdInGroup -> the GLCompute builtin inputs.
 */
#include "emit/emit_internal.h"

enum { DXOP_THREAD_ID = 93, DXOP_GROUP_ID = 94, DXOP_THREAD_ID_IN_GROUP = 95, DXOP_FLAT_THREAD_ID = 96 };

static spv_id builtin_var(emit_ctx *ec, uint32_t which)
{
    if (ec->builtin_var[which])
        return ec->builtin_var[which];
    static const SpvBuiltIn builtins[EMIT_BI_COUNT] = {
        SpvBuiltInGlobalInvocationId, SpvBuiltInWorkgroupId, SpvBuiltInLocalInvocationId,
        SpvBuiltInLocalInvocationIndex,
    };
    static const char *const names[EMIT_BI_COUNT] = {
        "gl_GlobalInvocationID", "gl_WorkGroupID", "gl_LocalInvocationID", "gl_LocalInvocationIndex",
    };
    spv_id type = which == EMIT_BI_LOCAL_INDEX ? ec->t_u32 : spv_type_vector(ec->b, ec->t_u32, 3);
    spv_id var = spv_variable(ec->b, spv_type_pointer(ec->b, SpvStorageClassInput, type), SpvStorageClassInput, 0);
    spv_decorate_builtin(ec->b, var, builtins[which]);
    spv_name(ec->b, var, names[which]);
    emit_add_interface(ec, var);
    ec->builtin_var[which] = var;
    return var;
}

static void check_compute(emit_ctx *ec, ir_instr *in)
{
    if (!emit_kind_has_groups(ec->shader_kind))
        emit_dxop_unsupported(ec, in, "outside compute, mesh and amplification shaders");
    if (in->v.type->kind != IR_TYPE_INT || in->v.type->width != 32)
        emit_invalid(ec, "%s must return i32", in->dxop ? in->dxop->name : "thread id");
}

static void h_vector_id(emit_ctx *ec, ir_instr *in)
{
    check_compute(ec, in);
    uint32_t which = in->aux == DXOP_THREAD_ID ? EMIT_BI_GLOBAL_ID
                   : in->aux == DXOP_GROUP_ID ? EMIT_BI_GROUP_ID : EMIT_BI_LOCAL_ID;
    spv_id var = builtin_var(ec, which);
    if (in->num_ops < 1)
        emit_invalid(ec, "%s without its component", in->dxop ? in->dxop->name : "thread id");
    uint64_t comp;
    spv_id ptr_t = spv_type_pointer(ec->b, SpvStorageClassInput, ec->t_u32);
    spv_id idx;
    if (emit_const_int(in->ops[0], &comp)) {
        if (comp > 2)
            emit_invalid(ec, "%s component %llu (0 to 2 exist)", in->dxop ? in->dxop->name : "thread id",
                         (unsigned long long)comp);
        idx = emit_u32(ec, (uint32_t)comp);
    } else {
        idx = emit_value(ec, in->ops[0]);
    }
    spv_id p = spv_access_chain(ec->b, ptr_t, var, &idx, 1);
    emit_set_value(ec, in, spv_load(ec->b, ec->t_u32, p));
}

static void h_flat_id(emit_ctx *ec, ir_instr *in)
{
    check_compute(ec, in);
    emit_set_value(ec, in, spv_load(ec->b, ec->t_u32, builtin_var(ec, EMIT_BI_LOCAL_INDEX)));
}

void emit_register_compute_ops(emit_dxop_fn *table)
{
    table[DXOP_THREAD_ID] = h_vector_id;
    table[DXOP_GROUP_ID] = h_vector_id;
    table[DXOP_THREAD_ID_IN_GROUP] = h_vector_id;
    table[DXOP_FLAT_THREAD_ID] = h_flat_id;
}
