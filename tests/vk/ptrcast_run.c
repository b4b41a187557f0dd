/* Execution test of pointer bitcasts (src/emit/types/emit_ptrcast.c) on lavapipe.
 *
 * DXC 1.10 (9a3e225d) casts pointers to reinterpret one element (float* to
 * i32* for asuint/asfloat on local, static and groupshared arrays, and the
 * i32 atomics of SM 6.6 float compare-exchange): the d3d-edges ptrcast_*
 * shaders, run by compute-run. The shapes below no HLSL reaches with it (it
 * scalarizes struct copies and keeps zero GEPs as GEPs), while LLVM's folds
 * produce them in other compilers' output, so this shader is built by hand:
 * a folded zero GEP as a bitcast of the whole array with pointer arithmetic
 * from it, struct reinterpretation through a cast pointer, and a
 * constant-expression cast of a whole groupshared array:
 *
 *   float a[4] (alloca); a[k] = 1.5 * (k + 1);
 *   float *p = (float *)&a;                 // bitcast [4 x float]* to float*
 *   out[0] = asuint(p[tid]);                // GEP with a dynamic first index
 *   p[3] = 7.0; out[5] = asuint(a[3]);      // store through the decayed pointer
 *   struct S { float x, y; int z; } s (alloca) = { tid * 0.5, 2.0, tid + 100 };
 *   struct T { int a; int b[2]; } *t = (T *)&s;   // a view: no SPIR-V value
 *   out[1] = t->a;  out[2] = t->b[1];             // i32 reads of float and int bytes
 *   t->b[0] = 0x3F800000; out[3] = asuint(s.y);   // i32 store, float read
 *   groupshared int g[4];
 *   *(int *)g = 0x40490FDB;                   // constant-expression cast (element 0)
 *   out[4] = asuint(*(float *)g);             // constant-expression view: float read of i32
 *
 * and pointer arithmetic (src/emit/types/emit_ptrarith.c: a GEP whose first
 * index is not 0), in shapes DXC's LLVM may form but that no HLSL source
 * is known to produce (DXC's own, a loop unrolled past an array, runs in
 * compute-run's memory/groupshared_unroll_*):
 *   float *e = &a[1];                         // getelementptr a, 0, 1
 *   out[6] = asuint(e[tid & 1]);              // getelementptr e, tid & 1: a[1 + (tid & 1)]
 *   e[2] = 9.0; out[7] = asuint(a[3]);        // store through getelementptr e, 2
 *   g[1] = 0x77;
 *   out[8] = *getelementptr(g, 1, 0);         // past the end (constant): D3D reads 0
 *   *getelementptr(g, 1, -2) = 0x1234;        // (1, -2) of an [4 x i32] is g[2]
 *   out[9] = g[2];
 *   *getelementptr(g, 2, 1) = 0x5555;         // past the end: dropped
 *   out[10] = g[1];                           // still 0x77
 *   out[11] = atomicrmw add getelementptr(g, 1, 3), 5   // past the end: 0, nothing written
 *
 * out is a RWByteAddressBuffer, 12 words per thread, 4 threads. The host
 * model computes the same words. The module must validate with spirv-val.
 * Usage: ptrcast_run. Last line: "ptrcast_run: N passed, M failed".
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

enum { RK_RAW = 11, THREADS = 4, WORDS = 12 };

static ir_value *gep(hand_env *e, ir_block *b, ir_type *src, ir_type *result, ir_value *base, ir_value *const *idx,
                     uint32_t n)
{
    ir_value *ops[4] = {base};
    for (uint32_t i = 0; i < n; i++)
        ops[1 + i] = idx[i];
    ir_instr *in = ir_instr_create(e->m, IR_OP_GEP, ir_type_pointer(e->m, result, 0), ops, n + 1, NULL, 0);
    in->aux_type = src;
    return &ir_block_append(e->m, e->f, b, in)->v;
}

static ir_value *cast_ptr(hand_env *e, ir_block *b, ir_value *p, ir_type *to)
{
    return &ir_build_cast(e->m, e->f, b, IR_OP_BITCAST, p, ir_type_pointer(e->m, to, 0))->v;
}

/* A constant-expression bitcast of a groupshared pointer. */
static ir_value *const_cast_ptr(hand_env *e, ir_value *p, ir_type *to)
{
    ir_const *c = d2s_zalloc(&e->ctx, sizeof(*c));
    c->v.kind = IR_VAL_CONST_EXPR;
    c->v.type = ir_type_pointer(e->m, to, IR_ADDRSPACE_GROUPSHARED);
    c->u.expr.op = IR_OP_BITCAST;
    c->u.expr.ops = d2s_alloc_array(&e->ctx, 1, sizeof(ir_value *));
    c->u.expr.ops[0] = p;
    c->u.expr.count = 1;
    return &c->v;
}

