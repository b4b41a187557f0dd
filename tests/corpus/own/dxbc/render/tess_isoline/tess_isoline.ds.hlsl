// tess_isoline.ds.hlsl: line i of the isoline patch at v = i / density, 2 NDC units per v
// below the control points; colour (u, v, density / 8, detail / 8).
struct CP
{
    float3 pos : CPPOS;
};

struct PatchData
{
    float tess[2] : SV_TessFactor;
};

struct DSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
};

[domain("isoline")]
DSOut main(PatchData pd, float2 uv : SV_DomainLocation, const OutputPatch<CP, 2> cp)
{
    DSOut o;
    float3 p = lerp(cp[0].pos, cp[1].pos, uv.x);
    o.pos = float4(p.x, p.y - 2.0 * uv.y, p.z, 1.0);
    o.color = float4(uv, pd.tess[0] / 8.0, pd.tess[1] / 8.0);
    return o;
}
