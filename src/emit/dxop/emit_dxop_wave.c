/* Wave and quad dx.ops (SM 6.0-6.7) -> OpGroupNonUniform* at Subgroup scope.
 *
 * D3D's wave is Vulkan's subgroup and D3D's active lanes are the invocations
 * executing the instruction together, so most ops map one to one:
 *   WaveIsFirstLane      OpGroupNonUniformElect
 *   WaveGetLaneIndex     SubgroupLocalInvocationId
 *   WaveGetLaneCount     SubgroupSize
 *   WaveAnyTrue/AllTrue  OpGroupNonUniformAny/All, WaveActiveAllEqual AllEqual
 *   WaveActiveBallot     OpGroupNonUniformBallot (uvec4 -> dx.types.fouri32)
 *   WaveReadLaneFirst    OpGroupNonUniformBroadcastFirst
 *   WaveReadLaneAt       OpGroupNonUniformBroadcast for a constant lane,
 *                        otherwise OpGroupNonUniformShuffle
 *   WaveActiveOp/Bit     arithmetic group ops, Reduce
 *   WavePrefixOp         the same ops, ExclusiveScan (HLSL's prefixes exclude
 *                        the current lane)
 *   WaveAll/PrefixBitCount  ballot + OpGroupNonUniformBallotBitCount
 *   QuadReadLaneAt       OpGroupNonUniformQuadBroadcast
 *   QuadOp               OpGroupNonUniformQuadSwap, direction = QuadOpKind
 *   QuadVote             three quad swaps (see h_quad_vote)
 *   WaveMatch, WaveMultiPrefixOp   loops in helper functions
 *                                  (emit_wave_emulate.c)
 *   WaveMultiPrefixBitCount        ballot & mask & SubgroupLtMask, counted
 *
 * Non-constant lane indices: SPIR-V 1.5 lets OpGroupNonUniformBroadcast and
 * QuadBroadcast take a non-constant index, but only a dynamically uniform
 * one, which D3D does not promise (WaveReadLaneAt(v, lane ^ 1) is legal
 * HLSL) and which cannot be proven here in general. So every target uses
 * Shuffle for WaveReadLaneAt and a select over the four constant
 * QuadBroadcasts for QuadReadLaneAt when the index is not a constant.
 *
 * 8-, 16- and 64-bit values go to the group ops unchanged: Vulkan accepts
 * them when the application enables shaderSubgroupExtendedTypes (core in
 * 1.2), which any D3D12 device exposing those types has.
 *
 * Pixel shaders: D3D leaves helper lanes out of wave ops (quad ops
 * aside) unless the entry has the waveops-include-helper-lanes attribute
 * (SM 6.7), which includes them. Vulkan promises neither: whether helper
 * invocations take part in non-quad group operations is up to the
 * implementation (lavapipe's take part where only helper lanes run the
 * operation). So, by default (options.helper_lane_waves
 * D3D), each wave op of a pixel shader without the attribute keeps helper
 * lanes out of its result itself, whatever the driver does (see "helper
 * lanes" below); with the attribute, or with the DRIVER mode, the group
 * operations are left as they are, with a warning
 * (emit_wave_check_helper_lanes): VK_KHR_shader_quad_control's
 * RequireFullQuadsKHR would make helpers take part, and SPIR-V Tools
 * 2023.1 does not know it.
 */
#include "emit/dxop/emit_wave.h"
#include "emit/stages/emit_stage_table.h"

/* WaveOpKind, WaveBitOpKind, SignedOpKind, QuadVoteOpKind */
enum { WAVE_OP_SUM = 0, WAVE_OP_PRODUCT = 1, WAVE_OP_MIN = 2, WAVE_OP_MAX = 3 };
enum { WAVE_BIT_AND = 0, WAVE_BIT_OR = 1, WAVE_BIT_XOR = 2 };
enum { WAVE_SIGNED = 0, WAVE_UNSIGNED = 1 };
enum { QUAD_VOTE_ANY = 0, QUAD_VOTE_ALL = 1 };

/* ---- state and builtins ------------------------------------------------------ */

void emit_wave_note_op(emit_ctx *ec, ir_instr *in, void *arg)
{
    (void)ec;
    (void)in;
    *(bool *)arg = true;
}

struct emit_wave_state *emit_wave_state_of(emit_ctx *ec)
{
    if (!ec->wave)
        ec->wave = d2s_zalloc(ec->ctx, sizeof(*ec->wave));
    return ec->wave;
}

static spv_id builtin_load(emit_ctx *ec, spv_id *slot, SpvBuiltIn bi, spv_id type, const char *name)
{
    spv_builder *b = ec->b;
    if (!*slot) {
        spv_id var = spv_variable(b, spv_type_pointer(b, SpvStorageClassInput, type), SpvStorageClassInput, 0);
        spv_decorate_builtin(b, var, bi);
        /* integer fragment inputs must be Flat in Vulkan, builtins included */
        if (emit_stage_desc_of(ec->shader_kind)->model == SpvExecutionModelFragment)
            spv_decorate0(b, var, SpvDecorationFlat);
        spv_name(b, var, name);
        emit_add_interface(ec, var);
        *slot = var;
    }
    return spv_load(b, type, *slot);
}

