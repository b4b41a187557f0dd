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
; shader hash: 0fe69c4f43324f02ff159b3da40776ae
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Compute Shader
; NumThreads=(64,1,1)
; NumBytesGroupSharedMemory: 1280
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
; Resource bind info for In
; {
;
;   uint $Element;                                    ; Offset:    0 Size:     4
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
; Resource bind info for Sums
; {
;
;   float $Element;                                   ; Offset:    0 Size:     4
;
; }
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
; In                                texture  struct         r/o      T0             t0     1
; Out                                   UAV  struct         r/w      U0             u0     1
; Sums                                  UAV  struct         r/w      U1             u1     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%"class.StructuredBuffer<unsigned int>" = type { i32 }
%"class.RWStructuredBuffer<vector<float, 4> >" = type { <4 x float> }
%"class.RWStructuredBuffer<float>" = type { float }

@"\01?guard@@3PAMA" = external addrspace(3) global [64 x float], align 4
@"\01?gs@@3PAV?$vector@M$03@@A.v.1dim" = addrspace(3) global [256 x float] undef, align 4

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %3 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %4 = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)  ; FlattenedThreadIdInGroup()
  %5 = call i32 @dx.op.groupId.i32(i32 94, i32 0)  ; GroupId(component)
  %6 = shl i32 %5, 1
  %7 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %3, i32 %6, i32 0)  ; BufferLoad(srv,index,wot)
  %8 = extractvalue %dx.types.ResRet.i32 %7, 0
  %9 = and i32 %8, 255
  %10 = or i32 %6, 1
  %11 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %3, i32 %10, i32 0)  ; BufferLoad(srv,index,wot)
  %12 = extractvalue %dx.types.ResRet.i32 %11, 0
  %13 = and i32 %12, 255
  %14 = mul i32 %4, 4
  %15 = add i32 0, %14
  %16 = getelementptr [256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 %15
  store float -1.000000e+00, float addrspace(3)* %16, align 4
  %17 = mul i32 %4, 4
  %18 = add i32 1, %17
  %19 = getelementptr [256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 %18
  store float -1.000000e+00, float addrspace(3)* %19, align 4
  %20 = mul i32 %4, 4
  %21 = add i32 2, %20
  %22 = getelementptr [256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 %21
  store float -1.000000e+00, float addrspace(3)* %22, align 4
  %23 = mul i32 %4, 4
  %24 = add i32 3, %23
  %25 = getelementptr [256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 %24
  store float -1.000000e+00, float addrspace(3)* %25, align 4
  %26 = uitofp i32 %4 to float
  %27 = fadd fast float %26, 1.000000e+03
  %28 = getelementptr [64 x float], [64 x float] addrspace(3)* @"\01?guard@@3PAMA", i32 0, i32 %4
  store float %27, float addrspace(3)* %28, align 4, !tbaa !15
  call void @dx.op.barrier(i32 80, i32 9)  ; Barrier(barrierMode)
  %29 = icmp eq i32 %4, 0
  %30 = icmp ne i32 %9, 0
  %31 = and i1 %29, %30
  br i1 %31, label %32, label %541

; <label>:32                                      ; preds = %0
  store float 0.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 0), align 4
  store float 1.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 1), align 4
  store float 2.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 2), align 4
  store float 3.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 3), align 4
  %33 = icmp ugt i32 %9, 1
  br i1 %33, label %34, label %541, !llvm.loop !19

; <label>:34                                      ; preds = %32
  store float 4.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 4), align 4
  store float 5.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 5), align 4
  store float 6.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 6), align 4
  store float 7.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 7), align 4
  %35 = icmp ugt i32 %9, 2
  br i1 %35, label %36, label %541, !llvm.loop !19

; <label>:36                                      ; preds = %34
  store float 8.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 8), align 4
  store float 9.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 9), align 4
  store float 1.000000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 10), align 4
  store float 1.100000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 11), align 4
  %37 = icmp ugt i32 %9, 3
  br i1 %37, label %38, label %541, !llvm.loop !19

; <label>:38                                      ; preds = %36
  store float 1.200000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 12), align 4
  store float 1.300000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 13), align 4
  store float 1.400000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 14), align 4
  store float 1.500000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 15), align 4
  %39 = icmp ugt i32 %9, 4
  br i1 %39, label %40, label %541, !llvm.loop !19

; <label>:40                                      ; preds = %38
  store float 1.600000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 16), align 4
  store float 1.700000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 17), align 4
  store float 1.800000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 18), align 4
  store float 1.900000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 19), align 4
  %41 = icmp ugt i32 %9, 5
  br i1 %41, label %42, label %541, !llvm.loop !19

; <label>:42                                      ; preds = %40
  store float 2.000000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 20), align 4
  store float 2.100000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 21), align 4
  store float 2.200000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 22), align 4
  store float 2.300000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 23), align 4
  %43 = icmp ugt i32 %9, 6
  br i1 %43, label %44, label %541, !llvm.loop !19

; <label>:44                                      ; preds = %42
  store float 2.400000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 24), align 4
  store float 2.500000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 25), align 4
  store float 2.600000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 26), align 4
  store float 2.700000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 27), align 4
  %45 = icmp ugt i32 %9, 7
  br i1 %45, label %46, label %541, !llvm.loop !19

; <label>:46                                      ; preds = %44
  store float 2.800000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 28), align 4
  store float 2.900000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 29), align 4
  store float 3.000000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 30), align 4
  store float 3.100000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 31), align 4
  %47 = icmp ugt i32 %9, 8
  br i1 %47, label %48, label %541, !llvm.loop !19

; <label>:48                                      ; preds = %46
  store float 3.200000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 32), align 4
  store float 3.300000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 33), align 4
  store float 3.400000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 34), align 4
  store float 3.500000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 35), align 4
  %49 = icmp ugt i32 %9, 9
  br i1 %49, label %50, label %541, !llvm.loop !19

; <label>:50                                      ; preds = %48
  store float 3.600000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 36), align 4
  store float 3.700000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 37), align 4
  store float 3.800000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 38), align 4
  store float 3.900000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 39), align 4
  %51 = icmp ugt i32 %9, 10
  br i1 %51, label %52, label %541, !llvm.loop !19

; <label>:52                                      ; preds = %50
  store float 4.000000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 40), align 4
  store float 4.100000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 41), align 4
  store float 4.200000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 42), align 4
  store float 4.300000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 43), align 4
  %53 = icmp ugt i32 %9, 11
  br i1 %53, label %54, label %541, !llvm.loop !19

; <label>:54                                      ; preds = %52
  store float 4.400000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 44), align 4
  store float 4.500000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 45), align 4
  store float 4.600000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 46), align 4
  store float 4.700000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 47), align 4
  %55 = icmp ugt i32 %9, 12
  br i1 %55, label %56, label %541, !llvm.loop !19

; <label>:56                                      ; preds = %54
  store float 4.800000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 48), align 4
  store float 4.900000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 49), align 4
  store float 5.000000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 50), align 4
  store float 5.100000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 51), align 4
  %57 = icmp ugt i32 %9, 13
  br i1 %57, label %58, label %541, !llvm.loop !19

; <label>:58                                      ; preds = %56
  store float 5.200000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 52), align 4
  store float 5.300000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 53), align 4
  store float 5.400000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 54), align 4
  store float 5.500000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 55), align 4
  %59 = icmp ugt i32 %9, 14
  br i1 %59, label %60, label %541, !llvm.loop !19

; <label>:60                                      ; preds = %58
  store float 5.600000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 56), align 4
  store float 5.700000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 57), align 4
  store float 5.800000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 58), align 4
  store float 5.900000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 59), align 4
  %61 = icmp ugt i32 %9, 15
  br i1 %61, label %62, label %541, !llvm.loop !19

; <label>:62                                      ; preds = %60
  store float 6.000000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 60), align 4
  store float 6.100000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 61), align 4
  store float 6.200000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 62), align 4
  store float 6.300000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 63), align 4
  %63 = icmp ugt i32 %9, 16
  br i1 %63, label %64, label %541, !llvm.loop !19

; <label>:64                                      ; preds = %62
  store float 6.400000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 64), align 4
  store float 6.500000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 65), align 4
  store float 6.600000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 66), align 4
  store float 6.700000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 67), align 4
  %65 = icmp ugt i32 %9, 17
  br i1 %65, label %66, label %541, !llvm.loop !19

; <label>:66                                      ; preds = %64
  store float 6.800000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 68), align 4
  store float 6.900000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 69), align 4
  store float 7.000000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 70), align 4
  store float 7.100000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 71), align 4
  %67 = icmp ugt i32 %9, 18
  br i1 %67, label %68, label %541, !llvm.loop !19

; <label>:68                                      ; preds = %66
  store float 7.200000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 72), align 4
  store float 7.300000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 73), align 4
  store float 7.400000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 74), align 4
  store float 7.500000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 75), align 4
  %69 = icmp ugt i32 %9, 19
  br i1 %69, label %70, label %541, !llvm.loop !19

; <label>:70                                      ; preds = %68
  store float 7.600000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 76), align 4
  store float 7.700000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 77), align 4
  store float 7.800000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 78), align 4
  store float 7.900000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 79), align 4
  %71 = icmp ugt i32 %9, 20
  br i1 %71, label %72, label %541, !llvm.loop !19

; <label>:72                                      ; preds = %70
  store float 8.000000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 80), align 4
  store float 8.100000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 81), align 4
  store float 8.200000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 82), align 4
  store float 8.300000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 83), align 4
  %73 = icmp ugt i32 %9, 21
  br i1 %73, label %74, label %541, !llvm.loop !19

; <label>:74                                      ; preds = %72
  store float 8.400000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 84), align 4
  store float 8.500000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 85), align 4
  store float 8.600000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 86), align 4
  store float 8.700000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 87), align 4
  %75 = icmp ugt i32 %9, 22
  br i1 %75, label %76, label %541, !llvm.loop !19

; <label>:76                                      ; preds = %74
  store float 8.800000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 88), align 4
  store float 8.900000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 89), align 4
  store float 9.000000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 90), align 4
  store float 9.100000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 91), align 4
  %77 = icmp ugt i32 %9, 23
  br i1 %77, label %78, label %541, !llvm.loop !19

; <label>:78                                      ; preds = %76
  store float 9.200000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 92), align 4
  store float 9.300000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 93), align 4
  store float 9.400000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 94), align 4
  store float 9.500000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 95), align 4
  %79 = icmp ugt i32 %9, 24
  br i1 %79, label %80, label %541, !llvm.loop !19

; <label>:80                                      ; preds = %78
  store float 9.600000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 96), align 4
  store float 9.700000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 97), align 4
  store float 9.800000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 98), align 4
  store float 9.900000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 99), align 4
  %81 = icmp ugt i32 %9, 25
  br i1 %81, label %82, label %541, !llvm.loop !19

; <label>:82                                      ; preds = %80
  store float 1.000000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 100), align 4
  store float 1.010000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 101), align 4
  store float 1.020000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 102), align 4
  store float 1.030000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 103), align 4
  %83 = icmp ugt i32 %9, 26
  br i1 %83, label %84, label %541, !llvm.loop !19

; <label>:84                                      ; preds = %82
  store float 1.040000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 104), align 4
  store float 1.050000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 105), align 4
  store float 1.060000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 106), align 4
  store float 1.070000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 107), align 4
  %85 = icmp ugt i32 %9, 27
  br i1 %85, label %86, label %541, !llvm.loop !19

; <label>:86                                      ; preds = %84
  store float 1.080000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 108), align 4
  store float 1.090000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 109), align 4
  store float 1.100000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 110), align 4
  store float 1.110000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 111), align 4
  %87 = icmp ugt i32 %9, 28
  br i1 %87, label %88, label %541, !llvm.loop !19

; <label>:88                                      ; preds = %86
  store float 1.120000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 112), align 4
  store float 1.130000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 113), align 4
  store float 1.140000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 114), align 4
  store float 1.150000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 115), align 4
  %89 = icmp ugt i32 %9, 29
  br i1 %89, label %90, label %541, !llvm.loop !19

; <label>:90                                      ; preds = %88
  store float 1.160000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 116), align 4
  store float 1.170000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 117), align 4
  store float 1.180000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 118), align 4
  store float 1.190000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 119), align 4
  %91 = icmp ugt i32 %9, 30
  br i1 %91, label %92, label %541, !llvm.loop !19

; <label>:92                                      ; preds = %90
  store float 1.200000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 120), align 4
  store float 1.210000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 121), align 4
  store float 1.220000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 122), align 4
  store float 1.230000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 123), align 4
  %93 = icmp ugt i32 %9, 31
  br i1 %93, label %94, label %541, !llvm.loop !19

; <label>:94                                      ; preds = %92
  store float 1.240000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 124), align 4
  store float 1.250000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 125), align 4
  store float 1.260000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 126), align 4
  store float 1.270000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 127), align 4
  %95 = icmp ugt i32 %9, 32
  br i1 %95, label %96, label %541, !llvm.loop !19

; <label>:96                                      ; preds = %94
  store float 1.280000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 128), align 4
  store float 1.290000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 129), align 4
  store float 1.300000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 130), align 4
  store float 1.310000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 131), align 4
  %97 = icmp ugt i32 %9, 33
  br i1 %97, label %98, label %541, !llvm.loop !19

; <label>:98                                      ; preds = %96
  store float 1.320000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 132), align 4
  store float 1.330000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 133), align 4
  store float 1.340000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 134), align 4
  store float 1.350000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 135), align 4
  %99 = icmp ugt i32 %9, 34
  br i1 %99, label %100, label %541, !llvm.loop !19

; <label>:100                                     ; preds = %98
  store float 1.360000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 136), align 4
  store float 1.370000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 137), align 4
  store float 1.380000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 138), align 4
  store float 1.390000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 139), align 4
  %101 = icmp ugt i32 %9, 35
  br i1 %101, label %102, label %541, !llvm.loop !19

; <label>:102                                     ; preds = %100
  store float 1.400000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 140), align 4
  store float 1.410000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 141), align 4
  store float 1.420000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 142), align 4
  store float 1.430000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 143), align 4
  %103 = icmp ugt i32 %9, 36
  br i1 %103, label %104, label %541, !llvm.loop !19

; <label>:104                                     ; preds = %102
  store float 1.440000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 144), align 4
  store float 1.450000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 145), align 4
  store float 1.460000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 146), align 4
  store float 1.470000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 147), align 4
  %105 = icmp ugt i32 %9, 37
  br i1 %105, label %106, label %541, !llvm.loop !19

; <label>:106                                     ; preds = %104
  store float 1.480000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 148), align 4
  store float 1.490000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 149), align 4
  store float 1.500000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 150), align 4
  store float 1.510000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 151), align 4
  %107 = icmp ugt i32 %9, 38
  br i1 %107, label %108, label %541, !llvm.loop !19

; <label>:108                                     ; preds = %106
  store float 1.520000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 152), align 4
  store float 1.530000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 153), align 4
  store float 1.540000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 154), align 4
  store float 1.550000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 155), align 4
  %109 = icmp ugt i32 %9, 39
  br i1 %109, label %110, label %541, !llvm.loop !19

; <label>:110                                     ; preds = %108
  store float 1.560000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 156), align 4
  store float 1.570000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 157), align 4
  store float 1.580000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 158), align 4
  store float 1.590000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 159), align 4
  %111 = icmp ugt i32 %9, 40
  br i1 %111, label %112, label %541, !llvm.loop !19

; <label>:112                                     ; preds = %110
  store float 1.600000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 160), align 4
  store float 1.610000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 161), align 4
  store float 1.620000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 162), align 4
  store float 1.630000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 163), align 4
  %113 = icmp ugt i32 %9, 41
  br i1 %113, label %114, label %541, !llvm.loop !19

; <label>:114                                     ; preds = %112
  store float 1.640000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 164), align 4
  store float 1.650000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 165), align 4
  store float 1.660000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 166), align 4
  store float 1.670000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 167), align 4
  %115 = icmp ugt i32 %9, 42
  br i1 %115, label %116, label %541, !llvm.loop !19

; <label>:116                                     ; preds = %114
  store float 1.680000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 168), align 4
  store float 1.690000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 169), align 4
  store float 1.700000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 170), align 4
  store float 1.710000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 171), align 4
  %117 = icmp ugt i32 %9, 43
  br i1 %117, label %118, label %541, !llvm.loop !19

; <label>:118                                     ; preds = %116
  store float 1.720000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 172), align 4
  store float 1.730000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 173), align 4
  store float 1.740000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 174), align 4
  store float 1.750000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 175), align 4
  %119 = icmp ugt i32 %9, 44
  br i1 %119, label %120, label %541, !llvm.loop !19

; <label>:120                                     ; preds = %118
  store float 1.760000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 176), align 4
  store float 1.770000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 177), align 4
  store float 1.780000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 178), align 4
  store float 1.790000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 179), align 4
  %121 = icmp ugt i32 %9, 45
  br i1 %121, label %122, label %541, !llvm.loop !19

; <label>:122                                     ; preds = %120
  store float 1.800000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 180), align 4
  store float 1.810000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 181), align 4
  store float 1.820000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 182), align 4
  store float 1.830000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 183), align 4
  %123 = icmp ugt i32 %9, 46
  br i1 %123, label %124, label %541, !llvm.loop !19

; <label>:124                                     ; preds = %122
  store float 1.840000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 184), align 4
  store float 1.850000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 185), align 4
  store float 1.860000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 186), align 4
  store float 1.870000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 187), align 4
  %125 = icmp ugt i32 %9, 47
  br i1 %125, label %126, label %541, !llvm.loop !19

; <label>:126                                     ; preds = %124
  store float 1.880000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 188), align 4
  store float 1.890000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 189), align 4
  store float 1.900000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 190), align 4
  store float 1.910000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 191), align 4
  %127 = icmp ugt i32 %9, 48
  br i1 %127, label %128, label %541, !llvm.loop !19

; <label>:128                                     ; preds = %126
  store float 1.920000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 192), align 4
  store float 1.930000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 193), align 4
  store float 1.940000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 194), align 4
  store float 1.950000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 195), align 4
  %129 = icmp ugt i32 %9, 49
  br i1 %129, label %130, label %541, !llvm.loop !19

; <label>:130                                     ; preds = %128
  store float 1.960000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 196), align 4
  store float 1.970000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 197), align 4
  store float 1.980000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 198), align 4
  store float 1.990000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 199), align 4
  %131 = icmp ugt i32 %9, 50
  br i1 %131, label %132, label %541, !llvm.loop !19

; <label>:132                                     ; preds = %130
  store float 2.000000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 200), align 4
  store float 2.010000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 201), align 4
  store float 2.020000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 202), align 4
  store float 2.030000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 203), align 4
  %133 = icmp ugt i32 %9, 51
  br i1 %133, label %134, label %541, !llvm.loop !19

; <label>:134                                     ; preds = %132
  store float 2.040000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 204), align 4
  store float 2.050000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 205), align 4
  store float 2.060000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 206), align 4
  store float 2.070000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 207), align 4
  %135 = icmp ugt i32 %9, 52
  br i1 %135, label %136, label %541, !llvm.loop !19

; <label>:136                                     ; preds = %134
  store float 2.080000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 208), align 4
  store float 2.090000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 209), align 4
  store float 2.100000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 210), align 4
  store float 2.110000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 211), align 4
  %137 = icmp ugt i32 %9, 53
  br i1 %137, label %138, label %541, !llvm.loop !19

