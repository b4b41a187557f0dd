cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 4
dcl_thread_group 16, 1, 1
ishl r0.x, vThreadID.x, l(2)
ld_raw r0.y, r0.x, t0.x
mov r1.x, l(0)
switch r0.y
    case l(0)
    iadd r1.x, r1.x, l(1)
    case l(1)
    iadd r1.x, r1.x, l(10)
    case l(2)
    case l(3)
    iadd r1.x, r1.x, l(100)
    break
    default
    iadd r1.x, r1.x, l(1000)
    case l(7)
    iadd r1.x, r1.x, l(10000)
    break
    case l(4294967295)
    mov r1.x, l(5)
    switch r0.y
        case l(0)
        mov r1.x, l(6)
        break
        default
        iadd r1.x, r1.x, l(2)
        break
    endswitch
    iadd r1.x, r1.x, l(3)
    break
    case l(9)
    break
endswitch
mov r1.y, l(0)
mov r1.z, l(0)
loop
    uge r2.x, r1.z, l(12)
    breakp_nz r2.x
    iadd r1.z, r1.z, l(1)
    iadd r2.y, r1.z, r0.y
    and r2.y, r2.y, l(3)
    switch r2.y
        case l(0)
        iadd r1.y, r1.y, l(1)
        continue
        case l(1)
        iadd r1.y, r1.y, l(16)
        break
        case l(2)
        uge r2.z, r1.y, l(200)
        if_nz r2.z
            break
        endif
        iadd r1.y, r1.y, l(256)
        default
        iadd r1.y, r1.y, l(4096)
        break
    endswitch
    uge r2.w, r1.y, l(30000)
    breakp_nz r2.w
endloop
ishl r3.x, vThreadID.x, l(3)
store_raw u0.xy, r3.x, r1.xyxx
ret
