; ModuleID = '../testdata/testcomp/bitvector/gcd_1.c'
source_filename = "../testdata/testcomp/bitvector/gcd_1.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local void @reach_error() local_unnamed_addr #0 !dbg !10 {
  ret void, !dbg !14
}

; Function Attrs: nounwind uwtable
define dso_local void @__VERIFIER_assert(i32 noundef %0) local_unnamed_addr #1 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !24
  %2 = icmp eq i32 %0, 0, !dbg !25
  br i1 %2, label %3, label %4, !dbg !26

3:                                                ; preds = %1
  call void @llvm.dbg.label(metadata !21), !dbg !27
  tail call void @abort() #7, !dbg !28
  unreachable, !dbg !28

4:                                                ; preds = %1
  ret void, !dbg !30
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #2

; Function Attrs: noreturn
declare void @abort() local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind readnone uwtable
define dso_local signext i8 @gcd_test(i8 noundef signext %0, i8 noundef signext %1) local_unnamed_addr #4 !dbg !31 {
  call void @llvm.dbg.value(metadata i8 %0, metadata !36, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8 %1, metadata !37, metadata !DIExpression()), !dbg !39
  %3 = tail call i8 @llvm.abs.i8(i8 %0, i1 false), !dbg !40
  call void @llvm.dbg.value(metadata i8 %3, metadata !36, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8 undef, metadata !37, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8 %3, metadata !36, metadata !DIExpression()), !dbg !39
  %4 = icmp eq i8 %1, 0, !dbg !41
  br i1 %4, label %15, label %5, !dbg !42

5:                                                ; preds = %2
  %6 = tail call i8 @llvm.abs.i8(i8 %1, i1 false), !dbg !43
  call void @llvm.dbg.value(metadata i8 %6, metadata !37, metadata !DIExpression()), !dbg !39
  br label %7, !dbg !42

7:                                                ; preds = %5, %7
  %8 = phi i8 [ %9, %7 ], [ %3, %5 ]
  %9 = phi i8 [ %13, %7 ], [ %6, %5 ]
  call void @llvm.dbg.value(metadata i8 %8, metadata !36, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8 %9, metadata !37, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8 %9, metadata !38, metadata !DIExpression()), !dbg !39
  %10 = sext i8 %8 to i16, !dbg !44
  %11 = sext i8 %9 to i16, !dbg !44
  %12 = srem i16 %10, %11, !dbg !44
  %13 = trunc i16 %12 to i8, !dbg !46
  call void @llvm.dbg.value(metadata i8 %9, metadata !36, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8 %13, metadata !37, metadata !DIExpression()), !dbg !39
  %14 = icmp eq i8 %13, 0, !dbg !41
  br i1 %14, label %15, label %7, !dbg !42, !llvm.loop !47

