gs_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.xy, v1.xy, float
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param TEXCOORD.xy, o1.xy, float
.param TEXCOORD1.x, o2.x, uint
.text
dcl_globalFlags refactoringAllowed
dcl_inputprimitive trianglelist
dcl_outputtopology trianglestrip
dcl_maxout 3
dcl_gs_instances 2
dcl_stream m0
dcl_input_siv v[3][0].xyzw, position
dcl_input v[3][1].xy
dcl_input vGSInstanceID
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_output o2.x
dcl_temps 2
utof r0.x, vGSInstanceID
mov r0.y, l(0)
loop
    uge r0.z, r0.y, l(3)
    breakp_nz r0.z
    mad r1.x, r0.x, v[r0.y + 0][0].w, v[r0.y + 0][0].x
    mov o0.x, r1.x
    mov o0.yzw, v[r0.y + 0][0].xyzw
    mov o1.xy, v[r0.y + 0][1].xyxx
    mov o2.x, vGSInstanceID
    emit_stream m0
    iadd r0.y, r0.y, l(1)
endloop
ret
