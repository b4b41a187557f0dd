"""DXBC render tests: the shaders of the mirrored tests that vkd3d-compiler
1.17 cannot compile as written, and the DXBC-only tests with their Python
models (genlib's reference rasterizer)."""

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
def build():
    return []
