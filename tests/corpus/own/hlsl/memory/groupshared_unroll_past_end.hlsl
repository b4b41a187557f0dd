// A loop DXC unrolls past the end of a groupshared array (trip count bounded by 255, 64 elements): stores and loads beyond it become constant getelementptrs with a first index of 1 to 3; past the end a load reads 0 and a store is dropped, leaving the next array intact.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<float> Sums : register(u1);

groupshared float4 gs[64];
groupshared float guard[64];

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex, uint3 gid : SV_GroupID)
{
    uint count = In[gid.x * 2] & 255;
    uint reads = In[gid.x * 2 + 1] & 255;
    gs[gi] = float4(-1, -1, -1, -1);
    guard[gi] = 1000.0f + (float)gi;
    GroupMemoryBarrierWithGroupSync();
    if (gi == 0) {
        [unroll]
        for (uint i = 0; i < count; i++)
            gs[i] = float4(0, 1, 2, 3) + float(i) * 4.0f;
    }
    GroupMemoryBarrierWithGroupSync();
    Out[gid.x * 64 + gi] = gs[gi] + float4(guard[gi], 0, 0, 0);
    if (gi == 0) {
        float sum = 0.0f;
        [unroll]
        for (uint j = 0; j < reads; j++)
            sum += gs[j].y;
        Sums[gid.x] = sum;
    }
}
