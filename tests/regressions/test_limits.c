/* test_limits: every field of dxil2spv_limits, set tiny through the API,
 * stops the translation with DXIL2SPV_ERROR_LIMIT and a message naming the
 * field ("max_types", ...), and never with another status.
 *
 * Usage: test_limits DIR|FILE...   (corpus shaders, .dxil and .dxbc; control flow helps max_blocks)
 *
 * For each limit and each input, in load-only and SPIR-V mode: the result is
 * success (the input stays within the limit) or LIMIT naming the limit; at
 * least one input must hit each limit. Then the memory budget is swept over
 * small values on a few inputs: every result must be success or LIMIT, never
 * OUT_OF_MEMORY (which would mean the budget check and the arena disagree),
 * and the memory a translation reports using must be consistent with it.
 * Finally zeroed limits and an older caller's smaller struct_size must mean
 * the defaults.
 *
 * Last line: "test_limits: N passed, M failed".
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "tool_common.h"

typedef struct limit_case {
    const char *name;    /* as it must appear in the message */
    const char *alt;     /* another accepted wording, or NULL */
    void (*set)(dxil2spv_limits *l);
} limit_case;

static void set_input(dxil2spv_limits *l) { l->max_input_bytes = 16; }
static void set_memory(dxil2spv_limits *l) { l->max_memory_bytes = 2048; }
static void set_types(dxil2spv_limits *l) { l->max_types = 1; }
static void set_values(dxil2spv_limits *l) { l->max_values = 1; }
static void set_blocks(dxil2spv_limits *l) { l->max_blocks = 1; }
static void set_instructions(dxil2spv_limits *l) { l->max_instructions = 1; }
static void set_metadata(dxil2spv_limits *l) { l->max_metadata = 1; }
static void set_nesting(dxil2spv_limits *l) { l->max_nesting = 1; }

/* src/api/translate.c checks the input size first and words it "input of N
 * bytes exceeds the limit of M bytes"; accepted until it names the field. */
static const limit_case limit_cases[] = {
    {"max_input_bytes", "bytes exceeds the limit of", set_input},
    {"max_memory_bytes", NULL, set_memory},
    {"max_types", NULL, set_types},
    {"max_values", NULL, set_values},
    {"max_blocks", NULL, set_blocks},
    {"max_instructions", NULL, set_instructions},
    {"max_metadata", NULL, set_metadata},
    {"max_nesting", NULL, set_nesting},
};

typedef struct input {
    const char *path;
    unsigned char *data;
    size_t size;
} input;

static unsigned long passed, failed;

static void report(bool ok, const char *fmt_what, const char *a, const char *b, const dxil2spv_result *r)
{
    if (ok) {
        passed++;
        return;
    }
    failed++;
    printf("FAIL %s %s: %s (status: %s; message: %s)\n", a, b, fmt_what,
           r ? dxil2spv_status_string(r->status) : "NULL result", r && r->error ? r->error : "none");
}

static dxil2spv_result *run(const input *in, dxil2spv_output_kind kind, const dxil2spv_limits *l)
{
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.output = kind;
    if (l)
        o.limits = *l;
    return dxil2spv_translate(in->data, in->size, &o);
}

static void test_each_limit(const input *ins, size_t n)
{
    static const dxil2spv_output_kind modes[] = {DXIL2SPV_OUTPUT_LOAD_ONLY, DXIL2SPV_OUTPUT_SPIRV};
    for (size_t c = 0; c < sizeof(limit_cases) / sizeof(limit_cases[0]); c++) {
        unsigned long hits = 0;
        for (size_t i = 0; i < n; i++) {
            for (size_t m = 0; m < 2; m++) {
                dxil2spv_options defaults;
                dxil2spv_options_init(&defaults);
                dxil2spv_limits l = defaults.limits;
                limit_cases[c].set(&l);
                dxil2spv_result *r = run(&ins[i], modes[m], &l);
                bool ok;
                const char *why;
                if (!r) {
                    ok = false;
                    why = "NULL result";
                } else if (r->status == DXIL2SPV_ERROR_LIMIT) {
                    hits++;
                    ok = r->error && (strstr(r->error, limit_cases[c].name) ||
                                      (limit_cases[c].alt && strstr(r->error, limit_cases[c].alt)));
                    why = "the LIMIT message does not name the limit";
                } else {
                    /* SPIR-V emission may refuse what it does not translate
                     * yet; that happens with the default limits too. */
                    ok = r->status == DXIL2SPV_OK ||
                         (modes[m] == DXIL2SPV_OUTPUT_SPIRV && r->status == DXIL2SPV_ERROR_UNSUPPORTED);
                    why = "a tiny limit gave neither success nor LIMIT";
                }
                report(ok, why, limit_cases[c].name, ins[i].path, r);
                dxil2spv_result_free(r);
            }
        }
        report(hits > 0, "no input reached this limit", limit_cases[c].name, "(all inputs)", NULL);
    }
}

