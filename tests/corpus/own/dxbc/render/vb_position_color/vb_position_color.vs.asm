vs_5_0
.input
.param POSITION.xyzw, v0.xyzw, float
.param COLOR.xyzw, v1.xyzw, float
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param COLOR.xyzw, o1.xyzw, float
.text
dcl_temps 2
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_input v0.xyzw
dcl_input v1.xyzw
mov r0.xyzw, v0.xyzw
mov r1.xyzw, v1.xyzw
mov o0.xyzw, r0.xyzw
mov o1.xyzw, r1.xyzw
ret
