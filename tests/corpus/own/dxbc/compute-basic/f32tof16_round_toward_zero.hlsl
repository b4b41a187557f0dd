// f32tof16 rounds toward zero (D3D): values between two halves, beyond half's range (+-65504, never inf), half denormals, +-0, +-inf; NaN inputs give a NaN half (written as 0xFFFF).
ByteAddressBuffer F : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(24, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint h = f32tof16(asfloat(F.Load(dtid.x * 4)));
    bool nan = (h & 0x7C00) == 0x7C00 && (h & 0x3FF) != 0;
    Out.Store(dtid.x * 4, nan ? 0xFFFF : h);
}
