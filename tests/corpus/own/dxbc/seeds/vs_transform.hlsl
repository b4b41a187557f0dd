// Vertex: constant-buffer matrix transform, passes texture coordinates and a colour through.
cbuffer transform : register(b0)
{
    float4x4 mvp;
    float4 tint;
};

struct vs_out
{
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    float4 colour : COLOR0;
};

vs_out main(float3 pos : POSITION, float2 uv : TEXCOORD0, uint vid : SV_VertexID)
{
    vs_out o;
    o.pos = mul(mvp, float4(pos, 1.0));
    o.uv = uv;
    o.colour = tint * (float)(vid & 1);
    return o;
}