15:                                               ; preds = %7, %2
  %16 = phi i8 [ %3, %2 ], [ %9, %7 ], !dbg !39
  ret i8 %16, !dbg !50
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !51 {
  %1 = tail call signext i8 @__VERIFIER_nondet_char() #8, !dbg !58
  call void @llvm.dbg.value(metadata i8 %1, metadata !55, metadata !DIExpression()), !dbg !59
  %2 = tail call signext i8 @__VERIFIER_nondet_char() #8, !dbg !60
  call void @llvm.dbg.value(metadata i8 %2, metadata !56, metadata !DIExpression()), !dbg !59
  %3 = icmp sgt i8 %2, 0, !dbg !61
  br i1 %3, label %4, label %20, !dbg !63

4:                                                ; preds = %0
  %5 = srem i8 %1, %2, !dbg !64
  %6 = icmp eq i8 %5, 0, !dbg !65
  br i1 %6, label %7, label %20, !dbg !66

7:                                                ; preds = %4
  call void @llvm.dbg.value(metadata i8 %1, metadata !36, metadata !DIExpression()) #8, !dbg !67
  call void @llvm.dbg.value(metadata i8 %2, metadata !37, metadata !DIExpression()) #8, !dbg !67
  %8 = tail call i8 @llvm.abs.i8(i8 %1, i1 false) #8, !dbg !70
  call void @llvm.dbg.value(metadata i8 undef, metadata !37, metadata !DIExpression()) #8, !dbg !67
  call void @llvm.dbg.value(metadata i8 %8, metadata !36, metadata !DIExpression()) #8, !dbg !67
  call void @llvm.dbg.value(metadata i8 %2, metadata !37, metadata !DIExpression()) #8, !dbg !67
  br label %9, !dbg !71

9:                                                ; preds = %9, %7
  %10 = phi i8 [ %11, %9 ], [ %8, %7 ]
  %11 = phi i8 [ %15, %9 ], [ %2, %7 ]
  call void @llvm.dbg.value(metadata i8 %10, metadata !36, metadata !DIExpression()) #8, !dbg !67
  call void @llvm.dbg.value(metadata i8 %11, metadata !37, metadata !DIExpression()) #8, !dbg !67
  call void @llvm.dbg.value(metadata i8 %11, metadata !38, metadata !DIExpression()) #8, !dbg !67
  %12 = sext i8 %10 to i16, !dbg !72
  %13 = sext i8 %11 to i16, !dbg !72
  %14 = srem i16 %12, %13, !dbg !72
  %15 = trunc i16 %14 to i8, !dbg !73
  call void @llvm.dbg.value(metadata i8 %11, metadata !36, metadata !DIExpression()) #8, !dbg !67
  call void @llvm.dbg.value(metadata i8 %15, metadata !37, metadata !DIExpression()) #8, !dbg !67
  %16 = icmp eq i8 %15, 0, !dbg !74
  br i1 %16, label %17, label %9, !dbg !71, !llvm.loop !75

17:                                               ; preds = %9
  call void @llvm.dbg.value(metadata i8 %11, metadata !57, metadata !DIExpression()), !dbg !59
  %18 = icmp eq i8 %11, %2, !dbg !77
  call void @llvm.dbg.value(metadata i1 %18, metadata !20, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)) #8, !dbg !78
  br i1 %18, label %20, label %19, !dbg !80

19:                                               ; preds = %17
  call void @llvm.dbg.label(metadata !21) #8, !dbg !81
  tail call void @abort() #7, !dbg !82
  unreachable, !dbg !82

20:                                               ; preds = %17, %4, %0
  ret i32 0, !dbg !83
}

