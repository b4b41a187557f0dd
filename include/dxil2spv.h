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
    /* The reflection of what translating options.entry_point with these
     * options would bind, without building SPIR-V (see dxil2spv_scan
     * below dxil2spv_options): far cheaper than a translation's emission. */
    DXIL2SPV_OUTPUT_SCAN = 5,
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
    DXIL2SPV_DESCRIPTOR_ROOT_ADDRESS = 1001,  /* root CBV/SRV/UAV: a buffer device address in the push constants
                                                 (local root signature: in the shader record) */
    DXIL2SPV_DESCRIPTOR_SHADER_RECORD = 1002, /* local root constants: words of the shader record */
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
    /* Non-zero: array i is in set sets[i] (a runtime with one descriptor
     * set per descriptor type); resource_set and sampler_set are then
     * unused. Default 0. */
    uint32_t per_array_sets;
    uint32_t sets[DXIL2SPV_HEAP_ARRAY_COUNT];
} dxil2spv_heap_mapping;

/* D3D12 buffer views start and end at any element; a Vulkan buffer
 * descriptor's offset must meet minTexelBufferOffsetAlignment or
 * minStorageBufferOffsetAlignment, and robustness stops only at the
 * descriptor's range. A runtime that writes an aligned, wider range into
 * the heap arrays can keep each view's true range in a buffer instead:
 * entry e holds {offset, count} (two uint32). Buffers taken from the heap
 * arrays (SM 6.6 heaps, and descriptor tables in the HEAP binding model)
 * then read the entry of their heap element: an access at index i (typed
 * buffers: elements; raw and structured buffers: bytes) goes to i + offset
 * when i < count and is out of bounds otherwise (as D3D: loads return 0,
 * stores and atomics do nothing; this relies on the device's
 * robustBufferAccess), and GetDimensions reports count (in elements for
 * typed and structured buffers, bytes for raw). */
typedef struct dxil2spv_heap_buffer_ranges {
    uint32_t typed;        /* non-zero: typed buffers (texel buffers) read their range */
    uint32_t raw;          /* non-zero: raw and structured buffers (storage buffers) read theirs */
    uint32_t set, binding; /* a read-only storage buffer of uvec2 entries (runtime array, stride 8) */
    uint32_t stride;       /* entries per heap element; 0 means 1 */
    uint32_t typed_entry;  /* heap element e's typed range: entry e * stride + typed_entry */
    uint32_t raw_entry;    /* ... and its raw/structured range: entry e * stride + raw_entry */
} dxil2spv_heap_buffer_ranges;

/* UAV counters of UAVs from the heap arrays, as buffer device addresses:
 * with enabled set, the counter of the UAV at heap element e is the uint32
 * at the 64-bit address held in entry e of a read-only storage buffer
 * (runtime array of uint64 or uvec2, stride 8) at set/binding, accessed
 * through PhysicalStorageBuffer64 pointers, instead of an element of the
 * DXIL2SPV_HEAP_ARRAY_COUNTER descriptor array. */
typedef struct dxil2spv_heap_counter_addresses {
    uint32_t enabled;
    uint32_t set, binding;
} dxil2spv_heap_counter_addresses;

/* Acceleration structures of the heap arrays as device addresses (a
 * runtime whose descriptor heap has no acceleration-structure descriptors):
 * with enabled set, a RaytracingAccelerationStructure read from the heap
 * arrays (SM 6.6 ResourceDescriptorHeap, descriptor tables of the HEAP
 * binding model and of local root signatures, tables moved by root_remap)
 * at heap element e is OpConvertUToAccelerationStructureKHR of the 64-bit
 * address held in entry e of a read-only storage buffer (runtime array of
 * uvec2, stride 8) at set/binding, instead of element e of the
 * DXIL2SPV_HEAP_ARRAY_ACCELERATION_STRUCTURE descriptor array. */
typedef struct dxil2spv_heap_acceleration_structure_addresses {
    uint32_t enabled;
    uint32_t set, binding;
} dxil2spv_heap_acceleration_structure_addresses;

/* ---- D3D12 root signatures ----------------------------------------------
 *
 * A D3D12 root signature says how an application binds a pipeline's
 * resources: descriptor tables (ranges of registers read from the
 * shader-visible descriptor heaps at an offset the application sets per
 * draw), 32-bit root constants, and root CBV/SRV/UAV given as GPU virtual
 * addresses. With options.root_signature (or use_embedded_root_signature)
 * set, every resource of the shader is matched to the parameter that covers
 * it and placed by options.binding_model; dxil2spv_reflection.pipeline_layout
 * then says how to build and fill the VkPipelineLayout. Values and field
 * order follow the D3D12_* structures of d3d12.h. */
enum {
    DXIL2SPV_ROOT_PARAMETER_TABLE = 0,     /* D3D12_ROOT_PARAMETER_TYPE_DESCRIPTOR_TABLE */
    DXIL2SPV_ROOT_PARAMETER_CONSTANTS = 1, /* 32BIT_CONSTANTS */
    DXIL2SPV_ROOT_PARAMETER_CBV = 2,
    DXIL2SPV_ROOT_PARAMETER_SRV = 3,
    DXIL2SPV_ROOT_PARAMETER_UAV = 4,
};
/* D3D12_SHADER_VISIBILITY: ALL 0, VERTEX 1, HULL 2, DOMAIN 3, GEOMETRY 4,
 * PIXEL 5, AMPLIFICATION 6, MESH 7. Compute shaders see every parameter. */
#define DXIL2SPV_DESCRIPTOR_RANGE_UNBOUNDED 0xFFFFFFFFu
#define DXIL2SPV_DESCRIPTOR_RANGE_OFFSET_APPEND 0xFFFFFFFFu

