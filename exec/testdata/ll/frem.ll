; ModuleID = 'testdata/c/frem.c'
source_filename = "testdata/c/frem.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global double 1.725000e+01, align 8, !dbg !0
@b = dso_local global double 4.500000e+00, align 8, !dbg !8
@fa = dso_local global float -7.500000e+00, align 4, !dbg !11
@fb = dso_local global float 2.000000e+00, align 4, !dbg !15
@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !24 {
  %1 = load volatile double, double* @a, align 8, !dbg !30, !tbaa !31
  %2 = load volatile double, double* @b, align 8, !dbg !35, !tbaa !31
  %3 = frem double %1, %2, !dbg !36
  call void @llvm.dbg.value(metadata double %3, metadata !28, metadata !DIExpression()), !dbg !37
  %4 = load volatile float, float* @fa, align 4, !dbg !38, !tbaa !39
  %5 = load volatile float, float* @fb, align 4, !dbg !41, !tbaa !39
  %6 = frem float %4, %5, !dbg !42
  call void @llvm.dbg.value(metadata float %6, metadata !29, metadata !DIExpression()), !dbg !37
  %7 = fpext float %6 to double, !dbg !43
  %8 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %3, double noundef %7), !dbg !44
  %9 = fmul double %3, 4.000000e+00, !dbg !45
  %10 = fptosi double %9 to i32, !dbg !46
  %11 = fptosi float %6 to i32, !dbg !47
  %12 = add nsw i32 %11, %10, !dbg !48
  ret i32 %12, !dbg !49
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 10, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/frem.c", directory: ".", checksumkind: CSK_MD5, checksum: "ff315325edde63ff2beb834c2b37ee65")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!0, !8, !11, !15}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 10, type: !10, isLocal: false, isDefinition: true)
!10 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 11, type: !13, isLocal: false, isDefinition: true)
!13 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !14)
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 11, type: !13, isLocal: false, isDefinition: true)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !25, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!6}
!27 = !{!28, !29}
!28 = !DILocalVariable(name: "r", scope: !24, file: !3, line: 14, type: !5)
!29 = !DILocalVariable(name: "s", scope: !24, file: !3, line: 15, type: !14)
!30 = !DILocation(line: 14, column: 19, scope: !24)
!31 = !{!32, !32, i64 0}
!32 = !{!"double", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 14, column: 22, scope: !24)
!36 = !DILocation(line: 14, column: 14, scope: !24)
!37 = !DILocation(line: 0, scope: !24)
!38 = !DILocation(line: 15, column: 19, scope: !24)
!39 = !{!40, !40, i64 0}
!40 = !{!"float", !33, i64 0}
!41 = !DILocation(line: 15, column: 23, scope: !24)
!42 = !DILocation(line: 15, column: 13, scope: !24)
!43 = !DILocation(line: 16, column: 24, scope: !24)
!44 = !DILocation(line: 16, column: 3, scope: !24)
!45 = !DILocation(line: 17, column: 18, scope: !24)
!46 = !DILocation(line: 17, column: 10, scope: !24)
!47 = !DILocation(line: 17, column: 27, scope: !24)
!48 = !DILocation(line: 17, column: 25, scope: !24)
!49 = !DILocation(line: 17, column: 3, scope: !24)
