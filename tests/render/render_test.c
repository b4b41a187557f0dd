/* One render test.
 *
 * Self-test descriptions (tests/render/selftest/<name>.json) stand in for the
 * translator, so that the harness itself can be checked:
 *
 *   {
 *     "description": "...",
 *     "test": "../../corpus/own/render/const_color",  // test directory, relative to this file
 *     "stages": {                                      // one entry per stage of the test
 *       "vs": {"spirv": "const_color.vs.spv",          // assembled from selftest/NAME.spvasm
 *              "entry_point": "main",                  // optional, default "main"
 *              "resources": [{"resource_class": 2, "resource_kind": 13, "space": 0,
 *                             "lower_bound": 0, "range_size": 1, "set": 0, "binding": 0,
 *                             "descriptor_type": 6, "name": "..."}],   // the reflection
 *              "stage_io": [{"signature": 0, "semantic": "COLOR", "semantic_index": 0,
 *                            "rows": 1, "location": 1}]},  // optional: signature elements;
 *                            // without them vertex inputs are found by ISG1 register
 *       ...
 *     },
 *     "expect_fail": "text"   // optional: the test must fail with a message containing this
 *   }
 */
#include "render_test.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "dxbc_sig.h"
#include "dxil2spv.h"
#include "harness_fs.h"
#include "harness_verdict.h"
#include "json.h"
#include "render_bind.h"
#include "render_draw.h"
#include "render_job.h"
#include "render_sidecar.h"
#include "rootsig_synth.h"
#include "vk_descriptor_name.h"

/* Per-stage bindings for the D3D11 model the corpus uses: each stage has its
 * own register namespace (VS b0 and PS b0 are different buffers), so every
 * resource range of every stage gets the next free binding of its set. */
typedef struct remap_state {
    uint32_t next_binding[RJ_MAX_SETS];
} remap_state;

static int remap_per_stage(void *user, const dxil2spv_resource_desc *desc, dxil2spv_binding *b)
{
    (void)desc;
    remap_state *rs = user;
    if (b->set >= RJ_MAX_SETS)
        return 0;
    b->binding = rs->next_binding[b->set]++;
    return 1;
}

typedef struct test_state {
    vk_context *vk;
    const rt_case *c;
    const rt_options *o;
    d2s_ctx *ctx;
    render_job job;
    rs_test *test;
    dxil2spv_result *translations[RS_STAGE_COUNT];
    dxil2spv_result *register_translations[RS_STAGE_COUNT]; /* root-signature mode: the first translations */
    const dxil2spv_reflection *refl[RS_STAGE_COUNT];
    rd_shader shaders[RS_STAGE_COUNT];
    const uint8_t *vs_dxil;
    size_t vs_dxil_size;
    remap_state remap;
    rt_outcome translate_outcome; /* RT_TRANSLATE_FAILED / RT_UNSUPPORTED once a translation failed */
    const char *expect_fail;
    const char *lacks; /* a device feature a translated stage needs and the device lacks: the test is skipped */
} test_state;

/* The device feature, named, that a capability of a translated stage needs
 * and the device lacks (NULL when it has them all). Only the features a
 * render test may need beyond the harness's required ones are listed. */
static const char *missing_feature(const test_state *st)
{
    enum { CAP_FRAGMENT_BARYCENTRIC_KHR = 5284 };
    for (int s = 0; s < RS_STAGE_COUNT; s++) {
        const dxil2spv_reflection *r = st->refl[s];
        for (uint32_t i = 0; r && i < r->capability_count; i++)
            if (r->capabilities[i] == CAP_FRAGMENT_BARYCENTRIC_KHR &&
                !st->vk->ext.fragment_barycentric.fragmentShaderBarycentric)
                return "VK_KHR_fragment_shader_barycentric's fragmentShaderBarycentric (SV_Barycentrics)";
    }
    return NULL;
}

static void progress(const test_state *st, const char *stage)
{
    if (st->o->progress)
        st->o->progress(st->o->progress_user, stage);
}

