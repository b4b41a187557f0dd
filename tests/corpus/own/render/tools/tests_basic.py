"""Render tests: fixed colours, positions, interpolation, signatures, vertex input (buffers, instancing,
vertex pulling) and vertex-shader matrices."""
from genlib import (Vtx, pixels, raster, tri_list)
from gencommon import (add, tgt, drw, CLEAR, QUAD_NDC, UNIT6, HLSL_QUAD, HLSL_UNIT6, fst_prims, quad_prims)


# =====================================================================================
# basics
# =====================================================================================
def t_const_color():
    W, H = 8, 6
    vs = """// const_color.vs.hlsl: a quad covering the target, as two triangles (6 vertices)
// whose corners come from a constant table indexed by SV_VertexID. No vertex buffer.
%s

float4 main(uint vid : SV_VertexID) : SV_Position
{
    return float4(kCorners[vid], 0.5, 1.0);
}
""" % HLSL_QUAD
    ps = """// const_color.ps.hlsl: a constant colour, no inputs.
float4 main() : SV_Target
{
    return float4(0.25, 0.5, 0.75, 1.0);
}
"""
    st = raster(W, H, quad_prims(z=0.5), lambda c: (0.25, 0.5, 0.75, 1.0), CLEAR)
    add('const_color', 'Quad from a static const table indexed by SV_VertexID; PS returns a constant.',
        ['SV_VertexID', 'static const array (dynamic index) in VS', 'constant PS output', 'full coverage'],
        {'vs': vs, 'ps': ps}, tgt(W, H), drw('triangle_list', 6), pixels(st, W, H), 1e-6)


