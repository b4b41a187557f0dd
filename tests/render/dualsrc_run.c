/* Dual-source blending executed on lavapipe (options.dual_source_blending).
 *
 * D3D blends with a pixel shader's SV_Target1 as the second source when the
 * blend state names SRC1 factors; Vulkan takes the second source from the
 * output at Location 0 Index 1. No corpus pixel shader of ours writes two
 * targets and DXC is not part of the build, so the PS is built by hand:
 *
 *   float4 main() : SV_Target0 = SRC0, SV_Target1 = SRC1
 *
 * drawn after render/fullscreen_tri_uv's VS over a 4x4 R32G32B32A32_SFLOAT
 * target cleared to DST, with
 *   colour = src0 * SRC1_COLOR + dst * ONE_MINUS_SRC1_COLOR,
 *   alpha  = src0.a * SRC1_ALPHA + dst.a * ZERO.
 * Every pixel must hold that blend computed here, and a swapped pair gives
 * other numbers. lavapipe also blends with an output at Location 1 (what
 * the PS gets without the option), which Vulkan leaves undefined, so the
 * module is also checked: both outputs at Location 0, SV_Target1 with
 * Index 1.
 *
 * Usage: dualsrc_run OWN_CORPUS_DIR. Exit 0 pass, 1 fail, 2 setup error,
 * 77 skip (a device without dualSrcBlend).
 */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vulkan/vulkan.h>

#include "dxil2spv.h"
#include "lvp_device.h"
#include "../unit/ir_hand.h"
#include "../unit/spv_inspect.h"

static int failures, checks;

#define VKC(call)                                                                                                    \
    do {                                                                                                             \
        VkResult r_ = (call);                                                                                        \
        if (r_ != VK_SUCCESS) {                                                                                      \
            fprintf(stderr, "dualsrc_run: %s failed: %d\n", #call, (int)r_);                                         \
            exit(2);                                                                                                 \
        }                                                                                                            \
    } while (0)

enum { W = 4, H = 4, OP_STORE_OUTPUT = 5 };

static const float SRC0[4] = {0.8f, 0.4f, 0.2f, 1.0f};
static const float SRC1[4] = {0.25f, 0.5f, 0.75f, 0.5f};
static const float DST[4] = {0.0f, 1.0f, 0.5f, 0.25f};

typedef lvp_device gpu;

/* 0, or 77: skip, 2: setup error */
static int gpu_create(gpu *g)
{
    int rc = lvp_pick(g, "dualsrc_run");
    if (rc)
        return rc;
    VkPhysicalDeviceVulkan11Features f11 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES};
    VkPhysicalDeviceVulkan13Features f13 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES,
                                            .pNext = &f11};
    VkPhysicalDeviceFeatures2 f2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &f13};
    vkGetPhysicalDeviceFeatures2(g->phys, &f2);
    if (!f2.features.dualSrcBlend || !f13.dynamicRendering) {
        printf("dualsrc_run: skipped: the device lacks dualSrcBlend or dynamicRendering\n");
        lvp_destroy(g);
        return 77;
    }
    /* the VS reads SV_VertexID, which declares DrawParameters */
    VkPhysicalDeviceVulkan11Features e11 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES,
                                            .shaderDrawParameters = f11.shaderDrawParameters};
    VkPhysicalDeviceVulkan13Features e13 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES,
                                            .pNext = &e11, .dynamicRendering = VK_TRUE};
    VkPhysicalDeviceFeatures2 ef = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &e13};
    ef.features.dualSrcBlend = VK_TRUE;
    lvp_create(g, "dualsrc_run", &ef, NULL, 0);
    return 0;
}

static uint32_t memory_type(gpu *g, uint32_t bits, VkMemoryPropertyFlags want)
{
    return lvp_memory_type(g, "dualsrc_run", bits, want);
}

static VkShaderModule make_module(gpu *g, const uint32_t *words, size_t count)
{
    VkShaderModuleCreateInfo mci = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO, .codeSize = count * 4,
                                    .pCode = words};
    VkShaderModule m;
    VKC(vkCreateShaderModule(g->dev, &mci, NULL, &m));
    return m;
}

/* ---- the hand-built pixel shader ------------------------------------------------------ */

static ir_value *cf(hand_env *e, float v)
{
    uint32_t bits;
    memcpy(&bits, &v, 4);
    return &ir_const_float_bits(e->m, e->f32, bits)->v;
}

