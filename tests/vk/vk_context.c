/* Vulkan instance/device setup for the compute harness. */
#define _GNU_SOURCE /* dladdr */
#include "vk_context.h"
#include "vk_pin.h"

#include <dlfcn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/ctx.h"

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

const char *vk_result_name(VkResult r)
{
    switch (r) {
#define R(x) case x: return #x;
    R(VK_SUCCESS)
    R(VK_NOT_READY)
    R(VK_TIMEOUT)
    R(VK_INCOMPLETE)
    R(VK_ERROR_OUT_OF_HOST_MEMORY)
    R(VK_ERROR_OUT_OF_DEVICE_MEMORY)
    R(VK_ERROR_INITIALIZATION_FAILED)
    R(VK_ERROR_DEVICE_LOST)
    R(VK_ERROR_MEMORY_MAP_FAILED)
    R(VK_ERROR_LAYER_NOT_PRESENT)
    R(VK_ERROR_EXTENSION_NOT_PRESENT)
    R(VK_ERROR_FEATURE_NOT_PRESENT)
    R(VK_ERROR_INCOMPATIBLE_DRIVER)
    R(VK_ERROR_TOO_MANY_OBJECTS)
    R(VK_ERROR_FORMAT_NOT_SUPPORTED)
    R(VK_ERROR_FRAGMENTED_POOL)
    R(VK_ERROR_UNKNOWN)
    R(VK_ERROR_OUT_OF_POOL_MEMORY)
    R(VK_ERROR_INVALID_EXTERNAL_HANDLE)
    R(VK_ERROR_FRAGMENTATION)
    R(VK_ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS)
    R(VK_PIPELINE_COMPILE_REQUIRED)
    R(VK_ERROR_INVALID_SHADER_NV)
#undef R
    default: return "VkResult(unknown)";
    }
}

int vk_find_memory_type(const vk_context *vk, uint32_t type_bits, VkMemoryPropertyFlags flags)
{
    for (uint32_t i = 0; i < vk->memory.memoryTypeCount; i++)
        if ((type_bits >> i & 1) && (vk->memory.memoryTypes[i].propertyFlags & flags) == flags)
            return (int)i;
    return -1;
}

D2S_PRINTF(3, 4)
static bool failf(char *err, size_t err_size, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, err_size, fmt, ap);
    va_end(ap);
    return false;
}

typedef struct optional_extension {
    const char *name;
    size_t offset; /* of its feature struct in vk_extension_features */
    VkStructureType stype; /* 0: the extension has no feature struct */
    const char *requires; /* enabled only after this one (earlier in the table) was; NULL: none */
} optional_extension;

