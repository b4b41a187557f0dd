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
dcl_immediateConstantBuffer {
    {0x00000000, 0x00000000, 0x00000000, 0x00000000},
    {0x3f800000, 0x00000000, 0x00000000, 0x00000000},
    {0x00000000, 0x3f800000, 0x00000000, 0x00000000},
    {0x3f800000, 0x00000000, 0x00000000, 0x00000000},
    {0x3f800000, 0x3f800000, 0x00000000, 0x00000000},
    {0x00000000, 0x3f800000, 0x00000000, 0x00000000},
}
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
mad o0.xy, icb[r0.x + 0].xyxx, l(2.00000000e+00, -2.00000000e+00, 0.00000000e+00, 0.00000000e+00), l(-1.00000000e+00, 1.00000000e+00, 0.00000000e+00, 0.00000000e+00)
mov o0.zw, l(0, 0, 0, 1.00000000e+00)
mov o1.xyzw, l(0, 0, 0, 1.00000000e+00)
mov o2.xyzw, l(1.00000000e+00, 2.50000000e-01, 0, 1.00000000e+00)
mov o3.xyzw, l(2.00000000e+00, 5.00000000e-01, 0, 1.00000000e+00)
mov o4.xyzw, l(3.00000000e+00, 7.50000000e-01, 0, 1.00000000e+00)
udiv r0.y, null, r0.x, l(3)
ishl r0.y, r0.y, l(1)
iadd r0.y, r0.y, l(1)
mov o5.x, r0.y
utof r1.x, r0.y
add r1.x, r1.x, l(1.00000000e+01)
mov r1.yzw, l(0, -1.00000000e+00, 0, 1.00000000e+00)
mov o[r0.y + 1].xyzw, r1.xyzw
ret
