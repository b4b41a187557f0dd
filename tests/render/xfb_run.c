/* Stream output executed on lavapipe (VK_EXT_transform_feedback): corpus
 * shaders translated with a D3D12_SO_DECLARATION_ENTRY list, drawn with
 * rasterizer discard, and the captured buffers compared with the values
 * their HLSL computes (recomputed here from the same formulas).
 *
 *   A: render/fullscreen_tri_uv.vs (uv from SV_VertexID bits) capturing
 *      SV_Position (the Position built-in itself) and TEXCOORD0.xy into one
 *      buffer; 3 vertices.
 *   B: the same VS, then stages/gs_multiple_streams: stream 0 (the input
 *      triangle's vertices) captures SV_Position and TEXCOORD0.xy (a copy:
 *      a partial element) into slot 0; stream 1 (the centroid with data
 *      1,2,3,4) captures SV_Position and TEXCOORD0 into slot 1. (The GS
 *      reads TEXCOORD0 as a float4, the VS writes a float2: .zw are
 *      undefined and not captured.)
 *
 * Usage: xfb_run OWN_CORPUS_DIR. Exit 0 pass, 1 fail, 77 skip (a device
 * without transform feedback or geometry streams).
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
            fprintf(stderr, "xfb_run: %s failed: %d\n", #call, (int)r_);                                             \
            exit(2);                                                                                                 \
        }                                                                                                            \
    } while (0)

typedef struct gpu {
    lvp_device d;
    VkDevice dev; /* d.dev */
    PFN_vkCmdBindTransformFeedbackBuffersEXT bind_xfb;
    PFN_vkCmdBeginTransformFeedbackEXT begin_xfb;
    PFN_vkCmdEndTransformFeedbackEXT end_xfb;
} gpu;

/* 77: skip */
static int gpu_create(gpu *g)
{
    memset(g, 0, sizeof(*g));
    int rc = lvp_pick(&g->d, "xfb_run");
    if (rc)
        return rc;
    VkPhysicalDeviceTransformFeedbackFeaturesEXT xfb = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TRANSFORM_FEEDBACK_FEATURES_EXT};
    VkPhysicalDeviceVulkan11Features f11 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES,
                                            .pNext = &xfb};
    VkPhysicalDeviceVulkan13Features f13 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES,
                                            .pNext = &f11};
    VkPhysicalDeviceFeatures2 f2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &f13};
    vkGetPhysicalDeviceFeatures2(g->d.phys, &f2);
    if (!xfb.transformFeedback || !xfb.geometryStreams || !f2.features.geometryShader || !f13.dynamicRendering) {
        printf("xfb_run: skipped: the device lacks transformFeedback, geometryStreams, geometryShader or "
               "dynamicRendering\n");
        lvp_destroy(&g->d);
        return 77;
    }
    const char *ext = VK_EXT_TRANSFORM_FEEDBACK_EXTENSION_NAME;
    /* the translated modules also declare DrawParameters (SV_VertexID)
     * and GeometryPointSize (a point-list GS writes PointSize = 1) */
    VkPhysicalDeviceVulkan11Features e11 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES,
                                            .shaderDrawParameters = f11.shaderDrawParameters};
    VkPhysicalDeviceVulkan13Features e13 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES,
                                            .pNext = &e11, .dynamicRendering = VK_TRUE};
    VkPhysicalDeviceTransformFeedbackFeaturesEXT exfb = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TRANSFORM_FEEDBACK_FEATURES_EXT, .pNext = &e13,
        .transformFeedback = VK_TRUE, .geometryStreams = VK_TRUE};
    VkPhysicalDeviceFeatures2 ef = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &exfb};
    ef.features.geometryShader = VK_TRUE;
    ef.features.shaderTessellationAndGeometryPointSize = f2.features.shaderTessellationAndGeometryPointSize;
    lvp_create(&g->d, "xfb_run", &ef, &ext, 1);
    g->dev = g->d.dev;
    g->bind_xfb = (PFN_vkCmdBindTransformFeedbackBuffersEXT)vkGetDeviceProcAddr(g->dev,
                                                                                "vkCmdBindTransformFeedbackBuffersEXT");
    g->begin_xfb = (PFN_vkCmdBeginTransformFeedbackEXT)vkGetDeviceProcAddr(g->dev, "vkCmdBeginTransformFeedbackEXT");
    g->end_xfb = (PFN_vkCmdEndTransformFeedbackEXT)vkGetDeviceProcAddr(g->dev, "vkCmdEndTransformFeedbackEXT");
    if (!g->bind_xfb || !g->begin_xfb || !g->end_xfb)
        return 2;
    return 0;
}

static void gpu_destroy(gpu *g)
{
    lvp_destroy(&g->d);
}

typedef struct xbuf {
    VkBuffer buf;
    VkDeviceMemory mem;
    float *map;
    VkDeviceSize size;
} xbuf;

