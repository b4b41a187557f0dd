vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param CPPOS.xyz, o0.xyz, float
.text
dcl_output o0.xyz
dcl_input_sgv v0.x, vertex_id
dcl_temps 2
dcl_indexableTemp x0[4], 4
mov r1.x, v0.x
mov x0[0].xy, l(-8.88888896e-01, 8.88888896e-01, 0, 0)
mov x0[1].xy, l(8.88888896e-01, 8.88888896e-01, 0, 0)
mov x0[2].xy, l(-8.88888896e-01, -8.88888896e-01, 0, 0)
mov x0[3].xy, l(8.88888896e-01, -8.88888896e-01, 0, 0)
mov r1.xy, x0[r1.x + 0].xyxx
mov r0.xy, r1.xyxx
mov r0.z, l(0)
mov r1.xyz, r0.xyzx
mov o0.xyz, r1.xyzx
ret
