/* Scenes, inputs and host-model expectations of the ray query execution
 * tests (see rayquery_cases.h). Each expectation is the shader's HLSL source
 * transcribed to C over rt_model's candidate list; the scenes are built so
 * that the result does not depend on the order in which traversal reports
 * candidates (which D3D and Vulkan leave open), and rays whose candidates
 * lie on an edge or at an interval end are not used. */
#include "rayquery_cases.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))
enum { MAX_RAYS = 64, MAX_HITS = 32, MAX_INSTANCES = 12 };

struct rq_case_data {
    float rays[MAX_RAYS][8];                  /* inline: (origin, tmin), (dir, tmax) */
    float vkd3d_rays[MAX_RAYS][2];
    float spheres[4][4];
    float out[RQ_MAX_PASSES][MAX_RAYS * 4];
    float copies_out[MAX_RAYS * 16];          /* copies: four float4 per ray */
    uint32_t cb[RQ_MAX_PASSES][4];
    uint32_t pass_flags[RQ_MAX_PASSES];
    vk_accel_instance instances[MAX_INSTANCES];
    rt_model_blas blas[4];
    vk_accel_geometry geometries[4][3]; /* blas[i] lists geometries[i] */
    float vertices[6 * 8];
    float light[4];
    float pixels[16 * 16 * 4];
};

/* ---- shared geometry ---------------------------------------------------------------- */

/* A quad in the z = 0 plane over [-1, 1]^2, counter-clockwise seen from +z:
 * front-facing (D3D) for rays travelling towards -z. */
static const float quad_vertices[] = {-1, -1, 0, 1, -1, 0, 1, 1, 0, -1, 1, 0};
static const uint32_t quad_indices[] = {0, 1, 2, 0, 2, 3};
/* A small triangle in front of it (z = -0.5), and one placed by a geometry
 * transform (scale 0.5, moved to z = -1). */
static const float small_tri[] = {-0.5f, -0.5f, -0.5f, 0.5f, -0.5f, -0.5f, 0.0f, 0.5f, -0.5f};
static const float unit_tri[] = {0, 0, 0, 1, 0, 0, 0, 1, 0};
static const float unit_tri_transform[12] = {0.5f, 0, 0, -0.75f, 0, 0.5f, 0, 0.25f, 0, 0, 1, -1};

static vk_accel_geometry quad(VkGeometryFlagsKHR flags)
{
    return (vk_accel_geometry){.kind = VK_ACCEL_TRIANGLES, .flags = flags, .vertices = quad_vertices,
                               .vertex_count = 4, .indices = quad_indices, .triangle_count = 2};
}

static void place(vk_accel_instance *in, uint32_t blas, float tx, float ty, float tz, float rot_y, float sx,
                  float sy, float sz)
{
    float t[3] = {tx, ty, tz}, s[3] = {sx, sy, sz};
    rt_model_transform(in->transform, t, rot_y, s);
    in->blas = blas;
    in->mask = 0xFF;
}

static void add_buffer(rq_pass *p, uint32_t cls, uint32_t reg, const void *data, size_t size, void *result)
{
    p->buffers[p->buffer_count++] = (rq_buffer){cls, reg, data, size, result};
}

static uint32_t rnd(uint32_t *seed)
{
    *seed = *seed * 1664525u + 1013904223u;
    return *seed >> 8;
}

static float rndf(uint32_t *seed, float lo, float hi)
{
    return lo + (hi - lo) * (float)rnd(seed) / 16777216.0f;
}

/* ---- checks -------------------------------------------------------------------------- */

typedef struct checker {
    uint32_t bad, checked;
    char *detail;
    size_t size, used;
} checker;

static void note(checker *k, const char *fmt, ...)
{
    if (k->bad > 6 || k->used + 1 >= k->size)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(k->detail + k->used, k->size - k->used, fmt, ap);
    va_end(ap);
    if (n > 0)
        k->used += (size_t)n < k->size - k->used ? (size_t)n : k->size - k->used - 1;
}

static void expect(checker *k, const char *what, uint32_t pass, uint32_t i, float got, double want, double tol)
{
    k->checked++;
    double scale = fabs(want) > 1.0 ? fabs(want) : 1.0;
    if (fabs((double)got - want) <= tol * scale && !isnan(got))
        return;
    k->bad++;
    note(k, "  pass %u %s[%u]: got %.6g expected %.6g\n", pass, what, i, (double)got, want);
}

/* ---- inline: rayquery_inline_compute ------------------------------------------------- */
/* RayQuery<CULL_NON_OPAQUE | SKIP_PROCEDURAL_PRIMITIVES>, TraceRayInline(flags 0, mask 0xFF);
 * non-opaque candidates with barycentrics summing below 0.9 are committed; the result is
 * (barycentrics, InstanceID + PrimitiveIndex + GeometryIndex, +-RayT by facing) or (0,0,0,-1). */

enum { INLINE_FLAGS = RT_RAY_CULL_NON_OPAQUE | RT_RAY_SKIP_PROCEDURAL };

/* The ray's candidates (at most MAX_HITS, ascending t) into hits; false
 * when one is ambiguous or two lie so close that either could be the
 * closest. */
static bool clear_candidates(const rt_model_scene *s, const rt_model_ray *r, rt_model_hit *hits, uint32_t *count)
{
    uint32_t n = rt_model_candidates(s, r, hits, MAX_HITS);
    if (n > MAX_HITS)
        return false;
    for (uint32_t i = 0; i < n; i++) {
        if (hits[i].ambiguous)
            return false;
        if (i && hits[i].t - hits[i - 1].t < 1e-3 * (fabs(hits[i].t) + 1))
            return false; /* a near tie */
    }
    *count = n;
    return true;
}

