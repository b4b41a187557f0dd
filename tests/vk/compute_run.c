/* compute_run: executes the corpus's compute tests on Vulkan (lavapipe).
 *
 * For every sidecar (CORPUS/hlsl/<area>/<name>.json) with a "run" block it
 * translates CORPUS/dxil/<area>/<name>.dxil with dxil2spv, runs it and
 * compares the buffers with the sidecar's expectations; see tests/vk/README.md.
 *
 * Each test runs in a child process of its own (unless --no-fork), so that a
 * crash or an endless loop in a translated shader, or in the driver compiling
 * it, costs one test instead of the whole run; the child reports through a
 * pipe and the parent prints exactly one line per test.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "harness_child.h"
#include "harness_cli.h"
#include "harness_fs.h"
#include "json.h"
#include "runner.h"
#include "util/ctx.h"
#include "vk_context.h"

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

/* Tests that a driver bug can break although the translation is right. Each
 * names a probe: a SPIR-V module in tests/vk/probes not made by us (written
 * by hand, or another compiler's output of the test's HLSL: glslang's)
 * doing the same operation, with expectations of its own (or the test's
 * sidecar). Before such a test runs, its probe runs on the same device: if the
 * probe passes, the test runs as any other (and fails if the translation is
 * wrong); if the probe fails, the driver is shown wrong on this machine and
 * the test is skipped with the probe's result. --run-skipped runs the test
 * whatever the probe says. */
static const struct {
    const char *id;
    const char *probe; /* tests/vk/probes/<probe>.json, its SPIR-V built as <probe>.spv */
    const char *what;  /* the operation the probe checks */
    const char *made;  /* who made the probe's SPIR-V (never dxil2spv) */
} known_driver_bugs[] = {
    /* lavapipe 25.0.7 (LLVM 15) on x86-64 CPUs without AVX-512 (or with
     * GALLIUM_OVERRIDE_CPU_CAPS=avx): double -> int64 -> double returns the
     * untruncated double (truncating doubles is wrong there, and LLVM turns the
     * conversion pair into a truncation); with AVX-512 it is exact. */
    {"compute-types/int64_signed_convert", "f64_to_i64_roundtrip",
     "double -> int64 -> double (OpConvertFToS, OpConvertSToF) must truncate toward zero", "hand-written SPIR-V"},
    /* lavapipe 22.3's LLVM crashes compiling 64-bit float subgroup operations. */
    {"wave/wave_double", "subgroup_f64", "64-bit float subgroup sum, prefix sum and max", "hand-written SPIR-V"},
    /* lavapipe 25.0.7 crashes (SIGSEGV, a deep recursion in the driver)
     * compiling a loop of 300+ iterations with a data-dependent exit in each
     * once it is unrolled: glslang's module of the same HLSL keeps one loop
     * with the Unroll control and crashes it the same way (the same HLSL
     * with [loop] passes). Our modules are flat (DXC unrolled the loop; one
     * structured loop of nesting depth 1). These probes are not hand-written
     * but glslang's output, committed as assembly. */
    {"d3d-edges/deep_exit_break_unroll320", "deep_exit_break_unroll320",
     "an [unroll] loop of 320 iterations, each with a data-dependent break", "glslang's SPIR-V of the test's HLSL"},
    {"d3d-edges/deep_exit_return_unroll300", "deep_exit_return_unroll300",
     "an [unroll] loop of 300 iterations, each with a data-dependent return", "glslang's SPIR-V of the test's HLSL"},
};

typedef harness_options options;

