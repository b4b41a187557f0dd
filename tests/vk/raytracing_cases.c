/* Ray-tracing pipelines assembled from entries of several DXR libraries of
 * tests/corpus/own/dxil/raytracing (each translated with --entry), traced on
 * lavapipe with rt_pipeline.c and compared per pixel with the host model
 * (rt_model.c: traversal, instance masks, culling, facing, transforms) and
 * a C transcription of the HLSL. Cases:
 *
 *   builtins: RayGen (raygen_trace_ray: a camera ray per pixel from
 *     cbuffer Camera, RAY_FLAG_CULL_BACK_FACING_TRIANGLES) + Miss
 *     (miss_shader: sky from WorldRayDirection, w = RayTCurrent) + a
 *     triangle hit group of ClosestHit (closesthit_builtins: Normals[t1]
 *     interpolated by the barycentrics, ObjectToWorld3x4, WorldToObject4x3,
 *     World/ObjectRayOrigin/Direction, RayTCurrent, RayTMin, HitKind,
 *     InstanceID, InstanceIndex, PrimitiveIndex, RayFlags). A TLAS of four
 *     instances of one two-triangle BLAS (one front-, one back-facing
 *     triangle): translated, rotated and scaled transforms, instance IDs 5,
 *     9, 77, 3, masks, TRIANGLE_CULL_DISABLE (back faces hit: HitKind back)
 *     and TRIANGLE_FRONT_COUNTERCLOCKWISE (the flipped front face culled),
 *     one instance with mask 0 in front of the others (never hit).
 *   lib66: builtins with the same three entries compiled into one lib_6_6
 *     library (builtins_lib66), whose resources are library globals of type
 *     %dx.types.Handle loaded by each entry; same scene, same expectations.
 *   procedural: RayGen + Miss + a procedural hit group with only the
 *     intersection shader SphereIntersect (intersection_report_hit: spheres
 *     from Spheres[t3] by PrimitiveIndex, object-space ray, ReportHit with
 *     custom attributes and hit kind 7) on an AABB BLAS, three instances
 *     (scaled, translated, mask 0). A hit leaves the payload as RayGen set
 *     it (no closest hit): 0; a miss: the sky.
 *   callable: CallerRayGen + Shade (callable_shader): CallShader(x & 1)
 *     through a callable region of two records.
 *   vkd3d-flags: the six entries of ../shared vkd3d-proton rt/default_code
 *     (RayGen reads its ray flags from cbuffer Flags, traces (x, y, 1) ->
 *     -z with mask 1; RayMiss and RayClosest add local root constants
 *     LocalConstants/LocalConstants2 (b0/b1 space 1, given as a local root
 *     signature to every entry: each group's shader record holds its own
 *     pair) to the payload; RayAnyTriangle counts and IgnoreHit()s;
 *     RayIntersect reports t = 1 with custom attributes {1.0} that
 *     RayAnyAABB adds before IgnoreHit()) on triangle and AABB instances
 *     (hit groups chosen by the instances' SBT offsets, opaque by
 *     instance flag, one masked out), traced once per ray-flag value:
 *     none, FORCE_OPAQUE, FORCE_NON_OPAQUE, ACCEPT_FIRST_HIT,
 *     FORCE_OPAQUE|SKIP_CLOSEST_HIT, CULL_BACK_FACING, CULL_FRONT_FACING,
 *     CULL_OPAQUE, CULL_NON_OPAQUE, SKIP_TRIANGLES, SKIP_PROCEDURAL_PRIMITIVES
 *     (computed flags: the capability RayTraversalPrimitiveCullingKHR is
 *     declared for them). Skipped when ../shared is absent.
 *
 * Pixels whose ray the model marks ambiguous (an edge, a near tangent, two
 * hits at nearly the same t) are not compared.
 *
 * Usage: raytracing_cases [--timeout SEC] builtins|lib66|procedural|callable|vkd3d-flags
 * CORPUS_DIR (own raytracing/, or vkd3d-proton rt/ for vkd3d-flags). Exit 0 pass, 1 fail, 77 skip (the device lacks
 * rayTracingPipeline, accelerationStructure or bufferDeviceAddress), 2
 * usage. Last line: "raytracing_cases: N passed, M failed[, K skipped]".
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

enum { W = 32, H = 24, MAX_STAGES = 6 };

static const float camera_origin[3] = {0.0f, 0.0f, -2.0f};
static const float camera_tmax = 100.0f, ray_tmin = 0.001f;

/* ---- scenes ------------------------------------------------------------------------ */

/* One front-facing (T0) and one back-facing (T1) triangle for rays along +z. */
static const float tri_vertices[] = {
    -0.3f, -0.3f, 0.0f, -0.3f, 0.3f, 0.0f, 0.3f, -0.3f, 0.0f,
    0.3f, 0.3f, 0.0f, -0.3f, 0.3f, 0.0f, 0.3f, -0.3f, 0.0f,
};
/* Normals[primitive * 3 + vertex] (StructuredBuffer<float3>). */
static const float tri_normals[18] = {
    0.1f, 0.2f, -0.9f, 0.3f, -0.1f, -0.8f, -0.2f, 0.4f, -0.7f,
    0.5f, 0.5f, 0.5f, -0.6f, 0.2f, 0.3f, 0.1f, -0.7f, 0.4f,
};
/* Spheres[primitive] = center xyz, radius (object space). */
static const float spheres[8] = {-0.3f, 0.1f, 0.0f, 0.25f, 0.35f, -0.1f, 0.2f, 0.2f};

