/* Mesh and amplification shaders (SM 6.5) as SPV_EXT_mesh_shader's mesh
 * and task shaders.
 *
 * The two APIs' models are close; the differences this file bridges:
 *   - D3D's mesh shader writes its outputs with StoreVertexOutput and
 *     StorePrimitiveOutput, one register component at a time, into the
 *     vertex and primitive signatures (emit_stage_io.c makes the variables:
 *     per-vertex arrays of max-vertex-count elements, per-primitive arrays
 *     of max-primitive-count elements decorated PerPrimitiveEXT), and the
 *     connectivity with EmitIndices: here a store into the
 *     PrimitiveTriangleIndicesEXT / PrimitiveLineIndicesEXT array.
 *   - D3D's DispatchMesh is a call that hands over the group counts and a
 *     payload; Vulkan's OpEmitMeshTasksEXT is a block terminator whose
 *     payload must be a TaskPayloadWorkgroupEXT variable. DispatchMesh
 *     therefore only records the counts (in a Private uvec3); the
 *     entry point is a wrapper that calls the DXIL entry and then emits the
 *     tasks. D3D requires DispatchMesh exactly once per thread group, at the
 *     end of the shader, so the two orders agree; a path that returns
 *     without it launches no mesh groups (counts 0), as in D3D.
 *   - The payload: when DispatchMesh sends a groupshared global (DXC's
 *     usual form), that global itself is declared TaskPayloadWorkgroupEXT
 *     (emit_memory.c), so the shader's own writes fill the payload. Any
 *     other source (a local struct) is copied into a payload variable at the
 *     DispatchMesh call; every thread stores, D3D's rule that the
 *     arguments are group-uniform makes those stores agree.
 *   - GetMeshPayload in the mesh shader: a TaskPayloadWorkgroupEXT variable
 *     of the payload's type, which the shader reads through GEPs.
 * A D3D mesh shader may declare no vertices or primitives (it culls the
 * group); Vulkan's OutputVertices / OutputPrimitivesEXT must be at least 1,
 * so 0 becomes 1, which changes nothing: SetMeshOutputCounts still says 0.
 */
#include "emit/stages/emit_stage.h"

enum {
    DXOP_SET_MESH_OUTPUT_COUNTS = 168, DXOP_EMIT_INDICES = 169, DXOP_GET_MESH_PAYLOAD = 170,
    DXOP_DISPATCH_MESH = 173, /* StoreVertexOutput and StorePrimitiveOutput: emit_dxop_io.c */
};

/* DXIL::MeshOutputTopology */
enum { MESH_TOPOLOGY_LINE = 1, MESH_TOPOLOGY_TRIANGLE = 2 };

/* D3D12's limits (D3D12_MS_*): Vulkan guarantees at least these too
 * (maxMeshOutputVertices, maxMeshOutputPrimitives >= 256,
 * maxTaskPayloadSize >= 16384). */
#define MESH_MAX_OUTPUTS 256u
#define MESH_MAX_PAYLOAD 16384u

uint32_t emit_mesh_capacity(const emit_ctx *ec, bool primitives)
{
    uint32_t n = primitives ? ec->ep->ms.max_primitive_count : ec->ep->ms.max_vertex_count;
    return n ? n : 1;
}

static const char *entry_name(emit_ctx *ec)
{
    return ec->ep->name ? ec->ep->name : "?";
}

/* The groupshared global every DispatchMesh of the module sends, if they
 * all send the same one directly. */
typedef struct payload_search {
    const ir_global *found;
    bool other;
} payload_search;

static void note_payload(emit_ctx *ec, ir_instr *in, void *arg)
{
    payload_search *ps = arg;
    (void)ec;
    ir_value *p = in->num_ops >= 4 ? in->ops[3] : NULL;
    if (p && p->kind == IR_VAL_GLOBAL && ((ir_global *)p)->addrspace == IR_ADDRSPACE_GROUPSHARED &&
        (!ps->found || ps->found == (const ir_global *)p))
        ps->found = (const ir_global *)p;
    else
        ps->other = true;
}