spv_id emit_wave_lane_id(emit_ctx *ec)
{
    spv_capability(ec->b, SpvCapabilityGroupNonUniform);
    return builtin_load(ec, &emit_wave_state_of(ec)->var_lane_id, SpvBuiltInSubgroupLocalInvocationId, ec->t_u32,
                        "gl_SubgroupInvocationID");
}

spv_id emit_wave_size(emit_ctx *ec)
{
    spv_capability(ec->b, SpvCapabilityGroupNonUniform);
    return builtin_load(ec, &emit_wave_state_of(ec)->var_size, SpvBuiltInSubgroupSize, ec->t_u32,
                        "gl_SubgroupSize");
}

spv_id emit_wave_lt_mask(emit_ctx *ec)
{
    spv_capability(ec->b, SpvCapabilityGroupNonUniformBallot);
    return builtin_load(ec, &emit_wave_state_of(ec)->var_lt_mask, SpvBuiltInSubgroupLtMask, emit_t_u32x4(ec),
                        "gl_SubgroupLtMask");
}

/* ---- group instructions ---------------------------------------------------------- */

static spv_id scope(emit_ctx *ec)
{
    return emit_u32(ec, SpvScopeSubgroup);
}

static SpvCapability capability_of(SpvOp op)
{
    switch (op) {
    case SpvOpGroupNonUniformElect: return SpvCapabilityGroupNonUniform;
    case SpvOpGroupNonUniformAll: case SpvOpGroupNonUniformAny: case SpvOpGroupNonUniformAllEqual:
        return SpvCapabilityGroupNonUniformVote;
    case SpvOpGroupNonUniformBroadcast: case SpvOpGroupNonUniformBroadcastFirst: case SpvOpGroupNonUniformBallot:
    case SpvOpGroupNonUniformBallotBitCount: case SpvOpGroupNonUniformBallotFindLSB:
        return SpvCapabilityGroupNonUniformBallot;
    case SpvOpGroupNonUniformShuffle: case SpvOpGroupNonUniformShuffleXor:
        return SpvCapabilityGroupNonUniformShuffle;
    case SpvOpGroupNonUniformQuadBroadcast: case SpvOpGroupNonUniformQuadSwap:
        return SpvCapabilityGroupNonUniformQuad;
    default:
        return SpvCapabilityGroupNonUniformArithmetic;
    }
}

static void need_group_caps(emit_ctx *ec, SpvOp op)
{
    spv_capability(ec->b, SpvCapabilityGroupNonUniform);
    spv_capability(ec->b, capability_of(op));
}

/* op(scope, value) */
static spv_id group1(emit_ctx *ec, SpvOp op, spv_id type, spv_id value)
{
    need_group_caps(ec, op);
    return spv_op(ec->b, op, type, SPV_OPS(scope(ec), value));
}

/* op(scope, value, index) */
static spv_id group2(emit_ctx *ec, SpvOp op, spv_id type, spv_id value, spv_id index)
{
    need_group_caps(ec, op);
    return spv_op(ec->b, op, type, SPV_OPS(scope(ec), value, index));
}

spv_id emit_wave_group_op(emit_ctx *ec, SpvOp op, spv_id type, SpvGroupOperation gop, spv_id value)
{
    need_group_caps(ec, op);
    return spv_op(ec->b, op, type, SPV_OPS(scope(ec), (uint32_t)gop, value));
}

spv_id emit_wave_ballot(emit_ctx *ec, spv_id cond)
{
    return group1(ec, SpvOpGroupNonUniformBallot, emit_t_u32x4(ec), cond);
}

/* ---- helper lanes ---------------------------------------------------------------------- *
 * When helper lanes are masked (pixel shaders, see the top), every lane,
 * helper or not, still executes the group operation (skipping it on
 * helpers would need a structured selection around each op), and the
 * operands make helper lanes invisible:
 *   reductions, scans, WaveMultiPrefixOp: a helper contributes the
 *     operation's identity (0 for sums, 1 for products, +inf/INT_MAX for
 *     min, ~0 for and...);
 *   votes, ballots, bit counts: a helper votes false (All: true);
 *   WaveReadLaneFirst: the value of the lowest non-helper lane (shuffle
 *     from the ballot's lowest bit), 0 when every lane is a helper, as
 *     D3D drivers give;
 *   WaveIsFirstLane: true on the lowest non-helper lane only;
 *   WaveActiveAllEqual: helpers compare the first non-helper lane's
 *     value (true when every lane is a helper);
 *   WaveMatch: the mask loses the helper lanes.
 * Results on helper lanes themselves are undefined in D3D. */

static bool masking_helpers(emit_ctx *ec)
{
    return ec->wave && ec->wave->mask_helpers;
}

/* The non-helper lanes of this op: the lane's own flag, the ballot of
 * flags and its lowest set bit (undefined when the ballot is empty). */
typedef struct real_lanes {
    spv_id is_real, ballot, first;
} real_lanes;

