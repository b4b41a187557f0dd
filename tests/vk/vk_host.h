/* Small pieces shared by the single-shader execution tests (feedback_run,
 * dynoffset_run): reading the DXIL, host-visible buffers, images, memory and
 * one compute pipeline's objects on a vk_context. Errors go into the caller's message buffer, as those tests
 * report one line and exit. */
#ifndef D2S_TESTS_VK_HOST_H
#define D2S_TESTS_VK_HOST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "dxil2spv.h"
#include "vk_context.h"

/* Returns false from the calling function with `call` and its VkResult in
 * err, for functions that report through (err, err_size). */
#define VK_HOST_CHECK(call, err, err_size)                                                                         \
    do {                                                                                                           \
        VkResult r_ = (call);                                                                                      \
        if (r_ != VK_SUCCESS) {                                                                                    \
            snprintf((err), (err_size), "%s: %s", #call, vk_result_name(r_));                                      \
            return false;                                                                                          \
        }                                                                                                          \
    } while (0)

enum { VK_HOST_MAX_SETS = 2 };

/* The objects of one translated compute shader's run; zero-initialise,
 * destroy with vk_host_compute_destroy (also after a failure part-way).
 * err receives the message of the first failure. */
typedef struct vk_host_compute {
    char err[512];
    VkDescriptorSetLayout set_layouts[VK_HOST_MAX_SETS];
    uint32_t set_layout_count;
    VkSampler sampler;
    VkPipelineLayout pipeline_layout;
    VkShaderModule module;
    VkPipeline pipeline;
    VkDescriptorPool pool;
    VkCommandBuffer cmd;
    VkFence fence;
} vk_host_compute;

/* A whole file in a malloc'ed buffer; NULL when unreadable or empty. */
void *vk_host_read_file(const char *path, size_t *size);

bool vk_host_alloc_memory(vk_context *vk, VkMemoryRequirements req, VkMemoryPropertyFlags flags,
                          VkDeviceMemory *mem, char *err, size_t err_size);

/* A host-visible, coherent buffer, bound and mapped at *ptr. */
bool vk_host_make_buffer(vk_context *vk, VkDeviceSize size, VkBufferUsageFlags usage, VkBuffer *buf,
                         VkDeviceMemory *mem, void **ptr, char *err, size_t err_size);

/* A 2D (array when layers > 1) optimal-tiling image in device-local memory
 * and a view of all its levels and layers (its depth aspect for a depth
 * format). */
bool vk_host_make_image(vk_context *vk, VkFormat format, uint32_t w, uint32_t h, uint32_t levels, uint32_t layers,
                        VkImageUsageFlags usage, VkImage *image, VkDeviceMemory *mem, VkImageView *view, char *err,
                        size_t err_size);

/* Null handles are skipped. */
void vk_host_free_image(vk_context *vk, VkImage image, VkDeviceMemory mem, VkImageView view);
void vk_host_free_buffer(vk_context *vk, VkBuffer buf, VkDeviceMemory mem);

/* One descriptor set layout per element of `bindings` (count bindings
 * each), in c->set_layouts. */
bool vk_host_compute_set_layouts(vk_context *vk, vk_host_compute *c, uint32_t set_count, uint32_t count,
                                 const VkDescriptorSetLayoutBinding *bindings);

/* The pipeline layout over c->set_layouts, the module of the translation's
 * SPIR-V and the compute pipeline of its reflected entry point. */
bool vk_host_compute_pipeline(vk_context *vk, vk_host_compute *c, const dxil2spv_result *tr);

/* A one-time command buffer, begun. */
bool vk_host_compute_begin(vk_context *vk, vk_host_compute *c);

/* Ends the command buffer, submits it and waits for it (a minute at most:
 * lavapipe runs the shaders on the CPU). */
bool vk_host_compute_submit(vk_context *vk, vk_host_compute *c);

/* Records: bind c's pipeline and descriptor sets 0..set_count-1, dispatch
 * groups_x x 1 x 1 groups. */
void vk_host_cmd_dispatch(vk_host_compute *c, uint32_t set_count, const VkDescriptorSet *sets, uint32_t groups_x);

/* Records a barrier making shader and transfer writes visible to the host. */
void vk_host_cmd_host_barrier(VkCommandBuffer cmd);

/* Begin, dispatch, host barrier, submit and wait: the whole run of a test
 * whose buffers are host-visible. */
bool vk_host_compute_run(vk_context *vk, vk_host_compute *c, uint32_t set_count, const VkDescriptorSet *sets,
                         uint32_t groups_x);

/* Waits for the device to be idle first. */
void vk_host_compute_destroy(vk_context *vk, vk_host_compute *c);

#endif
