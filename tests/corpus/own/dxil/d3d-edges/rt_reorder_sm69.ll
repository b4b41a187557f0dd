; shader hash: 8ecc82b8893caa94bc6b68155508e0c8
;
; Buffer Definitions:
;
;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ------
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%struct.Data = type { i32 }
%dx.types.HitObject = type { i8* }

; Function Attrs: nounwind
define void @"\01?GenControl@@YAXXZ"() #0 {
  %1 = alloca %struct.Data, align 8
  %2 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 0)  ; DispatchRaysIndex(col)
  %3 = getelementptr inbounds %struct.Data, %struct.Data* %1, i32 0, i32 0
  store i32 %2, i32* %3, align 8
  call void @dx.op.callShader.struct.Data(i32 159, i32 0, %struct.Data* nonnull %1)  ; CallShader(ShaderIndex,Parameter)
  ret void
}

; Function Attrs: nounwind
define void @"\01?GenNop@@YAXXZ"() #0 {
  %1 = alloca %struct.Data, align 8
  %2 = call %dx.types.HitObject @dx.op.hitObject_MakeNop(i32 266)  ; HitObject_MakeNop()
  %3 = call i1 @dx.op.hitObject_StateScalar.i1(i32 269, %dx.types.HitObject %2)  ; HitObject_IsMiss(hitObject)
  %4 = zext i1 %3 to i32
  %5 = getelementptr inbounds %struct.Data, %struct.Data* %1, i32 0, i32 0
  store i32 %4, i32* %5, align 8
  call void @dx.op.callShader.struct.Data(i32 159, i32 0, %struct.Data* nonnull %1)  ; CallShader(ShaderIndex,Parameter)
  ret void
}

; Function Attrs: nounwind
define void @"\01?GenReorder@@YAXXZ"() #0 {
  %1 = alloca %struct.Data, align 8
  %2 = call i32 @dx.op.dispatchRaysIndex.i32(i32 145, i8 0)  ; DispatchRaysIndex(col)
  %3 = call %dx.types.HitObject @dx.op.hitObject_MakeNop(i32 266)  ; HitObject_MakeNop()
  call void @dx.op.maybeReorderThread(i32 268, %dx.types.HitObject %3, i32 %2, i32 3)  ; MaybeReorderThread(hitObject,coherenceHint,numCoherenceHintBitsFromLSB)
  %4 = getelementptr inbounds %struct.Data, %struct.Data* %1, i32 0, i32 0
  store i32 7, i32* %4, align 8
  call void @dx.op.callShader.struct.Data(i32 159, i32 0, %struct.Data* nonnull %1)  ; CallShader(ShaderIndex,Parameter)
  ret void
}

; Function Attrs: nounwind
define void @"\01?GenMiss@@YAXXZ"() #0 {
  %1 = alloca %struct.Data, align 8
  %2 = call %dx.types.HitObject @dx.op.hitObject_MakeMiss(i32 265, i32 0, i32 0, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+00)  ; HitObject_MakeMiss(RayFlags,MissShaderIndex,Origin_X,Origin_Y,Origin_Z,TMin,Direction_X,Direction_Y,Direction_Z,TMax)
  %3 = call i1 @dx.op.hitObject_StateScalar.i1(i32 269, %dx.types.HitObject %2)  ; HitObject_IsMiss(hitObject)
  %4 = zext i1 %3 to i32
  %5 = getelementptr inbounds %struct.Data, %struct.Data* %1, i32 0, i32 0
  store i32 %4, i32* %5, align 8
  call void @dx.op.callShader.struct.Data(i32 159, i32 0, %struct.Data* nonnull %1)  ; CallShader(ShaderIndex,Parameter)
  ret void
}

; Function Attrs: nounwind readnone
declare i32 @dx.op.dispatchRaysIndex.i32(i32, i8) #1

; Function Attrs: nounwind
declare void @dx.op.callShader.struct.Data(i32, i32, %struct.Data*) #0

; Function Attrs: nounwind readnone
declare %dx.types.HitObject @dx.op.hitObject_MakeNop(i32) #1

; Function Attrs: nounwind readnone
declare i1 @dx.op.hitObject_StateScalar.i1(i32, %dx.types.HitObject) #1

; Function Attrs: nounwind
declare void @dx.op.maybeReorderThread(i32, %dx.types.HitObject, i32, i32) #0

; Function Attrs: nounwind readnone
declare %dx.types.HitObject @dx.op.hitObject_MakeMiss(i32, i32, i32, float, float, float, float, float, float, float, float) #1

attributes #0 = { nounwind }
attributes #1 = { nounwind readnone }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.typeAnnotations = !{!4}
!dx.entryPoints = !{!8, !9, !12, !13, !14}

!0 = !{!"dxc(private) 1.9.0.15466 (main, 9a3e225da-dirty)"}
!1 = !{i32 1, i32 9}
!2 = !{i32 1, i32 10}
!3 = !{!"lib", i32 6, i32 9}
!4 = !{i32 1, void ()* @"\01?GenControl@@YAXXZ", !5, void ()* @"\01?GenNop@@YAXXZ", !5, void ()* @"\01?GenReorder@@YAXXZ", !5, void ()* @"\01?GenMiss@@YAXXZ", !5}
!5 = !{!6}
!6 = !{i32 1, !7, !7}
!7 = !{}
!8 = !{null, !"", null, null, null}
!9 = !{void ()* @"\01?GenControl@@YAXXZ", !"\01?GenControl@@YAXXZ", null, null, !10}
!10 = !{i32 8, i32 7, i32 5, !11}
!11 = !{i32 0}
!12 = !{void ()* @"\01?GenMiss@@YAXXZ", !"\01?GenMiss@@YAXXZ", null, null, !10}
!13 = !{void ()* @"\01?GenNop@@YAXXZ", !"\01?GenNop@@YAXXZ", null, null, !10}
!14 = !{void ()* @"\01?GenReorder@@YAXXZ", !"\01?GenReorder@@YAXXZ", null, null, !10}

