#include "vk_host.h"
#include "time_limit.h"

#include <stdio.h>
#include <stdlib.h>

#define HOST_CHECK(call) VK_HOST_CHECK(call, err, err_size)

void *vk_host_read_file(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    void *p = n > 0 ? malloc((size_t)n) : NULL;
    if (p && fread(p, 1, (size_t)n, f) != (size_t)n) {
        free(p);
        p = NULL;
    }
    fclose(f);
    *size = (size_t)n;
    return p;
}

bool vk_host_alloc_memory(vk_context *vk, VkMemoryRequirements req, VkMemoryPropertyFlags flags,
                          VkDeviceMemory *mem, char *err, size_t err_size)
{
    int type = vk_find_memory_type(vk, req.memoryTypeBits, flags);
    if (type < 0) {
        snprintf(err, err_size, "no memory type with flags 0x%x", (unsigned)flags);
        return false;
    }
    VkMemoryAllocateInfo ai = {VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, NULL, req.size, (uint32_t)type};
    HOST_CHECK(vkAllocateMemory(vk->device, &ai, NULL, mem));
    return true;
}

bool vk_host_make_buffer(vk_context *vk, VkDeviceSize size, VkBufferUsageFlags usage, VkBuffer *buf,
                         VkDeviceMemory *mem, void **ptr, char *err, size_t err_size)
{
    VkBufferCreateInfo bi = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, .size = size, .usage = usage};
    HOST_CHECK(vkCreateBuffer(vk->device, &bi, NULL, buf));
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(vk->device, *buf, &req);
    if (!vk_host_alloc_memory(vk, req, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, mem,
                              err, err_size))
        return false;
    HOST_CHECK(vkBindBufferMemory(vk->device, *buf, *mem, 0));
    HOST_CHECK(vkMapMemory(vk->device, *mem, 0, VK_WHOLE_SIZE, 0, ptr));
    return true;
}

bool vk_host_make_image(vk_context *vk, VkFormat format, uint32_t w, uint32_t h, uint32_t levels, uint32_t layers,
                        VkImageUsageFlags usage, VkImage *image, VkDeviceMemory *mem, VkImageView *view, char *err,
                        size_t err_size)
{
    bool depth = format == VK_FORMAT_D32_SFLOAT || format == VK_FORMAT_D16_UNORM;
    VkImageAspectFlags aspect = depth ? VK_IMAGE_ASPECT_DEPTH_BIT : VK_IMAGE_ASPECT_COLOR_BIT;
    VkImageCreateInfo ici = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO, .imageType = VK_IMAGE_TYPE_2D, .format = format,
        .extent = {w, h, 1}, .mipLevels = levels, .arrayLayers = layers, .samples = VK_SAMPLE_COUNT_1_BIT,
        .tiling = VK_IMAGE_TILING_OPTIMAL, .usage = usage, .initialLayout = VK_IMAGE_LAYOUT_UNDEFINED,
    };
    HOST_CHECK(vkCreateImage(vk->device, &ici, NULL, image));
    VkMemoryRequirements req;
    vkGetImageMemoryRequirements(vk->device, *image, &req);
    if (!vk_host_alloc_memory(vk, req, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, mem, err, err_size))
        return false;
    HOST_CHECK(vkBindImageMemory(vk->device, *image, *mem, 0));
    VkImageViewCreateInfo vci = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO, .image = *image,
        .viewType = layers > 1 ? VK_IMAGE_VIEW_TYPE_2D_ARRAY : VK_IMAGE_VIEW_TYPE_2D,
        .format = format, .subresourceRange = {aspect, 0, levels, 0, layers},
    };
    HOST_CHECK(vkCreateImageView(vk->device, &vci, NULL, view));
    return true;
}

void vk_host_free_image(vk_context *vk, VkImage image, VkDeviceMemory mem, VkImageView view)
{
    if (view)
        vkDestroyImageView(vk->device, view, NULL);
    if (image)
        vkDestroyImage(vk->device, image, NULL);
    if (mem)
        vkFreeMemory(vk->device, mem, NULL);
}

void vk_host_free_buffer(vk_context *vk, VkBuffer buf, VkDeviceMemory mem)
{
    if (buf)
        vkDestroyBuffer(vk->device, buf, NULL);
    if (mem)
        vkFreeMemory(vk->device, mem, NULL);
}

#define COMPUTE_CHECK(call) VK_HOST_CHECK(call, c->err, sizeof(c->err))

bool vk_host_compute_set_layouts(vk_context *vk, vk_host_compute *c, uint32_t set_count, uint32_t count,
                                 const VkDescriptorSetLayoutBinding *bindings)
{
    if (set_count > VK_HOST_MAX_SETS) {
        snprintf(c->err, sizeof(c->err), "%u descriptor sets, at most %d", set_count, VK_HOST_MAX_SETS);
        return false;
    }
    for (uint32_t i = 0; i < set_count; i++) {
        VkDescriptorSetLayoutCreateInfo lci = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO, NULL, 0, count,
                                               bindings + (size_t)i * count};
        COMPUTE_CHECK(vkCreateDescriptorSetLayout(vk->device, &lci, NULL, &c->set_layouts[i]));
        c->set_layout_count = i + 1;
    }
    return true;
}