static bool inline_expect(const rt_model_scene *s, const float *ray8, float want[4], uint32_t *instance)
{
    rt_model_ray r = {{ray8[0], ray8[1], ray8[2]}, ray8[3], {ray8[4], ray8[5], ray8[6]}, ray8[7], INLINE_FLAGS, 0xFF};
    rt_model_hit hits[MAX_HITS];
    uint32_t n;
    if (!clear_candidates(s, &r, hits, &n))
        return false;
    want[0] = want[1] = want[2] = 0;
    want[3] = -1;
    *instance = UINT32_MAX;
    for (uint32_t i = 0; i < n; i++) {
        const rt_model_hit *h = &hits[i];
        if (h->procedural || !(h->opaque || h->bary[0] + h->bary[1] < 0.9))
            continue;
        if (!h->opaque && fabs(h->bary[0] + h->bary[1] - 0.9) < 1e-3)
            return false;
        want[0] = (float)h->bary[0];
        want[1] = (float)h->bary[1];
        want[2] = (float)(h->instance_id + h->primitive_index + h->geometry_index);
        want[3] = (float)(h->front_face ? h->t : -h->t);
        *instance = h->instance_index;
        break;
    }
    return true;
}

/* The inline scene: 8 instances of a 3-geometry triangle BLAS and an AABB
 * BLAS (transforms, instance flags, masks, custom indices). */
static void inline_scene(rq_case *c)
{
    rq_case_data *d = c->data;
    vk_accel_geometry *tri_blas = d->geometries[0], *box_blas = d->geometries[1];
    static const VkAabbPositionsKHR unit_box = {-1, -1, -1, 1, 1, 1};
    tri_blas[0] = quad(VK_GEOMETRY_OPAQUE_BIT_KHR);
    tri_blas[1] = (vk_accel_geometry){.kind = VK_ACCEL_TRIANGLES, .vertices = small_tri, .vertex_count = 3,
                                      .triangle_count = 1}; /* non-opaque */
    tri_blas[2] = (vk_accel_geometry){.kind = VK_ACCEL_TRIANGLES, .flags = VK_GEOMETRY_OPAQUE_BIT_KHR,
                                      .vertices = unit_tri, .vertex_count = 3, .triangle_count = 1,
                                      .transform = unit_tri_transform};
    box_blas[0] = (vk_accel_geometry){.kind = VK_ACCEL_AABBS, .flags = VK_GEOMETRY_OPAQUE_BIT_KHR,
                                      .boxes = &unit_box, .box_count = 1};
    d->blas[0] = (rt_model_blas){tri_blas, 3};
    d->blas[1] = (rt_model_blas){box_blas, 1};
    vk_accel_instance *in = d->instances;
    place(&in[0], 0, 0, 0, 5, 0, 1, 1, 1);
    in[0].custom_index = 100;
    place(&in[1], 0, 4, 0, 5, 30, 1.5f, 1.5f, 1.5f);
    in[1].custom_index = 200;
    in[1].flags = VK_GEOMETRY_INSTANCE_TRIANGLE_FLIP_FACING_BIT_KHR;
    place(&in[2], 0, -4, 0, 5, -20, 1, 1, 1);
    in[2].custom_index = 300;
    in[2].flags = VK_GEOMETRY_INSTANCE_FORCE_OPAQUE_BIT_KHR; /* its non-opaque triangle becomes visible */
    place(&in[3], 0, 0, 4, 5, 0, 1, 1, 1);
    in[3].custom_index = 400;
    in[3].flags = VK_GEOMETRY_INSTANCE_FORCE_NO_OPAQUE_BIT_KHR; /* culled whole by CULL_NON_OPAQUE */
    place(&in[4], 0, 0, -4, 5, 0, 1, 1, 1);
    in[4].custom_index = 500;
    in[4].mask = 0; /* never included */
    place(&in[5], 1, 0, 0, 2, 0, 1, 1, 1);
    in[5].custom_index = 550; /* AABBs: skipped by SKIP_PROCEDURAL_PRIMITIVES */
    place(&in[6], 0, 0, 0, 8, 180, 2.5f, 2.5f, 1);
    in[6].custom_index = 600; /* behind instance 0, turned around: the other facing */
    in[6].flags = VK_GEOMETRY_INSTANCE_TRIANGLE_FACING_CULL_DISABLE_BIT_KHR;
    place(&in[7], 0, 3.5f, 3.5f, 6, 0, 1, 1, 1);
    in[7].custom_index = 0xFFFFF0; /* 24-bit custom index */
    c->scene = (rt_model_scene){d->blas, 2, in, 8};
}

/* Rays towards random points of random instances of the inline scene (most
 * hit something), from the front (z = -5) or from behind (z = 15), some with
 * a TMin or TMax that cuts hits off, as (origin, tmin), (dir, tmax); a ray
 * `usable` rejects (an ambiguous candidate) is redrawn. */
