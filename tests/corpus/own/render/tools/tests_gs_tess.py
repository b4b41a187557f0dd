"""Render tests: geometry shaders and tessellation (hull and domain shaders)."""
from genlib import (Vtx, f32, pixels, raster, tri_list, tri_strip)
from gencommon import (add, tgt, drw, CLEAR, UNIT6, HLSL_UNIT6, uvc)


# =====================================================================================
# geometry shaders
# =====================================================================================
def t_gs_point_to_quad():
    W, H = 8, 8
    vsout = """struct VSOut
{
    float4 pos    : SV_Position;    // quad centre
    float2 extent : TEXCOORD0;      // half width / half height in NDC
    float4 color  : COLOR0;
};
"""
    gsout = """struct GSOut
{
    float4 pos   : SV_Position;
    float2 uv    : TEXCOORD0;
    float4 color : COLOR0;
};
"""
    vs = """// gs_point_to_quad.vs.hlsl: four points, each describing an axis-aligned rectangle.
%s
// (centre x, centre y, half width, half height) in pixels of the 8x8 target
static const float4 kQuads[4] =
{
    float4(2.0, 1.5, 2.0, 1.5),     // x 0..4, y 0..3
    float4(6.0, 2.0, 1.0, 2.0),     // x 5..7, y 0..4
    float4(2.5, 5.0, 1.5, 1.0),     // x 1..4, y 4..6
    float4(6.5, 6.0, 1.5, 1.0)      // x 5..8, y 5..7
};

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    float4 q = kQuads[vid];
    o.pos = float4(q.x / 4.0 - 1.0, 1.0 - q.y / 4.0, 0.0, 1.0);
    o.extent = q.zw / 4.0;
    o.color = float4(0.25 * (float)(vid + 1), 1.0 - 0.25 * (float)vid, 0.0, 1.0);
    return o;
}
""" % vsout
    gs = """// gs_point_to_quad.gs.hlsl: expands each point into a 4-vertex triangle strip.
%s
%s
[maxvertexcount(4)]
void main(point VSOut pt[1], inout TriangleStream<GSOut> stream)
{
    [unroll]
    for (uint i = 0; i < 4; ++i)
    {
        float2 uv = float2(i & 1, i >> 1);             // (0,0) (1,0) (0,1) (1,1), v down
        GSOut o;
        o.pos = float4(pt[0].pos.x + (uv.x * 2.0 - 1.0) * pt[0].extent.x,
                       pt[0].pos.y - (uv.y * 2.0 - 1.0) * pt[0].extent.y,
                       pt[0].pos.z, pt[0].pos.w);
        o.uv = uv;
        o.color = pt[0].color;
        stream.Append(o);
    }
}
""" % (vsout, gsout)
    ps = """// gs_point_to_quad.ps.hlsl
%s
float4 main(GSOut i) : SV_Target
{
    return float4(i.color.rg, i.uv);
}
""" % gsout
    quads = [(2.0, 1.5, 2.0, 1.5), (6.0, 2.0, 1.0, 2.0), (2.5, 5.0, 1.5, 1.0), (6.5, 6.0, 1.5, 1.0)]
    prims = []
    for vid, q in enumerate(quads):
        cx, cy = q[0] / 4 - 1, 1 - q[1] / 4
        ex, ey = q[2] / 4, q[3] / 4
        col = (0.25 * (vid + 1), 1.0 - 0.25 * vid, 0.0, 1.0)
        vs_ = []
        for i in range(4):
            u, v = i & 1, i >> 1
            vs_.append(Vtx((cx + (u * 2 - 1) * ex, cy - (v * 2 - 1) * ey, 0, 1),
                           {'uv': ((u, v), 'linear'), 'c': (col, 'linear')}))
        prims += tri_strip(vs_)
    st = raster(W, H, prims, lambda c: (c.a['c'][0], c.a['c'][1], c.a['uv'][0], c.a['uv'][1]), CLEAR)
    add('gs_point_to_quad', 'GS expands 4 points into rectangles (triangle strips of 4 vertices) with per-corner uv; '
        'rg = colour of the point, ba = uv inside the rectangle.',
        ['geometry shader, point input', 'TriangleStream output', 'maxvertexcount'],
        {'vs': vs, 'gs': gs, 'ps': ps}, tgt(W, H), drw('point_list', 4), pixels(st, W, H), 1e-4)


