/* Memory the shader addresses through LLVM pointers: local arrays (alloca ->
 * Function variables), static globals (Private), groupshared globals
 * (Workgroup); GEP -> OpAccessChain, load/store, and atomics on groupshared
 * memory.
 *
 * SPIR-V for Vulkan has logical addressing only: a pointer is always a chain
 * from one variable, so pointers chosen by phi/select are refused by name.
 * Pointer casts become access chains into the variable's own type
 * (emit_ptrcast.c); pointer arithmetic is composed back to the variable,
 * and a pointer past its end reads 0 and drops stores, as D3D defines for
 * groupshared memory (emit_ptrarith.c). Resource handles in memory are
 * descriptor indices (emit_handle_mem.c).
 */
#include "emit/emit_internal.h"
#include "emit/stages/emit_raytracing.h"
#include "emit/stages/emit_stage_table.h"

/* ---- globals ----------------------------------------------------------------- */

void emit_globals(emit_ctx *ec)
{
    ir_module *m = ec->m;
    emit_ptrmap_init(ec->ctx, &ec->global_index, m->num_globals);
    for (uint32_t i = 0; i < m->num_globals; i++)
        emit_ptrmap_put(&ec->global_index, m->globals[i], i);
    ec->global_var = d2s_zalloc_array(ec->ctx, m->num_globals ? m->num_globals : 1, sizeof(*ec->global_var));
    ec->global_sc = d2s_zalloc_array(ec->ctx, m->num_globals ? m->num_globals : 1, sizeof(*ec->global_sc));
    emit_ptrcast_prepare(ec);
}

static const char *global_name(const ir_global *g)
{
    return g->v.name ? g->v.name : "?";
}

/* Variables are made on first use, so that globals the entry point never
 * touches (resource symbols, other entries' data) cost nothing. */
spv_id emit_global_var(emit_ctx *ec, ir_global *g)
{
    uint32_t i = emit_ptrmap_get(&ec->global_index, g);
    if (i == EMIT_NONE)
        emit_fail(ec, D2S_ERR_INTERNAL, "global '%s' is not in the module's list", global_name(g));
    if (ec->global_var[i])
        return ec->global_var[i];

    SpvStorageClass sc;
    switch (g->addrspace) {
    case IR_ADDRSPACE_DEFAULT: sc = SpvStorageClassPrivate; break;
    case IR_ADDRSPACE_GROUPSHARED:
        sc = g == ec->task_payload_global ? SpvStorageClassTaskPayloadWorkgroupEXT : SpvStorageClassWorkgroup;
        break;
    default:
        emit_unsupported(ec, "global '%s' in address space %u", global_name(g), g->addrspace);
    }
    if (g->value_type->kind == IR_TYPE_OPAQUE)
        emit_unsupported(ec, "resource variable '%s' accessed through memory (library-style handles)",
                         global_name(g));
    bool handles = emit_type_holds_handle(g->value_type);
    if (handles && sc != SpvStorageClassPrivate)
        emit_unsupported(ec, "resource handles in groupshared variable '%s'", global_name(g));
    spv_id ptr_type = emit_ptr_type(ec, sc, emit_global_memory_type(ec, g));
    spv_id init = 0;
    /* Workgroup memory cannot be initialized in Vulkan (and D3D ignores
     * groupshared initializers); undef initializers mean "none", and so
     * does a static resource variable's (an unassigned resource variable
     * names no descriptor; emit_handle_mem.c). */
    if (g->init && sc == SpvStorageClassPrivate && g->init->kind != IR_VAL_CONST_UNDEF && !handles) {
        if (g->init->kind == IR_VAL_CONST_EXPR || g->init->kind == IR_VAL_GLOBAL)
            emit_unsupported(ec, "initializer of global '%s' is not a plain constant", global_name(g));
        init = emit_value(ec, g->init);
    }
    spv_id var = spv_variable(ec->b, ptr_type, sc, init);
    if (g->v.name)
        spv_name(ec->b, var, g->v.name);
    emit_add_interface(ec, var);
    ec->global_var[i] = var;
    ec->global_sc[i] = sc;
    return var;
}

