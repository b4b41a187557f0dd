/* DXR through the compat layer (compat/dxil-spirv/compat_local.c), on a real
 * DXC library (raytracing/full_pipeline_library: raygen Gen, miss MissMain,
 * closest hit Hit, any hit AnyHitMain, seven DXR subobjects):
 *   - RDAT subobjects as dxil_spv_rdat_subobject, against what DXC's own
 *     disassembly (the .ll beside the .dxil) lists: kinds, names, exports,
 *     args, root signature payloads inside the caller's container;
 *   - a local root signature described as vkd3d-proton describes it (root
 *     constants b1, then a descriptor table holding t0, SBT descriptor
 *     sizes 32 and 16 bytes): the constants and the table are read from the
 *     shader record at D3D12's offsets (0 and 16), the table handle shifted
 *     right by 5, the acceleration structure answered as "addresses in a
 *     storage buffer" (SSBO heap answer) read through
 *     OpConvertUToAccelerationStructureKHR, the CBV callback never asked
 *     (local root constants), output valid for Vulkan 1.3;
 *   - a library entry asks only about the resources it reaches (Hit: b1
 *     and t0, never u0, which only Gen writes);
 *   - misuse of begin/end and the core options' range checks.
 * Every expectation comes from the HLSL source and D3D12's rules. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "dxil_spirv_c.h"
#include "spv_inspect.h"

static int failures, checks;


static void log_cb(void *ud, dxil_spv_log_level level, const char *msg)
{
    (void)ud;
    fprintf(stderr, "compat (%d): %s\n", (int)level, msg);
}

/* ---- RDAT ----------------------------------------------------------------- */

static const char *export_at(const dxil_spv_rdat_subobject *s, unsigned i)
{
    return i < s->num_exports && s->exports && s->exports[i] ? s->exports[i] : "<none>";
}

