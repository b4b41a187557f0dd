// ps_coverage_mask.vs.hlsl: the top-left half of the target (NDC (-1, 1), (1, 1), (-1, -1)): its diagonal edge
// passes through pixel centres x + y = 7 of the 8x8 target but through none of the 4x sample positions.
float4 main(uint vid : SV_VertexID) : SV_Position
{
    return float4(vid == 1 ? 1.0 : -1.0, vid == 2 ? -1.0 : 1.0, 0.0, 1.0);
}
