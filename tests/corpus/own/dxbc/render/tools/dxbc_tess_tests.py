"""DXBC tessellation render tests: hull and domain shaders (SM 5.0) drawn by the render harness,
with their Python models. gen_dxbc.py writes them beside the other DXBC tests.

vkd3d-compiler 1.17 writes hull shaders with a control-point phase and one fork phase without an
instance count; it never writes an instanced fork phase, a join phase, a relative patch-constant index,
a hull shader without a control-point phase (pass-through control points), nor packs user patch
constants into the tess factors' registers as FXC does. Those hull (and one domain) shaders are
written in assembly here (../../tools/tpf_asm.py); the other stages are HLSL for vkd3d-compiler. The
DXIL corpus's tessellation tests are mirrored too (gen_dxbc.py, MIRRORS).

Expected values: every checked colour, and every position, is affine in the domain location (quad:
u, v; tri: the barycentrics; isolines: u along each line), so each pixel's expected value is the
model's value at the domain point its centre maps to, whatever triangles the tessellator makes; the
models below compute it in closed form (float64, rounded to float32).
"""
from genlib import f32  # noqa: E402  (the DXIL render corpus's float32 rounding)

# ------------------------------------------------------------------ text the shaders share
# HLSL: the control point every patch here carries, and what the domain shaders hand the pixel shader.
CP_STRUCT_HLSL = """struct CP
{
    float3 pos : CPPOS;
};
"""

DS_OUT_STRUCT_HLSL = """struct DSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
};
"""


def hs_signatures(patch_constant_params):
    """An assembled hull shader's version line and signatures: the control point CPPOS.xyz in v0 and o0,
    and the patch-constant .param lines given."""
    return """hs_5_0
.input
.param CPPOS.xyz, v0.xyz, float
.output
.param CPPOS.xyz, o0.xyz, float
.patch_constant
""" + patch_constant_params + '.text\n'


GLOBAL_FLAGS_DECL = 'dcl_globalFlags refactoringAllowed\n'


def hs_decls(control_points, domain, output_primitive, declarations=GLOBAL_FLAGS_DECL):
    """The hs_decls block: as many control points out as in, integer partitioning, then `declarations`."""
    return """hs_decls
dcl_input_control_point_count %d
dcl_output_control_point_count %d
dcl_tessellator_domain domain_%s
dcl_tessellator_partitioning partitioning_integer
dcl_tessellator_output_primitive output_%s
""" % (control_points, control_points, domain, output_primitive) + declarations


def hs_copy_control_points(control_points):
    """A control-point phase that outputs input control point vOutputControlPointID (a relative index)."""
    return """hs_control_point_phase
dcl_input vOutputControlPointID
dcl_input v[%d][0].xyz
dcl_output o0.xyz
dcl_temps 1
mov r0.x, vOutputControlPointID
mov o0.xyz, v[r0.x + 0][0].xyzx
ret
""" % control_points


# The quad domain's six tess factors in o0-o5, as patch constants and as a fork phase's outputs.
QUAD_TESS_FACTOR_PARAMS = """.param SV_TessFactor.x, o0.x, float, QUADEDGE
.param SV_TessFactor1.x, o1.x, float, QUADEDGE
.param SV_TessFactor2.x, o2.x, float, QUADEDGE
.param SV_TessFactor3.x, o3.x, float, QUADEDGE
.param SV_InsideTessFactor.x, o4.x, float, QUADINT
.param SV_InsideTessFactor1.x, o5.x, float, QUADINT
"""
PATCHK_PARAM = '.param PATCHK.xyzw, o6.xyzw, float\n'

QUAD_EDGE_FACTOR_OUTPUTS = """dcl_output_siv o0.x, finalQuadUeq0EdgeTessFactor
dcl_output_siv o1.x, finalQuadVeq0EdgeTessFactor
dcl_output_siv o2.x, finalQuadUeq1EdgeTessFactor
dcl_output_siv o3.x, finalQuadVeq1EdgeTessFactor
"""
QUAD_INSIDE_FACTOR_OUTPUTS = """dcl_output_siv o4.x, finalQuadUInsideTessFactor
dcl_output_siv o5.x, finalQuadVInsideTessFactor
"""


