// RayQuery copies (cs_6_5; D3D: a copy names the same query object): a query chosen by a select, on branches (phis), kept in a local array indexed at run time, beside a query of other template flags used directly; expectations in tests/vk/rayquery_cases.c (case copies).
RaytracingAccelerationStructure Scene : register(t0);
StructuredBuffer<float4> Rays : register(t1);
RWStructuredBuffer<float4> Out : register(u0);

float4 closest(uint status, float t, uint id, uint prim)
{
    return status == COMMITTED_TRIANGLE_HIT ? float4(t, (float)id, (float)prim, 1) : float4(-1, 0, 0, 0);
}

[numthreads(64, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID)
{
    uint i = dtid.x;
    RayDesc r;
    r.Origin = Rays[i * 2].xyz;
    r.TMin = Rays[i * 2].w;
    r.Direction = Rays[i * 2 + 1].xyz;
    r.TMax = Rays[i * 2 + 1].w;
    RayDesc back = r;
    back.Origin = r.Origin + r.Direction * 8.0f;
    back.Direction = -r.Direction;

    RayQuery<RAY_FLAG_FORCE_OPAQUE> a;
    RayQuery<RAY_FLAG_FORCE_OPAQUE> b;
    RayQuery<RAY_FLAG_FORCE_OPAQUE | RAY_FLAG_CULL_BACK_FACING_TRIANGLES> c;
    RayQuery<RAY_FLAG_FORCE_OPAQUE> arr[3];

    // a select: the thread's ray goes to a or b, the reversed ray to the other one, directly
    RayQuery<RAY_FLAG_FORCE_OPAQUE> s;
    if (i & 1)
        s = a;
    else
        s = b;
    s.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, r);
    if (i & 1)
        b.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, back);
    else
        a.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, back);
    // a branch: traversal through a copy chosen by a phi
    RayQuery<RAY_FLAG_FORCE_OPAQUE> p;
    [branch] if (i & 2)
        p = a;
    else
        p = b;
    while (p.Proceed()) {}
    RayQuery<RAY_FLAG_FORCE_OPAQUE> o;
    [branch] if (i & 2)
        o = b;
    else
        o = a;
    while (o.Proceed()) {}
    // results read through the originals
    Out[i * 4 + 0] = closest(a.CommittedStatus(), a.CommittedRayT(), a.CommittedInstanceID(), a.CommittedPrimitiveIndex());
    Out[i * 4 + 1] = closest(b.CommittedStatus(), b.CommittedRayT(), b.CommittedInstanceID(), b.CommittedPrimitiveIndex());

    // another template's flags, used directly
    c.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, r);
    while (c.Proceed()) {}
    Out[i * 4 + 2] = closest(c.CommittedStatus(), c.CommittedRayT(), c.CommittedInstanceID(), c.CommittedPrimitiveIndex());

    // a local array indexed at run time
    uint k = i % 3;
    RayDesc ak = r;
    if (i & 4)
        ak = back;
    arr[k].TraceRayInline(Scene, RAY_FLAG_CULL_FRONT_FACING_TRIANGLES, 0xFF, ak);
    arr[(k + 1) % 3].TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, r);
    while (arr[k].Proceed()) {}
    Out[i * 4 + 3] = closest(arr[k].CommittedStatus(), arr[k].CommittedRayT(), arr[k].CommittedInstanceID(), arr[k].CommittedPrimitiveIndex());
}
