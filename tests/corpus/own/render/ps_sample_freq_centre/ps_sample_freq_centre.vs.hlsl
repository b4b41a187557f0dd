// ps_sample_freq_centre.vs.hlsl: a full-target quad (two triangles meeting on the anti-diagonal)
// whose attributes are the framebuffer position.
struct VSOut
{
    float4 pos                 : SV_Position;   // z = x / 16 (x: framebuffer position)
    float2 t                   : TEXCOORD0;     // framebuffer position, perspective (w = 1)
    noperspective float2 n     : TEXCOORD1;     // framebuffer position, noperspective
    centroid float2 c          : TEXCOORD2;     // framebuffer position, centroid
};

static const float2 kCorners[6] =
{
    float2(-1.0,  1.0), float2( 1.0,  1.0), float2(-1.0, -1.0),   // TL, TR, BL
    float2( 1.0,  1.0), float2( 1.0, -1.0), float2(-1.0, -1.0)    // TR, BR, BL
};

VSOut main(uint vid : SV_VertexID)
{
    VSOut o;
    float2 p = kCorners[vid];
    float2 fb = float2(p.x + 1.0, 1.0 - p.y) * 4.0;
    o.pos = float4(p, fb.x / 16.0, 1.0);
    o.t = fb;
    o.n = fb;
    o.c = fb;
    return o;
}
