/* thread_test: the library's thread-safety promise (include/dxil2spv.h: no
 * global mutable state, any number of concurrent translations).
 *
 * First every corpus file (.dxil and .dxbc) is translated on one thread in
 * each output kind (SPIR-V, IR dump, container dump, load only, the scan,
 * and SPIR-V read once with dxil2spv_read then translated with
 * dxil2spv_translate_shader, which must equal the one-call SPIR-V) to
 * record the reference results. Then N threads (default 8) start together;
 * each owns its options (odd threads also install a remap callback that
 * keeps the default binding and counts its calls in per-thread userdata)
 * and translates every file in every kind, in its own order (a per-thread
 * shuffle), `rounds` times.
 * Every result must be byte-identical to the reference: status, error text,
 * warnings, SPIR-V words, dump text. Run it under ThreadSanitizer (the
 * build-tsan step of scripts/test) to catch races that happen not to change
 * any output.
 *
 * Usage: thread_test [--threads N] [--rounds R] DIR|FILE...
 * Last line: "thread_test: N passed, M failed[, K skipped]", one pass per
 * matching (thread, round, file, kind) result; a missing folder counts as
 * one skipped.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "tool_common.h"

enum { NUM_KINDS = 6, KIND_READ_ONCE = 5, MAX_THREADS = 64, MAX_REPORTS = 20 };

static const dxil2spv_output_kind kinds[NUM_KINDS] = {
    DXIL2SPV_OUTPUT_SPIRV, DXIL2SPV_OUTPUT_DUMP_IR, DXIL2SPV_OUTPUT_DUMP_CONTAINER, DXIL2SPV_OUTPUT_LOAD_ONLY,
    DXIL2SPV_OUTPUT_SCAN, DXIL2SPV_OUTPUT_SPIRV};
static const char *const kind_names[NUM_KINDS] = {"spirv", "dump-ir", "dump-container", "load", "scan",
                                                  "read-once spirv"};

/* One translation's observable output, copied out of the result. */
typedef struct outcome {
    dxil2spv_status status;
    unsigned char *bytes; /* SPIR-V words, or the text (dump), or the error */
    size_t size;
    char *warnings;
} outcome;

typedef struct input {
    const char *path;
    unsigned char *data;
    size_t size;
    outcome ref[NUM_KINDS];
} input;

typedef struct shared {
    input *inputs;
    size_t count;
    unsigned rounds;
    pthread_barrier_t start;
} shared;

typedef struct worker {
    pthread_t thread;
    unsigned index;
    shared *sh;
    unsigned long passed, failed;
    unsigned long remap_calls;
    char reports[MAX_REPORTS][512];
    unsigned nreports;
} worker;

static void *xmemdup(const void *p, size_t n)
{
    void *q = malloc(n ? n : 1);
    if (!q) {
        fputs("thread_test: out of memory\n", stderr);
        exit(3);
    }
    if (n)
        memcpy(q, p, n);
    return q;
}

static char *xstrdup_or_null(const char *s)
{
    return s ? xmemdup(s, strlen(s) + 1) : NULL;
}

static int identity_remap(void *userdata, const dxil2spv_resource_desc *desc, dxil2spv_binding *inout)
{
    (void)desc;
    (void)inout;
    ++*(unsigned long *)userdata;
    return 1;
}

static void translate(const input *in, unsigned kind, dxil2spv_options *o, outcome *out)
{
    o->output = kinds[kind];
    dxil2spv_result *r;
    if (kind == KIND_READ_ONCE) {
        dxil2spv_shader *sh = NULL;
        r = dxil2spv_read(NULL, in->data, in->size, o, &sh);
        if (sh) {
            dxil2spv_result_free(r);
            r = dxil2spv_translate_shader(sh, o);
        }
    } else {
        r = dxil2spv_translate(in->data, in->size, o);
    }
    memset(out, 0, sizeof(*out));
    if (!r) {
        out->status = (dxil2spv_status)-1;
        return;
    }
    out->status = r->status;
    if (r->status != DXIL2SPV_OK) {
        const char *e = r->error ? r->error : "";
        out->bytes = xmemdup(e, strlen(e));
        out->size = strlen(e);
    } else if (r->spirv) {
        out->size = r->spirv_word_count * sizeof(uint32_t);
        out->bytes = xmemdup(r->spirv, out->size);
    } else if (r->text) {
        out->size = r->text_size;
        out->bytes = xmemdup(r->text, out->size);
    }
    out->warnings = xstrdup_or_null(r->warnings);
    dxil2spv_result_free(r);
}

