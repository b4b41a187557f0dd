/* Execution test of min-precision data in memory (src/emit/types/emit_minprec.c,
 * emit_dxop_buffer.c) on lavapipe, in both min-precision modes.
 *
 * D3D stores min16float/min16int values with 32 bits each in constant
 * buffers and structured/raw buffers; DXC, compiling without
 * -enable-16bit-types, accesses them through the 16-bit overloads of the
 * dx.ops: CBufferLoadLegacy.f16 returns { half x 4 } (one value per 32-bit
 * word of the 16-byte row), RawBufferLoad/Store.f16/.i16 components are
 * 32-bit words. No corpus shader has these overloads (DXC's own test
 * cbufferMinPrec.hlsl shows the constant-buffer form), so the shader is
 * built by hand, as DXC would write:
 *
 *   cbuffer C : b0 { min16float4 h; min16int4 k; }
 *   struct S { min16float2 x; min16int y; };         // stride 12
 *   StructuredBuffer<S> t0;
 *   RWStructuredBuffer<min16float4> u0;              // stride 16
 *   RWByteAddressBuffer u1;
 *   [numthreads(4, 1, 1)] main(tid):
 *     S s = t0[tid];
 *     u0[tid] = min16float4(h.x + s.x.x, h.y * s.x.y, h.z - s.x.x, h.w);
 *     u1.Store4(tid * 16, min16int4(k.x + s.y - 4, k.y * s.y, k.z - k.w, k.w));
 *
 * The values are exact in half precision, so the host model (float and
 * int32 arithmetic on the 32-bit data) gives the result of both modes:
 * widen (no 16-bit type in the SPIR-V) and native (Float16/Int16 arithmetic
 * on values converted from and to their 32-bit words; needs shaderFloat16
 * and shaderInt16). Every module must validate with spirv-val.
 *
 * Then 16-bit texel results with native 16-bit types (SM 6.2,
 * -enable-16bit-types): a Buffer<half> over an R32_SFLOAT texel buffer read
 * with BufferLoad.f16 and widened back to float for the output must give
 * each texel rounded to half (655.25 -> 655.0, ties to even), finite values
 * beyond half's range as +-65504 (D3D's conversion clamps), infinities and
 * NaN unchanged. The host model converts with round-to-nearest-even;
 * Vulkan lets the conversion round toward zero too, so the cases are
 * chosen where both agree. The same rounding where the shader itself
 * converts, (float)(half)x (fptrunc then fpext), on the texels within half's
 * range: Mesa folds that pair into nothing unless the narrowing carries
 * NoContraction (probe f16_roundtrip in tests/vk/probes shows the fold on
 * plain SPIR-V).
 *
 * Usage: minprec_run. Last line: "minprec_run: N passed, M failed[, K skipped]".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vulkan/vulkan.h>

#include "dxil2spv.h"
#include "ir_hand.h"
#include "spirv/spv_tools.h"
#include "vk_context.h"
#include "vk_host.h"
#include "watchdog.h"

enum {
    OP_CREATE_HANDLE = 57, OP_CBUFFER_LOAD_LEGACY = 59, OP_THREAD_ID = 93, OP_RAW_LOAD = 139, OP_RAW_STORE = 140,
    RK_RAW = 11, RK_STRUCTURED = 12, RK_CBUFFER = 13, THREADS = 4,
    SPV_OP_CAPABILITY = 17, SPV_CAP_FLOAT16 = 9, SPV_CAP_INT16 = 22,
};

static const float CB_H[4] = {1.5f, -2.25f, 100.0f, 0.125f};
static const int32_t CB_K[4] = {-3, 7, 30000, -2000};

static float elem_x0(uint32_t i) { return 0.5f * (float)i + 0.25f; }
static float elem_x1(uint32_t i) { return -2.0f * (float)(i + 1); }
static int32_t elem_y(uint32_t i) { return (int32_t)i * 100 - 150; }

static ir_value *h_add(hand_env *e, ir_block *b, ir_op op, ir_value *x, ir_value *y)
{
    return &ir_build_binop(e->m, e->f, b, op, x, y)->v;
}

static ir_module *build(hand_env *e, const void *arg)
{
    (void)arg;
    ir_module *m = e->m = ir_module_create(&e->ctx);
    hand_types(e);
    e->f16 = ir_type_half(m);
    e->i16 = ir_type_int(m, 16);
    ir_type *vd = ir_type_void(m);
    ir_type *handle = hand_handle_type(e);
    ir_type *cb_h_m[4] = {e->f16, e->f16, e->f16, e->f16}, *cb_k_m[4] = {e->i16, e->i16, e->i16, e->i16};
    ir_type *cb_h = ir_type_struct_named(m, "dx.types.CBufRet.f16", cb_h_m, 4);
    ir_type *cb_k = ir_type_struct_named(m, "dx.types.CBufRet.i16", cb_k_m, 4);
    ir_type *ret_h = hand_resret_type(e, e->f16, "f16"), *ret_k = hand_resret_type(e, e->i16, "i16");
    ir_function *create_handle = hand_create_handle_decl(e, handle);
    ir_type *p2[2] = {e->i32, e->i32};
    ir_function *thread_id = hand_decl(e, "dx.op.threadId.i32", e->i32, p2, 2);
    ir_type *p_cbl[3] = {e->i32, handle, e->i32};
    ir_function *cbl_h = hand_decl(e, "dx.op.cbufferLoadLegacy.f16", cb_h, p_cbl, 3);
    ir_function *cbl_k = hand_decl(e, "dx.op.cbufferLoadLegacy.i16", cb_k, p_cbl, 3);
    ir_type *p_ld[6] = {e->i32, handle, e->i32, e->i32, e->i8, e->i32};
    ir_function *load_h = hand_decl(e, "dx.op.rawBufferLoad.f16", ret_h, p_ld, 6);
    ir_function *load_k = hand_decl(e, "dx.op.rawBufferLoad.i16", ret_k, p_ld, 6);
    ir_type *p_sh[10] = {e->i32, handle, e->i32, e->i32, e->f16, e->f16, e->f16, e->f16, e->i8, e->i32};
    ir_function *store_h = hand_decl(e, "dx.op.rawBufferStore.f16", vd, p_sh, 10);
    ir_type *p_sk[10] = {e->i32, handle, e->i32, e->i32, e->i16, e->i16, e->i16, e->i16, e->i8, e->i32};
    ir_function *store_k = hand_decl(e, "dx.op.rawBufferStore.i16", vd, p_sk, 10);
    e->f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);
    ir_block *b = ir_block_create(m, e->f, "entry");

    /* range ids: CBV 0, SRV 0, UAV 0, UAV 1 */
    static const uint32_t hcls[4] = {DXIL_RES_CBV, DXIL_RES_SRV, DXIL_RES_UAV, DXIL_RES_UAV};
    static const uint32_t hid[4] = {0, 0, 0, 1};
    ir_value *h[4];
    for (uint32_t i = 0; i < 4; i++) {
        ir_value *a[4] = {hand_ci(e, e->i8, hcls[i]), hand_ci(e, e->i32, hid[i]), hand_ci(e, e->i32, hid[i]),
                          hand_ci(e, e->i1, 0)};
        h[i] = &hand_dxop(e, b, create_handle, OP_CREATE_HANDLE, a, 4)->v;
    }
    ir_value *c0[1] = {hand_ci(e, e->i32, 0)};
    ir_value *tid = &hand_dxop(e, b, thread_id, OP_THREAD_ID, c0, 1)->v;
    ir_value *row0[2] = {h[0], hand_ci(e, e->i32, 0)}, *row1[2] = {h[0], hand_ci(e, e->i32, 1)};
    ir_value *rh = &hand_dxop(e, b, cbl_h, OP_CBUFFER_LOAD_LEGACY, row0, 2)->v;
    ir_value *rk = &hand_dxop(e, b, cbl_k, OP_CBUFFER_LOAD_LEGACY, row1, 2)->v;
    ir_value *hv[4], *kv[4];
    for (uint32_t c = 0; c < 4; c++) {
        hv[c] = hand_extract(e, b, rh, e->f16, c);
        kv[c] = hand_extract(e, b, rk, e->i16, c);
    }
    ir_value *a4 = hand_ci(e, e->i32, 4);
    ir_value *ld_x[5] = {h[1], tid, hand_ci(e, e->i32, 0), hand_ci(e, e->i8, 3), a4};
    ir_value *sx = &hand_dxop(e, b, load_h, OP_RAW_LOAD, ld_x, 5)->v;
    ir_value *ld_y[5] = {h[1], tid, hand_ci(e, e->i32, 8), hand_ci(e, e->i8, 1), a4};
    ir_value *sy = &hand_dxop(e, b, load_k, OP_RAW_LOAD, ld_y, 5)->v;
    ir_value *x0 = hand_extract(e, b, sx, e->f16, 0), *x1 = hand_extract(e, b, sx, e->f16, 1);
    ir_value *y = hand_extract(e, b, sy, e->i16, 0);

    ir_value *st_h[9] = {h[2], tid, hand_ci(e, e->i32, 0), h_add(e, b, IR_OP_FADD, hv[0], x0),
                         h_add(e, b, IR_OP_FMUL, hv[1], x1), h_add(e, b, IR_OP_FSUB, hv[2], x0), hv[3],
                         hand_ci(e, e->i8, 15), a4};
    hand_dxop(e, b, store_h, OP_RAW_STORE, st_h, 9);
    /* "k.x + s.y - 4": DXC writes the constant as add i16 ..., -4 */
    ir_value *sum = h_add(e, b, IR_OP_ADD, h_add(e, b, IR_OP_ADD, kv[0], y), hand_ci(e, e->i16, 0xFFFC));
    ir_value *addr = h_add(e, b, IR_OP_MUL, tid, hand_ci(e, e->i32, 16));
    ir_value *st_k[9] = {h[3], addr, &ir_const_undef(m, e->i32)->v, sum, h_add(e, b, IR_OP_MUL, kv[1], y),
                         h_add(e, b, IR_OP_SUB, kv[2], kv[3]), kv[3], hand_ci(e, e->i8, 15), a4};
    hand_dxop(e, b, store_k, OP_RAW_STORE, st_k, 9);
    ir_build_ret(m, e->f, b, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);

    dxil_entry_point *ep = hand_compute_entry(e, 0); /* SM 6.0: min precision, no native 16-bit types */
    ep->numthreads[0] = THREADS;
    dxil_module_info *dx = m->dxil;
    dxil_resource *cbv = hand_resource(e, DXIL_RES_CBV, 0, 0, RK_CBUFFER);
    cbv->cb_size = 32;
    dxil_resource *srv = hand_resource(e, DXIL_RES_SRV, 0, 0, RK_STRUCTURED);
    srv->stride = 12;
    dxil_resource *uav = d2s_zalloc_array(&e->ctx, 2, sizeof(*uav));
    uav[0] = *hand_resource(e, DXIL_RES_UAV, 0, 0, RK_STRUCTURED);
    uav[0].stride = 16;
    uav[1] = *hand_resource(e, DXIL_RES_UAV, 1, 0, RK_RAW);
    dx->num_resources[DXIL_RES_CBV] = ep->num_resources[DXIL_RES_CBV] = 1;
    dx->resources[DXIL_RES_CBV] = ep->resources[DXIL_RES_CBV] = cbv;
    dx->num_resources[DXIL_RES_SRV] = ep->num_resources[DXIL_RES_SRV] = 1;
    dx->resources[DXIL_RES_SRV] = ep->resources[DXIL_RES_SRV] = srv;
    dx->num_resources[DXIL_RES_UAV] = ep->num_resources[DXIL_RES_UAV] = 2;
    dx->resources[DXIL_RES_UAV] = ep->resources[DXIL_RES_UAV] = uav;
    dxil_lower_dxops(m);
    return m;
}

