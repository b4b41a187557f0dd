ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.xy, v1.xy, float
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_temps 3
dcl_constantBuffer cb0[2], immediateIndexed
dcl_output o0.xyzw
dcl_input_ps linear v1.xy
mov r0.xy, v1.xyxx
mov r1.xyzw, cb0[0].xyzw
mov r2.xyzw, cb0[1].xyzw
mov r0.xyzw, r0.x
mul r0.xyzw, r2.xyzw, r0.xyzw
add r0.xyzw, r1.xyzw, r0.xyzw
mov o0.xyzw, r0.xyzw
ret
