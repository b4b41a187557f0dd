vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param TEXCOORD.xy, o1.xy, float
.param COLOR.xyzw, o2.xyzw, float
.text
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_output o2.xyzw
dcl_input_sgv v0.x, vertex_id
dcl_temps 4
dcl_indexableTemp x0[4], 4
mov r1.x, v0.x
mov x0[0].xyzw, l(2.00000000e+00, 1.50000000e+00, 2.00000000e+00, 1.50000000e+00)
mov x0[1].xyzw, l(6.00000000e+00, 2.00000000e+00, 1.00000000e+00, 2.00000000e+00)
mov x0[2].xyzw, l(2.50000000e+00, 5.00000000e+00, 1.50000000e+00, 1.00000000e+00)
mov x0[3].xyzw, l(6.50000000e+00, 6.00000000e+00, 1.50000000e+00, 1.00000000e+00)
mov r2.xyzw, x0[r1.x + 0].xyzw
mov r1.y, r2.x
div r1.y, r1.y, l(4.00000000e+00)
add r1.y, r1.y, l(-1.00000000e+00)
mov r1.z, r2.xxyx
div r1.z, r1.z, l(4.00000000e+00)
mov r1.z, -r1.z
add r1.z, r1.z, l(1.00000000e+00)
mov r0.x, r1.y
mov r0.y, r1.z
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r3.xyzw, r0.xyzw
mov r1.yz, r2.xzwx
div r1.yz, r1.xyzx, l(4.00000000e+00, 4.00000000e+00, 4.00000000e+00, 0.00000000e+00)
iadd r1.w, r1.x, l(1)
utof r1.w, r1.w
mul r1.w, r1.w, l(2.50000000e-01)
utof r1.x, r1.x
mul r1.x, r1.x, l(2.50000000e-01)
mov r1.x, -r1.x
add r1.x, r1.x, l(1.00000000e+00)
mov r0.x, r1.w
mov r0.y, r1.x
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r2.xyzw, r0.xyzw
mov o0.xyzw, r3.xyzw
mov o1.xy, r1.yzyy
mov o2.xyzw, r2.xyzw
ret
