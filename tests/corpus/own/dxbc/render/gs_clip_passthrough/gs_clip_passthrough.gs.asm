gs_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param SV_ClipDistance.xy, v1.xy, float, CLIPDST
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param SV_ClipDistance.xy, o1.xy, float, CLIPDST
.text
dcl_globalFlags refactoringAllowed
dcl_inputprimitive trianglelist
dcl_outputtopology trianglestrip
dcl_maxout 3
dcl_input_siv v[3][0].xyzw, position
dcl_input_siv v[3][1].xy, clip_distance
dcl_output_siv o0.xyzw, position
dcl_output_siv o1.xy, clip_distance
dcl_temps 1
mov r0.x, l(0)
loop
    uge r0.y, r0.x, l(3)
    breakp_nz r0.y
    mov o0.xyzw, v[r0.x + 0][0].xyzw
    mov o1.xy, v[r0.x + 0][1].xyxx
    emit_stream m0
    iadd r0.x, r0.x, l(1)
endloop
ret
