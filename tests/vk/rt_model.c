/* Host model of ray traversal: see rt_model.h. */
#include "rt_model.h"

#include <math.h>
#include <string.h>

/* Closer than this (relative) to an edge, a face or an interval end, float
 * traversal may decide either way. */
#define RT_EPS 1e-3

void rt_model_identity(float m[3][4])
{
    memset(m, 0, sizeof(float) * 12);
    m[0][0] = m[1][1] = m[2][2] = 1.0f;
}

void rt_model_transform(float m[3][4], const float t[3], float rot_y_deg, const float s[3])
{
    double a = rot_y_deg * 3.14159265358979323846 / 180.0, c = cos(a), sn = sin(a);
    double r[3][3] = {{c, 0, sn}, {0, 1, 0}, {-sn, 0, c}};
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 3; j++)
            m[i][j] = (float)(r[i][j] * s[j]);
        m[i][3] = t[i];
    }
}

/* Inverse of an affine 3x4 (row-major). */
static void invert(const double m[3][4], double inv[3][4])
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

static void apply(const double m[3][4], const double v[3], double w, double out[3])
{
    for (int i = 0; i < 3; i++)
        out[i] = m[i][0] * v[0] + m[i][1] * v[1] + m[i][2] * v[2] + m[i][3] * w;
}

static void sub(const double a[3], const double b[3], double o[3])
{
    for (int i = 0; i < 3; i++)
        o[i] = a[i] - b[i];
}

static void cross(const double a[3], const double b[3], double o[3])
{
    o[0] = a[1] * b[2] - a[2] * b[1];
    o[1] = a[2] * b[0] - a[0] * b[2];
    o[2] = a[0] * b[1] - a[1] * b[0];
}

