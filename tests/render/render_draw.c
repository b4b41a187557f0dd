/* Pipeline, draw, read-back and comparison of one render test. */
#include "render_draw.h"

#include <math.h>
#include <string.h>

static uint32_t texel_bytes(const rs_format *f)
{
    return f->components * f->component_bytes;
}

/* ---- pipeline --------------------------------------------------------------- */

static void create_modules(render_job *job, const rd_shader shaders[RS_STAGE_COUNT], const uint32_t *samples,
                           VkPipelineShaderStageCreateInfo *stages, uint32_t *count)
{
    VkSpecializationInfo *spec = d2s_zalloc_array(job->ctx, RS_STAGE_COUNT, sizeof(*spec));
    *count = 0;
    for (int s = 0; s < RS_STAGE_COUNT; s++) {
        if (!shaders[s].words)
            continue;
        VkShaderModuleCreateInfo mci = {
            .sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
            .codeSize = shaders[s].word_count * 4,
            .pCode = shaders[s].words,
        };
        vk_check(job->ctx, vkCreateShaderModule(job->vk->device, &mci, NULL, &job->obj.modules[s]),
                 d2s_sprintf(job->ctx, "vkCreateShaderModule (%s)", rs_stage_name((rs_stage)s)));
        stages[(*count)++] = (VkPipelineShaderStageCreateInfo){
            .sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
            .stage = rs_stage_flag((rs_stage)s),
            .module = job->obj.modules[s],
            .pName = shaders[s].entry_point && shaders[s].entry_point[0] ? shaders[s].entry_point : "main",
        };
        if (shaders[s].sample_count_spec_id >= 0) {
            VkSpecializationMapEntry *e = d2s_zalloc(job->ctx, sizeof(*e));
            *e = (VkSpecializationMapEntry){(uint32_t)shaders[s].sample_count_spec_id, 0, 4};
            spec[s] = (VkSpecializationInfo){1, e, 4, samples};
            stages[*count - 1].pSpecializationInfo = &spec[s];
        }
    }
}

static void vertex_input(render_job *job, const rs_test *t, VkPipelineVertexInputStateCreateInfo *vi)
{
    d2s_ctx *ctx = job->ctx;
    uint32_t nattr = 0;
    for (uint32_t b = 0; b < t->vb_count; b++)
        nattr += t->vbs[b].attribute_count;
    VkVertexInputBindingDescription *bind = d2s_zalloc_array(ctx, t->vb_count ? t->vb_count : 1, sizeof(*bind));
    VkVertexInputAttributeDescription *attr = d2s_zalloc_array(ctx, nattr ? nattr : 1, sizeof(*attr));
    uint32_t a = 0;
    for (uint32_t b = 0; b < t->vb_count; b++) {
        const rs_vertex_buffer *vb = &t->vbs[b];
        bind[b] = (VkVertexInputBindingDescription){
            b, vb->stride, vb->per_instance ? VK_VERTEX_INPUT_RATE_INSTANCE : VK_VERTEX_INPUT_RATE_VERTEX};
        for (uint32_t k = 0; k < vb->attribute_count; k++) {
            const rs_attribute *at = &vb->attributes[k];
            for (uint32_t j = 0; j < a; j++)
                if (attr[j].location == at->location)
                    d2s_fail(ctx, D2S_ERR_INVALID, "vertex attributes %s%u and another one both map to location %u",
                             at->semantic, at->index, at->location);
            VkFormatProperties fp;
            vkGetPhysicalDeviceFormatProperties(job->vk->physical, at->format->format, &fp);
            if (!(fp.bufferFeatures & VK_FORMAT_FEATURE_VERTEX_BUFFER_BIT))
                d2s_fail(ctx, D2S_ERR_INVALID, "the device cannot read vertex attributes of format %s",
                         at->format->name);
            attr[a++] = (VkVertexInputAttributeDescription){at->location, b, at->format->format, at->offset};
        }
    }
    *vi = (VkPipelineVertexInputStateCreateInfo){
        .sType = VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO,
        .vertexBindingDescriptionCount = t->vb_count,
        .pVertexBindingDescriptions = bind,
        .vertexAttributeDescriptionCount = nattr,
        .pVertexAttributeDescriptions = attr,
    };
}

