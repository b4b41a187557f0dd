ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param SV_IsFrontFace.x, v1.x, uint, FFACE
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_temps 1
dcl_output o0.xyzw
dcl_input_ps_sgv v1.x, is_front_face
mov r0.x, v1.x
mov r0.xyzw, r0.x
movc r0.xyzw, r0.xyzw, l(1.00000000e+00, 0, 0, 1.00000000e+00), l(0, 0, 1.00000000e+00, 1.00000000e+00)
mov o0.xyzw, r0.xyzw
ret