def tri_packed_patch_constant_params(reg):
    """The tri domain's tess factors (.x of reg0-reg3) with the user patch constants EDGE0-2 packed beside
    the edge factors (.y of reg0-reg2), as FXC packs them; reg is o (hull shader) or vpc (domain shader).
    The line of K (reg3.yzw) is the caller's."""
    return """.param SV_TessFactor.x, {r}0.x, float, TRIEDGE
.param EDGE.y, {r}0.y, float
.param SV_TessFactor1.x, {r}1.x, float, TRIEDGE
.param EDGE1.y, {r}1.y, float
.param SV_TessFactor2.x, {r}2.x, float, TRIEDGE
.param EDGE2.y, {r}2.y, float
.param SV_InsideTessFactor.x, {r}3.x, float, TRIINT
""".format(r=reg)


PS_COLOR = """// %s.ps.hlsl
""" + DS_OUT_STRUCT_HLSL + """
float4 main(DSOut i) : SV_Target
{
    return i.color;
}
"""


def vs_corners(name, corners):
    pts = ', '.join('float2(%s, %s)' % (repr(x), repr(y)) for (x, y) in corners)
    return ("""// %s.vs.hlsl: the control points of one patch, from SV_VertexID.
""" % name + CP_STRUCT_HLSL + """
static const float2 kCorners[%d] = { %s };

CP main(uint vid : SV_VertexID)
{
    CP o;
    o.pos = float3(kCorners[vid], 0.0);
    return o;
}
""" % (len(corners), pts))


def tgt(w, h):
    return {'width': w, 'height': h, 'format': 'R32G32B32A32_SFLOAT', 'clear': [0, 0, 0, 0]}


def drw(cps):
    return {'topology': 'patch_list', 'patch_control_points': cps, 'vertex_count': cps, 'instance_count': 1}


def test(name, description, checks, sources, target, draw, pixels, tolerance):
    return {'name': name, 'description': description, 'checks': checks, 'sources': sources, 'profiles': {},
            'target': target, 'draw': draw, 'pixels': pixels, 'tolerance': tolerance}


def quad_pixels(W, H, fn):
    """fn(u, v) -> rgba at every pixel of a full-target quad patch (u right, v down)."""
    return [{'x': x, 'y': y, 'rgba': [f32(c) for c in fn((x + 0.5) / W, (y + 0.5) / H)]}
            for y in range(H) for x in range(W)]


# ------------------------------------------------------------------ fork phases, quad domain
# Control-point phase (a relative control-point index), then three fork phases: the four edge factors
# 2, 3, 4, 5 written by 4 instances through o[r0.x + 0] (instance 0 leaves early with retc: `ret` ends
# the instance, not the phase), the two inside factors 3, 5 written by 2 instances through o[r0.x + 4]
# from the phase's indexable temporary x0, and PATCHK from the output and input control points (.y in a
# loop over them with relative control-point indices).
FORK_HS = """// tess_fork_instanced.hs.tpf: instanced fork phases writing the tess factors through
// relative indices (dcl_index_range), an indexable temporary of a phase, vocp / vicp in a fork phase.
""" + hs_signatures(QUAD_TESS_FACTOR_PARAMS + PATCHK_PARAM) + hs_decls(4, 'quad', 'triangle_cw') + \
    hs_copy_control_points(4) + """hs_fork_phase
dcl_hs_fork_phase_instance_count 4
dcl_input vForkInstanceId
""" + QUAD_EDGE_FACTOR_OUTPUTS + """dcl_temps 2
dcl_index_range o0.x 4
mov r0.x, vForkInstanceId.x
utof r1.x, r0.x
add r1.x, r1.x, l(2.00000000e+00)
mov o[r0.x + 0].x, r1.x
ieq r1.y, r0.x, l(0)
retp_nz r1.y
mov r1.z, l(0)
ret
hs_fork_phase
dcl_hs_fork_phase_instance_count 2
dcl_input vForkInstanceId
""" + QUAD_INSIDE_FACTOR_OUTPUTS + """dcl_temps 1
dcl_indexableTemp x0[2], 4
dcl_index_range o4.x 2
mov x0[0].x, l(3.00000000e+00)
mov x0[1].x, l(5.00000000e+00)
mov r0.x, vForkInstanceId.x
mov o[r0.x + 4].x, x0[r0.x + 0].x
ret
hs_fork_phase
dcl_input vicp[4][0].xy
dcl_input vocp[4][0].x
dcl_output o6.xyzw
dcl_temps 2
add r0.x, vocp[3][0].x, -vicp[0][0].x
mul o6.x, r0.x, l(2.50000000e-01)
// PATCHK.y = sum over control points i of i * (vocp[i].x + vicp[i].y), in a loop with relative indices
mov r0.xy, l(0, 0, 0, 0)
loop
  uge r1.x, r0.x, l(4)
  breakc_nz r1.x
  utof r1.y, r0.x
  add r1.z, vocp[r0.x + 0][0].x, vicp[r0.x + 0][0].y
  mad r0.y, r1.y, r1.z, r0.y
  iadd r0.x, r0.x, l(1)
endloop
mov o6.y, r0.y
mov o6.zw, l(0, 0, 0, 0)
ret
"""

