ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param TEXCOORD.xy, v1.xy, float
.param TEXCOORD1.xy, v2.xy, float
.param TEXCOORD2.xy, v3.xy, float
.param SV_SampleIndex.x, v4.x, uint, SAMPLE
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_output o0.xyzw
dcl_input_ps_siv linear v0.xyzw, position
dcl_input_ps linear v1.xy
dcl_input_ps linear noperspective v2.xy
dcl_input_ps linear centroid v3.xy
dcl_input_ps_sgv v4.x, sample_index
dcl_temps 4
mov r1.x, v4.x
mov r2.xyzw, v0.xyzw
mov r1.yz, v1.xxyx
mov r3.xy, v2.xyxx
mov r3.zw, v3.xxxy
mov r1.w, r2.xxxz
mul r1.w, r1.w, l(1.60000000e+01)
frc r1.w, r1.w
mov r2.xy, r2.xyxx
frc r2.xy, r2.xyxx
dp2 r2.x, r2.xyxx, r2.xyxx
frc r1.yz, r1.xyzx
dp2 r1.y, r1.yzyy, r1.yzyy
mul r1.z, r1.w, r1.w
add r1.y, r1.y, r1.z
frc r1.zw, r3.xxxy
dp2 r1.z, r1.zwzz, r1.zwzz
frc r2.yz, r3.xzwx
dp2 r1.w, r2.yzyy, r2.yzyy
utof r1.x, r1.x
add r1.x, r1.w, r1.x
mov r0.x, r2.x
mov r0.y, r1.y
mov r0.z, r1.z
mov r0.w, r1.x
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r1.xyzw
ret
