/* Sidecar run blocks: decoding into buffer images, and the comparison of
 * buffer contents with the expectations. */
#include "sidecar.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

typedef struct format_info {
    const char *name;
    uint8_t size;
    bool is_float;
    bool is_signed;
} format_info;

static const format_info formats[] = {
    [SC_U32] = {"u32", 4, false, false},
    [SC_I32] = {"i32", 4, false, true},
    [SC_F32] = {"f32", 4, true, true},
    [SC_U16] = {"u16", 2, false, false},
    [SC_I16] = {"i16", 2, false, true},
    [SC_F16] = {"f16", 2, true, true},
    [SC_U64] = {"u64", 8, false, false},
    [SC_I64] = {"i64", 8, false, true},
    [SC_F64] = {"f64", 8, true, true},
};

typedef struct kind_info {
    const char *name;
    uint32_t reg_class;
    uint32_t dxil_kind;
} kind_info;

static const kind_info kinds[] = {
    [SC_STRUCTURED_BUFFER] = {"StructuredBuffer", SC_CLASS_SRV, 12},
    [SC_RW_STRUCTURED_BUFFER] = {"RWStructuredBuffer", SC_CLASS_UAV, 12},
    [SC_APPEND_STRUCTURED_BUFFER] = {"AppendStructuredBuffer", SC_CLASS_UAV, 12},
    [SC_CONSUME_STRUCTURED_BUFFER] = {"ConsumeStructuredBuffer", SC_CLASS_UAV, 12},
    [SC_BYTE_ADDRESS_BUFFER] = {"ByteAddressBuffer", SC_CLASS_SRV, 11},
    [SC_RW_BYTE_ADDRESS_BUFFER] = {"RWByteAddressBuffer", SC_CLASS_UAV, 11},
    [SC_BUFFER] = {"Buffer", SC_CLASS_SRV, 10},
    [SC_RW_BUFFER] = {"RWBuffer", SC_CLASS_UAV, 10},
    [SC_CONSTANT_BUFFER] = {"ConstantBuffer", SC_CLASS_CBV, 13},
};

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

/* Far above any test's needs; bounds what a sidecar can make us allocate. */
#define MAX_ELEMENTS (64u << 20)

size_t sc_format_size(sc_format f)
{
    return formats[f].size;
}

const char *sc_format_name(sc_format f)
{
    return formats[f].name;
}

const char *sc_kind_name(sc_kind k)
{
    return kinds[k].name;
}

uint32_t sc_kind_dxil_kind(sc_kind k)
{
    return kinds[k].dxil_kind;
}

const char *sc_resource_label(d2s_ctx *ctx, const sc_resource *r)
{
    if (r->space == 0)
        return r->reg;
    return d2s_sprintf(ctx, "%s space %" PRIu32, r->reg, r->space);
}

uint16_t sc_double_to_half(double x)
{
    uint16_t sign = signbit(x) ? 0x8000 : 0;
    double a = fabs(x);
    if (isnan(a))
        return sign | 0x7E00;
    if (a >= 65520.0) /* at or above the midpoint between 65504 and 2^16: infinity */
        return sign | 0x7C00;
    if (a < 0x1p-14) {
        /* Subnormal: a multiple of 2^-24. nearbyint() rounds to nearest even in
         * the default rounding mode; 1024 carries into the smallest normal. */
        return sign | (uint16_t)nearbyint(a * 0x1p24);
    }
    int e;
    double f = frexp(a, &e); /* a = f * 2^e, f in [0.5, 1) */
    uint32_t mant = (uint32_t)nearbyint((2.0 * f - 1.0) * 1024.0);
    /* A mantissa that rounds up to 1024 carries into the exponent, as wanted. */
    return sign | (uint16_t)(((uint32_t)(e - 1 + 15) << 10) + mant);
}

