/* dxil2spv: translate DXIL (Direct3D 12 shaders as DXC emits them) to
 * SPIR-V for Vulkan.
 *
 * Thread safety: the library has no global mutable state. Every call works
 * only on the objects passed to it, so any number of threads may translate
 * at once, each with its own options and results.
 *
 * Memory: each translation allocates from its own arena; a result object
 * owns everything it points to and is released by dxil2spv_result_free().
 *
 * ABI growth: option structs begin with `struct_size`; initialize them with
 * the matching *_init() function, which sets the size and the defaults.
 * Newer libraries read only the fields an older caller's size covers.
 */
#ifndef DXIL2SPV_H
#define DXIL2SPV_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32) && defined(DXIL2SPV_SHARED_BUILD)
#define DXIL2SPV_API __declspec(dllexport)
#elif defined(__GNUC__)
#define DXIL2SPV_API __attribute__((visibility("default")))
#else
#define DXIL2SPV_API
#endif

#define DXIL2SPV_VERSION_MAJOR 0
#define DXIL2SPV_VERSION_MINOR 1
#define DXIL2SPV_VERSION_PATCH 0

/* Result codes. Stable: new codes are only ever appended. */
typedef enum dxil2spv_status {
    DXIL2SPV_OK = 0,
    DXIL2SPV_ERROR_INVALID_INPUT = 1, /* malformed container, bitcode or DXIL */
    DXIL2SPV_ERROR_UNSUPPORTED = 2,   /* valid DXIL using a feature not translated (named in the message) */
    DXIL2SPV_ERROR_LIMIT = 3,         /* a dxil2spv_limits bound was exceeded */
    DXIL2SPV_ERROR_OUT_OF_MEMORY = 4,
    DXIL2SPV_ERROR_INTERNAL = 5,      /* a bug in dxil2spv; please report it with the input */
    DXIL2SPV_ERROR_INVALID_ARGUMENT = 6, /* bad arguments to the API call itself */
} dxil2spv_status;

/* Returns a short constant name for a status ("invalid input", ...). */
DXIL2SPV_API const char *dxil2spv_status_string(dxil2spv_status status);

/* "MAJOR.MINOR.PATCH" */
DXIL2SPV_API const char *dxil2spv_version_string(void);

/* Resource bounds applied while reading untrusted input. Zero fields mean
 * "use the default". Exceeding one fails with DXIL2SPV_ERROR_LIMIT. */
typedef struct dxil2spv_limits {
    uint32_t struct_size;
    uint64_t max_input_bytes;     /* default 64 MiB */
    uint64_t max_memory_bytes;    /* per translation, default 1 GiB */
    uint32_t max_types;           /* default 2^20 */
    uint32_t max_values;          /* default 2^24 */
    uint32_t max_blocks;          /* per function, default 2^22 */
    uint32_t max_instructions;    /* per function, default 2^24 */
    uint32_t max_metadata;        /* default 2^22 */
    uint32_t max_nesting;         /* block/metadata/type nesting depth, default 256 */
} dxil2spv_limits;

typedef enum dxil2spv_target_env {
    DXIL2SPV_TARGET_VULKAN_1_1 = 0,
    DXIL2SPV_TARGET_VULKAN_1_2 = 1,
    DXIL2SPV_TARGET_VULKAN_1_3 = 2, /* default */
} dxil2spv_target_env;

/* What kind of output a call produces. */
typedef enum dxil2spv_output_kind {
    DXIL2SPV_OUTPUT_SPIRV = 0,          /* SPIR-V binary words */
    DXIL2SPV_OUTPUT_DUMP_CONTAINER = 1, /* text: parts, signatures, PSV0, root signature */
    DXIL2SPV_OUTPUT_DUMP_IR = 2,        /* text: the normalized op graph */
    DXIL2SPV_OUTPUT_LOAD_ONLY = 3,      /* read and check everything, produce nothing */
    DXIL2SPV_OUTPUT_LIST_ENTRIES = 4,   /* text: "NAME STAGE" per entry point (NAME as entry_point takes it) */
} dxil2spv_output_kind;

/* Resource remapping (descriptor set/binding). Set by the caller to replace
 * the default mapping documented in the README. Called once per resource
 * range; return non-zero on success, 0 to fail the translation. */
