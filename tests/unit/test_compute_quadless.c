/* Derivatives in compute shaders whose thread group forms no quads
 * (src/emit/dxop/emit_dxop_deriv.c), on hand-built modules: numthreads(1, 1, 1)
 * or (3, 1, 1). Built by hand because no HLSL reaches them with the DXC here:
 * DXC 1.10 (9a3e225d)'s validator rejects derivatives in such groups
 * ("derivatives require NumThreads to be 1D and a multiple of 4, or 2D/3D
 * with X and Y both being a multiple of 2"), while older validators accepted
 * them, so shipped shaders have them. Each thread is alone in its quad, so
 * D3D's derivatives are 0 and implicit-LOD sampling samples with zero
 * gradients. Checked: the translation warns naming the thread group; no
 * derivative instruction, implicit-LOD sample or derivative-group mode
 * remains; Sample and SampleBias become explicit-LOD samples with (zero)
 * Grad operands and no Bias; the module validates. CalculateLOD is refused
 * by name there. And the same module with a linear group of 4 threads keeps
 * real derivatives (DerivativeGroupLinearNV), so the fallback is only taken
 * where no quad exists (DXC's d3d-edges/cs_derivatives_linear64 runs such
 * derivatives on lavapipe in compute-run). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir_hand.h"
#include "spirv/spv_tools.h"
#include "spv_inspect.h"

static int failures, checks;

enum {
    RK_TEXTURE2D = 2, RK_RAW = 11, CT_F32 = 9,
    SPV_OP_CAPABILITY = 17, SPV_OP_EXECUTION_MODE = 16, SPV_OP_SAMPLE_IMPLICIT = 87, SPV_OP_SAMPLE_EXPLICIT = 88,
    SPV_OP_DPDX = 207, SPV_OP_FWIDTH_COARSE = 215, SPV_CAP_DERIV_QUADS = 5288, SPV_CAP_DERIV_LINEAR = 5350,
    SPV_IMAGE_OPERANDS_BIAS = 1, SPV_IMAGE_OPERANDS_GRAD = 4,
};

typedef enum { CASE_DERIV_AND_SAMPLE, CASE_CALCULATE_LOD } which_case;

typedef struct build_arg {
    which_case which;
    uint32_t threads_x;
} build_arg;

/* main: x = float(tid); out[tid] = ddx_coarse(x), Sample(t, s, (x, 0.5)).x,
 * SampleBias(t, s, (x, 0.5), 1.5).x; or out[tid] = CalculateLOD(t, s, x). */