static void check_rdat(const unsigned char *data, size_t size)
{
    dxil_spv_parsed_blob blob = NULL;
    CHECK(dxil_spv_parse_dxil_blob(data, size, &blob) == DXIL_SPV_SUCCESS, "parse the library");
    if (!blob)
        return;
    unsigned n = dxil_spv_parsed_blob_get_num_rdat_subobjects(blob);
    CHECK(n == 7, "7 subobjects (grs, lrs, assoc, shaderConfig, pipelineConfig, hitGroup, soConfig), got %u", n);
    static const struct {
        dxil_spv_rdat_subobject_kind kind;
        const char *name;
    } expect[7] = {
        {DXIL_SPV_RDAT_SUBOBJECT_KIND_GLOBAL_ROOT_SIGNATURE, "grs"},
        {DXIL_SPV_RDAT_SUBOBJECT_KIND_LOCAL_ROOT_SIGNATURE, "lrs"},
        {DXIL_SPV_RDAT_SUBOBJECT_KIND_SUBOBJECT_TO_EXPORTS_ASSOCIATION, "assoc"},
        {DXIL_SPV_RDAT_SUBOBJECT_KIND_RAYTRACING_SHADER_CONFIG, "shaderConfig"},
        {DXIL_SPV_RDAT_SUBOBJECT_KIND_RAYTRACING_PIPELINE_CONFIG, "pipelineConfig"},
        {DXIL_SPV_RDAT_SUBOBJECT_KIND_HIT_GROUP, "hitGroup"},
        {DXIL_SPV_RDAT_SUBOBJECT_KIND_STATE_OBJECT_CONFIG, "soConfig"},
    };
    const void *grs_payload = NULL;
    size_t grs_size = 0;
    for (unsigned i = 0; i < n && i < 7; i++) {
        dxil_spv_rdat_subobject s;
        memset(&s, 0xAB, sizeof s);
        dxil_spv_parsed_blob_get_rdat_subobject(blob, i, &s);
        CHECK(s.kind == expect[i].kind, "subobject %u: kind %d, expected %d", i, (int)s.kind, (int)expect[i].kind);
        CHECK(s.subobject_name && !strcmp(s.subobject_name, expect[i].name), "subobject %u: name '%s', expected '%s'",
              i, s.subobject_name ? s.subobject_name : "(null)", expect[i].name);
        switch (s.kind) {
        case DXIL_SPV_RDAT_SUBOBJECT_KIND_GLOBAL_ROOT_SIGNATURE:
        case DXIL_SPV_RDAT_SUBOBJECT_KIND_LOCAL_ROOT_SIGNATURE: {
            size_t want = s.kind == DXIL_SPV_RDAT_SUBOBJECT_KIND_GLOBAL_ROOT_SIGNATURE ? 92 : 48;
            CHECK(s.payload_size == want, "%s: %zu payload bytes, expected %zu", expect[i].name, s.payload_size, want);
            /* As dxil-spirv: the payload lies in the caller's container. */
            const unsigned char *p = s.payload;
            CHECK(p && p >= data && p + s.payload_size <= data + size, "%s: payload outside the caller's container",
                  expect[i].name);
            if (p && p >= data && p + s.payload_size <= data + size) {
                /* A serialized root signature: version 1.0 or 1.1 first. */
                uint32_t version = p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24;
                CHECK(version == 1 || version == 2, "%s: root signature version %u", expect[i].name, version);
                /* lrs = RootConstants(num32BitConstants = 4, b1): one parameter. */
                uint32_t params = p[4] | p[5] << 8;
                CHECK(params == 1, "%s: %u parameters, expected 1", expect[i].name, params);
            }
            if (s.kind == DXIL_SPV_RDAT_SUBOBJECT_KIND_GLOBAL_ROOT_SIGNATURE) {
                grs_payload = s.payload;
                grs_size = s.payload_size;
            }
            break;
        }
        case DXIL_SPV_RDAT_SUBOBJECT_KIND_SUBOBJECT_TO_EXPORTS_ASSOCIATION:
            /* exports[0]: the subobject, then the exports (dxil-spirv's order). */
            CHECK(s.num_exports == 2, "assoc: %u exports, expected 2", s.num_exports);
            CHECK(!strcmp(export_at(&s, 0), "lrs") && !strcmp(export_at(&s, 1), "Hit"),
                  "assoc: exports '%s' '%s', expected 'lrs' 'Hit'", export_at(&s, 0), export_at(&s, 1));
            break;
        case DXIL_SPV_RDAT_SUBOBJECT_KIND_RAYTRACING_SHADER_CONFIG:
            CHECK(s.args[0] == 20 && s.args[1] == 8, "shaderConfig: args %u %u, expected 20 8", s.args[0], s.args[1]);
            break;
        case DXIL_SPV_RDAT_SUBOBJECT_KIND_RAYTRACING_PIPELINE_CONFIG:
            CHECK(s.args[0] == 2, "pipelineConfig: max recursion %u, expected 2", s.args[0]);
            break;
        case DXIL_SPV_RDAT_SUBOBJECT_KIND_HIT_GROUP:
            CHECK(s.hit_group_type == DXIL_SPV_HIT_GROUP_TYPE_TRIANGLE, "hitGroup: type %d", (int)s.hit_group_type);
            CHECK(s.num_exports == 3, "hitGroup: %u exports, expected 3 (any hit, closest hit, intersection)",
                  s.num_exports);
            CHECK(!strcmp(export_at(&s, 0), "AnyHitMain") && !strcmp(export_at(&s, 1), "Hit") &&
                      !strcmp(export_at(&s, 2), ""),
                  "hitGroup: exports '%s' '%s' '%s'", export_at(&s, 0), export_at(&s, 1), export_at(&s, 2));
            break;
        case DXIL_SPV_RDAT_SUBOBJECT_KIND_STATE_OBJECT_CONFIG:
            /* STATE_OBJECT_FLAG_ALLOW_LOCAL_DEPENDENCIES_ON_EXTERNAL_DEFINITIONS */
            CHECK(s.args[0] == 1, "soConfig: flags 0x%x, expected 0x1", s.args[0]);
            break;
        default:
            break;
        }
    }
    dxil_spv_parsed_blob_free(blob);
    /* The payload outlives the blob (vkd3d-proton keeps it): the caller's bytes. */
    CHECK(grs_payload && grs_size == 92 && (const unsigned char *)grs_payload >= data,
          "global root signature payload after the blob is freed");
}

