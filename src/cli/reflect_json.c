#include "cli/reflect_json.h"

static const char *stage_name(uint32_t kind)
{
    static const char *const names[] = {"pixel", "vertex", "geometry", "hull", "domain", "compute",
                                        "library", "raygeneration", "intersection", "anyhit",
                                        "closesthit", "miss", "callable", "mesh", "amplification", "node"};
    return kind < sizeof(names) / sizeof(names[0]) ? names[kind] : "unknown";
}

static const char *class_name(uint32_t c)
{
    static const char *const names[] = {"srv", "uav", "cbv", "sampler"};
    return c < 4 ? names[c] : "unknown";
}

static const char *descriptor_name(uint32_t t)
{
    switch (t) {
    case DXIL2SPV_DESCRIPTOR_SAMPLER: return "sampler";
    case DXIL2SPV_DESCRIPTOR_SAMPLED_IMAGE: return "sampled_image";
    case DXIL2SPV_DESCRIPTOR_STORAGE_IMAGE: return "storage_image";
    case DXIL2SPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER: return "uniform_texel_buffer";
    case DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER: return "storage_texel_buffer";
    case DXIL2SPV_DESCRIPTOR_UNIFORM_BUFFER: return "uniform_buffer";
    case DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER: return "storage_buffer";
    case DXIL2SPV_DESCRIPTOR_PUSH_CONSTANT: return "push_constant";
    }
    return "unknown";
}

/* Names come from the shader; escape everything JSON needs escaped. */
static void write_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(f, "\\%c", *p);
        else if (*p < 0x20)
            fprintf(f, "\\u%04x", *p);
        else
            fputc(*p, f);
    }
    fputc('"', f);
}

void reflect_write_json(FILE *f, const dxil2spv_reflection *r)
{
    fprintf(f, "{\n  \"stage\": \"%s\",\n  \"entry_point\": ", stage_name(r->shader_kind));
    write_string(f, r->entry_point);
    fprintf(f, ",\n  \"workgroup_size\": [%u, %u, %u],\n", r->workgroup_size[0], r->workgroup_size[1],
            r->workgroup_size[2]);
    /* 0 = the shader does not constrain the wave (subgroup) size. */
    fprintf(f, "  \"wave_size\": {\"min\": %u, \"max\": %u, \"preferred\": %u},\n", r->wave_size_min,
            r->wave_size_max, r->wave_size_preferred);
    fprintf(f, "  \"resources\": [");
    for (uint32_t i = 0; i < r->resource_count; i++) {
        const dxil2spv_reflected_resource *rr = &r->resources[i];
        fprintf(f, "%s\n    {\"class\": \"%s\", \"kind\": %u, \"space\": %u, \"register\": %u, ", i ? "," : "",
                class_name(rr->resource_class), rr->resource_kind, rr->space, rr->lower_bound);
        if (rr->range_size == UINT32_MAX)
            fprintf(f, "\"count\": \"unbounded\", ");
        else
            fprintf(f, "\"count\": %u, ", rr->range_size);
        fprintf(f, "\"stride\": %u, \"set\": %u, \"binding\": %u, \"descriptor_type\": \"%s\"", rr->stride, rr->set,
                rr->binding, descriptor_name(rr->descriptor_type));
        if (rr->counter_binding >= 0)
            fprintf(f, ", \"counter_set\": %d, \"counter_binding\": %d", rr->counter_set, rr->counter_binding);
        fprintf(f, ", \"name\": ");
        write_string(f, rr->name);
        fputc('}', f);
    }
    fprintf(f, "%s]\n}\n", r->resource_count ? "\n  " : "");
}