static ir_module *build_ps(hand_env *e, const void *arg)
{
    (void)arg;
    ir_module *m = e->m = ir_module_create(&e->ctx);
    hand_types(e);
    ir_type *vd = ir_type_void(m);
    ir_type *p_st[5] = {e->i32, e->i32, e->i32, e->i8, e->f32};
    ir_function *store = hand_decl(e, "dx.op.storeOutput.f32", vd, p_st, 5);
    e->f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);
    ir_block *b = ir_block_create(m, e->f, "entry");
    for (uint32_t t = 0; t < 2; t++)
        for (uint32_t c = 0; c < 4; c++) {
            ir_value *a[4] = {hand_ci(e, e->i32, t), hand_ci(e, e->i32, 0), hand_ci(e, e->i8, c),
                              cf(e, t ? SRC1[c] : SRC0[c])};
            hand_dxop(e, b, store, OP_STORE_OUTPUT, a, 4);
        }
    ir_build_ret(m, e->f, b, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);

    hand_pixel_entry(e, 2);
    dxil_lower_dxops(m);
    return m;
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

static bool draw(gpu *g, VkShaderModule vs, VkShaderModule ps, float *pixels)
{
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

    VkPipelineLayoutCreateInfo plci = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
    VkPipelineLayout layout;
    VKC(vkCreatePipelineLayout(g->dev, &plci, NULL, &layout));
    VkPipelineShaderStageCreateInfo st[2] = {
        {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, .stage = VK_SHADER_STAGE_VERTEX_BIT,
         .module = vs, .pName = "main"},
        {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, .stage = VK_SHADER_STAGE_FRAGMENT_BIT,
         .module = ps, .pName = "main"},
    };
    VkPipelineVertexInputStateCreateInfo vi = {.sType = VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO};
    VkPipelineInputAssemblyStateCreateInfo ia = {.sType = VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO,
                                                 .topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST};
    VkViewport viewport = {0, (float)H, (float)W, -(float)H, 0.0f, 1.0f};
    VkRect2D scissor = {{0, 0}, {W, H}};
    VkPipelineViewportStateCreateInfo vp = {.sType = VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO,
                                            .viewportCount = 1, .pViewports = &viewport, .scissorCount = 1,
                                            .pScissors = &scissor};
    VkPipelineRasterizationStateCreateInfo rs = {.sType = VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO,
                                                 .polygonMode = VK_POLYGON_MODE_FILL, .cullMode = VK_CULL_MODE_NONE,
                                                 .lineWidth = 1.0f};
    VkPipelineMultisampleStateCreateInfo ms = {.sType = VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO,
                                               .rasterizationSamples = VK_SAMPLE_COUNT_1_BIT};
    VkPipelineColorBlendAttachmentState att = {
        .blendEnable = VK_TRUE,
        .srcColorBlendFactor = VK_BLEND_FACTOR_SRC1_COLOR,
        .dstColorBlendFactor = VK_BLEND_FACTOR_ONE_MINUS_SRC1_COLOR,
        .colorBlendOp = VK_BLEND_OP_ADD,
        .srcAlphaBlendFactor = VK_BLEND_FACTOR_SRC1_ALPHA,
        .dstAlphaBlendFactor = VK_BLEND_FACTOR_ZERO,
        .alphaBlendOp = VK_BLEND_OP_ADD,
        .colorWriteMask = 0xF,
    };
    VkPipelineColorBlendStateCreateInfo cb = {.sType = VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO,
                                              .attachmentCount = 1, .pAttachments = &att};
    VkPipelineRenderingCreateInfo rci = {.sType = VK_STRUCTURE_TYPE_PIPELINE_RENDERING_CREATE_INFO,
                                         .colorAttachmentCount = 1, .pColorAttachmentFormats = &ici.format};
    VkGraphicsPipelineCreateInfo gci = {.sType = VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO, .pNext = &rci,
                                        .stageCount = 2, .pStages = st, .pVertexInputState = &vi,
                                        .pInputAssemblyState = &ia, .pViewportState = &vp,
                                        .pRasterizationState = &rs, .pMultisampleState = &ms,
                                        .pColorBlendState = &cb, .layout = layout};
    VkPipeline pipe;
    VKC(vkCreateGraphicsPipelines(g->dev, VK_NULL_HANDLE, 1, &gci, NULL, &pipe));

    VkCommandBufferAllocateInfo cai = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
                                       .commandPool = g->pool, .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
                                       .commandBufferCount = 1};
    VkCommandBuffer cmd;
    VKC(vkAllocateCommandBuffers(g->dev, &cai, &cmd));
    VkCommandBufferBeginInfo cbi = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
                                    .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT};
    VKC(vkBeginCommandBuffer(cmd, &cbi));
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
    memcpy(ca.clearValue.color.float32, DST, sizeof(DST));
    VkRenderingInfo ri = {.sType = VK_STRUCTURE_TYPE_RENDERING_INFO, .renderArea = scissor, .layerCount = 1,
                          .colorAttachmentCount = 1, .pColorAttachments = &ca};
    vkCmdBeginRendering(cmd, &ri);
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, pipe);
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
    return true;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: dualsrc_run OWN_CORPUS_DIR\n");
        return 2;
    }
    /* The PS first: its translation and module checks need no device. */
    hand_env e;
    emit_result pr;
    d2s_status st;
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.dual_source_blending = true;
    const char *msg = hand_translate_opts(&e, build_ps, NULL, &o, &pr, &st);
    if (msg) {
        printf("FAIL translate ps: %s\ndualsrc_run: 0 passed, 1 failed\n", msg);
        d2s_ctx_release(&e.ctx);
        return 1;
    }
    const char *vmsg = NULL;
    CHECK(spv_tools_validate(&e.ctx, pr.words, pr.word_count, SPV_TARGET_VULKAN_1_3, true, &vmsg),
          "spirv-val (ps): %s", vmsg ? vmsg : "");

    deco_scan d = {0};
    spv_inspect_walk(pr.words, pr.word_count, deco_visit, &d);
    CHECK(d.locations == 2 && d.location0 == 2 && d.index1 == 1 && d.index_other == 0,
          "ps: %u Location decorations (%u of them 0), %u Index 1, %u other Index: want 2, 2, 1, 0", d.locations,
          d.location0, d.index1, d.index_other);

    size_t size;
    unsigned char *data = spv_inspect_load(argv[1], "render/fullscreen_tri_uv/fullscreen_tri_uv.vs.dxil", &size, 2);
    dxil2spv_options vo;
    dxil2spv_options_init(&vo);
    dxil2spv_result *vr = dxil2spv_translate(data, size, &vo);
    free(data);
    if (!vr || vr->status != DXIL2SPV_OK) {
        printf("FAIL translate vs: %s\ndualsrc_run: 0 passed, 1 failed\n", vr && vr->error ? vr->error : "no result");
        dxil2spv_result_free(vr);
        d2s_ctx_release(&e.ctx);
        return 1;
    }

    gpu g;
    int rc = gpu_create(&g);
    if (rc) {
        dxil2spv_result_free(vr);
        d2s_ctx_release(&e.ctx);
        return rc;
    }
    VkShaderModule vs = make_module(&g, vr->spirv, vr->spirv_word_count);
    VkShaderModule ps = make_module(&g, pr.words, pr.word_count);
    static float pixels[W * H * 4];
    draw(&g, vs, ps, pixels);
    float want[4];
    for (uint32_t c = 0; c < 3; c++)
        want[c] = SRC0[c] * SRC1[c] + DST[c] * (1.0f - SRC1[c]);
    want[3] = SRC0[3] * SRC1[3];
    for (uint32_t i = 0; i < W * H; i++) { /* one check per pixel; the first three failures printed */
        const float *px = pixels + 4 * i;
        bool ok = true;
        for (uint32_t c = 0; c < 4; c++)
            ok = ok && fabsf(px[c] - want[c]) <= 1e-6f;
        checks++;
        if (!ok && failures++ < 3)
            fprintf(stderr, "FAIL pixel (%u,%u) = (%g, %g, %g, %g), expected (%g, %g, %g, %g)\n", i % W, i / W,
                    px[0], px[1], px[2], px[3], want[0], want[1], want[2], want[3]);
    }
    vkDestroyShaderModule(g.dev, vs, NULL);
    vkDestroyShaderModule(g.dev, ps, NULL);
    lvp_destroy(&g);
    dxil2spv_result_free(vr);
    d2s_ctx_release(&e.ctx);
    printf("dualsrc_run: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
