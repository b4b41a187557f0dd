ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.xyzw, v1.xyzw, float
.param TEXCOORD1.x, v2.x, uint
.param TEXCOORD2.yz, v2.yz, int
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_output o0.xyzw
dcl_input_ps constant v1.xyzw
dcl_input_ps constant v2.x
dcl_input_ps constant v2.yz
dcl_temps 4
mov r1.xyzw, v1.xyzw
mov r2.x, v2.x
mov r2.yz, v2.xyzx
mov r2.w, r1.xxxy
utof r2.x, r2.x
add r2.x, r2.w, r2.x
itof r2.yz, r2.xyzx
mov r3.xy, r1.zwxx
add r2.yz, r3.xxyx, r2.xyzx
mov r1.x, r1.x
mov r0.x, r1.x
mov r0.y, r2.x
mov r0.zw, r2.yyyz
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r1.xyzw
ret
