// tess_factor_raw_pow2.vs.hlsl: the 4 control points of one quad patch (TL, TR, BL, BR) at pixel centres.
struct CP
{
    float3 pos : CPPOS;
};

static const float2 kCorners[4] = { float2(-0.8888888955116272, 0.8888888955116272), float2(0.8888888955116272, 0.8888888955116272), float2(-0.8888888955116272, -0.8888888955116272), float2(0.8888888955116272, -0.8888888955116272) };

CP main(uint vid : SV_VertexID)
{
    CP o;
    o.pos = float3(kCorners[vid], 0.0);
    return o;
}
