"""SM 4/5 execution tests, resources: constant buffers (constant and
dynamic row indices), typed buffer loads and stores, bufinfo, and UAV
barriers (sync_ugroup / sync_uglobal)."""
from common import *
from dxbc_common import dxbc_shader, raw, to_int_sat, nan_min_max, saturate

A = 'resources'



# ---- constant buffer, dynamic row index (vkd3d-compiler) -------------------------------------------------

K = [[(r * 4 + c) * 0x10001 + 7 for c in range(4)] for r in range(6)]
F = 2.5
src = r'''
// A constant buffer read at constant rows (several members of one row) and at a dynamic row index (cb0[r + n], dynamicIndexed).
cbuffer C : register(b0)
{
    uint4 k[6];     // rows 0-5
    float f;        // row 6 .x
    uint g;         // row 6 .y
    uint2 h;        // row 6 .zw
};
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    uint i = In.Load(tid.x * 4);
    uint4 a = k[i % 6];
    uint4 b = k[(i + 2) % 6];
    float x = asfloat(In.Load(32)) * f;
    Out.Store4(tid.x * 48, a);
    Out.Store4(tid.x * 48 + 16, uint4(b.wzy, g + h.x + h.y));
    Out.Store4(tid.x * 48 + 32, uint4(asuint(x), k[2].y, k[5].w + k[5].x, g * tid.x));
}
'''
idx = [0, 1, 2, 3, 4, 5, 7, 100]
G, H = 0x1000, (0x20, 0x300)
cb = [w for r in K for w in r] + [fb(F), G, H[0], H[1]]
exp = []
xin = 3.0
for t in range(8):
    i = idx[t]
    a = K[i % 6]
    b = K[(i + 2) % 6]
    exp += a + [b[3], b[2], b[1], G + H[0] + H[1]] + [fb(xin * F), K[2][1], K[5][3] + K[5][0], G * t]
dxbc_shader(A, 'cbuffer_dynamic_index', src, 'hlsl', ['constant-buffer', 'dynamic-cb-index'],
            run([1, 1, 1], [res('b0', 'ConstantBuffer', 'u32', data=cb), raw('t0', data=idx + [fb(xin)]),
                            raw('u0', count=len(exp), expect=exp)]))

# ---- typed buffers (vkd3d-compiler) --------------------------------------------------------------------

tb = [float(i) * 0.5 for i in range(64)]
ti = [i * 3 - 20 for i in range(16)]
src = r'''
// Typed buffers: ld from Buffer<float4> (R32G32B32A32_FLOAT) and Buffer<int> (R32_SINT), store_uav_typed to RWBuffer<uint> and RWBuffer<float2>, ld_uav_typed read-modify-write of RWBuffer<uint>.
Buffer<float4> TB : register(t0);
Buffer<int> TI : register(t1);
RWBuffer<uint> UU : register(u0);
RWBuffer<float2> UF : register(u1);
RWBuffer<uint> RMW : register(u2);

[numthreads(16, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    float4 v = TB[tid.x];
    int n = TI[15 - tid.x];
    UU[tid.x] = (uint)(v.x + v.w) + (uint)n;
    UF[tid.x] = float2(v.y * 2.0, v.z - v.x);
    RMW[tid.x] = RMW[tid.x] * 3 + tid.x;
}
'''
uu, uf, rmw_in, rmw = [], [], [], []
for t in range(16):
    v = tb[t * 4:t * 4 + 4]
    n = ti[15 - t]
    uu.append(u32(int(v[0] + v[3]) + n))
    uf += [v[1] * 2.0, v[2] - v[0]]
    rmw_in.append(t * 1000 + 1)
    rmw.append(u32((t * 1000 + 1) * 3 + t))
dxbc_shader(A, 'typed_buffers', src, 'hlsl', ['ld-typed-buffer', 'store_uav_typed', 'ld_uav_typed'],
            run([1, 1, 1], [res('t0', 'Buffer', 'f32', data=tb, texel_format='R32G32B32A32_FLOAT'),
                            res('t1', 'Buffer', 'i32', data=ti, texel_format='R32_SINT'),
                            res('u0', 'RWBuffer', 'u32', count=16, expect=uu, texel_format='R32_UINT'),
                            res('u1', 'RWBuffer', 'f32', count=32, expect=uf, texel_format='R32G32_FLOAT'),
                            res('u2', 'RWBuffer', 'u32', data=rmw_in, expect=rmw, texel_format='R32_UINT')]))

# ---- bufinfo (assembled) ---------------------------------------------------------------------------

src = r'''
// bufinfo on raw buffers (their size in bytes), structured buffers (their element count) and typed buffers (their element count), SRVs and UAVs, with the value in every written component.
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
mov r1.w, l(0x600d)
store_raw u0.xyzw, l(0), r0.xyzw
store_raw u0.xyzw, l(16), r1.xyzw
ret
'''
dxbc_shader(A, 'bufinfo', src, 'tpf', ['bufinfo'],
            run([1, 1, 1], [raw('t0', count=10),
                            res('t1', 'StructuredBuffer', 'u32', count=21),
                            res('t2', 'Buffer', 'f32', count=12, texel_format='R32G32B32A32_FLOAT'),
                            raw('u0', count=12, expect=[40, 7, 3, 48, 5, 5, 9, 0x600D, 0, 0, 0, 0]),
                            res('u1', 'RWStructuredBuffer', 'u32', count=10),
                            res('u2', 'RWBuffer', 'u32', count=9, texel_format='R32_UINT')]))

