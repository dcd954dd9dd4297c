; ModuleID = '../testdata/programs/regexp.c'
source_filename = "../testdata/programs/regexp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"re\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"hello\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x i8], align 1
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [7 x i8]* %2, metadata !15, metadata !DIExpression()), !dbg !20
  %3 = getelementptr inbounds [7 x i8], [7 x i8]* %2, i64 0, i64 0, !dbg !21
  call void @klee_make_symbolic(i8* noundef %3, i64 noundef 7, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0)), !dbg !22
  %4 = getelementptr inbounds [7 x i8], [7 x i8]* %2, i64 0, i64 6, !dbg !23
  %5 = load i8, i8* %4, align 1, !dbg !23
  %6 = sext i8 %5 to i32, !dbg !23
  %7 = icmp eq i32 %6, 0, !dbg !24
  %8 = zext i1 %7 to i32, !dbg !24
  %9 = sext i32 %8 to i64, !dbg !23
  call void @klee_assume(i64 noundef %9), !dbg !25
  %10 = getelementptr inbounds [7 x i8], [7 x i8]* %2, i64 0, i64 0, !dbg !26
  %11 = call i32 @match(i8* noundef %10, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0)), !dbg !27
  ret i32 %11, !dbg !28
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

declare void @klee_assume(i64 noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @match(i8* noundef %0, i8* noundef %1) #0 !dbg !29 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !34, metadata !DIExpression()), !dbg !35
  store i8* %1, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !36, metadata !DIExpression()), !dbg !37
  %6 = load i8*, i8** %4, align 8, !dbg !38
  %7 = getelementptr inbounds i8, i8* %6, i64 0, !dbg !38
  %8 = load i8, i8* %7, align 1, !dbg !38
  %9 = sext i8 %8 to i32, !dbg !38
  %10 = icmp eq i32 %9, 94, !dbg !40
  br i1 %10, label %11, label %16, !dbg !41

11:                                               ; preds = %2
  %12 = load i8*, i8** %4, align 8, !dbg !42
  %13 = getelementptr inbounds i8, i8* %12, i64 1, !dbg !43
  %14 = load i8*, i8** %5, align 8, !dbg !44
  %15 = call i32 @matchhere(i8* noundef %13, i8* noundef %14), !dbg !45
  store i32 %15, i32* %3, align 4, !dbg !46
  br label %31, !dbg !46

16:                                               ; preds = %2
  br label %17, !dbg !47

17:                                               ; preds = %24, %16
  %18 = load i8*, i8** %4, align 8, !dbg !48
  %19 = load i8*, i8** %5, align 8, !dbg !51
  %20 = call i32 @matchhere(i8* noundef %18, i8* noundef %19), !dbg !52
  %21 = icmp ne i32 %20, 0, !dbg !52
  br i1 %21, label %22, label %23, !dbg !53

22:                                               ; preds = %17
  store i32 1, i32* %3, align 4, !dbg !54
  br label %31, !dbg !54

23:                                               ; preds = %17
  br label %24, !dbg !55

24:                                               ; preds = %23
  %25 = load i8*, i8** %5, align 8, !dbg !56
  %26 = getelementptr inbounds i8, i8* %25, i32 1, !dbg !56
  store i8* %26, i8** %5, align 8, !dbg !56
  %27 = load i8, i8* %25, align 1, !dbg !57
  %28 = sext i8 %27 to i32, !dbg !57
  %29 = icmp ne i32 %28, 0, !dbg !58
  br i1 %29, label %17, label %30, !dbg !55, !llvm.loop !59

30:                                               ; preds = %24
  store i32 0, i32* %3, align 4, !dbg !62
  br label %31, !dbg !62

31:                                               ; preds = %30, %22, %11
  %32 = load i32, i32* %3, align 4, !dbg !63
  ret i32 %32, !dbg !63
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @matchhere(i8* noundef %0, i8* noundef %1) #0 !dbg !64 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !65, metadata !DIExpression()), !dbg !66
  store i8* %1, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !67, metadata !DIExpression()), !dbg !68
  %6 = load i8*, i8** %4, align 8, !dbg !69
  %7 = getelementptr inbounds i8, i8* %6, i64 0, !dbg !69
  %8 = load i8, i8* %7, align 1, !dbg !69
  %9 = sext i8 %8 to i32, !dbg !69
  %10 = icmp eq i32 %9, 0, !dbg !71
  br i1 %10, label %11, label %12, !dbg !72

