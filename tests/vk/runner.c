/* One compute test from sidecar to verdict. */
#include "runner.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "dxil2spv.h"
#include "harness_fs.h"
#include "harness_verdict.h"
#include "json.h"
#include "rootsig_synth.h"
#include "selftest.h"
#include "sidecar.h"
#include "vk_dispatch.h"
#include "vk_descriptor_name.h"
#include "vk_resources.h"

typedef struct test_state {
    vk_context *vk;
    const test_case *t;
    const test_options *o;
    d2s_ctx *ctx;
    vk_job job;
    dxil2spv_result *translation;
    const char *expect_fail; /* self-tests that must fail */
    vk_dispatch_result dispatch;
} test_state;

static void progress(const test_state *st, const char *stage)
{
    if (st->o->progress)
        st->o->progress(st->o->progress_user, stage);
}

static const char *dir_of(d2s_ctx *ctx, const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? d2s_strndup(ctx, path, (size_t)(slash - path + 1)) : "";
}

static void save_spirv(test_state *st, const uint32_t *words, size_t count)
{
    char *name = d2s_sprintf(st->ctx, "%s/%s.spv", st->o->save_spirv_dir, st->t->id);
    char *base = name + strlen(st->o->save_spirv_dir) + 1;
    for (char *p = base; *p; p++)
        if (*p == '/')
            *p = '_';
    FILE *f = fopen(name, "wb");
    if (!f || fwrite(words, sizeof(uint32_t), count, f) != count || fclose(f) != 0)
        d2s_fail(st->ctx, D2S_ERR_INVALID, "cannot write %s", name);
}

static void log_reflection(const test_state *st, const dxil2spv_reflection *refl, size_t words)
{
    FILE *log = st->job.log;
    if (!log)
        return;
    fprintf(log, "  %zu SPIR-V words, entry '%s', workgroup %ux%ux%u, %u resources\n", words,
            refl->entry_point ? refl->entry_point : "", refl->workgroup_size[0], refl->workgroup_size[1],
            refl->workgroup_size[2], refl->resource_count);
    for (uint32_t i = 0; i < refl->resource_count; i++) {
        const dxil2spv_reflected_resource *r = &refl->resources[i];
        fprintf(log,
                "    class %u kind %u space %u registers %u+%u stride %u -> set %u binding %u %s counter %d/%d %s\n",
                r->resource_class, r->resource_kind, r->space, r->lower_bound, r->range_size, r->stride, r->set,
                r->binding, vk_descriptor_type_name(r->descriptor_type), r->counter_set, r->counter_binding,
                r->name ? r->name : "");
    }
}

/* --texel-buffers: UAV counters, and with `all` raw and structured
 * buffers, as R32_UINT texel buffers where the default mapping puts them. */
static int counter_as_texel(void *userdata, const dxil2spv_resource_desc *desc, dxil2spv_binding *b)
{
    (void)userdata, (void)desc;
    b->descriptor_type = DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER;
    return 1;
}

static int raw_as_texel(void *userdata, const dxil2spv_resource_desc *desc, dxil2spv_binding *b)
{
    (void)userdata;
    if (desc->resource_kind == 11 /* raw */ || desc->resource_kind == 12 /* structured */)
        b->descriptor_type = desc->resource_class == 0 ? DXIL2SPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER
                                                       : DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER;
    return 1;
}

/* Root-signature mode: a root signature synthesized from the register
 * translation's reflection, then the translation with it (heap model). */
