// Signed and unsigned comparisons (ilt/ige/ult/uge/ieq/ine) and imin/imax/umin/umax on runtime values, selected with movc.
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    int a = asint(In.Load(dtid.x * 4));
    int b = asint(In.Load(((dtid.x + 3) & 7) * 4));
    uint ua = (uint)a, ub = (uint)b;
    uint o = dtid.x * 40;
    Out.Store4(o, uint4(a < b ? 1u : 2u, a >= b ? 3u : 4u, ua < ub ? 5u : 6u, ua >= ub ? 7u : 8u));
    Out.Store4(o + 16, uint4(a == b ? 9u : 10u, a != b ? 11u : 12u, asuint(min(a, b)), asuint(max(a, b))));
    Out.Store2(o + 32, uint2(min(ua, ub), max(ua, ub)));
}
