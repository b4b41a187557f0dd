/* Vulkan acceleration structures for execution tests (VK_KHR_acceleration_structure):
 * bottom-level structures from triangles or AABBs, and a top-level one over
 * instances with transforms, masks, custom indices, shader binding table
 * offsets and flags; usable by inline ray queries and ray tracing pipelines.
 *
 * Every buffer lives in memory allocated with a device address
 * (VkMemoryAllocateFlagsInfo DEVICE_ADDRESS), host-visible and coherent
 * (mapped), so that inputs are written in place; vk_accel_make_buffer serves
 * other device-address buffers too (a shader binding table, for instance).
 * Builds run on the device (vkCmdBuildAccelerationStructuresKHR), one
 * submission per structure, each waited for with its own time limit.
 *
 * D3D12 and Vulkan describe the same objects with the same encodings:
 * D3D12_RAYTRACING_INSTANCE_DESC is VkAccelerationStructureInstanceKHR
 * (3x4 row-major transform, 24-bit InstanceID = instanceCustomIndex, 8-bit
 * mask, 24-bit InstanceContributionToHitGroupIndex = SBT record offset,
 * 8-bit flags), and D3D12_RAYTRACING_INSTANCE_FLAG_TRIANGLE_CULL_DISABLE /
 * _FRONT_COUNTERCLOCKWISE / _FORCE_OPAQUE / _FORCE_NON_OPAQUE are
 * VK_GEOMETRY_INSTANCE_TRIANGLE_FACING_CULL_DISABLE / _FLIP_FACING /
 * _FORCE_OPAQUE / _FORCE_NO_OPAQUE (bits 0x1, 0x2, 0x4, 0x8).
 *
 * Errors go into the caller's (err, err_size), as in vk_host.h. The device
 * needs the accelerationStructure and bufferDeviceAddress features
 * (vk_context.c enables them when offered); vk_accel_init checks them.
 */
#ifndef D2S_TESTS_VK_ACCEL_H
#define D2S_TESTS_VK_ACCEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <vulkan/vulkan.h>

#include "vk_context.h"

enum { VK_ACCEL_MAX_BLAS = 16, VK_ACCEL_MAX_GEOMETRIES = 8 };

/* A buffer with a device address, mapped (host-coherent). */
typedef struct vk_accel_buffer {
    VkBuffer buffer;
    VkDeviceMemory memory;
    void *map;
    VkDeviceSize size;
    VkDeviceAddress address;
} vk_accel_buffer;

/* One geometry of a bottom-level structure. */
typedef enum vk_accel_geometry_kind { VK_ACCEL_TRIANGLES, VK_ACCEL_AABBS } vk_accel_geometry_kind;

typedef struct vk_accel_geometry {
    vk_accel_geometry_kind kind;
    VkGeometryFlagsKHR flags; /* VK_GEOMETRY_OPAQUE_BIT_KHR, VK_GEOMETRY_NO_DUPLICATE_ANY_HIT_INVOCATION_BIT_KHR */
    /* VK_ACCEL_TRIANGLES: float xyz vertices (12-byte stride); indices
     * (u32, 3 per triangle) or NULL for consecutive vertex triples;
     * `transform` a 3x4 row-major object-space transform or NULL. */
    const float *vertices;
    uint32_t vertex_count;
    const uint32_t *indices;
    uint32_t triangle_count;
    const float *transform;
    /* VK_ACCEL_AABBS: min xyz, max xyz per box (VkAabbPositionsKHR). */
    const VkAabbPositionsKHR *boxes;
    uint32_t box_count;
} vk_accel_geometry;

/* One instance of a top-level structure. */
typedef struct vk_accel_instance {
    float transform[3][4];          /* object to world, row-major (D3D's 3x4) */
    uint32_t custom_index;          /* 24 bits: D3D InstanceID() */
    uint32_t mask;                  /* 8 bits: ANDed with the ray's instance inclusion mask */
    uint32_t sbt_offset;            /* 24 bits: D3D InstanceContributionToHitGroupIndex */
    VkGeometryInstanceFlagsKHR flags;
    uint32_t blas;                  /* index returned by vk_accel_add_blas */
} vk_accel_instance;

