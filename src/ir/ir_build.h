/* Building and editing IR in the arena: for unit tests, and for passes that
 * add blocks or instructions (CFG rewrites) after the reader.
 *
 * Appending grows arrays geometrically (the *_cap fields of ir.h), so
 * building n items costs O(n). Arrays the reader allocated with an exact
 * size (cap 0) are copied once on the first append.
 *
 * The builder does not keep succs/preds up to date while terminators are
 * added: call ir_function_compute_cfg() once the function's terminators are
 * in place (and again after rewriting them).
 */
#ifndef D2S_IR_BUILD_H
#define D2S_IR_BUILD_H

#include "ir/ir.h"

ir_module *ir_module_create(d2s_ctx *ctx);

/* Types are interned per module by structure (named structs by name), with a
 * linear search: modules have few types and these are not hot-path calls. */
ir_type *ir_type_void(ir_module *m);
ir_type *ir_type_label(ir_module *m);
ir_type *ir_type_int(ir_module *m, uint32_t width);
ir_type *ir_type_half(ir_module *m);
ir_type *ir_type_float(ir_module *m);
ir_type *ir_type_double(ir_module *m);
ir_type *ir_type_pointer(ir_module *m, ir_type *elem, uint32_t addrspace);
ir_type *ir_type_vector(ir_module *m, ir_type *elem, uint32_t count);
ir_type *ir_type_array(ir_module *m, ir_type *elem, uint64_t count);
ir_type *ir_type_function(ir_module *m, ir_type *ret, ir_type *const *params, uint32_t n);
/* A named struct; members may be NULL with n == 0 for an opaque struct. */
ir_type *ir_type_struct_named(ir_module *m, const char *name, ir_type *const *members, uint32_t n);

/* Constants are not interned (nothing compares them by pointer). */
ir_const *ir_const_int(ir_module *m, ir_type *type, uint64_t value);
ir_const *ir_const_float_bits(ir_module *m, ir_type *type, uint64_t bits);
ir_const *ir_const_undef(ir_module *m, ir_type *type);
ir_const *ir_const_null(ir_module *m, ir_type *type);
/* An array, vector or struct constant of `count` element constants. */
ir_const *ir_const_aggregate(ir_module *m, ir_type *type, ir_value *const *elems, uint32_t count);

ir_global *ir_global_create(ir_module *m, const char *name, ir_type *value_type, uint32_t addrspace,
                            ir_value *init);

/* A function of type fn_type (an IR_TYPE_FUNCTION), with its arguments. */
ir_function *ir_function_create(ir_module *m, const char *name, ir_type *fn_type, bool is_declaration);
/* Appends a block; the first block created is the entry. */
ir_block *ir_block_create(ir_module *m, ir_function *f, const char *name);

/* A detached instruction: `ops` (num_ops entries, may be NULL to leave them
 * zeroed) and `targets` are copied. Set aux/flags/aux_type as needed, then
 * append it. */
ir_instr *ir_instr_create(ir_module *m, ir_op op, ir_type *type, ir_value *const *ops, uint32_t num_ops,
                          ir_block *const *targets, uint32_t num_targets);
/* Appends to the end of b: sets block/index_in_block and gives a value
 * number to instructions that produce a value. */
ir_instr *ir_block_append(ir_module *m, ir_function *f, ir_block *b, ir_instr *in);

/* Convenience forms (create + append). */
ir_instr *ir_build_binop(ir_module *m, ir_function *f, ir_block *b, ir_op op, ir_value *a, ir_value *c);
ir_instr *ir_build_cast(ir_module *m, ir_function *f, ir_block *b, ir_op op, ir_value *a, ir_type *to);
ir_instr *ir_build_icmp(ir_module *m, ir_function *f, ir_block *b, uint32_t pred, ir_value *a, ir_value *c);
ir_instr *ir_build_fcmp(ir_module *m, ir_function *f, ir_block *b, uint32_t pred, ir_value *a, ir_value *c);
ir_instr *ir_build_select(ir_module *m, ir_function *f, ir_block *b, ir_value *cond, ir_value *t, ir_value *e);
/* A phi with n incoming slots to fill with ir_phi_set_incoming (loops need
 * values defined later). */
ir_instr *ir_build_phi(ir_module *m, ir_function *f, ir_block *b, ir_type *type, uint32_t n);
void ir_phi_set_incoming(ir_instr *phi, uint32_t i, ir_value *value, ir_block *from);
ir_instr *ir_build_br(ir_module *m, ir_function *f, ir_block *b, ir_block *target);
ir_instr *ir_build_condbr(ir_module *m, ir_function *f, ir_block *b, ir_value *cond, ir_block *t, ir_block *e);
/* cases[i] (constants of cond's type) go to targets[i]. */
ir_instr *ir_build_switch(ir_module *m, ir_function *f, ir_block *b, ir_value *cond, ir_block *dflt,
                          ir_value *const *cases, ir_block *const *targets, uint32_t n);
ir_instr *ir_build_ret(ir_module *m, ir_function *f, ir_block *b, ir_value *value /* NULL: ret void */);
ir_instr *ir_build_unreachable(ir_module *m, ir_function *f, ir_block *b);
ir_instr *ir_build_alloca(ir_module *m, ir_function *f, ir_block *b, ir_type *type);
ir_instr *ir_build_load(ir_module *m, ir_function *f, ir_block *b, ir_value *ptr);
ir_instr *ir_build_store(ir_module *m, ir_function *f, ir_block *b, ir_value *ptr, ir_value *value);
ir_instr *ir_build_call(ir_module *m, ir_function *f, ir_block *b, ir_function *callee, ir_value *const *args,
                        uint32_t n);

/* Recomputes every block's succs (distinct, in terminator order) and preds
 * (distinct, in block order) from the terminators, and renumbers blocks and
 * instruction positions (block ids = index in f->blocks). A block without a
 * terminator gets no successors (the verifier reports it). Targets outside
 * the function fail with D2S_ERR_INTERNAL. O(blocks + edges). */
void ir_function_compute_cfg(d2s_ctx *ctx, ir_function *f);

#endif
