/* Helpers shared by the unit tests that translate corpus shaders through the
 * public API and look at the SPIR-V: reading a corpus file, validating with
 * SPIRV-Tools, the reflection's capability list, an instruction walker, and
 * the CHECK macro (which counts into the including file's own `failures` and
 * `checks`). */
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

/* Translates the corpus file dir/rel with `o` (read as spv_inspect_load
 * does); the result, never NULL (an out-of-memory result exits). */
dxil2spv_result *spv_inspect_translate(const char *dir, const char *rel, const dxil2spv_options *o, int exit_code);

/* Whether the result validates for env (scalar block layout, as the
 * translator's buffers need); prints spirv-val's message naming `what`. */
bool spv_inspect_validates(const dxil2spv_result *r, spv_target env, const char *what);

/* The same for a module that may give computed (non-constant) Offset
 * operands to sampling instructions (dynamic_offsets NATIVE, which needs
 * VK_KHR_maintenance8): SPIRV-Tools versions before it reject those
 * (VUID-StandaloneSpirv-Offset-04663) and stop there, so on that message a
 * copy of the module without the Offset operands is validated instead, and
 * the result says whether everything else is valid. */
bool spv_inspect_validates_native_offsets(const dxil2spv_result *r, spv_target env, const char *what);

/* Whether the reflection lists the SPIR-V capability. */
bool spv_inspect_reflects_cap(const dxil2spv_result *r, uint32_t cap);

/* One instruction of a module: w[0] is the opcode word, operands follow. */
typedef struct spv_insn {
    uint32_t op, n; /* opcode, word count */
    const uint32_t *w;
} spv_insn;

/* Returns false to stop the walk. */
typedef bool (*spv_inspect_visit)(const spv_insn *in, void *arg);

/* Calls `visit` for every instruction after the 5-word header, stopping at
 * the end, at a malformed word count, or when `visit` returns false. */
void spv_inspect_walk(const uint32_t *words, size_t count, spv_inspect_visit visit, void *arg);

#endif
