/* Acceleration structures for the execution tests: see vk_accel.h. */
#include "vk_accel.h"
#include "time_limit.h"

#include <stdio.h>
#include <string.h>

#define FAIL(...)                                                                                                  \
    do {                                                                                                           \
        snprintf(err, err_size, __VA_ARGS__);                                                                      \
        return false;                                                                                              \
    } while (0)

#define CHECK(call)                                                                                                \
    do {                                                                                                           \
        VkResult r_ = (call);                                                                                      \
        if (r_ != VK_SUCCESS)                                                                                      \
            FAIL("%s: %s", #call, vk_result_name(r_));                                                             \
    } while (0)

const char *vk_accel_ray_query_unsupported(const vk_context *vk)
{
    if (!vk->ext.acceleration_structure.accelerationStructure)
        return "the device lacks VK_KHR_acceleration_structure's accelerationStructure feature";
    if (!vk->ext.ray_query.rayQuery)
        return "the device lacks VK_KHR_ray_query's rayQuery feature";
    if (!vk->features12.bufferDeviceAddress)
        return "the device lacks the bufferDeviceAddress feature";
    return NULL;
}

bool vk_accel_init(vk_accel *a, vk_context *vk, char *err, size_t err_size)
{
    memset(a, 0, sizeof(*a));
    a->vk = vk;
    a->timeout_ns = 60ull * 1000000000ull;
    if (!vk->ext.acceleration_structure.accelerationStructure || !vk->features12.bufferDeviceAddress)
        FAIL("vk_accel_init: the device lacks accelerationStructure or bufferDeviceAddress");
    VkDevice d = vk->device;
    a->create = (PFN_vkCreateAccelerationStructureKHR)vkGetDeviceProcAddr(d, "vkCreateAccelerationStructureKHR");
    a->destroy = (PFN_vkDestroyAccelerationStructureKHR)vkGetDeviceProcAddr(d, "vkDestroyAccelerationStructureKHR");
    a->build_sizes = (PFN_vkGetAccelerationStructureBuildSizesKHR)vkGetDeviceProcAddr(
        d, "vkGetAccelerationStructureBuildSizesKHR");
    a->cmd_build =
        (PFN_vkCmdBuildAccelerationStructuresKHR)vkGetDeviceProcAddr(d, "vkCmdBuildAccelerationStructuresKHR");
    a->get_address = (PFN_vkGetAccelerationStructureDeviceAddressKHR)vkGetDeviceProcAddr(
        d, "vkGetAccelerationStructureDeviceAddressKHR");
    if (!a->create || !a->destroy || !a->build_sizes || !a->cmd_build || !a->get_address)
        FAIL("vk_accel_init: VK_KHR_acceleration_structure entry points are missing");
    return true;
}

void vk_accel_free_buffer(vk_context *vk, vk_accel_buffer *b)
{
    if (b->buffer)
        vkDestroyBuffer(vk->device, b->buffer, NULL);
    if (b->memory)
        vkFreeMemory(vk->device, b->memory, NULL);
    memset(b, 0, sizeof(*b));
}

bool vk_accel_make_buffer(vk_context *vk, VkDeviceSize size, VkBufferUsageFlags usage, const void *init,
                          vk_accel_buffer *out, char *err, size_t err_size)
{
    memset(out, 0, sizeof(*out));
    VkDevice d = vk->device;
    VkBufferCreateInfo bci = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, .size = size ? size : 4,
                              .usage = usage | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT,
                              .sharingMode = VK_SHARING_MODE_EXCLUSIVE};
    CHECK(vkCreateBuffer(d, &bci, NULL, &out->buffer));
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(d, out->buffer, &req);
    VkMemoryPropertyFlags want = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    int type = vk_find_memory_type(vk, req.memoryTypeBits, want);
    if (type < 0)
        FAIL("no host-visible, coherent memory type for a %llu-byte buffer", (unsigned long long)size);
    VkMemoryAllocateFlagsInfo flags = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO,
                                       .flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT};
    VkMemoryAllocateInfo mai = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, .pNext = &flags,
                                .allocationSize = req.size, .memoryTypeIndex = (uint32_t)type};
    CHECK(vkAllocateMemory(d, &mai, NULL, &out->memory));
    CHECK(vkBindBufferMemory(d, out->buffer, out->memory, 0));
    CHECK(vkMapMemory(d, out->memory, 0, VK_WHOLE_SIZE, 0, &out->map));
    memset(out->map, 0, (size_t)req.size);
    if (init)
        memcpy(out->map, init, (size_t)size);
    out->size = size;
    VkBufferDeviceAddressInfo ai = {.sType = VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO, .buffer = out->buffer};
    out->address = vkGetBufferDeviceAddress(d, &ai);
    return true;
}

