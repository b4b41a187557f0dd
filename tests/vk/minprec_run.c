/* Execution test of min-precision raw-buffer overloads (src/emit/types/emit_minprec.c,
 * emit_dxop_buffer.c) on lavapipe, in both min-precision modes.
 *
 * D3D stores min16float/min16int values with 32 bits each in structured and
 * raw buffers. DXC's min-precision shaders reach them through 16-bit
 * overloads of the dx.ops; the d3d-edges corpus shaders (DXC output, run by
 * compute_run in both modes: compute-run and compute-run-min-precision-native)
 * cover CBufferLoadLegacy.f16/.i16 and BufferStore.f16/.i16 (SM 6.0). The
 * SM 6.2 forms, RawBufferLoad/RawBufferStore .f16/.i16 with 32-bit
 * components in a shader without native 16-bit types, no HLSL reaches with
 * DXC 1.10 (9a3e225d): from cs_6_2 on it widens min-precision raw and
 * structured accesses itself (rawBufferLoad.f32 + fptrunc) or fails
 * ("cast<X>() argument of incompatible type!" on min16int stores). Older
 * compilers and other producers may emit them, so this shader is built by
 * hand, as DXC would write it:
 *
 *   static const min16float4 h = {1.5, -2.25, 100, 0.125};   // half constants
 *   static const min16int4 k = {-3, 7, 30000, -2000};         // i16 constants
 *   struct S { min16float2 x; min16int y; };         // stride 12
 *   StructuredBuffer<S> t0;
 *   RWStructuredBuffer<min16float4> u0;              // stride 16
 *   RWByteAddressBuffer u1;
 *   [numthreads(4, 1, 1)] main(tid):
 *     S s = t0[tid];                                 // RawBufferLoad.f16 / .i16
 *     u0[tid] = min16float4(h.x + s.x.x, h.y * s.x.y, h.z - s.x.x, h.w);   // RawBufferStore.f16
 *     u1.Store4(tid * 16, min16int4(k.x + s.y - 4, k.y * s.y, k.z - k.w, k.w));  // RawBufferStore.i16
 *
 * The values are exact in half precision, so the host model (float and
 * int32 arithmetic on the 32-bit data) gives the result of both modes:
 * widen (no 16-bit type in the SPIR-V) and native (halves as Float16 on
 * values converted from and to their 32-bit words, needs shaderFloat16;
 * min16int stays 32-bit in both modes). Every module must validate with
 * spirv-val.
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
    RK_RAW = 11, RK_STRUCTURED = 12, THREADS = 4,
    SPV_OP_CAPABILITY = 17, SPV_CAP_FLOAT16 = 9, SPV_CAP_INT16 = 22,
};

static const float CB_H[4] = {1.5f, -2.25f, 100.0f, 0.125f};
static const uint16_t CB_H_BITS[4] = {0x3E00, 0xC080, 0x5640, 0x3000}; /* CB_H as halves */
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
    ir_type *ret_h = hand_resret_type(e, e->f16, "f16"), *ret_k = hand_resret_type(e, e->i16, "i16");
    ir_function *create_handle = hand_create_handle_decl(e, handle);
    ir_type *p2[2] = {e->i32, e->i32};
    ir_function *thread_id = hand_decl(e, "dx.op.threadId.i32", e->i32, p2, 2);
    ir_type *p_ld[6] = {e->i32, handle, e->i32, e->i32, e->i8, e->i32};
    ir_function *load_h = hand_decl(e, "dx.op.rawBufferLoad.f16", ret_h, p_ld, 6);
    ir_function *load_k = hand_decl(e, "dx.op.rawBufferLoad.i16", ret_k, p_ld, 6);
    ir_type *p_sh[10] = {e->i32, handle, e->i32, e->i32, e->f16, e->f16, e->f16, e->f16, e->i8, e->i32};
    ir_function *store_h = hand_decl(e, "dx.op.rawBufferStore.f16", vd, p_sh, 10);
    ir_type *p_sk[10] = {e->i32, handle, e->i32, e->i32, e->i16, e->i16, e->i16, e->i16, e->i8, e->i32};
    ir_function *store_k = hand_decl(e, "dx.op.rawBufferStore.i16", vd, p_sk, 10);
    e->f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);
    ir_block *b = ir_block_create(m, e->f, "entry");

    /* range ids: SRV 0, UAV 0, UAV 1 (h[1..3]) */
    static const uint32_t hcls[4] = {0, DXIL_RES_SRV, DXIL_RES_UAV, DXIL_RES_UAV};
    static const uint32_t hid[4] = {0, 0, 0, 1};
    ir_value *h[4] = {NULL};
    for (uint32_t i = 1; i < 4; i++) {
        ir_value *a[4] = {hand_ci(e, e->i8, hcls[i]), hand_ci(e, e->i32, hid[i]), hand_ci(e, e->i32, hid[i]),
                          hand_ci(e, e->i1, 0)};
        h[i] = &hand_dxop(e, b, create_handle, DXOP_CreateHandle, a, 4)->v;
    }
    ir_value *c0[1] = {hand_ci(e, e->i32, 0)};
    ir_value *tid = &hand_dxop(e, b, thread_id, DXOP_ThreadId, c0, 1)->v;
    ir_value *hv[4], *kv[4];
    for (uint32_t c = 0; c < 4; c++) {
        hv[c] = &ir_const_float_bits(m, e->f16, CB_H_BITS[c])->v;
        kv[c] = hand_ci(e, e->i16, (uint16_t)CB_K[c]);
    }
    ir_value *a4 = hand_ci(e, e->i32, 4);
    ir_value *ld_x[5] = {h[1], tid, hand_ci(e, e->i32, 0), hand_ci(e, e->i8, 3), a4};
    ir_value *sx = &hand_dxop(e, b, load_h, DXOP_RawBufferLoad, ld_x, 5)->v;
    ir_value *ld_y[5] = {h[1], tid, hand_ci(e, e->i32, 8), hand_ci(e, e->i8, 1), a4};
    ir_value *sy = &hand_dxop(e, b, load_k, DXOP_RawBufferLoad, ld_y, 5)->v;
    ir_value *x0 = hand_extract(e, b, sx, e->f16, 0), *x1 = hand_extract(e, b, sx, e->f16, 1);
    ir_value *y = hand_extract(e, b, sy, e->i16, 0);

    ir_value *st_h[9] = {h[2], tid, hand_ci(e, e->i32, 0), h_add(e, b, IR_OP_FADD, hv[0], x0),
                         h_add(e, b, IR_OP_FMUL, hv[1], x1), h_add(e, b, IR_OP_FSUB, hv[2], x0), hv[3],
                         hand_ci(e, e->i8, 15), a4};
    hand_dxop(e, b, store_h, DXOP_RawBufferStore, st_h, 9);
    /* "k.x + s.y - 4": DXC writes the constant as add i16 ..., -4 */
    ir_value *sum = h_add(e, b, IR_OP_ADD, h_add(e, b, IR_OP_ADD, kv[0], y), hand_ci(e, e->i16, 0xFFFC));
    ir_value *addr = h_add(e, b, IR_OP_MUL, tid, hand_ci(e, e->i32, 16));
    ir_value *st_k[9] = {h[3], addr, &ir_const_undef(m, e->i32)->v, sum, h_add(e, b, IR_OP_MUL, kv[1], y),
                         h_add(e, b, IR_OP_SUB, kv[2], kv[3]), kv[3], hand_ci(e, e->i8, 15), a4};
    hand_dxop(e, b, store_k, DXOP_RawBufferStore, st_k, 9);
    ir_build_ret(m, e->f, b, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);

    dxil_entry_point *ep = hand_compute_entry(e, 0); /* SM 6.0: min precision, no native 16-bit types */
    ep->numthreads[0] = THREADS;
    dxil_module_info *dx = m->dxil;
    dxil_resource *srv = hand_resource(e, DXIL_RES_SRV, 0, 0, RK_STRUCTURED);
    srv->stride = 12;
    dxil_resource *uav = d2s_zalloc_array(&e->ctx, 2, sizeof(*uav));
    uav[0] = *hand_resource(e, DXIL_RES_UAV, 0, 0, RK_STRUCTURED);
    uav[0].stride = 16;
    uav[1] = *hand_resource(e, DXIL_RES_UAV, 1, 0, RK_RAW);
    dx->num_resources[DXIL_RES_SRV] = ep->num_resources[DXIL_RES_SRV] = 1;
    dx->resources[DXIL_RES_SRV] = ep->resources[DXIL_RES_SRV] = srv;
    dx->num_resources[DXIL_RES_UAV] = ep->num_resources[DXIL_RES_UAV] = 2;
    dx->resources[DXIL_RES_UAV] = ep->resources[DXIL_RES_UAV] = uav;
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
    VkBuffer buf[3];
    VkDeviceMemory mem[3];
    void *ptr[3];
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
    static const struct { uint32_t cls, lb; VkDescriptorType type; VkBufferUsageFlags usage; } want[3] = {
        {DXIL_RES_SRV, 0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT},
        {DXIL_RES_UAV, 0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT},
        {DXIL_RES_UAV, 1, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT},
    };
    static const VkDeviceSize size[3] = {12 * THREADS, 16 * THREADS, 16 * THREADS};
    VkDescriptorSetLayoutBinding lb[3];
    for (uint32_t c = 0; c < 3; c++) {
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
    uint8_t *in = s->ptr[0];
    for (uint32_t i = 0; i < THREADS; i++) {
        float x[2] = {elem_x0(i), elem_x1(i)};
        int32_t yv = elem_y(i);
        memcpy(in + 12 * i, x, 8);
        memcpy(in + 12 * i + 8, &yv, 4);
    }
    memset(s->ptr[1], 0xFF, 16 * THREADS);
    memset(s->ptr[2], 0xFF, 16 * THREADS);
    if (!vk_host_compute_set_layouts(s->vk, &s->c, 1, 3, lb) || !vk_host_compute_pipeline(s->vk, &s->c, tr))
        return false;
    VkDescriptorPoolSize ps[1] = {{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 3}};
    VkDescriptorPoolCreateInfo dpi = {VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, NULL, 0, 1, 1, ps};
    CHECK(vkCreateDescriptorPool(d, &dpi, NULL, &s->c.pool));
    VkDescriptorSet set;
    VkDescriptorSetAllocateInfo dai = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO, NULL, s->c.pool, 1,
                                       s->c.set_layouts};
    CHECK(vkAllocateDescriptorSets(d, &dai, &set));
    VkDescriptorBufferInfo bi[3];
    VkWriteDescriptorSet w[3];
    for (uint32_t c = 0; c < 3; c++) {
        bi[c] = (VkDescriptorBufferInfo){s->buf[c], 0, VK_WHOLE_SIZE};
        w[c] = (VkWriteDescriptorSet){.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = set,
                                      .dstBinding = lb[c].binding, .descriptorCount = 1,
                                      .descriptorType = want[c].type, .pBufferInfo = &bi[c]};
    }
    vkUpdateDescriptorSets(d, 3, w, 0, NULL);
    if (!vk_host_compute_run(s->vk, &s->c, 1, &set, 1))
        return false;
    memcpy(out_f, s->ptr[1], 16 * THREADS);
    memcpy(out_i, s->ptr[2], 16 * THREADS);
    return true;
}

static void destroy(mp_vk *s)
{
    vk_host_compute_destroy(s->vk, &s->c);
    for (uint32_t c = 0; c < 3; c++)
        vk_host_free_buffer(s->vk, s->buf[c], s->mem[c]);
}

static uint32_t passed, failed, skipped;

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
    /* native: halves 16-bit, min16int 32-bit (emit_minprec.c) */
    bool want16 = mode == DXIL2SPV_MIN_PRECISION_NATIVE;
    if (f16 != want16 || i16) {
        printf("FAIL %s: Float16 %d, Int16 %d capabilities (expected %d, 0)\n", name, f16, i16, want16);
        failed++;
    } else {
        passed++;
    }
    if (want16 && !vk->features12.shaderFloat16) {
        printf("SKIP %s: the device lacks shaderFloat16\n", name);
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
    vk_context_destroy(&vk);
    watchdog_disarm();
    printf("minprec_run: %u passed, %u failed, %u skipped\n", passed, failed, skipped);
    return failed ? 1 : 0;
}
