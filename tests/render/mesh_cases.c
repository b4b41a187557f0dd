/* The mesh-pipeline cases and their host models.
 *
 * Each model recomputes, from the HLSL (our corpus) or the DXIL disassembly
 * (vkd3d-proton's .ll), what the amplification and mesh shaders output, and
 * rasterizes it here: pixel (x, y) has its centre at (x + 0.5, y + 0.5); the
 * viewport has a negative height (NDC y = +1 is row 0), as for every render
 * test. All positions have w = 1 (except in culled primitives, never
 * drawn), so interpolation is affine in screen space. A pixel centre within
 * 1e-4 of a primitive's edge is left unchecked (which side the top-left rule
 * gives it is not what these tests are about); the geometry is chosen so
 * that few or none are.
 */
#include "mesh_case.h"

#include <math.h>
#include <string.h>

/* ---- setup helpers ---------------------------------------------------------- */

void mc_setup_target(mc_setup *s, uint32_t width, uint32_t height, uint32_t layers)
{
    s->width = width;
    s->height = height;
    s->layers = layers;
    size_t n = (size_t)width * height * layers;
    s->expect = d2s_zalloc_array(s->ctx, n * 4, sizeof(float));
    s->checked = d2s_zalloc_array(s->ctx, n, 1);
    memset(s->checked, 1, n);
    s->tolerance = 1e-6f;
    s->groups[0] = s->groups[1] = s->groups[2] = 1;
}

mc_resource *mc_add_resource(mc_setup *s, uint32_t cls, uint32_t reg, uint32_t stages, const uint32_t *words,
                             uint32_t n)
{
    if (s->resource_count >= MC_MAX_RESOURCES || n > MC_MAX_WORDS)
        d2s_fail(s->ctx, D2S_ERR_INTERNAL, "mesh case: too many resources or words");
    mc_resource *r = &s->res[s->resource_count++];
    memset(r, 0, sizeof(*r));
    r->cls = cls;
    r->reg = reg;
    r->stages = stages;
    r->word_count = n;
    if (words)
        memcpy(r->words, words, n * 4);
    return r;
}

