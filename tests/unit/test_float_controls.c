/* Denormal modes (function attribute "fp32-denorm-mode") → SPV_KHR_float_controls
 * execution modes, on vkd3d-proton's sm_advanced/cs_denorm_* shaders through
 * the public API, for Vulkan 1.1 (SPIR-V 1.3: the extension) and 1.3 (core):
 * exactly the mode the attribute names, for width 32, its capability in the
 * module and the reflection, spirv-val; a shader without the attribute gets
 * no float-controls mode.
 *
 *
 * Also `precise`: on sm_advanced/cs_fp_truncate_roundtrip, exactly the float
 * additions DXC left without its "fast" flag (those computing a precise
 * value) are decorated NoContraction.
 *
 * SM 5 doubles keep their denormals (D3D's rule): our DXBC double_arith
 * test gets DenormPreserve 64, and nothing with
 * options.denorm_modes_unsupported naming it (and a warning), for a device
 * without shaderDenormPreserveFloat64.
 *
 * Usage: test_float_controls CORPUS_DIR... (the vkd3d-proton cases are
 * skipped without that corpus; the own corpus, among the folders, is found
 * by its dxbc/ tree).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "spv_inspect.h"

enum {
    OP_EXECUTION_MODE = 16, OP_DECORATE = 71, OP_FADD = 129, DEC_NO_CONTRACTION = 42, EM_DENORM_PRESERVE = 4459, EM_DENORM_FTZ = 4460,
    CAP_DENORM_PRESERVE = 4464, CAP_DENORM_FTZ = 4465,
};

static int failures, checks, skipped;

typedef struct modes {
    uint32_t preserve[3], ftz[3]; /* by width 16, 32, 64 */
    uint32_t other_widths;
} modes;

static uint32_t width_slot(uint32_t w)
{
    return w == 16 ? 0 : w == 32 ? 1 : 2;
}

static bool visit(const spv_insn *in, void *arg)
{
    modes *m = arg;
    if (in->op == OP_EXECUTION_MODE && in->n >= 4 && (in->w[2] == EM_DENORM_PRESERVE || in->w[2] == EM_DENORM_FTZ)) {
        uint32_t w = in->w[3];
        if (w != 16 && w != 32 && w != 64)
            m->other_widths++;
        else if (in->w[2] == EM_DENORM_PRESERVE)
            m->preserve[width_slot(w)]++;
        else
            m->ftz[width_slot(w)]++;
    }
    return true;
}

static void run(const char *dir, const char *name, int want /* 0 none, 1 ftz, 2 preserve */)
{
    char rel[256];
    snprintf(rel, sizeof(rel), "sm_advanced/%s_code_dxil.dxil", name);
    size_t size = 0;
    unsigned char *data = spv_inspect_load(dir, rel, &size, 2);
    static const dxil2spv_target_env envs[2] = {DXIL2SPV_TARGET_VULKAN_1_1, DXIL2SPV_TARGET_VULKAN_1_3};
    static const spv_target targets[2] = {SPV_TARGET_VULKAN_1_1, SPV_TARGET_VULKAN_1_3};
    for (int e = 0; e < 2; e++) {
        dxil2spv_options o;
        dxil2spv_options_init(&o);
        o.target_env = envs[e];
        dxil2spv_result *r = dxil2spv_translate(data, size, &o);
        if (!r) {
            printf("NULL result\n");
            exit(2);
        }
        CHECK(r->status == DXIL2SPV_OK, "%s: %s", name, r->error ? r->error : "");
        if (r->status == DXIL2SPV_OK) {
            modes m;
            memset(&m, 0, sizeof(m));
            spv_inspect_walk(r->spirv, r->spirv_word_count, visit, &m);
            uint32_t total = m.preserve[0] + m.preserve[1] + m.preserve[2] + m.ftz[0] + m.ftz[1] + m.ftz[2];
            if (want == 0) {
                CHECK(total == 0, "%s: %u denormal modes without the attribute", name, total);
            } else {
                CHECK(total == 1 && (want == 1 ? m.ftz[1] : m.preserve[1]) == 1,
                      "%s (env %d): want only Denorm%s 32; got %u modes", name, e,
                      want == 1 ? "FlushToZero" : "Preserve", total);
                CHECK(spv_inspect_reflects_cap(r, want == 1 ? CAP_DENORM_FTZ : CAP_DENORM_PRESERVE),
                      "%s: the denormal capability is not reflected", name);
                bool ext = false;
                for (uint32_t i = 0; i < r->reflection->extension_count; i++)
                    ext |= strcmp(r->reflection->extensions[i], "SPV_KHR_float_controls") == 0;
                CHECK(ext == (e == 0), "%s (env %d): SPV_KHR_float_controls %s", name, e,
                      ext ? "declared where core" : "missing before SPIR-V 1.4");
            }
            CHECK(m.other_widths == 0, "%s: a denormal mode of another width", name);
            CHECK(spv_inspect_validates(r, targets[e], name), "%s: spirv-val", name);
        }
        dxil2spv_result_free(r);
    }
    free(data);
}

