/* Pixel-shader behaviour on lavapipe that the render harness's fixed state
 * cannot show (blending, textures with levels and a depth texture): DXC's
 * pixel shaders of our corpus (d3d-edges/ps_dual_source, ps_sample_offsets,
 * ps_sample_cmp_offsets), drawn after render/fullscreen_tri_uv's VS over an
 * RGBA32F target, with host models here.
 *
 * --dualsrc: dual-source blending (options.dual_source_blending). D3D blends
 *   with SV_Target1 as the second source when the blend state names SRC1
 *   factors; Vulkan takes it from Location 0 Index 1.
 *     SV_Target0 = SRC0, SV_Target1 = SRC1 (constants)
 *   over a 4x4 target cleared to DST, with
 *     colour = src0 * SRC1_COLOR + dst * ONE_MINUS_SRC1_COLOR,
 *     alpha  = src0.a * SRC1_ALPHA + dst.a * ZERO.
 *   Every pixel must hold that blend computed here. lavapipe also blends
 *   with an output at Location 1 (what the PS gets without the option),
 *   which Vulkan leaves undefined, so the module is also checked: both
 *   outputs at Location 0, SV_Target1 with Index 1.
 *
 * --sample-offsets: computed texel offsets on the implicit-LOD forms
 *   (options.dynamic_offsets EMULATE, src/emit/dxop/emit_sample_offset.c):
 *     int2 p = int2(uv * 16);                     // the pixel
 *     int2 o = int2((p.x * 5) & 15, (p.y * 3) & 15) - 8;
 *     return float4(t0.Sample(s0, uv, o), t0.SampleBias(s0, uv, 1.0, o), 0, 0);
 *   over a 16x16 target, t0 64x64 with 6 levels, point filtering, repeat.
 *   The LOD is 2 (Sample) and 3 (SampleBias), from uv's derivatives as D3D
 *   computes it before the offset; the offsets differ between the pixels
 *   of a quad, so derivatives of the moved coordinate would pick another
 *   level (5). Each pixel must read D3D's texel. (At these levels pixel
 *   centres fall inside texels, never on their edges.)
 *
 * --sample-cmp-offsets: the same with SampleCmp (level 2) and SampleCmpBias
 *   (bias 1: level 3) on a D32_SFLOAT texture whose texels all differ
 *   (across levels too), through a comparison sampler with compareOp EQUAL.
 *   The PS computes the value of the texel D3D reads (wrapping with & (size
 *   - 1)) and compares against it (.x, .z: want 1) and against the texel to
 *   its right (.y, .w: want 0).
 *
 * Usage: ps_features_run --dualsrc|--sample-offsets|--sample-cmp-offsets OWN_CORPUS_DIR. Exit 0 pass,
 * 1 fail, 2 setup error, 77 skip (a device without dualSrcBlend).
 */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vulkan/vulkan.h>

#include "dxil2spv.h"
#include "lvp_device.h"
#include "../unit/spv_inspect.h"
#include "../vk/watchdog.h"

static int failures, checks;

