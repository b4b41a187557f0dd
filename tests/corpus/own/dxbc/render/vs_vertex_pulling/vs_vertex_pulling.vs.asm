vs_5_0
.input
.param SV_VertexID.x, v0.x, uint, VERTID
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.param COLOR.xyzw, o1.xyzw, float
.param TEXCOORD.xy, o2.xy, float
.text
dcl_globalFlags refactoringAllowed
dcl_resource_structured t0, 16
dcl_resource_buffer (float,float,float,float) t1
dcl_resource_raw t2
dcl_input_sgv v0.x, vertex_id
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_output o2.xy
dcl_temps 2
ld_structured_indexable(structured_buffer, stride=16)(mixed,mixed,mixed,mixed) r0.xyzw, v0.x, l(0), t0.xyzw
ld_raw_indexable(raw_buffer)(mixed,mixed,mixed,mixed) r1.xyzw, l(16), t2.xyzw
mad o0.xy, r0.xyxx, r1.xyxx, r1.zwzz
mov o0.zw, l(0, 0, 0, 1.00000000e+00)
mov o2.xy, r0.zwzz
ld_indexable(buffer) o1.xyzw, v0.x, t1.xyzw
ret
