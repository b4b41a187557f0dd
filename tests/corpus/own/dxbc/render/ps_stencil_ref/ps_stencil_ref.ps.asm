ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.param SV_StencilRef, oStencilRef, uint, STENCILREF
.text
dcl_globalFlags refactoringAllowed
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_output o0.xyzw
dcl_output oStencilRef
dcl_temps 1
ftou r0.xy, v0.xyxx
iadd r0.z, r0.x, r0.y
ult r0.z, l(11), r0.z
discard_nz r0.z
ishl r0.y, r0.y, l(1)
iadd oStencilRef, r0.x, r0.y
mov o0.xy, v0.xyxx
mov o0.zw, l(0, 0, 0, 1.00000000e+00)
ret