11:                                               ; preds = %2
  store i32 1, i32* %3, align 4, !dbg !73
  br label %72, !dbg !73

12:                                               ; preds = %2
  %13 = load i8*, i8** %4, align 8, !dbg !74
  %14 = getelementptr inbounds i8, i8* %13, i64 1, !dbg !74
  %15 = load i8, i8* %14, align 1, !dbg !74
  %16 = sext i8 %15 to i32, !dbg !74
  %17 = icmp eq i32 %16, 42, !dbg !76
  br i1 %17, label %18, label %27, !dbg !77

18:                                               ; preds = %12
  %19 = load i8*, i8** %4, align 8, !dbg !78
  %20 = getelementptr inbounds i8, i8* %19, i64 0, !dbg !78
  %21 = load i8, i8* %20, align 1, !dbg !78
  %22 = sext i8 %21 to i32, !dbg !78
  %23 = load i8*, i8** %4, align 8, !dbg !79
  %24 = getelementptr inbounds i8, i8* %23, i64 2, !dbg !80
  %25 = load i8*, i8** %5, align 8, !dbg !81
  %26 = call i32 @matchstar(i32 noundef %22, i8* noundef %24, i8* noundef %25), !dbg !82
  store i32 %26, i32* %3, align 4, !dbg !83
  br label %72, !dbg !83

27:                                               ; preds = %12
  %28 = load i8*, i8** %4, align 8, !dbg !84
  %29 = getelementptr inbounds i8, i8* %28, i64 0, !dbg !84
  %30 = load i8, i8* %29, align 1, !dbg !84
  %31 = sext i8 %30 to i32, !dbg !84
  %32 = icmp eq i32 %31, 36, !dbg !86
  br i1 %32, label %33, label %45, !dbg !87

33:                                               ; preds = %27
  %34 = load i8*, i8** %4, align 8, !dbg !88
  %35 = getelementptr inbounds i8, i8* %34, i64 1, !dbg !88
  %36 = load i8, i8* %35, align 1, !dbg !88
  %37 = sext i8 %36 to i32, !dbg !88
  %38 = icmp eq i32 %37, 0, !dbg !89
  br i1 %38, label %39, label %45, !dbg !90

39:                                               ; preds = %33
  %40 = load i8*, i8** %5, align 8, !dbg !91
  %41 = load i8, i8* %40, align 1, !dbg !92
  %42 = sext i8 %41 to i32, !dbg !92
  %43 = icmp eq i32 %42, 0, !dbg !93
  %44 = zext i1 %43 to i32, !dbg !93
  store i32 %44, i32* %3, align 4, !dbg !94
  br label %72, !dbg !94

45:                                               ; preds = %33, %27
  %46 = load i8*, i8** %5, align 8, !dbg !95
  %47 = load i8, i8* %46, align 1, !dbg !97
  %48 = sext i8 %47 to i32, !dbg !97
  %49 = icmp ne i32 %48, 0, !dbg !98
  br i1 %49, label %50, label %71, !dbg !99

50:                                               ; preds = %45
  %51 = load i8*, i8** %4, align 8, !dbg !100
  %52 = getelementptr inbounds i8, i8* %51, i64 0, !dbg !100
  %53 = load i8, i8* %52, align 1, !dbg !100
  %54 = sext i8 %53 to i32, !dbg !100
  %55 = icmp eq i32 %54, 46, !dbg !101
  br i1 %55, label %65, label %56, !dbg !102

56:                                               ; preds = %50
  %57 = load i8*, i8** %4, align 8, !dbg !103
  %58 = getelementptr inbounds i8, i8* %57, i64 0, !dbg !103
  %59 = load i8, i8* %58, align 1, !dbg !103
  %60 = sext i8 %59 to i32, !dbg !103
  %61 = load i8*, i8** %5, align 8, !dbg !104
  %62 = load i8, i8* %61, align 1, !dbg !105
  %63 = sext i8 %62 to i32, !dbg !105
  %64 = icmp eq i32 %60, %63, !dbg !106
  br i1 %64, label %65, label %71, !dbg !107