/* ---- local root signature ---------------------------------------------------- */

enum { RTAS_SET = 4, RTAS_BINDING = 0 };

typedef struct asked {
    unsigned srv, cbv, uav, sampler;
    unsigned srv_t0;
} asked;

static dxil_spv_bool srv_cb(void *ud, const dxil_spv_d3d_binding *d, dxil_spv_srv_vulkan_binding *v)
{
    asked *a = ud;
    a->srv++;
    /* t0, or the heap's acceleration-structure array (asked as register,
     * space and range ~0u: the local table reads the heap), as
     * vkd3d-proton answers both. */
    if (((d->register_space == 0 && d->register_index == 0) || d->register_space == ~0u) &&
        d->kind == DXIL_SPV_RESOURCE_KIND_RT_ACCELERATION_STRUCTURE) {
        a->srv_t0 += d->register_space == 0;
        /* vkd3d-proton without descriptor-heap lowering: the heap's
         * acceleration structures are addresses in one storage buffer. */
        v->buffer_binding.set = RTAS_SET;
        v->buffer_binding.binding = RTAS_BINDING;
        v->buffer_binding.bindless.use_heap = DXIL_SPV_TRUE;
        v->buffer_binding.descriptor_type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO;
        return DXIL_SPV_TRUE;
    }
    return DXIL_SPV_FALSE;
}

static dxil_spv_bool cbv_cb(void *ud, const dxil_spv_d3d_binding *d, dxil_spv_cbv_vulkan_binding *v)
{
    (void)d, (void)v;
    ((asked *)ud)->cbv++;
    return DXIL_SPV_FALSE; /* b1 is a local root constant: never asked */
}

static dxil_spv_bool uav_cb(void *ud, const dxil_spv_uav_d3d_binding *d, dxil_spv_uav_vulkan_binding *v)
{
    (void)d, (void)v;
    ((asked *)ud)->uav++;
    return DXIL_SPV_FALSE; /* u0 belongs to Gen only */
}

typedef struct facts {
    uint32_t const_value[4096]; /* id -> value + 1 of 32-bit OpConstant */
    uint32_t record_var;        /* the ShaderRecordBufferKHR variable */
    uint32_t ssbo_set[4096], ssbo_binding[4096];
    uint32_t record_words[8];   /* constant word indices read from the record */
    uint32_t record_reads, record_any;
    uint32_t shift_by_5, convert_to_as, as_var_at_rtas;
    uint32_t storage_vars[64], storage_var_count;
} facts;

