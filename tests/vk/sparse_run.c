/* Residency status on a partially resident image, run on the device.
 *
 * A hand-built compute shader (DXC is not part of the build, and the
 * vkd3d-proton shaders that read the status are pixel shaders):
 *   Texture2D<float> t0; RWStructuredBuffer<uint2> u0;
 *   [numthreads(8, 1, 1)] main(tid): r = t0.Load(int3(tid.xy, 0), status);
 *     u0[tid.y * W + tid.x] = uint2(CheckAccessFullyMapped(status), r);
 * on a W x H R32_SFLOAT sparse-residency image of 2 x 2 sparse blocks, with
 * blocks (0, 0) and (1, 1) bound and filled, (1, 0) and (0, 1) unbound. The
 * status must be true exactly in the bound blocks, where the value is the
 * uploaded texel; in unbound blocks the value is checked to be 0 only when
 * the device reports residencyNonResidentStrict (as D3D promises for
 * tiled resources with unmapped tiles).
 *
 * Skips (exit 77), naming the feature, when the device lacks
 * sparseBinding, sparseResidencyImage2D, shaderResourceResidency or a
 * queue with sparse binding.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir_hand.h"
#include "time_limit.h"
#include "vk_context.h"
#include "vk_host.h"

enum {
    RK_TEXTURE2D = 2, RK_STRUCTURED = 12, CT_F32 = 9,
};

static uint32_t W, H; /* two sparse blocks each way, from the device's granularity */

static ir_module *build(hand_env *e, const void *arg)
{
    (void)arg;
    ir_module *m = e->m = ir_module_create(&e->ctx);
    hand_types(e);
    ir_type *vd = ir_type_void(m);
    ir_type *handle = hand_handle_type(e);
    ir_type *ret_f = hand_resret_type(e, e->f32, "f32");
    ir_function *create_handle = hand_create_handle_decl(e, handle);
    ir_type *p2[2] = {e->i32, e->i32};
    ir_function *thread_id = hand_decl(e, "dx.op.threadId.i32", e->i32, p2, 2);
    ir_function *check = hand_decl(e, "dx.op.checkAccessFullyMapped.i32", e->i1, p2, 2);
    ir_type *p_ld[9] = {e->i32, handle, e->i32, e->i32, e->i32, e->i32, e->i32, e->i32, e->i32};
    ir_function *load = hand_decl(e, "dx.op.textureLoad.f32", ret_f, p_ld, 9);
    ir_type *p_st[10] = {e->i32, handle, e->i32, e->i32, e->i32, e->i32, e->i32, e->i32, e->i8, e->i32};
    ir_function *store = hand_decl(e, "dx.op.rawBufferStore.i32", vd, p_st, 10);
    e->f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);
    ir_block *b = ir_block_create(m, e->f, "entry");
    ir_value *ht[4] = {hand_ci(e, e->i8, DXIL_RES_SRV), hand_ci(e, e->i32, 0), hand_ci(e, e->i32, 0),
                       hand_ci(e, e->i1, 0)};
    ir_value *tex = &hand_dxop(e, b, create_handle, DXOP_CreateHandle, ht, 4)->v;
    ir_value *hu[4] = {hand_ci(e, e->i8, DXIL_RES_UAV), hand_ci(e, e->i32, 0), hand_ci(e, e->i32, 0),
                       hand_ci(e, e->i1, 0)};
    ir_value *out = &hand_dxop(e, b, create_handle, DXOP_CreateHandle, hu, 4)->v;
    ir_value *c0[1] = {hand_ci(e, e->i32, 0)}, *c1[1] = {hand_ci(e, e->i32, 1)};
    ir_value *x = &hand_dxop(e, b, thread_id, DXOP_ThreadId, c0, 1)->v;
    ir_value *y = &hand_dxop(e, b, thread_id, DXOP_ThreadId, c1, 1)->v;
    ir_value *ui = &ir_const_undef(m, e->i32)->v;
    ir_value *la[8] = {tex, hand_ci(e, e->i32, 0), x, y, ui, ui, ui, ui};
    ir_value *r = &hand_dxop(e, b, load, DXOP_TextureLoad, la, 8)->v;
    ir_value *v = hand_extract(e, b, r, e->f32, 0);
    ir_value *st = hand_extract(e, b, r, e->i32, 4);
    ir_value *ca[1] = {st};
    ir_value *mapped = &hand_dxop(e, b, check, DXOP_CheckAccessFullyMapped, ca, 1)->v;
    ir_value *m32 = &ir_build_cast(m, e->f, b, IR_OP_ZEXT, mapped, e->i32)->v;
    ir_value *bits = &ir_build_cast(m, e->f, b, IR_OP_BITCAST, v, e->i32)->v;
    ir_value *row = &ir_build_binop(m, e->f, b, IR_OP_MUL, y, hand_ci(e, e->i32, W))->v;
    ir_value *idx = &ir_build_binop(m, e->f, b, IR_OP_ADD, row, x)->v;
    ir_value *sa[9] = {out, idx, hand_ci(e, e->i32, 0), m32, bits, ui, ui, hand_ci(e, e->i8, 3), hand_ci(e, e->i32, 4)};
    hand_dxop(e, b, store, DXOP_RawBufferStore, sa, 9);
    ir_build_ret(m, e->f, b, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);

    dxil_entry_point *ep = hand_compute_entry(e, 0);
    dxil_module_info *dx = m->dxil;
    dxil_resource *srv = hand_resource(e, DXIL_RES_SRV, 0, 0, RK_TEXTURE2D);
    srv->element_type = CT_F32;
    dxil_resource *uav = hand_resource(e, DXIL_RES_UAV, 0, 0, RK_STRUCTURED);
    uav->stride = 8;
    dx->num_resources[DXIL_RES_SRV] = ep->num_resources[DXIL_RES_SRV] = 1;
    dx->resources[DXIL_RES_SRV] = ep->resources[DXIL_RES_SRV] = srv;
    dx->num_resources[DXIL_RES_UAV] = ep->num_resources[DXIL_RES_UAV] = 1;
    dx->resources[DXIL_RES_UAV] = ep->resources[DXIL_RES_UAV] = uav;
    dxil_lower_dxops(m);
    return m;
}

