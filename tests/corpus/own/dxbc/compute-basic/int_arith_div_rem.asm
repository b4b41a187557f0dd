cs_5_0
dcl_thread_group 16, 1, 1
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.xyz
dcl_temps 6
mov r1.xyz, vThreadID.xyzx
mov r1.w, r1.x
imul null, r2.x, r1.w, l(8)
ld_raw r2.xy, r2.x, t0.xyxx
mov r2.xy, r2.xyxx
mov r1.x, r1.x
imul null, r1.x, r1.x, l(28)
mov r1.y, r2.x
mov r1.z, r2.xxyx
iadd r1.y, r1.y, r1.z
mov r1.z, r2.x
mov r3.xyzw, r2.yxyx
ineg r3.xyzw, r3.xyzw
mov r1.w, r3.x
iadd r1.z, r1.z, r1.w
mov r1.w, r2.x
mov r2.z, r2.xxyx
imul null, r4.x, r1.w, r2.z
mov r1.w, r2.x
mov r2.z, r2.xxyx
xor r1.w, r1.w, r2.z
and r1.w, r1.w, l(2147483648)
mov r4.yzw, r2.xxyx
mov r3.xyz, r3.yzwx
imax r3.xyz, r4.yzwy, r3.xyzx
mov r3.xyz, r3.xyzx
mov r2.z, r3.x
mov r2.w, r3.xxxy
udiv r5.x, null, r2.z, r2.w
mov r2.z, r5.x
ineg r2.w, r2.z
ine r1.w, r1.w, l(0)
movc r1.w, r1.w, r2.w, r2.z
mov r0.x, r1.y
mov r0.y, r1.z
mov r0.z, r4.x
mov r0.w, r1.w
mov r4.xyzw, r0.xyzw
mov r4.xyzw, r4.xyzw
store_raw u0.xyzw, r1.x, r4.xyzw
iadd r1.x, r1.x, l(16)
mov r1.y, r2.x
mov r1.z, r2.xxyx
and r1.y, r1.y, l(2147483648)
mov r1.w, r3.xxxz
mov r2.zw, r2.xxyx
ineg r2.zw, r2.xxzw
mov r3.x, r2.z
imax r1.z, r1.z, r3.x
mov r1.z, r1.z
udiv null, r3.x, r1.w, r1.z
mov r1.z, r3.x
ineg r1.w, r1.z
ine r1.y, r1.y, l(0)
movc r1.y, r1.y, r1.w, r1.z
mov r1.z, r2.xxwx
mov r1.w, r2.x
not r1.w, r1.w
mov r2.x, r2.yxxx
xor r1.w, r1.w, r2.x
mov r0.x, r1.y
mov r0.y, r1.z
mov r0.z, r1.w
mov r1.yzw, r0.xxyz
mov r1.yzw, r1.xyzw
store_raw u0.xyz, r1.x, r1.yzwy
ret
