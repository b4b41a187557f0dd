/* Creation and release of the Vulkan objects of one test. */
#include "vk_objects.h"

#include "time_limit.h"

#include <string.h>

void vk_check(d2s_ctx *ctx, VkResult r, const char *what)
{
    if (r != VK_SUCCESS)
        d2s_fail(ctx, D2S_ERR_INTERNAL, "vulkan: %s failed: %s", what, vk_result_name(r));
}

void vk_objects_init(vk_objects *o, vk_context *vk, d2s_ctx *ctx)
{
    memset(o, 0, sizeof(*o));
    o->vk = vk;
    o->ctx = ctx;
}

void vk_objects_destroy(vk_objects *o)
{
    if (!o->vk)
        return;
    VkDevice dev = o->vk->device;
    if (o->fence)
        vkDestroyFence(dev, o->fence, NULL);
    if (o->cmd)
        vkFreeCommandBuffers(dev, o->vk->command_pool, 1, &o->cmd);
    if (o->pipeline)
        vkDestroyPipeline(dev, o->pipeline, NULL);
    for (int s = 0; s < VK_OBJECTS_MAX_MODULES; s++)
        if (o->modules[s])
            vkDestroyShaderModule(dev, o->modules[s], NULL);
    if (o->pipeline_layout)
        vkDestroyPipelineLayout(dev, o->pipeline_layout, NULL);
    if (o->descriptor_pool)
        vkDestroyDescriptorPool(dev, o->descriptor_pool, NULL);
    for (uint32_t i = 0; i < VK_OBJECTS_MAX_SETS; i++)
        if (o->set_layouts[i])
            vkDestroyDescriptorSetLayout(dev, o->set_layouts[i], NULL);
    for (uint32_t i = 0; i < o->samplers.count; i++)
        vkDestroySampler(dev, o->samplers.data[i], NULL);
    for (uint32_t i = 0; i < o->images.count; i++) {
        vk_image *im = &o->images.data[i];
        if (im->view)
            vkDestroyImageView(dev, im->view, NULL);
        if (im->image)
            vkDestroyImage(dev, im->image, NULL);
        if (im->memory)
            vkFreeMemory(dev, im->memory, NULL);
    }
    for (uint32_t i = 0; i < o->buffers.count; i++) {
        vk_buffer *b = &o->buffers.data[i];
        if (b->view)
            vkDestroyBufferView(dev, b->view, NULL);
        if (b->buffer)
            vkDestroyBuffer(dev, b->buffer, NULL);
        if (b->map)
            vkUnmapMemory(dev, b->memory);
        if (b->memory)
            vkFreeMemory(dev, b->memory, NULL);
    }
    /* The arena owns the vectors' memory; only the handles are forgotten. */
    vk_objects_init(o, o->vk, o->ctx);
}

/* alloc_flags: VkMemoryAllocateFlags (DEVICE_ADDRESS for buffers read by
 * address), 0 for none. */
static VkDeviceMemory allocate_with(vk_objects *o, VkMemoryRequirements req, VkMemoryPropertyFlags flags,
                                    const char *what, VkMemoryAllocateFlags alloc_flags);

VkDeviceMemory vk_objects_allocate(vk_objects *o, VkMemoryRequirements req, VkMemoryPropertyFlags flags,
                                   const char *what)
{
    return allocate_with(o, req, flags, what, 0);
}

static VkDeviceMemory allocate_with(vk_objects *o, VkMemoryRequirements req, VkMemoryPropertyFlags flags,
                                    const char *what, VkMemoryAllocateFlags alloc_flags)
{
    int type = vk_find_memory_type(o->vk, req.memoryTypeBits, flags);
    if (type < 0)
        d2s_fail(o->ctx, D2S_ERR_UNSUPPORTED, "vulkan: %s: no memory type with properties 0x%x", what,
                 (unsigned)flags);
    VkMemoryAllocateFlagsInfo fi = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO, .flags = alloc_flags};
    VkMemoryAllocateInfo mai = {
        .sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
        .pNext = alloc_flags ? &fi : NULL,
        .allocationSize = req.size,
        .memoryTypeIndex = (uint32_t)type,
    };
    VkDeviceMemory mem;
    vk_check(o->ctx, vkAllocateMemory(o->vk->device, &mai, NULL, &mem), "vkAllocateMemory");
    return mem;
}

uint32_t vk_objects_create_buffer(vk_objects *o, VkDeviceSize size, VkBufferUsageFlags usage, const void *init,
                                  size_t init_size)
{
    VkDevice dev = o->vk->device;
    if (init_size > size)
        d2s_fail(o->ctx, D2S_ERR_INTERNAL, "buffer of %llu bytes given %zu bytes of data", (unsigned long long)size,
                 init_size);
    /* Record the (empty) slot first so that a failure below still releases
     * whatever was created. */
    vk_buffer b = {.size = size};
    d2s_vec_push(o->ctx, &o->buffers, b);
    uint32_t index = o->buffers.count - 1;
    vk_buffer *slot = &o->buffers.data[index];
    VkBufferCreateInfo bci = {
        .sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,
        .size = size,
        .usage = usage,
        .sharingMode = VK_SHARING_MODE_EXCLUSIVE,
    };
    vk_check(o->ctx, vkCreateBuffer(dev, &bci, NULL, &slot->buffer), "vkCreateBuffer");
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(dev, slot->buffer, &req);
    slot->memory = allocate_with(o, req, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                                 "buffer",
                                 usage & VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT
                                     ? VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT : 0);
    vk_check(o->ctx, vkBindBufferMemory(dev, slot->buffer, slot->memory, 0), "vkBindBufferMemory");
    void *map;
    vk_check(o->ctx, vkMapMemory(dev, slot->memory, 0, VK_WHOLE_SIZE, 0, &map), "vkMapMemory");
    slot->map = map;
    memset(slot->map, 0, (size_t)size);
    if (init_size)
        memcpy(slot->map, init, init_size);
    return index;
}

void vk_objects_begin_commands(vk_objects *o)
{
    VkCommandBufferAllocateInfo cai = {
        .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
        .commandPool = o->vk->command_pool,
        .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
        .commandBufferCount = 1,
    };
    vk_check(o->ctx, vkAllocateCommandBuffers(o->vk->device, &cai, &o->cmd), "vkAllocateCommandBuffers");
    VkCommandBufferBeginInfo bi = {
        .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
        .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT,
    };
    vk_check(o->ctx, vkBeginCommandBuffer(o->cmd, &bi), "vkBeginCommandBuffer");
}

bool vk_objects_submit_and_wait(vk_objects *o, uint64_t timeout_ns)
{
    VkDevice dev = o->vk->device;
    vk_check(o->ctx, vkEndCommandBuffer(o->cmd), "vkEndCommandBuffer");
    VkFenceCreateInfo fci = {.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    vk_check(o->ctx, vkCreateFence(dev, &fci, NULL, &o->fence), "vkCreateFence");
    VkSubmitInfo si = {
        .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO,
        .commandBufferCount = 1,
        .pCommandBuffers = &o->cmd,
    };
    vk_check(o->ctx, vkQueueSubmit(o->vk->queue, 1, &si, o->fence), "vkQueueSubmit");
    VkResult r = vkWaitForFences(dev, 1, &o->fence, VK_TRUE, test_time_limit_ns(timeout_ns));
    if (r == VK_TIMEOUT)
        return false;
    vk_check(o->ctx, r, "vkWaitForFences");
    return true;
}
