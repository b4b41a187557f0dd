/* Merging the stages' reflections into descriptor sets, and filling them. */
#include "render_bind.h"

#include <string.h>

#include "vk_descriptor_name.h"

#define UNBOUNDED 0xFFFFFFFFu
/* Far above the corpus; bounds the placeholders an unbounded range can cost. */
#define MAX_ARRAY_ELEMENTS 4096u
#define PLACEHOLDER_BUFFER_BYTES 256u

/* One (set, binding) of the merged layout. */
typedef struct slot {
    uint32_t set, binding;
    uint32_t descriptor_type;
    uint32_t count;
    VkShaderStageFlags stages;
    bool counter;                            /* a UAV counter's storage buffer */
    const dxil2spv_reflected_resource *decl; /* the first stage's declaration */
    rs_stage decl_stage;
    int32_t *element_resource;               /* per element: sidecar resource index or -1 */
    /* Root-signature mode. sparse: a descriptor heap array or table range,
     * PARTIALLY_BOUND; only the elements a declaration covers
     * (element_decl non-NULL) are written. immutable: a static sampler. */
    bool sparse;
    const dxil2spv_reflected_resource **element_decl;
    VkSampler immutable;
} slot;

typedef D2S_VEC(slot) slot_vec;

static const char *decl_name(d2s_ctx *ctx, rs_stage s, const dxil2spv_reflected_resource *r)
{
    static const char letters[] = "tubs";
    return d2s_sprintf(ctx, "%s:%c%u%s%s%s%s", rs_stage_name(s), r->resource_class < 4 ? letters[r->resource_class] : '?',
                       r->lower_bound, r->space ? d2s_sprintf(ctx, "/space%u", r->space) : "",
                       r->name && r->name[0] ? " ('" : "", r->name ? r->name : "", r->name && r->name[0] ? "')" : "");
}

static bool in_range(const dxil2spv_reflected_resource *r, uint32_t reg)
{
    if (reg < r->lower_bound)
        return false;
    return r->range_size == UNBOUNDED || reg - r->lower_bound < r->range_size;
}

/* The descriptor count of a declaration: the range, or for an unbounded one
 * as many as the highest register the sidecar uses for it. */
static uint32_t element_count(render_job *job, const rs_test *t, rs_stage s, const dxil2spv_reflected_resource *r)
{
    if (r->range_size != UNBOUNDED) {
        if (r->range_size == 0 || r->range_size > MAX_ARRAY_ELEMENTS)
            d2s_fail(job->ctx, D2S_ERR_INVALID, "reflection: %s has a range of %u registers (at most %u supported)",
                     decl_name(job->ctx, s, r), r->range_size, MAX_ARRAY_ELEMENTS);
        return r->range_size;
    }
    uint32_t n = 1;
    for (uint32_t i = 0; i < t->resource_count; i++) {
        const rs_resource *x = &t->resources[i];
        if (x->stage == s && x->reg_class == r->resource_class && x->space == r->space && in_range(r, x->reg) &&
            x->reg - r->lower_bound >= n)
            n = x->reg - r->lower_bound + 1;
    }
    if (n > MAX_ARRAY_ELEMENTS)
        d2s_fail(job->ctx, D2S_ERR_INVALID, "%s: register %u of an unbounded range is too far (at most %u elements)",
                 decl_name(job->ctx, s, r), r->lower_bound + n - 1, MAX_ARRAY_ELEMENTS);
    return n;
}

static slot *find_slot(slot_vec *slots, uint32_t set, uint32_t binding)
{
    for (uint32_t i = 0; i < slots->count; i++)
        if (slots->data[i].set == set && slots->data[i].binding == binding)
            return &slots->data[i];
    return NULL;
}

static void add_slot(render_job *job, slot_vec *slots, rs_stage s, const dxil2spv_reflected_resource *r, uint32_t set,
                     uint32_t binding, uint32_t type, uint32_t count, bool counter)
{
    d2s_ctx *ctx = job->ctx;
    const char *what = d2s_sprintf(ctx, "%s%s", counter ? "the counter of " : "", decl_name(ctx, s, r));
    if (type == DXIL2SPV_DESCRIPTOR_PUSH_CONSTANT)
        d2s_fail(ctx, D2S_ERR_INVALID, "%s is in push constants, which the harness does not set up", what);
    if (set >= RJ_MAX_SETS || set >= job->vk->props.limits.maxBoundDescriptorSets)
        d2s_fail(ctx, D2S_ERR_INVALID, "%s is in descriptor set %u; the device binds at most %u sets", what, set,
                 job->vk->props.limits.maxBoundDescriptorSets < RJ_MAX_SETS
                     ? job->vk->props.limits.maxBoundDescriptorSets
                     : RJ_MAX_SETS);
    slot *sl = find_slot(slots, set, binding);
    if (sl) {
        /* The same descriptor seen from another stage (or twice): one binding
         * visible to all of them. */
        if (sl->descriptor_type != type || sl->counter != counter)
            d2s_fail(ctx, D2S_ERR_INVALID, "%s and %s%s share set %u binding %u as %s and %s", what,
                     sl->counter ? "the counter of " : "", decl_name(ctx, sl->decl_stage, sl->decl), set, binding,
                     vk_descriptor_type_name(type), vk_descriptor_type_name(sl->descriptor_type));
        if (count > sl->count) {
            int32_t *e = d2s_alloc_array(ctx, count, sizeof(*e));
            const dxil2spv_reflected_resource **d = d2s_zalloc_array(ctx, count, sizeof(*d));
            for (uint32_t i = 0; i < count; i++) {
                e[i] = i < sl->count ? sl->element_resource[i] : -1;
                d[i] = i < sl->count ? sl->element_decl[i] : NULL;
            }
            sl->element_resource = e;
            sl->element_decl = d;
            sl->count = count;
        }
        sl->stages |= rs_stage_flag(s);
        return;
    }
    slot n = {set, binding, type, count, rs_stage_flag(s), counter, r, s, NULL, false, NULL, VK_NULL_HANDLE};
    n.element_resource = d2s_alloc_array(ctx, count, sizeof(*n.element_resource));
    n.element_decl = d2s_zalloc_array(ctx, count, sizeof(*n.element_decl));
    for (uint32_t i = 0; i < count; i++)
        n.element_resource[i] = -1;
    d2s_vec_push(ctx, slots, n);
}

