/* Buffers and descriptor sets of one compute test. */
#include "vk_resources.h"

#include <inttypes.h>
#include <string.h>

#include "vk_descriptor_name.h"

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

/* Upper bound on the descriptors of one binding: a bounded D3D range is
 * bound whole (unused elements get a dummy buffer). */
#define MAX_ARRAY_DESCRIPTORS 4096u
#define RANGE_UNBOUNDED 0xFFFFFFFFu

typedef struct texel_format_info {
    const char *dxgi;
    VkFormat format;
    uint8_t size;
} texel_format_info;

static const texel_format_info texel_formats[] = {
    {"R32G32B32A32_FLOAT", VK_FORMAT_R32G32B32A32_SFLOAT, 16},
    {"R32G32B32A32_UINT", VK_FORMAT_R32G32B32A32_UINT, 16},
    {"R32G32B32A32_SINT", VK_FORMAT_R32G32B32A32_SINT, 16},
    {"R32G32B32_FLOAT", VK_FORMAT_R32G32B32_SFLOAT, 12},
    {"R32G32B32_UINT", VK_FORMAT_R32G32B32_UINT, 12},
    {"R32G32B32_SINT", VK_FORMAT_R32G32B32_SINT, 12},
    {"R32G32_FLOAT", VK_FORMAT_R32G32_SFLOAT, 8},
    {"R32G32_UINT", VK_FORMAT_R32G32_UINT, 8},
    {"R32G32_SINT", VK_FORMAT_R32G32_SINT, 8},
    {"R32_FLOAT", VK_FORMAT_R32_SFLOAT, 4},
    {"R32_UINT", VK_FORMAT_R32_UINT, 4},
    {"R32_SINT", VK_FORMAT_R32_SINT, 4},
    {"R16G16B16A16_FLOAT", VK_FORMAT_R16G16B16A16_SFLOAT, 8},
    {"R16G16B16A16_UNORM", VK_FORMAT_R16G16B16A16_UNORM, 8},
    {"R16G16B16A16_UINT", VK_FORMAT_R16G16B16A16_UINT, 8},
    {"R16G16B16A16_SNORM", VK_FORMAT_R16G16B16A16_SNORM, 8},
    {"R16G16B16A16_SINT", VK_FORMAT_R16G16B16A16_SINT, 8},
    {"R16G16_FLOAT", VK_FORMAT_R16G16_SFLOAT, 4},
    {"R16G16_UNORM", VK_FORMAT_R16G16_UNORM, 4},
    {"R16G16_UINT", VK_FORMAT_R16G16_UINT, 4},
    {"R16G16_SNORM", VK_FORMAT_R16G16_SNORM, 4},
    {"R16G16_SINT", VK_FORMAT_R16G16_SINT, 4},
    {"R16_FLOAT", VK_FORMAT_R16_SFLOAT, 2},
    {"R16_UNORM", VK_FORMAT_R16_UNORM, 2},
    {"R16_UINT", VK_FORMAT_R16_UINT, 2},
    {"R16_SNORM", VK_FORMAT_R16_SNORM, 2},
    {"R16_SINT", VK_FORMAT_R16_SINT, 2},
    {"R8G8B8A8_UNORM", VK_FORMAT_R8G8B8A8_UNORM, 4},
    {"R8G8B8A8_UINT", VK_FORMAT_R8G8B8A8_UINT, 4},
    {"R8G8B8A8_SNORM", VK_FORMAT_R8G8B8A8_SNORM, 4},
    {"R8G8B8A8_SINT", VK_FORMAT_R8G8B8A8_SINT, 4},
    {"B8G8R8A8_UNORM", VK_FORMAT_B8G8R8A8_UNORM, 4},
    {"R8G8_UNORM", VK_FORMAT_R8G8_UNORM, 2},
    {"R8G8_UINT", VK_FORMAT_R8G8_UINT, 2},
    {"R8G8_SNORM", VK_FORMAT_R8G8_SNORM, 2},
    {"R8G8_SINT", VK_FORMAT_R8G8_SINT, 2},
    {"R8_UNORM", VK_FORMAT_R8_UNORM, 1},
    {"R8_UINT", VK_FORMAT_R8_UINT, 1},
    {"R8_SNORM", VK_FORMAT_R8_SNORM, 1},
    {"R8_SINT", VK_FORMAT_R8_SINT, 1},
    {"R10G10B10A2_UNORM", VK_FORMAT_A2B10G10R10_UNORM_PACK32, 4},
    {"R10G10B10A2_UINT", VK_FORMAT_A2B10G10R10_UINT_PACK32, 4},
    {"R11G11B10_FLOAT", VK_FORMAT_B10G11R11_UFLOAT_PACK32, 4},
};

bool vk_texel_format(const char *dxgi_name, VkFormat *format, uint32_t *texel_size)
{
    for (size_t i = 0; i < COUNT_OF(texel_formats); i++) {
        if (strcmp(texel_formats[i].dxgi, dxgi_name) == 0) {
            *format = texel_formats[i].format;
            *texel_size = texel_formats[i].size;
            return true;
        }
    }
    return false;
}

/* The view format of a typed buffer whose sidecar gives no texel_format:
 * one channel of the element format. */
static const char *default_texel_format(sc_format f)
{
    switch (f) {
    case SC_U32: return "R32_UINT";
    case SC_I32: return "R32_SINT";
    case SC_F32: return "R32_FLOAT";
    case SC_U16: return "R16_UINT";
    case SC_I16: return "R16_SINT";
    case SC_F16: return "R16_FLOAT";
    case SC_U64:
    case SC_I64:
    case SC_F64: return NULL;
    }
    return NULL;
}

static bool is_texel_type(uint32_t type)
{
    return type == VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER || type == VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
}

