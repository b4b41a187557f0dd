"""SM 4/5 execution tests, compute-basic: thread IDs, integer and float
arithmetic, bit instructions, conversions, comparisons and moves."""
import math

from common import *
from dxbc_common import dxbc_shader, raw, to_int_sat, nan_min_max, saturate

A = 'compute-basic'



NAN = 0x7FC00000
QNAN_PAYLOAD = 0x7FC12345
INF = 0x7F800000
NINF = 0xFF800000


def is_nan_bits(u):
    return (u & 0x7F800000) == 0x7F800000 and (u & 0x7FFFFF) != 0


# ---- thread IDs (vkd3d-compiler) -----------------------------------------------------------

src = r'''
// vThreadID, vThreadGroupID, vThreadIDInGroup and vThreadIDInGroupFlattened for a 3D group over a 2D dispatch.
RWByteAddressBuffer Out : register(u0);

[numthreads(4, 2, 2)]
void main(uint3 dtid : SV_DispatchThreadID, uint3 gid : SV_GroupID,
          uint3 gtid : SV_GroupThreadID, uint gi : SV_GroupIndex)
{
    uint flat = (dtid.z * 6 + dtid.y) * 8 + dtid.x;
    uint base = flat * 40;
    Out.Store4(base, uint4(dtid, gid.x));
    Out.Store4(base + 16, uint4(gid.yz, gtid.xy));
    Out.Store2(base + 32, uint2(gtid.z, gi));
}
'''
exp = [0] * 960
for gy in range(3):
    for gx in range(2):
        for tz in range(2):
            for ty in range(2):
                for tx in range(4):
                    d = (gx * 4 + tx, gy * 2 + ty, tz)
                    flat = (d[2] * 6 + d[1]) * 8 + d[0]
                    exp[flat * 10:flat * 10 + 10] = [d[0], d[1], d[2], gx, gy, 0, tx, ty, tz, tz * 8 + ty * 4 + tx]
dxbc_shader(A, 'thread_ids_all', src, 'hlsl', ['thread-ids', 'store_raw'],
            run([2, 3, 1], [raw("u0", count=960, expect=exp)]))

# ---- signed integer arithmetic (vkd3d-compiler) -------------------------------------------------

pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0x7fffffff, 1), (-0x80000000, 3), (123456789, 1000),
         (-1, 0x7fffffff), (65536, 65536), (46341, 46341), (100, 7), (-100, 7), (0, -5), (-2147483647, -2), (13, 13),
         (1, 1000)]
src = r'''
// Signed int arithmetic on runtime values: iadd, imul, ineg, not, xor, and signed division/remainder (udiv on magnitudes).
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    int2 ab = asint(In.Load2(dtid.x * 8));
    int a = ab.x;
    int b = ab.y;
    uint o = dtid.x * 28;
    Out.Store4(o, asuint(int4(a + b, a - b, a * b, a / b)));
    Out.Store3(o + 16, asuint(int3(a % b, -a, ~a ^ b)));
}
'''
data, exp = [], []
for a, b in pairs:
    data += [u32(a), u32(b)]
    exp += [u32(a + b), u32(a - b), u32(a * b), u32(tdiv(a, b)), u32(trem(a, b)), u32(-a), u32(~a ^ b)]
dxbc_shader(A, 'int_arith_div_rem', src, 'hlsl', ['int-arith', 'udiv', 'ineg', 'not', 'xor', 'movc'],
            run([1, 1, 1], [raw('t0', data=data), raw('u0', count=len(exp), expect=exp)]))

# ---- unsigned multi-result instructions (assembled) ----------------------------------------------

pairs = [(100, 7), (0xFFFFFFFF, 2), (0xFFFFFFFF, 0xFFFFFFFF), (5, 0), (0x80000000, 3), (12345678, 1),
         (1000000007, 65536), (3000000000, 1000), (0xFFFFFFFE, 0xFFFFFFFF), (0, 0), (0x80000000, 0x80000000),
         (0xDEADBEEF, 0x10001), (7, 0xFFFFFFF9), (0x7FFFFFFF, 0x7FFFFFFF), (1, 0xFFFFFFFF), (0x12345678, 0x9ABCDEF0)]
