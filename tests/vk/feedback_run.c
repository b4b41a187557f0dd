/* Execution test of the sampler feedback emulation (src/emit/dxop/emit_dxop_feedback.c)
 * on lavapipe: vkd3d-proton's compute shaders (WriteSamplerFeedbackLevel on
 * a MinMip map, a MipRegionUsed map and a MinMip array map;
 * WriteSamplerFeedbackGrad on both kinds at once) run once per case of a
 * list with edge cases (coordinates outside [0, 1], on region borders, LODs
 * below 0, fractional and above the last level, zero gradients, array
 * layers to round and clamp) and pseudo-random ones; the maps, set up as the
 * README's "Sampler feedback" section tells an application to, are then
 * compared texel by texel with a host model of the documented layout.
 *
 * With --layout region-bits-r32x2 or region-bits (options.sampler_feedback
 * REGION_BITS_R32X2 / _R64, vkd3d-proton's layout, which the compat layer
 * gives the runtime), the maps are sized as vkd3d-proton sizes them (8x8
 * regions: log2 3 in the low 4 bits of a padded size), cleared to 0, and
 * compared word for word with a host model of the README's description of
 * that layout: per case, the truncated LOD's level and the next one when
 * the fraction reaches 1/256, the +-0.5 texel box at that level in regions,
 * and 4 bits per level at the box's top-left region. The R64 layout needs
 * 64-bit image atomics (shaderImageInt64Atomics and R64_UINT storage image
 * atomics); a device without them skips it, naming the feature.
 *
 * Usage: feedback_run [--layout direct|region-bits|region-bits-r32x2] DIR,
 * DIR = the shared corpus's vkd3d-proton/d3d12_sampler_feedback. Exit 77
 * (skip) when DIR is absent. Last line: "feedback_run: N passed, M
 * failed[, K skipped]".
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vulkan/vulkan.h>

#include "dxil2spv.h"
#include "feedback_model.h"
#include "vk_context.h"
#include "vk_host.h"
#include "watchdog.h"

/* The paired texture and its feedback map: 16x16-texel mip regions in the
 * direct layout, 8x8 in the region-bits layouts. */
enum { TEX_W = 64, TEX_H = 48, TEX_LEVELS = 6 };
enum { MAX_CASES = 64, MAX_MAPS = 2, MAX_LAYERS = 3, MAX_MAP = 32, UBO_STRIDE = 256 };

/* The layout under test and the map sizes it gives. */
typedef struct fb_layout {
    dxil2spv_feedback_layout layout;
    uint32_t region_log2;
    uint32_t map_w, map_h;      /* regions (a texel of the map's 64-bit or 32-bit words) */
    uint32_t image_w;           /* the Vulkan image's width: map_w, or 2 x map_w (R32X2) */
    VkFormat format;
} fb_layout;

static fb_layout make_layout(dxil2spv_feedback_layout l)
{
    fb_layout f = {.layout = l};
    if (l == DXIL2SPV_FEEDBACK_DIRECT_R32) {
        f.region_log2 = 4;
        f.map_w = (TEX_W + 15) / 16;
        f.map_h = (TEX_H + 15) / 16;
        f.image_w = f.map_w;
        f.format = VK_FORMAT_R32_UINT;
        return f;
    }
    f.region_log2 = 3;
    f.map_w = fbm_padded_extent((TEX_W + 7) / 8, 3);
    f.map_h = fbm_padded_extent((TEX_H + 7) / 8, 3);
    f.image_w = l == DXIL2SPV_FEEDBACK_REGION_BITS_R32X2 ? 2 * f.map_w : f.map_w;
    f.format = l == DXIL2SPV_FEEDBACK_REGION_BITS_R32X2 ? VK_FORMAT_R32_UINT : VK_FORMAT_R64_UINT;
    return f;
}

typedef struct fb_case {
    float u, v, lod, layer;
    float ddx[2], ddy[2];
} fb_case;

/* A shader of the corpus and how its constant buffer is laid out. */
typedef enum { CB_LEVEL, CB_LEVEL_ARRAY, CB_GRAD } cb_layout;
typedef struct fb_shader {
    const char *name;
    cb_layout cb;
    uint32_t layers;              /* 1: Texture2D/FeedbackTexture2D, else arrays */
    uint32_t maps;                /* feedback UAVs u0, u1... */
    uint32_t flags[MAX_MAPS];     /* expected reflection flags per UAV */
} fb_shader;