static ir_module *build(hand_env *e, const void *varg)
{
    const build_arg *a = varg;
    ir_module *m = e->m = ir_module_create(&e->ctx);
    hand_types(e);
    ir_type *vd = ir_type_void(m);
    ir_type *handle = hand_handle_type(e);
    ir_type *ret_f = hand_resret_type(e, e->f32, "f32");
    ir_function *create_handle = hand_create_handle_decl(e, handle);
    ir_type *p2[2] = {e->i32, e->i32};
    ir_function *thread_id = hand_decl(e, "dx.op.threadId.i32", e->i32, p2, 2);
    ir_type *p_un[2] = {e->i32, e->f32};
    ir_function *unary = hand_decl(e, "dx.op.unary.f32", e->f32, p_un, 2);
    ir_type *p_s[11] = {e->i32, handle, handle, e->f32, e->f32, e->f32, e->f32, e->i32, e->i32, e->i32, e->f32};
    ir_function *sample = hand_decl(e, "dx.op.sample.f32", ret_f, p_s, 11);
    ir_type *p_sb[12] = {e->i32, handle, handle, e->f32, e->f32, e->f32, e->f32, e->i32, e->i32, e->i32,
                         e->f32, e->f32};
    ir_function *sample_bias = hand_decl(e, "dx.op.sampleBias.f32", ret_f, p_sb, 12);
    ir_type *p_lod[7] = {e->i32, handle, handle, e->f32, e->f32, e->f32, e->i1};
    ir_function *calc_lod = hand_decl(e, "dx.op.calculateLOD.f32", e->f32, p_lod, 7);
    ir_type *p_st[10] = {e->i32, handle, e->i32, e->i32, e->f32, e->f32, e->f32, e->f32, e->i8, e->i32};
    ir_function *store = hand_decl(e, "dx.op.rawBufferStore.f32", vd, p_st, 10);
    e->f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);
    ir_block *b = ir_block_create(m, e->f, "entry");

    /* range ids: SRV 0 = texture, UAV 0 = out, sampler 0 */
    ir_value *h_args[3][4] = {
        {hand_ci(e, e->i8, DXIL_RES_SRV), hand_ci(e, e->i32, 0), hand_ci(e, e->i32, 0), hand_ci(e, e->i1, 0)},
        {hand_ci(e, e->i8, DXIL_RES_UAV), hand_ci(e, e->i32, 0), hand_ci(e, e->i32, 0), hand_ci(e, e->i1, 0)},
        {hand_ci(e, e->i8, DXIL_RES_SAMPLER), hand_ci(e, e->i32, 0), hand_ci(e, e->i32, 0), hand_ci(e, e->i1, 0)},
    };
    ir_value *h[3];
    for (uint32_t i = 0; i < 3; i++)
        h[i] = &hand_dxop(e, b, create_handle, DXOP_CreateHandle, h_args[i], 4)->v;
    ir_value *c0[1] = {hand_ci(e, e->i32, 0)};
    ir_value *tid = &hand_dxop(e, b, thread_id, DXOP_ThreadId, c0, 1)->v;
    ir_value *x = &ir_build_cast(m, e->f, b, IR_OP_UITOFP, tid, e->f32)->v;
    ir_value *uf = &ir_const_undef(m, e->f32)->v, *ui = &ir_const_undef(m, e->i32)->v;
    ir_value *vals[3] = {uf, uf, uf};
    if (a->which == CASE_CALCULATE_LOD) {
        ir_value *la[6] = {h[0], h[2], x, hand_cf(e, 0.5f), uf, hand_ci(e, e->i1, 1)};
        vals[0] = &hand_dxop(e, b, calc_lod, DXOP_CalculateLOD, la, 6)->v;
    } else {
        ir_value *da[1] = {x};
        vals[0] = &hand_dxop(e, b, unary, DXOP_DerivCoarseX, da, 1)->v;
        ir_value *sa[10] = {h[0], h[2], x, hand_cf(e, 0.5f), uf, uf, ui, ui, ui, uf};
        vals[1] = hand_extract(e, b, &hand_dxop(e, b, sample, DXOP_Sample, sa, 10)->v, e->f32, 0);
        ir_value *sba[11] = {h[0], h[2], x, hand_cf(e, 0.5f), uf, uf, ui, ui, ui, hand_cf(e, 1.5f), uf};
        vals[2] = hand_extract(e, b, &hand_dxop(e, b, sample_bias, DXOP_SampleBias, sba, 11)->v, e->f32, 0);
    }
    ir_value *off = &ir_build_binop(m, e->f, b, IR_OP_MUL, tid, hand_ci(e, e->i32, 12))->v;
    ir_value *st[9] = {h[1], off, ui, vals[0], vals[1], vals[2], uf, hand_ci(e, e->i8, 7), hand_ci(e, e->i32, 4)};
    hand_dxop(e, b, store, DXOP_RawBufferStore, st, 9);
    ir_build_ret(m, e->f, b, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);

    dxil_entry_point *ep = hand_compute_entry(e, 6);
    ep->numthreads[0] = a->threads_x;
    dxil_module_info *dx = m->dxil;
    dxil_resource *srv = hand_resource(e, DXIL_RES_SRV, 0, 0, RK_TEXTURE2D);
    srv->element_type = CT_F32;
    dxil_resource *uav = hand_resource(e, DXIL_RES_UAV, 0, 0, RK_RAW);
    dxil_resource *smp = hand_resource(e, DXIL_RES_SAMPLER, 0, 0, 0);
    dxil_resource *list[3] = {srv, uav, smp};
    uint32_t cls[3] = {DXIL_RES_SRV, DXIL_RES_UAV, DXIL_RES_SAMPLER};
    for (uint32_t i = 0; i < 3; i++) {
        dx->num_resources[cls[i]] = ep->num_resources[cls[i]] = 1;
        dx->resources[cls[i]] = ep->resources[cls[i]] = list[i];
    }
    dxil_lower_dxops(m);
    return m;
}

typedef struct scan {
    uint32_t derivs, implicit, explicit_grad, explicit_bias, group_caps, linear_caps;
} scan;

