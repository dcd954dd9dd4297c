; ModuleID = 'testdata/c/vec.c'
source_filename = "testdata/c/vec.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@a = dso_local global [64 x i32] zeroinitializer, align 4, !dbg !0
@b = dso_local global [64 x i32] zeroinitializer, align 4, !dbg !8
@bytes = dso_local global [64 x i8] zeroinitializer, align 1, !dbg !13

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @vsum(i32 noundef %0) #0 !dbg !26 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %3, metadata !32, metadata !DIExpression()), !dbg !33
  store i32 0, i32* %3, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata i32* %4, metadata !34, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %4, align 4, !dbg !36
  br label %5, !dbg !37

5:                                                ; preds = %19, %1
  %6 = load i32, i32* %4, align 4, !dbg !38
  %7 = load i32, i32* %2, align 4, !dbg !40
  %8 = icmp slt i32 %6, %7, !dbg !41
  br i1 %8, label %9, label %22, !dbg !42

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4, !dbg !43
  %11 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %10, !dbg !44
  %12 = load i32, i32* %11, align 4, !dbg !44
  %13 = load i32, i32* %4, align 4, !dbg !45
  %14 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i32 0, i32 %13, !dbg !46
  %15 = load i32, i32* %14, align 4, !dbg !46
  %16 = mul nsw i32 %12, %15, !dbg !47
  %17 = load i32, i32* %3, align 4, !dbg !48
  %18 = add nsw i32 %17, %16, !dbg !48
  store i32 %18, i32* %3, align 4, !dbg !48
  br label %19, !dbg !49

19:                                               ; preds = %9
  %20 = load i32, i32* %4, align 4, !dbg !50
  %21 = add nsw i32 %20, 1, !dbg !50
  store i32 %21, i32* %4, align 4, !dbg !50
  br label %5, !dbg !51, !llvm.loop !52

