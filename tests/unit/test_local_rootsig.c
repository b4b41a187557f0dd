/* DXR local root signatures (the shader record) through the public API, on
 * the closest-hit entry Hit of tests/corpus/own/dxil/raytracing/
 * full_pipeline_library (reads Scene t0 through TraceRay and cbuffer Local
 * b1; lists Output u0 too, as every entry of a library does):
 *
 *   - the library's RDAT association (LocalRootSignature lrs =
 *     RootConstants(4, b1) for "Hit") is used by default, reported as the
 *     shader record's subobject; Gen, which no association names, gets
 *     none; ignore_subobject_local_root_signature turns it off;
 *   - D3D12's layout of local root arguments: constants at 4-byte
 *     boundaries, addresses and table handles 8 bytes at 8-byte ones, the
 *     size rounded to 8; used flags; local tables index the heap arrays
 *     beside a global signature's tables, NonUniform (the record varies
 *     within a wave); the module declares a ShaderRecordBufferKHR block
 *     and validates;
 *   - refusals, each with its message: a bad serialized blob, the
 *     LOCAL_ROOT_SIGNATURE flag missing (or set on a global signature),
 *     overlapping ranges, a register both signatures bind, root constants
 *     smaller than the cbuffer, more than 4064 bytes, static samplers, a
 *     local signature for a compute shader.
 *
 * Usage: test_local_rootsig OWN_CORPUS_DIR
 */
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "spv_inspect.h"

static int failures, checks;

enum { LOCAL = 0x80 }; /* D3D12_ROOT_SIGNATURE_FLAG_LOCAL_ROOT_SIGNATURE */
enum { T = DXIL2SPV_ROOT_PARAMETER_TABLE, K = DXIL2SPV_ROOT_PARAMETER_CONSTANTS, CBV = DXIL2SPV_ROOT_PARAMETER_CBV };

static unsigned char *lib_data, *cs_data;
static size_t lib_size, cs_size;

static dxil2spv_result *translate_entry(const char *entry, const dxil2spv_root_signature *global,
                                        const dxil2spv_root_signature *local, bool ignore_rdat)
{
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.entry_point = entry;
    o.root_signature = global;
    o.local_root_signature = local;
    o.ignore_subobject_local_root_signature = ignore_rdat;
    dxil2spv_result *r = dxil2spv_translate(lib_data, lib_size, &o);
    if (!r) {
        fprintf(stderr, "NULL result\n");
        exit(2);
    }
    return r;
}

static const dxil2spv_reflected_resource *find(const dxil2spv_result *r, uint32_t cls, uint32_t reg)
{
    for (uint32_t i = 0; r->reflection && i < r->reflection->resource_count; i++)
        if (r->reflection->resources[i].resource_class == cls && r->reflection->resources[i].lower_bound == reg)
            return &r->reflection->resources[i];
    return NULL;
}

static bool has_record_block(const dxil2spv_result *r);
static bool has_nonuniform(const dxil2spv_result *r);

static void test_rdat(void)
{
    dxil2spv_result *r = translate_entry("Hit", NULL, NULL, false);
    CHECK(r->status == DXIL2SPV_OK, "Hit with the RDAT association: %s", r->error ? r->error : "");
    if (r->status == DXIL2SPV_OK) {
        CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, "Hit (rdat)"), "Hit (rdat) validates");
        const dxil2spv_shader_record_layout *sr = r->reflection->shader_record;
        CHECK(sr && sr->size == 16 && sr->from_subobject && strcmp(sr->subobject, "lrs") == 0 &&
                  sr->parameter_count == 1 && sr->parameters[0].parameter_type == K && sr->parameters[0].offset == 0 &&
                  sr->parameters[0].size == 16 && sr->parameters[0].used,
              "Hit: shader record of 16 bytes from subobject lrs, root constants at 0");
        const dxil2spv_reflected_resource *x = find(r, 2, 1);
        CHECK(x && x->local_root && x->placement == DXIL2SPV_PLACEMENT_ROOT_CONSTANTS && x->root_parameter == 0 &&
                  x->descriptor_type == DXIL2SPV_DESCRIPTOR_SHADER_RECORD,
              "Local (b1): local root constants");
        x = find(r, 0, 0);
        CHECK(x && !x->local_root && x->placement == DXIL2SPV_PLACEMENT_REGISTER, "Scene (t0): by register");
        CHECK(has_record_block(r), "Hit: a ShaderRecordBufferKHR variable");
        CHECK(r->reflection->pipeline_layout == NULL, "no global root signature: no pipeline layout");
    }
    dxil2spv_result_free(r);

    r = translate_entry("Gen", NULL, NULL, false);
    CHECK(r->status == DXIL2SPV_OK && !r->reflection->shader_record && !has_record_block(r),
          "Gen: no association, no shader record (%s)", r->error ? r->error : "");
    dxil2spv_result_free(r);

    r = translate_entry("Hit", NULL, NULL, true);
    const dxil2spv_reflected_resource *x = r->status == DXIL2SPV_OK ? find(r, 2, 1) : NULL;
    CHECK(r->status == DXIL2SPV_OK && !r->reflection->shader_record && x && !x->local_root &&
              x->descriptor_type == DXIL2SPV_DESCRIPTOR_UNIFORM_BUFFER && !has_record_block(r),
          "Hit, RDAT ignored: Local is a uniform buffer (%s)", r->error ? r->error : "");
    dxil2spv_result_free(r);
}

