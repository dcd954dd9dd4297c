; ModuleID = '../testdata/testcomp/floats-cdfpl/newton_1_8.i'
source_filename = "../testdata/testcomp/floats-cdfpl/newton_1_8.i"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local float @f(float noundef %0) #0 !dbg !11 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  call void @llvm.dbg.declare(metadata float* %2, metadata !16, metadata !DIExpression()), !dbg !17
  %3 = load float, float* %2, align 4, !dbg !18
  %4 = load float, float* %2, align 4, !dbg !19
  %5 = load float, float* %2, align 4, !dbg !20
  %6 = fmul float %4, %5, !dbg !21
  %7 = load float, float* %2, align 4, !dbg !22
  %8 = fmul float %6, %7, !dbg !23
  %9 = fdiv float %8, 6.000000e+00, !dbg !24
  %10 = fsub float %3, %9, !dbg !25
  %11 = load float, float* %2, align 4, !dbg !26
  %12 = load float, float* %2, align 4, !dbg !27
  %13 = fmul float %11, %12, !dbg !28
  %14 = load float, float* %2, align 4, !dbg !29
  %15 = fmul float %13, %14, !dbg !30
  %16 = load float, float* %2, align 4, !dbg !31
  %17 = fmul float %15, %16, !dbg !32
  %18 = load float, float* %2, align 4, !dbg !33
  %19 = fmul float %17, %18, !dbg !34
  %20 = fdiv float %19, 1.200000e+02, !dbg !35
  %21 = fadd float %10, %20, !dbg !36
  %22 = load float, float* %2, align 4, !dbg !37
  %23 = load float, float* %2, align 4, !dbg !38
  %24 = fmul float %22, %23, !dbg !39
  %25 = load float, float* %2, align 4, !dbg !40
  %26 = fmul float %24, %25, !dbg !41
  %27 = load float, float* %2, align 4, !dbg !42
  %28 = fmul float %26, %27, !dbg !43
  %29 = load float, float* %2, align 4, !dbg !44
  %30 = fmul float %28, %29, !dbg !45
  %31 = load float, float* %2, align 4, !dbg !46
  %32 = fmul float %30, %31, !dbg !47
  %33 = load float, float* %2, align 4, !dbg !48
  %34 = fmul float %32, %33, !dbg !49
  %35 = fdiv float %34, 5.040000e+03, !dbg !50
  %36 = fadd float %21, %35, !dbg !51
  ret float %36, !dbg !52
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define dso_local float @fp(float noundef %0) #0 !dbg !53 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  call void @llvm.dbg.declare(metadata float* %2, metadata !54, metadata !DIExpression()), !dbg !55
  %3 = load float, float* %2, align 4, !dbg !56
  %4 = load float, float* %2, align 4, !dbg !57
  %5 = fmul float %3, %4, !dbg !58
  %6 = fdiv float %5, 2.000000e+00, !dbg !59
  %7 = fsub float 1.000000e+00, %6, !dbg !60
  %8 = load float, float* %2, align 4, !dbg !61
  %9 = load float, float* %2, align 4, !dbg !62
  %10 = fmul float %8, %9, !dbg !63
  %11 = load float, float* %2, align 4, !dbg !64
  %12 = fmul float %10, %11, !dbg !65
  %13 = load float, float* %2, align 4, !dbg !66
  %14 = fmul float %12, %13, !dbg !67
  %15 = fdiv float %14, 2.400000e+01, !dbg !68
  %16 = fadd float %7, %15, !dbg !69
  %17 = load float, float* %2, align 4, !dbg !70
  %18 = load float, float* %2, align 4, !dbg !71
  %19 = fmul float %17, %18, !dbg !72
  %20 = load float, float* %2, align 4, !dbg !73
  %21 = fmul float %19, %20, !dbg !74
  %22 = load float, float* %2, align 4, !dbg !75
  %23 = fmul float %21, %22, !dbg !76
  %24 = load float, float* %2, align 4, !dbg !77
  %25 = fmul float %23, %24, !dbg !78
  %26 = load float, float* %2, align 4, !dbg !79
  %27 = fmul float %25, %26, !dbg !80
  %28 = fdiv float %27, 7.200000e+02, !dbg !81
  %29 = fadd float %16, %28, !dbg !82
  ret float %29, !dbg !83
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !84 {
  %1 = alloca i32, align 4
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata float* %2, metadata !88, metadata !DIExpression()), !dbg !89
  %4 = call float @__VERIFIER_nondet_float(), !dbg !90
  store float %4, float* %2, align 4, !dbg !89
  %5 = load float, float* %2, align 4, !dbg !91
  %6 = fcmp ogt float %5, -2.000000e+00, !dbg !93
  br i1 %6, label %7, label %10, !dbg !94

