/* Execution test of computed texel offsets emulated on sampling
 * (options.dynamic_offsets = EMULATE, src/emit/dxop/emit_sample_offset.c) on
 * lavapipe: vkd3d-proton's cs_dynamic_texture_offset (SampleLevel with
 * offsets read from a buffer, SM 6.7) samples a 4-level R32_SFLOAT texture
 * whose texels hold (level, y, x) through a point sampler with repeat
 * addressing; every case's result must be the texel at the rounded level,
 * moved by the offset and wrapped, as D3D defines the offset. The
 * emulation is documented exact there (one mip level read); trilinear
 * filtering is not tested because it is documented to differ.
 *
 * With --grad OWN_CORPUS_DIR, the shader is DXC's d3d-edges/dynoffset_sample_grad
 * (SampleGrad; same resources and cases, isotropic gradients of 2^lod texels),
 * so the emulation's level selection from gradients is checked the same way.
 * With --cmp-zero, --cmp-level and --cmp-grad, d3d-edges/dynoffset_sample_cmp_*
 * (SampleCmpLevelZero, SampleCmpLevel, SampleCmpGrad) sample a D32_SFLOAT texture
 * whose texels all differ (across levels too), through a comparison sampler
 * with compareOp EQUAL: the reference is, for half the cases, the value of
 * the texel D3D reads (expected 1) and for the other half that of the texel
 * next to it (expected 0), so a wrong texel or level fails.
 *
 * With --native DIR, the same vkd3d-proton shader is translated with
 * dynamic_offsets NATIVE (the computed offset passed to the sampling
 * instruction, which VK_KHR_maintenance8 allows) and checked against the
 * same host model; a device without maintenance8 skips it, naming the feature.
 *
 * Usage: dynoffset_run DIR, DIR = the shared corpus's vkd3d-proton/sm_advanced;
 *        dynoffset_run --native DIR;
 *        dynoffset_run --grad | --cmp-zero | --cmp-level | --cmp-grad OWN_CORPUS_DIR.
 * Exit 77 (skip) when DIR lacks the shader.
 * Last line: "dynoffset_run: N passed, M failed[, K skipped]".
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vulkan/vulkan.h>

#include "dxil2spv.h"
#include "vk_context.h"
#include "vk_host.h"
#include "watchdog.h"

enum { MAX_CASES = 256 };
#define TEX_W 32u
#define TEX_H 16u
#define TEX_LEVELS 4u
static const char *const SHADER = "cs_dynamic_texture_offset_code_dxil.dxil";

typedef struct dyn_case {
    float u, v, lod;
    int32_t ox, oy;
    float ref; /* comparison modes */
} dyn_case;

/* The shader under test: vkd3d-proton's, or one of d3d-edges' (DXC). */
typedef enum { MODE_LEVEL, MODE_GRAD, MODE_CMP_ZERO, MODE_CMP_LEVEL, MODE_CMP_GRAD } dyn_mode;

typedef struct dyn_vk {
    vk_context *vk;
    VkImage tex;
    VkImageView tex_view;
    VkDeviceMemory tex_mem, in_mem, out_mem, up_mem;
    VkBuffer in, out, up;
    void *in_ptr, *out_ptr, *up_ptr;
    vk_host_compute c;
} dyn_vk;

#define CHECK(call) VK_HOST_CHECK(call, s->c.err, sizeof(s->c.err))

static void destroy(dyn_vk *s)
{
    vk_host_compute_destroy(s->vk, &s->c);
    vk_host_free_image(s->vk, s->tex, s->tex_mem, s->tex_view);
    vk_host_free_buffer(s->vk, s->in, s->in_mem);
    vk_host_free_buffer(s->vk, s->out, s->out_mem);
    vk_host_free_buffer(s->vk, s->up, s->up_mem);
}

static void image_barrier(VkCommandBuffer cmd, VkImage image, VkImageAspectFlags aspect, VkImageLayout from,
                          VkImageLayout to)
{
    VkImageMemoryBarrier ib = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER, .srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT,
        .dstAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT,
        .oldLayout = from, .newLayout = to, .srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
        .dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED, .image = image,
        .subresourceRange = {aspect, 0, TEX_LEVELS, 0, 1},
    };
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 0, NULL, 0,
                         NULL, 1, &ib);
}

static const dxil2spv_reflected_resource *find_res(const dxil2spv_reflection *r, uint32_t cls, uint32_t space)
{
    for (uint32_t i = 0; i < r->resource_count; i++)
        if (r->resources[i].resource_class == cls && r->resources[i].space == space &&
            r->resources[i].lower_bound == 0)
            return &r->resources[i];
    return NULL;
}

