/* Execution test of a ray-tracing pipeline (DXR library -> SPV_KHR_ray_tracing,
 * src/emit/stages/emit_stage_raytracing.c) on lavapipe: the four entries of
 * tests/corpus/own/dxil/raytracing/full_pipeline_library (raygeneration Gen,
 * miss MissMain, closest hit Hit with a recursive TraceRay, any hit
 * AnyHitMain with IgnoreHit) are translated one by one with --entry, put in
 * one VkPipeline (groups: Gen, MissMain, triangle hit group Hit + AnyHitMain;
 * max recursion depth 2, as the library's RaytracingPipelineConfig), and
 * traced over a W x H grid against three triangles built by vk_accel.c. Every
 * pixel of Output is compared with a host computation from rt_model.c
 * (traversal) and a C transcription of the HLSL:
 *   primary ray (x, y, -1) -> +z, flags NONE: candidates whose
 *   barycentrics.x > 0.9 are ignored by the any-hit shader; nearest left ->
 *   color = tint * (b.x, b.y, 1, 1), then a FORCE_OPAQUE ray reflected about
 *   (0, 0, -1) from the hit point adds 0.5 * (its hit's color, or the miss
 *   color (0, 0, 0, 1)); no hit -> (0, 0, 0, 1).
 * Pixels the model marks ambiguous (an edge within rounding) or whose
 * barycentrics.x lies within 1e-4 of 0.9 are not compared.
 *
 * `tint` (cbuffer Local, b1) is local root data: the hit group's shader
 * record, written from the reflection's shader_record as a runtime would.
 * Two variants: "rdat" (the library's own LocalRootSignature lrs,
 * RootConstants(4, b1), associated with Hit: tint inline at record byte 0)
 * and "root-cbv" (options.local_root_signature = 3 unused root constants
 * in space 9, then a root CBV b1: tint read through the buffer device
 * address at record byte 16; the constants are filled with a pattern the
 * shader must not read) and "table" (a local descriptor table whose second
 * descriptor is b1: the record holds the table's heap offset, tint is
 * element 5 of the heap's uniform-buffer array, the other elements a
 * zero-filled buffer).
 *
 * Usage: raytracing_run [--timeout SEC] [--variant rdat|root-cbv|table] DXIL. Exit 0 pass, 1 fail, 77 skip
 * (the device lacks rayTracingPipeline, accelerationStructure or
 * bufferDeviceAddress), 2 usage. Last line:
 * "raytracing_run: N passed, M failed[, K skipped]".
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "harness_child.h"
#include "rt_model.h"
#include "rt_pipeline.h"
#include "vk_accel.h"
#include "vk_host.h"

enum { W = 32, H = 16, STAGES = 4 };

static const char *const entries[STAGES] = {"Gen", "MissMain", "Hit", "AnyHitMain"};
static const VkShaderStageFlagBits stage_bits[STAGES] = {
    VK_SHADER_STAGE_RAYGEN_BIT_KHR, VK_SHADER_STAGE_MISS_BIT_KHR, VK_SHADER_STAGE_CLOSEST_HIT_BIT_KHR,
    VK_SHADER_STAGE_ANY_HIT_BIT_KHR};
static const float tint[4] = {0.5f, 2.0f, 0.25f, 1.0f};

/* The "root-cbv" variant's local root signature. */
static const dxil2spv_root_parameter local_params[] = {
    {.parameter_type = DXIL2SPV_ROOT_PARAMETER_CONSTANTS, .shader_register = 7, .register_space = 9,
     .num_32bit_values = 3},
    {.parameter_type = DXIL2SPV_ROOT_PARAMETER_CBV, .shader_register = 1, .register_space = 0},
};
static const dxil2spv_root_signature local_cbv_rs = {.version = 2, .flags = 0x80 /* LOCAL_ROOT_SIGNATURE */,
                                                     .parameter_count = 2, .parameters = local_params};

/* The "table" variant's local root signature: a descriptor table whose
 * second descriptor is CBV b1. */
