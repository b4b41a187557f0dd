vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param TEXCOORD.xy, o1.xy, float
.text
dcl_constantBuffer cb0[1], immediateIndexed
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_input_sgv v0.x, vertex_id
dcl_temps 3
dcl_indexableTemp x0[6], 4
mov r1.x, v0.x
mov x0[0].xy, l(0, 0, 0, 0)
mov x0[1].xy, l(1.00000000e+00, 0, 0, 0)
mov x0[2].xy, l(0, 1.00000000e+00, 0, 0)
mov x0[3].xy, l(1.00000000e+00, 0, 0, 0)
mov x0[4].xy, l(1.00000000e+00, 1.00000000e+00, 0, 0)
mov x0[5].xy, l(0, 1.00000000e+00, 0, 0)
mov r1.xy, x0[r1.x + 0].xyxx
mov r2.xyzw, cb0[0].xyzw
mov r1.zw, r2.xxxy
mul r1.zw, r1.xxxy, r1.xxzw
mov r2.xyzw, cb0[0].xyzw
mov r2.xy, r2.zwxx
add r1.zw, r1.xxzw, r2.xxxy
mov r0.xy, r1.zwzz
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r2.xyzw, r0.xyzw
mov o0.xyzw, r2.xyzw
mov o1.xy, r1.xyxx
ret