static void usage(FILE *f)
{
    static const harness_help help = {
        .width = 21,
        .only = "only tests whose area/name contains SUBSTR",
        .verbose = "print the reflection and the binding of every resource",
        .run_skipped = "run the known-driver-bug tests even when their probe fails",
        .save_spirv = "write each translation to DIR/<area>_<name>.spv",
        .extra = "  --dxbc               run the SM 4/5 tests instead: sidecars and binaries in\n"
                 "                     CORPUS_DIR/dxbc/<area>/<name>.json and .dxbc\n"
                 "  --root-signature tables|root  translate with a root signature synthesized from the\n"
                 "                     resources (every resource in descriptor tables, or root constants\n"
                 "                     and root descriptors where D3D allows) and bind by its layout\n"
                 "  --binding-model heap|sets  the root signature's layout (default heap)\n"
                 "  --heap-ranges        with --root-signature tables (heap model): every buffer view at\n"
                 "                     an offset inside a wider buffer, its range and UAV counter address\n"
                 "                     read from buffers (options.heap_buffer_ranges, heap_counter_addresses)\n"
                 "  --texel-buffers counters|all  register bindings as R32_UINT texel buffers:\n"
                 "                     UAV counters (options.counter_remap), or also raw and\n"
                 "                     structured SRVs/UAVs (options.remap)\n"
                 "  --min-precision widen|native  options.min_precision (default widen); native runs\n"
                 "                     only the tests whose sidecar lists the feature \"min-precision\"\n"
                 "                     (the option changes no other shader) and skips them, naming the\n"
                 "                     feature, on a device without shaderFloat16\n",
    };
    fprintf(f,
            "usage: compute_run [OPTIONS] [CORPUS_DIR]\n"
            "       compute_run --selftest SELFTEST_DIR SPV_DIR [OPTIONS]\n"
            "Runs every compute test whose sidecar (CORPUS_DIR/hlsl/<area>/<name>.json) has a run block:\n"
            "translates CORPUS_DIR/dxil/<area>/<name>.dxil with dxil2spv, dispatches it on Vulkan\n"
            "(Mesa lavapipe) and compares the buffers with the sidecar. With --dxbc, the SM 4/5\n"
            "tests: CORPUS_DIR/dxbc/<area>/<name>.json with <name>.dxbc beside it.\n");
    harness_print_options(f, &help);
    fprintf(f, "Exit status: 0 all passed, 1 a test failed, 2 setup or usage error.\n");
}

static int extra_option(void *user, int argc, char **argv, int i)
{
    options *o = user;
    if (strcmp(argv[i], "--binding-model") == 0 && i + 1 < argc &&
        (strcmp(argv[i + 1], "sets") == 0 || strcmp(argv[i + 1], "heap") == 0)) {
        o->root_signature_sets = strcmp(argv[i + 1], "sets") == 0;
        return 2;
    }
    if (strcmp(argv[i], "--min-precision") == 0 && i + 1 < argc &&
        (strcmp(argv[i + 1], "widen") == 0 || strcmp(argv[i + 1], "native") == 0)) {
        o->min_precision_native = strcmp(argv[i + 1], "native") == 0;
        return 2;
    }
    if (strcmp(argv[i], "--texel-buffers") == 0 && i + 1 < argc &&
        (strcmp(argv[i + 1], "counters") == 0 || strcmp(argv[i + 1], "all") == 0)) {
        o->texel_buffers = strcmp(argv[i + 1], "all") == 0 ? 2 : 1;
        return 2;
    }
    if (strcmp(argv[i], "--heap-ranges") == 0) {
        o->heap_ranges = true;
        return 1;
    }
    if (strcmp(argv[i], "--dxbc") == 0) {
        o->dxbc = true;
        return 1;
    }
    if (strcmp(argv[i], "--root-signature") != 0 || i + 1 >= argc)
        return 0;
    if (strcmp(argv[i + 1], "tables") == 0)
        o->root_signature = 1;
    else if (strcmp(argv[i + 1], "root") == 0)
        o->root_signature = 2;
    else
        return 0;
    return 2;
}

static bool parse_args(int argc, char **argv, options *o)
{
    harness_cli cli = {
        .tool = "compute_run",
        .no_dir = "no corpus directory given",
        .usage = usage,
        .extra = extra_option,
        .extra_user = o,
    };
#ifdef COMPUTE_RUN_DEFAULT_CORPUS
    cli.default_dir = COMPUTE_RUN_DEFAULT_CORPUS;
#endif
    return harness_parse_args(&cli, argc, argv, o);
}