typedef struct dxil2spv_descriptor_range {
    uint32_t range_type;           /* 0 SRV, 1 UAV, 2 CBV, 3 sampler (D3D12_DESCRIPTOR_RANGE_TYPE) */
    uint32_t num_descriptors;      /* DXIL2SPV_DESCRIPTOR_RANGE_UNBOUNDED: to the end of the heap */
    uint32_t base_shader_register;
    uint32_t register_space;
    uint32_t flags;                /* D3D12_DESCRIPTOR_RANGE_FLAGS (1.1+); recorded, no effect on code */
    uint32_t offset_in_table;      /* descriptors from the table start, or ..._OFFSET_APPEND */
} dxil2spv_descriptor_range;

typedef struct dxil2spv_root_parameter {
    uint32_t parameter_type;       /* DXIL2SPV_ROOT_PARAMETER_* */
    uint32_t visibility;           /* D3D12_SHADER_VISIBILITY */
    /* TABLE */
    uint32_t range_count;
    const dxil2spv_descriptor_range *ranges;
    /* CONSTANTS, CBV, SRV, UAV */
    uint32_t shader_register;
    uint32_t register_space;
    uint32_t num_32bit_values;     /* CONSTANTS */
    uint32_t flags;                /* root descriptors: D3D12_ROOT_DESCRIPTOR_FLAGS (1.1+) */
} dxil2spv_root_parameter;

typedef struct dxil2spv_static_sampler {
    uint32_t filter, address_u, address_v, address_w; /* D3D12_FILTER, D3D12_TEXTURE_ADDRESS_MODE */
    float mip_lod_bias;
    uint32_t max_anisotropy;
    uint32_t comparison_func;      /* D3D12_COMPARISON_FUNC */
    uint32_t border_color;         /* D3D12_STATIC_BORDER_COLOR */
    float min_lod, max_lod;
    uint32_t shader_register, register_space, visibility;
    uint32_t flags;                /* D3D12_SAMPLER_FLAGS (1.2) */
} dxil2spv_static_sampler;

typedef struct dxil2spv_root_signature {
    uint32_t version;              /* 1 = 1.0, 2 = 1.1, 3 = 1.2 (as serialized) */
    uint32_t flags;                /* D3D12_ROOT_SIGNATURE_FLAGS */
    uint32_t parameter_count;
    const dxil2spv_root_parameter *parameters;
    uint32_t static_sampler_count;
    const dxil2spv_static_sampler *static_samplers;
} dxil2spv_root_signature;

/* A parsed serialized root signature; owns everything it points to. */
typedef struct dxil2spv_root_signature_blob {
    dxil2spv_status status;
    const char *error;             /* NULL on success */
    const dxil2spv_root_signature *root_signature; /* NULL on failure */
} dxil2spv_root_signature_blob;

/* Parses what D3D12SerializeVersionedRootSignature writes (a DXBC container
 * holding an RTS0 part), a shader container's RTS0 part, or a bare RTS0
 * part's bytes. Every offset and count is checked. Always returns an object
 * (NULL only when out of memory); free it with
 * dxil2spv_root_signature_blob_free(). */
DXIL2SPV_API dxil2spv_root_signature_blob *dxil2spv_root_signature_parse(const void *data, size_t size);
DXIL2SPV_API void dxil2spv_root_signature_blob_free(dxil2spv_root_signature_blob *blob);

/* What the root-signature callback is told about one resource: the
 * parameter and table position it was matched to, and where the binding
 * model put it (the values dxil2spv_reflected_resource will report). */
typedef struct dxil2spv_root_placement {
    dxil2spv_resource_desc resource;
    uint32_t placement;            /* DXIL2SPV_PLACEMENT_* */
    int32_t root_parameter;        /* -1 for static samplers */
    int32_t table_range;           /* TABLE: the range index, else -1 (static samplers: the sampler index) */
    uint32_t table_offset;         /* as in dxil2spv_reflected_resource */
    uint32_t push_constant_offset; /* bytes: the parameter's root argument (HEAP tables, root constants and
                                      descriptors); 0 otherwise */
} dxil2spv_root_placement;

/* Called once per resource after placement, with inout_binding = the
 * set/binding/descriptor type chosen; return non-zero to accept, 0 to fail
 * the translation. What a change means:
 *   TABLE, HEAP model: another set/binding gives this resource a runtime
 *     descriptor array of its own there, indexed by the same element
 *     (table offset + range offset + index); its UAV counter stays in the
 *     heap's counter array;
 *   TABLE, SETS model, and STATIC_SAMPLER: the descriptor (array) moves;
 *   ROOT_CONSTANTS, ROOT_DESCRIPTOR: nothing to move (set/binding are
 *     0xFFFFFFFF); a change is an error.
 * The descriptor type cannot change, except for a raw or structured buffer
 * of a HEAP-model table, which may switch between STORAGE_BUFFER and its
 * class's texel buffer (UNIFORM_TEXEL_BUFFER for an SRV,
 * STORAGE_TEXEL_BUFFER for a UAV: an R32_UINT view of its words); it then
 * gets an array of its own of that type, even at the same set/binding. */
typedef int (*dxil2spv_root_remap_fn)(void *userdata, const dxil2spv_root_placement *where,
                                      dxil2spv_binding *inout_binding);

/* How a root signature's parameters become Vulkan bindings. */
typedef enum dxil2spv_binding_model {
    /* The runtime model (as vkd3d-proton binds): every resource in a
     * descriptor table is an element of the runtime-sized descriptor array
     * of its Vulkan descriptor type (the arrays of dxil2spv_heap_mapping,
     * shared with SM 6.6 ResourceDescriptorHeap/SamplerDescriptorHeap), at
     * element = the table's offset (a push-constant word) + the range's
     * offset in the table + (register - the range's base register). Root
     * constants are push-constant words; root CBV/SRV/UAV are 64-bit buffer
     * device addresses in the push constants, accessed through
     * PhysicalStorageBuffer64 pointers. Static samplers are bindings of
     * static_sampler_set for immutable samplers. */
    DXIL2SPV_BINDING_MODEL_HEAP = 0,
    /* A renderer's model: descriptor table k (k-th table parameter, in
     * parameter order) is descriptor set k, its range j binding j with
     * descriptorCount = the range's NumDescriptors (runtime-sized when
     * unbounded) and element = register - the range's base register; the
     * counters of a table's UAVs are binding (range count + j). A range's
     * resources must share one Vulkan descriptor type. Tables take no
     * push constants; root constants, root descriptors and static samplers
     * are as in HEAP. */
    DXIL2SPV_BINDING_MODEL_SETS = 1,
} dxil2spv_binding_model;

