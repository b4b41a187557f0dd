/* One ray-tracing pipeline run: see rt_pipeline.h. */
#include "rt_pipeline.h"

#include <stdio.h>
#include <string.h>

#define ERR p->c.err, sizeof(p->c.err)
#define CHECK(x) VK_HOST_CHECK((x), p->c.err, sizeof(p->c.err))

enum { MAX_BINDINGS = 16 };

const char *rt_pipeline_unsupported(const vk_context *vk)
{
    if (!vk->ext.ray_tracing_pipeline.rayTracingPipeline)
        return "the device lacks VK_KHR_ray_tracing_pipeline's rayTracingPipeline feature";
    if (!vk->ext.acceleration_structure.accelerationStructure)
        return "the device lacks VK_KHR_acceleration_structure's accelerationStructure feature";
    if (!vk->features12.bufferDeviceAddress)
        return "the device lacks the bufferDeviceAddress feature";
    return NULL;
}

void rt_pipeline_destroy(rt_pipeline *p)
{
    if (!p->vk)
        return;
    vk_host_compute_destroy(p->vk, &p->c);
    for (uint32_t i = 0; i < RT_PIPELINE_MAX_STAGES; i++)
        if (p->modules[i])
            vkDestroyShaderModule(p->vk->device, p->modules[i], NULL);
    vk_host_free_image(p->vk, p->image, p->image_mem, p->view);
    vk_host_free_buffer(p->vk, p->readback, p->readback_mem);
    vk_accel_free_buffer(p->vk, &p->sbt);
    if (p->heap_layout)
        vkDestroyDescriptorSetLayout(p->vk->device, p->heap_layout, NULL);
    if (p->empty_layout)
        vkDestroyDescriptorSetLayout(p->vk->device, p->empty_layout, NULL);
    p->heap_layout = p->empty_layout = VK_NULL_HANDLE;
    memset(p->modules, 0, sizeof(p->modules));
}

static VkDeviceSize align_up(VkDeviceSize v, VkDeviceSize a)
{
    return (v + a - 1) / a * a;
}

/* The union of the entries' register-bound resources: one binding each at
 * set 0 (resources in a shader record need none). */
static bool layout_bindings(rt_pipeline *p, const rt_pipeline_desc *d, VkDescriptorSetLayoutBinding *lb,
                            const dxil2spv_reflected_resource **res, uint32_t *count)
{
    uint32_t nb = 0;
    for (uint32_t st = 0; st < d->stage_count; st++) {
        const dxil2spv_reflection *refl = d->stages[st]->reflection;
        for (uint32_t i = 0; i < refl->resource_count; i++) {
            const dxil2spv_reflected_resource *r = &refl->resources[i];
            if (r->local_root)
                continue;
            if (r->set != 0 || r->range_size != 1) {
                snprintf(ERR, "%s: resource %s at set %u with %u descriptors (one at set 0 expected)",
                         refl->entry_point, r->name, r->set, r->range_size);
                return false;
            }
            uint32_t k = 0;
            while (k < nb && lb[k].binding != r->binding)
                k++;
            if (k == nb) {
                if (nb == MAX_BINDINGS) {
                    snprintf(ERR, "more than %u bindings", MAX_BINDINGS);
                    return false;
                }
                lb[nb] = (VkDescriptorSetLayoutBinding){r->binding, (VkDescriptorType)r->descriptor_type, 1, 0, NULL};
                res[nb++] = r;
            } else if (lb[k].descriptorType != (VkDescriptorType)r->descriptor_type) {
                snprintf(ERR, "binding %u has two descriptor types across the entries", r->binding);
                return false;
            }
            lb[k].stageFlags |= d->stage_bits[st];
        }
    }
    *count = nb;
    return true;
}