typedef struct dxil2spv_resource_desc {
    uint32_t resource_class;  /* 0 SRV, 1 UAV, 2 CBV, 3 sampler */
    uint32_t resource_kind;   /* DXIL::ResourceKind */
    uint32_t space;
    uint32_t lower_bound;
    uint32_t range_size;      /* 0xFFFFFFFF: unbounded */
} dxil2spv_resource_desc;

/* Descriptor types used in dxil2spv_binding.descriptor_type: the
 * VkDescriptorType values, plus one for a CBV placed in push constants. */
enum {
    DXIL2SPV_DESCRIPTOR_SAMPLER = 0,
    DXIL2SPV_DESCRIPTOR_SAMPLED_IMAGE = 2,
    DXIL2SPV_DESCRIPTOR_STORAGE_IMAGE = 3,
    DXIL2SPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER = 4,
    DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER = 5,
    DXIL2SPV_DESCRIPTOR_UNIFORM_BUFFER = 6,
    DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER = 7,
    DXIL2SPV_DESCRIPTOR_ACCELERATION_STRUCTURE = 1000150000, /* VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR */
    DXIL2SPV_DESCRIPTOR_PUSH_CONSTANT = 1000, /* CBVs only; set/binding ignored */
};

typedef struct dxil2spv_binding {
    uint32_t set;
    uint32_t binding;
    uint32_t descriptor_type; /* DXIL2SPV_DESCRIPTOR_*: the default choice on entry; may be
                                 changed between the buffer forms (SSBO <-> texel buffer for
                                 SRV/UAV buffers, UBO <-> push constant for CBVs) */
} dxil2spv_binding;

/* Called once per resource range with the default mapping filled in;
 * return non-zero to accept (possibly modified), 0 to fail the translation. */
typedef int (*dxil2spv_remap_fn)(void *userdata, const dxil2spv_resource_desc *desc,
                                 dxil2spv_binding *inout_binding);

/* Default mapping: set = register space, binding = register + the shift of
 * the resource class (like DXC's -fvk-{b,t,u,s}-shift). A UAV counter gets
 * binding = UAV register + counter shift in the same set. */
typedef struct dxil2spv_binding_shifts {
    uint32_t cbv;      /* default 0    (b registers) */
    uint32_t srv;      /* default 1000 (t registers) */
    uint32_t uav;      /* default 2000 (u registers) */
    uint32_t sampler;  /* default 3000 (s registers) */
    uint32_t counter;  /* default 4000 (UAV counters) */
} dxil2spv_binding_shifts;

/* A shift for one class in one space, overriding binding_shifts there
 * (DXC: -fvk-t-shift 10 2 shifts t registers of space 2 by 10). */
typedef struct dxil2spv_space_shift {
    uint32_t resource_class;  /* 0 SRV, 1 UAV, 2 CBV, 3 sampler, 4 UAV counter */
    uint32_t space;
    uint32_t shift;
} dxil2spv_space_shift;

/* SM 6.6 descriptor heaps. ResourceDescriptorHeap[i] and
 * SamplerDescriptorHeap[i] become element i of runtime-sized descriptor
 * arrays, one array per Vulkan descriptor type the shader uses. Views of
 * different shapes (Texture2D<float4>, Texture3D<uint>...) share their
 * descriptor type's array. The application writes heap slot i into element
 * i of the array matching the descriptor it puts there. Default: every
 * array in set 7, binding = the array's DXIL2SPV_HEAP_ARRAY_* value. */
enum {
    DXIL2SPV_HEAP_ARRAY_SAMPLER = 0,              /* SamplerDescriptorHeap */
    DXIL2SPV_HEAP_ARRAY_SAMPLED_IMAGE = 1,        /* SRV textures */
    DXIL2SPV_HEAP_ARRAY_STORAGE_IMAGE = 2,        /* UAV textures */
    DXIL2SPV_HEAP_ARRAY_UNIFORM_TEXEL_BUFFER = 3, /* SRV typed buffers */
    DXIL2SPV_HEAP_ARRAY_STORAGE_TEXEL_BUFFER = 4, /* UAV typed buffers */
    DXIL2SPV_HEAP_ARRAY_UNIFORM_BUFFER = 5,       /* CBVs */
    DXIL2SPV_HEAP_ARRAY_STORAGE_BUFFER = 6,       /* SRV and UAV raw/structured buffers */
    DXIL2SPV_HEAP_ARRAY_COUNTER = 7,              /* UAV counters (storage buffers), by the UAV's index */
    DXIL2SPV_HEAP_ARRAY_ACCELERATION_STRUCTURE = 8,
    DXIL2SPV_HEAP_ARRAY_COUNT = 9,
};

