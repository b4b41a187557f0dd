// SM 6.6 64-bit typed atomic through ResourceDescriptorHeap (run by tests/vk/heap_atomic64_run): RWBuffer<uint64_t> u = ResourceDescriptorHeap[3]; InterlockedAdd(u[t & 1], t * 0x100000001) and InterlockedOr(RWBuffer<uint> from ResourceDescriptorHeap[4], 1 << t).
[numthreads(8, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint t = dtid.x;
    RWBuffer<uint64_t> u = ResourceDescriptorHeap[3];
    uint64_t v = (uint64_t)t * (uint64_t)0x100000001ull;
    InterlockedAdd(u[t & 1], v);
    RWBuffer<uint> w = ResourceDescriptorHeap[4];
    InterlockedOr(w[t & 1], 1u << t);
}