static float texel_value(uint32_t level, uint32_t x, uint32_t y)
{
    return (float)(level * 10000u + y * 100u + x);
}

/* cmp mode: distinct depth values in [0, 1), exact in float. */
static float depth_value(uint32_t level, uint32_t x, uint32_t y)
{
    return (float)((level * TEX_H + y) * TEX_W + x + 1u) / 4096.0f;
}

static bool run_gpu(dyn_vk *s, dyn_mode mode, const dxil2spv_result *tr, const dyn_case *cases, uint32_t n,
                    float *out)
{
    bool cmp = mode >= MODE_CMP_ZERO;
    /* the vkd3d-proton shader's cases are 20 bytes; d3d-edges' add the reference */
    size_t case_bytes = mode == MODE_LEVEL ? 20 : 24;
    VkImageAspectFlags aspect = cmp ? VK_IMAGE_ASPECT_DEPTH_BIT : VK_IMAGE_ASPECT_COLOR_BIT;
    VkDevice d = s->vk->device;
    const dxil2spv_reflection *refl = tr->reflection;
    /* t0 (space 0) texture, s0 sampler; t0 (space 1) cases, u0 (space 1) results. */
    static const struct { uint32_t cls, space; VkDescriptorType type; } want[4] = {
        {0, 0, VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE}, {3, 0, VK_DESCRIPTOR_TYPE_SAMPLER},
        {0, 1, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER}, {1, 1, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER},
    };
    const dxil2spv_reflected_resource *res[4];
    VkDescriptorSetLayoutBinding lb[2][2];
    for (uint32_t c = 0; c < 4; c++) {
        res[c] = find_res(refl, want[c].cls, want[c].space);
        if (!res[c] || res[c]->set != want[c].space || res[c]->descriptor_type != (uint32_t)want[c].type) {
            snprintf(s->c.err, sizeof(s->c.err), "reflection: resource %u missing or not at set %u as type %u", c,
                     want[c].space, (unsigned)want[c].type);
            return false;
        }
        lb[c / 2][c % 2] = (VkDescriptorSetLayoutBinding){res[c]->binding, want[c].type, 1,
                                                         VK_SHADER_STAGE_COMPUTE_BIT, NULL};
    }
    VkDeviceSize up_bytes = 0;
    for (uint32_t l = 0; l < TEX_LEVELS; l++)
        up_bytes += 4u * (TEX_W >> l) * (TEX_H >> l);
    if (!vk_host_make_image(s->vk, cmp ? VK_FORMAT_D32_SFLOAT : VK_FORMAT_R32_SFLOAT, TEX_W, TEX_H, TEX_LEVELS, 1,
                            VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT, &s->tex, &s->tex_mem,
                            &s->tex_view, s->c.err, sizeof(s->c.err)) ||
        !vk_host_make_buffer(s->vk, (VkDeviceSize)case_bytes * n, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, &s->in, &s->in_mem,
                     &s->in_ptr, s->c.err, sizeof(s->c.err)) ||
        !vk_host_make_buffer(s->vk, 4u * n, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, &s->out, &s->out_mem, &s->out_ptr, s->c.err, sizeof(s->c.err)) ||
        !vk_host_make_buffer(s->vk, up_bytes, VK_BUFFER_USAGE_TRANSFER_SRC_BIT, &s->up, &s->up_mem, &s->up_ptr, s->c.err, sizeof(s->c.err)))
        return false;
    float *texels = s->up_ptr;
    for (uint32_t l = 0; l < TEX_LEVELS; l++)
        for (uint32_t y = 0; y < (TEX_H >> l); y++)
            for (uint32_t x = 0; x < (TEX_W >> l); x++)
                *texels++ = cmp ? depth_value(l, x, y) : texel_value(l, x, y);
    for (uint32_t i = 0; i < n; i++) {
        uint8_t *p = (uint8_t *)s->in_ptr + case_bytes * i;
        memcpy(p, &cases[i].u, 4);
        memcpy(p + 4, &cases[i].v, 4);
        memcpy(p + 8, &cases[i].lod, 4);
        memcpy(p + 12, &cases[i].ox, 4);
        memcpy(p + 16, &cases[i].oy, 4);
        if (case_bytes > 20)
            memcpy(p + 20, &cases[i].ref, 4);
    }
    memset(s->out_ptr, 0xFF, 4u * n);
    VkSamplerCreateInfo sci = {
        .sType = VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO, .magFilter = VK_FILTER_NEAREST, .minFilter = VK_FILTER_NEAREST,
        .mipmapMode = VK_SAMPLER_MIPMAP_MODE_NEAREST, .addressModeU = VK_SAMPLER_ADDRESS_MODE_REPEAT,
        .addressModeV = VK_SAMPLER_ADDRESS_MODE_REPEAT, .addressModeW = VK_SAMPLER_ADDRESS_MODE_REPEAT,
        .maxLod = VK_LOD_CLAMP_NONE, .compareEnable = cmp, .compareOp = VK_COMPARE_OP_EQUAL,
    };
    CHECK(vkCreateSampler(d, &sci, NULL, &s->c.sampler));
    if (!vk_host_compute_set_layouts(s->vk, &s->c, 2, 2, &lb[0][0]) || !vk_host_compute_pipeline(s->vk, &s->c, tr))
        return false;

    VkDescriptorPoolSize ps[3] = {{VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, 1}, {VK_DESCRIPTOR_TYPE_SAMPLER, 1},
                                  {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 2}};
    VkDescriptorPoolCreateInfo dpi = {VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, NULL, 0, 2, 3, ps};
    CHECK(vkCreateDescriptorPool(d, &dpi, NULL, &s->c.pool));
    VkDescriptorSet sets[2];
    VkDescriptorSetAllocateInfo dai = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO, NULL, s->c.pool, 2,
                                       s->c.set_layouts};
    CHECK(vkAllocateDescriptorSets(d, &dai, sets));
    VkDescriptorImageInfo tex_info = {VK_NULL_HANDLE, s->tex_view, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL};
    VkDescriptorImageInfo smp_info = {s->c.sampler, VK_NULL_HANDLE, VK_IMAGE_LAYOUT_UNDEFINED};
    VkDescriptorBufferInfo in_info = {s->in, 0, VK_WHOLE_SIZE};
    VkDescriptorBufferInfo out_info = {s->out, 0, VK_WHOLE_SIZE};
    VkWriteDescriptorSet w[4];
    for (uint32_t c = 0; c < 4; c++)
        w[c] = (VkWriteDescriptorSet){.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = sets[c / 2],
                                      .dstBinding = res[c]->binding, .descriptorCount = 1,
                                      .descriptorType = want[c].type};
    w[0].pImageInfo = &tex_info;
    w[1].pImageInfo = &smp_info;
    w[2].pBufferInfo = &in_info;
    w[3].pBufferInfo = &out_info;
    vkUpdateDescriptorSets(d, 4, w, 0, NULL);

    if (!vk_host_compute_begin(s->vk, &s->c))
        return false;
    VkCommandBuffer cmd = s->c.cmd;
    image_barrier(cmd, s->tex, aspect, VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL);
    VkBufferImageCopy copies[TEX_LEVELS];
    VkDeviceSize off = 0;
    for (uint32_t l = 0; l < TEX_LEVELS; l++) {
        copies[l] = (VkBufferImageCopy){.bufferOffset = off, .imageSubresource = {aspect, l, 0, 1},
                                        .imageExtent = {TEX_W >> l, TEX_H >> l, 1}};
        off += 4u * (TEX_W >> l) * (TEX_H >> l);
    }
    vkCmdCopyBufferToImage(cmd, s->up, s->tex, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, TEX_LEVELS, copies);
    image_barrier(cmd, s->tex, aspect, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL);
    vk_host_cmd_dispatch(&s->c, 2, sets, n); /* numthreads(1, 1, 1): one group per case */
    vk_host_cmd_host_barrier(cmd);
    if (!vk_host_compute_submit(s->vk, &s->c))
        return false;
    memcpy(out, s->out_ptr, 4u * n);
    return true;
}

