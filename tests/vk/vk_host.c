#include "vk_host.h"

#include <stdio.h>
#include <stdlib.h>

#define HOST_CHECK(call)                                                                                           \
    do {                                                                                                           \
        VkResult r_ = (call);                                                                                      \
        if (r_ != VK_SUCCESS) {                                                                                    \
            snprintf(err, err_size, "%s: %s", #call, vk_result_name(r_));                                          \
            return false;                                                                                          \
        }                                                                                                          \
    } while (0)

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
