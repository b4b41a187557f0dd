ds_5_0
.input
.param CPPOS.xyz, vicp0.xyz, float
.param CPWEIGHT.w, vicp0.w, float
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param COLOR.xyzw, o1.xyzw, float
.patch_constant
.param SV_TessFactor.x, vpc0.x, float, QUADEDGE
.param PATCHK.y, vpc0.y, float
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
dcl_input vpc0.y
dcl_input vDomainLocation.xy
dcl_input vicp[4][0].xyz
dcl_input vicp[4][0].w
dcl_temps 8
mov r1.xyz, vicp[0][0].xyzx
mov r1.w, vicp[0][0].w
mov r2.xyz, vicp[1][0].xyzx
mov r2.w, vicp[1][0].w
mov r3.xyz, vicp[2][0].xyzx
mov r3.w, vicp[2][0].w
mov r4.xyz, vicp[3][0].xyzx
mov r4.w, vicp[3][0].w
mov r5.xy, vDomainLocation.xyxx
mov r5.z, vpc0.y
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
mov r2.x, r5.x
mov r2.y, -r1.w
add r2.y, r2.w, r2.y
mul r2.x, r2.x, r2.y
add r1.w, r1.w, r2.x
mov r2.x, r5.x
mov r2.y, -r3.w
add r2.y, r4.w, r2.y
mul r2.x, r2.x, r2.y
add r2.x, r3.w, r2.x
mov r2.y, r5.xyxx
mov r2.z, -r1.w
add r2.x, r2.x, r2.z
mul r2.x, r2.y, r2.x
add r1.w, r1.w, r2.x
mov r0.xyz, r1.xyzx
mov r0.w, l(1.00000000e+00)
mov r2.xyzw, r0.xyzw
mov r0.xy, r5.xyxx
mov r0.z, r1.w
mov r0.w, r5.z
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r2.xyzw
mov o1.xyzw, r1.xyzw
ret