static void log_reflection(const test_state *st, rs_stage s)
{
    const dxil2spv_reflection *r = st->refl[s];
    if (!st->o->verbose)
        return;
    printf("  %s: %zu SPIR-V words, entry '%s', shader kind %u, %u resources\n", rs_stage_name(s),
           st->shaders[s].word_count, r->entry_point ? r->entry_point : "", r->shader_kind, r->resource_count);
    for (uint32_t i = 0; i < r->resource_count; i++) {
        const dxil2spv_reflected_resource *x = &r->resources[i];
        printf("    class %u kind %u space %u registers %u+%u -> set %u binding %u %s counter %d/%d %s\n",
               x->resource_class, x->resource_kind, x->space, x->lower_bound, x->range_size, x->set, x->binding,
               vk_descriptor_type_name(x->descriptor_type), x->counter_set, x->counter_binding,
               x->name ? x->name : "");
    }
}

static void save_spirv(test_state *st, rs_stage s)
{
    char *name = d2s_sprintf(st->ctx, "%s/%s.%s.spv", st->o->save_spirv_dir, st->c->id, rs_stage_name(s));
    char *base = name + strlen(st->o->save_spirv_dir) + 1;
    for (char *p = base; *p; p++)
        if (*p == '/')
            *p = '_';
    FILE *f = fopen(name, "wb");
    size_t n = st->shaders[s].word_count;
    bool ok = f && fwrite(st->shaders[s].words, sizeof(uint32_t), n, f) == n;
    if (f && fclose(f) != 0)
        ok = false;
    if (!ok)
        d2s_fail(st->ctx, D2S_ERR_INVALID, "cannot write %s", name);
}

/* rs: translate with this root signature (NULL: per-stage registers).
 * Returns false instead of failing when `retry_error` is in the error. */
static bool translate_stage(test_state *st, rs_stage s, const dxil2spv_root_signature *rs, const char *retry_error)
{
    d2s_ctx *ctx = st->ctx;
    const char *sn = rs_stage_name(s);
    progress(st, d2s_sprintf(ctx, "translating %s", sn));
    size_t size;
    const uint8_t *dxil = (const uint8_t *)harness_read_file(ctx, st->test->stage_files[s], &size);
    if (s == RS_VS) {
        st->vs_dxil = dxil;
        st->vs_dxil_size = size;
    }
    dxil2spv_options opts;
    dxil2spv_options_init(&opts);
    opts.output = DXIL2SPV_OUTPUT_SPIRV;
    opts.target_env = DXIL2SPV_TARGET_VULKAN_1_3;
    if (rs) {
        /* D3D12 binding: the root signature says everything. */
        opts.root_signature = rs;
        opts.binding_model = st->o->root_signature_sets ? DXIL2SPV_BINDING_MODEL_SETS : DXIL2SPV_BINDING_MODEL_HEAP;
    } else if (!st->o->default_bindings) {
        opts.remap = remap_per_stage;
        opts.remap_userdata = &st->remap;
    }
    /* flip_y belongs to the last stage before the rasterizer only. */
    const char *const *files = st->test->stage_files;
    rs_stage last = files[RS_GS] ? RS_GS : files[RS_DS] ? RS_DS : RS_VS;
    opts.flip_y = st->o->flip_y && s == last;
    /* Point lists: the last VS/DS writes PointSize = 1, as D3D's points are
     * one pixel (lavapipe has maintenance5, but the test does not rely on it). */
    opts.write_point_size = st->test->topology == VK_PRIMITIVE_TOPOLOGY_POINT_LIST && s == last && s != RS_GS;
    opts.discard = (dxil2spv_discard_mode)st->o->discard;
    dxil2spv_result_free(st->translations[s]);
    dxil2spv_result *r = st->translations[s] = dxil2spv_translate(dxil, size, &opts);
    if (!r)
        d2s_fail(ctx, D2S_ERR_NOMEM, "translate %s: out of memory", sn);
    if (r->status != DXIL2SPV_OK && retry_error && r->error && strstr(r->error, retry_error))
        return false;
    if (r->status != DXIL2SPV_OK) {
        st->translate_outcome = r->status == DXIL2SPV_ERROR_UNSUPPORTED ? RT_UNSUPPORTED : RT_TRANSLATE_FAILED;
        d2s_fail(ctx, D2S_ERR_INVALID, "translate %s: %s", sn, r->error ? r->error : dxil2spv_status_string(r->status));
    }
    if (!r->reflection || !r->spirv || !r->spirv_word_count) {
        st->translate_outcome = RT_TRANSLATE_FAILED;
        d2s_fail(ctx, D2S_ERR_INVALID, "translate %s: succeeded without SPIR-V or reflection", sn);
    }
    st->refl[s] = r->reflection;
    st->shaders[s] = (rd_shader){r->spirv, r->spirv_word_count, r->reflection->entry_point,
                                 r->reflection->sample_count_spec_id};
    if (r->reflection->shader_kind != rs_stage_shader_kind(s))
        d2s_fail(ctx, D2S_ERR_INVALID, "translate %s: the reflection says shader kind %u, expected %u", sn,
                 r->reflection->shader_kind, rs_stage_shader_kind(s));
    if (st->o->save_spirv_dir)
        save_spirv(st, s);
    return true;
}

