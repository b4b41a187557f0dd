#include "spirv_check.h"

#include <setjmp.h>
#include <stdio.h>

#include "spirv/spv_tools.h"
#include "util/ctx.h"

typedef struct validate_job {
    d2s_ctx ctx;
    const uint32_t *words;
    size_t count;
    spv_target target;
    bool ok;
    const char *message;
} validate_job;

/* The wrapper reports allocation failures with d2s_fail(), which needs an
 * error boundary like the API's. Everything setjmp must preserve lives in
 * *job (memory), not in this frame's registers. */
static void run_guarded(validate_job *job)
{
    jmp_buf jb;
    job->ctx.on_fail = &jb;
    if (setjmp(jb) == 0)
        job->ok = spv_tools_validate(&job->ctx, job->words, job->count, job->target, true, &job->message);
}

bool tool_validate_spirv(const uint32_t *words, size_t count, dxil2spv_target_env env, char *msg,
                         size_t msg_size)
{
    validate_job job = {.words = words, .count = count, .ok = false, .message = NULL};
    job.target = env == DXIL2SPV_TARGET_VULKAN_1_1   ? SPV_TARGET_VULKAN_1_1
                 : env == DXIL2SPV_TARGET_VULKAN_1_2 ? SPV_TARGET_VULKAN_1_2
                                                     : SPV_TARGET_VULKAN_1_3;
    d2s_ctx_init(&job.ctx, NULL);
    run_guarded(&job);
    job.ctx.on_fail = NULL;
    if (job.ctx.status != D2S_OK)
        snprintf(msg, msg_size, "validator wrapper failed: %s", job.ctx.message ? job.ctx.message : "?");
    else if (!job.ok)
        snprintf(msg, msg_size, "%s", job.message && job.message[0] ? job.message : "invalid (no message)");
    bool ok = job.ok && job.ctx.status == D2S_OK;
    d2s_ctx_release(&job.ctx);
    return ok;
}
