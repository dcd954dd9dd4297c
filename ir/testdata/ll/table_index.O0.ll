; ModuleID = '../testdata/programs/table_index.c'
source_filename = "../testdata/programs/table_index.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.sorted = private unnamed_addr constant [6 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13], align 16
@.str = private unnamed_addr constant [2 x i8] c"i\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"key\00", align 1
@table = internal constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 16, !dbg !0

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !18 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [6 x i32], align 16
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !22, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %3, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata [6 x i32]* %4, metadata !27, metadata !DIExpression()), !dbg !31
  %6 = bitcast [6 x i32]* %4 to i8*, !dbg !31
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %6, i8* align 16 bitcast ([6 x i32]* @__const.main.sorted to i8*), i64 24, i1 false), !dbg !31
  %7 = bitcast i32* %2 to i8*, !dbg !32
  call void @klee_make_symbolic(i8* noundef %7, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !33
  %8 = bitcast i32* %3 to i8*, !dbg !34
  call void @klee_make_symbolic(i8* noundef %8, i64 noundef 4, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0)), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %5, metadata !36, metadata !DIExpression()), !dbg !37
  %9 = load i32, i32* %2, align 4, !dbg !38
  %10 = call i32 @lookup(i32 noundef %9), !dbg !39
  store i32 %10, i32* %5, align 4, !dbg !37
  %11 = load i32, i32* %5, align 4, !dbg !40
  %12 = icmp eq i32 %11, 9, !dbg !42
  br i1 %12, label %13, label %19, !dbg !43

13:                                               ; preds = %0
  %14 = getelementptr inbounds [6 x i32], [6 x i32]* %4, i64 0, i64 0, !dbg !44
  %15 = load i32, i32* %3, align 4, !dbg !45
  %16 = call i32 @bsearch_int(i32* noundef %14, i32 noundef 6, i32 noundef %15), !dbg !46
  %17 = icmp eq i32 %16, 4, !dbg !47
  br i1 %17, label %18, label %19, !dbg !48

18:                                               ; preds = %13
  store i32 7, i32* %1, align 4, !dbg !49
  br label %21, !dbg !49

19:                                               ; preds = %13, %0
  %20 = load i32, i32* %5, align 4, !dbg !50
  store i32 %20, i32* %1, align 4, !dbg !51
  br label %21, !dbg !51

21:                                               ; preds = %19, %18
  %22 = load i32, i32* %1, align 4, !dbg !52
  ret i32 %22, !dbg !52
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #3

; Function Attrs: noinline nounwind uwtable
define internal i32 @lookup(i32 noundef %0) #0 !dbg !53 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !56, metadata !DIExpression()), !dbg !57
  %4 = load i32, i32* %3, align 4, !dbg !58
  %5 = icmp ugt i32 %4, 8, !dbg !60
  br i1 %5, label %6, label %7, !dbg !61

6:                                                ; preds = %1
  store i32 -1, i32* %2, align 4, !dbg !62
  br label %12, !dbg !62

7:                                                ; preds = %1
  %8 = load i32, i32* %3, align 4, !dbg !63
  %9 = zext i32 %8 to i64, !dbg !64
  %10 = getelementptr inbounds [8 x i32], [8 x i32]* @table, i64 0, i64 %9, !dbg !64
  %11 = load i32, i32* %10, align 4, !dbg !64
  store i32 %11, i32* %2, align 4, !dbg !65
  br label %12, !dbg !65

12:                                               ; preds = %7, %6
  %13 = load i32, i32* %2, align 4, !dbg !66
  ret i32 %13, !dbg !66
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @bsearch_int(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !67 {
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !71, metadata !DIExpression()), !dbg !72
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !73, metadata !DIExpression()), !dbg !74
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !75, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.declare(metadata i32* %8, metadata !77, metadata !DIExpression()), !dbg !78
  store i32 0, i32* %8, align 4, !dbg !78
  call void @llvm.dbg.declare(metadata i32* %9, metadata !79, metadata !DIExpression()), !dbg !80
  %11 = load i32, i32* %6, align 4, !dbg !81
  %12 = sub nsw i32 %11, 1, !dbg !82
  store i32 %12, i32* %9, align 4, !dbg !80
  br label %13, !dbg !83

13:                                               ; preds = %47, %3
  %14 = load i32, i32* %8, align 4, !dbg !84
  %15 = load i32, i32* %9, align 4, !dbg !85
  %16 = icmp sle i32 %14, %15, !dbg !86
  br i1 %16, label %17, label %48, !dbg !83

17:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata i32* %10, metadata !87, metadata !DIExpression()), !dbg !89
  %18 = load i32, i32* %8, align 4, !dbg !90
  %19 = load i32, i32* %9, align 4, !dbg !91
  %20 = load i32, i32* %8, align 4, !dbg !92
  %21 = sub nsw i32 %19, %20, !dbg !93
  %22 = sdiv i32 %21, 2, !dbg !94
  %23 = add nsw i32 %18, %22, !dbg !95
  store i32 %23, i32* %10, align 4, !dbg !89
  %24 = load i32*, i32** %5, align 8, !dbg !96
  %25 = load i32, i32* %10, align 4, !dbg !98
  %26 = sext i32 %25 to i64, !dbg !96
  %27 = getelementptr inbounds i32, i32* %24, i64 %26, !dbg !96
  %28 = load i32, i32* %27, align 4, !dbg !96
  %29 = load i32, i32* %7, align 4, !dbg !99
  %30 = icmp eq i32 %28, %29, !dbg !100
  br i1 %30, label %31, label %33, !dbg !101

31:                                               ; preds = %17
  %32 = load i32, i32* %10, align 4, !dbg !102
  store i32 %32, i32* %4, align 4, !dbg !103
  br label %49, !dbg !103

33:                                               ; preds = %17
  %34 = load i32*, i32** %5, align 8, !dbg !104
  %35 = load i32, i32* %10, align 4, !dbg !106
  %36 = sext i32 %35 to i64, !dbg !104
  %37 = getelementptr inbounds i32, i32* %34, i64 %36, !dbg !104
  %38 = load i32, i32* %37, align 4, !dbg !104
  %39 = load i32, i32* %7, align 4, !dbg !107
  %40 = icmp slt i32 %38, %39, !dbg !108
  br i1 %40, label %41, label %44, !dbg !109

41:                                               ; preds = %33
  %42 = load i32, i32* %10, align 4, !dbg !110
  %43 = add nsw i32 %42, 1, !dbg !111
  store i32 %43, i32* %8, align 4, !dbg !112
  br label %47, !dbg !113

44:                                               ; preds = %33
  %45 = load i32, i32* %10, align 4, !dbg !114
  %46 = sub nsw i32 %45, 1, !dbg !115
  store i32 %46, i32* %9, align 4, !dbg !116
  br label %47

47:                                               ; preds = %44, %41
  br label %13, !dbg !83, !llvm.loop !117

48:                                               ; preds = %13
  store i32 -1, i32* %4, align 4, !dbg !120
  br label %49, !dbg !120

