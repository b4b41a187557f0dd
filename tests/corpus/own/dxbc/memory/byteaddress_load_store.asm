cs_5_0
dcl_thread_group 16, 1, 1
dcl_temps 5
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.xyz
mov r0.xyz, vThreadID.xyzx
mov r0.w, r0.x
imul null, r1.x, r0.w, l(24)
ld_raw r0.w, r1.x, t0.x
iadd r1.y, r1.x, l(4)
ld_raw r1.yz, r1.y, t0.xxyx
mov r1.w, r0.x
and r1.w, r1.w, l(1)
imul null, r2.x, r1.w, l(8)
ineg r1.w, r2.x
iadd r1.w, r1.x, r1.w
iadd r1.w, r1.w, l(12)
ld_raw r2.xyz, r1.w, t0.xyzx
mov r1.w, r0.x
and r1.w, r1.w, l(3)
imul null, r3.x, r1.w, l(4)
iadd r1.w, r1.x, r3.x
ld_raw r3.xyzw, r1.w, t0.xyzw
mov r1.w, r3.xxxw
xor r0.w, r0.w, r1.w
store_raw u0.x, r1.x, r0.w
iadd r0.w, r1.x, l(4)
mov r1.yz, r1.xzyx
mov r4.xy, r3.xyxx
iadd r1.yz, r1.xyzx, r4.xxyx
store_raw u0.xy, r0.w, r1.yzyy
mov r0.w, r0.x
and r0.w, r0.w, l(1)
imul null, r4.x, r0.w, l(8)
ineg r0.w, r4.x
iadd r0.w, r1.x, r0.w
iadd r0.w, r0.w, l(12)
mov r1.xyz, r2.zyxx
store_raw u0.xyz, r0.w, r1.xyzx
mov r0.w, r0.x
and r0.w, r0.w, l(1)
ieq r0.w, r0.w, l(0)
if_nz r0.w
    mov r0.x, r0.x
    imul null, r0.x, r0.x, l(8)
    iadd r0.x, r0.x, l(384)
    store_raw u0.xyzw, r0.x, r3.xyzw
endif
ret