def t_gs_tri_primcolor():
    W, H = 8, 6
    vsout = """struct VSOut
{
    float4 pos : SV_Position;
    float2 uv  : TEXCOORD0;
};
"""
    gsout = """struct GSOut
{
    float4 pos  : SV_Position;
    float2 uv   : TEXCOORD0;
    nointerpolation float2 prim : TEXCOORD1;
};
"""
    vs = """// gs_tri_primcolor.vs.hlsl: quad of two triangles with uv.
%s
%s

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    float2 u = kUnit[vid];
    o.pos = float4(u.x * 2.0 - 1.0, 1.0 - u.y * 2.0, 0.0, 1.0);
    o.uv = u;
    return o;
}
""" % (vsout, HLSL_UNIT6)
    gs = """// gs_tri_primcolor.gs.hlsl: passes triangles through and adds a per-primitive value derived
// from SV_PrimitiveID (identical on the three emitted vertices).
%s
%s
[maxvertexcount(3)]
void main(triangle VSOut tri[3], uint pid : SV_PrimitiveID, inout TriangleStream<GSOut> stream)
{
    float2 prim = float2((float)pid + 0.5, 0.75 - 0.5 * (float)pid);
    [unroll]
    for (uint i = 0; i < 3; ++i)
    {
        GSOut o;
        o.pos = tri[i].pos;
        o.uv = tri[i].uv;
        o.prim = prim;
        stream.Append(o);
    }
}
""" % (vsout, gsout)
    ps = """// gs_tri_primcolor.ps.hlsl
%s
float4 main(GSOut i) : SV_Target
{
    return float4(i.uv, i.prim);
}
""" % gsout
    vs_ = []
    for k, (ux, uy) in enumerate(UNIT6):
        pid = k // 3
        vs_.append(Vtx((ux * 2 - 1, 1 - uy * 2, 0, 1), {'uv': ((ux, uy), 'linear'),
                                                         'prim': ((pid + 0.5, 0.75 - 0.5 * pid), 'flat')}))
    st = raster(W, H, tri_list(vs_), lambda c: c.a['uv'] + c.a['prim'], CLEAR)
    add('gs_tri_primcolor', 'GS triangle passthrough that adds a nointerpolation value from SV_PrimitiveID: '
        '(pid + 0.5, 0.75 - 0.5 pid). Upper-left triangle pid 0, lower-right pid 1.',
        ['geometry shader, triangle input', 'SV_PrimitiveID in GS', 'flat GS output'],
        {'vs': vs, 'gs': gs, 'ps': ps}, tgt(W, H), drw('triangle_list', 6), pixels(st, W, H), 1e-4)


def t_gs_instance():
    W, H = 8, 6
    vsout = """struct VSOut
{
    float4 pos : SV_Position;
    float2 uv  : TEXCOORD0;
};
"""
    gsout = """struct GSOut
{
    float4 pos  : SV_Position;
    float2 uv   : TEXCOORD0;
    nointerpolation uint inst : TEXCOORD1;
};
"""
    vs = """// gs_instance.vs.hlsl: quad over the left half of the target.
%s
%s

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    float2 u = kUnit[vid];
    o.pos = float4(u.x - 1.0, 1.0 - u.y * 2.0, 0.0, 1.0);   // NDC x -1..0
    o.uv = u;
    return o;
}
""" % (vsout, HLSL_UNIT6)
    gs = """// gs_instance.gs.hlsl: GS instancing; instance 1 re-emits the triangle shifted into the right half.
%s
%s
[instance(2)]
[maxvertexcount(3)]
void main(triangle VSOut tri[3], uint inst : SV_GSInstanceID, inout TriangleStream<GSOut> stream)
{
    [unroll]
    for (uint i = 0; i < 3; ++i)
    {
        GSOut o;
        o.pos = tri[i].pos + float4((float)inst * tri[i].pos.w, 0.0, 0.0, 0.0);
        o.uv = tri[i].uv;
        o.inst = inst;
        stream.Append(o);
    }
}
""" % (vsout, gsout)
    ps = """// gs_instance.ps.hlsl
%s
float4 main(GSOut i) : SV_Target
{
    return float4(i.uv, (float)i.inst, 1.0);
}
""" % gsout
    prims = []
    src = [(ux, uy) for (ux, uy) in UNIT6]
    for t in range(2):
        for inst in range(2):
            vs_ = []
            for (ux, uy) in src[3 * t:3 * t + 3]:
                vs_.append(Vtx((ux - 1 + inst, 1 - uy * 2, 0, 1), {'uv': ((ux, uy), 'linear'),
                                                                    'inst': ((inst,), 'flat')}))
            prims += tri_list(vs_)
    st = raster(W, H, prims, lambda c: (c.a['uv'][0], c.a['uv'][1], c.a['inst'][0], 1.0), CLEAR)
    add('gs_instance', 'GS with [instance(2)]: SV_GSInstanceID 0 draws the left half, 1 the right half; '
        'PS shows local uv and the instance id.',
        ['GS instancing (Invocations)', 'SV_GSInstanceID'],
        {'vs': vs, 'gs': gs, 'ps': ps}, tgt(W, H), drw('triangle_list', 6), pixels(st, W, H), 1e-4)


