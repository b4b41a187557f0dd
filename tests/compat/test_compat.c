/* The dxil-spirv compat layer driven as vkd3d-proton drives it, on real
 * compiler output: every .dxil and .dxbc (SM 4/5) of the corpus
 * directories given as arguments is
 * parsed, converted with remapping callbacks that choose their own
 * set/binding per resource, and checked: the callbacks are called once per
 * resource dxil2spv's own reflection lists (same class, space, register,
 * kind), the SPIR-V validates, and each chosen set/binding decorates a
 * variable of the module. Then option answers and error paths, and DXBC
 * shaders with the answers vkd3d-proton gives on lavapipe (root CBV by
 * address, heap texel buffers, textures and samplers) and remapped stage
 * I/O. */
#include "dxil_spirv_c.h"

#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "dxil2spv.h"
#include "spv_inspect.h"

static int failures, checks, skipped;

/* ---- callbacks that record what they were asked and answer distinct bindings ---- */

typedef struct asked {
    uint32_t cls, space, reg, kind, set, binding, has_counter, counter_binding;
} asked;

typedef struct recorder {
    asked list[256];
    unsigned count;
    unsigned next_binding;
    bool bindless; /* answer with descriptor-heap bindings: set 4 binding 0, push word 2, heap offset 5 */
    bool counter_texel; /* with bindless: counters as heap texel buffers */
    bool counter_outside_heap; /* with bindless: the counter a plain binding (refused) */
    bool raw_ssbo;  /* raw/structured SRVs/UAVs answered SSBO (a runtime's answer); else IDENTITY (dxil-spirv:
                       an R32_UINT texel buffer) */
    bool cbv_push;  /* put the first CBV in push constants */
    bool pushed;
} recorder;

static asked *record(recorder *r, uint32_t cls, const dxil_spv_d3d_binding *d)
{
    if (r->count >= 256)
        return NULL;
    asked *a = &r->list[r->count++];
    memset(a, 0, sizeof *a);
    a->cls = cls;
    a->space = d->register_space;
    a->reg = d->register_index;
    a->kind = d->kind;
    a->set = 1 + cls;                 /* a set per class, as no default mapping does */
    a->binding = 100 + r->next_binding;
    r->next_binding += d->range_size == ~0u ? 1 : d->range_size;
    if (d->register_index == ~0u && d->register_space == ~0u) {
        /* An SM 6.6 heap array: one binding per kind in set 9 (SRV and
         * UAV raw buffers share one, as dxil2spv keeps them in one array). */
        a->set = 9;
        a->binding = 200 + d->kind;
    }
    return a;
}

static void answer(recorder *r, const asked *a, dxil_spv_vulkan_binding *v)
{
    v->set = a->set;
    v->binding = a->binding;
    v->descriptor_type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_IDENTITY;
    if (r->raw_ssbo && (a->cls == 0 || a->cls == 1) &&
        (a->kind == DXIL_SPV_RESOURCE_KIND_RAW_BUFFER || a->kind == DXIL_SPV_RESOURCE_KIND_STRUCTURED_BUFFER))
        v->descriptor_type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO;
    if (r->bindless) {
        v->set = 4;
        v->binding = 0;
        v->bindless.use_heap = DXIL_SPV_TRUE;
        v->bindless.heap_root_offset = 5;
        v->root_constant_index = 2;
    }
}

static dxil_spv_bool srv_cb(void *ud, const dxil_spv_d3d_binding *d, dxil_spv_srv_vulkan_binding *v)
{
    asked *a = record(ud, 0, d);
    if (!a)
        return DXIL_SPV_FALSE;
    answer(ud, a, &v->buffer_binding);
    return DXIL_SPV_TRUE;
}

static dxil_spv_bool sampler_cb(void *ud, const dxil_spv_d3d_binding *d, dxil_spv_vulkan_binding *v)
{
    asked *a = record(ud, 3, d);
    if (!a)
        return DXIL_SPV_FALSE;
    answer(ud, a, v);
    return DXIL_SPV_TRUE;
}

static dxil_spv_bool cbv_cb(void *ud, const dxil_spv_d3d_binding *d, dxil_spv_cbv_vulkan_binding *v)
{
    recorder *r = ud;
    asked *a = record(r, 2, d);
    if (!a)
        return DXIL_SPV_FALSE;
    if (r->cbv_push && !r->pushed && d->range_size == 1) {
        r->pushed = true;
        v->push_constant = DXIL_SPV_TRUE;
        v->vulkan.push_constant.offset_in_words = 0;
        a->set = ~0u; /* not a descriptor */
        return DXIL_SPV_TRUE;
    }
    answer(r, a, &v->vulkan.uniform_binding);
    return DXIL_SPV_TRUE;
}

static dxil_spv_bool uav_cb(void *ud, const dxil_spv_uav_d3d_binding *d, dxil_spv_uav_vulkan_binding *v)
{
    recorder *r = ud;
    asked *a = record(r, 1, &d->d3d_binding);
    if (!a)
        return DXIL_SPV_FALSE;
    answer(r, a, &v->buffer_binding);
    a->has_counter = d->has_counter;
    if (d->has_counter && r->bindless) {
        v->counter_binding = v->buffer_binding;
        v->counter_binding.binding = 3;
        v->counter_binding.descriptor_type =
            r->counter_texel ? DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER : DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_IDENTITY;
        if (r->counter_outside_heap)
            v->counter_binding.bindless.use_heap = DXIL_SPV_FALSE;
    } else if (d->has_counter) {
        /* Same set; register + 500 (one shift per space is what dxil2spv can express). */
        v->counter_binding.set = a->set;
        v->counter_binding.binding = a->counter_binding = d->d3d_binding.register_index + 500;
    }
    return DXIL_SPV_TRUE;
}