/* ---- test discovery ---------------------------------------------------- */

typedef D2S_VEC(test_case) test_vec;
typedef harness_names name_vec;

typedef struct discovery {
    d2s_ctx *ctx;
    const options *o;
    test_vec tests;
} discovery;

static int known_bug_of(const char *id)
{
    for (size_t i = 0; i < COUNT_OF(known_driver_bugs); i++)
        if (strcmp(known_driver_bugs[i].id, id) == 0)
            return (int)i;
    return -1;
}

typedef struct peek {
    d2s_ctx *ctx;
    const char *path;
    const char *member;
    const json_value *value;
} peek;

static void peek_body(void *arg)
{
    peek *p = arg;
    size_t size;
    char *text = harness_read_file(p->ctx, p->path, &size);
    p->value = json_member(json_parse(p->ctx, text, size, p->path), p->member);
}

/* The member `member` of the JSON file at `path` (strings copied into the
 * caller's arena; other values reduced to their kind). `*broken` is set when
 * the file cannot be read or parsed: callers then keep the test, which fails
 * with the parse error. */
static const json_value *peek_member(d2s_ctx *ctx, const char *path, const char *member, bool *broken)
{
    d2s_ctx tmp;
    d2s_ctx_init(&tmp, NULL);
    peek p = {&tmp, path, member, NULL};
    bool ok = harness_protected(&tmp, peek_body, &p);
    *broken = !ok;
    const json_value *v = NULL;
    if (ok && p.value && p.value->kind == JSON_STRING) {
        /* Only strings are needed beyond this call: copy into the caller's arena. */
        json_value *copy = d2s_zalloc(ctx, sizeof(*copy));
        *copy = *p.value;
        copy->text = d2s_strndup(ctx, p.value->text, p.value->text_len);
        v = copy;
    } else if (ok && p.value) {
        json_value *copy = d2s_zalloc(ctx, sizeof(*copy));
        copy->kind = p.value->kind;
        v = copy;
    }
    d2s_ctx_release(&tmp);
    return v;
}

/* Whether the sidecar at `path` lists `feature` in its "features" array (a
 * broken sidecar counts as listing it: the test then fails with the parse
 * error). */
static bool sidecar_has_feature(const char *path, const char *feature)
{
    d2s_ctx tmp;
    d2s_ctx_init(&tmp, NULL);
    peek p = {&tmp, path, "features", NULL};
    bool ok = harness_protected(&tmp, peek_body, &p);
    bool found = !ok;
    const json_value *f = ok ? p.value : NULL;
    for (uint32_t i = 0; f && f->kind == JSON_ARRAY && i < f->count; i++) {
        const json_value *e = f->items[i];
        if (e->kind == JSON_STRING && e->text_len == strlen(feature) && memcmp(e->text, feature, e->text_len) == 0)
            found = true;
    }
    d2s_ctx_release(&tmp);
    return found;
}

static void discover_corpus(void *arg)
{
    discovery *ds = arg;
    d2s_ctx *ctx = ds->ctx;
    const char *root = ds->o->dir;
    /* DXIL: sources and sidecars in hlsl/, binaries in dxil/; SM 4/5: all in dxbc/. */
    const char *hlsl = d2s_sprintf(ctx, "%s/%s", root, ds->o->dxbc ? "dxbc" : "hlsl");
    name_vec areas = harness_list_subdirs(ctx, hlsl, NULL);
    for (uint32_t a = 0; a < areas.count; a++) {
        const char *area_dir = d2s_sprintf(ctx, "%s/%s", hlsl, areas.data[a]);
        name_vec names = harness_list_files(ctx, area_dir, ".json");
        for (uint32_t n = 0; n < names.count; n++) {
            test_case t = {0};
            t.id = d2s_sprintf(ctx, "%s/%s", areas.data[a], names.data[n]);
            if (ds->o->only && !strstr(t.id, ds->o->only))
                continue;
            t.sidecar_path = d2s_sprintf(ctx, "%s/%s.json", area_dir, names.data[n]);
            bool broken;
            const json_value *run = peek_member(ctx, t.sidecar_path, "run", &broken);
            if (!broken && (!run || run->kind == JSON_NULL))
                continue;
            if (ds->o->min_precision_native && !sidecar_has_feature(t.sidecar_path, "min-precision"))
                continue;
            t.shader_path = ds->o->dxbc ? d2s_sprintf(ctx, "%s/%s.dxbc", area_dir, names.data[n])
                                        : d2s_sprintf(ctx, "%s/dxil/%s/%s.dxil", root, areas.data[a], names.data[n]);
            t.known_bug = known_bug_of(t.id);
            d2s_vec_push(ctx, &ds->tests, t);
        }
    }
}

