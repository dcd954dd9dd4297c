; ModuleID = '../testdata/programs/dispatch.c'
source_filename = "../testdata/programs/dispatch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"code\00", align 1
@ops = internal constant [4 x i32 (i32, i32)*] [i32 (i32, i32)* @add, i32 (i32, i32)* @sub, i32 (i32, i32)* @mul, i32 (i32, i32)* @dvd], align 16, !dbg !0

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !21 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x i8], align 1
  %3 = alloca [6 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [6 x i8]* %2, metadata !25, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata [6 x i32]* %3, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %4, metadata !34, metadata !DIExpression()), !dbg !35
  store i32 0, i32* %4, align 4, !dbg !35
  %7 = getelementptr inbounds [6 x i8], [6 x i8]* %2, i64 0, i64 0, !dbg !36
  call void @klee_make_symbolic(i8* noundef %7, i64 noundef 6, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0)), !dbg !37
  call void @llvm.dbg.declare(metadata i32* %5, metadata !38, metadata !DIExpression()), !dbg !40
  store i32 0, i32* %5, align 4, !dbg !40
  br label %8, !dbg !41

8:                                                ; preds = %83, %0
  %9 = load i32, i32* %5, align 4, !dbg !42
  %10 = icmp slt i32 %9, 6, !dbg !44
  br i1 %10, label %11, label %86, !dbg !45

11:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata i8* %6, metadata !46, metadata !DIExpression()), !dbg !48
  %12 = load i32, i32* %5, align 4, !dbg !49
  %13 = sext i32 %12 to i64, !dbg !50
  %14 = getelementptr inbounds [6 x i8], [6 x i8]* %2, i64 0, i64 %13, !dbg !50
  %15 = load i8, i8* %14, align 1, !dbg !50
  store i8 %15, i8* %6, align 1, !dbg !48
  %16 = load i8, i8* %6, align 1, !dbg !51
  %17 = zext i8 %16 to i32, !dbg !51
  %18 = ashr i32 %17, 4, !dbg !52
  switch i32 %18, label %81 [
    i32 0, label %19
    i32 1, label %27
    i32 2, label %54
    i32 15, label %69
  ], !dbg !53

19:                                               ; preds = %11
  %20 = load i8, i8* %6, align 1, !dbg !54
  %21 = zext i8 %20 to i32, !dbg !54
  %22 = and i32 %21, 15, !dbg !56
  %23 = load i32, i32* %4, align 4, !dbg !57
  %24 = add nsw i32 %23, 1, !dbg !57
  store i32 %24, i32* %4, align 4, !dbg !57
  %25 = sext i32 %23 to i64, !dbg !58
  %26 = getelementptr inbounds [6 x i32], [6 x i32]* %3, i64 0, i64 %25, !dbg !58
  store i32 %22, i32* %26, align 4, !dbg !59
  br label %82, !dbg !60

27:                                               ; preds = %11
  %28 = load i32, i32* %4, align 4, !dbg !61
  %29 = icmp slt i32 %28, 2, !dbg !63
  br i1 %29, label %30, label %31, !dbg !64

30:                                               ; preds = %27
  store i32 -1, i32* %1, align 4, !dbg !65
  br label %98, !dbg !65

