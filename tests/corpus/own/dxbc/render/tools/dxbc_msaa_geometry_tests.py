"""DXBC render tests of multisampling and of the geometry between the vertex and the pixel shader:
4x MSAA (per-sample execution, coverage, evaluated interpolation, Texture2DMS) modelled by the
multisampling reference rasterizer below, clip and cull distances, geometry-shader streams and
clip-distance pass-through, layered targets. The shared helpers (tgt, add, hlsl, tpf, ...) are
dxbc_tests.py's; gen_dxbc.py writes these tests beside the others."""
from dxbc_tests import (CLEAR, FMT_F, FST_UV, VS_CLIP_DISTANCE_VS, add, collect, drw, dxil_fst_pos_vs, hlsl,
                        multi_pixels, tgt, tpf)
from genlib import AMB, Vtx, f32, pixels, raster, tri_list


# D3D's standard sample patterns (offsets from the pixel centre, in pixels); Vulkan's standard sample
# locations are the same points in the same order.
STD_SAMPLES = {1: [(0.0, 0.0)], 4: [(-2 / 16, -6 / 16), (6 / 16, -2 / 16), (-6 / 16, 2 / 16), (2 / 16, 6 / 16)]}


# ------------------------------------------------------------------ a multisampling reference rasterizer
class MsCtx:
    def __init__(self, x, y, sample, cov, prim, lam_at):
        self.x, self.y, self.sample, self.cov = x, y, sample, cov
        self._prim, self._lam_at = prim, lam_at

    def attr(self, name, fx, fy):
        """Attribute `name` interpolated at framebuffer position (fx, fy)."""
        vs = self._prim[:3]
        lam = self._lam_at(fx, fy)
        mode = vs[0].attrs[name][1]
        vals = [v.attrs[name][0] for v in vs]
        n = len(vals[0])
        if mode == 'flat':
            return vals[0]
        if mode == 'noperspective':
            return tuple(sum(lam[i] * vals[i][k] for i in range(3)) for k in range(n))
        q = [lam[i] / vs[i].pos[3] for i in range(3)]
        Q = sum(q)
        return tuple(sum(q[i] * vals[i][k] for i in range(3)) / Q for k in range(n))


def raster_ms(W, H, prims, ps, clear, n=4, per_sample=False):
    """Per-sample coverage at the standard sample positions. ps(ctx) runs once per covered pixel (per_sample
    False; ctx.cov = covered samples) or once per covered sample (ctx.sample = its index) and returns (rgba,
    mask) (mask: SV_Coverage output, 0xF.. = all) or None (discard). The result is the average over the
    samples (the resolve). A sample on an edge makes its pixel AMB."""
    offs = STD_SAMPLES[n]
    buf = {(x, y): [tuple(clear)] * n for y in range(H) for x in range(W)}
    amb = set()
    for prim in prims:
        v0, v1, v2 = prim[:3]
        sp = [((v.pos[0] / v.pos[3] + 1) * 0.5 * W, (1 - v.pos[1] / v.pos[3]) * 0.5 * H) for v in (v0, v1, v2)]
        (x0, y0), (x1, y1), (x2, y2) = sp
        d = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0)
        if d == 0:
            continue

        def lam_at(px, py, sp=sp, d=d):
            (x0, y0), (x1, y1), (x2, y2) = sp
            l0 = ((x1 - px) * (y2 - py) - (x2 - px) * (y1 - py)) / d
            l1 = ((x2 - px) * (y0 - py) - (x0 - px) * (y2 - py)) / d
            return (l0, l1, 1.0 - l0 - l1)

        for y in range(H):
            for x in range(W):
                cov = 0
                for i, (dx, dy) in enumerate(offs):
                    lam = lam_at(x + 0.5 + dx, y + 0.5 + dy)
                    if min(lam) < -1e-9:
                        continue
                    if min(lam) <= 1e-9:
                        amb.add((x, y))
                    cov |= 1 << i
                if not cov:
                    continue
                runs = [i for i in range(n) if cov >> i & 1] if per_sample else [None]
                for i in runs:
                    out = ps(MsCtx(x, y, i, (1 << i) if per_sample else cov, prim, lam_at))
                    if out is None:
                        continue
                    rgba, mask = out
                    for k in (runs if per_sample else range(n)):
                        if per_sample and k != i:
                            continue
                        if cov >> k & 1 and mask >> k & 1:
                            buf[(x, y)][k] = tuple(rgba)
    res = {}
    for (x, y), samples in buf.items():
        if (x, y) in amb:
            res[(x, y)] = AMB
            continue
        res[(x, y)] = tuple(f32(sum(f32(s[c]) for s in samples) / n) for c in range(4))
    return res


