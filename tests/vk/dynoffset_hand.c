/* dynoffset_run's hand-built shaders (DXC is not part of the build, and no
 * corpus shader samples with gradients or comparisons and computed
 * offsets). Same resources and case layout as vkd3d-proton's
 * cs_dynamic_texture_offset, so one harness and host model serve all:
 *
 *   Texture2D<float> t0 (space 0); SamplerState s0 (a SamplerComparisonState
 *   for the comparisons);
 *   StructuredBuffer<{float2 uv; float lod; int2 offset; float ref}> cases : t0 (space 1);
 *   RWStructuredBuffer<float> results : u0 (space 1);
 *   [numthreads(1, 1, 1)] main(tid):
 *     g = exp2(lod); ddx = float2(g / 32, 0); ddy = float2(0, g / 16);
 *     results[tid] = t0.SampleGrad(s0, uv, ddx, ddy, offset)
 *                  | t0.SampleCmpLevelZero(s0, uv, ref, offset)
 *                  | t0.SampleCmpLevel(s0, uv, ref, lod, offset)
 *                  | t0.SampleCmpGrad(s0, uv, ref, ddx, ddy, offset);
 *
 * The gradients are isotropic (g texels of the 32x16 level 0 along each
 * axis), so the LOD they select is `lod`, and the emulation must find that
 * level from the gradients alone. SampleCmpLevelZero reads level 0. The
 * vkd3d-proton shader's cases are 20 bytes; these have the reference after
 * them (24). */
#include "dynoffset_hand.h"

#include <string.h>

#include "ir_hand.h"

enum {
    OP_EXP = 21, OP_CREATE_HANDLE = 57, OP_SAMPLE_GRAD = 63, OP_SAMPLE_CMP_LEVEL_ZERO = 65, OP_SAMPLE_CMP_LEVEL = 224, OP_SAMPLE_CMP_GRAD = 254, OP_THREAD_ID = 93, OP_RAW_LOAD = 139,
    OP_RAW_STORE = 140, RK_TEXTURE2D = 2, RK_STRUCTURED = 12, CT_F32 = 9, SAMPLER_COMPARISON = 1,
};

