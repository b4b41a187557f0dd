/* The compat layer's root-signature plan (compat/dxil-spirv/compat_bindless.c)
 * checked against the push-constant layout a runtime describes with its
 * answers: vkd3d-proton 0e65f3f3 puts root descriptor addresses (8 bytes
 * each) first, then root constants, then one word per descriptor table, and
 * names a word by its index after the addresses. A real DXC shader
 * (resources/register_spaces: t0 space0, t0 space1, u0 space2, b0 space3 of
 * 8 bytes) gets answers in those terms; the plan's root signature, translated
 * by dxil2spv, must place every parameter at exactly the byte the runtime
 * writes, keep the table resources at their heap offsets, and move them to
 * the answered heap arrays. Then the same through the public API with
 * callbacks, and the refusals. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compat_internal.h"
#include "spv_inspect.h"

static int failures, checks;

static char last_log[1024];
static void log_cb(void *ud, dxil_spv_log_level level, const char *msg)
{
    (void)ud, (void)level;
    snprintf(last_log, sizeof last_log, "%s", msg);
}

/* The runtime's answers: two root descriptors, six words after them. */
enum { ROOT_DESCS = 2, WORDS = 6, HEAP_SET = 1, HEAP_BINDING = 2 };

static dxil_spv_vulkan_binding heap_answer(uint32_t word, uint32_t offset)
{
    dxil_spv_vulkan_binding b;
    memset(&b, 0, sizeof b);
    b.set = HEAP_SET;
    b.binding = HEAP_BINDING;
    b.bindless.use_heap = DXIL_SPV_TRUE;
    b.bindless.heap_root_offset = offset;
    b.root_constant_index = word;
    b.descriptor_type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO;
    return b;
}

static void fill_answer(compat_binding_answer *a, const dxil2spv_reflected_resource *r)
{
    memset(a, 0, sizeof *a);
    a->resource_class = r->resource_class;
    a->space = r->space;
    a->lower_bound = r->lower_bound;
    a->range_size = r->range_size;
    if (r->resource_class == 0 && r->space == 0) { /* t0 space0: root SRV, address 1 */
        a->buffer.descriptor_type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_BUFFER_DEVICE_ADDRESS;
        a->buffer.root_constant_index = 1;
    } else if (r->resource_class == 0) { /* t0 space1: table word 5, heap offset 3 */
        a->buffer = heap_answer(5, 3);
    } else if (r->resource_class == 1) { /* u0 space2: table word 4, heap offset 0 */
        a->buffer = heap_answer(4, 0);
    } else { /* b0 space3: root constants at word 1 */
        a->push_constant = 1;
        a->push_offset_words = 1;
    }
}

/* Plans the answers, translates with the plan and checks each parameter's
 * byte (want[i], i over the pipeline layout's parameters) against what the
 * runtime writes (address k at 8k, word w at 16 + 4w), and that b0 (the
 * parameter at cbv_param) holds cbv_words words. */
static void check_words(struct dxil_spv_converter_s *conv, const dxil2spv_reflection *refl, const unsigned char *data,
                        size_t size, const char *what, const uint32_t *want, uint32_t nwant, uint32_t cbv_param,
                        uint32_t cbv_words)
{
    compat_bindless_plan plan;
    memset(&plan, 0, sizeof plan);
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    last_log[0] = 0;
    CHECK(compat_bindless_prepare(conv, refl, &plan, &o) == DXIL_SPV_SUCCESS, "%s: prepare: %s", what, last_log);
    const dxil2spv_root_signature *rs = o.root_signature;
    CHECK(rs && rs->parameter_count == nwant, "%s: %u parameters (%u)", what, nwant, rs ? rs->parameter_count : 0);
    if (rs && rs->parameter_count == nwant)
        CHECK(rs->parameters[cbv_param].parameter_type == DXIL2SPV_ROOT_PARAMETER_CONSTANTS &&
                  rs->parameters[cbv_param].register_space == 3 &&
                  rs->parameters[cbv_param].num_32bit_values == cbv_words,
              "%s: b0 space3 as parameter %u of %u words", what, cbv_param, cbv_words);
    dxil2spv_result *r = rs ? dxil2spv_translate(data, size, &o) : NULL;
    CHECK(r && r->status == DXIL2SPV_OK, "%s: translation: %s", what, r && r->error ? r->error : "");
    if (r && r->status == DXIL2SPV_OK) {
        CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, what), "%s: validates", what);
        const dxil2spv_pipeline_layout *pl = r->reflection->pipeline_layout;
        CHECK(pl && pl->parameter_count == nwant, "%s: pipeline layout parameters", what);
        for (uint32_t i = 0; pl && i < pl->parameter_count && i < nwant; i++)
            CHECK(pl->parameters[i].offset == want[i], "%s: parameter %u at byte %u, the runtime writes byte %u", what,
                  i, pl->parameters[i].offset, want[i]);
        uint32_t tables = 0;
        for (uint32_t i = 0; i < r->reflection->resource_count; i++) {
            const dxil2spv_reflected_resource *x = &r->reflection->resources[i];
            if (x->placement == DXIL2SPV_PLACEMENT_TABLE)
                tables += x->set == HEAP_SET && x->binding == HEAP_BINDING;
        }
        CHECK(tables == 2, "%s: both table resources in the answered heap array (%u)", what, tables);
    }
    dxil2spv_result_free(r);
    compat_bindless_plan_free(&plan);
}

