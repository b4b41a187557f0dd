#include "lvp_device.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../vk/vk_pin.h"

static void check(const char *prog, VkResult r, const char *what)
{
    if (r != VK_SUCCESS) {
        fprintf(stderr, "%s: %s failed: %d\n", prog, what, (int)r);
        exit(2);
    }
}

int lvp_pick(lvp_device *g, const char *prog)
{
    memset(g, 0, sizeof(*g));
    VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO, .apiVersion = VK_API_VERSION_1_3};
    VkInstanceCreateInfo ici = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, .pApplicationInfo = &app};
    check(prog, vkCreateInstance(&ici, NULL, &g->instance), "vkCreateInstance");
    uint32_t n = 0;
    check(prog, vkEnumeratePhysicalDevices(g->instance, &n, NULL), "vkEnumeratePhysicalDevices");
    VkPhysicalDevice devs[16];
    if (n > 16)
        n = 16;
    check(prog, vkEnumeratePhysicalDevices(g->instance, &n, devs), "vkEnumeratePhysicalDevices");
    for (uint32_t i = 0; i < n && !g->phys; i++) {
        VkPhysicalDeviceProperties p;
        vkGetPhysicalDeviceProperties(devs[i], &p);
        if (strstr(p.deviceName, "llvmpipe") && p.apiVersion >= VK_API_VERSION_1_3)
            g->phys = devs[i];
    }
    if (!g->phys) {
        fprintf(stderr, "%s: no lavapipe device with Vulkan 1.3\n", prog);
        return 2;
    }
    uint32_t qn = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(g->phys, &qn, NULL);
    VkQueueFamilyProperties qp[8];
    if (qn > 8)
        qn = 8;
    vkGetPhysicalDeviceQueueFamilyProperties(g->phys, &qn, qp);
    g->family = UINT32_MAX;
    for (uint32_t i = 0; i < qn && g->family == UINT32_MAX; i++)
        if (qp[i].queueFlags & VK_QUEUE_GRAPHICS_BIT)
            g->family = i;
    if (g->family == UINT32_MAX) {
        fprintf(stderr, "%s: lavapipe has no graphics queue\n", prog);
        return 2;
    }
    vkGetPhysicalDeviceMemoryProperties(g->phys, &g->mem);
    return 0;
}

void lvp_create(lvp_device *g, const char *prog, const void *features, const char *const *exts, uint32_t n_exts)
{
    float prio = 1.0f;
    VkDeviceQueueCreateInfo qci = {.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO, .queueFamilyIndex = g->family,
                                   .queueCount = 1, .pQueuePriorities = &prio};
    VkDeviceCreateInfo dci = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, .pNext = features,
                              .queueCreateInfoCount = 1, .pQueueCreateInfos = &qci,
                              .enabledExtensionCount = n_exts, .ppEnabledExtensionNames = exts};
    check(prog, vkCreateDevice(g->phys, &dci, NULL, &g->dev), "vkCreateDevice");
    vk_pin_driver(g->dev); /* see vk_pin.c: keeps LeakSanitizer's view of the driver */
    vkGetDeviceQueue(g->dev, g->family, 0, &g->queue);
    VkCommandPoolCreateInfo pci = {.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
                                   .queueFamilyIndex = g->family};
    check(prog, vkCreateCommandPool(g->dev, &pci, NULL, &g->pool), "vkCreateCommandPool");
}

uint32_t lvp_memory_type(const lvp_device *g, const char *prog, uint32_t bits, VkMemoryPropertyFlags want)
{
    for (uint32_t i = 0; i < g->mem.memoryTypeCount; i++)
        if ((bits & (1u << i)) && (g->mem.memoryTypes[i].propertyFlags & want) == want)
            return i;
    fprintf(stderr, "%s: no memory type with properties 0x%x\n", prog, (unsigned)want);
    exit(2);
}

void lvp_destroy(lvp_device *g)
{
    if (g->dev) {
        vkDestroyCommandPool(g->dev, g->pool, NULL);
        vkDestroyDevice(g->dev, NULL);
    }
    vkDestroyInstance(g->instance, NULL);
}

VkPipeline lvp_fullscreen_pipeline(const lvp_device *g, const char *prog, VkShaderModule vs, VkShaderModule ps,
                                   VkPipelineLayout layout, uint32_t w, uint32_t h, const VkFormat *color_format,
                                   const VkPipelineColorBlendAttachmentState *blend)
{
    VkPipelineShaderStageCreateInfo st[2] = {
        {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, .stage = VK_SHADER_STAGE_VERTEX_BIT,
         .module = vs, .pName = "main"},
        {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, .stage = VK_SHADER_STAGE_FRAGMENT_BIT,
         .module = ps, .pName = "main"},
    };
    VkPipelineVertexInputStateCreateInfo vi = {.sType = VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO};
    VkPipelineInputAssemblyStateCreateInfo ia = {.sType = VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO,
                                                 .topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST};
    VkViewport viewport = {0, (float)h, (float)w, -(float)h, 0.0f, 1.0f};
    VkRect2D scissor = {{0, 0}, {w, h}};
    VkPipelineViewportStateCreateInfo vp = {.sType = VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO,
                                            .viewportCount = 1, .pViewports = &viewport, .scissorCount = 1,
                                            .pScissors = &scissor};
    VkPipelineRasterizationStateCreateInfo rs = {.sType = VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO,
                                                 .polygonMode = VK_POLYGON_MODE_FILL, .cullMode = VK_CULL_MODE_NONE,
                                                 .lineWidth = 1.0f};
    VkPipelineMultisampleStateCreateInfo ms = {.sType = VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO,
                                               .rasterizationSamples = VK_SAMPLE_COUNT_1_BIT};
    uint32_t n = color_format ? 1 : 0;
    VkPipelineColorBlendStateCreateInfo cb = {.sType = VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO,
                                              .attachmentCount = n, .pAttachments = blend};
    VkPipelineRenderingCreateInfo rci = {.sType = VK_STRUCTURE_TYPE_PIPELINE_RENDERING_CREATE_INFO,
                                         .colorAttachmentCount = n, .pColorAttachmentFormats = color_format};
    VkGraphicsPipelineCreateInfo gci = {.sType = VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO, .pNext = &rci,
                                        .stageCount = 2, .pStages = st, .pVertexInputState = &vi,
                                        .pInputAssemblyState = &ia, .pViewportState = &vp,
                                        .pRasterizationState = &rs, .pMultisampleState = &ms,
                                        .pColorBlendState = &cb, .layout = layout};
    VkPipeline pipe;
    check(prog, vkCreateGraphicsPipelines(g->dev, VK_NULL_HANDLE, 1, &gci, NULL, &pipe), "vkCreateGraphicsPipelines");
    return pipe;
}

VkCommandBuffer lvp_begin_commands(const lvp_device *g, const char *prog)
{
    VkCommandBufferAllocateInfo cai = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
                                       .commandPool = g->pool, .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
                                       .commandBufferCount = 1};
    VkCommandBuffer cmd;
    check(prog, vkAllocateCommandBuffers(g->dev, &cai, &cmd), "vkAllocateCommandBuffers");
    VkCommandBufferBeginInfo cbi = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
                                    .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT};
    check(prog, vkBeginCommandBuffer(cmd, &cbi), "vkBeginCommandBuffer");
    return cmd;
}
