"""SM 4/5 execution tests, compute-types: doubles in register pairs,
indexable temporaries and the immediate constant buffer."""
import math
import struct

from common import *
from dxbc_common import dxbc_shader, raw, to_int_sat, nan_min_max, saturate

A = 'compute-types'



def db(x):
    """Bits of a double (x a float, or already bits as an int)."""
    return x if isinstance(x, int) else struct.unpack('<Q', struct.pack('<d', x))[0]


def bd(q):
    return struct.unpack('<d', struct.pack('<Q', q))[0]


def words(q):
    return [q & M32, q >> 32]


DNAN = 0x7FF8000000000000
DEN10 = 10   # 10 * 2^-1074, a denormal double
DEN20 = 20

# ---- doubles (assembled) --------------------------------------------------------------------------

A_VALS = [1.5, -2.25, 1e300, DEN10, DNAN, 3.0, -0.0, 2147483648.5]
B_VALS = [0.5, 4.0, -0.125, DEN20, 1.0, -8.0, -0.5, -3e9]
C_VALS = [0.25, 1.0, -1.0, 0.0, 2.0, 21.0, 1.0, 5.0]
CB = [1.5, -2.0]
src = r'''
// Every SM 5 double instruction on register pairs: dadd dmul ddiv drcp dfma dmax dmin dmov(-,|.|) dmovc deq dge dlt dne dtof dtoi dtou itod utod ftod, destinations .xy/.zw/.xyzw with xyxy/zwzw/zwxy swizzles (a lone .zw of ftod/itod/utod/dmovc takes the 32-bit source's second lane), d() immediates, a double constant buffer, _sat, and denormals kept.
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
mov r9.w, l(0x600d)
iadd r10.xy, vThreadID.x, l(-3, 0x80000000, 0, 0)
itod r11.xyzw, r10.xyxx
utod r12.xyzw, r10.yxyy
ftod r13.xyzw, r8.z
dmovc r14.xyzw, r7.zwzz, r1.xyzw, r1.zwxy
dadd r15.xyzw, r1.zwxy, r1.xyzw
dtof r16.xy, r1.xyzw
dtoi r16.zw, r1.zwxy
dadd r17.xyzw, cb0[0].xyzw, d(1.000000e+00l, -3.000000e+00l)
dmul_sat r18.xy, r1.xyxy, r1.zwzw
dmov r18.zw, r1.zwzw
itod r20.xy, l(-7, 9, 0, 0)
ftod r20.zw, l(1.5, 2.5, 0, 0)
utod r21.zw, l(5, 0x80000000, 0, 0)
dmovc r21.xy, l(0, 0xffffffff, 0, 0), r1.zwxy, r1.xyzw
dmovc r22.zw, l(0, 0xffffffff, 0, 0), r1.xyzw, r1.zwxy
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
'''


def is_dnan(q):
    return (q >> 52) & 0x7FF == 0x7FF and q & ((1 << 52) - 1) != 0


def dres(x):
    """Expected bits of a double result; NaN -> None (payload not specified)."""
    if isinstance(x, float) and math.isnan(x):
        return None
    return db(x)


def dtoi(x):
    return to_int_sat(x, True)


def dtou(x):
    return to_int_sat(x, False)


def to_f32_bits(x):
    if math.isnan(x):
        return None
    try:
        return fb(x)
    except OverflowError:
        return 0x7F800000 if x > 0 else 0xFF800000


def fwords(qs):
    out = []
    for q in qs:
        out += [None, None] if q is None else words(q)
    return out


def fma_exact(a, b, c):
    """a * b + c with one rounding when that equals the unfused result
    (Vulkan does not promise a fused Fma), else None."""
    if any(math.isnan(v) or math.isinf(v) for v in (a, b, c)):
        return dres(a * b + c)
    from fractions import Fraction
    fused = float(Fraction(a) * Fraction(b) + Fraction(c))
    unfused = a * b + c
    return db(fused) if db(fused) == db(unfused) else None


