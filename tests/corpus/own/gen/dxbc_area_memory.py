"""SM 4/5 execution tests, memory: group-shared memory (raw and
structured) with sync, atomics on UAVs (raw, typed) and group-shared memory
in their atomic_* and imm_atomic_* forms, raw and structured buffer loads
and stores, UAV counters (append/consume) and UAV barriers."""
from common import *
from dxbc_common import dxbc_shader, raw, to_int_sat, nan_min_max, saturate

A = 'memory'



# ---- group-shared reduction (vkd3d-compiler) ---------------------------------------------------------

data = [(i * 37 + 11) % 1000 for i in range(256)]
src = r'''
// Tree reduction in raw group-shared memory (dcl_tgsm_raw, ld_raw/store_raw on g0) with sync_g_t between the steps of a loop.
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_tgsm_raw g0, 256
dcl_input vThreadID.x
dcl_input vThreadIDInGroupFlattened.x
dcl_input vThreadGroupID.x
dcl_temps 3
dcl_thread_group 64, 1, 1
ishl r0.x, vThreadID.x, l(2)
ld_raw r0.y, r0.x, t0.x
ishl r0.z, vThreadIDInGroupFlattened.x, l(2)
store_raw g0.x, r0.z, r0.y
sync_g_t
mov r1.x, l(32)
loop
    ieq r1.y, r1.x, l(0)
    breakc_nz r1.y
    ult r1.z, vThreadIDInGroupFlattened.x, r1.x
    if_nz r1.z
        iadd r2.x, vThreadIDInGroupFlattened.x, r1.x
        ishl r2.x, r2.x, l(2)
        ld_raw r2.y, r2.x, g0.x
        ld_raw r2.z, r0.z, g0.x
        iadd r2.z, r2.z, r2.y
        store_raw g0.x, r0.z, r2.z
    endif
    sync_g_t
    ushr r1.x, r1.x, l(1)
endloop
ieq r1.w, vThreadIDInGroupFlattened.x, l(0)
if_nz r1.w
    ld_raw r2.w, l(0), g0.x
    ishl r0.w, vThreadGroupID.x, l(2)
    store_raw u0.x, r0.w, r2.w
endif
ret
'''
exp = [sum(data[g * 64:(g + 1) * 64]) for g in range(4)]
dxbc_shader(A, 'groupshared_reduction', src, 'tpf', ['tgsm-raw', 'sync'],
            run([4, 1, 1], [raw('t0', data=data), raw('u0', count=4, expect=exp)]))

# ---- structured group-shared memory (assembled) -------------------------------------------------------

src = r'''
// Structured group-shared memory (dcl_tgsm_structured g1, 8 bytes x 64): store_structured/ld_structured at (index, byte offset), partial masks, and raw g0 reads of several dwords; sync_g_t between phases.
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_tgsm_raw g0, 64
dcl_tgsm_structured g1, 8, 64
dcl_input vThreadIDInGroupFlattened.x
dcl_input vThreadGroupID.x
dcl_temps 4
dcl_thread_group 64, 1, 1
imul null, r0.x, vThreadIDInGroupFlattened.x, l(3)
iadd r0.y, r0.x, vThreadGroupID.x
store_structured g1.xy, vThreadIDInGroupFlattened.x, l(0), r0.xyxx
ult r0.z, vThreadIDInGroupFlattened.x, l(16)
if_nz r0.z
    ishl r0.w, vThreadIDInGroupFlattened.x, l(2)
    imad r1.w, vThreadIDInGroupFlattened.x, l(5), l(1)
    store_raw g0.x, r0.w, r1.w
endif
sync_g_t
xor r1.x, vThreadIDInGroupFlattened.x, l(63)
ld_structured r2.x, r1.x, l(4), g1.x
ld_structured r2.yz, r1.x, l(0), g1.xxyx
and r1.y, vThreadIDInGroupFlattened.x, l(12)
ishl r1.y, r1.y, l(2)
ld_raw r3.xyzw, r1.y, g0.xyzw
iadd r2.w, r3.x, r3.y
iadd r2.w, r2.w, r3.z
iadd r2.w, r2.w, r3.w
imad r1.z, vThreadGroupID.x, l(64), vThreadIDInGroupFlattened.x
ishl r1.z, r1.z, l(4)
store_raw u0.xyzw, r1.z, r2.xyzw
ret
'''
exp = []
for g in range(2):
    for t in range(64):
        j = t ^ 63
        base = t & 12
        exp += [j * 3 + g, j * 3, j * 3 + g, sum((base + k) * 5 + 1 for k in range(4))]
