/* The Vulkan objects of one test, tracked in one place. Each object is
 * recorded here as soon as it exists, so that vk_objects_destroy() can
 * release a partly built test after a failure anywhere (d2s_fail() unwinds
 * past the code that created it). Shared by the compute, render and
 * cfgdiff harnesses; failures go through d2s_fail() on `ctx`. */
#ifndef VK_OBJECTS_H
#define VK_OBJECTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <vulkan/vulkan.h>

#include "util/ctx.h"
#include "vk_context.h"

#define VK_OBJECTS_MAX_SETS 32
#define VK_OBJECTS_MAX_MODULES 5 /* one per graphics stage; compute uses [0] */

typedef struct vk_buffer {
    VkBuffer buffer;
    VkDeviceMemory memory;
    VkBufferView view; /* texel buffers only */
    uint8_t *map;      /* persistently mapped, host-coherent */
    VkDeviceSize size;
} vk_buffer;

typedef struct vk_image {
    VkImage image;
    VkDeviceMemory memory;
    VkImageView view;
} vk_image;

typedef struct vk_objects {
    vk_context *vk;
    d2s_ctx *ctx;

    D2S_VEC(vk_buffer) buffers;
    D2S_VEC(vk_image) images;
    D2S_VEC(VkSampler) samplers;

    uint32_t set_count;
    VkDescriptorSetLayout set_layouts[VK_OBJECTS_MAX_SETS];
    VkDescriptorPool descriptor_pool;
    VkDescriptorSet sets[VK_OBJECTS_MAX_SETS];

    VkPipelineLayout pipeline_layout;
    VkShaderModule modules[VK_OBJECTS_MAX_MODULES];
    VkPipeline pipeline;

    VkCommandBuffer cmd;
    VkFence fence;
} vk_objects;

void vk_objects_init(vk_objects *o, vk_context *vk, d2s_ctx *ctx);
/* Releases every object and forgets it (the set count too); safe on a
 * partly built set. Never call it while the device may still use them. */
void vk_objects_destroy(vk_objects *o);

/* Fails naming `what` and the result unless r is VK_SUCCESS. */
void vk_check(d2s_ctx *ctx, VkResult r, const char *what);

/* Memory of a type with `flags` for `req`; fails naming `what` if none. */
VkDeviceMemory vk_objects_allocate(vk_objects *o, VkMemoryRequirements req, VkMemoryPropertyFlags flags,
                                   const char *what);

/* A host-visible, host-coherent, persistently mapped buffer of `size` bytes,
 * zero-filled, then `init_size` bytes of `init` copied to its start. Returns
 * its index in o->buffers. */
uint32_t vk_objects_create_buffer(vk_objects *o, VkDeviceSize size, VkBufferUsageFlags usage, const void *init,
                                  size_t init_size);

/* Allocates o->cmd and begins it for one submission. */
void vk_objects_begin_commands(vk_objects *o);

/* Ends o->cmd, submits it with a new o->fence and waits at most timeout_ns
 * scaled by test_time_limit_ns() (time_limit.h).
 * Returns false if it did not finish in time: the device may still be
 * using every object, so the caller must not destroy them. */
bool vk_objects_submit_and_wait(vk_objects *o, uint64_t timeout_ns);

#endif
