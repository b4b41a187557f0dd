// A while loop with a data-dependent trip count (Collatz steps) and returns from inside nested loops.
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    uint n = In.Load(tid.x * 4);
    uint steps = 0;
    uint x = n;
    while (x > 1 && steps < 500) {
        x = (x & 1) != 0 ? x * 3 + 1 : x >> 1;
        steps++;
    }
    Out.Store(tid.x * 8, steps);
    for (uint i = 0; i < 8; i++) {
        for (uint j = 0; j < 8; j++) {
            if (i * 8 + j == (n & 63)) {
                Out.Store(tid.x * 8 + 4, i * 100 + j);
                return;
            }
        }
    }
    Out.Store(tid.x * 8 + 4, 0xDEAD);
}