static real_lanes find_real_lanes(emit_ctx *ec)
{
    real_lanes r;
    r.is_real = spv_unop(ec->b, SpvOpLogicalNot, emit_t_bool(ec), emit_is_helper_lane(ec));
    r.ballot = emit_wave_ballot(ec, r.is_real);
    need_group_caps(ec, SpvOpGroupNonUniformBallotFindLSB);
    r.first = spv_op(ec->b, SpvOpGroupNonUniformBallotFindLSB, ec->t_u32, SPV_OPS(scope(ec), r.ballot));
    return r;
}

/* Whether any lane of the op is not a helper. */
static spv_id any_real_lane(emit_ctx *ec, const real_lanes *r)
{
    spv_id n = emit_wave_group_op(ec, SpvOpGroupNonUniformBallotBitCount, ec->t_u32, SpvGroupOperationReduce,
                                  r->ballot);
    return spv_binop(ec->b, SpvOpINotEqual, emit_t_bool(ec), n, emit_u32(ec, 0));
}

/* v read from the lowest non-helper lane. */
static spv_id read_first_real(emit_ctx *ec, spv_id type, spv_id v, const real_lanes *r)
{
    return group2(ec, SpvOpGroupNonUniformShuffle, type, v, r->first);
}

/* select(cond, a, b) for a scalar bool cond and a scalar or vector type
 * (SPIR-V before 1.4 wants a bool vector for vectors). */
static spv_id select_lanes(emit_ctx *ec, spv_id type, spv_id cond, spv_id a, spv_id b)
{
    spv_type_info ti;
    if (spv_type_query(ec->b, type, &ti) && ti.op == SpvOpTypeVector) {
        spv_id parts[4] = {cond, cond, cond, cond};
        cond = spv_composite_construct(ec->b, spv_type_vector(ec->b, emit_t_bool(ec), ti.count), parts, ti.count);
    }
    return spv_select(ec->b, type, cond, a, b);
}

/* A vote or ballot operand: false on helper lanes (true for All). */
static spv_id vote_operand(emit_ctx *ec, spv_id cond, bool helpers_true)
{
    if (!masking_helpers(ec))
        return cond;
    spv_id t_bool = emit_t_bool(ec);
    if (helpers_true)
        return spv_binop(ec->b, SpvOpLogicalOr, t_bool, cond, emit_is_helper_lane(ec));
    spv_id real = spv_unop(ec->b, SpvOpLogicalNot, t_bool, emit_is_helper_lane(ec));
    return spv_binop(ec->b, SpvOpLogicalAnd, t_bool, cond, real);
}

uint64_t emit_wave_identity_bits(emit_ctx *ec, SpvOp op, spv_id type)
{
    spv_type_info ti;
    if (!spv_type_query(ec->b, type, &ti))
        emit_fail(ec, D2S_ERR_INTERNAL, "wave operand of unknown type %u", type);
    if (ti.op == SpvOpTypeVector && !spv_type_query(ec->b, ti.elem, &ti))
        emit_fail(ec, D2S_ERR_INTERNAL, "wave operand of unknown type %u", type);
    uint32_t w = ti.width;
    uint64_t ones = w >= 64 ? ~0ull : (1ull << w) - 1, sign = 1ull << (w - 1);
    bool f16 = w == 16, f64 = w == 64;
    switch (op) {
    case SpvOpGroupNonUniformIAdd: case SpvOpGroupNonUniformFAdd: case SpvOpGroupNonUniformUMax:
    case SpvOpGroupNonUniformBitwiseOr: case SpvOpGroupNonUniformBitwiseXor:
        return 0;
    case SpvOpGroupNonUniformIMul: return 1;
    case SpvOpGroupNonUniformFMul: return f16 ? 0x3c00 : f64 ? 0x3ff0000000000000ull : 0x3f800000;
    case SpvOpGroupNonUniformFMin: return f16 ? 0x7c00 : f64 ? 0x7ff0000000000000ull : 0x7f800000;     /* +inf */
    case SpvOpGroupNonUniformFMax: return f16 ? 0xfc00 : f64 ? 0xfff0000000000000ull : 0xff800000;     /* -inf */
    case SpvOpGroupNonUniformSMin: return ones >> 1;
    case SpvOpGroupNonUniformSMax: return sign;
    case SpvOpGroupNonUniformUMin: case SpvOpGroupNonUniformBitwiseAnd: return ones;
    default:
        emit_fail(ec, D2S_ERR_INTERNAL, "no identity for group operation %u", (uint32_t)op);
    }
}

/* A reduction or scan operand: the identity on helper lanes. */
static spv_id arith_operand(emit_ctx *ec, SpvOp op, spv_id type, spv_id v)
{
    if (!masking_helpers(ec))
        return v;
    spv_id id = emit_const_splat(ec, type, emit_wave_identity_bits(ec, op, type));
    return select_lanes(ec, type, emit_is_helper_lane(ec), id, v);
}

/* ---- operand checks ---------------------------------------------------------------- */

static void need_ops(emit_ctx *ec, ir_instr *in, uint32_t n)
{
    if (in->num_ops < n)
        emit_invalid(ec, "%s with %u operands (%u expected)", in->dxop ? in->dxop->name : "dx.op", in->num_ops, n);
}

