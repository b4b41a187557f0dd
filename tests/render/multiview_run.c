/* D3D12 view instancing executed with Vulkan multiview on lavapipe: the DXC
 * vertex shader stages/vs_view_id (SV_Position = mul(viewProj[SV_ViewID],
 * float4(POSITION, 1))) translated with options.view_instancing for two
 * views whose D3D12_VIEW_INSTANCE_LOCATIONs are
 *   view 0: viewport 1, render-target array index 1;
 *   view 1: viewport 0, render-target array index 2;
 * and render/const_color's pixel shader, drawn once with view mask 0b11
 * into an 8x8, 3-layer target whose attachment starts at layer 1 (the
 * runtime's part of the render-target indices: Vulkan multiview renders
 * view i into layer base + i). viewProj[0] is the identity (the quad
 * covers its viewport), viewProj[1] halves x; viewport 0 is the whole
 * target, viewport 1 its left half. A host model computes which pixels of
 * which layer each view covers: layer 1 gets view 0's quad in the left
 * half, layer 2 view 1's narrow quad in columns 2-5, layer 0 nothing.
 * Without the translated ViewportIndex both views would use viewport 0.
 * Locations whose render-target indices are not consecutive must be
 * refused (UNSUPPORTED, naming the index).
 * Then the same with the locations as spec constants set at pipeline
 * creation (view_instancing.use_spec_constants, what vkd3d-proton passes):
 * Vulkan view 0 is view instance 1 and view 1 instance 0 (the 2-bit map
 * 0x1), instance 0 uses viewport 1 and instance 1 viewport 0 (the 8-bit map
 * 0x1); the host model follows the same maps.
 *
 * Usage: multiview_run OWN_CORPUS_DIR. Exit 0 pass, 1 fail, 77 skip (a
 * device without multiview, multiViewport, shaderOutputLayer or
 * shaderOutputViewportIndex).
 */
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
            fprintf(stderr, "multiview_run: %s failed: %d\n", #call, (int)r_);                                       \
            exit(2);                                                                                                 \
        }                                                                                                            \
    } while (0)

enum { W = 8, H = 8, LAYERS = 3, BASE_LAYER = 1, VIEWS = 2 };

static const dxil2spv_view_instance_location kLocations[VIEWS] = {{1, BASE_LAYER}, {0, BASE_LAYER + 1}};
static const float kScaleX[VIEWS] = {1.0f, 0.5f};
static const VkViewport kViewports[2] = {{0, 0, W, H, 0, 1}, {0, 0, W / 2, H, 0, 1}};
static const uint8_t kColor[4] = {64, 128, 191, 255}; /* const_color: (0.25, 0.5, 0.75, 1) in UNORM8 */

/* 77: skip */
static int gpu_create(lvp_device *d)
{
    int rc = lvp_pick(d, "multiview_run");
    if (rc)
        return rc;
    VkPhysicalDeviceVulkan11Features f11 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES};
    VkPhysicalDeviceVulkan12Features f12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
                                            .pNext = &f11};
    VkPhysicalDeviceVulkan13Features f13 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES,
                                            .pNext = &f12};
    VkPhysicalDeviceFeatures2 f2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &f13};
    vkGetPhysicalDeviceFeatures2(d->phys, &f2);
    const char *missing = !f11.multiview                   ? "multiview"
                          : !f2.features.multiViewport     ? "multiViewport"
                          : !f12.shaderOutputLayer         ? "shaderOutputLayer"
                          : !f12.shaderOutputViewportIndex ? "shaderOutputViewportIndex"
                          : !f13.dynamicRendering          ? "dynamicRendering"
                                                           : NULL;
    if (missing) {
        printf("multiview_run: skipped: the device lacks %s\n", missing);
        lvp_destroy(d);
        return 77;
    }
    VkPhysicalDeviceVulkan11Features e11 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES,
                                            .multiview = VK_TRUE};
    VkPhysicalDeviceVulkan12Features e12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
                                            .pNext = &e11, .shaderOutputLayer = VK_TRUE,
                                            .shaderOutputViewportIndex = VK_TRUE};
    VkPhysicalDeviceVulkan13Features e13 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES,
                                            .pNext = &e12, .dynamicRendering = VK_TRUE};
    VkPhysicalDeviceFeatures2 ef = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &e13};
    ef.features.multiViewport = VK_TRUE;
    lvp_create(d, "multiview_run", &ef, NULL, 0);
    return 0;
}

