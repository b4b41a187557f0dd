;
; Note: shader requires additional functionality:
;       Raytracing tier 1.1 features
;
;
; Input signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; no parameters
;
; Output signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; no parameters
; shader hash: 809c14e54d884f668bc5940c9346dc5c
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Compute Shader
; NumThreads=(64,1,1)
; NumBytesGroupSharedMemory: 0
; MinimumExpectedWaveLaneCount: 0
; MaximumExpectedWaveLaneCount: 4294967295
; UsesViewID: false
; SigInputElements: 0
; SigOutputElements: 0
; SigPatchConstOrPrimElements: 0
; SigInputVectors: 0
; SigOutputVectors[0]: 0
; SigOutputVectors[1]: 0
; SigOutputVectors[2]: 0
; SigOutputVectors[3]: 0
; EntryFunctionName: main
;
;
; Buffer Definitions:
;
; Resource bind info for Rays
; {
;
;   float4 $Element;                                  ; Offset:    0 Size:    16
;
; }
;
; Resource bind info for Out
; {
;
;   float4 $Element;                                  ; Offset:    0 Size:    16
;
; }
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
; Scene                             texture     i32         ras      T0             t0     1
; Rays                              texture  struct         r/o      T1             t1     1
; Out                                   UAV  struct         r/w      U0             u0     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%struct.RaytracingAccelerationStructure = type { i32 }
%"class.StructuredBuffer<vector<float, 4> >" = type { <4 x float> }
%"class.RWStructuredBuffer<vector<float, 4> >" = type { <4 x float> }

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %3 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %4 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %5 = alloca [3 x i32], align 4
  %6 = shl i32 %4, 1
  %7 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %2, i32 %6, i32 0, i8 15, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %8 = extractvalue %dx.types.ResRet.f32 %7, 0
  %9 = extractvalue %dx.types.ResRet.f32 %7, 1
  %10 = extractvalue %dx.types.ResRet.f32 %7, 2
  %11 = extractvalue %dx.types.ResRet.f32 %7, 3
  %12 = or i32 %6, 1
  %13 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %2, i32 %12, i32 0, i8 15, i32 4)  ; RawBufferLoad(srv,index,elementOffset,mask,alignment)
  %14 = extractvalue %dx.types.ResRet.f32 %13, 0
  %15 = extractvalue %dx.types.ResRet.f32 %13, 1
  %16 = extractvalue %dx.types.ResRet.f32 %13, 2
  %17 = extractvalue %dx.types.ResRet.f32 %13, 3
  %18 = fmul fast float %14, 8.000000e+00
  %19 = fmul fast float %15, 8.000000e+00
  %20 = fmul fast float %16, 8.000000e+00
  %21 = fadd fast float %18, %8
  %22 = fadd fast float %19, %9
  %23 = fadd fast float %20, %10
  %24 = fsub fast float -0.000000e+00, %14
  %25 = fsub fast float -0.000000e+00, %15
  %26 = fsub fast float -0.000000e+00, %16
  %27 = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)  ; AllocateRayQuery(constRayFlags)
  %28 = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)  ; AllocateRayQuery(constRayFlags)
  %29 = call i32 @dx.op.allocateRayQuery(i32 178, i32 17)  ; AllocateRayQuery(constRayFlags)
  %30 = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)  ; AllocateRayQuery(constRayFlags)
  %31 = getelementptr inbounds [3 x i32], [3 x i32]* %5, i32 0, i32 0
  store i32 %30, i32* %31, align 4
  %32 = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)  ; AllocateRayQuery(constRayFlags)
  %33 = getelementptr inbounds [3 x i32], [3 x i32]* %5, i32 0, i32 1
  store i32 %32, i32* %33, align 4
  %34 = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)  ; AllocateRayQuery(constRayFlags)
  %35 = getelementptr inbounds [3 x i32], [3 x i32]* %5, i32 0, i32 2
  store i32 %34, i32* %35, align 4
  %36 = and i32 %4, 1
  %37 = icmp ne i32 %36, 0
  %38 = select i1 %37, i32 %27, i32 %28
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %38, %dx.types.Handle %3, i32 0, i32 255, float %8, float %9, float %10, float %11, float %14, float %15, float %16, float %17)  ; RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)
  %39 = icmp eq i32 %36, 0
  br i1 %39, label %41, label %40

; <label>:40                                      ; preds = %0
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %28, %dx.types.Handle %3, i32 0, i32 255, float %21, float %22, float %23, float %11, float %24, float %25, float %26, float %17)  ; RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)
  br label %42

; <label>:41                                      ; preds = %0
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %27, %dx.types.Handle %3, i32 0, i32 255, float %21, float %22, float %23, float %11, float %24, float %25, float %26, float %17)  ; RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)
  br label %42

; <label>:42                                      ; preds = %41, %40
  %43 = and i32 %4, 2
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %46, !dx.controlflow.hints !15

