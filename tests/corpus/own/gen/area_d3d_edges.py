"""d3d-edges: what real shaders hit and translators often refuse or get wrong.

Min-precision data in memory (32 bits per value) and its native 16-bit counterpart, 16-bit texel results of 32-bit
float data (D3D's float conversion rules), pointer bitcasts, long chains of loop exits, compute-shader derivatives,
64-bit typed atomics through ResourceDescriptorHeap and barycentrics with centroid/sample interpolation.
"""
from common import *
import math, struct
A = 'd3d-edges'
F16 = ['-enable-16bit-types']


def words_from_bytes(b):
    b = bytes(b)
    assert len(b) % 4 == 0
    return list(struct.unpack('<%dI' % (len(b) // 4), b))


def i32w(x):
    """32-bit word of a signed or unsigned integer."""
    return u32(x)


# ---------------------------------------------------------------------------------------------------------------
# float32 -> float16 conversions.
#
# D3D11.3 functional spec, 3.2.2 "Floating Point Conversion" (the rules D3D12 keeps for format conversions, which
# include a 32-bit float texel returned to a shader as a 16-bit float):
#   * conversion to another (lower range) float format rounds toward zero;
#   * a finite source value beyond the target's range gives the largest representable value of the same sign
#     (+-65504 for float16), never infinity ("due to the round to zero");
#   * NaN stays NaN, INF stays INF (sign kept);
#   * float16 keeps denormals (3.1.5), so a float32 value below 2^-14 becomes a float16 denormal, truncated.
# h16_d3d() implements that rule exactly; h16_rne() is IEEE round-to-nearest-even with overflow to infinity, used
# only to pick the cases where the two rules agree or differ.

def _h16_round(x, mode):
    if math.isnan(x):
        return 0x7E00
    sign = 0x8000 if math.copysign(1.0, x) < 0 else 0
    a = abs(x)
    if math.isinf(a):
        return sign | 0x7C00
    if a == 0.0:
        return sign
    m, e = math.frexp(a)              # a = m * 2^e, 0.5 <= m < 1
    e -= 1                            # a = (2m) * 2^e, 1 <= 2m < 2
    if e < -14:
        ulp_exp = -24                 # denormal spacing
    else:
        ulp_exp = e - 10
    q = a / (2.0 ** ulp_exp)          # exact: a power-of-two scaling of a double holding a float32
    fl = math.floor(q)
    frac = q - fl
    if mode == 'rtz':
        n = fl
    else:
        if frac > 0.5 or (frac == 0.5 and int(fl) % 2 == 1):
            n = fl + 1
        else:
            n = fl
    v = n * (2.0 ** ulp_exp)
    if v > 65504.0:
        if mode == 'rtz':
            v = 65504.0
        else:
            return sign | 0x7C00
    bits = struct.unpack('<H', struct.pack('<e', v))[0]
    assert struct.unpack('<e', struct.pack('<H', bits))[0] == v
    return sign | bits


def h16_d3d(x):
    return _h16_round(x, 'rtz')


def h16_rne(x):
    return _h16_round(x, 'rne')


def half_of_bits(b):
    return struct.unpack('<e', struct.pack('<H', b))[0]


# Self-checks of the conversion helpers.
assert h16_d3d(655.25) == hb(655.0) and h16_rne(655.25) == hb(655.0)
assert h16_d3d(65536.0) == 0x7BFF and h16_rne(65536.0) == 0x7C00
assert h16_d3d(-70000.0) == 0xFBFF and h16_rne(-70000.0) == 0xFC00
assert h16_d3d(f32(0.1)) == 0x2E66 == h16_rne(f32(0.1))
assert h16_d3d(f32(1e-8)) == 0 == h16_rne(f32(1e-8))
assert h16_d3d(f32(0.3)) == 0x34CC and h16_rne(f32(0.3)) == 0x34CD
assert h16_d3d(2.0 ** -15) == 0x0200 and h16_d3d(-(2.0 ** -24)) == 0x8001


# =============================================================================================================
# 1. Min-precision data in memory (no -enable-16bit-types): 32 bits per value; native 16-bit variants.
# =============================================================================================================

# 1a. cbuffer -> structured buffers, min precision.
src = r'''
// Min precision without native 16-bit types: min16float/min16int/min16uint cbuffer members (scalars, vectors, arrays; 32 bits per value) written to RWStructuredBuffer<min16float4>/<min16uint2>/<min16int2> (32 bits per component).
cbuffer Params : register(b0)
{
    min16float  Scale;     // offset 0
    min16float3 Bias;      // offsets 4, 8, 12
    min16int    Base;      // offset 16
    min16uint   Mask;      // offset 20
    min16int2   Pair;      // offsets 24, 28
    min16float4 Vec;       // offsets 32, 36, 40, 44
    min16float  FArr[3];   // offsets 48, 64, 80 (one 16-byte row per element)
    min16int    IArr[2];   // offsets 96, 112
    min16uint2  UVec;      // offsets 116, 120
};
RWStructuredBuffer<min16float4> OutF : register(u0);   // 16-byte elements
RWStructuredBuffer<min16uint2> OutU : register(u1);    // 8-byte elements
RWStructuredBuffer<min16int2> OutI : register(u2);     // 8-byte elements

[numthreads(4, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint t = dtid.x;
    min16float f = FArr[t % 3];
    OutF[t] = Vec * Scale + min16float4(Bias, f);
    min16int k = IArr[t & 1] + Base * (min16int)t;
    OutI[t] = min16int2(k + Pair.x, Pair.y - k);
    OutU[t] = min16uint2(UVec[t & 1] + (min16uint)t, Mask ^ (min16uint)(t * 3));
}
'''
CBV = dict(Scale=1.5, Bias=(0.25, -2.0, 8.0), Base=-300, Mask=40000, Pair=(-5, 1000), Vec=(2.0, -1.0, 0.5, 100.0),
           FArr=(0.125, -3.5, 64.0), IArr=(7, -20000), UVec=(40000, 65000))


def minprec_expect():
    ef, ei, eu = [], [], []
    for t in range(4):
        f = CBV['FArr'][t % 3]
        add = list(CBV['Bias']) + [f]
        r = [exact_half(CBV['Vec'][i] * CBV['Scale'] + add[i]) for i in range(4)]
        ef += r
        k = CBV['IArr'][t & 1] + CBV['Base'] * t
        a, b = k + CBV['Pair'][0], CBV['Pair'][1] - k
        assert -32768 <= k <= 32767 and -32768 <= a <= 32767 and -32768 <= b <= 32767
        ei += [a, b]
        x, y = CBV['UVec'][t & 1] + t, CBV['Mask'] ^ (t * 3)
        assert 0 <= x <= 65535 and 0 <= y <= 65535
        eu += [x, y]
    return ef, ei, eu


ef, ei, eu = minprec_expect()
cb = bytearray(128)
for off in range(0, 128, 4):                      # decoys in every unused slot
    struct.pack_into('<I', cb, off, 0xDEAD0000 | off)
struct.pack_into('<f', cb, 0, CBV['Scale'])
struct.pack_into('<fff', cb, 4, *CBV['Bias'])
struct.pack_into('<iI', cb, 16, CBV['Base'], CBV['Mask'])
struct.pack_into('<ii', cb, 24, *CBV['Pair'])
struct.pack_into('<ffff', cb, 32, *CBV['Vec'])
for i, v in enumerate(CBV['FArr']):
    struct.pack_into('<f', cb, 48 + 16 * i, v)
for i, v in enumerate(CBV['IArr']):
    struct.pack_into('<i', cb, 96 + 16 * i, v)
struct.pack_into('<II', cb, 116, *CBV['UVec'])
# cs_6_0 only: at cs_6_2 and above (still min precision) DXC 1.10 (9a3e225d) widens raw/structured stores itself and
# fails on min16int/min16uint stores ("cast<X>() argument of incompatible type!" for vector elements and
# ByteAddressBuffer Store<min16int>; a store mask validation error for a struct member).
for prof, nm in (('cs_6_0', 'minprec_cbuffer_structured'),):
    shader(A, nm, src, profile=prof, features=['min-precision', 'cbuffer', 'structured', 'dynamic-index'],
           run=run([1, 1, 1], [res('b0', 'ConstantBuffer', 'u32', data=words_from_bytes(cb)),
                               res('u0', 'RWStructuredBuffer', 'f32', count=16, expect=ef),
                               res('u1', 'RWStructuredBuffer', 'u32', count=8, expect=eu),
                               res('u2', 'RWStructuredBuffer', 'i32', count=8, expect=ei)]))

# 1a'. the same with native 16-bit types: 16-bit layout.
src = r'''
// Native 16-bit counterpart of minprec_cbuffer_structured (-enable-16bit-types): half/int16_t/uint16_t cbuffer members packed 2 bytes each (arrays one row per element) and 16-bit structured buffer elements.
cbuffer Params : register(b0)
{
    half      Scale;     // offset 0
    half3     Bias;      // offsets 2, 4, 6
    int16_t   Base;      // offset 8
    uint16_t  Mask;      // offset 10
    int16_t2  Pair;      // offsets 12, 14
    half4     Vec;       // offsets 16, 18, 20, 22
    half      FArr[3];   // offsets 32, 48, 64 (one 16-byte row per element)
    int16_t   IArr[2];   // offsets 80, 96
    uint16_t2 UVec;      // offsets 98, 100
};
RWStructuredBuffer<half4> OutF : register(u0);       // 8-byte elements
RWStructuredBuffer<uint16_t2> OutU : register(u1);   // 4-byte elements
RWStructuredBuffer<int16_t2> OutI : register(u2);    // 4-byte elements

[numthreads(4, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint t = dtid.x;
    half f = FArr[t % 3];
    OutF[t] = Vec * Scale + half4(Bias, f);
    int16_t k = IArr[t & 1] + Base * (int16_t)t;
    OutI[t] = int16_t2(k + Pair.x, Pair.y - k);
    OutU[t] = uint16_t2(UVec[t & 1] + (uint16_t)t, Mask ^ (uint16_t)(t * 3));
}
'''
cb = bytearray(112)
for off in range(0, 112, 2):
    struct.pack_into('<H', cb, off, 0xBEE0 | (off & 0xF))  # decoys (as half: large negative values)
struct.pack_into('<e', cb, 0, CBV['Scale'])
struct.pack_into('<eee', cb, 2, *CBV['Bias'])
struct.pack_into('<hH', cb, 8, CBV['Base'], CBV['Mask'])
struct.pack_into('<hh', cb, 12, *CBV['Pair'])
struct.pack_into('<eeee', cb, 16, *CBV['Vec'])
for i, v in enumerate(CBV['FArr']):
    struct.pack_into('<e', cb, 32 + 16 * i, v)
for i, v in enumerate(CBV['IArr']):
    struct.pack_into('<h', cb, 80 + 16 * i, v)
struct.pack_into('<HH', cb, 98, *CBV['UVec'])
shader(A, 'native16_cbuffer_structured', src, profile='cs_6_2', flags=F16,
       features=['fp16', 'int16', 'native16', 'cbuffer', 'cbuffer-packing', 'structured', 'dynamic-index'],
       run=run([1, 1, 1], [res('b0', 'ConstantBuffer', 'u32', data=words_from_bytes(cb)),
                           res('u0', 'RWStructuredBuffer', 'f16', count=16, expect=ef),
                           res('u1', 'RWStructuredBuffer', 'u16', count=8, expect=eu),
                           res('u2', 'RWStructuredBuffer', 'i16', count=8, expect=ei)]))

# 1b. byte address buffer Load<T>/Store<T> of min-precision types.
src = r'''
// Min precision without native 16-bit types: RWByteAddressBuffer Load<T>/Store<T> of min16float2, min16int, min16uint3 and min16float (32 bits per value in memory).
RWByteAddressBuffer Buf : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    min16float2 a = Buf.Load<min16float2>(0);    // bytes 0..7
    min16int b = Buf.Load<min16int>(8);          // bytes 8..11
    min16uint3 c = Buf.Load<min16uint3>(12);     // bytes 12..23
    Buf.Store<min16float2>(24, a * (min16float)2.0 + a.yx);
    Buf.Store<min16int>(32, b * (min16int)-3);
    Buf.Store<min16uint3>(36, c.zxy + (min16uint)1);
    Buf.Store<min16float>(48, a.x - a.y);
}
'''
a, bv, c = (1.25, -6.5), 1234, (40000, 7, 65534)
o_a = [exact_half(a[0] * 2 + a[1]), exact_half(a[1] * 2 + a[0])]
o_b = bv * -3
o_c = [c[2] + 1, c[0] + 1, c[1] + 1]
o_d = exact_half(a[0] - a[1])
assert all(0 <= x <= 65535 for x in o_c) and -32768 <= o_b <= 32767
init = [fb(a[0]), fb(a[1]), i32w(bv)] + list(c) + [0] * 7
expw = [fb(a[0]), fb(a[1]), i32w(bv)] + list(c) + [fb(o_a[0]), fb(o_a[1]), i32w(o_b)] + o_c + [fb(o_d)]
for prof, nm in (('cs_6_0', 'minprec_byteaddress'),):   # cs_6_2: DXC fails, see above
    shader(A, nm, src, profile=prof, features=['min-precision', 'byteaddress', 'templated-load'],
           run=run([1, 1, 1], [res('u0', 'RWByteAddressBuffer', 'u32', data=init, expect=expw)]))

src = r'''
// Native 16-bit counterpart of minprec_byteaddress (-enable-16bit-types): Load<T>/Store<T> of half2, int16_t, uint16_t3 and half at 2-byte granularity.
RWByteAddressBuffer Buf : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    half2 a = Buf.Load<half2>(0);            // bytes 0..3
    int16_t b = Buf.Load<int16_t>(4);        // bytes 4..5
    uint16_t3 c = Buf.Load<uint16_t3>(6);    // bytes 6..11
    Buf.Store<half2>(12, a * (half)2.0 + a.yx);
    Buf.Store<int16_t>(16, b * (int16_t)-3);
    Buf.Store<uint16_t3>(18, c.zxy + (uint16_t)1);
    Buf.Store<half>(24, a.x - a.y);
}
'''
inb = struct.pack('<eehHHH', a[0], a[1], bv, *c) + b'\0' * 16
outb = struct.pack('<eehHHH', a[0], a[1], bv, *c) + struct.pack('<eehHHHe', o_a[0], o_a[1], o_b, *o_c, o_d) + b'\0' * 2
assert len(inb) == len(outb) == 28
shader(A, 'native16_byteaddress', src, profile='cs_6_2', flags=F16,
       features=['fp16', 'int16', 'native16', 'byteaddress', 'templated-load', 'subword-store'],
       run=run([1, 1, 1], [res('u0', 'RWByteAddressBuffer', 'u32', data=words_from_bytes(inb),
                               expect=words_from_bytes(outb))]))

# 1c. typed buffers.
src = r'''
// Min precision typed buffers: RWBuffer<min16float4> over R32G32B32A32_FLOAT read-modify-write (BufferLoad/BufferStore of half) and Buffer<min16int4> over R32G32B32A32_SINT.
Buffer<min16int4> In : register(t0);          // R32G32B32A32_SINT
RWBuffer<min16float4> Data : register(u0);    // R32G32B32A32_FLOAT

[numthreads(4, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint t = dtid.x;
    min16float4 v = Data[t];
    min16int4 k = In[t];
    Data[t] = v * (min16float)0.5 + (min16float4)(k * (min16int)3);
}
'''
dv = [1.0, -2.0, 0.25, 1000.0, 3.5, -0.75, 64.0, -512.0, 0.0, 7.0, -9.5, 2.5, 100.0, 0.125, -1.0, 12.0]
kv = [1, -2, 3, -400, 5, 6, -7, 100, 0, -1, 2, 30, -50, 9, 10, 11]
ed = [exact_half(x * 0.5 + k * 3) for x, k in zip(dv, kv)]
shader(A, 'minprec_typed_buffer', src, features=['min-precision', 'typed-buffer', 'typed-uav-load'],
       run=run([1, 1, 1], [res('t0', 'Buffer', 'i32', data=kv, texel_format='R32G32B32A32_SINT'),
                           res('u0', 'RWBuffer', 'f32', data=dv, expect=ed, texel_format='R32G32B32A32_FLOAT')]))

src = r'''
// Native 16-bit counterpart of minprec_typed_buffer (-enable-16bit-types): RWBuffer<half4> over R16G16B16A16_FLOAT and Buffer<int16_t4> over R16G16B16A16_SINT.
Buffer<int16_t4> In : register(t0);       // R16G16B16A16_SINT
RWBuffer<half4> Data : register(u0);      // R16G16B16A16_FLOAT

[numthreads(4, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint t = dtid.x;
    half4 v = Data[t];
    int16_t4 k = In[t];
    Data[t] = v * (half)0.5 + (half4)(k * (int16_t)3);
}
'''
shader(A, 'native16_typed_buffer', src, profile='cs_6_2', flags=F16,
       features=['fp16', 'int16', 'native16', 'typed-buffer', 'typed-uav-load'],
       run=run([1, 1, 1], [res('t0', 'Buffer', 'i16', data=kv, texel_format='R16G16B16A16_SINT'),
                           res('u0', 'RWBuffer', 'f16', data=dv, expect=ed, texel_format='R16G16B16A16_FLOAT')]))

# 1d. groupshared arrays.
GS_SRC = r'''
// @COMMENT@
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> OutF : register(u0);
RWStructuredBuffer<int> OutI : register(u1);

groupshared @F@ gF[64];
groupshared @I@ gI[64];
groupshared @F@2 gV[32];

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    @F@ x = (@F@)In[gi];
    gF[gi] = x * (@F@)0.5;
    gI[gi] = (@I@)gi * (@I@)-37;
    if (gi < 32)
        gV[gi] = @F@2(x, -x);
    GroupMemoryBarrierWithGroupSync();
    @F@ n = gF[(gi + 1) & 63] + gF[(gi + 63) & 63];
    @F@2 v = gV[gi >> 1];
    OutF[gi] = (float)(n + v.x * v.y);
    OutI[gi] = (int)(gI[(gi * 5) & 63] - gI[gi]);
}
'''
xin = [((i * 13 + 5) % 61 - 30) * 0.25 for i in range(64)]      # multiples of 0.25 in [-7.5, 7.5]
egf, egi = [], []
for g in range(64):
    n = xin[(g + 1) & 63] * 0.5 + xin[(g + 63) & 63] * 0.5
    x = xin[g >> 1]
    egf.append(exact_half(n - x * x))
    egi.append(((g * 5) & 63) * -37 - g * -37)
shader(A, 'minprec_groupshared', GS_SRC.replace('@F@', 'min16float').replace('@I@', 'min16int').replace(
    '@COMMENT@', 'Min precision groupshared arrays (min16float, min16int, min16float2) written, synchronized and read at '
    'neighbour indices; results widened to float/int.'), features=['min-precision', 'groupshared', 'barrier'],
       run=run([1, 1, 1], [res('t0', 'StructuredBuffer', 'f32', data=xin),
                           res('u0', 'RWStructuredBuffer', 'f32', count=64, expect=egf),
                           res('u1', 'RWStructuredBuffer', 'i32', count=64, expect=egi)]))
shader(A, 'native16_groupshared', GS_SRC.replace('@F@', 'half').replace('@I@', 'int16_t').replace(
    '@COMMENT@', 'Native 16-bit counterpart of minprec_groupshared (-enable-16bit-types): groupshared half, int16_t and '
    'half2 arrays.'), profile='cs_6_2', flags=F16, features=['fp16', 'int16', 'native16', 'groupshared', 'barrier'],
       run=run([1, 1, 1], [res('t0', 'StructuredBuffer', 'f32', data=xin),
                           res('u0', 'RWStructuredBuffer', 'f32', count=64, expect=egf),
                           res('u1', 'RWStructuredBuffer', 'i32', count=64, expect=egi)]))


# =============================================================================================================
# 2. 16-bit results of 32-bit float texel reads (native 16-bit types). The run schema has no textures, so typed
#    buffers (Buffer<half4> / RWBuffer<half4> over R32G32B32A32_FLOAT) carry the same conversions.
# =============================================================================================================
TEXEL_SRC = r'''
// @COMMENT@
Buffer<half4> T : register(t0);                       // R32G32B32A32_FLOAT
RWBuffer<half4> U : register(u0);                     // R32G32B32A32_FLOAT, only read here
RWStructuredBuffer<uint16_t4> Bits : register(u1);    // asuint16 of every half read
RWStructuredBuffer<float4> Wide : register(u2);       // the halves of T widened back to float

[numthreads(@N@, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint t = dtid.x;
    half4 a = T[t];
    half4 b = U[t];
    Bits[t * 2 + 0] = asuint16(a);
    Bits[t * 2 + 1] = asuint16(b);
    Wide[t] = (float4)a;
}
'''
INF = float('inf')
# Values on which round-to-zero (D3D) and round-to-nearest-even agree; beyond-range values clamp (D3D) where IEEE
# would give infinity.
tv = [655.25, 65536.0, -70000.0, f32(1e-8), f32(0.1), 65519.0, 65520.0, -65504.0,
      2.0 ** -15, -(2.0 ** -24), 3.0e38, INF, -INF, 0.5, 2049.0, 4096.5]
uv = [-655.25, 1.0e5, -1.0e5, 60000.0, f32(0.2), f32(-0.1), f32(1.0 / 3.0), 2.0 ** -14,
      65504.0, -65505.0, 1.0, -2.0, f32(1e-30), 8188.0, -0.5, 16.0]
tv = [f32(x) if not math.isinf(x) else x for x in tv]
uv = [f32(x) for x in uv]
for x in tv + uv:
    if not math.isinf(x) and abs(x) <= 65504.0:
        assert h16_d3d(x) == h16_rne(x), x      # only the clamp distinguishes the two rules here
bits = []
for t in range(4):
    bits += [h16_d3d(x) for x in tv[t * 4:t * 4 + 4]] + [h16_d3d(x) for x in uv[t * 4:t * 4 + 4]]
wide = []
for x in tv:
    h = half_of_bits(h16_d3d(x))
    wide.append(None if math.isinf(h) else h)
shader(A, 'texel_half_from_f32', TEXEL_SRC.replace('@N@', '4').replace(
    '@COMMENT@', 'Native 16-bit texel results (-enable-16bit-types): Buffer<half4>/RWBuffer<half4> over R32G32B32A32_FLOAT '
    'read as half; D3D converts float32->float16 rounding toward zero, finite values beyond half\'s range give +-65504 '
    '(never infinity), infinities stay (D3D11.3 functional spec 3.2.2).'),
       profile='cs_6_2', flags=F16, features=['fp16', 'native16', 'typed-buffer', 'typed-uav-load', 'texel-conversion'],
       run=run([1, 1, 1], [res('t0', 'Buffer', 'u32', data=[fb(x) if not math.isinf(x) else (0x7F800000 if x > 0 else 0xFF800000)
                                                            for x in tv], texel_format='R32G32B32A32_FLOAT'),
                           res('u0', 'RWBuffer', 'u32', data=[fb(x) for x in uv], expect=[fb(x) for x in uv],
                               texel_format='R32G32B32A32_FLOAT'),
                           res('u1', 'RWStructuredBuffer', 'u16', count=32, expect=bits),
                           res('u2', 'RWStructuredBuffer', 'f32', count=16, expect=wide)]))

# Values on which the two rules differ: D3D's round-toward-zero result is expected.
cand = [0.3, -0.3, 655.3, 2051.0, 65503.0, 1e-5, -1e-5, 1.0 + 2.0 ** -11 + 2.0 ** -12, 0.7, -0.7, 1000.9, 3.5e-7,
        123.47, -5003.9, 40030.0, 0.0999]
cand = [f32(x) for x in cand]
for x in cand:
    assert h16_d3d(x) != h16_rne(x), x
tv2, uv2 = cand[:8], cand[8:]
bits2 = []
for t in range(2):
    bits2 += [h16_d3d(x) for x in tv2[t * 4:t * 4 + 4]] + [h16_d3d(x) for x in uv2[t * 4:t * 4 + 4]]
shader(A, 'texel_half_round_toward_zero', TEXEL_SRC.replace('@N@', '2').replace(
    '@COMMENT@', 'Native 16-bit texel results (-enable-16bit-types) on values where rounding modes differ: D3D converts '
    'float32 texels to float16 rounding toward zero (0.3 -> 0.2998046875, 65503 -> 65472, 1e-5 -> denormal 167*2^-24).'),
       profile='cs_6_2', flags=F16, features=['fp16', 'native16', 'typed-buffer', 'typed-uav-load', 'texel-conversion'],
       run=run([1, 1, 1], [res('t0', 'Buffer', 'f32', data=tv2, texel_format='R32G32B32A32_FLOAT'),
                           res('u0', 'RWBuffer', 'f32', data=uv2, expect=uv2, texel_format='R32G32B32A32_FLOAT'),
                           res('u1', 'RWStructuredBuffer', 'u16', count=16, expect=bits2),
                           res('u2', 'RWStructuredBuffer', 'f32', count=8,
                               expect=[half_of_bits(h16_d3d(x)) for x in tv2])]))


# (float)(half)x in the shader's own arithmetic (fptrunc then fpext, -enable-16bit-types): LLVM's fptrunc rounds,
# so the round trip is not the identity; a driver that folds the pair returns x. Vulkan lets OpFConvert round to
# nearest or toward zero, so the values are ones on which both roundings agree, within half's range.
src = r"""
// (float)(half)x in shader arithmetic (-enable-16bit-types: fptrunc then fpext): the round trip must round (655.25 -> 655), never fold to x; values where round-to-nearest and round-toward-zero agree.
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(12, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    float x = In[dtid.x];
    half h = (half)x;
    Out[dtid.x] = (float)h;
}
"""
rt_in = [655.25, 2049.0, -4097.0, 1.0 + 2.0 ** -12, 0.5, -3.0, 0.25, 0.0, 2048.0, 65504.0, -0.1875, 1000.125]
rt_in = [f32(x) for x in rt_in]
for x in rt_in:
    assert abs(x) <= 65504.0 and h16_d3d(x) == h16_rne(x), x
rt_out = [half_of_bits(h16_rne(x)) for x in rt_in]
assert sum(1 for a, b in zip(rt_in, rt_out) if a != b) >= 4
shader(A, 'half_fptrunc_roundtrip', src, profile='cs_6_2', flags=F16, features=['fp16', 'native16', 'fptrunc'],
       run=run([1, 1, 1], [res('t0', 'StructuredBuffer', 'f32', data=rt_in),
                           res('u0', 'RWStructuredBuffer', 'f32', count=12, expect=rt_out)]))


# =============================================================================================================
# 3. Pointer bitcasts: each shader below has a pointer bitcast (instruction or constant expression) in DXC's output.
# =============================================================================================================
PTRCAST = []


def ptrcast(name, src, profile, features, runblock, flags=()):
    PTRCAST.append(name)
    shader(A, name, src, profile=profile, flags=flags, features=['pointer-bitcast'] + features, run=runblock)


# 3a. asuint()/asfloat() of dynamically indexed local float array elements.
src = r'''
// Pointer bitcast candidate: asuint() of a dynamically indexed local float array element and asfloat() stored into one (LLVM folds the value bitcast into the load/store pointer).
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint t = dtid.x;
    float arr[8];
    [loop] for (uint j = 0; j < 8; ++j)
        arr[j] = (float)(In[j] + t) * 0.5f;
    uint i = In[8 + t] & 7;
    arr[(i + 3) & 7] = asfloat(In[16 + t]);
    Out[t * 2 + 0] = asuint(arr[i]);
    Out[t * 2 + 1] = asuint(arr[(i + 3) & 7]) ^ asuint(arr[(i * 5) & 7]);
}
'''
pin = [3, 1, 4, 1, 5, 9, 2, 6] + [5, 2, 7, 0, 3, 6, 1, 4] + [fb(-1.5 - t) for t in range(8)]
pexp = []
for t in range(8):
    arr = [f32((pin[j] + t) * 0.5) for j in range(8)]
    i = pin[8 + t] & 7
    arr[(i + 3) & 7] = bf(pin[16 + t])
    pexp += [fb(arr[i]), fb(arr[(i + 3) & 7]) ^ fb(arr[(i * 5) & 7])]
for prof, nm in (('cs_6_0', 'ptrcast_local_float_asuint'), ('cs_6_6', 'ptrcast_local_float_asuint_sm66')):
    ptrcast(nm, src, prof, ['local-array', 'dynamic-index', 'bitcast'],
            run([1, 1, 1], [res('t0', 'StructuredBuffer', 'u32', data=pin),
                            res('u0', 'RWStructuredBuffer', 'u32', count=16, expect=pexp)]))

# 3b. groupshared float arrays written through asfloat() at dynamic and constant indices.
src = r'''
// Pointer bitcast candidate: groupshared float arrays written with asfloat() at a dynamic index (pointer bitcast instruction) and at constant indices (constant-expression bitcast of a constant GEP), read back with asuint().
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

groupshared float g[16];
groupshared float gc[4];
groupshared float gOne;

[numthreads(16, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    g[gi] = asfloat(In[gi]);
    if (gi == 0) {
        gc[1] = asfloat(In[16]);
        gc[3] = asfloat(In[17]);
        gOne = asfloat(In[18]);
    }
    GroupMemoryBarrierWithGroupSync();
    uint x = asuint(g[0]) + asuint(g[5]);
    uint y = asuint(g[(gi * 7) & 15]);
    Out[gi * 3 + 0] = x ^ gi;
    Out[gi * 3 + 1] = y;
    Out[gi * 3 + 2] = asuint(gc[1 + ((gi & 1) << 1)]) + asuint(gOne) * gi;
}
'''
gin = [fb(1.0 + 0.25 * i) for i in range(16)] + [0x7FC0ABCD, 0xFFC00000, 0x00000001]   # NaNs with payloads, a denormal: moved bit-exactly
gexp = []
for gi in range(16):
    gexp += [u32(gin[0] + gin[5]) ^ gi, gin[(gi * 7) & 15], u32(gin[16 + (gi & 1)] + gin[18] * gi)]
for prof, nm in (('cs_6_0', 'ptrcast_groupshared_asfloat'), ('cs_6_6', 'ptrcast_groupshared_asfloat_sm66')):
    ptrcast(nm, src, prof, ['groupshared', 'bitcast', 'barrier', 'constant-expression'],
            run([1, 1, 1], [res('t0', 'StructuredBuffer', 'u32', data=gin),
                            res('u0', 'RWStructuredBuffer', 'u32', count=48, expect=gexp)]))

# 3f. float atomics on groupshared memory (lowered to i32 atomics on a cast pointer).
src = r"""
// Pointer bitcast candidate: SM 6.6 float atomics on groupshared memory (InterlockedCompareExchangeFloatBitwise, InterlockedExchange on float, InterlockedCompareStoreFloatBitwise on a groupshared scalar) that become i32 atomics on a cast pointer.
RWStructuredBuffer<uint> Out : register(u0);

groupshared float gF[16];
groupshared float gX[16];
groupshared float gOne;

[numthreads(16, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    gF[gi] = (float)gi * 0.5f;
    gX[gi] = -1.0f;
    if (gi == 0)
        gOne = 1.5f;
    GroupMemoryBarrierWithGroupSync();
    float orig;
    InterlockedCompareExchangeFloatBitwise(gF[gi], (gi & 1) ? 99.0f : (float)gi * 0.5f, -(float)gi - 1.0f, orig);
    float prev;
    InterlockedExchange(gX[gi], (float)gi + 0.25f, prev);
    if (gi == 3)
        InterlockedCompareStoreFloatBitwise(gOne, 1.5f, 2.5f);
    GroupMemoryBarrierWithGroupSync();
    Out[gi * 4 + 0] = asuint(orig);
    Out[gi * 4 + 1] = asuint(gF[gi]);
    Out[gi * 4 + 2] = asuint(prev) ^ asuint(gX[gi]);
    Out[gi * 4 + 3] = asuint(gOne);
}
"""
fexp = []
for gi in range(16):
    orig = gi * 0.5
    final = (-gi - 1.0) if gi % 2 == 0 else gi * 0.5
    fexp += [fb(orig), fb(final), fb(-1.0) ^ fb(gi + 0.25), fb(2.5)]
ptrcast('ptrcast_groupshared_float_atomics', src, 'cs_6_6', ['groupshared', 'atomics', 'float-atomics', 'barrier'],
        run([1, 1, 1], [res('u0', 'RWStructuredBuffer', 'u32', count=64, expect=fexp)]))

# 3e. static global array written through asfloat() at a constant index.
src = r'''
// Pointer bitcast candidate: a static (thread-private) global float array filled in a loop, written with asfloat() at a constant index and read with asuint() at a dynamic index.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

static float sTable[8];

[numthreads(8, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint t = dtid.x;
    [loop] for (uint j = 0; j < 8; ++j)
        sTable[j] = (float)(j * t) + 0.25f;
    sTable[2] = asfloat(In[t]);
    uint i = In[8 + t] & 7;
    Out[t] = asuint(sTable[i]);
}
'''
sdata = [fb(-2.5 * t) if t != 3 else 0x7FC00123 for t in range(8)] + [2, 5, 2, 0, 7, 2, 1, 10]
sexp = []
for t in range(8):
    tab = [fb(f32(j * t + 0.25)) for j in range(8)]
    tab[2] = sdata[t]
    sexp.append(tab[sdata[8 + t] & 7])
for prof, nm in (('cs_6_0', 'ptrcast_static_global'), ('cs_6_6', 'ptrcast_static_global_sm66')):
    ptrcast(nm, src, prof, ['static-global', 'bitcast', 'dynamic-index'],
            run([1, 1, 1], [res('t0', 'StructuredBuffer', 'u32', data=sdata),
                            res('u0', 'RWStructuredBuffer', 'u32', count=8, expect=sexp)]))

# (Candidates without a pointer bitcast in DXC's output, left out: a local array of structs copied as whole structs
# through dynamic indices plus a groupshared struct copy, and a local float4 array reinterpreted with asuint/asint of
# whole elements; DXC scalarizes both, the SM 6.6 builds show only llvm.lifetime i8* casts.)


# =============================================================================================================
# 4. Deep exit chains.
# =============================================================================================================
src = r'''
// [unroll] loop of 320 iterations with a data-dependent break in each: DXC emits a chain of 320 conditional exits to one block (a structurizer that nests one level per exit needs 320 levels).
StructuredBuffer<uint> Seeds : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint s = Seeds[dtid.x];
    uint n = 0;
    [unroll] for (uint k = 0; k < 320; ++k) {
        s = s * 747796405u + 2891336453u;
        if ((s >> 24) == 0xA5u)
            break;
        n += 1;
    }
    Out[dtid.x * 2 + 0] = s;
    Out[dtid.x * 2 + 1] = n;
}
'''
seeds = [u32(t * 0x9E3779B9 + 12345) for t in range(128)]
dexp = []
for sd in seeds:
    s, n = sd, 0
    for k in range(320):
        s = u32(s * 747796405 + 2891336453)
        if (s >> 24) == 0xA5:
            break
        n += 1
    dexp += [s, n]
ns = dexp[1::2]
assert min(ns) < 10 and max(ns) == 320 and len(set(ns)) > 40, (min(ns), max(ns), len(set(ns)))
shader(A, 'deep_exit_break_unroll320', src, features=['control-flow', 'unroll', 'multiple-exits', 'deep-nesting'],
       run=run([2, 1, 1], [res('t0', 'StructuredBuffer', 'u32', data=seeds),
                           res('u0', 'RWStructuredBuffer', 'u32', count=256, expect=dexp)]))

src = r'''
// [unroll] loop of 300 iterations, each with a data-dependent early return after its own store (value and slot depend on the iteration): 300 exits from the unrolled body to the function's end.
StructuredBuffer<uint> Keys : register(t0);    // 300 thresholds
RWStructuredBuffer<uint> Out : register(u0);   // 3 words per thread

[numthreads(64, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint t = dtid.x;
    uint acc = t * 2654435761u + 1u;
    [unroll] for (uint k = 0; k < 300; ++k) {
        acc ^= acc << 13;
        acc ^= acc >> 17;
        acc ^= acc << 5;
        if (acc < Keys[k]) {
            Out[t * 3 + (k % 3)] = acc + k;
            return;
        }
    }
    Out[t * 3] = 0xFFFFFFFFu;
}
'''
keys = [((k * 7919) % 97 + 1) * 400000 for k in range(300)]
rexp2 = [0] * (128 * 3)
exits = []
for t in range(128):
    acc = u32(t * 2654435761 + 1)
    for k in range(300):
        acc ^= (acc << 13) & M32
        acc ^= acc >> 17
        acc ^= (acc << 5) & M32
        if acc < keys[k]:
            rexp2[t * 3 + k % 3] = u32(acc + k)
            exits.append(k)
            break
    else:
        rexp2[t * 3] = 0xFFFFFFFF
        exits.append(300)
assert min(exits) < 20 and max(exits) == 300 and len(set(exits)) > 40, (min(exits), len(set(exits)))
shader(A, 'deep_exit_return_unroll300', src, features=['control-flow', 'unroll', 'early-return', 'multiple-exits',
                                                       'deep-nesting'],
       run=run([2, 1, 1], [res('t0', 'StructuredBuffer', 'u32', data=keys),
                           res('u0', 'RWStructuredBuffer', 'u32', count=128 * 3, expect=rexp2)]))


# =============================================================================================================
# 5. Compute-shader derivatives (SM 6.6).
#    Rule (DirectX-Specs HLSL_SM_6_6_Derivatives, "1D Quads"): with numthreads(X,1,1), X a multiple of 4, the quad of
#    a thread is SV_GroupIndex & ~3 and its position is x = SV_GroupIndex & 1, y = (SV_GroupIndex & 2) >> 1, i.e.
#    lanes 4q+0..3 are (0,0), (1,0), (0,1), (1,1). Any numthreads that is neither 1D (X % 4 == 0, Y == Z == 1) nor 2D
#    (X and Y even) is invalid for derivatives.
#    ddx_fine = right - left of the lane's own row, ddy_fine = bottom - top of its own column. Coarse derivatives
#    (ddx/ddy/ddx_coarse/ddy_coarse) may use either row/column, so they are checked on data linear within each quad.
# =============================================================================================================
DERIV_SRC = r'''
// @COMMENT@
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(@X@, 1, 1)]
void main(uint gi : SV_GroupIndex, uint3 gid : SV_GroupID)
{
    uint t = gid.x * @X@ + gi;
    float v = In[t];
    float w = In[@N@ + (t >> 2)] + ((gi & 1) ? 3.0f : 0.0f) + ((gi & 2) ? 5.0f : 0.0f);
    Out[t * 6 + 0] = ddx_fine(v);
    Out[t * 6 + 1] = ddy_fine(v);
    Out[t * 6 + 2] = ddx_coarse(w);
    Out[t * 6 + 3] = ddy_coarse(w);
    Out[t * 6 + 4] = ddx(w);
    Out[t * 6 + 5] = ddy(w);
}
'''
N = 128
dv = [float((t * t * 7) % 101 - 50) for t in range(N)] + [float(q * 11 % 23) for q in range(N // 4)]
dexp = []
for t in range(N):
    gi = t % 64
    q = t & ~3
    x, y = gi & 1, (gi >> 1) & 1
    dexp += [dv[q + 2 * y + 1] - dv[q + 2 * y], dv[q + 2 + x] - dv[q + x], 3.0, 5.0, 3.0, 5.0]
shader(A, 'cs_derivatives_linear64', DERIV_SRC.replace('@X@', '64').replace('@N@', str(N)).replace(
    '@COMMENT@', 'SM 6.6 compute derivatives with numthreads(64,1,1) (1D quads: lanes 4q..4q+3 by SV_GroupIndex are '
    '(0,0),(1,0),(0,1),(1,1)): ddx_fine/ddy_fine per row/column, ddx/ddy/ddx_coarse/ddy_coarse on quad-linear data.'),
       profile='cs_6_6', features=['compute-derivatives', 'sm6.6', 'quad'],
       run=run([2, 1, 1], [res('t0', 'StructuredBuffer', 'f32', data=dv),
                           res('u0', 'RWStructuredBuffer', 'f32', count=N * 6, expect=dexp)]))

# numthreads(1,1,1) and numthreads(2,1,1) form no quad: DXC's validator rejects derivatives there ("derivatives require
# NumThreads to be 1D and a multiple of 4, or 2D/3D with X and Y both being a multiple of 2"), so no such shader here.


# =============================================================================================================
# 6. 64-bit typed atomics on UAVs from ResourceDescriptorHeap (compile-only: the run schema binds registers only).
# =============================================================================================================
src = r'''
// SM 6.6 64-bit typed atomics through ResourceDescriptorHeap: RWBuffer<uint64_t> InterlockedAdd/Max/CompareExchange and RWTexture2D<int64_t> InterlockedMin/Max/CompareExchange/Exchange (int64 image atomics).
cbuffer Indices : register(b0)
{
    uint BufIndex;
    uint TexIndex;
};

[numthreads(8, 8, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    RWBuffer<uint64_t> buf = ResourceDescriptorHeap[BufIndex];
    RWTexture2D<int64_t> tex = ResourceDescriptorHeap[NonUniformResourceIndex(TexIndex + (gi & 1))];
    uint64_t v = ((uint64_t)dtid.y << 40) | dtid.x;
    uint64_t orig;
    InterlockedAdd(buf[0], v, orig);
    InterlockedMax(buf[1], v ^ 0xF000000000000000ull);
    uint64_t seen;
    InterlockedCompareExchange(buf[2 + (gi & 3)], 0ull, orig, seen);
    int64_t s = (int64_t)v * -3;
    InterlockedMin(tex[dtid.xy / 2], s);
    InterlockedMax(tex[uint2(0, 0)], s);
    int64_t o2;
    InterlockedCompareExchange(tex[dtid.xy], (int64_t)seen, s, o2);
    InterlockedExchange(tex[dtid.yx + 8], o2, o2);
}
'''
shader(A, 'heap_typed_atomic64', src, profile='cs_6_6',
       features=['descriptor-heap', 'atomic64', 'typed-atomic64', 'int64-image-atomics', 'non-uniform-index', 'sm6.6'],
       run=None)


# 6b. One construct each, run by tests/vk/heap_atomic64_run (heap descriptors: outside the run schema), which models
#     the results: eight threads, t = SV_DispatchThreadID.x, on element t & 1 of heap descriptor 3 (a 64-bit view;
#     textures at (t & 1, 0)); the *_or32 variants also OR 1 << t into element t & 1 of descriptor 4, a 32-bit view
#     whose annotation DXC writes with the same properties (only the i64 atomic tells the two apart); the *_minmax
#     variants take the signed minimum into element 0 and the maximum into element 1 (heap_typed_atomic64 has these
#     ops too, but racing on overlapping texels, so it is compile-only).
HEAP64_SRC = r"""
// @COMMENT@
[numthreads(8, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint t = dtid.x;
    @RES@<@T@> u = ResourceDescriptorHeap[3];
    @T@ v = (@T@)t * (@T@)0x100000001ull;
@BODY@}
"""
for res_kind, coord in (('RWBuffer', 't & 1'), ('RWTexture2D', 'uint2(t & 1, 0)')):
    short = 'buffer' if res_kind == 'RWBuffer' else 'texture'
    for op in ('add', 'cmpxchg', 'add_or32', 'minmax'):
        t64 = 'int64_t' if (short, op) in (('buffer', 'add'), ('texture', 'cmpxchg')) or op == 'minmax' else 'uint64_t'
        if op == 'minmax':
            # signed: element 0 ends at min(init, -3v), element 1 at max(init, 3v)
            c0, c1 = ('0', '1') if short == 'buffer' else ('uint2(0, 0)', 'uint2(1, 0)')
            body = '    InterlockedMin(u[%s], v * -3);\n    InterlockedMax(u[%s], v * 3);\n' % (c0, c1)
            what = 'InterlockedMin(u[%s], t * 0x100000001 * -3) and InterlockedMax(u[%s], t * 0x100000001 * 3)' % (c0, c1)
        elif op == 'cmpxchg':
            body = '    @T@ orig;\n    InterlockedCompareExchange(u[@C@], 0, v, orig);\n'
            what = 'InterlockedCompareExchange(u[%s], 0, t * 0x100000001, orig)' % coord
        else:
            body = '    InterlockedAdd(u[@C@], v);\n'
            what = 'InterlockedAdd(u[%s], t * 0x100000001)' % coord
        if op == 'add_or32':
            body += '    @RES@<uint> w = ResourceDescriptorHeap[4];\n    InterlockedOr(w[@C@], 1u << t);\n'
            what += ' and InterlockedOr(%s<uint> from ResourceDescriptorHeap[4], 1 << t)' % res_kind
        comment = ('SM 6.6 64-bit typed atomic through ResourceDescriptorHeap (run by tests/vk/heap_atomic64_run): '
                   '%s<%s> u = ResourceDescriptorHeap[3]; %s.' % (res_kind, t64, what))
        text = (HEAP64_SRC.replace('@BODY@', body).replace('@COMMENT@', comment).replace('@RES@', res_kind)
                .replace('@T@', t64).replace('@C@', coord))
        shader(A, 'heap_atomic64_%s_%s' % (short, op), text, profile='cs_6_6',
               features=['descriptor-heap', 'atomic64', 'typed-atomic64', 'sm6.6'] +
                        (['int64-image-atomics'] if short == 'texture' else []), run=None)


# =============================================================================================================
# 7. Pixel-shader barycentrics with centroid / sample interpolation (compile-only).
# =============================================================================================================
src = r'''
// SV_Barycentrics with centroid (perspective) and sample (noperspective) interpolation (ps_6_1), blending per-vertex colors from GetAttributeAtVertex.
struct PSIn
{
    float4 pos : SV_Position;
    nointerpolation float3 color : COLOR0;
    centroid float3 bc : SV_Barycentrics;
    noperspective sample float3 bs : SV_Barycentrics1;
};

float4 main(PSIn i) : SV_Target
{
    float3 c0 = GetAttributeAtVertex(i.color, 0);
    float3 c1 = GetAttributeAtVertex(i.color, 1);
    float3 c2 = GetAttributeAtVertex(i.color, 2);
    float3 c = c0 * i.bc.x + c1 * i.bc.y + c2 * i.bc.z;
    return float4(c, dot(i.bs, float3(1.0f, 2.0f, 3.0f)));
}
'''
shader(A, 'ps_barycentrics_centroid_sample', src, profile='ps_6_1', features=['pixel', 'barycentrics', 'centroid',
                                                                              'sample-rate', 'sm6.1'])

src = r'''
// SV_Barycentrics with sample (perspective) and centroid (noperspective) interpolation (ps_6_1); the sample-rate input makes the pixel shader run per sample.
float4 main(float4 pos : SV_Position, sample float3 bs : SV_Barycentrics,
            noperspective centroid float3 bc : SV_Barycentrics1, uint sid : SV_SampleIndex) : SV_Target
{
    return float4(bs * 2.0f - bc, (float)sid);
}
'''
shader(A, 'ps_barycentrics_sample_centroid', src, profile='ps_6_1', features=['pixel', 'barycentrics', 'centroid',
                                                                              'sample-rate', 'sm6.1'])


# =============================================================================================================
# 8. Computed texel offsets on gradient and comparison sampling (SM 6.7/6.8; textures: run by tests/vk/dynoffset_run
#    --grad/--cmp-zero/--cmp-level/--cmp-grad, the resources and case layout of vkd3d-proton's
#    cs_dynamic_texture_offset plus a comparison reference). Isotropic gradients of 2^lod texels of the 32x16 level 0
#    select level `lod`.
# =============================================================================================================
DYNOFF_SRC = r"""
// @COMMENT@
struct Case
{
    float2 uv;
    float lod;
    int2 offset;
    float ref;
};
Texture2D<float> Tex : register(t0);
@SAMPLER@ Smp : register(s0);
StructuredBuffer<Case> Cases : register(t0, space1);
RWStructuredBuffer<float> Results : register(u0, space1);

[numthreads(1, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    Case c = Cases[tid.x];
    float g = exp2(c.lod);
    float2 ddx_uv = float2(g / 32.0f, 0.0f);
    float2 ddy_uv = float2(0.0f, g / 16.0f);
    Results[tid.x] = @CALL@;
}
"""
for nm, prof, sampler, call in (
        ('grad', 'cs_6_7', 'SamplerState', 'Tex.SampleGrad(Smp, c.uv, ddx_uv, ddy_uv, c.offset)'),
        ('cmp_level_zero', 'cs_6_7', 'SamplerComparisonState', 'Tex.SampleCmpLevelZero(Smp, c.uv, c.ref, c.offset)'),
        ('cmp_level', 'cs_6_7', 'SamplerComparisonState', 'Tex.SampleCmpLevel(Smp, c.uv, c.ref, c.lod, c.offset)'),
        ('cmp_grad', 'cs_6_8', 'SamplerComparisonState', 'Tex.SampleCmpGrad(Smp, c.uv, c.ref, ddx_uv, ddy_uv, c.offset)')):
    comment = ('Computed (non-immediate) texel offsets on %s (SM %s; run by tests/vk/dynoffset_run with the cases of '
               'vkd3d-proton\'s cs_dynamic_texture_offset plus a comparison reference).' % (call.split('(')[0][4:], prof[3:].replace('_', '.')))
    shader(A, 'dynoffset_sample_' + nm, DYNOFF_SRC.replace('@COMMENT@', comment).replace('@SAMPLER@', sampler)
           .replace('@CALL@', call), profile=prof, features=['textures', 'computed-offsets', 'sampling', 'sm6.7'],
           run=None)


# =============================================================================================================
# 9. Residency status of a texel load (tests/vk/sparse_run: a partially resident sparse image; textures are outside
#    the run schema). The row length comes from GetDimensions, as the image size follows the device's sparse block.
# =============================================================================================================
src = r'''
// Residency status: Texture2D.Load with a status and CheckAccessFullyMapped on a partially resident image (run by tests/vk/sparse_run on a sparse R32_SFLOAT image of 2x2 blocks): Out[y * width + x] = (mapped, asuint(texel)).
Texture2D<float> Tex : register(t0);
RWStructuredBuffer<uint2> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    uint width, height;
    Tex.GetDimensions(width, height);
    uint status;
    float r = Tex.Load(int3(tid.xy, 0), int2(0, 0), status);
    Out[tid.y * width + tid.x] = uint2(CheckAccessFullyMapped(status) ? 1u : 0u, asuint(r));
}
'''
shader(A, 'sparse_load_status', src, features=['textures', 'residency', 'tiled-resources'], run=None)


# =============================================================================================================
# 10. SM 6.9 shader execution reordering (refused by name: no KHR/EXT SPIR-V equivalent; tests/unit/test_rt_reorder).
#     DXC always makes a hit object (HitObject_MakeNop/MakeMiss/TraceRay...) before MaybeReorderThread or a
#     HitObject state query, so those are the ops a translation of DXC's output meets first. No resources: the entries
#     pass data to a callable shader.
# =============================================================================================================
src = r'''
// SM 6.9 shader execution reordering in raygeneration entries: GenNop (HitObject::MakeNop, IsMiss), GenReorder (MaybeReorderThread(hint, bits): a MakeNop hit object), GenMiss (HitObject::MakeMiss, IsMiss) and GenControl (none), each passing its result to CallShader.
struct Data
{
    uint v;
};

[shader("raygeneration")]
void GenControl()
{
    Data d;
    d.v = DispatchRaysIndex().x;
    CallShader(0, d);
}

[shader("raygeneration")]
void GenNop()
{
    dx::HitObject h = dx::HitObject::MakeNop();
    Data d;
    d.v = h.IsMiss() ? 1u : 0u;
    CallShader(0, d);
}

[shader("raygeneration")]
void GenReorder()
{
    dx::MaybeReorderThread(DispatchRaysIndex().x, 3);
    Data d;
    d.v = 7u;
    CallShader(0, d);
}

[shader("raygeneration")]
void GenMiss()
{
    RayDesc r;
    r.Origin = float3(0.0f, 0.0f, 0.0f);
    r.Direction = float3(0.0f, 0.0f, 1.0f);
    r.TMin = 0.0f;
    r.TMax = 1.0f;
    dx::HitObject h = dx::HitObject::MakeMiss(0, 0, r);
    Data d;
    d.v = h.IsMiss() ? 1u : 0u;
    CallShader(0, d);
}
'''
shader(A, 'rt_reorder_sm69', src, profile='lib_6_9', entry='', features=['raytracing', 'sm6.9', 'reorder'], run=None)


# =============================================================================================================
# 11. RenderTargetGetSamplePosition with constant indices (tests/unit/test_sample_position folds each translated
#     module with spirv-opt per sample count and compares the stored constants with D3D's standard patterns).
#     Index pairs: every index of the 16-sample pattern, the last ones, and indices past the end (-1 is 0xFFFFFFFF).
# =============================================================================================================
SAMPLE_POS_PAIRS = [(i, i + 1) for i in range(0, 16, 2)] + [(16, 1000), (-1, 3)]
for a, b in SAMPLE_POS_PAIRS:
    name = 'ps_sample_position_%s_%s' % (('m1' if a < 0 else str(a)), str(b))
    src = r'''
// RenderTargetGetSamplePosition(%d) and (%d) stored to SV_Target (run by tests/unit/test_sample_position: folded per sample count, compared with D3D's standard patterns; an index past the pattern gives (0, 0)).
float4 main() : SV_Target
{
    return float4(GetRenderTargetSamplePosition(%d), GetRenderTargetSamplePosition(%d));
}
''' % (a, b, a, b)
    shader(A, name, src, profile='ps_6_0', features=['pixel', 'sample-position'], run=None)


# =============================================================================================================
# 12. Pixel shaders run by tests/render/ps_features_run after render/fullscreen_tri_uv's VS (TEXCOORD0 at register 1
#     after SV_Position), with host models there: dual-source blending outputs, and computed texel offsets on the
#     implicit-LOD sampling forms (the offsets differ within each quad, so the LOD must come from the unmoved uv).
# =============================================================================================================
src = r'''
// Dual-source blending: SV_Target0 = (0.8, 0.4, 0.2, 1.0) and SV_Target1 = (0.25, 0.5, 0.75, 0.5), blended with SRC1 factors (run by tests/render/ps_features_run --dualsrc with options.dual_source_blending).
struct PSOut
{
    float4 src0 : SV_Target0;
    float4 src1 : SV_Target1;
};

PSOut main()
{
    PSOut o;
    o.src0 = float4(0.8f, 0.4f, 0.2f, 1.0f);
    o.src1 = float4(0.25f, 0.5f, 0.75f, 0.5f);
    return o;
}
'''
shader(A, 'ps_dual_source', src, profile='ps_6_0', features=['pixel', 'dual-source-blending'], run=None)

OFFSET_PS_HEAD = r'''
struct VSOut
{
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};
'''
src = '// Computed texel offsets on Sample and SampleBias (ps_6_7; run by tests/render/ps_features_run --sample-offsets over 16x16 pixels, a 64x64 texture of 6 levels): offsets ((x * 5) & 15) - 8, ((y * 3) & 15) - 8 differ within each quad, so the LOD (2, and 3 with bias 1) must come from the unmoved uv.\n' + OFFSET_PS_HEAD + r'''Texture2D<float> Tex : register(t0);
SamplerState Smp : register(s0);

float4 main(VSOut i) : SV_Target0
{
    int2 p = int2(i.uv * 16.0f);
    int2 o = int2((p.x * 5) & 15, (p.y * 3) & 15) - 8;
    return float4(Tex.Sample(Smp, i.uv, o), Tex.SampleBias(Smp, i.uv, 1.0f, o), 0.0f, 0.0f);
}
'''
shader(A, 'ps_sample_offsets', src, profile='ps_6_7', features=['pixel', 'textures', 'computed-offsets', 'sm6.7'],
       run=None)

src = '// Computed texel offsets on SampleCmp and SampleCmpBias (ps_6_8; run by tests/render/ps_features_run --sample-cmp-offsets): a D32 texture of distinct values, compareOp EQUAL; the reference is the value of the texel D3D reads (x, z: 1) or of its right neighbour (y, w: 0), at level 2 (SampleCmp) and 3 (SampleCmpBias, bias 1).\n' + OFFSET_PS_HEAD + r'''Texture2D<float> Tex : register(t0);
SamplerComparisonState Smp : register(s0);

// The texel's value: ((level * 64 + y) * 64 + x + 1) / 32768 with x, y wrapped to the level's size.
float DepthValue(uint level, int tx, int ty)
{
    uint size = 64u >> level;
    uint x = (uint)tx & (size - 1u);
    uint y = (uint)ty & (size - 1u);
    return (float)((level * 64u + y) * 64u + x + 1u) * (1.0f / 32768.0f);
}

float4 main(VSOut i) : SV_Target0
{
    int2 p = int2(i.uv * 16.0f);
    int2 o = int2((p.x * 5) & 15, (p.y * 3) & 15) - 8;
    int2 t2 = p + o;             // level 2 (16 texels): the texel is the pixel
    int2 t3 = (p >> 1) + o;      // level 3 (8 texels)
    return float4(Tex.SampleCmp(Smp, i.uv, DepthValue(2, t2.x, t2.y), o),
                  Tex.SampleCmp(Smp, i.uv, DepthValue(2, t2.x + 1, t2.y), o),
                  Tex.SampleCmpBias(Smp, i.uv, DepthValue(3, t3.x, t3.y), 1.0f, o),
                  Tex.SampleCmpBias(Smp, i.uv, DepthValue(3, t3.x + 1, t3.y), 1.0f, o));
}
'''
shader(A, 'ps_sample_cmp_offsets', src, profile='ps_6_8',
       features=['pixel', 'textures', 'computed-offsets', 'comparison-sampling', 'sm6.8'], run=None)


# =============================================================================================================
# 13. Rasterizer-ordered views in control flow (tests/unit/test_rov: the interlock wraps the whole pixel shader, once,
#     whatever the loop and branch around the accesses); the same code on a plain RWByteAddressBuffer as the control.
# =============================================================================================================
ROV_SRC = r'''
// @COMMENT@
@TYPE@ Ordered : register(u0);

void main(float4 pos : SV_Position)
{
    uint n = Ordered.Load(0);
    for (uint i = 0; i < n; ++i) {
        uint v = Ordered.Load(i * 4);
        if ((int)v > 3)
            Ordered.Store(i * 4, i);
    }
}
'''
shader(A, 'ps_rov_loop_branch', ROV_SRC.replace('@TYPE@', 'RasterizerOrderedByteAddressBuffer').replace(
    '@COMMENT@', 'Rasterizer-ordered view accesses inside a loop and a branch of a pixel shader (tests/unit/test_rov: one '
    'interlock around the whole shader).'), profile='ps_6_0', features=['pixel', 'rov', 'control-flow'], run=None)
shader(A, 'ps_uav_loop_branch', ROV_SRC.replace('@TYPE@', 'RWByteAddressBuffer').replace(
    '@COMMENT@', 'The control of ps_rov_loop_branch: the same accesses on a plain RWByteAddressBuffer (no interlock, no '
    'Coherent).'), profile='ps_6_0', features=['pixel', 'uav', 'control-flow'], run=None)