/* ---- SPIR-V: (set, binding) pairs decorating the module's variables ---- */

typedef struct decos {
    uint32_t set[4096], binding[4096];
    uint32_t push_constant_vars;
    uint32_t max_id;
} decos;

static bool visit(const spv_insn *in, void *arg)
{
    decos *d = arg;
    if (in->op == 71 && in->n >= 4 && in->w[1] < 4096) { /* OpDecorate */
        if (in->w[2] == 34)
            d->set[in->w[1]] = in->w[3] + 1;
        if (in->w[2] == 33)
            d->binding[in->w[1]] = in->w[3] + 1;
    }
    if (in->op == 59 && in->n >= 4 && in->w[3] == 9) /* OpVariable ... PushConstant */
        d->push_constant_vars++;
    return true;
}

static bool has_binding(const decos *d, uint32_t set, uint32_t binding)
{
    for (uint32_t i = 0; i < 4096; i++)
        if (d->set[i] == set + 1 && d->binding[i] == binding + 1)
            return true;
    return false;
}

static bool validates(const dxil_spv_compiled_spirv *c, const char *what)
{
    dxil2spv_result r;
    memset(&r, 0, sizeof r);
    r.spirv = c->data;
    r.spirv_word_count = c->size / 4;
    /* The layer gives computed texel offsets as Offset operands, as
     * dxil-spirv does (VK_KHR_maintenance8). */
    return spv_inspect_validates_native_offsets(&r, SPV_TARGET_VULKAN_1_3, what);
}

/* ---- per shader ---- */

static unsigned char *read_file(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *b = malloc(n > 0 ? (size_t)n : 1);
    if (b && fread(b, 1, (size_t)n, f) != (size_t)n) {
        free(b);
        b = NULL;
    }
    fclose(f);
    *size = (size_t)n;
    return b;
}

static unsigned converted, refused_same;

static void check_shader(const char *path)
{
    size_t size;
    unsigned char *data = read_file(path, &size);
    CHECK(data != NULL, "%s: cannot read", path);
    if (!data)
        return;
    /* dxil2spv's own answer with default options: the reference. */
    dxil2spv_result *ref = dxil2spv_translate(data, size, NULL);
    dxil_spv_parsed_blob blob = NULL;
    dxil_spv_result pr = dxil_spv_parse_dxil_blob(data, size, &blob);
    if (ref->status != DXIL2SPV_OK) {
        /* Libraries without an entry, features dxil2spv refuses: the layer must refuse too. */
        if (pr == DXIL_SPV_SUCCESS) {
            dxil_spv_converter conv;
            dxil_spv_create_converter(blob, &conv);
            CHECK(dxil_spv_converter_run(conv) != DXIL_SPV_SUCCESS, "%s: compat converts what dxil2spv refuses", path);
            dxil_spv_converter_free(conv);
            dxil_spv_parsed_blob_free(blob);
        }
        refused_same++;
        dxil2spv_result_free(ref);
        free(data);
        return;
    }
    CHECK(pr == DXIL_SPV_SUCCESS, "%s: parse failed (%d)", path, (int)pr);
    if (pr != DXIL_SPV_SUCCESS) {
        dxil2spv_result_free(ref);
        free(data);
        return;
    }
    CHECK(dxil_spv_parsed_blob_get_shader_stage(blob) != DXIL_SPV_STAGE_UNKNOWN ||
              ref->reflection->shader_kind >= 6,
          "%s: stage unknown for shader kind %u", path, ref->reflection->shader_kind);

    recorder rec;
    memset(&rec, 0, sizeof rec);
    rec.cbv_push = true;
    rec.raw_ssbo = true; /* as runtimes answer; IDENTITY's texel form: test_compat_shapes */
    dxil_spv_converter conv;
    CHECK(dxil_spv_create_converter(blob, &conv) == DXIL_SPV_SUCCESS, "create");
    dxil_spv_converter_set_srv_remapper(conv, srv_cb, &rec);
    dxil_spv_converter_set_sampler_remapper(conv, sampler_cb, &rec);
    dxil_spv_converter_set_cbv_remapper(conv, cbv_cb, &rec);
    dxil_spv_converter_set_uav_remapper(conv, uav_cb, &rec);
    dxil_spv_result rr = dxil_spv_converter_run(conv);
    const dxil2spv_reflection *refl = ref->reflection;
    CHECK(rr == DXIL_SPV_SUCCESS, "%s: run failed (%d)", path, (int)rr);
    if (rr == DXIL_SPV_SUCCESS) {
        converted++;
        /* One question per resource, then one per SM 6.6 heap array (two for
         * the storage-buffer array, which SRVs and UAVs share). */
        unsigned heap_questions = refl->heap_array_count;
        for (uint32_t h = 0; h < refl->heap_array_count; h++)
            heap_questions += refl->heap_arrays[h].array == DXIL2SPV_HEAP_ARRAY_STORAGE_BUFFER;
        CHECK(rec.count == refl->resource_count + heap_questions,
              "%s: %u callbacks for %u resources and %u heap questions", path, rec.count, refl->resource_count,
              heap_questions);
        for (unsigned i = 0; i < rec.count && i < refl->resource_count; i++) {
            const dxil2spv_reflected_resource *r = &refl->resources[i];
            const asked *a = &rec.list[i];
            CHECK(a->cls == r->resource_class && a->space == r->space && a->reg == r->lower_bound &&
                      a->kind == r->resource_kind,
                  "%s: callback %u asked class %u space %u reg %u kind %u, resource is %u/%u/%u/%u", path, i, a->cls,
                  a->space, a->reg, a->kind, r->resource_class, r->space, r->lower_bound, r->resource_kind);
            CHECK(a->has_counter == (r->counter_set >= 0), "%s: has_counter of u%u", path, r->lower_bound);
        }
        dxil_spv_compiled_spirv spv;
        CHECK(dxil_spv_converter_get_compiled_spirv(conv, &spv) == DXIL_SPV_SUCCESS && spv.size > 20, "%s: spirv", path);
        CHECK(validates(&spv, path), "%s: the compat output does not validate", path);
        decos *d = calloc(1, sizeof *d), *rd = calloc(1, sizeof *rd);
        spv_inspect_walk(spv.data, spv.size / 4, visit, d);
        spv_inspect_walk(ref->spirv, ref->spirv_word_count, visit, rd);
        for (unsigned i = 0; i < rec.count && i < refl->resource_count; i++) {
            const asked *a = &rec.list[i];
            /* A resource the entry never touches (libraries, unused
             * declarations) has no variable in either module. */
            if (!has_binding(rd, refl->resources[i].set, refl->resources[i].binding))
                continue;
            if (a->set == ~0u) {
                CHECK(d->push_constant_vars == 1, "%s: push-constant CBV b%u has no PushConstant block", path, a->reg);
                continue;
            }
            CHECK(has_binding(d, a->set, a->binding), "%s: no variable at the chosen set %u binding %u (class %u reg %u)",
                  path, a->set, a->binding, a->cls, a->reg);
            if (a->has_counter)
                CHECK(has_binding(d, a->set, a->counter_binding), "%s: counter of u%u not at set %u binding %u", path,
                      a->reg, a->set, a->counter_binding);
        }
        free(d);
        free(rd);
        const char *entry = NULL;
        /* Every SPIR-V entry point is "main", as dxil-spirv names them and
         * vkd3d-proton creates every stage (pName "main"). */
        CHECK(dxil_spv_converter_get_compiled_entry_point(conv, &entry) == DXIL_SPV_SUCCESS && entry &&
                  !strcmp(entry, "main"),
              "%s: entry point '%s', expected main", path, entry ? entry : "(null)");
        unsigned x, y, z;
        CHECK(dxil_spv_converter_get_compute_workgroup_dimensions(conv, &x, &y, &z) == DXIL_SPV_SUCCESS &&
                  x == refl->workgroup_size[0] && y == refl->workgroup_size[1] && z == refl->workgroup_size[2],
              "%s: workgroup size", path);
    }
    dxil_spv_converter_free(conv);
    dxil_spv_parsed_blob_free(blob);
    dxil2spv_result_free(ref);
    free(data);
}