static const char *op_name(ir_instr *in)
{
    return in->dxop && in->dxop->name ? in->dxop->name : "wave op";
}

/* What kind of value operand i is; fails for anything but int/float scalars
 * and vectors. */
typedef struct value_kind {
    uint32_t width;    /* 1 for bool */
    bool is_float;
    bool is_vector;
} value_kind;

static value_kind kind_of(emit_ctx *ec, ir_instr *in, uint32_t i)
{
    ir_type *t = in->ops[i]->type;
    value_kind k = {0, false, t->kind == IR_TYPE_VECTOR};
    ir_type *e = k.is_vector ? t->elem : t;
    k.width = emit_scalar_width(e);
    k.is_float = e && (e->kind == IR_TYPE_HALF || e->kind == IR_TYPE_FLOAT || e->kind == IR_TYPE_DOUBLE);
    if (!k.width)
        emit_invalid(ec, "%s: operand %u is not an integer or floating-point value", op_name(in), i);
    return k;
}

/* The result has the type of operand i (all ops returning $overload). */
static void same_type(emit_ctx *ec, ir_instr *in, uint32_t i)
{
    /* As SPIR-V types: a widened min-precision constant operand has the
     * plain 32-bit type object (emit_minprec.c). */
    if (emit_type(ec, in->v.type) != emit_type(ec, in->ops[i]->type))
        emit_invalid(ec, "%s: result and value types differ", op_name(in));
}

static void need_bool(emit_ctx *ec, ir_instr *in, uint32_t i)
{
    ir_type *t = in->ops[i]->type;
    if (t->kind != IR_TYPE_INT || t->width != 1)
        emit_invalid(ec, "%s: operand %u must be an i1", op_name(in), i);
}

static void need_i32_result(emit_ctx *ec, ir_instr *in)
{
    if (in->v.type->kind != IR_TYPE_INT || in->v.type->width != 32)
        emit_invalid(ec, "%s must return i32", op_name(in));
}

/* uvec4 -> %dx.types.fouri32 */
static spv_id four_u32(emit_ctx *ec, ir_instr *in, spv_id v)
{
    ir_type *rt = in->v.type;
    if (rt->kind != IR_TYPE_STRUCT || rt->member_count != 4)
        emit_invalid(ec, "%s must return a four-member struct", op_name(in));
    for (uint32_t i = 0; i < 4; i++)
        if (rt->members[i]->kind != IR_TYPE_INT || rt->members[i]->width != 32)
            emit_invalid(ec, "%s must return four i32", op_name(in));
    spv_id parts[4];
    for (uint32_t i = 0; i < 4; i++)
        parts[i] = spv_composite_extract(ec->b, ec->t_u32, v, &i, 1);
    return spv_composite_construct(ec->b, emit_type(ec, rt), parts, 4);
}

/* ---- lanes and votes ----------------------------------------------------------------- */

static void h_lane_info(emit_ctx *ec, ir_instr *in)
{
    need_i32_result(ec, in);
    emit_set_value(ec, in, in->aux == DXOP_WaveGetLaneIndex ? emit_wave_lane_id(ec) : emit_wave_size(ec));
}

static void h_is_first_lane(emit_ctx *ec, ir_instr *in)
{
    if (masking_helpers(ec)) {
        real_lanes r = find_real_lanes(ec);
        spv_id t_bool = emit_t_bool(ec);
        spv_id is_first = spv_binop(ec->b, SpvOpIEqual, t_bool, emit_wave_lane_id(ec), r.first);
        emit_set_value(ec, in, spv_binop(ec->b, SpvOpLogicalAnd, t_bool, r.is_real, is_first));
        return;
    }
    need_group_caps(ec, SpvOpGroupNonUniformElect);
    emit_set_value(ec, in, spv_op(ec->b, SpvOpGroupNonUniformElect, emit_t_bool(ec), SPV_OPS(scope(ec))));
}

static void h_vote(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 1);
    need_bool(ec, in, 0);
    SpvOp op = in->aux == DXOP_WaveAnyTrue ? SpvOpGroupNonUniformAny : SpvOpGroupNonUniformAll;
    spv_id v = vote_operand(ec, emit_value(ec, in->ops[0]), op == SpvOpGroupNonUniformAll);
    emit_set_value(ec, in, group1(ec, op, emit_t_bool(ec), v));
}

static void h_all_equal(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 1);
    kind_of(ec, in, 0);
    spv_id v = emit_value(ec, in->ops[0]);
    if (!masking_helpers(ec)) {
        emit_set_value(ec, in, group1(ec, SpvOpGroupNonUniformAllEqual, emit_type(ec, in->v.type), v));
        return;
    }
    spv_id type = emit_type(ec, in->ops[0]->type), t_bool = emit_t_bool(ec);
    real_lanes r = find_real_lanes(ec);
    v = select_lanes(ec, type, r.is_real, v, read_first_real(ec, type, v, &r));
    spv_id eq = group1(ec, SpvOpGroupNonUniformAllEqual, t_bool, v);
    emit_set_value(ec, in, spv_select(ec->b, t_bool, any_real_lane(ec, &r), eq, spv_const_bool(ec->b, true)));
}

