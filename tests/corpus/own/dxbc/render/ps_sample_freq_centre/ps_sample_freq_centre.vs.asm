vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param TEXCOORD.xy, o1.xy, float
.param TEXCOORD1.xy, o2.xy, float
.param TEXCOORD2.xy, o3.xy, float
.text
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_output o2.xy
dcl_output o3.xy
dcl_input_sgv v0.x, vertex_id
dcl_temps 3
dcl_indexableTemp x0[6], 4
mov r1.x, v0.x
mov x0[0].xy, l(-1.00000000e+00, 1.00000000e+00, 0, 0)
mov x0[1].xy, l(1.00000000e+00, 1.00000000e+00, 0, 0)
mov x0[2].xy, l(-1.00000000e+00, -1.00000000e+00, 0, 0)
mov x0[3].xy, l(1.00000000e+00, 1.00000000e+00, 0, 0)
mov x0[4].xy, l(1.00000000e+00, -1.00000000e+00, 0, 0)
mov x0[5].xy, l(-1.00000000e+00, -1.00000000e+00, 0, 0)
mov r1.xy, x0[r1.x + 0].xyxx
mov r1.z, r1.x
add r1.z, r1.z, l(1.00000000e+00)
mov r1.w, r1.xxxy
mov r1.w, -r1.w
add r1.w, r1.w, l(1.00000000e+00)
mov r0.x, r1.z
mov r0.y, r1.w
mov r1.zw, r0.xxxy
mul r1.zw, r1.xxzw, l(4.00000000e+00, 4.00000000e+00, 4.00000000e+00, 4.00000000e+00)
mov r2.x, r1.z
div r2.x, r2.x, l(1.60000000e+01)
mov r0.xy, r1.xyxx
mov r0.z, r2.x
mov r0.w, l(1.00000000e+00)
mov r2.xyzw, r0.xyzw
mov o0.xyzw, r2.xyzw
mov o1.xy, r1.zwzz
mov o2.xy, r1.zwzz
mov o3.xy, r1.zwzz
ret
