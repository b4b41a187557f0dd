;
; Note: shader requires additional functionality:
;       Wave level operations
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
; shader hash: 4e4ca47446bccadd8fbdc6bb0d4145f1
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Compute Shader
; NumThreads=(64,1,1)
; NumBytesGroupSharedMemory: 1024
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
; Out                                   UAV  struct         r/w      U0             u0     1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%"class.RWStructuredBuffer<vector<float, 4> >" = type { <4 x float> }

@"\01?foo@@3PAV?$vector@M$03@@A.v.1dim" = addrspace(3) global [256 x float] undef, align 4

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)  ; CreateHandle(resourceClass,rangeId,index,nonUniformIndex)
  %2 = call i32 @dx.op.threadId.i32(i32 93, i32 0)  ; ThreadId(component)
  %3 = call i32 @dx.op.waveGetLaneCount(i32 112)  ; WaveGetLaneCount()
  %4 = udiv i32 256, %3
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %517, label %6

; <label>:6                                       ; preds = %0
  store float 0.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 0), align 4
  store float 1.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 1), align 4
  store float 2.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 2), align 4
  store float 3.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 3), align 4
  %7 = icmp ugt i32 %4, 1
  br i1 %7, label %8, label %517, !llvm.loop !11

; <label>:8                                       ; preds = %6
  store float 4.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 4), align 4
  store float 5.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 5), align 4
  store float 6.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 6), align 4
  store float 7.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 7), align 4
  %9 = icmp ugt i32 %4, 2
  br i1 %9, label %10, label %517, !llvm.loop !11

; <label>:10                                      ; preds = %8
  store float 8.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 8), align 4
  store float 9.000000e+00, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 9), align 4
  store float 1.000000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 10), align 4
  store float 1.100000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 11), align 4
  %11 = icmp ugt i32 %4, 3
  br i1 %11, label %12, label %517, !llvm.loop !11

; <label>:12                                      ; preds = %10
  store float 1.200000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 12), align 4
  store float 1.300000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 13), align 4
  store float 1.400000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 14), align 4
  store float 1.500000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 15), align 4
  %13 = icmp ugt i32 %4, 4
  br i1 %13, label %14, label %517, !llvm.loop !11

; <label>:14                                      ; preds = %12
  store float 1.600000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 16), align 4
  store float 1.700000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 17), align 4
  store float 1.800000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 18), align 4
  store float 1.900000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 19), align 4
  %15 = icmp ugt i32 %4, 5
  br i1 %15, label %16, label %517, !llvm.loop !11

; <label>:16                                      ; preds = %14
  store float 2.000000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 20), align 4
  store float 2.100000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 21), align 4
  store float 2.200000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 22), align 4
  store float 2.300000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 23), align 4
  %17 = icmp ugt i32 %4, 6
  br i1 %17, label %18, label %517, !llvm.loop !11

; <label>:18                                      ; preds = %16
  store float 2.400000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 24), align 4
  store float 2.500000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 25), align 4
  store float 2.600000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 26), align 4
  store float 2.700000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 27), align 4
  %19 = icmp ugt i32 %4, 7
  br i1 %19, label %20, label %517, !llvm.loop !11

; <label>:20                                      ; preds = %18
  store float 2.800000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 28), align 4
  store float 2.900000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 29), align 4
  store float 3.000000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 30), align 4
  store float 3.100000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 31), align 4
  %21 = icmp ugt i32 %4, 8
  br i1 %21, label %22, label %517, !llvm.loop !11

; <label>:22                                      ; preds = %20
  store float 3.200000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 32), align 4
  store float 3.300000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 33), align 4
  store float 3.400000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 34), align 4
  store float 3.500000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 35), align 4
  %23 = icmp ugt i32 %4, 9
  br i1 %23, label %24, label %517, !llvm.loop !11

; <label>:24                                      ; preds = %22
  store float 3.600000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 36), align 4
  store float 3.700000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 37), align 4
  store float 3.800000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 38), align 4
  store float 3.900000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 39), align 4
  %25 = icmp ugt i32 %4, 10
  br i1 %25, label %26, label %517, !llvm.loop !11

; <label>:26                                      ; preds = %24
  store float 4.000000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 40), align 4
  store float 4.100000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 41), align 4
  store float 4.200000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 42), align 4
  store float 4.300000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 43), align 4
  %27 = icmp ugt i32 %4, 11
  br i1 %27, label %28, label %517, !llvm.loop !11

; <label>:28                                      ; preds = %26
  store float 4.400000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 44), align 4
  store float 4.500000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 45), align 4
  store float 4.600000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 46), align 4
  store float 4.700000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 47), align 4
  %29 = icmp ugt i32 %4, 12
  br i1 %29, label %30, label %517, !llvm.loop !11

; <label>:30                                      ; preds = %28
  store float 4.800000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 48), align 4
  store float 4.900000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 49), align 4
  store float 5.000000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 50), align 4
  store float 5.100000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 51), align 4
  %31 = icmp ugt i32 %4, 13
  br i1 %31, label %32, label %517, !llvm.loop !11

; <label>:32                                      ; preds = %30
  store float 5.200000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 52), align 4
  store float 5.300000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 53), align 4
  store float 5.400000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 54), align 4
  store float 5.500000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 55), align 4
  %33 = icmp ugt i32 %4, 14
  br i1 %33, label %34, label %517, !llvm.loop !11

; <label>:34                                      ; preds = %32
  store float 5.600000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 56), align 4
  store float 5.700000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 57), align 4
  store float 5.800000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 58), align 4
  store float 5.900000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 59), align 4
  %35 = icmp ugt i32 %4, 15
  br i1 %35, label %36, label %517, !llvm.loop !11

; <label>:36                                      ; preds = %34
  store float 6.000000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 60), align 4
  store float 6.100000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 61), align 4
  store float 6.200000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 62), align 4
  store float 6.300000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 63), align 4
  %37 = icmp ugt i32 %4, 16
  br i1 %37, label %38, label %517, !llvm.loop !11

; <label>:38                                      ; preds = %36
  store float 6.400000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 64), align 4
  store float 6.500000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 65), align 4
  store float 6.600000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 66), align 4
  store float 6.700000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 67), align 4
  %39 = icmp ugt i32 %4, 17
  br i1 %39, label %40, label %517, !llvm.loop !11

; <label>:40                                      ; preds = %38
  store float 6.800000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 68), align 4
  store float 6.900000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 69), align 4
  store float 7.000000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 70), align 4
  store float 7.100000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 71), align 4
  %41 = icmp ugt i32 %4, 18
  br i1 %41, label %42, label %517, !llvm.loop !11

; <label>:42                                      ; preds = %40
  store float 7.200000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 72), align 4
  store float 7.300000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 73), align 4
  store float 7.400000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 74), align 4
  store float 7.500000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 75), align 4
  %43 = icmp ugt i32 %4, 19
  br i1 %43, label %44, label %517, !llvm.loop !11

; <label>:44                                      ; preds = %42
  store float 7.600000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 76), align 4
  store float 7.700000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 77), align 4
  store float 7.800000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 78), align 4
  store float 7.900000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 79), align 4
  %45 = icmp ugt i32 %4, 20
  br i1 %45, label %46, label %517, !llvm.loop !11

; <label>:46                                      ; preds = %44
  store float 8.000000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 80), align 4
  store float 8.100000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 81), align 4
  store float 8.200000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 82), align 4
  store float 8.300000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 83), align 4
  %47 = icmp ugt i32 %4, 21
  br i1 %47, label %48, label %517, !llvm.loop !11

; <label>:48                                      ; preds = %46
  store float 8.400000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 84), align 4
  store float 8.500000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 85), align 4
  store float 8.600000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 86), align 4
  store float 8.700000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 87), align 4
  %49 = icmp ugt i32 %4, 22
  br i1 %49, label %50, label %517, !llvm.loop !11

; <label>:50                                      ; preds = %48
  store float 8.800000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 88), align 4
  store float 8.900000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 89), align 4
  store float 9.000000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 90), align 4
  store float 9.100000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 91), align 4
  %51 = icmp ugt i32 %4, 23
  br i1 %51, label %52, label %517, !llvm.loop !11

; <label>:52                                      ; preds = %50
  store float 9.200000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 92), align 4
  store float 9.300000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 93), align 4
  store float 9.400000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 94), align 4
  store float 9.500000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 95), align 4
  %53 = icmp ugt i32 %4, 24
  br i1 %53, label %54, label %517, !llvm.loop !11

; <label>:54                                      ; preds = %52
  store float 9.600000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 96), align 4
  store float 9.700000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 97), align 4
  store float 9.800000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 98), align 4
  store float 9.900000e+01, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 99), align 4
  %55 = icmp ugt i32 %4, 25
  br i1 %55, label %56, label %517, !llvm.loop !11

; <label>:56                                      ; preds = %54
  store float 1.000000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 100), align 4
  store float 1.010000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 101), align 4
  store float 1.020000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 102), align 4
  store float 1.030000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 103), align 4
  %57 = icmp ugt i32 %4, 26
  br i1 %57, label %58, label %517, !llvm.loop !11

; <label>:58                                      ; preds = %56
  store float 1.040000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 104), align 4
  store float 1.050000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 105), align 4
  store float 1.060000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 106), align 4
  store float 1.070000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 107), align 4
  %59 = icmp ugt i32 %4, 27
  br i1 %59, label %60, label %517, !llvm.loop !11

; <label>:60                                      ; preds = %58
  store float 1.080000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 108), align 4
  store float 1.090000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 109), align 4
  store float 1.100000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 110), align 4
  store float 1.110000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 111), align 4
  %61 = icmp ugt i32 %4, 28
  br i1 %61, label %62, label %517, !llvm.loop !11

; <label>:62                                      ; preds = %60
  store float 1.120000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 112), align 4
  store float 1.130000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 113), align 4
  store float 1.140000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 114), align 4
  store float 1.150000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 115), align 4
  %63 = icmp ugt i32 %4, 29
  br i1 %63, label %64, label %517, !llvm.loop !11

; <label>:64                                      ; preds = %62
  store float 1.160000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 116), align 4
  store float 1.170000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 117), align 4
  store float 1.180000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 118), align 4
  store float 1.190000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 119), align 4
  %65 = icmp ugt i32 %4, 30
  br i1 %65, label %66, label %517, !llvm.loop !11

; <label>:66                                      ; preds = %64
  store float 1.200000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 120), align 4
  store float 1.210000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 121), align 4
  store float 1.220000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 122), align 4
  store float 1.230000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 123), align 4
  %67 = icmp ugt i32 %4, 31
  br i1 %67, label %68, label %517, !llvm.loop !11

