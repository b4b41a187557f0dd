/* Execution test of the implicit-LOD sampler feedback forms in vkd3d-proton's
 * layout (options.sampler_feedback REGION_BITS_R32X2; README "Sampler
 * feedback") on lavapipe: vkd3d-proton's ps_code_non_bias
 * (WriteSamplerFeedback) and ps_code_bias (WriteSamplerFeedbackBias), whose
 * coordinate is uv = int(SV_Position.xy) * cb.z + cb.xy (bias cb.w), drawn
 * over a 16x16 area after render/fullscreen_tri_uv's VS, with a 64x64
 * texture of 7 levels and a trilinear repeat sampler. The derivatives of uv
 * are then cb.z on both axes, so each case's LOD is log2(64 * cb.z) + bias
 * (cases keep it and the footprints away from level and region edges), and
 * every pixel's write is computed on the host (tests/vk/feedback_model.c):
 * the map must equal the OR of them, word for word.
 *
 * Usage: feedback_ps_run OWN_CORPUS_DIR SHARED_FEEDBACK_DIR (the shared
 * corpus's vkd3d-proton/d3d12_sampler_feedback). Exit 77 (skip) when the
 * shared corpus is absent or the device lacks fragmentStoresAndAtomics.
 * Last line: "feedback_ps_run: N passed, M failed[, K skipped]".
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
#include "../vk/feedback_model.h"
#include "../vk/watchdog.h"

#define PROG "feedback_ps_run"
enum { W = 16, H = 16, TEX = 64, LEVELS = 7, REGION_LOG2 = 3 };
enum { MAX_MAP = 32 };

static int failures, checks;

#define VKC(call)                                                                                                    \
    do {                                                                                                             \
        VkResult r_ = (call);                                                                                        \
        if (r_ != VK_SUCCESS) {                                                                                      \
            fprintf(stderr, PROG ": %s failed: %d\n", #call, (int)r_);                                               \
            exit(2);                                                                                                 \
        }                                                                                                            \
    } while (0)

typedef struct fb_ps_case {
    const char *shader; /* ps_code_non_bias or ps_code_bias */
    float ox, oy, lod;  /* uv offset; the LOD log2(64 * scale) */
    float bias;
    float max_lod;      /* the sampler's maxLod; 0: none (VK_LOD_CLAMP_NONE) */
} fb_ps_case;

/* LODs with fractions between 0.2 and 0.8 (never on the 1/256 blend edge),
 * magnified ones (the accessed level clamps to 0), offsets that wrap, and
 * LODs clamped by the last level or the sampler's maxLod, whose footprint
 * at the clamped level is then 4 to 16 texels (the anisotropy bits). */
static const fb_ps_case cases[] = {
    {"ps_code_non_bias", 0.013f, 0.021f, 1.5f, 0.0f, 0.0f},
    {"ps_code_non_bias", 0.5f, 0.25f, 3.25f, 0.0f, 0.0f},
    {"ps_code_non_bias", 0.3f, 0.6f, -1.5f, 0.0f, 0.0f},
    {"ps_code_non_bias", 0.71f, 0.05f, 5.6f, 0.0f, 0.0f},
    {"ps_code_bias", 0.013f, 0.021f, 1.5f, 1.0f, 0.0f},
    {"ps_code_bias", 0.2f, 0.9f, 0.5f, -1.25f, 0.0f},
    {"ps_code_bias", 0.37f, 0.11f, 2.25f, 2.0f, 0.0f},
    {"ps_code_non_bias", 0.13f, 0.07f, 8.5f, 0.0f, 0.0f},
    {"ps_code_non_bias", 0.02f, 0.43f, 4.7f, 0.0f, 1.0f},
    {"ps_code_bias", 0.61f, 0.29f, 1.3f, 1.0f, 0.0f},
    {"ps_code_bias", 0.09f, 0.33f, 3.6f, 1.0f, 2.0f},
};

typedef struct gpu_buffer {
    VkBuffer buf;
    VkDeviceMemory mem;
    void *ptr;
} gpu_buffer;

typedef struct gpu_image {
    VkImage image;
    VkDeviceMemory mem;
    VkImageView view;
} gpu_image;