22:                                               ; preds = %5
  %23 = load i32, i32* %3, align 4, !dbg !55
  ret i32 %23, !dbg !56
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @vmax() #0 !dbg !57 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !60, metadata !DIExpression()), !dbg !61
  %3 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i32 0, i32 0), align 4, !dbg !62
  store i32 %3, i32* %1, align 4, !dbg !61
  call void @llvm.dbg.declare(metadata i32* %2, metadata !63, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %2, align 4, !dbg !65
  br label %4, !dbg !66

4:                                                ; preds = %21, %0
  %5 = load i32, i32* %2, align 4, !dbg !67
  %6 = icmp slt i32 %5, 64, !dbg !69
  br i1 %6, label %7, label %24, !dbg !70

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4, !dbg !71
  %9 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %8, !dbg !72
  %10 = load i32, i32* %9, align 4, !dbg !72
  %11 = load i32, i32* %1, align 4, !dbg !73
  %12 = icmp sgt i32 %10, %11, !dbg !74
  br i1 %12, label %13, label %17, !dbg !72

13:                                               ; preds = %7
  %14 = load i32, i32* %2, align 4, !dbg !75
  %15 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %14, !dbg !76
  %16 = load i32, i32* %15, align 4, !dbg !76
  br label %19, !dbg !72

17:                                               ; preds = %7
  %18 = load i32, i32* %1, align 4, !dbg !77
  br label %19, !dbg !72

19:                                               ; preds = %17, %13
  %20 = phi i32 [ %16, %13 ], [ %18, %17 ], !dbg !72
  store i32 %20, i32* %1, align 4, !dbg !78
  br label %21, !dbg !79

21:                                               ; preds = %19
  %22 = load i32, i32* %2, align 4, !dbg !80
  %23 = add nsw i32 %22, 1, !dbg !80
  store i32 %23, i32* %2, align 4, !dbg !80
  br label %4, !dbg !81, !llvm.loop !82

24:                                               ; preds = %4
  %25 = load i32, i32* %1, align 4, !dbg !84
  ret i32 %25, !dbg !85
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @vcopy(i32 noundef %0, i32 noundef %1) #0 !dbg !86 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !89, metadata !DIExpression()), !dbg !90
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.declare(metadata i32* %5, metadata !93, metadata !DIExpression()), !dbg !95
  store i32 0, i32* %5, align 4, !dbg !95
  br label %6, !dbg !96

6:                                                ; preds = %18, %2
  %7 = load i32, i32* %5, align 4, !dbg !97
  %8 = load i32, i32* %3, align 4, !dbg !99
  %9 = icmp slt i32 %7, %8, !dbg !100
  br i1 %9, label %10, label %21, !dbg !101

10:                                               ; preds = %6
  %11 = load i32, i32* %5, align 4, !dbg !102
  %12 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i32 0, i32 %11, !dbg !103
  %13 = load i32, i32* %12, align 4, !dbg !103
  %14 = load i32, i32* %4, align 4, !dbg !104
  %15 = add nsw i32 %13, %14, !dbg !105
  %16 = load i32, i32* %5, align 4, !dbg !106
  %17 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %16, !dbg !107
  store i32 %15, i32* %17, align 4, !dbg !108
  br label %18, !dbg !107

18:                                               ; preds = %10
  %19 = load i32, i32* %5, align 4, !dbg !109
  %20 = add nsw i32 %19, 1, !dbg !109
  store i32 %20, i32* %5, align 4, !dbg !109
  br label %6, !dbg !110, !llvm.loop !111

21:                                               ; preds = %6
  ret void, !dbg !113
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @vcount() #0 !dbg !114 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !115, metadata !DIExpression()), !dbg !116
  store i32 0, i32* %1, align 4, !dbg !116
  call void @llvm.dbg.declare(metadata i32* %2, metadata !117, metadata !DIExpression()), !dbg !119
  store i32 0, i32* %2, align 4, !dbg !119
  br label %3, !dbg !120

3:                                                ; preds = %15, %0
  %4 = load i32, i32* %2, align 4, !dbg !121
  %5 = icmp slt i32 %4, 64, !dbg !123
  br i1 %5, label %6, label %18, !dbg !124

6:                                                ; preds = %3
  %7 = load i32, i32* %2, align 4, !dbg !125
  %8 = getelementptr inbounds [64 x i8], [64 x i8]* @bytes, i32 0, i32 %7, !dbg !126
  %9 = load i8, i8* %8, align 1, !dbg !126
  %10 = zext i8 %9 to i32, !dbg !126
  %11 = icmp eq i32 %10, 97, !dbg !127
  %12 = zext i1 %11 to i32, !dbg !127
  %13 = load i32, i32* %1, align 4, !dbg !128
  %14 = add nsw i32 %13, %12, !dbg !128
  store i32 %14, i32* %1, align 4, !dbg !128
  br label %15, !dbg !129

15:                                               ; preds = %6
  %16 = load i32, i32* %2, align 4, !dbg !130
  %17 = add nsw i32 %16, 1, !dbg !130
  store i32 %17, i32* %2, align 4, !dbg !130
  br label %3, !dbg !131, !llvm.loop !132

18:                                               ; preds = %3
  %19 = load i32, i32* %1, align 4, !dbg !134
  ret i32 %19, !dbg !135
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @vxor() #0 !dbg !136 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !139, metadata !DIExpression()), !dbg !140
  store i32 0, i32* %1, align 4, !dbg !140
  call void @llvm.dbg.declare(metadata i32* %2, metadata !141, metadata !DIExpression()), !dbg !143
  store i32 0, i32* %2, align 4, !dbg !143
  br label %3, !dbg !144

3:                                                ; preds = %13, %0
  %4 = load i32, i32* %2, align 4, !dbg !145
  %5 = icmp slt i32 %4, 64, !dbg !147
  br i1 %5, label %6, label %16, !dbg !148

6:                                                ; preds = %3
  %7 = load i32, i32* %2, align 4, !dbg !149
  %8 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i32 0, i32 %7, !dbg !150
  %9 = load i32, i32* %8, align 4, !dbg !150
  %10 = shl i32 %9, 1, !dbg !151
  %11 = load i32, i32* %1, align 4, !dbg !152
  %12 = xor i32 %11, %10, !dbg !152
  store i32 %12, i32* %1, align 4, !dbg !152
  br label %13, !dbg !153

13:                                               ; preds = %6
  %14 = load i32, i32* %2, align 4, !dbg !154
  %15 = add nsw i32 %14, 1, !dbg !154
  store i32 %15, i32* %2, align 4, !dbg !154
  br label %3, !dbg !155, !llvm.loop !156

16:                                               ; preds = %3
  %17 = load i32, i32* %1, align 4, !dbg !158
  ret i32 %17, !dbg !159
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !160 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @vcopy(i32 noundef 8, i32 noundef 3), !dbg !161
  %2 = call i32 @vsum(i32 noundef 64), !dbg !162
  %3 = call i32 @vmax(), !dbg !163
  %4 = add nsw i32 %2, %3, !dbg !164
  %5 = call i32 @vcount(), !dbg !165
  %6 = add nsw i32 %4, %5, !dbg !166
  %7 = call i32 @vxor(), !dbg !167
  %8 = add nsw i32 %6, %7, !dbg !168
  ret i32 %8, !dbg !169
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 2, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/vec.c", directory: ".", checksumkind: CSK_MD5, checksum: "982b6d3fc7d94889f208796ba97ae2c6")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!0, !8, !13}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 2, type: !10, isLocal: false, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 2048, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 64)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "bytes", scope: !2, file: !3, line: 3, type: !15, isLocal: false, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 512, elements: !11)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !{i32 1, !"NumRegisterParameters", i32 0}
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 4, type: !27, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{!6, !6}
!29 = !{}
!30 = !DILocalVariable(name: "n", arg: 1, scope: !26, file: !3, line: 4, type: !6)
!31 = !DILocation(line: 4, column: 14, scope: !26)
!32 = !DILocalVariable(name: "s", scope: !26, file: !3, line: 5, type: !6)
!33 = !DILocation(line: 5, column: 7, scope: !26)
!34 = !DILocalVariable(name: "i", scope: !35, file: !3, line: 6, type: !6)
!35 = distinct !DILexicalBlock(scope: !26, file: !3, line: 6, column: 3)
!36 = !DILocation(line: 6, column: 12, scope: !35)
!37 = !DILocation(line: 6, column: 8, scope: !35)
!38 = !DILocation(line: 6, column: 19, scope: !39)
!39 = distinct !DILexicalBlock(scope: !35, file: !3, line: 6, column: 3)
!40 = !DILocation(line: 6, column: 23, scope: !39)
!41 = !DILocation(line: 6, column: 21, scope: !39)
!42 = !DILocation(line: 6, column: 3, scope: !35)
!43 = !DILocation(line: 6, column: 38, scope: !39)
!44 = !DILocation(line: 6, column: 36, scope: !39)
!45 = !DILocation(line: 6, column: 45, scope: !39)
!46 = !DILocation(line: 6, column: 43, scope: !39)
!47 = !DILocation(line: 6, column: 41, scope: !39)
!48 = !DILocation(line: 6, column: 33, scope: !39)
!49 = !DILocation(line: 6, column: 31, scope: !39)
!50 = !DILocation(line: 6, column: 27, scope: !39)
!51 = !DILocation(line: 6, column: 3, scope: !39)
!52 = distinct !{!52, !42, !53, !54}
!53 = !DILocation(line: 6, column: 46, scope: !35)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 7, column: 10, scope: !26)
!56 = !DILocation(line: 7, column: 3, scope: !26)
!57 = distinct !DISubprogram(name: "vmax", scope: !3, file: !3, line: 9, type: !58, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!58 = !DISubroutineType(types: !59)
!59 = !{!6}
!60 = !DILocalVariable(name: "m", scope: !57, file: !3, line: 10, type: !6)
!61 = !DILocation(line: 10, column: 7, scope: !57)
!62 = !DILocation(line: 10, column: 11, scope: !57)
!63 = !DILocalVariable(name: "i", scope: !64, file: !3, line: 11, type: !6)
!64 = distinct !DILexicalBlock(scope: !57, file: !3, line: 11, column: 3)
!65 = !DILocation(line: 11, column: 12, scope: !64)
!66 = !DILocation(line: 11, column: 8, scope: !64)
!67 = !DILocation(line: 11, column: 19, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !3, line: 11, column: 3)
!69 = !DILocation(line: 11, column: 21, scope: !68)
!70 = !DILocation(line: 11, column: 3, scope: !64)
!71 = !DILocation(line: 11, column: 38, scope: !68)
!72 = !DILocation(line: 11, column: 36, scope: !68)
!73 = !DILocation(line: 11, column: 43, scope: !68)
!74 = !DILocation(line: 11, column: 41, scope: !68)
!75 = !DILocation(line: 11, column: 49, scope: !68)
!76 = !DILocation(line: 11, column: 47, scope: !68)
!77 = !DILocation(line: 11, column: 54, scope: !68)
!78 = !DILocation(line: 11, column: 34, scope: !68)
!79 = !DILocation(line: 11, column: 32, scope: !68)
!80 = !DILocation(line: 11, column: 28, scope: !68)
!81 = !DILocation(line: 11, column: 3, scope: !68)
!82 = distinct !{!82, !70, !83, !54}
!83 = !DILocation(line: 11, column: 54, scope: !64)
!84 = !DILocation(line: 12, column: 10, scope: !57)
!85 = !DILocation(line: 12, column: 3, scope: !57)
!86 = distinct !DISubprogram(name: "vcopy", scope: !3, file: !3, line: 14, type: !87, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!87 = !DISubroutineType(types: !88)
!88 = !{null, !6, !6}
!89 = !DILocalVariable(name: "n", arg: 1, scope: !86, file: !3, line: 14, type: !6)
!90 = !DILocation(line: 14, column: 16, scope: !86)
!91 = !DILocalVariable(name: "k", arg: 2, scope: !86, file: !3, line: 14, type: !6)
!92 = !DILocation(line: 14, column: 23, scope: !86)
!93 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 15, type: !6)
!94 = distinct !DILexicalBlock(scope: !86, file: !3, line: 15, column: 3)
!95 = !DILocation(line: 15, column: 12, scope: !94)
!96 = !DILocation(line: 15, column: 8, scope: !94)
!97 = !DILocation(line: 15, column: 19, scope: !98)
!98 = distinct !DILexicalBlock(scope: !94, file: !3, line: 15, column: 3)
!99 = !DILocation(line: 15, column: 23, scope: !98)
!100 = !DILocation(line: 15, column: 21, scope: !98)
!101 = !DILocation(line: 15, column: 3, scope: !94)
!102 = !DILocation(line: 15, column: 40, scope: !98)
!103 = !DILocation(line: 15, column: 38, scope: !98)
!104 = !DILocation(line: 15, column: 45, scope: !98)
!105 = !DILocation(line: 15, column: 43, scope: !98)
!106 = !DILocation(line: 15, column: 33, scope: !98)
!107 = !DILocation(line: 15, column: 31, scope: !98)
!108 = !DILocation(line: 15, column: 36, scope: !98)
!109 = !DILocation(line: 15, column: 27, scope: !98)
!110 = !DILocation(line: 15, column: 3, scope: !98)
!111 = distinct !{!111, !101, !112, !54}
!112 = !DILocation(line: 15, column: 45, scope: !94)
!113 = !DILocation(line: 16, column: 1, scope: !86)
!114 = distinct !DISubprogram(name: "vcount", scope: !3, file: !3, line: 17, type: !58, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!115 = !DILocalVariable(name: "c", scope: !114, file: !3, line: 18, type: !6)
!116 = !DILocation(line: 18, column: 7, scope: !114)
!117 = !DILocalVariable(name: "i", scope: !118, file: !3, line: 19, type: !6)
!118 = distinct !DILexicalBlock(scope: !114, file: !3, line: 19, column: 3)
!119 = !DILocation(line: 19, column: 12, scope: !118)
!120 = !DILocation(line: 19, column: 8, scope: !118)
!121 = !DILocation(line: 19, column: 19, scope: !122)
!122 = distinct !DILexicalBlock(scope: !118, file: !3, line: 19, column: 3)
!123 = !DILocation(line: 19, column: 21, scope: !122)
!124 = !DILocation(line: 19, column: 3, scope: !118)
!125 = !DILocation(line: 19, column: 43, scope: !122)
!126 = !DILocation(line: 19, column: 37, scope: !122)
!127 = !DILocation(line: 19, column: 46, scope: !122)
!128 = !DILocation(line: 19, column: 34, scope: !122)
!129 = !DILocation(line: 19, column: 32, scope: !122)
!130 = !DILocation(line: 19, column: 28, scope: !122)
!131 = !DILocation(line: 19, column: 3, scope: !122)
!132 = distinct !{!132, !124, !133, !54}
!133 = !DILocation(line: 19, column: 49, scope: !118)
!134 = !DILocation(line: 20, column: 10, scope: !114)
!135 = !DILocation(line: 20, column: 3, scope: !114)
!136 = distinct !DISubprogram(name: "vxor", scope: !3, file: !3, line: 22, type: !137, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!137 = !DISubroutineType(types: !138)
!138 = !{!5}
!139 = !DILocalVariable(name: "x", scope: !136, file: !3, line: 23, type: !5)
!140 = !DILocation(line: 23, column: 12, scope: !136)
!141 = !DILocalVariable(name: "i", scope: !142, file: !3, line: 24, type: !6)
!142 = distinct !DILexicalBlock(scope: !136, file: !3, line: 24, column: 3)
!143 = !DILocation(line: 24, column: 12, scope: !142)
!144 = !DILocation(line: 24, column: 8, scope: !142)
!145 = !DILocation(line: 24, column: 19, scope: !146)
!146 = distinct !DILexicalBlock(scope: !142, file: !3, line: 24, column: 3)
!147 = !DILocation(line: 24, column: 21, scope: !146)
!148 = !DILocation(line: 24, column: 3, scope: !142)
!149 = !DILocation(line: 24, column: 49, scope: !146)
!150 = !DILocation(line: 24, column: 47, scope: !146)
!151 = !DILocation(line: 24, column: 52, scope: !146)
!152 = !DILocation(line: 24, column: 34, scope: !146)
!153 = !DILocation(line: 24, column: 32, scope: !146)
!154 = !DILocation(line: 24, column: 28, scope: !146)
!155 = !DILocation(line: 24, column: 3, scope: !146)
!156 = distinct !{!156, !148, !157, !54}
!157 = !DILocation(line: 24, column: 55, scope: !142)
!158 = !DILocation(line: 25, column: 10, scope: !136)
!159 = !DILocation(line: 25, column: 3, scope: !136)
!160 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !58, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!161 = !DILocation(line: 27, column: 18, scope: !160)
!162 = !DILocation(line: 27, column: 38, scope: !160)
!163 = !DILocation(line: 27, column: 49, scope: !160)
!164 = !DILocation(line: 27, column: 47, scope: !160)
!165 = !DILocation(line: 27, column: 58, scope: !160)
!166 = !DILocation(line: 27, column: 56, scope: !160)
!167 = !DILocation(line: 27, column: 74, scope: !160)
!168 = !DILocation(line: 27, column: 67, scope: !160)
!169 = !DILocation(line: 27, column: 31, scope: !160)
