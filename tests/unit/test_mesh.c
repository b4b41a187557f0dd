/* Mesh and amplification shaders through the public API, on our own
 * corpus shaders (and vkd3d-proton's when present). lavapipe has no mesh
 * shaders, so beyond spirv-val (Vulkan 1.2 and 1.3) this checks what the
 * validator cannot know D3D wanted:
 *   - execution model and modes from the MS/AS state (vertex and primitive
 *     counts, topology, numthreads);
 *   - per-vertex outputs are arrays of max-vertex-count elements, per-
 *     primitive outputs arrays of max-primitive-count elements decorated
 *     PerPrimitiveEXT (built-ins included), and nothing else is;
 *   - EmitIndices writes the triangle or line index built-in;
 *   - SV_CullPrimitive is the bool CullPrimitiveEXT;
 *   - the payload: the amplification shader's groupshared payload becomes
 *     the TaskPayloadWorkgroupEXT variable OpEmitMeshTasksEXT sends (its
 *     atomics included), and the mesh shader reads a TaskPayloadWorkgroupEXT
 *     variable;
 *   - options.flip_y negates the position a mesh shader writes;
 *   - DXC's runs of one-component StoreVertexOutput / StorePrimitiveOutput
 *     that write every column of an element become one vector store (the
 *     form lavapipe 25.0 draws; tests/render/mesh_run.c proves its bug with
 *     component stores), and stores to a vector output's single component
 *     remain only where a run does not cover the element;
 *   - options.per_primitive_inputs decorates exactly the listed pixel-shader
 *     inputs; Vulkan 1.1 targets (SPIR-V 1.3) are refused by name.
 *
 * Usage: test_mesh OWN_CORPUS_DIR [VKD3D_PROTON_CORPUS_DIR]
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <spirv/unified1/spirv.h>

#include "dxil2spv.h"
#include "ir_hand.h"
#include "spv_inspect.h"

static int failures, checks;

#define MAX_IDS 8192

typedef struct id_info {
    int64_t builtin, location;
    bool per_primitive;
    uint32_t var_sc, var_type;     /* OpVariable: storage class, pointer type (0 = not a variable) */
    uint32_t ptr_sc, ptr_pointee;  /* OpTypePointer */
    uint32_t array_elem, array_len_id; /* OpTypeArray */
    uint32_t vec_count;            /* OpTypeVector */
    bool is_bool;                  /* OpTypeBool */
    bool is_const;
    uint32_t const_value;
} id_info;

typedef struct module {
    id_info ids[MAX_IDS];
    uint32_t model;
    int64_t out_vertices, out_primitives, local_size[3];
    bool triangles, lines;
    uint32_t set_outputs, emit_tasks, emit_tasks_operands, emit_tasks_payload;
    uint32_t fnegates, atomic_payload, index_stores;
    uint32_t caps_mesh;
} module;

static module mod;

static id_info *idi(uint32_t id)
{
    static id_info dummy;
    if (id >= MAX_IDS) {
        memset(&dummy, 0, sizeof(dummy));
        return &dummy;
    }
    return &mod.ids[id];
}

static bool visit(const spv_insn *in, void *arg)
{
    module *m = arg;
    const uint32_t *o = &in->w[1];
    uint32_t n = in->n - 1;
    switch (in->op) {
    case SpvOpCapability:
        if (o[0] == SpvCapabilityMeshShadingEXT)
            m->caps_mesh++;
        break;
    case SpvOpEntryPoint: m->model = o[0]; break;
    case SpvOpExecutionMode:
        if (o[1] == SpvExecutionModeOutputVertices) m->out_vertices = o[2];
        if (o[1] == SpvExecutionModeOutputPrimitivesEXT) m->out_primitives = o[2];
        if (o[1] == SpvExecutionModeOutputTrianglesEXT) m->triangles = true;
        if (o[1] == SpvExecutionModeOutputLinesEXT) m->lines = true;
        if (o[1] == SpvExecutionModeLocalSize && n >= 5)
            for (int i = 0; i < 3; i++)
                m->local_size[i] = o[2 + i];
        break;
    case SpvOpDecorate:
        if (o[1] == SpvDecorationBuiltIn) idi(o[0])->builtin = o[2];
        if (o[1] == SpvDecorationLocation) idi(o[0])->location = o[2];
        if (o[1] == SpvDecorationPerPrimitiveEXT) idi(o[0])->per_primitive = true;
        break;
    case SpvOpTypeBool: idi(o[0])->is_bool = true; break;
    case SpvOpTypeVector: idi(o[0])->vec_count = o[2]; break;
    case SpvOpTypeArray: idi(o[0])->array_elem = o[1]; idi(o[0])->array_len_id = o[2]; break;
    case SpvOpTypePointer: idi(o[0])->ptr_sc = o[1]; idi(o[0])->ptr_pointee = o[2]; break;
    case SpvOpConstant: idi(o[1])->is_const = true; idi(o[1])->const_value = o[2]; break;
    case SpvOpVariable: idi(o[1])->var_type = o[0]; idi(o[1])->var_sc = o[2]; break;
    case SpvOpSetMeshOutputsEXT: m->set_outputs++; break;
    case SpvOpEmitMeshTasksEXT:
        m->emit_tasks++;
        m->emit_tasks_operands = n;
        m->emit_tasks_payload = n > 3 ? o[3] : 0;
        break;
    case SpvOpFNegate: m->fnegates++; break;
    default: break;
    }
    return true;
}