static const char *kind_name(uint32_t kind)
{
    static const char *const names[] = {"Invalid", "Texture1D", "Texture2D", "Texture2DMS", "Texture3D",
                                        "TextureCube", "Texture1DArray", "Texture2DArray", "Texture2DMSArray",
                                        "TextureCubeArray", "TypedBuffer", "RawBuffer", "StructuredBuffer",
                                        "CBuffer", "Sampler", "TBuffer", "RTAccelerationStructure"};
    return kind < sizeof(names) / sizeof(names[0]) ? names[kind] : "unknown kind";
}

/* The declaration of the stage's reflection that covers sidecar resource x. */
static const dxil2spv_reflected_resource *find_decl(const dxil2spv_reflection *rf, const rs_resource *x)
{
    for (uint32_t k = 0; rf && k < rf->resource_count; k++) {
        const dxil2spv_reflected_resource *c = &rf->resources[k];
        if (c->resource_class == x->reg_class && c->space == x->space && in_range(c, x->reg))
            return c;
    }
    return NULL;
}

/* Puts each sidecar resource at the element of the slot its stage's
 * reflection names. */
static void place_resources(render_job *job, const rs_test *t, const dxil2spv_reflection *const refl[RS_STAGE_COUNT],
                            slot_vec *slots)
{
    d2s_ctx *ctx = job->ctx;
    for (uint32_t i = 0; i < t->resource_count; i++) {
        const rs_resource *x = &t->resources[i];
        const dxil2spv_reflected_resource *r = find_decl(refl[x->stage], x);
        if (!r) {
            /* DXC removes resources a shader never reads. */
            if (job->log)
                fprintf(job->log, "  %s: not declared by the shader, not bound\n", x->label);
            continue;
        }
        if (x->reg_class != RS_REG_SAMPLER && r->resource_kind != x->dxil_kind)
            d2s_fail(ctx, D2S_ERR_INVALID, "%s: the sidecar describes a %s, the shader declares a %s (kind %u)",
                     x->label, kind_name(x->dxil_kind), kind_name(r->resource_kind), r->resource_kind);
        slot *sl = find_slot(slots, r->set, r->binding);
        uint32_t element = x->reg - r->lower_bound;
        if (!sl || element >= sl->count)
            d2s_fail(ctx, D2S_ERR_INTERNAL, "%s: no descriptor for element %u", x->label, element);
        int32_t prev = sl->element_resource[element];
        if (prev >= 0 && prev != (int32_t)i)
            d2s_fail(ctx, D2S_ERR_INVALID,
                     "%s and %s both map to set %u binding %u element %u, but are different resources "
                     "(per-stage registers need per-stage bindings)",
                     t->resources[prev].label, x->label, r->set, r->binding, element);
        sl->element_resource[element] = (int32_t)i;
        if (job->log)
            fprintf(job->log, "  %s -> set %u binding %u element %u (%s)\n", x->label, r->set, r->binding, element,
                    vk_descriptor_type_name(r->descriptor_type));
    }
}

/* ---- descriptor contents --------------------------------------------------- */

typedef struct writer {
    render_job *job;
    const rs_test *t;
    const slot *sl;
    uint32_t element;
    const rs_resource *res; /* NULL: placeholder */
    const dxil2spv_reflected_resource *decl; /* what the shader declares there */
} writer;

static const char *elem_name(const writer *w)
{
    d2s_ctx *ctx = w->job->ctx;
    const char *decl = decl_name(ctx, w->sl->decl_stage, w->sl->decl);
    return w->sl->count > 1 ? d2s_sprintf(ctx, "%s element %u", decl, w->element) : decl;
}

D2S_NORETURN static void wrong_type(const writer *w)
{
    d2s_fail(w->job->ctx, D2S_ERR_INVALID, "%s: the shader reads %s as a %s descriptor, which cannot hold a %s",
             elem_name(w), w->res->label, vk_descriptor_type_name(w->sl->descriptor_type),
             kind_name(w->res->dxil_kind));
}