#define VKC(call)                                                                                                    \
    do {                                                                                                             \
        VkResult r_ = (call);                                                                                        \
        if (r_ != VK_SUCCESS) {                                                                                      \
            fprintf(stderr, "ps_features_run: %s failed: %d\n", #call, (int)r_);                                         \
            exit(2);                                                                                                 \
        }                                                                                                            \
    } while (0)


static const float SRC0[4] = {0.8f, 0.4f, 0.2f, 1.0f};
static const float SRC1[4] = {0.25f, 0.5f, 0.75f, 0.5f};
static const float DST[4] = {0.0f, 1.0f, 0.5f, 0.25f};

typedef lvp_device gpu;

/* 0, or 77: skip, 2: setup error */
static int gpu_create(gpu *g, bool dual_src)
{
    int rc = lvp_pick(g, "ps_features_run");
    if (rc)
        return rc;
    VkPhysicalDeviceVulkan11Features f11 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES};
    VkPhysicalDeviceVulkan13Features f13 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES,
                                            .pNext = &f11};
    VkPhysicalDeviceFeatures2 f2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &f13};
    vkGetPhysicalDeviceFeatures2(g->phys, &f2);
    if ((dual_src && !f2.features.dualSrcBlend) || !f13.dynamicRendering) {
        printf("ps_features_run: skipped: the device lacks dualSrcBlend or dynamicRendering\n");
        lvp_destroy(g);
        return 77;
    }
    /* the VS reads SV_VertexID, which declares DrawParameters */
    VkPhysicalDeviceVulkan11Features e11 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES,
                                            .shaderDrawParameters = f11.shaderDrawParameters};
    VkPhysicalDeviceVulkan13Features e13 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES,
                                            .pNext = &e11, .dynamicRendering = VK_TRUE};
    VkPhysicalDeviceFeatures2 ef = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &e13};
    ef.features.dualSrcBlend = dual_src;
    lvp_create(g, "ps_features_run", &ef, NULL, 0);
    return 0;
}

static uint32_t memory_type(gpu *g, uint32_t bits, VkMemoryPropertyFlags want)
{
    return lvp_memory_type(g, "ps_features_run", bits, want);
}

static VkShaderModule make_module(gpu *g, const uint32_t *words, size_t count)
{
    VkShaderModuleCreateInfo mci = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO, .codeSize = count * 4,
                                    .pCode = words};
    VkShaderModule m;
    VKC(vkCreateShaderModule(g->dev, &mci, NULL, &m));
    return m;
}

/* ---- the pixel shaders' textures ---------------------------------------------------- */

/* --sample-offsets' PS; texel values: level * 10000 + y * 100 + x. */
#define OFS_W 16u
#define OFS_H 16u
#define TEX_SIZE 64u
#define TEX_LEVELS 6u

static float texel_value(uint32_t level, uint32_t x, uint32_t y)
{
    return (float)(level * 10000u + y * 100u + x);
}

/* cmp mode: distinct depth values in [0, 1), exact in float. */
static float depth_value(uint32_t level, uint32_t x, uint32_t y)
{
    return (float)((level * TEX_SIZE + y) * TEX_SIZE + x + 1u) / 32768.0f;
}

static uint32_t wrap(int64_t i, uint32_t n)
{
    int64_t m = i % (int64_t)n;
    return (uint32_t)(m < 0 ? m + n : m);
}

/* What D3D reads for pixel (x, y) at `level`: the point-sampled texel of uv,
 * moved by the offset in that level's texels, wrapped. */
static float offset_model(uint32_t x, uint32_t y, uint32_t level)
{
    uint32_t size = TEX_SIZE >> level;
    float u = ((float)x + 0.5f) / OFS_W, v = ((float)y + 0.5f) / OFS_H;
    int64_t ox = (int64_t)((x * 5) & 15) - 8, oy = (int64_t)((y * 3) & 15) - 8;
    int64_t tx = (int64_t)floorf(u * (float)size) + ox, ty = (int64_t)floorf(v * (float)size) + oy;
    return texel_value(level, wrap(tx, size), wrap(ty, size));
}

/* ---- the interface decorations ---------------------------------------------------------- */

enum { SPV_OP_DECORATE = 71, SPV_DEC_LOCATION = 30, SPV_DEC_INDEX = 32 };

typedef struct deco_scan {
    uint32_t locations, location0, index1, index_other;
} deco_scan;

static bool deco_visit(const spv_insn *in, void *arg)
{
    deco_scan *d = arg;
    if (in->op == SPV_OP_DECORATE && in->n == 4 && in->w[2] == SPV_DEC_LOCATION) {
        d->locations++;
        d->location0 += in->w[3] == 0;
    }
    if (in->op == SPV_OP_DECORATE && in->n == 4 && in->w[2] == SPV_DEC_INDEX) {
        d->index1 += in->w[3] == 1;
        d->index_other += in->w[3] != 1;
    }
    return true;
}

