hs_5_0
.input
.param CPPOS.xyz, v0.xyz, float
.output
.param CPPOS.xyz, o0.xyz, float
.patch_constant
.param SV_TessFactor.x, o0.x, float, LINEDEN
.param SV_TessFactor1.x, o1.x, float, LINEDET
.text
hs_decls
dcl_input_control_point_count 2
dcl_output_control_point_count 2
dcl_tessellator_domain domain_isoline
dcl_tessellator_partitioning partitioning_integer
dcl_tessellator_output_primitive output_line
dcl_globalFlags refactoringAllowed
hs_control_point_phase
dcl_input vOutputControlPointID
dcl_input v[2][0].xyz
dcl_output o0.xyz
dcl_temps 1
mov r0.x, vOutputControlPointID
mov o0.xyz, v[r0.x + 0][0].xyzx
ret
hs_fork_phase
dcl_hs_fork_phase_instance_count 2
dcl_input vForkInstanceId
dcl_output_siv o0.x, finalLineDensityTessFactor
dcl_output_siv o1.x, finalLineDetailTessFactor
dcl_temps 2
dcl_index_range o0.x 2
mov r0.x, vForkInstanceId.x
utof r1.x, r0.x
add r1.x, -r1.x, l(4.00000000e+00)
mov o[r0.x + 0].x, r1.x
ret
