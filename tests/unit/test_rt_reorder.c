/* SM 6.9 shader execution reordering in ray-generation shaders. Debian's
 * SPIR-V headers know only SPV_NV_shader_invocation_reorder (different
 * hit-object semantics, absent from lavapipe), so each HitObject_* dx.op and
 * MaybeReorderThread must be refused as DXIL2SPV_ERROR_UNSUPPORTED naming
 * the dx.op and the feature.
 *
 * DXC's library d3d-edges/rt_reorder_sm69 (lib_6_9): GenNop (MakeNop,
 * IsMiss) and GenReorder (MaybeReorderThread(hint, bits), for which DXC
 * makes a MakeNop hit object) are refused naming HitObject_MakeNop, GenMiss
 * (MakeMiss, IsMiss) naming HitObject_MakeMiss; GenControl, the same shape
 * without them, translates, so the refusals come from the ops.
 *
 * DXC always makes a hit object before MaybeReorderThread or a state query,
 * so no HLSL reaches those two first; hand-built raygen entries (ir_hand.c)
 * call each alone (on an undef hit object), with their own control module.
 *
 * Usage: test_rt_reorder OWN_CORPUS_DIR
 */
#include <stdio.h>
#include <string.h>

#include <stdlib.h>

#include "dxil2spv.h"
#include "ir_hand.h"
#include "spv_inspect.h"

static int failures, checks;


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
    if (op == DXOP_MaybeReorderThread) {
        ir_type *p[4] = {e->i32, hit_object, e->i32, e->i32};
        ir_function *d = hand_decl(e, "dx.op.maybeReorderThread", vd, p, 4);
        ir_value *a[3] = {&ir_const_undef(m, hit_object)->v, hand_ci(e, e->i32, 5), hand_ci(e, e->i32, 3)};
        hand_dxop(e, entry, d, DXOP_MaybeReorderThread, a, 3);
    } else if (op == DXOP_HitObject_IsMiss) {
        ir_type *p[2] = {e->i32, hit_object};
        ir_function *d = hand_decl(e, "dx.op.hitObject_StateScalar.i1", e->i1, p, 2);
        ir_value *a[1] = {&ir_const_undef(m, hit_object)->v};
        hand_dxop(e, entry, d, DXOP_HitObject_IsMiss, a, 1);
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

/* DXC's library: `entry` refused naming `op` (NULL: translates). */
static void dxc_case(const char *corpus, const char *entry, const char *op)
{
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.entry_point = entry;
    dxil2spv_result *r = spv_inspect_translate(corpus, "dxil/d3d-edges/rt_reorder_sm69.dxil", &o, 2);
    if (!op) {
        CHECK(r->status == DXIL2SPV_OK && r->spirv_word_count > 0, "%s (control) translates: %s", entry,
              r->error ? r->error : "");
    } else {
        CHECK(r->status == DXIL2SPV_ERROR_UNSUPPORTED && r->error && strstr(r->error, op) &&
                  strstr(r->error, "shader execution reordering"),
              "%s is refused naming %s as unsupported (status %d): %s", entry, op, (int)r->status,
              r->error ? r->error : "(success)");
        if (r->error)
            printf("%s: %s\n", entry, r->error);
    }
    dxil2spv_result_free(r);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_rt_reorder OWN_CORPUS_DIR\n");
        return 2;
    }
    dxc_case(argv[1], "GenControl", NULL);
    dxc_case(argv[1], "GenNop", "HitObject_MakeNop");
    dxc_case(argv[1], "GenReorder", "HitObject_MakeNop");
    dxc_case(argv[1], "GenMiss", "HitObject_MakeMiss");

    static const struct {
        uint32_t opcode;
        const char *name;
    } cases[] = {{DXOP_MaybeReorderThread, "MaybeReorderThread"}, {DXOP_HitObject_IsMiss, "HitObject_IsMiss"}};
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