static bool is_buffer_type(uint32_t type)
{
    return type == VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER || type == VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
}

static const char *class_letter(uint32_t resource_class)
{
    static const char *const letters[] = {"t", "u", "b", "s", "heap"};
    return resource_class < COUNT_OF(letters) ? letters[resource_class] : "?";
}

static const char *kind_name(uint32_t kind)
{
    static const char *const names[] = {
        "Invalid", "Texture1D", "Texture2D", "Texture2DMS", "Texture3D", "TextureCube", "Texture1DArray",
        "Texture2DArray", "Texture2DMSArray", "TextureCubeArray", "TypedBuffer", "RawBuffer", "StructuredBuffer",
        "CBuffer", "Sampler", "TBuffer", "RTAccelerationStructure", "FeedbackTexture2D", "FeedbackTexture2DArray",
    };
    return kind < COUNT_OF(names) ? names[kind] : "unknown kind";
}

/* "t0..t3 space 2" for messages. */
static const char *reflected_label(d2s_ctx *ctx, const dxil2spv_reflected_resource *rr)
{
    if (rr->resource_class == SC_CLASS_HEAP)
        return d2s_sprintf(ctx, "ResourceDescriptorHeap (%s)", vk_descriptor_type_name(rr->descriptor_type));
    const char *l = class_letter(rr->resource_class);
    const char *range;
    if (rr->range_size == 1)
        range = d2s_sprintf(ctx, "%s%" PRIu32, l, rr->lower_bound);
    else if (rr->range_size == RANGE_UNBOUNDED)
        range = d2s_sprintf(ctx, "%s%" PRIu32 "..(unbounded)", l, rr->lower_bound);
    else
        range = d2s_sprintf(ctx, "%s%" PRIu32 "..%s%" PRIu32, l, rr->lower_bound, l,
                            rr->lower_bound + rr->range_size - 1);
    if (rr->space)
        return d2s_sprintf(ctx, "%s space %" PRIu32, range, rr->space);
    return range;
}

void vk_job_init(vk_job *job, vk_context *vk, d2s_ctx *ctx, FILE *log)
{
    memset(job, 0, sizeof(*job));
    job->vk = vk;
    job->ctx = ctx;
    job->log = log;
    vk_objects_init(&job->obj, vk, ctx);
}

void vk_job_destroy(vk_job *job)
{
    vk_objects_destroy(&job->obj);
}

/* Creates a host-visible buffer of `size` bytes (zero-filled, or a copy of
 * `init`) and returns its index in job->obj.buffers. */
static int32_t create_buffer(vk_job *job, VkDeviceSize size, const void *init, VkDeviceSize init_size)
{
    /* Root descriptors (root-signature mode) read buffers by address. */
    VkBufferUsageFlags addr = job->root_signature ? VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT : 0;
    return (int32_t)vk_objects_create_buffer(&job->obj, size,
                                             VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT |
                                                 VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT |
                                                 VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT |
                                                 VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT |
                                                 addr,
                                             init, (size_t)init_size);
}

static void create_texel_view(vk_job *job, int32_t index, VkFormat format, uint32_t texel_size,
                              uint32_t descriptor_type, const char *label)
{
    vk_context *vk = job->vk;
    vk_buffer *b = &job->obj.buffers.data[index];
    VkFormatProperties fp;
    vkGetPhysicalDeviceFormatProperties(vk->physical, format, &fp);
    VkFormatFeatureFlags need = descriptor_type == VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER
                                    ? VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_BIT
                                    : VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT;
    if ((fp.bufferFeatures & need) != need)
        d2s_fail(job->ctx, D2S_ERR_UNSUPPORTED, "resource %s: the device does not support VkFormat %d as a %s",
                 label, (int)format, vk_descriptor_type_name(descriptor_type));
    VkDeviceSize range = b->size / texel_size * texel_size;
    if (range / texel_size > vk->props.limits.maxTexelBufferElements)
        d2s_fail(job->ctx, D2S_ERR_UNSUPPORTED, "resource %s: %llu texels exceed maxTexelBufferElements (%u)",
                 label, (unsigned long long)(range / texel_size), vk->props.limits.maxTexelBufferElements);
    VkBufferViewCreateInfo vci = {
        .sType = VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO,
        .buffer = b->buffer,
        .format = format,
        .offset = 0,
        .range = range,
    };
    vk_check(job->ctx, vkCreateBufferView(vk->device, &vci, NULL, &b->view), "vkCreateBufferView");
}

/* One VkDescriptorSetLayoutBinding being planned, and what fills it. */
typedef struct slot_plan {
    uint32_t set, binding, type, count;
    bool is_counter;
    int32_t *element_buffer; /* per array element: index into job->obj.buffers, -1: dummy */
    const char *label;       /* for messages */
} slot_plan;

typedef D2S_VEC(slot_plan) slot_plan_vec;

static slot_plan *add_slot(vk_job *job, slot_plan_vec *slots, uint32_t set, uint32_t binding, uint32_t type,
                           uint32_t count, bool is_counter, const char *label)
{
    if (set >= VK_OBJECTS_MAX_SETS || set >= job->vk->props.limits.maxBoundDescriptorSets)
        d2s_fail(job->ctx, D2S_ERR_UNSUPPORTED, "resource %s: descriptor set %u exceeds the device's %u bound sets",
                 label, set, job->vk->props.limits.maxBoundDescriptorSets);
    for (uint32_t i = 0; i < slots->count; i++)
        if (slots->data[i].set == set && slots->data[i].binding == binding)
            d2s_fail(job->ctx, D2S_ERR_INVALID, "reflection: %s and %s both use set %u binding %u",
                     slots->data[i].label, label, set, binding);
    slot_plan s = {set, binding, type, count, is_counter, NULL, label};
    s.element_buffer = d2s_alloc_array(job->ctx, count, sizeof(int32_t));
    for (uint32_t i = 0; i < count; i++)
        s.element_buffer[i] = -1;
    d2s_vec_push(job->ctx, slots, s);
    return &slots->data[slots->count - 1];
}

