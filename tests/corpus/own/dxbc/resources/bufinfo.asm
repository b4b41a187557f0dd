cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_resource_structured t1, 12
dcl_resource_buffer (float,float,float,float) t2
dcl_uav_raw u0
dcl_uav_structured u1, 8
dcl_uav_typed_buffer (uint,uint,uint,uint) u2
dcl_temps 3
dcl_thread_group 1, 1, 1
bufinfo r0.x, t0.x
bufinfo r0.y, t1.x
bufinfo r0.z, t2.x
bufinfo r0.w, u0.x
bufinfo r1.xy, u1.x
bufinfo r1.z, u2.x
mov r1.w, l(0x0000600d)
store_raw u0.xyzw, l(0), r0.xyzw
store_raw u0.xyzw, l(16), r1.xyzw
ret