# ------------------------------------------------------------------ multisampling
HALF_TRI_VS = """// %s.vs.hlsl: the top-left half of the target (NDC (-1, 1), (1, 1), (-1, -1)): its diagonal edge
// passes through pixel centres x + y = 7 of the 8x8 target but through none of the 4x sample positions.
float4 main(uint vid : SV_VertexID) : SV_Position
{
    return float4(vid == 1 ? 1.0 : -1.0, vid == 2 ? -1.0 : 1.0, 0.0, 1.0);
}
"""


def half_tri_prims():
    return tri_list([Vtx((-1, 1, 0, 1), {}), Vtx((1, 1, 0, 1), {}), Vtx((-1, -1, 0, 1), {})])


def t_ps_msaa_sample_index():
    W, H = 8, 8
    ps = """// ps_msaa_sample_index.ps.tpf: runs per sample (SV_SampleIndex); writes the sample index, its coverage
// bit, the rasterizer's sample count and f(index, position) = pos.x (i + 1) + pos.y (i + 1)^2 of
// sample_pos(rasterizer, i), which tells the samples and their positions apart after the resolve.
ps_5_0
.input
.param SV_SampleIndex.x, v0.x, uint, SAMPLE
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_globalFlags refactoringAllowed
dcl_input_ps_sgv v0.x, sample_index
dcl_input vCoverage
dcl_output o0.xyzw
dcl_temps 2
utof o0.x, v0.x
utof o0.y, vCoverage
sample_info o0.z, rasterizer.x
sample_pos r0.xy, rasterizer.xyxx, v0.x
iadd r1.x, v0.x, l(1)
utof r1.x, r1.x
mul r1.y, r1.x, r1.x
mul r0.y, r0.y, r1.y
mad o0.w, r0.x, r1.x, r0.y
ret
"""
    offs = STD_SAMPLES[4]

    def ps_fn(c):
        i = c.sample
        dx, dy = offs[i]
        return ((float(i), float(c.cov), 4.0, dx * (i + 1) + dy * (i + 1) ** 2), 0xF)

    st = raster_ms(W, H, half_tri_prims(), ps_fn, CLEAR, 4, per_sample=True)
    add('ps_msaa_sample_index', 'Half the 8x8 target (a diagonal edge), 4x MSAA resolved by averaging; the PS runs per '
        'sample (SV_SampleIndex) and writes (index, vCoverage, sample_info of the rasterizer, f(index, sample_pos)). '
        'Covered pixels resolve to (1.5, 3.75, 4, 1.5625); edge pixels x + y = 7 have samples 0 and 2, the rest '
        'of the samples keep the clear value.',
        ['SV_SampleIndex (per-sample execution)', 'vCoverage at sample frequency (one bit)', 'sample_info rasterizer',
         'sample_pos rasterizer', '4x MSAA'],
        {'vs': hlsl(HALF_TRI_VS % 'ps_msaa_sample_index'), 'ps': tpf(ps)}, tgt(W, H, samples=4),
        drw('triangle_list', 3), pixels(st, W, H), 1e-5)


