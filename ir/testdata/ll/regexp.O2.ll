; ModuleID = '../testdata/programs/regexp.c'
source_filename = "../testdata/programs/regexp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"re\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"hello\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !9 {
  %1 = alloca [7 x i8], align 1
  %2 = getelementptr inbounds [7 x i8], [7 x i8]* %1, i64 0, i64 0, !dbg !19
  call void @llvm.lifetime.start.p0i8(i64 7, i8* nonnull %2) #6, !dbg !19
  call void @llvm.dbg.declare(metadata [7 x i8]* %1, metadata !14, metadata !DIExpression()), !dbg !20
  call void @klee_make_symbolic(i8* noundef nonnull %2, i64 noundef 7, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0)) #6, !dbg !21
  %3 = getelementptr inbounds [7 x i8], [7 x i8]* %1, i64 0, i64 6, !dbg !22
  %4 = load i8, i8* %3, align 1, !dbg !22, !tbaa !23
  %5 = icmp eq i8 %4, 0, !dbg !26
  %6 = zext i1 %5 to i64
  call void @klee_assume(i64 noundef %6) #6, !dbg !27
  call void @llvm.dbg.value(metadata i8* %2, metadata !28, metadata !DIExpression()) #6, !dbg !36
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), metadata !35, metadata !DIExpression()) #6, !dbg !36
  %7 = load i8, i8* %2, align 1, !dbg !38, !tbaa !23
  %8 = icmp eq i8 %7, 94, !dbg !40
  br i1 %8, label %12, label %9, !dbg !41

9:                                                ; preds = %0
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), metadata !35, metadata !DIExpression()) #6, !dbg !36
  %10 = call fastcc i32 @matchhere(i8* noundef nonnull %2, i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0)) #6, !dbg !42
  %11 = icmp eq i32 %10, 0, !dbg !42
  br i1 %11, label %15, label %31, !dbg !45

12:                                               ; preds = %0
  %13 = getelementptr inbounds [7 x i8], [7 x i8]* %1, i64 0, i64 1, !dbg !46
  %14 = call fastcc i32 @matchhere(i8* noundef nonnull %13, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0)) #6, !dbg !47
  br label %31, !dbg !48

15:                                               ; preds = %9
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 1), metadata !35, metadata !DIExpression()) #6, !dbg !36
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 1), metadata !35, metadata !DIExpression()) #6, !dbg !36
  %16 = call fastcc i32 @matchhere(i8* noundef nonnull %2, i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 1)) #6, !dbg !42
  %17 = icmp eq i32 %16, 0, !dbg !42
  br i1 %17, label %18, label %31, !dbg !45

18:                                               ; preds = %15
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 2), metadata !35, metadata !DIExpression()) #6, !dbg !36
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 2), metadata !35, metadata !DIExpression()) #6, !dbg !36
  %19 = call fastcc i32 @matchhere(i8* noundef nonnull %2, i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 2)) #6, !dbg !42
  %20 = icmp eq i32 %19, 0, !dbg !42
  br i1 %20, label %21, label %31, !dbg !45

21:                                               ; preds = %18
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 3), metadata !35, metadata !DIExpression()) #6, !dbg !36
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 3), metadata !35, metadata !DIExpression()) #6, !dbg !36
  %22 = call fastcc i32 @matchhere(i8* noundef nonnull %2, i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 3)) #6, !dbg !42
  %23 = icmp eq i32 %22, 0, !dbg !42
  br i1 %23, label %24, label %31, !dbg !45

24:                                               ; preds = %21
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 4), metadata !35, metadata !DIExpression()) #6, !dbg !36
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 4), metadata !35, metadata !DIExpression()) #6, !dbg !36
  %25 = call fastcc i32 @matchhere(i8* noundef nonnull %2, i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 4)) #6, !dbg !42
  %26 = icmp eq i32 %25, 0, !dbg !42
  br i1 %26, label %27, label %31, !dbg !45

