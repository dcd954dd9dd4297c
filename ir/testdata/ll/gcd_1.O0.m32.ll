; ModuleID = '../testdata/testcomp/bitvector/gcd_1.c'
source_filename = "../testdata/testcomp/bitvector/gcd_1.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local void @reach_error() #0 !dbg !11 {
  ret void, !dbg !15
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @__VERIFIER_assert(i32 noundef %0) #0 !dbg !16 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !20, metadata !DIExpression()), !dbg !21
  %3 = load i32, i32* %2, align 4, !dbg !22
  %4 = icmp ne i32 %3, 0, !dbg !24
  br i1 %4, label %7, label %5, !dbg !25

5:                                                ; preds = %1
  br label %6, !dbg !26

6:                                                ; preds = %5
  call void @llvm.dbg.label(metadata !27), !dbg !29
  call void @reach_error(), !dbg !30
  call void @abort() #4, !dbg !32
  unreachable, !dbg !32

7:                                                ; preds = %1
  ret void, !dbg !33
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: noreturn
declare void @abort() #2

; Function Attrs: noinline nounwind uwtable
define dso_local signext i8 @gcd_test(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !34 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !38, metadata !DIExpression()), !dbg !39
  store i8 %1, i8* %4, align 1
  call void @llvm.dbg.declare(metadata i8* %4, metadata !40, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.declare(metadata i8* %5, metadata !42, metadata !DIExpression()), !dbg !43
  %6 = load i8, i8* %3, align 1, !dbg !44
  %7 = sext i8 %6 to i32, !dbg !44
  %8 = icmp slt i32 %7, 0, !dbg !46
  br i1 %8, label %9, label %14, !dbg !47

9:                                                ; preds = %2
  %10 = load i8, i8* %3, align 1, !dbg !48
  %11 = sext i8 %10 to i32, !dbg !48
  %12 = sub nsw i32 0, %11, !dbg !49
  %13 = trunc i32 %12 to i8, !dbg !49
  store i8 %13, i8* %3, align 1, !dbg !50
  br label %14, !dbg !51

14:                                               ; preds = %9, %2
  %15 = load i8, i8* %4, align 1, !dbg !52
  %16 = sext i8 %15 to i32, !dbg !52
  %17 = icmp slt i32 %16, 0, !dbg !54
  br i1 %17, label %18, label %23, !dbg !55

18:                                               ; preds = %14
  %19 = load i8, i8* %4, align 1, !dbg !56
  %20 = sext i8 %19 to i32, !dbg !56
  %21 = sub nsw i32 0, %20, !dbg !57
  %22 = trunc i32 %21 to i8, !dbg !57
  store i8 %22, i8* %4, align 1, !dbg !58
  br label %23, !dbg !59

23:                                               ; preds = %18, %14
  br label %24, !dbg !60

24:                                               ; preds = %28, %23
  %25 = load i8, i8* %4, align 1, !dbg !61
  %26 = sext i8 %25 to i32, !dbg !61
  %27 = icmp ne i32 %26, 0, !dbg !62
  br i1 %27, label %28, label %37, !dbg !60

28:                                               ; preds = %24
  %29 = load i8, i8* %4, align 1, !dbg !63
  store i8 %29, i8* %5, align 1, !dbg !65
  %30 = load i8, i8* %3, align 1, !dbg !66
  %31 = sext i8 %30 to i32, !dbg !66
  %32 = load i8, i8* %4, align 1, !dbg !67
  %33 = sext i8 %32 to i32, !dbg !67
  %34 = srem i32 %31, %33, !dbg !68
  %35 = trunc i32 %34 to i8, !dbg !66
  store i8 %35, i8* %4, align 1, !dbg !69
  %36 = load i8, i8* %5, align 1, !dbg !70
  store i8 %36, i8* %3, align 1, !dbg !71
  br label %24, !dbg !60, !llvm.loop !72

37:                                               ; preds = %24
  %38 = load i8, i8* %3, align 1, !dbg !75
  ret i8 %38, !dbg !76
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !77 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !80, metadata !DIExpression()), !dbg !81
  %5 = call signext i8 @__VERIFIER_nondet_char(), !dbg !82
  store i8 %5, i8* %2, align 1, !dbg !81
  call void @llvm.dbg.declare(metadata i8* %3, metadata !83, metadata !DIExpression()), !dbg !84
  %6 = call signext i8 @__VERIFIER_nondet_char(), !dbg !85
  store i8 %6, i8* %3, align 1, !dbg !84
  call void @llvm.dbg.declare(metadata i8* %4, metadata !86, metadata !DIExpression()), !dbg !87
  %7 = load i8, i8* %3, align 1, !dbg !88
  %8 = sext i8 %7 to i32, !dbg !88
  %9 = icmp sgt i32 %8, 0, !dbg !90
  br i1 %9, label %10, label %27, !dbg !91

