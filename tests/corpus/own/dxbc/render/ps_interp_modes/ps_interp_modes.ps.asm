ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.xy, v1.xy, float
.param TEXCOORD1.xy, v2.xy, float
.param TEXCOORD2.xy, v3.xy, float
.param TEXCOORD3.xy, v4.xy, float
.param TEXCOORD4.xy, v5.xy, float
.param TEXCOORD5.x, v6.x, float
.param TEXCOORD6.y, v6.y, uint
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.param SV_Target1.xyzw, o1.xyzw, float, TARGET
.text
dcl_globalFlags refactoringAllowed
dcl_input_ps linear v1.xy
dcl_input_ps linear centroid v2.xy
dcl_input_ps linear noperspective v3.xy
dcl_input_ps linear noperspective centroid v4.xy
dcl_input_ps linear sample v5.xy
dcl_input_ps constant v6.x
dcl_input_ps constant v6.y
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_temps 1
mov o0.x, v1.x
mov o0.y, v2.x
mov o0.z, v3.x
mov o0.w, v4.x
mov o1.x, v5.x
mov o1.y, v6.x
utof r0.x, v6.y
mov o1.z, r0.x
add o1.w, v1.y, v3.y
ret
