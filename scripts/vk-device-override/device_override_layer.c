/* VK_LAYER_DXIL2SPV_device_override: a Vulkan layer that makes a device
 * (lavapipe) report some properties of another, so that a D3D12 runtime on
 * top of it (vkd3d-proton, in scripts/vkd3d-proton-suite) takes the code
 * paths it takes on that other device. Not part of dxil2spv: nothing in the
 * library or its tests loads it.
 *
 * Each override is off unless its environment variable is set:
 *
 *   DEVICE_OVERRIDE_VENDOR_ID=0x10de
 *       VkPhysicalDeviceProperties(2).vendorID reads as this value (0x10de:
 *       NVIDIA, whose vendor ID makes vkd3d-proton bind root CBVs as push
 *       descriptors and hoist single-descriptor table CBVs into them). The
 *       driver ID (VkPhysicalDeviceDriverProperties) is left alone, so the
 *       tests' own driver checks (is_nvidia_device() reads the driver ID)
 *       still see lavapipe.
 *
 *   DEVICE_OVERRIDE_MAX_PUSH_CONSTANTS=128
 *       limits.maxPushConstantsSize reads as this value when it is lower
 *       than the driver's (vkd3d-proton then moves root constants that do
 *       not fit into a uniform buffer). A lower limit only keeps the caller
 *       further inside what the driver accepts.
 *
 *   DEVICE_OVERRIDE_MIN_SSBO_ALIGNMENT=4
 *       limits.minStorageBufferOffsetAlignment reads as this value (4: the
 *       value of AMD's drivers, with which vkd3d-proton uses descriptor
 *       buffers, embedded mutable descriptors and no SSBO offset buffer).
 *       This one is a lie in the other direction: the caller may then bind
 *       storage buffers at offsets the driver did not promise to accept
 *       (lavapipe, a CPU implementation, reads them where they are).
 *
 *   DEVICE_OVERRIDE_MAX_UPDATE_AFTER_BIND_UBOS=15
 *       maxPerStageDescriptorUpdateAfterBindUniformBuffers (Vulkan 1.2 and
 *       descriptor-indexing properties) reads as this value when it is
 *       lower than the driver's; below 1000000, vkd3d-proton reads table
 *       CBVs from storage buffers (VKD3D_BINDLESS_CBV_AS_SSBO).
 *
 *   DEVICE_OVERRIDE_IMAGE_INT64_ATOMICS=1
 *       VK_EXT_shader_image_atomic_int64 is listed among the device's
 *       extensions and its shaderImageInt64Atomics feature reads VK_TRUE
 *       (vkd3d-proton requires it for sampler feedback). vkCreateDevice
 *       drops the extension and the feature before they reach the driver,
 *       which does not know them; whether the driver then runs 64-bit image
 *       atomics correctly is for the caller to check (Mesa's lavapipe
 *       lowers them like 32-bit ones).
 *
 * The layer keeps one record per instance and per device, found through the
 * loader's dispatch pointer (the first word of every dispatchable handle),
 * in fixed tables under a mutex.
 */
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vulkan/vk_layer.h>
#include <vulkan/vulkan.h>

#define EXPORT __attribute__((visibility("default")))
#define INT64_EXT VK_EXT_SHADER_IMAGE_ATOMIC_INT64_EXTENSION_NAME

enum { MAX_OBJECTS = 256 };

typedef struct instance_rec {
    void *key;
    VkInstance instance;
    PFN_vkGetInstanceProcAddr gipa;
    PFN_vkGetPhysicalDeviceProperties get_props;
    PFN_vkGetPhysicalDeviceProperties2 get_props2;
    PFN_vkGetPhysicalDeviceFeatures2 get_features2;
    PFN_vkEnumerateDeviceExtensionProperties enum_dev_ext;
    PFN_vkDestroyInstance destroy;
} instance_rec;

typedef struct device_rec {
    void *key;
    PFN_vkGetDeviceProcAddr gdpa;
    PFN_vkDestroyDevice destroy;
} device_rec;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static instance_rec instances[MAX_OBJECTS];
static device_rec devices[MAX_OBJECTS];