static const dxil2spv_descriptor_range local_ranges[] = {{2, 2, 0, 0, 0, 0}};
static const dxil2spv_root_parameter local_table_params[] = {
    {.parameter_type = DXIL2SPV_ROOT_PARAMETER_TABLE, .range_count = 1, .ranges = local_ranges}};
static const dxil2spv_root_signature local_table_rs = {.version = 2, .flags = 0x80, .parameter_count = 1,
                                                       .parameters = local_table_params};
enum { TINT_HEAP_ELEMENT = 5 };

typedef struct variant {
    const char *name;
    const dxil2spv_root_signature *local; /* NULL: the library's RDAT association */
    uint32_t record_size, tint_offset;     /* what the reflection must say */
} variant;

static const variant variants[] = {
    {"rdat", NULL, 16, 0},
    {"root-cbv", &local_cbv_rs, 24, 16},
    {"table", &local_table_rs, 8, 0},
};

/* Triangle A at z = 0 (primary rays hit it at t = 1), B at z = -2 behind the
 * ray origins (only reflected rays reach it), C at z = 1 behind A on the
 * right, where the any-hit shader ignores A (barycentrics.x > 0.9 near A's
 * vertex 1) and the ray goes on to C. Non-opaque, so that the any-hit
 * shader runs for primary rays. */
static const float vertices[] = {
    0.3f, 0.2f, 0.0f, 31.6f, 0.45f, 0.0f, 0.55f, 15.7f, 0.0f,
    -1.0f, -1.0f, -2.0f, 80.0f, -1.0f, -2.0f, -1.0f, 40.0f, -2.0f,
    24.3f, -1.1f, 1.0f, 40.0f, -1.1f, 1.0f, 24.3f, 17.7f, 1.0f,
};

static void scene_of(rt_model_scene *s, vk_accel_geometry *g, rt_model_blas *b, vk_accel_instance *inst)
{
    *g = (vk_accel_geometry){.kind = VK_ACCEL_TRIANGLES, .flags = 0, .vertices = vertices, .vertex_count = 9,
                             .triangle_count = 3};
    *b = (rt_model_blas){g, 1};
    memset(inst, 0, sizeof(*inst));
    rt_model_identity(inst->transform);
    inst->mask = 0xFF;
    *s = (rt_model_scene){b, 1, inst, 1};
}

/* ---- the host model ------------------------------------------------------------ */

typedef struct expect {
    bool skip;
    float color[4];
    int kind; /* 0 miss, 1 hit, 2 hit after an ignored candidate, 3 miss after one */
} expect;

static void expected_pixel(const rt_model_scene *s, uint32_t x, uint32_t y, expect *e)
{
    rt_model_hit hits[8];
    rt_model_ray r = {{(float)x, (float)y, -1.0f}, 0.0f, {0, 0, 1}, 1000.0f, 0, 0xFF};
    uint32_t n = rt_model_candidates(s, &r, hits, 8);
    memset(e, 0, sizeof(*e));
    const rt_model_hit *h = NULL;
    bool ignored = false;
    for (uint32_t i = 0; i < n && i < 8; i++) {
        if (hits[i].ambiguous || fabs(hits[i].bary[0] - 0.9) < 1e-4)
            e->skip = true;
        if (!hits[i].opaque && hits[i].bary[0] > 0.9) { /* AnyHitMain: IgnoreHit() */
            ignored = true;
            continue;
        }
        if (!h)
            h = &hits[i];
    }
    if (!h) {
        e->kind = ignored ? 3 : 0;
        e->color[3] = 1.0f;
        return;
    }
    e->kind = ignored ? 2 : 1;
    float b0 = (float)h->bary[0], b1 = (float)h->bary[1];
    float c[4] = {tint[0] * b0, tint[1] * b1, tint[2], tint[3]};
    rt_model_ray q = {{(float)x, (float)y, -1.0f + (float)h->t}, 0.01f, {0, 0, -1}, 100.0f, RT_RAY_FORCE_OPAQUE,
                      0xFF};
    rt_model_hit qh[8];
    uint32_t qn = rt_model_candidates(s, &q, qh, 8);
    float add[4] = {0, 0, 0, 1};
    if (qn) {
        if (qh[0].ambiguous)
            e->skip = true;
        add[0] = tint[0] * (float)qh[0].bary[0];
        add[1] = tint[1] * (float)qh[0].bary[1];
        add[2] = tint[2];
        add[3] = tint[3];
    }
    for (int i = 0; i < 4; i++)
        e->color[i] = c[i] + 0.5f * add[i];
}

