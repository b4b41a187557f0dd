cs_5_0
dcl_thread_group 8, 1, 1
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.xyz
dcl_temps 7
mov r1.xyz, vThreadID.xyzx
mov r0.x, l(0)
mov r1.w, r1.x
imul null, r2.x, r1.w, l(4)
ld_raw r2.y, r2.x, t0.x
mov r0.y, l(0)
mov r0.z, r2.y
loop
    mov r2.z, r0.z
    ult r2.w, l(1), r2.z
    mov r3.x, r0.y
    ult r3.y, r3.x, l(500)
    and r3.z, r2.w, r3.y
    not r3.w, r3.z
    if_nz r3.w
        break
    endif
    mov r4.x, r0.z
    and r4.y, r4.x, l(1)
    ine r4.z, r4.y, l(0)
    mov r4.w, r0.z
    imul null, r5.x, r4.w, l(3)
    iadd r5.y, r5.x, l(1)
    mov r5.z, r0.z
    ushr r5.w, r5.z, l(1)
    movc r6.x, r4.z, r5.y, r5.w
    mov r0.z, r6.x
    mov r6.y, r0.y
    iadd r6.z, r6.y, l(1)
    mov r0.y, r6.z
endloop
mov r1.w, r1.x
imul null, r2.x, r1.w, l(8)
mov r1.w, r0.y
store_raw u0.x, r2.x, r1.w
mov r0.y, l(0)
mov r0.z, l(0)
and r1.w, r2.y, l(63)
ieq r1.w, l(0), r1.w
if_nz r1.w
    mov r1.w, r1.x
    imul null, r2.x, r1.w, l(8)
    iadd r1.w, r2.x, l(4)
    store_raw u0.x, r1.w, l(0)
    mov r0.x, l(0xffffffff)
    mov r0.z, l(0xffffffff)
endif
mov r1.w, r0.z
not r1.w, r1.w
if_nz r1.w
    mov r1.w, r0.z
    not r1.w, r1.w
    if_nz r1.w
        and r1.w, r2.y, l(63)
        ieq r1.w, l(1), r1.w
        if_nz r1.w
            mov r1.w, r1.x
            imul null, r2.x, r1.w, l(8)
            iadd r1.w, r2.x, l(4)
            store_raw u0.x, r1.w, l(1)
            mov r0.x, l(0xffffffff)
            mov r0.z, l(0xffffffff)
        endif
    endif
endif
mov r1.w, r0.z
not r1.w, r1.w
if_nz r1.w
    mov r1.w, r0.z
    not r1.w, r1.w
    if_nz r1.w
        and r1.w, r2.y, l(63)
        ieq r1.w, l(2), r1.w
        if_nz r1.w
            mov r1.w, r1.x
            imul null, r2.x, r1.w, l(8)
            iadd r1.w, r2.x, l(4)
            store_raw u0.x, r1.w, l(2)
            mov r0.x, l(0xffffffff)
            mov r0.z, l(0xffffffff)
        endif
    endif
endif
mov r1.w, r0.z
not r1.w, r1.w
if_nz r1.w
    mov r1.w, r0.z
    not r1.w, r1.w
    if_nz r1.w
        and r1.w, r2.y, l(63)
        ieq r1.w, l(3), r1.w
        if_nz r1.w
            mov r1.w, r1.x
            imul null, r2.x, r1.w, l(8)
            iadd r1.w, r2.x, l(4)
            store_raw u0.x, r1.w, l(3)
            mov r0.x, l(0xffffffff)
            mov r0.z, l(0xffffffff)
        endif
    endif
endif
mov r1.w, r0.z
not r1.w, r1.w
if_nz r1.w
    mov r1.w, r0.z
    not r1.w, r1.w
    if_nz r1.w
        and r1.w, r2.y, l(63)
        ieq r1.w, l(4), r1.w
        if_nz r1.w
            mov r1.w, r1.x
            imul null, r2.x, r1.w, l(8)
            iadd r1.w, r2.x, l(4)
            store_raw u0.x, r1.w, l(4)
            mov r0.x, l(0xffffffff)
            mov r0.z, l(0xffffffff)
        endif
    endif
endif
mov r1.w, r0.z
not r1.w, r1.w
if_nz r1.w
    mov r1.w, r0.z
    not r1.w, r1.w
    if_nz r1.w
        and r1.w, r2.y, l(63)
        ieq r1.w, l(5), r1.w
        if_nz r1.w
            mov r1.w, r1.x
            imul null, r2.x, r1.w, l(8)
            iadd r1.w, r2.x, l(4)
            store_raw u0.x, r1.w, l(5)
            mov r0.x, l(0xffffffff)
            mov r0.z, l(0xffffffff)
        endif
    endif
