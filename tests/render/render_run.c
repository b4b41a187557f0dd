/* render_run: draws the corpus's render tests on Vulkan (lavapipe).
 *
 * For every directory RENDER_DIR/<name>/ with a test.json it translates each
 * stage's .dxil with dxil2spv, draws once into a small offscreen target and
 * compares the pixels with the sidecar's; see tests/render/README.md.
 *
 * Each test runs in a child process of its own (unless --no-fork) that
 * creates its own Vulkan device, so that a crash or an endless loop in a
 * translated shader, or in the driver compiling it, costs one test; the
 * child reports through a pipe and the parent prints one line per test.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "dxil2spv.h"
#include "harness_child.h"
#include "harness_cli.h"
#include "harness_fs.h"
#include "render_test.h"
#include "util/ctx.h"
#include "vk_context.h"

/* Exit statuses of a test child beyond the common ones (harness_child.h):
 * the parent counts translation failures apart from wrong pixels. */
enum {
    CHILD_TRANSLATE_FAILED = 12,
    CHILD_UNSUPPORTED = 13,
};

typedef struct options {
    harness_options h;
    bool default_bindings;
    bool flip_y;
    uint32_t discard; /* dxil2spv_discard_mode */
    uint32_t root_signature; /* rt_options.root_signature */
    bool root_signature_sets;
} options;

static void usage(FILE *f)
{
    static const harness_help help = {
        .width = 22,
        .only = "only tests whose name contains SUBSTR",
        .verbose = "print reflections, bindings and vertex-input locations",
        .run_skipped = "run the known-driver-bug tests even when their probe fails",
        .extra = "  --default-bindings  use dxil2spv's default binding map instead of per-stage bindings\n"
                 "  --flip-y            translate with options.flip_y and draw with a positive viewport height\n"
                 "  --discard-kill, --discard-terminate  translate discard as OpKill / OpTerminateInvocation\n"
                 "  --root-signature tables|root  translate all stages with one root signature synthesized\n"
                 "                      from their resources (every resource in descriptor tables, or root\n"
                 "                      constants, root descriptors and static samplers where D3D allows)\n"
                 "                      and bind by the reflections' layout only\n"
                 "  --binding-model heap|sets  the root signature's binding model (default heap)\n",
        .save_spirv = "write each translation to DIR/<name>.<stage>.spv",
    };
    fprintf(f,
            "usage: render_run [OPTIONS] [RENDER_DIR]\n"
            "       render_run --selftest SELFTEST_DIR SPV_DIR [OPTIONS]\n"
            "Draws every render test RENDER_DIR/<name>/test.json: translates each stage's .dxil with\n"
            "dxil2spv, draws once on Vulkan (Mesa lavapipe) and compares the pixels with the sidecar.\n");
    harness_print_options(f, &help);
    fprintf(f, "Exit status: 0 all passed, 1 a test failed, 2 setup or usage error.\n");
}

static int render_option(void *user, int argc, char **argv, int i)
{
    options *o = user;
    if (strcmp(argv[i], "--binding-model") == 0 && i + 1 < argc &&
        (strcmp(argv[i + 1], "sets") == 0 || strcmp(argv[i + 1], "heap") == 0)) {
        o->root_signature_sets = strcmp(argv[i + 1], "sets") == 0;
        return 2;
    }
    if (strcmp(argv[i], "--root-signature") == 0 && i + 1 < argc &&
        (strcmp(argv[i + 1], "tables") == 0 || strcmp(argv[i + 1], "root") == 0)) {
        o->root_signature = strcmp(argv[i + 1], "root") == 0 ? 2 : 1;
        return 2;
    }
    if (strcmp(argv[i], "--flip-y") == 0) {
        ((options *)user)->flip_y = true;
        return 1;
    }
    if (strcmp(argv[i], "--discard-kill") == 0 || strcmp(argv[i], "--discard-terminate") == 0) {
        ((options *)user)->discard = argv[i][10] == 'k' ? DXIL2SPV_DISCARD_KILL : DXIL2SPV_DISCARD_TERMINATE;
        return 1;
    }
    if (strcmp(argv[i], "--default-bindings") != 0)
        return 0;
    ((options *)user)->default_bindings = true;
    return 1;
}

static bool parse_args(int argc, char **argv, options *o)
{
    o->default_bindings = false;
    o->flip_y = false;
    o->discard = DXIL2SPV_DISCARD_DEMOTE;
    o->root_signature = 0;
    o->root_signature_sets = false;
    harness_cli cli = {
        .tool = "render_run",
        .no_dir = "no render test directory given",
        .usage = usage,
        .extra = render_option,
        .extra_user = o,
    };
#ifdef RENDER_RUN_DEFAULT_DIR
    cli.default_dir = RENDER_RUN_DEFAULT_DIR;
#endif
    return harness_parse_args(&cli, argc, argv, &o->h);
}

