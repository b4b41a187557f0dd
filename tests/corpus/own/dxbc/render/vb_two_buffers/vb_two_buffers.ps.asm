ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param COLOR.xyzw, v1.xyzw, float
.param TEXCOORD1.xy, v2.xy, float
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_output o0.xyzw
dcl_input_ps linear v1.xyzw
dcl_input_ps linear v2.xy
dcl_temps 3
mov r1.xyzw, v1.xyzw
mov r2.xy, v2.xyxx
mov r2.zw, r1.xxzw
add r2.xy, r2.zwzz, r2.xyxx
mov r1.xy, r1.xyxx
mov r0.xy, r1.xyxx
mov r0.zw, r2.xxxy
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r1.xyzw
ret