def t_ps_coverage_mask():
    W, H = 8, 8
    ps = """// ps_coverage_mask.ps.tpf: per pixel; writes the input coverage as a float and oMask = vCoverage
// with sample 1 dropped in odd columns: only the samples in both are written.
ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.param SV_Coverage, oMask, uint, COVERAGE
.text
dcl_globalFlags refactoringAllowed
dcl_input_ps_siv linear noperspective v0.x, position
dcl_input vCoverage
dcl_output o0.xyzw
dcl_output oMask
dcl_temps 1
ftou r0.x, v0.x
and r0.x, r0.x, l(1)
movc r0.x, r0.x, l(13), l(15)
and oMask, r0.x, vCoverage
utof o0.x, vCoverage
mov o0.yzw, l(0, 1.0, 0.5, 1.0)
ret
"""

    def ps_fn(c):
        return ((float(c.cov), 1.0, 0.5, 1.0), c.cov & (13 if c.x & 1 else 15))

    st = raster_ms(W, H, half_tri_prims(), ps_fn, CLEAR, 4)
    add('ps_coverage_mask', 'Half the 8x8 target, 4x MSAA; the PS runs per pixel and writes vCoverage (15 inside, '
        '5 on the edge pixels x + y = 7) and oMask = vCoverage, without sample 1 in odd columns. Resolved: the '
        'written samples average with the cleared ones.',
        ['vCoverage (SV_Coverage input)', 'oMask (SV_Coverage output)', '4x MSAA'],
        {'vs': hlsl(HALF_TRI_VS % 'ps_coverage_mask'), 'ps': tpf(ps)}, tgt(W, H, samples=4),
        drw('triangle_list', 3), pixels(st, W, H), 1e-5)


def t_ps_msaa_eval():
    W, H = 8, 8
    ps = """// ps_msaa_eval.ps.tpf: 4x MSAA; TEXCOORD0 is sample-interpolated (the PS runs per sample),
// TEXCOORD1 is only evaluated: at sample (i + 1) & 3 (eval_sample_index) and at the centre + (3, -5)/16
// pixel (eval_snapped). Squares keep the resolve from averaging the positions away.
ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.xy, v1.xy, float
.param TEXCOORD1.xy, v2.xy, float
.param SV_SampleIndex.x, v3.x, uint, SAMPLE
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_globalFlags refactoringAllowed
dcl_input_ps linear sample v1.xy
dcl_input_ps linear v2.xy
dcl_input_ps_sgv v3.x, sample_index
dcl_output o0.xyzw
dcl_temps 2
mul r0.xy, v1.xyxx, l(8.0, 8.0, 0, 0)
mul o0.xy, r0.xyxx, r0.xyxx
iadd r1.x, v3.x, l(1)
and r1.x, r1.x, l(3)
eval_sample_index r0.xy, v2.xyxx, r1.x
mul r0.xy, r0.xyxx, l(8.0, 8.0, 0, 0)
mul r0.x, r0.x, r0.y
eval_snapped r1.xy, v2.xyxx, l(3, -5, 0, 0)
mul r1.xy, r1.xyxx, l(8.0, 8.0, 0, 0)
mul r1.x, r1.x, r1.y
mov o0.z, r0.x
mov o0.w, r1.x
ret
"""
    vs = """// ps_msaa_eval.vs.tpf: full-screen triangle; TEXCOORD0 (o1) = TEXCOORD1 (o2) = uv (0..1 over the
// target), in two registers as the pixel shader interpolates them differently.
vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param TEXCOORD.xy, o1.xy, float
.param TEXCOORD1.xy, o2.xy, float
.text
dcl_globalFlags refactoringAllowed
dcl_input_sgv v0.x, vertex_id
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_output o2.xy
dcl_temps 1
ishl r0.x, v0.x, l(1)
and r0.x, r0.x, l(2)
and r0.y, v0.x, l(2)
utof r0.xy, r0.xyxx
mov o1.xy, r0.xyxx
mov o2.xy, r0.xyxx
mad o0.xy, r0.xyxx, l(2.0, -2.0, 0, 0), l(-1.0, 1.0, 0, 0)
mov o0.zw, l(0, 0, 0, 1.0)
ret
"""
    offs = STD_SAMPLES[4]
    vs_ = [Vtx(((u * 2 - 1), (1 - v * 2), 0.0, 1.0), {'a': ((u, v), 'linear'), 'b': ((u, v), 'linear')})
           for (u, v) in FST_UV]

    def ps_fn(c):
        i = c.sample
        cx, cy = c.x + 0.5, c.y + 0.5
        a = c.attr('a', cx + offs[i][0], cy + offs[i][1])
        j = (i + 1) & 3
        b1 = c.attr('b', cx + offs[j][0], cy + offs[j][1])
        b2 = c.attr('b', cx + 3 / 16, cy - 5 / 16)
        return (((8 * a[0]) ** 2, (8 * a[1]) ** 2, 64 * b1[0] * b1[1], 64 * b2[0] * b2[1]), 0xF)

    st = raster_ms(W, H, tri_list(vs_), ps_fn, CLEAR, 4, per_sample=True)
    add('ps_msaa_eval', 'Full-screen triangle, 4x MSAA; per sample i: (8u)^2 and (8v)^2 of a sample-interpolated '
        'uv, (8u)(8v) of uv evaluated at sample (i + 1) & 3 (eval_sample_index) and at the pixel centre + '
        '(3/16, -5/16) (eval_snapped); resolved by averaging.',
        ['linear sample interpolation', 'eval_sample_index', 'eval_snapped', 'SV_SampleIndex', '4x MSAA'],
        {'vs': tpf(vs), 'ps': tpf(ps)}, tgt(W, H, samples=4), drw('triangle_list', 3), pixels(st, W, H), 1e-4,
        notes='No centre-interpolated input is read: at sample frequency D3D evaluates those at the pixel centre, '
              'Vulkan allows any point of the pixel (implementations use the sample).')


