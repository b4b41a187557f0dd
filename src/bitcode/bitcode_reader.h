/* LLVM 3.7 bitcode (as DXC writes it) -> ir_module.
 * Errors name the block, record and bit offset (d2s_fail, D2S_ERR_INVALID);
 * resource bounds come from ctx->limits.
 */
#ifndef D2S_BITCODE_READER_H
#define D2S_BITCODE_READER_H

#include <stddef.h>
#include <stdint.h>

#include "ir/ir.h"

ir_module *bc_read_module(d2s_ctx *ctx, const uint8_t *bitcode, size_t size);

#endif