static void discover_selftests(void *arg)
{
    discovery *ds = arg;
    d2s_ctx *ctx = ds->ctx;
    name_vec names = harness_list_files(ctx, ds->o->selftest_dir, ".json");
    for (uint32_t n = 0; n < names.count; n++) {
        test_case t = {0};
        t.id = d2s_sprintf(ctx, "selftest/%s", names.data[n]);
        if (ds->o->only && !strstr(t.id, ds->o->only))
            continue;
        t.known_bug = -1;
        t.selftest_path = d2s_sprintf(ctx, "%s/%s.json", ds->o->selftest_dir, names.data[n]);
        bool broken;
        const json_value *spv = peek_member(ctx, t.selftest_path, "spirv", &broken);
        const char *file = spv && spv->kind == JSON_STRING ? spv->text : d2s_sprintf(ctx, "%s.spv", names.data[n]);
        t.shader_path = d2s_sprintf(ctx, "%s/%s", ds->o->spv_dir, file);
        d2s_vec_push(ctx, &ds->tests, t);
    }
}

/* ---- running: in-process ------------------------------------------------ */

typedef struct tally {
    unsigned passed, failed, skipped;
} tally;

static test_options make_test_options(const options *o)
{
    test_options to = {0};
    to.verbose = o->verbose;
    to.timeout_ns = (uint64_t)o->timeout_s * 1000000000u;
    to.save_spirv_dir = o->save_spirv_dir;
    to.root_signature = o->root_signature;
    to.root_signature_sets = o->root_signature_sets;
    to.heap_ranges = o->heap_ranges;
    to.texel_buffers = o->texel_buffers;
    to.min_precision_native = o->min_precision_native;
    return to;
}

/* With --min-precision native, the device features the 16-bit types need
 * (named), or NULL when it has them or the mode is widen. */
static const char *native16_missing(const vk_context *vk, const options *o, const test_case *t)
{
    if (!o->min_precision_native || t->selftest_path)
        return NULL;
    if (!vk->features12.shaderFloat16) /* min16float as halves; min16int stays 32-bit */
        return "shaderFloat16 (--min-precision native)";
    return NULL;
}

/* The probe of a known driver bug, as a self-test case. */
static test_case probe_case(d2s_ctx *ctx, int bug)
{
    test_case p = {0};
    p.known_bug = -1;
    p.id = d2s_sprintf(ctx, "probe/%s", known_driver_bugs[bug].probe);
    p.selftest_path = d2s_sprintf(ctx, "%s/%s.json", COMPUTE_RUN_PROBE_DIR, known_driver_bugs[bug].probe);
    p.shader_path = d2s_sprintf(ctx, "%s/%s.spv", COMPUTE_RUN_PROBE_SPV_DIR, known_driver_bugs[bug].probe);
    return p;
}

/* Skips `t` when its probe failed (`probe_line`: the probe's result). */
static bool skip_for_probe(const options *o, const test_case *t, bool probe_passed, const char *probe_line, tally *tl)
{
    if (probe_passed || o->run_skipped)
        return false;
    printf("SKIP %s: driver bug shown by probe %s (%s; %s, not our translation): %s\n", t->id,
           known_driver_bugs[t->known_bug].probe, known_driver_bugs[t->known_bug].what,
           known_driver_bugs[t->known_bug].made, probe_line);
    tl->skipped++;
    return true;
}