; <label>:45                                      ; preds = %42
  br label %46

; <label>:46                                      ; preds = %45, %42
  %47 = phi i32 [ %28, %45 ], [ %27, %42 ]
  br label %48

; <label>:48                                      ; preds = %48, %46
  %49 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %47)  ; RayQuery_Proceed(rayQueryHandle)
  br i1 %49, label %48, label %50

; <label>:50                                      ; preds = %48
  br i1 %44, label %51, label %52, !dx.controlflow.hints !16

; <label>:51                                      ; preds = %50
  br label %52

; <label>:52                                      ; preds = %51, %50
  %53 = phi i32 [ %27, %51 ], [ %28, %50 ]
  br label %54

; <label>:54                                      ; preds = %54, %52
  %55 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %53)  ; RayQuery_Proceed(rayQueryHandle)
  br i1 %55, label %54, label %56

; <label>:56                                      ; preds = %54
  %57 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %27)  ; RayQuery_CommittedStatus(rayQueryHandle)
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %59, label %65

; <label>:59                                      ; preds = %56
  %60 = call float @dx.op.rayQuery_StateScalar.f32(i32 200, i32 %27)  ; RayQuery_CommittedRayT(rayQueryHandle)
  %61 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 208, i32 %27)  ; RayQuery_CommittedInstanceID(rayQueryHandle)
  %62 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 210, i32 %27)  ; RayQuery_CommittedPrimitiveIndex(rayQueryHandle)
  %63 = uitofp i32 %61 to float
  %64 = uitofp i32 %62 to float
  br label %65

; <label>:65                                      ; preds = %59, %56
  %66 = phi float [ %60, %59 ], [ -1.000000e+00, %56 ]
  %67 = phi float [ %63, %59 ], [ 0.000000e+00, %56 ]
  %68 = phi float [ %64, %59 ], [ 0.000000e+00, %56 ]
  %69 = phi float [ 1.000000e+00, %59 ], [ 0.000000e+00, %56 ]
  %70 = shl i32 %4, 2
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %70, i32 0, float %66, float %67, float %68, float %69, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %71 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %28)  ; RayQuery_CommittedStatus(rayQueryHandle)
  %72 = icmp eq i32 %71, 1
  br i1 %72, label %73, label %79

; <label>:73                                      ; preds = %65
  %74 = call float @dx.op.rayQuery_StateScalar.f32(i32 200, i32 %28)  ; RayQuery_CommittedRayT(rayQueryHandle)
  %75 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 208, i32 %28)  ; RayQuery_CommittedInstanceID(rayQueryHandle)
  %76 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 210, i32 %28)  ; RayQuery_CommittedPrimitiveIndex(rayQueryHandle)
  %77 = uitofp i32 %75 to float
  %78 = uitofp i32 %76 to float
  br label %79

; <label>:79                                      ; preds = %73, %65
  %80 = phi float [ %74, %73 ], [ -1.000000e+00, %65 ]
  %81 = phi float [ %77, %73 ], [ 0.000000e+00, %65 ]
  %82 = phi float [ %78, %73 ], [ 0.000000e+00, %65 ]
  %83 = phi float [ 1.000000e+00, %73 ], [ 0.000000e+00, %65 ]
  %84 = or i32 %70, 1
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %84, i32 0, float %80, float %81, float %82, float %83, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %29, %dx.types.Handle %3, i32 0, i32 255, float %8, float %9, float %10, float %11, float %14, float %15, float %16, float %17)  ; RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)
  br label %85

; <label>:85                                      ; preds = %85, %79
  %86 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %29)  ; RayQuery_Proceed(rayQueryHandle)
  br i1 %86, label %85, label %87

; <label>:87                                      ; preds = %85
  %88 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %29)  ; RayQuery_CommittedStatus(rayQueryHandle)
  %89 = icmp eq i32 %88, 1
  br i1 %89, label %90, label %96

; <label>:90                                      ; preds = %87
  %91 = call float @dx.op.rayQuery_StateScalar.f32(i32 200, i32 %29)  ; RayQuery_CommittedRayT(rayQueryHandle)
  %92 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 208, i32 %29)  ; RayQuery_CommittedInstanceID(rayQueryHandle)
  %93 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 210, i32 %29)  ; RayQuery_CommittedPrimitiveIndex(rayQueryHandle)
  %94 = uitofp i32 %92 to float
  %95 = uitofp i32 %93 to float
  br label %96

