/* fuzz_api: libFuzzer harness over the public API (dxil2spv_translate).
 *
 * Each input is a whole DXBC container (or raw DXIL part), exactly like the
 * corpus files, so the corpus seeds it directly. It runs through every
 * output kind and checks that they agree with each other:
 *   - DUMP_CONTAINER, LOAD_ONLY and SPIRV always; DUMP_IR when it loads;
 *   - no status that blames us (internal error, out of memory, invalid
 *     argument), and every failure carries a non-empty message;
 *   - the memory limit is not hit: the harness sets a budget (64 MiB) far
 *     above anything a real shader needs, so reaching it on a fuzzed input
 *     means some size field was trusted before it was checked;
 *   - a container that does not dump does not load; an input that loads
 *     also dumps as IR, and one that does not load fails SPIR-V emission
 *     with the same status and message (the stages are shared prefixes);
 *   - dump text is NUL-terminated at text_size; SPIR-V starts with the
 *     magic number, has a reflection, and validates with SPIRV-Tools (set
 *     D2S_FUZZ_NO_VALIDATE=1 to skip that while the emitter is unfinished).
 * Any violation prints what failed and aborts, which libFuzzer records as a
 * crash; sanitizer reports and leaks do the same.
 *
 * Without libFuzzer (normal builds) replay_main.c drives this function over
 * files given on the command line.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "spirv_check.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FUZZ_MEMORY_BUDGET ((uint64_t)64 << 20)

/* Read once at start-up; the harness is otherwise stateless. */
static int g_validate = 1;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    const char *v = getenv("D2S_FUZZ_NO_VALIDATE");
    g_validate = !(v && v[0] && strcmp(v, "0") != 0);
    return 0;
}

static const char *mode_name(dxil2spv_output_kind k)
{
    switch (k) {
    case DXIL2SPV_OUTPUT_SPIRV: return "spirv";
    case DXIL2SPV_OUTPUT_DUMP_CONTAINER: return "dump-container";
    case DXIL2SPV_OUTPUT_DUMP_IR: return "dump-ir";
    case DXIL2SPV_OUTPUT_LOAD_ONLY: return "load";
    case DXIL2SPV_OUTPUT_LIST_ENTRIES: return "list-entries";
    case DXIL2SPV_OUTPUT_SCAN: return "scan";
    }
    return "?";
}

static void die(dxil2spv_output_kind k, const dxil2spv_result *r, const char *what)
{
    fprintf(stderr, "fuzz_api: [%s] %s (status %d %s: %s)\n", mode_name(k), what, r ? (int)r->status : -1,
            r ? dxil2spv_status_string(r->status) : "no result", r && r->error ? r->error : "");
    abort();
}

/* The options an input is translated with: a variant chosen by a hash of
 * the input, so that every option path is fuzzed and a crashing input
 * replays with the options that found it. Only variant 0 is the defaults. */
enum { VARIANT_COUNT = 8 };

static uint32_t pick_variant(const uint8_t *data, size_t size)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < size; i++)
        h = (h ^ data[i]) * 16777619u;
    return h % VARIANT_COUNT;
}

static int remap_shift_location(void *userdata, const dxil2spv_location_desc *desc, uint32_t *location,
                                uint32_t *component)
{
    (void)userdata;
    (void)component;
    /* Refuse one element now and then: the error path must free everything. */
    if (desc->semantic && desc->semantic[0] == 'Z')
        return 0;
    *location += desc->signature == 1 ? 1 : 0;
    return 1;
}

static const dxil2spv_stream_output_element so_elements[] = {
    {0, "SV_Position", 0, 0, 4, 0},
    {0, NULL, 0, 0, 2, 0},
    {1, "TEXCOORD", 0, 0, 2, 1},
};

static dxil2spv_target_env variant_env(uint32_t variant)
{
    return variant == 1 ? DXIL2SPV_TARGET_VULKAN_1_1
         : variant == 2 ? DXIL2SPV_TARGET_VULKAN_1_2
                        : DXIL2SPV_TARGET_VULKAN_1_3;
}

