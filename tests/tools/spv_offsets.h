/* Computed (non-constant) Offset image operands on sampling instructions:
 * valid with VK_KHR_maintenance8, which SPIRV-Tools versions before it
 * reject (VUID-StandaloneSpirv-Offset-04663, then they stop validating).
 * Tests validate such modules again without those operands. Header-only,
 * plain C over SPIR-V words: used by tests/unit/spv_inspect.c and by
 * tests/compat/compat_naive.c, which builds against dxil-spirv too. */
#ifndef D2S_TESTS_SPV_OFFSETS_H
#define D2S_TESTS_SPV_OFFSETS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <spirv/unified1/spirv.h>

/* Word index of the image-operands mask in a sampling, fetch, gather or
 * read instruction (opcode word = 0), 0 for other instructions. */
static inline uint32_t spv_image_operands_at(uint32_t op)
{
    switch (op) {
    case SpvOpImageSampleImplicitLod: case SpvOpImageSampleExplicitLod:
    case SpvOpImageSampleProjImplicitLod: case SpvOpImageSampleProjExplicitLod:
    case SpvOpImageFetch: case SpvOpImageRead:
    case SpvOpImageSparseSampleImplicitLod: case SpvOpImageSparseSampleExplicitLod:
    case SpvOpImageSparseSampleProjImplicitLod: case SpvOpImageSparseSampleProjExplicitLod:
    case SpvOpImageSparseFetch: case SpvOpImageSparseRead:
        return 5;
    case SpvOpImageSampleDrefImplicitLod: case SpvOpImageSampleDrefExplicitLod:
    case SpvOpImageSampleProjDrefImplicitLod: case SpvOpImageSampleProjDrefExplicitLod:
    case SpvOpImageGather: case SpvOpImageDrefGather:
    case SpvOpImageSparseSampleDrefImplicitLod: case SpvOpImageSparseSampleDrefExplicitLod:
    case SpvOpImageSparseSampleProjDrefImplicitLod: case SpvOpImageSparseSampleProjDrefExplicitLod:
    case SpvOpImageSparseGather: case SpvOpImageSparseDrefGather:
        return 6;
    default:
        return 0;
    }
}

/* Copies the module (count words) into out (count words) without the
 * Offset image operands of non-gather instructions; returns the new word
 * count. */
static inline size_t spv_strip_dynamic_offsets(const uint32_t *w, size_t count, uint32_t *out)
{
    size_t o = 0;
    for (size_t i = 0; i < count && i < 5; i++)
        out[o++] = w[i];
    for (size_t i = 5; i < count;) {
        uint32_t op = w[i] & 0xFFFFu, n = w[i] >> 16;
        if (n == 0 || n > count - i)
            break;
        uint32_t at = spv_image_operands_at(op);
        bool gather = op == SpvOpImageGather || op == SpvOpImageDrefGather || op == SpvOpImageSparseGather ||
                      op == SpvOpImageSparseDrefGather;
        if (!at || at >= n || gather || !(w[i + at] & SpvImageOperandsOffsetMask)) {
            for (uint32_t k = 0; k < n; k++)
                out[o++] = w[i + k];
            i += n;
            continue;
        }
        /* Operands follow the mask in bit order: Bias, Lod, Grad (two ids),
         * ConstOffset, then Offset. */
        uint32_t mask = w[i + at], skip = at + 1;
        skip += !!(mask & SpvImageOperandsBiasMask) + !!(mask & SpvImageOperandsLodMask) +
                2 * !!(mask & SpvImageOperandsGradMask) + !!(mask & SpvImageOperandsConstOffsetMask);
        size_t start = o;
        for (uint32_t k = 0; k < n; k++) {
            if (k == skip)
                continue;
            out[o++] = k == at ? (mask & ~(uint32_t)SpvImageOperandsOffsetMask) : w[i + k];
        }
        /* A mask left empty takes no word either. */
        if ((mask & ~(uint32_t)SpvImageOperandsOffsetMask) == 0 && o - start == at + 1u)
            o--;
        out[start] = (uint32_t)(o - start) << 16 | op;
        i += n;
    }
    return o;
}

#endif
