cs_5_0
dcl_thread_group 64, 1, 1
dcl_temps 2
dcl_uav_typed_buffer (uint,uint,uint,uint) u0
dcl_uav_typed_buffer (int,int,int,int) u1
dcl_uav_raw u2
dcl_input vThreadID.xyz
mov r0.xyz, vThreadID.xyzx
imm_atomic_iadd r0.w, u0, l(0), l(1)
imul null, r1.x, r0.w, l(4)
store_raw u2.x, r1.x, l(1)
mov r0.w, r0.x
and r0.w, r0.w, l(3)
iadd r0.w, r0.w, l(1)
mov r1.x, r0.x
imm_atomic_iadd r0.w, u0, r0.w, r1.x
mov r0.xy, r0.x
mov r0.xy, r0.xyxx
mov r0.z, r0.x
iadd r0.z, r0.z, l(-40)
atomic_imax u1, l(0), r0.z
mov r0.x, r0.yxxx
iadd r0.x, r0.x, l(-40)
atomic_imin u1, l(1), r0.x
imm_atomic_cmp_exch r0.x, u0, l(5), l(0), l(119)
ieq r0.x, r0.x, l(0)
if_nz r0.x
    atomic_iadd u0, l(6), l(1)
endif
atomic_cmp_store u0, l(7), l(4660), l(48879)
imm_atomic_exch r0.x, u0, l(8), l(21845)
ret