static void check_plan(const unsigned char *data, size_t size)
{
    dxil2spv_result *first = dxil2spv_translate(data, size, NULL);
    CHECK(first && first->status == DXIL2SPV_OK, "first translation");
    if (!first || first->status != DXIL2SPV_OK)
        return;
    const dxil2spv_reflection *refl = first->reflection;
    CHECK(refl->resource_count == 4, "register_spaces has 4 resources (%u)", refl->resource_count);
    if (refl->resource_count != 4) {
        dxil2spv_result_free(first);
        return;
    }
    struct dxil_spv_converter_s conv;
    memset(&conv, 0, sizeof conv);
    compat_binding_answer answers[4];
    for (uint32_t i = 0; i < 4; i++)
        fill_answer(&answers[i], &refl->resources[i]);
    conv.answers = answers;
    conv.answer_count = 4;
    conv.root_descriptor_count = ROOT_DESCS;
    conv.root_constant_words = WORDS;
    CHECK(compat_answers_need_bindless(&conv), "heap answers need the root-signature plan");

    compat_bindless_plan plan;
    memset(&plan, 0, sizeof plan);
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    CHECK(compat_bindless_prepare(&conv, refl, &plan, &o) == DXIL_SPV_SUCCESS, "prepare: %s", last_log);
    const dxil2spv_root_signature *rs = o.root_signature;
    CHECK(rs && o.binding_model == DXIL2SPV_BINDING_MODEL_HEAP, "HEAP model root signature");
    if (!rs) {
        dxil2spv_result_free(first);
        return;
    }
    /* Root descriptor 0 (unused by the shader), root SRV t0, placeholder
     * word 0, b0's two words, placeholder word 3, tables at words 4 and 5. */
    CHECK(rs->parameter_count == 7, "7 parameters (%u)", rs->parameter_count);
    if (rs->parameter_count == 7) {
        const dxil2spv_root_parameter *p = rs->parameters;
        CHECK(p[1].parameter_type == DXIL2SPV_ROOT_PARAMETER_SRV && p[1].register_space == 0, "root SRV second");
        CHECK(p[3].parameter_type == DXIL2SPV_ROOT_PARAMETER_CONSTANTS && p[3].register_space == 3 &&
                  p[3].num_32bit_values == 2, "b0 space3 as 2 root constants");
        CHECK(p[5].parameter_type == DXIL2SPV_ROOT_PARAMETER_TABLE && p[5].range_count == 1 &&
                  p[5].ranges[0].range_type == 1 && p[5].ranges[0].offset_in_table == 0, "table word 4: u0");
        CHECK(p[6].parameter_type == DXIL2SPV_ROOT_PARAMETER_TABLE && p[6].range_count == 1 &&
                  p[6].ranges[0].range_type == 0 && p[6].ranges[0].register_space == 1 &&
                  p[6].ranges[0].offset_in_table == 3, "table word 5: t0 space1 at heap offset 3");
    }
    dxil2spv_result *second = dxil2spv_translate(data, size, &o);
    CHECK(second && second->status == DXIL2SPV_OK, "second translation: %s",
          second && second->error ? second->error : "");
    if (second && second->status == DXIL2SPV_OK) {
        const dxil2spv_pipeline_layout *pl = second->reflection->pipeline_layout;
        CHECK(pl && pl->parameter_count == rs->parameter_count, "pipeline layout parameters");
        if (pl && pl->parameter_count == 7) {
            /* The bytes the runtime writes: address k at 8k; word w at 16 + 4w. */
            static const uint32_t want[7] = {0, 8, 16, 20, 28, 32, 36};
            for (uint32_t i = 0; i < 7; i++)
                CHECK(pl->parameters[i].offset == want[i], "parameter %u at byte %u, the runtime writes byte %u", i,
                      pl->parameters[i].offset, want[i]);
            CHECK(pl->push_constant_size >= 40, "push constants cover the 40 bytes (%u)", pl->push_constant_size);
            CHECK(pl->root_argument_size == 0, "nothing spills into a root-argument buffer");
        }
        uint32_t moved = 0;
        for (uint32_t i = 0; i < second->reflection->resource_count; i++) {
            const dxil2spv_reflected_resource *r = &second->reflection->resources[i];
            if (r->placement == DXIL2SPV_PLACEMENT_TABLE)
                moved += r->set == HEAP_SET && r->binding == HEAP_BINDING;
        }
        CHECK(moved == 2, "both table resources in the answered heap array (%u)", moved);
    }
    dxil2spv_result_free(second);
    compat_bindless_plan_free(&plan);

    /* b0 (8 bytes) at word 3, a table at word 4: the runtime gave b0 one
     * word (an SM 4/5 cbuffer declares whole rows, so a CBV larger than its
     * root constants is common); the plan gives it that word and the
     * tables keep theirs. */
    answers[3].push_offset_words = 3;
    static const uint32_t overhang_bytes[] = {0, 8, 16, 28, 32, 36};
    check_words(&conv, refl, data, size, "b0 at word 3, tables at 4 and 5", overhang_bytes, 6, 3, 1);
    /* Interleaved: t0 space1's table at word 2, u0's at word 4, b0 at word 5
     * after both (7 words): every parameter in word order. */
    answers[1].buffer = heap_answer(2, 3);
    answers[3].push_offset_words = 5;
    conv.root_constant_words = 7;
    static const uint32_t interleaved_bytes[] = {0, 8, 16, 24, 28, 32, 36};
    check_words(&conv, refl, data, size, "tables at words 2 and 4, b0 at 5-6", interleaved_bytes, 7, 6, 2);
    /* A CBV whose first word is a table's offset cannot be laid out. */
    answers[3].push_offset_words = 4;
    memset(&plan, 0, sizeof plan);
    dxil2spv_options_init(&o);
    last_log[0] = 0;
    CHECK(compat_bindless_prepare(&conv, refl, &plan, &o) == DXIL_SPV_ERROR_UNSUPPORTED_FEATURE,
          "root constants at a table word refused");
    CHECK(strstr(last_log, "also a descriptor table's offset") != NULL, "refusal names the clash: '%s'", last_log);
    compat_bindless_plan_free(&plan);
    answers[1].buffer = heap_answer(5, 3);
    conv.root_constant_words = WORDS;
    /* A plain set/binding next to heap answers (vkd3d-proton on NVIDIA: a
     * root CBV as a push descriptor, a hoisted table CBV): the CBV is a
     * uniform buffer at its answered binding, outside the root signature,
     * while the others keep their root-signature places. */
    answers[3].push_constant = 0;
    answers[3].buffer.set = 3;
    answers[3].buffer.binding = 0;
    memset(&plan, 0, sizeof plan);
    dxil2spv_options_init(&o);
    last_log[0] = 0;
    CHECK(compat_bindless_prepare(&conv, refl, &plan, &o) == DXIL_SPV_SUCCESS,
          "plain CBV binding next to heap answers: %s", last_log);
    CHECK(o.uncovered_by_register && o.remap, "the plain answer goes through the register path");
    second = dxil2spv_translate(data, size, &o);
    CHECK(second && second->status == DXIL2SPV_OK, "translation with a plain CBV next to heap answers: %s",
          second && second->error ? second->error : "");
    if (second && second->status == DXIL2SPV_OK) {
        CHECK(spv_inspect_validates(second, SPV_TARGET_VULKAN_1_3, "plain CBV next to heap answers"), "validates");
        for (uint32_t i = 0; i < second->reflection->resource_count; i++) {
            const dxil2spv_reflected_resource *r = &second->reflection->resources[i];
            if (r->resource_class == 2)
                CHECK(r->placement == DXIL2SPV_PLACEMENT_REGISTER && r->set == 3 && r->binding == 0 &&
                          r->descriptor_type == DXIL2SPV_DESCRIPTOR_UNIFORM_BUFFER,
                      "b0 space3: a uniform buffer at set 3 binding 0 (placement %u, %u.%u, type %u)", r->placement,
                      r->set, r->binding, r->descriptor_type);
            else
                CHECK(r->placement != DXIL2SPV_PLACEMENT_REGISTER, "resource %u keeps its root-signature place", i);
        }
        const dxil2spv_pipeline_layout *pl = second->reflection->pipeline_layout;
        /* The tables stay at the words the runtime writes: 16 + 4 x 4, 16 + 4 x 5. */
        CHECK(pl && pl->parameter_count >= 2 && pl->parameters[pl->parameter_count - 2].offset == 32 &&
                  pl->parameters[pl->parameter_count - 1].offset == 36,
              "table words at bytes 32 and 36");
    }
    dxil2spv_result_free(second);
    compat_bindless_plan_free(&plan);
    dxil2spv_result_free(first);
}

