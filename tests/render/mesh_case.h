/* The mesh-pipeline execution tests (mesh_run.c): each case names its
 * amplification, mesh and pixel shaders (real DXC output from the corpora),
 * and its prepare function fills the resources the shaders read and the
 * results a host model of the shaders and of the rasterizer expects
 * (mesh_cases.c). */
#ifndef MESH_CASE_H
#define MESH_CASE_H

#include <stdbool.h>
#include <stdint.h>

#include "dxil2spv.h"
#include "util/ctx.h"

#define MC_MAX_RESOURCES 4
#define MC_MAX_WORDS 1024

/* Stage bits of mc_resource.stages (D3D12's shader visibility). */
enum { MC_AS = 1, MC_MS = 2, MC_PS = 4, MC_ALL = 7 };

/* One D3D12 root descriptor: a buffer the stages in `stages` see at
 * (class, register, space). Stages with the same register but different
 * visibility see different buffers, as in D3D12. */
typedef struct mc_resource {
    uint32_t cls; /* 0 SRV, 1 UAV, 2 CBV */
    uint32_t reg, space;
    uint32_t stages;
    uint32_t word_count;
    uint32_t words[MC_MAX_WORDS]; /* initial contents */
    bool check;                   /* compare with `expect` after the draw (UAVs) */
    uint32_t expect[MC_MAX_WORDS];
} mc_resource;

typedef struct mc_setup {
    d2s_ctx *ctx;
    uint32_t width, height, layers; /* R32G32B32A32_SFLOAT target, cleared to 0 */
    uint32_t groups[3];             /* vkCmdDrawMeshTasksEXT */
    uint32_t resource_count;
    mc_resource res[MC_MAX_RESOURCES];
    /* Expected pixels, layer after layer, rows top to bottom; a pixel is
     * compared only where checked[] is set (the models leave pixel centres
     * on an edge unchecked, and a pixel shader without outputs checks none). */
    float *expect;    /* 4 floats per pixel */
    uint8_t *checked; /* per pixel */
    float tolerance;
} mc_setup;

/* The target and the expected image, every pixel the clear value and
 * checked. */
void mc_setup_target(mc_setup *s, uint32_t width, uint32_t height, uint32_t layers);
/* A resource with `n` initial words (may be NULL: zeros). */
mc_resource *mc_add_resource(mc_setup *s, uint32_t cls, uint32_t reg, uint32_t stages, const uint32_t *words,
                             uint32_t n);

typedef struct mc_case {
    const char *name;
    bool vkd3d;             /* needs the vkd3d-proton corpus */
    const char *as, *ms, *ps; /* "own/<path>" (our corpus) or "vkd3d/<path>"; as may be NULL */
    dxil2spv_semantic per_primitive[3]; /* pixel-shader inputs the mesh shader writes per primitive */
    uint32_t per_primitive_count;
    const char *what;       /* one line: what the case covers */
    void (*prepare)(mc_setup *s);
    /* Driver probes only: prepared SPIR-V (files in the probe folder) for
     * the mesh and pixel stages instead of translations. */
    const char *spv_ms, *spv_ps;
} mc_case;

extern const mc_case mesh_cases[];
extern const uint32_t mesh_case_count;

/* The driver probes (glslang's modules, not our output): [0] stores
 * gl_Position as vec4s, [1] one component at a time. */
extern const mc_case mesh_probes[2];

#endif