dxbc_shader(A, 'groupshared_structured', src, 'tpf', ['tgsm-structured', 'tgsm-raw', 'ld_structured',
                                                      'store_structured', 'sync'],
            run([2, 1, 1], [raw('u0', count=len(exp), expect=exp)]))

# ---- atomics on a raw UAV (assembled) -------------------------------------------------------------------

N = 64
init = [0] * 160
init[1] = M32            # and
init[4] = 0x80000000     # imax
init[5] = 0x7FFFFFFF     # imin
init[7] = M32            # umin
init[9] = 0x1111         # exch
init[13] = 0x1234        # cmp_store that matches
src = r'''
// Atomics on a raw UAV: atomic_iadd/and/or/xor/imax/imin/umax/umin, atomic_cmp_store, and imm_atomic_iadd/exch/cmp_exch whose returned values are checked (a histogram of the returned slots, the one thread that saw the initial value, the one compare-exchange winner), plus imm_ forms of the bitwise and min/max ops.
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
imul null, r1.y, vThreadID.x, l(0x01010101)
atomic_xor u0, l(12), r1.y
iadd r1.z, vThreadID.x, l(-40)
atomic_imax u0, l(16), r1.z
atomic_imin u0, l(20), r1.z
imul null, r1.w, vThreadID.x, l(0x04000001)
atomic_umax u0, l(24), r1.w
iadd r2.x, -vThreadID.x, l(0xffffff00)
atomic_umin u0, l(28), r2.x
imm_atomic_iadd r2.y, u0, l(32), l(1)
ishl r2.y, r2.y, l(2)
iadd r2.y, r2.y, l(256)
atomic_iadd u0, r2.y, l(1)
imm_atomic_exch r2.z, u0, l(36), l(0x5555)
ieq r2.z, r2.z, l(0x1111)
and r2.z, r2.z, l(1)
atomic_iadd u0, l(40), r2.z
imm_atomic_cmp_exch r2.w, u0, l(44), l(0), l(0x77)
ieq r2.w, r2.w, l(0)
and r2.w, r2.w, l(1)
atomic_iadd u0, l(48), r2.w
atomic_cmp_store u0, l(52), l(0x1234), l(0xbeef)
atomic_cmp_store u0, l(56), l(1), l(2)
imm_atomic_and r3.x, u0, l(60), l(0)
imm_atomic_or r3.y, u0, l(64), r0.x
imm_atomic_xor r3.z, u0, l(68), l(0x80000000)
imm_atomic_imax r3.w, u0, l(72), r1.z
imm_atomic_imin r3.x, u0, l(76), r1.z
imm_atomic_umax r3.y, u0, l(80), r1.w
imm_atomic_umin r3.z, u0, l(84), r2.x
ret
'''
t = range(N)
exp = [None] * 160
exp[0] = sum(i + 1 for i in t)
v = M32
for i in range(20):
    v &= ~(1 << i) & M32
exp[1] = v
v = 0
for i in t:
    if i % 3 == 0:  # udiv null, r0.w: the remainder
        v |= 1 << (i & 31)
exp[2] = v
v = 0
for i in t:
    v ^= u32(i * 0x01010101)
exp[3] = v
exp[4] = max(i - 40 for i in t) & M32
exp[5] = min(i - 40 for i in t) & M32
exp[6] = max(u32(i * 0x04000001) for i in t)
exp[7] = min(u32(0xFFFFFF00 - i) for i in t)
exp[8] = N
exp[9] = 0x5555
exp[10] = 1
exp[11] = 0x77
exp[12] = 1
exp[13] = 0xBEEF
exp[14] = 0
exp[15] = 0
v = 0
for i in t:
    v |= i + 1
