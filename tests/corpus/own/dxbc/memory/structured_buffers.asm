cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_structured t0, 12
dcl_uav_structured u0, 16
dcl_uav_structured u1, 12
dcl_uav_structured u2, 8
dcl_input vThreadID.x
dcl_temps 5
dcl_thread_group 12, 1, 1
ld_structured r0.xyz, vThreadID.x, l(0), t0.xyzx
ld_structured r1.xy, vThreadID.x, l(4), t0.yxxx
mul r1.z, r0.y, l(4.00000000e+00)
store_structured u0.xyzw, vThreadID.x, l(0), r0.xyzx
store_structured u0.xy, vThreadID.x, l(8), r1.zxzz
iadd r2.x, l(11), -vThreadID.x
ld_structured r2.yz, r2.x, l(0), u1.xxzx
store_structured u1.x, vThreadID.x, l(4), r2.y
ld_structured r3.xyzw, vThreadID.x, l(0), u0.xyzw
iadd r3.x, r3.x, r2.z
store_structured u0.x, vThreadID.x, l(12), r3.x
and r4.x, vThreadID.x, l(3)
mov r4.y, l(4)
iadd r4.z, vThreadID.x, l(1)
atomic_iadd u2, r4.xyxx, r4.z
mov r4.y, l(0)
imm_atomic_umax r4.w, u2, r4.xyxx, vThreadID.x
ret
