; ModuleID = '../testdata/programs/maze.c'
source_filename = "../testdata/programs/maze.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"moves\00", align 1
@maze = internal global [7 x [12 x i8]] [[12 x i8] c"+-+---+---+\00", [12 x i8] c"| |     |#|\00", [12 x i8] c"| | --+ | |\00", [12 x i8] c"| |   | | |\00", [12 x i8] c"| +-- | | |\00", [12 x i8] c"|     |   |\00", [12 x i8] c"+-----+---+\00"], align 16, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"../testdata/programs/maze.c\00", align 1
@__func__.main = private unnamed_addr constant [5 x i8] c"main\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !18 {
  %1 = alloca i32, align 4
  %2 = alloca [28 x i8], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [28 x i8]* %2, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.declare(metadata i32* %3, metadata !28, metadata !DIExpression()), !dbg !29
  store i32 1, i32* %3, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata i32* %4, metadata !30, metadata !DIExpression()), !dbg !31
  store i32 1, i32* %4, align 4, !dbg !31
  %8 = getelementptr inbounds [28 x i8], [28 x i8]* %2, i64 0, i64 0, !dbg !32
  call void @klee_make_symbolic(i8* noundef %8, i64 noundef 28, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0)), !dbg !33
  %9 = load i32, i32* %4, align 4, !dbg !34
  %10 = sext i32 %9 to i64, !dbg !35
  %11 = getelementptr inbounds [7 x [12 x i8]], [7 x [12 x i8]]* @maze, i64 0, i64 %10, !dbg !35
  %12 = load i32, i32* %3, align 4, !dbg !36
  %13 = sext i32 %12 to i64, !dbg !35
  %14 = getelementptr inbounds [12 x i8], [12 x i8]* %11, i64 0, i64 %13, !dbg !35
  store i8 88, i8* %14, align 1, !dbg !37
  call void @llvm.dbg.declare(metadata i32* %5, metadata !38, metadata !DIExpression()), !dbg !40
  store i32 0, i32* %5, align 4, !dbg !40
  br label %15, !dbg !41

15:                                               ; preds = %98, %0
  %16 = load i32, i32* %5, align 4, !dbg !42
  %17 = icmp slt i32 %16, 28, !dbg !44
  br i1 %17, label %18, label %101, !dbg !45

18:                                               ; preds = %15
  call void @llvm.dbg.declare(metadata i32* %6, metadata !46, metadata !DIExpression()), !dbg !48
  %19 = load i32, i32* %3, align 4, !dbg !49
  store i32 %19, i32* %6, align 4, !dbg !48
  call void @llvm.dbg.declare(metadata i32* %7, metadata !50, metadata !DIExpression()), !dbg !51
  %20 = load i32, i32* %4, align 4, !dbg !52
  store i32 %20, i32* %7, align 4, !dbg !51
  %21 = load i32, i32* %5, align 4, !dbg !53
  %22 = sext i32 %21 to i64, !dbg !54
  %23 = getelementptr inbounds [28 x i8], [28 x i8]* %2, i64 0, i64 %22, !dbg !54
  %24 = load i8, i8* %23, align 1, !dbg !54
  %25 = sext i8 %24 to i32, !dbg !54
  switch i32 %25, label %38 [
    i32 119, label %26
    i32 115, label %29
    i32 97, label %32
    i32 100, label %35
  ], !dbg !55

26:                                               ; preds = %18
  %27 = load i32, i32* %4, align 4, !dbg !56
  %28 = add nsw i32 %27, -1, !dbg !56
  store i32 %28, i32* %4, align 4, !dbg !56
  br label %39, !dbg !58

29:                                               ; preds = %18
  %30 = load i32, i32* %4, align 4, !dbg !59
  %31 = add nsw i32 %30, 1, !dbg !59
  store i32 %31, i32* %4, align 4, !dbg !59
  br label %39, !dbg !60

32:                                               ; preds = %18
  %33 = load i32, i32* %3, align 4, !dbg !61
  %34 = add nsw i32 %33, -1, !dbg !61
  store i32 %34, i32* %3, align 4, !dbg !61
  br label %39, !dbg !62

35:                                               ; preds = %18
  %36 = load i32, i32* %3, align 4, !dbg !63
  %37 = add nsw i32 %36, 1, !dbg !63
  store i32 %37, i32* %3, align 4, !dbg !63
  br label %39, !dbg !64

