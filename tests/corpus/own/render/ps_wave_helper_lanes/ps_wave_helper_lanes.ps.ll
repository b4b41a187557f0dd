;
; Note: shader requires additional functionality:
;       Double-precision floating point
;       Wave level operations
;
;
; Input signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; SV_Position              0   xyzw        0      POS   float   xy  
;
;
; Output signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; SV_Target                0   xyzw        0   TARGET   float   xyzw
;
; shader hash: 1db642fe16668caa6c289114b51ada17
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Pixel Shader
; DepthOutput=0
; SampleFrequency=0
; MinimumExpectedWaveLaneCount: 0
; MaximumExpectedWaveLaneCount: 4294967295
; UsesViewID: false
; SigInputElements: 1
; SigOutputElements: 1
; SigPatchConstOrPrimElements: 0
; SigInputVectors: 1
; SigOutputVectors[0]: 1
; SigOutputVectors[1]: 0
; SigOutputVectors[2]: 0
; SigOutputVectors[3]: 0
; EntryFunctionName: main
;
;
; Input signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; SV_Position              0          noperspective       
;
; Output signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; SV_Target                0                              
;
; Buffer Definitions:
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
;
;
; ViewId state:
;
; Number of inputs: 4, outputs: 4
; Outputs dependent on ViewId: {  }
; Inputs contributing to computation of Outputs:
;   output 0 depends on inputs: { 0, 1 }
;   output 1 depends on inputs: { 0, 1 }
;   output 2 depends on inputs: { 0, 1 }
;   output 3 depends on inputs: { 0, 1 }
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.fouri32 = type { i32, i32, i32, i32 }