/* Keeps an input buffer until vk_accel_destroy. */
static vk_accel_buffer *new_input(vk_accel *a, char *err, size_t err_size)
{
    if (a->input_count >= sizeof(a->inputs) / sizeof(a->inputs[0])) {
        snprintf(err, err_size, "vk_accel: more than %u input buffers",
                 (unsigned)(sizeof(a->inputs) / sizeof(a->inputs[0])));
        return NULL;
    }
    return &a->inputs[a->input_count++];
}

/* Creates the structure of `type` for `info` (its ranges' primitive counts
 * in `counts`), records its build into a one-time command buffer, submits
 * it and waits. */
static bool build(vk_accel *a, VkAccelerationStructureTypeKHR type, VkAccelerationStructureBuildGeometryInfoKHR *info,
                  const VkAccelerationStructureBuildRangeInfoKHR *ranges, const uint32_t *counts,
                  vk_accel_structure *as, char *err, size_t err_size)
{
    vk_context *vk = a->vk;
    VkDevice d = vk->device;
    VkAccelerationStructureBuildSizesInfoKHR sizes = {.sType =
                                                          VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_SIZES_INFO_KHR};
    a->build_sizes(d, VK_ACCELERATION_STRUCTURE_BUILD_TYPE_DEVICE_KHR, info, counts, &sizes);
    if (!vk_accel_make_buffer(vk, sizes.accelerationStructureSize, VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_STORAGE_BIT_KHR,
                              NULL, &as->storage, err, err_size))
        return false;
    VkAccelerationStructureCreateInfoKHR ci = {.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_CREATE_INFO_KHR,
                                               .buffer = as->storage.buffer,
                                               .size = sizes.accelerationStructureSize,
                                               .type = type};
    CHECK(a->create(d, &ci, NULL, &as->handle));
    VkAccelerationStructureDeviceAddressInfoKHR ai = {
        .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_DEVICE_ADDRESS_INFO_KHR, .accelerationStructure = as->handle};
    as->address = a->get_address(d, &ai);

    /* Scratch: aligned as the device asks. */
    VkPhysicalDeviceAccelerationStructurePropertiesKHR asp = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_PROPERTIES_KHR};
    VkPhysicalDeviceProperties2 p2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, .pNext = &asp};
    vkGetPhysicalDeviceProperties2(vk->physical, &p2);
    VkDeviceSize align = asp.minAccelerationStructureScratchOffsetAlignment ? asp.minAccelerationStructureScratchOffsetAlignment : 1;
    vk_accel_buffer scratch;
    if (!vk_accel_make_buffer(vk, sizes.buildScratchSize + align, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, NULL, &scratch,
                              err, err_size)) {
        vk_accel_free_buffer(vk, &scratch);
        return false;
    }
    info->dstAccelerationStructure = as->handle;
    info->scratchData.deviceAddress = (scratch.address + align - 1) / align * align;

    bool ok = false;
    VkCommandBuffer cmd = VK_NULL_HANDLE;
    VkFence fence = VK_NULL_HANDLE;
    VkCommandBufferAllocateInfo cai = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
                                       .commandPool = vk->command_pool,
                                       .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
                                       .commandBufferCount = 1};
    VkResult r = vkAllocateCommandBuffers(d, &cai, &cmd);
    if (r != VK_SUCCESS) {
        snprintf(err, err_size, "vkAllocateCommandBuffers: %s", vk_result_name(r));
        cmd = VK_NULL_HANDLE;
        goto done;
    }
    VkCommandBufferBeginInfo bi = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
                                   .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT};
    vkBeginCommandBuffer(cmd, &bi);
    const VkAccelerationStructureBuildRangeInfoKHR *range_list = ranges;
    a->cmd_build(cmd, 1, info, &range_list);
    /* The build's writes, visible to later builds and to shaders. */
    VkMemoryBarrier mb = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
                          .srcAccessMask = VK_ACCESS_ACCELERATION_STRUCTURE_WRITE_BIT_KHR,
                          .dstAccessMask = VK_ACCESS_ACCELERATION_STRUCTURE_READ_BIT_KHR | VK_ACCESS_SHADER_READ_BIT};
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_ACCELERATION_STRUCTURE_BUILD_BIT_KHR,
                         VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
    r = vkEndCommandBuffer(cmd);
    if (r != VK_SUCCESS) {
        snprintf(err, err_size, "vkEndCommandBuffer: %s", vk_result_name(r));
        goto done;
    }
    VkFenceCreateInfo fci = {.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    r = vkCreateFence(d, &fci, NULL, &fence);
    if (r != VK_SUCCESS) {
        snprintf(err, err_size, "vkCreateFence: %s", vk_result_name(r));
        fence = VK_NULL_HANDLE;
        goto done;
    }
    VkSubmitInfo si = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .commandBufferCount = 1, .pCommandBuffers = &cmd};
    r = vkQueueSubmit(vk->queue, 1, &si, fence);
    if (r != VK_SUCCESS) {
        snprintf(err, err_size, "vkQueueSubmit (acceleration structure build): %s", vk_result_name(r));
        goto done;
    }
    r = vkWaitForFences(d, 1, &fence, VK_TRUE, test_time_limit_ns(a->timeout_ns));
    if (r != VK_SUCCESS) {
        /* The device may still use everything: leave it all in place. */
        snprintf(err, err_size, "acceleration structure build did not finish: %s%s", vk_result_name(r),
                 r == VK_TIMEOUT ? " (time limit)" : "");
        return false;
    }
    ok = true;
