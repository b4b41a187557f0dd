ps_5_1
.input
.param SV_Position.xyzw, v0.xyzw, float, POS
.param ID.x, v1.x, uint
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_globalFlags refactoringAllowed
dcl_constantBuffer cb0[1:1][1], immediateIndexed, space=2
dcl_sampler s0[0:0], space=0
dcl_resource_texture2d (float,float,float,float) t0[2:5], space=1
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_input_ps constant v1.x
dcl_output o0.xyzw
dcl_temps 3
ftou r0.x, v0.x
iadd r0.x, r0.x, v1.x
and r0.x, r0.x, l(3)
mul r1.xy, v0.xyxx, l(1.25000000e-01, 1.25000000e-01, 0.00000000e+00, 0.00000000e+00)
sample r1.xyzw, r1.xyxx, t0[r0.x + 2].xyzw {nonuniform}, s0[0]
and r0.y, v1.x, l(3)
ld r2.xyzw, l(0, 0, 0, 0), t0[r0.y + 2].xyzw
add r1.xyzw, r1.xyzw, r2.xyzw
add o0.xyzw, r1.xyzw, cb0[1][0].xyzw
ret
