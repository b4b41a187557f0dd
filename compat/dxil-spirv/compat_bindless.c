/* Descriptor heaps, root descriptors and root constants for the dxil-spirv
 * compat layer.
 *
 * A runtime with descriptor indexing (vkd3d-proton on any Vulkan 1.2
 * device) answers the remapping callbacks in D3D12's own terms: a resource
 * of a descriptor table is element (push-constant word `root_constant_index`
 * + `heap_root_offset` + register - lower bound) of the descriptor heap
 * array at set/binding; a root CBV/SRV/UAV is the 64-bit device address
 * number `root_constant_index` at the start of the push constants; a root
 * constant CBV is `offset_in_words` words after those addresses; SM 6.6
 * ResourceDescriptorHeap is the same heap arrays without an offset. That is
 * dxil2spv's HEAP binding model of a D3D12 root signature, whose push
 * constants hold the root descriptors' addresses (8 bytes each, in
 * parameter order), then root constants and one word per descriptor table
 * (with root_arguments_in_parameter_order: in parameter order, so in
 * whatever order the runtime's words come). This file rebuilds such a
 * root signature from the answers, in word order, with one-word
 * placeholder parameters where the runtime's layout has words the shader
 * does not read, so that every word lands where the runtime writes it; a
 * root_remap callback then moves each table resource to the heap
 * array its answer names. Offset buffers (BINDLESS_TYPED_BUFFER_OFFSETS,
 * SSBO offsets) and raw-address UAV counters become dxil2spv's
 * heap_buffer_ranges and heap_counter_addresses. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compat_internal.h"

#define NO_PUSH_WORD 0xFFFFFFFFu
/* D3D12 root arguments take at most 64 DWORDs. */
#define MAX_PUSH_WORDS 64u
/* Placeholder parameters use registers of a space no shader can declare
 * (DXIL spaces are < 2^32 - 16 in practice; DXC rejects larger ones). */
#define PLACEHOLDER_SPACE 0xFFFFFFF0u

static int is_buffer_kind(uint32_t kind)
{
    return kind == DXIL_SPV_RESOURCE_KIND_TYPED_BUFFER || kind == DXIL_SPV_RESOURCE_KIND_RAW_BUFFER ||
           kind == DXIL_SPV_RESOURCE_KIND_STRUCTURED_BUFFER;
}

int compat_raw_as_texel(uint32_t resource_kind, const dxil_spv_vulkan_binding *b)
{
    return (resource_kind == DXIL_SPV_RESOURCE_KIND_RAW_BUFFER ||
            resource_kind == DXIL_SPV_RESOURCE_KIND_STRUCTURED_BUFFER) &&
           b->descriptor_type != DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO &&
           b->descriptor_type != DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_BUFFER_DEVICE_ADDRESS;
}

uint32_t compat_raw_descriptor(uint32_t resource_class, uint32_t resource_kind, const dxil_spv_vulkan_binding *b)
{
    if (!compat_raw_as_texel(resource_kind, b))
        return DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER;
    return resource_class == DXIL_SPV_RESOURCE_CLASS_SRV ? DXIL2SPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER
                                                         : DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER;
}

void compat_place_heap_array(dxil2spv_options *o, uint32_t array, uint32_t set, uint32_t binding)
{
    if (!o->heap.per_array_sets) {
        o->heap.per_array_sets = 1;
        for (uint32_t a = 0; a < DXIL2SPV_HEAP_ARRAY_COUNT; a++)
            o->heap.sets[a] = a == DXIL2SPV_HEAP_ARRAY_SAMPLER ? o->heap.sampler_set : o->heap.resource_set;
    }
    o->heap.sets[array] = set;
    o->heap.bindings[array] = binding;
}

int compat_answers_need_bindless(const dxil_spv_converter c)
{
    for (uint32_t i = 0; i < c->answer_count; i++) {
        const compat_binding_answer *a = &c->answers[i];
        if (a->retried && !a->local) /* one descriptor for an unsized array: a root-signature placement */
            return 1;
        if (a->push_constant ? a->push_offset_words != 0
                             : a->buffer.bindless.use_heap ||
                                   a->buffer.descriptor_type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_BUFFER_DEVICE_ADDRESS)
            return 1;
        if (a->has_counter && a->counter.bindless.use_heap)
            return 1;
    }
    return 0;
}

/* ---- SM 6.6 heap arrays ---------------------------------------------- */

/* The callback and resource kind dxil-spirv would describe a heap array's
 * descriptors with (the array stands for every kind of its descriptor type). */
