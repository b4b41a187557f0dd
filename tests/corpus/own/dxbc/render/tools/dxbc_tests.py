"""DXBC render tests: the shaders of the mirrored tests that vkd3d-compiler
1.17 cannot compile as written, the helpers every DXBC-only test module uses
(tgt, drw, add, hlsl, tpf, ..., collect), and the DXBC-only tests with their
Python models (genlib's reference rasterizer). The multisampling, clip / cull,
geometry-shader and layered tests are in dxbc_msaa_geometry_tests.py, the
tessellation tests in dxbc_tess_tests.py."""

# ------------------------------------------------------------------ mirrors
# vkd3d-compiler 1.17 reuses the float layer of the Sample as the Load's integer layer when one variable feeds
# both; the layer is computed apart for each.
TEX2DARRAY_PS = """// tex2darray.ps.hlsl: Texture2DArray (4x4, 3 layers); texel (x, y) of layer L holds (L, x, y, 0.5).
// DXBC variant: the layer is computed apart for the Sample and the Load (vkd3d-compiler 1.17 feeds the
// Sample's float layer to the Load when both come from one variable).
Texture2DArray<float4> gArr   : register(t1);
SamplerState           gPoint : register(s2);

float4 main(float4 pos : SV_Position) : SV_Target
{
    uint2 p = (uint2)pos.xy;
    float2 uv = (float2(p >> 1) + 0.5) / 4.0;
    float4 s = gArr.Sample(gPoint, float3(uv, (float)((p.x + p.y) % 3)));
    float4 l = gArr.Load(int4(p >> 1, (p.x + p.y) % 3, 0));
    return p.x < 4 ? s : l;
}
"""

# [instance(2)] and SV_GSInstanceID: vkd3d-compiler 1.17 has no GS instancing. The vertices are read in a
# loop with a relative vertex index (v[r0.y][#]).
GS_INSTANCE_GS = """// gs_instance.gs.tpf: GS instancing (dcl_gs_instances 2); instance 1 re-emits the triangle
// shifted right by one NDC unit (x + inst * w); o2 = the instance id.
gs_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.xy, v1.xy, float
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param TEXCOORD.xy, o1.xy, float
.param TEXCOORD1.x, o2.x, uint
.text
dcl_globalFlags refactoringAllowed
dcl_inputprimitive trianglelist
dcl_outputtopology trianglestrip
dcl_maxout 3
dcl_gs_instances 2
dcl_stream m0
dcl_input_siv v[3][0].xyzw, position
dcl_input v[3][1].xy
dcl_input vGSInstanceID
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_output o2.x
dcl_temps 2
utof r0.x, vGSInstanceID
mov r0.y, l(0)
loop
    uge r0.z, r0.y, l(3)
    breakc_nz r0.z
    mad r1.x, r0.x, v[r0.y + 0][0].w, v[r0.y + 0][0].x
    mov o0.x, r1.x
    mov o0.yzw, v[r0.y + 0][0].xyzw
    mov o1.xy, v[r0.y + 0][1].xyxx
    mov o2.x, vGSInstanceID
    emit_stream m0
    iadd r0.y, r0.y, l(1)
endloop
ret
"""

# SV_ClipDistance: vkd3d-compiler 1.17 does not accept the semantic.
VS_CLIP_DISTANCE_VS = """// vs_clip_distance.vs.tpf: two user clip distances in one float2 output (o1.xy):
// (ndc.x + 0.5, 0.5 - ndc.y) keeps NDC x >= -0.5 and y <= 0.5 of the full-screen triangle.
vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param SV_ClipDistance.xy, o1.xy, float, CLIPDST
.text
dcl_globalFlags refactoringAllowed
dcl_input_sgv v0.x, vertex_id
dcl_output_siv o0.xyzw, position
dcl_output_siv o1.xy, clip_distance
dcl_temps 1
ishl r0.x, v0.x, l(1)
and r0.x, r0.x, l(2)
and r0.y, v0.x, l(2)
utof r0.xy, r0.xyxx
mad r0.xy, r0.xyxx, l(2.0, -2.0, 0, 0), l(-1.0, 1.0, 0, 0)
mov o0.xy, r0.xyxx
mov o0.zw, l(0, 0, 0, 1.0)
add o1.x, r0.x, l(0.5)
add o1.y, -r0.y, l(0.5)
ret
"""

# StructuredBuffer loads: vkd3d-compiler 1.17 has none.
VS_VERTEX_PULLING_VS = """// vs_vertex_pulling.vs.tpf: no input layout; the vertex comes from a structured buffer
// (t0: float2 pos, float2 uv; stride 16), a typed Buffer<float4> (t1, colours) and a
// ByteAddressBuffer (t2: bytes 16..31 = scale.xy, offset.xy as float bits).
vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param COLOR.xyzw, o1.xyzw, float
.param TEXCOORD.xy, o2.xy, float
.text
dcl_globalFlags refactoringAllowed
dcl_resource_structured t0, 16
dcl_resource_buffer (float,float,float,float) t1
dcl_resource_raw t2
dcl_input_sgv v0.x, vertex_id
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_output o2.xy
dcl_temps 2
ld_structured_indexable(structured_buffer, stride=16)(mixed,mixed,mixed,mixed) r0.xyzw, v0.x, l(0), t0.xyzw
ld_raw_indexable(raw_buffer)(mixed,mixed,mixed,mixed) r1.xyzw, l(16), t2.xyzw
mad o0.xy, r0.xyxx, r1.xyxx, r1.zwzz
mov o0.zw, l(0, 0, 0, 1.0)
mov o2.xy, r0.zwzz
ld_indexable(buffer) o1.xyzw, v0.x, t1.xyzw
ret
"""