double sc_half_to_double(uint16_t h)
{
    double sign = (h & 0x8000) ? -1.0 : 1.0;
    uint32_t exp = h >> 10 & 0x1F;
    uint32_t mant = h & 0x3FF;
    if (exp == 0x1F)
        return mant ? NAN : sign * INFINITY;
    if (exp == 0)
        return sign * ldexp((double)mant, -24);
    return sign * ldexp((double)(mant | 0x400), (int)exp - 25);
}

static bool parse_format(const char *s, sc_format *out)
{
    for (size_t i = 0; i < COUNT_OF(formats); i++) {
        if (strcmp(formats[i].name, s) == 0) {
            *out = (sc_format)i;
            return true;
        }
    }
    return false;
}

static bool parse_kind(const char *s, sc_kind *out)
{
    for (size_t i = 0; i < COUNT_OF(kinds); i++) {
        if (strcmp(kinds[i].name, s) == 0) {
            *out = (sc_kind)i;
            return true;
        }
    }
    return false;
}

typedef struct decoder {
    d2s_ctx *ctx;
    const char *name; /* the sidecar, for messages */
} decoder;

D2S_PRINTF(3, 4)
static D2S_NORETURN void bad(const decoder *d, const json_value *at, const char *fmt, ...)
{
    char what[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof(what), fmt, ap);
    va_end(ap);
    d2s_fail(d->ctx, D2S_ERR_INVALID, "%s:%u:%u: %s", d->name, at ? at->line : 0, at ? at->column : 0, what);
}

static uint32_t get_u32(const decoder *d, const json_value *v, const char *what)
{
    uint64_t x;
    if (!json_get_u64(v, &x) || x > UINT32_MAX)
        bad(d, v, "%s: expected an unsigned 32-bit integer", what);
    return (uint32_t)x;
}

/* Reads a number of `format` as its little-endian bit pattern. Integers are
 * converted exactly (never through a double) and may be written signed or
 * unsigned as long as the bit pattern fits the width. */
static uint64_t element_bits(const decoder *d, const json_value *v, sc_format f, const char *what,
                             double *out_value)
{
    unsigned bits = formats[f].size * 8u;
    if (formats[f].is_float) {
        double x;
        if (!json_get_double(v, &x))
            bad(d, v, "%s: expected a %s number", what, formats[f].name);
        if (out_value)
            *out_value = x;
        if (f == SC_F64) {
            uint64_t u;
            memcpy(&u, &x, 8);
            return u;
        }
        if (f == SC_F32) {
            float y = (float)x;
            if (isinf(y))
                bad(d, v, "%s: %s does not fit in f32", what, v->text);
            uint32_t u;
            memcpy(&u, &y, 4);
            return u;
        }
        uint16_t h = sc_double_to_half(x);
        if ((h & 0x7C00) == 0x7C00)
            bad(d, v, "%s: %s does not fit in f16", what, v->text);
        return h;
    }
    if (v->kind == JSON_NUMBER && v->text[0] == '-') {
        int64_t s;
        if (!json_get_i64(v, &s) || (bits < 64 && s < -((int64_t)1 << (bits - 1))))
            bad(d, v, "%s: %s does not fit in %s", what, v->text, formats[f].name);
        return bits < 64 ? (uint64_t)s & ((UINT64_C(1) << bits) - 1) : (uint64_t)s;
    }
    uint64_t u;
    if (!json_get_u64(v, &u) || (bits < 64 && u >> bits))
        bad(d, v, "%s: expected an integer that fits in %s, got %s", what, formats[f].name,
            v->kind == JSON_NUMBER ? v->text : json_kind_name(v->kind));
    /* A signed format written with its unsigned bit pattern is accepted only
     * within the signed range, so that "i32: 4294967295" is caught as a typo. */
    if (formats[f].is_signed && bits <= 64 && u >> (bits - 1))
        bad(d, v, "%s: %s does not fit in %s", what, v->text, formats[f].name);
    return u;
}

static void store_bits(uint8_t *dst, uint64_t bits, size_t size)
{
    for (size_t i = 0; i < size; i++)
        dst[i] = (uint8_t)(bits >> (8 * i));
}