49:                                               ; preds = %48, %31
  %50 = load i32, i32* %4, align 4, !dbg !121
  ret i32 %50, !dbg !121
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 6, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "../testdata/programs/table_index.c", directory: ".", checksumkind: CSK_MD5, checksum: "45883b1ce68f1e18a048200f4cacd2dc")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !8)
!6 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9}
!9 = !DISubrange(count: 8)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !19, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!7}
!21 = !{}
!22 = !DILocalVariable(name: "i", scope: !18, file: !3, line: 29, type: !23)
!23 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!24 = !DILocation(line: 29, column: 12, scope: !18)
!25 = !DILocalVariable(name: "key", scope: !18, file: !3, line: 30, type: !7)
!26 = !DILocation(line: 30, column: 7, scope: !18)
!27 = !DILocalVariable(name: "sorted", scope: !18, file: !3, line: 31, type: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 192, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 6)
!31 = !DILocation(line: 31, column: 7, scope: !18)
!32 = !DILocation(line: 32, column: 22, scope: !18)
!33 = !DILocation(line: 32, column: 3, scope: !18)
!34 = !DILocation(line: 33, column: 22, scope: !18)
!35 = !DILocation(line: 33, column: 3, scope: !18)
!36 = !DILocalVariable(name: "v", scope: !18, file: !3, line: 34, type: !7)
!37 = !DILocation(line: 34, column: 7, scope: !18)
!38 = !DILocation(line: 34, column: 18, scope: !18)
!39 = !DILocation(line: 34, column: 11, scope: !18)
!40 = !DILocation(line: 35, column: 7, scope: !41)
!41 = distinct !DILexicalBlock(scope: !18, file: !3, line: 35, column: 7)
!42 = !DILocation(line: 35, column: 9, scope: !41)
!43 = !DILocation(line: 35, column: 14, scope: !41)
!44 = !DILocation(line: 35, column: 29, scope: !41)
!45 = !DILocation(line: 35, column: 40, scope: !41)
!46 = !DILocation(line: 35, column: 17, scope: !41)
!47 = !DILocation(line: 35, column: 45, scope: !41)
!48 = !DILocation(line: 35, column: 7, scope: !18)
!49 = !DILocation(line: 36, column: 5, scope: !41)
!50 = !DILocation(line: 37, column: 10, scope: !18)
!51 = !DILocation(line: 37, column: 3, scope: !18)
!52 = !DILocation(line: 38, column: 1, scope: !18)
!53 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 8, type: !54, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!54 = !DISubroutineType(types: !55)
!55 = !{!7, !23}
!56 = !DILocalVariable(name: "i", arg: 1, scope: !53, file: !3, line: 8, type: !23)
!57 = !DILocation(line: 8, column: 28, scope: !53)
!58 = !DILocation(line: 9, column: 7, scope: !59)
!59 = distinct !DILexicalBlock(scope: !53, file: !3, line: 9, column: 7)
!60 = !DILocation(line: 9, column: 9, scope: !59)
!61 = !DILocation(line: 9, column: 7, scope: !53)
!62 = !DILocation(line: 10, column: 5, scope: !59)
!63 = !DILocation(line: 11, column: 16, scope: !53)
!64 = !DILocation(line: 11, column: 10, scope: !53)
!65 = !DILocation(line: 11, column: 3, scope: !53)
!66 = !DILocation(line: 12, column: 1, scope: !53)
!67 = distinct !DISubprogram(name: "bsearch_int", scope: !3, file: !3, line: 14, type: !68, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !21)
!68 = !DISubroutineType(types: !69)
!69 = !{!7, !70, !7, !7}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!71 = !DILocalVariable(name: "a", arg: 1, scope: !67, file: !3, line: 14, type: !70)
!72 = !DILocation(line: 14, column: 35, scope: !67)
!73 = !DILocalVariable(name: "n", arg: 2, scope: !67, file: !3, line: 14, type: !7)
!74 = !DILocation(line: 14, column: 42, scope: !67)
!75 = !DILocalVariable(name: "key", arg: 3, scope: !67, file: !3, line: 14, type: !7)
!76 = !DILocation(line: 14, column: 49, scope: !67)
!77 = !DILocalVariable(name: "lo", scope: !67, file: !3, line: 15, type: !7)
!78 = !DILocation(line: 15, column: 7, scope: !67)
!79 = !DILocalVariable(name: "hi", scope: !67, file: !3, line: 15, type: !7)
!80 = !DILocation(line: 15, column: 15, scope: !67)
!81 = !DILocation(line: 15, column: 20, scope: !67)
!82 = !DILocation(line: 15, column: 22, scope: !67)
!83 = !DILocation(line: 16, column: 3, scope: !67)
!84 = !DILocation(line: 16, column: 10, scope: !67)
!85 = !DILocation(line: 16, column: 16, scope: !67)
!86 = !DILocation(line: 16, column: 13, scope: !67)
!87 = !DILocalVariable(name: "mid", scope: !88, file: !3, line: 17, type: !7)
!88 = distinct !DILexicalBlock(scope: !67, file: !3, line: 16, column: 20)
!89 = !DILocation(line: 17, column: 9, scope: !88)
!90 = !DILocation(line: 17, column: 15, scope: !88)
!91 = !DILocation(line: 17, column: 21, scope: !88)
!92 = !DILocation(line: 17, column: 26, scope: !88)
!93 = !DILocation(line: 17, column: 24, scope: !88)
!94 = !DILocation(line: 17, column: 30, scope: !88)
!95 = !DILocation(line: 17, column: 18, scope: !88)
!96 = !DILocation(line: 18, column: 9, scope: !97)
!97 = distinct !DILexicalBlock(scope: !88, file: !3, line: 18, column: 9)
!98 = !DILocation(line: 18, column: 11, scope: !97)
!99 = !DILocation(line: 18, column: 19, scope: !97)
!100 = !DILocation(line: 18, column: 16, scope: !97)
!101 = !DILocation(line: 18, column: 9, scope: !88)
!102 = !DILocation(line: 19, column: 14, scope: !97)
!103 = !DILocation(line: 19, column: 7, scope: !97)
!104 = !DILocation(line: 20, column: 9, scope: !105)
!105 = distinct !DILexicalBlock(scope: !88, file: !3, line: 20, column: 9)
!106 = !DILocation(line: 20, column: 11, scope: !105)
!107 = !DILocation(line: 20, column: 18, scope: !105)
!108 = !DILocation(line: 20, column: 16, scope: !105)
!109 = !DILocation(line: 20, column: 9, scope: !88)
!110 = !DILocation(line: 21, column: 12, scope: !105)
!111 = !DILocation(line: 21, column: 16, scope: !105)
!112 = !DILocation(line: 21, column: 10, scope: !105)
!113 = !DILocation(line: 21, column: 7, scope: !105)
!114 = !DILocation(line: 23, column: 12, scope: !105)
!115 = !DILocation(line: 23, column: 16, scope: !105)
!116 = !DILocation(line: 23, column: 10, scope: !105)
!117 = distinct !{!117, !83, !118, !119}
!118 = !DILocation(line: 24, column: 3, scope: !67)
!119 = !{!"llvm.loop.mustprogress"}
!120 = !DILocation(line: 25, column: 3, scope: !67)
!121 = !DILocation(line: 26, column: 1, scope: !67)