; <label>:68                                      ; preds = %66
  store float 1.240000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 124), align 4
  store float 1.250000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 125), align 4
  store float 1.260000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 126), align 4
  store float 1.270000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 127), align 4
  %69 = icmp ugt i32 %4, 32
  br i1 %69, label %70, label %517, !llvm.loop !11

; <label>:70                                      ; preds = %68
  store float 1.280000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 128), align 4
  store float 1.290000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 129), align 4
  store float 1.300000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 130), align 4
  store float 1.310000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 131), align 4
  %71 = icmp ugt i32 %4, 33
  br i1 %71, label %72, label %517, !llvm.loop !11

; <label>:72                                      ; preds = %70
  store float 1.320000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 132), align 4
  store float 1.330000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 133), align 4
  store float 1.340000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 134), align 4
  store float 1.350000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 135), align 4
  %73 = icmp ugt i32 %4, 34
  br i1 %73, label %74, label %517, !llvm.loop !11

; <label>:74                                      ; preds = %72
  store float 1.360000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 136), align 4
  store float 1.370000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 137), align 4
  store float 1.380000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 138), align 4
  store float 1.390000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 139), align 4
  %75 = icmp ugt i32 %4, 35
  br i1 %75, label %76, label %517, !llvm.loop !11

; <label>:76                                      ; preds = %74
  store float 1.400000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 140), align 4
  store float 1.410000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 141), align 4
  store float 1.420000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 142), align 4
  store float 1.430000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 143), align 4
  %77 = icmp ugt i32 %4, 36
  br i1 %77, label %78, label %517, !llvm.loop !11

; <label>:78                                      ; preds = %76
  store float 1.440000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 144), align 4
  store float 1.450000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 145), align 4
  store float 1.460000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 146), align 4
  store float 1.470000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 147), align 4
  %79 = icmp ugt i32 %4, 37
  br i1 %79, label %80, label %517, !llvm.loop !11

; <label>:80                                      ; preds = %78
  store float 1.480000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 148), align 4
  store float 1.490000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 149), align 4
  store float 1.500000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 150), align 4
  store float 1.510000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 151), align 4
  %81 = icmp ugt i32 %4, 38
  br i1 %81, label %82, label %517, !llvm.loop !11

; <label>:82                                      ; preds = %80
  store float 1.520000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 152), align 4
  store float 1.530000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 153), align 4
  store float 1.540000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 154), align 4
  store float 1.550000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 155), align 4
  %83 = icmp ugt i32 %4, 39
  br i1 %83, label %84, label %517, !llvm.loop !11

; <label>:84                                      ; preds = %82
  store float 1.560000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 156), align 4
  store float 1.570000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 157), align 4
  store float 1.580000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 158), align 4
  store float 1.590000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 159), align 4
  %85 = icmp ugt i32 %4, 40
  br i1 %85, label %86, label %517, !llvm.loop !11

; <label>:86                                      ; preds = %84
  store float 1.600000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 160), align 4
  store float 1.610000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 161), align 4
  store float 1.620000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 162), align 4
  store float 1.630000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 163), align 4
  %87 = icmp ugt i32 %4, 41
  br i1 %87, label %88, label %517, !llvm.loop !11

; <label>:88                                      ; preds = %86
  store float 1.640000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 164), align 4
  store float 1.650000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 165), align 4
  store float 1.660000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 166), align 4
  store float 1.670000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 167), align 4
  %89 = icmp ugt i32 %4, 42
  br i1 %89, label %90, label %517, !llvm.loop !11

; <label>:90                                      ; preds = %88
  store float 1.680000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 168), align 4
  store float 1.690000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 169), align 4
  store float 1.700000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 170), align 4
  store float 1.710000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 171), align 4
  %91 = icmp ugt i32 %4, 43
  br i1 %91, label %92, label %517, !llvm.loop !11

; <label>:92                                      ; preds = %90
  store float 1.720000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 172), align 4
  store float 1.730000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 173), align 4
  store float 1.740000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 174), align 4
  store float 1.750000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 175), align 4
  %93 = icmp ugt i32 %4, 44
  br i1 %93, label %94, label %517, !llvm.loop !11

; <label>:94                                      ; preds = %92
  store float 1.760000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 176), align 4
  store float 1.770000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 177), align 4
  store float 1.780000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 178), align 4
  store float 1.790000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 179), align 4
  %95 = icmp ugt i32 %4, 45
  br i1 %95, label %96, label %517, !llvm.loop !11

; <label>:96                                      ; preds = %94
  store float 1.800000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 180), align 4
  store float 1.810000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 181), align 4
  store float 1.820000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 182), align 4
  store float 1.830000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 183), align 4
  %97 = icmp ugt i32 %4, 46
  br i1 %97, label %98, label %517, !llvm.loop !11

; <label>:98                                      ; preds = %96
  store float 1.840000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 184), align 4
  store float 1.850000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 185), align 4
  store float 1.860000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 186), align 4
  store float 1.870000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 187), align 4
  %99 = icmp ugt i32 %4, 47
  br i1 %99, label %100, label %517, !llvm.loop !11

; <label>:100                                     ; preds = %98
  store float 1.880000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 188), align 4
  store float 1.890000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 189), align 4
  store float 1.900000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 190), align 4
  store float 1.910000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 191), align 4
  %101 = icmp ugt i32 %4, 48
  br i1 %101, label %102, label %517, !llvm.loop !11

; <label>:102                                     ; preds = %100
  store float 1.920000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 192), align 4
  store float 1.930000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 193), align 4
  store float 1.940000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 194), align 4
  store float 1.950000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 195), align 4
  %103 = icmp ugt i32 %4, 49
  br i1 %103, label %104, label %517, !llvm.loop !11

; <label>:104                                     ; preds = %102
  store float 1.960000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 196), align 4
  store float 1.970000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 197), align 4
  store float 1.980000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 198), align 4
  store float 1.990000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 199), align 4
  %105 = icmp ugt i32 %4, 50
  br i1 %105, label %106, label %517, !llvm.loop !11

; <label>:106                                     ; preds = %104
  store float 2.000000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 200), align 4
  store float 2.010000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 201), align 4
  store float 2.020000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 202), align 4
  store float 2.030000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 203), align 4
  %107 = icmp ugt i32 %4, 51
  br i1 %107, label %108, label %517, !llvm.loop !11

; <label>:108                                     ; preds = %106
  store float 2.040000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 204), align 4
  store float 2.050000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 205), align 4
  store float 2.060000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 206), align 4
  store float 2.070000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 207), align 4
  %109 = icmp ugt i32 %4, 52
  br i1 %109, label %110, label %517, !llvm.loop !11

; <label>:110                                     ; preds = %108
  store float 2.080000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 208), align 4
  store float 2.090000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 209), align 4
  store float 2.100000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 210), align 4
  store float 2.110000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 211), align 4
  %111 = icmp ugt i32 %4, 53
  br i1 %111, label %112, label %517, !llvm.loop !11

; <label>:112                                     ; preds = %110
  store float 2.120000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 212), align 4
  store float 2.130000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 213), align 4
  store float 2.140000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 214), align 4
  store float 2.150000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 215), align 4
  %113 = icmp ugt i32 %4, 54
  br i1 %113, label %114, label %517, !llvm.loop !11

; <label>:114                                     ; preds = %112
  store float 2.160000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 216), align 4
  store float 2.170000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 217), align 4
  store float 2.180000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 218), align 4
  store float 2.190000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 219), align 4
  %115 = icmp ugt i32 %4, 55
  br i1 %115, label %116, label %517, !llvm.loop !11

; <label>:116                                     ; preds = %114
  store float 2.200000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 220), align 4
  store float 2.210000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 221), align 4
  store float 2.220000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 222), align 4
  store float 2.230000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 223), align 4
  %117 = icmp ugt i32 %4, 56
  br i1 %117, label %118, label %517, !llvm.loop !11

; <label>:118                                     ; preds = %116
  store float 2.240000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 224), align 4
  store float 2.250000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 225), align 4
  store float 2.260000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 226), align 4
  store float 2.270000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 227), align 4
  %119 = icmp ugt i32 %4, 57
  br i1 %119, label %120, label %517, !llvm.loop !11

; <label>:120                                     ; preds = %118
  store float 2.280000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 228), align 4
  store float 2.290000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 229), align 4
  store float 2.300000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 230), align 4
  store float 2.310000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 231), align 4
  %121 = icmp ugt i32 %4, 58
  br i1 %121, label %122, label %517, !llvm.loop !11

; <label>:122                                     ; preds = %120
  store float 2.320000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 232), align 4
  store float 2.330000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 233), align 4
  store float 2.340000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 234), align 4
  store float 2.350000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 235), align 4
  %123 = icmp ugt i32 %4, 59
  br i1 %123, label %124, label %517, !llvm.loop !11

; <label>:124                                     ; preds = %122
  store float 2.360000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 236), align 4
  store float 2.370000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 237), align 4
  store float 2.380000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 238), align 4
  store float 2.390000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 239), align 4
  %125 = icmp ugt i32 %4, 60
  br i1 %125, label %126, label %517, !llvm.loop !11

; <label>:126                                     ; preds = %124
  store float 2.400000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 240), align 4
  store float 2.410000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 241), align 4
  store float 2.420000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 242), align 4
  store float 2.430000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 243), align 4
  %127 = icmp ugt i32 %4, 61
  br i1 %127, label %128, label %517, !llvm.loop !11

; <label>:128                                     ; preds = %126
  store float 2.440000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 244), align 4
  store float 2.450000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 245), align 4
  store float 2.460000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 246), align 4
  store float 2.470000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 247), align 4
  %129 = icmp ugt i32 %4, 62
  br i1 %129, label %130, label %517, !llvm.loop !11

; <label>:130                                     ; preds = %128
  store float 2.480000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 248), align 4
  store float 2.490000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 249), align 4
  store float 2.500000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 250), align 4
  store float 2.510000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 251), align 4
  %131 = icmp ugt i32 %4, 63
  br i1 %131, label %132, label %517, !llvm.loop !11

; <label>:132                                     ; preds = %130
  store float 2.520000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 252), align 4
  store float 2.530000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 253), align 4
  store float 2.540000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 254), align 4
  store float 2.550000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 255), align 4
  %133 = icmp ugt i32 %4, 64
  br i1 %133, label %134, label %517, !llvm.loop !11

; <label>:134                                     ; preds = %132
  store float 2.560000e+02, float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 0), align 4
  store float 2.570000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 1), align 4
  store float 2.580000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 2), align 4
  store float 2.590000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 3), align 4
  %135 = icmp ugt i32 %4, 65
  br i1 %135, label %136, label %517, !llvm.loop !11

