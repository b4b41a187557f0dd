// tess_hs_decls_itemp.ps.hlsl
struct DSOut
{
    float4 pos   : SV_Position;
    float4 color : COLOR0;
};

float4 main(DSOut i) : SV_Target
{
    return i.color;
}