endif
mov r1.w, r0.z
not r1.w, r1.w
if_nz r1.w
    mov r1.w, r0.z
    not r1.w, r1.w
    if_nz r1.w
        and r1.w, r2.y, l(63)
        ieq r1.w, l(6), r1.w
        if_nz r1.w
            mov r1.w, r1.x
            imul null, r2.x, r1.w, l(8)
            iadd r1.w, r2.x, l(4)
            store_raw u0.x, r1.w, l(6)
            mov r0.x, l(0xffffffff)
            mov r0.z, l(0xffffffff)
        endif
    endif
endif
mov r1.w, r0.z
not r1.w, r1.w
if_nz r1.w
    mov r1.w, r0.z
    not r1.w, r1.w
    if_nz r1.w
        and r1.w, r2.y, l(63)
        ieq r1.w, l(7), r1.w
        if_nz r1.w
            mov r1.w, r1.x
            imul null, r2.x, r1.w, l(8)
            iadd r1.w, r2.x, l(4)
            store_raw u0.x, r1.w, l(7)
            mov r0.x, l(0xffffffff)
            mov r0.z, l(0xffffffff)
        endif
    endif
endif
mov r1.w, r0.z
not r1.w, r1.w
if_nz r1.w
    mov r0.z, l(0xffffffff)
endif
mov r1.w, r0.x
if_nz r1.w
    mov r0.y, l(0xffffffff)
endif
mov r1.w, r0.y
not r1.w, r1.w
if_nz r1.w
    mov r1.w, r0.y
    not r1.w, r1.w
    if_nz r1.w
        mov r0.z, l(0)
        and r1.w, r2.y, l(63)
        ieq r1.w, l(8), r1.w
        if_nz r1.w
            mov r1.w, r1.x
            imul null, r2.x, r1.w, l(8)
            iadd r1.w, r2.x, l(4)
            store_raw u0.x, r1.w, l(100)
            mov r0.x, l(0xffffffff)
            mov r0.z, l(0xffffffff)
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(9), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(101)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(10), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(102)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(11), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(103)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(12), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(104)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(13), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(105)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(14), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(106)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(15), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(107)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r0.z, l(0xffffffff)
        endif
        mov r1.w, r0.x
        if_nz r1.w
            mov r0.y, l(0xffffffff)
        endif
    endif
endif
mov r1.w, r0.y
not r1.w, r1.w
if_nz r1.w
    mov r1.w, r0.y
    not r1.w, r1.w
    if_nz r1.w
        mov r0.z, l(0)
        and r1.w, r2.y, l(63)
        ieq r1.w, l(16), r1.w
        if_nz r1.w
            mov r1.w, r1.x
            imul null, r2.x, r1.w, l(8)
            iadd r1.w, r2.x, l(4)
            store_raw u0.x, r1.w, l(200)
            mov r0.x, l(0xffffffff)
            mov r0.z, l(0xffffffff)
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(17), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(201)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(18), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(202)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(19), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(203)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(20), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(204)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(21), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(205)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(22), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(206)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(23), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(207)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r0.z, l(0xffffffff)
        endif
        mov r1.w, r0.x
        if_nz r1.w
            mov r0.y, l(0xffffffff)
        endif
    endif
endif
mov r1.w, r0.y
not r1.w, r1.w
if_nz r1.w
    mov r1.w, r0.y
    not r1.w, r1.w
    if_nz r1.w
        mov r0.z, l(0)
        and r1.w, r2.y, l(63)
        ieq r1.w, l(24), r1.w
        if_nz r1.w
            mov r1.w, r1.x
            imul null, r2.x, r1.w, l(8)
            iadd r1.w, r2.x, l(4)
            store_raw u0.x, r1.w, l(300)
            mov r0.x, l(0xffffffff)
            mov r0.z, l(0xffffffff)
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(25), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(301)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(26), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(302)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(27), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(303)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(28), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(304)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(29), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(305)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(30), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(306)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(31), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(307)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r0.z, l(0xffffffff)
        endif
        mov r1.w, r0.x
        if_nz r1.w
            mov r0.y, l(0xffffffff)
        endif
    endif
