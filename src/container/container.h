/* DXBC container reader: locates and decodes the parts of a shader blob.
 * Every offset and size is bounds-checked against the blob; errors name the
 * part and field (d2s_fail with D2S_ERR_INVALID). Nothing here looks inside
 * the bitcode.
 *
 * Everything the container points at (names, bitcode, PSV tables) is a view
 * into the caller's input bytes, which must outlive the d2s_container; only
 * the part list, signature element arrays and the decoded PSV/root signature
 * headers are copied into the arena.
 *
 * What d2s_container_parse() does per part, and why: the translator needs
 * the DXIL program header and the signatures on every call, so those are
 * decoded eagerly. PSV0 is validated completely (every size, count, string
 * and table bound) but decoded zero-copy: d2s_psv holds the runtime info and
 * validated spans, and records are read on demand with d2s_psv_resource_at()
 * / d2s_psv_sig_element_at(), so the hot path allocates one small struct.
 * RTS0 (rare in DXC output, needed for bindings when present) is decoded
 * into arrays. RDAT, VERS and ILDN are bounds-checked only; the dump walks
 * them again in detail. Unknown parts are listed and skipped.
 */
#ifndef D2S_CONTAINER_H
#define D2S_CONTAINER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dxil2spv.h"
#include "util/ctx.h"

/* Part FourCCs as stored (c0 | c1<<8 | c2<<16 | c3<<24). */
#define D2S_FOURCC(a, b, c, d) \
    ((uint32_t)(uint8_t)(a) | (uint32_t)(uint8_t)(b) << 8 | (uint32_t)(uint8_t)(c) << 16 | \
     (uint32_t)(uint8_t)(d) << 24)
#define D2S_FOURCC_DXBC D2S_FOURCC('D', 'X', 'B', 'C')
#define D2S_FOURCC_DXIL D2S_FOURCC('D', 'X', 'I', 'L')
#define D2S_FOURCC_ILDB D2S_FOURCC('I', 'L', 'D', 'B')
#define D2S_FOURCC_STAT D2S_FOURCC('S', 'T', 'A', 'T')
#define D2S_FOURCC_ISG1 D2S_FOURCC('I', 'S', 'G', '1')
#define D2S_FOURCC_OSG1 D2S_FOURCC('O', 'S', 'G', '1')
#define D2S_FOURCC_PSG1 D2S_FOURCC('P', 'S', 'G', '1')
#define D2S_FOURCC_PSV0 D2S_FOURCC('P', 'S', 'V', '0')
#define D2S_FOURCC_RTS0 D2S_FOURCC('R', 'T', 'S', '0')
#define D2S_FOURCC_SFI0 D2S_FOURCC('S', 'F', 'I', '0')
#define D2S_FOURCC_HASH D2S_FOURCC('H', 'A', 'S', 'H')
#define D2S_FOURCC_ILDN D2S_FOURCC('I', 'L', 'D', 'N')
#define D2S_FOURCC_VERS D2S_FOURCC('V', 'E', 'R', 'S')
#define D2S_FOURCC_RDAT D2S_FOURCC('R', 'D', 'A', 'T')
/* SM 4.0-5.1 (FXC) parts */
#define D2S_FOURCC_SHDR D2S_FOURCC('S', 'H', 'D', 'R')
#define D2S_FOURCC_SHEX D2S_FOURCC('S', 'H', 'E', 'X')
#define D2S_FOURCC_ISGN D2S_FOURCC('I', 'S', 'G', 'N')
#define D2S_FOURCC_OSGN D2S_FOURCC('O', 'S', 'G', 'N')
#define D2S_FOURCC_OSG5 D2S_FOURCC('O', 'S', 'G', '5')
#define D2S_FOURCC_PCSG D2S_FOURCC('P', 'C', 'S', 'G')
#define D2S_FOURCC_RDEF D2S_FOURCC('R', 'D', 'E', 'F')

typedef struct d2s_container_part {
    uint32_t fourcc;           /* as stored: c0 | c1<<8 | c2<<16 | c3<<24 */
    char name[5];              /* printable FourCC */
    uint32_t offset;           /* of the part data, from the container start */
    uint32_t size;
    const uint8_t *data;
} d2s_container_part;

