// gs_layer.ps.hlsl: the layer the primitive went to, read back as SV_RenderTargetArrayIndex.
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0,
            nointerpolation uint layer : SV_RenderTargetArrayIndex) : SV_Target
{
    return float4(uv, (float)layer + 0.5, 1.0);
}
