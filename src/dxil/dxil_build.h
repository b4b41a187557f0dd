/* Building dx.op calls: for readers other than the DXIL bitcode reader
 * (the SM 4/5 lowering in src/dxbc), which produce the same IR DXC's
 * modules give. An op is named by its generated constant (DXOP_<Name>);
 * the declaration "dx.op.<class>.<overload>" and its function type come
 * from the op table, so the calls pass dxil_lower_dxops()'s operand check
 * like any DXC call.
 */
#ifndef D2S_DXIL_BUILD_H
#define D2S_DXIL_BUILD_H

#include "dxil/dxil_ops.h"
#include "ir/ir.h"

typedef struct dxil_op_builder dxil_op_builder;

dxil_op_builder *dxil_op_builder_create(ir_module *m);

/* %dx.types.* struct types with DXC's layouts. */
ir_type *dxil_type_handle(ir_module *m);                       /* {i8*} */
ir_type *dxil_type_resret(ir_module *m, ir_type *overload);    /* ResRet.<o>: {o, o, o, o, i32} */
ir_type *dxil_type_cbufret(ir_module *m, ir_type *overload);   /* CBufRet.<o>: 4 (2 for 64-bit) members */
ir_type *dxil_type_named(ir_module *m, const char *name);      /* Dimensions, SamplePos, splitdouble, ... */

/* Appends `call @dx.op.<class>.<overload>(i32 opcode, args...)` to b. The
 * overload is NULL for ops without one. Fails (internal error) when the op
 * has an operand type this builder cannot make or the argument count is
 * wrong; the argument types are checked later by dxil_lower_dxops(). */
ir_instr *dxil_build_op(dxil_op_builder *ob, ir_function *f, ir_block *b, uint32_t opcode, ir_type *overload,
                        ir_value *const *args, uint32_t nargs);

#endif
