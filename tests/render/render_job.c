/* Vulkan object creation and bookkeeping for one draw. */
#include "render_job.h"

#include <string.h>

void rj_check(render_job *job, VkResult r, const char *what)
{
    if (r != VK_SUCCESS)
        d2s_fail(job->ctx, D2S_ERR_INVALID, "%s failed: %s", what, vk_result_name(r));
}

void rj_init(render_job *job, vk_context *vk, d2s_ctx *ctx, FILE *log)
{
    memset(job, 0, sizeof(*job));
    job->vk = vk;
    job->ctx = ctx;
    job->log = log;
    VkCommandBufferAllocateInfo cai = {
        .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
        .commandPool = vk->command_pool,
        .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
        .commandBufferCount = 1,
    };
    rj_check(job, vkAllocateCommandBuffers(vk->device, &cai, &job->cmd), "vkAllocateCommandBuffers");
    VkCommandBufferBeginInfo bi = {
        .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
        .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT,
    };
    rj_check(job, vkBeginCommandBuffer(job->cmd, &bi), "vkBeginCommandBuffer");
}

void rj_destroy(render_job *job)
{
    if (!job->vk || job->hung)
        return;
    VkDevice dev = job->vk->device;
    if (job->fence)
        vkDestroyFence(dev, job->fence, NULL);
    if (job->cmd)
        vkFreeCommandBuffers(dev, job->vk->command_pool, 1, &job->cmd);
    if (job->pipeline)
        vkDestroyPipeline(dev, job->pipeline, NULL);
    for (int s = 0; s < RS_STAGE_COUNT; s++)
        if (job->modules[s])
            vkDestroyShaderModule(dev, job->modules[s], NULL);
    if (job->pipeline_layout)
        vkDestroyPipelineLayout(dev, job->pipeline_layout, NULL);
    if (job->descriptor_pool)
        vkDestroyDescriptorPool(dev, job->descriptor_pool, NULL);
    for (uint32_t i = 0; i < RJ_MAX_SETS; i++)
        if (job->set_layouts[i])
            vkDestroyDescriptorSetLayout(dev, job->set_layouts[i], NULL);
    for (uint32_t i = 0; i < job->samplers.count; i++)
        vkDestroySampler(dev, job->samplers.data[i], NULL);
    for (uint32_t i = 0; i < job->images.count; i++) {
        rj_image *im = &job->images.data[i];
        if (im->view)
            vkDestroyImageView(dev, im->view, NULL);
        if (im->image)
            vkDestroyImage(dev, im->image, NULL);
        if (im->memory)
            vkFreeMemory(dev, im->memory, NULL);
    }
    for (uint32_t i = 0; i < job->buffers.count; i++) {
        rj_buffer *b = &job->buffers.data[i];
        if (b->view)
            vkDestroyBufferView(dev, b->view, NULL);
        if (b->buffer)
            vkDestroyBuffer(dev, b->buffer, NULL);
        if (b->memory)
            vkFreeMemory(dev, b->memory, NULL);
    }
    memset(job, 0, sizeof(*job));
}

static VkDeviceMemory allocate(render_job *job, VkMemoryRequirements req, VkMemoryPropertyFlags flags,
                               const char *what)
{
    int type = vk_find_memory_type(job->vk, req.memoryTypeBits, flags);
    if (type < 0)
        d2s_fail(job->ctx, D2S_ERR_INVALID, "%s: no memory type with properties 0x%x", what, (unsigned)flags);
    VkMemoryAllocateInfo mai = {
        .sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
        .allocationSize = req.size,
        .memoryTypeIndex = (uint32_t)type,
    };
    VkDeviceMemory mem;
    rj_check(job, vkAllocateMemory(job->vk->device, &mai, NULL, &mem), "vkAllocateMemory");
    return mem;
}

uint32_t rj_create_buffer(render_job *job, VkDeviceSize size, VkBufferUsageFlags usage, const void *data,
                          size_t data_size)
{
    VkDevice dev = job->vk->device;
    if (size < 4)
        size = 4;
    if (data_size > size)
        d2s_fail(job->ctx, D2S_ERR_INTERNAL, "buffer of %llu bytes given %zu bytes of data",
                 (unsigned long long)size, data_size);
    rj_buffer b = {.size = size};
    VkBufferCreateInfo bci = {
        .sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,
        .size = size,
        .usage = usage,
        .sharingMode = VK_SHARING_MODE_EXCLUSIVE,
    };
    rj_check(job, vkCreateBuffer(dev, &bci, NULL, &b.buffer), "vkCreateBuffer");
    d2s_vec_push(job->ctx, &job->buffers, b);
    rj_buffer *pb = &job->buffers.data[job->buffers.count - 1];
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(dev, pb->buffer, &req);
    pb->memory = allocate(job, req, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                          "buffer");
    rj_check(job, vkBindBufferMemory(dev, pb->buffer, pb->memory, 0), "vkBindBufferMemory");
    void *map;
    rj_check(job, vkMapMemory(dev, pb->memory, 0, VK_WHOLE_SIZE, 0, &map), "vkMapMemory");
    pb->map = map;
    memset(pb->map, 0, (size_t)size);
    if (data_size)
        memcpy(pb->map, data, data_size);
    return job->buffers.count - 1;
}