static const fb_shader shaders[] = {
    {"cs_code_min_mip_level_non_array", CB_LEVEL, 1, 1, {DXIL2SPV_RESOURCE_FLAG_FEEDBACK_MIN_MIP}},
    {"cs_code_level_used_region", CB_LEVEL, 1, 1, {DXIL2SPV_RESOURCE_FLAG_FEEDBACK_MIP_REGION_USED}},
    {"cs_code_min_mip_level_array", CB_LEVEL_ARRAY, MAX_LAYERS, 1, {DXIL2SPV_RESOURCE_FLAG_FEEDBACK_MIN_MIP}},
    {"cs_code", CB_GRAD, 1, 2,
     {DXIL2SPV_RESOURCE_FLAG_FEEDBACK_MIP_REGION_USED, DXIL2SPV_RESOURCE_FLAG_FEEDBACK_MIN_MIP}},
};

/* One map: [layer][y][x] over map_w x map_h regions; a 32-bit texel
 * (direct) or a 64-bit word (region bits) each. */
typedef uint64_t fb_map[MAX_LAYERS][MAX_MAP][MAX_MAP];

typedef struct fb_vk {
    vk_context *vk;
    VkImage tex, map[MAX_MAPS];
    VkImageView tex_view, map_view[MAX_MAPS];
    VkDeviceMemory tex_mem, map_mem[MAX_MAPS], ubo_mem, read_mem;
    VkBuffer ubo, read;
    void *ubo_ptr, *read_ptr;
    vk_host_compute c;
} fb_vk;

#define CHECK(call) VK_HOST_CHECK(call, s->c.err, sizeof(s->c.err))

static void destroy(fb_vk *s)
{
    vk_host_compute_destroy(s->vk, &s->c);
    vk_host_free_image(s->vk, s->tex, s->tex_mem, s->tex_view);
    for (int i = 0; i < MAX_MAPS; i++)
        vk_host_free_image(s->vk, s->map[i], s->map_mem[i], s->map_view[i]);
    vk_host_free_buffer(s->vk, s->ubo, s->ubo_mem);
    vk_host_free_buffer(s->vk, s->read, s->read_mem);
}

static void full_barrier(VkCommandBuffer cmd)
{
    VkMemoryBarrier mb = {VK_STRUCTURE_TYPE_MEMORY_BARRIER, NULL, VK_ACCESS_MEMORY_WRITE_BIT,
                          VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT};
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 1, &mb, 0,
                         NULL, 0, NULL);
}

static void layout_barrier(VkCommandBuffer cmd, VkImage image, uint32_t levels, uint32_t layers, VkImageLayout to)
{
    VkImageMemoryBarrier ib = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER, .srcAccessMask = 0,
        .dstAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT,
        .oldLayout = VK_IMAGE_LAYOUT_UNDEFINED, .newLayout = to, .srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
        .dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED, .image = image,
        .subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, levels, 0, layers},
    };
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 0, NULL, 0,
                         NULL, 1, &ib);
}

static const dxil2spv_reflected_resource *find_res(const dxil2spv_reflection *r, uint32_t cls, uint32_t reg)
{
    for (uint32_t i = 0; i < r->resource_count; i++)
        if (r->resources[i].resource_class == cls && r->resources[i].lower_bound == reg)
            return &r->resources[i];
    return NULL;
}

static void fill_ubo(const fb_shader *sh, const fb_case *c, float *row)
{
    memset(row, 0, UBO_STRIDE);
    row[0] = c->u;
    row[1] = c->v;
    if (sh->cb == CB_GRAD) {
        row[2] = c->ddx[0];
        row[3] = c->ddx[1];
        row[4] = c->ddy[0];
        row[5] = c->ddy[1];
    } else {
        row[2] = c->lod;
        row[3] = c->layer; /* read by the array shader only */
    }
}

