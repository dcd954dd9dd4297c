; ModuleID = '../testdata/testcomp/recursive-simple/fibo_2calls_5-2.c'
source_filename = "../testdata/testcomp/recursive-simple/fibo_2calls_5-2.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"fibo_2calls_5-2.c\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1

; Function Attrs: noreturn nounwind uwtable
define dso_local void @reach_error() local_unnamed_addr #0 !dbg !10 {
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i32 0, i32 0), i32 noundef 4, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0)) #6, !dbg !14
  unreachable, !dbg !14
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone uwtable
define dso_local i32 @fibo1(i32 noundef %0) local_unnamed_addr #2 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !21
  %2 = icmp slt i32 %0, 1, !dbg !22
  br i1 %2, label %19, label %3, !dbg !24

3:                                                ; preds = %1
  switch i32 %0, label %4 [
    i32 1, label %19
    i32 2, label %15
  ], !dbg !25

4:                                                ; preds = %3
  %5 = add nsw i32 %0, -2, !dbg !26
  %6 = tail call i32 @fibo1(i32 noundef %5) #7, !dbg !36
  %7 = add nsw i32 %0, -3, !dbg !37
  %8 = tail call i32 @fibo1(i32 noundef %7) #7, !dbg !38
  %9 = add nsw i32 %8, %6, !dbg !39
  call void @llvm.dbg.value(metadata i32 %0, metadata !32, metadata !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !40
  %10 = icmp eq i32 %0, 3, !dbg !42
  br i1 %10, label %15, label %11, !dbg !43

11:                                               ; preds = %4
  %12 = add nsw i32 %0, -4, !dbg !44
  %13 = tail call i32 @fibo1(i32 noundef %12) #7, !dbg !45
  %14 = add nsw i32 %13, %8, !dbg !46
  br label %15, !dbg !47

15:                                               ; preds = %3, %4, %11
  %16 = phi i32 [ %9, %11 ], [ %9, %4 ], [ 1, %3 ]
  %17 = phi i32 [ %14, %11 ], [ 1, %4 ], [ 0, %3 ], !dbg !48
  %18 = add nsw i32 %17, %16, !dbg !49
  br label %19, !dbg !50

19:                                               ; preds = %3, %1, %15
  %20 = phi i32 [ %18, %15 ], [ 0, %1 ], [ %0, %3 ], !dbg !51
  ret i32 %20, !dbg !52
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define dso_local i32 @fibo2(i32 noundef %0) local_unnamed_addr #2 !dbg !30 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !32, metadata !DIExpression()), !dbg !53
  %2 = icmp slt i32 %0, 1, !dbg !54
  br i1 %2, label %11, label %3, !dbg !55

3:                                                ; preds = %1
  %4 = icmp eq i32 %0, 1, !dbg !56
  br i1 %4, label %11, label %5, !dbg !57

5:                                                ; preds = %3
  %6 = add nsw i32 %0, -1, !dbg !58
  %7 = tail call i32 @fibo1(i32 noundef %6), !dbg !59
  %8 = add nsw i32 %0, -2, !dbg !60
  %9 = tail call i32 @fibo1(i32 noundef %8), !dbg !61
  %10 = add nsw i32 %9, %7, !dbg !62
  br label %11, !dbg !63

11:                                               ; preds = %3, %1, %5
  %12 = phi i32 [ %10, %5 ], [ 0, %1 ], [ 1, %3 ], !dbg !64
  ret i32 %12, !dbg !65
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !66 {
  call void @llvm.dbg.value(metadata i32 5, metadata !70, metadata !DIExpression()), !dbg !75
  %1 = tail call i32 @fibo1(i32 noundef 5), !dbg !76
  call void @llvm.dbg.value(metadata i32 %1, metadata !71, metadata !DIExpression()), !dbg !75
  %2 = icmp eq i32 %1, 5, !dbg !77
  br i1 %2, label %3, label %4, !dbg !78

3:                                                ; preds = %0
  call void @llvm.dbg.label(metadata !72), !dbg !79
  tail call void @reach_error(), !dbg !80
  unreachable, !dbg !82

4:                                                ; preds = %0
  ret i32 0, !dbg !83
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { noreturn nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/testcomp/recursive-simple/fibo_2calls_5-2.c", directory: ".", checksumkind: CSK_MD5, checksum: "a2766df6bd2c6c49c5bc882b2d4f04dd")
!2 = !{i32 1, !"NumRegisterParameters", i32 0}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "reach_error", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocation(line: 4, column: 22, scope: !10)
!15 = distinct !DISubprogram(name: "fibo1", scope: !1, file: !1, line: 9, type: !16, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!20}
!20 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 9, type: !18)
!21 = !DILocation(line: 0, scope: !15)
!22 = !DILocation(line: 10, column: 11, scope: !23)
!23 = distinct !DILexicalBlock(scope: !15, file: !1, line: 10, column: 9)
!24 = !DILocation(line: 10, column: 9, scope: !15)
!25 = !DILocation(line: 12, column: 16, scope: !23)
!26 = !DILocation(line: 25, column: 23, scope: !27, inlinedAt: !33)
!27 = distinct !DILexicalBlock(scope: !28, file: !1, line: 24, column: 12)
!28 = distinct !DILexicalBlock(scope: !29, file: !1, line: 22, column: 16)
!29 = distinct !DILexicalBlock(scope: !30, file: !1, line: 20, column: 9)
!30 = distinct !DISubprogram(name: "fibo2", scope: !1, file: !1, line: 19, type: !16, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !31)
!31 = !{!32}
!32 = !DILocalVariable(name: "n", arg: 1, scope: !30, file: !1, line: 19, type: !18)
!33 = distinct !DILocation(line: 15, column: 16, scope: !34)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 14, column: 12)
!35 = distinct !DILexicalBlock(scope: !23, file: !1, line: 12, column: 16)
!36 = !DILocation(line: 25, column: 16, scope: !27, inlinedAt: !33)
!37 = !DILocation(line: 25, column: 36, scope: !27, inlinedAt: !33)
!38 = !DILocation(line: 25, column: 29, scope: !27, inlinedAt: !33)
!39 = !DILocation(line: 25, column: 27, scope: !27, inlinedAt: !33)
!40 = !DILocation(line: 0, scope: !30, inlinedAt: !41)
!41 = distinct !DILocation(line: 15, column: 29, scope: !34)
!42 = !DILocation(line: 22, column: 18, scope: !28, inlinedAt: !41)
!43 = !DILocation(line: 22, column: 16, scope: !29, inlinedAt: !41)
!44 = !DILocation(line: 25, column: 36, scope: !27, inlinedAt: !41)
!45 = !DILocation(line: 25, column: 29, scope: !27, inlinedAt: !41)
!46 = !DILocation(line: 25, column: 27, scope: !27, inlinedAt: !41)
!47 = !DILocation(line: 25, column: 9, scope: !27, inlinedAt: !41)
!48 = !DILocation(line: 0, scope: !29, inlinedAt: !41)
!49 = !DILocation(line: 15, column: 27, scope: !34)
!50 = !DILocation(line: 15, column: 9, scope: !34)
!51 = !DILocation(line: 0, scope: !23)
!52 = !DILocation(line: 17, column: 1, scope: !15)
!53 = !DILocation(line: 0, scope: !30)
!54 = !DILocation(line: 20, column: 11, scope: !29)
!55 = !DILocation(line: 20, column: 9, scope: !30)
!56 = !DILocation(line: 22, column: 18, scope: !28)
!57 = !DILocation(line: 22, column: 16, scope: !29)
!58 = !DILocation(line: 25, column: 23, scope: !27)
!59 = !DILocation(line: 25, column: 16, scope: !27)
!60 = !DILocation(line: 25, column: 36, scope: !27)
!61 = !DILocation(line: 25, column: 29, scope: !27)
!62 = !DILocation(line: 25, column: 27, scope: !27)
!63 = !DILocation(line: 25, column: 9, scope: !27)
!64 = !DILocation(line: 0, scope: !29)
!65 = !DILocation(line: 27, column: 1, scope: !30)
!66 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 37, type: !67, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !69)
!67 = !DISubroutineType(types: !68)
!68 = !{!18}
!69 = !{!70, !71, !72}
!70 = !DILocalVariable(name: "x", scope: !66, file: !1, line: 38, type: !18)
!71 = !DILocalVariable(name: "result", scope: !66, file: !1, line: 39, type: !18)
!72 = !DILabel(scope: !73, name: "ERROR", file: !1, line: 41)
!73 = distinct !DILexicalBlock(scope: !74, file: !1, line: 40, column: 22)
!74 = distinct !DILexicalBlock(scope: !66, file: !1, line: 40, column: 9)
!75 = !DILocation(line: 0, scope: !66)
!76 = !DILocation(line: 39, column: 18, scope: !66)
!77 = !DILocation(line: 40, column: 16, scope: !74)
!78 = !DILocation(line: 40, column: 9, scope: !66)
!79 = !DILocation(line: 41, column: 9, scope: !73)
!80 = !DILocation(line: 41, column: 17, scope: !81)
!81 = distinct !DILexicalBlock(scope: !73, file: !1, line: 41, column: 16)
!82 = !DILocation(line: 41, column: 31, scope: !81)
!83 = !DILocation(line: 43, column: 5, scope: !66)