# ------------------------------------------------------------------ DXBC-only tests
from genlib import Tex, Vtx, f32, pixels, raster, tri_list  # noqa: E402

FMT_F = 'R32G32B32A32_SFLOAT'
CLEAR = (0.0, 0.0, 0.0, 0.0)
HLSL_PRODUCER = 'hlsl'
TPF_PRODUCER = 'tpf'
TESTS = []


def tgt(w, h, fmt=FMT_F, count=1, samples=1):
    t = {'width': w, 'height': h, 'format': fmt, 'clear': [0, 0, 0, 0]}
    if count > 1:
        t['count'] = count
    if samples > 1:
        t['samples'] = samples
    return t


def drw(topology, vertex_count, instance_count=1):
    return {'topology': topology, 'vertex_count': vertex_count, 'instance_count': instance_count}


def add(name, description, checks, sources, target, draw, pixels_, tolerance, resources=None, depth=None,
        depth_pixels=None, depth_tolerance=None, notes=None, profiles=None, stencil_pixels=None):
    TESTS.append(dict(name=name, description=description, checks=checks, sources=sources, target=target, draw=draw,
                      pixels=pixels_, tolerance=tolerance, resources=resources, depth=depth,
                      depth_pixels=depth_pixels, depth_tolerance=depth_tolerance, notes=notes,
                      profiles=profiles or {}, stencil_pixels=stencil_pixels))


def hlsl(src):
    return (HLSL_PRODUCER, src)


def tpf(src):
    return (TPF_PRODUCER, src)


def multi_pixels(states, W, H):
    """Expected pixels of several colour targets: {target: state}."""
    out = []
    for k, st in enumerate(states):
        for px in pixels(st, W, H):
            if k:
                px = {'x': px['x'], 'y': px['y'], 'target': k, 'rgba': px['rgba']}
            out.append(px)
    return out


def tex_res(stage, reg, kind, tex, fmt=FMT_F):
    r = {'stage': stage, 'register': reg, 'space': 0, 'kind': kind, 'format': fmt, 'width': tex.w, 'height': tex.h}
    if kind == 'Texture2DArray':
        r['layers'] = tex.layers
    r['mips'] = tex.mips
    r['data'] = tex.flat()
    return r


def samp_res(stage, reg, filt='point', address='clamp', mip_filter='point', compare=None):
    r = {'stage': stage, 'register': reg, 'space': 0, 'kind': 'SamplerState', 'filter': filt,
         'mip_filter': mip_filter, 'address': address}
    if compare:
        r['compare'] = compare
    return r


# A full-screen triangle from SV_VertexID with TEXCOORD0 = uv (0..1 across the target, v down) at depth z.
def fst_vs(name, z='0.0'):
    return hlsl("""// %s.vs.hlsl: full-screen triangle from SV_VertexID; TEXCOORD0 = uv (0..1 over the target).
struct VSOut
{
    float4 pos : SV_Position;
    float2 uv  : TEXCOORD0;
};

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    float2 uv = float2((vid << 1) & 2, vid & 2);
    o.uv = uv;
    o.pos = float4(uv * float2(2.0, -2.0) + float2(-1.0, 1.0), %s, 1.0);
    return o;
}
""" % (name, z))


FST_UV = [(0, 0), (2, 0), (0, 2)]


# The same triangle with no output but SV_Position (the DXIL render corpus's shader).
def dxil_fst_pos_vs(name):
    return """// %s.vs.hlsl: full-screen triangle generated from SV_VertexID (no vertex buffer).
float4 main(uint vid : SV_VertexID) : SV_Position
{
    float2 uv = float2((vid << 1) & 2, vid & 2);
    return float4(uv * float2(2.0, -2.0) + float2(-1.0, 1.0), 0.0, 1.0);
}
""" % name


# ------------------------------------------------------------------ tests: depth and stencil output, sampling,
# interpolation modes, I/O index ranges, SM 5.1 register ranges (more in dxbc_msaa_geometry_tests.py)
def t_ps_mrt_depth():
    W, H = 8, 8
    ps = """// ps_mrt_depth.ps.hlsl: three render targets and SV_Depth; a corner discarded.
struct PSIn
{
    float4 pos : SV_Position;
    float2 uv  : TEXCOORD0;
};

struct PSOut
{
    float4 c0    : SV_Target0;
    float4 c1    : SV_Target1;
    float4 c2    : SV_Target2;
    float  depth : SV_Depth;
};

PSOut main(PSIn i)
{
    PSOut o;
    if (i.pos.x > 6.0 && i.pos.y < 2.0)
        discard;
    o.c0 = float4(i.uv, 0.25, 1.0);
    o.c1 = float4(i.pos.xy, i.uv.x * i.uv.y, 2.0);
    o.c2 = float4(1.0 - i.uv.x, 0.5, i.pos.x + i.pos.y, 3.0);
    o.depth = i.uv.x * 0.5 + i.uv.y * 0.25;     // (2a + b) / 64 for odd a, b: never 0.5
    return o;
}
"""
    states = [dict(), dict(), dict()]
    depth = {}
    for y in range(H):
        for x in range(W):
            u, v = (x + 0.5) / W, (y + 0.5) / H
            dz = u * 0.5 + v * 0.25
            keep = not (x + 0.5 > 6 and y + 0.5 < 2) and dz < 0.5   # discard, then the LESS test against 0.5
            outs = [(u, v, 0.25, 1.0), (x + 0.5, y + 0.5, u * v, 2.0), (1 - u, 0.5, x + y + 1.0, 3.0)]
            for k in range(3):
                states[k][(x, y)] = outs[k] if keep else CLEAR
            depth[(x, y)] = dz if keep else 0.5
    dpx = [{'x': x, 'y': y, 'depth': f32(depth[(x, y)])} for y in range(H) for x in range(W)]
    add('ps_mrt_depth', 'Full-screen triangle; the PS writes SV_Target0..2 and SV_Depth = u/2 + v/4 against a depth '
        'buffer cleared to 0.5 with the LESS test: pixels whose depth is 0.5 or more, and the discarded corner '
        '(x > 6, y < 2), keep the clear colour in every target and depth 0.5.',
        ['multiple render targets (o0-o2)', 'oDepth feeding the depth test', 'discard_nz'],
        {'vs': fst_vs('ps_mrt_depth'), 'ps': hlsl(ps)}, tgt(W, H, count=3), drw('triangle_list', 3),
        multi_pixels(states, W, H), 1e-5,
        depth={'format': 'D32_SFLOAT', 'clear': 0.5, 'compare': 'less', 'write': True},
        depth_pixels=dpx, depth_tolerance=1e-6)