def t_gs_restart_strip():
    W, H = 8, 6
    vsout = """struct VSOut
{
    float4 pos : SV_Position;
};
"""
    gsout = """struct GSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
};
"""
    vs = """// gs_restart_strip.vs.hlsl: a single point at the centre of the target.
%s
VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    o.pos = float4(0.0, 0.0, 0.0, 1.0);
    return o;
}
""" % vsout
    gs = """// gs_restart_strip.gs.hlsl: two separate strips cut by RestartStrip. Without the cut, the
// strip would continue with the triangle (0,1)-(0,0)-(1,0), which lies in the top-right quadrant.
%s
%s
static const float2 kA[4] = { float2(-1.0, 1.0), float2(-1.0, 0.0), float2(0.0, 1.0), float2(0.0, 0.0) };  // top-left
static const float2 kB[4] = { float2(1.0, 0.0), float2(0.0, 0.0), float2(1.0, -1.0), float2(0.0, -1.0) };  // bottom-right

[maxvertexcount(8)]
void main(point VSOut pt[1], inout TriangleStream<GSOut> stream)
{
    GSOut o;
    [unroll]
    for (uint i = 0; i < 4; ++i)
    {
        o.pos = float4(pt[0].pos.xy + kA[i], 0.0, 1.0);
        o.color = float4(1.0, 0.0, 0.0, 1.0);
        stream.Append(o);
    }
    stream.RestartStrip();
    [unroll]
    for (uint j = 0; j < 4; ++j)
    {
        o.pos = float4(pt[0].pos.xy + kB[j], 0.0, 1.0);
        o.color = float4(0.0, 1.0, 0.0, 1.0);
        stream.Append(o);
    }
    stream.RestartStrip();
}
""" % (vsout, gsout)
    ps = """// gs_restart_strip.ps.hlsl
%s
float4 main(GSOut i) : SV_Target
{
    return i.color;
}
""" % gsout
    A = [(-1, 1), (-1, 0), (0, 1), (0, 0)]
    B = [(1, 0), (0, 0), (1, -1), (0, -1)]
    prims = tri_strip([Vtx((X, Y, 0, 1), {'c': ((1.0, 0.0, 0.0, 1.0), 'linear')}) for (X, Y) in A]) + \
        tri_strip([Vtx((X, Y, 0, 1), {'c': ((0.0, 1.0, 0.0, 1.0), 'linear')}) for (X, Y) in B])
    st = raster(W, H, prims, lambda c: c.a['c'], CLEAR)
    add('gs_restart_strip', 'GS emits two 4-vertex strips separated by RestartStrip (red top-left quadrant, green '
        'bottom-right); the top-right and bottom-left quadrants must stay clear.',
        ['GS RestartStrip (OpEndPrimitive)', 'multiple strips per invocation'],
        {'vs': vs, 'gs': gs, 'ps': ps}, tgt(W, H), drw('point_list', 1), pixels(st, W, H), 1e-5)