SpvStorageClass emit_ptr_storage(emit_ctx *ec, ir_value *ptr, uint32_t depth)
{
    if (depth > ec->ctx->limits.max_nesting)
        emit_fail(ec, D2S_ERR_LIMIT, "pointer expression nests deeper than %u levels", ec->ctx->limits.max_nesting);
    switch (ptr->kind) {
    case IR_VAL_GLOBAL: {
        emit_global_var(ec, (ir_global *)ptr);
        return ec->global_sc[emit_ptrmap_get(&ec->global_index, ptr)];
    }
    case IR_VAL_INSTR:
        if (ec->fn && ptr->id < ec->fn->num_values && ec->vsc[ptr->id] == EMIT_VSC_POINTER_CAST) {
            const emit_ptr_view *pv = emit_ptr_view_of(ec, ptr);
            if (!pv)
                emit_unsupported(ec, "memory access through a pointer cast (%%%u)", ptr->id);
            return pv->sc;
        }
        if (ec->fn && ptr->id < ec->fn->num_values && ec->vsc[ptr->id] == EMIT_VSC_OUT_OF_BOUNDS)
            return emit_ptr_storage(ec, ((ir_instr *)ptr)->ops[0], depth + 1); /* a GEP: its variable's */
        if (ec->fn && ptr->id < ec->fn->num_values && ec->vsc[ptr->id])
            return (SpvStorageClass)(ec->vsc[ptr->id] - 1);
        emit_unsupported(ec, "pointer %%%u that does not come from a variable (phi, select or call)", ptr->id);
    case IR_VAL_CONST_EXPR: {
        const ir_const *c = (const ir_const *)ptr;
        if (c->u.expr.count < 1 || (c->u.expr.op != IR_OP_GEP && c->u.expr.op != IR_OP_BITCAST))
            emit_unsupported(ec, "pointer constant expression '%s'", ir_op_name((ir_op)c->u.expr.op));
        return emit_ptr_storage(ec, c->u.expr.ops[0], depth + 1);
    }
    case IR_VAL_ARG:
        /* a ray-tracing entry's payload/attribute parameters (emit_rt_bind_entry_args) */
        if (ec->fn && ptr->id < ec->fn->num_values && ec->vsc[ptr->id])
            return (SpvStorageClass)(ec->vsc[ptr->id] - 1);
        emit_unsupported(ec, "pointer function arguments");
    default:
        emit_unsupported(ec, "pointer operand of kind %u", ptr->kind);
    }
}

void emit_set_pointer(emit_ctx *ec, ir_instr *in, spv_id id, SpvStorageClass sc)
{
    emit_set_value(ec, in, id);
    if (in->v.id != UINT32_MAX)
        ec->vsc[in->v.id] = (uint32_t)sc + 1;
}

void emit_alloca(emit_ctx *ec, ir_instr *in)
{
    uint64_t n = 1;
    if (in->num_ops >= 1 && (!emit_const_int(in->ops[0], &n) || n != 1))
        emit_unsupported(ec, "alloca of a variable or non-1 element count");
    if (!in->aux_type)
        emit_invalid(ec, "alloca without a type");
    spv_id var = spv_variable(ec->b, emit_ptr_type(ec, SpvStorageClassFunction, in->aux_type),
                              SpvStorageClassFunction, 0);
    emit_set_pointer(ec, in, var, SpvStorageClassFunction);
}