/* ---- 16-bit texel results ---------------------------------------------------------- */

enum { OP_BUFFER_LOAD = 68, RK_TYPED_BUFFER = 10, CT_F16 = 8, CT_F32 = 9, TEXELS = 12 };
#define SHADER_FLAG_NATIVE_LOW_PRECISION (1ull << 23)

static const float TEXEL_IN[TEXELS] = {655.25f, 70000.0f, -1.0e6f, 65519.0f, 65520.0f, -65536.0f, 1.0f + 1.0f / 1024.0f,
                                       0.5f, -3.0f, 0.25f, 0.0f, 2048.0f};
/* half(x), D3D style: finite values beyond the range clamp to +-65504;
 * chosen so that rounding to nearest and toward zero agree. */
static const float TEXEL_OUT[TEXELS] = {655.0f, 65504.0f, -65504.0f, 65504.0f, 65504.0f, -65504.0f,
                                        1.0f + 1.0f / 1024.0f, 0.5f, -3.0f, 0.25f, 0.0f, 2048.0f};

/* arg: a bool, true for the fptrunc variant: a Buffer<float> read as f32,
 * then (float)(half)x in the shader's own arithmetic (fptrunc, fpext). */
static ir_module *build_texel(hand_env *e, const void *arg)
{
    bool fptrunc = *(const bool *)arg;
    ir_module *m = e->m = ir_module_create(&e->ctx);
    hand_types(e);
    e->f16 = ir_type_half(m);
    ir_type *vd = ir_type_void(m);
    ir_type *handle = hand_handle_type(e);
    ir_type *ret_h = fptrunc ? hand_resret_type(e, e->f32, "f32") : hand_resret_type(e, e->f16, "f16");
    ir_function *create_handle = hand_create_handle_decl(e, handle);
    ir_type *p2[2] = {e->i32, e->i32};
    ir_function *thread_id = hand_decl(e, "dx.op.threadId.i32", e->i32, p2, 2);
    ir_type *p_bl[4] = {e->i32, handle, e->i32, e->i32};
    ir_function *load = hand_decl(e, fptrunc ? "dx.op.bufferLoad.f32" : "dx.op.bufferLoad.f16", ret_h, p_bl, 4);
    ir_type *p_st[10] = {e->i32, handle, e->i32, e->i32, e->f32, e->f32, e->f32, e->f32, e->i8, e->i32};
    ir_function *store = hand_decl(e, "dx.op.rawBufferStore.f32", vd, p_st, 10);
    e->f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);
    ir_block *b = ir_block_create(m, e->f, "entry");
    ir_value *ha[4] = {hand_ci(e, e->i8, DXIL_RES_SRV), hand_ci(e, e->i32, 0), hand_ci(e, e->i32, 0),
                       hand_ci(e, e->i1, 0)};
    ir_value *srv = &hand_dxop(e, b, create_handle, OP_CREATE_HANDLE, ha, 4)->v;
    ha[0] = hand_ci(e, e->i8, DXIL_RES_UAV);
    ir_value *uav = &hand_dxop(e, b, create_handle, OP_CREATE_HANDLE, ha, 4)->v;
    ir_value *c0[1] = {hand_ci(e, e->i32, 0)};
    ir_value *tid = &hand_dxop(e, b, thread_id, OP_THREAD_ID, c0, 1)->v;
    ir_value *ld[3] = {srv, tid, &ir_const_undef(m, e->i32)->v};
    ir_value *h = hand_extract(e, b, &hand_dxop(e, b, load, OP_BUFFER_LOAD, ld, 3)->v, fptrunc ? e->f32 : e->f16, 0);
    if (fptrunc)
        h = &ir_build_cast(m, e->f, b, IR_OP_FPTRUNC, h, e->f16)->v;
    ir_value *f = &ir_build_cast(m, e->f, b, IR_OP_FPEXT, h, e->f32)->v;
    ir_value *uf = &ir_const_undef(m, e->f32)->v;
    ir_value *st[9] = {uav, tid, hand_ci(e, e->i32, 0), f, uf, uf, uf, hand_ci(e, e->i8, 1), hand_ci(e, e->i32, 4)};
    hand_dxop(e, b, store, OP_RAW_STORE, st, 9);
    ir_build_ret(m, e->f, b, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);

    dxil_entry_point *ep = hand_compute_entry(e, 2);
    ep->numthreads[0] = TEXELS;
    ep->shader_flags |= SHADER_FLAG_NATIVE_LOW_PRECISION;
    dxil_module_info *dx = m->dxil;
    dxil_resource *tb = hand_resource(e, DXIL_RES_SRV, 0, 0, RK_TYPED_BUFFER);
    tb->element_type = fptrunc ? CT_F32 : CT_F16;
    dxil_resource *out = hand_resource(e, DXIL_RES_UAV, 0, 0, RK_STRUCTURED);
    out->stride = 4;
    dx->num_resources[DXIL_RES_SRV] = ep->num_resources[DXIL_RES_SRV] = 1;
    dx->resources[DXIL_RES_SRV] = ep->resources[DXIL_RES_SRV] = tb;
    dx->num_resources[DXIL_RES_UAV] = ep->num_resources[DXIL_RES_UAV] = 1;
    dx->resources[DXIL_RES_UAV] = ep->resources[DXIL_RES_UAV] = out;
    dxil_lower_dxops(m);
    return m;
}