exp[16] = v
exp[17] = 0 if N % 2 == 0 else 0x80000000
exp[18] = max(i - 40 for i in t) & M32
exp[19] = min(i - 40 for i in t) & M32
exp[20] = max(u32(i * 0x04000001) for i in t)
exp[21] = min(u32(0xFFFFFF00 - i) for i in t)
for k in range(22, 64):
    exp[k] = 0
for k in range(64, 128):
    exp[k] = 1    # every slot 0..63 returned exactly once by imm_atomic_iadd
for k in range(128, 160):
    exp[k] = 0
# imm_atomic_imin/umin start from 0: the minimum with 0 stays 0 (unsigned) / the signed minimum.
exp[19] = min([0] + [i - 40 for i in t]) & M32
exp[21] = 0
exp[18] = max([0] + [i - 40 for i in t]) & M32
dxbc_shader(A, 'uav_raw_atomics', src, 'tpf', ['atomic-uav-raw', 'imm_atomic', 'atomic_cmp_store', 'imm_atomic_cmp_exch',
                                               'imm_atomic_exch'],
            run([1, 1, 1], [raw('u0', data=init, expect=exp)]))

# ---- atomics on group-shared memory (assembled) ---------------------------------------------------------

src = r'''
// Atomics on group-shared memory: atomic_* and imm_atomic_* on raw g0 (byte addresses) and structured g1 ((index, byte offset) addresses), imm_atomic_cmp_exch winners counted, the group's results copied out after sync_g_t.
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
dcl_tgsm_raw g0, 64
dcl_tgsm_structured g1, 8, 4
dcl_input vThreadIDInGroupFlattened.x
dcl_input vThreadGroupID.x
dcl_temps 4
dcl_thread_group 32, 1, 1
ult r0.x, vThreadIDInGroupFlattened.x, l(16)
if_nz r0.x
    ishl r0.y, vThreadIDInGroupFlattened.x, l(2)
    ieq r0.w, vThreadIDInGroupFlattened.x, l(2)
    movc r0.z, r0.w, l(-1), l(0)
    ieq r0.w, vThreadIDInGroupFlattened.x, l(5)
    movc r0.z, r0.w, l(0x7fffffff), r0.z
    ieq r0.w, vThreadIDInGroupFlattened.x, l(7)
    movc r0.z, r0.w, l(-1), r0.z
    store_raw g0.x, r0.y, r0.z
endif
ult r0.x, vThreadIDInGroupFlattened.x, l(8)
if_nz r0.x
    ushr r1.x, vThreadIDInGroupFlattened.x, l(1)
    and r1.y, vThreadIDInGroupFlattened.x, l(1)
    ishl r1.y, r1.y, l(2)
    store_structured g1.x, r1.x, r1.y, l(0)
endif
sync_g_t
iadd r1.z, vThreadIDInGroupFlattened.x, vThreadGroupID.x
atomic_iadd g0, l(0), r1.z
ishl r1.w, l(1), vThreadIDInGroupFlattened.x
atomic_or g0, l(4), r1.w
not r2.x, r1.w
atomic_and g0, l(8), r2.x
atomic_xor g0, l(12), r1.w
iadd r2.y, vThreadIDInGroupFlattened.x, l(-20)
atomic_imax g0, l(16), r2.y
atomic_imin g0, l(20), r2.y
atomic_umax g0, l(24), r1.w
atomic_umin g0, l(28), r1.w
imm_atomic_iadd r2.z, g0, l(32), l(1)
and r3.x, vThreadIDInGroupFlattened.x, l(3)
mov r3.y, l(4)
imm_atomic_iadd r2.w, g1, r3.xyxx, l(1)
imm_atomic_cmp_exch r3.z, g0, l(36), l(0), l(0x99)
ieq r3.z, r3.z, l(0)
and r3.z, r3.z, l(1)
atomic_iadd g0, l(40), r3.z
imm_atomic_exch r3.w, g0, l(44), l(6)
atomic_umax g0, l(48), r2.z
atomic_umax g0, l(52), r2.w
sync_g_t
ult r0.x, vThreadIDInGroupFlattened.x, l(16)
if_nz r0.x
    ishl r0.y, vThreadIDInGroupFlattened.x, l(2)
    ld_raw r0.z, r0.y, g0.x
    imad r0.w, vThreadGroupID.x, l(16), vThreadIDInGroupFlattened.x
    ishl r0.w, r0.w, l(2)
    store_raw u0.x, r0.w, r0.z
endif
ult r0.x, vThreadIDInGroupFlattened.x, l(8)
if_nz r0.x
    ushr r1.x, vThreadIDInGroupFlattened.x, l(1)
    and r1.y, vThreadIDInGroupFlattened.x, l(1)
    ishl r1.y, r1.y, l(2)
    ld_structured r0.z, r1.x, r1.y, g1.x
    imad r0.w, vThreadGroupID.x, l(8), vThreadIDInGroupFlattened.x
    ishl r0.w, r0.w, l(2)
    iadd r0.w, r0.w, l(128)
    store_raw u0.x, r0.w, r0.z
endif
ret
'''
exp = []
for g in range(2):
    ts = range(32)
    gs = [0] * 16
    gs[2] = M32
    gs[5] = 0x7FFFFFFF
    gs[7] = M32
    gs[0] = sum(t + g for t in ts)
    gs[1] = M32  # or of 1 << t for t in 0..31
    gs[2] = 0    # and with ~(1 << t) for every t
    gs[3] = M32  # xor of every bit
    gs[4] = max(t - 20 for t in ts) & M32
    gs[5] = min(t - 20 for t in ts) & M32
    gs[6] = 0x80000000
    gs[7] = 1
    gs[8] = 32
    gs[9] = 0x99
    gs[10] = 1
    gs[11] = 6
    gs[12] = 31  # the largest value imm_atomic_iadd returned
    gs[13] = 7   # g1[x].y: each of 4 elements incremented by 8 threads, the largest old value is 7
    exp += gs
