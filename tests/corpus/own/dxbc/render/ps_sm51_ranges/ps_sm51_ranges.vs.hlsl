// ps_sm51_ranges.vs.hlsl: a quad of two triangles; ID = the triangle (flat).
struct VSOut
{
    float4 pos : SV_Position;
    nointerpolation uint id : ID;
};

static const float2 kUnit[6] = { float2(0, 0), float2(1, 0), float2(0, 1), float2(1, 0), float2(1, 1), float2(0, 1) };

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    float2 u = kUnit[vid];
    o.pos = float4(u.x * 2.0 - 1.0, 1.0 - u.y * 2.0, 0.0, 1.0);
    o.id = vid / 3;
    return o;
}