/* Where a root signature put a resource (dxil2spv_reflected_resource.placement). */
enum {
    DXIL2SPV_PLACEMENT_REGISTER = 0,       /* no root signature: set/binding from the register */
    DXIL2SPV_PLACEMENT_TABLE = 1,          /* HEAP: element table offset + table_offset + index of the heap
                                              array; SETS: set/binding of the table range */
    DXIL2SPV_PLACEMENT_ROOT_CONSTANTS = 2, /* CBV read from push-constant words */
    DXIL2SPV_PLACEMENT_ROOT_DESCRIPTOR = 3,/* buffer device address in the push constants */
    DXIL2SPV_PLACEMENT_STATIC_SAMPLER = 4, /* immutable sampler at set/binding */
};

/* How D3D's discard (and clip()) becomes SPIR-V. */
typedef enum dxil2spv_discard_mode {
    /* OpDemoteToHelperInvocation (default): as in D3D, the invocation goes on
     * as a helper, so derivatives in its quad stay defined after a discard. */
    DXIL2SPV_DISCARD_DEMOTE = 0,
    DXIL2SPV_DISCARD_KILL = 1,      /* OpKill: ends the invocation (GLSL discard) */
    DXIL2SPV_DISCARD_TERMINATE = 2, /* OpTerminateInvocation (SPIR-V 1.6, or VK_KHR_terminate_invocation) */
} dxil2spv_discard_mode;

/* Helper lanes in a pixel shader's wave operations (WaveActive*, WavePrefix*,
 * WaveReadLaneFirst, WaveIsFirstLane, ballots, votes, WaveMatch,
 * WaveMultiPrefix*; quad ops always include them). D3D leaves helper lanes
 * out unless the entry has SM 6.7's waveops-include-helper-lanes attribute;
 * Vulkan lets the implementation decide whether helper invocations take
 * part in non-quad group operations. */
typedef enum dxil2spv_helper_lane_wave_mode {
    /* Default: as D3D, whatever the driver does: helper lanes' operands
     * are replaced by the operation's identity, their votes and ballot bits
     * cleared, WaveReadLaneFirst and WaveIsFirstLane pick the first
     * non-helper lane (0 and false when there is none), so results over
     * helper lanes alone are D3D's (WaveActiveAllTrue true,
     * WaveReadLaneFirst 0). Entries with waveops-include-helper-lanes are
     * not masked. */
    DXIL2SPV_HELPER_LANE_WAVES_D3D = 0,
    /* The group operations as they are: helper lanes take part where the
     * driver lets them (dxil-spirv without strict helper-lane wave ops);
     * a warning says so. */
    DXIL2SPV_HELPER_LANE_WAVES_DRIVER = 1,
} dxil2spv_helper_lane_wave_mode;

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

/* Sampler feedback maps (FeedbackTexture2D[Array] UAVs, SM 6.5): Vulkan has
 * none, so WriteSamplerFeedback* is emulated on a storage image whose
 * layout the application (the runtime) decodes; README "Sampler feedback". */
typedef enum dxil2spv_feedback_layout {
    /* Default: an R32_UINT map with one texel per mip region of the paired
     * texture holding the decoded answer (dxil2spv_reflected_resource.flags
     * says how to create, clear and read it). */
    DXIL2SPV_FEEDBACK_DIRECT_R32 = 0,
    /* vkd3d-proton's layout, which dxil-spirv writes: an R64_UINT map
     * (SPV_EXT_shader_image_int64, 64-bit image atomics; a runtime may view
     * an R32G32_UINT image) whose size's low 4 bits are log2 of the mip
     * region's width and height, and whose texels hold, per mip level L,
     * 4 bits at 4L: the region touched at that level's region grid and
     * whether the filter footprint reached the regions right of it, below
     * it and diagonal to it. The compat layer uses this layout. */
    DXIL2SPV_FEEDBACK_REGION_BITS_R64 = 1,
    /* The same 64-bit texels as two R32_UINT texels, (2x, y) the low word
     * and (2x + 1, y) the high word, for devices without 64-bit image
     * atomics: the map is twice as wide (its width / 2 carries the region
     * size in its low 4 bits). */
    DXIL2SPV_FEEDBACK_REGION_BITS_R32X2 = 2,
} dxil2spv_feedback_layout;

/* Rasterizer-ordered views (RasterizerOrdered* UAVs, pixel shaders): D3D
 * runs the accesses of overlapping pixel-shader invocations in primitive
 * order. */
typedef enum dxil2spv_rov_mode {
    /* Default: the whole pixel shader body becomes one fragment-shader
     * interlock critical section (SPV_EXT_fragment_shader_interlock,
     * PixelInterlockOrderedEXT, or SampleInterlockOrderedEXT when the shader
     * runs per sample); the device needs fragmentShaderPixelInterlock or
     * fragmentShaderSampleInterlock (the reflection lists the capability). */
    DXIL2SPV_ROV_INTERLOCK = 0,
    DXIL2SPV_ROV_REFUSE = 1, /* fail with DXIL2SPV_ERROR_UNSUPPORTED, naming the view */
} dxil2spv_rov_mode;

/* The status of a raw or structured buffer load (read by
 * CheckAccessFullyMapped) on a tiled resource: SPIR-V has no residency query
 * for storage buffers. Texture and typed-buffer loads, samples and gathers
 * whose status is read use OpImageSparse* instead and need no choice. */