FORK_DS = """// tess_fork_instanced.ds.hlsl: reads the tess factors and PATCHK; position bilinear
// over a rectangle, colour affine in uv.
""" + CP_STRUCT_HLSL + """
struct PatchData
{
    float edges[4]  : SV_TessFactor;
    float inside[2] : SV_InsideTessFactor;
    float4 k        : PATCHK;
};

""" + DS_OUT_STRUCT_HLSL + """
[domain("quad")]
DSOut main(PatchData pd, float2 uv : SV_DomainLocation, const OutputPatch<CP, 4> cp)
{
    DSOut o;
    float3 p = lerp(lerp(cp[0].pos, cp[1].pos, uv.x), lerp(cp[2].pos, cp[3].pos, uv.x), uv.y);
    o.pos = float4(p, 1.0);
    o.color = float4(pd.edges[0] + pd.edges[1] * uv.x, pd.edges[2] + pd.edges[3] * uv.y,
                     pd.inside[0] + pd.inside[1] * uv.x, pd.k.x + pd.k.y) / 16.0;
    return o;
}
"""


def t_fork_instanced():
    W, H = 8, 8
    e, i = (2.0, 3.0, 4.0, 5.0), (3.0, 5.0)
    corners = [(-1.0, 1.0), (1.0, 1.0), (-1.0, -1.0), (1.0, -1.0)]
    kx = (corners[3][0] - corners[0][0]) / 4                                  # 0.5
    ky = sum(n * (corners[n][0] + corners[n][1]) for n in range(4))          # -2
    return test(
        'tess_fork_instanced',
        'Quad patch over the target; the hull shader (assembled) writes the edge factors 2,3,4,5 from a fork '
        'phase of 4 instances through o[vForkInstanceID] (instance 0 leaving early with retc), the inside factors '
        '3,5 from a fork phase of 2 instances through o[vForkInstanceID + 4] = x0[vForkInstanceID] (an indexable '
        'temporary of the phase), PATCHK.x = (vocp[3].x - vicp[0].x) / 4 = 0.5 and, in a loop with relative control '
        'point indices, PATCHK.y = sum of i (vocp[i].x + vicp[i].y) = -2. The DS (vkd3d-compiler) outputs (e0 + e1 u, '
        'e2 + e3 v, i0 + i1 u, k.x + k.y) / 16, affine in (u, v) = ((x+0.5)/8, (y+0.5)/8).',
        ['hull shader fork phases with instance counts', 'relative patch-constant index (dcl_index_range) on '
         'tess factors', 'vForkInstanceID', 'ret in an instanced fork phase', 'indexable temporary in a fork '
         'phase', 'vocp / vicp in a fork phase, with relative control-point indices in a loop',
         'tess factors read by the domain shader', 'quad domain'],
        {'vs': ('hlsl', vs_corners('tess_fork_instanced', corners)),
         'hs': ('tpf', FORK_HS), 'ds': ('hlsl', FORK_DS), 'ps': ('hlsl', PS_COLOR % 'tess_fork_instanced')},
        tgt(W, H), drw(4),
        quad_pixels(W, H, lambda u, v: ((e[0] + e[1] * u) / 16, (e[2] + e[3] * v) / 16, (i[0] + i[1] * u) / 16,
                                         (kx + ky) / 16)),
        1e-4)


