// if/else-if chains and nested ifs on runtime values (if_nz/if_z, else, endif), results merged through registers.
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    uint v = In.Load(tid.x * 4);
    uint r;
    if (v < 5)
        r = 1;
    else if (v < 20)
        r = 2;
    else if (v == 99)
        r = 3;
    else
        r = 4;
    uint q = 0;
    if ((v & 1) != 0) {
        if (v > 10)
            q = v * 3;
        else
            q = v + 7;
    } else {
        q = v >> 1;
        if (q == 0)
            q = 0xABC;
    }
    Out.Store2(tid.x * 8, uint2(r, q));
}