/* A constant-expression getelementptr (g, i, j) into groupshared [4 x i32] g. */
static ir_value *const_gep(hand_env *e, ir_value *g, ir_type *g_t, int64_t i, int64_t j)
{
    ir_const *c = d2s_zalloc(&e->ctx, sizeof(*c));
    c->v.kind = IR_VAL_CONST_EXPR;
    c->v.type = ir_type_pointer(e->m, e->i32, IR_ADDRSPACE_GROUPSHARED);
    c->u.expr.op = IR_OP_GEP;
    c->u.expr.source_type = g_t;
    c->u.expr.ops = d2s_alloc_array(&e->ctx, 3, sizeof(ir_value *));
    c->u.expr.ops[0] = g;
    c->u.expr.ops[1] = hand_ci(e, e->i32, (uint64_t)i);
    c->u.expr.ops[2] = hand_ci(e, e->i32, (uint64_t)j);
    c->u.expr.count = 3;
    return &c->v;
}

static ir_value *as_i32(hand_env *e, ir_block *b, ir_value *f)
{
    return &ir_build_cast(e->m, e->f, b, IR_OP_BITCAST, f, e->i32)->v;
}

static ir_module *build(hand_env *e, const void *arg)
{
    (void)arg;
    ir_module *m = e->m = ir_module_create(&e->ctx);
    hand_types(e);
    ir_type *vd = ir_type_void(m);
    ir_type *handle = hand_handle_type(e);
    ir_function *create_handle = hand_create_handle_decl(e, handle);
    ir_type *p2[2] = {e->i32, e->i32};
    ir_function *thread_id = hand_decl(e, "dx.op.threadId.i32", e->i32, p2, 2);
    ir_type *p_st[10] = {e->i32, handle, e->i32, e->i32, e->i32, e->i32, e->i32, e->i32, e->i8, e->i32};
    ir_function *store = hand_decl(e, "dx.op.rawBufferStore.i32", vd, p_st, 10);
    ir_type *arr = ir_type_array(m, e->f32, 4);
    ir_type *sm[3] = {e->f32, e->f32, e->i32};
    ir_type *s_t = ir_type_struct_named(m, "struct.S", sm, 3);
    ir_type *tm[2] = {e->i32, ir_type_array(m, e->i32, 2)};
    ir_type *t_t = ir_type_struct_named(m, "struct.T", tm, 2);
    ir_type *g_t = ir_type_array(m, e->i32, 4);
    ir_global *g = ir_global_create(m, "g", g_t, IR_ADDRSPACE_GROUPSHARED, &ir_const_undef(m, g_t)->v);
    e->f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);
    ir_block *b = ir_block_create(m, e->f, "entry");
    ir_value *ha[4] = {hand_ci(e, e->i8, DXIL_RES_UAV), hand_ci(e, e->i32, 0), hand_ci(e, e->i32, 0),
                       hand_ci(e, e->i1, 0)};
    ir_value *out = &hand_dxop(e, b, create_handle, DXOP_CreateHandle, ha, 4)->v;
    ir_value *c0[1] = {hand_ci(e, e->i32, 0)};
    ir_value *tid = &hand_dxop(e, b, thread_id, DXOP_ThreadId, c0, 1)->v;
    ir_value *zero = hand_ci(e, e->i32, 0);
    ir_value *words[WORDS];

    ir_value *a = &ir_build_alloca(m, e->f, b, arr)->v;
    for (uint32_t k = 0; k < 4; k++) {
        ir_value *ix[2] = {zero, hand_ci(e, e->i32, k)};
        ir_build_store(m, e->f, b, gep(e, b, arr, e->f32, a, ix, 2), hand_cf(e, 1.5f * (float)(k + 1)));
    }
    ir_value *p = cast_ptr(e, b, a, e->f32);
    ir_value *pi[1] = {tid};
    words[0] = as_i32(e, b, &ir_build_load(m, e->f, b, gep(e, b, e->f32, e->f32, p, pi, 1))->v);
    ir_value *p3[1] = {hand_ci(e, e->i32, 3)};
    ir_build_store(m, e->f, b, gep(e, b, e->f32, e->f32, p, p3, 1), hand_cf(e, 7.0f));
    ir_value *a3[2] = {zero, hand_ci(e, e->i32, 3)};
    words[5] = as_i32(e, b, &ir_build_load(m, e->f, b, gep(e, b, arr, e->f32, a, a3, 2))->v);

    ir_value *s = &ir_build_alloca(m, e->f, b, s_t)->v;
    ir_value *s0[2] = {zero, hand_ci(e, e->i32, 0)}, *s1[2] = {zero, hand_ci(e, e->i32, 1)},
             *s2[2] = {zero, hand_ci(e, e->i32, 2)};
    ir_value *half_tid = &ir_build_binop(m, e->f, b, IR_OP_FMUL,
                                         &ir_build_cast(m, e->f, b, IR_OP_UITOFP, tid, e->f32)->v, hand_cf(e, 0.5f))->v;
    ir_build_store(m, e->f, b, gep(e, b, s_t, e->f32, s, s0, 2), half_tid);
    ir_build_store(m, e->f, b, gep(e, b, s_t, e->f32, s, s1, 2), hand_cf(e, 2.0f));
    ir_build_store(m, e->f, b, gep(e, b, s_t, e->i32, s, s2, 2),
                   &ir_build_binop(m, e->f, b, IR_OP_ADD, tid, hand_ci(e, e->i32, 100))->v);
    ir_value *t = cast_ptr(e, b, s, t_t);
    ir_value *ta[2] = {zero, hand_ci(e, e->i32, 0)};
    words[1] = &ir_build_load(m, e->f, b, gep(e, b, t_t, e->i32, t, ta, 2))->v;
    ir_value *tb1[3] = {zero, hand_ci(e, e->i32, 1), hand_ci(e, e->i32, 1)};
    words[2] = &ir_build_load(m, e->f, b, gep(e, b, t_t, e->i32, t, tb1, 3))->v;
    ir_value *tb0[3] = {zero, hand_ci(e, e->i32, 1), zero};
    ir_build_store(m, e->f, b, gep(e, b, t_t, e->i32, t, tb0, 3), hand_ci(e, e->i32, 0x3F800000));
    words[3] = as_i32(e, b, &ir_build_load(m, e->f, b, gep(e, b, s_t, e->f32, s, s1, 2))->v);

    ir_build_store(m, e->f, b, const_cast_ptr(e, &g->v, e->i32), hand_ci(e, e->i32, 0x40490FDB));
    words[4] = as_i32(e, b, &ir_build_load(m, e->f, b, const_cast_ptr(e, &g->v, e->f32))->v);

    /* pointer arithmetic from an element of a */
    ir_value *a1[2] = {zero, hand_ci(e, e->i32, 1)};
    ir_value *elem = gep(e, b, arr, e->f32, a, a1, 2);
    ir_value *odd[1] = {&ir_build_binop(m, e->f, b, IR_OP_AND, tid, hand_ci(e, e->i32, 1))->v};
    words[6] = as_i32(e, b, &ir_build_load(m, e->f, b, gep(e, b, e->f32, e->f32, elem, odd, 1))->v);
    ir_value *two[1] = {hand_ci(e, e->i32, 2)};
    ir_build_store(m, e->f, b, gep(e, b, e->f32, e->f32, elem, two, 1), hand_cf(e, 9.0f));
    words[7] = as_i32(e, b, &ir_build_load(m, e->f, b, gep(e, b, arr, e->f32, a, a3, 2))->v);
    /* constant GEPs with a nonzero first index on groupshared g */
    ir_value *g1[2] = {zero, hand_ci(e, e->i32, 1)}, *g2[2] = {zero, hand_ci(e, e->i32, 2)};
    ir_build_store(m, e->f, b, gep(e, b, g_t, e->i32, &g->v, g1, 2), hand_ci(e, e->i32, 0x77));
    words[8] = &ir_build_load(m, e->f, b, const_gep(e, &g->v, g_t, 1, 0))->v;
    ir_build_store(m, e->f, b, const_gep(e, &g->v, g_t, 1, -2), hand_ci(e, e->i32, 0x1234));
    words[9] = &ir_build_load(m, e->f, b, gep(e, b, g_t, e->i32, &g->v, g2, 2))->v;
    ir_build_store(m, e->f, b, const_gep(e, &g->v, g_t, 2, 1), hand_ci(e, e->i32, 0x5555));
    words[10] = &ir_build_load(m, e->f, b, gep(e, b, g_t, e->i32, &g->v, g1, 2))->v;
    ir_value *rmw_ops[2] = {const_gep(e, &g->v, g_t, 1, 3), hand_ci(e, e->i32, 5)};
    ir_instr *rmw = ir_instr_create(m, IR_OP_ATOMICRMW, e->i32, rmw_ops, 2, NULL, 0);
    rmw->aux = 1; /* LLVM AtomicRMWInst::Add */
    words[11] = &ir_block_append(m, e->f, b, rmw)->v;

    ir_value *base = &ir_build_binop(m, e->f, b, IR_OP_MUL, tid, hand_ci(e, e->i32, 4 * WORDS))->v;
    ir_value *ui = &ir_const_undef(m, e->i32)->v;
    for (uint32_t k = 0; k < WORDS; k++) {
        ir_value *addr = &ir_build_binop(m, e->f, b, IR_OP_ADD, base, hand_ci(e, e->i32, 4 * k))->v;
        ir_value *st[9] = {out, addr, ui, words[k], ui, ui, ui, hand_ci(e, e->i8, 1), hand_ci(e, e->i32, 4)};
        hand_dxop(e, b, store, DXOP_RawBufferStore, st, 9);
    }
    ir_build_ret(m, e->f, b, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);

    dxil_entry_point *ep = hand_compute_entry(e, 0);
    ep->numthreads[0] = THREADS;
    dxil_module_info *dx = m->dxil;
    dxil_resource *uav = d2s_zalloc(&e->ctx, sizeof(*uav));
    uav->res_class = DXIL_RES_UAV;
    uav->name = "";
    uav->range_size = 1;
    uav->kind = RK_RAW;
    dx->num_resources[DXIL_RES_UAV] = ep->num_resources[DXIL_RES_UAV] = 1;
    dx->resources[DXIL_RES_UAV] = ep->resources[DXIL_RES_UAV] = uav;
    dxil_lower_dxops(m);
    return m;
}

