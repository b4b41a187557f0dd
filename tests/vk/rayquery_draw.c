/* The draw of rayquery_run's pixel-shader case: a full-target quad through a
 * pass-through vertex shader (hand-written SPIR-V, rayquery_vs.spvasm:
 * position, then locations 1 and 2 from vertex attributes 1 and 2), the
 * translated pixel shader, one RGBA32F target, dynamic rendering; the
 * pixels are read back into c->pixels. */
#include "rayquery_draw.h"
#include "time_limit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vk_host.h"

#define ERR s->err, sizeof(s->err)
#define CHECK(call) VK_HOST_CHECK(call, s->err, sizeof(s->err))

void rq_draw_destroy(rq_draw *s)
{
    vk_context *vk = s->vk;
    if (!vk)
        return;
    VkDevice d = vk->device;
    vkDeviceWaitIdle(d);
    if (s->fence)
        vkDestroyFence(d, s->fence, NULL);
    if (s->cmd)
        vkFreeCommandBuffers(d, vk->command_pool, 1, &s->cmd);
    if (s->pool)
        vkDestroyDescriptorPool(d, s->pool, NULL);
    if (s->pipeline)
        vkDestroyPipeline(d, s->pipeline, NULL);
    for (int i = 0; i < 2; i++)
        if (s->modules[i])
            vkDestroyShaderModule(d, s->modules[i], NULL);
    if (s->layout)
        vkDestroyPipelineLayout(d, s->layout, NULL);
    if (s->set_layout)
        vkDestroyDescriptorSetLayout(d, s->set_layout, NULL);
    vk_host_free_image(vk, s->target, s->target_mem, s->target_view);
    vk_host_free_buffer(vk, s->vbuf, s->vmem);
    vk_host_free_buffer(vk, s->ubuf, s->umem);
    vk_host_free_buffer(vk, s->rbuf, s->rmem);
    memset(s, 0, sizeof(*s));
}

static bool make_pipeline(rq_draw *s, const dxil2spv_result *ps, const uint32_t *vs, size_t vs_words)
{
    VkDevice d = s->vk->device;
    const dxil2spv_reflection *refl = ps->reflection;
    VkDescriptorSetLayoutBinding lb[4];
    uint32_t nb = refl->resource_count;
    if (nb > 4) {
        snprintf(ERR, "%u reflected resources", nb);
        return false;
    }
    for (uint32_t i = 0; i < nb; i++) {
        const dxil2spv_reflected_resource *r = &refl->resources[i];
        if (r->set != 0 || r->range_size != 1) {
            snprintf(ERR, "reflected resource %u: set %u, %u descriptors (one at set 0 expected)", i, r->set,
                     r->range_size);
            return false;
        }
        lb[i] = (VkDescriptorSetLayoutBinding){r->binding, (VkDescriptorType)r->descriptor_type, 1,
                                               VK_SHADER_STAGE_FRAGMENT_BIT, NULL};
    }
    VkDescriptorSetLayoutCreateInfo lci = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO, NULL, 0, nb, lb};
    CHECK(vkCreateDescriptorSetLayout(d, &lci, NULL, &s->set_layout));
    VkPipelineLayoutCreateInfo pli = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO, .setLayoutCount = 1,
                                      .pSetLayouts = &s->set_layout};
    CHECK(vkCreatePipelineLayout(d, &pli, NULL, &s->layout));
    VkShaderModuleCreateInfo mci[2] = {
        {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO, .codeSize = vs_words * 4, .pCode = vs},
        {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO, .codeSize = ps->spirv_word_count * 4,
         .pCode = ps->spirv},
    };
    for (int i = 0; i < 2; i++)
        CHECK(vkCreateShaderModule(d, &mci[i], NULL, &s->modules[i]));
    VkPipelineShaderStageCreateInfo stages[2] = {
        {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, NULL, 0, VK_SHADER_STAGE_VERTEX_BIT, s->modules[0],
         "main", NULL},
        {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, NULL, 0, VK_SHADER_STAGE_FRAGMENT_BIT, s->modules[1],
         refl->entry_point, NULL},
    };
    VkVertexInputBindingDescription vb = {0, sizeof(float) * RQ_VERTEX_FLOATS, VK_VERTEX_INPUT_RATE_VERTEX};
    VkVertexInputAttributeDescription va[3] = {{0, 0, VK_FORMAT_R32G32_SFLOAT, 0},
                                               {1, 0, VK_FORMAT_R32G32B32_SFLOAT, 8},
                                               {2, 0, VK_FORMAT_R32G32B32_SFLOAT, 20}};
    VkPipelineVertexInputStateCreateInfo vi = {VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO, NULL, 0, 1,
                                               &vb, 3, va};
    VkPipelineInputAssemblyStateCreateInfo ia = {.sType = VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO,
                                                 .topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST};
    VkViewport vp = {0, 0, (float)s->width, (float)s->height, 0, 1};
    VkRect2D sc = {{0, 0}, {s->width, s->height}};
    VkPipelineViewportStateCreateInfo vps = {VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO, NULL, 0, 1, &vp, 1,
                                             &sc};
    VkPipelineRasterizationStateCreateInfo rs = {.sType = VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO,
                                                 .polygonMode = VK_POLYGON_MODE_FILL, .cullMode = VK_CULL_MODE_NONE,
                                                 .frontFace = VK_FRONT_FACE_CLOCKWISE, .lineWidth = 1};
    VkPipelineMultisampleStateCreateInfo ms = {.sType = VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO,
                                               .rasterizationSamples = VK_SAMPLE_COUNT_1_BIT};
    VkPipelineColorBlendAttachmentState ba = {.colorWriteMask = 0xF};
    VkPipelineColorBlendStateCreateInfo cb = {.sType = VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO,
                                              .attachmentCount = 1, .pAttachments = &ba};
    VkFormat fmt = VK_FORMAT_R32G32B32A32_SFLOAT;
    VkPipelineRenderingCreateInfo ri = {.sType = VK_STRUCTURE_TYPE_PIPELINE_RENDERING_CREATE_INFO,
                                        .colorAttachmentCount = 1, .pColorAttachmentFormats = &fmt};
    VkGraphicsPipelineCreateInfo gpi = {
        .sType = VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO, .pNext = &ri, .stageCount = 2, .pStages = stages,
        .pVertexInputState = &vi, .pInputAssemblyState = &ia, .pViewportState = &vps, .pRasterizationState = &rs,
        .pMultisampleState = &ms, .pColorBlendState = &cb, .layout = s->layout,
    };
    CHECK(vkCreateGraphicsPipelines(d, VK_NULL_HANDLE, 1, &gpi, NULL, &s->pipeline));
    return true;
}

