// Compute: loops with break/continue, switch, typed UAV loads/stores, groupshared memory, barrier, atomics.
RWBuffer<uint> buf : register(u0);
groupshared uint total;

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint acc = buf[gi];
    [loop] for (uint i = 0; i < 16; i++) {
        if ((acc & 3) == 1)
            continue;
        acc = acc * 3 + i;
        if (acc > 100000)
            break;
    }
    switch (gi & 3) {
    case 0: acc += 1; break;
    case 1: acc ^= 0x55; break;
    default: acc = acc >> 2; break;
    }
    if (gi == 0)
        total = 0;
    GroupMemoryBarrierWithGroupSync();
    InterlockedAdd(total, acc);
    GroupMemoryBarrierWithGroupSync();
    uint old;
    InterlockedAdd(buf[64], total, old);
    buf[128 + gi] = acc + old;
}