typedef struct hbuf {
    VkBuffer buf;
    VkDeviceMemory mem;
    void *map;
} hbuf;

static void hbuf_create(lvp_device *d, hbuf *b, VkDeviceSize size, VkBufferUsageFlags usage, const void *data)
{
    VkBufferCreateInfo bci = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, .size = size, .usage = usage};
    VKC(vkCreateBuffer(d->dev, &bci, NULL, &b->buf));
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(d->dev, b->buf, &req);
    VkMemoryAllocateInfo mai = {
        .sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, .allocationSize = req.size,
        .memoryTypeIndex = lvp_memory_type(d, "multiview_run", req.memoryTypeBits,
                                           VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT)};
    VKC(vkAllocateMemory(d->dev, &mai, NULL, &b->mem));
    VKC(vkBindBufferMemory(d->dev, b->buf, b->mem, 0));
    VKC(vkMapMemory(d->dev, b->mem, 0, size, 0, &b->map));
    if (data)
        memcpy(b->map, data, size);
    else
        memset(b->map, 0xEE, size);
}

static void hbuf_destroy(lvp_device *d, hbuf *b)
{
    vkUnmapMemory(d->dev, b->mem);
    vkDestroyBuffer(d->dev, b->buf, NULL);
    vkFreeMemory(d->dev, b->mem, NULL);
}

enum { VIEWS_NONE, VIEWS_FIXED, VIEWS_SPEC };
enum { SPEC_VIEW_MAP = 7, SPEC_VIEWPORT_MAP = 9 };
static const uint32_t kSpecData[2] = {0x1, 0x1}; /* view v -> instance 1 - v; instance i -> viewport 1 - i */

static uint32_t instance_of(int mode, uint32_t v)
{
    return mode == VIEWS_SPEC ? (kSpecData[0] >> (2 * v)) & 3 : v;
}

static uint32_t viewport_of(int mode, uint32_t inst)
{
    return mode == VIEWS_SPEC ? (kSpecData[1] >> (8 * inst)) & 0xFF : kLocations[inst].viewport_array_index;
}

static VkShaderModule translate(lvp_device *d, const char *corpus, const char *rel, int views)
{
    size_t size;
    unsigned char *data = spv_inspect_load(corpus, rel, &size, 2);
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    if (views == VIEWS_FIXED) {
        o.view_instancing.view_instance_count = VIEWS;
        memcpy(o.view_instancing.locations, kLocations, sizeof(kLocations));
    } else if (views == VIEWS_SPEC) {
        o.view_instancing.use_spec_constants = 1;
        o.view_instancing.last_pre_rasterization_stage = 1;
        o.view_instancing.view_id_spec_id = SPEC_VIEW_MAP;
        o.view_instancing.viewport_spec_id = SPEC_VIEWPORT_MAP;
    }
    dxil2spv_result *r = dxil2spv_translate(data, size, &o);
    free(data);
    if (!r || r->status != DXIL2SPV_OK) {
        fprintf(stderr, "FAIL: translate %s: %s\n", rel, r && r->error ? r->error : "no result");
        exit(1);
    }
    CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, rel), "%s: spirv-val", rel);
    if (views) {
        /* the cbuffer at the default mapping: set 0, binding 0 (b0 + shift 0) */
        const dxil2spv_reflection *rf = r->reflection;
        bool found = false;
        for (uint32_t i = 0; rf && i < rf->resource_count; i++)
            if (rf->resources[i].resource_class == 2 && rf->resources[i].set == 0 && rf->resources[i].binding == 0)
                found = true;
        if (!found) {
            fprintf(stderr, "FAIL: %s: the cbuffer is not at set 0, binding 0\n", rel);
            exit(1);
        }
    }
    VkShaderModuleCreateInfo smci = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
                                     .codeSize = r->spirv_word_count * 4, .pCode = r->spirv};
    VkShaderModule m;
    VKC(vkCreateShaderModule(d->dev, &smci, NULL, &m));
    dxil2spv_result_free(r);
    return m;
}

