// Dual-source blending: SV_Target0 = (0.8, 0.4, 0.2, 1.0) and SV_Target1 = (0.25, 0.5, 0.75, 0.5), blended with SRC1 factors (run by tests/render/ps_features_run --dualsrc with options.dual_source_blending).
struct PSOut
{
    float4 src0 : SV_Target0;
    float4 src1 : SV_Target1;
};

PSOut main()
{
    PSOut o;
    o.src0 = float4(0.8f, 0.4f, 0.2f, 1.0f);
    o.src1 = float4(0.25f, 0.5f, 0.75f, 0.5f);
    return o;
}