void rd_create_graphics_pipeline(render_job *job, const VkPipelineShaderStageCreateInfo *stages, uint32_t stage_count,
                                 const VkPipelineVertexInputStateCreateInfo *vi,
                                 const VkPipelineInputAssemblyStateCreateInfo *ia,
                                 const VkPipelineTessellationStateCreateInfo *ts, uint32_t width, uint32_t height,
                                 VkFormat color_format, const rd_attachments *att)
{
    static const rd_attachments one_target = {0};
    if (!att)
        att = &one_target;
    uint32_t color_count = att->color_count ? att->color_count : 1;
    if (color_count > RS_MAX_TARGETS)
        d2s_fail(job->ctx, D2S_ERR_INTERNAL, "%u colour attachments", color_count);
    VkDevice dev = job->vk->device;
    VkPushConstantRange push = {VK_SHADER_STAGE_ALL_GRAPHICS, 0, job->push_size};
    VkPipelineLayoutCreateInfo lci = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
        .setLayoutCount = job->obj.set_count,
        .pSetLayouts = job->obj.set_layouts,
        .pushConstantRangeCount = job->push_size ? 1 : 0,
        .pPushConstantRanges = &push,
    };
    vk_check(job->ctx, vkCreatePipelineLayout(dev, &lci, NULL, &job->obj.pipeline_layout), "vkCreatePipelineLayout");
    /* Negative height (core since Vulkan 1.1): NDC y = +1 is image row 0, as
     * in D3D, so translated shaders must not flip y themselves. */
    VkViewport viewport = {0.0f, (float)height, (float)width, -(float)height, 0.0f, 1.0f};
    /* Shaders translated with options.flip_y negate y themselves; the
     * framebuffer positions (and so facing) are then exactly those above. */
    if (job->flip_y)
        viewport = (VkViewport){0.0f, 0.0f, (float)width, (float)height, 0.0f, 1.0f};
    VkRect2D scissor = {{0, 0}, {width, height}};
    VkPipelineViewportStateCreateInfo vp = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO,
        .viewportCount = 1,
        .pViewports = &viewport,
        .scissorCount = 1,
        .pScissors = &scissor,
    };
    /* With the flipped viewport Vulkan decides facing in image coordinates,
     * so CLOCKWISE here is D3D's default (FrontCounterClockwise = FALSE). */
    VkPipelineRasterizationStateCreateInfo rs = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO,
        .depthClampEnable = VK_FALSE,
        .rasterizerDiscardEnable = VK_FALSE,
        .polygonMode = VK_POLYGON_MODE_FILL,
        .cullMode = VK_CULL_MODE_NONE,
        .frontFace = VK_FRONT_FACE_CLOCKWISE,
        .depthBiasEnable = VK_FALSE,
        .lineWidth = 1.0f,
    };
    /* Multisampling: no sample shading of our own (a shader reading
     * SV_SampleIndex or sample-interpolated inputs asks for it), every
     * sample enabled, no alpha-to-coverage. */
    VkPipelineMultisampleStateCreateInfo ms = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO,
        .rasterizationSamples = (VkSampleCountFlagBits)(att->samples ? att->samples : 1),
    };
    VkPipelineColorBlendAttachmentState blend[RS_MAX_TARGETS];
    VkFormat formats[RS_MAX_TARGETS];
    for (uint32_t k = 0; k < color_count; k++) {
        blend[k] = (VkPipelineColorBlendAttachmentState){
            .blendEnable = VK_FALSE,
            .colorWriteMask = VK_COLOR_COMPONENT_R_BIT | VK_COLOR_COMPONENT_G_BIT | VK_COLOR_COMPONENT_B_BIT |
                              VK_COLOR_COMPONENT_A_BIT,
        };
        formats[k] = color_format;
    }
    VkPipelineColorBlendStateCreateInfo cb = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO,
        .attachmentCount = color_count,
        .pAttachments = blend,
    };
    bool depth = att->depth_format != VK_FORMAT_UNDEFINED;
    VkPipelineDepthStencilStateCreateInfo ds = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_DEPTH_STENCIL_STATE_CREATE_INFO,
        .depthTestEnable = depth,
        .depthWriteEnable = depth && att->depth_write,
        .depthCompareOp = depth ? att->depth_compare : VK_COMPARE_OP_ALWAYS,
        .stencilTestEnable = att->stencil,
        .front = {VK_STENCIL_OP_KEEP, att->stencil_pass_op, VK_STENCIL_OP_KEEP, att->stencil_compare, 0xFF, 0xFF,
                  att->stencil_reference},
    };
    ds.back = ds.front;
    VkPipelineRenderingCreateInfo rci = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_RENDERING_CREATE_INFO,
        .colorAttachmentCount = color_count,
        .pColorAttachmentFormats = formats,
        .depthAttachmentFormat = att->depth_format,
        .stencilAttachmentFormat = att->stencil ? att->depth_format : VK_FORMAT_UNDEFINED,
    };
    VkGraphicsPipelineCreateInfo gci = {
        .sType = VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO,
        .pNext = &rci,
        .stageCount = stage_count,
        .pStages = stages,
        .pVertexInputState = vi,
        .pInputAssemblyState = ia,
        .pTessellationState = ts,
        .pViewportState = &vp,
        .pRasterizationState = &rs,
        .pMultisampleState = &ms,
        .pDepthStencilState = depth ? &ds : NULL,
        .pColorBlendState = &cb,
        .layout = job->obj.pipeline_layout,
    };
    vk_check(job->ctx, vkCreateGraphicsPipelines(dev, VK_NULL_HANDLE, 1, &gci, NULL, &job->obj.pipeline),
             "vkCreateGraphicsPipelines");
}