static bool write_descriptors(rt_pipeline *p, VkDescriptorSet set, const VkDescriptorSetLayoutBinding *lb,
                              const dxil2spv_reflected_resource *const *res, uint32_t nb, const vk_accel *accel,
                              const rt_buffer_binding *buffers, uint32_t buffer_count)
{
    for (uint32_t i = 0; i < nb; i++) {
        VkWriteDescriptorSet w = {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = set,
                                  .dstBinding = lb[i].binding, .descriptorCount = 1,
                                  .descriptorType = lb[i].descriptorType};
        VkWriteDescriptorSetAccelerationStructureKHR asw;
        VkDescriptorImageInfo ii = {VK_NULL_HANDLE, p->view, VK_IMAGE_LAYOUT_GENERAL};
        VkDescriptorBufferInfo bi = {VK_NULL_HANDLE, 0, 0};
        switch (lb[i].descriptorType) {
        case VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR:
            if (!accel) {
                snprintf(ERR, "%s: an acceleration structure, but the test built none", res[i]->name);
                return false;
            }
            vk_accel_descriptor_write(accel, set, lb[i].binding, &asw, &w);
            break;
        case VK_DESCRIPTOR_TYPE_STORAGE_IMAGE: w.pImageInfo = &ii; break;
        case VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER:
        case VK_DESCRIPTOR_TYPE_STORAGE_BUFFER: {
            uint32_t k = 0;
            while (k < buffer_count &&
                   (buffers[k].cls != res[i]->resource_class || buffers[k].reg != res[i]->lower_bound))
                k++;
            if (k == buffer_count) {
                snprintf(ERR, "no buffer for %s (class %u, register %u)", res[i]->name, res[i]->resource_class,
                         res[i]->lower_bound);
                return false;
            }
            bi = (VkDescriptorBufferInfo){buffers[k].buffer, 0, buffers[k].size};
            w.pBufferInfo = &bi;
            break;
        }
        default:
            snprintf(ERR, "binding %u: unexpected descriptor type %d", lb[i].binding, (int)lb[i].descriptorType);
            return false;
        }
        vkUpdateDescriptorSets(p->vk->device, 1, &w, 0, NULL);
    }
    return true;
}

/* The heap arrays the entries declare: one uniform-buffer array (set,
 * binding) or none (*set = UINT32_MAX). */
static bool heap_array(rt_pipeline *p, const rt_pipeline_desc *d, uint32_t *set, uint32_t *binding)
{
    *set = UINT32_MAX;
    for (uint32_t st = 0; st < d->stage_count; st++) {
        const dxil2spv_reflection *refl = d->stages[st]->reflection;
        for (uint32_t i = 0; i < refl->heap_array_count; i++) {
            const dxil2spv_reflected_heap_array *h = &refl->heap_arrays[i];
            if (h->descriptor_type != DXIL2SPV_DESCRIPTOR_UNIFORM_BUFFER || h->set == 0 ||
                (*set != UINT32_MAX && (h->set != *set || h->binding != *binding))) {
                snprintf(ERR, "%s: heap array at set %u binding %u of descriptor type %u (this harness binds one "
                         "uniform-buffer array outside set 0)", refl->entry_point, h->set, h->binding,
                         h->descriptor_type);
                return false;
            }
            *set = h->set;
            *binding = h->binding;
        }
    }
    return true;
}

/* The shader binding table: each region (raygen, miss, hit, callable) at
 * a base-alignment boundary, one record per group of stride = the
 * largest record of the region. */
