// ps_barycentrics_sample_centroid.vs.hlsl: a triangle inside the view volume with clip w = 1, 2, 4.
static const float2 kNdc[3] = { float2(-0.875, 0.875), float2(0.9375, 0.5), float2(-0.375, -0.9375) };
static const float  kW[3]   = { 1.0, 2.0, 4.0 };

float4 main(uint vid : SV_VertexID) : SV_Position
{
    return float4(kNdc[vid] * kW[vid], 0.0, kW[vid]);
}
