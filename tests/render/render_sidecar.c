/* Decoding of the render tests' test.json. */
#include "render_sidecar.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

/* Far beyond the corpus's needs; they bound what a sidecar can make the
 * harness allocate on the device and keep a typo from drawing for minutes. */
#define MAX_TARGET_SIZE 4096u
#define MAX_VERTICES (1u << 24)
#define MAX_TEXTURE_SIZE 4096u
#define MAX_LAYERS 256u
#define MAX_MIPS 13u
#define MAX_STRIDE 2048u

static const char *const stage_names[RS_STAGE_COUNT] = {"vs", "hs", "ds", "gs", "ps"};

const char *rs_stage_name(rs_stage s)
{
    return s < RS_STAGE_COUNT ? stage_names[s] : "?";
}

VkShaderStageFlagBits rs_stage_flag(rs_stage s)
{
    static const VkShaderStageFlagBits flags[RS_STAGE_COUNT] = {
        VK_SHADER_STAGE_VERTEX_BIT, VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT,
        VK_SHADER_STAGE_TESSELLATION_EVALUATION_BIT, VK_SHADER_STAGE_GEOMETRY_BIT, VK_SHADER_STAGE_FRAGMENT_BIT};
    return flags[s];
}

uint32_t rs_stage_visibility(rs_stage s)
{
    static const uint32_t vis[RS_STAGE_COUNT] = {1, 2, 3, 4, 5};
    return vis[s];
}

uint32_t rs_stage_shader_kind(rs_stage s)
{
    static const uint32_t kinds[RS_STAGE_COUNT] = {1, 3, 4, 2, 0};
    return kinds[s];
}

static const rs_format formats[] = {
    {"R32G32B32A32_SFLOAT", VK_FORMAT_R32G32B32A32_SFLOAT, 4, 4, RS_CLASS_FLOAT},
    {"R32G32B32_SFLOAT", VK_FORMAT_R32G32B32_SFLOAT, 3, 4, RS_CLASS_FLOAT},
    {"R32G32_SFLOAT", VK_FORMAT_R32G32_SFLOAT, 2, 4, RS_CLASS_FLOAT},
    {"R32_SFLOAT", VK_FORMAT_R32_SFLOAT, 1, 4, RS_CLASS_FLOAT},
    {"R32G32B32A32_UINT", VK_FORMAT_R32G32B32A32_UINT, 4, 4, RS_CLASS_UINT},
    {"R32G32B32_UINT", VK_FORMAT_R32G32B32_UINT, 3, 4, RS_CLASS_UINT},
    {"R32G32_UINT", VK_FORMAT_R32G32_UINT, 2, 4, RS_CLASS_UINT},
    {"R32_UINT", VK_FORMAT_R32_UINT, 1, 4, RS_CLASS_UINT},
    {"R32G32B32A32_SINT", VK_FORMAT_R32G32B32A32_SINT, 4, 4, RS_CLASS_SINT},
    {"R32G32B32_SINT", VK_FORMAT_R32G32B32_SINT, 3, 4, RS_CLASS_SINT},
    {"R32G32_SINT", VK_FORMAT_R32G32_SINT, 2, 4, RS_CLASS_SINT},
    {"R32_SINT", VK_FORMAT_R32_SINT, 1, 4, RS_CLASS_SINT},
    {"R8G8B8A8_UNORM", VK_FORMAT_R8G8B8A8_UNORM, 4, 1, RS_CLASS_UNORM},
    {"D32_SFLOAT", VK_FORMAT_D32_SFLOAT, 1, 4, RS_CLASS_DEPTH},
    {"D32_SFLOAT_S8_UINT", VK_FORMAT_D32_SFLOAT_S8_UINT, 1, 4, RS_CLASS_DEPTH},
};

const rs_format *rs_find_format(const char *name)
{
    for (size_t i = 0; i < COUNT_OF(formats); i++)
        if (strcmp(formats[i].name, name) == 0)
            return &formats[i];
    return NULL;
}

/* ---- checked access to JSON values ---------------------------------------- */

typedef struct parser {
    d2s_ctx *ctx;
    const char *path;
} parser;

D2S_PRINTF(3, 4)
static D2S_NORETURN void bad(const parser *p, const json_value *at, const char *fmt, ...)
{
    char what[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof(what), fmt, ap);
    va_end(ap);
    d2s_fail(p->ctx, D2S_ERR_INVALID, "%s:%u:%u: %s", p->path, at ? at->line : 0, at ? at->column : 0, what);
}

