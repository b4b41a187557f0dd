/* The stage table: one entry per DXIL shader kind (dxil_shader_kind), the
 * one place that says what a stage is to the emitter — its SPIR-V execution
 * model, the interface it may declare, its entry wrapper (a function in the
 * stage's own file), and its bit in the generated dx.op table's stage masks.
 *
 * Adding a stage: its entry here (emit_stage_table.c) and the stage's own
 * file with its finish function (entry wrapper and execution modes).
 * D3D's rule of which dx.ops a stage may call is the generated table's
 * stage mask (dxil_op_info.stage_mask), checked once for every dx.op call
 * by emit_stage_check_dxop(); handlers check only what our translation
 * lacks.
 */
#ifndef D2S_EMIT_STAGE_TABLE_H
#define D2S_EMIT_STAGE_TABLE_H

#include "emit/emit_internal.h"

/* The stage's entry wrapper and execution modes, after every function is
 * emitted: returns the SPIR-V entry function (the DXIL entry or a wrapper
 * around it). */
typedef spv_id (*emit_stage_finish_fn)(emit_ctx *ec, spv_id entry);

enum {
    /* an entry point of this kind is translated (else refused by name) */
    EMIT_STAGE_TRANSLATED = 1u << 0,
    /* thread groups: numthreads, LocalSize, compute built-ins, group sync */
    EMIT_STAGE_GROUPS = 1u << 1,
    /* reads and writes its signatures with LoadInput / StoreOutput */
    EMIT_STAGE_IO_OPS = 1u << 2,
    /* may be the stage stream output captures (VS, DS, GS) */
    EMIT_STAGE_STREAM_OUT = 1u << 3,
    /* its outputs feed the rasterizer (VS, DS, GS, MS) */
    EMIT_STAGE_RASTER_OUT = 1u << 4,
    /* a DXR ray-tracing pipeline stage (SPV_KHR_ray_tracing) */
    EMIT_STAGE_RAY_TRACING = 1u << 5,
};

/* Signatures a stage may declare (bits 1u << SIG_IN / SIG_OUT / SIG_PATCH,
 * emit_stage.h): anything else is refused as invalid input. */
enum { EMIT_SIGS_IN = 1u << 0, EMIT_SIGS_OUT = 1u << 1, EMIT_SIGS_PATCH = 1u << 2 };

/* How the stage gets derivatives (emit_require_derivatives). */
enum {
    EMIT_DERIVS_NONE = 0,     /* none: refused */
    EMIT_DERIVS_QUADS,        /* pixel quads (SPIR-V Fragment) */
    EMIT_DERIVS_GROUP_QUADS,  /* quads of the thread group (SM 6.6 compute derivatives) */
    /* thread-group derivatives outside GLCompute need
     * SPV_KHR_compute_shader_derivatives, which Debian 12's SPIR-V tools
     * (2023.1) reject: refused naming it */
    EMIT_DERIVS_GROUP_QUADS_KHR,
};

/* No SPIR-V execution model (library, node). */
#define EMIT_NO_EXECUTION_MODEL SpvExecutionModelMax

typedef struct emit_stage_desc {
    uint32_t kind;                 /* dxil_shader_kind; the table is indexed by it */
    SpvExecutionModel model;       /* EMIT_NO_EXECUTION_MODEL: not a SPIR-V stage */
    uint32_t flags;                /* EMIT_STAGE_* */
    uint32_t signatures;           /* EMIT_SIGS_*: the signatures it may declare */
    uint32_t derivatives;          /* EMIT_DERIVS_* */
    /* Interface rules of ray-tracing entries: D3D passes the payload /
     * attributes / callable data as pointer parameters of the entry; each
     * becomes a variable of this storage class. */
    uint32_t num_entry_params;
    SpvStorageClass entry_param_sc[2];
    emit_stage_finish_fn finish;   /* NULL: the entry as it is (compute) */
} emit_stage_desc;

/* The entry of `kind` (an entry with flags 0 for kinds outside the enum). */
const emit_stage_desc *emit_stage_desc_of(uint32_t kind);
/* The bit of `kind` in dxil_op_info.stage_mask (generated from the DXIL
 * op table, in DXIL::ShaderKind order). */
uint32_t emit_stage_bit(uint32_t kind);

/* Finish functions, each in its stage's own file. */
spv_id emit_vertex_finish(emit_ctx *ec, spv_id entry);    /* emit_stage_entry.c */
spv_id emit_pixel_finish(emit_ctx *ec, spv_id entry);
spv_id emit_geometry_finish(emit_ctx *ec, spv_id entry);
spv_id emit_hull_finish(emit_ctx *ec, spv_id entry);
spv_id emit_domain_finish(emit_ctx *ec, spv_id entry);
spv_id emit_mesh_finish(emit_ctx *ec, spv_id entry);      /* emit_stage_mesh.c */
spv_id emit_task_finish(emit_ctx *ec, spv_id entry);
spv_id emit_rt_finish(emit_ctx *ec, spv_id entry);        /* emit_stage_raytracing.c */

/* The one check of D3D's stage rule for every dx.op call (emit_function.c):
 * an op the generated table's stage mask excludes from the stage of the
 * entry being translated is refused, naming the op and the stage. */
void emit_stage_check_dxop(emit_ctx *ec, ir_instr *in);

#endif
