/* Unit tests of the pieces the Vulkan harnesses share that need no device:
 * option parsing, folder listing, how a child's end is described, and the
 * verdict line. Part
 * of test_harness_units (see test_harness_units.c). */
#include "test_harness_shared.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <vulkan/vulkan.h>

#include "dxil2spv.h"
#include "harness_child.h"
#include "harness_cli.h"
#include "harness_fs.h"
#include "harness_verdict.h"
#include "vk_descriptor_name.h"

static void check(unsigned *passed, unsigned *failed, bool ok, const char *what)
{
    if (ok) {
        (*passed)++;
    } else {
        (*failed)++;
        printf("FAIL %s\n", what);
    }
}
#define CHECK(ok, what) check(passed, failed, (ok), (what))

typedef struct extra_seen {
    bool flag;
    const char *value;
} extra_seen;

/* A harness-specific flag and one with a value, as render_run adds them. */
static int extra_option(void *user, int argc, char **argv, int i)
{
    extra_seen *e = user;
    if (strcmp(argv[i], "--flag") == 0) {
        e->flag = true;
        return 1;
    }
    if (strcmp(argv[i], "--with") == 0 && i + 1 < argc) {
        e->value = argv[i + 1];
        return 2;
    }
    return 0;
}

static bool parse(extra_seen *e, harness_options *o, int argc, const char *const *args)
{
    char *argv[24];
    argv[0] = (char *)"tool";
    for (int i = 0; i < argc && i < 23; i++)
        argv[i + 1] = (char *)args[i];
    memset(e, 0, sizeof(*e));
    harness_cli cli = {.tool = "tool", .default_dir = NULL, .no_dir = "no folder given", .extra = extra_option,
                       .extra_user = e};
    return harness_parse_args(&cli, argc + 1, argv, o);
}

static void test_cli(unsigned *passed, unsigned *failed)
{
    harness_options o;
    extra_seen e;
    const char *all[] = {"--only", "x", "--list", "-v", "--no-fork", "--run-skipped", "--timeout", "7", "--device",
                         "llvm", "--validate", "--save-spirv", "out", "--flag", "--with", "v", "corpus"};
    bool ok = parse(&e, &o, 17, all);
    CHECK(ok, "cli: every option parses");
    CHECK(ok && o.only && strcmp(o.only, "x") == 0 && o.list && o.verbose && o.no_fork && o.run_skipped &&
              o.timeout_s == 7 && o.vk.device_name && strcmp(o.vk.device_name, "llvm") == 0 && o.vk.validation &&
              o.save_spirv_dir && strcmp(o.save_spirv_dir, "out") == 0 && o.dir && strcmp(o.dir, "corpus") == 0 &&
              !o.selftest_dir,
          "cli: common option values");
    CHECK(ok && e.flag && e.value && strcmp(e.value, "v") == 0, "cli: harness options through the callback");

    const char *dir_only[] = {"corpus"};
    ok = parse(&e, &o, 1, dir_only);
    CHECK(ok && o.timeout_s == 120 && !o.list && !o.verbose && !o.only && !e.flag, "cli: defaults");

    const char *selftest[] = {"--selftest", "st", "spv"};
    ok = parse(&e, &o, 3, selftest);
    CHECK(ok && o.selftest_dir && strcmp(o.selftest_dir, "st") == 0 && o.spv_dir && strcmp(o.spv_dir, "spv") == 0,
          "cli: --selftest takes two folders and needs no corpus");

    fprintf(stderr, "(the errors below are expected)\n");
    const char *none[] = {"--list"};
    CHECK(!parse(&e, &o, 1, none), "cli: no folder is an error");
    const char *bad_timeout[] = {"--timeout", "0", "corpus"};
    CHECK(!parse(&e, &o, 3, bad_timeout), "cli: --timeout 0 is rejected");
    const char *junk_timeout[] = {"--timeout", "5s", "corpus"};
    CHECK(!parse(&e, &o, 3, junk_timeout), "cli: --timeout with junk is rejected");
    const char *unknown[] = {"--frobnicate", "corpus"};
    CHECK(!parse(&e, &o, 2, unknown), "cli: an unknown option is rejected");
    const char *two_dirs[] = {"a", "b"};
    CHECK(!parse(&e, &o, 2, two_dirs), "cli: a second folder is rejected");
    const char *short_selftest[] = {"--selftest", "st"};
    CHECK(!parse(&e, &o, 2, short_selftest), "cli: --selftest with one folder is rejected");
    const char *missing_value[] = {"corpus", "--with"};
    CHECK(!parse(&e, &o, 2, missing_value), "cli: a harness option without its value is rejected");

    char *text = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    harness_help h = {.width = 21, .only = "ONLY", .verbose = "VERBOSE", .run_skipped = "SKIPPED",
                      .extra = "  --extra            EXTRA\n", .save_spirv = "SAVE"};
    harness_print_options(f, &h);
    fclose(f);
    CHECK(text && strstr(text, "  --only SUBSTR      ONLY\n") && strstr(text, "  --run-skipped      SKIPPED\n"
                                                                                 "  --extra            EXTRA\n"
                                                                                 "  --device SUBSTR") &&
              strstr(text, "  --save-spirv DIR   SAVE\n"),
          "cli: help lines aligned at the given column, extra lines after --run-skipped");
    free(text);
}

