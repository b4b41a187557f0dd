// SM 6.6 64-bit typed atomic through ResourceDescriptorHeap (run by tests/vk/heap_atomic64_run): RWTexture2D<int64_t> u = ResourceDescriptorHeap[3]; InterlockedCompareExchange(u[uint2(t & 1, 0)], 0, t * 0x100000001, orig).
[numthreads(8, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint t = dtid.x;
    RWTexture2D<int64_t> u = ResourceDescriptorHeap[3];
    int64_t v = (int64_t)t * (int64_t)0x100000001ull;
    int64_t orig;
    InterlockedCompareExchange(u[uint2(t & 1, 0)], 0, v, orig);
}
