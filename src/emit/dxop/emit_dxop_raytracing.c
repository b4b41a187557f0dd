/* Ray-tracing pipeline dx.ops -> SPV_KHR_ray_tracing, and library
 * resources (CreateHandleForLib).
 *
 *   TraceRay             -> OpTraceRayKHR on a RayPayloadKHR variable (one
 *                           per payload type): the payload is copied in
 *                           before and out after, since D3D passes any
 *                           local variable and SPIR-V names a variable of
 *                           its own storage class;
 *   CallShader           -> OpExecuteCallableKHR, likewise with
 *                           CallableDataKHR;
 *   ReportHit            -> the attributes stored to the HitAttributeKHR
 *                           variable, then OpReportIntersectionKHR;
 *   IgnoreHit            -> call of a helper ending in OpIgnoreIntersectionKHR
 *   AcceptHitAndEndSearch-> call of a helper ending in OpTerminateRayKHR
 *                           (terminators in SPIR-V, calls in DXIL);
 *   system values        -> the KHR built-ins. D3D's ObjectToWorld3x4(r, c)
 *                           is row r, column c of a 3x4 matrix; Vulkan's
 *                           ObjectToWorldKHR is a mat4x3 (4 columns of 3),
 *                           so it is column c, component r. (HLSL's 4x3
 *                           forms are the same op with the indices swapped
 *                           by the compiler.)
 */
#include "emit/stages/emit_raytracing.h"
#include "emit/stages/emit_rt_state.h"

static const char *op_name(const ir_instr *in)
{
    return in->dxop && in->dxop->name ? in->dxop->name : "ray-tracing op";
}

/* Where an op may be called is D3D's rule, checked for every dx.op by
 * emit_stage_check_dxop() (the generated table's stage mask, against the
 * entry being translated); each handler declares the extension. */

static void check_operands(emit_ctx *ec, ir_instr *in, uint32_t n)
{
    if (in->num_ops != n)
        emit_invalid(ec, "%s with %u operands (%u expected)", op_name(in), in->num_ops, n);
}

/* ---- system values ------------------------------------------------------------ */

enum { SHAPE_U32, SHAPE_F32, SHAPE_UVEC3, SHAPE_VEC3, SHAPE_MAT };

typedef struct rt_sysval {
    uint32_t opcode;
    SpvBuiltIn builtin;
    uint8_t shape;
    const char *name;
} rt_sysval;

static const rt_sysval sysvals[] = {
    {DXOP_DispatchRaysIndex, SpvBuiltInLaunchIdKHR, SHAPE_UVEC3, "gl_LaunchIDEXT"},
    {DXOP_DispatchRaysDimensions, SpvBuiltInLaunchSizeKHR, SHAPE_UVEC3, "gl_LaunchSizeEXT"},
    {DXOP_WorldRayOrigin, SpvBuiltInWorldRayOriginKHR, SHAPE_VEC3, "gl_WorldRayOriginEXT"},
    {DXOP_WorldRayDirection, SpvBuiltInWorldRayDirectionKHR, SHAPE_VEC3, "gl_WorldRayDirectionEXT"},
    {DXOP_ObjectRayOrigin, SpvBuiltInObjectRayOriginKHR, SHAPE_VEC3, "gl_ObjectRayOriginEXT"},
    {DXOP_ObjectRayDirection, SpvBuiltInObjectRayDirectionKHR, SHAPE_VEC3, "gl_ObjectRayDirectionEXT"},
    {DXOP_RayTMin, SpvBuiltInRayTminKHR, SHAPE_F32, "gl_RayTminEXT"},
    {DXOP_RayTCurrent, SpvBuiltInRayTmaxKHR, SHAPE_F32, "gl_RayTmaxEXT"},
    {DXOP_RayFlags, SpvBuiltInIncomingRayFlagsKHR, SHAPE_U32, "gl_IncomingRayFlagsEXT"},
    /* D3D's InstanceID() is the instance's 24-bit user value, InstanceIndex()
     * its position in the top-level structure. */
    {DXOP_InstanceID, SpvBuiltInInstanceCustomIndexKHR, SHAPE_U32, "gl_InstanceCustomIndexEXT"},
    {DXOP_InstanceIndex, SpvBuiltInInstanceId, SHAPE_U32, "gl_InstanceID"},
    {DXOP_GeometryIndex, SpvBuiltInRayGeometryIndexKHR, SHAPE_U32, "gl_GeometryIndexEXT"},
    {DXOP_PrimitiveIndex, SpvBuiltInPrimitiveId, SHAPE_U32, "gl_PrimitiveID"},
    {DXOP_HitKind, SpvBuiltInHitKindKHR, SHAPE_U32, "gl_HitKindEXT"},
    {DXOP_ObjectToWorld, SpvBuiltInObjectToWorldKHR, SHAPE_MAT, "gl_ObjectToWorldEXT"},
    {DXOP_WorldToObject, SpvBuiltInWorldToObjectKHR, SHAPE_MAT, "gl_WorldToObjectEXT"},
};
_Static_assert(sizeof(sysvals) / sizeof(sysvals[0]) <= EMIT_RT_BI_COUNT, "room for every ray-tracing built-in");

