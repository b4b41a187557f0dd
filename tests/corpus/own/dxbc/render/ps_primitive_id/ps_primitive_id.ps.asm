ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param SV_PrimitiveID.x, v1.x, uint, PRIMID
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_output o0.xyzw
dcl_input_ps_sgv v1.x, primitive_id
dcl_temps 2
mov r1.x, v1.x
mov r1.xy, r1.x
utof r1.xy, r1.xyxx
mov r1.z, r1.x
mov r1.x, r1.yxxx
mul r1.x, r1.x, l(5.00000000e-01)
mov r0.x, r1.z
mov r0.y, r1.x
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r1.xyzw
ret