static const ir_global *find_payload_global(emit_ctx *ec)
{
    payload_search ps = {NULL, false};
    emit_each_dxop(ec, DXOP_DISPATCH_MESH, note_payload, &ps);
    return ps.other ? NULL : ps.found;
}

void emit_mesh_begin(emit_ctx *ec)
{
    struct emit_stage_state *st = ec->stage;
    const dxil_entry_point *ep = ec->ep;
    spv_builder *b = ec->b;
    bool mesh = ec->shader_kind == DXIL_SHADER_MESH;
    if (spv_version(b) < 0x00010400)
        emit_unsupported(ec, "%s shader '%s' for this target: SPV_EXT_mesh_shader needs SPIR-V 1.4 (target "
                         "Vulkan 1.2 or later)", dxil_shader_kind_name(ec->shader_kind), entry_name(ec));
    spv_extension(b, "SPV_EXT_mesh_shader");
    spv_capability(b, SpvCapabilityMeshShadingEXT);
    uint64_t threads = (uint64_t)ep->numthreads[0] * ep->numthreads[1] * ep->numthreads[2];
    if (threads > 128)
        emit_invalid(ec, "%s shader '%s' with numthreads(%u, %u, %u): at most 128 threads",
                     dxil_shader_kind_name(ec->shader_kind), entry_name(ec), ep->numthreads[0], ep->numthreads[1],
                     ep->numthreads[2]);
    uint32_t payload = mesh ? ep->ms.payload_size : ep->as.payload_size;
    if (payload > MESH_MAX_PAYLOAD)
        emit_invalid(ec, "%s shader '%s' with a %u-byte payload (at most %u)", dxil_shader_kind_name(ec->shader_kind),
                     entry_name(ec), payload, MESH_MAX_PAYLOAD);
    if (ep->inputs.count)
        emit_invalid(ec, "a %s shader with an input signature", dxil_shader_kind_name(ec->shader_kind));
    if (!mesh) {
        if (ep->outputs.count || ep->patch_constants.count)
            emit_invalid(ec, "an amplification shader with an output signature");
        ec->task_payload_global = find_payload_global(ec);
        spv_id t = spv_type_vector(b, ec->t_u32, 3);
        st->task_counts = spv_variable(b, spv_type_pointer(b, SpvStorageClassPrivate, t), SpvStorageClassPrivate,
                                       spv_const_null(b, t));
        spv_name(b, st->task_counts, "mesh_task_counts");
        emit_add_interface(ec, st->task_counts);
        return;
    }
    if (ep->ms.max_vertex_count > MESH_MAX_OUTPUTS || ep->ms.max_primitive_count > MESH_MAX_OUTPUTS)
        emit_invalid(ec, "mesh shader '%s' with %u vertices and %u primitives (at most %u each)", entry_name(ec),
                     ep->ms.max_vertex_count, ep->ms.max_primitive_count, MESH_MAX_OUTPUTS);
    if (ep->ms.output_topology != MESH_TOPOLOGY_LINE && ep->ms.output_topology != MESH_TOPOLOGY_TRIANGLE)
        emit_invalid(ec, "mesh shader '%s' with output topology %u (1 line, 2 triangle)", entry_name(ec),
                     ep->ms.output_topology);
}

void emit_mesh_modes(emit_ctx *ec, spv_id fn)
{
    const dxil_entry_point *ep = ec->ep;
    spv_builder *b = ec->b;
    uint32_t v = emit_mesh_capacity(ec, false), p = emit_mesh_capacity(ec, true);
    spv_execution_mode(b, fn, SpvExecutionModeOutputVertices, &v, 1);
    spv_execution_mode(b, fn, SpvExecutionModeOutputPrimitivesEXT, &p, 1);
    spv_execution_mode0(b, fn, ep->ms.output_topology == MESH_TOPOLOGY_LINE ? SpvExecutionModeOutputLinesEXT
                                                                             : SpvExecutionModeOutputTrianglesEXT);
}

