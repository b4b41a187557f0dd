/* SM 6.5 inline ray queries (RayQuery<FLAGS>) -> SPV_KHR_ray_query.
 *
 * D3D names a ray query by an i32 "handle" that AllocateRayQuery returns;
 * SPIR-V has an opaque OpTypeRayQueryKHR object that lives in a variable.
 * Each AllocateRayQuery gets its own Function-storage variable, and every
 * RayQuery_* op must name that allocation directly: a handle that reaches a
 * use through a phi, a select, memory or a call cannot be tied to one
 * variable, so it is refused by name.
 *
 * The encodings match one to one, so values pass through unchanged:
 *   RAY_FLAG_*             = SPIR-V RayFlags bits (0x1 .. 0x200);
 *   COMMITTED_STATUS       = RayQueryCommittedIntersectionType (0 none,
 *                            1 triangle, 2 procedural/generated);
 *   CANDIDATE_TYPE         = RayQueryCandidateIntersectionType (0 triangle,
 *                            1 procedural/AABB);
 *   InstanceIndex          = OpRayQueryGetIntersectionInstanceIdKHR, and
 *   InstanceID             = ...InstanceCustomIndexKHR (the names cross).
 * The template flags of RayQuery<FLAGS> (AllocateRayQuery's constant) are
 * OR-ed into TraceRayInline's dynamic flags, as D3D specifies.
 *
 * Vulkan 1.1: VK_KHR_ray_query needs VK_KHR_spirv_1_4 on the device, but
 * SPV_KHR_ray_query itself needs only SPIR-V 1.0, so the module keeps the
 * target's SPIR-V version and stays valid for every target environment.
 */
#include "emit/emit_internal.h"

enum {
    DXOP_ALLOCATE_RAY_QUERY = 178, DXOP_RQ_TRACE_RAY_INLINE = 179, DXOP_RQ_PROCEED = 180, DXOP_RQ_ABORT = 181,
    DXOP_RQ_COMMIT_NON_OPAQUE_TRIANGLE_HIT = 182, DXOP_RQ_COMMIT_PROCEDURAL_PRIMITIVE_HIT = 183,
    DXOP_RQ_COMMITTED_STATUS = 184, DXOP_RQ_CANDIDATE_TYPE = 185,
    DXOP_RQ_CANDIDATE_OBJECT_TO_WORLD = 186, DXOP_RQ_CANDIDATE_WORLD_TO_OBJECT = 187,
    DXOP_RQ_COMMITTED_OBJECT_TO_WORLD = 188, DXOP_RQ_COMMITTED_WORLD_TO_OBJECT = 189,
    DXOP_RQ_CANDIDATE_PROCEDURAL_NON_OPAQUE = 190, DXOP_RQ_CANDIDATE_FRONT_FACE = 191,
    DXOP_RQ_COMMITTED_FRONT_FACE = 192, DXOP_RQ_CANDIDATE_BARYCENTRICS = 193, DXOP_RQ_COMMITTED_BARYCENTRICS = 194,
    DXOP_RQ_RAY_FLAGS = 195, DXOP_RQ_WORLD_RAY_ORIGIN = 196, DXOP_RQ_WORLD_RAY_DIRECTION = 197,
    DXOP_RQ_RAY_TMIN = 198, DXOP_RQ_CANDIDATE_RAY_T = 199, DXOP_RQ_COMMITTED_RAY_T = 200,
    DXOP_RQ_CANDIDATE_INSTANCE_INDEX = 201, DXOP_RQ_CANDIDATE_INSTANCE_ID = 202,
    DXOP_RQ_CANDIDATE_GEOMETRY_INDEX = 203, DXOP_RQ_CANDIDATE_PRIMITIVE_INDEX = 204,
    DXOP_RQ_CANDIDATE_OBJECT_RAY_ORIGIN = 205, DXOP_RQ_CANDIDATE_OBJECT_RAY_DIRECTION = 206,
    DXOP_RQ_COMMITTED_INSTANCE_INDEX = 207, DXOP_RQ_COMMITTED_INSTANCE_ID = 208,
    DXOP_RQ_COMMITTED_GEOMETRY_INDEX = 209, DXOP_RQ_COMMITTED_PRIMITIVE_INDEX = 210,
    DXOP_RQ_COMMITTED_OBJECT_RAY_ORIGIN = 211, DXOP_RQ_COMMITTED_OBJECT_RAY_DIRECTION = 212,
    DXOP_RQ_CANDIDATE_INSTANCE_CONTRIBUTION = 214, DXOP_RQ_COMMITTED_INSTANCE_CONTRIBUTION = 215,
    DXOP_ALLOCATE_RAY_QUERY2 = 258,
};

