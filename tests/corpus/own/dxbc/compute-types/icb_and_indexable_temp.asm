cs_5_0
dcl_globalFlags refactoringAllowed
dcl_immediateConstantBuffer {
    {0x5a5a0000, 0x5b5b0101, 0x58580202, 0x59590303},
    {0x5e5e0404, 0x5f5f0505, 0x5c5c0606, 0x5d5d0707},
    {0x52520808, 0x53530909, 0x50500a0a, 0x51510b0b},
    {0x56560c0c, 0x57570d0d, 0x54540e0e, 0x55550f0f},
    {0x4a4a1010, 0x4b4b1111, 0x48481212, 0x49491313},
    {0x4e4e1414, 0x4f4f1515, 0x4c4c1616, 0x4d4d1717},
}
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 5
dcl_indexableTemp x1[5], 2
dcl_thread_group 6, 1, 1
mov r0.xyzw, icb[vThreadID.x + 0].xyzw
mov r1.xy, icb[3].ywxx
mov r1.zw, icb[vThreadID.x + 0].zzzw
mov x1[0].xy, l(1, 2, 0, 0)
mov x1[1].xy, l(3, 4, 0, 0)
mov x1[2].xy, l(5, 6, 0, 0)
mov x1[3].xy, l(7, 8, 0, 0)
mov x1[4].xy, l(9, 10, 0, 0)
ushr r2.x, vThreadID.x, l(1)
mov x1[r2.x + 1].y, r0.x
mov x1[r2.x + 0].x, l(77)
mov r3.xy, x1[r2.x + 1].xyxx
mov r3.zw, x1[r2.x + 0].yyyx
ishl r4.x, vThreadID.x, l(6)
store_raw u0.xyzw, r4.x, r0.xyzw
iadd r4.y, r4.x, l(16)
store_raw u0.xyzw, r4.y, r1.xyzw
iadd r4.y, r4.x, l(32)
store_raw u0.xyzw, r4.y, r3.xyzw
ret