static spv_id shape_type(emit_ctx *ec, uint8_t shape)
{
    spv_builder *b = ec->b;
    switch (shape) {
    case SHAPE_U32: return ec->t_u32;
    case SHAPE_F32: return emit_t_f32(ec);
    case SHAPE_UVEC3: return spv_type_vector(b, ec->t_u32, 3);
    case SHAPE_VEC3: return spv_type_vector(b, emit_t_f32(ec), 3);
    default: return spv_type_matrix(b, spv_type_vector(b, emit_t_f32(ec), 3), 4);
    }
}

static spv_id index_operand(emit_ctx *ec, ir_instr *in, uint32_t i, uint32_t limit, const char *what)
{
    uint64_t v;
    if (emit_const_int(in->ops[i], &v)) {
        if (v >= limit)
            emit_invalid(ec, "%s: %s %llu (0 to %u exist)", op_name(in), what, (unsigned long long)v, limit - 1);
        return emit_u32(ec, (uint32_t)v);
    }
    return emit_value(ec, in->ops[i]);
}

static void h_sysval(emit_ctx *ec, ir_instr *in)
{
    emit_rt_declare(ec);
    uint32_t k = 0;
    while (k < sizeof(sysvals) / sizeof(sysvals[0]) && sysvals[k].opcode != in->aux)
        k++;
    if (k == sizeof(sysvals) / sizeof(sysvals[0]))
        emit_dxop_unsupported(ec, in, NULL);
    const rt_sysval *sv = &sysvals[k];
    struct emit_rt_state *rt = emit_rt_state_of(ec);
    spv_builder *b = ec->b;
    spv_id type = shape_type(ec, sv->shape);
    if (!rt->builtin[k]) {
        spv_id var = spv_variable(b, spv_type_pointer(b, SpvStorageClassInput, type), SpvStorageClassInput, 0);
        spv_decorate_builtin(b, var, sv->builtin);
        spv_name(b, var, sv->name);
        emit_add_interface(ec, var);
        rt->builtin[k] = var;
    }
    spv_id var = rt->builtin[k];
    bool is_float = sv->shape == SHAPE_F32 || sv->shape == SHAPE_VEC3 || sv->shape == SHAPE_MAT;
    spv_id scalar = is_float ? emit_t_f32(ec) : ec->t_u32;
    if (is_float ? in->v.type->kind != IR_TYPE_FLOAT : in->v.type->kind != IR_TYPE_INT || in->v.type->width != 32)
        emit_invalid(ec, "%s must return %s", op_name(in), is_float ? "f32" : "i32");
    spv_id ptr_t = spv_type_pointer(b, SpvStorageClassInput, scalar);
    spv_id value;
    switch (sv->shape) {
    case SHAPE_U32: case SHAPE_F32:
        check_operands(ec, in, 0);
        value = spv_load(b, scalar, var);
        break;
    case SHAPE_UVEC3: case SHAPE_VEC3: {
        check_operands(ec, in, 1);
        spv_id col = index_operand(ec, in, 0, 3, "component");
        value = spv_load(b, scalar, spv_access_chain(b, ptr_t, var, &col, 1));
        break;
    }
    default: {
        check_operands(ec, in, 2);
        spv_id row = index_operand(ec, in, 0, 3, "row");
        spv_id col = index_operand(ec, in, 1, 4, "column");
        spv_id chain[2] = {col, row};
        value = spv_load(b, scalar, spv_access_chain(b, ptr_t, var, chain, 2));
        break;
    }
    }
    emit_set_value(ec, in, value);
}