/* The Vulkan descriptor type of ResourceDescriptorHeap elements of a kind. */
static uint32_t heap_descriptor_type(sc_kind k)
{
    switch (k) {
    case SC_BUFFER: return VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER;
    case SC_RW_BUFFER: return VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
    case SC_CONSTANT_BUFFER: return VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;
    default: return VK_DESCRIPTOR_TYPE_STORAGE_BUFFER; /* raw and structured buffers */
    }
}

/* The texel-buffer array holding raw/structured buffers of a kind with
 * options.heap_raw_texel_buffers; ~0u for other kinds. */
static uint32_t heap_raw_texel_type(sc_kind k)
{
    switch (k) {
    case SC_BYTE_ADDRESS_BUFFER: case SC_STRUCTURED_BUFFER: return VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER;
    case SC_RW_BYTE_ADDRESS_BUFFER: case SC_RW_STRUCTURED_BUFFER: return VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
    default: return ~0u;
    }
}

/* The reflection with one more resource per ResourceDescriptorHeap array
 * (class SC_CLASS_HEAP, unbounded from element 0, at the array's set and
 * binding), so that sidecar entries "heapN" bind like register ranges:
 * element N of the array of their descriptor type. */
static dxil2spv_reflection with_heap_arrays(vk_job *job, const dxil2spv_reflection *refl)
{
    dxil2spv_reflection out = *refl;
    uint32_t n = refl->resource_count + refl->heap_array_count;
    dxil2spv_reflected_resource *all = d2s_zalloc_array(job->ctx, n ? n : 1, sizeof(*all));
    if (refl->resource_count)
        memcpy(all, refl->resources, refl->resource_count * sizeof(*all));
    for (uint32_t i = 0; i < refl->heap_array_count; i++) {
        const dxil2spv_reflected_heap_array *h = &refl->heap_arrays[i];
        all[refl->resource_count + i] = (dxil2spv_reflected_resource){
            .resource_class = h->heap == 0 ? SC_CLASS_HEAP : SC_CLASS_SAMPLER, .range_size = RANGE_UNBOUNDED,
            .space = h->heap == 0 ? 0 : UINT32_MAX, .set = h->set, .binding = h->binding,
            .descriptor_type = h->descriptor_type, .counter_set = -1, .counter_binding = -1, .name = "",
            .placement = DXIL2SPV_PLACEMENT_TABLE, .root_parameter = -1, .table_range = -1};
    }
    out.resources = all;
    out.resource_count = n;
    return out;
}

/* Index of the reflected resource that covers a sidecar register, or -1. */
static int find_reflected(const dxil2spv_reflection *refl, const sc_resource *r)
{
    for (uint32_t i = 0; i < refl->resource_count; i++) {
        const dxil2spv_reflected_resource *rr = &refl->resources[i];
        if (rr->resource_class != r->reg_class || rr->space != r->space || r->reg_index < rr->lower_bound)
            continue;
        if (r->reg_class == SC_CLASS_HEAP && rr->descriptor_type != heap_descriptor_type(r->kind) &&
            rr->descriptor_type != heap_raw_texel_type(r->kind))
            continue;
        if (rr->range_size == RANGE_UNBOUNDED || r->reg_index - rr->lower_bound < rr->range_size)
            return (int)i;
    }
    return -1;
}

static uint32_t buffer_bytes(vk_job *job, const sc_resource *r, const char *label)
{
    uint64_t bytes = (uint64_t)r->count * sc_format_size(r->format);
    /* Uniform buffers are read in 16-byte rows; Vulkan buffers cannot be empty. */
    if (r->kind == SC_CONSTANT_BUFFER)
        bytes = (bytes + 15) & ~(uint64_t)15;
    if (bytes == 0)
        bytes = 16;
    if (bytes > UINT32_MAX)
        d2s_fail(job->ctx, D2S_ERR_UNSUPPORTED, "resource %s: %llu bytes is too large", label,
                 (unsigned long long)bytes);
    return (uint32_t)bytes;
}

static void finish_sets(vk_job *job, slot_plan_vec *planned);

static bool is_raw_kind(sc_kind k)
{
    return k == SC_BYTE_ADDRESS_BUFFER || k == SC_RW_BYTE_ADDRESS_BUFFER || k == SC_STRUCTURED_BUFFER ||
           k == SC_RW_STRUCTURED_BUFFER;
}

/* The descriptor type of a reflected UAV counter's binding. */
static uint32_t counter_type(d2s_ctx *ctx, const dxil2spv_reflected_resource *rr, const char *label)
{
    if (rr->counter_descriptor_type != VK_DESCRIPTOR_TYPE_STORAGE_BUFFER &&
        rr->counter_descriptor_type != VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER)
        d2s_fail(ctx, D2S_ERR_INVALID, "reflection: the counter of %s has descriptor type %s", label,
                 vk_descriptor_type_name(rr->counter_descriptor_type));
    return rr->counter_descriptor_type;
}

static void log_binding(vk_job *job, const char *what, const slot_plan *s, uint32_t element)
{
    if (!job->log)
        return;
    fprintf(job->log, "  %-16s -> set %u binding %u", what, s->set, s->binding);
    if (s->count > 1)
        fprintf(job->log, "[%u]", element);
    fprintf(job->log, " %s\n", vk_descriptor_type_name(s->type));
}

