/* SM 6.5 sampler feedback: WriteSamplerFeedback, ...Bias, ...Level, ...Grad.
 *
 * Vulkan has no sampler feedback maps, so they are emulated. A
 * FeedbackTexture2D / FeedbackTexture2DArray UAV becomes an R32_UINT storage
 * image (2D / 2D array) with one texel per mip region of the paired texture:
 * the application creates it ceil(texture width / region width) x
 * ceil(texture height / region height) (x the texture's layers), the same
 * size as D3D's feedback map, and clears it before use:
 *   MinMip:        0xFFFFFFFF ("not sampled"); a write stores
 *                  atomicMin(texel, floor(lod)), so the texel ends up with
 *                  the most detailed mip level sampled in that region;
 *   MipRegionUsed: 0; a write ORs in bit floor(lod), and bit ceil(lod) too
 *                  when the LOD is fractional (a trilinear filter would read
 *                  both levels), so bit N says "mip N was used".
 * The reflection (dxil2spv_reflected_resource.flags) says which of the two a
 * binding holds.
 *
 * The LOD: implicit forms use OpImageQueryLod's unclamped LOD (plus the bias
 * operand), Level takes its operand, Grad computes log2 of the longer
 * gradient scaled by the texture's level-0 size (the isotropic formula of the
 * Vulkan spec). The sampler's own LOD bias and min/max LOD are not applied:
 * a shader cannot read them. The result is raised to the clamp operand and
 * clamped to [0, levels - 1] of the paired texture.
 *
 * The region: coordinates are clamped to [0, 1] before scaling by the map
 * size (so wrapped or mirrored addressing outside [0, 1] is recorded at the
 * nearest edge region, not the wrapped one); the array layer is the
 * coordinate's array component rounded to nearest even and clamped to the
 * map's layers, as Vulkan picks a texture layer.
 */
#include "emit/resources/emit_image.h"

enum { FEEDBACK_MIN_MIP = 0, FEEDBACK_MIP_REGION_USED = 1 };

static const char *op_name(const ir_instr *in)
{
    return in && in->dxop && in->dxop->name ? in->dxop->name : "resource operation";
}

emit_image *emit_feedback_image(emit_ctx *ec, emit_resource *r, ir_instr *in)
{
    if (!in || in->op != IR_OP_DXOP || in->aux < DXOP_WriteSamplerFeedback || in->aux > DXOP_WriteSamplerFeedbackGrad)
        emit_unsupported(ec, "%s on %s: sampler feedback textures are only written by WriteSamplerFeedback*",
                         op_name(in), emit_resource_desc(ec, r));
    if (r->res_class != DXIL_RES_UAV)
        emit_invalid(ec, "%s: a sampler feedback texture that is not a UAV", emit_resource_desc(ec, r));
    if (r->descriptor_type != DXIL2SPV_DESCRIPTOR_STORAGE_IMAGE)
        emit_unsupported(ec, "%s: a sampler feedback texture bound as descriptor type %u (the emulation needs a "
                         "storage image)", emit_resource_desc(ec, r), r->descriptor_type);
    if (r->ext && ((emit_image *)r->ext)->type)
        return r->ext;
    if (r->dx->sampler_feedback_type > FEEDBACK_MIP_REGION_USED)
        emit_invalid(ec, "%s: sampler feedback type %u", emit_resource_desc(ec, r), r->dx->sampler_feedback_type);
    spv_builder *b = ec->b;
    emit_image *im = r->ext ? r->ext : d2s_zalloc(ec->ctx, sizeof(*im));
    im->kind = r->dx->kind;
    im->dim = SpvDim2D;
    im->arrayed = r->dx->kind == DXIL_RK_FEEDBACK_TEXTURE2DARRAY;
    im->storage = true;
    im->coords = 2;
    im->size_comps = im->arrayed ? 3 : 2;
    im->comp_width = 32;
    im->comp_type = im->comp_utype = ec->t_u32;
    im->vec4 = emit_t_u32x4(ec);
    /* R32ui: the format atomics need, and what the application creates. */
    im->format = SpvImageFormatR32ui;
    im->type = spv_type_image(b, ec->t_u32, SpvDim2D, 0, im->arrayed, false, 2, im->format);
    r->ext = im;
    return im;
}