ir_type *emit_gep_indices(emit_ctx *ec, ir_type *cur, ir_value *const *idx, uint32_t n, spv_id *chain)
{
    for (uint32_t i = 0; i < n; i++) {
        if (cur->kind == IR_TYPE_STRUCT) {
            uint64_t k;
            if (!emit_const_int(idx[i], &k) || k >= cur->member_count)
                emit_invalid(ec, "getelementptr: struct index %u is not a valid constant", i + 1);
            chain[i] = emit_u32(ec, (uint32_t)k);
            cur = cur->members[k];
        } else if (cur->kind == IR_TYPE_ARRAY || cur->kind == IR_TYPE_VECTOR) {
            if (idx[i]->type->kind != IR_TYPE_INT)
                emit_invalid(ec, "getelementptr: index %u is not an integer", i + 1);
            chain[i] = emit_value(ec, idx[i]);
            /* An i1 is a SPIR-V bool, which OpAccessChain does not take; LLVM
             * sign-extends GEP indices, so true is -1. */
            if (idx[i]->type->width == 1)
                chain[i] = spv_select(ec->b, ec->t_u32, chain[i], emit_u32(ec, UINT32_MAX), emit_u32(ec, 0));
            cur = cur->elem;
        } else {
            emit_invalid(ec, "getelementptr: index %u steps into a scalar", i + 1);
        }
    }
    return cur;
}

/* LLVM GEP: the first index steps over the pointer itself, which logical
 * addressing cannot do beyond the variable: a first index other than 0 is
 * composed back to the variable (emit_ptrarith.c); the rest index into the
 * pointee like OpAccessChain. *out_of_bounds: the GEP points outside its
 * variable (no SPIR-V value). */
static spv_id gep_chain(emit_ctx *ec, ir_value *base, ir_value **idx, uint32_t n, ir_type *src,
                        ir_type *result_type, SpvStorageClass *out_sc, bool *out_of_bounds)
{
    *out_of_bounds = false;
    if (base->type->kind != IR_TYPE_POINTER)
        emit_invalid(ec, "getelementptr on a non-pointer");
    if (!src)
        src = base->type->elem;
    const emit_ptr_view *pv = emit_ptr_view_of(ec, base);
    if (pv) /* through a pointer cast (emit_ptrcast.c) */
        return emit_view_gep(ec, pv, src, idx, n, result_type, out_sc);
    uint64_t first;
    if (n && (!emit_const_int(idx[0], &first) || first != 0 || emit_ptr_out_of_bounds(ec, base)))
        return emit_gep_offset(ec, base, idx, n, result_type, out_sc, out_of_bounds);
    SpvStorageClass sc = emit_ptr_storage(ec, base, 0);
    spv_id base_id = emit_value(ec, base);
    *out_sc = sc;
    if (n <= 1)
        return base_id;
    spv_id *chain = d2s_alloc_array(ec->ctx, n - 1, sizeof(*chain));
    ir_type *cur = emit_gep_indices(ec, src, idx + 1, n - 1, chain);
    if (result_type && result_type->kind == IR_TYPE_POINTER && result_type->elem != cur &&
        emit_mem_type(ec, result_type->elem) != emit_mem_type(ec, cur))
        emit_invalid(ec, "getelementptr: result type does not match the indexed type");
    return spv_access_chain(ec->b, spv_type_pointer(ec->b, sc, emit_mem_type(ec, cur)), base_id, chain, n - 1);
}

void emit_gep(emit_ctx *ec, ir_instr *in)
{
    if (in->num_ops < 1)
        emit_invalid(ec, "getelementptr without a base");
    if (emit_lib_resource_gep(ec, in))
        return; /* an element of a library resource array: the load makes the handle */
    SpvStorageClass sc;
    bool out_of_bounds;
    ec->view_real = NULL;
    spv_id id = gep_chain(ec, in->ops[0], in->ops + 1, in->num_ops - 1, in->aux_type, in->v.type, &sc,
                          &out_of_bounds);
    if (out_of_bounds) {
        if (in->v.id != UINT32_MAX && ec->fn && in->v.id < ec->fn->num_values)
            ec->vsc[in->v.id] = EMIT_VSC_OUT_OF_BOUNDS;
        return;
    }
    emit_set_pointer(ec, in, id, sc);
    if (ec->view_real) /* the element reached through a cast has another type in memory */
        emit_ptr_view_set_real(ec, in, id, sc, ec->view_real);
}