/* Runs every case through the shader; `out` receives the maps. */
static bool run_gpu(fb_vk *s, const fb_layout *fl, const fb_shader *sh, const dxil2spv_result *tr,
                    const fb_case *cases, uint32_t n, fb_map out[MAX_MAPS])
{
    VkDevice d = s->vk->device;
    const dxil2spv_reflection *refl = tr->reflection;
    enum { NB = 3 + MAX_MAPS };
    uint32_t nb = 3 + sh->maps;
    const dxil2spv_reflected_resource *res[NB];
    VkDescriptorType types[NB] = {VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER,
                                  VK_DESCRIPTOR_TYPE_SAMPLER};
    static const uint32_t classes[3] = {0, 2, 3};
    VkDescriptorSetLayoutBinding lb[NB];
    for (uint32_t c = 0; c < nb; c++) {
        if (c >= 3)
            types[c] = VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
        res[c] = c < 3 ? find_res(refl, classes[c], 0) : find_res(refl, 1, c - 3);
        if (!res[c] || res[c]->set != 0 || res[c]->descriptor_type != (uint32_t)types[c]) {
            snprintf(s->c.err, sizeof(s->c.err), "reflection: resource %u missing or not at set 0 as type %u", c,
                     (unsigned)types[c]);
            return false;
        }
        if (c >= 3 && res[c]->flags != sh->flags[c - 3]) {
            snprintf(s->c.err, sizeof(s->c.err), "reflection: u%u has feedback flags %u, expected %u", c - 3,
                     res[c]->flags, sh->flags[c - 3]);
            return false;
        }
        lb[c] = (VkDescriptorSetLayoutBinding){res[c]->binding, types[c], 1, VK_SHADER_STAGE_COMPUTE_BIT, NULL};
    }
    uint32_t layers = sh->layers;
    uint32_t texel_bytes = fl->format == VK_FORMAT_R64_UINT ? 8u : 4u;
    VkDeviceSize map_bytes = (VkDeviceSize)texel_bytes * fl->image_w * fl->map_h * layers;
    if (!vk_host_make_image(s->vk, VK_FORMAT_R8_UNORM, TEX_W, TEX_H, TEX_LEVELS, layers, VK_IMAGE_USAGE_SAMPLED_BIT,
                            &s->tex, &s->tex_mem, &s->tex_view, s->c.err, sizeof(s->c.err)) ||
        !vk_host_make_buffer(s->vk, (VkDeviceSize)UBO_STRIDE * MAX_CASES, VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT, &s->ubo,
                     &s->ubo_mem, &s->ubo_ptr, s->c.err, sizeof(s->c.err)) ||
        !vk_host_make_buffer(s->vk, map_bytes * sh->maps, VK_BUFFER_USAGE_TRANSFER_DST_BIT, &s->read, &s->read_mem,
                     &s->read_ptr, s->c.err, sizeof(s->c.err)))
        return false;
    for (uint32_t m = 0; m < sh->maps; m++)
        if (!vk_host_make_image(s->vk, fl->format, fl->image_w, fl->map_h, 1, layers,
                                VK_IMAGE_USAGE_STORAGE_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT |
                                    VK_IMAGE_USAGE_TRANSFER_SRC_BIT,
                                &s->map[m], &s->map_mem[m], &s->map_view[m], s->c.err, sizeof(s->c.err)))
            return false;
    VkSamplerCreateInfo sci = {
        .sType = VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO, .magFilter = VK_FILTER_LINEAR, .minFilter = VK_FILTER_LINEAR,
        .mipmapMode = VK_SAMPLER_MIPMAP_MODE_LINEAR, .maxLod = VK_LOD_CLAMP_NONE,
    };
    CHECK(vkCreateSampler(d, &sci, NULL, &s->c.sampler));

    if (!vk_host_compute_set_layouts(s->vk, &s->c, 1, nb, lb) || !vk_host_compute_pipeline(s->vk, &s->c, tr))
        return false;

    /* One set per case: each reads its own slice of the UBO. */
    VkDescriptorPoolSize ps[4] = {{types[0], n}, {types[1], n}, {types[2], n},
                                  {VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, n * sh->maps}};
    VkDescriptorPoolCreateInfo dpi = {VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, NULL, 0, n, 4, ps};
    CHECK(vkCreateDescriptorPool(d, &dpi, NULL, &s->c.pool));
    VkDescriptorSet sets[MAX_CASES];
    VkDescriptorSetLayout layouts[MAX_CASES];
    for (uint32_t i = 0; i < n; i++)
        layouts[i] = s->c.set_layouts[0];
    VkDescriptorSetAllocateInfo dai = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO, NULL, s->c.pool, n, layouts};
    CHECK(vkAllocateDescriptorSets(d, &dai, sets));
    if (s->vk->props.limits.minUniformBufferOffsetAlignment > UBO_STRIDE) {
        snprintf(s->c.err, sizeof(s->c.err), "minUniformBufferOffsetAlignment %llu > %u",
                 (unsigned long long)s->vk->props.limits.minUniformBufferOffsetAlignment, UBO_STRIDE);
        return false;
    }
    for (uint32_t i = 0; i < n; i++) {
        fill_ubo(sh, &cases[i], (float *)((uint8_t *)s->ubo_ptr + (size_t)UBO_STRIDE * i));
        VkDescriptorImageInfo tex_info = {VK_NULL_HANDLE, s->tex_view, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL};
        VkDescriptorImageInfo smp_info = {s->c.sampler, VK_NULL_HANDLE, VK_IMAGE_LAYOUT_UNDEFINED};
        VkDescriptorBufferInfo ubo_info = {s->ubo, (VkDeviceSize)UBO_STRIDE * i, 32};
        VkDescriptorImageInfo map_info[MAX_MAPS];
        VkWriteDescriptorSet w[NB];
        for (uint32_t c = 0; c < nb; c++)
            w[c] = (VkWriteDescriptorSet){.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = sets[i],
                                          .dstBinding = res[c]->binding, .descriptorCount = 1,
                                          .descriptorType = types[c]};
        w[0].pImageInfo = &tex_info;
        w[1].pBufferInfo = &ubo_info;
        w[2].pImageInfo = &smp_info;
        for (uint32_t m = 0; m < sh->maps; m++) {
            map_info[m] = (VkDescriptorImageInfo){VK_NULL_HANDLE, s->map_view[m], VK_IMAGE_LAYOUT_GENERAL};
            w[3 + m].pImageInfo = &map_info[m];
        }
        vkUpdateDescriptorSets(d, nb, w, 0, NULL);
    }

    if (!vk_host_compute_begin(s->vk, &s->c))
        return false;
    VkCommandBuffer cmd = s->c.cmd;
    /* Only the texture's size and level count matter: contents stay undefined. */
    layout_barrier(cmd, s->tex, TEX_LEVELS, layers, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL);
    VkImageSubresourceRange range = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, layers};
    for (uint32_t m = 0; m < sh->maps; m++) {
        layout_barrier(cmd, s->map[m], 1, layers, VK_IMAGE_LAYOUT_GENERAL);
        /* The clear the README asks for: "not sampled" / "no mip used";
         * region-bits maps start at 0 (nothing touched). */
        bool min_mip = sh->flags[m] == DXIL2SPV_RESOURCE_FLAG_FEEDBACK_MIN_MIP;
        bool direct = fl->layout == DXIL2SPV_FEEDBACK_DIRECT_R32;
        VkClearColorValue clear = {.uint32 = {direct && min_mip ? 0xFFFFFFFFu : 0u, 0, 0, 0}};
        vkCmdClearColorImage(cmd, s->map[m], VK_IMAGE_LAYOUT_GENERAL, &clear, 1, &range);
    }
    full_barrier(cmd);
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, s->c.pipeline);
    for (uint32_t i = 0; i < n; i++) {
        vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, s->c.pipeline_layout, 0, 1, &sets[i], 0, NULL);
        vkCmdDispatch(cmd, 1, 1, 1);
    }
    full_barrier(cmd);
    for (uint32_t m = 0; m < sh->maps; m++) {
        VkBufferImageCopy copy = {.bufferOffset = map_bytes * m,
                                  .imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, layers},
                                  .imageExtent = {fl->image_w, fl->map_h, 1}};
        vkCmdCopyImageToBuffer(cmd, s->map[m], VK_IMAGE_LAYOUT_GENERAL, s->read, 1, &copy);
    }
    full_barrier(cmd);
    if (!vk_host_compute_submit(s->vk, &s->c))
        return false;
    for (uint32_t m = 0; m < sh->maps; m++) {
        const uint8_t *base = (const uint8_t *)s->read_ptr + map_bytes * m;
        for (uint32_t l = 0; l < layers; l++)
            for (uint32_t y = 0; y < fl->map_h; y++)
                for (uint32_t x = 0; x < fl->map_w; x++) {
                    size_t row = ((size_t)l * fl->map_h + y) * fl->image_w;
                    uint32_t lo, hi = 0;
                    if (fl->format == VK_FORMAT_R64_UINT) {
                        memcpy(&out[m][l][y][x], base + 8 * (row + x), 8);
                        continue;
                    }
                    if (fl->layout == DXIL2SPV_FEEDBACK_REGION_BITS_R32X2) { /* (2x, y) low, (2x + 1, y) high */
                        memcpy(&lo, base + 4 * (row + 2 * x), 4);
                        memcpy(&hi, base + 4 * (row + 2 * x + 1), 4);
                    } else {
                        memcpy(&lo, base + 4 * (row + x), 4);
                    }
                    out[m][l][y][x] = (uint64_t)hi << 32 | lo;
                }
    }
    return true;
}