typedef struct dxil2spv_heap_mapping {
    uint32_t resource_set;     /* ResourceDescriptorHeap arrays; default 7 */
    uint32_t sampler_set;      /* the SamplerDescriptorHeap array; default 7 */
    uint32_t bindings[DXIL2SPV_HEAP_ARRAY_COUNT]; /* by DXIL2SPV_HEAP_ARRAY_*; default bindings[i] = i.
                                  Arrays may share a binding (VK_EXT_mutable_descriptor_type);
                                  a register-bound resource may not share one with an array. */
} dxil2spv_heap_mapping;

/* How D3D's discard (and clip()) becomes SPIR-V. */
typedef enum dxil2spv_discard_mode {
    /* OpDemoteToHelperInvocation (default): as in D3D, the invocation goes on
     * as a helper, so derivatives in its quad stay defined after a discard. */
    DXIL2SPV_DISCARD_DEMOTE = 0,
    DXIL2SPV_DISCARD_KILL = 1,      /* OpKill: ends the invocation (GLSL discard) */
    DXIL2SPV_DISCARD_TERMINATE = 2, /* OpTerminateInvocation (SPIR-V 1.6, or VK_KHR_terminate_invocation) */
} dxil2spv_discard_mode;

/* SM 6.7 lets sampling instructions take texel offsets computed at run time.
 * Vulkan allows a non-constant Offset operand only on gathers unless the
 * device has VK_KHR_maintenance8. */
typedef enum dxil2spv_dynamic_offset_mode {
    /* Default: move the coordinate by offset / (size of the sampled mip
     * level) before sampling; exact for point and linear filtering within
     * one mip level (documented in the README for the trilinear case). */
    DXIL2SPV_DYNAMIC_OFFSET_EMULATE = 0,
    DXIL2SPV_DYNAMIC_OFFSET_NATIVE = 1, /* Offset image operand: requires VK_KHR_maintenance8 */
    DXIL2SPV_DYNAMIC_OFFSET_REFUSE = 2, /* fail with DXIL2SPV_ERROR_UNSUPPORTED */
} dxil2spv_dynamic_offset_mode;

/* Min-precision types (min16float, min16int, min16uint) in shaders compiled
 * without -enable-16bit-types: DXIL types them half/i16, meaning "at least
 * 16 bits". Shaders with native 16-bit types always get 16-bit SPIR-V. */
typedef enum dxil2spv_min_precision_mode {
    /* Default: compute and store them as 32-bit values decorated
     * RelaxedPrecision; needs no 16-bit device features. */
    DXIL2SPV_MIN_PRECISION_WIDEN = 0,
    DXIL2SPV_MIN_PRECISION_NATIVE = 1, /* 16-bit types (Float16/Int16 capabilities) */
} dxil2spv_min_precision_mode;

/* Where a user-semantic signature element of a graphics stage goes. */
typedef struct dxil2spv_location_desc {
    uint32_t shader_kind;      /* DXIL::ShaderKind of the stage being translated */
    uint32_t signature;        /* 0 input, 1 output (a mesh shader's per-vertex outputs), 2 patch constant
                                  (HS output / DS input) or a mesh shader's per-primitive outputs */
    const char *semantic;      /* as written in the signature: "TEXCOORD" */
    uint32_t semantic_index;   /* of the first row */
    uint32_t rows, cols;
    uint32_t start_row, start_col; /* the signature's packing: the default location/component */
} dxil2spv_location_desc;

/* Called once per user-semantic element with the default location and
 * component filled in; return non-zero to accept (possibly modified), 0 to
 * fail the translation. Rows of a multi-row element take consecutive
 * locations from the returned one. */
typedef int (*dxil2spv_location_remap_fn)(void *userdata, const dxil2spv_location_desc *desc,
                                          uint32_t *inout_location, uint32_t *inout_component);