; <label>:136                                     ; preds = %134
  store float 2.600000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 4), align 4
  store float 2.610000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 5), align 4
  store float 2.620000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 6), align 4
  store float 2.630000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 7), align 4
  %137 = icmp ugt i32 %4, 66
  br i1 %137, label %138, label %517, !llvm.loop !11

; <label>:138                                     ; preds = %136
  store float 2.640000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 8), align 4
  store float 2.650000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 9), align 4
  store float 2.660000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 10), align 4
  store float 2.670000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 11), align 4
  %139 = icmp ugt i32 %4, 67
  br i1 %139, label %140, label %517, !llvm.loop !11

; <label>:140                                     ; preds = %138
  store float 2.680000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 12), align 4
  store float 2.690000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 13), align 4
  store float 2.700000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 14), align 4
  store float 2.710000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 15), align 4
  %141 = icmp ugt i32 %4, 68
  br i1 %141, label %142, label %517, !llvm.loop !11

; <label>:142                                     ; preds = %140
  store float 2.720000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 16), align 4
  store float 2.730000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 17), align 4
  store float 2.740000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 18), align 4
  store float 2.750000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 19), align 4
  %143 = icmp ugt i32 %4, 69
  br i1 %143, label %144, label %517, !llvm.loop !11

; <label>:144                                     ; preds = %142
  store float 2.760000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 20), align 4
  store float 2.770000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 21), align 4
  store float 2.780000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 22), align 4
  store float 2.790000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 23), align 4
  %145 = icmp ugt i32 %4, 70
  br i1 %145, label %146, label %517, !llvm.loop !11

; <label>:146                                     ; preds = %144
  store float 2.800000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 24), align 4
  store float 2.810000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 25), align 4
  store float 2.820000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 26), align 4
  store float 2.830000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 27), align 4
  %147 = icmp ugt i32 %4, 71
  br i1 %147, label %148, label %517, !llvm.loop !11

; <label>:148                                     ; preds = %146
  store float 2.840000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 28), align 4
  store float 2.850000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 29), align 4
  store float 2.860000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 30), align 4
  store float 2.870000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 31), align 4
  %149 = icmp ugt i32 %4, 72
  br i1 %149, label %150, label %517, !llvm.loop !11

; <label>:150                                     ; preds = %148
  store float 2.880000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 32), align 4
  store float 2.890000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 33), align 4
  store float 2.900000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 34), align 4
  store float 2.910000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 35), align 4
  %151 = icmp ugt i32 %4, 73
  br i1 %151, label %152, label %517, !llvm.loop !11

; <label>:152                                     ; preds = %150
  store float 2.920000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 36), align 4
  store float 2.930000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 37), align 4
  store float 2.940000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 38), align 4
  store float 2.950000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 39), align 4
  %153 = icmp ugt i32 %4, 74
  br i1 %153, label %154, label %517, !llvm.loop !11

; <label>:154                                     ; preds = %152
  store float 2.960000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 40), align 4
  store float 2.970000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 41), align 4
  store float 2.980000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 42), align 4
  store float 2.990000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 43), align 4
  %155 = icmp ugt i32 %4, 75
  br i1 %155, label %156, label %517, !llvm.loop !11

; <label>:156                                     ; preds = %154
  store float 3.000000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 44), align 4
  store float 3.010000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 45), align 4
  store float 3.020000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 46), align 4
  store float 3.030000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 47), align 4
  %157 = icmp ugt i32 %4, 76
  br i1 %157, label %158, label %517, !llvm.loop !11

; <label>:158                                     ; preds = %156
  store float 3.040000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 48), align 4
  store float 3.050000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 49), align 4
  store float 3.060000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 50), align 4
  store float 3.070000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 51), align 4
  %159 = icmp ugt i32 %4, 77
  br i1 %159, label %160, label %517, !llvm.loop !11

; <label>:160                                     ; preds = %158
  store float 3.080000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 52), align 4
  store float 3.090000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 53), align 4
  store float 3.100000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 54), align 4
  store float 3.110000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 55), align 4
  %161 = icmp ugt i32 %4, 78
  br i1 %161, label %162, label %517, !llvm.loop !11

; <label>:162                                     ; preds = %160
  store float 3.120000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 56), align 4
  store float 3.130000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 57), align 4
  store float 3.140000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 58), align 4
  store float 3.150000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 59), align 4
  %163 = icmp ugt i32 %4, 79
  br i1 %163, label %164, label %517, !llvm.loop !11

; <label>:164                                     ; preds = %162
  store float 3.160000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 60), align 4
  store float 3.170000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 61), align 4
  store float 3.180000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 62), align 4
  store float 3.190000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 63), align 4
  %165 = icmp ugt i32 %4, 80
  br i1 %165, label %166, label %517, !llvm.loop !11

; <label>:166                                     ; preds = %164
  store float 3.200000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 64), align 4
  store float 3.210000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 65), align 4
  store float 3.220000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 66), align 4
  store float 3.230000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 67), align 4
  %167 = icmp ugt i32 %4, 81
  br i1 %167, label %168, label %517, !llvm.loop !11

; <label>:168                                     ; preds = %166
  store float 3.240000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 68), align 4
  store float 3.250000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 69), align 4
  store float 3.260000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 70), align 4
  store float 3.270000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 71), align 4
  %169 = icmp ugt i32 %4, 82
  br i1 %169, label %170, label %517, !llvm.loop !11

; <label>:170                                     ; preds = %168
  store float 3.280000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 72), align 4
  store float 3.290000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 73), align 4
  store float 3.300000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 74), align 4
  store float 3.310000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 75), align 4
  %171 = icmp ugt i32 %4, 83
  br i1 %171, label %172, label %517, !llvm.loop !11

; <label>:172                                     ; preds = %170
  store float 3.320000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 76), align 4
  store float 3.330000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 77), align 4
  store float 3.340000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 78), align 4
  store float 3.350000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 79), align 4
  %173 = icmp ugt i32 %4, 84
  br i1 %173, label %174, label %517, !llvm.loop !11

; <label>:174                                     ; preds = %172
  store float 3.360000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 80), align 4
  store float 3.370000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 81), align 4
  store float 3.380000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 82), align 4
  store float 3.390000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 83), align 4
  %175 = icmp ugt i32 %4, 85
  br i1 %175, label %176, label %517, !llvm.loop !11

; <label>:176                                     ; preds = %174
  store float 3.400000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 84), align 4
  store float 3.410000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 85), align 4
  store float 3.420000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 86), align 4
  store float 3.430000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 87), align 4
  %177 = icmp ugt i32 %4, 86
  br i1 %177, label %178, label %517, !llvm.loop !11

; <label>:178                                     ; preds = %176
  store float 3.440000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 88), align 4
  store float 3.450000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 89), align 4
  store float 3.460000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 90), align 4
  store float 3.470000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 91), align 4
  %179 = icmp ugt i32 %4, 87
  br i1 %179, label %180, label %517, !llvm.loop !11

; <label>:180                                     ; preds = %178
  store float 3.480000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 92), align 4
  store float 3.490000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 93), align 4
  store float 3.500000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 94), align 4
  store float 3.510000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 95), align 4
  %181 = icmp ugt i32 %4, 88
  br i1 %181, label %182, label %517, !llvm.loop !11

; <label>:182                                     ; preds = %180
  store float 3.520000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 96), align 4
  store float 3.530000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 97), align 4
  store float 3.540000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 98), align 4
  store float 3.550000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 99), align 4
  %183 = icmp ugt i32 %4, 89
  br i1 %183, label %184, label %517, !llvm.loop !11

; <label>:184                                     ; preds = %182
  store float 3.560000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 100), align 4
  store float 3.570000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 101), align 4
  store float 3.580000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 102), align 4
  store float 3.590000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 103), align 4
  %185 = icmp ugt i32 %4, 90
  br i1 %185, label %186, label %517, !llvm.loop !11

; <label>:186                                     ; preds = %184
  store float 3.600000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 104), align 4
  store float 3.610000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 105), align 4
  store float 3.620000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 106), align 4
  store float 3.630000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 107), align 4
  %187 = icmp ugt i32 %4, 91
  br i1 %187, label %188, label %517, !llvm.loop !11

; <label>:188                                     ; preds = %186
  store float 3.640000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 108), align 4
  store float 3.650000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 109), align 4
  store float 3.660000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 110), align 4
  store float 3.670000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 111), align 4
  %189 = icmp ugt i32 %4, 92
  br i1 %189, label %190, label %517, !llvm.loop !11

; <label>:190                                     ; preds = %188
  store float 3.680000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 112), align 4
  store float 3.690000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 113), align 4
  store float 3.700000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 114), align 4
  store float 3.710000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 115), align 4
  %191 = icmp ugt i32 %4, 93
  br i1 %191, label %192, label %517, !llvm.loop !11

; <label>:192                                     ; preds = %190
  store float 3.720000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 116), align 4
  store float 3.730000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 117), align 4
  store float 3.740000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 118), align 4
  store float 3.750000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 119), align 4
  %193 = icmp ugt i32 %4, 94
  br i1 %193, label %194, label %517, !llvm.loop !11

; <label>:194                                     ; preds = %192
  store float 3.760000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 120), align 4
  store float 3.770000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 121), align 4
  store float 3.780000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 122), align 4
  store float 3.790000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 123), align 4
  %195 = icmp ugt i32 %4, 95
  br i1 %195, label %196, label %517, !llvm.loop !11

; <label>:196                                     ; preds = %194
  store float 3.800000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 124), align 4
  store float 3.810000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 125), align 4
  store float 3.820000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 126), align 4
  store float 3.830000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 127), align 4
  %197 = icmp ugt i32 %4, 96
  br i1 %197, label %198, label %517, !llvm.loop !11

; <label>:198                                     ; preds = %196
  store float 3.840000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 128), align 4
  store float 3.850000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 129), align 4
  store float 3.860000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 130), align 4
  store float 3.870000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 131), align 4
  %199 = icmp ugt i32 %4, 97
  br i1 %199, label %200, label %517, !llvm.loop !11

; <label>:200                                     ; preds = %198
  store float 3.880000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 132), align 4
  store float 3.890000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 133), align 4
  store float 3.900000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 134), align 4
  store float 3.910000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 135), align 4
  %201 = icmp ugt i32 %4, 98
  br i1 %201, label %202, label %517, !llvm.loop !11

; <label>:202                                     ; preds = %200
  store float 3.920000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 136), align 4
  store float 3.930000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 137), align 4
  store float 3.940000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 138), align 4
  store float 3.950000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 139), align 4
  %203 = icmp ugt i32 %4, 99
  br i1 %203, label %204, label %517, !llvm.loop !11

