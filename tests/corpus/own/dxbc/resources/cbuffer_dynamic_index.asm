cs_5_0
dcl_thread_group 8, 1, 1
dcl_constantBuffer cb0[7], immediateIndexed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.xyz
dcl_temps 5
mov r1.xyz, vThreadID.xyzx
mov r1.w, r1.x
imul null, r2.x, r1.w, l(4)
ld_raw r1.w, r2.x, t0.x
udiv null, r2.x, r1.w, l(6)
mov r2.xyzw, cb0[r2.x + 0].xyzw
iadd r1.w, r1.w, l(2)
udiv null, r3.x, r1.w, l(6)
mov r3.xyzw, cb0[r3.x + 0].xyzw
ld_raw r1.w, l(32), t0.x
mov r1.w, r1.w
mov r4.x, cb0[6].x
mul r1.w, r1.w, r4.x
mov r4.x, r1.x
imul null, r4.x, r4.x, l(48)
store_raw u0.xyzw, r4.x, r2.xyzw
mov r2.x, r1.x
imul null, r2.x, r2.x, l(48)
iadd r2.x, r2.x, l(16)
mov r2.y, cb0[6].y
mov r2.zw, cb0[6].xxzw
mov r2.z, r2.z
iadd r2.y, r2.y, r2.z
mov r2.zw, cb0[6].xxzw
mov r2.z, r2.xxwx
iadd r2.y, r2.y, r2.z
mov r3.xyz, r3.wzyx
mov r0.xyz, r3.xyzx
mov r0.w, r2.y
mov r3.xyzw, r0.xyzw
store_raw u0.xyzw, r2.x, r3.xyzw
mov r2.x, r1.x
imul null, r2.x, r2.x, l(48)
iadd r2.x, r2.x, l(32)
mov r1.w, r1.w
mov r3.xyzw, cb0[2].xyzw
mov r4.xyzw, cb0[5].xyzw
mov r2.y, r4.xwxx
mov r4.xyzw, cb0[5].xyzw
mov r2.z, r4.x
iadd r2.y, r2.y, r2.z
mov r2.z, cb0[6].y
mov r1.x, r1.x
imul null, r1.x, r2.z, r1.x
mov r0.x, r1.w
mov r1.y, r3.xyxx
mov r0.y, r1.y
mov r0.z, r2.y
mov r0.w, r1.x
mov r1.xyzw, r0.xyzw
store_raw u0.xyzw, r2.x, r1.xyzw
ret
