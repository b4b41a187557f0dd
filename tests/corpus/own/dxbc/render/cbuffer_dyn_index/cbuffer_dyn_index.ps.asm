ps_5_1
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_temps 2
dcl_constantBuffer cb0[1:1][9], immediateIndexed, space=2
dcl_output o0.xyzw
dcl_input_ps_siv linear v0.xyzw, position
mov r0.xyzw, v0.xyzw
mov r0.xy, r0.xyxx
ftou r0.xy, r0.xyxx
mov r0.z, r0.x
imul null, r1.x, r0.z, l(3)
mov r0.x, r0.yxxx
iadd r0.x, r1.x, r0.x
mov r0.y, cb0[1][8].x
ftou r0.y, r0.y
iadd r0.x, r0.x, r0.y
and r0.x, r0.x, l(7)
mov r0.xyzw, cb0[1][r0.x + 0].xyzw
mov o0.xyzw, r0.xyzw
ret