static const struct {
    uint32_t resource_class;
    dxil_spv_resource_kind kind;
    uint32_t has_counter;
} heap_array_question[DXIL2SPV_HEAP_ARRAY_COUNT] = {
    [DXIL2SPV_HEAP_ARRAY_SAMPLER] = {DXIL_SPV_RESOURCE_CLASS_SAMPLER, DXIL_SPV_RESOURCE_KIND_SAMPLER, 0},
    [DXIL2SPV_HEAP_ARRAY_SAMPLED_IMAGE] = {DXIL_SPV_RESOURCE_CLASS_SRV, DXIL_SPV_RESOURCE_KIND_TEXTURE_2D, 0},
    [DXIL2SPV_HEAP_ARRAY_STORAGE_IMAGE] = {DXIL_SPV_RESOURCE_CLASS_UAV, DXIL_SPV_RESOURCE_KIND_TEXTURE_2D, 0},
    [DXIL2SPV_HEAP_ARRAY_UNIFORM_TEXEL_BUFFER] = {DXIL_SPV_RESOURCE_CLASS_SRV, DXIL_SPV_RESOURCE_KIND_TYPED_BUFFER, 0},
    [DXIL2SPV_HEAP_ARRAY_STORAGE_TEXEL_BUFFER] = {DXIL_SPV_RESOURCE_CLASS_UAV, DXIL_SPV_RESOURCE_KIND_TYPED_BUFFER, 0},
    [DXIL2SPV_HEAP_ARRAY_UNIFORM_BUFFER] = {DXIL_SPV_RESOURCE_CLASS_CBV, DXIL_SPV_RESOURCE_KIND_CONSTANT_BUFFER, 0},
    [DXIL2SPV_HEAP_ARRAY_STORAGE_BUFFER] = {DXIL_SPV_RESOURCE_CLASS_SRV, DXIL_SPV_RESOURCE_KIND_RAW_BUFFER, 0},
    [DXIL2SPV_HEAP_ARRAY_COUNTER] = {DXIL_SPV_RESOURCE_CLASS_UAV, DXIL_SPV_RESOURCE_KIND_STRUCTURED_BUFFER, 1},
    [DXIL2SPV_HEAP_ARRAY_ACCELERATION_STRUCTURE] = {DXIL_SPV_RESOURCE_CLASS_SRV,
                                                    DXIL_SPV_RESOURCE_KIND_RT_ACCELERATION_STRUCTURE, 0},
};


/* One question about heap array `array`; 0 when the callback refused. */
static int ask_heap(dxil_spv_converter c, uint32_t shader_kind, uint32_t array, uint32_t resource_class,
                    compat_heap_answer *a)
{
    dxil_spv_d3d_binding d;
    memset(&d, 0, sizeof d);
    d.stage = compat_stage_of_kind(shader_kind);
    d.kind = heap_array_question[array].kind;
    d.register_space = d.register_index = d.range_size = ~0u; /* "the global heap" */
    d.alignment = d.kind == DXIL_SPV_RESOURCE_KIND_RAW_BUFFER ? 16 : 0;
    memset(a, 0, sizeof *a);
    a->array = array;
    switch (resource_class) {
    case DXIL_SPV_RESOURCE_CLASS_SRV: {
        dxil_spv_srv_vulkan_binding vb;
        memset(&vb, 0, sizeof vb);
        if (!c->srv_cb || !c->srv_cb(c->srv_ud, &d, &vb))
            return 0;
        a->buffer = vb.buffer_binding;
        a->offset = vb.offset_binding;
        return 1;
    }
    case DXIL_SPV_RESOURCE_CLASS_UAV: {
        dxil_spv_uav_d3d_binding ud;
        dxil_spv_uav_vulkan_binding vb;
        memset(&ud, 0, sizeof ud);
        memset(&vb, 0, sizeof vb);
        ud.d3d_binding = d;
        ud.has_counter = heap_array_question[array].has_counter;
        if (!c->uav_cb || !c->uav_cb(c->uav_ud, &ud, &vb))
            return 0;
        a->buffer = vb.buffer_binding;
        a->offset = vb.offset_binding;
        a->counter = vb.counter_binding;
        return 1;
    }
    case DXIL_SPV_RESOURCE_CLASS_CBV: {
        dxil_spv_cbv_vulkan_binding vb;
        memset(&vb, 0, sizeof vb);
        if (!c->cbv_cb || !c->cbv_cb(c->cbv_ud, &d, &vb) || vb.push_constant)
            return 0;
        a->buffer = vb.vulkan.uniform_binding;
        return 1;
    }
    default: {
        dxil_spv_vulkan_binding vb;
        memset(&vb, 0, sizeof vb);
        if (!c->sampler_cb || !c->sampler_cb(c->sampler_ud, &d, &vb))
            return 0;
        a->buffer = vb;
        return 1;
    }
    }
}

