/* Thin wrappers around SPIRV-Tools' C API (libspirv.h) for the CLI
 * (--validate, --asm) and the tests. Not part of the library: link with
 * spv_tools_dep (meson), which brings SPIRV-Tools and the C++ runtime it
 * needs.
 *
 * Note for other users of libspirv.h: in C it defines the object
 * kDefaultMaxIdBound, so a second C file of the same program that includes
 * it must rename that (see tests/unit/test_spirv_builder.c) to link.
 *
 * Strings returned are arena-owned (ctx); nothing needs freeing. An
 * allocation failure goes through d2s_fail like everywhere else.
 */
#ifndef D2S_SPV_TOOLS_H
#define D2S_SPV_TOOLS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "spirv/spv_builder.h"

/* Validates for the target's Vulkan environment (Vulkan 1.3 also allows
 * LocalSizeId, which maintenance4 makes core). scalar_block_layout applies
 * VK_EXT_scalar_block_layout rules to Uniform/StorageBuffer/PushConstant
 * blocks. Returns true if valid; *message is "" then, else the validator's
 * error (with the word offset where SPIRV-Tools gives one). */
bool spv_tools_validate(d2s_ctx *ctx, const uint32_t *words, size_t count, spv_target target,
                        bool scalar_block_layout, const char **message);

/* Disassembles like spirv-dis (header comment, friendly names, indented).
 * Returns true on success with *text the listing, else false with *text the
 * error. */
bool spv_tools_disassemble(d2s_ctx *ctx, const uint32_t *words, size_t count, const char **text);

#endif
