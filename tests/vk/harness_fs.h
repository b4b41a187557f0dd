/* Files and folders for the Vulkan test harnesses (compute, render, cfgdiff):
 * whole-file reads into the arena, sorted folder listings, and the one
 * setjmp that turns d2s_fail() into a returned error. */
#ifndef HARNESS_FS_H
#define HARNESS_FS_H

#include <stdbool.h>
#include <stddef.h>

#include "util/ctx.h"

typedef D2S_VEC(char *) harness_names;

/* Calls fn(arg); false if it failed through d2s_fail() (the message is then
 * in ctx->message). */
bool harness_protected(d2s_ctx *ctx, void (*fn)(void *), void *arg);

/* A whole file in arena memory, NUL-terminated (arena memory is 8-byte
 * aligned, so SPIR-V can be read from it as words); fails naming the file. */
char *harness_read_file(d2s_ctx *ctx, const char *path, size_t *size);

/* Sorted names of the sub-directories of `dir`; with `marker`, only those
 * holding a regular file of that name. Fails if `dir` cannot be opened. */
harness_names harness_list_subdirs(d2s_ctx *ctx, const char *dir, const char *marker);

/* Sorted names of the regular files in `dir` ending in `suffix`, without it. */
harness_names harness_list_files(d2s_ctx *ctx, const char *dir, const char *suffix);

#endif
