cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 4
dcl_thread_group 16, 1, 1
ishl r0.x, vThreadID.x, l(2)
ld_raw r0.y, r0.x, t0.x
mov r1.xy, l(0, 0, 0, 0)
loop
    iadd r1.x, r1.x, l(1)
    and r2.x, r1.x, l(1)
    continuec_nz r2.x
    ult r2.y, r1.x, r0.y
    breakp_z r2.y
    iadd r1.y, r1.y, r1.x
    and r2.z, r1.x, l(7)
    continuec_z r2.z
    iadd r1.y, r1.y, l(1000)
    uge r2.w, r1.x, l(40)
    breakp_nz r2.w
endloop
and r2.x, r0.y, l(1)
if_z r2.x
    iadd r1.y, r1.y, l(65536)
endif
ishl r3.x, vThreadID.x, l(3)
store_raw u0.xy, r3.x, r1.xyxx
ult r2.y, r0.y, l(10)
retp_nz r2.y
iadd r3.y, r3.x, l(128)
store_raw u0.x, r3.y, l(43690)
and r2.z, r0.y, l(2)
retp_z r2.z
store_raw u0.x, r3.y, l(48059)
ret