/* A semantic as D3D links stages by it: name (compared without regard to
 * case) and index. */
typedef struct dxil2spv_semantic {
    const char *name;
    uint32_t index;
} dxil2spv_semantic;

/* One D3D12_SO_DECLARATION_ENTRY. */
typedef struct dxil2spv_stream_output_element {
    uint32_t stream;
    const char *semantic;      /* NULL: a gap of component_count components in the buffer */
    uint32_t semantic_index;
    uint32_t start_component;
    uint32_t component_count;
    uint32_t output_slot;      /* transform feedback buffer, 0-3 */
} dxil2spv_stream_output_element;

#define DXIL2SPV_NO_RASTERIZED_STREAM 0xFFFFFFFFu

typedef struct dxil2spv_stream_output {
    const dxil2spv_stream_output_element *elements;
    uint32_t element_count;
    uint32_t buffer_strides[4];   /* bytes; 0: tightly packed from the elements */
    uint32_t rasterized_stream;   /* default 0; DXIL2SPV_NO_RASTERIZED_STREAM for none */
} dxil2spv_stream_output;

typedef struct dxil2spv_options {
    uint32_t struct_size;          /* sizeof(dxil2spv_options), set by dxil2spv_options_init */
    dxil2spv_output_kind output;
    dxil2spv_target_env target_env;
    const char *entry_point;       /* library shaders: which entry; NULL = the only/first one */
    dxil2spv_limits limits;
    dxil2spv_binding_shifts shifts;         /* default mapping offsets */
    const dxil2spv_space_shift *space_shifts; /* per-space overrides */
    uint32_t space_shift_count;
    dxil2spv_remap_fn remap;       /* NULL: default mapping only */
    void *remap_userdata;
    dxil2spv_heap_mapping heap;    /* SM 6.6 descriptor heaps (see dxil2spv_heap_mapping) */

    /* --- graphics stages --- */
    dxil2spv_discard_mode discard; /* how discard / clip() is translated; default DEMOTE */
    /* Non-zero: negate SV_Position.y where a VS, DS or GS writes it, for an
     * application that cannot use a negative-height viewport. Set it only
     * for the last pre-rasterization stage. Default 0: no flip (D3D's y-up
     * clip space reaches Vulkan as is; use a negative viewport height). */
    uint32_t flip_y;
    /* Non-zero: the pipeline uses dual-source blending, so SV_Target1 is the
     * second source of location 0 (Location 0, Index 1) instead of location 1. */
    uint32_t dual_source_blending;
    dxil2spv_location_remap_fn location_remap; /* NULL: Location = signature row, Component = start column */
    void *location_remap_userdata;
    /* The D3D12_STREAM_OUTPUT_DESC of the pipeline, for its last
     * pre-rasterization stage: a vertex, domain or geometry shader (only a
     * geometry shader has streams other than 0). Any other stage refuses a
     * description with DXIL2SPV_ERROR_INVALID_ARGUMENT. element_count 0: no
     * stream output (only the rasterized stream's vertices leave the
     * shader). */
    dxil2spv_stream_output stream_output;
    /* RenderTargetGetSampleCount has no SPIR-V query: it becomes an
     * OpSpecConstant (default value 1) with this SpecId; the application
     * sets it to the pipeline's rasterization sample count. Default 0. */
    uint32_t sample_count_spec_id;

    /* --- code generation choices --- */
    dxil2spv_dynamic_offset_mode dynamic_offsets; /* non-immediate texel offsets on sampling; default EMULATE */
    dxil2spv_min_precision_mode min_precision;    /* min16float/min16int when the shader is not -enable-16bit-types; default WIDEN */

    /* --- pipeline state, continued --- */
    /* Pixel shaders behind a mesh shader: the inputs that mesh shader
     * writes per primitive (the elements of its primitive signature,
     * `signature` 2 in its reflection). Vulkan requires PerPrimitiveEXT on
     * both sides of such an input; a D3D pixel shader does not say which
     * inputs they are. Matching user inputs get the decoration (which needs
     * SPIR-V 1.4: target Vulkan 1.2 or later); names the shader does not
     * read are ignored. Default: none. */
    const dxil2spv_semantic *per_primitive_inputs;
    uint32_t per_primitive_input_count;
} dxil2spv_options;