static const json_value *need(const parser *p, const json_value *obj, const char *key, json_kind kind)
{
    const json_value *v = json_member(obj, key);
    if (!v)
        bad(p, obj, "missing \"%s\"", key);
    if (v->kind != kind)
        bad(p, v, "\"%s\" must be a %s, not a %s", key, json_kind_name(kind), json_kind_name(v->kind));
    return v;
}

static const char *need_string(const parser *p, const json_value *obj, const char *key)
{
    return need(p, obj, key, JSON_STRING)->text;
}

static uint32_t to_u32(const parser *p, const json_value *v, const char *what, uint32_t min, uint32_t max)
{
    uint64_t x;
    if (!json_get_u64(v, &x) || x < min || x > max)
        bad(p, v, "%s must be an integer in [%u, %u]", what, min, max);
    return (uint32_t)x;
}

static uint32_t need_u32(const parser *p, const json_value *obj, const char *key, uint32_t min, uint32_t max)
{
    return to_u32(p, need(p, obj, key, JSON_NUMBER), key, min, max);
}

static double to_double(const parser *p, const json_value *v, const char *what)
{
    double d;
    if (!json_get_double(v, &d))
        bad(p, v, "%s must be a finite number", what);
    return d;
}

/* The float32 a sidecar number denotes: the text is the shortest decimal that
 * reads back as that float, so it is parsed directly as a float rather than
 * through a double (which could round twice). */
static float to_float(const parser *p, const json_value *v, const char *what)
{
    if (!v || v->kind != JSON_NUMBER)
        bad(p, v, "%s must be a number", what);
    char *end;
    float f = strtof(v->text, &end);
    if (*end)
        bad(p, v, "%s: '%s' is not a float", what, v->text);
    return f;
}

static const rs_format *need_format(const parser *p, const json_value *obj, const char *key)
{
    const json_value *v = need(p, obj, key, JSON_STRING);
    const rs_format *f = rs_find_format(v->text);
    if (!f)
        bad(p, v, "unknown format '%s'", v->text);
    return f;
}

static VkCompareOp need_compare_op(const parser *p, const json_value *obj, const char *key)
{
    static const char *const names[] = {"never", "less", "equal", "less_equal", "greater", "not_equal",
                                        "greater_equal", "always"};
    const json_value *v = need(p, obj, key, JSON_STRING);
    for (size_t i = 0; i < COUNT_OF(names); i++)
        if (strcmp(v->text, names[i]) == 0)
            return (VkCompareOp)i; /* VK_COMPARE_OP_NEVER .. ALWAYS, in this order */
    bad(p, v, "unknown comparison '%s'", v->text);
}

static bool need_bool(const parser *p, const json_value *obj, const char *key)
{
    const json_value *v = json_member(obj, key);
    if (!v)
        bad(p, obj, "missing \"%s\"", key);
    if (v->kind != JSON_BOOL)
        bad(p, v, "\"%s\" must be true or false", key);
    return v->boolean;
}

/* ---- data arrays ----------------------------------------------------------- */

typedef enum encoding { ENC_F32, ENC_U32, ENC_I32, ENC_U8 } encoding;

static encoding need_encoding(const parser *p, const json_value *obj, const char *key)
{
    const json_value *v = need(p, obj, key, JSON_STRING);
    static const char *const names[] = {"f32", "u32", "i32", "u8"};
    for (size_t i = 0; i < COUNT_OF(names); i++)
        if (strcmp(v->text, names[i]) == 0)
            return (encoding)i;
    bad(p, v, "unknown data format '%s' (expected f32, u32, i32 or u8)", v->text);
}