static int run_in_process(const options *o, const test_vec *tests, tally *tl)
{
    vk_context vk;
    char err[1024];
    if (!vk_context_create(&vk, &o->vk, err, sizeof(err))) {
        harness_setup_error(o->prog, err);
        return 2;
    }
    if (o->verbose)
        printf("device: %s\n", vk.description);
    test_options to = make_test_options(o);
    for (uint32_t i = 0; i < tests->count; i++) {
        const test_case *t = &tests->data[i];
        if (t->known_bug >= 0 && !o->run_skipped) {
            d2s_ctx pctx;
            d2s_ctx_init(&pctx, NULL);
            test_case p = probe_case(&pctx, t->known_bug);
            test_result pr;
            run_test(&vk, &p, &to, &pr);
            bool skipped = skip_for_probe(o, t, pr.passed, pr.line, tl);
            d2s_ctx_release(&pctx);
            if (skipped)
                continue;
        }
        const char *lack = native16_missing(&vk, o, t);
        if (lack) {
            printf("SKIP %s: the device lacks %s\n", t->id, lack);
            tl->skipped++;
            continue;
        }
        test_result r;
        run_test(&vk, t, &to, &r);
        printf("%s\n", r.line);
        fflush(stdout);
        if (r.passed)
            tl->passed++;
        else
            tl->failed++;
        if (r.device_hung) {
            /* The device is still executing; neither it nor this process can
             * be cleaned up safely. */
            printf("%s: stopping after a hung dispatch (remaining tests not run)\n", o->prog);
            printf("%s: %u passed, %u failed, %u skipped\n", o->prog, tl->passed, tl->failed, tl->skipped);
            fflush(stdout);
            _exit(1);
        }
    }
    vk_context_destroy(&vk);
    return 0;
}

/* ---- running: one child process per test -------------------------------- */

typedef struct test_child_arg {
    const options *o;
    const test_case *t;
} test_child_arg;

static void test_child(void *arg, int fd)
{
    const test_child_arg *a = arg;
    vk_context vk;
    char err[1024];
    if (!vk_context_create(&vk, &a->o->vk, err, sizeof(err)))
        harness_child_setup_failed(fd, err);
    const char *lack = native16_missing(&vk, a->o, a->t);
    if (lack) {
        char line[1024];
        snprintf(line, sizeof(line), "SKIP %s: the device lacks %s", a->t->id, lack);
        harness_child_finish(fd, &vk, line, false, HARNESS_CHILD_SKIP);
    }
    test_options to = make_test_options(a->o);
    to.progress = harness_child_progress;
    to.progress_user = &fd;
    test_result r;
    run_test(&vk, a->t, &to, &r);
    harness_child_finish(fd, &vk, r.line, r.device_hung, r.passed ? HARNESS_CHILD_PASS : HARNESS_CHILD_FAIL);
}

static void probe_child(void *arg, int fd)
{
    const options *o = arg;
    vk_context vk;
    char err[1024];
    if (!vk_context_create(&vk, &o->vk, err, sizeof(err)))
        harness_child_setup_failed(fd, err);
    char line[1100];
    snprintf(line, sizeof(line), "%d %s", vk.driver_id == VK_DRIVER_ID_MESA_LLVMPIPE, vk.description);
    harness_child_finish(fd, &vk, line, false, HARNESS_CHILD_PASS);
}