static void translate_with_root_signature(test_state *st, const void *dxil, size_t size, dxil2spv_options *opts)
{
    d2s_ctx *ctx = st->ctx;
    rs_synth *s = d2s_zalloc(ctx, sizeof(*s));
    rs_synth_mode mode = st->o->root_signature == 2 ? RS_SYNTH_ROOT : RS_SYNTH_TABLES;
    dxil2spv_result *base = st->translation;
    opts->root_signature = &s->rs;
    opts->binding_model = st->o->root_signature_sets ? DXIL2SPV_BINDING_MODEL_SETS : DXIL2SPV_BINDING_MODEL_HEAP;
    if (st->o->heap_ranges) {
        if (st->o->root_signature_sets)
            d2s_fail(ctx, D2S_ERR_INVALID, "--heap-ranges needs the heap binding model");
        /* vkd3d-proton's layout: per heap element, the raw range then the typed one. */
        opts->heap_buffer_ranges = (dxil2spv_heap_buffer_ranges){1, 1, VK_HEAP_RANGES_SET, VK_HEAP_RANGES_BINDING, 2, 1, 0};
        opts->heap_counter_addresses = (dxil2spv_heap_counter_addresses){1, VK_HEAP_RANGES_SET, VK_HEAP_RANGES_BINDING + 1};
        st->job.heap_ranges = true;
        if (st->o->texel_buffers) {
            /* Addresses inside 16-byte descriptors, at their second 8 bytes
             * (dxil-spirv's PHYSICAL_ADDRESS_DESCRIPTOR_INDEXING layout). */
            opts->heap_counter_address_stride = VK_HEAP_COUNTER_ADDRESS_STRIDE;
            opts->heap_counter_address_offset = VK_HEAP_COUNTER_ADDRESS_OFFSET;
            st->job.counter_address_stride = VK_HEAP_COUNTER_ADDRESS_STRIDE;
            st->job.counter_address_offset = VK_HEAP_COUNTER_ADDRESS_OFFSET;
        }
    }
    /* Heap arrays of R32_UINT texel views: counters, and raw/structured buffers. */
    opts->heap_counter_texel_buffers = st->o->texel_buffers >= 1;
    opts->heap_raw_texel_buffers = st->o->texel_buffers >= 2;
    st->translation = NULL;
    for (int root_views = 1; root_views >= 0 && !st->translation; root_views--) {
        if (!rs_synthesize(s, base->reflection, mode, root_views))
            break;
        st->translation = dxil2spv_translate(dxil, size, opts);
        /* GetDimensions needs a descriptor: such buffers go to tables. */
        if (root_views && st->translation && st->translation->status != DXIL2SPV_OK &&
            strstr(st->translation->error, RS_SYNTH_NO_SIZE_ERROR)) {
            dxil2spv_result_free(st->translation);
            st->translation = NULL;
        }
    }
    dxil2spv_result_free(base);
    if (!st->translation)
        d2s_fail(ctx, D2S_ERR_UNSUPPORTED, "root signature: too many resources to synthesize one");
    st->job.root_signature = true;
}

