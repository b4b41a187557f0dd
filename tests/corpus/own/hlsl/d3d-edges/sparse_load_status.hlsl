// Residency status: Texture2D.Load with a status and CheckAccessFullyMapped on a partially resident image (run by tests/vk/sparse_run on a sparse R32_SFLOAT image of 2x2 blocks): Out[y * width + x] = (mapped, asuint(texel)).
Texture2D<float> Tex : register(t0);
RWStructuredBuffer<uint2> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    uint width, height;
    Tex.GetDimensions(width, height);
    uint status;
    float r = Tex.Load(int3(tid.xy, 0), int2(0, 0), status);
    Out[tid.y * width + tid.x] = uint2(CheckAccessFullyMapped(status) ? 1u : 0u, asuint(r));
}
