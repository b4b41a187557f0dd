/* Host model of the REGION_BITS sampler feedback layouts (README "Sampler
 * feedback"; vkd3d-proton's layout), shared by the compute and pixel-shader
 * execution tests (tests/vk/feedback_run.c, tests/render/feedback_ps_run.c). */
#ifndef D2S_TESTS_FEEDBACK_MODEL_H
#define D2S_TESTS_FEEDBACK_MODEL_H

#include <stdint.h>

/* A map's width or height as vkd3d-proton creates it: ceil(size / region)
 * with its low 4 bits replaced by log2(region), 16 more if that came out
 * smaller. */
uint32_t fbm_padded_extent(uint32_t active, uint32_t region_log2);

/* One write. The texture: w x h texels at level 0, `levels` levels. `lod`
 * is the LOD the write records (for the implicit forms, the accessed level
 * OpImageQueryLod gives), before the truncation; `extent` the implicit
 * forms' footprint (max |d/dx|, |d/dy| of u and v, times 2^bias), NULL for
 * Level and Grad. Returns, for up to two levels, the region and the 64-bit
 * value the write ORs there: n (1 or 2) entries of x[i], y[i], bits[i]. */
typedef struct fbm_write {
    uint32_t n;
    uint32_t x[2], y[2];
    uint64_t bits[2];
} fbm_write;
fbm_write fbm_region_bits(uint32_t region_log2, uint32_t w, uint32_t h, uint32_t levels, float u, float v, float lod,
                          const float extent[2]);

#endif
