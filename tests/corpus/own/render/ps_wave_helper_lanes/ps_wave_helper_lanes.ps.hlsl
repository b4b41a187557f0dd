// ps_wave_helper_lanes.ps.hlsl: D3D keeps helper lanes out of wave operations (quad operations aside)
// unless the entry has [WaveOpsIncludeHelperLanes] (SM 6.7). Each 2x2 quad keeps its lower-right pixel; the
// other three discard and go on as helper lanes. Lane values: 1, 30, 2 on the helpers, 5 on the kept pixel,
// so a helper that takes part in a wave operation changes its result.
float4 main(float4 pos : SV_Position) : SV_Target
{
    uint2 p = uint2(pos.xy);
    uint q = (p.x & 1) + (p.y & 1) * 2;
    float v = q == 0 ? 1.0 : q == 1 ? 30.0 : q == 2 ? 2.0 : 5.0;
    if (q != 3)
        discard;

    // Every lane runs these; only the kept pixels (all v = 5) count.
    uint f = 0;
    if (WaveReadLaneFirst(v) == 5.0) f |= 1;
    if (WaveActiveMax(v) == 5.0) f |= 2;
    if (WaveActiveMin(v) == 5.0) f |= 4;
    if (WaveActiveAllEqual(v)) f |= 8;
    if (WaveActiveAllTrue(v == 5.0)) f |= 16;
    if (!WaveActiveAnyTrue(v != 5.0)) f |= 32;
    if (all(WaveActiveBallot(v != 5.0) == 0)) f |= 64;
    if (WaveActiveCountBits(v != 5.0) == 0) f |= 128;
    if (WaveActiveSum(v) == 5.0 * WaveActiveCountBits(true)) f |= 256;
    if (WaveActiveProduct(v == 5.0 ? 1.0 : 0.0) == 1.0) f |= 512;
    if (WaveActiveBitOr(asuint(v)) == asuint(5.0)) f |= 1024;
    if (WaveActiveBitAnd(asuint(v)) == asuint(5.0)) f |= 2048;
    if (WavePrefixSum(v) == 5.0 * WavePrefixCountBits(true)) f |= 4096;
    if (WaveActiveSum(WaveIsFirstLane() ? 1u : 0u) == 1) f |= 8192;
    uint4 kept = WaveActiveBallot(true);
    if (all(WaveMatch(v) == kept)) f |= 16384;
    if (WaveMultiPrefixSum(v, kept) == 5.0 * WaveMultiPrefixCountBits(true, kept)) f |= 32768;

    // Only helper lanes run this branch: D3D's wave operations see no lanes
    // there (all-true votes are true, WaveReadLaneFirst gives 0).
    float h = 0.0;
    [branch]
    if (v != 5.0)
    {
        uint g = 1;
        if (WaveActiveAllTrue(v > 100.0)) g |= 2;
        if (!WaveActiveAnyTrue(true)) g |= 4;
        if (WaveReadLaneFirst(v) == 0.0) g |= 8;
        if (WaveActiveCountBits(true) == 0) g |= 16;
        if (!WaveIsFirstLane()) g |= 32;
        if (all(WaveActiveBallot(true) == 0)) g |= 64;
        h = g;
    }
    // The kept pixel reads its three helpers' results (quad operations include helper lanes).
    return float4(f, QuadReadAcrossX(h), QuadReadAcrossY(h), QuadReadAcrossDiagonal(h));
}