/* Access chains whose result type points into TaskPayloadWorkgroupEXT and
 * which feed an atomic: counted in a second walk. */
typedef struct chain_walk {
    uint32_t payload_chain[MAX_IDS / 32 + 1];
    uint32_t atomics_on_payload;
    uint32_t index_chain[MAX_IDS / 32 + 1]; /* chains into an index built-in */
    uint32_t index_stores;
} chain_walk;

static bool visit_chains(const spv_insn *in, void *arg)
{
    chain_walk *c = arg;
    const uint32_t *o = &in->w[1];
    if (in->op == SpvOpAccessChain && o[1] < MAX_IDS && idi(o[0])->ptr_sc == SpvStorageClassTaskPayloadWorkgroupEXT)
        c->payload_chain[o[1] / 32] |= 1u << (o[1] % 32);
    if (in->op == SpvOpAtomicIAdd && o[2] < MAX_IDS && (c->payload_chain[o[2] / 32] & (1u << (o[2] % 32))))
        c->atomics_on_payload++;
    if (in->op == SpvOpAccessChain && o[1] < MAX_IDS &&
        (idi(o[2])->builtin == SpvBuiltInPrimitiveTriangleIndicesEXT ||
         idi(o[2])->builtin == SpvBuiltInPrimitiveLineIndicesEXT))
        c->index_chain[o[1] / 32] |= 1u << (o[1] % 32);
    if (in->op == SpvOpStore && o[0] < MAX_IDS && (c->index_chain[o[0] / 32] & (1u << (o[0] % 32))))
        c->index_stores++;
    return true;
}

static void scan_words(const uint32_t *words, size_t count)
{
    memset(&mod, 0, sizeof(mod));
    for (uint32_t i = 0; i < MAX_IDS; i++)
        mod.ids[i].builtin = mod.ids[i].location = -1;
    mod.out_vertices = mod.out_primitives = -1;
    spv_inspect_walk(words, count, visit, &mod);
}

static void scan(const dxil2spv_result *r)
{
    memset(&mod, 0, sizeof(mod));
    for (uint32_t i = 0; i < MAX_IDS; i++)
        mod.ids[i].builtin = mod.ids[i].location = -1;
    mod.out_vertices = mod.out_primitives = -1;
    spv_inspect_walk(r->spirv, r->spirv_word_count, visit, &mod);
    chain_walk c;
    memset(&c, 0, sizeof(c));
    spv_inspect_walk(r->spirv, r->spirv_word_count, visit_chains, &c);
    mod.atomic_payload = c.atomics_on_payload;
    mod.index_stores = c.index_stores;
}

/* Stores into Output vector variables of a mesh shader: through a pointer
 * to the whole vector, or to one of its components. */
typedef struct store_walk {
    uint32_t chain_type[MAX_IDS], chain_base[MAX_IDS];
    uint32_t vector_stores, component_stores;
} store_walk;

static bool visit_stores(const spv_insn *in, void *arg)
{
    store_walk *w = arg;
    const uint32_t *o = &in->w[1];
    if (in->op == SpvOpAccessChain && o[1] < MAX_IDS) {
        w->chain_type[o[1]] = o[0];
        w->chain_base[o[1]] = o[2];
    }
    if (in->op != SpvOpStore || o[0] >= MAX_IDS || !w->chain_base[o[0]])
        return true;
    const id_info *var = idi(w->chain_base[o[0]]);
    if (var->var_sc != SpvStorageClassOutput)
        return true;
    uint32_t elem = idi(idi(var->var_type)->ptr_pointee)->array_elem; /* per-vertex/primitive element */
    if (idi(elem)->vec_count < 2 || var->builtin == SpvBuiltInPrimitiveTriangleIndicesEXT ||
        var->builtin == SpvBuiltInPrimitiveLineIndicesEXT)
        return true;
    if (idi(idi(w->chain_type[o[0]])->ptr_pointee)->vec_count > 1)
        w->vector_stores++;
    else
        w->component_stores++;
    return true;
}