void vk_bind_resources(vk_job *job, const dxil2spv_reflection *refl_in, const sc_run *run)
{
    d2s_ctx *ctx = job->ctx;
    vk_context *vk = job->vk;
    dxil2spv_reflection heap_refl = with_heap_arrays(job, refl_in);
    const dxil2spv_reflection *refl = &heap_refl;
    uint32_t nres = refl->resource_count;

    /* 1. Which reflected resource and array element each sidecar entry is. */
    int *match = d2s_alloc_array(ctx, run->resource_count ? run->resource_count : 1, sizeof(int));
    uint32_t *max_element = d2s_zalloc_array(ctx, nres ? nres : 1, sizeof(uint32_t));
    job->resource_buffer = d2s_alloc_array(ctx, run->resource_count ? run->resource_count : 1, sizeof(int32_t));
    job->counter_buffer = d2s_alloc_array(ctx, run->resource_count ? run->resource_count : 1, sizeof(int32_t));
    for (uint32_t i = 0; i < run->resource_count; i++) {
        const sc_resource *r = &run->resources[i];
        const char *label = sc_resource_label(ctx, r);
        job->resource_buffer[i] = -1;
        job->counter_buffer[i] = -1;
        match[i] = find_reflected(refl, r);
        if (match[i] < 0) {
            if (r->has_expect || r->has_expect_counter)
                d2s_fail(ctx, D2S_ERR_INVALID,
                         "resource %s: checked by the sidecar but the shader's reflection has no resource there",
                         label);
            if (job->log)
                fprintf(job->log, "  %-16s    not declared by the shader: not bound\n", label);
            continue;
        }
        const dxil2spv_reflected_resource *rr = &refl->resources[match[i]];
        if (rr->resource_kind != sc_kind_dxil_kind(r->kind) && r->reg_class != SC_CLASS_HEAP)
            d2s_fail(ctx, D2S_ERR_INVALID, "resource %s: the sidecar says %s (DXIL kind %s) but the shader declares %s",
                     label, sc_kind_name(r->kind), kind_name(sc_kind_dxil_kind(r->kind)), kind_name(rr->resource_kind));
        uint32_t element = r->reg_index - rr->lower_bound;
        if (element > max_element[match[i]])
            max_element[match[i]] = element;
        if ((r->has_counter || r->has_expect_counter) && rr->counter_binding < 0)
            d2s_fail(ctx, D2S_ERR_INVALID, "resource %s: the sidecar gives a counter but the reflection has none",
                     label);
    }

    /* 2. One layout binding per reflected resource (and per UAV counter). */
    slot_plan_vec slots = {0};
    uint32_t *slot_of = d2s_alloc_array(ctx, nres ? nres : 1, sizeof(uint32_t));
    uint32_t *counter_slot_of = d2s_alloc_array(ctx, nres ? nres : 1, sizeof(uint32_t));
    for (uint32_t i = 0; i < nres; i++) {
        const dxil2spv_reflected_resource *rr = &refl->resources[i];
        const char *label = reflected_label(ctx, rr);
        if (!is_buffer_type(rr->descriptor_type) && !is_texel_type(rr->descriptor_type))
            d2s_fail(ctx, D2S_ERR_UNSUPPORTED,
                     "resource %s (%s): descriptor type %s is not supported by this harness (buffers only)", label,
                     kind_name(rr->resource_kind), vk_descriptor_type_name(rr->descriptor_type));
        uint32_t count = rr->range_size == RANGE_UNBOUNDED ? max_element[i] + 1 : rr->range_size;
        if (count == 0 || count > MAX_ARRAY_DESCRIPTORS)
            d2s_fail(ctx, D2S_ERR_UNSUPPORTED, "resource %s: a range of %u descriptors is not supported", label,
                     count);
        slot_of[i] = slots.count;
        add_slot(job, &slots, rr->set, rr->binding, rr->descriptor_type, count, false, label);
        counter_slot_of[i] = UINT32_MAX;
        if (rr->counter_binding >= 0) {
            if (rr->counter_set < 0)
                d2s_fail(ctx, D2S_ERR_INVALID, "reflection: resource %s has a counter binding without a set", label);
            counter_slot_of[i] = slots.count;
            add_slot(job, &slots, (uint32_t)rr->counter_set, (uint32_t)rr->counter_binding, counter_type(ctx, rr, label),
                     count, true, d2s_sprintf(ctx, "counter of %s", label));
        }
    }

    /* 3. Buffers for the sidecar's resources and their counters. */
    for (uint32_t i = 0; i < run->resource_count; i++) {
        if (match[i] < 0)
            continue;
        const sc_resource *r = &run->resources[i];
        const dxil2spv_reflected_resource *rr = &refl->resources[match[i]];
        const char *label = sc_resource_label(ctx, r);
        slot_plan *s = &slots.data[slot_of[match[i]]];
        uint32_t element = r->reg_index - rr->lower_bound;
        uint32_t bytes = buffer_bytes(job, r, label);
        if (rr->descriptor_type == VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER && bytes > vk->props.limits.maxUniformBufferRange)
            d2s_fail(ctx, D2S_ERR_UNSUPPORTED, "resource %s: %u bytes exceed maxUniformBufferRange", label, bytes);
        /* A raw or structured buffer as a texel buffer: an R32_UINT view of
         * whole words (the runtime's view of such a buffer). */
        bool raw_texel = is_texel_type(rr->descriptor_type) && is_raw_kind(r->kind);
        if (raw_texel)
            bytes = (bytes + 3) & ~3u;
        int32_t b = create_buffer(job, bytes, r->data, (VkDeviceSize)r->count * sc_format_size(r->format));
        if (raw_texel) {
            create_texel_view(job, b, VK_FORMAT_R32_UINT, 4, rr->descriptor_type, label);
        } else if (is_texel_type(rr->descriptor_type)) {
            const char *name = r->texel_format ? r->texel_format : default_texel_format(r->format);
            VkFormat format;
            uint32_t texel_size;
            if (!name)
                d2s_fail(ctx, D2S_ERR_INVALID, "resource %s: a %s texel buffer needs a \"texel_format\"", label,
                         sc_format_name(r->format));
            if (!vk_texel_format(name, &format, &texel_size))
                d2s_fail(ctx, D2S_ERR_INVALID, "resource %s: unknown texel_format \"%s\"", label, name);
            if ((uint64_t)r->count * sc_format_size(r->format) % texel_size)
                d2s_fail(ctx, D2S_ERR_INVALID, "resource %s: %u %s elements are not a whole number of %s texels",
                         label, r->count, sc_format_name(r->format), name);
            create_texel_view(job, b, format, texel_size, rr->descriptor_type, label);
        }
        job->resource_buffer[i] = b;
        s->element_buffer[element] = b;
        log_binding(job, label, s, element);
        if (counter_slot_of[match[i]] != UINT32_MAX) {
            uint32_t initial = r->has_counter ? r->counter : 0;
            slot_plan *cs = &slots.data[counter_slot_of[match[i]]];
            int32_t cb = create_buffer(job, 16, &initial, sizeof(initial));
            if (is_texel_type(cs->type)) /* texel 0 is the counter */
                create_texel_view(job, cb, VK_FORMAT_R32_UINT, 4, cs->type, d2s_sprintf(ctx, "counter of %s", label));
            job->counter_buffer[i] = cb;
            cs->element_buffer[element] = cb;
            log_binding(job, d2s_sprintf(ctx, "%s counter", label), cs, element);
        }
    }

    finish_sets(job, &slots);
}

