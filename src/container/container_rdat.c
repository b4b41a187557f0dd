/* RDAT (runtime data) part of libraries: a header with a table of
 * sub-parts (string buffer, index arrays, record tables).
 *
 * The translator reads the same facts from the module metadata, so parse
 * only bounds-checks the structure; the dump lists the sub-parts and table
 * sizes, and the resource and function tables' names. The dump re-checks
 * every bound itself (it prints "<invalid>" rather than failing) so it stays
 * safe even on a container that did not come from d2s_container_parse().
 */
#include <string.h>

#include "container/container_internal.h"

#define RDAT_VERSION_10 0x10u
#define RDAT_STRING_BUFFER 1u
#define RDAT_INDEX_ARRAYS 2u
#define RDAT_RESOURCE_TABLE 3u
#define RDAT_FUNCTION_TABLE 4u
#define RDAT_RAW_BYTES 5u
#define RESOURCE_INFO_SIZE 32u
#define FUNCTION_INFO_MIN_SIZE 20u /* through ShaderKind */

/* Every sub-part type except the string buffer, index arrays and raw bytes
 * is a record table: u32 RecordCount, RecordStride, then the records. */
static bool is_table(uint32_t type)
{
    return (type >= 3 && type <= 21 && type != RDAT_RAW_BYTES) || (type >= 0x10001 && type <= 0x10003);
}

void d2s_container_check_rdat(d2s_ctx *ctx, const d2s_container_part *p)
{
    d2s_part_reader r = {ctx, p};
    const uint8_t *d = p->data;
    uint32_t version = d2s_part_u32(&r, 0, "RDAT Version");
    if (version != RDAT_VERSION_10) {
        d2s_warn(ctx, "container: RDAT version 0x%x is unknown; the part is not checked", version);
        return;
    }
    uint32_t count = d2s_part_u32(&r, 4, "RDAT PartCount");
    d2s_part_need(&r, 8, (uint64_t)count * 4, "RDAT part offset table");
    for (uint32_t i = 0; i < count; i++) {
        uint32_t off = d2s_le32(d + 8 + 4 * (size_t)i);
        d2s_part_need(&r, off, 8, "RDAT sub-part header");
        uint32_t type = d2s_le32(d + off), size = d2s_le32(d + off + 4);
        d2s_part_need(&r, (uint64_t)off + 8, size, "RDAT sub-part");
        if (!is_table(type))
            continue;
        if (size < 8)
            d2s_part_fail(&r, D2S_ERR_INVALID, "RDAT sub-part %u (type %u): %u bytes is too small for a table header", i,
                          type, size);
        uint32_t records = d2s_le32(d + off + 8), stride = d2s_le32(d + off + 12);
        if ((uint64_t)records * stride > size - 8)
            d2s_part_fail(&r, D2S_ERR_INVALID,
                          "RDAT sub-part %u (type %u): %u records of %u bytes do not fit in %u bytes", i, type, records,
                          stride, size - 8);
    }
}

/* ---- dump ---------------------------------------------------------------- */

typedef struct span {
    const uint8_t *data;
    uint32_t size;
} span;

static const char *string_at(span strings, uint32_t off)
{
    if (off >= strings.size || !memchr(strings.data + off, 0, strings.size - off))
        return "<invalid>";
    return (const char *)strings.data + off;
}

static void name_or_number(d2s_strbuf *sb, const char *name, uint32_t v)
{
    if (name)
        d2s_strbuf_printf(sb, "%s", name);
    else
        d2s_strbuf_printf(sb, "%u", v);
}

static void dump_resources(d2s_strbuf *sb, span table, uint32_t records, uint32_t stride, span strings)
{
    if (stride < RESOURCE_INFO_SIZE)
        return;
    for (uint32_t i = 0; i < records; i++) {
        const uint8_t *e = table.data + (size_t)i * stride;
        uint32_t upper = d2s_le32(e + 20);
        d2s_strbuf_printf(sb, "      resource %u: ", d2s_le32(e + 8));
        name_or_number(sb, d2s_cn_resource_class(d2s_le32(e)), d2s_le32(e));
        d2s_strbuf_putc(sb, ' ');
        name_or_number(sb, d2s_cn_resource_kind(d2s_le32(e + 4)), d2s_le32(e + 4));
        d2s_strbuf_printf(sb, " space %u, registers %u..", d2s_le32(e + 12), d2s_le32(e + 16));
        if (upper == UINT32_MAX)
            d2s_strbuf_printf(sb, "unbounded");
        else
            d2s_strbuf_printf(sb, "%u", upper);
        d2s_strbuf_printf(sb, " '%s' flags 0x%x\n", string_at(strings, d2s_le32(e + 24)), d2s_le32(e + 28));
    }
}