; <label>:204                                     ; preds = %202
  store float 3.960000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 140), align 4
  store float 3.970000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 141), align 4
  store float 3.980000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 142), align 4
  store float 3.990000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 143), align 4
  %205 = icmp ugt i32 %4, 100
  br i1 %205, label %206, label %517, !llvm.loop !11

; <label>:206                                     ; preds = %204
  store float 4.000000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 144), align 4
  store float 4.010000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 145), align 4
  store float 4.020000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 146), align 4
  store float 4.030000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 147), align 4
  %207 = icmp ugt i32 %4, 101
  br i1 %207, label %208, label %517, !llvm.loop !11

; <label>:208                                     ; preds = %206
  store float 4.040000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 148), align 4
  store float 4.050000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 149), align 4
  store float 4.060000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 150), align 4
  store float 4.070000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 151), align 4
  %209 = icmp ugt i32 %4, 102
  br i1 %209, label %210, label %517, !llvm.loop !11

; <label>:210                                     ; preds = %208
  store float 4.080000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 152), align 4
  store float 4.090000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 153), align 4
  store float 4.100000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 154), align 4
  store float 4.110000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 155), align 4
  %211 = icmp ugt i32 %4, 103
  br i1 %211, label %212, label %517, !llvm.loop !11

; <label>:212                                     ; preds = %210
  store float 4.120000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 156), align 4
  store float 4.130000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 157), align 4
  store float 4.140000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 158), align 4
  store float 4.150000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 159), align 4
  %213 = icmp ugt i32 %4, 104
  br i1 %213, label %214, label %517, !llvm.loop !11

; <label>:214                                     ; preds = %212
  store float 4.160000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 160), align 4
  store float 4.170000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 161), align 4
  store float 4.180000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 162), align 4
  store float 4.190000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 163), align 4
  %215 = icmp ugt i32 %4, 105
  br i1 %215, label %216, label %517, !llvm.loop !11

; <label>:216                                     ; preds = %214
  store float 4.200000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 164), align 4
  store float 4.210000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 165), align 4
  store float 4.220000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 166), align 4
  store float 4.230000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 167), align 4
  %217 = icmp ugt i32 %4, 106
  br i1 %217, label %218, label %517, !llvm.loop !11

; <label>:218                                     ; preds = %216
  store float 4.240000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 168), align 4
  store float 4.250000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 169), align 4
  store float 4.260000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 170), align 4
  store float 4.270000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 171), align 4
  %219 = icmp ugt i32 %4, 107
  br i1 %219, label %220, label %517, !llvm.loop !11

; <label>:220                                     ; preds = %218
  store float 4.280000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 172), align 4
  store float 4.290000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 173), align 4
  store float 4.300000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 174), align 4
  store float 4.310000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 175), align 4
  %221 = icmp ugt i32 %4, 108
  br i1 %221, label %222, label %517, !llvm.loop !11

; <label>:222                                     ; preds = %220
  store float 4.320000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 176), align 4
  store float 4.330000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 177), align 4
  store float 4.340000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 178), align 4
  store float 4.350000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 179), align 4
  %223 = icmp ugt i32 %4, 109
  br i1 %223, label %224, label %517, !llvm.loop !11

; <label>:224                                     ; preds = %222
  store float 4.360000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 180), align 4
  store float 4.370000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 181), align 4
  store float 4.380000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 182), align 4
  store float 4.390000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 183), align 4
  %225 = icmp ugt i32 %4, 110
  br i1 %225, label %226, label %517, !llvm.loop !11

; <label>:226                                     ; preds = %224
  store float 4.400000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 184), align 4
  store float 4.410000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 185), align 4
  store float 4.420000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 186), align 4
  store float 4.430000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 187), align 4
  %227 = icmp ugt i32 %4, 111
  br i1 %227, label %228, label %517, !llvm.loop !11

; <label>:228                                     ; preds = %226
  store float 4.440000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 188), align 4
  store float 4.450000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 189), align 4
  store float 4.460000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 190), align 4
  store float 4.470000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 191), align 4
  %229 = icmp ugt i32 %4, 112
  br i1 %229, label %230, label %517, !llvm.loop !11

; <label>:230                                     ; preds = %228
  store float 4.480000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 192), align 4
  store float 4.490000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 193), align 4
  store float 4.500000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 194), align 4
  store float 4.510000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 195), align 4
  %231 = icmp ugt i32 %4, 113
  br i1 %231, label %232, label %517, !llvm.loop !11

; <label>:232                                     ; preds = %230
  store float 4.520000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 196), align 4
  store float 4.530000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 197), align 4
  store float 4.540000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 198), align 4
  store float 4.550000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 199), align 4
  %233 = icmp ugt i32 %4, 114
  br i1 %233, label %234, label %517, !llvm.loop !11

; <label>:234                                     ; preds = %232
  store float 4.560000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 200), align 4
  store float 4.570000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 201), align 4
  store float 4.580000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 202), align 4
  store float 4.590000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 203), align 4
  %235 = icmp ugt i32 %4, 115
  br i1 %235, label %236, label %517, !llvm.loop !11

; <label>:236                                     ; preds = %234
  store float 4.600000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 204), align 4
  store float 4.610000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 205), align 4
  store float 4.620000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 206), align 4
  store float 4.630000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 207), align 4
  %237 = icmp ugt i32 %4, 116
  br i1 %237, label %238, label %517, !llvm.loop !11

; <label>:238                                     ; preds = %236
  store float 4.640000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 208), align 4
  store float 4.650000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 209), align 4
  store float 4.660000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 210), align 4
  store float 4.670000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 211), align 4
  %239 = icmp ugt i32 %4, 117
  br i1 %239, label %240, label %517, !llvm.loop !11

; <label>:240                                     ; preds = %238
  store float 4.680000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 212), align 4
  store float 4.690000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 213), align 4
  store float 4.700000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 214), align 4
  store float 4.710000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 215), align 4
  %241 = icmp ugt i32 %4, 118
  br i1 %241, label %242, label %517, !llvm.loop !11

; <label>:242                                     ; preds = %240
  store float 4.720000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 216), align 4
  store float 4.730000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 217), align 4
  store float 4.740000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 218), align 4
  store float 4.750000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 219), align 4
  %243 = icmp ugt i32 %4, 119
  br i1 %243, label %244, label %517, !llvm.loop !11

; <label>:244                                     ; preds = %242
  store float 4.760000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 220), align 4
  store float 4.770000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 221), align 4
  store float 4.780000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 222), align 4
  store float 4.790000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 223), align 4
  %245 = icmp ugt i32 %4, 120
  br i1 %245, label %246, label %517, !llvm.loop !11

; <label>:246                                     ; preds = %244
  store float 4.800000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 224), align 4
  store float 4.810000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 225), align 4
  store float 4.820000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 226), align 4
  store float 4.830000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 227), align 4
  %247 = icmp ugt i32 %4, 121
  br i1 %247, label %248, label %517, !llvm.loop !11

; <label>:248                                     ; preds = %246
  store float 4.840000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 228), align 4
  store float 4.850000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 229), align 4
  store float 4.860000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 230), align 4
  store float 4.870000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 231), align 4
  %249 = icmp ugt i32 %4, 122
  br i1 %249, label %250, label %517, !llvm.loop !11

; <label>:250                                     ; preds = %248
  store float 4.880000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 232), align 4
  store float 4.890000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 233), align 4
  store float 4.900000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 234), align 4
  store float 4.910000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 235), align 4
  %251 = icmp ugt i32 %4, 123
  br i1 %251, label %252, label %517, !llvm.loop !11

; <label>:252                                     ; preds = %250
  store float 4.920000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 236), align 4
  store float 4.930000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 237), align 4
  store float 4.940000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 238), align 4
  store float 4.950000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 239), align 4
  %253 = icmp ugt i32 %4, 124
  br i1 %253, label %254, label %517, !llvm.loop !11

; <label>:254                                     ; preds = %252
  store float 4.960000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 240), align 4
  store float 4.970000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 241), align 4
  store float 4.980000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 242), align 4
  store float 4.990000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 243), align 4
  %255 = icmp ugt i32 %4, 125
  br i1 %255, label %256, label %517, !llvm.loop !11

; <label>:256                                     ; preds = %254
  store float 5.000000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 244), align 4
  store float 5.010000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 245), align 4
  store float 5.020000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 246), align 4
  store float 5.030000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 247), align 4
  %257 = icmp ugt i32 %4, 126
  br i1 %257, label %258, label %517, !llvm.loop !11

; <label>:258                                     ; preds = %256
  store float 5.040000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 248), align 4
  store float 5.050000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 249), align 4
  store float 5.060000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 250), align 4
  store float 5.070000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 251), align 4
  %259 = icmp ugt i32 %4, 127
  br i1 %259, label %260, label %517, !llvm.loop !11

; <label>:260                                     ; preds = %258
  store float 5.080000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 252), align 4
  store float 5.090000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 253), align 4
  store float 5.100000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 254), align 4
  store float 5.110000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 1, i32 255), align 4
  %261 = icmp ugt i32 %4, 128
  br i1 %261, label %262, label %517, !llvm.loop !11

; <label>:262                                     ; preds = %260
  store float 5.120000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 0), align 4
  store float 5.130000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 1), align 4
  store float 5.140000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 2), align 4
  store float 5.150000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 3), align 4
  %263 = icmp ugt i32 %4, 129
  br i1 %263, label %264, label %517, !llvm.loop !11

; <label>:264                                     ; preds = %262
  store float 5.160000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 4), align 4
  store float 5.170000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 5), align 4
  store float 5.180000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 6), align 4
  store float 5.190000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 7), align 4
  %265 = icmp ugt i32 %4, 130
  br i1 %265, label %266, label %517, !llvm.loop !11

; <label>:266                                     ; preds = %264
  store float 5.200000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 8), align 4
  store float 5.210000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 9), align 4
  store float 5.220000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 10), align 4
  store float 5.230000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 11), align 4
  %267 = icmp ugt i32 %4, 131
  br i1 %267, label %268, label %517, !llvm.loop !11

; <label>:268                                     ; preds = %266
  store float 5.240000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 12), align 4
  store float 5.250000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 13), align 4
  store float 5.260000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 14), align 4
  store float 5.270000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 15), align 4
  %269 = icmp ugt i32 %4, 132
  br i1 %269, label %270, label %517, !llvm.loop !11

; <label>:270                                     ; preds = %268
  store float 5.280000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 16), align 4
  store float 5.290000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 17), align 4
  store float 5.300000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 18), align 4
  store float 5.310000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 19), align 4
  %271 = icmp ugt i32 %4, 133
  br i1 %271, label %272, label %517, !llvm.loop !11