dxil_spv_result compat_ask_heap_arrays(dxil_spv_converter c, const dxil2spv_reflection *refl)
{
    c->heap_answer_count = 0;
    memset(&c->heap_counters, 0, sizeof c->heap_counters);
    for (uint32_t i = 0; i < refl->heap_array_count && c->heap_answer_count < DXIL2SPV_HEAP_ARRAY_COUNT; i++) {
        uint32_t array = refl->heap_arrays[i].array;
        if (array >= DXIL2SPV_HEAP_ARRAY_COUNT || compat_local_answered_heap_array(c, array))
            continue;
        compat_heap_answer *a = &c->heap_answers[c->heap_answer_count];
        if (!ask_heap(c, refl->shader_kind, array, heap_array_question[array].resource_class, a)) {
            compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: no binding for descriptor heap array %u", array);
            return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
        }
        if (array == DXIL2SPV_HEAP_ARRAY_STORAGE_BUFFER) {
            /* As storage buffers, one array serves SRV and UAV raw/structured
             * buffers: both answers must agree. As texel buffers (TEXEL_BUFFER,
             * or dxil-spirv's IDENTITY), SRVs and UAVs are read from the
             * uniform and storage texel-buffer arrays. */
            compat_heap_answer u;
            int asked = ask_heap(c, refl->shader_kind, array, DXIL_SPV_RESOURCE_CLASS_UAV, &u);
            if (asked) {
                a->uav_buffer = u.buffer;
                a->has_uav_buffer = 1;
            }
            int texel = compat_raw_as_texel(DXIL_SPV_RESOURCE_KIND_RAW_BUFFER, &a->buffer);
            if (asked && texel != compat_raw_as_texel(DXIL_SPV_RESOURCE_KIND_RAW_BUFFER, &u.buffer)) {
                compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: heap SRV and UAV raw buffers answered in "
                           "different forms (descriptor types %d and %d): dxil2spv reads the heap's raw buffers as "
                           "storage buffers or as texel buffers", (int)a->buffer.descriptor_type,
                           (int)u.buffer.descriptor_type);
                return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
            }
            if (asked && !texel && (u.buffer.set != a->buffer.set || u.buffer.binding != a->buffer.binding)) {
                compat_log(DXIL_SPV_LOG_LEVEL_ERROR,
                           "dxil2spv compat: heap SRV and UAV storage buffers at different bindings (%u.%u, %u.%u): "
                           "dxil2spv keeps them in one array", a->buffer.set, a->buffer.binding, u.buffer.set,
                           u.buffer.binding);
                return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
            }
        }
        c->heap_answer_count++;
    }
    return DXIL_SPV_SUCCESS;
}

/* ---- offset buffers and counters ------------------------------------- */

/* Offset-buffer use of one buffer answer: texel buffers (typed buffers,
 * and raw/structured ones answered as texel buffers: R32_UINT views whose
 * ranges the runtime keeps in the typed entries, in words) with
 * BINDLESS_TYPED_BUFFER_OFFSETS, storage buffers when SSBOs need an offset
 * (SSBO_ALIGNMENT above 4, as D3D12 places views at 4-byte granularity). */
static int note_offsets(dxil_spv_converter c, uint32_t kind, const dxil_spv_vulkan_binding *buffer,
                        const dxil_spv_vulkan_binding *offset, dxil2spv_heap_buffer_ranges *ranges, int *have)
{
    int texel_form = kind == DXIL_SPV_RESOURCE_KIND_TYPED_BUFFER || compat_raw_as_texel(kind, buffer);
    int typed = texel_form && c->bindless.typed_offsets;
    int raw = !texel_form && c->bindless.ssbo_alignment > 4;
    if (!typed && !raw)
        return 1;
    if (*have && (ranges->set != offset->set || ranges->binding != offset->binding)) {
        compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: two offset buffers (%u.%u and %u.%u)", ranges->set,
                   ranges->binding, offset->set, offset->binding);
        return 0;
    }
    *have = 1;
    ranges->set = offset->set;
    ranges->binding = offset->binding;
    ranges->typed |= (uint32_t)typed;
    ranges->raw |= (uint32_t)raw;
    return 1;
}

/* The counter of a heap UAV, in the form its answer's descriptor type
 * names (COMPAT_COUNTER_*, as dxil-spirv reads them); every heap UAV's
 * counter must have one form and place. Outside the heap: 0 (logged). */
static int note_heap_counter(dxil_spv_converter c, const char *what, const dxil_spv_vulkan_binding *counter)
{
    int form;
    switch (counter->descriptor_type) {
    case DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_IDENTITY:
        form = c->bindless.physical_storage_buffer ? COMPAT_COUNTER_ADDRESS : COMPAT_COUNTER_TEXEL;
        break;
    case DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER:
        form = COMPAT_COUNTER_TEXEL;
        break;
    case DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO:
        form = COMPAT_COUNTER_SSBO;
        break;
    default:
        compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: %s: UAV counter answered as descriptor type %d (a "
                   "heap counter is an address, a texel buffer or a storage buffer)", what,
                   (int)counter->descriptor_type);
        return 0;
    }
    if (!counter->bindless.use_heap) {
        compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: %s: a heap UAV's counter answered outside the heap",
                   what);
        return 0;
    }
    if (c->heap_counters.form && (c->heap_counters.form != form || c->heap_counters.set != counter->set ||
                                  c->heap_counters.binding != counter->binding)) {
        static const char *const names[] = {"", "addresses", "texel buffers", "storage buffers"};
        compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: %s: heap UAV counters as %s at %u.%u and as %s at "
                   "%u.%u: dxil2spv reads every heap counter one way", what, names[c->heap_counters.form],
                   c->heap_counters.set, c->heap_counters.binding, names[form], counter->set, counter->binding);
        return 0;
    }
    c->heap_counters.form = form;
    c->heap_counters.set = counter->set;
    c->heap_counters.binding = counter->binding;
    return 1;
}