define void @main() {
  %1 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %2 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %3 = fptoui float %1 to i32
  %4 = fptoui float %2 to i32
  %5 = and i32 %3, 1
  %6 = shl i32 %4, 1
  %7 = and i32 %6, 2
  %8 = or i32 %7, %5
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %15, label %10

; <label>:10                                      ; preds = %0
  %11 = icmp eq i32 %8, 1
  br i1 %11, label %15, label %12

; <label>:12                                      ; preds = %10
  %13 = icmp eq i32 %8, 2
  %14 = select i1 %13, float 2.000000e+00, float 5.000000e+00
  br label %15

; <label>:15                                      ; preds = %12, %10, %0
  %16 = phi float [ 1.000000e+00, %0 ], [ %14, %12 ], [ 3.000000e+01, %10 ]
  %17 = icmp eq i32 %8, 3
  br i1 %17, label %19, label %18

; <label>:18                                      ; preds = %15
  call void @dx.op.discard(i32 82, i1 true)  ; Discard(condition)
  br label %19

; <label>:19                                      ; preds = %18, %15
  %20 = call float @dx.op.waveReadLaneFirst.f32(i32 118, float %16)  ; WaveReadLaneFirst(value)
  %21 = fcmp fast oeq float %20, 5.000000e+00
  %22 = zext i1 %21 to i32
  %23 = call float @dx.op.waveActiveOp.f32(i32 119, float %16, i8 3, i8 0)  ; WaveActiveOp(value,op,sop)
  %24 = fcmp fast oeq float %23, 5.000000e+00
  %25 = or i32 %22, 2
  %26 = select i1 %24, i32 %25, i32 %22
  %27 = call float @dx.op.waveActiveOp.f32(i32 119, float %16, i8 2, i8 0)  ; WaveActiveOp(value,op,sop)
  %28 = fcmp fast oeq float %27, 5.000000e+00
  %29 = or i32 %26, 4
  %30 = select i1 %28, i32 %29, i32 %26
  %31 = call i1 @dx.op.waveActiveAllEqual.f32(i32 115, float %16)  ; WaveActiveAllEqual(value)
  %32 = or i32 %30, 8
  %33 = select i1 %31, i32 %32, i32 %30
  %34 = fcmp fast oeq float %16, 5.000000e+00
  %35 = call i1 @dx.op.waveAllTrue(i32 114, i1 %34)  ; WaveAllTrue(cond)
  %36 = or i32 %33, 16
  %37 = select i1 %35, i32 %36, i32 %33
  %38 = fcmp fast une float %16, 5.000000e+00
  %39 = call i1 @dx.op.waveAnyTrue(i32 113, i1 %38)  ; WaveAnyTrue(cond)
  %40 = or i32 %37, 32
  %41 = select i1 %39, i32 %37, i32 %40
  %42 = call %dx.types.fouri32 @dx.op.waveActiveBallot(i32 116, i1 %38)  ; WaveActiveBallot(cond)
  %43 = extractvalue %dx.types.fouri32 %42, 0
  %44 = extractvalue %dx.types.fouri32 %42, 1
  %45 = extractvalue %dx.types.fouri32 %42, 2
  %46 = extractvalue %dx.types.fouri32 %42, 3
  %47 = or i32 %43, %44
  %48 = or i32 %47, %45
  %49 = or i32 %48, %46
  %50 = icmp eq i32 %49, 0
  %51 = or i32 %41, 64
  %52 = select i1 %50, i32 %51, i32 %41
  %53 = call i32 @dx.op.waveAllOp(i32 135, i1 %38)  ; WaveAllBitCount(value)
  %54 = icmp eq i32 %53, 0
  %55 = or i32 %52, 128
  %56 = select i1 %54, i32 %55, i32 %52
  %57 = call float @dx.op.waveActiveOp.f32(i32 119, float %16, i8 0, i8 0)  ; WaveActiveOp(value,op,sop)
  %58 = call i32 @dx.op.waveAllOp(i32 135, i1 true)  ; WaveAllBitCount(value)
  %59 = uitofp i32 %58 to float
  %60 = fmul fast float %59, 5.000000e+00
  %61 = fcmp fast oeq float %57, %60
  %62 = or i32 %56, 256
  %63 = select i1 %61, i32 %62, i32 %56
  %64 = select i1 %34, double 1.000000e+00, double 0.000000e+00
  %65 = call double @dx.op.waveActiveOp.f64(i32 119, double %64, i8 1, i8 0)  ; WaveActiveOp(value,op,sop)
  %66 = fcmp fast oeq double %65, 1.000000e+00
  %67 = or i32 %63, 512
  %68 = select i1 %66, i32 %67, i32 %63
  %69 = bitcast float %16 to i32
  %70 = call i32 @dx.op.waveActiveBit.i32(i32 120, i32 %69, i8 1)  ; WaveActiveBit(value,op)
  %71 = icmp eq i32 %70, 1084227584
  %72 = or i32 %68, 1024
  %73 = select i1 %71, i32 %72, i32 %68
  %74 = call i32 @dx.op.waveActiveBit.i32(i32 120, i32 %69, i8 0)  ; WaveActiveBit(value,op)
  %75 = icmp eq i32 %74, 1084227584
  %76 = or i32 %73, 2048
  %77 = select i1 %75, i32 %76, i32 %73
  %78 = call float @dx.op.wavePrefixOp.f32(i32 121, float %16, i8 0, i8 0)  ; WavePrefixOp(value,op,sop)
  %79 = call i32 @dx.op.wavePrefixOp(i32 136, i1 true)  ; WavePrefixBitCount(value)
  %80 = uitofp i32 %79 to float
  %81 = fmul fast float %80, 5.000000e+00
  %82 = fcmp fast oeq float %78, %81
  %83 = or i32 %77, 4096
  %84 = select i1 %82, i32 %83, i32 %77
  %85 = call i1 @dx.op.waveIsFirstLane(i32 110)  ; WaveIsFirstLane()
  %86 = zext i1 %85 to i32
  %87 = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %86, i8 0, i8 1)  ; WaveActiveOp(value,op,sop)
  %88 = icmp eq i32 %87, 1
  %89 = or i32 %84, 8192
  %90 = select i1 %88, i32 %89, i32 %84
  %91 = call %dx.types.fouri32 @dx.op.waveActiveBallot(i32 116, i1 true)  ; WaveActiveBallot(cond)
  %92 = extractvalue %dx.types.fouri32 %91, 0
  %93 = extractvalue %dx.types.fouri32 %91, 1
  %94 = extractvalue %dx.types.fouri32 %91, 2
  %95 = extractvalue %dx.types.fouri32 %91, 3
  %96 = call %dx.types.fouri32 @dx.op.waveMatch.f32(i32 165, float %16)  ; WaveMatch(value)
  %97 = extractvalue %dx.types.fouri32 %96, 0
  %98 = extractvalue %dx.types.fouri32 %96, 1
  %99 = extractvalue %dx.types.fouri32 %96, 2
  %100 = extractvalue %dx.types.fouri32 %96, 3
  %101 = icmp eq i32 %97, %92
  %102 = icmp eq i32 %98, %93
  %103 = icmp eq i32 %99, %94
  %104 = icmp eq i32 %100, %95
  %105 = and i1 %101, %102
  %106 = and i1 %103, %105
  %107 = and i1 %104, %106
  %108 = or i32 %90, 16384
  %109 = select i1 %107, i32 %108, i32 %90
  %110 = call float @dx.op.waveMultiPrefixOp.f32(i32 166, float %16, i32 %92, i32 %93, i32 %94, i32 %95, i8 0, i8 0)  ; WaveMultiPrefixOp(value,mask0,mask1,mask2,mask3,op,sop)
  %111 = call i32 @dx.op.waveMultiPrefixBitCount(i32 167, i1 true, i32 %92, i32 %93, i32 %94, i32 %95)  ; WaveMultiPrefixBitCount(value,mask0,mask1,mask2,mask3)
  %112 = uitofp i32 %111 to float
  %113 = fmul fast float %112, 5.000000e+00
  %114 = fcmp fast oeq float %110, %113
  %115 = or i32 %109, 32768
  %116 = select i1 %114, i32 %115, i32 %109
  br i1 %38, label %117, label %146, !dx.controlflow.hints !15

