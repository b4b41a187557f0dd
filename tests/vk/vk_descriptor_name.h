/* Names of descriptor types for the harnesses' messages and logs. */
#ifndef VK_DESCRIPTOR_NAME_H
#define VK_DESCRIPTOR_NAME_H

#include <stdint.h>

/* "UNIFORM_BUFFER", ...: a VkDescriptorType, or dxil2spv's push-constant
 * pseudo type (reflected for a CBV mapped to push constants). */
const char *vk_descriptor_type_name(uint32_t type);

#endif
