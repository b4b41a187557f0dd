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
hs_control_point_phase
dcl_input vOutputControlPointID
dcl_input v[4][0].xyz
dcl_output o0.xyz
dcl_temps 1
mov r0.x, vOutputControlPointID
mov o0.xyz, v[r0.x + 0][0].xyzx
ret
hs_fork_phase
dcl_hs_fork_phase_instance_count 4
dcl_input vForkInstanceId
dcl_output_siv o0.x, finalQuadUeq0EdgeTessFactor
dcl_output_siv o1.x, finalQuadVeq0EdgeTessFactor
dcl_output_siv o2.x, finalQuadUeq1EdgeTessFactor
dcl_output_siv o3.x, finalQuadVeq1EdgeTessFactor
dcl_temps 2
dcl_index_range o0.x 4
mov r0.x, vForkInstanceId.x
utof r1.x, r0.x
add r1.x, r1.x, l(2.00000000e+00)
mov o[r0.x + 0].x, r1.x
ieq r1.y, r0.x, l(0)
retp_nz r1.y
mov r1.z, l(0)
ret
hs_fork_phase
dcl_hs_fork_phase_instance_count 2
dcl_input vForkInstanceId
dcl_output_siv o4.x, finalQuadUInsideTessFactor
dcl_output_siv o5.x, finalQuadVInsideTessFactor
dcl_temps 1
dcl_indexableTemp x0[2], 4
dcl_index_range o4.x 2
mov x0[0].x, l(3.00000000e+00)
mov x0[1].x, l(5.00000000e+00)
mov r0.x, vForkInstanceId.x
mov o[r0.x + 4].x, x0[r0.x + 0].x
ret
hs_fork_phase
dcl_input vicp[4][0].xy
dcl_input vocp[4][0].x
dcl_output o6.xyzw
dcl_temps 2
add r0.x, vocp[3][0].x, -vicp[0][0].x
mul o6.x, r0.x, l(2.50000000e-01)
mov r0.xy, l(0, 0, 0, 0)
loop
    uge r1.x, r0.x, l(4)
    breakp_nz r1.x
    utof r1.y, r0.x
    add r1.z, vocp[r0.x + 0][0].x, vicp[r0.x + 0][0].y
    mad r0.y, r1.y, r1.z, r0.y
    iadd r0.x, r0.x, l(1)
endloop
mov o6.y, r0.y
mov o6.zw, l(0, 0, 0, 0)
ret
