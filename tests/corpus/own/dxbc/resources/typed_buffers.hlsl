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
