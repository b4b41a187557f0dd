vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param COLOR.xyzw, o1.xyzw, float
.param SV_ClipDistance.x, o2.x, float, CLIPDST
.param SV_CullDistance.y, o2.y, float, CULLDST
.param SV_ClipDistance1.x, o3.x, float, CLIPDST
.text
dcl_globalFlags refactoringAllowed
dcl_input_sgv v0.x, vertex_id
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_output_siv o2.x, clip_distance
dcl_output_siv o2.y, cull_distance
dcl_output_siv o3.x, clip_distance
dcl_temps 2
udiv r0.x, r0.y, v0.x, l(3)
ishl r1.x, r0.y, l(1)
and r1.x, r1.x, l(2)
and r1.y, r0.y, l(2)
utof r1.xy, r1.xyxx
mad r1.xy, r1.xyxx, l(2.00000000e+00, -2.00000000e+00, 0.00000000e+00, 0.00000000e+00), l(-1.00000000e+00, 1.00000000e+00, 0.00000000e+00, 0.00000000e+00)
mov o0.xy, r1.xyxx
mov o0.zw, l(0, 0, 0, 1.00000000e+00)
add o2.x, r1.x, l(5.00000000e-01)
add o3.x, -r1.y, l(2.50000000e-01)
ieq r1.z, r0.y, l(0)
or r1.z, r1.z, r0.x
movc o2.y, r1.z, l(-1.00000000e+00), l(1.00000000e+00)
movc o1.xyzw, r0.x, l(0, 0, 1.00000000e+00, 1.00000000e+00), l(1.00000000e+00, 0, 0, 1.00000000e+00)
ret