static void outcome_free(outcome *o)
{
    free(o->bytes);
    free(o->warnings);
}

static const char *difference(const outcome *ref, const outcome *got)
{
    if (ref->status != got->status)
        return "status differs";
    if (ref->size != got->size || (ref->size && memcmp(ref->bytes, got->bytes, ref->size) != 0))
        return ref->status == DXIL2SPV_OK ? "output differs" : "error message differs";
    if ((ref->warnings == NULL) != (got->warnings == NULL) ||
        (ref->warnings && strcmp(ref->warnings, got->warnings) != 0))
        return "warnings differ";
    return NULL;
}

static uint64_t next_rand(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static void *run_worker(void *arg)
{
    worker *w = arg;
    shared *sh = w->sh;
    size_t n = sh->count;
    size_t *order = malloc((n ? n : 1) * sizeof(size_t));
    if (!order) {
        fputs("thread_test: out of memory\n", stderr);
        exit(3);
    }
    for (size_t i = 0; i < n; i++)
        order[i] = i;
    /* Thread 0 goes forwards, thread 1 backwards, the rest shuffled. */
    if (w->index == 1) {
        for (size_t i = 0; i < n / 2; i++) {
            size_t t = order[i];
            order[i] = order[n - 1 - i];
            order[n - 1 - i] = t;
        }
    } else if (w->index > 1) {
        uint64_t seed = 0x5eed0000ull + w->index;
        for (size_t i = n; i > 1; i--) {
            size_t j = (size_t)(next_rand(&seed) % i);
            size_t t = order[i - 1];
            order[i - 1] = order[j];
            order[j] = t;
        }
    }
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    if (w->index & 1) {
        o.remap = identity_remap;
        o.remap_userdata = &w->remap_calls;
    }
    pthread_barrier_wait(&sh->start);
    for (unsigned round = 0; round < sh->rounds; round++) {
        for (size_t k = 0; k < n; k++) {
            const input *in = &sh->inputs[order[k]];
            for (unsigned kind = 0; kind < NUM_KINDS; kind++) {
                /* Vary the kind order too, so that threads overlap in
                 * different stages. */
                unsigned kk = (kind + w->index + (unsigned)k) % NUM_KINDS;
                outcome got;
                translate(in, kk, &o, &got);
                const char *why = difference(&in->ref[kk], &got);
                if (!why) {
                    w->passed++;
                } else {
                    w->failed++;
                    if (w->nreports < MAX_REPORTS)
                        snprintf(w->reports[w->nreports++], sizeof(w->reports[0]),
                                 "FAIL thread %u round %u %s [%s]: %s (reference status %d, got %d)", w->index, round,
                                 in->path, kind_names[kk], why, (int)in->ref[kk].status, (int)got.status);
                }
                outcome_free(&got);
            }
        }
    }
    free(order);
    return NULL;
}

int main(int argc, char **argv)
{
    unsigned nthreads = 8, rounds = 1;
    tool_file_list files = {0};
    unsigned long skipped = 0;
    for (int i = 1; i < argc; i++) {
        unsigned long long v;
        if ((!strcmp(argv[i], "--threads") || !strcmp(argv[i], "--rounds")) && i + 1 < argc &&
            tool_parse_u64(argv[i + 1], &v) && v >= 1 && v <= MAX_THREADS) {
            if (!strcmp(argv[i], "--threads"))
                nthreads = (unsigned)v;
            else
                rounds = (unsigned)v;
            i++;
            continue;
        }
        if (argv[i][0] == '-') {
            fprintf(stderr, "Usage: thread_test [--threads N] [--rounds R] DIR|FILE...\n");
            printf("thread_test: 0 passed, 1 failed\n");
            return 2;
        }
        tool_collect_status st = tool_collect_shaders(&files, argv[i]);
        if (st == TOOL_COLLECT_MISSING)
            skipped++;
        else if (st != TOOL_COLLECT_OK) {
            printf("thread_test: 0 passed, 1 failed\n");
            return 1;
        }
    }
    tool_file_list_sort(&files);

    shared sh = {.count = files.count, .rounds = rounds};
    sh.inputs = calloc(files.count ? files.count : 1, sizeof(input));
    if (!sh.inputs)
        return 3;
    unsigned long unreadable = 0;
    dxil2spv_options ref_opts;
    dxil2spv_options_init(&ref_opts);
    size_t n = 0;
    for (size_t i = 0; i < files.count; i++) {
        const char *err = NULL;
        input *in = &sh.inputs[n];
        in->path = files.paths[i];
        in->data = tool_read_file(in->path, &in->size, &err);
        if (!in->data) {
            printf("FAIL %s: %s\n", in->path, err ? err : "cannot read");
            unreadable++;
            continue;
        }
        for (unsigned k = 0; k < NUM_KINDS; k++)
            translate(in, k, &ref_opts, &in->ref[k]);
        /* Read once, translated later: the one call's outcome. */
        const outcome *one = &in->ref[0], *two = &in->ref[KIND_READ_ONCE];
        if (one->status == DXIL2SPV_OK && difference(one, two)) {
            printf("FAIL %s: read-once spirv: %s\n", in->path, difference(one, two));
            unreadable++;
        }
        n++;
    }
    sh.count = n;

    worker *workers = calloc(nthreads, sizeof(worker));
    if (!workers || pthread_barrier_init(&sh.start, NULL, nthreads) != 0)
        return 3;
    unsigned started = 0;
    for (unsigned t = 0; t < nthreads; t++) {
        workers[t].index = t;
        workers[t].sh = &sh;
        if (pthread_create(&workers[t].thread, NULL, run_worker, &workers[t]) != 0) {
            /* The barrier counts on every thread: without one, nothing runs. */
            fprintf(stderr, "thread_test: cannot start thread %u\n", t);
            return 3;
        }
        started++;
    }
    unsigned long passed = 0, failed = unreadable, remap_calls[2] = {0, 0};
    for (unsigned t = 0; t < started; t++) {
        pthread_join(workers[t].thread, NULL);
        passed += workers[t].passed;
        failed += workers[t].failed;
        remap_calls[t & 1] += workers[t].remap_calls;
        for (unsigned r = 0; r < workers[t].nreports; r++)
            printf("%s\n", workers[t].reports[r]);
    }
    pthread_barrier_destroy(&sh.start);

    unsigned long ok_spirv = 0;
    for (size_t i = 0; i < n; i++) {
        ok_spirv += sh.inputs[i].ref[0].status == DXIL2SPV_OK;
        for (unsigned k = 0; k < NUM_KINDS; k++)
            outcome_free(&sh.inputs[i].ref[k]);
        free(sh.inputs[i].data);
    }
    printf("%zu files x %d output kinds x %u rounds on %u threads (%lu files translate to SPIR-V; "
           "remap callback called %lu times on its threads)\n",
           n, NUM_KINDS, rounds, nthreads, ok_spirv, remap_calls[1]);
    free(sh.inputs);
    free(workers);
    tool_file_list_free(&files);
    printf("thread_test: %lu passed, %lu failed", passed, failed);
    if (skipped)
        printf(", %lu skipped", skipped);
    printf("\n");
    return failed ? 1 : 0;
}
