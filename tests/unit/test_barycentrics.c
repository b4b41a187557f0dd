/* Centroid- and sample-qualified SV_Barycentrics (src/emit/stages/emit_stage_io.c).
 *
 * The corpus shader stages/ps_barycentrics has a perspective SV_Barycentrics0
 * and a noperspective SV_Barycentrics1; DXC writes `centroid` / `sample`
 * as the elements' interpolation modes, so the test reads the module, sets
 * those modes as DXC would (linear/noperspective centroid, linear/
 * noperspective sample) and translates: each BaryCoordKHR /
 * BaryCoordNoPerspKHR variable must carry the Centroid or Sample
 * decoration (Sample with the SampleRateShading capability), and the module
 * must validate. No corpus shader has these modes (no DXC here to compile
 * one); nothing renders them (lavapipe's MSAA centroid positions are not
 * what this test can observe).
 *
 * Usage: test_barycentrics OWN_CORPUS_DIR
 */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bitcode/bitcode_reader.h"
#include "container/container.h"
#include "dxil/dxil.h"
#include "emit/emit.h"
#include "spv_inspect.h"
#include "util/ctx.h"

static int failures, checks;

enum { IM_LINEAR = 2, IM_LINEAR_CENTROID = 3, IM_NOPERSP = 4, IM_NOPERSP_CENTROID = 5, IM_LINEAR_SAMPLE = 6,
       IM_NOPERSP_SAMPLE = 7 };
enum { OP_CAPABILITY = 17, OP_DECORATE = 71, DEC_BUILTIN = 11, DEC_CENTROID = 16, DEC_SAMPLE = 17,
       BI_BARY = 5286, BI_BARY_NOPERSP = 5287, CAP_SAMPLE_RATE_SHADING = 35 };

typedef struct scan {
    uint32_t bary, bary_np;             /* variable ids */
    uint32_t dec[64][2];                /* (target, decoration) */
    uint32_t ndec;
    bool sample_rate;
} scan;

static bool visit(const spv_insn *in, void *arg)
{
    scan *s = arg;
    if (in->op == OP_CAPABILITY && in->n >= 2 && in->w[1] == CAP_SAMPLE_RATE_SHADING)
        s->sample_rate = true;
    if (in->op == OP_DECORATE && in->n >= 3) {
        if (in->w[2] == DEC_BUILTIN && in->n >= 4 && in->w[3] == BI_BARY)
            s->bary = in->w[1];
        if (in->w[2] == DEC_BUILTIN && in->n >= 4 && in->w[3] == BI_BARY_NOPERSP)
            s->bary_np = in->w[1];
        if ((in->w[2] == DEC_CENTROID || in->w[2] == DEC_SAMPLE) && s->ndec < 64) {
            s->dec[s->ndec][0] = in->w[1];
            s->dec[s->ndec][1] = in->w[2];
            s->ndec++;
        }
    }
    return true;
}

static bool decorated(const scan *s, uint32_t var, uint32_t dec)
{
    for (uint32_t i = 0; i < s->ndec; i++)
        if (s->dec[i][0] == var && s->dec[i][1] == dec)
            return true;
    return false;
}

/* Translates the shader with the barycentric elements' modes set to m0
 * (SV_Barycentrics0) and m1 (SV_Barycentrics1). */
static void run(const unsigned char *data, size_t size, uint32_t m0, uint32_t m1, uint32_t want0, uint32_t want1,
                const char *what)
{
    d2s_ctx ctx;
    jmp_buf jb;
    d2s_ctx_init(&ctx, NULL);
    ctx.on_fail = &jb;
    if (setjmp(jb)) {
        CHECK(false, "%s: %s", what, ctx.message ? ctx.message : "?");
        d2s_ctx_release(&ctx);
        return;
    }
    d2s_container c;
    d2s_container_parse(&ctx, data, size, &c);
    ir_module *m = bc_read_module(&ctx, c.dxil.bitcode, c.dxil.bitcode_size);
    dxil_read_module(m, &c);
    dxil_entry_point *ep = &m->dxil->entry_points[0];
    uint32_t found = 0;
    for (uint32_t i = 0; i < ep->inputs.count; i++) {
        dxil_sig_element *el = &ep->inputs.elements[i];
        if (strcmp(el->semantic, "SV_Barycentrics") || el->num_indices != 1)
            continue;
        el->interp_mode = el->semantic_indices[0] == 0 ? m0 : m1;
        found++;
    }
    CHECK(found == 2, "%s: %u SV_Barycentrics elements (2 expected)", what, found);
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    emit_result r;
    emit_spirv(&ctx, m, &o, &r);
    dxil2spv_result pub = {.status = DXIL2SPV_OK, .spirv = r.words, .spirv_word_count = r.word_count,
                           .reflection = r.reflection};
    CHECK(spv_inspect_validates(&pub, SPV_TARGET_VULKAN_1_3, what), "%s: the module does not validate", what);
    scan s;
    memset(&s, 0, sizeof(s));
    spv_inspect_walk(r.words, r.word_count, visit, &s);
    CHECK(s.bary && s.bary_np, "%s: BaryCoordKHR and BaryCoordNoPerspKHR variables", what);
    CHECK(want0 ? decorated(&s, s.bary, want0) : !decorated(&s, s.bary, DEC_CENTROID) &&
                                                     !decorated(&s, s.bary, DEC_SAMPLE),
          "%s: BaryCoordKHR decoration", what);
    CHECK(want1 ? decorated(&s, s.bary_np, want1) : !decorated(&s, s.bary_np, DEC_CENTROID) &&
                                                        !decorated(&s, s.bary_np, DEC_SAMPLE),
          "%s: BaryCoordNoPerspKHR decoration", what);
    bool sample = want0 == DEC_SAMPLE || want1 == DEC_SAMPLE;
    CHECK(s.sample_rate == sample, "%s: SampleRateShading capability %d (expected %d)", what, s.sample_rate, sample);
    d2s_ctx_release(&ctx);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_barycentrics OWN_CORPUS_DIR\n");
        return 2;
    }
    size_t size = 0;
    unsigned char *data = spv_inspect_load(argv[1], "dxil/stages/ps_barycentrics.dxil", &size, 2);
    run(data, size, IM_LINEAR, IM_NOPERSP, 0, 0, "center");
    run(data, size, IM_LINEAR_CENTROID, IM_NOPERSP_CENTROID, DEC_CENTROID, DEC_CENTROID, "centroid");
    run(data, size, IM_LINEAR_SAMPLE, IM_NOPERSP_SAMPLE, DEC_SAMPLE, DEC_SAMPLE, "sample");
    run(data, size, IM_LINEAR_CENTROID, IM_NOPERSP_SAMPLE, DEC_CENTROID, DEC_SAMPLE, "centroid and sample");
    free(data);
    printf("test_barycentrics: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