static gpu_buffer make_buffer(lvp_device *g, VkDeviceSize size, VkBufferUsageFlags usage)
{
    gpu_buffer b = {0};
    VkBufferCreateInfo bci = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, .size = size, .usage = usage};
    VKC(vkCreateBuffer(g->dev, &bci, NULL, &b.buf));
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(g->dev, b.buf, &req);
    VkMemoryAllocateInfo mai = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, .allocationSize = req.size,
                                .memoryTypeIndex = lvp_memory_type(g, PROG, req.memoryTypeBits,
                                                                   VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                                                       VK_MEMORY_PROPERTY_HOST_COHERENT_BIT)};
    VKC(vkAllocateMemory(g->dev, &mai, NULL, &b.mem));
    VKC(vkBindBufferMemory(g->dev, b.buf, b.mem, 0));
    VKC(vkMapMemory(g->dev, b.mem, 0, size, 0, &b.ptr));
    return b;
}

static gpu_image make_image(lvp_device *g, VkFormat format, uint32_t w, uint32_t h, uint32_t levels,
                            VkImageUsageFlags usage)
{
    gpu_image im = {0};
    VkImageCreateInfo ici = {.sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO, .imageType = VK_IMAGE_TYPE_2D,
                             .format = format, .extent = {w, h, 1}, .mipLevels = levels, .arrayLayers = 1,
                             .samples = VK_SAMPLE_COUNT_1_BIT, .tiling = VK_IMAGE_TILING_OPTIMAL, .usage = usage};
    VKC(vkCreateImage(g->dev, &ici, NULL, &im.image));
    VkMemoryRequirements req;
    vkGetImageMemoryRequirements(g->dev, im.image, &req);
    VkMemoryAllocateInfo mai = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, .allocationSize = req.size,
                                .memoryTypeIndex = lvp_memory_type(g, PROG, req.memoryTypeBits, 0)};
    VKC(vkAllocateMemory(g->dev, &mai, NULL, &im.mem));
    VKC(vkBindImageMemory(g->dev, im.image, im.mem, 0));
    VkImageViewCreateInfo vci = {.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO, .image = im.image,
                                 .viewType = VK_IMAGE_VIEW_TYPE_2D, .format = format,
                                 .subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, levels, 0, 1}};
    VKC(vkCreateImageView(g->dev, &vci, NULL, &im.view));
    return im;
}

static void free_image(lvp_device *g, gpu_image *im)
{
    vkDestroyImageView(g->dev, im->view, NULL);
    vkDestroyImage(g->dev, im->image, NULL);
    vkFreeMemory(g->dev, im->mem, NULL);
}

static void free_buffer(lvp_device *g, gpu_buffer *b)
{
    vkDestroyBuffer(g->dev, b->buf, NULL);
    vkFreeMemory(g->dev, b->mem, NULL);
}

static void image_barrier(VkCommandBuffer cmd, VkImage image, uint32_t levels, VkImageLayout to)
{
    VkImageMemoryBarrier ib = {.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER,
                               .dstAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT,
                               .oldLayout = VK_IMAGE_LAYOUT_UNDEFINED, .newLayout = to,
                               .srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
                               .dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED, .image = image,
                               .subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, levels, 0, 1}};
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 0, NULL, 0,
                         NULL, 1, &ib);
}

static void memory_barrier(VkCommandBuffer cmd)
{
    VkMemoryBarrier mb = {VK_STRUCTURE_TYPE_MEMORY_BARRIER, NULL, VK_ACCESS_MEMORY_WRITE_BIT,
                          VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT};
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 1, &mb, 0,
                         NULL, 0, NULL);
}

static const dxil2spv_reflected_resource *find_res(const dxil2spv_reflection *r, uint32_t cls)
{
    for (uint32_t i = 0; i < r->resource_count; i++)
        if (r->resources[i].resource_class == cls && r->resources[i].lower_bound == 0)
            return &r->resources[i];
    return NULL;
}

static VkShaderModule make_module(lvp_device *g, const dxil2spv_result *r)
{
    VkShaderModuleCreateInfo mci = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
                                    .codeSize = r->spirv_word_count * 4, .pCode = r->spirv};
    VkShaderModule m;
    VKC(vkCreateShaderModule(g->dev, &mci, NULL, &m));
    return m;
}