/* Every vector output of a DXC mesh shader whose columns are written
 * together is stored whole: no component stores at all. */
static void check_vector_stores(const dxil2spv_result *r, uint32_t min_vector_stores, const char *what)
{
    static store_walk w;
    memset(&w, 0, sizeof(w));
    spv_inspect_walk(r->spirv, r->spirv_word_count, visit_stores, &w);
    CHECK(w.component_stores == 0 && w.vector_stores >= min_vector_stores,
          "%s: %u stores to one component of a vector output, %u whole-vector stores (want 0 and >= %u)", what,
          w.component_stores, w.vector_stores, min_vector_stores);
}

/* The length of the outermost array of a variable's type, 0 if none. */
static uint32_t var_array_len(uint32_t var)
{
    uint32_t t = idi(idi(var)->var_type)->ptr_pointee;
    uint32_t len = idi(t)->array_len_id;
    return len && idi(len)->is_const ? idi(len)->const_value : 0;
}

static uint32_t var_elem_type(uint32_t var)
{
    return idi(idi(idi(var)->var_type)->ptr_pointee)->array_elem;
}

/* The variable decorated with a built-in, 0 if none. */
static uint32_t builtin_var(uint32_t builtin)
{
    for (uint32_t i = 1; i < MAX_IDS; i++)
        if (mod.ids[i].builtin == (int64_t)builtin && mod.ids[i].var_type)
            return i;
    return 0;
}

static dxil2spv_result *translate(const unsigned char *data, size_t size, dxil2spv_options *o, const char *what)
{
    dxil2spv_result *r = dxil2spv_translate(data, size, o);
    if (r && r->status == DXIL2SPV_OK) {
        spv_target env = o->target_env == DXIL2SPV_TARGET_VULKAN_1_2 ? SPV_TARGET_VULKAN_1_2 : SPV_TARGET_VULKAN_1_3;
        CHECK(spv_inspect_validates(r, env, what), "%s: SPIR-V does not validate", what);
        scan(r);
    } else {
        CHECK(0, "%s: translation failed: %s", what, r && r->error ? r->error : "?");
    }
    return r;
}

/* Every Output variable: per-primitive exactly when the reflection puts its
 * element in signature 2, arrayed by the right count. */
static void check_outputs(const dxil2spv_result *r, uint32_t vertices, uint32_t primitives, const char *what)
{
    uint32_t per_vertex = 0, per_primitive = 0;
    for (uint32_t i = 1; i < MAX_IDS; i++) {
        const id_info *v = &mod.ids[i];
        if (!v->var_type || v->var_sc != SpvStorageClassOutput)
            continue;
        bool indices = v->builtin == SpvBuiltInPrimitiveTriangleIndicesEXT ||
                       v->builtin == SpvBuiltInPrimitiveLineIndicesEXT;
        uint32_t len = var_array_len(i);
        if (v->per_primitive || indices) {
            per_primitive += !indices;
            CHECK(len == primitives, "%s: per-primitive output %%%u has %u elements, want %u", what, i, len, primitives);
        } else {
            per_vertex++;
            CHECK(len == vertices, "%s: per-vertex output %%%u has %u elements, want %u", what, i, len, vertices);
        }
    }
    uint32_t want_v = 0, want_p = 0;
    for (uint32_t k = 0; k < r->reflection->stage_io_count; k++) {
        const dxil2spv_stage_io *io = &r->reflection->stage_io[k];
        if (io->location < 0 && io->builtin < 0)
            continue;
        if (io->builtin == SpvBuiltInClipDistance || io->builtin == SpvBuiltInCullDistance)
            continue; /* one array for all of them */
        if (io->signature == 2)
            want_p++;
        else if (io->signature == 1)
            want_v++;
    }
    CHECK(per_primitive == want_p, "%s: %u per-primitive outputs, the reflection has %u", what, per_primitive, want_p);
    CHECK(per_vertex >= want_v, "%s: %u per-vertex outputs, the reflection has %u", what, per_vertex, want_v);
}