static bool note(const spv_insn *in, void *arg)
{
    facts *f = arg;
    const uint32_t *w = in->w;
    if (in->op == 43 /* OpConstant */ && in->n == 4 && w[2] < 4096)
        f->const_value[w[2]] = w[3] + 1;
    if (in->op == 71 /* OpDecorate */ && in->n == 4 && w[1] < 4096) {
        if (w[2] == 34 /* DescriptorSet */)
            f->ssbo_set[w[1]] = w[3] + 1;
        if (w[2] == 33 /* Binding */)
            f->ssbo_binding[w[1]] = w[3] + 1;
    }
    if (in->op == 59 /* OpVariable */ && in->n >= 4) {
        if (w[3] == 5343 /* ShaderRecordBufferKHR */)
            f->record_var = w[2];
        if (w[3] == 12 /* StorageBuffer */ && f->storage_var_count < 64)
            f->storage_vars[f->storage_var_count++] = w[2];
    }
    if (in->op == 65 /* OpAccessChain */ && in->n >= 5 && f->record_var && w[3] == f->record_var)
        f->record_any++;
    if (in->op == 65 /* OpAccessChain */ && in->n == 6 && f->record_var && w[3] == f->record_var && w[5] < 4096 &&
        f->const_value[w[5]] && f->record_reads < 8)
        f->record_words[f->record_reads++] = f->const_value[w[5]] - 1;
    if (in->op == 194 /* OpShiftRightLogical */ && in->n == 5 && w[4] < 4096 && f->const_value[w[4]] == 6)
        f->shift_by_5++;
    if (in->op == 4447 /* OpConvertUToAccelerationStructureKHR */)
        f->convert_to_as++;
    return true;
}

static void check_local(const unsigned char *data, size_t size)
{
    dxil_spv_parsed_blob blob = NULL;
    dxil_spv_converter c = NULL;
    if (dxil_spv_parse_dxil_blob(data, size, &blob) != DXIL_SPV_SUCCESS ||
        dxil_spv_create_converter(blob, &c) != DXIL_SPV_SUCCESS) {
        CHECK(0, "parse / create converter");
        return;
    }
    asked a;
    memset(&a, 0, sizeof a);
    dxil_spv_converter_set_entry_point(c, "\01?Hit@@YAXUPayload@@UBuiltInTriangleIntersectionAttributes@@@Z");
    /* As vkd3d-proton's compile_dxil_export: parameters in order. */
    dxil_spv_converter_add_local_root_constants(c, 0, 1, 4);
    CHECK(dxil_spv_converter_begin_local_root_descriptor_table(c) == DXIL_SPV_SUCCESS, "begin table");
    dxil_spv_converter_add_local_root_descriptor_table(c, DXIL_SPV_RESOURCE_CLASS_SRV, 0, 0, 1, 3);
    CHECK(dxil_spv_converter_end_local_root_descriptor_table(c) == DXIL_SPV_SUCCESS, "end table");
    const struct dxil_spv_option_sbt_descriptor_size_log2 sbt = {{DXIL_SPV_OPTION_SBT_DESCRIPTOR_SIZE_LOG2}, 5, 4};
    CHECK(dxil_spv_converter_add_option(c, &sbt.base) == DXIL_SPV_SUCCESS, "SBT_DESCRIPTOR_SIZE_LOG2");
    dxil_spv_converter_set_srv_remapper(c, srv_cb, &a);
    dxil_spv_converter_set_cbv_remapper(c, cbv_cb, &a);
    dxil_spv_converter_set_uav_remapper(c, uav_cb, &a);
    dxil_spv_result res = dxil_spv_converter_run(c);
    CHECK(res == DXIL_SPV_SUCCESS, "run Hit with a local root signature: %d", (int)res);
    CHECK(a.cbv == 0, "the CBV callback was asked %u times (b1 is a local root constant)", a.cbv);
    CHECK(a.uav == 0, "the UAV callback was asked %u times (Hit does not use u0)", a.uav);
    CHECK(a.srv_t0 >= 1, "t0 (in the local table) was not asked");
    const char *entry = NULL;
    CHECK(res != DXIL_SPV_SUCCESS ||
              (dxil_spv_converter_get_compiled_entry_point(c, &entry) == DXIL_SPV_SUCCESS && entry &&
               !strcmp(entry, "main")),
          "compiled entry point '%s', expected main (the runtime's pName)", entry ? entry : "(null)");
    dxil_spv_compiled_spirv out;
    if (res == DXIL_SPV_SUCCESS && dxil_spv_converter_get_compiled_spirv(c, &out) == DXIL_SPV_SUCCESS) {
        dxil2spv_result r;
        memset(&r, 0, sizeof r);
        r.spirv = out.data;
        r.spirv_word_count = out.size / 4;
        CHECK(spv_inspect_validates(&r, SPV_TARGET_VULKAN_1_3, "Hit with a local root signature"), "spirv-val");
        facts *f = calloc(1, sizeof *f);
        spv_inspect_walk(out.data, out.size / 4, note, f);
        CHECK(f->record_var != 0, "no ShaderRecordBufferKHR variable");
        /* b1's constants are words 0-3 (read by a computed row index); the
         * table handle is at byte 16, the next 8-byte boundary. */
        int word4 = 0, beyond = 0;
        for (uint32_t i = 0; i < f->record_reads; i++) {
            word4 |= f->record_words[i] == 4;
            beyond |= f->record_words[i] > 4;
        }
        CHECK(word4 && !beyond, "record reads: table handle at word 4 %d, a word past it %d", word4, beyond);
        CHECK(f->record_any > f->record_reads, "no computed read of the root constants from the record");
        CHECK(f->shift_by_5 >= 1, "the table handle is not shifted right by log2(32)");
        CHECK(f->convert_to_as >= 1, "no OpConvertUToAccelerationStructureKHR");
        int at_rtas = 0;
        for (uint32_t i = 0; i < f->storage_var_count; i++) {
            uint32_t v = f->storage_vars[i];
            at_rtas |= v < 4096 && f->ssbo_set[v] == RTAS_SET + 1 && f->ssbo_binding[v] == RTAS_BINDING + 1;
        }
        CHECK(at_rtas, "no storage buffer at set %u binding %u (the address buffer)", RTAS_SET, RTAS_BINDING);
        free(f);
    }
    dxil_spv_converter_free(c);

    /* Misuse: a table never ended, an end without begin. */
    CHECK(dxil_spv_create_converter(blob, &c) == DXIL_SPV_SUCCESS, "create");
    dxil_spv_converter_set_entry_point(c, "\01?Hit@@YAXUPayload@@UBuiltInTriangleIntersectionAttributes@@@Z");
    CHECK(dxil_spv_converter_end_local_root_descriptor_table(c) == DXIL_SPV_ERROR_INVALID_ARGUMENT,
          "end without begin is refused");
    dxil_spv_converter_free(c);
    CHECK(dxil_spv_create_converter(blob, &c) == DXIL_SPV_SUCCESS, "create");
    dxil_spv_converter_set_entry_point(c, "\01?Hit@@YAXUPayload@@UBuiltInTriangleIntersectionAttributes@@@Z");
    CHECK(dxil_spv_converter_begin_local_root_descriptor_table(c) == DXIL_SPV_SUCCESS, "begin");
    CHECK(dxil_spv_converter_run(c) == DXIL_SPV_ERROR_INVALID_ARGUMENT, "run with an open table is refused");
    dxil_spv_converter_free(c);
    dxil_spv_parsed_blob_free(blob);
}

