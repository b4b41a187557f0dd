/* Small pieces shared by the single-shader execution tests (feedback_run,
 * dynoffset_run): reading the DXIL and host-visible buffers and memory on a
 * vk_context. Errors go into the caller's message buffer, as those tests
 * report one line and exit. */
#ifndef D2S_TESTS_VK_HOST_H
#define D2S_TESTS_VK_HOST_H

#include <stdbool.h>
#include <stddef.h>

#include "vk_context.h"

/* A whole file in a malloc'ed buffer; NULL when unreadable or empty. */
void *vk_host_read_file(const char *path, size_t *size);

bool vk_host_alloc_memory(vk_context *vk, VkMemoryRequirements req, VkMemoryPropertyFlags flags,
                          VkDeviceMemory *mem, char *err, size_t err_size);

/* A host-visible, coherent buffer, bound and mapped at *ptr. */
bool vk_host_make_buffer(vk_context *vk, VkDeviceSize size, VkBufferUsageFlags usage, VkBuffer *buf,
                         VkDeviceMemory *mem, void **ptr, char *err, size_t err_size);

#endif
