; ModuleID = '../testdata/programs/maze.c'
source_filename = "../testdata/programs/maze.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"moves\00", align 1
@maze = internal unnamed_addr global [7 x [12 x i8]] [[12 x i8] c"+-+---+---+\00", [12 x i8] c"| |     |#|\00", [12 x i8] c"| | --+ | |\00", [12 x i8] c"| |   | | |\00", [12 x i8] c"| +-- | | |\00", [12 x i8] c"|     |   |\00", [12 x i8] c"+-----+---+\00"], align 16, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"../testdata/programs/maze.c\00", align 1
@__func__.main = private unnamed_addr constant [5 x i8] c"main\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !17 {
  %1 = alloca [28 x i8], align 16
  %2 = getelementptr inbounds [28 x i8], [28 x i8]* %1, i64 0, i64 0, !dbg !34
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %2) #5, !dbg !34
  call void @llvm.dbg.declare(metadata [28 x i8]* %1, metadata !22, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 1, metadata !26, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 1, metadata !27, metadata !DIExpression()), !dbg !36
  call void @klee_make_symbolic(i8* noundef nonnull %2, i64 noundef 28, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0)) #5, !dbg !37
  store i8 88, i8* getelementptr inbounds ([7 x [12 x i8]], [7 x [12 x i8]]* @maze, i64 0, i64 1, i64 1), align 1, !dbg !38, !tbaa !39
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 1, metadata !26, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 1, metadata !27, metadata !DIExpression()), !dbg !36
  br label %3, !dbg !43

3:                                                ; preds = %0, %43
  %4 = phi i64 [ 0, %0 ], [ %44, %43 ]
  %5 = phi i32 [ 1, %0 ], [ %20, %43 ]
  %6 = phi i32 [ 1, %0 ], [ %19, %43 ]
  call void @llvm.dbg.value(metadata i32 %5, metadata !26, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %4, metadata !28, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %6, metadata !27, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 %5, metadata !30, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %6, metadata !33, metadata !DIExpression()), !dbg !44
  %7 = getelementptr inbounds [28 x i8], [28 x i8]* %1, i64 0, i64 %4, !dbg !45
  %8 = load i8, i8* %7, align 1, !dbg !45, !tbaa !39
  %9 = sext i8 %8 to i32, !dbg !45
  switch i32 %9, label %46 [
    i32 119, label %10
    i32 115, label %12
    i32 97, label %14
    i32 100, label %16
  ], !dbg !46

10:                                               ; preds = %3
  %11 = add nsw i32 %6, -1, !dbg !47
  call void @llvm.dbg.value(metadata i32 %11, metadata !27, metadata !DIExpression()), !dbg !36
  br label %18, !dbg !49

12:                                               ; preds = %3
  %13 = add nsw i32 %6, 1, !dbg !50
  call void @llvm.dbg.value(metadata i32 %13, metadata !27, metadata !DIExpression()), !dbg !36
  br label %18, !dbg !51

14:                                               ; preds = %3
  %15 = add nsw i32 %5, -1, !dbg !52
  call void @llvm.dbg.value(metadata i32 %15, metadata !26, metadata !DIExpression()), !dbg !36
  br label %18, !dbg !53

16:                                               ; preds = %3
  %17 = add nsw i32 %5, 1, !dbg !54
  call void @llvm.dbg.value(metadata i32 %17, metadata !26, metadata !DIExpression()), !dbg !36
  br label %18, !dbg !55

18:                                               ; preds = %16, %14, %12, %10
  %19 = phi i32 [ %6, %16 ], [ %6, %14 ], [ %13, %12 ], [ %11, %10 ], !dbg !36
  %20 = phi i32 [ %17, %16 ], [ %15, %14 ], [ %5, %12 ], [ %5, %10 ], !dbg !36
  call void @llvm.dbg.value(metadata i32 %20, metadata !26, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 %19, metadata !27, metadata !DIExpression()), !dbg !36
  %21 = sext i32 %19 to i64, !dbg !56
  %22 = sext i32 %20 to i64, !dbg !56
  %23 = getelementptr inbounds [7 x [12 x i8]], [7 x [12 x i8]]* @maze, i64 0, i64 %21, i64 %22, !dbg !56
  %24 = load i8, i8* %23, align 1, !dbg !56, !tbaa !39
  %25 = icmp eq i8 %24, 35, !dbg !58
  br i1 %25, label %26, label %28, !dbg !59

26:                                               ; preds = %18
  call void @__assert_fail(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.2, i64 0, i64 0), i32 noundef 35, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @__func__.main, i64 0, i64 0)) #5, !dbg !60
  %27 = load i8, i8* %23, align 1, !dbg !61, !tbaa !39
  br label %28, !dbg !60

28:                                               ; preds = %26, %18
  %29 = phi i8 [ %27, %26 ], [ %24, %18 ], !dbg !61
  %30 = icmp eq i8 %29, 32, !dbg !63
  br i1 %30, label %39, label %31, !dbg !64

31:                                               ; preds = %28
  %32 = icmp eq i32 %19, 2, !dbg !65
  br i1 %32, label %33, label %46, !dbg !66

33:                                               ; preds = %31
  %34 = icmp eq i8 %29, 124, !dbg !67
  %35 = icmp sgt i32 %20, 0
  %36 = select i1 %34, i1 %35, i1 false, !dbg !68
  %37 = icmp slt i32 %20, 10
  %38 = select i1 %36, i1 %37, i1 false, !dbg !68
  br i1 %38, label %39, label %46, !dbg !68

