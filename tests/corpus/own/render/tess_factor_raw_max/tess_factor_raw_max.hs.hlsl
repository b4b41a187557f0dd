// tess_factor_raw_max.hs.hlsl: quad domain, partitioning("integer"), maxtessfactor(7.0); edge factors (9, 10, 11, 12), inside factors (13, 14) as written.
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
    pd.edges[0] = 9.0;
    pd.edges[1] = 10.0;
    pd.edges[2] = 11.0;
    pd.edges[3] = 12.0;
    pd.inside[0] = 13.0;
    pd.inside[1] = 14.0;
    return pd;
}

[domain("quad")]
[partitioning("integer")]
[maxtessfactor(7.0)]
[outputtopology("triangle_cw")]
[outputcontrolpoints(4)]
[patchconstantfunc("PatchMain")]
CP main(InputPatch<CP, 4> ip, uint i : SV_OutputControlPointID)
{
    CP o;
    o.pos = ip[i].pos;
    return o;
}