/* ---- drawing --------------------------------------------------------------------------- */

/* What a case draws with: an RGBA32F target of w x h cleared to `clear`,
 * the blend state, and optionally an R32_SFLOAT texture with a
 * point/point/repeat sampler bound where the PS's reflection puts its t0 and
 * s0 (set 0). */
typedef struct draw_setup {
    uint32_t w, h;
    const float *clear;
    VkPipelineColorBlendAttachmentState blend;
    const dxil2spv_reflection *ps_reflection;
    const float *texels; /* level after level, or NULL */
    uint32_t tex_w, tex_h, tex_levels;
    bool depth; /* D32_SFLOAT and a compareOp EQUAL sampler */
} draw_setup;

typedef struct tex_objects {
    VkImage image;
    VkDeviceMemory image_mem, up_mem;
    VkImageView view;
    VkBuffer up;
    VkSampler sampler;
    VkDescriptorSetLayout set_layout;
    VkDescriptorPool pool;
    VkDescriptorSet set;
} tex_objects;

static const dxil2spv_reflected_resource *find_resource(const dxil2spv_reflection *r, uint32_t cls)
{
    for (uint32_t i = 0; i < r->resource_count; i++)
        if (r->resources[i].resource_class == cls && r->resources[i].lower_bound == 0 && r->resources[i].space == 0)
            return &r->resources[i];
    fprintf(stderr, "ps_features_run: the PS reflection lacks resource class %u, register 0\n", cls);
    exit(2);
}

static VkImageAspectFlags tex_aspect(const draw_setup *d)
{
    return d->depth ? VK_IMAGE_ASPECT_DEPTH_BIT : VK_IMAGE_ASPECT_COLOR_BIT;
}

