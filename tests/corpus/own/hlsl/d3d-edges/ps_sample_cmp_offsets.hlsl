// Computed texel offsets on SampleCmp and SampleCmpBias (ps_6_8; run by tests/render/ps_features_run --sample-cmp-offsets): a D32 texture of distinct values, compareOp EQUAL; the reference is the value of the texel D3D reads (x, z: 1) or of its right neighbour (y, w: 0), at level 2 (SampleCmp) and 3 (SampleCmpBias, bias 1).

struct VSOut
{
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};
Texture2D<float> Tex : register(t0);
SamplerComparisonState Smp : register(s0);

// The texel's value: ((level * 64 + y) * 64 + x + 1) / 32768 with x, y wrapped to the level's size.
float DepthValue(uint level, int tx, int ty)
{
    uint size = 64u >> level;
    uint x = (uint)tx & (size - 1u);
    uint y = (uint)ty & (size - 1u);
    return (float)((level * 64u + y) * 64u + x + 1u) * (1.0f / 32768.0f);
}

float4 main(VSOut i) : SV_Target0
{
    int2 p = int2(i.uv * 16.0f);
    int2 o = int2((p.x * 5) & 15, (p.y * 3) & 15) - 8;
    int2 t2 = p + o;             // level 2 (16 texels): the texel is the pixel
    int2 t3 = (p >> 1) + o;      // level 3 (8 texels)
    return float4(Tex.SampleCmp(Smp, i.uv, DepthValue(2, t2.x, t2.y), o),
                  Tex.SampleCmp(Smp, i.uv, DepthValue(2, t2.x + 1, t2.y), o),
                  Tex.SampleCmpBias(Smp, i.uv, DepthValue(3, t3.x, t3.y), 1.0f, o),
                  Tex.SampleCmpBias(Smp, i.uv, DepthValue(3, t3.x + 1, t3.y), 1.0f, o));
}
