ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param COLOR.xyzw, v1.xyzw, float
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_output o0.xyzw
dcl_input_ps_siv linear v0.xyzw, position
dcl_input_ps linear v1.xyzw
dcl_temps 4
mov r1.xyzw, v0.xyzw
mov r2.xyzw, v1.xyzw
mov r3.x, r2.wxxx
mov r1.x, r1.zxxx
mul r1.x, r3.x, r1.x
mov r1.yzw, r2.xxyz
mov r0.xyz, r1.yzwy
mov r0.w, r1.x
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r1.xyzw
ret