/* Creates the texture, sampler and descriptor set; records the upload. */
static void tex_create(gpu *g, const draw_setup *d, tex_objects *t)
{
    VkImageCreateInfo ici = {.sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO, .imageType = VK_IMAGE_TYPE_2D,
                             .format = d->depth ? VK_FORMAT_D32_SFLOAT : VK_FORMAT_R32_SFLOAT,
                             .extent = {d->tex_w, d->tex_h, 1},
                             .mipLevels = d->tex_levels, .arrayLayers = 1, .samples = VK_SAMPLE_COUNT_1_BIT,
                             .tiling = VK_IMAGE_TILING_OPTIMAL,
                             .usage = VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT};
    VKC(vkCreateImage(g->dev, &ici, NULL, &t->image));
    VkMemoryRequirements req;
    vkGetImageMemoryRequirements(g->dev, t->image, &req);
    VkMemoryAllocateInfo mai = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, .allocationSize = req.size,
                                .memoryTypeIndex = memory_type(g, req.memoryTypeBits, 0)};
    VKC(vkAllocateMemory(g->dev, &mai, NULL, &t->image_mem));
    VKC(vkBindImageMemory(g->dev, t->image, t->image_mem, 0));
    VkImageViewCreateInfo vci = {.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO, .image = t->image,
                                 .viewType = VK_IMAGE_VIEW_TYPE_2D, .format = ici.format,
                                 .subresourceRange = {tex_aspect(d), 0, d->tex_levels, 0, 1}};
    VKC(vkCreateImageView(g->dev, &vci, NULL, &t->view));
    VkDeviceSize bytes = 0;
    for (uint32_t l = 0; l < d->tex_levels; l++)
        bytes += 4u * (d->tex_w >> l) * (d->tex_h >> l);
    VkBufferCreateInfo bci = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, .size = bytes,
                              .usage = VK_BUFFER_USAGE_TRANSFER_SRC_BIT};
    VKC(vkCreateBuffer(g->dev, &bci, NULL, &t->up));
    vkGetBufferMemoryRequirements(g->dev, t->up, &req);
    mai.allocationSize = req.size;
    mai.memoryTypeIndex = memory_type(g, req.memoryTypeBits,
                                      VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
    VKC(vkAllocateMemory(g->dev, &mai, NULL, &t->up_mem));
    VKC(vkBindBufferMemory(g->dev, t->up, t->up_mem, 0));
    void *p;
    VKC(vkMapMemory(g->dev, t->up_mem, 0, bytes, 0, &p));
    memcpy(p, d->texels, (size_t)bytes);
    vkUnmapMemory(g->dev, t->up_mem);
    VkSamplerCreateInfo sci = {
        .sType = VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO, .magFilter = VK_FILTER_NEAREST, .minFilter = VK_FILTER_NEAREST,
        .mipmapMode = VK_SAMPLER_MIPMAP_MODE_NEAREST, .addressModeU = VK_SAMPLER_ADDRESS_MODE_REPEAT,
        .addressModeV = VK_SAMPLER_ADDRESS_MODE_REPEAT, .addressModeW = VK_SAMPLER_ADDRESS_MODE_REPEAT,
        .maxLod = VK_LOD_CLAMP_NONE, .compareEnable = d->depth, .compareOp = VK_COMPARE_OP_EQUAL,
    };
    VKC(vkCreateSampler(g->dev, &sci, NULL, &t->sampler));
    const dxil2spv_reflected_resource *tr = find_resource(d->ps_reflection, 0);
    const dxil2spv_reflected_resource *sr = find_resource(d->ps_reflection, 3);
    if (tr->set != 0 || sr->set != 0 || tr->descriptor_type != VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE ||
        sr->descriptor_type != VK_DESCRIPTOR_TYPE_SAMPLER) {
        fprintf(stderr, "ps_features_run: t0/s0 reflected at sets %u/%u as types %u/%u\n", tr->set, sr->set,
                tr->descriptor_type, sr->descriptor_type);
        exit(2);
    }
    VkDescriptorSetLayoutBinding lb[2] = {
        {tr->binding, VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, 1, VK_SHADER_STAGE_FRAGMENT_BIT, NULL},
        {sr->binding, VK_DESCRIPTOR_TYPE_SAMPLER, 1, VK_SHADER_STAGE_FRAGMENT_BIT, NULL},
    };
    VkDescriptorSetLayoutCreateInfo lci = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
                                           .bindingCount = 2, .pBindings = lb};
    VKC(vkCreateDescriptorSetLayout(g->dev, &lci, NULL, &t->set_layout));
    VkDescriptorPoolSize ps[2] = {{VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, 1}, {VK_DESCRIPTOR_TYPE_SAMPLER, 1}};
    VkDescriptorPoolCreateInfo dpi = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, .maxSets = 1,
                                      .poolSizeCount = 2, .pPoolSizes = ps};
    VKC(vkCreateDescriptorPool(g->dev, &dpi, NULL, &t->pool));
    VkDescriptorSetAllocateInfo dai = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
                                       .descriptorPool = t->pool, .descriptorSetCount = 1,
                                       .pSetLayouts = &t->set_layout};
    VKC(vkAllocateDescriptorSets(g->dev, &dai, &t->set));
    VkDescriptorImageInfo ii = {VK_NULL_HANDLE, t->view, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL};
    VkDescriptorImageInfo si = {t->sampler, VK_NULL_HANDLE, VK_IMAGE_LAYOUT_UNDEFINED};
    VkWriteDescriptorSet w[2] = {
        {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = t->set, .dstBinding = tr->binding,
         .descriptorCount = 1, .descriptorType = VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, .pImageInfo = &ii},
        {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = t->set, .dstBinding = sr->binding,
         .descriptorCount = 1, .descriptorType = VK_DESCRIPTOR_TYPE_SAMPLER, .pImageInfo = &si},
    };
    vkUpdateDescriptorSets(g->dev, 2, w, 0, NULL);
}