# =====================================================================================
# tessellation
# =====================================================================================
def quad_tess_sources(name, corner_hlsl, factor, color_expr, extra_comment):
    cp = """struct CP
{
    float3 pos : CPPOS;
};
"""
    hsout = """struct HSOut
{
    float3 pos    : CPPOS;
    float  weight : CPWEIGHT;
};
"""
    patch = """struct PatchData
{
    float edges[4]  : SV_TessFactor;
    float inside[2] : SV_InsideTessFactor;
    float k         : PATCHK;
};
"""
    dsout = """struct DSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
};
"""
    vs = """// %s.vs.hlsl: the 4 control points of one quad patch: TL, TR, BL, BR.
%s
%s

CP main(uint vid : SV_VertexID)
{
    CP o;
    o.pos = float3(kCorners[vid], 0.0);
    return o;
}
""" % (name, cp, corner_hlsl)
    hs = """// %s.hs.hlsl: quad domain, integer partitioning, fixed tessellation factors (%s).
%s
%s
%s
PatchData PatchMain(InputPatch<CP, 4> ip, uint pid : SV_PrimitiveID)
{
    PatchData pd;
    [unroll]
    for (uint i = 0; i < 4; ++i)
        pd.edges[i] = %s;
    pd.inside[0] = %s;
    pd.inside[1] = %s;
    pd.k = 0.75 + ip[3].pos.z + (float)pid;     // 0.75 (z = 0, single patch)
    return pd;
}

[domain("quad")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(4)]
[patchconstantfunc("PatchMain")]
HSOut main(InputPatch<CP, 4> ip, uint i : SV_OutputControlPointID)
{
    HSOut o;
    o.pos = ip[i].pos;
    o.weight = 0.25 * (float)i;
    return o;
}
""" % (name, factor, cp, hsout, patch, factor, factor, factor)
    ds = """// %s.ds.hlsl: positions are bilinear in the domain location over a rectangle, hence affine.
// %s
%s
%s
%s
[domain("quad")]
DSOut main(PatchData pd, float2 uv : SV_DomainLocation, const OutputPatch<HSOut, 4> cp)
{
    DSOut o;
    float3 p = lerp(lerp(cp[0].pos, cp[1].pos, uv.x), lerp(cp[2].pos, cp[3].pos, uv.x), uv.y);
    float  w = lerp(lerp(cp[0].weight, cp[1].weight, uv.x), lerp(cp[2].weight, cp[3].weight, uv.x), uv.y);
    o.pos = float4(p, 1.0);
    o.color = %s;
    return o;
}
""" % (name, extra_comment, hsout, patch, dsout, color_expr)
    ps = """// %s.ps.hlsl
%s
float4 main(DSOut i) : SV_Target
{
    return i.color;
}
""" % (name, dsout)
    return vs, hs, ds, ps


def t_tess_quad_affine():
    W, H = 8, 8
    corners = """static const float2 kCorners[4] = { float2(-1.0, 1.0), float2(1.0, 1.0), float2(-1.0, -1.0), float2(1.0, -1.0) };"""
    vs, hs, ds, ps = quad_tess_sources('tess_quad_affine', corners, '3.0', 'float4(uv, w, pd.k)',
                                       'Every output is affine in uv, so the result does not depend on the '
                                       'tessellation pattern.')
    px = []
    for y in range(H):
        for x in range(W):
            u, v = uvc(x, y, W, H)
            px.append({'x': x, 'y': y, 'rgba': [f32(u), f32(v), f32(0.25 * u + 0.5 * v), 0.75]})
    add('tess_quad_affine', 'HS/DS quad domain (tess factors 3, integer) producing a full-target quad; colour = '
        '(u, v, bilerp of per-control-point weights 0/0.25/0.5/0.75 = 0.25u + 0.5v, patch constant 0.75). '
        'All outputs are affine in (u, v), so expected = (x+0.5)/8, (y+0.5)/8 regardless of the triangulation.',
        ['hull shader (control point + patch constant phases)', 'domain shader', 'SV_DomainLocation (quad)',
         'OutputPatch / InputPatch', 'patch constant user data'],
        {'vs': vs, 'hs': hs, 'ds': ds, 'ps': ps}, tgt(W, H), drw('patch_list', 4, 1, 4), px, 1e-4)


