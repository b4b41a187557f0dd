"""Render tests: textures (Load, sampling with point/linear filters, explicit and implicit LOD, arrays,
gather)."""
from genlib import (Tex, pixels, raster)
from gencommon import (FMT_F, add, tgt, drw, CLEAR, HLSL_FST_POS_VS, fst_prims)


def tex_res(stage, reg, space, kind, tex, fmt=FMT_F):
    r = {'stage': stage, 'register': reg, 'space': space, 'kind': kind, 'format': fmt, 'width': tex.w,
         'height': tex.h}
    if kind == 'Texture2DArray':
        r['layers'] = tex.layers
    r['mips'] = tex.mips
    r['data'] = tex.flat()
    return r


def samp_res(stage, reg, space, filt, address, mip_filter='point'):
    return {'stage': stage, 'register': reg, 'space': space, 'kind': 'SamplerState', 'filter': filt,
            'mip_filter': mip_filter, 'address': address}


def t_tex2d_load():
    W, H = 8, 8
    ps = """// tex2d_load.ps.hlsl: Texture2D.Load (with and without an immediate offset) and operator[].
Texture2D<float4> gTexA : register(t0);
Texture2D<float4> gTexB : register(t3);

float4 main(float4 pos : SV_Position) : SV_Target
{
    int2 p = int2(pos.xy);
    if (p.y < 4)
    {
        if (p.x < 4)
            return gTexA.Load(int3(7 - p.x, p.y, 0));
        return gTexA.Load(int3(p.x, p.y, 0), int2(-2, 1));   // texel (x - 2, y + 1)
    }
    return gTexB[uint2(p.x, 7 - p.y)];
}
"""
    A = Tex(8, 8, 4, lambda m, l, x, y: ((x + 1) / 16.0, (y + 1) / 16.0, 0.5, 1.0))
    B = Tex(8, 8, 4, lambda m, l, x, y: (0.75, (x + 1) / 32.0, (y + 1) / 32.0, 0.5))

    def ps_fn(c):
        x, y = c.x, c.y
        if y < 4:
            return A.fetch(7 - x, y) if x < 4 else A.fetch(x - 2, y + 1)
        return B.fetch(x, 7 - y)

    st = raster(W, H, fst_prims(), ps_fn, CLEAR)
    res = [tex_res('ps', 't0', 0, 'Texture2D', A), tex_res('ps', 't3', 0, 'Texture2D', B)]
    add('tex2d_load', 'Texture2D.Load mirrored, Load with immediate offset (-2, 1), and tex[uint2] on a second '
        'texture in t3. Texel (x, y) of t0 = ((x+1)/16, (y+1)/16, 0.5, 1); of t3 = (0.75, (x+1)/32, (y+1)/32, 0.5).',
        ['Texture2D.Load', 'Load with offset', 'operator[]', 'non-contiguous t registers'],
        {'vs': HLSL_FST_POS_VS, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-6,
        resources=res)


def t_tex2d_sample_point():
    W, H = 8, 8
    ps = """// tex2d_sample_point.ps.hlsl: point sampling exactly at texel centres of a 4x4 texture;
// columns 4..7 leave [0,1] and show clamp (top half) and wrap (bottom half) addressing.
Texture2D<float4> gTex   : register(t0);
SamplerState      gClamp : register(s0);
SamplerState      gWrap  : register(s1);

float4 main(float4 pos : SV_Position) : SV_Target
{
    float2 uvClamp = pos.xy / 4.0;
    float2 uvWrap  = float2(pos.x, pos.y - 4.0) / 4.0;
    float4 a = gTex.Sample(gClamp, uvClamp);
    float4 b = gTex.Sample(gWrap, uvWrap);
    return pos.y < 4.0 ? a : b;
}
"""
    T = Tex(4, 4, 4, lambda m, l, x, y: (x / 4.0, y / 4.0, 0.25 + x * 0.0625 + y * 0.25, 1.0 - x * 0.125))

    def ps_fn(c):
        px, py = c.pos[0], c.pos[1]
        if py < 4:
            return T.sample(px / 4, py / 4, addr='clamp')
        return T.sample(px / 4, (py - 4) / 4, addr='wrap')

    st = raster(W, H, fst_prims(), ps_fn, CLEAR)
    res = [tex_res('ps', 't0', 0, 'Texture2D', T), samp_res('ps', 's0', 0, 'point', 'clamp'),
           samp_res('ps', 's1', 0, 'point', 'wrap')]
    add('tex2d_sample_point', 'Texture2D.Sample with point filtering at texel centres; two samplers (s0 clamp, '
        's1 wrap) on one texture.',
        ['Texture2D.Sample', 'SamplerState point', 'clamp vs wrap addressing', 'two samplers'],
        {'vs': HLSL_FST_POS_VS, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-6,
        resources=res)


def t_tex2d_sample_linear():
    W, H = 8, 8
    ps = """// tex2d_sample_linear.ps.hlsl: bilinear filtering of a 4x4 texture. In texel space the sample
// point is s = pos * 0.5 + 0.25: even pixels hit texel centres, odd pixels hit the midpoint
// between two texels (weights exactly 0.5), and the last column/row clamps to the edge.
Texture2D<float4> gTex    : register(t0);
SamplerState      gLinear : register(s0);

float4 main(float4 pos : SV_Position) : SV_Target
{
    float2 s = pos.xy * 0.5 + 0.25;
    return gTex.Sample(gLinear, s / 4.0);
}
"""
    T = Tex(4, 4, 4, lambda m, l, x, y: (x / 4.0 + y / 16.0, y / 4.0, (x * y) / 16.0, 1.0 - x / 8.0))

    def ps_fn(c):
        s = (c.pos[0] * 0.5 + 0.25) / 4, (c.pos[1] * 0.5 + 0.25) / 4
        return T.sample(s[0], s[1], filt='linear', addr='clamp')

    st = raster(W, H, fst_prims(), ps_fn, CLEAR)
    res = [tex_res('ps', 't0', 0, 'Texture2D', T), samp_res('ps', 's0', 0, 'linear', 'clamp')]
    add('tex2d_sample_linear', 'Texture2D.Sample with a linear/clamp sampler at texel centres and exact texel '
        'midpoints (bilinear weights 0 / 0.5 / 1), so the expected values are exact.',
        ['linear filtering', 'clamp-to-edge'],
        {'vs': HLSL_FST_POS_VS, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-4,
        resources=res, notes='R32G32B32A32_SFLOAT with linear filtering is optional in Vulkan; lavapipe supports it.')


def t_tex2d_samplelevel_mip():
    W, H = 8, 8
    ps = """// tex2d_samplelevel_mip.ps.hlsl: a 4x4 texture with 2 mip levels (4x4, 2x2).
Texture2D<float4> gTex   : register(t0);
SamplerState      gPoint : register(s0);

float4 main(float4 pos : SV_Position) : SV_Target
{
    uint2 p = (uint2)pos.xy;
    uint w0, h0, n0, w1, h1, n1;
    gTex.GetDimensions(0, w0, h0, n0);
    gTex.GetDimensions(1, w1, h1, n1);
    if (p.y < 2)
    {
        float2 uv = (float2(p.x >> 2, p.y) + 0.5) / 2.0;    // texel centres of mip 1
        return gTex.SampleLevel(gPoint, uv, 1.0);
    }
    if (p.y < 4)
    {
        float2 uv = (float2(p.x >> 1, p.y) + 0.5) / 4.0;    // texel centres of mip 0 (rows 2, 3)
        return gTex.SampleLevel(gPoint, uv, 0.0);
    }
    if (p.y < 6)
        return gTex.Load(int3(p.x >> 2, p.y - 4, 1));       // mip 1 again, through Load
    if (p.y == 6)
        return float4(w0, h0, n0, 0.0);
    return float4(w1, h1, n1, 1.0);
}
"""
    T = Tex(4, 4, 4, lambda m, l, x, y: ((x / 4.0, y / 4.0, 0.0, 1.0) if m == 0 else (x / 2.0, y / 2.0, 1.0, 0.5)),
            mips=2)

    def ps_fn(c):
        x, y = c.x, c.y
        if y < 2:
            return T.sample(((x >> 2) + 0.5) / 2, (y + 0.5) / 2, mip=1)
        if y < 4:
            return T.sample(((x >> 1) + 0.5) / 4, (y + 0.5) / 4, mip=0)
        if y < 6:
            return T.fetch(x >> 2, y - 4, mip=1)
        if y == 6:
            return (4.0, 4.0, 2.0, 0.0)
        return (2.0, 2.0, 2.0, 1.0)

    st = raster(W, H, fst_prims(), ps_fn, CLEAR)
    res = [tex_res('ps', 't0', 0, 'Texture2D', T), samp_res('ps', 's0', 0, 'point', 'clamp')]
    add('tex2d_samplelevel_mip', 'SampleLevel(uv, 1) and SampleLevel(uv, 0) on a 2-mip texture, Load from mip 1, '
        'GetDimensions(mip, w, h, levels) for mips 0 and 1. Mip-0 texel (x,y) = (x/4, y/4, 0, 1); '
        'mip-1 texel = (x/2, y/2, 1, 0.5).',
        ['SampleLevel', 'mip levels', 'Load from mip 1', 'GetDimensions with mip level / level count'],
        {'vs': HLSL_FST_POS_VS, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-6,
        resources=res)


def t_tex2d_sample_implicit_lod():
    W, H = 8, 8
    ps = """// tex2d_sample_implicit_lod.ps.hlsl: mip selection from screen-space derivatives.
// The texture is 16x16 with 3 mips; texel (x, y) of mip m holds (m, x, y, 1).
// uv = pos.xy / 8 changes by 1/8 per pixel = 2 texels of mip 0, so lambda = 1.
Texture2D<float4> gTex   : register(t0);
SamplerState      gPoint : register(s0);     // point min/mag/mip filter, clamp

float4 main(float4 pos : SV_Position) : SV_Target
{
    float2 uv = pos.xy / 8.0;
    float4 a = gTex.Sample(gPoint, uv);                                              // lambda 1 -> mip 1
    float4 b = gTex.Sample(gPoint, uv * 0.5);                                        // lambda 0 -> mip 0
    float4 c = gTex.SampleBias(gPoint, uv, 1.0);                                     // lambda 2 -> mip 2
    float4 d = gTex.SampleGrad(gPoint, uv, float2(0.25, 0.0), float2(0.0, 0.25));    // lambda 2 -> mip 2
    uint sel = ((uint)pos.x + (uint)pos.y) & 3;
    if (sel == 0)
        return a;
    if (sel == 1)
        return b;
    return sel == 2 ? c : d;
}
"""
    T = Tex(16, 16, 4, lambda m, l, x, y: (m, x, y, 1.0), mips=3)

    def ps_fn(c):
        u, v = c.pos[0] / 8, c.pos[1] / 8
        sel = (c.x + c.y) & 3
        if sel == 0:
            return T.sample(u, v, mip=1)
        if sel == 1:
            return T.sample(u * 0.5, v * 0.5, mip=0)
        return T.sample(u, v, mip=2)

    st = raster(W, H, fst_prims(), ps_fn, CLEAR)
    res = [tex_res('ps', 't0', 0, 'Texture2D', T), samp_res('ps', 's0', 0, 'point', 'clamp', 'point')]
    add('tex2d_sample_implicit_lod', 'Sample (implicit LOD 1 and 0), SampleBias (+1) and SampleGrad on a 16x16 '
        '3-mip texture with nearest mip filtering; the chosen mip and texel are visible in the result.',
        ['implicit-LOD Sample', 'SampleBias', 'SampleGrad', 'mip selection'],
        {'vs': HLSL_FST_POS_VS, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-6,
        resources=res)


def t_tex2darray():
    W, H = 8, 8
    ps = """// tex2darray.ps.hlsl: Texture2DArray (4x4, 3 layers); texel (x, y) of layer L holds (L, x, y, 0.5).
Texture2DArray<float4> gArr   : register(t1);
SamplerState           gPoint : register(s2);

float4 main(float4 pos : SV_Position) : SV_Target
{
    uint2 p = (uint2)pos.xy;
    uint layer = (p.x + p.y) % 3;
    float2 uv = (float2(p >> 1) + 0.5) / 4.0;
    float4 s = gArr.Sample(gPoint, float3(uv, (float)layer));
    float4 l = gArr.Load(int4(p >> 1, layer, 0));
    return p.x < 4 ? s : l;
}
"""
    T = Tex(4, 4, 4, lambda m, l, x, y: (l, x, y, 0.5), layers=3)
    st = raster(W, H, fst_prims(), lambda c: T.fetch(c.x >> 1, c.y >> 1, layer=(c.x + c.y) % 3), CLEAR)
    res = [tex_res('ps', 't1', 0, 'Texture2DArray', T), samp_res('ps', 's2', 0, 'point', 'clamp')]
    add('tex2darray', 'Texture2DArray: Sample with the layer in uv.z (left half) and Load(int4(x, y, layer, mip)) '
        '(right half); layer = (x + y) % 3.',
        ['Texture2DArray Sample', 'Texture2DArray Load', 'arrayed image'],
        {'vs': HLSL_FST_POS_VS, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-6,
        resources=res)


def t_tex2d_gather():
    W, H = 8, 8
    ps = """// tex2d_gather.ps.hlsl: Gather at interior texel corners, so the 2x2 footprint is unambiguous.
// Result order (D3D and SPIR-V OpImageGather): (i0,j1) (i1,j1) (i1,j0) (i0,j0).
Texture2D<float>  gRed   : register(t0);    // R32_SFLOAT 4x4, texel (i, j) = 1 + i + 4j
Texture2D<float4> gRGBA  : register(t1);    // 4x4, green of texel (i, j) = 100 + i + 4j
SamplerState      gPoint : register(s0);

float4 main(float4 pos : SV_Position) : SV_Target
{
    uint2 p = (uint2)pos.xy;
    float2 uv = float2(1 + p.x % 3, 1 + p.y % 3) / 4.0;
    float4 g0 = gRed.Gather(gPoint, uv);
    float4 g1 = gRGBA.GatherGreen(gPoint, uv);
    return p.x < 4 ? g0 : g1;
}
"""
    R = Tex(4, 4, 1, lambda m, l, x, y: (1 + x + 4 * y,))
    C = Tex(4, 4, 4, lambda m, l, x, y: (x, 100 + x + 4 * y, -1.0, 0.5))

    def ps_fn(c):
        uv = ((1 + c.x % 3) / 4.0, (1 + c.y % 3) / 4.0)
        return R.gather(uv[0], uv[1], 0) if c.x < 4 else C.gather(uv[0], uv[1], 1)

    st = raster(W, H, fst_prims(), ps_fn, CLEAR)
    res = [tex_res('ps', 't0', 0, 'Texture2D', R, fmt='R32_SFLOAT'), tex_res('ps', 't1', 0, 'Texture2D', C),
           samp_res('ps', 's0', 0, 'point', 'clamp')]
    add('tex2d_gather', 'Gather on a single-channel R32_SFLOAT texture (left half) and GatherGreen on an RGBA '
        'texture (right half) at interior texel corners.',
        ['Gather', 'GatherGreen (component 1)', 'R32_SFLOAT texture / Texture2D<float>'],
        {'vs': HLSL_FST_POS_VS, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-6,
        resources=res)
