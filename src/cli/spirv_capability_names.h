/* SpvCapability and SpvBuiltIn value -> name for the CLI's reflection JSON (table generated
 * by scripts/gen_spirv_names.py from the SPIR-V grammar). */
#ifndef D2S_CLI_SPIRV_CAPABILITY_NAMES_H
#define D2S_CLI_SPIRV_CAPABILITY_NAMES_H

#include <stdint.h>

/* NULL for a value the grammar does not know. */
const char *spirv_capability_name(uint32_t value);
const char *spirv_builtin_name(uint32_t value);

#endif