38:                                               ; preds = %18
  store i32 1, i32* %1, align 4, !dbg !65
  br label %102, !dbg !65

39:                                               ; preds = %35, %32, %29, %26
  %40 = load i32, i32* %4, align 4, !dbg !66
  %41 = sext i32 %40 to i64, !dbg !68
  %42 = getelementptr inbounds [7 x [12 x i8]], [7 x [12 x i8]]* @maze, i64 0, i64 %41, !dbg !68
  %43 = load i32, i32* %3, align 4, !dbg !69
  %44 = sext i32 %43 to i64, !dbg !68
  %45 = getelementptr inbounds [12 x i8], [12 x i8]* %42, i64 0, i64 %44, !dbg !68
  %46 = load i8, i8* %45, align 1, !dbg !68
  %47 = sext i8 %46 to i32, !dbg !68
  %48 = icmp eq i32 %47, 35, !dbg !70
  br i1 %48, label %49, label %50, !dbg !71

49:                                               ; preds = %39
  call void @__assert_fail(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.2, i64 0, i64 0), i32 noundef 35, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @__func__.main, i64 0, i64 0)), !dbg !72
  br label %50, !dbg !72

50:                                               ; preds = %49, %39
  %51 = load i32, i32* %4, align 4, !dbg !73
  %52 = sext i32 %51 to i64, !dbg !75
  %53 = getelementptr inbounds [7 x [12 x i8]], [7 x [12 x i8]]* @maze, i64 0, i64 %52, !dbg !75
  %54 = load i32, i32* %3, align 4, !dbg !76
  %55 = sext i32 %54 to i64, !dbg !75
  %56 = getelementptr inbounds [12 x i8], [12 x i8]* %53, i64 0, i64 %55, !dbg !75
  %57 = load i8, i8* %56, align 1, !dbg !75
  %58 = sext i8 %57 to i32, !dbg !75
  %59 = icmp ne i32 %58, 32, !dbg !77
  br i1 %59, label %60, label %82, !dbg !78

60:                                               ; preds = %50
  %61 = load i32, i32* %4, align 4, !dbg !79
  %62 = icmp eq i32 %61, 2, !dbg !80
  br i1 %62, label %63, label %79, !dbg !81

63:                                               ; preds = %60
  %64 = load i32, i32* %4, align 4, !dbg !82
  %65 = sext i32 %64 to i64, !dbg !83
  %66 = getelementptr inbounds [7 x [12 x i8]], [7 x [12 x i8]]* @maze, i64 0, i64 %65, !dbg !83
  %67 = load i32, i32* %3, align 4, !dbg !84
  %68 = sext i32 %67 to i64, !dbg !83
  %69 = getelementptr inbounds [12 x i8], [12 x i8]* %66, i64 0, i64 %68, !dbg !83
  %70 = load i8, i8* %69, align 1, !dbg !83
  %71 = sext i8 %70 to i32, !dbg !83
  %72 = icmp eq i32 %71, 124, !dbg !85
  br i1 %72, label %73, label %79, !dbg !86

73:                                               ; preds = %63
  %74 = load i32, i32* %3, align 4, !dbg !87
  %75 = icmp sgt i32 %74, 0, !dbg !88
  br i1 %75, label %76, label %79, !dbg !89

76:                                               ; preds = %73
  %77 = load i32, i32* %3, align 4, !dbg !90
  %78 = icmp slt i32 %77, 10, !dbg !91
  br i1 %78, label %82, label %79, !dbg !92

79:                                               ; preds = %76, %73, %63, %60
  %80 = load i32, i32* %6, align 4, !dbg !93
  store i32 %80, i32* %3, align 4, !dbg !95
  %81 = load i32, i32* %7, align 4, !dbg !96
  store i32 %81, i32* %4, align 4, !dbg !97
  store i32 2, i32* %1, align 4, !dbg !98
  br label %102, !dbg !98

82:                                               ; preds = %76, %50
  %83 = load i32, i32* %6, align 4, !dbg !99
  %84 = load i32, i32* %3, align 4, !dbg !101
  %85 = icmp eq i32 %83, %84, !dbg !102
  br i1 %85, label %86, label %91, !dbg !103

