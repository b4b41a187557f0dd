ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_constantBuffer cb0[9], immediateIndexed
dcl_output o0.xyzw
dcl_input_ps_siv linear v0.xyzw, position
dcl_temps 5
mov r2.xyzw, v0.xyzw
mov r2.xy, r2.xyxx
ftou r2.xy, r2.xyxx
mov r2.z, r2.x
mov r2.x, r2.yxxx
switch r2.z
    case l(0)
    mov r3.xyzw, cb0[0].xyzw
    mov r0.xyzw, r3.xyzw
    break
    case l(1)
    mov r2.yzw, cb0[1].xxyz
    mov r3.x, cb0[1].w
    mov r1.xyz, r2.yzwy
    mov r1.w, r3.x
    mov r3.xyzw, r1.xyzw
    mov r0.xyzw, r3.xyzw
    break
    case l(2)
    mov r2.y, cb0[2].x
    mov r2.z, cb0[3].x
    mov r2.w, cb0[4].x
    mov r3.x, cb0[4].w
    mov r1.x, r2.y
    mov r1.y, r2.z
    mov r1.z, r2.w
    mov r1.w, r3.x
    mov r3.xyzw, r1.xyzw
    mov r0.xyzw, r3.xyzw
    break
    case l(3)
    mov r2.yz, cb0[4].xyzx
    mov r3.xy, cb0[7].xyxx
    mov r1.xy, r2.yzyy
    mov r1.zw, r3.xxxy
    mov r3.xyzw, r1.xyzw
    mov r0.xyzw, r3.xyzw
    break
    case l(4)
    mov r3.xyzw, cb0[5].xyzw
    mov r0.xyzw, r3.xyzw
    break
    case l(5)
    mov r3.xyzw, cb0[6].xyzw
    mov r0.xyzw, r3.xyzw
    break
    case l(6)
    mov r2.yzw, cb0[8].xxyz
    mov r3.x, cb0[8].w
    mov r1.xyz, r2.yzwy
    mov r1.w, r3.x
    mov r3.xyzw, r1.xyzw
    mov r0.xyzw, r3.xyzw
    break
    default
    udiv null, r3.x, r2.x, l(3)
    mov r2.y, cb0[r3.x + 2].x
    and r2.z, r2.x, l(1)
    mov r3.xyzw, cb0[r2.z + 5].xyzw
    ushr r2.x, r2.x, l(1)
    and r2.x, r2.x, l(1)
    mov r4.xyzw, cb0[r2.x + 5].xyzw
    mov r1.x, r2.y
    mov r2.x, r3.yxxx
    mov r1.y, r2.x
    mov r2.x, r4.wxxx
    mov r1.z, r2.x
    mov r1.w, l(1.00000000e+00)
    mov r2.xyzw, r1.xyzw
    mov r0.xyzw, r2.xyzw
    break
endswitch
mov r2.xyzw, r0.xyzw
mov o0.xyzw, r2.xyzw
ret