/* The bytes of `data` encoded as `enc`, little-endian, tightly packed. */
static uint8_t *encode(const parser *p, const json_value *data, encoding enc, uint32_t *size_out)
{
    uint32_t elem = enc == ENC_U8 ? 1 : 4;
    uint8_t *out = d2s_zalloc_array(p->ctx, data->count ? data->count : 1, elem);
    for (uint32_t i = 0; i < data->count; i++) {
        const json_value *v = data->items[i];
        uint32_t word;
        switch (enc) {
        case ENC_F32: {
            float f = to_float(p, v, "an f32 element");
            memcpy(&word, &f, 4);
            break;
        }
        case ENC_U32:
            word = to_u32(p, v, "a u32 element", 0, UINT32_MAX);
            break;
        case ENC_I32: {
            int64_t x;
            if (!json_get_i64(v, &x) || x < INT32_MIN || x > INT32_MAX)
                bad(p, v, "an i32 element must be an integer in [%d, %d]", INT32_MIN, INT32_MAX);
            word = (uint32_t)(int32_t)x;
            break;
        }
        default:
            out[i] = (uint8_t)to_u32(p, v, "a u8 element", 0, 255);
            continue;
        }
        for (uint32_t b = 0; b < 4; b++)
            out[(size_t)i * 4 + b] = (uint8_t)(word >> (8 * b));
    }
    *size_out = data->count * elem;
    return out;
}

/* Float components stored in `format` (float formats only: textures and typed
 * buffers of the corpus hold floats). */
static uint8_t *encode_floats(const parser *p, const json_value *data, const rs_format *format, uint32_t *size_out)
{
    if (format->cls != RS_CLASS_FLOAT && format->cls != RS_CLASS_DEPTH)
        bad(p, data, "only float formats are supported for texel data, not %s", format->name);
    return encode(p, data, ENC_F32, size_out);
}

/* ---- sections -------------------------------------------------------------- */

static rs_stage stage_of(const parser *p, const json_value *v)
{
    for (int s = 0; s < RS_STAGE_COUNT; s++)
        if (strcmp(v->text, stage_names[s]) == 0)
            return (rs_stage)s;
    bad(p, v, "unknown stage '%s' (expected vs, hs, ds, gs or ps)", v->text);
}

static void parse_stages(const parser *p, const json_value *doc, const char *dir, rs_test *t)
{
    const json_value *stages = need(p, doc, "stages", JSON_OBJECT);
    for (uint32_t i = 0; i < stages->count; i++) {
        json_value key = {.kind = JSON_STRING, .line = stages->items[i]->line, .column = stages->items[i]->column,
                          .text = stages->keys[i]};
        rs_stage s = stage_of(p, &key);
        const json_value *st = stages->items[i];
        if (st->kind != JSON_OBJECT)
            bad(p, st, "stage \"%s\" must be an object", stages->keys[i]);
        if (t->stage_files[s])
            bad(p, st, "stage \"%s\" appears twice", stages->keys[i]);
        t->stage_files[s] = d2s_sprintf(p->ctx, "%s/%s", dir, need_string(p, st, "file"));
    }
    if (!t->stage_files[RS_VS] || !t->stage_files[RS_PS])
        bad(p, stages, "\"stages\" must have \"vs\" and \"ps\"");
    if (!t->stage_files[RS_HS] != !t->stage_files[RS_DS])
        bad(p, stages, "\"hs\" and \"ds\" come together");
}