/* The same answers through the public API: the conversion succeeds and
 * the SPIR-V declares the heap array at the answered set/binding. */
static dxil_spv_bool srv_cb(void *ud, const dxil_spv_d3d_binding *d, dxil_spv_srv_vulkan_binding *v)
{
    (void)ud;
    dxil2spv_reflected_resource r;
    memset(&r, 0, sizeof r);
    r.resource_kind = d->kind;
    r.space = d->register_space;
    r.lower_bound = d->register_index;
    r.range_size = d->range_size;
    compat_binding_answer a;
    fill_answer(&a, &r);
    v->buffer_binding = a.buffer;
    return DXIL_SPV_TRUE;
}

static dxil_spv_bool uav_cb(void *ud, const dxil_spv_uav_d3d_binding *d, dxil_spv_uav_vulkan_binding *v)
{
    (void)ud, (void)d;
    v->buffer_binding = heap_answer(4, 0);
    return DXIL_SPV_TRUE;
}

static dxil_spv_bool cbv_cb(void *ud, const dxil_spv_d3d_binding *d, dxil_spv_cbv_vulkan_binding *v)
{
    (void)ud, (void)d;
    v->push_constant = DXIL_SPV_TRUE;
    v->vulkan.push_constant.offset_in_words = 1;
    return DXIL_SPV_TRUE;
}