g1 = []
for g in range(2):
    g1 += [0, 8, 0, 8, 0, 8, 0, 8]
exp += g1
dxbc_shader(A, 'groupshared_atomics', src, 'tpf', ['atomic-tgsm', 'imm_atomic', 'tgsm-structured',
                                                   'imm_atomic_cmp_exch', 'imm_atomic_exch', 'sync'],
            run([2, 1, 1], [raw('u0', count=len(exp), expect=exp)]))

# ---- atomics on typed UAVs (vkd3d-compiler) -----------------------------------------------------------

src = r'''
// Atomics on typed buffer UAVs (R32_UINT, R32_SINT): InterlockedAdd with returned values histogrammed, InterlockedMax/Min signed, InterlockedCompareExchange/CompareStore/Exchange.
RWBuffer<uint> T : register(u0);
RWBuffer<int> TI : register(u1);
RWByteAddressBuffer Hist : register(u2);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    uint old, o2, o3;
    InterlockedAdd(T[0], 1, old);
    Hist.Store(old * 4, 1);
    InterlockedAdd(T[1 + (tid.x & 3)], tid.x, o2);
    InterlockedMax(TI[0], (int)tid.x - 40);
    InterlockedMin(TI[1], (int)tid.x - 40);
    InterlockedCompareExchange(T[5], 0, 0x77, o3);
    if (o3 == 0)
        InterlockedAdd(T[6], 1);
    InterlockedCompareStore(T[7], 0x1234, 0xBEEF);
    InterlockedExchange(T[8], 0x5555, o3);
}
'''
t_exp = [64] + [sum(t for t in range(64) if t & 3 == k) for k in range(4)] + [0x77, 1, 0xBEEF, 0x5555, 0]
t_init = [0, 0, 0, 0, 0, 0, 0, 0x1234, 0x1111, 0]
ti_exp = [23, u32(-40)]
dxbc_shader(A, 'typed_uav_atomics', src, 'hlsl', ['atomic-uav-typed', 'imm_atomic', 'imm_atomic_cmp_exch',
                                                  'atomic_cmp_store', 'imm_atomic_exch'],
            run([1, 1, 1], [res('u0', 'RWBuffer', 'u32', data=t_init, expect=t_exp, texel_format='R32_UINT'),
                            res('u1', 'RWBuffer', 'i32', data=[-100, 100], expect=[23, -40], texel_format='R32_SINT'),
                            raw('u2', count=64, expect=[1] * 64)]))

