/* Execution test of a ray-tracing pipeline (DXR library -> SPV_KHR_ray_tracing,
 * src/emit/stages/emit_stage_raytracing.c) on lavapipe: the four entries of
 * tests/corpus/own/dxil/raytracing/full_pipeline_library (raygeneration Gen,
 * miss MissMain, closest hit Hit with a recursive TraceRay, any hit
 * AnyHitMain with IgnoreHit) are translated one by one with --entry, put in
 * one VkPipeline (groups: Gen, MissMain, triangle hit group Hit + AnyHitMain;
 * max recursion depth 2, as the library's RaytracingPipelineConfig), and
 * traced over a W x H grid against three triangles built by vk_accel.c. Every
 * pixel of Output is compared with a host computation from rt_model.c
 * (traversal) and a C transcription of the HLSL:
 *   primary ray (x, y, -1) -> +z, flags NONE: candidates whose
 *   barycentrics.x > 0.9 are ignored by the any-hit shader; nearest left ->
 *   color = tint * (b.x, b.y, 1, 1), then a FORCE_OPAQUE ray reflected about
 *   (0, 0, -1) from the hit point adds 0.5 * (its hit's color, or the miss
 *   color (0, 0, 0, 1)); no hit -> (0, 0, 0, 1).
 * Pixels the model marks ambiguous (an edge within rounding) or whose
 * barycentrics.x lies within 1e-4 of 0.9 are not compared.
 *
 * Usage: raytracing_run [--timeout SEC] DXIL. Exit 0 pass, 1 fail, 77 skip
 * (the device lacks rayTracingPipeline, accelerationStructure or
 * bufferDeviceAddress), 2 usage. Last line:
 * "raytracing_run: N passed, M failed[, K skipped]".
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "harness_child.h"
#include "rt_model.h"
#include "vk_accel.h"
#include "vk_host.h"

enum { CHILD_SKIP = 12, W = 32, H = 16, STAGES = 4, MAX_BINDINGS = 8 };

static const char *const entries[STAGES] = {"Gen", "MissMain", "Hit", "AnyHitMain"};
static const VkShaderStageFlagBits stage_bits[STAGES] = {
    VK_SHADER_STAGE_RAYGEN_BIT_KHR, VK_SHADER_STAGE_MISS_BIT_KHR, VK_SHADER_STAGE_CLOSEST_HIT_BIT_KHR,
    VK_SHADER_STAGE_ANY_HIT_BIT_KHR};
static const float tint[4] = {0.5f, 2.0f, 0.25f, 1.0f};

/* Triangle A at z = 0 (primary rays hit it at t = 1), B at z = -2 behind the
 * ray origins (only reflected rays reach it), C at z = 1 behind A on the
 * right, where the any-hit shader ignores A (barycentrics.x > 0.9 near A's
 * vertex 1) and the ray goes on to C. Non-opaque, so that the any-hit
 * shader runs for primary rays. */
static const float vertices[] = {
    0.3f, 0.2f, 0.0f, 31.6f, 0.45f, 0.0f, 0.55f, 15.7f, 0.0f,
    -1.0f, -1.0f, -2.0f, 80.0f, -1.0f, -2.0f, -1.0f, 40.0f, -2.0f,
    24.3f, -1.1f, 1.0f, 40.0f, -1.1f, 1.0f, 24.3f, 17.7f, 1.0f,
};

static void scene_of(rt_model_scene *s, vk_accel_geometry *g, rt_model_blas *b, vk_accel_instance *inst)
{
    *g = (vk_accel_geometry){.kind = VK_ACCEL_TRIANGLES, .flags = 0, .vertices = vertices, .vertex_count = 9,
                             .triangle_count = 3};
    *b = (rt_model_blas){g, 1};
    memset(inst, 0, sizeof(*inst));
    rt_model_identity(inst->transform);
    inst->mask = 0xFF;
    *s = (rt_model_scene){b, 1, inst, 1};
}

/* ---- the host model ------------------------------------------------------------ */

typedef struct expect {
    bool skip;
    float color[4];
    int kind; /* 0 miss, 1 hit, 2 hit after an ignored candidate, 3 miss after one */
} expect;

