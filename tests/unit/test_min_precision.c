/* Min-precision types through the public API (options.min_precision).
 *
 * Shaders compiled without -enable-16bit-types (min16float/min16int) must,
 * in the default WIDEN mode, use no 16-bit type or capability and carry
 * RelaxedPrecision on the widened results, with their 16-bit constants
 * converted to 32-bit values; in NATIVE mode min16float gets 16-bit floats
 * (Float16) while min16int/min16uint stay 32-bit (RelaxedPrecision), as
 * D3D's 32-bit memory needs their signedness, which DXIL's i16 lost.
 * Shaders with native 16-bit types translate the same in both modes. Every
 * module must validate for Vulkan 1.1 and 1.3. The shaders are DXC's: the
 * corpus's min16 shaders and d3d-edges' min-precision memory shaders
 * (16-bit overloads of CBufferLoadLegacy and BufferStore over 32-bit words)
 * with their native 16-bit counterparts.
 *
 * Usage: test_min_precision OWN_CORPUS_DIR
 */
#include <setjmp.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "spirv/spv_tools.h"
#include "util/ctx.h"
#include "spv_inspect.h"

static int failures, checks;

/* SPIR-V numbers used below (spec values). */
enum {
    OP_CAPABILITY = 17, OP_TYPE_INT = 21, OP_TYPE_FLOAT = 22, OP_CONSTANT = 43, OP_DECORATE = 71,
    DEC_RELAXED_PRECISION = 0, CAP_FLOAT16 = 9, CAP_INT16 = 22,
};

#define MAX_IDS 8192

typedef struct module_info {
    bool cap_float16, cap_int16, float16_type, int16_type;
    uint32_t relaxed;             /* RelaxedPrecision decorations */
    uint32_t u32_type, f32_type;  /* ids of the 32-bit types */
    uint32_t const_type[MAX_IDS]; /* per constant id: its type; value in const_value */
    uint32_t const_value[MAX_IDS];
} module_info;

static bool scan_visit(const spv_insn *in, void *arg)
{
    module_info *m = arg;
    const uint32_t *o = &in->w[1];
    switch (in->op) {
    case OP_CAPABILITY:
        m->cap_float16 |= o[0] == CAP_FLOAT16;
        m->cap_int16 |= o[0] == CAP_INT16;
        break;
    case OP_TYPE_INT:
        if (o[1] == 16)
            m->int16_type = true;
        if (o[1] == 32 && o[2] == 0)
            m->u32_type = o[0];
        break;
    case OP_TYPE_FLOAT:
        if (o[1] == 16)
            m->float16_type = true;
        if (o[1] == 32)
            m->f32_type = o[0];
        break;
    case OP_CONSTANT:
        if (o[1] < MAX_IDS && in->n >= 4) {
            m->const_type[o[1]] = o[0];
            m->const_value[o[1]] = o[2];
        }
        break;
    case OP_DECORATE:
        if (in->n >= 3 && o[1] == DEC_RELAXED_PRECISION)
            m->relaxed++;
        break;
    default: break;
    }
    return true;
}

static void scan(const uint32_t *w, size_t n, module_info *m)
{
    memset(m, 0, sizeof(*m));
    spv_inspect_walk(w, n, scan_visit, m);
}

/* Whether a 32-bit constant of type `type` with these bits exists. */
static bool has_const(const module_info *m, uint32_t type, uint32_t bits)
{
    for (uint32_t i = 0; i < MAX_IDS; i++)
        if (type && m->const_type[i] == type && m->const_value[i] == bits)
            return true;
    return false;
}

/* Translates for Vulkan 1.3 and 1.1 with the mode; returns the 1.3 result
 * (NULL on failure) and scans it into m. */
