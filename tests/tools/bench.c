/* bench: translation speed through the public API, single thread, then
 * the throughput of 1 and 2 threads with a context each, over the .dxil
 * and .dxbc (SM 4/5) files of the folders given. All
 * inputs are read into memory first, so the timings cover only
 * dxil2spv_translate() + dxil2spv_result_free(). Reports shaders per second,
 * median / p90 / p99 / max microseconds per shader, input bytes, the
 * memory one translation used (its arena's peak) relative to its input, and
 * the peak resident set size of the process.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sys/resource.h>
#include <time.h>

#include "dxil2spv.h"
#include "rootsig_synth.h"
#include "tool_common.h"

typedef struct input {
    const char *path;
    unsigned char *data;
    size_t size;
    dxil2spv_options opts; /* the shared options, plus its root signature with --root-signature */
    rs_synth *rs;
} input;

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec * 1e-3;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Nearest-rank percentile of a sorted array. */
static double percentile(const double *sorted, size_t n, double p)
{
    if (n == 0)
        return 0;
    size_t rank = (size_t)(p / 100.0 * (double)n + 0.999999);
    if (rank < 1)
        rank = 1;
    if (rank > n)
        rank = n;
    return sorted[rank - 1];
}

/* Throughput with several threads, each translating every input `rounds`
 * times through its own context (as a runtime with one context per worker
 * thread would). */
typedef struct thread_job {
    const input *in;
    size_t n;
    unsigned long long rounds;
    const dxil2spv_options *opts;
    unsigned long failed; /* NULL results */
    double cpu_us;        /* the thread's own CPU time */
} thread_job;

static double thread_cpu_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec * 1e-3;
}

static void *thread_main(void *arg)
{
    thread_job *j = arg;
    double cpu0 = thread_cpu_us();
    dxil2spv_context *cx = dxil2spv_context_create();
    for (unsigned long long round = 0; round < j->rounds; round++)
        for (size_t i = 0; i < j->n; i++) {
            dxil2spv_result *r = dxil2spv_translate_with_context(cx, j->in[i].data, j->in[i].size, j->opts);
            if (!r)
                j->failed++;
            dxil2spv_result_free(r);
        }
    dxil2spv_context_destroy(cx);
    j->cpu_us = thread_cpu_us() - cpu0;
    return NULL;
}

/* Shaders per second with `threads` threads; 0 on failure. *cpu_per_shader
 * gets the threads' CPU time per translation in µs: on a machine whose
 * cores other work also uses, wall-clock scaling shows what the scheduler
 * gave, while an unchanged CPU time per translation shows that the threads
 * do not slow each other down (no shared locks, allocator or cache lines). */
static double threaded_throughput(const input *in, size_t n, unsigned long long rounds,
                                  const dxil2spv_options *opts, unsigned threads, double *cpu_per_shader)
{
    pthread_t tid[8];
    thread_job jobs[8];
    double t0 = now_us();
    unsigned started = 0;
    for (unsigned t = 0; t < threads && t < 8; t++) {
        jobs[t] = (thread_job){in, n, rounds, opts, 0, 0};
        if (pthread_create(&tid[t], NULL, thread_main, &jobs[t]) != 0)
            break;
        started++;
    }
    unsigned long failed = 0;
    double cpu = 0;
    for (unsigned t = 0; t < started; t++) {
        pthread_join(tid[t], NULL);
        failed += jobs[t].failed;
        cpu += jobs[t].cpu_us;
    }
    *cpu_per_shader = cpu / ((double)n * (double)rounds * (started ? started : 1));
    double us = now_us() - t0;
    if (started != threads || failed)
        return 0;
    return (double)n * (double)rounds * threads / (us * 1e-6);
}