src = r'''
// udiv (quotient and remainder, D3D's 0xFFFFFFFF for division by zero), umul/imul high and low halves, uaddc/usubb carries, umad/imad and integer negation modifiers.
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 6
dcl_thread_group 16, 1, 1
ishl r0.x, vThreadID.x, l(3)
ld_raw r1.xy, r0.x, t0.xyxx
imul null, r0.y, vThreadID.x, l(48)
udiv r2.x, r2.y, r1.x, r1.y
umul r2.z, r2.w, r1.x, r1.y
store_raw u0.xyzw, r0.y, r2.xyzw
imul r3.x, r3.y, r1.x, r1.y
uaddc r3.z, r3.w, r1.x, r1.y
iadd r0.z, r0.y, l(16)
store_raw u0.xyzw, r0.z, r3.xyzw
usubb r4.x, r4.y, r1.x, r1.y
umad r4.z, r1.x, r1.y, l(0x9e3779b9)
imad r4.w, -r1.x, r1.y, l(5)
iadd r0.z, r0.y, l(32)
store_raw u0.xyzw, r0.z, r4.xyzw
udiv null, r5.x, r1.y, r1.x
udiv r5.y, null, r1.y, r1.x
iadd r5.z, -r1.x, -r1.y
mov r5.w, l(0x600d)
iadd r0.w, vThreadID.x, l(48)
ishl r0.w, r0.w, l(4)
store_raw u0.xyzw, r0.w, r5.xyzw
ret
'''


