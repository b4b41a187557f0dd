// ps_barycentrics_sample_centroid.ps.hlsl
// SV_Barycentrics with sample (perspective) and centroid (noperspective) interpolation (ps_6_1); the sample-rate input makes the pixel shader run per sample.
float4 main(float4 pos : SV_Position, sample float3 bs : SV_Barycentrics,
            noperspective centroid float3 bc : SV_Barycentrics1, uint sid : SV_SampleIndex) : SV_Target
{
    return float4(bs * 2.0f - bc, (float)sid);
}
