// Tree reduction in a group-shared array (raw g#) with GroupMemoryBarrierWithGroupSync (sync_g_t) between the steps.
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

groupshared uint gs[64];

[numthreads(64, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex, uint3 gid : SV_GroupID)
{
    gs[gi] = In.Load(dtid.x * 4);
    GroupMemoryBarrierWithGroupSync();
    for (uint s = 32; s > 0; s >>= 1) {
        if (gi < s)
            gs[gi] += gs[gi + s];
        GroupMemoryBarrierWithGroupSync();
    }
    if (gi == 0)
        Out.Store(gid.x * 4, gs[0]);
}