DXIL2SPV_API void dxil2spv_options_init(dxil2spv_options *options);

/* Reflection of a translated shader: where each D3D resource went. */
typedef struct dxil2spv_reflected_resource {
    uint32_t resource_class;   /* 0 SRV, 1 UAV, 2 CBV, 3 sampler */
    uint32_t resource_kind;    /* DXIL::ResourceKind */
    uint32_t space;
    uint32_t lower_bound;
    uint32_t range_size;       /* 0xFFFFFFFF: unbounded */
    uint32_t stride;           /* structured buffers: element stride in bytes */
    uint32_t set;
    uint32_t binding;
    uint32_t descriptor_type;  /* VkDescriptorType value */
    int32_t counter_set;       /* UAV counter: its own storage-buffer binding; -1 if none */
    int32_t counter_binding;
    const char *name;          /* HLSL name if the shader kept it, else "" */
    /* DXIL2SPV_RESOURCE_FLAG_*. Sampler feedback (FeedbackTexture2D[Array],
     * emulated; Vulkan has none): the UAV is an R32_UINT storage image (2D
     * or 2D array, STORAGE_IMAGE descriptor) with one texel per mip region
     * of the paired texture. Create it ceil(texture width / region width) x
     * ceil(texture height / region height), with the texture's layers for
     * arrays, and clear it before the shader runs:
     *   FEEDBACK_MIN_MIP: to 0xFFFFFFFF; a texel then holds the most
     *     detailed mip level sampled in its region, 0xFFFFFFFF if none;
     *   FEEDBACK_MIP_REGION_USED: to 0; bit N of a texel says mip N was
     *     used in its region (both levels a trilinear filter blends).
     * Coordinates outside [0, 1] count for the nearest edge region. */
    uint32_t flags;
} dxil2spv_reflected_resource;

#define DXIL2SPV_RESOURCE_FLAG_FEEDBACK_MIN_MIP 1u
#define DXIL2SPV_RESOURCE_FLAG_FEEDBACK_MIP_REGION_USED 2u

typedef struct dxil2spv_reflection {
    uint32_t shader_kind;      /* DXIL::ShaderKind (5 = compute, 0 = pixel, 1 = vertex, ...) */
    const char *entry_point;   /* name of the SPIR-V entry point */
    uint32_t workgroup_size[3];
    uint32_t resource_count;
    const dxil2spv_reflected_resource *resources;
    /* [WaveSize] of the entry point, 0 = any subgroup size. SPIR-V cannot
     * say it: create the pipeline with VkPipelineShaderStageRequiredSubgroupSizeCreateInfo
     * (a size in [min, max], preferably `preferred` when nonzero). min == max
     * for SM 6.6's [WaveSize(N)]. */
    uint32_t wave_size_min, wave_size_max, wave_size_preferred;
    /* Graphics stages: every signature element and the SPIR-V interface
     * variable it became (see dxil2spv_stage_io); 0/NULL for compute. */
    uint32_t stage_io_count;
    const struct dxil2spv_stage_io *stage_io;
    /* SM 6.6 descriptor heaps: the arrays the shader declares (see
     * dxil2spv_heap_mapping and dxil2spv_reflected_heap_array). */
    uint32_t heap_array_count;
    const struct dxil2spv_reflected_heap_array *heap_arrays;
    /* What the device must support: every OpCapability (SpvCapability
     * values) and OpExtension of the module, in module order. */
    uint32_t capability_count;
    const uint32_t *capabilities;
    uint32_t extension_count;
    const char *const *extensions;
    /* SpecId of the RenderTargetGetSampleCount constant, -1 if the shader
     * does not ask (see dxil2spv_options.sample_count_spec_id). */
    int32_t sample_count_spec_id;
} dxil2spv_reflection;

/* One runtime-sized descriptor array standing for (part of) a descriptor
 * heap. Create its binding with descriptorCount = the heap size and
 * VK_DESCRIPTOR_BINDING_PARTIALLY_BOUND_BIT (plus UPDATE_AFTER_BIND /
 * VARIABLE_DESCRIPTOR_COUNT as the application needs). */
