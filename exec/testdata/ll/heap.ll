; ModuleID = 'testdata/c/heap.c'
source_filename = "testdata/c/heap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }

@.str = private unnamed_addr constant [5 x i8] c"vals\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i32], align 4
  %3 = alloca %struct.node*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.node*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.node*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.node*, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [3 x i32]* %2, metadata !15, metadata !DIExpression()), !dbg !19
  %13 = getelementptr inbounds [3 x i32], [3 x i32]* %2, i64 0, i64 0, !dbg !20
  %14 = bitcast i32* %13 to i8*, !dbg !20
  call void @klee_make_symbolic(i8* noundef %14, i64 noundef 12, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0)), !dbg !21
  call void @llvm.dbg.declare(metadata %struct.node** %3, metadata !22, metadata !DIExpression()), !dbg !28
  store %struct.node* null, %struct.node** %3, align 8, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %4, metadata !29, metadata !DIExpression()), !dbg !31
  store i32 0, i32* %4, align 4, !dbg !31
  br label %15, !dbg !32

15:                                               ; preds = %38, %0
  %16 = load i32, i32* %4, align 4, !dbg !33
  %17 = icmp slt i32 %16, 3, !dbg !35
  br i1 %17, label %18, label %41, !dbg !36

18:                                               ; preds = %15
  %19 = load i32, i32* %4, align 4, !dbg !37
  %20 = sext i32 %19 to i64, !dbg !40
  %21 = getelementptr inbounds [3 x i32], [3 x i32]* %2, i64 0, i64 %20, !dbg !40
  %22 = load i32, i32* %21, align 4, !dbg !40
  %23 = icmp sgt i32 %22, 0, !dbg !41
  br i1 %23, label %24, label %37, !dbg !42

24:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata %struct.node** %5, metadata !43, metadata !DIExpression()), !dbg !45
  %25 = call noalias i8* @malloc(i64 noundef 16) #4, !dbg !46
  %26 = bitcast i8* %25 to %struct.node*, !dbg !46
  store %struct.node* %26, %struct.node** %5, align 8, !dbg !45
  %27 = load i32, i32* %4, align 4, !dbg !47
  %28 = sext i32 %27 to i64, !dbg !48
  %29 = getelementptr inbounds [3 x i32], [3 x i32]* %2, i64 0, i64 %28, !dbg !48
  %30 = load i32, i32* %29, align 4, !dbg !48
  %31 = load %struct.node*, %struct.node** %5, align 8, !dbg !49
  %32 = getelementptr inbounds %struct.node, %struct.node* %31, i32 0, i32 0, !dbg !50
  store i32 %30, i32* %32, align 8, !dbg !51
  %33 = load %struct.node*, %struct.node** %3, align 8, !dbg !52
  %34 = load %struct.node*, %struct.node** %5, align 8, !dbg !53
  %35 = getelementptr inbounds %struct.node, %struct.node* %34, i32 0, i32 1, !dbg !54
  store %struct.node* %33, %struct.node** %35, align 8, !dbg !55
  %36 = load %struct.node*, %struct.node** %5, align 8, !dbg !56
  store %struct.node* %36, %struct.node** %3, align 8, !dbg !57
  br label %37, !dbg !58

37:                                               ; preds = %24, %18
  br label %38, !dbg !59

38:                                               ; preds = %37
  %39 = load i32, i32* %4, align 4, !dbg !60
  %40 = add nsw i32 %39, 1, !dbg !60
  store i32 %40, i32* %4, align 4, !dbg !60
  br label %15, !dbg !61, !llvm.loop !62

41:                                               ; preds = %15
  call void @llvm.dbg.declare(metadata i32** %6, metadata !65, metadata !DIExpression()), !dbg !67
  %42 = call noalias i8* @calloc(i64 noundef 4, i64 noundef 4) #4, !dbg !68
  %43 = bitcast i8* %42 to i32*, !dbg !68
  store i32* %43, i32** %6, align 8, !dbg !67
  call void @llvm.dbg.declare(metadata i32* %7, metadata !69, metadata !DIExpression()), !dbg !70
  store i32 0, i32* %7, align 4, !dbg !70
  call void @llvm.dbg.declare(metadata %struct.node** %8, metadata !71, metadata !DIExpression()), !dbg !73
  %44 = load %struct.node*, %struct.node** %3, align 8, !dbg !74
  store %struct.node* %44, %struct.node** %8, align 8, !dbg !73
  br label %45, !dbg !75

45:                                               ; preds = %58, %41
  %46 = load %struct.node*, %struct.node** %8, align 8, !dbg !76
  %47 = icmp ne %struct.node* %46, null, !dbg !78
  br i1 %47, label %48, label %62, !dbg !78

