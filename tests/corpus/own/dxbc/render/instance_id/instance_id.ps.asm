ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.x, v1.x, uint
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_output o0.xyzw
dcl_input_ps constant v1.x
dcl_temps 2
mov r1.x, v1.x
utof r1.y, r1.x
iadd r1.z, r1.x, l(1)
utof r1.z, r1.z
mul r1.z, r1.z, l(2.50000000e-01)
and r1.x, r1.x, l(1)
ine r1.x, r1.x, l(0)
movc r1.x, r1.x, l(1.00000000e+00), l(0)
mov r0.x, r1.y
mov r0.y, r1.z
mov r0.z, r1.x
mov r0.w, l(1.00000000e+00)
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r1.xyzw
ret