static void test_ms_triangles(const unsigned char *d, size_t n)
{
    for (int env = 0; env < 2; env++) {
        dxil2spv_options o;
        dxil2spv_options_init(&o);
        o.target_env = env ? DXIL2SPV_TARGET_VULKAN_1_2 : DXIL2SPV_TARGET_VULKAN_1_3;
        const char *what = env ? "ms_triangles (vulkan1.2)" : "ms_triangles";
        dxil2spv_result *r = translate(d, n, &o, what);
        if (r && r->status == DXIL2SPV_OK) {
            CHECK(mod.model == SpvExecutionModelMeshEXT && mod.caps_mesh == 1, "%s: not a MeshEXT entry", what);
            CHECK(mod.out_vertices == 64 && mod.out_primitives == 42 && mod.triangles && !mod.lines,
                  "%s: modes %lld vertices, %lld primitives, triangles %d", what, (long long)mod.out_vertices,
                  (long long)mod.out_primitives, mod.triangles);
            CHECK(mod.local_size[0] == 64 && mod.local_size[1] == 1 && mod.local_size[2] == 1, "%s: LocalSize", what);
            CHECK(mod.set_outputs == 1, "%s: %u OpSetMeshOutputsEXT", what, mod.set_outputs);
            uint32_t idx = builtin_var(SpvBuiltInPrimitiveTriangleIndicesEXT);
            CHECK(idx && var_array_len(idx) == 42 && idi(var_elem_type(idx))->vec_count == 3,
                  "%s: no uvec3[42] PrimitiveTriangleIndicesEXT", what);
            /* tris[gi] = ... ? uint3(...) : uint3(...): one EmitIndices */
            CHECK(mod.index_stores == 1, "%s: %u stores to the indices", what, mod.index_stores);
            uint32_t cull = builtin_var(SpvBuiltInCullPrimitiveEXT), prim = builtin_var(SpvBuiltInPrimitiveId);
            CHECK(cull && idi(cull)->per_primitive && idi(var_elem_type(cull))->is_bool,
                  "%s: CullPrimitiveEXT is not a per-primitive bool array", what);
            CHECK(prim && idi(prim)->per_primitive, "%s: PrimitiveId is not per-primitive", what);
            uint32_t pos = builtin_var(SpvBuiltInPosition);
            CHECK(pos && !idi(pos)->per_primitive && var_array_len(pos) == 64, "%s: Position not vec4[64]", what);
            check_outputs(r, 64, 42, what);
            /* verts[gi].pos = ...; verts[gi].uv = ...: 4 + 2 component stores */
            check_vector_stores(r, 2, what);
            CHECK(mod.fnegates == 0, "%s: y negated without flip_y", what);
        }
        dxil2spv_result_free(r);
    }
    /* flip_y: the mesh shader is the last stage before the rasterizer */
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.flip_y = 1;
    dxil2spv_result *r = translate(d, n, &o, "ms_triangles flip_y");
    if (r && r->status == DXIL2SPV_OK)
        CHECK(mod.fnegates >= 1, "ms_triangles flip_y: no OpFNegate");
    dxil2spv_result_free(r);
    /* SPIR-V 1.3 has no SPV_EXT_mesh_shader */
    dxil2spv_options_init(&o);
    o.target_env = DXIL2SPV_TARGET_VULKAN_1_1;
    r = dxil2spv_translate(d, n, &o);
    CHECK(r && r->status == DXIL2SPV_ERROR_UNSUPPORTED && r->error && strstr(r->error, "mesh shader") &&
              strstr(r->error, "SPIR-V 1.4"),
          "ms_triangles for vulkan1.1: status %d, error '%s'", r ? (int)r->status : -1, r && r->error ? r->error : "");
    dxil2spv_result_free(r);
}

static void test_ms_lines_payload(const unsigned char *d, size_t n)
{
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    dxil2spv_result *r = translate(d, n, &o, "ms_lines_payload");
    if (r && r->status == DXIL2SPV_OK) {
        CHECK(mod.lines && !mod.triangles && mod.out_vertices == 32 && mod.out_primitives == 31,
              "ms_lines_payload: modes");
        uint32_t idx = builtin_var(SpvBuiltInPrimitiveLineIndicesEXT);
        CHECK(idx && var_array_len(idx) == 31 && idi(var_elem_type(idx))->vec_count == 2,
              "ms_lines_payload: no uvec2[31] PrimitiveLineIndicesEXT");
        CHECK(mod.index_stores >= 1, "ms_lines_payload: no store to the indices");
        uint32_t payloads = 0;
        for (uint32_t i = 1; i < MAX_IDS; i++)
            payloads += mod.ids[i].var_type && mod.ids[i].var_sc == SpvStorageClassTaskPayloadWorkgroupEXT;
        CHECK(payloads == 1, "ms_lines_payload: %u TaskPayloadWorkgroupEXT variables", payloads);
        check_outputs(r, 32, 31, "ms_lines_payload");
        check_vector_stores(r, 2, "ms_lines_payload");
    }
    dxil2spv_result_free(r);
}

