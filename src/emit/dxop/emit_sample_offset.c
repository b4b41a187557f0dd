/* Computed texel offsets on sampling, emulated (dxil2spv_options.
 * dynamic_offsets = EMULATE, the default).
 *
 * D3D (SM 6.7) accepts offsets computed at run time on every sampling
 * instruction; Vulkan accepts a non-constant Offset image operand only on
 * OpImage*Gather, unless the device has VK_KHR_maintenance8 (NATIVE mode).
 * An offset of o texels at a mip level of size s is the same as moving the
 * normalized coordinate by o / s before sampling: the filter footprint, the
 * wrap and clamp modes and the border all then see the texel grid exactly as
 * with the offset. So the emulation finds the level the sample reads and
 * moves the coordinate:
 *   explicit LOD (SampleLevel, SampleCmpLevel): round(lod);
 *   SampleCmpLevelZero: level 0;
 *   gradients (SampleGrad, SampleCmpGrad): round(log2(max(|ddx * size0|,
 *     |ddy * size0|))), the isotropic LOD of Vulkan's scale-factor formula;
 *   implicit LOD (Sample, SampleBias, SampleCmp, SampleCmpBias):
 *     OpImageQueryLod's x (the LOD after the sampler's bias and clamps) plus
 *     the shader's bias, rounded; these then sample with explicit gradients
 *     (emit_sample_offset_grads), because D3D takes the LOD from the
 *     coordinate before the offset, and implicit derivatives of the moved
 *     coordinate would also see offsets that differ within a quad;
 * the level is clamped to the image's levels (OpImageQueryLevels) and its
 * size taken with OpImageQuerySizeLod.
 *
 * Exact: whenever one mip level is read and it is the rounded one, i.e. a
 * sampler with mipmapMode NEAREST (with any min/mag filter, point or
 * bilinear), an image with one level, or an integer LOD. Not exact: with
 * mipmapMode LINEAR at a fractional LOD (trilinear), the second level is
 * moved by o * s_other / s texels of its own grid instead of o (twice or
 * half the offset); for explicit LODs, a sampler mipLodBias or min/maxLod
 * clamp the shader cannot see; anisotropic filtering, whose level selection
 * differs from the isotropic formula; and float rounding of o / s. Each
 * emulated instruction adds a warning to the result, so the difference can
 * be traced back to it.
 */
#include "emit/dxop/emit_sample_offset.h"

static spv_id glsl1(emit_ctx *ec, spv_id type, enum GLSLstd450 inst, spv_id a)
{
    return spv_glsl(ec->b, type, inst, &a, 1);
}

/* Component i of a scalar or vector of n components. */
static spv_id component(emit_ctx *ec, spv_id type, spv_id v, uint32_t n, uint32_t i)
{
    if (n == 1)
        return v;
    return spv_composite_extract(ec->b, type, v, &i, 1);
}

/* The first n components of a float vector of `total` (n == total: itself). */
static spv_id float_prefix(emit_ctx *ec, spv_id v, uint32_t total, uint32_t n)
{
    if (n == total)
        return v;
    if (n == 1)
        return component(ec, emit_t_f32(ec), v, total, 0);
    static const uint32_t idx[3] = {0, 1, 2};
    spv_id t = spv_type_vector(ec->b, emit_t_f32(ec), n);
    return spv_vector_shuffle(ec->b, t, v, v, idx, n);
}

/* The image's size at `level` as floats, coordinate components only. */
static spv_id level_size(emit_ctx *ec, const emit_image *im, spv_id image, spv_id level)
{
    spv_builder *b = ec->b;
    spv_id st = im->size_comps == 1 ? ec->t_u32 : spv_type_vector(b, ec->t_u32, im->size_comps);
    spv_id size = spv_op(b, SpvOpImageQuerySizeLod, st, SPV_OPS(image, level));
    spv_id ft = im->size_comps == 1 ? emit_t_f32(ec) : spv_type_vector(b, emit_t_f32(ec), im->size_comps);
    spv_id fsize = spv_unop(b, SpvOpConvertUToF, ft, size);
    return float_prefix(ec, fsize, im->size_comps, im->coords);
}

/* The level of detail (float, not yet rounded) the instruction samples at. */
static spv_id sample_lod(emit_ctx *ec, const emit_image *im, spv_id si, spv_id image, spv_id coord,
                         const emit_offset_lod *lod)
{
    spv_builder *b = ec->b;
    if (lod->lod)
        return lod->lod;
    if (lod->ddx) {
        spv_id size0 = level_size(ec, im, image, emit_u32(ec, 0));
        spv_id vt = im->coords == 1 ? emit_t_f32(ec) : spv_type_vector(b, emit_t_f32(ec), im->coords);
        spv_id dx = spv_binop(b, SpvOpFMul, vt, lod->ddx, size0);
        spv_id dy = spv_binop(b, SpvOpFMul, vt, lod->ddy, size0);
        spv_id lx = glsl1(ec, emit_t_f32(ec), GLSLstd450Length, dx);
        spv_id ly = glsl1(ec, emit_t_f32(ec), GLSLstd450Length, dy);
        spv_id args[2] = {lx, ly};
        spv_id rho = spv_glsl(b, emit_t_f32(ec), GLSLstd450NMax, args, 2);
        return glsl1(ec, emit_t_f32(ec), GLSLstd450Log2, rho);
    }
    /* OpImageQueryLod takes the coordinate without the array layer. */
    spv_id c = float_prefix(ec, coord, im->coords + im->arrayed, im->coords);
    spv_id f2 = spv_type_vector(b, emit_t_f32(ec), 2);
    spv_id q = spv_op(b, SpvOpImageQueryLod, f2, SPV_OPS(si, c));
    spv_id l = component(ec, emit_t_f32(ec), q, 2, 0);
    if (lod->bias)
        l = spv_binop(b, SpvOpFAdd, emit_t_f32(ec), l, lod->bias);
    return l;
}