static uint64_t load_bits(const uint8_t *src, size_t size)
{
    uint64_t bits = 0;
    for (size_t i = 0; i < size; i++)
        bits |= (uint64_t)src[i] << (8 * i);
    return bits;
}

static const char *const resource_members[] = {
    "register", "space", "kind", "format", "data", "count", "expect", "tolerance",
    "texel_format", "counter", "expect_counter",
};

static void decode_register(const decoder *d, const json_value *v, sc_resource *r)
{
    if (!v || v->kind != JSON_STRING)
        bad(d, v, "resource: \"register\" must be a string such as \"u0\"");
    const char *s = v->text;
    size_t first = 1; /* where the number starts */
    if (strncmp(s, "heap", 4) == 0) {
        r->reg_class = SC_CLASS_HEAP;
        first = 4;
    } else {
        switch (s[0]) {
        case 't': r->reg_class = SC_CLASS_SRV; break;
        case 'u': r->reg_class = SC_CLASS_UAV; break;
        case 'b': r->reg_class = SC_CLASS_CBV; break;
        case 's': r->reg_class = SC_CLASS_SAMPLER; break;
        default: bad(d, v, "resource: register \"%s\" must start with t, u, b, s or heap", s);
        }
    }
    uint64_t idx = 0;
    size_t n = strlen(s);
    if (n < first + 1 || n > first + 10)
        bad(d, v, "resource: malformed register \"%s\"", s);
    for (size_t i = first; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            bad(d, v, "resource: malformed register \"%s\"", s);
        idx = idx * 10 + (uint64_t)(s[i] - '0');
    }
    if (idx > UINT32_MAX)
        bad(d, v, "resource: register number of \"%s\" is too large", s);
    r->reg = s;
    r->reg_index = (uint32_t)idx;
}

