/* WaveMatch and WaveMultiPrefixOp (SM 6.5), which Vulkan has no core
 * instruction for, as helper functions with a loop over the subgroup's lanes.
 *
 * Why this form:
 *   - SPV_NV_shader_subgroup_partitioned (OpGroupNonUniformPartitionNV and
 *     the PartitionedReduce/ExclusiveScan group operations) is the direct
 *     translation, but it is an NVIDIA-only extension (not in lavapipe, AMD
 *     or Intel drivers), so it cannot be the default;
 *   - the loop runs SubgroupSize iterations in every invocation, so control
 *     flow stays uniform and every iteration's OpGroupNonUniformShuffle has
 *     the whole set of calling invocations active. The well-known
 *     alternative ("broadcast the first remaining lane's value, peel off
 *     the lanes that match, repeat") relies on divergent loop exits with
 *     subgroup ops inside, which some compilers (lavapipe 22.3 among them)
 *     get wrong;
 *   - a loop inside the calling block would split the structurizer's blocks
 *     (phis name them as predecessors, loop headers carry their merges), so
 *     the loop lives in a function of its own, emitted after the shader's
 *     functions; OpFunctionCall keeps the set of active invocations.
 * Cost: SubgroupSize shuffles per call (8 on lavapipe, 32/64 on GPUs).
 *
 * Values travel through the shuffle as 32-bit words (a u32, or a uvec2 for
 * 64-bit types) so that the loop needs no 8/16/64-bit subgroup support of
 * its own. WaveMatch compares those bit patterns, as the hardware match
 * instructions do: a NaN matches lanes holding the same NaN, and -0.0 does
 * not match +0.0.
 *
 * Inactive lanes take no part: a ballot of `true` at the start of the
 * helper gives the lanes that called it together, and lanes outside it are
 * masked out of the match mask and of the prefix.
 */
#include "emit/dxop/emit_wave.h"

spv_id emit_wave_helper_fn(emit_ctx *ec, uint32_t kind, uint32_t op, spv_id type, uint32_t width, bool is_float)
{
    struct emit_wave_state *ws = emit_wave_state_of(ec);
    for (uint32_t i = 0; i < ws->helpers.count; i++) {
        const emit_wave_helper *h = &ws->helpers.data[i];
        if (h->kind == kind && h->op == op && h->type == type)
            return h->fn;
    }
    if (width != 8 && width != 16 && width != 32 && width != 64)
        emit_fail(ec, D2S_ERR_INTERNAL, "wave helper for a %u-bit value", width);
    emit_wave_helper h = {kind, op, type, width, is_float, spv_alloc_id(ec->b)};
    d2s_vec_push(ec->ctx, &ws->helpers, h);
    return h.fn;
}

/* ---- values as 32-bit words -------------------------------------------------- */

static spv_id words_type(emit_ctx *ec, const emit_wave_helper *h)
{
    return h->width == 64 ? emit_t_u32x2(ec) : ec->t_u32;
}

static spv_id to_words(emit_ctx *ec, const emit_wave_helper *h, spv_id v)
{
    spv_builder *b = ec->b;
    switch (h->width) {
    case 64:
        return spv_unop(b, SpvOpBitcast, emit_t_u32x2(ec), v);
    case 32:
        return h->is_float ? spv_unop(b, SpvOpBitcast, ec->t_u32, v) : v;
    case 16:
        if (h->is_float) { /* half2(v, 0) has the bits of a u32; needs no 16-bit integers */
            spv_id parts[2] = {v, spv_const_scalar(b, h->type, 0)};
            spv_id pair = spv_composite_construct(b, spv_type_vector(b, h->type, 2), parts, 2);
            return spv_unop(b, SpvOpBitcast, ec->t_u32, pair);
        }
        return spv_unop(b, SpvOpUConvert, ec->t_u32, v);
    default:
        return spv_unop(b, SpvOpUConvert, ec->t_u32, v);
    }
}

static spv_id from_words(emit_ctx *ec, const emit_wave_helper *h, spv_id w)
{
    spv_builder *b = ec->b;
    switch (h->width) {
    case 64:
        return spv_unop(b, SpvOpBitcast, h->type, w);
    case 32:
        return h->is_float ? spv_unop(b, SpvOpBitcast, h->type, w) : w;
    case 16:
        if (h->is_float) {
            spv_id pair = spv_unop(b, SpvOpBitcast, spv_type_vector(b, h->type, 2), w);
            uint32_t i0 = 0;
            return spv_composite_extract(b, h->type, pair, &i0, 1);
        }
        return spv_unop(b, SpvOpUConvert, h->type, w);
    default:
        return spv_unop(b, SpvOpUConvert, h->type, w);
    }
}

