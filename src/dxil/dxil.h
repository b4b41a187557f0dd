/* DXIL semantics read from the module's metadata: shader model, entry
 * points, signatures, resources and properties. Filled by dxil_read_module()
 * (src/dxil/dxil_metadata.c) after the bitcode reader built the ir_module,
 * and cross-checked against the container's signature parts.
 */
#ifndef D2S_DXIL_H
#define D2S_DXIL_H

#include <stdbool.h>
#include <stdint.h>

#include "ir/ir.h"

struct d2s_container;

/* DXIL::ShaderKind */
typedef enum dxil_shader_kind {
    DXIL_SHADER_PIXEL = 0, DXIL_SHADER_VERTEX, DXIL_SHADER_GEOMETRY, DXIL_SHADER_HULL,
    DXIL_SHADER_DOMAIN, DXIL_SHADER_COMPUTE, DXIL_SHADER_LIBRARY, DXIL_SHADER_RAYGEN,
    DXIL_SHADER_INTERSECTION, DXIL_SHADER_ANYHIT, DXIL_SHADER_CLOSESTHIT, DXIL_SHADER_MISS,
    DXIL_SHADER_CALLABLE, DXIL_SHADER_MESH, DXIL_SHADER_AMPLIFICATION, DXIL_SHADER_NODE,
    DXIL_SHADER_INVALID,
} dxil_shader_kind;

const char *dxil_shader_kind_name(uint32_t kind);
/* The six DXR pipeline stages (raygeneration to callable), whose entries
 * have shader records. */
static inline int dxil_shader_kind_is_raytracing(uint32_t kind)
{
    return kind >= DXIL_SHADER_RAYGEN && kind <= DXIL_SHADER_CALLABLE;
}
/* A library export's D3D name: "\1?Gen@@YAXXZ" -> "Gen"; other names as
 * they are (dxil_exports.c). */
const char *dxil_export_name(struct d2s_ctx *ctx, const char *name);

/* DXIL::SemanticKind (dxil_sig_element.system_value) */
enum {
    DXIL_SK_ARBITRARY = 0, DXIL_SK_VERTEX_ID, DXIL_SK_INSTANCE_ID, DXIL_SK_POSITION, DXIL_SK_RT_ARRAY_INDEX,
    DXIL_SK_VIEWPORT_ARRAY_INDEX, DXIL_SK_CLIP_DISTANCE, DXIL_SK_CULL_DISTANCE, DXIL_SK_OUTPUT_CONTROL_POINT_ID,
    DXIL_SK_DOMAIN_LOCATION, DXIL_SK_PRIMITIVE_ID, DXIL_SK_GS_INSTANCE_ID, DXIL_SK_SAMPLE_INDEX,
    DXIL_SK_IS_FRONT_FACE, DXIL_SK_COVERAGE, DXIL_SK_INNER_COVERAGE, DXIL_SK_TARGET, DXIL_SK_DEPTH,
    DXIL_SK_DEPTH_LESS_EQUAL, DXIL_SK_DEPTH_GREATER_EQUAL, DXIL_SK_STENCIL_REF, DXIL_SK_DISPATCH_THREAD_ID,
    DXIL_SK_GROUP_ID, DXIL_SK_GROUP_INDEX, DXIL_SK_GROUP_THREAD_ID, DXIL_SK_TESS_FACTOR,
    DXIL_SK_INSIDE_TESS_FACTOR, DXIL_SK_VIEW_ID, DXIL_SK_BARYCENTRICS, DXIL_SK_SHADING_RATE,
    DXIL_SK_CULL_PRIMITIVE, DXIL_SK_START_VERTEX_LOCATION, DXIL_SK_START_INSTANCE_LOCATION,
};

/* DXIL::ComponentType (signature elements, typed resources) */
enum {
    DXIL_CT_INVALID = 0, DXIL_CT_I1, DXIL_CT_I16, DXIL_CT_U16, DXIL_CT_I32, DXIL_CT_U32, DXIL_CT_I64,
    DXIL_CT_U64, DXIL_CT_F16, DXIL_CT_F32, DXIL_CT_F64, DXIL_CT_SNORM_F16, DXIL_CT_UNORM_F16,
    DXIL_CT_SNORM_F32, DXIL_CT_UNORM_F32, DXIL_CT_SNORM_F64, DXIL_CT_UNORM_F64, DXIL_CT_PACKED_S8X32,
    DXIL_CT_PACKED_U8X32, DXIL_CT_I8, DXIL_CT_U8,
};

/* DXIL::ResourceKind (dxil_resource.kind) */
enum {
    DXIL_RK_INVALID = 0, DXIL_RK_TEXTURE1D, DXIL_RK_TEXTURE2D, DXIL_RK_TEXTURE2DMS,
    DXIL_RK_TEXTURE3D, DXIL_RK_TEXTURECUBE, DXIL_RK_TEXTURE1DARRAY, DXIL_RK_TEXTURE2DARRAY,
    DXIL_RK_TEXTURE2DMSARRAY, DXIL_RK_TEXTURECUBEARRAY, DXIL_RK_TYPED_BUFFER, DXIL_RK_RAW_BUFFER,
    DXIL_RK_STRUCTURED_BUFFER, DXIL_RK_CBUFFER, DXIL_RK_SAMPLER, DXIL_RK_TBUFFER,
    DXIL_RK_RT_ACCELERATION_STRUCTURE, DXIL_RK_FEEDBACK_TEXTURE2D, DXIL_RK_FEEDBACK_TEXTURE2DARRAY,
};

/* DXIL::ResourceClass */
typedef enum dxil_resource_class {
    DXIL_RES_SRV = 0, DXIL_RES_UAV = 1, DXIL_RES_CBV = 2, DXIL_RES_SAMPLER = 3,
} dxil_resource_class;

