; ModuleID = '../testdata/programs/heap_list.c'
source_filename = "../testdata/programs/heap_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }

@.str = private unnamed_addr constant [5 x i8] c"vals\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i32], align 16
  %3 = alloca %struct.node*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.node*, align 8
  %7 = alloca %struct.node*, align 8
  %8 = alloca %struct.node*, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [4 x i32]* %2, metadata !15, metadata !DIExpression()), !dbg !19
  %9 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 0, !dbg !20
  %10 = bitcast i32* %9 to i8*, !dbg !20
  call void @klee_make_symbolic(i8* noundef %10, i64 noundef 16, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0)), !dbg !21
  call void @llvm.dbg.declare(metadata %struct.node** %3, metadata !22, metadata !DIExpression()), !dbg !28
  store %struct.node* null, %struct.node** %3, align 8, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %4, metadata !29, metadata !DIExpression()), !dbg !31
  store i32 0, i32* %4, align 4, !dbg !31
  br label %11, !dbg !32

11:                                               ; preds = %28, %0
  %12 = load i32, i32* %4, align 4, !dbg !33
  %13 = icmp slt i32 %12, 4, !dbg !35
  br i1 %13, label %14, label %31, !dbg !36

14:                                               ; preds = %11
  %15 = load i32, i32* %4, align 4, !dbg !37
  %16 = sext i32 %15 to i64, !dbg !39
  %17 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 %16, !dbg !39
  %18 = load i32, i32* %17, align 4, !dbg !39
  %19 = icmp sgt i32 %18, 0, !dbg !40
  br i1 %19, label %20, label %27, !dbg !41

20:                                               ; preds = %14
  %21 = load %struct.node*, %struct.node** %3, align 8, !dbg !42
  %22 = load i32, i32* %4, align 4, !dbg !43
  %23 = sext i32 %22 to i64, !dbg !44
  %24 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 %23, !dbg !44
  %25 = load i32, i32* %24, align 4, !dbg !44
  %26 = call %struct.node* @push(%struct.node* noundef %21, i32 noundef %25), !dbg !45
  store %struct.node* %26, %struct.node** %3, align 8, !dbg !46
  br label %27, !dbg !47

27:                                               ; preds = %20, %14
  br label %28, !dbg !48

28:                                               ; preds = %27
  %29 = load i32, i32* %4, align 4, !dbg !49
  %30 = add nsw i32 %29, 1, !dbg !49
  store i32 %30, i32* %4, align 4, !dbg !49
  br label %11, !dbg !50, !llvm.loop !51

31:                                               ; preds = %11
  call void @llvm.dbg.declare(metadata i32* %5, metadata !54, metadata !DIExpression()), !dbg !55
  store i32 0, i32* %5, align 4, !dbg !55
  call void @llvm.dbg.declare(metadata %struct.node** %6, metadata !56, metadata !DIExpression()), !dbg !58
  %32 = load %struct.node*, %struct.node** %3, align 8, !dbg !59
  store %struct.node* %32, %struct.node** %6, align 8, !dbg !58
  br label %33, !dbg !60

33:                                               ; preds = %42, %31
  %34 = load %struct.node*, %struct.node** %6, align 8, !dbg !61
  %35 = icmp ne %struct.node* %34, null, !dbg !63
  br i1 %35, label %36, label %46, !dbg !63

36:                                               ; preds = %33
  %37 = load %struct.node*, %struct.node** %6, align 8, !dbg !64
  %38 = getelementptr inbounds %struct.node, %struct.node* %37, i32 0, i32 0, !dbg !65
  %39 = load i32, i32* %38, align 8, !dbg !65
  %40 = load i32, i32* %5, align 4, !dbg !66
  %41 = add nsw i32 %40, %39, !dbg !66
  store i32 %41, i32* %5, align 4, !dbg !66
  br label %42, !dbg !67

42:                                               ; preds = %36
  %43 = load %struct.node*, %struct.node** %6, align 8, !dbg !68
  %44 = getelementptr inbounds %struct.node, %struct.node* %43, i32 0, i32 1, !dbg !69
  %45 = load %struct.node*, %struct.node** %44, align 8, !dbg !69
  store %struct.node* %45, %struct.node** %6, align 8, !dbg !70
  br label %33, !dbg !71, !llvm.loop !72

46:                                               ; preds = %33
  %47 = load %struct.node*, %struct.node** %3, align 8, !dbg !74
  %48 = icmp ne %struct.node* %47, null, !dbg !74
  br i1 %48, label %49, label %68, !dbg !76

49:                                               ; preds = %46
  %50 = load %struct.node*, %struct.node** %3, align 8, !dbg !77
  %51 = getelementptr inbounds %struct.node, %struct.node* %50, i32 0, i32 0, !dbg !78
  %52 = load i32, i32* %51, align 8, !dbg !78
  %53 = icmp eq i32 %52, 42, !dbg !79
  br i1 %53, label %54, label %68, !dbg !80

