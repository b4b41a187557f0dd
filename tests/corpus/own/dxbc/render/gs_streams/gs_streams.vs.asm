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
mov r1.x, v0.x
and r1.y, r1.x, l(7)
ushr r1.z, r1.x, l(3)
utof r1.y, r1.y
mov r0.x, r1.y
utof r1.y, r1.z
mov r0.y, r1.y
mov r1.yz, r0.xxyx
add r1.yz, r1.xyzx, l(5.00000000e-01, 5.00000000e-01, 5.00000000e-01, 0.00000000e+00)
mov r1.w, r1.y
div r1.w, r1.w, l(4.00000000e+00)
add r1.w, r1.w, l(-1.00000000e+00)
mov r2.x, r1.zyyy
div r2.x, r2.x, l(4.00000000e+00)
mov r2.x, -r2.x
add r2.x, r2.x, l(1.00000000e+00)
mov r0.x, r1.w
mov r0.y, r2.x
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r2.xyzw, r0.xyzw
utof r1.x, r1.x
mov r0.x, r1.x
mov r0.yz, r1.yyzy
mov r0.w, l(1.00000000e+00)
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r2.xyzw
mov o1.xyzw, r1.xyzw
ret
