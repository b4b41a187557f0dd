// gs_streams.vs.hlsl: 64 points, one per pixel centre of the 8x8 target; COLOR from the index.
struct VSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR;
};

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    float2 p = float2(vid & 7, vid >> 3) + 0.5;
    o.pos = float4(p.x / 4.0 - 1.0, 1.0 - p.y / 4.0, 0.0, 1.0);
    o.color = float4((float)vid, p, 1.0);
    return o;
}
