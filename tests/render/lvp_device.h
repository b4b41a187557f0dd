/* The lavapipe graphics device of the standalone render programs
 * (xfb_run.c, ps_hand_run.c): each asks for the features it needs, so a
 * missing one is a skip, not a failure. */
#ifndef D2S_TESTS_LVP_DEVICE_H
#define D2S_TESTS_LVP_DEVICE_H

#include <stdint.h>

#include <vulkan/vulkan.h>

typedef struct lvp_device {
    VkInstance instance;
    VkPhysicalDevice phys;
    VkDevice dev;
    VkQueue queue;
    uint32_t family;
    VkCommandPool pool;
    VkPhysicalDeviceMemoryProperties mem;
} lvp_device;

/* Finds lavapipe with Vulkan 1.3 and a graphics queue. Returns 0, or 2 (a
 * setup error, printed with `prog`). */
int lvp_pick(lvp_device *g, const char *prog);

/* Creates the device with the feature chain `features` (a
 * VkPhysicalDeviceFeatures2 and what it links) and the extensions, its
 * queue and command pool. Exits with 2 on failure. */
void lvp_create(lvp_device *g, const char *prog, const void *features, const char *const *exts, uint32_t n_exts);

/* A memory type with the property flags among `bits`; exits with 2 if none. */
uint32_t lvp_memory_type(const lvp_device *g, const char *prog, uint32_t bits, VkMemoryPropertyFlags want);

void lvp_destroy(lvp_device *g);

/* The pipeline of a full-screen draw (a VS with no vertex input, 3
 * vertices): w x h viewport with negative height (NDC y up = row 0), no
 * culling, one sample, dynamic rendering into one colour attachment of
 * *color_format with `blend`, or none when color_format is NULL. Exits
 * with 2 on failure. */
VkPipeline lvp_fullscreen_pipeline(const lvp_device *g, const char *prog, VkShaderModule vs, VkShaderModule ps,
                                   VkPipelineLayout layout, uint32_t w, uint32_t h, const VkFormat *color_format,
                                   const VkPipelineColorBlendAttachmentState *blend);

/* A primary command buffer from g->pool, begun for one submission. Exits
 * with 2 on failure. */
VkCommandBuffer lvp_begin_commands(const lvp_device *g, const char *prog);

#endif
