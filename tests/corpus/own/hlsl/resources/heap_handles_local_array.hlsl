// SM 6.6 ResourceDescriptorHeap handles in a local array indexed at run time: DXC keeps the array as memory of handles (stores of createHandleFromHeap results, loads before annotateHandle).
cbuffer C : register(b0)
{
    uint base;
    uint pick;
};

[numthreads(16, 1, 1)]
void main(uint t : SV_DispatchThreadID)
{
    RWStructuredBuffer<uint> bufs[3] = {ResourceDescriptorHeap[base], ResourceDescriptorHeap[base + 1],
                                        ResourceDescriptorHeap[base + 2]};
    uint k = pick % 3;
    bufs[k][t] = bufs[(k + 1) % 3][t] * 2 + t;
}
