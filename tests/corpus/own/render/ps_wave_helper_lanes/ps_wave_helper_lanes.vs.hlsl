// ps_wave_helper_lanes.vs.hlsl
// Full-screen triangle generated from SV_VertexID (no vertex buffer):
// vertex 0 -> NDC (-1, 1), 1 -> (3, 1), 2 -> (-1, -3). It covers the whole target.
float4 main(uint vid : SV_VertexID) : SV_Position
{
    float2 uv = float2((vid << 1) & 2, vid & 2);
    return float4(uv * float2(2.0, -2.0) + float2(-1.0, 1.0), 0.0, 1.0);
}
