// Signed int arithmetic on runtime values: iadd, imul, ineg, not, xor, and signed division/remainder (udiv on magnitudes).
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    int2 ab = asint(In.Load2(dtid.x * 8));
    int a = ab.x;
    int b = ab.y;
    uint o = dtid.x * 28;
    Out.Store4(o, asuint(int4(a + b, a - b, a * b, a / b)));
    Out.Store3(o + 16, asuint(int3(a % b, -a, ~a ^ b)));
}
