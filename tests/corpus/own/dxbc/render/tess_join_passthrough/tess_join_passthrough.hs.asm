hs_5_0
.input
.param CPPOS.xyz, v0.xyz, float
.output
.param CPPOS.xyz, o0.xyz, float
.patch_constant
.param SV_TessFactor.x, o0.x, float, TRIEDGE
.param EDGE.y, o0.y, float
.param SV_TessFactor1.x, o1.x, float, TRIEDGE
.param EDGE1.y, o1.y, float
.param SV_TessFactor2.x, o2.x, float, TRIEDGE
.param EDGE2.y, o2.y, float
.param SV_InsideTessFactor.x, o3.x, float, TRIINT
.param K.yzw, o3.yzw, float
.text
hs_decls
dcl_input_control_point_count 3
dcl_output_control_point_count 3
dcl_tessellator_domain domain_tri
dcl_tessellator_partitioning partitioning_integer
dcl_tessellator_output_primitive output_triangle_cw
dcl_globalFlags refactoringAllowed
hs_fork_phase
dcl_hs_fork_phase_instance_count 3
dcl_input vForkInstanceId
dcl_output o0.y
dcl_output o1.y
dcl_output o2.y
dcl_temps 2
dcl_index_range o0.y 3
mov r0.x, vForkInstanceId.x
utof r1.x, r0.x
add r1.x, r1.x, l(2.00000000e+00)
mov o[r0.x + 0].y, r1.x
ret
hs_join_phase
dcl_hs_join_phase_instance_count 3
dcl_input vJoinInstanceId
dcl_input vpc0.y
dcl_input vpc1.y
dcl_input vpc2.y
dcl_output_siv o0.x, finalTriUeq0EdgeTessFactor
dcl_output_siv o1.x, finalTriVeq0EdgeTessFactor
dcl_output_siv o2.x, finalTriWeq0EdgeTessFactor
dcl_temps 1
dcl_index_range vpc0.y 3
dcl_index_range o0.x 3
mov r0.x, vJoinInstanceId.x
mov o[r0.x + 0].x, vpc[r0.x + 0].y
ret
hs_join_phase
dcl_input vpc0.y
dcl_input vpc1.y
dcl_input vpc2.y
dcl_output_siv o3.x, finalTriInsideTessFactor
dcl_output o3.yzw
dcl_temps 1
add r0.x, vpc0.y, vpc2.y
mul o3.x, r0.x, l(5.00000000e-01)
mul o3.y, vpc1.y, l(1.25000000e-01)
add r0.x, vpc2.y, -vpc0.y
mul o3.z, r0.x, l(3.75000000e-01)
mov o3.w, l(0)
ret
