// Pixel, shader model 4.0 (an SHDR part): arithmetic and a constant buffer.
cbuffer params : register(b0)
{
    float4 scale;
    float4 bias;
};

float4 main(float4 pos : SV_Position, float4 colour : COLOR0) : SV_Target
{
    return saturate(colour * scale + bias) + frac(pos.x * 0.125);
}
