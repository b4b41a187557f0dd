// Nested loops with break and continue at both levels and data-dependent trip counts.
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    uint n = In.Load(tid.x * 4);
    uint acc = 0, iters = 0;
    for (uint i = 0; i < n; i++) {
        if (i == 3)
            continue;
        if (acc > 400)
            break;
        for (uint j = 0; j < 10; j++) {
            iters++;
            if (j > i)
                break;
            if ((j & 1) != 0)
                continue;
            acc += i * j + 1;
        }
    }
    Out.Store2(tid.x * 8, uint2(acc, iters));
}
