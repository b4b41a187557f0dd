vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param ID.x, o1.x, uint
.text
dcl_output_siv o0.xyzw, position
dcl_output o1.x
dcl_input_sgv v0.x, vertex_id
dcl_temps 3
dcl_indexableTemp x0[6], 4
mov r1.x, v0.x
mov x0[0].x, l(0)
mov x0[0].y, l(0)
mov x0[1].x, l(1.00000000e+00)
mov x0[1].y, l(0)
mov x0[2].x, l(0)
mov x0[2].y, l(1.00000000e+00)
mov x0[3].x, l(1.00000000e+00)
mov x0[3].y, l(0)
mov x0[4].x, l(1.00000000e+00)
mov x0[4].y, l(1.00000000e+00)
mov x0[5].x, l(0)
mov x0[5].y, l(1.00000000e+00)
mov r1.yz, x0[r1.x + 0].xxyx
mov r1.w, r1.y
mul r1.w, r1.w, l(2.00000000e+00)
add r1.w, r1.w, l(-1.00000000e+00)
mov r1.y, r1.xzxx
mul r1.y, r1.y, l(2.00000000e+00)
mov r1.y, -r1.y
add r1.y, r1.y, l(1.00000000e+00)
mov r0.x, r1.w
mov r0.y, r1.y
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r2.xyzw, r0.xyzw
udiv r1.x, null, r1.x, l(3)
mov o0.xyzw, r2.xyzw
mov o1.x, r1.x
ret