static spv_id scalar_operand(emit_ctx *ec, ir_instr *in, uint32_t i)
{
    return emit_image_float_coord(ec, in, i, 1);
}

static spv_id glsl2(emit_ctx *ec, spv_id type, enum GLSLstd450 inst, spv_id a, spv_id c)
{
    spv_id args[2] = {a, c};
    return spv_glsl(ec->b, type, inst, args, 2);
}

static spv_id glsl3(emit_ctx *ec, spv_id type, enum GLSLstd450 inst, spv_id a, spv_id c, spv_id d)
{
    spv_id args[3] = {a, c, d};
    return spv_glsl(ec->b, type, inst, args, 3);
}

/* log2(max(|ddx * size|, |ddy * size|)): the isotropic LOD of the gradients
 * in texels of level 0. */
static spv_id grad_lod(emit_ctx *ec, ir_instr *in, const emit_image *tim, spv_id img)
{
    spv_builder *b = ec->b;
    spv_id f2 = spv_type_vector(b, emit_t_f32(ec), 2);
    spv_id size_t = tim->size_comps == 2 ? emit_t_u32x2(ec) : spv_type_vector(b, ec->t_u32, tim->size_comps);
    spv_id lod0 = emit_u32(ec, 0);
    spv_id size = spv_op(b, SpvOpImageQuerySizeLod, size_t, SPV_OPS(img, lod0));
    if (tim->size_comps != 2) {
        static const uint32_t xy[2] = {0, 1};
        size = spv_vector_shuffle(b, emit_t_u32x2(ec), size, size, xy, 2);
    }
    spv_id fsize = spv_unop(b, SpvOpConvertUToF, f2, size);
    spv_id ddx = emit_image_float_coord(ec, in, 7, 2);
    ddx = spv_binop(b, SpvOpFMul, f2, ddx, fsize);
    spv_id ddy = emit_image_float_coord(ec, in, 10, 2);
    ddy = spv_binop(b, SpvOpFMul, f2, ddy, fsize);
    spv_id lx = spv_glsl(b, emit_t_f32(ec), GLSLstd450Length, &ddx, 1);
    spv_id ly = spv_glsl(b, emit_t_f32(ec), GLSLstd450Length, &ddy, 1);
    spv_id rho = glsl2(ec, emit_t_f32(ec), GLSLstd450NMax, lx, ly);
    return spv_glsl(b, emit_t_f32(ec), GLSLstd450Log2, &rho, 1);
}