typedef struct dxil_resource {
    uint32_t res_class;        /* dxil_resource_class */
    uint32_t id;               /* record ID: what createHandle's rangeID refers to */
    const char *name;
    ir_global *symbol;         /* the global variable naming it, if any */
    uint32_t space;
    uint32_t lower_bound;
    uint32_t range_size;       /* 0xFFFFFFFF = unbounded */
    uint32_t kind;             /* DXIL::ResourceKind (Texture2D, StructuredBuffer, CBuffer...) */
    /* SRV/UAV */
    uint32_t sample_count;
    uint32_t element_type;     /* DXIL::ComponentType for typed resources (tag 0) */
    uint32_t stride;           /* structured buffer stride (tag 1) */
    uint32_t sampler_feedback_type; /* tag 2 */
    bool globally_coherent, has_counter, rov, is_atomic64 /* tag 3 */;
    /* CBV */
    uint32_t cb_size;
    /* sampler */
    uint32_t sampler_kind;     /* DXIL::SamplerKind */
} dxil_resource;

typedef struct dxil_sig_element {
    uint32_t id;
    const char *semantic;      /* user name ("TEXCOORD") or SV name as written */
    uint32_t num_indices;
    uint32_t *semantic_indices;
    uint32_t comp_type;        /* DXIL::ComponentType */
    uint32_t system_value;     /* DXIL::SemanticKind */
    uint32_t interp_mode;      /* DXIL::InterpolationMode */
    uint32_t rows, cols;
    int32_t start_row;         /* -1: not allocated */
    int32_t start_col;
    uint32_t output_stream;    /* GS */
    uint32_t dyn_index_mask;
    uint32_t usage_mask;       /* from the container part, if present */
} dxil_sig_element;

typedef struct dxil_signature {
    uint32_t count;
    dxil_sig_element *elements; /* elements[i].id == i (checked by the reader) */
} dxil_signature;

typedef struct dxil_entry_point {
    ir_function *func;         /* NULL for a library's dx.entryPoints header entry */
    const char *name;
    uint32_t shader_kind;      /* dxil_shader_kind; per entry for libraries */
    dxil_signature inputs, outputs, patch_constants;
    uint32_t num_resources[4]; /* indexed by dxil_resource_class */
    dxil_resource *resources[4];
    uint64_t shader_flags;
    /* properties */
    uint32_t numthreads[3];
    uint32_t wave_size_min, wave_size_max, wave_size_preferred; /* 0 = unset */
    struct { uint32_t input_primitive, max_vertex_count, instance_count, stream_mask,
                      output_topology; } gs;
    struct { ir_function *patch_constant_func; uint32_t input_cp_count, output_cp_count,
             domain, partitioning, output_primitive; float max_tess_factor; } hs;
    struct { uint32_t domain, input_cp_count; } ds;
    struct { uint32_t max_vertex_count, max_primitive_count, output_topology, payload_size; } ms;
    struct { uint32_t payload_size; } as;
    /* Added by the DXIL layer. */
    uint32_t auto_binding_space;     /* tag 5; UINT32_MAX = unset */
    uint32_t ray_payload_size, ray_attrib_size; /* tags 6, 7 (libraries) */
    const ir_md *root_signature;     /* tag 12: the serialized root signature node, raw */
    struct {                         /* work-graph node shaders, tags 13-22 */
        uint32_t launch_type;        /* DXIL::NodeLaunchType; 0 = not a node */
        bool is_program_entry;
        const char *id_name;         /* NodeId (tag 15), NULL if unset */
        uint32_t id_index;
        int32_t local_root_args_table_index; /* -1 = unset */
        const char *share_input_name; /* tag 17, NULL if unset */
        uint32_t share_input_index;
        uint32_t dispatch_grid[3], max_dispatch_grid[3];
        uint32_t max_recursion_depth;
        const ir_md *inputs, *outputs; /* tags 20, 21: raw node-IO records */
    } node;
} dxil_entry_point;

typedef struct dxil_module_info {
    uint32_t shader_kind;      /* from dx.shaderModel ("lib" for libraries) */
    uint32_t sm_major, sm_minor;
    uint32_t dxil_major, dxil_minor;
    uint32_t valver_major, valver_minor;
    uint32_t num_entry_points;
    dxil_entry_point *entry_points;
    /* Added by the DXIL layer: all of dx.resources (a library's entries may
     * list none of their own). Entries whose resource list is this same
     * node share these arrays. */
    uint32_t num_resources[4];
    dxil_resource *resources[4];
} dxil_module_info;

/* "NAME STAGE\n" per entry point with a function, NAME as
 * options.entry_point takes it (dxil_exports.c). */
void dxil_list_entries(struct d2s_ctx *ctx, const dxil_module_info *info, struct d2s_strbuf *sb);
/* The entry point `want` names (mangled or export name; NULL: the first
 * with a function); fails naming `want` if there is none. */
const dxil_entry_point *dxil_find_entry(struct d2s_ctx *ctx, const dxil_module_info *info, const char *want);

/* Reads dx.* metadata of an ir_module into m->dxil and lowers every call of a
 * dx.op.* declaration into an IR_OP_DXOP instruction, checking its operands
 * against the op table. `container` (may be NULL) supplies the ISG1/OSG1/PSG1
 * parts for the signature cross-check. Fails through d2s_fail(). */
void dxil_read_module(ir_module *m, const struct d2s_container *container);

/* Replaces every call of a dx.op.* declaration by IR_OP_DXOP after checking
 * it against the op table, and sets the declarations' dxop_class
 * (src/dxil/dxil_ops_lower.c). Part of dxil_read_module(). */
void dxil_lower_dxops(ir_module *m);

#endif
