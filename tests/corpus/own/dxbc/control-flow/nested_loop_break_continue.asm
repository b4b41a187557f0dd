cs_5_0
dcl_thread_group 8, 1, 1
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.xyz
dcl_temps 41
mov r1.xyz, vThreadID.xyzx
mov r1.w, r1.x
imul null, r2.x, r1.w, l(4)
ld_raw r2.y, r2.x, t0.x
mov r0.x, l(0)
mov r0.y, l(0)
mov r0.z, l(0)
loop
    mov r2.z, r0.z
    ult r2.w, r2.z, r2.y
    not r3.x, r2.w
    if_nz r3.x
        break
    endif
    mov r3.y, r0.z
    ieq r3.z, r3.y, l(3)
    if_nz r3.z
        mov r3.w, r0.z
        iadd r4.x, r3.w, l(1)
        mov r0.z, r4.x
        continue
    endif
    mov r4.y, r0.x
    ult r4.z, l(400), r4.y
    if_nz r4.z
        break
    endif
    mov r0.w, l(0)
    mov r4.w, r0.y
    iadd r5.x, r4.w, l(1)
    mov r0.y, r5.x
    mov r5.y, r0.z
    ult r5.z, r5.y, l(0)
    if_nz r5.z
        mov r0.w, l(0xffffffff)
    endif
    mov r5.w, r0.w
    not r6.x, r5.w
    if_nz r6.x
        mov r6.y, r0.w
        not r6.z, r6.y
        if_nz r6.z
            mov r6.w, r0.z
            imul null, r7.x, r6.w, l(0)
            mov r7.y, r0.x
            iadd r7.z, r7.y, r7.x
            iadd r7.w, r7.z, l(1)
            mov r0.x, r7.w
        endif
    endif
    mov r8.x, r0.w
    not r8.y, r8.x
    if_nz r8.y
        mov r8.z, r0.w
        not r8.w, r8.z
        if_nz r8.w
            iadd r9.x, r4.w, l(2)
            mov r0.y, r9.x
            mov r9.y, r0.z
            ult r9.z, r9.y, l(1)
            if_nz r9.z
                mov r0.w, l(0xffffffff)
            endif
            mov r9.w, r0.w
            not r10.x, r9.w
            if_nz r10.x
                mov r10.y, r0.w
                not r10.z, r10.y
                if_nz r10.z
                endif
            endif
        endif
    endif
    mov r10.w, r0.w
    not r11.x, r10.w
    if_nz r11.x
        mov r11.y, r0.w
        not r11.z, r11.y
        if_nz r11.z
            mov r11.w, r0.y
            iadd r12.x, r11.w, l(1)
            mov r0.y, r12.x
            mov r12.y, r0.z
            ult r12.z, r12.y, l(2)
            if_nz r12.z
                mov r0.w, l(0xffffffff)
            endif
            mov r12.w, r0.w
            not r13.x, r12.w
            if_nz r13.x
                mov r13.y, r0.w
                not r13.z, r13.y
                if_nz r13.z
                    mov r13.w, r0.z
                    imul null, r14.x, r13.w, l(2)
                    mov r14.y, r0.x
                    iadd r14.z, r14.y, r14.x
                    iadd r14.w, r14.z, l(1)
                    mov r0.x, r14.w
                endif
            endif
        endif
    endif
    mov r15.x, r0.w
    not r15.y, r15.x
    if_nz r15.y
        mov r15.z, r0.w
        not r15.w, r15.z
        if_nz r15.w
            mov r16.x, r0.y
            iadd r16.y, r16.x, l(1)
            mov r0.y, r16.y
            mov r16.z, r0.z
            ult r16.w, r16.z, l(3)
            if_nz r16.w
                mov r0.w, l(0xffffffff)
            endif
            mov r17.x, r0.w
            not r17.y, r17.x
            if_nz r17.y
                mov r17.z, r0.w
                not r17.w, r17.z
                if_nz r17.w
                endif
            endif
        endif
    endif
    mov r18.x, r0.w
    not r18.y, r18.x
    if_nz r18.y
        mov r18.z, r0.w
        not r18.w, r18.z
        if_nz r18.w
            mov r19.x, r0.y
            iadd r19.y, r19.x, l(1)
            mov r0.y, r19.y
            mov r19.z, r0.z
            ult r19.w, r19.z, l(4)
            if_nz r19.w
                mov r0.w, l(0xffffffff)
            endif
            mov r20.x, r0.w
            not r20.y, r20.x
            if_nz r20.y
                mov r20.z, r0.w
                not r20.w, r20.z
                if_nz r20.w
                    mov r21.x, r0.z
                    imul null, r22.x, r21.x, l(4)
                    mov r21.y, r0.x
                    iadd r21.z, r21.y, r22.x
                    iadd r21.w, r21.z, l(1)
                    mov r0.x, r21.w
                endif
            endif
        endif
    endif
    mov r22.y, r0.w
    not r22.z, r22.y
    if_nz r22.z
        mov r22.w, r0.w
        not r23.x, r22.w
        if_nz r23.x
            mov r23.y, r0.y
            iadd r23.z, r23.y, l(1)
            mov r0.y, r23.z
            mov r23.w, r0.z
            ult r24.x, r23.w, l(5)
            if_nz r24.x
                mov r0.w, l(0xffffffff)
            endif
            mov r24.y, r0.w
            not r24.z, r24.y
            if_nz r24.z
                mov r24.w, r0.w
                not r25.x, r24.w
                if_nz r25.x
                endif
            endif
        endif
    endif
    mov r25.y, r0.w
    not r25.z, r25.y
    if_nz r25.z
        mov r25.w, r0.w
        not r26.x, r25.w
        if_nz r26.x
            mov r26.y, r0.y
            iadd r26.z, r26.y, l(1)
            mov r0.y, r26.z
            mov r26.w, r0.z
            ult r27.x, r26.w, l(6)
            if_nz r27.x
                mov r0.w, l(0xffffffff)
            endif
            mov r27.y, r0.w
            not r27.z, r27.y
            if_nz r27.z
                mov r27.w, r0.w
                not r28.x, r27.w
                if_nz r28.x
                    mov r28.y, r0.z
                    imul null, r29.x, r28.y, l(6)
                    mov r28.z, r0.x
                    iadd r28.w, r28.z, r29.x
                    iadd r29.y, r28.w, l(1)
                    mov r0.x, r29.y
                endif
            endif
        endif
    endif
    mov r29.z, r0.w
    not r29.w, r29.z
    if_nz r29.w
        mov r30.x, r0.w
        not r30.y, r30.x
        if_nz r30.y
            mov r30.z, r0.y
            iadd r30.w, r30.z, l(1)
            mov r0.y, r30.w
            mov r31.x, r0.z
            ult r31.y, r31.x, l(7)
            if_nz r31.y
                mov r0.w, l(0xffffffff)
            endif
            mov r31.z, r0.w
            not r31.w, r31.z
            if_nz r31.w
                mov r32.x, r0.w
                not r32.y, r32.x
                if_nz r32.y
                endif
            endif
        endif
    endif
    mov r32.z, r0.w
    not r32.w, r32.z
    if_nz r32.w
        mov r33.x, r0.w
        not r33.y, r33.x
        if_nz r33.y
            mov r33.z, r0.y
            iadd r33.w, r33.z, l(1)
            mov r0.y, r33.w
            mov r34.x, r0.z
            ult r34.y, r34.x, l(8)
            if_nz r34.y
                mov r0.w, l(0xffffffff)
            endif
            mov r34.z, r0.w
            not r34.w, r34.z
            if_nz r34.w
                mov r35.x, r0.w
                not r35.y, r35.x
                if_nz r35.y
                    mov r35.z, r0.z
                    imul null, r36.x, r35.z, l(8)
                    mov r35.w, r0.x
                    iadd r36.y, r35.w, r36.x
                    iadd r36.z, r36.y, l(1)
                    mov r0.x, r36.z
                endif
            endif
        endif
    endif
    mov r36.w, r0.w
    not r37.x, r36.w
    if_nz r37.x
        mov r37.y, r0.w
        not r37.z, r37.y
        if_nz r37.z
            mov r37.w, r0.y
            iadd r38.x, r37.w, l(1)
            mov r0.y, r38.x
            mov r38.y, r0.z
            ult r38.z, r38.y, l(9)
            if_nz r38.z
                mov r0.w, l(0xffffffff)
            endif
            mov r38.w, r0.w
            not r39.x, r38.w
            if_nz r39.x
                mov r39.y, r0.w
                not r39.z, r39.y
                if_nz r39.z
                endif
            endif
        endif
    endif
    mov r39.w, r0.w
    not r40.x, r39.w
    if_nz r40.x
        mov r0.w, l(0xffffffff)
    endif
    mov r40.y, r0.z
    iadd r40.z, r40.y, l(1)
    mov r0.z, r40.z
endloop
mov r1.x, r1.x
imul null, r1.x, r1.x, l(8)
mov r1.y, r0.x
mov r1.z, r0.y
mov r0.x, r1.y
mov r0.y, r1.z
mov r1.yz, r0.xxyx
store_raw u0.xy, r1.x, r1.yzyy
ret