/* Steps 4 and 5 of both binders: placeholders, set layouts, pool, sets. */
static void finish_sets(vk_job *job, slot_plan_vec *planned)
{
    d2s_ctx *ctx = job->ctx;
    vk_context *vk = job->vk;
    slot_plan_vec slots = *planned;
    /* 4. Dummies for what the sidecar leaves out: unused array elements and
     * resources it does not describe (counters start at 0). Texel dummies are
     * R32_UINT; reading one yields zeros of whatever type. */
    int32_t dummy = -1, dummy_texel = -1;
    for (uint32_t i = 0; i < slots.count; i++) {
        slot_plan *s = &slots.data[i];
        for (uint32_t e = 0; e < s->count; e++) {
            if (s->element_buffer[e] >= 0)
                continue;
            if (is_texel_type(s->type)) {
                if (dummy_texel < 0) {
                    dummy_texel = create_buffer(job, 256, NULL, 0);
                    create_texel_view(job, dummy_texel, VK_FORMAT_R32_UINT, 4, s->type, "(placeholder)");
                }
                s->element_buffer[e] = dummy_texel;
            } else if (s->is_counter) {
                s->element_buffer[e] = create_buffer(job, 16, NULL, 0);
            } else {
                if (dummy < 0)
                    dummy = create_buffer(job, 256, NULL, 0);
                s->element_buffer[e] = dummy;
            }
            if (job->log) {
                fprintf(job->log, "  %-16s -> set %u binding %u", s->label, s->set, s->binding);
                if (s->count > 1)
                    fprintf(job->log, "[%u]", e);
                fprintf(job->log, " %s: not in the sidecar, zero-filled placeholder\n",
                        vk_descriptor_type_name(s->type));
            }
        }
    }

    /* 5. Set layouts (empty ones fill gaps in the set numbers), pool, sets. */
    job->obj.set_count = 0;
    for (uint32_t i = 0; i < slots.count; i++)
        if (slots.data[i].set + 1 > job->obj.set_count)
            job->obj.set_count = slots.data[i].set + 1;
    uint32_t type_counts[4] = {0}; /* uniform texel, storage texel, uniform, storage */
    for (uint32_t set = 0; set < job->obj.set_count; set++) {
        D2S_VEC(VkDescriptorSetLayoutBinding) lb = {0};
        for (uint32_t i = 0; i < slots.count; i++) {
            const slot_plan *s = &slots.data[i];
            if (s->set != set)
                continue;
            VkDescriptorSetLayoutBinding b = {
                .binding = s->binding,
                .descriptorType = (VkDescriptorType)s->type,
                .descriptorCount = s->count,
                .stageFlags = VK_SHADER_STAGE_COMPUTE_BIT,
            };
            d2s_vec_push(ctx, &lb, b);
            type_counts[s->type - VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER] += s->count;
        }
        VkDescriptorSetLayoutCreateInfo lci = {
            .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
            .bindingCount = lb.count,
            .pBindings = lb.data,
        };
        vk_check(job->ctx, vkCreateDescriptorSetLayout(vk->device, &lci, NULL, &job->obj.set_layouts[set]),
                 "vkCreateDescriptorSetLayout");
    }
    if (job->obj.set_count == 0)
        return;
    VkDescriptorPoolSize sizes[4];
    uint32_t nsizes = 0;
    for (uint32_t t = 0; t < 4; t++)
        if (type_counts[t])
            sizes[nsizes++] = (VkDescriptorPoolSize){(VkDescriptorType)(VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER + t),
                                                     type_counts[t]};
    if (nsizes == 0) /* only empty sets: a pool still needs one size entry */
        sizes[nsizes++] = (VkDescriptorPoolSize){VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1};
    VkDescriptorPoolCreateInfo pci = {
        .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
        .maxSets = job->obj.set_count,
        .poolSizeCount = nsizes,
        .pPoolSizes = sizes,
    };
    vk_check(job->ctx, vkCreateDescriptorPool(vk->device, &pci, NULL, &job->obj.descriptor_pool), "vkCreateDescriptorPool");
    VkDescriptorSetAllocateInfo ai = {
        .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
        .descriptorPool = job->obj.descriptor_pool,
        .descriptorSetCount = job->obj.set_count,
        .pSetLayouts = job->obj.set_layouts,
    };
    vk_check(job->ctx, vkAllocateDescriptorSets(vk->device, &ai, job->obj.sets), "vkAllocateDescriptorSets");

    for (uint32_t i = 0; i < slots.count; i++) {
        const slot_plan *s = &slots.data[i];
        VkDescriptorBufferInfo *infos = d2s_zalloc_array(ctx, s->count, sizeof(*infos));
        VkBufferView *views = d2s_zalloc_array(ctx, s->count, sizeof(*views));
        for (uint32_t e = 0; e < s->count; e++) {
            const vk_buffer *b = &job->obj.buffers.data[s->element_buffer[e]];
            infos[e] = (VkDescriptorBufferInfo){b->buffer, 0, VK_WHOLE_SIZE};
            views[e] = b->view;
        }
        VkWriteDescriptorSet w = {
            .sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
            .dstSet = job->obj.sets[s->set],
            .dstBinding = s->binding,
            .dstArrayElement = 0,
            .descriptorCount = s->count,
            .descriptorType = (VkDescriptorType)s->type,
            .pBufferInfo = is_texel_type(s->type) ? NULL : infos,
            .pTexelBufferView = is_texel_type(s->type) ? views : NULL,
        };
        vkUpdateDescriptorSets(vk->device, 1, &w, 0, NULL);
    }
}

