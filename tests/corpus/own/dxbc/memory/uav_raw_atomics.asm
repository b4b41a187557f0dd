cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 4
dcl_thread_group 64, 1, 1
iadd r0.x, vThreadID.x, l(1)
atomic_iadd u0, l(0), r0.x
ult r0.y, vThreadID.x, l(20)
if_nz r0.y
    ishl r0.z, l(1), vThreadID.x
    not r0.z, r0.z
    atomic_and u0, l(4), r0.z
endif
udiv null, r0.w, vThreadID.x, l(3)
ieq r0.w, r0.w, l(0)
if_nz r0.w
    ishl r1.x, l(1), vThreadID.x
    atomic_or u0, l(8), r1.x
endif
imul null, r1.y, vThreadID.x, l(16843009)
atomic_xor u0, l(12), r1.y
iadd r1.z, vThreadID.x, l(-40)
atomic_imax u0, l(16), r1.z
atomic_imin u0, l(20), r1.z
imul null, r1.w, vThreadID.x, l(67108865)
atomic_umax u0, l(24), r1.w
iadd r2.x, -vThreadID.x, l(-256)
atomic_umin u0, l(28), r2.x
imm_atomic_iadd r2.y, u0, l(32), l(1)
ishl r2.y, r2.y, l(2)
iadd r2.y, r2.y, l(256)
atomic_iadd u0, r2.y, l(1)
imm_atomic_exch r2.z, u0, l(36), l(21845)
ieq r2.z, r2.z, l(4369)
and r2.z, r2.z, l(1)
atomic_iadd u0, l(40), r2.z
imm_atomic_cmp_exch r2.w, u0, l(44), l(0), l(119)
ieq r2.w, r2.w, l(0)
and r2.w, r2.w, l(1)
atomic_iadd u0, l(48), r2.w
atomic_cmp_store u0, l(52), l(4660), l(48879)
atomic_cmp_store u0, l(56), l(1), l(2)
imm_atomic_and r3.x, u0, l(60), l(0)
imm_atomic_or r3.y, u0, l(64), r0.x
imm_atomic_xor r3.z, u0, l(68), l(2147483648)
imm_atomic_imax r3.w, u0, l(72), r1.z
imm_atomic_imin r3.x, u0, l(76), r1.z
imm_atomic_umax r3.y, u0, l(80), r1.w
imm_atomic_umin r3.z, u0, l(84), r2.x
ret