/* ---- a local table CBV read from a storage buffer ----------------------------- */

enum { CBV_HEAP_SET = 5, CBV_HEAP_BINDING = 2 };

/* vkd3d-proton with BINDLESS_CBV_SSBO_EMULATION (a device with too few
 * update-after-bind uniform buffers): a table CBV is a heap answer of its
 * CBV heap binding; the global heap ("register" ~0u) is not asked for,
 * since the library entry declares no SM 6.6 heap access. */
static dxil_spv_bool cbv_heap_cb(void *ud, const dxil_spv_d3d_binding *d, dxil_spv_cbv_vulkan_binding *v)
{
    asked *a = ud;
    a->cbv++;
    if (d->register_space != 0 || d->register_index != 1)
        return DXIL_SPV_FALSE;
    memset(v, 0, sizeof *v);
    v->vulkan.uniform_binding.set = CBV_HEAP_SET;
    v->vulkan.uniform_binding.binding = CBV_HEAP_BINDING;
    v->vulkan.uniform_binding.bindless.use_heap = DXIL_SPV_TRUE;
    v->vulkan.uniform_binding.root_constant_index = ~0u;
    return DXIL_SPV_TRUE;
}

/* Hit's b1 in a local descriptor table with the SSBO emulation of heap
 * CBVs (vkd3d-proton's test_raytracing_deferred_compilation at the suite's
 * cbv_ssbo profile): the CBV is read from its heap answer's set/binding
 * as a storage buffer, and no other heap question is asked. */
