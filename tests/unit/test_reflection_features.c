/* The reflection's required features (capabilities and extensions) against
 * the module they describe: for every corpus shader that translates, under
 * the oldest and the newest target environment, the reflection must list
 * exactly the OpCapability and OpExtension instructions of the words, in
 * module order. An application sizes its device features from this list, so
 * one missing entry means a pipeline that fails to create.
 *
 * Usage: test_reflection_features CORPUS_DIR...
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "tool_common.h"

enum { OP_EXTENSION = 10, OP_CAPABILITY = 17, HEADER_WORDS = 5 };

static int failures, checks;

/* Decodes a literal string operand (low byte first in each word). */
static void decode_string(const uint32_t *w, uint32_t nwords, char *out, size_t size)
{
    size_t n = 0;
    for (uint32_t i = 0; i < nwords * 4 && n + 1 < size; i++) {
        char c = (char)(w[i / 4] >> (8 * (i % 4)));
        if (!c)
            break;
        out[n++] = c;
    }
    out[n] = 0;
}

static void compare(const char *path, const char *env, const dxil2spv_result *r)
{
    const dxil2spv_reflection *refl = r->reflection;
    checks++;
    if (!refl) {
        failures++;
        printf("%s (%s): no reflection\n", path, env);
        return;
    }
    uint32_t ncap = 0, next = 0;
    bool bad = false;
    for (size_t i = HEADER_WORDS; i < r->spirv_word_count;) {
        uint32_t op = r->spirv[i] & 0xFFFFu, wc = r->spirv[i] >> 16;
        if (wc == 0 || wc > r->spirv_word_count - i) {
            printf("%s (%s): malformed instruction at word %zu\n", path, env, i);
            bad = true;
            break;
        }
        if (op == OP_CAPABILITY && wc == 2) {
            if (ncap >= refl->capability_count || refl->capabilities[ncap] != r->spirv[i + 1]) {
                printf("%s (%s): OpCapability %u is #%u of the module, reflection has %s %u\n", path, env,
                       r->spirv[i + 1], ncap, ncap < refl->capability_count ? "capability" : "count",
                       ncap < refl->capability_count ? refl->capabilities[ncap] : refl->capability_count);
                bad = true;
            }
            ncap++;
        } else if (op == OP_EXTENSION) {
            char name[256];
            decode_string(r->spirv + i + 1, wc - 1, name, sizeof(name));
            if (next >= refl->extension_count || strcmp(refl->extensions[next], name) != 0) {
                printf("%s (%s): OpExtension %s is #%u of the module, reflection has %s\n", path, env, name, next,
                       next < refl->extension_count ? refl->extensions[next] : "fewer");
                bad = true;
            }
            next++;
        }
        i += wc;
    }
    if (ncap != refl->capability_count || next != refl->extension_count) {
        printf("%s (%s): module has %u capabilities and %u extensions, reflection %u and %u\n", path, env, ncap,
               next, refl->capability_count, refl->extension_count);
        bad = true;
    }
    if (ncap == 0) {
        printf("%s (%s): no OpCapability at all (Shader is always required)\n", path, env);
        bad = true;
    }
    if (bad)
        failures++;
}

int main(int argc, char **argv)
{
    static const struct {
        dxil2spv_target_env env;
        const char *name;
    } envs[] = {{DXIL2SPV_TARGET_VULKAN_1_1, "vulkan1.1"}, {DXIL2SPV_TARGET_VULKAN_1_3, "vulkan1.3"}};
    unsigned translated = 0, with_extensions = 0;
    for (int a = 1; a < argc; a++) {
        tool_file_list files = {0};
        tool_collect_status st = tool_collect_dxil(&files, argv[a]);
        if (st == TOOL_COLLECT_MISSING) {
            printf("note: %s does not exist; skipped\n", argv[a]);
            continue;
        }
        if (st != TOOL_COLLECT_OK)
            return 2;
        tool_file_list_sort(&files);
        for (size_t f = 0; f < files.count; f++) {
            size_t size = 0;
            const char *err = NULL;
            unsigned char *data = tool_read_file(files.paths[f], &size, &err);
            if (!data) {
                printf("cannot read %s: %s\n", files.paths[f], err ? err : "?");
                failures++;
                continue;
            }
            for (size_t e = 0; e < sizeof(envs) / sizeof(envs[0]); e++) {
                dxil2spv_options o;
                dxil2spv_options_init(&o);
                o.target_env = envs[e].env;
                dxil2spv_result *r = dxil2spv_translate(data, size, &o);
                if (!r) {
                    printf("%s: NULL result\n", files.paths[f]);
                    return 2;
                }
                if (r->status == DXIL2SPV_OK) {
                    translated++;
                    if (r->reflection && r->reflection->extension_count)
                        with_extensions++;
                    compare(files.paths[f], envs[e].name, r);
                }
                dxil2spv_result_free(r);
            }
            free(data);
        }
        tool_file_list_free(&files);
    }
    /* Without translations, or without a single extension anywhere (the
     * Vulkan 1.1 target needs several), the comparison proved nothing. */
    checks++;
    if (translated == 0 || with_extensions == 0) {
        failures++;
        printf("only %u translations, %u with extensions: nothing was compared\n", translated, with_extensions);
    }
    printf("reflection_features: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