spv_id emit_gep_expr(emit_ctx *ec, ir_const *c)
{
    if (c->u.expr.count < 1)
        emit_invalid(ec, "getelementptr constant expression without a base");
    SpvStorageClass sc;
    bool out_of_bounds;
    spv_id id = gep_chain(ec, c->u.expr.ops[0], c->u.expr.ops + 1, c->u.expr.count - 1, c->u.expr.source_type,
                          c->v.type, &sc, &out_of_bounds);
    if (out_of_bounds)
        emit_unsupported(ec, "a pointer outside its variable (a constant getelementptr past its end) used other "
                             "than by a load, store or atomic");
    return id;
}

void emit_load(emit_ctx *ec, ir_instr *in)
{
    if (in->num_ops < 1)
        emit_invalid(ec, "load without a pointer");
    if (emit_lib_resource_load(ec, in))
        return;
    if (emit_ptr_out_of_bounds(ec, in->ops[0])) { /* D3D: an out-of-bounds load reads 0 */
        if (emit_type_is_handle(in->v.type))
            emit_unsupported(ec, "a resource handle loaded from outside its variable");
        emit_set_value(ec, in, spv_const_null(ec->b, emit_type(ec, in->v.type)));
        return;
    }
    emit_ptr_storage(ec, in->ops[0], 0);
    ir_type *real = NULL;
    spv_id ptr = emit_access_ptr(ec, in->ops[0], &real);
    if (emit_type_is_handle(in->v.type)) { /* a resource variable in memory */
        emit_handle_load(ec, in, ptr);
        return;
    }
    spv_id v = spv_load(ec->b, emit_type(ec, real ? real : in->v.type), ptr);
    if (real) /* a value read through a pointer cast: the same bits as the IR type */
        v = spv_unop(ec->b, SpvOpBitcast, emit_type(ec, in->v.type), v);
    emit_set_value(ec, in, v);
}

/* A mesh shader reads its payload (HLSL's `in payload`); SPIR-V makes
 * TaskPayloadWorkgroupEXT read-only there. */
static void check_writable(emit_ctx *ec, SpvStorageClass sc, const char *what)
{
    if (sc == SpvStorageClassTaskPayloadWorkgroupEXT &&
        emit_stage_desc_of(ec->shader_kind)->model == SpvExecutionModelMeshEXT)
        emit_invalid(ec, "%s to the mesh payload, which a mesh shader can only read", what);
}

void emit_store(emit_ctx *ec, ir_instr *in)
{
    if (in->num_ops < 2)
        emit_invalid(ec, "store without pointer and value");
    check_writable(ec, emit_ptr_storage(ec, in->ops[0], 0), "a store");
    if (emit_ptr_out_of_bounds(ec, in->ops[0]))
        return; /* D3D drops an out-of-bounds store */
    ir_type *real = NULL;
    spv_id ptr = emit_access_ptr(ec, in->ops[0], &real);
    if (emit_type_is_handle(in->ops[1]->type)) { /* a resource variable in memory */
        emit_handle_store(ec, in, ptr);
        return;
    }
    spv_id v = emit_value(ec, in->ops[1]);
    if (real)
        v = spv_unop(ec->b, SpvOpBitcast, emit_type(ec, real), v);
    spv_store(ec->b, ptr, v);
}

/* LLVM AtomicRMWInst::BinOp */
enum { RMW_XCHG, RMW_ADD, RMW_SUB, RMW_AND, RMW_NAND, RMW_OR, RMW_XOR, RMW_MAX, RMW_MIN, RMW_UMAX, RMW_UMIN };