/* ---- payloads and callable data ----------------------------------------------------- */

/* The RayPayloadKHR / CallableDataKHR variable of a struct type. */
static spv_id outgoing_var(emit_ctx *ec, SpvStorageClass sc, ir_type *type)
{
    struct emit_rt_state *rt = emit_rt_state_of(ec);
    for (uint32_t i = 0; i < rt->outgoing.count; i++)
        if (rt->outgoing.data[i].sc == sc && rt->outgoing.data[i].type == type)
            return rt->outgoing.data[i].var;
    spv_id var = emit_rt_variable(ec, sc, type, sc == SpvStorageClassRayPayloadKHR ? "payload" : "callable_data");
    emit_rt_outgoing o = {type, sc, var};
    d2s_vec_push(ec->ctx, &rt->outgoing, o);
    return var;
}

/* The struct pointer operand `i` of in: (its SPIR-V pointer, its pointee). */
static spv_id struct_pointer(emit_ctx *ec, ir_instr *in, uint32_t i, ir_type **pointee)
{
    ir_value *p = in->ops[i];
    if (p->type->kind != IR_TYPE_POINTER || !p->type->elem || p->type->elem->kind != IR_TYPE_STRUCT)
        emit_invalid(ec, "%s: operand %u is not a pointer to a struct", op_name(in), i);
    emit_ptr_storage(ec, p, 0);
    *pointee = p->type->elem;
    return emit_value(ec, p);
}

static spv_id float3(emit_ctx *ec, ir_instr *in, uint32_t first)
{
    spv_id parts[3];
    for (uint32_t i = 0; i < 3; i++) {
        if (in->ops[first + i]->type->kind != IR_TYPE_FLOAT)
            emit_invalid(ec, "%s: operand %u is not an f32", op_name(in), first + i);
        parts[i] = emit_value(ec, in->ops[first + i]);
    }
    return spv_composite_construct(ec->b, spv_type_vector(ec->b, emit_t_f32(ec), 3), parts, 3);
}

/* TraceRay(AccelerationStructure, RayFlags, InstanceInclusionMask,
 *          RayContributionToHitGroupIndex, MultiplierForGeometryContribution,
 *          MissShaderIndex, Origin xyz, TMin, Direction xyz, TMax, payload) */
static void h_trace_ray(emit_ctx *ec, ir_instr *in)
{
    emit_rt_declare(ec);
    check_operands(ec, in, 15);
    spv_builder *b = ec->b;
    spv_id accel = emit_accel_load(ec, in, in->ops[0]);
    spv_id ops[11];
    ops[0] = accel;
    for (uint32_t i = 1; i <= 5; i++) {
        if (in->ops[i]->type->kind != IR_TYPE_INT || in->ops[i]->type->width != 32)
            emit_invalid(ec, "%s: operand %u is not an i32", op_name(in), i);
        ops[i] = emit_value(ec, in->ops[i]);
    }
    /* D3D reads only the low 8 bits of the mask and 4 of the contribution and
     * multiplier; Vulkan's cullMask, sbtRecordOffset and sbtRecordStride take
     * the same low bits (the SPIR-V spec says the rest are ignored). */
    /* RAY_FLAG_SKIP_TRIANGLES / SKIP_PROCEDURAL_PRIMITIVES need SPIR-V's
     * RayTraversalPrimitiveCullingKHR: declared when the constant flags have
     * them, and when the flags are computed (D3D lets them be set at run
     * time). In a pipeline the capability needs the device's
     * rayTraversalPrimitiveCulling feature; the reflection lists it. */
    uint64_t flags;
    if (!emit_const_int(in->ops[1], &flags) || (flags & (0x100u | 0x200u)))
        spv_capability(b, SpvCapabilityRayTraversalPrimitiveCullingKHR);
    ops[6] = float3(ec, in, 6);
    ops[7] = emit_value(ec, in->ops[9]);
    ops[8] = float3(ec, in, 10);
    ops[9] = emit_value(ec, in->ops[13]);
    ir_type *pt;
    spv_id src = struct_pointer(ec, in, 14, &pt);
    spv_id var = outgoing_var(ec, SpvStorageClassRayPayloadKHR, pt);
    spv_id st = emit_type(ec, pt);
    spv_store(b, var, spv_load(b, st, src));
    ops[10] = var;
    spv_op_void(b, SpvOpTraceRayKHR, ops, 11);
    spv_store(b, src, spv_load(b, st, var));
}