/* The heap counters' form into the options: the address buffer, or the
 * counter array (texel or storage buffers) where the answers put it. */
static void apply_heap_counters(const dxil_spv_converter c, dxil2spv_options *o,
                                dxil2spv_heap_counter_addresses *ca)
{
    switch (c->heap_counters.form) {
    case COMPAT_COUNTER_ADDRESS:
        ca->enabled = 1;
        ca->set = c->heap_counters.set;
        ca->binding = c->heap_counters.binding;
        break;
    case COMPAT_COUNTER_TEXEL:
    case COMPAT_COUNTER_SSBO:
        o->heap_counter_texel_buffers = c->heap_counters.form == COMPAT_COUNTER_TEXEL;
        compat_place_heap_array(o, DXIL2SPV_HEAP_ARRAY_COUNTER, c->heap_counters.set, c->heap_counters.binding);
        break;
    default:
        break;
    }
}

/* The descriptor type the answer names must be the one dxil2spv uses. */
static int answer_type_fits(const dxil2spv_reflected_resource *r, const dxil_spv_vulkan_binding *b)
{
    switch (b->descriptor_type) {
    case DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO:
        /* A heap CBV's form is the option's (BINDLESS_CBV_SSBO_EMULATION), as in dxil-spirv. */
        return r->resource_kind == DXIL_SPV_RESOURCE_KIND_RAW_BUFFER ||
               r->resource_kind == DXIL_SPV_RESOURCE_KIND_STRUCTURED_BUFFER ||
               r->resource_class == DXIL_SPV_RESOURCE_CLASS_CBV;
    case DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER:
        /* Raw and structured buffers as R32_UINT views too. */
        return r->resource_kind == DXIL_SPV_RESOURCE_KIND_TYPED_BUFFER ||
               r->resource_kind == DXIL_SPV_RESOURCE_KIND_RAW_BUFFER ||
               r->resource_kind == DXIL_SPV_RESOURCE_KIND_STRUCTURED_BUFFER;
    case DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_UBO:
        return r->resource_class == DXIL_SPV_RESOURCE_CLASS_CBV;
    case DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_IDENTITY:
        return r->resource_kind != DXIL_SPV_RESOURCE_KIND_RT_ACCELERATION_STRUCTURE ||
               r->descriptor_type == DXIL2SPV_DESCRIPTOR_ACCELERATION_STRUCTURE;
    default:
        return 0;
    }
}

/* The offset buffer (in BINDLESS_OFFSET_BUFFER_LAYOUT's entries) and the
 * counter address buffer into the second pass's options. */
static void set_views(dxil_spv_converter c, dxil2spv_options *o, dxil2spv_heap_buffer_ranges *ranges,
                      const dxil2spv_heap_counter_addresses *counters)
{
    if (ranges) {
        ranges->stride = c->bindless.layout_stride ? c->bindless.layout_stride : 1;
        ranges->typed_entry = c->bindless.layout_typed;
        ranges->raw_entry = c->bindless.layout_untyped;
        o->heap_buffer_ranges = *ranges;
    }
    o->heap_counter_addresses = *counters;
}

/* Whether a heap array has an answer of its own. */
static const compat_heap_answer *heap_answer_of(const dxil_spv_converter c, uint32_t array)
{
    for (uint32_t i = 0; i < c->heap_answer_count; i++)
        if (c->heap_answers[i].array == array)
            return &c->heap_answers[i];
    return NULL;
}

/* SM 6.6 raw/structured buffers answered as texel buffers: read from the
 * texel-buffer arrays (options.heap_raw_texel_buffers), SRVs at the SRV
 * answer, UAVs at the UAV answer, which must be where the typed buffers'
 * answers (if any) put those arrays: one array per descriptor type. */
static dxil_spv_result place_raw_texel_arrays(dxil_spv_converter c, const compat_heap_answer *h, dxil2spv_options *o)
{
    static const uint32_t arrays[2] = {DXIL2SPV_HEAP_ARRAY_UNIFORM_TEXEL_BUFFER,
                                       DXIL2SPV_HEAP_ARRAY_STORAGE_TEXEL_BUFFER};
    const dxil_spv_vulkan_binding *at[2] = {&h->buffer, h->has_uav_buffer ? &h->uav_buffer : &h->buffer};
    for (int k = 0; k < 2; k++) {
        const compat_heap_answer *typed = heap_answer_of(c, arrays[k]);
        if (typed && (typed->buffer.set != at[k]->set || typed->buffer.binding != at[k]->binding)) {
            compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: heap %s raw buffers as texel buffers at %u.%u but "
                       "typed buffers at %u.%u: dxil2spv reads one texel-buffer array per descriptor type",
                       k ? "UAV" : "SRV", at[k]->set, at[k]->binding, typed->buffer.set, typed->buffer.binding);
            return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
        }
        compat_place_heap_array(o, arrays[k], at[k]->set, at[k]->binding);
    }
    o->heap_raw_texel_buffers = 1;
    return DXIL_SPV_SUCCESS;
}