def depth_bound_test(name, sv, reg, sysval, z, slope, coord, clear, compare, description):
    W, H = 8, 8
    ps = """// %s.ps.tpf: %s = SV_Position.z %s (SV_Position.%s) / 32, a conservative depth output
// (the shader promises the depth moves only %s); colour = (x, y, depth, 1).
ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.param %s, %s, float, %s
.text
dcl_globalFlags refactoringAllowed
dcl_input_ps_siv linear noperspective v0.xyz, position
dcl_output o0.xyzw
dcl_output %s
dcl_temps 1
mad r0.x, %sv0.%s, l(0.03125), v0.z
mov %s, r0.x
mov o0.xy, v0.xyxx
mov o0.z, r0.x
mov o0.w, l(1.0)
ret
""" % (name, sv, '+' if slope > 0 else '-', coord, 'away from the viewer' if slope > 0 else 'towards it',
       sv, reg, sysval, reg, '' if slope > 0 else '-', coord, reg)
    st, dp = {}, []
    for y in range(H):
        for x in range(W):
            c = x if coord == 'x' else y
            dz = f32(z + slope * (c + 0.5) / 32)
            keep = dz < clear if compare == 'less' else dz > clear
            st[(x, y)] = (x + 0.5, y + 0.5, dz, 1.0) if keep else CLEAR
            dp.append({'x': x, 'y': y, 'depth': dz if keep else f32(clear)})
    add(name, description, ['%s (%s)' % (reg, sv), 'conservative depth against the depth test'],
        {'vs': fst_vs(name, z=repr(z)), 'ps': tpf(ps)}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H),
        1e-5, depth={'format': 'D32_SFLOAT', 'clear': clear, 'compare': compare, 'write': True},
        depth_pixels=dp, depth_tolerance=1e-6)


def t_ps_depth_bounds():
    depth_bound_test('ps_depth_greater_equal', 'SV_DepthGreaterEqual', 'oDepthGE', 'DEPTHGE', 0.25, 1, 'x', 0.4,
                     'less', 'Full-screen triangle at z = 0.25; the PS writes oDepthGE = 0.25 + (x + 0.5) / 32 '
                     'against a depth buffer cleared to 0.4 (LESS): columns 0-4 pass and write their depth.')
    depth_bound_test('ps_depth_less_equal', 'SV_DepthLessEqual', 'oDepthLE', 'DEPTHLE', 0.75, -1, 'y', 0.6,
                     'greater', 'Full-screen triangle at z = 0.75; the PS writes oDepthLE = 0.75 - (y + 0.5) / 32 '
                     'against a depth buffer cleared to 0.6 (GREATER): rows 0-4 pass and write their depth.')