static void *key_of(const void *handle)
{
    return *(void *const *)handle;
}

static instance_rec *find_instance(const void *handle)
{
    void *key = key_of(handle);
    instance_rec *r = NULL;
    pthread_mutex_lock(&lock);
    for (int i = 0; i < MAX_OBJECTS && !r; i++)
        if (instances[i].key == key)
            r = &instances[i];
    pthread_mutex_unlock(&lock);
    return r;
}

static device_rec *find_device(const void *handle)
{
    void *key = key_of(handle);
    device_rec *r = NULL;
    pthread_mutex_lock(&lock);
    for (int i = 0; i < MAX_OBJECTS && !r; i++)
        if (devices[i].key == key)
            r = &devices[i];
    pthread_mutex_unlock(&lock);
    return r;
}

/* ---- the overrides ------------------------------------------------------------------ */

static bool int64_override(void)
{
    const char *s = getenv("DEVICE_OVERRIDE_IMAGE_INT64_ATOMICS");
    return s && *s && strcmp(s, "0") != 0;
}

static bool env_u32(const char *name, uint32_t *v)
{
    const char *s = getenv(name);
    if (!s || !*s)
        return false;
    *v = (uint32_t)strtoul(s, NULL, 0);
    return true;
}

static void patch_props(VkPhysicalDeviceProperties *p)
{
    uint32_t v;
    if (env_u32("DEVICE_OVERRIDE_VENDOR_ID", &v))
        p->vendorID = v;
    if (env_u32("DEVICE_OVERRIDE_MAX_PUSH_CONSTANTS", &v) && v < p->limits.maxPushConstantsSize)
        p->limits.maxPushConstantsSize = v;
    if (env_u32("DEVICE_OVERRIDE_MIN_SSBO_ALIGNMENT", &v) && v)
        p->limits.minStorageBufferOffsetAlignment = v;
}

/* ---- instance-level entry points ---------------------------------------------------- */

static VKAPI_ATTR void VKAPI_CALL layer_GetPhysicalDeviceProperties(VkPhysicalDevice pd,
                                                                    VkPhysicalDeviceProperties *p)
{
    instance_rec *r = find_instance(pd);
    r->get_props(pd, p);
    patch_props(p);
}

static VKAPI_ATTR void VKAPI_CALL layer_GetPhysicalDeviceProperties2(VkPhysicalDevice pd,
                                                                     VkPhysicalDeviceProperties2 *p)
{
    instance_rec *r = find_instance(pd);
    r->get_props2(pd, p);
    patch_props(&p->properties);
    uint32_t v;
    if (!env_u32("DEVICE_OVERRIDE_MAX_UPDATE_AFTER_BIND_UBOS", &v))
        return;
    for (VkBaseOutStructure *c = p->pNext; c; c = c->pNext) {
        uint32_t *limit = NULL;
        if (c->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES)
            limit = &((VkPhysicalDeviceVulkan12Properties *)c)->maxPerStageDescriptorUpdateAfterBindUniformBuffers;
        else if (c->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DESCRIPTOR_INDEXING_PROPERTIES)
            limit = &((VkPhysicalDeviceDescriptorIndexingProperties *)c)->maxPerStageDescriptorUpdateAfterBindUniformBuffers;
        if (limit && v < *limit)
            *limit = v;
    }
}

static VKAPI_ATTR void VKAPI_CALL layer_GetPhysicalDeviceFeatures2(VkPhysicalDevice pd, VkPhysicalDeviceFeatures2 *f)
{
    instance_rec *r = find_instance(pd);
    if (!int64_override()) {
        r->get_features2(pd, f);
        return;
    }
    /* Unlink the image-atomic-int64 struct (the driver does not know it),
     * query, relink and fill it in. */
    VkBaseOutStructure *prev = (VkBaseOutStructure *)f, *cur = prev->pNext, *found = NULL, *found_prev = NULL;
    for (; cur; prev = cur, cur = cur->pNext) {
        if (cur->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_IMAGE_ATOMIC_INT64_FEATURES_EXT) {
            found = cur;
            found_prev = prev;
            break;
        }
    }
    if (found)
        found_prev->pNext = found->pNext;
    r->get_features2(pd, f);
    if (found) {
        found_prev->pNext = found;
        VkPhysicalDeviceShaderImageAtomicInt64FeaturesEXT *ia = (VkPhysicalDeviceShaderImageAtomicInt64FeaturesEXT *)found;
        ia->shaderImageInt64Atomics = VK_TRUE;
        ia->sparseImageInt64Atomics = VK_FALSE;
    }
}