86:                                               ; preds = %82
  %87 = load i32, i32* %7, align 4, !dbg !104
  %88 = load i32, i32* %4, align 4, !dbg !105
  %89 = icmp eq i32 %87, %88, !dbg !106
  br i1 %89, label %90, label %91, !dbg !107

90:                                               ; preds = %86
  store i32 3, i32* %1, align 4, !dbg !108
  br label %102, !dbg !108

91:                                               ; preds = %86, %82
  %92 = load i32, i32* %4, align 4, !dbg !109
  %93 = sext i32 %92 to i64, !dbg !110
  %94 = getelementptr inbounds [7 x [12 x i8]], [7 x [12 x i8]]* @maze, i64 0, i64 %93, !dbg !110
  %95 = load i32, i32* %3, align 4, !dbg !111
  %96 = sext i32 %95 to i64, !dbg !110
  %97 = getelementptr inbounds [12 x i8], [12 x i8]* %94, i64 0, i64 %96, !dbg !110
  store i8 88, i8* %97, align 1, !dbg !112
  br label %98, !dbg !113

98:                                               ; preds = %91
  %99 = load i32, i32* %5, align 4, !dbg !114
  %100 = add nsw i32 %99, 1, !dbg !114
  store i32 %100, i32* %5, align 4, !dbg !114
  br label %15, !dbg !115, !llvm.loop !116

101:                                              ; preds = %15
  store i32 0, i32* %1, align 4, !dbg !119
  br label %102, !dbg !119

