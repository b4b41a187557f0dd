vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.text
dcl_output_siv o0.xyzw, position
dcl_input_sgv v0.x, vertex_id
dcl_temps 3
dcl_indexableTemp x0[3], 4
dcl_indexableTemp x1[3], 4
mov r1.x, v0.x
mov x0[0].x, l(1.00000000e+00)
mov x0[1].x, l(2.00000000e+00)
mov x0[2].x, l(4.00000000e+00)
mov r1.y, x0[r1.x + 0].x
mov x1[0].xy, l(-1.00000000e+00, 1.00000000e+00, 0, 0)
mov x1[1].xy, l(3.00000000e+00, 1.00000000e+00, 0, 0)
mov x1[2].xy, l(-1.00000000e+00, -3.00000000e+00, 0, 0)
mov r1.xz, x1[r1.x + 0].xxyx
mov r2.xy, r1.y
mul r1.xz, r1.xxzx, r2.xxyx
mul r1.w, r1.y, l(5.00000000e-01)
mov r0.xy, r1.xzxx
mov r0.z, r1.w
mov r0.w, r1.y
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r1.xyzw
ret
