cs_5_0
dcl_thread_group 16, 1, 1
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.xyz
dcl_temps 3
mov r1.xyz, vThreadID.xyzx
mov r1.w, r1.x
imul null, r2.x, r1.w, l(4)
ld_raw r1.w, r2.x, t0.x
ult r2.x, r1.w, l(5)
if_nz r2.x
    mov r0.x, l(1)
else
    ult r2.x, r1.w, l(20)
    if_nz r2.x
        mov r0.x, l(2)
    else
        ieq r2.x, r1.w, l(99)
        if_nz r2.x
            mov r0.x, l(3)
        else
            mov r0.x, l(4)
        endif
    endif
endif
mov r0.y, l(0)
and r2.x, r1.w, l(1)
ine r2.x, r2.x, l(0)
if_nz r2.x
    ult r2.x, l(10), r1.w
    if_nz r2.x
        imul null, r2.x, r1.w, l(3)
        mov r0.y, r2.x
    else
        iadd r2.x, r1.w, l(7)
        mov r0.y, r2.x
    endif
else
    ushr r1.w, r1.w, l(1)
    mov r0.y, r1.w
    ieq r1.w, r1.w, l(0)
    if_nz r1.w
        mov r0.y, l(2748)
    endif
endif
mov r1.x, r1.x
imul null, r1.x, r1.x, l(8)
mov r1.y, r0.x
mov r1.z, r0.y
mov r0.x, r1.y
mov r0.y, r1.z
mov r1.yz, r0.xxyx
store_raw u0.xy, r1.x, r1.yzyy
ret