# ------------------------------------------------------------------ hs_decls indexable temporary
# x0 is declared once, in hs_decls: D3D lets every phase use it, each phase with its own storage (as
# r#). The control-point phase copies the input control points into x0 and outputs x0[id] (a relative
# index); a fork phase of 4 instances writes the edge factors 2, 3, 4, 5 from x0[i].x; a second fork
# phase the inside factors 3, 5 and PATCHK = (0.25, 0.75, 0, 0) from other components of x0.
ITEMP_HS = """// tess_hs_decls_itemp.hs.tpf: an indexable temporary declared in hs_decls, used by the
// control-point phase and by two fork phases (each phase its own storage).
""" + hs_signatures(QUAD_TESS_FACTOR_PARAMS + PATCHK_PARAM) + \
    hs_decls(4, 'quad', 'triangle_cw', GLOBAL_FLAGS_DECL + 'dcl_indexableTemp x0[4], 4\n') + """hs_control_point_phase
dcl_input vOutputControlPointID
dcl_input v[4][0].xyz
dcl_output o0.xyz
dcl_temps 1
mov x0[0].xyz, v[0][0].xyzx
mov x0[1].xyz, v[1][0].xyzx
mov x0[2].xyz, v[2][0].xyzx
mov x0[3].xyz, v[3][0].xyzx
mov r0.x, vOutputControlPointID
mov o0.xyz, x0[r0.x + 0].xyzx
ret
hs_fork_phase
dcl_hs_fork_phase_instance_count 4
dcl_input vForkInstanceId
""" + QUAD_EDGE_FACTOR_OUTPUTS + """dcl_temps 1
dcl_index_range o0.x 4
mov x0[0].x, l(2.00000000e+00)
mov x0[1].x, l(3.00000000e+00)
mov x0[2].x, l(4.00000000e+00)
mov x0[3].x, l(5.00000000e+00)
mov r0.x, vForkInstanceId.x
mov o[r0.x + 0].x, x0[r0.x + 0].x
ret
hs_fork_phase
""" + QUAD_INSIDE_FACTOR_OUTPUTS + """dcl_output o6.xyzw
mov x0[2].yz, l(0, 3.00000000e+00, 5.00000000e+00, 0)
mov x0[3].xyzw, l(2.50000000e-01, 7.50000000e-01, 0, 0)
mov o4.x, x0[2].y
mov o5.x, x0[2].z
mov o6.xyzw, x0[3].xyzw
ret
"""


def t_hs_decls_itemp():
    W, H = 8, 8
    e, i, k = (2.0, 3.0, 4.0, 5.0), (3.0, 5.0), (0.25, 0.75)
    corners = [(-1.0, 1.0), (1.0, 1.0), (-1.0, -1.0), (1.0, -1.0)]
    return test(
        'tess_hs_decls_itemp',
        'Quad patch over the target; the hull shader (assembled) declares x0[4] once, in hs_decls, and uses it in '
        'every phase: the control-point phase stores the four input control points in x0 and outputs '
        'x0[vOutputControlPointID]; a fork phase of 4 instances writes the edge factors 2,3,4,5 from x0[i].x; a '
        'second fork phase writes the inside factors 3,5 and PATCHK = (0.25, 0.75, 0, 0) from x0[2].yz and x0[3]. '
        'The DS (vkd3d-compiler) outputs (e0 + e1 u, e2 + e3 v, i0 + i1 u, k.x + k.y) / 16, affine in (u, v) = '
        '((x+0.5)/8, (y+0.5)/8).',
        ['indexable temporary declared in hs_decls, used by every phase', 'relative index into it in the '
         'control-point phase', 'fork phase with an instance count', 'tess factors read by the domain shader',
         'quad domain'],
        {'vs': ('hlsl', vs_corners('tess_hs_decls_itemp', corners)),
         'hs': ('tpf', ITEMP_HS), 'ds': ('hlsl', FORK_DS.replace('tess_fork_instanced', 'tess_hs_decls_itemp')),
         'ps': ('hlsl', PS_COLOR % 'tess_hs_decls_itemp')},
        tgt(W, H), drw(4),
        quad_pixels(W, H, lambda u, v: ((e[0] + e[1] * u) / 16, (e[2] + e[3] * v) / 16, (i[0] + i[1] * u) / 16,
                                         (k[0] + k[1]) / 16)),
        1e-4)


