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