/* RAY_FLAG_SKIP_TRIANGLES | RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES */
#define RQ_FLAGS_PRIMITIVE_CULLING 0x300u
/* RAY_FLAG_FORCE_OMM_2_STATE: needs opacity micromaps (SPV_EXT_opacity_micromap) */
#define RQ_FLAG_FORCE_OMM_2_STATE 0x400u
/* Every RAY_FLAG_* bit D3D defines. */
#define RQ_FLAGS_KNOWN 0x7FFu

/* RayQueryIntersection operand */
enum { RQ_CANDIDATE = 0, RQ_COMMITTED = 1 };

typedef struct rq_alloc {
    spv_id var;                /* Function variable of OpTypeRayQueryKHR */
    uint32_t flags;            /* RayQuery<FLAGS> template flags */
} rq_alloc;

struct emit_rayquery_state {
    ir_function *fn;           /* the function `alloc` belongs to */
    rq_alloc *alloc;           /* [fn->num_values], var 0 = not an allocation */
};

static const char *op_name(const ir_instr *in)
{
    return in->dxop && in->dxop->name ? in->dxop->name : "RayQuery op";
}

static void require_ray_query(emit_ctx *ec)
{
    spv_capability(ec->b, SpvCapabilityRayQueryKHR);
    spv_extension(ec->b, "SPV_KHR_ray_query");
}

static struct emit_rayquery_state *state(emit_ctx *ec)
{
    struct emit_rayquery_state *st = ec->rayquery;
    if (!st) {
        st = d2s_zalloc(ec->ctx, sizeof(*st));
        ec->rayquery = st;
    }
    if (st->fn != ec->fn) {
        st->fn = ec->fn;
        st->alloc = d2s_zalloc_array(ec->ctx, ec->fn->num_values ? ec->fn->num_values : 1, sizeof(*st->alloc));
    }
    return st;
}

static void check_operands(emit_ctx *ec, ir_instr *in, uint32_t n)
{
    if (in->num_ops < n)
        emit_invalid(ec, "%s with %u operands (%u expected)", op_name(in), in->num_ops, n);
}

/* The allocation operand ops[0] names. */
static const rq_alloc *query_of(emit_ctx *ec, ir_instr *in)
{
    check_operands(ec, in, 1);
    ir_value *v = in->ops[0];
    if (v->kind == IR_VAL_INSTR) {
        ir_instr *a = (ir_instr *)v;
        if (a->op == IR_OP_DXOP && (a->aux == DXOP_ALLOCATE_RAY_QUERY || a->aux == DXOP_ALLOCATE_RAY_QUERY2)) {
            struct emit_rayquery_state *st = state(ec);
            if (a->v.id < ec->fn->num_values && st->alloc[a->v.id].var)
                return &st->alloc[a->v.id];
            emit_fail(ec, D2S_ERR_INTERNAL, "%s: its ray query %%%u was not allocated before", op_name(in), a->v.id);
        }
        if (a->op == IR_OP_PHI || a->op == IR_OP_SELECT)
            emit_unsupported(ec, "%s on a ray query handle chosen by a %s (%%%u): each RayQuery op must name "
                                 "one AllocateRayQuery", op_name(in), a->op == IR_OP_PHI ? "phi" : "select", v->id);
        emit_unsupported(ec, "%s on a ray query handle (%%%u) that is not an AllocateRayQuery result", op_name(in),
                         v->id);
    }
    if (v->kind == IR_VAL_ARG)
        emit_unsupported(ec, "%s on a ray query handle passed as a function argument", op_name(in));
    emit_unsupported(ec, "%s on a ray query handle that is not an AllocateRayQuery result", op_name(in));
}

