/* The Vulkan objects of one draw and the helpers that create them. Every
 * object is recorded in the render_job as soon as it exists, so that
 * rj_destroy() can release a partly built job after a failure anywhere.
 * Failures go through d2s_fail() on the job's context.
 *
 * All work of a test is recorded into one command buffer (uploads, the draw,
 * the read-back copy) and submitted once.
 */
#ifndef RENDER_JOB_H
#define RENDER_JOB_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include <vulkan/vulkan.h>

#include "render_sidecar.h"
#include "util/ctx.h"
#include "vk_context.h"
#include "vk_objects.h"

#define RJ_MAX_SETS VK_OBJECTS_MAX_SETS

_Static_assert(RS_STAGE_COUNT <= VK_OBJECTS_MAX_MODULES, "a shader module per stage");

typedef vk_buffer rj_buffer;
typedef vk_image rj_image;

typedef struct render_job {
    vk_context *vk;
    d2s_ctx *ctx;
    FILE *log; /* verbose output, or NULL */

    vk_objects obj; /* every Vulkan object; obj.cmd is recording from rj_init on */
    bool hung; /* the submission did not finish in time: leave everything alone */
    bool flip_y; /* the shaders flip y (options.flip_y): positive viewport height */
    /* Root-signature mode: push constants [0, push_size) for every stage,
     * set before the draw; 0: none. */
    uint32_t push_size;
    uint32_t push_words[64];
} render_job;

/* Also allocates and begins the command buffer. */
void rj_init(render_job *job, vk_context *vk, d2s_ctx *ctx, FILE *log);
/* Releases everything; safe on a partly built job, a no-op on a hung one. */
void rj_destroy(render_job *job);

/* A host-visible, host-coherent, mapped buffer of `size` bytes (at least 4),
 * zero-filled, then `data_size` bytes of `data` copied to its start. Returns
 * its index in job->obj.buffers. */
uint32_t rj_create_buffer(render_job *job, VkDeviceSize size, VkBufferUsageFlags usage, const void *data,
                          size_t data_size);
/* Adds a texel-buffer view of `format` over the whole buffer. */
void rj_create_buffer_view(render_job *job, uint32_t buffer, VkFormat format);

typedef struct rj_image_desc {
    VkImageType type;
    VkImageViewType view_type;
    VkFormat format;
    uint32_t width, height, depth, layers, mips;
    VkImageUsageFlags usage;
    VkImageCreateFlags flags;
    uint32_t samples; /* 0 or 1: single-sampled */
} rj_image_desc;

/* The aspect of an image of `format`: depth for depth formats, else colour. */
VkImageAspectFlags rj_format_aspect(VkFormat format);

/* A device-local image with a view of all its mips and layers (its format's
 * aspect); its layout is UNDEFINED. Returns its index in job->obj.images. */
uint32_t rj_create_image(render_job *job, const rj_image_desc *desc);

/* Records the copy of `bytes` (mips in order, each with its layers, rows,
 * texels) into the image through a staging buffer, leaving the image in
 * `final_layout` for `dst_stages`. An empty `bytes` zero-fills every mip. */
void rj_record_image_upload(render_job *job, uint32_t image, const rj_image_desc *desc, uint32_t texel_bytes,
                            const uint8_t *bytes, size_t size, VkImageLayout final_layout,
                            VkPipelineStageFlags dst_stages);

/* Records the clear of every mip, layer and sample of the image to `value`,
 * leaving it in `final_layout` for `dst_stages` (multisampled images, which
 * buffer copies cannot fill). */
void rj_record_image_clear(render_job *job, uint32_t image, const rj_image_desc *desc, VkClearColorValue value,
                           VkImageLayout final_layout, VkPipelineStageFlags dst_stages);

/* `compare`: a comparison sampler with `compare_op` (SampleCmp, GatherCmp). */
VkSampler rj_create_sampler(render_job *job, VkFilter filter, VkSamplerMipmapMode mip,
                            VkSamplerAddressMode address, bool compare, VkCompareOp compare_op);

/* Ends the command buffer, submits it and waits at most `timeout_ns`. On a
 * timeout sets job->hung before failing. */
void rj_submit_and_wait(render_job *job, uint64_t timeout_ns);

#endif
