cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_structured_opc u0, 4
dcl_uav_raw u1
dcl_input vThreadID.x
dcl_temps 2
dcl_thread_group 32, 1, 1
ult r0.x, vThreadID.x, l(50)
if_nz r0.x
    imm_atomic_alloc r0.y, u0
    imad r0.z, r0.y, l(7), l(1)
    store_structured u0.x, r0.y, l(0), r0.z
    ishl r1.x, r0.y, l(2)
    atomic_iadd u1, r1.x, l(1)
endif
ret
