/* Self-test descriptions: the hand-made reflection. */
#include "selftest.h"

#include <stdio.h>
#include <string.h>

D2S_PRINTF(4, 5)
static D2S_NORETURN void bad(d2s_ctx *ctx, const char *name, const json_value *at, const char *fmt, ...)
{
    char what[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof(what), fmt, ap);
    va_end(ap);
    d2s_fail(ctx, D2S_ERR_INVALID, "%s:%u:%u: %s", name, at ? at->line : 0, at ? at->column : 0, what);
}

static uint32_t get_u32(d2s_ctx *ctx, const char *name, const json_value *obj, const char *key, uint32_t dflt)
{
    const json_value *v = json_member(obj, key);
    if (!v)
        return dflt;
    uint64_t x;
    if (!json_get_u64(v, &x) || x > UINT32_MAX)
        bad(ctx, name, v, "\"%s\" must be an unsigned 32-bit integer", key);
    return (uint32_t)x;
}

static int32_t get_i32(d2s_ctx *ctx, const char *name, const json_value *obj, const char *key, int32_t dflt)
{
    const json_value *v = json_member(obj, key);
    if (!v)
        return dflt;
    int64_t x;
    if (!json_get_i64(v, &x) || x < INT32_MIN || x > INT32_MAX)
        bad(ctx, name, v, "\"%s\" must be a 32-bit integer", key);
    return (int32_t)x;
}

const dxil2spv_reflection *selftest_reflection(d2s_ctx *ctx, const json_value *desc, const char *name)
{
    const json_value *r = json_member(desc, "reflection");
    if (!r || r->kind != JSON_OBJECT)
        bad(ctx, name, desc, "a self-test needs a \"reflection\" object");
    dxil2spv_reflection *refl = d2s_zalloc(ctx, sizeof(*refl));
    refl->shader_kind = 5; /* compute */
    const json_value *ep = json_member(r, "entry_point");
    refl->entry_point = ep && ep->kind == JSON_STRING ? ep->text : "main";
    const json_value *ws = json_member(r, "workgroup_size");
    if (!ws || ws->kind != JSON_ARRAY || ws->count != 3)
        bad(ctx, name, r, "\"workgroup_size\" must be an array of 3 numbers");
    for (int i = 0; i < 3; i++) {
        uint64_t x;
        if (!json_get_u64(ws->items[i], &x) || x > UINT32_MAX)
            bad(ctx, name, ws->items[i], "bad workgroup size");
        refl->workgroup_size[i] = (uint32_t)x;
    }
    const json_value *res = json_member(r, "resources");
    if (!res || res->kind != JSON_ARRAY)
        bad(ctx, name, r, "\"resources\" must be an array");
    dxil2spv_reflected_resource *out = d2s_zalloc_array(ctx, res->count ? res->count : 1, sizeof(*out));
    for (uint32_t i = 0; i < res->count; i++) {
        const json_value *o = res->items[i];
        if (o->kind != JSON_OBJECT)
            bad(ctx, name, o, "a reflected resource must be an object");
        dxil2spv_reflected_resource *rr = &out[i];
        rr->resource_class = get_u32(ctx, name, o, "resource_class", 0);
        rr->resource_kind = get_u32(ctx, name, o, "resource_kind", 0);
        rr->space = get_u32(ctx, name, o, "space", 0);
        rr->lower_bound = get_u32(ctx, name, o, "lower_bound", 0);
        rr->range_size = get_u32(ctx, name, o, "range_size", 1);
        rr->stride = get_u32(ctx, name, o, "stride", 0);
        rr->set = get_u32(ctx, name, o, "set", 0);
        rr->binding = get_u32(ctx, name, o, "binding", 0);
        rr->descriptor_type = get_u32(ctx, name, o, "descriptor_type", 0);
        rr->counter_set = get_i32(ctx, name, o, "counter_set", -1);
        rr->counter_binding = get_i32(ctx, name, o, "counter_binding", -1);
        rr->counter_descriptor_type = get_u32(ctx, name, o, "counter_descriptor_type", 0);
        const json_value *n = json_member(o, "name");
        rr->name = n && n->kind == JSON_STRING ? n->text : "";
    }
    refl->resource_count = res->count;
    refl->resources = out;
    return refl;
}