static float clampf(float x, float lo, float hi)
{
    return fminf(fmaxf(x, lo), hi);
}

/* The case's LOD before clamping: the operand, or log2 of the longer
 * gradient in level-0 texels (-inf for zero gradients). */
static float case_lod(const fb_shader *sh, const fb_case *c)
{
    if (sh->cb != CB_GRAD)
        return c->lod;
    float gx = hypotf(c->ddx[0] * TEX_W, c->ddx[1] * TEX_H), gy = hypotf(c->ddy[0] * TEX_W, c->ddy[1] * TEX_H);
    return log2f(fmaxf(gx, gy));
}

static uint32_t case_layer(const fb_shader *sh, const fb_case *c)
{
    return sh->layers > 1 ? (uint32_t)clampf(rintf(c->layer), 0.0f, (float)(sh->layers - 1)) : 0;
}

/* The README's region-bits layout, computed on the host (feedback_model.c). */
static void region_bits_model(const fb_layout *fl, const fb_shader *sh, const fb_case *c, fb_map map)
{
    float lod = case_lod(sh, c);
    lod = isnan(lod) ? 0.0f : clampf(lod, 0.0f, (float)(TEX_LEVELS - 1));
    fbm_write wr = fbm_region_bits(fl->region_log2, TEX_W, TEX_H, TEX_LEVELS, c->u, c->v, lod, NULL);
    uint32_t l = case_layer(sh, c);
    for (uint32_t i = 0; i < wr.n; i++)
        map[l][wr.y[i]][wr.x[i]] |= wr.bits[i];
}