/* ---- root-signature mode ---------------------------------------------------- */

#define HEAP_SIZE 128u

/* The heap offset the harness gives descriptor table `p`: distinct,
 * non-zero, so that a shader ignoring it reads the wrong descriptors. */
static uint32_t table_value(uint32_t p)
{
    return 2 + 7 * p;
}

/* Whether the module declares a heap array at set/binding. */
static bool declares(const dxil2spv_reflection *refl, uint32_t set, uint32_t binding)
{
    for (uint32_t i = 0; i < refl->heap_array_count; i++)
        if (refl->heap_arrays[i].set == set && refl->heap_arrays[i].binding == binding)
            return true;
    return false;
}

static slot_plan *heap_slot(vk_job *job, slot_plan_vec *slots, uint32_t set, uint32_t binding, const char *label)
{
    for (uint32_t i = 0; i < slots->count; i++)
        if (slots->data[i].set == set && slots->data[i].binding == binding)
            return &slots->data[i];
    d2s_fail(job->ctx, D2S_ERR_INVALID, "resource %s: set %u binding %u is not among the reflection's heap arrays",
             label, set, binding);
}

/* SETS model: a binding per table resource (the synthesized root
 * signatures give each resource a range of its own size) and its counter;
 * an unbounded range gets as many descriptors as the sidecar uses. */
static void plan_table_sets(vk_job *job, const dxil2spv_reflection *refl, const sc_run *run, slot_plan_vec *slots)
{
    d2s_ctx *ctx = job->ctx;
    for (uint32_t i = 0; i < refl->resource_count; i++) {
        const dxil2spv_reflected_resource *rr = &refl->resources[i];
        if (rr->placement != DXIL2SPV_PLACEMENT_TABLE)
            continue;
        const char *label = reflected_label(ctx, rr);
        uint64_t count = rr->range_size == RANGE_UNBOUNDED ? 1 : (uint64_t)rr->table_offset + rr->range_size;
        for (uint32_t k = 0; k < run->resource_count; k++)
            if (find_reflected(refl, &run->resources[k]) == (int)i &&
                (uint64_t)rr->table_offset + run->resources[k].reg_index - rr->lower_bound + 1 > count)
                count = (uint64_t)rr->table_offset + run->resources[k].reg_index - rr->lower_bound + 1;
        if (count > MAX_ARRAY_DESCRIPTORS)
            d2s_fail(ctx, D2S_ERR_UNSUPPORTED, "resource %s: %llu descriptors", label, (unsigned long long)count);
        if (!is_buffer_type(rr->descriptor_type) && !is_texel_type(rr->descriptor_type))
            d2s_fail(ctx, D2S_ERR_UNSUPPORTED, "resource %s: descriptor type %s is not supported by this harness",
                     label, vk_descriptor_type_name(rr->descriptor_type));
        add_slot(job, slots, rr->set, rr->binding, rr->descriptor_type, (uint32_t)count, false, label);
        if (rr->counter_binding >= 0)
            add_slot(job, slots, (uint32_t)rr->counter_set, (uint32_t)rr->counter_binding, counter_type(ctx, rr, label),
                     (uint32_t)count, true, d2s_sprintf(ctx, "counter of %s", label));
    }
}