typedef enum dxil2spv_buffer_residency_mode {
    DXIL2SPV_BUFFER_RESIDENCY_WARN = 0,   /* default: "fully mapped", with a warning naming the instruction */
    DXIL2SPV_BUFFER_RESIDENCY_REFUSE = 1, /* fail with DXIL2SPV_ERROR_UNSUPPORTED, naming the instruction */
} dxil2spv_buffer_residency_mode;

/* The Invariant decoration of the Position output (SV_Position of a
 * vertex, domain, geometry or mesh shader). D3D has no `invariant`: a
 * renderer that needs bit-identical positions across pipelines (depth
 * pre-pass, then shading with an equal depth test) computes the position
 * `precise`, which DXC writes as strict arithmetic feeding the stored
 * value; Vulkan promises identical results across pipelines only for
 * Invariant outputs. */
typedef enum dxil2spv_invariant_position_mode {
    /* Default: Invariant when a value the shader stores to SV_Position is
     * computed precisely (its defining instruction is `precise`: strict
     * float arithmetic or a !dx.precise call). */
    DXIL2SPV_INVARIANT_POSITION_PRECISE = 0,
    DXIL2SPV_INVARIANT_POSITION_ALWAYS = 1, /* every Position output (a runtime's per-application choice) */
} dxil2spv_invariant_position_mode;

/* D3D12 view instancing (SM 6.1, D3D12_VIEW_INSTANCING_DESC): the pipeline
 * runs once per view; SV_ViewID (ViewIndex) says which. Each view has a
 * D3D12_VIEW_INSTANCE_LOCATION whose indices D3D adds to the
 * SV_ViewportArrayIndex / SV_RenderTargetArrayIndex the last
 * pre-rasterization stage writes (0 where it writes none). */
#define DXIL2SPV_MAX_VIEW_INSTANCES 4
typedef struct dxil2spv_view_instance_location {
    uint32_t viewport_array_index;
    uint32_t render_target_array_index;
} dxil2spv_view_instance_location;

typedef struct dxil2spv_view_instancing {
    /* 0: view instancing off (nothing changes). 1 to 4: set on the last
     * pre-rasterization stage (vertex, domain or geometry shader) of a
     * pipeline drawn with Vulkan multiview (a view mask of this many
     * views). Viewports: the stage writes ViewportIndex =
     * locations[ViewIndex].viewport_array_index plus the shader's own
     * SV_ViewportArrayIndex, where any location has a non-zero viewport.
     * Render targets: multiview renders view i into layer base + i, so the
     * runtime sets the attachment's baseArrayLayer to
     * locations[0].render_target_array_index and the other views' indices
     * must follow it consecutively; other locations, and a shader that
     * writes SV_RenderTargetArrayIndex itself, are refused
     * (DXIL2SPV_ERROR_UNSUPPORTED, naming them). Other stages refuse a
     * non-zero count with DXIL2SPV_ERROR_INVALID_ARGUMENT. */
    uint32_t view_instance_count;
    dxil2spv_view_instance_location locations[DXIL2SPV_MAX_VIEW_INSTANCES];
    /* Locations known only when the pipeline is created (a runtime that
     * translates before, as vkd3d-proton does): with use_spec_constants
     * set (view_instance_count and locations are then unused), every
     * graphics stage reads SV_ViewID as bits [2v, 2v+2) of the u32 spec
     * constant view_id_spec_id (default 0xE4: Vulkan view v is view
     * instance v), v = ViewIndex; and with last_pre_rasterization_stage set
     * the stage writes ViewportIndex = bits [8i, 8i+8) of the u32 spec
     * constant viewport_spec_id (default 0) for view instance i, plus the
     * shader's own SV_ViewportArrayIndex. Render-target array indices are
     * the runtime's (multiview view masks); a shader that writes
     * SV_RenderTargetArrayIndex is refused as above. */
    uint32_t use_spec_constants;
    uint32_t last_pre_rasterization_stage;
    uint32_t view_id_spec_id;
    uint32_t viewport_spec_id;
} dxil2spv_view_instancing;

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