/* DXIL / ILDB / STAT program header */
typedef struct d2s_program_header {
    uint32_t program_version;  /* bits 0-3 minor, 4-7 major, 16-31 shader kind */
    uint32_t shader_kind, sm_major, sm_minor;
    uint32_t dxil_major, dxil_minor;
    const uint8_t *bitcode;
    uint32_t bitcode_size;
} d2s_program_header;

typedef struct d2s_sig_part_element {
    uint32_t stream;
    const char *semantic_name;
    uint32_t semantic_index;
    uint32_t system_value;     /* DxilProgramSigSemantic */
    uint32_t comp_type;        /* DxilProgramSigCompType */
    uint32_t reg;
    uint8_t mask;
    uint8_t rw_mask;           /* NeverWrites (outputs) / AlwaysReads (inputs) */
    uint32_t min_precision;
} d2s_sig_part_element;

typedef struct d2s_sig_part {
    bool present;
    char part[5];              /* the part it came from: ISGN, OSGN, OSG5, PCSG, ISG1, OSG1 or PSG1 */
    uint32_t count;
    d2s_sig_part_element *elements;
} d2s_sig_part;

/* SM 4.0-5.1 bytecode: the SHDR (SM 4.x) or SHEX (SM 5.x) part. The tokens
 * are decoded by src/dxbc; the container only checks the version and
 * length tokens against the part. */
typedef struct d2s_dxbc_program {
    const uint8_t *tokens;     /* the part data, little-endian dwords */
    uint32_t token_count;      /* from the length token (dword 1) */
    uint32_t program_type;     /* D3D10_SB_TOKENIZED_PROGRAM_TYPE: 0 pixel, 1 vertex, 2 geometry,
                                  3 hull, 4 domain, 5 compute */
    uint32_t sm_major, sm_minor;
    const char *part_name;     /* "SHDR" or "SHEX" */
} d2s_dxbc_program;

/* One bound resource of an RDEF part (names for reflection; never
 * required). */
typedef struct d2s_rdef_binding {
    const char *name;
    uint32_t input_type;       /* D3D_SHADER_INPUT_TYPE */
    uint32_t return_type, dimension, num_samples;
    uint32_t bind_point, bind_count, flags;
    uint32_t space, id;        /* SM 5.1 (RD11 with 40-byte records); else 0 and the index */
} d2s_rdef_binding;

typedef struct d2s_rdef {
    uint32_t creator_major, creator_minor; /* target version byte pair */
    const char *creator;       /* compiler string, "" if absent */
    uint32_t num_bindings;
    d2s_rdef_binding *bindings;
    uint32_t num_cbuffers;
    const char **cbuffer_names;
    uint32_t *cbuffer_sizes;
} d2s_rdef;

/* ---- PSV0 ---------------------------------------------------------------- */

/* PSVRuntimeInfo0..4 decoded. The 16-byte stage union is decoded for the
 * stage in `shader_stage` only (compute and ray tracing stages have none);
 * fields of versions not present are 0. */
typedef struct d2s_psv_runtime_info {
    union {
        struct { uint8_t output_position_present; } vs;
        struct { uint32_t input_control_points, output_control_points, domain, output_primitive; } hs;
        struct { uint32_t input_control_points; uint8_t output_position_present; uint32_t domain; } ds;
        struct { uint32_t input_primitive, output_topology, output_stream_mask;
                 uint8_t output_position_present; } gs;
        struct { uint8_t depth_output, sample_frequency; } ps;
        struct { uint32_t groupshared_bytes_used, groupshared_bytes_view_id_dependent, payload_size;
                 uint16_t max_output_vertices, max_output_primitives; } ms;
        struct { uint32_t payload_size; } as;
    } stage;
    uint8_t stage_raw[16];     /* the union as stored */
    uint32_t min_wave_lanes, max_wave_lanes;          /* Info0 */
    uint32_t shader_stage;     /* Info1 ShaderStage, else the program header's kind */
    uint8_t uses_view_id;      /* Info1 from here */
    uint16_t max_vertex_count; /* GS */
    uint8_t sig_patch_const_or_prim_vectors; /* HS/DS/MS */
    uint8_t mesh_output_topology;            /* MS */
    uint8_t sig_input_elements, sig_output_elements, sig_patch_const_or_prim_elements;
    uint8_t sig_input_vectors;
    uint8_t sig_output_vectors[4];
    uint32_t num_threads[3];   /* Info2 */
    const char *entry_function_name; /* Info3 (NULL before) */
    uint32_t num_bytes_groupshared; /* Info4 */
} d2s_psv_runtime_info;