static VkDescriptorBufferInfo buffer_descriptor(const writer *w, VkBufferUsageFlags usage)
{
    render_job *job = w->job;
    const rs_resource *x = w->res;
    uint32_t idx;
    if (!x) {
        VkDeviceSize size = PLACEHOLDER_BUFFER_BYTES;
        if (usage == VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT)
            size = job->vk->props.limits.maxUniformBufferRange < 65536 ? job->vk->props.limits.maxUniformBufferRange
                                                                       : 65536;
        idx = rj_create_buffer(job, size, usage, NULL, 0);
    } else {
        if (x->kind == RS_RES_TEXTURE2D || x->kind == RS_RES_TEXTURE2D_ARRAY || x->kind == RS_RES_TEXTURE2D_MS ||
            x->kind == RS_RES_SAMPLER)
            wrong_type(w);
        /* Constant buffers are read in whole 16-byte rows. */
        idx = rj_create_buffer(job, (x->size + 15u) & ~15u, usage, x->bytes, x->size);
    }
    return (VkDescriptorBufferInfo){job->obj.buffers.data[idx].buffer, 0, VK_WHOLE_SIZE};
}

static VkBufferView texel_descriptor(const writer *w, VkBufferUsageFlags usage)
{
    render_job *job = w->job;
    const rs_resource *x = w->res;
    uint32_t idx;
    VkFormat format = VK_FORMAT_R32G32B32A32_SFLOAT;
    if (!x) {
        idx = rj_create_buffer(job, PLACEHOLDER_BUFFER_BYTES, usage, NULL, 0);
    } else {
        if (x->kind == RS_RES_TEXTURE2D || x->kind == RS_RES_TEXTURE2D_ARRAY || x->kind == RS_RES_TEXTURE2D_MS ||
            x->kind == RS_RES_SAMPLER || x->kind == RS_RES_CONSTANT_BUFFER)
            wrong_type(w);
        /* Raw and structured buffers as texel buffers are arrays of words. */
        format = x->kind == RS_RES_TYPED_BUFFER ? x->format->format : VK_FORMAT_R32_UINT;
        idx = rj_create_buffer(job, x->size, usage, x->bytes, x->size);
    }
    VkFormatProperties fp;
    vkGetPhysicalDeviceFormatProperties(job->vk->physical, format, &fp);
    VkFormatFeatureFlags need = usage == VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT
                                    ? VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT
                                    : VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_BIT;
    if (!(fp.bufferFeatures & need))
        d2s_fail(job->ctx, D2S_ERR_INVALID, "%s: the device has no %s of format %d", elem_name(w),
                 vk_descriptor_type_name(w->sl->descriptor_type), (int)format);
    rj_create_buffer_view(job, idx, format);
    return job->obj.buffers.data[idx].view;
}

/* Image shape of a placeholder for a declaration of DXIL kind `kind`. */
static void placeholder_shape(const writer *w, uint32_t kind, rj_image_desc *d)
{
    d->type = VK_IMAGE_TYPE_2D;
    d->width = d->height = d->depth = d->layers = d->mips = 1;
    switch (kind) {
    case 1: d->type = VK_IMAGE_TYPE_1D; d->view_type = VK_IMAGE_VIEW_TYPE_1D; break;
    case 2: d->view_type = VK_IMAGE_VIEW_TYPE_2D; break;
    case 4: d->type = VK_IMAGE_TYPE_3D; d->view_type = VK_IMAGE_VIEW_TYPE_3D; break;
    case 5:
        d->view_type = VK_IMAGE_VIEW_TYPE_CUBE;
        d->layers = 6;
        d->flags = VK_IMAGE_CREATE_CUBE_COMPATIBLE_BIT;
        break;
    case 6: d->type = VK_IMAGE_TYPE_1D; d->view_type = VK_IMAGE_VIEW_TYPE_1D_ARRAY; break;
    case 7: d->view_type = VK_IMAGE_VIEW_TYPE_2D_ARRAY; break;
    case 3: d->view_type = VK_IMAGE_VIEW_TYPE_2D; d->samples = 4; break;        /* Texture2DMS */
    case 8: d->view_type = VK_IMAGE_VIEW_TYPE_2D_ARRAY; d->samples = 4; break;  /* Texture2DMSArray */
    case 9:
        d->view_type = VK_IMAGE_VIEW_TYPE_CUBE_ARRAY;
        d->layers = 6;
        d->flags = VK_IMAGE_CREATE_CUBE_COMPATIBLE_BIT;
        break;
    default:
        d2s_fail(w->job->ctx, D2S_ERR_INVALID, "%s: no placeholder image for a %s", elem_name(w), kind_name(kind));
    }
}

/* A Texture2DMS of the sidecar: every sample cleared to its value. */
static VkDescriptorImageInfo multisampled_image_descriptor(const writer *w)
{
    render_job *job = w->job;
    const rs_resource *x = w->res;
    rj_image_desc d = {
        .type = VK_IMAGE_TYPE_2D,
        .view_type = VK_IMAGE_VIEW_TYPE_2D,
        .format = x->format->format,
        .width = x->width,
        .height = x->height,
        .depth = 1,
        .layers = 1,
        .mips = 1,
        .usage = VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT,
        .samples = x->samples,
    };
    uint32_t idx = rj_create_image(job, &d);
    VkClearColorValue clear;
    for (int c = 0; c < 4; c++)
        clear.float32[c] = (float)x->clear[c];
    rj_record_image_clear(job, idx, &d, clear, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL,
                          VK_PIPELINE_STAGE_ALL_GRAPHICS_BIT);
    return (VkDescriptorImageInfo){VK_NULL_HANDLE, job->obj.images.data[idx].view,
                                   VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL};
}

