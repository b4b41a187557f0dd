ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_sampler s0
dcl_sampler s1
dcl_resource_texture2d (float,float,float,float) t0
dcl_output o0.xyzw
dcl_input_ps_siv linear v0.xyzw, position
dcl_temps 4
mov r1.xyzw, v0.xyzw
mov r2.xy, r1.xyxx
div r2.xy, r2.xyxx, l(4.00000000e+00, 4.00000000e+00, 0.00000000e+00, 0.00000000e+00)
mov r2.z, r1.xxyx
add r2.z, r2.z, l(-4.00000000e+00)
mov r2.w, r1.x
mov r0.x, r2.w
mov r0.y, r2.z
mov r2.zw, r0.xxxy
div r2.zw, r2.xxzw, l(4.00000000e+00, 4.00000000e+00, 4.00000000e+00, 4.00000000e+00)
sample r3.xyzw, r2.xyxx, t0.xyzw, s0
sample r2.xyzw, r2.zwzz, t0.xyzw, s1
mov r1.x, r1.yxxx
lt r1.x, r1.x, l(4.00000000e+00)
mov r1.xyzw, r1.x
movc r1.xyzw, r1.xyzw, r3.xyzw, r2.xyzw
mov o0.xyzw, r1.xyzw
ret
