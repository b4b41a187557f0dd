/* Residency status on a partially resident image, run on the device.
 *
 * DXC's compute shader d3d-edges/sparse_load_status (textures are outside
 * the corpus run schema, so it runs here):
 *   Texture2D<float> t0; RWStructuredBuffer<uint2> u0;
 *   [numthreads(8, 1, 1)] main(tid): t0.GetDimensions(W, H);
 *     r = t0.Load(int3(tid.xy, 0), int2(0, 0), status);
 *     u0[tid.y * W + tid.x] = uint2(CheckAccessFullyMapped(status), asuint(r));
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

#include "dxil2spv.h"
#include "time_limit.h"
#include "vk_context.h"
#include "vk_host.h"

enum { RES_CLASS_SRV = 0, RES_CLASS_UAV = 1 }; /* dxil2spv_reflected_resource.resource_class */

static uint32_t W, H; /* two sparse blocks each way, from the device's granularity */

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

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: sparse_run OWN_CORPUS_DIR\n");
        return 2;
    }
    const char *corpus = argv[1];
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

    char path[4096];
    snprintf(path, sizeof(path), "%s/dxil/d3d-edges/sparse_load_status.dxil", corpus);
    size_t size = 0;
    void *dxil = vk_host_read_file(path, &size);
    if (!dxil) {
        printf("FAIL cannot read %s\nsparse_run: 0 passed, 1 failed\n", path);
        vk_context_destroy(&vk);
        return 1;
    }
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    dxil2spv_result *trp = dxil2spv_translate(dxil, size, &o);
    free(dxil);
    if (!trp || trp->status != DXIL2SPV_OK) {
        printf("FAIL translate: %s\nsparse_run: 0 passed, 1 failed\n", trp && trp->error ? trp->error : "no result");
        dxil2spv_result_free(trp);
        vk_context_destroy(&vk);
        return 1;
    }
    const dxil2spv_result tr = *trp;
    const dxil2spv_reflection *refl = tr.reflection;
    const dxil2spv_reflected_resource *rt = NULL, *ru = NULL;
    for (uint32_t i = 0; i < refl->resource_count; i++) {
        if (refl->resources[i].resource_class == RES_CLASS_SRV)
            rt = &refl->resources[i];
        if (refl->resources[i].resource_class == RES_CLASS_UAV)
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
    dxil2spv_result_free(trp);
    vk_context_destroy(&vk);
    printf("sparse_run: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