31:                                               ; preds = %27
  %32 = load i32, i32* %4, align 4, !dbg !66
  %33 = add nsw i32 %32, -1, !dbg !66
  store i32 %33, i32* %4, align 4, !dbg !66
  %34 = load i8, i8* %6, align 1, !dbg !67
  %35 = zext i8 %34 to i32, !dbg !67
  %36 = and i32 %35, 3, !dbg !68
  %37 = sext i32 %36 to i64, !dbg !69
  %38 = getelementptr inbounds [4 x i32 (i32, i32)*], [4 x i32 (i32, i32)*]* @ops, i64 0, i64 %37, !dbg !69
  %39 = load i32 (i32, i32)*, i32 (i32, i32)** %38, align 8, !dbg !69
  %40 = load i32, i32* %4, align 4, !dbg !70
  %41 = sub nsw i32 %40, 1, !dbg !71
  %42 = sext i32 %41 to i64, !dbg !72
  %43 = getelementptr inbounds [6 x i32], [6 x i32]* %3, i64 0, i64 %42, !dbg !72
  %44 = load i32, i32* %43, align 4, !dbg !72
  %45 = load i32, i32* %4, align 4, !dbg !73
  %46 = sext i32 %45 to i64, !dbg !74
  %47 = getelementptr inbounds [6 x i32], [6 x i32]* %3, i64 0, i64 %46, !dbg !74
  %48 = load i32, i32* %47, align 4, !dbg !74
  %49 = call i32 %39(i32 noundef %44, i32 noundef %48), !dbg !69
  %50 = load i32, i32* %4, align 4, !dbg !75
  %51 = sub nsw i32 %50, 1, !dbg !76
  %52 = sext i32 %51 to i64, !dbg !77
  %53 = getelementptr inbounds [6 x i32], [6 x i32]* %3, i64 0, i64 %52, !dbg !77
  store i32 %49, i32* %53, align 4, !dbg !78
  br label %82, !dbg !79

54:                                               ; preds = %11
  %55 = load i32, i32* %4, align 4, !dbg !80
  %56 = icmp slt i32 %55, 1, !dbg !82
  br i1 %56, label %57, label %58, !dbg !83

57:                                               ; preds = %54
  store i32 -2, i32* %1, align 4, !dbg !84
  br label %98, !dbg !84

58:                                               ; preds = %54
  %59 = load i32, i32* %4, align 4, !dbg !85
  %60 = sub nsw i32 %59, 1, !dbg !86
  %61 = sext i32 %60 to i64, !dbg !87
  %62 = getelementptr inbounds [6 x i32], [6 x i32]* %3, i64 0, i64 %61, !dbg !87
  %63 = load i32, i32* %62, align 4, !dbg !87
  %64 = load i32, i32* %4, align 4, !dbg !88
  %65 = sext i32 %64 to i64, !dbg !89
  %66 = getelementptr inbounds [6 x i32], [6 x i32]* %3, i64 0, i64 %65, !dbg !89
  store i32 %63, i32* %66, align 4, !dbg !90
  %67 = load i32, i32* %4, align 4, !dbg !91
  %68 = add nsw i32 %67, 1, !dbg !91
  store i32 %68, i32* %4, align 4, !dbg !91
  br label %82, !dbg !92

69:                                               ; preds = %11
  %70 = load i32, i32* %4, align 4, !dbg !93
  %71 = icmp ne i32 %70, 0, !dbg !93
  br i1 %71, label %72, label %78, !dbg !93

72:                                               ; preds = %69
  %73 = load i32, i32* %4, align 4, !dbg !94
  %74 = sub nsw i32 %73, 1, !dbg !95
  %75 = sext i32 %74 to i64, !dbg !96
  %76 = getelementptr inbounds [6 x i32], [6 x i32]* %3, i64 0, i64 %75, !dbg !96
  %77 = load i32, i32* %76, align 4, !dbg !96
  br label %79, !dbg !93

78:                                               ; preds = %69
  br label %79, !dbg !93

79:                                               ; preds = %78, %72
  %80 = phi i32 [ %77, %72 ], [ 0, %78 ], !dbg !93
  store i32 %80, i32* %1, align 4, !dbg !97
  br label %98, !dbg !97

81:                                               ; preds = %11
  store i32 -3, i32* %1, align 4, !dbg !98
  br label %98, !dbg !98

82:                                               ; preds = %58, %31, %19
  br label %83, !dbg !99

83:                                               ; preds = %82
  %84 = load i32, i32* %5, align 4, !dbg !100
  %85 = add nsw i32 %84, 1, !dbg !100
  store i32 %85, i32* %5, align 4, !dbg !100
  br label %8, !dbg !101, !llvm.loop !102