static void dump_functions(d2s_strbuf *sb, span table, uint32_t records, uint32_t stride, span strings)
{
    if (stride < FUNCTION_INFO_MIN_SIZE)
        return;
    for (uint32_t i = 0; i < records; i++) {
        const uint8_t *e = table.data + (size_t)i * stride;
        uint32_t kind = d2s_le32(e + 16);
        d2s_strbuf_printf(sb, "      function '%s' (%s): ", string_at(strings, d2s_le32(e + 4)),
                          string_at(strings, d2s_le32(e)));
        name_or_number(sb, d2s_cn_shader_kind(kind), kind);
        d2s_strbuf_putc(sb, '\n');
    }
}

/* Bounds of sub-part i, or false. */
static bool sub_part(const d2s_container_part *p, uint32_t i, uint32_t *type, span *body)
{
    uint32_t off = d2s_le32(p->data + 8 + 4 * (size_t)i);
    if (off > p->size || p->size - off < 8)
        return false;
    *type = d2s_le32(p->data + off);
    body->size = d2s_le32(p->data + off + 4);
    body->data = p->data + off + 8;
    return body->size <= p->size - off - 8;
}

void d2s_container_dump_rdat(const d2s_container_part *p, d2s_strbuf *sb)
{
    if (p->size < 8 || d2s_le32(p->data) != RDAT_VERSION_10) {
        d2s_strbuf_printf(sb, "  RDAT: unknown version, not decoded\n");
        return;
    }
    uint32_t count = d2s_le32(p->data + 4);
    if ((uint64_t)count * 4 > p->size - 8) {
        d2s_strbuf_printf(sb, "  RDAT: <invalid part table>\n");
        return;
    }
    d2s_strbuf_printf(sb, "  RDAT version 0x10, %u sub-parts:\n", count);
    span strings = {NULL, 0};
    for (uint32_t i = 0; i < count; i++) {
        uint32_t type;
        span body;
        if (sub_part(p, i, &type, &body) && type == RDAT_STRING_BUFFER)
            strings = body;
    }
    for (uint32_t i = 0; i < count; i++) {
        uint32_t type;
        span body;
        if (!sub_part(p, i, &type, &body)) {
            d2s_strbuf_printf(sb, "    [%u] <invalid>\n", i);
            continue;
        }
        d2s_strbuf_printf(sb, "    [%u] ", i);
        name_or_number(sb, d2s_cn_rdat_part_type(type), type);
        d2s_strbuf_printf(sb, ": %u bytes", body.size);
        if (type == RDAT_INDEX_ARRAYS)
            d2s_strbuf_printf(sb, " (%u dwords)", body.size / 4);
        if (!is_table(type) || body.size < 8) {
            d2s_strbuf_putc(sb, '\n');
            continue;
        }
        uint32_t records = d2s_le32(body.data), stride = d2s_le32(body.data + 4);
        d2s_strbuf_printf(sb, ", %u records of %u bytes\n", records, stride);
        if ((uint64_t)records * stride > body.size - 8)
            continue;
        span table = {body.data + 8, body.size - 8};
        if (type == RDAT_RESOURCE_TABLE)
            dump_resources(sb, table, records, stride, strings);
        else if (type == RDAT_FUNCTION_TABLE)
            dump_functions(sb, table, records, stride, strings);
    }
}

/* ---- DXR subobjects (reflection) -------------------------------------------- */

#define RDAT_SUBOBJECT_TABLE 6u
#define SUBOBJECT_INFO_SIZE 24u /* Kind, Name, a 16-byte union */

/* A string of the string buffer, copied to the arena (the reflection
 * outlives the caller's input); fails (invalid input) when out of bounds. */
static const char *subobject_string(d2s_ctx *ctx, span strings, uint32_t off, uint32_t i, const char *what)
{
    const uint8_t *end = off < strings.size ? memchr(strings.data + off, 0, strings.size - off) : NULL;
    if (!end)
        d2s_fail(ctx, D2S_ERR_INVALID, "container: RDAT subobject %u: %s string offset %u is outside the string "
                 "buffer (%u bytes)", i, what, off, strings.size);
    return d2s_strndup(ctx, (const char *)strings.data + off, (size_t)(end - (strings.data + off)));
}

