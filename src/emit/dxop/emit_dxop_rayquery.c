/* SM 6.5 inline ray queries (RayQuery<FLAGS>) -> SPV_KHR_ray_query.
 *
 * D3D names a ray query by an i32 "handle" that AllocateRayQuery returns;
 * SPIR-V has an opaque OpTypeRayQueryKHR object that lives in a variable.
 * HLSL copies of a RayQuery (`q = cond ? a : b;`, a query kept in a local
 * array or chosen on a branch) copy the handle, so the copy and the
 * original are the same query object (DXC: the i32 travels through phis,
 * selects and memory like any integer). Each AllocateRayQuery gets a slot,
 * its ordinal in the function, which is the i32 handle's value. When every
 * RayQuery_* op of a function names its AllocateRayQuery directly, each
 * allocation is a Function variable of its own. Otherwise the function's
 * queries are the elements of one Function array of OpTypeRayQueryKHR (as
 * are their TMax and "done" state, below), and an op takes the element its
 * handle's run-time value indexes (SPIR-V allows arrays of ray queries and
 * access chains into them; an index beyond the array, which only an
 * uninitialized RayQuery can give, takes slot 0). A handle passed to a
 * function is refused by name: a Function array is one function's.
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
 * Committed-intersection queries other than the status go through small
 * functions that check the committed type first (committed_query): SPIR-V
 * requires a committed intersection, D3D defines CommittedRayT() as TMax
 * before any commit (kept in a variable per allocation). Proceed() and
 * Abort() keep a per-query "done" flag so that neither reaches SPIR-V after
 * traversal ended (D3D allows both then; SPIR-V does not).
 *
 * Vulkan 1.1: VK_KHR_ray_query needs VK_KHR_spirv_1_4 on the device, but
 * SPV_KHR_ray_query itself needs only SPIR-V 1.0, so the module keeps the
 * target's SPIR-V version and stays valid for every target environment.
 */
#include <string.h>

#include "emit/emit_internal.h"

/* RAY_FLAG_SKIP_TRIANGLES | RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES */
#define RQ_FLAGS_PRIMITIVE_CULLING 0x300u
/* RAY_FLAG_FORCE_OMM_2_STATE: needs opacity micromaps (SPV_EXT_opacity_micromap) */
#define RQ_FLAG_FORCE_OMM_2_STATE 0x400u
/* Every RAY_FLAG_* bit D3D defines. */
#define RQ_FLAGS_KNOWN 0x7FFu

/* RayQueryIntersection operand */
enum { RQ_CANDIDATE = 0, RQ_COMMITTED = 1 };

typedef struct rq_alloc {
    bool is_alloc;             /* an AllocateRayQuery of the current function */
    uint32_t slot;             /* its ordinal in the function: the handle's value */
    uint32_t flags;            /* RayQuery<FLAGS> template flags */
    /* one variable each (not in dynamic mode), made by h_allocate */
    spv_id var;                /* Function variable of OpTypeRayQueryKHR */
    spv_id tmax_var;           /* Function f32: the last TraceRayInline's TMax (CommittedRayT before a commit) */
    spv_id done_var;           /* Function bool: a Proceed() returned false or Abort() ran since TraceRayInline */
} rq_alloc;

/* A function made by emit_rayquery_finish that runs an op only when SPIR-V
 * allows it: Proceed() and Abort() after traversal ended (see h_proceed),
 * committed-intersection reads (see committed_query). */
enum { RQ_PROCEED, RQ_ABORT, RQ_READ };
typedef struct rq_helper {
    uint8_t kind;              /* RQ_PROCEED, RQ_ABORT, RQ_READ */
    SpvOp op;                  /* RQ_READ: the query and its result type */
    spv_id type;
    bool triangle_only;        /* valid only for a committed triangle (barycentrics, facing) */
    bool fallback;             /* takes the value for "nothing committed" as a parameter */
    spv_id qparam;             /* its query parameter: a pointer to the query, or to the function's array */
    spv_id dparam;             /* traversal: its done parameter, a pointer to the flag or to the array */
    bool indexed;              /* dynamic mode: a u32 slot follows the query parameter */
    spv_id fn;
} rq_helper;

enum { RQ_MAX_HELPERS = 48 };

struct emit_rayquery_state {
    ir_function *fn;           /* the function `alloc` belongs to */
    rq_alloc *alloc;           /* [fn->num_values] */
    uint32_t count;            /* AllocateRayQuery calls in fn */
    /* dynamic mode: a handle reaches an op of fn other than directly */
    bool dynamic;
    uint32_t *slot_flags;      /* [count] template flags by slot (read before any allocation is emitted) */
    spv_id queries, tmaxes, dones; /* Function arrays [count] of the queries, TMax and done flags */
    rq_helper helpers[RQ_MAX_HELPERS];
    uint32_t helper_count;
};

/* What a RayQuery op works on: one query, and where its state lives. */
typedef struct rq_ref {
    spv_id query;              /* pointer to the OpTypeRayQueryKHR */
    spv_id base;               /* what helpers take: the query, or (dynamic) the array */
    spv_id slot;               /* dynamic: the u32 slot; else 0 */
    spv_id tmax;               /* pointer to its TMax */
    spv_id done;               /* what helpers take: its done flag, or (dynamic) the array */
    uint32_t flags;            /* template flags: exact, or (flags_id) those any slot may have */
    spv_id flags_id;           /* dynamic with slots of different template flags: the u32 value */
} rq_ref;

