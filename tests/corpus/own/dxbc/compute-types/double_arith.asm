cs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps | enable11_1DoubleExtensions
dcl_constantBuffer cb0[1], immediateIndexed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 23
dcl_thread_group 8, 1, 1
ishl r0.x, vThreadID.x, l(3)
ld_raw r1.xy, r0.x, t0.xyxx
iadd r0.y, r0.x, l(64)
ld_raw r1.zw, r0.y, t0.xxxy
iadd r0.z, r0.x, l(128)
ld_raw r2.xy, r0.z, t0.xyxx
dadd r3.xy, r1.xyxy, r1.zwzw
dmul r3.zw, r1.xyxy, r1.zwzw
ddiv r4.xy, r1.xyxy, r1.zwzw
dfma r4.zw, r1.xyxy, r1.zwzw, r2.xyxy
dmax r5.xy, r1.xyxy, r1.zwzw
dmin r5.zw, r1.zwzw, r1.xyxy
drcp r6.xy, r1.zwzw
dmov r6.zw, -r1.xyxy
dmov r7.xy, |r1.zwzw|
deq r7.z, r1.xyxy, r1.zwzw
dlt r7.w, r1.zwzw, r1.xyxy
dge r8.x, r1.xyxy, r1.zwzw
dne r8.y, r1.xyxy, r1.zwzw
dtof r8.z, r1.xyxy
dtoi r8.w, r1.zwzw
dtou r9.x, r1.xyxy
dtoi r9.y, r1.xyxy
dtou r9.z, r1.zwzw
mov r9.w, l(0x0000600d)
iadd r10.xy, vThreadID.x, l(-3, -2147483648, 0, 0)
itod r11.xyzw, r10.xyxx
utod r12.xyzw, r10.yxyy
ftod r13.xyzw, r8.z
dmovc r14.xyzw, r7.zwzz, r1.xyzw, r1.zwxy
dadd r15.xyzw, r1.zwxy, r1.xyzw
dtof r16.xy, r1.xyzw
dtoi r16.zw, r1.zwxy
dadd r17.xyzw, cb0[0].xyzw, d(1.0000000000000000e+00l, -3.0000000000000000e+00l)
dmul_sat r18.xy, r1.xyxy, r1.zwzw
dmov r18.zw, r1.zwzw
itod r20.xy, l(-7, 9, 0, 0)
ftod r20.zw, l(1.50000000e+00, 2.50000000e+00, 0.00000000e+00, 0.00000000e+00)
utod r21.zw, l(5, 2147483648, 0, 0)
dmovc r21.xy, l(0, 4294967295, 0, 0), r1.zwxy, r1.xyzw
dmovc r22.zw, l(0, 4294967295, 0, 0), r1.xyzw, r1.zwxy
utod r22.xy, vThreadID.x
imul null, r19.x, vThreadID.x, l(288)
store_raw u0.xyzw, r19.x, r3.xyzw
iadd r19.y, r19.x, l(16)
store_raw u0.xyzw, r19.y, r4.xyzw
iadd r19.y, r19.x, l(32)
store_raw u0.xyzw, r19.y, r5.xyzw
iadd r19.y, r19.x, l(48)
store_raw u0.xyzw, r19.y, r6.xyzw
iadd r19.y, r19.x, l(64)
store_raw u0.xyzw, r19.y, r7.xyzw
iadd r19.y, r19.x, l(80)
store_raw u0.xyzw, r19.y, r8.xyzw
iadd r19.y, r19.x, l(96)
store_raw u0.xyzw, r19.y, r9.xyzw
iadd r19.y, r19.x, l(112)
store_raw u0.xyzw, r19.y, r11.xyzw
iadd r19.y, r19.x, l(128)
store_raw u0.xyzw, r19.y, r12.xyzw
iadd r19.y, r19.x, l(144)
store_raw u0.xyzw, r19.y, r13.xyzw
iadd r19.y, r19.x, l(160)
store_raw u0.xyzw, r19.y, r14.xyzw
iadd r19.y, r19.x, l(176)
store_raw u0.xyzw, r19.y, r15.xyzw
iadd r19.y, r19.x, l(192)
store_raw u0.xyzw, r19.y, r16.xyzw
iadd r19.y, r19.x, l(208)
store_raw u0.xyzw, r19.y, r17.xyzw
iadd r19.y, r19.x, l(224)
store_raw u0.xyzw, r19.y, r18.xyzw
iadd r19.y, r19.x, l(240)
store_raw u0.xyzw, r19.y, r20.xyzw
iadd r19.y, r19.x, l(256)
store_raw u0.xyzw, r19.y, r21.xyzw
iadd r19.y, r19.x, l(272)
store_raw u0.xyzw, r19.y, r22.xyzw
ret
