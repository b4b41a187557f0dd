/* Pipeline, draw, read-back and comparison of one render test. */
#include "render_draw.h"

#include <math.h>
#include <string.h>

static uint32_t texel_bytes(const rs_format *f)
{
    return f->components * f->component_bytes;
}

/* ---- pipeline --------------------------------------------------------------- */

static void create_modules(render_job *job, const rd_shader shaders[RS_STAGE_COUNT],
                           VkPipelineShaderStageCreateInfo *stages, uint32_t *count)
{
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
                                 VkFormat color_format)
{
    VkDevice dev = job->vk->device;
    VkPipelineLayoutCreateInfo lci = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
        .setLayoutCount = job->obj.set_count,
        .pSetLayouts = job->obj.set_layouts,
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
    VkPipelineMultisampleStateCreateInfo ms = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO,
        .rasterizationSamples = VK_SAMPLE_COUNT_1_BIT,
    };
    VkPipelineColorBlendAttachmentState att = {
        .blendEnable = VK_FALSE,
        .colorWriteMask = VK_COLOR_COMPONENT_R_BIT | VK_COLOR_COMPONENT_G_BIT | VK_COLOR_COMPONENT_B_BIT |
                          VK_COLOR_COMPONENT_A_BIT,
    };
    VkPipelineColorBlendStateCreateInfo cb = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO,
        .attachmentCount = 1,
        .pAttachments = &att,
    };
    VkPipelineRenderingCreateInfo rci = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_RENDERING_CREATE_INFO,
        .colorAttachmentCount = 1,
        .pColorAttachmentFormats = &color_format,
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
        .pColorBlendState = &cb,
        .layout = job->obj.pipeline_layout,
    };
    vk_check(job->ctx, vkCreateGraphicsPipelines(dev, VK_NULL_HANDLE, 1, &gci, NULL, &job->obj.pipeline),
             "vkCreateGraphicsPipelines");
}

void rd_create_pipeline(render_job *job, const rs_test *t, const rd_shader shaders[RS_STAGE_COUNT])
{
    VkPipelineShaderStageCreateInfo stages[RS_STAGE_COUNT];
    uint32_t stage_count;
    create_modules(job, shaders, stages, &stage_count);

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
    rd_create_graphics_pipeline(job, stages, stage_count, &vi, &ia,
                                t->topology == VK_PRIMITIVE_TOPOLOGY_PATCH_LIST ? &ts : NULL, t->width, t->height,
                                t->target_format->format);
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

static void target_barrier(render_job *job, VkImage image, uint32_t layers, VkImageLayout from, VkImageLayout to,
                           VkAccessFlags src_access, VkAccessFlags dst_access, VkPipelineStageFlags src_stages,
                           VkPipelineStageFlags dst_stages)
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
        .subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, layers},
    };
    vkCmdPipelineBarrier(job->obj.cmd, src_stages, dst_stages, 0, 0, NULL, 0, NULL, 1, &b);
}

void rd_target_begin(render_job *job, rd_target *tg, const rd_target_desc *d)
{
    rj_image_desc td = {
        .type = VK_IMAGE_TYPE_2D,
        .view_type = d->layers > 1 ? VK_IMAGE_VIEW_TYPE_2D_ARRAY : VK_IMAGE_VIEW_TYPE_2D,
        .format = d->format,
        .width = d->width,
        .height = d->height,
        .depth = 1,
        .layers = d->layers,
        .mips = 1,
        .usage = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT,
    };
    VkFormatProperties fp;
    vkGetPhysicalDeviceFormatProperties(job->vk->physical, td.format, &fp);
    if (!(fp.optimalTilingFeatures & VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BIT))
        d2s_fail(job->ctx, D2S_ERR_INVALID, "the device cannot render to %s", d->format_name);
    tg->desc = *d;
    tg->image = rj_create_image(job, &td);
    VkDeviceSize layer_bytes = (VkDeviceSize)d->width * d->height * d->texel_bytes;
    tg->readback = rj_create_buffer(job, layer_bytes * d->layers, VK_BUFFER_USAGE_TRANSFER_DST_BIT, NULL, 0);
    target_barrier(job, job->obj.images.data[tg->image].image, d->layers, VK_IMAGE_LAYOUT_UNDEFINED,
                   VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL, 0, VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT,
                   VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT);
    VkRenderingAttachmentInfo color = {
        .sType = VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO,
        .imageView = job->obj.images.data[tg->image].view,
        .imageLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
        .loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR,
        .storeOp = VK_ATTACHMENT_STORE_OP_STORE,
        .clearValue = d->clear,
    };
    VkRenderingInfo ri = {
        .sType = VK_STRUCTURE_TYPE_RENDERING_INFO,
        .renderArea = {{0, 0}, {d->width, d->height}},
        .layerCount = d->layers,
        .colorAttachmentCount = 1,
        .pColorAttachments = &color,
    };
    vkCmdBeginRendering(job->obj.cmd, &ri);
    vkCmdBindPipeline(job->obj.cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, job->obj.pipeline);
    if (job->obj.set_count)
        vkCmdBindDescriptorSets(job->obj.cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, job->obj.pipeline_layout, 0,
                                job->obj.set_count, job->obj.sets, 0, NULL);
}

