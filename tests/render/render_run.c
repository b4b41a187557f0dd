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
#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "render_test.h"
#include "util/ctx.h"
#include "vk_context.h"

/* Child exit statuses. Anything else (a sanitizer's exit code, a signal)
 * means the child went wrong after or instead of reporting. */
enum {
    CHILD_PASS = 0,
    CHILD_FAIL = 10,
    CHILD_SETUP_ERROR = 11,
    CHILD_TRANSLATE_FAILED = 12,
    CHILD_UNSUPPORTED = 13,
};

typedef struct options {
    const char *render_dir;
    const char *selftest_dir; /* --selftest DIR SPV_DIR */
    const char *spv_dir;
    const char *only;
    bool list;
    bool verbose;
    bool no_fork;
    bool run_skipped;
    bool default_bindings;
    unsigned timeout_s;
    const char *save_spirv_dir;
    vk_context_options vk;
    const char *prog; /* in summary lines: render_run or render_selftest */
} options;

static void usage(FILE *f)
{
    fprintf(f,
            "usage: render_run [OPTIONS] [RENDER_DIR]\n"
            "       render_run --selftest SELFTEST_DIR SPV_DIR [OPTIONS]\n"
            "Draws every render test RENDER_DIR/<name>/test.json: translates each stage's .dxil with\n"
            "dxil2spv, draws once on Vulkan (Mesa lavapipe) and compares the pixels with the sidecar.\n"
            "  --only SUBSTR       only tests whose name contains SUBSTR\n"
            "  --list              list the tests, run nothing\n"
            "  --verbose           print reflections, bindings and vertex-input locations\n"
            "  --timeout SEC       limit per test (default 120)\n"
            "  --no-fork           run the tests in this process (for debuggers)\n"
            "  --run-skipped       also run the tests skipped for known driver bugs\n"
            "  --default-bindings  use dxil2spv's default binding map instead of per-stage bindings\n"
            "  --device SUBSTR     use the Vulkan device whose name contains SUBSTR, not lavapipe\n"
            "  --validate          enable VK_LAYER_KHRONOS_validation\n"
            "  --save-spirv DIR    write each translation to DIR/<name>.<stage>.spv\n"
            "Exit status: 0 all passed, 1 a test failed, 2 setup or usage error.\n");
}

static bool parse_args(int argc, char **argv, options *o)
{
    memset(o, 0, sizeof(*o));
    o->timeout_s = 120;
#ifdef RENDER_RUN_DEFAULT_DIR
    o->render_dir = RENDER_RUN_DEFAULT_DIR;
#endif
    bool have_dir = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        bool has_next = i + 1 < argc;
        if (strcmp(a, "--only") == 0 && has_next) {
            o->only = argv[++i];
        } else if (strcmp(a, "--list") == 0) {
            o->list = true;
        } else if (strcmp(a, "--verbose") == 0 || strcmp(a, "-v") == 0) {
            o->verbose = true;
        } else if (strcmp(a, "--no-fork") == 0) {
            o->no_fork = true;
        } else if (strcmp(a, "--run-skipped") == 0) {
            o->run_skipped = true;
        } else if (strcmp(a, "--default-bindings") == 0) {
            o->default_bindings = true;
        } else if (strcmp(a, "--timeout") == 0 && has_next) {
            char *end;
            unsigned long t = strtoul(argv[++i], &end, 10);
            if (*end || t == 0 || t > 86400) {
                fprintf(stderr, "render_run: bad --timeout '%s'\n", argv[i]);
                return false;
            }
            o->timeout_s = (unsigned)t;
        } else if (strcmp(a, "--device") == 0 && has_next) {
            o->vk.device_name = argv[++i];
        } else if (strcmp(a, "--validate") == 0) {
            o->vk.validation = true;
        } else if (strcmp(a, "--save-spirv") == 0 && has_next) {
            o->save_spirv_dir = argv[++i];
        } else if (strcmp(a, "--selftest") == 0 && i + 2 < argc) {
            o->selftest_dir = argv[++i];
            o->spv_dir = argv[++i];
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            exit(0);
        } else if (a[0] != '-' && !have_dir) {
            o->render_dir = a;
            have_dir = true;
        } else {
            fprintf(stderr, "render_run: unknown or incomplete option '%s'\n", a);
            return false;
        }
    }
    if (!o->selftest_dir && !o->render_dir) {
        fprintf(stderr, "render_run: no render test directory given\n");
        return false;
    }
    return true;
}

