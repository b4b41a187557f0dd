/* One render test from sidecar to verdict: translate every stage (or, for
 * self-tests, load prepared SPIR-V and reflections), bind, draw, compare.
 */
#ifndef RENDER_TEST_H
#define RENDER_TEST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util/ctx.h"
#include "vk_context.h"

typedef struct rt_case {
    const char *id;            /* the test directory's name, or "selftest/<name>" */
    const char *dir;           /* the test directory: test.json and the stages' .dxil */
    const char *selftest_path; /* self-tests: their description (format in render_test.c); else NULL */
    const char *spv_dir;       /* self-tests: where the assembled .spv files are */
} rt_case;

typedef struct rt_options {
    bool verbose;               /* reflections and bindings on stdout */
    bool default_bindings;      /* translate with the default binding map instead of per-stage bindings */
    uint64_t timeout_ns;        /* for the draw */
    const char *save_spirv_dir; /* write each translation to DIR/<id>.<stage>.spv; NULL: no */
    /* Translate the last stage before the rasterizer with options.flip_y and
     * draw with a positive viewport height: the pixels must not change. */
    bool flip_y;
    uint32_t discard;           /* options.discard for every stage */
    /* Translate with a root signature synthesized for all stages
     * (tests/tools/rootsig_synth.h): 1 every resource in tables, 2 root
     * constants, root descriptors and static samplers where D3D allows; 0
     * none. Binding then uses only the root signature and the reflections. */
    uint32_t root_signature;
    bool root_signature_sets;   /* the SETS binding model (default HEAP) */
    /* Called as the test moves through its stages ("translating vs", ...)
     * so that a crash can be attributed; may be NULL. */
    void (*progress)(void *user, const char *stage);
    void *progress_user;
} rt_options;

typedef enum rt_outcome {
    RT_PASS,
    RT_FAIL,             /* wrong pixels, or the harness or driver failed */
    RT_TRANSLATE_FAILED, /* dxil2spv rejected a stage (not "unsupported") */
    RT_UNSUPPORTED,      /* dxil2spv reported a stage's feature as unsupported */
    RT_SKIP,             /* translated, but the device lacks a feature the modules need (named) */
} rt_outcome;

typedef struct rt_result {
    rt_outcome outcome;
    bool device_hung; /* the device is still busy: do not reuse or destroy it */
    char line[2048];  /* "PASS id" or "FAIL id: reason" */
} rt_result;

void rt_run_test(vk_context *vk, const rt_case *c, const rt_options *o, rt_result *out);

#endif