typedef struct vk_accel_structure {
    VkAccelerationStructureKHR handle;
    vk_accel_buffer storage;
    VkDeviceAddress address;
} vk_accel_structure;

/* The structures of one test. Zero-initialise, vk_accel_init, then add
 * bottom-level structures and build the top-level one; vk_accel_destroy
 * releases everything (also after a failure part-way). */
typedef struct vk_accel {
    vk_context *vk;
    uint64_t timeout_ns; /* per build; default 60 s */
    PFN_vkCreateAccelerationStructureKHR create;
    PFN_vkDestroyAccelerationStructureKHR destroy;
    PFN_vkGetAccelerationStructureBuildSizesKHR build_sizes;
    PFN_vkCmdBuildAccelerationStructuresKHR cmd_build;
    PFN_vkGetAccelerationStructureDeviceAddressKHR get_address;
    vk_accel_structure blas[VK_ACCEL_MAX_BLAS];
    uint32_t blas_count;
    vk_accel_structure tlas;
    vk_accel_buffer inputs[VK_ACCEL_MAX_BLAS + 1]; /* geometry / instance data, kept until destroy */
    uint32_t input_count;
} vk_accel;

/* A scene: bottom-level structures (each a list of geometries) and the
 * instances of the top-level one (instance.blas indexes `blas`). The host
 * model (rt_model.h) reads the same description. */
typedef struct vk_accel_blas {
    const vk_accel_geometry *geometries;
    uint32_t count;
} vk_accel_blas;

typedef struct vk_accel_scene {
    const vk_accel_blas *blas;
    uint32_t blas_count;
    const vk_accel_instance *instances;
    uint32_t instance_count;
} vk_accel_scene;

/* Why the device cannot run ray queries on acceleration structures, naming
 * the missing feature, or NULL if it can. */
const char *vk_accel_ray_query_unsupported(const vk_context *vk);

bool vk_accel_init(vk_accel *a, vk_context *vk, char *err, size_t err_size);
void vk_accel_destroy(vk_accel *a);

/* A buffer of `size` bytes with `usage` | SHADER_DEVICE_ADDRESS, zero-filled
 * then `init` copied to it (NULL: none). */
bool vk_accel_make_buffer(vk_context *vk, VkDeviceSize size, VkBufferUsageFlags usage, const void *init,
                          vk_accel_buffer *out, char *err, size_t err_size);
void vk_accel_free_buffer(vk_context *vk, vk_accel_buffer *b);

/* Builds a bottom-level structure of `count` geometries (geometry index i =
 * D3D GeometryIndex() i); *index receives its number for instances. */
bool vk_accel_add_blas(vk_accel *a, const vk_accel_geometry *geometries, uint32_t count, uint32_t *index, char *err,
                       size_t err_size);

/* Builds the top-level structure over `count` instances (instance i = D3D
 * InstanceIndex() i). */
bool vk_accel_build_tlas(vk_accel *a, const vk_accel_instance *instances, uint32_t count, char *err,
                         size_t err_size);

/* vk_accel_init, every bottom-level structure of the scene in order, then
 * the top-level one. */
bool vk_accel_build_scene(vk_accel *a, vk_context *vk, const vk_accel_scene *s, char *err, size_t err_size);

/* Fills a descriptor write of a[0].tlas at (set, binding) of type
 * ACCELERATION_STRUCTURE_KHR; `as_info` must outlive the update. */
void vk_accel_descriptor_write(const vk_accel *a, VkDescriptorSet set, uint32_t binding,
                               VkWriteDescriptorSetAccelerationStructureKHR *as_info, VkWriteDescriptorSet *write);

#endif
