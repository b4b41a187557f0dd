ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_sampler s0
dcl_resource_texture2d (float,float,float,float) t0
dcl_output o0.xyzw
dcl_input_ps_siv linear v0.xyzw, position
dcl_temps 7
mov r3.xyzw, v0.xyzw
mov r0.x, l(0)
mov r3.xy, r3.xyxx
ftou r3.xy, r3.xyxx
resinfo_uint r4.xyzw, l(0), t0.xyzw
resinfo_uint r5.xyzw, l(1), t0.xyzw
mov r3.z, r3.xxyx
ult r3.z, r3.z, l(2)
if_nz r3.z
    mov r3.z, r3.x
    ushr r3.z, r3.z, l(2)
    utof r3.z, r3.z
    mov r0.y, r3.z
    mov r3.z, r3.xxyx
    utof r3.z, r3.z
    mov r0.z, r3.z
    mov r3.zw, r0.xxyz
    add r3.zw, r3.xxzw, l(5.00000000e-01, 5.00000000e-01, 5.00000000e-01, 5.00000000e-01)
    div r3.zw, r3.xxzw, l(2.00000000e+00, 2.00000000e+00, 2.00000000e+00, 2.00000000e+00)
    sample_l r6.xyzw, r3.zwzz, t0.xyzw, s0, l(1.00000000e+00)
    mov r1.xyzw, r6.xyzw
    mov r0.x, l(0xffffffff)
endif
mov r3.z, r0.x
not r3.z, r3.z
if_nz r3.z
    mov r3.z, r3.xxyx
    ult r3.z, r3.z, l(4)
    if_nz r3.z
        mov r3.z, r3.x
        ushr r3.z, r3.z, l(1)
        utof r3.z, r3.z
        mov r0.y, r3.z
        mov r3.z, r3.xxyx
        utof r3.z, r3.z
        mov r0.z, r3.z
        mov r3.zw, r0.xxyz
        add r3.zw, r3.xxzw, l(5.00000000e-01, 5.00000000e-01, 5.00000000e-01, 5.00000000e-01)
        div r3.zw, r3.xxzw, l(4.00000000e+00, 4.00000000e+00, 4.00000000e+00, 4.00000000e+00)
        sample_l r6.xyzw, r3.zwzz, t0.xyzw, s0, l(0.00000000e+00)
        mov r1.xyzw, r6.xyzw
        mov r0.x, l(0xffffffff)
    endif
    mov r3.z, r0.x
    not r3.z, r3.z
    if_nz r3.z
        mov r3.z, r3.xxyx
        ult r3.z, r3.z, l(6)
        if_nz r3.z
            mov r3.z, r3.x
            ushr r3.z, r3.z, l(2)
            mov r3.w, r3.xxxy
            iadd r3.w, r3.w, l(-4)
            mov r3.z, r3.z
            mov r0.y, r3.z
            mov r3.z, r3.w
            mov r0.z, r3.z
            mov r0.w, l(1)
            mov r6.xyz, r0.yzwx
            ld r6.xyzw, r6.xyxz, t0.xyzw
            mov r1.xyzw, r6.xyzw
            mov r0.x, l(0xffffffff)
        endif
        mov r3.z, r0.x
        not r3.z, r3.z
        if_nz r3.z
            mov r3.x, r3.yxxx
            ieq r3.x, r3.x, l(6)
            if_nz r3.x
                mov r3.xyz, r4.xywx
                utof r3.xyz, r3.xyzx
                mov r2.xyz, r3.xyzx
                mov r2.w, l(0)
                mov r3.xyzw, r2.xyzw
                mov r1.xyzw, r3.xyzw
                mov r0.x, l(0xffffffff)
            endif
            mov r3.x, r0.x
            not r3.x, r3.x
            if_nz r3.x
                mov r3.xyz, r5.xywx
                utof r3.xyz, r3.xyzx
                mov r0.xyz, r3.xyzx
                mov r0.w, l(1.00000000e+00)
                mov r3.xyzw, r0.xyzw
                mov r1.xyzw, r3.xyzw
            endif
        endif
    endif
endif
mov r3.xyzw, r1.xyzw
mov o0.xyzw, r3.xyzw
ret