/* Extensions beyond core 1.3 that a translated compute shader may rely on. */
static const optional_extension optional_extensions[] = {
    {VK_EXT_ROBUSTNESS_2_EXTENSION_NAME, offsetof(vk_extension_features, robustness2),
     VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ROBUSTNESS_2_FEATURES_EXT, NULL},
    {VK_EXT_SHADER_ATOMIC_FLOAT_EXTENSION_NAME, offsetof(vk_extension_features, atomic_float),
     VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT, NULL},
    {VK_EXT_SHADER_ATOMIC_FLOAT_2_EXTENSION_NAME, offsetof(vk_extension_features, atomic_float2),
     VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_2_FEATURES_EXT, NULL},
    {VK_KHR_SHADER_CLOCK_EXTENSION_NAME, offsetof(vk_extension_features, shader_clock),
     VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_CLOCK_FEATURES_KHR, NULL},
    {VK_EXT_SHADER_IMAGE_ATOMIC_INT64_EXTENSION_NAME, offsetof(vk_extension_features, image_atomic_int64),
     VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_IMAGE_ATOMIC_INT64_FEATURES_EXT, NULL},
    {VK_NV_COMPUTE_SHADER_DERIVATIVES_EXTENSION_NAME, offsetof(vk_extension_features, compute_derivatives),
     VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_COMPUTE_SHADER_DERIVATIVES_FEATURES_NV, NULL},
    {VK_KHR_SHADER_SUBGROUP_UNIFORM_CONTROL_FLOW_EXTENSION_NAME, offsetof(vk_extension_features, subgroup_uniform_cf),
     VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_SUBGROUP_UNIFORM_CONTROL_FLOW_FEATURES_KHR, NULL},
    /* VK_KHR_acceleration_structure requires VK_KHR_deferred_host_operations;
     * ray queries and ray tracing pipelines require acceleration structures. */
    {VK_KHR_DEFERRED_HOST_OPERATIONS_EXTENSION_NAME, 0, 0, NULL},
    {VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME, offsetof(vk_extension_features, acceleration_structure),
     VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_FEATURES_KHR, VK_KHR_DEFERRED_HOST_OPERATIONS_EXTENSION_NAME},
    {VK_KHR_RAY_QUERY_EXTENSION_NAME, offsetof(vk_extension_features, ray_query),
     VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_QUERY_FEATURES_KHR, VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME},
    {VK_KHR_RAY_TRACING_PIPELINE_EXTENSION_NAME, offsetof(vk_extension_features, ray_tracing_pipeline),
     VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_TRACING_PIPELINE_FEATURES_KHR, VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME},
    {VK_CONTEXT_KHR_MAINTENANCE_8_EXTENSION_NAME, offsetof(vk_extension_features, maintenance8),
     VK_CONTEXT_STRUCTURE_TYPE_PHYSICAL_DEVICE_MAINTENANCE_8_FEATURES_KHR, NULL},
    {VK_EXT_MESH_SHADER_EXTENSION_NAME, offsetof(vk_extension_features, mesh_shader),
     VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MESH_SHADER_FEATURES_EXT, NULL},
    {VK_KHR_FRAGMENT_SHADER_BARYCENTRIC_EXTENSION_NAME, offsetof(vk_extension_features, fragment_barycentric),
     VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FRAGMENT_SHADER_BARYCENTRIC_FEATURES_KHR, NULL},
};

_Static_assert(COUNT_OF(optional_extensions) <= VK_CONTEXT_MAX_EXTENSIONS, "raise VK_CONTEXT_MAX_EXTENSIONS");

/* Every feature struct begins with sType and pNext. */
typedef struct chain_header {
    VkStructureType sType;
    void *pNext;
} chain_header;

static bool has_layer(const char *name)
{
    VkLayerProperties layers[64];
    uint32_t n = COUNT_OF(layers);
    VkResult r = vkEnumerateInstanceLayerProperties(&n, layers);
    if (r != VK_SUCCESS && r != VK_INCOMPLETE)
        return false;
    for (uint32_t i = 0; i < n; i++)
        if (strcmp(layers[i].layerName, name) == 0)
            return true;
    return false;
}

static bool device_has_extension(VkPhysicalDevice pd, const char *name)
{
    VkExtensionProperties exts[512];
    uint32_t n = COUNT_OF(exts);
    VkResult r = vkEnumerateDeviceExtensionProperties(pd, NULL, &n, exts);
    if (r != VK_SUCCESS && r != VK_INCOMPLETE)
        return false;
    for (uint32_t i = 0; i < n; i++)
        if (strcmp(exts[i].extensionName, name) == 0)
            return true;
    return false;
}