static bool has_capability(const uint32_t *w, size_t n, uint32_t cap)
{
    for (size_t i = 5; i < n;) {
        uint32_t len = w[i] >> 16;
        if (!len)
            break;
        if ((w[i] & 0xFFFF) == SPV_OP_CAPABILITY && len >= 2 && w[i + 1] == cap)
            return true;
        i += len;
    }
    return false;
}

typedef struct mp_vk {
    vk_context *vk;
    VkBuffer buf[4];
    VkDeviceMemory mem[4];
    void *ptr[4];
    vk_host_compute c;
} mp_vk;

#define CHECK(call) VK_HOST_CHECK(call, s->c.err, sizeof(s->c.err))

static const dxil2spv_reflected_resource *find_res(const dxil2spv_reflection *r, uint32_t cls, uint32_t lb)
{
    for (uint32_t i = 0; i < r->resource_count; i++)
        if (r->resources[i].resource_class == cls && r->resources[i].lower_bound == lb)
            return &r->resources[i];
    return NULL;
}

/* Runs the shader; out_f = u0's floats, out_i = u1's ints (THREADS x 4 each). */
static bool run_gpu(mp_vk *s, const dxil2spv_result *tr, float *out_f, int32_t *out_i)
{
    VkDevice d = s->vk->device;
    static const struct { uint32_t cls, lb; VkDescriptorType type; VkBufferUsageFlags usage; } want[4] = {
        {DXIL_RES_CBV, 0, VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT},
        {DXIL_RES_SRV, 0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT},
        {DXIL_RES_UAV, 0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT},
        {DXIL_RES_UAV, 1, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT},
    };
    static const VkDeviceSize size[4] = {32, 12 * THREADS, 16 * THREADS, 16 * THREADS};
    VkDescriptorSetLayoutBinding lb[4];
    for (uint32_t c = 0; c < 4; c++) {
        const dxil2spv_reflected_resource *r = find_res(tr->reflection, want[c].cls, want[c].lb);
        if (!r || r->set != 0 || r->descriptor_type != (uint32_t)want[c].type) {
            snprintf(s->c.err, sizeof(s->c.err), "reflection: resource %u missing or not in set 0 as type %u", c,
                     (unsigned)want[c].type);
            return false;
        }
        lb[c] = (VkDescriptorSetLayoutBinding){r->binding, want[c].type, 1, VK_SHADER_STAGE_COMPUTE_BIT, NULL};
        if (!vk_host_make_buffer(s->vk, size[c], want[c].usage, &s->buf[c], &s->mem[c], &s->ptr[c], s->c.err,
                                 sizeof(s->c.err)))
            return false;
    }
    uint8_t *cb = s->ptr[0], *in = s->ptr[1];
    memcpy(cb, CB_H, 16);
    memcpy(cb + 16, CB_K, 16);
    for (uint32_t i = 0; i < THREADS; i++) {
        float x[2] = {elem_x0(i), elem_x1(i)};
        int32_t yv = elem_y(i);
        memcpy(in + 12 * i, x, 8);
        memcpy(in + 12 * i + 8, &yv, 4);
    }
    memset(s->ptr[2], 0xFF, 16 * THREADS);
    memset(s->ptr[3], 0xFF, 16 * THREADS);
    if (!vk_host_compute_set_layouts(s->vk, &s->c, 1, 4, lb) || !vk_host_compute_pipeline(s->vk, &s->c, tr))
        return false;
    VkDescriptorPoolSize ps[2] = {{VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, 1}, {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 3}};
    VkDescriptorPoolCreateInfo dpi = {VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, NULL, 0, 1, 2, ps};
    CHECK(vkCreateDescriptorPool(d, &dpi, NULL, &s->c.pool));
    VkDescriptorSet set;
    VkDescriptorSetAllocateInfo dai = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO, NULL, s->c.pool, 1,
                                       s->c.set_layouts};
    CHECK(vkAllocateDescriptorSets(d, &dai, &set));
    VkDescriptorBufferInfo bi[4];
    VkWriteDescriptorSet w[4];
    for (uint32_t c = 0; c < 4; c++) {
        bi[c] = (VkDescriptorBufferInfo){s->buf[c], 0, VK_WHOLE_SIZE};
        w[c] = (VkWriteDescriptorSet){.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = set,
                                      .dstBinding = lb[c].binding, .descriptorCount = 1,
                                      .descriptorType = want[c].type, .pBufferInfo = &bi[c]};
    }
    vkUpdateDescriptorSets(d, 4, w, 0, NULL);
    if (!vk_host_compute_run(s->vk, &s->c, 1, &set, 1))
        return false;
    memcpy(out_f, s->ptr[2], 16 * THREADS);
    memcpy(out_i, s->ptr[3], 16 * THREADS);
    return true;
}