# ---- UAV barriers within the group (assembled) -----------------------------------------------------------

src = r'''
// sync_ugroup_t and sync_uglobal_t: values one thread stores to a (globally coherent) UAV are read by another thread of the group after the barrier, over two rounds.
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw_glc u0
dcl_uav_raw u1
dcl_input vThreadIDInGroupFlattened.x
dcl_input vThreadGroupID.x
dcl_temps 3
dcl_thread_group 64, 1, 1
imad r0.x, vThreadGroupID.x, l(64), vThreadIDInGroupFlattened.x
ishl r0.y, r0.x, l(2)
imad r0.z, r0.x, l(3), l(1)
store_raw u0.x, r0.y, r0.z
sync_ugroup_t
iadd r1.x, vThreadIDInGroupFlattened.x, l(1)
and r1.x, r1.x, l(63)
imad r1.x, vThreadGroupID.x, l(64), r1.x
ishl r1.x, r1.x, l(2)
ld_raw r1.y, r1.x, u0.x
sync_ugroup_t
iadd r1.y, r1.y, l(1000)
store_raw u0.x, r0.y, r1.y
sync_uglobal_t
xor r2.x, vThreadIDInGroupFlattened.x, l(63)
imad r2.x, vThreadGroupID.x, l(64), r2.x
ishl r2.x, r2.x, l(2)
ld_raw r2.y, r2.x, u0.x
store_raw u1.x, r0.y, r2.y
ret
'''
e0, e1 = [], []
for g in range(2):
    first = [(g * 64 + t) * 3 + 1 for t in range(64)]
    second = [first[(t + 1) & 63] + 1000 for t in range(64)]
    e0 += second
    e1 += [second[t ^ 63] for t in range(64)]
dxbc_shader(A, 'uav_barriers', src, 'tpf', ['sync-uav-group', 'sync-uav-global', 'ld_raw-uav', 'globally-coherent'],
            run([2, 1, 1], [raw('u0', count=128, expect=e0), raw('u1', count=128, expect=e1)]))

# ---- SM 5.1 register spaces and resource arrays (assembled) ------------------------------------------

bufs = [[(k + 1) * 1000 + i for i in range(4)] for k in range(4)]
cbs = [[0x11, 0x22, 0x33, 0x44], [0x55, 0x66, 0x77, 0x88]]
src = r'''
// SM 5.1: register spaces and ranges (t0[0:3] in space 1, cb0[0:1] in space 3, u1[0:1] in space 4), resource and constant-buffer arrays indexed by constants, by uniform values and by per-thread values marked {nonuniform}.
cs_5_1
dcl_globalFlags refactoringAllowed
dcl_constantBuffer cb0[0:1][1], dynamicIndexed, space=3
dcl_resource_raw t0[0:3], space=1
dcl_resource_raw t1[7:7], space=0
dcl_uav_raw u0[2:2], space=2
dcl_uav_typed_buffer (uint,uint,uint,uint) u1[0:1], space=4
dcl_input vThreadID.x
dcl_temps 4
dcl_thread_group 8, 1, 1
and r0.x, vThreadID.x, l(3)
ishl r0.y, r0.x, l(2)
ld_raw r1.x, r0.y, t0[r0.x + 0].x {nonuniform}
ld_raw r1.y, l(8), t0[2].x
ld_raw r0.z, l(0), t1[7].x
ld_raw r1.z, l(12), t0[r0.z + 0].x
and r0.w, vThreadID.x, l(1)
mov r1.w, cb0[r0.w + 0][0].y {nonuniform}
mov r2.x, cb0[1][0].z
iadd r2.y, r2.x, cb0[0][0].w
mov r2.zw, l(0, 0, 0x600d, 0x600d)
ishl r3.x, vThreadID.x, l(5)
store_raw u0[2].xyzw, r3.x, r1.xyzw
iadd r3.y, r3.x, l(16)
store_raw u0[2].xyzw, r3.y, r2.xyzw
ushr r3.z, vThreadID.x, l(2)
store_uav_typed u1[r3.z + 0].xyzw {nonuniform}, r0.x, r1.x
ret
'''
T7 = [2]   # t1[7] holds the uniform index 2
exp = []
u1 = [[0] * 4, [0] * 4]
for t in range(8):
    k = t & 3
    r1 = [bufs[k][k], bufs[2][2], bufs[T7[0]][3], cbs[t & 1][1]]
    r2 = [cbs[1][2], u32(cbs[1][2] + cbs[0][3]), 0x600D, 0x600D]
    exp += r1 + r2
    u1[t >> 2][k] = r1[0]
dxbc_shader(A, 'sm51_spaces_arrays', src, 'tpf', ['sm51-register-space', 'sm51-resource-array', 'sm51-cb-array',
                                                  'nonuniform-index'],
            run([1, 1, 1], [res('b0', 'ConstantBuffer', 'u32', data=cbs[0], space=3),
                            res('b1', 'ConstantBuffer', 'u32', data=cbs[1], space=3)]
                + [res('t%d' % k, 'ByteAddressBuffer', 'u32', data=bufs[k], space=1) for k in range(4)]
                + [res('t7', 'ByteAddressBuffer', 'u32', data=T7),
                   res('u2', 'RWByteAddressBuffer', 'u32', count=64, expect=exp, space=2),
                   res('u0', 'RWBuffer', 'u32', count=4, expect=u1[0], space=4, texel_format='R32_UINT'),
                   res('u1', 'RWBuffer', 'u32', count=4, expect=u1[1], space=4, texel_format='R32_UINT')]),
            profile='cs_5_1')