done:
    if (fence)
        vkDestroyFence(d, fence, NULL);
    if (cmd)
        vkFreeCommandBuffers(d, vk->command_pool, 1, &cmd);
    vk_accel_free_buffer(vk, &scratch);
    return ok;
}

bool vk_accel_add_blas(vk_accel *a, const vk_accel_geometry *geometries, uint32_t count, uint32_t *index, char *err,
                       size_t err_size)
{
    if (a->blas_count >= VK_ACCEL_MAX_BLAS)
        FAIL("vk_accel: more than %u bottom-level structures", VK_ACCEL_MAX_BLAS);
    if (count == 0 || count > VK_ACCEL_MAX_GEOMETRIES)
        FAIL("vk_accel: %u geometries in one bottom-level structure (1 to %u)", count, VK_ACCEL_MAX_GEOMETRIES);
    /* One input buffer holds every geometry's data, each part 16-aligned. */
    VkDeviceSize offsets[VK_ACCEL_MAX_GEOMETRIES][3], total = 0; /* vertices / boxes, indices, transform */
    for (uint32_t i = 0; i < count; i++) {
        const vk_accel_geometry *g = &geometries[i];
        VkDeviceSize parts[3] = {0, 0, 0};
        if (g->kind == VK_ACCEL_TRIANGLES) {
            if (!g->vertices || !g->triangle_count || (!g->indices && g->vertex_count < 3 * g->triangle_count))
                FAIL("vk_accel: triangle geometry %u has no vertices or too few for %u triangles", i,
                     g->triangle_count);
            parts[0] = 12ull * g->vertex_count;
            parts[1] = g->indices ? 12ull * g->triangle_count : 0;
            parts[2] = g->transform ? sizeof(VkTransformMatrixKHR) : 0;
        } else {
            if (!g->boxes || !g->box_count)
                FAIL("vk_accel: AABB geometry %u has no boxes", i);
            parts[0] = sizeof(VkAabbPositionsKHR) * g->box_count;
        }
        for (int p = 0; p < 3; p++) {
            offsets[i][p] = total;
            total += (parts[p] + 15) & ~(VkDeviceSize)15;
        }
    }
    vk_accel_buffer *in = new_input(a, err, err_size);
    if (!in || !vk_accel_make_buffer(a->vk, total,
                                     VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_BUILD_INPUT_READ_ONLY_BIT_KHR, NULL, in,
                                     err, err_size))
        return false;
    VkAccelerationStructureGeometryKHR geos[VK_ACCEL_MAX_GEOMETRIES];
    VkAccelerationStructureBuildRangeInfoKHR ranges[VK_ACCEL_MAX_GEOMETRIES];
    uint32_t counts[VK_ACCEL_MAX_GEOMETRIES];
    uint8_t *base = in->map;
    for (uint32_t i = 0; i < count; i++) {
        const vk_accel_geometry *g = &geometries[i];
        geos[i] = (VkAccelerationStructureGeometryKHR){.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR,
                                                       .flags = g->flags};
        ranges[i] = (VkAccelerationStructureBuildRangeInfoKHR){0};
        if (g->kind == VK_ACCEL_TRIANGLES) {
            memcpy(base + offsets[i][0], g->vertices, 12u * g->vertex_count);
            VkAccelerationStructureGeometryTrianglesDataKHR *t = &geos[i].geometry.triangles;
            geos[i].geometryType = VK_GEOMETRY_TYPE_TRIANGLES_KHR;
            *t = (VkAccelerationStructureGeometryTrianglesDataKHR){
                .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_TRIANGLES_DATA_KHR,
                .vertexFormat = VK_FORMAT_R32G32B32_SFLOAT,
                .vertexData.deviceAddress = in->address + offsets[i][0],
                .vertexStride = 12,
                .maxVertex = g->vertex_count - 1,
                .indexType = g->indices ? VK_INDEX_TYPE_UINT32 : VK_INDEX_TYPE_NONE_KHR,
            };
            if (g->indices) {
                memcpy(base + offsets[i][1], g->indices, 12u * g->triangle_count);
                t->indexData.deviceAddress = in->address + offsets[i][1];
            }
            if (g->transform) {
                memcpy(base + offsets[i][2], g->transform, sizeof(VkTransformMatrixKHR));
                t->transformData.deviceAddress = in->address + offsets[i][2];
            }
            counts[i] = ranges[i].primitiveCount = g->triangle_count;
        } else {
            memcpy(base + offsets[i][0], g->boxes, sizeof(VkAabbPositionsKHR) * g->box_count);
            geos[i].geometryType = VK_GEOMETRY_TYPE_AABBS_KHR;
            geos[i].geometry.aabbs = (VkAccelerationStructureGeometryAabbsDataKHR){
                .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_AABBS_DATA_KHR,
                .data.deviceAddress = in->address + offsets[i][0],
                .stride = sizeof(VkAabbPositionsKHR),
            };
            counts[i] = ranges[i].primitiveCount = g->box_count;
        }
    }
    VkAccelerationStructureBuildGeometryInfoKHR info = {
        .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_GEOMETRY_INFO_KHR,
        .type = VK_ACCELERATION_STRUCTURE_TYPE_BOTTOM_LEVEL_KHR,
        .flags = VK_BUILD_ACCELERATION_STRUCTURE_PREFER_FAST_TRACE_BIT_KHR,
        .mode = VK_BUILD_ACCELERATION_STRUCTURE_MODE_BUILD_KHR,
        .geometryCount = count,
        .pGeometries = geos,
    };
    vk_accel_structure *as = &a->blas[a->blas_count++];
    if (!build(a, VK_ACCELERATION_STRUCTURE_TYPE_BOTTOM_LEVEL_KHR, &info, ranges, counts, as, err, err_size))
        return false;
    *index = a->blas_count - 1;
    return true;
}

