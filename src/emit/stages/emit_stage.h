/* Graphics stages, shared by emit_stage_io.c (signatures -> interface
 * variables), emit_stage_access.c (element loads and stores),
 * emit_dxop_io.c (signature access ops), emit_dxop_sysval.c
 * (system-value ops, discard, geometry streams) and emit_stage_entry.c
 * (execution modes and entry wrappers). Nothing else includes this; the
 * rest of the emitter sees the declarations in emit_internal.h.
 *
 * Every signature element of the entry point gets its variable up front,
 * whether the code touches it or not, so that the interface a stage
 * declares is the one its signature promises to the neighbouring stages.
 * Accesses are scalar (one register component), as in DXIL; the element's
 * variable keeps the element's shape:
 *   [vertex array] [row array if rows > 1] vector of cols (or a scalar),
 * and loads/stores convert between the op's overload type and the 32-bit
 * variable type (16-bit values travel as 32-bit ones: no
 * StorageInputOutput16 needed, and a 16-bit value still fills a whole
 * register component in D3D).
 */
#ifndef D2S_EMIT_STAGE_H
#define D2S_EMIT_STAGE_H

#include "emit/emit_internal.h"

/* Signature kinds, indexing emit_stage_state.sig. */
enum { SIG_IN, SIG_OUT, SIG_PATCH, SIG_COUNT };

/* How an element's accesses reach its variable. */
enum {
    MAP_NONE,      /* no variable: stores are dropped (see the classification) */
    MAP_LOCATION,  /* user variable: Location start row (or target index), Component start column */
    MAP_BUILTIN,   /* a built-in scalar/vector variable of its own */
    MAP_ARRAY,     /* components of a float[] built-in (clip/cull distances, tess factors) from `base` */
};

/* Value fix-ups between the D3D and the Vulkan meaning of a built-in. */
enum {
    FIX_NONE,
    FIX_FRAGCOORD,   /* .w: D3D has the clip w, Vulkan 1/w */
    FIX_VERTEX_ID,   /* VertexIndex - BaseVertex */
    FIX_INSTANCE_ID, /* InstanceIndex - BaseInstance */
    FIX_BOOL,        /* a bool built-in read as an integer (0 / ~0) */
    FIX_BOOL_ONE,    /* a bool built-in read as an integer (0 / 1) */
    FIX_MASK_ARRAY,  /* SampleMask: a uint[1] */
};

typedef struct emit_sig_var {
    const dxil_sig_element *el;
    uint8_t sig;            /* SIG_* it belongs to */
    uint8_t map;            /* MAP_* */
    uint8_t fix;            /* FIX_* */
    bool comp_signed;       /* declared with a signed int component type */
    bool comp_float;        /* float component type (else integer or bool) */
    bool rows_array;        /* an array level per row */
    bool per_vertex;        /* PS: PerVertexKHR array of 3 (AttributeAtVertex) */
    uint8_t read_cols;      /* PS input / DS patch constant: the columns some LoadInput, Eval*,
                               AttributeAtVertex or LoadPatchConstant reads (bit c: column c; all
                               four for a dynamic one); 0: unread */
    bool shadow;            /* also written to its register's location (shadow_var) */
    spv_id shadow_var;
    /* HS tess factors: the hull shader's own values (before the clamp and
     * rounding the tessellator gets) at the element's location, for a
     * domain shader that reads them (emit_stage_io.c) */
    struct emit_sig_var *raw_copy;
    int32_t builtin;        /* SpvBuiltIn, -1 for locations */
    spv_id var;
    SpvStorageClass sc;
    spv_id comp_type;       /* one component as declared: f32, i32, u32 or bool */
    uint32_t vec;           /* components of the innermost vector (1 = scalar) */
    uint32_t arrayed;       /* per-vertex array length, 0 = none */
    uint32_t base;          /* MAP_ARRAY: array index of the element's first component */
    int32_t location;       /* MAP_LOCATION, or the shadow variable's */
    uint32_t component;
    struct emit_xfb_copy *xfb; /* stream-output copies (emit_stage_xfb.c) */
    bool xfb_only;          /* no variable of its own; location = its first copy's */
    bool remapped;          /* location/component chosen by options.location_remap */
    uint8_t blend_index;    /* PS target: the Index decoration (dual-source blending) */
} emit_sig_var;

