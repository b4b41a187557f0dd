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
mov r2.xyzw, r1.xyxy
mov r3.xyzw, r1.xyxy
mul r2.xyzw, r2.xyzw, r3.xyzw
mov r3.xy, r2.xyxx
mov r3.zw, r1.xxyx
add r3.xy, r3.xyxx, r3.zwzz
mov r3.z, r3.x
deriv_rtx_fine r3.z, r3.z
mov r3.x, r3.yxxx
deriv_rty_fine r3.x, r3.x
mov r3.y, r2.xzxx
deriv_rtx_coarse r3.y, r3.y
mov r2.x, r2.wxxx
deriv_rty_coarse r2.x, r2.x
mul r2.x, r2.x, l(1.00000000e+02)
add r2.x, r3.y, r2.x
mov r2.yz, r1.xxyx
mov r1.xy, r1.xyxx
mul r1.xy, r2.yzyy, r1.xyxx
mov r1.z, r1.x
mov r1.x, r1.yxxx
add r1.x, r1.z, r1.x
dsx r1.y, r1.x
mov r1.y, |r1.y|
dsy r1.x, r1.x
mov r1.x, |r1.x|
add r1.x, r1.y, r1.x
mov r0.x, r3.z
mov r0.y, r3.x
mov r0.z, r2.x
mov r0.w, r1.x
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r1.xyzw
ret