static void xbuf_create(gpu *g, xbuf *b, VkDeviceSize size)
{
    b->size = size;
    VkBufferCreateInfo bci = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, .size = size,
                              .usage = VK_BUFFER_USAGE_TRANSFORM_FEEDBACK_BUFFER_BIT_EXT};
    VKC(vkCreateBuffer(g->dev, &bci, NULL, &b->buf));
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(g->dev, b->buf, &req);
    uint32_t type = lvp_memory_type(&g->d, "xfb_run", req.memoryTypeBits,
                                    VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
    VkMemoryAllocateInfo mai = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, .allocationSize = req.size,
                                .memoryTypeIndex = type};
    VKC(vkAllocateMemory(g->dev, &mai, NULL, &b->mem));
    VKC(vkBindBufferMemory(g->dev, b->buf, b->mem, 0));
    void *p;
    VKC(vkMapMemory(g->dev, b->mem, 0, size, 0, &p));
    b->map = p;
    for (VkDeviceSize i = 0; i < size / 4; i++)
        b->map[i] = -777.0f; /* a value no capture writes */
}

static void xbuf_destroy(gpu *g, xbuf *b)
{
    vkUnmapMemory(g->dev, b->mem);
    vkDestroyBuffer(g->dev, b->buf, NULL);
    vkFreeMemory(g->dev, b->mem, NULL);
}

static VkShaderModule translate(gpu *g, const char *corpus, const char *rel, const dxil2spv_stream_output *so)
{
    size_t size;
    unsigned char *data = spv_inspect_load(corpus, rel, &size, 2);
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    if (so)
        o.stream_output = *so;
    dxil2spv_result *r = dxil2spv_translate(data, size, &o);
    free(data);
    if (!r || r->status != DXIL2SPV_OK) {
        fprintf(stderr, "FAIL: translate %s: %s\n", rel, r && r->error ? r->error : "no result");
        exit(1);
    }
    VkShaderModuleCreateInfo smci = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
                                     .codeSize = r->spirv_word_count * 4, .pCode = r->spirv};
    VkShaderModule m;
    VKC(vkCreateShaderModule(g->dev, &smci, NULL, &m));
    dxil2spv_result_free(r);
    return m;
}

/* Draws 3 vertices as a triangle list with rasterizer discard, capturing
 * into `n` buffers. */
static void draw(gpu *g, VkShaderModule vs, VkShaderModule gs, xbuf *bufs, uint32_t n)
{
    VkPipelineShaderStageCreateInfo st[2] = {
        {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, .stage = VK_SHADER_STAGE_VERTEX_BIT,
         .module = vs, .pName = "main"},
        {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, .stage = VK_SHADER_STAGE_GEOMETRY_BIT,
         .module = gs, .pName = "main"},
    };
    VkPipelineVertexInputStateCreateInfo vi = {.sType = VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO};
    VkPipelineInputAssemblyStateCreateInfo ia = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO,
        .topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST};
    VkPipelineRasterizationStateCreateInfo rs = {.sType = VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO,
                                                 .rasterizerDiscardEnable = VK_TRUE,
                                                 .polygonMode = VK_POLYGON_MODE_FILL, .lineWidth = 1.0f};
    VkPipelineRenderingCreateInfo ri = {.sType = VK_STRUCTURE_TYPE_PIPELINE_RENDERING_CREATE_INFO};
    VkPipelineLayoutCreateInfo lci = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
    VkPipelineLayout layout;
    VKC(vkCreatePipelineLayout(g->dev, &lci, NULL, &layout));
    VkGraphicsPipelineCreateInfo gci = {.sType = VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO, .pNext = &ri,
                                        .stageCount = gs ? 2 : 1, .pStages = st, .pVertexInputState = &vi,
                                        .pInputAssemblyState = &ia, .pRasterizationState = &rs, .layout = layout};
    VkPipeline pipe;
    VKC(vkCreateGraphicsPipelines(g->dev, VK_NULL_HANDLE, 1, &gci, NULL, &pipe));

    VkCommandBufferAllocateInfo cai = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
                                       .commandPool = g->d.pool, .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
                                       .commandBufferCount = 1};
    VkCommandBuffer cb;
    VKC(vkAllocateCommandBuffers(g->dev, &cai, &cb));
    VkCommandBufferBeginInfo bi = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
                                   .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT};
    VKC(vkBeginCommandBuffer(cb, &bi));
    VkRenderingInfo rinfo = {.sType = VK_STRUCTURE_TYPE_RENDERING_INFO, .renderArea = {{0, 0}, {1, 1}},
                             .layerCount = 1};
    vkCmdBeginRendering(cb, &rinfo);
    vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_GRAPHICS, pipe);
    VkBuffer vb[4];
    VkDeviceSize off[4], sz[4];
    for (uint32_t i = 0; i < n; i++) {
        vb[i] = bufs[i].buf;
        off[i] = 0;
        sz[i] = bufs[i].size;
    }
    g->bind_xfb(cb, 0, n, vb, off, sz);
    g->begin_xfb(cb, 0, 0, NULL, NULL);
    vkCmdDraw(cb, 3, 1, 0, 0);
    g->end_xfb(cb, 0, 0, NULL, NULL);
    vkCmdEndRendering(cb);
    VkMemoryBarrier mb = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
                          .srcAccessMask = VK_ACCESS_TRANSFORM_FEEDBACK_WRITE_BIT_EXT,
                          .dstAccessMask = VK_ACCESS_HOST_READ_BIT};
    vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_TRANSFORM_FEEDBACK_BIT_EXT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0,
                         NULL, 0, NULL);
    VKC(vkEndCommandBuffer(cb));
    VkSubmitInfo si = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .commandBufferCount = 1, .pCommandBuffers = &cb};
    VKC(vkQueueSubmit(g->d.queue, 1, &si, VK_NULL_HANDLE));
    VKC(vkQueueWaitIdle(g->d.queue));
    vkFreeCommandBuffers(g->dev, g->d.pool, 1, &cb);
    vkDestroyPipeline(g->dev, pipe, NULL);
    vkDestroyPipelineLayout(g->dev, layout, NULL);
}