39:                                               ; preds = %33, %28
  %40 = icmp eq i32 %5, %20, !dbg !69
  %41 = icmp eq i32 %6, %19
  %42 = select i1 %40, i1 %41, i1 false, !dbg !71
  br i1 %42, label %46, label %43, !dbg !71

43:                                               ; preds = %39
  store i8 88, i8* %23, align 1, !dbg !72, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %20, metadata !26, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 %19, metadata !27, metadata !DIExpression()), !dbg !36
  %44 = add nuw nsw i64 %4, 1, !dbg !73
  call void @llvm.dbg.value(metadata i64 %44, metadata !28, metadata !DIExpression()), !dbg !42
  %45 = icmp eq i64 %44, 28, !dbg !74
  br i1 %45, label %46, label %3, !dbg !43, !llvm.loop !75

46:                                               ; preds = %39, %31, %33, %3, %43
  %47 = phi i32 [ 3, %39 ], [ 2, %31 ], [ 2, %33 ], [ 1, %3 ], [ 0, %43 ]
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %2) #5, !dbg !78
  ret i32 %47, !dbg !78
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare !dbg !79 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #3

declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "maze", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "../testdata/programs/maze.c", directory: ".", checksumkind: CSK_MD5, checksum: "d15ffc683d183cb5c7a2a4d3c2ddda55")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 672, elements: !7)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !{!8, !9}
!8 = !DISubrange(count: 7)
!9 = !DISubrange(count: 12)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !18, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{!20}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{!22, !26, !27, !28, !30, !33}
!22 = !DILocalVariable(name: "moves", scope: !17, file: !3, line: 21, type: !23)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 224, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 28)
!26 = !DILocalVariable(name: "x", scope: !17, file: !3, line: 22, type: !20)
!27 = !DILocalVariable(name: "y", scope: !17, file: !3, line: 22, type: !20)
!28 = !DILocalVariable(name: "i", scope: !29, file: !3, line: 25, type: !20)
!29 = distinct !DILexicalBlock(scope: !17, file: !3, line: 25, column: 3)
!30 = !DILocalVariable(name: "ox", scope: !31, file: !3, line: 26, type: !20)
!31 = distinct !DILexicalBlock(scope: !32, file: !3, line: 25, column: 35)
!32 = distinct !DILexicalBlock(scope: !29, file: !3, line: 25, column: 3)
!33 = !DILocalVariable(name: "oy", scope: !31, file: !3, line: 26, type: !20)
!34 = !DILocation(line: 21, column: 3, scope: !17)
!35 = !DILocation(line: 21, column: 8, scope: !17)
!36 = !DILocation(line: 0, scope: !17)
!37 = !DILocation(line: 23, column: 3, scope: !17)
!38 = !DILocation(line: 24, column: 14, scope: !17)
!39 = !{!40, !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 0, scope: !29)
!43 = !DILocation(line: 25, column: 3, scope: !29)
!44 = !DILocation(line: 0, scope: !31)
!45 = !DILocation(line: 27, column: 13, scope: !31)
!46 = !DILocation(line: 27, column: 5, scope: !31)
!47 = !DILocation(line: 28, column: 16, scope: !48)
!48 = distinct !DILexicalBlock(scope: !31, file: !3, line: 27, column: 23)
!49 = !DILocation(line: 28, column: 20, scope: !48)
!50 = !DILocation(line: 29, column: 16, scope: !48)
!51 = !DILocation(line: 29, column: 20, scope: !48)
!52 = !DILocation(line: 30, column: 16, scope: !48)
!53 = !DILocation(line: 30, column: 20, scope: !48)
!54 = !DILocation(line: 31, column: 16, scope: !48)
!55 = !DILocation(line: 31, column: 20, scope: !48)
!56 = !DILocation(line: 34, column: 9, scope: !57)
!57 = distinct !DILexicalBlock(scope: !31, file: !3, line: 34, column: 9)
!58 = !DILocation(line: 34, column: 20, scope: !57)
!59 = !DILocation(line: 34, column: 9, scope: !31)
!60 = !DILocation(line: 35, column: 7, scope: !57)
!61 = !DILocation(line: 36, column: 9, scope: !62)
!62 = distinct !DILexicalBlock(scope: !31, file: !3, line: 36, column: 9)
!63 = !DILocation(line: 36, column: 20, scope: !62)
!64 = !DILocation(line: 36, column: 27, scope: !62)
!65 = !DILocation(line: 36, column: 34, scope: !62)
!66 = !DILocation(line: 36, column: 39, scope: !62)
!67 = !DILocation(line: 36, column: 53, scope: !62)
!68 = !DILocation(line: 36, column: 60, scope: !62)
!69 = !DILocation(line: 41, column: 12, scope: !70)
!70 = distinct !DILexicalBlock(scope: !31, file: !3, line: 41, column: 9)
!71 = !DILocation(line: 41, column: 17, scope: !70)
!72 = !DILocation(line: 43, column: 16, scope: !31)
!73 = !DILocation(line: 25, column: 31, scope: !32)
!74 = !DILocation(line: 25, column: 21, scope: !32)
!75 = distinct !{!75, !43, !76, !77}
!76 = !DILocation(line: 44, column: 3, scope: !29)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !DILocation(line: 46, column: 1, scope: !17)
!79 = !DISubprogram(name: "klee_make_symbolic", scope: !80, file: !80, line: 7, type: !81, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !89)
!80 = !DIFile(filename: "testdata/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "3f2171585326490e847693f7452c9005")
!81 = !DISubroutineType(types: !82)
!82 = !{null, !83, !84, !87}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !85, line: 46, baseType: !86)
!85 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!86 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!89 = !{}
