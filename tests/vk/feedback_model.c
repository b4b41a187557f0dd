/* Host model of the REGION_BITS sampler feedback layouts; see feedback_model.h. */
#include "feedback_model.h"

#include <math.h>
#include <stddef.h>

uint32_t fbm_padded_extent(uint32_t active, uint32_t region_log2)
{
    uint32_t r = (active & ~15u) | region_log2;
    return r < active ? r + 16 : r;
}

/* Half the footprint in regions at a level of `size` texels along one
 * axis: 0.5 texel, or for implicit forms the gradient extent in texels less
 * 1/256, rounded up to a power of two in [1, 16] texels, halved; at most
 * half a region. */
static float half_box(float region, const float *extent, float size)
{
    if (!extent)
        return 0.5f / region;
    int e;
    frexpf(*extent * size - 1.0f / 256.0f, &e);
    e = e < 0 ? 0 : e > 4 ? 4 : e;
    float box = ldexpf(0.5f, e) / region;
    return box < 0.5f ? box : 0.5f;
}

fbm_write fbm_region_bits(uint32_t region_log2, uint32_t w, uint32_t h, uint32_t levels, float u, float v, float lod,
                          const float extent[2])
{
    fbm_write r = {0};
    /* The truncated level, and the next once the fraction reaches 1/256. */
    int fine = (int)lod, coarse = (int)(lod + (1.0f - 0.75f / 256.0f));
    float wu = u - floorf(u), wv = v - floorf(v);
    float region = (float)(1u << region_log2);
    for (int pass = 0; pass < 2 && (pass == 0 || coarse != fine); pass++) {
        int level = pass ? coarse : fine;
        int q = level < (int)levels - 1 ? level : (int)levels - 1;
        float lw = (float)((w >> q) ? w >> q : 1), lh = (float)((h >> q) ? h >> q : 1);
        float cx = wu * (lw / region), cy = wv * (lh / region);
        float bx = half_box(region, extent ? &extent[0] : NULL, lw);
        float by = half_box(region, extent ? &extent[1] : NULL, lh);
        int x0 = (int)fmaxf(cx - bx, 0.0f), x1 = (int)(cx + bx);
        int y0 = (int)fmaxf(cy - by, 0.0f), y1 = (int)(cy + by);
        uint64_t bits = 1u | (x0 != x1 ? 2u : 0u) | (y0 != y1 ? 4u : 0u) | (x0 != x1 && y0 != y1 ? 8u : 0u);
        r.x[r.n] = (uint32_t)x0;
        r.y[r.n] = (uint32_t)y0;
        r.bits[r.n] = bits << (4 * level);
        r.n++;
    }
    return r;
}