/* ---- the pipeline ---------------------------------------------------------------- */

typedef struct rt_gpu {
    vk_context *vk;
    vk_accel accel;
    rt_pipeline pipe;
    VkBuffer ubo;
    VkDeviceMemory ubo_mem;
    void *ubo_map;
    vk_accel_buffer tint_buffer;
    uint32_t record_size, tint_offset; /* the variant's expected shader record */
    uint8_t record[RT_PIPELINE_MAX_RECORD];
} rt_gpu;

#define ERR g->pipe.c.err, sizeof(g->pipe.c.err)

static void gpu_destroy(rt_gpu *g)
{
    rt_pipeline_destroy(&g->pipe);
    vk_host_free_buffer(g->vk, g->ubo, g->ubo_mem);
    vk_accel_free_buffer(g->vk, &g->tint_buffer);
    vk_accel_destroy(&g->accel);
}

/* Hit's shader record, written from its reflection as a runtime would:
 * tint inline (root constants) or its buffer's address (root CBV). */
static bool hit_record(rt_gpu *g, const dxil2spv_reflection *hr)
{
    const dxil2spv_shader_record_layout *sr = hr->shader_record;
    if (!sr || sr->size > sizeof(g->record)) {
        snprintf(ERR, "Hit: the reflection has no shader record (or one of %u bytes)", sr ? sr->size : 0);
        return false;
    }
    memset(g->record, 0xA5, sr->size); /* parameters the shader must not read */
    uint32_t written = 0;
    for (uint32_t i = 0; i < hr->resource_count; i++) {
        const dxil2spv_reflected_resource *r = &hr->resources[i];
        if (!r->local_root)
            continue;
        if (r->resource_class != 2 || r->lower_bound != 1 || r->root_parameter < 0 ||
            (uint32_t)r->root_parameter >= sr->parameter_count) {
            snprintf(ERR, "Hit: unexpected shader-record resource %s (class %u, register %u)", r->name,
                     r->resource_class, r->lower_bound);
            return false;
        }
        const dxil2spv_reflected_root_parameter *p = &sr->parameters[r->root_parameter];
        if (p->parameter_type == DXIL2SPV_ROOT_PARAMETER_CONSTANTS && p->size >= 16) {
            memcpy(g->record + p->offset, tint, 16);
        } else if (p->parameter_type == DXIL2SPV_ROOT_PARAMETER_CBV && p->size == 8) {
            memcpy(g->record + p->offset, &g->tint_buffer.address, 8);
        } else if (p->parameter_type == DXIL2SPV_ROOT_PARAMETER_TABLE && p->size == 8) {
            /* the table's heap offset: tint's element less its place in the table */
            uint32_t offset = TINT_HEAP_ELEMENT - r->table_offset;
            memcpy(g->record + p->offset, &offset, 4);
        } else {
            snprintf(ERR, "Hit: tint in a shader-record parameter of type %u, size %u", p->parameter_type, p->size);
            return false;
        }
        if (p->offset != g->tint_offset || sr->size != g->record_size || !p->used) {
            snprintf(ERR, "Hit: shader record of %u bytes with tint at byte %u (used %u); expected %u bytes, byte %u",
                     sr->size, p->offset, p->used, g->record_size, g->tint_offset);
            return false;
        }
        written++;
    }
    if (written != 1) {
        snprintf(ERR, "Hit: %u shader-record resources (tint expected)", written);
        return false;
    }
    return true;
}