65:                                               ; preds = %56, %50
  %66 = load i8*, i8** %4, align 8, !dbg !108
  %67 = getelementptr inbounds i8, i8* %66, i64 1, !dbg !109
  %68 = load i8*, i8** %5, align 8, !dbg !110
  %69 = getelementptr inbounds i8, i8* %68, i64 1, !dbg !111
  %70 = call i32 @matchhere(i8* noundef %67, i8* noundef %69), !dbg !112
  store i32 %70, i32* %3, align 4, !dbg !113
  br label %72, !dbg !113

71:                                               ; preds = %56, %45
  store i32 0, i32* %3, align 4, !dbg !114
  br label %72, !dbg !114

72:                                               ; preds = %71, %65, %39, %18, %11
  %73 = load i32, i32* %3, align 4, !dbg !115
  ret i32 %73, !dbg !115
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @matchstar(i32 noundef %0, i8* noundef %1, i8* noundef %2) #0 !dbg !116 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i8*, align 8
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !119, metadata !DIExpression()), !dbg !120
  store i8* %1, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !121, metadata !DIExpression()), !dbg !122
  store i8* %2, i8** %7, align 8
  call void @llvm.dbg.declare(metadata i8** %7, metadata !123, metadata !DIExpression()), !dbg !124
  br label %8, !dbg !125

8:                                                ; preds = %32, %3
  %9 = load i8*, i8** %6, align 8, !dbg !126
  %10 = load i8*, i8** %7, align 8, !dbg !129
  %11 = call i32 @matchhere(i8* noundef %9, i8* noundef %10), !dbg !130
  %12 = icmp ne i32 %11, 0, !dbg !130
  br i1 %12, label %13, label %14, !dbg !131

13:                                               ; preds = %8
  store i32 1, i32* %4, align 4, !dbg !132
  br label %35, !dbg !132

14:                                               ; preds = %8
  br label %15, !dbg !133

15:                                               ; preds = %14
  %16 = load i8*, i8** %7, align 8, !dbg !134
  %17 = load i8, i8* %16, align 1, !dbg !135
  %18 = sext i8 %17 to i32, !dbg !135
  %19 = icmp ne i32 %18, 0, !dbg !136
  br i1 %19, label %20, label %32, !dbg !137

20:                                               ; preds = %15
  %21 = load i8*, i8** %7, align 8, !dbg !138
  %22 = getelementptr inbounds i8, i8* %21, i32 1, !dbg !138
  store i8* %22, i8** %7, align 8, !dbg !138
  %23 = load i8, i8* %21, align 1, !dbg !139
  %24 = sext i8 %23 to i32, !dbg !139
  %25 = load i32, i32* %5, align 4, !dbg !140
  %26 = icmp eq i32 %24, %25, !dbg !141
  br i1 %26, label %30, label %27, !dbg !142

27:                                               ; preds = %20
  %28 = load i32, i32* %5, align 4, !dbg !143
  %29 = icmp eq i32 %28, 46, !dbg !144
  br label %30, !dbg !142

30:                                               ; preds = %27, %20
  %31 = phi i1 [ true, %20 ], [ %29, %27 ]
  br label %32

32:                                               ; preds = %30, %15
  %33 = phi i1 [ false, %15 ], [ %31, %30 ], !dbg !145
  br i1 %33, label %8, label %34, !dbg !133, !llvm.loop !146

34:                                               ; preds = %32
  store i32 0, i32* %4, align 4, !dbg !148
  br label %35, !dbg !148

