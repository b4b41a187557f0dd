cs_5_1
dcl_globalFlags refactoringAllowed
dcl_constantBuffer cb0[0:1][1], dynamicIndexed, space=3
dcl_resource_raw t0[0:3], space=1
dcl_resource_raw t1[7:7], space=0
dcl_uav_raw u0[2:2], space=2
dcl_uav_typed_buffer (uint,uint,uint,uint) u1[0:1], space=4
dcl_input vThreadID.x
dcl_temps 4
dcl_thread_group 8, 1, 1
and r0.x, vThreadID.x, l(3)
ishl r0.y, r0.x, l(2)
ld_raw r1.x, r0.y, t0[r0.x + 0].x {nonuniform}
ld_raw r1.y, l(8), t0[2].x
ld_raw r0.z, l(0), t1[7].x
ld_raw r1.z, l(12), t0[r0.z + 0].x
and r0.w, vThreadID.x, l(1)
mov r1.w, cb0[r0.w + 0][0].y {nonuniform}
mov r2.x, cb0[1][0].z
iadd r2.y, r2.x, cb0[0][0].w
mov r2.zw, l(0, 0, 0x0000600d, 0x0000600d)
ishl r3.x, vThreadID.x, l(5)
store_raw u0[2].xyzw, r3.x, r1.xyzw
iadd r3.y, r3.x, l(16)
store_raw u0[2].xyzw, r3.y, r2.xyzw
ushr r3.z, vThreadID.x, l(2)
store_uav_typed u1[r3.z + 0].xyzw {nonuniform}, r0.x, r1.x
ret