static void h_ballot(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 1);
    need_bool(ec, in, 0);
    emit_set_value(ec, in, four_u32(ec, in, emit_wave_ballot(ec, vote_operand(ec, emit_value(ec, in->ops[0]), false))));
}

/* WaveAllBitCount / WavePrefixBitCount(cond) */
static void h_bit_count(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 1);
    need_bool(ec, in, 0);
    need_i32_result(ec, in);
    spv_id mask = emit_wave_ballot(ec, vote_operand(ec, emit_value(ec, in->ops[0]), false));
    SpvGroupOperation gop = in->aux == DXOP_WaveAllBitCount ? SpvGroupOperationReduce
                                                             : SpvGroupOperationExclusiveScan;
    emit_set_value(ec, in, emit_wave_group_op(ec, SpvOpGroupNonUniformBallotBitCount, ec->t_u32, gop, mask));
}

/* ---- reading other lanes ---------------------------------------------------------------- */

static void h_read_lane_first(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 1);
    kind_of(ec, in, 0);
    same_type(ec, in, 0);
    spv_id type = emit_type(ec, in->v.type), v = emit_value(ec, in->ops[0]);
    if (!masking_helpers(ec)) {
        emit_set_value(ec, in, group1(ec, SpvOpGroupNonUniformBroadcastFirst, type, v));
        return;
    }
    real_lanes r = find_real_lanes(ec);
    emit_set_value(ec, in, select_lanes(ec, type, any_real_lane(ec, &r), read_first_real(ec, type, v, &r),
                                        spv_const_null(ec->b, type)));
}

static void h_read_lane_at(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 2);
    kind_of(ec, in, 0);
    same_type(ec, in, 0);
    if (emit_scalar_width(in->ops[1]->type) != 32 || in->ops[1]->type->kind != IR_TYPE_INT)
        emit_invalid(ec, "%s: the lane index must be an i32", op_name(in));
    spv_id type = emit_type(ec, in->v.type);
    spv_id v = emit_value(ec, in->ops[0]);
    uint64_t lane;
    if (emit_const_int(in->ops[1], &lane))
        emit_set_value(ec, in, group2(ec, SpvOpGroupNonUniformBroadcast, type, v, emit_u32(ec, (uint32_t)lane)));
    else
        emit_set_value(ec, in, group2(ec, SpvOpGroupNonUniformShuffle, type, v, emit_value(ec, in->ops[1])));
}

/* ---- reductions and scans ----------------------------------------------------------------- */

/* The group instruction of WaveOpKind `op` for a value kind and sign. */
static SpvOp arith_op(emit_ctx *ec, ir_instr *in, uint64_t op, uint64_t sign, bool is_float)
{
    if (sign > WAVE_UNSIGNED)
        emit_invalid(ec, "%s with sign kind %llu", op_name(in), (unsigned long long)sign);
    bool s = sign == WAVE_SIGNED;
    switch (op) {
    case WAVE_OP_SUM: return is_float ? SpvOpGroupNonUniformFAdd : SpvOpGroupNonUniformIAdd;
    case WAVE_OP_PRODUCT: return is_float ? SpvOpGroupNonUniformFMul : SpvOpGroupNonUniformIMul;
    /* FMin/FMax skip NaN operands, as D3D's min/max do */
    case WAVE_OP_MIN: return is_float ? SpvOpGroupNonUniformFMin : s ? SpvOpGroupNonUniformSMin
                                                                      : SpvOpGroupNonUniformUMin;
    case WAVE_OP_MAX: return is_float ? SpvOpGroupNonUniformFMax : s ? SpvOpGroupNonUniformSMax
                                                                      : SpvOpGroupNonUniformUMax;
    default:
        emit_invalid(ec, "%s with operation kind %llu", op_name(in), (unsigned long long)op);
    }
}

/* WaveActiveOp / WavePrefixOp(value, op, sign) */
static void h_arith(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 3);
    value_kind k = kind_of(ec, in, 0);
    same_type(ec, in, 0);
    uint64_t op = emit_imm(ec, in, 1), sign = emit_imm(ec, in, 2);
    SpvOp sop = arith_op(ec, in, op, sign, k.is_float);
    SpvGroupOperation gop = in->aux == DXOP_WavePrefixOp ? SpvGroupOperationExclusiveScan
                                                         : SpvGroupOperationReduce;
    spv_builder *b = ec->b;
    spv_id v = emit_value(ec, in->ops[0]);
    if (k.width != 1) {
        spv_id type = emit_type(ec, in->v.type);
        emit_set_value(ec, in, emit_wave_group_op(ec, sop, type, gop, arith_operand(ec, sop, type, v)));
        return;
    }
    /* i1: widen with the op's sign (true = 1 or -1), compute in 32 bits and
     * keep bit 0, which is what the operation on i1 gives: sum = parity,
     * product = and, min/max = and/or depending on the sign. */
    if (k.is_vector)
        emit_unsupported(ec, "%s on a vector of i1", op_name(in));
    spv_id u = ec->t_u32;
    spv_id w = spv_select(b, u, v, emit_u32(ec, sign == WAVE_SIGNED ? ~0u : 1u), emit_u32(ec, 0));
    spv_id r = emit_wave_group_op(ec, sop, u, gop, arith_operand(ec, sop, u, w));
    r = spv_binop(b, SpvOpBitwiseAnd, u, r, emit_u32(ec, 1));
    emit_set_value(ec, in, spv_binop(b, SpvOpINotEqual, emit_t_bool(ec), r, emit_u32(ec, 0)));
}

