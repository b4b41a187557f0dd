gs_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param COLOR.xyzw, v1.xyzw, float
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param COLOR.xyzw, o1.xyzw, float
.param TEXCOORD.xyzw, o0.xyzw, float, NONE, NONE, m1
.param TEXCOORD1.xy, o1.xy, float, NONE, NONE, m1
.text
dcl_globalFlags refactoringAllowed
dcl_inputprimitive pointlist
dcl_stream m0
dcl_outputtopology pointlist
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_stream m1
dcl_outputtopology pointlist
dcl_output o0.xyzw
dcl_output o1.xy
dcl_maxout 2
dcl_input_siv v[1][0].xyzw, position
dcl_input v[1][1].xyzw
dcl_temps 1
mov o0.xyzw, l(-7.00000000e+00, 7.00000000e+00, 5.00000000e+00, -1.00000000e+00)
mov o1.xy, l(9.00000000e+00, 9.00000000e+00, 0, 0)
emit_stream m1
cut_stream m1
add r0.xyzw, v[0][1].xyzw, v[0][1].xyzw
mov o0.xyzw, v[0][0].xyzw
mov o1.xyzw, r0.xyzw
emit_stream m0
ret