/* D3D12 static samplers carry the sampler state in the root signature: the
 * sidecar's sampler for that stage and register, in D3D12_FILTER /
 * D3D12_TEXTURE_ADDRESS_MODE terms (the harness creates the immutable
 * VkSampler back from what the reflection reports). */
static void describe_static_samplers(test_state *st, rs_synth *syn)
{
    for (uint32_t k = 0; k < syn->rs.static_sampler_count; k++) {
        dxil2spv_static_sampler *ss = &syn->samplers[k];
        const rs_resource *x = NULL;
        for (uint32_t i = 0; i < st->test->resource_count && !x; i++) {
            const rs_resource *c = &st->test->resources[i];
            if (c->reg_class == RS_REG_SAMPLER && c->reg == ss->shader_register && c->space == ss->register_space &&
                rs_stage_visibility(c->stage) == ss->visibility)
                x = c;
        }
        if (!x)
            continue; /* declared but not described: the synthesized defaults */
        uint32_t linear = x->filter == VK_FILTER_LINEAR;
        ss->filter = linear << 4 | linear << 2 | (x->mip_filter == VK_SAMPLER_MIPMAP_MODE_LINEAR);
        /* VkSamplerAddressMode REPEAT.. MIRROR_CLAMP_TO_EDGE = D3D12 WRAP.. MIRROR_ONCE - 1. */
        ss->address_u = ss->address_v = ss->address_w = (uint32_t)x->address + 1;
        ss->max_lod = 3.402823466e+38f;
        if (x->compare) {
            /* D3D12_FILTER_COMPARISON_*, D3D12_COMPARISON_FUNC = VkCompareOp + 1 */
            ss->filter |= 0x80;
            ss->comparison_func = (uint32_t)x->compare_op + 1;
        }
    }
}

/* Root-signature mode: the register translations' reflections give the
 * resources of every stage; one root signature covering them all (each
 * stage's parameters visible to it alone) is synthesized and every stage
 * translated again with it. */