static const char *op_name(const ir_instr *in)
{
    return in->dxop && in->dxop->name ? in->dxop->name : "RayQuery op";
}

static void require_ray_query(emit_ctx *ec)
{
    spv_capability(ec->b, SpvCapabilityRayQueryKHR);
    spv_extension(ec->b, "SPV_KHR_ray_query");
}

static bool is_allocation(const ir_value *v)
{
    const ir_instr *a = (const ir_instr *)v;
    return v->kind == IR_VAL_INSTR && a->op == IR_OP_DXOP &&
           (a->aux == DXOP_AllocateRayQuery || a->aux == DXOP_AllocateRayQuery2);
}

/* An op that names a query by its first operand (TraceRayInline, Proceed,
 * the state queries...). */
static bool takes_query(const ir_instr *in)
{
    return in->op == IR_OP_DXOP && in->dxop && in->dxop->num_args >= 1 && in->dxop->args[0].name &&
           strcmp(in->dxop->args[0].name, "rayQueryHandle") == 0;
}

/* Once per function: its allocations get slots in block order, and the
 * function is in dynamic mode when some op's handle is not an allocation. */
static struct emit_rayquery_state *state(emit_ctx *ec)
{
    struct emit_rayquery_state *st = ec->rayquery;
    if (!st) {
        st = d2s_zalloc(ec->ctx, sizeof(*st));
        ec->rayquery = st;
    }
    if (st->fn == ec->fn)
        return st;
    st->fn = ec->fn;
    st->alloc = d2s_zalloc_array(ec->ctx, ec->fn->num_values ? ec->fn->num_values : 1, sizeof(*st->alloc));
    st->dynamic = false;
    st->queries = st->tmaxes = st->dones = 0;
    for (uint32_t pass = 0; pass < 2; pass++) { /* count, then record each slot's template flags */
        uint32_t slot = 0;
        for (uint32_t b = 0; b < ec->fn->num_blocks; b++) {
            const ir_block *blk = ec->fn->blocks[b];
            for (uint32_t i = 0; i < blk->num_instrs; i++) {
                const ir_instr *in = blk->instrs[i];
                if (is_allocation(&in->v) && in->v.id < ec->fn->num_values) {
                    uint64_t flags = 0; /* an immediate (h_allocate checks it) */
                    if (pass && in->num_ops >= 1 && emit_const_int(in->ops[0], &flags))
                        st->slot_flags[slot] = (uint32_t)flags;
                    st->alloc[in->v.id].is_alloc = true;
                    st->alloc[in->v.id].slot = slot++;
                } else if (takes_query(in) && in->num_ops >= 1 && !is_allocation(in->ops[0])) {
                    st->dynamic = true;
                }
            }
        }
        st->count = slot;
        if (!pass)
            st->slot_flags = d2s_zalloc_array(ec->ctx, slot ? slot : 1, sizeof(*st->slot_flags));
    }
    return st;
}

static void check_operands(emit_ctx *ec, ir_instr *in, uint32_t n)
{
    if (in->num_ops < n)
        emit_invalid(ec, "%s with %u operands (%u expected)", op_name(in), in->num_ops, n);
}

/* The element `slot` of dynamic-mode array `arr` of `type`s. */
static spv_id element(emit_ctx *ec, spv_id arr, spv_id type, spv_id slot)
{
    return spv_access_chain(ec->b, spv_type_pointer(ec->b, SpvStorageClassFunction, type), arr, &slot, 1);
}

/* The dynamic-mode arrays of the current function, made on first use. */
static void make_arrays(emit_ctx *ec, struct emit_rayquery_state *st)
{
    if (st->queries)
        return;
    spv_builder *b = ec->b;
    spv_id types[3] = {spv_type_ray_query(b), emit_t_f32(ec), emit_t_bool(ec)};
    spv_id *vars[3] = {&st->queries, &st->tmaxes, &st->dones};
    static const char *const names[3] = {"rayQueries", "rayQuery_tmaxes", "rayQuery_dones"};
    for (uint32_t i = 0; i < 3; i++) {
        spv_id arr = spv_type_array_n(b, types[i], st->count, 0);
        *vars[i] = spv_variable(b, spv_type_pointer(b, SpvStorageClassFunction, arr), SpvStorageClassFunction, 0);
        spv_name(b, *vars[i], names[i]);
    }
}

