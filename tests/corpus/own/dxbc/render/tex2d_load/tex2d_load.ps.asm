ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_resource_texture2d (float,float,float,float) t0
dcl_resource_texture2d (float,float,float,float) t3
dcl_output o0.xyzw
dcl_input_ps_siv linear v0.xyzw, position
dcl_temps 4
mov r2.xyzw, v0.xyzw
mov r0.x, l(0)
mov r2.xy, r2.xyxx
ftoi r2.xy, r2.xyxx
mov r2.z, r2.x
mov r2.w, r2.xxxy
ilt r3.x, r2.w, l(4)
if_nz r3.x
    ilt r3.x, r2.z, l(4)
    if_nz r3.x
        ineg r3.x, r2.z
        iadd r3.x, r3.x, l(7)
        mov r0.y, r3.x
        mov r0.z, r2.w
        mov r0.w, l(0)
        mov r3.xyz, r0.yzwx
        ld r3.xyzw, r3.xyxz, t0.xyzw
        mov r1.xyzw, r3.xyzw
        mov r0.x, l(0xffffffff)
    endif
    mov r3.x, r0.x
    not r3.x, r3.x
    if_nz r3.x
        mov r0.yz, r2.xxyx
        mov r0.w, l(0)
        mov r3.xyz, r0.yzwx
        ld(-2,1,0) r3.xyzw, r3.xyxz, t0.xyzw
        mov r1.xyzw, r3.xyzw
        mov r0.x, l(0xffffffff)
    endif
endif
mov r2.x, r0.x
not r2.x, r2.x
if_nz r2.x
    ineg r2.x, r2.w
    iadd r2.x, r2.x, l(7)
    mov r2.y, r2.z
    mov r0.x, r2.y
    mov r2.x, r2.x
    mov r0.y, r2.x
    mov r2.xy, r0.xyxx
    mov r0.xy, r2.xyxx
    mov r0.z, l(0)
    mov r2.xyz, r0.xyzx
    ld r2.xyzw, r2.xyxz, t3.xyzw
    mov r1.xyzw, r2.xyzw
endif
mov r2.xyzw, r1.xyzw
mov o0.xyzw, r2.xyzw
ret
