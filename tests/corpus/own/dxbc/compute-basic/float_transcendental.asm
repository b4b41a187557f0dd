cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 5
dcl_thread_group 8, 1, 1
ishl r0.x, vThreadID.x, l(2)
ld_raw r0.y, r0.x, t0.x
div r1.x, r0.y, l(8.00000000e+00)
rcp r1.y, r0.y
sqrt r1.z, r0.y
rsq r1.w, r0.y
exp r2.x, -r0.y
log r2.y, r0.y
mul r0.z, r0.y, l(1.00000001e-01)
sincos r2.z, r2.w, r0.z
sincos null, r3.x, -r0.z
sincos r3.y, null, r0.z
div r3.z, l(1.00000000e+00), r0.y
mov r3.w, l(0)
imul null, r4.x, vThreadID.x, l(48)
store_raw u0.xyzw, r4.x, r1.xyzw
iadd r4.y, r4.x, l(16)
store_raw u0.xyzw, r4.y, r2.xyzw
iadd r4.y, r4.x, l(32)
store_raw u0.xyzw, r4.y, r3.xyzw
ret