static dxil2spv_result *translate(const unsigned char *data, size_t size, dxil2spv_min_precision_mode mode,
                                  module_info *m, const char *what)
{
    dxil2spv_result *keep = NULL;
    for (int env = 0; env < 2; env++) {
        dxil2spv_options o;
        dxil2spv_options_init(&o);
        o.min_precision = mode;
        o.target_env = env == 0 ? DXIL2SPV_TARGET_VULKAN_1_3 : DXIL2SPV_TARGET_VULKAN_1_1;
        dxil2spv_result *r = dxil2spv_translate(data, size, &o);
        CHECK(r && r->status == DXIL2SPV_OK, "%s (%s): translation failed: %s", what, env ? "1.1" : "1.3",
              r && r->error ? r->error : "?");
        if (!r || r->status != DXIL2SPV_OK) {
            dxil2spv_result_free(r);
            continue;
        }
        CHECK(spv_inspect_validates(r, env == 0 ? SPV_TARGET_VULKAN_1_3 : SPV_TARGET_VULKAN_1_1, what),
              "%s (%s): SPIR-V does not validate", what, env ? "1.1" : "1.3");
        if (env == 0)
            keep = r;
        else
            dxil2spv_result_free(r);
    }
    if (keep)
        scan(keep->spirv, keep->spirv_word_count, m);
    return keep;
}

/* A min-precision shader: 32-bit + RelaxedPrecision when widened, 16-bit
 * types when native. */
static void test_min_precision_shader(const unsigned char *data, size_t size, const char *what,
                                      uint32_t expect_u32_const, uint32_t expect_f32_const, bool has_half,
                                      bool has_int)
{
    static module_info m;
    dxil2spv_result *r = translate(data, size, DXIL2SPV_MIN_PRECISION_WIDEN, &m, what);
    if (r) {
        CHECK(!m.cap_float16 && !m.cap_int16, "%s widened: declares Float16 (%d) / Int16 (%d)", what,
              m.cap_float16, m.cap_int16);
        CHECK(!m.float16_type && !m.int16_type, "%s widened: has a 16-bit type", what);
        CHECK(!spv_inspect_reflects_cap(r, CAP_FLOAT16) && !spv_inspect_reflects_cap(r, CAP_INT16),
              "%s widened: the reflection lists a 16-bit capability", what);
        CHECK(m.relaxed > 0, "%s widened: no RelaxedPrecision decoration", what);
        if (expect_u32_const)
            CHECK(has_const(&m, m.u32_type, expect_u32_const), "%s widened: no 32-bit constant 0x%08x", what,
                  expect_u32_const);
        if (expect_f32_const)
            CHECK(has_const(&m, m.f32_type, expect_f32_const), "%s widened: no float constant 0x%08x", what,
                  expect_f32_const);
        dxil2spv_result_free(r);
    }
    /* The default options widen. */
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    CHECK(o.min_precision == DXIL2SPV_MIN_PRECISION_WIDEN, "default min_precision is %d", (int)o.min_precision);

    r = translate(data, size, DXIL2SPV_MIN_PRECISION_NATIVE, &m, what);
    if (r) {
        CHECK(m.float16_type == has_half && m.cap_float16 == has_half, "%s native: 16-bit float type %d, Float16 %d "
              "(expected %d)", what, m.float16_type, m.cap_float16, has_half);
        CHECK(!m.int16_type && !m.cap_int16, "%s native: a 16-bit integer type (%d) or Int16 (%d): min16int and "
              "min16uint stay 32-bit", what, m.int16_type, m.cap_int16);
        CHECK(has_int ? m.relaxed > 0 : m.relaxed == 0, "%s native: %u RelaxedPrecision decorations (the widened "
              "integers %s)", what, m.relaxed, has_int ? "have them" : "are none");
        dxil2spv_result_free(r);
    }
}

