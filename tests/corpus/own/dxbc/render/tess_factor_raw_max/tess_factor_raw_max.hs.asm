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
.text
hs_decls
dcl_input_control_point_count 4
dcl_output_control_point_count 4
dcl_tessellator_domain domain_quad
dcl_tessellator_partitioning partitioning_integer
dcl_tessellator_output_primitive output_triangle_cw
dcl_hs_max_tessfactor 7.00000000e+00
hs_control_point_phase
dcl_temps 1
dcl_output o0.xyz
dcl_input v[4][0].xyz
dcl_input vOutputControlPointID
mov r0.x, vOutputControlPointID
mov r0.xyz, v[r0.x + 0][0].xyzx
mov o0.xyz, r0.xyzx
ret
hs_fork_phase
dcl_output_siv o0.x, finalQuadUeq0EdgeTessFactor
dcl_output_siv o1.x, finalQuadVeq0EdgeTessFactor
dcl_output_siv o2.x, finalQuadUeq1EdgeTessFactor
dcl_output_siv o3.x, finalQuadVeq1EdgeTessFactor
dcl_output_siv o4.x, finalQuadUInsideTessFactor
dcl_output_siv o5.x, finalQuadVInsideTessFactor
mov o0.x, l(9.00000000e+00)
mov o1.x, l(1.00000000e+01)
mov o2.x, l(1.10000000e+01)
mov o3.x, l(1.20000000e+01)
mov o4.x, l(1.30000000e+01)
mov o5.x, l(1.40000000e+01)
ret
