/* Shared between the files of the dxil-spirv compat layer: the converter
 * object and the callers' answers. Not installed. */
#ifndef DXIL2SPV_COMPAT_INTERNAL_H
#define DXIL2SPV_COMPAT_INTERNAL_H

#include <stdint.h>

#include "dxil2spv.h"
#include "dxil_spirv_c.h"

void compat_log(dxil_spv_log_level level, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* What a remapping callback answered for one resource of the first pass,
 * as given (the plan decides what it means). */
typedef struct compat_binding_answer {
    uint32_t resource_class, resource_kind, space, lower_bound, range_size;
    uint32_t has_counter;
    dxil_spv_vulkan_binding buffer;  /* every class: the resource's own answer */
    dxil_spv_vulkan_binding offset;  /* SRV/UAV: offset_binding */
    dxil_spv_vulkan_binding counter; /* UAV with a counter */
    uint32_t push_constant;          /* CBV answered with push constants */
    uint32_t push_offset_words;
    /* Filled by the plan: what dxil2spv's remap/root_remap and
     * counter_remap callbacks answer. */
    dxil2spv_binding binding, counter_binding;
    uint32_t local; /* placed by the local root signature (compat_local.c): the plans skip it */
    /* Asked again as one descriptor after the callback refused the
     * unsized array (as dxil-spirv asks): the array is that descriptor. */
    uint32_t retried;
} compat_binding_answer;

/* What a callback answered for one SM 6.6 heap array (asked with the
 * "global heap" binding: register, space and range all ~0u). */
typedef struct compat_heap_answer {
    uint32_t array; /* DXIL2SPV_HEAP_ARRAY_* */
    dxil_spv_vulkan_binding buffer, offset, counter;
    /* DXIL2SPV_HEAP_ARRAY_STORAGE_BUFFER: the answer for UAV raw buffers
     * (buffer: SRVs'); they differ when the answers are texel buffers. */
    dxil_spv_vulkan_binding uav_buffer;
    uint32_t has_uav_buffer;
} compat_heap_answer;

/* The caller's answer for one user-semantic signature element. */
typedef struct compat_io_answer {
    uint32_t signature;
    const char *semantic;
    uint32_t semantic_index;
    uint32_t location, component;
} compat_io_answer;

/* What the options said about descriptor heaps and offset buffers. */
typedef struct compat_bindless_options {
    uint32_t typed_offsets;   /* BINDLESS_TYPED_BUFFER_OFFSETS */
    uint32_t ssbo_alignment;  /* SSBO_ALIGNMENT (0: not given) */
    uint32_t layout_untyped, layout_typed, layout_stride; /* BINDLESS_OFFSET_BUFFER_LAYOUT */
    uint32_t physical_storage_buffer; /* PHYSICAL_STORAGE_BUFFER: IDENTITY heap counters are addresses */
} compat_bindless_options;

struct dxil_spv_converter_s {
    dxil_spv_parsed_blob blob;
    char *entry_point;
    dxil2spv_options base; /* the options that add_option set */
    compat_bindless_options bindless;
    /* ROOT_CONSTANT_INLINE_UNIFORM_BLOCK: the root arguments (addresses,
     * constants, table offsets) in a uniform buffer instead of push constants. */
    struct { uint32_t enable, set, binding; } inline_ubo;
    dxil_spv_srv_remapper_cb srv_cb;
    void *srv_ud;
    dxil_spv_sampler_remapper_cb sampler_cb;
    void *sampler_ud;
    dxil_spv_uav_remapper_cb uav_cb;
    void *uav_ud;
    dxil_spv_cbv_remapper_cb cbv_cb;
    void *cbv_ud;
    dxil_spv_shader_stage_io_remapper_cb input_cb, output_cb;
    void *input_ud, *output_ud;
    dxil_spv_vertex_input_remapper_cb vertex_input_cb;
    void *vertex_input_ud;
    dxil_spv_stream_output_remapper_cb stream_output_cb;
    void *stream_output_ud;
    unsigned root_constant_words, root_descriptor_count;
    struct compat_local *local; /* DXR local root signature (compat_local.c); NULL: none */
    unsigned patch_location_offset;
    /* Filled by run(). */
    compat_binding_answer *answers;
    uint32_t answer_count;
    compat_heap_answer heap_answers[DXIL2SPV_HEAP_ARRAY_COUNT];
    uint32_t heap_answer_count;
    /* How the answers keep heap UAV counters (compat_bindless.c): one
     * form and place for every heap UAV. */
    struct {
        int form; /* 0: none yet, COMPAT_COUNTER_* */
        uint32_t set, binding;
    } heap_counters;
    compat_io_answer *io_answers;
    uint32_t io_answer_count;
    uint32_t *spirv;
    size_t spirv_words;
    char *compiled_entry;
    char *warnings;
    uint32_t workgroup[3], wave_min, wave_max, wave_preferred;
    int uses_subgroups, uses_16bit;
    int multiview_incompatible; /* view instancing dropped: the shader writes its own layer */
    int ran;
};

/* The plan for the second translation when the answers use descriptor
 * heaps, root descriptors or push-constant CBVs (compat_bindless.c): a
 * D3D12 root signature in dxil2spv's HEAP binding model whose push-constant
 * layout is the one the answers describe. Owns its arrays. */
typedef struct compat_bindless_plan {
    dxil2spv_root_signature rs;
    dxil2spv_root_parameter *params;
    dxil2spv_descriptor_range *ranges;
    dxil2spv_static_sampler *samplers;
} compat_bindless_plan;

/* The forms of heap UAV counters dxil-spirv reads (by the counter answer's
 * descriptor type): 64-bit addresses in a buffer indexed like the heap
 * (IDENTITY with PHYSICAL_STORAGE_BUFFER), R32_UINT storage texel buffers
 * at the UAV's heap element (TEXEL_BUFFER, IDENTITY without it), or
 * storage buffers there (SSBO). */
enum { COMPAT_COUNTER_ADDRESS = 1, COMPAT_COUNTER_TEXEL = 2, COMPAT_COUNTER_SSBO = 3 };

/* Non-zero when an answer needs the root-signature plan. */
int compat_answers_need_bindless(const dxil_spv_converter c);
/* Fills the plan and the options of the second pass; logs and returns an
 * error when an answer cannot be expressed. */
dxil_spv_result compat_bindless_prepare(dxil_spv_converter c, const dxil2spv_reflection *refl,
                                        compat_bindless_plan *plan, dxil2spv_options *o);
void compat_bindless_plan_free(compat_bindless_plan *plan);
/* Whether an answer for a raw or structured buffer names dxil-spirv's
 * texel-buffer form (an R32_UINT view): TEXEL_BUFFER, or IDENTITY, which
 * dxil-spirv reads as a texel buffer too (only SSBO makes a storage
 * buffer, BUFFER_DEVICE_ADDRESS a root address). */
int compat_raw_as_texel(uint32_t resource_kind, const dxil_spv_vulkan_binding *b);
/* The dxil2spv descriptor type of a raw/structured buffer's answer (its
 * class's texel buffer or a storage buffer). */
uint32_t compat_raw_descriptor(uint32_t resource_class, uint32_t resource_kind, const dxil_spv_vulkan_binding *b);
/* Points heap array `array` (DXIL2SPV_HEAP_ARRAY_*) at set/binding
 * (options.heap with per-array sets, the others kept where they were). */
void compat_place_heap_array(dxil2spv_options *o, uint32_t array, uint32_t set, uint32_t binding);
/* A plain set/binding answer as dxil2spv's remap callback answers it
 * (descriptor types between the forms dxil2spv has); 0 (logged) when it
 * names one it has not (a root address, an input attachment). */
int compat_plain_binding(const dxil2spv_reflected_resource *r, const dxil_spv_vulkan_binding *vb,
                         dxil2spv_binding *out);
/* dxil2spv's remap callback (userdata: the converter): each register-bound
 * resource where its answer's binding says. */
int compat_answer_remap(void *userdata, const dxil2spv_resource_desc *desc, dxil2spv_binding *inout);
/* A plain (not heap) UAV counter answer as dxil2spv's counter_remap
 * answers it: SSBO a storage buffer, IDENTITY or TEXEL_BUFFER an R32_UINT
 * storage texel buffer (dxil-spirv's forms); 0 (logged) otherwise. */
int compat_counter_binding(const dxil2spv_reflected_resource *r, const dxil_spv_vulkan_binding *vb,
                           dxil2spv_binding *out);
/* The register letter of a resource class (t, u, b, s), for messages. */
const char *compat_class_letter(uint32_t c);
/* dxil-spirv's stage for a dxil2spv_shader_kind. */
dxil_spv_shader_stage compat_stage_of_kind(uint32_t kind);
/* Applies the heap-array answers to the second pass's options (either plan). */
dxil_spv_result compat_apply_heap_answers(dxil_spv_converter c, dxil2spv_options *o);
/* Asks the callbacks about each SM 6.6 heap array of the first pass. */
dxil_spv_result compat_ask_heap_arrays(dxil_spv_converter c, const dxil2spv_reflection *refl);

/* DXR local root signatures (compat_local.c). */
void compat_local_add_constants(dxil_spv_converter c, unsigned space, unsigned reg, unsigned words);
void compat_local_add_descriptor(dxil_spv_converter c, dxil_spv_resource_class cls, unsigned space, unsigned reg);
dxil_spv_result compat_local_begin_table(dxil_spv_converter c);
void compat_local_add_table_range(dxil_spv_converter c, dxil_spv_resource_class cls, unsigned space, unsigned reg,
                                  unsigned count, unsigned offset);
dxil_spv_result compat_local_end_table(dxil_spv_converter c);
void compat_local_free(dxil_spv_converter c);
/* Sets options.local_root_signature from what the runtime described. */
dxil_spv_result compat_local_apply(dxil_spv_converter c, dxil2spv_options *o);
/* Records the callback's answer for a resource the local root signature
 * places (first pass reflection: local_root); marks the answer local. */
dxil_spv_result compat_local_note_answer(dxil_spv_converter c, const dxil2spv_reflected_resource *r,
                                         compat_binding_answer *a);
/* Non-zero when a local table's answer already placed heap array `array`
 * (DXIL2SPV_HEAP_ARRAY_*): the first pass lists the arrays local tables
 * read beside SM 6.6 heap ones, and the runtime answered for that heap. */
int compat_local_answered_heap_array(const dxil_spv_converter c, uint32_t array);
/* Points the heap arrays that local tables read where the answers said. */
dxil_spv_result compat_local_apply_heap(dxil_spv_converter c, dxil2spv_options *o);

/* A library's RDAT subobjects, as dxil_spv_rdat_subobject (compat_local.c). */
struct compat_rdat;
dxil_spv_result compat_rdat_read(const dxil2spv_reflection *refl, const void *caller_data, size_t size,
                                 struct compat_rdat **out);
void compat_rdat_free(struct compat_rdat *rd);
unsigned compat_rdat_count(const struct compat_rdat *rd);
void compat_rdat_get(const struct compat_rdat *rd, unsigned index, dxil_spv_rdat_subobject *out);

/* An acceleration structure of the heap answered as SSBO (addresses in a
 * buffer): sets options.heap_acceleration_structure_addresses; 0 (logged)
 * when it cannot. */
int compat_note_rtas_addresses(const char *what, const dxil_spv_vulkan_binding *b, dxil2spv_options *o);

#endif