static void walk_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct stat st;
        if (stat(path, &st) != 0)
            continue;
        size_t n = strlen(e->d_name);
        if (S_ISDIR(st.st_mode) && strcmp(e->d_name, "errors") != 0) /* errors/: inputs that must be refused */
            walk_dir(path);
        else if (n > 5 && (!strcmp(e->d_name + n - 5, ".dxil") || !strcmp(e->d_name + n - 5, ".dxbc")))
            check_shader(path);
    }
    closedir(d);
}

/* ---- options and errors ---- */

static char last_log[2048];
static void log_cb(void *ud, dxil_spv_log_level level, const char *msg)
{
    (void)ud;
    if (level == DXIL_SPV_LOG_LEVEL_ERROR)
        snprintf(last_log, sizeof last_log, "%s", msg);
}

static dxil_spv_parsed_blob parse_corpus(const char *dir, const char *rel)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/dxil/%s", dir, rel);
    size_t size;
    unsigned char *data = read_file(path, &size);
    CHECK(data != NULL, "missing %s", path);
    if (!data)
        exit(2);
    dxil_spv_parsed_blob b = NULL;
    CHECK(dxil_spv_parse_dxil_blob(data, size, &b) == DXIL_SPV_SUCCESS, "parse %s", path);
    free(data);
    return b;
}

static bool spirv_has_op(dxil_spv_converter c, uint32_t op)
{
    dxil_spv_compiled_spirv s;
    if (dxil_spv_converter_get_compiled_spirv(c, &s) != DXIL_SPV_SUCCESS)
        return false;
    const uint32_t *w = s.data;
    for (size_t i = 5; i < s.size / 4;) {
        uint32_t n = w[i] >> 16;
        if ((w[i] & 0xffff) == op)
            return true;
        if (!n)
            break;
        i += n;
    }
    return false;
}

