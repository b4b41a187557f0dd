hs_5_0
.input
.param CPPOS.xyz, v0.xyz, float
.output
.param CPPOS.xyz, o0.xyz, float
.patch_constant
.param SV_TessFactor.x, o0.x, float, TRIEDGE
.param PATCHK.y, o0.y, float
.param SV_TessFactor1.x, o1.x, float, TRIEDGE
.param SV_TessFactor2.x, o2.x, float, TRIEDGE
.param SV_InsideTessFactor.x, o3.x, float, TRIINT
.text
hs_decls
dcl_input_control_point_count 3
dcl_output_control_point_count 3
dcl_tessellator_domain domain_tri
dcl_tessellator_partitioning partitioning_integer
dcl_tessellator_output_primitive output_triangle_cw
hs_control_point_phase
dcl_temps 1
dcl_output o0.xyz
dcl_input v[3][0].xyz
dcl_input vOutputControlPointID
mov r0.x, vOutputControlPointID
mov r0.xyz, v[r0.x + 0][0].xyzx
mov o0.xyz, r0.xyzx
ret
hs_fork_phase
dcl_temps 1
dcl_output_siv o0.x, finalTriUeq0EdgeTessFactor
dcl_output_siv o1.x, finalTriVeq0EdgeTessFactor
dcl_output_siv o2.x, finalTriWeq0EdgeTessFactor
dcl_output_siv o3.x, finalTriInsideTessFactor
dcl_output o0.y
dcl_input vicp[3][0].xyz
mov r0.xyz, vicp[0][0].xyzx
mov r0.x, r0.zxxx
add r0.x, r0.x, l(5.00000000e-01)
mov o0.x, l(4.00000000e+00)
mov o1.x, l(4.00000000e+00)
mov o2.x, l(4.00000000e+00)
mov o3.x, l(4.00000000e+00)
mov o0.y, r0.x
ret
