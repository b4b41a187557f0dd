/* Vulkan object creation and bookkeeping for one draw. */
#include "render_job.h"
#include "time_limit.h"

#include <string.h>

void rj_init(render_job *job, vk_context *vk, d2s_ctx *ctx, FILE *log)
{
    memset(job, 0, sizeof(*job));
    job->vk = vk;
    job->ctx = ctx;
    job->log = log;
    vk_objects_init(&job->obj, vk, ctx);
    vk_objects_begin_commands(&job->obj);
}

void rj_destroy(render_job *job)
{
    if (!job->vk || job->hung)
        return;
    vk_objects_destroy(&job->obj);
    memset(job, 0, sizeof(*job));
}

uint32_t rj_create_buffer(render_job *job, VkDeviceSize size, VkBufferUsageFlags usage, const void *data,
                          size_t data_size)
{
    if (size < 4)
        size = 4;
    return vk_objects_create_buffer(&job->obj, size, usage, data, data_size);
}

void rj_create_buffer_view(render_job *job, uint32_t buffer, VkFormat format)
{
    rj_buffer *b = &job->obj.buffers.data[buffer];
    VkBufferViewCreateInfo vci = {
        .sType = VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO,
        .buffer = b->buffer,
        .format = format,
        .offset = 0,
        .range = VK_WHOLE_SIZE,
    };
    vk_check(job->ctx, vkCreateBufferView(job->vk->device, &vci, NULL, &b->view), "vkCreateBufferView");
}

VkImageAspectFlags rj_format_aspect(VkFormat format)
{
    switch (format) {
    case VK_FORMAT_D16_UNORM: case VK_FORMAT_D32_SFLOAT: case VK_FORMAT_X8_D24_UNORM_PACK32:
        return VK_IMAGE_ASPECT_DEPTH_BIT;
    case VK_FORMAT_D32_SFLOAT_S8_UINT: case VK_FORMAT_D24_UNORM_S8_UINT:
        return VK_IMAGE_ASPECT_DEPTH_BIT | VK_IMAGE_ASPECT_STENCIL_BIT;
    default:
        return VK_IMAGE_ASPECT_COLOR_BIT;
    }
}

uint32_t rj_create_image(render_job *job, const rj_image_desc *d)
{
    VkDevice dev = job->vk->device;
    VkImageFormatProperties ifp;
    uint32_t samples = d->samples ? d->samples : 1;
    VkResult r = vkGetPhysicalDeviceImageFormatProperties(job->vk->physical, d->format, d->type,
                                                          VK_IMAGE_TILING_OPTIMAL, d->usage, d->flags, &ifp);
    if (r != VK_SUCCESS || ifp.maxExtent.width < d->width || ifp.maxExtent.height < d->height ||
        ifp.maxArrayLayers < d->layers || ifp.maxMipLevels < d->mips || !(ifp.sampleCounts & samples))
        d2s_fail(job->ctx, D2S_ERR_INVALID, "the device cannot make a %ux%u image of format %d with %u layers, %u mips, "
                 "%u samples and usage 0x%x (%s)", d->width, d->height, (int)d->format, d->layers, d->mips, samples,
                 (unsigned)d->usage, vk_result_name(r));
    rj_image im = {0};
    VkImageCreateInfo ici = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO,
        .flags = d->flags,
        .imageType = d->type,
        .format = d->format,
        .extent = {d->width, d->height, d->depth},
        .mipLevels = d->mips,
        .arrayLayers = d->layers,
        .samples = (VkSampleCountFlagBits)samples,
        .tiling = VK_IMAGE_TILING_OPTIMAL,
        .usage = d->usage,
        .sharingMode = VK_SHARING_MODE_EXCLUSIVE,
        .initialLayout = VK_IMAGE_LAYOUT_UNDEFINED,
    };
    vk_check(job->ctx, vkCreateImage(dev, &ici, NULL, &im.image), "vkCreateImage");
    d2s_vec_push(job->ctx, &job->obj.images, im);
    rj_image *pi = &job->obj.images.data[job->obj.images.count - 1];
    VkMemoryRequirements req;
    vkGetImageMemoryRequirements(dev, pi->image, &req);
    pi->memory = vk_objects_allocate(&job->obj, req, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, "image");
    vk_check(job->ctx, vkBindImageMemory(dev, pi->image, pi->memory, 0), "vkBindImageMemory");
    VkImageViewCreateInfo vci = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO,
        .image = pi->image,
        .viewType = d->view_type,
        .format = d->format,
        .subresourceRange = {rj_format_aspect(d->format), 0, d->mips, 0, d->layers},
    };
    vk_check(job->ctx, vkCreateImageView(dev, &vci, NULL, &pi->view), "vkCreateImageView");
    return job->obj.images.count - 1;
}

