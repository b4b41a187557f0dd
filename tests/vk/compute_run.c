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

#include "json.h"
#include "runner.h"
#include "util/ctx.h"
#include "vk_context.h"

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

/* Tests that hit known bugs of the driver the corpus was checked on (Mesa
 * lavapipe 22.3, LLVM 15; see tests/corpus/own/README.md, "Cross-check of the
 * expected values"). They are reported as skipped on lavapipe only; use
 * --run-skipped to try them anyway (e.g. on a newer Mesa). */
static const struct {
    const char *id;
    const char *reason;
} known_driver_bugs[] = {
    {"wave/wave_double", "lavapipe 22.3's LLVM crashes compiling 64-bit float subgroup operations"},
};

/* Child exit statuses. Anything else (a sanitizer's exit code, a signal)
 * means the child went wrong after or instead of reporting. */
enum { CHILD_PASS = 0, CHILD_FAIL = 10, CHILD_SETUP_ERROR = 11 };

typedef struct options {
    const char *corpus_dir;
    const char *selftest_dir; /* --selftest DIR SPV_DIR */
    const char *spv_dir;
    const char *only;
    bool list;
    bool verbose;
    bool no_fork;
    bool run_skipped;
    unsigned timeout_s;
    const char *save_spirv_dir;
    vk_context_options vk;
    const char *prog; /* name in summary lines: compute_run or compute_selftest */
} options;

static void usage(FILE *f)
{
    fprintf(f,
            "usage: compute_run [OPTIONS] [CORPUS_DIR]\n"
            "       compute_run --selftest SELFTEST_DIR SPV_DIR [OPTIONS]\n"
            "Runs every compute test whose sidecar (CORPUS_DIR/hlsl/<area>/<name>.json) has a run block:\n"
            "translates CORPUS_DIR/dxil/<area>/<name>.dxil with dxil2spv, dispatches it on Vulkan\n"
            "(Mesa lavapipe) and compares the buffers with the sidecar.\n"
            "  --only SUBSTR      only tests whose area/name contains SUBSTR\n"
            "  --list             list the tests, run nothing\n"
            "  --verbose          print the reflection and the binding of every resource\n"
            "  --timeout SEC      limit per test (default 120)\n"
            "  --no-fork          run the tests in this process (for debuggers)\n"
            "  --run-skipped      also run the tests listed as known driver bugs\n"
            "  --device SUBSTR    use the Vulkan device whose name contains SUBSTR, not lavapipe\n"
            "  --validate         enable VK_LAYER_KHRONOS_validation\n"
            "  --save-spirv DIR   write each translation to DIR/<area>_<name>.spv\n"
            "Exit status: 0 all passed, 1 a test failed, 2 setup or usage error.\n");
}

static bool parse_args(int argc, char **argv, options *o)
{
    memset(o, 0, sizeof(*o));
    o->timeout_s = 120;
#ifdef COMPUTE_RUN_DEFAULT_CORPUS
    o->corpus_dir = COMPUTE_RUN_DEFAULT_CORPUS;
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
        } else if (strcmp(a, "--timeout") == 0 && has_next) {
            char *end;
            unsigned long t = strtoul(argv[++i], &end, 10);
            if (*end || t == 0 || t > 86400) {
                fprintf(stderr, "compute_run: bad --timeout '%s'\n", argv[i]);
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
            o->corpus_dir = a;
            have_dir = true;
        } else {
            fprintf(stderr, "compute_run: unknown or incomplete option '%s'\n", a);
            return false;
        }
    }
    if (!o->selftest_dir && !o->corpus_dir) {
        fprintf(stderr, "compute_run: no corpus directory given\n");
        return false;
    }
    return true;
}

/* ---- test discovery ---------------------------------------------------- */

typedef D2S_VEC(test_case) test_vec;
typedef D2S_VEC(char *) name_vec;

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorted entries of a directory: sub-directories, or files ending in `suffix`
 * (returned without it). */