/* Components [col, col + count) of row `row` of an element, also written to
 * a variable of their own that transform feedback captures (see
 * emit_stage_xfb.c). */
typedef struct emit_xfb_copy {
    struct emit_xfb_copy *next;
    uint32_t row, col, count;
    spv_id var;
    spv_id comp_type;       /* f32, i32 or u32 */
    bool comp_float, comp_signed;
} emit_xfb_copy;

/* Built-in inputs shared by signature elements and system-value ops, made
 * on first use. */
enum {
    SBI_VERTEX_INDEX, SBI_BASE_VERTEX, SBI_INSTANCE_INDEX, SBI_BASE_INSTANCE, SBI_INVOCATION_ID,
    SBI_PRIMITIVE_ID, SBI_TESS_COORD, SBI_SAMPLE_ID, SBI_SAMPLE_MASK, SBI_FULLY_COVERED,
    SBI_VIEW_INDEX, SBI_FRONT_FACING, SBI_FRAG_COORD, SBI_LAYER, SBI_VIEWPORT_INDEX,
    SBI_SHADING_RATE, SBI_BARY, SBI_BARY_NOPERSP,
    SBI_COUNT
};

struct emit_stage_state {
    emit_sig_var *sig[SIG_COUNT];   /* by element id */
    uint32_t count[SIG_COUNT];
    spv_id builtin[SBI_COUNT];
    /* float[] built-ins per signature kind: clip and cull distances */
    spv_id clip_var[SIG_COUNT], cull_var[SIG_COUNT];
    uint32_t clip_size[SIG_COUNT], cull_size[SIG_COUNT];
    spv_id tess_outer, tess_inner;  /* TessLevelOuter/Inner (HS outputs, DS inputs) */
    spv_id point_size;              /* PointSize output written as 1.0, 0 = none */
    uint32_t vertex_count;          /* GS/DS/HS input array length */
    uint32_t output_cp_count;       /* HS output array length */
    bool depth_replacing;
    uint32_t depth_mode;            /* 0, or SpvExecutionModeDepthGreater/Less */
    bool sample_shading;            /* a sample-interpolated input */
    /* PS: runs per sample in both APIs (a sample-interpolated input, SV_SampleIndex); then inputs
     * D3D evaluates at the pixel centre or centroid are evaluated there explicitly (emit_stage_io.c) */
    bool per_sample;
    spv_id frag_coord_centre;       /* PS per sample: Private vec4, SV_Position at the pixel centre */
    uint8_t frag_coord_centre_cols; /* its columns some instruction reads (z, w moved to the centre only then) */
    uint8_t bary_im[2];             /* interpolation mode + 1 of the perspective / noperspective SV_Barycentrics */
    bool stencil_export;
    spv_id discard_fn;              /* void discard_if(bool), body made at the end */
    spv_id sample_count;            /* RenderTargetGetSampleCount's spec constant, 0 = none yet */
    spv_id rt_sample_positions;     /* RenderTargetGetSamplePosition's table, 0 = none yet */
    /* stream output (emit_stage_xfb.c) */
    bool xfb;                       /* a stream-output description is in force */
    uint32_t raster_stream;         /* DXIL2SPV_NO_RASTERIZED_STREAM: none */
    uint32_t captured_streams;      /* mask of streams with captured entries */
    /* mesh and amplification shaders (emit_stage_mesh.c) */
    spv_id mesh_indices;            /* PrimitiveTriangle/LineIndicesEXT, 0 = not yet */
    spv_id mesh_payload;            /* MS: the TaskPayloadWorkgroupEXT input, 0 = not yet */
    spv_id mesh_payload_type;       /* its pointer type */
    spv_id task_counts;             /* AS: Private uvec3 of DispatchMesh's group counts */
    spv_id task_payload;            /* AS: the TaskPayloadWorkgroupEXT variable EmitMeshTasks sends */
    spv_id task_payload_type;       /* its pointee type */
    /* view instancing (emit_stage_views.c): the ViewportIndex output
     * written with the view's location, 0 = none */
    spv_id view_viewport;
    spv_id view_id_map, viewport_map; /* view instancing by spec constants */
};