/* Draws one case; `map` receives the 64-bit words (R32 pairs joined). */
static void draw_case(lvp_device *g, VkShaderModule vs, const dxil2spv_result *ps, const fb_ps_case *c,
                      uint32_t map_w, uint32_t map_h, uint64_t map[MAX_MAP][MAX_MAP])
{
    const dxil2spv_reflection *refl = ps->reflection;
    static const uint32_t classes[4] = {0 /* t0 */, 1 /* u0 */, 2 /* b0 */, 3 /* s0 */};
    static const VkDescriptorType types[4] = {VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, VK_DESCRIPTOR_TYPE_STORAGE_IMAGE,
                                              VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, VK_DESCRIPTOR_TYPE_SAMPLER};
    VkDescriptorSetLayoutBinding lb[4];
    for (uint32_t i = 0; i < 4; i++) {
        const dxil2spv_reflected_resource *r = find_res(refl, classes[i]);
        if (!r || r->set != 0 || r->descriptor_type != (uint32_t)types[i]) {
            fprintf(stderr, PROG ": %s: resource of class %u missing, or not at set 0 as type %u\n", c->shader,
                    classes[i], (unsigned)types[i]);
            exit(2);
        }
        lb[i] = (VkDescriptorSetLayoutBinding){r->binding, types[i], 1, VK_SHADER_STAGE_FRAGMENT_BIT, NULL};
    }
    gpu_image tex = make_image(g, VK_FORMAT_R8_UNORM, TEX, TEX, LEVELS, VK_IMAGE_USAGE_SAMPLED_BIT);
    gpu_image fb = make_image(g, VK_FORMAT_R32_UINT, 2 * map_w, map_h, 1,
                              VK_IMAGE_USAGE_STORAGE_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT |
                                  VK_IMAGE_USAGE_TRANSFER_SRC_BIT);
    VkDeviceSize map_bytes = (VkDeviceSize)8 * map_w * map_h;
    gpu_buffer ubo = make_buffer(g, 256, VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT);
    gpu_buffer read = make_buffer(g, map_bytes, VK_BUFFER_USAGE_TRANSFER_DST_BIT);
    float cb[4] = {c->ox, c->oy, exp2f(c->lod) / (float)TEX, c->bias};
    memcpy(ubo.ptr, cb, sizeof(cb));
    VkSamplerCreateInfo sci = {.sType = VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO, .magFilter = VK_FILTER_LINEAR,
                               .minFilter = VK_FILTER_LINEAR, .mipmapMode = VK_SAMPLER_MIPMAP_MODE_LINEAR,
                               .addressModeU = VK_SAMPLER_ADDRESS_MODE_REPEAT,
                               .addressModeV = VK_SAMPLER_ADDRESS_MODE_REPEAT,
                               .addressModeW = VK_SAMPLER_ADDRESS_MODE_REPEAT,
                               .maxLod = c->max_lod > 0.0f ? c->max_lod : VK_LOD_CLAMP_NONE};
    VkSampler sampler;
    VKC(vkCreateSampler(g->dev, &sci, NULL, &sampler));

    VkDescriptorSetLayoutCreateInfo dli = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
                                           .bindingCount = 4, .pBindings = lb};
    VkDescriptorSetLayout set_layout;
    VKC(vkCreateDescriptorSetLayout(g->dev, &dli, NULL, &set_layout));
    VkDescriptorPoolSize ps_sizes[4] = {{types[0], 1}, {types[1], 1}, {types[2], 1}, {types[3], 1}};
    VkDescriptorPoolCreateInfo dpi = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, .maxSets = 1,
                                      .poolSizeCount = 4, .pPoolSizes = ps_sizes};
    VkDescriptorPool pool;
    VKC(vkCreateDescriptorPool(g->dev, &dpi, NULL, &pool));
    VkDescriptorSetAllocateInfo dai = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
                                       .descriptorPool = pool, .descriptorSetCount = 1, .pSetLayouts = &set_layout};
    VkDescriptorSet set;
    VKC(vkAllocateDescriptorSets(g->dev, &dai, &set));
    VkDescriptorImageInfo tex_info = {VK_NULL_HANDLE, tex.view, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL};
    VkDescriptorImageInfo map_info = {VK_NULL_HANDLE, fb.view, VK_IMAGE_LAYOUT_GENERAL};
    VkDescriptorBufferInfo ubo_info = {ubo.buf, 0, 16};
    VkDescriptorImageInfo smp_info = {sampler, VK_NULL_HANDLE, VK_IMAGE_LAYOUT_UNDEFINED};
    VkWriteDescriptorSet w[4];
    for (uint32_t i = 0; i < 4; i++)
        w[i] = (VkWriteDescriptorSet){.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = set,
                                      .dstBinding = lb[i].binding, .descriptorCount = 1, .descriptorType = types[i]};
    w[0].pImageInfo = &tex_info;
    w[1].pImageInfo = &map_info;
    w[2].pBufferInfo = &ubo_info;
    w[3].pImageInfo = &smp_info;
    vkUpdateDescriptorSets(g->dev, 4, w, 0, NULL);

    /* No colour attachment: the PS only writes the map. */
    VkPipelineLayoutCreateInfo plci = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO, .setLayoutCount = 1,
                                       .pSetLayouts = &set_layout};
    VkPipelineLayout layout;
    VKC(vkCreatePipelineLayout(g->dev, &plci, NULL, &layout));
    VkShaderModule psm = make_module(g, ps);
    VkPipeline pipe = lvp_fullscreen_pipeline(g, PROG, vs, psm, layout, W, H, NULL, NULL);
    VkRect2D area = {{0, 0}, {W, H}};

    VkCommandBuffer cmd = lvp_begin_commands(g, PROG);
    /* Only the texture's size and levels matter: its contents stay undefined. */
    image_barrier(cmd, tex.image, LEVELS, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL);
    image_barrier(cmd, fb.image, 1, VK_IMAGE_LAYOUT_GENERAL);
    VkClearColorValue zero = {.uint32 = {0, 0, 0, 0}};
    VkImageSubresourceRange range = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1};
    vkCmdClearColorImage(cmd, fb.image, VK_IMAGE_LAYOUT_GENERAL, &zero, 1, &range);
    memory_barrier(cmd);
    VkRenderingInfo ri = {.sType = VK_STRUCTURE_TYPE_RENDERING_INFO, .renderArea = area, .layerCount = 1};
    vkCmdBeginRendering(cmd, &ri);
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, pipe);
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, layout, 0, 1, &set, 0, NULL);
    vkCmdDraw(cmd, 3, 1, 0, 0);
    vkCmdEndRendering(cmd);
    memory_barrier(cmd);
    VkBufferImageCopy copy = {.imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1},
                              .imageExtent = {2 * map_w, map_h, 1}};
    vkCmdCopyImageToBuffer(cmd, fb.image, VK_IMAGE_LAYOUT_GENERAL, read.buf, 1, &copy);
    memory_barrier(cmd);
    VKC(vkEndCommandBuffer(cmd));
    VkSubmitInfo si = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .commandBufferCount = 1, .pCommandBuffers = &cmd};
    VKC(vkQueueSubmit(g->queue, 1, &si, VK_NULL_HANDLE));
    VKC(vkQueueWaitIdle(g->queue));
    const uint32_t *words = read.ptr;
    for (uint32_t y = 0; y < map_h; y++)
        for (uint32_t x = 0; x < map_w; x++) /* (2x, y) the low word, (2x + 1, y) the high one */
            map[y][x] = (uint64_t)words[2 * (y * map_w + x) + 1] << 32 | words[2 * (y * map_w + x)];

    vkFreeCommandBuffers(g->dev, g->pool, 1, &cmd);
    vkDestroyPipeline(g->dev, pipe, NULL);
    vkDestroyShaderModule(g->dev, psm, NULL);
    vkDestroyPipelineLayout(g->dev, layout, NULL);
    vkDestroyDescriptorPool(g->dev, pool, NULL);
    vkDestroyDescriptorSetLayout(g->dev, set_layout, NULL);
    vkDestroySampler(g->dev, sampler, NULL);
    free_buffer(g, &ubo);
    free_buffer(g, &read);
    free_image(g, &tex);
    free_image(g, &fb);
}