; <label>:138                                     ; preds = %136
  store float 2.120000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 212), align 4
  store float 2.130000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 213), align 4
  store float 2.140000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 214), align 4
  store float 2.150000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 215), align 4
  %139 = icmp ugt i32 %9, 54
  br i1 %139, label %140, label %541, !llvm.loop !19

; <label>:140                                     ; preds = %138
  store float 2.160000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 216), align 4
  store float 2.170000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 217), align 4
  store float 2.180000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 218), align 4
  store float 2.190000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 219), align 4
  %141 = icmp ugt i32 %9, 55
  br i1 %141, label %142, label %541, !llvm.loop !19

; <label>:142                                     ; preds = %140
  store float 2.200000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 220), align 4
  store float 2.210000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 221), align 4
  store float 2.220000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 222), align 4
  store float 2.230000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 223), align 4
  %143 = icmp ugt i32 %9, 56
  br i1 %143, label %144, label %541, !llvm.loop !19

; <label>:144                                     ; preds = %142
  store float 2.240000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 224), align 4
  store float 2.250000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 225), align 4
  store float 2.260000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 226), align 4
  store float 2.270000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 227), align 4
  %145 = icmp ugt i32 %9, 57
  br i1 %145, label %146, label %541, !llvm.loop !19

; <label>:146                                     ; preds = %144
  store float 2.280000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 228), align 4
  store float 2.290000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 229), align 4
  store float 2.300000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 230), align 4
  store float 2.310000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 231), align 4
  %147 = icmp ugt i32 %9, 58
  br i1 %147, label %148, label %541, !llvm.loop !19

; <label>:148                                     ; preds = %146
  store float 2.320000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 232), align 4
  store float 2.330000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 233), align 4
  store float 2.340000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 234), align 4
  store float 2.350000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 235), align 4
  %149 = icmp ugt i32 %9, 59
  br i1 %149, label %150, label %541, !llvm.loop !19

; <label>:150                                     ; preds = %148
  store float 2.360000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 236), align 4
  store float 2.370000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 237), align 4
  store float 2.380000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 238), align 4
  store float 2.390000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 239), align 4
  %151 = icmp ugt i32 %9, 60
  br i1 %151, label %152, label %541, !llvm.loop !19

; <label>:152                                     ; preds = %150
  store float 2.400000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 240), align 4
  store float 2.410000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 241), align 4
  store float 2.420000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 242), align 4
  store float 2.430000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 243), align 4
  %153 = icmp ugt i32 %9, 61
  br i1 %153, label %154, label %541, !llvm.loop !19

; <label>:154                                     ; preds = %152
  store float 2.440000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 244), align 4
  store float 2.450000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 245), align 4
  store float 2.460000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 246), align 4
  store float 2.470000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 247), align 4
  %155 = icmp ugt i32 %9, 62
  br i1 %155, label %156, label %541, !llvm.loop !19

; <label>:156                                     ; preds = %154
  store float 2.480000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 248), align 4
  store float 2.490000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 249), align 4
  store float 2.500000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 250), align 4
  store float 2.510000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 251), align 4
  %157 = icmp ugt i32 %9, 63
  br i1 %157, label %158, label %541, !llvm.loop !19

; <label>:158                                     ; preds = %156
  store float 2.520000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 252), align 4
  store float 2.530000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 253), align 4
  store float 2.540000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 254), align 4
  store float 2.550000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 255), align 4
  %159 = icmp ugt i32 %9, 64
  br i1 %159, label %160, label %541, !llvm.loop !19

; <label>:160                                     ; preds = %158
  store float 2.560000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 0), align 4
  store float 2.570000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 1), align 4
  store float 2.580000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 2), align 4
  store float 2.590000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 3), align 4
  %161 = icmp ugt i32 %9, 65
  br i1 %161, label %162, label %541, !llvm.loop !19

; <label>:162                                     ; preds = %160
  store float 2.600000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 4), align 4
  store float 2.610000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 5), align 4
  store float 2.620000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 6), align 4
  store float 2.630000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 7), align 4
  %163 = icmp ugt i32 %9, 66
  br i1 %163, label %164, label %541, !llvm.loop !19

; <label>:164                                     ; preds = %162
  store float 2.640000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 8), align 4
  store float 2.650000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 9), align 4
  store float 2.660000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 10), align 4
  store float 2.670000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 11), align 4
  %165 = icmp ugt i32 %9, 67
  br i1 %165, label %166, label %541, !llvm.loop !19

; <label>:166                                     ; preds = %164
  store float 2.680000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 12), align 4
  store float 2.690000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 13), align 4
  store float 2.700000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 14), align 4
  store float 2.710000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 15), align 4
  %167 = icmp ugt i32 %9, 68
  br i1 %167, label %168, label %541, !llvm.loop !19

; <label>:168                                     ; preds = %166
  store float 2.720000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 16), align 4
  store float 2.730000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 17), align 4
  store float 2.740000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 18), align 4
  store float 2.750000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 19), align 4
  %169 = icmp ugt i32 %9, 69
  br i1 %169, label %170, label %541, !llvm.loop !19

; <label>:170                                     ; preds = %168
  store float 2.760000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 20), align 4
  store float 2.770000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 21), align 4
  store float 2.780000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 22), align 4
  store float 2.790000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 23), align 4
  %171 = icmp ugt i32 %9, 70
  br i1 %171, label %172, label %541, !llvm.loop !19

; <label>:172                                     ; preds = %170
  store float 2.800000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 24), align 4
  store float 2.810000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 25), align 4
  store float 2.820000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 26), align 4
  store float 2.830000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 27), align 4
  %173 = icmp ugt i32 %9, 71
  br i1 %173, label %174, label %541, !llvm.loop !19

; <label>:174                                     ; preds = %172
  store float 2.840000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 28), align 4
  store float 2.850000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 29), align 4
  store float 2.860000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 30), align 4
  store float 2.870000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 31), align 4
  %175 = icmp ugt i32 %9, 72
  br i1 %175, label %176, label %541, !llvm.loop !19

; <label>:176                                     ; preds = %174
  store float 2.880000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 32), align 4
  store float 2.890000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 33), align 4
  store float 2.900000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 34), align 4
  store float 2.910000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 35), align 4
  %177 = icmp ugt i32 %9, 73
  br i1 %177, label %178, label %541, !llvm.loop !19

; <label>:178                                     ; preds = %176
  store float 2.920000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 36), align 4
  store float 2.930000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 37), align 4
  store float 2.940000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 38), align 4
  store float 2.950000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 39), align 4
  %179 = icmp ugt i32 %9, 74
  br i1 %179, label %180, label %541, !llvm.loop !19

; <label>:180                                     ; preds = %178
  store float 2.960000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 40), align 4
  store float 2.970000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 41), align 4
  store float 2.980000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 42), align 4
  store float 2.990000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 43), align 4
  %181 = icmp ugt i32 %9, 75
  br i1 %181, label %182, label %541, !llvm.loop !19

; <label>:182                                     ; preds = %180
  store float 3.000000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 44), align 4
  store float 3.010000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 45), align 4
  store float 3.020000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 46), align 4
  store float 3.030000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 47), align 4
  %183 = icmp ugt i32 %9, 76
  br i1 %183, label %184, label %541, !llvm.loop !19

; <label>:184                                     ; preds = %182
  store float 3.040000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 48), align 4
  store float 3.050000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 49), align 4
  store float 3.060000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 50), align 4
  store float 3.070000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 51), align 4
  %185 = icmp ugt i32 %9, 77
  br i1 %185, label %186, label %541, !llvm.loop !19

; <label>:186                                     ; preds = %184
  store float 3.080000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 52), align 4
  store float 3.090000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 53), align 4
  store float 3.100000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 54), align 4
  store float 3.110000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 55), align 4
  %187 = icmp ugt i32 %9, 78
  br i1 %187, label %188, label %541, !llvm.loop !19

; <label>:188                                     ; preds = %186
  store float 3.120000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 56), align 4
  store float 3.130000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 57), align 4
  store float 3.140000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 58), align 4
  store float 3.150000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 59), align 4
  %189 = icmp ugt i32 %9, 79
  br i1 %189, label %190, label %541, !llvm.loop !19

; <label>:190                                     ; preds = %188
  store float 3.160000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 60), align 4
  store float 3.170000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 61), align 4
  store float 3.180000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 62), align 4
  store float 3.190000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 63), align 4
  %191 = icmp ugt i32 %9, 80
  br i1 %191, label %192, label %541, !llvm.loop !19

; <label>:192                                     ; preds = %190
  store float 3.200000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 64), align 4
  store float 3.210000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 65), align 4
  store float 3.220000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 66), align 4
  store float 3.230000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 67), align 4
  %193 = icmp ugt i32 %9, 81
  br i1 %193, label %194, label %541, !llvm.loop !19

; <label>:194                                     ; preds = %192
  store float 3.240000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 68), align 4
  store float 3.250000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 69), align 4
  store float 3.260000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 70), align 4
  store float 3.270000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 71), align 4
  %195 = icmp ugt i32 %9, 82
  br i1 %195, label %196, label %541, !llvm.loop !19

; <label>:196                                     ; preds = %194
  store float 3.280000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 72), align 4
  store float 3.290000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 73), align 4
  store float 3.300000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 74), align 4
  store float 3.310000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 75), align 4
  %197 = icmp ugt i32 %9, 83
  br i1 %197, label %198, label %541, !llvm.loop !19

; <label>:198                                     ; preds = %196
  store float 3.320000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 76), align 4
  store float 3.330000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 77), align 4
  store float 3.340000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 78), align 4
  store float 3.350000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 79), align 4
  %199 = icmp ugt i32 %9, 84
  br i1 %199, label %200, label %541, !llvm.loop !19

; <label>:200                                     ; preds = %198
  store float 3.360000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 80), align 4
  store float 3.370000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 81), align 4
  store float 3.380000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 82), align 4
  store float 3.390000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 83), align 4
  %201 = icmp ugt i32 %9, 85
  br i1 %201, label %202, label %541, !llvm.loop !19

; <label>:202                                     ; preds = %200
  store float 3.400000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 84), align 4
  store float 3.410000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 85), align 4
  store float 3.420000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 86), align 4
  store float 3.430000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 87), align 4
  %203 = icmp ugt i32 %9, 86
  br i1 %203, label %204, label %541, !llvm.loop !19

; <label>:204                                     ; preds = %202
  store float 3.440000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 88), align 4
  store float 3.450000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 89), align 4
  store float 3.460000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 90), align 4
  store float 3.470000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 91), align 4
  %205 = icmp ugt i32 %9, 87
  br i1 %205, label %206, label %541, !llvm.loop !19

; <label>:206                                     ; preds = %204
  store float 3.480000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 92), align 4
  store float 3.490000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 93), align 4
  store float 3.500000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 94), align 4
  store float 3.510000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 95), align 4
  %207 = icmp ugt i32 %9, 88
  br i1 %207, label %208, label %541, !llvm.loop !19

; <label>:208                                     ; preds = %206
  store float 3.520000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 96), align 4
  store float 3.530000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 97), align 4
  store float 3.540000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 98), align 4
  store float 3.550000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 99), align 4
  %209 = icmp ugt i32 %9, 89
  br i1 %209, label %210, label %541, !llvm.loop !19

; <label>:210                                     ; preds = %208
  store float 3.560000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 100), align 4
  store float 3.570000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 101), align 4
  store float 3.580000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 102), align 4
  store float 3.590000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 103), align 4
  %211 = icmp ugt i32 %9, 90
  br i1 %211, label %212, label %541, !llvm.loop !19

; <label>:212                                     ; preds = %210
  store float 3.600000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 104), align 4
  store float 3.610000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 105), align 4
  store float 3.620000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 106), align 4
  store float 3.630000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 107), align 4
  %213 = icmp ugt i32 %9, 91
  br i1 %213, label %214, label %541, !llvm.loop !19

; <label>:214                                     ; preds = %212
  store float 3.640000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 108), align 4
  store float 3.650000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 109), align 4
  store float 3.660000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 110), align 4
  store float 3.670000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 111), align 4
  %215 = icmp ugt i32 %9, 92
  br i1 %215, label %216, label %541, !llvm.loop !19

; <label>:216                                     ; preds = %214
  store float 3.680000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 112), align 4
  store float 3.690000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 113), align 4
  store float 3.700000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 114), align 4
  store float 3.710000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 115), align 4
  %217 = icmp ugt i32 %9, 93
  br i1 %217, label %218, label %541, !llvm.loop !19

; <label>:218                                     ; preds = %216
  store float 3.720000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 116), align 4
  store float 3.730000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 117), align 4
  store float 3.740000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 118), align 4
  store float 3.750000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 119), align 4
  %219 = icmp ugt i32 %9, 94
  br i1 %219, label %220, label %541, !llvm.loop !19

; <label>:220                                     ; preds = %218
  store float 3.760000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 120), align 4
  store float 3.770000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 121), align 4
  store float 3.780000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 122), align 4
  store float 3.790000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 123), align 4
  %221 = icmp ugt i32 %9, 95
  br i1 %221, label %222, label %541, !llvm.loop !19

; <label>:222                                     ; preds = %220
  store float 3.800000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 124), align 4
  store float 3.810000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 125), align 4
  store float 3.820000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 126), align 4
  store float 3.830000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 127), align 4
  %223 = icmp ugt i32 %9, 96
  br i1 %223, label %224, label %541, !llvm.loop !19

; <label>:224                                     ; preds = %222
  store float 3.840000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 128), align 4
  store float 3.850000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 129), align 4
  store float 3.860000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 130), align 4
  store float 3.870000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 131), align 4
  %225 = icmp ugt i32 %9, 97
  br i1 %225, label %226, label %541, !llvm.loop !19

; <label>:226                                     ; preds = %224
  store float 3.880000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 132), align 4
  store float 3.890000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 133), align 4
  store float 3.900000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 134), align 4
  store float 3.910000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 135), align 4
  %227 = icmp ugt i32 %9, 98
  br i1 %227, label %228, label %541, !llvm.loop !19

; <label>:228                                     ; preds = %226
  store float 3.920000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 136), align 4
  store float 3.930000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 137), align 4
  store float 3.940000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 138), align 4
  store float 3.950000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 139), align 4
  %229 = icmp ugt i32 %9, 99
  br i1 %229, label %230, label %541, !llvm.loop !19

; <label>:230                                     ; preds = %228
  store float 3.960000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 140), align 4
  store float 3.970000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 141), align 4
  store float 3.980000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 142), align 4
  store float 3.990000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 143), align 4
  %231 = icmp ugt i32 %9, 100
  br i1 %231, label %232, label %541, !llvm.loop !19

; <label>:232                                     ; preds = %230
  store float 4.000000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 144), align 4
  store float 4.010000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 145), align 4
  store float 4.020000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 146), align 4
  store float 4.030000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 147), align 4
  %233 = icmp ugt i32 %9, 101
  br i1 %233, label %234, label %541, !llvm.loop !19

; <label>:234                                     ; preds = %232
  store float 4.040000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 148), align 4
  store float 4.050000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 149), align 4
  store float 4.060000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 150), align 4
  store float 4.070000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 151), align 4
  %235 = icmp ugt i32 %9, 102
  br i1 %235, label %236, label %541, !llvm.loop !19

; <label>:236                                     ; preds = %234
  store float 4.080000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 152), align 4
  store float 4.090000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 153), align 4
  store float 4.100000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 154), align 4
  store float 4.110000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 155), align 4
  %237 = icmp ugt i32 %9, 103
  br i1 %237, label %238, label %541, !llvm.loop !19

; <label>:238                                     ; preds = %236
  store float 4.120000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 156), align 4
  store float 4.130000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 157), align 4
  store float 4.140000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 158), align 4
  store float 4.150000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 159), align 4
  %239 = icmp ugt i32 %9, 104
  br i1 %239, label %240, label %541, !llvm.loop !19

; <label>:240                                     ; preds = %238
  store float 4.160000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 160), align 4
  store float 4.170000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 161), align 4
  store float 4.180000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 162), align 4
  store float 4.190000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 163), align 4
  %241 = icmp ugt i32 %9, 105
  br i1 %241, label %242, label %541, !llvm.loop !19

; <label>:242                                     ; preds = %240
  store float 4.200000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 164), align 4
  store float 4.210000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 165), align 4
  store float 4.220000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 166), align 4
  store float 4.230000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 167), align 4
  %243 = icmp ugt i32 %9, 106
  br i1 %243, label %244, label %541, !llvm.loop !19

; <label>:244                                     ; preds = %242
  store float 4.240000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 168), align 4
  store float 4.250000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 169), align 4
  store float 4.260000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 170), align 4
  store float 4.270000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 171), align 4
  %245 = icmp ugt i32 %9, 107
  br i1 %245, label %246, label %541, !llvm.loop !19

; <label>:246                                     ; preds = %244
  store float 4.280000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 172), align 4
  store float 4.290000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 173), align 4
  store float 4.300000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 174), align 4
  store float 4.310000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 175), align 4
  %247 = icmp ugt i32 %9, 108
  br i1 %247, label %248, label %541, !llvm.loop !19

; <label>:248                                     ; preds = %246
  store float 4.320000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 176), align 4
  store float 4.330000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 177), align 4
  store float 4.340000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 178), align 4
  store float 4.350000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 179), align 4
  %249 = icmp ugt i32 %9, 109
  br i1 %249, label %250, label %541, !llvm.loop !19

; <label>:250                                     ; preds = %248
  store float 4.360000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 180), align 4
  store float 4.370000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 181), align 4
  store float 4.380000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 182), align 4
  store float 4.390000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 183), align 4
  %251 = icmp ugt i32 %9, 110
  br i1 %251, label %252, label %541, !llvm.loop !19

; <label>:252                                     ; preds = %250
  store float 4.400000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 184), align 4
  store float 4.410000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 185), align 4
  store float 4.420000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 186), align 4
  store float 4.430000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 187), align 4
  %253 = icmp ugt i32 %9, 111
  br i1 %253, label %254, label %541, !llvm.loop !19

; <label>:254                                     ; preds = %252
  store float 4.440000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 188), align 4
  store float 4.450000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 189), align 4
  store float 4.460000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 190), align 4
  store float 4.470000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 191), align 4
  %255 = icmp ugt i32 %9, 112
  br i1 %255, label %256, label %541, !llvm.loop !19

; <label>:256                                     ; preds = %254
  store float 4.480000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 192), align 4
  store float 4.490000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 193), align 4
  store float 4.500000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 194), align 4
  store float 4.510000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 195), align 4
  %257 = icmp ugt i32 %9, 113
  br i1 %257, label %258, label %541, !llvm.loop !19

; <label>:258                                     ; preds = %256
  store float 4.520000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 196), align 4
  store float 4.530000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 197), align 4
  store float 4.540000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 198), align 4
  store float 4.550000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 199), align 4
  %259 = icmp ugt i32 %9, 114
  br i1 %259, label %260, label %541, !llvm.loop !19

; <label>:260                                     ; preds = %258
  store float 4.560000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 200), align 4
  store float 4.570000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 201), align 4
  store float 4.580000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 202), align 4
  store float 4.590000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 203), align 4
  %261 = icmp ugt i32 %9, 115
  br i1 %261, label %262, label %541, !llvm.loop !19

; <label>:262                                     ; preds = %260
  store float 4.600000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 204), align 4
  store float 4.610000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 205), align 4
  store float 4.620000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 206), align 4
  store float 4.630000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 207), align 4
  %263 = icmp ugt i32 %9, 116
  br i1 %263, label %264, label %541, !llvm.loop !19