; <label>:272                                     ; preds = %270
  store float 5.320000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 20), align 4
  store float 5.330000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 21), align 4
  store float 5.340000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 22), align 4
  store float 5.350000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 23), align 4
  %273 = icmp ugt i32 %4, 134
  br i1 %273, label %274, label %517, !llvm.loop !11

; <label>:274                                     ; preds = %272
  store float 5.360000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 24), align 4
  store float 5.370000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 25), align 4
  store float 5.380000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 26), align 4
  store float 5.390000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 27), align 4
  %275 = icmp ugt i32 %4, 135
  br i1 %275, label %276, label %517, !llvm.loop !11

; <label>:276                                     ; preds = %274
  store float 5.400000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 28), align 4
  store float 5.410000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 29), align 4
  store float 5.420000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 30), align 4
  store float 5.430000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 31), align 4
  %277 = icmp ugt i32 %4, 136
  br i1 %277, label %278, label %517, !llvm.loop !11

; <label>:278                                     ; preds = %276
  store float 5.440000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 32), align 4
  store float 5.450000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 33), align 4
  store float 5.460000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 34), align 4
  store float 5.470000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 35), align 4
  %279 = icmp ugt i32 %4, 137
  br i1 %279, label %280, label %517, !llvm.loop !11

; <label>:280                                     ; preds = %278
  store float 5.480000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 36), align 4
  store float 5.490000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 37), align 4
  store float 5.500000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 38), align 4
  store float 5.510000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 39), align 4
  %281 = icmp ugt i32 %4, 138
  br i1 %281, label %282, label %517, !llvm.loop !11

; <label>:282                                     ; preds = %280
  store float 5.520000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 40), align 4
  store float 5.530000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 41), align 4
  store float 5.540000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 42), align 4
  store float 5.550000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 43), align 4
  %283 = icmp ugt i32 %4, 139
  br i1 %283, label %284, label %517, !llvm.loop !11

; <label>:284                                     ; preds = %282
  store float 5.560000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 44), align 4
  store float 5.570000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 45), align 4
  store float 5.580000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 46), align 4
  store float 5.590000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 47), align 4
  %285 = icmp ugt i32 %4, 140
  br i1 %285, label %286, label %517, !llvm.loop !11

; <label>:286                                     ; preds = %284
  store float 5.600000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 48), align 4
  store float 5.610000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 49), align 4
  store float 5.620000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 50), align 4
  store float 5.630000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 51), align 4
  %287 = icmp ugt i32 %4, 141
  br i1 %287, label %288, label %517, !llvm.loop !11

; <label>:288                                     ; preds = %286
  store float 5.640000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 52), align 4
  store float 5.650000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 53), align 4
  store float 5.660000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 54), align 4
  store float 5.670000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 55), align 4
  %289 = icmp ugt i32 %4, 142
  br i1 %289, label %290, label %517, !llvm.loop !11

; <label>:290                                     ; preds = %288
  store float 5.680000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 56), align 4
  store float 5.690000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 57), align 4
  store float 5.700000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 58), align 4
  store float 5.710000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 59), align 4
  %291 = icmp ugt i32 %4, 143
  br i1 %291, label %292, label %517, !llvm.loop !11

; <label>:292                                     ; preds = %290
  store float 5.720000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 60), align 4
  store float 5.730000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 61), align 4
  store float 5.740000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 62), align 4
  store float 5.750000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 63), align 4
  %293 = icmp ugt i32 %4, 144
  br i1 %293, label %294, label %517, !llvm.loop !11

; <label>:294                                     ; preds = %292
  store float 5.760000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 64), align 4
  store float 5.770000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 65), align 4
  store float 5.780000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 66), align 4
  store float 5.790000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 67), align 4
  %295 = icmp ugt i32 %4, 145
  br i1 %295, label %296, label %517, !llvm.loop !11

; <label>:296                                     ; preds = %294
  store float 5.800000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 68), align 4
  store float 5.810000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 69), align 4
  store float 5.820000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 70), align 4
  store float 5.830000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 71), align 4
  %297 = icmp ugt i32 %4, 146
  br i1 %297, label %298, label %517, !llvm.loop !11

; <label>:298                                     ; preds = %296
  store float 5.840000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 72), align 4
  store float 5.850000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 73), align 4
  store float 5.860000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 74), align 4
  store float 5.870000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 75), align 4
  %299 = icmp ugt i32 %4, 147
  br i1 %299, label %300, label %517, !llvm.loop !11

; <label>:300                                     ; preds = %298
  store float 5.880000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 76), align 4
  store float 5.890000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 77), align 4
  store float 5.900000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 78), align 4
  store float 5.910000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 79), align 4
  %301 = icmp ugt i32 %4, 148
  br i1 %301, label %302, label %517, !llvm.loop !11

; <label>:302                                     ; preds = %300
  store float 5.920000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 80), align 4
  store float 5.930000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 81), align 4
  store float 5.940000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 82), align 4
  store float 5.950000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 83), align 4
  %303 = icmp ugt i32 %4, 149
  br i1 %303, label %304, label %517, !llvm.loop !11

; <label>:304                                     ; preds = %302
  store float 5.960000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 84), align 4
  store float 5.970000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 85), align 4
  store float 5.980000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 86), align 4
  store float 5.990000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 87), align 4
  %305 = icmp ugt i32 %4, 150
  br i1 %305, label %306, label %517, !llvm.loop !11

; <label>:306                                     ; preds = %304
  store float 6.000000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 88), align 4
  store float 6.010000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 89), align 4
  store float 6.020000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 90), align 4
  store float 6.030000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 91), align 4
  %307 = icmp ugt i32 %4, 151
  br i1 %307, label %308, label %517, !llvm.loop !11

; <label>:308                                     ; preds = %306
  store float 6.040000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 92), align 4
  store float 6.050000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 93), align 4
  store float 6.060000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 94), align 4
  store float 6.070000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 95), align 4
  %309 = icmp ugt i32 %4, 152
  br i1 %309, label %310, label %517, !llvm.loop !11

; <label>:310                                     ; preds = %308
  store float 6.080000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 96), align 4
  store float 6.090000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 97), align 4
  store float 6.100000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 98), align 4
  store float 6.110000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 99), align 4
  %311 = icmp ugt i32 %4, 153
  br i1 %311, label %312, label %517, !llvm.loop !11

; <label>:312                                     ; preds = %310
  store float 6.120000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 100), align 4
  store float 6.130000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 101), align 4
  store float 6.140000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 102), align 4
  store float 6.150000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 103), align 4
  %313 = icmp ugt i32 %4, 154
  br i1 %313, label %314, label %517, !llvm.loop !11

; <label>:314                                     ; preds = %312
  store float 6.160000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 104), align 4
  store float 6.170000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 105), align 4
  store float 6.180000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 106), align 4
  store float 6.190000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 107), align 4
  %315 = icmp ugt i32 %4, 155
  br i1 %315, label %316, label %517, !llvm.loop !11

; <label>:316                                     ; preds = %314
  store float 6.200000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 108), align 4
  store float 6.210000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 109), align 4
  store float 6.220000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 110), align 4
  store float 6.230000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 111), align 4
  %317 = icmp ugt i32 %4, 156
  br i1 %317, label %318, label %517, !llvm.loop !11

; <label>:318                                     ; preds = %316
  store float 6.240000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 112), align 4
  store float 6.250000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 113), align 4
  store float 6.260000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 114), align 4
  store float 6.270000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 115), align 4
  %319 = icmp ugt i32 %4, 157
  br i1 %319, label %320, label %517, !llvm.loop !11

; <label>:320                                     ; preds = %318
  store float 6.280000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 116), align 4
  store float 6.290000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 117), align 4
  store float 6.300000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 118), align 4
  store float 6.310000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 119), align 4
  %321 = icmp ugt i32 %4, 158
  br i1 %321, label %322, label %517, !llvm.loop !11

; <label>:322                                     ; preds = %320
  store float 6.320000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 120), align 4
  store float 6.330000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 121), align 4
  store float 6.340000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 122), align 4
  store float 6.350000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 123), align 4
  %323 = icmp ugt i32 %4, 159
  br i1 %323, label %324, label %517, !llvm.loop !11

; <label>:324                                     ; preds = %322
  store float 6.360000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 124), align 4
  store float 6.370000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 125), align 4
  store float 6.380000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 126), align 4
  store float 6.390000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 127), align 4
  %325 = icmp ugt i32 %4, 160
  br i1 %325, label %326, label %517, !llvm.loop !11

; <label>:326                                     ; preds = %324
  store float 6.400000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 128), align 4
  store float 6.410000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 129), align 4
  store float 6.420000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 130), align 4
  store float 6.430000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 131), align 4
  %327 = icmp ugt i32 %4, 161
  br i1 %327, label %328, label %517, !llvm.loop !11

; <label>:328                                     ; preds = %326
  store float 6.440000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 132), align 4
  store float 6.450000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 133), align 4
  store float 6.460000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 134), align 4
  store float 6.470000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 135), align 4
  %329 = icmp ugt i32 %4, 162
  br i1 %329, label %330, label %517, !llvm.loop !11

; <label>:330                                     ; preds = %328
  store float 6.480000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 136), align 4
  store float 6.490000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 137), align 4
  store float 6.500000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 138), align 4
  store float 6.510000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 139), align 4
  %331 = icmp ugt i32 %4, 163
  br i1 %331, label %332, label %517, !llvm.loop !11

; <label>:332                                     ; preds = %330
  store float 6.520000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 140), align 4
  store float 6.530000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 141), align 4
  store float 6.540000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 142), align 4
  store float 6.550000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 143), align 4
  %333 = icmp ugt i32 %4, 164
  br i1 %333, label %334, label %517, !llvm.loop !11

; <label>:334                                     ; preds = %332
  store float 6.560000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 144), align 4
  store float 6.570000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 145), align 4
  store float 6.580000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 146), align 4
  store float 6.590000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 147), align 4
  %335 = icmp ugt i32 %4, 165
  br i1 %335, label %336, label %517, !llvm.loop !11

; <label>:336                                     ; preds = %334
  store float 6.600000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 148), align 4
  store float 6.610000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 149), align 4
  store float 6.620000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 150), align 4
  store float 6.630000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 151), align 4
  %337 = icmp ugt i32 %4, 166
  br i1 %337, label %338, label %517, !llvm.loop !11

; <label>:338                                     ; preds = %336
  store float 6.640000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 152), align 4
  store float 6.650000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 153), align 4
  store float 6.660000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 154), align 4
  store float 6.670000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 155), align 4
  %339 = icmp ugt i32 %4, 167
  br i1 %339, label %340, label %517, !llvm.loop !11