; <label>:96                                      ; preds = %90, %87
  %97 = phi float [ %91, %90 ], [ -1.000000e+00, %87 ]
  %98 = phi float [ %94, %90 ], [ 0.000000e+00, %87 ]
  %99 = phi float [ %95, %90 ], [ 0.000000e+00, %87 ]
  %100 = phi float [ 1.000000e+00, %90 ], [ 0.000000e+00, %87 ]
  %101 = or i32 %70, 2
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %101, i32 0, float %97, float %98, float %99, float %100, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  %102 = urem i32 %4, 3
  %103 = and i32 %4, 4
  %104 = icmp ne i32 %103, 0
  %105 = select i1 %104, float %24, float %14
  %106 = select i1 %104, float %25, float %15
  %107 = select i1 %104, float %26, float %16
  %108 = select i1 %104, float %21, float %8
  %109 = select i1 %104, float %22, float %9
  %110 = select i1 %104, float %23, float %10
  %111 = getelementptr [3 x i32], [3 x i32]* %5, i32 0, i32 %102
  %112 = load i32, i32* %111, align 4
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %112, %dx.types.Handle %3, i32 32, i32 255, float %108, float %109, float %110, float %11, float %105, float %106, float %107, float %17)  ; RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)
  %113 = add nuw nsw i32 %102, 1
  %114 = urem i32 %113, 3
  %115 = getelementptr [3 x i32], [3 x i32]* %5, i32 0, i32 %114
  %116 = load i32, i32* %115, align 4
  call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %116, %dx.types.Handle %3, i32 0, i32 255, float %8, float %9, float %10, float %11, float %14, float %15, float %16, float %17)  ; RayQuery_TraceRayInline(rayQueryHandle,accelerationStructure,rayFlags,instanceInclusionMask,origin_X,origin_Y,origin_Z,tMin,direction_X,direction_Y,direction_Z,tMax)
  br label %117

; <label>:117                                     ; preds = %117, %96
  %118 = call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %112)  ; RayQuery_Proceed(rayQueryHandle)
  br i1 %118, label %117, label %119

; <label>:119                                     ; preds = %117
  %120 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %112)  ; RayQuery_CommittedStatus(rayQueryHandle)
  %121 = icmp eq i32 %120, 1
  br i1 %121, label %122, label %128

; <label>:122                                     ; preds = %119
  %123 = call float @dx.op.rayQuery_StateScalar.f32(i32 200, i32 %112)  ; RayQuery_CommittedRayT(rayQueryHandle)
  %124 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 208, i32 %112)  ; RayQuery_CommittedInstanceID(rayQueryHandle)
  %125 = call i32 @dx.op.rayQuery_StateScalar.i32(i32 210, i32 %112)  ; RayQuery_CommittedPrimitiveIndex(rayQueryHandle)
  %126 = uitofp i32 %124 to float
  %127 = uitofp i32 %125 to float
  br label %128

; <label>:128                                     ; preds = %122, %119
  %129 = phi float [ %123, %122 ], [ -1.000000e+00, %119 ]
  %130 = phi float [ %126, %122 ], [ 0.000000e+00, %119 ]
  %131 = phi float [ %127, %122 ], [ 0.000000e+00, %119 ]
  %132 = phi float [ 1.000000e+00, %122 ], [ 0.000000e+00, %119 ]
  %133 = or i32 %70, 3
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %1, i32 %133, i32 0, float %129, float %130, float %131, float %132, i8 15, i32 4)  ; RawBufferStore(uav,index,elementOffset,value0,value1,value2,value3,mask,alignment)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32) #2

; Function Attrs: nounwind
declare i32 @dx.op.allocateRayQuery(i32, i32) #1

; Function Attrs: nounwind readonly
declare i32 @dx.op.rayQuery_StateScalar.i32(i32, i32) #2

; Function Attrs: nounwind readonly
declare float @dx.op.rayQuery_StateScalar.f32(i32, i32) #2

; Function Attrs: nounwind
declare i1 @dx.op.rayQuery_Proceed.i1(i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rayQuery_TraceRayInline(i32, i32, %dx.types.Handle, i32, i32, float, float, float, float, float, float, float, float) #1

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #2

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }
attributes #2 = { nounwind readonly }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!12}

!0 = !{!"dxc(private) 1.9.0.15466 (main, 9a3e225da-dirty)"}
!1 = !{i32 1, i32 5}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 5}
!4 = !{!5, !10, null, null}
!5 = !{!6, !8}
!6 = !{i32 0, %struct.RaytracingAccelerationStructure* undef, !"", i32 0, i32 0, i32 1, i32 16, i32 0, !7}
!7 = !{i32 0, i32 4}
!8 = !{i32 1, %"class.StructuredBuffer<vector<float, 4> >"* undef, !"", i32 0, i32 1, i32 1, i32 12, i32 0, !9}
!9 = !{i32 1, i32 16}
!10 = !{!11}
!11 = !{i32 0, %"class.RWStructuredBuffer<vector<float, 4> >"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !9}
!12 = !{void ()* @main, !"main", null, !4, !13}
!13 = !{i32 0, i64 33554448, i32 4, !14}
!14 = !{i32 64, i32 1, i32 1}
!15 = distinct !{!15, !"dx.controlflow.hints", i32 1}
!16 = distinct !{!16, !"dx.controlflow.hints", i32 1}