54:                                               ; preds = %49
  call void @llvm.dbg.declare(metadata %struct.node** %7, metadata !81, metadata !DIExpression()), !dbg !83
  %55 = load %struct.node*, %struct.node** %3, align 8, !dbg !84
  store %struct.node* %55, %struct.node** %7, align 8, !dbg !83
  %56 = load %struct.node*, %struct.node** %3, align 8, !dbg !85
  %57 = getelementptr inbounds %struct.node, %struct.node* %56, i32 0, i32 1, !dbg !86
  %58 = load %struct.node*, %struct.node** %57, align 8, !dbg !86
  store %struct.node* %58, %struct.node** %3, align 8, !dbg !87
  %59 = load %struct.node*, %struct.node** %7, align 8, !dbg !88
  %60 = bitcast %struct.node* %59 to i8*, !dbg !88
  call void @free(i8* noundef %60) #4, !dbg !89
  %61 = load i32, i32* %5, align 4, !dbg !90
  %62 = icmp eq i32 %61, 100, !dbg !92
  br i1 %62, label %63, label %67, !dbg !93

63:                                               ; preds = %54
  %64 = load %struct.node*, %struct.node** %7, align 8, !dbg !94
  %65 = getelementptr inbounds %struct.node, %struct.node* %64, i32 0, i32 0, !dbg !95
  %66 = load i32, i32* %65, align 8, !dbg !95
  store i32 %66, i32* %1, align 4, !dbg !96
  br label %83, !dbg !96

67:                                               ; preds = %54
  br label %68, !dbg !97

68:                                               ; preds = %67, %49, %46
  br label %69, !dbg !98

69:                                               ; preds = %72, %68
  %70 = load %struct.node*, %struct.node** %3, align 8, !dbg !99
  %71 = icmp ne %struct.node* %70, null, !dbg !98
  br i1 %71, label %72, label %79, !dbg !98

72:                                               ; preds = %69
  call void @llvm.dbg.declare(metadata %struct.node** %8, metadata !100, metadata !DIExpression()), !dbg !102
  %73 = load %struct.node*, %struct.node** %3, align 8, !dbg !103
  %74 = getelementptr inbounds %struct.node, %struct.node* %73, i32 0, i32 1, !dbg !104
  %75 = load %struct.node*, %struct.node** %74, align 8, !dbg !104
  store %struct.node* %75, %struct.node** %8, align 8, !dbg !102
  %76 = load %struct.node*, %struct.node** %3, align 8, !dbg !105
  %77 = bitcast %struct.node* %76 to i8*, !dbg !105
  call void @free(i8* noundef %77) #4, !dbg !106
  %78 = load %struct.node*, %struct.node** %8, align 8, !dbg !107
  store %struct.node* %78, %struct.node** %3, align 8, !dbg !108
  br label %69, !dbg !98, !llvm.loop !109

79:                                               ; preds = %69
  %80 = load i32, i32* %5, align 4, !dbg !111
  %81 = icmp sgt i32 %80, 0, !dbg !112
  %82 = zext i1 %81 to i32, !dbg !112
  store i32 %82, i32* %1, align 4, !dbg !113
  br label %83, !dbg !113

83:                                               ; preds = %79, %63
  %84 = load i32, i32* %1, align 4, !dbg !114
  ret i32 %84, !dbg !114
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal %struct.node* @push(%struct.node* noundef %0, i32 noundef %1) #0 !dbg !115 {
  %3 = alloca %struct.node*, align 8
  %4 = alloca %struct.node*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.node*, align 8
  store %struct.node* %0, %struct.node** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.node** %4, metadata !118, metadata !DIExpression()), !dbg !119
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !120, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.declare(metadata %struct.node** %6, metadata !122, metadata !DIExpression()), !dbg !123
  %7 = call noalias i8* @malloc(i64 noundef 16) #4, !dbg !124
  %8 = bitcast i8* %7 to %struct.node*, !dbg !124
  store %struct.node* %8, %struct.node** %6, align 8, !dbg !123
  %9 = load %struct.node*, %struct.node** %6, align 8, !dbg !125
  %10 = icmp ne %struct.node* %9, null, !dbg !125
  br i1 %10, label %13, label %11, !dbg !127

11:                                               ; preds = %2
  %12 = load %struct.node*, %struct.node** %4, align 8, !dbg !128
  store %struct.node* %12, %struct.node** %3, align 8, !dbg !129
  br label %21, !dbg !129

