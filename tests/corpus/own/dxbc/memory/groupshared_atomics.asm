cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_tgsm_raw g0, 64
dcl_tgsm_structured g1, 8, 4
dcl_input vThreadIDInGroupFlattened.x
dcl_input vThreadGroupID.x
dcl_temps 4
dcl_thread_group 32, 1, 1
ult r0.x, vThreadIDInGroupFlattened.x, l(16)
if_nz r0.x
    ishl r0.y, vThreadIDInGroupFlattened.x, l(2)
    ieq r0.w, vThreadIDInGroupFlattened.x, l(2)
    movc r0.z, r0.w, l(0xffffffff), l(0)
    ieq r0.w, vThreadIDInGroupFlattened.x, l(5)
    movc r0.z, r0.w, l(0x7fffffff), r0.z
    ieq r0.w, vThreadIDInGroupFlattened.x, l(7)
    movc r0.z, r0.w, l(0xffffffff), r0.z
    store_raw g0.x, r0.y, r0.z
endif
ult r0.x, vThreadIDInGroupFlattened.x, l(8)
if_nz r0.x
    ushr r1.x, vThreadIDInGroupFlattened.x, l(1)
    and r1.y, vThreadIDInGroupFlattened.x, l(1)
    ishl r1.y, r1.y, l(2)
    store_structured g1.x, r1.x, r1.y, l(0)
endif
sync_g_t
iadd r1.z, vThreadIDInGroupFlattened.x, vThreadGroupID.x
atomic_iadd g0, l(0), r1.z
ishl r1.w, l(1), vThreadIDInGroupFlattened.x
atomic_or g0, l(4), r1.w
not r2.x, r1.w
atomic_and g0, l(8), r2.x
atomic_xor g0, l(12), r1.w
iadd r2.y, vThreadIDInGroupFlattened.x, l(-20)
atomic_imax g0, l(16), r2.y
atomic_imin g0, l(20), r2.y
atomic_umax g0, l(24), r1.w
atomic_umin g0, l(28), r1.w
imm_atomic_iadd r2.z, g0, l(32), l(1)
and r3.x, vThreadIDInGroupFlattened.x, l(3)
mov r3.y, l(4)
imm_atomic_iadd r2.w, g1, r3.xyxx, l(1)
imm_atomic_cmp_exch r3.z, g0, l(36), l(0), l(153)
ieq r3.z, r3.z, l(0)
and r3.z, r3.z, l(1)
atomic_iadd g0, l(40), r3.z
imm_atomic_exch r3.w, g0, l(44), l(6)
atomic_umax g0, l(48), r2.z
atomic_umax g0, l(52), r2.w
sync_g_t
ult r0.x, vThreadIDInGroupFlattened.x, l(16)
if_nz r0.x
    ishl r0.y, vThreadIDInGroupFlattened.x, l(2)
    ld_raw r0.z, r0.y, g0.x
    imad r0.w, vThreadGroupID.x, l(16), vThreadIDInGroupFlattened.x
    ishl r0.w, r0.w, l(2)
    store_raw u0.x, r0.w, r0.z
endif
ult r0.x, vThreadIDInGroupFlattened.x, l(8)
if_nz r0.x
    ushr r1.x, vThreadIDInGroupFlattened.x, l(1)
    and r1.y, vThreadIDInGroupFlattened.x, l(1)
    ishl r1.y, r1.y, l(2)
    ld_structured r0.z, r1.x, r1.y, g1.x
    imad r0.w, vThreadGroupID.x, l(8), vThreadIDInGroupFlattened.x
    ishl r0.w, r0.w, l(2)
    iadd r0.w, r0.w, l(128)
    store_raw u0.x, r0.w, r0.z
endif
ret
