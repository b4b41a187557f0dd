gs_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param COLOR.xyzw, o1.xyzw, float
.text
dcl_inputprimitive pointlist
dcl_outputtopology trianglestrip
dcl_maxout 8
dcl_stream m0
dcl_input_siv v[1][0].xyzw, position
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_temps 3
mov r1.xyzw, v[0][0].xyzw
mov r2.xy, r1.xyxx
add r2.xy, r2.xyxx, l(-1.00000000e+00, 1.00000000e+00, 0.00000000e+00, 0.00000000e+00)
mov r0.xy, r2.xyxx
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r2.xyzw, r0.xyzw
mov o0.xyzw, r2.xyzw
mov o1.xyzw, l(1.00000000e+00, 0, 0, 1.00000000e+00)
emit_stream m0
mov r2.xy, r1.xyxx
add r2.xy, r2.xyxx, l(-1.00000000e+00, 0.00000000e+00, 0.00000000e+00, 0.00000000e+00)
mov r0.xy, r2.xyxx
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r2.xyzw, r0.xyzw
mov o0.xyzw, r2.xyzw
mov o1.xyzw, l(1.00000000e+00, 0, 0, 1.00000000e+00)
emit_stream m0
mov r2.xy, r1.xyxx
add r2.xy, r2.xyxx, l(0.00000000e+00, 1.00000000e+00, 0.00000000e+00, 0.00000000e+00)
mov r0.xy, r2.xyxx
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r2.xyzw, r0.xyzw
mov o0.xyzw, r2.xyzw
mov o1.xyzw, l(1.00000000e+00, 0, 0, 1.00000000e+00)
emit_stream m0
mov r2.xy, r1.xyxx
mov r0.xy, r2.xyxx
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r2.xyzw, r0.xyzw
mov o0.xyzw, r2.xyzw
mov o1.xyzw, l(1.00000000e+00, 0, 0, 1.00000000e+00)
emit_stream m0
cut_stream m0
mov r2.xy, r1.xyxx
add r2.xy, r2.xyxx, l(1.00000000e+00, 0.00000000e+00, 0.00000000e+00, 0.00000000e+00)
mov r0.xy, r2.xyxx
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r2.xyzw, r0.xyzw
mov o0.xyzw, r2.xyzw
mov o1.xyzw, l(0, 1.00000000e+00, 0, 1.00000000e+00)
emit_stream m0
mov r2.xy, r1.xyxx
mov r0.xy, r2.xyxx
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r2.xyzw, r0.xyzw
mov o0.xyzw, r2.xyzw
mov o1.xyzw, l(0, 1.00000000e+00, 0, 1.00000000e+00)
emit_stream m0
mov r2.xy, r1.xyxx
add r2.xy, r2.xyxx, l(1.00000000e+00, -1.00000000e+00, 0.00000000e+00, 0.00000000e+00)
mov r0.xy, r2.xyxx
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r2.xyzw, r0.xyzw
mov o0.xyzw, r2.xyzw
mov o1.xyzw, l(0, 1.00000000e+00, 0, 1.00000000e+00)
emit_stream m0
mov r1.xy, r1.xyxx
add r1.xy, r1.xyxx, l(0.00000000e+00, -1.00000000e+00, 0.00000000e+00, 0.00000000e+00)
mov r0.xy, r1.xyxx
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r1.xyzw
mov o1.xyzw, l(0, 1.00000000e+00, 0, 1.00000000e+00)
emit_stream m0
cut_stream m0
ret
