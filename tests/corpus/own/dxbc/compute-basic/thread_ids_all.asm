cs_5_0
dcl_thread_group 4, 2, 2
dcl_uav_raw u0
dcl_input vThreadID.xyz
dcl_input vThreadGroupID.xyz
dcl_input vThreadIDInGroup.xyz
dcl_input vThreadIDInGroupFlattened.x
dcl_temps 5
mov r1.x, vThreadIDInGroupFlattened.x
mov r1.yzw, vThreadIDInGroup.xxyz
mov r2.xyz, vThreadGroupID.xyzx
mov r3.xyz, vThreadID.xyzx
mov r2.w, r3.xxxz
imul null, r4.x, r2.w, l(6)
mov r2.w, r3.xxxy
iadd r2.w, r4.x, r2.w
imul null, r4.x, r2.w, l(8)
mov r2.w, r3.x
iadd r2.w, r4.x, r2.w
imul null, r4.x, r2.w, l(40)
mov r0.xyz, r3.xyzx
mov r2.w, r2.x
mov r0.w, r2.w
mov r3.xyzw, r0.xyzw
store_raw u0.xyzw, r4.x, r3.xyzw
iadd r2.w, r4.x, l(16)
mov r2.xy, r2.yzxx
mov r0.xy, r2.xyxx
mov r2.xy, r1.yzyy
mov r0.zw, r2.xxxy
mov r3.xyzw, r0.xyzw
store_raw u0.xyzw, r2.w, r3.xyzw
iadd r2.x, r4.x, l(32)
mov r1.y, r1.xwxx
mov r0.x, r1.y
mov r0.y, r1.x
mov r1.xy, r0.xyxx
store_raw u0.xy, r2.x, r1.xyxx
ret