/* WaveActiveBit(value, op) */
static void h_bit(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 2);
    value_kind k = kind_of(ec, in, 0);
    same_type(ec, in, 0);
    if (k.is_float || k.width == 1)
        emit_invalid(ec, "%s on a %s value", op_name(in), k.is_float ? "floating-point" : "i1");
    uint64_t op = emit_imm(ec, in, 1);
    SpvOp sop;
    switch (op) {
    case WAVE_BIT_AND: sop = SpvOpGroupNonUniformBitwiseAnd; break;
    case WAVE_BIT_OR: sop = SpvOpGroupNonUniformBitwiseOr; break;
    case WAVE_BIT_XOR: sop = SpvOpGroupNonUniformBitwiseXor; break;
    default: emit_invalid(ec, "%s with operation kind %llu", op_name(in), (unsigned long long)op);
    }
    spv_id type = emit_type(ec, in->v.type);
    emit_set_value(ec, in, emit_wave_group_op(ec, sop, type, SpvGroupOperationReduce,
                                              arith_operand(ec, sop, type, emit_value(ec, in->ops[0]))));
}

/* ---- SM 6.5: WaveMatch and WaveMultiPrefix* ------------------------------------------------- */

static spv_id mask_operand(emit_ctx *ec, ir_instr *in, uint32_t first)
{
    spv_id parts[4];
    for (uint32_t i = 0; i < 4; i++) {
        ir_type *t = in->ops[first + i]->type;
        if (t->kind != IR_TYPE_INT || t->width != 32)
            emit_invalid(ec, "%s: mask%u must be an i32", op_name(in), i);
        parts[i] = emit_value(ec, in->ops[first + i]);
    }
    return spv_composite_construct(ec->b, emit_t_u32x4(ec), parts, 4);
}

static void h_match(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 1);
    value_kind k = kind_of(ec, in, 0);
    if (k.is_vector || k.width == 1)
        emit_invalid(ec, "%s on a %s", op_name(in), k.is_vector ? "vector" : "i1");
    spv_id type = emit_type(ec, in->ops[0]->type);
    spv_id fn = emit_wave_helper_fn(ec, WAVE_HELPER_MATCH, 0, type, k.width, k.is_float);
    spv_id arg = emit_value(ec, in->ops[0]);
    spv_id mask = spv_call(ec->b, emit_t_u32x4(ec), fn, &arg, 1);
    if (masking_helpers(ec))
        mask = spv_binop(ec->b, SpvOpBitwiseAnd, emit_t_u32x4(ec), mask, find_real_lanes(ec).ballot);
    emit_set_value(ec, in, four_u32(ec, in, mask));
}

/* WaveMultiPrefixOp(value, mask0..3, op, sign): the sign does not change
 * any of the five operations. */
static void h_multi_prefix(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 7);
    value_kind k = kind_of(ec, in, 0);
    same_type(ec, in, 0);
    if (k.is_vector || k.width == 1)
        emit_invalid(ec, "%s on a %s", op_name(in), k.is_vector ? "vector" : "i1");
    uint64_t op = emit_imm(ec, in, 5);
    if (op > WAVE_MP_PRODUCT)
        emit_invalid(ec, "%s with operation kind %llu", op_name(in), (unsigned long long)op);
    if (k.is_float && op != WAVE_MP_SUM && op != WAVE_MP_PRODUCT)
        emit_invalid(ec, "%s: bit operation on a floating-point value", op_name(in));
    if (emit_imm(ec, in, 6) > WAVE_UNSIGNED)
        emit_invalid(ec, "%s with sign kind %llu", op_name(in), (unsigned long long)emit_imm(ec, in, 6));
    spv_id type = emit_type(ec, in->v.type);
    spv_id fn = emit_wave_helper_fn(ec, WAVE_HELPER_MULTI_PREFIX, (uint32_t)op, type, k.width, k.is_float);
    SpvOp sop = emit_wave_multi_prefix_op((uint32_t)op, k.is_float);
    spv_id args[2] = {arith_operand(ec, sop, type, emit_value(ec, in->ops[0])), mask_operand(ec, in, 1)};
    emit_set_value(ec, in, spv_call(ec->b, type, fn, args, 2));
}

SpvOp emit_wave_multi_prefix_op(uint32_t mp_op, bool is_float)
{
    static const SpvOp int_ops[] = {SpvOpGroupNonUniformIAdd, SpvOpGroupNonUniformBitwiseAnd,
                                    SpvOpGroupNonUniformBitwiseOr, SpvOpGroupNonUniformBitwiseXor,
                                    SpvOpGroupNonUniformIMul};
    if (is_float)
        return mp_op == WAVE_MP_SUM ? SpvOpGroupNonUniformFAdd : SpvOpGroupNonUniformFMul;
    return int_ops[mp_op];
}

