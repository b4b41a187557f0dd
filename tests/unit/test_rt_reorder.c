/* SM 6.9 shader execution reordering in a ray-generation shader: no corpus
 * has it (DXC 1.8 here predates it), so the modules are built by hand
 * (ir_hand.c): a lib_6_9 raygen entry calling HitObject_MakeNop, one
 * calling MaybeReorderThread(an undef hit object,
 * hint, bits), and one calling HitObject_IsMiss. Debian's SPIR-V headers
 * know only SPV_NV_shader_invocation_reorder (different hit-object
 * semantics, absent from lavapipe), so each must be refused as
 * DXIL2SPV_ERROR_UNSUPPORTED naming the dx.op and the feature. A control
 * module (the same raygen without the call) translates, so the refusals
 * come from the ops and not from the module's shape.
 *
 * Usage: test_rt_reorder
 */
#include <stdio.h>
#include <string.h>

#include "ir_hand.h"
#include "spv_inspect.h"

static int failures, checks;

enum { OP_MAKE_NOP = 266, OP_MAYBE_REORDER = 268, OP_IS_MISS = 269 };

typedef struct build_arg {
    uint32_t opcode; /* 0: the control module */
} build_arg;

static ir_module *build(hand_env *e, const void *arg)
{
    uint32_t op = ((const build_arg *)arg)->opcode;
    ir_module *m = e->m = ir_module_create(&e->ctx);
    hand_types(e);
    ir_type *vd = ir_type_void(m);
    ir_type *i8p = ir_type_pointer(m, e->i8, 0);
    ir_type *hit_object = ir_type_struct_named(m, "dx.types.HitObject", &i8p, 1);
    e->f = ir_function_create(m, "\1?Gen@@YAXXZ", ir_type_function(m, vd, NULL, 0), false);
    ir_block *entry = ir_block_create(m, e->f, "entry");
    if (op == OP_MAKE_NOP) {
        ir_type *p[1] = {e->i32};
        ir_function *d = hand_decl(e, "dx.op.hitObject_MakeNop", hit_object, p, 1);
        hand_dxop(e, entry, d, OP_MAKE_NOP, NULL, 0);
    } else if (op == OP_MAYBE_REORDER) {
        ir_type *p[4] = {e->i32, hit_object, e->i32, e->i32};
        ir_function *d = hand_decl(e, "dx.op.maybeReorderThread", vd, p, 4);
        ir_value *a[3] = {&ir_const_undef(m, hit_object)->v, hand_ci(e, e->i32, 5), hand_ci(e, e->i32, 3)};
        hand_dxop(e, entry, d, OP_MAYBE_REORDER, a, 3);
    } else if (op == OP_IS_MISS) {
        ir_type *p[2] = {e->i32, hit_object};
        ir_function *d = hand_decl(e, "dx.op.hitObject_StateScalar.i1", e->i1, p, 2);
        ir_value *a[1] = {&ir_const_undef(m, hit_object)->v};
        hand_dxop(e, entry, d, OP_IS_MISS, a, 1);
    }
    ir_build_ret(m, e->f, entry, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);

    dxil_module_info *dx = d2s_zalloc(&e->ctx, sizeof(*dx));
    dx->shader_kind = DXIL_SHADER_LIBRARY;
    dx->sm_major = 6;
    dx->sm_minor = 9;
    dx->dxil_major = dx->valver_major = 1;
    dx->dxil_minor = dx->valver_minor = 9;
    dxil_entry_point *ep = d2s_zalloc(&e->ctx, sizeof(*ep));
    ep->func = e->f;
    ep->name = "\1?Gen@@YAXXZ";
    ep->shader_kind = DXIL_SHADER_RAYGEN;
    ep->auto_binding_space = UINT32_MAX;
    ep->node.local_root_args_table_index = -1;
    dx->num_entry_points = 1;
    dx->entry_points = ep;
    m->dxil = dx;
    dxil_lower_dxops(m);
    return m;
}

int main(void)
{
    static const struct {
        uint32_t opcode;
        const char *name;
    } cases[] = {{OP_MAKE_NOP, "HitObject_MakeNop"}, {OP_MAYBE_REORDER, "MaybeReorderThread"},
                 {OP_IS_MISS, "HitObject_IsMiss"}};
    hand_env e;
    emit_result out;
    d2s_status st;
    build_arg control = {0};
    const char *msg = hand_translate(&e, build, &control, DXIL2SPV_TARGET_VULKAN_1_3, &out, &st);
    CHECK(!msg && out.word_count > 0, "control raygen translates: %s", msg ? msg : "");
    d2s_ctx_release(&e.ctx);
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        build_arg a = {cases[i].opcode};
        msg = hand_translate(&e, build, &a, DXIL2SPV_TARGET_VULKAN_1_3, &out, &st);
        CHECK(msg && st == D2S_ERR_UNSUPPORTED && strstr(msg, cases[i].name) &&
                  strstr(msg, "shader execution reordering"),
              "%s is refused by name as unsupported (status %d): %s", cases[i].name, (int)st, msg ? msg : "(success)");
        if (msg)
            printf("%s: %s\n", cases[i].name, msg);
        d2s_ctx_release(&e.ctx);
    }
    printf("test_rt_reorder: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
