// Domain: triangle patch, barycentric interpolation of three control points.
struct hs_cp { float4 pos : POSITION; };
struct hs_pc { float edges[3] : SV_TessFactor; float inside : SV_InsideTessFactor; };

[domain("tri")]
float4 main(hs_pc pc, float3 bary : SV_DomainLocation, const OutputPatch<hs_cp, 3> patch) : SV_Position
{
    return patch[0].pos * bary.x + patch[1].pos * bary.y + patch[2].pos * bary.z;
}