/* The documented layout, computed on the host. */
static void host_model(const fb_layout *fl, const fb_shader *sh, const fb_case *cases, uint32_t n, bool min_mip,
                       fb_map map)
{
    bool direct = fl->layout == DXIL2SPV_FEEDBACK_DIRECT_R32;
    for (uint32_t l = 0; l < sh->layers; l++)
        for (uint32_t y = 0; y < fl->map_h; y++)
            for (uint32_t x = 0; x < fl->map_w; x++)
                map[l][y][x] = direct && min_mip ? 0xFFFFFFFFu : 0u;
    for (uint32_t i = 0; i < n; i++) {
        const fb_case *c = &cases[i];
        if (!direct) {
            region_bits_model(fl, sh, c, map);
            continue;
        }
        uint32_t x = (uint32_t)floorf(clampf(c->u, 0.0f, 1.0f) * (float)fl->map_w);
        uint32_t y = (uint32_t)floorf(clampf(c->v, 0.0f, 1.0f) * (float)fl->map_h);
        x = x < fl->map_w - 1 ? x : fl->map_w - 1;
        y = y < fl->map_h - 1 ? y : fl->map_h - 1;
        uint32_t l = case_layer(sh, c);
        float lod = clampf(case_lod(sh, c), 0.0f, (float)(TEX_LEVELS - 1));
        uint32_t lo = (uint32_t)floorf(lod), hi = (uint32_t)ceilf(lod);
        if (min_mip)
            map[l][y][x] = lo < map[l][y][x] ? lo : map[l][y][x];
        else
            map[l][y][x] |= (1u << lo) | (1u << hi);
    }
}

static float rnd(uint32_t *seed)
{
    *seed = *seed * 1664525u + 1013904223u;
    return (float)(*seed >> 8) / 16777216.0f;
}

