vs_5_0
.input
.param POSITION.xy, v0.xy, float
.param TEXCOORD.xy, v1.xy, float
.param COLOR.xyzw, v2.xyzw, float
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param COLOR.xyzw, o1.xyzw, float
.text
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_input v0.xy
dcl_input v1.xy
dcl_input v2.xyzw
dcl_temps 3
mov r1.xy, v0.xyxx
mov r1.zw, v1.xxxy
mov r2.xyzw, v2.xyzw
mul r1.xy, r1.xyxx, l(5.00000000e-01, 5.00000000e-01, 0.00000000e+00, 0.00000000e+00)
add r1.xy, r1.zwzz, r1.xyxx
mov r1.z, r1.x
mul r1.z, r1.z, l(2.00000000e+00)
add r1.z, r1.z, l(-1.00000000e+00)
mov r1.x, r1.yxxx
mul r1.x, r1.x, l(2.00000000e+00)
mov r1.x, -r1.x
add r1.x, r1.x, l(1.00000000e+00)
mov r0.x, r1.z
mov r0.y, r1.x
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r1.xyzw
mov o1.xyzw, r2.xyzw
ret