static uint32_t wrap(int64_t i, uint32_t n)
{
    int64_t m = i % (int64_t)n;
    return (uint32_t)(m < 0 ? m + n : m);
}

/* The level D3D samples: round(lod) clamped to the levels, level 0 for
 * SampleCmpLevelZero. */
static uint32_t case_level(dyn_mode mode, float lod)
{
    if (mode == MODE_CMP_ZERO)
        return 0;
    float clamped = fminf(fmaxf(lod, 0.0f), (float)(TEX_LEVELS - 1));
    return (uint32_t)floorf(clamped + 0.5f);
}

/* A computed offset as SM 6.7 reads it: "the 4 least significant bits are
 * honored as a signed value, yielding a [-8..7] range" (HLSL SM 6.7
 * Advanced Texture Ops, Programmable Offsets). */
static int64_t low4_signed(int32_t o)
{
    int64_t v = (int64_t)((uint32_t)o & 15u);
    return v >= 8 ? v - 16 : v;
}

/* D3D's meaning: the texel at the level point mip filtering picks, moved by
 * the offset in that level's texels, then wrapped. */
static float host_model(dyn_mode mode, const dyn_case *c)
{
    uint32_t l = case_level(mode, c->lod);
    uint32_t w = TEX_W >> l, h = TEX_H >> l;
    int64_t x = (int64_t)floorf(c->u * (float)w) + low4_signed(c->ox);
    int64_t y = (int64_t)floorf(c->v * (float)h) + low4_signed(c->oy);
    if (mode >= MODE_CMP_ZERO) /* 1 when the texel equals the reference */
        return depth_value(l, wrap(x, w), wrap(y, h)) == c->ref ? 1.0f : 0.0f;
    return texel_value(l, wrap(x, w), wrap(y, h));
}