struct dxil2spv_reflection; /* below: the reflection of a translation */

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

    /* --- D3D12 root signature (see dxil2spv_root_signature) --- */
    /* The pipeline's root signature; NULL (and use_embedded_root_signature
     * 0): resources are bound by register (shifts, remap callback). The
     * struct is read during the call only. */
    const dxil2spv_root_signature *root_signature;
    /* Non-zero: use the shader container's own RTS0 part (an error if it
     * has none); root_signature must then be NULL. */
    uint32_t use_embedded_root_signature;
    dxil2spv_binding_model binding_model;  /* default HEAP */
    /* Bytes of push constants the root arguments may take; default 128
     * (what Vulkan guarantees; D3D12 allows 256). Words beyond it are read
     * from a uniform buffer of root arguments at root_argument_set /
     * root_argument_binding holding the same word layout (the application
     * writes every word there; the shader reads the first budget / 4 words
     * from the push constants). */
    uint32_t push_constant_budget;
    uint32_t static_sampler_set;           /* default 6: binding i = static sampler i */
    uint32_t root_argument_set;            /* default 5 */
    uint32_t root_argument_binding;        /* default 0 */
    dxil2spv_root_remap_fn root_remap;     /* NULL: the binding model's placement as is */
    void *root_remap_userdata;

    /* --- D3D semantics without a general Vulkan counterpart --- */
    dxil2spv_rov_mode rov;         /* rasterizer-ordered views; default INTERLOCK */
    dxil2spv_buffer_residency_mode buffer_residency; /* status of raw/structured buffer loads; default WARN */
    /* --- checking --- */
    /* Non-zero: run the internal IR verifier between reading and emitting
     * (a failure is DXIL2SPV_ERROR_INTERNAL). It checks dxil2spv itself,
     * not the input, and never changes the output. Default: 0 in release
     * builds of the library, 1 in debug builds (buildtype debug or
     * debugoptimized). */
    uint32_t verify;

    /* --- pipeline state, continued --- */
    /* Non-zero: a vertex or domain shader writes PointSize = 1.0. D3D
     * points are always one pixel; Vulkan takes the size from PointSize,
     * undefined unless written, when the pipeline rasterizes points from
     * this stage (point-list topology, point-mode tessellation) on a
     * device without VK_KHR_maintenance5 (which makes the default 1.0).
     * Set it for such pipelines only; it costs the driver an output and
     * needs shaderTessellationAndGeometryPointSize for a domain shader.
     * A geometry shader that emits points always writes PointSize (its
     * output topology says so). Default 0. */
    uint32_t write_point_size;

    /* --- DXR local root signature (ray-tracing stages) --- */
    /* The local root signature of the entry being translated (a D3D12
     * local root signature: flags include LOCAL_ROOT_SIGNATURE, 0x80). Its
     * root arguments are the entry's shader record: in SPIR-V, the
     * ShaderRecordBufferKHR block that follows the shader group handle in
     * the shader binding table. Resources it covers are read from there:
     * root constants inline, root CBV/SRV/UAV as 64-bit buffer device
     * addresses (PhysicalStorageBuffer64, as global root descriptors),
     * descriptor tables as a heap offset (in descriptors) into the same
     * heap arrays global tables use (dxil2spv_heap_mapping), whatever the
     * binding model; the rest is bound by the global root signature (or by
     * register without one). dxil2spv_reflection.shader_record gives the
     * layout. NULL: for a library entry, the local root signature its RDAT
     * subobjects associate with the entry's export name, if any (unless
     * ignore_subobject_local_root_signature). Read during the call only. */
    const dxil2spv_root_signature *local_root_signature;
    uint32_t ignore_subobject_local_root_signature; /* non-zero: no local root signature from RDAT */

    /* --- invariance and view instancing (pipeline state) --- */
    dxil2spv_invariant_position_mode invariant_position; /* default PRECISE */
    dxil2spv_view_instancing view_instancing;            /* default: off */

    /* --- descriptor heap extras (see dxil2spv_heap_buffer_ranges) --- */
    dxil2spv_heap_buffer_ranges heap_buffer_ranges;         /* default: off */
    dxil2spv_heap_counter_addresses heap_counter_addresses; /* default: off */

    /* --- pipeline state, continued --- */
    /* Non-zero: the pipeline's rasterization sample count, known when the
     * shader is translated; RenderTargetGetSampleCount (and the standard
     * positions of RenderTargetGetSamplePosition) then use this constant
     * instead of the spec constant of sample_count_spec_id. Default 0. */
    uint32_t rasterizer_sample_count;

    /* --- DXR local root signature, continued --- */
    /* How a descriptor table argument of a shader record gives its heap
     * offset. D3D12 has the application copy an 8-byte
     * D3D12_GPU_DESCRIPTOR_HANDLE there, whose value each runtime encodes
     * its own way. Default (both 0): the first 4 bytes are the offset in
     * descriptors. A runtime whose handles' low 32 bits are the offset
     * shifted left by log2 of its descriptor size (vkd3d-proton) gives the
     * shifts: the offset is the low word shifted right by
     * local_table_handle_shift_sampler for sampler ranges and by
     * local_table_handle_shift_resource for CBV/SRV/UAV ranges. Each below 32. */
    uint32_t local_table_handle_shift_resource, local_table_handle_shift_sampler;

    /* --- descriptor heap extras, continued --- */
    dxil2spv_heap_acceleration_structure_addresses heap_acceleration_structure_addresses; /* default: off */

    /* The name of the SPIR-V entry point (OpEntryPoint, and reflection's
     * entry_point); NULL (default): the entry's DXIL name (for a library's
     * ray-tracing entry, its export name). A runtime that creates every stage with one
     * pName (vkd3d-proton: "main") sets it. */
    const char *spirv_entry_point_name;

    /* --- bindings, continued --- */
    /* Non-zero: resources, UAV counters and heap arrays may share a
     * descriptor set and binding (a D3D12 runtime aliases on purpose:
     * mutable descriptors, VK_EXT_descriptor_heap mappings by resource
     * type); what the binding holds is the caller's to answer. 0
     * (default): sharing is an error naming both. Sharing that no
     * runtime can bind validly (a static sampler's immutable sampler with
     * another descriptor type) is translated with a warning. */
    uint32_t binding_aliases;
    /* The UAV counters of resources bound by register (the default
     * mapping, shifts and remap): called once per UAV with a counter after
     * `remap`, with desc the UAV's and inout_binding the counter's default
     * (the UAV's set, register + the counter shift, STORAGE_BUFFER). The
     * callback may move it and choose DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER:
     * an R32_UINT storage texel buffer whose texel 0 is the counter (what
     * runtimes that bind counters as buffer views write). Return 0 to fail
     * the translation. NULL: the default. */
    dxil2spv_remap_fn counter_remap;
    void *counter_remap_userdata;
    /* With a root signature: non-zero binds a resource that no parameter
     * visible to the stage covers by register (default mapping, shifts,
     * remap, counter_remap) instead of failing, for a runtime that places
     * some resources by its own set/binding beside the root signature's. */
    uint32_t uncovered_by_register;
    /* Called once after the shader is read and before SPIR-V is built,
     * with the scan reflection (see DXIL2SPV_OUTPUT_SCAN) of what the
     * translation would bind with the options as given, valid during the
     * call; the callback may change *options (bindings, root signatures,
     * locations, stream output, any code generation choice), except output,
     * entry_point, limits, verify and prepare itself, and the translation
     * goes on with them: one translation where a caller that must see the
     * shader's resources before answering would otherwise translate twice.
     * Return DXIL2SPV_OK to go on; another status fails the translation
     * with it (the callback's message: the result says "the prepare
     * callback stopped the translation"). NULL: none. */
    dxil2spv_status (*prepare)(void *userdata, const struct dxil2spv_reflection *scan,
                               struct dxil2spv_options *options);
    void *prepare_userdata;

    /* --- descriptor heap extras, continued --- */
    /* Non-zero: CBVs read from the descriptor heap arrays (SM 6.6
     * ResourceDescriptorHeap, descriptor tables of the HEAP model and of
     * local root signatures) are read-only storage buffers: the
     * DXIL2SPV_HEAP_ARRAY_UNIFORM_BUFFER array holds STORAGE_BUFFER
     * descriptors. For a device with too few update-after-bind uniform
     * buffers for a heap (vkd3d-proton's BINDLESS_CBV_AS_SSBO). CBVs bound
     * otherwise stay uniform buffers. Default 0. */
    uint32_t heap_cbv_storage_buffers;

    /* The denormal modes the device lacks (VkPhysicalDeviceFloatControlsProperties:
     * a DXIL2SPV_DENORM_* bit set for each shaderDenormPreserveFloatNN /
     * shaderDenormFlushToZeroFloatNN that is VK_FALSE). A mode the shader
     * asks for (DXIL's fpNN-denorm-mode; SM 5 doubles, which D3D requires to
     * keep denormals) is then left out of the module, with a warning naming
     * it: the driver's default applies instead. Default 0: every mode is
     * emitted as the shader asks. */
    uint32_t denorm_modes_unsupported;

    /* --- code generation choices, continued --- */
    dxil2spv_feedback_layout sampler_feedback; /* sampler feedback maps; default DIRECT_R32 */

    /* --- D3D12 root signature, continued --- */
    /* The HEAP model's order of root arguments after the root descriptors'
     * addresses (which always come first, in parameter order). 0
     * (default): every root constant before every descriptor table offset
     * (vkd3d-proton's layout). Non-zero: root constants and table offsets
     * in parameter order, interleaved as the parameters come, for a
     * runtime that lays its words out that way (a dxil-spirv client may
     * name any word for either). */
    uint32_t root_arguments_in_parameter_order;

    /* --- descriptor heap extras, continued --- */
    /* Non-zero: raw and structured buffers read from the heap arrays (SM
     * 6.6 ResourceDescriptorHeap, descriptor tables of the HEAP model and
     * of local root signatures) are R32_UINT texel buffers, one uint texel
     * per 32-bit word: SRVs in the DXIL2SPV_HEAP_ARRAY_UNIFORM_TEXEL_BUFFER
     * array, UAVs in DXIL2SPV_HEAP_ARRAY_STORAGE_TEXEL_BUFFER (a runtime
     * whose minStorageBufferOffsetAlignment is coarser than D3D's views,
     * vkd3d-proton above 16). With heap_buffer_ranges.typed their views'
     * ranges are read from the typed entries, in words. 64-bit atomics on
     * such buffers are refused (an R32_UINT view has 32-bit texels).
     * Register-bound ones choose per resource (remap: UNIFORM/STORAGE_TEXEL_BUFFER),
     * table resources too (root_remap). Default 0: storage buffers. */
    uint32_t heap_raw_texel_buffers;
    /* Non-zero: the DXIL2SPV_HEAP_ARRAY_COUNTER array holds R32_UINT storage
     * texel buffers whose texel 0 is the counter, at the UAV's heap element
     * (vkd3d-proton with descriptor buffers and embedded mutable
     * descriptors: a UAV's counter view beside its descriptor). Default 0:
     * storage buffers whose first uint is the counter. */
    uint32_t heap_counter_texel_buffers;
    /* heap_counter_addresses: the address of the counter of the UAV at heap
     * element e is entry e * heap_counter_address_stride +
     * heap_counter_address_offset (stride 0 means 1): a runtime whose
     * addresses live inside its descriptors (dxil-spirv's
     * PHYSICAL_ADDRESS_DESCRIPTOR_INDEXING: stride = descriptor size / 8,
     * offset = the address's position / 8). Default 0, 0. */
    uint32_t heap_counter_address_stride, heap_counter_address_offset;

    /* --- code generation choices, continued --- */
    dxil2spv_helper_lane_wave_mode helper_lane_waves; /* pixel shaders' wave ops over helper lanes; default D3D */
} dxil2spv_options;