bool vk_host_compute_pipeline(vk_context *vk, vk_host_compute *c, const dxil2spv_result *tr)
{
    VkDevice d = vk->device;
    VkPipelineLayoutCreateInfo pci = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
                                      .setLayoutCount = c->set_layout_count, .pSetLayouts = c->set_layouts};
    COMPUTE_CHECK(vkCreatePipelineLayout(d, &pci, NULL, &c->pipeline_layout));
    VkShaderModuleCreateInfo mci = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
                                    .codeSize = tr->spirv_word_count * 4, .pCode = tr->spirv};
    COMPUTE_CHECK(vkCreateShaderModule(d, &mci, NULL, &c->module));
    VkComputePipelineCreateInfo cpi = {
        .sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
        .stage = {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, NULL, 0, VK_SHADER_STAGE_COMPUTE_BIT, c->module,
                  tr->reflection->entry_point, NULL},
        .layout = c->pipeline_layout,
    };
    COMPUTE_CHECK(vkCreateComputePipelines(d, VK_NULL_HANDLE, 1, &cpi, NULL, &c->pipeline));
    return true;
}

bool vk_host_compute_begin(vk_context *vk, vk_host_compute *c)
{
    VkCommandBufferAllocateInfo cai = {VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO, NULL, vk->command_pool,
                                       VK_COMMAND_BUFFER_LEVEL_PRIMARY, 1};
    COMPUTE_CHECK(vkAllocateCommandBuffers(vk->device, &cai, &c->cmd));
    VkCommandBufferBeginInfo bi = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
                                   .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT};
    COMPUTE_CHECK(vkBeginCommandBuffer(c->cmd, &bi));
    return true;
}

bool vk_host_compute_submit(vk_context *vk, vk_host_compute *c)
{
    COMPUTE_CHECK(vkEndCommandBuffer(c->cmd));
    VkFenceCreateInfo fci = {.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    COMPUTE_CHECK(vkCreateFence(vk->device, &fci, NULL, &c->fence));
    VkSubmitInfo si = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .commandBufferCount = 1, .pCommandBuffers = &c->cmd};
    COMPUTE_CHECK(vkQueueSubmit(vk->queue, 1, &si, c->fence));
    COMPUTE_CHECK(vkWaitForFences(vk->device, 1, &c->fence, VK_TRUE, test_time_limit_ns(60ull * 1000000000ull)));
    return true;
}

void vk_host_cmd_dispatch(vk_host_compute *c, uint32_t set_count, const VkDescriptorSet *sets, uint32_t groups_x)
{
    vkCmdBindPipeline(c->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, c->pipeline);
    if (set_count)
        vkCmdBindDescriptorSets(c->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, c->pipeline_layout, 0, set_count, sets, 0,
                                NULL);
    vkCmdDispatch(c->cmd, groups_x, 1, 1);
}

void vk_host_cmd_host_barrier(VkCommandBuffer cmd)
{
    VkMemoryBarrier mb = {VK_STRUCTURE_TYPE_MEMORY_BARRIER, NULL,
                          VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT, VK_ACCESS_HOST_READ_BIT};
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                         VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
}

bool vk_host_compute_run(vk_context *vk, vk_host_compute *c, uint32_t set_count, const VkDescriptorSet *sets,
                         uint32_t groups_x)
{
    if (!vk_host_compute_begin(vk, c))
        return false;
    vk_host_cmd_dispatch(c, set_count, sets, groups_x);
    vk_host_cmd_host_barrier(c->cmd);
    return vk_host_compute_submit(vk, c);
}

void vk_host_compute_destroy(vk_context *vk, vk_host_compute *c)
{
    VkDevice d = vk->device;
    vkDeviceWaitIdle(d);
    if (c->fence)
        vkDestroyFence(d, c->fence, NULL);
    if (c->cmd)
        vkFreeCommandBuffers(d, vk->command_pool, 1, &c->cmd);
    if (c->pool)
        vkDestroyDescriptorPool(d, c->pool, NULL);
    if (c->pipeline)
        vkDestroyPipeline(d, c->pipeline, NULL);
    if (c->module)
        vkDestroyShaderModule(d, c->module, NULL);
    if (c->pipeline_layout)
        vkDestroyPipelineLayout(d, c->pipeline_layout, NULL);
    for (uint32_t i = 0; i < VK_HOST_MAX_SETS; i++)
        if (c->set_layouts[i])
            vkDestroyDescriptorSetLayout(d, c->set_layouts[i], NULL);
    if (c->sampler)
        vkDestroySampler(d, c->sampler, NULL);
}