27:                                               ; preds = %24
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 5), metadata !35, metadata !DIExpression()) #6, !dbg !36
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 5), metadata !35, metadata !DIExpression()) #6, !dbg !36
  %28 = call fastcc i32 @matchhere(i8* noundef nonnull %2, i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 5)) #6, !dbg !42
  %29 = icmp ne i32 %28, 0, !dbg !42
  %30 = zext i1 %29 to i32, !dbg !45
  br label %31, !dbg !45

31:                                               ; preds = %9, %12, %15, %18, %21, %24, %27
  %32 = phi i32 [ %14, %12 ], [ 1, %9 ], [ 1, %15 ], [ 1, %18 ], [ 1, %21 ], [ 1, %24 ], [ %30, %27 ], !dbg !36
  call void @llvm.lifetime.end.p0i8(i64 7, i8* nonnull %2) #6, !dbg !49
  ret i32 %32, !dbg !50
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare !dbg !51 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #3

declare !dbg !60 void @klee_assume(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readonly uwtable
define internal fastcc i32 @matchhere(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) unnamed_addr #4 !dbg !65 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !67, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i8* %1, metadata !68, metadata !DIExpression()), !dbg !69
  %3 = load i8, i8* %0, align 1, !dbg !70, !tbaa !23
  %4 = icmp eq i8 %3, 0, !dbg !72
  br i1 %4, label %41, label %5, !dbg !73

5:                                                ; preds = %2, %39
  %6 = phi i8 [ %10, %39 ], [ %3, %2 ]
  %7 = phi i8* [ %40, %39 ], [ %1, %2 ]
  %8 = phi i8* [ %9, %39 ], [ %0, %2 ]
  call void @llvm.dbg.value(metadata i8* %7, metadata !68, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i8* %8, metadata !67, metadata !DIExpression()), !dbg !69
  %9 = getelementptr inbounds i8, i8* %8, i64 1, !dbg !74
  %10 = load i8, i8* %9, align 1, !dbg !74, !tbaa !23
  %11 = icmp eq i8 %10, 42, !dbg !76
  br i1 %11, label %12, label %26, !dbg !77

12:                                               ; preds = %5
  %13 = getelementptr inbounds i8, i8* %8, i64 2, !dbg !78
  call void @llvm.dbg.value(metadata i8 %6, metadata !79, metadata !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value)) #6, !dbg !86
  call void @llvm.dbg.value(metadata i8* %13, metadata !84, metadata !DIExpression()) #6, !dbg !86
  call void @llvm.dbg.value(metadata i8* %7, metadata !85, metadata !DIExpression()) #6, !dbg !86
  %14 = icmp eq i8 %6, 46
  br label %15, !dbg !88

15:                                               ; preds = %19, %12
  %16 = phi i8* [ %7, %12 ], [ %22, %19 ]
  call void @llvm.dbg.value(metadata i8* %16, metadata !85, metadata !DIExpression()) #6, !dbg !86
  %17 = tail call fastcc i32 @matchhere(i8* noundef nonnull %13, i8* noundef %16) #6, !dbg !89
  %18 = icmp eq i32 %17, 0, !dbg !89
  br i1 %18, label %19, label %41, !dbg !92

19:                                               ; preds = %15
  %20 = load i8, i8* %16, align 1, !dbg !93, !tbaa !23
  %21 = icmp ne i8 %20, 0, !dbg !94
  %22 = getelementptr inbounds i8, i8* %16, i64 1
  %23 = icmp eq i8 %20, %6
  %24 = or i1 %14, %23
  %25 = select i1 %21, i1 %24, i1 false, !dbg !95
  call void @llvm.dbg.value(metadata i8* %22, metadata !85, metadata !DIExpression()) #6, !dbg !86
  br i1 %25, label %15, label %41, !dbg !95, !llvm.loop !96

26:                                               ; preds = %5
  %27 = icmp eq i8 %6, 36, !dbg !99
  %28 = icmp eq i8 %10, 0
  %29 = select i1 %27, i1 %28, i1 false, !dbg !101
  %30 = load i8, i8* %7, align 1, !dbg !69, !tbaa !23
  %31 = icmp eq i8 %30, 0, !dbg !69
  br i1 %29, label %32, label %34, !dbg !101

