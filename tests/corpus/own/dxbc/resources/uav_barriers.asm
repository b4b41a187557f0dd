cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw_glc u0
dcl_uav_raw u1
dcl_input vThreadIDInGroupFlattened.x
dcl_input vThreadGroupID.x
dcl_temps 3
dcl_thread_group 64, 1, 1
imad r0.x, vThreadGroupID.x, l(64), vThreadIDInGroupFlattened.x
ishl r0.y, r0.x, l(2)
imad r0.z, r0.x, l(3), l(1)
store_raw u0.x, r0.y, r0.z
sync_ugroup_t
iadd r1.x, vThreadIDInGroupFlattened.x, l(1)
and r1.x, r1.x, l(63)
imad r1.x, vThreadGroupID.x, l(64), r1.x
ishl r1.x, r1.x, l(2)
ld_raw r1.y, r1.x, u0.x
sync_ugroup_t
iadd r1.y, r1.y, l(1000)
store_raw u0.x, r0.y, r1.y
sync_uglobal_t
xor r2.x, vThreadIDInGroupFlattened.x, l(63)
imad r2.x, vThreadGroupID.x, l(64), r2.x
ishl r2.x, r2.x, l(2)
ld_raw r2.y, r2.x, u0.x
store_raw u1.x, r0.y, r2.y
ret
