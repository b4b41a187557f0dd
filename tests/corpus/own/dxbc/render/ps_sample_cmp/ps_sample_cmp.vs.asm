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
ishl r1.y, r1.x, l(1)
and r1.y, r1.y, l(2)
and r1.x, r1.x, l(2)
utof r1.y, r1.y
utof r1.x, r1.x
mov r0.x, r1.y
mov r0.y, r1.x
mov r1.xy, r0.xyxx
mul r1.xy, r1.xyxx, l(2.00000000e+00, -2.00000000e+00, 0.00000000e+00, 0.00000000e+00)
add r1.xy, r1.xyxx, l(-1.00000000e+00, 1.00000000e+00, 0.00000000e+00, 0.00000000e+00)
mov r0.xy, r1.xyxx
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r1.xyzw
ret