enum {
    DXIL2SPV_DENORM_PRESERVE_16 = 1u << 0, DXIL2SPV_DENORM_PRESERVE_32 = 1u << 1,
    DXIL2SPV_DENORM_PRESERVE_64 = 1u << 2, DXIL2SPV_DENORM_FLUSH_16 = 1u << 3,
    DXIL2SPV_DENORM_FLUSH_32 = 1u << 4, DXIL2SPV_DENORM_FLUSH_64 = 1u << 5,
};

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
    int32_t counter_set;       /* UAV counter: its own binding (counter_descriptor_type); -1 if none */
    int32_t counter_binding;
    const char *name;          /* HLSL name if the shader kept it, else "" */
    /* DXIL2SPV_RESOURCE_FLAG_*. Sampler feedback (FeedbackTexture2D[Array],
     * emulated; Vulkan has none), with options.sampler_feedback DIRECT_R32
     * (the other layouts: dxil2spv_feedback_layout): the UAV is an R32_UINT storage image (2D
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
    /* Root signature placement (DXIL2SPV_PLACEMENT_*). TABLE: set/binding
     * are the heap array's and the element for register lower_bound + i is
     * (the table's push-constant word) + table_offset + i. ROOT_CONSTANTS /
     * ROOT_DESCRIPTOR: the parameter's bytes in the push constants are
     * dxil2spv_pipeline_layout.parameters[root_parameter]. */
    uint32_t placement;
    int32_t root_parameter;    /* -1: none (REGISTER, STATIC_SAMPLER) */
    int32_t table_range;       /* TABLE: the range index in the table, else -1 */
    uint32_t table_offset;     /* TABLE, HEAP: range offset in the table - (range base register - lower_bound);
                                  SETS: the element of register lower_bound in the range's binding */
    uint32_t cb_size;          /* CBVs: bytes the shader's constant buffer declares */
    /* Non-zero: placed by the local root signature; root_parameter is its
     * parameter, read from the shader record (dxil2spv_reflection.shader_record). */
    uint32_t local_root;
    /* UAV counter (counter_binding >= 0): its VkDescriptorType,
     * DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER (a buffer whose first uint is the
     * counter) or DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER (an R32_UINT
     * storage texel buffer whose texel 0 is the counter: counter_remap's
     * choice); 0 when there is no counter binding. */
    uint32_t counter_descriptor_type;
} dxil2spv_reflected_resource;

