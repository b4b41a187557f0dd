ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.param SV_Coverage, oMask, uint, COVERAGE
.text
dcl_globalFlags refactoringAllowed
dcl_input_ps_siv linear noperspective v0.x, position
dcl_input vCoverage
dcl_output o0.xyzw
dcl_output oMask
dcl_temps 1
ftou r0.x, v0.x
and r0.x, r0.x, l(1)
movc r0.x, r0.x, l(13), l(15)
and oMask, r0.x, vCoverage
utof o0.x, vCoverage
mov o0.yzw, l(0, 1.00000000e+00, 5.00000000e-01, 1.00000000e+00)
ret