const uint8_t *rd_target_end(render_job *job, const rd_target *tg, uint64_t timeout_ns)
{
    VkCommandBuffer cmd = job->obj.cmd;
    const rd_target_desc *d = &tg->desc;
    VkImage image = job->obj.images.data[tg->image].image;
    vkCmdEndRendering(cmd);
    target_barrier(job, image, d->layers, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
                   VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT,
                   VK_ACCESS_TRANSFER_READ_BIT, VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT,
                   VK_PIPELINE_STAGE_TRANSFER_BIT);
    VkBufferImageCopy region = {
        .bufferOffset = 0,
        .imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, d->layers},
        .imageExtent = {d->width, d->height, 1},
    };
    vkCmdCopyImageToBuffer(cmd, image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, job->obj.buffers.data[tg->readback].buffer,
                           1, &region);
    /* the copy, and any shader writes to storage buffers, before the host reads */
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

const uint8_t *rd_draw(render_job *job, const rs_test *t, uint64_t timeout_ns)
{
    d2s_ctx *ctx = job->ctx;
    rd_target_desc td = {
        .format = t->target_format->format,
        .format_name = t->target_format->name,
        .texel_bytes = texel_bytes(t->target_format),
        .width = t->width,
        .height = t->height,
        .layers = 1,
        .clear = clear_value(t),
    };
    VkBuffer *vbufs = d2s_zalloc_array(ctx, t->vb_count ? t->vb_count : 1, sizeof(*vbufs));
    VkDeviceSize *offsets = d2s_zalloc_array(ctx, t->vb_count ? t->vb_count : 1, sizeof(*offsets));
    for (uint32_t b = 0; b < t->vb_count; b++) {
        const rs_vertex_buffer *vb = &t->vbs[b];
        uint32_t idx = rj_create_buffer(job, vb->size, VK_BUFFER_USAGE_VERTEX_BUFFER_BIT, vb->bytes, vb->size);
        vbufs[b] = job->obj.buffers.data[idx].buffer;
    }
    rd_target tg;
    rd_target_begin(job, &tg, &td);
    if (t->vb_count)
        vkCmdBindVertexBuffers(job->obj.cmd, 0, t->vb_count, vbufs, offsets);
    vkCmdDraw(job->obj.cmd, t->vertex_count, t->instance_count, 0, 0);
    return rd_target_end(job, &tg, timeout_ns);
}

/* ---- comparison ---------------------------------------------------------------- */

/* The four components of pixel (x, y) as numbers comparable with the
 * sidecar: float32 values, integers, or byte / 255 for UNORM8. */
static void read_pixel(const rs_test *t, const uint8_t *pixels, uint32_t x, uint32_t y, double out[4])
{
    const rs_format *f = t->target_format;
    const uint8_t *p = pixels + ((size_t)y * t->width + x) * texel_bytes(f);
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

const char *rd_compare(d2s_ctx *ctx, const rs_test *t, const uint8_t *pixels)
{
    uint32_t bad = 0;
    const char *first = NULL;
    for (uint32_t i = 0; i < t->pixel_count; i++) {
        const rs_pixel *px = &t->pixels[i];
        double got[4];
        read_pixel(t, pixels, px->x, px->y, got);
        bool ok = true;
        for (int c = 0; c < 4; c++)
            if (!(fabs(got[c] - px->rgba[c]) <= t->tolerance)) /* NaN fails too */
                ok = false;
        if (ok)
            continue;
        if (bad++ == 0)
            first = d2s_sprintf(ctx, "pixel (%u,%u) got %s expected %s", px->x, px->y,
                                format_rgba(ctx, t->target_format, got),
                                format_rgba(ctx, t->target_format, px->rgba));
    }
    if (!bad)
        return NULL;
    return d2s_sprintf(ctx, "%s (%u of %u checked pixels differ, tolerance %g)", first, bad, t->pixel_count,
                       t->tolerance);
}
