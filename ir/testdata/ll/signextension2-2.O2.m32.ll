; ModuleID = '../testdata/testcomp/bitvector-regression/signextension2-2.c'
source_filename = "../testdata/testcomp/bitvector-regression/signextension2-2.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"signextension2-2.c\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1

; Function Attrs: noreturn nounwind uwtable
define dso_local void @reach_error() local_unnamed_addr #0 !dbg !10 {
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i32 0, i32 0), i32 noundef 3, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0)) #4, !dbg !14
  unreachable, !dbg !14
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 -1, metadata !20, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 -1, metadata !22, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 -1, metadata !23, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 -1, metadata !25, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 -1, metadata !26, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.label(metadata !28), !dbg !30
  tail call void @reach_error(), !dbg !31
  unreachable, !dbg !33
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { noreturn nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nocallback noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/testcomp/bitvector-regression/signextension2-2.c", directory: ".", checksumkind: CSK_MD5, checksum: "5cc7241eef9c7cb22ce7579f79c5b69d")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !16, scopeLine: 5, flags: DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!20, !22, !23, !25, !26, !28}
!20 = !DILocalVariable(name: "allOne", scope: !15, file: !1, line: 6, type: !21)
!21 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!22 = !DILocalVariable(name: "castToInt", scope: !15, file: !1, line: 8, type: !18)
!23 = !DILocalVariable(name: "castToLong", scope: !15, file: !1, line: 9, type: !24)
!24 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!25 = !DILocalVariable(name: "castToLong2", scope: !15, file: !1, line: 10, type: !24)
!26 = !DILocalVariable(name: "castToULong", scope: !15, file: !1, line: 11, type: !27)
!27 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!28 = !DILabel(scope: !15, name: "ERROR", file: !1, line: 19)
!29 = !DILocation(line: 0, scope: !15)
!30 = !DILocation(line: 19, column: 3, scope: !15)
!31 = !DILocation(line: 19, column: 11, scope: !32)
!32 = distinct !DILexicalBlock(scope: !15, file: !1, line: 19, column: 10)
!33 = !DILocation(line: 19, column: 25, scope: !32)