static void test_as(const unsigned char *d, size_t n, const char *what, bool groupshared_payload)
{
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    dxil2spv_result *r = translate(d, n, &o, what);
    if (r && r->status == DXIL2SPV_OK) {
        CHECK(mod.model == SpvExecutionModelTaskEXT, "%s: not a TaskEXT entry", what);
        CHECK(mod.emit_tasks == 1 && mod.emit_tasks_operands == 4, "%s: %u OpEmitMeshTasksEXT with %u operands",
              what, mod.emit_tasks, mod.emit_tasks_operands);
        const id_info *p = idi(mod.emit_tasks_payload);
        CHECK(p->var_type && p->var_sc == SpvStorageClassTaskPayloadWorkgroupEXT,
              "%s: the payload operand is not a TaskPayloadWorkgroupEXT variable", what);
        uint32_t payloads = 0, workgroup = 0;
        for (uint32_t i = 1; i < MAX_IDS; i++) {
            payloads += mod.ids[i].var_type && mod.ids[i].var_sc == SpvStorageClassTaskPayloadWorkgroupEXT;
            workgroup += mod.ids[i].var_type && mod.ids[i].var_sc == SpvStorageClassWorkgroup;
        }
        CHECK(payloads == 1, "%s: %u payload variables", what, payloads);
        if (groupshared_payload) {
            /* the groupshared payload is the payload itself: no copy, and
             * InterlockedAdd on its count works on it */
            CHECK(workgroup == 0, "%s: the groupshared payload stayed Workgroup (%u variables)", what, workgroup);
            CHECK(mod.atomic_payload >= 1, "%s: the atomic add does not reach the payload", what);
        }
        CHECK(mod.local_size[0] == 32 || !groupshared_payload, "%s: LocalSize %lld", what,
              (long long)mod.local_size[0]);
    }
    dxil2spv_result_free(r);
}

/* A pixel shader's inputs named in options.per_primitive_inputs, and only
 * they, are PerPrimitiveEXT. */
static void test_ps_per_primitive(const unsigned char *d, size_t n, const char *what, const char *name,
                                  uint32_t index, const char *other)
{
    dxil2spv_semantic list[2] = {{name, index}, {"NOT_AN_INPUT", 0}};
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.per_primitive_inputs = list;
    o.per_primitive_input_count = 2;
    dxil2spv_result *r = translate(d, n, &o, what);
    if (r && r->status == DXIL2SPV_OK) {
        uint32_t marked = 0;
        int32_t want_loc = -1, other_loc = -1;
        for (uint32_t k = 0; k < r->reflection->stage_io_count; k++) {
            const dxil2spv_stage_io *io = &r->reflection->stage_io[k];
            if (io->signature != 0)
                continue;
            if (!strcmp(io->semantic, name) && io->semantic_index == index)
                want_loc = io->location;
            if (other && !strcmp(io->semantic, other))
                other_loc = io->location;
        }
        for (uint32_t i = 1; i < MAX_IDS; i++) {
            const id_info *v = &mod.ids[i];
            if (!v->var_type || v->var_sc != SpvStorageClassInput || !v->per_primitive)
                continue;
            marked++;
            CHECK(v->location == want_loc, "%s: PerPrimitiveEXT on location %lld, want %d", what,
                  (long long)v->location, want_loc);
        }
        CHECK(marked == 1 && want_loc >= 0, "%s: %u per-primitive inputs", what, marked);
        CHECK(!other || other_loc >= 0, "%s: no %s input", what, other ? other : "");
        CHECK(mod.caps_mesh == 1, "%s: no MeshShadingEXT capability", what);
    }
    dxil2spv_result_free(r);

    /* without the option: no decoration, no mesh capability */
    dxil2spv_options_init(&o);
    r = translate(d, n, &o, what);
    if (r && r->status == DXIL2SPV_OK)
        CHECK(mod.caps_mesh == 0, "%s: MeshShadingEXT without per-primitive inputs", what);
    dxil2spv_result_free(r);

    /* a count without a list is the caller's mistake */
    dxil2spv_options_init(&o);
    o.per_primitive_input_count = 1;
    r = dxil2spv_translate(d, n, &o);
    CHECK(r && r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT, "%s: count without a list: status %d", what,
          r ? (int)r->status : -1);
    dxil2spv_result_free(r);

    /* PerPrimitiveEXT needs SPIR-V 1.4 */
    dxil2spv_options_init(&o);
    o.per_primitive_inputs = list;
    o.per_primitive_input_count = 1;
    o.target_env = DXIL2SPV_TARGET_VULKAN_1_1;
    r = dxil2spv_translate(d, n, &o);
    CHECK(r && r->status == DXIL2SPV_ERROR_UNSUPPORTED && r->error && strstr(r->error, "per_primitive_inputs"),
          "%s for vulkan1.1: status %d", what, r ? (int)r->status : -1);
    dxil2spv_result_free(r);
}