; <label>:340                                     ; preds = %338
  store float 6.680000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 156), align 4
  store float 6.690000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 157), align 4
  store float 6.700000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 158), align 4
  store float 6.710000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 159), align 4
  %341 = icmp ugt i32 %4, 168
  br i1 %341, label %342, label %517, !llvm.loop !11

; <label>:342                                     ; preds = %340
  store float 6.720000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 160), align 4
  store float 6.730000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 161), align 4
  store float 6.740000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 162), align 4
  store float 6.750000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 163), align 4
  %343 = icmp ugt i32 %4, 169
  br i1 %343, label %344, label %517, !llvm.loop !11

; <label>:344                                     ; preds = %342
  store float 6.760000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 164), align 4
  store float 6.770000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 165), align 4
  store float 6.780000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 166), align 4
  store float 6.790000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 167), align 4
  %345 = icmp ugt i32 %4, 170
  br i1 %345, label %346, label %517, !llvm.loop !11

; <label>:346                                     ; preds = %344
  store float 6.800000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 168), align 4
  store float 6.810000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 169), align 4
  store float 6.820000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 170), align 4
  store float 6.830000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 171), align 4
  %347 = icmp ugt i32 %4, 171
  br i1 %347, label %348, label %517, !llvm.loop !11

; <label>:348                                     ; preds = %346
  store float 6.840000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 172), align 4
  store float 6.850000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 173), align 4
  store float 6.860000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 174), align 4
  store float 6.870000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 175), align 4
  %349 = icmp ugt i32 %4, 172
  br i1 %349, label %350, label %517, !llvm.loop !11

; <label>:350                                     ; preds = %348
  store float 6.880000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 176), align 4
  store float 6.890000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 177), align 4
  store float 6.900000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 178), align 4
  store float 6.910000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 179), align 4
  %351 = icmp ugt i32 %4, 173
  br i1 %351, label %352, label %517, !llvm.loop !11

; <label>:352                                     ; preds = %350
  store float 6.920000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 180), align 4
  store float 6.930000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 181), align 4
  store float 6.940000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 182), align 4
  store float 6.950000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 183), align 4
  %353 = icmp ugt i32 %4, 174
  br i1 %353, label %354, label %517, !llvm.loop !11

; <label>:354                                     ; preds = %352
  store float 6.960000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 184), align 4
  store float 6.970000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 185), align 4
  store float 6.980000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 186), align 4
  store float 6.990000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 187), align 4
  %355 = icmp ugt i32 %4, 175
  br i1 %355, label %356, label %517, !llvm.loop !11

; <label>:356                                     ; preds = %354
  store float 7.000000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 188), align 4
  store float 7.010000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 189), align 4
  store float 7.020000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 190), align 4
  store float 7.030000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 191), align 4
  %357 = icmp ugt i32 %4, 176
  br i1 %357, label %358, label %517, !llvm.loop !11

; <label>:358                                     ; preds = %356
  store float 7.040000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 192), align 4
  store float 7.050000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 193), align 4
  store float 7.060000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 194), align 4
  store float 7.070000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 195), align 4
  %359 = icmp ugt i32 %4, 177
  br i1 %359, label %360, label %517, !llvm.loop !11

; <label>:360                                     ; preds = %358
  store float 7.080000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 196), align 4
  store float 7.090000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 197), align 4
  store float 7.100000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 198), align 4
  store float 7.110000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 199), align 4
  %361 = icmp ugt i32 %4, 178
  br i1 %361, label %362, label %517, !llvm.loop !11

; <label>:362                                     ; preds = %360
  store float 7.120000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 200), align 4
  store float 7.130000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 201), align 4
  store float 7.140000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 202), align 4
  store float 7.150000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 203), align 4
  %363 = icmp ugt i32 %4, 179
  br i1 %363, label %364, label %517, !llvm.loop !11

; <label>:364                                     ; preds = %362
  store float 7.160000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 204), align 4
  store float 7.170000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 205), align 4
  store float 7.180000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 206), align 4
  store float 7.190000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 207), align 4
  %365 = icmp ugt i32 %4, 180
  br i1 %365, label %366, label %517, !llvm.loop !11

; <label>:366                                     ; preds = %364
  store float 7.200000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 208), align 4
  store float 7.210000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 209), align 4
  store float 7.220000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 210), align 4
  store float 7.230000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 211), align 4
  %367 = icmp ugt i32 %4, 181
  br i1 %367, label %368, label %517, !llvm.loop !11

; <label>:368                                     ; preds = %366
  store float 7.240000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 212), align 4
  store float 7.250000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 213), align 4
  store float 7.260000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 214), align 4
  store float 7.270000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 215), align 4
  %369 = icmp ugt i32 %4, 182
  br i1 %369, label %370, label %517, !llvm.loop !11

; <label>:370                                     ; preds = %368
  store float 7.280000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 216), align 4
  store float 7.290000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 217), align 4
  store float 7.300000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 218), align 4
  store float 7.310000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 219), align 4
  %371 = icmp ugt i32 %4, 183
  br i1 %371, label %372, label %517, !llvm.loop !11

; <label>:372                                     ; preds = %370
  store float 7.320000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 220), align 4
  store float 7.330000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 221), align 4
  store float 7.340000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 222), align 4
  store float 7.350000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 223), align 4
  %373 = icmp ugt i32 %4, 184
  br i1 %373, label %374, label %517, !llvm.loop !11

; <label>:374                                     ; preds = %372
  store float 7.360000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 224), align 4
  store float 7.370000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 225), align 4
  store float 7.380000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 226), align 4
  store float 7.390000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 227), align 4
  %375 = icmp ugt i32 %4, 185
  br i1 %375, label %376, label %517, !llvm.loop !11

; <label>:376                                     ; preds = %374
  store float 7.400000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 228), align 4
  store float 7.410000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 229), align 4
  store float 7.420000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 230), align 4
  store float 7.430000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 231), align 4
  %377 = icmp ugt i32 %4, 186
  br i1 %377, label %378, label %517, !llvm.loop !11

; <label>:378                                     ; preds = %376
  store float 7.440000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 232), align 4
  store float 7.450000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 233), align 4
  store float 7.460000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 234), align 4
  store float 7.470000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 235), align 4
  %379 = icmp ugt i32 %4, 187
  br i1 %379, label %380, label %517, !llvm.loop !11

; <label>:380                                     ; preds = %378
  store float 7.480000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 236), align 4
  store float 7.490000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 237), align 4
  store float 7.500000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 238), align 4
  store float 7.510000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 239), align 4
  %381 = icmp ugt i32 %4, 188
  br i1 %381, label %382, label %517, !llvm.loop !11

; <label>:382                                     ; preds = %380
  store float 7.520000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 240), align 4
  store float 7.530000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 241), align 4
  store float 7.540000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 242), align 4
  store float 7.550000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 243), align 4
  %383 = icmp ugt i32 %4, 189
  br i1 %383, label %384, label %517, !llvm.loop !11

; <label>:384                                     ; preds = %382
  store float 7.560000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 244), align 4
  store float 7.570000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 245), align 4
  store float 7.580000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 246), align 4
  store float 7.590000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 247), align 4
  %385 = icmp ugt i32 %4, 190
  br i1 %385, label %386, label %517, !llvm.loop !11

; <label>:386                                     ; preds = %384
  store float 7.600000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 248), align 4
  store float 7.610000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 249), align 4
  store float 7.620000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 250), align 4
  store float 7.630000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 251), align 4
  %387 = icmp ugt i32 %4, 191
  br i1 %387, label %388, label %517, !llvm.loop !11

; <label>:388                                     ; preds = %386
  store float 7.640000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 252), align 4
  store float 7.650000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 253), align 4
  store float 7.660000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 254), align 4
  store float 7.670000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 2, i32 255), align 4
  %389 = icmp ugt i32 %4, 192
  br i1 %389, label %390, label %517, !llvm.loop !11

; <label>:390                                     ; preds = %388
  store float 7.680000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 0), align 4
  store float 7.690000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 1), align 4
  store float 7.700000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 2), align 4
  store float 7.710000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 3), align 4
  %391 = icmp ugt i32 %4, 193
  br i1 %391, label %392, label %517, !llvm.loop !11

; <label>:392                                     ; preds = %390
  store float 7.720000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 4), align 4
  store float 7.730000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 5), align 4
  store float 7.740000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 6), align 4
  store float 7.750000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 7), align 4
  %393 = icmp ugt i32 %4, 194
  br i1 %393, label %394, label %517, !llvm.loop !11

; <label>:394                                     ; preds = %392
  store float 7.760000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 8), align 4
  store float 7.770000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 9), align 4
  store float 7.780000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 10), align 4
  store float 7.790000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 11), align 4
  %395 = icmp ugt i32 %4, 195
  br i1 %395, label %396, label %517, !llvm.loop !11

; <label>:396                                     ; preds = %394
  store float 7.800000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 12), align 4
  store float 7.810000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 13), align 4
  store float 7.820000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 14), align 4
  store float 7.830000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 15), align 4
  %397 = icmp ugt i32 %4, 196
  br i1 %397, label %398, label %517, !llvm.loop !11

; <label>:398                                     ; preds = %396
  store float 7.840000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 16), align 4
  store float 7.850000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 17), align 4
  store float 7.860000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 18), align 4
  store float 7.870000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 19), align 4
  %399 = icmp ugt i32 %4, 197
  br i1 %399, label %400, label %517, !llvm.loop !11

; <label>:400                                     ; preds = %398
  store float 7.880000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 20), align 4
  store float 7.890000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 21), align 4
  store float 7.900000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 22), align 4
  store float 7.910000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 23), align 4
  %401 = icmp ugt i32 %4, 198
  br i1 %401, label %402, label %517, !llvm.loop !11

; <label>:402                                     ; preds = %400
  store float 7.920000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 24), align 4
  store float 7.930000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 25), align 4
  store float 7.940000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 26), align 4
  store float 7.950000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 27), align 4
  %403 = icmp ugt i32 %4, 199
  br i1 %403, label %404, label %517, !llvm.loop !11

; <label>:404                                     ; preds = %402
  store float 7.960000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 28), align 4
  store float 7.970000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 29), align 4
  store float 7.980000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 30), align 4
  store float 7.990000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 31), align 4
  %405 = icmp ugt i32 %4, 200
  br i1 %405, label %406, label %517, !llvm.loop !11

; <label>:406                                     ; preds = %404
  store float 8.000000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 32), align 4
  store float 8.010000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 33), align 4
  store float 8.020000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 34), align 4
  store float 8.030000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 35), align 4
  %407 = icmp ugt i32 %4, 201
  br i1 %407, label %408, label %517, !llvm.loop !11

