// SM 6.6 local array indexed at run time: DXC marks its lifetime with llvm.lifetime calls on an i8* cast, which must not make the module declare Int8.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint t : SV_DispatchThreadID)
{
    uint a[5] = {In[0], In[1], In[2], In[3], In[4]};
    a[t % 3] += t;
    Out[t] = a[(t + 1) % 5] * 10 + a[t % 5];
}
