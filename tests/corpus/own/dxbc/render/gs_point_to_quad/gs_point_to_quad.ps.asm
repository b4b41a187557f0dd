ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.xy, v1.xy, float
.param COLOR.xyzw, v2.xyzw, float
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_output o0.xyzw
dcl_input_ps linear v1.xy
dcl_input_ps linear v2.xyzw
dcl_temps 3
mov r1.xy, v1.xyxx
mov r2.xyzw, v2.xyzw
mov r1.zw, r2.xxxy
mov r0.xy, r1.zwzz
mov r0.zw, r1.xxxy
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r1.xyzw
ret