#define DXIL2SPV_RESOURCE_FLAG_FEEDBACK_MIN_MIP 1u
#define DXIL2SPV_RESOURCE_FLAG_FEEDBACK_MIP_REGION_USED 2u

/* dxil2spv_reflection.shader_kind: DXIL::ShaderKind. */
typedef enum dxil2spv_shader_kind {
    DXIL2SPV_SHADER_PIXEL = 0, DXIL2SPV_SHADER_VERTEX, DXIL2SPV_SHADER_GEOMETRY, DXIL2SPV_SHADER_HULL,
    DXIL2SPV_SHADER_DOMAIN, DXIL2SPV_SHADER_COMPUTE, DXIL2SPV_SHADER_LIBRARY, DXIL2SPV_SHADER_RAYGENERATION,
    DXIL2SPV_SHADER_INTERSECTION, DXIL2SPV_SHADER_ANYHIT, DXIL2SPV_SHADER_CLOSESTHIT, DXIL2SPV_SHADER_MISS,
    DXIL2SPV_SHADER_CALLABLE, DXIL2SPV_SHADER_MESH, DXIL2SPV_SHADER_AMPLIFICATION, DXIL2SPV_SHADER_NODE,
    DXIL2SPV_SHADER_KIND_COUNT
} dxil2spv_shader_kind;

typedef struct dxil2spv_reflection {
    uint32_t shader_kind;      /* dxil2spv_shader_kind (DXIL::ShaderKind) */
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
    /* With a root signature: the pipeline layout (NULL without one). */
    const struct dxil2spv_pipeline_layout *pipeline_layout;
    /* Libraries: the DXR subobjects of the RDAT part (hit groups, shader and
     * pipeline configs, root signatures, associations), in RDAT order. */
    uint32_t subobject_count;
    const struct dxil2spv_subobject *subobjects;
    /* With a local root signature: the shader record layout (NULL without
     * one; see dxil2spv_options.local_root_signature). */
    const struct dxil2spv_shader_record_layout *shader_record;
    /* Non-zero when the module reads the buffer of options.heap_buffer_ranges
     * (a STORAGE_BUFFER at its set/binding), resp. the counter address
     * buffer of options.heap_counter_addresses. */
    uint32_t heap_buffer_ranges_used;
    uint32_t heap_counter_addresses_used;
    /* The bytecode the input held (dxil2spv_bytecode): DXIL (SM 6.x) or
     * DXBC (SM 4.0-5.1 tokens). Both translate to the same kind of module;
     * this says only what came in. */
    uint32_t bytecode;
    /* The shader model the input declares (5.1 for an SM 5.1 SHEX program,
     * 6.6 for cs_6_6): for DXBC, its version token, not a DXIL model. */
    uint32_t shader_model_major, shader_model_minor;
} dxil2spv_reflection;

/* dxil2spv_reflection.bytecode. */
typedef enum dxil2spv_bytecode {
    DXIL2SPV_BYTECODE_UNKNOWN = 0,
    DXIL2SPV_BYTECODE_DXIL = 1, /* a DXIL part, a bare DXIL program part or LLVM bitcode */
    DXIL2SPV_BYTECODE_DXBC = 2, /* an SHDR (SM 4.x) or SHEX (SM 5.x) part */
} dxil2spv_bytecode;

/* The scan reflection (DXIL2SPV_OUTPUT_SCAN, options.prepare): what a
 * translation with the same options would bind, found by reading the
 * shader and placing its resources, without building SPIR-V.
 *   shader_kind, entry_point, workgroup_size, wave sizes, subobjects: as
 *     the translation's;
 *   resources, pipeline_layout, shader_record: as the translation's (the
 *     remap, counter_remap and root_remap callbacks are called);
 *   stage_io: every signature element with semantic, rows, cols, system
 *     value, types, stream; user semantics at their default location and
 *     component (the signature's start row and column; location_remap is
 *     not called), system values at location -1, builtin -1 (the
 *     translation decides which become built-ins);
 *   heap_arrays: every descriptor heap array the entry's code may read
 *     (each annotated ResourceDescriptorHeap / SamplerDescriptorHeap
 *     access in a function the entry reaches, and the arrays of HEAP-model
 *     descriptor tables), a superset of the translation's list, which
 *     names only the arrays its SPIR-V declares;
 *   capabilities, extensions, sample_count_spec_id (-1), heap_*_used: none. */

/* D3D12_STATE_SUBOBJECT_TYPE values of dxil2spv_subobject.kind. */
enum {
    DXIL2SPV_SUBOBJECT_STATE_OBJECT_CONFIG = 0, DXIL2SPV_SUBOBJECT_GLOBAL_ROOT_SIGNATURE = 1,
    DXIL2SPV_SUBOBJECT_LOCAL_ROOT_SIGNATURE = 2, DXIL2SPV_SUBOBJECT_TO_EXPORTS_ASSOCIATION = 8,
    DXIL2SPV_SUBOBJECT_RAYTRACING_SHADER_CONFIG = 9, DXIL2SPV_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG = 10,
    DXIL2SPV_SUBOBJECT_HIT_GROUP = 11, DXIL2SPV_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG1 = 12,
};

/* One DXR subobject of a library; the fields of its kind are set, the
 * others zero/NULL. */