static void parse_target(const parser *p, const json_value *doc, rs_test *t)
{
    const json_value *target = need(p, doc, "target", JSON_OBJECT);
    t->width = need_u32(p, target, "width", 1, MAX_TARGET_SIZE);
    t->height = need_u32(p, target, "height", 1, MAX_TARGET_SIZE);
    t->target_format = need_format(p, target, "format");
    if (t->target_format->components != 4)
        bad(p, target, "the target format must have four components");
    if (t->target_format->cls == RS_CLASS_DEPTH)
        bad(p, target, "the target format must be a colour format");
    const json_value *clear = need(p, target, "clear", JSON_ARRAY);
    if (clear->count != 4)
        bad(p, clear, "\"clear\" must have four components");
    for (int c = 0; c < 4; c++)
        t->clear[c] = to_double(p, clear->items[c], "a clear component");
    const json_value *count = json_member(target, "count");
    t->target_count = count ? to_u32(p, count, "count", 1, RS_MAX_TARGETS) : 1;
    const json_value *layers = json_member(target, "layers");
    t->layers = layers ? to_u32(p, layers, "layers", 1, MAX_LAYERS) : 1;
    const json_value *samples = json_member(target, "samples");
    t->samples = samples ? to_u32(p, samples, "samples", 1, 16) : 1;
    if (t->samples & (t->samples - 1))
        bad(p, samples, "samples must be 1, 2, 4, 8 or 16");
    if (t->samples > 1 && t->layers > 1)
        bad(p, samples, "a multisampled target has one layer");
    if (t->samples > 1 && t->target_format->cls != RS_CLASS_FLOAT && t->target_format->cls != RS_CLASS_UNORM)
        bad(p, samples, "a multisampled target is resolved by averaging, which needs a float or UNORM format");

    const json_value *depth = json_member(doc, "depth");
    if (!depth)
        return;
    if (depth->kind != JSON_OBJECT)
        bad(p, depth, "\"depth\" must be an object");
    if (t->samples > 1 || t->layers > 1)
        bad(p, depth, "a depth attachment goes with a single-sampled target of one layer only");
    t->has_depth = true;
    t->depth_format = need_format(p, depth, "format");
    if (t->depth_format->cls != RS_CLASS_DEPTH)
        bad(p, depth, "the depth format must be a depth format (D32_SFLOAT)");
    t->depth_clear = to_double(p, need(p, depth, "clear", JSON_NUMBER), "the depth clear value");
    t->depth_compare = need_compare_op(p, depth, "compare");
    t->depth_write = need_bool(p, depth, "write");
    const json_value *stencil = json_member(depth, "stencil");
    if (!stencil)
        return;
    if (stencil->kind != JSON_OBJECT)
        bad(p, stencil, "\"stencil\" must be an object");
    if (t->depth_format->format != VK_FORMAT_D32_SFLOAT_S8_UINT)
        bad(p, stencil, "a stencil test needs a format with stencil (D32_SFLOAT_S8_UINT)");
    t->has_stencil = true;
    t->stencil_clear = need_u32(p, stencil, "clear", 0, 255);
    t->stencil_reference = need_u32(p, stencil, "reference", 0, 255);
    t->stencil_compare = need_compare_op(p, stencil, "compare");
    static const char *const ops[] = {"keep", "zero", "replace"};
    const json_value *op = need(p, stencil, "pass_op", JSON_STRING);
    size_t i = 0;
    while (i < COUNT_OF(ops) && strcmp(ops[i], op->text) != 0)
        i++;
    if (i == COUNT_OF(ops))
        bad(p, op, "pass_op must be keep, zero or replace");
    t->stencil_pass_op = (VkStencilOp)i; /* VK_STENCIL_OP_KEEP, ZERO, REPLACE */
}

static void parse_draw(const parser *p, const json_value *doc, rs_test *t)
{
    static const struct {
        const char *name;
        VkPrimitiveTopology topology;
    } topologies[] = {
        {"point_list", VK_PRIMITIVE_TOPOLOGY_POINT_LIST},
        {"line_list", VK_PRIMITIVE_TOPOLOGY_LINE_LIST},
        {"line_strip", VK_PRIMITIVE_TOPOLOGY_LINE_STRIP},
        {"triangle_list", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST},
        {"triangle_strip", VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP},
        {"patch_list", VK_PRIMITIVE_TOPOLOGY_PATCH_LIST},
    };
    const json_value *draw = need(p, doc, "draw", JSON_OBJECT);
    const json_value *topo = need(p, draw, "topology", JSON_STRING);
    size_t i = 0;
    while (i < COUNT_OF(topologies) && strcmp(topologies[i].name, topo->text) != 0)
        i++;
    if (i == COUNT_OF(topologies))
        bad(p, topo, "unknown topology '%s'", topo->text);
    t->topology = topologies[i].topology;
    bool patches = t->topology == VK_PRIMITIVE_TOPOLOGY_PATCH_LIST;
    const json_value *pcp = json_member(draw, "patch_control_points");
    if (patches != (pcp != NULL))
        bad(p, draw, "\"patch_control_points\" belongs with (and only with) topology patch_list");
    if (pcp)
        t->patch_control_points = to_u32(p, pcp, "patch_control_points", 1, 32);
    if (patches != (t->stage_files[RS_HS] != NULL))
        bad(p, draw, "topology patch_list goes with (and only with) hs and ds stages");
    t->vertex_count = need_u32(p, draw, "vertex_count", 0, MAX_VERTICES);
    t->instance_count = need_u32(p, draw, "instance_count", 0, MAX_VERTICES);
}

