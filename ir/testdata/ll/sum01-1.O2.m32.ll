; ModuleID = '../testdata/testcomp/loops/sum01-1.i'
source_filename = "../testdata/testcomp/loops/sum01-1.i"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @__VERIFIER_assert(i32 noundef %0) local_unnamed_addr #0 !dbg !10 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !15, metadata !DIExpression()), !dbg !19
  %2 = icmp eq i32 %0, 0, !dbg !20
  br i1 %2, label %3, label %4, !dbg !21

3:                                                ; preds = %1
  call void @llvm.dbg.label(metadata !16), !dbg !22
  tail call void bitcast (void (...)* @__VERIFIER_error to void ()*)() #5, !dbg !23
  unreachable, !dbg !23

4:                                                ; preds = %1
  ret void, !dbg !24
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: noreturn
declare void @__VERIFIER_error(...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !25 {
  %1 = tail call i32 bitcast (i32 (...)* @__VERIFIER_nondet_uint to i32 ()*)() #6, !dbg !32
  call void @llvm.dbg.value(metadata i32 %1, metadata !30, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 1, metadata !29, metadata !DIExpression()), !dbg !33
  %2 = icmp slt i32 %1, 1, !dbg !34
  br i1 %2, label %50, label %3, !dbg !37

3:                                                ; preds = %0
  %4 = add i32 %1, -1, !dbg !37
  %5 = and i32 %1, 3, !dbg !37
  %6 = icmp ult i32 %4, 3, !dbg !37
  br i1 %6, label %28, label %7, !dbg !37

7:                                                ; preds = %3
  %8 = and i32 %1, -4, !dbg !37
  br label %9, !dbg !37

9:                                                ; preds = %9, %7
  %10 = phi i32 [ 0, %7 ], [ %24, %9 ]
  %11 = phi i32 [ 1, %7 ], [ %25, %9 ]
  %12 = phi i32 [ 0, %7 ], [ %26, %9 ]
  call void @llvm.dbg.value(metadata i32 %10, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %11, metadata !29, metadata !DIExpression()), !dbg !33
  %13 = icmp ult i32 %11, 10, !dbg !38
  %14 = add nsw i32 %10, 2
  %15 = select i1 %13, i32 %14, i32 %10, !dbg !41
  call void @llvm.dbg.value(metadata i32 %15, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %11, metadata !29, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !33
  call void @llvm.dbg.value(metadata i32 %15, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %11, metadata !29, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !33
  %16 = icmp ult i32 %11, 9, !dbg !38
  %17 = add nsw i32 %15, 2
  %18 = select i1 %16, i32 %17, i32 %15, !dbg !41
  call void @llvm.dbg.value(metadata i32 %18, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %11, metadata !29, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !33
  call void @llvm.dbg.value(metadata i32 %18, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %11, metadata !29, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !33
  %19 = icmp ult i32 %11, 8, !dbg !38
  %20 = add nsw i32 %18, 2
  %21 = select i1 %19, i32 %20, i32 %18, !dbg !41
  call void @llvm.dbg.value(metadata i32 %21, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %11, metadata !29, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !33
  call void @llvm.dbg.value(metadata i32 %21, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %11, metadata !29, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !33
  %22 = icmp ult i32 %11, 7, !dbg !38
  %23 = add nsw i32 %21, 2
  %24 = select i1 %22, i32 %23, i32 %21, !dbg !41
  call void @llvm.dbg.value(metadata i32 %24, metadata !31, metadata !DIExpression()), !dbg !33
  %25 = add nuw i32 %11, 4, !dbg !42
  call void @llvm.dbg.value(metadata i32 %25, metadata !29, metadata !DIExpression()), !dbg !33
  %26 = add i32 %12, 4, !dbg !37
  %27 = icmp eq i32 %26, %8, !dbg !37
  br i1 %27, label %28, label %9, !dbg !37, !llvm.loop !43

28:                                               ; preds = %9, %3
  %29 = phi i32 [ undef, %3 ], [ %24, %9 ]
  %30 = phi i32 [ 0, %3 ], [ %24, %9 ]
  %31 = phi i32 [ 1, %3 ], [ %25, %9 ]
  %32 = icmp eq i32 %5, 0, !dbg !37
  br i1 %32, label %43, label %33, !dbg !37

33:                                               ; preds = %28, %33
  %34 = phi i32 [ %39, %33 ], [ %30, %28 ]
  %35 = phi i32 [ %40, %33 ], [ %31, %28 ]
  %36 = phi i32 [ %41, %33 ], [ 0, %28 ]
  call void @llvm.dbg.value(metadata i32 %34, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %35, metadata !29, metadata !DIExpression()), !dbg !33
  %37 = icmp ult i32 %35, 10, !dbg !38
  %38 = add nsw i32 %34, 2
  %39 = select i1 %37, i32 %38, i32 %34, !dbg !41
  call void @llvm.dbg.value(metadata i32 %39, metadata !31, metadata !DIExpression()), !dbg !33
  %40 = add nuw i32 %35, 1, !dbg !42
  call void @llvm.dbg.value(metadata i32 %40, metadata !29, metadata !DIExpression()), !dbg !33
  %41 = add i32 %36, 1, !dbg !37
  %42 = icmp eq i32 %41, %5, !dbg !37
  br i1 %42, label %43, label %33, !dbg !37, !llvm.loop !46

43:                                               ; preds = %33, %28
  %44 = phi i32 [ %29, %28 ], [ %39, %33 ], !dbg !41
  %45 = shl nsw i32 %1, 1, !dbg !48
  %46 = icmp ne i32 %44, %45, !dbg !49
  %47 = icmp ne i32 %44, 0, !dbg !50
  call void @llvm.dbg.value(metadata !DIArgList(i1 %46, i1 %47), metadata !15, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)) #6, !dbg !51
  %48 = and i1 %46, %47, !dbg !53
  br i1 %48, label %49, label %50, !dbg !54

49:                                               ; preds = %43
  call void @llvm.dbg.label(metadata !16) #6, !dbg !55
  tail call void bitcast (void (...)* @__VERIFIER_error to void ()*)() #5, !dbg !56
  unreachable, !dbg !56

50:                                               ; preds = %0, %43
  ret i32 0, !dbg !57
}

declare i32 @__VERIFIER_nondet_uint(...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/testcomp/loops/sum01-1.i", directory: ".", checksumkind: CSK_MD5, checksum: "ada154bbf6cb091c9a5a945b1b5744b1")
!2 = !{i32 1, !"NumRegisterParameters", i32 0}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "__VERIFIER_assert", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15, !16}
!15 = !DILocalVariable(name: "cond", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!16 = !DILabel(scope: !17, name: "ERROR", file: !1, line: 5)
!17 = distinct !DILexicalBlock(scope: !18, file: !1, line: 4, column: 16)
!18 = distinct !DILexicalBlock(scope: !10, file: !1, line: 4, column: 7)
!19 = !DILocation(line: 0, scope: !10)
!20 = !DILocation(line: 4, column: 8, scope: !18)
!21 = !DILocation(line: 4, column: 7, scope: !10)
!22 = !DILocation(line: 5, column: 5, scope: !17)
!23 = !DILocation(line: 5, column: 12, scope: !17)
!24 = !DILocation(line: 7, column: 3, scope: !10)
!25 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !26, scopeLine: 11, flags: DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!13}
!28 = !{!29, !30, !31}
!29 = !DILocalVariable(name: "i", scope: !25, file: !1, line: 12, type: !13)
!30 = !DILocalVariable(name: "n", scope: !25, file: !1, line: 12, type: !13)
!31 = !DILocalVariable(name: "sn", scope: !25, file: !1, line: 12, type: !13)
!32 = !DILocation(line: 12, column: 12, scope: !25)
!33 = !DILocation(line: 0, scope: !25)
!34 = !DILocation(line: 13, column: 13, scope: !35)
!35 = distinct !DILexicalBlock(scope: !36, file: !1, line: 13, column: 3)
!36 = distinct !DILexicalBlock(scope: !25, file: !1, line: 13, column: 3)
!37 = !DILocation(line: 13, column: 3, scope: !36)
!38 = !DILocation(line: 14, column: 10, scope: !39)
!39 = distinct !DILexicalBlock(scope: !40, file: !1, line: 14, column: 9)
!40 = distinct !DILexicalBlock(scope: !35, file: !1, line: 13, column: 23)
!41 = !DILocation(line: 14, column: 9, scope: !40)
!42 = !DILocation(line: 13, column: 19, scope: !35)
!43 = distinct !{!43, !37, !44, !45}
!44 = !DILocation(line: 16, column: 3, scope: !36)
!45 = !{!"llvm.loop.mustprogress"}
!46 = distinct !{!46, !47}
!47 = !{!"llvm.loop.unroll.disable"}
!48 = !DILocation(line: 17, column: 26, scope: !25)
!49 = !DILocation(line: 17, column: 23, scope: !25)
!50 = !DILocation(line: 17, column: 31, scope: !25)
!51 = !DILocation(line: 0, scope: !10, inlinedAt: !52)
!52 = distinct !DILocation(line: 17, column: 3, scope: !25)
!53 = !DILocation(line: 4, column: 8, scope: !18, inlinedAt: !52)
!54 = !DILocation(line: 4, column: 7, scope: !10, inlinedAt: !52)
!55 = !DILocation(line: 5, column: 5, scope: !17, inlinedAt: !52)
!56 = !DILocation(line: 5, column: 12, scope: !17, inlinedAt: !52)
!57 = !DILocation(line: 18, column: 1, scope: !25)