/* The map the case must leave: every pixel's write (feedback_model.c). */
static void case_model(const fb_ps_case *c, uint64_t map[MAX_MAP][MAX_MAP])
{
    float scale = exp2f(c->lod) / (float)TEX;
    /* OpImageQueryLod's accessed level: the LOD (the bias included)
     * clamped to the sampler's maxLod and the levels; the footprint scales
     * with 2^bias too. */
    float top = c->max_lod > 0.0f && c->max_lod < LEVELS - 1 ? c->max_lod : (float)(LEVELS - 1);
    float lod = fminf(fmaxf(c->lod + c->bias, 0.0f), top);
    float extent[2] = {scale * exp2f(c->bias), scale * exp2f(c->bias)};
    for (uint32_t py = 0; py < H; py++)
        for (uint32_t px = 0; px < W; px++) {
            float u = (float)px * scale + c->ox, v = (float)py * scale + c->oy;
            fbm_write wr = fbm_region_bits(REGION_LOG2, TEX, TEX, LEVELS, u, v, lod, extent);
            for (uint32_t i = 0; i < wr.n; i++)
                map[wr.y[i]][wr.x[i]] |= wr.bits[i];
        }
}

static dxil2spv_result *translate(const char *dir, const char *rel, bool region_bits)
{
    size_t size;
    unsigned char *data = spv_inspect_load(dir, rel, &size, 2);
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    if (region_bits)
        o.sampler_feedback = DXIL2SPV_FEEDBACK_REGION_BITS_R32X2;
    dxil2spv_result *r = dxil2spv_translate(data, size, &o);
    free(data);
    if (!r || r->status != DXIL2SPV_OK) {
        printf("FAIL translate %s: %s\n" PROG ": 0 passed, 1 failed\n", rel, r && r->error ? r->error : "no result");
        exit(1);
    }
    return r;
}