static void expected_pixel(const rt_model_scene *s, uint32_t x, uint32_t y, expect *e)
{
    rt_model_hit hits[8];
    rt_model_ray r = {{(float)x, (float)y, -1.0f}, 0.0f, {0, 0, 1}, 1000.0f, 0, 0xFF};
    uint32_t n = rt_model_candidates(s, &r, hits, 8);
    memset(e, 0, sizeof(*e));
    const rt_model_hit *h = NULL;
    bool ignored = false;
    for (uint32_t i = 0; i < n && i < 8; i++) {
        if (hits[i].ambiguous || fabs(hits[i].bary[0] - 0.9) < 1e-4)
            e->skip = true;
        if (!hits[i].opaque && hits[i].bary[0] > 0.9) { /* AnyHitMain: IgnoreHit() */
            ignored = true;
            continue;
        }
        if (!h)
            h = &hits[i];
    }
    if (!h) {
        e->kind = ignored ? 3 : 0;
        e->color[3] = 1.0f;
        return;
    }
    e->kind = ignored ? 2 : 1;
    float b0 = (float)h->bary[0], b1 = (float)h->bary[1];
    float c[4] = {tint[0] * b0, tint[1] * b1, tint[2], tint[3]};
    rt_model_ray q = {{(float)x, (float)y, -1.0f + (float)h->t}, 0.01f, {0, 0, -1}, 100.0f, RT_RAY_FORCE_OPAQUE,
                      0xFF};
    rt_model_hit qh[8];
    uint32_t qn = rt_model_candidates(s, &q, qh, 8);
    float add[4] = {0, 0, 0, 1};
    if (qn) {
        if (qh[0].ambiguous)
            e->skip = true;
        add[0] = tint[0] * (float)qh[0].bary[0];
        add[1] = tint[1] * (float)qh[0].bary[1];
        add[2] = tint[2];
        add[3] = tint[3];
    }
    for (int i = 0; i < 4; i++)
        e->color[i] = c[i] + 0.5f * add[i];
}

/* ---- the pipeline ---------------------------------------------------------------- */

typedef struct rt_gpu {
    vk_context *vk;
    vk_accel accel;
    vk_host_compute c;
    VkShaderModule modules[STAGES];
    VkImage image;
    VkDeviceMemory image_mem;
    VkImageView view;
    VkBuffer ubo, readback;
    VkDeviceMemory ubo_mem, readback_mem;
    void *ubo_map, *readback_map;
    vk_accel_buffer sbt;
} rt_gpu;

#define ERR g->c.err, sizeof(g->c.err)
#define CHECK(x) VK_HOST_CHECK((x), g->c.err, sizeof(g->c.err))

static void gpu_destroy(rt_gpu *g)
{
    vk_host_compute_destroy(g->vk, &g->c);
    for (uint32_t i = 0; i < STAGES; i++)
        if (g->modules[i])
            vkDestroyShaderModule(g->vk->device, g->modules[i], NULL);
    vk_host_free_image(g->vk, g->image, g->image_mem, g->view);
    vk_host_free_buffer(g->vk, g->ubo, g->ubo_mem);
    vk_host_free_buffer(g->vk, g->readback, g->readback_mem);
    vk_accel_free_buffer(g->vk, &g->sbt);
    vk_accel_destroy(&g->accel);
}

static VkDeviceSize align_up(VkDeviceSize v, VkDeviceSize a)
{
    return (v + a - 1) / a * a;
}

