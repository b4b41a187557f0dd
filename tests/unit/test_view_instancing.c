/* D3D12 view instancing (options.view_instancing; README, View
 * instancing) on DXC shaders of the own corpus, structure and refusals
 * (multiview-run executes the vertex-shader case on lavapipe):
 *   - a geometry shader with per-view viewports stores ViewportIndex
 *     before every emitted vertex, and validates;
 *   - locations that change nothing (viewports 0, render-target indices
 *     consecutive) leave the module as it is without the option;
 *   - a shader writing SV_RenderTargetArrayIndex, non-consecutive
 *     render-target indices, a pixel shader, and more than 4 views are
 *     refused naming the cause.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spv_inspect.h"

enum { SPV_OP_VARIABLE = 59, SPV_OP_STORE = 62, SPV_OP_DECORATE = 71, SPV_OP_EMIT_VERTEX = 218,
       DEC_BUILTIN = 11, BUILTIN_VIEWPORT_INDEX = 10 };

static int failures, checks;
static const char *corpus;

typedef struct loc2 {
    uint32_t count;
    dxil2spv_view_instance_location l[5];
} loc2;

static dxil2spv_result *run(const char *rel, const loc2 *v)
{
    size_t size;
    unsigned char *d = spv_inspect_load(corpus, rel, &size, 2);
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    if (v) {
        o.view_instancing.view_instance_count = v->count;
        memcpy(o.view_instancing.locations, v->l, sizeof(o.view_instancing.locations));
    }
    dxil2spv_result *r = dxil2spv_translate(d, size, &o);
    free(d);
    return r;
}

typedef struct gs_scan {
    uint32_t vp_var, stores_since_emit, emits, emits_with_store;
} gs_scan;

static bool scan(const spv_insn *in, void *arg)
{
    gs_scan *g = arg;
    if (in->op == SPV_OP_DECORATE && in->n >= 4 && in->w[2] == DEC_BUILTIN && in->w[3] == BUILTIN_VIEWPORT_INDEX)
        g->vp_var = in->w[1];
    if (in->op == SPV_OP_STORE && in->n >= 3 && g->vp_var && in->w[1] == g->vp_var)
        g->stores_since_emit++;
    if (in->op == SPV_OP_EMIT_VERTEX) {
        g->emits++;
        if (g->stores_since_emit)
            g->emits_with_store++;
        g->stores_since_emit = 0;
    }
    return true;
}

static void expect_refusal(const char *what, const char *rel, const loc2 *v, dxil2spv_status st, const char *text)
{
    dxil2spv_result *r = run(rel, v);
    CHECK(r && r->status == st && r->error && strstr(r->error, text), "%s: status %d, error '%s' (want %d, '%s')",
          what, r ? (int)r->status : -1, r && r->error ? r->error : "", (int)st, text);
    dxil2spv_result_free(r);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s OWN_CORPUS_DIR\n", argv[0]);
        return 2;
    }
    corpus = argv[1];

    loc2 gsv = {2, {{1, 0}, {0, 1}}};
    dxil2spv_result *r = run("dxil/stages/gs_point_to_quad.dxil", &gsv);
    CHECK(r && r->status == DXIL2SPV_OK, "gs: %s", r && r->error ? r->error : "");
    if (r && r->status == DXIL2SPV_OK) {
        gs_scan g = {0};
        spv_inspect_walk(r->spirv, r->spirv_word_count, scan, &g);
        CHECK(g.vp_var != 0, "gs: no ViewportIndex output");
        CHECK(g.emits > 0 && g.emits_with_store == g.emits, "gs: %u of %u emits follow a ViewportIndex store",
              g.emits_with_store, g.emits);
        CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, "gs"), "gs: spirv-val");
    }
    dxil2spv_result_free(r);

    loc2 plain = {2, {{0, 0}, {0, 1}}};
    dxil2spv_result *a = run("dxil/stages/vs_view_id.dxil", NULL);
    dxil2spv_result *b = run("dxil/stages/vs_view_id.dxil", &plain);
    CHECK(a && b && a->status == DXIL2SPV_OK && b->status == DXIL2SPV_OK &&
              a->spirv_word_count == b->spirv_word_count &&
              memcmp(a->spirv, b->spirv, 4 * a->spirv_word_count) == 0,
          "vs: identity locations changed the module");
    dxil2spv_result_free(a);
    dxil2spv_result_free(b);

    expect_refusal("own render-target index", "dxil/stages/vs_render_target_array_viewport.dxil", &gsv,
                   DXIL2SPV_ERROR_UNSUPPORTED, "SV_RenderTargetArrayIndex");
    loc2 gap = {2, {{0, 0}, {0, 2}}};
    expect_refusal("non-consecutive", "dxil/stages/vs_view_id.dxil", &gap, DXIL2SPV_ERROR_UNSUPPORTED,
                   "render-target array index 2");
    expect_refusal("pixel shader", "dxil/stages/ps_view_id.dxil", &gsv, DXIL2SPV_ERROR_INVALID_ARGUMENT,
                   "view instance locations on a pixel shader");
    loc2 five = {5, {{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}}};
    expect_refusal("five views", "dxil/stages/vs_view_id.dxil", &five, DXIL2SPV_ERROR_INVALID_ARGUMENT,
                   "view_instance_count = 5");
    printf("test_view_instancing: %d passed, %d failed\n", checks - failures, failures);
    return failures != 0;
}
