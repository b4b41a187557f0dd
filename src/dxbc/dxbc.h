/* The SM 4.0-5.1 front end: DXBC tokens (an SHDR/SHEX part) to the IR the
 * DXIL reader produces, so that everything below the IR serves both
 * bytecodes unchanged. See docs/architecture.md ("The DXBC room").
 */
#ifndef D2S_DXBC_H
#define D2S_DXBC_H

#include "container/container.h"
#include "ir/ir.h"

/* Decodes and lowers the container's SM 4/5 program into a module whose
 * m->dxil describes its one entry point; dx.op calls are already lowered
 * to IR_OP_DXOP (checked against the op table like DXC's). Fails through
 * d2s_fail() naming the instruction (opcode name, token offset) and the
 * stage. */
ir_module *dxbc_read_module(d2s_ctx *ctx, const d2s_container *c);

#endif
