// tess_isoline.vs.hlsl: the control points of one patch, from SV_VertexID.
struct CP
{
    float3 pos : CPPOS;
};

static const float2 kCorners[2] = { float2(-1.25, 0.875), float2(1.25, 0.875) };

CP main(uint vid : SV_VertexID)
{
    CP o;
    o.pos = float3(kCorners[vid], 0.0);
    return o;
}
