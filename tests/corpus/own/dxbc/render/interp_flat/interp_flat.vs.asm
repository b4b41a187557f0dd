vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param TEXCOORD.xyzw, o1.xyzw, float
.param TEXCOORD1.x, o2.x, uint
.param TEXCOORD2.yz, o2.yz, int
.text
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_output o2.x
dcl_output o2.yz
dcl_input_sgv v0.x, vertex_id
dcl_temps 5
dcl_indexableTemp x0[6], 4
mov r1.x, v0.x
udiv r2.x, null, r1.x, l(3)
mov x0[0].xy, l(-1.00000000e+00, 1.00000000e+00, 0, 0)
mov x0[1].xy, l(1.00000000e+00, 1.00000000e+00, 0, 0)
mov x0[2].xy, l(-1.00000000e+00, -1.00000000e+00, 0, 0)
mov x0[3].xy, l(1.00000000e+00, 1.00000000e+00, 0, 0)
mov x0[4].xy, l(1.00000000e+00, -1.00000000e+00, 0, 0)
mov x0[5].xy, l(-1.00000000e+00, -1.00000000e+00, 0, 0)
mov r1.xy, x0[r1.x + 0].xyxx
mov r0.xy, r1.xyxx
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r1.xyzw, r0.xyzw
ieq r2.y, r2.x, l(0)
mov r3.xyzw, r2.y
movc r3.xyzw, r3.xyzw, l(1.25000000e-01, 2.50000000e-01, 3.75000000e-01, 5.00000000e-01), l(6.25000000e-01, 7.50000000e-01, 8.75000000e-01, 1.00000000e+00)
imul null, r4.x, r2.x, l(3)
iadd r2.y, r4.x, l(7)
ieq r2.x, r2.x, l(0)
mov r2.xz, r2.x
movc r2.xz, r2.xxzx, l(0xfffffffb, 100, 100, 0), l(0xfffffffa, 200, 200, 0)
mov o0.xyzw, r1.xyzw
mov o1.xyzw, r3.xyzw
mov o2.x, r2.y
mov o2.yz, r2.xxzx
ret
