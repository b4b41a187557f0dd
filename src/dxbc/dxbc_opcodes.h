/* The SM 4.0-5.1 opcode table (dxbc_opcodes.c). */
#ifndef D2S_DXBC_OPCODES_H
#define D2S_DXBC_OPCODES_H

#include <stdint.h>

#include "dxbc/dxbc_tokens.h"

enum { DXBC_OPF_DCL = 1 }; /* decoded by opcode, not as dst/src operands */

typedef struct dxbc_opcode_info {
    const char *name;          /* NULL: not an opcode */
    uint8_t num_dst, num_src;
    uint8_t flags;
} dxbc_opcode_info;

extern const dxbc_opcode_info dxbc_opcode_table[DXBC_OP_COUNT];

#endif