static void check_options_and_errors(const char *own)
{
    dxil_spv_set_thread_log_callback(log_cb, NULL);

    /* Discard: demote by default, OpKill when the device has no demote. */
    dxil_spv_parsed_blob ps = parse_corpus(own, "stages/ps_discard_clip.dxil");
    CHECK(dxil_spv_parsed_blob_get_shader_stage(ps) == DXIL_SPV_STAGE_PIXEL, "ps stage");
    dxil_spv_converter c;
    dxil_spv_create_converter(ps, &c);
    CHECK(dxil_spv_converter_run(c) == DXIL_SPV_SUCCESS, "ps run: %s", last_log);
    CHECK(spirv_has_op(c, 5380) && !spirv_has_op(c, 252), "default discard is OpDemoteToHelperInvocation");
    dxil_spv_option_shader_demote_to_helper demote = {{DXIL_SPV_OPTION_SHADER_DEMOTE_TO_HELPER}, DXIL_SPV_FALSE};
    CHECK(dxil_spv_converter_add_option(c, &demote.base) == DXIL_SPV_SUCCESS, "demote option");
    CHECK(dxil_spv_converter_run(c) == DXIL_SPV_SUCCESS, "ps run without demote");
    CHECK(spirv_has_op(c, 252) && !spirv_has_op(c, 5380), "no demote support gives OpKill");

    /* Options in their "on" forms that need code dxil2spv does not make. */
    dxil_spv_option_descriptor_qa qa;
    memset(&qa, 0, sizeof qa);
    qa.base.type = DXIL_SPV_OPTION_DESCRIPTOR_QA;
    CHECK(dxil_spv_converter_add_option(c, &qa.base) == DXIL_SPV_SUCCESS, "descriptor QA off is accepted");
    qa.enabled = DXIL_SPV_TRUE;
    CHECK(dxil_spv_converter_add_option(c, &qa.base) == DXIL_SPV_ERROR_UNSUPPORTED_FEATURE, "descriptor QA on refused");
    dxil_spv_option_invariant_position inv = {{DXIL_SPV_OPTION_INVARIANT_POSITION}, DXIL_SPV_TRUE};
    CHECK(dxil_spv_converter_add_option(c, &inv.base) == DXIL_SPV_SUCCESS, "invariant position accepted");
    dxil_spv_option_rasterizer_sample_count sc = {{DXIL_SPV_OPTION_RASTERIZER_SAMPLE_COUNT}, 3, DXIL_SPV_FALSE};
    CHECK(dxil_spv_converter_add_option(c, &sc.base) == DXIL_SPV_ERROR_UNSUPPORTED_FEATURE, "sample count 3 refused");
    sc.sample_count = 4;
    CHECK(dxil_spv_converter_add_option(c, &sc.base) == DXIL_SPV_SUCCESS, "fixed sample count 4");
    sc.spec_constant = DXIL_SPV_TRUE;
    CHECK(dxil_spv_converter_add_option(c, &sc.base) == DXIL_SPV_SUCCESS, "sample count as spec constant");
    dxil_spv_option_scalar_block_layout sbl = {{DXIL_SPV_OPTION_SCALAR_BLOCK_LAYOUT}, 1, 1};
    CHECK(dxil_spv_converter_add_option(c, &sbl.base) == DXIL_SPV_SUCCESS, "device description accepted");
    dxil_spv_option_base bogus = {(dxil_spv_option)9999};
    CHECK(dxil_spv_converter_add_option(c, &bogus) == DXIL_SPV_ERROR_UNSUPPORTED_FEATURE, "unknown option refused");
    CHECK(!dxil_spv_converter_supports_option((dxil_spv_option)9999) &&
              dxil_spv_converter_supports_option(DXIL_SPV_OPTION_DUAL_SOURCE_BLENDING) &&
              !dxil_spv_converter_supports_option(DXIL_SPV_OPTION_DESCRIPTOR_QA),
          "supports_option");
    /* A local root signature (shader record) exists for ray-tracing stages
     * only: refused at run for this pixel shader (test_compat_local covers
     * ray-tracing entries). */
    dxil_spv_converter_add_local_root_constants(c, 0, 0, 4);
    CHECK(dxil_spv_converter_run(c) != DXIL_SPV_SUCCESS, "local root signature on a pixel shader refused");
    dxil_spv_converter_free(c);
    dxil_spv_parsed_blob_free(ps);

    /* Helper lanes in a pixel shader's wave ops: strict (D3D's rule) by
     * default, as in dxil-spirv: WaveReadLaneFirst reads the lowest
     * non-helper lane (OpGroupNonUniformBallotFindLSB, 343); strict off
     * leaves the group operation as it is (OpGroupNonUniformBroadcastFirst,
     * 338). */
    ps = parse_corpus(own, "wave/wave_in_pixel_shader.dxil");
    dxil_spv_create_converter(ps, &c);
    CHECK(dxil_spv_converter_run(c) == DXIL_SPV_SUCCESS, "wave ps run: %s", last_log);
    CHECK(spirv_has_op(c, 343) && !spirv_has_op(c, 338), "wave ops keep helper lanes out by default");
    dxil_spv_option_strict_helper_lane_wave_ops strict = {{DXIL_SPV_OPTION_STRICT_HELPER_LANE_WAVE_OPS}, DXIL_SPV_FALSE};
    CHECK(dxil_spv_converter_add_option(c, &strict.base) == DXIL_SPV_SUCCESS, "strict helper lanes off");
    CHECK(dxil_spv_converter_run(c) == DXIL_SPV_SUCCESS, "wave ps run, strict off: %s", last_log);
    CHECK(spirv_has_op(c, 338) && !spirv_has_op(c, 343), "strict off: wave ops as the driver runs them");
    strict.enable = DXIL_SPV_TRUE;
    CHECK(dxil_spv_converter_add_option(c, &strict.base) == DXIL_SPV_SUCCESS, "strict helper lanes on");
    CHECK(dxil_spv_converter_run(c) == DXIL_SPV_SUCCESS, "wave ps run, strict on: %s", last_log);
    CHECK(spirv_has_op(c, 343) && !spirv_has_op(c, 338), "strict on: helper lanes kept out");
    CHECK(dxil_spv_converter_supports_option(DXIL_SPV_OPTION_STRICT_HELPER_LANE_WAVE_OPS), "strict helper lanes supported");
    dxil_spv_converter_free(c);
    dxil_spv_parsed_blob_free(ps);

    /* Heap answers as vkd3d-proton gives them on a descriptor-indexing
     * device: the UAV is element (push word 2 + 5) of the heap array at
     * set 4 binding 0, its counter the raw address in entry 2 words + 5 of
     * the buffer at set 4 binding 3; root constants take words 0-1. */
    dxil_spv_parsed_blob cs = parse_corpus(own, "memory/structured_increment_counter.dxil");
    recorder rec;
    memset(&rec, 0, sizeof rec);
    rec.bindless = true;
    dxil_spv_create_converter(cs, &c);
    dxil_spv_converter_set_uav_remapper(c, uav_cb, &rec);
    dxil_spv_converter_set_root_constant_word_count(c, 3);
    /* vkd3d-proton sets it when counters are raw addresses: an IDENTITY
     * heap counter is then an address (dxil-spirv's rule). */
    dxil_spv_option_physical_storage_buffer psb_opt = {{DXIL_SPV_OPTION_PHYSICAL_STORAGE_BUFFER}, DXIL_SPV_TRUE};
    dxil_spv_converter_add_option(c, &psb_opt.base);
    last_log[0] = 0;
    CHECK(dxil_spv_converter_run(c) == DXIL_SPV_SUCCESS, "heap answers: %s", last_log);
    dxil_spv_compiled_spirv hs;
    if (dxil_spv_converter_get_compiled_spirv(c, &hs) == DXIL_SPV_SUCCESS) {
        CHECK(validates(&hs, "heap answers"), "heap answers: the output does not validate");
        decos *d = calloc(1, sizeof *d);
        spv_inspect_walk(hs.data, hs.size / 4, visit, d);
        CHECK(has_binding(d, 4, 0), "heap answers: the UAV's heap array at set 4 binding 0");
        CHECK(has_binding(d, 4, 3), "heap answers: the counter address buffer at set 4 binding 3");
        CHECK(d->push_constant_vars == 1, "heap answers: the table offset is a push constant");
        free(d);
        bool psb = false; /* OpCapability PhysicalStorageBufferAddresses */
        for (size_t i = 5; i < hs.size / 4 && (((const uint32_t *)hs.data)[i] >> 16);) {
            const uint32_t *w = (const uint32_t *)hs.data + i;
            psb |= (w[0] & 0xffff) == 17 && w[1] == 5347;
            i += w[0] >> 16;
        }
        CHECK(psb, "heap answers: the counter is reached by address (PhysicalStorageBufferAddresses)");
    }
    dxil_spv_converter_free(c);
    /* A counter as a texel buffer of the heap (descriptor buffers with
     * embedded mutable descriptors), and an IDENTITY one without
     * PHYSICAL_STORAGE_BUFFER (dxil-spirv's texel form): the counter array at
     * set 4 binding 3 holds R32_UINT storage texel buffers, no address. */
    for (int texel = 1; texel >= 0; texel--) {
        memset(&rec, 0, sizeof rec);
        rec.bindless = true;
        rec.counter_texel = texel;
        dxil_spv_create_converter(cs, &c);
        dxil_spv_converter_set_uav_remapper(c, uav_cb, &rec);
        dxil_spv_converter_set_root_constant_word_count(c, 3);
        last_log[0] = 0;
        CHECK(dxil_spv_converter_run(c) == DXIL_SPV_SUCCESS, "heap texel counter (%s): %s",
              texel ? "TEXEL_BUFFER" : "IDENTITY", last_log);
        if (dxil_spv_converter_get_compiled_spirv(c, &hs) == DXIL_SPV_SUCCESS) {
            CHECK(validates(&hs, "heap texel counter"), "heap texel counter: the output does not validate");
            decos *d = calloc(1, sizeof *d);
            spv_inspect_walk(hs.data, hs.size / 4, visit, d);
            CHECK(has_binding(d, 4, 3), "heap texel counter: the counter array at set 4 binding 3");
            free(d);
            bool buffer_image = false, psb = false; /* OpTypeImage Dim Buffer R32ui; PhysicalStorageBufferAddresses */
            for (size_t i = 5; i < hs.size / 4 && (((const uint32_t *)hs.data)[i] >> 16);) {
                const uint32_t *w = (const uint32_t *)hs.data + i;
                buffer_image |= (w[0] & 0xffff) == 25 && (w[0] >> 16) >= 9 && w[3] == 5 && w[7] == 2 && w[8] == 33;
                psb |= (w[0] & 0xffff) == 17 && w[1] == 5347;
                i += w[0] >> 16;
            }
            CHECK(buffer_image && !psb, "heap texel counter: an R32ui storage texel buffer, no address (%d, %d)",
                  buffer_image, psb);
        }
        dxil_spv_converter_free(c);
    }
    /* PHYSICAL_ADDRESS_DESCRIPTOR_INDEXING: any stride and offset (counter addresses inside descriptors). */
    memset(&rec, 0, sizeof rec);
    rec.bindless = true;
    rec.counter_texel = true;
    dxil_spv_create_converter(cs, &c);
    dxil_spv_converter_set_uav_remapper(c, uav_cb, &rec);
    dxil_spv_option_physical_address_descriptor_indexing padi = {{DXIL_SPV_OPTION_PHYSICAL_ADDRESS_DESCRIPTOR_INDEXING},
                                                                 8, 5};
    CHECK(dxil_spv_converter_add_option(c, &padi.base) == DXIL_SPV_SUCCESS &&
              dxil_spv_converter_supports_option(DXIL_SPV_OPTION_PHYSICAL_ADDRESS_DESCRIPTOR_INDEXING),
          "PHYSICAL_ADDRESS_DESCRIPTOR_INDEXING (stride 8, offset 5) honoured");
    dxil_spv_converter_free(c);
    dxil_spv_compiled_spirv none;
    memset(&rec, 0, sizeof rec);
    dxil_spv_create_converter(cs, &c);
    dxil_spv_converter_set_uav_remapper(c, uav_cb, &rec);
    rec.bindless = true;
    rec.counter_outside_heap = true;
    last_log[0] = 0;
    CHECK(dxil_spv_converter_run(c) == DXIL_SPV_ERROR_UNSUPPORTED_FEATURE, "heap UAV, counter outside the heap refused");
    CHECK(strstr(last_log, "counter answered outside the heap") != NULL, "refusal logged: '%s'", last_log);
    CHECK(dxil_spv_converter_get_compiled_spirv(c, &none) != DXIL_SPV_SUCCESS, "no SPIR-V after a failed run");
    dxil_spv_converter_free(c);
    dxil_spv_parsed_blob_free(cs);

    /* Input errors. */
    dxil_spv_parsed_blob b = NULL;
    static const unsigned char garbage[64] = "this is not a shader container at all, just bytes";
    CHECK(dxil_spv_parse_dxil_blob(garbage, sizeof garbage, &b) == DXIL_SPV_ERROR_PARSER && !b, "garbage");
    CHECK(dxil_spv_parse_dxil_blob(garbage, 0, &b) == DXIL_SPV_ERROR_INVALID_ARGUMENT, "empty input");
    dxil_spv_set_thread_log_callback(NULL, NULL);
}

