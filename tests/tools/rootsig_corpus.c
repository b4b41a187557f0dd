/* rootsig_corpus: every compute and graphics shader of the given folders,
 * translated with a D3D12 root signature synthesized from its resources,
 * in the heap binding model, validated with SPIRV-Tools (Vulkan 1.3,
 * scalar block layout).
 *
 * Per shader, two root signatures:
 *   tables: every CBV/SRV/UAV in one descriptor table (APPEND offsets after
 *           a leading gap, so element = offset + range offset + index is
 *           exercised), samplers in a second table, each unbounded range
 *           in a table of its own; visibility ALL;
 *   mixed:  CBVs that fit the 128-byte budget as root constants, the next
 *           one as a root CBV, single raw/structured SRVs/UAVs without
 *           counters as root descriptors, single samplers as static
 *           samplers, the rest in tables; visibility = the stage.
 * Besides validation, the reflection must place each resource where the
 * root signature put it, and the push-constant size must be the sum of the
 * parameters. A shader that does not translate without a root signature is
 * counted as skipped (the corpus tests judge it).
 *
 * Last line: "rootsig_corpus: N passed, M failed, K skipped".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "spirv_check.h"
#include "tool_common.h"

#define MAX_PARAMS 64
#define MAX_RANGES 512

typedef struct synth {
    dxil2spv_root_signature rs;
    dxil2spv_root_parameter params[MAX_PARAMS];
    dxil2spv_descriptor_range ranges[MAX_RANGES];
    dxil2spv_static_sampler samplers[MAX_RANGES];
    uint32_t nranges;
    uint32_t expect[MAX_RANGES];   /* expected placement per reflected resource */
} synth;

static dxil2spv_descriptor_range *range_for(synth *s, const dxil2spv_reflected_resource *r, uint32_t offset)
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

/* Builds the root signature; false if it cannot hold the shader (too many
 * resources for the fixed arrays). */
static bool synthesize(synth *s, const dxil2spv_reflection *refl, bool mixed, bool root_views)
{
    memset(s, 0, sizeof(*s));
    uint32_t vis = mixed ? visibility_of(refl->shader_kind) : 0;
    uint32_t np = 0, words = 0;
    bool taken[MAX_RANGES] = {false};
    if (refl->resource_count > MAX_RANGES / 2)
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
        if (np >= MAX_PARAMS - 1)
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

/* Returns NULL on success, else a message (static or in buf). */
static const char *check_one(const unsigned char *data, size_t size, const dxil2spv_reflection *base, bool mixed,
                             char *buf, size_t bufsize)
{
    static synth s;
    if (!synthesize(&s, base, mixed, true))
        return "could not synthesize a root signature (too many resources)";
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.root_signature = &s.rs;
    dxil2spv_result *r = dxil2spv_translate(data, size, &o);
    /* GetDimensions needs a descriptor: D3D12 root SRVs/UAVs have no
     * size. Such a shader gets its buffers from tables instead. */
    if (r && r->status != DXIL2SPV_OK && strstr(r->error, "root descriptors carry no size")) {
        dxil2spv_result_free(r);
        synthesize(&s, base, mixed, false);
        r = dxil2spv_translate(data, size, &o);
    }
    const char *msg = NULL;
    if (!r) {
        msg = "out of memory";
    } else if (r->status != DXIL2SPV_OK) {
        snprintf(buf, bufsize, "translation failed: %s", r->error);
        msg = buf;
    } else if (!tool_validate_spirv(r->spirv, r->spirv_word_count, DXIL2SPV_TARGET_VULKAN_1_3, buf, bufsize)) {
        msg = buf;
    } else {
        const dxil2spv_reflection *rf = r->reflection;
        const dxil2spv_pipeline_layout *pl = rf->pipeline_layout;
        uint32_t total = 0;
        for (uint32_t p = 0; pl && p < pl->parameter_count; p++)
            total += pl->parameters[p].size;
        if (!pl || pl->push_constant_size != total || pl->parameter_count != s.rs.parameter_count) {
            snprintf(buf, bufsize, "pipeline layout: push constants %u bytes for parameters of %u bytes",
                     pl ? pl->push_constant_size : 0, total);
            msg = buf;
        }
        for (uint32_t i = 0; !msg && i < rf->resource_count; i++)
            if (rf->resources[i].placement != s.expect[i]) {
                snprintf(buf, bufsize, "resource %u (class %u, register %u, space %u): placement %u, expected %u",
                         i, rf->resources[i].resource_class, rf->resources[i].lower_bound, rf->resources[i].space,
                         rf->resources[i].placement, s.expect[i]);
                msg = buf;
            }
    }
    dxil2spv_result_free(r);
    return msg;
}

static bool stage_in_scope(uint32_t kind)
{
    return kind <= 5 || kind == 13 || kind == 14;
}

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    tool_file_list files = {0};
    unsigned long passed = 0, failed = 0, skipped = 0;
    bool verbose = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-v") == 0) {
            verbose = true;
            continue;
        }
        tool_collect_status st = tool_collect_dxil(&files, argv[i]);
        if (st == TOOL_COLLECT_MISSING) {
            printf("SKIP %s: not present\n", argv[i]);
            skipped++;
        } else if (st == TOOL_COLLECT_ERROR) {
            failed++;
        }
    }
    tool_file_list_sort(&files);
    static char msg[4096];
    for (size_t f = 0; f < files.count; f++) {
        const char *path = files.paths[f];
        size_t size = 0;
        const char *err = NULL;
        unsigned char *data = tool_read_file(path, &size, &err);
        if (!data) {
            printf("FAIL %s: %s\n", path, err);
            failed++;
            continue;
        }
        dxil2spv_result *base = dxil2spv_translate(data, size, NULL);
        if (!base || base->status != DXIL2SPV_OK || !stage_in_scope(base->reflection->shader_kind)) {
            skipped++;
            if (verbose)
                printf("skip %s\n", path);
        } else {
            for (int mixed = 0; mixed < 2; mixed++) {
                const char *m = check_one(data, size, base->reflection, mixed, msg, sizeof(msg));
                if (m) {
                    printf("FAIL %s (%s): %s\n", path, mixed ? "mixed" : "tables", m);
                    failed++;
                } else {
                    passed++;
                    if (verbose)
                        printf("ok %s (%s)\n", path, mixed ? "mixed" : "tables");
                }
            }
        }
        dxil2spv_result_free(base);
        free(data);
    }
    tool_file_list_free(&files);
    printf("rootsig_corpus: %lu passed, %lu failed, %lu skipped\n", passed, failed, skipped);
    return failed ? 1 : 0;
}
