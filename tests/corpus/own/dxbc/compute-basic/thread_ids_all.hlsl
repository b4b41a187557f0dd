// vThreadID, vThreadGroupID, vThreadIDInGroup and vThreadIDInGroupFlattened for a 3D group over a 2D dispatch.
RWByteAddressBuffer Out : register(u0);

[numthreads(4, 2, 2)]
void main(uint3 dtid : SV_DispatchThreadID, uint3 gid : SV_GroupID,
          uint3 gtid : SV_GroupThreadID, uint gi : SV_GroupIndex)
{
    uint flat = (dtid.z * 6 + dtid.y) * 8 + dtid.x;
    uint base = flat * 40;
    Out.Store4(base, uint4(dtid, gid.x));
    Out.Store4(base + 16, uint4(gid.yz, gtid.xy));
    Out.Store2(base + 32, uint2(gtid.z, gi));
}
