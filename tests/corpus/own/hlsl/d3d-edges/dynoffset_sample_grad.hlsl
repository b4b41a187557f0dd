// Computed (non-immediate) texel offsets on SampleGrad (SM 6.7; run by tests/vk/dynoffset_run with the cases of vkd3d-proton's cs_dynamic_texture_offset plus a comparison reference).
struct Case
{
    float2 uv;
    float lod;
    int2 offset;
    float ref;
};
Texture2D<float> Tex : register(t0);
SamplerState Smp : register(s0);
StructuredBuffer<Case> Cases : register(t0, space1);
RWStructuredBuffer<float> Results : register(u0, space1);

[numthreads(1, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    Case c = Cases[tid.x];
    float g = exp2(c.lod);
    float2 ddx_uv = float2(g / 32.0f, 0.0f);
    float2 ddy_uv = float2(0.0f, g / 16.0f);
    Results[tid.x] = Tex.SampleGrad(Smp, c.uv, ddx_uv, ddy_uv, c.offset);
}