10:                                               ; preds = %0
  %11 = load i8, i8* %2, align 1, !dbg !92
  %12 = sext i8 %11 to i32, !dbg !92
  %13 = load i8, i8* %3, align 1, !dbg !93
  %14 = sext i8 %13 to i32, !dbg !93
  %15 = srem i32 %12, %14, !dbg !94
  %16 = icmp eq i32 %15, 0, !dbg !95
  br i1 %16, label %17, label %27, !dbg !96

17:                                               ; preds = %10
  %18 = load i8, i8* %2, align 1, !dbg !97
  %19 = load i8, i8* %3, align 1, !dbg !99
  %20 = call signext i8 @gcd_test(i8 noundef signext %18, i8 noundef signext %19), !dbg !100
  store i8 %20, i8* %4, align 1, !dbg !101
  %21 = load i8, i8* %4, align 1, !dbg !102
  %22 = sext i8 %21 to i32, !dbg !102
  %23 = load i8, i8* %3, align 1, !dbg !103
  %24 = sext i8 %23 to i32, !dbg !103
  %25 = icmp eq i32 %22, %24, !dbg !104
  %26 = zext i1 %25 to i32, !dbg !104
  call void @__VERIFIER_assert(i32 noundef %26), !dbg !105
  br label %27, !dbg !106

27:                                               ; preds = %17, %10, %0
  ret i32 0, !dbg !107
}

