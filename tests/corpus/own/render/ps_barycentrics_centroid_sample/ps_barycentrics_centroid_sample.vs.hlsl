// ps_barycentrics_centroid_sample.vs.hlsl: a triangle inside the view volume with clip w = 1, 2, 4
// and a nointerpolation COLOR0 per vertex (read back with GetAttributeAtVertex).
static const float2 kNdc[3] = { float2(-0.875, 0.875), float2(0.9375, 0.5), float2(-0.375, -0.9375) };
static const float  kW[3]   = { 1.0, 2.0, 4.0 };
static const float3 kColor[3] = { float3(0.25, 0.5, 1.0), float3(1.0, 0.125, 0.0), float3(0.0, 1.0, 0.5) };

struct VSOut
{
    float4 pos : SV_Position;
    nointerpolation float3 color : COLOR0;
};

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    o.pos = float4(kNdc[vid] * kW[vid], 0.0, kW[vid]);
    o.color = kColor[vid];
    return o;
}