def t_tess_quad_grid():
    W, H = 8, 8
    corners = """// Patch corners at pixel centres (0.5, 0.5) .. (7.5, 7.5), so with 7 segments per side every
// domain point (i/7, j/7) lands exactly on a pixel centre.
static const float2 kCorners[4] = { float2(-0.875, 0.875), float2(0.875, 0.875), float2(-0.875, -0.875), float2(0.875, -0.875) };"""
    vs, hs, ds, ps = quad_tess_sources('tess_quad_grid', corners, '7.0',
                                       'float4(uv.x * uv.x, uv.y * uv.y, uv.x * uv.y, 1.0)',
                                       'The colour is NOT affine: it is exact only at the tessellated vertices, '
                                       'which sit on pixel centres.')
    px = []
    for y in range(1, 7):
        for x in range(1, 7):
            u, v = x / 7.0, y / 7.0
            px.append({'x': x, 'y': y, 'rgba': [f32(u * u), f32(v * v), f32(u * v), 1.0]})
    add('tess_quad_grid', 'Quad domain with tess factors 7 (integer partitioning) over a patch whose corners are the '
        'centres of pixels (0,0) and (7,7): domain vertex (i/7, j/7) falls on pixel centre (i, j). DS colour = '
        '(u^2, v^2, uv, 1) is non-linear, so the checked interior pixels (1..6) are only right if the '
        'tessellation factors are honoured.',
        ['tess factors actually applied', 'integer partitioning', 'DS evaluated at the domain points'],
        {'vs': vs, 'hs': hs, 'ds': ds, 'ps': ps}, tgt(W, H), drw('patch_list', 4, 1, 4), px, 2e-4,
        notes='Domain locations come from the fixed-point D3D11 reference tessellator (Mesa uses a port of it), '
              'so u = i/7 carries ~1e-5 error; tolerance 2e-4.')


def t_tess_tri():
    W, H = 8, 8
    cp = """struct CP
{
    float3 pos : CPPOS;
};
"""
    patch = """struct PatchData
{
    float edges[3] : SV_TessFactor;
    float inside   : SV_InsideTessFactor;
    float k        : PATCHK;
};
"""
    dsout = """struct DSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
};
"""
    vs = """// tess_tri.vs.hlsl: the 3 control points of a triangle patch covering the target.
%s
static const float2 kCorners[3] = { float2(-1.0, 1.0), float2(3.0, 1.0), float2(-1.0, -3.0) };

CP main(uint vid : SV_VertexID)
{
    CP o;
    o.pos = float3(kCorners[vid], 0.0);
    return o;
}
""" % cp
    hs = """// tess_tri.hs.hlsl: tri domain, integer partitioning, all factors 4.
%s
%s
PatchData PatchMain(InputPatch<CP, 3> ip)
{
    PatchData pd;
    pd.edges[0] = 4.0;
    pd.edges[1] = 4.0;
    pd.edges[2] = 4.0;
    pd.inside = 4.0;
    pd.k = 0.5 + ip[0].pos.z;                   // 0.5
    return pd;
}

[domain("tri")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("PatchMain")]
CP main(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID)
{
    CP o;
    o.pos = ip[i].pos;
    return o;
}
""" % (cp, patch)
    ds = """// tess_tri.ds.hlsl: position = barycentric combination of the control points, colour = the
// barycentric coordinates themselves, so colour = screen-space barycentrics of the patch triangle.
%s
%s
%s
[domain("tri")]
DSOut main(PatchData pd, float3 bary : SV_DomainLocation, const OutputPatch<CP, 3> cp)
{
    DSOut o;
    float3 p = bary.x * cp[0].pos + bary.y * cp[1].pos + bary.z * cp[2].pos;
    o.pos = float4(p, 1.0);
    o.color = float4(bary, pd.k);
    return o;
}
""" % (cp, patch, dsout)
    ps = """// tess_tri.ps.hlsl
%s
float4 main(DSOut i) : SV_Target
{
    return i.color;
}
""" % dsout
    px = []
    for y in range(H):
        for x in range(W):
            l1, l2 = (x + 0.5) / 16.0, (y + 0.5) / 16.0
            px.append({'x': x, 'y': y, 'rgba': [f32(1 - l1 - l2), f32(l1), f32(l2), 0.5]})
    add('tess_tri', 'Tri-domain HS/DS (factors 4): DS places vertices at bary-weighted control points and outputs '
        'bary as colour; expected = barycentrics of the pixel centre in the patch triangle '
        '(screen (0,0), (16,0), (0,16)): (1 - (x+0.5)/16 - (y+0.5)/16, (x+0.5)/16, (y+0.5)/16, 0.5).',
        ['tri domain', 'SV_DomainLocation float3', 'scalar SV_InsideTessFactor'],
        {'vs': vs, 'hs': hs, 'ds': ds, 'ps': ps}, tgt(W, H), drw('patch_list', 3, 1, 3), px, 1e-4)