exp = []
for i in range(8):
    qa, qb, qc = db(A_VALS[i]), db(B_VALS[i]), db(C_VALS[i])
    a, b, c = bd(qa), bd(qb), bd(qc)
    normal_b = b != 0 and abs(b) >= 2.0 ** -1022
    row = []
    row += fwords([dres(a + b), dres(a * b)])
    row += fwords([dres(a / b) if normal_b else None, fma_exact(a, b, c)])
    row += fwords([dres(nan_min_max(a, b, True)), dres(nan_min_max(b, a, False))])
    row += fwords([dres(1 / b) if normal_b else None, None if math.isnan(a) else qa ^ (1 << 63)])
    row += fwords([qb & ~(1 << 63)]) + [M32 if a == b else 0, M32 if b < a else 0]
    row += [M32 if a >= b else 0, M32 if a != b else 0, to_f32_bits(a), dtoi(b)]
    row += [dtou(a), dtoi(a), dtou(b), 0x600D]
    n0, n1 = u32(i - 3), u32(i + 0x80000000)
    row += fwords([db(float(i32(n0))), db(float(i32(n1)))])
    row += fwords([db(float(n1)), db(float(n0))])
    fa = to_f32_bits(a)
    row += fwords([None, None] if fa is None else [db(float(bf(fa))), db(float(bf(fa)))])
    row += fwords([qa if a == b else qb, qb if b < a else qa])
    row += fwords([dres(b + a), dres(a + b)])
    row += [to_f32_bits(a), to_f32_bits(b), dtoi(b), dtoi(a)]
    row += fwords([db(CB[0] + 1.0), db(CB[1] - 3.0)])
    row += fwords([dres(saturate(a * b)), qb])
    # Denormals are kept: 10 + 20 (x 2^-1074) = 30, 10 * 20 underflows to 0.
    # The double for .zw of ftod/itod/utod converts source position y, and
    # dmovc's .zw takes the condition's position y, even without .xy.
    row += fwords([db(-7.0), db(2.5)])
    row += fwords([qa, db(2147483648.0)])
    row += fwords([db(float(i)), qb])
    exp += row  # 72 dwords per thread
data = []
for vals in (A_VALS, B_VALS, C_VALS):
    for v in vals:
        data += words(db(v))
cbw = []
for v in CB:
    cbw += words(db(v))
dxbc_shader(A, 'double_arith', src, 'tpf',
            ['dadd', 'dmul', 'ddiv', 'drcp', 'dfma', 'dmax', 'dmin', 'dmov', 'dmovc', 'deq', 'dge', 'dlt', 'dne',
             'dtof', 'dtoi', 'dtou', 'itod', 'utod', 'ftod', 'double-denormals', 'imm64'],
            run([1, 1, 1], [res('b0', 'ConstantBuffer', 'u32', data=cbw), raw('t0', data=data),
                            raw('u0', count=len(exp), expect=exp)]))

# ---- local arrays: indexable temporaries (vkd3d-compiler) -----------------------------------------

vals = [(i * 2654435761) & 0xFFFF for i in range(16)]
src = r'''
// Local arrays as indexable temporaries (x#): filled in a loop, updated and read at data-dependent indices.
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    uint a[8];
    for (uint i = 0; i < 8; i++)
        a[i] = In.Load(((tid.x + i) & 15) * 4) * (i + 1);
    uint k = In.Load(tid.x * 4) & 7;
    a[k] += 100;
    a[(k + 3) & 7] ^= 0xFF;
    uint s = 0;
    for (uint j = 0; j < 8; j++)
        s = s * 31 + a[j];
    Out.Store4(tid.x * 16, uint4(s, a[k], a[7 - k], a[(k * 5) & 7]));
}
'''
exp = []
for t in range(16):
    a = [u32(vals[(t + i) & 15] * (i + 1)) for i in range(8)]
    k = vals[t] & 7
    a[k] = u32(a[k] + 100)
    a[(k + 3) & 7] ^= 0xFF
    s = 0
    for j in range(8):
        s = u32(s * 31 + a[j])
    exp += [s, a[k], a[7 - k], a[(k * 5) & 7]]
dxbc_shader(A, 'local_array_dynamic_index', src, 'hlsl', ['indexable-temp', 'loop'],
            run([1, 1, 1], [raw('t0', data=vals), raw('u0', count=len(exp), expect=exp)]))

# ---- immediate constant buffer and indexable temporaries (assembled) --------------------------------

ICB = [[(r * 4 + c) * 0x01010101 ^ 0x5A5A0000 for c in range(4)] for r in range(6)]
src = r'''
// The immediate constant buffer read at constant and relative indices (icb[r + n] with swizzles), and an indexable temporary x1[5] of 2 components written and read at relative indices with partial masks.
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_immediateConstantBuffer {
''' + ''.join('    {0x%08x, 0x%08x, 0x%08x, 0x%08x},\n' % tuple(r) for r in ICB).rstrip(',\n') + r'''
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
'''
exp = []
for t in range(6):
    x = [[1, 2], [3, 4], [5, 6], [7, 8], [9, 10]]
    r0 = ICB[t]
    h = t >> 1
    x[h + 1][1] = r0[0]
    x[h][0] = 77
    exp += r0 + [ICB[3][1], ICB[3][3], ICB[t][2], ICB[t][3]] + [x[h + 1][0], x[h + 1][1], x[h][1], x[h][0]]
    exp += [0, 0, 0, 0]
dxbc_shader(A, 'icb_and_indexable_temp', src, 'tpf', ['icb', 'indexable-temp', 'relative-index'],
            run([1, 1, 1], [raw('u0', count=len(exp), expect=exp)]))