def udiv(a, b):
    return (M32, M32) if b == 0 else (a // b, a % b)


exp_a = [0] * (16 * 12)
exp_b = [0] * (16 * 4)
data = []
for i, (a, b) in enumerate(pairs):
    data += [a, b]
    q, r = udiv(a, b)
    up = a * b
    sp = i32(a) * i32(b)
    exp_a[i * 12:i * 12 + 12] = [
        q, r, (up >> 32) & M32, up & M32,
        (sp >> 32) & M32, sp & M32, u32(a + b), 1 if a + b > M32 else 0,
        u32(a - b), 1 if a < b else 0, u32(a * b + 0x9E3779B9), u32(-i32(a) * i32(b) + 5)]
    r2 = udiv(b, a)
    exp_b[i * 4:i * 4 + 4] = [r2[1], r2[0], u32(-a - b), 0x600D]
dxbc_shader(A, 'uint_div_mul_carry', src, 'tpf',
            ['udiv', 'umul', 'imul', 'uaddc', 'usubb', 'umad', 'imad', 'int-neg-modifier'],
            run([1, 1, 1], [raw('t0', data=data), raw('u0', count=len(exp_a) + len(exp_b), expect=exp_a + exp_b)]))

# ---- integer comparisons and min/max (vkd3d-compiler) ------------------------------------------

ints = [0, 1, -1, 17, -17, -0x80000000, 0x7fffffff, 5]
src = r'''
// Signed and unsigned comparisons (ilt/ige/ult/uge/ieq/ine) and imin/imax/umin/umax on runtime values, selected with movc.
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    int a = asint(In.Load(dtid.x * 4));
    int b = asint(In.Load(((dtid.x + 3) & 7) * 4));
    uint ua = (uint)a, ub = (uint)b;
    uint o = dtid.x * 40;
    Out.Store4(o, uint4(a < b ? 1u : 2u, a >= b ? 3u : 4u, ua < ub ? 5u : 6u, ua >= ub ? 7u : 8u));
    Out.Store4(o + 16, uint4(a == b ? 9u : 10u, a != b ? 11u : 12u, asuint(min(a, b)), asuint(max(a, b))));
    Out.Store2(o + 32, uint2(min(ua, ub), max(ua, ub)));
}
'''
exp = []
for i in range(8):
    a, b = ints[i], ints[(i + 3) & 7]
    ua, ub = u32(a), u32(b)
    exp += [1 if a < b else 2, 3 if a >= b else 4, 5 if ua < ub else 6, 7 if ua >= ub else 8,
            9 if a == b else 10, 11 if a != b else 12, u32(min(a, b)), u32(max(a, b)), min(ua, ub), max(ua, ub)]
dxbc_shader(A, 'int_compare_signedness', src, 'hlsl', ['ilt', 'ige', 'ult', 'uge', 'ieq', 'ine', 'imin', 'imax',
                                                       'umin', 'umax', 'movc'],
            run([1, 1, 1], [raw('t0', data=[u32(v) for v in ints]), raw('u0', count=len(exp), expect=exp)]))

# ---- bit instructions (assembled) --------------------------------------------------------------

vals = [0, 1, 0x80000000, 0xFFFFFFFF, 0x00010000, 0x12345678, 0xF0F0F0F0, 0x7FFFFFFF, 0xFFFFFFFE, 6, 0x40000000,
        0x00800001, 0x8000FFFF, 0xDEADBEEF, 0x0000F00D, 0xFFFF0000]
# (width, offset) pairs for ubfe/ibfe/bfi, including width 0, width + offset > 32 and values beyond 31.
fields = [(8, 4), (0, 5), (32, 0), (12, 24), (31, 1), (5, 30), (40, 3), (4, 36), (1, 31), (16, 16), (3, 0), (0, 0),
          (33, 33), (7, 25), (24, 8), (2, 30)]
src = r'''
// countbits, firstbit_hi/lo/shi, bfrev, ubfe/ibfe/bfi (width and offset taken mod 32, fields cut at bit 31), shifts by counts >= 32 and and/or/xor/not.
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
bfi r3.x, r0.w, r1.w, r0.y, l(0xa5a5a5a5)
ishl r3.y, r0.y, r1.w
ushr r3.z, r0.y, r1.w
ishr r3.w, r0.y, r1.w
and r4.x, r0.y, l(0x0ff00ff0)
or r4.y, r0.y, l(0x80000001)
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
store_raw u0.x, r5.y, l(0xb175)
ret
'''


def fbh_u(u):
    return M32 if u == 0 else 31 - (u.bit_length() - 1)


def fbl(u):
    return M32 if u == 0 else (u & -u).bit_length() - 1


def fbh_s(u):
    v = (~u) & M32 if u & 0x80000000 else u
    return M32 if v == 0 else 31 - (v.bit_length() - 1)


def ubfe(w, o, v):
    w, o = w & 31, o & 31
    if w == 0:
        return 0
    if w + o < 32:
        return u32(v << (32 - (w + o))) >> (32 - w)
    return v >> o


def ibfe(w, o, v):
    w, o = w & 31, o & 31
    if w == 0:
        return 0
    if w + o < 32:
        return u32(i32(u32(v << (32 - (w + o)))) >> (32 - w))
    return u32(i32(v) >> o)


def bfi(w, o, v, r):
    w, o = w & 31, o & 31
    mask = u32(((1 << w) - 1) << o)
    return (u32(v << o) & mask) | (r & ~mask & M32)


data = vals + [f[0] for f in fields] + [f[1] for f in fields]
exp = []
for v, (w, o) in zip(vals, fields):
    s = o & 31
    exp += [bin(v).count('1'), fbh_u(v), fbl(v),
            fbh_s(v), int('{:032b}'.format(v)[::-1], 2), ubfe(w, o, v), ibfe(w, o, v),
            bfi(w, o, v, 0xA5A5A5A5), u32(v << s), v >> s, u32(i32(v) >> s),
            v & 0x0FF00FF0, v | 0x80000001, v ^ w, ~v & M32, 0xB175]
# (D3D's firstbit_hi/shi count from the most significant bit.)
dxbc_shader(A, 'bit_ops', src, 'tpf', ['countbits', 'firstbit_hi', 'firstbit_lo', 'firstbit_shi', 'bfrev', 'ubfe',
                                       'ibfe', 'bfi', 'ishl', 'ishr', 'ushr', 'and', 'or', 'xor', 'not'],
            run([1, 1, 1], [raw('t0', data=data), raw('u0', count=len(exp), expect=exp)]))

# ---- float -> int saturation, int -> float, rounding (assembled) ---------------------------------

fin = [1.9, -1.9, 0.5, -0.5, 2147483648.0, -2147483904.0, 4294967296.0, 4294967040.0, 3e9, -3e9, 16777217.0,
       123456.75, 2147483520.0, -2147483648.0, 0.0, 7.5]
fbits = [fb(x) for x in fin]
fbits[10] = INF          # +inf
fbits[11] = NINF         # -inf
fbits[14] = NAN          # NaN
fbits[15] = 0x80000000   # -0.0
ints = [0, -1, 16777217, 16777219, -0x80000000, 0x7fffffff, 123, -123, 33554435, -16777217, 5, -5, 1 << 30,
        -(1 << 30), 3, 2]
src = r'''
// ftoi/ftou saturate (NaN gives 0, +-inf and out-of-range values their bound), itof/utof round to nearest even, round_ne/ni/pi/z and frc.
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
mov r3.w, l(0x600d)
imul null, r4.x, vThreadID.x, l(48)
store_raw u0.xyzw, r4.x, r1.xyzw
iadd r4.y, r4.x, l(16)
store_raw u0.xyzw, r4.y, r2.xyzw
iadd r4.y, r4.x, l(32)
store_raw u0.xyzw, r4.y, r3.xyzw
ret
'''


def ftoi(u):
    return to_int_sat(bf(u), True)


def ftou(u):
    return to_int_sat(bf(u), False)


def fround(u, how):
    if is_nan_bits(u) or (u & 0x7F800000) == 0x7F800000:
        return u  # NaN stays NaN (checked as such below), inf stays inf
    x = bf(u)
    r = {'ne': round(x), 'ni': math.floor(x), 'pi': math.ceil(x), 'z': math.trunc(x)}[how]
    r = float(r)
    if r == 0 and (u & 0x80000000):
        r = -0.0
    return fb(r)


exp = []
for u, n in zip(fbits, ints):
    x = bf(u)
    if is_nan_bits(u) or math.isinf(x):
        frc = None  # NaN (inf - floor(inf)) or NaN: only checked not to be used
    else:
        fl = float(math.floor(x))
        if fl == 0 and math.copysign(1, x) < 0:
            fl = -0.0  # round_ni(-0.0) = -0.0, so frc(-0.0) = -0.0 - -0.0 = +0.0
        frc = fb(f32(x - fl))
    neg = u ^ 0x80000000
    exp += [ftoi(u), ftou(u), fb(float(n)), fb(float(u32(n))),
            fround(u, 'ne'), fround(u, 'ni'), fround(u, 'pi'), fround(u, 'z'),
            frc, ftou(neg), ftoi(u & 0x7FFFFFFF), 0x600D]
# round_* of NaN: any NaN; the sidecar compares bits, so NaN lanes are left unchecked.
for i, u in enumerate(fbits):
    if is_nan_bits(u):
        for k in (4, 5, 6, 7):
            exp[i * 12 + k] = None
dxbc_shader(A, 'conv_float_int_sat', src, 'tpf', ['ftoi', 'ftou', 'itof', 'utof', 'round_ne', 'round_ni', 'round_pi',
                                                  'round_z', 'frc', 'float-modifiers'],
            run([1, 1, 1], [raw('t0', data=fbits + [u32(v) for v in ints]), raw('u0', count=len(exp), expect=exp)]))

# ---- float arithmetic, comparisons, _sat and modifiers (assembled) --------------------------------

# (a, b, c) as bit patterns: ordinary values, -0.0, +-inf, NaN.
trip = [(7.0, 2.0, 1.0), (-1.5, 4.0, 0.25), (0.0, -0.0, 3.0), (1e30, 1e30, -1.0), ('nan', 1.0, 2.0),
        (1.0, 'nan', 0.5), ('inf', 2.0, 1.0), ('-inf', 0.5, 8.0), (0.75, 0.75, -0.5625), (-3.0, -8.0, 24.0),
        (2.0, 0.5, 'nan'), (0.5, 2.0, 0.0), ('-0', 1.0, -1.0), (-2.5, 0.125, 0.0), (100.0, -0.01, 1.0),
        (0.999, 0.001, 0.0)]


def bits_of(v):
    if v == 'nan':
        return NAN
    if v == 'inf':
        return INF
    if v == '-inf':
        return NINF
    if v == '-0':
        return 0x80000000
    return fb(v)


tb = [tuple(bits_of(v) for v in t) for t in trip]
src = r'''
// add/mul/mad/min/max (the non-NaN operand wins), eq/ne/lt/ge with NaN (0xFFFFFFFF or 0), _sat (NaN gives 0) and neg/abs modifiers on float operands; NaN results canonicalized in the shader (ne x, x + movc) to be compared.
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 7
dcl_thread_group 16, 1, 1
imul null, r0.x, vThreadID.x, l(12)
ld_raw r1.xyz, r0.x, t0.xyzx
add r2.x, r1.x, r1.y
mul r2.y, r1.x, r1.y
mad r2.z, r1.x, r1.y, r1.z
min r2.w, r1.x, r1.y
max r3.x, r1.x, r1.y
eq r3.y, r1.x, r1.y
ne r3.z, r1.x, r1.y
lt r3.w, r1.x, r1.y
ge r4.x, r1.x, r1.y
mov_sat r4.y, r1.x
add_sat r4.z, r1.x, r1.z
mul r4.w, -|r1.x|, r1.y
add r5.x, -r1.x, |r1.z|
mov r5.y, -r1.x
mov r5.z, |r1.x|
lt r5.w, r1.x, r1.x
ne r6.xyzw, r2.xyzw, r2.xyzw
movc r2.xyzw, r6.xyzw, l(0x7fc00000, 0x7fc00000, 0x7fc00000, 0x7fc00000), r2.xyzw
ne r6.x, r3.x, r3.x
movc r3.x, r6.x, l(0x7fc00000), r3.x
ne r6.yzw, r4.yyzw, r4.yyzw
movc r4.yzw, r6.yyzw, l(0x7fc00000, 0x7fc00000, 0x7fc00000, 0x7fc00000), r4.yyzw
ne r6.xyz, r5.xyzx, r5.xyzx
movc r5.xyz, r6.xyzx, l(0x7fc00000, 0x7fc00000, 0x7fc00000, 0x7fc00000), r5.xyzx
imul null, r6.x, vThreadID.x, l(64)
store_raw u0.xyzw, r6.x, r2.xyzw
iadd r6.y, r6.x, l(16)
store_raw u0.xyzw, r6.y, r3.xyzw
iadd r6.y, r6.x, l(32)
store_raw u0.xyzw, r6.y, r4.xyzw
iadd r6.y, r6.x, l(48)
store_raw u0.xyzw, r6.y, r5.xyzw
ret
'''


def fv(u):
    return bf(u)


def r32(x):
    """Round to float32, overflowing to infinity as IEEE arithmetic does."""
    if math.isnan(x) or math.isinf(x):
        return x
    try:
        return f32(x)
    except OverflowError:
        return math.copysign(math.inf, x)


def res_bits(x):
    """Expected float result as bits; any NaN -> None (unchecked bit pattern,
    checked separately below)."""
    if isinstance(x, float) and math.isnan(x):
        return 'nan'
    return fb(x)


def pymul(a, b):
    try:
        return a * b
    except OverflowError:
        return math.inf


exp = []
for i, (ua, ubb, uc) in enumerate(tb):
    a, b, c = fv(ua), fv(ubb), fv(uc)
    vals = [r32(a + b), r32(a * b), r32(r32(a * b) + c), nan_min_max(a, b, False),
            nan_min_max(a, b, True), a == b, a != b, a < b,
            a >= b, saturate(a), saturate(r32(a + c)), r32(-abs(a) * b),
            r32(-a + abs(c)), -a, abs(a), a < a]
    row = []
    for k, v in enumerate(vals):
        if k in (5, 6, 7, 8, 15):
            row.append(M32 if v else 0)
        elif isinstance(v, float) and math.isnan(v):
            row.append(NAN)
        else:
            row.append(fb(v))
    # min/max of -0.0 and 0.0 may return either zero, and so may _sat of -0.0.
    if a == 0 and b == 0:
        row[3] = row[4] = None
    if a == 0:
        row[9] = None
    if r32(a + c) == 0:
        row[10] = None
    exp += row
data = [w for t in tb for w in t]
dxbc_shader(A, 'float_arith_compare_sat', src, 'tpf', ['add', 'mul', 'mad', 'min', 'max', 'eq', 'ne', 'lt', 'ge',
                                                       'sat', 'float-modifiers', 'mov'],
            run([1, 1, 1], [raw('t0', data=data), raw('u0', count=len(exp), expect=exp)]))

# ---- transcendental and division (assembled, with tolerance) ---------------------------------------

xs = [1.0, 4.0, 16.0, 0.25, 2.0, 9.0, 100.0, 0.5]
src = r'''
// div, rcp, sqrt, rsq, exp (base 2), log (base 2) and sincos (both outputs) on positive runtime values.
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 5
dcl_thread_group 8, 1, 1
ishl r0.x, vThreadID.x, l(2)
ld_raw r0.y, r0.x, t0.x
div r1.x, r0.y, l(8.0)
rcp r1.y, r0.y
sqrt r1.z, r0.y
rsq r1.w, r0.y
exp r2.x, -r0.y
log r2.y, r0.y
mul r0.z, r0.y, l(0.1)
sincos r2.z, r2.w, r0.z
sincos null, r3.x, -r0.z
sincos r3.y, null, r0.z
div r3.z, l(1.0), r0.y
mov r3.w, l(0.0)
imul null, r4.x, vThreadID.x, l(48)
store_raw u0.xyzw, r4.x, r1.xyzw
iadd r4.y, r4.x, l(16)
store_raw u0.xyzw, r4.y, r2.xyzw
iadd r4.y, r4.x, l(32)
store_raw u0.xyzw, r4.y, r3.xyzw
ret
'''
exp = []
for x in xs:
    t = f32(x * f32(0.1))
    exp += [x / 8, 1 / x, math.sqrt(x), 1 / math.sqrt(x), 2.0 ** -x, math.log2(x), math.sin(t), math.cos(t),
            math.cos(-t), math.sin(t), 1 / x, 0.0]
exp = [f32(v) for v in exp]
dxbc_shader(A, 'float_transcendental', src, 'tpf', ['div', 'rcp', 'sqrt', 'rsq', 'exp', 'log', 'sincos'],
            run([1, 1, 1], [raw('t0', 'f32', data=xs), raw('u0', 'f32', count=len(exp), expect=exp, tolerance=2e-4)]))

# ---- bit-exact moves, movc, swapc and dot products (assembled) -------------------------------------

pats = [0x7FC12345, 0x00000001, 0x80000000, 0x7F800001, 0x3F800000, 0xFFFFFFFF, 0x007FFFFF, 0xC0490FDB]
conds = [0, 1, 0xFFFFFFFF, 0x80000000, 0, 2, 0, 0x10]
src = r'''
// mov, movc and swapc copy bits exactly (NaN payloads, signalling NaN, denormals, -0.0), movc/swapc on any non-zero condition, float neg/abs on mov, dp2/dp3/dp4.
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 7
dcl_thread_group 8, 1, 1
ishl r0.x, vThreadID.x, l(2)
ld_raw r0.y, r0.x, t0.x
iadd r0.z, r0.x, l(32)
ld_raw r0.z, r0.z, t0.x
iadd r0.w, vThreadID.x, l(1)
and r0.w, r0.w, l(7)
ishl r0.w, r0.w, l(2)
ld_raw r0.w, r0.w, t0.x
mov r1.x, r0.y
movc r1.y, r0.z, r0.y, r0.w
movc r1.z, r0.z, r0.w, r0.y
swapc r2.x, r2.y, r0.z, r0.y, r0.w
mov r1.w, r1.x
mov r3.xy, r0.yzyy
swapc r3.zw, r4.xy, r3.y, r3.x, l(0, 0, 5, 6)
utof r5.xyzw, l(1, 2, 3, 4)
utof r6.xyzw, vThreadID.x
dp2 r4.z, r5.xyxx, r6.xyxx
dp3 r4.w, r5.xyzx, r6.xyzx
dp4 r5.x, r5.xyzw, r6.xyzw
mov r5.y, l(0x600d)
imul null, r6.x, vThreadID.x, l(48)
store_raw u0.xyzw, r6.x, r1.xyzw
iadd r6.y, r6.x, l(16)
store_raw u0.xyzw, r6.y, r2.xyzw
iadd r6.y, r6.x, l(32)
store_raw u0.xyzw, r6.y, r4.xyzw
ret
'''
src = src.replace('store_raw u0.xyzw, r6.y, r2.xyzw', 'mov r2.zw, r3.zzzw\nstore_raw u0.xyzw, r6.y, r2.xyzw')
exp = []
for i in range(8):
    a, c, b = pats[i], conds[i], pats[(i + 1) & 7]
    t = float(i)
    # r3.x = a, r3.y = c; swapc r3.zw, r4.xy, cond c (broadcast), a (broadcast), (0, 0, 5, 6):
    # dst0 = c ? src2 : src1 -> r3.z = c ? 5 : a, r3.w = c ? 6 : a; dst1 = c ? src1 : src2 -> r4.x = c ? a : 0...
    r3z, r3w = (5, 6) if c else (a, a)
    r4x, r4y = (a, a) if c else (0, 0)
    exp += [a, a if c else b, b if c else a, a,
            b if c else a, a if c else b, r3z, r3w,
            r4x, r4y, fb(1 * t + 2 * t), fb(1 * t + 2 * t + 3 * t)]
    # dp4 (r5.x) is not stored: r5 is only a source of the dot products above.
dxbc_shader(A, 'mov_movc_swapc_dot', src, 'tpf', ['mov', 'movc', 'swapc', 'dp2', 'dp3', 'dp4', 'bit-exact-moves'],
            run([1, 1, 1], [raw('t0', data=pats + conds), raw('u0', count=len(exp), expect=exp)]))

# ---- half conversions (vkd3d-compiler) ------------------------------------------------------------

import struct as _st
fvals = [1.0, -2.5, 65504.0, 0.5, 0.0, -0.0, 2.0 ** -14, 0.333251953125, 1000.0, -0.125, 2.0 ** -24, -65504.0]
hvals = [0x3C00, 0xABCD3C00, 0xC100, 0x7BFF, 0x7C00, 0xFC00, 0x8000, 0x3555, 0xFFFF0400, 0x4248, 0x0001, 0x83FF]
src = r'''
// f32tof16 and f16tof32 on exactly representable values, half denormals, +-inf halves and garbage in the upper 16 bits.
ByteAddressBuffer F : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(12, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    float f = asfloat(F.Load(dtid.x * 4));
    uint h = F.Load(48 + dtid.x * 4);
    Out.Store2(dtid.x * 8, uint2(f32tof16(f), asuint(f16tof32(h))));
}
'''
exp = []
for f, h in zip(fvals, hvals):
    hb_ = _st.unpack('<H', _st.pack('<e', f))[0]
    v = _st.unpack('<e', _st.pack('<H', h & 0xFFFF))[0]
    exp += [hb_, fb(v)]
dxbc_shader(A, 'f16_f32_conversion', src, 'hlsl', ['f32tof16', 'f16tof32'],
            run([1, 1, 1], [raw('t0', data=[fb(v) for v in fvals] + hvals), raw('u0', count=len(exp), expect=exp)]))

# f32tof16 rounds toward zero (D3D11 functional spec); the same inputs as the DXIL corpus's
# compute-basic/f32tof16_round_toward_zero
rtz_in = [0x44801800, 0xC4803800, 0x45001E00, 0x3EAAAAAB, 0x477FE000, 0x477FEFFF, 0x477FF000, 0x47C35000,
          0xC7C35000, 0x7F7FFFFF, 0x33800000, 0x34400000, 0x33400000, 0xB3E00000, 0x38800000, 0x387FFFFF,
          0x00000001, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFFFFFFF, 0x7F800001, 0x3F800000]
src = r'''
// f32tof16 rounds toward zero (D3D): values between two halves, beyond half's range (+-65504, never inf), half denormals, +-0, +-inf; NaN inputs give a NaN half (written as 0xFFFF).
ByteAddressBuffer F : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(24, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint h = f32tof16(asfloat(F.Load(dtid.x * 4)));
    bool nan = (h & 0x7C00) == 0x7C00 && (h & 0x3FF) != 0;
    Out.Store(dtid.x * 4, nan ? 0xFFFF : h);
}
'''
dxbc_shader(A, 'f32tof16_round_toward_zero', src, 'hlsl', ['f32tof16'],
            run([1, 1, 1], [raw('t0', data=rtz_in), raw('u0', count=len(rtz_in), expect=[half_rtz(u) for u in rtz_in])]))

# ---- msad (assembled) ------------------------------------------------------------------------------

msad_in = [(0x01020304, 0x04030201, 0), (0x00FF00FF, 0xFF00FF00, 10), (0xFFFFFFFF, 0, 7), (0, 0x12345678, 100),
           (0x80808080, 0x7F817F81, 0xFFFFFFFF), (0x10203040, 0x10203040, 5), (0x00000001, 0xFFFFFFFF, 1),
           (0xABCDEF01, 0x01EFCDAB, 0x80000000)]
src = r'''
// msad: masked sum of absolute byte differences (reference bytes that are 0 are skipped) added to the accumulator, wrapping at 32 bits.
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 2
dcl_thread_group 8, 1, 1
imul null, r0.x, vThreadID.x, l(12)
ld_raw r0.yzw, r0.x, t0.xxyz
msad r1.x, r0.y, r0.z, r0.w
msad r1.y, r0.z, r0.y, l(0)
ishl r1.z, vThreadID.x, l(3)
store_raw u0.xy, r1.z, r1.xyxx
ret
'''


def msad(ref, s, acc):
    tot = 0
    for k in range(4):
        rb, sb = (ref >> (8 * k)) & 0xFF, (s >> (8 * k)) & 0xFF
        if rb:
            tot += abs(rb - sb)
    return u32(acc + tot)


exp = []
for r, s_, a in msad_in:
    exp += [msad(r, s_, a), msad(s_, r, 0)]
dxbc_shader(A, 'msad', src, 'tpf', ['msad'],
            run([1, 1, 1], [raw('t0', data=[w for t in msad_in for w in t]), raw('u0', count=len(exp), expect=exp)]))
