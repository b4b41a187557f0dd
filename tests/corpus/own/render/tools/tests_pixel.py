"""Render tests: pixel-shader features (discard, front face, constant buffers, integer ALU, control flow,
derivatives, primitive id, clip distances, points, UNORM targets, register aliasing, min precision,
barycentrics, per-sample execution)."""
import math
import os

from genlib import (Vtx, firstbithigh_s, firstbithigh_u, firstbitlow_u, idiv, irem, pixels, popcount, raster,
                    reversebits, to_s32, tri_list, M32)
from gencommon import (add, tgt, drw, CLEAR, UNIT6, FST_NDC, HLSL_QUAD, HLSL_UNIT6, HLSL_FST_POS_VS,
                       fst_prims, quad_prims)


# =====================================================================================
# pixel features
# =====================================================================================
def t_discard_half():
    W, H = 8, 8
    ps = """// discard_half.ps.hlsl: left half keeps a checkerboard (discard), right half keeps rows 4..7 (clip).
float4 main(float4 pos : SV_Position) : SV_Target
{
    uint2 p = (uint2)pos.xy;
    if (p.x < 4)
    {
        if (((p.x + p.y) & 1) != 0)
            discard;
    }
    else
    {
        clip(pos.y - 4.0);      // discards where pos.y - 4 < 0, i.e. rows 0..3
    }
    return float4(1.0, 0.5, 0.25, 1.0);
}
"""

    def ps_fn(c):
        if c.x < 4:
            if (c.x + c.y) & 1:
                return None
        elif c.pos[1] - 4.0 < 0:
            return None
        return (1.0, 0.5, 0.25, 1.0)

    st = raster(W, H, fst_prims(), ps_fn, CLEAR)
    add('discard_half', 'discard on a checkerboard in the left half, clip() of rows 0..3 in the right half; '
        'discarded pixels keep the clear colour (0,0,0,0).',
        ['discard', 'clip()', 'OpKill / OpDemoteToHelperInvocation'],
        {'vs': HLSL_FST_POS_VS, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-6)


def t_front_face():
    W, H = 8, 6
    vs = """// front_face.vs.hlsl: left half = two triangles wound clockwise as seen in the image
// (front-facing with the D3D default FrontCounterClockwise = FALSE), right half = two
// triangles wound counter-clockwise (back-facing). Culling is off.
static const float2 kPos[12] =
{
    float2(-1.0,  1.0), float2( 0.0,  1.0), float2(-1.0, -1.0),   // left, clockwise
    float2( 0.0,  1.0), float2( 0.0, -1.0), float2(-1.0, -1.0),
    float2( 0.0,  1.0), float2( 0.0, -1.0), float2( 1.0,  1.0),   // right, counter-clockwise
    float2( 1.0,  1.0), float2( 0.0, -1.0), float2( 1.0, -1.0)
};

float4 main(uint vid : SV_VertexID) : SV_Position
{
    return float4(kPos[vid], 0.0, 1.0);
}
"""
    ps = """// front_face.ps.hlsl
float4 main(float4 pos : SV_Position, bool front : SV_IsFrontFace) : SV_Target
{
    return front ? float4(1.0, 0.0, 0.0, 1.0) : float4(0.0, 0.0, 1.0, 1.0);
}
"""
    P = [(-1, 1), (0, 1), (-1, -1), (0, 1), (0, -1), (-1, -1), (0, 1), (0, -1), (1, 1), (1, 1), (0, -1), (1, -1)]
    prims = tri_list([Vtx((X, Y, 0, 1)) for (X, Y) in P])
    st = raster(W, H, prims, lambda c: (1.0, 0.0, 0.0, 1.0) if c.front else (0.0, 0.0, 1.0, 1.0), CLEAR)
    add('front_face', 'SV_IsFrontFace: clockwise-on-screen triangles (left half) are front-facing (red), '
        'counter-clockwise ones (right half) back-facing (blue). Harness: cull none, '
        'frontFace = VK_FRONT_FACE_CLOCKWISE together with the negative-height viewport.',
        ['SV_IsFrontFace', 'winding convention with the y-flipped viewport'],
        {'vs': vs, 'ps': ps}, tgt(W, H), drw('triangle_list', 12), pixels(st, W, H), 1e-6)


def t_cbuffer_packing():
    W, H = 8, 8
    ps = """// cbuffer_packing.ps.hlsl: HLSL constant-buffer packing rules. Column x of the target shows
// member group x; column 7 indexes the arrays dynamically with the row number.
cbuffer Params : register(b0)
{
    float4 gColor;      // offset   0 (c0)
    float3 gVec3;       // offset  16 (c1.xyz)
    float  gScalar;     // offset  28 (c1.w)
    float  gArr[3];     // offsets 32, 48, 64: every array element starts a new 16-byte register
    float2 gF2;         // offset  68 (c4.yz): packs after the last array element
    float  gTail;       // offset  76 (c4.w)
    float4 gArr4[2];    // offsets 80, 96
    float2 gF2b;        // offset 112 (c7.xy)
    float3 gVec3b;      // offset 128 (c8.xyz): a float3 does not fit in c7.zw
    float  gLast;       // offset 140 (c8.w)
};

float4 main(float4 pos : SV_Position) : SV_Target
{
    uint x = (uint)pos.x;
    uint y = (uint)pos.y;
    switch (x)
    {
    case 0:  return gColor;
    case 1:  return float4(gVec3, gScalar);
    case 2:  return float4(gArr[0], gArr[1], gArr[2], gTail);
    case 3:  return float4(gF2, gF2b);
    case 4:  return gArr4[0];
    case 5:  return gArr4[1];
    case 6:  return float4(gVec3b, gLast);
    default: return float4(gArr[y % 3], gArr4[y & 1].y, gArr4[(y >> 1) & 1].w, 1.0);
    }
}
"""
    used = {}
    layout = {'gColor': [0, 1, 2, 3], 'gVec3': [4, 5, 6], 'gScalar': [7], 'gArr': [8, 12, 16], 'gF2': [17, 18],
              'gTail': [19], 'gArr4': [20, 21, 22, 23, 24, 25, 26, 27], 'gF2b': [28, 29], 'gVec3b': [32, 33, 34],
              'gLast': [35]}
    for k, ws in layout.items():
        for w in ws:
            used[w] = k
    data = [float(w + 1) if w in used else float(-1 - w) for w in range(36)]
    m = {k: [data[w] for w in ws] for k, ws in layout.items()}

    def ps_fn(c):
        x, y = c.x, c.y
        a4 = [m['gArr4'][0:4], m['gArr4'][4:8]]
        return [tuple(m['gColor']), tuple(m['gVec3'] + m['gScalar']), tuple(m['gArr'] + m['gTail']),
                tuple(m['gF2'] + m['gF2b']), tuple(a4[0]), tuple(a4[1]), tuple(m['gVec3b'] + m['gLast']),
                (m['gArr'][y % 3], a4[y & 1][1], a4[(y >> 1) & 1][3], 1.0)][min(x, 7)]

    st = raster(W, H, fst_prims(), ps_fn, CLEAR)
    res = [{'stage': 'ps', 'register': 'b0', 'space': 0, 'kind': 'ConstantBuffer', 'format': 'f32', 'data': data}]
    add('cbuffer_packing', 'Constant buffer with float4, float3+float packed in one register, float[3] array '
        '(16-byte element stride) followed by a float2 packed into the last element register, float4[2], '
        'float2 then float3 (pushed to the next register). Word i of the buffer holds i+1; padding words hold -(i+1).',
        ['cbuffer packing rules', 'cbuffer arrays (16-byte stride)', 'dynamic cbuffer array index', 'switch'],
        {'vs': HLSL_FST_POS_VS, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-6,
        resources=res)


def t_cbuffer_dyn_index():
    W, H = 8, 8
    ps = """// cbuffer_dyn_index.ps.hlsl: a float4 palette indexed by a value computed from the pixel position,
// in register space 2.
cbuffer Palette : register(b1, space2)
{
    float4 gPalette[8];
    float  gShift;
};

float4 main(float4 pos : SV_Position) : SV_Target
{
    uint2 p = (uint2)pos.xy;
    uint idx = (p.x * 3 + p.y + (uint)gShift) & 7;
    return gPalette[idx];
}
"""
    pal = [(i * 0.125, 1.0 - i * 0.125, (i * i) / 64.0, 0.5 + i) for i in range(8)]
    shift = 5.0
    data = [c for p in pal for c in p] + [shift, 0.0, 0.0, 0.0]
    st = raster(W, H, fst_prims(), lambda c: pal[(c.x * 3 + c.y + int(shift)) & 7], CLEAR)
    res = [{'stage': 'ps', 'register': 'b1', 'space': 2, 'kind': 'ConstantBuffer', 'format': 'f32', 'data': data}]
    add('cbuffer_dyn_index', 'float4 gPalette[8] in cbuffer b1, space 2, indexed with (3x + y + 5) & 7.',
        ['dynamic cbuffer indexing', 'register space != 0'],
        {'vs': HLSL_FST_POS_VS, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-6,
        resources=res)


def t_int_bitops_uint():
    W, H = 8, 8
    ps = """// int_bitops_uint.ps.hlsl: unsigned integer arithmetic and bit operations into an R32G32B32A32_UINT target.
uint4 main(float4 pos : SV_Position) : SV_Target
{
    uint x = (uint)pos.x;
    uint y = (uint)pos.y;
    uint v = (x << 4) | y;                          // 0x00 .. 0x77
    uint h = v * 0x9E3779B9u;                       // wrapping 32-bit multiply
    uint r = (h ^ (h >> 15)) + ((v << 28) | (v >> 4));
    uint g = countbits(h) | (firstbithigh(v) << 8) | (firstbitlow(v) << 16);   // firstbit*(0) = 0xFFFFFFFF
    uint b = reversebits(h) ^ 0xA5A5A5A5u;
    uint a = h / (v + 1u) + (h % 13u) * 65536u;
    return uint4(r, g, b, a);
}
"""

    def ps_fn(c):
        x, y = c.x, c.y
        v = (x << 4) | y
        h = (v * 0x9E3779B9) & M32
        r = ((h ^ (h >> 15)) + (((v << 28) & M32) | (v >> 4))) & M32
        g = (popcount(h) | ((firstbithigh_u(v) << 8) & M32) | ((firstbitlow_u(v) << 16) & M32)) & M32
        b = reversebits(h) ^ 0xA5A5A5A5
        a = (h // (v + 1) + (h % 13) * 65536) & M32
        return (r, g, b, a)

    st = raster(W, H, fst_prims(), ps_fn, (0, 0, 0, 0))
    add('int_bitops_uint', 'uint shifts, xor/or, wrapping multiply, udiv/urem, countbits, firstbithigh/firstbitlow '
        '(including 0 -> 0xFFFFFFFF at pixel (0,0)), reversebits; written to an R32G32B32A32_UINT target.',
        ['integer render target (UINT)', 'bit intrinsics', 'DXIL FirstbitHi counts from the MSB', 'udiv/urem'],
        {'vs': HLSL_FST_POS_VS, 'ps': ps}, tgt(W, H, 'R32G32B32A32_UINT'), drw('triangle_list', 3),
        pixels(st, W, H), 0)


def t_int_math_sint():
    W, H = 8, 8
    ps = """// int_math_sint.ps.hlsl: signed integer math with integer cbuffer members (b2, space1),
// written to an R32G32B32A32_SINT target.
cbuffer IntParams : register(b2, space1)
{
    int4  gI4;        // c0         = (3, -7, 5, 10)
    uint2 gU2;        // c1.xy      = (0x1234, 6)
    int   gDiv;       // c1.z       = -3
    uint  gFlags;     // c1.w       = 0xB5
    int   gIArr[2];   // c2.x, c3.x = (-100, 250)
};

int4 main(float4 pos : SV_Position) : SV_Target
{
    int x = (int)pos.x - 4;                                 // -4 .. 3
    int y = (int)pos.y - 4;                                 // -4 .. 3
    int a = x * gI4.x + y * gI4.y - gI4.z;
    int q = a / gDiv;                                       // truncates toward zero
    int r = a % gDiv;                                       // sign of the dividend
    int s = (a >> 1) ^ (int)(gU2.x << (uint)(y & 3));       // arithmetic shift right
    int m = clamp(a, -gI4.w, gI4.w) + abs(x) * (int)gU2.y;
    int fb = firstbithigh(a);                               // signed: first bit that differs from the sign bit
    int sel = gIArr[(uint)x & 1];
    int flag = (int)((gFlags >> (uint)(y + 4)) & 1u);
    return int4(q, r * 1000 + fb, s, m + sel * flag);
}
"""
    I4, U2, DIV, FLAGS, IARR = (3, -7, 5, 10), (0x1234, 6), -3, 0xB5, (-100, 250)
    data = list(I4) + list(U2) + [DIV, FLAGS] + [IARR[0], 0, 0, 0, IARR[1], 0, 0, 0]

    def ps_fn(c):
        x, y = c.x - 4, c.y - 4
        a = x * I4[0] + y * I4[1] - I4[2]
        q = idiv(a, DIV)
        r = irem(a, DIV)
        s = to_s32((a >> 1) ^ to_s32((U2[0] << (y & 3)) & M32))
        m = min(max(a, -I4[3]), I4[3]) + abs(x) * U2[1]
        fb = firstbithigh_s(a)
        sel = IARR[x & 1]
        flag = (FLAGS >> (y + 4)) & 1
        return (q, r * 1000 + fb, s, m + sel * flag)

    st = raster(W, H, fst_prims(), ps_fn, (0, 0, 0, 0))
    res = [{'stage': 'ps', 'register': 'b2', 'space': 1, 'kind': 'ConstantBuffer', 'format': 'i32', 'data': data}]
    add('int_math_sint', 'Signed multiply, sdiv/srem by a negative divisor, arithmetic shift, clamp/abs, signed '
        'firstbithigh, integer cbuffer array; written to an R32G32B32A32_SINT target.',
        ['integer render target (SINT)', 'sdiv/srem semantics', 'signed firstbithigh (FirstbitSHi)',
         'int/uint cbuffer members', 'register space 1'],
        {'vs': HLSL_FST_POS_VS, 'ps': ps}, tgt(W, H, 'R32G32B32A32_SINT'), drw('triangle_list', 3),
        pixels(st, W, H), 0, resources=res)


def t_control_flow():
    W, H = 8, 8
    ps = """// control_flow.ps.hlsl: loops with continue/break, a data-dependent while loop, switch with
// default and fall-out, and nested if/else, all depending on the pixel position.
float4 main(float4 pos : SV_Position) : SV_Target
{
    uint x = (uint)pos.x;
    uint y = (uint)pos.y;

    float acc = 0.0;                        // sum of 0..x without 3
    [loop] for (uint i = 0; i <= x; ++i)
    {
        if (i == 3)
            continue;
        acc += (float)i;
    }

    uint n = y + 3;                         // Collatz steps from y + 3 down to 1
    uint steps = 0;
    [loop] while (n != 1)
    {
        n = (n & 1) != 0 ? 3 * n + 1 : n >> 1;
        ++steps;
        if (steps > 100)
            break;
    }

    uint k = 0;                             // smallest k with k*k > 5x + y
    [loop] for (;;)
    {
        if (k * k > 5 * x + y)
            break;
        ++k;
    }

    float sw;
    switch ((x + y) % 5)
    {
    case 0:  sw = 1.5;  break;
    case 1:  sw = -2.0; break;
    case 3:  sw = 10.0; break;
    default: sw = 0.25; break;
    }

    float br;
    if (x > y)
        br = (x & 1) != 0 ? 100.0 : 200.0;
    else if (x == y)
        br = 300.0;
    else
        br = (float)(y * 10 + x);

    return float4(acc, (float)steps, sw + 1000.0 * (float)k, br);
}
"""

    def ps_fn(c):
        x, y = c.x, c.y
        acc = sum(i for i in range(x + 1) if i != 3)
        n, steps = y + 3, 0
        while n != 1:
            n = 3 * n + 1 if n & 1 else n >> 1
            steps += 1
            if steps > 100:
                break
        k = 0
        while not (k * k > 5 * x + y):
            k += 1
        sw = {0: 1.5, 1: -2.0, 3: 10.0}.get((x + y) % 5, 0.25)
        if x > y:
            br = 100.0 if x & 1 else 200.0
        elif x == y:
            br = 300.0
        else:
            br = float(y * 10 + x)
        return (float(acc), float(steps), sw + 1000.0 * k, br)

    st = raster(W, H, fst_prims(), ps_fn, CLEAR)
    add('control_flow', 'Pixel-dependent loops (for/continue, while/break, for(;;)/break), switch and nested '
        'if/else in the PS; every result is an exactly representable float.',
        ['structured control flow in PS', 'loops with data-dependent trip count', 'switch'],
        {'vs': HLSL_FST_POS_VS, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-6)


def t_ps_derivatives():
    W, H = 8, 8
    ps = """// ps_derivatives.ps.hlsl: derivatives of polynomials of the pixel position. Within a 2x2 quad
// whose left column is x0 = 2k: ddx(x*x) = (2k+1.5)^2 - (2k+0.5)^2 = 4k + 2 (same for ddy with y).
float4 main(float4 pos : SV_Position) : SV_Target
{
    float x = pos.x;
    float y = pos.y;
    float r = ddx_fine(x * x + y);
    float g = ddy_fine(y * y + x);
    float b = ddx_coarse(x * x) + 100.0 * ddy_coarse(y * y);
    float a = fwidth(x * x + y * y);
    return float4(r, g, b, a);
}
"""

    def ps_fn(c):
        dx = 4 * (c.x // 2) + 2
        dy = 4 * (c.y // 2) + 2
        return (dx, dy, dx + 100 * dy, dx + dy)

    st = raster(W, H, fst_prims(), ps_fn, CLEAR)
    add('ps_derivatives', 'ddx_fine, ddy_fine, ddx_coarse, ddy_coarse and fwidth of x^2 / y^2 terms; results are '
        'small integers (4k + 2 per 2x2 quad).',
        ['DerivativeControl (fine/coarse)', 'fwidth', '2x2 quad layout'],
        {'vs': HLSL_FST_POS_VS, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-5)


def t_ps_primitive_id():
    W, H = 8, 8
    vs = """// ps_primitive_id.vs.hlsl: 4 horizontal bands, each a quad of two triangles (24 vertices).
%s

float4 main(uint vid : SV_VertexID) : SV_Position
{
    uint band = vid / 6;
    float2 p = kUnit[vid %% 6];
    float y = 0.25 * ((float)band + p.y);              // 0..1, y down
    return float4(p.x * 2.0 - 1.0, 1.0 - y * 2.0, 0.0, 1.0);
}
""" % HLSL_UNIT6
    ps = """// ps_primitive_id.ps.hlsl: SV_PrimitiveID in the PS without a geometry shader.
float4 main(float4 pos : SV_Position, uint pid : SV_PrimitiveID) : SV_Target
{
    return float4((float)pid, 0.5 * (float)pid, 0.0, 1.0);
}
"""
    vs_ = []
    for band in range(4):
        for (ux, uy) in UNIT6:
            yy = 0.25 * (band + uy)
            vs_.append(Vtx((ux * 2 - 1, 1 - yy * 2, 0, 1)))
    st = raster(W, H, tri_list(vs_), lambda c: (c.prim_id, 0.5 * c.prim_id, 0.0, 1.0), CLEAR)
    add('ps_primitive_id', 'SV_PrimitiveID read by the PS (no GS): 8 triangles in 4 bands, colour = primitive index.',
        ['SV_PrimitiveID in PS (needs the Geometry capability in SPIR-V)'],
        {'vs': vs, 'ps': ps}, tgt(W, H), drw('triangle_list', 24), pixels(st, W, H), 1e-6)


def t_vs_clip_distance():
    W, H = 8, 8
    vs = """// vs_clip_distance.vs.hlsl: two user clip distances in one float2 output.
struct VSOut
{
    float4 pos  : SV_Position;
    float2 clip : SV_ClipDistance0;
};

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    float2 uv = float2((vid << 1) & 2, vid & 2);
    float2 ndc = uv * float2(2.0, -2.0) + float2(-1.0, 1.0);
    o.pos = float4(ndc, 0.0, 1.0);
    o.clip = float2(ndc.x + 0.5, 0.5 - ndc.y);      // keeps NDC x >= -0.5 and y <= 0.5
    return o;
}
"""
    ps = """// vs_clip_distance.ps.hlsl
float4 main(float4 pos : SV_Position) : SV_Target
{
    return float4(0.0, 1.0, 0.0, 1.0);
}
"""
    vs_ = []
    for (X, Y) in FST_NDC:
        v = Vtx((X, Y, 0, 1))
        v.cd = (X + 0.5, 0.5 - Y)
        vs_.append(v)
    st = raster(W, H, tri_list(vs_), lambda c: (0.0, 1.0, 0.0, 1.0), CLEAR)
    add('vs_clip_distance', 'SV_ClipDistance0 as float2 from the VS clips the left quarter (x < 2) and the top '
        'quarter (y < 2) of an 8x8 target.',
        ['SV_ClipDistance (ClipDistance array built-in)'],
        {'vs': vs, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-6)


def t_points_basic():
    W, H = 8, 8
    common = """struct VSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
};
"""
    vs = """// points_basic.vs.hlsl: four 1-pixel points placed at pixel centres.
%s
static const float2 kPixel[4] = { float2(1.0, 1.0), float2(6.0, 2.0), float2(3.0, 5.0), float2(7.0, 7.0) };

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    float2 c = kPixel[vid] + 0.5;                      // framebuffer coordinates of the 8x8 target
    o.pos = float4(c.x / 4.0 - 1.0, 1.0 - c.y / 4.0, 0.0, 1.0);
    o.color = float4((float)vid + 1.0, 0.5, 0.25 * (float)vid, 1.0);
    return o;
}
""" % common
    ps = """// points_basic.ps.hlsl
%s
float4 main(VSOut i) : SV_Target
{
    return i.color;
}
""" % common
    pts = [(1, 1), (6, 2), (3, 5), (7, 7)]
    st = {(x, y): CLEAR for y in range(H) for x in range(W)}
    for vid, p in enumerate(pts):
        st[p] = (vid + 1.0, 0.5, 0.25 * vid, 1.0)
    add('points_basic', 'point_list topology without a GS: four points at pixel centres cover exactly one pixel '
        'each (D3D points are always 1 pixel: the translated VS must write PointSize = 1).',
        ['point topology', 'PointSize = 1 emitted by the translator'],
        {'vs': vs, 'ps': ps}, tgt(W, H), drw('point_list', 4), pixels(st, W, H), 1e-6,
        notes='Vulkan leaves the point size undefined unless the last pre-rasterization stage writes PointSize '
              '(VK_KHR_maintenance5 makes it default to 1.0).')


def t_target_unorm8():
    W, H = 8, 8
    ps = """// target_unorm8.ps.hlsl: output to an R8G8B8A8_UNORM target (values k/255, plus clamping).
float4 main(float4 pos : SV_Position) : SV_Target
{
    float2 p = floor(pos.xy);
    return float4(p.x * 36.0 / 255.0,
                  p.y * 36.0 / 255.0,
                  p.x < 4.0 ? -0.25 : 1.5,          // clamps to 0 and to 1
                  200.0 / 255.0);
}
"""
    st = raster(W, H, fst_prims(), lambda c: (c.x * 36 / 255.0, c.y * 36 / 255.0, 0.0 if c.x < 4 else 1.0,
                                              200 / 255.0), CLEAR)
    add('target_unorm8', 'R8G8B8A8_UNORM render target: the harness reads bytes and compares byte/255 with the '
        'expected values (all exact multiples of 1/255); out-of-range outputs clamp to 0 and 1.',
        ['UNORM8 render target', 'float -> unorm conversion and clamping'],
        {'vs': HLSL_FST_POS_VS, 'ps': ps}, tgt(W, H, 'R8G8B8A8_UNORM'), drw('triangle_list', 3),
        pixels(st, W, H), 0.0019)


def t_stage_register_alias():
    W, H = 8, 8
    vs = """// stage_register_alias.vs.hlsl: the VS and the PS both use register b0 (space 0) for different
// constant buffers, as D3D allows (per-stage binding).
cbuffer VSParams : register(b0)
{
    float4 gScaleOffset;    // xy: scale, zw: offset, in NDC
};

%s

struct VSOut
{
    float4 pos : SV_Position;
    float2 uv  : TEXCOORD0;
};

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    float2 u = kUnit[vid];
    o.pos = float4(u * gScaleOffset.xy + gScaleOffset.zw, 0.0, 1.0);
    o.uv = u;
    return o;
}
""" % HLSL_UNIT6
    ps = """// stage_register_alias.ps.hlsl
cbuffer PSParams : register(b0)
{
    float4 gColorA;
    float4 gColorB;
};

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    return gColorA + gColorB * uv.x;
}
"""
    so = (1.5, -1.25, -0.5, 0.75)     # quad over framebuffer x 2..8, y 1..6
    ca, cb = (0.25, 0.5, 0.0, 1.0), (0.5, 0.0, 1.0, 0.0)
    vs_ = [Vtx((ux * so[0] + so[2], uy * so[1] + so[3], 0, 1), {'uv': ((ux, uy), 'linear')}) for (ux, uy) in UNIT6]
    st = raster(W, H, tri_list(vs_), lambda c: tuple(ca[k] + cb[k] * c.a['uv'][0] for k in range(4)), CLEAR)
    res = [{'stage': 'vs', 'register': 'b0', 'space': 0, 'kind': 'ConstantBuffer', 'format': 'f32', 'data': list(so)},
           {'stage': 'ps', 'register': 'b0', 'space': 0, 'kind': 'ConstantBuffer', 'format': 'f32',
            'data': list(ca) + list(cb)}]
    add('stage_register_alias', 'VS cbuffer b0 (quad placement) and PS cbuffer b0 (colours) hold different data; '
        'the quad covers framebuffer x 2..8, y 1..6, colour = A + B * u.',
        ['per-stage resource binding: same register in two stages'],
        {'vs': vs, 'ps': ps}, tgt(W, H), drw('triangle_list', 6), pixels(st, W, H), 1e-4, resources=res,
        notes='Needs a binding model in which each stage has its own descriptors (as D3D11, or a D3D12 root '
              'signature with per-stage visibility).')


def t_ps_min_precision():
    W, H = 8, 8
    ps = """// ps_min_precision.ps.hlsl: min16float / min16int / min16uint arithmetic. All values are exact
// in 16-bit and 32-bit arithmetic, so either implementation of minimum precision passes.
float4 main(float4 pos : SV_Position) : SV_Target
{
    min16float x = (min16float)floor(pos.x);
    min16float y = (min16float)floor(pos.y);
    min16float a = x * (min16float)0.25 + y * (min16float)0.5;
    min16int   i = (min16int)x - 4;
    min16uint  u = (min16uint)y * 3;
    return float4((float)a, (float)(i * i), (float)(u + 1), (float)(x * y) * 0.0625);
}
"""
    st = raster(W, H, fst_prims(), lambda c: (0.25 * c.x + 0.5 * c.y, (c.x - 4) ** 2, 3 * c.y + 1, c.x * c.y / 16.0),
                CLEAR)
    add('ps_min_precision', 'min16float/min16int/min16uint math (DXIL half/i16 with min-precision semantics when '
        'compiled without -enable-16bit-types).',
        ['minimum-precision types', 'RelaxedPrecision or 16-bit lowering'],
        {'vs': HLSL_FST_POS_VS, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-6)


# =====================================================================================
# SV_Barycentrics with centroid / sample interpolation: the pixel shaders are d3d-edges'
# (tests/corpus/own/hlsl/d3d-edges, read from there so that both areas hold one source).
# One sample per pixel: the centroid and the sample position are the pixel centre of a covered
# pixel, so the expected values are the centre's barycentrics (perspective-correct for the
# perspective element, screen-space for the noperspective one). The triangle lies inside the
# view volume (no clipping: barycentrics stay those of the drawn triangle) with clip w = 1, 2, 4.
# =====================================================================================
D3D_EDGES_HLSL = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'hlsl', 'd3d-edges')
BARY_NDC = [(-0.875, 0.875), (0.9375, 0.5), (-0.375, -0.9375)]
BARY_W = (1.0, 2.0, 4.0)
BARY_COLOR = [(0.25, 0.5, 1.0), (1.0, 0.125, 0.0), (0.0, 1.0, 0.5)]
HLSL_BARY_TRI = """static const float2 kNdc[3] = { float2(-0.875, 0.875), float2(0.9375, 0.5), float2(-0.375, -0.9375) };
static const float  kW[3]   = { 1.0, 2.0, 4.0 };"""


def bary_prims(attr_fn):
    vs = []
    for i, (X, Y) in enumerate(BARY_NDC):
        w = BARY_W[i]
        vs.append(Vtx((X * w, Y * w, 0.0, w), attr_fn(i)))
    return tri_list(vs)


def unit3(i):
    return tuple(1.0 if k == i else 0.0 for k in range(3))


def d3d_edges_source(name):
    with open(os.path.join(D3D_EDGES_HLSL, name + '.hlsl')) as f:
        return f.read()


def t_ps_barycentrics_centroid_sample():
    W, H = 8, 8
    vs = """// ps_barycentrics_centroid_sample.vs.hlsl: a triangle inside the view volume with clip w = 1, 2, 4
// and a nointerpolation COLOR0 per vertex (read back with GetAttributeAtVertex).
%s
static const float3 kColor[3] = { float3(0.25, 0.5, 1.0), float3(1.0, 0.125, 0.0), float3(0.0, 1.0, 0.5) };

struct VSOut
{
    float4 pos : SV_Position;
    nointerpolation float3 color : COLOR0;
};

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    o.pos = float4(kNdc[vid] * kW[vid], 0.0, kW[vid]);
    o.color = kColor[vid];
    return o;
}
""" % HLSL_BARY_TRI
    ps = d3d_edges_source('ps_barycentrics_centroid_sample')

    def out(c):
        bc, bs = c.a['bc'], c.a['bs']
        rgb = tuple(sum(BARY_COLOR[k][j] * bc[k] for k in range(3)) for j in range(3))
        return rgb + (bs[0] + 2.0 * bs[1] + 3.0 * bs[2],)

    st = raster(W, H, bary_prims(lambda i: {'bc': (unit3(i), 'linear'), 'bs': (unit3(i), 'noperspective')}), out,
                CLEAR)
    add('ps_barycentrics_centroid_sample', 'd3d-edges\' pixel shader: centroid (perspective) and sample '
        '(noperspective) SV_Barycentrics; rgb = sum of GetAttributeAtVertex(color, k) * bc[k] (the perspective-'
        'correct colour), a = dot(bs, (1, 2, 3)) (checks the vertex order). One sample: centroid and sample '
        'positions are the pixel centre.',
        ['SV_Barycentrics centroid', 'SV_Barycentrics noperspective sample', 'GetAttributeAtVertex',
         'barycentric vertex order'],
        {'vs': vs, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-4,
        profiles={'ps': 'ps_6_1'})


def t_ps_barycentrics_sample_centroid():
    W, H = 8, 8
    vs = """// ps_barycentrics_sample_centroid.vs.hlsl: a triangle inside the view volume with clip w = 1, 2, 4.
%s

float4 main(uint vid : SV_VertexID) : SV_Position
{
    return float4(kNdc[vid] * kW[vid], 0.0, kW[vid]);
}
""" % HLSL_BARY_TRI
    ps = d3d_edges_source('ps_barycentrics_sample_centroid')

    def out(c):
        bs, bc = c.a['bs'], c.a['bc']
        return tuple(2.0 * bs[k] - bc[k] for k in range(3)) + (0.0,)

    st = raster(W, H, bary_prims(lambda i: {'bs': (unit3(i), 'linear'), 'bc': (unit3(i), 'noperspective')}), out,
                CLEAR)
    add('ps_barycentrics_sample_centroid', 'd3d-edges\' pixel shader: sample (perspective) and centroid '
        '(noperspective) SV_Barycentrics and SV_SampleIndex (per-sample shading); rgb = 2 bs - bc, a = sample index '
        '(0: one sample, at the pixel centre).',
        ['SV_Barycentrics sample', 'SV_Barycentrics noperspective centroid', 'SV_SampleIndex'],
        {'vs': vs, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-4,
        profiles={'ps': 'ps_6_1'})


# =====================================================================================


# =====================================================================================
# A pixel shader at sample frequency (SV_SampleIndex, 4x MSAA): D3D still evaluates SV_Position and
# the inputs without the `sample` modifier at the pixel centre (centroid ones at the centroid, the
# centre of a fully covered pixel), where Vulkan gives FragCoord the sample's position and may
# evaluate the other inputs there too. The values are squared fractions of positions, which the
# resolve does not average back: at the centre frac = 0.5 (0.25 per square), at the 4x sample
# positions (offsets +-1/8, +-3/8) the squares average 0.25 + 0.078125.
# =====================================================================================
def t_ps_sample_freq_centre():
    W, H = 8, 8
    common = """struct VSOut
{
    float4 pos                 : SV_Position;   // z = x / 16 (x: framebuffer position)
    float2 t                   : TEXCOORD0;     // framebuffer position, perspective (w = 1)
    noperspective float2 n     : TEXCOORD1;     // framebuffer position, noperspective
    centroid float2 c          : TEXCOORD2;     // framebuffer position, centroid
};
"""
    vs = """// ps_sample_freq_centre.vs.hlsl: a full-target quad (two triangles meeting on the anti-diagonal)
// whose attributes are the framebuffer position.
%s
%s

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    float2 p = kCorners[vid];
    float2 fb = float2(p.x + 1.0, 1.0 - p.y) * 4.0;
    o.pos = float4(p, fb.x / 16.0, 1.0);
    o.t = fb;
    o.n = fb;
    o.c = fb;
    return o;
}
""" % (common, HLSL_QUAD)
    ps = """// ps_sample_freq_centre.ps.hlsl: runs per sample (SV_SampleIndex); every other input is evaluated at
// the pixel centre (centroid: the centre of a covered pixel) in D3D. Squared fractions of positions.
%s
float sq(float2 v)
{
    float2 f = frac(v);
    return dot(f, f);
}

float4 main(VSOut i, uint s : SV_SampleIndex) : SV_Target
{
    float z = frac(i.pos.z * 16.0);
    return float4(sq(i.pos.xy), sq(i.t) + z * z, sq(i.n), sq(i.c) + (float)s);
}
""" % common

    def sq(v):
        return sum((c - math.floor(c)) ** 2 for c in v)

    def out(c):
        z = c.pos[2] * 16.0
        # the resolve averages the four samples' outputs; s averages 1.5
        return (sq(c.pos[:2]), sq(c.a['t']) + (z - math.floor(z)) ** 2, sq(c.a['n']), sq(c.a['c']) + 1.5)

    def attrs(i, X, Y):
        fb = ((X + 1.0) * 4.0, (1.0 - Y) * 4.0)
        return {'t': (fb, 'linear'), 'n': (fb, 'noperspective'), 'c': (fb, 'linear')}

    prims = []
    for (v0, v1, v2, pid) in quad_prims(attrs):
        # z = framebuffer x / 16 (the VS's o.pos.z)
        prims.append(tuple(Vtx((v.pos[0], v.pos[1], v.attrs['t'][0][0] / 16.0, 1.0), v.attrs) for v in (v0, v1, v2))
                     + (pid,))
    st = raster(W, H, prims, out, CLEAR)
    target = tgt(W, H)
    target['samples'] = 4
    add('ps_sample_freq_centre', '4x MSAA, a full-target quad; the PS runs per sample (SV_SampleIndex) and reads '
        'SV_Position and TEXCOORDs (perspective, noperspective, centroid) declared without `sample`, which D3D '
        'evaluates at the pixel centre (the centroid of a fully covered pixel is its centre): every squared '
        'fraction of a position is 0.25 per component there (at the 4x sample positions they would average '
        '0.328125). rgba = (frac(pos.xy)^2, frac(t)^2 + frac(16 pos.z)^2, frac(n)^2, frac(c)^2 + mean sample '
        'index 1.5) after the resolve; the pixels on the anti-diagonal, where the two triangles meet, are not '
        'checked.',
        ['per-sample pixel shader: SV_Position at the pixel centre (x, y and z)', 'per-sample pixel shader: '
         'inputs without `sample` at the pixel centre / centroid', 'SV_SampleIndex', '4x MSAA resolve'],
        {'vs': vs, 'ps': ps}, target, drw('triangle_list', 6), pixels(st, W, H), 1e-5)


def t_ps_wave_helper_lanes():
    W, H = 8, 8
    ps = """// ps_wave_helper_lanes.ps.hlsl: D3D keeps helper lanes out of wave operations (quad operations aside)
// unless the entry has [WaveOpsIncludeHelperLanes] (SM 6.7). Each 2x2 quad keeps its lower-right pixel; the
// other three discard and go on as helper lanes. Lane values: 1, 30, 2 on the helpers, 5 on the kept pixel,
// so a helper that takes part in a wave operation changes its result.
float4 main(float4 pos : SV_Position) : SV_Target
{
    uint2 p = uint2(pos.xy);
    uint q = (p.x & 1) + (p.y & 1) * 2;
    float v = q == 0 ? 1.0 : q == 1 ? 30.0 : q == 2 ? 2.0 : 5.0;
    if (q != 3)
        discard;

    // Every lane runs these; only the kept pixels (all v = 5) count.
    uint f = 0;
    if (WaveReadLaneFirst(v) == 5.0) f |= 1;
    if (WaveActiveMax(v) == 5.0) f |= 2;
    if (WaveActiveMin(v) == 5.0) f |= 4;
    if (WaveActiveAllEqual(v)) f |= 8;
    if (WaveActiveAllTrue(v == 5.0)) f |= 16;
    if (!WaveActiveAnyTrue(v != 5.0)) f |= 32;
    if (all(WaveActiveBallot(v != 5.0) == 0)) f |= 64;
    if (WaveActiveCountBits(v != 5.0) == 0) f |= 128;
    if (WaveActiveSum(v) == 5.0 * WaveActiveCountBits(true)) f |= 256;
    if (WaveActiveProduct(v == 5.0 ? 1.0 : 0.0) == 1.0) f |= 512;
    if (WaveActiveBitOr(asuint(v)) == asuint(5.0)) f |= 1024;
    if (WaveActiveBitAnd(asuint(v)) == asuint(5.0)) f |= 2048;
    if (WavePrefixSum(v) == 5.0 * WavePrefixCountBits(true)) f |= 4096;
    if (WaveActiveSum(WaveIsFirstLane() ? 1u : 0u) == 1) f |= 8192;
    uint4 kept = WaveActiveBallot(true);
    if (all(WaveMatch(v) == kept)) f |= 16384;
    if (WaveMultiPrefixSum(v, kept) == 5.0 * WaveMultiPrefixCountBits(true, kept)) f |= 32768;

    // Only helper lanes run this branch: D3D's wave operations see no lanes
    // there (all-true votes are true, WaveReadLaneFirst gives 0).
    float h = 0.0;
    [branch]
    if (v != 5.0)
    {
        uint g = 1;
        if (WaveActiveAllTrue(v > 100.0)) g |= 2;
        if (!WaveActiveAnyTrue(true)) g |= 4;
        if (WaveReadLaneFirst(v) == 0.0) g |= 8;
        if (WaveActiveCountBits(true) == 0) g |= 16;
        if (!WaveIsFirstLane()) g |= 32;
        if (all(WaveActiveBallot(true) == 0)) g |= 64;
        h = g;
    }
    // The kept pixel reads its three helpers' results (quad operations include helper lanes).
    return float4(f, QuadReadAcrossX(h), QuadReadAcrossY(h), QuadReadAcrossDiagonal(h));
}
"""

    def ps_fn(c):
        if (c.x & 1, c.y & 1) != (1, 1):
            return None     # discarded: the clear colour
        # Every flag holds for the kept lanes alone, whatever their number per wave; each helper branch
        # flag holds for a wave operation over no lanes.
        return (float(0xffff), 127.0, 127.0, 127.0)

    st = raster(W, H, fst_prims(), ps_fn, CLEAR)
    add('ps_wave_helper_lanes', 'Helper lanes stay out of wave operations (D3D, without [WaveOpsIncludeHelperLanes]): '
        'each 2x2 quad keeps its lower-right pixel and its other three pixels discard and go on as helper lanes '
        'with other values; rgba = (16 flags of wave operations that hold when only the kept pixels count, then '
        'the flags (7 bits) computed by the three helper lanes of the quad in a branch only helpers take, where '
        'D3D wave operations see no lanes: WaveActiveAllTrue true, WaveReadLaneFirst 0, no first lane, empty '
        'ballots). Discarded pixels keep the clear colour.',
        ['helper lanes left out of WaveReadLaneFirst, WaveActiveMin/Max/Sum/Product/BitOr/BitAnd, WavePrefixSum, '
         'WaveActiveAllEqual, votes, ballots, bit counts, WaveIsFirstLane, WaveMatch, WaveMultiPrefix*',
         'wave operations over helper lanes only', 'quad reads of helper lanes after a discard'],
        {'vs': HLSL_FST_POS_VS, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 0.0,
        profiles={'ps': 'ps_6_5'})