int main(int argc, char **argv)
{
    watchdog_arm(90, "FAIL " PROG, PROG ": 0 passed, 1 failed\n");
    watchdog_step("translating and running on the device");
    if (argc != 3) {
        fprintf(stderr, "usage: " PROG " OWN_CORPUS_DIR SHARED_FEEDBACK_DIR\n");
        return 2;
    }
    char probe[4096];
    snprintf(probe, sizeof(probe), "%s/ps_code_non_bias.dxil", argv[2]);
    FILE *f = fopen(probe, "rb");
    if (!f) {
        printf(PROG ": 0 passed, 0 failed, 1 skipped (no %s)\n", probe);
        return 77;
    }
    fclose(f);
    lvp_device g;
    int rc = lvp_pick(&g, PROG);
    if (rc)
        return rc;
    VkPhysicalDeviceVulkan11Features f11 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES};
    VkPhysicalDeviceVulkan13Features f13 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES,
                                            .pNext = &f11};
    VkPhysicalDeviceFeatures2 f2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &f13};
    vkGetPhysicalDeviceFeatures2(g.phys, &f2);
    if (!f2.features.fragmentStoresAndAtomics || !f13.dynamicRendering || !f11.shaderDrawParameters) {
        printf(PROG ": 0 passed, 0 failed, 1 skipped (the device lacks fragmentStoresAndAtomics, dynamicRendering "
                    "or shaderDrawParameters)\n");
        lvp_destroy(&g);
        return 77;
    }
    /* the VS reads SV_VertexID (DrawParameters); the PS writes a storage image */
    VkPhysicalDeviceVulkan11Features e11 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES,
                                            .shaderDrawParameters = VK_TRUE};
    VkPhysicalDeviceVulkan13Features e13 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES,
                                            .pNext = &e11, .dynamicRendering = VK_TRUE};
    VkPhysicalDeviceFeatures2 ef = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &e13};
    ef.features.fragmentStoresAndAtomics = VK_TRUE;
    lvp_create(&g, PROG, &ef, NULL, 0);

    dxil2spv_result *vr = translate(argv[1], "render/fullscreen_tri_uv/fullscreen_tri_uv.vs.dxil", false);
    VkShaderModule vs = make_module(&g, vr);
    uint32_t map_w = fbm_padded_extent(TEX >> REGION_LOG2, REGION_LOG2);
    uint32_t map_h = map_w;
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        const fb_ps_case *c = &cases[i];
        char rel[64];
        snprintf(rel, sizeof(rel), "%s.dxil", c->shader);
        dxil2spv_result *pr = translate(argv[2], rel, true);
        static uint64_t got[MAX_MAP][MAX_MAP], want[MAX_MAP][MAX_MAP];
        memset(got, 0, sizeof(got));
        memset(want, 0, sizeof(want));
        draw_case(&g, vs, pr, c, map_w, map_h, got);
        dxil2spv_result_free(pr);
        case_model(c, want);
        uint32_t bad = 0;
        for (uint32_t y = 0; y < map_h; y++)
            for (uint32_t x = 0; x < map_w; x++)
                if (got[y][x] != want[y][x] && bad++ < 6)
                    printf("  case %zu: region (%u, %u): got 0x%llx expected 0x%llx\n", i, x, y,
                           (unsigned long long)got[y][x], (unsigned long long)want[y][x]);
        checks++;
        if (bad)
            failures++;
        printf("%s case %zu: %s, LOD %g, bias %g, maxLod %g, uv offset (%g, %g) (%u of %ux%u regions differ)\n",
               bad ? "FAIL" : "PASS", i, c->shader, c->lod, c->bias, c->max_lod, c->ox, c->oy, bad, map_w, map_h);
    }
    vkDestroyShaderModule(g.dev, vs, NULL);
    dxil2spv_result_free(vr);
    lvp_destroy(&g);
    printf(PROG ": %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
