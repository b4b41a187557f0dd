/* LLVM 3.7 bitcode (as DXC writes it) -> ir_module.
 * Errors name the block, record and bit offset (d2s_fail, D2S_ERR_INVALID);
 * resource bounds come from ctx->limits.
 *
 * What the result guarantees (checked while reading, so later stages need
 * not re-check):
 *   - every operand is non-NULL and has the type the instruction requires
 *     (branch/select conditions i1, load/store/GEP/atomic pointers are
 *     pointers, GEP struct indices are constant ints in range, call
 *     arguments match the callee's parameter types...);
 *   - calls have a resolved ir_function callee (no indirect calls); dx.op
 *     calls are still IR_OP_CALL here;
 *   - every declared block is filled and ends in its only terminator; block
 *     targets are blocks of the same function; succs/preds are filled
 *     (distinct; succs in terminator order, preds in block order);
 *   - types are interned: structurally equal types are the same pointer
 *     (named structs by identity), and type graphs are acyclic with depth
 *     at most limits.max_nesting.
 * Conventions:
 *   - ir_value.id: module values (globals, functions, module constants) keep
 *     their absolute bitcode value number; function constants too (unique
 *     only within their function); arguments and value-producing
 *     instructions get function-local numbers 0..num_values-1 (arguments
 *     first), as ir_build does; void instructions keep 0; elements of
 *     CST_CODE_DATA arrays (not in the value list) have UINT32_MAX.
 *   - zero scalars written as CST_CODE_NULL become IR_VAL_CONST_INT /
 *     IR_VAL_CONST_FLOAT 0; IR_VAL_CONST_NULL remains for pointers, vectors
 *     and aggregates.
 *   - metadata graphs may be cyclic (distinct self-referencing nodes, such
 *     as loop metadata): walk them with a visited set or a depth bound.
 *   - calls of llvm.dbg.* (metadata arguments) are dropped; attachments on
 *     the remaining instructions keep their kinds (ir_module.md_kinds).
 */
#ifndef D2S_BITCODE_READER_H
#define D2S_BITCODE_READER_H

#include <stddef.h>
#include <stdint.h>

#include "ir/ir.h"

ir_module *bc_read_module(d2s_ctx *ctx, const uint8_t *bitcode, size_t size);

#endif