spv_id emit_task_wrapper(emit_ctx *ec, spv_id entry)
{
    struct emit_stage_state *st = ec->stage;
    spv_builder *b = ec->b;
    spv_id fn_type = spv_type_function(b, ec->t_void, NULL, 0);
    spv_id fn = spv_function_begin(b, 0, ec->t_void, fn_type, SpvFunctionControlMaskNone);
    spv_name(b, fn, "dispatch_mesh");
    spv_block_begin(b, 0);
    spv_call(b, ec->t_void, entry, NULL, 0);
    spv_id counts = spv_load(b, spv_type_vector(b, ec->t_u32, 3), st->task_counts);
    uint32_t ops[4];
    for (uint32_t i = 0; i < 3; i++)
        ops[i] = spv_composite_extract(b, ec->t_u32, counts, &i, 1);
    spv_id payload = st->task_payload;
    if (!payload && ec->task_payload_global)
        payload = emit_global_var(ec, (ir_global *)ec->task_payload_global);
    ops[3] = payload;
    spv_op_void(b, SpvOpEmitMeshTasksEXT, ops, payload ? 4 : 3);
    spv_function_end(b);
    return fn;
}

/* ---- ops ---------------------------------------------------------------------- */

static void need_kind(emit_ctx *ec, ir_instr *in, uint32_t kind)
{
    if (ec->shader_kind != kind)
        emit_dxop_unsupported(ec, in, d2s_sprintf(ec->ctx, "in %s shaders", dxil_shader_kind_name(ec->shader_kind)));
    if (!ec->stage)
        emit_fail(ec, D2S_ERR_INTERNAL, "mesh op without the stage state");
}

static ir_value *op_at(emit_ctx *ec, ir_instr *in, uint32_t i)
{
    if (i >= in->num_ops || !in->ops[i])
        emit_invalid(ec, "%s: operand %u is missing", in->dxop ? in->dxop->name : "dx.op", i);
    return in->ops[i];
}

/* An i32 operand as a u32 id. */
static spv_id u32_op(emit_ctx *ec, ir_instr *in, uint32_t i)
{
    ir_value *v = op_at(ec, in, i);
    if (v->type->kind != IR_TYPE_INT || v->type->width != 32)
        emit_invalid(ec, "%s: operand %u is not an i32", in->dxop ? in->dxop->name : "dx.op", i);
    return emit_value(ec, v);
}

static void h_set_mesh_output_counts(emit_ctx *ec, ir_instr *in)
{
    need_kind(ec, in, DXIL_SHADER_MESH);
    spv_op_void(ec->b, SpvOpSetMeshOutputsEXT, SPV_OPS(u32_op(ec, in, 0), u32_op(ec, in, 1)));
}

static void h_emit_indices(emit_ctx *ec, ir_instr *in)
{
    need_kind(ec, in, DXIL_SHADER_MESH);
    struct emit_stage_state *st = ec->stage;
    spv_builder *b = ec->b;
    bool lines = ec->ep->ms.output_topology == MESH_TOPOLOGY_LINE;
    uint32_t n = lines ? 2 : 3;
    spv_id vt = spv_type_vector(b, ec->t_u32, n);
    if (!st->mesh_indices) {
        spv_id t = spv_type_array_n(b, vt, emit_mesh_capacity(ec, true), 0);
        st->mesh_indices = spv_variable(b, spv_type_pointer(b, SpvStorageClassOutput, t), SpvStorageClassOutput, 0);
        spv_decorate_builtin(b, st->mesh_indices,
                             lines ? SpvBuiltInPrimitiveLineIndicesEXT : SpvBuiltInPrimitiveTriangleIndicesEXT);
        spv_name(b, st->mesh_indices, lines ? "gl_PrimitiveLineIndicesEXT" : "gl_PrimitiveTriangleIndicesEXT");
        emit_add_interface(ec, st->mesh_indices);
    }
    spv_id idx = u32_op(ec, in, 0);
    spv_id v[3];
    for (uint32_t i = 0; i < n; i++)
        v[i] = u32_op(ec, in, 1 + i);
    spv_id ptr = spv_access_chain(b, spv_type_pointer(b, SpvStorageClassOutput, vt), st->mesh_indices, &idx, 1);
    spv_store(b, ptr, spv_composite_construct(b, vt, v, n));
}

