// The control of ps_rov_loop_branch: the same accesses on a plain RWByteAddressBuffer (no interlock, no Coherent).
RWByteAddressBuffer Ordered : register(u0);

void main(float4 pos : SV_Position)
{
    uint n = Ordered.Load(0);
    for (uint i = 0; i < n; ++i) {
        uint v = Ordered.Load(i * 4);
        if ((int)v > 3)
            Ordered.Store(i * 4, i);
    }
}
