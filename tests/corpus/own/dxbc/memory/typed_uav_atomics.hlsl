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
