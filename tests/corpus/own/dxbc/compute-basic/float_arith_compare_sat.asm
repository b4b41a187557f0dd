cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 7
dcl_thread_group 16, 1, 1
imul null, r0.x, vThreadID.x, l(12)
ld_raw r1.xyz, r0.x, t0.xyzx
add r2.x, r1.x, r1.y
mul r2.y, r1.x, r1.y
mad r2.z, r1.x, r1.y, r1.z
min r2.w, r1.x, r1.y
max r3.x, r1.x, r1.y
eq r3.y, r1.x, r1.y
ne r3.z, r1.x, r1.y
lt r3.w, r1.x, r1.y
ge r4.x, r1.x, r1.y
mov_sat r4.y, r1.x
add_sat r4.z, r1.x, r1.z
mul r4.w, -|r1.x|, r1.y
add r5.x, -r1.x, |r1.z|
mov r5.y, -r1.x
mov r5.z, |r1.x|
lt r5.w, r1.x, r1.x
ne r6.xyzw, r2.xyzw, r2.xyzw
movc r2.xyzw, r6.xyzw, l(0x7fc00000, 0x7fc00000, 0x7fc00000, 0x7fc00000), r2.xyzw
ne r6.x, r3.x, r3.x
movc r3.x, r6.x, l(0x7fc00000), r3.x
ne r6.yzw, r4.yyzw, r4.yyzw
movc r4.yzw, r6.yyzw, l(0x7fc00000, 0x7fc00000, 0x7fc00000, 0x7fc00000), r4.yyzw
ne r6.xyz, r5.xyzx, r5.xyzx
movc r5.xyz, r6.xyzx, l(0x7fc00000, 0x7fc00000, 0x7fc00000, 0x7fc00000), r5.xyzx
imul null, r6.x, vThreadID.x, l(64)
store_raw u0.xyzw, r6.x, r2.xyzw
iadd r6.y, r6.x, l(16)
store_raw u0.xyzw, r6.y, r3.xyzw
iadd r6.y, r6.x, l(32)
store_raw u0.xyzw, r6.y, r4.xyzw
iadd r6.y, r6.x, l(48)
store_raw u0.xyzw, r6.y, r5.xyzw
ret