48:                                               ; preds = %45
  %49 = load %struct.node*, %struct.node** %8, align 8, !dbg !79
  %50 = getelementptr inbounds %struct.node, %struct.node* %49, i32 0, i32 0, !dbg !80
  %51 = load i32, i32* %50, align 8, !dbg !80
  %52 = and i32 %51, 255, !dbg !81
  %53 = load i32*, i32** %6, align 8, !dbg !82
  %54 = load i32, i32* %7, align 4, !dbg !83
  %55 = add nsw i32 %54, 1, !dbg !83
  store i32 %55, i32* %7, align 4, !dbg !83
  %56 = sext i32 %54 to i64, !dbg !82
  %57 = getelementptr inbounds i32, i32* %53, i64 %56, !dbg !82
  store i32 %52, i32* %57, align 4, !dbg !84
  br label %58, !dbg !82

58:                                               ; preds = %48
  %59 = load %struct.node*, %struct.node** %8, align 8, !dbg !85
  %60 = getelementptr inbounds %struct.node, %struct.node* %59, i32 0, i32 1, !dbg !86
  %61 = load %struct.node*, %struct.node** %60, align 8, !dbg !86
  store %struct.node* %61, %struct.node** %8, align 8, !dbg !87
  br label %45, !dbg !88, !llvm.loop !89

62:                                               ; preds = %45
  %63 = load i32*, i32** %6, align 8, !dbg !91
  %64 = bitcast i32* %63 to i8*, !dbg !91
  %65 = call i8* @realloc(i8* noundef %64, i64 noundef 32) #4, !dbg !92
  %66 = bitcast i8* %65 to i32*, !dbg !92
  store i32* %66, i32** %6, align 8, !dbg !93
  %67 = load i32, i32* %7, align 4, !dbg !94
  %68 = load i32*, i32** %6, align 8, !dbg !95
  %69 = getelementptr inbounds i32, i32* %68, i64 7, !dbg !95
  store i32 %67, i32* %69, align 4, !dbg !96
  call void @llvm.dbg.declare(metadata i8** %9, metadata !97, metadata !DIExpression()), !dbg !100
  %70 = call noalias i8* @malloc(i64 noundef 0) #4, !dbg !101
  store i8* %70, i8** %9, align 8, !dbg !100
  %71 = load i8*, i8** %9, align 8, !dbg !102
  call void @free(i8* noundef %71) #4, !dbg !103
  call void @llvm.dbg.declare(metadata i32* %10, metadata !104, metadata !DIExpression()), !dbg !105
  %72 = load i32*, i32** %6, align 8, !dbg !106
  %73 = getelementptr inbounds i32, i32* %72, i64 7, !dbg !106
  %74 = load i32, i32* %73, align 4, !dbg !106
  store i32 %74, i32* %10, align 4, !dbg !105
  call void @llvm.dbg.declare(metadata i32* %11, metadata !107, metadata !DIExpression()), !dbg !109
  store i32 0, i32* %11, align 4, !dbg !109
  br label %75, !dbg !110

75:                                               ; preds = %87, %62
  %76 = load i32, i32* %11, align 4, !dbg !111
  %77 = load i32, i32* %7, align 4, !dbg !113
  %78 = icmp slt i32 %76, %77, !dbg !114
  br i1 %78, label %79, label %90, !dbg !115

79:                                               ; preds = %75
  %80 = load i32*, i32** %6, align 8, !dbg !116
  %81 = load i32, i32* %11, align 4, !dbg !117
  %82 = sext i32 %81 to i64, !dbg !116
  %83 = getelementptr inbounds i32, i32* %80, i64 %82, !dbg !116
  %84 = load i32, i32* %83, align 4, !dbg !116
  %85 = load i32, i32* %10, align 4, !dbg !118
  %86 = add nsw i32 %85, %84, !dbg !118
  store i32 %86, i32* %10, align 4, !dbg !118
  br label %87, !dbg !119

87:                                               ; preds = %79
  %88 = load i32, i32* %11, align 4, !dbg !120
  %89 = add nsw i32 %88, 1, !dbg !120
  store i32 %89, i32* %11, align 4, !dbg !120
  br label %75, !dbg !121, !llvm.loop !122

90:                                               ; preds = %75
  %91 = load i32*, i32** %6, align 8, !dbg !124
  %92 = bitcast i32* %91 to i8*, !dbg !124
  call void @free(i8* noundef %92) #4, !dbg !125
  br label %93, !dbg !126

93:                                               ; preds = %96, %90
  %94 = load %struct.node*, %struct.node** %3, align 8, !dbg !127
  %95 = icmp ne %struct.node* %94, null, !dbg !126
  br i1 %95, label %96, label %103, !dbg !126

