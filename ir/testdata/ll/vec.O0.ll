; ModuleID = 'testdata/c/vec.c'
source_filename = "testdata/c/vec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [64 x i32] zeroinitializer, align 16, !dbg !0
@b = dso_local global [64 x i32] zeroinitializer, align 16, !dbg !8
@bytes = dso_local global [64 x i8] zeroinitializer, align 16, !dbg !13

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @vsum(i32 noundef %0) #0 !dbg !25 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %3, metadata !31, metadata !DIExpression()), !dbg !32
  store i32 0, i32* %3, align 4, !dbg !32
  call void @llvm.dbg.declare(metadata i32* %4, metadata !33, metadata !DIExpression()), !dbg !35
  store i32 0, i32* %4, align 4, !dbg !35
  br label %5, !dbg !36

5:                                                ; preds = %21, %1
  %6 = load i32, i32* %4, align 4, !dbg !37
  %7 = load i32, i32* %2, align 4, !dbg !39
  %8 = icmp slt i32 %6, %7, !dbg !40
  br i1 %8, label %9, label %24, !dbg !41

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4, !dbg !42
  %11 = sext i32 %10 to i64, !dbg !43
  %12 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %11, !dbg !43
  %13 = load i32, i32* %12, align 4, !dbg !43
  %14 = load i32, i32* %4, align 4, !dbg !44
  %15 = sext i32 %14 to i64, !dbg !45
  %16 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i64 0, i64 %15, !dbg !45
  %17 = load i32, i32* %16, align 4, !dbg !45
  %18 = mul nsw i32 %13, %17, !dbg !46
  %19 = load i32, i32* %3, align 4, !dbg !47
  %20 = add nsw i32 %19, %18, !dbg !47
  store i32 %20, i32* %3, align 4, !dbg !47
  br label %21, !dbg !48

21:                                               ; preds = %9
  %22 = load i32, i32* %4, align 4, !dbg !49
  %23 = add nsw i32 %22, 1, !dbg !49
  store i32 %23, i32* %4, align 4, !dbg !49
  br label %5, !dbg !50, !llvm.loop !51

24:                                               ; preds = %5
  %25 = load i32, i32* %3, align 4, !dbg !54
  ret i32 %25, !dbg !55
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @vmax() #0 !dbg !56 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !59, metadata !DIExpression()), !dbg !60
  %3 = load i32, i32* getelementptr inbounds ([64 x i32], [64 x i32]* @a, i64 0, i64 0), align 16, !dbg !61
  store i32 %3, i32* %1, align 4, !dbg !60
  call void @llvm.dbg.declare(metadata i32* %2, metadata !62, metadata !DIExpression()), !dbg !64
  store i32 0, i32* %2, align 4, !dbg !64
  br label %4, !dbg !65

4:                                                ; preds = %23, %0
  %5 = load i32, i32* %2, align 4, !dbg !66
  %6 = icmp slt i32 %5, 64, !dbg !68
  br i1 %6, label %7, label %26, !dbg !69

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4, !dbg !70
  %9 = sext i32 %8 to i64, !dbg !71
  %10 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %9, !dbg !71
  %11 = load i32, i32* %10, align 4, !dbg !71
  %12 = load i32, i32* %1, align 4, !dbg !72
  %13 = icmp sgt i32 %11, %12, !dbg !73
  br i1 %13, label %14, label %19, !dbg !71

14:                                               ; preds = %7
  %15 = load i32, i32* %2, align 4, !dbg !74
  %16 = sext i32 %15 to i64, !dbg !75
  %17 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %16, !dbg !75
  %18 = load i32, i32* %17, align 4, !dbg !75
  br label %21, !dbg !71

19:                                               ; preds = %7
  %20 = load i32, i32* %1, align 4, !dbg !76
  br label %21, !dbg !71

21:                                               ; preds = %19, %14
  %22 = phi i32 [ %18, %14 ], [ %20, %19 ], !dbg !71
  store i32 %22, i32* %1, align 4, !dbg !77
  br label %23, !dbg !78