typedef struct d2s_psv_resource {
    uint32_t res_type;         /* PSVResourceType */
    uint32_t space, lower_bound, upper_bound; /* upper inclusive; 0xFFFFFFFF unbounded */
    uint32_t res_kind;         /* PSVResourceKind (Info1 only, else 0) */
    uint32_t res_flags;        /* PSVResourceFlag (Info1 only, else 0) */
} d2s_psv_resource;

typedef struct d2s_psv_sig_element {
    const char *semantic_name; /* from the string table, NUL-terminated */
    uint32_t semantic_indexes; /* first of `rows` entries of the semantic index table */
    uint8_t rows, start_row, cols, start_col;
    bool allocated;
    uint8_t semantic_kind;     /* PSVSemanticKind */
    uint8_t comp_type;         /* DxilProgramSigCompType */
    uint8_t interp_mode;       /* DXIL::InterpolationMode */
    uint8_t dynamic_mask, stream;
} d2s_psv_sig_element;

/* A validated PSV0 part. Spans point into the part; sizes were checked, so
 * the accessors below cannot fail. A NULL span means absent. Masks and
 * dependency tables are kept raw (little-endian u32 arrays). */
typedef struct d2s_psv {
    uint32_t runtime_info_size;        /* as stored */
    uint32_t info_version;             /* highest PSVRuntimeInfoN fully present, 0-4 */
    d2s_psv_runtime_info info;
    uint32_t resource_count, resource_stride;
    const uint8_t *resources;
    uint32_t string_table_size;
    const char *string_table;
    uint32_t semantic_index_count;
    const uint8_t *semantic_index_table;
    uint32_t sig_element_count;        /* inputs, then outputs, then patch constant/primitive */
    uint32_t sig_element_stride;
    const uint8_t *sig_elements;
    const uint8_t *view_id_output_mask[4]; /* per GS stream; MaskDwords(outvecs) u32 each */
    uint32_t view_id_output_mask_dwords[4];
    const uint8_t *view_id_pc_mask;    /* HS patch constants / MS primitives */
    uint32_t view_id_pc_mask_dwords;
    const uint8_t *input_to_output[4]; /* per stream; IODwords(in, out[i]) */
    uint32_t input_to_output_dwords[4];
    const uint8_t *input_to_pc;        /* HS */
    uint32_t input_to_pc_dwords;
    const uint8_t *pc_to_output;       /* DS */
    uint32_t pc_to_output_dwords;
} d2s_psv;

/* `i` must be below resource_count / sig_element_count / semantic_index_count;
 * out-of-range indices give zeros. */
void d2s_psv_resource_at(const d2s_psv *psv, uint32_t i, d2s_psv_resource *out);
void d2s_psv_sig_element_at(const d2s_psv *psv, uint32_t i, d2s_psv_sig_element *out);
uint32_t d2s_psv_semantic_index(const d2s_psv *psv, uint32_t i);

/* ---- RTS0 ---------------------------------------------------------------- */

typedef struct d2s_rs_range {
    uint32_t range_type;       /* DxilDescriptorRangeType */
    uint32_t num_descriptors;  /* 0xFFFFFFFF = unbounded */
    uint32_t base_shader_register, register_space;
    uint32_t flags;            /* DxilDescriptorRangeFlags (1.1+, else 0) */
    uint32_t offset_in_table;  /* 0xFFFFFFFF = append */
} d2s_rs_range;

typedef struct d2s_rs_param {
    uint32_t param_type;       /* DxilRootParameterType */
    uint32_t visibility;       /* DxilShaderVisibility */
    union {
        struct { uint32_t num_ranges; d2s_rs_range *ranges; } table;
        struct { uint32_t shader_register, register_space, num_values; } constants;
        struct { uint32_t shader_register, register_space, flags; } descriptor; /* flags 1.1+ */
    } u;
} d2s_rs_param;

typedef struct d2s_rs_static_sampler {
    uint32_t filter, address_u, address_v, address_w;
    float mip_lod_bias;
    uint32_t max_anisotropy, comparison_func, border_color;
    float min_lod, max_lod;
    uint32_t shader_register, register_space, visibility;
    uint32_t flags;            /* version 3 (RS 1.2) only, else 0 */
} d2s_rs_static_sampler;