static void decode_resource(const decoder *d, const json_value *o, sc_resource *r)
{
    if (o->kind != JSON_OBJECT)
        bad(d, o, "resource: expected an object, got %s", json_kind_name(o->kind));
    for (uint32_t i = 0; i < o->count; i++) {
        bool known = false;
        for (size_t k = 0; k < COUNT_OF(resource_members); k++)
            known |= strcmp(o->keys[i], resource_members[k]) == 0;
        if (!known)
            bad(d, o->items[i], "resource: unknown member \"%s\"", o->keys[i]);
    }
    decode_register(d, json_member(o, "register"), r);
    const char *reg = r->reg;

    const json_value *v = json_member(o, "space");
    r->space = v ? get_u32(d, v, "space") : 0;

    v = json_member(o, "kind");
    if (!v || v->kind != JSON_STRING || !parse_kind(v->text, &r->kind))
        bad(d, v ? v : o, "resource %s: missing or unknown \"kind\"", reg);
    if (kinds[r->kind].reg_class != r->reg_class && r->reg_class != SC_CLASS_HEAP)
        bad(d, v, "resource %s: a %s cannot use a register of this class", reg, kinds[r->kind].name);
    if (r->reg_class == SC_CLASS_HEAP && r->space)
        bad(d, v, "resource %s: a descriptor heap element has no register space", reg);

    v = json_member(o, "format");
    if (!v || v->kind != JSON_STRING || !parse_format(v->text, &r->format))
        bad(d, v ? v : o, "resource %s: missing or unknown \"format\" (u32 i32 f32 u16 i16 f16 u64 i64 f64)", reg);
    size_t esize = formats[r->format].size;

    const json_value *data = json_member(o, "data");
    const json_value *count = json_member(o, "count");
    if (data && data->kind == JSON_NULL)
        data = NULL;
    if (data && data->kind != JSON_ARRAY)
        bad(d, data, "resource %s: \"data\" must be an array", reg);
    if (data) {
        r->count = data->count;
        if (count && get_u32(d, count, "count") != data->count)
            bad(d, count, "resource %s: \"count\" disagrees with the length of \"data\"", reg);
    } else if (count) {
        r->count = get_u32(d, count, "count");
    } else {
        bad(d, o, "resource %s: neither \"data\" nor \"count\"", reg);
    }
    if (r->count > MAX_ELEMENTS)
        bad(d, o, "resource %s: %u elements is more than this harness allows (%u)", reg, r->count, MAX_ELEMENTS);
    r->data = d2s_zalloc_array(d->ctx, r->count ? r->count : 1, esize);
    for (uint32_t i = 0; data && i < data->count; i++) {
        char what[64];
        snprintf(what, sizeof(what), "resource %s data[%u]", reg, i);
        store_bits(r->data + (size_t)i * esize, element_bits(d, data->items[i], r->format, what, NULL), esize);
    }

    v = json_member(o, "tolerance");
    r->tolerance = 0;
    if (v && v->kind != JSON_NULL && (!json_get_double(v, &r->tolerance) || r->tolerance < 0))
        bad(d, v, "resource %s: \"tolerance\" must be a non-negative number", reg);

    const json_value *expect = json_member(o, "expect");
    if (expect && expect->kind != JSON_NULL) {
        if (expect->kind != JSON_ARRAY)
            bad(d, expect, "resource %s: \"expect\" must be an array or null", reg);
        if (expect->count != r->count)
            bad(d, expect, "resource %s: \"expect\" has %u elements but the buffer has %u", reg,
                expect->count, r->count);
        r->has_expect = true;
        r->expect_checked = d2s_zalloc_array(d->ctx, r->count ? r->count : 1, sizeof(bool));
        r->expect_bits = d2s_zalloc_array(d->ctx, r->count ? r->count : 1, sizeof(uint64_t));
        r->expect_value = d2s_zalloc_array(d->ctx, r->count ? r->count : 1, sizeof(double));
        for (uint32_t i = 0; i < expect->count; i++) {
            const json_value *e = expect->items[i];
            if (e->kind == JSON_NULL)
                continue;
            char what[64];
            snprintf(what, sizeof(what), "resource %s expect[%u]", reg, i);
            r->expect_checked[i] = true;
            r->expect_bits[i] = element_bits(d, e, r->format, what, &r->expect_value[i]);
        }
    }

    v = json_member(o, "texel_format");
    if (v && v->kind != JSON_NULL) {
        if (v->kind != JSON_STRING)
            bad(d, v, "resource %s: \"texel_format\" must be a string", reg);
        r->texel_format = v->text;
    }
    v = json_member(o, "counter");
    if (v && v->kind != JSON_NULL) {
        r->has_counter = true;
        r->counter = get_u32(d, v, "counter");
    }
    v = json_member(o, "expect_counter");
    if (v && v->kind != JSON_NULL) {
        r->has_expect_counter = true;
        r->expect_counter = get_u32(d, v, "expect_counter");
    }
    if (r->reg_class == SC_CLASS_HEAP && (r->has_counter || r->has_expect_counter))
        bad(d, o, "resource %s: this harness binds no counters of descriptor heap elements", reg);
}

const sc_run *sc_decode_run(d2s_ctx *ctx, const json_value *run, const char *name)
{
    decoder d = {ctx, name};
    if (!run || run->kind == JSON_NULL)
        return NULL;
    if (run->kind != JSON_OBJECT)
        bad(&d, run, "\"run\" must be an object or null");
    sc_run *out = d2s_zalloc(ctx, sizeof(*out));

    const json_value *disp = json_member(run, "dispatch");
    if (!disp || disp->kind != JSON_ARRAY || disp->count != 3)
        bad(&d, disp ? disp : run, "run: \"dispatch\" must be an array of 3 group counts");
    for (int i = 0; i < 3; i++) {
        out->dispatch[i] = get_u32(&d, disp->items[i], "dispatch");
        if (out->dispatch[i] == 0)
            bad(&d, disp->items[i], "run: a dispatch dimension of 0 runs nothing");
    }

    const json_value *res = json_member(run, "resources");
    if (!res || res->kind != JSON_ARRAY)
        bad(&d, res ? res : run, "run: \"resources\" must be an array");
    out->resource_count = res->count;
    out->resources = d2s_zalloc_array(ctx, res->count ? res->count : 1, sizeof(sc_resource));
    for (uint32_t i = 0; i < res->count; i++) {
        sc_resource *r = &out->resources[i];
        decode_resource(&d, res->items[i], r);
        for (uint32_t j = 0; j < i; j++) {
            const sc_resource *o = &out->resources[j];
            if (o->reg_class == r->reg_class && o->reg_index == r->reg_index && o->space == r->space)
                bad(&d, res->items[i], "resource %s (space %u) is described twice", r->reg, r->space);
        }
    }
    return out;
}

