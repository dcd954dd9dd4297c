; ModuleID = '../testdata/testcomp/recursive/McCarthy91-1.c'
source_filename = "../testdata/testcomp/recursive/McCarthy91-1.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"McCarthy91-1.c\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1

; Function Attrs: noreturn nounwind uwtable
define dso_local void @reach_error() local_unnamed_addr #0 !dbg !10 {
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef 3, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0)) #7, !dbg !14
  unreachable, !dbg !14
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone uwtable
define dso_local i32 @f91(i32 noundef %0) local_unnamed_addr #2 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !21
  %2 = icmp sgt i32 %0, 100, !dbg !22
  br i1 %2, label %3, label %6, !dbg !24

3:                                                ; preds = %6, %1
  %4 = phi i32 [ %0, %1 ], [ %9, %6 ]
  %5 = add nsw i32 %4, -10, !dbg !25
  ret i32 %5, !dbg !26

6:                                                ; preds = %1, %6
  %7 = phi i32 [ %9, %6 ], [ %0, %1 ]
  call void @llvm.dbg.value(metadata i32 %7, metadata !20, metadata !DIExpression()), !dbg !21
  %8 = add nsw i32 %7, 11, !dbg !27
  %9 = tail call i32 @f91(i32 noundef %8), !dbg !29, !range !30
  call void @llvm.dbg.value(metadata i32 %9, metadata !20, metadata !DIExpression()), !dbg !21
  %10 = icmp ugt i32 %9, 100, !dbg !22
  br i1 %10, label %3, label %6, !dbg !24
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !31 {
  %1 = tail call i32 @__VERIFIER_nondet_int() #8, !dbg !40
  call void @llvm.dbg.value(metadata i32 %1, metadata !35, metadata !DIExpression()), !dbg !41
  %2 = tail call i32 @f91(i32 noundef %1), !dbg !42
  call void @llvm.dbg.value(metadata i32 %2, metadata !36, metadata !DIExpression()), !dbg !41
  %3 = icmp eq i32 %2, 91, !dbg !43
  br i1 %3, label %9, label %4, !dbg !44

4:                                                ; preds = %0
  %5 = icmp sgt i32 %1, 102, !dbg !45
  %6 = add nsw i32 %1, -10
  %7 = icmp eq i32 %2, %6
  %8 = select i1 %5, i1 %7, i1 false, !dbg !46
  br i1 %8, label %9, label %10, !dbg !46

9:                                                ; preds = %4, %0
  ret i32 0, !dbg !47

10:                                               ; preds = %4
  call void @llvm.dbg.label(metadata !37), !dbg !49
  tail call void @reach_error(), !dbg !50
  unreachable, !dbg !52
}

declare i32 @__VERIFIER_nondet_int() local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { noreturn nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nocallback noreturn nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/testcomp/recursive/McCarthy91-1.c", directory: ".", checksumkind: CSK_MD5, checksum: "6725f2963d16a7bd0e0fed7b43453dd8")
!2 = !{i32 1, !"NumRegisterParameters", i32 0}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "reach_error", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocation(line: 3, column: 22, scope: !10)
!15 = distinct !DISubprogram(name: "f91", scope: !1, file: !1, line: 17, type: !16, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!20}
!20 = !DILocalVariable(name: "x", arg: 1, scope: !15, file: !1, line: 17, type: !18)
!21 = !DILocation(line: 0, scope: !15)
!22 = !DILocation(line: 18, column: 11, scope: !23)
!23 = distinct !DILexicalBlock(scope: !15, file: !1, line: 18, column: 9)
!24 = !DILocation(line: 18, column: 9, scope: !15)
!25 = !DILocation(line: 19, column: 18, scope: !23)
!26 = !DILocation(line: 23, column: 1, scope: !15)
!27 = !DILocation(line: 21, column: 25, scope: !28)
!28 = distinct !DILexicalBlock(scope: !23, file: !1, line: 20, column: 10)
!29 = !DILocation(line: 21, column: 20, scope: !28)
!30 = !{i32 91, i32 2147483638}
!31 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 26, type: !32, scopeLine: 26, flags: DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{!18}
!34 = !{!35, !36, !37}
!35 = !DILocalVariable(name: "x", scope: !31, file: !1, line: 27, type: !18)
!36 = !DILocalVariable(name: "result", scope: !31, file: !1, line: 28, type: !18)
!37 = !DILabel(scope: !38, name: "ERROR", file: !1, line: 32)
!38 = distinct !DILexicalBlock(scope: !39, file: !1, line: 31, column: 12)
!39 = distinct !DILexicalBlock(scope: !31, file: !1, line: 29, column: 9)
!40 = !DILocation(line: 27, column: 13, scope: !31)
!41 = !DILocation(line: 0, scope: !31)
!42 = !DILocation(line: 28, column: 18, scope: !31)
!43 = !DILocation(line: 29, column: 16, scope: !39)
!44 = !DILocation(line: 29, column: 22, scope: !39)
!45 = !DILocation(line: 29, column: 27, scope: !39)
!46 = !DILocation(line: 29, column: 33, scope: !39)
!47 = !DILocation(line: 30, column: 9, scope: !48)
!48 = distinct !DILexicalBlock(scope: !39, file: !1, line: 29, column: 54)
!49 = !DILocation(line: 32, column: 9, scope: !38)
!50 = !DILocation(line: 32, column: 17, scope: !51)
!51 = distinct !DILexicalBlock(scope: !38, file: !1, line: 32, column: 16)
!52 = !DILocation(line: 32, column: 31, scope: !51)