/* Gradients whose LOD is `lod` (a fractional part away from the integers,
 * so that rounding differences between log2 implementations cannot move
 * the floor or the ceiling): ddx along a random direction, ddy shorter. */
static void set_gradients(fb_case *c, float lod, float angle, float shrink)
{
    float len = exp2f(lod);
    c->ddx[0] = len * cosf(angle) / TEX_W;
    c->ddx[1] = len * sinf(angle) / TEX_H;
    c->ddy[0] = -c->ddx[1] * (float)TEX_H / TEX_W * shrink;
    c->ddy[1] = c->ddx[0] * (float)TEX_W / TEX_H * shrink;
}

static uint32_t make_cases(const fb_shader *sh, fb_case *c)
{
    static const fb_case fixed[] = {
        {0.10f, 0.10f, 3.0f, 0.0f, {0}, {0}},    {0.10f, 0.10f, 2.25f, 1.0f, {0}, {0}},
        {0.30f, 0.05f, -1.0f, 2.0f, {0}, {0}},   {1.00f, 1.00f, 9.0f, 1.5f, {0}, {0}},
        {-0.5f, 0.50f, 4.5f, 0.5f, {0}, {0}},    {1.50f, -2.0f, 1.75f, -3.0f, {0}, {0}},
        {0.50f, 0.6666f, 5.0f, 7.0f, {0}, {0}},  {0.75f, 0.3333f, 0.5f, 2.5f, {0}, {0}},
        {0.99f, 0.99f, 4.0f, 1.49f, {0}, {0}},   {0.25f, 0.34f, 1.0f, 0.0f, {0}, {0}},
    };
    uint32_t n = 0, seed = 12345u;
    for (; n < sizeof(fixed) / sizeof(fixed[0]); n++)
        c[n] = fixed[n];
    while (n < 40) {
        fb_case k = {0};
        k.u = rnd(&seed) * 1.2f - 0.1f;
        k.v = rnd(&seed) * 1.2f - 0.1f;
        k.lod = rnd(&seed) * 8.0f - 1.0f;
        k.layer = rnd(&seed) * 4.0f - 0.5f;
        c[n++] = k;
    }
    if (sh->cb == CB_GRAD) {
        for (uint32_t i = 0; i < n; i++) {
            float lod = floorf(rnd(&seed) * 9.0f - 2.0f) + 0.2f + 0.6f * rnd(&seed);
            set_gradients(&c[i], lod, rnd(&seed) * 6.2831853f, 0.25f + 0.7f * rnd(&seed));
        }
        memset(c[0].ddx, 0, sizeof(c[0].ddx)); /* zero gradients: LOD -inf, level 0 */
        memset(c[0].ddy, 0, sizeof(c[0].ddy));
        set_gradients(&c[1], 30.5f, 0.5f, 0.5f); /* far beyond the last level */
    }
    return n;
}

static bool run_one(vk_context *vk, const fb_layout *fl, const char *dir, const fb_shader *sh)
{
    char path[4096];
    snprintf(path, sizeof(path), "%s/%s.dxil", dir, sh->name);
    size_t size = 0;
    void *dxil = vk_host_read_file(path, &size);
    if (!dxil) {
        printf("FAIL %s: cannot read %s\n", sh->name, path);
        return false;
    }
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.sampler_feedback = fl->layout;
    dxil2spv_result *tr = dxil2spv_translate(dxil, size, &o);
    free(dxil);
    if (!tr || tr->status != DXIL2SPV_OK) {
        printf("FAIL %s: translate: %s\n", sh->name, tr && tr->error ? tr->error : "no result");
        dxil2spv_result_free(tr);
        return false;
    }
    static fb_case cases[MAX_CASES];
    static fb_map got[MAX_MAPS], want[MAX_MAPS];
    uint32_t n = make_cases(sh, cases);
    fb_vk s = {.vk = vk};
    bool ok = run_gpu(&s, fl, sh, tr, cases, n, got);
    destroy(&s);
    dxil2spv_result_free(tr);
    if (!ok) {
        printf("FAIL %s: %s\n", sh->name, s.c.err);
        return false;
    }
    uint32_t bad = 0;
    for (uint32_t m = 0; m < sh->maps; m++) {
        host_model(fl, sh, cases, n, sh->flags[m] == DXIL2SPV_RESOURCE_FLAG_FEEDBACK_MIN_MIP, want[m]);
        for (uint32_t l = 0; l < sh->layers; l++)
            for (uint32_t y = 0; y < fl->map_h; y++)
                for (uint32_t x = 0; x < fl->map_w; x++)
                    if (got[m][l][y][x] != want[m][l][y][x] && bad++ < 8)
                        printf("  %s: u%u layer %u region (%u, %u): got 0x%llx expected 0x%llx\n", sh->name, m, l,
                               x, y, (unsigned long long)got[m][l][y][x], (unsigned long long)want[m][l][y][x]);
    }
    printf("%s %s (%u cases, %u map(s) of %ux%ux%u)\n", bad ? "FAIL" : "PASS", sh->name, n, sh->maps, fl->map_w,
           fl->map_h, sh->layers);
    return bad == 0;
}