static void touch(const char *path)
{
    FILE *f = fopen(path, "w");
    if (f)
        fclose(f);
}

static void test_fs(unsigned *passed, unsigned *failed)
{
    char root[] = "/tmp/harness_units_XXXXXX";
    if (!mkdtemp(root)) {
        CHECK(false, "fs: temporary folder");
        return;
    }
    char p[256];
    const char *files[] = {"b.json", "a.json", "c.txt", "d/test.json"};
    snprintf(p, sizeof(p), "%s/d", root);
    mkdir(p, 0700);
    snprintf(p, sizeof(p), "%s/e", root);
    mkdir(p, 0700);
    for (size_t i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
        snprintf(p, sizeof(p), "%s/%s", root, files[i]);
        touch(p);
    }
    d2s_ctx ctx;
    d2s_ctx_init(&ctx, NULL);
    jmp_buf jb;
    ctx.on_fail = &jb;
    if (setjmp(jb) == 0) {
        harness_names json = harness_list_files(&ctx, root, ".json");
        CHECK(json.count == 2 && strcmp(json.data[0], "a") == 0 && strcmp(json.data[1], "b") == 0,
              "fs: files by suffix, sorted, suffix removed");
        harness_names dirs = harness_list_subdirs(&ctx, root, NULL);
        CHECK(dirs.count == 2 && strcmp(dirs.data[0], "d") == 0 && strcmp(dirs.data[1], "e") == 0,
              "fs: every sub-directory");
        harness_names tests = harness_list_subdirs(&ctx, root, "test.json");
        CHECK(tests.count == 1 && strcmp(tests.data[0], "d") == 0, "fs: sub-directories holding the marker");
    } else {
        CHECK(false, ctx.message ? ctx.message : "fs: listing failed");
    }
    ctx.on_fail = NULL;
    d2s_ctx_release(&ctx);
    for (size_t i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
        snprintf(p, sizeof(p), "%s/%s", root, files[i]);
        unlink(p);
    }
    snprintf(p, sizeof(p), "%s/d", root);
    rmdir(p);
    snprintf(p, sizeof(p), "%s/e", root);
    rmdir(p);
    rmdir(root);
}

