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
#define CHECK(c) do { checks++; if (!(c)) { failures++; printf("%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #c); } } while (0)

typedef struct scan {
    uint32_t samples, with_offset, with_const_offset, size_queries;
} scan;

static scan scan_module(const dxil2spv_result *r)
{
    scan s = {0};
    const uint32_t *w = r->spirv;
    for (size_t i = 5; i < r->spirv_word_count;) {
        uint32_t op = w[i] & 0xFFFFu, n = w[i] >> 16;
        if (n == 0 || n > r->spirv_word_count - i)
            break;
        /* Image operands follow the coordinate, and the Dref value for the
         * depth-comparison forms. */
        uint32_t mask_at = 0;
        if (op == OP_SAMPLE_IMPLICIT || op == OP_SAMPLE_EXPLICIT)
            mask_at = 5;
        else if (op == OP_SAMPLE_DREF_IMPLICIT || op == OP_SAMPLE_DREF_EXPLICIT)
            mask_at = 6;
        if (mask_at) {
            s.samples++;
            uint32_t mask = n > mask_at ? w[i + mask_at] : 0;
            s.with_offset += (mask & IMAGE_OPERANDS_OFFSET) != 0;
            s.with_const_offset += (mask & IMAGE_OPERANDS_CONST_OFFSET) != 0;
        }
        s.size_queries += op == OP_QUERY_SIZE_LOD;
        i += n;
    }
    return s;
}

static bool has_capability(const dxil2spv_result *r, uint32_t cap)
{
    for (uint32_t i = 0; r->reflection && i < r->reflection->capability_count; i++)
        if (r->reflection->capabilities[i] == cap)
            return true;
    return false;
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
    CHECK(r->status == DXIL2SPV_OK);
    if (r->status == DXIL2SPV_OK) {
        bool valid = tool_validate_spirv(r->spirv, r->spirv_word_count, DXIL2SPV_TARGET_VULKAN_1_3, msg, sizeof(msg));
        if (!valid)
            printf("emulate: spirv-val: %s\n", msg);
        CHECK(valid);
        scan s = scan_module(r);
        CHECK(s.samples >= 1);
        CHECK(s.with_offset == 0);
        CHECK(s.size_queries >= 1);
        CHECK(has_capability(r, CAP_IMAGE_QUERY));
        CHECK(!has_capability(r, CAP_IMAGE_GATHER_EXTENDED));
        CHECK(r->warnings && strstr(r->warnings, "SampleLevel") && strstr(r->warnings, "emulated"));
    }
    dxil2spv_result_free(r);

    r = translate(data, size, DXIL2SPV_DYNAMIC_OFFSET_NATIVE);
    CHECK(r->status == DXIL2SPV_OK);
    if (r->status == DXIL2SPV_OK) {
        scan s = scan_module(r);
        CHECK(s.samples >= 1);
        CHECK(s.with_offset == s.samples);
        CHECK(s.size_queries == 0);
        CHECK(has_capability(r, CAP_IMAGE_GATHER_EXTENDED));
        CHECK(!r->warnings || !strstr(r->warnings, "emulated"));
    }
    dxil2spv_result_free(r);

    r = translate(data, size, DXIL2SPV_DYNAMIC_OFFSET_REFUSE);
    CHECK(r->status == DXIL2SPV_ERROR_UNSUPPORTED);
    CHECK(r->error && strstr(r->error, "SampleLevel") && strstr(r->error, "texel offsets"));
    dxil2spv_result_free(r);

    r = translate(data, size, 7);
    CHECK(r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT);
    CHECK(r->error && strstr(r->error, "dynamic_offsets"));
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