static float texel(uint32_t x, uint32_t y)
{
    return (float)(1 + x + 7 * y);
}

#define CHECKVK(call)                                                                                              \
    do {                                                                                                           \
        VkResult r_ = (call);                                                                                      \
        if (r_ != VK_SUCCESS) {                                                                                    \
            printf("FAIL %s: %s\nsparse_run: 0 passed, 1 failed\n", #call, vk_result_name(r_));                   \
            return 1;                                                                                              \
        }                                                                                                          \
    } while (0)

static int skip(const char *what, const char *dev)
{
    printf("sparse_run: 0 passed, 0 failed, 1 skipped (device %s lacks %s)\n", dev, what);
    return 77;
}

static void barrier(VkCommandBuffer cmd, VkImage image, VkImageLayout from, VkImageLayout to)
{
    VkImageMemoryBarrier ib = {VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER, NULL, VK_ACCESS_MEMORY_WRITE_BIT,
                               VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT, from, to,
                               VK_QUEUE_FAMILY_IGNORED, VK_QUEUE_FAMILY_IGNORED, image,
                               {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1}};
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 0, NULL, 0,
                         NULL, 1, &ib);
}

int main(void)
{
    vk_context vk;
    vk_context_options vo = {0};
    char err[512];
    if (!vk_context_create(&vk, &vo, err, sizeof(err))) {
        fprintf(stderr, "sparse_run: %s\n", err);
        return 2;
    }
    const char *dev = vk.props.deviceName;
    int rc = 0;
    VkQueueFamilyProperties fam[16];
    uint32_t nfam = 16;
    vkGetPhysicalDeviceQueueFamilyProperties(vk.physical, &nfam, fam);
    if (!vk.features.features.sparseBinding)
        rc = skip("sparseBinding", dev);
    else if (!vk.features.features.sparseResidencyImage2D)
        rc = skip("sparseResidencyImage2D", dev);
    else if (!vk.features.features.shaderResourceResidency)
        rc = skip("shaderResourceResidency", dev);
    else if (vk.queue_family >= nfam || !(fam[vk.queue_family].queueFlags & VK_QUEUE_SPARSE_BINDING_BIT))
        rc = skip("a compute queue with VK_QUEUE_SPARSE_BINDING_BIT", dev);
    if (rc) {
        vk_context_destroy(&vk);
        return rc;
    }
    VkDevice d = vk.device;
    const VkFormat fmt = VK_FORMAT_R32_SFLOAT;
    VkSparseImageFormatProperties sp[4];
    uint32_t nsp = 4;
    vkGetPhysicalDeviceSparseImageFormatProperties(vk.physical, fmt, VK_IMAGE_TYPE_2D, VK_SAMPLE_COUNT_1_BIT,
                                                   VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT,
                                                   VK_IMAGE_TILING_OPTIMAL, &nsp, sp);
    if (nsp == 0) {
        vk_context_destroy(&vk);
        return skip("sparse residency for R32_SFLOAT 2D images", dev);
    }
    uint32_t gw = sp[0].imageGranularity.width, gh = sp[0].imageGranularity.height;
    W = 2 * gw;
    H = 2 * gh;
    if (W % 8) {
        printf("FAIL sparse block width %u is not a multiple of 8\nsparse_run: 0 passed, 1 failed\n", gw);
        vk_context_destroy(&vk);
        return 1;
    }

    hand_env hand;
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    emit_result er;
    d2s_status st;
    const char *msg = hand_translate_opts(&hand, build, NULL, &o, &er, &st);
    if (msg) {
        printf("FAIL translate: %s\nsparse_run: 0 passed, 1 failed\n", msg);
        return 1;
    }
    dxil2spv_result tr;
    memset(&tr, 0, sizeof(tr));
    tr.status = DXIL2SPV_OK;
    tr.spirv = er.words;
    tr.spirv_word_count = er.word_count;
    tr.reflection = er.reflection;
    const dxil2spv_reflection *refl = er.reflection;
    const dxil2spv_reflected_resource *rt = NULL, *ru = NULL;
    for (uint32_t i = 0; i < refl->resource_count; i++) {
        if (refl->resources[i].resource_class == DXIL_RES_SRV)
            rt = &refl->resources[i];
        if (refl->resources[i].resource_class == DXIL_RES_UAV)
            ru = &refl->resources[i];
    }
    if (!rt || !ru || rt->set != ru->set) {
        printf("FAIL reflection: the texture and the UAV are not in one set\nsparse_run: 0 passed, 1 failed\n");
        return 1;
    }

    /* the sparse image */
    VkImageCreateInfo ici = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO,
        .flags = VK_IMAGE_CREATE_SPARSE_BINDING_BIT | VK_IMAGE_CREATE_SPARSE_RESIDENCY_BIT,
        .imageType = VK_IMAGE_TYPE_2D, .format = fmt, .extent = {W, H, 1}, .mipLevels = 1, .arrayLayers = 1,
        .samples = VK_SAMPLE_COUNT_1_BIT, .tiling = VK_IMAGE_TILING_OPTIMAL,
        .usage = VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT,
        .initialLayout = VK_IMAGE_LAYOUT_UNDEFINED,
    };
    VkImage image;
    CHECKVK(vkCreateImage(d, &ici, NULL, &image));
    VkMemoryRequirements req;
    vkGetImageMemoryRequirements(d, image, &req);
    VkSparseImageMemoryRequirements sreq[4];
    uint32_t nsreq = 4;
    vkGetImageSparseMemoryRequirements(d, image, &nsreq, sreq);
    if (nsreq >= 1 && sreq[0].imageMipTailFirstLod == 0) {
        printf("FAIL the whole image is a mip tail (block %ux%u)\nsparse_run: 0 passed, 1 failed\n", gw, gh);
        return 1;
    }
    VkDeviceSize block = req.alignment;
    VkMemoryRequirements mreq = req;
    mreq.size = 2 * block;
    VkDeviceMemory mem;
    if (!vk_host_alloc_memory(&vk, mreq, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, &mem, err, sizeof(err))) {
        printf("FAIL %s\nsparse_run: 0 passed, 1 failed\n", err);
        return 1;
    }
    VkSparseImageMemoryBind binds[2];
    for (uint32_t i = 0; i < 2; i++)
        binds[i] = (VkSparseImageMemoryBind){
            .subresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0},
            .offset = {(int32_t)(i * gw), (int32_t)(i * gh), 0},
            .extent = {gw, gh, 1},
            .memory = mem,
            .memoryOffset = i * block,
        };
    VkSparseImageMemoryBindInfo ibi = {image, 2, binds};
    VkBindSparseInfo bsi = {.sType = VK_STRUCTURE_TYPE_BIND_SPARSE_INFO, .imageBindCount = 1, .pImageBinds = &ibi};
    VkFence fence;
    VkFenceCreateInfo fci = {VK_STRUCTURE_TYPE_FENCE_CREATE_INFO, NULL, 0};
    CHECKVK(vkCreateFence(d, &fci, NULL, &fence));
    CHECKVK(vkQueueBindSparse(vk.queue, 1, &bsi, fence));
    CHECKVK(vkWaitForFences(d, 1, &fence, VK_TRUE, test_time_limit_ns(60ull * 1000000000ull)));

    VkImageViewCreateInfo vci = {VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO, NULL, 0, image, VK_IMAGE_VIEW_TYPE_2D, fmt,
                                 {0}, {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1}};
    VkImageView view;
    CHECKVK(vkCreateImageView(d, &vci, NULL, &view));

    VkBuffer up, outb;
    VkDeviceMemory up_mem, out_mem;
    void *up_ptr, *out_ptr;
    size_t texels = (size_t)W * H;
    if (!vk_host_make_buffer(&vk, 4 * texels, VK_BUFFER_USAGE_TRANSFER_SRC_BIT, &up, &up_mem, &up_ptr, err,
                             sizeof(err)) ||
        !vk_host_make_buffer(&vk, 8 * texels, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, &outb, &out_mem, &out_ptr, err,
                             sizeof(err))) {
        printf("FAIL %s\nsparse_run: 0 passed, 1 failed\n", err);
        return 1;
    }
    float *tp = up_ptr;
    for (uint32_t y = 0; y < H; y++)
        for (uint32_t x = 0; x < W; x++)
            tp[(size_t)y * W + x] = texel(x, y);
    memset(out_ptr, 0xAB, 8 * texels);

    vk_host_compute c;
    memset(&c, 0, sizeof(c));
    VkDescriptorSetLayoutBinding lb[2] = {
        {rt->binding, VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, 1, VK_SHADER_STAGE_COMPUTE_BIT, NULL},
        {ru->binding, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, NULL},
    };
    /* sets below rt->set are empty */
    VkDescriptorSetLayoutBinding all[VK_HOST_MAX_SETS][2];
    if (rt->set >= VK_HOST_MAX_SETS) {
        printf("FAIL set %u\nsparse_run: 0 passed, 1 failed\n", rt->set);
        return 1;
    }
    memset(all, 0, sizeof(all));
    for (uint32_t s = 0; s <= rt->set; s++) {
        all[s][0] = lb[0];
        all[s][1] = lb[1];
    }
    if (!vk_host_compute_set_layouts(&vk, &c, rt->set + 1, 2, &all[0][0]) ||
        !vk_host_compute_pipeline(&vk, &c, &tr)) {
        printf("FAIL %s\nsparse_run: 0 passed, 1 failed\n", c.err);
        return 1;
    }
    VkDescriptorPoolSize ps[2] = {{VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, VK_HOST_MAX_SETS},
                                  {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, VK_HOST_MAX_SETS}};
    VkDescriptorPoolCreateInfo dpi = {VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, NULL, 0, VK_HOST_MAX_SETS, 2, ps};
    CHECKVK(vkCreateDescriptorPool(d, &dpi, NULL, &c.pool));
    VkDescriptorSet sets[VK_HOST_MAX_SETS];
    VkDescriptorSetAllocateInfo dai = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO, NULL, c.pool, rt->set + 1,
                                       c.set_layouts};
    CHECKVK(vkAllocateDescriptorSets(d, &dai, sets));
    VkDescriptorImageInfo ii = {VK_NULL_HANDLE, view, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL};
    VkDescriptorBufferInfo bi = {outb, 0, VK_WHOLE_SIZE};
    VkWriteDescriptorSet w[2] = {
        {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = sets[rt->set], .dstBinding = rt->binding,
         .descriptorCount = 1, .descriptorType = VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, .pImageInfo = &ii},
        {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = sets[rt->set], .dstBinding = ru->binding,
         .descriptorCount = 1, .descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, .pBufferInfo = &bi},
    };
    vkUpdateDescriptorSets(d, 2, w, 0, NULL);
    if (!vk_host_compute_begin(&vk, &c)) {
        printf("FAIL %s\nsparse_run: 0 passed, 1 failed\n", c.err);
        return 1;
    }
    barrier(c.cmd, image, VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL);
    VkBufferImageCopy copies[2];
    for (uint32_t i = 0; i < 2; i++)
        copies[i] = (VkBufferImageCopy){.bufferOffset = 4 * ((VkDeviceSize)i * gh * W + i * gw),
                                        .bufferRowLength = W, .bufferImageHeight = H,
                                        .imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1},
                                        .imageOffset = {(int32_t)(i * gw), (int32_t)(i * gh), 0},
                                        .imageExtent = {gw, gh, 1}};
    vkCmdCopyBufferToImage(c.cmd, up, image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 2, copies);
    barrier(c.cmd, image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL);
    vkCmdBindPipeline(c.cmd, VK_PIPELINE_BIND_POINT_COMPUTE, c.pipeline);
    vkCmdBindDescriptorSets(c.cmd, VK_PIPELINE_BIND_POINT_COMPUTE, c.pipeline_layout, 0, rt->set + 1, sets, 0, NULL);
    vkCmdDispatch(c.cmd, W / 8, H, 1);
    VkMemoryBarrier mb = {VK_STRUCTURE_TYPE_MEMORY_BARRIER, NULL, VK_ACCESS_SHADER_WRITE_BIT, VK_ACCESS_HOST_READ_BIT};
    vkCmdPipelineBarrier(c.cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL,
                         0, NULL);
    if (!vk_host_compute_submit(&vk, &c)) {
        printf("FAIL %s\nsparse_run: 0 passed, 1 failed\n", c.err);
        return 1;
    }
    bool strict = vk.props.sparseProperties.residencyNonResidentStrict;
    uint32_t bad_status = 0, bad_value = 0, checked = 0;
    const uint32_t *res = out_ptr;
    for (uint32_t y = 0; y < H; y++)
        for (uint32_t x = 0; x < W; x++) {
            bool bound = (x / gw) == (y / gh);
            uint32_t status = res[2 * ((size_t)y * W + x)];
            float v;
            memcpy(&v, &res[2 * ((size_t)y * W + x) + 1], 4);
            if (status != (bound ? 1u : 0u) && bad_status++ < 4)
                printf("FAIL (%u, %u): CheckAccessFullyMapped = %u, want %u\n", x, y, status, bound);
            if (bound || strict) {
                checked++;
                float want = bound ? texel(x, y) : 0.0f;
                if (v != want && bad_value++ < 4)
                    printf("FAIL (%u, %u): value %g, want %g\n", x, y, v, want);
            }
        }
    printf("sparse: %ux%u image, %ux%u blocks, 2 of 4 bound; %u statuses wrong, %u of %u values wrong%s\n", W, H, gw,
           gh, bad_status, bad_value, checked, strict ? "" : " (unbound values unchecked: not residencyNonResidentStrict)");
    int passed = (bad_status == 0) + (bad_value == 0);
    int failed = 2 - passed;
    vk_host_compute_destroy(&vk, &c);
    vkDestroyFence(d, fence, NULL);
    vkDestroyImageView(d, view, NULL);
    vkDestroyImage(d, image, NULL);
    vkFreeMemory(d, mem, NULL);
    vk_host_free_buffer(&vk, up, up_mem);
    vk_host_free_buffer(&vk, outb, out_mem);
    d2s_ctx_release(&hand.ctx);
    vk_context_destroy(&vk);
    printf("sparse_run: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
