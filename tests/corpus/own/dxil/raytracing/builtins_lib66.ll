; shader hash: 06ba28b21fca6c4550fc37c68bfe3c83
;
; Buffer Definitions:
;
; cbuffer Camera
; {
;
;   struct hostlayout.Camera
;   {
;
;       column_major float4x4 invViewProj;            ; Offset:    0
;       float3 origin;                                ; Offset:   64
;       float tMax;                                   ; Offset:   76
;   
;   } Camera;                                         ; Offset:    0 Size:    80
;
; }
;
; Resource bind info for Normals
; {
;
;   float3 $Element;                                  ; Offset:    0 Size:    12
;
; }
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
; Camera                            cbuffer      NA          NA     CB0            cb0     1
; Scene                             texture     i32         ras      T0             t0     1
; Normals                           texture  struct         r/o      T1             t1     1
; Output                                UAV     f32          2d      U0             u0     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%hostlayout.Camera = type { [4 x <4 x float>], <3 x float>, float }
%struct.Payload = type { <4 x float>, i32 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.CBufRet.f32 = type { float, float, float, float }
%struct.BuiltInTriangleIntersectionAttributes = type { <2 x float> }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%struct.RaytracingAccelerationStructure = type { i32 }
%"class.StructuredBuffer<vector<float, 3> >" = type { <3 x float> }
%"class.RWTexture2D<vector<float, 4> >" = type { <4 x float> }

@"\01?Scene@@3URaytracingAccelerationStructure@@A" = external constant %dx.types.Handle, align 4
@"\01?Output@@3V?$RWTexture2D@V?$vector@M$03@@@@A" = external constant %dx.types.Handle, align 4
@"\01?Normals@@3V?$StructuredBuffer@V?$vector@M$02@@@@A" = external constant %dx.types.Handle, align 4
@Camera_legacy = external global %hostlayout.Camera

; Function Attrs: nounwind
define void @"\01?RayGen@@YAXXZ"() #0 {
  %1 = load %dx.types.Handle, %dx.types.Handle* @"\01?Scene@@3URaytracingAccelerationStructure@@A", align 4
  %2 = load %dx.types.Handle, %dx.types.Handle* @"\01?Output@@3V?$RWTexture2D@V?$vector@M$03@@@@A", align 4
  %3 = load %hostlayout.Camera, %hostlayout.Camera* @Camera_legacy
  %4 = alloca %struct.Payload, align 8
  %5 = call %dx.types.Handle @dx.op.createHandleForLib.hostlayout.Camera(i32 160, %hostlayout.Camera %3)  ; CreateHandleForLib(Resource)
  %6 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %5, %dx.types.ResourceProperties { i32 13, i32 80 })  ; AnnotateHandle(res,props)  resource: CBuffer
  %7 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 0)  ; DispatchRaysIndex(col)
  %8 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 1)  ; DispatchRaysIndex(col)
  %9 = call i32 @dx.op.dispatchRaysDimensions.i32(i32 146, i8 0)  ; DispatchRaysDimensions(col)
  %10 = call i32 @dx.op.dispatchRaysDimensions.i32(i32 146, i8 1)  ; DispatchRaysDimensions(col)
  %11 = uitofp i32 %7 to float
  %12 = uitofp i32 %8 to float
  %13 = fadd fast float %11, 5.000000e-01
  %14 = fadd fast float %12, 5.000000e-01
  %15 = uitofp i32 %9 to float
  %16 = uitofp i32 %10 to float
  %17 = fdiv fast float %13, %15
  %18 = fdiv fast float %14, %16
  %19 = fmul fast float %17, 2.000000e+00
  %20 = fmul fast float %18, 2.000000e+00
  %21 = fadd fast float %19, -1.000000e+00
  %22 = fadd fast float %20, -1.000000e+00
  %23 = fsub fast float -0.000000e+00, %22
  %24 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %6, i32 0)  ; CBufferLoadLegacy(handle,regIndex)
  %25 = extractvalue %dx.types.CBufRet.f32 %24, 0
  %26 = extractvalue %dx.types.CBufRet.f32 %24, 1
  %27 = extractvalue %dx.types.CBufRet.f32 %24, 2
  %28 = extractvalue %dx.types.CBufRet.f32 %24, 3
  %29 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %6, i32 1)  ; CBufferLoadLegacy(handle,regIndex)
  %30 = extractvalue %dx.types.CBufRet.f32 %29, 0
  %31 = extractvalue %dx.types.CBufRet.f32 %29, 1
  %32 = extractvalue %dx.types.CBufRet.f32 %29, 2
  %33 = extractvalue %dx.types.CBufRet.f32 %29, 3
  %34 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %6, i32 2)  ; CBufferLoadLegacy(handle,regIndex)
  %35 = extractvalue %dx.types.CBufRet.f32 %34, 0
  %36 = extractvalue %dx.types.CBufRet.f32 %34, 1
  %37 = extractvalue %dx.types.CBufRet.f32 %34, 2
  %38 = extractvalue %dx.types.CBufRet.f32 %34, 3
  %39 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %6, i32 3)  ; CBufferLoadLegacy(handle,regIndex)
  %40 = extractvalue %dx.types.CBufRet.f32 %39, 0
  %41 = extractvalue %dx.types.CBufRet.f32 %39, 1
  %42 = extractvalue %dx.types.CBufRet.f32 %39, 2
  %43 = extractvalue %dx.types.CBufRet.f32 %39, 3
  %44 = fmul fast float %25, %21
  %45 = call float @dx.op.tertiary.f32(i32 46, float %30, float %23, float %44)  ; FMad(a,b,c)
  %46 = fadd fast float %45, %35
  %47 = fadd fast float %46, %40
  %48 = fmul fast float %26, %21
  %49 = call float @dx.op.tertiary.f32(i32 46, float %31, float %23, float %48)  ; FMad(a,b,c)
  %50 = fadd fast float %41, %36
  %51 = fadd fast float %50, %49
  %52 = fmul fast float %27, %21
  %53 = call float @dx.op.tertiary.f32(i32 46, float %32, float %23, float %52)  ; FMad(a,b,c)
  %54 = fadd fast float %42, %37
  %55 = fadd fast float %54, %53
  %56 = fmul fast float %28, %21
  %57 = call float @dx.op.tertiary.f32(i32 46, float %33, float %23, float %56)  ; FMad(a,b,c)
  %58 = fadd fast float %43, %38
  %59 = fadd fast float %58, %57
  %60 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %6, i32 4)  ; CBufferLoadLegacy(handle,regIndex)
  %61 = extractvalue %dx.types.CBufRet.f32 %60, 0
  %62 = extractvalue %dx.types.CBufRet.f32 %60, 1
  %63 = extractvalue %dx.types.CBufRet.f32 %60, 2
  %64 = fdiv fast float %47, %59
  %65 = fdiv fast float %51, %59
  %66 = fdiv fast float %55, %59
  %67 = fsub fast float %64, %61
  %68 = fsub fast float %65, %62
  %69 = fsub fast float %66, %63
  %70 = call float @dx.op.dot3.f32(i32 55, float %67, float %68, float %69, float %67, float %68, float %69)  ; Dot3(ax,ay,az,bx,by,bz)
  %71 = call float @dx.op.unary.f32(i32 25, float %70)  ; Rsqrt(value)
  %72 = fmul fast float %71, %67
  %73 = fmul fast float %71, %68
  %74 = fmul fast float %71, %69
  %75 = extractvalue %dx.types.CBufRet.f32 %60, 3
  %76 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %1)  ; CreateHandleForLib(Resource)
  %77 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %76, %dx.types.ResourceProperties { i32 16, i32 0 })  ; AnnotateHandle(res,props)  resource: RTAccelerationStructure
  %78 = getelementptr inbounds %struct.Payload, %struct.Payload* %4, i32 0, i32 0
  store <4 x float> zeroinitializer, <4 x float>* %78, align 8
  %79 = getelementptr inbounds %struct.Payload, %struct.Payload* %4, i32 0, i32 1
  store i32 0, i32* %79, align 8
  call void @dx.op.traceRay.struct.Payload(i32 157, %dx.types.Handle %77, i32 16, i32 255, i32 0, i32 1, i32 0, float %61, float %62, float %63, float 0x3F50624DE0000000, float %72, float %73, float %74, float %75, %struct.Payload* nonnull %4)  ; TraceRay(AccelerationStructure,RayFlags,InstanceInclusionMask,RayContributionToHitGroupIndex,MultiplierForGeometryContributionToShaderIndex,MissShaderIndex,Origin_X,Origin_Y,Origin_Z,TMin,Direction_X,Direction_Y,Direction_Z,TMax,payload)
  %80 = load <4 x float>, <4 x float>* %78, align 8
  %81 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %2)  ; CreateHandleForLib(Resource)
  %82 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %81, %dx.types.ResourceProperties { i32 4098, i32 1033 })  ; AnnotateHandle(res,props)  resource: RWTexture2D<4xF32>
  %83 = extractelement <4 x float> %80, i64 0
  %84 = extractelement <4 x float> %80, i64 1
  %85 = extractelement <4 x float> %80, i64 2
  %86 = extractelement <4 x float> %80, i64 3
  call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %82, i32 %7, i32 %8, i32 undef, float %83, float %84, float %85, float %86, i8 15)  ; TextureStore(srv,coord0,coord1,coord2,value0,value1,value2,value3,mask)
  ret void
}