static void parse_vertex_buffers(const parser *p, const json_value *doc, rs_test *t)
{
    const json_value *vbs = json_member(doc, "vertex_buffers");
    if (!vbs)
        return;
    if (vbs->kind != JSON_ARRAY || vbs->count > 16)
        bad(p, vbs, "\"vertex_buffers\" must be an array of at most 16 buffers");
    t->vb_count = vbs->count;
    t->vbs = d2s_zalloc_array(p->ctx, vbs->count ? vbs->count : 1, sizeof(*t->vbs));
    for (uint32_t i = 0; i < vbs->count; i++) {
        const json_value *v = vbs->items[i];
        rs_vertex_buffer *vb = &t->vbs[i];
        if (v->kind != JSON_OBJECT)
            bad(p, v, "a vertex buffer must be an object");
        vb->stride = need_u32(p, v, "stride", 0, MAX_STRIDE);
        const json_value *rate = need(p, v, "input_rate", JSON_STRING);
        if (strcmp(rate->text, "vertex") != 0 && strcmp(rate->text, "instance") != 0)
            bad(p, rate, "input_rate must be \"vertex\" or \"instance\"");
        vb->per_instance = rate->text[0] == 'i';
        encoding enc = need_encoding(p, v, "data_format");
        vb->bytes = encode(p, need(p, v, "data", JSON_ARRAY), enc, &vb->size);
        const json_value *attrs = need(p, v, "attributes", JSON_ARRAY);
        vb->attribute_count = attrs->count;
        vb->attributes = d2s_zalloc_array(p->ctx, attrs->count ? attrs->count : 1, sizeof(*vb->attributes));
        for (uint32_t a = 0; a < attrs->count; a++) {
            const json_value *av = attrs->items[a];
            rs_attribute *at = &vb->attributes[a];
            if (av->kind != JSON_OBJECT)
                bad(p, av, "an attribute must be an object");
            at->semantic = need_string(p, av, "semantic");
            at->index = need_u32(p, av, "index", 0, 255);
            at->format = need_format(p, av, "format");
            at->offset = need_u32(p, av, "offset", 0, MAX_STRIDE);
            uint32_t end = at->offset + at->format->components * at->format->component_bytes;
            if (vb->stride && end > vb->stride)
                bad(p, av, "attribute %s%u does not fit in the stride of %u bytes", at->semantic, at->index, vb->stride);
        }
    }
}

/* "b3" -> class CBV, number 3. */
static void parse_register(const parser *p, const json_value *v, rs_resource *r)
{
    const char *s = v->text;
    const char *cls = strchr("tubs", s[0]);
    if (!s[0] || !cls || !s[1])
        bad(p, v, "register '%s' must be a class letter (t, u, b, s) and a number", s);
    r->reg_class = (uint32_t)(cls - "tubs");
    uint64_t n = 0;
    for (const char *c = s + 1; *c; c++) {
        if (*c < '0' || *c > '9' || n > 1000000)
            bad(p, v, "register '%s' must be a class letter and a number", s);
        n = n * 10 + (uint64_t)(*c - '0');
    }
    r->reg = (uint32_t)n;
}

static void parse_texture(const parser *p, const json_value *v, rs_resource *r)
{
    r->format = need_format(p, v, "format");
    if (r->format->format == VK_FORMAT_D32_SFLOAT_S8_UINT)
        bad(p, v, "a texture of depth and stencil is not supported (D32_SFLOAT is)");
    r->width = need_u32(p, v, "width", 1, MAX_TEXTURE_SIZE);
    r->height = need_u32(p, v, "height", 1, MAX_TEXTURE_SIZE);
    r->layers = r->kind == RS_RES_TEXTURE2D_ARRAY ? need_u32(p, v, "layers", 1, MAX_LAYERS) : 1;
    r->mips = need_u32(p, v, "mips", 1, MAX_MIPS);
    uint32_t biggest = r->width > r->height ? r->width : r->height;
    if ((biggest >> (r->mips - 1)) == 0)
        bad(p, v, "%u mips are too many for %ux%u", r->mips, r->width, r->height);
    uint64_t components = 0;
    for (uint32_t m = 0; m < r->mips; m++) {
        uint64_t w = r->width >> m ? r->width >> m : 1, h = r->height >> m ? r->height >> m : 1;
        components += w * h * r->layers * r->format->components;
    }
    const json_value *data = need(p, v, "data", JSON_ARRAY);
    if (data->count != components)
        bad(p, data, "texture data has %u values; %ux%u, %u layers, %u mips of %s need %llu", data->count, r->width,
            r->height, r->layers, r->mips, r->format->name, (unsigned long long)components);
    r->bytes = encode_floats(p, data, r->format, &r->size);
}