13:                                               ; preds = %2
  %14 = load i32, i32* %5, align 4, !dbg !130
  %15 = load %struct.node*, %struct.node** %6, align 8, !dbg !131
  %16 = getelementptr inbounds %struct.node, %struct.node* %15, i32 0, i32 0, !dbg !132
  store i32 %14, i32* %16, align 8, !dbg !133
  %17 = load %struct.node*, %struct.node** %4, align 8, !dbg !134
  %18 = load %struct.node*, %struct.node** %6, align 8, !dbg !135
  %19 = getelementptr inbounds %struct.node, %struct.node* %18, i32 0, i32 1, !dbg !136
  store %struct.node* %17, %struct.node** %19, align 8, !dbg !137
  %20 = load %struct.node*, %struct.node** %6, align 8, !dbg !138
  store %struct.node* %20, %struct.node** %3, align 8, !dbg !139
  br label %21, !dbg !139

21:                                               ; preds = %13, %11
  %22 = load %struct.node*, %struct.node** %3, align 8, !dbg !140
  ret %struct.node* %22, !dbg !140
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/programs/heap_list.c", directory: ".", checksumkind: CSK_MD5, checksum: "b4d713309b2aba8ae5d3350e89495357")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 20, type: !11, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "vals", scope: !10, file: !1, line: 21, type: !16)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DILocation(line: 21, column: 7, scope: !10)
!20 = !DILocation(line: 22, column: 22, scope: !10)
!21 = !DILocation(line: 22, column: 3, scope: !10)
!22 = !DILocalVariable(name: "head", scope: !10, file: !1, line: 23, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 6, size: 128, elements: !25)
!25 = !{!26, !27}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !24, file: !1, line: 7, baseType: !13, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !24, file: !1, line: 8, baseType: !23, size: 64, offset: 64)
!28 = !DILocation(line: 23, column: 16, scope: !10)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 24, type: !13)
!30 = distinct !DILexicalBlock(scope: !10, file: !1, line: 24, column: 3)
!31 = !DILocation(line: 24, column: 12, scope: !30)
!32 = !DILocation(line: 24, column: 8, scope: !30)
!33 = !DILocation(line: 24, column: 19, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 24, column: 3)
!35 = !DILocation(line: 24, column: 21, scope: !34)
!36 = !DILocation(line: 24, column: 3, scope: !30)
!37 = !DILocation(line: 25, column: 14, scope: !38)
!38 = distinct !DILexicalBlock(scope: !34, file: !1, line: 25, column: 9)
!39 = !DILocation(line: 25, column: 9, scope: !38)
!40 = !DILocation(line: 25, column: 17, scope: !38)
!41 = !DILocation(line: 25, column: 9, scope: !34)
!42 = !DILocation(line: 26, column: 19, scope: !38)
!43 = !DILocation(line: 26, column: 30, scope: !38)
!44 = !DILocation(line: 26, column: 25, scope: !38)
!45 = !DILocation(line: 26, column: 14, scope: !38)
!46 = !DILocation(line: 26, column: 12, scope: !38)
!47 = !DILocation(line: 26, column: 7, scope: !38)
!48 = !DILocation(line: 25, column: 19, scope: !38)
!49 = !DILocation(line: 24, column: 27, scope: !34)
!50 = !DILocation(line: 24, column: 3, scope: !34)
!51 = distinct !{!51, !36, !52, !53}
!52 = !DILocation(line: 26, column: 32, scope: !30)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 27, type: !13)
!55 = !DILocation(line: 27, column: 7, scope: !10)
!56 = !DILocalVariable(name: "p", scope: !57, file: !1, line: 28, type: !23)
!57 = distinct !DILexicalBlock(scope: !10, file: !1, line: 28, column: 3)
!58 = !DILocation(line: 28, column: 21, scope: !57)
!59 = !DILocation(line: 28, column: 25, scope: !57)
!60 = !DILocation(line: 28, column: 8, scope: !57)
!61 = !DILocation(line: 28, column: 31, scope: !62)
!62 = distinct !DILexicalBlock(scope: !57, file: !1, line: 28, column: 3)
!63 = !DILocation(line: 28, column: 3, scope: !57)
!64 = !DILocation(line: 29, column: 12, scope: !62)
!65 = !DILocation(line: 29, column: 15, scope: !62)
!66 = !DILocation(line: 29, column: 9, scope: !62)
!67 = !DILocation(line: 29, column: 5, scope: !62)
!68 = !DILocation(line: 28, column: 38, scope: !62)
!69 = !DILocation(line: 28, column: 41, scope: !62)
!70 = !DILocation(line: 28, column: 36, scope: !62)
!71 = !DILocation(line: 28, column: 3, scope: !62)
!72 = distinct !{!72, !63, !73, !53}
!73 = !DILocation(line: 29, column: 15, scope: !57)
!74 = !DILocation(line: 30, column: 7, scope: !75)
!75 = distinct !DILexicalBlock(scope: !10, file: !1, line: 30, column: 7)
!76 = !DILocation(line: 30, column: 12, scope: !75)
!77 = !DILocation(line: 30, column: 15, scope: !75)
!78 = !DILocation(line: 30, column: 21, scope: !75)
!79 = !DILocation(line: 30, column: 27, scope: !75)
!80 = !DILocation(line: 30, column: 7, scope: !10)
!81 = !DILocalVariable(name: "old", scope: !82, file: !1, line: 31, type: !23)
!82 = distinct !DILexicalBlock(scope: !75, file: !1, line: 30, column: 34)
!83 = !DILocation(line: 31, column: 18, scope: !82)
!84 = !DILocation(line: 31, column: 24, scope: !82)
!85 = !DILocation(line: 32, column: 12, scope: !82)
!86 = !DILocation(line: 32, column: 18, scope: !82)
!87 = !DILocation(line: 32, column: 10, scope: !82)
!88 = !DILocation(line: 33, column: 10, scope: !82)
!89 = !DILocation(line: 33, column: 5, scope: !82)
!90 = !DILocation(line: 34, column: 9, scope: !91)
!91 = distinct !DILexicalBlock(scope: !82, file: !1, line: 34, column: 9)
!92 = !DILocation(line: 34, column: 13, scope: !91)
!93 = !DILocation(line: 34, column: 9, scope: !82)
!94 = !DILocation(line: 35, column: 14, scope: !91)
!95 = !DILocation(line: 35, column: 19, scope: !91)
!96 = !DILocation(line: 35, column: 7, scope: !91)
!97 = !DILocation(line: 36, column: 3, scope: !82)
!98 = !DILocation(line: 37, column: 3, scope: !10)
!99 = !DILocation(line: 37, column: 10, scope: !10)
!100 = !DILocalVariable(name: "next", scope: !101, file: !1, line: 38, type: !23)
!101 = distinct !DILexicalBlock(scope: !10, file: !1, line: 37, column: 16)
!102 = !DILocation(line: 38, column: 18, scope: !101)
!103 = !DILocation(line: 38, column: 25, scope: !101)
!104 = !DILocation(line: 38, column: 31, scope: !101)
!105 = !DILocation(line: 39, column: 10, scope: !101)
!106 = !DILocation(line: 39, column: 5, scope: !101)
!107 = !DILocation(line: 40, column: 12, scope: !101)
!108 = !DILocation(line: 40, column: 10, scope: !101)
!109 = distinct !{!109, !98, !110, !53}
!110 = !DILocation(line: 41, column: 3, scope: !10)
!111 = !DILocation(line: 42, column: 10, scope: !10)
!112 = !DILocation(line: 42, column: 14, scope: !10)
!113 = !DILocation(line: 42, column: 3, scope: !10)
!114 = !DILocation(line: 43, column: 1, scope: !10)
!115 = distinct !DISubprogram(name: "push", scope: !1, file: !1, line: 11, type: !116, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!116 = !DISubroutineType(types: !117)
!117 = !{!23, !23, !13}
!118 = !DILocalVariable(name: "head", arg: 1, scope: !115, file: !1, line: 11, type: !23)
!119 = !DILocation(line: 11, column: 39, scope: !115)
!120 = !DILocalVariable(name: "v", arg: 2, scope: !115, file: !1, line: 11, type: !13)
!121 = !DILocation(line: 11, column: 49, scope: !115)
!122 = !DILocalVariable(name: "n", scope: !115, file: !1, line: 12, type: !23)
!123 = !DILocation(line: 12, column: 16, scope: !115)
!124 = !DILocation(line: 12, column: 20, scope: !115)
!125 = !DILocation(line: 13, column: 8, scope: !126)
!126 = distinct !DILexicalBlock(scope: !115, file: !1, line: 13, column: 7)
!127 = !DILocation(line: 13, column: 7, scope: !115)
!128 = !DILocation(line: 14, column: 12, scope: !126)
!129 = !DILocation(line: 14, column: 5, scope: !126)
!130 = !DILocation(line: 15, column: 14, scope: !115)
!131 = !DILocation(line: 15, column: 3, scope: !115)
!132 = !DILocation(line: 15, column: 6, scope: !115)
!133 = !DILocation(line: 15, column: 12, scope: !115)
!134 = !DILocation(line: 16, column: 13, scope: !115)
!135 = !DILocation(line: 16, column: 3, scope: !115)
!136 = !DILocation(line: 16, column: 6, scope: !115)
!137 = !DILocation(line: 16, column: 11, scope: !115)
!138 = !DILocation(line: 17, column: 10, scope: !115)
!139 = !DILocation(line: 17, column: 3, scope: !115)
!140 = !DILocation(line: 18, column: 1, scope: !115)
