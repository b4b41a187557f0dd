vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.param SV_InstanceID.x, v1.x, uint, INSTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param TEXCOORD.x, o1.x, uint
.text
dcl_output_siv o0.xyzw, position
dcl_output o1.x
dcl_input_sgv v0.x, vertex_id
dcl_input_sgv v1.x, instance_id
dcl_temps 3
dcl_indexableTemp x0[6], 4
mov r1.x, v1.x
mov r1.y, v0.x
and r1.z, r1.x, l(1)
ushr r1.w, r1.x, l(1)
utof r1.z, r1.z
utof r1.w, r1.w
mov r0.x, r1.z
mov r0.y, r1.w
mov x0[0].xy, l(0, 0, 0, 0)
mov x0[1].xy, l(1.00000000e+00, 0, 0, 0)
mov x0[2].xy, l(0, 1.00000000e+00, 0, 0)
mov x0[3].xy, l(1.00000000e+00, 0, 0, 0)
mov x0[4].xy, l(1.00000000e+00, 1.00000000e+00, 0, 0)
mov x0[5].xy, l(0, 1.00000000e+00, 0, 0)
mov r1.yz, x0[r1.y + 0].xxyx
mov r2.xy, r0.xyxx
add r1.yz, r1.xyzx, r2.xxyx
mul r1.yz, r1.xyzx, l(5.00000000e-01, 5.00000000e-01, 5.00000000e-01, 0.00000000e+00)
mov r1.w, r1.y
mul r1.w, r1.w, l(2.00000000e+00)
add r1.w, r1.w, l(-1.00000000e+00)
mov r1.y, r1.xzxx
mul r1.y, r1.y, l(2.00000000e+00)
mov r1.y, -r1.y
add r1.y, r1.y, l(1.00000000e+00)
mov r0.x, r1.w
mov r0.y, r1.y
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r2.xyzw, r0.xyzw
mov o0.xyzw, r2.xyzw
mov o1.x, r1.x
ret
