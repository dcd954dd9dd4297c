; ModuleID = '../testdata/programs/pse_fig3.c'
source_filename = "../testdata/programs/pse_fig3.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"y\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"d\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"e\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"e > 0\00", align 1
@.str.8 = private unnamed_addr constant [32 x i8] c"../testdata/programs/pse_fig3.c\00", align 1
@__func__.main = private unnamed_addr constant [5 x i8] c"main\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !9 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = bitcast i32* %1 to i8*, !dbg !21
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #4, !dbg !21
  %9 = bitcast i32* %2 to i8*, !dbg !21
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #4, !dbg !21
  %10 = bitcast i32* %3 to i8*, !dbg !21
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #4, !dbg !21
  %11 = bitcast i32* %4 to i8*, !dbg !21
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11) #4, !dbg !21
  %12 = bitcast i32* %5 to i8*, !dbg !21
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12) #4, !dbg !21
  %13 = bitcast i32* %6 to i8*, !dbg !21
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13) #4, !dbg !21
  %14 = bitcast i32* %7 to i8*, !dbg !21
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %14) #4, !dbg !21
  call void @llvm.dbg.value(metadata i32* %1, metadata !14, metadata !DIExpression(DW_OP_deref)), !dbg !22
  call void @klee_make_symbolic(i8* noundef nonnull %8, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #4, !dbg !23
  call void @llvm.dbg.value(metadata i32* %2, metadata !15, metadata !DIExpression(DW_OP_deref)), !dbg !22
  call void @klee_make_symbolic(i8* noundef nonnull %9, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)) #4, !dbg !24
  call void @llvm.dbg.value(metadata i32* %3, metadata !16, metadata !DIExpression(DW_OP_deref)), !dbg !22
  call void @klee_make_symbolic(i8* noundef nonnull %10, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #4, !dbg !25
  call void @llvm.dbg.value(metadata i32* %4, metadata !17, metadata !DIExpression(DW_OP_deref)), !dbg !22
  call void @klee_make_symbolic(i8* noundef nonnull %11, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)) #4, !dbg !26
  call void @llvm.dbg.value(metadata i32* %5, metadata !18, metadata !DIExpression(DW_OP_deref)), !dbg !22
  call void @klee_make_symbolic(i8* noundef nonnull %12, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0)) #4, !dbg !27
  call void @llvm.dbg.value(metadata i32* %6, metadata !19, metadata !DIExpression(DW_OP_deref)), !dbg !22
  call void @klee_make_symbolic(i8* noundef nonnull %13, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0)) #4, !dbg !28
  call void @llvm.dbg.value(metadata i32* %7, metadata !20, metadata !DIExpression(DW_OP_deref)), !dbg !22
  call void @klee_make_symbolic(i8* noundef nonnull %14, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)) #4, !dbg !29
  %15 = load i32, i32* %1, align 4, !dbg !30, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %15, metadata !14, metadata !DIExpression()), !dbg !22
  %16 = icmp sgt i32 %15, 0, !dbg !36
  %17 = load i32, i32* %3, align 4, !dbg !37, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %17, metadata !16, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i32 %17, metadata !16, metadata !DIExpression()), !dbg !22
  br i1 %16, label %18, label %26, !dbg !38

18:                                               ; preds = %0
  %19 = add nsw i32 %17, 1, !dbg !39
  call void @llvm.dbg.value(metadata i32 %19, metadata !16, metadata !DIExpression()), !dbg !22
  store i32 %19, i32* %3, align 4, !dbg !39, !tbaa !32
  %20 = icmp sgt i32 %17, -1, !dbg !41
  %21 = load i32, i32* %4, align 4, !dbg !43, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %21, metadata !17, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i32 %21, metadata !17, metadata !DIExpression()), !dbg !22
  br i1 %20, label %22, label %24, !dbg !44

22:                                               ; preds = %18
  %23 = add nsw i32 %21, 1, !dbg !45
  call void @llvm.dbg.value(metadata i32 %23, metadata !17, metadata !DIExpression()), !dbg !22
  store i32 %23, i32* %4, align 4, !dbg !45, !tbaa !32
  br label %28, !dbg !46

24:                                               ; preds = %18
  %25 = add nsw i32 %21, -1, !dbg !47
  call void @llvm.dbg.value(metadata i32 %25, metadata !17, metadata !DIExpression()), !dbg !22
  store i32 %25, i32* %4, align 4, !dbg !47, !tbaa !32
  br label %28