static void draw_rays(rq_case *c, uint32_t seed, bool (*usable)(const rt_model_scene *s, const float *ray8, uint32_t i))
{
    const vk_accel_instance *in = c->scene.instances;
    for (uint32_t i = 0; i < MAX_RAYS;) {
        const vk_accel_instance *t = &in[rnd(&seed) % 8];
        float u = rndf(&seed, -1.3f, 1.3f), v = rndf(&seed, -1.3f, 1.3f);
        float target[3];
        for (int k = 0; k < 3; k++)
            target[k] = t->transform[k][0] * u + t->transform[k][1] * v + t->transform[k][3];
        bool behind = rnd(&seed) % 4 == 0;
        float o[3] = {rndf(&seed, -3, 3), rndf(&seed, -3, 3), behind ? 15.0f : -5.0f};
        float *r = c->data->rays[i];
        for (int k = 0; k < 3; k++) {
            r[k] = o[k];
            r[4 + k] = (target[k] - o[k]) * 0.25f;
        }
        uint32_t kind = rnd(&seed) % 8;
        r[3] = kind == 1 ? rndf(&seed, 0.5f, 4.5f) : 0.0f;
        r[7] = kind == 2 ? rndf(&seed, 2.0f, 5.0f) : 1000.0f;
        if (usable(&c->scene, r, i))
            i++;
    }
}

static bool inline_usable(const rt_model_scene *s, const float *ray8, uint32_t i)
{
    float want[4];
    uint32_t inst;
    (void)i;
    return inline_expect(s, ray8, want, &inst);
}

static void make_inline(rq_case *c)
{
    rq_case_data *d = c->data;
    inline_scene(c);
    draw_rays(c, 2024, inline_usable);
    uint32_t hit_count = 0, back = 0, nonopaque = 0;
    for (uint32_t i = 0; i < MAX_RAYS; i++) {
        float want[4];
        uint32_t inst;
        inline_expect(&c->scene, d->rays[i], want, &inst);
        hit_count += inst != UINT32_MAX;
        back += want[3] < 0 && inst != UINT32_MAX;
        nonopaque += inst == 2 && want[2] == 301.0f;
    }
    c->groups = 1;
    c->pass_count = 1;
    add_buffer(&c->passes[0], 0, 1, d->rays, sizeof(d->rays), NULL);
    add_buffer(&c->passes[0], 1, 0, NULL, sizeof(float) * 4 * MAX_RAYS, d->out[0]);
    snprintf(c->summary, sizeof(c->summary),
             "%u rays, %u hit (%u back faces, %u forced-opaque triangle hits), 8 instances", MAX_RAYS, hit_count,
             back, nonopaque);
}

static void check_inline(rq_case *c, checker *k)
{
    for (uint32_t i = 0; i < MAX_RAYS; i++) {
        float want[4];
        uint32_t inst;
        inline_expect(&c->scene, c->data->rays[i], want, &inst);
        const float *got = &c->data->out[0][4 * i];
        expect(k, "Hits.x (barycentric)", 0, i, got[0], want[0], 1e-3);
        expect(k, "Hits.y (barycentric)", 0, i, got[1], want[1], 1e-3);
        expect(k, "Hits.z (ids)", 0, i, got[2], want[2], 0);
        expect(k, "Hits.w (+-RayT)", 0, i, got[3], want[3], 1e-4);
    }
}

/* ---- copies: rayquery_copies_compute -------------------------------------------------- */
/* RayQuery copies name the same query (D3D: a copy copies the handle). Per ray i, with back
 * = the ray reversed from origin + 8 * direction: a = (i & 1) ? ray : back and b the other one,
 * traced through a select and directly, traversed through copies chosen on branches (phis),
 * read through a and b; c = ray with RayQuery<FORCE_OPAQUE | CULL_BACK_FACING_TRIANGLES>
 * (another template's flags in the same function); arr[i % 3] of a local array = (i & 4) ?
 * back : ray with CULL_FRONT_FACING_TRIANGLES, while arr[(i % 3 + 1) % 3] traces another ray.
 * Every query is RayQuery<FORCE_OPAQUE>: the closest triangle is committed; each float4 is
 * (RayT, InstanceID, PrimitiveIndex, 1), or (-1, 0, 0, 0) without a committed triangle. */

/* The closest triangle hit of a ray (procedural candidates are never
 * committed by the shader); false when a candidate is ambiguous or two lie
 * too close to tell which is closest. */
static bool closest_triangle(const rt_model_scene *s, const float o[3], const float dir[3], float tmin, float tmax,
                             uint32_t flags, float want[4])
{
    rt_model_ray r = {{o[0], o[1], o[2]}, tmin, {dir[0], dir[1], dir[2]}, tmax, flags, 0xFF};
    rt_model_hit hits[MAX_HITS];
    uint32_t n;
    if (!clear_candidates(s, &r, hits, &n))
        return false;
    want[0] = -1;
    want[1] = want[2] = want[3] = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (hits[i].procedural)
            continue;
        want[0] = (float)hits[i].t;
        want[1] = (float)hits[i].instance_id;
        want[2] = (float)hits[i].primitive_index;
        want[3] = 1;
        break;
    }
    return true;
}