/* CallShader(ShaderIndex, Parameter) */
static void h_call_shader(emit_ctx *ec, ir_instr *in)
{
    emit_rt_declare(ec);
    check_operands(ec, in, 2);
    spv_builder *b = ec->b;
    spv_id index = emit_value(ec, in->ops[0]);
    ir_type *pt;
    spv_id src = struct_pointer(ec, in, 1, &pt);
    spv_id var = outgoing_var(ec, SpvStorageClassCallableDataKHR, pt);
    spv_id st = emit_type(ec, pt);
    spv_store(b, var, spv_load(b, st, src));
    spv_op_void(b, SpvOpExecuteCallableKHR, SPV_OPS(index, var));
    spv_store(b, src, spv_load(b, st, var));
}

/* ReportHit(THit, HitKind, Attributes) -> i1 accepted */
static void h_report_hit(emit_ctx *ec, ir_instr *in)
{
    emit_rt_declare(ec);
    check_operands(ec, in, 3);
    spv_builder *b = ec->b;
    if (in->v.type->kind != IR_TYPE_INT || in->v.type->width != 1)
        emit_invalid(ec, "%s must return i1", op_name(in));
    ir_type *at;
    spv_id src = struct_pointer(ec, in, 2, &at);
    spv_id var = emit_rt_hit_attributes(ec, at);
    spv_store(b, var, spv_load(b, emit_type(ec, at), src));
    spv_id t = emit_value(ec, in->ops[0]);
    spv_id kind = emit_value(ec, in->ops[1]);
    emit_set_value(ec, in, spv_op(b, SpvOpReportIntersectionKHR, emit_t_bool(ec), SPV_OPS(t, kind)));
}

/* IgnoreHit(), AcceptHitAndEndSearch() */
static void h_end_hit(emit_ctx *ec, ir_instr *in)
{
    emit_rt_declare(ec);
    check_operands(ec, in, 0);
    struct emit_rt_state *rt = emit_rt_state_of(ec);
    spv_id *fn = in->aux == DXOP_IgnoreHit ? &rt->ignore_fn : &rt->accept_fn;
    if (!*fn)
        *fn = spv_alloc_id(ec->b);
    spv_call(ec->b, ec->t_void, *fn, NULL, 0);
}

/* SM 6.9 shader execution reordering: the only SPIR-V spelling is
 * SPV_NV_shader_invocation_reorder (an NVIDIA extension with different
 * hit-object semantics, which Mesa's lavapipe lacks); refused by name. */

static void h_hit_object(emit_ctx *ec, ir_instr *in)
{
    emit_dxop_unsupported(ec, in, "(SM 6.9 shader execution reordering: HitObject and MaybeReorderThread have "
                                  "no KHR or EXT SPIR-V equivalent)");
}

/* ---- library resources ----------------------------------------------------------------- */

/* The resource whose symbol is global g, or NULL. */
static emit_resource *symbol_resource(emit_ctx *ec, const ir_value *g)
{
    if (!g || g->kind != IR_VAL_GLOBAL)
        return NULL;
    for (uint32_t c = 0; c < 4; c++)
        for (uint32_t i = 0; i < ec->num_res[c]; i++)
            if (ec->res[c][i].dx->symbol == (const ir_global *)g)
                return &ec->res[c][i];
    return NULL;
}

