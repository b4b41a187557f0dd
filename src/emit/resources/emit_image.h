/* Images, texel buffers and samplers: the SPIR-V objects behind textures,
 * typed buffers and samplers, shared by the texture, sampling and
 * image-atomic dx.op files (emit_image.c).
 *
 * Mapping:
 *   Texture*<T>        SRV  OpTypeImage Sampled=1 (sampled image descriptor)
 *   RWTexture*<T>      UAV  OpTypeImage Sampled=2 (storage image)
 *   Buffer<T>          SRV  OpTypeImage Dim=Buffer Sampled=1 (uniform texel buffer)
 *   RWBuffer<T>        UAV  OpTypeImage Dim=Buffer Sampled=2 (storage texel buffer)
 *   SamplerState, SamplerComparisonState: OpTypeSampler; a sampled image is
 *   made with OpSampledImage at each use.
 * The sampled type is float for float and (s|u)norm elements, a signed or
 * unsigned 32-bit int for integer elements (Vulkan wants the signedness of
 * the view's format), a 64-bit int for 64-bit elements (SPV_EXT_shader_image_int64).
 * SRVs are declared with format Unknown; how UAV formats are chosen is
 * explained at the top of emit_image.c.
 */
#ifndef D2S_EMIT_IMAGE_H
#define D2S_EMIT_IMAGE_H

#include "emit/emit_internal.h"

typedef struct emit_image {
    uint32_t kind;             /* DXIL::ResourceKind */
    SpvDim dim;
    bool arrayed, ms;
    bool storage;              /* a UAV: storage image or storage texel buffer */
    uint32_t coords;           /* texel coordinate components, without the array layer */
    uint32_t offsets;          /* texel offset components the kind takes (0 for cubes, buffers) */
    uint32_t size_comps;       /* components OpImageQuerySize* returns */
    uint32_t comp_width;       /* 32 or 64 */
    bool comp_float, comp_signed;
    spv_id comp_type;          /* the sampled type (signed int for signed elements) */
    spv_id comp_utype;         /* the same as the emitter's convention (unsigned ints) */
    spv_id vec4;               /* 4 x comp_type: what fetch, read and sample return */
    uint32_t uses;             /* UAVs: what the module does with it (emit_image.c) */
    SpvImageFormat format;     /* the declared format (Unknown but for some UAVs) */
    spv_id type;               /* the image type */
    spv_id var;                /* made on first use */
    spv_id atomic_type;        /* the same image with the R32/R64 format atomics need */
    spv_id atomic_var;
    spv_id sample_positions;   /* Texture2DMSGetSamplePosition's table, made on first use */
} emit_image;

/* The image description of a texture or typed-buffer resource; fails naming
 * `in`'s operation for other kinds. */
emit_image *emit_image_of(emit_ctx *ec, emit_resource *r, ir_instr *in);
/* D3D's standard sample positions (Texture2DMSGetSamplePosition and
 * RenderTargetGetSamplePosition); *table caches the constant table. */
spv_id emit_standard_sample_position(emit_ctx *ec, spv_id count, spv_id index, ir_type *rt, spv_id *table);
bool emit_is_sample_pos_type(emit_ctx *ec, ir_type *rt);
/* Sampler feedback textures: the R32_UINT storage image that emulates the
 * map (emit_dxop_feedback.c); fails unless `in` is a WriteSamplerFeedback*. */
emit_image *emit_feedback_image(emit_ctx *ec, emit_resource *r, ir_instr *in);
/* The image object a handle names (OpLoad through the descriptor array). */
spv_id emit_image_load(emit_ctx *ec, const emit_handle *h, ir_instr *in);
/* Image-storage-class pointer to the texel at `coord` (for atomics). */
spv_id emit_image_texel_ptr(emit_ctx *ec, const emit_handle *h, ir_instr *in, spv_id coord, spv_id sample);
/* OpSampledImage of a texture and a sampler handle. */
spv_id emit_sampled_image(emit_ctx *ec, const emit_handle *tex, const emit_handle *smp, ir_instr *in);

/* Integer scalar/vector (u32 components) of operands in->ops[first..first+n). */
spv_id emit_image_int_coord(emit_ctx *ec, ir_instr *in, uint32_t first, uint32_t n);
/* Float scalar/vector of operands in->ops[first..first+n). */
spv_id emit_image_float_coord(emit_ctx *ec, ir_instr *in, uint32_t first, uint32_t n);
/* Signed offsets in->ops[first..first+n): `*is_const` tells whether they
 * are all immediates (undef counts as 0); returns 0 when they are all zero
 * constants. The id is a signed int scalar/vector. With `wrap4`, computed
 * (non-immediate) offsets keep only their low 4 bits, sign-extended
 * (emit_image_offset_wrap4): sampling and loads, not gathers. */
spv_id emit_image_offsets(emit_ctx *ec, ir_instr *in, uint32_t first, uint32_t n, bool wrap4, bool *is_const);
/* A computed texel offset (i32) as SM 6.7 reads it: "the 4 least
 * significant bits are honored as a signed value, yielding a [-8..7]
 * range" (HLSL SM 6.7 Advanced Texture Ops, Programmable Offsets) for
 * Load and the Sample* methods. Vulkan's Offset operand takes the whole
 * value (and the emulation would move by it), so the bits above are
 * dropped here. */
spv_id emit_image_offset_wrap4(emit_ctx *ec, spv_id offset);

/* Runs the image instruction `op` (OpImageSample*, OpImageFetch,
 * OpImageRead, OpImageGather, OpImageDrefGather) with operands w[0..n) and
 * result type `type`. When the ResRet of `in` has its status read, the
 * OpImageSparse* form runs instead, and *status (else 0) receives D3D's
 * status as this translator encodes it: 0 fully mapped, 1 not
 * (OpImageSparseTexelsResident of the residency code), which
 * CheckAccessFullyMapped tests. */
spv_id emit_image_access(emit_ctx *ec, ir_instr *in, SpvOp op, spv_id type, const uint32_t *w, uint32_t n,
                         spv_id *status);
/* Defines in's dx.types.ResRet from `v`: a vector of `n` (4) or a scalar
 * (n == 1) of im->comp_type, and the status from emit_image_access (0:
 * fully mapped). */
void emit_image_set_resret(emit_ctx *ec, ir_instr *in, const emit_image *im, spv_id v, uint32_t n, spv_id status);
/* Whether the status member (4) of in's ResRet is read. */
bool emit_resret_status_used(const emit_ctx *ec, const ir_instr *in, uint32_t status_member);
/* A 4-component texel of im->comp_type from values[0..3] (the overload
 * type); components outside `mask` are zero. */
spv_id emit_image_texel(emit_ctx *ec, const emit_image *im, ir_instr *in, ir_value *const *values, uint32_t mask);

/* A 32-bit float as the bits of a half (low 16 bits of a u32), converted
 * as D3D converts float32 to float16: toward zero, +-65504 for finite
 * values beyond half's range, denormals kept (f32tof16, texel reads). */
spv_id emit_f32_to_half_bits(emit_ctx *ec, spv_id v);

#endif
