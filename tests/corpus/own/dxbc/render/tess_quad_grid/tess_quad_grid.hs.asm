hs_5_0
.input
.param CPPOS.xyz, v0.xyz, float
.output
.param CPPOS.xyz, o0.xyz, float
.param CPWEIGHT.w, o0.w, float
.patch_constant
.param SV_TessFactor.x, o0.x, float, QUADEDGE
.param PATCHK.y, o0.y, float
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
hs_control_point_phase
dcl_temps 1
dcl_output o0.xyz
dcl_output o0.w
dcl_input v[4][0].xyz
dcl_input vOutputControlPointID
mov r0.x, vOutputControlPointID
mov r0.yzw, v[r0.x + 0][0].xxyz
utof r0.x, r0.x
mul r0.x, r0.x, l(2.50000000e-01)
mov o0.xyz, r0.yzwy
mov o0.w, r0.x
ret
hs_fork_phase
dcl_temps 1
dcl_output_siv o0.x, finalQuadUeq0EdgeTessFactor
dcl_output_siv o1.x, finalQuadVeq0EdgeTessFactor
dcl_output_siv o2.x, finalQuadUeq1EdgeTessFactor
dcl_output_siv o3.x, finalQuadVeq1EdgeTessFactor
dcl_output_siv o4.x, finalQuadUInsideTessFactor
dcl_output_siv o5.x, finalQuadVInsideTessFactor
dcl_output o0.y
dcl_input vicp[4][0].xyz
dcl_input primID
mov r0.x, primID
mov r0.yzw, vicp[3][0].xxyz
mov r0.y, r0.xwxx
add r0.y, r0.y, l(7.50000000e-01)
utof r0.x, r0.x
add r0.x, r0.y, r0.x
mov o0.x, l(7.00000000e+00)
mov o1.x, l(7.00000000e+00)
mov o2.x, l(7.00000000e+00)
mov o3.x, l(7.00000000e+00)
mov o4.x, l(7.00000000e+00)
mov o5.x, l(7.00000000e+00)
mov o0.y, r0.x
ret