; Function Attrs: nounwind
define void @"\01?Miss@@YAXUPayload@@@Z"(%struct.Payload* noalias nocapture %p) #0 {
  %1 = call float @dx.op.worldRayDirection.f32(i32 148, i8 1)  ; WorldRayDirection(col)
  %2 = fadd fast float %1, 1.000000e+00
  %3 = fmul fast float %2, 2.500000e-01
  %4 = fmul fast float %2, 0x3FC3333340000000
  %5 = fsub fast float 1.000000e+00, %3
  %6 = fsub fast float 1.000000e+00, %4
  %7 = call float @dx.op.rayTCurrent.f32(i32 154)  ; RayTCurrent()
  %8 = insertelement <4 x float> undef, float %5, i64 0
  %9 = insertelement <4 x float> %8, float %6, i64 1
  %10 = insertelement <4 x float> %9, float 1.000000e+00, i64 2
  %11 = insertelement <4 x float> %10, float %7, i64 3
  %12 = getelementptr inbounds %struct.Payload, %struct.Payload* %p, i32 0, i32 0
  store <4 x float> %11, <4 x float>* %12, align 4
  ret void
}

; Function Attrs: nounwind
define void @"\01?ClosestHit@@YAXUPayload@@UBuiltInTriangleIntersectionAttributes@@@Z"(%struct.Payload* noalias nocapture %p, %struct.BuiltInTriangleIntersectionAttributes* nocapture readonly %attr) #0 {
  %1 = load %dx.types.Handle, %dx.types.Handle* @"\01?Normals@@3V?$StructuredBuffer@V?$vector@M$02@@@@A", align 4
  %2 = getelementptr inbounds %struct.BuiltInTriangleIntersectionAttributes, %struct.BuiltInTriangleIntersectionAttributes* %attr, i32 0, i32 0
  %3 = load <2 x float>, <2 x float>* %2, align 4
  %4 = extractelement <2 x float> %3, i32 0
  %5 = fsub fast float 1.000000e+00, %4
  %6 = extractelement <2 x float> %3, i32 1
  %7 = fsub fast float %5, %6
  %8 = call i32 @dx.op.primitiveIndex.i32(i32 161)  ; PrimitiveIndex()
  %9 = mul i32 %8, 3
  %10 = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle %1)  ; CreateHandleForLib(Resource)
  %11 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %10, %dx.types.ResourceProperties { i32 12, i32 12 })  ; AnnotateHandle(res,props)  resource: StructuredBuffer<stride=12>
  %12 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %11, i32 %9, i32 0, i8 7, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %13 = extractvalue %dx.types.ResRet.f32 %12, 0
  %14 = extractvalue %dx.types.ResRet.f32 %12, 1
  %15 = extractvalue %dx.types.ResRet.f32 %12, 2
  %16 = fmul fast float %13, %7
  %17 = fmul fast float %14, %7
  %18 = fmul fast float %15, %7
  %19 = add i32 %9, 1
  %20 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %11, i32 %19, i32 0, i8 7, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %21 = extractvalue %dx.types.ResRet.f32 %20, 0
  %22 = extractvalue %dx.types.ResRet.f32 %20, 1
  %23 = extractvalue %dx.types.ResRet.f32 %20, 2
  %24 = fmul fast float %21, %4
  %25 = fmul fast float %22, %4
  %26 = fmul fast float %23, %4
  %27 = fadd fast float %24, %16
  %28 = fadd fast float %25, %17
  %29 = fadd fast float %26, %18
  %30 = add i32 %9, 2
  %31 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %11, i32 %30, i32 0, i8 7, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %32 = extractvalue %dx.types.ResRet.f32 %31, 0
  %33 = extractvalue %dx.types.ResRet.f32 %31, 1
  %34 = extractvalue %dx.types.ResRet.f32 %31, 2
  %35 = fmul fast float %32, %6
  %36 = fmul fast float %33, %6
  %37 = fmul fast float %34, %6
  %38 = fadd fast float %27, %35
  %39 = fadd fast float %28, %36
  %40 = fadd fast float %29, %37
  %41 = call float @dx.op.objectToWorld.f32(i32 151, i32 0, i8 0)  ; ObjectToWorld(row,col)
  %42 = call float @dx.op.objectToWorld.f32(i32 151, i32 0, i8 1)  ; ObjectToWorld(row,col)
  %43 = call float @dx.op.objectToWorld.f32(i32 151, i32 0, i8 2)  ; ObjectToWorld(row,col)
  %44 = call float @dx.op.objectToWorld.f32(i32 151, i32 1, i8 0)  ; ObjectToWorld(row,col)
  %45 = call float @dx.op.objectToWorld.f32(i32 151, i32 1, i8 1)  ; ObjectToWorld(row,col)
  %46 = call float @dx.op.objectToWorld.f32(i32 151, i32 1, i8 2)  ; ObjectToWorld(row,col)
  %47 = call float @dx.op.objectToWorld.f32(i32 151, i32 2, i8 0)  ; ObjectToWorld(row,col)
  %48 = call float @dx.op.objectToWorld.f32(i32 151, i32 2, i8 1)  ; ObjectToWorld(row,col)
  %49 = call float @dx.op.objectToWorld.f32(i32 151, i32 2, i8 2)  ; ObjectToWorld(row,col)
  %50 = call float @dx.op.worldToObject.f32(i32 152, i32 0, i8 0)  ; WorldToObject(row,col)
  %51 = call float @dx.op.worldToObject.f32(i32 152, i32 1, i8 0)  ; WorldToObject(row,col)
  %52 = call float @dx.op.worldToObject.f32(i32 152, i32 2, i8 0)  ; WorldToObject(row,col)
  %53 = fmul fast float %38, %41
  %54 = call float @dx.op.tertiary.f32(i32 46, float %42, float %39, float %53)  ; FMad(a,b,c)
  %55 = call float @dx.op.tertiary.f32(i32 46, float %43, float %40, float %54)  ; FMad(a,b,c)
  %56 = fmul fast float %44, %38
  %57 = call float @dx.op.tertiary.f32(i32 46, float %45, float %39, float %56)  ; FMad(a,b,c)
  %58 = call float @dx.op.tertiary.f32(i32 46, float %46, float %40, float %57)  ; FMad(a,b,c)
  %59 = fmul fast float %47, %38
  %60 = call float @dx.op.tertiary.f32(i32 46, float %48, float %39, float %59)  ; FMad(a,b,c)
  %61 = call float @dx.op.tertiary.f32(i32 46, float %49, float %40, float %60)  ; FMad(a,b,c)
  %62 = call float @dx.op.dot3.f32(i32 55, float %55, float %58, float %61, float %55, float %58, float %61)  ; Dot3(ax,ay,az,bx,by,bz)
  %63 = call float @dx.op.unary.f32(i32 25, float %62)  ; Rsqrt(value)
  %64 = call float @dx.op.worldRayOrigin.f32(i32 147, i8 0)  ; WorldRayOrigin(col)
  %65 = call float @dx.op.worldRayOrigin.f32(i32 147, i8 1)  ; WorldRayOrigin(col)
  %66 = call float @dx.op.worldRayOrigin.f32(i32 147, i8 2)  ; WorldRayOrigin(col)
  %67 = call float @dx.op.worldRayDirection.f32(i32 148, i8 0)  ; WorldRayDirection(col)
  %68 = call float @dx.op.worldRayDirection.f32(i32 148, i8 1)  ; WorldRayDirection(col)
  %69 = call float @dx.op.worldRayDirection.f32(i32 148, i8 2)  ; WorldRayDirection(col)
  %70 = call float @dx.op.rayTCurrent.f32(i32 154)  ; RayTCurrent()
  %71 = fmul fast float %70, %67
  %72 = fmul fast float %70, %68
  %73 = fmul fast float %70, %69
  %74 = fadd fast float %71, %64
  %75 = fadd fast float %72, %65
  %76 = fadd fast float %73, %66
  %77 = call float @dx.op.objectRayOrigin.f32(i32 149, i8 0)  ; ObjectRayOrigin(col)
  %78 = call float @dx.op.objectRayDirection.f32(i32 150, i8 0)  ; ObjectRayDirection(col)
  %79 = fmul fast float %78, %70
  %80 = fadd fast float %79, %77
  %81 = call i32 @dx.op.hitKind.i32(i32 143)  ; HitKind()
  %82 = icmp eq i32 %81, 254
  %83 = fmul fast float %63, 5.000000e-01
  %84 = fmul fast float %83, %55
  %85 = fmul fast float %83, %58
  %86 = fmul fast float %83, %61
  %87 = fadd fast float %84, 5.000000e-01
  %88 = fadd fast float %85, 5.000000e-01
  %89 = fadd fast float %86, 5.000000e-01
  %90 = call i32 @dx.op.instanceID.i32(i32 141)  ; InstanceID()
  %91 = call i32 @dx.op.instanceIndex.i32(i32 142)  ; InstanceIndex()
  %92 = add i32 %91, %90
  %93 = uitofp i32 %92 to float
  %94 = call float @dx.op.rayTMin.f32(i32 153)  ; RayTMin()
  %95 = fadd fast float %93, %94
  %96 = insertelement <4 x float> undef, float %87, i64 0
  %97 = insertelement <4 x float> %96, float %88, i64 1
  %98 = insertelement <4 x float> %97, float %89, i64 2
  %99 = insertelement <4 x float> %98, float %95, i64 3
  %100 = getelementptr inbounds %struct.Payload, %struct.Payload* %p, i32 0, i32 0
  store <4 x float> %99, <4 x float>* %100, align 4, !tbaa !32
  %101 = select i1 %82, float 0.000000e+00, float 2.500000e-01
  %102 = fadd fast float %101, %87
  %103 = fadd fast float %101, %88
  %104 = fadd fast float %101, %89
  %105 = getelementptr inbounds %struct.Payload, %struct.Payload* %p, i32 0, i32 0, i32 0
  store float %102, float* %105, align 4
  %106 = getelementptr inbounds %struct.Payload, %struct.Payload* %p, i32 0, i32 0, i32 1
  store float %103, float* %106, align 4
  %107 = getelementptr inbounds %struct.Payload, %struct.Payload* %p, i32 0, i32 0, i32 2
  store float %104, float* %107, align 4
  %108 = call float @dx.op.dot3.f32(i32 55, float %74, float %75, float %76, float %50, float %51, float %52)  ; Dot3(ax,ay,az,bx,by,bz)
  %109 = fadd fast float %80, %108
  %110 = call i32 @dx.op.rayFlags.i32(i32 144)  ; RayFlags()
  %111 = and i32 %110, 1
  %112 = uitofp i32 %111 to float
  %113 = fadd fast float %109, %112
  %114 = load <4 x float>, <4 x float>* %100, align 4
  %115 = extractelement <4 x float> %114, i32 3
  %116 = fadd fast float %113, %115
  %117 = getelementptr inbounds %struct.Payload, %struct.Payload* %p, i32 0, i32 0, i32 3
  store float %116, float* %117, align 4
  %118 = getelementptr inbounds %struct.Payload, %struct.Payload* %p, i32 0, i32 1
  %119 = load i32, i32* %118, align 4, !tbaa !35
  %120 = add i32 %119, 1
  store i32 %120, i32* %118, align 4, !tbaa !35
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.dispatchRaysDimensions.i32(i32, i8) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.dispatchRaysIndex.i32(i32, i8) #1

