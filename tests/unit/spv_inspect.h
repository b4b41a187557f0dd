/* Helpers shared by the unit tests that translate corpus shaders through the
 * public API and look at the SPIR-V: reading a corpus file, validating with
 * SPIRV-Tools, the reflection's capability list, and the CHECK macro (which
 * counts into the including file's own `failures` and `checks`). */
#ifndef D2S_TESTS_SPV_INSPECT_H
#define D2S_TESTS_SPV_INSPECT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "dxil2spv.h"
#include "spirv/spv_tools.h"

#define CHECK(cond, ...)                                                                                             \
    do {                                                                                                             \
        checks++;                                                                                                    \
        if (!(cond)) {                                                                                               \
            failures++;                                                                                              \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);                                                     \
            fprintf(stderr, __VA_ARGS__);                                                                            \
            fputc('\n', stderr);                                                                                     \
        }                                                                                                            \
    } while (0)

/* Reads dir/rel whole into a malloc'ed buffer; a missing corpus file is a
 * broken test setup, so it exits with exit_code, naming the file. */
unsigned char *spv_inspect_load(const char *dir, const char *rel, size_t *size, int exit_code);

/* Whether the result validates for env (scalar block layout, as the
 * translator's buffers need); prints spirv-val's message naming `what`. */
bool spv_inspect_validates(const dxil2spv_result *r, spv_target env, const char *what);

/* Whether the reflection lists the SPIR-V capability. */
bool spv_inspect_reflects_cap(const dxil2spv_result *r, uint32_t cap);

#endif