static rd_attachments test_attachments(const rs_test *t)
{
    return (rd_attachments){
        .color_count = t->target_count,
        .samples = t->samples,
        .depth_format = t->has_depth ? t->depth_format->format : VK_FORMAT_UNDEFINED,
        .depth_compare = t->depth_compare,
        .depth_write = t->depth_write,
        .stencil = t->has_stencil,
        .stencil_compare = t->stencil_compare,
        .stencil_pass_op = t->stencil_pass_op,
        .stencil_reference = t->stencil_reference,
    };
}

void rd_create_pipeline(render_job *job, const rs_test *t, const rd_shader shaders[RS_STAGE_COUNT])
{
    VkPipelineShaderStageCreateInfo stages[RS_STAGE_COUNT];
    uint32_t stage_count;
    create_modules(job, shaders, &t->samples, stages, &stage_count);

    VkPipelineVertexInputStateCreateInfo vi;
    vertex_input(job, t, &vi);
    VkPipelineInputAssemblyStateCreateInfo ia = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO,
        .topology = t->topology,
        .primitiveRestartEnable = VK_FALSE,
    };
    VkPipelineTessellationStateCreateInfo ts = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_TESSELLATION_STATE_CREATE_INFO,
        .patchControlPoints = t->patch_control_points,
    };
    rd_attachments att = test_attachments(t);
    rd_create_graphics_pipeline(job, stages, stage_count, &vi, &ia,
                                t->topology == VK_PRIMITIVE_TOPOLOGY_PATCH_LIST ? &ts : NULL, t->width, t->height,
                                t->target_format->format, &att);
}

/* ---- draw --------------------------------------------------------------------- */

static VkClearValue clear_value(const rs_test *t)
{
    VkClearValue v;
    memset(&v, 0, sizeof(v));
    for (int c = 0; c < 4; c++) {
        switch (t->target_format->cls) {
        case RS_CLASS_UINT: v.color.uint32[c] = (uint32_t)t->clear[c]; break;
        case RS_CLASS_SINT: v.color.int32[c] = (int32_t)t->clear[c]; break;
        default: v.color.float32[c] = (float)t->clear[c]; break;
        }
    }
    return v;
}

static void target_barrier(render_job *job, VkImage image, VkImageAspectFlags aspect, uint32_t layers,
                           VkImageLayout from, VkImageLayout to, VkAccessFlags src_access, VkAccessFlags dst_access,
                           VkPipelineStageFlags src_stages, VkPipelineStageFlags dst_stages)
{
    VkImageMemoryBarrier b = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER,
        .srcAccessMask = src_access,
        .dstAccessMask = dst_access,
        .oldLayout = from,
        .newLayout = to,
        .srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
        .dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
        .image = image,
        .subresourceRange = {aspect, 0, 1, 0, layers},
    };
    vkCmdPipelineBarrier(job->obj.cmd, src_stages, dst_stages, 0, 0, NULL, 0, NULL, 1, &b);
}