static void destroy(mp_vk *s)
{
    vk_host_compute_destroy(s->vk, &s->c);
    for (uint32_t c = 0; c < 4; c++)
        vk_host_free_buffer(s->vk, s->buf[c], s->mem[c]);
}

static uint32_t passed, failed, skipped;

static bool run_texel_gpu(mp_vk *s, const dxil2spv_result *tr, VkBufferView *view, float *out)
{
    VkDevice d = s->vk->device;
    const dxil2spv_reflected_resource *rs = find_res(tr->reflection, DXIL_RES_SRV, 0);
    const dxil2spv_reflected_resource *ru = find_res(tr->reflection, DXIL_RES_UAV, 0);
    if (!rs || !ru || rs->set || ru->set || rs->descriptor_type != VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER ||
        ru->descriptor_type != VK_DESCRIPTOR_TYPE_STORAGE_BUFFER) {
        snprintf(s->c.err, sizeof(s->c.err), "reflection: the texel buffer or the output is missing or of another type");
        return false;
    }
    VkDescriptorSetLayoutBinding lb[2] = {
        {rs->binding, VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, NULL},
        {ru->binding, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, NULL}};
    if (!vk_host_make_buffer(s->vk, 4 * TEXELS, VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT, &s->buf[0], &s->mem[0],
                             &s->ptr[0], s->c.err, sizeof(s->c.err)) ||
        !vk_host_make_buffer(s->vk, 4 * TEXELS, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, &s->buf[1], &s->mem[1],
                             &s->ptr[1], s->c.err, sizeof(s->c.err)))
        return false;
    float texels[TEXELS];
    memcpy(texels, TEXEL_IN, sizeof(texels));
    memcpy(s->ptr[0], texels, sizeof(texels));
    memset(s->ptr[1], 0xFF, 4 * TEXELS);
    VkBufferViewCreateInfo vci = {VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO, NULL, 0, s->buf[0],
                                  VK_FORMAT_R32_SFLOAT, 0, VK_WHOLE_SIZE};
    CHECK(vkCreateBufferView(d, &vci, NULL, view));
    if (!vk_host_compute_set_layouts(s->vk, &s->c, 1, 2, lb) || !vk_host_compute_pipeline(s->vk, &s->c, tr))
        return false;
    VkDescriptorPoolSize ps[2] = {{VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER, 1}, {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1}};
    VkDescriptorPoolCreateInfo dpi = {VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, NULL, 0, 1, 2, ps};
    CHECK(vkCreateDescriptorPool(d, &dpi, NULL, &s->c.pool));
    VkDescriptorSet set;
    VkDescriptorSetAllocateInfo dai = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO, NULL, s->c.pool, 1,
                                       s->c.set_layouts};
    CHECK(vkAllocateDescriptorSets(d, &dai, &set));
    VkDescriptorBufferInfo bi = {s->buf[1], 0, VK_WHOLE_SIZE};
    VkWriteDescriptorSet w[2] = {
        {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = set, .dstBinding = rs->binding,
         .descriptorCount = 1, .descriptorType = VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER, .pTexelBufferView = view},
        {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = set, .dstBinding = ru->binding,
         .descriptorCount = 1, .descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, .pBufferInfo = &bi}};
    vkUpdateDescriptorSets(d, 2, w, 0, NULL);
    if (!vk_host_compute_run(s->vk, &s->c, 1, &set, 1))
        return false;
    memcpy(out, s->ptr[1], 4 * TEXELS);
    return true;
}

