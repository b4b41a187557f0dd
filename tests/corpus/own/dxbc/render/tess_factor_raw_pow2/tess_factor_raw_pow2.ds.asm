ds_5_0
.input
.param CPPOS.xyz, vicp0.xyz, float
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param COLOR.xyzw, o1.xyzw, float
.patch_constant
.param SV_TessFactor.x, vpc0.x, float, QUADEDGE
.param SV_TessFactor1.x, vpc1.x, float, QUADEDGE
.param SV_TessFactor2.x, vpc2.x, float, QUADEDGE
.param SV_TessFactor3.x, vpc3.x, float, QUADEDGE
.param SV_InsideTessFactor.x, vpc4.x, float, QUADINT
.param SV_InsideTessFactor1.x, vpc5.x, float, QUADINT
.text
dcl_input_control_point_count 4
dcl_tessellator_domain domain_quad
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_input_siv vpc0.x, finalQuadUeq0EdgeTessFactor
dcl_input_siv vpc1.x, finalQuadVeq0EdgeTessFactor
dcl_input_siv vpc2.x, finalQuadUeq1EdgeTessFactor
dcl_input_siv vpc3.x, finalQuadVeq1EdgeTessFactor
dcl_input_siv vpc4.x, finalQuadUInsideTessFactor
dcl_input_siv vpc5.x, finalQuadVInsideTessFactor
dcl_input vDomainLocation.xy
dcl_input vicp[4][0].xyz
dcl_temps 8
mov r1.xyz, vicp[0][0].xyzx
mov r2.xyz, vicp[1][0].xyzx
mov r3.xyz, vicp[2][0].xyzx
mov r4.xyz, vicp[3][0].xyzx
mov r5.xy, vDomainLocation.xyxx
mov r1.w, vpc0.x
mov r2.w, vpc1.x
mov r3.w, vpc2.x
mov r4.w, vpc3.x
mov r5.z, vpc4.x
mov r5.w, vpc5.x
mov r6.xyz, r5.x
mov r7.xyz, -r1.xyzx
add r2.xyz, r2.xyzx, r7.xyzx
mul r2.xyz, r6.xyzx, r2.xyzx
add r1.xyz, r1.xyzx, r2.xyzx
mov r2.xyz, r5.x
mov r6.xyz, -r3.xyzx
add r4.xyz, r4.xyzx, r6.xyzx
mul r2.xyz, r2.xyzx, r4.xyzx
add r2.xyz, r3.xyzx, r2.xyzx
mov r3.xyz, r5.yyyx
mov r4.xyz, -r1.xyzx
add r2.xyz, r2.xyzx, r4.xyzx
mul r2.xyz, r3.xyzx, r2.xyzx
add r1.xyz, r1.xyzx, r2.xyzx
mov r0.xyz, r1.xyzx
mov r0.w, l(1.00000000e+00)
mov r6.xyzw, r0.xyzw
mul r1.x, r2.w, l(2.00000000e+00)
add r1.x, r1.w, r1.x
mul r1.y, r3.w, l(4.00000000e+00)
add r1.x, r1.x, r1.y
mul r1.y, r4.w, l(8.00000000e+00)
add r1.x, r1.x, r1.y
mul r1.y, r5.z, l(1.60000000e+01)
add r1.x, r1.x, r1.y
mul r1.y, r5.w, l(3.20000000e+01)
add r1.x, r1.x, r1.y
mov r1.yzw, r5.xxyx
mov r2.xyz, r5.xyyx
mul r1.yzw, r1.xyzw, r2.xxyz
div r1.x, r1.x, l(1.02400000e+03)
mov r0.xyz, r1.yzwy
mov r0.w, r1.x
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r6.xyzw
mov o1.xyzw, r1.xyzw
ret
