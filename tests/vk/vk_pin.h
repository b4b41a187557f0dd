/* Pinning the Vulkan driver's shared object for LeakSanitizer (vk_pin.c). */
#ifndef VK_PIN_H
#define VK_PIN_H

#include <vulkan/vulkan.h>

void vk_pin_driver(VkDevice device);

#endif