static void check_local_cbv_ssbo(const unsigned char *data, size_t size)
{
    dxil_spv_parsed_blob blob = NULL;
    dxil_spv_converter c = NULL;
    if (dxil_spv_parse_dxil_blob(data, size, &blob) != DXIL_SPV_SUCCESS ||
        dxil_spv_create_converter(blob, &c) != DXIL_SPV_SUCCESS) {
        CHECK(0, "parse / create converter");
        return;
    }
    asked a;
    memset(&a, 0, sizeof a);
    dxil_spv_converter_set_entry_point(c, "\01?Hit@@YAXUPayload@@UBuiltInTriangleIntersectionAttributes@@@Z");
    CHECK(dxil_spv_converter_begin_local_root_descriptor_table(c) == DXIL_SPV_SUCCESS, "begin table");
    dxil_spv_converter_add_local_root_descriptor_table(c, DXIL_SPV_RESOURCE_CLASS_SRV, 0, 0, 1, 0);
    dxil_spv_converter_add_local_root_descriptor_table(c, DXIL_SPV_RESOURCE_CLASS_CBV, 0, 1, 1, 1);
    CHECK(dxil_spv_converter_end_local_root_descriptor_table(c) == DXIL_SPV_SUCCESS, "end table");
    const struct dxil_spv_option_bindless_cbv_ssbo_emulation ssbo = {{DXIL_SPV_OPTION_BINDLESS_CBV_SSBO_EMULATION},
                                                                      DXIL_SPV_TRUE};
    CHECK(dxil_spv_converter_add_option(c, &ssbo.base) == DXIL_SPV_SUCCESS, "BINDLESS_CBV_SSBO_EMULATION");
    dxil_spv_converter_set_srv_remapper(c, srv_cb, &a);
    dxil_spv_converter_set_cbv_remapper(c, cbv_heap_cb, &a);
    dxil_spv_converter_set_uav_remapper(c, uav_cb, &a);
    dxil_spv_result res = dxil_spv_converter_run(c);
    CHECK(res == DXIL_SPV_SUCCESS, "run Hit with a local table CBV as a storage buffer: %d", (int)res);
    dxil_spv_compiled_spirv out;
    if (res == DXIL_SPV_SUCCESS && dxil_spv_converter_get_compiled_spirv(c, &out) == DXIL_SPV_SUCCESS) {
        dxil2spv_result r;
        memset(&r, 0, sizeof r);
        r.spirv = out.data;
        r.spirv_word_count = out.size / 4;
        CHECK(spv_inspect_validates(&r, SPV_TARGET_VULKAN_1_3, "Hit, local table CBV as SSBO"), "spirv-val");
        facts *f = calloc(1, sizeof *f);
        spv_inspect_walk(out.data, out.size / 4, note, f);
        int at_heap = 0;
        for (uint32_t i = 0; i < f->storage_var_count; i++) {
            uint32_t v = f->storage_vars[i];
            at_heap |= v < 4096 && f->ssbo_set[v] == CBV_HEAP_SET + 1 && f->ssbo_binding[v] == CBV_HEAP_BINDING + 1;
        }
        CHECK(at_heap, "no storage buffer at set %u binding %u (the CBV heap answer)", CBV_HEAP_SET,
              CBV_HEAP_BINDING);
        free(f);
    }
    dxil_spv_converter_free(c);
    dxil_spv_parsed_blob_free(blob);
}