static uint32_t fbits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

#define CHECK(call) VK_HOST_CHECK(call, c->err, sizeof(c->err))

static bool run_gpu(vk_context *vk, vk_host_compute *c, const dxil2spv_result *tr, VkBuffer *buf,
                    VkDeviceMemory *mem, uint32_t *got)
{
    const dxil2spv_reflection *r = tr->reflection;
    if (!r || r->resource_count != 1 || r->resources[0].descriptor_type != VK_DESCRIPTOR_TYPE_STORAGE_BUFFER) {
        snprintf(c->err, sizeof(c->err), "reflection: expected one storage buffer");
        return false;
    }
    void *ptr;
    if (!vk_host_make_buffer(vk, 4 * WORDS * THREADS, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, buf, mem, &ptr, c->err,
                             sizeof(c->err)))
        return false;
    memset(ptr, 0xEE, 4 * WORDS * THREADS);
    VkDescriptorSetLayoutBinding lb = {r->resources[0].binding, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1,
                                       VK_SHADER_STAGE_COMPUTE_BIT, NULL};
    if (!vk_host_compute_set_layouts(vk, c, 1, 1, &lb) || !vk_host_compute_pipeline(vk, c, tr))
        return false;
    VkDescriptorPoolSize ps = {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1};
    VkDescriptorPoolCreateInfo dpi = {VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, NULL, 0, 1, 1, &ps};
    CHECK(vkCreateDescriptorPool(vk->device, &dpi, NULL, &c->pool));
    VkDescriptorSet set;
    VkDescriptorSetAllocateInfo dai = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO, NULL, c->pool, 1,
                                       c->set_layouts};
    CHECK(vkAllocateDescriptorSets(vk->device, &dai, &set));
    VkDescriptorBufferInfo bi = {*buf, 0, VK_WHOLE_SIZE};
    VkWriteDescriptorSet w = {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = set, .dstBinding = lb.binding,
                              .descriptorCount = 1, .descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
                              .pBufferInfo = &bi};
    vkUpdateDescriptorSets(vk->device, 1, &w, 0, NULL);
    if (!vk_host_compute_run(vk, c, 1, &set, 1))
        return false;
    memcpy(got, ptr, 4 * WORDS * THREADS);
    return true;
}

