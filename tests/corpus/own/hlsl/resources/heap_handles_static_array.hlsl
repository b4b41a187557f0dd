// SM 6.6 static resource variables: a static array of ResourceDescriptorHeap handles filled in a loop of a called function and a static StructuredBuffer assigned after it, read and written through run-time indices of the array.
cbuffer C : register(b0)
{
    uint base;
    uint n;
    uint pick;
};

static RWStructuredBuffer<uint> table[4];
static StructuredBuffer<uint> src;

void fill()
{
    for (uint i = 0; i < n; i++)
        table[i] = ResourceDescriptorHeap[base + i];
}

[numthreads(16, 1, 1)]
void main(uint t : SV_DispatchThreadID)
{
    fill();
    src = ResourceDescriptorHeap[0];
    table[pick][t] += src[t];
    table[(pick + 1) % n][t] += 100;
}
