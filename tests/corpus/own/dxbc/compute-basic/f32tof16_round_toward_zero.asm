cs_5_0
dcl_thread_group 24, 1, 1
dcl_temps 2
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.xyz
mov r0.xyz, vThreadID.xyzx
mov r0.w, r0.x
imul null, r1.x, r0.w, l(4)
ld_raw r0.w, r1.x, t0.x
mov r0.w, r0.w
f32tof16 r0.w, r0.w
and r1.x, r0.w, l(31744)
ieq r1.x, r1.x, l(31744)
and r1.y, r0.w, l(1023)
ine r1.y, r1.y, l(0)
and r1.x, r1.x, r1.y
mov r0.x, r0.x
imul null, r0.x, r0.x, l(4)
movc r0.y, r1.x, l(0x0000ffff), r0.w
store_raw u0.x, r0.x, r0.y
ret
