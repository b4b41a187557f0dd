"""What every render test module shares: the test list (TESTS, add), the target and draw records, and the
full-screen and quad geometry with their HLSL."""
from genlib import Vtx, tri_list

TESTS = []
FMT_F = 'R32G32B32A32_SFLOAT'


def add(name, description, checks, shaders, target, draw, pixels_, tolerance,
        vertex_buffers=None, resources=None, notes=None, profiles=None):
    TESTS.append(dict(name=name, description=description, checks=checks, shaders=shaders,
                      target=target, draw=draw, pixels=pixels_, tolerance=tolerance,
                      vertex_buffers=vertex_buffers, resources=resources, notes=notes,
                      profiles=profiles or {}))


def tgt(w, h, fmt=FMT_F):
    return {'width': w, 'height': h, 'format': fmt, 'clear': [0, 0, 0, 0]}


def drw(topology, vertex_count, instance_count=1, patch_control_points=None):
    d = {'topology': topology}
    if patch_control_points:
        d['patch_control_points'] = patch_control_points
    d['vertex_count'] = vertex_count
    d['instance_count'] = instance_count
    return d


CLEAR = (0.0, 0.0, 0.0, 0.0)
QUAD_NDC = [(-1, 1), (1, 1), (-1, -1), (1, 1), (1, -1), (-1, -1)]   # TL TR BL / TR BR BL
UNIT6 = [(0, 0), (1, 0), (0, 1), (1, 0), (1, 1), (0, 1)]            # same order, 0..1, y down
FST_UV = [(0, 0), (2, 0), (0, 2)]
FST_NDC = [(u * 2 - 1, 1 - v * 2) for (u, v) in FST_UV]             # (-1,1) (3,1) (-1,-3)

HLSL_QUAD = """static const float2 kCorners[6] =
{
    float2(-1.0,  1.0), float2( 1.0,  1.0), float2(-1.0, -1.0),   // TL, TR, BL
    float2( 1.0,  1.0), float2( 1.0, -1.0), float2(-1.0, -1.0)    // TR, BR, BL
};"""

HLSL_UNIT6 = """// Unit square corners (x right, y down), two triangles: TL TR BL / TR BR BL.
static const float2 kUnit[6] =
{
    float2(0.0, 0.0), float2(1.0, 0.0), float2(0.0, 1.0),
    float2(1.0, 0.0), float2(1.0, 1.0), float2(0.0, 1.0)
};"""

HLSL_FST_POS_VS = """// Full-screen triangle generated from SV_VertexID (no vertex buffer):
// vertex 0 -> NDC (-1, 1), 1 -> (3, 1), 2 -> (-1, -3). It covers the whole target.
float4 main(uint vid : SV_VertexID) : SV_Position
{
    float2 uv = float2((vid << 1) & 2, vid & 2);
    return float4(uv * float2(2.0, -2.0) + float2(-1.0, 1.0), 0.0, 1.0);
}
"""


def fst_prims(attr_fn=None, z=0.0, w=(1.0, 1.0, 1.0)):
    vs = []
    for i, (u, v) in enumerate(FST_UV):
        X, Y = FST_NDC[i]
        ww = w[i]
        vs.append(Vtx((X * ww, Y * ww, z * ww, ww), attr_fn(i, u, v) if attr_fn else {}))
    return tri_list(vs)


def quad_prims(attr_fn=None, z=0.0):
    vs = []
    for i, (X, Y) in enumerate(QUAD_NDC):
        vs.append(Vtx((X, Y, z, 1.0), attr_fn(i, X, Y) if attr_fn else {}))
    return tri_list(vs)


def uvc(x, y, W, H):
    return ((x + 0.5) / W, (y + 0.5) / H)
