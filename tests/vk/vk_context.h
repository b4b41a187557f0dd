/* The Vulkan instance and device the compute tests run on: by default Mesa's
 * lavapipe (the CPU driver), headless, with every device feature it offers
 * enabled so that any translated shader's capabilities are available.
 */
#ifndef VK_CONTEXT_H
#define VK_CONTEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <vulkan/vulkan.h>

typedef struct vk_context_options {
    const char *device_name; /* substring of the device name to pick; NULL: lavapipe */
    bool validation;         /* enable VK_LAYER_KHRONOS_validation (must be installed) */
} vk_context_options;

/* VK_KHR_maintenance8 is newer than Debian 12's Vulkan headers (1.3.239):
 * its feature struct and structure type, as the Vulkan registry defines them
 * (extension number 575). It lets sampling take non-constant texel offsets
 * (dxil2spv's dynamic_offsets NATIVE). */
#define VK_CONTEXT_KHR_MAINTENANCE_8_EXTENSION_NAME "VK_KHR_maintenance8"
#define VK_CONTEXT_STRUCTURE_TYPE_PHYSICAL_DEVICE_MAINTENANCE_8_FEATURES_KHR ((VkStructureType)1000574000)
typedef struct vk_maintenance8_features {
    VkStructureType sType;
    void *pNext;
    VkBool32 maintenance8;
} vk_maintenance8_features;

/* Optional device extensions enabled when the device offers them; their
 * feature structs are chained so that all their features are enabled too. */
typedef struct vk_extension_features {
    VkPhysicalDeviceRobustness2FeaturesEXT robustness2;
    VkPhysicalDeviceShaderAtomicFloatFeaturesEXT atomic_float;
    VkPhysicalDeviceShaderAtomicFloat2FeaturesEXT atomic_float2;
    VkPhysicalDeviceShaderClockFeaturesKHR shader_clock;
    VkPhysicalDeviceShaderImageAtomicInt64FeaturesEXT image_atomic_int64;
    VkPhysicalDeviceComputeShaderDerivativesFeaturesNV compute_derivatives;
    VkPhysicalDeviceShaderSubgroupUniformControlFlowFeaturesKHR subgroup_uniform_cf;
    vk_maintenance8_features maintenance8;
    VkPhysicalDeviceMeshShaderFeaturesEXT mesh_shader; /* the mesh harness (tests/render/mesh_run.c) */
    VkPhysicalDeviceFragmentShaderBarycentricFeaturesKHR fragment_barycentric; /* SV_Barycentrics (render harness) */
    /* Ray tracing: acceleration structures (tests/vk/vk_accel.h), inline ray
     * queries and ray tracing pipelines. */
    VkPhysicalDeviceAccelerationStructureFeaturesKHR acceleration_structure;
    VkPhysicalDeviceRayQueryFeaturesKHR ray_query;
    VkPhysicalDeviceRayTracingPipelineFeaturesKHR ray_tracing_pipeline;
} vk_extension_features;

#define VK_CONTEXT_MAX_EXTENSIONS 16

typedef struct vk_context {
    VkInstance instance;
    VkPhysicalDevice physical;
    VkDevice device;
    VkQueue queue;
    uint32_t queue_family;
    VkCommandPool command_pool;

    VkPhysicalDeviceProperties props;
    VkPhysicalDeviceMemoryProperties memory;
    VkDriverId driver_id;
    uint32_t subgroup_size;
    uint32_t max_subgroup_size;
    bool full_subgroups; /* computeFullSubgroups enabled */

    VkPhysicalDeviceFeatures2 features;
    VkPhysicalDeviceVulkan11Features features11;
    VkPhysicalDeviceVulkan12Features features12;
    VkPhysicalDeviceVulkan13Features features13;
    vk_extension_features ext;
    const char *extensions[VK_CONTEXT_MAX_EXTENSIONS];
    uint32_t extension_count;

    char description[1024]; /* device, driver, subgroup size: for logs */

    /* --validate: errors the layer reported since the caller last reset the
     * count, and the first of them. */
    VkDebugUtilsMessengerEXT messenger;
    uint32_t validation_errors;
    char first_validation_error[512];
} vk_context;

/* Creates the context. On failure returns false with a message in `err`
 * (a setup error: no loader, no matching device, device creation failed). */
bool vk_context_create(vk_context *vk, const vk_context_options *options, char *err, size_t err_size);
void vk_context_destroy(vk_context *vk);

/* "VK_ERROR_DEVICE_LOST", ... */
const char *vk_result_name(VkResult r);

/* Index of a memory type with all of `flags` among `type_bits`, or -1. */
int vk_find_memory_type(const vk_context *vk, uint32_t type_bits, VkMemoryPropertyFlags flags);

#endif
