#include "spv_inspect.h"

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "util/ctx.h"
#include "../tools/spv_offsets.h"

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

dxil2spv_result *spv_inspect_translate(const char *dir, const char *rel, const dxil2spv_options *o, int exit_code)
{
    size_t size = 0;
    unsigned char *data = spv_inspect_load(dir, rel, &size, exit_code);
    dxil2spv_result *r = dxil2spv_translate(data, size, o);
    free(data);
    if (!r) {
        fprintf(stderr, "translating %s/%s: no result (out of memory)\n", dir, rel);
        exit(exit_code);
    }
    return r;
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
            size_t n = spv_strip_dynamic_offsets(r->spirv, r->spirv_word_count, copy);
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