static void test_layout(void)
{
    /* Global: Output (u0) in a table. Local: 1 unused constant, Scene (t0)
     * in a table (offset 3 in it), a root CBV b1 (tint), 2 unused
     * constants, an unused table. */
    const dxil2spv_descriptor_range g_ranges[] = {{1, 1, 0, 0, 0, 0}};
    const dxil2spv_root_parameter g_params[] = {{.parameter_type = T, .range_count = 1, .ranges = g_ranges}};
    const dxil2spv_root_signature global = {2, 0, 1, g_params, 0, NULL};
    const dxil2spv_descriptor_range l_scene[] = {{0, 1, 0, 0, 0, 3}};
    const dxil2spv_descriptor_range l_unused[] = {{0, 4, 10, 5, 0, 0}};
    const dxil2spv_root_parameter l_params[] = {
        {.parameter_type = K, .shader_register = 9, .register_space = 3, .num_32bit_values = 1},
        {.parameter_type = T, .range_count = 1, .ranges = l_scene},
        {.parameter_type = CBV, .shader_register = 1, .register_space = 0},
        {.parameter_type = K, .shader_register = 9, .register_space = 4, .num_32bit_values = 3},
        {.parameter_type = T, .range_count = 1, .ranges = l_unused},
    };
    const dxil2spv_root_signature local = {2, LOCAL, 5, l_params, 0, NULL};
    dxil2spv_result *r = translate_entry("Hit", &global, &local, false);
    CHECK(r->status == DXIL2SPV_OK, "Hit with global + local: %s", r->error ? r->error : "");
    if (r->status != DXIL2SPV_OK) {
        dxil2spv_result_free(r);
        return;
    }
    CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, "Hit (layout)"), "Hit (layout) validates");
    const dxil2spv_shader_record_layout *sr = r->reflection->shader_record;
    static const uint32_t offset[5] = {0, 8, 16, 24, 40}, size[5] = {4, 8, 8, 12, 8}, used[5] = {0, 1, 1, 0, 0};
    CHECK(sr && sr->size == 48 && !sr->from_subobject && sr->parameter_count == 5, "record of 48 bytes (%u)",
          sr ? sr->size : 0);
    for (uint32_t p = 0; sr && p < 5 && p < sr->parameter_count; p++)
        CHECK(sr->parameters[p].offset == offset[p] && sr->parameters[p].size == size[p] &&
                  !!sr->parameters[p].used == used[p] && sr->parameters[p].set == -1,
              "parameter %u: offset %u size %u used %u (got %u, %u, %u)", p, offset[p], size[p], used[p],
              sr->parameters[p].offset, sr->parameters[p].size, sr->parameters[p].used);
    const dxil2spv_reflected_resource *scene = find(r, 0, 0), *out = find(r, 1, 0), *cb = find(r, 2, 1);
    CHECK(scene && scene->local_root && scene->placement == DXIL2SPV_PLACEMENT_TABLE && scene->root_parameter == 1 &&
              scene->table_offset == 3 && scene->descriptor_type == DXIL2SPV_DESCRIPTOR_ACCELERATION_STRUCTURE,
          "Scene: local table, element table offset + 3 of the heap array");
    /* Output is written by Gen only: a library entry lists the resources it reaches. */
    CHECK(!out, "Output (used by Gen only) is not a resource of Hit");
    CHECK(cb && cb->local_root && cb->placement == DXIL2SPV_PLACEMENT_ROOT_DESCRIPTOR && cb->root_parameter == 2,
          "Local: local root CBV");
    const dxil2spv_pipeline_layout *pl = r->reflection->pipeline_layout;
    CHECK(pl && pl->parameter_count == 1 && pl->push_constant_size == 4, "global layout: one table word");
    bool as_heap = false;
    for (uint32_t i = 0; i < r->reflection->heap_array_count; i++)
        as_heap |= r->reflection->heap_arrays[i].descriptor_type == DXIL2SPV_DESCRIPTOR_ACCELERATION_STRUCTURE;
    CHECK(as_heap, "the acceleration-structure heap array is declared");
    CHECK(has_record_block(r), "a ShaderRecordBufferKHR variable");
    CHECK(has_nonuniform(r), "the heap access through the local table is NonUniform");
    dxil2spv_result_free(r);

    /* The sets model for the global signature: local tables stay heap offsets. */
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.entry_point = "Hit";
    o.root_signature = &global;
    o.local_root_signature = &local;
    o.binding_model = DXIL2SPV_BINDING_MODEL_SETS;
    r = dxil2spv_translate(lib_data, lib_size, &o);
    scene = r && r->status == DXIL2SPV_OK ? find(r, 0, 0) : NULL;
    CHECK(scene && scene->placement == DXIL2SPV_PLACEMENT_TABLE && scene->local_root &&
              r->reflection->shader_record->parameters[1].size == 8 &&
              spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, "Hit (sets)"),
          "sets model: the local table is a heap offset (%s)", r && r->error ? r->error : "");
    dxil2spv_result_free(r);
}

