cs_5_0
dcl_thread_group 16, 1, 1
dcl_resource_buffer (float,float,float,float) t0
dcl_resource_buffer (int,int,int,int) t1
dcl_uav_typed_buffer (uint,uint,uint,uint) u0
dcl_uav_typed_buffer (float,float,float,float) u1
dcl_uav_typed_buffer (uint,uint,uint,uint) u2
dcl_input vThreadID.xyz
dcl_temps 4
mov r1.xyz, vThreadID.xyzx
mov r1.w, r1.x
mov r0.x, r1.w
mov r0.y, l(0)
mov r2.xy, r0.xyxx
ld r2.xyzw, r2.xxxy, t0.xyzw
mov r1.w, r1.x
ineg r1.w, r1.w
iadd r1.w, r1.w, l(15)
mov r0.x, r1.w
mov r0.y, l(0)
mov r3.xy, r0.xyxx
ld r1.w, r3.xxxy, t1.x
mov r3.x, r2.x
mov r3.y, r2.xwxx
add r3.x, r3.x, r3.y
ftou r3.x, r3.x
mov r1.w, r1.w
iadd r1.w, r3.x, r1.w
mov r3.x, r1.x
store_uav_typed u0.xyzw, r3.x, r1.w
mov r1.w, r2.xxxy
mul r1.w, r1.w, l(2.00000000e+00)
mov r3.x, r2.zxxx
mov r2.x, r2.x
mov r2.x, -r2.x
add r2.x, r3.x, r2.x
mov r0.x, r1.w
mov r0.y, r2.x
mov r2.xy, r0.xyxx
mov r1.w, r1.x
store_uav_typed u1.xyzw, r1.w, r2.xyxx
mov r1.w, r1.x
mov r0.x, r1.w
mov r0.y, l(0)
mov r2.xy, r0.xyxx
ld_uav_typed r1.w, r2.xyxx, u2.x
imul null, r2.x, r1.w, l(3)
mov r1.w, r1.x
iadd r1.w, r2.x, r1.w
mov r1.x, r1.x
store_uav_typed u2.xyzw, r1.x, r1.w
ret