; <label>:264                                     ; preds = %262
  store float 4.640000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 208), align 4
  store float 4.650000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 209), align 4
  store float 4.660000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 210), align 4
  store float 4.670000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 211), align 4
  %265 = icmp ugt i32 %9, 117
  br i1 %265, label %266, label %541, !llvm.loop !19

; <label>:266                                     ; preds = %264
  store float 4.680000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 212), align 4
  store float 4.690000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 213), align 4
  store float 4.700000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 214), align 4
  store float 4.710000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 215), align 4
  %267 = icmp ugt i32 %9, 118
  br i1 %267, label %268, label %541, !llvm.loop !19

; <label>:268                                     ; preds = %266
  store float 4.720000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 216), align 4
  store float 4.730000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 217), align 4
  store float 4.740000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 218), align 4
  store float 4.750000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 219), align 4
  %269 = icmp ugt i32 %9, 119
  br i1 %269, label %270, label %541, !llvm.loop !19

; <label>:270                                     ; preds = %268
  store float 4.760000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 220), align 4
  store float 4.770000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 221), align 4
  store float 4.780000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 222), align 4
  store float 4.790000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 223), align 4
  %271 = icmp ugt i32 %9, 120
  br i1 %271, label %272, label %541, !llvm.loop !19

; <label>:272                                     ; preds = %270
  store float 4.800000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 224), align 4
  store float 4.810000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 225), align 4
  store float 4.820000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 226), align 4
  store float 4.830000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 227), align 4
  %273 = icmp ugt i32 %9, 121
  br i1 %273, label %274, label %541, !llvm.loop !19

; <label>:274                                     ; preds = %272
  store float 4.840000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 228), align 4
  store float 4.850000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 229), align 4
  store float 4.860000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 230), align 4
  store float 4.870000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 231), align 4
  %275 = icmp ugt i32 %9, 122
  br i1 %275, label %276, label %541, !llvm.loop !19

; <label>:276                                     ; preds = %274
  store float 4.880000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 232), align 4
  store float 4.890000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 233), align 4
  store float 4.900000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 234), align 4
  store float 4.910000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 235), align 4
  %277 = icmp ugt i32 %9, 123
  br i1 %277, label %278, label %541, !llvm.loop !19

; <label>:278                                     ; preds = %276
  store float 4.920000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 236), align 4
  store float 4.930000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 237), align 4
  store float 4.940000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 238), align 4
  store float 4.950000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 239), align 4
  %279 = icmp ugt i32 %9, 124
  br i1 %279, label %280, label %541, !llvm.loop !19

; <label>:280                                     ; preds = %278
  store float 4.960000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 240), align 4
  store float 4.970000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 241), align 4
  store float 4.980000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 242), align 4
  store float 4.990000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 243), align 4
  %281 = icmp ugt i32 %9, 125
  br i1 %281, label %282, label %541, !llvm.loop !19

; <label>:282                                     ; preds = %280
  store float 5.000000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 244), align 4
  store float 5.010000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 245), align 4
  store float 5.020000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 246), align 4
  store float 5.030000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 247), align 4
  %283 = icmp ugt i32 %9, 126
  br i1 %283, label %284, label %541, !llvm.loop !19

; <label>:284                                     ; preds = %282
  store float 5.040000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 248), align 4
  store float 5.050000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 249), align 4
  store float 5.060000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 250), align 4
  store float 5.070000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 251), align 4
  %285 = icmp ugt i32 %9, 127
  br i1 %285, label %286, label %541, !llvm.loop !19

; <label>:286                                     ; preds = %284
  store float 5.080000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 252), align 4
  store float 5.090000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 253), align 4
  store float 5.100000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 254), align 4
  store float 5.110000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 255), align 4
  %287 = icmp ugt i32 %9, 128
  br i1 %287, label %288, label %541, !llvm.loop !19

; <label>:288                                     ; preds = %286
  store float 5.120000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 0), align 4
  store float 5.130000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 1), align 4
  store float 5.140000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 2), align 4
  store float 5.150000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 3), align 4
  %289 = icmp ugt i32 %9, 129
  br i1 %289, label %290, label %541, !llvm.loop !19

; <label>:290                                     ; preds = %288
  store float 5.160000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 4), align 4
  store float 5.170000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 5), align 4
  store float 5.180000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 6), align 4
  store float 5.190000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 7), align 4
  %291 = icmp ugt i32 %9, 130
  br i1 %291, label %292, label %541, !llvm.loop !19

; <label>:292                                     ; preds = %290
  store float 5.200000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 8), align 4
  store float 5.210000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 9), align 4
  store float 5.220000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 10), align 4
  store float 5.230000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 11), align 4
  %293 = icmp ugt i32 %9, 131
  br i1 %293, label %294, label %541, !llvm.loop !19

; <label>:294                                     ; preds = %292
  store float 5.240000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 12), align 4
  store float 5.250000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 13), align 4
  store float 5.260000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 14), align 4
  store float 5.270000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 15), align 4
  %295 = icmp ugt i32 %9, 132
  br i1 %295, label %296, label %541, !llvm.loop !19

; <label>:296                                     ; preds = %294
  store float 5.280000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 16), align 4
  store float 5.290000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 17), align 4
  store float 5.300000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 18), align 4
  store float 5.310000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 19), align 4
  %297 = icmp ugt i32 %9, 133
  br i1 %297, label %298, label %541, !llvm.loop !19

; <label>:298                                     ; preds = %296
  store float 5.320000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 20), align 4
  store float 5.330000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 21), align 4
  store float 5.340000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 22), align 4
  store float 5.350000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 23), align 4
  %299 = icmp ugt i32 %9, 134
  br i1 %299, label %300, label %541, !llvm.loop !19

; <label>:300                                     ; preds = %298
  store float 5.360000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 24), align 4
  store float 5.370000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 25), align 4
  store float 5.380000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 26), align 4
  store float 5.390000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 27), align 4
  %301 = icmp ugt i32 %9, 135
  br i1 %301, label %302, label %541, !llvm.loop !19

; <label>:302                                     ; preds = %300
  store float 5.400000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 28), align 4
  store float 5.410000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 29), align 4
  store float 5.420000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 30), align 4
  store float 5.430000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 31), align 4
  %303 = icmp ugt i32 %9, 136
  br i1 %303, label %304, label %541, !llvm.loop !19

; <label>:304                                     ; preds = %302
  store float 5.440000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 32), align 4
  store float 5.450000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 33), align 4
  store float 5.460000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 34), align 4
  store float 5.470000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 35), align 4
  %305 = icmp ugt i32 %9, 137
  br i1 %305, label %306, label %541, !llvm.loop !19

; <label>:306                                     ; preds = %304
  store float 5.480000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 36), align 4
  store float 5.490000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 37), align 4
  store float 5.500000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 38), align 4
  store float 5.510000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 39), align 4
  %307 = icmp ugt i32 %9, 138
  br i1 %307, label %308, label %541, !llvm.loop !19

; <label>:308                                     ; preds = %306
  store float 5.520000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 40), align 4
  store float 5.530000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 41), align 4
  store float 5.540000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 42), align 4
  store float 5.550000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 43), align 4
  %309 = icmp ugt i32 %9, 139
  br i1 %309, label %310, label %541, !llvm.loop !19

; <label>:310                                     ; preds = %308
  store float 5.560000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 44), align 4
  store float 5.570000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 45), align 4
  store float 5.580000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 46), align 4
  store float 5.590000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 47), align 4
  %311 = icmp ugt i32 %9, 140
  br i1 %311, label %312, label %541, !llvm.loop !19

; <label>:312                                     ; preds = %310
  store float 5.600000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 48), align 4
  store float 5.610000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 49), align 4
  store float 5.620000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 50), align 4
  store float 5.630000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 51), align 4
  %313 = icmp ugt i32 %9, 141
  br i1 %313, label %314, label %541, !llvm.loop !19

; <label>:314                                     ; preds = %312
  store float 5.640000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 52), align 4
  store float 5.650000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 53), align 4
  store float 5.660000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 54), align 4
  store float 5.670000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 55), align 4
  %315 = icmp ugt i32 %9, 142
  br i1 %315, label %316, label %541, !llvm.loop !19

; <label>:316                                     ; preds = %314
  store float 5.680000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 56), align 4
  store float 5.690000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 57), align 4
  store float 5.700000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 58), align 4
  store float 5.710000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 59), align 4
  %317 = icmp ugt i32 %9, 143
  br i1 %317, label %318, label %541, !llvm.loop !19

; <label>:318                                     ; preds = %316
  store float 5.720000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 60), align 4
  store float 5.730000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 61), align 4
  store float 5.740000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 62), align 4
  store float 5.750000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 63), align 4
  %319 = icmp ugt i32 %9, 144
  br i1 %319, label %320, label %541, !llvm.loop !19

; <label>:320                                     ; preds = %318
  store float 5.760000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 64), align 4
  store float 5.770000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 65), align 4
  store float 5.780000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 66), align 4
  store float 5.790000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 67), align 4
  %321 = icmp ugt i32 %9, 145
  br i1 %321, label %322, label %541, !llvm.loop !19

; <label>:322                                     ; preds = %320
  store float 5.800000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 68), align 4
  store float 5.810000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 69), align 4
  store float 5.820000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 70), align 4
  store float 5.830000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 71), align 4
  %323 = icmp ugt i32 %9, 146
  br i1 %323, label %324, label %541, !llvm.loop !19

; <label>:324                                     ; preds = %322
  store float 5.840000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 72), align 4
  store float 5.850000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 73), align 4
  store float 5.860000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 74), align 4
  store float 5.870000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 75), align 4
  %325 = icmp ugt i32 %9, 147
  br i1 %325, label %326, label %541, !llvm.loop !19

; <label>:326                                     ; preds = %324
  store float 5.880000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 76), align 4
  store float 5.890000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 77), align 4
  store float 5.900000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 78), align 4
  store float 5.910000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 79), align 4
  %327 = icmp ugt i32 %9, 148
  br i1 %327, label %328, label %541, !llvm.loop !19

; <label>:328                                     ; preds = %326
  store float 5.920000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 80), align 4
  store float 5.930000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 81), align 4
  store float 5.940000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 82), align 4
  store float 5.950000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 83), align 4
  %329 = icmp ugt i32 %9, 149
  br i1 %329, label %330, label %541, !llvm.loop !19

; <label>:330                                     ; preds = %328
  store float 5.960000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 84), align 4
  store float 5.970000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 85), align 4
  store float 5.980000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 86), align 4
  store float 5.990000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 87), align 4
  %331 = icmp ugt i32 %9, 150
  br i1 %331, label %332, label %541, !llvm.loop !19

; <label>:332                                     ; preds = %330
  store float 6.000000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 88), align 4
  store float 6.010000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 89), align 4
  store float 6.020000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 90), align 4
  store float 6.030000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 91), align 4
  %333 = icmp ugt i32 %9, 151
  br i1 %333, label %334, label %541, !llvm.loop !19

; <label>:334                                     ; preds = %332
  store float 6.040000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 92), align 4
  store float 6.050000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 93), align 4
  store float 6.060000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 94), align 4
  store float 6.070000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 95), align 4
  %335 = icmp ugt i32 %9, 152
  br i1 %335, label %336, label %541, !llvm.loop !19

; <label>:336                                     ; preds = %334
  store float 6.080000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 96), align 4
  store float 6.090000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 97), align 4
  store float 6.100000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 98), align 4
  store float 6.110000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 99), align 4
  %337 = icmp ugt i32 %9, 153
  br i1 %337, label %338, label %541, !llvm.loop !19

; <label>:338                                     ; preds = %336
  store float 6.120000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 100), align 4
  store float 6.130000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 101), align 4
  store float 6.140000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 102), align 4
  store float 6.150000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 103), align 4
  %339 = icmp ugt i32 %9, 154
  br i1 %339, label %340, label %541, !llvm.loop !19

; <label>:340                                     ; preds = %338
  store float 6.160000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 104), align 4
  store float 6.170000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 105), align 4
  store float 6.180000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 106), align 4
  store float 6.190000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 107), align 4
  %341 = icmp ugt i32 %9, 155
  br i1 %341, label %342, label %541, !llvm.loop !19

; <label>:342                                     ; preds = %340
  store float 6.200000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 108), align 4
  store float 6.210000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 109), align 4
  store float 6.220000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 110), align 4
  store float 6.230000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 111), align 4
  %343 = icmp ugt i32 %9, 156
  br i1 %343, label %344, label %541, !llvm.loop !19

; <label>:344                                     ; preds = %342
  store float 6.240000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 112), align 4
  store float 6.250000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 113), align 4
  store float 6.260000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 114), align 4
  store float 6.270000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 115), align 4
  %345 = icmp ugt i32 %9, 157
  br i1 %345, label %346, label %541, !llvm.loop !19

; <label>:346                                     ; preds = %344
  store float 6.280000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 116), align 4
  store float 6.290000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 117), align 4
  store float 6.300000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 118), align 4
  store float 6.310000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 119), align 4
  %347 = icmp ugt i32 %9, 158
  br i1 %347, label %348, label %541, !llvm.loop !19

; <label>:348                                     ; preds = %346
  store float 6.320000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 120), align 4
  store float 6.330000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 121), align 4
  store float 6.340000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 122), align 4
  store float 6.350000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 123), align 4
  %349 = icmp ugt i32 %9, 159
  br i1 %349, label %350, label %541, !llvm.loop !19

; <label>:350                                     ; preds = %348
  store float 6.360000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 124), align 4
  store float 6.370000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 125), align 4
  store float 6.380000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 126), align 4
  store float 6.390000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 127), align 4
  %351 = icmp ugt i32 %9, 160
  br i1 %351, label %352, label %541, !llvm.loop !19

; <label>:352                                     ; preds = %350
  store float 6.400000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 128), align 4
  store float 6.410000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 129), align 4
  store float 6.420000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 130), align 4
  store float 6.430000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 131), align 4
  %353 = icmp ugt i32 %9, 161
  br i1 %353, label %354, label %541, !llvm.loop !19

; <label>:354                                     ; preds = %352
  store float 6.440000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 132), align 4
  store float 6.450000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 133), align 4
  store float 6.460000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 134), align 4
  store float 6.470000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 135), align 4
  %355 = icmp ugt i32 %9, 162
  br i1 %355, label %356, label %541, !llvm.loop !19

; <label>:356                                     ; preds = %354
  store float 6.480000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 136), align 4
  store float 6.490000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 137), align 4
  store float 6.500000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 138), align 4
  store float 6.510000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 139), align 4
  %357 = icmp ugt i32 %9, 163
  br i1 %357, label %358, label %541, !llvm.loop !19

; <label>:358                                     ; preds = %356
  store float 6.520000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 140), align 4
  store float 6.530000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 141), align 4
  store float 6.540000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 142), align 4
  store float 6.550000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 143), align 4
  %359 = icmp ugt i32 %9, 164
  br i1 %359, label %360, label %541, !llvm.loop !19

; <label>:360                                     ; preds = %358
  store float 6.560000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 144), align 4
  store float 6.570000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 145), align 4
  store float 6.580000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 146), align 4
  store float 6.590000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 147), align 4
  %361 = icmp ugt i32 %9, 165
  br i1 %361, label %362, label %541, !llvm.loop !19

; <label>:362                                     ; preds = %360
  store float 6.600000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 148), align 4
  store float 6.610000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 149), align 4
  store float 6.620000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 150), align 4
  store float 6.630000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 151), align 4
  %363 = icmp ugt i32 %9, 166
  br i1 %363, label %364, label %541, !llvm.loop !19

; <label>:364                                     ; preds = %362
  store float 6.640000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 152), align 4
  store float 6.650000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 153), align 4
  store float 6.660000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 154), align 4
  store float 6.670000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 155), align 4
  %365 = icmp ugt i32 %9, 167
  br i1 %365, label %366, label %541, !llvm.loop !19

; <label>:366                                     ; preds = %364
  store float 6.680000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 156), align 4
  store float 6.690000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 157), align 4
  store float 6.700000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 158), align 4
  store float 6.710000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 159), align 4
  %367 = icmp ugt i32 %9, 168
  br i1 %367, label %368, label %541, !llvm.loop !19

; <label>:368                                     ; preds = %366
  store float 6.720000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 160), align 4
  store float 6.730000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 161), align 4
  store float 6.740000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 162), align 4
  store float 6.750000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 163), align 4
  %369 = icmp ugt i32 %9, 169
  br i1 %369, label %370, label %541, !llvm.loop !19

; <label>:370                                     ; preds = %368
  store float 6.760000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 164), align 4
  store float 6.770000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 165), align 4
  store float 6.780000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 166), align 4
  store float 6.790000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 167), align 4
  %371 = icmp ugt i32 %9, 170
  br i1 %371, label %372, label %541, !llvm.loop !19

; <label>:372                                     ; preds = %370
  store float 6.800000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 168), align 4
  store float 6.810000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 169), align 4
  store float 6.820000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 170), align 4
  store float 6.830000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 171), align 4
  %373 = icmp ugt i32 %9, 171
  br i1 %373, label %374, label %541, !llvm.loop !19

; <label>:374                                     ; preds = %372
  store float 6.840000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 172), align 4
  store float 6.850000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 173), align 4
  store float 6.860000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 174), align 4
  store float 6.870000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 175), align 4
  %375 = icmp ugt i32 %9, 172
  br i1 %375, label %376, label %541, !llvm.loop !19

; <label>:376                                     ; preds = %374
  store float 6.880000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 176), align 4
  store float 6.890000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 177), align 4
  store float 6.900000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 178), align 4
  store float 6.910000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 179), align 4
  %377 = icmp ugt i32 %9, 173
  br i1 %377, label %378, label %541, !llvm.loop !19

; <label>:378                                     ; preds = %376
  store float 6.920000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 180), align 4
  store float 6.930000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 181), align 4
  store float 6.940000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 182), align 4
  store float 6.950000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 183), align 4
  %379 = icmp ugt i32 %9, 174
  br i1 %379, label %380, label %541, !llvm.loop !19

; <label>:380                                     ; preds = %378
  store float 6.960000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 184), align 4
  store float 6.970000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 185), align 4
  store float 6.980000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 186), align 4
  store float 6.990000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 187), align 4
  %381 = icmp ugt i32 %9, 175
  br i1 %381, label %382, label %541, !llvm.loop !19

; <label>:382                                     ; preds = %380
  store float 7.000000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 188), align 4
  store float 7.010000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 189), align 4
  store float 7.020000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 190), align 4
  store float 7.030000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 191), align 4
  %383 = icmp ugt i32 %9, 176
  br i1 %383, label %384, label %541, !llvm.loop !19

; <label>:384                                     ; preds = %382
  store float 7.040000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 192), align 4
  store float 7.050000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 193), align 4
  store float 7.060000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 194), align 4
  store float 7.070000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 195), align 4
  %385 = icmp ugt i32 %9, 177
  br i1 %385, label %386, label %541, !llvm.loop !19

; <label>:386                                     ; preds = %384
  store float 7.080000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 196), align 4
  store float 7.090000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 197), align 4
  store float 7.100000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 198), align 4
  store float 7.110000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 199), align 4
  %387 = icmp ugt i32 %9, 178
  br i1 %387, label %388, label %541, !llvm.loop !19

; <label>:388                                     ; preds = %386
  store float 7.120000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 200), align 4
  store float 7.130000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 201), align 4
  store float 7.140000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 202), align 4
  store float 7.150000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 203), align 4
  %389 = icmp ugt i32 %9, 179
  br i1 %389, label %390, label %541, !llvm.loop !19