/* The map texel (u32 vector) the coordinates fall in. */
static spv_id region_coord(emit_ctx *ec, ir_instr *in, const emit_handle *fb, const emit_image *fim, spv_id uv)
{
    spv_builder *b = ec->b;
    spv_id f2 = spv_type_vector(b, emit_t_f32(ec), 2);
    spv_id map = emit_image_load(ec, fb, in);
    spv_id size_t = fim->arrayed ? spv_type_vector(b, ec->t_u32, 3) : emit_t_u32x2(ec);
    spv_id size = spv_op(b, SpvOpImageQuerySize, size_t, SPV_OPS(map));
    spv_id size2 = size;
    if (fim->arrayed) {
        static const uint32_t xy[2] = {0, 1};
        size2 = spv_vector_shuffle(b, emit_t_u32x2(ec), size, size, xy, 2);
    }
    /* NClamp: a NaN coordinate lands in region 0 instead of anywhere. */
    /* Every emitting call is its own statement: C leaves the order of
     * argument evaluation open, and the output must not depend on it. */
    spv_id zero2 = emit_const_splat(ec, f2, 0);
    spv_id one2 = emit_const_splat(ec, f2, 0x3F800000u);
    spv_id cuv = glsl3(ec, f2, GLSLstd450NClamp, uv, zero2, one2);
    spv_id fsize = spv_unop(b, SpvOpConvertUToF, f2, size2);
    spv_id scaled = spv_binop(b, SpvOpFMul, f2, cuv, fsize);
    spv_id fl = spv_glsl(b, f2, GLSLstd450Floor, &scaled, 1);
    spv_id texel = spv_unop(b, SpvOpConvertFToU, emit_t_u32x2(ec), fl);
    /* u == 1.0 scales to the size itself: it belongs to the last region. */
    spv_id ones = emit_const_splat(ec, emit_t_u32x2(ec), 1);
    spv_id last = spv_binop(b, SpvOpISub, emit_t_u32x2(ec), size2, ones);
    texel = glsl2(ec, emit_t_u32x2(ec), GLSLstd450UMin, texel, last);
    if (!fim->arrayed)
        return texel;
    uint32_t zi = 2;
    spv_id one = emit_u32(ec, 1);
    spv_id fzero = spv_const_f32(b, 0.0f);
    spv_id layers = spv_composite_extract(b, ec->t_u32, size, &zi, 1);
    layers = glsl2(ec, ec->t_u32, GLSLstd450UMax, layers, one);
    spv_id max_layer = spv_binop(b, SpvOpISub, ec->t_u32, layers, one);
    max_layer = spv_unop(b, SpvOpConvertUToF, emit_t_f32(ec), max_layer);
    spv_id a = scalar_operand(ec, in, 5);
    a = spv_glsl(b, emit_t_f32(ec), GLSLstd450RoundEven, &a, 1);
    a = glsl3(ec, emit_t_f32(ec), GLSLstd450NClamp, a, fzero, max_layer);
    uint32_t i0 = 0, i1 = 1;
    spv_id parts[3];
    parts[0] = spv_composite_extract(b, ec->t_u32, texel, &i0, 1);
    parts[1] = spv_composite_extract(b, ec->t_u32, texel, &i1, 1);
    parts[2] = spv_unop(b, SpvOpConvertFToU, ec->t_u32, a);
    return spv_composite_construct(b, size_t, parts, 3);
}

