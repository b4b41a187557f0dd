cs_5_0
dcl_thread_group 8, 1, 1
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.xyz
dcl_temps 4
mov r1.xyz, vThreadID.xyzx
mov r1.w, r1.x
imul null, r2.x, r1.w, l(4)
ld_raw r1.w, r2.x, t0.x
mov r1.w, r1.w
mov r2.x, r1.x
iadd r2.x, r2.x, l(3)
and r2.x, r2.x, l(7)
imul null, r2.x, r2.x, l(4)
ld_raw r2.x, r2.x, t0.x
mov r2.x, r2.x
mov r2.y, r1.w
mov r2.z, r2.x
mov r1.x, r1.x
imul null, r1.x, r1.x, l(40)
ilt r1.y, r1.w, r2.x
movc r1.y, r1.y, l(1), l(2)
ige r1.z, r1.w, r2.x
movc r1.z, r1.z, l(3), l(4)
ult r2.w, r2.y, r2.z
movc r2.w, r2.w, l(5), l(6)
uge r3.x, r2.y, r2.z
movc r3.x, r3.x, l(7), l(8)
mov r0.x, r1.y
mov r0.y, r1.z
mov r0.z, r2.w
mov r0.w, r3.x
mov r3.xyzw, r0.xyzw
store_raw u0.xyzw, r1.x, r3.xyzw
iadd r1.y, r1.x, l(16)
ieq r1.z, r1.w, r2.x
movc r1.z, r1.z, l(9), l(10)
ine r2.w, r1.w, r2.x
movc r2.w, r2.w, l(11), l(12)
imin r3.x, r1.w, r2.x
mov r3.x, r3.x
imax r1.w, r1.w, r2.x
mov r1.w, r1.w
mov r0.x, r1.z
mov r0.y, r2.w
mov r0.z, r3.x
mov r0.w, r1.w
mov r3.xyzw, r0.xyzw
store_raw u0.xyzw, r1.y, r3.xyzw
iadd r1.x, r1.x, l(32)
umin r1.y, r2.y, r2.z
umax r1.z, r2.y, r2.z
mov r0.x, r1.y
mov r0.y, r1.z
mov r1.yz, r0.xxyx
store_raw u0.xy, r1.x, r1.yzyy
ret
