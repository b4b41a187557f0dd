/* What a module declares only when the shader (or the caller) needs it, and
 * the verify option:
 *   - a pixel shader that never reads SV_Position has no FragCoord
 *     variable (the reflection's stage_io says no built-in), one that reads
 *     it keeps it;
 *   - a vertex shader writes PointSize only with options.write_point_size;
 *   - options.verify changes nothing in the output, and an older caller's
 *     struct (struct_size without the field) gets the build's default;
 *   - an SM 6.6 local array, whose lifetime DXC marks through an i8* cast,
 *     declares no Int8 (a device without shaderInt8 would refuse it).
 * Every module is validated with SPIRV-Tools.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "spv_inspect.h"

static int failures, checks;

#define SPV_BUILTIN_POINT_SIZE 1u
#define SPV_BUILTIN_FRAG_COORD 15u
#define SPV_OP_DECORATE 71u
#define SPV_DECORATION_BUILTIN 11u

typedef struct builtin_search {
    uint32_t builtin;
    bool found;
} builtin_search;

static bool find_builtin(const spv_insn *in, void *arg)
{
    builtin_search *s = arg;
    if (in->op == SPV_OP_DECORATE && in->n >= 4 && in->w[2] == SPV_DECORATION_BUILTIN && in->w[3] == s->builtin) {
        s->found = true;
        return false;
    }
    return true;
}

static bool declares_builtin(const dxil2spv_result *r, uint32_t builtin)
{
    builtin_search s = {builtin, false};
    spv_inspect_walk(r->spirv, r->spirv_word_count, find_builtin, &s);
    return s.found;
}

/* The builtin the reflection gives the input element `semantic`; -2 if the
 * element is missing. */
static int32_t reflected_input_builtin(const dxil2spv_result *r, const char *semantic)
{
    const dxil2spv_reflection *refl = r->reflection;
    for (uint32_t i = 0; i < refl->stage_io_count; i++)
        if (refl->stage_io[i].signature == 0 && strcmp(refl->stage_io[i].semantic, semantic) == 0)
            return refl->stage_io[i].builtin;
    return -2;
}

static dxil2spv_result *translate(const unsigned char *d, size_t n, const dxil2spv_options *o, const char *what)
{
    dxil2spv_result *r = dxil2spv_translate(d, n, o);
    CHECK(r && r->status == DXIL2SPV_OK, "%s: %s", what, r && r->error ? r->error : "failed");
    if (!r || r->status != DXIL2SPV_OK)
        return r;
    CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, what), "%s validates", what);
    return r;
}

static void test_fragcoord(const char *own)
{
    size_t n;
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    /* SV_Position is in the input signature but never loaded. */
    unsigned char *d = spv_inspect_load(own, "dxil/resources/texture_gather.dxil", &n, 1);
    dxil2spv_result *r = translate(d, n, &o, "texture_gather (SV_Position unread)");
    if (r && r->status == DXIL2SPV_OK) {
        CHECK(!declares_builtin(r, SPV_BUILTIN_FRAG_COORD), "unread SV_Position: no FragCoord");
        CHECK(reflected_input_builtin(r, "SV_Position") == -1, "unread SV_Position: reflected without a built-in");
    }
    dxil2spv_result_free(r);
    free(d);
    /* SV_Position read (texture_2dms_load loads at its pixel). */
    d = spv_inspect_load(own, "dxil/resources/texture_2dms_load.dxil", &n, 1);
    r = translate(d, n, &o, "texture_2dms_load (SV_Position read)");
    if (r && r->status == DXIL2SPV_OK) {
        CHECK(declares_builtin(r, SPV_BUILTIN_FRAG_COORD), "read SV_Position: FragCoord");
        CHECK(reflected_input_builtin(r, "SV_Position") == (int32_t)SPV_BUILTIN_FRAG_COORD,
              "read SV_Position: reflected as FragCoord");
    }
    dxil2spv_result_free(r);
    free(d);
}

static void test_point_size(const char *own)
{
    size_t n;
    unsigned char *d = spv_inspect_load(own, "dxil/stages/vs_passthrough_minimal.dxil", &n, 1);
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    CHECK(o.write_point_size == 0, "write_point_size defaults to 0");
    dxil2spv_result *r = translate(d, n, &o, "vs_passthrough_minimal");
    if (r && r->status == DXIL2SPV_OK)
        CHECK(!declares_builtin(r, SPV_BUILTIN_POINT_SIZE), "VS without write_point_size: no PointSize");
    dxil2spv_result_free(r);
    o.write_point_size = 1;
    r = translate(d, n, &o, "vs_passthrough_minimal, write_point_size");
    if (r && r->status == DXIL2SPV_OK)
        CHECK(declares_builtin(r, SPV_BUILTIN_POINT_SIZE), "VS with write_point_size: PointSize");
    dxil2spv_result_free(r);
    free(d);
}

static void test_verify_option(const char *own)
{
    size_t n;
    unsigned char *d = spv_inspect_load(own, "dxil/resources/texture_gather.dxil", &n, 1);
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.verify = 0;
    dxil2spv_result *a = translate(d, n, &o, "verify off");
    o.verify = 1;
    dxil2spv_result *b = translate(d, n, &o, "verify on");
    CHECK(a && b && a->status == DXIL2SPV_OK && b->status == DXIL2SPV_OK &&
              a->spirv_word_count == b->spirv_word_count &&
              memcmp(a->spirv, b->spirv, a->spirv_word_count * 4) == 0,
          "verify does not change the output");
    dxil2spv_result_free(a);
    dxil2spv_result_free(b);
    /* An older caller: its struct ends before `verify`. */
    o.struct_size = (uint32_t)offsetof(dxil2spv_options, verify);
    o.verify = 12345; /* beyond the caller's size: must not be read */
    a = translate(d, n, &o, "struct_size before verify");
    CHECK(a && a->status == DXIL2SPV_OK, "an older options struct translates");
    dxil2spv_result_free(a);
    free(d);
}

static void test_no_int8(const char *own)
{
    size_t n;
    unsigned char *d = spv_inspect_load(own, "dxil/memory/local_array_lifetime_sm66.dxil", &n, 1);
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    dxil2spv_result *r = translate(d, n, &o, "local_array_lifetime_sm66");
    if (r && r->status == DXIL2SPV_OK)
        CHECK(!spv_inspect_reflects_cap(r, 39 /* Int8 */), "local array with lifetime markers: no Int8");
    dxil2spv_result_free(r);
    free(d);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s OWN_CORPUS_DIR\n", argv[0]);
        return 2;
    }
    test_fragcoord(argv[1]);
    test_point_size(argv[1]);
    test_verify_option(argv[1]);
    test_no_int8(argv[1]);
    printf("test_lean_modules: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