static bool make_sbt(rt_pipeline *p, const rt_pipeline_desc *d, const VkPhysicalDeviceRayTracingPipelinePropertiesKHR *rtp,
                     VkStridedDeviceAddressRegionKHR regions[4])
{
    uint32_t hs = rtp->shaderGroupHandleSize;
    uint8_t handles[RT_PIPELINE_MAX_GROUPS * 64];
    if (hs > 64) {
        snprintf(ERR, "shaderGroupHandleSize %u", hs);
        return false;
    }
    PFN_vkGetRayTracingShaderGroupHandlesKHR get_handles = (PFN_vkGetRayTracingShaderGroupHandlesKHR)
        vkGetDeviceProcAddr(p->vk->device, "vkGetRayTracingShaderGroupHandlesKHR");
    CHECK(get_handles(p->vk->device, p->c.pipeline, 0, d->group_count, d->group_count * hs, handles));
    uint32_t first[5] = {0, 1, 1 + d->miss_count, 1 + d->miss_count + d->hit_count, d->group_count};
    VkDeviceSize stride[4], size[4], total = 0;
    for (uint32_t r = 0; r < 4; r++) {
        uint32_t rec = 0;
        for (uint32_t g = first[r]; g < first[r + 1]; g++)
            rec = d->groups[g].record_size > rec ? d->groups[g].record_size : rec;
        stride[r] = align_up(hs + rec, rtp->shaderGroupHandleAlignment);
        size[r] = align_up(stride[r] * (first[r + 1] - first[r]), rtp->shaderGroupBaseAlignment);
        total += size[r];
    }
    if (!vk_accel_make_buffer(p->vk, total + rtp->shaderGroupBaseAlignment,
                              VK_BUFFER_USAGE_SHADER_BINDING_TABLE_BIT_KHR, NULL, &p->sbt, ERR))
        return false;
    VkDeviceSize base = align_up(p->sbt.address, rtp->shaderGroupBaseAlignment) - p->sbt.address;
    for (uint32_t r = 0; r < 4; r++) {
        uint32_t n = first[r + 1] - first[r];
        regions[r] = (VkStridedDeviceAddressRegionKHR){n ? p->sbt.address + base : 0, n ? stride[r] : 0,
                                                      n ? stride[r] * n : 0};
        for (uint32_t g = first[r]; g < first[r + 1]; g++) {
            uint8_t *rec = (uint8_t *)p->sbt.map + base + (g - first[r]) * stride[r];
            memcpy(rec, handles + g * hs, hs);
            if (d->groups[g].record)
                memcpy(rec + hs, d->groups[g].record, d->groups[g].record_size);
        }
        base += size[r];
    }
    /* A raygen region's size must equal its stride. */
    regions[0].size = regions[0].stride;
    return true;
}