typedef struct d2s_root_signature {
    uint32_t version;          /* 1 = RS 1.0, 2 = RS 1.1, 3 = RS 1.2 */
    uint32_t flags;            /* DxilRootSignatureFlags */
    uint32_t num_params;
    d2s_rs_param *params;
    uint32_t num_static_samplers;
    d2s_rs_static_sampler *static_samplers;
} d2s_root_signature;

/* ---- container ----------------------------------------------------------- */

typedef enum d2s_container_form {
    D2S_CONTAINER_DXBC = 0,    /* a full DXBC container */
    D2S_CONTAINER_PROGRAM_PART,/* a bare DXIL program part (header + bitcode) */
    D2S_CONTAINER_BITCODE,     /* raw bitcode: shader kind/model/DXIL version unknown (0) */
} d2s_container_form;

typedef struct d2s_container {
    uint32_t num_parts;
    d2s_container_part *parts;
    bool has_dxil;
    d2s_program_header dxil;   /* from the DXIL part (the shader to translate) */
    bool has_dxbc;             /* an SHDR/SHEX part: SM 4.0-5.1 bytecode */
    d2s_dxbc_program dxbc;
    /* Signatures from ISG1/OSG1/PSG1 (DXIL) or ISGN/OSGN/OSG5/PCSG (SM 4/5). */
    d2s_sig_part in_sig, out_sig, pc_sig;
    struct d2s_rdef *rdef;     /* NULL if no RDEF part */
    bool has_sfi0;
    uint64_t feature_flags;    /* SFI0 */
    struct d2s_psv *psv;       /* NULL if no PSV0 */
    struct d2s_root_signature *root_signature; /* NULL if no RTS0 */

    /* Added by the container module. */
    d2s_container_form form;
    uint32_t container_size;   /* ContainerSizeInBytes (input size for other forms) */
    uint16_t version_major, version_minor;
    uint8_t digest[16];        /* container hash as stored */
    bool dxil_from_ildb;       /* no DXIL part: `dxil` is the ILDB debug module */
    bool has_ildb, has_stat;
    d2s_program_header ildb, stat;
    bool has_hash;
    uint32_t hash_flags;       /* DxilShaderHashFlags */
    uint8_t hash_digest[16];
    const char *debug_name;    /* ILDN, NULL if absent */
    bool has_vers;
    struct { uint16_t major, minor; uint32_t flags, commit_count;
             const char *commit_sha, *custom_version; } vers; /* VERS */
    const d2s_container_part *rdat; /* RDAT, validated; decoded by the dump only */
} d2s_container;

/* A serialized root signature on its own: a DXBC container with an RTS0
 * part (what D3D12SerializeVersionedRootSignature writes) or the bytes of
 * an RTS0 part. Fails through d2s_fail(). */
d2s_root_signature *d2s_root_signature_from_blob(d2s_ctx *ctx, const uint8_t *data, size_t size);
/* The public struct form of a decoded root signature (arena-allocated). */
const dxil2spv_root_signature *d2s_root_signature_public(d2s_ctx *ctx, const d2s_root_signature *rs);

/* Parses a DXBC container. A blob that starts with the bitcode magic
 * ('BC' 0xC0DE) or a bare DXIL program header is accepted too, as a
 * container with only a DXIL part. */
void d2s_container_parse(d2s_ctx *ctx, const uint8_t *data, size_t size, d2s_container *out);

/* The first part with this FourCC, or NULL. */
const d2s_container_part *d2s_container_find_part(const d2s_container *c, uint32_t fourcc);

struct d2s_strbuf;
/* Human-readable listing for `dxil2spv --dump-container`. */
void d2s_container_dump(const d2s_container *c, struct d2s_strbuf *out);

/* The DXR subobjects of the RDAT part (none without one); fails on
 * out-of-bounds strings, bytes or index arrays (container_rdat.c). */
void d2s_container_read_subobjects(d2s_ctx *ctx, const d2s_container *c, uint32_t *count,
                                   const dxil2spv_subobject **out);

/* The local root signature subobject the library's associations give the
 * export `export_name`, or NULL (container_rdat.c). */
const dxil2spv_subobject *d2s_subobject_local_root_signature(d2s_ctx *ctx, const dxil2spv_subobject *so, uint32_t n,
                                                             const char *export_name);

#endif