static uint32_t attachment_image(render_job *job, const rd_target_desc *d, VkFormat format, const char *format_name,
                                 VkImageUsageFlags usage, uint32_t samples, VkFormatFeatureFlags need)
{
    rj_image_desc td = {
        .type = VK_IMAGE_TYPE_2D,
        .view_type = d->layers > 1 ? VK_IMAGE_VIEW_TYPE_2D_ARRAY : VK_IMAGE_VIEW_TYPE_2D,
        .format = format,
        .width = d->width,
        .height = d->height,
        .depth = 1,
        .layers = d->layers,
        .mips = 1,
        .usage = usage,
        .samples = samples,
    };
    VkFormatProperties fp;
    vkGetPhysicalDeviceFormatProperties(job->vk->physical, format, &fp);
    if (!(fp.optimalTilingFeatures & need))
        d2s_fail(job->ctx, D2S_ERR_INVALID, "the device cannot render to %s", format_name);
    return rj_create_image(job, &td);
}

void rd_target_begin(render_job *job, rd_target *tg, const rd_target_desc *d)
{
    memset(tg, 0, sizeof(*tg));
    tg->desc = *d;
    const rd_attachments *att = &d->att;
    uint32_t samples = att->samples ? att->samples : 1;
    tg->color_count = att->color_count ? att->color_count : 1;
    if (tg->color_count > RS_MAX_TARGETS)
        d2s_fail(job->ctx, D2S_ERR_INTERNAL, "%u colour attachments", tg->color_count);
    if (samples > 1 && d->layers > 1)
        d2s_fail(job->ctx, D2S_ERR_INTERNAL, "a multisampled layered target");
    VkDeviceSize layer_bytes = (VkDeviceSize)d->width * d->height * d->texel_bytes;
    VkRenderingAttachmentInfo color[RS_MAX_TARGETS];
    for (uint32_t k = 0; k < tg->color_count; k++) {
        /* What is read back: the attachment, or the image it resolves into. */
        tg->images[k] = attachment_image(job, d, d->format, d->format_name,
                                         VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT, 1,
                                         VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BIT);
        tg->readbacks[k] = rj_create_buffer(job, layer_bytes * d->layers, VK_BUFFER_USAGE_TRANSFER_DST_BIT, NULL, 0);
        target_barrier(job, job->obj.images.data[tg->images[k]].image, VK_IMAGE_ASPECT_COLOR_BIT, d->layers,
                       VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL, 0,
                       VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT,
                       VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT);
        color[k] = (VkRenderingAttachmentInfo){
            .sType = VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO,
            .imageView = job->obj.images.data[tg->images[k]].view,
            .imageLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
            .loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR,
            .storeOp = VK_ATTACHMENT_STORE_OP_STORE,
            .clearValue = d->clear,
        };
        if (samples > 1) {
            tg->ms_images[k] = attachment_image(job, d, d->format, d->format_name,
                                                VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT, samples,
                                                VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BIT);
            target_barrier(job, job->obj.images.data[tg->ms_images[k]].image, VK_IMAGE_ASPECT_COLOR_BIT, 1,
                           VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL, 0,
                           VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT,
                           VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT);
            color[k].imageView = job->obj.images.data[tg->ms_images[k]].view;
            color[k].resolveMode = VK_RESOLVE_MODE_AVERAGE_BIT;
            color[k].resolveImageView = job->obj.images.data[tg->images[k]].view;
            color[k].resolveImageLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL;
            color[k].storeOp = VK_ATTACHMENT_STORE_OP_DONT_CARE;
        }
    }
    tg->image = tg->images[0];
    tg->readback = tg->readbacks[0];
    VkRenderingAttachmentInfo depth = {.sType = VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO};
    if (att->depth_format != VK_FORMAT_UNDEFINED) {
        if (samples > 1 || d->layers > 1)
            d2s_fail(job->ctx, D2S_ERR_INTERNAL, "a depth attachment with a multisampled or layered target");
        tg->has_depth = true;
        tg->depth_image = attachment_image(job, d, att->depth_format, "the depth format",
                                           VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT |
                                               VK_IMAGE_USAGE_TRANSFER_SRC_BIT,
                                           1, VK_FORMAT_FEATURE_DEPTH_STENCIL_ATTACHMENT_BIT);
        tg->depth_readback = rj_create_buffer(job, (VkDeviceSize)d->width * d->height * 4,
                                              VK_BUFFER_USAGE_TRANSFER_DST_BIT, NULL, 0);
        tg->has_stencil = att->stencil;
        if (tg->has_stencil)
            tg->stencil_readback = rj_create_buffer(job, (VkDeviceSize)d->width * d->height,
                                                    VK_BUFFER_USAGE_TRANSFER_DST_BIT, NULL, 0);
        target_barrier(job, job->obj.images.data[tg->depth_image].image, rj_format_aspect(att->depth_format), 1,
                       VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL, 0,
                       VK_ACCESS_DEPTH_STENCIL_ATTACHMENT_WRITE_BIT | VK_ACCESS_DEPTH_STENCIL_ATTACHMENT_READ_BIT,
                       VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT,
                       VK_PIPELINE_STAGE_EARLY_FRAGMENT_TESTS_BIT | VK_PIPELINE_STAGE_LATE_FRAGMENT_TESTS_BIT);
        depth = (VkRenderingAttachmentInfo){
            .sType = VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO,
            .imageView = job->obj.images.data[tg->depth_image].view,
            .imageLayout = VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL,
            .loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR,
            .storeOp = VK_ATTACHMENT_STORE_OP_STORE,
            .clearValue.depthStencil = {d->depth_clear, d->stencil_clear},
        };
    }
    VkRenderingInfo ri = {
        .sType = VK_STRUCTURE_TYPE_RENDERING_INFO,
        .renderArea = {{0, 0}, {d->width, d->height}},
        .layerCount = d->layers,
        .colorAttachmentCount = tg->color_count,
        .pColorAttachments = color,
        .pDepthAttachment = tg->has_depth ? &depth : NULL,
        .pStencilAttachment = tg->has_stencil ? &depth : NULL,
    };
    vkCmdBeginRendering(job->obj.cmd, &ri);
    vkCmdBindPipeline(job->obj.cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, job->obj.pipeline);
    if (job->obj.set_count)
        vkCmdBindDescriptorSets(job->obj.cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, job->obj.pipeline_layout, 0,
                                job->obj.set_count, job->obj.sets, 0, NULL);
    if (job->push_size)
        vkCmdPushConstants(job->obj.cmd, job->obj.pipeline_layout, VK_SHADER_STAGE_ALL_GRAPHICS, 0, job->push_size,
                           job->push_words);
}

