vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param SV_ClipDistance.xy, o1.xy, float, CLIPDST
.text
dcl_globalFlags refactoringAllowed
dcl_input_sgv v0.x, vertex_id
dcl_output_siv o0.xyzw, position
dcl_output_siv o1.xy, clip_distance
dcl_temps 1
ishl r0.x, v0.x, l(1)
and r0.x, r0.x, l(2)
and r0.y, v0.x, l(2)
utof r0.xy, r0.xyxx
mad r0.xy, r0.xyxx, l(2.00000000e+00, -2.00000000e+00, 0.00000000e+00, 0.00000000e+00), l(-1.00000000e+00, 1.00000000e+00, 0.00000000e+00, 0.00000000e+00)
mov o0.xy, r0.xyxx
mov o0.zw, l(0, 0, 0, 1.00000000e+00)
add o1.x, r0.x, l(5.00000000e-01)
add o1.y, -r0.y, l(5.00000000e-01)
ret
