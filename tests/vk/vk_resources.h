/* Buffers and descriptors for one compute test: the sidecar's resources are
 * matched to the translated shader's reflection by (register class, register
 * number, space), filled, and bound at the set/binding/array element the
 * reflection names. Every Vulkan object of a test is recorded in its vk_job
 * so that vk_job_destroy() can release a partly built job after a failure.
 */
#ifndef VK_RESOURCES_H
#define VK_RESOURCES_H

#include <stdint.h>
#include <stdio.h>

#include <vulkan/vulkan.h>

#include "dxil2spv.h"
#include "sidecar.h"
#include "util/ctx.h"
#include "vk_context.h"
#include "vk_objects.h"

enum { VK_HEAP_RANGES_SET = 7, VK_HEAP_RANGES_BINDING = 20 };
/* --heap-ranges with --texel-buffers: counter addresses at entry
 * element * STRIDE + OFFSET (options.heap_counter_address_stride/offset). */
enum { VK_HEAP_COUNTER_ADDRESS_STRIDE = 2, VK_HEAP_COUNTER_ADDRESS_OFFSET = 1 };

typedef struct vk_job {
    vk_context *vk;
    d2s_ctx *ctx;
    FILE *log; /* verbose output, or NULL */

    vk_objects obj; /* every Vulkan object of the test */

    /* Per sidecar resource: index into obj.buffers, or -1 when the shader does
     * not declare the resource (an unchecked input DXC optimized away). */
    int32_t *resource_buffer;
    /* Per sidecar resource: the UAV counter's buffer, or -1 without one. */
    int32_t *counter_buffer;

    /* Root-signature mode (compute_run --root-signature): buffers get device
     * addresses, and the root arguments are pushed before the dispatch. */
    bool root_signature;
    /* --heap-ranges: the ranges and counter-address buffers are in set
     * VK_HEAP_RANGES_SET, bindings VK_HEAP_RANGES_BINDING and + 1; each
     * sidecar resource's data starts resource_offset[i] bytes into its buffer. */
    bool heap_ranges;
    uint32_t counter_address_stride, counter_address_offset; /* 0, 0: entry = element */
    uint32_t *resource_offset;
    uint32_t push_words[64];
    uint32_t push_size; /* bytes */
} vk_job;

void vk_job_init(vk_job *job, vk_context *vk, d2s_ctx *ctx, FILE *log);
/* Releases every Vulkan object the job holds; safe on a partly built job. */
void vk_job_destroy(vk_job *job);

/* Creates and fills the buffers, the descriptor set layouts, the pool and the
 * sets. Fails (d2s_fail) with a message naming the resource when the sidecar
 * and the reflection disagree or the device cannot provide what is needed. */
void vk_bind_resources(vk_job *job, const dxil2spv_reflection *refl, const sc_run *run);

/* vk_bind_resources for a translation with a root signature (heap model):
 * builds the pipeline layout's sets from refl->heap_arrays only (each
 * array HEAP_SIZE descriptors, all filled), writes each table resource at
 * element (its table's offset, chosen here) + table_offset + register -
 * lower_bound, and fills job->push_words from the pipeline layout: table
 * offsets, root constants from the sidecar's data, buffer addresses of the
 * root descriptors. Needs job->root_signature set before the call. */
void vk_bind_resources_rootsig(vk_job *job, const dxil2spv_reflection *refl, const sc_run *run);

/* VkFormat of a DXGI-style format name without the DXGI_FORMAT_ prefix
 * ("R32G32B32A32_FLOAT"), with the size of one texel; false if unknown. */
bool vk_texel_format(const char *dxgi_name, VkFormat *format, uint32_t *texel_size);

#endif
