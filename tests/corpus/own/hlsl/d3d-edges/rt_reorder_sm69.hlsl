// SM 6.9 shader execution reordering in raygeneration entries: GenNop (HitObject::MakeNop, IsMiss), GenReorder (MaybeReorderThread(hint, bits): a MakeNop hit object), GenMiss (HitObject::MakeMiss, IsMiss) and GenControl (none), each passing its result to CallShader.
struct Data
{
    uint v;
};

[shader("raygeneration")]
void GenControl()
{
    Data d;
    d.v = DispatchRaysIndex().x;
    CallShader(0, d);
}

[shader("raygeneration")]
void GenNop()
{
    dx::HitObject h = dx::HitObject::MakeNop();
    Data d;
    d.v = h.IsMiss() ? 1u : 0u;
    CallShader(0, d);
}

[shader("raygeneration")]
void GenReorder()
{
    dx::MaybeReorderThread(DispatchRaysIndex().x, 3);
    Data d;
    d.v = 7u;
    CallShader(0, d);
}

[shader("raygeneration")]
void GenMiss()
{
    RayDesc r;
    r.Origin = float3(0.0f, 0.0f, 0.0f);
    r.Direction = float3(0.0f, 0.0f, 1.0f);
    r.TMin = 0.0f;
    r.TMax = 1.0f;
    dx::HitObject h = dx::HitObject::MakeMiss(0, 0, r);
    Data d;
    d.v = h.IsMiss() ? 1u : 0u;
    CallShader(0, d);
}
