// ps_barycentrics_centroid_sample.ps.hlsl
// SV_Barycentrics with centroid (perspective) and sample (noperspective) interpolation (ps_6_1), blending per-vertex colors from GetAttributeAtVertex.
struct PSIn
{
    float4 pos : SV_Position;
    nointerpolation float3 color : COLOR0;
    centroid float3 bc : SV_Barycentrics;
    noperspective sample float3 bs : SV_Barycentrics1;
};

float4 main(PSIn i) : SV_Target
{
    float3 c0 = GetAttributeAtVertex(i.color, 0);
    float3 c1 = GetAttributeAtVertex(i.color, 1);
    float3 c2 = GetAttributeAtVertex(i.color, 2);
    float3 c = c0 * i.bc.x + c1 * i.bc.y + c2 * i.bc.z;
    return float4(c, dot(i.bs, float3(1.0f, 2.0f, 3.0f)));
}
