ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_temps 2
dcl_output o0.xyzw
dcl_input_ps_siv linear v0.xyzw, position
mov r0.xyzw, v0.xyzw
mov r1.xy, r0.xyxx
ftou r1.xy, r1.xyxx
mov r1.z, r1.x
ult r1.z, r1.z, l(4)
if_nz r1.z
    mov r1.z, r1.x
    mov r1.x, r1.yxxx
    iadd r1.x, r1.z, r1.x
    and r1.x, r1.x, l(1)
    ine r1.x, r1.x, l(0)
    if_nz r1.x
        discard_nz l(4294967295)
    endif
else
    mov r0.x, r0.yxxx
    add r0.x, r0.x, l(-4.00000000e+00)
    lt r0.x, r0.x, l(0.00000000e+00)
    discard_nz r0.x
endif
mov o0.xyzw, l(1.00000000e+00, 5.00000000e-01, 2.50000000e-01, 1.00000000e+00)
ret
