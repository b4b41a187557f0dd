ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_output o0.xyzw
dcl_input_ps_siv linear v0.xyzw, position
dcl_temps 4
mov r1.xyzw, v0.xyzw
mov r1.xy, r1.xyxx
round_ni r1.xy, r1.xyxx
mov r1.z, r1.x
mov r1.w, r1.xxxy
mul r2.x, r1.z, l(2.50000000e-01)
mul r2.y, r1.w, l(5.00000000e-01)
add r2.x, r2.x, r2.y
ftoi r1.xy, r1.xyxx
mov r2.y, r1.x
iadd r2.y, r2.y, l(-4)
mov r1.x, r1.yxxx
imul null, r1.x, r1.x, l(3)
mov r1.x, r1.x
imul null, r3.x, r2.y, r2.y
itof r1.y, r3.x
mov r1.x, r1.x
iadd r1.x, r1.x, l(1)
itof r1.x, r1.x
mul r1.z, r1.z, r1.w
mul r1.z, r1.z, l(6.25000000e-02)
mov r0.x, r2.x
mov r0.y, r1.y
mov r0.z, r1.x
mov r0.w, r1.z
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r1.xyzw
ret