/* ---- hand-built mesh shaders: payload misuse DXC does not produce ----------- */

typedef enum { PAYLOAD_READ, PAYLOAD_STORE, PAYLOAD_TWO_TYPES } payload_case;
enum { OP_GET_MESH_PAYLOAD = 170 };

/* float payload.x through a GEP of the payload struct */
static ir_value *payload_field(hand_env *e, ir_block *b, ir_value *payload, ir_type *st, ir_type *field)
{
    ir_value *ops[3] = {payload, hand_ci(e, e->i32, 0), hand_ci(e, e->i32, 0)};
    ir_instr *g = ir_instr_create(e->m, IR_OP_GEP, ir_type_pointer(e->m, field, 0), ops, 3, NULL, 0);
    g->aux_type = st;
    return &ir_block_append(e->m, e->f, b, g)->v;
}

static ir_module *build_payload(hand_env *e, const void *arg)
{
    payload_case which = *(const payload_case *)arg;
    ir_module *m = e->m = ir_module_create(&e->ctx);
    hand_types(e);
    ir_type *vd = ir_type_void(m);
    e->f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);
    ir_block *b = ir_block_create(m, e->f, "entry");
    ir_type *p_t = ir_type_struct_named(m, "struct.P", &e->f32, 1);
    ir_type *q_t = ir_type_struct_named(m, "struct.Q", &e->i32, 1);
    ir_function *get_p = hand_decl(e, "dx.op.getMeshPayload.struct.P", ir_type_pointer(m, p_t, 0), &e->i32, 1);
    ir_value *p = &hand_dxop(e, b, get_p, OP_GET_MESH_PAYLOAD, NULL, 0)->v;
    ir_value *x = payload_field(e, b, p, p_t, e->f32);
    ir_instr *slot = ir_build_alloca(m, e->f, b, e->f32);
    if (which == PAYLOAD_STORE)
        ir_build_store(m, e->f, b, x, hand_cf(e, 1.0f));
    else
        ir_build_store(m, e->f, b, &slot->v, &ir_build_load(m, e->f, b, x)->v);
    if (which == PAYLOAD_TWO_TYPES) {
        ir_function *get_q = hand_decl(e, "dx.op.getMeshPayload.struct.Q", ir_type_pointer(m, q_t, 0), &e->i32, 1);
        ir_value *q = &hand_dxop(e, b, get_q, OP_GET_MESH_PAYLOAD, NULL, 0)->v;
        ir_build_load(m, e->f, b, payload_field(e, b, q, q_t, e->i32));
    }
    ir_build_ret(m, e->f, b, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);

    /* the compute entry's fields, made a mesh shader */
    dxil_entry_point *ep = hand_compute_entry(e, 5);
    m->dxil->shader_kind = ep->shader_kind = DXIL_SHADER_MESH;
    ep->numthreads[0] = 1;
    ep->ms.max_vertex_count = 3;
    ep->ms.max_primitive_count = 1;
    ep->ms.output_topology = 2;
    ep->ms.payload_size = 4;
    dxil_lower_dxops(m);
    return m;
}

