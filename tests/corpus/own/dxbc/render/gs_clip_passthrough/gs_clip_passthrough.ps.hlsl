// gs_clip_passthrough.ps.hlsl
float4 main(float4 pos : SV_Position) : SV_Target
{
    return float4(0.0, 1.0, 0.0, 1.0);
}
