ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param COLOR.xyzw, v1.xyzw, float
.param TEXCOORD.xy, v2.xy, float
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_output o0.xyzw
dcl_input_ps linear v1.xyzw
dcl_input_ps linear v2.xy
dcl_temps 3
mov r1.xyzw, v1.xyzw
mov r2.xy, v2.xyxx
mov r2.z, r1.xxyx
mov r2.w, r2.x
add r2.z, r2.z, r2.w
mov r2.w, r1.xxxw
mov r2.x, r2.yxxx
mov r2.x, -r2.x
add r2.x, r2.w, r2.x
mov r2.y, r1.x
mov r0.x, r2.y
mov r0.y, r2.z
mov r1.x, r1.zxxx
mov r0.z, r1.x
mov r0.w, r2.x
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r1.xyzw
ret
