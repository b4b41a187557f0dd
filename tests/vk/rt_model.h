/* A host model of ray traversal (D3D12 DXR 1.1 / Vulkan ray traversal rules)
 * over the scenes tests/vk/vk_accel.h builds: it lists every intersection
 * candidate a ray meets after instance masking, primitive skipping,
 * opacity and culling, with what a ray query reports about it. Execution
 * tests compute their expectations from it; it shares no code with the
 * translator or the driver.
 *
 * Rules modelled (D3D names; Vulkan's bits have the same values):
 * - instance skipped when (instance mask & ray mask) == 0;
 * - opacity: the geometry's OPAQUE flag, overridden by the instance's
 *   FORCE_OPAQUE / FORCE_NON_OPAQUE, overridden by the ray's;
 * - RAY_FLAG_CULL_OPAQUE / CULL_NON_OPAQUE / SKIP_TRIANGLES /
 *   SKIP_PROCEDURAL_PRIMITIVES drop candidates;
 * - facing, in object space: front when the vertices appear clockwise from
 *   the ray origin in a left-handed system, i.e. dot(cross(v1 - v0,
 *   v2 - v0), direction) < 0, inverted by the instance's
 *   TRIANGLE_FRONT_COUNTERCLOCKWISE; RAY_FLAG_CULL_BACK/FRONT_FACING_TRIANGLES
 *   cull unless the instance has TRIANGLE_CULL_DISABLE;
 * - triangles hit for t in [TMin, TMax] (Moeller-Trumbore, in double);
 *   AABBs are candidates when the ray's [TMin, TMax] overlaps the box.
 * Each candidate carries an `ambiguous` mark when it lies so close to an
 * edge, a box face or the ray's interval ends that float traversal could
 * decide either way; tests choose rays without such candidates.
 */
#ifndef D2S_TESTS_VK_RT_MODEL_H
#define D2S_TESTS_VK_RT_MODEL_H

#include <stdbool.h>
#include <stdint.h>

#include "vk_accel.h"

/* D3D's RAY_FLAG_* (= SPIR-V RayFlags). */
enum {
    RT_RAY_FORCE_OPAQUE = 0x1, RT_RAY_FORCE_NON_OPAQUE = 0x2, RT_RAY_ACCEPT_FIRST_HIT = 0x4,
    RT_RAY_SKIP_CLOSEST_HIT = 0x8, RT_RAY_CULL_BACK_FACING = 0x10, RT_RAY_CULL_FRONT_FACING = 0x20,
    RT_RAY_CULL_OPAQUE = 0x40, RT_RAY_CULL_NON_OPAQUE = 0x80, RT_RAY_SKIP_TRIANGLES = 0x100,
    RT_RAY_SKIP_PROCEDURAL = 0x200,
};

/* The scene description vk_accel.h builds from. */
typedef vk_accel_blas rt_model_blas;
typedef vk_accel_scene rt_model_scene;

typedef struct rt_model_ray {
    float origin[3], tmin, dir[3], tmax;
    uint32_t flags; /* RAY_FLAG_* */
    uint32_t mask;  /* instance inclusion mask */
} rt_model_ray;

typedef struct rt_model_hit {
    bool procedural;
    bool opaque;
    bool front_face;             /* triangles */
    bool ambiguous;
    double t;                    /* triangles: the hit; AABBs: where the ray enters the box (>= TMin) */
    double bary[2];              /* triangles: weights of vertices 1 and 2 */
    uint32_t instance_index, instance_id, sbt_offset, geometry_index, primitive_index;
    double object_origin[3], object_dir[3];
    double object_to_world[3][4];
} rt_model_hit;

/* Fills `out` with up to `max` candidates in ascending t; returns how many
 * there are (may exceed max). */
uint32_t rt_model_candidates(const rt_model_scene *scene, const rt_model_ray *ray, rt_model_hit *out, uint32_t max);

/* Helpers for instance transforms (row-major 3x4, object to world). */
void rt_model_identity(float m[3][4]);
/* m = translate(t) * rotate_y(deg) * scale(s). */
void rt_model_transform(float m[3][4], const float t[3], float rot_y_deg, const float s[3]);

#endif
