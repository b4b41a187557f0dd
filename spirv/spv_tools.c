/* SPIRV-Tools wrappers; see spv_tools.h. SPIRV-Tools allocates with
 * malloc/new internally: every object it returns is copied into the arena
 * and destroyed before returning, so callers see arena memory only. */
#include "spirv/spv_tools.h"

#include <spirv-tools/libspirv.h>
#include <stdio.h>
#include <string.h>

static spv_target_env tools_env(spv_target t)
{
    switch (t) {
    case SPV_TARGET_VULKAN_1_1: return SPV_ENV_VULKAN_1_1;
    case SPV_TARGET_VULKAN_1_2: return SPV_ENV_VULKAN_1_2;
    case SPV_TARGET_VULKAN_1_3: return SPV_ENV_VULKAN_1_3;
    }
    return SPV_ENV_VULKAN_1_3;
}

bool spv_tools_validate(d2s_ctx *ctx, const uint32_t *words, size_t count, spv_target target,
                        bool scalar_block_layout, const char **message)
{
    spv_context sc = spvContextCreate(tools_env(target));
    if (!sc) {
        *message = "SPIRV-Tools: cannot create a context for the target environment";
        return false;
    }
    spv_validator_options opts = spvValidatorOptionsCreate();
    spvValidatorOptionsSetScalarBlockLayout(opts, scalar_block_layout);
    if (target == SPV_TARGET_VULKAN_1_3)
        spvValidatorOptionsSetAllowLocalSizeId(opts, true);
    spv_const_binary_t bin = {words, count};
    spv_diagnostic diag = NULL;
    spv_result_t res = spvValidateWithOptions(sc, opts, &bin, &diag);
    bool ok = res == SPV_SUCCESS;
    /* The message goes through a stack buffer so that SPIRV-Tools' objects
     * are destroyed before the arena copy, which may longjmp. */
    char buf[2048];
    buf[0] = 0;
    if (!ok) {
        if (diag && diag->error) {
            if (diag->isTextSource)
                snprintf(buf, sizeof(buf), "%s", diag->error);
            else
                snprintf(buf, sizeof(buf), "at word %zu: %s", diag->position.index, diag->error);
        } else {
            snprintf(buf, sizeof(buf), "validation failed (SPIRV-Tools result %d)", (int)res);
        }
    }
    spvDiagnosticDestroy(diag);
    spvValidatorOptionsDestroy(opts);
    spvContextDestroy(sc);
    *message = d2s_strndup(ctx, buf, strlen(buf));
    return ok;
}

bool spv_tools_disassemble(d2s_ctx *ctx, const uint32_t *words, size_t count, const char **text)
{
    spv_context sc = spvContextCreate(SPV_ENV_UNIVERSAL_1_6);
    if (!sc) {
        *text = "SPIRV-Tools: cannot create a context";
        return false;
    }
    spv_text out = NULL;
    spv_diagnostic diag = NULL;
    uint32_t opts = SPV_BINARY_TO_TEXT_OPTION_FRIENDLY_NAMES | SPV_BINARY_TO_TEXT_OPTION_INDENT;
    spv_result_t res = spvBinaryToText(sc, words, count, opts, &out, &diag);
    bool ok = res == SPV_SUCCESS && out;
    char errbuf[2048];
    errbuf[0] = 0;
    if (!ok) {
        if (diag && diag->error)
            snprintf(errbuf, sizeof(errbuf), "at word %zu: %s", diag->position.index, diag->error);
        else
            snprintf(errbuf, sizeof(errbuf), "disassembly failed (SPIRV-Tools result %d)", (int)res);
    }
    spvDiagnosticDestroy(diag);
    spvContextDestroy(sc);
    if (!ok) {
        spvTextDestroy(out);
        *text = d2s_strndup(ctx, errbuf, strlen(errbuf));
        return false;
    }
    /* d2s_alloc may longjmp on exhaustion; take the size first and release
     * SPIRV-Tools' buffer only after copying, accepting that an arena
     * failure here leaks that one buffer (the process is failing anyway). */
    char *copy = d2s_strndup(ctx, out->str, out->length);
    spvTextDestroy(out);
    *text = copy;
    return true;
}