static void translate_with_root_signature(test_state *st)
{
    d2s_ctx *ctx = st->ctx;
    rs_synth *syn = d2s_zalloc(ctx, sizeof(*syn));
    rs_synth_mode mode = st->o->root_signature == 2 ? RS_SYNTH_ROOT : RS_SYNTH_TABLES;
    _Static_assert(RS_STAGE_COUNT <= RS_SYNTH_MAX_STAGES, "a synthesized root signature covers every stage");
    const dxil2spv_reflection *base[RS_STAGE_COUNT];
    for (int s = 0; s < RS_STAGE_COUNT; s++)
        base[s] = st->refl[s];
    memcpy(st->register_translations, st->translations, sizeof(st->translations));
    memset(st->translations, 0, sizeof(st->translations));
    bool done = false;
    for (int root_views = 1; root_views >= 0 && !done; root_views--) {
        if (!rs_synthesize_stages(syn, base, RS_STAGE_COUNT, mode, root_views != 0))
            break;
        describe_static_samplers(st, syn);
        done = true;
        for (int s = 0; s < RS_STAGE_COUNT && done; s++)
            if (base[s])
                done = translate_stage(st, (rs_stage)s, &syn->rs, root_views ? RS_SYNTH_NO_SIZE_ERROR : NULL);
    }
    if (!done)
        d2s_fail(ctx, D2S_ERR_UNSUPPORTED, "root signature: too many resources to synthesize one");
    /* The placements must be those the root signature asks for. */
    for (int s = 0; s < RS_STAGE_COUNT; s++)
        for (uint32_t i = 0; st->refl[s] && i < st->refl[s]->resource_count; i++)
            if (st->refl[s]->resources[i].placement != syn->stage_expect[s][i])
                d2s_fail(ctx, D2S_ERR_INVALID, "%s resource %u: placement %u, the root signature asks %u",
                         rs_stage_name((rs_stage)s), i, st->refl[s]->resources[i].placement, syn->stage_expect[s][i]);
}

/* ---- self-tests ---------------------------------------------------------------- */

static uint32_t sf_u32(test_state *st, const json_value *obj, const char *key, uint32_t dflt)
{
    const json_value *v = json_member(obj, key);
    if (!v)
        return dflt;
    uint64_t x;
    if (!json_get_u64(v, &x) || x > UINT32_MAX)
        d2s_fail(st->ctx, D2S_ERR_INVALID, "%s:%u:%u: \"%s\" must be an unsigned 32-bit integer",
                 st->c->selftest_path, v->line, v->column, key);
    return (uint32_t)x;
}

static int32_t sf_i32(test_state *st, const json_value *obj, const char *key)
{
    const json_value *v = json_member(obj, key);
    int64_t x;
    if (!v)
        return -1;
    if (!json_get_i64(v, &x) || x < INT32_MIN || x > INT32_MAX)
        d2s_fail(st->ctx, D2S_ERR_INVALID, "%s:%u:%u: \"%s\" must be a 32-bit integer", st->c->selftest_path,
                 v->line, v->column, key);
    return (int32_t)x;
}

/* The optional "stage_io" list: signature elements as the reflection's
 * dxil2spv_stage_io has them (semantic, semantic_index, rows, location, ...). */
static void load_selftest_stage_io(test_state *st, rs_stage s, const json_value *desc, dxil2spv_reflection *refl)
{
    d2s_ctx *ctx = st->ctx;
    const json_value *list = json_member(desc, "stage_io");
    if (!list)
        return;
    if (list->kind != JSON_ARRAY)
        d2s_fail(ctx, D2S_ERR_INVALID, "%s: stage %s: \"stage_io\" must be an array", st->c->selftest_path,
                 rs_stage_name(s));
    dxil2spv_stage_io *io = d2s_zalloc_array(ctx, list->count ? list->count : 1, sizeof(*io));
    for (uint32_t i = 0; i < list->count; i++) {
        const json_value *o = list->items[i];
        const json_value *sem = json_member(o, "semantic");
        if (!sem || sem->kind != JSON_STRING)
            d2s_fail(ctx, D2S_ERR_INVALID, "%s: stage %s: stage_io element %u needs \"semantic\"",
                     st->c->selftest_path, rs_stage_name(s), i);
        io[i] = (dxil2spv_stage_io){
            .signature = sf_u32(st, o, "signature", 0),
            .semantic = sem->text,
            .semantic_index = sf_u32(st, o, "semantic_index", 0),
            .rows = sf_u32(st, o, "rows", 1),
            .cols = sf_u32(st, o, "cols", 4),
            .system_value = sf_u32(st, o, "system_value", 0),
            .component_type = sf_u32(st, o, "component_type", 9),
            .location = sf_i32(st, o, "location"),
            .component = sf_u32(st, o, "component", 0),
            .builtin = sf_i32(st, o, "builtin"),
        };
        if (io[i].rows > 32)
            d2s_fail(ctx, D2S_ERR_INVALID, "%s: stage %s: stage_io element %u has more than 32 rows",
                     st->c->selftest_path, rs_stage_name(s), i);
    }
    refl->stage_io_count = list->count;
    refl->stage_io = io;
}

