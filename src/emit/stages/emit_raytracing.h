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

/* True for the six ray-tracing shader kinds (their entries in the stage
 * table, emit_stage_table.c, hold execution model and entry parameters). */
bool emit_rt_stage_is(uint32_t shader_kind);
/* Capabilities and checks, before any function is emitted. */
void emit_rt_begin(emit_ctx *ec);
/* In the entry function, before its blocks: the parameters become the
 * stage's incoming variables (vmap/vsc of the argument values). */
void emit_rt_bind_entry_args(emit_ctx *ec, ir_function *f);
/* After every function: helper bodies (IgnoreHit, AcceptHitAndEndSearch)
 * (emit_rt_finish, the stage table's finish function). */

/* Library resources: a load of a resource's global symbol (or of an element
 * of its array) becomes a handle (for CreateHandleForLib) instead of a
 * memory access; true when `in` was such a load. */
bool emit_lib_resource_load(emit_ctx *ec, ir_instr *in);
/* A getelementptr into a resource array symbol: left for the load (true). */
bool emit_lib_resource_gep(emit_ctx *ec, ir_instr *in);
void emit_register_raytracing_ops(emit_dxop_fn *table);

#endif