# -------------------------------------------------------------------------------------
# The tess factors a domain shader reads. D3D's tessellator clamps the hull shader's
# factors to [maxtessfactor] and, with pow2 partitioning, rounds them up to a power of two,
# but the domain shader reads SV_TessFactor / SV_InsideTessFactor as the hull shader wrote
# them. The patch's corners are pixel centres and the colour is non-linear in uv (as in
# tess_quad_grid), so the checked pixels are right only if the tessellator used the
# processed factor (N segments per side, N + 1 pixels); the alpha is a weighted sum of the
# six factors the DS reads, right only if it reads the unprocessed ones.
# -------------------------------------------------------------------------------------
def tess_factor_raw_sources(name, attrs, edges, inside, corner):
    cp = """struct CP
{
    float3 pos : CPPOS;
};
"""
    patch = """struct PatchData
{
    float edges[4]  : SV_TessFactor;
    float inside[2] : SV_InsideTessFactor;
};
"""
    dsout = """struct DSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
};
"""
    c = repr(corner)
    vs = """// %s.vs.hlsl: the 4 control points of one quad patch (TL, TR, BL, BR) at pixel centres.
%s
static const float2 kCorners[4] = { float2(-%s, %s), float2(%s, %s), float2(-%s, -%s), float2(%s, -%s) };

CP main(uint vid : SV_VertexID)
{
    CP o;
    o.pos = float3(kCorners[vid], 0.0);
    return o;
}
""" % (name, cp, c, c, c, c, c, c, c, c)
    hs = """// %s.hs.hlsl: quad domain, %s; edge factors %s, inside factors %s as written.
%s
%s
PatchData PatchMain(InputPatch<CP, 4> ip)
{
    PatchData pd;
    pd.edges[0] = %s;
    pd.edges[1] = %s;
    pd.edges[2] = %s;
    pd.edges[3] = %s;
    pd.inside[0] = %s;
    pd.inside[1] = %s;
    return pd;
}

[domain("quad")]
%s
[outputtopology("triangle_cw")]
[outputcontrolpoints(4)]
[patchconstantfunc("PatchMain")]
CP main(InputPatch<CP, 4> ip, uint i : SV_OutputControlPointID)
{
    CP o;
    o.pos = ip[i].pos;
    return o;
}
""" % ((name, ', '.join(a.strip('[]') for a in attrs), edges, inside, cp, patch) +
       tuple(repr(float(f)) for f in edges + inside) + ('\n'.join(attrs),))
    ds = """// %s.ds.hlsl: colour (u^2, v^2, uv, alpha), alpha a weighted sum of the tess factors it reads:
// (e0 + 2 e1 + 4 e2 + 8 e3 + 16 i0 + 32 i1) / 1024.
%s
%s
%s
[domain("quad")]
DSOut main(PatchData pd, float2 uv : SV_DomainLocation, const OutputPatch<CP, 4> cp)
{
    DSOut o;
    float3 p = lerp(lerp(cp[0].pos, cp[1].pos, uv.x), lerp(cp[2].pos, cp[3].pos, uv.x), uv.y);
    o.pos = float4(p, 1.0);
    float a = pd.edges[0] + 2.0 * pd.edges[1] + 4.0 * pd.edges[2] + 8.0 * pd.edges[3] +
              16.0 * pd.inside[0] + 32.0 * pd.inside[1];
    o.color = float4(uv.x * uv.x, uv.y * uv.y, uv.x * uv.y, a / 1024.0);
    return o;
}
""" % (name, cp, patch, dsout)
    ps = """// %s.ps.hlsl
%s
float4 main(DSOut i) : SV_Target
{
    return i.color;
}
""" % (name, dsout)
    return vs, hs, ds, ps