static void copy_to_readback(render_job *job, const rd_target_desc *d, uint32_t image, VkImageAspectFlags aspect,
                             uint32_t layers, VkImageLayout from, VkAccessFlags src_access,
                             VkPipelineStageFlags src_stages, uint32_t buffer)
{
    VkImage im = job->obj.images.data[image].image;
    target_barrier(job, im, aspect, layers, from, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, src_access,
                   VK_ACCESS_TRANSFER_READ_BIT, src_stages, VK_PIPELINE_STAGE_TRANSFER_BIT);
    VkBufferImageCopy region = {
        .bufferOffset = 0,
        .imageSubresource = {aspect, 0, 0, layers},
        .imageExtent = {d->width, d->height, 1},
    };
    vkCmdCopyImageToBuffer(job->obj.cmd, im, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, job->obj.buffers.data[buffer].buffer,
                           1, &region);
}

/* One aspect of a depth/stencil image already in TRANSFER_SRC_OPTIMAL. */
static void copy_aspect(render_job *job, const rd_target_desc *d, uint32_t image, VkImageAspectFlags aspect,
                        uint32_t buffer)
{
    VkBufferImageCopy region = {
        .bufferOffset = 0,
        .imageSubresource = {aspect, 0, 0, 1},
        .imageExtent = {d->width, d->height, 1},
    };
    vkCmdCopyImageToBuffer(job->obj.cmd, job->obj.images.data[image].image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
                           job->obj.buffers.data[buffer].buffer, 1, &region);
}

