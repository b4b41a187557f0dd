/* The verdict of one test and its one-line report, the same for every
 * Vulkan harness: validation-layer errors and self-tests that must fail
 * ("expect_fail") are judged here. */
#ifndef HARNESS_VERDICT_H
#define HARNESS_VERDICT_H

#include <stdbool.h>
#include <stddef.h>

#include "util/ctx.h"
#include "vk_context.h"

/* Forgets the validation errors of the previous test; call before running. */
void harness_verdict_reset(vk_context *vk);

/* `body_ok`: the test ran to the end; otherwise `message` says why not.
 * With --validate, an API or SPIR-V error the layer found fails a test whose
 * results came out right, and explains them when not. With `expect_fail`
 * (may be NULL) the test passes only if it failed with a message containing
 * that text. Writes "PASS id", "PASS id (failed as expected: ...)" or
 * "FAIL id: message" to `line` as one line; returns whether it passed. */
bool harness_verdict(d2s_ctx *ctx, const vk_context *vk, const char *id, bool body_ok, const char *message,
                     const char *expect_fail, char *line, size_t line_size);

#endif
