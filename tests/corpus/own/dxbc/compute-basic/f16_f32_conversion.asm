cs_5_0
dcl_thread_group 12, 1, 1
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.xyz
dcl_temps 3
mov r1.xyz, vThreadID.xyzx
mov r1.w, r1.x
imul null, r2.x, r1.w, l(4)
ld_raw r1.w, r2.x, t0.x
mov r1.w, r1.w
mov r2.x, r1.x
imul null, r2.x, r2.x, l(4)
iadd r2.x, r2.x, l(48)
ld_raw r2.x, r2.x, t0.x
mov r1.x, r1.x
imul null, r1.x, r1.x, l(8)
f32tof16 r1.y, r1.w
f16tof32 r1.z, r2.x
mov r1.z, r1.z
mov r0.x, r1.y
mov r0.y, r1.z
mov r1.yz, r0.xxyx
store_raw u0.xy, r1.x, r1.yzyy
ret