/* The query operand ops[0] names. */
static rq_ref query_of(emit_ctx *ec, ir_instr *in)
{
    check_operands(ec, in, 1);
    ir_value *v = in->ops[0];
    struct emit_rayquery_state *st = state(ec);
    if (v->kind == IR_VAL_ARG)
        emit_unsupported(ec, "%s on a ray query handle passed as a function argument", op_name(in));
    const rq_alloc *a = is_allocation(v) && v->id < ec->fn->num_values ? &st->alloc[v->id] : NULL;
    if (a && !st->dynamic) {
        if (!a->var)
            emit_fail(ec, D2S_ERR_INTERNAL, "%s: its ray query %%%u was not allocated before", op_name(in), v->id);
        return (rq_ref){a->var, a->var, 0, a->tmax_var, a->done_var, a->flags, 0};
    }
    if (!st->count)
        emit_unsupported(ec, "%s on a ray query handle in a function that allocates no ray query", op_name(in));
    if (v->type->kind != IR_TYPE_INT || v->type->width != 32)
        emit_invalid(ec, "%s: the ray query handle is not an i32", op_name(in));
    make_arrays(ec, st);
    spv_builder *b = ec->b;
    spv_id slot;
    if (a) {
        slot = emit_u32(ec, a->slot);
    } else { /* a handle beyond the slots (an uninitialized RayQuery) takes slot 0 */
        spv_id h = emit_value(ec, v);
        spv_id in_range = spv_binop(b, SpvOpULessThan, emit_t_bool(ec), h, emit_u32(ec, st->count));
        slot = spv_select(b, ec->t_u32, in_range, h, emit_u32(ec, 0));
    }
    rq_ref r = {element(ec, st->queries, spv_type_ray_query(b), slot), st->queries, slot,
                element(ec, st->tmaxes, emit_t_f32(ec), slot), st->dones, 0, 0};
    if (a) {
        r.flags = a->flags;
        return r;
    }
    /* the template flags of whichever slot the handle names */
    bool differ = false;
    for (uint32_t i = 0; i < st->count; i++) {
        r.flags |= st->slot_flags[i];
        differ |= st->slot_flags[i] != st->slot_flags[0];
    }
    if (differ) {
        r.flags_id = emit_u32(ec, st->slot_flags[0]);
        for (uint32_t i = 1; i < st->count; i++) {
            spv_id is_i = spv_binop(b, SpvOpIEqual, emit_t_bool(ec), slot, emit_u32(ec, i));
            r.flags_id = spv_select(b, ec->t_u32, is_i, emit_u32(ec, st->slot_flags[i]), r.flags_id);
        }
    }
    return r;
}

/* The helper function of `kind` (and, for reads, op and result type) for
 * queries named like r; made on first use, bodies by emit_rayquery_finish. */
static spv_id helper(emit_ctx *ec, uint8_t kind, SpvOp op, spv_id type, const rq_ref *r)
{
    struct emit_rayquery_state *st = state(ec);
    spv_builder *b = ec->b;
    bool indexed = r->slot != 0;
    spv_id qparam = indexed ? spv_type_pointer(b, SpvStorageClassFunction, spv_type_array_n(b, spv_type_ray_query(b), st->count, 0))
                            : spv_type_pointer(b, SpvStorageClassFunction, spv_type_ray_query(b));
    spv_id dparam = 0;
    if (kind != RQ_READ)
        dparam = indexed ? spv_type_pointer(b, SpvStorageClassFunction, spv_type_array_n(b, emit_t_bool(ec), st->count, 0))
                         : spv_type_pointer(b, SpvStorageClassFunction, emit_t_bool(ec));
    for (uint32_t i = 0; i < st->helper_count; i++) {
        const rq_helper *h = &st->helpers[i];
        if (h->kind == kind && h->op == op && h->type == type && h->qparam == qparam && h->dparam == dparam)
            return h->fn;
    }
    if (st->helper_count >= RQ_MAX_HELPERS)
        emit_fail(ec, D2S_ERR_INTERNAL, "more than %u ray query helper functions", RQ_MAX_HELPERS);
    bool triangle_only = op == SpvOpRayQueryGetIntersectionBarycentricsKHR || op == SpvOpRayQueryGetIntersectionFrontFaceKHR;
    st->helpers[st->helper_count] = (rq_helper){kind, op, type, triangle_only, op == SpvOpRayQueryGetIntersectionTKHR,
                                               qparam, dparam, indexed, spv_alloc_id(b)};
    return st->helpers[st->helper_count++].fn;
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
    if (in->aux == DXOP_AllocateRayQuery2 && emit_imm(ec, in, 1) != 0)
        emit_unsupported(ec, "%s with RayQuery flags 0x%llx (RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS needs opacity "
                         "micromaps)", op_name(in), (unsigned long long)emit_imm(ec, in, 1));
    require_ray_query(ec);
    struct emit_rayquery_state *st = state(ec);
    if (in->v.id >= ec->fn->num_values || !st->alloc[in->v.id].is_alloc)
        emit_fail(ec, D2S_ERR_INTERNAL, "result %%%u out of range", in->v.id);
    rq_alloc *a = &st->alloc[in->v.id];
    if (st->dynamic) {
        make_arrays(ec, st);
    } else if (!a->var) {
        spv_id t = spv_type_ray_query(ec->b);
        a->var = spv_variable(ec->b, spv_type_pointer(ec->b, SpvStorageClassFunction, t), SpvStorageClassFunction, 0);
        spv_name(ec->b, a->var, "rayQuery");
        a->tmax_var = spv_variable(ec->b, spv_type_pointer(ec->b, SpvStorageClassFunction, emit_t_f32(ec)),
                                   SpvStorageClassFunction, 0);
        spv_name(ec->b, a->tmax_var, "rayQuery_tmax");
        a->done_var = spv_variable(ec->b, spv_type_pointer(ec->b, SpvStorageClassFunction, emit_t_bool(ec)),
                                   SpvStorageClassFunction, 0);
        spv_name(ec->b, a->done_var, "rayQuery_done");
    }
    a->flags = (uint32_t)flags; /* slot_flags[a->slot] has it from the scan (state) */
    /* The i32 handle is the allocation's slot (dynamic mode indexes the
     * function's arrays with it; otherwise nothing reads it). */
    emit_set_value(ec, in, emit_u32(ec, a->slot));
}