static uint32_t f2u(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

/* ---- the reference rasterizer -------------------------------------------------- */

typedef struct mc_vertex {
    float x, y;    /* NDC */
    float attr[4]; /* interpolated (affine: w = 1 everywhere) */
} mc_vertex;

static void pixel_ndc(const mc_setup *s, uint32_t x, uint32_t y, double *nx, double *ny)
{
    *nx = (x + 0.5) / s->width * 2.0 - 1.0;
    *ny = 1.0 - (y + 0.5) / s->height * 2.0;
}

static float *expect_at(mc_setup *s, uint32_t layer, uint32_t x, uint32_t y)
{
    return s->expect + (((size_t)layer * s->height + y) * s->width + x) * 4;
}

static uint8_t *checked_at(mc_setup *s, uint32_t layer, uint32_t x, uint32_t y)
{
    return s->checked + ((size_t)layer * s->height + y) * s->width + x;
}

/* Covers the pixels whose centre lies inside the triangle (either winding:
 * culling is off) with the interpolated attributes; pixel centres within
 * 1e-4 (in pixels) of an edge are unchecked. */
static void fill_triangle(mc_setup *s, uint32_t layer, const mc_vertex v[3])
{
    /* screen positions in pixels */
    double px[3], py[3];
    for (int i = 0; i < 3; i++) {
        px[i] = (v[i].x + 1.0) * 0.5 * s->width;
        py[i] = (1.0 - v[i].y) * 0.5 * s->height;
    }
    double area = (px[1] - px[0]) * (py[2] - py[0]) - (px[2] - px[0]) * (py[1] - py[0]);
    if (area == 0.0)
        return;
    for (uint32_t y = 0; y < s->height; y++) {
        for (uint32_t x = 0; x < s->width; x++) {
            double cx = x + 0.5, cy = y + 0.5, l[3], dist_min = 1e30;
            bool inside = true;
            for (int i = 0; i < 3; i++) {
                int a = (i + 1) % 3, b = (i + 2) % 3;
                double e = ((px[b] - px[a]) * (cy - py[a]) - (cx - px[a]) * (py[b] - py[a])) / area;
                double len = hypot(px[b] - px[a], py[b] - py[a]);
                double dist = e * fabs(area) / len; /* signed distance to edge a-b, in pixels */
                l[i] = e;
                if (dist < dist_min)
                    dist_min = dist;
                if (e < 0)
                    inside = false;
            }
            if (fabs(dist_min) <= 1e-4) {
                *checked_at(s, layer, x, y) = 0;
                continue;
            }
            if (!inside)
                continue;
            float *p = expect_at(s, layer, x, y);
            for (int c = 0; c < 4; c++)
                p[c] = (float)(l[0] * v[0].attr[c] + l[1] * v[1].attr[c] + l[2] * v[2].attr[c]);
        }
    }
}

static void no_pixels_checked(mc_setup *s)
{
    memset(s->checked, 0, (size_t)s->width * s->height * s->layers);
}

static void set_uav_bit(mc_resource *u, uint32_t bit)
{
    if (bit / 32 >= u->word_count)
        return; /* the shader's write would be out of bounds: dropped (robust buffer access) */
    u->expect[bit / 32] |= 1u << (bit % 32);
}

/* ---- our corpus: stages/ms_triangles ------------------------------------------------ */

/* ms_triangles (64 threads, 64 vertices, 42 triangles): vertex gi of group
 * g is Positions[g * 64 + gi] with uv (gi % 8, gi / 8) / 7; triangle gi < 42
 * is quad q = gi / 2 (x = q % 7, y = q / 7, v0 = y * 8 + x) split into
 * (v0, v0+1, v0+8) and (v0+1, v0+9, v0+8), with SV_PrimitiveID g * 42 + gi,
 * culled when Positions[v0].w < 0.
 *
 * The grid: group g draws a band of 7 x 3 quads, each 4 x 3 pixels, at rows
 * 9g..9g+8 of a 28-pixel wide target (4 and 3: no pixel centre lies on a
 * quad's diagonal). Group 0's column 0 has w = -1 (and x, y, z negated, the
 * same point): its 6 triangles are culled, and no other triangle uses those
 * vertices. */
#define GRID_W 28u
#define GRID_BAND 9u

static void grid_vertex(const mc_setup *s, uint32_t g, uint32_t gi, float out[4])
{
    uint32_t c = gi % 8, r = gi / 8;
    if (r > 3) {
        out[0] = out[1] = out[2] = 0.0f;
        out[3] = 1.0f;
        return;
    }
    out[0] = (float)(4.0 * c / s->width * 2.0 - 1.0);
    out[1] = (float)(1.0 - (double)(GRID_BAND * g + 3 * r) / s->height * 2.0);
    out[2] = 0.5f;
    out[3] = 1.0f;
    if (g == 0 && c == 0)
        for (int i = 0; i < 4; i++)
            out[i] = -out[i];
}

static void grid_positions(mc_setup *s, uint32_t groups)
{
    mc_resource *r = mc_add_resource(s, 0, 0, MC_MS, NULL, groups * 64 * 4);
    for (uint32_t g = 0; g < groups; g++)
        for (uint32_t gi = 0; gi < 64; gi++) {
            float p[4];
            grid_vertex(s, g, gi, p);
            for (int i = 0; i < 4; i++)
                r->words[(g * 64 + gi) * 4 + i] = f2u(p[i]);
        }
}

enum grid_ps { PS_PRIMITIVE_ID, PS_UV };

/* The triangles of mesh groups 0 .. drawn-1, through render/ps_primitive_id
 * (float4(pid, 0.5 pid, 0, 1)) or render/fullscreen_tri_uv (float4(uv, 0, 1)). */
static void model_grid(mc_setup *s, uint32_t drawn, enum grid_ps ps)
{
    for (uint32_t g = 0; g < drawn; g++) {
        for (uint32_t gi = 0; gi < 42; gi++) {
            uint32_t q = gi / 2, v0 = (q / 7) * 8 + q % 7;
            uint32_t idx[3] = {v0, v0 + 1, v0 + 8};
            if (gi & 1) {
                idx[0] = v0 + 1;
                idx[1] = v0 + 9;
                idx[2] = v0 + 8;
            }
            float p0[4];
            grid_vertex(s, g, v0, p0);
            if (p0[3] < 0.0f)
                continue; /* SV_CullPrimitive */
            mc_vertex v[3];
            for (int k = 0; k < 3; k++) {
                float p[4];
                grid_vertex(s, g, idx[k], p);
                v[k].x = p[0] / p[3];
                v[k].y = p[1] / p[3];
                float pid = (float)(g * 42 + gi);
                float uv[2] = {(float)(idx[k] % 8) / 7.0f, (float)(idx[k] / 8) / 7.0f};
                float a[4] = {pid, 0.5f * pid, 0.0f, 1.0f};
                if (ps == PS_UV) {
                    a[0] = uv[0];
                    a[1] = uv[1];
                }
                memcpy(v[k].attr, a, sizeof(a));
            }
            fill_triangle(s, 0, v);
        }
    }
}

static void prep_triangles_primid(mc_setup *s)
{
    mc_setup_target(s, GRID_W, 2 * GRID_BAND, 1);
    s->groups[0] = 2;
    grid_positions(s, 2);
    model_grid(s, 2, PS_PRIMITIVE_ID);
}

static void prep_triangles_uv(mc_setup *s)
{
    mc_setup_target(s, GRID_W, 2 * GRID_BAND, 1);
    s->groups[0] = 2;
    grid_positions(s, 2);
    model_grid(s, 2, PS_UV);
    s->tolerance = 1e-5f;
}

/* stages/as_dispatch_mesh (32 threads): thread i is visible when, for all
 * six planes, dot(plane.xyz, Bounds[i].xyz) + plane.w > -Bounds[i].w; the
 * group launches as many mesh groups as threads are visible. Here 3 of 32
 * (threads 2, 13 and 31), with planes x > -1 and friends: mesh groups 0-2
 * draw their bands of the grid, band 3 (positions present) stays clear. */
static void prep_amplification_dispatch(mc_setup *s)
{
    mc_setup_target(s, GRID_W, 4 * GRID_BAND, 1);
    grid_positions(s, 4);
    s->res[0].stages = MC_MS; /* the mesh shader's t0; the amplification shader's is Bounds */
    static const float planes[6][4] = {{1, 0, 0, 1}, {-1, 0, 0, 1}, {0, 1, 0, 1},
                                       {0, -1, 0, 1}, {0, 0, 1, 0.5f}, {0, 0, -1, 0.5f}};
    mc_resource *frustum = mc_add_resource(s, 2, 0, MC_AS, NULL, 24);
    for (int p = 0; p < 6; p++)
        for (int c = 0; c < 4; c++)
            frustum->words[p * 4 + c] = f2u(planes[p][c]);
    mc_resource *bounds = mc_add_resource(s, 0, 0, MC_AS, NULL, 32 * 4);
    uint32_t visible = 0;
    for (uint32_t i = 0; i < 32; i++) {
        bool vis = i == 2 || i == 13 || i == 31;
        /* visible: inside the box; hidden: far outside along x or y */
        float sph[4] = {vis ? 0.25f : (i & 1 ? 5.0f : -4.0f), vis ? -0.5f : (float)(i % 3), 0.0f, 0.5f};
        for (int c = 0; c < 4; c++)
            bounds->words[i * 4 + c] = f2u(sph[c]);
        bool in = true;
        for (int p = 0; p < 6; p++)
            in = in && planes[p][0] * sph[0] + planes[p][1] * sph[1] + planes[p][2] * sph[2] + planes[p][3] > -sph[3];
        visible += in;
    }
    model_grid(s, visible, PS_PRIMITIVE_ID);
}

/* ---- vkd3d-proton: mesh_shader/ms_cull_primitive + ps_culling --------------------- */

/* ms_cull_primitive (32 threads, 3 vertices, 32 triangles): every triangle
 * is (-1,-1) (3,-1) (-1,3), the whole target; triangle gi has
 * UV_PRIMITIVE_ID = SV_DispatchThreadID.x (= 32 g + gi) and is culled when
 * bit gi of t0[g] is clear. ps_culling ORs bit (id % 32) into u1[id / 32]:
 * u1 ends up equal to the masks of the groups drawn. The pixel shader has
 * no output, so no pixel is checked. */
static const uint32_t cull_masks[4] = {0xffffffffu, 0x0u, 0x80000001u, 0x12345678u};

static void model_cull(mc_resource *uav, uint32_t group, const uint32_t *masks)
{
    for (uint32_t gi = 0; gi < 32; gi++)
        if (masks[group] & (1u << gi))
            set_uav_bit(uav, 32 * group + gi);
}

static void prep_cull_primitive(mc_setup *s)
{
    mc_setup_target(s, 8, 8, 1);
    no_pixels_checked(s);
    s->groups[0] = 4;
    mc_add_resource(s, 0, 0, MC_MS, cull_masks, 4);
    mc_resource *uav = mc_add_resource(s, 1, 1, MC_PS, NULL, 4);
    uav->check = true;
    for (uint32_t g = 0; g < 4; g++)
        model_cull(uav, g, cull_masks);
}

/* as_multi_workgroup (1 thread): group g launches t0[g] mesh groups (its
 * payload, the group id, is not read by ms_cull_primitive). t0 is shared by
 * both stages, so mesh group m culls with t0[m]: groups 0-2 launch 2, 3 and
 * 1 mesh groups, so mesh groups 0, 1 and 2 run (0 and 1 several times: OR
 * makes that invisible), with masks 2, 3 and 1; t0[3]'s bits must stay
 * clear (no mesh group 3). */
static void prep_amplification_cull(mc_setup *s)
{
    static const uint32_t t0[4] = {2, 3, 1, 0x100};
    mc_setup_target(s, 8, 8, 1);
    no_pixels_checked(s);
    s->groups[0] = 3;
    mc_add_resource(s, 0, 0, MC_AS | MC_MS, t0, 4);
    mc_resource *uav = mc_add_resource(s, 1, 1, MC_PS, NULL, 4);
    uav->check = true;
    for (uint32_t g = 0; g < 3; g++)
        for (uint32_t m = 0; m < t0[g]; m++)
            model_cull(uav, m, t0);
}

/* ---- vkd3d-proton: ms_system_values + ps_system_values -------------------------------- */

/* ms_system_values (8 threads, 3 vertices, 8 triangles): every triangle is
 * the whole target; triangle i has the per-primitive UV_COLOR
 * (i & 1, i & 2, i & 4, 1) (as floats: 0/1, 0/2, 0/4), SV_PrimitiveID
 * (i + 1)^2 and SV_RenderTargetArrayIndex i. ps_system_values outputs
 * UV_COLOR and ORs bit (id % 32) into u1[id / 32]. An 8-layer target:
 * layer i is UV_COLOR of triangle i everywhere. */
static void prep_system_values(mc_setup *s)
{
    mc_setup_target(s, 8, 8, 8);
    mc_resource *uav = mc_add_resource(s, 1, 1, MC_PS, NULL, 4);
    uav->check = true;
    for (uint32_t i = 0; i < 8; i++) {
        set_uav_bit(uav, (i + 1) * (i + 1));
        for (uint32_t y = 0; y < 8; y++)
            for (uint32_t x = 0; x < 8; x++) {
                float *p = expect_at(s, i, x, y);
                p[0] = (float)(i & 1);
                p[1] = (float)(i & 2);
                p[2] = (float)(i & 4);
                p[3] = 1.0f;
            }
    }
}

/* ---- vkd3d-proton: as_simple + ms_payload + ps_color ----------------------------------- */

/* as_simple sends the payload float4(0, 1, 0, 1) to one mesh group;
 * ms_payload draws (-1,-1) (3,-1) (-1,3) with the payload as its
 * per-primitive UV_COLOR; ps_color outputs it. (The driver probes draw the
 * same green triangle.) */
static void prep_payload(mc_setup *s)
{
    mc_setup_target(s, 8, 8, 1);
    for (uint32_t y = 0; y < 8; y++)
        for (uint32_t x = 0; x < 8; x++) {
            float *p = expect_at(s, 0, x, y);
            p[1] = 1.0f;
            p[3] = 1.0f;
        }
}

/* ---- vkd3d-proton: ms_interface_matching + ps_interface_matching ------------------------- */

/* ms_interface_matching (3 threads; declares 16 vertices and 16 primitives,
 * outputs 3 and 1): vertex i at (4 (i & 1) - 1, 2 (i & 2) - 1) with the
 * linear UV_COORD (2 (i & 1), (i & 2)) and the flat UV_VERTEX_ID i + 1; one
 * triangle (0, 1, 2) with the per-primitive UV_COLOR (0, 1, 0, 1) and
 * UV_PRIMITIVE_DATA 0xdeadbeef. The pixel shader declares them in another
 * order and packing (UV_COORD in register 0, UV_VERTEX_ID in 2.y): D3D
 * links by semantic. It outputs UV_COLOR and ORs into u1: [0]
 * UV_PRIMITIVE_DATA, [1] round_ne(2 u), [2] round_ne(2 v), [3] UV_VERTEX_ID
 * (flat: the provoking vertex, D3D's and Vulkan's first, so 1). */
static void prep_interface_matching(mc_setup *s)
{
    mc_setup_target(s, 8, 8, 1);
    mc_resource *uav = mc_add_resource(s, 1, 1, MC_PS, NULL, 4);
    uav->check = true;
    uav->expect[0] = 0xdeadbeefu;
    uav->expect[3] = 1;
    for (uint32_t y = 0; y < 8; y++)
        for (uint32_t x = 0; x < 8; x++) {
            double nx, ny;
            pixel_ndc(s, x, y, &nx, &ny);
            /* u is 0 at x = -1 and 2 at x = 3: u = (x + 1) / 2; v likewise */
            float u = (float)((nx + 1.0) / 2.0), v = (float)((ny + 1.0) / 2.0);
            uav->expect[1] |= (uint32_t)rintf(2.0f * u);
            uav->expect[2] |= (uint32_t)rintf(2.0f * v);
            float *p = expect_at(s, 0, x, y);
            p[1] = 1.0f;
            p[3] = 1.0f;
        }
}

/* ---- vkd3d-proton: ms_clip_distance + ps_green ------------------------------------------- */

/* ms_clip_distance (4 threads, 4 vertices, 2 triangles): vertex i at
 * (2 (i & 1) - 1, (i & 2) - 1) with SV_ClipDistance = cb2[0].x - i;
 * triangles (0, 1, 2) and (1, 3, 2), the whole target. ps_green: (0,1,0,1)
 * where the interpolated distance is >= 0. An 8 x 7 target keeps pixel
 * centres off the diagonal; cb2[0].x = 1.7 puts the clip line across it. */
static void prep_clip_distance(mc_setup *s)
{
    const float c = 1.7f;
    mc_setup_target(s, 8, 7, 1);
    uint32_t cb[4] = {f2u(c), 0, 0, 0};
    mc_add_resource(s, 2, 2, MC_MS, cb, 4);
    mc_vertex v[4];
    for (uint32_t i = 0; i < 4; i++) {
        v[i].x = (float)(2 * (i & 1)) - 1.0f;
        v[i].y = (float)(i & 2) - 1.0f;
        v[i].attr[0] = c - (float)i;
        v[i].attr[1] = v[i].attr[2] = v[i].attr[3] = 0.0f;
    }
    mc_vertex t0[3] = {v[0], v[1], v[2]}, t1[3] = {v[1], v[3], v[2]};
    fill_triangle(s, 0, t0);
    fill_triangle(s, 0, t1);
    /* fill_triangle left the distance in .x: turn it into the colour */
    for (uint32_t y = 0; y < 7; y++)
        for (uint32_t x = 0; x < 8; x++) {
            float *p = expect_at(s, 0, x, y);
            float d = p[0];
            if (fabsf(d) < 1e-4f)
                *checked_at(s, 0, x, y) = 0;
            p[0] = 0.0f;
            p[1] = d > 0.0f ? 1.0f : 0.0f;
            p[3] = d > 0.0f ? 1.0f : 0.0f;
        }
}

/* ---- vkd3d-proton: as/ms/ps_execute_indirect_state: a groupshared payload ------------ */

/* as_execute_indirect_state (1 thread): payload (groupshared, DXC's usual
 * form) = cb0[0].w, DispatchMesh(cb0[0].x, .y, .z), and u0[0] += 1.
 * ms_execute_indirect_state_payload (64 threads, 3 vertices, 64 primitives):
 * SetMeshOutputCounts(3, payload), vertices (-1,-1) (3,-1) (-1,3), triangle
 * i = (0, 1, 2) for i < payload, thread 0 adds 1 to u0[0].
 * ps_execute_indirect_state adds 1 to u0[0] per pixel. u0 is shared by the
 * three stages: 2 amplification groups launching 2 x 1 x 1 mesh groups
 * each, 3 primitives each over a 4 x 4 target: 2 + 4 + 4 * 3 * 16. */
static void prep_groupshared_payload(mc_setup *s)
{
    static const uint32_t cb[4] = {2, 1, 1, 3};
    mc_setup_target(s, 4, 4, 1);
    no_pixels_checked(s);
    s->groups[0] = 2;
    mc_add_resource(s, 2, 0, MC_AS, cb, 4);
    mc_resource *uav = mc_add_resource(s, 1, 0, MC_ALL, NULL, 1);
    uav->check = true;
    uint32_t as_groups = s->groups[0], ms_groups = as_groups * cb[0] * cb[1] * cb[2];
    uav->expect[0] = as_groups + ms_groups + ms_groups * cb[3] * s->width * s->height;
}

/* ---- as_simple (vkd3d-proton) + stages/ms_lines_payload + render/vb_position_color ----- */

/* ms_lines_payload reads the payload as { uint baseId; uint count; float
 * scale; }; as_simple sends float4(0, 1, 0, 1), so baseId = 0, count =
 * 0x3f800000 (n = min(count, 32) = 32), scale = 0. Vertex gi: position
 * (2t - 1, sin(...) * 0, 0, 1) with t = gi / 31, COLOR0 (t, 0, 0, 1); 31
 * lines (gi, gi + 1): one horizontal line across the target at NDC y = 0,
 * the centre of row 2 of a 62 x 5 target. Line rasterization (Bresenham or
 * the rectangle of width 1) covers that row only; its end pixels (the
 * diamond-exit rule at the segment ends) are not checked. Along the line
 * the colour is t = x_fb / 62. */
static void prep_lines_payload(mc_setup *s)
{
    mc_setup_target(s, 62, 5, 1);
    s->tolerance = 2e-3f;
    for (uint32_t x = 0; x < 62; x++) {
        float *p = expect_at(s, 0, x, 2);
        p[0] = (float)((x + 0.5) / 62.0);
        p[3] = 1.0f;
    }
    *checked_at(s, 0, 0, 2) = 0;
    *checked_at(s, 0, 61, 2) = 0;
}

/* ---- the list ----------------------------------------------------------------------- */

#define OWN_MS_TRIANGLES "own/dxil/stages/ms_triangles.dxil"
#define VKD3D_MESH "vkd3d/mesh_shader/"

const mc_case mesh_cases[] = {
    {"mesh-triangles-primid", false, NULL, OWN_MS_TRIANGLES, "own/render/ps_primitive_id/ps_primitive_id.ps.dxil",
     {{0}}, 0, "2 groups of 42 triangles from an SRV, 6 culled (SV_CullPrimitive), per-primitive SV_PrimitiveID",
     prep_triangles_primid, NULL, NULL},
    {"mesh-triangles-uv", false, NULL, OWN_MS_TRIANGLES, "own/render/fullscreen_tri_uv/fullscreen_tri_uv.ps.dxil",
     {{0}}, 0, "the same triangles with the per-vertex TEXCOORD0 interpolated", prep_triangles_uv, NULL, NULL},
    {"mesh-amplification-dispatch", false, "own/dxil/stages/as_dispatch_mesh.dxil", OWN_MS_TRIANGLES,
     "own/render/ps_primitive_id/ps_primitive_id.ps.dxil", {{0}}, 0,
     "an amplification shader launching as many mesh groups as spheres pass its frustum test",
     prep_amplification_dispatch, NULL, NULL},
    {"mesh-cull-primitive", true, NULL, VKD3D_MESH "ms_cull_primitive_code_dxil.dxil",
     VKD3D_MESH "ps_culling_code_dxil.dxil", {{0}}, 0,
     "SV_CullPrimitive from SRV bit masks; the surviving primitive ids ORed into a UAV", prep_cull_primitive, NULL, NULL},
    {"mesh-amplification-cull", true, VKD3D_MESH "as_multi_workgroup_code_dxil.dxil",
     VKD3D_MESH "ms_cull_primitive_code_dxil.dxil", VKD3D_MESH "ps_culling_code_dxil.dxil", {{0}}, 0,
     "3 amplification groups launching 2, 3 and 1 mesh groups; their culled primitives", prep_amplification_cull, NULL, NULL},
    {"mesh-system-values", true, NULL, VKD3D_MESH "ms_system_values_code_dxil.dxil",
     VKD3D_MESH "ps_system_values_code_dxil.dxil", {{"UV_COLOR", 0}}, 1,
     "per-primitive UV_COLOR, SV_PrimitiveID and SV_RenderTargetArrayIndex into 8 layers", prep_system_values, NULL, NULL},
    {"mesh-payload", true, VKD3D_MESH "as_simple_code_dxil.dxil", VKD3D_MESH "ms_payload_code_dxil.dxil",
     VKD3D_MESH "ps_color_code_dxil.dxil", {{"UV_COLOR", 0}}, 1,
     "an amplification payload written to a per-primitive output read by the pixel shader", prep_payload, NULL, NULL},
    {"mesh-interface-matching", true, NULL, VKD3D_MESH "ms_interface_matching_code_dxil.dxil",
     VKD3D_MESH "ps_interface_matching_code_dxil.dxil", {{"UV_COLOR", 0}, {"UV_PRIMITIVE_DATA", 0}}, 2,
     "SetMeshOutputCounts(3, 1) below the declared 16/16; stages packed differently, linked by semantic",
     prep_interface_matching, NULL, NULL},
    {"mesh-clip-distance", true, NULL, VKD3D_MESH "ms_clip_distance_code_dxil.dxil",
     VKD3D_MESH "ps_green_code_dxil.dxil", {{0}}, 0, "SV_ClipDistance from a constant buffer", prep_clip_distance, NULL, NULL},
    {"mesh-groupshared-payload", true, VKD3D_MESH "as_execute_indirect_state_code_dxil.dxil",
     VKD3D_MESH "ms_execute_indirect_state_payload_code_dxil.dxil", VKD3D_MESH "ps_execute_indirect_state_code_dxil.dxil",
     {{0}}, 0, "a groupshared payload setting the primitive count (3 of 64); group and pixel counts in a UAV",
     prep_groupshared_payload, NULL, NULL},
    {"mesh-lines-payload", true, VKD3D_MESH "as_simple_code_dxil.dxil", "own/dxil/stages/ms_lines_payload.dxil",
     "own/render/vb_position_color/vb_position_color.ps.dxil", {{0}}, 0,
     "line topology: 31 lines from a payload, COLOR0 interpolated along them", prep_lines_payload, NULL, NULL},
};

const uint32_t mesh_case_count = sizeof(mesh_cases) / sizeof(mesh_cases[0]);

const mc_case mesh_probes[2] = {
    {"probe-vector", false, NULL, NULL, NULL, {{0}}, 0, "gl_Position stored as vec4s (glslang)", prep_payload,
     "mesh_probe_vector.mesh.spv", "mesh_probe.ps.spv"},
    {"probe-scalar", false, NULL, NULL, NULL, {{0}}, 0, "gl_Position stored one component at a time (glslang)",
     prep_payload, "mesh_probe_scalar.mesh.spv", "mesh_probe.ps.spv"},
};
