/* One ray-tracing pipeline run for execution tests (VK_KHR_ray_tracing_pipeline
 * on translated DXR library entries): the descriptor set of the union of the
 * entries' reflected resources (set 0; acceleration structures from a
 * vk_accel, RWTexture2D<float4> u0 the output image, other buffers from the
 * caller), the pipeline with its shader groups, a shader binding table whose
 * records carry each group's local root arguments after its handle, one
 * vkCmdTraceRaysKHR over W x H (plus, for root-signature tables, the
 * uniform-buffer heap array in its own set) and the output image read back as float4
 * pixels.
 *
 * Errors go into p->c.err (vk_host.h's convention); "VK_TIMEOUT" in it
 * means the device may still be busy (do not destroy then).
 */
#ifndef D2S_TESTS_RT_PIPELINE_H
#define D2S_TESTS_RT_PIPELINE_H

#include <stdbool.h>
#include <stdint.h>

#include <vulkan/vulkan.h>

#include "dxil2spv.h"
#include "vk_accel.h"
#include "vk_host.h"

enum { RT_PIPELINE_MAX_STAGES = 8, RT_PIPELINE_MAX_GROUPS = 8, RT_PIPELINE_MAX_RECORD = 256, RT_PIPELINE_HEAP_SIZE = 8 };

/* An element of the uniform-buffer descriptor-heap array (root-signature
 * tables index it; dxil2spv_reflection.heap_arrays says where it is). */
typedef struct rt_heap_element {
    uint32_t element;
    VkBuffer buffer;
    VkDeviceSize size;
} rt_heap_element;

typedef struct rt_group_desc {
    VkRayTracingShaderGroupTypeKHR type;
    uint32_t general, closest_hit, any_hit, intersection; /* stage indices or VK_SHADER_UNUSED_KHR */
    const void *record;      /* local root arguments (the shader record after the handle); NULL: none */
    uint32_t record_size;
} rt_group_desc;

/* Groups in shader-binding-table order: one raygen group, miss_count miss
 * groups, hit_count hit groups, then callable groups. */
typedef struct rt_pipeline_desc {
    uint32_t stage_count;
    dxil2spv_result *const *stages;
    const VkShaderStageFlagBits *stage_bits;
    uint32_t group_count, miss_count, hit_count;
    const rt_group_desc *groups;
    uint32_t max_recursion;
    uint32_t width, height;
    /* The uniform-buffer heap array, RT_PIPELINE_HEAP_SIZE elements: these,
     * the rest heap_fill. Other heap arrays are not supported. */
    const rt_heap_element *heap;
    uint32_t heap_count;
    VkBuffer heap_fill;
    VkDeviceSize heap_fill_size;
} rt_pipeline_desc;

/* A buffer bound to the resource of class `cls` (0 SRV, 1 UAV, 2 CBV) at
 * register `reg`, space 0. */
typedef struct rt_buffer_binding {
    uint32_t cls, reg;
    VkBuffer buffer;
    VkDeviceSize size;
} rt_buffer_binding;

typedef struct rt_pipeline {
    vk_context *vk;
    vk_host_compute c;
    VkShaderModule modules[RT_PIPELINE_MAX_STAGES];
    VkImage image;
    VkDeviceMemory image_mem;
    VkImageView view;
    VkBuffer readback;
    VkDeviceMemory readback_mem;
    void *readback_map;
    vk_accel_buffer sbt;
    VkDescriptorSetLayout heap_layout, empty_layout; /* the heap array's set, and the sets below it */
} rt_pipeline;

/* Why the device cannot run these tests (naming the feature), or NULL. */
const char *rt_pipeline_unsupported(const vk_context *vk);

/* Builds and runs everything; `pixels` receives width * height float4.
 * `accel` may be NULL when no entry traces rays. */
bool rt_pipeline_run(rt_pipeline *p, const rt_pipeline_desc *d, const vk_accel *accel,
                     const rt_buffer_binding *buffers, uint32_t buffer_count, float *pixels);

void rt_pipeline_destroy(rt_pipeline *p);

#endif
