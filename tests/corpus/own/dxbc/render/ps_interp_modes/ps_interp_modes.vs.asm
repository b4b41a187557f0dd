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
    {0x00000000, 0x00000000, 0x3f800000, 0x00000000},
    {0x3f800000, 0x00000000, 0x40000000, 0x00000000},
    {0x00000000, 0x3f800000, 0x40000000, 0x00000000},
    {0x3f800000, 0x00000000, 0x40000000, 0x00000000},
    {0x3f800000, 0x3f800000, 0x40800000, 0x00000000},
    {0x00000000, 0x3f800000, 0x40000000, 0x00000000},
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
mad r0.yz, r1.xxyx, l(0.00000000e+00, 2.00000000e+00, -2.00000000e+00, 0.00000000e+00), l(0.00000000e+00, -1.00000000e+00, 1.00000000e+00, 0.00000000e+00)
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
add o6.x, r0.y, l(5.00000000e-01)
iadd o6.y, r0.x, l(7)
ret