void d2s_container_read_subobjects(d2s_ctx *ctx, const d2s_container *c, uint32_t *count,
                                   const dxil2spv_subobject **out)
{
    *count = 0;
    *out = NULL;
    const d2s_container_part *p = c->rdat;
    if (!p || p->size < 8 || d2s_le32(p->data) != RDAT_VERSION_10)
        return;
    uint32_t parts = d2s_le32(p->data + 4);
    span strings = {NULL, 0}, indices = {NULL, 0}, raw = {NULL, 0}, table = {NULL, 0};
    for (uint32_t i = 0; i < parts; i++) {
        uint32_t type;
        span body;
        if (!sub_part(p, i, &type, &body)) /* d2s_container_check_rdat checked every bound */
            d2s_fail(ctx, D2S_ERR_INTERNAL, "container: RDAT sub-part %u out of bounds after the check", i);
        if (type == RDAT_STRING_BUFFER)
            strings = body;
        else if (type == RDAT_INDEX_ARRAYS)
            indices = body;
        else if (type == RDAT_RAW_BYTES)
            raw = body;
        else if (type == RDAT_SUBOBJECT_TABLE)
            table = body;
    }
    if (!table.data || table.size < 8)
        return;
    uint32_t records = d2s_le32(table.data), stride = d2s_le32(table.data + 4);
    if (records && stride < SUBOBJECT_INFO_SIZE)
        d2s_fail(ctx, D2S_ERR_INVALID, "container: RDAT subobject records of %u bytes (at least %u expected)", stride,
                 SUBOBJECT_INFO_SIZE);
    dxil2spv_subobject *so = d2s_zalloc_array(ctx, records ? records : 1, sizeof(*so));
    for (uint32_t i = 0; i < records; i++) {
        const uint8_t *e = table.data + 8 + (size_t)i * stride;
        dxil2spv_subobject *s = &so[i];
        s->kind = d2s_le32(e);
        s->name = subobject_string(ctx, strings, d2s_le32(e + 4), i, "name");
        const uint8_t *u = e + 8;
        switch (s->kind) {
        case DXIL2SPV_SUBOBJECT_STATE_OBJECT_CONFIG: s->flags = d2s_le32(u); break;
        case DXIL2SPV_SUBOBJECT_GLOBAL_ROOT_SIGNATURE:
        case DXIL2SPV_SUBOBJECT_LOCAL_ROOT_SIGNATURE: {
            uint32_t off = d2s_le32(u), size = d2s_le32(u + 4);
            if (off > raw.size || size > raw.size - off)
                d2s_fail(ctx, D2S_ERR_INVALID, "container: RDAT subobject %u ('%s'): root signature bytes %u+%u are "
                         "outside the raw bytes (%u)", i, s->name, off, size, raw.size);
            void *copy = d2s_alloc(ctx, size ? size : 1);
            memcpy(copy, raw.data + off, size);
            s->root_signature = copy;
            s->root_signature_size = size;
            break;
        }
        case DXIL2SPV_SUBOBJECT_TO_EXPORTS_ASSOCIATION: {
            s->association_subobject = subobject_string(ctx, strings, d2s_le32(u), i, "associated subobject");
            /* an index array: u32 count, then `count` string offsets */
            uint32_t at = d2s_le32(u + 4);
            if (at == UINT32_MAX)
                break; /* no exports: the association applies to every export */
            if ((uint64_t)at * 4 + 4 > indices.size)
                d2s_fail(ctx, D2S_ERR_INVALID, "container: RDAT subobject %u ('%s'): export list %u is outside the "
                         "index arrays", i, s->name, at);
            uint32_t n = d2s_le32(indices.data + (size_t)at * 4);
            if ((uint64_t)at * 4 + 4 + (uint64_t)n * 4 > indices.size)
                d2s_fail(ctx, D2S_ERR_INVALID, "container: RDAT subobject %u ('%s'): %u exports overrun the index "
                         "arrays", i, s->name, n);
            const char **names = d2s_zalloc_array(ctx, n ? n : 1, sizeof(*names));
            for (uint32_t k = 0; k < n; k++)
                names[k] = subobject_string(ctx, strings, d2s_le32(indices.data + (size_t)(at + 1 + k) * 4), i,
                                            "export");
            s->exports = names;
            s->export_count = n;
            break;
        }
        case DXIL2SPV_SUBOBJECT_RAYTRACING_SHADER_CONFIG:
            s->max_payload_size = d2s_le32(u);
            s->max_attribute_size = d2s_le32(u + 4);
            break;
        case DXIL2SPV_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG: s->max_recursion_depth = d2s_le32(u); break;
        case DXIL2SPV_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG1:
            s->max_recursion_depth = d2s_le32(u);
            s->flags = d2s_le32(u + 4);
            break;
        case DXIL2SPV_SUBOBJECT_HIT_GROUP:
            s->hit_group_type = d2s_le32(u);
            s->any_hit = subobject_string(ctx, strings, d2s_le32(u + 4), i, "any-hit export");
            s->closest_hit = subobject_string(ctx, strings, d2s_le32(u + 8), i, "closest-hit export");
            s->intersection = subobject_string(ctx, strings, d2s_le32(u + 12), i, "intersection export");
            break;
        default:
            d2s_fail(ctx, D2S_ERR_UNSUPPORTED, "container: RDAT subobject %u ('%s') of kind %u is unknown", i, s->name,
                     s->kind);
        }
    }
    *count = records;
    *out = so;
}

