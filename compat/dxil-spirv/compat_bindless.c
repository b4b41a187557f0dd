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
 * parameter order), then the root constants, then one word per descriptor
 * table. This file rebuilds such a root signature from the answers, with
 * one-word placeholder parameters where the runtime's layout has words the
 * shader does not read, so that every word lands where the runtime writes
 * it; a root_remap callback then moves each table resource to the heap
 * array its answer names. Offset buffers (BINDLESS_TYPED_BUFFER_OFFSETS,
 * SSBO offsets) and raw-address UAV counters become dxil2spv's
 * heap_buffer_ranges and heap_counter_addresses. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compat_internal.h"

#define NO_PUSH_WORD 0xFFFFFFFFu
/* Placeholder parameters use registers of a space no shader can declare
 * (DXIL spaces are < 2^32 - 16 in practice; DXC rejects larger ones). */
#define PLACEHOLDER_SPACE 0xFFFFFFF0u

static int is_buffer_kind(uint32_t kind)
{
    return kind == DXIL_SPV_RESOURCE_KIND_TYPED_BUFFER || kind == DXIL_SPV_RESOURCE_KIND_RAW_BUFFER ||
           kind == DXIL_SPV_RESOURCE_KIND_STRUCTURED_BUFFER;
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
            /* One array serves SRV and UAV raw/structured buffers: both answers must agree. */
            compat_heap_answer u;
            if (ask_heap(c, refl->shader_kind, array, DXIL_SPV_RESOURCE_CLASS_UAV, &u) &&
                (u.buffer.set != a->buffer.set || u.buffer.binding != a->buffer.binding)) {
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

/* Offset-buffer use of one buffer answer: typed buffers with
 * BINDLESS_TYPED_BUFFER_OFFSETS, storage buffers when SSBOs need an offset
 * (SSBO_ALIGNMENT above 4, as D3D12 places views at 4-byte granularity). */
static int note_offsets(dxil_spv_converter c, int typed_kind, const dxil_spv_vulkan_binding *buffer,
                        const dxil_spv_vulkan_binding *offset, dxil2spv_heap_buffer_ranges *ranges, int *have)
{
    /* By the resource's kind: runtimes may answer IDENTITY for the form
     * dxil2spv chooses anyway (texel buffers for typed, SSBOs for raw and
     * structured buffers). */
    int typed = typed_kind && c->bindless.typed_offsets;
    int raw = !typed_kind && buffer->descriptor_type != DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER &&
              c->bindless.ssbo_alignment > 4;
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

/* A UAV counter of a heap UAV: a raw address in the runtime's address
 * buffer (what dxil-spirv reads with PHYSICAL_STORAGE_BUFFER). */
static int note_counter(const char *what, const dxil_spv_vulkan_binding *counter,
                        dxil2spv_heap_counter_addresses *ca)
{
    if (!counter->bindless.use_heap || counter->descriptor_type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER ||
        counter->descriptor_type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO) {
        compat_log(DXIL_SPV_LOG_LEVEL_ERROR,
                   "dxil2spv compat: %s: UAV counter answered as descriptor type %d%s; only counters by device "
                   "address (a buffer of 64-bit addresses indexed like the heap) are supported", what,
                   (int)counter->descriptor_type, counter->bindless.use_heap ? "" : " outside the heap");
        return 0;
    }
    if (ca->enabled && (ca->set != counter->set || ca->binding != counter->binding)) {
        compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: two UAV counter address buffers (%u.%u and %u.%u)",
                   ca->set, ca->binding, counter->set, counter->binding);
        return 0;
    }
    ca->enabled = 1;
    ca->set = counter->set;
    ca->binding = counter->binding;
    return 1;
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
        return r->resource_kind == DXIL_SPV_RESOURCE_KIND_TYPED_BUFFER;
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

/* Applies the answers about SM 6.6 heap arrays (either plan): their
 * set/binding, and their offset buffer and counter addresses next to what
 * the table answers set. */
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
    for (uint32_t i = 0; i < c->heap_answer_count; i++) {
        const compat_heap_answer *h = &c->heap_answers[i];
        if (h->array == DXIL2SPV_HEAP_ARRAY_COUNTER) {
            if (h->counter.bindless.use_heap) {
                if (!note_counter("descriptor heap", &h->counter, &counters))
                    return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
                continue;
            }
            o->heap.sets[h->array] = h->counter.set; /* a descriptor array beside the others */
            o->heap.bindings[h->array] = h->counter.binding;
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
        if ((typed || h->array == DXIL2SPV_HEAP_ARRAY_STORAGE_BUFFER) && h->buffer.bindless.use_heap &&
            !note_offsets(c, typed, &h->buffer, &h->offset, &ranges, &have_ranges))
            return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
        o->heap.sets[h->array] = h->buffer.set;
        o->heap.bindings[h->array] = h->buffer.binding;
    }
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

dxil_spv_result compat_bindless_prepare(dxil_spv_converter c, const dxil2spv_reflection *refl,
                                        compat_bindless_plan *plan, dxil2spv_options *o)
{
    uint32_t n = c->answer_count;
    uint32_t root_descs = c->root_descriptor_count, words = c->root_constant_words;
    uint32_t first_table_word = NO_PUSH_WORD, constants_end = 0;
    dxil2spv_heap_buffer_ranges ranges;
    dxil2spv_heap_counter_addresses counters;
    int have_ranges = 0;
    memset(&ranges, 0, sizeof ranges);
    memset(&counters, 0, sizeof counters);

    /* Classify every answer; find the extent of each push-constant group. */
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
            uint32_t size = (r->cb_size + 3) / 4;
            if (a->push_offset_words + (size ? size : 1) > constants_end)
                constants_end = a->push_offset_words + (size ? size : 1);
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
        if (b->root_constant_index < first_table_word)
            first_table_word = b->root_constant_index;
        if (b->root_constant_index >= words)
            words = b->root_constant_index + 1;
        if (is_buffer_kind(r->resource_kind) && r->resource_class != DXIL_SPV_RESOURCE_CLASS_CBV &&
            !note_offsets(c, r->resource_kind == DXIL_SPV_RESOURCE_KIND_TYPED_BUFFER, b, &a->offset, &ranges,
                          &have_ranges))
            return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
        if (a->has_counter) {
            if (a->counter.root_constant_index != b->root_constant_index ||
                a->counter.bindless.heap_root_offset != b->bindless.heap_root_offset) {
                compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: %s: its UAV counter is not at the UAV's own "
                           "heap element", what);
                return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
            }
            if (!note_counter(what, &a->counter, &counters))
                return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
        }
    }
    if (first_table_word == NO_PUSH_WORD)
        first_table_word = words > constants_end ? words : constants_end;
    if (constants_end > first_table_word) {
        compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: root constants up to word %u run past the first "
                   "descriptor table offset (word %u): dxil2spv's push-constant layout puts all root constants "
                   "before the tables", constants_end, first_table_word);
        return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
    }

    set_views(c, o, have_ranges ? &ranges : NULL, &counters);

    /* The parameters: root descriptors, root constants (with placeholders
     * for words the shader does not read), one table per table word. */
    uint32_t table_words = words > first_table_word ? words - first_table_word : 0;
    uint32_t max_params = root_descs + 2 * n_push + 1 + table_words;
    plan->params = calloc(max_params ? max_params : 1, sizeof *plan->params);
    plan->ranges = calloc(n ? n : 1, sizeof *plan->ranges);
    plan->samplers = calloc(n_samplers ? n_samplers : 1, sizeof *plan->samplers);
    push_cbv *push = calloc(n_push ? n_push : 1, sizeof *push);
    if (!plan->params || !plan->ranges || !plan->samplers || !push) {
        free(push);
        return DXIL_SPV_ERROR_OUT_OF_MEMORY;
    }
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
    /* Root constants in word order. */
    uint32_t k = 0;
    for (uint32_t i = 0; i < n; i++)
        if (c->answers[i].push_constant)
            push[k++] = (push_cbv){c->answers[i].push_offset_words, i};
    qsort(push, n_push, sizeof *push, push_cbv_cmp);
    uint32_t cursor = 0;
    for (uint32_t j = 0; j < n_push; j++) {
        uint32_t i = push[j].answer, at = push[j].at;
        const compat_binding_answer *a = &c->answers[i];
        uint32_t end = j + 1 < n_push ? push[j + 1].at : first_table_word;
        if (at < cursor) {
            free(push);
            compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: root constants of b%u space %u overlap another CBV",
                       a->lower_bound, a->space);
            return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
        }
        if (at > cursor)
            placeholder_constants(&plan->params[np++], cursor, at - cursor);
        uint32_t size = (refl->resources[i].cb_size + 3) / 4;
        if (!size || size > end - at)
            size = end > at ? end - at : 1;
        dxil2spv_root_parameter *p = &plan->params[np++];
        p->parameter_type = DXIL2SPV_ROOT_PARAMETER_CONSTANTS;
        p->shader_register = a->lower_bound;
        p->register_space = a->space;
        p->num_32bit_values = size;
        cursor = at + size;
    }
    free(push);
    if (table_words && cursor < first_table_word)
        placeholder_constants(&plan->params[np++], cursor, first_table_word - cursor);
    /* Tables: ranges grouped by table word, each at its heap offset. */
    uint32_t nr = 0;
    for (uint32_t w = first_table_word; w < words; w++) {
        dxil2spv_root_parameter *p = &plan->params[np++];
        p->parameter_type = DXIL2SPV_ROOT_PARAMETER_TABLE;
        p->ranges = &plan->ranges[nr];
        for (uint32_t i = 0; i < n; i++) {
            const compat_binding_answer *a = &c->answers[i];
            if (a->push_constant || !a->buffer.bindless.use_heap || a->buffer.root_constant_index != w)
                continue;
            dxil2spv_descriptor_range *rg = &plan->ranges[nr++];
            rg->range_type = a->resource_class;
            rg->num_descriptors = a->range_size;
            rg->base_shader_register = a->lower_bound;
            rg->register_space = a->space;
            rg->offset_in_table = a->buffer.bindless.heap_root_offset;
            p->range_count++;
        }
    }
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
    uint32_t bytes = 8 * root_descs + 4 * words;
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
