// ps_sample_freq_centre.ps.hlsl: runs per sample (SV_SampleIndex); every other input is evaluated at
// the pixel centre (centroid: the centre of a covered pixel) in D3D. Squared fractions of positions.
struct VSOut
{
    float4 pos                 : SV_Position;   // z = x / 16 (x: framebuffer position)
    float2 t                   : TEXCOORD0;     // framebuffer position, perspective (w = 1)
    noperspective float2 n     : TEXCOORD1;     // framebuffer position, noperspective
    centroid float2 c          : TEXCOORD2;     // framebuffer position, centroid
};

float sq(float2 v)
{
    float2 f = frac(v);
    return dot(f, f);
}

float4 main(VSOut i, uint s : SV_SampleIndex) : SV_Target
{
    float z = frac(i.pos.z * 16.0);
    return float4(sq(i.pos.xy), sq(i.t) + z * z, sq(i.n), sq(i.c) + (float)s);
}