static void tex_upload(const draw_setup *d, const tex_objects *t, VkCommandBuffer cmd)
{
    VkImageMemoryBarrier ib = {.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER,
                               .dstAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT, .oldLayout = VK_IMAGE_LAYOUT_UNDEFINED,
                               .newLayout = VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
                               .srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
                               .dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED, .image = t->image,
                               .subresourceRange = {tex_aspect(d), 0, d->tex_levels, 0, 1}};
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 0, NULL, 0, NULL,
                         1, &ib);
    VkBufferImageCopy copies[16];
    VkDeviceSize off = 0;
    for (uint32_t l = 0; l < d->tex_levels && l < 16; l++) {
        copies[l] = (VkBufferImageCopy){.bufferOffset = off, .imageSubresource = {tex_aspect(d), l, 0, 1},
                                        .imageExtent = {d->tex_w >> l, d->tex_h >> l, 1}};
        off += 4u * (d->tex_w >> l) * (d->tex_h >> l);
    }
    vkCmdCopyBufferToImage(cmd, t->up, t->image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, d->tex_levels, copies);
    ib.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    ib.dstAccessMask = VK_ACCESS_SHADER_READ_BIT;
    ib.oldLayout = VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL;
    ib.newLayout = VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL;
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_FRAGMENT_SHADER_BIT, 0, 0, NULL, 0,
                         NULL, 1, &ib);
}

static void tex_destroy(gpu *g, tex_objects *t)
{
    vkDestroyDescriptorPool(g->dev, t->pool, NULL);
    vkDestroyDescriptorSetLayout(g->dev, t->set_layout, NULL);
    vkDestroySampler(g->dev, t->sampler, NULL);
    vkDestroyBuffer(g->dev, t->up, NULL);
    vkFreeMemory(g->dev, t->up_mem, NULL);
    vkDestroyImageView(g->dev, t->view, NULL);
    vkDestroyImage(g->dev, t->image, NULL);
    vkFreeMemory(g->dev, t->image_mem, NULL);
}

