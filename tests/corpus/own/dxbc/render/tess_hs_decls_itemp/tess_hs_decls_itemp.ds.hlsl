// tess_hs_decls_itemp.ds.hlsl: reads the tess factors and PATCHK; position bilinear
// over a rectangle, colour affine in uv.
struct CP
{
    float3 pos : CPPOS;
};

struct PatchData
{
    float edges[4]  : SV_TessFactor;
    float inside[2] : SV_InsideTessFactor;
    float4 k        : PATCHK;
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
    o.color = float4(pd.edges[0] + pd.edges[1] * uv.x, pd.edges[2] + pd.edges[3] * uv.y,
                     pd.inside[0] + pd.inside[1] * uv.x, pd.k.x + pd.k.y) / 16.0;
    return o;
}