static VKAPI_ATTR VkResult VKAPI_CALL layer_EnumerateDeviceExtensionProperties(VkPhysicalDevice pd,
                                                                               const char *layer, uint32_t *count,
                                                                               VkExtensionProperties *props)
{
    instance_rec *r = find_instance(pd);
    if (layer || !int64_override())
        return r->enum_dev_ext(pd, layer, count, props);
    uint32_t n = 0;
    VkResult res = r->enum_dev_ext(pd, NULL, &n, NULL);
    if (res != VK_SUCCESS)
        return res;
    VkExtensionProperties *all = calloc(n + 1u, sizeof(*all));
    if (!all)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    res = r->enum_dev_ext(pd, NULL, &n, all);
    if (res != VK_SUCCESS && res != VK_INCOMPLETE) {
        free(all);
        return res;
    }
    bool present = false;
    for (uint32_t i = 0; i < n; i++)
        present |= strcmp(all[i].extensionName, INT64_EXT) == 0;
    if (!present) {
        snprintf(all[n].extensionName, sizeof(all[n].extensionName), "%s", INT64_EXT);
        all[n].specVersion = VK_EXT_SHADER_IMAGE_ATOMIC_INT64_SPEC_VERSION;
        n++;
    }
    if (!props) {
        *count = n;
        free(all);
        return VK_SUCCESS;
    }
    uint32_t copy = *count < n ? *count : n;
    memcpy(props, all, copy * sizeof(*props));
    *count = copy;
    free(all);
    return copy < n ? VK_INCOMPLETE : VK_SUCCESS;
}

static VKAPI_ATTR VkResult VKAPI_CALL layer_CreateDevice(VkPhysicalDevice pd, const VkDeviceCreateInfo *ci,
                                                        const VkAllocationCallbacks *alloc, VkDevice *out)
{
    VkLayerDeviceCreateInfo *chain = (VkLayerDeviceCreateInfo *)ci->pNext;
    while (chain && !(chain->sType == VK_STRUCTURE_TYPE_LOADER_DEVICE_CREATE_INFO && chain->function == VK_LAYER_LINK_INFO))
        chain = (VkLayerDeviceCreateInfo *)chain->pNext;
    if (!chain)
        return VK_ERROR_INITIALIZATION_FAILED;
    PFN_vkGetInstanceProcAddr gipa = chain->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    PFN_vkGetDeviceProcAddr gdpa = chain->u.pLayerInfo->pfnNextGetDeviceProcAddr;
    instance_rec *r = find_instance(pd);
    PFN_vkCreateDevice next = (PFN_vkCreateDevice)gipa(r->instance, "vkCreateDevice");
    chain->u.pLayerInfo = chain->u.pLayerInfo->pNext;

    /* Without the int64 override the create info goes down unchanged. With
     * it, a shallow copy without the extension name and the feature struct. */
    VkDeviceCreateInfo copy = *ci;
    const char **names = NULL;
    VkBaseOutStructure *unlinked = NULL, *unlinked_prev = NULL;
    if (int64_override()) {
        names = calloc(ci->enabledExtensionCount + 1u, sizeof(*names));
        if (!names)
            return VK_ERROR_OUT_OF_HOST_MEMORY;
        uint32_t n = 0;
        for (uint32_t i = 0; i < ci->enabledExtensionCount; i++)
            if (strcmp(ci->ppEnabledExtensionNames[i], INT64_EXT) != 0)
                names[n++] = ci->ppEnabledExtensionNames[i];
        copy.enabledExtensionCount = n;
        copy.ppEnabledExtensionNames = names;
        VkBaseOutStructure *prev = (VkBaseOutStructure *)&copy;
        for (VkBaseOutStructure *cur = prev->pNext; cur; prev = cur, cur = cur->pNext) {
            if (cur->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_IMAGE_ATOMIC_INT64_FEATURES_EXT) {
                unlinked = cur;
                unlinked_prev = prev;
                prev->pNext = cur->pNext;
                break;
            }
        }
    }
    VkResult res = next(pd, &copy, alloc, out);
    if (unlinked)
        unlinked_prev->pNext = unlinked; /* the caller's chain as it was */
    free(names);
    if (res != VK_SUCCESS)
        return res;

    pthread_mutex_lock(&lock);
    device_rec *slot = NULL;
    for (int i = 0; i < MAX_OBJECTS && !slot; i++)
        if (!devices[i].key)
            slot = &devices[i];
    if (slot) {
        slot->key = key_of(*out);
        slot->gdpa = gdpa;
        slot->destroy = (PFN_vkDestroyDevice)gdpa(*out, "vkDestroyDevice");
    }
    pthread_mutex_unlock(&lock);
    if (!slot) {
        ((PFN_vkDestroyDevice)gdpa(*out, "vkDestroyDevice"))(*out, alloc);
        return VK_ERROR_TOO_MANY_OBJECTS;
    }
    return VK_SUCCESS;
}