static void test_body(void *arg)
{
    test_state *st = arg;
    d2s_ctx *ctx = st->ctx;
    const test_case *t = st->t;
    const sc_run *run;
    const dxil2spv_reflection *refl;
    const uint32_t *words;
    size_t word_count;

    progress(st, "reading the sidecar");
    if (t->selftest_path) {
        size_t size;
        char *text = harness_read_file(ctx, t->selftest_path, &size);
        const json_value *desc = json_parse(ctx, text, size, t->selftest_path);
        const json_value *ef = json_member(desc, "expect_fail");
        if (ef && ef->kind == JSON_STRING)
            st->expect_fail = ef->text;
        const json_value *sc = json_member(desc, "sidecar");
        if (sc && sc->kind == JSON_STRING) {
            const char *path = d2s_sprintf(ctx, "%s%s", dir_of(ctx, t->selftest_path), sc->text);
            text = harness_read_file(ctx, path, &size);
            run = sc_parse_run(ctx, json_parse(ctx, text, size, path), path);
        } else {
            run = sc_decode_run(ctx, json_member(desc, "run"), t->selftest_path);
        }
        refl = selftest_reflection(ctx, desc, t->selftest_path);
        progress(st, "loading the prepared SPIR-V");
        char *spv = harness_read_file(ctx, t->shader_path, &size);
        if (size % 4)
            d2s_fail(ctx, D2S_ERR_INVALID, "%s: size %zu is not a whole number of words", t->shader_path, size);
        /* Arena memory is 8-byte aligned, so the bytes can be read as words. */
        words = (const uint32_t *)(const void *)spv;
        word_count = size / 4;
    } else {
        size_t size;
        char *text = harness_read_file(ctx, t->sidecar_path, &size);
        run = sc_parse_run(ctx, json_parse(ctx, text, size, t->sidecar_path), t->sidecar_path);
        progress(st, "translating");
        char *dxil = harness_read_file(ctx, t->shader_path, &size);
        dxil2spv_options opts;
        dxil2spv_options_init(&opts);
        opts.verify = 1; /* tests check the IR too */
        opts.output = DXIL2SPV_OUTPUT_SPIRV;
        opts.target_env = DXIL2SPV_TARGET_VULKAN_1_3;
        opts.min_precision =
            st->o->min_precision_native ? DXIL2SPV_MIN_PRECISION_NATIVE : DXIL2SPV_MIN_PRECISION_WIDEN;
        if (st->o->texel_buffers >= 1)
            opts.counter_remap = counter_as_texel;
        if (st->o->texel_buffers >= 2)
            opts.remap = raw_as_texel;
        st->translation = dxil2spv_translate(dxil, size, &opts);
        if (!st->translation)
            d2s_fail(ctx, D2S_ERR_NOMEM, "translate: out of memory");
        if (st->o->root_signature && st->translation->status == DXIL2SPV_OK)
            translate_with_root_signature(st, dxil, size, &opts);
        if (st->translation->status != DXIL2SPV_OK)
            d2s_fail(ctx, D2S_ERR_INVALID, "translate: %s",
                     st->translation->error ? st->translation->error
                                            : dxil2spv_status_string(st->translation->status));
        refl = st->translation->reflection;
        if (!refl)
            d2s_fail(ctx, D2S_ERR_INVALID, "translate: succeeded without a reflection");
        if (refl->shader_kind != 5)
            d2s_fail(ctx, D2S_ERR_INVALID, "translate: the reflection says shader kind %u, not compute (5)",
                     refl->shader_kind);
        words = st->translation->spirv;
        word_count = st->translation->spirv_word_count;
        if (st->o->save_spirv_dir)
            save_spirv(st, words, word_count);
    }
    if (!run)
        d2s_fail(ctx, D2S_ERR_INVALID, "the sidecar has no run block");
    log_reflection(st, refl, word_count);

    progress(st, "creating buffers and descriptors");
    if (st->job.root_signature)
        vk_bind_resources_rootsig(&st->job, refl, run);
    else
        vk_bind_resources(&st->job, refl, run);
    progress(st, "creating the pipeline (driver compiling the SPIR-V)");
    vk_create_pipeline(&st->job, words, word_count, refl, &st->dispatch);
    progress(st, "dispatching");
    vk_dispatch_run(&st->job, run, st->o->timeout_ns, &st->dispatch);
    if (st->job.log)
        fprintf(st->job.log, "  dispatched %ux%ux%u groups%s\n", run->dispatch[0], run->dispatch[1],
                run->dispatch[2], st->dispatch.full_subgroups ? ", full subgroups required" : "");

    progress(st, "comparing");
    for (uint32_t i = 0; i < run->resource_count; i++) {
        const sc_resource *r = &run->resources[i];
        int32_t b = st->job.resource_buffer[i];
        if (b < 0)
            continue;
        const uint8_t *data = st->job.obj.buffers.data[b].map;
        if (st->job.resource_offset)
            data += st->job.resource_offset[i];
        const char *mismatch = sc_compare(ctx, r, data);
        if (mismatch)
            d2s_fail(ctx, D2S_ERR_INVALID, "%s", mismatch);
        int32_t cb = st->job.counter_buffer[i];
        if (r->has_expect_counter && cb >= 0) {
            uint32_t got;
            memcpy(&got, st->job.obj.buffers.data[cb].map, 4);
            if (got != r->expect_counter)
                d2s_fail(ctx, D2S_ERR_INVALID, "resource %s counter: got %" PRIu32 " expected %" PRIu32,
                         sc_resource_label(ctx, r), got, r->expect_counter);
        }
    }
}

/* --texel-buffers all: what a raw/structured buffer bound as an R32_UINT
 * texel buffer cannot do, refused by name (dxil2spv.h,
 * heap_raw_texel_buffers): the test must fail translating with this. */
static const struct {
    const char *id, *refusal;
} texel_refusals[] = {
    {"memory/atomics_64bit_buffers", "64-bit atomics on a raw/structured buffer bound as an R32_UINT texel buffer"},
};

void run_test(vk_context *vk, const test_case *t, const test_options *o, test_result *out)
{
    memset(out, 0, sizeof(*out));
    if (o->verbose)
        printf("--- %s\n", t->id);
    d2s_ctx ctx;
    d2s_ctx_init(&ctx, NULL);
    test_state st = {.vk = vk, .t = t, .o = o, .ctx = &ctx};
    for (size_t i = 0; o->texel_buffers >= 2 && i < sizeof(texel_refusals) / sizeof(texel_refusals[0]); i++)
        if (strcmp(t->id, texel_refusals[i].id) == 0)
            st.expect_fail = texel_refusals[i].refusal;
    vk_job_init(&st.job, vk, &ctx, o->verbose ? stdout : NULL);

    harness_verdict_reset(vk);
    bool body_ok = harness_protected(&ctx, test_body, &st);
    bool ok = harness_verdict(&ctx, vk, t->id, body_ok, ctx.message, st.expect_fail, out->line, sizeof(out->line));
    out->passed = ok;
    out->device_hung = st.dispatch.hung;

    /* A hung dispatch still uses the job's objects; they are left alone. */
    if (!st.dispatch.hung)
        vk_job_destroy(&st.job);
    dxil2spv_result_free(st.translation);
    d2s_ctx_release(&ctx);
}
