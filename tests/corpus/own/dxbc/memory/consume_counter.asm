cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_structured_opc u0, 4
dcl_uav_raw u1
dcl_input vThreadID.x
dcl_temps 2
dcl_thread_group 40, 1, 1
imm_atomic_consume r0.x, u0
ld_structured r0.y, r0.x, l(0), u0.x
ishl r1.x, r0.x, l(2)
iadd r0.y, r0.y, r0.y
store_raw u1.x, r1.x, r0.y
ret