/* ---- stage I/O and stream output ---- */

typedef struct io_rec {
    unsigned inputs, outputs;
    unsigned input_rows_seen; /* bit per start_row */
} io_rec;

static dxil_spv_bool vertex_input_cb(void *ud, const dxil_spv_d3d_vertex_input *d, dxil_spv_vulkan_vertex_input *v)
{
    io_rec *r = ud;
    r->inputs++;
    r->input_rows_seen |= 1u << (d->start_row & 31);
    v->location = 10 + d->start_row;
    return DXIL_SPV_TRUE;
}

static dxil_spv_bool stage_output_cb(void *ud, const dxil_spv_d3d_shader_stage_io *d, dxil_spv_vulkan_shader_stage_io *v)
{
    io_rec *r = ud;
    r->outputs++;
    v->location = 20 + d->start_row;
    return DXIL_SPV_TRUE;
}

static dxil_spv_bool so_cb(void *ud, const dxil_spv_d3d_stream_output *d, dxil_spv_vulkan_stream_output *v)
{
    (void)ud;
    v->enable = DXIL_SPV_FALSE;
    v->buffer_index = 1;
    v->stride = 32;
    if (!strcmp(d->semantic, "TEXCOORD")) {
        v->enable = DXIL_SPV_TRUE;
        v->offset = 0;
    } else if (!strcmp(d->semantic, "NORMAL")) {
        v->enable = DXIL_SPV_TRUE;
        v->offset = 16; /* 8 bytes of gap after TEXCOORD's two floats */
    }
    return DXIL_SPV_TRUE;
}