23:                                               ; preds = %21
  %24 = load i32, i32* %2, align 4, !dbg !79
  %25 = add nsw i32 %24, 1, !dbg !79
  store i32 %25, i32* %2, align 4, !dbg !79
  br label %4, !dbg !80, !llvm.loop !81

26:                                               ; preds = %4
  %27 = load i32, i32* %1, align 4, !dbg !83
  ret i32 %27, !dbg !84
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @vcopy(i32 noundef %0, i32 noundef %1) #0 !dbg !85 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !88, metadata !DIExpression()), !dbg !89
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !90, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.declare(metadata i32* %5, metadata !92, metadata !DIExpression()), !dbg !94
  store i32 0, i32* %5, align 4, !dbg !94
  br label %6, !dbg !95

6:                                                ; preds = %20, %2
  %7 = load i32, i32* %5, align 4, !dbg !96
  %8 = load i32, i32* %3, align 4, !dbg !98
  %9 = icmp slt i32 %7, %8, !dbg !99
  br i1 %9, label %10, label %23, !dbg !100

10:                                               ; preds = %6
  %11 = load i32, i32* %5, align 4, !dbg !101
  %12 = sext i32 %11 to i64, !dbg !102
  %13 = getelementptr inbounds [64 x i32], [64 x i32]* @b, i64 0, i64 %12, !dbg !102
  %14 = load i32, i32* %13, align 4, !dbg !102
  %15 = load i32, i32* %4, align 4, !dbg !103
  %16 = add nsw i32 %14, %15, !dbg !104
  %17 = load i32, i32* %5, align 4, !dbg !105
  %18 = sext i32 %17 to i64, !dbg !106
  %19 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %18, !dbg !106
  store i32 %16, i32* %19, align 4, !dbg !107
  br label %20, !dbg !106

20:                                               ; preds = %10
  %21 = load i32, i32* %5, align 4, !dbg !108
  %22 = add nsw i32 %21, 1, !dbg !108
  store i32 %22, i32* %5, align 4, !dbg !108
  br label %6, !dbg !109, !llvm.loop !110

23:                                               ; preds = %6
  ret void, !dbg !112
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @vcount() #0 !dbg !113 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !114, metadata !DIExpression()), !dbg !115
  store i32 0, i32* %1, align 4, !dbg !115
  call void @llvm.dbg.declare(metadata i32* %2, metadata !116, metadata !DIExpression()), !dbg !118
  store i32 0, i32* %2, align 4, !dbg !118
  br label %3, !dbg !119

3:                                                ; preds = %16, %0
  %4 = load i32, i32* %2, align 4, !dbg !120
  %5 = icmp slt i32 %4, 64, !dbg !122
  br i1 %5, label %6, label %19, !dbg !123

6:                                                ; preds = %3
  %7 = load i32, i32* %2, align 4, !dbg !124
  %8 = sext i32 %7 to i64, !dbg !125
  %9 = getelementptr inbounds [64 x i8], [64 x i8]* @bytes, i64 0, i64 %8, !dbg !125
  %10 = load i8, i8* %9, align 1, !dbg !125
  %11 = zext i8 %10 to i32, !dbg !125
  %12 = icmp eq i32 %11, 97, !dbg !126
  %13 = zext i1 %12 to i32, !dbg !126
  %14 = load i32, i32* %1, align 4, !dbg !127
  %15 = add nsw i32 %14, %13, !dbg !127
  store i32 %15, i32* %1, align 4, !dbg !127
  br label %16, !dbg !128

16:                                               ; preds = %6
  %17 = load i32, i32* %2, align 4, !dbg !129
  %18 = add nsw i32 %17, 1, !dbg !129
  store i32 %18, i32* %2, align 4, !dbg !129
  br label %3, !dbg !130, !llvm.loop !131