static bool trace(rt_gpu *g, dxil2spv_result *const tr[STAGES], const rt_model_scene *s, float *pixels)
{
    vk_context *vk = g->vk;
    g->pipe.vk = vk;
    if (!vk_accel_build_scene(&g->accel, vk, s, ERR))
        return false;
    /* Local (tint) is in Hit's shader record. The other entries list it (a
     * library's entries see all its resources) as a register binding they
     * do not read: a zero-filled uniform buffer there, which Hit reading
     * instead of its record would show. */
    if (!vk_host_make_buffer(vk, 16, VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT, &g->ubo, &g->ubo_mem, &g->ubo_map, ERR) ||
        !vk_accel_make_buffer(vk, sizeof(tint), VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT,
                              tint, &g->tint_buffer, ERR))
        return false;
    memset(g->ubo_map, 0, 16);
    if (!hit_record(g, tr[2]->reflection))
        return false;
    /* Groups: Gen, MissMain, triangle hit group Hit + AnyHitMain. */
    const uint32_t U = VK_SHADER_UNUSED_KHR;
    rt_group_desc groups[3] = {
        {VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR, 0, U, U, U, NULL, 0},
        {VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR, 1, U, U, U, NULL, 0},
        {VK_RAY_TRACING_SHADER_GROUP_TYPE_TRIANGLES_HIT_GROUP_KHR, U, 2, 3, U, g->record,
         tr[2]->reflection->shader_record->size},
    };
    /* The "table" variant: tint is element TINT_HEAP_ELEMENT of the heap's
     * uniform-buffer array, the others the zero-filled buffer. */
    rt_heap_element heap[1] = {{TINT_HEAP_ELEMENT, g->tint_buffer.buffer, sizeof(tint)}};
    rt_pipeline_desc d = {.stage_count = STAGES, .stages = tr, .stage_bits = stage_bits, .group_count = 3,
                          .miss_count = 1, .hit_count = 1, .groups = groups, .max_recursion = 2, .width = W,
                          .height = H, .heap = heap, .heap_count = 1, .heap_fill = g->ubo, .heap_fill_size = 16};
    rt_buffer_binding buffers[1] = {{2, 1, g->ubo, 16}};
    return rt_pipeline_run(&g->pipe, &d, &g->accel, buffers, 1, pixels);
}

/* ---- child process ------------------------------------------------------------------ */

typedef struct run_arg {
    const char *path;
    const variant *v;
} run_arg;