static void test_payload_misuse(void)
{
    static const struct {
        payload_case which;
        const char *name, *want; /* NULL: translates and validates */
    } cases[] = {
        {PAYLOAD_READ, "payload read", NULL},
        {PAYLOAD_STORE, "payload store", "a store to the mesh payload"},
        {PAYLOAD_TWO_TYPES, "two payload types", "payloads of different types"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        hand_env e;
        memset(&e, 0, sizeof(e));
        emit_result out;
        d2s_status st;
        const char *err = hand_translate(&e, build_payload, &cases[i].which, DXIL2SPV_TARGET_VULKAN_1_3, &out, &st);
        if (!cases[i].want) {
            CHECK(!err, "%s: refused: %s", cases[i].name, err ? err : "");
            if (!err) {
                const char *msg = NULL;
                CHECK(spv_tools_validate(&e.ctx, out.words, out.word_count, SPV_TARGET_VULKAN_1_3, true, &msg),
                      "%s: spirv-val: %s", cases[i].name, msg ? msg : "");
            }
        } else {
            CHECK(err && st == D2S_ERR_INVALID && strstr(err, cases[i].want), "%s: status %d, error '%s'",
                  cases[i].name, (int)st, err ? err : "(translated)");
        }
        d2s_ctx_release(&e.ctx);
    }
}

/* ---- runs of component stores, hand-built ---------------------------------------- */

/* A mesh shader writing the float4 COLOR0 of its vertices with
 * StoreVertexOutput as a script says: x y z w a store of that column to
 * vertex 0, X column 0 of the vertex SV_GroupIndex (maybe another one), |
 * a group barrier, + an fadd in between. */

static ir_module *build_store_run(hand_env *e, const void *arg)
{
    const char *script = arg;
    ir_module *m = e->m = ir_module_create(&e->ctx);
    hand_types(e);
    ir_type *vd = ir_type_void(m);
    e->f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);
    ir_block *b = ir_block_create(m, e->f, "entry");
    ir_type *sp[6] = {e->i32, e->i32, e->i32, e->i8, e->f32, e->i32};
    ir_function *store = hand_decl(e, "dx.op.storeVertexOutput.f32", vd, sp, 6);
    ir_type *bp[2] = {e->i32, e->i32};
    ir_function *barrier = hand_decl(e, "dx.op.barrier", vd, bp, 2);
    ir_function *tid_f = hand_decl(e, "dx.op.flattenedThreadIdInGroup.i32", e->i32, &e->i32, 1);
    ir_value *tid = &hand_dxop(e, b, tid_f, DXOP_FlattenedThreadIdInGroup, NULL, 0)->v;
    ir_value *acc = hand_cf(e, 0.5f);
    for (const char *c = script; *c; c++) {
        if (*c == '|') {
            ir_value *a[1] = {hand_ci(e, e->i32, 9)};
            hand_dxop(e, b, barrier, DXOP_Barrier, a, 1);
        } else if (*c == '+') {
            ir_value *ops[2] = {acc, hand_cf(e, 0.25f)};
            acc = &ir_block_append(m, e->f, b, ir_instr_create(m, IR_OP_FADD, e->f32, ops, 2, NULL, 0))->v;
        } else {
            uint32_t col = *c == 'X' ? 0 : *c == 'w' ? 3 : (uint32_t)(*c - 'x');
            ir_value *a[5] = {hand_ci(e, e->i32, 0), hand_ci(e, e->i32, 0), hand_ci(e, e->i8, col), acc,
                              *c == 'X' ? tid : hand_ci(e, e->i32, 0)};
            hand_dxop(e, b, store, DXOP_StoreVertexOutput, a, 5);
        }
    }
    ir_build_ret(m, e->f, b, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);

    dxil_entry_point *ep = hand_compute_entry(e, 5);
    m->dxil->shader_kind = ep->shader_kind = DXIL_SHADER_MESH;
    ep->numthreads[0] = 3;
    ep->ms.max_vertex_count = 3;
    ep->ms.max_primitive_count = 1;
    ep->ms.output_topology = 2;
    dxil_sig_element *el = d2s_zalloc(&e->ctx, sizeof(*el));
    el->semantic = "COLOR";
    el->num_indices = 1;
    el->semantic_indices = d2s_zalloc_array(&e->ctx, 1, sizeof(uint32_t));
    el->comp_type = 9; /* F32 */
    el->interp_mode = 2; /* linear */
    el->rows = 1;
    el->cols = 4;
    el->usage_mask = 0xF;
    ep->outputs.count = 1;
    ep->outputs.elements = el;
    dxil_lower_dxops(m);
    return m;
}

/* Only complete runs (every column once, nothing in between that may touch
 * the element) become one vector store; the rest keep their order as
 * component stores. */
