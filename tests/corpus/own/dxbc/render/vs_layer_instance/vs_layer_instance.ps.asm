ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.xy, v1.xy, float
.param SV_RenderTargetArrayIndex.x, v2.x, uint, RTINDEX
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_output o0.xyzw
dcl_input_ps linear v1.xy
dcl_input_ps_siv constant v2.x, render_target_array_index
dcl_temps 2
mov r1.x, v2.x
mov r1.yz, v1.xxyx
utof r1.x, r1.x
add r1.x, r1.x, l(5.00000000e-01)
mov r0.xy, r1.yzyy
mov r0.z, r1.x
mov r0.w, l(1.00000000e+00)
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r1.xyzw
ret
