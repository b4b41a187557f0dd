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
 *
 * That is the DIRECT_R32 layout (options.sampler_feedback's default). The
 * REGION_BITS layouts write what vkd3d-proton decodes (its resolve shaders,
 * libs/vkd3d/shaders/sampler_feedback_decode.h; dxil-spirv writes the same):
 * an R64_UINT map (R64 layout) or pairs of R32_UINT texels (R32X2), sized
 * by the runtime with log2 of the region width / height in the low 4 bits
 * of its width / height. For each of up to two mip levels (the LOD
 * truncated, and the next one when a trilinear filter would blend it), the
 * footprint of the sample, scaled into that level's grid of regions (the
 * region size in that level's texels), is a box of +-0.5 texel (explicit
 * LOD and gradients) or of the implicit gradients' extent rounded up to a
 * power of two between 1 and 16 texels (anisotropy), at most +-0.5
 * region; the texel of the box's top-left region gets, in the 4 bits of
 * that level (bits 4L..4L+3), bit 0 for that region and bits 1, 2 and 3
 * when the box also reaches the region to the right, below, and diagonally
 * (the decoder then marks those neighbours). The LOD: OpImageQueryLod's
 * accessed level (after the sampler's bias and clamps) for the implicit
 * forms (Bias scales the coordinate by 2^bias, the bias of the quad's first
 * lane, to fake the derivatives), the operand for Level, log2 of the
 * longer gradient for Grad, both of these clamped to [0, levels - 1]; the
 * clamp operand raises it (at most to 14: the runtime keeps bits 60..63).
 * Coordinates wrap (fract), so addressing outside [0, 1] counts where a
 * wrapping sampler reads. The atomic OR of each level's bits is made even
 * when the second level is not blended, with 0 (no change), so the code
 * has no branch.
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
    if (ec->opts->sampler_feedback == DXIL2SPV_FEEDBACK_REGION_BITS_R64) {
        /* R64ui, 64-bit image atomics: the runtime's map (it may view an
         * R32G32_UINT image, as D3D12 does for 64-bit image atomics). */
        spv_extension(b, "SPV_EXT_shader_image_int64");
        spv_capability(b, SpvCapabilityInt64ImageEXT);
        spv_capability(b, SpvCapabilityInt64Atomics);
        im->comp_width = 64;
        im->comp_type = im->comp_utype = emit_uint(ec, 64);
        im->vec4 = spv_type_vector(b, im->comp_type, 4);
        im->format = SpvImageFormatR64ui;
    } else {
        /* R32ui: the format atomics need, and what the application creates. */
        im->comp_width = 32;
        im->comp_type = im->comp_utype = ec->t_u32;
        im->vec4 = emit_t_u32x4(ec);
        im->format = SpvImageFormatR32ui;
    }
    im->type = spv_type_image(b, im->comp_type, SpvDim2D, 0, im->arrayed, false, 2, im->format);
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

/* ---- REGION_BITS layouts (vkd3d-proton's) --------------------------------------------- */

typedef struct region_types {
    spv_id f32, bool_, f2, i2, b2, i32, u64;
} region_types;

/* The clamp operand of the op (0 for Level, which has none), or 0 when it
 * is undef. */
static uint32_t clamp_operand(ir_instr *in)
{
    uint32_t op = in->aux;
    uint32_t i = op == DXOP_WriteSamplerFeedback ? 7 : op == DXOP_WriteSamplerFeedbackBias ? 8
               : op == DXOP_WriteSamplerFeedbackGrad ? 13 : 0;
    return i && !emit_is_undef(in->ops[i]) ? i : 0;
}

/* The LOD the sample reads (float), before truncation; *grad_scale gets the
 * factor (2^bias) the implicit gradients are scaled by, 0 for none. */
static spv_id region_lod(emit_ctx *ec, ir_instr *in, const emit_handle *tex, const emit_handle *smp,
                         const emit_image *tim, spv_id img, spv_id uv, spv_id max_level, const region_types *t,
                         spv_id *grad_scale)
{
    spv_builder *b = ec->b;
    uint32_t op = in->aux;
    spv_id lod;
    *grad_scale = 0;
    if (op == DXOP_WriteSamplerFeedback || op == DXOP_WriteSamplerFeedbackBias) {
        spv_id c = uv;
        if (op == DXOP_WriteSamplerFeedbackBias) {
            /* The bias scales the derivatives: the coordinate is scaled by
             * 2^bias, the first lane's of the quad (one LOD per quad). */
            spv_id bias = scalar_operand(ec, in, 7);
            *grad_scale = spv_glsl(b, t->f32, GLSLstd450Exp2, &bias, 1);
            spv_capability(b, SpvCapabilityGroupNonUniformQuad);
            spv_id scope = emit_u32(ec, SpvScopeSubgroup);
            spv_id lane0 = emit_u32(ec, 0);
            spv_id quad0 = spv_op(b, SpvOpGroupNonUniformQuadBroadcast, t->f32, SPV_OPS(scope, *grad_scale, lane0));
            c = spv_binop(b, SpvOpVectorTimesScalar, t->f2, uv, quad0);
        }
        spv_id si = emit_sampled_image(ec, tex, smp, in);
        spv_id q = spv_op(b, SpvOpImageQueryLod, t->f2, SPV_OPS(si, c));
        uint32_t accessed = 0;
        lod = spv_composite_extract(b, t->f32, q, &accessed, 1);
    } else {
        lod = op == DXOP_WriteSamplerFeedbackLevel ? scalar_operand(ec, in, 7) : grad_lod(ec, in, tim, img);
        spv_id top = spv_unop(b, SpvOpConvertSToF, t->f32, max_level);
        lod = glsl3(ec, t->f32, GLSLstd450NClamp, lod, spv_const_f32(b, 0.0f), top);
    }
    uint32_t clamp = clamp_operand(in);
    if (clamp) {
        lod = glsl2(ec, t->f32, GLSLstd450FMax, lod, scalar_operand(ec, in, clamp));
        lod = glsl2(ec, t->f32, GLSLstd450FMin, lod, spv_const_f32(b, 14.0f));
    }
    return lod;
}

/* The implicit forms' footprint: per axis the larger of |ddx| and |ddy| of
 * the coordinate (normalized), times the bias's scale. */
static spv_id implicit_extent(emit_ctx *ec, spv_id uv, spv_id grad_scale, const region_types *t)
{
    spv_builder *b = ec->b;
    spv_id dx = spv_unop(b, SpvOpDPdx, t->f2, uv);
    spv_id dy = spv_unop(b, SpvOpDPdy, t->f2, uv);
    dx = spv_glsl(b, t->f2, GLSLstd450FAbs, &dx, 1);
    dy = spv_glsl(b, t->f2, GLSLstd450FAbs, &dy, 1);
    spv_id e = glsl2(ec, t->f2, GLSLstd450FMax, dx, dy);
    if (grad_scale)
        e = spv_binop(b, SpvOpVectorTimesScalar, t->f2, e, grad_scale);
    return e;
}

/* Half the box the filter reads at a level, in regions of that level:
 * +-0.5 texel for explicit LODs; for implicit ones the gradient extent in
 * texels (less 1/256, so that an integer LOD computed with float error does
 * not round up a power of two), rounded up to a power of two between 1 and
 * 16 texels (frexp's exponent), halved, at most half a region. */
static spv_id level_half_box(emit_ctx *ec, spv_id extent, spv_id size, spv_id neg_log2, const region_types *t)
{
    spv_builder *b = ec->b;
    spv_id half = emit_const_splat(ec, t->f2, 0x3F000000u); /* 0.5 */
    if (!extent)
        return glsl2(ec, t->f2, GLSLstd450Ldexp, half, neg_log2);
    spv_id texels = spv_binop(b, SpvOpFMul, t->f2, extent, size);
    spv_id bias = emit_const_splat(ec, t->f2, 0x3B800000u); /* 1/256 */
    texels = spv_binop(b, SpvOpFSub, t->f2, texels, bias);
    spv_id members[2] = {t->f2, t->i2};
    spv_id st = spv_type_struct(b, members, 2);
    spv_id fr = spv_glsl(b, st, GLSLstd450FrexpStruct, &texels, 1);
    uint32_t one = 1;
    spv_id ex = spv_composite_extract(b, t->i2, fr, &one, 1);
    spv_id ex_min = emit_const_splat(ec, t->i2, 0);
    spv_id ex_max = emit_const_splat(ec, t->i2, 4);
    ex = glsl3(ec, t->i2, GLSLstd450SClamp, ex, ex_min, ex_max);
    ex = spv_binop(b, SpvOpIAdd, t->i2, ex, neg_log2);
    spv_id box = glsl2(ec, t->f2, GLSLstd450Ldexp, half, ex);
    return glsl2(ec, t->f2, GLSLstd450FMin, box, half);
}

/* OR `value` (u64) into the map texel `coord` (i32 vector; x first). */
static void or_region_bits(emit_ctx *ec, ir_instr *in, const emit_handle *fb, const emit_image *fim, spv_id coord,
                           spv_id value, const region_types *t)
{
    spv_builder *b = ec->b;
    spv_id scope = emit_u32(ec, SpvScopeDevice), sem = emit_u32(ec, 0), sample = emit_u32(ec, 0);
    if (ec->opts->sampler_feedback == DXIL2SPV_FEEDBACK_REGION_BITS_R64) {
        spv_id p = emit_image_texel_ptr(ec, fb, in, coord, sample);
        spv_op(b, SpvOpAtomicOr, t->u64, SPV_OPS(p, scope, sem, value));
        return;
    }
    /* R32X2: the low word at (2x, y), the high word at (2x + 1, y). */
    uint32_t x = 0;
    spv_id ct = fim->arrayed ? spv_type_vector(b, t->i32, 3) : t->i2;
    spv_id cx = spv_composite_extract(b, t->i32, coord, &x, 1);
    spv_id x2 = spv_binop(b, SpvOpShiftLeftLogical, t->i32, cx, emit_u32(ec, 1));
    spv_id words[2];
    words[0] = spv_unop(b, SpvOpUConvert, ec->t_u32, value);
    words[1] = spv_unop(b, SpvOpUConvert, ec->t_u32, spv_binop(b, SpvOpShiftRightLogical, t->u64, value,
                                                               emit_u32(ec, 32)));
    for (uint32_t w = 0; w < 2; w++) {
        spv_id xi = w ? spv_binop(b, SpvOpIAdd, t->i32, x2, spv_const_i32(b, 1)) : x2;
        spv_id c = spv_composite_insert(b, ct, xi, coord, &x, 1);
        spv_id p = emit_image_texel_ptr(ec, fb, in, c, sample);
        spv_op(b, SpvOpAtomicOr, ec->t_u32, SPV_OPS(p, scope, sem, words[w]));
    }
}

static void write_region_bits(emit_ctx *ec, ir_instr *in, const emit_handle *fb, const emit_handle *tex,
                              const emit_handle *smp, const emit_image *fim)
{
    spv_builder *b = ec->b;
    region_types t;
    t.f32 = emit_t_f32(ec);
    t.bool_ = emit_t_bool(ec);
    t.i32 = spv_type_int(b, 32, true);
    t.f2 = spv_type_vector(b, t.f32, 2);
    t.i2 = spv_type_vector(b, t.i32, 2);
    t.b2 = spv_type_vector(b, t.bool_, 2);
    t.u64 = emit_uint(ec, 64);
    emit_image *tim = emit_image_of(ec, tex->res, in);
    spv_id uv = emit_image_float_coord(ec, in, 3, 2);
    spv_id img = emit_image_load(ec, tex, in);

    /* The map's size: log2 of the region size in its low 4 bits. */
    spv_id map = emit_image_load(ec, fb, in);
    spv_id it = fim->arrayed ? spv_type_vector(b, t.i32, 3) : t.i2;
    spv_id msize = spv_op(b, SpvOpImageQuerySize, it, SPV_OPS(map));
    spv_id msize2 = msize;
    if (fim->arrayed) {
        static const uint32_t xy[2] = {0, 1};
        msize2 = spv_vector_shuffle(b, t.i2, msize, msize, xy, 2);
    }
    if (ec->opts->sampler_feedback == DXIL2SPV_FEEDBACK_REGION_BITS_R32X2) {
        /* two R32 texels per region: the logical width is half */
        uint32_t x = 0;
        spv_id w = spv_composite_extract(b, t.i32, msize2, &x, 1);
        w = spv_binop(b, SpvOpShiftRightLogical, t.i32, w, emit_u32(ec, 1));
        msize2 = spv_composite_insert(b, t.i2, w, msize2, &x, 1);
    }
    spv_id log2 = spv_binop(b, SpvOpBitwiseAnd, t.i2, msize2, emit_const_splat(ec, t.i2, 15));
    spv_id neg_log2 = spv_unop(b, SpvOpSNegate, t.i2, log2);

    spv_id levels = spv_op(b, SpvOpImageQueryLevels, t.i32, SPV_OPS(img));
    spv_id max_level = spv_binop(b, SpvOpISub, t.i32, levels, spv_const_i32(b, 1));
    max_level = glsl2(ec, t.i32, GLSLstd450SMax, max_level, spv_const_i32(b, 0));
    spv_id grad_scale;
    spv_id lod = region_lod(ec, in, tex, smp, tim, img, uv, max_level, &t, &grad_scale);

    /* The truncated level, and the next one once the fraction reaches
     * 1/256 (where trilinear filters start to blend it), midway to avoid
     * float rounding at 1/256 itself. */
    spv_id fine = spv_unop(b, SpvOpConvertFToS, t.i32, lod);
    spv_id up = spv_binop(b, SpvOpFAdd, t.f32, lod, spv_const_f32(b, 1.0f - 0.75f / 256.0f));
    spv_id coarse = spv_unop(b, SpvOpConvertFToS, t.i32, up);
    spv_id blend = spv_binop(b, SpvOpINotEqual, t.bool_, fine, coarse);

    bool implicit = in->aux == DXOP_WriteSamplerFeedback || in->aux == DXOP_WriteSamplerFeedbackBias;
    spv_id extent = implicit ? implicit_extent(ec, uv, grad_scale, &t) : 0;
    spv_id wrapped = spv_glsl(b, t.f2, GLSLstd450Fract, &uv, 1);

    spv_id layer = 0;
    if (fim->arrayed) {
        /* The array coordinate rounded as Vulkan picks a layer, clamped to
         * the map's layers. */
        uint32_t zi = 2;
        spv_id a = scalar_operand(ec, in, 5);
        a = spv_glsl(b, t.f32, GLSLstd450RoundEven, &a, 1);
        spv_id li = spv_unop(b, SpvOpConvertFToS, t.i32, a);
        spv_id nl = spv_composite_extract(b, t.i32, msize, &zi, 1);
        nl = spv_binop(b, SpvOpISub, t.i32, nl, spv_const_i32(b, 1));
        layer = glsl3(ec, t.i32, GLSLstd450SClamp, li, spv_const_i32(b, 0), nl);
    }

    for (uint32_t pass = 0; pass < 2; pass++) {
        spv_id level = pass ? coarse : fine;
        /* Sizes are asked at a level the texture has (the clamp operand may
         * push the LOD past the last one). */
        spv_id qlevel = glsl2(ec, t.i32, GLSLstd450SMin, level, max_level);
        spv_id tsize = spv_op(b, SpvOpImageQuerySizeLod, tim->arrayed ? spv_type_vector(b, t.i32, 3) : t.i2,
                              SPV_OPS(img, qlevel));
        if (tim->arrayed) {
            static const uint32_t xy[2] = {0, 1};
            tsize = spv_vector_shuffle(b, t.i2, tsize, tsize, xy, 2);
        }
        spv_id fsize = spv_unop(b, SpvOpConvertSToF, t.f2, tsize);
        spv_id scale = glsl2(ec, t.f2, GLSLstd450Ldexp, fsize, neg_log2);
        spv_id c = spv_binop(b, SpvOpFMul, t.f2, wrapped, scale);
        spv_id box = level_half_box(ec, extent, fsize, neg_log2, &t);
        spv_id lo = spv_binop(b, SpvOpFSub, t.f2, c, box);
        lo = glsl2(ec, t.f2, GLSLstd450FMax, lo, emit_const_splat(ec, t.f2, 0));
        spv_id hi = spv_binop(b, SpvOpFAdd, t.f2, c, box);
        spv_id lo_i = spv_unop(b, SpvOpConvertFToS, t.i2, lo);
        spv_id hi_i = spv_unop(b, SpvOpConvertFToS, t.i2, hi);
        spv_id reach = spv_binop(b, SpvOpINotEqual, t.b2, lo_i, hi_i);
        uint32_t i0 = 0, i1 = 1;
        spv_id right = spv_composite_extract(b, t.bool_, reach, &i0, 1);
        spv_id below = spv_composite_extract(b, t.bool_, reach, &i1, 1);
        spv_id diag = spv_binop(b, SpvOpLogicalAnd, t.bool_, right, below);
        spv_id bits = emit_u32(ec, 1);
        spv_id zero = emit_u32(ec, 0);
        bits = spv_binop(b, SpvOpBitwiseOr, ec->t_u32, bits, spv_select(b, ec->t_u32, right, emit_u32(ec, 2), zero));
        bits = spv_binop(b, SpvOpBitwiseOr, ec->t_u32, bits, spv_select(b, ec->t_u32, below, emit_u32(ec, 4), zero));
        bits = spv_binop(b, SpvOpBitwiseOr, ec->t_u32, bits, spv_select(b, ec->t_u32, diag, emit_u32(ec, 8), zero));
        if (pass) /* the next level only when blended: OR 0 otherwise */
            bits = spv_select(b, ec->t_u32, blend, bits, zero);
        spv_id shift = spv_binop(b, SpvOpIMul, t.i32, level, spv_const_i32(b, 4));
        spv_id value = spv_binop(b, SpvOpShiftLeftLogical, t.u64, spv_unop(b, SpvOpUConvert, t.u64, bits), shift);
        spv_id coord = lo_i;
        if (fim->arrayed) {
            uint32_t xi = 0, yi = 1;
            spv_id parts[3];
            parts[0] = spv_composite_extract(b, t.i32, lo_i, &xi, 1);
            parts[1] = spv_composite_extract(b, t.i32, lo_i, &yi, 1);
            parts[2] = layer;
            coord = spv_composite_construct(b, spv_type_vector(b, t.i32, 3), parts, 3);
        }
        or_region_bits(ec, in, fb, fim, coord, value, &t);
    }
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
    if (ec->opts->sampler_feedback != DXIL2SPV_FEEDBACK_DIRECT_R32) {
        write_region_bits(ec, in, fb, tex, smp, fim);
        return;
    }
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
