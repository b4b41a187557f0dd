// The raygen_trace_ray, miss_shader and closesthit_builtins entries in one lib_6_6 library: every resource (Scene, Output, Camera, Normals) is a library global of type %dx.types.Handle that each entry loads.

struct Payload
{
    float4 color;
    uint depth;
};

RaytracingAccelerationStructure Scene : register(t0);
RWTexture2D<float4> Output : register(u0);
cbuffer Camera : register(b0)
{
    float4x4 invViewProj;
    float3 origin;
    float tMax;
};

[shader("raygeneration")]
void RayGen()
{
    uint2 idx = DispatchRaysIndex().xy;
    uint2 dim = DispatchRaysDimensions().xy;
    float2 ndc = (float2(idx) + 0.5f) / float2(dim) * 2.0f - 1.0f;
    float4 target = mul(invViewProj, float4(ndc.x, -ndc.y, 1, 1));
    RayDesc ray;
    ray.Origin = origin;
    ray.Direction = normalize(target.xyz / target.w - origin);
    ray.TMin = 0.001f;
    ray.TMax = tMax;
    Payload p;
    p.color = 0;
    p.depth = 0;
    TraceRay(Scene, RAY_FLAG_CULL_BACK_FACING_TRIANGLES, 0xFF, 0, 1, 0, ray, p);
    Output[idx] = p.color;
}

[shader("miss")]
void Miss(inout Payload p)
{
    float3 d = WorldRayDirection();
    float t = 0.5f * (d.y + 1.0f);
    p.color = float4(lerp(float3(1, 1, 1), float3(0.5f, 0.7f, 1.0f), t), RayTCurrent());
}

StructuredBuffer<float3> Normals : register(t1);

[shader("closesthit")]
void ClosestHit(inout Payload p, in BuiltInTriangleIntersectionAttributes attr)
{
    float3 bary = float3(1 - attr.barycentrics.x - attr.barycentrics.y, attr.barycentrics.x, attr.barycentrics.y);
    uint prim = PrimitiveIndex();
    float3 n = Normals[prim * 3 + 0] * bary.x + Normals[prim * 3 + 1] * bary.y + Normals[prim * 3 + 2] * bary.z;
    float3x4 o2w = ObjectToWorld3x4();
    float4x3 w2o = WorldToObject4x3();
    float3 wn = normalize(mul((float3x3)o2w, n));
    float3 hitPos = WorldRayOrigin() + WorldRayDirection() * RayTCurrent();
    float3 objPos = ObjectRayOrigin() + ObjectRayDirection() * RayTCurrent();
    bool front = HitKind() == HIT_KIND_TRIANGLE_FRONT_FACE;
    p.color = float4(wn * 0.5f + 0.5f, (float)(InstanceID() + InstanceIndex()) + RayTMin());
    p.color.xyz += front ? 0 : 0.25f;
    p.color.w += dot(hitPos, w2o[0]) + objPos.x + (float)(RayFlags() & 1);
    p.depth += 1;
}
