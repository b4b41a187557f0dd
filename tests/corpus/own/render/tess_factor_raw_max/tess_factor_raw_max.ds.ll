;
; Input signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; CPPOS                    0   xyz         0     NONE   float   xyz 
;
;
; Output signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; SV_Position              0   xyzw        0      POS   float   xyzw
; COLOR                    0   xyzw        1     NONE   float   xyzw
;
;
; Patch Constant signature:
;
; Name                 Index   Mask Register SysValue  Format   Used
; -------------------- ----- ------ -------- -------- ------- ------
; SV_TessFactor            0      w        0 QUADEDGE   float   xyz 
; SV_TessFactor            1      w        1 QUADEDGE   float   xyz 
; SV_TessFactor            2      w        2 QUADEDGE   float   xyz 
; SV_TessFactor            3      w        3 QUADEDGE   float   xyz 
; SV_InsideTessFactor      0      w        4  QUADINT   float   xyz 
; SV_InsideTessFactor      1      w        5  QUADINT   float   xyz 
;
; shader hash: f4c9a594f4136978a610c2066083f3aa
;
; Pipeline Runtime Information: 
;
;PSVRuntimeInfo:
; Domain Shader
; InputControlPointCount=4
; OutputPositionPresent=1
; MinimumExpectedWaveLaneCount: 0
; MaximumExpectedWaveLaneCount: 4294967295
; UsesViewID: false
; SigInputElements: 1
; SigOutputElements: 2
; SigPatchConstOrPrimElements: 2
; SigInputVectors: 1
; SigOutputVectors[0]: 2
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
; CPPOS                    0                 linear       
;
; Output signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; SV_Position              0          noperspective       
; COLOR                    0                 linear       
;
; Patch Constant signature:
;
; Name                 Index             InterpMode DynIdx
; -------------------- ----- ---------------------- ------
; SV_TessFactor            0                              
; SV_InsideTessFactor      0                              
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
; Number of inputs: 3, outputs: 8, patchconst: 24
; Outputs dependent on ViewId: {  }
; Inputs contributing to computation of Outputs:
;   output 0 depends on inputs: { 0 }
;   output 1 depends on inputs: { 1 }
;   output 2 depends on inputs: { 2 }
; PCInputs contributing to computation of Outputs:
;   output 7 depends on inputs: { 3, 7, 11, 15, 19, 23 }
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

