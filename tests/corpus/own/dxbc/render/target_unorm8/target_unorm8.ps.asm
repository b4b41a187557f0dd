ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_output o0.xyzw
dcl_input_ps_siv linear v0.xyzw, position
dcl_temps 2
mov r1.xyzw, v0.xyzw
mov r1.xy, r1.xyxx
round_ni r1.xy, r1.xyxx
mov r1.z, r1.x
mul r1.z, r1.z, l(3.60000000e+01)
div r1.z, r1.z, l(2.55000000e+02)
mov r1.w, r1.xxxy
mul r1.w, r1.w, l(3.60000000e+01)
div r1.w, r1.w, l(2.55000000e+02)
mov r1.x, r1.x
lt r1.x, r1.x, l(4.00000000e+00)
movc r1.x, r1.x, l(-2.50000000e-01), l(1.50000000e+00)
mov r0.x, r1.z
mov r0.y, r1.w
mov r0.z, r1.x
mov r0.w, l(7.84313738e-01)
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r1.xyzw
ret
