// Compute, shader model 5.1: resources in register spaces other than 0.
cbuffer params : register(b0, space1)
{
    uint base;
    uint value;
};
RWBuffer<uint> outputs : register(u3, space2);
Buffer<uint> inputs : register(t1, space3);

[numthreads(4, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    outputs[base + tid.x] = value + inputs[tid.x];
}