define void @main() {
  %1 = call float @dx.op.domainLocation.f32(i32 105, i8 0)  ; DomainLocation(component)
  %2 = call float @dx.op.domainLocation.f32(i32 105, i8 1)  ; DomainLocation(component)
  %3 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 3)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %4 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 3)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %5 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 3)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %6 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 2)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %7 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 2)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %8 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 2)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %9 = fsub fast float %3, %6
  %10 = fsub fast float %4, %7
  %11 = fsub fast float %5, %8
  %12 = fmul fast float %9, %1
  %13 = fmul fast float %10, %1
  %14 = fmul fast float %11, %1
  %15 = fadd fast float %12, %6
  %16 = fadd fast float %13, %7
  %17 = fadd fast float %14, %8
  %18 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 1)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %19 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 1)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %20 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 1)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %21 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 0)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %22 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 0)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %23 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 0)  ; LoadInput(inputSigId,rowIndex,colIndex,gsVertexAxis)
  %24 = fsub fast float %18, %21
  %25 = fsub fast float %19, %22
  %26 = fsub fast float %20, %23
  %27 = fmul fast float %24, %1
  %28 = fmul fast float %25, %1
  %29 = fmul fast float %26, %1
  %30 = fadd fast float %27, %21
  %31 = fadd fast float %28, %22
  %32 = fadd fast float %29, %23
  %33 = fsub fast float %15, %30
  %34 = fsub fast float %16, %31
  %35 = fsub fast float %17, %32
  %36 = fmul fast float %33, %2
  %37 = fmul fast float %34, %2
  %38 = fmul fast float %35, %2
  %39 = fadd fast float %36, %30
  %40 = fadd fast float %37, %31
  %41 = fadd fast float %38, %32
  %42 = call float @dx.op.loadPatchConstant.f32(i32 104, i32 0, i32 0, i8 0)  ; LoadPatchConstant(inputSigId,row,col)
  %43 = call float @dx.op.loadPatchConstant.f32(i32 104, i32 0, i32 1, i8 0)  ; LoadPatchConstant(inputSigId,row,col)
  %44 = fmul fast float %43, 2.000000e+00
  %45 = fadd fast float %44, %42
  %46 = call float @dx.op.loadPatchConstant.f32(i32 104, i32 0, i32 2, i8 0)  ; LoadPatchConstant(inputSigId,row,col)
  %47 = fmul fast float %46, 4.000000e+00
  %48 = fadd fast float %45, %47
  %49 = call float @dx.op.loadPatchConstant.f32(i32 104, i32 0, i32 3, i8 0)  ; LoadPatchConstant(inputSigId,row,col)
  %50 = fmul fast float %49, 8.000000e+00
  %51 = fadd fast float %48, %50
  %52 = call float @dx.op.loadPatchConstant.f32(i32 104, i32 1, i32 0, i8 0)  ; LoadPatchConstant(inputSigId,row,col)
  %53 = fmul fast float %52, 1.600000e+01
  %54 = fadd fast float %51, %53
  %55 = call float @dx.op.loadPatchConstant.f32(i32 104, i32 1, i32 1, i8 0)  ; LoadPatchConstant(inputSigId,row,col)
  %56 = fmul fast float %55, 3.200000e+01
  %57 = fadd fast float %54, %56
  %58 = fmul fast float %1, %1
  %59 = fmul fast float %2, %2
  %60 = fmul fast float %2, %1
  %61 = fmul fast float %57, 9.765625e-04
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %39)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %40)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %41)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.000000e+00)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %58)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float %59)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 2, float %60)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 3, float %61)  ; StoreOutput(outputSigId,rowIndex,colIndex,value)
  ret void
}

; Function Attrs: nounwind readnone
declare float @dx.op.domainLocation.f32(i32, i8) #0

; Function Attrs: nounwind readnone
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) #0

; Function Attrs: nounwind
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) #1

; Function Attrs: nounwind readnone
declare float @dx.op.loadPatchConstant.f32(i32, i32, i32, i8) #0

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
!3 = !{!"ds", i32 6, i32 0}
!4 = !{[30 x i32] [i32 3, i32 8, i32 1, i32 2, i32 4, i32 24, i32 0, i32 0, i32 0, i32 128, i32 0, i32 0, i32 0, i32 128, i32 0, i32 0, i32 0, i32 128, i32 0, i32 0, i32 0, i32 128, i32 0, i32 0, i32 0, i32 128, i32 0, i32 0, i32 0, i32 128]}
!5 = !{void ()* @main, !"main", !6, null, !21}
!6 = !{!7, !11, !15}
!7 = !{!8}
!8 = !{i32 0, !"CPPOS", i8 9, i8 0, !9, i8 2, i32 1, i8 3, i32 0, i8 0, !10}
!9 = !{i32 0}
!10 = !{i32 3, i32 7}
!11 = !{!12, !14}
!12 = !{i32 0, !"SV_Position", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0, !13}
!13 = !{i32 3, i32 15}
!14 = !{i32 1, !"COLOR", i8 9, i8 0, !9, i8 2, i32 1, i8 4, i32 1, i8 0, !13}
!15 = !{!16, !19}
!16 = !{i32 0, !"SV_TessFactor", i8 9, i8 25, !17, i8 0, i32 4, i8 1, i32 0, i8 3, !18}
!17 = !{i32 0, i32 1, i32 2, i32 3}
!18 = !{i32 3, i32 1}
!19 = !{i32 1, !"SV_InsideTessFactor", i8 9, i8 26, !20, i8 0, i32 2, i8 1, i32 4, i8 3, !18}
!20 = !{i32 0, i32 1}
!21 = !{i32 2, !22}
!22 = !{i32 3, i32 4}