static name_vec list_dir(d2s_ctx *ctx, const char *dir, bool want_dirs, const char *suffix)
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
        char *path = d2s_sprintf(ctx, "%s/%s", dir, e->d_name);
        struct stat sb;
        if (stat(path, &sb) != 0)
            continue;
        size_t n = strlen(e->d_name);
        if (want_dirs && S_ISDIR(sb.st_mode))
            d2s_vec_push(ctx, &names, d2s_strndup(ctx, e->d_name, n));
        else if (!want_dirs && S_ISREG(sb.st_mode) && n > slen && strcmp(e->d_name + n - slen, suffix) == 0)
            d2s_vec_push(ctx, &names, d2s_strndup(ctx, e->d_name, n - slen));
    }
    closedir(d);
    if (names.count)
        qsort(names.data, names.count, sizeof(char *), compare_names);
    return names;
}

typedef struct discovery {
    d2s_ctx *ctx;
    const options *o;
    test_vec tests;
} discovery;

static const char *skip_reason_of(const char *id)
{
    for (size_t i = 0; i < COUNT_OF(known_driver_bugs); i++)
        if (strcmp(known_driver_bugs[i].id, id) == 0)
            return known_driver_bugs[i].reason;
    return NULL;
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
    char *text = test_read_file(p->ctx, p->path, &size);
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
    bool ok = test_protected(&tmp, peek_body, &p);
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

static void discover_corpus(void *arg)
{
    discovery *ds = arg;
    d2s_ctx *ctx = ds->ctx;
    const char *root = ds->o->corpus_dir;
    const char *hlsl = d2s_sprintf(ctx, "%s/hlsl", root);
    name_vec areas = list_dir(ctx, hlsl, true, NULL);
    for (uint32_t a = 0; a < areas.count; a++) {
        const char *area_dir = d2s_sprintf(ctx, "%s/%s", hlsl, areas.data[a]);
        name_vec names = list_dir(ctx, area_dir, false, ".json");
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
            t.shader_path = d2s_sprintf(ctx, "%s/dxil/%s/%s.dxil", root, areas.data[a], names.data[n]);
            t.skip_reason = skip_reason_of(t.id);
            d2s_vec_push(ctx, &ds->tests, t);
        }
    }
}

