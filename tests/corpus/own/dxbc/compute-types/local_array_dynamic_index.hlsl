// Local arrays as indexable temporaries (x#): filled in a loop, updated and read at data-dependent indices.
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    uint a[8];
    for (uint i = 0; i < 8; i++)
        a[i] = In.Load(((tid.x + i) & 15) * 4) * (i + 1);
    uint k = In.Load(tid.x * 4) & 7;
    a[k] += 100;
    a[(k + 3) & 7] ^= 0xFF;
    uint s = 0;
    for (uint j = 0; j < 8; j++)
        s = s * 31 + a[j];
    Out.Store4(tid.x * 16, uint4(s, a[k], a[7 - k], a[(k * 5) & 7]));
}
