// Rasterizer-ordered view accesses inside a loop and a branch of a pixel shader (tests/unit/test_rov: one interlock around the whole shader).
RasterizerOrderedByteAddressBuffer Ordered : register(u0);

void main(float4 pos : SV_Position)
{
    uint n = Ordered.Load(0);
    for (uint i = 0; i < n; ++i) {
        uint v = Ordered.Load(i * 4);
        if ((int)v > 3)
            Ordered.Store(i * 4, i);
    }
}