; <label>:408                                     ; preds = %406
  store float 8.040000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 36), align 4
  store float 8.050000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 37), align 4
  store float 8.060000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 38), align 4
  store float 8.070000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 39), align 4
  %409 = icmp ugt i32 %4, 202
  br i1 %409, label %410, label %517, !llvm.loop !11

; <label>:410                                     ; preds = %408
  store float 8.080000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 40), align 4
  store float 8.090000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 41), align 4
  store float 8.100000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 42), align 4
  store float 8.110000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 43), align 4
  %411 = icmp ugt i32 %4, 203
  br i1 %411, label %412, label %517, !llvm.loop !11

; <label>:412                                     ; preds = %410
  store float 8.120000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 44), align 4
  store float 8.130000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 45), align 4
  store float 8.140000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 46), align 4
  store float 8.150000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 47), align 4
  %413 = icmp ugt i32 %4, 204
  br i1 %413, label %414, label %517, !llvm.loop !11

; <label>:414                                     ; preds = %412
  store float 8.160000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 48), align 4
  store float 8.170000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 49), align 4
  store float 8.180000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 50), align 4
  store float 8.190000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 51), align 4
  %415 = icmp ugt i32 %4, 205
  br i1 %415, label %416, label %517, !llvm.loop !11

; <label>:416                                     ; preds = %414
  store float 8.200000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 52), align 4
  store float 8.210000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 53), align 4
  store float 8.220000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 54), align 4
  store float 8.230000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 55), align 4
  %417 = icmp ugt i32 %4, 206
  br i1 %417, label %418, label %517, !llvm.loop !11

; <label>:418                                     ; preds = %416
  store float 8.240000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 56), align 4
  store float 8.250000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 57), align 4
  store float 8.260000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 58), align 4
  store float 8.270000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 59), align 4
  %419 = icmp ugt i32 %4, 207
  br i1 %419, label %420, label %517, !llvm.loop !11

; <label>:420                                     ; preds = %418
  store float 8.280000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 60), align 4
  store float 8.290000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 61), align 4
  store float 8.300000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 62), align 4
  store float 8.310000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 63), align 4
  %421 = icmp ugt i32 %4, 208
  br i1 %421, label %422, label %517, !llvm.loop !11

; <label>:422                                     ; preds = %420
  store float 8.320000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 64), align 4
  store float 8.330000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 65), align 4
  store float 8.340000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 66), align 4
  store float 8.350000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 67), align 4
  %423 = icmp ugt i32 %4, 209
  br i1 %423, label %424, label %517, !llvm.loop !11

; <label>:424                                     ; preds = %422
  store float 8.360000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 68), align 4
  store float 8.370000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 69), align 4
  store float 8.380000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 70), align 4
  store float 8.390000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 71), align 4
  %425 = icmp ugt i32 %4, 210
  br i1 %425, label %426, label %517, !llvm.loop !11

; <label>:426                                     ; preds = %424
  store float 8.400000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 72), align 4
  store float 8.410000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 73), align 4
  store float 8.420000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 74), align 4
  store float 8.430000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 75), align 4
  %427 = icmp ugt i32 %4, 211
  br i1 %427, label %428, label %517, !llvm.loop !11

; <label>:428                                     ; preds = %426
  store float 8.440000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 76), align 4
  store float 8.450000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 77), align 4
  store float 8.460000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 78), align 4
  store float 8.470000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 79), align 4
  %429 = icmp ugt i32 %4, 212
  br i1 %429, label %430, label %517, !llvm.loop !11

; <label>:430                                     ; preds = %428
  store float 8.480000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 80), align 4
  store float 8.490000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 81), align 4
  store float 8.500000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 82), align 4
  store float 8.510000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 83), align 4
  %431 = icmp ugt i32 %4, 213
  br i1 %431, label %432, label %517, !llvm.loop !11

; <label>:432                                     ; preds = %430
  store float 8.520000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 84), align 4
  store float 8.530000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 85), align 4
  store float 8.540000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 86), align 4
  store float 8.550000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 87), align 4
  %433 = icmp ugt i32 %4, 214
  br i1 %433, label %434, label %517, !llvm.loop !11

; <label>:434                                     ; preds = %432
  store float 8.560000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 88), align 4
  store float 8.570000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 89), align 4
  store float 8.580000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 90), align 4
  store float 8.590000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 91), align 4
  %435 = icmp ugt i32 %4, 215
  br i1 %435, label %436, label %517, !llvm.loop !11

; <label>:436                                     ; preds = %434
  store float 8.600000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 92), align 4
  store float 8.610000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 93), align 4
  store float 8.620000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 94), align 4
  store float 8.630000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 95), align 4
  %437 = icmp ugt i32 %4, 216
  br i1 %437, label %438, label %517, !llvm.loop !11

; <label>:438                                     ; preds = %436
  store float 8.640000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 96), align 4
  store float 8.650000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 97), align 4
  store float 8.660000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 98), align 4
  store float 8.670000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 99), align 4
  %439 = icmp ugt i32 %4, 217
  br i1 %439, label %440, label %517, !llvm.loop !11

; <label>:440                                     ; preds = %438
  store float 8.680000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 100), align 4
  store float 8.690000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 101), align 4
  store float 8.700000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 102), align 4
  store float 8.710000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 103), align 4
  %441 = icmp ugt i32 %4, 218
  br i1 %441, label %442, label %517, !llvm.loop !11

; <label>:442                                     ; preds = %440
  store float 8.720000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 104), align 4
  store float 8.730000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 105), align 4
  store float 8.740000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 106), align 4
  store float 8.750000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 107), align 4
  %443 = icmp ugt i32 %4, 219
  br i1 %443, label %444, label %517, !llvm.loop !11

; <label>:444                                     ; preds = %442
  store float 8.760000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 108), align 4
  store float 8.770000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 109), align 4
  store float 8.780000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 110), align 4
  store float 8.790000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 111), align 4
  %445 = icmp ugt i32 %4, 220
  br i1 %445, label %446, label %517, !llvm.loop !11

; <label>:446                                     ; preds = %444
  store float 8.800000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 112), align 4
  store float 8.810000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 113), align 4
  store float 8.820000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 114), align 4
  store float 8.830000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 115), align 4
  %447 = icmp ugt i32 %4, 221
  br i1 %447, label %448, label %517, !llvm.loop !11

; <label>:448                                     ; preds = %446
  store float 8.840000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 116), align 4
  store float 8.850000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 117), align 4
  store float 8.860000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 118), align 4
  store float 8.870000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 119), align 4
  %449 = icmp ugt i32 %4, 222
  br i1 %449, label %450, label %517, !llvm.loop !11

; <label>:450                                     ; preds = %448
  store float 8.880000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 120), align 4
  store float 8.890000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 121), align 4
  store float 8.900000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 122), align 4
  store float 8.910000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 123), align 4
  %451 = icmp ugt i32 %4, 223
  br i1 %451, label %452, label %517, !llvm.loop !11

; <label>:452                                     ; preds = %450
  store float 8.920000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 124), align 4
  store float 8.930000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 125), align 4
  store float 8.940000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 126), align 4
  store float 8.950000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 127), align 4
  %453 = icmp ugt i32 %4, 224
  br i1 %453, label %454, label %517, !llvm.loop !11

; <label>:454                                     ; preds = %452
  store float 8.960000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 128), align 4
  store float 8.970000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 129), align 4
  store float 8.980000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 130), align 4
  store float 8.990000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 131), align 4
  %455 = icmp ugt i32 %4, 225
  br i1 %455, label %456, label %517, !llvm.loop !11

; <label>:456                                     ; preds = %454
  store float 9.000000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 132), align 4
  store float 9.010000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 133), align 4
  store float 9.020000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 134), align 4
  store float 9.030000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 135), align 4
  %457 = icmp ugt i32 %4, 226
  br i1 %457, label %458, label %517, !llvm.loop !11

; <label>:458                                     ; preds = %456
  store float 9.040000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 136), align 4
  store float 9.050000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 137), align 4
  store float 9.060000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 138), align 4
  store float 9.070000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 139), align 4
  %459 = icmp ugt i32 %4, 227
  br i1 %459, label %460, label %517, !llvm.loop !11

; <label>:460                                     ; preds = %458
  store float 9.080000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 140), align 4
  store float 9.090000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 141), align 4
  store float 9.100000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 142), align 4
  store float 9.110000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 143), align 4
  %461 = icmp ugt i32 %4, 228
  br i1 %461, label %462, label %517, !llvm.loop !11

; <label>:462                                     ; preds = %460
  store float 9.120000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 144), align 4
  store float 9.130000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 145), align 4
  store float 9.140000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 146), align 4
  store float 9.150000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 147), align 4
  %463 = icmp ugt i32 %4, 229
  br i1 %463, label %464, label %517, !llvm.loop !11

; <label>:464                                     ; preds = %462
  store float 9.160000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 148), align 4
  store float 9.170000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 149), align 4
  store float 9.180000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 150), align 4
  store float 9.190000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 151), align 4
  %465 = icmp ugt i32 %4, 230
  br i1 %465, label %466, label %517, !llvm.loop !11

; <label>:466                                     ; preds = %464
  store float 9.200000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 152), align 4
  store float 9.210000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 153), align 4
  store float 9.220000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 154), align 4
  store float 9.230000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 155), align 4
  %467 = icmp ugt i32 %4, 231
  br i1 %467, label %468, label %517, !llvm.loop !11

; <label>:468                                     ; preds = %466
  store float 9.240000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 156), align 4
  store float 9.250000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 157), align 4
  store float 9.260000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 158), align 4
  store float 9.270000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 159), align 4
  %469 = icmp ugt i32 %4, 232
  br i1 %469, label %470, label %517, !llvm.loop !11

; <label>:470                                     ; preds = %468
  store float 9.280000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 160), align 4
  store float 9.290000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 161), align 4
  store float 9.300000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 162), align 4
  store float 9.310000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 163), align 4
  %471 = icmp ugt i32 %4, 233
  br i1 %471, label %472, label %517, !llvm.loop !11

; <label>:472                                     ; preds = %470
  store float 9.320000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 164), align 4
  store float 9.330000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 165), align 4
  store float 9.340000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 166), align 4
  store float 9.350000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 167), align 4
  %473 = icmp ugt i32 %4, 234
  br i1 %473, label %474, label %517, !llvm.loop !11

; <label>:474                                     ; preds = %472
  store float 9.360000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 168), align 4
  store float 9.370000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 169), align 4
  store float 9.380000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 170), align 4
  store float 9.390000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 171), align 4
  %475 = icmp ugt i32 %4, 235
  br i1 %475, label %476, label %517, !llvm.loop !11