# ------------------------------------------------------------------ join phases, pass-through, tri domain
# No control-point phase: the control points pass through. A fork phase of 3 instances writes EDGE0..2
# (elements of their own, packed beside the tess factors as FXC packs them) through o[r0.x + 0].y; a
# join phase of 3 instances copies them to the edge tess factors through o[r0.x + 0].x = vpc[r0.x + 0].y;
# a second join phase reads them for the inside factor (e0 + e2) / 2 = 3 and K = (e1 / 8, (e2 - e0) 3/8).
JOIN_HS = """// tess_join_passthrough.hs.tpf: no control-point phase (pass-through), an instanced fork
// phase, instanced and plain join phases reading the fork phase's patch constants back (vpc).
""" + hs_signatures(tri_packed_patch_constant_params('o') + '.param K.yzw, o3.yzw, float\n') + \
    hs_decls(3, 'tri', 'triangle_cw') + """hs_fork_phase
dcl_hs_fork_phase_instance_count 3
dcl_input vForkInstanceId
dcl_output o0.y
dcl_output o1.y
dcl_output o2.y
dcl_temps 2
dcl_index_range o0.y 3
mov r0.x, vForkInstanceId.x
utof r1.x, r0.x
add r1.x, r1.x, l(2.00000000e+00)
mov o[r0.x + 0].y, r1.x
ret
hs_join_phase
dcl_hs_join_phase_instance_count 3
dcl_input vJoinInstanceId
dcl_input vpc0.y
dcl_input vpc1.y
dcl_input vpc2.y
dcl_output_siv o0.x, finalTriUeq0EdgeTessFactor
dcl_output_siv o1.x, finalTriVeq0EdgeTessFactor
dcl_output_siv o2.x, finalTriWeq0EdgeTessFactor
dcl_temps 1
dcl_index_range vpc0.y 3
dcl_index_range o0.x 3
mov r0.x, vJoinInstanceId.x
mov o[r0.x + 0].x, vpc[r0.x + 0].y
ret
hs_join_phase
dcl_input vpc0.y
dcl_input vpc1.y
dcl_input vpc2.y
dcl_output_siv o3.x, finalTriInsideTessFactor
dcl_output o3.yzw
dcl_temps 1
add r0.x, vpc0.y, vpc2.y
mul o3.x, r0.x, l(5.00000000e-01)
mul o3.y, vpc1.y, l(1.25000000e-01)
add r0.x, vpc2.y, -vpc0.y
mul o3.z, r0.x, l(3.75000000e-01)
mov o3.w, l(0)
ret
"""

# The domain shader is assembled too: vkd3d-compiler gives every patch constant a register of its own.
JOIN_DS = """// tess_join_passthrough.ds.tpf: user patch constants packed beside the tess factors.
ds_5_0
.input
.param CPPOS.xyz, vicp0.xyz, float
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param COLOR.xyzw, o1.xyzw, float
.patch_constant
""" + tri_packed_patch_constant_params('vpc') + """.param K.yzw, vpc3.yz, float
.text
dcl_input_control_point_count 3
dcl_tessellator_domain domain_tri
dcl_globalFlags refactoringAllowed
dcl_input_siv vpc0.x, finalTriUeq0EdgeTessFactor
dcl_input vpc0.y
dcl_input_siv vpc1.x, finalTriVeq0EdgeTessFactor
dcl_input vpc1.y
dcl_input_siv vpc2.x, finalTriWeq0EdgeTessFactor
dcl_input vpc2.y
dcl_input_siv vpc3.x, finalTriInsideTessFactor
dcl_input vpc3.yz
dcl_input vDomainLocation.xyz
dcl_input vicp[3][0].xyz
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_temps 2
mul r0.xyz, vDomainLocation.y, vicp[1][0].xyzx
mad r0.xyz, vDomainLocation.x, vicp[0][0].xyzx, r0.xyzx
mad o0.xyz, vDomainLocation.z, vicp[2][0].xyzx, r0.xyzx
mov o0.w, l(1.00000000e+00)
mul r0.x, vpc1.x, vDomainLocation.y
mad r0.x, vpc0.x, vDomainLocation.x, r0.x
mad r0.x, vpc2.x, vDomainLocation.z, r0.x
mul o1.x, r0.x, l(1.25000000e-01)
mul r1.x, vpc1.y, vDomainLocation.y
mad r1.x, vpc0.y, vDomainLocation.x, r1.x
mad r1.x, vpc2.y, vDomainLocation.z, r1.x
mul o1.y, r1.x, l(1.25000000e-01)
mul r0.y, vpc3.y, vDomainLocation.x
mad o1.z, vpc3.x, l(1.25000000e-01), r0.y
mov o1.w, vpc3.z
ret
"""