const uint8_t *rd_target_end(render_job *job, const rd_target *tg, uint64_t timeout_ns)
{
    VkCommandBuffer cmd = job->obj.cmd;
    const rd_target_desc *d = &tg->desc;
    vkCmdEndRendering(cmd);
    for (uint32_t k = 0; k < tg->color_count; k++)
        copy_to_readback(job, d, tg->images[k], VK_IMAGE_ASPECT_COLOR_BIT, d->layers,
                         VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL, VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT,
                         VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT, tg->readbacks[k]);
    if (tg->has_depth) {
        /* both aspects to TRANSFER_SRC at once, then one copy per aspect */
        VkImageAspectFlags aspects = rj_format_aspect(d->att.depth_format);
        target_barrier(job, job->obj.images.data[tg->depth_image].image, aspects, 1,
                       VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
                       VK_ACCESS_DEPTH_STENCIL_ATTACHMENT_WRITE_BIT, VK_ACCESS_TRANSFER_READ_BIT,
                       VK_PIPELINE_STAGE_EARLY_FRAGMENT_TESTS_BIT | VK_PIPELINE_STAGE_LATE_FRAGMENT_TESTS_BIT,
                       VK_PIPELINE_STAGE_TRANSFER_BIT);
        copy_aspect(job, d, tg->depth_image, VK_IMAGE_ASPECT_DEPTH_BIT, tg->depth_readback);
        if (tg->has_stencil)
            copy_aspect(job, d, tg->depth_image, VK_IMAGE_ASPECT_STENCIL_BIT, tg->stencil_readback);
    }
    /* the copies, and any shader writes to storage buffers, before the host reads */
    VkMemoryBarrier host = {
        .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
        .srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT | VK_ACCESS_SHADER_WRITE_BIT,
        .dstAccessMask = VK_ACCESS_HOST_READ_BIT,
    };
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &host, 0, NULL, 0,
                         NULL);
    rj_submit_and_wait(job, timeout_ns);
    return job->obj.buffers.data[tg->readback].map;
}

const uint8_t *rd_target_pixels(render_job *job, const rd_target *tg, uint32_t k)
{
    if (k >= tg->color_count)
        d2s_fail(job->ctx, D2S_ERR_INTERNAL, "colour attachment %u of %u", k, tg->color_count);
    return job->obj.buffers.data[tg->readbacks[k]].map;
}

const uint8_t *rd_target_stencil(render_job *job, const rd_target *tg)
{
    if (!tg->has_stencil)
        d2s_fail(job->ctx, D2S_ERR_INTERNAL, "no stencil attachment");
    return job->obj.buffers.data[tg->stencil_readback].map;
}

const float *rd_target_depth(render_job *job, const rd_target *tg)
{
    if (!tg->has_depth)
        d2s_fail(job->ctx, D2S_ERR_INTERNAL, "no depth attachment");
    return (const float *)job->obj.buffers.data[tg->depth_readback].map;
}

void rd_draw(render_job *job, const rs_test *t, uint64_t timeout_ns, rd_target *tg)
{
    d2s_ctx *ctx = job->ctx;
    rd_target_desc td = {
        .format = t->target_format->format,
        .format_name = t->target_format->name,
        .texel_bytes = texel_bytes(t->target_format),
        .width = t->width,
        .height = t->height,
        .layers = t->layers,
        .clear = clear_value(t),
        .att = test_attachments(t),
        .depth_clear = (float)t->depth_clear,
        .stencil_clear = t->stencil_clear,
    };
    VkBuffer *vbufs = d2s_zalloc_array(ctx, t->vb_count ? t->vb_count : 1, sizeof(*vbufs));
    VkDeviceSize *offsets = d2s_zalloc_array(ctx, t->vb_count ? t->vb_count : 1, sizeof(*offsets));
    for (uint32_t b = 0; b < t->vb_count; b++) {
        const rs_vertex_buffer *vb = &t->vbs[b];
        uint32_t idx = rj_create_buffer(job, vb->size, VK_BUFFER_USAGE_VERTEX_BUFFER_BIT, vb->bytes, vb->size);
        vbufs[b] = job->obj.buffers.data[idx].buffer;
    }
    rd_target_begin(job, tg, &td);
    if (t->vb_count)
        vkCmdBindVertexBuffers(job->obj.cmd, 0, t->vb_count, vbufs, offsets);
    vkCmdDraw(job->obj.cmd, t->vertex_count, t->instance_count, 0, 0);
    rd_target_end(job, tg, timeout_ns);
}

/* ---- comparison ---------------------------------------------------------------- */

/* The four components of pixel (x, y) as numbers comparable with the
 * sidecar: float32 values, integers, or byte / 255 for UNORM8. */