static bool copies_expect(const rt_model_scene *s, const float *ray8, uint32_t i, float want[16])
{
    const float *o = ray8, *dir = ray8 + 4;
    float tmin = ray8[3], tmax = ray8[7];
    float bo[3], bd[3];
    for (int k = 0; k < 3; k++) {
        bo[k] = o[k] + dir[k] * 8.0f;
        bd[k] = -dir[k];
    }
    enum { FO = RT_RAY_FORCE_OPAQUE };
    float fwd[4], rev[4];
    if (!closest_triangle(s, o, dir, tmin, tmax, FO, fwd) || !closest_triangle(s, bo, bd, tmin, tmax, FO, rev))
        return false;
    memcpy(want, (i & 1) ? fwd : rev, sizeof(fwd));     /* a */
    memcpy(want + 4, (i & 1) ? rev : fwd, sizeof(fwd)); /* b */
    if (!closest_triangle(s, o, dir, tmin, tmax, FO | RT_RAY_CULL_BACK_FACING, want + 8))
        return false;
    return (i & 4) ? closest_triangle(s, bo, bd, tmin, tmax, FO | RT_RAY_CULL_FRONT_FACING, want + 12)
                   : closest_triangle(s, o, dir, tmin, tmax, FO | RT_RAY_CULL_FRONT_FACING, want + 12);
}

static bool copies_usable(const rt_model_scene *s, const float *ray8, uint32_t i)
{
    float want[16];
    return copies_expect(s, ray8, i, want);
}

static void make_copies(rq_case *c)
{
    rq_case_data *d = c->data;
    inline_scene(c);
    draw_rays(c, 4242, copies_usable);
    uint32_t hits[4] = {0, 0, 0, 0};
    for (uint32_t i = 0; i < MAX_RAYS; i++) {
        float want[16];
        copies_expect(&c->scene, d->rays[i], i, want);
        for (int q = 0; q < 4; q++)
            hits[q] += want[4 * q + 3] != 0;
    }
    c->groups = 1;
    c->pass_count = 1;
    add_buffer(&c->passes[0], 0, 1, d->rays, sizeof(d->rays), NULL);
    add_buffer(&c->passes[0], 1, 0, NULL, sizeof(d->copies_out), d->copies_out);
    snprintf(c->summary, sizeof(c->summary),
             "%u rays; hits through a %u, b %u, c (culling back faces) %u, the local array (culling front faces) %u",
             MAX_RAYS, hits[0], hits[1], hits[2], hits[3]);
}

static void check_copies(rq_case *c, checker *k)
{
    static const char *const what[4] = {"Out[4i] (a)", "Out[4i+1] (b)", "Out[4i+2] (c)", "Out[4i+3] (arr[i % 3])"};
    for (uint32_t i = 0; i < MAX_RAYS; i++) {
        float want[16];
        copies_expect(&c->scene, c->data->rays[i], i, want);
        const float *got = &c->data->copies_out[16 * i];
        for (int q = 0; q < 4; q++) {
            expect(k, what[q], 0, i, got[4 * q], want[4 * q], 1e-4);
            for (int m = 1; m < 4; m++)
                expect(k, what[q], 0, i, got[4 * q + m], want[4 * q + m], 0);
        }
    }
}

/* ---- procedural: rayquery_procedural_compute ----------------------------------------- */
/* 32 rays (x, 0, -10) along +z, TMax 100, RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH, mask 1:
 * procedural candidates are intersected with Spheres[CandidatePrimitiveIndex()] in object space
 * and committed at t when t > RayTMin() and t < CommittedRayT() (TMax before any commit);
 * triangle candidates are committed. Out[x] = procedural RayT or -1; Out[32 + x] =
 * CommittedObjectToWorld3x4()._11 + CommittedInstanceContributionToHitGroupIndex(). */

static const float sphere_data[4][4] = {{2, 0, 0, 0.6f}, {5, 0, 1, 1.2f}, {9.5f, 0, 0, 0.4f}, {0, 0, 0, 0}};
static const VkAabbPositionsKHR proc_boxes[3] = {
    {1.4f, -0.6f, -0.6f, 2.6f, 0.6f, 0.6f},
    {3.8f, -1.2f, -0.2f, 6.2f, 1.2f, 2.2f},
    {8.7f, -0.5f, -0.5f, 10.3f, 0.5f, 0.5f}, /* wider than its sphere: rays 9 and 10 enter it and miss */
};

/* Returns false when the scene gives the ray more than one candidate (then
 * the first-hit result would depend on traversal order). */
static bool procedural_expect(const rt_model_scene *s, uint32_t x, float *t_out, float *m_out, bool *defined)
{
    rt_model_ray r = {{(float)x, 0, -10}, 0, {0, 0, 1}, 100, RT_RAY_ACCEPT_FIRST_HIT, 0x1};
    rt_model_hit hits[MAX_HITS];
    uint32_t n = rt_model_candidates(s, &r, hits, MAX_HITS);
    *t_out = -1;
    *defined = false;
    if (n > 1 || (n == 1 && hits[0].ambiguous))
        return false;
    if (n == 0)
        return true;
    const rt_model_hit *h = &hits[0];
    if (h->procedural) {
        const float *sp = sphere_data[h->primitive_index];
        float o[3], d[3];
        for (int k = 0; k < 3; k++) {
            o[k] = (float)h->object_origin[k] - sp[k];
            d[k] = (float)h->object_dir[k];
        }
        float b = o[0] * d[0] + o[1] * d[1] + o[2] * d[2];
        float cc = o[0] * o[0] + o[1] * o[1] + o[2] * o[2] - sp[3] * sp[3];
        float disc = b * b - cc;
        if (disc < 0)
            return true;
        float t = -b - sqrtf(disc);
        if (!(t > r.tmin && t < r.tmax))
            return true;
        *t_out = t;
    }
    *defined = true;
    *m_out = (float)h->object_to_world[0][0] + (float)h->sbt_offset;
    return true;
}