static void load_selftest_stage(test_state *st, rs_stage s, const json_value *desc)
{
    d2s_ctx *ctx = st->ctx;
    const char *path = st->c->selftest_path;
    const json_value *spv = json_member(desc, "spirv");
    if (!spv || spv->kind != JSON_STRING)
        d2s_fail(ctx, D2S_ERR_INVALID, "%s: stage %s needs \"spirv\"", path, rs_stage_name(s));
    const char *file = d2s_sprintf(ctx, "%s/%s", st->c->spv_dir, spv->text);
    size_t size;
    char *words = harness_read_file(ctx, file, &size);
    if (size == 0 || size % 4)
        d2s_fail(ctx, D2S_ERR_INVALID, "%s: size %zu is not a whole number of words", file, size);
    const json_value *ep = json_member(desc, "entry_point");
    dxil2spv_reflection *refl = d2s_zalloc(ctx, sizeof(*refl));
    refl->shader_kind = rs_stage_shader_kind(s);
    refl->entry_point = ep && ep->kind == JSON_STRING ? ep->text : "main";
    const json_value *res = json_member(desc, "resources");
    if (res && res->kind != JSON_ARRAY)
        d2s_fail(ctx, D2S_ERR_INVALID, "%s: stage %s: \"resources\" must be an array", path, rs_stage_name(s));
    uint32_t n = res ? res->count : 0;
    dxil2spv_reflected_resource *rr = d2s_zalloc_array(ctx, n ? n : 1, sizeof(*rr));
    for (uint32_t i = 0; i < n; i++) {
        const json_value *o = res->items[i];
        rr[i] = (dxil2spv_reflected_resource){
            .resource_class = sf_u32(st, o, "resource_class", 0),
            .resource_kind = sf_u32(st, o, "resource_kind", 0),
            .space = sf_u32(st, o, "space", 0),
            .lower_bound = sf_u32(st, o, "lower_bound", 0),
            .range_size = sf_u32(st, o, "range_size", 1),
            .stride = sf_u32(st, o, "stride", 0),
            .set = sf_u32(st, o, "set", 0),
            .binding = sf_u32(st, o, "binding", 0),
            .descriptor_type = sf_u32(st, o, "descriptor_type", 0),
            .counter_set = sf_i32(st, o, "counter_set"),
            .counter_binding = sf_i32(st, o, "counter_binding"),
            .name = "",
        };
        const json_value *nm = json_member(o, "name");
        if (nm && nm->kind == JSON_STRING)
            rr[i].name = nm->text;
    }
    refl->resource_count = n;
    refl->resources = rr;
    load_selftest_stage_io(st, s, desc, refl);
    st->refl[s] = refl;
    /* Arena memory is 8-byte aligned, so the bytes can be read as words. */
    st->shaders[s] = (rd_shader){(const uint32_t *)(const void *)words, size / 4, refl->entry_point, -1};
}