void rj_create_buffer_view(render_job *job, uint32_t buffer, VkFormat format)
{
    rj_buffer *b = &job->buffers.data[buffer];
    VkBufferViewCreateInfo vci = {
        .sType = VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO,
        .buffer = b->buffer,
        .format = format,
        .offset = 0,
        .range = VK_WHOLE_SIZE,
    };
    rj_check(job, vkCreateBufferView(job->vk->device, &vci, NULL, &b->view), "vkCreateBufferView");
}

uint32_t rj_create_image(render_job *job, const rj_image_desc *d)
{
    VkDevice dev = job->vk->device;
    VkImageFormatProperties ifp;
    VkResult r = vkGetPhysicalDeviceImageFormatProperties(job->vk->physical, d->format, d->type,
                                                          VK_IMAGE_TILING_OPTIMAL, d->usage, d->flags, &ifp);
    if (r != VK_SUCCESS || ifp.maxExtent.width < d->width || ifp.maxExtent.height < d->height ||
        ifp.maxArrayLayers < d->layers || ifp.maxMipLevels < d->mips)
        d2s_fail(job->ctx, D2S_ERR_INVALID, "the device cannot make a %ux%u image of format %d with %u layers, %u mips "
                 "and usage 0x%x (%s)", d->width, d->height, (int)d->format, d->layers, d->mips, (unsigned)d->usage,
                 vk_result_name(r));
    rj_image im = {0};
    VkImageCreateInfo ici = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO,
        .flags = d->flags,
        .imageType = d->type,
        .format = d->format,
        .extent = {d->width, d->height, d->depth},
        .mipLevels = d->mips,
        .arrayLayers = d->layers,
        .samples = VK_SAMPLE_COUNT_1_BIT,
        .tiling = VK_IMAGE_TILING_OPTIMAL,
        .usage = d->usage,
        .sharingMode = VK_SHARING_MODE_EXCLUSIVE,
        .initialLayout = VK_IMAGE_LAYOUT_UNDEFINED,
    };
    rj_check(job, vkCreateImage(dev, &ici, NULL, &im.image), "vkCreateImage");
    d2s_vec_push(job->ctx, &job->images, im);
    rj_image *pi = &job->images.data[job->images.count - 1];
    VkMemoryRequirements req;
    vkGetImageMemoryRequirements(dev, pi->image, &req);
    pi->memory = allocate(job, req, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, "image");
    rj_check(job, vkBindImageMemory(dev, pi->image, pi->memory, 0), "vkBindImageMemory");
    VkImageViewCreateInfo vci = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO,
        .image = pi->image,
        .viewType = d->view_type,
        .format = d->format,
        .subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, d->mips, 0, d->layers},
    };
    rj_check(job, vkCreateImageView(dev, &vci, NULL, &pi->view), "vkCreateImageView");
    return job->images.count - 1;
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
        .subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, d->mips, 0, d->layers},
    };
    vkCmdPipelineBarrier(job->cmd, src_stages, dst_stages, 0, 0, NULL, 0, NULL, 1, &b);
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
            .imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, m, 0, d->layers},
            .imageExtent = {w, h, z},
        };
        offset += (uint64_t)w * h * z * d->layers * texel_bytes;
    }
    if (size && size != offset)
        d2s_fail(job->ctx, D2S_ERR_INTERNAL, "image data of %zu bytes for an image of %llu bytes", size,
                 (unsigned long long)offset);
    uint32_t staging = rj_create_buffer(job, offset, VK_BUFFER_USAGE_TRANSFER_SRC_BIT, bytes, size);
    VkImage im = job->images.data[image].image;
    image_barrier(job, im, d, VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 0,
                  VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT);
    vkCmdCopyBufferToImage(job->cmd, job->buffers.data[staging].buffer, im, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
                           d->mips, regions);
    image_barrier(job, im, d, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, final_layout, VK_ACCESS_TRANSFER_WRITE_BIT,
                  VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, dst_stages);
}

VkSampler rj_create_sampler(render_job *job, VkFilter filter, VkSamplerMipmapMode mip, VkSamplerAddressMode address)
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
        .compareEnable = VK_FALSE,
        .minLod = 0.0f,
        .maxLod = VK_LOD_CLAMP_NONE,
        .borderColor = VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK,
        .unnormalizedCoordinates = VK_FALSE,
    };
    VkSampler s;
    rj_check(job, vkCreateSampler(job->vk->device, &sci, NULL, &s), "vkCreateSampler");
    d2s_vec_push(job->ctx, &job->samplers, s);
    return s;
}

void rj_submit_and_wait(render_job *job, uint64_t timeout_ns)
{
    VkDevice dev = job->vk->device;
    rj_check(job, vkEndCommandBuffer(job->cmd), "vkEndCommandBuffer");
    VkFenceCreateInfo fci = {.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    rj_check(job, vkCreateFence(dev, &fci, NULL, &job->fence), "vkCreateFence");
    VkSubmitInfo si = {
        .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO,
        .commandBufferCount = 1,
        .pCommandBuffers = &job->cmd,
    };
    rj_check(job, vkQueueSubmit(job->vk->queue, 1, &si, job->fence), "vkQueueSubmit");
    VkResult r = vkWaitForFences(dev, 1, &job->fence, VK_TRUE, timeout_ns);
    if (r == VK_TIMEOUT) {
        job->hung = true;
        d2s_fail(job->ctx, D2S_ERR_INVALID, "the draw did not finish within %llu s",
                 (unsigned long long)(timeout_ns / 1000000000u));
    }
    rj_check(job, r, "vkWaitForFences");
}
