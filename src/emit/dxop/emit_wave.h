/* Wave (subgroup) and quad support shared by emit_dxop_wave.c and
 * emit_wave_emulate.c. Nothing outside those two files includes this; the
 * rest of the emitter sees only the declarations in emit_internal.h.
 *
 * Every wave op works at Subgroup scope on the invocations that execute it
 * together, which is D3D's "active lanes" for all non-helper lanes.
 */
#ifndef D2S_EMIT_WAVE_H
#define D2S_EMIT_WAVE_H

#include "emit/emit_internal.h"

/* WaveMultiPrefixOpKind */
enum { WAVE_MP_SUM = 0, WAVE_MP_AND = 1, WAVE_MP_OR = 2, WAVE_MP_XOR = 3, WAVE_MP_PRODUCT = 4 };

/* Kinds of helper functions (emit_wave_emulate.c). */
enum { WAVE_HELPER_MATCH, WAVE_HELPER_MULTI_PREFIX };

/* A helper function the module calls; its body is emitted after every
 * shader function (the builder has one open function at a time). */
typedef struct emit_wave_helper {
    uint32_t kind;     /* WAVE_HELPER_* */
    uint32_t op;       /* WAVE_HELPER_MULTI_PREFIX: WaveMultiPrefixOpKind */
    spv_id type;       /* the value's SPIR-V type */
    uint32_t width;    /* its bit width: 8, 16, 32 or 64 */
    bool is_float;
    spv_id fn;         /* function id, allocated when first asked for */
} emit_wave_helper;

struct emit_wave_state {
    spv_id var_lane_id;    /* SubgroupLocalInvocationId */
    spv_id var_size;       /* SubgroupSize */
    spv_id var_lt_mask;    /* SubgroupLtMask */
    spv_id var_helper;     /* HelperInvocation (pixel shaders) */
    D2S_VEC(emit_wave_helper) helpers;
    /* Pixel shaders: wave ops keep helper lanes out, as D3D does
     * (emit_wave_check_helper_lanes; options.helper_lane_waves). */
    bool mask_helpers;
    /* emit_is_helper_lane: whether the shader has a demoting discard
     * (helper_known once looked up). */
    bool helper_known, helper_demotes;
};

/* The group operation of WaveMultiPrefixOp kind mp_op (WAVE_MP_*) on
 * integer or float values (emit_dxop_wave.c). */
SpvOp emit_wave_multi_prefix_op(uint32_t mp_op, bool is_float);
/* The identity of group operation `op` (0 for sums, 1 for products, +inf
 * for float minimums, ~0 for and...) on values of SPIR-V type `type`, as
 * raw bits of its scalar (emit_dxop_wave.c). */
uint64_t emit_wave_identity_bits(emit_ctx *ec, SpvOp op, spv_id type);
/* The state, made on first use. */
struct emit_wave_state *emit_wave_state_of(emit_ctx *ec);
/* Loads of the subgroup builtins (variables made on first use and added to
 * the entry point's interface); capabilities added as the builtins need. */
spv_id emit_wave_lane_id(emit_ctx *ec);
spv_id emit_wave_size(emit_ctx *ec);
spv_id emit_wave_lt_mask(emit_ctx *ec);
/* OpGroupNonUniform<op> at Subgroup scope with a group operation
 * (Reduce/InclusiveScan/ExclusiveScan) before the operands. */
spv_id emit_wave_group_op(emit_ctx *ec, SpvOp op, spv_id type, SpvGroupOperation gop, spv_id value);
/* OpGroupNonUniformBallot of a bool: the uvec4 of lanes where it is true. */
spv_id emit_wave_ballot(emit_ctx *ec, spv_id cond);

/* The function id of a helper (emit_wave_emulate.c); the body comes later
 * from emit_wave_emit_helpers(). */
spv_id emit_wave_helper_fn(emit_ctx *ec, uint32_t kind, uint32_t op, spv_id type, uint32_t width, bool is_float);
void emit_wave_emit_helpers(emit_ctx *ec);

/* A pixel shader's non-quad wave ops, whose helper-lane participation
 * D3D fixes and Vulkan does not (emit_dxop_wave.c): decides whether they
 * mask helper lanes out, and warns where the result is the driver's. */
void emit_wave_check_helper_lanes(emit_ctx *ec);
/* An emit_dxop_visit that sets the bool *arg. */
void emit_wave_note_op(emit_ctx *ec, ir_instr *in, void *arg);
/* Whether the invocation is a helper lane now: a bool (pixel shaders;
 * emit_dxop_deriv.c). */
spv_id emit_is_helper_lane(emit_ctx *ec);

#endif
