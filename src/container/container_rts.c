/* RTS0 (serialized root signature) part, versions 1 (RS 1.0), 2 (RS 1.1)
 * and 3 (RS 1.2: 1.1 plus a trailing Flags word on static samplers).
 *
 * All offsets are from the part start and are checked before use. Decoded
 * fully into arrays: root signatures are small and only present when the
 * shader embeds one. Parameters may point at the same payload, so the total
 * number of decoded ranges is capped by what the part could hold without
 * sharing; otherwise a tiny part could make us allocate quadratically.
 */
#include <string.h>

#include "container/container_internal.h"

#define RS_DESC_SIZE 24u
#define RS_PARAM_SIZE 12u
#define RS_TABLE_SIZE 8u
#define RS_CONSTANTS_SIZE 12u

enum { PT_TABLE = 0, PT_CONSTANTS = 1, PT_CBV = 2, PT_SRV = 3, PT_UAV = 4 };
#define MAX_VISIBILITY 7u
#define MAX_RANGE_TYPE 3u

static float f32_at(const uint8_t *p)
{
    uint32_t bits = d2s_le32(p);
    float f;
    memcpy(&f, &bits, sizeof(f));
    return f;
}

static void read_table(const d2s_part_reader *r, uint32_t version, uint32_t param, uint32_t payload,
                       uint64_t *range_bytes, d2s_rs_param *o)
{
    d2s_ctx *ctx = r->ctx;
    const uint8_t *d = r->part->data;
    d2s_part_need(r, payload, RS_TABLE_SIZE, "descriptor table header");
    uint32_t n = d2s_le32(d + payload), off = d2s_le32(d + payload + 4);
    uint32_t range_size = version == 1 ? 20 : 24;
    uint64_t bytes = (uint64_t)n * range_size;
    d2s_part_need(r, off, bytes, "descriptor ranges");
    *range_bytes += bytes;
    if (*range_bytes > r->part->size)
        d2s_part_fail(r, D2S_ERR_INVALID,
                      "parameter %u: descriptor tables share ranges (%llu bytes of ranges in a %u-byte part)", param,
                      (unsigned long long)*range_bytes, r->part->size);
    o->u.table.num_ranges = n;
    o->u.table.ranges = n ? d2s_alloc_array(ctx, n, sizeof(d2s_rs_range)) : NULL;
    for (uint32_t i = 0; i < n; i++) {
        const uint8_t *e = d + off + (size_t)i * range_size;
        d2s_rs_range *rg = &o->u.table.ranges[i];
        rg->range_type = d2s_le32(e);
        rg->num_descriptors = d2s_le32(e + 4);
        rg->base_shader_register = d2s_le32(e + 8);
        rg->register_space = d2s_le32(e + 12);
        if (version == 1) {
            rg->flags = 0;
            rg->offset_in_table = d2s_le32(e + 16);
        } else {
            rg->flags = d2s_le32(e + 16);
            rg->offset_in_table = d2s_le32(e + 20);
        }
        if (rg->range_type > MAX_RANGE_TYPE)
            d2s_part_fail(r, D2S_ERR_INVALID, "parameter %u, range %u: unknown RangeType %u", param, i, rg->range_type);
    }
}