static bool pick_device(vk_context *vk, const vk_context_options *o, char *err, size_t err_size)
{
    VkPhysicalDevice devices[16];
    uint32_t n = COUNT_OF(devices);
    VkResult r = vkEnumeratePhysicalDevices(vk->instance, &n, devices);
    if (r != VK_SUCCESS && r != VK_INCOMPLETE)
        return failf(err, err_size, "vkEnumeratePhysicalDevices failed: %s", vk_result_name(r));

    char found[512] = "";
    size_t found_len = 0;
    int pick = -1;
    int pick_rank = 0; /* 3 name match, 2 lavapipe, 1 any CPU device */
    /* The single-shader runners take no --device: DXIL2SPV_TEST_DEVICE
     * names another device for them (and for the harnesses without one). */
    const char *want = o->device_name ? o->device_name : getenv("DXIL2SPV_TEST_DEVICE");
    if (want && !*want)
        want = NULL;
    for (uint32_t i = 0; i < n; i++) {
        VkPhysicalDeviceDriverProperties driver = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES};
        VkPhysicalDeviceProperties2 props = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, .pNext = &driver};
        vkGetPhysicalDeviceProperties2(devices[i], &props);
        const char *name = props.properties.deviceName;
        int w = snprintf(found + found_len, sizeof(found) - found_len, "%s'%s'", i ? ", " : "", name);
        if (w > 0 && (size_t)w < sizeof(found) - found_len)
            found_len += (size_t)w;
        int rank = 0;
        if (want)
            rank = strstr(name, want) ? 3 : 0;
        else if (driver.driverID == VK_DRIVER_ID_MESA_LLVMPIPE)
            rank = 2;
        else if (props.properties.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU)
            rank = 1;
        if (rank > pick_rank) {
            pick = (int)i;
            pick_rank = rank;
        }
    }
    if (pick < 0) {
        if (want)
            return failf(err, err_size, "no Vulkan device whose name contains '%s' (found: %s)", want,
                         n ? found : "none");
        return failf(err, err_size,
                     "no lavapipe (Mesa llvmpipe) or other CPU Vulkan device (found: %s); "
                     "install Mesa's Vulkan drivers (Debian: apt-get install mesa-vulkan-drivers)",
                     n ? found : "none");
    }
    vk->physical = devices[pick];
    return true;
}

static void query_properties(vk_context *vk)
{
    VkPhysicalDeviceSubgroupSizeControlProperties size_control = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_PROPERTIES};
    VkPhysicalDeviceSubgroupProperties subgroup = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES,
                                                   .pNext = &size_control};
    VkPhysicalDeviceDriverProperties driver = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES,
                                               .pNext = &subgroup};
    VkPhysicalDeviceProperties2 props = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, .pNext = &driver};
    vkGetPhysicalDeviceProperties2(vk->physical, &props);
    vk->props = props.properties;
    vk->driver_id = driver.driverID;
    vk->subgroup_size = subgroup.subgroupSize;
    vk->max_subgroup_size = size_control.maxSubgroupSize ? size_control.maxSubgroupSize : subgroup.subgroupSize;
    vkGetPhysicalDeviceMemoryProperties(vk->physical, &vk->memory);
    uint32_t v = vk->props.apiVersion;
    snprintf(vk->description, sizeof(vk->description), "%s, Vulkan %u.%u.%u, %s %s, subgroup size %u", vk->props.deviceName,
             VK_API_VERSION_MAJOR(v), VK_API_VERSION_MINOR(v), VK_API_VERSION_PATCH(v), driver.driverName,
             driver.driverInfo, vk->subgroup_size);
}

static bool enabled(const vk_context *vk, const char *extension)
{
    for (uint32_t i = 0; i < vk->extension_count; i++)
        if (strcmp(vk->extensions[i], extension) == 0)
            return true;
    return false;
}

/* Chains the core 1.1/1.2/1.3 feature structs and those of the optional
 * extensions the device offers, and queries them: the answer is exactly the
 * set of supported features, and passing the same chain to vkCreateDevice
 * enables all of them. */
