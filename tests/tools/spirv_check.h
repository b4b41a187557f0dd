/* SPIR-V validation for the test tools, through the SPIRV-Tools wrapper in
 * spirv/spv_tools.h (link spv_tools_dep). */
#ifndef D2S_TOOL_SPIRV_CHECK_H
#define D2S_TOOL_SPIRV_CHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dxil2spv.h"

/* Validates `count` words for the Vulkan version `env` selects, with scalar
 * block layout allowed (the most permissive layout rules, so that only real
 * errors are reported whichever layout the emitter picks). Returns true if
 * valid; otherwise writes the validator's message into msg. */
bool tool_validate_spirv(const uint32_t *words, size_t count, dxil2spv_target_env env, char *msg,
                         size_t msg_size);

#endif