26:                                               ; preds = %0
  %27 = add nsw i32 %17, -1, !dbg !48
  call void @llvm.dbg.value(metadata i32 %27, metadata !16, metadata !DIExpression()), !dbg !22
  store i32 %27, i32* %3, align 4, !dbg !48, !tbaa !32
  br label %28

28:                                               ; preds = %22, %24, %26
  %29 = phi i32 [ %19, %22 ], [ %19, %24 ], [ %27, %26 ]
  %30 = load i32, i32* %2, align 4, !dbg !49, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %30, metadata !15, metadata !DIExpression()), !dbg !22
  %31 = icmp sgt i32 %30, 0, !dbg !51
  br i1 %31, label %32, label %41, !dbg !52

32:                                               ; preds = %28
  %33 = load i32, i32* %5, align 4, !dbg !53, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %33, metadata !18, metadata !DIExpression()), !dbg !22
  %34 = add nsw i32 %33, 1, !dbg !53
  call void @llvm.dbg.value(metadata i32 %34, metadata !18, metadata !DIExpression()), !dbg !22
  store i32 %34, i32* %5, align 4, !dbg !53, !tbaa !32
  %35 = load i32, i32* %7, align 4, !dbg !55, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %35, metadata !20, metadata !DIExpression()), !dbg !22
  %36 = add nsw i32 %35, 1, !dbg !55
  call void @llvm.dbg.value(metadata i32 %36, metadata !20, metadata !DIExpression()), !dbg !22
  store i32 %36, i32* %7, align 4, !dbg !55, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %34, metadata !18, metadata !DIExpression()), !dbg !22
  %37 = load i32, i32* %6, align 4, !dbg !56
  %38 = icmp sgt i32 %33, -1, !dbg !56
  %39 = select i1 %38, i32 1, i32 -1, !dbg !56
  %40 = add nsw i32 %37, %39, !dbg !56
  store i32 %40, i32* %6, align 4, !dbg !57, !tbaa !32
  br label %44, !dbg !59

41:                                               ; preds = %28
  %42 = load i32, i32* %7, align 4, !dbg !60, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %42, metadata !20, metadata !DIExpression()), !dbg !22
  %43 = add nsw i32 %42, -1, !dbg !60
  call void @llvm.dbg.value(metadata i32 %43, metadata !20, metadata !DIExpression()), !dbg !22
  store i32 %43, i32* %7, align 4, !dbg !60, !tbaa !32
  br label %44

44:                                               ; preds = %32, %41
  %45 = phi i32 [ %36, %32 ], [ %43, %41 ], !dbg !59
  call void @llvm.dbg.value(metadata i32 %45, metadata !20, metadata !DIExpression()), !dbg !22
  %46 = icmp sgt i32 %45, 0, !dbg !59
  br i1 %46, label %49, label %47, !dbg !59

47:                                               ; preds = %44
  call void @__assert_fail(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.8, i64 0, i64 0), i32 noundef 31, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @__func__.main, i64 0, i64 0)) #4, !dbg !59
  %48 = load i32, i32* %3, align 4, !dbg !61, !tbaa !32
  br label %49, !dbg !59

49:                                               ; preds = %44, %47
  %50 = phi i32 [ %29, %44 ], [ %48, %47 ], !dbg !61
  call void @llvm.dbg.value(metadata i32 %50, metadata !16, metadata !DIExpression()), !dbg !22
  %51 = load i32, i32* %4, align 4, !dbg !62, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %51, metadata !17, metadata !DIExpression()), !dbg !22
  %52 = add nsw i32 %51, %50, !dbg !63
  %53 = load i32, i32* %5, align 4, !dbg !64, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %53, metadata !18, metadata !DIExpression()), !dbg !22
  %54 = add nsw i32 %52, %53, !dbg !65
  %55 = load i32, i32* %6, align 4, !dbg !66, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %55, metadata !19, metadata !DIExpression()), !dbg !22
  %56 = add nsw i32 %54, %55, !dbg !67
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %14) #4, !dbg !68
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13) #4, !dbg !68
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #4, !dbg !68
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #4, !dbg !68
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #4, !dbg !68
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #4, !dbg !68
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #4, !dbg !68
  ret i32 %56, !dbg !69
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !70 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #2

declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/programs/pse_fig3.c", directory: ".", checksumkind: CSK_MD5, checksum: "43f135e6482ea669ad1a41ee647807d7")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14, !15, !16, !17, !18, !19, !20}
!14 = !DILocalVariable(name: "x", scope: !9, file: !1, line: 7, type: !12)
!15 = !DILocalVariable(name: "y", scope: !9, file: !1, line: 7, type: !12)
!16 = !DILocalVariable(name: "a", scope: !9, file: !1, line: 7, type: !12)
!17 = !DILocalVariable(name: "b", scope: !9, file: !1, line: 7, type: !12)
!18 = !DILocalVariable(name: "c", scope: !9, file: !1, line: 7, type: !12)
!19 = !DILocalVariable(name: "d", scope: !9, file: !1, line: 7, type: !12)
!20 = !DILocalVariable(name: "e", scope: !9, file: !1, line: 7, type: !12)
!21 = !DILocation(line: 7, column: 3, scope: !9)
!22 = !DILocation(line: 0, scope: !9)
!23 = !DILocation(line: 8, column: 3, scope: !9)
!24 = !DILocation(line: 9, column: 3, scope: !9)
!25 = !DILocation(line: 10, column: 3, scope: !9)
!26 = !DILocation(line: 11, column: 3, scope: !9)
!27 = !DILocation(line: 12, column: 3, scope: !9)
!28 = !DILocation(line: 13, column: 3, scope: !9)
!29 = !DILocation(line: 14, column: 3, scope: !9)
!30 = !DILocation(line: 15, column: 7, scope: !31)
!31 = distinct !DILexicalBlock(scope: !9, file: !1, line: 15, column: 7)
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C/C++ TBAA"}
!36 = !DILocation(line: 15, column: 9, scope: !31)
!37 = !DILocation(line: 0, scope: !31)
!38 = !DILocation(line: 15, column: 7, scope: !9)
!39 = !DILocation(line: 16, column: 6, scope: !40)
!40 = distinct !DILexicalBlock(scope: !31, file: !1, line: 15, column: 14)
!41 = !DILocation(line: 17, column: 11, scope: !42)
!42 = distinct !DILexicalBlock(scope: !40, file: !1, line: 17, column: 9)
!43 = !DILocation(line: 0, scope: !42)
!44 = !DILocation(line: 17, column: 9, scope: !40)
!45 = !DILocation(line: 18, column: 8, scope: !42)
!46 = !DILocation(line: 18, column: 7, scope: !42)
!47 = !DILocation(line: 20, column: 8, scope: !42)
!48 = !DILocation(line: 22, column: 6, scope: !31)
!49 = !DILocation(line: 23, column: 7, scope: !50)
!50 = distinct !DILexicalBlock(scope: !9, file: !1, line: 23, column: 7)
!51 = !DILocation(line: 23, column: 9, scope: !50)
!52 = !DILocation(line: 23, column: 7, scope: !9)
!53 = !DILocation(line: 24, column: 6, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !1, line: 23, column: 14)
!55 = !DILocation(line: 24, column: 11, scope: !54)
!56 = !DILocation(line: 25, column: 9, scope: !54)
!57 = !DILocation(line: 0, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !1, line: 25, column: 9)
!59 = !DILocation(line: 31, column: 3, scope: !9)
!60 = !DILocation(line: 30, column: 6, scope: !50)
!61 = !DILocation(line: 32, column: 10, scope: !9)
!62 = !DILocation(line: 32, column: 14, scope: !9)
!63 = !DILocation(line: 32, column: 12, scope: !9)
!64 = !DILocation(line: 32, column: 18, scope: !9)
!65 = !DILocation(line: 32, column: 16, scope: !9)
!66 = !DILocation(line: 32, column: 22, scope: !9)
!67 = !DILocation(line: 32, column: 20, scope: !9)
!68 = !DILocation(line: 33, column: 1, scope: !9)
!69 = !DILocation(line: 32, column: 3, scope: !9)
!70 = !DISubprogram(name: "klee_make_symbolic", scope: !71, file: !71, line: 7, type: !72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !81)
!71 = !DIFile(filename: "testdata/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "3f2171585326490e847693f7452c9005")
!72 = !DISubroutineType(types: !73)
!73 = !{null, !74, !75, !78}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !76, line: 46, baseType: !77)
!76 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!77 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!80 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!81 = !{}