; <label>:390                                     ; preds = %388
  store float 7.160000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 204), align 4
  store float 7.170000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 205), align 4
  store float 7.180000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 206), align 4
  store float 7.190000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 207), align 4
  %391 = icmp ugt i32 %9, 180
  br i1 %391, label %392, label %541, !llvm.loop !19

; <label>:392                                     ; preds = %390
  store float 7.200000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 208), align 4
  store float 7.210000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 209), align 4
  store float 7.220000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 210), align 4
  store float 7.230000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 211), align 4
  %393 = icmp ugt i32 %9, 181
  br i1 %393, label %394, label %541, !llvm.loop !19

; <label>:394                                     ; preds = %392
  store float 7.240000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 212), align 4
  store float 7.250000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 213), align 4
  store float 7.260000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 214), align 4
  store float 7.270000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 215), align 4
  %395 = icmp ugt i32 %9, 182
  br i1 %395, label %396, label %541, !llvm.loop !19

; <label>:396                                     ; preds = %394
  store float 7.280000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 216), align 4
  store float 7.290000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 217), align 4
  store float 7.300000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 218), align 4
  store float 7.310000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 219), align 4
  %397 = icmp ugt i32 %9, 183
  br i1 %397, label %398, label %541, !llvm.loop !19

; <label>:398                                     ; preds = %396
  store float 7.320000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 220), align 4
  store float 7.330000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 221), align 4
  store float 7.340000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 222), align 4
  store float 7.350000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 223), align 4
  %399 = icmp ugt i32 %9, 184
  br i1 %399, label %400, label %541, !llvm.loop !19

; <label>:400                                     ; preds = %398
  store float 7.360000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 224), align 4
  store float 7.370000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 225), align 4
  store float 7.380000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 226), align 4
  store float 7.390000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 227), align 4
  %401 = icmp ugt i32 %9, 185
  br i1 %401, label %402, label %541, !llvm.loop !19

; <label>:402                                     ; preds = %400
  store float 7.400000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 228), align 4
  store float 7.410000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 229), align 4
  store float 7.420000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 230), align 4
  store float 7.430000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 231), align 4
  %403 = icmp ugt i32 %9, 186
  br i1 %403, label %404, label %541, !llvm.loop !19

; <label>:404                                     ; preds = %402
  store float 7.440000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 232), align 4
  store float 7.450000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 233), align 4
  store float 7.460000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 234), align 4
  store float 7.470000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 235), align 4
  %405 = icmp ugt i32 %9, 187
  br i1 %405, label %406, label %541, !llvm.loop !19

; <label>:406                                     ; preds = %404
  store float 7.480000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 236), align 4
  store float 7.490000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 237), align 4
  store float 7.500000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 238), align 4
  store float 7.510000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 239), align 4
  %407 = icmp ugt i32 %9, 188
  br i1 %407, label %408, label %541, !llvm.loop !19

; <label>:408                                     ; preds = %406
  store float 7.520000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 240), align 4
  store float 7.530000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 241), align 4
  store float 7.540000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 242), align 4
  store float 7.550000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 243), align 4
  %409 = icmp ugt i32 %9, 189
  br i1 %409, label %410, label %541, !llvm.loop !19

; <label>:410                                     ; preds = %408
  store float 7.560000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 244), align 4
  store float 7.570000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 245), align 4
  store float 7.580000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 246), align 4
  store float 7.590000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 247), align 4
  %411 = icmp ugt i32 %9, 190
  br i1 %411, label %412, label %541, !llvm.loop !19

; <label>:412                                     ; preds = %410
  store float 7.600000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 248), align 4
  store float 7.610000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 249), align 4
  store float 7.620000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 250), align 4
  store float 7.630000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 251), align 4
  %413 = icmp ugt i32 %9, 191
  br i1 %413, label %414, label %541, !llvm.loop !19

; <label>:414                                     ; preds = %412
  store float 7.640000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 252), align 4
  store float 7.650000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 253), align 4
  store float 7.660000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 254), align 4
  store float 7.670000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 255), align 4
  %415 = icmp ugt i32 %9, 192
  br i1 %415, label %416, label %541, !llvm.loop !19

; <label>:416                                     ; preds = %414
  store float 7.680000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 0), align 4
  store float 7.690000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 1), align 4
  store float 7.700000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 2), align 4
  store float 7.710000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 3), align 4
  %417 = icmp ugt i32 %9, 193
  br i1 %417, label %418, label %541, !llvm.loop !19

; <label>:418                                     ; preds = %416
  store float 7.720000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 4), align 4
  store float 7.730000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 5), align 4
  store float 7.740000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 6), align 4
  store float 7.750000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 7), align 4
  %419 = icmp ugt i32 %9, 194
  br i1 %419, label %420, label %541, !llvm.loop !19

; <label>:420                                     ; preds = %418
  store float 7.760000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 8), align 4
  store float 7.770000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 9), align 4
  store float 7.780000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 10), align 4
  store float 7.790000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 11), align 4
  %421 = icmp ugt i32 %9, 195
  br i1 %421, label %422, label %541, !llvm.loop !19

; <label>:422                                     ; preds = %420
  store float 7.800000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 12), align 4
  store float 7.810000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 13), align 4
  store float 7.820000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 14), align 4
  store float 7.830000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 15), align 4
  %423 = icmp ugt i32 %9, 196
  br i1 %423, label %424, label %541, !llvm.loop !19

; <label>:424                                     ; preds = %422
  store float 7.840000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 16), align 4
  store float 7.850000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 17), align 4
  store float 7.860000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 18), align 4
  store float 7.870000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 19), align 4
  %425 = icmp ugt i32 %9, 197
  br i1 %425, label %426, label %541, !llvm.loop !19

; <label>:426                                     ; preds = %424
  store float 7.880000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 20), align 4
  store float 7.890000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 21), align 4
  store float 7.900000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 22), align 4
  store float 7.910000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 23), align 4
  %427 = icmp ugt i32 %9, 198
  br i1 %427, label %428, label %541, !llvm.loop !19

; <label>:428                                     ; preds = %426
  store float 7.920000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 24), align 4
  store float 7.930000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 25), align 4
  store float 7.940000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 26), align 4
  store float 7.950000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 27), align 4
  %429 = icmp ugt i32 %9, 199
  br i1 %429, label %430, label %541, !llvm.loop !19

; <label>:430                                     ; preds = %428
  store float 7.960000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 28), align 4
  store float 7.970000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 29), align 4
  store float 7.980000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 30), align 4
  store float 7.990000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 31), align 4
  %431 = icmp ugt i32 %9, 200
  br i1 %431, label %432, label %541, !llvm.loop !19

; <label>:432                                     ; preds = %430
  store float 8.000000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 32), align 4
  store float 8.010000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 33), align 4
  store float 8.020000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 34), align 4
  store float 8.030000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 35), align 4
  %433 = icmp ugt i32 %9, 201
  br i1 %433, label %434, label %541, !llvm.loop !19

; <label>:434                                     ; preds = %432
  store float 8.040000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 36), align 4
  store float 8.050000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 37), align 4
  store float 8.060000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 38), align 4
  store float 8.070000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 39), align 4
  %435 = icmp ugt i32 %9, 202
  br i1 %435, label %436, label %541, !llvm.loop !19

; <label>:436                                     ; preds = %434
  store float 8.080000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 40), align 4
  store float 8.090000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 41), align 4
  store float 8.100000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 42), align 4
  store float 8.110000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 43), align 4
  %437 = icmp ugt i32 %9, 203
  br i1 %437, label %438, label %541, !llvm.loop !19

; <label>:438                                     ; preds = %436
  store float 8.120000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 44), align 4
  store float 8.130000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 45), align 4
  store float 8.140000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 46), align 4
  store float 8.150000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 47), align 4
  %439 = icmp ugt i32 %9, 204
  br i1 %439, label %440, label %541, !llvm.loop !19

; <label>:440                                     ; preds = %438
  store float 8.160000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 48), align 4
  store float 8.170000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 49), align 4
  store float 8.180000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 50), align 4
  store float 8.190000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 51), align 4
  %441 = icmp ugt i32 %9, 205
  br i1 %441, label %442, label %541, !llvm.loop !19

; <label>:442                                     ; preds = %440
  store float 8.200000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 52), align 4
  store float 8.210000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 53), align 4
  store float 8.220000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 54), align 4
  store float 8.230000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 55), align 4
  %443 = icmp ugt i32 %9, 206
  br i1 %443, label %444, label %541, !llvm.loop !19

; <label>:444                                     ; preds = %442
  store float 8.240000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 56), align 4
  store float 8.250000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 57), align 4
  store float 8.260000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 58), align 4
  store float 8.270000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 59), align 4
  %445 = icmp ugt i32 %9, 207
  br i1 %445, label %446, label %541, !llvm.loop !19

; <label>:446                                     ; preds = %444
  store float 8.280000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 60), align 4
  store float 8.290000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 61), align 4
  store float 8.300000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 62), align 4
  store float 8.310000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 63), align 4
  %447 = icmp ugt i32 %9, 208
  br i1 %447, label %448, label %541, !llvm.loop !19

; <label>:448                                     ; preds = %446
  store float 8.320000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 64), align 4
  store float 8.330000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 65), align 4
  store float 8.340000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 66), align 4
  store float 8.350000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 67), align 4
  %449 = icmp ugt i32 %9, 209
  br i1 %449, label %450, label %541, !llvm.loop !19

; <label>:450                                     ; preds = %448
  store float 8.360000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 68), align 4
  store float 8.370000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 69), align 4
  store float 8.380000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 70), align 4
  store float 8.390000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 71), align 4
  %451 = icmp ugt i32 %9, 210
  br i1 %451, label %452, label %541, !llvm.loop !19

; <label>:452                                     ; preds = %450
  store float 8.400000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 72), align 4
  store float 8.410000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 73), align 4
  store float 8.420000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 74), align 4
  store float 8.430000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 75), align 4
  %453 = icmp ugt i32 %9, 211
  br i1 %453, label %454, label %541, !llvm.loop !19

; <label>:454                                     ; preds = %452
  store float 8.440000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 76), align 4
  store float 8.450000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 77), align 4
  store float 8.460000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 78), align 4
  store float 8.470000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 79), align 4
  %455 = icmp ugt i32 %9, 212
  br i1 %455, label %456, label %541, !llvm.loop !19

; <label>:456                                     ; preds = %454
  store float 8.480000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 80), align 4
  store float 8.490000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 81), align 4
  store float 8.500000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 82), align 4
  store float 8.510000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 83), align 4
  %457 = icmp ugt i32 %9, 213
  br i1 %457, label %458, label %541, !llvm.loop !19

; <label>:458                                     ; preds = %456
  store float 8.520000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 84), align 4
  store float 8.530000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 85), align 4
  store float 8.540000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 86), align 4
  store float 8.550000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 87), align 4
  %459 = icmp ugt i32 %9, 214
  br i1 %459, label %460, label %541, !llvm.loop !19

; <label>:460                                     ; preds = %458
  store float 8.560000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 88), align 4
  store float 8.570000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 89), align 4
  store float 8.580000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 90), align 4
  store float 8.590000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 91), align 4
  %461 = icmp ugt i32 %9, 215
  br i1 %461, label %462, label %541, !llvm.loop !19

; <label>:462                                     ; preds = %460
  store float 8.600000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 92), align 4
  store float 8.610000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 93), align 4
  store float 8.620000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 94), align 4
  store float 8.630000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 95), align 4
  %463 = icmp ugt i32 %9, 216
  br i1 %463, label %464, label %541, !llvm.loop !19

; <label>:464                                     ; preds = %462
  store float 8.640000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 96), align 4
  store float 8.650000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 97), align 4
  store float 8.660000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 98), align 4
  store float 8.670000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 99), align 4
  %465 = icmp ugt i32 %9, 217
  br i1 %465, label %466, label %541, !llvm.loop !19

; <label>:466                                     ; preds = %464
  store float 8.680000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 100), align 4
  store float 8.690000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 101), align 4
  store float 8.700000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 102), align 4
  store float 8.710000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 103), align 4
  %467 = icmp ugt i32 %9, 218
  br i1 %467, label %468, label %541, !llvm.loop !19

; <label>:468                                     ; preds = %466
  store float 8.720000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 104), align 4
  store float 8.730000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 105), align 4
  store float 8.740000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 106), align 4
  store float 8.750000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 107), align 4
  %469 = icmp ugt i32 %9, 219
  br i1 %469, label %470, label %541, !llvm.loop !19

; <label>:470                                     ; preds = %468
  store float 8.760000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 108), align 4
  store float 8.770000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 109), align 4
  store float 8.780000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 110), align 4
  store float 8.790000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 111), align 4
  %471 = icmp ugt i32 %9, 220
  br i1 %471, label %472, label %541, !llvm.loop !19

; <label>:472                                     ; preds = %470
  store float 8.800000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 112), align 4
  store float 8.810000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 113), align 4
  store float 8.820000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 114), align 4
  store float 8.830000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 115), align 4
  %473 = icmp ugt i32 %9, 221
  br i1 %473, label %474, label %541, !llvm.loop !19

; <label>:474                                     ; preds = %472
  store float 8.840000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 116), align 4
  store float 8.850000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 117), align 4
  store float 8.860000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 118), align 4
  store float 8.870000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 119), align 4
  %475 = icmp ugt i32 %9, 222
  br i1 %475, label %476, label %541, !llvm.loop !19

; <label>:476                                     ; preds = %474
  store float 8.880000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 120), align 4
  store float 8.890000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 121), align 4
  store float 8.900000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 122), align 4
  store float 8.910000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 123), align 4
  %477 = icmp ugt i32 %9, 223
  br i1 %477, label %478, label %541, !llvm.loop !19

; <label>:478                                     ; preds = %476
  store float 8.920000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 124), align 4
  store float 8.930000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 125), align 4
  store float 8.940000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 126), align 4
  store float 8.950000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 127), align 4
  %479 = icmp ugt i32 %9, 224
  br i1 %479, label %480, label %541, !llvm.loop !19

; <label>:480                                     ; preds = %478
  store float 8.960000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 128), align 4
  store float 8.970000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 129), align 4
  store float 8.980000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 130), align 4
  store float 8.990000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 131), align 4
  %481 = icmp ugt i32 %9, 225
  br i1 %481, label %482, label %541, !llvm.loop !19

; <label>:482                                     ; preds = %480
  store float 9.000000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 132), align 4
  store float 9.010000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 133), align 4
  store float 9.020000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 134), align 4
  store float 9.030000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 135), align 4
  %483 = icmp ugt i32 %9, 226
  br i1 %483, label %484, label %541, !llvm.loop !19

; <label>:484                                     ; preds = %482
  store float 9.040000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 136), align 4
  store float 9.050000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 137), align 4
  store float 9.060000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 138), align 4
  store float 9.070000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 139), align 4
  %485 = icmp ugt i32 %9, 227
  br i1 %485, label %486, label %541, !llvm.loop !19

; <label>:486                                     ; preds = %484
  store float 9.080000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 140), align 4
  store float 9.090000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 141), align 4
  store float 9.100000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 142), align 4
  store float 9.110000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 143), align 4
  %487 = icmp ugt i32 %9, 228
  br i1 %487, label %488, label %541, !llvm.loop !19

; <label>:488                                     ; preds = %486
  store float 9.120000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 144), align 4
  store float 9.130000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 145), align 4
  store float 9.140000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 146), align 4
  store float 9.150000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 147), align 4
  %489 = icmp ugt i32 %9, 229
  br i1 %489, label %490, label %541, !llvm.loop !19

; <label>:490                                     ; preds = %488
  store float 9.160000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 148), align 4
  store float 9.170000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 149), align 4
  store float 9.180000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 150), align 4
  store float 9.190000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 151), align 4
  %491 = icmp ugt i32 %9, 230
  br i1 %491, label %492, label %541, !llvm.loop !19

; <label>:492                                     ; preds = %490
  store float 9.200000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 152), align 4
  store float 9.210000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 153), align 4
  store float 9.220000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 154), align 4
  store float 9.230000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 155), align 4
  %493 = icmp ugt i32 %9, 231
  br i1 %493, label %494, label %541, !llvm.loop !19

; <label>:494                                     ; preds = %492
  store float 9.240000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 156), align 4
  store float 9.250000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 157), align 4
  store float 9.260000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 158), align 4
  store float 9.270000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 159), align 4
  %495 = icmp ugt i32 %9, 232
  br i1 %495, label %496, label %541, !llvm.loop !19

; <label>:496                                     ; preds = %494
  store float 9.280000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 160), align 4
  store float 9.290000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 161), align 4
  store float 9.300000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 162), align 4
  store float 9.310000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 163), align 4
  %497 = icmp ugt i32 %9, 233
  br i1 %497, label %498, label %541, !llvm.loop !19

; <label>:498                                     ; preds = %496
  store float 9.320000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 164), align 4
  store float 9.330000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 165), align 4
  store float 9.340000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 166), align 4
  store float 9.350000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 167), align 4
  %499 = icmp ugt i32 %9, 234
  br i1 %499, label %500, label %541, !llvm.loop !19

; <label>:500                                     ; preds = %498
  store float 9.360000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 168), align 4
  store float 9.370000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 169), align 4
  store float 9.380000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 170), align 4
  store float 9.390000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 171), align 4
  %501 = icmp ugt i32 %9, 235
  br i1 %501, label %502, label %541, !llvm.loop !19

; <label>:502                                     ; preds = %500
  store float 9.400000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 172), align 4
  store float 9.410000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 173), align 4
  store float 9.420000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 174), align 4
  store float 9.430000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 175), align 4
  %503 = icmp ugt i32 %9, 236
  br i1 %503, label %504, label %541, !llvm.loop !19

; <label>:504                                     ; preds = %502
  store float 9.440000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 176), align 4
  store float 9.450000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 177), align 4
  store float 9.460000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 178), align 4
  store float 9.470000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 179), align 4
  %505 = icmp ugt i32 %9, 237
  br i1 %505, label %506, label %541, !llvm.loop !19

; <label>:506                                     ; preds = %504
  store float 9.480000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 180), align 4
  store float 9.490000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 181), align 4
  store float 9.500000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 182), align 4
  store float 9.510000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 183), align 4
  %507 = icmp ugt i32 %9, 238
  br i1 %507, label %508, label %541, !llvm.loop !19

; <label>:508                                     ; preds = %506
  store float 9.520000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 184), align 4
  store float 9.530000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 185), align 4
  store float 9.540000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 186), align 4
  store float 9.550000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 187), align 4
  %509 = icmp ugt i32 %9, 239
  br i1 %509, label %510, label %541, !llvm.loop !19

; <label>:510                                     ; preds = %508
  store float 9.560000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 188), align 4
  store float 9.570000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 189), align 4
  store float 9.580000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 190), align 4
  store float 9.590000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 191), align 4
  %511 = icmp ugt i32 %9, 240
  br i1 %511, label %512, label %541, !llvm.loop !19

; <label>:512                                     ; preds = %510
  store float 9.600000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 192), align 4
  store float 9.610000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 193), align 4
  store float 9.620000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 194), align 4
  store float 9.630000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 195), align 4
  %513 = icmp ugt i32 %9, 241
  br i1 %513, label %514, label %541, !llvm.loop !19

; <label>:514                                     ; preds = %512
  store float 9.640000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 196), align 4
  store float 9.650000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 197), align 4
  store float 9.660000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 198), align 4
  store float 9.670000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 199), align 4
  %515 = icmp ugt i32 %9, 242
  br i1 %515, label %516, label %541, !llvm.loop !19