/* ---- test discovery ---------------------------------------------------------- */

typedef D2S_VEC(rt_case) case_vec;
typedef harness_names name_vec;

typedef struct discovery {
    d2s_ctx *ctx;
    const options *o;
    case_vec cases;
} discovery;

static void discover(void *arg)
{
    discovery *ds = arg;
    d2s_ctx *ctx = ds->ctx;
    const options *o = ds->o;
    bool selftests = o->h.selftest_dir != NULL;
    const char *root = selftests ? o->h.selftest_dir : o->h.dir;
    name_vec names = selftests ? harness_list_files(ctx, root, ".json") : harness_list_subdirs(ctx, root, "test.json");
    for (uint32_t i = 0; i < names.count; i++) {
        rt_case c = {0};
        c.id = selftests ? d2s_sprintf(ctx, "selftest/%s", names.data[i]) : names.data[i];
        if (o->h.only && !strstr(c.id, o->h.only))
            continue;
        if (selftests) {
            c.selftest_path = d2s_sprintf(ctx, "%s/%s.json", root, names.data[i]);
            c.spv_dir = o->h.spv_dir;
        } else {
            c.dir = d2s_sprintf(ctx, "%s/%s", root, names.data[i]);
        }
        d2s_vec_push(ctx, &ds->cases, c);
    }
}

/* ---- the device --------------------------------------------------------------- */

/* The context of tests/vk enables every feature the device offers; the
 * render tests need a graphics queue and these in particular. */
static bool create_device(const options *o, vk_context *vk, char *err, size_t err_size)
{
    if (!vk_context_create(vk, &o->h.vk, err, err_size))
        return false;
    VkQueueFamilyProperties families[16];
    uint32_t n = 16;
    vkGetPhysicalDeviceQueueFamilyProperties(vk->physical, &n, families);
    const char *missing = NULL;
    if (vk->queue_family >= n || !(families[vk->queue_family].queueFlags & VK_QUEUE_GRAPHICS_BIT))
        missing = "a graphics queue (in the compute queue's family)";
    else if (!vk->features.features.geometryShader)
        missing = "the geometryShader feature";
    else if (!vk->features.features.tessellationShader)
        missing = "the tessellationShader feature";
    else if (!vk->features.features.shaderClipDistance)
        missing = "the shaderClipDistance feature";
    else if (!vk->features13.dynamicRendering)
        missing = "the dynamicRendering feature";
    if (missing) {
        snprintf(err, err_size, "device %s lacks %s", vk->props.deviceName, missing);
        vk_context_destroy(vk);
        return false;
    }
    return true;
}

/* ---- known driver bugs ----------------------------------------------------------- */

/* Tests whose expected pixels a driver bug can break although the
 * translation is right. Each names a probe: the same test drawn with SPIR-V
 * that did not come from our translator (tests/render/probes/<probe>.json,
 * a self-test description). The probe runs first on the same device; if it
 * passes, the test runs as any other; if it fails, the driver is shown wrong
 * on this machine and the test is skipped with the probe's result.
 * --run-skipped runs the test whatever the probe says. */
static const struct {
    const char *id;
    const char *probe;
    const char *what;
} known_driver_bugs[] = {
    /* Seen on lavapipe 22.3 and 25.0.7 (x86-64): the noperspective channel
     * comes out NaN where the view volume clips the triangle (w differs at the
     * ends of the clipped edge); glslang's modules for the same HLSL do the
     * same, and so do ours with every difference from glslang's removed
     * (gl_PointSize, gl_FragCoord, locations 0/1, whole-vector stores). */
    {"interp_perspective", "interp_perspective",
     "glslang's SPIR-V for the same HLSL: noperspective interpolation on a clipped triangle with w = 1, 2, 4"},
};

static int known_bug_of(const char *id)
{
    for (size_t k = 0; k < sizeof(known_driver_bugs) / sizeof(known_driver_bugs[0]); k++)
        if (strcmp(known_driver_bugs[k].id, id) == 0)
            return (int)k;
    return -1;
}

static rt_case probe_case(d2s_ctx *ctx, int bug)
{
    rt_case p = {0};
    p.id = d2s_sprintf(ctx, "probe/%s", known_driver_bugs[bug].probe);
    p.selftest_path = d2s_sprintf(ctx, "%s/%s.json", RENDER_RUN_PROBE_DIR, known_driver_bugs[bug].probe);
    p.spv_dir = RENDER_RUN_PROBE_SPV_DIR;
    return p;
}