static bool trace(rt_gpu *g, dxil2spv_result *const tr[STAGES], const rt_model_scene *s, float *pixels)
{
    vk_context *vk = g->vk;
    VkDevice d = vk->device;
    PFN_vkCreateRayTracingPipelinesKHR create_rt =
        (PFN_vkCreateRayTracingPipelinesKHR)vkGetDeviceProcAddr(d, "vkCreateRayTracingPipelinesKHR");
    PFN_vkGetRayTracingShaderGroupHandlesKHR get_handles =
        (PFN_vkGetRayTracingShaderGroupHandlesKHR)vkGetDeviceProcAddr(d, "vkGetRayTracingShaderGroupHandlesKHR");
    PFN_vkCmdTraceRaysKHR cmd_trace = (PFN_vkCmdTraceRaysKHR)vkGetDeviceProcAddr(d, "vkCmdTraceRaysKHR");
    if (!create_rt || !get_handles || !cmd_trace) {
        snprintf(ERR, "the device does not expose the VK_KHR_ray_tracing_pipeline entry points");
        return false;
    }
    VkPhysicalDeviceRayTracingPipelinePropertiesKHR rtp = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_TRACING_PIPELINE_PROPERTIES_KHR};
    VkPhysicalDeviceProperties2 p2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, .pNext = &rtp};
    vkGetPhysicalDeviceProperties2(vk->physical, &p2);
    if (rtp.maxRayRecursionDepth < 2) {
        snprintf(ERR, "maxRayRecursionDepth %u < 2", rtp.maxRayRecursionDepth);
        return false;
    }

    /* Acceleration structures. */
    if (!vk_accel_init(&g->accel, vk, ERR))
        return false;
    uint32_t bi;
    if (!vk_accel_add_blas(&g->accel, s->blas[0].geometries, s->blas[0].count, &bi, ERR) ||
        !vk_accel_build_tlas(&g->accel, s->instances, s->instance_count, ERR))
        return false;

    /* Descriptor bindings: the union of the four entries' reflections. */
    VkDescriptorSetLayoutBinding lb[MAX_BINDINGS];
    uint32_t nb = 0;
    for (uint32_t st = 0; st < STAGES; st++) {
        const dxil2spv_reflection *refl = tr[st]->reflection;
        for (uint32_t i = 0; i < refl->resource_count; i++) {
            const dxil2spv_reflected_resource *r = &refl->resources[i];
            if (r->set != 0 || r->range_size != 1) {
                snprintf(ERR, "%s: resource %u at set %u with %u descriptors (one at set 0 expected)", entries[st],
                         i, r->set, r->range_size);
                return false;
            }
            uint32_t k = 0;
            while (k < nb && lb[k].binding != r->binding)
                k++;
            if (k == nb) {
                if (nb == MAX_BINDINGS) {
                    snprintf(ERR, "more than %u bindings", MAX_BINDINGS);
                    return false;
                }
                lb[nb++] = (VkDescriptorSetLayoutBinding){r->binding, (VkDescriptorType)r->descriptor_type, 1, 0,
                                                          NULL};
            } else if (lb[k].descriptorType != (VkDescriptorType)r->descriptor_type) {
                snprintf(ERR, "binding %u has two descriptor types across the entries", r->binding);
                return false;
            }
            lb[k].stageFlags |= stage_bits[st];
        }
    }
    if (!vk_host_compute_set_layouts(vk, &g->c, 1, nb, lb))
        return false;
    VkPipelineLayoutCreateInfo pci = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
                                      .setLayoutCount = 1, .pSetLayouts = g->c.set_layouts};
    CHECK(vkCreatePipelineLayout(d, &pci, NULL, &g->c.pipeline_layout));

    /* The pipeline: groups raygen, miss, triangle hit group. */
    VkPipelineShaderStageCreateInfo stages[STAGES];
    for (uint32_t st = 0; st < STAGES; st++) {
        VkShaderModuleCreateInfo mci = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
                                        .codeSize = tr[st]->spirv_word_count * 4, .pCode = tr[st]->spirv};
        CHECK(vkCreateShaderModule(d, &mci, NULL, &g->modules[st]));
        stages[st] = (VkPipelineShaderStageCreateInfo){VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, NULL, 0,
                                                       stage_bits[st], g->modules[st],
                                                       tr[st]->reflection->entry_point, NULL};
    }
    VkRayTracingShaderGroupCreateInfoKHR groups[3] = {
        {VK_STRUCTURE_TYPE_RAY_TRACING_SHADER_GROUP_CREATE_INFO_KHR, NULL, VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR,
         0, VK_SHADER_UNUSED_KHR, VK_SHADER_UNUSED_KHR, VK_SHADER_UNUSED_KHR, NULL},
        {VK_STRUCTURE_TYPE_RAY_TRACING_SHADER_GROUP_CREATE_INFO_KHR, NULL, VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR,
         1, VK_SHADER_UNUSED_KHR, VK_SHADER_UNUSED_KHR, VK_SHADER_UNUSED_KHR, NULL},
        {VK_STRUCTURE_TYPE_RAY_TRACING_SHADER_GROUP_CREATE_INFO_KHR, NULL,
         VK_RAY_TRACING_SHADER_GROUP_TYPE_TRIANGLES_HIT_GROUP_KHR, VK_SHADER_UNUSED_KHR, 2, 3, VK_SHADER_UNUSED_KHR,
         NULL},
    };
    VkRayTracingPipelineCreateInfoKHR rci = {
        .sType = VK_STRUCTURE_TYPE_RAY_TRACING_PIPELINE_CREATE_INFO_KHR, .stageCount = STAGES, .pStages = stages,
        .groupCount = 3, .pGroups = groups, .maxPipelineRayRecursionDepth = 2, .layout = g->c.pipeline_layout};
    CHECK(create_rt(d, VK_NULL_HANDLE, VK_NULL_HANDLE, 1, &rci, NULL, &g->c.pipeline));

    /* Shader binding table: one record per group, each region at a base
     * alignment boundary. */
    uint32_t hs = rtp.shaderGroupHandleSize;
    VkDeviceSize stride = align_up(hs, rtp.shaderGroupHandleAlignment);
    VkDeviceSize region = align_up(stride, rtp.shaderGroupBaseAlignment);
    uint8_t handles[3 * 64];
    if (hs > 64) {
        snprintf(ERR, "shaderGroupHandleSize %u", hs);
        return false;
    }
    CHECK(get_handles(d, g->c.pipeline, 0, 3, 3 * hs, handles));
    if (!vk_accel_make_buffer(vk, 3 * region + rtp.shaderGroupBaseAlignment,
                              VK_BUFFER_USAGE_SHADER_BINDING_TABLE_BIT_KHR, NULL, &g->sbt, ERR))
        return false;
    VkDeviceSize base = align_up(g->sbt.address, rtp.shaderGroupBaseAlignment) - g->sbt.address;
    for (uint32_t i = 0; i < 3; i++)
        memcpy((uint8_t *)g->sbt.map + base + i * region, handles + i * hs, hs);
    VkDeviceAddress a0 = g->sbt.address + base;
    VkStridedDeviceAddressRegionKHR rgen = {a0, stride, stride}, miss = {a0 + region, stride, stride},
                                    hit = {a0 + 2 * region, stride, stride}, callable = {0, 0, 0};

    /* Resources: Scene (acceleration structure), Output (rgba32f storage
     * image), Local (tint). */
    if (!vk_host_make_image(vk, VK_FORMAT_R32G32B32A32_SFLOAT, W, H, 1, 1,
                            VK_IMAGE_USAGE_STORAGE_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT, &g->image, &g->image_mem,
                            &g->view, ERR) ||
        !vk_host_make_buffer(vk, 16, VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT, &g->ubo, &g->ubo_mem, &g->ubo_map, ERR) ||
        !vk_host_make_buffer(vk, W * H * 16, VK_BUFFER_USAGE_TRANSFER_DST_BIT, &g->readback, &g->readback_mem,
                             &g->readback_map, ERR))
        return false;
    memcpy(g->ubo_map, tint, 16);
    VkDescriptorPoolSize ps[3] = {{VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, 1}, {VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, 1},
                                  {VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR, 1}};
    VkDescriptorPoolCreateInfo dpi = {VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, NULL, 0, 1, 3, ps};
    CHECK(vkCreateDescriptorPool(d, &dpi, NULL, &g->c.pool));
    VkDescriptorSet set;
    VkDescriptorSetAllocateInfo dai = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO, NULL, g->c.pool, 1,
                                       &g->c.set_layouts[0]};
    CHECK(vkAllocateDescriptorSets(d, &dai, &set));
    for (uint32_t i = 0; i < nb; i++) {
        VkWriteDescriptorSet w = {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = set,
                                  .dstBinding = lb[i].binding, .descriptorCount = 1,
                                  .descriptorType = lb[i].descriptorType};
        VkWriteDescriptorSetAccelerationStructureKHR asw;
        VkDescriptorImageInfo ii = {VK_NULL_HANDLE, g->view, VK_IMAGE_LAYOUT_GENERAL};
        VkDescriptorBufferInfo bi2 = {g->ubo, 0, 16};
        switch (lb[i].descriptorType) {
        case VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR:
            vk_accel_descriptor_write(&g->accel, set, lb[i].binding, &asw, &w);
            break;
        case VK_DESCRIPTOR_TYPE_STORAGE_IMAGE: w.pImageInfo = &ii; break;
        case VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER: w.pBufferInfo = &bi2; break;
        default:
            snprintf(ERR, "binding %u: unexpected descriptor type %d", lb[i].binding, (int)lb[i].descriptorType);
            return false;
        }
        vkUpdateDescriptorSets(d, 1, &w, 0, NULL);
    }

    if (!vk_host_compute_begin(vk, &g->c))
        return false;
    VkImageMemoryBarrier ib = {.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER, .srcAccessMask = 0,
                               .dstAccessMask = VK_ACCESS_SHADER_WRITE_BIT, .oldLayout = VK_IMAGE_LAYOUT_UNDEFINED,
                               .newLayout = VK_IMAGE_LAYOUT_GENERAL, .srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
                               .dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED, .image = g->image,
                               .subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1}};
    vkCmdPipelineBarrier(g->c.cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_RAY_TRACING_SHADER_BIT_KHR, 0,
                         0, NULL, 0, NULL, 1, &ib);
    vkCmdBindPipeline(g->c.cmd, VK_PIPELINE_BIND_POINT_RAY_TRACING_KHR, g->c.pipeline);
    vkCmdBindDescriptorSets(g->c.cmd, VK_PIPELINE_BIND_POINT_RAY_TRACING_KHR, g->c.pipeline_layout, 0, 1, &set, 0,
                            NULL);
    cmd_trace(g->c.cmd, &rgen, &miss, &hit, &callable, W, H, 1);
    ib.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
    ib.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT;
    ib.oldLayout = VK_IMAGE_LAYOUT_GENERAL;
    ib.newLayout = VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL;
    vkCmdPipelineBarrier(g->c.cmd, VK_PIPELINE_STAGE_RAY_TRACING_SHADER_BIT_KHR, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 0,
                         NULL, 0, NULL, 1, &ib);
    VkBufferImageCopy copy = {0, 0, 0, {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1}, {0, 0, 0}, {W, H, 1}};
    vkCmdCopyImageToBuffer(g->c.cmd, g->image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, g->readback, 1, &copy);
    VkMemoryBarrier mb = {VK_STRUCTURE_TYPE_MEMORY_BARRIER, NULL, VK_ACCESS_TRANSFER_WRITE_BIT,
                          VK_ACCESS_HOST_READ_BIT};
    vkCmdPipelineBarrier(g->c.cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0,
                         NULL);
    if (!vk_host_compute_submit(vk, &g->c))
        return false;
    memcpy(pixels, g->readback_map, W * H * 16);
    return true;
}

