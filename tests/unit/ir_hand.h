/* Pieces shared by the tests that build DXIL modules by hand and translate
 * them with emit_spirv (tests/unit test_emit_hostile, test_rayquery,
 * test_sample_position, test_compute_quadless; tests/vk minprec_run.c,
 * ptrcast_run.c, sparse_run.c; tests/render ps_hand_run.c): cases that DXC
 * does not produce, so no corpus shader can cover them (each test says why). */
#ifndef D2S_TESTS_IR_HAND_H
#define D2S_TESTS_IR_HAND_H

#include <setjmp.h>
#include <stdint.h>

#include "dxil/dxil.h"
#include "dxil/dxil_opcodes.h"
#include "emit/emit.h"
#include "ir/ir_build.h"

/* The module being built and its `main`; the types each test creates. */
typedef struct hand_env {
    d2s_ctx ctx;
    jmp_buf jb;
    ir_module *m;
    ir_function *f;
    ir_type *i1, *i8, *i16, *i32, *f16, *f32;
} hand_env;

ir_value *hand_ci(hand_env *e, ir_type *t, uint64_t v);

/* An external declaration (a dx.op function). */
ir_function *hand_decl(hand_env *e, const char *name, ir_type *ret, ir_type *const *params, uint32_t n);

/* A call of the dx.op `d` with the opcode first, then the n arguments
 * (at most 15). */
ir_instr *hand_dxop(hand_env *e, ir_block *b, ir_function *d, uint32_t opcode, ir_value *const *args, uint32_t n);

/* A float constant. */
ir_value *hand_cf(hand_env *e, float v);

/* `extractvalue agg, index` of type t, appended to b. */
ir_value *hand_extract(hand_env *e, ir_block *b, ir_value *agg, ir_type *t, uint32_t index);

/* %dx.types.ResRet.<name> = { elem x 4, i32 status }. */
ir_type *hand_resret_type(hand_env *e, ir_type *elem, const char *name);

/* dx.op.createHandle(i32, i8 class, i32 range id, i32 index, i1 non-uniform). */
ir_function *hand_create_handle_decl(hand_env *e, ir_type *handle);

/* A resource record (one register, named ""): class, range id (also its
 * register), space and DXIL::ResourceKind; the caller fills in the rest
 * and lists it in the module and entry point. */
dxil_resource *hand_resource(hand_env *e, uint32_t cls, uint32_t id, uint32_t space, uint32_t kind);

/* The constant %dx.types.ResourceProperties { w0, w1 } of type props_t,
 * for annotateHandle. */
ir_value *hand_resource_props(hand_env *e, ir_type *props_t, uint32_t w0, uint32_t w1);

/* Sets e->i1, i8, i32 and f32 in e->m. */
void hand_types(hand_env *e);

/* %dx.types.Handle = { i8* }. */
ir_type *hand_handle_type(hand_env *e);

/* The DXIL metadata of a ps_6_0 `main` whose outputs are `targets` float4
 * SV_Target elements (SV_Target0 at row 0, ...), set on e->m; the caller
 * lowers the dx.ops. */
dxil_entry_point *hand_pixel_entry(hand_env *e, uint32_t targets);

/* The DXIL metadata of a compute shader `main` (numthreads 8, 1, 1) at
 * shader model and DXIL version 6.minor / 1.minor, set on e->m; the caller
 * adds resources, then lowers the dx.ops. */
dxil_entry_point *hand_compute_entry(hand_env *e, uint32_t minor);

/* Starts a translation context, builds the module with build(e, arg) and
 * emits it with the default options for target_env. Returns NULL with the
 * words in *out, or the refusal's message with its status in *st. The
 * caller releases e->ctx. */
const char *hand_translate(hand_env *e, ir_module *(*build)(hand_env *e, const void *arg), const void *arg,
                           dxil2spv_target_env target_env, emit_result *out, d2s_status *st);

/* The same with the caller's options. */
const char *hand_translate_opts(hand_env *e, ir_module *(*build)(hand_env *e, const void *arg), const void *arg,
                                const dxil2spv_options *opts, emit_result *out, d2s_status *st);

#endif