/* D3D compares semantic names without regard to case (emit_stage_io.c). */
bool emit_semantic_eq(const char *a, const char *b);
/* "output element 3 ('TEXCOORD1')" for messages (emit_stage_io.c). */
const char *emit_sig_desc(emit_ctx *ec, uint32_t sig, const dxil_sig_element *el);
/* The state (made by emit_stage_begin). */
struct emit_stage_state *emit_stage_of(emit_ctx *ec);
/* A built-in input (SBI_*), made on first use and added to the interface. */
spv_id emit_stage_builtin(emit_ctx *ec, uint32_t which);
/* The element `op` (an immediate signature-element id) of signature `sig`;
 * fails if the op names an element that does not exist. */
emit_sig_var *emit_sig_element(emit_ctx *ec, ir_instr *in, uint32_t sig, uint32_t op);
/* Reads component (row, col) of an element, of vertex `vertex` (a u32 id;
 * 0 = not arrayed, and it must be given exactly when the element's
 * variable is arrayed), converted to the type of in's result. `row` is the
 * IR row operand (NULL = row 0). */
spv_id emit_sig_load(emit_ctx *ec, ir_instr *in, emit_sig_var *sv, spv_id vertex, ir_value *row, uint32_t col);
/* Whether sv is an output stored whole by emit_sig_store_vector: a vector
 * of the element's columns, a location or a built-in, not bool, with no
 * stream-output or shadow copies. */
bool emit_sig_can_store_vector(const emit_ctx *ec, const emit_sig_var *sv);
/* Writes all columns of a row at once: values[c] (of IR type types[c]) is
 * column c. */
void emit_sig_store_vector(emit_ctx *ec, emit_sig_var *sv, spv_id vertex, ir_value *row, const spv_id *values,
                           const ir_type *const *types);
/* Writes `value` (of IR type vt) to component (row, col). */
void emit_sig_store(emit_ctx *ec, emit_sig_var *sv, spv_id vertex, ir_value *row, uint32_t col, spv_id value,
                    const ir_type *vt);
/* Pointer to the row vector (or scalar) of a user element, of vertex
 * `vertex` as above, for the InterpolateAt* instructions; *type receives
 * the pointee type. */
spv_id emit_sig_row_ptr(emit_ctx *ec, emit_sig_var *sv, ir_value *row, spv_id *type);
/* Converts a value of the variable's component type to IR type `want`. */
spv_id emit_sig_convert_in(emit_ctx *ec, const emit_sig_var *sv, spv_id v, ir_type *want);
/* The body of the conditional-discard helper, if one was called
 * (emit_dxop_sysval.c). */
void emit_stage_discard_body(emit_ctx *ec);
/* Stores PointSize = 1.0 when the stage writes it (D3D points are 1 pixel). */
void emit_stage_write_point_size(emit_ctx *ec);
/* A per-sample pixel shader's SV_Position at the pixel centre, stored to
 * frag_coord_centre (called first thing in the entry point). */
void emit_stage_store_frag_coord_centre(emit_ctx *ec);
/* Whether stores to sv's built-in negate y (options.flip_y on the position
 * a VS, DS or GS writes; emit_stage_access.c). */