/* Applies the answers about SM 6.6 heap arrays (either plan): their
 * set/binding, and their offset buffer and counter form next to what the
 * table answers set. */
dxil_spv_result compat_apply_heap_answers(dxil_spv_converter c, dxil2spv_options *o)
{
    dxil2spv_heap_buffer_ranges ranges = o->heap_buffer_ranges;
    dxil2spv_heap_counter_addresses counters = o->heap_counter_addresses;
    int have_ranges = ranges.typed || ranges.raw;
    /* Each array where its answer says; the others keep their defaults. */
    if (c->heap_answer_count && !o->heap.per_array_sets) {
        o->heap.per_array_sets = 1;
        for (uint32_t a = 0; a < DXIL2SPV_HEAP_ARRAY_COUNT; a++)
            o->heap.sets[a] = a == DXIL2SPV_HEAP_ARRAY_SAMPLER ? o->heap.sampler_set : o->heap.resource_set;
    }
    const compat_heap_answer *raw_texel = NULL;
    for (uint32_t i = 0; i < c->heap_answer_count; i++) {
        const compat_heap_answer *h = &c->heap_answers[i];
        if (h->array == DXIL2SPV_HEAP_ARRAY_COUNTER) {
            dxil_spv_vulkan_binding counter = h->counter;
            if (!counter.bindless.use_heap) {
                /* A plain binding for the heap's counters: the counter array
                 * there, storage buffers (texel buffers when so answered). */
                counter.bindless.use_heap = DXIL_SPV_TRUE;
                if (counter.descriptor_type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_IDENTITY)
                    counter.descriptor_type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO;
            }
            if (!note_heap_counter(c, "descriptor heap", &counter))
                return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
            continue;
        }
        if (h->array == DXIL2SPV_HEAP_ARRAY_ACCELERATION_STRUCTURE &&
            h->buffer.descriptor_type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO) {
            if (!compat_note_rtas_addresses("descriptor heap", &h->buffer, o))
                return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
            continue;
        }
        if (h->array == DXIL2SPV_HEAP_ARRAY_ACCELERATION_STRUCTURE &&
            h->buffer.descriptor_type != DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_IDENTITY) {
            compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: acceleration structures from the heap answered as "
                       "descriptor type %d are not supported", (int)h->buffer.descriptor_type);
            return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
        }
        int typed = h->array == DXIL2SPV_HEAP_ARRAY_UNIFORM_TEXEL_BUFFER ||
                    h->array == DXIL2SPV_HEAP_ARRAY_STORAGE_TEXEL_BUFFER;
        uint32_t kind = typed ? DXIL_SPV_RESOURCE_KIND_TYPED_BUFFER : DXIL_SPV_RESOURCE_KIND_RAW_BUFFER;
        if ((typed || h->array == DXIL2SPV_HEAP_ARRAY_STORAGE_BUFFER) && h->buffer.bindless.use_heap &&
            !note_offsets(c, kind, &h->buffer, &h->offset, &ranges, &have_ranges))
            return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
        if (h->array == DXIL2SPV_HEAP_ARRAY_STORAGE_BUFFER && compat_raw_as_texel(kind, &h->buffer)) {
            raw_texel = h;
            continue;
        }
        o->heap.sets[h->array] = h->buffer.set;
        o->heap.bindings[h->array] = h->buffer.binding;
    }
    if (raw_texel) {
        dxil_spv_result res = place_raw_texel_arrays(c, raw_texel, o);
        if (res != DXIL_SPV_SUCCESS)
            return res;
    }
    apply_heap_counters(c, o, &counters);
    set_views(c, o, have_ranges ? &ranges : NULL, &counters);
    return DXIL_SPV_SUCCESS;
}

/* ---- the root signature --------------------------------------------- */

static int root_remap(void *userdata, const dxil2spv_root_placement *where, dxil2spv_binding *inout)
{
    dxil_spv_converter c = userdata;
    if (where->placement != DXIL2SPV_PLACEMENT_TABLE && where->placement != DXIL2SPV_PLACEMENT_STATIC_SAMPLER)
        return 1;
    for (uint32_t i = 0; i < c->answer_count; i++) {
        const compat_binding_answer *a = &c->answers[i];
        if (a->resource_class == where->resource.resource_class && a->space == where->resource.space &&
            a->lower_bound == where->resource.lower_bound) {
            inout->set = a->binding.set;
            inout->binding = a->binding.binding;
            /* A table's raw/structured buffer in the form its answer names
             * (dxil-spirv: SSBO a storage buffer, else an R32_UINT texel buffer). */
            if (where->placement == DXIL2SPV_PLACEMENT_TABLE &&
                (a->resource_kind == DXIL_SPV_RESOURCE_KIND_RAW_BUFFER ||
                 a->resource_kind == DXIL_SPV_RESOURCE_KIND_STRUCTURED_BUFFER) &&
                (a->resource_class == DXIL_SPV_RESOURCE_CLASS_SRV || a->resource_class == DXIL_SPV_RESOURCE_CLASS_UAV))
                inout->descriptor_type = compat_raw_descriptor(a->resource_class, a->resource_kind, &a->buffer);
            return 1;
        }
    }
    return 1;
}

