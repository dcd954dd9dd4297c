; ModuleID = 'testdata/c/structs.c'
source_filename = "testdata/c/structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pair = type { i64, i64 }
%struct.big = type { [10 x i32], i8 }

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !13 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.pair, align 8
  %4 = alloca %struct.pair, align 8
  %5 = alloca %struct.big, align 8
  %6 = alloca %struct.big, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !17, metadata !DIExpression()), !dbg !18
  %7 = bitcast i32* %2 to i8*, !dbg !19
  call void @klee_make_symbolic(i8* noundef %7, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !20
  call void @llvm.dbg.declare(metadata %struct.pair* %3, metadata !21, metadata !DIExpression()), !dbg !27
  %8 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 0, !dbg !28
  %9 = load i32, i32* %2, align 4, !dbg !29
  %10 = sext i32 %9 to i64, !dbg !29
  store i64 %10, i64* %8, align 8, !dbg !28
  %11 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 1, !dbg !28
  store i64 3, i64* %11, align 8, !dbg !28
  call void @llvm.dbg.declare(metadata %struct.pair* %4, metadata !30, metadata !DIExpression()), !dbg !31
  %12 = bitcast %struct.pair* %3 to { i64, i64 }*, !dbg !32
  %13 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %12, i32 0, i32 0, !dbg !32
  %14 = load i64, i64* %13, align 8, !dbg !32
  %15 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %12, i32 0, i32 1, !dbg !32
  %16 = load i64, i64* %15, align 8, !dbg !32
  %17 = call { i64, i64 } @swap(i64 %14, i64 %16), !dbg !32
  %18 = bitcast %struct.pair* %4 to { i64, i64 }*, !dbg !32
  %19 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %18, i32 0, i32 0, !dbg !32
  %20 = extractvalue { i64, i64 } %17, 0, !dbg !32
  store i64 %20, i64* %19, align 8, !dbg !32
  %21 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %18, i32 0, i32 1, !dbg !32
  %22 = extractvalue { i64, i64 } %17, 1, !dbg !32
  store i64 %22, i64* %21, align 8, !dbg !32
  call void @llvm.dbg.declare(metadata %struct.big* %5, metadata !33, metadata !DIExpression()), !dbg !41
  %23 = load i32, i32* %2, align 4, !dbg !42
  call void @fill(%struct.big* sret(%struct.big) align 4 %5, i32 noundef %23), !dbg !43
  call void @llvm.dbg.declare(metadata %struct.big* %6, metadata !44, metadata !DIExpression()), !dbg !45
  %24 = bitcast %struct.big* %6 to i8*, !dbg !46
  %25 = bitcast %struct.big* %5 to i8*, !dbg !46
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %24, i8* align 4 %25, i64 44, i1 false), !dbg !46
  %26 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, !dbg !47
  %27 = getelementptr inbounds [10 x i32], [10 x i32]* %26, i64 0, i64 3, !dbg !48
  store i32 7, i32* %27, align 4, !dbg !49
  %28 = getelementptr inbounds %struct.pair, %struct.pair* %4, i32 0, i32 0, !dbg !50
  %29 = load i64, i64* %28, align 8, !dbg !50
  %30 = mul nsw i64 %29, 5, !dbg !51
  %31 = getelementptr inbounds %struct.pair, %struct.pair* %4, i32 0, i32 1, !dbg !52
  %32 = load i64, i64* %31, align 8, !dbg !52
  %33 = add nsw i64 %30, %32, !dbg !53
  %34 = call i32 @total(%struct.big* noundef byval(%struct.big) align 8 %6), !dbg !54
  %35 = sext i32 %34 to i64, !dbg !54
  %36 = add nsw i64 %33, %35, !dbg !55
  %37 = call i32 @total(%struct.big* noundef byval(%struct.big) align 8 %5), !dbg !56
  %38 = sext i32 %37 to i64, !dbg !56
  %39 = add nsw i64 %36, %38, !dbg !57
  %40 = and i64 %39, 127, !dbg !58
  %41 = trunc i64 %40 to i32, !dbg !59
  ret i32 %41, !dbg !60
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal { i64, i64 } @swap(i64 %0, i64 %1) #0 !dbg !61 {
  %3 = alloca %struct.pair, align 8
  %4 = alloca %struct.pair, align 8
  %5 = bitcast %struct.pair* %4 to { i64, i64 }*
  %6 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %5, i32 0, i32 0
  store i64 %0, i64* %6, align 8
  %7 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %5, i32 0, i32 1
  store i64 %1, i64* %7, align 8
  call void @llvm.dbg.declare(metadata %struct.pair* %4, metadata !64, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.declare(metadata %struct.pair* %3, metadata !66, metadata !DIExpression()), !dbg !67
  %8 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 0, !dbg !68
  %9 = getelementptr inbounds %struct.pair, %struct.pair* %4, i32 0, i32 1, !dbg !69
  %10 = load i64, i64* %9, align 8, !dbg !69
  store i64 %10, i64* %8, align 8, !dbg !68
  %11 = getelementptr inbounds %struct.pair, %struct.pair* %3, i32 0, i32 1, !dbg !68
  %12 = getelementptr inbounds %struct.pair, %struct.pair* %4, i32 0, i32 0, !dbg !70
  %13 = load i64, i64* %12, align 8, !dbg !70
  store i64 %13, i64* %11, align 8, !dbg !68
  %14 = bitcast %struct.pair* %3 to { i64, i64 }*, !dbg !71
  %15 = load { i64, i64 }, { i64, i64 }* %14, align 8, !dbg !71
  ret { i64, i64 } %15, !dbg !71
}