bool emit_stage_flips_y(const emit_ctx *ec, const emit_sig_var *sv);

/* The capabilities of a Layer / ViewportIndex output of a VS, DS or GS. */
void emit_stage_output_layer_caps(emit_ctx *ec, bool viewport);

/* D3D12 view instancing (options.view_instancing; emit_stage_views.c). */
/* Refuses a view-instance count on a stage that is not the last before the
 * rasterizer (every stage calls it first). */
void emit_views_check_stage(emit_ctx *ec);
/* SV_ViewID: ViewIndex, or the view instance a spec constant maps it to. */
spv_id emit_views_view_id(emit_ctx *ec);
/* After the signature variables exist: the ViewportIndex output the
 * locations need where the shader declares none. */
void emit_views_begin(emit_ctx *ec);
/* Whether the stage writes the view's viewport at its start (VS, DS) or
 * before each emitted vertex (GS): emit_views_write_base. */
bool emit_views_writes_base(const emit_ctx *ec);
void emit_views_write_base(emit_ctx *ec);
/* A value the shader stores to SV_ViewportArrayIndex (sv), plus its
 * view's location. */
spv_id emit_views_offset_store(emit_ctx *ec, const emit_sig_var *sv, spv_id value);

/* Mesh and amplification shaders (emit_stage_mesh.c). */
/* Capabilities, limits and the amplification payload; from emit_stage_begin. */
void emit_mesh_begin(emit_ctx *ec);
/* The output array length of a mesh shader's vertices or primitives: the
 * declared maximum, 0 raised to Vulkan's minimum of 1. */
uint32_t emit_mesh_capacity(const emit_ctx *ec, bool primitives);
/* The execution modes of a mesh shader. */
void emit_mesh_modes(emit_ctx *ec, spv_id fn);
/* An amplification shader's entry: the DXIL entry, then EmitMeshTasksEXT. */
spv_id emit_task_wrapper(emit_ctx *ec, spv_id entry);

/* Caller-chosen locations (emit_stage_locations.c). */
/* Passes the default Location/Component of a located element of signature
 * `sig` through options.location_remap, if set, and checks the answer. */
void emit_stage_remap_location(emit_ctx *ec, uint32_t sig, emit_sig_var *sv, int32_t *loc, uint32_t *comp);
/* Whether options.location_remap is in force. */
bool emit_stage_remapping(const emit_ctx *ec);
/* The Location of pixel-shader render target `target`: itself, or with
 * dual-source blending 0 with sv->blend_index set (refusing other targets). */
/* The Location of SV_Target`target`; -1: dual-source blending leaves it nowhere to go (warned). */
int32_t emit_stage_target_location(emit_ctx *ec, emit_sig_var *sv, int32_t target);

/* Stream output and rasterized-stream selection (emit_stage_xfb.c). */
/* Refuses a description for a stage that feeds no stream output (every
 * stage, compute included, calls it first). */
void emit_xfb_check_stage(emit_ctx *ec);
/* Reads the rasterized stream; before the variables are made. */
void emit_xfb_begin(emit_ctx *ec);
/* Whether a geometry-shader output element gets its own variable: only the
 * rasterized stream's elements do (the others reach transform feedback
 * through copies). Called before the variables are made. */
bool emit_xfb_keeps_output(emit_ctx *ec, const emit_sig_var *sv);
/* After the output variables exist: validates the stream-output
 * description, decorates captured variables and makes the copies. */
void emit_xfb_setup(emit_ctx *ec);
/* The SPIR-V stream an EmitStream/CutStream on D3D stream `stream` becomes,
 * or -1 when nothing observes that stream (the op is dropped). */
int32_t emit_xfb_stream_target(emit_ctx *ec, uint32_t stream);
/* The Xfb execution mode, when stream output is in force. */
void emit_xfb_modes(emit_ctx *ec, spv_id fn);

#endif
