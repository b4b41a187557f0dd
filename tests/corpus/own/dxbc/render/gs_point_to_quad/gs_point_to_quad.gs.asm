gs_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.xy, v1.xy, float
.param COLOR.xyzw, v2.xyzw, float
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param TEXCOORD.xy, o1.xy, float
.param COLOR.xyzw, o2.xyzw, float
.text
dcl_inputprimitive pointlist
dcl_outputtopology trianglestrip
dcl_maxout 4
dcl_stream m0
dcl_input_siv v[1][0].xyzw, position
dcl_input v[1][1].xy
dcl_input v[1][2].xyzw
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_output o2.xyzw
dcl_temps 5
mov r1.xyzw, v[0][0].xyzw
mov r2.xy, v[0][1].xyxx
mov r3.xyzw, v[0][2].xyzw
mov r2.z, r1.x
mov r2.w, r2.x
mul r2.w, r2.w, l(-1.00000000e+00)
add r2.z, r2.z, r2.w
mov r2.w, r1.xxxy
mov r4.x, r2.yxxx
mul r4.x, r4.x, l(-1.00000000e+00)
mov r4.x, -r4.x
add r2.w, r2.w, r4.x
mov r0.x, r2.z
mov r0.y, r2.w
mov r2.zw, r1.xxzw
mov r0.zw, r2.zzzw
mov r4.xyzw, r0.xyzw
mov o0.xyzw, r4.xyzw
mov o1.xy, l(0, 0, 0, 0)
mov o2.xyzw, r3.xyzw
emit_stream m0
mov r2.zw, r1.x
mov r4.xy, r2.x
add r2.zw, r2.xxzw, r4.xxxy
mov r4.x, r2.z
mov r4.y, r1.xyxx
mov r4.z, r2.xxyx
mul r4.z, r4.z, l(-1.00000000e+00)
mov r4.z, -r4.z
add r4.y, r4.y, r4.z
mov r0.x, r4.x
mov r0.y, r4.y
mov r4.xy, r1.zwxx
mov r0.zw, r4.xxxy
mov r4.xyzw, r0.xyzw
mov o0.xyzw, r4.xyzw
mov o1.xy, l(1.00000000e+00, 0, 0, 0)
mov o2.xyzw, r3.xyzw
emit_stream m0
mov r4.x, r1.x
mov r4.y, r2.x
mul r4.y, r4.y, l(-1.00000000e+00)
add r4.x, r4.x, r4.y
mov r2.xy, r2.yyxx
mov r2.xy, -r2.xyxx
mov r4.yz, r1.xyyx
add r2.xy, r4.yzyy, r2.xyxx
mov r4.y, r2.x
mov r0.x, r4.x
mov r0.y, r4.y
mov r4.xy, r1.zwxx
mov r0.zw, r4.xxxy
mov r4.xyzw, r0.xyzw
mov o0.xyzw, r4.xyzw
mov o1.xy, l(0, 1.00000000e+00, 0, 0)
mov o2.xyzw, r3.xyzw
emit_stream m0
mov r2.z, r2.xxwx
mov r2.x, r2.yxxx
mov r0.x, r2.z
mov r0.y, r2.x
mov r1.xy, r1.zwxx
mov r0.zw, r1.xxxy
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r1.xyzw
mov o1.xy, l(1.00000000e+00, 1.00000000e+00, 0, 0)
mov o2.xyzw, r3.xyzw
emit_stream m0
ret