static void load_selftest(test_state *st, const json_value *desc)
{
    d2s_ctx *ctx = st->ctx;
    const json_value *stages = json_member(desc, "stages");
    if (!stages || stages->kind != JSON_OBJECT)
        d2s_fail(ctx, D2S_ERR_INVALID, "%s: a self-test needs a \"stages\" object", st->c->selftest_path);
    for (int s = 0; s < RS_STAGE_COUNT; s++) {
        const json_value *sd = json_member(stages, rs_stage_name((rs_stage)s));
        if (!st->test->stage_files[s] != !sd)
            d2s_fail(ctx, D2S_ERR_INVALID, "%s: stage %s is in only one of the self-test and the test",
                     st->c->selftest_path, rs_stage_name((rs_stage)s));
        if (sd)
            load_selftest_stage(st, (rs_stage)s, sd);
    }
    /* The vertex-input locations still come from the test's compiled VS. */
    st->vs_dxil = (const uint8_t *)harness_read_file(ctx, st->test->stage_files[RS_VS], &st->vs_dxil_size);
}

/* ---- the test ------------------------------------------------------------------ */

/* The location of VS input (semantic, index) from the reflection's
 * signature table; false when the reflection has no such input element. */
static bool reflected_input_location(test_state *st, const rs_attribute *at, uint32_t *location)
{
    const dxil2spv_reflection *r = st->refl[RS_VS];
    for (uint32_t i = 0; i < r->stage_io_count; i++) {
        const dxil2spv_stage_io *io = &r->stage_io[i];
        if (io->signature != 0 || !io->semantic || strcasecmp(io->semantic, at->semantic) != 0)
            continue;
        for (uint32_t row = 0; row < io->rows; row++) {
            uint32_t index = io->semantic_indices ? io->semantic_indices[row] : io->semantic_index + row;
            if (index != at->index)
                continue;
            if (io->location < 0)
                d2s_fail(st->ctx, D2S_ERR_INVALID, "vertex attribute %s%u: the reflection has no location for it "
                         "(built-in %d)", at->semantic, at->index, io->builtin);
            /* A vertex attribute fills a whole location from component 0. */
            if (io->component != 0)
                d2s_fail(st->ctx, D2S_ERR_INVALID, "vertex attribute %s%u: the VS reads it from component %u of "
                         "location %d, which a vertex attribute cannot feed", at->semantic, at->index,
                         io->component, io->location + (int32_t)row);
            *location = (uint32_t)io->location + row;
            return true;
        }
    }
    return false;
}

/* Vertex attributes go where the translated VS reads them: the reflection's
 * signature table says so; self-tests (hand-made reflections without one)
 * use the convention it follows, location = the ISG1 register. */
static void locate_vertex_inputs(test_state *st)
{
    bool reflected = st->refl[RS_VS]->stage_io_count > 0;
    for (uint32_t b = 0; b < st->test->vb_count; b++) {
        rs_vertex_buffer *vb = &st->test->vbs[b];
        for (uint32_t a = 0; a < vb->attribute_count; a++) {
            rs_attribute *at = &vb->attributes[a];
            bool found = reflected ? reflected_input_location(st, at, &at->location)
                                   : dxbc_input_register(st->ctx, st->vs_dxil, st->vs_dxil_size,
                                                         st->test->stage_files[RS_VS], at->semantic, at->index,
                                                         &at->location);
            if (!found)
                d2s_fail(st->ctx, D2S_ERR_INVALID, "vertex attribute %s%u is not in the VS input signature%s",
                         at->semantic, at->index, reflected ? " the reflection lists" : "");
            if (st->o->verbose)
                printf("  vertex attribute %s%u (buffer %u, offset %u, %s) -> location %u (from the %s)\n",
                       at->semantic, at->index, b, at->offset, at->format->name, at->location,
                       reflected ? "reflection" : "ISG1 register");
        }
    }
}

static const char *dir_of(d2s_ctx *ctx, const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? d2s_strndup(ctx, path, (size_t)(slash - path)) : ".";
}