typedef struct deco_scan {
    uint32_t locations;   /* bit per Location value < 32 */
    uint32_t xfb_offsets; /* bit per Offset/4 < 32 on Xfb outputs */
    uint32_t xfb_buffer_1, xfb_stride_32;
} deco_scan;

static bool scan_decos(const spv_insn *in, void *arg)
{
    deco_scan *d = arg;
    if (in->op == 71 && in->n >= 4) {
        if (in->w[2] == 30 && in->w[3] < 32) /* Location */
            d->locations |= 1u << in->w[3];
        if (in->w[2] == 35 && in->w[3] / 4 < 32) /* Offset */
            d->xfb_offsets |= 1u << (in->w[3] / 4);
        if (in->w[2] == 36 && in->w[3] == 1) /* XfbBuffer */
            d->xfb_buffer_1++;
        if (in->w[2] == 37 && in->w[3] == 32) /* XfbStride */
            d->xfb_stride_32++;
    }
    return true;
}

static void check_stage_io(const char *own)
{
    dxil_spv_parsed_blob vs = parse_corpus(own, "stages/vs_input_layout.dxil");
    CHECK(dxil_spv_parsed_blob_get_shader_stage(vs) == DXIL_SPV_STAGE_VERTEX, "vs stage");
    io_rec rec;
    memset(&rec, 0, sizeof rec);
    dxil_spv_converter c;
    dxil_spv_create_converter(vs, &c);
    dxil_spv_converter_set_vertex_input_remapper(c, vertex_input_cb, &rec);
    dxil_spv_converter_set_stage_output_remapper(c, stage_output_cb, &rec);
    dxil_spv_converter_set_stream_output_remapper(c, so_cb, NULL);
    CHECK(dxil_spv_converter_run(c) == DXIL_SPV_SUCCESS, "vs run: %s", last_log);
    CHECK(rec.inputs == 5 && rec.input_rows_seen == 0x1f, "vertex inputs asked %u, rows 0x%x", rec.inputs,
          rec.input_rows_seen);
    CHECK(rec.outputs == 2, "stage outputs asked %u (NORMAL, TEXCOORD)", rec.outputs);
    dxil_spv_compiled_spirv spv;
    if (dxil_spv_converter_get_compiled_spirv(c, &spv) == DXIL_SPV_SUCCESS) {
        CHECK(validates(&spv, "vs_input_layout via compat"), "vs output validates");
        deco_scan d;
        memset(&d, 0, sizeof d);
        spv_inspect_walk(spv.data, spv.size / 4, scan_decos, &d);
        CHECK((d.locations & 0x7c00u) == 0x7c00u && (d.locations & 0x600000u) == 0x600000u && !(d.locations & 0x1f),
              "Locations 10-14 (inputs) and 21-22 (outputs) expected, got 0x%x", d.locations);
        CHECK(d.xfb_offsets == ((1u << 0) | (1u << 4)), "Xfb Offsets 0 and 16 expected, got mask 0x%x", d.xfb_offsets);
        CHECK(d.xfb_buffer_1 >= 2 && d.xfb_stride_32 >= 2, "XfbBuffer 1 / XfbStride 32 on both outputs (%u, %u)",
              d.xfb_buffer_1, d.xfb_stride_32);
    }
    dxil_spv_converter_free(c);
    dxil_spv_parsed_blob_free(vs);
}

/* ---- SM 4/5 bytecode (DXBC) through the layer ---- */

/* Answers vkd3d-proton gives on lavapipe (default profile, see
 * compat/dxil-spirv/README.md): a root CBV by buffer device address (C3),
 * typed buffers and textures from heap arrays at a table word (S4, S5),
 * samplers from the sampler heap (P2). */