static void make_procedural(rq_case *c)
{
    rq_case_data *d = c->data;
    vk_accel_geometry *boxes3 = d->geometries[0], *box1 = d->geometries[1], *tri_nonopaque = d->geometries[2],
                      *tri_opaque = d->geometries[3];
    boxes3[0] = (vk_accel_geometry){.kind = VK_ACCEL_AABBS, .boxes = proc_boxes, .box_count = 3};
    box1[0] = (vk_accel_geometry){.kind = VK_ACCEL_AABBS, .flags = VK_GEOMETRY_OPAQUE_BIT_KHR, .boxes = proc_boxes,
                                  .box_count = 1};
    tri_nonopaque[0] = quad(0);
    tri_opaque[0] = quad(VK_GEOMETRY_OPAQUE_BIT_KHR);
    d->blas[0] = (rt_model_blas){boxes3, 1};
    d->blas[1] = (rt_model_blas){box1, 1};
    d->blas[2] = (rt_model_blas){tri_nonopaque, 1};
    d->blas[3] = (rt_model_blas){tri_opaque, 1};
    vk_accel_instance *in = d->instances;
    place(&in[0], 0, 0, 0, 0, 0, 1, 1, 1);
    in[0].mask = 0x1;
    in[0].sbt_offset = 3;
    place(&in[1], 1, 10, 0, 3, 0, 2, 1, 1); /* rays 13..15 through a sphere stretched along x */
    in[1].mask = 0x1;
    in[1].sbt_offset = 7;
    place(&in[2], 0, 16, 0, 0, 0, 1, 1, 1); /* excluded by the ray's mask */
    in[2].mask = 0x2;
    in[2].sbt_offset = 13;
    place(&in[3], 2, 23, 0.3f, 0, 0, 1.2f, 1, 1); /* non-opaque triangles: candidates, committed */
    in[3].mask = 0x3;
    in[3].sbt_offset = 5;
    place(&in[4], 3, 27, 0.4f, 2, 20, 0.75f, 1, 1); /* an opaque triangle: committed by traversal */
    in[4].mask = 0x1;
    in[4].sbt_offset = 11;
    c->scene = (rt_model_scene){d->blas, 4, in, 5};
    memcpy(d->spheres, sphere_data, sizeof(sphere_data));
    c->groups = 1;
    c->pass_count = 1;
    add_buffer(&c->passes[0], 0, 1, d->spheres, sizeof(d->spheres), NULL);
    add_buffer(&c->passes[0], 1, 0, NULL, sizeof(float) * 64, d->out[0]);
    uint32_t proc = 0, tri = 0, missed = 0;
    for (uint32_t x = 0; x < 32; x++) {
        float t, m;
        bool defined;
        if (!procedural_expect(&c->scene, x, &t, &m, &defined))
            continue;
        proc += t >= 0;
        tri += defined && t < 0;
        missed += !defined;
    }
    snprintf(c->summary, sizeof(c->summary), "32 rays: %u procedural hits, %u triangle hits, %u without a hit",
             proc, tri, missed);
}

static void check_procedural(rq_case *c, checker *k)
{
    const float *out = c->data->out[0];
    for (uint32_t x = 0; x < 32; x++) {
        float t, m;
        bool defined;
        if (!procedural_expect(&c->scene, x, &t, &m, &defined)) {
            k->bad++;
            note(k, "  ray %u: the scene gives it several candidates (test error)\n", x);
            continue;
        }
        expect(k, "Out (RayT)", 0, x, out[x], t, 1e-4);
        if (defined)
            expect(k, "Out (ObjectToWorld._11 + contribution)", 0, 32 + x, out[32 + x], m, 1e-5);
    }
}

/* ---- vkd3d: vkd3d-proton rt/rayquery_code_dxil ---------------------------------------- */
/* Rays (Rays[i].xy, 1) along -z, TMin 0, TMax 10, flags from cbuffer element 2, mask 1.
 * A triangle candidate counts 1 and aborts; a non-opaque procedural candidate counts 1;
 * an opaque one is committed at t = 1 while CommittedRayT() > 1. Out = (sum + 1, sum + 2)
 * with sum = InstanceContributionToHitGroupIndex + GeometryIndex after a commit, else the
 * cbuffer's (x, y); plus the two counts. */

static const VkAabbPositionsKHR vbox_a = {-0.5f, -0.5f, -1, 0.5f, 0.5f, 0};
static const VkAabbPositionsKHR vbox_b = {1.5f, -0.5f, -1, 2.5f, 0.5f, 0};
static const float vquad_a[] = {-0.5f, -0.5f, 0, 0.5f, -0.5f, 0, 0.5f, 0.5f, 0, -0.5f, 0.5f, 0};
static const float vquad_b[] = {1.5f, -0.5f, 0, 2.5f, -0.5f, 0, 2.5f, 0.5f, 0, 1.5f, 0.5f, 0};
static const uint32_t vkd3d_flag_passes[] = {
    0, RT_RAY_FORCE_OPAQUE, RT_RAY_FORCE_NON_OPAQUE, RT_RAY_ACCEPT_FIRST_HIT, RT_RAY_CULL_BACK_FACING,
    RT_RAY_CULL_FRONT_FACING, RT_RAY_CULL_OPAQUE, RT_RAY_CULL_NON_OPAQUE, RT_RAY_SKIP_TRIANGLES,
    RT_RAY_SKIP_PROCEDURAL, RT_RAY_CULL_BACK_FACING | RT_RAY_FORCE_OPAQUE,
};
enum { VKD3D_MISS_X = 100, VKD3D_MISS_Y = 200 };

