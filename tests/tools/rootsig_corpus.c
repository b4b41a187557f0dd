/* rootsig_corpus: every compute and graphics shader of the given folders,
 * translated with a D3D12 root signature synthesized from its resources,
 * in both binding models (heap, sets), validated with SPIRV-Tools (Vulkan
 * 1.3, scalar block layout).
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
#include "rootsig_synth.h"
#include "tool_common.h"

/* root_remap for variant 5: every table resource to set 4, one binding
 * each (a runtime array of its own, indexed like the heap array). */
static int move_tables(void *user, const dxil2spv_root_placement *where, dxil2spv_binding *b)
{
    uint32_t *next = user;
    if (where->placement == DXIL2SPV_PLACEMENT_TABLE) {
        b->set = 4;
        b->binding = (*next)++;
    }
    return 1;
}

/* Returns NULL on success, else a message (static or in buf). */
static const char *check_one(const unsigned char *data, size_t size, const dxil2spv_reflection *base, bool mixed,
                             dxil2spv_binding_model model, uint32_t budget, bool remap, char *buf,
                             size_t bufsize)
{
    static rs_synth s;
    if (!rs_synthesize(&s, base, mixed ? RS_SYNTH_ROOT : RS_SYNTH_TABLES, true))
        return "could not synthesize a root signature (too many resources)";
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.root_signature = &s.rs;
    o.binding_model = model;
    o.push_constant_budget = budget;
    uint32_t next_binding = 0;
    if (remap) {
        o.root_remap = move_tables;
        o.root_remap_userdata = &next_binding;
    }
    dxil2spv_result *r = dxil2spv_translate(data, size, &o);
    /* GetDimensions needs a descriptor: D3D12 root SRVs/UAVs have no
     * size. Such a shader gets its buffers from tables instead. */
    if (r && r->status != DXIL2SPV_OK && strstr(r->error, RS_SYNTH_NO_SIZE_ERROR)) {
        dxil2spv_result_free(r);
        next_binding = 0;
        rs_synthesize(&s, base, mixed ? RS_SYNTH_ROOT : RS_SYNTH_TABLES, false);
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
        uint32_t pushed = total < (budget & ~3u) ? total : (budget & ~3u);
        if (!pl || pl->push_constant_size != pushed || pl->parameter_count != s.rs.parameter_count ||
            pl->root_argument_size != (total > pushed ? (total + 15) / 16 * 16 : 0)) {
            snprintf(buf, bufsize, "pipeline layout: push constants %u bytes for parameters of %u bytes",
                     pl ? pl->push_constant_size : 0, total);
            msg = buf;
        }
        for (uint32_t i = 0; !msg && i < rf->resource_count; i++) {
            const dxil2spv_reflected_resource *x = &rf->resources[i];
            /* SETS: a table resource is in its table's set, at its range's binding. */
            if (model == DXIL2SPV_BINDING_MODEL_SETS && x->placement == DXIL2SPV_PLACEMENT_TABLE &&
                (pl->parameters[x->root_parameter].set != (int32_t)x->set || x->binding != (uint32_t)x->table_range)) {
                snprintf(buf, bufsize, "resource %u: set %u binding %u, but table %d is set %d and its range %d", i,
                         x->set, x->binding, x->root_parameter, pl->parameters[x->root_parameter].set,
                         x->table_range);
                msg = buf;
            }
            if (!msg && remap && x->placement == DXIL2SPV_PLACEMENT_TABLE && x->set != 4) {
                snprintf(buf, bufsize, "resource %u: set %u after root_remap moved it to set 4", i, x->set);
                msg = buf;
            }
            if (!msg && rf->resources[i].placement != s.expect[i]) {
                snprintf(buf, bufsize, "resource %u (class %u, register %u, space %u): placement %u, expected %u",
                         i, rf->resources[i].resource_class, rf->resources[i].lower_bound, rf->resources[i].space,
                         rf->resources[i].placement, s.expect[i]);
                msg = buf;
            }
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
            for (int v = 0; v < 6; v++) {
                bool mixed = (v & 1) || v == 4;
                dxil2spv_binding_model model = (v >> 1) == 1 ? DXIL2SPV_BINDING_MODEL_SETS : DXIL2SPV_BINDING_MODEL_HEAP;
                /* v 4: root arguments over an 8-byte budget, read from the root argument buffer */
                /* v 5: heap, mixed, table resources moved by root_remap */
                const char *m = check_one(data, size, base->reflection, mixed, model, v == 4 ? 8 : 128, v == 5,
                                          msg, sizeof(msg));
                const char *what = v == 0 ? "heap, tables" : v == 1 ? "heap, mixed" : v == 2 ? "sets, tables"
                                 : v == 3 ? "sets, mixed" : v == 4 ? "heap, mixed, 8-byte budget"
                                                              : "heap, mixed, root_remap";
                if (m) {
                    printf("FAIL %s (%s): %s\n", path, what, m);
                    failed++;
                } else {
                    passed++;
                    if (verbose)
                        printf("ok %s (%s)\n", path, what);
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
