// tess_factor_raw_pow2.hs.hlsl: quad domain, partitioning("pow2"); edge factors (5, 6, 7, 5), inside factors (6, 7) as written.
struct CP
{
    float3 pos : CPPOS;
};

struct PatchData
{
    float edges[4]  : SV_TessFactor;
    float inside[2] : SV_InsideTessFactor;
};

PatchData PatchMain(InputPatch<CP, 4> ip)
{
    PatchData pd;
    pd.edges[0] = 5.0;
    pd.edges[1] = 6.0;
    pd.edges[2] = 7.0;
    pd.edges[3] = 5.0;
    pd.inside[0] = 6.0;
    pd.inside[1] = 7.0;
    return pd;
}

[domain("quad")]
[partitioning("pow2")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(4)]
[patchconstantfunc("PatchMain")]
CP main(InputPatch<CP, 4> ip, uint i : SV_OutputControlPointID)
{
    CP o;
    o.pos = ip[i].pos;
    return o;
}