static bool visit(const spv_insn *in, void *arg)
{
    scan *s = arg;
    const uint32_t *w = in->w;
    if (in->op >= SPV_OP_DPDX && in->op <= SPV_OP_FWIDTH_COARSE)
        s->derivs++;
    if (in->op == SPV_OP_SAMPLE_IMPLICIT)
        s->implicit++;
    if (in->op == SPV_OP_SAMPLE_EXPLICIT && in->n >= 6) {
        s->explicit_grad += (w[5] & SPV_IMAGE_OPERANDS_GRAD) != 0;
        s->explicit_bias += (w[5] & SPV_IMAGE_OPERANDS_BIAS) != 0;
    }
    if (in->op == SPV_OP_CAPABILITY && (w[1] == SPV_CAP_DERIV_QUADS || w[1] == SPV_CAP_DERIV_LINEAR)) {
        s->group_caps++;
        s->linear_caps += w[1] == SPV_CAP_DERIV_LINEAR;
    }
    return true;
}

static void test_quadless(uint32_t threads_x)
{
    char name[64];
    snprintf(name, sizeof(name), "numthreads(%u, 1, 1)", threads_x);
    hand_env e;
    emit_result r;
    d2s_status st;
    build_arg a = {CASE_DERIV_AND_SAMPLE, threads_x};
    const char *msg = hand_translate(&e, build, &a, DXIL2SPV_TARGET_VULKAN_1_3, &r, &st);
    CHECK(msg == NULL, "%s: refused: %s", name, msg ? msg : "");
    if (!msg) {
        const char *w = e.ctx.warnings ? e.ctx.warnings : "";
        CHECK(strstr(w, name) && strstr(w, "no quads") && strstr(w, "derivatives are 0"),
              "%s: no warning naming the thread group: '%s'", name, w);
        const char *vmsg = "";
        CHECK(spv_tools_validate(&e.ctx, r.words, r.word_count, SPV_TARGET_VULKAN_1_3, true, &vmsg),
              "%s: spirv-val: %s", name, vmsg);
        scan s = {0};
        spv_inspect_walk(r.words, r.word_count, visit, &s);
        CHECK(s.derivs == 0, "%s: %u derivative instructions", name, s.derivs);
        CHECK(s.implicit == 0, "%s: %u implicit-LOD samples", name, s.implicit);
        CHECK(s.explicit_grad == 2 && s.explicit_bias == 0, "%s: %u explicit samples with Grad, %u with Bias "
              "(2 and 0 expected)", name, s.explicit_grad, s.explicit_bias);
        CHECK(s.group_caps == 0, "%s: a derivative-group capability", name);
    }
    d2s_ctx_release(&e.ctx);
}

static void test_calculate_lod_refused(void)
{
    hand_env e;
    emit_result r;
    d2s_status st;
    build_arg a = {CASE_CALCULATE_LOD, 1};
    const char *msg = hand_translate(&e, build, &a, DXIL2SPV_TARGET_VULKAN_1_3, &r, &st);
    CHECK(msg != NULL && st == D2S_ERR_UNSUPPORTED, "CalculateLOD with numthreads(1, 1, 1): not refused (%d)",
          (int)st);
    CHECK(msg && strstr(msg, "CalculateLOD") && strstr(msg, "numthreads(1, 1, 1)"),
          "CalculateLOD refusal does not name the op and group: %s", msg ? msg : "");
    d2s_ctx_release(&e.ctx);
}

static void test_linear_keeps_derivatives(void)
{
    hand_env e;
    emit_result r;
    d2s_status st;
    build_arg a = {CASE_DERIV_AND_SAMPLE, 4};
    const char *msg = hand_translate(&e, build, &a, DXIL2SPV_TARGET_VULKAN_1_3, &r, &st);
    CHECK(msg == NULL, "numthreads(4, 1, 1): refused: %s", msg ? msg : "");
    if (!msg) {
        scan s = {0};
        spv_inspect_walk(r.words, r.word_count, visit, &s);
        CHECK(s.derivs == 1 && s.implicit == 2 && s.linear_caps == 1,
              "numthreads(4, 1, 1): %u derivatives, %u implicit samples, %u linear-group capabilities (1, 2, 1 "
              "expected)", s.derivs, s.implicit, s.linear_caps);
        CHECK(!e.ctx.warnings || !strstr(e.ctx.warnings, "no quads"), "numthreads(4, 1, 1): warned: %s",
              e.ctx.warnings);
    }
    d2s_ctx_release(&e.ctx);
}

int main(void)
{
    test_quadless(1);
    test_quadless(3);
    test_calculate_lod_refused();
    test_linear_keeps_derivatives();
    printf("compute_quadless: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