endif
mov r1.w, r0.y
not r1.w, r1.w
if_nz r1.w
    mov r1.w, r0.y
    not r1.w, r1.w
    if_nz r1.w
        mov r0.z, l(0)
        and r1.w, r2.y, l(63)
        ieq r1.w, l(32), r1.w
        if_nz r1.w
            mov r1.w, r1.x
            imul null, r2.x, r1.w, l(8)
            iadd r1.w, r2.x, l(4)
            store_raw u0.x, r1.w, l(400)
            mov r0.x, l(0xffffffff)
            mov r0.z, l(0xffffffff)
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(33), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(401)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(34), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(402)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(35), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(403)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(36), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(404)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(37), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(405)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(38), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(406)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(39), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(407)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r0.z, l(0xffffffff)
        endif
        mov r1.w, r0.x
        if_nz r1.w
            mov r0.y, l(0xffffffff)
        endif
    endif
endif
mov r1.w, r0.y
not r1.w, r1.w
if_nz r1.w
    mov r1.w, r0.y
    not r1.w, r1.w
    if_nz r1.w
        mov r0.z, l(0)
        and r1.w, r2.y, l(63)
        ieq r1.w, l(40), r1.w
        if_nz r1.w
            mov r1.w, r1.x
            imul null, r2.x, r1.w, l(8)
            iadd r1.w, r2.x, l(4)
            store_raw u0.x, r1.w, l(500)
            mov r0.x, l(0xffffffff)
            mov r0.z, l(0xffffffff)
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(41), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(501)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(42), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(502)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(43), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(503)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(44), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(504)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(45), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(505)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(46), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(506)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(47), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(507)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r0.z, l(0xffffffff)
        endif
        mov r1.w, r0.x
        if_nz r1.w
            mov r0.y, l(0xffffffff)
        endif
    endif
endif
mov r1.w, r0.y
not r1.w, r1.w
if_nz r1.w
    mov r1.w, r0.y
    not r1.w, r1.w
    if_nz r1.w
        mov r0.z, l(0)
        and r1.w, r2.y, l(63)
        ieq r1.w, l(48), r1.w
        if_nz r1.w
            mov r1.w, r1.x
            imul null, r2.x, r1.w, l(8)
            iadd r1.w, r2.x, l(4)
            store_raw u0.x, r1.w, l(600)
            mov r0.x, l(0xffffffff)
            mov r0.z, l(0xffffffff)
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(49), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(601)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(50), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(602)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(51), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(603)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(52), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(604)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(53), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(605)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(54), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(606)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(55), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(607)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r0.z, l(0xffffffff)
        endif
        mov r1.w, r0.x
        if_nz r1.w
            mov r0.y, l(0xffffffff)
        endif
    endif
endif
mov r1.w, r0.y
not r1.w, r1.w
if_nz r1.w
    mov r1.w, r0.y
    not r1.w, r1.w
    if_nz r1.w
        mov r0.z, l(0)
        and r1.w, r2.y, l(63)
        ieq r1.w, l(56), r1.w
        if_nz r1.w
            mov r1.w, r1.x
            imul null, r2.x, r1.w, l(8)
            iadd r1.w, r2.x, l(4)
            store_raw u0.x, r1.w, l(700)
            mov r0.x, l(0xffffffff)
            mov r0.z, l(0xffffffff)
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(57), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(701)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(58), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(702)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(59), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(703)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(60), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(704)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(61), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(705)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(62), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(706)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
            mov r1.w, r0.z
            not r1.w, r1.w
            if_nz r1.w
                and r1.w, r2.y, l(63)
                ieq r1.w, l(63), r1.w
                if_nz r1.w
                    mov r1.w, r1.x
                    imul null, r2.x, r1.w, l(8)
                    iadd r1.w, r2.x, l(4)
                    store_raw u0.x, r1.w, l(707)
                    mov r0.x, l(0xffffffff)
                    mov r0.z, l(0xffffffff)
                endif
            endif
        endif
        mov r1.w, r0.z
        not r1.w, r1.w
        if_nz r1.w
        endif
        mov r1.w, r0.x
        if_nz r1.w
            mov r0.y, l(0xffffffff)
        endif
    endif
endif
mov r1.w, r0.y
not r1.w, r1.w
if_nz r1.w
endif
mov r1.w, r0.x
not r1.w, r1.w
if_nz r1.w
    mov r1.x, r1.x
    imul null, r1.x, r1.x, l(8)
    iadd r1.x, r1.x, l(4)
    store_raw u0.x, r1.x, l(57005)
endif
ret
