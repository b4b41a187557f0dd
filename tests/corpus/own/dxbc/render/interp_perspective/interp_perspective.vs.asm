vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param TEXCOORD.xy, o1.xy, float
.param TEXCOORD1.xy, o2.xy, float
.text
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_output o2.xy
dcl_input_sgv v0.x, vertex_id
dcl_temps 3
dcl_indexableTemp x0[3], 4
dcl_indexableTemp x1[3], 4
dcl_indexableTemp x2[3], 4
dcl_indexableTemp x3[3], 4
mov r1.x, v0.x
mov x0[0].x, l(1.00000000e+00)
mov x0[1].x, l(2.00000000e+00)
mov x0[2].x, l(4.00000000e+00)
mov r1.y, x0[r1.x + 0].x
mov x1[0].xy, l(-1.00000000e+00, 1.00000000e+00, 0, 0)
mov x1[1].xy, l(3.00000000e+00, 1.00000000e+00, 0, 0)
mov x1[2].xy, l(-1.00000000e+00, -3.00000000e+00, 0, 0)
mov r1.zw, x1[r1.x + 0].xxxy
mov r2.xy, r1.y
mul r1.zw, r1.xxzw, r2.xxxy
mov r0.xy, r1.zwzz
mov r0.z, l(0)
mov r0.w, r1.y
mov r2.xyzw, r0.xyzw
mov x2[0].xy, l(0, 1.00000000e+00, 0, 0)
mov x2[1].xy, l(1.00000000e+00, 5.00000000e-01, 0, 0)
mov x2[2].xy, l(2.50000000e-01, 0, 0, 0)
mov r1.yz, x2[r1.x + 0].xxyx
mov x3[0].xy, l(0, 1.00000000e+00, 0, 0)
mov x3[1].xy, l(1.00000000e+00, 5.00000000e-01, 0, 0)
mov x3[2].xy, l(2.50000000e-01, 0, 0, 0)
mov r1.xw, x3[r1.x + 0].xxxy
mov o0.xyzw, r2.xyzw
mov o1.xy, r1.yzyy
mov o2.xy, r1.xwxx
ret
