/* Unit tests of the compute harness's parts that need no Vulkan device: the
 * JSON reader, binary16 conversions, sidecar decoding and comparison; and of
 * the pieces all harnesses share (test_harness_shared.c). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "json.h"
#include "sidecar.h"
#include "test_harness_shared.h"
#include "util/ctx.h"
#include "vk_resources.h"

typedef struct tally {
    unsigned passed, failed;
} tally;

static void check(tally *t, bool ok, const char *what)
{
    if (ok) {
        t->passed++;
    } else {
        t->failed++;
        printf("FAIL %s\n", what);
    }
}

typedef struct parse_job {
    d2s_ctx *ctx;
    const char *text;
    bool decode_run; /* also decode it as a sidecar */
    const json_value *value;
    const sc_run *run;
} parse_job;

/* Parses (and optionally decodes) in a fresh context; returns the error
 * message, or NULL on success. The context stays alive for inspection. */
static const char *try_parse(d2s_ctx *ctx, parse_job *job)
{
    d2s_ctx_init(ctx, NULL);
    job->ctx = ctx;
    jmp_buf jb;
    ctx->on_fail = &jb;
    if (setjmp(jb))
        return ctx->message ? ctx->message : "?";
    job->value = json_parse(ctx, job->text, strlen(job->text), "t.json");
    if (job->decode_run)
        job->run = sc_parse_run(ctx, job->value, "t.json");
    ctx->on_fail = NULL;
    return NULL;
}

static void expect_ok(tally *t, const char *text, const char *what)
{
    d2s_ctx ctx;
    parse_job job = {.text = text};
    const char *err = try_parse(&ctx, &job);
    if (err)
        printf("  unexpected error: %s\n", err);
    check(t, err == NULL, what);
    d2s_ctx_release(&ctx);
}

static void expect_error(tally *t, const char *text, bool decode, const char *needle, const char *what)
{
    d2s_ctx ctx;
    parse_job job = {.text = text, .decode_run = decode};
    const char *err = try_parse(&ctx, &job);
    bool ok = err && strstr(err, needle);
    if (!ok)
        printf("  wanted an error containing \"%s\", got: %s\n", needle, err ? err : "(success)");
    check(t, ok, what);
    d2s_ctx_release(&ctx);
}

static void test_json(tally *t)
{
    d2s_ctx ctx;
    parse_job job = {.text = "{\"a\": [1, -2.5e3, true, false, null, \"x\\u00e9\\ud83d\\ude00\\n\"], \"b\": {}}"};
    check(t, try_parse(&ctx, &job) == NULL, "json: mixed document parses");
    const json_value *a = json_member(job.value, "a");
    check(t, a && a->kind == JSON_ARRAY && a->count == 6, "json: array length");
    if (a && a->count == 6) {
        double d;
        check(t, json_get_double(a->items[1], &d) && d == -2500.0, "json: float value");
        check(t, a->items[2]->kind == JSON_BOOL && a->items[2]->boolean, "json: true");
        check(t, a->items[4]->kind == JSON_NULL, "json: null");
        check(t, strcmp(a->items[5]->text, "x\xc3\xa9\xf0\x9f\x98\x80\n") == 0, "json: escapes and surrogate pair");
        uint64_t u;
        check(t, !json_get_u64(a->items[1], &u), "json: a float is not an integer");
    }
    check(t, json_member(job.value, "b") && json_member(job.value, "b")->count == 0, "json: empty object");
    check(t, json_member(job.value, "c") == NULL, "json: absent member");
    d2s_ctx_release(&ctx);

    job = (parse_job){.text = "[18446744073709551615, -9223372036854775808, 9007199254740993, 18446744073709551616]"};
    check(t, try_parse(&ctx, &job) == NULL, "json: big integers parse");
    uint64_t u = 0;
    int64_t s = 0;
    check(t, json_get_u64(job.value->items[0], &u) && u == UINT64_MAX, "json: u64 max exact");
    check(t, json_get_i64(job.value->items[1], &s) && s == INT64_MIN, "json: i64 min exact");
    check(t, json_get_u64(job.value->items[2], &u) && u == 9007199254740993u, "json: 2^53+1 exact");
    check(t, !json_get_u64(job.value->items[3], &u), "json: 2^64 does not fit");
    check(t, !json_get_i64(job.value->items[0], &s), "json: u64 max is not an i64");
    d2s_ctx_release(&ctx);

    expect_ok(t, "\xEF\xBB\xBF {} ", "json: byte order mark and spaces");
    expect_error(t, "{\"a\": 1,}", false, "t.json:1:9", "json: trailing comma, with line:column");
    expect_error(t, "[1,\n 2,\n 03]", false, "t.json:3:", "json: leading zero");
    expect_error(t, "[1.]", false, "digit after '.'", "json: bad fraction");
    expect_error(t, "\"abc", false, "unterminated string", "json: unterminated string");
    expect_error(t, "\"\\ud800\"", false, "surrogate", "json: lone surrogate");
    expect_error(t, "\"\\q\"", false, "unknown escape", "json: unknown escape");
    expect_error(t, "[1] 2", false, "trailing characters", "json: two documents");
    expect_error(t, "nul", false, "unexpected character", "json: truncated literal");
    expect_error(t, "", false, "unexpected end", "json: empty input");
    char deep[600];
    memset(deep, '[', sizeof(deep) - 1);
    deep[sizeof(deep) - 1] = '\0';
    expect_error(t, deep, false, "nesting deeper", "json: nesting bound");
}