; <label>:516                                     ; preds = %514
  store float 9.680000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 200), align 4
  store float 9.690000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 201), align 4
  store float 9.700000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 202), align 4
  store float 9.710000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 203), align 4
  %517 = icmp ugt i32 %9, 243
  br i1 %517, label %518, label %541, !llvm.loop !19

; <label>:518                                     ; preds = %516
  store float 9.720000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 204), align 4
  store float 9.730000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 205), align 4
  store float 9.740000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 206), align 4
  store float 9.750000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 207), align 4
  %519 = icmp ugt i32 %9, 244
  br i1 %519, label %520, label %541, !llvm.loop !19

; <label>:520                                     ; preds = %518
  store float 9.760000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 208), align 4
  store float 9.770000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 209), align 4
  store float 9.780000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 210), align 4
  store float 9.790000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 211), align 4
  %521 = icmp ugt i32 %9, 245
  br i1 %521, label %522, label %541, !llvm.loop !19

; <label>:522                                     ; preds = %520
  store float 9.800000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 212), align 4
  store float 9.810000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 213), align 4
  store float 9.820000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 214), align 4
  store float 9.830000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 215), align 4
  %523 = icmp ugt i32 %9, 246
  br i1 %523, label %524, label %541, !llvm.loop !19

; <label>:524                                     ; preds = %522
  store float 9.840000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 216), align 4
  store float 9.850000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 217), align 4
  store float 9.860000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 218), align 4
  store float 9.870000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 219), align 4
  %525 = icmp ugt i32 %9, 247
  br i1 %525, label %526, label %541, !llvm.loop !19

; <label>:526                                     ; preds = %524
  store float 9.880000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 220), align 4
  store float 9.890000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 221), align 4
  store float 9.900000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 222), align 4
  store float 9.910000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 223), align 4
  %527 = icmp ugt i32 %9, 248
  br i1 %527, label %528, label %541, !llvm.loop !19

; <label>:528                                     ; preds = %526
  store float 9.920000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 224), align 4
  store float 9.930000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 225), align 4
  store float 9.940000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 226), align 4
  store float 9.950000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 227), align 4
  %529 = icmp ugt i32 %9, 249
  br i1 %529, label %530, label %541, !llvm.loop !19

; <label>:530                                     ; preds = %528
  store float 9.960000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 228), align 4
  store float 9.970000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 229), align 4
  store float 9.980000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 230), align 4
  store float 9.990000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 231), align 4
  %531 = icmp ugt i32 %9, 250
  br i1 %531, label %532, label %541, !llvm.loop !19

; <label>:532                                     ; preds = %530
  store float 1.000000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 232), align 4
  store float 1.001000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 233), align 4
  store float 1.002000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 234), align 4
  store float 1.003000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 235), align 4
  %533 = icmp ugt i32 %9, 251
  br i1 %533, label %534, label %541, !llvm.loop !19

; <label>:534                                     ; preds = %532
  store float 1.004000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 236), align 4
  store float 1.005000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 237), align 4
  store float 1.006000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 238), align 4
  store float 1.007000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 239), align 4
  %535 = icmp ugt i32 %9, 252
  br i1 %535, label %536, label %541, !llvm.loop !19

; <label>:536                                     ; preds = %534
  store float 1.008000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 240), align 4
  store float 1.009000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 241), align 4
  store float 1.010000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 242), align 4
  store float 1.011000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 243), align 4
  %537 = icmp ugt i32 %9, 253
  br i1 %537, label %538, label %541, !llvm.loop !19

; <label>:538                                     ; preds = %536
  store float 1.012000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 244), align 4
  store float 1.013000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 245), align 4
  store float 1.014000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 246), align 4
  store float 1.015000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 247), align 4
  %539 = icmp eq i32 %9, 255
  br i1 %539, label %540, label %541, !llvm.loop !19

; <label>:540                                     ; preds = %538
  store float 1.016000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 248), align 4
  store float 1.017000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 249), align 4
  store float 1.018000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 250), align 4
  store float 1.019000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 251), align 4
  br label %541

; <label>:541                                     ; preds = %540, %538, %536, %534, %532, %530, %528, %526, %524, %522, %520, %518, %516, %514, %512, %510, %508, %506, %504, %502, %500, %498, %496, %494, %492, %490, %488, %486, %484, %482, %480, %478, %476, %474, %472, %470, %468, %466, %464, %462, %460, %458, %456, %454, %452, %450, %448, %446, %444, %442, %440, %438, %436, %434, %432, %430, %428, %426, %424, %422, %420, %418, %416, %414, %412, %410, %408, %406, %404, %402, %400, %398, %396, %394, %392, %390, %388, %386, %384, %382, %380, %378, %376, %374, %372, %370, %368, %366, %364, %362, %360, %358, %356, %354, %352, %350, %348, %346, %344, %342, %340, %338, %336, %334, %332, %330, %328, %326, %324, %322, %320, %318, %316, %314, %312, %310, %308, %306, %304, %302, %300, %298, %296, %294, %292, %290, %288, %286, %284, %282, %280, %278, %276, %274, %272, %270, %268, %266, %264, %262, %260, %258, %256, %254, %252, %250, %248, %246, %244, %242, %240, %238, %236, %234, %232, %230, %228, %226, %224, %222, %220, %218, %216, %214, %212, %210, %208, %206, %204, %202, %200, %198, %196, %194, %192, %190, %188, %186, %184, %182, %180, %178, %176, %174, %172, %170, %168, %166, %164, %162, %160, %158, %156, %154, %152, %150, %148, %146, %144, %142, %140, %138, %136, %134, %132, %130, %128, %126, %124, %122, %120, %118, %116, %114, %112, %110, %108, %106, %104, %102, %100, %98, %96, %94, %92, %90, %88, %86, %84, %82, %80, %78, %76, %74, %72, %70, %68, %66, %64, %62, %60, %58, %56, %54, %52, %50, %48, %46, %44, %42, %40, %38, %36, %34, %32, %0
  call void @dx.op.barrier(i32 80, i32 9)  ; Barrier(barrierMode)
  %542 = load float, float addrspace(3)* %16, align 4
  %543 = load float, float addrspace(3)* %19, align 4
  %544 = load float, float addrspace(3)* %22, align 4
  %545 = load float, float addrspace(3)* %25, align 4
  %546 = load float, float addrspace(3)* %28, align 4, !tbaa !15
  %547 = fadd fast float %546, %542
  %548 = shl i32 %5, 6
  %549 = add i32 %548, %4
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %2, i32 %549, i32 0, float %547, float %543, float %544, float %545, i8 15)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br i1 %29, label %550, label %1572

; <label>:550                                     ; preds = %541
  %551 = icmp eq i32 %13, 0
  br i1 %551, label %1570, label %552

; <label>:552                                     ; preds = %550
  %553 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 1), align 4
  %554 = icmp ugt i32 %13, 1
  br i1 %554, label %555, label %1570, !llvm.loop !21

; <label>:555                                     ; preds = %552
  %556 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 5), align 4
  %557 = fadd fast float %556, %553
  %558 = icmp ugt i32 %13, 2
  br i1 %558, label %559, label %1570, !llvm.loop !21

; <label>:559                                     ; preds = %555
  %560 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 9), align 4
  %561 = fadd fast float %560, %557
  %562 = icmp ugt i32 %13, 3
  br i1 %562, label %563, label %1570, !llvm.loop !21

; <label>:563                                     ; preds = %559
  %564 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 13), align 4
  %565 = fadd fast float %564, %561
  %566 = icmp ugt i32 %13, 4
  br i1 %566, label %567, label %1570, !llvm.loop !21

; <label>:567                                     ; preds = %563
  %568 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 17), align 4
  %569 = fadd fast float %568, %565
  %570 = icmp ugt i32 %13, 5
  br i1 %570, label %571, label %1570, !llvm.loop !21

; <label>:571                                     ; preds = %567
  %572 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 21), align 4
  %573 = fadd fast float %572, %569
  %574 = icmp ugt i32 %13, 6
  br i1 %574, label %575, label %1570, !llvm.loop !21

; <label>:575                                     ; preds = %571
  %576 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 25), align 4
  %577 = fadd fast float %576, %573
  %578 = icmp ugt i32 %13, 7
  br i1 %578, label %579, label %1570, !llvm.loop !21

; <label>:579                                     ; preds = %575
  %580 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 29), align 4
  %581 = fadd fast float %580, %577
  %582 = icmp ugt i32 %13, 8
  br i1 %582, label %583, label %1570, !llvm.loop !21

; <label>:583                                     ; preds = %579
  %584 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 33), align 4
  %585 = fadd fast float %584, %581
  %586 = icmp ugt i32 %13, 9
  br i1 %586, label %587, label %1570, !llvm.loop !21

; <label>:587                                     ; preds = %583
  %588 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 37), align 4
  %589 = fadd fast float %588, %585
  %590 = icmp ugt i32 %13, 10
  br i1 %590, label %591, label %1570, !llvm.loop !21

; <label>:591                                     ; preds = %587
  %592 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 41), align 4
  %593 = fadd fast float %592, %589
  %594 = icmp ugt i32 %13, 11
  br i1 %594, label %595, label %1570, !llvm.loop !21

; <label>:595                                     ; preds = %591
  %596 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 45), align 4
  %597 = fadd fast float %596, %593
  %598 = icmp ugt i32 %13, 12
  br i1 %598, label %599, label %1570, !llvm.loop !21

; <label>:599                                     ; preds = %595
  %600 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 49), align 4
  %601 = fadd fast float %600, %597
  %602 = icmp ugt i32 %13, 13
  br i1 %602, label %603, label %1570, !llvm.loop !21

; <label>:603                                     ; preds = %599
  %604 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 53), align 4
  %605 = fadd fast float %604, %601
  %606 = icmp ugt i32 %13, 14
  br i1 %606, label %607, label %1570, !llvm.loop !21

; <label>:607                                     ; preds = %603
  %608 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 57), align 4
  %609 = fadd fast float %608, %605
  %610 = icmp ugt i32 %13, 15
  br i1 %610, label %611, label %1570, !llvm.loop !21

; <label>:611                                     ; preds = %607
  %612 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 61), align 4
  %613 = fadd fast float %612, %609
  %614 = icmp ugt i32 %13, 16
  br i1 %614, label %615, label %1570, !llvm.loop !21

; <label>:615                                     ; preds = %611
  %616 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 65), align 4
  %617 = fadd fast float %616, %613
  %618 = icmp ugt i32 %13, 17
  br i1 %618, label %619, label %1570, !llvm.loop !21

; <label>:619                                     ; preds = %615
  %620 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 69), align 4
  %621 = fadd fast float %620, %617
  %622 = icmp ugt i32 %13, 18
  br i1 %622, label %623, label %1570, !llvm.loop !21

; <label>:623                                     ; preds = %619
  %624 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 73), align 4
  %625 = fadd fast float %624, %621
  %626 = icmp ugt i32 %13, 19
  br i1 %626, label %627, label %1570, !llvm.loop !21

; <label>:627                                     ; preds = %623
  %628 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 77), align 4
  %629 = fadd fast float %628, %625
  %630 = icmp ugt i32 %13, 20
  br i1 %630, label %631, label %1570, !llvm.loop !21

; <label>:631                                     ; preds = %627
  %632 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 81), align 4
  %633 = fadd fast float %632, %629
  %634 = icmp ugt i32 %13, 21
  br i1 %634, label %635, label %1570, !llvm.loop !21

; <label>:635                                     ; preds = %631
  %636 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 85), align 4
  %637 = fadd fast float %636, %633
  %638 = icmp ugt i32 %13, 22
  br i1 %638, label %639, label %1570, !llvm.loop !21

; <label>:639                                     ; preds = %635
  %640 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 89), align 4
  %641 = fadd fast float %640, %637
  %642 = icmp ugt i32 %13, 23
  br i1 %642, label %643, label %1570, !llvm.loop !21

; <label>:643                                     ; preds = %639
  %644 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 93), align 4
  %645 = fadd fast float %644, %641
  %646 = icmp ugt i32 %13, 24
  br i1 %646, label %647, label %1570, !llvm.loop !21

; <label>:647                                     ; preds = %643
  %648 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 97), align 4
  %649 = fadd fast float %648, %645
  %650 = icmp ugt i32 %13, 25
  br i1 %650, label %651, label %1570, !llvm.loop !21

; <label>:651                                     ; preds = %647
  %652 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 101), align 4
  %653 = fadd fast float %652, %649
  %654 = icmp ugt i32 %13, 26
  br i1 %654, label %655, label %1570, !llvm.loop !21

; <label>:655                                     ; preds = %651
  %656 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 105), align 4
  %657 = fadd fast float %656, %653
  %658 = icmp ugt i32 %13, 27
  br i1 %658, label %659, label %1570, !llvm.loop !21

; <label>:659                                     ; preds = %655
  %660 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 109), align 4
  %661 = fadd fast float %660, %657
  %662 = icmp ugt i32 %13, 28
  br i1 %662, label %663, label %1570, !llvm.loop !21

; <label>:663                                     ; preds = %659
  %664 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 113), align 4
  %665 = fadd fast float %664, %661
  %666 = icmp ugt i32 %13, 29
  br i1 %666, label %667, label %1570, !llvm.loop !21

; <label>:667                                     ; preds = %663
  %668 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 117), align 4
  %669 = fadd fast float %668, %665
  %670 = icmp ugt i32 %13, 30
  br i1 %670, label %671, label %1570, !llvm.loop !21

; <label>:671                                     ; preds = %667
  %672 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 121), align 4
  %673 = fadd fast float %672, %669
  %674 = icmp ugt i32 %13, 31
  br i1 %674, label %675, label %1570, !llvm.loop !21

; <label>:675                                     ; preds = %671
  %676 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 125), align 4
  %677 = fadd fast float %676, %673
  %678 = icmp ugt i32 %13, 32
  br i1 %678, label %679, label %1570, !llvm.loop !21

; <label>:679                                     ; preds = %675
  %680 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 129), align 4
  %681 = fadd fast float %680, %677
  %682 = icmp ugt i32 %13, 33
  br i1 %682, label %683, label %1570, !llvm.loop !21

; <label>:683                                     ; preds = %679
  %684 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 133), align 4
  %685 = fadd fast float %684, %681
  %686 = icmp ugt i32 %13, 34
  br i1 %686, label %687, label %1570, !llvm.loop !21

; <label>:687                                     ; preds = %683
  %688 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 137), align 4
  %689 = fadd fast float %688, %685
  %690 = icmp ugt i32 %13, 35
  br i1 %690, label %691, label %1570, !llvm.loop !21

; <label>:691                                     ; preds = %687
  %692 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 141), align 4
  %693 = fadd fast float %692, %689
  %694 = icmp ugt i32 %13, 36
  br i1 %694, label %695, label %1570, !llvm.loop !21

; <label>:695                                     ; preds = %691
  %696 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 145), align 4
  %697 = fadd fast float %696, %693
  %698 = icmp ugt i32 %13, 37
  br i1 %698, label %699, label %1570, !llvm.loop !21

; <label>:699                                     ; preds = %695
  %700 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 149), align 4
  %701 = fadd fast float %700, %697
  %702 = icmp ugt i32 %13, 38
  br i1 %702, label %703, label %1570, !llvm.loop !21

; <label>:703                                     ; preds = %699
  %704 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 153), align 4
  %705 = fadd fast float %704, %701
  %706 = icmp ugt i32 %13, 39
  br i1 %706, label %707, label %1570, !llvm.loop !21

; <label>:707                                     ; preds = %703
  %708 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 157), align 4
  %709 = fadd fast float %708, %705
  %710 = icmp ugt i32 %13, 40
  br i1 %710, label %711, label %1570, !llvm.loop !21

; <label>:711                                     ; preds = %707
  %712 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 161), align 4
  %713 = fadd fast float %712, %709
  %714 = icmp ugt i32 %13, 41
  br i1 %714, label %715, label %1570, !llvm.loop !21

; <label>:715                                     ; preds = %711
  %716 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 165), align 4
  %717 = fadd fast float %716, %713
  %718 = icmp ugt i32 %13, 42
  br i1 %718, label %719, label %1570, !llvm.loop !21

; <label>:719                                     ; preds = %715
  %720 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 169), align 4
  %721 = fadd fast float %720, %717
  %722 = icmp ugt i32 %13, 43
  br i1 %722, label %723, label %1570, !llvm.loop !21

; <label>:723                                     ; preds = %719
  %724 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 173), align 4
  %725 = fadd fast float %724, %721
  %726 = icmp ugt i32 %13, 44
  br i1 %726, label %727, label %1570, !llvm.loop !21

; <label>:727                                     ; preds = %723
  %728 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 177), align 4
  %729 = fadd fast float %728, %725
  %730 = icmp ugt i32 %13, 45
  br i1 %730, label %731, label %1570, !llvm.loop !21

; <label>:731                                     ; preds = %727
  %732 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 181), align 4
  %733 = fadd fast float %732, %729
  %734 = icmp ugt i32 %13, 46
  br i1 %734, label %735, label %1570, !llvm.loop !21

; <label>:735                                     ; preds = %731
  %736 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 185), align 4
  %737 = fadd fast float %736, %733
  %738 = icmp ugt i32 %13, 47
  br i1 %738, label %739, label %1570, !llvm.loop !21

; <label>:739                                     ; preds = %735
  %740 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 189), align 4
  %741 = fadd fast float %740, %737
  %742 = icmp ugt i32 %13, 48
  br i1 %742, label %743, label %1570, !llvm.loop !21

; <label>:743                                     ; preds = %739
  %744 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 193), align 4
  %745 = fadd fast float %744, %741
  %746 = icmp ugt i32 %13, 49
  br i1 %746, label %747, label %1570, !llvm.loop !21

; <label>:747                                     ; preds = %743
  %748 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 197), align 4
  %749 = fadd fast float %748, %745
  %750 = icmp ugt i32 %13, 50
  br i1 %750, label %751, label %1570, !llvm.loop !21

; <label>:751                                     ; preds = %747
  %752 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 201), align 4
  %753 = fadd fast float %752, %749
  %754 = icmp ugt i32 %13, 51
  br i1 %754, label %755, label %1570, !llvm.loop !21

; <label>:755                                     ; preds = %751
  %756 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 205), align 4
  %757 = fadd fast float %756, %753
  %758 = icmp ugt i32 %13, 52
  br i1 %758, label %759, label %1570, !llvm.loop !21

; <label>:759                                     ; preds = %755
  %760 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 209), align 4
  %761 = fadd fast float %760, %757
  %762 = icmp ugt i32 %13, 53
  br i1 %762, label %763, label %1570, !llvm.loop !21

; <label>:763                                     ; preds = %759
  %764 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 213), align 4
  %765 = fadd fast float %764, %761
  %766 = icmp ugt i32 %13, 54
  br i1 %766, label %767, label %1570, !llvm.loop !21

; <label>:767                                     ; preds = %763
  %768 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 217), align 4
  %769 = fadd fast float %768, %765
  %770 = icmp ugt i32 %13, 55
  br i1 %770, label %771, label %1570, !llvm.loop !21

; <label>:771                                     ; preds = %767
  %772 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 221), align 4
  %773 = fadd fast float %772, %769
  %774 = icmp ugt i32 %13, 56
  br i1 %774, label %775, label %1570, !llvm.loop !21

; <label>:775                                     ; preds = %771
  %776 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 225), align 4
  %777 = fadd fast float %776, %773
  %778 = icmp ugt i32 %13, 57
  br i1 %778, label %779, label %1570, !llvm.loop !21

