ps_5_0
.input
.param SV_SampleIndex.x, v0.x, uint, SAMPLE
.output
.param SV_Target.xyzw, o0.xyzw, float, TARGET
.text
dcl_globalFlags refactoringAllowed
dcl_input_ps_sgv v0.x, sample_index
dcl_input vCoverage
dcl_output o0.xyzw
dcl_temps 2
utof o0.x, v0.x
utof o0.y, vCoverage
sample_info o0.z, rasterizer.x
sample_pos r0.xy, rasterizer.xyxx, v0.x
iadd r1.x, v0.x, l(1)
utof r1.x, r1.x
mul r1.y, r1.x, r1.x
mul r0.y, r0.y, r1.y
mad o0.w, r0.x, r1.x, r0.y
ret
