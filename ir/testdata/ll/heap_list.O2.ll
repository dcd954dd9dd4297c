; ModuleID = '../testdata/programs/heap_list.c'
source_filename = "../testdata/programs/heap_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }

@.str = private unnamed_addr constant [5 x i8] c"vals\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !9 {
  %1 = alloca [4 x i32], align 16
  %2 = bitcast [4 x i32]* %1 to i8*, !dbg !34
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2) #7, !dbg !34
  call void @llvm.dbg.declare(metadata [4 x i32]* %1, metadata !14, metadata !DIExpression()), !dbg !35
  call void @klee_make_symbolic(i8* noundef nonnull %2, i64 noundef 16, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0)) #7, !dbg !36
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !18, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !18, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 0, metadata !24, metadata !DIExpression()), !dbg !38
  %3 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 0, i64 0, !dbg !39
  %4 = load i32, i32* %3, align 16, !dbg !39, !tbaa !42
  %5 = icmp sgt i32 %4, 0, !dbg !46
  br i1 %5, label %8, label %15, !dbg !47

6:                                                ; preds = %48, %51
  %7 = phi %struct.node* [ %46, %48 ], [ %40, %51 ]
  br label %53, !dbg !48

8:                                                ; preds = %0
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !49, metadata !DIExpression()) #7, !dbg !56
  call void @llvm.dbg.value(metadata i32 %4, metadata !54, metadata !DIExpression()) #7, !dbg !56
  %9 = call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7, !dbg !58
  %10 = bitcast i8* %9 to %struct.node*, !dbg !58
  call void @llvm.dbg.value(metadata %struct.node* %10, metadata !55, metadata !DIExpression()) #7, !dbg !56
  %11 = icmp eq i8* %9, null, !dbg !59
  br i1 %11, label %15, label %12, !dbg !61

12:                                               ; preds = %8
  %13 = getelementptr inbounds %struct.node, %struct.node* %10, i64 0, i32 0, !dbg !62
  store i32 %4, i32* %13, align 8, !dbg !63, !tbaa !64
  %14 = getelementptr inbounds %struct.node, %struct.node* %10, i64 0, i32 1, !dbg !67
  store %struct.node* null, %struct.node** %14, align 8, !dbg !68, !tbaa !69
  br label %15, !dbg !70

15:                                               ; preds = %12, %8, %0
  %16 = phi %struct.node* [ null, %0 ], [ %10, %12 ], [ null, %8 ], !dbg !37
  call void @llvm.dbg.value(metadata %struct.node* %16, metadata !18, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 1, metadata !24, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata %struct.node* %16, metadata !18, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 1, metadata !24, metadata !DIExpression()), !dbg !38
  %17 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 0, i64 1, !dbg !39
  %18 = load i32, i32* %17, align 4, !dbg !39, !tbaa !42
  %19 = icmp sgt i32 %18, 0, !dbg !46
  br i1 %19, label %20, label %27, !dbg !47

20:                                               ; preds = %15
  call void @llvm.dbg.value(metadata %struct.node* %16, metadata !49, metadata !DIExpression()) #7, !dbg !56
  call void @llvm.dbg.value(metadata i32 %18, metadata !54, metadata !DIExpression()) #7, !dbg !56
  %21 = call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7, !dbg !58
  %22 = bitcast i8* %21 to %struct.node*, !dbg !58
  call void @llvm.dbg.value(metadata %struct.node* %22, metadata !55, metadata !DIExpression()) #7, !dbg !56
  %23 = icmp eq i8* %21, null, !dbg !59
  br i1 %23, label %27, label %24, !dbg !61

24:                                               ; preds = %20
  %25 = getelementptr inbounds %struct.node, %struct.node* %22, i64 0, i32 0, !dbg !62
  store i32 %18, i32* %25, align 8, !dbg !63, !tbaa !64
  %26 = getelementptr inbounds %struct.node, %struct.node* %22, i64 0, i32 1, !dbg !67
  store %struct.node* %16, %struct.node** %26, align 8, !dbg !68, !tbaa !69
  br label %27, !dbg !70

27:                                               ; preds = %24, %20, %15
  %28 = phi %struct.node* [ %16, %15 ], [ %22, %24 ], [ %16, %20 ], !dbg !37
  call void @llvm.dbg.value(metadata %struct.node* %28, metadata !18, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 2, metadata !24, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata %struct.node* %28, metadata !18, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 2, metadata !24, metadata !DIExpression()), !dbg !38
  %29 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 0, i64 2, !dbg !39
  %30 = load i32, i32* %29, align 8, !dbg !39, !tbaa !42
  %31 = icmp sgt i32 %30, 0, !dbg !46
  br i1 %31, label %32, label %39, !dbg !47