# ---- structured buffers (assembled: vkd3d-compiler has none) -----------------------------------------------

ELEMS = 12
sdata = []
for i in range(ELEMS):
    sdata += [i * 3 + 1, fb(i * 0.5), u32(-i)]
src = r'''
// Structured buffers (stride 12): ld_structured from t0 and u1 with byte offsets and swizzles, store_structured to u0 with partial masks at computed offsets, ld_structured of what this thread stored, atomics on a structured UAV at (index, byte offset).
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_structured t0, 12
dcl_uav_structured u0, 16
dcl_uav_structured u1, 12
dcl_uav_structured u2, 8
dcl_input vThreadID.x
dcl_temps 5
dcl_thread_group 12, 1, 1
ld_structured r0.xyz, vThreadID.x, l(0), t0.xyzx
ld_structured r1.xy, vThreadID.x, l(4), t0.yxxx
mul r1.z, r0.y, l(4.0)
store_structured u0.xyzw, vThreadID.x, l(0), r0.xyzx
store_structured u0.xy, vThreadID.x, l(8), r1.zxzz
iadd r2.x, l(11), -vThreadID.x
ld_structured r2.yz, r2.x, l(0), u1.xxzx
store_structured u1.x, vThreadID.x, l(4), r2.y
ld_structured r3.xyzw, vThreadID.x, l(0), u0.xyzw
iadd r3.x, r3.x, r2.z
store_structured u0.x, vThreadID.x, l(12), r3.x
and r4.x, vThreadID.x, l(3)
mov r4.y, l(4)
iadd r4.z, vThreadID.x, l(1)
atomic_iadd u2, r4.xyxx, r4.z
mov r4.y, l(0)
imm_atomic_umax r4.w, u2, r4.xyxx, vThreadID.x
ret
'''
u0_exp = []
u1_exp = []
u1_init = [0x1000 + k for k in range(ELEMS * 3)]
for i in range(ELEMS):
    x, y, z = sdata[i * 3:i * 3 + 3]
    # u0[i] = {x, y, then (y*4, y) at offset 8: z and w}, then w = x + u1[11 - i].z
    z4 = fb(bf(y) * 4.0)
    j = 11 - i
    u1y, u1z = u1_init[j * 3], u1_init[j * 3 + 2]
    # u1 stores race with loads of other threads' elements only at offset 4 (not read: .x and .z are read).
    u0_exp += [x, y, z4, u32(x + u1z)]
    u1_exp += [u1_init[i * 3], u1y, u1_init[i * 3 + 2]]
u2_exp = []
for k in range(4):
    u2_exp += [max(t for t in range(ELEMS) if t & 3 == k), sum(t + 1 for t in range(ELEMS) if t & 3 == k)]
dxbc_shader(A, 'structured_buffers', src, 'tpf', ['ld_structured', 'store_structured', 'structured-uav',
                                                  'structured-srv', 'atomic-uav-structured'],
            run([1, 1, 1], [res('t0', 'StructuredBuffer', 'u32', data=sdata),
                            res('u0', 'RWStructuredBuffer', 'u32', count=ELEMS * 4, expect=u0_exp),
                            res('u1', 'RWStructuredBuffer', 'u32', data=u1_init, expect=u1_exp),
                            res('u2', 'RWStructuredBuffer', 'u32', count=8, expect=u2_exp)]))

# ---- UAV counters: append and consume (assembled) -------------------------------------------------------------