/* ---- the loop skeleton ------------------------------------------------------------ */

/* Both helpers are `for (i = 0; i < SubgroupSize; i++) state = f(state, i)`
 * with the body as the continue target. */
typedef struct lane_loop {
    spv_id header, body, merge;
    spv_phi_ref i, state;
    spv_id entry_label;
} lane_loop;

static void loop_open(emit_ctx *ec, lane_loop *l, spv_id state_type, spv_id state_init)
{
    spv_builder *b = ec->b;
    spv_id n = emit_wave_size(ec);
    l->entry_label = spv_block_label(b, spv_block_current(b));
    l->header = spv_alloc_id(b);
    l->body = spv_alloc_id(b);
    l->merge = spv_alloc_id(b);
    spv_branch(b, l->header);

    spv_block_begin(b, l->header);
    l->i = spv_phi_open(b, ec->t_u32, 0, 2);
    l->state = spv_phi_open(b, state_type, 0, 2);
    spv_phi_set(b, l->i, 0, emit_u32(ec, 0), l->entry_label);
    spv_phi_set(b, l->state, 0, state_init, l->entry_label);
    spv_id more = spv_binop(b, SpvOpULessThan, emit_t_bool(ec), l->i.id, n);
    spv_loop_merge(b, l->merge, l->body, SpvLoopControlMaskNone);
    spv_branch_cond(b, more, l->body, l->merge);

    spv_block_begin(b, l->body);
}

/* Ends the body with the next state; returns the final state in the merge
 * block. */
static spv_id loop_close(emit_ctx *ec, lane_loop *l, spv_id next_state)
{
    spv_builder *b = ec->b;
    spv_id next_i = spv_binop(b, SpvOpIAdd, ec->t_u32, l->i.id, emit_u32(ec, 1));
    spv_phi_set(b, l->i, 1, next_i, l->body);
    spv_phi_set(b, l->state, 1, next_state, l->body);
    spv_branch(b, l->header);
    spv_block_begin(b, l->merge);
    return l->state.id;
}

/* Lane i's bit in a uvec4 lane mask: word index and the bit within it. */
static void lane_bit(emit_ctx *ec, spv_id i, spv_id *word, spv_id *bit)
{
    spv_builder *b = ec->b;
    *word = spv_binop(b, SpvOpShiftRightLogical, ec->t_u32, i, emit_u32(ec, 5));
    spv_id sh = spv_binop(b, SpvOpBitwiseAnd, ec->t_u32, i, emit_u32(ec, 31));
    *bit = spv_binop(b, SpvOpShiftLeftLogical, ec->t_u32, emit_u32(ec, 1), sh);
}

static spv_id mask_has(emit_ctx *ec, spv_id mask, spv_id word, spv_id bit)
{
    spv_builder *b = ec->b;
    spv_id w = spv_binop(b, SpvOpVectorExtractDynamic, ec->t_u32, mask, word);
    return spv_binop(b, SpvOpINotEqual, emit_t_bool(ec), spv_binop(b, SpvOpBitwiseAnd, ec->t_u32, w, bit),
                     emit_u32(ec, 0));
}

static spv_id shuffle(emit_ctx *ec, spv_id type, spv_id v, spv_id lane)
{
    spv_capability(ec->b, SpvCapabilityGroupNonUniform);
    spv_capability(ec->b, SpvCapabilityGroupNonUniformShuffle);
    return spv_op(ec->b, SpvOpGroupNonUniformShuffle, type, SPV_OPS(emit_u32(ec, SpvScopeSubgroup), v, lane));
}

/* ---- WaveMatch(value) -> uvec4 ----------------------------------------------------- */

