ps_5_0
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_output o0.xyzw
mov o0.xyzw, l(2.50000000e-01, 5.00000000e-01, 7.50000000e-01, 1.00000000e+00)
ret