typedef struct vkd3d_answers {
    unsigned asked[4];
} vkd3d_answers;

static void heap_answer(dxil_spv_vulkan_binding *v, unsigned set, unsigned binding, unsigned offset)
{
    v->set = set;
    v->binding = binding;
    v->bindless.use_heap = DXIL_SPV_TRUE;
    v->bindless.heap_root_offset = offset;
    v->root_constant_index = 0; /* the resource table's word: after the root descriptor's two */
}

static dxil_spv_bool vk_srv(void *ud, const dxil_spv_d3d_binding *d, dxil_spv_srv_vulkan_binding *v)
{
    ((vkd3d_answers *)ud)->asked[0]++;
    heap_answer(&v->buffer_binding, 4, d->kind == 10 ? 1 : 0, d->register_index);
    v->buffer_binding.descriptor_type =
        d->kind == 10 ? DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER : DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_IDENTITY;
    return DXIL_SPV_TRUE;
}

static dxil_spv_bool vk_uav(void *ud, const dxil_spv_uav_d3d_binding *d, dxil_spv_uav_vulkan_binding *v)
{
    ((vkd3d_answers *)ud)->asked[1]++;
    heap_answer(&v->buffer_binding, 4, 2, 16 + d->d3d_binding.register_index);
    v->buffer_binding.descriptor_type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER;
    return DXIL_SPV_TRUE;
}

static dxil_spv_bool vk_cbv(void *ud, const dxil_spv_d3d_binding *d, dxil_spv_cbv_vulkan_binding *v)
{
    (void)d;
    ((vkd3d_answers *)ud)->asked[2]++;
    v->vulkan.uniform_binding.descriptor_type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_BUFFER_DEVICE_ADDRESS;
    v->vulkan.uniform_binding.root_constant_index = 0; /* root descriptor 0: push words 0-1 */
    return DXIL_SPV_TRUE;
}

static dxil_spv_bool vk_sampler(void *ud, const dxil_spv_d3d_binding *d, dxil_spv_vulkan_binding *v)
{
    ((vkd3d_answers *)ud)->asked[3]++;
    heap_answer(v, 5, 0, d->register_index);
    v->root_constant_index = 1; /* a sampler table is a table of its own (its own word) */
    return DXIL_SPV_TRUE;
}

static bool spirv_capability(const dxil_spv_compiled_spirv *spv, uint32_t cap)
{
    const uint32_t *w = spv->data;
    for (size_t i = 5; i < spv->size / 4 && (w[i] >> 16);) {
        if ((w[i] & 0xffff) == 17 && i + 1 < spv->size / 4 && w[i + 1] == cap)
            return true;
        i += w[i] >> 16;
    }
    return false;
}

/* Runs one vkd3d-proton-style conversion of a DXBC seed; returns its
 * decorations (caller frees) or NULL. */
static decos *convert_dxbc(const char *own, const char *name, dxil_spv_shader_stage stage, vkd3d_answers *ans,
                           dxil_spv_compiled_spirv *spv_out, dxil_spv_converter *conv_out)
{
    char rel[256];
    snprintf(rel, sizeof rel, "../dxbc/seeds/%s", name);
    last_log[0] = 0;
    dxil_spv_parsed_blob b = parse_corpus(own, rel); /* the layer keeps its own copy of the bytes */
    if (!b)
        return NULL;
    CHECK(dxil_spv_parsed_blob_get_shader_stage(b) == stage, "%s: stage %d", name,
          (int)dxil_spv_parsed_blob_get_shader_stage(b));
    dxil_spv_converter c;
    dxil_spv_create_converter(b, &c);
    dxil_spv_converter_set_srv_remapper(c, vk_srv, ans);
    dxil_spv_converter_set_uav_remapper(c, vk_uav, ans);
    dxil_spv_converter_set_cbv_remapper(c, vk_cbv, ans);
    dxil_spv_converter_set_sampler_remapper(c, vk_sampler, ans);
    dxil_spv_converter_set_root_descriptor_count(c, 1);
    dxil_spv_converter_set_root_constant_word_count(c, 2);
    dxil_spv_result rr = dxil_spv_converter_run(c);
    CHECK(rr == DXIL_SPV_SUCCESS, "%s: run (%d): %s", name, (int)rr, last_log);
    decos *d = NULL;
    if (rr == DXIL_SPV_SUCCESS && dxil_spv_converter_get_compiled_spirv(c, spv_out) == DXIL_SPV_SUCCESS) {
        CHECK(validates(spv_out, name), "%s: the compat output does not validate", name);
        d = calloc(1, sizeof *d);
        spv_inspect_walk(spv_out->data, spv_out->size / 4, visit, d);
    }
    dxil_spv_parsed_blob_free(b);
    *conv_out = c;
    return d;
}