/* ---- allocation and traversal ---------------------------------------------------- */

static void check_flags(emit_ctx *ec, ir_instr *in, uint64_t flags, const char *what)
{
    if (flags & ~(uint64_t)RQ_FLAGS_KNOWN)
        emit_invalid(ec, "%s: %s 0x%llx has undefined RAY_FLAG bits", op_name(in), what, (unsigned long long)flags);
    if (flags & RQ_FLAG_FORCE_OMM_2_STATE)
        emit_unsupported(ec, "%s: %s include RAY_FLAG_FORCE_OMM_2_STATE (opacity micromaps)", op_name(in), what);
}

static void h_allocate(emit_ctx *ec, ir_instr *in)
{
    uint64_t flags = emit_imm(ec, in, 0);
    check_flags(ec, in, flags, "the RayQuery template flags");
    if (in->aux == DXOP_ALLOCATE_RAY_QUERY2 && emit_imm(ec, in, 1) != 0)
        emit_unsupported(ec, "%s with RayQuery flags 0x%llx (RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS needs opacity "
                         "micromaps)", op_name(in), (unsigned long long)emit_imm(ec, in, 1));
    require_ray_query(ec);
    struct emit_rayquery_state *st = state(ec);
    if (in->v.id >= ec->fn->num_values)
        emit_fail(ec, D2S_ERR_INTERNAL, "result %%%u out of range", in->v.id);
    rq_alloc *a = &st->alloc[in->v.id];
    if (!a->var) {
        spv_id t = spv_type_ray_query(ec->b);
        a->var = spv_variable(ec->b, spv_type_pointer(ec->b, SpvStorageClassFunction, t), SpvStorageClassFunction, 0);
        spv_name(ec->b, a->var, "rayQuery");
    }
    a->flags = (uint32_t)flags;
    /* The i32 handle has no meaning in SPIR-V; any use outside RayQuery ops
     * sees a constant, and RayQuery ops reached through it are refused. */
    emit_set_value(ec, in, emit_u32(ec, 0));
}

/* The OpTypeAccelerationStructureKHR value a handle names. */
spv_id emit_accel_load(emit_ctx *ec, ir_instr *in, ir_value *hv)
{
    const emit_handle *h = emit_get_handle(ec, hv);
    emit_resource *r = h->res;
    if (r->res_class != DXIL_RES_SRV || r->dx->kind != DXIL_RK_RT_ACCELERATION_STRUCTURE)
        emit_invalid(ec, "%s: %s is not a RaytracingAccelerationStructure", op_name(in), emit_resource_desc(ec, r));
    spv_builder *b = ec->b;
    spv_id t = spv_type_accel_struct(b);
    if (!r->var) {
        spv_id vt = t;
        if (r->is_array && r->unbounded) {
            if (spv_version(b) < 0x00010500)
                spv_extension(b, "SPV_EXT_descriptor_indexing");
            spv_capability(b, SpvCapabilityRuntimeDescriptorArray);
            vt = spv_type_runtime_array(b, t, 0);
        } else if (r->is_array) {
            vt = spv_type_array_n(b, t, r->dx->range_size, 0);
        }
        r->var = spv_variable(b, spv_type_pointer(b, SpvStorageClassUniformConstant, vt),
                              SpvStorageClassUniformConstant, 0);
        spv_decorate_binding(b, r->var, r->set, r->binding);
        if (r->dx->name && r->dx->name[0])
            spv_name(b, r->var, r->dx->name);
        emit_add_interface(ec, r->var);
    }
    spv_id p = r->var;
    if (r->is_array) {
        p = spv_access_chain(b, spv_type_pointer(b, SpvStorageClassUniformConstant, t), r->var, &h->array_index, 1);
        emit_nonuniform(ec, h, p);
    }
    spv_id v = spv_load(b, t, p);
    emit_nonuniform(ec, h, v);
    return v;
}