/* fptrunc: the variant where the shader itself rounds (float)(half)x;
 * only texels within half's range are compared there (beyond it IEEE
 * conversion gives infinity, not D3D's texel clamp). */
static void run_texel(vk_context *vk, bool fptrunc)
{
    const char *what = fptrunc ? "(float)(half)x" : "half texels";
    hand_env e;
    emit_result r;
    d2s_status st;
    const char *msg = hand_translate(&e, build_texel, &fptrunc, DXIL2SPV_TARGET_VULKAN_1_3, &r, &st);
    const char *vmsg = NULL, *text = NULL;
    if (!msg && getenv("V") && spv_tools_disassemble(&e.ctx, r.words, r.word_count, &text))
        printf("%s\n", text);
    if (msg || !spv_tools_validate(&e.ctx, r.words, r.word_count, SPV_TARGET_VULKAN_1_3, false, &vmsg)) {
        printf("FAIL %s: %s\n", what, msg ? msg : vmsg ? vmsg : "spirv-val");
        failed++;
        d2s_ctx_release(&e.ctx);
        return;
    }
    passed++;
    if (!vk->features12.shaderFloat16) {
        printf("SKIP %s: the device lacks shaderFloat16\n", what);
        skipped++;
        d2s_ctx_release(&e.ctx);
        return;
    }
    dxil2spv_result tr = {.status = DXIL2SPV_OK, .spirv = r.words, .spirv_word_count = r.word_count,
                          .reflection = r.reflection};
    float got[TEXELS];
    mp_vk s = {.vk = vk};
    VkBufferView view = VK_NULL_HANDLE;
    bool ok = run_texel_gpu(&s, &tr, &view, got);
    vkDeviceWaitIdle(vk->device);
    if (view)
        vkDestroyBufferView(vk->device, view, NULL);
    destroy(&s);
    if (!ok) {
        printf("FAIL %s: %s\n", what, s.c.err);
        failed++;
    } else {
        for (uint32_t i = 0; i < TEXELS; i++) {
            if (fptrunc && !(TEXEL_IN[i] <= 65504.0f && TEXEL_IN[i] >= -65504.0f))
                continue;
            bool good = got[i] == TEXEL_OUT[i];
            passed += good;
            failed += !good;
            if (!good)
                printf("FAIL %s: texel %g read as %g, expected %g\n", what, TEXEL_IN[i], got[i], TEXEL_OUT[i]);
        }
    }
    d2s_ctx_release(&e.ctx);
}

