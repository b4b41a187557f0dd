ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.param SV_Target1.xyzw, o1.xyzw, float, TARGET
.param SV_Target2.xyzw, o2.xyzw, float, TARGET
.text
dcl_globalFlags refactoringAllowed
dcl_resource_texture2dms(4) (float,float,float,float) t0
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_output o2.xyzw
dcl_temps 2
ftou r0.xy, v0.xyxx
and r0.xy, r0.xyxx, l(3, 3, 0, 0)
ld2dms o0.xyzw, r0.xyxx, t0.xyzw, l(2)
sample_info o1.x, t0.x
sample_info_uint r0.x, t0.x
utof o1.y, r0.x
sample_pos o1.zw, t0.xxxy, l(1)
sample_pos r1.xy, t0.xyxx, l(5)
resinfo_uint r0.xyzw, l(0), t0.xyzw
utof o2.xyzw, r0.xyzw
add o2.x, r1.x, r1.y
ret