static void discover_selftests(void *arg)
{
    discovery *ds = arg;
    d2s_ctx *ctx = ds->ctx;
    name_vec names = list_dir(ctx, ds->o->selftest_dir, false, ".json");
    for (uint32_t n = 0; n < names.count; n++) {
        test_case t = {0};
        t.id = d2s_sprintf(ctx, "selftest/%s", names.data[n]);
        if (ds->o->only && !strstr(t.id, ds->o->only))
            continue;
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
    return to;
}

static bool skip_test(const options *o, const test_case *t, bool is_lavapipe, tally *tl)
{
    if (!t->skip_reason || o->run_skipped || !is_lavapipe)
        return false;
    printf("SKIP %s: %s\n", t->id, t->skip_reason);
    tl->skipped++;
    return true;
}

static int run_in_process(const options *o, const test_vec *tests, tally *tl)
{
    vk_context vk;
    char err[1024];
    if (!vk_context_create(&vk, &o->vk, err, sizeof(err))) {
        fprintf(stderr, "%s: setup error: %s\n", o->prog, err);
        printf("%s: setup error: %s\n", o->prog, err);
        return 2;
    }
    if (o->verbose)
        printf("device: %s\n", vk.description);
    bool is_lavapipe = vk.driver_id == VK_DRIVER_ID_MESA_LLVMPIPE;
    test_options to = make_test_options(o);
    for (uint32_t i = 0; i < tests->count; i++) {
        const test_case *t = &tests->data[i];
        if (skip_test(o, t, is_lavapipe, tl))
            continue;
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
    int status;       /* from waitpid */
    char stage[256];  /* last "@" report */
    char result[2100]; /* the "=" report, without the tag */
} child_outcome;

/* Runs fn(arg, fd) in a child and collects its reports and exit status. */
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
        fn(arg, fds[1]); /* exits */
        _exit(CHILD_SETUP_ERROR);
    }
    close(fds[1]);
    char buf[8192];
    size_t len = 0;
    double deadline = now_s() + timeout_s;
    for (;;) {
        double left = deadline - now_s();
        if (left <= 0) {
            out->timed_out = true;
            kill(pid, SIGKILL);
            break;
        }
        struct pollfd pfd = {fds[0], POLLIN, 0};
        int pr = poll(&pfd, 1, (int)(left * 1000) + 1);
        if (pr < 0 && errno == EINTR)
            continue;
        if (pr <= 0)
            continue;
        ssize_t n = read(fds[0], buf + len, sizeof(buf) - 1 - len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break; /* EOF: the child has exited (or closed its end) */
        len += (size_t)n;
        buf[len] = '\0';
        /* Consume complete lines. */
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
    close(fds[0]);
    while (waitpid(pid, &out->status, 0) < 0 && errno == EINTR) {
    }
}

typedef struct test_child_arg {
    const options *o;
    const test_case *t;
} test_child_arg;

static void test_child(void *arg, int fd)
{
    const test_child_arg *a = arg;
    vk_context vk;
    char err[1024];
    if (!vk_context_create(&vk, &a->o->vk, err, sizeof(err))) {
        report(fd, '=', err);
        exit(CHILD_SETUP_ERROR);
    }
    test_options to = make_test_options(a->o);
    to.progress = child_progress;
    to.progress_user = &fd;
    test_result r;
    run_test(&vk, a->t, &to, &r);
    fflush(stdout);
    report(fd, '=', r.line);
    if (r.device_hung)
        _exit(CHILD_FAIL); /* the device is busy: no teardown, no exit handlers */
    vk_context_destroy(&vk);
    /* exit(), not _exit(): sanitizers check for leaks at exit. */
    exit(r.passed ? CHILD_PASS : CHILD_FAIL);
}

static void probe_child(void *arg, int fd)
{
    const options *o = arg;
    vk_context vk;
    char err[1024];
    if (!vk_context_create(&vk, &o->vk, err, sizeof(err))) {
        report(fd, '=', err);
        exit(CHILD_SETUP_ERROR);
    }
    char line[1100];
    snprintf(line, sizeof(line), "%d %s", vk.driver_id == VK_DRIVER_ID_MESA_LLVMPIPE, vk.description);
    report(fd, '=', line);
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

static int run_forked(d2s_ctx *ctx, const options *o, const test_vec *tests, tally *tl)
{
    child_outcome c;
    run_child(probe_child, (void *)o, o->timeout_s, &c);
    if (c.timed_out || c.status == -1 || !WIFEXITED(c.status) || WEXITSTATUS(c.status) != CHILD_PASS) {
        const char *why = WIFEXITED(c.status) && WEXITSTATUS(c.status) == CHILD_SETUP_ERROR && c.result[0]
                              ? c.result
                              : describe_status(ctx, &c, o->timeout_s);
        fprintf(stderr, "%s: setup error: %s\n", o->prog, why);
        printf("%s: setup error: %s\n", o->prog, why);
        return 2;
    }
    bool is_lavapipe = c.result[0] == '1';
    if (o->verbose)
        printf("device: %s\n", c.result + 2);

    for (uint32_t i = 0; i < tests->count; i++) {
        const test_case *t = &tests->data[i];
        if (skip_test(o, t, is_lavapipe, tl))
            continue;
        test_child_arg arg = {o, t};
        run_child(test_child, &arg, o->timeout_s, &c);
        bool exited = !c.timed_out && c.status != -1 && WIFEXITED(c.status);
        int code = exited ? WEXITSTATUS(c.status) : -1;
        if (exited && (code == CHILD_PASS || code == CHILD_FAIL) && c.result[0]) {
            printf("%s\n", c.result);
            if (code == CHILD_PASS && strncmp(c.result, "PASS", 4) == 0)
                tl->passed++;
            else
                tl->failed++;
        } else {
            printf("FAIL %s: %s\n", t->id, describe_status(ctx, &c, o->timeout_s));
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
    if (!test_protected(&ctx, discover, &ms)) {
        printf("%s: setup error: %s\n", prog, ctx.message);
        fprintf(stderr, "%s: setup error: %s\n", prog, ctx.message);
        d2s_ctx_release(&ctx);
        return 2;
    }
    const test_vec *tests = &ms.ds.tests;
    if (o.list) {
        for (uint32_t i = 0; i < tests->count; i++) {
            const test_case *t = &tests->data[i];
            if (t->skip_reason)
                printf("%s (skipped on lavapipe: %s)\n", t->id, t->skip_reason);
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
