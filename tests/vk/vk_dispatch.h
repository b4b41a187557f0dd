/* The compute pipeline and the dispatch of one test, on the buffers and
 * descriptor sets vk_bind_resources() prepared. */
#ifndef VK_DISPATCH_H
#define VK_DISPATCH_H

#include <stddef.h>
#include <stdint.h>

#include "dxil2spv.h"
#include "sidecar.h"
#include "vk_resources.h"

typedef struct vk_dispatch_result {
    bool full_subgroups; /* the pipeline was created with REQUIRE_FULL_SUBGROUPS */
    bool hung;           /* the dispatch did not finish within the timeout: the
                            device is still busy and must not be reused */
} vk_dispatch_result;

/* Creates the shader module and pipeline from `words` (entry point and
 * workgroup size from the reflection); resets `out`. */
void vk_create_pipeline(vk_job *job, const uint32_t *words, size_t word_count, const dxil2spv_reflection *refl,
                        vk_dispatch_result *out);

/* Records and submits the dispatch and waits for it (at most `timeout_ns`).
 * Afterwards the job's mapped buffers hold the results. Failures go through
 * d2s_fail(); `out->hung` is set before failing on a timeout. */
void vk_dispatch_run(vk_job *job, const sc_run *run, uint64_t timeout_ns, vk_dispatch_result *out);

#endif