; <label>:779                                     ; preds = %775
  %780 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 229), align 4
  %781 = fadd fast float %780, %777
  %782 = icmp ugt i32 %13, 58
  br i1 %782, label %783, label %1570, !llvm.loop !21

; <label>:783                                     ; preds = %779
  %784 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 233), align 4
  %785 = fadd fast float %784, %781
  %786 = icmp ugt i32 %13, 59
  br i1 %786, label %787, label %1570, !llvm.loop !21

; <label>:787                                     ; preds = %783
  %788 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 237), align 4
  %789 = fadd fast float %788, %785
  %790 = icmp ugt i32 %13, 60
  br i1 %790, label %791, label %1570, !llvm.loop !21

; <label>:791                                     ; preds = %787
  %792 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 241), align 4
  %793 = fadd fast float %792, %789
  %794 = icmp ugt i32 %13, 61
  br i1 %794, label %795, label %1570, !llvm.loop !21

; <label>:795                                     ; preds = %791
  %796 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 245), align 4
  %797 = fadd fast float %796, %793
  %798 = icmp ugt i32 %13, 62
  br i1 %798, label %799, label %1570, !llvm.loop !21

; <label>:799                                     ; preds = %795
  %800 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 249), align 4
  %801 = fadd fast float %800, %797
  %802 = icmp ugt i32 %13, 63
  br i1 %802, label %803, label %1570, !llvm.loop !21

; <label>:803                                     ; preds = %799
  %804 = load float, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 253), align 4
  %805 = fadd fast float %804, %801
  %806 = icmp ugt i32 %13, 64
  br i1 %806, label %807, label %1570, !llvm.loop !21

; <label>:807                                     ; preds = %803
  %808 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 1), align 4
  %809 = fadd fast float %808, %805
  %810 = icmp ugt i32 %13, 65
  br i1 %810, label %811, label %1570, !llvm.loop !21

; <label>:811                                     ; preds = %807
  %812 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 5), align 4
  %813 = fadd fast float %812, %809
  %814 = icmp ugt i32 %13, 66
  br i1 %814, label %815, label %1570, !llvm.loop !21

; <label>:815                                     ; preds = %811
  %816 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 9), align 4
  %817 = fadd fast float %816, %813
  %818 = icmp ugt i32 %13, 67
  br i1 %818, label %819, label %1570, !llvm.loop !21

; <label>:819                                     ; preds = %815
  %820 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 13), align 4
  %821 = fadd fast float %820, %817
  %822 = icmp ugt i32 %13, 68
  br i1 %822, label %823, label %1570, !llvm.loop !21

; <label>:823                                     ; preds = %819
  %824 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 17), align 4
  %825 = fadd fast float %824, %821
  %826 = icmp ugt i32 %13, 69
  br i1 %826, label %827, label %1570, !llvm.loop !21

; <label>:827                                     ; preds = %823
  %828 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 21), align 4
  %829 = fadd fast float %828, %825
  %830 = icmp ugt i32 %13, 70
  br i1 %830, label %831, label %1570, !llvm.loop !21

; <label>:831                                     ; preds = %827
  %832 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 25), align 4
  %833 = fadd fast float %832, %829
  %834 = icmp ugt i32 %13, 71
  br i1 %834, label %835, label %1570, !llvm.loop !21

; <label>:835                                     ; preds = %831
  %836 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 29), align 4
  %837 = fadd fast float %836, %833
  %838 = icmp ugt i32 %13, 72
  br i1 %838, label %839, label %1570, !llvm.loop !21

; <label>:839                                     ; preds = %835
  %840 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 33), align 4
  %841 = fadd fast float %840, %837
  %842 = icmp ugt i32 %13, 73
  br i1 %842, label %843, label %1570, !llvm.loop !21

; <label>:843                                     ; preds = %839
  %844 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 37), align 4
  %845 = fadd fast float %844, %841
  %846 = icmp ugt i32 %13, 74
  br i1 %846, label %847, label %1570, !llvm.loop !21

; <label>:847                                     ; preds = %843
  %848 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 41), align 4
  %849 = fadd fast float %848, %845
  %850 = icmp ugt i32 %13, 75
  br i1 %850, label %851, label %1570, !llvm.loop !21

; <label>:851                                     ; preds = %847
  %852 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 45), align 4
  %853 = fadd fast float %852, %849
  %854 = icmp ugt i32 %13, 76
  br i1 %854, label %855, label %1570, !llvm.loop !21

; <label>:855                                     ; preds = %851
  %856 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 49), align 4
  %857 = fadd fast float %856, %853
  %858 = icmp ugt i32 %13, 77
  br i1 %858, label %859, label %1570, !llvm.loop !21

; <label>:859                                     ; preds = %855
  %860 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 53), align 4
  %861 = fadd fast float %860, %857
  %862 = icmp ugt i32 %13, 78
  br i1 %862, label %863, label %1570, !llvm.loop !21

; <label>:863                                     ; preds = %859
  %864 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 57), align 4
  %865 = fadd fast float %864, %861
  %866 = icmp ugt i32 %13, 79
  br i1 %866, label %867, label %1570, !llvm.loop !21

; <label>:867                                     ; preds = %863
  %868 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 61), align 4
  %869 = fadd fast float %868, %865
  %870 = icmp ugt i32 %13, 80
  br i1 %870, label %871, label %1570, !llvm.loop !21

; <label>:871                                     ; preds = %867
  %872 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 65), align 4
  %873 = fadd fast float %872, %869
  %874 = icmp ugt i32 %13, 81
  br i1 %874, label %875, label %1570, !llvm.loop !21

; <label>:875                                     ; preds = %871
  %876 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 69), align 4
  %877 = fadd fast float %876, %873
  %878 = icmp ugt i32 %13, 82
  br i1 %878, label %879, label %1570, !llvm.loop !21

; <label>:879                                     ; preds = %875
  %880 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 73), align 4
  %881 = fadd fast float %880, %877
  %882 = icmp ugt i32 %13, 83
  br i1 %882, label %883, label %1570, !llvm.loop !21

; <label>:883                                     ; preds = %879
  %884 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 77), align 4
  %885 = fadd fast float %884, %881
  %886 = icmp ugt i32 %13, 84
  br i1 %886, label %887, label %1570, !llvm.loop !21

; <label>:887                                     ; preds = %883
  %888 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 81), align 4
  %889 = fadd fast float %888, %885
  %890 = icmp ugt i32 %13, 85
  br i1 %890, label %891, label %1570, !llvm.loop !21

; <label>:891                                     ; preds = %887
  %892 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 85), align 4
  %893 = fadd fast float %892, %889
  %894 = icmp ugt i32 %13, 86
  br i1 %894, label %895, label %1570, !llvm.loop !21

; <label>:895                                     ; preds = %891
  %896 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 89), align 4
  %897 = fadd fast float %896, %893
  %898 = icmp ugt i32 %13, 87
  br i1 %898, label %899, label %1570, !llvm.loop !21

; <label>:899                                     ; preds = %895
  %900 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 93), align 4
  %901 = fadd fast float %900, %897
  %902 = icmp ugt i32 %13, 88
  br i1 %902, label %903, label %1570, !llvm.loop !21

; <label>:903                                     ; preds = %899
  %904 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 97), align 4
  %905 = fadd fast float %904, %901
  %906 = icmp ugt i32 %13, 89
  br i1 %906, label %907, label %1570, !llvm.loop !21

; <label>:907                                     ; preds = %903
  %908 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 101), align 4
  %909 = fadd fast float %908, %905
  %910 = icmp ugt i32 %13, 90
  br i1 %910, label %911, label %1570, !llvm.loop !21

; <label>:911                                     ; preds = %907
  %912 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 105), align 4
  %913 = fadd fast float %912, %909
  %914 = icmp ugt i32 %13, 91
  br i1 %914, label %915, label %1570, !llvm.loop !21

; <label>:915                                     ; preds = %911
  %916 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 109), align 4
  %917 = fadd fast float %916, %913
  %918 = icmp ugt i32 %13, 92
  br i1 %918, label %919, label %1570, !llvm.loop !21

; <label>:919                                     ; preds = %915
  %920 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 113), align 4
  %921 = fadd fast float %920, %917
  %922 = icmp ugt i32 %13, 93
  br i1 %922, label %923, label %1570, !llvm.loop !21

; <label>:923                                     ; preds = %919
  %924 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 117), align 4
  %925 = fadd fast float %924, %921
  %926 = icmp ugt i32 %13, 94
  br i1 %926, label %927, label %1570, !llvm.loop !21

; <label>:927                                     ; preds = %923
  %928 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 121), align 4
  %929 = fadd fast float %928, %925
  %930 = icmp ugt i32 %13, 95
  br i1 %930, label %931, label %1570, !llvm.loop !21

; <label>:931                                     ; preds = %927
  %932 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 125), align 4
  %933 = fadd fast float %932, %929
  %934 = icmp ugt i32 %13, 96
  br i1 %934, label %935, label %1570, !llvm.loop !21

; <label>:935                                     ; preds = %931
  %936 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 129), align 4
  %937 = fadd fast float %936, %933
  %938 = icmp ugt i32 %13, 97
  br i1 %938, label %939, label %1570, !llvm.loop !21

; <label>:939                                     ; preds = %935
  %940 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 133), align 4
  %941 = fadd fast float %940, %937
  %942 = icmp ugt i32 %13, 98
  br i1 %942, label %943, label %1570, !llvm.loop !21

; <label>:943                                     ; preds = %939
  %944 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 137), align 4
  %945 = fadd fast float %944, %941
  %946 = icmp ugt i32 %13, 99
  br i1 %946, label %947, label %1570, !llvm.loop !21

; <label>:947                                     ; preds = %943
  %948 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 141), align 4
  %949 = fadd fast float %948, %945
  %950 = icmp ugt i32 %13, 100
  br i1 %950, label %951, label %1570, !llvm.loop !21

; <label>:951                                     ; preds = %947
  %952 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 145), align 4
  %953 = fadd fast float %952, %949
  %954 = icmp ugt i32 %13, 101
  br i1 %954, label %955, label %1570, !llvm.loop !21

; <label>:955                                     ; preds = %951
  %956 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 149), align 4
  %957 = fadd fast float %956, %953
  %958 = icmp ugt i32 %13, 102
  br i1 %958, label %959, label %1570, !llvm.loop !21

; <label>:959                                     ; preds = %955
  %960 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 153), align 4
  %961 = fadd fast float %960, %957
  %962 = icmp ugt i32 %13, 103
  br i1 %962, label %963, label %1570, !llvm.loop !21

; <label>:963                                     ; preds = %959
  %964 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 157), align 4
  %965 = fadd fast float %964, %961
  %966 = icmp ugt i32 %13, 104
  br i1 %966, label %967, label %1570, !llvm.loop !21

; <label>:967                                     ; preds = %963
  %968 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 161), align 4
  %969 = fadd fast float %968, %965
  %970 = icmp ugt i32 %13, 105
  br i1 %970, label %971, label %1570, !llvm.loop !21

; <label>:971                                     ; preds = %967
  %972 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 165), align 4
  %973 = fadd fast float %972, %969
  %974 = icmp ugt i32 %13, 106
  br i1 %974, label %975, label %1570, !llvm.loop !21

; <label>:975                                     ; preds = %971
  %976 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 169), align 4
  %977 = fadd fast float %976, %973
  %978 = icmp ugt i32 %13, 107
  br i1 %978, label %979, label %1570, !llvm.loop !21

; <label>:979                                     ; preds = %975
  %980 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 173), align 4
  %981 = fadd fast float %980, %977
  %982 = icmp ugt i32 %13, 108
  br i1 %982, label %983, label %1570, !llvm.loop !21

; <label>:983                                     ; preds = %979
  %984 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 177), align 4
  %985 = fadd fast float %984, %981
  %986 = icmp ugt i32 %13, 109
  br i1 %986, label %987, label %1570, !llvm.loop !21

; <label>:987                                     ; preds = %983
  %988 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 181), align 4
  %989 = fadd fast float %988, %985
  %990 = icmp ugt i32 %13, 110
  br i1 %990, label %991, label %1570, !llvm.loop !21

; <label>:991                                     ; preds = %987
  %992 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 185), align 4
  %993 = fadd fast float %992, %989
  %994 = icmp ugt i32 %13, 111
  br i1 %994, label %995, label %1570, !llvm.loop !21

; <label>:995                                     ; preds = %991
  %996 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 189), align 4
  %997 = fadd fast float %996, %993
  %998 = icmp ugt i32 %13, 112
  br i1 %998, label %999, label %1570, !llvm.loop !21

; <label>:999                                     ; preds = %995
  %1000 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 193), align 4
  %1001 = fadd fast float %1000, %997
  %1002 = icmp ugt i32 %13, 113
  br i1 %1002, label %1003, label %1570, !llvm.loop !21

; <label>:1003                                    ; preds = %999
  %1004 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 197), align 4
  %1005 = fadd fast float %1004, %1001
  %1006 = icmp ugt i32 %13, 114
  br i1 %1006, label %1007, label %1570, !llvm.loop !21

; <label>:1007                                    ; preds = %1003
  %1008 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 201), align 4
  %1009 = fadd fast float %1008, %1005
  %1010 = icmp ugt i32 %13, 115
  br i1 %1010, label %1011, label %1570, !llvm.loop !21

; <label>:1011                                    ; preds = %1007
  %1012 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 205), align 4
  %1013 = fadd fast float %1012, %1009
  %1014 = icmp ugt i32 %13, 116
  br i1 %1014, label %1015, label %1570, !llvm.loop !21

; <label>:1015                                    ; preds = %1011
  %1016 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 209), align 4
  %1017 = fadd fast float %1016, %1013
  %1018 = icmp ugt i32 %13, 117
  br i1 %1018, label %1019, label %1570, !llvm.loop !21

; <label>:1019                                    ; preds = %1015
  %1020 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 213), align 4
  %1021 = fadd fast float %1020, %1017
  %1022 = icmp ugt i32 %13, 118
  br i1 %1022, label %1023, label %1570, !llvm.loop !21

; <label>:1023                                    ; preds = %1019
  %1024 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 217), align 4
  %1025 = fadd fast float %1024, %1021
  %1026 = icmp ugt i32 %13, 119
  br i1 %1026, label %1027, label %1570, !llvm.loop !21

; <label>:1027                                    ; preds = %1023
  %1028 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 221), align 4
  %1029 = fadd fast float %1028, %1025
  %1030 = icmp ugt i32 %13, 120
  br i1 %1030, label %1031, label %1570, !llvm.loop !21

; <label>:1031                                    ; preds = %1027
  %1032 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 225), align 4
  %1033 = fadd fast float %1032, %1029
  %1034 = icmp ugt i32 %13, 121
  br i1 %1034, label %1035, label %1570, !llvm.loop !21

; <label>:1035                                    ; preds = %1031
  %1036 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 229), align 4
  %1037 = fadd fast float %1036, %1033
  %1038 = icmp ugt i32 %13, 122
  br i1 %1038, label %1039, label %1570, !llvm.loop !21

; <label>:1039                                    ; preds = %1035
  %1040 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 233), align 4
  %1041 = fadd fast float %1040, %1037
  %1042 = icmp ugt i32 %13, 123
  br i1 %1042, label %1043, label %1570, !llvm.loop !21

; <label>:1043                                    ; preds = %1039
  %1044 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 237), align 4
  %1045 = fadd fast float %1044, %1041
  %1046 = icmp ugt i32 %13, 124
  br i1 %1046, label %1047, label %1570, !llvm.loop !21

; <label>:1047                                    ; preds = %1043
  %1048 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 241), align 4
  %1049 = fadd fast float %1048, %1045
  %1050 = icmp ugt i32 %13, 125
  br i1 %1050, label %1051, label %1570, !llvm.loop !21

; <label>:1051                                    ; preds = %1047
  %1052 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 245), align 4
  %1053 = fadd fast float %1052, %1049
  %1054 = icmp ugt i32 %13, 126
  br i1 %1054, label %1055, label %1570, !llvm.loop !21

; <label>:1055                                    ; preds = %1051
  %1056 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 249), align 4
  %1057 = fadd fast float %1056, %1053
  %1058 = icmp ugt i32 %13, 127
  br i1 %1058, label %1059, label %1570, !llvm.loop !21

; <label>:1059                                    ; preds = %1055
  %1060 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 253), align 4
  %1061 = fadd fast float %1060, %1057
  %1062 = icmp ugt i32 %13, 128
  br i1 %1062, label %1063, label %1570, !llvm.loop !21

; <label>:1063                                    ; preds = %1059
  %1064 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 1), align 4
  %1065 = fadd fast float %1064, %1061
  %1066 = icmp ugt i32 %13, 129
  br i1 %1066, label %1067, label %1570, !llvm.loop !21

; <label>:1067                                    ; preds = %1063
  %1068 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 5), align 4
  %1069 = fadd fast float %1068, %1065
  %1070 = icmp ugt i32 %13, 130
  br i1 %1070, label %1071, label %1570, !llvm.loop !21

; <label>:1071                                    ; preds = %1067
  %1072 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 9), align 4
  %1073 = fadd fast float %1072, %1069
  %1074 = icmp ugt i32 %13, 131
  br i1 %1074, label %1075, label %1570, !llvm.loop !21

; <label>:1075                                    ; preds = %1071
  %1076 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 13), align 4
  %1077 = fadd fast float %1076, %1073
  %1078 = icmp ugt i32 %13, 132
  br i1 %1078, label %1079, label %1570, !llvm.loop !21

; <label>:1079                                    ; preds = %1075
  %1080 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 17), align 4
  %1081 = fadd fast float %1080, %1077
  %1082 = icmp ugt i32 %13, 133
  br i1 %1082, label %1083, label %1570, !llvm.loop !21

; <label>:1083                                    ; preds = %1079
  %1084 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 21), align 4
  %1085 = fadd fast float %1084, %1081
  %1086 = icmp ugt i32 %13, 134
  br i1 %1086, label %1087, label %1570, !llvm.loop !21

; <label>:1087                                    ; preds = %1083
  %1088 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 25), align 4
  %1089 = fadd fast float %1088, %1085
  %1090 = icmp ugt i32 %13, 135
  br i1 %1090, label %1091, label %1570, !llvm.loop !21

; <label>:1091                                    ; preds = %1087
  %1092 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 29), align 4
  %1093 = fadd fast float %1092, %1089
  %1094 = icmp ugt i32 %13, 136
  br i1 %1094, label %1095, label %1570, !llvm.loop !21

; <label>:1095                                    ; preds = %1091
  %1096 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 33), align 4
  %1097 = fadd fast float %1096, %1093
  %1098 = icmp ugt i32 %13, 137
  br i1 %1098, label %1099, label %1570, !llvm.loop !21

; <label>:1099                                    ; preds = %1095
  %1100 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 37), align 4
  %1101 = fadd fast float %1100, %1097
  %1102 = icmp ugt i32 %13, 138
  br i1 %1102, label %1103, label %1570, !llvm.loop !21

; <label>:1103                                    ; preds = %1099
  %1104 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 41), align 4
  %1105 = fadd fast float %1104, %1101
  %1106 = icmp ugt i32 %13, 139
  br i1 %1106, label %1107, label %1570, !llvm.loop !21

; <label>:1107                                    ; preds = %1103
  %1108 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 45), align 4
  %1109 = fadd fast float %1108, %1105
  %1110 = icmp ugt i32 %13, 140
  br i1 %1110, label %1111, label %1570, !llvm.loop !21