typedef struct dxil2spv_reflected_heap_array {
    uint32_t array;            /* DXIL2SPV_HEAP_ARRAY_* */
    uint32_t heap;             /* 0 ResourceDescriptorHeap, 1 SamplerDescriptorHeap */
    uint32_t set;
    uint32_t binding;
    uint32_t descriptor_type;  /* VkDescriptorType value */
    uint32_t resource_kinds;   /* bit (1 << DXIL::ResourceKind) for each kind accessed through it */
} dxil2spv_reflected_heap_array;

/* One element of a graphics shader's input, output or patch-constant
 * signature and where it went. User semantics get Location = the element's
 * signature register (start row) and Component = its start column, so the
 * vertex input attribute for (semantic, index) is at `location` + the row
 * whose semantic_indices entry is `index`. System values become built-ins. */
typedef struct dxil2spv_stage_io {
    uint32_t signature;        /* 0 input, 1 output (a mesh shader's per-vertex outputs), 2 patch constant
                                  (HS output / DS input) or a mesh shader's per-primitive outputs */
    const char *semantic;      /* as written: "TEXCOORD", "SV_Position" */
    uint32_t semantic_index;   /* of the first row */
    const uint32_t *semantic_indices; /* `rows` entries: the semantic index of each row */
    uint32_t rows, cols;
    uint32_t system_value;     /* DXIL::SemanticKind, 0 = user semantic */
    uint32_t component_type;   /* DXIL::ComponentType */
    uint32_t interpolation;    /* DXIL::InterpolationMode */
    uint32_t stream;           /* geometry shader output stream */
    int32_t location;          /* of the first row (row r: location + r); -1: built-in or no variable */
    uint32_t component;        /* first component within each location */
    int32_t builtin;           /* SpvBuiltIn of the built-in variable; -1: none */
} dxil2spv_stage_io;

/* The outcome of one call. All pointers are owned by the result. */
typedef struct dxil2spv_result {
    dxil2spv_status status;
    const uint32_t *spirv;     /* DXIL2SPV_OUTPUT_SPIRV */
    size_t spirv_word_count;
    const char *text;          /* dump outputs, NUL-terminated */
    size_t text_size;
    const char *error;         /* first error, with its location; NULL on success */
    const char *warnings;      /* newline-separated, or NULL */
    const dxil2spv_reflection *reflection; /* DXIL2SPV_OUTPUT_SPIRV on success, else NULL */
    size_t memory_bytes;       /* peak memory the translation used (its arena), for profiling */
} dxil2spv_result;

/* Translates `size` bytes of a DXBC container (or raw DXIL part). Always
 * returns a result object (NULL only if even that could not be allocated);
 * check result->status, then free it with dxil2spv_result_free().
 * `options` may be NULL for the defaults. */
DXIL2SPV_API dxil2spv_result *dxil2spv_translate(const void *data, size_t size,
                                                 const dxil2spv_options *options);

DXIL2SPV_API void dxil2spv_result_free(dxil2spv_result *result);

/* Contexts: memory reuse between the translations of one thread.
 *
 * A translation allocates its memory in a few large chunks and releases
 * them with its result. Fresh memory costs the process a page fault per
 * page on first use, which for a shader of tens of KiB is a large share of
 * the translation time. Through a context, released chunks are kept (up to
 * 8 MiB) and handed to the next translation. The output is exactly that of
 * dxil2spv_translate(), limits included.
 *
 * A context and the results made with it belong to one thread at a time:
 * dxil2spv_result_free() of such a result gives its memory back to the
 * context. Use one context per thread. The context may be destroyed before
 * its results are freed; its memory then goes with the last of them. */
typedef struct dxil2spv_context dxil2spv_context;

/* Returns NULL only when out of memory. */
DXIL2SPV_API dxil2spv_context *dxil2spv_context_create(void);

/* dxil2spv_translate() drawing memory from `context` (NULL: from malloc,
 * exactly dxil2spv_translate()). Free the result with dxil2spv_result_free(). */
DXIL2SPV_API dxil2spv_result *dxil2spv_translate_with_context(dxil2spv_context *context, const void *data,
                                                              size_t size, const dxil2spv_options *options);

DXIL2SPV_API void dxil2spv_context_destroy(dxil2spv_context *context);

#ifdef __cplusplus
}
#endif

#endif
