// Raw buffer loads and stores of one to four dwords (ld_raw/store_raw with .x .xy .xyz .xyzw masks) at computed byte offsets.
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    uint base = tid.x * 24;
    uint a = In.Load(base);
    uint2 b = In.Load2(base + 4);
    uint3 c = In.Load3(base + 12 - 8 * (tid.x & 1));
    uint4 d = In.Load4(base + 4 * (tid.x & 3));
    Out.Store(base, a ^ d.w);
    Out.Store2(base + 4, b.yx + d.xy);
    Out.Store3(base + 12 - 8 * (tid.x & 1), c.zyx);
    if ((tid.x & 1) == 0)
        Out.Store4(384 + tid.x * 8, d);
}
