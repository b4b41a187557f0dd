// Compute: a local array indexed by a computed value (indexable temporary) and a static const table (vkd3d-compiler makes both indexable temporaries, x#[]).
RWBuffer<uint> buf : register(u0);
static const uint table[8] = {3, 1, 4, 1, 5, 9, 2, 6};

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    uint local[6];
    for (uint i = 0; i < 6; i++)
        local[i] = buf[i] + table[(tid.x + i) & 7];
    buf[16 + tid.x] = local[tid.x % 6] * table[tid.x & 7];
}