static void check_dxbc(const char *own)
{
    dxil_spv_set_thread_log_callback(log_cb, NULL);
    /* cs_5_1: CBV b0 space1 (root descriptor by address), SRV t1 space3
     * and UAV u3 space2 (typed buffers from the heap). */
    vkd3d_answers ans = {{0}};
    dxil_spv_compiled_spirv spv;
    dxil_spv_converter c = NULL;
    decos *d = convert_dxbc(own, "cs_sm51_spaces.dxbc", DXIL_SPV_STAGE_COMPUTE, &ans, &spv, &c);
    CHECK(ans.asked[0] == 1 && ans.asked[1] == 1 && ans.asked[2] == 1 && ans.asked[3] == 0,
          "cs_sm51_spaces: asked srv %u uav %u cbv %u sampler %u (want 1 1 1 0)", ans.asked[0], ans.asked[1],
          ans.asked[2], ans.asked[3]);
    if (d) {
        CHECK(has_binding(d, 4, 1) && has_binding(d, 4, 2), "cs_sm51_spaces: texel-buffer heap arrays at set 4");
        CHECK(d->push_constant_vars == 1, "cs_sm51_spaces: the root address and table word are push constants");
        CHECK(spirv_capability(&spv, 5347), "cs_sm51_spaces: the root CBV is read by address "
                                            "(PhysicalStorageBufferAddresses)");
        unsigned x, y, z;
        CHECK(dxil_spv_converter_get_compute_workgroup_dimensions(c, &x, &y, &z) == DXIL_SPV_SUCCESS && x == 4 &&
                  y == 1 && z == 1, "cs_sm51_spaces: workgroup 4x1x1");
        free(d);
    }
    dxil_spv_converter_free(c);
    /* ps_5_0: a texture and a sampler from the two heaps. */
    memset(&ans, 0, sizeof ans);
    d = convert_dxbc(own, "ps_sample_discard.dxbc", DXIL_SPV_STAGE_PIXEL, &ans, &spv, &c);
    CHECK(ans.asked[0] == 1 && ans.asked[3] == 1 && ans.asked[1] + ans.asked[2] == 0,
          "ps_sample_discard: asked srv %u sampler %u", ans.asked[0], ans.asked[3]);
    if (d) {
        CHECK(has_binding(d, 4, 0) && has_binding(d, 5, 0), "ps_sample_discard: image heap set 4, sampler heap set 5");
        free(d);
    }
    dxil_spv_converter_free(c);
    /* vs_5_0: stage I/O remapped (POSITION, TEXCOORD in; TEXCOORD, COLOR
     * out; SV_VertexID and SV_Position are built-ins). */
    memset(&ans, 0, sizeof ans);
    dxil_spv_parsed_blob vs = parse_corpus(own, "../dxbc/seeds/vs_transform.dxbc");
    if (vs) {
        io_rec rec;
        memset(&rec, 0, sizeof rec);
        dxil_spv_create_converter(vs, &c);
        dxil_spv_converter_set_vertex_input_remapper(c, vertex_input_cb, &rec);
        dxil_spv_converter_set_stage_output_remapper(c, stage_output_cb, &rec);
        dxil_spv_converter_set_cbv_remapper(c, vk_cbv, &ans);
        dxil_spv_converter_set_root_descriptor_count(c, 1);
        CHECK(dxil_spv_converter_run(c) == DXIL_SPV_SUCCESS, "vs_transform run: %s", last_log);
        CHECK(rec.inputs == 2 && rec.input_rows_seen == 0x3, "vs_transform: vertex inputs asked %u, rows 0x%x",
              rec.inputs, rec.input_rows_seen);
        CHECK(rec.outputs == 2, "vs_transform: stage outputs asked %u (TEXCOORD, COLOR)", rec.outputs);
        if (dxil_spv_converter_get_compiled_spirv(c, &spv) == DXIL_SPV_SUCCESS) {
            CHECK(validates(&spv, "vs_transform via compat"), "vs_transform output validates");
            deco_scan ds;
            memset(&ds, 0, sizeof ds);
            spv_inspect_walk(spv.data, spv.size / 4, scan_decos, &ds);
            CHECK(ds.locations == ((1u << 10) | (1u << 11) | (1u << 21) | (1u << 22)),
                  "vs_transform: Locations 10-11 (inputs) and 21-22 (outputs), got 0x%x", ds.locations);
        }
        dxil_spv_converter_free(c);
        dxil_spv_parsed_blob_free(vs);
    }
    /* A malformed program: the layer refuses it and logs where. */
    char path[4096];
    snprintf(path, sizeof path, "%s/dxbc/seeds/cs_arrays.dxbc", own);
    size_t size;
    unsigned char *data = read_file(path, &size);
    if (data && size > 100) {
        /* the program part's length token (after fourcc, size and the
         * version token) claims 2^30 more dwords than the part holds */
        for (size_t i = 32; i + 16 <= size; i += 4)
            if (!memcmp(data + i, "SHDR", 4) || !memcmp(data + i, "SHEX", 4)) {
                data[i + 15] |= 0x40;
                break;
            }
        dxil_spv_parsed_blob bad = NULL;
        last_log[0] = 0;
        CHECK(dxil_spv_parse_dxil_blob(data, size, &bad) == DXIL_SPV_ERROR_PARSER && !bad,
              "malformed DXBC refused at parse");
        CHECK(strstr(last_log, "length token") != NULL, "malformed DXBC refusal logged: '%s'", last_log);
    }
    free(data);
    dxil_spv_set_thread_log_callback(NULL, NULL);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: test_compat OWN_CORPUS [MORE_CORPORA...]\n");
        return 2;
    }
    check_options_and_errors(argv[1]);
    dxil_spv_set_thread_log_callback(log_cb, NULL);
    check_stage_io(argv[1]);
    dxil_spv_set_thread_log_callback(NULL, NULL);
    check_dxbc(argv[1]);
    for (int i = 1; i < argc; i++) {
        /* The own corpus: its dxil/ and dxbc/ trees; others as given. */
        char dir[4096];
        struct stat st;
        snprintf(dir, sizeof dir, "%s/dxil", argv[i]);
        if (stat(dir, &st) != 0) {
            walk_dir(argv[i]);
            continue;
        }
        walk_dir(dir);
        snprintf(dir, sizeof dir, "%s/dxbc", argv[i]);
        walk_dir(dir);
    }
    fprintf(stderr, "compat: %u shaders converted through the layer, %u refused by dxil2spv and the layer alike\n",
            converted, refused_same);
    CHECK(converted > 100, "only %u shaders converted", converted);
    printf("compat: %d passed, %d failed, %d skipped\n", checks - failures, failures, skipped);
    return failures != 0;
}