static VkDescriptorImageInfo image_descriptor(const writer *w, bool storage)
{
    render_job *job = w->job;
    const rs_resource *x = w->res;
    rj_image_desc d = {.format = VK_FORMAT_R32G32B32A32_SFLOAT};
    d.usage = VK_IMAGE_USAGE_TRANSFER_DST_BIT | (storage ? VK_IMAGE_USAGE_STORAGE_BIT : VK_IMAGE_USAGE_SAMPLED_BIT);
    VkImageLayout layout = storage ? VK_IMAGE_LAYOUT_GENERAL : VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL;
    uint32_t texel_bytes = 16;
    if (x && x->kind == RS_RES_TEXTURE2D_MS) {
        if (storage)
            wrong_type(w);
        return multisampled_image_descriptor(w);
    }
    if (x) {
        if (storage || (x->kind != RS_RES_TEXTURE2D && x->kind != RS_RES_TEXTURE2D_ARRAY))
            wrong_type(w);
        d.type = VK_IMAGE_TYPE_2D;
        d.view_type = x->kind == RS_RES_TEXTURE2D ? VK_IMAGE_VIEW_TYPE_2D : VK_IMAGE_VIEW_TYPE_2D_ARRAY;
        d.format = x->format->format;
        d.width = x->width;
        d.height = x->height;
        d.depth = 1;
        d.layers = x->layers;
        d.mips = x->mips;
        texel_bytes = x->format->components * x->format->component_bytes;
        /* Vulkan compares only against depth formats (lavapipe's R32_SFLOAT
         * has no SAMPLED_IMAGE_DEPTH_COMPARISON): a depth texture must be
         * able to be sampled at all. */
        VkFormatProperties fp;
        vkGetPhysicalDeviceFormatProperties(job->vk->physical, d.format, &fp);
        if (!(fp.optimalTilingFeatures & VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT))
            d2s_fail(job->ctx, D2S_ERR_INVALID, "%s: the device cannot sample %s images", elem_name(w),
                     x->format->name);
    } else {
        placeholder_shape(w, w->decl->resource_kind, &d);
    }
    uint32_t idx = rj_create_image(job, &d);
    if (d.samples > 1) /* a placeholder: cleared, as multisampled images take no copies */
        rj_record_image_clear(job, idx, &d, (VkClearColorValue){{0}}, layout, VK_PIPELINE_STAGE_ALL_GRAPHICS_BIT);
    else
        rj_record_image_upload(job, idx, &d, texel_bytes, x ? x->bytes : NULL, x ? x->size : 0, layout,
                               VK_PIPELINE_STAGE_ALL_GRAPHICS_BIT);
    return (VkDescriptorImageInfo){VK_NULL_HANDLE, job->obj.images.data[idx].view, layout};
}

static VkDescriptorImageInfo sampler_descriptor(const writer *w)
{
    const rs_resource *x = w->res;
    if (x && x->kind != RS_RES_SAMPLER)
        wrong_type(w);
    VkSampler s = x ? rj_create_sampler(w->job, x->filter, x->mip_filter, x->address, x->compare, x->compare_op)
                    : rj_create_sampler(w->job, VK_FILTER_NEAREST, VK_SAMPLER_MIPMAP_MODE_NEAREST,
                                        VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE, false, VK_COMPARE_OP_NEVER);
    return (VkDescriptorImageInfo){s, VK_NULL_HANDLE, VK_IMAGE_LAYOUT_UNDEFINED};
}

static void write_slot(render_job *job, const rs_test *t, const slot *sl)
{
    d2s_ctx *ctx = job->ctx;
    VkDescriptorBufferInfo *bufs = d2s_zalloc_array(ctx, sl->count, sizeof(*bufs));
    VkDescriptorImageInfo *imgs = d2s_zalloc_array(ctx, sl->count, sizeof(*imgs));
    VkBufferView *views = d2s_zalloc_array(ctx, sl->count, sizeof(*views));
    if (sl->immutable)
        return; /* a static sampler: nothing to write */
    for (uint32_t e = 0; e < sl->count; e++) {
        int32_t ri = sl->element_resource[e];
        writer w = {job, t, sl, e, ri >= 0 ? &t->resources[ri] : NULL,
                    sl->element_decl[e] ? sl->element_decl[e] : sl->decl};
        if (sl->sparse && ri < 0 && !sl->element_decl[e])
            continue;
        if (!w.res && job->log)
            fprintf(job->log, "  %s%s: placeholder at set %u binding %u element %u (%s)\n",
                    sl->counter ? "counter of " : "", elem_name(&w), sl->set, sl->binding, e,
                    vk_descriptor_type_name(sl->descriptor_type));
        switch (sl->descriptor_type) {
        case VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER:
            bufs[e] = buffer_descriptor(&w, VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT);
            break;
        case VK_DESCRIPTOR_TYPE_STORAGE_BUFFER:
            bufs[e] = buffer_descriptor(&w, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT);
            break;
        case VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER:
            views[e] = texel_descriptor(&w, VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT);
            break;
        case VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER:
            views[e] = texel_descriptor(&w, VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT);
            break;
        case VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE:
            imgs[e] = image_descriptor(&w, false);
            break;
        case VK_DESCRIPTOR_TYPE_STORAGE_IMAGE:
            imgs[e] = image_descriptor(&w, true);
            break;
        case VK_DESCRIPTOR_TYPE_SAMPLER:
            imgs[e] = sampler_descriptor(&w);
            break;
        default:
            d2s_fail(ctx, D2S_ERR_INVALID, "%s: descriptor type %u (%s) is not supported by the harness",
                     elem_name(&w), sl->descriptor_type, vk_descriptor_type_name(sl->descriptor_type));
        }
        /* One write per element: sparse arrays leave holes. */
        VkWriteDescriptorSet wr = {
            .sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
            .dstSet = job->obj.sets[sl->set],
            .dstBinding = sl->binding,
            .dstArrayElement = e,
            .descriptorCount = 1,
            .descriptorType = (VkDescriptorType)sl->descriptor_type,
            .pImageInfo = &imgs[e],
            .pBufferInfo = &bufs[e],
            .pTexelBufferView = &views[e],
        };
        vkUpdateDescriptorSets(job->vk->device, 1, &wr, 0, NULL);
    }
}