19:                                               ; preds = %3
  %20 = load i32, i32* %1, align 4, !dbg !133
  ret i32 %20, !dbg !134
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @vxor() #0 !dbg !135 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !138, metadata !DIExpression()), !dbg !139
  store i32 0, i32* %1, align 4, !dbg !139
  call void @llvm.dbg.declare(metadata i32* %2, metadata !140, metadata !DIExpression()), !dbg !142
  store i32 0, i32* %2, align 4, !dbg !142
  br label %3, !dbg !143

3:                                                ; preds = %14, %0
  %4 = load i32, i32* %2, align 4, !dbg !144
  %5 = icmp slt i32 %4, 64, !dbg !146
  br i1 %5, label %6, label %17, !dbg !147

6:                                                ; preds = %3
  %7 = load i32, i32* %2, align 4, !dbg !148
  %8 = sext i32 %7 to i64, !dbg !149
  %9 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %8, !dbg !149
  %10 = load i32, i32* %9, align 4, !dbg !149
  %11 = shl i32 %10, 1, !dbg !150
  %12 = load i32, i32* %1, align 4, !dbg !151
  %13 = xor i32 %12, %11, !dbg !151
  store i32 %13, i32* %1, align 4, !dbg !151
  br label %14, !dbg !152

14:                                               ; preds = %6
  %15 = load i32, i32* %2, align 4, !dbg !153
  %16 = add nsw i32 %15, 1, !dbg !153
  store i32 %16, i32* %2, align 4, !dbg !153
  br label %3, !dbg !154, !llvm.loop !155

