; ModuleID = '../testdata/programs/pse_fig3.c'
source_filename = "../testdata/programs/pse_fig3.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"y\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"d\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"e\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"e > 0\00", align 1
@.str.8 = private unnamed_addr constant [32 x i8] c"../testdata/programs/pse_fig3.c\00", align 1
@__func__.main = private unnamed_addr constant [5 x i8] c"main\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %3, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %4, metadata !19, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.declare(metadata i32* %5, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %6, metadata !23, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %7, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %8, metadata !27, metadata !DIExpression()), !dbg !28
  %9 = bitcast i32* %2 to i8*, !dbg !29
  call void @klee_make_symbolic(i8* noundef %9, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !30
  %10 = bitcast i32* %3 to i8*, !dbg !31
  call void @klee_make_symbolic(i8* noundef %10, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !32
  %11 = bitcast i32* %4 to i8*, !dbg !33
  call void @klee_make_symbolic(i8* noundef %11, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)), !dbg !34
  %12 = bitcast i32* %5 to i8*, !dbg !35
  call void @klee_make_symbolic(i8* noundef %12, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)), !dbg !36
  %13 = bitcast i32* %6 to i8*, !dbg !37
  call void @klee_make_symbolic(i8* noundef %13, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0)), !dbg !38
  %14 = bitcast i32* %7 to i8*, !dbg !39
  call void @klee_make_symbolic(i8* noundef %14, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i64 0, i64 0)), !dbg !40
  %15 = bitcast i32* %8 to i8*, !dbg !41
  call void @klee_make_symbolic(i8* noundef %15, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0)), !dbg !42
  %16 = load i32, i32* %2, align 4, !dbg !43
  %17 = icmp sgt i32 %16, 0, !dbg !45
  br i1 %17, label %18, label %30, !dbg !46

18:                                               ; preds = %0
  %19 = load i32, i32* %4, align 4, !dbg !47
  %20 = add nsw i32 %19, 1, !dbg !47
  store i32 %20, i32* %4, align 4, !dbg !47
  %21 = load i32, i32* %4, align 4, !dbg !49
  %22 = icmp sgt i32 %21, 0, !dbg !51
  br i1 %22, label %23, label %26, !dbg !52

23:                                               ; preds = %18
  %24 = load i32, i32* %5, align 4, !dbg !53
  %25 = add nsw i32 %24, 1, !dbg !53
  store i32 %25, i32* %5, align 4, !dbg !53
  br label %29, !dbg !54

26:                                               ; preds = %18
  %27 = load i32, i32* %5, align 4, !dbg !55
  %28 = add nsw i32 %27, -1, !dbg !55
  store i32 %28, i32* %5, align 4, !dbg !55
  br label %29

29:                                               ; preds = %26, %23
  br label %33, !dbg !56

30:                                               ; preds = %0
  %31 = load i32, i32* %4, align 4, !dbg !57
  %32 = add nsw i32 %31, -1, !dbg !57
  store i32 %32, i32* %4, align 4, !dbg !57
  br label %33

33:                                               ; preds = %30, %29
  %34 = load i32, i32* %3, align 4, !dbg !58
  %35 = icmp sgt i32 %34, 0, !dbg !60
  br i1 %35, label %36, label %50, !dbg !61

36:                                               ; preds = %33
  %37 = load i32, i32* %6, align 4, !dbg !62
  %38 = add nsw i32 %37, 1, !dbg !62
  store i32 %38, i32* %6, align 4, !dbg !62
  %39 = load i32, i32* %8, align 4, !dbg !64
  %40 = add nsw i32 %39, 1, !dbg !64
  store i32 %40, i32* %8, align 4, !dbg !64
  %41 = load i32, i32* %6, align 4, !dbg !65
  %42 = icmp sgt i32 %41, 0, !dbg !67
  br i1 %42, label %43, label %46, !dbg !68

43:                                               ; preds = %36
  %44 = load i32, i32* %7, align 4, !dbg !69
  %45 = add nsw i32 %44, 1, !dbg !69
  store i32 %45, i32* %7, align 4, !dbg !69
  br label %49, !dbg !70

46:                                               ; preds = %36
  %47 = load i32, i32* %7, align 4, !dbg !71
  %48 = add nsw i32 %47, -1, !dbg !71
  store i32 %48, i32* %7, align 4, !dbg !71
  br label %49

49:                                               ; preds = %46, %43
  br label %53, !dbg !72

50:                                               ; preds = %33
  %51 = load i32, i32* %8, align 4, !dbg !73
  %52 = add nsw i32 %51, -1, !dbg !73
  store i32 %52, i32* %8, align 4, !dbg !73
  br label %53

53:                                               ; preds = %50, %49
  %54 = load i32, i32* %8, align 4, !dbg !74
  %55 = icmp sgt i32 %54, 0, !dbg !74
  br i1 %55, label %56, label %57, !dbg !74

56:                                               ; preds = %53
  br label %58, !dbg !74

57:                                               ; preds = %53
  call void @__assert_fail(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.8, i64 0, i64 0), i32 noundef 31, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @__func__.main, i64 0, i64 0)), !dbg !74
  br label %58, !dbg !74