/* ---- layouts and sets ------------------------------------------------------ */

static void create_sets(render_job *job, const slot_vec *slots)
{
    d2s_ctx *ctx = job->ctx;
    VkDevice dev = job->vk->device;
    job->obj.set_count = 0;
    for (uint32_t i = 0; i < slots->count; i++)
        if (slots->data[i].set + 1 > job->obj.set_count)
            job->obj.set_count = slots->data[i].set + 1;
    if (job->obj.set_count == 0)
        return;

    /* Sets a shader does not use still get (empty) layouts: pipeline layouts
     * cannot have holes. */
    VkDescriptorSetLayoutBinding *b = d2s_zalloc_array(ctx, slots->count, sizeof(*b));
    VkDescriptorBindingFlags *bf = d2s_zalloc_array(ctx, slots->count, sizeof(*bf));
    for (uint32_t set = 0; set < job->obj.set_count; set++) {
        uint32_t n = 0;
        bool sparse = false;
        for (uint32_t i = 0; i < slots->count; i++) {
            const slot *sl = &slots->data[i];
            if (sl->set != set)
                continue;
            sparse |= sl->sparse;
            bf[n] = sl->sparse ? VK_DESCRIPTOR_BINDING_PARTIALLY_BOUND_BIT : 0;
            b[n++] = (VkDescriptorSetLayoutBinding){sl->binding, (VkDescriptorType)sl->descriptor_type, sl->count,
                                                    sl->stages, sl->immutable ? &sl->immutable : NULL};
        }
        VkDescriptorSetLayoutBindingFlagsCreateInfo fci = {
            .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_BINDING_FLAGS_CREATE_INFO,
            .bindingCount = n,
            .pBindingFlags = bf,
        };
        VkDescriptorSetLayoutCreateInfo lci = {
            .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
            .pNext = sparse ? &fci : NULL,
            .bindingCount = n,
            .pBindings = b,
        };
        vk_check(job->ctx, vkCreateDescriptorSetLayout(dev, &lci, NULL, &job->obj.set_layouts[set]),
                 "vkCreateDescriptorSetLayout");
    }

    VkDescriptorPoolSize sizes[16];
    uint32_t nsizes = 0;
    for (uint32_t i = 0; i < slots->count; i++) {
        const slot *sl = &slots->data[i];
        uint32_t k = 0;
        while (k < nsizes && sizes[k].type != (VkDescriptorType)sl->descriptor_type)
            k++;
        if (k == nsizes) {
            if (nsizes == 16)
                d2s_fail(ctx, D2S_ERR_INTERNAL, "too many descriptor types");
            sizes[nsizes++] = (VkDescriptorPoolSize){(VkDescriptorType)sl->descriptor_type, 0};
        }
        sizes[k].descriptorCount += sl->count;
    }
    VkDescriptorPoolCreateInfo pci = {
        .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
        .maxSets = job->obj.set_count,
        .poolSizeCount = nsizes,
        .pPoolSizes = sizes,
    };
    if (nsizes == 0) {
        /* Only empty sets: a pool still needs one size entry. */
        sizes[0] = (VkDescriptorPoolSize){VK_DESCRIPTOR_TYPE_SAMPLER, 1};
        pci.poolSizeCount = 1;
    }
    vk_check(job->ctx, vkCreateDescriptorPool(dev, &pci, NULL, &job->obj.descriptor_pool), "vkCreateDescriptorPool");
    VkDescriptorSetAllocateInfo ai = {
        .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
        .descriptorPool = job->obj.descriptor_pool,
        .descriptorSetCount = job->obj.set_count,
        .pSetLayouts = job->obj.set_layouts,
    };
    vk_check(job->ctx, vkAllocateDescriptorSets(dev, &ai, job->obj.sets), "vkAllocateDescriptorSets");
}

void rb_bind_resources(render_job *job, const rs_test *t, const dxil2spv_reflection *const refl[RS_STAGE_COUNT])
{
    slot_vec slots = {0};
    for (int s = 0; s < RS_STAGE_COUNT; s++) {
        const dxil2spv_reflection *rf = refl[s];
        for (uint32_t k = 0; rf && k < rf->resource_count; k++) {
            const dxil2spv_reflected_resource *r = &rf->resources[k];
            uint32_t count = element_count(job, t, (rs_stage)s, r);
            add_slot(job, &slots, (rs_stage)s, r, r->set, r->binding, r->descriptor_type, count, false);
            if (r->counter_set >= 0 && r->counter_binding >= 0)
                add_slot(job, &slots, (rs_stage)s, r, (uint32_t)r->counter_set, (uint32_t)r->counter_binding,
                         VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, count, true);
        }
    }
    place_resources(job, t, refl, &slots);
    create_sets(job, &slots);
    for (uint32_t i = 0; i < slots.count; i++)
        write_slot(job, t, &slots.data[i]);
}