static bool vkd3d_expect(const rt_model_scene *s, const float xy[2], uint32_t flags, float want[2])
{
    rt_model_ray r = {{xy[0], xy[1], 1}, 0, {0, 0, -1}, 10, flags, 0x1};
    rt_model_hit hits[MAX_HITS];
    uint32_t n = rt_model_candidates(s, &r, hits, MAX_HITS);
    if (n > MAX_HITS)
        return false;
    double committed_t = r.tmax;
    bool committed = false;
    uint32_t sum = 0, cx = 0, cy = 0;
    for (uint32_t i = 0; i < n; i++) {
        const rt_model_hit *h = &hits[i];
        if (h->ambiguous)
            return false;
        bool stop = false;
        if (!h->procedural) {
            if (h->t >= committed_t)
                continue;
            if (h->opaque) {
                committed = true;
                committed_t = h->t;
                sum = h->sbt_offset + h->geometry_index;
                stop = (flags & RT_RAY_ACCEPT_FIRST_HIT) != 0;
            } else {
                cx++;
                stop = true; /* Abort() */
            }
        } else if (!h->opaque) {
            cy++;
        } else if (committed_t > 1.0) {
            committed = true;
            committed_t = 1.0;
            sum = h->sbt_offset + h->geometry_index;
            stop = (flags & RT_RAY_ACCEPT_FIRST_HIT) != 0;
        }
        if (stop)
            break;
    }
    want[0] = (float)((committed ? sum + 1 : VKD3D_MISS_X) + cx);
    want[1] = (float)((committed ? sum + 2 : VKD3D_MISS_Y) + cy);
    return true;
}

static void make_vkd3d(rq_case *c)
{
    rq_case_data *d = c->data;
    vk_accel_geometry *boxes = d->geometries[0], *quads = d->geometries[1];
    /* Geometry 0 opaque, geometry 1 non-opaque, side by side (x 0 and 2). */
    boxes[0] = (vk_accel_geometry){.kind = VK_ACCEL_AABBS,
                                   .flags = VK_GEOMETRY_OPAQUE_BIT_KHR |
                                            VK_GEOMETRY_NO_DUPLICATE_ANY_HIT_INVOCATION_BIT_KHR,
                                   .boxes = &vbox_a, .box_count = 1};
    boxes[1] = (vk_accel_geometry){.kind = VK_ACCEL_AABBS, .flags = VK_GEOMETRY_NO_DUPLICATE_ANY_HIT_INVOCATION_BIT_KHR,
                                   .boxes = &vbox_b, .box_count = 1};
    /* Geometry 0 non-opaque, geometry 1 opaque. */
    quads[0] = (vk_accel_geometry){.kind = VK_ACCEL_TRIANGLES, .flags = VK_GEOMETRY_NO_DUPLICATE_ANY_HIT_INVOCATION_BIT_KHR,
                                   .vertices = vquad_a, .vertex_count = 4, .indices = quad_indices,
                                   .triangle_count = 2};
    quads[1] = (vk_accel_geometry){.kind = VK_ACCEL_TRIANGLES, .flags = VK_GEOMETRY_OPAQUE_BIT_KHR,
                                   .vertices = vquad_b, .vertex_count = 4, .indices = quad_indices,
                                   .triangle_count = 2};
    d->blas[0] = (rt_model_blas){boxes, 2};
    d->blas[1] = (rt_model_blas){quads, 2};
    vk_accel_instance *in = d->instances;
    /* Rays run on an 8 x 8 grid at x, y = 1, 3, ..., 15; each row y has its instances. */
    place(&in[0], 0, 1, 1, -2, 0, 1, 1, 1);
    in[0].sbt_offset = 3;
    place(&in[1], 0, 5, 3, -2, 0, 1, 1, 1);
    in[1].mask = 0x2; /* excluded */
    in[1].sbt_offset = 10;
    place(&in[2], 1, 1, 5, -2, 0, 1, 1, 1);
    in[2].mask = 0x3;
    in[2].sbt_offset = 20;
    place(&in[3], 1, 1, 7, -2, 0, 1, 1, 1);
    in[3].sbt_offset = 30;
    in[3].flags = VK_GEOMETRY_INSTANCE_TRIANGLE_FLIP_FACING_BIT_KHR;
    place(&in[4], 1, 1, 9, -2, 0, 1, 1, 1);
    in[4].sbt_offset = 40;
    in[4].flags = VK_GEOMETRY_INSTANCE_TRIANGLE_FACING_CULL_DISABLE_BIT_KHR;
    place(&in[5], 0, 1, 11, -2, 0, 1, 1, 1); /* two boxes on each ray, one behind the other */
    in[5].sbt_offset = 50;
    place(&in[6], 0, 1, 11, -4, 0, 1, 1, 1);
    in[6].sbt_offset = 50;
    place(&in[7], 1, 5, 13, -2, 180, 1, 1, 1); /* turned around: back faces, quads at x 5 and 3 */
    in[7].sbt_offset = 60;
    place(&in[8], 0, 9, 13, -2, 0, 1, 1.5f, 1);
    in[8].sbt_offset = 70;
    in[8].flags = VK_GEOMETRY_INSTANCE_FORCE_NO_OPAQUE_BIT_KHR;
    place(&in[9], 0, 9, 15, -3, 0, 1, 1, 1);
    in[9].sbt_offset = 80;
    in[9].flags = VK_GEOMETRY_INSTANCE_FORCE_OPAQUE_BIT_KHR;
    for (uint32_t i = 0; i < 10; i++)
        if (in[i].mask == 0xFF)
            in[i].mask = 0x1;
    c->scene = (rt_model_scene){d->blas, 2, in, 10};
    for (uint32_t i = 0; i < MAX_RAYS; i++) {
        d->vkd3d_rays[i][0] = 1.2f + (float)(2 * (i % 8)); /* off the quads' diagonals */
        d->vkd3d_rays[i][1] = 0.9f + (float)(2 * (i / 8));
    }
    c->groups = 1;
    c->pass_count = COUNT_OF(vkd3d_flag_passes);
    for (uint32_t p = 0; p < c->pass_count; p++) {
        float miss[2] = {VKD3D_MISS_X, VKD3D_MISS_Y};
        memcpy(d->cb[p], miss, sizeof(miss));
        d->cb[p][2] = d->pass_flags[p] = vkd3d_flag_passes[p];
        add_buffer(&c->passes[p], 0, 1, d->vkd3d_rays, sizeof(d->vkd3d_rays), NULL);
        add_buffer(&c->passes[p], 2, 0, d->cb[p], sizeof(d->cb[p]), NULL);
        add_buffer(&c->passes[p], 1, 0, NULL, sizeof(float) * 2 * MAX_RAYS, d->out[p]);
    }
    snprintf(c->summary, sizeof(c->summary), "%u rays x %u ray-flag passes, 10 instances", MAX_RAYS, c->pass_count);
}