const sc_run *sc_parse_run(d2s_ctx *ctx, const json_value *sidecar, const char *name)
{
    decoder d = {ctx, name};
    if (!sidecar || sidecar->kind != JSON_OBJECT)
        bad(&d, sidecar, "a sidecar must be a JSON object");
    return sc_decode_run(ctx, json_member(sidecar, "run"), name);
}

static double float_of_bits(uint64_t bits, sc_format f)
{
    if (f == SC_F16)
        return sc_half_to_double((uint16_t)bits);
    if (f == SC_F32) {
        uint32_t u = (uint32_t)bits;
        float x;
        memcpy(&x, &u, 4);
        return x;
    }
    double x;
    memcpy(&x, &bits, 8);
    return x;
}

static const char *format_value(d2s_ctx *ctx, uint64_t bits, sc_format f)
{
    unsigned width = formats[f].size * 8u;
    if (formats[f].is_float) {
        double x = float_of_bits(bits, f);
        int digits = f == SC_F64 ? 17 : f == SC_F32 ? 9 : 5;
        return d2s_sprintf(ctx, "%.*g (0x%0*" PRIx64 ")", digits, x, (int)(width / 4), bits);
    }
    if (formats[f].is_signed) {
        int64_t s = width < 64 && (bits >> (width - 1)) ? (int64_t)(bits | ~((UINT64_C(1) << width) - 1))
                                                        : (int64_t)bits;
        return d2s_sprintf(ctx, "%" PRId64, s);
    }
    return d2s_sprintf(ctx, "%" PRIu64, bits);
}

static const char *format_expected(d2s_ctx *ctx, const sc_resource *r, uint32_t i)
{
    if (!formats[r->format].is_float)
        return format_value(ctx, r->expect_bits[i], r->format);
    if (r->tolerance > 0)
        return d2s_sprintf(ctx, "%.17g +- %g", r->expect_value[i], r->tolerance);
    return format_value(ctx, r->expect_bits[i], r->format);
}

const char *sc_compare(d2s_ctx *ctx, const sc_resource *r, const uint8_t *contents)
{
    if (!r->has_expect)
        return NULL;
    size_t esize = formats[r->format].size;
    bool is_float = formats[r->format].is_float;
    for (uint32_t i = 0; i < r->count; i++) {
        if (!r->expect_checked[i])
            continue;
        uint64_t got = load_bits(contents + (size_t)i * esize, esize);
        bool ok;
        if (!is_float) {
            ok = got == r->expect_bits[i];
        } else {
            /* Exact compares use the expectation rounded to the format, so that
             * e.g. 0.1 in an f32 buffer means (float)0.1; -0.0 equals 0.0 as in
             * IEEE. NaN never matches: the sidecars never expect one. */
            double g = float_of_bits(got, r->format);
            if (r->tolerance > 0)
                ok = fabs(g - r->expect_value[i]) <= r->tolerance;
            else
                ok = g == float_of_bits(r->expect_bits[i], r->format);
        }
        if (!ok)
            return d2s_sprintf(ctx, "resource %s element %u: got %s expected %s", sc_resource_label(ctx, r), i,
                               format_value(ctx, got, r->format), format_expected(ctx, r, i));
    }
    return NULL;
}