/* ---- child process ------------------------------------------------------------------ */

static void child_main(void *arg, int fd)
{
    const char *path = arg;
    vk_context vk;
    vk_context_options vo = {0};
    char err[512], line[2048];
    if (!vk_context_create(&vk, &vo, err, sizeof(err)))
        harness_child_setup_failed(fd, err);
    const char *missing = !vk.ext.ray_tracing_pipeline.rayTracingPipeline
                              ? "the device lacks VK_KHR_ray_tracing_pipeline's rayTracingPipeline feature"
                          : !vk.ext.acceleration_structure.accelerationStructure
                              ? "the device lacks VK_KHR_acceleration_structure's accelerationStructure feature"
                          : !vk.features12.bufferDeviceAddress ? "the device lacks the bufferDeviceAddress feature"
                                                                : NULL;
    if (missing) {
        snprintf(line, sizeof(line), "SKIP raytracing-pipeline: %s (%s)", missing, vk.props.deviceName);
        harness_child_finish(fd, &vk, line, false, CHILD_SKIP);
    }
    size_t size = 0;
    void *dxil = vk_host_read_file(path, &size);
    if (!dxil) {
        snprintf(line, sizeof(line), "FAIL raytracing-pipeline: cannot read %s", path);
        harness_child_finish(fd, &vk, line, false, HARNESS_CHILD_FAIL);
    }
    harness_report(fd, '@', "translating");
    dxil2spv_result *tr[STAGES] = {NULL};
    for (uint32_t st = 0; st < STAGES; st++) {
        dxil2spv_options o;
        dxil2spv_options_init(&o);
        o.entry_point = entries[st];
        tr[st] = dxil2spv_translate(dxil, size, &o);
        if (!tr[st] || tr[st]->status != DXIL2SPV_OK) {
            snprintf(line, sizeof(line), "FAIL raytracing-pipeline: translate --entry %s: %s", entries[st],
                     tr[st] && tr[st]->error ? tr[st]->error : "no result");
            harness_child_finish(fd, &vk, line, false, HARNESS_CHILD_FAIL);
        }
    }
    free(dxil);
    rt_model_scene s;
    vk_accel_geometry geo;
    rt_model_blas blas;
    vk_accel_instance inst;
    scene_of(&s, &geo, &blas, &inst);
    static float pixels[W * H * 4];
    rt_gpu g = {.vk = &vk};
    harness_report(fd, '@', "tracing");
    bool ok = trace(&g, tr, &s, pixels);
    bool hung = !ok && strstr(g.c.err, "VK_TIMEOUT") != NULL;
    if (!hung)
        gpu_destroy(&g);
    for (uint32_t st = 0; st < STAGES; st++)
        dxil2spv_result_free(tr[st]);
    if (!ok) {
        snprintf(line, sizeof(line), "FAIL raytracing-pipeline: %s", g.c.err);
        harness_child_finish(fd, &vk, line, hung, HARNESS_CHILD_FAIL);
    }
    harness_report(fd, '@', "comparing with the host model");
    uint32_t checked = 0, bad = 0, skipped = 0, kinds[4] = {0, 0, 0, 0};
    for (uint32_t y = 0; y < H; y++)
        for (uint32_t x = 0; x < W; x++) {
            expect e;
            expected_pixel(&s, x, y, &e);
            if (e.skip) {
                skipped++;
                continue;
            }
            kinds[e.kind]++;
            const float *p = &pixels[(y * W + x) * 4];
            for (int c = 0; c < 4; c++) {
                checked++;
                if (fabsf(p[c] - e.color[c]) > 1e-4f * (1.0f + fabsf(e.color[c]))) {
                    if (bad++ < 8)
                        printf("pixel (%u, %u).%c: %.6f, expected %.6f\n", x, y, "xyzw"[c], p[c], e.color[c]);
                }
            }
        }
    /* The scene must reach every path: misses, hits (each with a reflected
     * hit), and candidates the any-hit shader ignores. */
    bool covered = kinds[0] && kinds[1] && kinds[2];
    if (!bad && !covered)
        snprintf(line, sizeof(line), "FAIL raytracing-pipeline: the scene gives %u misses, %u hits, %u ignored "
                 "candidates with a hit behind (each needed)", kinds[0], kinds[1], kinds[2]);
    else if (bad)
        snprintf(line, sizeof(line), "FAIL raytracing-pipeline: %u of %u values differ from the host model", bad,
                 checked);
    else
        snprintf(line, sizeof(line),
                 "PASS raytracing-pipeline: %u values, %u pixels (%u missed, %u hit, %u of them behind a "
                 "candidate IgnoreHit dropped, %u misses after one; %u on edges not compared)",
                 checked, W * H - skipped, kinds[0] + kinds[3], kinds[1] + kinds[2], kinds[2], kinds[3], skipped);
    bool pass = !bad && covered;
    harness_child_finish(fd, &vk, line, false, pass ? HARNESS_CHILD_PASS : HARNESS_CHILD_FAIL);
}

