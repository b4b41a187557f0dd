vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.text
dcl_output_siv o0.xyzw, position
dcl_input_sgv v0.x, vertex_id
dcl_temps 3
dcl_indexableTemp x0[6], 4
mov r1.x, v0.x
udiv r2.x, null, r1.x, l(6)
udiv null, r1.x, r1.x, l(6)
mov x0[0].xy, l(0, 0, 0, 0)
mov x0[1].xy, l(1.00000000e+00, 0, 0, 0)
mov x0[2].xy, l(0, 1.00000000e+00, 0, 0)
mov x0[3].xy, l(1.00000000e+00, 0, 0, 0)
mov x0[4].xy, l(1.00000000e+00, 1.00000000e+00, 0, 0)
mov x0[5].xy, l(0, 1.00000000e+00, 0, 0)
mov r1.xy, x0[r1.x + 0].xyxx
utof r1.z, r2.x
mov r1.w, r1.xxxy
add r1.z, r1.z, r1.w
mul r1.z, r1.z, l(2.50000000e-01)
mov r1.x, r1.x
mul r1.x, r1.x, l(2.00000000e+00)
add r1.x, r1.x, l(-1.00000000e+00)
mul r1.y, r1.z, l(2.00000000e+00)
mov r1.y, -r1.y
add r1.y, r1.y, l(1.00000000e+00)
mov r0.x, r1.x
mov r0.y, r1.y
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r1.xyzw
ret
