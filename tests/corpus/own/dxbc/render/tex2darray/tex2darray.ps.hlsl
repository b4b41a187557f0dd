// tex2darray.ps.hlsl: Texture2DArray (4x4, 3 layers); texel (x, y) of layer L holds (L, x, y, 0.5).
// DXBC variant: the layer is computed apart for the Sample and the Load (vkd3d-compiler 1.17 feeds the
// Sample's float layer to the Load when both come from one variable).
Texture2DArray<float4> gArr   : register(t1);
SamplerState           gPoint : register(s2);

float4 main(float4 pos : SV_Position) : SV_Target
{
    uint2 p = (uint2)pos.xy;
    float2 uv = (float2(p >> 1) + 0.5) / 4.0;
    float4 s = gArr.Sample(gPoint, float3(uv, (float)((p.x + p.y) % 3)));
    float4 l = gArr.Load(int4(p >> 1, (p.x + p.y) % 3, 0));
    return p.x < 4 ? s : l;
}
