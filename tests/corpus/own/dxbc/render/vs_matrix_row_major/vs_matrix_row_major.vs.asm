vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param COLOR.xyzw, o1.xyzw, float
.text
dcl_constantBuffer cb0[8], immediateIndexed
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_input_sgv v0.x, vertex_id
dcl_temps 5
dcl_indexableTemp x0[6], 4
mov r1.x, v0.x
mov x0[0].xy, l(0, 0, 0, 0)
mov x0[1].xy, l(1.00000000e+00, 0, 0, 0)
mov x0[2].xy, l(0, 1.00000000e+00, 0, 0)
mov x0[3].xy, l(1.00000000e+00, 0, 0, 0)
mov x0[4].xy, l(1.00000000e+00, 1.00000000e+00, 0, 0)
mov x0[5].xy, l(0, 1.00000000e+00, 0, 0)
mov r1.xy, x0[r1.x + 0].xyxx
mov r1.z, r1.x
mov r2.xyzw, cb0[0].xyzw
mov r1.w, r2.x
mul r1.z, r1.z, r1.w
mov r1.w, r1.xxxy
mov r2.xyzw, cb0[1].xyzw
mov r2.x, r2.x
mul r1.w, r1.w, r2.x
add r1.z, r1.z, r1.w
mov r2.xyzw, cb0[2].xyzw
mov r1.w, r2.x
mul r1.w, r1.w, l(0.00000000e+00)
add r1.z, r1.z, r1.w
mov r2.xyzw, cb0[3].xyzw
mov r1.w, r2.x
add r1.z, r1.z, r1.w
mov r1.w, r1.x
mov r2.xyzw, cb0[0].xyzw
mov r2.x, r2.yxxx
mul r1.w, r1.w, r2.x
mov r2.x, r1.yxxx
mov r3.xyzw, cb0[1].xyzw
mov r2.y, r3.xyxx
mul r2.x, r2.x, r2.y
add r1.w, r1.w, r2.x
mov r2.xyzw, cb0[2].xyzw
mov r2.x, r2.yxxx
mul r2.x, r2.x, l(0.00000000e+00)
add r1.w, r1.w, r2.x
mov r2.xyzw, cb0[3].xyzw
mov r2.x, r2.yxxx
add r1.w, r1.w, r2.x
mov r2.x, r1.x
mov r3.xyzw, cb0[0].xyzw
mov r2.y, r3.xzxx
mul r2.x, r2.x, r2.y
mov r2.y, r1.xyxx
mov r3.xyzw, cb0[1].xyzw
mov r2.z, r3.xxzx
mul r2.y, r2.y, r2.z
add r2.x, r2.x, r2.y
mov r3.xyzw, cb0[2].xyzw
mov r2.y, r3.xzxx
mul r2.y, r2.y, l(0.00000000e+00)
add r2.x, r2.x, r2.y
mov r3.xyzw, cb0[3].xyzw
mov r2.y, r3.xzxx
add r2.x, r2.x, r2.y
mov r2.y, r1.x
mov r3.xyzw, cb0[0].xyzw
mov r2.z, r3.xxwx
mul r2.y, r2.y, r2.z
mov r2.z, r1.xxyx
mov r3.xyzw, cb0[1].xyzw
mov r2.w, r3.xxxw
mul r2.z, r2.z, r2.w
add r2.y, r2.y, r2.z
mov r3.xyzw, cb0[2].xyzw
mov r2.z, r3.xxwx
mul r2.z, r2.z, l(0.00000000e+00)
add r2.y, r2.y, r2.z
mov r3.xyzw, cb0[3].xyzw
mov r2.z, r3.xxwx
add r2.y, r2.y, r2.z
mov r0.x, r1.z
mov r0.y, r1.w
mov r0.z, r2.x
mov r0.w, r2.y
mov r2.xyzw, r0.xyzw
mov r3.xyz, cb0[4].xyzx
mov r1.z, r3.x
mov r1.w, r1.x
mul r1.z, r1.z, r1.w
mov r3.xyz, cb0[4].xyzx
mov r1.w, r3.xxxy
mov r3.x, r1.yxxx
mul r1.w, r1.w, r3.x
add r1.z, r1.z, r1.w
mov r3.xyz, cb0[4].xyzx
mov r1.w, r3.xxxz
add r1.z, r1.z, r1.w
mov r3.xyz, cb0[5].xyzx
mov r1.w, r3.x
mov r3.x, r1.x
mul r1.w, r1.w, r3.x
mov r3.xyz, cb0[5].xyzx
mov r3.x, r3.yxxx
mov r3.y, r1.xyxx
mul r3.x, r3.x, r3.y
add r1.w, r1.w, r3.x
mov r3.xyz, cb0[5].xyzx
mov r3.x, r3.zxxx
add r1.w, r1.w, r3.x
mov r3.xyz, cb0[6].xyzx
mov r3.x, r3.x
mov r3.y, r1.x
mul r3.x, r3.x, r3.y
mov r3.yzw, cb0[6].xxyz
mov r3.y, r3.xzxx
mov r3.z, r1.xxyx
mul r3.y, r3.y, r3.z
add r3.x, r3.x, r3.y
mov r3.yzw, cb0[6].xxyz
mov r3.y, r3.xwxx
add r3.x, r3.x, r3.y
mov r3.yzw, cb0[7].xxyz
mov r3.y, r3.y
mov r3.z, r1.x
mul r3.y, r3.y, r3.z
mov r4.xyz, cb0[7].xyzx
mov r3.z, r4.xxyx
mov r1.x, r1.yxxx
mul r1.x, r3.z, r1.x
add r1.x, r3.y, r1.x
mov r3.yzw, cb0[7].xxyz
mov r1.y, r3.xwxx
add r1.x, r1.x, r1.y
mov r1.y, cb0[7].w
mul r1.x, r1.x, r1.y
mov r0.x, r1.z
mov r0.y, r1.w
mov r0.z, r3.x
mov r0.w, r1.x
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r2.xyzw
mov o1.xyzw, r1.xyzw
ret
