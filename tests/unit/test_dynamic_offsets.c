/* options.dynamic_offsets on vkd3d-proton's cs_dynamic_texture_offset (a
 * SampleLevel whose texel offsets are computed, SM 6.7), through the public
 * API:
 *   EMULATE: valid SPIR-V whose sampling instructions carry no Offset image
 *     operand (Vulkan rejects a non-constant one outside gathers), the level
 *     size queried for the coordinate shift, a warning naming the op;
 *   NATIVE: an Offset operand and the ImageGatherExtended capability it
 *     needs (spirv-val 2023.1 rejects it without VK_KHR_maintenance8
 *     support, so it is not validated here);
 *   REFUSE: DXIL2SPV_ERROR_UNSUPPORTED naming the op;
 *   an out-of-range mode: DXIL2SPV_ERROR_INVALID_ARGUMENT.
 *
 * Usage: test_dynamic_offsets CORPUS_DIR... (the vkd3d-proton one has the
 * shader; without it every check is skipped).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "spirv_check.h"
#include "spv_inspect.h"
#include "tool_common.h"

/* SPIR-V opcodes, operand masks and capabilities (SPIR-V spec, 3.x). */
enum {
    OP_SAMPLE_IMPLICIT = 87, OP_SAMPLE_EXPLICIT = 88, OP_SAMPLE_DREF_IMPLICIT = 89, OP_SAMPLE_DREF_EXPLICIT = 90,
    OP_QUERY_SIZE_LOD = 103,
    IMAGE_OPERANDS_CONST_OFFSET = 0x8, IMAGE_OPERANDS_OFFSET = 0x10,
    CAP_IMAGE_GATHER_EXTENDED = 25, CAP_IMAGE_QUERY = 50,
};

static const char *const SHADER = "sm_advanced/cs_dynamic_texture_offset_code_dxil.dxil";

static int failures, checks, skipped;

typedef struct scan {
    uint32_t samples, with_offset, with_const_offset, size_queries;
} scan;

static bool scan_visit(const spv_insn *in, void *arg)
{
    scan *s = arg;
    /* Image operands follow the coordinate, and the Dref value for the
     * depth-comparison forms. */
    uint32_t mask_at = 0;
    if (in->op == OP_SAMPLE_IMPLICIT || in->op == OP_SAMPLE_EXPLICIT)
        mask_at = 5;
    else if (in->op == OP_SAMPLE_DREF_IMPLICIT || in->op == OP_SAMPLE_DREF_EXPLICIT)
        mask_at = 6;
    if (mask_at) {
        s->samples++;
        uint32_t mask = in->n > mask_at ? in->w[mask_at] : 0;
        s->with_offset += (mask & IMAGE_OPERANDS_OFFSET) != 0;
        s->with_const_offset += (mask & IMAGE_OPERANDS_CONST_OFFSET) != 0;
    }
    s->size_queries += in->op == OP_QUERY_SIZE_LOD;
    return true;
}

static scan scan_module(const dxil2spv_result *r)
{
    scan s = {0};
    spv_inspect_walk(r->spirv, r->spirv_word_count, scan_visit, &s);
    return s;
}

static dxil2spv_result *translate(const unsigned char *data, size_t size, int mode)
{
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.dynamic_offsets = (dxil2spv_dynamic_offset_mode)mode;
    dxil2spv_result *r = dxil2spv_translate(data, size, &o);
    if (!r) {
        printf("NULL result\n");
        exit(2);
    }
    if (r->status != DXIL2SPV_OK)
        printf("mode %d: %s: %s\n", mode, dxil2spv_status_string(r->status), r->error ? r->error : "(no message)");
    return r;
}

static void run(const unsigned char *data, size_t size)
{
    char msg[1024];
    dxil2spv_result *r = translate(data, size, DXIL2SPV_DYNAMIC_OFFSET_EMULATE);
    CHECK(r->status == DXIL2SPV_OK, "emulate: status %d", (int)r->status);
    if (r->status == DXIL2SPV_OK) {
        bool valid = tool_validate_spirv(r->spirv, r->spirv_word_count, DXIL2SPV_TARGET_VULKAN_1_3, msg, sizeof(msg));
        CHECK(valid, "emulate: spirv-val: %s", msg);
        scan s = scan_module(r);
        CHECK(s.samples >= 1, "emulate: %u sampling instructions", s.samples);
        CHECK(s.with_offset == 0, "emulate: %u sampling instructions keep an Offset operand", s.with_offset);
        CHECK(s.size_queries >= 1, "emulate: no OpImageQuerySizeLod for the coordinate shift");
        CHECK(spv_inspect_reflects_cap(r, CAP_IMAGE_QUERY), "emulate: ImageQuery not reflected");
        CHECK(!spv_inspect_reflects_cap(r, CAP_IMAGE_GATHER_EXTENDED), "emulate: ImageGatherExtended reflected");
        CHECK(r->warnings && strstr(r->warnings, "SampleLevel") && strstr(r->warnings, "emulated"),
              "emulate: warnings '%s' do not name the emulated SampleLevel", r->warnings ? r->warnings : "");
    }
    dxil2spv_result_free(r);

    r = translate(data, size, DXIL2SPV_DYNAMIC_OFFSET_NATIVE);
    CHECK(r->status == DXIL2SPV_OK, "native: status %d", (int)r->status);
    if (r->status == DXIL2SPV_OK) {
        scan s = scan_module(r);
        CHECK(s.samples >= 1, "native: %u sampling instructions", s.samples);
        CHECK(s.with_offset == s.samples, "native: %u of %u sampling instructions have an Offset operand",
              s.with_offset, s.samples);
        CHECK(s.size_queries == 0, "native: %u size queries", s.size_queries);
        CHECK(spv_inspect_reflects_cap(r, CAP_IMAGE_GATHER_EXTENDED), "native: ImageGatherExtended not reflected");
        CHECK(!r->warnings || !strstr(r->warnings, "emulated"), "native: warns of emulation: %s", r->warnings);
    }
    dxil2spv_result_free(r);

    r = translate(data, size, DXIL2SPV_DYNAMIC_OFFSET_REFUSE);
    CHECK(r->status == DXIL2SPV_ERROR_UNSUPPORTED, "refuse: status %d", (int)r->status);
    CHECK(r->error && strstr(r->error, "SampleLevel") && strstr(r->error, "texel offsets"),
          "refuse: error '%s' does not name the op", r->error ? r->error : "");
    dxil2spv_result_free(r);

    r = translate(data, size, 7);
    CHECK(r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT, "mode 7: status %d", (int)r->status);
    CHECK(r->error && strstr(r->error, "dynamic_offsets"), "mode 7: error '%s' does not name the option",
          r->error ? r->error : "");
    dxil2spv_result_free(r);
}

int main(int argc, char **argv)
{
    bool found = false;
    for (int a = 1; a < argc; a++) {
        char path[1024];
        snprintf(path, sizeof(path), "%s/%s", argv[a], SHADER);
        size_t size = 0;
        const char *err = NULL;
        FILE *probe = fopen(path, "rb");
        if (!probe)
            continue;
        fclose(probe);
        unsigned char *data = tool_read_file(path, &size, &err);
        if (!data) {
            printf("cannot read %s: %s\n", path, err ? err : "?");
            return 2;
        }
        found = true;
        run(data, size);
        free(data);
    }
    if (!found) {
        printf("note: %s is in none of the corpus folders; skipped\n", SHADER);
        skipped++;
    }
    printf("test_dynamic_offsets: %d passed, %d failed, %d skipped\n", checks - failures, failures, skipped);
    return failures != 0;
}
