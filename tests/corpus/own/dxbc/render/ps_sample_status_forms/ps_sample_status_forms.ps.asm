ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.xy, v1.xy, float
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.param SV_Target1.xyzw, o1.xyzw, float, TARGET
.param SV_Target2.xyzw, o2.xyzw, float, TARGET
.text
dcl_globalFlags refactoringAllowed
dcl_sampler s0
dcl_sampler s1, comparisonMode
dcl_resource_texture2d (float,float,float,float) t0
dcl_resource_texture2d (float,float,float,float) t1
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_input_ps linear v1.xy
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_output o2.xyzw
dcl_temps 4
sample_l_s o0.xyzw, null, v1.xyxx, t0.xyzw, s0, l(1.00000000e+00)
ftou r0.xy, v0.xyxx
mov r0.zw, l(0, 0, 0, 0)
ld_s r1.xyzw, null, r0.xyzw, t0.zyxw
add r2.xy, v1.xyxx, l(6.25000000e-02, 6.25000000e-02, 0.00000000e+00, 0.00000000e+00)
gather4_s r3.xyzw, null, r2.xyxx, t0.xyzw, s0.y
mov o1.x, r1.x
mov o1.y, r3.x
and r0.zw, r0.xxxy, l(0, 0, 1, 1)
gather4_po_s r3.xyzw, null, r2.xyxx, r0.zwzz, t0.xyzw, s0.z
mov o1.zw, r3.xxxy
and r0.xy, r0.xyxx, l(6, 6, 0, 0)
utof r0.xy, r0.xyxx
mad r0.xy, r0.xyxx, l(1.25000000e-01, 1.25000000e-01, 0.00000000e+00, 0.00000000e+00), l(1.25000000e-01, 1.25000000e-01, 0.00000000e+00, 0.00000000e+00)
sample_c_lz_s r1.x, null, r0.xyxx, t1.x, s1, l(4.00000006e-01)
add r0.xy, r0.xyxx, l(1.25000000e-01, 1.25000000e-01, 0.00000000e+00, 0.00000000e+00)
gather4_c_s r3.xyzw, null, r0.xyxx, t1.xyzw, s1.x, l(5.00000000e-01)
mov o2.x, r1.x
mov o2.yzw, r3.xxyw
ret
