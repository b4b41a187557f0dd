cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_tgsm_raw g0, 256
dcl_input vThreadID.x
dcl_input vThreadIDInGroupFlattened.x
dcl_input vThreadGroupID.x
dcl_temps 3
dcl_thread_group 64, 1, 1
ishl r0.x, vThreadID.x, l(2)
ld_raw r0.y, r0.x, t0.x
ishl r0.z, vThreadIDInGroupFlattened.x, l(2)
store_raw g0.x, r0.z, r0.y
sync_g_t
mov r1.x, l(32)
loop
    ieq r1.y, r1.x, l(0)
    breakp_nz r1.y
    ult r1.z, vThreadIDInGroupFlattened.x, r1.x
    if_nz r1.z
        iadd r2.x, vThreadIDInGroupFlattened.x, r1.x
        ishl r2.x, r2.x, l(2)
        ld_raw r2.y, r2.x, g0.x
        ld_raw r2.z, r0.z, g0.x
        iadd r2.z, r2.z, r2.y
        store_raw g0.x, r0.z, r2.z
    endif
    sync_g_t
    ushr r1.x, r1.x, l(1)
endloop
ieq r1.w, vThreadIDInGroupFlattened.x, l(0)
if_nz r1.w
    ld_raw r2.w, l(0), g0.x
    ishl r0.w, vThreadGroupID.x, l(2)
    store_raw u0.x, r0.w, r2.w
endif
ret