def tess_factor_raw_pixels(n, edges, inside):
    """The interior pixels of an (n+1) x (n+1) target whose centres are the domain vertices (i/n, j/n)."""
    a = (edges[0] + 2 * edges[1] + 4 * edges[2] + 8 * edges[3] + 16 * inside[0] + 32 * inside[1]) / 1024.0
    px = []
    for y in range(1, n):
        for x in range(1, n):
            u, v = x / n, y / n
            px.append({'x': x, 'y': y, 'rgba': [f32(u * u), f32(v * v), f32(u * v), f32(a)]})
    return px


def t_tess_factor_raw_max():
    edges, inside, n = (9, 10, 11, 12), (13, 14), 7
    name = 'tess_factor_raw_max'
    vs, hs, ds, ps = tess_factor_raw_sources(name, ['[partitioning("integer")]', '[maxtessfactor(7.0)]'], edges,
                                             inside, 0.875)
    add(name, 'Quad patch with corners at the centres of pixels (0,0) and (7,7); the HS writes edge factors 9, 10, 11, '
        '12 and inside factors 13, 14 under [maxtessfactor(7.0)] (integer partitioning): the tessellator uses 7 '
        'everywhere, so domain vertex (i/7, j/7) falls on pixel centre (i, j) and the non-linear colour (u^2, v^2, uv) '
        'is exact at the interior pixels; the DS reads the factors as the HS wrote them (D3D), alpha = (9 + 2*10 + '
        '4*11 + 8*12 + 16*13 + 32*14) / 1024 = 825/1024 (the clamped factors would give 441/1024).',
        ['[maxtessfactor] clamp applied to the tessellator', 'DS reads SV_TessFactor / SV_InsideTessFactor as the HS '
         'wrote them (before the clamp)'],
        {'vs': vs, 'hs': hs, 'ds': ds, 'ps': ps}, tgt(n + 1, n + 1), drw('patch_list', 4, 1, 4),
        tess_factor_raw_pixels(n, edges, inside), 2e-4,
        notes='Domain locations come from the fixed-point D3D11 reference tessellator (Mesa uses a port of it), '
              'so u = i/7 carries ~1e-5 error; tolerance 2e-4.')


def t_tess_factor_raw_pow2():
    edges, inside, n = (5, 6, 7, 5), (6, 7), 8
    name = 'tess_factor_raw_pow2'
    # corners at the centres of pixels (0,0) and (8,8) of a 9x9 target: NDC +-8/9
    vs, hs, ds, ps = tess_factor_raw_sources(name, ['[partitioning("pow2")]'], edges, inside,
                                             float(f32(8.0 / 9.0)))
    add(name, 'Quad patch with corners at the centres of pixels (0,0) and (8,8) of a 9x9 target; the HS writes edge '
        'factors 5, 6, 7, 5 and inside factors 6, 7 with pow2 partitioning: the tessellator rounds each up to 8, so '
        'domain vertex (i/8, j/8) falls on pixel centre (i, j) and the non-linear colour (u^2, v^2, uv) is exact at '
        'the interior pixels; the DS reads the factors as the HS wrote them (D3D), alpha = (5 + 2*6 + 4*7 + 8*5 + '
        '16*6 + 32*7) / 1024 = 405/1024 (the rounded factors would give 504/1024).',
        ['pow2 partitioning (rounded up to a power of two for the tessellator)', 'DS reads SV_TessFactor / '
         'SV_InsideTessFactor as the HS wrote them (before the rounding)'],
        {'vs': vs, 'hs': hs, 'ds': ds, 'ps': ps}, tgt(n + 1, n + 1), drw('patch_list', 4, 1, 4),
        tess_factor_raw_pixels(n, edges, inside), 2e-4,
        notes='Domain locations come from the fixed-point D3D11 reference tessellator (Mesa uses a port of it); '
              'tolerance 2e-4 as tess_quad_grid.')
