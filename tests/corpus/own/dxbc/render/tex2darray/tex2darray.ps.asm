ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_sampler s2
dcl_resource_texture2darray (float,float,float,float) t1
dcl_output o0.xyzw
dcl_input_ps_siv linear v0.xyzw, position
dcl_temps 4
mov r1.xyzw, v0.xyzw
mov r1.xy, r1.xyxx
ftou r1.xy, r1.xyxx
ushr r1.zw, r1.xxxy, l(1, 1, 1, 1)
utof r1.zw, r1.xxzw
add r1.zw, r1.xxzw, l(5.00000000e-01, 5.00000000e-01, 5.00000000e-01, 5.00000000e-01)
div r1.zw, r1.xxzw, l(4.00000000e+00, 4.00000000e+00, 4.00000000e+00, 4.00000000e+00)
mov r2.xy, r1.x
mov r2.zw, r1.xxyy
iadd r2.xy, r2.xyxx, r2.zwzz
mov r2.z, r2.x
udiv null, r3.x, r2.z, l(3)
utof r2.z, r3.x
mov r0.xy, r1.zwzz
mov r0.z, r2.z
mov r3.xyz, r0.xyzx
sample r3.xyzw, r3.xyzx, t1.xyzw, s2
ushr r1.zw, r1.xxxy, l(1, 1, 1, 1)
mov r2.x, r2.yxxx
udiv null, r2.x, r2.x, l(3)
mov r1.zw, r1.xxzw
mov r0.xy, r1.zwzz
mov r1.z, r2.x
mov r0.z, r1.z
mov r0.w, l(0)
mov r2.xyzw, r0.xyzw
ld r2.xyzw, r2.xyzw, t1.xyzw
mov r1.x, r1.x
ult r1.x, r1.x, l(4)
mov r1.xyzw, r1.x
movc r1.xyzw, r1.xyzw, r3.xyzw, r2.xyzw
mov o0.xyzw, r1.xyzw
ret