static uint32_t rnd(uint32_t *seed)
{
    *seed = *seed * 1664525u + 1013904223u;
    return *seed >> 8;
}

/* Coordinates at texel centres (of the level sampled) and LODs away from
 * x.5, so that no float rounding can move the result across a texel or a
 * level boundary; offsets over [-32, 31], so that D3D's whole range [-8, 7]
 * is crossed at the edges and the values outside it check that only their
 * low 4 bits count (case 3: vkd3d-proton's test_sm67_dynamic_texture_offset
 * offsets, (9, -13) read as (-7, 3)).
 * Comparison modes: the reference is the value of the texel D3D reads
 * (even cases) or of its right-hand neighbour (odd cases). */
static uint32_t make_cases(dyn_mode mode, dyn_case *c)
{
    static const float lods[] = {0.0f, 1.0f, 2.0f, 3.0f, 1.25f, 2.7f, -1.0f, 6.0f};
    uint32_t n = 0, seed = 4242u;
    while (n < MAX_CASES) {
        dyn_case k;
        k.lod = mode == MODE_CMP_ZERO ? 0.0f : lods[rnd(&seed) % (sizeof(lods) / sizeof(lods[0]))];
        uint32_t l = case_level(mode, k.lod);
        uint32_t w = TEX_W >> l, h = TEX_H >> l;
        k.u = ((float)(rnd(&seed) % w) + 0.5f) / (float)w;
        k.v = ((float)(rnd(&seed) % h) + 0.5f) / (float)h;
        k.ox = (int32_t)(rnd(&seed) % 64u) - 32;
        k.oy = (int32_t)(rnd(&seed) % 64u) - 32;
        k.ref = 0.0f;
        c[n++] = k;
    }
    c[0] = (dyn_case){0.5f / TEX_W, 0.5f / TEX_H, 0.0f, -8, 7, 0.0f};    /* across both left and bottom edges */
    c[1] = (dyn_case){1.0f - 0.5f / TEX_W, 0.5f / TEX_H, 0.0f, 7, -8, 0.0f};
    c[2] = (dyn_case){0.5f, 0.5f, mode == MODE_CMP_ZERO ? 0.0f : 3.0f, 0, 0, 0.0f}; /* no offset at all */
    c[3] = (dyn_case){0.5f / TEX_W, 0.5f / TEX_H, 0.0f, 9, -13, 0.0f};
    c[4] = (dyn_case){0.5f, 0.5f, 0.0f, INT32_MIN, INT32_MAX, 0.0f};     /* low 4 bits (0, -1) */
    if (mode >= MODE_CMP_ZERO)
        for (uint32_t i = 0; i < n; i++) {
            uint32_t l = case_level(mode, c[i].lod);
            uint32_t w = TEX_W >> l, h = TEX_H >> l;
            int64_t x = (int64_t)floorf(c[i].u * (float)w) + low4_signed(c[i].ox) + (int64_t)(i & 1);
            int64_t y = (int64_t)floorf(c[i].v * (float)h) + low4_signed(c[i].oy);
            c[i].ref = depth_value(l, wrap(x, w), wrap(y, h));
        }
    return n;
}

