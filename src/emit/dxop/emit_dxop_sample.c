/* Sampler dx.ops: Sample, SampleBias, SampleLevel, SampleGrad, SampleCmp,
 * SampleCmpLevelZero, SampleCmpLevel, SampleCmpGrad, SampleCmpBias,
 * TextureGather, TextureGatherCmp, TextureGatherRaw and CalculateLOD.
 *
 * Each becomes OpSampledImage (texture + sampler, made at the use) and one
 * OpImageSample* / OpImage*Gather / OpImageQueryLod:
 *   implicit LOD (Sample, SampleBias, SampleCmp, SampleCmpBias, CalculateLOD)
 *     needs derivatives: pixel shaders, or SM 6.6+ compute shaders
 *     (emit_require_derivatives, emit_dxop_deriv.c);
 *   clamp -> MinLod (left out when it is the default 0.0);
 *   immediate offsets -> ConstOffset; computed offsets (SM 6.7) -> Offset
 *     with ImageGatherExtended on gathers; elsewhere, as options.
 *     dynamic_offsets says, emulated by moving the coordinate
 *     (emit_sample_offset.c; the implicit-LOD forms then sample with the
 *     unmoved coordinate's derivatives as gradients), Offset
 *     (VK_KHR_maintenance8), or refused;
 *   comparisons return one float, which lands in the ResRet's first component.
 * Texture1D/1DArray use 1D images; the array layer is the last coordinate
 * component, which SPIR-V expects there too.
 */
#include "emit/resources/emit_image.h"
#include "emit/dxop/emit_sample_offset.h"

/* ---- operand layouts ------------------------------------------------------------------ */

/* Where an op keeps its optional operands (operand indices; 0 = none). All
 * sample ops share srv, sampler, coord0..3 (2..5), offset0..2 (6..8). */
typedef struct sample_op {
    uint32_t opcode;
    uint8_t cmp, bias, lod, ddx, ddy, clamp;
    bool implicit;             /* implicit LOD: needs derivatives */
    bool lod_zero;             /* explicit LOD 0 */
} sample_op;

static const sample_op sample_ops[] = {
    {DXOP_Sample, 0, 0, 0, 0, 0, 9, true, false},
    {DXOP_SampleBias, 0, 9, 0, 0, 0, 10, true, false},
    {DXOP_SampleLevel, 0, 0, 9, 0, 0, 0, false, false},
    {DXOP_SampleGrad, 0, 0, 0, 9, 12, 15, false, false},
    {DXOP_SampleCmp, 9, 0, 0, 0, 0, 10, true, false},
    {DXOP_SampleCmpLevelZero, 9, 0, 0, 0, 0, 0, false, true},
    {DXOP_SampleCmpLevel, 9, 0, 10, 0, 0, 0, false, false},
    {DXOP_SampleCmpGrad, 9, 0, 0, 10, 13, 16, false, false},
    {DXOP_SampleCmpBias, 9, 10, 0, 0, 0, 11, true, false},
};

static const sample_op *find_sample_op(uint32_t opcode)
{
    for (size_t i = 0; i < sizeof(sample_ops) / sizeof(sample_ops[0]); i++)
        if (sample_ops[i].opcode == opcode)
            return &sample_ops[i];
    return NULL;
}

static const char *op_name(const ir_instr *in)
{
    return in->dxop && in->dxop->name ? in->dxop->name : "sample";
}

static void need_ops(emit_ctx *ec, ir_instr *in, uint32_t n)
{
    if (in->num_ops < n)
        emit_invalid(ec, "%s with %u operands (%u expected)", op_name(in), in->num_ops, n);
}

/* The image operand words, in mask-bit order. */
typedef struct image_operands {
    uint32_t mask;
    spv_id bias, lod, ddx, ddy, offset, min_lod;
} image_operands;

static uint32_t put_operands(const image_operands *o, uint32_t *w)
{
    uint32_t n = 0;
    if (!o->mask)
        return 0;
    w[n++] = o->mask;
    if (o->mask & SpvImageOperandsBiasMask)
        w[n++] = o->bias;
    if (o->mask & SpvImageOperandsLodMask)
        w[n++] = o->lod;
    if (o->mask & SpvImageOperandsGradMask) {
        w[n++] = o->ddx;
        w[n++] = o->ddy;
    }
    if (o->mask & (SpvImageOperandsConstOffsetMask | SpvImageOperandsOffsetMask))
        w[n++] = o->offset;
    if (o->mask & SpvImageOperandsMinLodMask)
        w[n++] = o->min_lod;
    return n;
}

static spv_id float_operand(emit_ctx *ec, ir_instr *in, uint32_t i)
{
    if (emit_type(ec, in->ops[i]->type) != emit_t_f32(ec))
        emit_invalid(ec, "%s: operand %u is not a float", op_name(in), i);
    return emit_value(ec, in->ops[i]);
}