def t_fullscreen_tri_uv():
    W, H = 16, 8
    vs = """// fullscreen_tri_uv.vs.hlsl: the usual full-screen triangle from SV_VertexID bits.
struct VSOut
{
    float4 pos : SV_Position;
    float2 uv  : TEXCOORD0;
};

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    float2 uv = float2((vid << 1) & 2, vid & 2);      // (0,0) (2,0) (0,2)
    o.uv = uv;                                        // 0..1 across the target, v = 0 at the top
    o.pos = float4(uv * float2(2.0, -2.0) + float2(-1.0, 1.0), 0.0, 1.0);
    return o;
}
"""
    ps = """// fullscreen_tri_uv.ps.hlsl
struct VSOut
{
    float4 pos : SV_Position;
    float2 uv  : TEXCOORD0;
};

float4 main(VSOut i) : SV_Target
{
    return float4(i.uv, 0.0, 1.0);
}
"""
    prims = fst_prims(lambda i, u, v: {'uv': ((u, v), 'linear')})
    st = raster(W, H, prims, lambda c: (c.a['uv'][0], c.a['uv'][1], 0.0, 1.0), CLEAR)
    add('fullscreen_tri_uv', 'Full-screen triangle from SV_VertexID bit tricks on a non-square 16x8 target; '
        'PS writes the interpolated TEXCOORD0 = ((x+0.5)/16, (y+0.5)/8).',
        ['SV_VertexID bit ops', 'interpolated TEXCOORD', 'y orientation (row 0 = top = v 0)', 'non-square target'],
        {'vs': vs, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-4)


def t_sv_position():
    W, H = 8, 6
    vs = """// sv_position.vs.hlsl: full-screen triangle at depth z = 0.25, w = 1.
float4 main(uint vid : SV_VertexID) : SV_Position
{
    float2 uv = float2((vid << 1) & 2, vid & 2);
    return float4(uv * float2(2.0, -2.0) + float2(-1.0, 1.0), 0.25, 1.0);
}
"""
    ps = """// sv_position.ps.hlsl: SV_Position in the PS is (pixel centre x, pixel centre y, depth, w).
float4 main(float4 pos : SV_Position) : SV_Target
{
    return pos;
}
"""
    st = raster(W, H, fst_prims(z=0.25), lambda c: c.pos, CLEAR)
    add('sv_position', 'PS returns SV_Position: (x+0.5, y+0.5, 0.25, 1) at pixel (x, y) with origin top-left.',
        ['SV_Position input in PS (pixel centres)', 'depth in SV_Position.z', 'y orientation'],
        {'vs': vs, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-5)


HLSL_FST_W_TABLE = """// One triangle covering the target (NDC (-1,1), (3,1), (-1,-3)) with a different
// clip-space w per vertex; clip xyz = NDC * w so the triangle is the same on screen.
static const float2 kNdc[3] = { float2(-1.0, 1.0), float2(3.0, 1.0), float2(-1.0, -3.0) };
static const float  kW[3]   = { 1.0, 2.0, 4.0 };"""


def t_sv_position_w():
    W, H = 8, 8
    vs = """// sv_position_w.vs.hlsl
%s

float4 main(uint vid : SV_VertexID) : SV_Position
{
    float w = kW[vid];
    return float4(kNdc[vid] * w, 0.5 * w, w);       // NDC z = 0.5 everywhere
}
""" % HLSL_FST_W_TABLE
    ps = """// sv_position_w.ps.hlsl: in D3D10+ the PS sees SV_Position.w = the interpolated clip-space w
// (NOT 1/w as in Vulkan's FragCoord.w), so a translator must reciprocate FragCoord.w.
float4 main(float4 pos : SV_Position) : SV_Target
{
    return pos;
}
"""
    st = raster(W, H, fst_prims(z=0.5, w=(1.0, 2.0, 4.0)), lambda c: c.pos, CLEAR)
    add('sv_position_w', 'Triangle with clip w = 1, 2, 4 at its vertices; PS returns SV_Position. Expected w is the '
        'perspective-correct interpolated clip w = 1/sum(l_i/w_i) (D3D semantics), z = 0.5.',
        ['SV_Position.w in PS = clip w (not 1/w)', 'perspective division', 'depth'],
        {'vs': vs, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-4,
        notes='Vulkan FragCoord.w is 1/w_clip; D3D SV_Position.w is w_clip (see DXC issue #1520, '
              'glslang --hlsl-dx-position-w, DXC -fvk-use-dx-position-w).')


def t_interp_perspective():
    W, H = 8, 8
    common = """struct VSOut
{
    float4 pos : SV_Position;
    float2 persp : TEXCOORD0;                   // default interpolation: perspective-correct
    noperspective float2 screen : TEXCOORD1;    // linear in screen space
};
"""
    vs = """// interp_perspective.vs.hlsl
%s
%s
static const float2 kVal[3] = { float2(0.0, 1.0), float2(1.0, 0.5), float2(0.25, 0.0) };

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    float w = kW[vid];
    o.pos = float4(kNdc[vid] * w, 0.0, w);
    o.persp = kVal[vid];
    o.screen = kVal[vid];
    return o;
}
""" % (common, HLSL_FST_W_TABLE)
    ps = """// interp_perspective.ps.hlsl: rg = perspective-correct value, ba = noperspective value.
%s
float4 main(VSOut i) : SV_Target
{
    return float4(i.persp, i.screen);
}
""" % common
    vals = [(0.0, 1.0), (1.0, 0.5), (0.25, 0.0)]
    prims = fst_prims(lambda i, u, v: {'p': (vals[i], 'linear'), 's': (vals[i], 'noperspective')},
                      w=(1.0, 2.0, 4.0))
    st = raster(W, H, prims, lambda c: c.a['p'] + c.a['s'], CLEAR)
    add('interp_perspective', 'Triangle with clip w = 1, 2, 4; the same per-vertex TEXCOORD is passed with default '
        '(perspective-correct) and noperspective interpolation. rg = sum(l_i a_i/w_i)/sum(l_i/w_i), '
        'ba = sum(l_i a_i) with screen-space barycentrics l_i.',
        ['perspective-correct interpolation', 'noperspective', 'w != 1'],
        {'vs': vs, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-4)


def t_interp_flat():
    W, H = 8, 6
    common = """struct VSOut
{
    float4 pos : SV_Position;
    nointerpolation float4 f  : TEXCOORD0;
    nointerpolation uint   id : TEXCOORD1;
    nointerpolation int2   iv : TEXCOORD2;
};
"""
    vs = """// interp_flat.vs.hlsl: every vertex of a triangle carries the same flat values, so the
// result does not depend on which vertex is the provoking one.
%s
%s

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    uint tri = vid / 3;
    o.pos = float4(kCorners[vid], 0.0, 1.0);
    o.f  = tri == 0 ? float4(0.125, 0.25, 0.375, 0.5) : float4(0.625, 0.75, 0.875, 1.0);
    o.id = 7 + 3 * tri;
    o.iv = tri == 0 ? int2(-5, 100) : int2(-6, 200);
    return o;
}
""" % (common, HLSL_QUAD)
    ps = """// interp_flat.ps.hlsl
%s
float4 main(VSOut i) : SV_Target
{
    return float4(i.f.x, i.f.y + (float)i.id, i.f.z + (float)i.iv.x, i.f.w + (float)i.iv.y);
}
""" % common

    def attrs(i, X, Y):
        tri = i // 3
        f = (0.125, 0.25, 0.375, 0.5) if tri == 0 else (0.625, 0.75, 0.875, 1.0)
        return {'f': (f, 'flat'), 'id': ((7 + 3 * tri,), 'flat'), 'iv': (((-5, 100) if tri == 0 else (-6, 200)), 'flat')}

    st = raster(W, H, quad_prims(attrs), lambda c: (c.a['f'][0], c.a['f'][1] + c.a['id'][0],
                                                    c.a['f'][2] + c.a['iv'][0], c.a['f'][3] + c.a['iv'][1]), CLEAR)
    add('interp_flat', 'Quad of two triangles; nointerpolation float4, uint and int2 attributes, identical on the '
        'three vertices of each triangle (provoking-vertex independent). 8x6 so no pixel centre lies on the diagonal.',
        ['nointerpolation float', 'nointerpolation uint / int2 varyings', 'Flat decoration'],
        {'vs': vs, 'ps': ps}, tgt(W, H), drw('triangle_list', 6), pixels(st, W, H), 1e-6)


def t_signature_packing():
    W, H = 8, 8
    common = """struct VSOut
{
    float4 pos : SV_Position;
    float  a : TEXCOORD0;
    float2 b : TEXCOORD1;
    float3 c : TEXCOORD2;
    nointerpolation uint d : TEXCOORD3;
    noperspective float2 e : TEXCOORD4;
    float  f : COLOR0;
    nointerpolation int2 g : COLOR1;
    float  h : TEXCOORD5;
};
"""
    vs = """// signature_packing.vs.hlsl: many small varyings of mixed types and interpolation modes,
// which DXC packs several to a signature row (see the .ll signature tables).
%s
VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    float2 uv = float2((vid << 1) & 2, vid & 2);      // (0,0) (2,0) (0,2): full-screen triangle
    o.pos = float4(uv * float2(2.0, -2.0) + float2(-1.0, 1.0), 0.0, 1.0);
    o.a = uv.x + 2.0 * uv.y;
    o.b = float2(3.0 * uv.x, 1.0 - uv.y);
    o.c = float3(uv.y, 0.5 * uv.x, 0.25 + uv.x);
    o.d = 42;
    o.e = float2(uv.x - uv.y, 2.0 * uv.x);
    o.f = 1.0 - uv.x;
    o.g = int2(-3, 77);
    o.h = 4.0 * uv.y;
    return o;
}
""" % common
    ps = """// signature_packing.ps.hlsl: pixel column x shows varying number x.
%s
float4 main(VSOut i) : SV_Target
{
    switch ((uint)i.pos.x)
    {
    case 0:  return float4(i.a, 0.0, 0.0, 1.0);
    case 1:  return float4(i.b, 0.0, 1.0);
    case 2:  return float4(i.c, 1.0);
    case 3:  return float4((float)i.d, 0.0, 0.0, 1.0);
    case 4:  return float4(i.e, 0.0, 1.0);
    case 5:  return float4(i.f, 0.0, 0.0, 1.0);
    case 6:  return float4((float)i.g.x, (float)i.g.y, 0.0, 1.0);
    default: return float4(i.h, 0.0, 0.0, 1.0);
    }
}
""" % common

    def attrs(i, u, v):
        return {'a': ((u + 2 * v,), 'linear'), 'b': ((3 * u, 1 - v), 'linear'), 'c': ((v, 0.5 * u, 0.25 + u), 'linear'),
                'd': ((42,), 'flat'), 'e': ((u - v, 2 * u), 'noperspective'), 'f': ((1 - u,), 'linear'),
                'g': ((-3, 77), 'flat'), 'h': ((4 * v,), 'linear')}

    def ps_fn(c):
        a = c.a
        return [(a['a'][0], 0, 0, 1), (a['b'][0], a['b'][1], 0, 1), a['c'] + (1,), (a['d'][0], 0, 0, 1),
                (a['e'][0], a['e'][1], 0, 1), (a['f'][0], 0, 0, 1), (a['g'][0], a['g'][1], 0, 1),
                (a['h'][0], 0, 0, 1)][min(c.x, 7)]

    st = raster(W, H, fst_prims(attrs), ps_fn, CLEAR)
    add('signature_packing', 'Nine VS outputs (float, float2, float3, nointerpolation uint, noperspective float2, '
        'COLOR0 float, nointerpolation int2 COLOR1, ...) that DXC packs into shared signature rows; '
        'PS column x returns varying x. Checks the translator maps packed rows/columns to locations/components.',
        ['signature element packing (rows/start columns)', 'mixed interpolation modes', 'switch in PS'],
        {'vs': vs, 'ps': ps}, tgt(W, H), drw('triangle_list', 3), pixels(st, W, H), 1e-4)


def t_instance_id():
    W, H = 8, 6
    common = """struct VSOut
{
    float4 pos  : SV_Position;
    nointerpolation uint inst : TEXCOORD0;
};
"""
    vs = """// instance_id.vs.hlsl: 4 instances of a quad; instance i goes to cell (i & 1, i >> 1)
// of a 2x2 grid over the target.
%s
%s

VSOut main(uint vid : SV_VertexID, uint iid : SV_InstanceID)
{
    VSOut o;
    float2 cell = float2(iid & 1, iid >> 1);
    float2 p = (kUnit[vid] + cell) * 0.5;               // 0..1, y down
    o.pos = float4(p.x * 2.0 - 1.0, 1.0 - p.y * 2.0, 0.0, 1.0);
    o.inst = iid;
    return o;
}
""" % (common, HLSL_UNIT6)
    ps = """// instance_id.ps.hlsl
%s
float4 main(VSOut i) : SV_Target
{
    return float4((float)i.inst, 0.25 * (float)(i.inst + 1), (i.inst & 1) != 0 ? 1.0 : 0.0, 1.0);
}
""" % common
    prims = []
    for iid in range(4):
        vs_ = []
        for (ux, uy) in UNIT6:
            px, py = (ux + (iid & 1)) * 0.5, (uy + (iid >> 1)) * 0.5
            vs_.append(Vtx((px * 2 - 1, 1 - py * 2, 0, 1), {'inst': ((iid,), 'flat')}))
        prims += tri_list(vs_)
    st = raster(W, H, prims, lambda c: (c.a['inst'][0], 0.25 * (c.a['inst'][0] + 1), 1.0 if c.a['inst'][0] & 1 else 0.0, 1.0), CLEAR)
    add('instance_id', 'Instanced draw (6 vertices x 4 instances); SV_InstanceID selects the quadrant and the colour.',
        ['SV_InstanceID', 'instance_count > 1', 'nointerpolation uint'],
        {'vs': vs, 'ps': ps}, tgt(W, H), drw('triangle_list', 6, 4), pixels(st, W, H), 1e-6)


def t_vb_position_color():
    W, H = 8, 6
    vs = """// vb_position_color.vs.hlsl: classic input-assembler vertex with POSITION and COLOR0.
struct VSIn
{
    float4 pos   : POSITION;
    float4 color : COLOR0;
};

struct VSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
};

VSOut main(VSIn i)
{
    VSOut o;
    o.pos = i.pos;
    o.color = i.color;
    return o;
}
"""
    ps = """// vb_position_color.ps.hlsl
struct VSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
};

float4 main(VSOut i) : SV_Target
{
    return i.color;
}
"""
    data = []
    verts = []
    for (X, Y) in QUAD_NDC:
        u, v = (X + 1) / 2, (1 - Y) / 2
        col = (u, v, 1 - u, 1 - 0.5 * v)
        data += [X, Y, 0.0, 1.0] + list(col)
        verts.append(Vtx((X, Y, 0, 1), {'c': (col, 'linear')}))
    st = raster(W, H, tri_list(verts), lambda c: c.a['c'], CLEAR)
    vb = [{'stride': 32, 'input_rate': 'vertex', 'data_format': 'f32', 'data': data,
           'attributes': [{'semantic': 'POSITION', 'index': 0, 'format': 'R32G32B32A32_SFLOAT', 'offset': 0},
                          {'semantic': 'COLOR', 'index': 0, 'format': 'R32G32B32A32_SFLOAT', 'offset': 16}]}]
    add('vb_position_color', 'Vertex buffer (stride 32) with POSITION float4 at 0 and COLOR0 float4 at 16; '
        'colours are an affine function of position so the expected colour is exact at every pixel.',
        ['vertex input (input layout) POSITION + COLOR', 'semantic -> location mapping'],
        {'vs': vs, 'ps': ps}, tgt(W, H), drw('triangle_list', 6), pixels(st, W, H), 1e-4, vertex_buffers=vb)


def t_vb_two_buffers():
    W, H = 8, 6
    vs = """// vb_two_buffers.vs.hlsl: attributes from two vertex buffers, declared in a different order
// from the buffers, with a non-zero semantic index and an UNORM8 colour.
struct VSIn
{
    float2 pos   : POSITION;     // slot 0, R32G32_SFLOAT, offset 0
    float4 color : COLOR0;       // slot 1, R8G8B8A8_UNORM, offset 0
    float2 tc    : TEXCOORD1;    // slot 0, R32G32_SFLOAT, offset 8
};

struct VSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
    float2 tc    : TEXCOORD1;
};

VSOut main(VSIn i)
{
    VSOut o;
    o.pos = float4(i.pos, 0.0, 1.0);
    o.color = i.color;
    o.tc = i.tc;
    return o;
}
"""
    ps = """// vb_two_buffers.ps.hlsl
struct VSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
    float2 tc    : TEXCOORD1;
};

float4 main(VSOut i) : SV_Target
{
    return float4(i.color.r, i.color.g, i.color.b + i.tc.x, i.color.a + i.tc.y);
}
"""
    d0, d1, verts = [], [], []
    for (X, Y) in QUAD_NDC:
        u, v = (X + 1) / 2, (1 - Y) / 2
        tc = (2 * u, 3 * v)
        rgba8 = (int(round(255 * u)), int(round(255 * v)), 51, 102)
        d0 += [X, Y, tc[0], tc[1]]
        d1 += list(rgba8)
        col = tuple(c / 255.0 for c in rgba8)
        verts.append(Vtx((X, Y, 0, 1), {'c': (col, 'linear'), 't': (tc, 'linear')}))
    st = raster(W, H, tri_list(verts), lambda c: (c.a['c'][0], c.a['c'][1], c.a['c'][2] + c.a['t'][0],
                                                  c.a['c'][3] + c.a['t'][1]), CLEAR)
    vb = [{'stride': 16, 'input_rate': 'vertex', 'data_format': 'f32', 'data': d0,
           'attributes': [{'semantic': 'POSITION', 'index': 0, 'format': 'R32G32_SFLOAT', 'offset': 0},
                          {'semantic': 'TEXCOORD', 'index': 1, 'format': 'R32G32_SFLOAT', 'offset': 8}]},
          {'stride': 4, 'input_rate': 'vertex', 'data_format': 'u8', 'data': d1,
           'attributes': [{'semantic': 'COLOR', 'index': 0, 'format': 'R8G8B8A8_UNORM', 'offset': 0}]}]
    add('vb_two_buffers', 'Two vertex buffers: slot 0 = POSITION (R32G32_SFLOAT) + TEXCOORD1 (R32G32_SFLOAT), '
        'slot 1 = COLOR0 (R8G8B8A8_UNORM, bytes). Expected (u, v, 0.2 + 2u, 0.4 + 3v).',
        ['two vertex buffer bindings', 'R32G32 attribute into float2', 'UNORM8 attribute', 'semantic index 1'],
        {'vs': vs, 'ps': ps}, tgt(W, H), drw('triangle_list', 6), pixels(st, W, H), 1e-4, vertex_buffers=vb)


def t_vb_instanced():
    W, H = 8, 6
    vs = """// vb_instanced.vs.hlsl: per-vertex corner from slot 0, per-instance origin and colour from
// slot 1 (D3D input slot class PER_INSTANCE_DATA, step rate 1).
struct VSIn
{
    float2 corner : POSITION;    // per vertex
    float2 origin : TEXCOORD0;   // per instance
    float4 color  : COLOR0;      // per instance
};

struct VSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
};

VSOut main(VSIn i)
{
    VSOut o;
    float2 p = i.origin + i.corner * 0.5;              // 0..1, y down
    o.pos = float4(p.x * 2.0 - 1.0, 1.0 - p.y * 2.0, 0.0, 1.0);
    o.color = i.color;
    return o;
}
"""
    ps = """// vb_instanced.ps.hlsl
struct VSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
};

float4 main(VSOut i) : SV_Target
{
    return i.color;
}
"""
    origins = [(0.0, 0.0), (0.5, 0.0), (0.0, 0.5), (0.5, 0.5)]
    colors = [(1.0, 0.0, 0.0, 1.0), (0.0, 1.0, 0.0, 1.0), (0.0, 0.0, 1.0, 1.0), (1.0, 1.0, 0.0, 0.5)]
    d0 = [c for p in UNIT6 for c in p]
    d1 = []
    for o_, c_ in zip(origins, colors):
        d1 += list(o_) + list(c_)
    prims = []
    for k in range(4):
        vs_ = []
        for (ux, uy) in UNIT6:
            px, py = origins[k][0] + ux * 0.5, origins[k][1] + uy * 0.5
            vs_.append(Vtx((px * 2 - 1, 1 - py * 2, 0, 1), {'c': (colors[k], 'linear')}))
        prims += tri_list(vs_)
    st = raster(W, H, prims, lambda c: c.a['c'], CLEAR)
    vb = [{'stride': 8, 'input_rate': 'vertex', 'data_format': 'f32', 'data': d0,
           'attributes': [{'semantic': 'POSITION', 'index': 0, 'format': 'R32G32_SFLOAT', 'offset': 0}]},
          {'stride': 24, 'input_rate': 'instance', 'data_format': 'f32', 'data': d1,
           'attributes': [{'semantic': 'TEXCOORD', 'index': 0, 'format': 'R32G32_SFLOAT', 'offset': 0},
                          {'semantic': 'COLOR', 'index': 0, 'format': 'R32G32B32A32_SFLOAT', 'offset': 8}]}]
    add('vb_instanced', 'Per-vertex buffer (unit-square corners) + per-instance buffer (origin, colour); 4 instances '
        'fill the four cells of the target.',
        ['per-instance vertex input rate', 'instance_count > 1'],
        {'vs': vs, 'ps': ps}, tgt(W, H), drw('triangle_list', 6, 4), pixels(st, W, H), 1e-5, vertex_buffers=vb)


def t_vs_vertex_pulling():
    W, H = 8, 6
    vs = """// vs_vertex_pulling.vs.hlsl: no input layout; the VS fetches its vertex from SRVs.
struct Vtx
{
    float2 pos;     // 0..1, y down
    float2 uv;
};                  // 16-byte stride

StructuredBuffer<Vtx> gVerts  : register(t0);
Buffer<float4>        gColors : register(t1);   // typed buffer, R32G32B32A32_SFLOAT
ByteAddressBuffer     gXform  : register(t2);   // bytes 16..31: scale.xy, offset.xy (as float bits)

struct VSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
    float2 uv    : TEXCOORD0;
};

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    Vtx v = gVerts[vid];
    float4 xf = asfloat(gXform.Load4(16));
    o.pos = float4(v.pos * xf.xy + xf.zw, 0.0, 1.0);
    o.color = gColors[vid];
    o.uv = v.uv;
    return o;
}
"""
    ps = """// vs_vertex_pulling.ps.hlsl
struct VSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
    float2 uv    : TEXCOORD0;
};

float4 main(VSOut i) : SV_Target
{
    return float4(i.color.r, i.color.g + i.uv.x, i.color.b, i.color.a - i.uv.y);
}
"""
    sb, cols, verts = [], [], []
    for (px, py) in UNIT6:
        uv = (0.5 * px, 0.25 * py)
        col = (px, 0.5, py, 1.0)
        sb += [px, py, uv[0], uv[1]]
        cols += list(col)
        verts.append(Vtx((px * 2 - 1, 1 - py * 2, 0, 1), {'c': (col, 'linear'), 'uv': (uv, 'linear')}))
    st = raster(W, H, tri_list(verts), lambda c: (c.a['c'][0], c.a['c'][1] + c.a['uv'][0], c.a['c'][2],
                                                  c.a['c'][3] - c.a['uv'][1]), CLEAR)
    res = [{'stage': 'vs', 'register': 't0', 'space': 0, 'kind': 'StructuredBuffer', 'stride': 16, 'format': 'f32',
            'data': sb},
           {'stage': 'vs', 'register': 't1', 'space': 0, 'kind': 'Buffer', 'format': 'R32G32B32A32_SFLOAT',
            'elements': 6, 'data': cols},
           {'stage': 'vs', 'register': 't2', 'space': 0, 'kind': 'ByteAddressBuffer', 'format': 'f32',
            'data': [9.0, 9.0, 9.0, 9.0, 2.0, -2.0, -1.0, 1.0]}]
    add('vs_vertex_pulling', 'VS reads its vertices from a StructuredBuffer (t0), a typed Buffer<float4> (t1) and a '
        'ByteAddressBuffer (t2, Load4 at byte 16) indexed by SV_VertexID.',
        ['StructuredBuffer / Buffer / ByteAddressBuffer SRVs in the VS', 'asfloat'],
        {'vs': vs, 'ps': ps}, tgt(W, H), drw('triangle_list', 6), pixels(st, W, H), 1e-4, resources=res)


# =====================================================================================
# vertex shader matrices
# =====================================================================================
# M (row-vector convention): [ox, oy, 0, 1] * M = (4ox - 2, 2 - 4oy, 0.25ox + 1, 2)
MAT_M = [[4.0, 0.0, 0.25, 0.0], [0.0, -4.0, 0.0, 0.0], [0.5, 0.25, 1.0, 0.0], [-2.0, 2.0, 1.0, 2.0]]
# C (3x4): [ox, oy, 1] * C = colour
MAT_C = [[0.5, 0.0, 0.25, 0.5], [0.0, 0.5, 0.125, 0.0], [0.25, 0.125, 0.5, 2.0]]
ALPHA_SCALE = 0.5


def mat_vs_expect(W, H):
    verts = []
    for (ox, oy) in UNIT6:
        v4 = (ox, oy, 0.0, 1.0)
        pos = tuple(sum(v4[r] * MAT_M[r][c] for r in range(4)) for c in range(4))
        v3 = (ox, oy, 1.0)
        col = tuple(sum(v3[r] * MAT_C[r][c] for r in range(3)) for c in range(4))
        col = col[:3] + (col[3] * ALPHA_SCALE,)
        verts.append(Vtx(pos, {'c': (col, 'linear')}))
    st = raster(W, H, tri_list(verts), lambda c: (c.a['c'][0], c.a['c'][1], c.a['c'][2], c.a['c'][3] * c.pos[2]),
                CLEAR)
    return pixels(st, W, H)


MAT_PS = """// %s.ps.hlsl: alpha = colour alpha times the depth in SV_Position.z (0.125u + 0.5).
struct VSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
};

float4 main(VSOut i) : SV_Target
{
    return float4(i.color.rgb, i.color.a * i.pos.z);
}
"""


def t_vs_matrix_row_major():
    W, H = 8, 6
    vs = """// vs_matrix_row_major.vs.hlsl: row_major matrices from a cbuffer.
cbuffer Xform : register(b0)
{
    row_major float4x4 gMVP;        // offset 0: 4 registers, register r = row r
    row_major float4x3 gColorT;     // offset 64: 4 registers, register r = row r (3 floats)
    float              gAlphaScale; // offset 124: packs into .w of the last gColorT register
};

%s

struct VSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
};

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    float2 p = kUnit[vid];
    o.pos = mul(float4(p, 0.0, 1.0), gMVP);            // row vector * matrix
    float4 c = mul(gColorT, float3(p, 1.0));           // 4x3 matrix * column vector
    o.color = float4(c.rgb, c.a * gAlphaScale);
    return o;
}
""" % HLSL_UNIT6
    # gColorT = C^T (4x3), row_major: register r = row r of C^T = column r of C
    data = [MAT_M[r][c] for r in range(4) for c in range(4)]
    for r in range(4):
        data += [MAT_C[0][r], MAT_C[1][r], MAT_C[2][r]] + ([ALPHA_SCALE] if r == 3 else [-1.0])
    res = [{'stage': 'vs', 'register': 'b0', 'space': 0, 'kind': 'ConstantBuffer', 'format': 'f32', 'data': data}]
    add('vs_matrix_row_major', 'row_major float4x4 (mul(v, M)) places the quad with clip w = 2 and z = 0.25ox + 1; '
        'row_major float4x3 (mul(M, v)) makes the colour; a float packs after the 4x3 matrix. '
        'PS alpha = colour alpha * SV_Position.z.',
        ['row_major matrices', 'mul(vector, matrix) and mul(matrix, vector)', 'non-square matrix layout',
         'w != 1 through the VS'],
        {'vs': vs, 'ps': MAT_PS % 'vs_matrix_row_major'}, tgt(W, H), drw('triangle_list', 6),
        mat_vs_expect(W, H), 1e-4, resources=res)


def t_vs_matrix_column_major():
    W, H = 8, 6
    vs = """// vs_matrix_column_major.vs.hlsl: column_major (default) matrices from a cbuffer in space 1.
cbuffer Xform : register(b3, space1)
{
    float4x4 gMVP;          // offset 0: 4 registers, register c = column c
    float3x4 gColorM;       // offset 64: 4 registers, register c = column c (3 floats)
    float    gAlphaScale;   // offset 124: packs into .w of the last gColorM register
};

%s

struct VSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
};

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    float2 p = kUnit[vid];
    o.pos = mul(float4(p, 0.0, 1.0), gMVP);            // row vector * matrix
    float4 c = mul(float3(p, 1.0), gColorM);           // row vector * 3x4 matrix
    o.color = float4(c.rgb, c.a * gAlphaScale);
    return o;
}
""" % HLSL_UNIT6
    data = [MAT_M[r][c] for c in range(4) for r in range(4)]
    for c in range(4):
        data += [MAT_C[0][c], MAT_C[1][c], MAT_C[2][c]] + ([ALPHA_SCALE] if c == 3 else [-1.0])
    res = [{'stage': 'vs', 'register': 'b3', 'space': 1, 'kind': 'ConstantBuffer', 'format': 'f32', 'data': data}]
    add('vs_matrix_column_major', 'Same image as vs_matrix_row_major, from column_major float4x4 and float3x4 '
        '(columns in registers, 3 floats each) in cbuffer b3, space 1.',
        ['column_major matrices', 'non-square matrix layout', 'register space 1'],
        {'vs': vs, 'ps': MAT_PS % 'vs_matrix_column_major'}, tgt(W, H), drw('triangle_list', 6),
        mat_vs_expect(W, H), 1e-4, resources=res)
