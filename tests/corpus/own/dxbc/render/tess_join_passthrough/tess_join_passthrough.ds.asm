ds_5_0
.input
.param CPPOS.xyz, vicp0.xyz, float
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param COLOR.xyzw, o1.xyzw, float
.patch_constant
.param SV_TessFactor.x, vpc0.x, float, TRIEDGE
.param EDGE.y, vpc0.y, float
.param SV_TessFactor1.x, vpc1.x, float, TRIEDGE
.param EDGE1.y, vpc1.y, float
.param SV_TessFactor2.x, vpc2.x, float, TRIEDGE
.param EDGE2.y, vpc2.y, float
.param SV_InsideTessFactor.x, vpc3.x, float, TRIINT
.param K.yzw, vpc3.yz, float
.text
dcl_input_control_point_count 3
dcl_tessellator_domain domain_tri
dcl_globalFlags refactoringAllowed
dcl_input_siv vpc0.x, finalTriUeq0EdgeTessFactor
dcl_input vpc0.y
dcl_input_siv vpc1.x, finalTriVeq0EdgeTessFactor
dcl_input vpc1.y
dcl_input_siv vpc2.x, finalTriWeq0EdgeTessFactor
dcl_input vpc2.y
dcl_input_siv vpc3.x, finalTriInsideTessFactor
dcl_input vpc3.yz
dcl_input vDomainLocation.xyz
dcl_input vicp[3][0].xyz
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_temps 2
mul r0.xyz, vDomainLocation.y, vicp[1][0].xyzx
mad r0.xyz, vDomainLocation.x, vicp[0][0].xyzx, r0.xyzx
mad o0.xyz, vDomainLocation.z, vicp[2][0].xyzx, r0.xyzx
mov o0.w, l(1.00000000e+00)
mul r0.x, vpc1.x, vDomainLocation.y
mad r0.x, vpc0.x, vDomainLocation.x, r0.x
mad r0.x, vpc2.x, vDomainLocation.z, r0.x
mul o1.x, r0.x, l(1.25000000e-01)
mul r1.x, vpc1.y, vDomainLocation.y
mad r1.x, vpc0.y, vDomainLocation.x, r1.x
mad r1.x, vpc2.y, vDomainLocation.z, r1.x
mul o1.y, r1.x, l(1.25000000e-01)
mul r0.y, vpc3.y, vDomainLocation.x
mad o1.z, vpc3.x, l(1.25000000e-01), r0.y
mov o1.w, vpc3.z
ret