static bool draw(gpu *g, const draw_setup *d, VkShaderModule vs, VkShaderModule ps, float *pixels)
{
    const uint32_t W = d->w, H = d->h;
    tex_objects tex = {0};
    if (d->texels)
        tex_create(g, d, &tex);
    VkImageCreateInfo ici = {.sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO, .imageType = VK_IMAGE_TYPE_2D,
                             .format = VK_FORMAT_R32G32B32A32_SFLOAT, .extent = {W, H, 1}, .mipLevels = 1,
                             .arrayLayers = 1, .samples = VK_SAMPLE_COUNT_1_BIT, .tiling = VK_IMAGE_TILING_OPTIMAL,
                             .usage = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT};
    VkImage image;
    VKC(vkCreateImage(g->dev, &ici, NULL, &image));
    VkMemoryRequirements req;
    vkGetImageMemoryRequirements(g->dev, image, &req);
    VkMemoryAllocateInfo mai = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, .allocationSize = req.size,
                                .memoryTypeIndex = memory_type(g, req.memoryTypeBits, 0)};
    VkDeviceMemory image_mem;
    VKC(vkAllocateMemory(g->dev, &mai, NULL, &image_mem));
    VKC(vkBindImageMemory(g->dev, image, image_mem, 0));
    VkImageViewCreateInfo vci = {.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO, .image = image,
                                 .viewType = VK_IMAGE_VIEW_TYPE_2D, .format = ici.format,
                                 .subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1}};
    VkImageView view;
    VKC(vkCreateImageView(g->dev, &vci, NULL, &view));

    VkDeviceSize bytes = (VkDeviceSize)W * H * 16;
    VkBufferCreateInfo bci = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, .size = bytes,
                              .usage = VK_BUFFER_USAGE_TRANSFER_DST_BIT};
    VkBuffer buf;
    VKC(vkCreateBuffer(g->dev, &bci, NULL, &buf));
    vkGetBufferMemoryRequirements(g->dev, buf, &req);
    mai.allocationSize = req.size;
    mai.memoryTypeIndex = memory_type(g, req.memoryTypeBits,
                                      VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
    VkDeviceMemory buf_mem;
    VKC(vkAllocateMemory(g->dev, &mai, NULL, &buf_mem));
    VKC(vkBindBufferMemory(g->dev, buf, buf_mem, 0));

    VkPipelineLayoutCreateInfo plci = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
                                       .setLayoutCount = d->texels ? 1 : 0, .pSetLayouts = &tex.set_layout};
    VkPipelineLayout layout;
    VKC(vkCreatePipelineLayout(g->dev, &plci, NULL, &layout));
    VkPipeline pipe = lvp_fullscreen_pipeline(g, "ps_hand_run", vs, ps, layout, W, H, &ici.format, &d->blend);
    VkRect2D scissor = {{0, 0}, {W, H}};

    VkCommandBuffer cmd = lvp_begin_commands(g, "ps_hand_run");
    if (d->texels)
        tex_upload(d, &tex, cmd);
    VkImageMemoryBarrier to_att = {.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER,
                                   .dstAccessMask = VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT,
                                   .oldLayout = VK_IMAGE_LAYOUT_UNDEFINED,
                                   .newLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
                                   .srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
                                   .dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED, .image = image,
                                   .subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1}};
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT, 0, 0,
                         NULL, 0, NULL, 1, &to_att);
    VkRenderingAttachmentInfo ca = {.sType = VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO, .imageView = view,
                                    .imageLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
                                    .loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR, .storeOp = VK_ATTACHMENT_STORE_OP_STORE};
    memcpy(ca.clearValue.color.float32, d->clear, 4 * sizeof(float));
    VkRenderingInfo ri = {.sType = VK_STRUCTURE_TYPE_RENDERING_INFO, .renderArea = scissor, .layerCount = 1,
                          .colorAttachmentCount = 1, .pColorAttachments = &ca};
    vkCmdBeginRendering(cmd, &ri);
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, pipe);
    if (d->texels)
        vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, layout, 0, 1, &tex.set, 0, NULL);
    vkCmdDraw(cmd, 3, 1, 0, 0);
    vkCmdEndRendering(cmd);
    VkImageMemoryBarrier to_src = to_att;
    to_src.srcAccessMask = VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT;
    to_src.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT;
    to_src.oldLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL;
    to_src.newLayout = VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL;
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 0,
                         NULL, 0, NULL, 1, &to_src);
    VkBufferImageCopy region = {.imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1}, .imageExtent = {W, H, 1}};
    vkCmdCopyImageToBuffer(cmd, image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, buf, 1, &region);
    VkMemoryBarrier mb = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER, .srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT,
                          .dstAccessMask = VK_ACCESS_HOST_READ_BIT};
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0,
                         NULL);
    VKC(vkEndCommandBuffer(cmd));
    VkSubmitInfo si = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .commandBufferCount = 1, .pCommandBuffers = &cmd};
    VKC(vkQueueSubmit(g->queue, 1, &si, VK_NULL_HANDLE));
    VKC(vkQueueWaitIdle(g->queue));
    void *p;
    VKC(vkMapMemory(g->dev, buf_mem, 0, bytes, 0, &p));
    memcpy(pixels, p, (size_t)bytes);
    vkUnmapMemory(g->dev, buf_mem);

    vkFreeCommandBuffers(g->dev, g->pool, 1, &cmd);
    vkDestroyPipeline(g->dev, pipe, NULL);
    vkDestroyPipelineLayout(g->dev, layout, NULL);
    vkDestroyBuffer(g->dev, buf, NULL);
    vkFreeMemory(g->dev, buf_mem, NULL);
    vkDestroyImageView(g->dev, view, NULL);
    vkDestroyImage(g->dev, image, NULL);
    vkFreeMemory(g->dev, image_mem, NULL);
    if (d->texels)
        tex_destroy(g, &tex);
    return true;
}