static void apply_variant(dxil2spv_options *o, uint32_t variant)
{
    o->target_env = variant_env(variant);
    switch (variant) {
    case 2:
        o->discard = DXIL2SPV_DISCARD_KILL;
        o->flip_y = 1;
        break;
    case 3:
        o->discard = DXIL2SPV_DISCARD_TERMINATE;
        o->dual_source_blending = 1;
        o->min_precision = DXIL2SPV_MIN_PRECISION_NATIVE;
        break;
    case 4:
        o->location_remap = remap_shift_location;
        break;
    case 5:
        o->dynamic_offsets = DXIL2SPV_DYNAMIC_OFFSET_REFUSE;
        o->sample_count_spec_id = 7;
        o->heap.resource_set = 3;
        o->heap.bindings[DXIL2SPV_HEAP_ARRAY_SAMPLER] = 100;
        break;
    case 6:
        o->stream_output.elements = so_elements;
        o->stream_output.element_count = sizeof(so_elements) / sizeof(so_elements[0]);
        o->stream_output.rasterized_stream = 0;
        break;
    case 7:
        o->shifts.srv = 64;
        o->shifts.uav = 128;
        break;
    default:
        break;
    }
}

/* Variant of the input being run; set per input in LLVMFuzzerTestOneInput. */
static uint32_t g_variant;

/* How an input is translated: in one call, or read once with
 * dxil2spv_read and then translated (which must give the same outcome). */
static bool g_read_first;

static dxil2spv_result *run(const uint8_t *data, size_t size, dxil2spv_output_kind kind)
{
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    apply_variant(&o, g_variant);
    o.output = kind;
    o.limits.max_memory_bytes = FUZZ_MEMORY_BUDGET;
    /* A NULL pointer with size 0 is a valid call; libFuzzer may pass one. */
    static const uint8_t empty[1];
    const void *in = size ? (const void *)data : (const void *)empty;
    dxil2spv_result *r;
    if (g_read_first) {
        dxil2spv_shader *sh;
        r = dxil2spv_read(NULL, in, size, &o, &sh);
        if (r && r->status == DXIL2SPV_OK) {
            if (!sh)
                die(kind, r, "read without a shader");
            dxil2spv_result_free(r);
            r = dxil2spv_translate_shader(sh, &o);
        } else if (sh) {
            die(kind, r, "a failed read with a shader");
        }
    } else {
        r = dxil2spv_translate(in, size, &o);
    }
    if (!r)
        die(kind, r, "NULL result");
    switch (r->status) {
    case DXIL2SPV_OK:
        if (r->error)
            die(kind, r, "success with an error message");
        break;
    case DXIL2SPV_ERROR_INVALID_INPUT:
    case DXIL2SPV_ERROR_UNSUPPORTED:
    case DXIL2SPV_ERROR_LIMIT:
        if (!r->error || !r->error[0])
            die(kind, r, "failure without a message");
        if (r->status == DXIL2SPV_ERROR_LIMIT &&
            (strstr(r->error, "max_memory_bytes") || strstr(r->error, "memory limit")))
            die(kind, r, "memory budget exhausted: a size field was trusted before it was checked?");
        if (r->text || r->spirv || r->reflection)
            die(kind, r, "failure that still returns output");
        break;
    case DXIL2SPV_ERROR_INVALID_ARGUMENT:
        /* Only an option can be wrong for an input: a stream-output entry
         * naming an element the shader lacks, a refused remap, dual-source
         * blending with a third render target. */
        if (g_variant != 3 && g_variant != 4 && g_variant != 6)
            die(kind, r, "invalid argument with options that fit every shader");
        if (!r->error || !r->error[0])
            die(kind, r, "failure without a message");
        break;
    default:
        die(kind, r, "status that blames dxil2spv, not the input");
    }
    return r;
}

static void check_text(dxil2spv_output_kind kind, const dxil2spv_result *r)
{
    if (r->status != DXIL2SPV_OK)
        return;
    if (!r->text || r->text[r->text_size] != 0 || strlen(r->text) != r->text_size)
        die(kind, r, "dump text missing or not NUL-terminated at text_size");
}

