vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.text
dcl_output_siv o0.xyzw, position
mov o0.xyzw, l(0, 0, 0, 1.00000000e+00)
ret