/* ---- root-signature mode --------------------------------------------------- */

/* The immutable VkSampler of a D3D12 static sampler, from the fields the
 * reflection reports. D3D12_FILTER: bit 0 mip, bit 2 mag, bit 4 min linear,
 * 0x40 anisotropic, 0x80 comparison; D3D12_TEXTURE_ADDRESS_MODE and
 * D3D12_COMPARISON_FUNC are the Vulkan enums + 1. */
static VkSampler static_sampler(render_job *job, const dxil2spv_static_sampler *d)
{
    d2s_ctx *ctx = job->ctx;
    if (d->filter & 0x40)
        d2s_fail(ctx, D2S_ERR_UNSUPPORTED, "static sampler s%u: anisotropic filtering is not set up by this harness",
                 d->shader_register);
    if (d->address_u < 1 || d->address_u > 5 || d->address_v < 1 || d->address_v > 5 || d->address_w < 1 ||
        d->address_w > 5)
        d2s_fail(ctx, D2S_ERR_INVALID, "static sampler s%u: address mode out of range", d->shader_register);
    static const VkBorderColor borders[3] = {VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK, VK_BORDER_COLOR_FLOAT_OPAQUE_BLACK,
                                             VK_BORDER_COLOR_FLOAT_OPAQUE_WHITE};
    bool compare = (d->filter & 0x80) != 0;
    VkSamplerCreateInfo sci = {
        .sType = VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO,
        .magFilter = d->filter & 4 ? VK_FILTER_LINEAR : VK_FILTER_NEAREST,
        .minFilter = d->filter & 16 ? VK_FILTER_LINEAR : VK_FILTER_NEAREST,
        .mipmapMode = d->filter & 1 ? VK_SAMPLER_MIPMAP_MODE_LINEAR : VK_SAMPLER_MIPMAP_MODE_NEAREST,
        .addressModeU = (VkSamplerAddressMode)(d->address_u - 1),
        .addressModeV = (VkSamplerAddressMode)(d->address_v - 1),
        .addressModeW = (VkSamplerAddressMode)(d->address_w - 1),
        .mipLodBias = d->mip_lod_bias,
        .compareEnable = compare,
        .compareOp = compare && d->comparison_func >= 1 ? (VkCompareOp)(d->comparison_func - 1) : VK_COMPARE_OP_NEVER,
        .minLod = d->min_lod,
        .maxLod = d->max_lod,
        .borderColor = borders[d->border_color < 3 ? d->border_color : 0],
    };
    VkSampler s;
    vk_check(ctx, vkCreateSampler(job->vk->device, &sci, NULL, &s), "vkCreateSampler");
    d2s_vec_push(ctx, &job->obj.samplers, s);
    return s;
}

/* The pipeline layout every stage reports (it depends only on the root
 * signature, so the stages must agree). */
static const dxil2spv_pipeline_layout *common_layout(render_job *job, const dxil2spv_reflection *const refl[RS_STAGE_COUNT])
{
    const dxil2spv_pipeline_layout *pl = NULL;
    for (int s = 0; s < RS_STAGE_COUNT; s++) {
        if (!refl[s])
            continue;
        const dxil2spv_pipeline_layout *l = refl[s]->pipeline_layout;
        if (!l)
            d2s_fail(job->ctx, D2S_ERR_INVALID, "%s: no pipeline layout in a root-signature translation",
                     rs_stage_name((rs_stage)s));
        if (pl && (l->push_constant_size != pl->push_constant_size || l->parameter_count != pl->parameter_count ||
                   l->binding_model != pl->binding_model || l->static_sampler_count != pl->static_sampler_count))
            d2s_fail(job->ctx, D2S_ERR_INVALID, "%s: its pipeline layout differs from the other stages'",
                     rs_stage_name((rs_stage)s));
        for (uint32_t p = 0; pl && p < pl->parameter_count; p++)
            if (l->parameters[p].offset != pl->parameters[p].offset || l->parameters[p].set != pl->parameters[p].set)
                d2s_fail(job->ctx, D2S_ERR_INVALID, "%s: root parameter %u is placed unlike in the other stages",
                         rs_stage_name((rs_stage)s), p);
        if (!pl)
            pl = l;
    }
    if (!pl)
        d2s_fail(job->ctx, D2S_ERR_INVALID, "no stage");
    return pl;
}

/* HEAP model: the heap offset of each descriptor table (its push-constant
 * word), tables laid end to end from element 1 with a gap between them, so
 * that a shader ignoring an offset reads the wrong (or no) descriptor.
 * Returns the heap size. */