static void test_half(tally *t)
{
    /* Every finite binary16 value converts to a double and back unchanged. */
    bool all = true;
    for (uint32_t h = 0; h < 0x10000; h++) {
        if ((h & 0x7C00) == 0x7C00)
            continue;
        if (sc_double_to_half(sc_half_to_double((uint16_t)h)) != h) {
            printf("  half 0x%04x does not round-trip\n", h);
            all = false;
            break;
        }
    }
    check(t, all, "f16: every finite value round-trips");
    check(t, sc_double_to_half(1.0) == 0x3C00 && sc_double_to_half(-2.0) == 0xC000, "f16: 1 and -2");
    check(t, sc_double_to_half(65504.0) == 0x7BFF && sc_double_to_half(65520.0) == 0x7C00, "f16: max and overflow");
    check(t, sc_double_to_half(0x1p-24) == 0x0001 && sc_double_to_half(0x1p-25) == 0x0000, "f16: subnormal tie to even");
    check(t, sc_double_to_half(3.0 * 0x1p-25) == 0x0002, "f16: subnormal tie rounds up to even");
    check(t, sc_double_to_half(1.0 + 0x1p-11) == 0x3C00 && sc_double_to_half(1.0 + 3 * 0x1p-11) == 0x3C02,
          "f16: normal ties to even");
    check(t, sc_double_to_half(-0.0) == 0x8000, "f16: negative zero");
    check(t, isinf(sc_half_to_double(0x7C00)) && isnan(sc_half_to_double(0x7E00)), "f16: inf and nan decode");
}

static const char *const good_sidecar =
    "{\"run\": {\"dispatch\": [2, 1, 1], \"resources\": ["
    "{\"register\": \"u3\", \"space\": 1, \"kind\": \"RWStructuredBuffer\", \"format\": \"i64\", \"count\": 2,"
    " \"expect\": [-9223372036854775807, null], \"counter\": 4, \"expect_counter\": 6},"
    "{\"register\": \"t0\", \"kind\": \"Buffer\", \"format\": \"f16\", \"data\": [1.5, -0.25],"
    " \"texel_format\": \"R16_FLOAT\"},"
    "{\"register\": \"b2\", \"kind\": \"ConstantBuffer\", \"format\": \"u32\", \"data\": [4294967295, -1]},"
    "{\"register\": \"u0\", \"kind\": \"RWBuffer\", \"format\": \"f32\", \"count\": 2, \"expect\": [0.1, 2],"
    " \"tolerance\": 0},"
    "{\"register\": \"heap12\", \"kind\": \"StructuredBuffer\", \"format\": \"u32\", \"data\": [7]}"
    "]}}";

