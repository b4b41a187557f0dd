ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.x, v1.x, float
.param TEXCOORD1.yz, v1.yz, float
.param COLOR.w, v1.w, float
.param TEXCOORD2.xyz, v2.xyz, float
.param TEXCOORD5.w, v2.w, float
.param TEXCOORD3.x, v3.x, uint
.param COLOR1.yz, v3.yz, int
.param TEXCOORD4.xy, v4.xy, float
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_output o0.xyzw
dcl_input_ps_siv linear v0.xyzw, position
dcl_input_ps linear v1.x
dcl_input_ps linear v1.yz
dcl_input_ps linear v2.xyz
dcl_input_ps constant v3.x
dcl_input_ps linear noperspective v4.xy
dcl_input_ps linear v1.w
dcl_input_ps constant v3.yz
dcl_input_ps linear v2.w
dcl_temps 7
mov r2.xyzw, v0.xyzw
mov r3.x, v1.x
mov r3.yz, v1.xyzx
mov r4.xyz, v2.xyzx
mov r3.w, v3.x
mov r5.xy, v4.xyxx
mov r4.w, v1.w
mov r5.zw, v3.xxyz
mov r6.x, v2.w
mov r2.x, r2.x
ftou r2.x, r2.x
switch r2.x
    case l(0)
    mov r0.x, r3.x
    mov r0.y, l(0)
    mov r0.z, l(0)
    mov r0.w, l(1.00000000e+00)
    mov r2.xyzw, r0.xyzw
    mov r0.xyzw, r2.xyzw
    break
    case l(1)
    mov r1.xy, r3.yzyy
    mov r1.z, l(0)
    mov r1.w, l(1.00000000e+00)
    mov r2.xyzw, r1.xyzw
    mov r0.xyzw, r2.xyzw
    break
    case l(2)
    mov r1.xyz, r4.xyzx
    mov r1.w, l(1.00000000e+00)
    mov r2.xyzw, r1.xyzw
    mov r0.xyzw, r2.xyzw
    break
    case l(3)
    utof r2.x, r3.w
    mov r1.x, r2.x
    mov r1.y, l(0)
    mov r1.z, l(0)
    mov r1.w, l(1.00000000e+00)
    mov r2.xyzw, r1.xyzw
    mov r0.xyzw, r2.xyzw
    break
    case l(4)
    mov r1.xy, r5.xyxx
    mov r1.z, l(0)
    mov r1.w, l(1.00000000e+00)
    mov r2.xyzw, r1.xyzw
    mov r0.xyzw, r2.xyzw
    break
    case l(5)
    mov r1.x, r4.w
    mov r1.y, l(0)
    mov r1.z, l(0)
    mov r1.w, l(1.00000000e+00)
    mov r2.xyzw, r1.xyzw
    mov r0.xyzw, r2.xyzw
    break
    case l(6)
    itof r2.xy, r5.zwzz
    mov r1.xy, r2.xyxx
    mov r1.z, l(0)
    mov r1.w, l(1.00000000e+00)
    mov r2.xyzw, r1.xyzw
    mov r0.xyzw, r2.xyzw
    break
    default
    mov r1.x, r6.x
    mov r1.y, l(0)
    mov r1.z, l(0)
    mov r1.w, l(1.00000000e+00)
    mov r2.xyzw, r1.xyzw
    mov r0.xyzw, r2.xyzw
    break
endswitch
mov r2.xyzw, r0.xyzw
mov o0.xyzw, r2.xyzw
ret