static void test_child_status(unsigned *passed, unsigned *failed)
{
    d2s_ctx ctx;
    d2s_ctx_init(&ctx, NULL);
    harness_child_outcome c;
    memset(&c, 0, sizeof(c));
    snprintf(c.stage, sizeof(c.stage), "dispatching");
    c.timed_out = true;
    const char *s = harness_describe_status(&ctx, &c, 9);
    CHECK(strcmp(s, "timed out after 9 s while dispatching") == 0, "child: a timeout names the stage");
    c.timed_out = false;
    c.status = 3 << 8; /* exited with status 3 */
    s = harness_describe_status(&ctx, &c, 9);
    CHECK(strstr(s, "exited with status 3 while dispatching") != NULL, "child: an odd exit status names the stage");
    CHECK(harness_probe_failure(&ctx, &c, 9) != NULL, "child: an odd exit fails the probe");
    c.status = HARNESS_CHILD_SETUP_ERROR << 8;
    snprintf(c.result, sizeof(c.result), "no device");
    s = harness_probe_failure(&ctx, &c, 9);
    CHECK(s && strcmp(s, "no device") == 0, "child: a probe's setup error is its own message");
    c.status = HARNESS_CHILD_PASS << 8;
    CHECK(harness_probe_failure(&ctx, &c, 9) == NULL, "child: a passing probe");
    d2s_ctx_release(&ctx);
}

static void test_descriptor_names(unsigned *passed, unsigned *failed)
{
    CHECK(strcmp(vk_descriptor_type_name(VK_DESCRIPTOR_TYPE_STORAGE_BUFFER), "STORAGE_BUFFER") == 0 &&
              strcmp(vk_descriptor_type_name(DXIL2SPV_DESCRIPTOR_PUSH_CONSTANT), "PUSH_CONSTANT") == 0 &&
              strcmp(vk_descriptor_type_name(0x7fffffffu), "unknown descriptor type") == 0,
          "descriptor type names");
}

static void test_verdict(unsigned *passed, unsigned *failed)
{
    d2s_ctx ctx;
    d2s_ctx_init(&ctx, NULL);
    vk_context vk;
    memset(&vk, 0, sizeof(vk));
    char line[256];
    CHECK(harness_verdict(&ctx, &vk, "a/b", true, NULL, NULL, line, sizeof(line)) && strcmp(line, "PASS a/b") == 0,
          "verdict: pass");
    CHECK(!harness_verdict(&ctx, &vk, "a/b", false, "got 1\nexpected 2", NULL, line, sizeof(line)) &&
              strcmp(line, "FAIL a/b: got 1 expected 2") == 0,
          "verdict: failure on one line");
    CHECK(harness_verdict(&ctx, &vk, "s", false, "got 3 expected 4", "got 3", line, sizeof(line)) &&
              strcmp(line, "PASS s (failed as expected: got 3 expected 4)") == 0,
          "verdict: expected failure passes");
    CHECK(!harness_verdict(&ctx, &vk, "s", true, NULL, "got 3", line, sizeof(line)) &&
              strstr(line, "but the test passed") != NULL,
          "verdict: a test that must fail but passed");
    CHECK(!harness_verdict(&ctx, &vk, "s", false, "other", "got 3", line, sizeof(line)) &&
              strstr(line, "got: other") != NULL,
          "verdict: a different failure than expected");
    harness_verdict_reset(&vk);
    vk.validation_errors = 1;
    snprintf(vk.first_validation_error, sizeof(vk.first_validation_error), "VUID-x");
    CHECK(!harness_verdict(&ctx, &vk, "a", true, NULL, NULL, line, sizeof(line)) &&
              strcmp(line, "FAIL a: Vulkan validation error: VUID-x") == 0,
          "verdict: a validation error fails a passing test");
    harness_verdict_reset(&vk);
    CHECK(vk.validation_errors == 0 && vk.first_validation_error[0] == '\0', "verdict: reset");
    d2s_ctx_release(&ctx);
}

void test_harness_shared(unsigned *passed, unsigned *failed)
{
    test_verdict(passed, failed);
    test_cli(passed, failed);
    test_fs(passed, failed);
    test_child_status(passed, failed);
    test_descriptor_names(passed, failed);
}
