/* HLSL `precise` as D3D defines it: every operation that contributes to a
 * precise value is itself precise (IEEE-exact, never fused or reordered).
 * DXC already drops the `fast` flag from the float arithmetic feeding a
 * precise value and marks dx.op calls `!dx.precise`; this pass makes the
 * rule hold for any input by propagating backward through the def chains. */
#ifndef D2S_IR_PRECISE_H
#define D2S_IR_PRECISE_H

#include "ir/ir.h"

/* True for float arithmetic (fadd, fsub, fmul, fdiv, frem, fcmp) that
 * carries no `fast` (UnsafeAlgebra) flag: DXIL's precise form. */
bool ir_float_op_is_strict(const ir_instr *in);

/* Sets IR_FLAG_PRECISE on every instruction of f that computes a value a
 * precise instruction uses: the seeds are the instructions already flagged
 * (the !dx.precise ones) and strict float arithmetic (also flagged); the
 * walk follows operands (phi inputs, call arguments and dx.op operands
 * included) and, for a load from a local array (alloca, possibly through
 * GEPs), the values stored into that array anywhere in f. It does not
 * enter called functions. Linear in the size of f. */
void ir_propagate_precise(d2s_ctx *ctx, ir_function *f);

#endif