typedef struct scene {
    vk_accel_geometry geo;
    VkAabbPositionsKHR boxes[2];
    rt_model_blas blas;
    vk_accel_instance inst[4];
    rt_model_scene s;
} scene;

static void instance(vk_accel_instance *in, const float t[3], float rot, const float sc[3], uint32_t id, uint32_t mask,
                     VkGeometryInstanceFlagsKHR flags)
{
    memset(in, 0, sizeof(*in));
    rt_model_transform(in->transform, t, rot, sc);
    in->custom_index = id;
    in->mask = mask;
    in->flags = flags;
}

static void triangle_scene(scene *sc)
{
    sc->geo = (vk_accel_geometry){.kind = VK_ACCEL_TRIANGLES, .flags = VK_GEOMETRY_OPAQUE_BIT_KHR,
                                  .vertices = tri_vertices, .vertex_count = 6, .triangle_count = 2};
    sc->blas = (rt_model_blas){&sc->geo, 1};
    instance(&sc->inst[0], (const float[3]){-0.35f, 0.1f, 0.5f}, 0.0f, (const float[3]){0.8f, 0.8f, 0.8f}, 5, 0x01,
             0);
    instance(&sc->inst[1], (const float[3]){0.3f, -0.1f, 1.0f}, 25.0f, (const float[3]){1.2f, 0.9f, 1.0f}, 9, 0x02,
             VK_GEOMETRY_INSTANCE_TRIANGLE_FACING_CULL_DISABLE_BIT_KHR);
    instance(&sc->inst[2], (const float[3]){0.0f, 0.0f, 0.2f}, 0.0f, (const float[3]){1.0f, 1.0f, 1.0f}, 77, 0x00, 0);
    instance(&sc->inst[3], (const float[3]){-0.2f, -0.2f, 2.0f}, -20.0f, (const float[3]){1.5f, 1.5f, 1.0f}, 3, 0x80,
             VK_GEOMETRY_INSTANCE_TRIANGLE_FLIP_FACING_BIT_KHR);
    sc->s = (rt_model_scene){&sc->blas, 1, sc->inst, 4};
}

static void sphere_scene(scene *sc)
{
    for (int i = 0; i < 2; i++) {
        const float *s = &spheres[4 * i];
        sc->boxes[i] = (VkAabbPositionsKHR){s[0] - s[3], s[1] - s[3], s[2] - s[3], s[0] + s[3], s[1] + s[3],
                                            s[2] + s[3]};
    }
    sc->geo = (vk_accel_geometry){.kind = VK_ACCEL_AABBS, .flags = VK_GEOMETRY_OPAQUE_BIT_KHR, .boxes = sc->boxes,
                                  .box_count = 2};
    sc->blas = (rt_model_blas){&sc->geo, 1};
    instance(&sc->inst[0], (const float[3]){0.0f, 0.15f, 0.5f}, 0.0f, (const float[3]){1.0f, 1.0f, 1.0f}, 0, 0x01, 0);
    instance(&sc->inst[1], (const float[3]){0.1f, -0.35f, 1.0f}, 30.0f, (const float[3]){1.4f, 0.8f, 1.0f}, 1, 0x02,
             0);
    instance(&sc->inst[2], (const float[3]){0.0f, 0.0f, 0.1f}, 0.0f, (const float[3]){2.0f, 2.0f, 1.0f}, 2, 0x00, 0);
    sc->s = (rt_model_scene){&sc->blas, 1, sc->inst, 3};
}

/* ---- the host model ------------------------------------------------------------ */

typedef struct expect {
    bool skip;
    int kind; /* 0 miss, 1 front hit, 2 back hit (builtins) / hit (procedural), 3 callable */
    uint32_t instance; /* builtins hits: the instance index */
    double color[4];
} expect;

