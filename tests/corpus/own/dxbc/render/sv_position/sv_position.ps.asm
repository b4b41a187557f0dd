ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_temps 1
dcl_output o0.xyzw
dcl_input_ps_siv linear v0.xyzw, position
mov r0.xyzw, v0.xyzw
mov o0.xyzw, r0.xyzw
ret
