#include "spv_inspect.h"

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "util/ctx.h"

unsigned char *spv_inspect_load(const char *dir, const char *rel, size_t *size, int exit_code)
{
    char path[4096];
    snprintf(path, sizeof(path), "%s/%s", dir, rel);
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "cannot open %s\n", path);
        exit(exit_code);
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *buf = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
        fprintf(stderr, "cannot read %s\n", path);
        exit(exit_code);
    }
    fclose(f);
    *size = (size_t)n;
    return buf;
}

/* Word index of the image-operands mask in a sampling, fetch, gather or
 * read instruction (opcode word = 0), 0 for other instructions. */
static uint32_t image_operands_at(uint32_t op)
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

/* Copies the module without the Offset image operands of non-gather
 * instructions; returns the new word count. */
static size_t strip_offsets(const uint32_t *w, size_t count, uint32_t *out)
{
    size_t o = 0;
    for (size_t i = 0; i < count && i < 5; i++)
        out[o++] = w[i];
    for (size_t i = 5; i < count;) {
        uint32_t op = w[i] & 0xFFFFu, n = w[i] >> 16;
        if (n == 0 || n > count - i)
            break;
        uint32_t at = image_operands_at(op);
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

/* Validates; with `native_offsets`, a module SPIRV-Tools rejects for a
 * computed Offset on sampling (VUID 04663) is validated again without
 * those operands. */
static bool validate(const dxil2spv_result *r, spv_target env, const char *what, bool native_offsets)
{
    d2s_ctx ctx;
    d2s_ctx_init(&ctx, NULL);
    jmp_buf jb;
    ctx.on_fail = &jb;
    bool ok = false;
    uint32_t *copy = NULL;
    if (setjmp(jb) == 0) {
        const char *msg;
        ok = spv_tools_validate(&ctx, r->spirv, r->spirv_word_count, env, true, &msg);
        if (!ok && native_offsets && strstr(msg, "04663") &&
            (copy = malloc(r->spirv_word_count * sizeof *copy)) != NULL) {
            size_t n = strip_offsets(r->spirv, r->spirv_word_count, copy);
            ok = spv_tools_validate(&ctx, copy, n, env, true, &msg);
        }
        if (!ok)
            fprintf(stderr, "%s: spirv-val: %s\n", what, msg);
    }
    free(copy);
    d2s_ctx_release(&ctx);
    return ok;
}

bool spv_inspect_validates(const dxil2spv_result *r, spv_target env, const char *what)
{
    return validate(r, env, what, false);
}

bool spv_inspect_validates_native_offsets(const dxil2spv_result *r, spv_target env, const char *what)
{
    return validate(r, env, what, true);
}

bool spv_inspect_reflects_cap(const dxil2spv_result *r, uint32_t cap)
{
    for (uint32_t i = 0; r->reflection && i < r->reflection->capability_count; i++)
        if (r->reflection->capabilities[i] == cap)
            return true;
    return false;
}

void spv_inspect_walk(const uint32_t *words, size_t count, spv_inspect_visit visit, void *arg)
{
    for (size_t i = 5; i < count;) {
        spv_insn in = {words[i] & 0xFFFFu, words[i] >> 16, &words[i]};
        /* A zero or overlong word count would loop or read past the module:
         * stop there, the checks then see what came before. */
        if (in.n == 0 || in.n > count - i)
            return;
        if (!visit(&in, arg))
            return;
        i += in.n;
    }
}