def t_ps_sample_cmp():
    W, H = 8, 8
    ps = """// ps_sample_cmp.ps.hlsl: comparison sampling of a D32 texture (4x4, texel (i, j) = (i + 4j + 0.5) / 16)
// with LESS_EQUAL (1 where ref <= texel), point filtering; a texel offset and computed gather offsets.
Texture2D<float>       gDepth : register(t0);
SamplerState           gPoint : register(s0);
SamplerComparisonState gCmp   : register(s1);

struct PSOut
{
    float4 a : SV_Target0;
    float4 b : SV_Target1;
};

PSOut main(float4 pos : SV_Position)
{
    uint2 p = (uint2)pos.xy;
    float2 uv = (float2(p >> 1) + 0.5) / 4.0;                 // the centre of texel p / 2
    float2 corner = float2((p >> 1) & 2) / 4.0 + 0.25;         // the corner of texels 0-1 or 2-3
    float ref = (float)((p.x ^ p.y) & 3) * 0.25 + 0.125;
    PSOut o;
    o.a.x = gDepth.SampleCmp(gCmp, uv, ref);
    o.a.y = gDepth.SampleCmpLevelZero(gCmp, uv + float2(0.25, 0.0), ref);
    float4 g = gDepth.GatherCmp(gCmp, corner, ref);
    o.a.z = dot(g, float4(1.0, 2.0, 4.0, 8.0));
    o.a.w = gDepth.Sample(gPoint, uv, int2(-1, 1));
    int2 off = int2(p.x & 1, -(int)(p.y & 1));
    o.b = gDepth.Gather(gPoint, corner, off);
    return o;
}
"""
    T = Tex(4, 4, 1, lambda m, l, x, y: ((x + 4 * y + 0.5) / 16,))

    def clampi(i):
        return min(max(i, 0), 3)

    sa, sb = {}, {}
    for y in range(H):
        for x in range(W):
            tx, ty = x >> 1, y >> 1
            ref = ((x ^ y) & 3) * 0.25 + 0.125
            cmp = lambda d: 1.0 if ref <= d else 0.0  # noqa: E731
            cu = ((tx & 2) / 4.0 + 0.25)
            cv = ((ty & 2) / 4.0 + 0.25)
            g = T.gather(cu, cv, 0)
            gc = [cmp(d) for d in g]
            a = (cmp(T.fetch(tx, ty)[0]), cmp(T.fetch(clampi(tx + 1), ty)[0]),
                 gc[0] + 2 * gc[1] + 4 * gc[2] + 8 * gc[3], T.fetch(clampi(tx - 1), clampi(ty + 1))[0])
            ox, oy = x & 1, -(y & 1)
            b = T.gather(cu + ox / 4.0, cv + oy / 4.0, 0)
            sa[(x, y)], sb[(x, y)] = a, b
    res = [tex_res('ps', 't0', 'Texture2D', T, fmt='D32_SFLOAT'), samp_res('ps', 's0'),
           samp_res('ps', 's1', compare='less_equal')]
    add('ps_sample_cmp', 'Comparison sampling of a 4x4 D32_SFLOAT texture with LESS_EQUAL and point filtering: '
        'sample_c (implicit LOD), sample_c_lz one texel right, gather4_c at a texel corner (the four results '
        'weighted 1, 2, 4, 8), sample with texel offset (-1, 1), and gather4_po with offsets computed from the '
        'pixel (target 1).',
        ['sample_c', 'sample_c_lz', 'gather4_c', 'gather4_po (computed offsets)', 'sample with aoffimmi',
         'comparison sampler', 'two render targets'],
        {'vs': hlsl(dxil_fst_pos_vs('ps_sample_cmp')), 'ps': hlsl(ps)}, tgt(W, H, count=2), drw('triangle_list', 3),
        multi_pixels([sa, sb], W, H), 1e-6, resources=res)


def t_ps_lod_resinfo():
    W, H = 8, 8
    ps = """// ps_lod_resinfo.ps.tpf: lod at three footprints, resinfo in its three return types, sample_info of
// the rasterizer. t0: Texture2D 8x8, 4 mips; t1: Texture2DArray 4x2, 3 layers, 2 mips.
ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.xy, v1.xy, float
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.param SV_Target1.xyzw, o1.xyzw, float, TARGET
.param SV_Target2.xyzw, o2.xyzw, float, TARGET
.text
dcl_globalFlags refactoringAllowed
dcl_sampler s0
dcl_resource_texture2d (float,float,float,float) t0
dcl_resource_texture2darray (float,float,float,float) t1
dcl_input_ps linear v1.xy
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_output o2.xyzw
dcl_temps 4
mul r0.xy, v1.xyxx, l(0.5, 0.5, 0, 0)
lod r1.xyzw, r0.xyxx, t0.xyzw, s0
mul r0.xy, v1.xyxx, l(4.0, 4.0, 0, 0)
lod r2.xyzw, r0.xyxx, t0.xyzw, s0
mul r0.xy, v1.xyxx, l(16.0, 16.0, 0, 0)
lod r3.xyzw, r0.xyxx, t0.xyzw, s0
mov o0.xy, r1.xyxx
mov o0.z, r2.x
mov o0.w, r3.x
resinfo_rcpFloat o1.xyzw, l(1), t1.xyzw
resinfo r0.xyzw, l(1), t0.xyzw
mov o2.x, r0.x
resinfo_uint r0.xyzw, l(2), t0.wxyz
utof o2.y, r0.y
mov o2.z, r3.y
sample_info o2.w, rasterizer.x
ret
"""
    A = Tex(8, 8, 4, lambda m, l, x, y: (m, x, y, 1.0), mips=4)
    B = Tex(4, 2, 4, lambda m, l, x, y: (m, l, x, y), layers=3, mips=2)
    # lod: uv * k changes by k / 8 per pixel on an 8-texel texture: k texels per pixel, LOD log2(k):
    # -1 (clamped to mip 0), 2, and 4 (clamped to the last mip, 3).
    c0 = (0.0, -1.0, 2.0, 3.0)
    c1 = (1 / 2, 1 / 1, 3.0, 2.0)   # mip 1 of 4x2: 2x1; reciprocals of width and height, array size and mips as is
    c2 = (4.0, 2.0, 4.0, 1.0)       # width of mip 1; width of mip 2 (uint); unclamped LOD 4; 1 sample
    states = [{(x, y): c for y in range(H) for x in range(W)} for c in (c0, c1, c2)]
    res = [tex_res('ps', 't0', 'Texture2D', A), tex_res('ps', 't1', 'Texture2DArray', B), samp_res('ps', 's0')]
    add('ps_lod_resinfo', 'lod of a Texture2D (8x8, 4 mips) at footprints of 1/2, 4 and 16 texels per pixel '
        '(clamped LOD 0, 2, 3; unclamped -1 and 4), resinfo_rcpFloat of mip 1 of a 4x2 Texture2DArray of 3 layers '
        'and 2 mips (array size and mip count not reciprocated), resinfo (float) and resinfo_uint (with a '
        'swizzle) of the Texture2D, sample_info of the single-sampled rasterizer.',
        ['lod', 'resinfo_rcpFloat on an array', 'resinfo float / uint with a swizzle', 'sample_info rasterizer'],
        {'vs': fst_vs('ps_lod_resinfo'), 'ps': tpf(ps)}, tgt(W, H, count=3), drw('triangle_list', 3),
        multi_pixels(states, W, H), 1e-3, resources=res,
        notes='Tolerance 1e-3 for the LOD, which drivers compute with approximate logarithms; every other value is '
              'exact.')