/* ---- the local root signature of an export ------------------------------------ */

static const dxil2spv_subobject *named_local_rs(const dxil2spv_subobject *so, uint32_t n, const char *name)
{
    for (uint32_t i = 0; i < n; i++)
        if (so[i].kind == DXIL2SPV_SUBOBJECT_LOCAL_ROOT_SIGNATURE && so[i].name && strcmp(so[i].name, name) == 0)
            return &so[i];
    return NULL;
}

static bool names_subobject(const dxil2spv_subobject *so, uint32_t n, const char *name)
{
    for (uint32_t i = 0; i < n; i++)
        if (so[i].name && strcmp(so[i].name, name) == 0)
            return true;
    return false;
}

/* DXR's association rules, within one library: an association listing the
 * export wins over one with an empty export list (a default for every
 * export), which wins over the library's only local root signature when
 * no association names it. */
const dxil2spv_subobject *d2s_subobject_local_root_signature(d2s_ctx *ctx, const dxil2spv_subobject *so, uint32_t n,
                                                             const char *export_name)
{
    const dxil2spv_subobject *exact = NULL, *dflt = NULL, *exact_by = NULL, *dflt_by = NULL;
    uint32_t locals = 0;
    bool any_associated = false;
    for (uint32_t i = 0; i < n; i++) {
        if (so[i].kind == DXIL2SPV_SUBOBJECT_LOCAL_ROOT_SIGNATURE)
            locals++;
        if (so[i].kind != DXIL2SPV_SUBOBJECT_TO_EXPORTS_ASSOCIATION || !so[i].association_subobject)
            continue;
        const dxil2spv_subobject *rs = named_local_rs(so, n, so[i].association_subobject);
        if (!rs) {
            if (!names_subobject(so, n, so[i].association_subobject))
                d2s_warn(ctx, "RDAT: association '%s' names subobject '%s', which this library does not define; "
                         "if it is a local root signature, pass it as options.local_root_signature",
                         so[i].name, so[i].association_subobject);
            continue;
        }
        any_associated = true;
        bool listed = false;
        for (uint32_t k = 0; k < so[i].export_count; k++)
            listed |= strcmp(so[i].exports[k], export_name) == 0;
        const dxil2spv_subobject **slot = listed ? &exact : so[i].export_count == 0 ? &dflt : NULL;
        const dxil2spv_subobject **by = listed ? &exact_by : &dflt_by;
        if (!slot)
            continue;
        if (*slot && *slot != rs)
            d2s_fail(ctx, D2S_ERR_INVALID, "RDAT: associations '%s' and '%s' give export '%s' two local root "
                     "signatures ('%s' and '%s')", (*by)->name, so[i].name, export_name, (*slot)->name, rs->name);
        *slot = rs;
        *by = &so[i];
    }
    if (exact)
        return exact;
    if (dflt)
        return dflt;
    if (locals == 1 && !any_associated)
        for (uint32_t i = 0; i < n; i++)
            if (so[i].kind == DXIL2SPV_SUBOBJECT_LOCAL_ROOT_SIGNATURE)
                return &so[i];
    return NULL;
}