/* Offsets in ops[6..]: ConstOffset, or Offset where `dynamic_ok` (gathers)
 * or options.dynamic_offsets is NATIVE. Returns computed offsets the caller
 * must emulate (EMULATE mode, emit_sample_offset.c), else 0. */
static spv_id add_offsets(emit_ctx *ec, ir_instr *in, const emit_image *im, image_operands *o, bool dynamic_ok)
{
    bool is_const;
    spv_id off = emit_image_offsets(ec, in, 6, im->offsets, !dynamic_ok, &is_const);
    if (!off)
        return 0;
    if (is_const) {
        o->mask |= SpvImageOperandsConstOffsetMask;
    } else {
        if (!dynamic_ok) {
            switch (ec->opts->dynamic_offsets) {
            case DXIL2SPV_DYNAMIC_OFFSET_EMULATE:
                return off;
            case DXIL2SPV_DYNAMIC_OFFSET_NATIVE:
                break; /* the device must have VK_KHR_maintenance8 */
            case DXIL2SPV_DYNAMIC_OFFSET_REFUSE:
                emit_dxop_unsupported(ec, in, "with computed (non-immediate) texel offsets (dynamic_offsets "
                                              "is REFUSE): Vulkan accepts those only on gathers, or with "
                                              "VK_KHR_maintenance8");
            default:
                emit_fail(ec, D2S_ERR_ARGUMENT, "options.dynamic_offsets = %d is not a dxil2spv_dynamic_offset_mode",
                          (int)ec->opts->dynamic_offsets);
            }
        }
        spv_capability(ec->b, SpvCapabilityImageGatherExtended);
        o->mask |= SpvImageOperandsOffsetMask;
    }
    o->offset = off;
    return 0;
}

/* The clamp operand as MinLod, unless it is the default 0.0 (or undef). */
static void add_clamp(emit_ctx *ec, ir_instr *in, uint32_t i, image_operands *o)
{
    ir_value *v = in->ops[i];
    if (emit_is_undef(v) || v->kind == IR_VAL_CONST_NULL ||
        (v->kind == IR_VAL_CONST_FLOAT && ((const ir_const *)v)->u.bits == 0))
        return;
    spv_capability(ec->b, SpvCapabilityMinLod);
    o->mask |= SpvImageOperandsMinLodMask;
    o->min_lod = float_operand(ec, in, i);
}

/* The texture and sampler handles and the image they make. */
static spv_id sampled_image(emit_ctx *ec, ir_instr *in, emit_image **imp)
{
    const emit_handle *tex = emit_get_handle(ec, in->ops[0]);
    const emit_handle *smp = emit_get_handle(ec, in->ops[1]);
    *imp = emit_image_of(ec, tex->res, in);
    if ((*imp)->ms)
        emit_invalid(ec, "%s on the multisampled texture %s", op_name(in), emit_resource_desc(ec, tex->res));
    return emit_sampled_image(ec, tex, smp, in);
}

/* ---- Sample* ------------------------------------------------------------------------- */