bool vk_accel_build_tlas(vk_accel *a, const vk_accel_instance *instances, uint32_t count, char *err,
                         size_t err_size)
{
    if (a->tlas.handle)
        FAIL("vk_accel: the top-level structure is already built");
    vk_accel_buffer *in = new_input(a, err, err_size);
    if (!in || !vk_accel_make_buffer(a->vk, sizeof(VkAccelerationStructureInstanceKHR) * (count ? count : 1),
                                     VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_BUILD_INPUT_READ_ONLY_BIT_KHR, NULL, in,
                                     err, err_size))
        return false;
    VkAccelerationStructureInstanceKHR *out = in->map;
    for (uint32_t i = 0; i < count; i++) {
        const vk_accel_instance *s = &instances[i];
        if (s->blas >= a->blas_count)
            FAIL("vk_accel: instance %u names bottom-level structure %u of %u", i, s->blas, a->blas_count);
        if (s->custom_index > 0xFFFFFFu || s->sbt_offset > 0xFFFFFFu || s->mask > 0xFFu || s->flags > 0xFFu)
            FAIL("vk_accel: instance %u: custom index, SBT offset (24 bits), mask or flags (8 bits) out of range", i);
        memcpy(out[i].transform.matrix, s->transform, sizeof(out[i].transform.matrix));
        out[i].instanceCustomIndex = s->custom_index;
        out[i].mask = s->mask;
        out[i].instanceShaderBindingTableRecordOffset = s->sbt_offset;
        out[i].flags = s->flags;
        out[i].accelerationStructureReference = a->blas[s->blas].address;
    }
    VkAccelerationStructureGeometryKHR geo = {
        .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR,
        .geometryType = VK_GEOMETRY_TYPE_INSTANCES_KHR,
        .geometry.instances = {.sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_INSTANCES_DATA_KHR,
                               .arrayOfPointers = VK_FALSE,
                               .data.deviceAddress = in->address},
    };
    VkAccelerationStructureBuildRangeInfoKHR range = {.primitiveCount = count};
    VkAccelerationStructureBuildGeometryInfoKHR info = {
        .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_GEOMETRY_INFO_KHR,
        .type = VK_ACCELERATION_STRUCTURE_TYPE_TOP_LEVEL_KHR,
        .flags = VK_BUILD_ACCELERATION_STRUCTURE_PREFER_FAST_TRACE_BIT_KHR,
        .mode = VK_BUILD_ACCELERATION_STRUCTURE_MODE_BUILD_KHR,
        .geometryCount = 1,
        .pGeometries = &geo,
    };
    return build(a, VK_ACCELERATION_STRUCTURE_TYPE_TOP_LEVEL_KHR, &info, &range, &count, &a->tlas, err, err_size);
}