/* Translates d3d-edges/<name>.dxil with `o`; exits on failure. */
static dxil2spv_result *translate_ps(const char *corpus, const char *name, const dxil2spv_options *o)
{
    char rel[256];
    snprintf(rel, sizeof(rel), "dxil/d3d-edges/%s.dxil", name);
    dxil2spv_result *r = spv_inspect_translate(corpus, rel, o, 2);
    if (r->status != DXIL2SPV_OK) {
        printf("FAIL translate ps: %s\nps_features_run: 0 passed, 1 failed\n", r->error ? r->error : "?");
        exit(1);
    }
    CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, name), "spirv-val (ps %s)", name);
    return r;
}

static void compare(const float *pixels, uint32_t w, uint32_t h, const float *want /* w * h * 4 */)
{
    for (uint32_t i = 0; i < w * h; i++) { /* one check per pixel; the first three failures printed */
        const float *px = pixels + 4 * i, *wp = want + 4 * i;
        bool ok = true;
        for (uint32_t c = 0; c < 4; c++)
            ok = ok && fabsf(px[c] - wp[c]) <= 1e-6f;
        checks++;
        if (!ok && failures++ < 3)
            fprintf(stderr, "FAIL pixel (%u,%u) = (%g, %g, %g, %g), expected (%g, %g, %g, %g)\n", i % w, i / w,
                    px[0], px[1], px[2], px[3], wp[0], wp[1], wp[2], wp[3]);
    }
}

static void run_dualsrc(gpu *g, VkShaderModule vs, const char *corpus)
{
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.dual_source_blending = true;
    dxil2spv_result *pr = translate_ps(corpus, "ps_dual_source", &o);
    deco_scan d = {0};
    spv_inspect_walk(pr->spirv, pr->spirv_word_count, deco_visit, &d);
    CHECK(d.locations == 2 && d.location0 == 2 && d.index1 == 1 && d.index_other == 0,
          "ps: %u Location decorations (%u of them 0), %u Index 1, %u other Index: want 2, 2, 1, 0", d.locations,
          d.location0, d.index1, d.index_other);
    draw_setup ds = {
        .w = 4, .h = 4, .clear = DST,
        .blend = {.blendEnable = VK_TRUE, .srcColorBlendFactor = VK_BLEND_FACTOR_SRC1_COLOR,
                  .dstColorBlendFactor = VK_BLEND_FACTOR_ONE_MINUS_SRC1_COLOR, .colorBlendOp = VK_BLEND_OP_ADD,
                  .srcAlphaBlendFactor = VK_BLEND_FACTOR_SRC1_ALPHA, .dstAlphaBlendFactor = VK_BLEND_FACTOR_ZERO,
                  .alphaBlendOp = VK_BLEND_OP_ADD, .colorWriteMask = 0xF},
    };
    VkShaderModule ps = make_module(g, pr->spirv, pr->spirv_word_count);
    static float pixels[4 * 4 * 4], want[4 * 4 * 4];
    draw(g, &ds, vs, ps, pixels);
    vkDestroyShaderModule(g->dev, ps, NULL);
    dxil2spv_result_free(pr);
    for (uint32_t i = 0; i < 16; i++) {
        for (uint32_t c = 0; c < 3; c++)
            want[4 * i + c] = SRC0[c] * SRC1[c] + DST[c] * (1.0f - SRC1[c]);
        want[4 * i + 3] = SRC0[3] * SRC1[3];
    }
    compare(pixels, 4, 4, want);
}