static void body_match(emit_ctx *ec, const emit_wave_helper *h, spv_id value)
{
    spv_builder *b = ec->b;
    spv_id key = to_words(ec, h, value);
    spv_id active = emit_wave_ballot(ec, spv_const_bool(b, true));
    lane_loop l;
    loop_open(ec, &l, emit_t_u32x4(ec), spv_const_null(b, emit_t_u32x4(ec)));

    spv_id other = shuffle(ec, words_type(ec, h), key, l.i.id);
    spv_id eq;
    if (h->width == 64)
        eq = spv_unop(b, SpvOpAll, emit_t_bool(ec),
                      spv_binop(b, SpvOpIEqual, spv_type_vector(b, emit_t_bool(ec), 2), other, key));
    else
        eq = spv_binop(b, SpvOpIEqual, emit_t_bool(ec), other, key);
    spv_id word, bit;
    lane_bit(ec, l.i.id, &word, &bit);
    spv_id hit = spv_binop(b, SpvOpLogicalAnd, emit_t_bool(ec), eq, mask_has(ec, active, word, bit));
    spv_id old = spv_binop(b, SpvOpVectorExtractDynamic, ec->t_u32, l.state.id, word);
    spv_id upd = spv_binop(b, SpvOpBitwiseOr, ec->t_u32, old, spv_select(b, ec->t_u32, hit, bit, emit_u32(ec, 0)));
    spv_id next = spv_op(b, SpvOpVectorInsertDynamic, emit_t_u32x4(ec), SPV_OPS(l.state.id, upd, word));

    spv_return_value(b, loop_close(ec, &l, next));
}

/* ---- WaveMultiPrefixOp(value, mask) -> value ------------------------------------------- */

static spv_id identity(emit_ctx *ec, const emit_wave_helper *h)
{
    SpvOp group_op = emit_wave_multi_prefix_op(h->op, h->is_float);
    return emit_const_splat(ec, h->type, emit_wave_identity_bits(ec, group_op, h->type));
}

static SpvOp combine_op(const emit_wave_helper *h)
{
    switch (h->op) {
    case WAVE_MP_SUM: return h->is_float ? SpvOpFAdd : SpvOpIAdd;
    case WAVE_MP_PRODUCT: return h->is_float ? SpvOpFMul : SpvOpIMul;
    case WAVE_MP_AND: return SpvOpBitwiseAnd;
    case WAVE_MP_OR: return SpvOpBitwiseOr;
    default: return SpvOpBitwiseXor;
    }
}

static void body_multi_prefix(emit_ctx *ec, const emit_wave_helper *h, spv_id value, spv_id mask)
{
    spv_builder *b = ec->b;
    spv_id v4 = emit_t_u32x4(ec);
    spv_id words = to_words(ec, h, value);
    /* lanes that count: in the caller's partition, active, below the caller */
    spv_id sel = spv_binop(b, SpvOpBitwiseAnd, v4, mask, emit_wave_ballot(ec, spv_const_bool(b, true)));
    sel = spv_binop(b, SpvOpBitwiseAnd, v4, sel, emit_wave_lt_mask(ec));
    lane_loop l;
    loop_open(ec, &l, h->type, identity(ec, h));

    spv_id other = from_words(ec, h, shuffle(ec, words_type(ec, h), words, l.i.id));
    spv_id word, bit;
    lane_bit(ec, l.i.id, &word, &bit);
    spv_id comb = spv_binop(b, combine_op(h), h->type, l.state.id, other);
    spv_id next = spv_select(b, h->type, mask_has(ec, sel, word, bit), comb, l.state.id);

    spv_return_value(b, loop_close(ec, &l, next));
}

/* ---- emission --------------------------------------------------------------------------- */

static void emit_helper(emit_ctx *ec, const emit_wave_helper *h)
{
    spv_builder *b = ec->b;
    bool match = h->kind == WAVE_HELPER_MATCH;
    spv_id ret = match ? emit_t_u32x4(ec) : h->type;
    spv_id params[2] = {h->type, emit_t_u32x4(ec)};
    uint32_t np = match ? 1 : 2;
    spv_function_begin(b, h->fn, ret, spv_type_function(b, ret, params, np), SpvFunctionControlMaskNone);
    spv_name(b, h->fn, match ? "dx_wave_match" : "dx_wave_multi_prefix");
    spv_id value = spv_function_param(b, h->type);
    spv_id mask = match ? 0 : spv_function_param(b, emit_t_u32x4(ec));
    spv_block_begin(b, 0);
    if (match)
        body_match(ec, h, value);
    else
        body_multi_prefix(ec, h, value, mask);
    spv_function_end(b);
}

void emit_wave_emit_helpers(emit_ctx *ec)
{
    struct emit_wave_state *ws = emit_wave_state_of(ec);
    for (uint32_t i = 0; i < ws->helpers.count; i++)
        emit_helper(ec, &ws->helpers.data[i]);
}
