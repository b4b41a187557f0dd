// ps_mrt_depth.ps.hlsl: three render targets and SV_Depth; a corner discarded.
struct PSIn
{
    float4 pos : SV_Position;
    float2 uv  : TEXCOORD0;
};

struct PSOut
{
    float4 c0    : SV_Target0;
    float4 c1    : SV_Target1;
    float4 c2    : SV_Target2;
    float  depth : SV_Depth;
};

PSOut main(PSIn i)
{
    PSOut o;
    if (i.pos.x > 6.0 && i.pos.y < 2.0)
        discard;
    o.c0 = float4(i.uv, 0.25, 1.0);
    o.c1 = float4(i.pos.xy, i.uv.x * i.uv.y, 2.0);
    o.c2 = float4(1.0 - i.uv.x, 0.5, i.pos.x + i.pos.y, 3.0);
    o.depth = i.uv.x * 0.5 + i.uv.y * 0.25;     // (2a + b) / 64 for odd a, b: never 0.5
    return o;
}
