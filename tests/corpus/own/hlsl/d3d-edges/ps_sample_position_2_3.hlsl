// RenderTargetGetSamplePosition(2) and (3) stored to SV_Target (run by tests/unit/test_sample_position: folded per sample count, compared with D3D's standard patterns; an index past the pattern gives (0, 0)).
float4 main() : SV_Target
{
    return float4(GetRenderTargetSamplePosition(2), GetRenderTargetSamplePosition(3));
}
