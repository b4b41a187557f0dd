/* DXR ray-tracing pipeline stages (emit_stage_raytracing.c) and their
 * dx.ops (emit_dxop_raytracing.c): raygeneration, intersection, anyhit,
 * closesthit, miss and callable shaders of a lib_6_x module ->
 * SPV_KHR_ray_tracing execution models.
 *
 * D3D passes a hit shader its payload and attributes, and a callable shader
 * its data, as pointer parameters of the entry function; SPIR-V entry points
 * take no parameters, so the parameters become the stage's incoming
 * variables (IncomingRayPayloadKHR, HitAttributeKHR,
 * IncomingCallableDataKHR) and the entry's argument values are those
 * variables.
 */
#ifndef D2S_EMIT_RAYTRACING_H
#define D2S_EMIT_RAYTRACING_H

#include "emit/emit_internal.h"

/* One entry per ray-tracing shader kind. */
typedef struct emit_rt_stage {
    uint32_t shader_kind;          /* dxil_shader_kind */
    SpvExecutionModel model;
    uint32_t num_params;           /* pointer parameters of the DXIL entry */
    SpvStorageClass param_sc[2];   /* the variable each parameter becomes */
} emit_rt_stage;

/* The description of a ray-tracing shader kind; NULL for other kinds. */
const emit_rt_stage *emit_rt_stage_of(uint32_t shader_kind);
/* Capabilities and checks, before any function is emitted. */
void emit_rt_begin(emit_ctx *ec);
/* In the entry function, before its blocks: the parameters become the
 * stage's incoming variables (vmap/vsc of the argument values). */
void emit_rt_bind_entry_args(emit_ctx *ec, ir_function *f);
/* After every function: helper bodies (IgnoreHit, AcceptHitAndEndSearch);
 * sets the execution model. Returns the entry function. */
spv_id emit_rt_finish(emit_ctx *ec, spv_id entry, SpvExecutionModel *model);

/* Library resources: a load of a resource's global symbol (or of an element
 * of its array) becomes a handle (for CreateHandleForLib) instead of a
 * memory access; true when `in` was such a load. */
bool emit_lib_resource_load(emit_ctx *ec, ir_instr *in);
/* A getelementptr into a resource array symbol: left for the load (true). */
bool emit_lib_resource_gep(emit_ctx *ec, ir_instr *in);
void emit_register_raytracing_ops(emit_dxop_fn *table);

#endif
