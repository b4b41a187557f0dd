// vs_clip_cull.ps.hlsl: the colour from the VS.
float4 main(float4 pos : SV_Position, float4 color : COLOR) : SV_Target
{
    return color;
}