def t_join_passthrough():
    W, H = 8, 8
    e = (2.0, 3.0, 4.0)
    inside, ky, kz = (e[0] + e[2]) / 2, e[1] / 8, (e[2] - e[0]) * 3 / 8
    px = []
    for y in range(H):
        for x in range(W):
            # patch triangle: screen (0,0), (16,0), (0,16); bary (u, v, w) weights cp0, cp1, cp2
            v, w = (x + 0.5) / 16.0, (y + 0.5) / 16.0
            u = 1.0 - v - w
            f = (e[0] * u + e[1] * v + e[2] * w) / 8
            px.append({'x': x, 'y': y, 'rgba': [f32(f), f32(f), f32(inside / 8 + ky * u), f32(kz)]})
    return test(
        'tess_join_passthrough',
        'Tri patch (screen (0,0), (16,0), (0,16)) whose hull shader (assembled) has no control-point phase '
        '(the control points pass through), a fork phase of 3 instances writing EDGEi = 2 + i through o[i].y, a '
        'join phase of 3 instances writing edge factor i = vpc[i].y, and a join phase computing the inside factor '
        '(EDGE0 + EDGE2) / 2 = 3 and K.yz = (EDGE1 / 8, (EDGE2 - EDGE0) * 3/8). The DS (assembled: user patch '
        'constants packed beside the tess factors, as FXC does) outputs ((2u+3v+4w)/8 from the tess factors, the '
        'same from EDGE, 3/8 + K.y u, K.z) at the pixel centre\'s barycentrics (u, v, w).',
        ['hull shader without a control-point phase (pass-through)', 'join phases with an instance count',
         'vJoinInstanceID', 'fork outputs read back in join phases (vpc, relative index)',
         'relative write across patch-constant elements', 'user patch constants packed with tess factors',
         'tri domain'],
        {'vs': ('hlsl', vs_corners('tess_join_passthrough', [(-1.0, 1.0), (3.0, 1.0), (-1.0, -3.0)])),
         'hs': ('tpf', JOIN_HS), 'ds': ('tpf', JOIN_DS), 'ps': ('hlsl', PS_COLOR % 'tess_join_passthrough')},
        tgt(W, H), drw(3), px, 1e-4)


# ------------------------------------------------------------------ isolines
# Two control points: the ends of the lines (NDC x -1.25 .. 1.25, beyond the target, so no line ends
# inside it). A fork phase of 2 instances writes the tess factors 4 - i through o[r0.x + 0].x: line
# density 4 (row 0), line detail 3 (row 1).
ISO_HS = """// tess_isoline.hs.tpf: isoline domain, the line density and detail from an instanced fork phase.
""" + hs_signatures('.param SV_TessFactor.x, o0.x, float, LINEDEN\n.param SV_TessFactor1.x, o1.x, float, LINEDET\n') + \
    hs_decls(2, 'isoline', 'line') + hs_copy_control_points(2) + """hs_fork_phase
dcl_hs_fork_phase_instance_count 2
dcl_input vForkInstanceId
dcl_output_siv o0.x, finalLineDensityTessFactor
dcl_output_siv o1.x, finalLineDetailTessFactor
dcl_temps 2
dcl_index_range o0.x 2
mov r0.x, vForkInstanceId.x
utof r1.x, r0.x
add r1.x, -r1.x, l(4.00000000e+00)
mov o[r0.x + 0].x, r1.x
ret
"""