35:                                               ; preds = %34, %13
  %36 = load i32, i32* %4, align 4, !dbg !149
  ret i32 %36, !dbg !149
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/programs/regexp.c", directory: ".", checksumkind: CSK_MD5, checksum: "6cafb07870f54719b056ba8d1dd90388")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 40, type: !11, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "re", scope: !10, file: !1, line: 41, type: !16)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 56, elements: !18)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{!19}
!19 = !DISubrange(count: 7)
!20 = !DILocation(line: 41, column: 8, scope: !10)
!21 = !DILocation(line: 42, column: 22, scope: !10)
!22 = !DILocation(line: 42, column: 3, scope: !10)
!23 = !DILocation(line: 43, column: 15, scope: !10)
!24 = !DILocation(line: 43, column: 28, scope: !10)
!25 = !DILocation(line: 43, column: 3, scope: !10)
!26 = !DILocation(line: 44, column: 16, scope: !10)
!27 = !DILocation(line: 44, column: 10, scope: !10)
!28 = !DILocation(line: 44, column: 3, scope: !10)
!29 = distinct !DISubprogram(name: "match", scope: !1, file: !1, line: 28, type: !30, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!30 = !DISubroutineType(types: !31)
!31 = !{!13, !32, !32}
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!34 = !DILocalVariable(name: "re", arg: 1, scope: !29, file: !1, line: 28, type: !32)
!35 = !DILocation(line: 28, column: 30, scope: !29)
!36 = !DILocalVariable(name: "text", arg: 2, scope: !29, file: !1, line: 28, type: !32)
!37 = !DILocation(line: 28, column: 46, scope: !29)
!38 = !DILocation(line: 29, column: 7, scope: !39)
!39 = distinct !DILexicalBlock(scope: !29, file: !1, line: 29, column: 7)
!40 = !DILocation(line: 29, column: 13, scope: !39)
!41 = !DILocation(line: 29, column: 7, scope: !29)
!42 = !DILocation(line: 30, column: 22, scope: !39)
!43 = !DILocation(line: 30, column: 25, scope: !39)
!44 = !DILocation(line: 30, column: 30, scope: !39)
!45 = !DILocation(line: 30, column: 12, scope: !39)
!46 = !DILocation(line: 30, column: 5, scope: !39)
!47 = !DILocation(line: 31, column: 3, scope: !29)
!48 = !DILocation(line: 32, column: 19, scope: !49)
!49 = distinct !DILexicalBlock(scope: !50, file: !1, line: 32, column: 9)
!50 = distinct !DILexicalBlock(scope: !29, file: !1, line: 31, column: 6)
!51 = !DILocation(line: 32, column: 23, scope: !49)
!52 = !DILocation(line: 32, column: 9, scope: !49)
!53 = !DILocation(line: 32, column: 9, scope: !50)
!54 = !DILocation(line: 33, column: 7, scope: !49)
!55 = !DILocation(line: 34, column: 3, scope: !50)
!56 = !DILocation(line: 34, column: 17, scope: !29)
!57 = !DILocation(line: 34, column: 12, scope: !29)
!58 = !DILocation(line: 34, column: 20, scope: !29)
!59 = distinct !{!59, !47, !60, !61}
!60 = !DILocation(line: 34, column: 27, scope: !29)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !DILocation(line: 35, column: 3, scope: !29)
!63 = !DILocation(line: 36, column: 1, scope: !29)
!64 = distinct !DISubprogram(name: "matchhere", scope: !1, file: !1, line: 16, type: !30, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!65 = !DILocalVariable(name: "re", arg: 1, scope: !64, file: !1, line: 16, type: !32)
!66 = !DILocation(line: 16, column: 34, scope: !64)
!67 = !DILocalVariable(name: "text", arg: 2, scope: !64, file: !1, line: 16, type: !32)
!68 = !DILocation(line: 16, column: 50, scope: !64)
!69 = !DILocation(line: 17, column: 7, scope: !70)
!70 = distinct !DILexicalBlock(scope: !64, file: !1, line: 17, column: 7)
!71 = !DILocation(line: 17, column: 13, scope: !70)
!72 = !DILocation(line: 17, column: 7, scope: !64)
!73 = !DILocation(line: 18, column: 5, scope: !70)
!74 = !DILocation(line: 19, column: 7, scope: !75)
!75 = distinct !DILexicalBlock(scope: !64, file: !1, line: 19, column: 7)
!76 = !DILocation(line: 19, column: 13, scope: !75)
!77 = !DILocation(line: 19, column: 7, scope: !64)
!78 = !DILocation(line: 20, column: 22, scope: !75)
!79 = !DILocation(line: 20, column: 29, scope: !75)
!80 = !DILocation(line: 20, column: 32, scope: !75)
!81 = !DILocation(line: 20, column: 37, scope: !75)
!82 = !DILocation(line: 20, column: 12, scope: !75)
!83 = !DILocation(line: 20, column: 5, scope: !75)
!84 = !DILocation(line: 21, column: 7, scope: !85)
!85 = distinct !DILexicalBlock(scope: !64, file: !1, line: 21, column: 7)
!86 = !DILocation(line: 21, column: 13, scope: !85)
!87 = !DILocation(line: 21, column: 20, scope: !85)
!88 = !DILocation(line: 21, column: 23, scope: !85)
!89 = !DILocation(line: 21, column: 29, scope: !85)
!90 = !DILocation(line: 21, column: 7, scope: !64)
!91 = !DILocation(line: 22, column: 13, scope: !85)
!92 = !DILocation(line: 22, column: 12, scope: !85)
!93 = !DILocation(line: 22, column: 18, scope: !85)
!94 = !DILocation(line: 22, column: 5, scope: !85)
!95 = !DILocation(line: 23, column: 8, scope: !96)
!96 = distinct !DILexicalBlock(scope: !64, file: !1, line: 23, column: 7)
!97 = !DILocation(line: 23, column: 7, scope: !96)
!98 = !DILocation(line: 23, column: 13, scope: !96)
!99 = !DILocation(line: 23, column: 21, scope: !96)
!100 = !DILocation(line: 23, column: 25, scope: !96)
!101 = !DILocation(line: 23, column: 31, scope: !96)
!102 = !DILocation(line: 23, column: 38, scope: !96)
!103 = !DILocation(line: 23, column: 41, scope: !96)
!104 = !DILocation(line: 23, column: 51, scope: !96)
!105 = !DILocation(line: 23, column: 50, scope: !96)
!106 = !DILocation(line: 23, column: 47, scope: !96)
!107 = !DILocation(line: 23, column: 7, scope: !64)
!108 = !DILocation(line: 24, column: 22, scope: !96)
!109 = !DILocation(line: 24, column: 25, scope: !96)
!110 = !DILocation(line: 24, column: 30, scope: !96)
!111 = !DILocation(line: 24, column: 35, scope: !96)
!112 = !DILocation(line: 24, column: 12, scope: !96)
!113 = !DILocation(line: 24, column: 5, scope: !96)
!114 = !DILocation(line: 25, column: 3, scope: !64)
!115 = !DILocation(line: 26, column: 1, scope: !64)
!116 = distinct !DISubprogram(name: "matchstar", scope: !1, file: !1, line: 8, type: !117, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!117 = !DISubroutineType(types: !118)
!118 = !{!13, !13, !32, !32}
!119 = !DILocalVariable(name: "c", arg: 1, scope: !116, file: !1, line: 8, type: !13)
!120 = !DILocation(line: 8, column: 26, scope: !116)
!121 = !DILocalVariable(name: "re", arg: 2, scope: !116, file: !1, line: 8, type: !32)
!122 = !DILocation(line: 8, column: 41, scope: !116)
!123 = !DILocalVariable(name: "text", arg: 3, scope: !116, file: !1, line: 8, type: !32)
!124 = !DILocation(line: 8, column: 57, scope: !116)
!125 = !DILocation(line: 9, column: 3, scope: !116)
!126 = !DILocation(line: 10, column: 19, scope: !127)
!127 = distinct !DILexicalBlock(scope: !128, file: !1, line: 10, column: 9)
!128 = distinct !DILexicalBlock(scope: !116, file: !1, line: 9, column: 6)
!129 = !DILocation(line: 10, column: 23, scope: !127)
!130 = !DILocation(line: 10, column: 9, scope: !127)
!131 = !DILocation(line: 10, column: 9, scope: !128)
!132 = !DILocation(line: 11, column: 7, scope: !127)
!133 = !DILocation(line: 12, column: 3, scope: !128)
!134 = !DILocation(line: 12, column: 13, scope: !116)
!135 = !DILocation(line: 12, column: 12, scope: !116)
!136 = !DILocation(line: 12, column: 18, scope: !116)
!137 = !DILocation(line: 12, column: 26, scope: !116)
!138 = !DILocation(line: 12, column: 35, scope: !116)
!139 = !DILocation(line: 12, column: 30, scope: !116)
!140 = !DILocation(line: 12, column: 41, scope: !116)
!141 = !DILocation(line: 12, column: 38, scope: !116)
!142 = !DILocation(line: 12, column: 43, scope: !116)
!143 = !DILocation(line: 12, column: 46, scope: !116)
!144 = !DILocation(line: 12, column: 48, scope: !116)
!145 = !DILocation(line: 0, scope: !116)
!146 = distinct !{!146, !125, !147, !61}
!147 = !DILocation(line: 12, column: 55, scope: !116)
!148 = !DILocation(line: 13, column: 3, scope: !116)
!149 = !DILocation(line: 14, column: 1, scope: !116)