static void child_main(void *arg, int fd)
{
    const run_arg *ra = arg;
    const char *path = ra->path;
    vk_context vk;
    vk_context_options vo = {0};
    char err[512], line[2048];
    if (!vk_context_create(&vk, &vo, err, sizeof(err)))
        harness_child_setup_failed(fd, err);
    const char *missing = rt_pipeline_unsupported(&vk);
    if (missing) {
        snprintf(line, sizeof(line), "SKIP raytracing-pipeline: %s (%s)", missing, vk.props.deviceName);
        harness_child_finish(fd, &vk, line, false, HARNESS_CHILD_SKIP);
    }
    size_t size = 0;
    void *dxil = vk_host_read_file(path, &size);
    if (!dxil) {
        snprintf(line, sizeof(line), "FAIL raytracing-pipeline: cannot read %s", path);
        harness_child_finish(fd, &vk, line, false, HARNESS_CHILD_FAIL);
    }
    harness_report(fd, '@', "translating");
    dxil2spv_result *tr[STAGES] = {NULL};
    for (uint32_t st = 0; st < STAGES; st++) {
        dxil2spv_options o;
        dxil2spv_options_init(&o);
        o.entry_point = entries[st];
        if (st == 2) /* Hit: the variant's local root signature */
            o.local_root_signature = ra->v->local;
        tr[st] = dxil2spv_translate(dxil, size, &o);
        if (!tr[st] || tr[st]->status != DXIL2SPV_OK) {
            snprintf(line, sizeof(line), "FAIL raytracing-pipeline: translate --entry %s: %s", entries[st],
                     tr[st] && tr[st]->error ? tr[st]->error : "no result");
            harness_child_finish(fd, &vk, line, false, HARNESS_CHILD_FAIL);
        }
    }
    free(dxil);
    rt_model_scene s;
    vk_accel_geometry geo;
    rt_model_blas blas;
    vk_accel_instance inst;
    scene_of(&s, &geo, &blas, &inst);
    static float pixels[W * H * 4];
    rt_gpu g = {.vk = &vk, .record_size = ra->v->record_size, .tint_offset = ra->v->tint_offset};
    harness_report(fd, '@', "tracing");
    bool ok = trace(&g, tr, &s, pixels);
    bool hung = !ok && strstr(g.pipe.c.err, "VK_TIMEOUT") != NULL;
    if (!hung)
        gpu_destroy(&g);
    for (uint32_t st = 0; st < STAGES; st++)
        dxil2spv_result_free(tr[st]);
    if (!ok) {
        snprintf(line, sizeof(line), "FAIL raytracing-pipeline: %s", g.pipe.c.err);
        harness_child_finish(fd, &vk, line, hung, HARNESS_CHILD_FAIL);
    }
    harness_report(fd, '@', "comparing with the host model");
    uint32_t checked = 0, bad = 0, skipped = 0, kinds[4] = {0, 0, 0, 0};
    for (uint32_t y = 0; y < H; y++)
        for (uint32_t x = 0; x < W; x++) {
            expect e;
            expected_pixel(&s, x, y, &e);
            if (e.skip) {
                skipped++;
                continue;
            }
            kinds[e.kind]++;
            const float *p = &pixels[(y * W + x) * 4];
            for (int c = 0; c < 4; c++) {
                checked++;
                if (fabsf(p[c] - e.color[c]) > 1e-4f * (1.0f + fabsf(e.color[c]))) {
                    if (bad++ < 8)
                        printf("pixel (%u, %u).%c: %.6f, expected %.6f\n", x, y, "xyzw"[c], p[c], e.color[c]);
                }
            }
        }
    /* The scene must reach every path: misses, hits (each with a reflected
     * hit), and candidates the any-hit shader ignores. */
    bool covered = kinds[0] && kinds[1] && kinds[2];
    if (!bad && !covered)
        snprintf(line, sizeof(line), "FAIL raytracing-pipeline: the scene gives %u misses, %u hits, %u ignored "
                 "candidates with a hit behind (each needed)", kinds[0], kinds[1], kinds[2]);
    else if (bad)
        snprintf(line, sizeof(line), "FAIL raytracing-pipeline: %u of %u values differ from the host model", bad,
                 checked);
    else
        snprintf(line, sizeof(line),
                 "PASS raytracing-pipeline (%s): %u values, %u pixels (%u missed, %u hit, %u of them behind a "
                 "candidate IgnoreHit dropped, %u misses after one; %u on edges not compared)",
                 ra->v->name, checked, W * H - skipped, kinds[0] + kinds[3], kinds[1] + kinds[2], kinds[2], kinds[3], skipped);
    bool pass = !bad && covered;
    harness_child_finish(fd, &vk, line, false, pass ? HARNESS_CHILD_PASS : HARNESS_CHILD_FAIL);
}

int main(int argc, char **argv)
{
    unsigned timeout_s = 120;
    int i = 1;
    if (i + 1 < argc && strcmp(argv[i], "--timeout") == 0) {
        timeout_s = (unsigned)strtoul(argv[i + 1], NULL, 10);
        i += 2;
    }
    run_arg ra = {NULL, &variants[0]};
    if (i + 1 < argc && strcmp(argv[i], "--variant") == 0) {
        ra.v = NULL;
        for (size_t k = 0; k < sizeof(variants) / sizeof(variants[0]); k++)
            if (strcmp(argv[i + 1], variants[k].name) == 0)
                ra.v = &variants[k];
        i += 2;
    }
    if (argc - i != 1 || !timeout_s || !ra.v) {
        fprintf(stderr, "usage: raytracing_run [--timeout SEC] [--variant rdat|root-cbv|table] DXIL\n");
        return 2;
    }
    ra.path = argv[i];
    return harness_run_one_test(child_main, &ra, timeout_s, "raytracing-pipeline", "raytracing_run");
}