def t_ps_texture2dms():
    W, H = 8, 8
    ps = """// ps_texture2dms.ps.tpf: a 4x4 Texture2DMS of 4 samples (every sample (0.25, 0.5, 0.75, 1)): ld2dms of
// sample 2 at the pixel's texel, sample_info (float and uint), sample_pos of sample 1 and of sample 5
// (out of range: (0, 0)), resinfo_uint (one mip level, not the sample count).
ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.param SV_Target1.xyzw, o1.xyzw, float, TARGET
.param SV_Target2.xyzw, o2.xyzw, float, TARGET
.text
dcl_globalFlags refactoringAllowed
dcl_resource_texture2dms(4) (float,float,float,float) t0
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_output o2.xyzw
dcl_temps 2
ftou r0.xy, v0.xyxx
and r0.xy, r0.xyxx, l(3, 3, 0, 0)
ld2dms o0.xyzw, r0.xyxx, t0.xyzw, l(2)
sample_info o1.x, t0.x
sample_info_uint r0.x, t0.x
utof o1.y, r0.x
sample_pos o1.zw, t0.xxxy, l(1)
sample_pos r1.xy, t0.xyxx, l(5)
resinfo_uint r0.xyzw, l(0), t0.xyzw
utof o2.xyzw, r0.xyzw
add o2.x, r1.x, r1.y
ret
"""
    c0 = (0.25, 0.5, 0.75, 1.0)
    c1 = (4.0, 4.0, 6 / 16, -2 / 16)
    c2 = (0.0, 4.0, 0.0, 1.0)   # x: sample_pos(5) = (0, 0), then width, height, 0, one mip level
    states = [{(x, y): c for y in range(H) for x in range(W)} for c in (c0, c1, c2)]
    res = [{'stage': 'ps', 'register': 't0', 'space': 0, 'kind': 'Texture2DMS', 'format': FMT_F, 'width': 4,
            'height': 4, 'samples': 4, 'clear': list(c0)}]
    add('ps_texture2dms', 'A 4x4 Texture2DMS of 4 samples (cleared: every sample alike): ld2dms of sample 2, '
        'sample_info as float and uint (4), sample_pos of sample 1 ((6, -2) / 16) and of sample 5 (out of range: '
        '(0, 0)), resinfo_uint (4, 4, 0, 1: one mip level, not the sample count).',
        ['ld2dms', 'sample_info on a resource', 'sample_pos on a resource', 'resinfo on a multisampled texture'],
        {'vs': hlsl(dxil_fst_pos_vs('ps_texture2dms')), 'ps': tpf(ps)}, tgt(W, H, count=3), drw('triangle_list', 3),
        multi_pixels(states, W, H), 1e-6, resources=res)


