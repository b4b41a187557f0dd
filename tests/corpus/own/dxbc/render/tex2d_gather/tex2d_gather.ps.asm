ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_sampler s0
dcl_resource_texture2d (float,float,float,float) t0
dcl_resource_texture2d (float,float,float,float) t1
dcl_output o0.xyzw
dcl_input_ps_siv linear v0.xyzw, position
dcl_temps 4
mov r1.xyzw, v0.xyzw
mov r1.xy, r1.xyxx
ftou r1.xy, r1.xyxx
mov r1.z, r1.x
udiv null, r2.x, r1.z, l(3)
iadd r1.z, r2.x, l(1)
mov r1.w, r1.xxxy
udiv null, r2.x, r1.w, l(3)
iadd r1.w, r2.x, l(1)
utof r1.z, r1.z
mov r0.x, r1.z
utof r1.z, r1.w
mov r0.y, r1.z
mov r1.zw, r0.xxxy
div r1.zw, r1.xxzw, l(4.00000000e+00, 4.00000000e+00, 4.00000000e+00, 4.00000000e+00)
gather4 r2.xyzw, r1.zwzz, t0.xyzw, s0.x
gather4 r3.xyzw, r1.zwzz, t1.xyzw, s0.y
mov r1.x, r1.x
ult r1.x, r1.x, l(4)
mov r1.xyzw, r1.x
movc r1.xyzw, r1.xyzw, r2.xyzw, r3.xyzw
mov o0.xyzw, r1.xyzw
ret