static ir_module *build(hand_env *e, const void *arg)
{
    dyn_hand_kind kind = *(const dyn_hand_kind *)arg;
    bool cmp = kind != HAND_GRAD;
    ir_module *m = e->m = ir_module_create(&e->ctx);
    hand_types(e);
    ir_type *vd = ir_type_void(m);
    ir_type *handle = hand_handle_type(e);
    ir_type *ret_f = hand_resret_type(e, e->f32, "f32");
    ir_type *ret_i = hand_resret_type(e, e->i32, "i32");
    ir_function *create_handle = hand_create_handle_decl(e, handle);
    ir_type *p2[2] = {e->i32, e->i32};
    ir_function *thread_id = hand_decl(e, "dx.op.threadId.i32", e->i32, p2, 2);
    ir_type *p_un[2] = {e->i32, e->f32};
    ir_function *unary = hand_decl(e, "dx.op.unary.f32", e->f32, p_un, 2);
    ir_type *p_ld[6] = {e->i32, handle, e->i32, e->i32, e->i8, e->i32};
    ir_function *load_f = hand_decl(e, "dx.op.rawBufferLoad.f32", ret_f, p_ld, 6);
    ir_function *load_i = hand_decl(e, "dx.op.rawBufferLoad.i32", ret_i, p_ld, 6);
    ir_type *p_st[10] = {e->i32, handle, e->i32, e->i32, e->f32, e->f32, e->f32, e->f32, e->i8, e->i32};
    ir_function *store = hand_decl(e, "dx.op.rawBufferStore.f32", vd, p_st, 10);
    ir_type *p_sg[17] = {e->i32, handle, handle, e->f32, e->f32, e->f32, e->f32, e->i32, e->i32, e->i32,
                         e->f32, e->f32, e->f32, e->f32, e->f32, e->f32, e->f32};
    ir_function *sample_grad = hand_decl(e, "dx.op.sampleGrad.f32", ret_f, p_sg, 17);
    ir_type *p_sc[11] = {e->i32, handle, handle, e->f32, e->f32, e->f32, e->f32, e->i32, e->i32, e->i32, e->f32};
    ir_function *sample_cmp = hand_decl(e, "dx.op.sampleCmpLevelZero.f32", ret_f, p_sc, 11);
    ir_type *p_scl[12] = {e->i32, handle, handle, e->f32, e->f32, e->f32, e->f32, e->i32, e->i32, e->i32,
                          e->f32, e->f32};
    ir_function *sample_cmp_level = hand_decl(e, "dx.op.sampleCmpLevel.f32", ret_f, p_scl, 12);
    ir_type *p_scg[18] = {e->i32, handle, handle, e->f32, e->f32, e->f32, e->f32, e->i32, e->i32, e->i32,
                          e->f32, e->f32, e->f32, e->f32, e->f32, e->f32, e->f32, e->f32};
    ir_function *sample_cmp_grad = hand_decl(e, "dx.op.sampleCmpGrad.f32", ret_f, p_scg, 18);
    e->f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);
    ir_block *b = ir_block_create(m, e->f, "entry");

    /* range ids: SRV 0 = texture, SRV 1 = cases, UAV 0 = results, sampler 0 */
    ir_value *h_args[4][4] = {
        {hand_ci(e, e->i8, DXIL_RES_SRV), hand_ci(e, e->i32, 0), hand_ci(e, e->i32, 0), hand_ci(e, e->i1, 0)},
        {hand_ci(e, e->i8, DXIL_RES_SRV), hand_ci(e, e->i32, 1), hand_ci(e, e->i32, 0), hand_ci(e, e->i1, 0)},
        {hand_ci(e, e->i8, DXIL_RES_UAV), hand_ci(e, e->i32, 0), hand_ci(e, e->i32, 0), hand_ci(e, e->i1, 0)},
        {hand_ci(e, e->i8, DXIL_RES_SAMPLER), hand_ci(e, e->i32, 0), hand_ci(e, e->i32, 0), hand_ci(e, e->i1, 0)},
    };
    ir_value *h[4];
    for (uint32_t i = 0; i < 4; i++)
        h[i] = &hand_dxop(e, b, create_handle, OP_CREATE_HANDLE, h_args[i], 4)->v;
    ir_value *c0[1] = {hand_ci(e, e->i32, 0)};
    ir_value *tid = &hand_dxop(e, b, thread_id, OP_THREAD_ID, c0, 1)->v;
    ir_value *a4 = hand_ci(e, e->i32, 4);
    ir_value *ld_uv[5] = {h[1], tid, hand_ci(e, e->i32, 0), hand_ci(e, e->i8, 3), a4};
    ir_value *uv = &hand_dxop(e, b, load_f, OP_RAW_LOAD, ld_uv, 5)->v;
    ir_value *ld_lod[5] = {h[1], tid, hand_ci(e, e->i32, 8), hand_ci(e, e->i8, 1), a4};
    ir_value *lodr = &hand_dxop(e, b, load_f, OP_RAW_LOAD, ld_lod, 5)->v;
    ir_value *ld_off[5] = {h[1], tid, hand_ci(e, e->i32, 12), hand_ci(e, e->i8, 3), a4};
    ir_value *offr = &hand_dxop(e, b, load_i, OP_RAW_LOAD, ld_off, 5)->v;
    ir_value *ld_ref[5] = {h[1], tid, hand_ci(e, e->i32, 20), hand_ci(e, e->i8, 1), a4};
    ir_value *ref = hand_extract(e, b, &hand_dxop(e, b, load_f, OP_RAW_LOAD, ld_ref, 5)->v, e->f32, 0);
    ir_value *u = hand_extract(e, b, uv, e->f32, 0), *v = hand_extract(e, b, uv, e->f32, 1);
    ir_value *lod = hand_extract(e, b, lodr, e->f32, 0);
    ir_value *ox = hand_extract(e, b, offr, e->i32, 0), *oy = hand_extract(e, b, offr, e->i32, 1);
    ir_value *uf = &ir_const_undef(m, e->f32)->v, *ui = &ir_const_undef(m, e->i32)->v;
    ir_value *ea[1] = {lod};
    ir_value *g = &hand_dxop(e, b, unary, OP_EXP, ea, 1)->v;
    ir_value *gx = &ir_build_binop(m, e->f, b, IR_OP_FMUL, g, hand_cf(e, 1.0f / 32.0f))->v;
    ir_value *gy = &ir_build_binop(m, e->f, b, IR_OP_FMUL, g, hand_cf(e, 1.0f / 16.0f))->v;
    ir_value *smp;
    if (kind == HAND_CMP_ZERO) {
        ir_value *sc[10] = {h[0], h[3], u, v, uf, uf, ox, oy, ui, ref};
        smp = &hand_dxop(e, b, sample_cmp, OP_SAMPLE_CMP_LEVEL_ZERO, sc, 10)->v;
    } else if (kind == HAND_CMP_LEVEL) {
        ir_value *sc[11] = {h[0], h[3], u, v, uf, uf, ox, oy, ui, ref, lod};
        smp = &hand_dxop(e, b, sample_cmp_level, OP_SAMPLE_CMP_LEVEL, sc, 11)->v;
    } else if (kind == HAND_CMP_GRAD) {
        ir_value *sc[18] = {hand_ci(e, e->i32, OP_SAMPLE_CMP_GRAD), h[0], h[3], u, v, uf, uf, ox, oy, ui, ref,
                            gx, hand_cf(e, 0.0f), uf, hand_cf(e, 0.0f), gy, uf, uf};
        smp = &ir_build_call(m, e->f, b, sample_cmp_grad, sc, 18)->v;
    } else {
        ir_value *sg[17] = {hand_ci(e, e->i32, OP_SAMPLE_GRAD), h[0], h[3], u, v, uf, uf, ox, oy, ui,
                            gx, hand_cf(e, 0.0f), uf, hand_cf(e, 0.0f), gy, uf, uf};
        smp = &ir_build_call(m, e->f, b, sample_grad, sg, 17)->v;
    }
    ir_value *r = hand_extract(e, b, smp, e->f32, 0);
    ir_value *st[9] = {h[2], tid, hand_ci(e, e->i32, 0), r, uf, uf, uf, hand_ci(e, e->i8, 1), a4};
    hand_dxop(e, b, store, OP_RAW_STORE, st, 9);
    ir_build_ret(m, e->f, b, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);

    dxil_entry_point *ep = hand_compute_entry(e, 8); /* SampleCmpGrad is SM 6.8 */
    ep->numthreads[0] = 1;
    dxil_module_info *dx = m->dxil;
    dxil_resource *srv = d2s_zalloc_array(&e->ctx, 2, sizeof(*srv));
    srv[0] = *hand_resource(e, DXIL_RES_SRV, 0, 0, RK_TEXTURE2D);
    srv[0].element_type = CT_F32;
    srv[1] = *hand_resource(e, DXIL_RES_SRV, 1, 1, RK_STRUCTURED);
    srv[1].stride = 24;
    srv[1].lower_bound = 0; /* t0, space 1 */
    dxil_resource *uav = hand_resource(e, DXIL_RES_UAV, 0, 1, RK_STRUCTURED);
    uav->stride = 4;
    dxil_resource *smpl = hand_resource(e, DXIL_RES_SAMPLER, 0, 0, 0);
    smpl->sampler_kind = cmp ? SAMPLER_COMPARISON : 0;
    dx->num_resources[DXIL_RES_SRV] = ep->num_resources[DXIL_RES_SRV] = 2;
    dx->resources[DXIL_RES_SRV] = ep->resources[DXIL_RES_SRV] = srv;
    dx->num_resources[DXIL_RES_UAV] = ep->num_resources[DXIL_RES_UAV] = 1;
    dx->resources[DXIL_RES_UAV] = ep->resources[DXIL_RES_UAV] = uav;
    dx->num_resources[DXIL_RES_SAMPLER] = ep->num_resources[DXIL_RES_SAMPLER] = 1;
    dx->resources[DXIL_RES_SAMPLER] = ep->resources[DXIL_RES_SAMPLER] = smpl;
    dxil_lower_dxops(m);
    return m;
}

const char *dynoffset_hand_translate(hand_env *e, dyn_hand_kind kind, dxil2spv_result *out)
{
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.dynamic_offsets = DXIL2SPV_DYNAMIC_OFFSET_EMULATE;
    emit_result r;
    d2s_status st;
    const char *msg = hand_translate_opts(e, build, &kind, &o, &r, &st);
    if (msg)
        return msg;
    memset(out, 0, sizeof(*out));
    out->status = DXIL2SPV_OK;
    out->spirv = r.words;
    out->spirv_word_count = r.word_count;
    out->reflection = r.reflection;
    return NULL;
}
