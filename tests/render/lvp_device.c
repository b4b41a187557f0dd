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