static void test_body(void *arg)
{
    test_state *st = arg;
    d2s_ctx *ctx = st->ctx;
    const rt_case *c = st->c;
    const char *dir = c->dir;
    const json_value *selftest = NULL;
    size_t size;

    progress(st, "reading the sidecar");
    if (c->selftest_path) {
        char *text = harness_read_file(ctx, c->selftest_path, &size);
        selftest = json_parse(ctx, text, size, c->selftest_path);
        const json_value *ef = json_member(selftest, "expect_fail");
        if (ef && ef->kind == JSON_STRING)
            st->expect_fail = ef->text;
        const json_value *td = json_member(selftest, "test");
        if (!td || td->kind != JSON_STRING)
            d2s_fail(ctx, D2S_ERR_INVALID, "%s: a self-test needs \"test\" (a test directory)", c->selftest_path);
        dir = d2s_sprintf(ctx, "%s/%s", dir_of(ctx, c->selftest_path), td->text);
    }
    const char *sidecar = d2s_sprintf(ctx, "%s/test.json", dir);
    char *text = harness_read_file(ctx, sidecar, &size);
    st->test = rs_parse_test(ctx, json_parse(ctx, text, size, sidecar), sidecar, dir);

    if (selftest) {
        load_selftest(st, selftest);
    } else {
        for (int s = 0; s < RS_STAGE_COUNT; s++)
            if (st->test->stage_files[s])
                translate_stage(st, (rs_stage)s, NULL, NULL);
        if (st->o->root_signature)
            translate_with_root_signature(st);
    }
    for (int s = 0; s < RS_STAGE_COUNT; s++)
        if (st->refl[s])
            log_reflection(st, (rs_stage)s);
    if ((st->lacks = missing_feature(st)) != NULL)
        return; /* translated; nothing to draw on this device */
    locate_vertex_inputs(st);

    progress(st, "creating resources and descriptors");
    rj_init(&st->job, st->vk, ctx, st->o->verbose ? stdout : NULL);
    st->job.flip_y = st->o->flip_y;
    if (st->o->root_signature && !selftest)
        rb_bind_resources_rootsig(&st->job, st->test, st->refl);
    else
        rb_bind_resources(&st->job, st->test, st->refl);
    progress(st, "creating the pipeline (driver compiling the SPIR-V)");
    rd_create_pipeline(&st->job, st->test, st->shaders);
    progress(st, "drawing");
    rd_target tg;
    rd_draw(&st->job, st->test, st->o->timeout_ns, &tg);
    progress(st, "comparing");
    const char *mismatch = rd_compare(&st->job, st->test, &tg);
    if (mismatch)
        d2s_fail(ctx, D2S_ERR_INVALID, "%s", mismatch);
}

void rt_run_test(vk_context *vk, const rt_case *c, const rt_options *o, rt_result *out)
{
    memset(out, 0, sizeof(*out));
    if (o->verbose)
        printf("--- %s\n", c->id);
    d2s_ctx ctx;
    d2s_ctx_init(&ctx, NULL);
    test_state st = {.vk = vk, .c = c, .o = o, .ctx = &ctx, .translate_outcome = RT_FAIL};

    harness_verdict_reset(vk);
    bool body_ok = harness_protected(&ctx, test_body, &st);
    bool ok = harness_verdict(&ctx, vk, c->id, body_ok, ctx.message, st.expect_fail, out->line, sizeof(out->line));
    /* A translation failure counts apart only while nothing else (the
     * validation layer, an expected failure) decided the verdict. */
    out->outcome = ok ? RT_PASS : st.expect_fail || vk->validation_errors ? RT_FAIL : st.translate_outcome;
    if (ok && st.lacks && !st.expect_fail) {
        out->outcome = RT_SKIP;
        snprintf(out->line, sizeof(out->line), "SKIP %s: translated; drawing it needs %s, which the device lacks",
                 c->id, st.lacks);
    }
    out->device_hung = st.job.hung;

    rj_destroy(&st.job);
    for (int s = 0; s < RS_STAGE_COUNT; s++) {
        dxil2spv_result_free(st.translations[s]);
        dxil2spv_result_free(st.register_translations[s]);
    }
    d2s_ctx_release(&ctx);
}