void vk_accel_descriptor_write(const vk_accel *a, VkDescriptorSet set, uint32_t binding,
                               VkWriteDescriptorSetAccelerationStructureKHR *as_info, VkWriteDescriptorSet *write)
{
    *as_info = (VkWriteDescriptorSetAccelerationStructureKHR){
        .sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET_ACCELERATION_STRUCTURE_KHR,
        .accelerationStructureCount = 1,
        .pAccelerationStructures = &a->tlas.handle};
    *write = (VkWriteDescriptorSet){.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
                                    .pNext = as_info,
                                    .dstSet = set,
                                    .dstBinding = binding,
                                    .descriptorCount = 1,
                                    .descriptorType = VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR};
}

static void destroy_structure(vk_accel *a, vk_accel_structure *s)
{
    if (s->handle)
        a->destroy(a->vk->device, s->handle, NULL);
    vk_accel_free_buffer(a->vk, &s->storage);
    memset(s, 0, sizeof(*s));
}

void vk_accel_destroy(vk_accel *a)
{
    if (!a->vk)
        return;
    vkDeviceWaitIdle(a->vk->device);
    destroy_structure(a, &a->tlas);
    for (uint32_t i = 0; i < a->blas_count; i++)
        destroy_structure(a, &a->blas[i]);
    for (uint32_t i = 0; i < a->input_count; i++)
        vk_accel_free_buffer(a->vk, &a->inputs[i]);
    a->blas_count = a->input_count = 0;
}

bool vk_accel_build_scene(vk_accel *a, vk_context *vk, const vk_accel_scene *s, char *err, size_t err_size)
{
    if (!vk_accel_init(a, vk, err, err_size))
        return false;
    for (uint32_t b = 0; b < s->blas_count; b++) {
        uint32_t index;
        if (!vk_accel_add_blas(a, s->blas[b].geometries, s->blas[b].count, &index, err, err_size))
            return false;
    }
    return vk_accel_build_tlas(a, s->instances, s->instance_count, err, err_size);
}