static void parse_sampler(const parser *p, const json_value *v, rs_resource *r)
{
    const json_value *f = need(p, v, "filter", JSON_STRING);
    const json_value *m = need(p, v, "mip_filter", JSON_STRING);
    const json_value *a = need(p, v, "address", JSON_STRING);
    if (strcmp(f->text, "point") != 0 && strcmp(f->text, "linear") != 0)
        bad(p, f, "filter must be \"point\" or \"linear\"");
    if (strcmp(m->text, "point") != 0 && strcmp(m->text, "linear") != 0)
        bad(p, m, "mip_filter must be \"point\" or \"linear\"");
    if (strcmp(a->text, "clamp") != 0 && strcmp(a->text, "wrap") != 0)
        bad(p, a, "address must be \"clamp\" or \"wrap\"");
    r->filter = f->text[0] == 'l' ? VK_FILTER_LINEAR : VK_FILTER_NEAREST;
    r->mip_filter = m->text[0] == 'l' ? VK_SAMPLER_MIPMAP_MODE_LINEAR : VK_SAMPLER_MIPMAP_MODE_NEAREST;
    r->address = a->text[0] == 'w' ? VK_SAMPLER_ADDRESS_MODE_REPEAT : VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
    if (json_member(v, "compare")) {
        r->compare = true;
        r->compare_op = need_compare_op(p, v, "compare");
    }
}

static void parse_resource(const parser *p, const json_value *v, rs_resource *r, const rs_test *t)
{
    static const struct {
        const char *name;
        rs_resource_kind kind;
        uint32_t reg_class;
        uint32_t dxil_kind;
    } kinds[] = {
        {"ConstantBuffer", RS_RES_CONSTANT_BUFFER, RS_REG_CBV, 13},
        {"Texture2D", RS_RES_TEXTURE2D, RS_REG_SRV, 2},
        {"Texture2DArray", RS_RES_TEXTURE2D_ARRAY, RS_REG_SRV, 7},
        {"Texture2DMS", RS_RES_TEXTURE2D_MS, RS_REG_SRV, 3},
        {"Buffer", RS_RES_TYPED_BUFFER, RS_REG_SRV, 10},
        {"StructuredBuffer", RS_RES_STRUCTURED_BUFFER, RS_REG_SRV, 12},
        {"ByteAddressBuffer", RS_RES_BYTE_ADDRESS_BUFFER, RS_REG_SRV, 11},
        {"SamplerState", RS_RES_SAMPLER, RS_REG_SAMPLER, 0},
    };
    if (v->kind != JSON_OBJECT)
        bad(p, v, "a resource must be an object");
    const json_value *stage = need(p, v, "stage", JSON_STRING);
    r->stage = stage_of(p, stage);
    if (!t->stage_files[r->stage])
        bad(p, stage, "resource for stage \"%s\", which the test does not have", stage->text);
    const json_value *reg = need(p, v, "register", JSON_STRING);
    parse_register(p, reg, r);
    r->space = need_u32(p, v, "space", 0, UINT32_MAX);
    const json_value *kind = need(p, v, "kind", JSON_STRING);
    size_t k = 0;
    while (k < COUNT_OF(kinds) && strcmp(kinds[k].name, kind->text) != 0)
        k++;
    if (k == COUNT_OF(kinds))
        bad(p, kind, "unknown resource kind '%s'", kind->text);
    r->kind = kinds[k].kind;
    r->dxil_kind = kinds[k].dxil_kind;
    if (r->reg_class != kinds[k].reg_class)
        bad(p, reg, "a %s cannot be in register '%s'", kind->text, reg->text);
    r->label = r->space ? d2s_sprintf(p->ctx, "%s:%s/space%u", stage->text, reg->text, r->space)
                        : d2s_sprintf(p->ctx, "%s:%s", stage->text, reg->text);

    switch (r->kind) {
    case RS_RES_CONSTANT_BUFFER:
    case RS_RES_STRUCTURED_BUFFER:
    case RS_RES_BYTE_ADDRESS_BUFFER: {
        encoding enc = need_encoding(p, v, "format");
        if (enc == ENC_U8)
            bad(p, v, "%s data must be 32-bit words", kind->text);
        const json_value *data = need(p, v, "data", JSON_ARRAY);
        if (r->kind == RS_RES_CONSTANT_BUFFER && data->count % 4)
            bad(p, data, "constant buffer data must be whole 16-byte rows (%u words)", data->count);
        if (r->kind == RS_RES_STRUCTURED_BUFFER) {
            r->stride = need_u32(p, v, "stride", 4, MAX_STRIDE);
            if (r->stride % 4 || (data->count * 4u) % r->stride)
                bad(p, v, "structured buffer: %u words are not whole elements of %u bytes", data->count, r->stride);
        }
        r->bytes = encode(p, data, enc, &r->size);
        break;
    }
    case RS_RES_TYPED_BUFFER: {
        r->format = need_format(p, v, "format");
        r->elements = need_u32(p, v, "elements", 1, 1u << 24);
        const json_value *data = need(p, v, "data", JSON_ARRAY);
        if ((uint64_t)data->count != (uint64_t)r->elements * r->format->components)
            bad(p, data, "typed buffer data has %u values; %u elements of %s need %llu", data->count, r->elements,
                r->format->name, (unsigned long long)r->elements * r->format->components);
        r->bytes = encode_floats(p, data, r->format, &r->size);
        break;
    }
    case RS_RES_TEXTURE2D:
    case RS_RES_TEXTURE2D_ARRAY:
        parse_texture(p, v, r);
        break;
    case RS_RES_TEXTURE2D_MS: {
        r->format = need_format(p, v, "format");
        if (r->format->cls != RS_CLASS_FLOAT)
            bad(p, v, "a Texture2DMS has a float format");
        r->width = need_u32(p, v, "width", 1, MAX_TEXTURE_SIZE);
        r->height = need_u32(p, v, "height", 1, MAX_TEXTURE_SIZE);
        r->layers = r->mips = 1;
        r->samples = need_u32(p, v, "samples", 2, 16);
        if (r->samples & (r->samples - 1))
            bad(p, v, "samples must be 2, 4, 8 or 16");
        const json_value *clear = need(p, v, "clear", JSON_ARRAY);
        if (clear->count != 4)
            bad(p, clear, "\"clear\" must have four components");
        for (int c = 0; c < 4; c++)
            r->clear[c] = to_float(p, clear->items[c], "a clear component");
        break;
    }
    case RS_RES_SAMPLER:
        parse_sampler(p, v, r);
        break;
    }
}