/* RayGen's ray through pixel (x, y), computed as the shader does (in float). */
static rt_model_ray camera_ray(uint32_t x, uint32_t y)
{
    float ndc[2] = {((float)x + 0.5f) / (float)W * 2.0f - 1.0f, ((float)y + 0.5f) / (float)H * 2.0f - 1.0f};
    float d[3] = {ndc[0] - camera_origin[0], -ndc[1] - camera_origin[1], 1.0f - camera_origin[2]};
    float len = sqrtf(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
    rt_model_ray r = {{camera_origin[0], camera_origin[1], camera_origin[2]}, ray_tmin,
                      {d[0] / len, d[1] / len, d[2] / len}, camera_tmax, RT_RAY_CULL_BACK_FACING, 0xFF};
    return r;
}

static void miss_color(const rt_model_ray *r, expect *e)
{
    double t = 0.5 * (r->dir[1] + 1.0);
    e->color[0] = 1.0 + (0.5 - 1.0) * t;
    e->color[1] = 1.0 + (0.7 - 1.0) * t;
    e->color[2] = 1.0;
    e->color[3] = r->tmax; /* RayTCurrent() in a miss shader */
}

static void invert34(const double m[3][4], double inv[3][4])
{
    double a = m[0][0], b = m[0][1], c = m[0][2], d = m[1][0], e = m[1][1], f = m[1][2], g = m[2][0], h = m[2][1],
           i = m[2][2];
    double det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
    double r[3][3] = {{(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det},
                      {(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det},
                      {(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det}};
    for (int row = 0; row < 3; row++) {
        for (int col = 0; col < 3; col++)
            inv[row][col] = r[row][col];
        inv[row][3] = -(r[row][0] * m[0][3] + r[row][1] * m[1][3] + r[row][2] * m[2][3]);
    }
}

/* closesthit_builtins' ClosestHit for the nearest candidate h. */
static void closest_hit_color(const rt_model_ray *r, const rt_model_hit *h, expect *e)
{
    double bary[3] = {1.0 - h->bary[0] - h->bary[1], h->bary[0], h->bary[1]};
    const float *nb = &tri_normals[h->primitive_index * 9];
    double n[3], wn[3], len = 0;
    for (int i = 0; i < 3; i++)
        n[i] = nb[i] * bary[0] + nb[3 + i] * bary[1] + nb[6 + i] * bary[2];
    for (int i = 0; i < 3; i++) {
        wn[i] = h->object_to_world[i][0] * n[0] + h->object_to_world[i][1] * n[1] + h->object_to_world[i][2] * n[2];
        len += wn[i] * wn[i];
    }
    double w2o[3][4];
    invert34(h->object_to_world, w2o);
    double hit_dot = 0;
    for (int i = 0; i < 3; i++)
        hit_dot += (r->origin[i] + r->dir[i] * h->t) * w2o[i][0]; /* WorldToObject4x3()[0]: column 0 of the 3x4 */
    double obj_x = h->object_origin[0] + h->object_dir[0] * h->t;
    bool front = h->front_face;
    for (int i = 0; i < 3; i++)
        e->color[i] = wn[i] / sqrt(len) * 0.5 + 0.5 + (front ? 0.0 : 0.25);
    e->color[3] = (double)(h->instance_id + h->instance_index) + ray_tmin + hit_dot + obj_x +
                  (double)(r->flags & 1);
    e->kind = front ? 1 : 2;
}

static void expect_builtins(const rt_model_scene *s, uint32_t x, uint32_t y, expect *e)
{
    rt_model_ray r = camera_ray(x, y);
    rt_model_hit hits[8];
    uint32_t n = rt_model_candidates(s, &r, hits, 8);
    memset(e, 0, sizeof(*e));
    if (n == 0) {
        miss_color(&r, e);
        return;
    }
    if (hits[0].ambiguous || (n > 1 && hits[1].t - hits[0].t < 1e-3))
        e->skip = true;
    closest_hit_color(&r, &hits[0], e);
    e->instance = hits[0].instance_index;
}

/* SphereIntersect on every AABB candidate: a hit when one reports a t in
 * [TMin, TMax]; ambiguous near a tangent or an interval end. */
static void expect_procedural(const rt_model_scene *s, uint32_t x, uint32_t y, expect *e)
{
    rt_model_ray r = camera_ray(x, y);
    rt_model_hit hits[8];
    uint32_t n = rt_model_candidates(s, &r, hits, 8);
    memset(e, 0, sizeof(*e));
    bool hit = false;
    for (uint32_t i = 0; i < n && i < 8; i++) {
        const float *sp = &spheres[4 * hits[i].primitive_index];
        double o[3], d[3];
        for (int k = 0; k < 3; k++) {
            o[k] = hits[i].object_origin[k] - sp[k];
            d[k] = hits[i].object_dir[k];
        }
        double a = d[0] * d[0] + d[1] * d[1] + d[2] * d[2], b = o[0] * d[0] + o[1] * d[1] + o[2] * d[2];
        double c = o[0] * o[0] + o[1] * o[1] + o[2] * o[2] - (double)sp[3] * sp[3];
        double disc = b * b - a * c;
        if (fabs(disc) < 1e-3 * (b * b + fabs(a * c)))
            e->skip = true;
        if (disc < 0)
            continue;
        double t = (-b - sqrt(disc)) / a;
        if (fabs(t - r.tmin) < 1e-3 || fabs(t - r.tmax) < 1e-3)
            e->skip = true;
        hit |= t >= r.tmin && t <= r.tmax;
    }
    if (hit) {
        e->kind = 2; /* the payload as RayGen initialised it */
        return;
    }
    miss_color(&r, e);
}

static void expect_callable(uint32_t x, uint32_t y, expect *e)
{
    memset(e, 0, sizeof(*e));
    double v[3] = {x, y, 1};
    bool mode1 = x & 1;
    for (int i = 0; i < 3; i++)
        e->color[i] = mode1 ? sqrt(fabs(v[i])) : v[i] * 2.0;
    e->color[3] = 1;
    e->kind = 3;
}

/* ---- vkd3d-proton rt/default_code: ray flags from data -------------------------------- */

enum { VK3_RAYS = 64, VK3_FLAG_RUNS = 11 };
static const uint32_t vk3_flags[VK3_FLAG_RUNS] = {
    0, RT_RAY_FORCE_OPAQUE, RT_RAY_FORCE_NON_OPAQUE, RT_RAY_ACCEPT_FIRST_HIT,
    RT_RAY_FORCE_OPAQUE | RT_RAY_SKIP_CLOSEST_HIT, RT_RAY_CULL_BACK_FACING, RT_RAY_CULL_FRONT_FACING,
    RT_RAY_CULL_OPAQUE, RT_RAY_CULL_NON_OPAQUE, RT_RAY_SKIP_TRIANGLES, RT_RAY_SKIP_PROCEDURAL};
/* Local root constants (LocalConstants.x, LocalConstants2.x) of each group's record. */
static const float vk3_miss_lc[2] = {10.0f, 20.0f}, vk3_hit_lc[2] = {100.0f, 200.0f}, vk3_aabb_lc[2] = {7.0f, 7.0f};
/* For rays along -z: T0 front-facing, T1 back-facing (object space, z = 0). */
static const float vk3_tri[] = {0, 0, 0, 1, 0, 0, 0, 1, 0, 2, 0, 0, 2, 1, 0, 3, 0, 0};

static void vk3_scene(scene *sc, vk_accel_geometry geo[2])
{
    geo[0] = (vk_accel_geometry){.kind = VK_ACCEL_TRIANGLES,
                                 .flags = VK_GEOMETRY_NO_DUPLICATE_ANY_HIT_INVOCATION_BIT_KHR,
                                 .vertices = vk3_tri, .vertex_count = 6, .triangle_count = 2};
    sc->boxes[0] = (VkAabbPositionsKHR){0, 0, -0.5f, 1, 1, 0.5f};
    geo[1] = (vk_accel_geometry){.kind = VK_ACCEL_AABBS, .flags = VK_GEOMETRY_NO_DUPLICATE_ANY_HIT_INVOCATION_BIT_KHR,
                                 .boxes = sc->boxes, .box_count = 1};
    const float one[3] = {1, 1, 1};
    /* Triangles (BLAS 0, hit group 0), non-opaque and forced opaque; AABBs
     * (BLAS 1, hit group 1) likewise; a triangle instance the ray's mask 1
     * excludes. */
    instance(&sc->inst[0], (const float[3]){0, 0, 0}, 0, one, 0, 0x01, 0);
    instance(&sc->inst[1], (const float[3]){0, 2, 0}, 0, one, 1, 0x01, VK_GEOMETRY_INSTANCE_FORCE_OPAQUE_BIT_KHR);
    instance(&sc->inst[2], (const float[3]){4, 0, 0}, 0, one, 2, 0x03, 0);
    instance(&sc->inst[3], (const float[3]){4, 2, 0}, 0, one, 3, 0x01, VK_GEOMETRY_INSTANCE_FORCE_OPAQUE_BIT_KHR);
    sc->inst[2].blas = sc->inst[3].blas = 1;
    sc->inst[2].sbt_offset = sc->inst[3].sbt_offset = 1;
}

static void vk3_ray_origin(uint32_t i, float o[2])
{
    static const float xs[8] = {0.25f, 0.6f, 1.5f, 2.25f, 2.4f, 3.5f, 4.3f, 5.5f};
    static const float ys[8] = {0.25f, 0.6f, 1.5f, 2.3f, 2.6f, 3.5f, 4.3f, 4.6f};
    o[0] = xs[i % 8];
    o[1] = ys[i / 8];
}

/* kind: 0 miss, 1 any-hit ignored a triangle, 2 closest hit, 3 opaque hit
 * without closest hit (skipped, or an AABB), 4 AABB any-hit ignored. */
static void vk3_expect(const rt_model_scene *s, uint32_t flags, uint32_t i, expect *e)
{
    float o[2];
    vk3_ray_origin(i, o);
    rt_model_ray r = {{o[0], o[1], 1.0f}, 0.0f, {0, 0, -1}, 10.0f, flags, 0x01};
    rt_model_hit hits[4];
    uint32_t n = rt_model_candidates(s, &r, hits, 4);
    memset(e, 0, sizeof(*e));
    if (n > 1 || (n == 1 && hits[0].ambiguous))
        e->skip = true;
    if (n == 0) {
        e->color[0] = vk3_miss_lc[0];
        e->color[1] = vk3_miss_lc[1];
        return;
    }
    const rt_model_hit *h = &hits[0];
    if (h->procedural) {
        if (h->opaque) { /* RayIntersect's ReportHit(1.0) accepted; the group has no closest hit */
            e->kind = 3;
            return;
        }
        e->kind = 4; /* RayAnyAABB: payload.y += attributes (1.0), IgnoreHit */
        e->color[0] = vk3_miss_lc[0];
        e->color[1] = 1.0 + vk3_miss_lc[1];
        return;
    }
    if (!h->opaque) { /* RayAnyTriangle: payload.x += 1, IgnoreHit */
        e->kind = 1;
        e->color[0] = 1.0 + vk3_miss_lc[0];
        e->color[1] = vk3_miss_lc[1];
        return;
    }
    if (flags & RT_RAY_SKIP_CLOSEST_HIT) {
        e->kind = 3;
        return;
    }
    e->kind = 2;
    e->color[0] = vk3_hit_lc[0];
    e->color[1] = vk3_hit_lc[1];
}

/* ---- cases --------------------------------------------------------------------------- */

typedef struct stage_src {
    const char *file, *entry;
    VkShaderStageFlagBits bit;
} stage_src;

typedef struct rt_case {
    const char *name;
    uint32_t stage_count;
    stage_src stages[MAX_STAGES];
} rt_case;

static const rt_case cases[] = {
    {"builtins", 3,
     {{"raygen_trace_ray.dxil", "RayGen", VK_SHADER_STAGE_RAYGEN_BIT_KHR},
      {"miss_shader.dxil", "Miss", VK_SHADER_STAGE_MISS_BIT_KHR},
      {"closesthit_builtins.dxil", "ClosestHit", VK_SHADER_STAGE_CLOSEST_HIT_BIT_KHR}}},
    {"lib66", 3,
     {{"builtins_lib66.dxil", "RayGen", VK_SHADER_STAGE_RAYGEN_BIT_KHR},
      {"builtins_lib66.dxil", "Miss", VK_SHADER_STAGE_MISS_BIT_KHR},
      {"builtins_lib66.dxil", "ClosestHit", VK_SHADER_STAGE_CLOSEST_HIT_BIT_KHR}}},
    {"procedural", 3,
     {{"raygen_trace_ray.dxil", "RayGen", VK_SHADER_STAGE_RAYGEN_BIT_KHR},
      {"miss_shader.dxil", "Miss", VK_SHADER_STAGE_MISS_BIT_KHR},
      {"intersection_report_hit.dxil", "SphereIntersect", VK_SHADER_STAGE_INTERSECTION_BIT_KHR}}},
    {"callable", 2,
     {{"callable_shader.dxil", "CallerRayGen", VK_SHADER_STAGE_RAYGEN_BIT_KHR},
      {"callable_shader.dxil", "Shade", VK_SHADER_STAGE_CALLABLE_BIT_KHR}}},
    {"vkd3d-flags", 6,
     {{"default_code_dxil.dxil", "RayGen", VK_SHADER_STAGE_RAYGEN_BIT_KHR},
      {"default_code_dxil.dxil", "RayMiss", VK_SHADER_STAGE_MISS_BIT_KHR},
      {"default_code_dxil.dxil", "RayClosest", VK_SHADER_STAGE_CLOSEST_HIT_BIT_KHR},
      {"default_code_dxil.dxil", "RayAnyTriangle", VK_SHADER_STAGE_ANY_HIT_BIT_KHR},
      {"default_code_dxil.dxil", "RayIntersect", VK_SHADER_STAGE_INTERSECTION_BIT_KHR},
      {"default_code_dxil.dxil", "RayAnyAABB", VK_SHADER_STAGE_ANY_HIT_BIT_KHR}}},
};

/* vkd3d-flags: LocalConstants (b0) and LocalConstants2 (b1) of space 1 are
 * local root constants. */
static const dxil2spv_root_parameter vk3_local_params[] = {
    {.parameter_type = DXIL2SPV_ROOT_PARAMETER_CONSTANTS, .shader_register = 0, .register_space = 1,
     .num_32bit_values = 1},
    {.parameter_type = DXIL2SPV_ROOT_PARAMETER_CONSTANTS, .shader_register = 1, .register_space = 1,
     .num_32bit_values = 1},
};
static const dxil2spv_root_signature vk3_local = {.version = 2, .flags = 0x80, .parameter_count = 2,
                                                  .parameters = vk3_local_params};

typedef struct run_arg {
    const rt_case *c;
    const char *dir;
} run_arg;

typedef struct gpu {
    vk_context *vk;
    vk_accel accel;
    rt_pipeline pipe;
    VkBuffer camera, normals, spheres, out;
    VkDeviceMemory camera_mem, normals_mem, spheres_mem, out_mem;
    void *out_map;
} gpu;

#define ERR g->pipe.c.err, sizeof(g->pipe.c.err)

static void gpu_destroy(gpu *g)
{
    rt_pipeline_destroy(&g->pipe);
    vk_host_free_buffer(g->vk, g->camera, g->camera_mem);
    vk_host_free_buffer(g->vk, g->normals, g->normals_mem);
    vk_host_free_buffer(g->vk, g->spheres, g->spheres_mem);
    vk_host_free_buffer(g->vk, g->out, g->out_mem);
    vk_accel_destroy(&g->accel);
    memset(g, 0, sizeof(*g));
}

static bool host_buffer(gpu *g, const void *data, VkDeviceSize size, VkBufferUsageFlags usage, VkBuffer *buf,
                        VkDeviceMemory *mem)
{
    void *map;
    if (!vk_host_make_buffer(g->vk, size, usage, buf, mem, &map, ERR))
        return false;
    memcpy(map, data, size);
    return true;
}

/* vkd3d-flags, one flag value: Buf (u0) read into out[VK3_RAYS * 2]. */
static bool run_vk3(gpu *g, dxil2spv_result *const *tr, const scene *sc, uint32_t flags,
                    float *out)
{
    vk_context *vk = g->vk;
    g->pipe.vk = vk;
    const uint32_t U = VK_SHADER_UNUSED_KHR;
    VkShaderStageFlagBits bits[6] = {VK_SHADER_STAGE_RAYGEN_BIT_KHR, VK_SHADER_STAGE_MISS_BIT_KHR,
                                     VK_SHADER_STAGE_CLOSEST_HIT_BIT_KHR, VK_SHADER_STAGE_ANY_HIT_BIT_KHR,
                                     VK_SHADER_STAGE_INTERSECTION_BIT_KHR, VK_SHADER_STAGE_ANY_HIT_BIT_KHR};
    /* Each group's record, as its shader_record layout says (the same for
     * every entry: the local root signature is the pipeline's). */
    const dxil2spv_shader_record_layout *sr = tr[1]->reflection->shader_record;
    if (!sr || sr->size != 8 || sr->parameters[0].offset != 0 || sr->parameters[1].offset != 4) {
        snprintf(ERR, "RayMiss: shader record of %u bytes, constants at %u and %u (8 bytes, 0 and 4 expected)",
                 sr ? sr->size : 0, sr ? sr->parameters[0].offset : 0, sr ? sr->parameters[1].offset : 0);
        return false;
    }
    static const float zero[2] = {0, 0};
    rt_group_desc groups[4] = {
        {VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR, 0, U, U, U, zero, 8},
        {VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR, 1, U, U, U, vk3_miss_lc, 8},
        {VK_RAY_TRACING_SHADER_GROUP_TYPE_TRIANGLES_HIT_GROUP_KHR, U, 2, 3, U, vk3_hit_lc, 8},
        {VK_RAY_TRACING_SHADER_GROUP_TYPE_PROCEDURAL_HIT_GROUP_KHR, U, U, 5, 4, vk3_aabb_lc, 8},
    };
    if (!vk_accel_build_scene(&g->accel, vk, &sc->s, ERR))
        return false;
    float positions[VK3_RAYS * 2];
    for (uint32_t i = 0; i < VK3_RAYS; i++)
        vk3_ray_origin(i, &positions[2 * i]);
    uint32_t flag_words[4] = {flags, 0, 0, 0};
    if (!host_buffer(g, flag_words, sizeof(flag_words), VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT, &g->camera,
                     &g->camera_mem) ||
        !host_buffer(g, positions, sizeof(positions), VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, &g->normals,
                     &g->normals_mem) ||
        !vk_host_make_buffer(vk, VK3_RAYS * 8, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, &g->out, &g->out_mem, &g->out_map,
                             ERR))
        return false;
    memset(g->out_map, 0xFF, VK3_RAYS * 8); /* NaN until written */
    rt_pipeline_desc d = {.stage_count = 6, .stages = tr, .stage_bits = bits, .group_count = 4, .miss_count = 1,
                          .hit_count = 2, .groups = groups, .max_recursion = 1, .width = VK3_RAYS, .height = 1};
    rt_buffer_binding buffers[3] = {{2, 0, g->camera, sizeof(flag_words)},
                                    {0, 1, g->normals, sizeof(positions)},
                                    {1, 0, g->out, VK3_RAYS * 8}};
    static float pixels[VK3_RAYS * 4];
    if (!rt_pipeline_run(&g->pipe, &d, &g->accel, buffers, 3, pixels))
        return false;
    memcpy(out, g->out_map, VK3_RAYS * 8);
    return true;
}

static bool run_case(gpu *g, const rt_case *c, dxil2spv_result *const *tr, const scene *sc, float *pixels)
{
    vk_context *vk = g->vk;
    g->pipe.vk = vk;
    const uint32_t U = VK_SHADER_UNUSED_KHR;
    VkShaderStageFlagBits bits[MAX_STAGES];
    for (uint32_t i = 0; i < c->stage_count; i++)
        bits[i] = c->stages[i].bit;
    if (strcmp(c->name, "callable") == 0) {
        rt_group_desc groups[3] = {{VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR, 0, U, U, U, NULL, 0},
                                   {VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR, 1, U, U, U, NULL, 0},
                                   {VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR, 1, U, U, U, NULL, 0}};
        rt_pipeline_desc d = {.stage_count = c->stage_count, .stages = tr, .stage_bits = bits, .group_count = 3,
                              .groups = groups, .max_recursion = 1, .width = W, .height = H};
        return rt_pipeline_run(&g->pipe, &d, NULL, NULL, 0, pixels);
    }
    if (!vk_accel_build_scene(&g->accel, vk, &sc->s, ERR))
        return false;
    /* cbuffer Camera: float4x4 invViewProj (identity), float3 origin, float tMax. */
    float camera[20] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    memcpy(&camera[16], camera_origin, 12);
    camera[19] = camera_tmax;
    if (!host_buffer(g, camera, sizeof(camera), VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT, &g->camera, &g->camera_mem) ||
        !host_buffer(g, tri_normals, sizeof(tri_normals), VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, &g->normals,
                     &g->normals_mem) ||
        !host_buffer(g, spheres, sizeof(spheres), VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, &g->spheres, &g->spheres_mem))
        return false;
    bool procedural = strcmp(c->name, "procedural") == 0;
    rt_group_desc groups[3] = {
        {VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR, 0, U, U, U, NULL, 0},
        {VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR, 1, U, U, U, NULL, 0},
        procedural ? (rt_group_desc){VK_RAY_TRACING_SHADER_GROUP_TYPE_PROCEDURAL_HIT_GROUP_KHR, U, U, U, 2, NULL, 0}
                   : (rt_group_desc){VK_RAY_TRACING_SHADER_GROUP_TYPE_TRIANGLES_HIT_GROUP_KHR, U, 2, U, U, NULL, 0},
    };
    rt_pipeline_desc d = {.stage_count = c->stage_count, .stages = tr, .stage_bits = bits, .group_count = 3,
                          .miss_count = 1, .hit_count = 1, .groups = groups, .max_recursion = 1, .width = W,
                          .height = H};
    rt_buffer_binding buffers[3] = {{2, 0, g->camera, sizeof(camera)},
                                    {0, 1, g->normals, sizeof(tri_normals)},
                                    {0, 3, g->spheres, sizeof(spheres)}};
    return rt_pipeline_run(&g->pipe, &d, &g->accel, buffers, 3, pixels);
}

/* vkd3d-flags: one trace per flag value, every ray compared. */
static void vk3_child(int fd, vk_context *vk, dxil2spv_result *const *tr, scene *sc)
{
    char line[2048];
    vk_accel_geometry geo[2];
    vk3_scene(sc, geo);
    rt_model_blas blas[2] = {{&geo[0], 1}, {&geo[1], 1}};
    sc->s = (rt_model_scene){blas, 2, sc->inst, 4};
    uint32_t checked = 0, bad = 0, skipped = 0, kinds[5] = {0, 0, 0, 0, 0};
    for (uint32_t f = 0; f < VK3_FLAG_RUNS; f++) {
        gpu g = {.vk = vk};
        float out[VK3_RAYS * 2];
        harness_report(fd, '@', "tracing");
        bool ok = run_vk3(&g, tr, sc, vk3_flags[f], out);
        bool hung = !ok && strstr(g.pipe.c.err, "VK_TIMEOUT") != NULL;
        if (!ok) {
            snprintf(line, sizeof(line), "FAIL raytracing-vkd3d-flags: flags 0x%x: %s", vk3_flags[f], g.pipe.c.err);
            if (!hung)
                gpu_destroy(&g);
            harness_child_finish(fd, vk, line, hung, HARNESS_CHILD_FAIL);
        }
        gpu_destroy(&g);
        for (uint32_t i = 0; i < VK3_RAYS; i++) {
            expect e;
            vk3_expect(&sc->s, vk3_flags[f], i, &e);
            if (e.skip) {
                skipped++;
                continue;
            }
            kinds[e.kind]++;
            for (int k = 0; k < 2; k++) {
                checked++;
                if (fabs(out[2 * i + k] - e.color[k]) > 1e-4 * (1.0 + fabs(e.color[k])) && bad++ < 8)
                    printf("flags 0x%x ray %u.%c: %.6f, expected %.6f\n", vk3_flags[f], i, "xy"[k], out[2 * i + k],
                           e.color[k]);
            }
        }
    }
    for (uint32_t st = 0; st < 6; st++)
        dxil2spv_result_free(tr[st]);
    bool covered = kinds[0] && kinds[1] && kinds[2] && kinds[3] && kinds[4];
    if (bad)
        snprintf(line, sizeof(line), "FAIL raytracing-vkd3d-flags: %u of %u values differ from the host model", bad,
                 checked);
    else if (!covered)
        snprintf(line, sizeof(line), "FAIL raytracing-vkd3d-flags: outcomes %u miss, %u any-hit ignored, %u closest "
                 "hit, %u accepted without closest hit, %u AABB any-hit (each needed)", kinds[0], kinds[1], kinds[2],
                 kinds[3], kinds[4]);
    else
        snprintf(line, sizeof(line), "PASS raytracing-vkd3d-flags: %u values over %u ray-flag values (%u misses, %u "
                 "triangle any-hits ignored, %u closest hits, %u opaque hits without closest hit, %u AABB any-hits "
                 "with custom attributes ignored; %u ambiguous rays not compared)", checked, VK3_FLAG_RUNS, kinds[0],
                 kinds[1], kinds[2], kinds[3], kinds[4], skipped);
    harness_child_finish(fd, vk, line, false, !bad && covered ? HARNESS_CHILD_PASS : HARNESS_CHILD_FAIL);
}

static void child_main(void *arg, int fd)
{
    const run_arg *ra = arg;
    const rt_case *c = ra->c;
    vk_context vk;
    vk_context_options vo = {0};
    char err[512], line[2048];
    if (!vk_context_create(&vk, &vo, err, sizeof(err)))
        harness_child_setup_failed(fd, err);
    const char *missing = rt_pipeline_unsupported(&vk);
    if (missing) {
        snprintf(line, sizeof(line), "SKIP raytracing-%s: %s (%s)", c->name, missing, vk.props.deviceName);
        harness_child_finish(fd, &vk, line, false, HARNESS_CHILD_SKIP);
    }
    harness_report(fd, '@', "translating");
    dxil2spv_result *tr[MAX_STAGES] = {NULL};
    for (uint32_t st = 0; st < c->stage_count; st++) {
        char path[1024];
        snprintf(path, sizeof(path), "%s/%s", ra->dir, c->stages[st].file);
        size_t size = 0;
        void *dxil = vk_host_read_file(path, &size);
        if (!dxil) {
            snprintf(line, sizeof(line), "FAIL raytracing-%s: cannot read %s", c->name, path);
            harness_child_finish(fd, &vk, line, false, HARNESS_CHILD_FAIL);
        }
        dxil2spv_options o;
        dxil2spv_options_init(&o);
        o.entry_point = c->stages[st].entry;
        if (strcmp(c->name, "vkd3d-flags") == 0)
            o.local_root_signature = &vk3_local;
        tr[st] = dxil2spv_translate(dxil, size, &o);
        free(dxil);
        if (!tr[st] || tr[st]->status != DXIL2SPV_OK) {
            snprintf(line, sizeof(line), "FAIL raytracing-%s: translate %s --entry %s: %s", c->name, path,
                     c->stages[st].entry, tr[st] && tr[st]->error ? tr[st]->error : "no result");
            harness_child_finish(fd, &vk, line, false, HARNESS_CHILD_FAIL);
        }
    }
    scene sc;
    memset(&sc, 0, sizeof(sc));
    if (strcmp(c->name, "vkd3d-flags") == 0)
        vk3_child(fd, &vk, tr, &sc); /* does not return */
    if (strcmp(c->name, "procedural") == 0)
        sphere_scene(&sc);
    else
        triangle_scene(&sc);
    static float pixels[W * H * 4];
    gpu g = {.vk = &vk};
    harness_report(fd, '@', "tracing");
    bool ok = run_case(&g, c, tr, &sc, pixels);
    bool hung = !ok && strstr(g.pipe.c.err, "VK_TIMEOUT") != NULL;
    if (!hung)
        gpu_destroy(&g);
    for (uint32_t st = 0; st < c->stage_count; st++)
        dxil2spv_result_free(tr[st]);
    if (!ok) {
        snprintf(line, sizeof(line), "FAIL raytracing-%s: %s", c->name, g.pipe.c.err);
        harness_child_finish(fd, &vk, line, hung, HARNESS_CHILD_FAIL);
    }
    harness_report(fd, '@', "comparing with the host model");
    uint32_t checked = 0, bad = 0, skipped = 0, kinds[4] = {0, 0, 0, 0}, instances = 0;
    for (uint32_t y = 0; y < H; y++)
        for (uint32_t x = 0; x < W; x++) {
            expect e;
            if (strcmp(c->name, "callable") == 0)
                expect_callable(x, y, &e);
            else if (strcmp(c->name, "procedural") == 0)
                expect_procedural(&sc.s, x, y, &e);
            else
                expect_builtins(&sc.s, x, y, &e);
            if (e.skip) {
                skipped++;
                continue;
            }
            kinds[e.kind]++;
            if (e.kind == 1 || e.kind == 2)
                instances |= 1u << (e.instance & 31);
            const float *p = &pixels[(y * W + x) * 4];
            for (int k = 0; k < 4; k++) {
                checked++;
                if (fabs(p[k] - e.color[k]) > 1e-3 * (1.0 + fabs(e.color[k]))) {
                    if (bad++ < 8)
                        printf("pixel (%u, %u).%c: %.6f, expected %.6f\n", x, y, "xyzw"[k], p[k], e.color[k]);
                }
            }
        }
    /* Each case must reach its paths: misses and hits (front and back
     * faces for builtins), or every callable record. */
    bool covered = strcmp(c->name, "callable") == 0     ? kinds[3] == W * H
                   : strcmp(c->name, "procedural") == 0 ? kinds[0] && kinds[2]
                                                        : kinds[0] && kinds[1] && kinds[2] && instances == 0xB;
    if (bad)
        snprintf(line, sizeof(line), "FAIL raytracing-%s: %u of %u values differ from the host model", c->name, bad,
                 checked);
    else if (!covered)
        snprintf(line, sizeof(line), "FAIL raytracing-%s: the scene gives %u misses, %u front hits, %u back/"
                 "procedural hits, %u callable pixels, instances hit 0x%x (each path needed; builtins: instances "
                 "0, 1, 3)", c->name, kinds[0], kinds[1], kinds[2], kinds[3], instances);
    else
        snprintf(line, sizeof(line), "PASS raytracing-%s: %u values, %u pixels (%u missed, %u front hits, %u back or "
                 "procedural hits, %u callable; %u ambiguous not compared)", c->name, checked, W * H - skipped,
                 kinds[0], kinds[1], kinds[2], kinds[3], skipped);
    harness_child_finish(fd, &vk, line, false, !bad && covered ? HARNESS_CHILD_PASS : HARNESS_CHILD_FAIL);
}

int main(int argc, char **argv)
{
    unsigned timeout_s = 120;
    int i = 1;
    if (i + 1 < argc && strcmp(argv[i], "--timeout") == 0) {
        timeout_s = (unsigned)strtoul(argv[i + 1], NULL, 10);
        i += 2;
    }
    run_arg ra = {NULL, NULL};
    if (argc - i == 2)
        for (size_t k = 0; k < sizeof(cases) / sizeof(cases[0]); k++)
            if (strcmp(argv[i], cases[k].name) == 0)
                ra = (run_arg){&cases[k], argv[i + 1]};
    if (!ra.c || !timeout_s) {
        fprintf(stderr, "usage: raytracing_cases [--timeout SEC] builtins|lib66|procedural|callable|vkd3d-flags "
                        "CORPUS_DIR\n");
        return 2;
    }
    if (strcmp(ra.c->name, "vkd3d-flags") == 0) {
        char path[1024];
        snprintf(path, sizeof(path), "%s/%s", ra.dir, ra.c->stages[0].file);
        FILE *f = fopen(path, "rb");
        if (!f) {
            printf("SKIP raytracing-%s: no %s (the shared corpus is absent)\n", ra.c->name, path);
            printf("raytracing_cases: 0 passed, 0 failed, 1 skipped\n");
            return 77;
        }
        fclose(f);
    }
    char test[256];
    snprintf(test, sizeof(test), "raytracing-%s", ra.c->name);
    return harness_run_one_test(child_main, &ra, timeout_s, test, "raytracing_cases");
}