static void usage(FILE *f)
{
    fputs("Usage: bench [--rounds R] [--mode load|dump-ir|spirv] [--warmup W] [--show-errors N] DIR|FILE...\n"
          "  --rounds R       timed passes over all inputs (default 5)\n"
          "  --warmup W       untimed passes first (default 1)\n"
          "  --mode M         load: read and check only (default); dump-ir; spirv\n"
          "  --show-errors N  list up to N inputs that did not translate (default 5)\n"
          "  --root-signature tables|root  translate each shader (spirv mode) with a root\n"
          "                   signature synthesized from its resources (tests/tools/rootsig_synth.h;\n"
          "                   synthesized before timing), heap model; shaders it cannot take keep none\n",
          f);
}

int main(int argc, char **argv)
{
    unsigned long long rounds = 5, warmup = 1, show_errors = 5;
    dxil2spv_output_kind mode = DXIL2SPV_OUTPUT_LOAD_ONLY;
    const char *mode_name = "load";
    int root_signature = 0; /* 1 tables, 2 root */
    tool_file_list files = {0};
    int ndirs = 0;

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            usage(stdout);
            return 0;
        } else if ((strcmp(a, "--rounds") == 0 || strcmp(a, "--warmup") == 0 ||
                    strcmp(a, "--show-errors") == 0) && i + 1 < argc) {
            unsigned long long v;
            if (!tool_parse_u64(argv[i + 1], &v) || v > 1000000) {
                fprintf(stderr, "bench: %s needs a number up to 1000000\n", a);
                return 2;
            }
            if (strcmp(a, "--rounds") == 0)
                rounds = v ? v : 1;
            else if (strcmp(a, "--warmup") == 0)
                warmup = v;
            else
                show_errors = v;
            i++;
        } else if (strcmp(a, "--root-signature") == 0 && i + 1 < argc) {
            const char *v = argv[++i];
            root_signature = strcmp(v, "tables") == 0 ? 1 : strcmp(v, "root") == 0 ? 2 : 0;
            if (!root_signature) {
                fprintf(stderr, "bench: unknown --root-signature '%s' (tables or root)\n", v);
                return 2;
            }
        } else if (strcmp(a, "--mode") == 0 && i + 1 < argc) {
            mode_name = argv[++i];
            if (strcmp(mode_name, "load") == 0)
                mode = DXIL2SPV_OUTPUT_LOAD_ONLY;
            else if (strcmp(mode_name, "dump-ir") == 0)
                mode = DXIL2SPV_OUTPUT_DUMP_IR;
            else if (strcmp(mode_name, "spirv") == 0)
                mode = DXIL2SPV_OUTPUT_SPIRV;
            else {
                fprintf(stderr, "bench: unknown mode '%s'\n", mode_name);
                return 2;
            }
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "bench: unknown option '%s'\n", a);
            usage(stderr);
            return 2;
        } else {
            ndirs++;
            tool_collect_status st = tool_collect_shaders(&files, a);
            if (st == TOOL_COLLECT_MISSING)
                fprintf(stderr, "bench: %s does not exist; skipped\n", a);
            else if (st == TOOL_COLLECT_ERROR)
                return 1;
        }
    }
    if (ndirs == 0) {
        usage(stderr);
        return 2;
    }
    tool_file_list_sort(&files);
    if (files.count == 0) {
        fprintf(stderr, "bench: no .dxil files found\n");
        return 1;
    }

    size_t n = files.count;
    if ((unsigned long long)n * rounds > 50000000ull) {
        fprintf(stderr, "bench: %zu shaders x %llu rounds is too many samples to keep\n", n, rounds);
        return 2;
    }
    input *in = calloc(n, sizeof(*in));
    double *samples = malloc(n * rounds * sizeof(*samples));
    if (!in || !samples) {
        fprintf(stderr, "bench: out of memory\n");
        return 1;
    }
    uint64_t total_bytes = 0;
    for (size_t i = 0; i < n; i++) {
        const char *err = NULL;
        in[i].path = files.paths[i];
        in[i].data = tool_read_file(in[i].path, &in[i].size, &err);
        if (!in[i].data) {
            fprintf(stderr, "bench: %s: %s\n", in[i].path, err);
            return 1;
        }
        total_bytes += in[i].size;
    }

    dxil2spv_options opts;
    dxil2spv_options_init(&opts);
    opts.output = mode;
    unsigned long with_rs = 0;
    for (size_t i = 0; i < n; i++) {
        in[i].opts = opts;
        if (!root_signature || mode != DXIL2SPV_OUTPUT_SPIRV)
            continue;
        dxil2spv_result *r = dxil2spv_translate(in[i].data, in[i].size, &in[i].opts);
        in[i].rs = r && r->status == DXIL2SPV_OK ? calloc(1, sizeof(rs_synth)) : NULL;
        if (in[i].rs && rs_synthesize(in[i].rs, r->reflection, root_signature == 2 ? RS_SYNTH_ROOT : RS_SYNTH_TABLES,
                                      true)) {
            in[i].opts.root_signature = &in[i].rs->rs;
            dxil2spv_result *t = dxil2spv_translate(in[i].data, in[i].size, &in[i].opts);
            if (t && t->status != DXIL2SPV_OK && strstr(t->error, RS_SYNTH_NO_SIZE_ERROR))
                rs_synthesize(in[i].rs, r->reflection, root_signature == 2 ? RS_SYNTH_ROOT : RS_SYNTH_TABLES, false);
            dxil2spv_result_free(t);
            with_rs++;
        }
        dxil2spv_result_free(r);
    }
    if (root_signature)
        printf("root signatures (%s): %lu of %zu shaders\n", root_signature == 2 ? "root" : "tables", with_rs, n);

    /* Outcomes are recorded from the warm-up (or first timed) pass only:
     * translation is deterministic, so later passes repeat them. */
    unsigned long by_status[8] = {0}, shown = 0;
    /* Memory per translation, as a multiple of the input size, and in
     * bytes; from one untimed pass, since it does not vary between passes. */
    double *mem_ratio = malloc(n * sizeof(*mem_ratio));
    double *mem_bytes = malloc(n * sizeof(*mem_bytes));
    if (!mem_ratio || !mem_bytes) {
        fprintf(stderr, "bench: out of memory\n");
        return 1;
    }
    for (size_t i = 0; i < n; i++) {
        dxil2spv_result *r = dxil2spv_translate(in[i].data, in[i].size, &in[i].opts);
        mem_bytes[i] = r ? (double)r->memory_bytes : 0;
        mem_ratio[i] = in[i].size ? mem_bytes[i] / (double)in[i].size : 0;
        dxil2spv_result_free(r);
    }
    qsort(mem_ratio, n, sizeof(*mem_ratio), cmp_double);
    qsort(mem_bytes, n, sizeof(*mem_bytes), cmp_double);

    for (unsigned long long w = 0; w < warmup; w++) {
        for (size_t i = 0; i < n; i++) {
            dxil2spv_result *r = dxil2spv_translate(in[i].data, in[i].size, &in[i].opts);
            if (w == 0 && r) {
                if ((unsigned)r->status < 8)
                    by_status[r->status]++;
                if (r->status != DXIL2SPV_OK && shown++ < show_errors)
                    printf("error: %s: %s\n", in[i].path, r->error ? r->error : "(no message)");
            }
            dxil2spv_result_free(r);
        }
    }

    double t_start = now_us();
    size_t k = 0;
    for (unsigned long long round = 0; round < rounds; round++) {
        for (size_t i = 0; i < n; i++) {
            double t0 = now_us();
            dxil2spv_result *r = dxil2spv_translate(in[i].data, in[i].size, &in[i].opts);
            if (warmup == 0 && round == 0 && r) {
                if ((unsigned)r->status < 8)
                    by_status[r->status]++;
                if (r->status != DXIL2SPV_OK && shown++ < show_errors)
                    printf("error: %s: %s\n", in[i].path, r->error ? r->error : "(no message)");
            }
            dxil2spv_result_free(r);
            samples[k++] = now_us() - t0;
        }
    }
    double elapsed_us = now_us() - t_start;
    qsort(samples, k, sizeof(*samples), cmp_double);
    double sum = 0;
    for (size_t i = 0; i < k; i++)
        sum += samples[i];

    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);

    printf("\n");
    printf("  %-22s %s\n", "mode", mode_name);
    printf("  %-22s %zu (%.1f KiB total, %.1f KiB mean)\n", "shaders", n, (double)total_bytes / 1024.0,
           (double)total_bytes / 1024.0 / (double)n);
    printf("  %-22s", "outcome");
    for (unsigned s = 0; s < 8; s++)
        if (by_status[s])
            printf(" %s %lu;", dxil2spv_status_string((dxil2spv_status)s), by_status[s]);
    printf("\n");
    printf("  %-22s %llu x %zu = %zu (after %llu warm-up)\n", "timed translations", rounds, n, k, warmup);
    printf("  %-22s %.0f shaders/s, %.1f MiB/s\n", "throughput", (double)k / (elapsed_us * 1e-6),
           (double)total_bytes * (double)rounds / (1024.0 * 1024.0) / (elapsed_us * 1e-6));
    printf("  %-22s mean %.1f, median %.1f, p90 %.1f, p99 %.1f, max %.1f\n", "us per shader",
           sum / (double)k, percentile(samples, k, 50), percentile(samples, k, 90),
           percentile(samples, k, 99), samples[k - 1]);
    printf("  %-22s median %.1fx, p90 %.1fx, max %.1fx the input\n", "memory per shader",
           percentile(mem_ratio, n, 50), percentile(mem_ratio, n, 90), mem_ratio[n - 1]);
    printf("  %-22s median %.1f, p90 %.1f, max %.1f KiB\n", "memory per shader",
           percentile(mem_bytes, n, 50) / 1024.0, percentile(mem_bytes, n, 90) / 1024.0,
           mem_bytes[n - 1] / 1024.0);
    printf("  %-22s %.1f MiB\n", "peak RSS", (double)ru.ru_maxrss / 1024.0);
    /* Output size (deterministic, so one pass) and threads: the same
     * passes with one context per thread, 1 then 2 threads. */
    uint64_t out_bytes = 0;
    for (size_t i = 0; mode == DXIL2SPV_OUTPUT_SPIRV && i < n; i++) {
        dxil2spv_result *r = dxil2spv_translate(in[i].data, in[i].size, &opts);
        if (r && r->status == DXIL2SPV_OK)
            out_bytes += r->spirv_word_count * 4;
        dxil2spv_result_free(r);
    }
    if (mode == DXIL2SPV_OUTPUT_SPIRV)
        printf("  %-22s %llu bytes of SPIR-V (%lu shaders translated)\n", "output", (unsigned long long)out_bytes,
               by_status[DXIL2SPV_OK]);
    double cpu1 = 0, cpu2 = 0;
    double tp1 = threaded_throughput(in, n, rounds, &opts, 1, &cpu1);
    double tp2 = threaded_throughput(in, n, rounds, &opts, 2, &cpu2);
    if (tp1 > 0 && tp2 > 0) {
        printf("  %-22s 1 thread %.0f shaders/s, 2 threads %.0f shaders/s (%.2fx)\n", "threads (contexts)", tp1, tp2,
               tp2 / tp1);
        printf("  %-22s 1 thread %.1f us, 2 threads %.1f us per translation (%.2fx)\n", "thread CPU time", cpu1, cpu2,
               cpu2 / cpu1);
    }
    else
        printf("  %-22s could not run\n", "threads (contexts)");

    for (size_t i = 0; i < n; i++)
        free(in[i].data), free(in[i].rs);
    free(in);
    free(samples);
    free(mem_ratio);
    free(mem_bytes);
    tool_file_list_free(&files);
    return 0;
}
