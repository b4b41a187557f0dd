/* Computed (non-immediate) texel offsets on sampling instructions (SM 6.7),
 * per dxil2spv_options.dynamic_offsets (emit_sample_offset.c). */
#ifndef D2S_EMIT_SAMPLE_OFFSET_H
#define D2S_EMIT_SAMPLE_OFFSET_H

#include "emit/resources/emit_image.h"

/* How the sampling instruction picks its level of detail. */
typedef struct emit_offset_lod {
    spv_id lod;                /* explicit Lod operand, or 0 */
    bool lod_zero;             /* explicit LOD 0 (SampleCmpLevelZero) */
    spv_id ddx, ddy;           /* explicit gradients (float vectors of im->coords), or 0 */
    spv_id bias;               /* implicit LOD: the shader's bias, or 0 */
} emit_offset_lod;

/* The coordinate moved by `offset` (signed int scalar/vector of
 * im->offsets components) texels of the mip level the sample reads, for the
 * EMULATE mode: `si` is the sampled image, `coord` the float coordinate
 * (array layer last). Adds a warning naming `in`. */
spv_id emit_sample_offset_coord(emit_ctx *ec, ir_instr *in, const emit_image *im, spv_id si, spv_id coord,
                                spv_id offset, const emit_offset_lod *lod);

/* For the implicit-LOD forms under EMULATE: the derivatives of the
 * coordinate before it was moved (OpDPdx/OpDPdy of its im->coords
 * components), scaled by 2^bias when `bias` is not 0, to sample the moved
 * coordinate with as Grad operands. */
void emit_sample_offset_grads(emit_ctx *ec, const emit_image *im, spv_id coord, spv_id bias, spv_id *ddx,
                              spv_id *ddy);

#endif
