/* The verdict of one test and its one-line report. */
#include "harness_verdict.h"

#include <stdio.h>
#include <string.h>

void harness_verdict_reset(vk_context *vk)
{
    vk->validation_errors = 0;
    vk->first_validation_error[0] = '\0';
}

bool harness_verdict(d2s_ctx *ctx, const vk_context *vk, const char *id, bool body_ok, const char *message,
                     const char *expect_fail, char *line, size_t line_size)
{
    bool ok = body_ok;
    if (!ok && !message)
        message = "unknown error";
    line[0] = '\0';
    if (vk->validation_errors) {
        message = d2s_sprintf(ctx, "Vulkan validation error: %s%s%s", vk->first_validation_error,
                              ok ? "" : "; then: ", ok ? "" : message);
        ok = false;
    }
    if (expect_fail) {
        if (ok) {
            ok = false;
            message = d2s_sprintf(ctx, "expected a failure containing \"%s\", but the test passed", expect_fail);
        } else if (strstr(message, expect_fail)) {
            ok = true;
            snprintf(line, line_size, "PASS %s (failed as expected: %s)", id, message);
        } else {
            message = d2s_sprintf(ctx, "expected a failure containing \"%s\", got: %s", expect_fail, message);
        }
    }
    if (ok && !line[0])
        snprintf(line, line_size, "PASS %s", id);
    else if (!ok)
        snprintf(line, line_size, "FAIL %s: %s", id, message);
    /* The parent reads one line per test, whatever the message holds. */
    for (char *p = line; *p; p++)
        if (*p == '\n' || *p == '\r')
            *p = ' ';
    return ok;
}