static void check_vkd3d(rq_case *c, checker *k)
{
    for (uint32_t p = 0; p < c->pass_count; p++)
        for (uint32_t i = 0; i < MAX_RAYS; i++) {
            float want[2];
            if (!vkd3d_expect(&c->scene, c->data->vkd3d_rays[i], c->data->pass_flags[p], want)) {
                k->bad++;
                note(k, "  ray %u: an ambiguous candidate (test error)\n", i);
                continue;
            }
            const float *got = &c->data->out[p][2 * i];
            char what[64];
            snprintf(what, sizeof(what), "flags 0x%x Out.x", c->data->pass_flags[p]);
            expect(k, what, p, i, got[0], want[0], 0);
            what[strlen(what) - 1] = 'y';
            expect(k, what, p, i, got[1], want[1], 0);
        }
}

/* ---- pixel: rayquery_pixel_shadow --------------------------------------------------- */
/* A ground plane y = 0 drawn over a 16 x 16 target (world = (4 x_ndc, 0, 4 y_ndc), normal +y);
 * each pixel traces one shadow ray from world + 0.01 n towards -lightDir with
 * RayQuery<ACCEPT_FIRST_HIT_AND_END_SEARCH | SKIP_CLOSEST_HIT_SHADER>, RAY_FLAG_FORCE_OPAQUE,
 * mask 0xFF, and calls Proceed() once: an (opaque) triangle ends the search committed, so the
 * pixel is shadowed (0.2); a procedural candidate makes Proceed() return with nothing committed,
 * so a pixel whose ray meets only boxes stays lit. Colour = saturate(dot(n, -lightDir)) * lit. */

enum { PIX_W = 16, PIX_H = 16, PIX_FLAGS = RT_RAY_FORCE_OPAQUE | RT_RAY_ACCEPT_FIRST_HIT | RT_RAY_SKIP_CLOSEST_HIT };
static const float pix_light[3] = {0.3f, -0.8f, 0.2f};
static const VkAabbPositionsKHR pix_box = {-0.5f, 0, -0.5f, 0.5f, 0.5f, 0.5f};

/* A horizontal quad: the object's xy plane laid at height h, centred on (cx, cz). */
static void place_flat(vk_accel_instance *in, uint32_t blas, float cx, float h, float cz, float scale)
{
    memset(in->transform, 0, sizeof(in->transform));
    in->transform[0][0] = scale;
    in->transform[0][3] = cx;
    in->transform[1][2] = 1;
    in->transform[1][3] = h;
    in->transform[2][1] = scale;
    in->transform[2][3] = cz;
    in->blas = blas;
    in->mask = 0xFF;
}

/* -1: not checked (an ambiguous ray, or one meeting both a box and a
 * triangle, whose result depends on traversal order); else 0 lit, 1
 * shadowed, 2 lit with a box on the way. */
static int pixel_expect(const rt_model_scene *s, uint32_t px, uint32_t py, float want[4])
{
    float nx = ((float)px + 0.5f) / PIX_W * 2 - 1, ny = ((float)py + 0.5f) / PIX_H * 2 - 1;
    float world[3] = {4 * nx, 0, 4 * ny}, n[3] = {0, 1, 0};
    rt_model_ray r = {{world[0] + n[0] * 0.01f, world[1] + n[1] * 0.01f, world[2] + n[2] * 0.01f}, 0,
                      {-pix_light[0], -pix_light[1], -pix_light[2]}, 1e30f, PIX_FLAGS, 0xFF};
    rt_model_hit hits[MAX_HITS];
    uint32_t count = rt_model_candidates(s, &r, hits, MAX_HITS);
    bool tri = false, box = false;
    for (uint32_t i = 0; i < count && i < MAX_HITS; i++) {
        if (hits[i].ambiguous)
            return -1;
        tri |= !hits[i].procedural;
        box |= hits[i].procedural;
    }
    if (tri && box)
        return -1;
    float d = n[0] * -pix_light[0] + n[1] * -pix_light[1] + n[2] * -pix_light[2];
    d = d < 0 ? 0 : d > 1 ? 1 : d;
    float lit = tri ? 0.2f : 1.0f;
    want[0] = want[1] = want[2] = d * lit;
    want[3] = 1;
    return tri ? 1 : box ? 2 : 0;
}

