// vs_layer_instance.vs.hlsl: a quad over the target, instance i into layer i.
struct VSOut
{
    float4 pos   : SV_Position;
    float2 uv    : TEXCOORD0;
    uint   layer : SV_RenderTargetArrayIndex;
};

static const float2 kUnit[6] =
{
    float2(0.0, 0.0), float2(1.0, 0.0), float2(0.0, 1.0),
    float2(1.0, 0.0), float2(1.0, 1.0), float2(0.0, 1.0)
};

VSOut main(uint vid : SV_VertexID, uint iid : SV_InstanceID)
{
    VSOut o;
    float2 u = kUnit[vid];
    o.pos = float4(u.x * 2.0 - 1.0, 1.0 - u.y * 2.0, 0.0, 1.0);
    o.uv = u;
    o.layer = iid;
    return o;
}
