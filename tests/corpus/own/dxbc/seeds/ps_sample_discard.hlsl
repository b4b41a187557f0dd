// Pixel: texture sample with a sampler, discard below a threshold, two render targets.
Texture2D<float4> tex : register(t0);
SamplerState smp : register(s0);

struct ps_out
{
    float4 c0 : SV_Target0;
    float4 c1 : SV_Target1;
};

ps_out main(float4 pos : SV_Position, float2 uv : TEXCOORD0, float4 colour : COLOR0)
{
    float4 t = tex.Sample(smp, uv);
    if (t.a < 0.25)
        discard;
    ps_out o;
    o.c0 = t * colour;
    o.c1 = float4(pos.xy * 0.5, t.r, 1.0);
    return o;
}