static void h_sample(emit_ctx *ec, ir_instr *in)
{
    const sample_op *so = find_sample_op(in->aux);
    if (!so)
        emit_dxop_unsupported(ec, in, NULL);
    uint8_t last = so->clamp > so->ddy ? so->clamp : so->ddy;
    last = last > so->lod ? last : so->lod;
    last = last > so->bias ? last : so->bias;
    last = last > so->cmp ? last : so->cmp;
    need_ops(ec, in, last + 1u);
    bool zero_grads = so->implicit && emit_require_derivatives(ec, in) == EMIT_DERIV_ZERO;
    spv_builder *b = ec->b;
    emit_image *im;
    spv_id si = sampled_image(ec, in, &im);
    if (so->cmp && (im->dim == SpvDim3D || !im->comp_float))
        emit_invalid(ec, "%s on %s: comparisons need a 1D, 2D or cube float texture", op_name(in),
                     emit_resource_desc(ec, emit_get_handle(ec, in->ops[0])->res));
    spv_id coord = emit_image_float_coord(ec, in, 2, im->coords + im->arrayed);
    image_operands o = {0};
    if (so->bias) {
        o.mask |= SpvImageOperandsBiasMask;
        o.bias = float_operand(ec, in, so->bias);
    }
    if (so->lod || so->lod_zero) {
        o.mask |= SpvImageOperandsLodMask;
        o.lod = so->lod ? float_operand(ec, in, so->lod) : spv_const_f32(b, 0.0f);
    }
    if (so->ddx) {
        o.mask |= SpvImageOperandsGradMask;
        o.ddx = emit_image_float_coord(ec, in, so->ddx, im->coords);
        o.ddy = emit_image_float_coord(ec, in, so->ddy, im->coords);
    }
    bool implicit = so->implicit;
    if (zero_grads) {
        /* A compute thread alone in its quad (emit_dxop_deriv.c): zero
         * gradients, the LOD D3D computes there (-inf, so a bias changes
         * nothing and SPIR-V forbids Bias with Grad). */
        spv_id gt = im->coords == 1 ? emit_t_f32(ec) : spv_type_vector(b, emit_t_f32(ec), im->coords);
        o.mask = (o.mask & ~(uint32_t)SpvImageOperandsBiasMask) | SpvImageOperandsGradMask;
        o.ddx = o.ddy = spv_const_null(b, gt);
        implicit = false;
    }
    spv_id dyn = add_offsets(ec, in, im, &o, false);
    if (dyn) {
        emit_offset_lod lod = {
            .lod = so->lod ? o.lod : 0, .lod_zero = so->lod_zero,
            .ddx = so->ddx || zero_grads ? o.ddx : 0, .ddy = so->ddx || zero_grads ? o.ddy : 0,
            .bias = so->bias && !zero_grads ? o.bias : 0,
        };
        spv_id unmoved = coord;
        coord = emit_sample_offset_coord(ec, in, im, si, coord, dyn, &lod);
        if (implicit) {
            emit_sample_offset_grads(ec, im, unmoved, lod.bias, &o.ddx, &o.ddy);
            o.mask = (o.mask & ~(uint32_t)SpvImageOperandsBiasMask) | SpvImageOperandsGradMask;
            implicit = false;
        }
    }
    if (so->clamp)
        add_clamp(ec, in, so->clamp, &o);

    uint32_t w[12] = {si, coord};
    uint32_t n = 2;
    SpvOp op;
    if (so->cmp) {
        w[n++] = float_operand(ec, in, so->cmp);
        op = implicit ? SpvOpImageSampleDrefImplicitLod : SpvOpImageSampleDrefExplicitLod;
    } else {
        op = implicit ? SpvOpImageSampleImplicitLod : SpvOpImageSampleExplicitLod;
    }
    n += put_operands(&o, w + n);
    spv_id status;
    spv_id r = emit_image_access(ec, in, op, so->cmp ? im->comp_type : im->vec4, w, n, &status);
    emit_image_set_resret(ec, in, im, r, so->cmp ? 1 : 4, status);
}

/* ---- gathers ------------------------------------------------------------------------------- */

static void check_gather(emit_ctx *ec, ir_instr *in, const emit_image *im)
{
    if (im->dim != SpvDim2D && im->dim != SpvDimCube)
        emit_invalid(ec, "%s on %s: gathers need a 2D or cube texture", op_name(in),
                     emit_resource_desc(ec, emit_get_handle(ec, in->ops[0])->res));
}

/* TextureGather(srv, sampler, coord0..3, offset0..1, channel) */
static void h_gather(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 9);
    emit_image *im;
    spv_id si = sampled_image(ec, in, &im);
    check_gather(ec, in, im);
    uint64_t channel = emit_imm(ec, in, 8);
    if (channel > 3)
        emit_invalid(ec, "TextureGather of channel %llu", (unsigned long long)channel);
    spv_id coord = emit_image_float_coord(ec, in, 2, im->coords + im->arrayed);
    image_operands o = {0};
    add_offsets(ec, in, im, &o, true);
    uint32_t w[8] = {si, coord, emit_u32(ec, (uint32_t)channel)};
    uint32_t n = 3 + put_operands(&o, w + 3);
    spv_id status;
    spv_id v = emit_image_access(ec, in, SpvOpImageGather, im->vec4, w, n, &status);
    emit_image_set_resret(ec, in, im, v, 4, status);
}

/* TextureGatherCmp(srv, sampler, coord0..3, offset0..1, channel, compareValue):
 * Vulkan's OpImageDrefGather always compares the first component, the only
 * one a depth format has. */
static void h_gather_cmp(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 10);
    emit_image *im;
    spv_id si = sampled_image(ec, in, &im);
    check_gather(ec, in, im);
    if (!im->comp_float)
        emit_invalid(ec, "TextureGatherCmp on an integer texture");
    spv_id coord = emit_image_float_coord(ec, in, 2, im->coords + im->arrayed);
    image_operands o = {0};
    add_offsets(ec, in, im, &o, true);
    uint32_t w[8] = {si, coord, float_operand(ec, in, 9)};
    uint32_t n = 3 + put_operands(&o, w + 3);
    spv_id status;
    spv_id v = emit_image_access(ec, in, SpvOpImageDrefGather, im->vec4, w, n, &status);
    emit_image_set_resret(ec, in, im, v, 4, status);
}