static spv_id float3(emit_ctx *ec, ir_instr *in, uint32_t first)
{
    spv_id parts[3];
    for (uint32_t i = 0; i < 3; i++) {
        if (in->ops[first + i]->type->kind != IR_TYPE_FLOAT)
            emit_invalid(ec, "%s: operand %u is not a float", op_name(in), first + i);
        parts[i] = emit_value(ec, in->ops[first + i]);
    }
    return spv_composite_construct(ec->b, spv_type_vector(ec->b, ec->t_f32, 3), parts, 3);
}

static void h_trace_ray_inline(emit_ctx *ec, ir_instr *in)
{
    check_operands(ec, in, 12);
    const rq_alloc *q = query_of(ec, in);
    spv_id accel = emit_accel_load(ec, in, in->ops[1]);
    uint64_t cflags;
    spv_id flags;
    uint32_t known = q->flags; /* flag bits known at translation time */
    if (emit_const_int(in->ops[2], &cflags)) {
        check_flags(ec, in, cflags, "the ray flags");
        known |= (uint32_t)cflags;
        flags = emit_u32(ec, known);
    } else {
        flags = emit_value(ec, in->ops[2]);
        if (q->flags)
            flags = spv_binop(ec->b, SpvOpBitwiseOr, ec->t_u32, flags, emit_u32(ec, q->flags));
    }
    /* SPIR-V makes the culling flags a capability of their own (the device's
     * rayTraversalPrimitiveCulling); it is declared when they are visible. */
    if (known & RQ_FLAGS_PRIMITIVE_CULLING)
        spv_capability(ec->b, SpvCapabilityRayTraversalPrimitiveCullingKHR);
    spv_id mask = emit_value(ec, in->ops[3]);
    spv_id origin = float3(ec, in, 4);
    spv_id tmin = emit_value(ec, in->ops[7]);
    spv_id dir = float3(ec, in, 8);
    spv_id tmax = emit_value(ec, in->ops[11]);
    spv_op_void(ec->b, SpvOpRayQueryInitializeKHR, SPV_OPS(q->var, accel, flags, mask, origin, tmin, dir, tmax));
}

static void h_proceed(emit_ctx *ec, ir_instr *in)
{
    const rq_alloc *q = query_of(ec, in);
    if (in->v.type->kind != IR_TYPE_INT || in->v.type->width != 1)
        emit_invalid(ec, "%s must return i1", op_name(in));
    emit_set_value(ec, in, spv_op(ec->b, SpvOpRayQueryProceedKHR, ec->t_bool, SPV_OPS(q->var)));
}

static void h_void(emit_ctx *ec, ir_instr *in)
{
    const rq_alloc *q = query_of(ec, in);
    switch (in->aux) {
    case DXOP_RQ_ABORT:
        spv_op_void(ec->b, SpvOpRayQueryTerminateKHR, SPV_OPS(q->var));
        break;
    case DXOP_RQ_COMMIT_NON_OPAQUE_TRIANGLE_HIT:
        spv_op_void(ec->b, SpvOpRayQueryConfirmIntersectionKHR, SPV_OPS(q->var));
        break;
    default: { /* CommitProceduralPrimitiveHit(t) */
        check_operands(ec, in, 2);
        spv_op_void(ec->b, SpvOpRayQueryGenerateIntersectionKHR, SPV_OPS(q->var, emit_value(ec, in->ops[1])));
        break;
    }
    }
}

/* ---- state queries ---------------------------------------------------------------- */

typedef struct rq_query {
    SpvOp op;
    int8_t which;              /* RQ_CANDIDATE / RQ_COMMITTED, -1: no Intersection operand */
    uint8_t result;            /* 'u' u32, 'f' float, 'b' bool, '!' negated bool, '3' float3, '2' float2 */
} rq_query;

