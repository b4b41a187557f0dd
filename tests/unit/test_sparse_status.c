/* Residency status of loads, samples and gathers (tiled resources).
 *
 * On vkd3d-proton's sparse/ shaders, which read the status with
 * CheckAccessFullyMapped, through the public API:
 *   - texture and typed-buffer accesses whose status is read become
 *     OpImageSparse* with OpImageSparseTexelsResident, the module declares
 *     (and the reflection lists) SparseResidency, and it validates;
 *   - the structured-buffer load has no SPIR-V residency query: a warning
 *     naming BufferLoad by default, DXIL2SPV_ERROR_UNSUPPORTED with
 *     options.buffer_residency = REFUSE, INVALID_ARGUMENT out of range;
 *   - a shader that does not read the status gets no sparse instruction.
 *
 * Usage: test_sparse_status CORPUS_DIR... (skipped without the vkd3d-proton
 * corpus).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "spv_inspect.h"

enum { OP_SPARSE_FIRST = 305, OP_SPARSE_LAST = 320, OP_SPARSE_TEXELS_RESIDENT = 316, CAP_SPARSE_RESIDENCY = 41 };

static int failures, checks, skipped;

typedef struct sparse_scan {
    uint32_t sparse_ops, resident_queries;
} sparse_scan;

static bool visit(const spv_insn *in, void *arg)
{
    sparse_scan *s = arg;
    if (in->op == OP_SPARSE_TEXELS_RESIDENT)
        s->resident_queries++;
    else if (in->op >= OP_SPARSE_FIRST && in->op <= OP_SPARSE_LAST)
        s->sparse_ops++;
    return true;
}

static dxil2spv_result *translate(const char *dir, const char *rel, uint32_t mode)
{
    size_t size = 0;
    unsigned char *data = spv_inspect_load(dir, rel, &size, 2);
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.buffer_residency = (dxil2spv_buffer_residency_mode)mode;
    dxil2spv_result *r = dxil2spv_translate(data, size, &o);
    free(data);
    if (!r) {
        printf("NULL result\n");
        exit(2);
    }
    return r;
}

static void image_status(const char *dir, const char *name)
{
    char rel[256];
    snprintf(rel, sizeof(rel), "sparse/%s_code_dxil.dxil", name);
    dxil2spv_result *r = translate(dir, rel, DXIL2SPV_BUFFER_RESIDENCY_REFUSE);
    CHECK(r->status == DXIL2SPV_OK, "%s: %s", name, r->error ? r->error : "");
    if (r->status == DXIL2SPV_OK) {
        sparse_scan s = {0, 0};
        spv_inspect_walk(r->spirv, r->spirv_word_count, visit, &s);
        CHECK(s.sparse_ops >= 1 && s.resident_queries >= 1, "%s: %u OpImageSparse* and %u residency queries", name,
              s.sparse_ops, s.resident_queries);
        CHECK(spv_inspect_reflects_cap(r, CAP_SPARSE_RESIDENCY), "%s: SparseResidency not reflected", name);
        CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, name), "%s: spirv-val", name);
        CHECK(!r->warnings || !strstr(r->warnings, "fully mapped"), "%s: warns '%s'", name, r->warnings);
    }
    dxil2spv_result_free(r);
}

static void structured_status(const char *dir)
{
    const char *rel = "sparse/buffer_feedback_ld_structured_code_dxil.dxil";
    dxil2spv_result *r = translate(dir, rel, DXIL2SPV_BUFFER_RESIDENCY_WARN);
    CHECK(r->status == DXIL2SPV_OK, "structured: %s", r->error ? r->error : "");
    if (r->status == DXIL2SPV_OK) {
        CHECK(r->warnings && strstr(r->warnings, "BufferLoad") && strstr(r->warnings, "fully mapped"),
              "structured: warnings '%s' do not name BufferLoad", r->warnings ? r->warnings : "");
        CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, rel), "structured: spirv-val");
    }
    dxil2spv_result_free(r);
    r = translate(dir, rel, DXIL2SPV_BUFFER_RESIDENCY_REFUSE);
    CHECK(r->status == DXIL2SPV_ERROR_UNSUPPORTED && r->error && strstr(r->error, "BufferLoad") &&
              strstr(r->error, "buffer_residency"),
          "structured refuse: status %d '%s'", (int)r->status, r->error ? r->error : "");
    dxil2spv_result_free(r);
    r = translate(dir, rel, 9);
    CHECK(r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT && r->error && strstr(r->error, "buffer_residency"),
          "mode 9: status %d '%s'", (int)r->status, r->error ? r->error : "");
    dxil2spv_result_free(r);
}

static void no_status(const char *dir)
{
    dxil2spv_result *r = translate(dir, "sparse/texture_feedback_vs_code_dxil.dxil", DXIL2SPV_BUFFER_RESIDENCY_REFUSE);
    CHECK(r->status == DXIL2SPV_OK, "vs: %s", r->error ? r->error : "");
    if (r->status == DXIL2SPV_OK) {
        sparse_scan s = {0, 0};
        spv_inspect_walk(r->spirv, r->spirv_word_count, visit, &s);
        CHECK(s.sparse_ops == 0 && !spv_inspect_reflects_cap(r, CAP_SPARSE_RESIDENCY),
              "vs (status not read): %u sparse instructions", s.sparse_ops);
    }
    dxil2spv_result_free(r);
}

int main(int argc, char **argv)
{
    static const char *const images[] = {
        "buffer_feedback_ld_typed", "sparse_init_access", "sparse_query", "texture_feedback_gather_po",
        "texture_feedback_ld", "texture_feedback_sample", "texture_feedback_sample_grad",
        "texture_feedback_sample_lod",
    };
    bool found = false;
    for (int a = 1; a < argc; a++) {
        char probe_path[1024];
        snprintf(probe_path, sizeof(probe_path), "%s/sparse/sparse_query_code_dxil.dxil", argv[a]);
        FILE *probe = fopen(probe_path, "rb");
        if (!probe)
            continue;
        fclose(probe);
        found = true;
        for (size_t i = 0; i < sizeof(images) / sizeof(images[0]); i++)
            image_status(argv[a], images[i]);
        structured_status(argv[a]);
        no_status(argv[a]);
    }
    if (!found) {
        printf("note: the vkd3d-proton sparse/ shaders are in none of the corpus folders; skipped\n");
        skipped++;
    }
    printf("test_sparse_status: %d passed, %d failed, %d skipped\n", checks - failures, failures, skipped);
    return failures != 0;
}