; <label>:117                                     ; preds = %19
  %118 = call i1 @dx.op.waveAllTrue(i32 114, i1 false)  ; WaveAllTrue(cond)
  %119 = select i1 %118, i32 3, i32 1
  %120 = call i1 @dx.op.waveAnyTrue(i32 113, i1 true)  ; WaveAnyTrue(cond)
  %121 = or i32 %119, 4
  %122 = select i1 %120, i32 %119, i32 %121
  %123 = call float @dx.op.waveReadLaneFirst.f32(i32 118, float %16)  ; WaveReadLaneFirst(value)
  %124 = fcmp fast oeq float %123, 0.000000e+00
  %125 = or i32 %122, 8
  %126 = select i1 %124, i32 %125, i32 %122
  %127 = call i32 @dx.op.waveAllOp(i32 135, i1 true)  ; WaveAllBitCount(value)
  %128 = icmp eq i32 %127, 0
  %129 = or i32 %126, 16
  %130 = select i1 %128, i32 %129, i32 %126
  %131 = call i1 @dx.op.waveIsFirstLane(i32 110)  ; WaveIsFirstLane()
  %132 = or i32 %130, 32
  %133 = select i1 %131, i32 %130, i32 %132
  %134 = call %dx.types.fouri32 @dx.op.waveActiveBallot(i32 116, i1 true)  ; WaveActiveBallot(cond)
  %135 = extractvalue %dx.types.fouri32 %134, 0
  %136 = extractvalue %dx.types.fouri32 %134, 1
  %137 = extractvalue %dx.types.fouri32 %134, 2
  %138 = extractvalue %dx.types.fouri32 %134, 3
  %139 = or i32 %135, %136
  %140 = or i32 %139, %137
  %141 = or i32 %140, %138
  %142 = icmp eq i32 %141, 0
  %143 = or i32 %133, 64
  %144 = select i1 %142, i32 %143, i32 %133
  %145 = uitofp i32 %144 to float
  br label %146