static rq_query query_kind(uint32_t op)
{
    switch (op) {
    case DXOP_RQ_COMMITTED_STATUS: return (rq_query){SpvOpRayQueryGetIntersectionTypeKHR, RQ_COMMITTED, 'u'};
    case DXOP_RQ_CANDIDATE_TYPE: return (rq_query){SpvOpRayQueryGetIntersectionTypeKHR, RQ_CANDIDATE, 'u'};
    case DXOP_RQ_CANDIDATE_PROCEDURAL_NON_OPAQUE:
        return (rq_query){SpvOpRayQueryGetIntersectionCandidateAABBOpaqueKHR, -1, '!'};
    case DXOP_RQ_CANDIDATE_FRONT_FACE: return (rq_query){SpvOpRayQueryGetIntersectionFrontFaceKHR, RQ_CANDIDATE, 'b'};
    case DXOP_RQ_COMMITTED_FRONT_FACE: return (rq_query){SpvOpRayQueryGetIntersectionFrontFaceKHR, RQ_COMMITTED, 'b'};
    case DXOP_RQ_CANDIDATE_BARYCENTRICS:
        return (rq_query){SpvOpRayQueryGetIntersectionBarycentricsKHR, RQ_CANDIDATE, '2'};
    case DXOP_RQ_COMMITTED_BARYCENTRICS:
        return (rq_query){SpvOpRayQueryGetIntersectionBarycentricsKHR, RQ_COMMITTED, '2'};
    case DXOP_RQ_RAY_FLAGS: return (rq_query){SpvOpRayQueryGetRayFlagsKHR, -1, 'u'};
    case DXOP_RQ_WORLD_RAY_ORIGIN: return (rq_query){SpvOpRayQueryGetWorldRayOriginKHR, -1, '3'};
    case DXOP_RQ_WORLD_RAY_DIRECTION: return (rq_query){SpvOpRayQueryGetWorldRayDirectionKHR, -1, '3'};
    case DXOP_RQ_RAY_TMIN: return (rq_query){SpvOpRayQueryGetRayTMinKHR, -1, 'f'};
    case DXOP_RQ_CANDIDATE_RAY_T: return (rq_query){SpvOpRayQueryGetIntersectionTKHR, RQ_CANDIDATE, 'f'};
    case DXOP_RQ_COMMITTED_RAY_T: return (rq_query){SpvOpRayQueryGetIntersectionTKHR, RQ_COMMITTED, 'f'};
    case DXOP_RQ_CANDIDATE_INSTANCE_INDEX:
        return (rq_query){SpvOpRayQueryGetIntersectionInstanceIdKHR, RQ_CANDIDATE, 'u'};
    case DXOP_RQ_COMMITTED_INSTANCE_INDEX:
        return (rq_query){SpvOpRayQueryGetIntersectionInstanceIdKHR, RQ_COMMITTED, 'u'};
    case DXOP_RQ_CANDIDATE_INSTANCE_ID:
        return (rq_query){SpvOpRayQueryGetIntersectionInstanceCustomIndexKHR, RQ_CANDIDATE, 'u'};
    case DXOP_RQ_COMMITTED_INSTANCE_ID:
        return (rq_query){SpvOpRayQueryGetIntersectionInstanceCustomIndexKHR, RQ_COMMITTED, 'u'};
    case DXOP_RQ_CANDIDATE_GEOMETRY_INDEX:
        return (rq_query){SpvOpRayQueryGetIntersectionGeometryIndexKHR, RQ_CANDIDATE, 'u'};
    case DXOP_RQ_COMMITTED_GEOMETRY_INDEX:
        return (rq_query){SpvOpRayQueryGetIntersectionGeometryIndexKHR, RQ_COMMITTED, 'u'};
    case DXOP_RQ_CANDIDATE_PRIMITIVE_INDEX:
        return (rq_query){SpvOpRayQueryGetIntersectionPrimitiveIndexKHR, RQ_CANDIDATE, 'u'};
    case DXOP_RQ_COMMITTED_PRIMITIVE_INDEX:
        return (rq_query){SpvOpRayQueryGetIntersectionPrimitiveIndexKHR, RQ_COMMITTED, 'u'};
    case DXOP_RQ_CANDIDATE_OBJECT_RAY_ORIGIN:
        return (rq_query){SpvOpRayQueryGetIntersectionObjectRayOriginKHR, RQ_CANDIDATE, '3'};
    case DXOP_RQ_COMMITTED_OBJECT_RAY_ORIGIN:
        return (rq_query){SpvOpRayQueryGetIntersectionObjectRayOriginKHR, RQ_COMMITTED, '3'};
    case DXOP_RQ_CANDIDATE_OBJECT_RAY_DIRECTION:
        return (rq_query){SpvOpRayQueryGetIntersectionObjectRayDirectionKHR, RQ_CANDIDATE, '3'};
    case DXOP_RQ_COMMITTED_OBJECT_RAY_DIRECTION:
        return (rq_query){SpvOpRayQueryGetIntersectionObjectRayDirectionKHR, RQ_COMMITTED, '3'};
    case DXOP_RQ_CANDIDATE_INSTANCE_CONTRIBUTION:
        return (rq_query){SpvOpRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR, RQ_CANDIDATE, 'u'};
    case DXOP_RQ_COMMITTED_INSTANCE_CONTRIBUTION:
        return (rq_query){SpvOpRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR, RQ_COMMITTED, 'u'};
    default: return (rq_query){SpvOpNop, -1, 0};
    }
}