/* ---- core options ------------------------------------------------------------- */

static void check_core(const unsigned char *data, size_t size)
{
    /* Gen: Scene (t0) and Output (u0) in a HEAP-model table, Scene read
     * through the acceleration-structure address buffer. */
    dxil2spv_descriptor_range ranges[2] = {
        {.range_type = 0, .num_descriptors = 1, .base_shader_register = 0, .offset_in_table = 0},
        {.range_type = 1, .num_descriptors = 1, .base_shader_register = 0, .offset_in_table = 1},
    };
    dxil2spv_root_parameter p = {.parameter_type = DXIL2SPV_ROOT_PARAMETER_TABLE, .range_count = 2, .ranges = ranges};
    dxil2spv_root_signature rs = {.version = 2, .parameter_count = 1, .parameters = &p};
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.entry_point = "Gen";
    o.root_signature = &rs;
    o.heap_acceleration_structure_addresses.enabled = 1;
    o.heap_acceleration_structure_addresses.set = 3;
    o.heap_acceleration_structure_addresses.binding = 9;
    dxil2spv_result *r = dxil2spv_translate(data, size, &o);
    CHECK(r && r->status == DXIL2SPV_OK, "Gen with heap_acceleration_structure_addresses: %s",
          r && r->error ? r->error : "");
    if (r && r->status == DXIL2SPV_OK) {
        CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, "Gen, AS addresses"), "spirv-val");
        facts *f = calloc(1, sizeof *f);
        spv_inspect_walk(r->spirv, r->spirv_word_count, note, f);
        CHECK(f->convert_to_as == 1, "%u OpConvertUToAccelerationStructureKHR, expected 1", f->convert_to_as);
        int found = 0;
        for (uint32_t i = 0; i < f->storage_var_count; i++) {
            uint32_t v = f->storage_vars[i];
            found |= v < 4096 && f->ssbo_set[v] == 4 && f->ssbo_binding[v] == 10;
        }
        CHECK(found, "no storage buffer at set 3 binding 9");
        free(f);
    }
    dxil2spv_result_free(r);

    /* Without the option: an acceleration-structure descriptor array, no conversion. */
    o.heap_acceleration_structure_addresses.enabled = 0;
    r = dxil2spv_translate(data, size, &o);
    CHECK(r && r->status == DXIL2SPV_OK, "Gen without the option");
    if (r && r->status == DXIL2SPV_OK) {
        facts *f = calloc(1, sizeof *f);
        spv_inspect_walk(r->spirv, r->spirv_word_count, note, f);
        CHECK(f->convert_to_as == 0, "OpConvertUToAccelerationStructureKHR without the option");
        free(f);
    }
    dxil2spv_result_free(r);

    /* A root SRV acceleration structure (global, then local): read by
     * address from the root arguments / the shader record. */
    dxil2spv_descriptor_range u_range = {.range_type = 1, .num_descriptors = 1};
    dxil2spv_root_parameter gp[2] = {
        {.parameter_type = DXIL2SPV_ROOT_PARAMETER_SRV, .shader_register = 0},
        {.parameter_type = DXIL2SPV_ROOT_PARAMETER_TABLE, .range_count = 1, .ranges = &u_range},
    };
    dxil2spv_root_signature grs = {.version = 2, .parameter_count = 2, .parameters = gp};
    dxil2spv_root_parameter lp[2] = {
        {.parameter_type = DXIL2SPV_ROOT_PARAMETER_CONSTANTS, .shader_register = 1, .num_32bit_values = 4},
        {.parameter_type = DXIL2SPV_ROOT_PARAMETER_SRV, .shader_register = 0},
    };
    dxil2spv_root_signature lrs = {.version = 2, .flags = 0x80, .parameter_count = 2, .parameters = lp};
    for (int local = 0; local < 2; local++) {
        dxil2spv_options_init(&o);
        o.entry_point = local ? "Hit" : "Gen";
        if (local)
            o.local_root_signature = &lrs;
        else
            o.root_signature = &grs;
        r = dxil2spv_translate(data, size, &o);
        CHECK(r && r->status == DXIL2SPV_OK, "%s root SRV acceleration structure: %s", local ? "local" : "global",
              r && r->error ? r->error : "");
        if (r && r->status == DXIL2SPV_OK) {
            CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, "root SRV acceleration structure"), "spirv-val");
            facts *f = calloc(1, sizeof *f);
            spv_inspect_walk(r->spirv, r->spirv_word_count, note, f);
            CHECK(f->convert_to_as >= 1, "root SRV acceleration structure: no OpConvertUToAccelerationStructureKHR");
            /* Local: the address is at byte 16 of the record (after 4 constants). */
            if (local) {
                int word4 = 0;
                for (uint32_t i = 0; i < f->record_reads; i++)
                    word4 |= f->record_words[i] == 4;
                CHECK(word4, "local root SRV address not read at record word 4");
            }
            free(f);
        }
        dxil2spv_result_free(r);
    }

    /* A shift of 32 or more is refused, naming the option. */
    dxil2spv_options_init(&o);
    o.entry_point = "Gen";
    o.local_table_handle_shift_resource = 32;
    r = dxil2spv_translate(data, size, &o);
    CHECK(r && r->status != DXIL2SPV_OK && r->error && strstr(r->error, "local_table_handle_shift"),
          "shift 32: %s", r && r->error ? r->error : "accepted");
    dxil2spv_result_free(r);

    /* The SPIR-V entry point's name: the export name by default, or the
     * one a runtime asks for (vkd3d-proton creates every stage as "main"). */
    dxil2spv_options_init(&o);
    o.entry_point = "Gen";
    r = dxil2spv_translate(data, size, &o);
    CHECK(r && r->status == DXIL2SPV_OK && !strcmp(r->reflection->entry_point, "Gen"), "default entry name '%s'",
          r && r->reflection ? r->reflection->entry_point : "");
    dxil2spv_result_free(r);
    o.spirv_entry_point_name = "main";
    r = dxil2spv_translate(data, size, &o);
    int named_main = 0;
    if (r && r->status == DXIL2SPV_OK)
        for (size_t i = 5; i + 1 < r->spirv_word_count;) {
            uint32_t op = r->spirv[i] & 0xFFFF, n = r->spirv[i] >> 16;
            if (!n)
                break;
            if (op == 15 /* OpEntryPoint */ && n > 3 && !strcmp((const char *)&r->spirv[i + 3], "main"))
                named_main = 1;
            i += n;
        }
    CHECK(named_main && !strcmp(r->reflection->entry_point, "main"), "OpEntryPoint named main");
    dxil2spv_result_free(r);

    /* LIST_ENTRIES hands out the subobjects too. */
    dxil2spv_options_init(&o);
    o.output = DXIL2SPV_OUTPUT_LIST_ENTRIES;
    r = dxil2spv_translate(data, size, &o);
    CHECK(r && r->status == DXIL2SPV_OK && r->reflection && r->reflection->subobject_count == 7 &&
              r->reflection->shader_kind == DXIL2SPV_SHADER_LIBRARY,
          "LIST_ENTRIES reflection: %u subobjects", r && r->reflection ? r->reflection->subobject_count : 0);
    dxil2spv_result_free(r);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s OWN_CORPUS_DIR\n", argv[0]);
        return 2;
    }
    dxil_spv_set_thread_log_callback(log_cb, NULL);
    size_t size;
    unsigned char *data = spv_inspect_load(argv[1], "dxil/raytracing/full_pipeline_library.dxil", &size, 1);
    check_rdat(data, size);
    check_local(data, size);
    check_local_cbv_ssbo(data, size);
    check_core(data, size);
    free(data);
    printf("compat_local: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