32:                                               ; preds = %27
  call void @llvm.dbg.value(metadata %struct.node* %28, metadata !49, metadata !DIExpression()) #7, !dbg !56
  call void @llvm.dbg.value(metadata i32 %30, metadata !54, metadata !DIExpression()) #7, !dbg !56
  %33 = call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7, !dbg !58
  %34 = bitcast i8* %33 to %struct.node*, !dbg !58
  call void @llvm.dbg.value(metadata %struct.node* %34, metadata !55, metadata !DIExpression()) #7, !dbg !56
  %35 = icmp eq i8* %33, null, !dbg !59
  br i1 %35, label %39, label %36, !dbg !61

36:                                               ; preds = %32
  %37 = getelementptr inbounds %struct.node, %struct.node* %34, i64 0, i32 0, !dbg !62
  store i32 %30, i32* %37, align 8, !dbg !63, !tbaa !64
  %38 = getelementptr inbounds %struct.node, %struct.node* %34, i64 0, i32 1, !dbg !67
  store %struct.node* %28, %struct.node** %38, align 8, !dbg !68, !tbaa !69
  br label %39, !dbg !70

39:                                               ; preds = %36, %32, %27
  %40 = phi %struct.node* [ %28, %27 ], [ %34, %36 ], [ %28, %32 ], !dbg !37
  call void @llvm.dbg.value(metadata %struct.node* %40, metadata !18, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 3, metadata !24, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata %struct.node* %40, metadata !18, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 3, metadata !24, metadata !DIExpression()), !dbg !38
  %41 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 0, i64 3, !dbg !39
  %42 = load i32, i32* %41, align 4, !dbg !39, !tbaa !42
  %43 = icmp sgt i32 %42, 0, !dbg !46
  br i1 %43, label %44, label %51, !dbg !47

44:                                               ; preds = %39
  call void @llvm.dbg.value(metadata %struct.node* %40, metadata !49, metadata !DIExpression()) #7, !dbg !56
  call void @llvm.dbg.value(metadata i32 %42, metadata !54, metadata !DIExpression()) #7, !dbg !56
  %45 = call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7, !dbg !58
  %46 = bitcast i8* %45 to %struct.node*, !dbg !58
  call void @llvm.dbg.value(metadata %struct.node* %46, metadata !55, metadata !DIExpression()) #7, !dbg !56
  %47 = icmp eq i8* %45, null, !dbg !59
  br i1 %47, label %51, label %48, !dbg !61