static bool bind(rq_draw *s, const dxil2spv_result *ps, const vk_accel *accel, const void *cb, size_t cb_size)
{
    VkDevice d = s->vk->device;
    const dxil2spv_reflection *refl = ps->reflection;
    VkDescriptorPoolSize sizes[2] = {{VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, 2},
                                     {VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR, 2}};
    VkDescriptorPoolCreateInfo dpi = {VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, NULL, 0, 1, 2, sizes};
    CHECK(vkCreateDescriptorPool(d, &dpi, NULL, &s->pool));
    VkDescriptorSetAllocateInfo dai = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO, NULL, s->pool, 1,
                                       &s->set_layout};
    CHECK(vkAllocateDescriptorSets(d, &dai, &s->set));
    VkDeviceSize ub_size = (cb_size + 15) & ~(size_t)15;
    void *map;
    if (!vk_host_make_buffer(s->vk, ub_size, VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT, &s->ubuf, &s->umem, &map, ERR))
        return false;
    memset(map, 0, (size_t)ub_size);
    memcpy(map, cb, cb_size);
    for (uint32_t i = 0; i < refl->resource_count; i++) {
        const dxil2spv_reflected_resource *r = &refl->resources[i];
        VkWriteDescriptorSet w;
        VkWriteDescriptorSetAccelerationStructureKHR asw;
        VkDescriptorBufferInfo bi = {s->ubuf, 0, VK_WHOLE_SIZE};
        if (r->descriptor_type == VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR) {
            vk_accel_descriptor_write(accel, s->set, r->binding, &asw, &w);
        } else if (r->descriptor_type == VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER && r->resource_class == 2 &&
                   r->lower_bound == 0) {
            w = (VkWriteDescriptorSet){.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = s->set,
                                       .dstBinding = r->binding, .descriptorCount = 1,
                                       .descriptorType = VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, .pBufferInfo = &bi};
        } else {
            snprintf(ERR, "unexpected reflected resource: class %u register %u descriptor type %u",
                     r->resource_class, r->lower_bound, r->descriptor_type);
            return false;
        }
        vkUpdateDescriptorSets(d, 1, &w, 0, NULL);
    }
    return true;
}