/* A native 16-bit shader: the mode changes nothing. */
static void test_native_shader(const unsigned char *data, size_t size, const char *what, bool want_f16,
                               bool want_i16)
{
    static module_info mw, mn;
    dxil2spv_result *w = translate(data, size, DXIL2SPV_MIN_PRECISION_WIDEN, &mw, what);
    dxil2spv_result *n = translate(data, size, DXIL2SPV_MIN_PRECISION_NATIVE, &mn, what);
    if (w && n) {
        CHECK(!want_f16 || (mw.float16_type && mw.cap_float16), "%s widen mode: no 16-bit float", what);
        CHECK(!want_i16 || (mw.int16_type && mw.cap_int16), "%s widen mode: no 16-bit int", what);
        CHECK(mw.relaxed == 0, "%s widen mode: RelaxedPrecision in a native 16-bit shader", what);
        CHECK(w->spirv_word_count == n->spirv_word_count &&
                  memcmp(w->spirv, n->spirv, w->spirv_word_count * sizeof(uint32_t)) == 0,
              "%s: the two modes give different modules", what);
    }
    dxil2spv_result_free(w);
    dxil2spv_result_free(n);
}

static void test_bad_mode(const unsigned char *data, size_t size)
{
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.min_precision = (dxil2spv_min_precision_mode)7;
    dxil2spv_result *r = dxil2spv_translate(data, size, &o);
    CHECK(r && r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT && r->error && strstr(r->error, "min_precision"),
          "min_precision 7: status %d, error %s", r ? (int)r->status : -1, r && r->error ? r->error : "none");
    dxil2spv_result_free(r);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s OWN_CORPUS_DIR\n", argv[0]);
        return 2;
    }
    size_t n;
    unsigned char *d;

    /* udiv/and/add on min16uint, fmul by 0.5 (0xH3800 -> 0x3F000000). */
    d = spv_inspect_load(argv[1], "dxil/compute-types/min16_relaxed_precision.dxil", &n, 1);
    test_min_precision_shader(d, n, "min16_relaxed_precision", 0, 0x3F000000u, true, true);
    test_bad_mode(d, n);
    free(d);
    /* "add nsw i16 %x, -4" needs -4 sign-extended; fmul by 0xH3400 = 0.25. */
    d = spv_inspect_load(argv[1], "render/ps_min_precision/ps_min_precision.ps.dxil", &n, 1);
    test_min_precision_shader(d, n, "ps_min_precision", 0xFFFFFFFCu, 0x3E800000u, true, true);
    free(d);
    /* Min-precision memory (d3d-edges): CBufferLoadLegacy.f16/.i16 and
     * BufferStore.f16/.i16 over 32-bit words, min16 groupshared arrays. */
    static const struct { const char *path; bool half, i16; } mp[] = {
        {"dxil/d3d-edges/minprec_cbuffer_structured.dxil", true, true},
        {"dxil/d3d-edges/minprec_byteaddress.dxil", true, true},
        {"dxil/d3d-edges/minprec_typed_buffer.dxil", true, true},
        {"dxil/d3d-edges/minprec_groupshared.dxil", true, true},
    };
    for (size_t i = 0; i < sizeof(mp) / sizeof(mp[0]); i++) {
        d = spv_inspect_load(argv[1], mp[i].path, &n, 1);
        test_min_precision_shader(d, n, strrchr(mp[i].path, '/') + 1, 0, 0, mp[i].half, mp[i].i16);
        free(d);
    }

    d = spv_inspect_load(argv[1], "dxil/compute-types/half_native_arith.dxil", &n, 1);
    test_native_shader(d, n, "half_native_arith", true, false);
    free(d);
    d = spv_inspect_load(argv[1], "dxil/compute-types/int16_native_arith.dxil", &n, 1);
    test_native_shader(d, n, "int16_native_arith", false, true);
    free(d);
    static const struct { const char *path; bool half, i16; } nat[] = {
        {"dxil/d3d-edges/native16_cbuffer_structured.dxil", true, true},
        {"dxil/d3d-edges/native16_byteaddress.dxil", true, true},
        {"dxil/d3d-edges/native16_typed_buffer.dxil", true, true},
        {"dxil/d3d-edges/native16_groupshared.dxil", true, true},
    };
    for (size_t i = 0; i < sizeof(nat) / sizeof(nat[0]); i++) {
        d = spv_inspect_load(argv[1], nat[i].path, &n, 1);
        test_native_shader(d, n, strrchr(nat[i].path, '/') + 1, nat[i].half, nat[i].i16);
        free(d);
    }

    printf("min_precision: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