/* D3D's Interlocked* functions order nothing by themselves (barriers do), so
 * the atomics are relaxed; LLVM's seq_cst on them is DXC's default spelling. */
void emit_atomic_ptr(emit_ctx *ec, ir_instr *in)
{
    spv_builder *b = ec->b;
    if (in->num_ops < 2)
        emit_invalid(ec, "atomic without operands");
    SpvStorageClass sc = emit_ptr_storage(ec, in->ops[0], 0);
    check_writable(ec, sc, "an atomic operation");
    if (sc != SpvStorageClassWorkgroup && sc != SpvStorageClassTaskPayloadWorkgroupEXT)
        emit_unsupported(ec, "atomic operation on %s memory (only groupshared memory has atomics)",
                         sc == SpvStorageClassFunction ? "local" : "static");
    ir_type *vt = in->ops[1]->type;
    if (vt->kind != IR_TYPE_INT || (vt->width != 32 && vt->width != 64))
        emit_unsupported(ec, "atomic operation on a %u-bit value", emit_scalar_width(vt));
    if (vt->width == 64)
        spv_capability(b, SpvCapabilityInt64Atomics);
    spv_id type = emit_type(ec, vt);
    if (emit_ptr_out_of_bounds(ec, in->ops[0])) {
        /* D3D: out of bounds, the old value reads 0 and nothing is written */
        spv_id old = spv_const_null(b, type);
        if (in->op == IR_OP_CMPXCHG) {
            if (in->num_ops < 3)
                emit_invalid(ec, "cmpxchg without its three operands");
            spv_id parts[2] = {old, spv_binop(b, SpvOpIEqual, emit_t_bool(ec), old, emit_value(ec, in->ops[1]))};
            emit_set_value(ec, in, spv_composite_construct(b, emit_type(ec, in->v.type), parts, 2));
        } else {
            emit_set_value(ec, in, old);
        }
        return;
    }
    spv_id ptr = emit_value(ec, in->ops[0]);
    spv_id scope = emit_u32(ec, SpvScopeWorkgroup);
    spv_id sem = emit_u32(ec, 0);

    if (in->op == IR_OP_CMPXCHG) {
        if (in->num_ops < 3)
            emit_invalid(ec, "cmpxchg without its three operands");
        spv_id cmp = emit_value(ec, in->ops[1]);
        spv_id val = emit_value(ec, in->ops[2]);
        spv_id old = spv_op(b, SpvOpAtomicCompareExchange, type, SPV_OPS(ptr, scope, sem, sem, val, cmp));
        spv_id ok = spv_binop(b, SpvOpIEqual, emit_t_bool(ec), old, cmp);
        spv_id parts[2] = {old, ok};
        emit_set_value(ec, in, spv_composite_construct(b, emit_type(ec, in->v.type), parts, 2));
        return;
    }
    SpvOp op;
    switch (in->aux) {
    case RMW_XCHG: op = SpvOpAtomicExchange; break;
    case RMW_ADD: op = SpvOpAtomicIAdd; break;
    case RMW_SUB: op = SpvOpAtomicISub; break;
    case RMW_AND: op = SpvOpAtomicAnd; break;
    case RMW_OR: op = SpvOpAtomicOr; break;
    case RMW_XOR: op = SpvOpAtomicXor; break;
    case RMW_MAX: op = SpvOpAtomicSMax; break;
    case RMW_MIN: op = SpvOpAtomicSMin; break;
    case RMW_UMAX: op = SpvOpAtomicUMax; break;
    case RMW_UMIN: op = SpvOpAtomicUMin; break;
    default: emit_unsupported(ec, "atomicrmw operation %u (e.g. nand)", in->aux);
    }
    spv_id val = emit_value(ec, in->ops[1]);
    emit_set_value(ec, in, spv_op(b, op, type, SPV_OPS(ptr, scope, sem, val)));
}
