cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 7
dcl_thread_group 8, 1, 1
ishl r0.x, vThreadID.x, l(2)
ld_raw r0.y, r0.x, t0.x
iadd r0.z, r0.x, l(32)
ld_raw r0.z, r0.z, t0.x
iadd r0.w, vThreadID.x, l(1)
and r0.w, r0.w, l(7)
ishl r0.w, r0.w, l(2)
ld_raw r0.w, r0.w, t0.x
mov r1.x, r0.y
movc r1.y, r0.z, r0.y, r0.w
movc r1.z, r0.z, r0.w, r0.y
swapc r2.x, r2.y, r0.z, r0.y, r0.w
mov r1.w, r1.x
mov r3.xy, r0.yzyy
swapc r3.zw, r4.xy, r3.y, r3.x, l(0.00000000e+00, 0.00000000e+00, 7.00649232e-45, 8.40779079e-45)
utof r5.xyzw, l(1, 2, 3, 4)
utof r6.xyzw, vThreadID.x
dp2 r4.z, r5.xyxx, r6.xyxx
dp3 r4.w, r5.xyzx, r6.xyzx
dp4 r5.x, r5.xyzw, r6.xyzw
mov r5.y, l(0x0000600d)
imul null, r6.x, vThreadID.x, l(48)
store_raw u0.xyzw, r6.x, r1.xyzw
iadd r6.y, r6.x, l(16)
mov r2.zw, r3.zzzw
store_raw u0.xyzw, r6.y, r2.xyzw
iadd r6.y, r6.x, l(32)
store_raw u0.xyzw, r6.y, r4.xyzw
ret
