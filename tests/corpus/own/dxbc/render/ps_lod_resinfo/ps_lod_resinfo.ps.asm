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
dcl_resource_texture2d (float,float,float,float) t0
dcl_resource_texture2darray (float,float,float,float) t1
dcl_input_ps linear v1.xy
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_output o2.xyzw
dcl_temps 4
mul r0.xy, v1.xyxx, l(5.00000000e-01, 5.00000000e-01, 0.00000000e+00, 0.00000000e+00)
lod r1.xyzw, r0.xyxx, t0.xyzw, s0
mul r0.xy, v1.xyxx, l(4.00000000e+00, 4.00000000e+00, 0.00000000e+00, 0.00000000e+00)
lod r2.xyzw, r0.xyxx, t0.xyzw, s0
mul r0.xy, v1.xyxx, l(1.60000000e+01, 1.60000000e+01, 0.00000000e+00, 0.00000000e+00)
lod r3.xyzw, r0.xyxx, t0.xyzw, s0
mov o0.xy, r1.xyxx
mov o0.z, r2.x
mov o0.w, r3.x
resinfo_rcpFloat o1.xyzw, l(1), t1.xyzw
resinfo r0.xyzw, l(1), t0.xyzw
mov o2.x, r0.x
resinfo_uint r0.xyzw, l(2), t0.wxyz
utof o2.y, r0.y
mov o2.z, r3.y
sample_info o2.w, rasterizer.x
ret