static VKAPI_ATTR void VKAPI_CALL layer_DestroyDevice(VkDevice dev, const VkAllocationCallbacks *alloc)
{
    if (!dev)
        return;
    device_rec *r = find_device(dev);
    PFN_vkDestroyDevice destroy = r->destroy;
    pthread_mutex_lock(&lock);
    r->key = NULL;
    pthread_mutex_unlock(&lock);
    destroy(dev, alloc);
}

static VKAPI_ATTR VkResult VKAPI_CALL layer_CreateInstance(const VkInstanceCreateInfo *ci,
                                                          const VkAllocationCallbacks *alloc, VkInstance *out)
{
    VkLayerInstanceCreateInfo *chain = (VkLayerInstanceCreateInfo *)ci->pNext;
    while (chain &&
           !(chain->sType == VK_STRUCTURE_TYPE_LOADER_INSTANCE_CREATE_INFO && chain->function == VK_LAYER_LINK_INFO))
        chain = (VkLayerInstanceCreateInfo *)chain->pNext;
    if (!chain)
        return VK_ERROR_INITIALIZATION_FAILED;
    PFN_vkGetInstanceProcAddr gipa = chain->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    PFN_vkCreateInstance next = (PFN_vkCreateInstance)gipa(VK_NULL_HANDLE, "vkCreateInstance");
    chain->u.pLayerInfo = chain->u.pLayerInfo->pNext;
    VkResult res = next(ci, alloc, out);
    if (res != VK_SUCCESS)
        return res;

    instance_rec rec = {
        .key = key_of(*out),
        .instance = *out,
        .gipa = gipa,
        .get_props = (PFN_vkGetPhysicalDeviceProperties)gipa(*out, "vkGetPhysicalDeviceProperties"),
        .get_props2 = (PFN_vkGetPhysicalDeviceProperties2)gipa(*out, "vkGetPhysicalDeviceProperties2"),
        .get_features2 = (PFN_vkGetPhysicalDeviceFeatures2)gipa(*out, "vkGetPhysicalDeviceFeatures2"),
        .enum_dev_ext = (PFN_vkEnumerateDeviceExtensionProperties)gipa(*out, "vkEnumerateDeviceExtensionProperties"),
        .destroy = (PFN_vkDestroyInstance)gipa(*out, "vkDestroyInstance"),
    };
    if (!rec.get_props2)
        rec.get_props2 = (PFN_vkGetPhysicalDeviceProperties2)gipa(*out, "vkGetPhysicalDeviceProperties2KHR");
    if (!rec.get_features2)
        rec.get_features2 = (PFN_vkGetPhysicalDeviceFeatures2)gipa(*out, "vkGetPhysicalDeviceFeatures2KHR");
    pthread_mutex_lock(&lock);
    instance_rec *slot = NULL;
    for (int i = 0; i < MAX_OBJECTS && !slot; i++)
        if (!instances[i].key)
            slot = &instances[i];
    if (slot)
        *slot = rec;
    pthread_mutex_unlock(&lock);
    if (!slot) {
        rec.destroy(*out, alloc);
        return VK_ERROR_TOO_MANY_OBJECTS;
    }
    return VK_SUCCESS;
}