/* WriteSamplerFeedback*(feedbackTex, sampledTex, sampler, c0..c3, ...) */
static void h_write_feedback(emit_ctx *ec, ir_instr *in)
{
    uint32_t op = in->aux;
    uint32_t need = op == DXOP_WriteSamplerFeedbackGrad ? 14 : op == DXOP_WriteSamplerFeedbackBias ? 9 : 8;
    if (in->num_ops < need)
        emit_invalid(ec, "%s with %u operands (%u expected)", op_name(in), in->num_ops, need);
    bool implicit = op == DXOP_WriteSamplerFeedback || op == DXOP_WriteSamplerFeedbackBias;
    if (implicit && emit_require_derivatives(ec, in) == EMIT_DERIV_ZERO)
        emit_unsupported(ec, "%s in a compute shader whose numthreads(%u, %u, %u) forms no quads (the mip level "
                         "it records would depend on the sampler's LOD clamp)", op_name(in),
                         ec->ep->numthreads[0], ec->ep->numthreads[1], ec->ep->numthreads[2]);
    spv_builder *b = ec->b;
    const emit_handle *fb = emit_get_handle(ec, in->ops[0]);
    const emit_handle *tex = emit_get_handle(ec, in->ops[1]);
    const emit_handle *smp = emit_get_handle(ec, in->ops[2]);
    if (fb->res->dx->kind != DXIL_RK_FEEDBACK_TEXTURE2D && fb->res->dx->kind != DXIL_RK_FEEDBACK_TEXTURE2DARRAY)
        emit_invalid(ec, "%s: %s is not a sampler feedback texture", op_name(in), emit_resource_desc(ec, fb->res));
    emit_image *fim = emit_image_of(ec, fb->res, in);
    emit_image *tim = emit_image_of(ec, tex->res, in);
    if (tim->storage || tim->dim != SpvDim2D || tim->ms)
        emit_invalid(ec, "%s: the paired texture %s is not a Texture2D or Texture2DArray", op_name(in),
                     emit_resource_desc(ec, tex->res));
    spv_capability(b, SpvCapabilityImageQuery);
    spv_id f2 = spv_type_vector(b, emit_t_f32(ec), 2);
    spv_id uv = emit_image_float_coord(ec, in, 3, 2);
    spv_id img = emit_image_load(ec, tex, in);

    spv_id lod;
    if (implicit) {
        spv_id si = emit_sampled_image(ec, tex, smp, in);
        spv_id q = spv_op(b, SpvOpImageQueryLod, f2, SPV_OPS(si, uv));
        uint32_t unclamped = 1;
        lod = spv_composite_extract(b, emit_t_f32(ec), q, &unclamped, 1);
        if (op == DXOP_WriteSamplerFeedbackBias) {
            spv_id bias = scalar_operand(ec, in, 7);
            lod = spv_binop(b, SpvOpFAdd, emit_t_f32(ec), lod, bias);
        }
    } else if (op == DXOP_WriteSamplerFeedbackLevel) {
        lod = scalar_operand(ec, in, 7);
    } else {
        lod = grad_lod(ec, in, tim, img);
    }
    uint32_t clamp = op == DXOP_WriteSamplerFeedback ? 7 : op == DXOP_WriteSamplerFeedbackBias ? 8 : op == DXOP_WriteSamplerFeedbackGrad ? 13 : 0;
    if (clamp && !emit_is_undef(in->ops[clamp])) {
        spv_id min_lod = scalar_operand(ec, in, clamp);
        lod = glsl2(ec, emit_t_f32(ec), GLSLstd450NMax, lod, min_lod);
    }
    /* levels - 1, with a texture of 0 levels (null descriptor) read as 1. */
    spv_id one = emit_u32(ec, 1);
    spv_id fzero = spv_const_f32(b, 0.0f);
    spv_id levels = spv_op(b, SpvOpImageQueryLevels, ec->t_u32, SPV_OPS(img));
    levels = glsl2(ec, ec->t_u32, GLSLstd450UMax, levels, one);
    spv_id top = spv_binop(b, SpvOpISub, ec->t_u32, levels, one);
    top = spv_unop(b, SpvOpConvertUToF, emit_t_f32(ec), top);
    /* NClamp: -inf (zero gradients) and NaN both become level 0. */
    lod = glsl3(ec, emit_t_f32(ec), GLSLstd450NClamp, lod, fzero, top);
    spv_id lo = spv_glsl(b, emit_t_f32(ec), GLSLstd450Floor, &lod, 1);
    lo = spv_unop(b, SpvOpConvertFToU, ec->t_u32, lo);

    spv_id coord = region_coord(ec, in, fb, fim, uv);
    spv_id sample = emit_u32(ec, 0);
    spv_id p = emit_image_texel_ptr(ec, fb, in, coord, sample);
    spv_id scope = emit_u32(ec, SpvScopeDevice);
    spv_id sem = emit_u32(ec, 0);
    if (fb->res->dx->sampler_feedback_type == FEEDBACK_MIN_MIP) {
        spv_op(b, SpvOpAtomicUMin, ec->t_u32, SPV_OPS(p, scope, sem, lo));
        return;
    }
    spv_id hi = spv_glsl(b, emit_t_f32(ec), GLSLstd450Ceil, &lod, 1);
    hi = spv_unop(b, SpvOpConvertFToU, ec->t_u32, hi);
    /* Shifts of 32 or more are undefined in SPIR-V; no texture has 32 levels. */
    spv_id c31 = emit_u32(ec, 31);
    lo = glsl2(ec, ec->t_u32, GLSLstd450UMin, lo, c31);
    hi = glsl2(ec, ec->t_u32, GLSLstd450UMin, hi, c31);
    spv_id bit_lo = spv_binop(b, SpvOpShiftLeftLogical, ec->t_u32, one, lo);
    spv_id bit_hi = spv_binop(b, SpvOpShiftLeftLogical, ec->t_u32, one, hi);
    spv_id bits = spv_binop(b, SpvOpBitwiseOr, ec->t_u32, bit_lo, bit_hi);
    spv_op(b, SpvOpAtomicOr, ec->t_u32, SPV_OPS(p, scope, sem, bits));
}

void emit_register_feedback_ops(emit_dxop_fn *table)
{
    for (uint32_t op = DXOP_WriteSamplerFeedback; op <= DXOP_WriteSamplerFeedbackGrad; op++)
        table[op] = h_write_feedback;
}
