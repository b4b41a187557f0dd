ds_5_0
.input
.param CPPOS.xyz, vicp0.xyz, float
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param COLOR.xyzw, o1.xyzw, float
.patch_constant
.param SV_TessFactor.x, vpc0.x, float, TRIEDGE
.param PATCHK.y, vpc0.y, float
.param SV_TessFactor1.x, vpc1.x, float, TRIEDGE
.param SV_TessFactor2.x, vpc2.x, float, TRIEDGE
.param SV_InsideTessFactor.x, vpc3.x, float, TRIINT
.text
dcl_input_control_point_count 3
dcl_tessellator_domain domain_tri
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_input vpc0.y
dcl_input vDomainLocation.xyz
dcl_input vicp[3][0].xyz
dcl_temps 6
mov r1.xyz, vicp[0][0].xyzx
mov r2.xyz, vicp[1][0].xyzx
mov r3.xyz, vicp[2][0].xyzx
mov r4.xyz, vDomainLocation.xyzx
mov r1.w, vpc0.y
mov r5.xyz, r4.x
mul r1.xyz, r5.xyzx, r1.xyzx
mov r5.xyz, r4.yyyx
mul r2.xyz, r5.xyzx, r2.xyzx
add r1.xyz, r1.xyzx, r2.xyzx
mov r2.xyz, r4.zzzx
mul r2.xyz, r2.xyzx, r3.xyzx
add r1.xyz, r1.xyzx, r2.xyzx
mov r0.xyz, r1.xyzx
mov r0.w, l(1.00000000e+00)
mov r2.xyzw, r0.xyzw
mov r0.xyz, r4.xyzx
mov r0.w, r1.w
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r2.xyzw
mov o1.xyzw, r1.xyzw
ret