static void expect(const char *entry, const dxil2spv_root_signature *global, const dxil2spv_root_signature *local,
                   dxil2spv_status st, const char *text, const char *what)
{
    dxil2spv_result *r = translate_entry(entry, global, local, false);
    CHECK(r->status == st && r->error && strstr(r->error, text), "%s: expected status %d with '%s', got %d: %s", what,
          (int)st, text, (int)r->status, r->error ? r->error : "(success)");
    dxil2spv_result_free(r);
}

static void test_refusals(void)
{
    static const uint8_t truncated[] = {2, 0, 0, 0, 5, 0, 0, 0, 24, 0};
    dxil2spv_root_signature_blob *b = dxil2spv_root_signature_parse(truncated, sizeof(truncated));
    CHECK(b && b->status != DXIL2SPV_OK && b->error && !b->root_signature, "a truncated blob is refused: %s",
          b && b->error ? b->error : "");
    dxil2spv_root_signature_blob_free(b);

    const dxil2spv_root_parameter tint4[] = {
        {.parameter_type = K, .shader_register = 1, .register_space = 0, .num_32bit_values = 4}};
    const dxil2spv_root_signature no_flag = {2, 0, 1, tint4, 0, NULL};
    expect("Hit", NULL, &no_flag, DXIL2SPV_ERROR_INVALID_INPUT, "lack LOCAL_ROOT_SIGNATURE", "flag missing");
    const dxil2spv_descriptor_range all[] = {{0, 1, 0, 0, 0, 0}, {1, 1, 0, 0, 0, 1}};
    const dxil2spv_root_parameter g_all[] = {{.parameter_type = T, .range_count = 2, .ranges = all}};
    const dxil2spv_root_signature global_local_flag = {2, LOCAL, 1, g_all, 0, NULL};
    expect("Gen", &global_local_flag, NULL, DXIL2SPV_ERROR_INVALID_INPUT, "say LOCAL_ROOT_SIGNATURE",
           "a global signature with the local flag");

    const dxil2spv_descriptor_range r1[] = {{0, 2, 0, 0, 0, 0}}, r2[] = {{0, 1, 1, 0, 0, 0}};
    const dxil2spv_root_parameter overlap[] = {{.parameter_type = T, .range_count = 1, .ranges = r1},
                                               {.parameter_type = T, .range_count = 1, .ranges = r2},
                                               tint4[0]};
    const dxil2spv_root_signature overlapping = {2, LOCAL, 3, overlap, 0, NULL};
    expect("Hit", NULL, &overlapping, DXIL2SPV_ERROR_INVALID_INPUT, "local root signature: parameter 0 range 0 and "
           "parameter 1 range 0 overlap", "overlapping local ranges");

    const dxil2spv_root_parameter g_cb[] = {{.parameter_type = T, .range_count = 2, .ranges = all},
                                            {.parameter_type = CBV, .shader_register = 1, .register_space = 0}};
    const dxil2spv_root_signature global_cb = {2, 0, 2, g_cb, 0, NULL};
    const dxil2spv_root_signature local_tint = {2, LOCAL, 1, tint4, 0, NULL};
    expect("Hit", &global_cb, &local_tint, DXIL2SPV_ERROR_INVALID_INPUT, "bound by both the global and the local",
           "a register in both signatures");

    const dxil2spv_root_parameter tint2[] = {
        {.parameter_type = K, .shader_register = 1, .register_space = 0, .num_32bit_values = 2}};
    const dxil2spv_root_signature small = {2, LOCAL, 1, tint2, 0, NULL};
    /* A 16-byte CBV over 2 local root constants: D3D12 binds it (reads past
     * the constants are undefined), the record keeps its 8 bytes. */
    dxil2spv_result *sr = translate_entry("Hit", NULL, &small, false);
    CHECK(sr->status == DXIL2SPV_OK && spv_inspect_validates(sr, SPV_TARGET_VULKAN_1_3, "Hit (2 constants)") &&
              sr->reflection->shader_record && sr->reflection->shader_record->parameters[0].size == 8,
          "a CBV larger than its local root constants: %s", sr->error ? sr->error : "");
    dxil2spv_result_free(sr);

    const dxil2spv_root_parameter big[] = {
        {.parameter_type = K, .shader_register = 1, .register_space = 0, .num_32bit_values = 4},
        {.parameter_type = K, .shader_register = 0, .register_space = 7, .num_32bit_values = 1013}};
    const dxil2spv_root_signature too_big = {2, LOCAL, 2, big, 0, NULL};
    expect("Hit", NULL, &too_big, DXIL2SPV_ERROR_INVALID_INPUT, "allows 4064 bytes", "a record over 4064 bytes");
    const dxil2spv_root_parameter fits[] = {
        {.parameter_type = K, .shader_register = 1, .register_space = 0, .num_32bit_values = 4},
        {.parameter_type = K, .shader_register = 0, .register_space = 7, .num_32bit_values = 1012}};
    const dxil2spv_root_signature just_fits = {2, LOCAL, 2, fits, 0, NULL};
    dxil2spv_result *r = translate_entry("Hit", NULL, &just_fits, false);
    CHECK(r->status == DXIL2SPV_OK && r->reflection->shader_record->size == 4064 &&
              spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, "4064 bytes"),
          "a record of exactly 4064 bytes is accepted (%s)", r->error ? r->error : "");
    dxil2spv_result_free(r);

    const dxil2spv_static_sampler smp = {.shader_register = 0, .register_space = 0, .max_lod = 1000.0f};
    const dxil2spv_root_signature with_sampler = {2, LOCAL, 1, tint4, 1, &smp};
    expect("Hit", NULL, &with_sampler, DXIL2SPV_ERROR_UNSUPPORTED, "static samplers of a local root signature",
           "static samplers");

    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.local_root_signature = &local_tint;
    r = dxil2spv_translate(cs_data, cs_size, &o);
    CHECK(r && r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT && strstr(r->error, "only for ray-tracing stages"),
          "a local root signature for a compute shader: %s", r && r->error ? r->error : "(success)");
    dxil2spv_result_free(r);
}

