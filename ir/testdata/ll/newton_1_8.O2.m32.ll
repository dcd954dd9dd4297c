; ModuleID = '../testdata/testcomp/floats-cdfpl/newton_1_8.i'
source_filename = "../testdata/testcomp/floats-cdfpl/newton_1_8.i"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local float @f(float noundef %0) local_unnamed_addr #0 !dbg !10 {
  call void @llvm.dbg.value(metadata float %0, metadata !15, metadata !DIExpression()), !dbg !16
  %2 = fmul float %0, %0, !dbg !17
  %3 = fmul float %2, %0, !dbg !18
  %4 = fdiv float %3, 6.000000e+00, !dbg !19
  %5 = fsub float %0, %4, !dbg !20
  %6 = fmul float %3, %0, !dbg !21
  %7 = fmul float %6, %0, !dbg !22
  %8 = fdiv float %7, 1.200000e+02, !dbg !23
  %9 = fadd float %5, %8, !dbg !24
  %10 = fmul float %7, %0, !dbg !25
  %11 = fmul float %10, %0, !dbg !26
  %12 = fdiv float %11, 5.040000e+03, !dbg !27
  %13 = fadd float %9, %12, !dbg !28
  ret float %13, !dbg !29
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local float @fp(float noundef %0) local_unnamed_addr #0 !dbg !30 {
  call void @llvm.dbg.value(metadata float %0, metadata !32, metadata !DIExpression()), !dbg !33
  %2 = fmul float %0, %0, !dbg !34
  %3 = fmul float %2, 5.000000e-01, !dbg !35
  %4 = fsub float 1.000000e+00, %3, !dbg !36
  %5 = fmul float %2, %0, !dbg !37
  %6 = fmul float %5, %0, !dbg !38
  %7 = fdiv float %6, 2.400000e+01, !dbg !39
  %8 = fadd float %4, %7, !dbg !40
  %9 = fmul float %6, %0, !dbg !41
  %10 = fmul float %9, %0, !dbg !42
  %11 = fdiv float %10, 7.200000e+02, !dbg !43
  %12 = fadd float %8, %11, !dbg !44
  ret float %12, !dbg !45
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !46 {
  %1 = tail call float @__VERIFIER_nondet_float() #5, !dbg !53
  call void @llvm.dbg.value(metadata float %1, metadata !51, metadata !DIExpression()), !dbg !54
  %2 = fcmp ogt float %1, -2.000000e+00, !dbg !55
  %3 = fcmp olt float %1, 2.000000e+00
  %4 = and i1 %2, %3, !dbg !57
  br i1 %4, label %6, label %5, !dbg !57

5:                                                ; preds = %0
  tail call void @abort() #6, !dbg !58
  unreachable, !dbg !58

6:                                                ; preds = %0
  call void @llvm.dbg.value(metadata float %1, metadata !15, metadata !DIExpression()), !dbg !60
  %7 = fmul float %1, %1, !dbg !62
  %8 = fmul float %1, %7, !dbg !63
  %9 = fdiv float %8, 6.000000e+00, !dbg !64
  %10 = fsub float %1, %9, !dbg !65
  %11 = fmul float %1, %8, !dbg !66
  %12 = fmul float %1, %11, !dbg !67
  %13 = fdiv float %12, 1.200000e+02, !dbg !68
  %14 = fadd float %10, %13, !dbg !69
  %15 = fmul float %1, %12, !dbg !70
  %16 = fmul float %1, %15, !dbg !71
  %17 = fdiv float %16, 5.040000e+03, !dbg !72
  %18 = fadd float %14, %17, !dbg !73
  call void @llvm.dbg.value(metadata float %1, metadata !32, metadata !DIExpression()), !dbg !74
  %19 = fmul float %7, 5.000000e-01, !dbg !76
  %20 = fsub float 1.000000e+00, %19, !dbg !77
  %21 = fdiv float %11, 2.400000e+01, !dbg !78
  %22 = fadd float %20, %21, !dbg !79
  %23 = fdiv float %15, 7.200000e+02, !dbg !80
  %24 = fadd float %22, %23, !dbg !81
  %25 = fdiv float %18, %24, !dbg !82
  %26 = fsub float %1, %25, !dbg !83
  call void @llvm.dbg.value(metadata float %26, metadata !52, metadata !DIExpression()), !dbg !54
  %27 = fpext float %26 to double, !dbg !84
  %28 = fcmp olt double %27, 1.000000e-01, !dbg !86
  br i1 %28, label %30, label %29, !dbg !87

29:                                               ; preds = %6
  tail call void @__VERIFIER_error() #5, !dbg !88
  br label %30, !dbg !88

30:                                               ; preds = %29, %6
  ret i32 0, !dbg !89
}

declare float @__VERIFIER_nondet_float() local_unnamed_addr #2

; Function Attrs: noreturn
declare void @abort() local_unnamed_addr #3