def t_ps_interp_modes():
    W, H = 8, 6
    vs = """// ps_interp_modes.vs.tpf: a quad over the whole target (two triangles) with clip w = 1, 2, 4, 2 at
// its corners (inside the view volume: nothing is clipped); o1-o5 carry the same attribute a (x: u, y: v)
// for the PS to interpolate five ways, o6 a flat float and a flat uint.
vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param TEXCOORD.xy, o1.xy, float
.param TEXCOORD1.xy, o2.xy, float
.param TEXCOORD2.xy, o3.xy, float
.param TEXCOORD3.xy, o4.xy, float
.param TEXCOORD4.xy, o5.xy, float
.param TEXCOORD5.x, o6.x, float
.param TEXCOORD6.y, o6.y, uint
.text
dcl_globalFlags refactoringAllowed
dcl_immediateConstantBuffer {
    {0, 0, 1.0, 0},
    {1.0, 0, 2.0, 0},
    {0, 1.0, 2.0, 0},
    {1.0, 0, 2.0, 0},
    {1.0, 1.0, 4.0, 0},
    {0, 1.0, 2.0, 0},
}
dcl_input_sgv v0.x, vertex_id
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_output o2.xy
dcl_output o3.xy
dcl_output o4.xy
dcl_output o5.xy
dcl_output o6.x
dcl_output o6.y
dcl_temps 2
mov r0.x, v0.x
mov r1.xyz, icb[r0.x + 0].xyzx
mad r0.yz, r1.xxyx, l(0, 2.0, -2.0, 0), l(0, -1.0, 1.0, 0)
mul o0.xy, r0.yzyy, r1.z
mov o0.z, l(0)
mov o0.w, r1.z
mov o1.xy, r1.xyxx
mov o2.xy, r1.xyxx
mov o3.xy, r1.xyxx
mov o4.xy, r1.xyxx
mov o5.xy, r1.xyxx
udiv r0.x, null, r0.x, l(3)
utof r0.y, r0.x
add o6.x, r0.y, l(0.5)
iadd o6.y, r0.x, l(7)
ret
"""
    ps = """// ps_interp_modes.ps.tpf: one attribute, five interpolations (single-sampled: centroid and sample
// are the pixel centre), and two flat values sharing a register.
ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.xy, v1.xy, float
.param TEXCOORD1.xy, v2.xy, float
.param TEXCOORD2.xy, v3.xy, float
.param TEXCOORD3.xy, v4.xy, float
.param TEXCOORD4.xy, v5.xy, float
.param TEXCOORD5.x, v6.x, float
.param TEXCOORD6.y, v6.y, uint
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.param SV_Target1.xyzw, o1.xyzw, float, TARGET
.text
dcl_globalFlags refactoringAllowed
dcl_input_ps linear v1.xy
dcl_input_ps linear centroid v2.xy
dcl_input_ps linear noperspective v3.xy
dcl_input_ps linear noperspective centroid v4.xy
dcl_input_ps linear sample v5.xy
dcl_input_ps constant v6.x
dcl_input_ps constant v6.y
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_temps 1
mov o0.x, v1.x
mov o0.y, v2.x
mov o0.z, v3.x
mov o0.w, v4.x
mov o1.x, v5.x
mov o1.y, v6.x
utof r0.x, v6.y
mov o1.z, r0.x
add o1.w, v1.y, v3.y
ret
"""
    corners = [(0, 0, 1.0), (1, 0, 2.0), (0, 1, 2.0), (1, 0, 2.0), (1, 1, 4.0), (0, 1, 2.0)]
    vs_ = []
    for i, (u, v, w) in enumerate(corners):
        tri = i // 3
        vs_.append(Vtx(((u * 2 - 1) * w, (1 - v * 2) * w, 0.0, w),
                       {'p': ((u, v), 'linear'), 's': ((u, v), 'noperspective'),
                        'f': ((tri + 0.5, tri + 7), 'flat')}))
    prims = tri_list(vs_)

    def ps_a(c):
        return (c.a['p'][0], c.a['p'][0], c.a['s'][0], c.a['s'][0])

    def ps_b(c):
        return (c.a['p'][0], c.a['f'][0], float(c.a['f'][1]), c.a['p'][1] + c.a['s'][1])

    sa = raster(W, H, prims, ps_a, CLEAR)
    sb = raster(W, H, prims, ps_b, CLEAR)
    add('ps_interp_modes', 'A quad of two triangles over the 8x6 target with clip w = 1, 2, 4, 2 (nothing clipped); '
        'the same (u, v) through linear, linear centroid, linear noperspective, linear noperspective centroid and '
        'linear sample inputs (single-sampled: all at the pixel centre, perspective-correct or screen-linear), and '
        'a constant float and a constant uint in one register (0.5 / 7 on the first triangle, 1.5 / 8 on the '
        'second).',
        ['dcl_input_ps interpolation modes', 'noperspective', 'centroid', 'sample', 'constant float and uint in one '
         'register', 'immediate constant buffer'],
        {'vs': tpf(vs), 'ps': tpf(ps)}, tgt(W, H, count=2), drw('triangle_list', 6), multi_pixels([sa, sb], W, H),
        1e-4)