declare signext i8 @__VERIFIER_nondet_char() #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/testcomp/bitvector/gcd_1.c", directory: ".", checksumkind: CSK_MD5, checksum: "bdf1a42c8dee11ff566b2683392b4d2f")
!2 = !{i32 1, !"NumRegisterParameters", i32 0}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 1}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "reach_error", scope: !1, file: !1, line: 2, type: !12, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!12 = !DISubroutineType(types: !13)
!13 = !{null}
!14 = !{}
!15 = !DILocation(line: 2, column: 20, scope: !11)
!16 = distinct !DISubprogram(name: "__VERIFIER_assert", scope: !1, file: !1, line: 5, type: !17, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !19}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocalVariable(name: "cond", arg: 1, scope: !16, file: !1, line: 5, type: !19)
!21 = !DILocation(line: 5, column: 28, scope: !16)
!22 = !DILocation(line: 6, column: 9, scope: !23)
!23 = distinct !DILexicalBlock(scope: !16, file: !1, line: 6, column: 7)
!24 = !DILocation(line: 6, column: 8, scope: !23)
!25 = !DILocation(line: 6, column: 7, scope: !16)
!26 = !DILocation(line: 6, column: 16, scope: !23)
!27 = !DILabel(scope: !28, name: "ERROR", file: !1, line: 7)
!28 = distinct !DILexicalBlock(scope: !23, file: !1, line: 6, column: 16)
!29 = !DILocation(line: 7, column: 5, scope: !28)
!30 = !DILocation(line: 7, column: 13, scope: !31)
!31 = distinct !DILexicalBlock(scope: !28, file: !1, line: 7, column: 12)
!32 = !DILocation(line: 7, column: 27, scope: !31)
!33 = !DILocation(line: 9, column: 3, scope: !16)
!34 = distinct !DISubprogram(name: "gcd_test", scope: !1, file: !1, line: 11, type: !35, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!35 = !DISubroutineType(types: !36)
!36 = !{!37, !37, !37}
!37 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!38 = !DILocalVariable(name: "a", arg: 1, scope: !34, file: !1, line: 11, type: !37)
!39 = !DILocation(line: 11, column: 34, scope: !34)
!40 = !DILocalVariable(name: "b", arg: 2, scope: !34, file: !1, line: 11, type: !37)
!41 = !DILocation(line: 11, column: 49, scope: !34)
!42 = !DILocalVariable(name: "t", scope: !34, file: !1, line: 13, type: !37)
!43 = !DILocation(line: 13, column: 17, scope: !34)
!44 = !DILocation(line: 15, column: 9, scope: !45)
!45 = distinct !DILexicalBlock(scope: !34, file: !1, line: 15, column: 9)
!46 = !DILocation(line: 15, column: 11, scope: !45)
!47 = !DILocation(line: 15, column: 9, scope: !34)
!48 = !DILocation(line: 15, column: 21, scope: !45)
!49 = !DILocation(line: 15, column: 20, scope: !45)
!50 = !DILocation(line: 15, column: 18, scope: !45)
!51 = !DILocation(line: 15, column: 16, scope: !45)
!52 = !DILocation(line: 16, column: 9, scope: !53)
!53 = distinct !DILexicalBlock(scope: !34, file: !1, line: 16, column: 9)
!54 = !DILocation(line: 16, column: 11, scope: !53)
!55 = !DILocation(line: 16, column: 9, scope: !34)
!56 = !DILocation(line: 16, column: 21, scope: !53)
!57 = !DILocation(line: 16, column: 20, scope: !53)
!58 = !DILocation(line: 16, column: 18, scope: !53)
!59 = !DILocation(line: 16, column: 16, scope: !53)
!60 = !DILocation(line: 18, column: 5, scope: !34)
!61 = !DILocation(line: 18, column: 12, scope: !34)
!62 = !DILocation(line: 18, column: 14, scope: !34)
!63 = !DILocation(line: 19, column: 13, scope: !64)
!64 = distinct !DILexicalBlock(scope: !34, file: !1, line: 18, column: 20)
!65 = !DILocation(line: 19, column: 11, scope: !64)
!66 = !DILocation(line: 20, column: 13, scope: !64)
!67 = !DILocation(line: 20, column: 17, scope: !64)
!68 = !DILocation(line: 20, column: 15, scope: !64)
!69 = !DILocation(line: 20, column: 11, scope: !64)
!70 = !DILocation(line: 21, column: 13, scope: !64)
!71 = !DILocation(line: 21, column: 11, scope: !64)
!72 = distinct !{!72, !60, !73, !74}
!73 = !DILocation(line: 22, column: 5, scope: !34)
!74 = !{!"llvm.loop.mustprogress"}
!75 = !DILocation(line: 23, column: 12, scope: !34)
!76 = !DILocation(line: 23, column: 5, scope: !34)
!77 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 27, type: !78, scopeLine: 28, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!78 = !DISubroutineType(types: !79)
!79 = !{!19}
!80 = !DILocalVariable(name: "x", scope: !77, file: !1, line: 29, type: !37)
!81 = !DILocation(line: 29, column: 17, scope: !77)
!82 = !DILocation(line: 29, column: 21, scope: !77)
!83 = !DILocalVariable(name: "y", scope: !77, file: !1, line: 30, type: !37)
!84 = !DILocation(line: 30, column: 17, scope: !77)
!85 = !DILocation(line: 30, column: 21, scope: !77)
!86 = !DILocalVariable(name: "g", scope: !77, file: !1, line: 31, type: !37)
!87 = !DILocation(line: 31, column: 17, scope: !77)
!88 = !DILocation(line: 33, column: 9, scope: !89)
!89 = distinct !DILexicalBlock(scope: !77, file: !1, line: 33, column: 9)
!90 = !DILocation(line: 33, column: 11, scope: !89)
!91 = !DILocation(line: 33, column: 15, scope: !89)
!92 = !DILocation(line: 33, column: 18, scope: !89)
!93 = !DILocation(line: 33, column: 22, scope: !89)
!94 = !DILocation(line: 33, column: 20, scope: !89)
!95 = !DILocation(line: 33, column: 24, scope: !89)
!96 = !DILocation(line: 33, column: 9, scope: !77)
!97 = !DILocation(line: 34, column: 22, scope: !98)
!98 = distinct !DILexicalBlock(scope: !89, file: !1, line: 33, column: 30)
!99 = !DILocation(line: 34, column: 25, scope: !98)
!100 = !DILocation(line: 34, column: 13, scope: !98)
!101 = !DILocation(line: 34, column: 11, scope: !98)
!102 = !DILocation(line: 36, column: 27, scope: !98)
!103 = !DILocation(line: 36, column: 32, scope: !98)
!104 = !DILocation(line: 36, column: 29, scope: !98)
!105 = !DILocation(line: 36, column: 9, scope: !98)
!106 = !DILocation(line: 37, column: 5, scope: !98)
!107 = !DILocation(line: 39, column: 5, scope: !77)
