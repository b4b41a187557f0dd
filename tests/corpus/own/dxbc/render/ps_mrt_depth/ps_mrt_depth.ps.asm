ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.xy, v1.xy, float
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.param SV_Target1.xyzw, o1.xyzw, float, TARGET
.param SV_Target2.xyzw, o2.xyzw, float, TARGET
.param SV_Depth, oDepth, float, DEPTH
.text
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_output o2.xyzw
dcl_output oDepth
dcl_input_ps_siv linear v0.xyzw, position
dcl_input_ps linear v1.xy
dcl_temps 5
mov r1.xyzw, v0.xyzw
mov r2.xy, v1.xyxx
mov r2.z, r1.x
lt r2.z, l(6.00000000e+00), r2.z
mov r2.w, r1.xxxy
lt r2.w, r2.w, l(2.00000000e+00)
and r2.z, r2.z, r2.w
if_nz r2.z
    discard_nz l(4294967295)
endif
mov r0.xy, r2.xyxx
mov r0.z, l(2.50000000e-01)
mov r0.w, l(1.00000000e+00)
mov r3.xyzw, r0.xyzw
mov r2.z, r2.x
mov r2.w, r2.xxxy
mul r2.z, r2.z, r2.w
mov r4.xy, r1.xyxx
mov r0.xy, r4.xyxx
mov r0.z, r2.z
mov r0.w, l(2.00000000e+00)
mov r4.xyzw, r0.xyzw
mov r2.z, r2.x
mov r2.z, -r2.z
add r2.z, r2.z, l(1.00000000e+00)
mov r2.w, r1.x
mov r1.x, r1.yxxx
add r1.x, r2.w, r1.x
mov r0.x, r2.z
mov r0.y, l(5.00000000e-01)
mov r0.z, r1.x
mov r0.w, l(3.00000000e+00)
mov r1.xyzw, r0.xyzw
mov r2.z, r2.x
mul r2.z, r2.z, l(5.00000000e-01)
mov r2.x, r2.yxxx
mul r2.x, r2.x, l(2.50000000e-01)
add r2.x, r2.z, r2.x
mov o0.xyzw, r3.xyzw
mov o1.xyzw, r4.xyzw
mov o2.xyzw, r1.xyzw
mov oDepth, r2.x
ret