static void test_store_runs(void)
{
    static struct {
        const char *script;
        uint32_t vector, component;
    } cases[] = {
        {"xyzw", 1, 0},   /* DXC's form */
        {"wzyx", 1, 0},   /* any column order */
        {"x+y+z+w", 1, 0}, /* arithmetic in between */
        {"xyz", 0, 3},    /* not every column */
        {"xy|zw", 0, 4},  /* a barrier in between: other threads may read */
        {"xyzxw", 0, 5},  /* a column twice: the order decides */
        {"Xyzw", 0, 4},   /* another vertex's x (maybe the same one) */
        {"xyzwxyzw", 0, 8}, /* two runs without a boundary: the order decides */
        {"xyzw|xyzw", 2, 0},
        {NULL, 0, 4}, /* filled below: x at instruction 255, y at 256 (runs stay within 256-instruction chunks) */
    };
    static char straddle[300];
    memset(straddle, '+', 254); /* after the SV_GroupIndex op at 0 */
    memcpy(straddle + 254, "xyzw", 5);
    cases[sizeof(cases) / sizeof(cases[0]) - 1].script = straddle;
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        hand_env e;
        memset(&e, 0, sizeof(e));
        emit_result out;
        d2s_status st;
        const char *err = hand_translate(&e, build_store_run, cases[i].script, DXIL2SPV_TARGET_VULKAN_1_3, &out, &st);
        CHECK(!err, "store run %s: refused: %s", cases[i].script, err ? err : "");
        if (!err) {
            const char *msg = NULL;
            CHECK(spv_tools_validate(&e.ctx, out.words, out.word_count, SPV_TARGET_VULKAN_1_3, true, &msg),
                  "store run %s: spirv-val: %s", cases[i].script, msg ? msg : "");
            scan_words(out.words, out.word_count);
            static store_walk w;
            memset(&w, 0, sizeof(w));
            spv_inspect_walk(out.words, out.word_count, visit_stores, &w);
            CHECK(w.vector_stores == cases[i].vector && w.component_stores == cases[i].component,
                  "store run %.12s: %u vector and %u component stores, want %u and %u", cases[i].script,
                  w.vector_stores, w.component_stores, cases[i].vector, cases[i].component);
        }
        d2s_ctx_release(&e.ctx);
    }
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s OWN_CORPUS_DIR [VKD3D_PROTON_CORPUS_DIR]\n", argv[0]);
        return 2;
    }
    size_t n;
    unsigned char *d = spv_inspect_load(argv[1], "dxil/stages/ms_triangles.dxil", &n, 1);
    test_ms_triangles(d, n);
    free(d);
    d = spv_inspect_load(argv[1], "dxil/stages/ms_lines_payload.dxil", &n, 1);
    test_ms_lines_payload(d, n);
    free(d);
    d = spv_inspect_load(argv[1], "dxil/stages/as_dispatch_mesh.dxil", &n, 1);
    test_as(d, n, "as_dispatch_mesh", true);
    free(d);
    d = spv_inspect_load(argv[1], "dxil/stages/ps_barycentrics.dxil", &n, 1);
    test_ps_per_primitive(d, n, "ps_barycentrics", "COLOR", 0, NULL);
    free(d);
    if (argc > 2) {
        /* a local payload struct, copied into the payload at DispatchMesh */
        d = spv_inspect_load(argv[2], "mesh_shader/as_simple_code_dxil.dxil", &n, 1);
        test_as(d, n, "vkd3d as_simple", false);
        free(d);
        /* their mesh shaders: every vector output written by whole-element runs */
        static const char *const ms[] = {"ms_payload", "ms_system_values", "ms_interface_matching",
                                         "ms_cull_primitive", "ms_clip_distance"};
        for (size_t i = 0; i < sizeof(ms) / sizeof(ms[0]); i++) {
            char path[128], what[128];
            snprintf(path, sizeof(path), "mesh_shader/%s_code_dxil.dxil", ms[i]);
            snprintf(what, sizeof(what), "vkd3d %s", ms[i]);
            d = spv_inspect_load(argv[2], path, &n, 1);
            dxil2spv_options o;
            dxil2spv_options_init(&o);
            dxil2spv_result *r = translate(d, n, &o, what);
            if (r && r->status == DXIL2SPV_OK)
                check_vector_stores(r, 1, what);
            dxil2spv_result_free(r);
            free(d);
        }
        d = spv_inspect_load(argv[2], "mesh_shader/ps_interface_matching_code_dxil.dxil", &n, 1);
        test_ps_per_primitive(d, n, "vkd3d ps_interface_matching", "UV_COLOR", 0, "UV_COORD");
        free(d);
    }
    test_payload_misuse();
    test_store_runs();
    printf("mesh: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