; <label>:1111                                    ; preds = %1107
  %1112 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 49), align 4
  %1113 = fadd fast float %1112, %1109
  %1114 = icmp ugt i32 %13, 141
  br i1 %1114, label %1115, label %1570, !llvm.loop !21

; <label>:1115                                    ; preds = %1111
  %1116 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 53), align 4
  %1117 = fadd fast float %1116, %1113
  %1118 = icmp ugt i32 %13, 142
  br i1 %1118, label %1119, label %1570, !llvm.loop !21

; <label>:1119                                    ; preds = %1115
  %1120 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 57), align 4
  %1121 = fadd fast float %1120, %1117
  %1122 = icmp ugt i32 %13, 143
  br i1 %1122, label %1123, label %1570, !llvm.loop !21

; <label>:1123                                    ; preds = %1119
  %1124 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 61), align 4
  %1125 = fadd fast float %1124, %1121
  %1126 = icmp ugt i32 %13, 144
  br i1 %1126, label %1127, label %1570, !llvm.loop !21

; <label>:1127                                    ; preds = %1123
  %1128 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 65), align 4
  %1129 = fadd fast float %1128, %1125
  %1130 = icmp ugt i32 %13, 145
  br i1 %1130, label %1131, label %1570, !llvm.loop !21

; <label>:1131                                    ; preds = %1127
  %1132 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 69), align 4
  %1133 = fadd fast float %1132, %1129
  %1134 = icmp ugt i32 %13, 146
  br i1 %1134, label %1135, label %1570, !llvm.loop !21

; <label>:1135                                    ; preds = %1131
  %1136 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 73), align 4
  %1137 = fadd fast float %1136, %1133
  %1138 = icmp ugt i32 %13, 147
  br i1 %1138, label %1139, label %1570, !llvm.loop !21

; <label>:1139                                    ; preds = %1135
  %1140 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 77), align 4
  %1141 = fadd fast float %1140, %1137
  %1142 = icmp ugt i32 %13, 148
  br i1 %1142, label %1143, label %1570, !llvm.loop !21

; <label>:1143                                    ; preds = %1139
  %1144 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 81), align 4
  %1145 = fadd fast float %1144, %1141
  %1146 = icmp ugt i32 %13, 149
  br i1 %1146, label %1147, label %1570, !llvm.loop !21

; <label>:1147                                    ; preds = %1143
  %1148 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 85), align 4
  %1149 = fadd fast float %1148, %1145
  %1150 = icmp ugt i32 %13, 150
  br i1 %1150, label %1151, label %1570, !llvm.loop !21

; <label>:1151                                    ; preds = %1147
  %1152 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 89), align 4
  %1153 = fadd fast float %1152, %1149
  %1154 = icmp ugt i32 %13, 151
  br i1 %1154, label %1155, label %1570, !llvm.loop !21

; <label>:1155                                    ; preds = %1151
  %1156 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 93), align 4
  %1157 = fadd fast float %1156, %1153
  %1158 = icmp ugt i32 %13, 152
  br i1 %1158, label %1159, label %1570, !llvm.loop !21

; <label>:1159                                    ; preds = %1155
  %1160 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 97), align 4
  %1161 = fadd fast float %1160, %1157
  %1162 = icmp ugt i32 %13, 153
  br i1 %1162, label %1163, label %1570, !llvm.loop !21

; <label>:1163                                    ; preds = %1159
  %1164 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 101), align 4
  %1165 = fadd fast float %1164, %1161
  %1166 = icmp ugt i32 %13, 154
  br i1 %1166, label %1167, label %1570, !llvm.loop !21

; <label>:1167                                    ; preds = %1163
  %1168 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 105), align 4
  %1169 = fadd fast float %1168, %1165
  %1170 = icmp ugt i32 %13, 155
  br i1 %1170, label %1171, label %1570, !llvm.loop !21

; <label>:1171                                    ; preds = %1167
  %1172 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 109), align 4
  %1173 = fadd fast float %1172, %1169
  %1174 = icmp ugt i32 %13, 156
  br i1 %1174, label %1175, label %1570, !llvm.loop !21

; <label>:1175                                    ; preds = %1171
  %1176 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 113), align 4
  %1177 = fadd fast float %1176, %1173
  %1178 = icmp ugt i32 %13, 157
  br i1 %1178, label %1179, label %1570, !llvm.loop !21

; <label>:1179                                    ; preds = %1175
  %1180 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 117), align 4
  %1181 = fadd fast float %1180, %1177
  %1182 = icmp ugt i32 %13, 158
  br i1 %1182, label %1183, label %1570, !llvm.loop !21

; <label>:1183                                    ; preds = %1179
  %1184 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 121), align 4
  %1185 = fadd fast float %1184, %1181
  %1186 = icmp ugt i32 %13, 159
  br i1 %1186, label %1187, label %1570, !llvm.loop !21

; <label>:1187                                    ; preds = %1183
  %1188 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 125), align 4
  %1189 = fadd fast float %1188, %1185
  %1190 = icmp ugt i32 %13, 160
  br i1 %1190, label %1191, label %1570, !llvm.loop !21

; <label>:1191                                    ; preds = %1187
  %1192 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 129), align 4
  %1193 = fadd fast float %1192, %1189
  %1194 = icmp ugt i32 %13, 161
  br i1 %1194, label %1195, label %1570, !llvm.loop !21

; <label>:1195                                    ; preds = %1191
  %1196 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 133), align 4
  %1197 = fadd fast float %1196, %1193
  %1198 = icmp ugt i32 %13, 162
  br i1 %1198, label %1199, label %1570, !llvm.loop !21

; <label>:1199                                    ; preds = %1195
  %1200 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 137), align 4
  %1201 = fadd fast float %1200, %1197
  %1202 = icmp ugt i32 %13, 163
  br i1 %1202, label %1203, label %1570, !llvm.loop !21

; <label>:1203                                    ; preds = %1199
  %1204 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 141), align 4
  %1205 = fadd fast float %1204, %1201
  %1206 = icmp ugt i32 %13, 164
  br i1 %1206, label %1207, label %1570, !llvm.loop !21

; <label>:1207                                    ; preds = %1203
  %1208 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 145), align 4
  %1209 = fadd fast float %1208, %1205
  %1210 = icmp ugt i32 %13, 165
  br i1 %1210, label %1211, label %1570, !llvm.loop !21

; <label>:1211                                    ; preds = %1207
  %1212 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 149), align 4
  %1213 = fadd fast float %1212, %1209
  %1214 = icmp ugt i32 %13, 166
  br i1 %1214, label %1215, label %1570, !llvm.loop !21

; <label>:1215                                    ; preds = %1211
  %1216 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 153), align 4
  %1217 = fadd fast float %1216, %1213
  %1218 = icmp ugt i32 %13, 167
  br i1 %1218, label %1219, label %1570, !llvm.loop !21

; <label>:1219                                    ; preds = %1215
  %1220 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 157), align 4
  %1221 = fadd fast float %1220, %1217
  %1222 = icmp ugt i32 %13, 168
  br i1 %1222, label %1223, label %1570, !llvm.loop !21

; <label>:1223                                    ; preds = %1219
  %1224 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 161), align 4
  %1225 = fadd fast float %1224, %1221
  %1226 = icmp ugt i32 %13, 169
  br i1 %1226, label %1227, label %1570, !llvm.loop !21

; <label>:1227                                    ; preds = %1223
  %1228 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 165), align 4
  %1229 = fadd fast float %1228, %1225
  %1230 = icmp ugt i32 %13, 170
  br i1 %1230, label %1231, label %1570, !llvm.loop !21

; <label>:1231                                    ; preds = %1227
  %1232 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 169), align 4
  %1233 = fadd fast float %1232, %1229
  %1234 = icmp ugt i32 %13, 171
  br i1 %1234, label %1235, label %1570, !llvm.loop !21

; <label>:1235                                    ; preds = %1231
  %1236 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 173), align 4
  %1237 = fadd fast float %1236, %1233
  %1238 = icmp ugt i32 %13, 172
  br i1 %1238, label %1239, label %1570, !llvm.loop !21

; <label>:1239                                    ; preds = %1235
  %1240 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 177), align 4
  %1241 = fadd fast float %1240, %1237
  %1242 = icmp ugt i32 %13, 173
  br i1 %1242, label %1243, label %1570, !llvm.loop !21

; <label>:1243                                    ; preds = %1239
  %1244 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 181), align 4
  %1245 = fadd fast float %1244, %1241
  %1246 = icmp ugt i32 %13, 174
  br i1 %1246, label %1247, label %1570, !llvm.loop !21

; <label>:1247                                    ; preds = %1243
  %1248 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 185), align 4
  %1249 = fadd fast float %1248, %1245
  %1250 = icmp ugt i32 %13, 175
  br i1 %1250, label %1251, label %1570, !llvm.loop !21

; <label>:1251                                    ; preds = %1247
  %1252 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 189), align 4
  %1253 = fadd fast float %1252, %1249
  %1254 = icmp ugt i32 %13, 176
  br i1 %1254, label %1255, label %1570, !llvm.loop !21

; <label>:1255                                    ; preds = %1251
  %1256 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 193), align 4
  %1257 = fadd fast float %1256, %1253
  %1258 = icmp ugt i32 %13, 177
  br i1 %1258, label %1259, label %1570, !llvm.loop !21

; <label>:1259                                    ; preds = %1255
  %1260 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 197), align 4
  %1261 = fadd fast float %1260, %1257
  %1262 = icmp ugt i32 %13, 178
  br i1 %1262, label %1263, label %1570, !llvm.loop !21

; <label>:1263                                    ; preds = %1259
  %1264 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 201), align 4
  %1265 = fadd fast float %1264, %1261
  %1266 = icmp ugt i32 %13, 179
  br i1 %1266, label %1267, label %1570, !llvm.loop !21

; <label>:1267                                    ; preds = %1263
  %1268 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 205), align 4
  %1269 = fadd fast float %1268, %1265
  %1270 = icmp ugt i32 %13, 180
  br i1 %1270, label %1271, label %1570, !llvm.loop !21

; <label>:1271                                    ; preds = %1267
  %1272 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 209), align 4
  %1273 = fadd fast float %1272, %1269
  %1274 = icmp ugt i32 %13, 181
  br i1 %1274, label %1275, label %1570, !llvm.loop !21

; <label>:1275                                    ; preds = %1271
  %1276 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 213), align 4
  %1277 = fadd fast float %1276, %1273
  %1278 = icmp ugt i32 %13, 182
  br i1 %1278, label %1279, label %1570, !llvm.loop !21

; <label>:1279                                    ; preds = %1275
  %1280 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 217), align 4
  %1281 = fadd fast float %1280, %1277
  %1282 = icmp ugt i32 %13, 183
  br i1 %1282, label %1283, label %1570, !llvm.loop !21

; <label>:1283                                    ; preds = %1279
  %1284 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 221), align 4
  %1285 = fadd fast float %1284, %1281
  %1286 = icmp ugt i32 %13, 184
  br i1 %1286, label %1287, label %1570, !llvm.loop !21

; <label>:1287                                    ; preds = %1283
  %1288 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 225), align 4
  %1289 = fadd fast float %1288, %1285
  %1290 = icmp ugt i32 %13, 185
  br i1 %1290, label %1291, label %1570, !llvm.loop !21

; <label>:1291                                    ; preds = %1287
  %1292 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 229), align 4
  %1293 = fadd fast float %1292, %1289
  %1294 = icmp ugt i32 %13, 186
  br i1 %1294, label %1295, label %1570, !llvm.loop !21

; <label>:1295                                    ; preds = %1291
  %1296 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 233), align 4
  %1297 = fadd fast float %1296, %1293
  %1298 = icmp ugt i32 %13, 187
  br i1 %1298, label %1299, label %1570, !llvm.loop !21

; <label>:1299                                    ; preds = %1295
  %1300 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 237), align 4
  %1301 = fadd fast float %1300, %1297
  %1302 = icmp ugt i32 %13, 188
  br i1 %1302, label %1303, label %1570, !llvm.loop !21

; <label>:1303                                    ; preds = %1299
  %1304 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 241), align 4
  %1305 = fadd fast float %1304, %1301
  %1306 = icmp ugt i32 %13, 189
  br i1 %1306, label %1307, label %1570, !llvm.loop !21

; <label>:1307                                    ; preds = %1303
  %1308 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 245), align 4
  %1309 = fadd fast float %1308, %1305
  %1310 = icmp ugt i32 %13, 190
  br i1 %1310, label %1311, label %1570, !llvm.loop !21

; <label>:1311                                    ; preds = %1307
  %1312 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 249), align 4
  %1313 = fadd fast float %1312, %1309
  %1314 = icmp ugt i32 %13, 191
  br i1 %1314, label %1315, label %1570, !llvm.loop !21

; <label>:1315                                    ; preds = %1311
  %1316 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 253), align 4
  %1317 = fadd fast float %1316, %1313
  %1318 = icmp ugt i32 %13, 192
  br i1 %1318, label %1319, label %1570, !llvm.loop !21

; <label>:1319                                    ; preds = %1315
  %1320 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 1), align 4
  %1321 = fadd fast float %1320, %1317
  %1322 = icmp ugt i32 %13, 193
  br i1 %1322, label %1323, label %1570, !llvm.loop !21

; <label>:1323                                    ; preds = %1319
  %1324 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 5), align 4
  %1325 = fadd fast float %1324, %1321
  %1326 = icmp ugt i32 %13, 194
  br i1 %1326, label %1327, label %1570, !llvm.loop !21

; <label>:1327                                    ; preds = %1323
  %1328 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 9), align 4
  %1329 = fadd fast float %1328, %1325
  %1330 = icmp ugt i32 %13, 195
  br i1 %1330, label %1331, label %1570, !llvm.loop !21

; <label>:1331                                    ; preds = %1327
  %1332 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 13), align 4
  %1333 = fadd fast float %1332, %1329
  %1334 = icmp ugt i32 %13, 196
  br i1 %1334, label %1335, label %1570, !llvm.loop !21

; <label>:1335                                    ; preds = %1331
  %1336 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 17), align 4
  %1337 = fadd fast float %1336, %1333
  %1338 = icmp ugt i32 %13, 197
  br i1 %1338, label %1339, label %1570, !llvm.loop !21

; <label>:1339                                    ; preds = %1335
  %1340 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 21), align 4
  %1341 = fadd fast float %1340, %1337
  %1342 = icmp ugt i32 %13, 198
  br i1 %1342, label %1343, label %1570, !llvm.loop !21

; <label>:1343                                    ; preds = %1339
  %1344 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 25), align 4
  %1345 = fadd fast float %1344, %1341
  %1346 = icmp ugt i32 %13, 199
  br i1 %1346, label %1347, label %1570, !llvm.loop !21

; <label>:1347                                    ; preds = %1343
  %1348 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 29), align 4
  %1349 = fadd fast float %1348, %1345
  %1350 = icmp ugt i32 %13, 200
  br i1 %1350, label %1351, label %1570, !llvm.loop !21

; <label>:1351                                    ; preds = %1347
  %1352 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 33), align 4
  %1353 = fadd fast float %1352, %1349
  %1354 = icmp ugt i32 %13, 201
  br i1 %1354, label %1355, label %1570, !llvm.loop !21

; <label>:1355                                    ; preds = %1351
  %1356 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 37), align 4
  %1357 = fadd fast float %1356, %1353
  %1358 = icmp ugt i32 %13, 202
  br i1 %1358, label %1359, label %1570, !llvm.loop !21

; <label>:1359                                    ; preds = %1355
  %1360 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 41), align 4
  %1361 = fadd fast float %1360, %1357
  %1362 = icmp ugt i32 %13, 203
  br i1 %1362, label %1363, label %1570, !llvm.loop !21

; <label>:1363                                    ; preds = %1359
  %1364 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 45), align 4
  %1365 = fadd fast float %1364, %1361
  %1366 = icmp ugt i32 %13, 204
  br i1 %1366, label %1367, label %1570, !llvm.loop !21

; <label>:1367                                    ; preds = %1363
  %1368 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 49), align 4
  %1369 = fadd fast float %1368, %1365
  %1370 = icmp ugt i32 %13, 205
  br i1 %1370, label %1371, label %1570, !llvm.loop !21

; <label>:1371                                    ; preds = %1367
  %1372 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 53), align 4
  %1373 = fadd fast float %1372, %1369
  %1374 = icmp ugt i32 %13, 206
  br i1 %1374, label %1375, label %1570, !llvm.loop !21

; <label>:1375                                    ; preds = %1371
  %1376 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 57), align 4
  %1377 = fadd fast float %1376, %1373
  %1378 = icmp ugt i32 %13, 207
  br i1 %1378, label %1379, label %1570, !llvm.loop !21

; <label>:1379                                    ; preds = %1375
  %1380 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 61), align 4
  %1381 = fadd fast float %1380, %1377
  %1382 = icmp ugt i32 %13, 208
  br i1 %1382, label %1383, label %1570, !llvm.loop !21

; <label>:1383                                    ; preds = %1379
  %1384 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 65), align 4
  %1385 = fadd fast float %1384, %1381
  %1386 = icmp ugt i32 %13, 209
  br i1 %1386, label %1387, label %1570, !llvm.loop !21

; <label>:1387                                    ; preds = %1383
  %1388 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 69), align 4
  %1389 = fadd fast float %1388, %1385
  %1390 = icmp ugt i32 %13, 210
  br i1 %1390, label %1391, label %1570, !llvm.loop !21

; <label>:1391                                    ; preds = %1387
  %1392 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 73), align 4
  %1393 = fadd fast float %1392, %1389
  %1394 = icmp ugt i32 %13, 211
  br i1 %1394, label %1395, label %1570, !llvm.loop !21

; <label>:1395                                    ; preds = %1391
  %1396 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 77), align 4
  %1397 = fadd fast float %1396, %1393
  %1398 = icmp ugt i32 %13, 212
  br i1 %1398, label %1399, label %1570, !llvm.loop !21

; <label>:1399                                    ; preds = %1395
  %1400 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 81), align 4
  %1401 = fadd fast float %1400, %1397
  %1402 = icmp ugt i32 %13, 213
  br i1 %1402, label %1403, label %1570, !llvm.loop !21

; <label>:1403                                    ; preds = %1399
  %1404 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 85), align 4
  %1405 = fadd fast float %1404, %1401
  %1406 = icmp ugt i32 %13, 214
  br i1 %1406, label %1407, label %1570, !llvm.loop !21

; <label>:1407                                    ; preds = %1403
  %1408 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 89), align 4
  %1409 = fadd fast float %1408, %1405
  %1410 = icmp ugt i32 %13, 215
  br i1 %1410, label %1411, label %1570, !llvm.loop !21

; <label>:1411                                    ; preds = %1407
  %1412 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 93), align 4
  %1413 = fadd fast float %1412, %1409
  %1414 = icmp ugt i32 %13, 216
  br i1 %1414, label %1415, label %1570, !llvm.loop !21

; <label>:1415                                    ; preds = %1411
  %1416 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 97), align 4
  %1417 = fadd fast float %1416, %1413
  %1418 = icmp ugt i32 %13, 217
  br i1 %1418, label %1419, label %1570, !llvm.loop !21

; <label>:1419                                    ; preds = %1415
  %1420 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 101), align 4
  %1421 = fadd fast float %1420, %1417
  %1422 = icmp ugt i32 %13, 218
  br i1 %1422, label %1423, label %1570, !llvm.loop !21

; <label>:1423                                    ; preds = %1419
  %1424 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 105), align 4
  %1425 = fadd fast float %1424, %1421
  %1426 = icmp ugt i32 %13, 219
  br i1 %1426, label %1427, label %1570, !llvm.loop !21