/* The mip level read at `l`: round to nearest, clamped to the levels. */
static spv_id sample_level(emit_ctx *ec, spv_id image, spv_id l)
{
    spv_builder *b = ec->b;
    spv_id levels = spv_unop(b, SpvOpImageQueryLevels, ec->t_u32, image);
    spv_id flevels = spv_unop(b, SpvOpConvertUToF, emit_t_f32(ec), levels);
    spv_id one = spv_const_f32(b, 1.0f);
    spv_id last = spv_binop(b, SpvOpFSub, emit_t_f32(ec), flevels, one);
    spv_id half = spv_const_f32(b, 0.5f);
    spv_id lh = spv_binop(b, SpvOpFAdd, emit_t_f32(ec), l, half);
    spv_id r = glsl1(ec, emit_t_f32(ec), GLSLstd450Floor, lh);
    /* NClamp: a NaN LOD (zero gradients give -inf, which clamps) reads
     * level 0 rather than an undefined one. */
    spv_id zero = spv_const_f32(b, 0.0f);
    spv_id args[3] = {r, zero, last};
    spv_id cl = spv_glsl(b, emit_t_f32(ec), GLSLstd450NClamp, args, 3);
    return spv_unop(b, SpvOpConvertFToU, ec->t_u32, cl);
}

void emit_sample_offset_grads(emit_ctx *ec, const emit_image *im, spv_id coord, spv_id bias, spv_id *ddx,
                              spv_id *ddy)
{
    spv_builder *b = ec->b;
    spv_id c = float_prefix(ec, coord, im->coords + im->arrayed, im->coords);
    spv_id vt = im->coords == 1 ? emit_t_f32(ec) : spv_type_vector(b, emit_t_f32(ec), im->coords);
    *ddx = spv_unop(b, SpvOpDPdx, vt, c);
    *ddy = spv_unop(b, SpvOpDPdy, vt, c);
    if (bias) {
        /* A bias of b scales the footprint by 2^b: log2(2^b * rho) = lod + b. */
        spv_id scale = glsl1(ec, emit_t_f32(ec), GLSLstd450Exp2, bias);
        SpvOp mul = im->coords == 1 ? SpvOpFMul : SpvOpVectorTimesScalar;
        *ddx = spv_binop(b, mul, vt, *ddx, scale);
        *ddy = spv_binop(b, mul, vt, *ddy, scale);
    }
}

static void warn_emulated(emit_ctx *ec, ir_instr *in)
{
    const char *name = in->dxop && in->dxop->name ? in->dxop->name : "sample";
    const char *fname = ec->fn && ec->fn->v.name ? ec->fn->v.name : "?";
    d2s_warn(ec->ctx,
             "SPIR-V emission: %s with computed texel offsets emulated by moving the coordinate (function '%s', "
             "block %u, instruction %u); exact when one mip level is sampled, differs with trilinear filtering "
             "at a fractional LOD (use dynamic_offsets NATIVE on VK_KHR_maintenance8 devices)",
             name, fname, ec->cur_block ? ec->cur_block->id : 0u, in->index_in_block);
}

spv_id emit_sample_offset_coord(emit_ctx *ec, ir_instr *in, const emit_image *im, spv_id si, spv_id coord,
                                spv_id offset, const emit_offset_lod *lod)
{
    spv_builder *b = ec->b;
    uint32_t n = im->coords + im->arrayed;
    if (im->offsets == 0 || im->offsets > im->coords || n > 4)
        emit_invalid(ec, "%s: texel offsets on an image with %u coordinates", in->dxop ? in->dxop->name : "?",
                     im->coords);
    spv_capability(b, SpvCapabilityImageQuery);
    spv_id image = spv_unop(b, SpvOpImage, im->type, si);
    spv_id level;
    if (lod->lod_zero) {
        level = emit_u32(ec, 0);
    } else {
        spv_id l = sample_lod(ec, im, si, image, coord, lod);
        level = sample_level(ec, image, l);
    }
    spv_id size = level_size(ec, im, image, level);
    spv_id i32 = spv_type_int(b, 32, true);
    spv_id parts[4];
    for (uint32_t i = 0; i < n; i++) {
        parts[i] = component(ec, emit_t_f32(ec), coord, n, i);
        if (i >= im->offsets)
            continue; /* the array layer, and components without an offset */
        spv_id o = component(ec, i32, offset, im->offsets, i);
        spv_id fo = spv_unop(b, SpvOpConvertSToF, emit_t_f32(ec), o);
        spv_id s = component(ec, emit_t_f32(ec), size, im->coords, i);
        spv_id d = spv_binop(b, SpvOpFDiv, emit_t_f32(ec), fo, s);
        parts[i] = spv_binop(b, SpvOpFAdd, emit_t_f32(ec), parts[i], d);
    }
    warn_emulated(ec, in);
    if (n == 1)
        return parts[0];
    spv_id vt = spv_type_vector(b, emit_t_f32(ec), n);
    return spv_composite_construct(b, vt, parts, n);
}