7:                                                ; preds = %0
  %8 = load float, float* %2, align 4, !dbg !95
  %9 = fcmp olt float %8, 2.000000e+00, !dbg !96
  br i1 %9, label %11, label %10, !dbg !97

10:                                               ; preds = %7, %0
  call void @abort() #4, !dbg !98
  unreachable, !dbg !98

11:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata float* %3, metadata !100, metadata !DIExpression()), !dbg !101
  %12 = load float, float* %2, align 4, !dbg !102
  %13 = load float, float* %2, align 4, !dbg !103
  %14 = call float @f(float noundef %13), !dbg !104
  %15 = load float, float* %2, align 4, !dbg !105
  %16 = call float @fp(float noundef %15), !dbg !106
  %17 = fdiv float %14, %16, !dbg !107
  %18 = fsub float %12, %17, !dbg !108
  store float %18, float* %3, align 4, !dbg !101
  %19 = load float, float* %3, align 4, !dbg !109
  %20 = fpext float %19 to double, !dbg !109
  %21 = fcmp olt double %20, 1.000000e-01, !dbg !111
  br i1 %21, label %23, label %22, !dbg !112

22:                                               ; preds = %11
  call void @__VERIFIER_error(), !dbg !113
  br label %23, !dbg !113

23:                                               ; preds = %22, %11
  ret i32 0, !dbg !114
}

declare float @__VERIFIER_nondet_float() #2

; Function Attrs: noreturn
declare void @abort() #3

