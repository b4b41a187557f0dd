cs_5_0
dcl_thread_group 16, 1, 1
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.xyz
dcl_temps 4
dcl_indexableTemp x0[8], 4
mov r1.xyz, vThreadID.xyzx
mov r1.w, r1.x
and r1.w, r1.w, l(15)
imul null, r2.x, r1.w, l(4)
ld_raw r1.w, r2.x, t0.x
mov x0[0].x, r1.w
mov r1.w, r1.x
iadd r1.w, r1.w, l(1)
and r1.w, r1.w, l(15)
imul null, r2.x, r1.w, l(4)
ld_raw r1.w, r2.x, t0.x
imul null, r2.x, r1.w, l(2)
mov x0[1].x, r2.x
mov r1.w, r1.x
iadd r1.w, r1.w, l(2)
and r1.w, r1.w, l(15)
imul null, r2.x, r1.w, l(4)
ld_raw r1.w, r2.x, t0.x
imul null, r2.x, r1.w, l(3)
mov x0[2].x, r2.x
mov r1.w, r1.x
iadd r1.w, r1.w, l(3)
and r1.w, r1.w, l(15)
imul null, r2.x, r1.w, l(4)
ld_raw r1.w, r2.x, t0.x
imul null, r2.x, r1.w, l(4)
mov x0[3].x, r2.x
mov r1.w, r1.x
iadd r1.w, r1.w, l(4)
and r1.w, r1.w, l(15)
imul null, r2.x, r1.w, l(4)
ld_raw r1.w, r2.x, t0.x
imul null, r2.x, r1.w, l(5)
mov x0[4].x, r2.x
mov r1.w, r1.x
iadd r1.w, r1.w, l(5)
and r1.w, r1.w, l(15)
imul null, r2.x, r1.w, l(4)
ld_raw r1.w, r2.x, t0.x
imul null, r2.x, r1.w, l(6)
mov x0[5].x, r2.x
mov r1.w, r1.x
iadd r1.w, r1.w, l(6)
and r1.w, r1.w, l(15)
imul null, r2.x, r1.w, l(4)
ld_raw r1.w, r2.x, t0.x
imul null, r2.x, r1.w, l(7)
mov x0[6].x, r2.x
mov r1.w, r1.x
iadd r1.w, r1.w, l(7)
and r1.w, r1.w, l(15)
imul null, r2.x, r1.w, l(4)
ld_raw r1.w, r2.x, t0.x
imul null, r2.x, r1.w, l(8)
mov x0[7].x, r2.x
mov r1.w, r1.x
imul null, r2.x, r1.w, l(4)
ld_raw r1.w, r2.x, t0.x
and r1.w, r1.w, l(7)
mov r2.x, x0[r1.w + 0].x
iadd r2.x, r2.x, l(100)
mov x0[r1.w + 0].x, r2.x
iadd r2.x, r1.w, l(3)
and r2.x, r2.x, l(7)
mov r2.y, x0[r2.x + 0].x
xor r2.y, r2.y, l(255)
mov x0[r2.x + 0].x, r2.y
mov r2.x, x0[0].x
imul null, r2.x, r2.x, l(31)
mov r2.y, x0[1].x
iadd r2.x, r2.x, r2.y
imul null, r2.x, r2.x, l(31)
mov r2.y, x0[2].x
iadd r2.x, r2.x, r2.y
imul null, r2.x, r2.x, l(31)
mov r2.y, x0[3].x
iadd r2.x, r2.x, r2.y
imul null, r2.x, r2.x, l(31)
mov r2.y, x0[4].x
iadd r2.x, r2.x, r2.y
imul null, r2.x, r2.x, l(31)
mov r2.y, x0[5].x
iadd r2.x, r2.x, r2.y
imul null, r2.x, r2.x, l(31)
mov r2.y, x0[6].x
iadd r2.x, r2.x, r2.y
imul null, r2.x, r2.x, l(31)
mov r2.y, x0[7].x
iadd r2.x, r2.x, r2.y
mov r1.x, r1.x
imul null, r1.x, r1.x, l(16)
mov r1.y, x0[r1.w + 0].x
ineg r1.z, r1.w
iadd r1.z, r1.z, l(7)
mov r1.z, x0[r1.z + 0].x
imul null, r3.x, r1.w, l(5)
and r1.w, r3.x, l(7)
mov r1.w, x0[r1.w + 0].x
mov r0.x, r2.x
mov r0.y, r1.y
mov r0.z, r1.z
mov r0.w, r1.w
mov r2.xyzw, r0.xyzw
store_raw u0.xyzw, r1.x, r2.xyzw
ret
