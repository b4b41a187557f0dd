/* The root signatures of rootsig_synth.h. */
#include "rootsig_synth.h"

#include <string.h>

static dxil2spv_descriptor_range *range_for(rs_synth *s, const dxil2spv_reflected_resource *r, uint32_t offset)
{
    dxil2spv_descriptor_range *rg = &s->ranges[s->nranges++];
    *rg = (dxil2spv_descriptor_range){r->resource_class, r->range_size, r->lower_bound, r->space, 0, offset};
    return rg;
}

static uint32_t visibility_of(uint32_t kind)
{
    switch (kind) {
    case 0: return 5;  /* pixel */
    case 1: return 1;  /* vertex */
    case 2: return 4;  /* geometry */
    case 3: return 2;  /* hull */
    case 4: return 3;  /* domain */
    case 13: return 7; /* mesh */
    case 14: return 6; /* amplification */
    default: return 0;
    }
}

static bool is_buffer_view(const dxil2spv_reflected_resource *r)
{
    return (r->resource_class == 0 || r->resource_class == 1) && (r->resource_kind == 11 || r->resource_kind == 12);
}

bool rs_synthesize(rs_synth *s, const dxil2spv_reflection *refl, rs_synth_mode mode, bool root_views)
{
    memset(s, 0, sizeof(*s));
    bool mixed = mode == RS_SYNTH_ROOT;
    uint32_t vis = mixed ? visibility_of(refl->shader_kind) : 0;
    uint32_t np = 0, words = 0;
    bool taken[RS_SYNTH_MAX_RANGES] = {false};
    if (refl->resource_count > RS_SYNTH_MAX_RANGES / 2)
        return false;
    if (mixed) {
        bool root_cbv_done = false;
        for (uint32_t i = 0; i < refl->resource_count; i++) {
            const dxil2spv_reflected_resource *r = &refl->resources[i];
            if (r->range_size != 1)
                continue;
            dxil2spv_root_parameter *p = &s->params[np];
            if (r->resource_class == 2) {
                uint32_t n = (r->cb_size + 3) / 4;
                if (n == 0)
                    n = 1;
                if (words + n <= 24) {
                    *p = (dxil2spv_root_parameter){.parameter_type = DXIL2SPV_ROOT_PARAMETER_CONSTANTS,
                                                   .visibility = vis, .shader_register = r->lower_bound,
                                                   .register_space = r->space, .num_32bit_values = n};
                    words += n;
                    s->expect[i] = DXIL2SPV_PLACEMENT_ROOT_CONSTANTS;
                } else if (!root_cbv_done && words + 2 <= 28) {
                    *p = (dxil2spv_root_parameter){.parameter_type = DXIL2SPV_ROOT_PARAMETER_CBV, .visibility = vis,
                                                   .shader_register = r->lower_bound, .register_space = r->space};
                    words += 2;
                    root_cbv_done = true;
                    s->expect[i] = DXIL2SPV_PLACEMENT_ROOT_DESCRIPTOR;
                } else {
                    continue;
                }
            } else if (root_views && is_buffer_view(r) && r->counter_binding < 0 && words + 2 <= 28) {
                *p = (dxil2spv_root_parameter){.parameter_type = r->resource_class == 0 ? DXIL2SPV_ROOT_PARAMETER_SRV
                                                                                        : DXIL2SPV_ROOT_PARAMETER_UAV,
                                               .visibility = vis, .shader_register = r->lower_bound,
                                               .register_space = r->space};
                words += 2;
                s->expect[i] = DXIL2SPV_PLACEMENT_ROOT_DESCRIPTOR;
            } else if (r->resource_class == 3) {
                s->samplers[s->rs.static_sampler_count++] = (dxil2spv_static_sampler){
                    .filter = 0x15, .address_u = 1, .address_v = 1, .address_w = 1, .max_anisotropy = 1,
                    .comparison_func = 8, .max_lod = 1000.0f, .shader_register = r->lower_bound,
                    .register_space = r->space, .visibility = vis};
                s->expect[i] = DXIL2SPV_PLACEMENT_STATIC_SAMPLER;
                taken[i] = true;
                continue;
            } else {
                continue;
            }
            taken[i] = true;
            np++;
        }
    }
    /* Tables: views (bounded, APPEND after a gap of 3), samplers, and one
     * table per unbounded range. */
    for (uint32_t pass = 0; pass < 2; pass++) {
        bool sampler_pass = pass == 1;
        dxil2spv_root_parameter *p = &s->params[np];
        *p = (dxil2spv_root_parameter){.parameter_type = DXIL2SPV_ROOT_PARAMETER_TABLE, .visibility = vis,
                                       .ranges = &s->ranges[s->nranges]};
        bool first = true;
        for (uint32_t i = 0; i < refl->resource_count; i++) {
            const dxil2spv_reflected_resource *r = &refl->resources[i];
            if (taken[i] || (r->resource_class == 3) != sampler_pass || r->range_size == UINT32_MAX)
                continue;
            range_for(s, r, first ? 3 : DXIL2SPV_DESCRIPTOR_RANGE_OFFSET_APPEND);
            first = false;
            p->range_count++;
            s->expect[i] = DXIL2SPV_PLACEMENT_TABLE;
            taken[i] = true;
        }
        if (p->range_count)
            np++, words++;
    }
    for (uint32_t i = 0; i < refl->resource_count; i++) {
        const dxil2spv_reflected_resource *r = &refl->resources[i];
        if (taken[i])
            continue;
        if (np >= RS_SYNTH_MAX_PARAMS - 1)
            return false;
        s->params[np++] = (dxil2spv_root_parameter){.parameter_type = DXIL2SPV_ROOT_PARAMETER_TABLE,
                                                    .visibility = vis, .range_count = 1,
                                                    .ranges = range_for(s, r, 1)};
        words++;
        s->expect[i] = DXIL2SPV_PLACEMENT_TABLE;
    }
    if (words * 4 > 128)
        return false;
    s->rs.version = 2;
    s->rs.parameter_count = np;
    s->rs.parameters = s->params;
    s->rs.static_samplers = s->samplers;
    return true;
}

