// SM 6.6 64-bit typed atomic through ResourceDescriptorHeap (run by tests/vk/heap_atomic64_run): RWTexture2D<int64_t> u = ResourceDescriptorHeap[3]; InterlockedMin(u[uint2(0, 0)], t * 0x100000001 * -3) and InterlockedMax(u[uint2(1, 0)], t * 0x100000001 * 3).
[numthreads(8, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint t = dtid.x;
    RWTexture2D<int64_t> u = ResourceDescriptorHeap[3];
    int64_t v = (int64_t)t * (int64_t)0x100000001ull;
    InterlockedMin(u[uint2(0, 0)], v * -3);
    InterlockedMax(u[uint2(1, 0)], v * 3);
}
