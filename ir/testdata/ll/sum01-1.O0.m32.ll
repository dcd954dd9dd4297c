; ModuleID = '../testdata/testcomp/loops/sum01-1.i'
source_filename = "../testdata/testcomp/loops/sum01-1.i"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local void @__VERIFIER_assert(i32 noundef %0) #0 !dbg !11 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !16, metadata !DIExpression()), !dbg !17
  %3 = load i32, i32* %2, align 4, !dbg !18
  %4 = icmp ne i32 %3, 0, !dbg !20
  br i1 %4, label %7, label %5, !dbg !21

5:                                                ; preds = %1
  br label %6, !dbg !22

6:                                                ; preds = %5
  call void @llvm.dbg.label(metadata !23), !dbg !25
  call void bitcast (void (...)* @__VERIFIER_error to void ()*)() #4, !dbg !26
  unreachable, !dbg !26

7:                                                ; preds = %1
  ret void, !dbg !27
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: noreturn
declare void @__VERIFIER_error(...) #2

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !28 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata i32* %3, metadata !33, metadata !DIExpression()), !dbg !34
  %5 = call i32 bitcast (i32 (...)* @__VERIFIER_nondet_uint to i32 ()*)(), !dbg !35
  store i32 %5, i32* %3, align 4, !dbg !34
  call void @llvm.dbg.declare(metadata i32* %4, metadata !36, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %4, align 4, !dbg !37
  store i32 1, i32* %2, align 4, !dbg !38
  br label %6, !dbg !40

6:                                                ; preds = %17, %0
  %7 = load i32, i32* %2, align 4, !dbg !41
  %8 = load i32, i32* %3, align 4, !dbg !43
  %9 = icmp sle i32 %7, %8, !dbg !44
  br i1 %9, label %10, label %20, !dbg !45

10:                                               ; preds = %6
  %11 = load i32, i32* %2, align 4, !dbg !46
  %12 = icmp slt i32 %11, 10, !dbg !49
  br i1 %12, label %13, label %16, !dbg !50

13:                                               ; preds = %10
  %14 = load i32, i32* %4, align 4, !dbg !51
  %15 = add nsw i32 %14, 2, !dbg !52
  store i32 %15, i32* %4, align 4, !dbg !53
  br label %16, !dbg !54

16:                                               ; preds = %13, %10
  br label %17, !dbg !55

17:                                               ; preds = %16
  %18 = load i32, i32* %2, align 4, !dbg !56
  %19 = add nsw i32 %18, 1, !dbg !56
  store i32 %19, i32* %2, align 4, !dbg !56
  br label %6, !dbg !57, !llvm.loop !58

20:                                               ; preds = %6
  %21 = load i32, i32* %4, align 4, !dbg !61
  %22 = load i32, i32* %3, align 4, !dbg !62
  %23 = mul nsw i32 %22, 2, !dbg !63
  %24 = icmp eq i32 %21, %23, !dbg !64
  br i1 %24, label %28, label %25, !dbg !65

25:                                               ; preds = %20
  %26 = load i32, i32* %4, align 4, !dbg !66
  %27 = icmp eq i32 %26, 0, !dbg !67
  br label %28, !dbg !65

28:                                               ; preds = %25, %20
  %29 = phi i1 [ true, %20 ], [ %27, %25 ]
  %30 = zext i1 %29 to i32, !dbg !65
  call void @__VERIFIER_assert(i32 noundef %30), !dbg !68
  %31 = load i32, i32* %1, align 4, !dbg !69
  ret i32 %31, !dbg !69
}

declare i32 @__VERIFIER_nondet_uint(...) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/testcomp/loops/sum01-1.i", directory: ".", checksumkind: CSK_MD5, checksum: "ada154bbf6cb091c9a5a945b1b5744b1")
!2 = !{i32 1, !"NumRegisterParameters", i32 0}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 1}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "__VERIFIER_assert", scope: !1, file: !1, line: 3, type: !12, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{null, !14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{}
!16 = !DILocalVariable(name: "cond", arg: 1, scope: !11, file: !1, line: 3, type: !14)
!17 = !DILocation(line: 3, column: 28, scope: !11)
!18 = !DILocation(line: 4, column: 9, scope: !19)
!19 = distinct !DILexicalBlock(scope: !11, file: !1, line: 4, column: 7)
!20 = !DILocation(line: 4, column: 8, scope: !19)
!21 = !DILocation(line: 4, column: 7, scope: !11)
!22 = !DILocation(line: 4, column: 16, scope: !19)
!23 = !DILabel(scope: !24, name: "ERROR", file: !1, line: 5)
!24 = distinct !DILexicalBlock(scope: !19, file: !1, line: 4, column: 16)
!25 = !DILocation(line: 5, column: 5, scope: !24)
!26 = !DILocation(line: 5, column: 12, scope: !24)
!27 = !DILocation(line: 7, column: 3, scope: !11)
!28 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !29, scopeLine: 11, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!29 = !DISubroutineType(types: !30)
!30 = !{!14}
!31 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 12, type: !14)
!32 = !DILocation(line: 12, column: 7, scope: !28)
!33 = !DILocalVariable(name: "n", scope: !28, file: !1, line: 12, type: !14)
!34 = !DILocation(line: 12, column: 10, scope: !28)
!35 = !DILocation(line: 12, column: 12, scope: !28)
!36 = !DILocalVariable(name: "sn", scope: !28, file: !1, line: 12, type: !14)
!37 = !DILocation(line: 12, column: 38, scope: !28)
!38 = !DILocation(line: 13, column: 8, scope: !39)
!39 = distinct !DILexicalBlock(scope: !28, file: !1, line: 13, column: 3)
!40 = !DILocation(line: 13, column: 7, scope: !39)
!41 = !DILocation(line: 13, column: 12, scope: !42)
!42 = distinct !DILexicalBlock(scope: !39, file: !1, line: 13, column: 3)
!43 = !DILocation(line: 13, column: 15, scope: !42)
!44 = !DILocation(line: 13, column: 13, scope: !42)
!45 = !DILocation(line: 13, column: 3, scope: !39)
!46 = !DILocation(line: 14, column: 9, scope: !47)
!47 = distinct !DILexicalBlock(scope: !48, file: !1, line: 14, column: 9)
!48 = distinct !DILexicalBlock(scope: !42, file: !1, line: 13, column: 23)
!49 = !DILocation(line: 14, column: 10, scope: !47)
!50 = !DILocation(line: 14, column: 9, scope: !48)
!51 = !DILocation(line: 15, column: 10, scope: !47)
!52 = !DILocation(line: 15, column: 13, scope: !47)
!53 = !DILocation(line: 15, column: 8, scope: !47)
!54 = !DILocation(line: 15, column: 5, scope: !47)
!55 = !DILocation(line: 16, column: 3, scope: !48)
!56 = !DILocation(line: 13, column: 19, scope: !42)
!57 = !DILocation(line: 13, column: 3, scope: !42)
!58 = distinct !{!58, !45, !59, !60}
!59 = !DILocation(line: 16, column: 3, scope: !39)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 17, column: 21, scope: !28)
!62 = !DILocation(line: 17, column: 25, scope: !28)
!63 = !DILocation(line: 17, column: 26, scope: !28)
!64 = !DILocation(line: 17, column: 23, scope: !28)
!65 = !DILocation(line: 17, column: 31, scope: !28)
!66 = !DILocation(line: 17, column: 34, scope: !28)
!67 = !DILocation(line: 17, column: 37, scope: !28)
!68 = !DILocation(line: 17, column: 3, scope: !28)
!69 = !DILocation(line: 18, column: 1, scope: !28)
