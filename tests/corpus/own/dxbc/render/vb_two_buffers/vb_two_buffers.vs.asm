vs_5_0
.input
.param POSITION.xy, v0.xy, float
.param COLOR.xyzw, v1.xyzw, float
.param TEXCOORD1.xy, v2.xy, float
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param COLOR.xyzw, o1.xyzw, float
.param TEXCOORD1.xy, o2.xy, float
.text
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_output o2.xy
dcl_input v0.xy
dcl_input v1.xyzw
dcl_input v2.xy
dcl_temps 4
mov r1.xy, v0.xyxx
mov r2.xyzw, v1.xyzw
mov r1.zw, v2.xxxy
mov r0.xy, r1.xyxx
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r3.xyzw, r0.xyzw
mov o0.xyzw, r3.xyzw
mov o1.xyzw, r2.xyzw
mov o2.xy, r1.zwzz
ret
