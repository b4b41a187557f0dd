ds_5_0
.input
.param CPPOS.xyz, vicp0.xyz, float
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param COLOR.xyzw, o1.xyzw, float
.patch_constant
.param SV_TessFactor.x, vpc0.x, float, LINEDEN
.param SV_TessFactor1.x, vpc1.x, float, LINEDET
.text
dcl_input_control_point_count 2
dcl_tessellator_domain domain_isoline
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_input_siv vpc0.x, finalLineDensityTessFactor
dcl_input_siv vpc1.x, finalLineDetailTessFactor
dcl_input vDomainLocation.xy
dcl_input vicp[2][0].xyz
dcl_temps 6
mov r1.xyz, vicp[0][0].xyzx
mov r2.xyz, vicp[1][0].xyzx
mov r3.xy, vDomainLocation.xyxx
mov r1.w, vpc0.x
mov r2.w, vpc1.x
mov r4.xyz, r3.x
mov r5.xyz, -r1.xyzx
add r2.xyz, r2.xyzx, r5.xyzx
mul r2.xyz, r4.xyzx, r2.xyzx
add r1.xyz, r1.xyzx, r2.xyzx
mov r2.x, r1.yxxx
mov r2.y, r3.xyxx
mul r2.y, r2.y, l(2.00000000e+00)
mov r2.y, -r2.y
add r2.x, r2.x, r2.y
mov r2.y, r1.x
mov r0.x, r2.y
mov r0.y, r2.x
mov r1.x, r1.zxxx
mov r0.z, r1.x
mov r0.w, l(1.00000000e+00)
mov r4.xyzw, r0.xyzw
div r1.x, r1.w, l(8.00000000e+00)
div r1.y, r2.w, l(8.00000000e+00)
mov r0.xy, r3.xyxx
mov r0.z, r1.x
mov r0.w, r1.y
mov r1.xyzw, r0.xyzw
mov o0.xyzw, r4.xyzw
mov o1.xyzw, r1.xyzw
ret