102:                                              ; preds = %101, %90, %79, %38
  %103 = load i32, i32* %1, align 4, !dbg !120
  ret i32 %103, !dbg !120
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "maze", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
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
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !19, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!19 = !DISubroutineType(types: !20)
!20 = !{!21}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{}
!23 = !DILocalVariable(name: "moves", scope: !18, file: !3, line: 21, type: !24)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 224, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 28)
!27 = !DILocation(line: 21, column: 8, scope: !18)
!28 = !DILocalVariable(name: "x", scope: !18, file: !3, line: 22, type: !21)
!29 = !DILocation(line: 22, column: 7, scope: !18)
!30 = !DILocalVariable(name: "y", scope: !18, file: !3, line: 22, type: !21)
!31 = !DILocation(line: 22, column: 14, scope: !18)
!32 = !DILocation(line: 23, column: 22, scope: !18)
!33 = !DILocation(line: 23, column: 3, scope: !18)
!34 = !DILocation(line: 24, column: 8, scope: !18)
!35 = !DILocation(line: 24, column: 3, scope: !18)
!36 = !DILocation(line: 24, column: 11, scope: !18)
!37 = !DILocation(line: 24, column: 14, scope: !18)
!38 = !DILocalVariable(name: "i", scope: !39, file: !3, line: 25, type: !21)
!39 = distinct !DILexicalBlock(scope: !18, file: !3, line: 25, column: 3)
!40 = !DILocation(line: 25, column: 12, scope: !39)
!41 = !DILocation(line: 25, column: 8, scope: !39)
!42 = !DILocation(line: 25, column: 19, scope: !43)
!43 = distinct !DILexicalBlock(scope: !39, file: !3, line: 25, column: 3)
!44 = !DILocation(line: 25, column: 21, scope: !43)
!45 = !DILocation(line: 25, column: 3, scope: !39)
!46 = !DILocalVariable(name: "ox", scope: !47, file: !3, line: 26, type: !21)
!47 = distinct !DILexicalBlock(scope: !43, file: !3, line: 25, column: 35)
!48 = !DILocation(line: 26, column: 9, scope: !47)
!49 = !DILocation(line: 26, column: 14, scope: !47)
!50 = !DILocalVariable(name: "oy", scope: !47, file: !3, line: 26, type: !21)
!51 = !DILocation(line: 26, column: 17, scope: !47)
!52 = !DILocation(line: 26, column: 22, scope: !47)
!53 = !DILocation(line: 27, column: 19, scope: !47)
!54 = !DILocation(line: 27, column: 13, scope: !47)
!55 = !DILocation(line: 27, column: 5, scope: !47)
!56 = !DILocation(line: 28, column: 16, scope: !57)
!57 = distinct !DILexicalBlock(scope: !47, file: !3, line: 27, column: 23)
!58 = !DILocation(line: 28, column: 20, scope: !57)
!59 = !DILocation(line: 29, column: 16, scope: !57)
!60 = !DILocation(line: 29, column: 20, scope: !57)
!61 = !DILocation(line: 30, column: 16, scope: !57)
!62 = !DILocation(line: 30, column: 20, scope: !57)
!63 = !DILocation(line: 31, column: 16, scope: !57)
!64 = !DILocation(line: 31, column: 20, scope: !57)
!65 = !DILocation(line: 32, column: 14, scope: !57)
!66 = !DILocation(line: 34, column: 14, scope: !67)
!67 = distinct !DILexicalBlock(scope: !47, file: !3, line: 34, column: 9)
!68 = !DILocation(line: 34, column: 9, scope: !67)
!69 = !DILocation(line: 34, column: 17, scope: !67)
!70 = !DILocation(line: 34, column: 20, scope: !67)
!71 = !DILocation(line: 34, column: 9, scope: !47)
!72 = !DILocation(line: 35, column: 7, scope: !67)
!73 = !DILocation(line: 36, column: 14, scope: !74)
!74 = distinct !DILexicalBlock(scope: !47, file: !3, line: 36, column: 9)
!75 = !DILocation(line: 36, column: 9, scope: !74)
!76 = !DILocation(line: 36, column: 17, scope: !74)
!77 = !DILocation(line: 36, column: 20, scope: !74)
!78 = !DILocation(line: 36, column: 27, scope: !74)
!79 = !DILocation(line: 36, column: 32, scope: !74)
!80 = !DILocation(line: 36, column: 34, scope: !74)
!81 = !DILocation(line: 36, column: 39, scope: !74)
!82 = !DILocation(line: 36, column: 47, scope: !74)
!83 = !DILocation(line: 36, column: 42, scope: !74)
!84 = !DILocation(line: 36, column: 50, scope: !74)
!85 = !DILocation(line: 36, column: 53, scope: !74)
!86 = !DILocation(line: 36, column: 60, scope: !74)
!87 = !DILocation(line: 36, column: 63, scope: !74)
!88 = !DILocation(line: 36, column: 65, scope: !74)
!89 = !DILocation(line: 36, column: 69, scope: !74)
!90 = !DILocation(line: 36, column: 72, scope: !74)
!91 = !DILocation(line: 36, column: 74, scope: !74)
!92 = !DILocation(line: 36, column: 9, scope: !47)
!93 = !DILocation(line: 37, column: 11, scope: !94)
!94 = distinct !DILexicalBlock(scope: !74, file: !3, line: 36, column: 84)
!95 = !DILocation(line: 37, column: 9, scope: !94)
!96 = !DILocation(line: 38, column: 11, scope: !94)
!97 = !DILocation(line: 38, column: 9, scope: !94)
!98 = !DILocation(line: 39, column: 7, scope: !94)
!99 = !DILocation(line: 41, column: 9, scope: !100)
!100 = distinct !DILexicalBlock(scope: !47, file: !3, line: 41, column: 9)
!101 = !DILocation(line: 41, column: 15, scope: !100)
!102 = !DILocation(line: 41, column: 12, scope: !100)
!103 = !DILocation(line: 41, column: 17, scope: !100)
!104 = !DILocation(line: 41, column: 20, scope: !100)
!105 = !DILocation(line: 41, column: 26, scope: !100)
!106 = !DILocation(line: 41, column: 23, scope: !100)
!107 = !DILocation(line: 41, column: 9, scope: !47)
!108 = !DILocation(line: 42, column: 7, scope: !100)
!109 = !DILocation(line: 43, column: 10, scope: !47)
!110 = !DILocation(line: 43, column: 5, scope: !47)
!111 = !DILocation(line: 43, column: 13, scope: !47)
!112 = !DILocation(line: 43, column: 16, scope: !47)
!113 = !DILocation(line: 44, column: 3, scope: !47)
!114 = !DILocation(line: 25, column: 31, scope: !43)
!115 = !DILocation(line: 25, column: 3, scope: !43)
!116 = distinct !{!116, !45, !117, !118}
!117 = !DILocation(line: 44, column: 3, scope: !39)
!118 = !{!"llvm.loop.mustprogress"}
!119 = !DILocation(line: 45, column: 3, scope: !18)
!120 = !DILocation(line: 46, column: 1, scope: !18)