bool emit_lib_resource_gep(emit_ctx *ec, ir_instr *in)
{
    return in->num_ops >= 1 && symbol_resource(ec, in->ops[0]) != NULL;
}

bool emit_lib_resource_load(emit_ctx *ec, ir_instr *in)
{
    ir_value *p = in->ops[0];
    ir_value *base = p, *index = NULL;
    uint32_t nidx = 0;
    ir_value *const *idx = NULL;
    if (p->kind == IR_VAL_INSTR && ((ir_instr *)p)->op == IR_OP_GEP) {
        ir_instr *g = (ir_instr *)p;
        base = g->ops[0];
        idx = g->ops + 1;
        nidx = g->num_ops - 1;
    } else if (p->kind == IR_VAL_CONST_EXPR && ((ir_const *)p)->u.expr.op == IR_OP_GEP) {
        const ir_const *c = (const ir_const *)p;
        base = c->u.expr.ops[0];
        idx = c->u.expr.ops + 1;
        nidx = c->u.expr.count - 1;
    }
    emit_resource *r = symbol_resource(ec, base);
    if (!r)
        return false;
    if (base != p) {
        /* [N x T]* symbol: getelementptr 0, i */
        uint64_t first;
        if (nidx != 2 || !emit_const_int(idx[0], &first) || first != 0)
            emit_unsupported(ec, "%s reached through a getelementptr that is not (0, index)",
                             emit_resource_desc(ec, r));
        index = idx[1];
    }
    emit_handle h = {r, 0, (in->flags & IR_FLAG_NONUNIFORM) != 0};
    /* The symbol's element i is register lower_bound + i. */
    spv_id rel = 0;
    if (index) {
        uint64_t v;
        rel = emit_const_int(index, &v) ? emit_u32(ec, (uint32_t)v) : emit_value(ec, index);
    }
    if (r->rs_target || r->rs_own_array) { /* a root-signature table: an element of the heap array */
        h.res = r->rs_target ? r->rs_target : r;
        h.array_index = emit_rootsig_table_element(ec, r, rel);
        /* A local table's offset varies between the shader records of one
         * wave (implicit in D3D, NonUniform in Vulkan). */
        h.nonuniform |= r->rs_local;
    } else if (r->is_array) { /* element register - array_base (a sets-model range starts below) */
        uint32_t skew = r->dx->lower_bound - r->array_base;
        h.array_index = !rel ? emit_u32(ec, skew)
                        : skew ? spv_binop(ec->b, SpvOpIAdd, ec->t_u32, rel, emit_u32(ec, skew)) : rel;
    }
    emit_set_handle(ec, in, &h);
    return true;
}

/* CreateHandleForLib(resource): the resource value is a load of its symbol. */
static void h_create_handle_for_lib(emit_ctx *ec, ir_instr *in)
{
    check_operands(ec, in, 1);
    emit_handle h = *emit_get_handle(ec, in->ops[0]);
    h.nonuniform |= (in->flags & IR_FLAG_NONUNIFORM) != 0;
    emit_set_handle(ec, in, &h);
}

void emit_register_raytracing_ops(emit_dxop_fn *table)
{
    for (uint32_t k = 0; k < sizeof(sysvals) / sizeof(sysvals[0]); k++)
        table[sysvals[k].opcode] = h_sysval;
    table[DXOP_TraceRay] = h_trace_ray;
    table[DXOP_CallShader] = h_call_shader;
    table[DXOP_ReportHit] = h_report_hit;
    table[DXOP_IgnoreHit] = h_end_hit;
    table[DXOP_AcceptHitAndEndSearch] = h_end_hit;
    table[DXOP_CreateHandleForLib] = h_create_handle_for_lib;
    for (uint32_t op = DXOP_HitObject_TraceRay; op <= DXOP_HitObject_Attributes; op++)
        table[op] = h_hit_object;
}