86:                                               ; preds = %8
  %87 = load i32, i32* %4, align 4, !dbg !105
  %88 = icmp ne i32 %87, 0, !dbg !105
  br i1 %88, label %89, label %95, !dbg !105

89:                                               ; preds = %86
  %90 = load i32, i32* %4, align 4, !dbg !106
  %91 = sub nsw i32 %90, 1, !dbg !107
  %92 = sext i32 %91 to i64, !dbg !108
  %93 = getelementptr inbounds [6 x i32], [6 x i32]* %3, i64 0, i64 %92, !dbg !108
  %94 = load i32, i32* %93, align 4, !dbg !108
  br label %96, !dbg !105

95:                                               ; preds = %86
  br label %96, !dbg !105

96:                                               ; preds = %95, %89
  %97 = phi i32 [ %94, %89 ], [ 0, %95 ], !dbg !105
  store i32 %97, i32* %1, align 4, !dbg !109
  br label %98, !dbg !109

98:                                               ; preds = %96, %81, %79, %57, %30
  %99 = load i32, i32* %1, align 4, !dbg !110
  ret i32 %99, !dbg !110
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 !dbg !111 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !112, metadata !DIExpression()), !dbg !113
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !114, metadata !DIExpression()), !dbg !115
  %5 = load i32, i32* %3, align 4, !dbg !116
  %6 = load i32, i32* %4, align 4, !dbg !117
  %7 = add nsw i32 %5, %6, !dbg !118
  ret i32 %7, !dbg !119
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #0 !dbg !120 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !121, metadata !DIExpression()), !dbg !122
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !123, metadata !DIExpression()), !dbg !124
  %5 = load i32, i32* %3, align 4, !dbg !125
  %6 = load i32, i32* %4, align 4, !dbg !126
  %7 = sub nsw i32 %5, %6, !dbg !127
  ret i32 %7, !dbg !128
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 !dbg !129 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !130, metadata !DIExpression()), !dbg !131
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !132, metadata !DIExpression()), !dbg !133
  %5 = load i32, i32* %3, align 4, !dbg !134
  %6 = load i32, i32* %4, align 4, !dbg !135
  %7 = mul nsw i32 %5, %6, !dbg !136
  ret i32 %7, !dbg !137
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @dvd(i32 noundef %0, i32 noundef %1) #0 !dbg !138 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !139, metadata !DIExpression()), !dbg !140
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !141, metadata !DIExpression()), !dbg !142
  %5 = load i32, i32* %3, align 4, !dbg !143
  %6 = load i32, i32* %4, align 4, !dbg !144
  %7 = sdiv i32 %5, %6, !dbg !145
  ret i32 %7, !dbg !146
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ops", scope: !2, file: !3, line: 13, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "../testdata/programs/dispatch.c", directory: ".", checksumkind: CSK_MD5, checksum: "fb9391ad26fb61b895daa1a85971945f")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !11)
!6 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DISubroutineType(types: !9)
!9 = !{!10, !10, !10}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12}
!12 = !DISubrange(count: 4)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 1}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !22, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!10}
!24 = !{}
!25 = !DILocalVariable(name: "code", scope: !21, file: !3, line: 16, type: !26)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 48, elements: !28)
!27 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!28 = !{!29}
!29 = !DISubrange(count: 6)
!30 = !DILocation(line: 16, column: 17, scope: !21)
!31 = !DILocalVariable(name: "stack", scope: !21, file: !3, line: 17, type: !32)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 192, elements: !28)
!33 = !DILocation(line: 17, column: 7, scope: !21)
!34 = !DILocalVariable(name: "sp", scope: !21, file: !3, line: 18, type: !10)
!35 = !DILocation(line: 18, column: 7, scope: !21)
!36 = !DILocation(line: 19, column: 22, scope: !21)
!37 = !DILocation(line: 19, column: 3, scope: !21)
!38 = !DILocalVariable(name: "pc", scope: !39, file: !3, line: 20, type: !10)
!39 = distinct !DILexicalBlock(scope: !21, file: !3, line: 20, column: 3)
!40 = !DILocation(line: 20, column: 12, scope: !39)
!41 = !DILocation(line: 20, column: 8, scope: !39)
!42 = !DILocation(line: 20, column: 20, scope: !43)
!43 = distinct !DILexicalBlock(scope: !39, file: !3, line: 20, column: 3)
!44 = !DILocation(line: 20, column: 23, scope: !43)
!45 = !DILocation(line: 20, column: 3, scope: !39)
!46 = !DILocalVariable(name: "op", scope: !47, file: !3, line: 21, type: !27)
!47 = distinct !DILexicalBlock(scope: !43, file: !3, line: 20, column: 37)
!48 = !DILocation(line: 21, column: 19, scope: !47)
!49 = !DILocation(line: 21, column: 29, scope: !47)
!50 = !DILocation(line: 21, column: 24, scope: !47)
!51 = !DILocation(line: 22, column: 13, scope: !47)
!52 = !DILocation(line: 22, column: 16, scope: !47)
!53 = !DILocation(line: 22, column: 5, scope: !47)
!54 = !DILocation(line: 24, column: 21, scope: !55)
!55 = distinct !DILexicalBlock(scope: !47, file: !3, line: 22, column: 22)
!56 = !DILocation(line: 24, column: 24, scope: !55)
!57 = !DILocation(line: 24, column: 15, scope: !55)
!58 = !DILocation(line: 24, column: 7, scope: !55)
!59 = !DILocation(line: 24, column: 19, scope: !55)
!60 = !DILocation(line: 25, column: 7, scope: !55)
!61 = !DILocation(line: 27, column: 11, scope: !62)
!62 = distinct !DILexicalBlock(scope: !55, file: !3, line: 27, column: 11)
!63 = !DILocation(line: 27, column: 14, scope: !62)
!64 = !DILocation(line: 27, column: 11, scope: !55)
!65 = !DILocation(line: 28, column: 9, scope: !62)
!66 = !DILocation(line: 29, column: 9, scope: !55)
!67 = !DILocation(line: 30, column: 27, scope: !55)
!68 = !DILocation(line: 30, column: 30, scope: !55)
!69 = !DILocation(line: 30, column: 23, scope: !55)
!70 = !DILocation(line: 30, column: 41, scope: !55)
!71 = !DILocation(line: 30, column: 44, scope: !55)
!72 = !DILocation(line: 30, column: 35, scope: !55)
!73 = !DILocation(line: 30, column: 56, scope: !55)
!74 = !DILocation(line: 30, column: 50, scope: !55)
!75 = !DILocation(line: 30, column: 13, scope: !55)
!76 = !DILocation(line: 30, column: 16, scope: !55)
!77 = !DILocation(line: 30, column: 7, scope: !55)
!78 = !DILocation(line: 30, column: 21, scope: !55)
!79 = !DILocation(line: 31, column: 7, scope: !55)
!80 = !DILocation(line: 33, column: 11, scope: !81)
!81 = distinct !DILexicalBlock(scope: !55, file: !3, line: 33, column: 11)
!82 = !DILocation(line: 33, column: 14, scope: !81)
!83 = !DILocation(line: 33, column: 11, scope: !55)
!84 = !DILocation(line: 34, column: 9, scope: !81)
!85 = !DILocation(line: 35, column: 25, scope: !55)
!86 = !DILocation(line: 35, column: 28, scope: !55)
!87 = !DILocation(line: 35, column: 19, scope: !55)
!88 = !DILocation(line: 35, column: 13, scope: !55)
!89 = !DILocation(line: 35, column: 7, scope: !55)
!90 = !DILocation(line: 35, column: 17, scope: !55)
!91 = !DILocation(line: 36, column: 9, scope: !55)
!92 = !DILocation(line: 37, column: 7, scope: !55)
!93 = !DILocation(line: 39, column: 14, scope: !55)
!94 = !DILocation(line: 39, column: 25, scope: !55)
!95 = !DILocation(line: 39, column: 28, scope: !55)
!96 = !DILocation(line: 39, column: 19, scope: !55)
!97 = !DILocation(line: 39, column: 7, scope: !55)
!98 = !DILocation(line: 41, column: 7, scope: !55)
!99 = !DILocation(line: 43, column: 3, scope: !47)
!100 = !DILocation(line: 20, column: 33, scope: !43)
!101 = !DILocation(line: 20, column: 3, scope: !43)
!102 = distinct !{!102, !45, !103, !104}
!103 = !DILocation(line: 43, column: 3, scope: !39)
!104 = !{!"llvm.loop.mustprogress"}
!105 = !DILocation(line: 44, column: 10, scope: !21)
!106 = !DILocation(line: 44, column: 21, scope: !21)
!107 = !DILocation(line: 44, column: 24, scope: !21)
!108 = !DILocation(line: 44, column: 15, scope: !21)
!109 = !DILocation(line: 44, column: 3, scope: !21)
!110 = !DILocation(line: 45, column: 1, scope: !21)
!111 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 8, type: !8, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!112 = !DILocalVariable(name: "a", arg: 1, scope: !111, file: !3, line: 8, type: !10)
!113 = !DILocation(line: 8, column: 20, scope: !111)
!114 = !DILocalVariable(name: "b", arg: 2, scope: !111, file: !3, line: 8, type: !10)
!115 = !DILocation(line: 8, column: 27, scope: !111)
!116 = !DILocation(line: 8, column: 39, scope: !111)
!117 = !DILocation(line: 8, column: 43, scope: !111)
!118 = !DILocation(line: 8, column: 41, scope: !111)
!119 = !DILocation(line: 8, column: 32, scope: !111)
!120 = distinct !DISubprogram(name: "sub", scope: !3, file: !3, line: 9, type: !8, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!121 = !DILocalVariable(name: "a", arg: 1, scope: !120, file: !3, line: 9, type: !10)
!122 = !DILocation(line: 9, column: 20, scope: !120)
!123 = !DILocalVariable(name: "b", arg: 2, scope: !120, file: !3, line: 9, type: !10)
!124 = !DILocation(line: 9, column: 27, scope: !120)
!125 = !DILocation(line: 9, column: 39, scope: !120)
!126 = !DILocation(line: 9, column: 43, scope: !120)
!127 = !DILocation(line: 9, column: 41, scope: !120)
!128 = !DILocation(line: 9, column: 32, scope: !120)
!129 = distinct !DISubprogram(name: "mul", scope: !3, file: !3, line: 10, type: !8, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!130 = !DILocalVariable(name: "a", arg: 1, scope: !129, file: !3, line: 10, type: !10)
!131 = !DILocation(line: 10, column: 20, scope: !129)
!132 = !DILocalVariable(name: "b", arg: 2, scope: !129, file: !3, line: 10, type: !10)
!133 = !DILocation(line: 10, column: 27, scope: !129)
!134 = !DILocation(line: 10, column: 39, scope: !129)
!135 = !DILocation(line: 10, column: 43, scope: !129)
!136 = !DILocation(line: 10, column: 41, scope: !129)
!137 = !DILocation(line: 10, column: 32, scope: !129)
!138 = distinct !DISubprogram(name: "dvd", scope: !3, file: !3, line: 11, type: !8, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!139 = !DILocalVariable(name: "a", arg: 1, scope: !138, file: !3, line: 11, type: !10)
!140 = !DILocation(line: 11, column: 20, scope: !138)
!141 = !DILocalVariable(name: "b", arg: 2, scope: !138, file: !3, line: 11, type: !10)
!142 = !DILocation(line: 11, column: 27, scope: !138)
!143 = !DILocation(line: 11, column: 39, scope: !138)
!144 = !DILocation(line: 11, column: 43, scope: !138)
!145 = !DILocation(line: 11, column: 41, scope: !138)
!146 = !DILocation(line: 11, column: 32, scope: !138)
