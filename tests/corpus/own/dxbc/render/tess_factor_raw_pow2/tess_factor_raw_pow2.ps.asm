ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param COLOR.xyzw, v1.xyzw, float
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_temps 1
dcl_output o0.xyzw
dcl_input_ps linear v1.xyzw
mov r0.xyzw, v1.xyzw
mov o0.xyzw, r0.xyzw
ret