typedef struct precise_scan {
    uint32_t fadds[16], nfadd;
    uint32_t nocontract[16], nnc;
} precise_scan;

static bool visit_precise(const spv_insn *in, void *arg)
{
    precise_scan *p = arg;
    if (in->op == OP_DECORATE && in->n >= 3 && in->w[2] == DEC_NO_CONTRACTION && p->nnc < 16)
        p->nocontract[p->nnc++] = in->w[1];
    if (in->op == OP_FADD && p->nfadd < 16)
        p->fadds[p->nfadd++] = in->w[2];
    return true;
}

/* The .ll: %12 = fadd float, %13 = fadd float (precise), then three
 * `fadd fast`. */
static void precise_case(const char *dir)
{
    size_t size = 0;
    unsigned char *data = spv_inspect_load(dir, "sm_advanced/cs_fp_truncate_roundtrip_code_dxil.dxil", &size, 2);
    dxil2spv_result *r = dxil2spv_translate(data, size, NULL);
    free(data);
    if (!r) {
        printf("NULL result\n");
        exit(2);
    }
    CHECK(r->status == DXIL2SPV_OK, "precise: %s", r->error ? r->error : "");
    if (r->status == DXIL2SPV_OK) {
        precise_scan p;
        memset(&p, 0, sizeof(p));
        spv_inspect_walk(r->spirv, r->spirv_word_count, visit_precise, &p);
        CHECK(p.nfadd == 5, "precise: %u OpFAdd, want 5", p.nfadd);
        for (uint32_t i = 0; i < p.nfadd; i++) {
            bool dec = false;
            for (uint32_t j = 0; j < p.nnc; j++)
                dec |= p.nocontract[j] == p.fadds[i];
            CHECK(dec == (i < 2), "precise: OpFAdd %u %s NoContraction", i, dec ? "has" : "lacks");
        }
        CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, "precise"), "precise: spirv-val");
    }
    dxil2spv_result_free(r);
}

static void dxbc_doubles_case(const char *dir)
{
    size_t size = 0;
    unsigned char *data = spv_inspect_load(dir, "dxbc/compute-types/double_arith.dxbc", &size, 2);
    for (int unsupported = 0; unsupported < 2; unsupported++) {
        dxil2spv_options o;
        dxil2spv_options_init(&o);
        if (unsupported)
            o.denorm_modes_unsupported = DXIL2SPV_DENORM_PRESERVE_64;
        dxil2spv_result *r = dxil2spv_translate(data, size, &o);
        if (!r) {
            printf("NULL result\n");
            exit(2);
        }
        CHECK(r->status == DXIL2SPV_OK, "dxbc doubles: %s", r->error ? r->error : "");
        if (r->status == DXIL2SPV_OK) {
            modes m;
            memset(&m, 0, sizeof(m));
            spv_inspect_walk(r->spirv, r->spirv_word_count, visit, &m);
            CHECK(m.preserve[2] == (unsupported ? 0u : 1u), "dxbc doubles (unsupported %d): %u DenormPreserve 64",
                  unsupported, m.preserve[2]);
            bool warned = r->warnings && strstr(r->warnings, "denorm_modes_unsupported");
            CHECK(warned == (unsupported != 0), "dxbc doubles (unsupported %d): warning %s", unsupported,
                  warned ? "given" : "missing");
            CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, "dxbc doubles"), "dxbc doubles: spirv-val");
        }
        dxil2spv_result_free(r);
    }
    free(data);
}

int main(int argc, char **argv)
{
    static const struct {
        const char *name;
        int want;
    } cases[] = {
        {"cs_denorm_ftz", 1}, {"cs_denorm_preserve", 2}, {"cs_denorm_fp64_fp32_ftz", 1},
        {"cs_denorm_fp64_fp32_preserve", 2}, {"cs_denorm_fp16_fp64_fp32_ftz", 1}, {"cs_denorm_fp16_fp32_preserve", 2},
        {"cs_dynamic_texture_offset", 0},
    };
    bool found = false, own = false;
    for (int a = 1; a < argc; a++) {
        char probe_path[1024];
        snprintf(probe_path, sizeof(probe_path), "%s/dxbc/compute-types/double_arith.dxbc", argv[a]);
        FILE *own_probe = fopen(probe_path, "rb");
        if (own_probe) {
            fclose(own_probe);
            own = true;
            dxbc_doubles_case(argv[a]);
        }
        snprintf(probe_path, sizeof(probe_path), "%s/sm_advanced/cs_denorm_ftz_code_dxil.dxil", argv[a]);
        FILE *probe = fopen(probe_path, "rb");
        if (!probe)
            continue;
        fclose(probe);
        found = true;
        for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
            run(argv[a], cases[i].name, cases[i].want);
        precise_case(argv[a]);
    }
    CHECK(own, "the own corpus (dxbc/compute-types/double_arith.dxbc) is in none of the folders");
    if (!found) {
        printf("note: the cs_denorm_* shaders are in none of the corpus folders; skipped\n");
        skipped++;
    }
    printf("test_float_controls: %d passed, %d failed, %d skipped\n", checks - failures, failures, skipped);
    return failures != 0;
}