96:                                               ; preds = %93
  call void @llvm.dbg.declare(metadata %struct.node** %12, metadata !128, metadata !DIExpression()), !dbg !130
  %97 = load %struct.node*, %struct.node** %3, align 8, !dbg !131
  %98 = getelementptr inbounds %struct.node, %struct.node* %97, i32 0, i32 1, !dbg !132
  %99 = load %struct.node*, %struct.node** %98, align 8, !dbg !132
  store %struct.node* %99, %struct.node** %12, align 8, !dbg !130
  %100 = load %struct.node*, %struct.node** %3, align 8, !dbg !133
  %101 = bitcast %struct.node* %100 to i8*, !dbg !133
  call void @free(i8* noundef %101) #4, !dbg !134
  %102 = load %struct.node*, %struct.node** %12, align 8, !dbg !135
  store %struct.node* %102, %struct.node** %3, align 8, !dbg !136
  br label %93, !dbg !126, !llvm.loop !137

103:                                              ; preds = %93
  %104 = load i32, i32* %10, align 4, !dbg !139
  %105 = and i32 %104, 127, !dbg !140
  ret i32 %105, !dbg !141
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: nounwind
declare i8* @realloc(i8* noundef, i64 noundef) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/heap.c", directory: ".", checksumkind: CSK_MD5, checksum: "7e90409de240f281e0753b379dff18fe")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !11, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "vals", scope: !10, file: !1, line: 13, type: !16)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 96, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 3)
!19 = !DILocation(line: 13, column: 7, scope: !10)
!20 = !DILocation(line: 14, column: 22, scope: !10)
!21 = !DILocation(line: 14, column: 3, scope: !10)
!22 = !DILocalVariable(name: "head", scope: !10, file: !1, line: 15, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 7, size: 128, elements: !25)
!25 = !{!26, !27}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !24, file: !1, line: 8, baseType: !13, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !24, file: !1, line: 9, baseType: !23, size: 64, offset: 64)
!28 = !DILocation(line: 15, column: 16, scope: !10)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 16, type: !13)
!30 = distinct !DILexicalBlock(scope: !10, file: !1, line: 16, column: 3)
!31 = !DILocation(line: 16, column: 12, scope: !30)
!32 = !DILocation(line: 16, column: 8, scope: !30)
!33 = !DILocation(line: 16, column: 19, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 16, column: 3)
!35 = !DILocation(line: 16, column: 21, scope: !34)
!36 = !DILocation(line: 16, column: 3, scope: !30)
!37 = !DILocation(line: 17, column: 14, scope: !38)
!38 = distinct !DILexicalBlock(scope: !39, file: !1, line: 17, column: 9)
!39 = distinct !DILexicalBlock(scope: !34, file: !1, line: 16, column: 31)
!40 = !DILocation(line: 17, column: 9, scope: !38)
!41 = !DILocation(line: 17, column: 17, scope: !38)
!42 = !DILocation(line: 17, column: 9, scope: !39)
!43 = !DILocalVariable(name: "n", scope: !44, file: !1, line: 18, type: !23)
!44 = distinct !DILexicalBlock(scope: !38, file: !1, line: 17, column: 22)
!45 = !DILocation(line: 18, column: 20, scope: !44)
!46 = !DILocation(line: 18, column: 24, scope: !44)
!47 = !DILocation(line: 19, column: 23, scope: !44)
!48 = !DILocation(line: 19, column: 18, scope: !44)
!49 = !DILocation(line: 19, column: 7, scope: !44)
!50 = !DILocation(line: 19, column: 10, scope: !44)
!51 = !DILocation(line: 19, column: 16, scope: !44)
!52 = !DILocation(line: 20, column: 17, scope: !44)
!53 = !DILocation(line: 20, column: 7, scope: !44)
!54 = !DILocation(line: 20, column: 10, scope: !44)
!55 = !DILocation(line: 20, column: 15, scope: !44)
!56 = !DILocation(line: 21, column: 14, scope: !44)
!57 = !DILocation(line: 21, column: 12, scope: !44)
!58 = !DILocation(line: 22, column: 5, scope: !44)
!59 = !DILocation(line: 23, column: 3, scope: !39)
!60 = !DILocation(line: 16, column: 27, scope: !34)
!61 = !DILocation(line: 16, column: 3, scope: !34)
!62 = distinct !{!62, !36, !63, !64}
!63 = !DILocation(line: 23, column: 3, scope: !30)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocalVariable(name: "arr", scope: !10, file: !1, line: 24, type: !66)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!67 = !DILocation(line: 24, column: 8, scope: !10)
!68 = !DILocation(line: 24, column: 14, scope: !10)
!69 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 25, type: !13)
!70 = !DILocation(line: 25, column: 7, scope: !10)
!71 = !DILocalVariable(name: "p", scope: !72, file: !1, line: 26, type: !23)
!72 = distinct !DILexicalBlock(scope: !10, file: !1, line: 26, column: 3)
!73 = !DILocation(line: 26, column: 21, scope: !72)
!74 = !DILocation(line: 26, column: 25, scope: !72)
!75 = !DILocation(line: 26, column: 8, scope: !72)
!76 = !DILocation(line: 26, column: 31, scope: !77)
!77 = distinct !DILexicalBlock(scope: !72, file: !1, line: 26, column: 3)
!78 = !DILocation(line: 26, column: 3, scope: !72)
!79 = !DILocation(line: 27, column: 16, scope: !77)
!80 = !DILocation(line: 27, column: 19, scope: !77)
!81 = !DILocation(line: 27, column: 25, scope: !77)
!82 = !DILocation(line: 27, column: 5, scope: !77)
!83 = !DILocation(line: 27, column: 10, scope: !77)
!84 = !DILocation(line: 27, column: 14, scope: !77)
!85 = !DILocation(line: 26, column: 38, scope: !77)
!86 = !DILocation(line: 26, column: 41, scope: !77)
!87 = !DILocation(line: 26, column: 36, scope: !77)
!88 = !DILocation(line: 26, column: 3, scope: !77)
!89 = distinct !{!89, !78, !90, !64}
!90 = !DILocation(line: 27, column: 27, scope: !72)
!91 = !DILocation(line: 28, column: 17, scope: !10)
!92 = !DILocation(line: 28, column: 9, scope: !10)
!93 = !DILocation(line: 28, column: 7, scope: !10)
!94 = !DILocation(line: 29, column: 12, scope: !10)
!95 = !DILocation(line: 29, column: 3, scope: !10)
!96 = !DILocation(line: 29, column: 10, scope: !10)
!97 = !DILocalVariable(name: "zero", scope: !10, file: !1, line: 30, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!100 = !DILocation(line: 30, column: 9, scope: !10)
!101 = !DILocation(line: 30, column: 16, scope: !10)
!102 = !DILocation(line: 31, column: 8, scope: !10)
!103 = !DILocation(line: 31, column: 3, scope: !10)
!104 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 32, type: !13)
!105 = !DILocation(line: 32, column: 7, scope: !10)
!106 = !DILocation(line: 32, column: 13, scope: !10)
!107 = !DILocalVariable(name: "i", scope: !108, file: !1, line: 33, type: !13)
!108 = distinct !DILexicalBlock(scope: !10, file: !1, line: 33, column: 3)
!109 = !DILocation(line: 33, column: 12, scope: !108)
!110 = !DILocation(line: 33, column: 8, scope: !108)
!111 = !DILocation(line: 33, column: 19, scope: !112)
!112 = distinct !DILexicalBlock(scope: !108, file: !1, line: 33, column: 3)
!113 = !DILocation(line: 33, column: 23, scope: !112)
!114 = !DILocation(line: 33, column: 21, scope: !112)
!115 = !DILocation(line: 33, column: 3, scope: !108)
!116 = !DILocation(line: 34, column: 12, scope: !112)
!117 = !DILocation(line: 34, column: 16, scope: !112)
!118 = !DILocation(line: 34, column: 9, scope: !112)
!119 = !DILocation(line: 34, column: 5, scope: !112)
!120 = !DILocation(line: 33, column: 27, scope: !112)
!121 = !DILocation(line: 33, column: 3, scope: !112)
!122 = distinct !{!122, !115, !123, !64}
!123 = !DILocation(line: 34, column: 17, scope: !108)
!124 = !DILocation(line: 35, column: 8, scope: !10)
!125 = !DILocation(line: 35, column: 3, scope: !10)
!126 = !DILocation(line: 36, column: 3, scope: !10)
!127 = !DILocation(line: 36, column: 10, scope: !10)
!128 = !DILocalVariable(name: "next", scope: !129, file: !1, line: 37, type: !23)
!129 = distinct !DILexicalBlock(scope: !10, file: !1, line: 36, column: 16)
!130 = !DILocation(line: 37, column: 18, scope: !129)
!131 = !DILocation(line: 37, column: 25, scope: !129)
!132 = !DILocation(line: 37, column: 31, scope: !129)
!133 = !DILocation(line: 38, column: 10, scope: !129)
!134 = !DILocation(line: 38, column: 5, scope: !129)
!135 = !DILocation(line: 39, column: 12, scope: !129)
!136 = !DILocation(line: 39, column: 10, scope: !129)
!137 = distinct !{!137, !126, !138, !64}
!138 = !DILocation(line: 40, column: 3, scope: !10)
!139 = !DILocation(line: 41, column: 10, scope: !10)
!140 = !DILocation(line: 41, column: 14, scope: !10)
!141 = !DILocation(line: 41, column: 3, scope: !10)