# ------------------------------------------------------------------ clip and cull distances, geometry shaders
def t_vs_clip_cull():
    W, H = 8, 8
    vs = """// vs_clip_cull.vs.tpf: two full-screen triangles. The first (red) has SV_ClipDistance0 =
// ndc.x + 0.5 (o2.x) and SV_ClipDistance1 = 0.25 - ndc.y (o3.x, another register) and SV_CullDistance0
// (o2.y, beside a clip distance) negative at vertex 0 only: clipped, not culled. The second (blue)
// has SV_CullDistance0 = -1 at all three vertices: culled, though nothing clips it.
vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param COLOR.xyzw, o1.xyzw, float
.param SV_ClipDistance.x, o2.x, float, CLIPDST
.param SV_CullDistance.y, o2.y, float, CULLDST
.param SV_ClipDistance1.x, o3.x, float, CLIPDST
.text
dcl_globalFlags refactoringAllowed
dcl_input_sgv v0.x, vertex_id
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_output_siv o2.x, clip_distance
dcl_output_siv o2.y, cull_distance
dcl_output_siv o3.x, clip_distance
dcl_temps 2
udiv r0.x, r0.y, v0.x, l(3)
ishl r1.x, r0.y, l(1)
and r1.x, r1.x, l(2)
and r1.y, r0.y, l(2)
utof r1.xy, r1.xyxx
mad r1.xy, r1.xyxx, l(2.0, -2.0, 0, 0), l(-1.0, 1.0, 0, 0)
mov o0.xy, r1.xyxx
mov o0.zw, l(0, 0, 0, 1.0)
add o2.x, r1.x, l(0.5)
add o3.x, -r1.y, l(0.25)
ieq r1.z, r0.y, l(0)
or r1.z, r1.z, r0.x
movc o2.y, r1.z, l(-1.0), l(1.0)
movc o1.xyzw, r0.x, l(0, 0, 1.0, 1.0), l(1.0, 0, 0, 1.0)
ret
"""
    ps = """// vs_clip_cull.ps.hlsl: the colour from the VS.
float4 main(float4 pos : SV_Position, float4 color : COLOR) : SV_Target
{
    return color;
}
"""
    vs_ = []
    for (u, v) in FST_UV:
        X, Y = u * 2 - 1, 1 - v * 2
        vv = Vtx((X, Y, 0, 1), {'c': ((1.0, 0.0, 0.0, 1.0), 'flat')})
        vv.cd = (X + 0.5, 0.25 - Y)
        vs_.append(vv)
    # the second triangle is culled: the model draws the first alone
    st = raster(W, H, tri_list(vs_), lambda c: c.a['c'], CLEAR)
    add('vs_clip_cull', 'Two full-screen triangles: the first (red) clipped by two clip distances in two registers '
        '(x >= -0.5, y <= 0.25 in NDC) and not culled (its cull distance is negative at one vertex only); the second '
        '(blue, drawn later) culled by a cull distance negative at all its vertices.',
        ['SV_ClipDistance in two registers', 'SV_CullDistance beside a clip distance in one register',
         'culling a whole primitive'],
        {'vs': tpf(vs), 'ps': hlsl(ps)}, tgt(W, H), drw('triangle_list', 6), pixels(st, W, H), 1e-6)


def t_gs_streams():
    W, H = 8, 8
    vs = """// gs_streams.vs.hlsl: 64 points, one per pixel centre of the 8x8 target; COLOR from the index.
struct VSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR;
};

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    float2 p = float2(vid & 7, vid >> 3) + 0.5;
    o.pos = float4(p.x / 4.0 - 1.0, 1.0 - p.y / 4.0, 0.0, 1.0);
    o.color = float4((float)vid, p, 1.0);
    return o;
}
"""
    gs = """// gs_streams.gs.tpf: two point streams whose outputs share registers o0 and o1. Stream 1 (not
// rasterized) is written and emitted first, then stream 0, the rasterized one: (position, colour * 2).
gs_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param COLOR.xyzw, v1.xyzw, float
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param COLOR.xyzw, o1.xyzw, float
.param TEXCOORD.xyzw, o0.xyzw, float, NONE, NONE, m1
.param TEXCOORD1.xy, o1.xy, float, NONE, NONE, m1
.text
dcl_globalFlags refactoringAllowed
dcl_inputprimitive pointlist
dcl_stream m0
dcl_outputtopology pointlist
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_stream m1
dcl_outputtopology pointlist
dcl_output o0.xyzw
dcl_output o1.xy
dcl_maxout 2
dcl_input_siv v[1][0].xyzw, position
dcl_input v[1][1].xyzw
dcl_temps 1
mov o0.xyzw, l(-7.0, 7.0, 5.0, -1.0)
mov o1.xy, l(9.0, 9.0, 0, 0)
emit_stream m1
cut_stream m1
add r0.xyzw, v[0][1].xyzw, v[0][1].xyzw
mov o0.xyzw, v[0][0].xyzw
mov o1.xyzw, r0.xyzw
emit_stream m0
ret
"""
    ps = """// gs_streams.ps.hlsl
float4 main(float4 pos : SV_Position, float4 color : COLOR) : SV_Target
{
    return color;
}
"""
    st = {}
    for y in range(H):
        for x in range(W):
            vid = x + 8 * y
            st[(x, y)] = (2.0 * vid, 2 * (x + 0.5), 2 * (y + 0.5), 2.0)
    add('gs_streams', 'A geometry shader with two point streams (dcl_stream m0/m1) whose outputs share registers o0 '
        'and o1: stream 1 gets constants, stream 0 (rasterized) the point and twice its colour, written after '
        'stream 1 was emitted. 64 points, one per pixel.',
        ['dcl_stream', 'emit_stream / cut_stream on two streams', 'output registers shared by two streams',
         'point output (PointSize)'],
        {'vs': hlsl(vs), 'gs': tpf(gs), 'ps': hlsl(ps)}, tgt(W, H), drw('point_list', 64), pixels(st, W, H), 1e-5)


