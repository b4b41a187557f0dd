ps_5_0
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_temps 1
dcl_sampler s0
dcl_resource_texture2d (float,float,float,float) t0
dcl_output o0.xyzw
dcl_input_ps_siv linear v0.xyzw, position
mov r0.xyzw, v0.xyzw
mov r0.xy, r0.xyxx
mul r0.xy, r0.xyxx, l(5.00000000e-01, 5.00000000e-01, 0.00000000e+00, 0.00000000e+00)
add r0.xy, r0.xyxx, l(2.50000000e-01, 2.50000000e-01, 0.00000000e+00, 0.00000000e+00)
div r0.xy, r0.xyxx, l(4.00000000e+00, 4.00000000e+00, 0.00000000e+00, 0.00000000e+00)
sample r0.xyzw, r0.xyxx, t0.xyzw, s0
mov o0.xyzw, r0.xyzw
ret