48:                                               ; preds = %44
  %49 = getelementptr inbounds %struct.node, %struct.node* %46, i64 0, i32 0, !dbg !62
  store i32 %42, i32* %49, align 8, !dbg !63, !tbaa !64
  %50 = getelementptr inbounds %struct.node, %struct.node* %46, i64 0, i32 1, !dbg !67
  store %struct.node* %40, %struct.node** %50, align 8, !dbg !68, !tbaa !69
  call void @llvm.dbg.value(metadata %struct.node* %40, metadata !18, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 4, metadata !24, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata %struct.node* %40, metadata !27, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !37
  br label %6, !dbg !48

51:                                               ; preds = %44, %39
  call void @llvm.dbg.value(metadata %struct.node* %40, metadata !18, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 4, metadata !24, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata %struct.node* %40, metadata !27, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !37
  %52 = icmp eq %struct.node* %40, null, !dbg !48
  br i1 %52, label %82, label %6, !dbg !48

53:                                               ; preds = %6, %53
  %54 = phi %struct.node* [ %60, %53 ], [ %7, %6 ]
  %55 = phi i32 [ %58, %53 ], [ 0, %6 ]
  call void @llvm.dbg.value(metadata %struct.node* %54, metadata !27, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %55, metadata !26, metadata !DIExpression()), !dbg !37
  %56 = getelementptr inbounds %struct.node, %struct.node* %54, i64 0, i32 0, !dbg !72
  %57 = load i32, i32* %56, align 8, !dbg !72, !tbaa !64
  %58 = add nsw i32 %57, %55, !dbg !74
  call void @llvm.dbg.value(metadata i32 %58, metadata !26, metadata !DIExpression()), !dbg !37
  %59 = getelementptr inbounds %struct.node, %struct.node* %54, i64 0, i32 1, !dbg !75
  %60 = load %struct.node*, %struct.node** %59, align 8, !dbg !75, !tbaa !69
  call void @llvm.dbg.value(metadata %struct.node* %60, metadata !27, metadata !DIExpression()), !dbg !71
  %61 = icmp eq %struct.node* %60, null, !dbg !48
  br i1 %61, label %62, label %53, !dbg !48, !llvm.loop !76

62:                                               ; preds = %53
  %63 = getelementptr inbounds %struct.node, %struct.node* %7, i64 0, i32 0, !dbg !79
  %64 = load i32, i32* %63, align 8, !dbg !79, !tbaa !64
  %65 = icmp eq i32 %64, 42, !dbg !80
  br i1 %65, label %66, label %73, !dbg !81

66:                                               ; preds = %62
  call void @llvm.dbg.value(metadata %struct.node* %40, metadata !29, metadata !DIExpression()), !dbg !82
  %67 = getelementptr inbounds %struct.node, %struct.node* %7, i64 0, i32 1, !dbg !83
  %68 = load %struct.node*, %struct.node** %67, align 8, !dbg !83, !tbaa !69
  call void @llvm.dbg.value(metadata %struct.node* %68, metadata !18, metadata !DIExpression()), !dbg !37
  %69 = bitcast %struct.node* %7 to i8*, !dbg !84
  call void @free(i8* noundef %69) #7, !dbg !85
  %70 = icmp eq i32 %58, 100, !dbg !86
  br i1 %70, label %71, label %73, !dbg !88

71:                                               ; preds = %66
  %72 = load i32, i32* %63, align 8, !dbg !89, !tbaa !64
  br label %86

73:                                               ; preds = %66, %62
  %74 = phi %struct.node* [ %7, %62 ], [ %68, %66 ], !dbg !37
  call void @llvm.dbg.value(metadata %struct.node* %74, metadata !18, metadata !DIExpression()), !dbg !37
  %75 = icmp eq %struct.node* %74, null, !dbg !90
  br i1 %75, label %82, label %76, !dbg !90

76:                                               ; preds = %73, %76
  %77 = phi %struct.node* [ %79, %76 ], [ %74, %73 ]
  call void @llvm.dbg.value(metadata %struct.node* %77, metadata !18, metadata !DIExpression()), !dbg !37
  %78 = getelementptr inbounds %struct.node, %struct.node* %77, i64 0, i32 1, !dbg !91
  %79 = load %struct.node*, %struct.node** %78, align 8, !dbg !91, !tbaa !69
  call void @llvm.dbg.value(metadata %struct.node* %79, metadata !32, metadata !DIExpression()), !dbg !92
  %80 = bitcast %struct.node* %77 to i8*, !dbg !93
  call void @free(i8* noundef %80) #7, !dbg !94
  call void @llvm.dbg.value(metadata %struct.node* %79, metadata !18, metadata !DIExpression()), !dbg !37
  %81 = icmp eq %struct.node* %79, null, !dbg !90
  br i1 %81, label %82, label %76, !dbg !90, !llvm.loop !95

82:                                               ; preds = %76, %51, %73
  %83 = phi i32 [ %58, %73 ], [ 0, %51 ], [ %58, %76 ]
  %84 = icmp sgt i32 %83, 0, !dbg !97
  %85 = zext i1 %84 to i32, !dbg !97
  br label %86, !dbg !98

86:                                               ; preds = %71, %82
  %87 = phi i32 [ %85, %82 ], [ %72, %71 ], !dbg !37
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2) #7, !dbg !99
  ret i32 %87, !dbg !99
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare !dbg !100 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/programs/heap_list.c", directory: ".", checksumkind: CSK_MD5, checksum: "b4d713309b2aba8ae5d3350e89495357")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 20, type: !10, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14, !18, !24, !26, !27, !29, !32}
!14 = !DILocalVariable(name: "vals", scope: !9, file: !1, line: 21, type: !15)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 4)
!18 = !DILocalVariable(name: "head", scope: !9, file: !1, line: 23, type: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 6, size: 128, elements: !21)
!21 = !{!22, !23}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !20, file: !1, line: 7, baseType: !12, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !20, file: !1, line: 8, baseType: !19, size: 64, offset: 64)
!24 = !DILocalVariable(name: "i", scope: !25, file: !1, line: 24, type: !12)
!25 = distinct !DILexicalBlock(scope: !9, file: !1, line: 24, column: 3)
!26 = !DILocalVariable(name: "sum", scope: !9, file: !1, line: 27, type: !12)
!27 = !DILocalVariable(name: "p", scope: !28, file: !1, line: 28, type: !19)
!28 = distinct !DILexicalBlock(scope: !9, file: !1, line: 28, column: 3)
!29 = !DILocalVariable(name: "old", scope: !30, file: !1, line: 31, type: !19)
!30 = distinct !DILexicalBlock(scope: !31, file: !1, line: 30, column: 34)
!31 = distinct !DILexicalBlock(scope: !9, file: !1, line: 30, column: 7)
!32 = !DILocalVariable(name: "next", scope: !33, file: !1, line: 38, type: !19)
!33 = distinct !DILexicalBlock(scope: !9, file: !1, line: 37, column: 16)
!34 = !DILocation(line: 21, column: 3, scope: !9)
!35 = !DILocation(line: 21, column: 7, scope: !9)
!36 = !DILocation(line: 22, column: 3, scope: !9)
!37 = !DILocation(line: 0, scope: !9)
!38 = !DILocation(line: 0, scope: !25)
!39 = !DILocation(line: 25, column: 9, scope: !40)
!40 = distinct !DILexicalBlock(scope: !41, file: !1, line: 25, column: 9)
!41 = distinct !DILexicalBlock(scope: !25, file: !1, line: 24, column: 3)
!42 = !{!43, !43, i64 0}
!43 = !{!"int", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocation(line: 25, column: 17, scope: !40)
!47 = !DILocation(line: 25, column: 9, scope: !41)
!48 = !DILocation(line: 28, column: 3, scope: !28)
!49 = !DILocalVariable(name: "head", arg: 1, scope: !50, file: !1, line: 11, type: !19)
!50 = distinct !DISubprogram(name: "push", scope: !1, file: !1, line: 11, type: !51, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!19, !19, !12}
!53 = !{!49, !54, !55}
!54 = !DILocalVariable(name: "v", arg: 2, scope: !50, file: !1, line: 11, type: !12)
!55 = !DILocalVariable(name: "n", scope: !50, file: !1, line: 12, type: !19)
!56 = !DILocation(line: 0, scope: !50, inlinedAt: !57)
!57 = distinct !DILocation(line: 26, column: 14, scope: !40)
!58 = !DILocation(line: 12, column: 20, scope: !50, inlinedAt: !57)
!59 = !DILocation(line: 13, column: 8, scope: !60, inlinedAt: !57)
!60 = distinct !DILexicalBlock(scope: !50, file: !1, line: 13, column: 7)
!61 = !DILocation(line: 13, column: 7, scope: !50, inlinedAt: !57)
!62 = !DILocation(line: 15, column: 6, scope: !50, inlinedAt: !57)
!63 = !DILocation(line: 15, column: 12, scope: !50, inlinedAt: !57)
!64 = !{!65, !43, i64 0}
!65 = !{!"node", !43, i64 0, !66, i64 8}
!66 = !{!"any pointer", !44, i64 0}
!67 = !DILocation(line: 16, column: 6, scope: !50, inlinedAt: !57)
!68 = !DILocation(line: 16, column: 11, scope: !50, inlinedAt: !57)
!69 = !{!65, !66, i64 8}
!70 = !DILocation(line: 17, column: 3, scope: !50, inlinedAt: !57)
!71 = !DILocation(line: 0, scope: !28)
!72 = !DILocation(line: 29, column: 15, scope: !73)
!73 = distinct !DILexicalBlock(scope: !28, file: !1, line: 28, column: 3)
!74 = !DILocation(line: 29, column: 9, scope: !73)
!75 = !DILocation(line: 28, column: 41, scope: !73)
!76 = distinct !{!76, !48, !77, !78}
!77 = !DILocation(line: 29, column: 15, scope: !28)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocation(line: 30, column: 21, scope: !31)
!80 = !DILocation(line: 30, column: 27, scope: !31)
!81 = !DILocation(line: 30, column: 7, scope: !9)
!82 = !DILocation(line: 0, scope: !30)
!83 = !DILocation(line: 32, column: 18, scope: !30)
!84 = !DILocation(line: 33, column: 10, scope: !30)
!85 = !DILocation(line: 33, column: 5, scope: !30)
!86 = !DILocation(line: 34, column: 13, scope: !87)
!87 = distinct !DILexicalBlock(scope: !30, file: !1, line: 34, column: 9)
!88 = !DILocation(line: 34, column: 9, scope: !30)
!89 = !DILocation(line: 35, column: 19, scope: !87)
!90 = !DILocation(line: 37, column: 3, scope: !9)
!91 = !DILocation(line: 38, column: 31, scope: !33)
!92 = !DILocation(line: 0, scope: !33)
!93 = !DILocation(line: 39, column: 10, scope: !33)
!94 = !DILocation(line: 39, column: 5, scope: !33)
!95 = distinct !{!95, !90, !96, !78}
!96 = !DILocation(line: 41, column: 3, scope: !9)
!97 = !DILocation(line: 42, column: 14, scope: !9)
!98 = !DILocation(line: 42, column: 3, scope: !9)
!99 = !DILocation(line: 43, column: 1, scope: !9)
!100 = !DISubprogram(name: "klee_make_symbolic", scope: !101, file: !101, line: 7, type: !102, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !111)
!101 = !DIFile(filename: "testdata/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "3f2171585326490e847693f7452c9005")
!102 = !DISubroutineType(types: !103)
!103 = !{null, !104, !105, !108}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !106, line: 46, baseType: !107)
!106 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!107 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !110)
!110 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!111 = !{}