int main(int argc, char **argv)
{
    unsigned timeout_s = 120;
    int i = 1;
    if (i + 1 < argc && strcmp(argv[i], "--timeout") == 0) {
        timeout_s = (unsigned)strtoul(argv[i + 1], NULL, 10);
        i += 2;
    }
    if (argc - i != 1 || !timeout_s) {
        fprintf(stderr, "usage: raytracing_run [--timeout SEC] DXIL\n");
        return 2;
    }
    harness_child_outcome out;
    harness_run_child(child_main, argv[i], timeout_s, &out);
    bool exited = !out.timed_out && out.status != -1 && WIFEXITED(out.status);
    int code = exited ? WEXITSTATUS(out.status) : -1;
    if (exited && (code == HARNESS_CHILD_PASS || code == HARNESS_CHILD_FAIL || code == CHILD_SKIP) && out.result[0]) {
        printf("%s\n", out.result);
    } else {
        d2s_ctx ctx;
        d2s_ctx_init(&ctx, NULL);
        printf("FAIL raytracing-pipeline: %s\n", harness_describe_status(&ctx, &out, timeout_s));
        d2s_ctx_release(&ctx);
        code = HARNESS_CHILD_FAIL;
    }
    printf("raytracing_run: %d passed, %d failed%s\n", code == HARNESS_CHILD_PASS,
           code != HARNESS_CHILD_PASS && code != CHILD_SKIP, code == CHILD_SKIP ? ", 1 skipped" : "");
    return code == HARNESS_CHILD_PASS ? 0 : code == CHILD_SKIP ? 77 : 1;
}
