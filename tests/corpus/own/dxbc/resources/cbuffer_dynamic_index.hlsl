// A constant buffer read at constant rows (several members of one row) and at a dynamic row index (cb0[r + n], dynamicIndexed).
cbuffer C : register(b0)
{
    uint4 k[6];     // rows 0-5
    float f;        // row 6 .x
    uint g;         // row 6 .y
    uint2 h;        // row 6 .zw
};
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    uint i = In.Load(tid.x * 4);
    uint4 a = k[i % 6];
    uint4 b = k[(i + 2) % 6];
    float x = asfloat(In.Load(32)) * f;
    Out.Store4(tid.x * 48, a);
    Out.Store4(tid.x * 48 + 16, uint4(b.wzy, g + h.x + h.y));
    Out.Store4(tid.x * 48 + 32, uint4(asuint(x), k[2].y, k[5].w + k[5].x, g * tid.x));
}