int main(int argc, char **argv)
{
    /* The device work runs in this process: a driver that never finishes
     * compiling or drawing fails the test here, before meson's limit. */
    watchdog_arm(90, "FAIL dynoffset_run", "dynoffset_run: 0 passed, 1 failed\n");
    watchdog_step("translating and running on the device");
    bool native = argc == 3 && !strcmp(argv[1], "--native");
    if (native) {
        argv++;
        argc--;
    }
    static const char *const mode_args[] = {"", "--grad", "--cmp-zero", "--cmp-level", "--cmp-grad"};
    static const char *const mode_names[] = {"", " (SampleGrad)", " (SampleCmpLevelZero)", " (SampleCmpLevel)",
                                             " (SampleCmpGrad)"};
    static const char *const mode_shaders[] = {"", "dxil/d3d-edges/dynoffset_sample_grad.dxil",
                                               "dxil/d3d-edges/dynoffset_sample_cmp_level_zero.dxil",
                                               "dxil/d3d-edges/dynoffset_sample_cmp_level.dxil",
                                               "dxil/d3d-edges/dynoffset_sample_cmp_grad.dxil"};
    dyn_mode mode = MODE_LEVEL;
    for (uint32_t i = MODE_GRAD; i <= MODE_CMP_GRAD && !native && argc == 3; i++)
        if (!strcmp(argv[1], mode_args[i]))
            mode = (dyn_mode)i;
    if (mode != MODE_LEVEL) {
        argv++;
        argc--;
    }
    if (argc != 2) {
        fprintf(stderr, "usage: dynoffset_run [--native] DIR (vkd3d-proton/sm_advanced) | --grad | --cmp-zero | "
                        "--cmp-level | --cmp-grad OWN_CORPUS_DIR\n");
        return 2;
    }
    char path[4096];
    snprintf(path, sizeof(path), "%s/%s", argv[1], mode == MODE_LEVEL ? SHADER : mode_shaders[mode]);
    size_t size = 0;
    void *dxil = vk_host_read_file(path, &size);
    if (!dxil && mode == MODE_LEVEL) {
        printf("dynoffset_run: 0 passed, 0 failed, 1 skipped (no %s)\n", path);
        return 77;
    }
    if (!dxil) { /* our own corpus is part of the source tree */
        printf("FAIL cannot read %s\ndynoffset_run: 0 passed, 1 failed\n", path);
        return 1;
    }
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.dynamic_offsets = native ? DXIL2SPV_DYNAMIC_OFFSET_NATIVE : DXIL2SPV_DYNAMIC_OFFSET_EMULATE;
    dxil2spv_result *tr = dxil2spv_translate(dxil, size, &o);
    free(dxil);
    if (!tr || tr->status != DXIL2SPV_OK) {
        printf("FAIL translate: %s\ndynoffset_run: 0 passed, 1 failed\n", tr && tr->error ? tr->error : "no result");
        dxil2spv_result_free(tr);
        return 1;
    }
    const dxil2spv_result *res = tr;
    vk_context vk;
    vk_context_options vo = {0};
    char err[512];
    if (!vk_context_create(&vk, &vo, err, sizeof(err))) {
        fprintf(stderr, "dynoffset_run: %s\n", err);
        dxil2spv_result_free(tr);
        return 2;
    }
    if (native && !vk.ext.maintenance8.maintenance8) {
        printf("dynoffset_run: 0 passed, 0 failed, 1 skipped (device %s lacks VK_KHR_maintenance8 "
               "(maintenance8), which non-constant sampling offsets need)\n",
               vk.props.deviceName);
        vk_context_destroy(&vk);
        dxil2spv_result_free(tr);
        return 77;
    }
    static dyn_case cases[MAX_CASES];
    static float got[MAX_CASES];
    uint32_t n = make_cases(mode, cases);
    dyn_vk s = {.vk = &vk};
    bool ok = run_gpu(&s, mode, res, cases, n, got);
    destroy(&s);
    vk_context_destroy(&vk);
    dxil2spv_result_free(tr);
    if (!ok) {
        printf("FAIL %s\ndynoffset_run: 0 passed, 1 failed\n", s.c.err);
        return 1;
    }
    uint32_t passed = 0, failed = 0;
    for (uint32_t i = 0; i < n; i++) {
        float want = host_model(mode, &cases[i]);
        if (got[i] == want) {
            passed++;
        } else if (failed++ < 10) {
            printf("FAIL case %u%s: uv (%g, %g) lod %g offset (%d, %d): got %g expected %g\n", i, mode_names[mode], cases[i].u,
                   cases[i].v, cases[i].lod, cases[i].ox, cases[i].oy, got[i], want);
        }
    }
    printf("dynoffset_run: %u passed, %u failed\n", passed, failed);
    return failed ? 1 : 0;
}