static uint32_t place_tables(render_job *job, const rs_test *t, const dxil2spv_reflection *const refl[RS_STAGE_COUNT],
                             const dxil2spv_pipeline_layout *pl, uint32_t *base)
{
    d2s_ctx *ctx = job->ctx;
    uint32_t *extent = d2s_zalloc_array(ctx, pl->parameter_count ? pl->parameter_count : 1, sizeof(*extent));
    for (int s = 0; s < RS_STAGE_COUNT; s++)
        for (uint32_t k = 0; refl[s] && k < refl[s]->resource_count; k++) {
            const dxil2spv_reflected_resource *r = &refl[s]->resources[k];
            if (r->placement != DXIL2SPV_PLACEMENT_TABLE)
                continue;
            if (r->root_parameter < 0 || (uint32_t)r->root_parameter >= pl->parameter_count)
                d2s_fail(ctx, D2S_ERR_INVALID, "%s: root parameter %d out of range", decl_name(ctx, (rs_stage)s, r),
                         r->root_parameter);
            uint64_t end = (uint64_t)r->table_offset + element_count(job, t, (rs_stage)s, r);
            if (end > MAX_ARRAY_ELEMENTS)
                d2s_fail(ctx, D2S_ERR_INVALID, "%s: table offset %u too far", decl_name(ctx, (rs_stage)s, r),
                         r->table_offset);
            if (end > extent[r->root_parameter])
                extent[r->root_parameter] = (uint32_t)end;
        }
    uint32_t next = 1;
    for (uint32_t p = 0; p < pl->parameter_count; p++) {
        if (pl->parameters[p].parameter_type != DXIL2SPV_ROOT_PARAMETER_TABLE)
            continue;
        base[p] = next;
        next += extent[p] + 2;
        if (pl->binding_model == DXIL2SPV_BINDING_MODEL_HEAP)
            job->push_words[pl->parameters[p].offset / 4] = base[p];
    }
    if (next > MAX_ARRAY_ELEMENTS)
        d2s_fail(ctx, D2S_ERR_INVALID, "descriptor heap of %u elements (at most %u supported)", next,
                 MAX_ARRAY_ELEMENTS);
    return next;
}

/* The layout slots of table resources (their whole heap array, or their
 * range's binding) and of static samplers. */
static void plan_rootsig_slots(render_job *job, const rs_test *t, const dxil2spv_reflection *const refl[RS_STAGE_COUNT],
                               const dxil2spv_pipeline_layout *pl, const uint32_t *base, uint32_t heap_size,
                               slot_vec *slots)
{
    d2s_ctx *ctx = job->ctx;
    bool sets = pl->binding_model == DXIL2SPV_BINDING_MODEL_SETS;
    for (int s = 0; s < RS_STAGE_COUNT; s++) {
        for (uint32_t k = 0; refl[s] && k < refl[s]->resource_count; k++) {
            const dxil2spv_reflected_resource *r = &refl[s]->resources[k];
            if (r->placement == DXIL2SPV_PLACEMENT_REGISTER)
                d2s_fail(ctx, D2S_ERR_INVALID, "%s: placed by register in a root-signature translation",
                         decl_name(ctx, (rs_stage)s, r));
            if (r->placement != DXIL2SPV_PLACEMENT_TABLE)
                continue;
            if (r->counter_binding >= 0)
                d2s_fail(ctx, D2S_ERR_UNSUPPORTED, "%s: UAV counters in a table are not set up by this harness",
                         decl_name(ctx, (rs_stage)s, r));
            uint32_t n = element_count(job, t, (rs_stage)s, r);
            uint32_t first = (sets ? 0 : base[r->root_parameter]) + r->table_offset;
            add_slot(job, slots, (rs_stage)s, r, r->set, r->binding, r->descriptor_type, sets ? first + n : heap_size,
                     false);
            slot *sl = find_slot(slots, r->set, r->binding);
            sl->sparse = true;
            for (uint32_t e = 0; e < n; e++)
                sl->element_decl[first + e] = r;
        }
        for (uint32_t k = 0; refl[s] && k < refl[s]->pipeline_layout->static_sampler_count; k++) {
            const dxil2spv_reflected_static_sampler *ss = &refl[s]->pipeline_layout->static_samplers[k];
            slot *sl = find_slot(slots, ss->set, ss->binding);
            if (sl && sl->immutable) {
                sl->stages |= rs_stage_flag((rs_stage)s);
                continue;
            }
            dxil2spv_reflected_resource *d = d2s_zalloc(ctx, sizeof(*d));
            *d = (dxil2spv_reflected_resource){.resource_class = RS_REG_SAMPLER, .resource_kind = 14,
                                               .lower_bound = ss->desc.shader_register,
                                               .space = ss->desc.register_space, .range_size = 1, .name = "static"};
            add_slot(job, slots, (rs_stage)s, d, ss->set, ss->binding, VK_DESCRIPTOR_TYPE_SAMPLER, 1, false);
            sl = find_slot(slots, ss->set, ss->binding);
            sl->immutable = static_sampler(job, &ss->desc);
            if (job->log)
                fprintf(job->log, "  static sampler s%u (visibility %u, filter 0x%x, address %u) -> set %u binding %u\n",
                        ss->desc.shader_register, ss->desc.visibility, ss->desc.filter, ss->desc.address_u, ss->set,
                        ss->binding);
        }
    }
}

