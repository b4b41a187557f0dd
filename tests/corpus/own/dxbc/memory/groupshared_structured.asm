cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_tgsm_raw g0, 64
dcl_tgsm_structured g1, 8, 64
dcl_input vThreadIDInGroupFlattened.x
dcl_input vThreadGroupID.x
dcl_temps 4
dcl_thread_group 64, 1, 1
imul null, r0.x, vThreadIDInGroupFlattened.x, l(3)
iadd r0.y, r0.x, vThreadGroupID.x
store_structured g1.xy, vThreadIDInGroupFlattened.x, l(0), r0.xyxx
ult r0.z, vThreadIDInGroupFlattened.x, l(16)
if_nz r0.z
    ishl r0.w, vThreadIDInGroupFlattened.x, l(2)
    imad r1.w, vThreadIDInGroupFlattened.x, l(5), l(1)
    store_raw g0.x, r0.w, r1.w
endif
sync_g_t
xor r1.x, vThreadIDInGroupFlattened.x, l(63)
ld_structured r2.x, r1.x, l(4), g1.x
ld_structured r2.yz, r1.x, l(0), g1.xxyx
and r1.y, vThreadIDInGroupFlattened.x, l(12)
ishl r1.y, r1.y, l(2)
ld_raw r3.xyzw, r1.y, g0.xyzw
iadd r2.w, r3.x, r3.y
iadd r2.w, r2.w, r3.z
iadd r2.w, r2.w, r3.w
imad r1.z, vThreadGroupID.x, l(64), vThreadIDInGroupFlattened.x
ishl r1.z, r1.z, l(4)
store_raw u0.xyzw, r1.z, r2.xyzw
ret