static void test_sidecar(tally *t)
{
    d2s_ctx ctx;
    parse_job job = {.text = good_sidecar, .decode_run = true};
    const char *err = try_parse(&ctx, &job);
    if (err)
        printf("  %s\n", err);
    check(t, err == NULL && job.run && job.run->resource_count == 5, "sidecar: decodes");
    if (!err && job.run && job.run->resource_count == 5) {
        const sc_resource *r = job.run->resources;
        check(t, job.run->dispatch[0] == 2 && job.run->dispatch[2] == 1, "sidecar: dispatch");
        check(t, r[0].reg_class == SC_CLASS_UAV && r[0].reg_index == 3 && r[0].space == 1, "sidecar: register u3 space 1");
        check(t, r[0].expect_checked[0] && !r[0].expect_checked[1] &&
                     r[0].expect_bits[0] == (uint64_t)-9223372036854775807LL,
              "sidecar: exact i64 expectation, null skipped");
        check(t, r[0].has_counter && r[0].counter == 4 && r[0].has_expect_counter && r[0].expect_counter == 6,
              "sidecar: counters");
        check(t, r[1].reg_class == SC_CLASS_SRV && r[1].data[0] == 0x00 && r[1].data[1] == 0x3E &&
                     r[1].data[2] == 0x00 && r[1].data[3] == 0xB4,
              "sidecar: f16 data encoded little-endian");
        check(t, strcmp(r[1].texel_format, "R16_FLOAT") == 0, "sidecar: texel_format");
        check(t, memcmp(r[2].data, "\xff\xff\xff\xff\xff\xff\xff\xff", 8) == 0, "sidecar: u32 as unsigned or signed");
        check(t, strcmp(sc_resource_label(&ctx, &r[0]), "u3 space 1") == 0, "sidecar: label with space");
        check(t, r[4].reg_class == SC_CLASS_HEAP && r[4].reg_index == 12 && r[4].kind == SC_STRUCTURED_BUFFER,
              "sidecar: heap12 is ResourceDescriptorHeap[12]");

        /* Comparison: the 64-bit element must match exactly. */
        uint8_t buf[16] = {0};
        uint64_t v = (uint64_t)-9223372036854775807LL;
        memcpy(buf, &v, 8);
        check(t, sc_compare(&ctx, &r[0], buf) == NULL, "compare: i64 equal");
        v++;
        memcpy(buf, &v, 8);
        const char *m = sc_compare(&ctx, &r[0], buf);
        check(t, m && strcmp(m, "resource u3 space 1 element 0: got -9223372036854775806 expected "
                                "-9223372036854775807") == 0,
              "compare: i64 off by one, message");
        /* f32 with tolerance 0 compares with the expectation rounded to f32. */
        float f[2] = {0.1f, 2.0f};
        check(t, sc_compare(&ctx, &r[3], (const uint8_t *)f) == NULL, "compare: 0.1 means (float)0.1");
        f[1] = nextafterf(2.0f, 3.0f);
        m = sc_compare(&ctx, &r[3], (const uint8_t *)f);
        check(t, m && strstr(m, "element 1: got 2.00000024 (0x40000001) expected 2 (0x40000000)"), "compare: f32 ulp");
        f[1] = NAN;
        check(t, sc_compare(&ctx, &r[3], (const uint8_t *)f) != NULL, "compare: NaN never matches");
    }
    d2s_ctx_release(&ctx);

    const char *pre = "{\"run\": {\"dispatch\": [1, 1, 1], \"resources\": [";
    struct {
        const char *res;
        const char *needle;
    } bad[] = {
        {"{\"register\": \"x0\", \"kind\": \"Buffer\", \"format\": \"u32\", \"count\": 1}", "must start with"},
        {"{\"register\": \"heap\", \"kind\": \"Buffer\", \"format\": \"u32\", \"count\": 1}", "malformed register"},
        {"{\"register\": \"heap1\", \"space\": 2, \"kind\": \"Buffer\", \"format\": \"u32\", \"count\": 1}",
         "no register space"},
        {"{\"register\": \"heap1\", \"kind\": \"RWStructuredBuffer\", \"format\": \"u32\", \"count\": 1, \"counter\": 0}",
         "no counters of descriptor heap"},
        {"{\"register\": \"t0\", \"kind\": \"RWBuffer\", \"format\": \"u32\", \"count\": 1}", "cannot use a register"},
        {"{\"register\": \"u0\", \"kind\": \"RWBuffer\", \"format\": \"u8\", \"count\": 1}", "\"format\""},
        {"{\"register\": \"u0\", \"kind\": \"RWBuffer\", \"format\": \"u32\"}", "neither \"data\" nor \"count\""},
        {"{\"register\": \"u0\", \"kind\": \"RWBuffer\", \"format\": \"u32\", \"count\": 2, \"expect\": [1]}",
         "\"expect\" has 1 elements"},
        {"{\"register\": \"u0\", \"kind\": \"RWBuffer\", \"format\": \"u16\", \"data\": [65536]}", "fits in u16"},
        {"{\"register\": \"u0\", \"kind\": \"RWBuffer\", \"format\": \"i32\", \"data\": [2147483648]}", "fit in i32"},
        {"{\"register\": \"u0\", \"kind\": \"RWBuffer\", \"format\": \"u32\", \"data\": [1.5]}", "fits in u32"},
        {"{\"register\": \"u0\", \"kind\": \"RWBuffer\", \"format\": \"f16\", \"data\": [70000]}", "does not fit in f16"},
        {"{\"register\": \"u0\", \"kind\": \"RWBuffer\", \"format\": \"u32\", \"count\": 1, \"expct\": [1]}",
         "unknown member \"expct\""},
        {"{\"register\": \"u0\", \"kind\": \"RWBuffer\", \"format\": \"u32\", \"count\": 1},"
         "{\"register\": \"u0\", \"kind\": \"RWBuffer\", \"format\": \"u32\", \"count\": 1}",
         "described twice"},
    };
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        char text[1024];
        snprintf(text, sizeof(text), "%s%s]}}", pre, bad[i].res);
        char what[128];
        snprintf(what, sizeof(what), "sidecar: rejects bad resource %zu (%s)", i, bad[i].needle);
        expect_error(t, text, true, bad[i].needle, what);
    }
    expect_error(t, "{\"run\": {\"dispatch\": [1, 0, 1], \"resources\": []}}", true, "dispatch dimension of 0",
                 "sidecar: zero dispatch");
    {
        d2s_ctx c2;
        parse_job j2 = {.text = "{\"run\": null}", .decode_run = true};
        check(t, try_parse(&c2, &j2) == NULL && j2.run == NULL, "sidecar: null run block");
        d2s_ctx_release(&c2);
    }
}

static void test_texel_formats(tally *t)
{
    VkFormat f;
    uint32_t size;
    check(t, vk_texel_format("R32G32B32A32_FLOAT", &f, &size) && f == VK_FORMAT_R32G32B32A32_SFLOAT && size == 16,
          "texel format: R32G32B32A32_FLOAT");
    check(t, vk_texel_format("R10G10B10A2_UNORM", &f, &size) && f == VK_FORMAT_A2B10G10R10_UNORM_PACK32,
          "texel format: R10G10B10A2_UNORM");
    check(t, !vk_texel_format("R32G32B32A32_FLOT", &f, &size), "texel format: unknown name");
}

int main(void)
{
    tally t = {0};
    test_json(&t);
    test_half(&t);
    test_sidecar(&t);
    test_texel_formats(&t);
    test_harness_shared(&t.passed, &t.failed);
    printf("compute_harness_units: %u passed, %u failed\n", t.passed, t.failed);
    return t.failed ? 1 : 0;
}