/* Budgets from 1 byte up in uneven steps, on the first few inputs. */
static void test_memory_sweep(const input *ins, size_t n)
{
    size_t use = n < 4 ? n : 4;
    for (size_t i = 0; i < use; i++) {
        unsigned long oom = 0, other = 0, runs = 0;
        const dxil2spv_result *bad = NULL;
        dxil2spv_result *keep = NULL;
        for (uint64_t budget = 1; budget < ((uint64_t)1 << 20); budget = budget * 5 / 4 + 7) {
            dxil2spv_limits l;
            dxil2spv_options d;
            dxil2spv_options_init(&d);
            l = d.limits;
            l.max_memory_bytes = budget;
            dxil2spv_result *r = run(&ins[i], DXIL2SPV_OUTPUT_SPIRV, &l);
            runs++;
            bool ok = r && (r->status == DXIL2SPV_OK || r->status == DXIL2SPV_ERROR_UNSUPPORTED ||
                            (r->status == DXIL2SPV_ERROR_LIMIT && r->error && strstr(r->error, "max_memory_bytes")));
            if (!ok) {
                if (r && r->status == DXIL2SPV_ERROR_OUT_OF_MEMORY)
                    oom++;
                else
                    other++;
                if (!keep) {
                    keep = r;
                    bad = r;
                    continue;
                }
            }
            dxil2spv_result_free(r);
        }
        char what[160];
        snprintf(what, sizeof(what), "%lu of %lu small budgets gave OUT_OF_MEMORY, %lu another wrong status", oom,
                 runs, other);
        report(!bad, what, "memory budget sweep", ins[i].path, bad);
        dxil2spv_result_free(keep);
    }
}

/* result.memory_bytes, the translation's peak arena use: nonzero, holds at
 * least the SPIR-V it returns, is the same through a context, and is real:
 * a budget below it must fail the same translation with LIMIT. */
static void test_memory_report(const input *ins, size_t n)
{
    size_t use = n < 8 ? n : 8;
    dxil2spv_context *ctx = dxil2spv_context_create();
    for (size_t i = 0; i < use && ctx; i++) {
        dxil2spv_result *r = run(&ins[i], DXIL2SPV_OUTPUT_SPIRV, NULL);
        if (!r || r->status != DXIL2SPV_OK) {
            dxil2spv_result_free(r);
            continue;
        }
        report(r->memory_bytes >= r->spirv_word_count * 4 && r->spirv_word_count > 0,
               "memory_bytes is less than the SPIR-V it returned", "memory report", ins[i].path, r);
        dxil2spv_options o;
        dxil2spv_options_init(&o);
        dxil2spv_result *c = dxil2spv_translate_with_context(ctx, ins[i].data, ins[i].size, &o);
        report(c && c->status == DXIL2SPV_OK && c->memory_bytes == r->memory_bytes,
               "memory_bytes differs through a context", "memory report", ins[i].path, c);
        dxil2spv_result_free(c);
        dxil2spv_limits l = o.limits;
        l.max_memory_bytes = r->memory_bytes - 1;
        dxil2spv_result *b = run(&ins[i], DXIL2SPV_OUTPUT_SPIRV, &l);
        report(b && b->status == DXIL2SPV_ERROR_LIMIT,
               "a budget one byte below memory_bytes did not fail the translation", "memory report", ins[i].path, b);
        dxil2spv_result_free(b);
        dxil2spv_result_free(r);
    }
    dxil2spv_context_destroy(ctx);
}

static void test_defaults(const input *ins, size_t n)
{
    if (!n)
        return;
    dxil2spv_result *ref = run(&ins[0], DXIL2SPV_OUTPUT_DUMP_IR, NULL);
    /* Zeroed fields mean "the default". */
    dxil2spv_limits zero;
    memset(&zero, 0, sizeof(zero));
    zero.struct_size = sizeof(zero);
    dxil2spv_result *a = run(&ins[0], DXIL2SPV_OUTPUT_DUMP_IR, &zero);
    report(ref && a && a->status == ref->status, "zeroed limits do not behave like the defaults", "defaults",
           ins[0].path, a);
    /* An older caller's limits struct (smaller struct_size) is ignored even
     * when its fields would be tiny. */
    dxil2spv_limits old;
    memset(&old, 0, sizeof(old));
    old.struct_size = offsetof(dxil2spv_limits, max_nesting);
    old.max_types = 1;
    dxil2spv_result *b = run(&ins[0], DXIL2SPV_OUTPUT_DUMP_IR, &old);
    report(ref && b && b->status == ref->status, "an older limits struct was not treated as the defaults", "defaults",
           ins[0].path, b);
    dxil2spv_result_free(ref);
    dxil2spv_result_free(a);
    dxil2spv_result_free(b);
}

int main(int argc, char **argv)
{
    tool_file_list files = {0};
    for (int i = 1; i < argc; i++) {
        if (tool_collect_shaders(&files, argv[i]) == TOOL_COLLECT_ERROR) {
            printf("test_limits: 0 passed, 1 failed\n");
            return 1;
        }
    }
    tool_file_list_sort(&files);
    input *ins = calloc(files.count ? files.count : 1, sizeof(*ins));
    if (!ins)
        return 3;
    size_t n = 0;
    for (size_t i = 0; i < files.count; i++) {
        const char *err = NULL;
        ins[n].path = files.paths[i];
        ins[n].data = tool_read_file(files.paths[i], &ins[n].size, &err);
        if (!ins[n].data) {
            printf("FAIL %s: %s\n", files.paths[i], err ? err : "cannot read");
            failed++;
            continue;
        }
        n++;
    }
    if (!n) {
        printf("FAIL no input shaders given\n");
        failed++;
    }
    test_each_limit(ins, n);
    test_memory_sweep(ins, n);
    test_memory_report(ins, n);
    test_defaults(ins, n);
    for (size_t i = 0; i < n; i++)
        free(ins[i].data);
    free(ins);
    tool_file_list_free(&files);
    printf("test_limits: %lu passed, %lu failed\n", passed, failed);
    return failed ? 1 : 0;
}