static void query_features(vk_context *vk)
{
    vk->features = (VkPhysicalDeviceFeatures2){.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2,
                                               .pNext = &vk->features11};
    vk->features11 = (VkPhysicalDeviceVulkan11Features){.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES,
                                                        .pNext = &vk->features12};
    vk->features12 = (VkPhysicalDeviceVulkan12Features){.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
                                                        .pNext = &vk->features13};
    vk->features13 = (VkPhysicalDeviceVulkan13Features){.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES};
    chain_header *tail = (chain_header *)&vk->features13;
    memset(&vk->ext, 0, sizeof(vk->ext));
    vk->extension_count = 0;
    for (size_t i = 0; i < COUNT_OF(optional_extensions); i++) {
        const optional_extension *e = &optional_extensions[i];
        if (!device_has_extension(vk->physical, e->name) || (e->requires && !enabled(vk, e->requires)))
            continue;
        vk->extensions[vk->extension_count++] = e->name;
        if (!e->stype)
            continue;
        chain_header *h = (chain_header *)((char *)&vk->ext + e->offset);
        h->sType = e->stype;
        tail->pNext = h;
        tail = h;
    }
    vkGetPhysicalDeviceFeatures2(vk->physical, &vk->features);
    /* needs VK_KHR_fragment_shading_rate's primitive feature, not enabled here */
    vk->ext.mesh_shader.primitiveFragmentShadingRateMeshShader = VK_FALSE;
    vk->full_subgroups = vk->features13.computeFullSubgroups;
}

static VKAPI_ATTR VkBool32 VKAPI_CALL on_validation_message(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                                            VkDebugUtilsMessageTypeFlagsEXT types,
                                                            const VkDebugUtilsMessengerCallbackDataEXT *data,
                                                            void *user)
{
    (void)types;
    vk_context *vk = user;
    const char *msg = data && data->pMessage ? data->pMessage : "(no message)";
    fprintf(stderr, "vulkan validation: %s\n", msg);
    if (severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT) {
        if (vk->validation_errors++ == 0)
            snprintf(vk->first_validation_error, sizeof(vk->first_validation_error), "%s", msg);
    }
    return VK_FALSE;
}

static bool create_messenger(vk_context *vk, char *err, size_t err_size)
{
    PFN_vkCreateDebugUtilsMessengerEXT create =
        (PFN_vkCreateDebugUtilsMessengerEXT)vkGetInstanceProcAddr(vk->instance, "vkCreateDebugUtilsMessengerEXT");
    if (!create)
        return failf(err, err_size, "--validate: vkCreateDebugUtilsMessengerEXT is unavailable");
    VkDebugUtilsMessengerCreateInfoEXT mci = {
        .sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT,
        .messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT,
        .messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT,
        .pfnUserCallback = on_validation_message,
        .pUserData = vk,
    };
    VkResult r = create(vk->instance, &mci, NULL, &vk->messenger);
    if (r != VK_SUCCESS) {
        vk->messenger = VK_NULL_HANDLE;
        return failf(err, err_size, "--validate: vkCreateDebugUtilsMessengerEXT failed: %s", vk_result_name(r));
    }
    return true;
}