/* Crossed render-target indices (view 0 -> 1, view 1 -> 0) have no
 * multiview form: refused by name. */
static void check_refusal(const char *corpus)
{
    size_t size;
    unsigned char *data = spv_inspect_load(corpus, "dxil/stages/vs_view_id.dxil", &size, 2);
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.view_instancing.view_instance_count = 2;
    o.view_instancing.locations[0].render_target_array_index = 1;
    o.view_instancing.locations[1].render_target_array_index = 0;
    dxil2spv_result *r = dxil2spv_translate(data, size, &o);
    free(data);
    CHECK(r && r->status == DXIL2SPV_ERROR_UNSUPPORTED && r->error && strstr(r->error, "render-target array index"),
          "crossed render-target indices: status %d, error '%s'", r ? (int)r->status : -1,
          r && r->error ? r->error : "");
    dxil2spv_result_free(r);
}

/* The host model: whether view instance i's quad (x in [-s, s], all of y)
 * covers pixel column px through its viewport. */
static bool covers(int mode, uint32_t inst, uint32_t px)
{
    const VkViewport *vp = &kViewports[viewport_of(mode, inst)];
    float cx = (float)px + 0.5f;
    if (cx < vp->x || cx >= vp->x + vp->width)
        return false;
    float ndc = (cx - vp->x) / vp->width * 2.0f - 1.0f;
    return ndc > -kScaleX[inst] && ndc < kScaleX[inst];
}

