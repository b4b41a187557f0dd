// f32tof16 and f16tof32 on exactly representable values, half denormals, +-inf halves and garbage in the upper 16 bits.
ByteAddressBuffer F : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(12, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    float f = asfloat(F.Load(dtid.x * 4));
    uint h = F.Load(48 + dtid.x * 4);
    Out.Store2(dtid.x * 8, uint2(f32tof16(f), asuint(f16tof32(h))));
}