32:                                               ; preds = %26
  %33 = zext i1 %31 to i32, !dbg !102
  br label %41, !dbg !103

34:                                               ; preds = %26
  br i1 %31, label %41, label %35, !dbg !104

35:                                               ; preds = %34
  %36 = icmp eq i8 %6, 46, !dbg !106
  %37 = icmp eq i8 %6, %30
  %38 = select i1 %36, i1 true, i1 %37, !dbg !107
  br i1 %38, label %39, label %41, !dbg !107

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, i8* %7, i64 1, !dbg !108
  call void @llvm.dbg.value(metadata i8* %9, metadata !67, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i8* %40, metadata !68, metadata !DIExpression()), !dbg !69
  br i1 %28, label %41, label %5, !dbg !73

41:                                               ; preds = %39, %35, %34, %19, %15, %2, %32
  %42 = phi i32 [ %33, %32 ], [ 1, %2 ], [ 1, %15 ], [ 0, %19 ], [ 0, %34 ], [ 0, %35 ], [ 1, %39 ], !dbg !69
  ret i32 %42, !dbg !109
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/programs/regexp.c", directory: ".", checksumkind: CSK_MD5, checksum: "6cafb07870f54719b056ba8d1dd90388")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 40, type: !10, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14}
!14 = !DILocalVariable(name: "re", scope: !9, file: !1, line: 41, type: !15)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 56, elements: !17)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{!18}
!18 = !DISubrange(count: 7)
!19 = !DILocation(line: 41, column: 3, scope: !9)
!20 = !DILocation(line: 41, column: 8, scope: !9)
!21 = !DILocation(line: 42, column: 3, scope: !9)
!22 = !DILocation(line: 43, column: 15, scope: !9)
!23 = !{!24, !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C/C++ TBAA"}
!26 = !DILocation(line: 43, column: 28, scope: !9)
!27 = !DILocation(line: 43, column: 3, scope: !9)
!28 = !DILocalVariable(name: "re", arg: 1, scope: !29, file: !1, line: 28, type: !32)
!29 = distinct !DISubprogram(name: "match", scope: !1, file: !1, line: 28, type: !30, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !34)
!30 = !DISubroutineType(types: !31)
!31 = !{!12, !32, !32}
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!34 = !{!28, !35}
!35 = !DILocalVariable(name: "text", arg: 2, scope: !29, file: !1, line: 28, type: !32)
!36 = !DILocation(line: 0, scope: !29, inlinedAt: !37)
!37 = distinct !DILocation(line: 44, column: 10, scope: !9)
!38 = !DILocation(line: 29, column: 7, scope: !39, inlinedAt: !37)
!39 = distinct !DILexicalBlock(scope: !29, file: !1, line: 29, column: 7)
!40 = !DILocation(line: 29, column: 13, scope: !39, inlinedAt: !37)
!41 = !DILocation(line: 29, column: 7, scope: !29, inlinedAt: !37)
!42 = !DILocation(line: 32, column: 9, scope: !43, inlinedAt: !37)
!43 = distinct !DILexicalBlock(scope: !44, file: !1, line: 32, column: 9)
!44 = distinct !DILexicalBlock(scope: !29, file: !1, line: 31, column: 6)
!45 = !DILocation(line: 32, column: 9, scope: !44, inlinedAt: !37)
!46 = !DILocation(line: 30, column: 25, scope: !39, inlinedAt: !37)
!47 = !DILocation(line: 30, column: 12, scope: !39, inlinedAt: !37)
!48 = !DILocation(line: 30, column: 5, scope: !39, inlinedAt: !37)
!49 = !DILocation(line: 45, column: 1, scope: !9)
!50 = !DILocation(line: 44, column: 3, scope: !9)
!51 = !DISubprogram(name: "klee_make_symbolic", scope: !52, file: !52, line: 7, type: !53, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !59)
!52 = !DIFile(filename: "testdata/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "3f2171585326490e847693f7452c9005")
!53 = !DISubroutineType(types: !54)
!54 = !{null, !55, !56, !32}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !57, line: 46, baseType: !58)
!57 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!58 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!59 = !{}
!60 = !DISubprogram(name: "klee_assume", scope: !52, file: !52, line: 8, type: !61, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !59)
!61 = !DISubroutineType(types: !62)
!62 = !{null, !63}
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !64, line: 90, baseType: !58)
!64 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!65 = distinct !DISubprogram(name: "matchhere", scope: !1, file: !1, line: 16, type: !30, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !66)
!66 = !{!67, !68}
!67 = !DILocalVariable(name: "re", arg: 1, scope: !65, file: !1, line: 16, type: !32)
!68 = !DILocalVariable(name: "text", arg: 2, scope: !65, file: !1, line: 16, type: !32)
!69 = !DILocation(line: 0, scope: !65)
!70 = !DILocation(line: 17, column: 7, scope: !71)
!71 = distinct !DILexicalBlock(scope: !65, file: !1, line: 17, column: 7)
!72 = !DILocation(line: 17, column: 13, scope: !71)
!73 = !DILocation(line: 17, column: 7, scope: !65)
!74 = !DILocation(line: 19, column: 7, scope: !75)
!75 = distinct !DILexicalBlock(scope: !65, file: !1, line: 19, column: 7)
!76 = !DILocation(line: 19, column: 13, scope: !75)
!77 = !DILocation(line: 19, column: 7, scope: !65)
!78 = !DILocation(line: 20, column: 32, scope: !75)
!79 = !DILocalVariable(name: "c", arg: 1, scope: !80, file: !1, line: 8, type: !12)
!80 = distinct !DISubprogram(name: "matchstar", scope: !1, file: !1, line: 8, type: !81, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !83)
!81 = !DISubroutineType(types: !82)
!82 = !{!12, !12, !32, !32}
!83 = !{!79, !84, !85}
!84 = !DILocalVariable(name: "re", arg: 2, scope: !80, file: !1, line: 8, type: !32)
!85 = !DILocalVariable(name: "text", arg: 3, scope: !80, file: !1, line: 8, type: !32)
!86 = !DILocation(line: 0, scope: !80, inlinedAt: !87)
!87 = distinct !DILocation(line: 20, column: 12, scope: !75)
!88 = !DILocation(line: 9, column: 3, scope: !80, inlinedAt: !87)
!89 = !DILocation(line: 10, column: 9, scope: !90, inlinedAt: !87)
!90 = distinct !DILexicalBlock(scope: !91, file: !1, line: 10, column: 9)
!91 = distinct !DILexicalBlock(scope: !80, file: !1, line: 9, column: 6)
!92 = !DILocation(line: 10, column: 9, scope: !91, inlinedAt: !87)
!93 = !DILocation(line: 12, column: 12, scope: !80, inlinedAt: !87)
!94 = !DILocation(line: 12, column: 18, scope: !80, inlinedAt: !87)
!95 = !DILocation(line: 12, column: 26, scope: !80, inlinedAt: !87)
!96 = distinct !{!96, !88, !97, !98}
!97 = !DILocation(line: 12, column: 55, scope: !80, inlinedAt: !87)
!98 = !{!"llvm.loop.mustprogress"}
!99 = !DILocation(line: 21, column: 13, scope: !100)
!100 = distinct !DILexicalBlock(scope: !65, file: !1, line: 21, column: 7)
!101 = !DILocation(line: 21, column: 20, scope: !100)
!102 = !DILocation(line: 22, column: 18, scope: !100)
!103 = !DILocation(line: 22, column: 5, scope: !100)
!104 = !DILocation(line: 23, column: 21, scope: !105)
!105 = distinct !DILexicalBlock(scope: !65, file: !1, line: 23, column: 7)
!106 = !DILocation(line: 23, column: 31, scope: !105)
!107 = !DILocation(line: 23, column: 38, scope: !105)
!108 = !DILocation(line: 24, column: 35, scope: !105)
!109 = !DILocation(line: 26, column: 1, scope: !65)
