/* One test in a child process: a crash or an endless loop in a translated
 * shader, or in the driver compiling it, then costs one test instead of the
 * whole run. The child reports through a pipe; the parent collects the
 * reports, enforces the time limit and explains an abnormal end. */
#ifndef HARNESS_CHILD_H
#define HARNESS_CHILD_H

#include <stdbool.h>

#include "util/ctx.h"
#include "vk_context.h"

/* Child exit statuses every harness uses (a harness may add its own above
 * these). Anything else (a sanitizer's exit code, a signal) means the child
 * went wrong after or instead of reporting. */
enum { HARNESS_CHILD_PASS = 0, HARNESS_CHILD_FAIL = 10, HARNESS_CHILD_SETUP_ERROR = 11 };

typedef struct harness_child_outcome {
    bool timed_out;
    unsigned limit_s;  /* the limit it ran under: timeout_s scaled (time_limit.h); 0 if not run */
    int status;        /* from waitpid; -1: no child */
    char stage[256];   /* last "@" report */
    char result[2100]; /* the "=" report, without the tag */
} harness_child_outcome;

/* Pipe protocol, child to parent: "@<stage>\n" as the test proceeds, then
 * "=<result line>\n" once. */
void harness_report(int fd, char tag, const char *text);

/* A progress callback for the test runners: `user` points to the pipe's fd. */
void harness_child_progress(void *user, const char *stage);

/* Runs fn(arg, fd) in a child (fn exits; returning counts as a setup error)
 * and collects its reports and exit status, killing it after timeout_s
 * scaled by test_time_limit_s() (time_limit.h). */
void harness_run_child(void (*fn)(void *, int), void *arg, unsigned timeout_s, harness_child_outcome *out);

/* Ends a child that could not create its device: reports `err` as a setup
 * error. */
_Noreturn void harness_child_setup_failed(int fd, const char *err);

/* Ends a child once its work is done: reports `line`, releases the device
 * and exits with `status`, through exit() so that sanitizers check for
 * leaks. With `device_hung` the device is still busy: it exits at once as a
 * failure, with no teardown and no exit handlers. */
_Noreturn void harness_child_finish(int fd, vk_context *vk, const char *line, bool device_hung, int status);

/* Status of a child that skipped its one test (device feature missing). */
enum { HARNESS_CHILD_SKIP = 12 };

/* The whole parent side of a program that runs one test in one child:
 * runs fn(arg, fd), prints the child's result line, or "FAIL <test>: how
 * it ended" when it did not report one, then "<prog>: N passed, M
 * failed[, 1 skipped]", and returns the exit code (0, 1, or 77 for a
 * skip). */
int harness_run_one_test(void (*fn)(void *, int), void *arg, unsigned timeout_s, const char *test, const char *prog);

/* How a child that did not end normally ended, for a FAIL line. */
const char *harness_describe_status(d2s_ctx *ctx, const harness_child_outcome *c, unsigned timeout_s);

/* For the probe child that checks the device once before the tests: NULL if
 * it passed, else why not (its own message when it reported a setup error). */
const char *harness_probe_failure(d2s_ctx *ctx, const harness_child_outcome *c, unsigned timeout_s);

#endif
