/* Running one test in a child process and collecting its reports. */
#include "harness_child.h"

#include "time_limit.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

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

void harness_report(int fd, char tag, const char *text)
{
    char buf[2200];
    int n = snprintf(buf, sizeof(buf), "%c%s\n", tag, text);
    if (n > 0)
        write_all(fd, buf, (size_t)n < sizeof(buf) ? (size_t)n : sizeof(buf) - 1);
}

void harness_child_progress(void *user, const char *stage)
{
    harness_report(*(int *)user, '@', stage);
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Collects a child's reports until it closes the pipe or the time is up. */
static void read_reports(int fd, pid_t pid, unsigned timeout_s, harness_child_outcome *out)
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
            return; /* EOF: the child has exited (or closed its end) */
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

void harness_run_child(void (*fn)(void *, int), void *arg, unsigned timeout_s, harness_child_outcome *out)
{
    memset(out, 0, sizeof(*out));
    out->limit_s = test_time_limit_s(timeout_s);
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
        _exit(HARNESS_CHILD_SETUP_ERROR);
    }
    close(fds[1]);
    read_reports(fds[0], pid, out->limit_s, out);
    close(fds[0]);
    while (waitpid(pid, &out->status, 0) < 0 && errno == EINTR) {
    }
}

void harness_child_setup_failed(int fd, const char *err)
{
    harness_report(fd, '=', err);
    exit(HARNESS_CHILD_SETUP_ERROR);
}

void harness_child_finish(int fd, vk_context *vk, const char *line, bool device_hung, int status)
{
    fflush(stdout);
    harness_report(fd, '=', line);
    if (device_hung)
        _exit(HARNESS_CHILD_FAIL);
    vk_context_destroy(vk);
    exit(status);
}

const char *harness_describe_status(d2s_ctx *ctx, const harness_child_outcome *c, unsigned timeout_s)
{
    const char *where = c->stage[0] ? d2s_sprintf(ctx, " while %s", c->stage) : "";
    if (c->timed_out)
        return d2s_sprintf(ctx, "timed out after %u s%s", c->limit_s ? c->limit_s : timeout_s, where);
    if (c->status == -1)
        return c->result;
    const char *after = c->result[0] ? d2s_sprintf(ctx, " after reporting: %s", c->result) : "";
    if (WIFSIGNALED(c->status))
        return d2s_sprintf(ctx, "crashed with signal %d (%s)%s%s (see the output above)", WTERMSIG(c->status),
                           strsignal(WTERMSIG(c->status)), c->result[0] ? "" : where, after);
    return d2s_sprintf(ctx, "exited with status %d%s%s (see the output above)", WEXITSTATUS(c->status),
                       c->result[0] ? "" : where, after);
}

const char *harness_probe_failure(d2s_ctx *ctx, const harness_child_outcome *c, unsigned timeout_s)
{
    bool exited = !c->timed_out && c->status != -1 && WIFEXITED(c->status);
    if (exited && WEXITSTATUS(c->status) == HARNESS_CHILD_PASS)
        return NULL;
    if (exited && WEXITSTATUS(c->status) == HARNESS_CHILD_SETUP_ERROR && c->result[0])
        return c->result;
    return harness_describe_status(ctx, c, timeout_s);
}

int harness_run_one_test(void (*fn)(void *, int), void *arg, unsigned timeout_s, const char *test, const char *prog)
{
    harness_child_outcome out;
    harness_run_child(fn, arg, timeout_s, &out);
    bool exited = !out.timed_out && out.status != -1 && WIFEXITED(out.status);
    int code = exited ? WEXITSTATUS(out.status) : -1;
    if (exited && (code == HARNESS_CHILD_PASS || code == HARNESS_CHILD_FAIL || code == HARNESS_CHILD_SKIP) &&
        out.result[0]) {
        printf("%s\n", out.result);
    } else {
        d2s_ctx ctx;
        d2s_ctx_init(&ctx, NULL);
        printf("FAIL %s: %s\n", test, harness_describe_status(&ctx, &out, timeout_s));
        d2s_ctx_release(&ctx);
        code = HARNESS_CHILD_FAIL;
    }
    printf("%s: %d passed, %d failed%s\n", prog, code == HARNESS_CHILD_PASS,
           code != HARNESS_CHILD_PASS && code != HARNESS_CHILD_SKIP, code == HARNESS_CHILD_SKIP ? ", 1 skipped" : "");
    return code == HARNESS_CHILD_PASS ? 0 : code == HARNESS_CHILD_SKIP ? 77 : 1;
}
