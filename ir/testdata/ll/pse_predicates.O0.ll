; ModuleID = '../testdata/programs/pse_predicates.c'
source_filename = "../testdata/programs/pse_predicates.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@tab = dso_local global [8 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7], align 16, !dbg !0
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"d\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"e\00", align 1
@sink = dso_local global i32 0, align 4, !dbg !5

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !19 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !23, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %3, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %4, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %5, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %6, metadata !31, metadata !DIExpression()), !dbg !32
  %10 = bitcast i32* %2 to i8*, !dbg !33
  call void @klee_make_symbolic(i8* noundef %10, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !34
  %11 = bitcast i32* %3 to i8*, !dbg !35
  call void @klee_make_symbolic(i8* noundef %11, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !36
  %12 = bitcast i32* %4 to i8*, !dbg !37
  call void @klee_make_symbolic(i8* noundef %12, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)), !dbg !38
  %13 = bitcast i32* %5 to i8*, !dbg !39
  call void @klee_make_symbolic(i8* noundef %13, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)), !dbg !40
  %14 = bitcast i32* %6 to i8*, !dbg !41
  call void @klee_make_symbolic(i8* noundef %14, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0)), !dbg !42
  call void @llvm.dbg.declare(metadata i8* %7, metadata !43, metadata !DIExpression()), !dbg !45
  store i8 121, i8* %7, align 1, !dbg !45
  call void @llvm.dbg.declare(metadata i32* %8, metadata !46, metadata !DIExpression()), !dbg !47
  store i32 4, i32* %8, align 4, !dbg !47
  call void @llvm.dbg.declare(metadata i32* %9, metadata !48, metadata !DIExpression()), !dbg !49
  store i32 2, i32* %9, align 4, !dbg !49
  %15 = load i32, i32* %5, align 4, !dbg !50
  %16 = icmp sgt i32 %15, 0, !dbg !52
  br i1 %16, label %17, label %18, !dbg !53

17:                                               ; preds = %0
  store i32 3, i32* %8, align 4, !dbg !54
  br label %18, !dbg !55

18:                                               ; preds = %17, %0
  %19 = load i32, i32* %6, align 4, !dbg !56
  %20 = icmp sgt i32 %19, 0, !dbg !58
  br i1 %20, label %21, label %22, !dbg !59

21:                                               ; preds = %18
  store i32 1, i32* %9, align 4, !dbg !60
  br label %22, !dbg !61

22:                                               ; preds = %21, %18
  %23 = load i32, i32* %2, align 4, !dbg !62
  %24 = icmp sgt i32 %23, 0, !dbg !64
  br i1 %24, label %25, label %26, !dbg !65

25:                                               ; preds = %22
  store i8 120, i8* %7, align 1, !dbg !66
  br label %26, !dbg !67

26:                                               ; preds = %25, %22
  %27 = load i32, i32* %3, align 4, !dbg !68
  %28 = icmp eq i32 %27, 3, !dbg !70
  br i1 %28, label %29, label %30, !dbg !71

29:                                               ; preds = %26
  store i32 1, i32* @sink, align 4, !dbg !72
  br label %31, !dbg !73

30:                                               ; preds = %26
  store i32 2, i32* @sink, align 4, !dbg !74
  br label %31

31:                                               ; preds = %30, %29
  %32 = load i8, i8* %7, align 1, !dbg !75
  %33 = sext i8 %32 to i32, !dbg !75
  %34 = icmp ne i32 %33, 0, !dbg !77
  br i1 %34, label %35, label %38, !dbg !78

35:                                               ; preds = %31
  %36 = load i32, i32* @sink, align 4, !dbg !79
  %37 = add nsw i32 %36, 10, !dbg !79
  store i32 %37, i32* @sink, align 4, !dbg !79
  br label %38, !dbg !80

38:                                               ; preds = %35, %31
  %39 = load i32, i32* %9, align 4, !dbg !81
  %40 = icmp sgt i32 %39, 1, !dbg !83
  br i1 %40, label %41, label %44, !dbg !84

41:                                               ; preds = %38
  %42 = load i32, i32* @sink, align 4, !dbg !85
  %43 = add nsw i32 %42, 100, !dbg !85
  store i32 %43, i32* @sink, align 4, !dbg !85
  br label %44, !dbg !86

44:                                               ; preds = %41, %38
  %45 = load i32, i32* %4, align 4, !dbg !87
  %46 = load i32, i32* %8, align 4, !dbg !89
  %47 = sext i32 %46 to i64, !dbg !90
  %48 = getelementptr inbounds [8 x i32], [8 x i32]* @tab, i64 0, i64 %47, !dbg !90
  %49 = load i32, i32* %48, align 4, !dbg !90
  %50 = icmp sgt i32 %45, %49, !dbg !91
  br i1 %50, label %51, label %52, !dbg !92

51:                                               ; preds = %44
  store i32 1, i32* %1, align 4, !dbg !93
  br label %53, !dbg !93

52:                                               ; preds = %44
  store i32 2, i32* %1, align 4, !dbg !94
  br label %53, !dbg !94

