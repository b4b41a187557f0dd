// Computed texel offsets on Sample and SampleBias (ps_6_7; run by tests/render/ps_features_run --sample-offsets over 16x16 pixels, a 64x64 texture of 6 levels): offsets ((x * 5) & 15) - 8, ((y * 3) & 15) - 8 differ within each quad, so the LOD (2, and 3 with bias 1) must come from the unmoved uv.

struct VSOut
{
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};
Texture2D<float> Tex : register(t0);
SamplerState Smp : register(s0);

float4 main(VSOut i) : SV_Target0
{
    int2 p = int2(i.uv * 16.0f);
    int2 o = int2((p.x * 5) & 15, (p.y * 3) & 15) - 8;
    return float4(Tex.Sample(Smp, i.uv, o), Tex.SampleBias(Smp, i.uv, 1.0f, o), 0.0f, 0.0f);
}