/* WaveMultiPrefixBitCount(cond, mask0..3): the lanes of the caller's
 * partition below it where cond is true. Ballot counts only active lanes. */
static void h_multi_prefix_bit_count(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 5);
    need_bool(ec, in, 0);
    need_i32_result(ec, in);
    spv_builder *b = ec->b;
    spv_id v4 = emit_t_u32x4(ec);
    spv_id set = emit_wave_ballot(ec, vote_operand(ec, emit_value(ec, in->ops[0]), false));
    set = spv_binop(b, SpvOpBitwiseAnd, v4, set, mask_operand(ec, in, 1));
    set = spv_binop(b, SpvOpBitwiseAnd, v4, set, emit_wave_lt_mask(ec));
    emit_set_value(ec, in, emit_wave_group_op(ec, SpvOpGroupNonUniformBallotBitCount, ec->t_u32,
                                              SpvGroupOperationReduce, set));
}

/* ---- quads ------------------------------------------------------------------------------------ */

/* SM 6.6 made compute-shader quads follow the thread group's shape: 2x2
 * blocks of SV_GroupThreadID.xy when numthreads X and Y are both even,
 * else four consecutive threads (before 6.6: lanes 4k..4k+3). Vulkan's
 * quads are lanes 4k..4k+3, which drivers fill with consecutive threads,
 * unless a derivative-group execution mode is present: then they are the
 * derivative groups. So only the 2D case needs that mode. */
static void quad_layout(emit_ctx *ec, ir_instr *in)
{
    const dxil_module_info *dx = ec->m->dxil;
    if (emit_stage_desc_of(ec->shader_kind)->derivatives != EMIT_DERIVS_GROUP_QUADS || dx->sm_major < 6 ||
        (dx->sm_major == 6 && dx->sm_minor < 6))
        return;
    if (ec->ep->numthreads[0] % 2 == 0 && ec->ep->numthreads[1] % 2 == 0)
        emit_require_derivatives(ec, in);
}

static void h_quad_read_lane_at(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 2);
    quad_layout(ec, in);
    kind_of(ec, in, 0);
    same_type(ec, in, 0);
    if (in->ops[1]->type->kind != IR_TYPE_INT || in->ops[1]->type->width != 32)
        emit_invalid(ec, "%s: the quad lane must be an i32", op_name(in));
    spv_builder *b = ec->b;
    spv_id type = emit_type(ec, in->v.type);
    spv_id v = emit_value(ec, in->ops[0]);
    uint64_t lane;
    if (emit_const_int(in->ops[1], &lane)) {
        /* D3D leaves lanes past 3 undefined; QuadBroadcast must not see them */
        emit_set_value(ec, in, group2(ec, SpvOpGroupNonUniformQuadBroadcast, type, v, emit_u32(ec, (uint32_t)lane & 3)));
        return;
    }
    /* a lane chosen per invocation: read all four, pick one */
    spv_id idx = spv_binop(b, SpvOpBitwiseAnd, ec->t_u32, emit_value(ec, in->ops[1]), emit_u32(ec, 3));
    spv_id r = group2(ec, SpvOpGroupNonUniformQuadBroadcast, type, v, emit_u32(ec, 3));
    for (uint32_t i = 3; i-- > 0;) {
        spv_id q = group2(ec, SpvOpGroupNonUniformQuadBroadcast, type, v, emit_u32(ec, i));
        spv_id is_i = spv_binop(b, SpvOpIEqual, emit_t_bool(ec), idx, emit_u32(ec, i));
        r = spv_select(b, type, is_i, q, r);
    }
    emit_set_value(ec, in, r);
}

/* QuadOp(value, op): QuadOpKind ReadAcrossX/Y/Diagonal is QuadSwap's
 * direction 0/1/2. */
static void h_quad_op(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 2);
    quad_layout(ec, in);
    kind_of(ec, in, 0);
    same_type(ec, in, 0);
    uint64_t dir = emit_imm(ec, in, 1);
    if (dir > 2)
        emit_invalid(ec, "%s with quad operation kind %llu", op_name(in), (unsigned long long)dir);
    emit_set_value(ec, in, group2(ec, SpvOpGroupNonUniformQuadSwap, emit_type(ec, in->v.type),
                                  emit_value(ec, in->ops[0]), emit_u32(ec, (uint32_t)dir)));
}

/* QuadVote(cond, op) = QuadAny / QuadAll (SM 6.7). OpGroupNonUniformQuadAny/
 * AllKHR (SPV_KHR_quad_control) would be the direct form, but Debian's
 * validator does not know that extension and few drivers have it; the
 * three quad swaps give the same result on every target:
 * any = x | x(across X) | x(across Y) | x(diagonal), all likewise with &. */
