ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.xyzw, v1.xyzw, float
.param TEXCOORD1.xyzw, v2.xyzw, float
.param TEXCOORD2.xyzw, v3.xyzw, float
.param TEXCOORD3.xyzw, v4.xyzw, float
.param KEY.x, v5.x, uint
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_globalFlags refactoringAllowed
dcl_input_ps_siv linear noperspective v0.x, position
dcl_input_ps linear v1.xyzw
dcl_input_ps linear v2.xyzw
dcl_input_ps linear v3.xyzw
dcl_input_ps linear v4.xyzw
dcl_input_ps constant v5.x
dcl_output o0.xyzw
dcl_index_range v1.xyzw 4
dcl_temps 2
ftou r0.x, v0.x
iadd r0.x, r0.x, v5.x
and r0.x, r0.x, l(3)
eval_centroid r1.xyzw, v[r0.x + 1].xyzw
add o0.xyzw, r1.xyzw, v[r0.x + 1].xyzw
ret