static void h_get_mesh_payload(emit_ctx *ec, ir_instr *in)
{
    need_kind(ec, in, DXIL_SHADER_MESH);
    struct emit_stage_state *st = ec->stage;
    const ir_type *t = in->v.type;
    if (!t || t->kind != IR_TYPE_POINTER || !t->elem)
        emit_invalid(ec, "GetMeshPayload does not return a pointer");
    spv_id ptr_type = emit_ptr_type(ec, SpvStorageClassTaskPayloadWorkgroupEXT, t->elem);
    if (!st->mesh_payload) {
        st->mesh_payload = spv_variable(ec->b, ptr_type, SpvStorageClassTaskPayloadWorkgroupEXT, 0);
        st->mesh_payload_type = ptr_type;
        spv_name(ec->b, st->mesh_payload, "mesh_payload");
        emit_add_interface(ec, st->mesh_payload);
    } else if (st->mesh_payload_type != ptr_type) {
        /* one payload, one type: DXC never writes two */
        emit_invalid(ec, "GetMeshPayload calls with payloads of different types");
    }
    emit_set_pointer(ec, in, st->mesh_payload, SpvStorageClassTaskPayloadWorkgroupEXT);
}

static void h_dispatch_mesh(emit_ctx *ec, ir_instr *in)
{
    need_kind(ec, in, DXIL_SHADER_AMPLIFICATION);
    struct emit_stage_state *st = ec->stage;
    spv_builder *b = ec->b;
    spv_id c[3] = {u32_op(ec, in, 0), u32_op(ec, in, 1), u32_op(ec, in, 2)};
    spv_store(b, st->task_counts, spv_composite_construct(b, spv_type_vector(b, ec->t_u32, 3), c, 3));
    ir_value *p = op_at(ec, in, 3);
    if (p == (ir_value *)ec->task_payload_global)
        return;
    if (p->type->kind != IR_TYPE_POINTER || !p->type->elem)
        emit_invalid(ec, "DispatchMesh: the payload is not a pointer");
    /* A payload of its own: copied at the call (see the top of the file). */
    spv_id t = emit_type(ec, p->type->elem);
    if (!st->task_payload) {
        st->task_payload_type = t;
        st->task_payload = spv_variable(b, spv_type_pointer(b, SpvStorageClassTaskPayloadWorkgroupEXT, t),
                                        SpvStorageClassTaskPayloadWorkgroupEXT, 0);
        spv_name(b, st->task_payload, "mesh_task_payload");
        emit_add_interface(ec, st->task_payload);
    } else if (st->task_payload_type != t) {
        emit_unsupported(ec, "DispatchMesh calls with payloads of different types");
    }
    emit_ptr_storage(ec, p, 0);
    spv_store(b, st->task_payload, spv_load(b, t, emit_value(ec, p)));
}

void emit_register_mesh_ops(emit_dxop_fn *table)
{
    table[DXOP_SET_MESH_OUTPUT_COUNTS] = h_set_mesh_output_counts;
    table[DXOP_EMIT_INDICES] = h_emit_indices;
    table[DXOP_GET_MESH_PAYLOAD] = h_get_mesh_payload;
    table[DXOP_DISPATCH_MESH] = h_dispatch_mesh;
}
