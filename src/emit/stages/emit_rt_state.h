/* State shared by emit_stage_raytracing.c and emit_dxop_raytracing.c only. */
#ifndef D2S_EMIT_RT_STATE_H
#define D2S_EMIT_RT_STATE_H

#include "emit/stages/emit_raytracing.h"

/* An outgoing payload (RayPayloadKHR) or callable-data (CallableDataKHR)
 * variable: one per IR struct type. */
typedef struct emit_rt_outgoing {
    ir_type *type;
    SpvStorageClass sc;
    spv_id var;
} emit_rt_outgoing;

enum { EMIT_RT_BI_COUNT = 16 };

struct emit_rt_state {
    spv_id incoming;                /* IncomingRayPayloadKHR / IncomingCallableDataKHR, 0 = none */
    spv_id attr_var;                /* HitAttributeKHR, 0 = none yet */
    ir_type *attr_type;
    spv_id ignore_fn, accept_fn;    /* terminator helpers, 0 = not called */
    D2S_VEC(emit_rt_outgoing) outgoing;
    spv_id builtin[EMIT_RT_BI_COUNT];
};

struct emit_rt_state *emit_rt_state_of(emit_ctx *ec);
/* Extension and capability; refuses targets below SPIR-V 1.4. */
void emit_rt_declare(emit_ctx *ec);
/* A module-scope variable in the entry's interface. */
spv_id emit_rt_variable(emit_ctx *ec, SpvStorageClass sc, ir_type *type, const char *name);
/* The entry's HitAttributeKHR variable of `type` (made on first use). */
spv_id emit_rt_hit_attributes(emit_ctx *ec, ir_type *type);

#endif