void compat_bindless_plan_free(compat_bindless_plan *plan)
{
    free(plan->params);
    free(plan->ranges);
    free(plan->samplers);
    memset(plan, 0, sizeof *plan);
}

/* A push-constant CBV: its first word and its answer. */
typedef struct push_cbv {
    uint32_t at, answer;
} push_cbv;

static int push_cbv_cmp(const void *a, const void *b)
{
    const push_cbv *x = a, *y = b;
    return x->at < y->at ? -1 : x->at > y->at;
}

static void placeholder_constants(dxil2spv_root_parameter *p, uint32_t word, uint32_t count)
{
    memset(p, 0, sizeof *p);
    p->parameter_type = DXIL2SPV_ROOT_PARAMETER_CONSTANTS;
    p->shader_register = 0x10000u + word;
    p->register_space = PLACEHOLDER_SPACE;
    p->num_32bit_values = count;
}

/* The words after the root descriptors' addresses, as the runtime numbers
 * them (a push-constant CBV's offset_in_words, a table resource's
 * root_constant_index), become parameters in word order: each
 * push-constant CBV a root-constants parameter, each table word a table
 * whose ranges put its resources at their heap offsets, and every word no
 * answer names a one-word placeholder, so that each parameter lands on the
 * word the runtime writes whatever order its layout has (vkd3d-proton's:
 * constants, then tables; a dxil-spirv client may interleave them). A
 * CBV's root constants run from its word to the next answered word (or
 * the runtime's word count): its declared size may be larger (SM 4/5
 * declare whole 16-byte rows, so cb0[1] over one root constant is
 * common), and D3D12 leaves reads past the constants undefined. *words:
 * the runtime's word count in, the parameters' words out. */
static dxil_spv_result plan_words(dxil_spv_converter c, const dxil2spv_reflection *refl, compat_bindless_plan *plan,
                                  uint32_t *np_io, uint32_t n_push, uint32_t *words)
{
    uint32_t n = c->answer_count, np = *np_io, nr = 0;
    push_cbv *push = calloc(n_push ? n_push : 1, sizeof *push);
    unsigned char *table_word = calloc(*words ? *words : 1, 1);
    if (!push || !table_word) {
        free(push);
        free(table_word);
        return DXIL_SPV_ERROR_OUT_OF_MEMORY;
    }
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++) {
        const compat_binding_answer *a = &c->answers[i];
        if (a->local)
            continue;
        if (a->push_constant)
            push[k++] = (push_cbv){a->push_offset_words, i};
        else if (a->buffer.bindless.use_heap && a->buffer.root_constant_index < *words)
            table_word[a->buffer.root_constant_index] = 1;
    }
    qsort(push, k, sizeof *push, push_cbv_cmp);
    dxil_spv_result res = DXIL_SPV_SUCCESS;
    uint32_t cursor = 0, j = 0;
    for (;;) {
        /* The next answered word: a CBV's or a table's, whichever comes first. */
        uint32_t t = cursor;
        while (t < *words && !table_word[t])
            t++;
        int cbv_next = j < k && push[j].at <= t;
        uint32_t at = cbv_next ? push[j].at : t;
        if (!cbv_next && t >= *words)
            break;
        const compat_binding_answer *a = cbv_next ? &c->answers[push[j].answer] : NULL;
        if (at < cursor || at >= MAX_PUSH_WORDS) {
            /* Only a CBV's word can lie behind the cursor (tables are found from it). */
            compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: root constants of b%u space %u at push-constant "
                       "word %u %s", a->lower_bound, a->space, at,
                       at < cursor ? "overlap another CBV's" : "lie past the 64 words of any D3D12 root signature");
            res = DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
            break;
        }
        if (at > cursor)
            placeholder_constants(&plan->params[np++], cursor, at - cursor);
        if (cbv_next && at < *words && table_word[at]) {
            compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: root constants of b%u space %u start at word %u, "
                       "which is also a descriptor table's offset", a->lower_bound, a->space, at);
            res = DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
            break;
        }
        dxil2spv_root_parameter *p = &plan->params[np++];
        if (cbv_next) {
            /* Up to the next answered word, or the runtime's word count. */
            uint32_t next = j + 1 < k ? push[j + 1].at : UINT32_MAX;
            for (uint32_t w = at + 1; w < *words && w < next; w++)
                if (table_word[w]) {
                    next = w;
                    break;
                }
            if (next == UINT32_MAX && *words > at)
                next = *words;
            uint32_t size = (refl->resources[push[j].answer].cb_size + 3) / 4;
            if (!size)
                size = 1;
            if (next != UINT32_MAX && size > next - at)
                size = next - at;
            if (size == 0) {
                compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: root constants of b%u space %u (word %u) "
                           "overlap another CBV's", a->lower_bound, a->space, at);
                res = DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
                break;
            }
            p->parameter_type = DXIL2SPV_ROOT_PARAMETER_CONSTANTS;
            p->shader_register = a->lower_bound;
            p->register_space = a->space;
            p->num_32bit_values = size;
            cursor = at + size;
            j++;
            continue;
        }
        p->parameter_type = DXIL2SPV_ROOT_PARAMETER_TABLE;
        p->ranges = &plan->ranges[nr];
        for (uint32_t i = 0; i < n; i++) {
            const compat_binding_answer *b = &c->answers[i];
            if (b->local || b->push_constant || !b->buffer.bindless.use_heap || b->buffer.root_constant_index != at)
                continue;
            dxil2spv_descriptor_range *rg = &plan->ranges[nr++];
            rg->range_type = b->resource_class;
            rg->num_descriptors = b->range_size;
            rg->base_shader_register = b->lower_bound;
            rg->register_space = b->space;
            rg->offset_in_table = b->buffer.bindless.heap_root_offset;
            p->range_count++;
        }
        cursor = at + 1;
    }
    if (res == DXIL_SPV_SUCCESS && cursor < *words)
        placeholder_constants(&plan->params[np++], cursor, *words - cursor);
    if (cursor > *words)
        *words = cursor;
    free(push);
    free(table_word);
    *np_io = np;
    return res;
}

