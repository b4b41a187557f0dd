// SM 6.6 64-bit typed atomic through ResourceDescriptorHeap (run by tests/vk/heap_atomic64_run): RWBuffer<int64_t> u = ResourceDescriptorHeap[3]; InterlockedAdd(u[t & 1], t * 0x100000001).
[numthreads(8, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint t = dtid.x;
    RWBuffer<int64_t> u = ResourceDescriptorHeap[3];
    int64_t v = (int64_t)t * (int64_t)0x100000001ull;
    InterlockedAdd(u[t & 1], v);
}
