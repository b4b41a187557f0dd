vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param TEXCOORD.x, o1.x, float
.param TEXCOORD1.yz, o1.yz, float
.param COLOR.w, o1.w, float
.param TEXCOORD2.xyz, o2.xyz, float
.param TEXCOORD5.w, o2.w, float
.param TEXCOORD3.x, o3.x, uint
.param COLOR1.yz, o3.yz, int
.param TEXCOORD4.xy, o4.xy, float
.text
dcl_output_siv o0.xyzw, position
dcl_output o1.x
dcl_output o1.yz
dcl_output o2.xyz
dcl_output o3.x
dcl_output o4.xy
dcl_output o1.w
dcl_output o3.yz
dcl_output o2.w
dcl_input_sgv v0.x, vertex_id
dcl_temps 5
mov r1.x, v0.x
ishl r1.y, r1.x, l(1)
and r1.y, r1.y, l(2)
and r1.x, r1.x, l(2)
utof r1.y, r1.y
utof r1.x, r1.x
mov r0.x, r1.y
mov r0.y, r1.x
mov r1.zw, r0.xxxy
mul r1.zw, r1.xxzw, l(2.00000000e+00, -2.00000000e+00, 2.00000000e+00, -2.00000000e+00)
add r1.zw, r1.xxzw, l(-1.00000000e+00, 1.00000000e+00, -1.00000000e+00, 1.00000000e+00)
mov r0.xy, r1.zwzz
mov r0.z, l(0)
mov r0.w, l(1.00000000e+00)
mov r2.xyzw, r0.xyzw
mul r1.z, r1.x, l(2.00000000e+00)
add r1.z, r1.y, r1.z
mul r1.w, r1.y, l(3.00000000e+00)
mov r3.xy, r1.x
mov r3.xy, -r3.xyxx
mov r3.z, r3.x
add r3.z, r3.z, l(1.00000000e+00)
mov r0.x, r1.w
mov r0.y, r3.z
mov r3.zw, r0.xxxy
mul r1.w, r1.y, l(5.00000000e-01)
add r4.x, r1.y, l(2.50000000e-01)
mov r0.x, r1.x
mov r0.y, r1.w
mov r0.z, r4.x
mov r4.xyz, r0.xyzx
mov r1.w, r3.xxxy
add r1.w, r1.y, r1.w
mul r3.x, r1.y, l(2.00000000e+00)
mov r0.x, r1.w
mov r0.y, r3.x
mov r3.xy, r0.xyxx
mov r1.y, -r1.y
add r1.y, r1.y, l(1.00000000e+00)
mul r1.x, r1.x, l(4.00000000e+00)
mov o0.xyzw, r2.xyzw
mov o1.x, r1.z
mov o1.yz, r3.zzwz
mov o2.xyz, r4.xyzx
mov o3.x, l(42)
mov o4.xy, r3.xyxx
mov o1.w, r1.y
mov o3.yz, l(0, 0xfffffffd, 77, 0)
mov o2.w, r1.x
ret
