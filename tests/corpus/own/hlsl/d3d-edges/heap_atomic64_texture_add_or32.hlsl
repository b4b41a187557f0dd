// SM 6.6 64-bit typed atomic through ResourceDescriptorHeap (run by tests/vk/heap_atomic64_run): RWTexture2D<uint64_t> u = ResourceDescriptorHeap[3]; InterlockedAdd(u[uint2(t & 1, 0)], t * 0x100000001) and InterlockedOr(RWTexture2D<uint> from ResourceDescriptorHeap[4], 1 << t).
[numthreads(8, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint t = dtid.x;
    RWTexture2D<uint64_t> u = ResourceDescriptorHeap[3];
    uint64_t v = (uint64_t)t * (uint64_t)0x100000001ull;
    InterlockedAdd(u[uint2(t & 1, 0)], v);
    RWTexture2D<uint> w = ResourceDescriptorHeap[4];
    InterlockedOr(w[uint2(t & 1, 0)], 1u << t);
}
