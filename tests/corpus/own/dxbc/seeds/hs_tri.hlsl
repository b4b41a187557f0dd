// Hull: triangle patch, pass-through control points and constant tessellation factors.
struct vs_cp { float4 pos : POSITION; };
struct hs_pc { float edges[3] : SV_TessFactor; float inside : SV_InsideTessFactor; };

hs_pc patch_constants(InputPatch<vs_cp, 3> patch)
{
    hs_pc o;
    o.edges[0] = o.edges[1] = o.edges[2] = 2.0;
    o.inside = 3.0;
    return o;
}

[domain("tri")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("patch_constants")]
vs_cp main(InputPatch<vs_cp, 3> patch, uint id : SV_OutputControlPointID)
{
    return patch[id];
}