static VKAPI_ATTR void VKAPI_CALL layer_DestroyInstance(VkInstance inst, const VkAllocationCallbacks *alloc)
{
    if (!inst)
        return;
    instance_rec *r = find_instance(inst);
    PFN_vkDestroyInstance destroy = r->destroy;
    pthread_mutex_lock(&lock);
    r->key = NULL;
    pthread_mutex_unlock(&lock);
    destroy(inst, alloc);
}

/* ---- lookup ----------------------------------------------------------------------- */

static PFN_vkVoidFunction own_function(const char *name)
{
    static const struct {
        const char *name;
        PFN_vkVoidFunction fn;
    } table[] = {
        {"vkCreateInstance", (PFN_vkVoidFunction)layer_CreateInstance},
        {"vkDestroyInstance", (PFN_vkVoidFunction)layer_DestroyInstance},
        {"vkCreateDevice", (PFN_vkVoidFunction)layer_CreateDevice},
        {"vkDestroyDevice", (PFN_vkVoidFunction)layer_DestroyDevice},
        {"vkGetPhysicalDeviceProperties", (PFN_vkVoidFunction)layer_GetPhysicalDeviceProperties},
        {"vkGetPhysicalDeviceProperties2", (PFN_vkVoidFunction)layer_GetPhysicalDeviceProperties2},
        {"vkGetPhysicalDeviceProperties2KHR", (PFN_vkVoidFunction)layer_GetPhysicalDeviceProperties2},
        {"vkGetPhysicalDeviceFeatures2", (PFN_vkVoidFunction)layer_GetPhysicalDeviceFeatures2},
        {"vkGetPhysicalDeviceFeatures2KHR", (PFN_vkVoidFunction)layer_GetPhysicalDeviceFeatures2},
        {"vkEnumerateDeviceExtensionProperties", (PFN_vkVoidFunction)layer_EnumerateDeviceExtensionProperties},
    };
    for (size_t i = 0; i < sizeof(table) / sizeof(table[0]); i++)
        if (strcmp(name, table[i].name) == 0)
            return table[i].fn;
    return NULL;
}

EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL device_override_GetDeviceProcAddr(VkDevice dev, const char *name)
{
    if (strcmp(name, "vkGetDeviceProcAddr") == 0)
        return (PFN_vkVoidFunction)device_override_GetDeviceProcAddr;
    if (strcmp(name, "vkDestroyDevice") == 0)
        return (PFN_vkVoidFunction)layer_DestroyDevice;
    device_rec *r = find_device(dev);
    return r ? r->gdpa(dev, name) : NULL;
}

EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL device_override_GetInstanceProcAddr(VkInstance inst, const char *name)
{
    if (strcmp(name, "vkGetInstanceProcAddr") == 0)
        return (PFN_vkVoidFunction)device_override_GetInstanceProcAddr;
    if (strcmp(name, "vkGetDeviceProcAddr") == 0)
        return (PFN_vkVoidFunction)device_override_GetDeviceProcAddr;
    PFN_vkVoidFunction own = own_function(name);
    if (own)
        return own;
    if (!inst)
        return NULL;
    instance_rec *r = find_instance(inst);
    return r ? r->gipa(r->instance, name) : NULL;
}

EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkNegotiateLoaderLayerInterfaceVersion(VkNegotiateLayerInterface *v)
{
    if (v->sType != LAYER_NEGOTIATE_INTERFACE_STRUCT || v->loaderLayerInterfaceVersion < 2)
        return VK_ERROR_INITIALIZATION_FAILED;
    v->loaderLayerInterfaceVersion = 2;
    v->pfnGetInstanceProcAddr = device_override_GetInstanceProcAddr;
    v->pfnGetDeviceProcAddr = device_override_GetDeviceProcAddr;
    v->pfnGetPhysicalDeviceProcAddr = NULL;
    return VK_SUCCESS;
}
