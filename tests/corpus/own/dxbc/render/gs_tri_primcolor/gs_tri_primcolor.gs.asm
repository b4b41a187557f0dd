gs_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.xy, v1.xy, float
.param SV_PrimitiveID, primID, uint, PRIMID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param TEXCOORD.xy, o1.xy, float
.param TEXCOORD1.xy, o2.xy, float
.text
dcl_inputprimitive trianglelist
dcl_outputtopology trianglestrip
dcl_maxout 3
dcl_stream m0
dcl_input_siv v[3][0].xyzw, position
dcl_input v[3][1].xy
dcl_input primID
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_output o2.xy
dcl_temps 7
mov r1.x, primID
mov r2.xyzw, v[0][0].xyzw
mov r1.yz, v[0][1].xxyx
mov r3.xyzw, v[1][0].xyzw
mov r4.xy, v[1][1].xyxx
mov r5.xyzw, v[2][0].xyzw
mov r4.zw, v[2][1].xxxy
mov r1.xw, r1.x
utof r1.xw, r1.xxxw
mov r6.x, r1.x
add r6.x, r6.x, l(5.00000000e-01)
mov r1.x, r1.wxxx
mul r1.x, r1.x, l(5.00000000e-01)
mov r1.x, -r1.x
add r1.x, r1.x, l(7.50000000e-01)
mov r0.x, r6.x
mov r0.y, r1.x
mov r1.xw, r0.xxxy
mov o0.xyzw, r2.xyzw
mov o1.xy, r1.yzyy
mov o2.xy, r1.xwxx
emit_stream m0
mov r1.xy, r0.xyxx
mov o0.xyzw, r3.xyzw
mov o1.xy, r4.xyxx
mov o2.xy, r1.xyxx
emit_stream m0
mov r1.xy, r0.xyxx
mov o0.xyzw, r5.xyzw
mov o1.xy, r4.zwzz
mov o2.xy, r1.xyxx
emit_stream m0
ret
