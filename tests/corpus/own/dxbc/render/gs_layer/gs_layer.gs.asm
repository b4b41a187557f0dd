gs_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.xy, v1.xy, float
.param SV_PrimitiveID, primID, uint, PRIMID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param TEXCOORD.xy, o1.xy, float
.param SV_RenderTargetArrayIndex.x, o2.x, uint, RTINDEX
.text
dcl_inputprimitive trianglelist
dcl_outputtopology trianglestrip
dcl_maxout 3
dcl_temps 5
dcl_stream m0
dcl_input_siv v[3][0].xyzw, position
dcl_input v[3][1].xy
dcl_input primID
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_output_siv o2.x, render_target_array_index
mov r0.x, primID
mov r1.xyzw, v[0][0].xyzw
mov r0.yz, v[0][1].xxyx
mov r2.xyzw, v[1][0].xyzw
mov r3.xy, v[1][1].xyxx
mov r4.xyzw, v[2][0].xyzw
mov r3.zw, v[2][1].xxxy
and r0.w, r0.x, l(1)
mov o0.xyzw, r1.xyzw
mov o1.xy, r0.yzyy
mov o2.x, r0.w
emit_stream m0
and r0.y, r0.x, l(1)
mov o0.xyzw, r2.xyzw
mov o1.xy, r3.xyxx
mov o2.x, r0.y
emit_stream m0
and r0.x, r0.x, l(1)
mov o0.xyzw, r4.xyzw
mov o1.xy, r3.zwzz
mov o2.x, r0.x
emit_stream m0
ret