static void make_pixel(rq_case *c)
{
    rq_case_data *d = c->data;
    vk_accel_geometry *opaque_quad = d->geometries[0], *plain_quad = d->geometries[1], *box = d->geometries[2];
    opaque_quad[0] = quad(VK_GEOMETRY_OPAQUE_BIT_KHR);
    plain_quad[0] = quad(0); /* non-opaque: RAY_FLAG_FORCE_OPAQUE makes it an occluder */
    box[0] = (vk_accel_geometry){.kind = VK_ACCEL_AABBS, .flags = VK_GEOMETRY_OPAQUE_BIT_KHR, .boxes = &pix_box,
                                 .box_count = 1};
    d->blas[0] = (rt_model_blas){opaque_quad, 1};
    d->blas[1] = (rt_model_blas){plain_quad, 1};
    d->blas[2] = (rt_model_blas){box, 1};
    vk_accel_instance *in = d->instances;
    place_flat(&in[0], 0, -1.5f, 2, -1.5f, 1);
    place_flat(&in[1], 1, 2, 3, 1.5f, 0.75f);
    place(&in[2], 2, 1.5f, 2, -2, 0, 1, 1, 1);
    place_flat(&in[3], 0, -2, 2, 2, 1);
    in[3].mask = 0; /* never included */
    place_flat(&in[4], 0, 0, -1, 0, 4); /* below the ground: behind every ray */
    c->scene = (rt_model_scene){d->blas, 3, in, 5};
    static const float corners[6][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, -1}, {1, 1}, {-1, 1}};
    for (uint32_t v = 0; v < 6; v++) {
        float *o = &d->vertices[v * 8];
        o[0] = corners[v][0];
        o[1] = corners[v][1];
        o[2] = 4 * corners[v][0];
        o[3] = 0;
        o[4] = 4 * corners[v][1];
        o[5] = 0;
        o[6] = 1;
        o[7] = 0;
    }
    memcpy(d->light, pix_light, sizeof(pix_light));
    c->draw = true;
    c->vertices = d->vertices;
    c->vertex_count = 6;
    c->cb = d->light;
    c->cb_size = sizeof(d->light);
    c->width = PIX_W;
    c->height = PIX_H;
    c->pixels = d->pixels;
    uint32_t kinds[3] = {0, 0, 0}, skipped = 0;
    for (uint32_t y = 0; y < PIX_H; y++)
        for (uint32_t x = 0; x < PIX_W; x++) {
            float want[4];
            int k = pixel_expect(&c->scene, x, y, want);
            if (k < 0)
                skipped++;
            else
                kinds[k]++;
        }
    snprintf(c->summary, sizeof(c->summary),
             "%ux%u pixels: %u shadowed, %u lit, %u lit past a box, %u on shadow edges not checked", PIX_W, PIX_H,
             kinds[1], kinds[0], kinds[2], skipped);
}

static void check_pixel(rq_case *c, checker *k)
{
    for (uint32_t y = 0; y < PIX_H; y++)
        for (uint32_t x = 0; x < PIX_W; x++) {
            float want[4];
            if (pixel_expect(&c->scene, x, y, want) < 0)
                continue;
            const float *got = &c->pixels[4 * (y * PIX_W + x)];
            for (int ch = 0; ch < 4; ch++) {
                char what[48];
                snprintf(what, sizeof(what), "pixel (%u,%u) channel", x, y);
                expect(k, what, 0, (uint32_t)ch, got[ch], want[ch], 1e-5);
            }
        }
}

/* ---- entry points ----------------------------------------------------------------------- */

rq_case *rq_case_create(const char *name)
{
    rq_case *c = calloc(1, sizeof(*c));
    if (!c)
        return NULL;
    c->data = calloc(1, sizeof(*c->data));
    if (!c->data) {
        free(c);
        return NULL;
    }
    c->name = name;
    if (strcmp(name, "inline") == 0)
        make_inline(c);
    else if (strcmp(name, "copies") == 0)
        make_copies(c);
    else if (strcmp(name, "procedural") == 0)
        make_procedural(c);
    else if (strcmp(name, "vkd3d") == 0)
        make_vkd3d(c);
    else if (strcmp(name, "pixel") == 0)
        make_pixel(c);
    else {
        rq_case_free(c);
        return NULL;
    }
    return c;
}

void rq_case_free(rq_case *c)
{
    if (!c)
        return;
    free(c->data);
    free(c);
}

uint32_t rq_case_check(rq_case *c, char *detail, size_t detail_size)
{
    checker k = {0, 0, detail, detail_size, 0};
    if (detail_size)
        detail[0] = '\0';
    if (strcmp(c->name, "inline") == 0)
        check_inline(c, &k);
    else if (strcmp(c->name, "copies") == 0)
        check_copies(c, &k);
    else if (strcmp(c->name, "procedural") == 0)
        check_procedural(c, &k);
    else if (strcmp(c->name, "pixel") == 0)
        check_pixel(c, &k);
    else
        check_vkd3d(c, &k);
    c->checked = k.checked;
    return k.bad;
}
