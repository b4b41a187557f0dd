vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param COLOR.xyzw, o1.xyzw, float
.text
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_input_sgv v0.x, vertex_id
dcl_temps 3
dcl_indexableTemp x0[4], 4
mov r1.x, v0.x
mov x0[0].xy, l(1.00000000e+00, 1.00000000e+00, 0, 0)
mov x0[1].xy, l(6.00000000e+00, 2.00000000e+00, 0, 0)
mov x0[2].xy, l(3.00000000e+00, 5.00000000e+00, 0, 0)
mov x0[3].xy, l(7.00000000e+00, 7.00000000e+00, 0, 0)
mov r1.yz, x0[r1.x + 0].xxyx
add r1.yz, r1.xyzx, l(5.00000000e-01, 5.00000000e-01, 5.00000000e-01, 0.00000000e+00)
mov r1.w, r1.y
div r1.w, r1.w, l(4.00000000e+00)
add r1.w, r1.w, l(-1.00000000e+00)
mov r1.y, r1.xzxx
div r1.y, r1.y, l(4.00000000e+00)
mov r1.y, -r1.y
add r1.y, r1.y, l(1.00000000e+00)
mov r0.x, r1.w
mov r0.y, r1.y
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r2.xyzw, r0.xyzw
mov r1.xy, r1.x
utof r1.xy, r1.xyxx
mov r1.z, r1.x
add r1.z, r1.z, l(1.00000000e+00)
mov r1.x, r1.yxxx
mul r1.x, r1.x, l(2.50000000e-01)
mov r0.x, r1.z
mov r0.y, l(5.00000000e-01)
mov r0.z, r1.x
mov r0.w, l(1.00000000e+00)
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r2.xyzw
mov o1.xyzw, r1.xyzw
ret
