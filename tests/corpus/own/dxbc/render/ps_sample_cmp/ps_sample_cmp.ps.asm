ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.param SV_Target1.xyzw, o1.xyzw, float, TARGET
.text
dcl_sampler s0
dcl_sampler s1, comparisonMode
dcl_resource_texture2d (float,float,float,float) t0
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_input_ps_siv linear v0.xyzw, position
dcl_temps 6
mov r3.xyzw, v0.xyzw
mov r3.xy, r3.xyxx
ftou r3.xy, r3.xyxx
ushr r3.zw, r3.xxxy, l(1, 1, 1, 1)
utof r3.zw, r3.xxzw
add r3.zw, r3.xxzw, l(5.00000000e-01, 5.00000000e-01, 5.00000000e-01, 5.00000000e-01)
div r3.zw, r3.xxzw, l(4.00000000e+00, 4.00000000e+00, 4.00000000e+00, 4.00000000e+00)
ushr r4.xy, r3.xyxx, l(1, 1, 0, 0)
and r4.xy, r4.xyxx, l(2, 2, 0, 0)
utof r4.xy, r4.xyxx
div r4.xy, r4.xyxx, l(4.00000000e+00, 4.00000000e+00, 0.00000000e+00, 0.00000000e+00)
add r4.xy, r4.xyxx, l(2.50000000e-01, 2.50000000e-01, 0.00000000e+00, 0.00000000e+00)
mov r4.z, r3.x
mov r4.w, r3.xxxy
xor r4.z, r4.z, r4.w
and r4.z, r4.z, l(3)
utof r4.z, r4.z
mul r4.z, r4.z, l(2.50000000e-01)
add r4.z, r4.z, l(1.25000000e-01)
sample_c r4.w, r3.zwzz, t0.x, s1, r4.z
mov r0.x, r4.w
add r5.xy, r3.zwzz, l(2.50000000e-01, 0.00000000e+00, 0.00000000e+00, 0.00000000e+00)
sample_c_lz r4.w, r5.xyxx, t0.x, s1, r4.z
mov r0.y, r4.w
gather4_c r5.xyzw, r4.xyxx, t0.xyzw, s1.x, r4.z
dp4 r4.z, r5.xyzw, l(1.00000000e+00, 2.00000000e+00, 4.00000000e+00, 8.00000000e+00)
mov r0.z, r4.z
sample(-1,1,0) r3.z, r3.zwzz, t0.x, s0
mov r0.w, r3.z
mov r3.z, r3.x
and r3.z, r3.z, l(1)
mov r3.x, r3.yxxx
and r3.x, r3.x, l(1)
mov r3.x, r3.x
ineg r3.x, r3.x
mov r3.y, r3.z
mov r2.x, r3.y
mov r2.y, r3.x
mov r3.xy, r2.xyxx
gather4_po r3.xyzw, r4.xyxx, r3.xyxx, t0.xyzw, s0.x
mov r1.xyzw, r3.xyzw
mov r4.xyzw, r0.xyzw
mov o0.xyzw, r4.xyzw
mov o1.xyzw, r3.xyzw
ret