; <label>:476                                     ; preds = %474
  store float 9.400000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 172), align 4
  store float 9.410000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 173), align 4
  store float 9.420000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 174), align 4
  store float 9.430000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 175), align 4
  %477 = icmp ugt i32 %4, 236
  br i1 %477, label %478, label %517, !llvm.loop !11

; <label>:478                                     ; preds = %476
  store float 9.440000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 176), align 4
  store float 9.450000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 177), align 4
  store float 9.460000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 178), align 4
  store float 9.470000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 179), align 4
  %479 = icmp ugt i32 %4, 237
  br i1 %479, label %480, label %517, !llvm.loop !11

; <label>:480                                     ; preds = %478
  store float 9.480000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 180), align 4
  store float 9.490000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 181), align 4
  store float 9.500000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 182), align 4
  store float 9.510000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 183), align 4
  %481 = icmp ugt i32 %4, 238
  br i1 %481, label %482, label %517, !llvm.loop !11

; <label>:482                                     ; preds = %480
  store float 9.520000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 184), align 4
  store float 9.530000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 185), align 4
  store float 9.540000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 186), align 4
  store float 9.550000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 187), align 4
  %483 = icmp ugt i32 %4, 239
  br i1 %483, label %484, label %517, !llvm.loop !11

; <label>:484                                     ; preds = %482
  store float 9.560000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 188), align 4
  store float 9.570000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 189), align 4
  store float 9.580000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 190), align 4
  store float 9.590000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 191), align 4
  %485 = icmp ugt i32 %4, 240
  br i1 %485, label %486, label %517, !llvm.loop !11

; <label>:486                                     ; preds = %484
  store float 9.600000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 192), align 4
  store float 9.610000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 193), align 4
  store float 9.620000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 194), align 4
  store float 9.630000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 195), align 4
  %487 = icmp ugt i32 %4, 241
  br i1 %487, label %488, label %517, !llvm.loop !11

; <label>:488                                     ; preds = %486
  store float 9.640000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 196), align 4
  store float 9.650000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 197), align 4
  store float 9.660000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 198), align 4
  store float 9.670000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 199), align 4
  %489 = icmp ugt i32 %4, 242
  br i1 %489, label %490, label %517, !llvm.loop !11

; <label>:490                                     ; preds = %488
  store float 9.680000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 200), align 4
  store float 9.690000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 201), align 4
  store float 9.700000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 202), align 4
  store float 9.710000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 203), align 4
  %491 = icmp ugt i32 %4, 243
  br i1 %491, label %492, label %517, !llvm.loop !11

; <label>:492                                     ; preds = %490
  store float 9.720000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 204), align 4
  store float 9.730000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 205), align 4
  store float 9.740000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 206), align 4
  store float 9.750000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 207), align 4
  %493 = icmp ugt i32 %4, 244
  br i1 %493, label %494, label %517, !llvm.loop !11

; <label>:494                                     ; preds = %492
  store float 9.760000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 208), align 4
  store float 9.770000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 209), align 4
  store float 9.780000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 210), align 4
  store float 9.790000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 211), align 4
  %495 = icmp ugt i32 %4, 245
  br i1 %495, label %496, label %517, !llvm.loop !11

; <label>:496                                     ; preds = %494
  store float 9.800000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 212), align 4
  store float 9.810000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 213), align 4
  store float 9.820000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 214), align 4
  store float 9.830000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 215), align 4
  %497 = icmp ugt i32 %4, 246
  br i1 %497, label %498, label %517, !llvm.loop !11

; <label>:498                                     ; preds = %496
  store float 9.840000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 216), align 4
  store float 9.850000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 217), align 4
  store float 9.860000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 218), align 4
  store float 9.870000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 219), align 4
  %499 = icmp ugt i32 %4, 247
  br i1 %499, label %500, label %517, !llvm.loop !11

; <label>:500                                     ; preds = %498
  store float 9.880000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 220), align 4
  store float 9.890000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 221), align 4
  store float 9.900000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 222), align 4
  store float 9.910000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 223), align 4
  %501 = icmp ugt i32 %4, 248
  br i1 %501, label %502, label %517, !llvm.loop !11

; <label>:502                                     ; preds = %500
  store float 9.920000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 224), align 4
  store float 9.930000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 225), align 4
  store float 9.940000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 226), align 4
  store float 9.950000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 227), align 4
  %503 = icmp ugt i32 %4, 249
  br i1 %503, label %504, label %517, !llvm.loop !11

; <label>:504                                     ; preds = %502
  store float 9.960000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 228), align 4
  store float 9.970000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 229), align 4
  store float 9.980000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 230), align 4
  store float 9.990000e+02, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 231), align 4
  %505 = icmp ugt i32 %4, 250
  br i1 %505, label %506, label %517, !llvm.loop !11

; <label>:506                                     ; preds = %504
  store float 1.000000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 232), align 4
  store float 1.001000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 233), align 4
  store float 1.002000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 234), align 4
  store float 1.003000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 235), align 4
  %507 = icmp ugt i32 %4, 251
  br i1 %507, label %508, label %517, !llvm.loop !11

; <label>:508                                     ; preds = %506
  store float 1.004000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 236), align 4
  store float 1.005000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 237), align 4
  store float 1.006000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 238), align 4
  store float 1.007000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 239), align 4
  %509 = icmp ugt i32 %4, 252
  br i1 %509, label %510, label %517, !llvm.loop !11

; <label>:510                                     ; preds = %508
  store float 1.008000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 240), align 4
  store float 1.009000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 241), align 4
  store float 1.010000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 242), align 4
  store float 1.011000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 243), align 4
  %511 = icmp ugt i32 %4, 253
  br i1 %511, label %512, label %517, !llvm.loop !11

; <label>:512                                     ; preds = %510
  store float 1.012000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 244), align 4
  store float 1.013000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 245), align 4
  store float 1.014000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 246), align 4
  store float 1.015000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 247), align 4
  %513 = icmp ugt i32 %4, 254
  br i1 %513, label %514, label %517, !llvm.loop !11

; <label>:514                                     ; preds = %512
  store float 1.016000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 248), align 4
  store float 1.017000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 249), align 4
  store float 1.018000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 250), align 4
  store float 1.019000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 251), align 4
  %515 = icmp ugt i32 %4, 255
  br i1 %515, label %516, label %517, !llvm.loop !11

; <label>:516                                     ; preds = %514
  store float 1.020000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 252), align 4
  store float 1.021000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 253), align 4
  store float 1.022000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 254), align 4
  store float 1.023000e+03, float addrspace(3)* getelementptr ([256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 3, i32 255), align 4
  br label %517

; <label>:517                                     ; preds = %516, %514, %512, %510, %508, %506, %504, %502, %500, %498, %496, %494, %492, %490, %488, %486, %484, %482, %480, %478, %476, %474, %472, %470, %468, %466, %464, %462, %460, %458, %456, %454, %452, %450, %448, %446, %444, %442, %440, %438, %436, %434, %432, %430, %428, %426, %424, %422, %420, %418, %416, %414, %412, %410, %408, %406, %404, %402, %400, %398, %396, %394, %392, %390, %388, %386, %384, %382, %380, %378, %376, %374, %372, %370, %368, %366, %364, %362, %360, %358, %356, %354, %352, %350, %348, %346, %344, %342, %340, %338, %336, %334, %332, %330, %328, %326, %324, %322, %320, %318, %316, %314, %312, %310, %308, %306, %304, %302, %300, %298, %296, %294, %292, %290, %288, %286, %284, %282, %280, %278, %276, %274, %272, %270, %268, %266, %264, %262, %260, %258, %256, %254, %252, %250, %248, %246, %244, %242, %240, %238, %236, %234, %232, %230, %228, %226, %224, %222, %220, %218, %216, %214, %212, %210, %208, %206, %204, %202, %200, %198, %196, %194, %192, %190, %188, %186, %184, %182, %180, %178, %176, %174, %172, %170, %168, %166, %164, %162, %160, %158, %156, %154, %152, %150, %148, %146, %144, %142, %140, %138, %136, %134, %132, %130, %128, %126, %124, %122, %120, %118, %116, %114, %112, %110, %108, %106, %104, %102, %100, %98, %96, %94, %92, %90, %88, %86, %84, %82, %80, %78, %76, %74, %72, %70, %68, %66, %64, %62, %60, %58, %56, %54, %52, %50, %48, %46, %44, %42, %40, %38, %36, %34, %32, %30, %28, %26, %24, %22, %20, %18, %16, %14, %12, %10, %8, %6, %0
  call void @dx.op.barrier(i32 80, i32 9)  ; Barrier(barrierMode)
  %518 = and i32 %2, 3
  %519 = mul i32 %518, 4
  %520 = add i32 0, %519
  %521 = getelementptr [256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 %520
  %522 = load float, float addrspace(3)* %521, align 4
  %523 = mul i32 %518, 4
  %524 = add i32 1, %523
  %525 = getelementptr [256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 %524
  %526 = load float, float addrspace(3)* %525, align 4
  %527 = mul i32 %518, 4
  %528 = add i32 2, %527
  %529 = getelementptr [256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 %528
  %530 = load float, float addrspace(3)* %529, align 4
  %531 = mul i32 %518, 4
  %532 = add i32 3, %531
  %533 = getelementptr [256 x float], [256 x float] addrspace(3)* @"\01?foo@@3PAV?$vector@M$03@@A.v.1dim", i32 0, i32 %532
  %534 = load float, float addrspace(3)* %533, align 4
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %1, i32 %2, i32 0, float %522, float %526, float %530, float %534, i8 15)  ; BufferStore(uav,coord0,coord1,value0,value1,value2,value3,mask)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.threadId.i32(i32, i32) #0

; Function Attrs: nounwind readnone
declare i32 @dx.op.waveGetLaneCount(i32) #0

; Function Attrs: noduplicate nounwind
declare void @dx.op.barrier(i32, i32) #1

; Function Attrs: nounwind readonly
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #2

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
!dx.entryPoints = !{!8}

!0 = !{!"dxc(private) 1.9.0.15466 (main, 9a3e225da-dirty)"}
!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 0}
!4 = !{null, !5, null, null}
!5 = !{!6}
!6 = !{i32 0, %"class.RWStructuredBuffer<vector<float, 4> >"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!7 = !{i32 1, i32 16}
!8 = !{void ()* @main, !"main", null, !4, !9}
!9 = !{i32 0, i64 524304, i32 4, !10}
!10 = !{i32 64, i32 1, i32 1}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.full"}