static void read_params(const d2s_part_reader *r, d2s_root_signature *rs, uint32_t offset)
{
    const uint8_t *d = r->part->data;
    uint64_t range_bytes = 0;
    for (uint32_t i = 0; i < rs->num_params; i++) {
        const uint8_t *e = d + offset + (size_t)i * RS_PARAM_SIZE;
        d2s_rs_param *o = &rs->params[i];
        o->param_type = d2s_le32(e);
        o->visibility = d2s_le32(e + 4);
        uint32_t payload = d2s_le32(e + 8);
        if (o->visibility > MAX_VISIBILITY)
            d2s_part_fail(r, D2S_ERR_INVALID, "parameter %u: unknown ShaderVisibility %u", i, o->visibility);
        switch (o->param_type) {
        case PT_TABLE:
            read_table(r, rs->version, i, payload, &range_bytes, o);
            break;
        case PT_CONSTANTS:
            d2s_part_need(r, payload, RS_CONSTANTS_SIZE, "root constants");
            o->u.constants.shader_register = d2s_le32(d + payload);
            o->u.constants.register_space = d2s_le32(d + payload + 4);
            o->u.constants.num_values = d2s_le32(d + payload + 8);
            break;
        case PT_CBV:
        case PT_SRV:
        case PT_UAV:
            d2s_part_need(r, payload, rs->version == 1 ? 8 : 12, "root descriptor");
            o->u.descriptor.shader_register = d2s_le32(d + payload);
            o->u.descriptor.register_space = d2s_le32(d + payload + 4);
            if (rs->version != 1)
                o->u.descriptor.flags = d2s_le32(d + payload + 8);
            break;
        default:
            d2s_part_fail(r, D2S_ERR_INVALID, "parameter %u: unknown ParameterType %u", i, o->param_type);
        }
    }
}

static void read_samplers(const d2s_part_reader *r, d2s_root_signature *rs, uint32_t offset, uint32_t stride)
{
    const uint8_t *d = r->part->data;
    for (uint32_t i = 0; i < rs->num_static_samplers; i++) {
        const uint8_t *e = d + offset + (size_t)i * stride;
        d2s_rs_static_sampler *s = &rs->static_samplers[i];
        s->filter = d2s_le32(e);
        s->address_u = d2s_le32(e + 4);
        s->address_v = d2s_le32(e + 8);
        s->address_w = d2s_le32(e + 12);
        s->mip_lod_bias = f32_at(e + 16);
        s->max_anisotropy = d2s_le32(e + 20);
        s->comparison_func = d2s_le32(e + 24);
        s->border_color = d2s_le32(e + 28);
        s->min_lod = f32_at(e + 32);
        s->max_lod = f32_at(e + 36);
        s->shader_register = d2s_le32(e + 40);
        s->register_space = d2s_le32(e + 44);
        s->visibility = d2s_le32(e + 48);
        s->flags = stride >= 56 ? d2s_le32(e + 52) : 0;
        if (s->visibility > MAX_VISIBILITY)
            d2s_part_fail(r, D2S_ERR_INVALID, "static sampler %u: unknown ShaderVisibility %u", i, s->visibility);
    }
}

void d2s_container_read_rts(d2s_ctx *ctx, d2s_container *c, const d2s_container_part *p)
{
    d2s_part_reader r = {ctx, p};
    d2s_part_need(&r, 0, RS_DESC_SIZE, "root signature header");
    const uint8_t *d = p->data;
    uint32_t version = d2s_le32(d);
    if (version < 1 || version > 3)
        d2s_part_fail(&r, D2S_ERR_UNSUPPORTED, "root signature version %u is not supported (1 = 1.0, 2 = 1.1, 3 = 1.2)",
                      version);
    uint32_t num_params = d2s_le32(d + 4), params_off = d2s_le32(d + 8);
    uint32_t num_samplers = d2s_le32(d + 12), samplers_off = d2s_le32(d + 16);
    uint32_t sampler_stride = version == 3 ? 56 : 52;
    /* Both arrays are checked against the part before allocating. */
    d2s_part_need(&r, params_off, (uint64_t)num_params * RS_PARAM_SIZE, "root parameter array");
    d2s_part_need(&r, samplers_off, (uint64_t)num_samplers * sampler_stride, "static sampler array");

    d2s_root_signature *rs = d2s_zalloc(ctx, sizeof(*rs));
    rs->version = version;
    rs->flags = d2s_le32(d + 20);
    rs->num_params = num_params;
    rs->params = num_params ? d2s_zalloc_array(ctx, num_params, sizeof(*rs->params)) : NULL;
    rs->num_static_samplers = num_samplers;
    rs->static_samplers = num_samplers ? d2s_zalloc_array(ctx, num_samplers, sizeof(*rs->static_samplers)) : NULL;
    read_params(&r, rs, params_off);
    read_samplers(&r, rs, samplers_off, sampler_stride);
    c->root_signature = rs;
}