def t_gs_clip_passthrough():
    W, H = 8, 8
    gs = """// gs_clip_passthrough.gs.tpf: a triangle passed on with its clip distances read from the VS's
// SV_ClipDistance inputs (v[i][1].xy) and written as this stage's (o1.xy), in a loop over the vertices.
gs_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param SV_ClipDistance.xy, v1.xy, float, CLIPDST
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param SV_ClipDistance.xy, o1.xy, float, CLIPDST
.text
dcl_globalFlags refactoringAllowed
dcl_inputprimitive trianglelist
dcl_outputtopology trianglestrip
dcl_maxout 3
dcl_input_siv v[3][0].xyzw, position
dcl_input_siv v[3][1].xy, clip_distance
dcl_output_siv o0.xyzw, position
dcl_output_siv o1.xy, clip_distance
dcl_temps 1
mov r0.x, l(0)
loop
    uge r0.y, r0.x, l(3)
    breakc_nz r0.y
    mov o0.xyzw, v[r0.x + 0][0].xyzw
    mov o1.xy, v[r0.x + 0][1].xyxx
    emit_stream m0
    iadd r0.x, r0.x, l(1)
endloop
ret
"""
    ps = """// gs_clip_passthrough.ps.hlsl
float4 main(float4 pos : SV_Position) : SV_Target
{
    return float4(0.0, 1.0, 0.0, 1.0);
}
"""
    vs_ = []
    for (u, v) in FST_UV:
        X, Y = u * 2 - 1, 1 - v * 2
        vv = Vtx((X, Y, 0, 1))
        vv.cd = (X + 0.5, 0.5 - Y)
        vs_.append(vv)
    st = raster(W, H, tri_list(vs_), lambda c: (0.0, 1.0, 0.0, 1.0), CLEAR)
    add('gs_clip_passthrough', 'vs_clip_distance with a geometry shader between: the GS reads the two clip distances '
        'of each vertex (arrayed SV_ClipDistance inputs, relative vertex index) and writes them as its own; the '
        'left and top quarters are clipped as without it.',
        ['SV_ClipDistance as GS input (arrayed built-in)', 'SV_ClipDistance as GS output'],
        {'vs': tpf(VS_CLIP_DISTANCE_VS), 'gs': tpf(gs), 'ps': hlsl(ps)}, tgt(W, H), drw('triangle_list', 3),
        pixels(st, W, H), 1e-6)


# ------------------------------------------------------------------ layered targets
LAYER_PS = """// %s.ps.hlsl: the layer the primitive went to, read back as SV_RenderTargetArrayIndex.
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0,
            nointerpolation uint layer : SV_RenderTargetArrayIndex) : SV_Target
{
    return float4(uv, (float)layer + 0.5, 1.0);
}
"""

QUAD_UNIT_HLSL = """static const float2 kUnit[6] =
{
    float2(0.0, 0.0), float2(1.0, 0.0), float2(0.0, 1.0),
    float2(1.0, 0.0), float2(1.0, 1.0), float2(0.0, 1.0)
};"""


def layer_prims(which):
    corners = [(0, 0), (1, 0), (0, 1), (1, 0), (1, 1), (0, 1)]
    vs_ = [Vtx((u * 2 - 1, 1 - v * 2, 0, 1), {'uv': ((u, v), 'linear')}) for (u, v) in corners]
    prims = tri_list(vs_)
    return [p for i, p in enumerate(prims) if which(i)]


