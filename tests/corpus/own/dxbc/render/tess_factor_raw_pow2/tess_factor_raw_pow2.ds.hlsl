// tess_factor_raw_pow2.ds.hlsl: colour (u^2, v^2, uv, alpha), alpha a weighted sum of the tess factors it reads:
// (e0 + 2 e1 + 4 e2 + 8 e3 + 16 i0 + 32 i1) / 1024.
struct CP
{
    float3 pos : CPPOS;
};

struct PatchData
{
    float edges[4]  : SV_TessFactor;
    float inside[2] : SV_InsideTessFactor;
};

struct DSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
};

[domain("quad")]
DSOut main(PatchData pd, float2 uv : SV_DomainLocation, const OutputPatch<CP, 4> cp)
{
    DSOut o;
    float3 p = lerp(lerp(cp[0].pos, cp[1].pos, uv.x), lerp(cp[2].pos, cp[3].pos, uv.x), uv.y);
    o.pos = float4(p, 1.0);
    float a = pd.edges[0] + 2.0 * pd.edges[1] + 4.0 * pd.edges[2] + 8.0 * pd.edges[3] +
              16.0 * pd.inside[0] + 32.0 * pd.inside[1];
    o.color = float4(uv.x * uv.x, uv.y * uv.y, uv.x * uv.y, a / 1024.0);
    return o;
}
