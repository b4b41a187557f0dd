// ps_sample_cmp.ps.hlsl: comparison sampling of a D32 texture (4x4, texel (i, j) = (i + 4j + 0.5) / 16)
// with LESS_EQUAL (1 where ref <= texel), point filtering; a texel offset and computed gather offsets.
Texture2D<float>       gDepth : register(t0);
SamplerState           gPoint : register(s0);
SamplerComparisonState gCmp   : register(s1);

struct PSOut
{
    float4 a : SV_Target0;
    float4 b : SV_Target1;
};

PSOut main(float4 pos : SV_Position)
{
    uint2 p = (uint2)pos.xy;
    float2 uv = (float2(p >> 1) + 0.5) / 4.0;                 // the centre of texel p / 2
    float2 corner = float2((p >> 1) & 2) / 4.0 + 0.25;         // the corner of texels 0-1 or 2-3
    float ref = (float)((p.x ^ p.y) & 3) * 0.25 + 0.125;
    PSOut o;
    o.a.x = gDepth.SampleCmp(gCmp, uv, ref);
    o.a.y = gDepth.SampleCmpLevelZero(gCmp, uv + float2(0.25, 0.0), ref);
    float4 g = gDepth.GatherCmp(gCmp, corner, ref);
    o.a.z = dot(g, float4(1.0, 2.0, 4.0, 8.0));
    o.a.w = gDepth.Sample(gPoint, uv, int2(-1, 1));
    int2 off = int2(p.x & 1, -(int)(p.y & 1));
    o.b = gDepth.Gather(gPoint, corner, off);
    return o;
}
