ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_output o0.xyzw
mov o0.xyzw, l(0, 1.00000000e+00, 0, 1.00000000e+00)
ret