static void run_views(lvp_device *dp, const char *corpus, int mode)
{
    lvp_device d = *dp;
    VkShaderModule vs = translate(&d, corpus, "dxil/stages/vs_view_id.dxil", mode);
    VkShaderModule ps = translate(&d, corpus, "render/const_color/const_color.ps.dxil", VIEWS_NONE);

    /* viewProj[4] as DXC reads it (cbufferLoadLegacy): register 4v + r,
     * component k multiplies POSITION[r] (1 for r = 3) into output k. */
    float cb[4][4][4];
    memset(cb, 0, sizeof(cb));
    for (uint32_t v = 0; v < 4; v++) {
        cb[v][0][0] = v < VIEWS ? kScaleX[v] : 1.0f;
        cb[v][1][1] = 1.0f;
        cb[v][2][2] = 1.0f;
        cb[v][3][3] = 1.0f;
    }
    static const float quad[6][3] = {{-1, -1, 0.5f}, {1, -1, 0.5f}, {-1, 1, 0.5f},
                                     {1, -1, 0.5f},  {1, 1, 0.5f},  {-1, 1, 0.5f}};
    hbuf ubo, vbo, rb;
    hbuf_create(&d, &ubo, sizeof(cb), VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT, cb);
    hbuf_create(&d, &vbo, sizeof(quad), VK_BUFFER_USAGE_VERTEX_BUFFER_BIT, quad);
    hbuf_create(&d, &rb, W * H * 4 * LAYERS, VK_BUFFER_USAGE_TRANSFER_DST_BIT, NULL);

    VkImageCreateInfo ici = {.sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO, .imageType = VK_IMAGE_TYPE_2D,
                             .format = VK_FORMAT_R8G8B8A8_UNORM, .extent = {W, H, 1}, .mipLevels = 1,
                             .arrayLayers = LAYERS, .samples = VK_SAMPLE_COUNT_1_BIT,
                             .tiling = VK_IMAGE_TILING_OPTIMAL,
                             .usage = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT};
    VkImage img;
    VKC(vkCreateImage(d.dev, &ici, NULL, &img));
    VkMemoryRequirements req;
    vkGetImageMemoryRequirements(d.dev, img, &req);
    VkMemoryAllocateInfo mai = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, .allocationSize = req.size,
                                .memoryTypeIndex = lvp_memory_type(&d, "multiview_run", req.memoryTypeBits, 0)};
    VkDeviceMemory imem;
    VKC(vkAllocateMemory(d.dev, &mai, NULL, &imem));
    VKC(vkBindImageMemory(d.dev, img, imem, 0));
    VkImageViewCreateInfo vci = {.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO, .image = img,
                                 .viewType = VK_IMAGE_VIEW_TYPE_2D_ARRAY, .format = VK_FORMAT_R8G8B8A8_UNORM,
                                 .subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, BASE_LAYER, VIEWS}};
    VkImageView view;
    VKC(vkCreateImageView(d.dev, &vci, NULL, &view));

    VkDescriptorSetLayoutBinding lb = {0, VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, 1, VK_SHADER_STAGE_VERTEX_BIT, NULL};
    VkDescriptorSetLayoutCreateInfo dlci = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
                                            .bindingCount = 1, .pBindings = &lb};
    VkDescriptorSetLayout dsl;
    VKC(vkCreateDescriptorSetLayout(d.dev, &dlci, NULL, &dsl));
    VkDescriptorPoolSize psz = {VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, 1};
    VkDescriptorPoolCreateInfo dpci = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, .maxSets = 1,
                                       .poolSizeCount = 1, .pPoolSizes = &psz};
    VkDescriptorPool dpool;
    VKC(vkCreateDescriptorPool(d.dev, &dpci, NULL, &dpool));
    VkDescriptorSetAllocateInfo dai = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
                                       .descriptorPool = dpool, .descriptorSetCount = 1, .pSetLayouts = &dsl};
    VkDescriptorSet set;
    VKC(vkAllocateDescriptorSets(d.dev, &dai, &set));
    VkDescriptorBufferInfo dbi = {ubo.buf, 0, sizeof(cb)};
    VkWriteDescriptorSet wr = {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = set, .descriptorCount = 1,
                               .descriptorType = VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, .pBufferInfo = &dbi};
    vkUpdateDescriptorSets(d.dev, 1, &wr, 0, NULL);
    VkPipelineLayoutCreateInfo plci = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO, .setLayoutCount = 1,
                                       .pSetLayouts = &dsl};
    VkPipelineLayout layout;
    VKC(vkCreatePipelineLayout(d.dev, &plci, NULL, &layout));

    VkSpecializationMapEntry sme[2] = {{SPEC_VIEW_MAP, 0, 4}, {SPEC_VIEWPORT_MAP, 4, 4}};
    VkSpecializationInfo spec = {2, sme, sizeof(kSpecData), kSpecData};
    VkPipelineShaderStageCreateInfo st[2] = {
        {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, .stage = VK_SHADER_STAGE_VERTEX_BIT,
         .module = vs, .pName = "main", .pSpecializationInfo = mode == VIEWS_SPEC ? &spec : NULL},
        {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, .stage = VK_SHADER_STAGE_FRAGMENT_BIT,
         .module = ps, .pName = "main"},
    };
    VkVertexInputBindingDescription vb = {0, 12, VK_VERTEX_INPUT_RATE_VERTEX};
    VkVertexInputAttributeDescription va = {0, 0, VK_FORMAT_R32G32B32_SFLOAT, 0}; /* POSITION: row 0 = location 0 */
    VkPipelineVertexInputStateCreateInfo vi = {.sType = VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO,
                                               .vertexBindingDescriptionCount = 1, .pVertexBindingDescriptions = &vb,
                                               .vertexAttributeDescriptionCount = 1,
                                               .pVertexAttributeDescriptions = &va};
    VkPipelineInputAssemblyStateCreateInfo ia = {.sType = VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO,
                                                 .topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST};
    VkRect2D scissors[2] = {{{0, 0}, {W, H}}, {{0, 0}, {W, H}}};
    VkPipelineViewportStateCreateInfo vps = {.sType = VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO,
                                             .viewportCount = 2, .pViewports = kViewports, .scissorCount = 2,
                                             .pScissors = scissors};
    VkPipelineRasterizationStateCreateInfo rs = {.sType = VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO,
                                                 .polygonMode = VK_POLYGON_MODE_FILL, .cullMode = VK_CULL_MODE_NONE,
                                                 .lineWidth = 1.0f};
    VkPipelineMultisampleStateCreateInfo ms = {.sType = VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO,
                                               .rasterizationSamples = VK_SAMPLE_COUNT_1_BIT};
    VkPipelineColorBlendAttachmentState cba = {.colorWriteMask = 0xF};
    VkPipelineColorBlendStateCreateInfo cbs = {.sType = VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO,
                                               .attachmentCount = 1, .pAttachments = &cba};
    VkFormat fmt = VK_FORMAT_R8G8B8A8_UNORM;
    VkPipelineRenderingCreateInfo pri = {.sType = VK_STRUCTURE_TYPE_PIPELINE_RENDERING_CREATE_INFO,
                                         .viewMask = (1u << VIEWS) - 1, .colorAttachmentCount = 1,
                                         .pColorAttachmentFormats = &fmt};
    VkGraphicsPipelineCreateInfo gci = {.sType = VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO, .pNext = &pri,
                                        .stageCount = 2, .pStages = st, .pVertexInputState = &vi,
                                        .pInputAssemblyState = &ia, .pViewportState = &vps,
                                        .pRasterizationState = &rs, .pMultisampleState = &ms,
                                        .pColorBlendState = &cbs, .layout = layout};
    VkPipeline pipe;
    watchdog_step("creating the pipeline (driver compiling the SPIR-V)");
    VKC(vkCreateGraphicsPipelines(d.dev, VK_NULL_HANDLE, 1, &gci, NULL, &pipe));

    VkCommandBufferAllocateInfo cai = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
                                       .commandPool = d.pool, .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
                                       .commandBufferCount = 1};
    VkCommandBuffer cmd;
    VKC(vkAllocateCommandBuffers(d.dev, &cai, &cmd));
    VkCommandBufferBeginInfo bi = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
                                   .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT};
    VKC(vkBeginCommandBuffer(cmd, &bi));
    VkImageMemoryBarrier to_att = {.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER,
                                   .dstAccessMask = VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT,
                                   .oldLayout = VK_IMAGE_LAYOUT_UNDEFINED,
                                   .newLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
                                   .srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
                                   .dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED, .image = img,
                                   .subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, LAYERS}};
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT, 0, 0,
                         NULL, 0, NULL, 1, &to_att);
    VkRenderingAttachmentInfo att = {.sType = VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO, .imageView = view,
                                     .imageLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
                                     .loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR, .storeOp = VK_ATTACHMENT_STORE_OP_STORE};
    VkRenderingInfo ri = {.sType = VK_STRUCTURE_TYPE_RENDERING_INFO, .renderArea = {{0, 0}, {W, H}},
                          .layerCount = 1, .viewMask = (1u << VIEWS) - 1, .colorAttachmentCount = 1,
                          .pColorAttachments = &att};
    vkCmdBeginRendering(cmd, &ri);
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, pipe);
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, layout, 0, 1, &set, 0, NULL);
    VkDeviceSize zero = 0;
    vkCmdBindVertexBuffers(cmd, 0, 1, &vbo.buf, &zero);
    vkCmdDraw(cmd, 6, 1, 0, 0);
    vkCmdEndRendering(cmd);
    VkImageMemoryBarrier to_src = to_att;
    to_src.srcAccessMask = VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT;
    to_src.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT;
    to_src.oldLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL;
    to_src.newLayout = VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL;
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 0,
                         NULL, 0, NULL, 1, &to_src);
    VkBufferImageCopy copy = {.imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, LAYERS},
                              .imageExtent = {W, H, 1}};
    vkCmdCopyImageToBuffer(cmd, img, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, rb.buf, 1, &copy);
    VkMemoryBarrier mb = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER, .srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT,
                          .dstAccessMask = VK_ACCESS_HOST_READ_BIT};
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0,
                         NULL);
    VKC(vkEndCommandBuffer(cmd));
    VkSubmitInfo si = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .commandBufferCount = 1, .pCommandBuffers = &cmd};
    watchdog_step("drawing");
    VKC(vkQueueSubmit(d.queue, 1, &si, VK_NULL_HANDLE));
    VKC(vkQueueWaitIdle(d.queue));

    const uint8_t *px = rb.map;
    for (uint32_t layer = 0; layer < LAYERS; layer++) {
        /* Vulkan view v renders layer BASE_LAYER + v (fixed locations: the
         * view whose location names this layer), as view instance instance_of(v). */
        int32_t from = -1;
        for (uint32_t v = 0; v < VIEWS; v++)
            if (BASE_LAYER + v == layer)
                from = (int32_t)instance_of(mode, v);
        uint32_t bad = 0;
        for (uint32_t y = 0; y < H; y++)
            for (uint32_t x = 0; x < W; x++) {
                const uint8_t *p = px + ((layer * H + y) * W + x) * 4;
                bool want = from >= 0 && covers(mode, (uint32_t)from, x);
                static const uint8_t clear[4] = {0, 0, 0, 0};
                const uint8_t *e = want ? kColor : clear;
                bool ok = abs(p[0] - e[0]) <= 1 && abs(p[1] - e[1]) <= 1 && abs(p[2] - e[2]) <= 1 && p[3] == e[3];
                if (!ok && bad++ == 0)
                    fprintf(stderr, "FAIL layer %u pixel (%u,%u): got (%u,%u,%u,%u), expected (%u,%u,%u,%u)\n", layer,
                            x, y, p[0], p[1], p[2], p[3], e[0], e[1], e[2], e[3]);
            }
        CHECK(bad == 0, "%s: layer %u (view instance %d): %u of %u pixels differ",
              mode == VIEWS_SPEC ? "spec constants" : "fixed locations", layer, from, bad, W * H);
        if (bad)
            for (uint32_t y = 0; y < H; y++) {
                fprintf(stderr, "  layer %u row %u: ", layer, y);
                for (uint32_t x = 0; x < W; x++)
                    fputc(px[((layer * H + y) * W + x) * 4 + 3] ? '#' : '.', stderr);
                fputc('\n', stderr);
            }
    }

    vkDestroyPipeline(d.dev, pipe, NULL);
    vkDestroyPipelineLayout(d.dev, layout, NULL);
    vkDestroyDescriptorPool(d.dev, dpool, NULL);
    vkDestroyDescriptorSetLayout(d.dev, dsl, NULL);
    vkDestroyImageView(d.dev, view, NULL);
    vkDestroyImage(d.dev, img, NULL);
    vkFreeMemory(d.dev, imem, NULL);
    hbuf_destroy(&d, &ubo);
    hbuf_destroy(&d, &vbo);
    hbuf_destroy(&d, &rb);
    vkDestroyShaderModule(d.dev, vs, NULL);
    vkDestroyShaderModule(d.dev, ps, NULL);
}

int main(int argc, char **argv)
{
    watchdog_arm(90, "FAIL multiview_run", "multiview_run: 0 passed, 1 failed\n");
    watchdog_step("translating and running on the device");
    if (argc < 2) {
        fprintf(stderr, "usage: %s OWN_CORPUS_DIR\n", argv[0]);
        return 2;
    }
    lvp_device d;
    memset(&d, 0, sizeof(d));
    int rc = gpu_create(&d);
    if (rc)
        return rc;
    check_refusal(argv[1]);
    run_views(&d, argv[1], VIEWS_FIXED);
    run_views(&d, argv[1], VIEWS_SPEC);
    lvp_destroy(&d);
    printf("multiview_run: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