/* Prints the skip line and returns true when `bug`'s probe failed. */
static bool skip_for_probe(const char *id, int bug, bool probe_passed, const char *probe_line)
{
    if (probe_passed)
        return false;
    printf("SKIP %s: driver bug shown by probe %s (%s; not our translation): %s\n", id, known_driver_bugs[bug].probe,
           known_driver_bugs[bug].what, probe_line);
    return true;
}

/* ---- running --------------------------------------------------------------------- */

typedef struct tally {
    unsigned passed, failed, skipped, translate_failed, unsupported;
} tally;

static rt_options make_test_options(const options *o)
{
    rt_options to = {0};
    to.verbose = o->h.verbose;
    to.default_bindings = o->default_bindings;
    to.flip_y = o->flip_y;
    to.discard = o->discard;
    to.root_signature = o->root_signature;
    to.root_signature_sets = o->root_signature_sets;
    to.timeout_ns = (uint64_t)o->h.timeout_s * 1000000000u;
    to.save_spirv_dir = o->h.save_spirv_dir;
    return to;
}

/* A probe checks the driver with the corpus's own conventions: no
 * translation options apply to it. */
static rt_options make_probe_options(const options *o)
{
    rt_options to = make_test_options(o);
    to.flip_y = false;
    to.discard = 0;
    to.default_bindings = false;
    to.root_signature = 0;
    return to;
}

static void count(tally *tl, rt_outcome outcome)
{
    switch (outcome) {
    case RT_PASS: tl->passed++; return;
    case RT_SKIP: tl->skipped++; return;
    case RT_TRANSLATE_FAILED: tl->translate_failed++; break;
    case RT_UNSUPPORTED: tl->unsupported++; break;
    case RT_FAIL: break;
    }
    tl->failed++;
}

static int run_in_process(const options *o, const case_vec *cases, tally *tl)
{
    vk_context vk;
    char err[1024];
    if (!create_device(o, &vk, err, sizeof(err))) {
        harness_setup_error(o->h.prog, err);
        return 2;
    }
    if (o->h.verbose)
        printf("device: %s\n", vk.description);
    rt_options to = make_test_options(o);
    for (uint32_t i = 0; i < cases->count; i++) {
        int bug = o->h.selftest_dir || o->h.run_skipped ? -1 : known_bug_of(cases->data[i].id);
        if (bug >= 0) {
            d2s_ctx pctx;
            d2s_ctx_init(&pctx, NULL);
            rt_case p = probe_case(&pctx, bug);
            rt_options po = make_probe_options(o);
            rt_result pr;
            rt_run_test(&vk, &p, &po, &pr);
            bool skip = skip_for_probe(cases->data[i].id, bug, pr.outcome == RT_PASS, pr.line);
            d2s_ctx_release(&pctx);
            if (skip) {
                tl->skipped++;
                continue;
            }
        }
        rt_result r;
        rt_run_test(&vk, &cases->data[i], &to, &r);
        printf("%s\n", r.line);
        fflush(stdout);
        count(tl, r.outcome);
        if (r.device_hung) {
            /* The device is still drawing; neither it nor this process can
             * be cleaned up safely. */
            printf("%s: stopping after a hung draw (remaining tests not run)\n", o->h.prog);
            printf("%s: %u passed, %u failed\n", o->h.prog, tl->passed, tl->failed);
            fflush(stdout);
            _exit(1);
        }
    }
    vk_context_destroy(&vk);
    return 0;
}

typedef struct test_child_arg {
    const options *o;
    const rt_case *c;
    bool probe; /* run with make_probe_options() */
} test_child_arg;

static void test_child(void *arg, int fd)
{
    const test_child_arg *a = arg;
    vk_context vk;
    char err[1024];
    if (!create_device(a->o, &vk, err, sizeof(err)))
        harness_child_setup_failed(fd, err);
    rt_options to = a->probe ? make_probe_options(a->o) : make_test_options(a->o);
    to.progress = harness_child_progress;
    to.progress_user = &fd;
    rt_result r;
    rt_run_test(&vk, a->c, &to, &r);
    static const int codes[] = {[RT_PASS] = HARNESS_CHILD_PASS, [RT_FAIL] = HARNESS_CHILD_FAIL,
                                [RT_TRANSLATE_FAILED] = CHILD_TRANSLATE_FAILED, [RT_UNSUPPORTED] = CHILD_UNSUPPORTED,
                                [RT_SKIP] = HARNESS_CHILD_SKIP};
    harness_child_finish(fd, &vk, r.line, r.device_hung, codes[r.outcome]);
}

static void probe_child(void *arg, int fd)
{
    const options *o = arg;
    vk_context vk;
    char err[1024];
    if (!create_device(o, &vk, err, sizeof(err)))
        harness_child_setup_failed(fd, err);
    harness_child_finish(fd, &vk, vk.description, false, HARNESS_CHILD_PASS);
}