static bool visit(const spv_insn *in, void *arg)
{
    if (in->op == 59 && in->n >= 4 && in->w[3] == 5343) /* OpVariable ShaderRecordBufferKHR */
        *(bool *)arg = true;
    return true;
}

static bool visit_nonuniform(const spv_insn *in, void *arg)
{
    if (in->op == 71 && in->n >= 3 && in->w[2] == 5300) /* OpDecorate NonUniform */
        *(bool *)arg = true;
    return true;
}

/* A descriptor index read from the shader record differs between the
 * records of one wave: the access must be NonUniform. */
static bool has_nonuniform(const dxil2spv_result *r)
{
    bool found = false;
    if (r->spirv)
        spv_inspect_walk(r->spirv, r->spirv_word_count, visit_nonuniform, &found);
    return found;
}

static bool has_record_block(const dxil2spv_result *r)
{
    bool found = false;
    if (r->spirv)
        spv_inspect_walk(r->spirv, r->spirv_word_count, visit, &found);
    return found;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: test_local_rootsig OWN_CORPUS_DIR\n");
        return 2;
    }
    lib_data = spv_inspect_load(argv[1], "raytracing/full_pipeline_library.dxil", &lib_size, 2);
    cs_data = spv_inspect_load(argv[1], "resources/register_spaces.dxil", &cs_size, 2);
    test_rdat();
    test_layout();
    test_refusals();
    free(lib_data);
    free(cs_data);
    printf("test_local_rootsig: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
