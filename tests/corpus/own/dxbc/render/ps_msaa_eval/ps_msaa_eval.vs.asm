vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param TEXCOORD.xy, o1.xy, float
.param TEXCOORD1.xy, o2.xy, float
.text
dcl_globalFlags refactoringAllowed
dcl_input_sgv v0.x, vertex_id
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_output o2.xy
dcl_temps 1
ishl r0.x, v0.x, l(1)
and r0.x, r0.x, l(2)
and r0.y, v0.x, l(2)
utof r0.xy, r0.xyxx
mov o1.xy, r0.xyxx
mov o2.xy, r0.xyxx
mad o0.xy, r0.xyxx, l(2.00000000e+00, -2.00000000e+00, 0.00000000e+00, 0.00000000e+00), l(-1.00000000e+00, 1.00000000e+00, 0.00000000e+00, 0.00000000e+00)
mov o0.zw, l(0, 0, 0, 1.00000000e+00)
ret
