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
            for (uint32_t i = 0; i < count; i++)
                e[i] = i < sl->count ? sl->element_resource[i] : -1;
            sl->element_resource = e;
            sl->count = count;
        }
        sl->stages |= rs_stage_flag(s);
        return;
    }
    slot n = {set, binding, type, count, rs_stage_flag(s), counter, r, s, NULL};
    n.element_resource = d2s_alloc_array(ctx, count, sizeof(*n.element_resource));
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

/* Puts each sidecar resource at the element of the slot its stage's
 * reflection names. */
static void place_resources(render_job *job, const rs_test *t, const dxil2spv_reflection *const refl[RS_STAGE_COUNT],
                            slot_vec *slots)
{
    d2s_ctx *ctx = job->ctx;
    for (uint32_t i = 0; i < t->resource_count; i++) {
        const rs_resource *x = &t->resources[i];
        const dxil2spv_reflection *rf = refl[x->stage];
        const dxil2spv_reflected_resource *r = NULL;
        for (uint32_t k = 0; rf && k < rf->resource_count && !r; k++) {
            const dxil2spv_reflected_resource *c = &rf->resources[k];
            if (c->resource_class == x->reg_class && c->space == x->space && in_range(c, x->reg))
                r = c;
        }
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
        if (x->kind == RS_RES_TEXTURE2D || x->kind == RS_RES_TEXTURE2D_ARRAY || x->kind == RS_RES_SAMPLER)
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
        if (x->kind == RS_RES_TEXTURE2D || x->kind == RS_RES_TEXTURE2D_ARRAY || x->kind == RS_RES_SAMPLER ||
            x->kind == RS_RES_CONSTANT_BUFFER)
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
    case 9:
        d->view_type = VK_IMAGE_VIEW_TYPE_CUBE_ARRAY;
        d->layers = 6;
        d->flags = VK_IMAGE_CREATE_CUBE_COMPATIBLE_BIT;
        break;
    default:
        d2s_fail(w->job->ctx, D2S_ERR_INVALID, "%s: no placeholder image for a %s", elem_name(w), kind_name(kind));
    }
}

static VkDescriptorImageInfo image_descriptor(const writer *w, bool storage)
{
    render_job *job = w->job;
    const rs_resource *x = w->res;
    rj_image_desc d = {.format = VK_FORMAT_R32G32B32A32_SFLOAT};
    d.usage = VK_IMAGE_USAGE_TRANSFER_DST_BIT | (storage ? VK_IMAGE_USAGE_STORAGE_BIT : VK_IMAGE_USAGE_SAMPLED_BIT);
    VkImageLayout layout = storage ? VK_IMAGE_LAYOUT_GENERAL : VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL;
    uint32_t texel_bytes = 16;
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
    } else {
        placeholder_shape(w, w->sl->decl->resource_kind, &d);
    }
    uint32_t idx = rj_create_image(job, &d);
    rj_record_image_upload(job, idx, &d, texel_bytes, x ? x->bytes : NULL, x ? x->size : 0, layout,
                           VK_PIPELINE_STAGE_ALL_GRAPHICS_BIT);
    return (VkDescriptorImageInfo){VK_NULL_HANDLE, job->obj.images.data[idx].view, layout};
}

static VkDescriptorImageInfo sampler_descriptor(const writer *w)
{
    const rs_resource *x = w->res;
    if (x && x->kind != RS_RES_SAMPLER)
        wrong_type(w);
    VkSampler s = x ? rj_create_sampler(w->job, x->filter, x->mip_filter, x->address)
                    : rj_create_sampler(w->job, VK_FILTER_NEAREST, VK_SAMPLER_MIPMAP_MODE_NEAREST,
                                        VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE);
    return (VkDescriptorImageInfo){s, VK_NULL_HANDLE, VK_IMAGE_LAYOUT_UNDEFINED};
}

static void write_slot(render_job *job, const rs_test *t, const slot *sl)
{
    d2s_ctx *ctx = job->ctx;
    VkDescriptorBufferInfo *bufs = d2s_zalloc_array(ctx, sl->count, sizeof(*bufs));
    VkDescriptorImageInfo *imgs = d2s_zalloc_array(ctx, sl->count, sizeof(*imgs));
    VkBufferView *views = d2s_zalloc_array(ctx, sl->count, sizeof(*views));
    for (uint32_t e = 0; e < sl->count; e++) {
        int32_t ri = sl->element_resource[e];
        writer w = {job, t, sl, e, ri >= 0 ? &t->resources[ri] : NULL};
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
    }
    VkWriteDescriptorSet wr = {
        .sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
        .dstSet = job->obj.sets[sl->set],
        .dstBinding = sl->binding,
        .descriptorCount = sl->count,
        .descriptorType = (VkDescriptorType)sl->descriptor_type,
        .pImageInfo = imgs,
        .pBufferInfo = bufs,
        .pTexelBufferView = views,
    };
    vkUpdateDescriptorSets(job->vk->device, 1, &wr, 0, NULL);
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
    for (uint32_t set = 0; set < job->obj.set_count; set++) {
        uint32_t n = 0;
        for (uint32_t i = 0; i < slots->count; i++) {
            const slot *sl = &slots->data[i];
            if (sl->set != set)
                continue;
            b[n++] = (VkDescriptorSetLayoutBinding){sl->binding, (VkDescriptorType)sl->descriptor_type, sl->count,
                                                    sl->stages, NULL};
        }
        VkDescriptorSetLayoutCreateInfo lci = {
            .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
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