/* Root constants and root descriptors of sidecar resource x (declared r). */
static void set_root_argument(render_job *job, const rs_resource *x, const dxil2spv_reflected_resource *r,
                              const dxil2spv_pipeline_layout *pl)
{
    d2s_ctx *ctx = job->ctx;
    const dxil2spv_reflected_root_parameter *p = &pl->parameters[r->root_parameter];
    if (p->offset + p->size > pl->push_constant_size)
        d2s_fail(ctx, D2S_ERR_INVALID, "%s: root parameter %d beyond the push constants", x->label, r->root_parameter);
    if (r->placement == DXIL2SPV_PLACEMENT_ROOT_CONSTANTS) {
        if (x->kind != RS_RES_CONSTANT_BUFFER || r->cb_size > p->size)
            d2s_fail(ctx, D2S_ERR_INVALID, "%s: %u bytes declared for %u bytes of root constants", x->label,
                     r->cb_size, p->size);
        memcpy((uint8_t *)job->push_words + p->offset, x->bytes, x->size < p->size ? x->size : p->size);
        if (job->log)
            fprintf(job->log, "  %s -> root constants at byte %u\n", x->label, p->offset);
        return;
    }
    VkBufferUsageFlags usage = VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT |
                               (x->kind == RS_RES_CONSTANT_BUFFER ? VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT
                                                                  : VK_BUFFER_USAGE_STORAGE_BUFFER_BIT);
    uint32_t idx = rj_create_buffer(job, (x->size + 15u) & ~15u, usage, x->bytes, x->size);
    VkBufferDeviceAddressInfo ai = {.sType = VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO,
                                    .buffer = job->obj.buffers.data[idx].buffer};
    VkDeviceAddress addr = vkGetBufferDeviceAddress(job->vk->device, &ai);
    memcpy((uint8_t *)job->push_words + p->offset, &addr, 8);
    if (job->log)
        fprintf(job->log, "  %s -> root descriptor at byte %u\n", x->label, p->offset);
}

void rb_bind_resources_rootsig(render_job *job, const rs_test *t, const dxil2spv_reflection *const refl[RS_STAGE_COUNT])
{
    d2s_ctx *ctx = job->ctx;
    const dxil2spv_pipeline_layout *pl = common_layout(job, refl);
    if (pl->root_argument_size)
        d2s_fail(ctx, D2S_ERR_UNSUPPORTED, "root arguments in a uniform buffer are not set up by this harness");
    if (pl->push_constant_size > sizeof(job->push_words) ||
        pl->push_constant_size > job->vk->props.limits.maxPushConstantsSize)
        d2s_fail(ctx, D2S_ERR_UNSUPPORTED, "%u bytes of push constants", pl->push_constant_size);
    memset(job->push_words, 0, sizeof(job->push_words));
    job->push_size = pl->push_constant_size;
    uint32_t *base = d2s_zalloc_array(ctx, pl->parameter_count ? pl->parameter_count : 1, sizeof(*base));
    uint32_t heap_size = place_tables(job, t, refl, pl, base);
    slot_vec slots = {0};
    plan_rootsig_slots(job, t, refl, pl, base, heap_size, &slots);
    bool sets = pl->binding_model == DXIL2SPV_BINDING_MODEL_SETS;
    for (uint32_t i = 0; i < t->resource_count; i++) {
        const rs_resource *x = &t->resources[i];
        const dxil2spv_reflected_resource *r = find_decl(refl[x->stage], x);
        if (!r) {
            if (job->log)
                fprintf(job->log, "  %s: not declared by the shader, not bound\n", x->label);
            continue;
        }
        if (x->reg_class != RS_REG_SAMPLER && r->resource_kind != x->dxil_kind)
            d2s_fail(ctx, D2S_ERR_INVALID, "%s: the sidecar describes a %s, the shader declares a %s", x->label,
                     kind_name(x->dxil_kind), kind_name(r->resource_kind));
        switch (r->placement) {
        case DXIL2SPV_PLACEMENT_ROOT_CONSTANTS:
        case DXIL2SPV_PLACEMENT_ROOT_DESCRIPTOR:
            set_root_argument(job, x, r, pl);
            break;
        case DXIL2SPV_PLACEMENT_STATIC_SAMPLER:
            if (job->log)
                fprintf(job->log, "  %s -> static sampler at set %u binding %u\n", x->label, r->set, r->binding);
            break;
        case DXIL2SPV_PLACEMENT_TABLE: {
            slot *sl = find_slot(&slots, r->set, r->binding);
            uint32_t element = (sets ? 0 : base[r->root_parameter]) + r->table_offset + (x->reg - r->lower_bound);
            if (!sl || element >= sl->count)
                d2s_fail(ctx, D2S_ERR_INTERNAL, "%s: no descriptor for element %u", x->label, element);
            if (sl->element_resource[element] >= 0)
                d2s_fail(ctx, D2S_ERR_INVALID, "%s and %s both at set %u binding %u element %u", x->label,
                         t->resources[sl->element_resource[element]].label, r->set, r->binding, element);
            sl->element_resource[element] = (int32_t)i;
            if (job->log)
                fprintf(job->log, "  %s -> table (root parameter %d) set %u binding %u element %u (%s)\n", x->label,
                        r->root_parameter, r->set, r->binding, element, vk_descriptor_type_name(r->descriptor_type));
            break;
        }
        default:
            d2s_fail(ctx, D2S_ERR_INVALID, "%s: placement %u", x->label, r->placement);
        }
    }
    create_sets(job, &slots);
    for (uint32_t i = 0; i < slots.count; i++)
        write_slot(job, t, &slots.data[i]);
}
