/* Centroid- and sample-qualified SV_Barycentrics (src/emit/stages/emit_stage_io.c),
 * on DXC's shaders: stages/ps_barycentrics (no qualifier), d3d-edges'
 * ps_barycentrics_centroid_sample (centroid perspective, noperspective
 * sample) and ps_barycentrics_sample_centroid (sample perspective,
 * noperspective centroid). Each BaryCoordKHR / BaryCoordNoPerspKHR variable
 * must carry the Centroid or Sample decoration its element's interpolation
 * mode asks for (Sample with the SampleRateShading capability), and the
 * module must validate. The render tests ps_barycentrics_* draw the last two
 * where the device has VK_KHR_fragment_shader_barycentric.
 *
 * Usage: test_barycentrics OWN_CORPUS_DIR
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "spv_inspect.h"

static int failures, checks;

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

/* Translates the corpus shader at `rel`; want0/want1: the decoration
 * (DEC_CENTROID, DEC_SAMPLE or 0) of BaryCoordKHR / BaryCoordNoPerspKHR. */
static void run(const char *dir, const char *rel, uint32_t want0, uint32_t want1, bool sample_rate)
{
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    dxil2spv_result *r = spv_inspect_translate(dir, rel, &o, 2);
    CHECK(r->status == DXIL2SPV_OK, "%s: %s", rel, r->error ? r->error : "?");
    if (r->status != DXIL2SPV_OK) {
        dxil2spv_result_free(r);
        return;
    }
    CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, rel), "%s: the module does not validate", rel);
    scan s;
    memset(&s, 0, sizeof(s));
    spv_inspect_walk(r->spirv, r->spirv_word_count, visit, &s);
    CHECK(s.bary && s.bary_np, "%s: BaryCoordKHR and BaryCoordNoPerspKHR variables", rel);
    CHECK(want0 ? decorated(&s, s.bary, want0) : !decorated(&s, s.bary, DEC_CENTROID) &&
                                                     !decorated(&s, s.bary, DEC_SAMPLE),
          "%s: BaryCoordKHR decoration", rel);
    CHECK(want1 ? decorated(&s, s.bary_np, want1) : !decorated(&s, s.bary_np, DEC_CENTROID) &&
                                                        !decorated(&s, s.bary_np, DEC_SAMPLE),
          "%s: BaryCoordNoPerspKHR decoration", rel);
    CHECK(s.sample_rate == sample_rate, "%s: SampleRateShading capability %d (expected %d)", rel, s.sample_rate,
          sample_rate);
    dxil2spv_result_free(r);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_barycentrics OWN_CORPUS_DIR\n");
        return 2;
    }
    run(argv[1], "dxil/stages/ps_barycentrics.dxil", 0, 0, false);
    run(argv[1], "dxil/d3d-edges/ps_barycentrics_centroid_sample.dxil", DEC_CENTROID, DEC_SAMPLE, true);
    /* SV_SampleIndex makes this one sample-rate anyway */
    run(argv[1], "dxil/d3d-edges/ps_barycentrics_sample_centroid.dxil", DEC_SAMPLE, DEC_CENTROID, true);
    printf("test_barycentrics: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