static int run_forked(d2s_ctx *ctx, const options *o, const case_vec *cases, tally *tl)
{
    harness_child_outcome c;
    harness_run_child(probe_child, (void *)o, o->h.timeout_s, &c);
    const char *why = harness_probe_failure(ctx, &c, o->h.timeout_s);
    if (why) {
        harness_setup_error(o->h.prog, why);
        return 2;
    }
    if (o->h.verbose)
        printf("device: %s\n", c.result);

    for (uint32_t i = 0; i < cases->count; i++) {
        const rt_case *t = &cases->data[i];
        int bug = o->h.selftest_dir || o->h.run_skipped ? -1 : known_bug_of(t->id);
        if (bug >= 0) {
            rt_case p = probe_case(ctx, bug);
            test_child_arg parg = {o, &p, true};
            harness_run_child(test_child, &parg, o->h.timeout_s, &c);
            bool exited = !c.timed_out && c.status != -1 && WIFEXITED(c.status);
            bool passed = exited && WEXITSTATUS(c.status) == HARNESS_CHILD_PASS && strncmp(c.result, "PASS", 4) == 0;
            const char *line = exited && c.result[0] ? c.result : harness_describe_status(ctx, &c, o->h.timeout_s);
            if (skip_for_probe(t->id, bug, passed, line)) {
                tl->skipped++;
                continue;
            }
        }
        test_child_arg arg = {o, t, false};
        harness_run_child(test_child, &arg, o->h.timeout_s, &c);
        bool exited = !c.timed_out && c.status != -1 && WIFEXITED(c.status);
        int code = exited ? WEXITSTATUS(c.status) : -1;
        bool reported = exited && c.result[0] &&
                        (code == HARNESS_CHILD_PASS || code == HARNESS_CHILD_FAIL || code == CHILD_TRANSLATE_FAILED ||
                         code == CHILD_UNSUPPORTED || code == HARNESS_CHILD_SKIP);
        if (reported) {
            printf("%s\n", c.result);
            rt_outcome outcome = code == HARNESS_CHILD_PASS && strncmp(c.result, "PASS", 4) == 0 ? RT_PASS
                                 : code == HARNESS_CHILD_SKIP && strncmp(c.result, "SKIP", 4) == 0 ? RT_SKIP
                                 : code == CHILD_TRANSLATE_FAILED                        ? RT_TRANSLATE_FAILED
                                 : code == CHILD_UNSUPPORTED                             ? RT_UNSUPPORTED
                                                                                         : RT_FAIL;
            count(tl, outcome);
        } else {
            printf("FAIL %s: %s\n", t->id, harness_describe_status(ctx, &c, o->h.timeout_s));
            count(tl, RT_FAIL);
        }
        fflush(stdout);
    }
    return 0;
}

/* ---- main ------------------------------------------------------------------------- */

int main(int argc, char **argv)
{
    options o;
    if (!parse_args(argc, argv, &o)) {
        usage(stderr);
        return 2;
    }
    o.h.prog = o.h.selftest_dir ? "render_selftest" : "render_run";
    const char *prog = o.h.prog;
    d2s_ctx ctx;
    d2s_ctx_init(&ctx, NULL);
    discovery ds = {&ctx, &o, {0}};
    if (!harness_protected(&ctx, discover, &ds)) {
        harness_setup_error(prog, ctx.message);
        d2s_ctx_release(&ctx);
        return 2;
    }
    const case_vec *cases = &ds.cases;
    if (o.h.list) {
        for (uint32_t i = 0; i < cases->count; i++)
            printf("%s\n", cases->data[i].id);
        d2s_ctx_release(&ctx);
        return 0;
    }
    if (cases->count == 0) {
        printf("%s: no tests %s%s\n", prog, o.h.only ? "match --only " : "found", o.h.only ? o.h.only : "");
        printf("%s: 0 passed, 0 failed\n", prog);
        d2s_ctx_release(&ctx);
        return o.h.only ? 0 : 2;
    }

    tally tl = {0};
    int rc = o.h.no_fork ? run_in_process(&o, cases, &tl) : run_forked(&ctx, &o, cases, &tl);
    d2s_ctx_release(&ctx);
    if (rc)
        return rc;
    if (tl.translate_failed + tl.unsupported)
        printf("%s: of the failures, %u are translation errors (%u of them unsupported features)\n", prog,
               tl.translate_failed + tl.unsupported, tl.unsupported);
    printf("%s: %u passed, %u failed, %u skipped\n", prog, tl.passed, tl.failed, tl.skipped);
    return tl.failed ? 1 : 0;
}
