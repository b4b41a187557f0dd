// gs_layer.gs.hlsl: triangle p goes to layer p & 1.
struct VSOut
{
    float4 pos : SV_Position;
    float2 uv  : TEXCOORD0;
};

struct GSOut
{
    float4 pos   : SV_Position;
    float2 uv    : TEXCOORD0;
    uint   layer : SV_RenderTargetArrayIndex;
};

[maxvertexcount(3)]
void main(triangle VSOut tri[3], uint pid : SV_PrimitiveID, inout TriangleStream<GSOut> stream)
{
    for (uint i = 0; i < 3; ++i)
    {
        GSOut o;
        o.pos = tri[i].pos;
        o.uv = tri[i].uv;
        o.layer = pid & 1;
        stream.Append(o);
    }
}