declare void @__VERIFIER_error() local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/testcomp/floats-cdfpl/newton_1_8.i", directory: ".", checksumkind: CSK_MD5, checksum: "4bad9736aa91307d5eb5a6949bd6689c")
!2 = !{i32 1, !"NumRegisterParameters", i32 0}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 4, type: !11, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !{!15}
!15 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 4, type: !13)
!16 = !DILocation(line: 0, scope: !10)
!17 = !DILocation(line: 6, column: 16, scope: !10)
!18 = !DILocation(line: 6, column: 18, scope: !10)
!19 = !DILocation(line: 6, column: 21, scope: !10)
!20 = !DILocation(line: 6, column: 12, scope: !10)
!21 = !DILocation(line: 6, column: 35, scope: !10)
!22 = !DILocation(line: 6, column: 37, scope: !10)
!23 = !DILocation(line: 6, column: 40, scope: !10)
!24 = !DILocation(line: 6, column: 27, scope: !10)
!25 = !DILocation(line: 6, column: 60, scope: !10)
!26 = !DILocation(line: 6, column: 62, scope: !10)
!27 = !DILocation(line: 6, column: 65, scope: !10)
!28 = !DILocation(line: 6, column: 48, scope: !10)
!29 = !DILocation(line: 6, column: 3, scope: !10)
!30 = distinct !DISubprogram(name: "fp", scope: !1, file: !1, line: 9, type: !11, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !31)
!31 = !{!32}
!32 = !DILocalVariable(name: "x", arg: 1, scope: !30, file: !1, line: 9, type: !13)
!33 = !DILocation(line: 0, scope: !30)
!34 = !DILocation(line: 11, column: 16, scope: !30)
!35 = !DILocation(line: 11, column: 19, scope: !30)
!36 = !DILocation(line: 11, column: 12, scope: !30)
!37 = !DILocation(line: 11, column: 31, scope: !30)
!38 = !DILocation(line: 11, column: 33, scope: !30)
!39 = !DILocation(line: 11, column: 36, scope: !30)
!40 = !DILocation(line: 11, column: 25, scope: !30)
!41 = !DILocation(line: 11, column: 53, scope: !30)
!42 = !DILocation(line: 11, column: 55, scope: !30)
!43 = !DILocation(line: 11, column: 58, scope: !30)
!44 = !DILocation(line: 11, column: 43, scope: !30)
!45 = !DILocation(line: 11, column: 3, scope: !30)
!46 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !47, scopeLine: 15, flags: DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !50)
!47 = !DISubroutineType(types: !48)
!48 = !{!49}
!49 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!50 = !{!51, !52}
!51 = !DILocalVariable(name: "IN", scope: !46, file: !1, line: 16, type: !13)
!52 = !DILocalVariable(name: "x", scope: !46, file: !1, line: 19, type: !13)
!53 = !DILocation(line: 16, column: 14, scope: !46)
!54 = !DILocation(line: 0, scope: !46)
!55 = !DILocation(line: 17, column: 11, scope: !56)
!56 = distinct !DILexicalBlock(scope: !46, file: !1, line: 17, column: 6)
!57 = !DILocation(line: 17, column: 19, scope: !56)
!58 = !DILocation(line: 17, column: 35, scope: !59)
!59 = distinct !DILexicalBlock(scope: !56, file: !1, line: 17, column: 34)
!60 = !DILocation(line: 0, scope: !10, inlinedAt: !61)
!61 = distinct !DILocation(line: 19, column: 18, scope: !46)
!62 = !DILocation(line: 6, column: 16, scope: !10, inlinedAt: !61)
!63 = !DILocation(line: 6, column: 18, scope: !10, inlinedAt: !61)
!64 = !DILocation(line: 6, column: 21, scope: !10, inlinedAt: !61)
!65 = !DILocation(line: 6, column: 12, scope: !10, inlinedAt: !61)
!66 = !DILocation(line: 6, column: 35, scope: !10, inlinedAt: !61)
!67 = !DILocation(line: 6, column: 37, scope: !10, inlinedAt: !61)
!68 = !DILocation(line: 6, column: 40, scope: !10, inlinedAt: !61)
!69 = !DILocation(line: 6, column: 27, scope: !10, inlinedAt: !61)
!70 = !DILocation(line: 6, column: 60, scope: !10, inlinedAt: !61)
!71 = !DILocation(line: 6, column: 62, scope: !10, inlinedAt: !61)
!72 = !DILocation(line: 6, column: 65, scope: !10, inlinedAt: !61)
!73 = !DILocation(line: 6, column: 48, scope: !10, inlinedAt: !61)
!74 = !DILocation(line: 0, scope: !30, inlinedAt: !75)
!75 = distinct !DILocation(line: 19, column: 24, scope: !46)
!76 = !DILocation(line: 11, column: 19, scope: !30, inlinedAt: !75)
!77 = !DILocation(line: 11, column: 12, scope: !30, inlinedAt: !75)
!78 = !DILocation(line: 11, column: 36, scope: !30, inlinedAt: !75)
!79 = !DILocation(line: 11, column: 25, scope: !30, inlinedAt: !75)
!80 = !DILocation(line: 11, column: 58, scope: !30, inlinedAt: !75)
!81 = !DILocation(line: 11, column: 43, scope: !30, inlinedAt: !75)
!82 = !DILocation(line: 19, column: 23, scope: !46)
!83 = !DILocation(line: 19, column: 16, scope: !46)
!84 = !DILocation(line: 27, column: 8, scope: !85)
!85 = distinct !DILexicalBlock(scope: !46, file: !1, line: 27, column: 6)
!86 = !DILocation(line: 27, column: 10, scope: !85)
!87 = !DILocation(line: 27, column: 6, scope: !46)
!88 = !DILocation(line: 28, column: 5, scope: !85)
!89 = !DILocation(line: 30, column: 3, scope: !46)
