cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 2
dcl_thread_group 8, 1, 1
imul null, r0.x, vThreadID.x, l(12)
ld_raw r0.yzw, r0.x, t0.xxyz
msad r1.x, r0.y, r0.z, r0.w
msad r1.y, r0.z, r0.y, l(0)
ishl r1.z, vThreadID.x, l(3)
store_raw u0.xy, r1.z, r1.xyxx
ret