static void check_result(emit_ctx *ec, ir_instr *in, bool is_float, uint32_t width)
{
    const ir_type *t = in->v.type;
    if (is_float ? t->kind != IR_TYPE_FLOAT : (t->kind != IR_TYPE_INT || t->width != width))
        emit_invalid(ec, "%s must return %s%u", op_name(in), is_float ? "f" : "i", width);
}

static void h_state(emit_ctx *ec, ir_instr *in)
{
    rq_query k = query_kind(in->aux);
    if (k.op == SpvOpNop)
        emit_dxop_unsupported(ec, in, NULL);
    const rq_alloc *q = query_of(ec, in);
    spv_builder *b = ec->b;
    uint32_t ops[2] = {q->var, k.which >= 0 ? emit_u32(ec, (uint32_t)k.which) : 0};
    uint32_t nops = k.which >= 0 ? 2 : 1;
    spv_id r;
    switch (k.result) {
    case 'u':
        check_result(ec, in, false, 32);
        r = spv_op(b, k.op, ec->t_u32, ops, nops);
        break;
    case 'f':
        check_result(ec, in, true, 32);
        r = spv_op(b, k.op, ec->t_f32, ops, nops);
        break;
    case 'b':
    case '!':
        check_result(ec, in, false, 1);
        r = spv_op(b, k.op, ec->t_bool, ops, nops);
        if (k.result == '!') /* D3D asks "non-opaque", SPIR-V answers "opaque" */
            r = spv_unop(b, SpvOpLogicalNot, ec->t_bool, r);
        break;
    default: { /* a vector; the dx.op returns one component */
        check_result(ec, in, true, 32);
        check_operands(ec, in, 2);
        uint32_t n = k.result == '2' ? 2 : 3;
        uint64_t c = emit_imm(ec, in, 1);
        if (c >= n)
            emit_invalid(ec, "%s component %llu (0 to %u exist)", op_name(in), (unsigned long long)c, n - 1);
        spv_id vec = spv_op(b, k.op, spv_type_vector(b, ec->t_f32, n), ops, nops);
        uint32_t idx = (uint32_t)c;
        r = spv_composite_extract(b, ec->t_f32, vec, &idx, 1);
        break;
    }
    }
    emit_set_value(ec, in, r);
}

/* D3D's 3x4 matrices are read as [row][col]; SPIR-V returns a matrix of 4
 * column vectors of 3 floats, so element [row][col] is column `col`,
 * component `row`. */
