cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 6
dcl_thread_group 16, 1, 1
ishl r0.x, vThreadID.x, l(2)
ld_raw r0.y, r0.x, t0.x
iadd r0.z, vThreadID.x, l(16)
ishl r0.z, r0.z, l(2)
ld_raw r0.w, r0.z, t0.x
iadd r0.z, vThreadID.x, l(32)
ishl r0.z, r0.z, l(2)
ld_raw r1.w, r0.z, t0.x
countbits r1.x, r0.y
firstbit_hi r1.y, r0.y
firstbit_lo r1.z, r0.y
firstbit_shi r2.x, r0.y
bfrev r2.y, r0.y
ubfe r2.z, r0.w, r1.w, r0.y
ibfe r2.w, r0.w, r1.w, r0.y
bfi r3.x, r0.w, r1.w, r0.y, l(2779096485)
ishl r3.y, r0.y, r1.w
ushr r3.z, r0.y, r1.w
ishr r3.w, r0.y, r1.w
and r4.x, r0.y, l(267390960)
or r4.y, r0.y, l(2147483649)
xor r4.z, r0.y, r0.w
not r4.w, r0.y
imul null, r5.x, vThreadID.x, l(64)
store_raw u0.xyz, r5.x, r1.xyzx
iadd r5.y, r5.x, l(12)
store_raw u0.xyzw, r5.y, r2.xyzw
iadd r5.y, r5.x, l(28)
store_raw u0.xyzw, r5.y, r3.xyzw
iadd r5.y, r5.x, l(44)
store_raw u0.xyzw, r5.y, r4.xyzw
iadd r5.y, r5.x, l(60)
store_raw u0.x, r5.y, l(45429)
ret