17:                                               ; preds = %3
  %18 = load i32, i32* %1, align 4, !dbg !157
  ret i32 %18, !dbg !158
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !159 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @vcopy(i32 noundef 8, i32 noundef 3), !dbg !160
  %2 = call i32 @vsum(i32 noundef 64), !dbg !161
  %3 = call i32 @vmax(), !dbg !162
  %4 = add nsw i32 %2, %3, !dbg !163
  %5 = call i32 @vcount(), !dbg !164
  %6 = add nsw i32 %4, %5, !dbg !165
  %7 = call i32 @vxor(), !dbg !166
  %8 = add nsw i32 %6, %7, !dbg !167
  ret i32 %8, !dbg !168
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

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
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 4, type: !26, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!6, !6}
!28 = !{}
!29 = !DILocalVariable(name: "n", arg: 1, scope: !25, file: !3, line: 4, type: !6)
!30 = !DILocation(line: 4, column: 14, scope: !25)
!31 = !DILocalVariable(name: "s", scope: !25, file: !3, line: 5, type: !6)
!32 = !DILocation(line: 5, column: 7, scope: !25)
!33 = !DILocalVariable(name: "i", scope: !34, file: !3, line: 6, type: !6)
!34 = distinct !DILexicalBlock(scope: !25, file: !3, line: 6, column: 3)
!35 = !DILocation(line: 6, column: 12, scope: !34)
!36 = !DILocation(line: 6, column: 8, scope: !34)
!37 = !DILocation(line: 6, column: 19, scope: !38)
!38 = distinct !DILexicalBlock(scope: !34, file: !3, line: 6, column: 3)
!39 = !DILocation(line: 6, column: 23, scope: !38)
!40 = !DILocation(line: 6, column: 21, scope: !38)
!41 = !DILocation(line: 6, column: 3, scope: !34)
!42 = !DILocation(line: 6, column: 38, scope: !38)
!43 = !DILocation(line: 6, column: 36, scope: !38)
!44 = !DILocation(line: 6, column: 45, scope: !38)
!45 = !DILocation(line: 6, column: 43, scope: !38)
!46 = !DILocation(line: 6, column: 41, scope: !38)
!47 = !DILocation(line: 6, column: 33, scope: !38)
!48 = !DILocation(line: 6, column: 31, scope: !38)
!49 = !DILocation(line: 6, column: 27, scope: !38)
!50 = !DILocation(line: 6, column: 3, scope: !38)
!51 = distinct !{!51, !41, !52, !53}
!52 = !DILocation(line: 6, column: 46, scope: !34)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 7, column: 10, scope: !25)
!55 = !DILocation(line: 7, column: 3, scope: !25)
!56 = distinct !DISubprogram(name: "vmax", scope: !3, file: !3, line: 9, type: !57, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!57 = !DISubroutineType(types: !58)
!58 = !{!6}
!59 = !DILocalVariable(name: "m", scope: !56, file: !3, line: 10, type: !6)
!60 = !DILocation(line: 10, column: 7, scope: !56)
!61 = !DILocation(line: 10, column: 11, scope: !56)
!62 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 11, type: !6)
!63 = distinct !DILexicalBlock(scope: !56, file: !3, line: 11, column: 3)
!64 = !DILocation(line: 11, column: 12, scope: !63)
!65 = !DILocation(line: 11, column: 8, scope: !63)
!66 = !DILocation(line: 11, column: 19, scope: !67)
!67 = distinct !DILexicalBlock(scope: !63, file: !3, line: 11, column: 3)
!68 = !DILocation(line: 11, column: 21, scope: !67)
!69 = !DILocation(line: 11, column: 3, scope: !63)
!70 = !DILocation(line: 11, column: 38, scope: !67)
!71 = !DILocation(line: 11, column: 36, scope: !67)
!72 = !DILocation(line: 11, column: 43, scope: !67)
!73 = !DILocation(line: 11, column: 41, scope: !67)
!74 = !DILocation(line: 11, column: 49, scope: !67)
!75 = !DILocation(line: 11, column: 47, scope: !67)
!76 = !DILocation(line: 11, column: 54, scope: !67)
!77 = !DILocation(line: 11, column: 34, scope: !67)
!78 = !DILocation(line: 11, column: 32, scope: !67)
!79 = !DILocation(line: 11, column: 28, scope: !67)
!80 = !DILocation(line: 11, column: 3, scope: !67)
!81 = distinct !{!81, !69, !82, !53}
!82 = !DILocation(line: 11, column: 54, scope: !63)
!83 = !DILocation(line: 12, column: 10, scope: !56)
!84 = !DILocation(line: 12, column: 3, scope: !56)
!85 = distinct !DISubprogram(name: "vcopy", scope: !3, file: !3, line: 14, type: !86, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!86 = !DISubroutineType(types: !87)
!87 = !{null, !6, !6}
!88 = !DILocalVariable(name: "n", arg: 1, scope: !85, file: !3, line: 14, type: !6)
!89 = !DILocation(line: 14, column: 16, scope: !85)
!90 = !DILocalVariable(name: "k", arg: 2, scope: !85, file: !3, line: 14, type: !6)
!91 = !DILocation(line: 14, column: 23, scope: !85)
!92 = !DILocalVariable(name: "i", scope: !93, file: !3, line: 15, type: !6)
!93 = distinct !DILexicalBlock(scope: !85, file: !3, line: 15, column: 3)
!94 = !DILocation(line: 15, column: 12, scope: !93)
!95 = !DILocation(line: 15, column: 8, scope: !93)
!96 = !DILocation(line: 15, column: 19, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !3, line: 15, column: 3)
!98 = !DILocation(line: 15, column: 23, scope: !97)
!99 = !DILocation(line: 15, column: 21, scope: !97)
!100 = !DILocation(line: 15, column: 3, scope: !93)
!101 = !DILocation(line: 15, column: 40, scope: !97)
!102 = !DILocation(line: 15, column: 38, scope: !97)
!103 = !DILocation(line: 15, column: 45, scope: !97)
!104 = !DILocation(line: 15, column: 43, scope: !97)
!105 = !DILocation(line: 15, column: 33, scope: !97)
!106 = !DILocation(line: 15, column: 31, scope: !97)
!107 = !DILocation(line: 15, column: 36, scope: !97)
!108 = !DILocation(line: 15, column: 27, scope: !97)
!109 = !DILocation(line: 15, column: 3, scope: !97)
!110 = distinct !{!110, !100, !111, !53}
!111 = !DILocation(line: 15, column: 45, scope: !93)
!112 = !DILocation(line: 16, column: 1, scope: !85)
!113 = distinct !DISubprogram(name: "vcount", scope: !3, file: !3, line: 17, type: !57, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!114 = !DILocalVariable(name: "c", scope: !113, file: !3, line: 18, type: !6)
!115 = !DILocation(line: 18, column: 7, scope: !113)
!116 = !DILocalVariable(name: "i", scope: !117, file: !3, line: 19, type: !6)
!117 = distinct !DILexicalBlock(scope: !113, file: !3, line: 19, column: 3)
!118 = !DILocation(line: 19, column: 12, scope: !117)
!119 = !DILocation(line: 19, column: 8, scope: !117)
!120 = !DILocation(line: 19, column: 19, scope: !121)
!121 = distinct !DILexicalBlock(scope: !117, file: !3, line: 19, column: 3)
!122 = !DILocation(line: 19, column: 21, scope: !121)
!123 = !DILocation(line: 19, column: 3, scope: !117)
!124 = !DILocation(line: 19, column: 43, scope: !121)
!125 = !DILocation(line: 19, column: 37, scope: !121)
!126 = !DILocation(line: 19, column: 46, scope: !121)
!127 = !DILocation(line: 19, column: 34, scope: !121)
!128 = !DILocation(line: 19, column: 32, scope: !121)
!129 = !DILocation(line: 19, column: 28, scope: !121)
!130 = !DILocation(line: 19, column: 3, scope: !121)
!131 = distinct !{!131, !123, !132, !53}
!132 = !DILocation(line: 19, column: 49, scope: !117)
!133 = !DILocation(line: 20, column: 10, scope: !113)
!134 = !DILocation(line: 20, column: 3, scope: !113)
!135 = distinct !DISubprogram(name: "vxor", scope: !3, file: !3, line: 22, type: !136, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!136 = !DISubroutineType(types: !137)
!137 = !{!5}
!138 = !DILocalVariable(name: "x", scope: !135, file: !3, line: 23, type: !5)
!139 = !DILocation(line: 23, column: 12, scope: !135)
!140 = !DILocalVariable(name: "i", scope: !141, file: !3, line: 24, type: !6)
!141 = distinct !DILexicalBlock(scope: !135, file: !3, line: 24, column: 3)
!142 = !DILocation(line: 24, column: 12, scope: !141)
!143 = !DILocation(line: 24, column: 8, scope: !141)
!144 = !DILocation(line: 24, column: 19, scope: !145)
!145 = distinct !DILexicalBlock(scope: !141, file: !3, line: 24, column: 3)
!146 = !DILocation(line: 24, column: 21, scope: !145)
!147 = !DILocation(line: 24, column: 3, scope: !141)
!148 = !DILocation(line: 24, column: 49, scope: !145)
!149 = !DILocation(line: 24, column: 47, scope: !145)
!150 = !DILocation(line: 24, column: 52, scope: !145)
!151 = !DILocation(line: 24, column: 34, scope: !145)
!152 = !DILocation(line: 24, column: 32, scope: !145)
!153 = !DILocation(line: 24, column: 28, scope: !145)
!154 = !DILocation(line: 24, column: 3, scope: !145)
!155 = distinct !{!155, !147, !156, !53}
!156 = !DILocation(line: 24, column: 55, scope: !141)
!157 = !DILocation(line: 25, column: 10, scope: !135)
!158 = !DILocation(line: 25, column: 3, scope: !135)
!159 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !57, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!160 = !DILocation(line: 27, column: 18, scope: !159)
!161 = !DILocation(line: 27, column: 38, scope: !159)
!162 = !DILocation(line: 27, column: 49, scope: !159)
!163 = !DILocation(line: 27, column: 47, scope: !159)
!164 = !DILocation(line: 27, column: 58, scope: !159)
!165 = !DILocation(line: 27, column: 56, scope: !159)
!166 = !DILocation(line: 27, column: 74, scope: !159)
!167 = !DILocation(line: 27, column: 67, scope: !159)
!168 = !DILocation(line: 27, column: 31, scope: !159)