declare void @__VERIFIER_error() #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/testcomp/floats-cdfpl/newton_1_8.i", directory: ".", checksumkind: CSK_MD5, checksum: "4bad9736aa91307d5eb5a6949bd6689c")
!2 = !{i32 1, !"NumRegisterParameters", i32 0}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 1}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 4, type: !12, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14}
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!15 = !{}
!16 = !DILocalVariable(name: "x", arg: 1, scope: !11, file: !1, line: 4, type: !14)
!17 = !DILocation(line: 4, column: 15, scope: !11)
!18 = !DILocation(line: 6, column: 10, scope: !11)
!19 = !DILocation(line: 6, column: 15, scope: !11)
!20 = !DILocation(line: 6, column: 17, scope: !11)
!21 = !DILocation(line: 6, column: 16, scope: !11)
!22 = !DILocation(line: 6, column: 19, scope: !11)
!23 = !DILocation(line: 6, column: 18, scope: !11)
!24 = !DILocation(line: 6, column: 21, scope: !11)
!25 = !DILocation(line: 6, column: 12, scope: !11)
!26 = !DILocation(line: 6, column: 30, scope: !11)
!27 = !DILocation(line: 6, column: 32, scope: !11)
!28 = !DILocation(line: 6, column: 31, scope: !11)
!29 = !DILocation(line: 6, column: 34, scope: !11)
!30 = !DILocation(line: 6, column: 33, scope: !11)
!31 = !DILocation(line: 6, column: 36, scope: !11)
!32 = !DILocation(line: 6, column: 35, scope: !11)
!33 = !DILocation(line: 6, column: 38, scope: !11)
!34 = !DILocation(line: 6, column: 37, scope: !11)
!35 = !DILocation(line: 6, column: 40, scope: !11)
!36 = !DILocation(line: 6, column: 27, scope: !11)
!37 = !DILocation(line: 6, column: 51, scope: !11)
!38 = !DILocation(line: 6, column: 53, scope: !11)
!39 = !DILocation(line: 6, column: 52, scope: !11)
!40 = !DILocation(line: 6, column: 55, scope: !11)
!41 = !DILocation(line: 6, column: 54, scope: !11)
!42 = !DILocation(line: 6, column: 57, scope: !11)
!43 = !DILocation(line: 6, column: 56, scope: !11)
!44 = !DILocation(line: 6, column: 59, scope: !11)
!45 = !DILocation(line: 6, column: 58, scope: !11)
!46 = !DILocation(line: 6, column: 61, scope: !11)
!47 = !DILocation(line: 6, column: 60, scope: !11)
!48 = !DILocation(line: 6, column: 63, scope: !11)
!49 = !DILocation(line: 6, column: 62, scope: !11)
!50 = !DILocation(line: 6, column: 65, scope: !11)
!51 = !DILocation(line: 6, column: 48, scope: !11)
!52 = !DILocation(line: 6, column: 3, scope: !11)
!53 = distinct !DISubprogram(name: "fp", scope: !1, file: !1, line: 9, type: !12, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!54 = !DILocalVariable(name: "x", arg: 1, scope: !53, file: !1, line: 9, type: !14)
!55 = !DILocation(line: 9, column: 16, scope: !53)
!56 = !DILocation(line: 11, column: 15, scope: !53)
!57 = !DILocation(line: 11, column: 17, scope: !53)
!58 = !DILocation(line: 11, column: 16, scope: !53)
!59 = !DILocation(line: 11, column: 19, scope: !53)
!60 = !DILocation(line: 11, column: 12, scope: !53)
!61 = !DILocation(line: 11, column: 28, scope: !53)
!62 = !DILocation(line: 11, column: 30, scope: !53)
!63 = !DILocation(line: 11, column: 29, scope: !53)
!64 = !DILocation(line: 11, column: 32, scope: !53)
!65 = !DILocation(line: 11, column: 31, scope: !53)
!66 = !DILocation(line: 11, column: 34, scope: !53)
!67 = !DILocation(line: 11, column: 33, scope: !53)
!68 = !DILocation(line: 11, column: 36, scope: !53)
!69 = !DILocation(line: 11, column: 25, scope: !53)
!70 = !DILocation(line: 11, column: 46, scope: !53)
!71 = !DILocation(line: 11, column: 48, scope: !53)
!72 = !DILocation(line: 11, column: 47, scope: !53)
!73 = !DILocation(line: 11, column: 50, scope: !53)
!74 = !DILocation(line: 11, column: 49, scope: !53)
!75 = !DILocation(line: 11, column: 52, scope: !53)
!76 = !DILocation(line: 11, column: 51, scope: !53)
!77 = !DILocation(line: 11, column: 54, scope: !53)
!78 = !DILocation(line: 11, column: 53, scope: !53)
!79 = !DILocation(line: 11, column: 56, scope: !53)
!80 = !DILocation(line: 11, column: 55, scope: !53)
!81 = !DILocation(line: 11, column: 58, scope: !53)
!82 = !DILocation(line: 11, column: 43, scope: !53)
!83 = !DILocation(line: 11, column: 3, scope: !53)
!84 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !85, scopeLine: 15, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!85 = !DISubroutineType(types: !86)
!86 = !{!87}
!87 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!88 = !DILocalVariable(name: "IN", scope: !84, file: !1, line: 16, type: !14)
!89 = !DILocation(line: 16, column: 9, scope: !84)
!90 = !DILocation(line: 16, column: 14, scope: !84)
!91 = !DILocation(line: 17, column: 8, scope: !92)
!92 = distinct !DILexicalBlock(scope: !84, file: !1, line: 17, column: 6)
!93 = !DILocation(line: 17, column: 11, scope: !92)
!94 = !DILocation(line: 17, column: 19, scope: !92)
!95 = !DILocation(line: 17, column: 22, scope: !92)
!96 = !DILocation(line: 17, column: 25, scope: !92)
!97 = !DILocation(line: 17, column: 6, scope: !84)
!98 = !DILocation(line: 17, column: 35, scope: !99)
!99 = distinct !DILexicalBlock(scope: !92, file: !1, line: 17, column: 34)
!100 = !DILocalVariable(name: "x", scope: !84, file: !1, line: 19, type: !14)
!101 = !DILocation(line: 19, column: 9, scope: !84)
!102 = !DILocation(line: 19, column: 13, scope: !84)
!103 = !DILocation(line: 19, column: 20, scope: !84)
!104 = !DILocation(line: 19, column: 18, scope: !84)
!105 = !DILocation(line: 19, column: 27, scope: !84)
!106 = !DILocation(line: 19, column: 24, scope: !84)
!107 = !DILocation(line: 19, column: 23, scope: !84)
!108 = !DILocation(line: 19, column: 16, scope: !84)
!109 = !DILocation(line: 27, column: 8, scope: !110)
!110 = distinct !DILexicalBlock(scope: !84, file: !1, line: 27, column: 6)
!111 = !DILocation(line: 27, column: 10, scope: !110)
!112 = !DILocation(line: 27, column: 6, scope: !84)
!113 = !DILocation(line: 28, column: 5, scope: !110)
!114 = !DILocation(line: 30, column: 3, scope: !84)