bool vk_context_create(vk_context *vk, const vk_context_options *o, char *err, size_t err_size)
{
    memset(vk, 0, sizeof(*vk));
    uint32_t loader_version = VK_API_VERSION_1_0;
    if (vkEnumerateInstanceVersion(&loader_version) != VK_SUCCESS || loader_version < VK_API_VERSION_1_3)
        return failf(err, err_size, "the Vulkan loader supports only Vulkan %u.%u; 1.3 is needed",
                     VK_API_VERSION_MAJOR(loader_version), VK_API_VERSION_MINOR(loader_version));

    const char *layers[1];
    uint32_t layer_count = 0;
    const char *instance_extensions[1];
    uint32_t instance_extension_count = 0;
    if (o->validation) {
        if (!has_layer("VK_LAYER_KHRONOS_validation"))
            return failf(err, err_size,
                         "--validate: VK_LAYER_KHRONOS_validation is not installed "
                         "(Debian: apt-get install vulkan-validationlayers)");
        layers[layer_count++] = "VK_LAYER_KHRONOS_validation";
        instance_extensions[instance_extension_count++] = VK_EXT_DEBUG_UTILS_EXTENSION_NAME;
    }
    VkApplicationInfo app = {
        .sType = VK_STRUCTURE_TYPE_APPLICATION_INFO,
        .pApplicationName = "dxil2spv compute_run",
        .apiVersion = VK_API_VERSION_1_3,
    };
    VkInstanceCreateInfo ici = {
        .sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO,
        .pApplicationInfo = &app,
        .enabledLayerCount = layer_count,
        .ppEnabledLayerNames = layers,
        .enabledExtensionCount = instance_extension_count,
        .ppEnabledExtensionNames = instance_extensions,
    };
    VkResult r = vkCreateInstance(&ici, NULL, &vk->instance);
    if (r != VK_SUCCESS) {
        vk->instance = VK_NULL_HANDLE;
        return failf(err, err_size, "vkCreateInstance failed: %s (is a Vulkan driver installed? Debian: "
                     "apt-get install mesa-vulkan-drivers)", vk_result_name(r));
    }
    if (o->validation && !create_messenger(vk, err, err_size))
        goto fail;
    if (!pick_device(vk, o, err, err_size))
        goto fail;
    query_properties(vk);
    if (vk->props.apiVersion < VK_API_VERSION_1_3) {
        failf(err, err_size, "device %s supports only Vulkan %u.%u; 1.3 is needed", vk->props.deviceName,
              VK_API_VERSION_MAJOR(vk->props.apiVersion), VK_API_VERSION_MINOR(vk->props.apiVersion));
        goto fail;
    }

    VkQueueFamilyProperties families[16];
    uint32_t nfam = COUNT_OF(families);
    vkGetPhysicalDeviceQueueFamilyProperties(vk->physical, &nfam, families);
    vk->queue_family = UINT32_MAX;
    for (uint32_t i = 0; i < nfam; i++) {
        if (families[i].queueFlags & VK_QUEUE_COMPUTE_BIT) {
            vk->queue_family = i;
            break;
        }
    }
    if (vk->queue_family == UINT32_MAX) {
        failf(err, err_size, "device %s has no compute queue", vk->props.deviceName);
        goto fail;
    }

    query_features(vk);
    float priority = 1.0f;
    VkDeviceQueueCreateInfo qci = {
        .sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO,
        .queueFamilyIndex = vk->queue_family,
        .queueCount = 1,
        .pQueuePriorities = &priority,
    };
    VkDeviceCreateInfo dci = {
        .sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO,
        .pNext = &vk->features,
        .queueCreateInfoCount = 1,
        .pQueueCreateInfos = &qci,
        .enabledExtensionCount = vk->extension_count,
        .ppEnabledExtensionNames = vk->extensions,
    };
    r = vkCreateDevice(vk->physical, &dci, NULL, &vk->device);
    if (r != VK_SUCCESS) {
        vk->device = VK_NULL_HANDLE;
        failf(err, err_size, "vkCreateDevice on %s failed: %s", vk->props.deviceName, vk_result_name(r));
        goto fail;
    }
    vk_pin_driver(vk->device);
    vkGetDeviceQueue(vk->device, vk->queue_family, 0, &vk->queue);
    VkCommandPoolCreateInfo pci = {
        .sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
        .flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT,
        .queueFamilyIndex = vk->queue_family,
    };
    r = vkCreateCommandPool(vk->device, &pci, NULL, &vk->command_pool);
    if (r != VK_SUCCESS) {
        vk->command_pool = VK_NULL_HANDLE;
        failf(err, err_size, "vkCreateCommandPool failed: %s", vk_result_name(r));
        goto fail;
    }
    return true;

fail:
    vk_context_destroy(vk);
    return false;
}

void vk_context_destroy(vk_context *vk)
{
    if (vk->device) {
        vkDeviceWaitIdle(vk->device);
        if (vk->command_pool)
            vkDestroyCommandPool(vk->device, vk->command_pool, NULL);
        vkDestroyDevice(vk->device, NULL);
    }
    if (vk->messenger) {
        PFN_vkDestroyDebugUtilsMessengerEXT destroy = (PFN_vkDestroyDebugUtilsMessengerEXT)vkGetInstanceProcAddr(
            vk->instance, "vkDestroyDebugUtilsMessengerEXT");
        if (destroy)
            destroy(vk->instance, vk->messenger, NULL);
    }
    if (vk->instance)
        vkDestroyInstance(vk->instance, NULL);
    memset(vk, 0, sizeof(*vk));
}