/* One mode: translate, validate, check the capabilities, run, compare. */
static void run_mode(vk_context *vk, dxil2spv_min_precision_mode mode)
{
    const char *name = mode == DXIL2SPV_MIN_PRECISION_NATIVE ? "native" : "widen";
    hand_env e;
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.min_precision = mode;
    emit_result r;
    d2s_status st;
    const char *msg = hand_translate_opts(&e, build, NULL, &o, &r, &st);
    if (msg) {
        printf("FAIL %s: translation refused: %s\n", name, msg);
        failed++;
        d2s_ctx_release(&e.ctx);
        return;
    }
    const char *vmsg = NULL;
    if (!spv_tools_validate(&e.ctx, r.words, r.word_count, SPV_TARGET_VULKAN_1_3, false, &vmsg)) {
        printf("FAIL %s: spirv-val: %s\n", name, vmsg ? vmsg : "?");
        failed++;
        d2s_ctx_release(&e.ctx);
        return;
    }
    passed++;
    bool f16 = has_capability(r.words, r.word_count, SPV_CAP_FLOAT16);
    bool i16 = has_capability(r.words, r.word_count, SPV_CAP_INT16);
    bool want16 = mode == DXIL2SPV_MIN_PRECISION_NATIVE;
    if (f16 != want16 || i16 != want16) {
        printf("FAIL %s: Float16 %d, Int16 %d capabilities (expected %d)\n", name, f16, i16, want16);
        failed++;
    } else {
        passed++;
    }
    if (want16 && (!vk->features12.shaderFloat16 || !vk->features.features.shaderInt16)) {
        printf("SKIP %s: the device lacks shaderFloat16 or shaderInt16\n", name);
        skipped++;
    } else {
        dxil2spv_result tr = {.status = DXIL2SPV_OK, .spirv = r.words, .spirv_word_count = r.word_count,
                              .reflection = r.reflection};
        float got_f[THREADS * 4];
        int32_t got_i[THREADS * 4];
        mp_vk s = {.vk = vk};
        bool ok = run_gpu(&s, &tr, got_f, got_i);
        destroy(&s);
        if (!ok) {
            printf("FAIL %s: %s\n", name, s.c.err);
            failed++;
        } else {
            for (uint32_t i = 0; i < THREADS; i++) {
                float x0 = elem_x0(i), x1 = elem_x1(i);
                int32_t y = elem_y(i);
                float wf[4] = {CB_H[0] + x0, CB_H[1] * x1, CB_H[2] - x0, CB_H[3]};
                int32_t wi[4] = {CB_K[0] + y - 4, CB_K[1] * y, CB_K[2] - CB_K[3], CB_K[3]};
                for (uint32_t c = 0; c < 4; c++) {
                    bool okf = got_f[4 * i + c] == wf[c], oki = got_i[4 * i + c] == wi[c];
                    passed += okf + oki;
                    failed += !okf + !oki;
                    if (!okf)
                        printf("FAIL %s: u0[%u].%u = %g, expected %g\n", name, i, c, got_f[4 * i + c], wf[c]);
                    if (!oki)
                        printf("FAIL %s: u1[%u].%u = %d, expected %d\n", name, i, c, got_i[4 * i + c], wi[c]);
                }
            }
        }
    }
    d2s_ctx_release(&e.ctx);
}

int main(void)
{
    watchdog_arm(90, "FAIL minprec_run", "minprec_run: 0 passed, 1 failed\n");
    watchdog_step("translating and running on the device");
    vk_context vk;
    vk_context_options vo = {0};
    char err[512];
    if (!vk_context_create(&vk, &vo, err, sizeof(err))) {
        fprintf(stderr, "minprec_run: %s\n", err);
        return 2;
    }
    run_mode(&vk, DXIL2SPV_MIN_PRECISION_WIDEN);
    run_mode(&vk, DXIL2SPV_MIN_PRECISION_NATIVE);
    run_texel(&vk, false);
    run_texel(&vk, true);
    vk_context_destroy(&vk);
    watchdog_disarm();
    printf("minprec_run: %u passed, %u failed, %u skipped\n", passed, failed, skipped);
    return failed ? 1 : 0;
}