static double dot(const double a[3], const double b[3])
{
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

static bool near_end(double t, const rt_model_ray *ray)
{
    double scale = fabs(t) > 1.0 ? fabs(t) : 1.0;
    return fabs(t - ray->tmin) < RT_EPS * scale || fabs(t - ray->tmax) < RT_EPS * scale;
}

/* Vertex k of triangle p of g, after the geometry's own transform. */
static void vertex(const vk_accel_geometry *g, uint32_t p, uint32_t k, double out[3])
{
    uint32_t idx = g->indices ? g->indices[3 * p + k] : 3 * p + k;
    double v[3] = {g->vertices[3 * idx], g->vertices[3 * idx + 1], g->vertices[3 * idx + 2]};
    if (!g->transform) {
        memcpy(out, v, sizeof(v));
        return;
    }
    double m[3][4];
    for (int i = 0; i < 12; i++)
        m[i / 4][i % 4] = g->transform[i];
    apply(m, v, 1.0, out);
}

/* Moeller-Trumbore; false when the ray misses the triangle's plane region. */
static bool triangle(const double o[3], const double d[3], const double v0[3], const double v1[3],
                     const double v2[3], double *t, double *u, double *v, bool *ambiguous)
{
    double e1[3], e2[3], p[3], s[3], q[3];
    sub(v1, v0, e1);
    sub(v2, v0, e2);
    cross(d, e2, p);
    double det = dot(e1, p);
    if (fabs(det) < 1e-12)
        return false;
    sub(o, v0, s);
    *u = dot(s, p) / det;
    cross(s, e1, q);
    *v = dot(d, q) / det;
    *t = dot(e2, q) / det;
    double w = 1.0 - *u - *v;
    *ambiguous = fabs(*u) < RT_EPS || fabs(*v) < RT_EPS || fabs(w) < RT_EPS;
    return *u >= 0 && *v >= 0 && w >= 0;
}

/* The ray's overlap with a box: entry t, false when empty. */
static bool box(const double o[3], const double d[3], const VkAabbPositionsKHR *b, const rt_model_ray *ray,
                double *entry, bool *ambiguous)
{
    double lo[3] = {b->minX, b->minY, b->minZ}, hi[3] = {b->maxX, b->maxY, b->maxZ};
    double t0 = ray->tmin, t1 = ray->tmax;
    *ambiguous = false;
    for (int i = 0; i < 3; i++) {
        if (fabs(d[i]) < 1e-12) {
            if (o[i] < lo[i] - RT_EPS || o[i] > hi[i] + RT_EPS)
                return false;
            if (o[i] < lo[i] + RT_EPS || o[i] > hi[i] - RT_EPS)
                *ambiguous = true;
            if (o[i] < lo[i] || o[i] > hi[i])
                return false;
            continue;
        }
        double a = (lo[i] - o[i]) / d[i], c = (hi[i] - o[i]) / d[i];
        if (a > c) {
            double x = a;
            a = c;
            c = x;
        }
        t0 = a > t0 ? a : t0;
        t1 = c < t1 ? c : t1;
    }
    double scale = fabs(t1) > 1.0 ? fabs(t1) : 1.0;
    if (fabs(t1 - t0) < RT_EPS * scale)
        *ambiguous = true;
    *entry = t0;
    return t0 <= t1;
}

static void insert_sorted(rt_model_hit *out, uint32_t n, uint32_t max, const rt_model_hit *h)
{
    uint32_t pos = n < max ? n : max;
    while (pos > 0 && out[pos - 1].t > h->t) {
        if (pos < max)
            out[pos] = out[pos - 1];
        pos--;
    }
    if (pos < max)
        out[pos] = *h;
}

uint32_t rt_model_candidates(const rt_model_scene *scene, const rt_model_ray *ray, rt_model_hit *out, uint32_t max)
{
    uint32_t n = 0;
    double wo[3] = {ray->origin[0], ray->origin[1], ray->origin[2]};
    double wd[3] = {ray->dir[0], ray->dir[1], ray->dir[2]};
    for (uint32_t ii = 0; ii < scene->instance_count; ii++) {
        const vk_accel_instance *inst = &scene->instances[ii];
        if ((inst->mask & ray->mask & 0xFF) == 0)
            continue;
        double o2w[3][4], w2o[3][4], o[3], d[3];
        for (int i = 0; i < 12; i++)
            o2w[i / 4][i % 4] = inst->transform[i / 4][i % 4];
        invert(o2w, w2o);
        apply(w2o, wo, 1.0, o);
        apply(w2o, wd, 0.0, d);
        const rt_model_blas *bl = &scene->blas[inst->blas];
        for (uint32_t gi = 0; gi < bl->count; gi++) {
            const vk_accel_geometry *g = &bl->geometries[gi];
            bool procedural = g->kind == VK_ACCEL_AABBS;
            if (ray->flags & (procedural ? RT_RAY_SKIP_PROCEDURAL : RT_RAY_SKIP_TRIANGLES))
                continue;
            bool opaque = (g->flags & VK_GEOMETRY_OPAQUE_BIT_KHR) != 0;
            if (inst->flags & VK_GEOMETRY_INSTANCE_FORCE_OPAQUE_BIT_KHR)
                opaque = true;
            if (inst->flags & VK_GEOMETRY_INSTANCE_FORCE_NO_OPAQUE_BIT_KHR)
                opaque = false;
            if (ray->flags & RT_RAY_FORCE_OPAQUE)
                opaque = true;
            if (ray->flags & RT_RAY_FORCE_NON_OPAQUE)
                opaque = false;
            if (ray->flags & (opaque ? RT_RAY_CULL_OPAQUE : RT_RAY_CULL_NON_OPAQUE))
                continue;
            uint32_t prims = procedural ? g->box_count : g->triangle_count;
            for (uint32_t p = 0; p < prims; p++) {
                rt_model_hit h;
                memset(&h, 0, sizeof(h));
                if (procedural) {
                    if (!box(o, d, &g->boxes[p], ray, &h.t, &h.ambiguous))
                        continue;
                } else {
                    double v0[3], v1[3], v2[3];
                    vertex(g, p, 0, v0);
                    vertex(g, p, 1, v1);
                    vertex(g, p, 2, v2);
                    bool edge = false;
                    bool inside = triangle(o, d, v0, v1, v2, &h.t, &h.bary[0], &h.bary[1], &edge);
                    bool in_range = h.t >= ray->tmin && h.t <= ray->tmax;
                    if ((inside || edge) && near_end(h.t, ray))
                        edge = true;
                    if (!inside || !in_range) {
                        if (edge && (inside || in_range)) {
                            /* a near miss: report it as ambiguous so that the ray is avoided */
                            h.ambiguous = true;
                            h.instance_index = UINT32_MAX;
                            insert_sorted(out, n, max, &h);
                            n++;
                        }
                        continue;
                    }
                    h.ambiguous = edge;
                    double e1[3], e2[3], nrm[3];
                    sub(v1, v0, e1);
                    sub(v2, v0, e2);
                    cross(e1, e2, nrm);
                    h.front_face = dot(nrm, d) < 0;
                    if (inst->flags & VK_GEOMETRY_INSTANCE_TRIANGLE_FLIP_FACING_BIT_KHR)
                        h.front_face = !h.front_face;
                    if (!(inst->flags & VK_GEOMETRY_INSTANCE_TRIANGLE_FACING_CULL_DISABLE_BIT_KHR) &&
                        (ray->flags & (h.front_face ? RT_RAY_CULL_FRONT_FACING : RT_RAY_CULL_BACK_FACING)))
                        continue;
                }
                h.procedural = procedural;
                h.opaque = opaque;
                h.instance_index = ii;
                h.instance_id = inst->custom_index;
                h.sbt_offset = inst->sbt_offset;
                h.geometry_index = gi;
                h.primitive_index = p;
                memcpy(h.object_origin, o, sizeof(o));
                memcpy(h.object_dir, d, sizeof(d));
                memcpy(h.object_to_world, o2w, sizeof(o2w));
                insert_sorted(out, n, max, &h);
                n++;
            }
        }
    }
    return n;
}