static void check_spirv(const dxil2spv_result *r)
{
    if (r->status != DXIL2SPV_OK)
        return;
    if (!r->spirv || r->spirv_word_count < 5 || r->spirv[0] != 0x07230203u)
        die(DXIL2SPV_OUTPUT_SPIRV, r, "SPIR-V missing, too short or without the magic number");
    if (!r->reflection)
        die(DXIL2SPV_OUTPUT_SPIRV, r, "SPIR-V without a reflection");
    if (g_validate) {
        char msg[1024];
        if (!tool_validate_spirv(r->spirv, r->spirv_word_count, variant_env(g_variant), msg, sizeof(msg))) {
            fprintf(stderr, "fuzz_api: spirv-val: %s\n", msg);
            die(DXIL2SPV_OUTPUT_SPIRV, r, "emitted SPIR-V does not validate");
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* g_variant is the harness's only mutable global: libFuzzer calls this
     * function from one thread. */
    g_variant = pick_variant(data, size);
    dxil2spv_result *dump = run(data, size, DXIL2SPV_OUTPUT_DUMP_CONTAINER);
    check_text(DXIL2SPV_OUTPUT_DUMP_CONTAINER, dump);
    dxil2spv_result *load = run(data, size, DXIL2SPV_OUTPUT_LOAD_ONLY);
    if (dump->status != DXIL2SPV_OK && load->status == DXIL2SPV_OK)
        die(DXIL2SPV_OUTPUT_LOAD_ONLY, dump, "loads although the container does not dump");
    dxil2spv_result_free(dump);

    if (load->status == DXIL2SPV_OK) {
        dxil2spv_result *ir = run(data, size, DXIL2SPV_OUTPUT_DUMP_IR);
        if (ir->status != DXIL2SPV_OK)
            die(DXIL2SPV_OUTPUT_DUMP_IR, ir, "loads but does not dump as IR");
        check_text(DXIL2SPV_OUTPUT_DUMP_IR, ir);
        dxil2spv_result_free(ir);
    }
    dxil2spv_result *spv = run(data, size, DXIL2SPV_OUTPUT_SPIRV);
    if (load->status != DXIL2SPV_OK &&
        (spv->status != load->status || !spv->error || strcmp(spv->error, load->error) != 0)) {
        fprintf(stderr, "fuzz_api: load-only said: %s\n", load->error);
        die(DXIL2SPV_OUTPUT_SPIRV, spv, "does not load, but SPIR-V emission fails differently");
    }
    check_spirv(spv);
    if (load->status == DXIL2SPV_OK) {
        /* The scan reads what a translation reads: it succeeds where the
         * translation does, and lists the same resources. */
        dxil2spv_result *scan = run(data, size, DXIL2SPV_OUTPUT_SCAN);
        if (spv->status == DXIL2SPV_OK && scan->status != DXIL2SPV_OK)
            die(DXIL2SPV_OUTPUT_SCAN, scan, "translates but does not scan");
        if (scan->status == DXIL2SPV_OK && !scan->reflection)
            die(DXIL2SPV_OUTPUT_SCAN, scan, "a scan without a reflection");
        if (scan->status == DXIL2SPV_OK && spv->status == DXIL2SPV_OK &&
            scan->reflection->resource_count != spv->reflection->resource_count)
            die(DXIL2SPV_OUTPUT_SCAN, scan, "the scan lists other resources than the translation");
        dxil2spv_result_free(scan);
    }
    /* Read once, translate later: the same outcome, word for word. */
    g_read_first = true;
    dxil2spv_result *again = run(data, size, DXIL2SPV_OUTPUT_SPIRV);
    g_read_first = false;
    if (again->status != spv->status || (spv->error && strcmp(spv->error, again->error) != 0) ||
        again->spirv_word_count != spv->spirv_word_count ||
        (spv->spirv_word_count && memcmp(again->spirv, spv->spirv, spv->spirv_word_count * 4) != 0))
        die(DXIL2SPV_OUTPUT_SPIRV, again, "read then translated, the outcome differs from one call's");
    dxil2spv_result_free(again);
    dxil2spv_result_free(spv);
    dxil2spv_result_free(load);
    return 0;
}
