// tess_hs_decls_itemp.vs.hlsl: the control points of one patch, from SV_VertexID.
struct CP
{
    float3 pos : CPPOS;
};

static const float2 kCorners[4] = { float2(-1.0, 1.0), float2(1.0, 1.0), float2(-1.0, -1.0), float2(1.0, -1.0) };

CP main(uint vid : SV_VertexID)
{
    CP o;
    o.pos = float3(kCorners[vid], 0.0);
    return o;
}
