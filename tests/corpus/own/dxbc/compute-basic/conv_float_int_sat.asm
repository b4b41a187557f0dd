cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 5
dcl_thread_group 16, 1, 1
ishl r0.x, vThreadID.x, l(2)
ld_raw r0.y, r0.x, t0.x
iadd r0.z, r0.x, l(64)
ld_raw r0.z, r0.z, t0.x
ftoi r1.x, r0.y
ftou r1.y, r0.y
itof r1.z, r0.z
utof r1.w, r0.z
round_ne r2.x, r0.y
round_ni r2.y, r0.y
round_pi r2.z, r0.y
round_z r2.w, r0.y
frc r3.x, r0.y
ftou r3.y, -r0.y
ftoi r3.z, |r0.y|
mov r3.w, l(0x0000600d)
imul null, r4.x, vThreadID.x, l(48)
store_raw u0.xyzw, r4.x, r1.xyzw
iadd r4.y, r4.x, l(16)
store_raw u0.xyzw, r4.y, r2.xyzw
iadd r4.y, r4.x, l(32)
store_raw u0.xyzw, r4.y, r3.xyzw
ret