static void run_sample_offsets(gpu *g, VkShaderModule vs, const char *corpus, bool cmp)
{
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.dynamic_offsets = DXIL2SPV_DYNAMIC_OFFSET_EMULATE;
    dxil2spv_result *pr = translate_ps(corpus, cmp ? "ps_sample_cmp_offsets" : "ps_sample_offsets", &o);
    static float texels[TEX_SIZE * TEX_SIZE * 2];
    float *t = texels;
    for (uint32_t l = 0; l < TEX_LEVELS; l++)
        for (uint32_t y = 0; y < (TEX_SIZE >> l); y++)
            for (uint32_t x = 0; x < (TEX_SIZE >> l); x++)
                *t++ = cmp ? depth_value(l, x, y) : texel_value(l, x, y);
    static const float black[4] = {0};
    draw_setup ds = {.w = OFS_W, .h = OFS_H, .clear = black, .blend = {.colorWriteMask = 0xF},
                     .ps_reflection = pr->reflection, .texels = texels, .tex_w = TEX_SIZE, .tex_h = TEX_SIZE,
                     .tex_levels = TEX_LEVELS, .depth = cmp};
    VkShaderModule ps = make_module(g, pr->spirv, pr->spirv_word_count);
    static float pixels[OFS_W * OFS_H * 4], want[OFS_W * OFS_H * 4];
    draw(g, &ds, vs, ps, pixels);
    vkDestroyShaderModule(g->dev, ps, NULL);
    dxil2spv_result_free(pr);
    for (uint32_t y = 0; y < OFS_H; y++)
        for (uint32_t x = 0; x < OFS_W; x++) {
            float *w = want + 4 * (y * OFS_W + x);
            if (cmp) { /* the reference equals the texel read, not its neighbour */
                w[0] = w[2] = 1.0f;
                w[1] = w[3] = 0.0f;
                continue;
            }
            w[0] = offset_model(x, y, 2); /* Sample: LOD log2(64 / 16) */
            w[1] = offset_model(x, y, 3); /* SampleBias 1 */
            w[2] = w[3] = 0.0f;
        }
    compare(pixels, OFS_W, OFS_H, want);
}

int main(int argc, char **argv)
{
    /* The device work runs in this process: a driver that never finishes
     * compiling or drawing fails the test here, before meson's limit. */
    watchdog_arm(90, "FAIL ps_features_run", "ps_features_run: 0 passed, 1 failed\n");
    watchdog_step("translating and running on the device");
    bool dualsrc = argc == 3 && !strcmp(argv[1], "--dualsrc");
    bool cmp = argc == 3 && !strcmp(argv[1], "--sample-cmp-offsets");
    if (argc != 3 || (!dualsrc && !cmp && strcmp(argv[1], "--sample-offsets"))) {
        fprintf(stderr, "usage: ps_features_run --dualsrc|--sample-offsets|--sample-cmp-offsets OWN_CORPUS_DIR\n");
        return 2;
    }
    size_t size;
    unsigned char *data = spv_inspect_load(argv[2], "render/fullscreen_tri_uv/fullscreen_tri_uv.vs.dxil", &size, 2);
    dxil2spv_options vo;
    dxil2spv_options_init(&vo);
    dxil2spv_result *vr = dxil2spv_translate(data, size, &vo);
    free(data);
    if (!vr || vr->status != DXIL2SPV_OK) {
        printf("FAIL translate vs: %s\nps_features_run: 0 passed, 1 failed\n", vr && vr->error ? vr->error : "no result");
        dxil2spv_result_free(vr);
        return 1;
    }
    gpu g;
    int rc = gpu_create(&g, dualsrc);
    if (rc) {
        dxil2spv_result_free(vr);
        return rc;
    }
    VkShaderModule vs = make_module(&g, vr->spirv, vr->spirv_word_count);
    if (dualsrc)
        run_dualsrc(&g, vs, argv[2]);
    else
        run_sample_offsets(&g, vs, argv[2], cmp);
    vkDestroyShaderModule(g.dev, vs, NULL);
    lvp_destroy(&g);
    dxil2spv_result_free(vr);
    printf("ps_features_run: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