53:                                               ; preds = %52, %51
  %54 = load i32, i32* %1, align 4, !dbg !95
  ret i32 %54, !dbg !95
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tab", scope: !2, file: !3, line: 13, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "../testdata/programs/pse_predicates.c", directory: ".", checksumkind: CSK_MD5, checksum: "976f92f205ee4e25f11d93bca3c7d820")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "sink", scope: !2, file: !3, line: 12, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 256, elements: !9)
!9 = !{!10}
!10 = !DISubrange(count: 8)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !20, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!7}
!22 = !{}
!23 = !DILocalVariable(name: "a", scope: !19, file: !3, line: 16, type: !7)
!24 = !DILocation(line: 16, column: 7, scope: !19)
!25 = !DILocalVariable(name: "b", scope: !19, file: !3, line: 16, type: !7)
!26 = !DILocation(line: 16, column: 10, scope: !19)
!27 = !DILocalVariable(name: "c", scope: !19, file: !3, line: 16, type: !7)
!28 = !DILocation(line: 16, column: 13, scope: !19)
!29 = !DILocalVariable(name: "d", scope: !19, file: !3, line: 16, type: !7)
!30 = !DILocation(line: 16, column: 16, scope: !19)
!31 = !DILocalVariable(name: "e", scope: !19, file: !3, line: 16, type: !7)
!32 = !DILocation(line: 16, column: 19, scope: !19)
!33 = !DILocation(line: 17, column: 22, scope: !19)
!34 = !DILocation(line: 17, column: 3, scope: !19)
!35 = !DILocation(line: 18, column: 22, scope: !19)
!36 = !DILocation(line: 18, column: 3, scope: !19)
!37 = !DILocation(line: 19, column: 22, scope: !19)
!38 = !DILocation(line: 19, column: 3, scope: !19)
!39 = !DILocation(line: 20, column: 22, scope: !19)
!40 = !DILocation(line: 20, column: 3, scope: !19)
!41 = !DILocation(line: 21, column: 22, scope: !19)
!42 = !DILocation(line: 21, column: 3, scope: !19)
!43 = !DILocalVariable(name: "ch", scope: !19, file: !3, line: 22, type: !44)
!44 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!45 = !DILocation(line: 22, column: 8, scope: !19)
!46 = !DILocalVariable(name: "k", scope: !19, file: !3, line: 23, type: !7)
!47 = !DILocation(line: 23, column: 7, scope: !19)
!48 = !DILocalVariable(name: "m", scope: !19, file: !3, line: 23, type: !7)
!49 = !DILocation(line: 23, column: 14, scope: !19)
!50 = !DILocation(line: 24, column: 7, scope: !51)
!51 = distinct !DILexicalBlock(scope: !19, file: !3, line: 24, column: 7)
!52 = !DILocation(line: 24, column: 9, scope: !51)
!53 = !DILocation(line: 24, column: 7, scope: !19)
!54 = !DILocation(line: 25, column: 7, scope: !51)
!55 = !DILocation(line: 25, column: 5, scope: !51)
!56 = !DILocation(line: 26, column: 7, scope: !57)
!57 = distinct !DILexicalBlock(scope: !19, file: !3, line: 26, column: 7)
!58 = !DILocation(line: 26, column: 9, scope: !57)
!59 = !DILocation(line: 26, column: 7, scope: !19)
!60 = !DILocation(line: 27, column: 7, scope: !57)
!61 = !DILocation(line: 27, column: 5, scope: !57)
!62 = !DILocation(line: 28, column: 7, scope: !63)
!63 = distinct !DILexicalBlock(scope: !19, file: !3, line: 28, column: 7)
!64 = !DILocation(line: 28, column: 9, scope: !63)
!65 = !DILocation(line: 28, column: 7, scope: !19)
!66 = !DILocation(line: 29, column: 8, scope: !63)
!67 = !DILocation(line: 29, column: 5, scope: !63)
!68 = !DILocation(line: 30, column: 7, scope: !69)
!69 = distinct !DILexicalBlock(scope: !19, file: !3, line: 30, column: 7)
!70 = !DILocation(line: 30, column: 9, scope: !69)
!71 = !DILocation(line: 30, column: 7, scope: !19)
!72 = !DILocation(line: 31, column: 10, scope: !69)
!73 = !DILocation(line: 31, column: 5, scope: !69)
!74 = !DILocation(line: 33, column: 10, scope: !69)
!75 = !DILocation(line: 34, column: 7, scope: !76)
!76 = distinct !DILexicalBlock(scope: !19, file: !3, line: 34, column: 7)
!77 = !DILocation(line: 34, column: 10, scope: !76)
!78 = !DILocation(line: 34, column: 7, scope: !19)
!79 = !DILocation(line: 35, column: 10, scope: !76)
!80 = !DILocation(line: 35, column: 5, scope: !76)
!81 = !DILocation(line: 36, column: 7, scope: !82)
!82 = distinct !DILexicalBlock(scope: !19, file: !3, line: 36, column: 7)
!83 = !DILocation(line: 36, column: 9, scope: !82)
!84 = !DILocation(line: 36, column: 7, scope: !19)
!85 = !DILocation(line: 37, column: 10, scope: !82)
!86 = !DILocation(line: 37, column: 5, scope: !82)
!87 = !DILocation(line: 38, column: 7, scope: !88)
!88 = distinct !DILexicalBlock(scope: !19, file: !3, line: 38, column: 7)
!89 = !DILocation(line: 38, column: 15, scope: !88)
!90 = !DILocation(line: 38, column: 11, scope: !88)
!91 = !DILocation(line: 38, column: 9, scope: !88)
!92 = !DILocation(line: 38, column: 7, scope: !19)
!93 = !DILocation(line: 39, column: 5, scope: !88)
!94 = !DILocation(line: 40, column: 3, scope: !19)
!95 = !DILocation(line: 41, column: 1, scope: !19)