declare signext i8 @__VERIFIER_nondet_char() local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i8 @llvm.abs.i8(i8, i1 immarg) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/testcomp/bitvector/gcd_1.c", directory: ".", checksumkind: CSK_MD5, checksum: "bdf1a42c8dee11ff566b2683392b4d2f")
!2 = !{i32 1, !"NumRegisterParameters", i32 0}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "reach_error", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, flags: DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{}
!14 = !DILocation(line: 2, column: 20, scope: !10)
!15 = distinct !DISubprogram(name: "__VERIFIER_assert", scope: !1, file: !1, line: 5, type: !16, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!20, !21}
!20 = !DILocalVariable(name: "cond", arg: 1, scope: !15, file: !1, line: 5, type: !18)
!21 = !DILabel(scope: !22, name: "ERROR", file: !1, line: 7)
!22 = distinct !DILexicalBlock(scope: !23, file: !1, line: 6, column: 16)
!23 = distinct !DILexicalBlock(scope: !15, file: !1, line: 6, column: 7)
!24 = !DILocation(line: 0, scope: !15)
!25 = !DILocation(line: 6, column: 8, scope: !23)
!26 = !DILocation(line: 6, column: 7, scope: !15)
!27 = !DILocation(line: 7, column: 5, scope: !22)
!28 = !DILocation(line: 7, column: 27, scope: !29)
!29 = distinct !DILexicalBlock(scope: !22, file: !1, line: 7, column: 12)
!30 = !DILocation(line: 9, column: 3, scope: !15)
!31 = distinct !DISubprogram(name: "gcd_test", scope: !1, file: !1, line: 11, type: !32, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34, !34}
!34 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!35 = !{!36, !37, !38}
!36 = !DILocalVariable(name: "a", arg: 1, scope: !31, file: !1, line: 11, type: !34)
!37 = !DILocalVariable(name: "b", arg: 2, scope: !31, file: !1, line: 11, type: !34)
!38 = !DILocalVariable(name: "t", scope: !31, file: !1, line: 13, type: !34)
!39 = !DILocation(line: 0, scope: !31)
!40 = !DILocation(line: 15, column: 9, scope: !31)
!41 = !DILocation(line: 18, column: 14, scope: !31)
!42 = !DILocation(line: 18, column: 5, scope: !31)
!43 = !DILocation(line: 16, column: 9, scope: !31)
!44 = !DILocation(line: 20, column: 15, scope: !45)
!45 = distinct !DILexicalBlock(scope: !31, file: !1, line: 18, column: 20)
!46 = !DILocation(line: 20, column: 13, scope: !45)
!47 = distinct !{!47, !42, !48, !49}
!48 = !DILocation(line: 22, column: 5, scope: !31)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 23, column: 5, scope: !31)
!51 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 27, type: !52, scopeLine: 28, flags: DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !54)
!52 = !DISubroutineType(types: !53)
!53 = !{!18}
!54 = !{!55, !56, !57}
!55 = !DILocalVariable(name: "x", scope: !51, file: !1, line: 29, type: !34)
!56 = !DILocalVariable(name: "y", scope: !51, file: !1, line: 30, type: !34)
!57 = !DILocalVariable(name: "g", scope: !51, file: !1, line: 31, type: !34)
!58 = !DILocation(line: 29, column: 21, scope: !51)
!59 = !DILocation(line: 0, scope: !51)
!60 = !DILocation(line: 30, column: 21, scope: !51)
!61 = !DILocation(line: 33, column: 11, scope: !62)
!62 = distinct !DILexicalBlock(scope: !51, file: !1, line: 33, column: 9)
!63 = !DILocation(line: 33, column: 15, scope: !62)
!64 = !DILocation(line: 33, column: 20, scope: !62)
!65 = !DILocation(line: 33, column: 24, scope: !62)
!66 = !DILocation(line: 33, column: 9, scope: !51)
!67 = !DILocation(line: 0, scope: !31, inlinedAt: !68)
!68 = distinct !DILocation(line: 34, column: 13, scope: !69)
!69 = distinct !DILexicalBlock(scope: !62, file: !1, line: 33, column: 30)
!70 = !DILocation(line: 15, column: 9, scope: !31, inlinedAt: !68)
!71 = !DILocation(line: 18, column: 5, scope: !31, inlinedAt: !68)
!72 = !DILocation(line: 20, column: 15, scope: !45, inlinedAt: !68)
!73 = !DILocation(line: 20, column: 13, scope: !45, inlinedAt: !68)
!74 = !DILocation(line: 18, column: 14, scope: !31, inlinedAt: !68)
!75 = distinct !{!75, !71, !76, !49}
!76 = !DILocation(line: 22, column: 5, scope: !31, inlinedAt: !68)
!77 = !DILocation(line: 36, column: 29, scope: !69)
!78 = !DILocation(line: 0, scope: !15, inlinedAt: !79)
!79 = distinct !DILocation(line: 36, column: 9, scope: !69)
!80 = !DILocation(line: 6, column: 7, scope: !15, inlinedAt: !79)
!81 = !DILocation(line: 7, column: 5, scope: !22, inlinedAt: !79)
!82 = !DILocation(line: 7, column: 27, scope: !29, inlinedAt: !79)
!83 = !DILocation(line: 40, column: 1, scope: !51)
