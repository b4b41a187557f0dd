// Geometry: expands each point to a triangle strip quad (emit and cut).
struct gs_in { float4 pos : SV_Position; float2 uv : TEXCOORD0; };
struct gs_out { float4 pos : SV_Position; float2 uv : TEXCOORD0; };

[maxvertexcount(4)]
void main(point gs_in input[1], inout TriangleStream<gs_out> stream)
{
    for (int i = 0; i < 4; i++) {
        gs_out o;
        o.uv = float2(i & 1, i >> 1);
        o.pos = input[0].pos + float4(o.uv * 0.1, 0.0, 0.0);
        stream.Append(o);
    }
    stream.RestartStrip();
}
