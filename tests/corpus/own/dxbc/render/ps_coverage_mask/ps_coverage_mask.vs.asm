vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.text
dcl_output_siv o0.xyzw, position
dcl_input_sgv v0.x, vertex_id
dcl_temps 2
mov r1.x, v0.x
ieq r1.y, r1.x, l(1)
movc r1.y, r1.y, l(1.00000000e+00), l(-1.00000000e+00)
ieq r1.x, r1.x, l(2)
movc r1.x, r1.x, l(-1.00000000e+00), l(1.00000000e+00)
mov r0.x, r1.y
mov r0.y, r1.x
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r1.xyzw
ret