; <label>:146                                     ; preds = %117, %19
  %147 = phi float [ %145, %117 ], [ 0.000000e+00, %19 ]
  %148 = uitofp i32 %116 to float
  %149 = call float @dx.op.quadOp.f32(i32 123, float %147, i8 0)  ; QuadOp(value,op)
  %150 = call float @dx.op.quadOp.f32(i32 123, float %147, i8 1)  ; QuadOp(value,op)
  %151 = call float @dx.op.quadOp.f32(i32 123, float %147, i8 2)  ; QuadOp(value,op)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %148)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %149)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %150)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %151)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  ret void
}

; Function Attrs: nounwind readnone
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) #0

; Function Attrs: nounwind
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) #1

; Function Attrs: nounwind
declare void @dx.op.discard(i32, i1) #1

; Function Attrs: nounwind
declare float @dx.op.wavePrefixOp.f32(i32, float, i8, i8) #1

; Function Attrs: nounwind
declare float @dx.op.waveActiveOp.f32(i32, float, i8, i8) #1

; Function Attrs: nounwind
declare float @dx.op.waveReadLaneFirst.f32(i32, float) #1

; Function Attrs: nounwind
declare i1 @dx.op.waveActiveAllEqual.f32(i32, float) #1

; Function Attrs: nounwind
declare i1 @dx.op.waveAnyTrue(i32, i1) #1

; Function Attrs: nounwind
declare i1 @dx.op.waveAllTrue(i32, i1) #1

; Function Attrs: nounwind
declare %dx.types.fouri32 @dx.op.waveActiveBallot(i32, i1) #1

; Function Attrs: nounwind
declare i32 @dx.op.wavePrefixOp(i32, i1) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveAllOp(i32, i1) #1

; Function Attrs: nounwind
declare double @dx.op.waveActiveOp.f64(i32, double, i8, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveActiveOp.i32(i32, i32, i8, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveActiveBit.i32(i32, i32, i8) #1

; Function Attrs: nounwind
declare i1 @dx.op.waveIsFirstLane(i32) #1

; Function Attrs: nounwind
declare %dx.types.fouri32 @dx.op.waveMatch.f32(i32, float) #1

; Function Attrs: nounwind
declare float @dx.op.waveMultiPrefixOp.f32(i32, float, i32, i32, i32, i32, i8, i8) #1

; Function Attrs: nounwind
declare i32 @dx.op.waveMultiPrefixBitCount(i32, i1, i32, i32, i32, i32) #1

; Function Attrs: nounwind
declare float @dx.op.quadOp.f32(i32, float, i8) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.viewIdState = !{!4}
!dx.entryPoints = !{!5}

!0 = !{!"dxc(private) 1.9.0.15466 (main, 9a3e225da-dirty)"}
!1 = !{i32 1, i32 5}
!2 = !{i32 1, i32 10}
!3 = !{!"ps", i32 6, i32 5}
!4 = !{[6 x i32] [i32 4, i32 4, i32 15, i32 15, i32 0, i32 0]}
!5 = !{void ()* @main, !"main", !6, null, !14}
!6 = !{!7, !11, null}
!7 = !{!8}
!8 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, !10}
!9 = !{i32 0}
!10 = !{i32 3, i32 3}
!11 = !{!12}
!12 = !{i32 0, !"SV_Target", i8 9, i8 16, !9, i8 0, i32 1, i8 4, i32 0, i8 0, !13}
!13 = !{i32 3, i32 15}
!14 = !{i32 0, i64 524292}
!15 = distinct !{!15, !"dx.controlflow.hints", i32 1}