; Function Attrs: noinline nounwind uwtable
define internal void @fill(%struct.big* noalias sret(%struct.big) align 4 %0, i32 noundef %1) #0 !dbg !72 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !75, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.declare(metadata %struct.big* %0, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.declare(metadata i32* %4, metadata !79, metadata !DIExpression()), !dbg !81
  store i32 0, i32* %4, align 4, !dbg !81
  br label %5, !dbg !82

5:                                                ; preds = %16, %2
  %6 = load i32, i32* %4, align 4, !dbg !83
  %7 = icmp slt i32 %6, 10, !dbg !85
  br i1 %7, label %8, label %19, !dbg !86

8:                                                ; preds = %5
  %9 = load i32, i32* %3, align 4, !dbg !87
  %10 = load i32, i32* %4, align 4, !dbg !88
  %11 = add nsw i32 %9, %10, !dbg !89
  %12 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, !dbg !90
  %13 = load i32, i32* %4, align 4, !dbg !91
  %14 = sext i32 %13 to i64, !dbg !92
  %15 = getelementptr inbounds [10 x i32], [10 x i32]* %12, i64 0, i64 %14, !dbg !92
  store i32 %11, i32* %15, align 4, !dbg !93
  br label %16, !dbg !92

16:                                               ; preds = %8
  %17 = load i32, i32* %4, align 4, !dbg !94
  %18 = add nsw i32 %17, 1, !dbg !94
  store i32 %18, i32* %4, align 4, !dbg !94
  br label %5, !dbg !95, !llvm.loop !96

19:                                               ; preds = %5
  %20 = load i32, i32* %3, align 4, !dbg !99
  %21 = trunc i32 %20 to i8, !dbg !100
  %22 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 1, !dbg !101
  store i8 %21, i8* %22, align 4, !dbg !102
  ret void, !dbg !103
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind uwtable
define internal i32 @total(%struct.big* noundef byval(%struct.big) align 8 %0) #0 !dbg !104 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata %struct.big* %0, metadata !107, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.declare(metadata i32* %2, metadata !109, metadata !DIExpression()), !dbg !110
  %4 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 1, !dbg !111
  %5 = load i8, i8* %4, align 8, !dbg !111
  %6 = sext i8 %5 to i32, !dbg !112
  store i32 %6, i32* %2, align 4, !dbg !110
  call void @llvm.dbg.declare(metadata i32* %3, metadata !113, metadata !DIExpression()), !dbg !115
  store i32 0, i32* %3, align 4, !dbg !115
  br label %7, !dbg !116

7:                                                ; preds = %18, %1
  %8 = load i32, i32* %3, align 4, !dbg !117
  %9 = icmp slt i32 %8, 10, !dbg !119
  br i1 %9, label %10, label %21, !dbg !120

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0, !dbg !121
  %12 = load i32, i32* %3, align 4, !dbg !122
  %13 = sext i32 %12 to i64, !dbg !123
  %14 = getelementptr inbounds [10 x i32], [10 x i32]* %11, i64 0, i64 %13, !dbg !123
  %15 = load i32, i32* %14, align 4, !dbg !123
  %16 = load i32, i32* %2, align 4, !dbg !124
  %17 = add nsw i32 %16, %15, !dbg !124
  store i32 %17, i32* %2, align 4, !dbg !124
  br label %18, !dbg !125