dxil_spv_result compat_bindless_prepare(dxil_spv_converter c, const dxil2spv_reflection *refl,
                                        compat_bindless_plan *plan, dxil2spv_options *o)
{
    uint32_t n = c->answer_count;
    uint32_t root_descs = c->root_descriptor_count, words = c->root_constant_words;
    dxil2spv_heap_buffer_ranges ranges;
    dxil2spv_heap_counter_addresses counters;
    int have_ranges = 0;
    memset(&ranges, 0, sizeof ranges);
    memset(&counters, 0, sizeof counters);

    /* Classify every answer. */
    uint32_t n_samplers = 0, n_push = 0;
    for (uint32_t i = 0; i < n; i++) {
        const dxil2spv_reflected_resource *r = &refl->resources[i];
        compat_binding_answer *a = &c->answers[i];
        const dxil_spv_vulkan_binding *b = &a->buffer;
        if (a->local)
            continue;
        char what[48];
        snprintf(what, sizeof what, "%s%u space %u", compat_class_letter(r->resource_class), r->lower_bound, r->space);
        if (a->push_constant) {
            n_push++;
            continue;
        }
        if (b->descriptor_type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_BUFFER_DEVICE_ADDRESS) {
            if (a->range_size != 1 || r->resource_class == DXIL_SPV_RESOURCE_CLASS_SAMPLER ||
                (r->resource_class != DXIL_SPV_RESOURCE_CLASS_CBV && !is_buffer_kind(r->resource_kind) &&
                 r->resource_kind != DXIL_SPV_RESOURCE_KIND_RT_ACCELERATION_STRUCTURE) ||
                r->resource_kind == DXIL_SPV_RESOURCE_KIND_TYPED_BUFFER) {
                compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: %s: a root descriptor (device address) must be "
                           "a single CBV or raw/structured buffer", what);
                return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
            }
            if (b->root_constant_index >= root_descs)
                root_descs = b->root_constant_index + 1;
            continue;
        }
        if (!b->bindless.use_heap && r->resource_class == DXIL_SPV_RESOURCE_CLASS_SAMPLER && a->retried) {
            /* An unsized sampler array whose range is one static sampler
             * (the callback refused it whole, then answered it as one
             * descriptor): a static sampler of the root signature, which
             * dxil2spv reads whatever the index, as D3D12 drivers do. */
            n_samplers++;
            a->binding.set = b->set;
            a->binding.binding = b->binding;
            continue;
        }
        if (!b->bindless.use_heap) {
            /* A plain set/binding beside the heap (a push-descriptor or
             * hoisted CBV, a static sampler, a table resource lowered to a
             * binding of its own): bound by register, outside the root
             * signature (options.uncovered_by_register). */
            if (!compat_plain_binding(r, b, &a->binding) ||
                (a->has_counter && !compat_counter_binding(r, &a->counter, &a->counter_binding)))
                return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
            continue;
        }
        if (b->root_constant_index == NO_PUSH_WORD) {
            compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: %s: a register resource answered as the global "
                       "heap without a table offset", what);
            return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
        }
        if (r->resource_kind == DXIL_SPV_RESOURCE_KIND_RT_ACCELERATION_STRUCTURE &&
            b->descriptor_type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO) {
            if (!compat_note_rtas_addresses(what, b, o))
                return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
        } else if (!answer_type_fits(r, b)) {
            compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: %s: heap descriptor type %d does not fit its kind %u",
                       what, (int)b->descriptor_type, r->resource_kind);
            return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
        }
        a->binding.set = b->set;
        a->binding.binding = b->binding;
        if (b->root_constant_index >= MAX_PUSH_WORDS) {
            compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: %s: its descriptor table offset is push-constant "
                       "word %u, past the %u words of any D3D12 root signature", what, b->root_constant_index,
                       MAX_PUSH_WORDS);
            return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
        }
        if (b->root_constant_index >= words)
            words = b->root_constant_index + 1;
        if (is_buffer_kind(r->resource_kind) && r->resource_class != DXIL_SPV_RESOURCE_CLASS_CBV &&
            !note_offsets(c, r->resource_kind, b, &a->offset, &ranges, &have_ranges))
            return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
        if (a->has_counter) {
            if (a->counter.root_constant_index != b->root_constant_index ||
                a->counter.bindless.heap_root_offset != b->bindless.heap_root_offset) {
                compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: %s: its UAV counter is not at the UAV's own "
                           "heap element", what);
                return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
            }
            if (!note_heap_counter(c, what, &a->counter))
                return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
        }
    }
    set_views(c, o, have_ranges ? &ranges : NULL, &counters);

    if (words > MAX_PUSH_WORDS || root_descs > MAX_PUSH_WORDS / 2) {
        compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: %u root descriptors and %u words after them: more than "
                   "the %u words of any D3D12 root signature", root_descs, words, MAX_PUSH_WORDS);
        return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
    }
    /* The parameters: root descriptors, then the runtime's words in word
     * order (plan_words). */
    uint32_t max_params = root_descs + 2 * (n_push + words) + 1;
    plan->params = calloc(max_params ? max_params : 1, sizeof *plan->params);
    plan->ranges = calloc(n ? n : 1, sizeof *plan->ranges);
    plan->samplers = calloc(n_samplers ? n_samplers : 1, sizeof *plan->samplers);
    if (!plan->params || !plan->ranges || !plan->samplers)
        return DXIL_SPV_ERROR_OUT_OF_MEMORY;
    uint32_t np = 0;
    for (uint32_t d = 0; d < root_descs; d++) {
        dxil2spv_root_parameter *p = &plan->params[np++];
        p->parameter_type = DXIL2SPV_ROOT_PARAMETER_CBV;
        p->shader_register = d;
        p->register_space = PLACEHOLDER_SPACE + 1;
        for (uint32_t i = 0; i < n; i++) {
            const compat_binding_answer *a = &c->answers[i];
            if (!a->push_constant &&
                a->buffer.descriptor_type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_BUFFER_DEVICE_ADDRESS &&
                a->buffer.root_constant_index == d) {
                p->parameter_type = a->resource_class == DXIL_SPV_RESOURCE_CLASS_CBV   ? DXIL2SPV_ROOT_PARAMETER_CBV
                                    : a->resource_class == DXIL_SPV_RESOURCE_CLASS_SRV ? DXIL2SPV_ROOT_PARAMETER_SRV
                                                                                       : DXIL2SPV_ROOT_PARAMETER_UAV;
                p->shader_register = a->lower_bound;
                p->register_space = a->space;
                break;
            }
        }
    }
    uint32_t total_words = words;
    dxil_spv_result res = plan_words(c, refl, plan, &np, n_push, &total_words);
    if (res != DXIL_SPV_SUCCESS)
        return res;
    uint32_t ns = 0;
    for (uint32_t i = 0; i < n; i++) {
        const compat_binding_answer *a = &c->answers[i];
        if (a->resource_class != DXIL_SPV_RESOURCE_CLASS_SAMPLER || a->buffer.bindless.use_heap || !a->retried ||
            a->local)
            continue;
        dxil2spv_static_sampler *s = &plan->samplers[ns++];
        s->shader_register = a->lower_bound;
        s->register_space = a->space;
        s->max_lod = 1000.0f;
    }
    plan->rs.static_sampler_count = ns;
    plan->rs.static_samplers = plan->samplers;
    plan->rs.version = 2;
    plan->rs.flags = 0x1u | (c->heap_answer_count ? 0x400u | 0x800u : 0); /* input layout, heaps directly indexed */
    plan->rs.parameter_count = np;
    plan->rs.parameters = plan->params;

    o->root_signature = &plan->rs;
    o->binding_model = DXIL2SPV_BINDING_MODEL_HEAP;
    o->root_arguments_in_parameter_order = 1; /* the parameters are in the runtime's word order */
    uint32_t bytes = 8 * root_descs + 4 * total_words;
    o->push_constant_budget = bytes > 128 ? bytes : 128;
    if (c->inline_ubo.enable) {
        /* ROOT_CONSTANT_INLINE_UNIFORM_BLOCK: every word from the buffer. */
        o->push_constant_budget = 0;
        o->root_argument_set = c->inline_ubo.set;
        o->root_argument_binding = c->inline_ubo.binding;
    }
    o->root_remap = root_remap;
    o->root_remap_userdata = c;
    o->uncovered_by_register = 1;
    o->remap = compat_answer_remap;
    o->remap_userdata = c;
    return DXIL_SPV_SUCCESS;
}