/* options.heap_acceleration_structure_addresses: the acceleration structure
 * at heap element h->array_index, made from the 64-bit device address in
 * that entry of the runtime's address buffer (a runtime without
 * acceleration-structure descriptors in its heap keeps addresses there). */
static spv_id accel_from_address(emit_ctx *ec, const emit_handle *h, spv_id t)
{
    const dxil2spv_heap_acceleration_structure_addresses *o = &ec->opts->heap_acceleration_structure_addresses;
    if (!ec->accel_address_var)
        ec->accel_address_var = emit_heap_uvec2_table(ec, o->set, o->binding, "acceleration_structure_addresses");
    spv_id address = emit_heap_uvec2_entry(ec, ec->accel_address_var, h->array_index, h);
    return spv_unop(ec->b, SpvOpConvertUToAccelerationStructureKHR, t, address);
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
    /* Read from the heap arrays: an SM 6.6 heap access, or a table
     * (HEAP binding model, local tables; moved by root_remap or not). */
    if (ec->opts->heap_acceleration_structure_addresses.enabled && (r->heap || r->rs_own_array))
        return accel_from_address(ec, h, t);
    if (r->rs_place == DXIL2SPV_PLACEMENT_ROOT_DESCRIPTOR)
        return emit_rootsig_accel(ec, r);
    if (!r->var) {
        spv_id vt = t;
        if (r->is_array && r->unbounded) {
            if (spv_version(b) < 0x00010500)
                spv_extension(b, "SPV_EXT_descriptor_indexing");
            spv_capability(b, SpvCapabilityRuntimeDescriptorArray);
            vt = spv_type_runtime_array(b, t, 0);
        } else if (r->is_array) {
            vt = spv_type_array_n(b, t, r->array_len, 0);
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
    return spv_composite_construct(ec->b, spv_type_vector(ec->b, emit_t_f32(ec), 3), parts, 3);
}

static void h_trace_ray_inline(emit_ctx *ec, ir_instr *in)
{
    check_operands(ec, in, 12);
    rq_ref q = query_of(ec, in);
    spv_id accel = emit_accel_load(ec, in, in->ops[1]);
    uint64_t cflags;
    spv_id flags;
    uint32_t known = q.flags; /* flag bits the ray may have, known at translation time */
    bool const_flags = emit_const_int(in->ops[2], &cflags);
    if (const_flags) {
        check_flags(ec, in, cflags, "the ray flags");
        known |= (uint32_t)cflags;
        flags = q.flags_id ? spv_binop(ec->b, SpvOpBitwiseOr, ec->t_u32, q.flags_id, emit_u32(ec, (uint32_t)cflags))
                           : emit_u32(ec, known);
    } else {
        flags = emit_value(ec, in->ops[2]);
        if (q.flags_id)
            flags = spv_binop(ec->b, SpvOpBitwiseOr, ec->t_u32, flags, q.flags_id);
        else if (q.flags)
            flags = spv_binop(ec->b, SpvOpBitwiseOr, ec->t_u32, flags, emit_u32(ec, q.flags));
    }
    /* SPIR-V makes SkipTrianglesKHR / SkipAABBsKHR a capability of their own,
     * RayTraversalPrimitiveCullingKHR, required whenever a ray uses them. It is
     * declared when they may be set at translation time, and when the flags are
     * computed (RAY_FLAG_SKIP_* may then be set at run time, as D3D allows):
     * Vulkan grants the capability to every device with the rayQuery feature,
     * so declaring it asks nothing more of the device. */
    if ((known & RQ_FLAGS_PRIMITIVE_CULLING) || !const_flags)
        spv_capability(ec->b, SpvCapabilityRayTraversalPrimitiveCullingKHR);
    spv_id mask = emit_value(ec, in->ops[3]);
    spv_id origin = float3(ec, in, 4);
    spv_id tmin = emit_value(ec, in->ops[7]);
    spv_id dir = float3(ec, in, 8);
    spv_id tmax = emit_value(ec, in->ops[11]);
    spv_op_void(ec->b, SpvOpRayQueryInitializeKHR, SPV_OPS(q.query, accel, flags, mask, origin, tmin, dir, tmax));
    spv_store(ec->b, q.tmax, tmax);
    spv_id done = q.slot ? element(ec, q.done, emit_t_bool(ec), q.slot) : q.done;
    spv_store(ec->b, done, spv_const_bool(ec->b, false));
}

/* D3D allows Proceed() and Abort() in any state after TraceRayInline: once
 * traversal has ended, Proceed() returns false and Abort() does nothing.
 * SPIR-V forbids OpRayQueryProceedKHR after one returned false and
 * OpRayQueryTerminateKHR after a Proceed returned false. Both therefore go
 * through functions (emitted by emit_rayquery_finish) that keep a per-query
 * "done" flag, reset by TraceRayInline. */
static spv_id call_traversal(emit_ctx *ec, uint8_t kind, const rq_ref *q)
{
    spv_id fn = helper(ec, kind, SpvOpNop, 0, q);
    spv_id ret = kind == RQ_PROCEED ? emit_t_bool(ec) : ec->t_void;
    if (q->slot) {
        spv_id args[3] = {q->base, q->slot, q->done};
        return spv_call(ec->b, ret, fn, args, 3);
    }
    spv_id args[2] = {q->base, q->done};
    return spv_call(ec->b, ret, fn, args, 2);
}

static void h_proceed(emit_ctx *ec, ir_instr *in)
{
    rq_ref q = query_of(ec, in);
    if (in->v.type->kind != IR_TYPE_INT || in->v.type->width != 1)
        emit_invalid(ec, "%s must return i1", op_name(in));
    emit_set_value(ec, in, call_traversal(ec, RQ_PROCEED, &q));
}

/* The body of a traversal helper: (query, [slot,] done) */
static void traversal_body(emit_ctx *ec, const rq_helper *h)
{
    spv_builder *b = ec->b;
    bool proceed = h->kind == RQ_PROCEED;
    spv_id q = spv_function_param(b, h->qparam);
    spv_id slot = h->indexed ? spv_function_param(b, ec->t_u32) : 0;
    spv_id done = spv_function_param(b, h->dparam);
    spv_block entry = spv_block_begin(b, 0);
    if (slot) {
        q = element(ec, q, spv_type_ray_query(b), slot);
        done = element(ec, done, emit_t_bool(ec), slot);
    }
    spv_id l_run = spv_alloc_id(b), l_end = spv_alloc_id(b);
    spv_id ended = spv_load(b, emit_t_bool(ec), done);
    spv_selection_merge(b, l_end, SpvSelectionControlMaskNone);
    spv_branch_cond(b, ended, l_end, l_run);
    spv_block_begin(b, l_run);
    spv_id more = 0;
    if (proceed) {
        more = spv_op(b, SpvOpRayQueryProceedKHR, emit_t_bool(ec), SPV_OPS(q));
        spv_store(b, done, spv_unop(b, SpvOpLogicalNot, emit_t_bool(ec), more));
    } else {
        spv_op_void(b, SpvOpRayQueryTerminateKHR, SPV_OPS(q));
        spv_store(b, done, spv_const_bool(b, true));
    }
    spv_branch(b, l_end);
    spv_block_begin(b, l_end);
    if (proceed) {
        spv_id pairs[4] = {spv_const_bool(b, false), spv_block_label(b, entry), more, l_run};
        spv_return_value(b, spv_phi(b, emit_t_bool(ec), pairs, 2));
    } else {
        spv_return(b);
    }
}

static void h_void(emit_ctx *ec, ir_instr *in)
{
    rq_ref q = query_of(ec, in);
    switch (in->aux) {
    case DXOP_RayQuery_Abort:
        call_traversal(ec, RQ_ABORT, &q);
        break;
    case DXOP_RayQuery_CommitNonOpaqueTriangleHit:
        spv_op_void(ec->b, SpvOpRayQueryConfirmIntersectionKHR, SPV_OPS(q.query));
        break;
    default: { /* CommitProceduralPrimitiveHit(t) */
        check_operands(ec, in, 2);
        spv_op_void(ec->b, SpvOpRayQueryGenerateIntersectionKHR, SPV_OPS(q.query, emit_value(ec, in->ops[1])));
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
    case DXOP_RayQuery_CommittedStatus: return (rq_query){SpvOpRayQueryGetIntersectionTypeKHR, RQ_COMMITTED, 'u'};
    case DXOP_RayQuery_CandidateType: return (rq_query){SpvOpRayQueryGetIntersectionTypeKHR, RQ_CANDIDATE, 'u'};
    case DXOP_RayQuery_CandidateProceduralPrimitiveNonOpaque:
        return (rq_query){SpvOpRayQueryGetIntersectionCandidateAABBOpaqueKHR, -1, '!'};
    case DXOP_RayQuery_CandidateTriangleFrontFace: return (rq_query){SpvOpRayQueryGetIntersectionFrontFaceKHR, RQ_CANDIDATE, 'b'};
    case DXOP_RayQuery_CommittedTriangleFrontFace: return (rq_query){SpvOpRayQueryGetIntersectionFrontFaceKHR, RQ_COMMITTED, 'b'};
    case DXOP_RayQuery_CandidateTriangleBarycentrics:
        return (rq_query){SpvOpRayQueryGetIntersectionBarycentricsKHR, RQ_CANDIDATE, '2'};
    case DXOP_RayQuery_CommittedTriangleBarycentrics:
        return (rq_query){SpvOpRayQueryGetIntersectionBarycentricsKHR, RQ_COMMITTED, '2'};
    case DXOP_RayQuery_RayFlags: return (rq_query){SpvOpRayQueryGetRayFlagsKHR, -1, 'u'};
    case DXOP_RayQuery_WorldRayOrigin: return (rq_query){SpvOpRayQueryGetWorldRayOriginKHR, -1, '3'};
    case DXOP_RayQuery_WorldRayDirection: return (rq_query){SpvOpRayQueryGetWorldRayDirectionKHR, -1, '3'};
    case DXOP_RayQuery_RayTMin: return (rq_query){SpvOpRayQueryGetRayTMinKHR, -1, 'f'};
    case DXOP_RayQuery_CandidateTriangleRayT: return (rq_query){SpvOpRayQueryGetIntersectionTKHR, RQ_CANDIDATE, 'f'};
    case DXOP_RayQuery_CommittedRayT: return (rq_query){SpvOpRayQueryGetIntersectionTKHR, RQ_COMMITTED, 'f'};
    case DXOP_RayQuery_CandidateInstanceIndex:
        return (rq_query){SpvOpRayQueryGetIntersectionInstanceIdKHR, RQ_CANDIDATE, 'u'};
    case DXOP_RayQuery_CommittedInstanceIndex:
        return (rq_query){SpvOpRayQueryGetIntersectionInstanceIdKHR, RQ_COMMITTED, 'u'};
    case DXOP_RayQuery_CandidateInstanceID:
        return (rq_query){SpvOpRayQueryGetIntersectionInstanceCustomIndexKHR, RQ_CANDIDATE, 'u'};
    case DXOP_RayQuery_CommittedInstanceID:
        return (rq_query){SpvOpRayQueryGetIntersectionInstanceCustomIndexKHR, RQ_COMMITTED, 'u'};
    case DXOP_RayQuery_CandidateGeometryIndex:
        return (rq_query){SpvOpRayQueryGetIntersectionGeometryIndexKHR, RQ_CANDIDATE, 'u'};
    case DXOP_RayQuery_CommittedGeometryIndex:
        return (rq_query){SpvOpRayQueryGetIntersectionGeometryIndexKHR, RQ_COMMITTED, 'u'};
    case DXOP_RayQuery_CandidatePrimitiveIndex:
        return (rq_query){SpvOpRayQueryGetIntersectionPrimitiveIndexKHR, RQ_CANDIDATE, 'u'};
    case DXOP_RayQuery_CommittedPrimitiveIndex:
        return (rq_query){SpvOpRayQueryGetIntersectionPrimitiveIndexKHR, RQ_COMMITTED, 'u'};
    case DXOP_RayQuery_CandidateObjectRayOrigin:
        return (rq_query){SpvOpRayQueryGetIntersectionObjectRayOriginKHR, RQ_CANDIDATE, '3'};
    case DXOP_RayQuery_CommittedObjectRayOrigin:
        return (rq_query){SpvOpRayQueryGetIntersectionObjectRayOriginKHR, RQ_COMMITTED, '3'};
    case DXOP_RayQuery_CandidateObjectRayDirection:
        return (rq_query){SpvOpRayQueryGetIntersectionObjectRayDirectionKHR, RQ_CANDIDATE, '3'};
    case DXOP_RayQuery_CommittedObjectRayDirection:
        return (rq_query){SpvOpRayQueryGetIntersectionObjectRayDirectionKHR, RQ_COMMITTED, '3'};
    case DXOP_RayQuery_CandidateInstanceContributionToHitGroupIndex:
        return (rq_query){SpvOpRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR, RQ_CANDIDATE, 'u'};
    case DXOP_RayQuery_CommittedInstanceContributionToHitGroupIndex:
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

/* SPIR-V allows committed-intersection queries only while an intersection
 * is committed (barycentrics and facing: a committed triangle), but D3D
 * defines CommittedRayT() with nothing committed: the TMax TraceRayInline
 * set. D3D leaves the other Committed* values unavailable then, yet a shader
 * may still read them (the procedural corpus shader reads
 * CommittedObjectToWorld3x4() on every path) and lavapipe dereferences a
 * null instance there. So each committed query other than the status runs
 * in a function that asks OpRayQueryGetIntersectionTypeKHR(committed) first
 * and returns, when nothing (no triangle) is committed, the ray's TMax for
 * RayT and a null value otherwise. */
static spv_id committed_query(emit_ctx *ec, SpvOp op, spv_id type, const rq_ref *q)
{
    spv_builder *b = ec->b;
    spv_id fn = helper(ec, RQ_READ, op, type, q);
    spv_id args[3];
    uint32_t n = 0;
    args[n++] = q->base;
    if (q->slot)
        args[n++] = q->slot;
    if (op == SpvOpRayQueryGetIntersectionTKHR)
        args[n++] = spv_load(b, emit_t_f32(ec), q->tmax);
    return spv_call(b, type, fn, args, n);
}

/* The body of a committed read: (query, [slot,] [value if nothing is committed]) */
static void read_body(emit_ctx *ec, const rq_helper *h)
{
    spv_builder *b = ec->b;
    spv_id q = spv_function_param(b, h->qparam);
    spv_id slot = h->indexed ? spv_function_param(b, ec->t_u32) : 0;
    spv_id otherwise = h->fallback ? spv_function_param(b, h->type) : 0;
    spv_block entry = spv_block_begin(b, 0);
    if (slot)
        q = element(ec, q, spv_type_ray_query(b), slot);
    spv_id l_read = spv_alloc_id(b), l_end = spv_alloc_id(b);
    spv_id kind = spv_op(b, SpvOpRayQueryGetIntersectionTypeKHR, ec->t_u32, SPV_OPS(q, emit_u32(ec, RQ_COMMITTED)));
    /* RayQueryCommittedIntersectionNoneKHR 0, ...TriangleKHR 1 */
    spv_id valid = h->triangle_only ? spv_binop(b, SpvOpIEqual, emit_t_bool(ec), kind, emit_u32(ec, 1))
                                    : spv_binop(b, SpvOpINotEqual, emit_t_bool(ec), kind, emit_u32(ec, 0));
    spv_selection_merge(b, l_end, SpvSelectionControlMaskNone);
    spv_branch_cond(b, valid, l_read, l_end);
    spv_block_begin(b, l_read);
    spv_id v = spv_op(b, h->op, h->type, SPV_OPS(q, emit_u32(ec, RQ_COMMITTED)));
    spv_branch(b, l_end);
    spv_block_begin(b, l_end);
    if (!otherwise)
        otherwise = spv_const_null(b, h->type);
    spv_id pairs[4] = {v, l_read, otherwise, spv_block_label(b, entry)};
    spv_return_value(b, spv_phi(b, h->type, pairs, 2));
}

void emit_rayquery_finish(emit_ctx *ec)
{
    struct emit_rayquery_state *st = ec->rayquery;
    if (!st)
        return;
    spv_builder *b = ec->b;
    static const char *const names[3] = {"rayQuery_proceed", "rayQuery_abort", "rayQuery_committed_read"};
    for (uint32_t i = 0; i < st->helper_count; i++) {
        const rq_helper *h = &st->helpers[i];
        spv_id ret = h->kind == RQ_PROCEED ? emit_t_bool(ec) : h->kind == RQ_ABORT ? ec->t_void : h->type;
        spv_id params[3];
        uint32_t n = 0;
        params[n++] = h->qparam;
        if (h->indexed)
            params[n++] = ec->t_u32;
        if (h->kind != RQ_READ)
            params[n++] = h->dparam;
        else if (h->fallback)
            params[n++] = h->type;
        spv_function_begin(b, h->fn, ret, spv_type_function(b, ret, params, n), SpvFunctionControlMaskNone);
        spv_name(b, h->fn, names[h->kind]);
        if (h->kind == RQ_READ)
            read_body(ec, h);
        else
            traversal_body(ec, h);
        spv_function_end(b);
    }
}

/* Runs query `op` (whose Intersection operand is `which`) on q; committed
 * reads other than the status are guarded (committed_query). */
static spv_id run_query(emit_ctx *ec, SpvOp op, int which, spv_id type, const rq_ref *q)
{
    spv_builder *b = ec->b;
    if (which < 0)
        return spv_op(b, op, type, SPV_OPS(q->query));
    if (which == RQ_COMMITTED && op != SpvOpRayQueryGetIntersectionTypeKHR)
        return committed_query(ec, op, type, q);
    return spv_op(b, op, type, SPV_OPS(q->query, emit_u32(ec, (uint32_t)which)));
}

static void h_state(emit_ctx *ec, ir_instr *in)
{
    rq_query k = query_kind(in->aux);
    if (k.op == SpvOpNop)
        emit_dxop_unsupported(ec, in, NULL);
    rq_ref q = query_of(ec, in);
    spv_builder *b = ec->b;
    spv_id r;
    switch (k.result) {
    case 'u':
        check_result(ec, in, false, 32);
        r = run_query(ec, k.op, k.which, ec->t_u32, &q);
        break;
    case 'f':
        check_result(ec, in, true, 32);
        r = run_query(ec, k.op, k.which, emit_t_f32(ec), &q);
        break;
    case 'b':
    case '!':
        check_result(ec, in, false, 1);
        r = run_query(ec, k.op, k.which, emit_t_bool(ec), &q);
        if (k.result == '!') /* D3D asks "non-opaque", SPIR-V answers "opaque" */
            r = spv_unop(b, SpvOpLogicalNot, emit_t_bool(ec), r);
        break;
    default: { /* a vector; the dx.op returns one component */
        check_result(ec, in, true, 32);
        check_operands(ec, in, 2);
        uint32_t n = k.result == '2' ? 2 : 3;
        uint64_t c = emit_imm(ec, in, 1);
        if (c >= n)
            emit_invalid(ec, "%s component %llu (0 to %u exist)", op_name(in), (unsigned long long)c, n - 1);
        spv_id vec = run_query(ec, k.op, k.which, spv_type_vector(b, emit_t_f32(ec), n), &q);
        uint32_t idx = (uint32_t)c;
        r = spv_composite_extract(b, emit_t_f32(ec), vec, &idx, 1);
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
    rq_ref q = query_of(ec, in);
    check_result(ec, in, true, 32);
    uint64_t row = 0, col = 0;
    bool row_const = emit_const_int(in->ops[1], &row), col_const = emit_const_int(in->ops[2], &col);
    if (row > 2 || col > 3)
        emit_invalid(ec, "%s element [%llu][%llu] (a 3x4 matrix)", op_name(in), (unsigned long long)row,
                     (unsigned long long)col);
    bool object_to_world = in->aux == DXOP_RayQuery_CandidateObjectToWorld3x4 || in->aux == DXOP_RayQuery_CommittedObjectToWorld3x4;
    bool committed = in->aux == DXOP_RayQuery_CommittedObjectToWorld3x4 || in->aux == DXOP_RayQuery_CommittedWorldToObject3x4;
    spv_builder *b = ec->b;
    spv_id mat_t = spv_type_matrix(b, spv_type_vector(b, emit_t_f32(ec), 3), 4);
    spv_id m = run_query(ec, object_to_world ? SpvOpRayQueryGetIntersectionObjectToWorldKHR
                                             : SpvOpRayQueryGetIntersectionWorldToObjectKHR,
                         committed ? RQ_COMMITTED : RQ_CANDIDATE, mat_t, &q);
    if (row_const && col_const) {
        uint32_t idx[2] = {(uint32_t)col, (uint32_t)row};
        emit_set_value(ec, in, spv_composite_extract(b, emit_t_f32(ec), m, idx, 2));
        return;
    }
    /* A computed row or column (a loop over the matrix): the column is
     * chosen among the four by selects (a value has no dynamic composite
     * index in SPIR-V but for vector components), the row by
     * OpVectorExtractDynamic. An index past the matrix (undefined in D3D)
     * reads column 0 or an undefined component, never outside the value. */
    spv_id vec3 = spv_type_vector(b, emit_t_f32(ec), 3);
    uint32_t c0 = col_const ? (uint32_t)col : 0;
    spv_id column = spv_composite_extract(b, vec3, m, &c0, 1);
    if (!col_const) {
        spv_id col_id = emit_value(ec, in->ops[2]);
        if (emit_scalar_width(in->ops[2]->type) != 32) /* DXIL's column operand is an i8 */
            col_id = spv_unop(b, SpvOpUConvert, ec->t_u32, col_id);
        for (uint32_t c = 1; c < 4; c++) {
            spv_id is_c = spv_binop(b, SpvOpIEqual, emit_t_bool(ec), col_id, emit_u32(ec, c));
            column = spv_select(b, vec3, is_c, spv_composite_extract(b, vec3, m, &c, 1), column);
        }
    }
    spv_id r;
    if (row_const) {
        uint32_t ri = (uint32_t)row;
        r = spv_composite_extract(b, emit_t_f32(ec), column, &ri, 1);
    } else {
        r = spv_op(b, SpvOpVectorExtractDynamic, emit_t_f32(ec), SPV_OPS(column, emit_value(ec, in->ops[1])));
    }
    emit_set_value(ec, in, r);
}

void emit_register_rayquery_ops(emit_dxop_fn *table)
{
    table[DXOP_AllocateRayQuery] = h_allocate;
    table[DXOP_AllocateRayQuery2] = h_allocate;
    table[DXOP_RayQuery_TraceRayInline] = h_trace_ray_inline;
    table[DXOP_RayQuery_Proceed] = h_proceed;
    table[DXOP_RayQuery_Abort] = h_void;
    table[DXOP_RayQuery_CommitNonOpaqueTriangleHit] = h_void;
    table[DXOP_RayQuery_CommitProceduralPrimitiveHit] = h_void;
    table[DXOP_RayQuery_CandidateObjectToWorld3x4] = h_matrix;
    table[DXOP_RayQuery_CandidateWorldToObject3x4] = h_matrix;
    table[DXOP_RayQuery_CommittedObjectToWorld3x4] = h_matrix;
    table[DXOP_RayQuery_CommittedWorldToObject3x4] = h_matrix;
    static const uint16_t state_ops[] = {
        DXOP_RayQuery_CommittedStatus, DXOP_RayQuery_CandidateType, DXOP_RayQuery_CandidateProceduralPrimitiveNonOpaque,
        DXOP_RayQuery_CandidateTriangleFrontFace, DXOP_RayQuery_CommittedTriangleFrontFace, DXOP_RayQuery_CandidateTriangleBarycentrics,
        DXOP_RayQuery_CommittedTriangleBarycentrics, DXOP_RayQuery_RayFlags, DXOP_RayQuery_WorldRayOrigin, DXOP_RayQuery_WorldRayDirection,
        DXOP_RayQuery_RayTMin, DXOP_RayQuery_CandidateTriangleRayT, DXOP_RayQuery_CommittedRayT, DXOP_RayQuery_CandidateInstanceIndex,
        DXOP_RayQuery_CandidateInstanceID, DXOP_RayQuery_CandidateGeometryIndex, DXOP_RayQuery_CandidatePrimitiveIndex,
        DXOP_RayQuery_CandidateObjectRayOrigin, DXOP_RayQuery_CandidateObjectRayDirection, DXOP_RayQuery_CommittedInstanceIndex,
        DXOP_RayQuery_CommittedInstanceID, DXOP_RayQuery_CommittedGeometryIndex, DXOP_RayQuery_CommittedPrimitiveIndex,
        DXOP_RayQuery_CommittedObjectRayOrigin, DXOP_RayQuery_CommittedObjectRayDirection,
        DXOP_RayQuery_CandidateInstanceContributionToHitGroupIndex, DXOP_RayQuery_CommittedInstanceContributionToHitGroupIndex,
    };
    for (uint32_t i = 0; i < sizeof(state_ops) / sizeof(state_ops[0]); i++)
        table[state_ops[i]] = h_state;
}