void vk_bind_resources_rootsig(vk_job *job, const dxil2spv_reflection *refl_in, const sc_run *run)
{
    d2s_ctx *ctx = job->ctx;
    dxil2spv_reflection heap_refl = with_heap_arrays(job, refl_in);
    const dxil2spv_reflection *refl = &heap_refl; /* resources: + "heapN" entries (heap arrays are slots below) */
    vk_context *vk = job->vk;
    const dxil2spv_pipeline_layout *pl = refl->pipeline_layout;
    if (!pl)
        d2s_fail(ctx, D2S_ERR_INVALID, "reflection: no pipeline layout for a root-signature translation");
    if (pl->push_constant_size > sizeof(job->push_words) || pl->push_constant_size > vk->props.limits.maxPushConstantsSize)
        d2s_fail(ctx, D2S_ERR_UNSUPPORTED, "%u bytes of push constants", pl->push_constant_size);
    job->push_size = pl->push_constant_size;
    memset(job->push_words, 0, sizeof(job->push_words));
    for (uint32_t p = 0; p < pl->parameter_count; p++)
        if (pl->parameters[p].parameter_type == DXIL2SPV_ROOT_PARAMETER_TABLE)
            job->push_words[pl->parameters[p].offset / 4] = table_value(p);

    /* The heap arrays: one layout binding each, HEAP_SIZE descriptors. */
    slot_plan_vec slots = {0};
    int32_t counter_array = -1;
    bool sets = pl->binding_model == DXIL2SPV_BINDING_MODEL_SETS;
    if (sets)
        plan_table_sets(job, refl_in, run, &slots);
    for (uint32_t i = 0; i < refl->heap_array_count; i++) {
        const dxil2spv_reflected_heap_array *h = &refl->heap_arrays[i];
        const char *label = d2s_sprintf(ctx, "heap array %u", h->array);
        if (!is_buffer_type(h->descriptor_type) && !is_texel_type(h->descriptor_type))
            d2s_fail(ctx, D2S_ERR_UNSUPPORTED, "%s: descriptor type %s is not supported by this harness (buffers only)",
                     label, vk_descriptor_type_name(h->descriptor_type));
        if (h->array == DXIL2SPV_HEAP_ARRAY_COUNTER)
            counter_array = (int32_t)slots.count;
        add_slot(job, &slots, h->set, h->binding, h->descriptor_type, HEAP_SIZE,
                 h->array == DXIL2SPV_HEAP_ARRAY_COUNTER, label);
    }

    job->resource_buffer = d2s_alloc_array(ctx, run->resource_count ? run->resource_count : 1, sizeof(int32_t));
    job->counter_buffer = d2s_alloc_array(ctx, run->resource_count ? run->resource_count : 1, sizeof(int32_t));
    /* --heap-ranges: per heap element, {offset, count} of the raw view then
     * of the typed view, and the counter's address (0: none). */
    uint32_t (*ranges)[2] = NULL;
    VkDeviceAddress *addresses = NULL;
    uint32_t stride = job->counter_address_stride ? job->counter_address_stride : 1;
    uint32_t address_entries = HEAP_SIZE * stride;
    if (job->heap_ranges) {
        ranges = d2s_zalloc_array(ctx, 2 * HEAP_SIZE, sizeof(*ranges));
        addresses = d2s_zalloc_array(ctx, address_entries, sizeof(*addresses));
        /* Entries no counter uses hold junk: a shader reading the wrong one faults or miscounts. */
        for (uint32_t k = 0; stride > 1 && k < address_entries; k++)
            addresses[k] = 0xDEAD0000DEAD0000ull;
        job->resource_offset = d2s_zalloc_array(ctx, run->resource_count ? run->resource_count : 1, sizeof(uint32_t));
    }
    for (uint32_t i = 0; i < run->resource_count; i++) {
        const sc_resource *r = &run->resources[i];
        const char *label = sc_resource_label(ctx, r);
        job->resource_buffer[i] = job->counter_buffer[i] = -1;
        int m = find_reflected(refl, r);
        if (m < 0) {
            if (r->has_expect || r->has_expect_counter)
                d2s_fail(ctx, D2S_ERR_INVALID,
                         "resource %s: checked by the sidecar but the shader's reflection has no resource there", label);
            continue;
        }
        const dxil2spv_reflected_resource *rr = &refl->resources[m];
        if (rr->resource_kind != sc_kind_dxil_kind(r->kind) && r->reg_class != SC_CLASS_HEAP)
            d2s_fail(ctx, D2S_ERR_INVALID, "resource %s: the sidecar says %s but the shader declares %s", label,
                     sc_kind_name(r->kind), kind_name(rr->resource_kind));
        uint32_t bytes = buffer_bytes(job, r, label);
        uint32_t data_bytes = r->count * sc_format_size(r->format);
        switch (rr->placement) {
        case DXIL2SPV_PLACEMENT_ROOT_CONSTANTS: {
            const dxil2spv_reflected_root_parameter *p = &pl->parameters[rr->root_parameter];
            /* The sidecar pads constant buffers to whole rows; the shader
             * reads at most rr->cb_size bytes, which the parameter holds. */
            if (rr->cb_size > p->size)
                d2s_fail(ctx, D2S_ERR_INVALID, "resource %s: %u bytes declared for %u bytes of root constants", label,
                         rr->cb_size, p->size);
            memcpy((uint8_t *)job->push_words + p->offset, r->data, data_bytes < p->size ? data_bytes : p->size);
            if (job->log)
                fprintf(job->log, "  %-16s -> root constants at byte %u\n", label, p->offset);
            break;
        }
        case DXIL2SPV_PLACEMENT_ROOT_DESCRIPTOR: {
            int32_t b = create_buffer(job, bytes, r->data, data_bytes);
            job->resource_buffer[i] = b;
            VkBufferDeviceAddressInfo ai = {.sType = VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO,
                                            .buffer = job->obj.buffers.data[b].buffer};
            VkDeviceAddress addr = vkGetBufferDeviceAddress(vk->device, &ai);
            memcpy((uint8_t *)job->push_words + pl->parameters[rr->root_parameter].offset, &addr, 8);
            if (job->log)
                fprintf(job->log, "  %-16s -> root descriptor address 0x%llx at byte %u\n", label,
                        (unsigned long long)addr, pl->parameters[rr->root_parameter].offset);
            break;
        }
        case DXIL2SPV_PLACEMENT_TABLE: {
            /* HEAP: the table's offset + the range's; SETS: the element in the range's binding;
             * ResourceDescriptorHeap[N]: element N of its heap array. */
            uint64_t element = r->reg_class == SC_CLASS_HEAP ? r->reg_index
                               : (sets ? 0 : (uint64_t)table_value((uint32_t)rr->root_parameter)) + rr->table_offset +
                                     (r->reg_index - rr->lower_bound);
            if (element >= HEAP_SIZE)
                d2s_fail(ctx, D2S_ERR_UNSUPPORTED, "resource %s: heap element %llu beyond the harness's %u", label,
                         (unsigned long long)element, HEAP_SIZE);
            /* With --heap-ranges, a buffer whose shader only asks its size
             * reads the range, not the descriptor: no heap array is declared. */
            bool ranged_only = job->heap_ranges && !sets && !declares(refl, rr->set, rr->binding);
            slot_plan *s = ranged_only ? NULL : heap_slot(job, &slots, rr->set, rr->binding, label);
            if (s && s->element_buffer[element] >= 0)
                d2s_fail(ctx, D2S_ERR_INVALID, "resource %s: heap element %llu of set %u binding %u used twice", label,
                         (unsigned long long)element, rr->set, rr->binding);
            bool texel = is_texel_type(rr->descriptor_type);
            VkFormat format = VK_FORMAT_UNDEFINED;
            uint32_t texel_size = 4;
            if (texel && is_raw_kind(r->kind)) {
                /* An R32_UINT view of whole words. */
                format = VK_FORMAT_R32_UINT;
                bytes = (bytes + 3) & ~3u;
            } else if (texel) {
                const char *name = r->texel_format ? r->texel_format : default_texel_format(r->format);
                if (!name || !vk_texel_format(name, &format, &texel_size))
                    d2s_fail(ctx, D2S_ERR_INVALID, "resource %s: no texel format", label);
            }
            int32_t b;
            bool ranged = job->heap_ranges && (texel || rr->descriptor_type == VK_DESCRIPTOR_TYPE_STORAGE_BUFFER);
            if (ranged) {
                /* The view sits 16 texels (raw: 64 bytes) into a buffer with
                 * 64 bytes of junk after it: reads past the view must be 0
                 * and writes there must not land. */
                uint32_t pad = texel ? 16 * texel_size : 64, tail = 64;
                uint8_t *init = d2s_alloc(ctx, pad + bytes + tail);
                memset(init, 0xA5, pad + bytes + tail);
                memcpy(init + pad, r->data, data_bytes);
                b = create_buffer(job, pad + bytes + tail, init, pad + bytes + tail);
                job->resource_offset[i] = pad;
                uint32_t *e = ranges[2 * element + (texel ? 1 : 0)];
                e[0] = texel ? pad / texel_size : pad;
                e[1] = texel ? (data_bytes + texel_size - 1) / texel_size : data_bytes;
                if (job->log)
                    fprintf(job->log, "  %-16s view at %s %u, %s %u (heap range entry %llu)\n", label,
                            texel ? "element" : "byte", e[0], texel ? "elements" : "bytes", e[1],
                            (unsigned long long)(2 * element + (texel ? 1 : 0)));
            } else {
                b = create_buffer(job, bytes, r->data, data_bytes);
            }
            if (texel)
                create_texel_view(job, b, format, texel_size, rr->descriptor_type, label);
            job->resource_buffer[i] = b;
            if (s) {
                s->element_buffer[element] = b;
                log_binding(job, label, s, (uint32_t)element);
            } else if (job->log) {
                fprintf(job->log, "  %-16s    its descriptor is not read (its size comes from its range)\n", label);
            }
            if (rr->counter_binding >= 0 && addresses) {
                /* The counter by address (heap_counter_addresses). */
                uint32_t initial = r->has_counter ? r->counter : 0;
                int32_t cb = create_buffer(job, 16, &initial, sizeof(initial));
                job->counter_buffer[i] = cb;
                VkBufferDeviceAddressInfo ai = {.sType = VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO,
                                                .buffer = job->obj.buffers.data[cb].buffer};
                addresses[element * stride + job->counter_address_offset] = vkGetBufferDeviceAddress(vk->device, &ai);
            } else if (rr->counter_binding >= 0) {
                slot_plan *cs = sets ? heap_slot(job, &slots, (uint32_t)rr->counter_set, (uint32_t)rr->counter_binding,
                                                 label)
                                : counter_array >= 0 ? &slots.data[counter_array] : NULL;
                if (!cs)
                    d2s_fail(ctx, D2S_ERR_INVALID, "resource %s: a counter but no counter heap array", label);
                uint32_t initial = r->has_counter ? r->counter : 0;
                int32_t cb = create_buffer(job, 16, &initial, sizeof(initial));
                if (is_texel_type(cs->type)) /* texel 0 is the counter */
                    create_texel_view(job, cb, VK_FORMAT_R32_UINT, 4, cs->type, d2s_sprintf(ctx, "counter of %s", label));
                job->counter_buffer[i] = cb;
                cs->element_buffer[element] = cb;
            }
            break;
        }
        default:
            d2s_fail(ctx, D2S_ERR_UNSUPPORTED, "resource %s: placement %u in a compute test", label, rr->placement);
        }
    }
    if (job->heap_ranges) {
        slot_plan *rs = add_slot(job, &slots, VK_HEAP_RANGES_SET, VK_HEAP_RANGES_BINDING,
                                 VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, false, "heap buffer ranges");
        rs->element_buffer[0] = create_buffer(job, 2 * HEAP_SIZE * 8, ranges, 2 * HEAP_SIZE * 8);
        slot_plan *as = add_slot(job, &slots, VK_HEAP_RANGES_SET, VK_HEAP_RANGES_BINDING + 1,
                                 VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1, false, "heap counter addresses");
        as->element_buffer[0] = create_buffer(job, address_entries * 8, addresses, address_entries * 8);
    }
    finish_sets(job, &slots);
}