static void image_barrier(VkCommandBuffer cmd, VkImage image, VkImageLayout from, VkImageLayout to,
                          VkAccessFlags src, VkAccessFlags dst)
{
    VkImageMemoryBarrier ib = {.sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER, .srcAccessMask = src,
                               .dstAccessMask = dst, .oldLayout = from, .newLayout = to,
                               .srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
                               .dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED, .image = image,
                               .subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1}};
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 0, NULL, 0,
                         NULL, 1, &ib);
}

bool rq_draw_run(rq_draw *s, const dxil2spv_result *ps, const uint32_t *vs, size_t vs_words, const vk_accel *accel,
                 const rq_draw_inputs *in, float *pixels)
{
    VkDevice d = s->vk->device;
    s->width = in->width;
    s->height = in->height;
    if (!make_pipeline(s, ps, vs, vs_words) || !bind(s, ps, accel, in->cb, in->cb_size))
        return false;
    size_t vsize = sizeof(float) * RQ_VERTEX_FLOATS * in->vertex_count;
    void *vmap, *rmap;
    size_t rsize = sizeof(float) * 4 * in->width * in->height;
    if (!vk_host_make_buffer(s->vk, vsize, VK_BUFFER_USAGE_VERTEX_BUFFER_BIT, &s->vbuf, &s->vmem, &vmap, ERR) ||
        !vk_host_make_buffer(s->vk, rsize, VK_BUFFER_USAGE_TRANSFER_DST_BIT, &s->rbuf, &s->rmem, &rmap, ERR) ||
        !vk_host_make_image(s->vk, VK_FORMAT_R32G32B32A32_SFLOAT, in->width, in->height, 1, 1,
                            VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT, &s->target,
                            &s->target_mem, &s->target_view, ERR))
        return false;
    memcpy(vmap, in->vertices, vsize);
    VkCommandBufferAllocateInfo cai = {VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO, NULL, s->vk->command_pool,
                                       VK_COMMAND_BUFFER_LEVEL_PRIMARY, 1};
    CHECK(vkAllocateCommandBuffers(d, &cai, &s->cmd));
    VkCommandBufferBeginInfo bi = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
                                   .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT};
    CHECK(vkBeginCommandBuffer(s->cmd, &bi));
    VkCommandBuffer cmd = s->cmd;
    image_barrier(cmd, s->target, VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL, 0,
                  VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT);
    VkRenderingAttachmentInfo att = {.sType = VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO,
                                     .imageView = s->target_view,
                                     .imageLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
                                     .loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR, .storeOp = VK_ATTACHMENT_STORE_OP_STORE,
                                     .clearValue.color.float32 = {-1, -1, -1, -1}};
    VkRenderingInfo rinfo = {.sType = VK_STRUCTURE_TYPE_RENDERING_INFO, .renderArea = {{0, 0}, {in->width, in->height}},
                             .layerCount = 1, .colorAttachmentCount = 1, .pColorAttachments = &att};
    vkCmdBeginRendering(cmd, &rinfo);
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, s->pipeline);
    vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, s->layout, 0, 1, &s->set, 0, NULL);
    VkDeviceSize zero = 0;
    vkCmdBindVertexBuffers(cmd, 0, 1, &s->vbuf, &zero);
    vkCmdDraw(cmd, in->vertex_count, 1, 0, 0);
    vkCmdEndRendering(cmd);
    image_barrier(cmd, s->target, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
                  VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT, VK_ACCESS_TRANSFER_READ_BIT);
    VkBufferImageCopy copy = {.imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1},
                              .imageExtent = {in->width, in->height, 1}};
    vkCmdCopyImageToBuffer(cmd, s->target, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, s->rbuf, 1, &copy);
    VkMemoryBarrier mb = {VK_STRUCTURE_TYPE_MEMORY_BARRIER, NULL, VK_ACCESS_TRANSFER_WRITE_BIT, VK_ACCESS_HOST_READ_BIT};
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0,
                         NULL);
    CHECK(vkEndCommandBuffer(cmd));
    VkFenceCreateInfo fci = {.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    CHECK(vkCreateFence(d, &fci, NULL, &s->fence));
    VkSubmitInfo si = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO, .commandBufferCount = 1, .pCommandBuffers = &cmd};
    CHECK(vkQueueSubmit(s->vk->queue, 1, &si, s->fence));
    CHECK(vkWaitForFences(d, 1, &s->fence, VK_TRUE, test_time_limit_ns(60ull * 1000000000ull)));
    memcpy(pixels, rmap, rsize);
    return true;
}