18:                                               ; preds = %10
  %19 = load i32, i32* %3, align 4, !dbg !126
  %20 = add nsw i32 %19, 1, !dbg !126
  store i32 %20, i32* %3, align 4, !dbg !126
  br label %7, !dbg !127, !llvm.loop !128

21:                                               ; preds = %7
  %22 = load i32, i32* %2, align 4, !dbg !130
  ret i32 %22, !dbg !131
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "e67551a4496095609efba7def17975c1")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 30, type: !14, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!14 = !DISubroutineType(types: !15)
!15 = !{!3}
!16 = !{}
!17 = !DILocalVariable(name: "x", scope: !13, file: !1, line: 31, type: !3)
!18 = !DILocation(line: 31, column: 7, scope: !13)
!19 = !DILocation(line: 32, column: 22, scope: !13)
!20 = !DILocation(line: 32, column: 3, scope: !13)
!21 = !DILocalVariable(name: "p", scope: !13, file: !1, line: 33, type: !22)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !1, line: 7, size: 128, elements: !23)
!23 = !{!24, !26}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !22, file: !1, line: 7, baseType: !25, size: 64)
!25 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !22, file: !1, line: 7, baseType: !25, size: 64, offset: 64)
!27 = !DILocation(line: 33, column: 15, scope: !13)
!28 = !DILocation(line: 33, column: 19, scope: !13)
!29 = !DILocation(line: 33, column: 20, scope: !13)
!30 = !DILocalVariable(name: "q", scope: !13, file: !1, line: 34, type: !22)
!31 = !DILocation(line: 34, column: 15, scope: !13)
!32 = !DILocation(line: 34, column: 19, scope: !13)
!33 = !DILocalVariable(name: "b", scope: !13, file: !1, line: 35, type: !34)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !1, line: 8, size: 352, elements: !35)
!35 = !{!36, !40}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !34, file: !1, line: 8, baseType: !37, size: 320)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 320, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 10)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !34, file: !1, line: 8, baseType: !4, size: 8, offset: 320)
!41 = !DILocation(line: 35, column: 14, scope: !13)
!42 = !DILocation(line: 35, column: 23, scope: !13)
!43 = !DILocation(line: 35, column: 18, scope: !13)
!44 = !DILocalVariable(name: "c", scope: !13, file: !1, line: 35, type: !34)
!45 = !DILocation(line: 35, column: 27, scope: !13)
!46 = !DILocation(line: 36, column: 3, scope: !13)
!47 = !DILocation(line: 37, column: 5, scope: !13)
!48 = !DILocation(line: 37, column: 3, scope: !13)
!49 = !DILocation(line: 37, column: 10, scope: !13)
!50 = !DILocation(line: 38, column: 19, scope: !13)
!51 = !DILocation(line: 38, column: 21, scope: !13)
!52 = !DILocation(line: 38, column: 29, scope: !13)
!53 = !DILocation(line: 38, column: 25, scope: !13)
!54 = !DILocation(line: 38, column: 33, scope: !13)
!55 = !DILocation(line: 38, column: 31, scope: !13)
!56 = !DILocation(line: 38, column: 44, scope: !13)
!57 = !DILocation(line: 38, column: 42, scope: !13)
!58 = !DILocation(line: 38, column: 54, scope: !13)
!59 = !DILocation(line: 38, column: 10, scope: !13)
!60 = !DILocation(line: 38, column: 3, scope: !13)
!61 = distinct !DISubprogram(name: "swap", scope: !1, file: !1, line: 10, type: !62, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!62 = !DISubroutineType(types: !63)
!63 = !{!22, !22}
!64 = !DILocalVariable(name: "p", arg: 1, scope: !61, file: !1, line: 10, type: !22)
!65 = !DILocation(line: 10, column: 37, scope: !61)
!66 = !DILocalVariable(name: "r", scope: !61, file: !1, line: 11, type: !22)
!67 = !DILocation(line: 11, column: 15, scope: !61)
!68 = !DILocation(line: 11, column: 19, scope: !61)
!69 = !DILocation(line: 11, column: 22, scope: !61)
!70 = !DILocation(line: 11, column: 27, scope: !61)
!71 = !DILocation(line: 12, column: 3, scope: !61)
!72 = distinct !DISubprogram(name: "fill", scope: !1, file: !1, line: 15, type: !73, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!73 = !DISubroutineType(types: !74)
!74 = !{!34, !3}
!75 = !DILocalVariable(name: "x", arg: 1, scope: !72, file: !1, line: 15, type: !3)
!76 = !DILocation(line: 15, column: 28, scope: !72)
!77 = !DILocalVariable(name: "b", scope: !72, file: !1, line: 16, type: !34)
!78 = !DILocation(line: 16, column: 14, scope: !72)
!79 = !DILocalVariable(name: "i", scope: !80, file: !1, line: 17, type: !3)
!80 = distinct !DILexicalBlock(scope: !72, file: !1, line: 17, column: 3)
!81 = !DILocation(line: 17, column: 12, scope: !80)
!82 = !DILocation(line: 17, column: 8, scope: !80)
!83 = !DILocation(line: 17, column: 19, scope: !84)
!84 = distinct !DILexicalBlock(scope: !80, file: !1, line: 17, column: 3)
!85 = !DILocation(line: 17, column: 21, scope: !84)
!86 = !DILocation(line: 17, column: 3, scope: !80)
!87 = !DILocation(line: 18, column: 14, scope: !84)
!88 = !DILocation(line: 18, column: 18, scope: !84)
!89 = !DILocation(line: 18, column: 16, scope: !84)
!90 = !DILocation(line: 18, column: 7, scope: !84)
!91 = !DILocation(line: 18, column: 9, scope: !84)
!92 = !DILocation(line: 18, column: 5, scope: !84)
!93 = !DILocation(line: 18, column: 12, scope: !84)
!94 = !DILocation(line: 17, column: 28, scope: !84)
!95 = !DILocation(line: 17, column: 3, scope: !84)
!96 = distinct !{!96, !86, !97, !98}
!97 = !DILocation(line: 18, column: 18, scope: !80)
!98 = !{!"llvm.loop.mustprogress"}
!99 = !DILocation(line: 19, column: 17, scope: !72)
!100 = !DILocation(line: 19, column: 11, scope: !72)
!101 = !DILocation(line: 19, column: 5, scope: !72)
!102 = !DILocation(line: 19, column: 9, scope: !72)
!103 = !DILocation(line: 20, column: 3, scope: !72)
!104 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 23, type: !105, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!105 = !DISubroutineType(types: !106)
!106 = !{!3, !34}
!107 = !DILocalVariable(name: "b", arg: 1, scope: !104, file: !1, line: 23, type: !34)
!108 = !DILocation(line: 23, column: 29, scope: !104)
!109 = !DILocalVariable(name: "s", scope: !104, file: !1, line: 24, type: !3)
!110 = !DILocation(line: 24, column: 7, scope: !104)
!111 = !DILocation(line: 24, column: 13, scope: !104)
!112 = !DILocation(line: 24, column: 11, scope: !104)
!113 = !DILocalVariable(name: "i", scope: !114, file: !1, line: 25, type: !3)
!114 = distinct !DILexicalBlock(scope: !104, file: !1, line: 25, column: 3)
!115 = !DILocation(line: 25, column: 12, scope: !114)
!116 = !DILocation(line: 25, column: 8, scope: !114)
!117 = !DILocation(line: 25, column: 19, scope: !118)
!118 = distinct !DILexicalBlock(scope: !114, file: !1, line: 25, column: 3)
!119 = !DILocation(line: 25, column: 21, scope: !118)
!120 = !DILocation(line: 25, column: 3, scope: !114)
!121 = !DILocation(line: 26, column: 12, scope: !118)
!122 = !DILocation(line: 26, column: 14, scope: !118)
!123 = !DILocation(line: 26, column: 10, scope: !118)
!124 = !DILocation(line: 26, column: 7, scope: !118)
!125 = !DILocation(line: 26, column: 5, scope: !118)
!126 = !DILocation(line: 25, column: 28, scope: !118)
!127 = !DILocation(line: 25, column: 3, scope: !118)
!128 = distinct !{!128, !120, !129, !98}
!129 = !DILocation(line: 26, column: 15, scope: !114)
!130 = !DILocation(line: 27, column: 10, scope: !104)
!131 = !DILocation(line: 27, column: 3, scope: !104)