/* fullscreen_tri_uv.vs.hlsl: uv = ((vid << 1) & 2, vid & 2),
 * pos = (uv * (2, -2) + (-1, 1), 0, 1). */
static void vs_vertex(uint32_t vid, float pos[4], float uv[2])
{
    uv[0] = (float)((vid << 1) & 2);
    uv[1] = (float)(vid & 2);
    pos[0] = uv[0] * 2.0f - 1.0f;
    pos[1] = uv[1] * -2.0f + 1.0f;
    pos[2] = 0.0f;
    pos[3] = 1.0f;
}

static void expect(const char *what, const float *got, const float *want, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++)
        CHECK(fabsf(got[i] - want[i]) <= 1e-5f, "%s[%u]: got %g, expected %g", what, i, got[i], want[i]);
}

static void test_vs(gpu *g, const char *corpus)
{
    const dxil2spv_stream_output_element e[] = {
        {0, "SV_Position", 0, 0, 4, 0},
        {0, "TEXCOORD", 0, 0, 2, 0},
    };
    dxil2spv_stream_output so = {e, 2, {0, 0, 0, 0}, 0};
    VkShaderModule vs = translate(g, corpus, "render/fullscreen_tri_uv/fullscreen_tri_uv.vs.dxil", &so);
    xbuf b;
    xbuf_create(g, &b, 4 * 6 * 4);
    draw(g, vs, VK_NULL_HANDLE, &b, 1);
    for (uint32_t v = 0; v < 3; v++) {
        float want[6];
        vs_vertex(v, want, want + 4);
        char what[64];
        snprintf(what, sizeof(what), "A: vertex %u", v);
        expect(what, b.map + 6 * v, want, 6);
    }
    CHECK(b.map[18] == -777.0f, "A: a fourth vertex was captured");
    xbuf_destroy(g, &b);
    vkDestroyShaderModule(g->dev, vs, NULL);
}

static void test_gs(gpu *g, const char *corpus)
{
    VkShaderModule vs = translate(g, corpus, "render/fullscreen_tri_uv/fullscreen_tri_uv.vs.dxil", NULL);
    const dxil2spv_stream_output_element e[] = {
        {0, "SV_Position", 0, 0, 4, 0},
        {0, "TEXCOORD", 0, 0, 2, 0},
        {1, "SV_Position", 0, 0, 4, 1},
        {1, "TEXCOORD", 0, 0, 4, 1},
    };
    dxil2spv_stream_output so = {e, 4, {0, 0, 0, 0}, 0};
    VkShaderModule gs = translate(g, corpus, "dxil/stages/gs_multiple_streams.dxil", &so);
    xbuf b[2];
    xbuf_create(g, &b[0], 4 * 6 * 4);
    xbuf_create(g, &b[1], 2 * 8 * 4);
    draw(g, vs, gs, b, 2);
    float cen[8] = {0, 0, 0, 0, 1, 2, 3, 4};
    for (uint32_t v = 0; v < 3; v++) {
        float want[6];
        vs_vertex(v, want, want + 4);
        for (int k = 0; k < 4; k++)
            cen[k] += want[k] / 3.0f;
        char what[64];
        snprintf(what, sizeof(what), "B: stream 0 vertex %u", v);
        expect(what, b[0].map + 6 * v, want, 6);
    }
    expect("B: stream 1 vertex", b[1].map, cen, 8);
    CHECK(b[1].map[8] == -777.0f, "B: a second stream-1 vertex was captured");
    xbuf_destroy(g, &b[0]);
    xbuf_destroy(g, &b[1]);
    vkDestroyShaderModule(g->dev, gs, NULL);
    vkDestroyShaderModule(g->dev, vs, NULL);
}

int main(int argc, char **argv)
{
    /* The device work runs in this process: a driver that never finishes
     * compiling or drawing fails the test here, before meson's limit. */
    watchdog_arm(90, "FAIL xfb_run", "xfb_run: 0 passed, 1 failed\n");
    watchdog_step("translating and running on the device");
    if (argc < 2) {
        fprintf(stderr, "usage: %s OWN_CORPUS_DIR\n", argv[0]);
        return 2;
    }
    gpu g;
    int rc = gpu_create(&g);
    if (rc)
        return rc;
    test_vs(&g, argv[1]);
    test_gs(&g, argv[1]);
    gpu_destroy(&g);
    printf("xfb_run: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