; <label>:1427                                    ; preds = %1423
  %1428 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 109), align 4
  %1429 = fadd fast float %1428, %1425
  %1430 = icmp ugt i32 %13, 220
  br i1 %1430, label %1431, label %1570, !llvm.loop !21

; <label>:1431                                    ; preds = %1427
  %1432 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 113), align 4
  %1433 = fadd fast float %1432, %1429
  %1434 = icmp ugt i32 %13, 221
  br i1 %1434, label %1435, label %1570, !llvm.loop !21

; <label>:1435                                    ; preds = %1431
  %1436 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 117), align 4
  %1437 = fadd fast float %1436, %1433
  %1438 = icmp ugt i32 %13, 222
  br i1 %1438, label %1439, label %1570, !llvm.loop !21

; <label>:1439                                    ; preds = %1435
  %1440 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 121), align 4
  %1441 = fadd fast float %1440, %1437
  %1442 = icmp ugt i32 %13, 223
  br i1 %1442, label %1443, label %1570, !llvm.loop !21

; <label>:1443                                    ; preds = %1439
  %1444 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 125), align 4
  %1445 = fadd fast float %1444, %1441
  %1446 = icmp ugt i32 %13, 224
  br i1 %1446, label %1447, label %1570, !llvm.loop !21

; <label>:1447                                    ; preds = %1443
  %1448 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 129), align 4
  %1449 = fadd fast float %1448, %1445
  %1450 = icmp ugt i32 %13, 225
  br i1 %1450, label %1451, label %1570, !llvm.loop !21

; <label>:1451                                    ; preds = %1447
  %1452 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 133), align 4
  %1453 = fadd fast float %1452, %1449
  %1454 = icmp ugt i32 %13, 226
  br i1 %1454, label %1455, label %1570, !llvm.loop !21

; <label>:1455                                    ; preds = %1451
  %1456 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 137), align 4
  %1457 = fadd fast float %1456, %1453
  %1458 = icmp ugt i32 %13, 227
  br i1 %1458, label %1459, label %1570, !llvm.loop !21

; <label>:1459                                    ; preds = %1455
  %1460 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 141), align 4
  %1461 = fadd fast float %1460, %1457
  %1462 = icmp ugt i32 %13, 228
  br i1 %1462, label %1463, label %1570, !llvm.loop !21

; <label>:1463                                    ; preds = %1459
  %1464 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 145), align 4
  %1465 = fadd fast float %1464, %1461
  %1466 = icmp ugt i32 %13, 229
  br i1 %1466, label %1467, label %1570, !llvm.loop !21

; <label>:1467                                    ; preds = %1463
  %1468 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 149), align 4
  %1469 = fadd fast float %1468, %1465
  %1470 = icmp ugt i32 %13, 230
  br i1 %1470, label %1471, label %1570, !llvm.loop !21

; <label>:1471                                    ; preds = %1467
  %1472 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 153), align 4
  %1473 = fadd fast float %1472, %1469
  %1474 = icmp ugt i32 %13, 231
  br i1 %1474, label %1475, label %1570, !llvm.loop !21

; <label>:1475                                    ; preds = %1471
  %1476 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 157), align 4
  %1477 = fadd fast float %1476, %1473
  %1478 = icmp ugt i32 %13, 232
  br i1 %1478, label %1479, label %1570, !llvm.loop !21

; <label>:1479                                    ; preds = %1475
  %1480 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 161), align 4
  %1481 = fadd fast float %1480, %1477
  %1482 = icmp ugt i32 %13, 233
  br i1 %1482, label %1483, label %1570, !llvm.loop !21

; <label>:1483                                    ; preds = %1479
  %1484 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 165), align 4
  %1485 = fadd fast float %1484, %1481
  %1486 = icmp ugt i32 %13, 234
  br i1 %1486, label %1487, label %1570, !llvm.loop !21

; <label>:1487                                    ; preds = %1483
  %1488 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 169), align 4
  %1489 = fadd fast float %1488, %1485
  %1490 = icmp ugt i32 %13, 235
  br i1 %1490, label %1491, label %1570, !llvm.loop !21

; <label>:1491                                    ; preds = %1487
  %1492 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 173), align 4
  %1493 = fadd fast float %1492, %1489
  %1494 = icmp ugt i32 %13, 236
  br i1 %1494, label %1495, label %1570, !llvm.loop !21

; <label>:1495                                    ; preds = %1491
  %1496 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 177), align 4
  %1497 = fadd fast float %1496, %1493
  %1498 = icmp ugt i32 %13, 237
  br i1 %1498, label %1499, label %1570, !llvm.loop !21

; <label>:1499                                    ; preds = %1495
  %1500 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 181), align 4
  %1501 = fadd fast float %1500, %1497
  %1502 = icmp ugt i32 %13, 238
  br i1 %1502, label %1503, label %1570, !llvm.loop !21

; <label>:1503                                    ; preds = %1499
  %1504 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 185), align 4
  %1505 = fadd fast float %1504, %1501
  %1506 = icmp ugt i32 %13, 239
  br i1 %1506, label %1507, label %1570, !llvm.loop !21

; <label>:1507                                    ; preds = %1503
  %1508 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 189), align 4
  %1509 = fadd fast float %1508, %1505
  %1510 = icmp ugt i32 %13, 240
  br i1 %1510, label %1511, label %1570, !llvm.loop !21

; <label>:1511                                    ; preds = %1507
  %1512 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 193), align 4
  %1513 = fadd fast float %1512, %1509
  %1514 = icmp ugt i32 %13, 241
  br i1 %1514, label %1515, label %1570, !llvm.loop !21

; <label>:1515                                    ; preds = %1511
  %1516 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 197), align 4
  %1517 = fadd fast float %1516, %1513
  %1518 = icmp ugt i32 %13, 242
  br i1 %1518, label %1519, label %1570, !llvm.loop !21

; <label>:1519                                    ; preds = %1515
  %1520 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 201), align 4
  %1521 = fadd fast float %1520, %1517
  %1522 = icmp ugt i32 %13, 243
  br i1 %1522, label %1523, label %1570, !llvm.loop !21

; <label>:1523                                    ; preds = %1519
  %1524 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 205), align 4
  %1525 = fadd fast float %1524, %1521
  %1526 = icmp ugt i32 %13, 244
  br i1 %1526, label %1527, label %1570, !llvm.loop !21

; <label>:1527                                    ; preds = %1523
  %1528 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 209), align 4
  %1529 = fadd fast float %1528, %1525
  %1530 = icmp ugt i32 %13, 245
  br i1 %1530, label %1531, label %1570, !llvm.loop !21

; <label>:1531                                    ; preds = %1527
  %1532 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 213), align 4
  %1533 = fadd fast float %1532, %1529
  %1534 = icmp ugt i32 %13, 246
  br i1 %1534, label %1535, label %1570, !llvm.loop !21

; <label>:1535                                    ; preds = %1531
  %1536 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 217), align 4
  %1537 = fadd fast float %1536, %1533
  %1538 = icmp ugt i32 %13, 247
  br i1 %1538, label %1539, label %1570, !llvm.loop !21

; <label>:1539                                    ; preds = %1535
  %1540 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 221), align 4
  %1541 = fadd fast float %1540, %1537
  %1542 = icmp ugt i32 %13, 248
  br i1 %1542, label %1543, label %1570, !llvm.loop !21

; <label>:1543                                    ; preds = %1539
  %1544 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 225), align 4
  %1545 = fadd fast float %1544, %1541
  %1546 = icmp ugt i32 %13, 249
  br i1 %1546, label %1547, label %1570, !llvm.loop !21

; <label>:1547                                    ; preds = %1543
  %1548 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 229), align 4
  %1549 = fadd fast float %1548, %1545
  %1550 = icmp ugt i32 %13, 250
  br i1 %1550, label %1551, label %1570, !llvm.loop !21

; <label>:1551                                    ; preds = %1547
  %1552 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 233), align 4
  %1553 = fadd fast float %1552, %1549
  %1554 = icmp ugt i32 %13, 251
  br i1 %1554, label %1555, label %1570, !llvm.loop !21

; <label>:1555                                    ; preds = %1551
  %1556 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 237), align 4
  %1557 = fadd fast float %1556, %1553
  %1558 = icmp ugt i32 %13, 252
  br i1 %1558, label %1559, label %1570, !llvm.loop !21

; <label>:1559                                    ; preds = %1555
  %1560 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 241), align 4
  %1561 = fadd fast float %1560, %1557
  %1562 = icmp ugt i32 %13, 253
  br i1 %1562, label %1563, label %1570, !llvm.loop !21

; <label>:1563                                    ; preds = %1559
  %1564 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 245), align 4
  %1565 = fadd fast float %1564, %1561
  %1566 = icmp eq i32 %13, 255
  br i1 %1566, label %1567, label %1570, !llvm.loop !21

; <label>:1567                                    ; preds = %1563
  %1568 = load float, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?gs@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 249), align 4
  %1569 = fadd fast float %1568, %1565
  br label %1570

; <label>:1570                                    ; preds = %1567, %1563, %1559, %1555, %1551, %1547, %1543, %1539, %1535, %1531, %1527, %1523, %1519, %1515, %1511, %1507, %1503, %1499, %1495, %1491, %1487, %1483, %1479, %1475, %1471, %1467, %1463, %1459, %1455, %1451, %1447, %1443, %1439, %1435, %1431, %1427, %1423, %1419, %1415, %1411, %1407, %1403, %1399, %1395, %1391, %1387, %1383, %1379, %1375, %1371, %1367, %1363, %1359, %1355, %1351, %1347, %1343, %1339, %1335, %1331, %1327, %1323, %1319, %1315, %1311, %1307, %1303, %1299, %1295, %1291, %1287, %1283, %1279, %1275, %1271, %1267, %1263, %1259, %1255, %1251, %1247, %1243, %1239, %1235, %1231, %1227, %1223, %1219, %1215, %1211, %1207, %1203, %1199, %1195, %1191, %1187, %1183, %1179, %1175, %1171, %1167, %1163, %1159, %1155, %1151, %1147, %1143, %1139, %1135, %1131, %1127, %1123, %1119, %1115, %1111, %1107, %1103, %1099, %1095, %1091, %1087, %1083, %1079, %1075, %1071, %1067, %1063, %1059, %1055, %1051, %1047, %1043, %1039, %1035, %1031, %1027, %1023, %1019, %1015, %1011, %1007, %1003, %999, %995, %991, %987, %983, %979, %975, %971, %967, %963, %959, %955, %951, %947, %943, %939, %935, %931, %927, %923, %919, %915, %911, %907, %903, %899, %895, %891, %887, %883, %879, %875, %871, %867, %863, %859, %855, %851, %847, %843, %839, %835, %831, %827, %823, %819, %815, %811, %807, %803, %799, %795, %791, %787, %783, %779, %775, %771, %767, %763, %759, %755, %751, %747, %743, %739, %735, %731, %727, %723, %719, %715, %711, %707, %703, %699, %695, %691, %687, %683, %679, %675, %671, %667, %663, %659, %655, %651, %647, %643, %639, %635, %631, %627, %623, %619, %615, %611, %607, %603, %599, %595, %591, %587, %583, %579, %575, %571, %567, %563, %559, %555, %552, %550
  %1571 = phi float [ 0.000000e+00, %550 ], [ %553, %552 ], [ %557, %555 ], [ %561, %559 ], [ %565, %563 ], [ %569, %567 ], [ %573, %571 ], [ %577, %575 ], [ %581, %579 ], [ %585, %583 ], [ %589, %587 ], [ %593, %591 ], [ %597, %595 ], [ %601, %599 ], [ %605, %603 ], [ %609, %607 ], [ %613, %611 ], [ %617, %615 ], [ %621, %619 ], [ %625, %623 ], [ %629, %627 ], [ %633, %631 ], [ %637, %635 ], [ %641, %639 ], [ %645, %643 ], [ %649, %647 ], [ %653, %651 ], [ %657, %655 ], [ %661, %659 ], [ %665, %663 ], [ %669, %667 ], [ %673, %671 ], [ %677, %675 ], [ %681, %679 ], [ %685, %683 ], [ %689, %687 ], [ %693, %691 ], [ %697, %695 ], [ %701, %699 ], [ %705, %703 ], [ %709, %707 ], [ %713, %711 ], [ %717, %715 ], [ %721, %719 ], [ %725, %723 ], [ %729, %727 ], [ %733, %731 ], [ %737, %735 ], [ %741, %739 ], [ %745, %743 ], [ %749, %747 ], [ %753, %751 ], [ %757, %755 ], [ %761, %759 ], [ %765, %763 ], [ %769, %767 ], [ %773, %771 ], [ %777, %775 ], [ %781, %779 ], [ %785, %783 ], [ %789, %787 ], [ %793, %791 ], [ %797, %795 ], [ %801, %799 ], [ %805, %803 ], [ %809, %807 ], [ %813, %811 ], [ %817, %815 ], [ %821, %819 ], [ %825, %823 ], [ %829, %827 ], [ %833, %831 ], [ %837, %835 ], [ %841, %839 ], [ %845, %843 ], [ %849, %847 ], [ %853, %851 ], [ %857, %855 ], [ %861, %859 ], [ %865, %863 ], [ %869, %867 ], [ %873, %871 ], [ %877, %875 ], [ %881, %879 ], [ %885, %883 ], [ %889, %887 ], [ %893, %891 ], [ %897, %895 ], [ %901, %899 ], [ %905, %903 ], [ %909, %907 ], [ %913, %911 ], [ %917, %915 ], [ %921, %919 ], [ %925, %923 ], [ %929, %927 ], [ %933, %931 ], [ %937, %935 ], [ %941, %939 ], [ %945, %943 ], [ %949, %947 ], [ %953, %951 ], [ %957, %955 ], [ %961, %959 ], [ %965, %963 ], [ %969, %967 ], [ %973, %971 ], [ %977, %975 ], [ %981, %979 ], [ %985, %983 ], [ %989, %987 ], [ %993, %991 ], [ %997, %995 ], [ %1001, %999 ], [ %1005, %1003 ], [ %1009, %1007 ], [ %1013, %1011 ], [ %1017, %1015 ], [ %1021, %1019 ], [ %1025, %1023 ], [ %1029, %1027 ], [ %1033, %1031 ], [ %1037, %1035 ], [ %1041, %1039 ], [ %1045, %1043 ], [ %1049, %1047 ], [ %1053, %1051 ], [ %1057, %1055 ], [ %1061, %1059 ], [ %1065, %1063 ], [ %1069, %1067 ], [ %1073, %1071 ], [ %1077, %1075 ], [ %1081, %1079 ], [ %1085, %1083 ], [ %1089, %1087 ], [ %1093, %1091 ], [ %1097, %1095 ], [ %1101, %1099 ], [ %1105, %1103 ], [ %1109, %1107 ], [ %1113, %1111 ], [ %1117, %1115 ], [ %1121, %1119 ], [ %1125, %1123 ], [ %1129, %1127 ], [ %1133, %1131 ], [ %1137, %1135 ], [ %1141, %1139 ], [ %1145, %1143 ], [ %1149, %1147 ], [ %1153, %1151 ], [ %1157, %1155 ], [ %1161, %1159 ], [ %1165, %1163 ], [ %1169, %1167 ], [ %1173, %1171 ], [ %1177, %1175 ], [ %1181, %1179 ], [ %1185, %1183 ], [ %1189, %1187 ], [ %1193, %1191 ], [ %1197, %1195 ], [ %1201, %1199 ], [ %1205, %1203 ], [ %1209, %1207 ], [ %1213, %1211 ], [ %1217, %1215 ], [ %1221, %1219 ], [ %1225, %1223 ], [ %1229, %1227 ], [ %1233, %1231 ], [ %1237, %1235 ], [ %1241, %1239 ], [ %1245, %1243 ], [ %1249, %1247 ], [ %1253, %1251 ], [ %1257, %1255 ], [ %1261, %1259 ], [ %1265, %1263 ], [ %1269, %1267 ], [ %1273, %1271 ], [ %1277, %1275 ], [ %1281, %1279 ], [ %1285, %1283 ], [ %1289, %1287 ], [ %1293, %1291 ], [ %1297, %1295 ], [ %1301, %1299 ], [ %1305, %1303 ], [ %1309, %1307 ], [ %1313, %1311 ], [ %1317, %1315 ], [ %1321, %1319 ], [ %1325, %1323 ], [ %1329, %1327 ], [ %1333, %1331 ], [ %1337, %1335 ], [ %1341, %1339 ], [ %1345, %1343 ], [ %1349, %1347 ], [ %1353, %1351 ], [ %1357, %1355 ], [ %1361, %1359 ], [ %1365, %1363 ], [ %1369, %1367 ], [ %1373, %1371 ], [ %1377, %1375 ], [ %1381, %1379 ], [ %1385, %1383 ], [ %1389, %1387 ], [ %1393, %1391 ], [ %1397, %1395 ], [ %1401, %1399 ], [ %1405, %1403 ], [ %1409, %1407 ], [ %1413, %1411 ], [ %1417, %1415 ], [ %1421, %1419 ], [ %1425, %1423 ], [ %1429, %1427 ], [ %1433, %1431 ], [ %1437, %1435 ], [ %1441, %1439 ], [ %1445, %1443 ], [ %1449, %1447 ], [ %1453, %1451 ], [ %1457, %1455 ], [ %1461, %1459 ], [ %1465, %1463 ], [ %1469, %1467 ], [ %1473, %1471 ], [ %1477, %1475 ], [ %1481, %1479 ], [ %1485, %1483 ], [ %1489, %1487 ], [ %1493, %1491 ], [ %1497, %1495 ], [ %1501, %1499 ], [ %1505, %1503 ], [ %1509, %1507 ], [ %1513, %1511 ], [ %1517, %1515 ], [ %1521, %1519 ], [ %1525, %1523 ], [ %1529, %1527 ], [ %1533, %1531 ], [ %1537, %1535 ], [ %1541, %1539 ], [ %1545, %1543 ], [ %1549, %1547 ], [ %1553, %1551 ], [ %1557, %1555 ], [ %1561, %1559 ], [ %1565, %1563 ], [ %1569, %1567 ]
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %1, i32 %5, i32 0, float %1571, float undef, float undef, float undef, i8 1)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  br label %1572

; <label>:1572                                    ; preds = %1570, %541
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.groupId.i32(i32, i32) #0

; Function Attrs: noduplicate nounwind
declare void @dx.op.barrier(i32, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #2

; Function Attrs: nounwind readonly
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #3

attributes #0 = { nounwind readnone }
attributes #1 = { noduplicate nounwind }
attributes #2 = { nounwind readonly }
attributes #3 = { nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!12}

!0 = !{!"dxc(private) 1.9.0.15466 (main, 9a3e225da-dirty)"}
!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 0}
!4 = !{!5, !8, null, null}
!5 = !{!6}
!6 = !{i32 0, %"class.StructuredBuffer<unsigned int>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i32 0, !7}
!7 = !{i32 1, i32 4}
!8 = !{!9, !11}
!9 = !{i32 0, %"class.RWStructuredBuffer<vector<float, 4> >"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !10}
!10 = !{i32 1, i32 16}
!11 = !{i32 1, %"class.RWStructuredBuffer<float>"* undef, !"", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!12 = !{void ()* @main, !"main", null, !4, !13}
!13 = !{i32 0, i64 16, i32 4, !14}
!14 = !{i32 64, i32 1, i32 1}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C/C++ TBAA"}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.full"}
!21 = distinct !{!21, !20}

