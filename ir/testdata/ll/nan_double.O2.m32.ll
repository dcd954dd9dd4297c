; ModuleID = '../testdata/testcomp/float-benchs/nan_double.c'
source_filename = "../testdata/testcomp/float-benchs/nan_double.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"nan_double.c\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1

; Function Attrs: noreturn nounwind uwtable
define dso_local void @reach_error() local_unnamed_addr #0 !dbg !10 {
  tail call void @__assert_fail(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i32 noundef 3, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0)) #6, !dbg !14
  unreachable, !dbg !14
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local void @__VERIFIER_assert(i32 noundef %0) local_unnamed_addr #2 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !24
  %2 = icmp eq i32 %0, 0, !dbg !25
  br i1 %2, label %3, label %4, !dbg !26

3:                                                ; preds = %1
  call void @llvm.dbg.label(metadata !21), !dbg !27
  tail call void @reach_error(), !dbg !28
  unreachable, !dbg !30

4:                                                ; preds = %1
  ret void, !dbg !31
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !32 {
  %1 = tail call double bitcast (double (...)* @__VERIFIER_nondet_double to double ()*)() #7, !dbg !38
  call void @llvm.dbg.value(metadata double %1, metadata !36, metadata !DIExpression()), !dbg !39
  %2 = fcmp uno double %1, 0.000000e+00, !dbg !40
  call void @llvm.dbg.value(metadata i1 %2, metadata !20, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)) #7, !dbg !41
  br i1 %2, label %3, label %4, !dbg !43

3:                                                ; preds = %0
  call void @llvm.dbg.label(metadata !21) #7, !dbg !44
  tail call void @reach_error() #7, !dbg !45
  unreachable, !dbg !46

4:                                                ; preds = %0
  ret i32 0, !dbg !47
}

declare double @__VERIFIER_nondet_double(...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { noreturn nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/testcomp/float-benchs/nan_double.c", directory: ".", checksumkind: CSK_MD5, checksum: "d2645a3d3f84c4b6a8c48ce56fa50c23")
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
!15 = distinct !DISubprogram(name: "__VERIFIER_assert", scope: !1, file: !1, line: 8, type: !16, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!20, !21}
!20 = !DILocalVariable(name: "cond", arg: 1, scope: !15, file: !1, line: 8, type: !18)
!21 = !DILabel(scope: !22, name: "ERROR", file: !1, line: 8)
!22 = distinct !DILexicalBlock(scope: !23, file: !1, line: 8, column: 49)
!23 = distinct !DILexicalBlock(scope: !15, file: !1, line: 8, column: 40)
!24 = !DILocation(line: 0, scope: !15)
!25 = !DILocation(line: 8, column: 41, scope: !23)
!26 = !DILocation(line: 8, column: 40, scope: !15)
!27 = !DILocation(line: 8, column: 51, scope: !22)
!28 = !DILocation(line: 8, column: 59, scope: !29)
!29 = distinct !DILexicalBlock(scope: !22, file: !1, line: 8, column: 58)
!30 = !DILocation(line: 8, column: 73, scope: !29)
!31 = !DILocation(line: 8, column: 85, scope: !15)
!32 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 10, type: !33, scopeLine: 11, flags: DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !35)
!33 = !DISubroutineType(types: !34)
!34 = !{!18}
!35 = !{!36}
!36 = !DILocalVariable(name: "x", scope: !32, file: !1, line: 12, type: !37)
!37 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!38 = !DILocation(line: 13, column: 7, scope: !32)
!39 = !DILocation(line: 0, scope: !32)
!40 = !DILocation(line: 15, column: 22, scope: !32)
!41 = !DILocation(line: 0, scope: !15, inlinedAt: !42)
!42 = distinct !DILocation(line: 15, column: 3, scope: !32)
!43 = !DILocation(line: 8, column: 40, scope: !15, inlinedAt: !42)
!44 = !DILocation(line: 8, column: 51, scope: !22, inlinedAt: !42)
!45 = !DILocation(line: 8, column: 59, scope: !29, inlinedAt: !42)
!46 = !DILocation(line: 8, column: 73, scope: !29, inlinedAt: !42)
!47 = !DILocation(line: 16, column: 3, scope: !32)