static void check_public(const unsigned char *data, size_t size)
{
    dxil_spv_parsed_blob blob;
    CHECK(dxil_spv_parse_dxil_blob(data, size, &blob) == DXIL_SPV_SUCCESS, "parse");
    dxil_spv_converter c;
    dxil_spv_create_converter(blob, &c);
    dxil_spv_converter_set_srv_remapper(c, srv_cb, NULL);
    dxil_spv_converter_set_uav_remapper(c, uav_cb, NULL);
    dxil_spv_converter_set_cbv_remapper(c, cbv_cb, NULL);
    dxil_spv_converter_set_root_descriptor_count(c, ROOT_DESCS);
    dxil_spv_converter_set_root_constant_word_count(c, WORDS);
    last_log[0] = 0;
    CHECK(dxil_spv_converter_run(c) == DXIL_SPV_SUCCESS, "run with heap answers: %s", last_log);
    dxil_spv_compiled_spirv spv;
    int found = 0;
    if (dxil_spv_converter_get_compiled_spirv(c, &spv) == DXIL_SPV_SUCCESS) {
        const uint32_t *w = spv.data;
        uint32_t set_of[1024] = {0}, binding_of[1024] = {0};
        for (size_t i = 5; i < spv.size / 4 && (w[i] >> 16);) {
            uint32_t n = w[i] >> 16;
            if ((w[i] & 0xffff) == 71 && n >= 4 && w[i + 1] < 1024) { /* OpDecorate */
                if (w[i + 2] == 34)
                    set_of[w[i + 1]] = w[i + 3] + 1;
                if (w[i + 2] == 33)
                    binding_of[w[i + 1]] = w[i + 3] + 1;
            }
            i += n;
        }
        for (uint32_t id = 0; id < 1024; id++)
            found += set_of[id] == HEAP_SET + 1 && binding_of[id] == HEAP_BINDING + 1;
    }
    CHECK(found == 2, "two arrays (t0 space1, u0 space2) at set %d binding %d (%d)", HEAP_SET, HEAP_BINDING, found);
    dxil_spv_converter_free(c);
    dxil_spv_parsed_blob_free(blob);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s OWN_CORPUS_DIR (tests/corpus/own)\n", argv[0]);
        return 2;
    }
    dxil_spv_set_thread_log_callback(log_cb, NULL);
    size_t size;
    unsigned char *data = spv_inspect_load(argv[1], "dxil/resources/register_spaces.dxil", &size, 1);
    check_plan(data, size);
    check_public(data, size);
    free(data);
    printf("compat_plan: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
