;
; Input signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; SV_Position              0   xyzw        0      POS   float   xyz 
; TEXCOORD                 0   xy          1     NONE   float   xy  
; TEXCOORD                 1   xy          2     NONE   float   xy  
; TEXCOORD                 2   xy          3     NONE   float   xy  
; SV_SampleIndex           0    N/A  special   SAMPLE    uint     NO
;
;
; Output signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; SV_Target                0   xyzw        0   TARGET   float   xyzw
;
; shader hash: 8caa7a00e4aaad865368160ff8c0192a
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Pixel Shader
; DepthOutput=0
; SampleFrequency=1
; MinimumExpectedWaveLaneCount: 0
; MaximumExpectedWaveLaneCount: 4294967295
; UsesViewID: false
; SigInputElements: 5
; SigOutputElements: 1
; SigPatchConstOrPrimElements: 0
; SigInputVectors: 4
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
; TEXCOORD                 0                 linear       
; TEXCOORD                 1          noperspective       
; TEXCOORD                 2               centroid       
; SV_SampleIndex           0        nointerpolation       
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
; Number of inputs: 14, outputs: 4
; Outputs dependent on ViewId: {  }
; Inputs contributing to computation of Outputs:
;   output 0 depends on inputs: { 0, 1 }
;   output 1 depends on inputs: { 2, 4, 5 }
;   output 2 depends on inputs: { 8, 9 }
;   output 3 depends on inputs: { 12, 13 }
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  %1 = call float @dx.op.loadInput.f32(i32 4, i32 3, i32 0, i8 0, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %2 = call float @dx.op.loadInput.f32(i32 4, i32 3, i32 0, i8 1, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %3 = call float @dx.op.loadInput.f32(i32 4, i32 2, i32 0, i8 0, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %4 = call float @dx.op.loadInput.f32(i32 4, i32 2, i32 0, i8 1, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %5 = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %6 = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %7 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %8 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %9 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %10 = call i32 @dx.op.sampleIndex.i32(i32 90)  ; SampleIndex()
  %11 = fmul fast float %9, 1.600000e+01
  %12 = call float @dx.op.unary.f32(i32 22, float %11)  ; Frc(value)
  %13 = call float @dx.op.unary.f32(i32 22, float %7)  ; Frc(value)
  %14 = call float @dx.op.unary.f32(i32 22, float %8)  ; Frc(value)
  %15 = call float @dx.op.dot2.f32(i32 54, float %13, float %14, float %13, float %14)  ; Dot2(ax,ay,bx,by)
  %16 = call float @dx.op.unary.f32(i32 22, float %5)  ; Frc(value)
  %17 = call float @dx.op.unary.f32(i32 22, float %6)  ; Frc(value)
  %18 = call float @dx.op.dot2.f32(i32 54, float %16, float %17, float %16, float %17)  ; Dot2(ax,ay,bx,by)
  %19 = fmul fast float %12, %12
  %20 = fadd fast float %18, %19
  %21 = call float @dx.op.unary.f32(i32 22, float %3)  ; Frc(value)
  %22 = call float @dx.op.unary.f32(i32 22, float %4)  ; Frc(value)
  %23 = call float @dx.op.dot2.f32(i32 54, float %21, float %22, float %21, float %22)  ; Dot2(ax,ay,bx,by)
  %24 = call float @dx.op.unary.f32(i32 22, float %1)  ; Frc(value)
  %25 = call float @dx.op.unary.f32(i32 22, float %2)  ; Frc(value)
  %26 = call float @dx.op.dot2.f32(i32 54, float %24, float %25, float %24, float %25)  ; Dot2(ax,ay,bx,by)
  %27 = uitofp i32 %10 to float
  %28 = fadd fast float %26, %27
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %15)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %20)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %23)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %28)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.sampleIndex.i32(i32) #0

; Function Attrs: nounwind readnone
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) #0

; Function Attrs: nounwind
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) #1

; Function Attrs: nounwind readnone
declare float @dx.op.unary.f32(i32, float) #0

; Function Attrs: nounwind readnone
declare float @dx.op.dot2.f32(i32, float, float, float, float) #0

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.viewIdState = !{!4}
!dx.entryPoints = !{!5}

!0 = !{!"dxc(private) 1.9.0.15466 (main, 9a3e225da-dirty)"}
!1 = !{i32 1, i32 0}
!2 = !{i32 1, i32 10}
!3 = !{!"ps", i32 6, i32 0}
!4 = !{[16 x i32] [i32 14, i32 4, i32 1, i32 1, i32 2, i32 0, i32 2, i32 2, i32 0, i32 0, i32 4, i32 4, i32 0, i32 0, i32 8, i32 8]}
!5 = !{void ()* @main, !"main", !6, null, null}
!6 = !{!7, !18, null}
!7 = !{!8, !11, !13, !15, !17}
!8 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, !10}
!9 = !{i32 0}
!10 = !{i32 3, i32 7}
!11 = !{i32 1, !"TEXCOORD", i8 9, i8 0, !9, i8 2, i32 1, i8 2, i32 1, i8 0, !12}
!12 = !{i32 3, i32 3}
!13 = !{i32 2, !"TEXCOORD", i8 9, i8 0, !14, i8 4, i32 1, i8 2, i32 2, i8 0, !12}
!14 = !{i32 1}
!15 = !{i32 3, !"TEXCOORD", i8 9, i8 0, !16, i8 3, i32 1, i8 2, i32 3, i8 0, !12}
!16 = !{i32 2}
!17 = !{i32 4, !"SV_SampleIndex", i8 5, i8 12, !9, i8 1, i32 1, i8 1, i32 -1, i8 -1, null}
!18 = !{!19}
!19 = !{i32 0, !"SV_Target", i8 9, i8 16, !9, i8 0, i32 1, i8 4, i32 0, i8 0, !20}
!20 = !{i32 3, i32 15}

