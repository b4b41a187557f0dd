// (float)(half)x in shader arithmetic (-enable-16bit-types: fptrunc then fpext): the round trip must round (655.25 -> 655), never fold to x; values where round-to-nearest and round-toward-zero agree.
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(12, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    float x = In[dtid.x];
    half h = (half)x;
    Out[dtid.x] = (float)h;
}