QUAD_ICB = """dcl_immediateConstantBuffer {
    {0, 0, 0, 0},
    {1.0, 0, 0, 0},
    {0, 1.0, 0, 0},
    {1.0, 0, 0, 0},
    {1.0, 1.0, 0, 0},
    {0, 1.0, 0, 0},
}"""


def t_io_index_range():
    W, H = 8, 6
    vs = """// io_index_range.vs.tpf: a quad (two triangles) whose vertices write TEXCOORD0-3 (o1-o4, one
// dcl_index_range) as (j, j / 4, 0, 1), then overwrite o[k + 1] with (k + 10, -1, 0, 1) through a relative
// index, k = 2 * triangle + 1; KEY = k (flat).
vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param TEXCOORD.xyzw, o1.xyzw, float
.param TEXCOORD1.xyzw, o2.xyzw, float
.param TEXCOORD2.xyzw, o3.xyzw, float
.param TEXCOORD3.xyzw, o4.xyzw, float
.param KEY.x, o5.x, uint
.text
dcl_globalFlags refactoringAllowed
%s
dcl_input_sgv v0.x, vertex_id
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_output o2.xyzw
dcl_output o3.xyzw
dcl_output o4.xyzw
dcl_output o5.x
dcl_index_range o1.xyzw 4
dcl_temps 2
mov r0.x, v0.x
mad o0.xy, icb[r0.x + 0].xyxx, l(2.0, -2.0, 0, 0), l(-1.0, 1.0, 0, 0)
mov o0.zw, l(0, 0, 0, 1.0)
mov o1.xyzw, l(0, 0, 0, 1.0)
mov o2.xyzw, l(1.0, 0.25, 0, 1.0)
mov o3.xyzw, l(2.0, 0.5, 0, 1.0)
mov o4.xyzw, l(3.0, 0.75, 0, 1.0)
udiv r0.y, null, r0.x, l(3)
ishl r0.y, r0.y, l(1)
iadd r0.y, r0.y, l(1)
mov o5.x, r0.y
utof r1.x, r0.y
add r1.x, r1.x, l(10.0)
mov r1.yzw, l(0, -1.0, 0, 1.0)
mov o[r0.y + 1].xyzw, r1.xyzw
ret
""" % QUAD_ICB
    ps = """// io_index_range.ps.tpf: TEXCOORD0-3 (v1-v4, one dcl_index_range) read as v[((x + KEY) & 3) + 1],
// once loaded and once through eval_centroid (single-sampled: the pixel centre), summed.
ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.xyzw, v1.xyzw, float
.param TEXCOORD1.xyzw, v2.xyzw, float
.param TEXCOORD2.xyzw, v3.xyzw, float
.param TEXCOORD3.xyzw, v4.xyzw, float
.param KEY.x, v5.x, uint
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_globalFlags refactoringAllowed
dcl_input_ps_siv linear noperspective v0.x, position
dcl_input_ps linear v1.xyzw
dcl_input_ps linear v2.xyzw
dcl_input_ps linear v3.xyzw
dcl_input_ps linear v4.xyzw
dcl_input_ps constant v5.x
dcl_output o0.xyzw
dcl_index_range v1.xyzw 4
dcl_temps 2
ftou r0.x, v0.x
iadd r0.x, r0.x, v5.x
and r0.x, r0.x, l(3)
eval_centroid r1.xyzw, v[r0.x + 1].xyzw
add o0.xyzw, r1.xyzw, v[r0.x + 1].xyzw
ret
"""
    corners = [(0, 0), (1, 0), (0, 1), (1, 0), (1, 1), (0, 1)]
    vs_ = [Vtx((u * 2 - 1, 1 - v * 2, 0, 1), {'k': ((2 * (i // 3) + 1,), 'flat')}) for i, (u, v) in
           enumerate(corners)]

    def ps_fn(c):
        k = c.a['k'][0]
        idx = (c.x + k) & 3
        v = (k + 10.0, -1.0, 0.0, 1.0) if idx == k else (float(idx), 0.25 * idx, 0.0, 1.0)
        return tuple(2 * x for x in v)

    st = raster(W, H, tri_list(vs_), ps_fn, CLEAR)
    add('io_index_range', 'A quad of two triangles; the VS writes TEXCOORD0-3 statically, then one of them again '
        'through o[k + 1] (dcl_index_range, k = 1 or 3 per triangle); the PS reads v[((x + k) & 3) + 1]. Every '
        'register the relative write does not point at keeps its static value. The PS adds eval_centroid of the '
        'same relatively indexed input (its centre value: single-sampled).',
        ['dcl_index_range on outputs and inputs', 'relative output write o[r + 1]', 'relative input read v[r + 1]',
         'static writes beside a relative one', 'eval_centroid of a relatively indexed input'],
        {'vs': tpf(vs), 'ps': tpf(ps)}, tgt(W, H), drw('triangle_list', 6), pixels(st, W, H), 1e-5)


def t_ps_sm51_ranges():
    W, H = 8, 6
    vs = """// ps_sm51_ranges.vs.hlsl: a quad of two triangles; ID = the triangle (flat).
struct VSOut
{
    float4 pos : SV_Position;
    nointerpolation uint id : ID;
};

static const float2 kUnit[6] = { float2(0, 0), float2(1, 0), float2(0, 1), float2(1, 0), float2(1, 1), float2(0, 1) };

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    float2 u = kUnit[vid];
    o.pos = float4(u.x * 2.0 - 1.0, 1.0 - u.y * 2.0, 0.0, 1.0);
    o.id = vid / 3;
    return o;
}
"""
    ps = """// ps_sm51_ranges.ps.tpf: SM 5.1 register ranges in spaces: four textures t2-t5 of space 1 (one range,
// texture j holds (j, x, y, 1) at texel (x, y) of 2x2), sampled with a per-pixel index
// (NonUniformResourceIndex) and loaded with a per-triangle one; a constant buffer b1 of space 2.
ps_5_1
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param ID.x, v1.x, uint
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_globalFlags refactoringAllowed
dcl_constantBuffer cb0[1:1][1], immediateIndexed, space=2
dcl_sampler s0[0:0], space=0
dcl_resource_texture2d (float,float,float,float) t0[2:5], space=1
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_input_ps constant v1.x
dcl_output o0.xyzw
dcl_temps 3
ftou r0.x, v0.x
iadd r0.x, r0.x, v1.x
and r0.x, r0.x, l(3)
mul r1.xy, v0.xyxx, l(0.125, 0.125, 0, 0)
sample r1.xyzw, r1.xyxx, t0[r0.x + 2].xyzw {nonuniform}, s0[0]
and r0.y, v1.x, l(3)
ld r2.xyzw, l(0, 0, 0, 0), t0[r0.y + 2].xyzw
add r1.xyzw, r1.xyzw, r2.xyzw
add o0.xyzw, r1.xyzw, cb0[1][0].xyzw
ret
"""
    texs = [Tex(2, 2, 4, lambda m, l, x, y, j=j: (j, x, y, 1.0)) for j in range(4)]
    k = (0.5, 0.25, 0.125, 2.0)
    corners = [(0, 0), (1, 0), (0, 1), (1, 0), (1, 1), (0, 1)]
    vs_ = [Vtx((u * 2 - 1, 1 - v * 2, 0, 1), {'id': ((i // 3,), 'flat')}) for i, (u, v) in enumerate(corners)]

    def ps_fn(c):
        tri = c.a['id'][0]
        i = (c.x + tri) & 3
        s_ = texs[i].sample((c.x + 0.5) / 8, (c.y + 0.5) / 8)
        l_ = texs[tri & 3].fetch(0, 0)
        return tuple(s_[n] + l_[n] + k[n] for n in range(4))

    st = raster(W, H, tri_list(vs_), ps_fn, CLEAR)
    res = [dict(tex_res('ps', 't%u' % (2 + j), 'Texture2D', texs[j]), space=1) for j in range(4)]
    res.append(samp_res('ps', 's0'))
    res.append({'stage': 'ps', 'register': 'b1', 'space': 2, 'kind': 'ConstantBuffer', 'format': 'f32',
                'data': list(k)})
    add('ps_sm51_ranges', 'SM 5.1: a range of four textures (t2-t5, space 1) sampled with an index that differs per '
        'pixel (nonuniform) and loaded with one per triangle, and a constant buffer in space 2; the quad of two '
        'triangles shows texture (x + triangle) & 3 sampled plus texture triangle loaded plus the constants.',
        ['SM 5.1 register ranges and spaces', 'nonuniform resource index', 'ld and sample through a range',
         'constant buffer CB#[register][row]'],
        {'vs': hlsl(vs), 'ps': tpf(ps)}, tgt(W, H), drw('triangle_list', 6), pixels(st, W, H), 1e-6, resources=res)


def t_ps_sample_status_forms():
    W, H = 8, 8
    ps = """// ps_sample_status_forms.ps.tpf: the tiled-resource forms (*_s), which write a residency status as a
// second destination, here null: sample_l_s, ld_s, gather4_s, gather4_po_s on a Texture2D 8x8 of 4 mips
// (texel (x, y) of mip m = (m, x, y, 1)), sample_c_lz_s and gather4_c_s on a 4x4 D32 texture
// (texel (i, j) = (i + 4j + 0.5) / 16, LESS_EQUAL). Point filtering.
ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.xy, v1.xy, float
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.param SV_Target1.xyzw, o1.xyzw, float, TARGET
.param SV_Target2.xyzw, o2.xyzw, float, TARGET
.text
dcl_globalFlags refactoringAllowed
dcl_sampler s0
dcl_sampler s1, comparisonMode
dcl_resource_texture2d (float,float,float,float) t0
dcl_resource_texture2d (float,float,float,float) t1
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_input_ps linear v1.xy
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_output o2.xyzw
dcl_temps 4
sample_l_s o0.xyzw, null, v1.xyxx, t0.xyzw, s0, l(1.0)
ftou r0.xy, v0.xyxx
mov r0.zw, l(0, 0, 0, 0)
ld_s r1.xyzw, null, r0.xyzw, t0.zyxw
add r2.xy, v1.xyxx, l(0.0625, 0.0625, 0, 0)
gather4_s r3.xyzw, null, r2.xyxx, t0.xyzw, s0.y
mov o1.x, r1.x
mov o1.y, r3.x
and r0.zw, r0.xxxy, l(0, 0, 1, 1)
gather4_po_s r3.xyzw, null, r2.xyxx, r0.zwzz, t0.xyzw, s0.z
mov o1.zw, r3.xxxy
and r0.xy, r0.xyxx, l(6, 6, 0, 0)
utof r0.xy, r0.xyxx
mad r0.xy, r0.xyxx, l(0.125, 0.125, 0, 0), l(0.125, 0.125, 0, 0)
sample_c_lz_s r1.x, null, r0.xyxx, t1.x, s1, l(0.4)
add r0.xy, r0.xyxx, l(0.125, 0.125, 0, 0)
gather4_c_s r3.xyzw, null, r0.xyxx, t1.xyzw, s1.x, l(0.5)
mov o2.x, r1.x
mov o2.yzw, r3.xxyw
ret
"""
    T = Tex(8, 8, 4, lambda m, l, x, y: (m, x, y, 1.0), mips=4)
    D = Tex(4, 4, 1, lambda m, l, x, y: ((x + 4 * y + 0.5) / 16,))
    st = [dict(), dict(), dict()]
    for y in range(H):
        for x in range(W):
            st[0][(x, y)] = T.fetch(x >> 1, y >> 1, mip=1)
            # gathers at the corner right and below the pixel's texel: (i0, j1) is the texel itself
            g = T.gather((x + 1.0) / 8, (y + 1.0) / 8, 1)
            gp = T.gather((x + 1.0 + (x & 1)) / 8, (y + 1.0 + (y & 1)) / 8, 2)
            st[1][(x, y)] = (float(y), g[0], gp[0], gp[1])
            ti, tj = (x & 6) >> 1, (y & 6) >> 1           # texel centre (2k + 1) / 8 of the 4x4 texture
            dc = D.fetch(ti, tj)[0]
            gc = [1.0 if 0.5 <= d else 0.0 for d in D.gather((ti + 1.0) / 4, (tj + 1.0) / 4, 0)]
            st[2][(x, y)] = (1.0 if 0.4 <= dc else 0.0, gc[0], gc[1], gc[3])
    res = [tex_res('ps', 't0', 'Texture2D', T), tex_res('ps', 't1', 'Texture2D', D, fmt='D32_SFLOAT'),
           samp_res('ps', 's0'), samp_res('ps', 's1', compare='less_equal')]
    add('ps_sample_status_forms', 'The *_s forms with a null status destination: sample_l_s (mip 1), ld_s through '
        '.zyxw, gather4_s of green and gather4_po_s of blue (offset (x & 1, y & 1)) at texel corners, sample_c_lz_s '
        'and gather4_c_s on a D32 texture with LESS_EQUAL.',
        ['sample_l_s', 'ld_s', 'gather4_s', 'gather4_po_s', 'sample_c_lz_s', 'gather4_c_s',
         'a null second destination'],
        {'vs': fst_vs('ps_sample_status_forms'), 'ps': tpf(ps)}, tgt(W, H, count=3), drw('triangle_list', 3),
        multi_pixels(st, W, H), 1e-6, resources=res,
        notes='The residency status itself is not read here: on this machine lavapipe crashes drawing with '
              'OpImageSparse* and OpImageSparseTexelsResident in a vertex or pixel shader (glslang\'s SPIR-V of '
              'sparseTextureLodARB does the same), and it has no shaderResourceMinLod for the *_cl_s clamps.')


def t_ps_stencil_ref():
    W, H = 8, 8
    ps = """// ps_stencil_ref.ps.tpf: oStencilRef = x + 2y (pixel), which the REPLACE stencil op writes instead of
// the pipeline's reference; pixels with x + y > 11 are discarded (stencil keeps its clear value 7).
ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.param SV_StencilRef, oStencilRef, uint, STENCILREF
.text
dcl_globalFlags refactoringAllowed
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_output o0.xyzw
dcl_output oStencilRef
dcl_temps 1
ftou r0.xy, v0.xyxx
iadd r0.z, r0.x, r0.y
ult r0.z, l(11), r0.z
discard_nz r0.z
ishl r0.y, r0.y, l(1)
iadd oStencilRef, r0.x, r0.y
mov o0.xy, v0.xyxx
mov o0.zw, l(0, 0, 0, 1.0)
ret
"""
    st, sp = {}, []
    for y in range(H):
        for x in range(W):
            keep = x + y <= 11
            st[(x, y)] = (x + 0.5, y + 0.5, 0.0, 1.0) if keep else CLEAR
            sp.append({'x': x, 'y': y, 'stencil': x + 2 * y if keep else 7})
    add('ps_stencil_ref', 'Full-screen triangle; the PS exports SV_StencilRef = x + 2y into a stencil buffer cleared '
        'to 7 (ALWAYS, REPLACE with a pipeline reference of 200, which the export overrides) and discards pixels '
        'with x + y > 11, which keep 7.',
        ['oStencilRef (SV_StencilRef)', 'stencil export', 'discard'],
        {'vs': hlsl(dxil_fst_pos_vs('ps_stencil_ref')), 'ps': tpf(ps)}, tgt(W, H), drw('triangle_list', 3),
        pixels(st, W, H), 1e-6,
        depth={'format': 'D32_SFLOAT_S8_UINT', 'clear': 1, 'compare': 'always', 'write': False,
               'stencil': {'clear': 7, 'reference': 200, 'compare': 'always', 'pass_op': 'replace'}},
        stencil_pixels=sp)


def collect(test_fns):
    """Runs the t_* functions given and returns the tests they add()ed, in order."""
    start = len(TESTS)
    for fn in test_fns:
        fn()
    out = []
    for t in TESTS[start:]:
        t = dict(t)
        t['sources'] = {st: src for st, src in t['sources'].items()}
        out.append(t)
    return out


def build():
    return collect([t_ps_mrt_depth, t_ps_depth_bounds, t_ps_sample_cmp, t_ps_lod_resinfo, t_ps_interp_modes,
                    t_io_index_range, t_ps_sm51_ranges, t_ps_sample_status_forms, t_ps_stencil_ref])
