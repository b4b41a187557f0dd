ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_output o0.xyzw
dcl_input_ps_siv linear v0.xyzw, position
dcl_temps 14
mov r2.xyzw, v0.xyzw
mov r3.xy, r2.xyxx
ftou r3.zw, r3.xxxy
mov r4.x, r3.z
mov r4.y, r3.xwxx
mov r0.x, l(0)
mov r0.y, l(0)
loop
    mov r4.z, r0.y
    uge r4.w, r4.x, r4.z
    not r5.x, r4.w
    if_nz r5.x
        break
    endif
    mov r5.y, r0.y
    ieq r5.z, r5.y, l(3)
    if_nz r5.z
        mov r5.w, r0.y
        iadd r6.x, r5.w, l(1)
        mov r0.y, r6.x
        continue
    endif
    mov r6.y, r0.y
    utof r6.z, r6.y
    mov r6.w, r0.x
    add r7.x, r6.w, r6.z
    mov r0.x, r7.x
    mov r7.y, r0.y
    iadd r7.z, r7.y, l(1)
    mov r0.y, r7.z
endloop
iadd r7.w, r4.y, l(3)
mov r0.y, r7.w
mov r0.z, l(0)
loop
    mov r8.x, r0.y
    ine r8.y, r8.x, l(1)
    not r8.z, r8.y
    if_nz r8.z
        break
    endif
    mov r8.w, r0.y
    and r9.x, r8.w, l(1)
    ine r9.y, r9.x, l(0)
    mov r9.z, r0.y
    imul null, r10.x, r9.z, l(3)
    iadd r9.w, r10.x, l(1)
    mov r10.y, r0.y
    ushr r10.z, r10.y, l(1)
    movc r10.w, r9.y, r9.w, r10.z
    mov r0.y, r10.w
    mov r11.x, r0.z
    iadd r11.y, r11.x, l(1)
    mov r0.z, r11.y
    ult r11.z, l(100), r11.y
    if_nz r11.z
        break
    endif
endloop
mov r0.y, l(0)
loop
    imul null, r12.x, r4.x, l(5)
    iadd r11.w, r12.x, r4.y
    mov r12.y, r0.y
    mov r12.z, r0.y
    imul null, r13.x, r12.y, r12.z
    ult r12.w, r11.w, r13.x
    if_nz r12.w
        break
    endif
    mov r13.y, r0.y
    iadd r13.z, r13.y, l(1)
    mov r0.y, r13.z
endloop
iadd r2.x, r4.x, r4.y
udiv null, r2.x, r2.x, l(5)
switch r2.x
    case l(0)
    mov r0.w, l(1.50000000e+00)
    break
    case l(1)
    mov r0.w, l(-2.00000000e+00)
    break
    case l(3)
    mov r0.w, l(1.00000000e+01)
    break
    default
    mov r0.w, l(2.50000000e-01)
    break
endswitch
ult r2.x, r4.y, r4.x
if_nz r2.x
    and r2.x, r4.x, l(1)
    ine r2.x, r2.x, l(0)
    movc r2.x, r2.x, l(1.00000000e+02), l(2.00000000e+02)
    mov r1.x, r2.x
else
    ieq r2.x, r4.x, r4.y
    if_nz r2.x
        mov r1.x, l(3.00000000e+02)
    else
        imul null, r2.x, r4.y, l(10)
        iadd r2.x, r2.x, r4.x
        utof r2.x, r2.x
        mov r1.x, r2.x
    endif
endif
mov r2.x, r0.x
mov r2.y, r0.z
utof r2.y, r2.y
mov r2.z, r0.w
mov r2.w, r0.y
utof r2.w, r2.w
mul r2.w, r2.w, l(1.00000000e+03)
add r2.z, r2.z, r2.w
mov r2.w, r1.x
mov r0.x, r2.x
mov r0.y, r2.y
mov r0.z, r2.z
mov r0.w, r2.w
mov r2.xyzw, r0.xyzw
mov o0.xyzw, r2.xyzw
ret
