// A loop of 256 / WaveGetLaneCount() iterations over a 64-element groupshared array, which DXC unrolls 256 times (a lane count of 1 is not excluded): the iterations past the array are constant getelementptrs with a nonzero first index; each thread reads an element every lane count from 4 to 64 writes.
RWStructuredBuffer<float4> Out : register(u0);

groupshared float4 foo[64];

[numthreads(64, 1, 1)]
void main(uint thr : SV_DispatchThreadID)
{
    uint count = 256 / WaveGetLaneCount();
    uint i;
    [unroll]
    for (i = 0; i < count; i++)
        foo[i] = float4(0, 1, 2, 3) + float(i) * 4.0f;
    GroupMemoryBarrierWithGroupSync();
    Out[thr] = foo[thr & 3];
}
