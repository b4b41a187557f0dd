/* Runs one compute test: translate (or, for self-tests, load prepared
 * SPIR-V and reflection), bind the sidecar's buffers, dispatch, compare. */
#ifndef VK_RUNNER_H
#define VK_RUNNER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util/ctx.h"
#include "vk_context.h"

typedef struct test_case {
    const char *id;            /* "area/name", or "selftest/name" */
    const char *sidecar_path;  /* corpus tests: the sidecar with the run block */
    const char *shader_path;   /* the .dxil, or a self-test's prepared .spv */
    const char *selftest_path; /* self-tests: their description (see selftest.h); else NULL */
    int known_bug;             /* index in compute_run's known driver bugs (runs its probe first); -1: none */
} test_case;

typedef struct test_options {
    bool verbose;               /* binding plan and details on stdout */
    uint64_t timeout_ns;        /* for the dispatch */
    const char *save_spirv_dir; /* write each translation there as <area>_<name>.spv; NULL: no */
    /* 0: register bindings; 1 (--root-signature tables): a root signature
     * putting every resource in descriptor tables; 2 (root): root constants
     * and root descriptors where D3D allows them (rootsig_synth.h). */
    int root_signature;
    bool root_signature_sets;   /* ... in the sets binding model instead of heap */
    /* With tables in the heap model: buffer views at an offset inside wider
     * buffers, their ranges and UAV counter addresses in buffers
     * (options.heap_buffer_ranges / heap_counter_addresses, vkd3d-proton's layout). */
    bool heap_ranges;
    /* Register bindings answered as R32_UINT texel buffers (what a runtime
     * binding buffer views gives): 1 (--texel-buffers counters) UAV
     * counters (options.counter_remap), 2 (all) also raw and structured
     * SRVs/UAVs (options.remap). */
    int texel_buffers;
    /* options.min_precision NATIVE instead of WIDEN (min16float/min16int as
     * 16-bit types in shaders without native 16-bit types). */
    bool min_precision_native;
    /* Called as the test moves through its stages ("translate", "pipeline",
     * ...), so that a crash can be attributed; may be NULL. */
    void (*progress)(void *user, const char *stage);
    void *progress_user;
} test_options;

typedef struct test_result {
    bool passed;
    bool device_hung; /* the device is still busy: do not reuse or destroy it */
    char line[1024];  /* "PASS id" or "FAIL id: reason" */
} test_result;

void run_test(vk_context *vk, const test_case *t, const test_options *o, test_result *out);

#endif