58:                                               ; preds = %57, %56
  %59 = load i32, i32* %4, align 4, !dbg !75
  %60 = load i32, i32* %5, align 4, !dbg !76
  %61 = add nsw i32 %59, %60, !dbg !77
  %62 = load i32, i32* %6, align 4, !dbg !78
  %63 = add nsw i32 %61, %62, !dbg !79
  %64 = load i32, i32* %7, align 4, !dbg !80
  %65 = add nsw i32 %63, %64, !dbg !81
  ret i32 %65, !dbg !82
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/programs/pse_fig3.c", directory: ".", checksumkind: CSK_MD5, checksum: "43f135e6482ea669ad1a41ee647807d7")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 7, type: !13)
!16 = !DILocation(line: 7, column: 7, scope: !10)
!17 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 7, type: !13)
!18 = !DILocation(line: 7, column: 10, scope: !10)
!19 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 7, type: !13)
!20 = !DILocation(line: 7, column: 13, scope: !10)
!21 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 7, type: !13)
!22 = !DILocation(line: 7, column: 16, scope: !10)
!23 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 7, type: !13)
!24 = !DILocation(line: 7, column: 19, scope: !10)
!25 = !DILocalVariable(name: "d", scope: !10, file: !1, line: 7, type: !13)
!26 = !DILocation(line: 7, column: 22, scope: !10)
!27 = !DILocalVariable(name: "e", scope: !10, file: !1, line: 7, type: !13)
!28 = !DILocation(line: 7, column: 25, scope: !10)
!29 = !DILocation(line: 8, column: 22, scope: !10)
!30 = !DILocation(line: 8, column: 3, scope: !10)
!31 = !DILocation(line: 9, column: 22, scope: !10)
!32 = !DILocation(line: 9, column: 3, scope: !10)
!33 = !DILocation(line: 10, column: 22, scope: !10)
!34 = !DILocation(line: 10, column: 3, scope: !10)
!35 = !DILocation(line: 11, column: 22, scope: !10)
!36 = !DILocation(line: 11, column: 3, scope: !10)
!37 = !DILocation(line: 12, column: 22, scope: !10)
!38 = !DILocation(line: 12, column: 3, scope: !10)
!39 = !DILocation(line: 13, column: 22, scope: !10)
!40 = !DILocation(line: 13, column: 3, scope: !10)
!41 = !DILocation(line: 14, column: 22, scope: !10)
!42 = !DILocation(line: 14, column: 3, scope: !10)
!43 = !DILocation(line: 15, column: 7, scope: !44)
!44 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 7)
!45 = !DILocation(line: 15, column: 9, scope: !44)
!46 = !DILocation(line: 15, column: 7, scope: !10)
!47 = !DILocation(line: 16, column: 6, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !1, line: 15, column: 14)
!49 = !DILocation(line: 17, column: 9, scope: !50)
!50 = distinct !DILexicalBlock(scope: !48, file: !1, line: 17, column: 9)
!51 = !DILocation(line: 17, column: 11, scope: !50)
!52 = !DILocation(line: 17, column: 9, scope: !48)
!53 = !DILocation(line: 18, column: 8, scope: !50)
!54 = !DILocation(line: 18, column: 7, scope: !50)
!55 = !DILocation(line: 20, column: 8, scope: !50)
!56 = !DILocation(line: 21, column: 3, scope: !48)
!57 = !DILocation(line: 22, column: 6, scope: !44)
!58 = !DILocation(line: 23, column: 7, scope: !59)
!59 = distinct !DILexicalBlock(scope: !10, file: !1, line: 23, column: 7)
!60 = !DILocation(line: 23, column: 9, scope: !59)
!61 = !DILocation(line: 23, column: 7, scope: !10)
!62 = !DILocation(line: 24, column: 6, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !1, line: 23, column: 14)
!64 = !DILocation(line: 24, column: 11, scope: !63)
!65 = !DILocation(line: 25, column: 9, scope: !66)
!66 = distinct !DILexicalBlock(scope: !63, file: !1, line: 25, column: 9)
!67 = !DILocation(line: 25, column: 11, scope: !66)
!68 = !DILocation(line: 25, column: 9, scope: !63)
!69 = !DILocation(line: 26, column: 8, scope: !66)
!70 = !DILocation(line: 26, column: 7, scope: !66)
!71 = !DILocation(line: 28, column: 8, scope: !66)
!72 = !DILocation(line: 29, column: 3, scope: !63)
!73 = !DILocation(line: 30, column: 6, scope: !59)
!74 = !DILocation(line: 31, column: 3, scope: !10)
!75 = !DILocation(line: 32, column: 10, scope: !10)
!76 = !DILocation(line: 32, column: 14, scope: !10)
!77 = !DILocation(line: 32, column: 12, scope: !10)
!78 = !DILocation(line: 32, column: 18, scope: !10)
!79 = !DILocation(line: 32, column: 16, scope: !10)
!80 = !DILocation(line: 32, column: 22, scope: !10)
!81 = !DILocation(line: 32, column: 20, scope: !10)
!82 = !DILocation(line: 32, column: 3, scope: !10)