static void parse_resources(const parser *p, const json_value *doc, rs_test *t)
{
    const json_value *res = json_member(doc, "resources");
    if (!res)
        return;
    if (res->kind != JSON_ARRAY)
        bad(p, res, "\"resources\" must be an array");
    t->resource_count = res->count;
    t->resources = d2s_zalloc_array(p->ctx, res->count ? res->count : 1, sizeof(*t->resources));
    for (uint32_t i = 0; i < res->count; i++) {
        rs_resource *r = &t->resources[i];
        parse_resource(p, res->items[i], r, t);
        for (uint32_t j = 0; j < i; j++) {
            const rs_resource *o = &t->resources[j];
            if (o->stage == r->stage && o->reg_class == r->reg_class && o->reg == r->reg && o->space == r->space)
                bad(p, res->items[i], "resource %s is described twice", r->label);
        }
    }
}

static void parse_expect(const parser *p, const json_value *doc, rs_test *t)
{
    const json_value *expect = need(p, doc, "expect", JSON_OBJECT);
    const json_value *tol = need(p, expect, "tolerance", JSON_NUMBER);
    t->tolerance = to_double(p, tol, "tolerance");
    if (t->tolerance < 0)
        bad(p, tol, "the tolerance must not be negative");
    const json_value *pixels = need(p, expect, "pixels", JSON_ARRAY);
    if (pixels->count == 0)
        bad(p, pixels, "no expected pixels");
    bool integer = t->target_format->cls == RS_CLASS_UINT || t->target_format->cls == RS_CLASS_SINT;
    t->pixel_count = pixels->count;
    t->pixels = d2s_zalloc_array(p->ctx, pixels->count, sizeof(*t->pixels));
    for (uint32_t i = 0; i < pixels->count; i++) {
        const json_value *v = pixels->items[i];
        rs_pixel *px = &t->pixels[i];
        if (v->kind != JSON_OBJECT)
            bad(p, v, "an expected pixel must be an object");
        px->x = need_u32(p, v, "x", 0, t->width - 1);
        px->y = need_u32(p, v, "y", 0, t->height - 1);
        const json_value *tg = json_member(v, "target");
        px->target = tg ? to_u32(p, tg, "target", 0, t->target_count - 1) : 0;
        const json_value *layer = json_member(v, "layer");
        px->layer = layer ? to_u32(p, layer, "layer", 0, t->layers - 1) : 0;
        const json_value *rgba = need(p, v, "rgba", JSON_ARRAY);
        if (rgba->count != 4)
            bad(p, rgba, "\"rgba\" must have four components");
        for (int c = 0; c < 4; c++) {
            const json_value *cv = rgba->items[c];
            if (!integer) {
                px->rgba[c] = to_float(p, cv, "an expected component");
                continue;
            }
            int64_t x;
            bool ok = json_get_i64(cv, &x);
            if (t->target_format->cls == RS_CLASS_UINT ? !ok || x < 0 || x > (int64_t)UINT32_MAX
                                                       : !ok || x < INT32_MIN || x > INT32_MAX)
                bad(p, cv, "an expected component of a %s target must be a 32-bit %s integer", t->target_format->name,
                    t->target_format->cls == RS_CLASS_UINT ? "unsigned" : "signed");
            px->rgba[c] = (double)x;
        }
    }
    const json_value *stencil = json_member(expect, "stencil");
    if (stencil) {
        if (stencil->kind != JSON_ARRAY || !stencil->count)
            bad(p, stencil, "\"stencil\" must be a non-empty array of expected stencil values");
        if (!t->has_stencil)
            bad(p, stencil, "expected stencil values without a stencil test (\"stencil\" in \"depth\")");
        t->stencil_pixel_count = stencil->count;
        t->stencil_pixels = d2s_zalloc_array(p->ctx, stencil->count, sizeof(*t->stencil_pixels));
        for (uint32_t i = 0; i < stencil->count; i++) {
            const json_value *v = stencil->items[i];
            rs_depth_pixel *px = &t->stencil_pixels[i];
            if (v->kind != JSON_OBJECT)
                bad(p, v, "an expected stencil value must be an object");
            px->x = need_u32(p, v, "x", 0, t->width - 1);
            px->y = need_u32(p, v, "y", 0, t->height - 1);
            px->stencil = need_u32(p, v, "stencil", 0, 255);
        }
    }
    const json_value *depth = json_member(expect, "depth");
    if (!depth)
        return;
    if (depth->kind != JSON_ARRAY || !depth->count)
        bad(p, depth, "\"depth\" must be a non-empty array of expected depths");
    if (!t->has_depth)
        bad(p, depth, "expected depths without a depth attachment (\"depth\" in the test)");
    const json_value *dtol = need(p, expect, "depth_tolerance", JSON_NUMBER);
    t->depth_tolerance = to_double(p, dtol, "depth_tolerance");
    if (t->depth_tolerance < 0)
        bad(p, dtol, "the tolerance must not be negative");
    t->depth_pixel_count = depth->count;
    t->depth_pixels = d2s_zalloc_array(p->ctx, depth->count, sizeof(*t->depth_pixels));
    for (uint32_t i = 0; i < depth->count; i++) {
        const json_value *v = depth->items[i];
        rs_depth_pixel *px = &t->depth_pixels[i];
        if (v->kind != JSON_OBJECT)
            bad(p, v, "an expected depth must be an object");
        px->x = need_u32(p, v, "x", 0, t->width - 1);
        px->y = need_u32(p, v, "y", 0, t->height - 1);
        px->depth = to_float(p, need(p, v, "depth", JSON_NUMBER), "an expected depth");
    }
}

rs_test *rs_parse_test(d2s_ctx *ctx, const json_value *doc, const char *path, const char *dir)
{
    parser p = {ctx, path};
    if (!doc || doc->kind != JSON_OBJECT)
        bad(&p, doc, "the sidecar must be a JSON object");
    rs_test *t = d2s_zalloc(ctx, sizeof(*t));
    t->name = need_string(&p, doc, "name");
    parse_stages(&p, doc, dir, t);
    parse_target(&p, doc, t);
    parse_draw(&p, doc, t);
    parse_vertex_buffers(&p, doc, t);
    parse_resources(&p, doc, t);
    parse_expect(&p, doc, t);
    return t;
}