int main(int argc, char **argv)
{
    /* The device work runs in this process: a driver that never finishes
     * compiling or drawing fails the test here, before meson's limit. */
    watchdog_arm(90, "FAIL feedback_run", "feedback_run: 0 passed, 1 failed\n");
    watchdog_step("translating and running on the device");
    dxil2spv_feedback_layout layout = DXIL2SPV_FEEDBACK_DIRECT_R32;
    if (argc == 4 && strcmp(argv[1], "--layout") == 0) {
        if (strcmp(argv[2], "direct") == 0)
            layout = DXIL2SPV_FEEDBACK_DIRECT_R32;
        else if (strcmp(argv[2], "region-bits") == 0)
            layout = DXIL2SPV_FEEDBACK_REGION_BITS_R64;
        else if (strcmp(argv[2], "region-bits-r32x2") == 0)
            layout = DXIL2SPV_FEEDBACK_REGION_BITS_R32X2;
        else {
            fprintf(stderr, "feedback_run: unknown layout '%s'\n", argv[2]);
            return 2;
        }
        argv += 2;
        argc -= 2;
    }
    if (argc != 2) {
        fprintf(stderr, "usage: feedback_run [--layout direct|region-bits|region-bits-r32x2] DIR "
                        "(vkd3d-proton/d3d12_sampler_feedback)\n");
        return 2;
    }
    fb_layout fl = make_layout(layout);
    uint32_t count = sizeof(shaders) / sizeof(shaders[0]);
    char probe[4096];
    snprintf(probe, sizeof(probe), "%s/%s.dxil", argv[1], shaders[0].name);
    FILE *f = fopen(probe, "rb");
    if (!f) {
        printf("feedback_run: 0 passed, 0 failed, %u skipped (no %s)\n", count, argv[1]);
        return 77;
    }
    fclose(f);
    vk_context vk;
    vk_context_options vo = {0};
    char err[512];
    if (!vk_context_create(&vk, &vo, err, sizeof(err))) {
        fprintf(stderr, "feedback_run: %s\n", err);
        return 2;
    }
    if (layout == DXIL2SPV_FEEDBACK_REGION_BITS_R64) {
        VkFormatProperties fp;
        vkGetPhysicalDeviceFormatProperties(vk.physical, VK_FORMAT_R64_UINT, &fp);
        const char *missing = !vk.ext.image_atomic_int64.shaderImageInt64Atomics
                                  ? "VK_EXT_shader_image_atomic_int64's shaderImageInt64Atomics"
                              : !(fp.optimalTilingFeatures & VK_FORMAT_FEATURE_STORAGE_IMAGE_ATOMIC_BIT)
                                  ? "storage image atomics on VK_FORMAT_R64_UINT"
                                  : NULL;
        if (missing) {
            vk_context_destroy(&vk);
            printf("feedback_run: 0 passed, 0 failed, %u skipped (the device lacks %s)\n", count, missing);
            return 77;
        }
    }
    uint32_t passed = 0, failed = 0;
    for (uint32_t i = 0; i < count; i++) {
        if (run_one(&vk, &fl, argv[1], &shaders[i]))
            passed++;
        else
            failed++;
    }
    vk_context_destroy(&vk);
    printf("feedback_run: %u passed, %u failed\n", passed, failed);
    return failed ? 1 : 0;
}
