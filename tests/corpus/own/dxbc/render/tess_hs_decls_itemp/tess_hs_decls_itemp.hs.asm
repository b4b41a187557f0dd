hs_5_0
.input
.param CPPOS.xyz, v0.xyz, float
.output
.param CPPOS.xyz, o0.xyz, float
.patch_constant
.param SV_TessFactor.x, o0.x, float, QUADEDGE
.param SV_TessFactor1.x, o1.x, float, QUADEDGE
.param SV_TessFactor2.x, o2.x, float, QUADEDGE
.param SV_TessFactor3.x, o3.x, float, QUADEDGE
.param SV_InsideTessFactor.x, o4.x, float, QUADINT
.param SV_InsideTessFactor1.x, o5.x, float, QUADINT
.param PATCHK.xyzw, o6.xyzw, float
.text
hs_decls
dcl_input_control_point_count 4
dcl_output_control_point_count 4
dcl_tessellator_domain domain_quad
dcl_tessellator_partitioning partitioning_integer
dcl_tessellator_output_primitive output_triangle_cw
dcl_globalFlags refactoringAllowed
dcl_indexableTemp x0[4], 4
hs_control_point_phase
dcl_input vOutputControlPointID
dcl_input v[4][0].xyz
dcl_output o0.xyz
dcl_temps 1
mov x0[0].xyz, v[0][0].xyzx
mov x0[1].xyz, v[1][0].xyzx
mov x0[2].xyz, v[2][0].xyzx
mov x0[3].xyz, v[3][0].xyzx
mov r0.x, vOutputControlPointID
mov o0.xyz, x0[r0.x + 0].xyzx
ret
hs_fork_phase
dcl_hs_fork_phase_instance_count 4
dcl_input vForkInstanceId
dcl_output_siv o0.x, finalQuadUeq0EdgeTessFactor
dcl_output_siv o1.x, finalQuadVeq0EdgeTessFactor
dcl_output_siv o2.x, finalQuadUeq1EdgeTessFactor
dcl_output_siv o3.x, finalQuadVeq1EdgeTessFactor
dcl_temps 1
dcl_index_range o0.x 4
mov x0[0].x, l(2.00000000e+00)
mov x0[1].x, l(3.00000000e+00)
mov x0[2].x, l(4.00000000e+00)
mov x0[3].x, l(5.00000000e+00)
mov r0.x, vForkInstanceId.x
mov o[r0.x + 0].x, x0[r0.x + 0].x
ret
hs_fork_phase
dcl_output_siv o4.x, finalQuadUInsideTessFactor
dcl_output_siv o5.x, finalQuadVInsideTessFactor
dcl_output o6.xyzw
mov x0[2].yz, l(0, 3.00000000e+00, 5.00000000e+00, 0)
mov x0[3].xyzw, l(2.50000000e-01, 7.50000000e-01, 0, 0)
mov o4.x, x0[2].y
mov o5.x, x0[2].z
mov o6.xyzw, x0[3].xyzw
ret