/* ---- test discovery ---------------------------------------------------------- */

typedef D2S_VEC(rt_case) case_vec;
typedef D2S_VEC(char *) name_vec;

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorted names in `dir` of the sub-directories holding a file `marker`, or
 * (marker NULL) of the regular files ending in `suffix` (without it). */
static name_vec list_dir(d2s_ctx *ctx, const char *dir, const char *marker, const char *suffix)
{
    name_vec names = {0};
    DIR *d = opendir(dir);
    if (!d)
        d2s_fail(ctx, D2S_ERR_INVALID, "cannot open the folder %s: %s", dir, strerror(errno));
    size_t slen = suffix ? strlen(suffix) : 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        size_t n = strlen(e->d_name);
        struct stat sb;
        if (marker) {
            if (stat(d2s_sprintf(ctx, "%s/%s/%s", dir, e->d_name, marker), &sb) == 0 && S_ISREG(sb.st_mode))
                d2s_vec_push(ctx, &names, d2s_strndup(ctx, e->d_name, n));
        } else if (n > slen && strcmp(e->d_name + n - slen, suffix) == 0 &&
                   stat(d2s_sprintf(ctx, "%s/%s", dir, e->d_name), &sb) == 0 && S_ISREG(sb.st_mode)) {
            d2s_vec_push(ctx, &names, d2s_strndup(ctx, e->d_name, n - slen));
        }
    }
    closedir(d);
    if (names.count)
        qsort(names.data, names.count, sizeof(char *), compare_names);
    return names;
}

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
    bool selftests = o->selftest_dir != NULL;
    const char *root = selftests ? o->selftest_dir : o->render_dir;
    name_vec names = selftests ? list_dir(ctx, root, NULL, ".json") : list_dir(ctx, root, "test.json", NULL);
    for (uint32_t i = 0; i < names.count; i++) {
        rt_case c = {0};
        c.id = selftests ? d2s_sprintf(ctx, "selftest/%s", names.data[i]) : names.data[i];
        if (o->only && !strstr(c.id, o->only))
            continue;
        if (selftests) {
            c.selftest_path = d2s_sprintf(ctx, "%s/%s.json", root, names.data[i]);
            c.spv_dir = o->spv_dir;
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
    if (!vk_context_create(vk, &o->vk, err, err_size))
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

/* ---- running --------------------------------------------------------------------- */

typedef struct tally {
    unsigned passed, failed, translate_failed, unsupported;
} tally;

static rt_options make_test_options(const options *o)
{
    rt_options to = {0};
    to.verbose = o->verbose;
    to.default_bindings = o->default_bindings;
    to.timeout_ns = (uint64_t)o->timeout_s * 1000000000u;
    to.save_spirv_dir = o->save_spirv_dir;
    return to;
}

static void count(tally *tl, rt_outcome outcome)
{
    switch (outcome) {
    case RT_PASS: tl->passed++; return;
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
        fprintf(stderr, "%s: setup error: %s\n", o->prog, err);
        printf("%s: setup error: %s\n", o->prog, err);
        return 2;
    }
    if (o->verbose)
        printf("device: %s\n", vk.description);
    rt_options to = make_test_options(o);
    for (uint32_t i = 0; i < cases->count; i++) {
        rt_result r;
        rt_run_test(&vk, &cases->data[i], &to, &r);
        printf("%s\n", r.line);
        fflush(stdout);
        count(tl, r.outcome);
        if (r.device_hung) {
            /* The device is still drawing; neither it nor this process can
             * be cleaned up safely. */
            printf("%s: stopping after a hung draw (remaining tests not run)\n", o->prog);
            printf("%s: %u passed, %u failed\n", o->prog, tl->passed, tl->failed);
            fflush(stdout);
            _exit(1);
        }
    }
    vk_context_destroy(&vk);
    return 0;
}

/* Pipe protocol, child to parent: "@<stage>\n" as the test proceeds, then
 * "=<result line>\n" once. */
static void write_all(int fd, const char *s, size_t n)
{
    while (n) {
        ssize_t w = write(fd, s, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return;
        s += w;
        n -= (size_t)w;
    }
}

static void report(int fd, char tag, const char *text)
{
    char buf[2200];
    int n = snprintf(buf, sizeof(buf), "%c%s\n", tag, text);
    if (n > 0)
        write_all(fd, buf, (size_t)n < sizeof(buf) ? (size_t)n : sizeof(buf) - 1);
}

static void child_progress(void *user, const char *stage)
{
    report(*(int *)user, '@', stage);
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct child_outcome {
    bool timed_out;
    int status;         /* from waitpid; -1: no child */
    char stage[256];    /* last "@" report */
    char result[2100];  /* the "=" report, without the tag */
} child_outcome;

/* Collects a child's reports until it closes the pipe or the time is up. */
static void read_reports(int fd, pid_t pid, unsigned timeout_s, child_outcome *out)
{
    char buf[8192];
    size_t len = 0;
    double deadline = now_s() + timeout_s;
    for (;;) {
        double left = deadline - now_s();
        if (left <= 0) {
            out->timed_out = true;
            kill(pid, SIGKILL);
            return;
        }
        struct pollfd pfd = {fd, POLLIN, 0};
        int pr = poll(&pfd, 1, (int)(left * 1000) + 1);
        if (pr <= 0)
            continue; /* EINTR or the deadline: checked above */
        ssize_t n = read(fd, buf + len, sizeof(buf) - 1 - len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return; /* EOF: the child has exited */
        len += (size_t)n;
        buf[len] = '\0';
        char *line = buf, *nl;
        while ((nl = strchr(line, '\n')) != NULL) {
            *nl = '\0';
            if (line[0] == '@')
                snprintf(out->stage, sizeof(out->stage), "%s", line + 1);
            else if (line[0] == '=')
                snprintf(out->result, sizeof(out->result), "%s", line + 1);
            line = nl + 1;
        }
        len = strlen(line);
        memmove(buf, line, len + 1);
        if (len == sizeof(buf) - 1)
            len = 0; /* an absurdly long line: drop it */
    }
}

/* Runs fn(arg, fd) in a child (fn exits) and collects its reports and status. */
static void run_child(void (*fn)(void *, int), void *arg, unsigned timeout_s, child_outcome *out)
{
    memset(out, 0, sizeof(*out));
    fflush(stdout);
    fflush(stderr);
    int fds[2];
    if (pipe(fds) != 0) {
        snprintf(out->result, sizeof(out->result), "pipe failed: %s", strerror(errno));
        out->status = -1;
        return;
    }
    pid_t pid = fork();
    if (pid < 0) {
        close(fds[0]);
        close(fds[1]);
        snprintf(out->result, sizeof(out->result), "fork failed: %s", strerror(errno));
        out->status = -1;
        return;
    }
    if (pid == 0) {
        close(fds[0]);
        fn(arg, fds[1]);
        _exit(CHILD_SETUP_ERROR);
    }
    close(fds[1]);
    read_reports(fds[0], pid, timeout_s, out);
    close(fds[0]);
    while (waitpid(pid, &out->status, 0) < 0 && errno == EINTR) {
    }
}

typedef struct test_child_arg {
    const options *o;
    const rt_case *c;
} test_child_arg;

static void test_child(void *arg, int fd)
{
    const test_child_arg *a = arg;
    vk_context vk;
    char err[1024];
    if (!create_device(a->o, &vk, err, sizeof(err))) {
        report(fd, '=', err);
        exit(CHILD_SETUP_ERROR);
    }
    rt_options to = make_test_options(a->o);
    to.progress = child_progress;
    to.progress_user = &fd;
    rt_result r;
    rt_run_test(&vk, a->c, &to, &r);
    fflush(stdout);
    report(fd, '=', r.line);
    if (r.device_hung)
        _exit(CHILD_FAIL); /* the device is busy: no teardown, no exit handlers */
    vk_context_destroy(&vk);
    static const int codes[] = {[RT_PASS] = CHILD_PASS, [RT_FAIL] = CHILD_FAIL,
                                [RT_TRANSLATE_FAILED] = CHILD_TRANSLATE_FAILED, [RT_UNSUPPORTED] = CHILD_UNSUPPORTED};
    /* exit(), not _exit(): sanitizers check for leaks at exit. */
    exit(codes[r.outcome]);
}

static void probe_child(void *arg, int fd)
{
    const options *o = arg;
    vk_context vk;
    char err[1024];
    if (!create_device(o, &vk, err, sizeof(err))) {
        report(fd, '=', err);
        exit(CHILD_SETUP_ERROR);
    }
    report(fd, '=', vk.description);
    vk_context_destroy(&vk);
    exit(CHILD_PASS);
}

static const char *describe_status(d2s_ctx *ctx, const child_outcome *c, unsigned timeout_s)
{
    const char *where = c->stage[0] ? d2s_sprintf(ctx, " while %s", c->stage) : "";
    if (c->timed_out)
        return d2s_sprintf(ctx, "timed out after %u s%s", timeout_s, where);
    if (c->status == -1)
        return c->result;
    const char *after = c->result[0] ? d2s_sprintf(ctx, " after reporting: %s", c->result) : "";
    if (WIFSIGNALED(c->status))
        return d2s_sprintf(ctx, "crashed with signal %d (%s)%s%s (see the output above)", WTERMSIG(c->status),
                           strsignal(WTERMSIG(c->status)), c->result[0] ? "" : where, after);
    return d2s_sprintf(ctx, "exited with status %d%s%s (see the output above)", WEXITSTATUS(c->status),
                       c->result[0] ? "" : where, after);
}

static int run_forked(d2s_ctx *ctx, const options *o, const case_vec *cases, tally *tl)
{
    child_outcome c;
    run_child(probe_child, (void *)o, o->timeout_s, &c);
    if (c.timed_out || c.status == -1 || !WIFEXITED(c.status) || WEXITSTATUS(c.status) != CHILD_PASS) {
        const char *why = !c.timed_out && c.status != -1 && WIFEXITED(c.status) &&
                                  WEXITSTATUS(c.status) == CHILD_SETUP_ERROR && c.result[0]
                              ? c.result
                              : describe_status(ctx, &c, o->timeout_s);
        fprintf(stderr, "%s: setup error: %s\n", o->prog, why);
        printf("%s: setup error: %s\n", o->prog, why);
        return 2;
    }
    if (o->verbose)
        printf("device: %s\n", c.result);

    for (uint32_t i = 0; i < cases->count; i++) {
        const rt_case *t = &cases->data[i];
        test_child_arg arg = {o, t};
        run_child(test_child, &arg, o->timeout_s, &c);
        bool exited = !c.timed_out && c.status != -1 && WIFEXITED(c.status);
        int code = exited ? WEXITSTATUS(c.status) : -1;
        bool reported = exited && c.result[0] &&
                        (code == CHILD_PASS || code == CHILD_FAIL || code == CHILD_TRANSLATE_FAILED ||
                         code == CHILD_UNSUPPORTED);
        if (reported) {
            printf("%s\n", c.result);
            rt_outcome outcome = code == CHILD_PASS && strncmp(c.result, "PASS", 4) == 0 ? RT_PASS
                                 : code == CHILD_TRANSLATE_FAILED                        ? RT_TRANSLATE_FAILED
                                 : code == CHILD_UNSUPPORTED                             ? RT_UNSUPPORTED
                                                                                         : RT_FAIL;
            count(tl, outcome);
        } else {
            printf("FAIL %s: %s\n", t->id, describe_status(ctx, &c, o->timeout_s));
            count(tl, RT_FAIL);
        }
        fflush(stdout);
    }
    return 0;
}

/* Tests whose expected pixels lavapipe 22.3 (Debian 12) cannot produce
 * although the translation is right; each one was checked by hand. They are
 * reported as skipped with the reason, and run with --run-skipped. */
static const struct {
    const char *id;
    const char *reason;
} known_driver_bugs[] = {
    {"interp_perspective",
     "lavapipe 22.3's clipper computes the noperspective weight as 0/0 (NaN) for a clipped edge that is "
     "vertical on screen with different w at its ends; the same shaders are exact on an unclipped triangle"},
};

/* Removes the known-bug tests from the list (unless --run-skipped) and
 * returns how many were removed. */
static unsigned drop_known_driver_bugs(const options *o, case_vec *cases)
{
    if (o->run_skipped)
        return 0;
    unsigned skipped = 0;
    uint32_t out = 0;
    for (uint32_t i = 0; i < cases->count; i++) {
        const char *reason = NULL;
        for (size_t k = 0; k < sizeof(known_driver_bugs) / sizeof(known_driver_bugs[0]); k++)
            if (strcmp(known_driver_bugs[k].id, cases->data[i].id) == 0)
                reason = known_driver_bugs[k].reason;
        if (reason) {
            printf("SKIP %s: known driver bug: %s\n", cases->data[i].id, reason);
            skipped++;
        } else {
            cases->data[out++] = cases->data[i];
        }
    }
    cases->count = out;
    return skipped;
}

/* ---- main ------------------------------------------------------------------------- */

int main(int argc, char **argv)
{
    options o;
    if (!parse_args(argc, argv, &o)) {
        usage(stderr);
        return 2;
    }
    o.prog = o.selftest_dir ? "render_selftest" : "render_run";
    const char *prog = o.prog;
    d2s_ctx ctx;
    d2s_ctx_init(&ctx, NULL);
    discovery ds = {&ctx, &o, {0}};
    if (!rt_protected(&ctx, discover, &ds)) {
        printf("%s: setup error: %s\n", prog, ctx.message);
        fprintf(stderr, "%s: setup error: %s\n", prog, ctx.message);
        d2s_ctx_release(&ctx);
        return 2;
    }
    const case_vec *cases = &ds.cases;
    if (o.list) {
        for (uint32_t i = 0; i < cases->count; i++)
            printf("%s\n", cases->data[i].id);
        d2s_ctx_release(&ctx);
        return 0;
    }
    if (cases->count == 0) {
        printf("%s: no tests %s%s\n", prog, o.only ? "match --only " : "found", o.only ? o.only : "");
        printf("%s: 0 passed, 0 failed\n", prog);
        d2s_ctx_release(&ctx);
        return o.only ? 0 : 2;
    }

    unsigned skipped = o.selftest_dir ? 0 : drop_known_driver_bugs(&o, &ds.cases);
    tally tl = {0};
    int rc = o.no_fork ? run_in_process(&o, cases, &tl) : run_forked(&ctx, &o, cases, &tl);
    d2s_ctx_release(&ctx);
    if (rc)
        return rc;
    if (tl.translate_failed + tl.unsupported)
        printf("%s: of the failures, %u are translation errors (%u of them unsupported features)\n", prog,
               tl.translate_failed + tl.unsupported, tl.unsupported);
    printf("%s: %u passed, %u failed, %u skipped\n", prog, tl.passed, tl.failed, skipped);
    return tl.failed ? 1 : 0;
}