static void image_barrier(render_job *job, VkImage image, const rj_image_desc *d, VkImageLayout from,
                          VkImageLayout to, VkAccessFlags src_access, VkAccessFlags dst_access,
                          VkPipelineStageFlags src_stages, VkPipelineStageFlags dst_stages)
{
    VkImageMemoryBarrier b = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER,
        .srcAccessMask = src_access,
        .dstAccessMask = dst_access,
        .oldLayout = from,
        .newLayout = to,
        .srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
        .dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
        .image = image,
        .subresourceRange = {rj_format_aspect(d->format), 0, d->mips, 0, d->layers},
    };
    vkCmdPipelineBarrier(job->obj.cmd, src_stages, dst_stages, 0, 0, NULL, 0, NULL, 1, &b);
}

void rj_record_image_upload(render_job *job, uint32_t image, const rj_image_desc *d, uint32_t texel_bytes,
                            const uint8_t *bytes, size_t size, VkImageLayout final_layout,
                            VkPipelineStageFlags dst_stages)
{
    /* Mip m is max(1, size >> m) in each dimension; the sidecar's data is
     * exactly the concatenation of the mips, so the sizes must agree. */
    VkBufferImageCopy regions[16];
    if (d->mips > 16)
        d2s_fail(job->ctx, D2S_ERR_INTERNAL, "%u mips (at most 16)", d->mips);
    uint64_t offset = 0;
    for (uint32_t m = 0; m < d->mips; m++) {
        uint32_t w = d->width >> m ? d->width >> m : 1;
        uint32_t h = d->height >> m ? d->height >> m : 1;
        uint32_t z = d->depth >> m ? d->depth >> m : 1;
        regions[m] = (VkBufferImageCopy){
            .bufferOffset = offset,
            .imageSubresource = {rj_format_aspect(d->format), m, 0, d->layers},
            .imageExtent = {w, h, z},
        };
        offset += (uint64_t)w * h * z * d->layers * texel_bytes;
    }
    if (size && size != offset)
        d2s_fail(job->ctx, D2S_ERR_INTERNAL, "image data of %zu bytes for an image of %llu bytes", size,
                 (unsigned long long)offset);
    uint32_t staging = rj_create_buffer(job, offset, VK_BUFFER_USAGE_TRANSFER_SRC_BIT, bytes, size);
    VkImage im = job->obj.images.data[image].image;
    image_barrier(job, im, d, VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 0,
                  VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT);
    vkCmdCopyBufferToImage(job->obj.cmd, job->obj.buffers.data[staging].buffer, im, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
                           d->mips, regions);
    image_barrier(job, im, d, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, final_layout, VK_ACCESS_TRANSFER_WRITE_BIT,
                  VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, dst_stages);
}

void rj_record_image_clear(render_job *job, uint32_t image, const rj_image_desc *d, VkClearColorValue value,
                           VkImageLayout final_layout, VkPipelineStageFlags dst_stages)
{
    VkImage im = job->obj.images.data[image].image;
    image_barrier(job, im, d, VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 0,
                  VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT);
    VkImageSubresourceRange range = {rj_format_aspect(d->format), 0, d->mips, 0, d->layers};
    vkCmdClearColorImage(job->obj.cmd, im, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, &value, 1, &range);
    image_barrier(job, im, d, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, final_layout, VK_ACCESS_TRANSFER_WRITE_BIT,
                  VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, dst_stages);
}

VkSampler rj_create_sampler(render_job *job, VkFilter filter, VkSamplerMipmapMode mip, VkSamplerAddressMode address,
                            bool compare, VkCompareOp compare_op)
{
    VkSamplerCreateInfo sci = {
        .sType = VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO,
        .magFilter = filter,
        .minFilter = filter,
        .mipmapMode = mip,
        .addressModeU = address,
        .addressModeV = address,
        .addressModeW = address,
        .mipLodBias = 0.0f,
        .anisotropyEnable = VK_FALSE,
        .compareEnable = compare,
        .compareOp = compare ? compare_op : VK_COMPARE_OP_NEVER,
        .minLod = 0.0f,
        .maxLod = VK_LOD_CLAMP_NONE,
        .borderColor = VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK,
        .unnormalizedCoordinates = VK_FALSE,
    };
    VkSampler s;
    vk_check(job->ctx, vkCreateSampler(job->vk->device, &sci, NULL, &s), "vkCreateSampler");
    d2s_vec_push(job->ctx, &job->obj.samplers, s);
    return s;
}

void rj_submit_and_wait(render_job *job, uint64_t timeout_ns)
{
    if (!vk_objects_submit_and_wait(&job->obj, timeout_ns)) {
        job->hung = true;
        d2s_fail(job->ctx, D2S_ERR_INVALID, "the draw did not finish within %llu s",
                 (unsigned long long)(test_time_limit_ns(timeout_ns) / 1000000000u));
    }
}