static int run_forked(d2s_ctx *ctx, const options *o, const test_vec *tests, tally *tl)
{
    harness_child_outcome c;
    harness_run_child(probe_child, (void *)o, o->timeout_s, &c);
    const char *why = harness_probe_failure(ctx, &c, o->timeout_s);
    if (why) {
        harness_setup_error(o->prog, why);
        return 2;
    }
    if (o->verbose)
        printf("device: %s\n", c.result + 2);

    for (uint32_t i = 0; i < tests->count; i++) {
        const test_case *t = &tests->data[i];
        if (t->known_bug >= 0 && !o->run_skipped) {
            test_case p = probe_case(ctx, t->known_bug);
            test_child_arg parg = {o, &p};
            harness_run_child(test_child, &parg, o->timeout_s, &c);
            bool exited = !c.timed_out && c.status != -1 && WIFEXITED(c.status);
            bool passed = exited && WEXITSTATUS(c.status) == HARNESS_CHILD_PASS && strncmp(c.result, "PASS", 4) == 0;
            const char *line = exited && c.result[0] ? c.result : harness_describe_status(ctx, &c, o->timeout_s);
            if (skip_for_probe(o, t, passed, line, tl))
                continue;
        }
        test_child_arg arg = {o, t};
        harness_run_child(test_child, &arg, o->timeout_s, &c);
        bool exited = !c.timed_out && c.status != -1 && WIFEXITED(c.status);
        int code = exited ? WEXITSTATUS(c.status) : -1;
        if (exited && code == HARNESS_CHILD_SKIP && strncmp(c.result, "SKIP", 4) == 0) {
            printf("%s\n", c.result);
            tl->skipped++;
        } else if (exited && (code == HARNESS_CHILD_PASS || code == HARNESS_CHILD_FAIL) && c.result[0]) {
            printf("%s\n", c.result);
            if (code == HARNESS_CHILD_PASS && strncmp(c.result, "PASS", 4) == 0)
                tl->passed++;
            else
                tl->failed++;
        } else {
            printf("FAIL %s: %s\n", t->id, harness_describe_status(ctx, &c, o->timeout_s));
            tl->failed++;
        }
        fflush(stdout);
    }
    return 0;
}

/* ---- main ---------------------------------------------------------------- */

typedef struct main_state {
    const options *o;
    discovery ds;
} main_state;

static void discover(void *arg)
{
    main_state *ms = arg;
    if (ms->o->selftest_dir)
        discover_selftests(&ms->ds);
    else
        discover_corpus(&ms->ds);
}

int main(int argc, char **argv)
{
    options o;
    if (!parse_args(argc, argv, &o)) {
        usage(stderr);
        return 2;
    }
    o.prog = o.selftest_dir ? "compute_selftest" : "compute_run";
    const char *prog = o.prog;
    d2s_ctx ctx;
    d2s_ctx_init(&ctx, NULL);
    main_state ms = {&o, {&ctx, &o, {0}}};
    if (!harness_protected(&ctx, discover, &ms)) {
        harness_setup_error(prog, ctx.message);
        d2s_ctx_release(&ctx);
        return 2;
    }
    const test_vec *tests = &ms.ds.tests;
    if (o.list) {
        for (uint32_t i = 0; i < tests->count; i++) {
            const test_case *t = &tests->data[i];
            if (t->known_bug >= 0)
                printf("%s (runs only if the driver passes probe %s)\n", t->id, known_driver_bugs[t->known_bug].probe);
            else
                printf("%s\n", t->id);
        }
        d2s_ctx_release(&ctx);
        return 0;
    }
    if (tests->count == 0) {
        printf("%s: no tests%s%s\n", prog, o.only ? " match --only " : " found", o.only ? o.only : "");
        printf("%s: 0 passed, 0 failed\n", prog);
        d2s_ctx_release(&ctx);
        return o.only ? 0 : 2;
    }

    tally tl = {0};
    int rc = o.no_fork ? run_in_process(&o, tests, &tl) : run_forked(&ctx, &o, tests, &tl);
    d2s_ctx_release(&ctx);
    if (rc)
        return rc;
    if (tl.skipped)
        printf("%s: %u passed, %u failed, %u skipped\n", prog, tl.passed, tl.failed, tl.skipped);
    else
        printf("%s: %u passed, %u failed\n", prog, tl.passed, tl.failed);
    return tl.failed ? 1 : 0;
}