static void h_matrix(emit_ctx *ec, ir_instr *in)
{
    check_operands(ec, in, 3);
    const rq_alloc *q = query_of(ec, in);
    check_result(ec, in, true, 32);
    uint64_t row, col;
    if (!emit_const_int(in->ops[1], &row) || !emit_const_int(in->ops[2], &col))
        emit_unsupported(ec, "%s with a computed row or column", op_name(in));
    if (row > 2 || col > 3)
        emit_invalid(ec, "%s element [%llu][%llu] (a 3x4 matrix)", op_name(in), (unsigned long long)row,
                     (unsigned long long)col);
    bool object_to_world = in->aux == DXOP_RQ_CANDIDATE_OBJECT_TO_WORLD || in->aux == DXOP_RQ_COMMITTED_OBJECT_TO_WORLD;
    bool committed = in->aux == DXOP_RQ_COMMITTED_OBJECT_TO_WORLD || in->aux == DXOP_RQ_COMMITTED_WORLD_TO_OBJECT;
    spv_builder *b = ec->b;
    spv_id mat_t = spv_type_matrix(b, spv_type_vector(b, ec->t_f32, 3), 4);
    spv_id m = spv_op(b, object_to_world ? SpvOpRayQueryGetIntersectionObjectToWorldKHR
                                         : SpvOpRayQueryGetIntersectionWorldToObjectKHR,
                      mat_t, SPV_OPS(q->var, emit_u32(ec, committed ? RQ_COMMITTED : RQ_CANDIDATE)));
    uint32_t idx[2] = {(uint32_t)col, (uint32_t)row};
    emit_set_value(ec, in, spv_composite_extract(b, ec->t_f32, m, idx, 2));
}

void emit_register_rayquery_ops(emit_dxop_fn *table)
{
    table[DXOP_ALLOCATE_RAY_QUERY] = h_allocate;
    table[DXOP_ALLOCATE_RAY_QUERY2] = h_allocate;
    table[DXOP_RQ_TRACE_RAY_INLINE] = h_trace_ray_inline;
    table[DXOP_RQ_PROCEED] = h_proceed;
    table[DXOP_RQ_ABORT] = h_void;
    table[DXOP_RQ_COMMIT_NON_OPAQUE_TRIANGLE_HIT] = h_void;
    table[DXOP_RQ_COMMIT_PROCEDURAL_PRIMITIVE_HIT] = h_void;
    table[DXOP_RQ_CANDIDATE_OBJECT_TO_WORLD] = h_matrix;
    table[DXOP_RQ_CANDIDATE_WORLD_TO_OBJECT] = h_matrix;
    table[DXOP_RQ_COMMITTED_OBJECT_TO_WORLD] = h_matrix;
    table[DXOP_RQ_COMMITTED_WORLD_TO_OBJECT] = h_matrix;
    static const uint16_t state_ops[] = {
        DXOP_RQ_COMMITTED_STATUS, DXOP_RQ_CANDIDATE_TYPE, DXOP_RQ_CANDIDATE_PROCEDURAL_NON_OPAQUE,
        DXOP_RQ_CANDIDATE_FRONT_FACE, DXOP_RQ_COMMITTED_FRONT_FACE, DXOP_RQ_CANDIDATE_BARYCENTRICS,
        DXOP_RQ_COMMITTED_BARYCENTRICS, DXOP_RQ_RAY_FLAGS, DXOP_RQ_WORLD_RAY_ORIGIN, DXOP_RQ_WORLD_RAY_DIRECTION,
        DXOP_RQ_RAY_TMIN, DXOP_RQ_CANDIDATE_RAY_T, DXOP_RQ_COMMITTED_RAY_T, DXOP_RQ_CANDIDATE_INSTANCE_INDEX,
        DXOP_RQ_CANDIDATE_INSTANCE_ID, DXOP_RQ_CANDIDATE_GEOMETRY_INDEX, DXOP_RQ_CANDIDATE_PRIMITIVE_INDEX,
        DXOP_RQ_CANDIDATE_OBJECT_RAY_ORIGIN, DXOP_RQ_CANDIDATE_OBJECT_RAY_DIRECTION, DXOP_RQ_COMMITTED_INSTANCE_INDEX,
        DXOP_RQ_COMMITTED_INSTANCE_ID, DXOP_RQ_COMMITTED_GEOMETRY_INDEX, DXOP_RQ_COMMITTED_PRIMITIVE_INDEX,
        DXOP_RQ_COMMITTED_OBJECT_RAY_ORIGIN, DXOP_RQ_COMMITTED_OBJECT_RAY_DIRECTION,
        DXOP_RQ_CANDIDATE_INSTANCE_CONTRIBUTION, DXOP_RQ_COMMITTED_INSTANCE_CONTRIBUTION,
    };
    for (uint32_t i = 0; i < sizeof(state_ops) / sizeof(state_ops[0]); i++)
        table[state_ops[i]] = h_state;
}