static void h_quad_vote(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 2);
    quad_layout(ec, in);
    need_bool(ec, in, 0);
    uint64_t op = emit_imm(ec, in, 1);
    if (op > QUAD_VOTE_ALL)
        emit_invalid(ec, "%s with vote kind %llu", op_name(in), (unsigned long long)op);
    if (in->v.type->kind != IR_TYPE_INT || in->v.type->width != 1)
        emit_invalid(ec, "%s must return i1", op_name(in));
    spv_builder *b = ec->b;
    spv_id x = emit_value(ec, in->ops[0]);
    SpvOp combine = op == QUAD_VOTE_ANY ? SpvOpLogicalOr : SpvOpLogicalAnd;
    spv_id r = x;
    for (uint32_t dir = 0; dir < 3; dir++)
        r = spv_binop(b, combine, emit_t_bool(ec), r,
                      group2(ec, SpvOpGroupNonUniformQuadSwap, emit_t_bool(ec), x, emit_u32(ec, dir)));
    emit_set_value(ec, in, r);
}

/* ---- module level --------------------------------------------------------------------------- */

/* Helper functions and what the application must know. [WaveSize] has no
 * SPIR-V form for graphics/compute modules: Vulkan asks for it at pipeline
 * creation (VkPipelineShaderStageRequiredSubgroupSizeCreateInfo), so it
 * goes to the reflection. SM 6.8's range encodes "exactly min" as max 0. */
void emit_wave_finish(emit_ctx *ec)
{
    if (ec->wave)
        emit_wave_emit_helpers(ec);
    emit_wave_reflect(ec);
}

void emit_wave_reflect(emit_ctx *ec)
{
    const dxil_entry_point *ep = ec->ep;
    dxil2spv_reflection *refl = ec->reflection;
    if (ep && refl && ep->wave_size_min) {
        refl->wave_size_min = ep->wave_size_min;
        refl->wave_size_max = ep->wave_size_max ? ep->wave_size_max : ep->wave_size_min;
        refl->wave_size_preferred = ep->wave_size_preferred;
    }
}

void emit_register_wave_ops(emit_dxop_fn *table)
{
    table[DXOP_WaveIsFirstLane] = h_is_first_lane;
    table[DXOP_WaveGetLaneIndex] = h_lane_info;
    table[DXOP_WaveGetLaneCount] = h_lane_info;
    table[DXOP_WaveAnyTrue] = h_vote;
    table[DXOP_WaveAllTrue] = h_vote;
    table[DXOP_WaveActiveAllEqual] = h_all_equal;
    table[DXOP_WaveActiveBallot] = h_ballot;
    table[DXOP_WaveReadLaneAt] = h_read_lane_at;
    table[DXOP_WaveReadLaneFirst] = h_read_lane_first;
    table[DXOP_WaveActiveOp] = h_arith;
    table[DXOP_WaveActiveBit] = h_bit;
    table[DXOP_WavePrefixOp] = h_arith;
    table[DXOP_QuadReadLaneAt] = h_quad_read_lane_at;
    table[DXOP_QuadOp] = h_quad_op;
    table[DXOP_WaveAllBitCount] = h_bit_count;
    table[DXOP_WavePrefixBitCount] = h_bit_count;
    table[DXOP_WaveMatch] = h_match;
    table[DXOP_WaveMultiPrefixOp] = h_multi_prefix;
    table[DXOP_WaveMultiPrefixBitCount] = h_multi_prefix_bit_count;
    table[DXOP_QuadVote] = h_quad_vote;
}

void emit_wave_check_helper_lanes(emit_ctx *ec)
{
    if (ec->shader_kind != DXIL_SHADER_PIXEL)
        return;
    static const uint32_t lane_ops[] = {
        DXOP_WaveIsFirstLane, DXOP_WaveAnyTrue, DXOP_WaveAllTrue, DXOP_WaveActiveAllEqual, DXOP_WaveActiveBallot,
        DXOP_WaveReadLaneAt, DXOP_WaveReadLaneFirst, DXOP_WaveActiveOp, DXOP_WaveActiveBit, DXOP_WavePrefixOp,
        DXOP_WaveAllBitCount, DXOP_WavePrefixBitCount, DXOP_WaveMatch, DXOP_WaveMultiPrefixOp,
        DXOP_WaveMultiPrefixBitCount,
    };
    bool found = false;
    emit_each_dxop_of(ec, lane_ops, sizeof(lane_ops) / sizeof(lane_ops[0]), emit_wave_note_op, &found);
    if (!found)
        return;
    bool include = ec->ep->func && ec->ep->func->wave_helper_lanes;
    bool driver = ec->opts && ec->opts->helper_lane_waves == DXIL2SPV_HELPER_LANE_WAVES_DRIVER;
    if (!include && !driver) {
        emit_wave_state_of(ec)->mask_helpers = true;
        return;
    }
    if (include)
        d2s_warn(ec->ctx, "pixel shader '%s' has \"waveops-include-helper-lanes\": D3D includes helper lanes in "
                 "its wave operations; Vulkan does not promise that they take part (RequireFullQuadsKHR, "
                 "SPV_KHR_quad_control, is not emitted)", ec->ep->name ? ec->ep->name : "?");
    else
        d2s_warn(ec->ctx, "pixel shader '%s': D3D leaves helper lanes out of its wave operations; with "
                 "options.helper_lane_waves DRIVER, Vulkan does not promise that they stay out (results over helper "
                 "lanes may differ)",
                 ec->ep->name ? ec->ep->name : "?");
}