; Function Attrs: nounwind readnone
declare float @dx.op.dot3.f32(i32, float, float, float, float, float, float) #1

; Function Attrs: nounwind readnone
declare float @dx.op.unary.f32(i32, float) #1

; Function Attrs: nounwind
declare void @dx.op.textureStore.f32(i32, %dx.types.Handle, i32, i32, i32, float, float, float, float, i8) #0

; Function Attrs: nounwind readnone
declare float @dx.op.objectRayDirection.f32(i32, i8) #1

; Function Attrs: nounwind readnone
declare float @dx.op.objectRayOrigin.f32(i32, i8) #1

; Function Attrs: nounwind readnone
declare float @dx.op.worldRayOrigin.f32(i32, i8) #1

; Function Attrs: nounwind readnone
declare float @dx.op.worldRayDirection.f32(i32, i8) #1

; Function Attrs: nounwind readnone
declare float @dx.op.rayTMin.f32(i32) #1

; Function Attrs: nounwind readonly
declare float @dx.op.rayTCurrent.f32(i32) #2

; Function Attrs: nounwind readnone
declare i32 @dx.op.rayFlags.i32(i32) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.instanceIndex.i32(i32) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.instanceID.i32(i32) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.hitKind.i32(i32) #1

; Function Attrs: nounwind readnone
declare i32 @dx.op.primitiveIndex.i32(i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32) #2