src = r'''
// imm_atomic_alloc on a structured UAV with a counter (AppendStructuredBuffer): each thread writes slot*7+1 at the slot it got and marks the slot in a histogram; the counter ends at the thread count.
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_structured_opc u0, 4
dcl_uav_raw u1
dcl_input vThreadID.x
dcl_temps 2
dcl_thread_group 32, 1, 1
ult r0.x, vThreadID.x, l(50)
if_nz r0.x
    imm_atomic_alloc r0.y, u0
    imad r0.z, r0.y, l(7), l(1)
    store_structured u0.x, r0.y, l(0), r0.z
    ishl r1.x, r0.y, l(2)
    atomic_iadd u1, r1.x, l(1)
endif
ret
'''
N = 50
dxbc_shader(A, 'append_counter', src, 'tpf', ['imm_atomic_alloc', 'uav-counter', 'store_structured'],
            run([2, 1, 1], [res('u0', 'AppendStructuredBuffer', 'u32', count=64,
                                expect=[k * 7 + 1 if k < N else 0 for k in range(64)], counter=0, expect_counter=N),
                            raw('u1', count=64, expect=[1 if k < N else 0 for k in range(64)])]))

cdata = [u32(k * k + 3) for k in range(64)]
src = r'''
// imm_atomic_consume on a structured UAV with a counter (ConsumeStructuredBuffer, counter 64): each thread reads the element at the index it got (the counter after the decrement) and writes twice it there in a second buffer.
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_structured_opc u0, 4
dcl_uav_raw u1
dcl_input vThreadID.x
dcl_temps 2
dcl_thread_group 40, 1, 1
imm_atomic_consume r0.x, u0
ld_structured r0.y, r0.x, l(0), u0.x
ishl r1.x, r0.x, l(2)
iadd r0.y, r0.y, r0.y
store_raw u1.x, r1.x, r0.y
ret
'''
dxbc_shader(A, 'consume_counter', src, 'tpf', ['imm_atomic_consume', 'uav-counter', 'ld_structured'],
            run([1, 1, 1], [res('u0', 'ConsumeStructuredBuffer', 'u32', data=cdata, expect=cdata, counter=64,
                                expect_counter=24),
                            raw('u1', count=64, expect=[u32(2 * cdata[k]) if k >= 24 else 0 for k in range(64)])]))

# ---- raw buffer loads and stores of 1-4 dwords (vkd3d-compiler) ------------------------------------------

bdata = [u32(i * 0x01000193 ^ 0xC0FFEE) for i in range(104)]
src = r'''
// Raw buffer loads and stores of one to four dwords (ld_raw/store_raw with .x .xy .xyz .xyzw masks) at computed byte offsets.
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    uint base = tid.x * 24;
    uint a = In.Load(base);
    uint2 b = In.Load2(base + 4);
    uint3 c = In.Load3(base + 12 - 8 * (tid.x & 1));
    uint4 d = In.Load4(base + 4 * (tid.x & 3));
    Out.Store(base, a ^ d.w);
    Out.Store2(base + 4, b.yx + d.xy);
    Out.Store3(base + 12 - 8 * (tid.x & 1), c.zyx);
    if ((tid.x & 1) == 0)
        Out.Store4(384 + tid.x * 8, d);
}
'''
exp = [0] * 128
for t in range(16):
    base = t * 6
    a = bdata[base]
    b = bdata[base + 1:base + 3]
    co = base + 3 - 2 * (t & 1)
    c = bdata[co:co + 3]
    do = base + (t & 3)
    d = bdata[do:do + 4]
    out = {}
    out[base] = a ^ d[3]
    out[base + 1] = u32(b[1] + d[0])
    out[base + 2] = u32(b[0] + d[1])
    for k, v in zip(range(co, co + 3), [c[2], c[1], c[0]]):
        out[k] = v  # program order: the Store3 comes last
    for k, v in out.items():
        exp[k] = v
    if (t & 1) == 0:
        exp[96 + t * 2:96 + t * 2 + 4] = d
dxbc_shader(A, 'byteaddress_load_store', src, 'hlsl', ['ld_raw', 'store_raw'],
            run([1, 1, 1], [raw('t0', data=bdata), raw('u0', count=128, expect=exp)]))