def layered_pixels(W, H, layers, prims_of_layer):
    out = []
    for layer in range(layers):
        st = raster(W, H, prims_of_layer(layer), lambda c, layer=layer: (c.a['uv'][0], c.a['uv'][1], layer + 0.5,
                                                                          1.0), CLEAR)
        for px in pixels(st, W, H):
            px = {'x': px['x'], 'y': px['y'], 'layer': layer, 'rgba': px['rgba']} if layer else px
            out.append(px)
    return out


def t_layers():
    W, H = 8, 6
    vs = """// vs_layer_instance.vs.hlsl: a quad over the target, instance i into layer i.
struct VSOut
{
    float4 pos   : SV_Position;
    float2 uv    : TEXCOORD0;
    uint   layer : SV_RenderTargetArrayIndex;
};

%s

VSOut main(uint vid : SV_VertexID, uint iid : SV_InstanceID)
{
    VSOut o;
    float2 u = kUnit[vid];
    o.pos = float4(u.x * 2.0 - 1.0, 1.0 - u.y * 2.0, 0.0, 1.0);
    o.uv = u;
    o.layer = iid;
    return o;
}
""" % QUAD_UNIT_HLSL
    tgt_ = tgt(W, H)
    tgt_['layers'] = 2
    add('vs_layer_instance', 'A quad over an 8x6 target of two layers, drawn twice: the VS writes '
        'SV_RenderTargetArrayIndex = SV_InstanceID; the PS reads it back (z = layer + 0.5).',
        ['SV_RenderTargetArrayIndex written by a VS (Layer and its location)', 'SV_RenderTargetArrayIndex in a PS',
         'layered target'],
        {'vs': hlsl(vs), 'ps': hlsl(LAYER_PS % 'vs_layer_instance')}, tgt_, drw('triangle_list', 6, 2),
        layered_pixels(W, H, 2, lambda layer: layer_prims(lambda i: True)), 1e-5)

    vs2 = """// gs_layer.vs.hlsl: a quad over the target (two triangles), uv.
struct VSOut
{
    float4 pos : SV_Position;
    float2 uv  : TEXCOORD0;
};

%s

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    float2 u = kUnit[vid];
    o.pos = float4(u.x * 2.0 - 1.0, 1.0 - u.y * 2.0, 0.0, 1.0);
    o.uv = u;
    return o;
}
""" % QUAD_UNIT_HLSL
    gs = """// gs_layer.gs.hlsl: triangle p goes to layer p & 1.
struct VSOut
{
    float4 pos : SV_Position;
    float2 uv  : TEXCOORD0;
};

struct GSOut
{
    float4 pos   : SV_Position;
    float2 uv    : TEXCOORD0;
    uint   layer : SV_RenderTargetArrayIndex;
};

[maxvertexcount(3)]
void main(triangle VSOut tri[3], uint pid : SV_PrimitiveID, inout TriangleStream<GSOut> stream)
{
    for (uint i = 0; i < 3; ++i)
    {
        GSOut o;
        o.pos = tri[i].pos;
        o.uv = tri[i].uv;
        o.layer = pid & 1;
        stream.Append(o);
    }
}
"""
    tgt2 = tgt(W, H)
    tgt2['layers'] = 2
    add('gs_layer', 'A quad of two triangles over an 8x6 target of two layers; the GS sends triangle p to layer p & 1 '
        '(SV_RenderTargetArrayIndex from SV_PrimitiveID); the PS reads the layer back (z = layer + 0.5).',
        ['SV_RenderTargetArrayIndex written by a GS', 'vPrim', 'SV_RenderTargetArrayIndex in a PS', 'layered target'],
        {'vs': hlsl(vs2), 'gs': hlsl(gs), 'ps': hlsl(LAYER_PS % 'gs_layer')}, tgt2, drw('triangle_list', 6),
        layered_pixels(W, H, 2, lambda layer: layer_prims(lambda i: (i & 1) == layer)), 1e-5)


def build():
    return collect([t_ps_msaa_sample_index, t_ps_coverage_mask, t_ps_msaa_eval, t_ps_texture2dms, t_vs_clip_cull,
                    t_gs_streams, t_gs_clip_passthrough, t_layers])