typedef struct dxil2spv_subobject {
    uint32_t kind;                  /* DXIL2SPV_SUBOBJECT_* */
    const char *name;
    uint32_t flags;                 /* state object config; pipeline config 1 */
    uint32_t max_payload_size, max_attribute_size; /* shader config, bytes */
    uint32_t max_recursion_depth;   /* pipeline config (1) */
    uint32_t hit_group_type;        /* 0 triangles, 1 procedural primitive */
    const char *any_hit, *closest_hit, *intersection; /* hit group exports ("" = none) */
    const char *association_subobject; /* exports association: the subobject's name */
    uint32_t export_count;
    const char *const *exports;
    uint32_t root_signature_size;   /* global/local root signature: its serialized bytes */
    const void *root_signature;
} dxil2spv_subobject;

/* One root parameter's place in the push constants. The layout is the same
 * for every stage of a pipeline (it depends only on the root signature):
 * first the 8-byte address of each root CBV/SRV/UAV, then the words of
 * each root-constants parameter, then (HEAP model) one word per descriptor
 * table (its offset in the heap, in descriptors); parameter order within
 * each group.
 * Root constant k of parameter p is at offset + 4k. */
typedef struct dxil2spv_reflected_root_parameter {
    uint32_t parameter_type;   /* DXIL2SPV_ROOT_PARAMETER_* */
    uint32_t offset;           /* bytes in the push-constant block */
    uint32_t size;             /* bytes: 8 per address, 4 per constant or table */
    uint32_t used;             /* non-zero if this shader reads it */
    int32_t set;               /* SETS model tables: their descriptor set (offset/size 0); else -1 */
} dxil2spv_reflected_root_parameter;

/* Where the local root arguments of a ray-tracing entry are in its shader
 * record (the bytes after the shader group handle in the shader binding
 * table; SPIR-V's ShaderRecordBufferKHR block, offset 0). As D3D12 lays out
 * local root arguments after the shader identifier: parameters in order,
 * root constants 4 bytes each at a 4-byte boundary, root CBV/SRV/UAV (a
 * buffer device address) and descriptor tables 8 bytes at an 8-byte
 * boundary. A table's first 4 bytes hold its offset in the descriptor heap
 * (in descriptors: the element of the heap arrays where the table starts;
 * shifted left by options.local_table_handle_shift_* when those are set);
 * the next 4 are not read. The record stride a runtime chooses must be at
 * least shaderGroupHandleSize + size, rounded up to
 * shaderGroupHandleAlignment. In parameters[], offset and size are bytes in
 * the record, `used` says whether this entry reads it, set is -1. */
typedef struct dxil2spv_shader_record_layout {
    uint32_t size;             /* bytes of local root arguments (a multiple of 8; 0: an empty signature) */
    uint32_t from_subobject;   /* non-zero: the local root signature came from the library's RDAT */
    const char *subobject;     /* then the subobject's name, else "" */
    uint32_t parameter_count;  /* = the local root signature's */
    const dxil2spv_reflected_root_parameter *parameters;
} dxil2spv_shader_record_layout;

typedef struct dxil2spv_reflected_static_sampler {
    dxil2spv_static_sampler desc; /* the D3D12 fields, to create the immutable VkSampler */
    uint32_t set, binding;     /* a SAMPLER descriptor with pImmutableSamplers */
    uint32_t used;             /* non-zero if this shader samples with it */
} dxil2spv_reflected_static_sampler;

typedef struct dxil2spv_pipeline_layout {
    dxil2spv_binding_model binding_model;
    /* One VkPushConstantRange [0, push_constant_size) for every stage; 0:
     * none. The module declares the whole block whatever it reads. */
    uint32_t push_constant_size;
    /* Root arguments over options.push_constant_budget: a UNIFORM_BUFFER of
     * this many bytes (the whole word layout, word k at byte 4k) at
     * root_argument_set / root_argument_binding; 0: none. */
    uint32_t root_argument_size;
    uint32_t root_argument_set, root_argument_binding;
    uint32_t parameter_count;  /* = the root signature's */
    const dxil2spv_reflected_root_parameter *parameters;
    uint32_t static_sampler_count; /* = the root signature's */
    const dxil2spv_reflected_static_sampler *static_samplers;
    /* Descriptor arrays are dxil2spv_reflection.heap_arrays. */
} dxil2spv_pipeline_layout;

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
    /* DXIL2SPV_OUTPUT_SPIRV on success; DXIL2SPV_OUTPUT_LIST_ENTRIES on
     * success: shader_kind and the RDAT subobjects only (a library's DXR
     * subobjects without translating an entry), the rest zero; else NULL. */
    const dxil2spv_reflection *reflection;
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

/* Reading once, translating later. dxil2spv_translate() reads the shader
 * (container, bitcode, DXIL; the IR verifier with options.verify), then
 * builds SPIR-V. A caller that must look at a shader (its entry points,
 * a library's subobjects) before it picks the options splits the call in
 * two, so that the shader is read once:
 *
 * dxil2spv_read() does the reading with options' limits and verify
 * (options.output is ignored) and returns what DXIL2SPV_OUTPUT_LIST_ENTRIES
 * returns (text: "NAME STAGE" per entry; reflection: shader_kind and
 * subobjects), to free with dxil2spv_result_free(). On success *shader is
 * the read shader (else NULL), which refers to `data`: the bytes must
 * stay valid until it is translated or freed.
 *
 * dxil2spv_translate_shader() then returns exactly what
 * dxil2spv_translate(data, size, options) would (options' limits and
 * verify are those of the read) and frees the shader: each read shader is
 * translated once. dxil2spv_shader_free() frees one never translated. A
 * read shader belongs to one thread at a time. */
typedef struct dxil2spv_shader dxil2spv_shader;

DXIL2SPV_API dxil2spv_result *dxil2spv_read(dxil2spv_context *context, const void *data, size_t size,
                                            const dxil2spv_options *options, dxil2spv_shader **shader);
DXIL2SPV_API dxil2spv_result *dxil2spv_translate_shader(dxil2spv_shader *shader, const dxil2spv_options *options);
DXIL2SPV_API void dxil2spv_shader_free(dxil2spv_shader *shader);

#ifdef __cplusplus
}
#endif

#endif