ISO_DS = """// tess_isoline.ds.hlsl: line i of the isoline patch at v = i / density, 2 NDC units per v
// below the control points; colour (u, v, density / 8, detail / 8).
""" + CP_STRUCT_HLSL + """
struct PatchData
{
    float tess[2] : SV_TessFactor;
};

""" + DS_OUT_STRUCT_HLSL + """
[domain("isoline")]
DSOut main(PatchData pd, float2 uv : SV_DomainLocation, const OutputPatch<CP, 2> cp)
{
    DSOut o;
    float3 p = lerp(cp[0].pos, cp[1].pos, uv.x);
    o.pos = float4(p.x, p.y - 2.0 * uv.y, p.z, 1.0);
    o.color = float4(uv, pd.tess[0] / 8.0, pd.tess[1] / 8.0);
    return o;
}
"""


def t_isoline():
    W, H = 8, 8
    density, detail = 4, 3
    px = []
    for y in range(H):
        for x in range(W):
            # line i: NDC y = 0.875 - 2 i / density = framebuffer row 2i + 0.5 (pixel centres of rows 0, 2, 4, 6)
            if y % 2 == 0 and y // 2 < density:
                u = ((x + 0.5) / W * 2.0 - 1.0 + 1.25) / 2.5
                rgba = [f32(u), f32((y // 2) / density), f32(density / 8), f32(detail / 8)]
            else:
                rgba = [0, 0, 0, 0]
            px.append({'x': x, 'y': y, 'rgba': rgba})
    return test(
        'tess_isoline',
        'Isoline patch whose hull shader (assembled) writes the line density 4 and line detail 3 from a fork '
        'phase of 2 instances through o[vForkInstanceID]. The DS (vkd3d-compiler) places line i at v = i/4, NDC y '
        '= 0.875 - 2v: through the pixel centres of rows 0, 2, 4, 6, from NDC x -1.25 to 1.25 (beyond the target). '
        'Colour (u, v, density/8, detail/8), u = (NDC x + 1.25) / 2.5 at the pixel centre; rows 1, 3, 5, 7 stay '
        'clear. A horizontal line through pixel centres covers exactly that row under every Vulkan line '
        'rasterization mode.',
        ['isoline domain', 'line density / detail factor order', 'fork phase with an instance count',
         'tess factors read by the domain shader'],
        {'vs': ('hlsl', vs_corners('tess_isoline', [(-1.25, 0.875), (1.25, 0.875)])),
         'hs': ('tpf', ISO_HS), 'ds': ('hlsl', ISO_DS), 'ps': ('hlsl', PS_COLOR % 'tess_isoline')},
        tgt(W, H), drw(2), px, 1e-4)


# ------------------------------------------------------------------ tess factors the DS reads
# The mirror of render/tess_factor_raw_max: vkd3d-compiler 1.17 drops [maxtessfactor] (it writes no
# dcl_hs_max_tessfactor), so its hull shader is the listing of vkd3d-compiler's output for the same HLSL
# with the declaration added.
RAW_MAX_HS = """// tess_factor_raw_max.hs.tpf: vkd3d-compiler's hull shader for tess_factor_raw_max.hs.hlsl (the
// DXIL test's source) with the dcl_hs_max_tessfactor it leaves out: factors 9..14, clamped to 7.
""" + hs_signatures(QUAD_TESS_FACTOR_PARAMS) + \
    hs_decls(4, 'quad', 'triangle_cw', 'dcl_hs_max_tessfactor l(7.00000000e+00)\n') + """hs_control_point_phase
dcl_temps 1
dcl_output o0.xyz
dcl_input v[4][0].xyz
dcl_input vOutputControlPointID
mov r0.x, vOutputControlPointID
mov r0.xyz, v[r0.x + 0][0].xyzx
mov o0.xyz, r0.xyzx
ret
hs_fork_phase
""" + QUAD_EDGE_FACTOR_OUTPUTS + QUAD_INSIDE_FACTOR_OUTPUTS + """mov o0.x, l(9.00000000e+00)
mov o1.x, l(1.00000000e+01)
mov o2.x, l(1.10000000e+01)
mov o3.x, l(1.20000000e+01)
mov o4.x, l(1.30000000e+01)
mov o5.x, l(1.40000000e+01)
ret
"""


def build():
    return [t_fork_instanced(), t_hs_decls_itemp(), t_join_passthrough(), t_isoline()]
