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
mov r2.xyzw, v0.xyzw
mov r0.x, l(0)
mov r3.xy, r2.xyxx
div r3.xy, r3.xyxx, l(8.00000000e+00, 8.00000000e+00, 0.00000000e+00, 0.00000000e+00)
sample r4.xyzw, r3.xyxx, t0.xyzw, s0
mul r3.zw, r3.xxxy, l(5.00000000e-01, 5.00000000e-01, 5.00000000e-01, 5.00000000e-01)
sample r5.xyzw, r3.zwzz, t0.xyzw, s0
sample_b r6.xyzw, r3.xyxx, t0.xyzw, s0, l(1.00000000e+00)
sample_d r3.xyzw, r3.xyxx, t0.xyzw, s0, l(2.50000000e-01, 0.00000000e+00, 0.00000000e+00, 0.00000000e+00), l(0.00000000e+00, 2.50000000e-01, 0.00000000e+00, 0.00000000e+00)
mov r2.xy, r2.xyxx
ftou r2.xy, r2.xyxx
mov r2.z, r2.x
mov r2.x, r2.yxxx
iadd r2.x, r2.z, r2.x
and r2.x, r2.x, l(3)
ieq r2.y, r2.x, l(0)
if_nz r2.y
    mov r1.xyzw, r4.xyzw
    mov r0.x, l(0xffffffff)
endif
mov r2.y, r0.x
not r2.y, r2.y
if_nz r2.y
    ieq r2.y, r2.x, l(1)
    if_nz r2.y
        mov r1.xyzw, r5.xyzw
        mov r0.x, l(0xffffffff)
    endif
    mov r2.y, r0.x
    not r2.y, r2.y
    if_nz r2.y
        ieq r2.x, r2.x, l(2)
        mov r2.xyzw, r2.x
        movc r2.xyzw, r2.xyzw, r6.xyzw, r3.xyzw
        mov r1.xyzw, r2.xyzw
    endif
endif
mov r2.xyzw, r1.xyzw
mov o0.xyzw, r2.xyzw
ret