static void read_pixel(const rs_test *t, const uint8_t *pixels, uint32_t layer, uint32_t x, uint32_t y, double out[4])
{
    const rs_format *f = t->target_format;
    const uint8_t *p = pixels + (((size_t)layer * t->height + y) * t->width + x) * texel_bytes(f);
    for (int c = 0; c < 4; c++) {
        if (f->component_bytes == 1) {
            out[c] = p[c] / 255.0;
            continue;
        }
        uint32_t w;
        memcpy(&w, p + 4 * c, 4);
        float fl;
        memcpy(&fl, &w, 4);
        switch (f->cls) {
        case RS_CLASS_UINT: out[c] = (double)w; break;
        case RS_CLASS_SINT: out[c] = (double)(int32_t)w; break;
        default: out[c] = (double)fl; break;
        }
    }
}

static const char *format_rgba(d2s_ctx *ctx, const rs_format *f, const double v[4])
{
    if (f->cls == RS_CLASS_UINT || f->cls == RS_CLASS_SINT)
        return d2s_sprintf(ctx, "(%.0f, %.0f, %.0f, %.0f)", v[0], v[1], v[2], v[3]);
    /* %.9g shows a float32 exactly enough to tell neighbours apart. */
    return d2s_sprintf(ctx, "(%.9g, %.9g, %.9g, %.9g)", v[0], v[1], v[2], v[3]);
}

const char *rd_compare(render_job *job, const rs_test *t, const rd_target *tg)
{
    d2s_ctx *ctx = job->ctx;
    uint32_t bad = 0;
    const char *first = NULL;
    for (uint32_t i = 0; i < t->pixel_count; i++) {
        const rs_pixel *px = &t->pixels[i];
        double got[4];
        read_pixel(t, rd_target_pixels(job, tg, px->target), px->layer, px->x, px->y, got);
        bool ok = true;
        for (int c = 0; c < 4; c++)
            if (!(fabs(got[c] - px->rgba[c]) <= t->tolerance)) /* NaN fails too */
                ok = false;
        if (ok)
            continue;
        if (bad++ == 0)
            first = d2s_sprintf(ctx, "%s%spixel (%u,%u) got %s expected %s",
                                t->target_count > 1 ? d2s_sprintf(ctx, "target %u ", px->target) : "",
                                t->layers > 1 ? d2s_sprintf(ctx, "layer %u ", px->layer) : "", px->x, px->y,
                                format_rgba(ctx, t->target_format, got),
                                format_rgba(ctx, t->target_format, px->rgba));
    }
    uint32_t dbad = 0;
    const char *dfirst = NULL;
    for (uint32_t i = 0; i < t->depth_pixel_count; i++) {
        const rs_depth_pixel *px = &t->depth_pixels[i];
        double got = rd_target_depth(job, tg)[(size_t)px->y * t->width + px->x];
        if (fabs(got - px->depth) <= t->depth_tolerance)
            continue;
        if (dbad++ == 0)
            dfirst = d2s_sprintf(ctx, "depth (%u,%u) got %.9g expected %.9g", px->x, px->y, got, px->depth);
    }
    for (uint32_t i = 0; i < t->stencil_pixel_count; i++) {
        const rs_depth_pixel *px = &t->stencil_pixels[i];
        uint32_t got = rd_target_stencil(job, tg)[(size_t)px->y * t->width + px->x];
        if (got == px->stencil)
            continue;
        if (dbad++ == 0)
            dfirst = d2s_sprintf(ctx, "stencil (%u,%u) got %u expected %u", px->x, px->y, got, px->stencil);
    }
    if (!bad && !dbad)
        return NULL;
    const char *colour = bad ? d2s_sprintf(ctx, "%s (%u of %u checked pixels differ, tolerance %g)", first, bad,
                                           t->pixel_count, t->tolerance)
                             : NULL;
    const char *depth = dbad ? d2s_sprintf(ctx, "%s (%u of %u checked depth and stencil values differ, depth "
                                           "tolerance %g)", dfirst, dbad,
                                           t->depth_pixel_count + t->stencil_pixel_count, t->depth_tolerance)
                             : NULL;
    return colour && depth ? d2s_sprintf(ctx, "%s; %s", colour, depth) : colour ? colour : depth;
}