; Function Attrs: nounwind readonly
declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind
declare void @dx.op.traceRay.struct.Payload(i32, %dx.types.Handle, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float, %struct.Payload*) #0

; Function Attrs: nounwind readnone
declare float @dx.op.tertiary.f32(i32, float, float, float) #1

; Function Attrs: nounwind readnone
declare float @dx.op.worldToObject.f32(i32, i32, i8) #1

; Function Attrs: nounwind readnone
declare float @dx.op.objectToWorld.f32(i32, i32, i8) #1

; Function Attrs: nounwind readnone
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32, %dx.types.Handle) #2

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandleForLib.hostlayout.Camera(i32, %hostlayout.Camera) #2

attributes #0 = { nounwind }
attributes #1 = { nounwind readnone }
attributes #2 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.typeAnnotations = !{!15}
!dx.entryPoints = !{!23, !25, !28, !30}

!0 = !{!"dxc(private) 1.9.0.15466 (main, 9a3e225da-dirty)"}
!1 = !{i32 1, i32 6}
!2 = !{i32 1, i32 10}
!3 = !{!"lib", i32 6, i32 6}
!4 = !{!5, !10, !13, null}
!5 = !{!6, !8}
!6 = !{i32 0, %struct.RaytracingAccelerationStructure* bitcast (%dx.types.Handle* @"\01?Scene@@3URaytracingAccelerationStructure@@A" to %struct.RaytracingAccelerationStructure*), !"Scene", i32 0, i32 0, i32 1, i32 16, i32 0, !7}
!7 = !{i32 0, i32 4}
!8 = !{i32 1, %"class.StructuredBuffer<vector<float, 3> >"* bitcast (%dx.types.Handle* @"\01?Normals@@3V?$StructuredBuffer@V?$vector@M$02@@@@A" to %"class.StructuredBuffer<vector<float, 3> >"*), !"Normals", i32 0, i32 1, i32 1, i32 12, i32 0, !9}
!9 = !{i32 1, i32 12}
!10 = !{!11}
!11 = !{i32 0, %"class.RWTexture2D<vector<float, 4> >"* bitcast (%dx.types.Handle* @"\01?Output@@3V?$RWTexture2D@V?$vector@M$03@@@@A" to %"class.RWTexture2D<vector<float, 4> >"*), !"Output", i32 0, i32 0, i32 1, i32 2, i1 false, i1 false, i1 false, !12}
!12 = !{i32 0, i32 9}
!13 = !{!14}
!14 = !{i32 0, %hostlayout.Camera* @Camera_legacy, !"Camera", i32 0, i32 0, i32 1, i32 80, null}
!15 = !{i32 1, void ()* @"\01?RayGen@@YAXXZ", !16, void (%struct.Payload*)* @"\01?Miss@@YAXUPayload@@@Z", !19, void (%struct.Payload*, %struct.BuiltInTriangleIntersectionAttributes*)* @"\01?ClosestHit@@YAXUPayload@@UBuiltInTriangleIntersectionAttributes@@@Z", !21}
!16 = !{!17}
!17 = !{i32 1, !18, !18}
!18 = !{}
!19 = !{!17, !20}
!20 = !{i32 2, !18, !18}
!21 = !{!17, !20, !22}
!22 = !{i32 0, !18, !18}
!23 = !{null, !"", null, !4, !24}
!24 = !{i32 0, i64 16}
!25 = !{void (%struct.Payload*, %struct.BuiltInTriangleIntersectionAttributes*)* @"\01?ClosestHit@@YAXUPayload@@UBuiltInTriangleIntersectionAttributes@@@Z", !"\01?ClosestHit@@YAXUPayload@@UBuiltInTriangleIntersectionAttributes@@@Z", null, null, !26}
!26 = !{i32 8, i32 10, i32 6, i32 20, i32 7, i32 8, i32 5, !27}
!27 = !{i32 0}
!28 = !{void (%struct.Payload*)* @"\01?Miss@@YAXUPayload@@@Z", !"\01?Miss@@YAXUPayload@@@Z", null, null, !29}
!29 = !{i32 8, i32 11, i32 6, i32 20, i32 5, !27}
!30 = !{void ()* @"\01?RayGen@@YAXXZ", !"\01?RayGen@@YAXXZ", null, null, !31}
!31 = !{i32 8, i32 7, i32 5, !27}
!32 = !{!33, !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !33, i64 0}