/* ---- standalone blobs and the public form ------------------------------------ */

d2s_root_signature *d2s_root_signature_from_blob(d2s_ctx *ctx, const uint8_t *data, size_t size)
{
    if (size >= 4 && memcmp(data, "DXBC", 4) == 0) {
        /* D3D12SerializeVersionedRootSignature writes a DXBC container
         * whose only part is RTS0; a shader container works as well. */
        d2s_container c;
        d2s_container_parse(ctx, data, size, &c);
        if (!c.root_signature)
            d2s_fail(ctx, D2S_ERR_INVALID, "root signature: the container has no RTS0 part");
        return c.root_signature;
    }
    if (size > UINT32_MAX)
        d2s_fail(ctx, D2S_ERR_INVALID, "root signature: %zu bytes is larger than any RTS0 part", size);
    d2s_container_part part = {.fourcc = D2S_FOURCC_RTS0, .name = "RTS0", .size = (uint32_t)size, .data = data};
    d2s_container c;
    memset(&c, 0, sizeof(c));
    d2s_container_read_rts(ctx, &c, &part);
    return c.root_signature;
}

const dxil2spv_root_signature *d2s_root_signature_public(d2s_ctx *ctx, const d2s_root_signature *rs)
{
    dxil2spv_root_signature *o = d2s_zalloc(ctx, sizeof(*o));
    o->version = rs->version;
    o->flags = rs->flags;
    o->parameter_count = rs->num_params;
    dxil2spv_root_parameter *ps = d2s_zalloc_array(ctx, rs->num_params ? rs->num_params : 1, sizeof(*ps));
    for (uint32_t i = 0; i < rs->num_params; i++) {
        const d2s_rs_param *p = &rs->params[i];
        dxil2spv_root_parameter *q = &ps[i];
        q->parameter_type = p->param_type;
        q->visibility = p->visibility;
        if (p->param_type == PT_TABLE) {
            uint32_t n = p->u.table.num_ranges;
            dxil2spv_descriptor_range *rg = d2s_zalloc_array(ctx, n ? n : 1, sizeof(*rg));
            for (uint32_t k = 0; k < n; k++) {
                const d2s_rs_range *r = &p->u.table.ranges[k];
                rg[k] = (dxil2spv_descriptor_range){r->range_type, r->num_descriptors, r->base_shader_register,
                                                    r->register_space, r->flags, r->offset_in_table};
            }
            q->range_count = n;
            q->ranges = rg;
        } else if (p->param_type == PT_CONSTANTS) {
            q->shader_register = p->u.constants.shader_register;
            q->register_space = p->u.constants.register_space;
            q->num_32bit_values = p->u.constants.num_values;
        } else {
            q->shader_register = p->u.descriptor.shader_register;
            q->register_space = p->u.descriptor.register_space;
            q->flags = p->u.descriptor.flags;
        }
    }
    o->parameters = ps;
    o->static_sampler_count = rs->num_static_samplers;
    dxil2spv_static_sampler *ss =
        d2s_zalloc_array(ctx, rs->num_static_samplers ? rs->num_static_samplers : 1, sizeof(*ss));
    for (uint32_t i = 0; i < rs->num_static_samplers; i++) {
        const d2s_rs_static_sampler *s = &rs->static_samplers[i];
        ss[i] = (dxil2spv_static_sampler){s->filter, s->address_u, s->address_v, s->address_w, s->mip_lod_bias,
                                          s->max_anisotropy, s->comparison_func, s->border_color, s->min_lod,
                                          s->max_lod, s->shader_register, s->register_space, s->visibility,
                                          s->flags};
    }
    o->static_samplers = ss;
    return o;
}