/* TextureGatherRaw(srv, sampler, coord0..3, offset0..1): the first channel
 * of an integer texture, bit for bit. A 64-bit raw gather reads an
 * R32G32_UINT texture (Texture2D<uint64_t>) as one 64-bit value per texel:
 * two gathers, of the low and the high channel, put back together. */
static void h_gather_raw(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 8);
    spv_builder *b = ec->b;
    emit_image *im;
    spv_id si = sampled_image(ec, in, &im);
    check_gather(ec, in, im);
    if (im->comp_float || im->comp_width != 32)
        emit_dxop_unsupported(ec, in, im->comp_float ? "on a float texture" : "on 64-bit images");
    ir_type *rt = in->v.type;
    bool wide = rt->kind == IR_TYPE_STRUCT && rt->member_count == 5 && emit_scalar_width(rt->members[0]) == 64;
    spv_id coord = emit_image_float_coord(ec, in, 2, im->coords + im->arrayed);
    image_operands o = {0};
    add_offsets(ec, in, im, &o, true);
    uint32_t w[8] = {si, coord, emit_u32(ec, 0)};
    uint32_t n = 3 + put_operands(&o, w + 3);
    spv_id status, status_hi;
    spv_id lo = emit_image_access(ec, in, SpvOpImageGather, im->vec4, w, n, &status);
    if (!wide) {
        emit_image_set_resret(ec, in, im, lo, 4, status);
        return;
    }
    w[2] = emit_u32(ec, 1);
    spv_id hi = emit_image_access(ec, in, SpvOpImageGather, im->vec4, w, n, &status_hi);
    if (status) /* both gathers read the same texels; either one not resident fails the pair */
        status = spv_binop(b, SpvOpBitwiseOr, ec->t_u32, status, status_hi);
    if (im->comp_signed) {
        lo = spv_unop(b, SpvOpBitcast, emit_t_u32x4(ec), lo);
        hi = spv_unop(b, SpvOpBitcast, emit_t_u32x4(ec), hi);
    }
    spv_id et = emit_type(ec, rt->members[0]);
    spv_id parts[5];
    for (uint32_t c = 0; c < 4; c++) {
        spv_id pair[2] = {spv_composite_extract(b, ec->t_u32, lo, &c, 1), spv_composite_extract(b, ec->t_u32, hi, &c, 1)};
        parts[c] = spv_unop(b, SpvOpBitcast, et, spv_composite_construct(b, emit_t_u32x2(ec), pair, 2));
    }
    parts[4] = status ? status : emit_u32(ec, 0);
    emit_set_struct_value(ec, in, rt, parts, 5);
}

/* ---- CalculateLOD ---------------------------------------------------------------------------- */

/* CalculateLOD(handle, sampler, coord0..2, clamped): OpImageQueryLod gives
 * (clamped LOD the sampler would use, unclamped LOD). */
static void h_calculate_lod(emit_ctx *ec, ir_instr *in)
{
    need_ops(ec, in, 6);
    if (emit_require_derivatives(ec, in) == EMIT_DERIV_ZERO)
        emit_unsupported(ec, "CalculateLOD in a compute shader whose numthreads(%u, %u, %u) forms no quads (with "
                         "zero derivatives its result depends on the sampler's LOD clamp, which the shader does not "
                         "know)", ec->ep->numthreads[0], ec->ep->numthreads[1], ec->ep->numthreads[2]);
    spv_builder *b = ec->b;
    if (emit_type(ec, in->v.type) != emit_t_f32(ec))
        emit_invalid(ec, "CalculateLOD must return a float");
    emit_image *im;
    spv_id si = sampled_image(ec, in, &im);
    uint64_t clamped = emit_imm(ec, in, 5);
    spv_capability(b, SpvCapabilityImageQuery);
    spv_id coord = emit_image_float_coord(ec, in, 2, im->coords);
    spv_id lod = spv_op(b, SpvOpImageQueryLod, spv_type_vector(b, emit_t_f32(ec), 2), SPV_OPS(si, coord));
    uint32_t which = clamped ? 0 : 1;
    emit_set_value(ec, in, spv_composite_extract(b, emit_t_f32(ec), lod, &which, 1));
}

void emit_register_sample_ops(emit_dxop_fn *table)
{
    for (size_t i = 0; i < sizeof(sample_ops) / sizeof(sample_ops[0]); i++)
        table[sample_ops[i].opcode] = h_sample;
    table[DXOP_TextureGather] = h_gather;
    table[DXOP_TextureGatherCmp] = h_gather_cmp;
    table[DXOP_TextureGatherRaw] = h_gather_raw;
    table[DXOP_CalculateLOD] = h_calculate_lod;
}