int main(void)
{
    uint32_t passed = 0, failed = 0;
    watchdog_arm(90, "FAIL ptrcast_run", "ptrcast_run: 0 passed, 1 failed\n");
    watchdog_step("translating and running on the device");
    hand_env e;
    emit_result r;
    d2s_status st;
    const char *msg = hand_translate(&e, build, NULL, DXIL2SPV_TARGET_VULKAN_1_3, &r, &st);
    const char *vmsg = NULL;
    if (msg || !spv_tools_validate(&e.ctx, r.words, r.word_count, SPV_TARGET_VULKAN_1_3, false, &vmsg)) {
        printf("FAIL %s: %s\nptrcast_run: 0 passed, 1 failed\n", msg ? "translation" : "spirv-val",
               msg ? msg : vmsg ? vmsg : "?");
        d2s_ctx_release(&e.ctx);
        return 1;
    }
    passed++;
    vk_context vk;
    vk_context_options vo = {0};
    char err[512];
    if (!vk_context_create(&vk, &vo, err, sizeof(err))) {
        fprintf(stderr, "ptrcast_run: %s\n", err);
        d2s_ctx_release(&e.ctx);
        return 2;
    }
    dxil2spv_result tr = {.status = DXIL2SPV_OK, .spirv = r.words, .spirv_word_count = r.word_count,
                          .reflection = r.reflection};
    vk_host_compute c = {0};
    VkBuffer buf = VK_NULL_HANDLE;
    VkDeviceMemory mem = VK_NULL_HANDLE;
    uint32_t got[WORDS * THREADS];
    bool ok = run_gpu(&vk, &c, &tr, &buf, &mem, got);
    vk_host_compute_destroy(&vk, &c);
    vk_host_free_buffer(&vk, buf, mem);
    vk_context_destroy(&vk);
    d2s_ctx_release(&e.ctx);
    watchdog_disarm();
    if (!ok) {
        printf("FAIL %s\nptrcast_run: %u passed, 1 failed\n", c.err, passed);
        return 1;
    }
    for (uint32_t t = 0; t < THREADS; t++) {
        uint32_t want[WORDS] = {fbits(1.5f * (float)(t + 1)), fbits(0.5f * (float)t), t + 100, fbits(1.0f),
                                0x40490FDBu, fbits(7.0f), fbits(1.5f * (float)(2 + (t & 1))), fbits(9.0f),
                                0, 0x1234, 0x77, 0};
        for (uint32_t k = 0; k < WORDS; k++) {
            if (got[t * WORDS + k] == want[k]) {
                passed++;
            } else {
                failed++;
                printf("FAIL thread %u word %u: 0x%08x, expected 0x%08x\n", t, k, got[t * WORDS + k], want[k]);
            }
        }
    }
    printf("ptrcast_run: %u passed, %u failed\n", passed, failed);
    return failed ? 1 : 0;
}