bool rt_pipeline_run(rt_pipeline *p, const rt_pipeline_desc *d, const vk_accel *accel,
                     const rt_buffer_binding *buffers, uint32_t buffer_count, float *pixels)
{
    vk_context *vk = p->vk;
    VkDevice dev = vk->device;
    if (d->stage_count > RT_PIPELINE_MAX_STAGES || d->group_count > RT_PIPELINE_MAX_GROUPS ||
        d->group_count < 1 + d->miss_count + d->hit_count) {
        snprintf(ERR, "%u stages, %u groups: too many or inconsistent", d->stage_count, d->group_count);
        return false;
    }
    PFN_vkCreateRayTracingPipelinesKHR create_rt =
        (PFN_vkCreateRayTracingPipelinesKHR)vkGetDeviceProcAddr(dev, "vkCreateRayTracingPipelinesKHR");
    PFN_vkCmdTraceRaysKHR cmd_trace = (PFN_vkCmdTraceRaysKHR)vkGetDeviceProcAddr(dev, "vkCmdTraceRaysKHR");
    if (!create_rt || !cmd_trace) {
        snprintf(ERR, "the device does not expose the VK_KHR_ray_tracing_pipeline entry points");
        return false;
    }
    VkPhysicalDeviceRayTracingPipelinePropertiesKHR rtp = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_TRACING_PIPELINE_PROPERTIES_KHR};
    VkPhysicalDeviceProperties2 p2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, .pNext = &rtp};
    vkGetPhysicalDeviceProperties2(vk->physical, &p2);
    if (rtp.maxRayRecursionDepth < d->max_recursion) {
        snprintf(ERR, "maxRayRecursionDepth %u < %u", rtp.maxRayRecursionDepth, d->max_recursion);
        return false;
    }

    VkDescriptorSetLayoutBinding lb[MAX_BINDINGS];
    const dxil2spv_reflected_resource *res[MAX_BINDINGS];
    uint32_t nb = 0, heap_set, heap_binding = 0;
    if (!layout_bindings(p, d, lb, res, &nb) || !vk_host_compute_set_layouts(vk, &p->c, 1, nb, lb) ||
        !heap_array(p, d, &heap_set, &heap_binding))
        return false;
    /* Set 0, empty sets up to the heap array's, the heap array's. */
    enum { MAX_SETS = 8 };
    VkDescriptorSetLayout layouts[MAX_SETS] = {p->c.set_layouts[0]};
    uint32_t set_count = 1;
    if (heap_set != UINT32_MAX) {
        if (heap_set >= MAX_SETS) {
            snprintf(ERR, "heap array in set %u (at most %u)", heap_set, MAX_SETS - 1);
            return false;
        }
        VkDescriptorSetLayoutBinding hb = {heap_binding, VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, RT_PIPELINE_HEAP_SIZE,
                                           VK_SHADER_STAGE_ALL, NULL};
        VkDescriptorSetLayoutCreateInfo hci = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO, NULL, 0, 1, &hb};
        CHECK(vkCreateDescriptorSetLayout(dev, &hci, NULL, &p->heap_layout));
        VkDescriptorSetLayoutCreateInfo eci = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO, NULL, 0, 0, NULL};
        CHECK(vkCreateDescriptorSetLayout(dev, &eci, NULL, &p->empty_layout));
        for (uint32_t k = 1; k < heap_set; k++)
            layouts[k] = p->empty_layout;
        layouts[heap_set] = p->heap_layout;
        set_count = heap_set + 1;
    }
    VkPipelineLayoutCreateInfo pci = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
                                      .setLayoutCount = set_count, .pSetLayouts = layouts};
    CHECK(vkCreatePipelineLayout(dev, &pci, NULL, &p->c.pipeline_layout));

    VkPipelineShaderStageCreateInfo stages[RT_PIPELINE_MAX_STAGES];
    for (uint32_t st = 0; st < d->stage_count; st++) {
        VkShaderModuleCreateInfo mci = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
                                        .codeSize = d->stages[st]->spirv_word_count * 4, .pCode = d->stages[st]->spirv};
        CHECK(vkCreateShaderModule(dev, &mci, NULL, &p->modules[st]));
        stages[st] = (VkPipelineShaderStageCreateInfo){VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, NULL, 0,
                                                       d->stage_bits[st], p->modules[st],
                                                       d->stages[st]->reflection->entry_point, NULL};
    }
    VkRayTracingShaderGroupCreateInfoKHR groups[RT_PIPELINE_MAX_GROUPS];
    for (uint32_t g = 0; g < d->group_count; g++)
        groups[g] = (VkRayTracingShaderGroupCreateInfoKHR){
            VK_STRUCTURE_TYPE_RAY_TRACING_SHADER_GROUP_CREATE_INFO_KHR, NULL, d->groups[g].type,
            d->groups[g].general, d->groups[g].closest_hit, d->groups[g].any_hit, d->groups[g].intersection, NULL};
    VkRayTracingPipelineCreateInfoKHR rci = {
        .sType = VK_STRUCTURE_TYPE_RAY_TRACING_PIPELINE_CREATE_INFO_KHR, .stageCount = d->stage_count,
        .pStages = stages, .groupCount = d->group_count, .pGroups = groups,
        .maxPipelineRayRecursionDepth = d->max_recursion, .layout = p->c.pipeline_layout};
    CHECK(create_rt(dev, VK_NULL_HANDLE, VK_NULL_HANDLE, 1, &rci, NULL, &p->c.pipeline));
    VkStridedDeviceAddressRegionKHR regions[4];
    if (!make_sbt(p, d, &rtp, regions))
        return false;

    uint32_t W = d->width, H = d->height;
    if (!vk_host_make_image(vk, VK_FORMAT_R32G32B32A32_SFLOAT, W, H, 1, 1,
                            VK_IMAGE_USAGE_STORAGE_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT, &p->image, &p->image_mem,
                            &p->view, ERR) ||
        !vk_host_make_buffer(vk, (VkDeviceSize)W * H * 16, VK_BUFFER_USAGE_TRANSFER_DST_BIT, &p->readback,
                             &p->readback_mem, &p->readback_map, ERR))
        return false;
    VkDescriptorPoolSize ps[4] = {{VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, 2},
                                  {VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, 4 + RT_PIPELINE_HEAP_SIZE},
                                  {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 4},
                                  {VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR, 2}};
    VkDescriptorPoolCreateInfo dpi = {VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, NULL, 0, 2, 4, ps};
    CHECK(vkCreateDescriptorPool(dev, &dpi, NULL, &p->c.pool));
    VkDescriptorSet set, heap = VK_NULL_HANDLE;
    VkDescriptorSetAllocateInfo dai = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO, NULL, p->c.pool, 1,
                                       &p->c.set_layouts[0]};
    CHECK(vkAllocateDescriptorSets(dev, &dai, &set));
    if (!write_descriptors(p, set, lb, res, nb, accel, buffers, buffer_count))
        return false;
    if (heap_set != UINT32_MAX) {
        if (!d->heap_fill) {
            snprintf(ERR, "the entries read a descriptor heap, but the test gave no heap_fill buffer");
            return false;
        }
        dai.pSetLayouts = &p->heap_layout;
        CHECK(vkAllocateDescriptorSets(dev, &dai, &heap));
        VkDescriptorBufferInfo hbi[RT_PIPELINE_HEAP_SIZE];
        for (uint32_t k = 0; k < RT_PIPELINE_HEAP_SIZE; k++)
            hbi[k] = (VkDescriptorBufferInfo){d->heap_fill, 0, d->heap_fill_size};
        for (uint32_t k = 0; k < d->heap_count; k++) {
            if (d->heap[k].element >= RT_PIPELINE_HEAP_SIZE) {
                snprintf(ERR, "heap element %u (the heap has %u)", d->heap[k].element, RT_PIPELINE_HEAP_SIZE);
                return false;
            }
            hbi[d->heap[k].element] = (VkDescriptorBufferInfo){d->heap[k].buffer, 0, d->heap[k].size};
        }
        VkWriteDescriptorSet w = {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = heap,
                                  .dstBinding = heap_binding, .descriptorCount = RT_PIPELINE_HEAP_SIZE,
                                  .descriptorType = VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, .pBufferInfo = hbi};
        vkUpdateDescriptorSets(dev, 1, &w, 0, NULL);
    }

    if (!vk_host_compute_begin(vk, &p->c))
        return false;
    VkImageMemoryBarrier ib = {.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER, .srcAccessMask = 0,
                               .dstAccessMask = VK_ACCESS_SHADER_WRITE_BIT, .oldLayout = VK_IMAGE_LAYOUT_UNDEFINED,
                               .newLayout = VK_IMAGE_LAYOUT_GENERAL, .srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
                               .dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED, .image = p->image,
                               .subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1}};
    vkCmdPipelineBarrier(p->c.cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_RAY_TRACING_SHADER_BIT_KHR, 0,
                         0, NULL, 0, NULL, 1, &ib);
    vkCmdBindPipeline(p->c.cmd, VK_PIPELINE_BIND_POINT_RAY_TRACING_KHR, p->c.pipeline);
    vkCmdBindDescriptorSets(p->c.cmd, VK_PIPELINE_BIND_POINT_RAY_TRACING_KHR, p->c.pipeline_layout, 0, 1, &set, 0,
                            NULL);
    if (heap)
        vkCmdBindDescriptorSets(p->c.cmd, VK_PIPELINE_BIND_POINT_RAY_TRACING_KHR, p->c.pipeline_layout, heap_set, 1,
                                &heap, 0, NULL);
    cmd_trace(p->c.cmd, &regions[0], &regions[1], &regions[2], &regions[3], W, H, 1);
    ib.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
    ib.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT;
    ib.oldLayout = VK_IMAGE_LAYOUT_GENERAL;
    ib.newLayout = VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL;
    vkCmdPipelineBarrier(p->c.cmd, VK_PIPELINE_STAGE_RAY_TRACING_SHADER_BIT_KHR, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 0,
                         NULL, 0, NULL, 1, &ib);
    VkBufferImageCopy copy = {0, 0, 0, {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1}, {0, 0, 0}, {W, H, 1}};
    vkCmdCopyImageToBuffer(p->c.cmd, p->image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, p->readback, 1, &copy);
    vk_host_cmd_host_barrier(p->c.cmd);
    if (!vk_host_compute_submit(vk, &p->c))
        return false;
    memcpy(pixels, p->readback_map, (size_t)W * H * 16);
    return true;
}
