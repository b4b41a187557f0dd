ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.param SV_DepthGreaterEqual, oDepthGE, float, DEPTHGE
.text
dcl_globalFlags refactoringAllowed
dcl_input_ps_siv linear noperspective v0.xyz, position
dcl_output o0.xyzw
dcl_output oDepthGE
dcl_temps 1
mad r0.x, v0.x, l(3.12500000e-02), v0.z
mov oDepthGE, r0.x
mov o0.xy, v0.xyxx
mov o0.z, r0.x
mov o0.w, l(1.00000000e+00)
ret
