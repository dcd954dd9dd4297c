; ModuleID = '../testdata/programs/arith.c'
source_filename = "../testdata/programs/arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"y\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"z\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"w\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.5 = private unnamed_addr constant [29 x i8] c"../testdata/programs/arith.c\00", align 1
@__func__.main = private unnamed_addr constant [5 x i8] c"main\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !15, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.declare(metadata i32* %3, metadata !18, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata i32* %4, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %5, metadata !22, metadata !DIExpression()), !dbg !23
  %7 = bitcast i32* %2 to i8*, !dbg !24
  call void @klee_make_symbolic(i8* noundef %7, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !25
  %8 = bitcast i32* %3 to i8*, !dbg !26
  call void @klee_make_symbolic(i8* noundef %8, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !27
  %9 = bitcast i32* %4 to i8*, !dbg !28
  call void @klee_make_symbolic(i8* noundef %9, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)), !dbg !29
  %10 = bitcast i32* %5 to i8*, !dbg !30
  call void @klee_make_symbolic(i8* noundef %10, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %6, metadata !32, metadata !DIExpression()), !dbg !33
  store i32 0, i32* %6, align 4, !dbg !33
  %11 = load i32, i32* %2, align 4, !dbg !34
  %12 = icmp ugt i32 %11, 1, !dbg !36
  br i1 %12, label %13, label %30, !dbg !37

13:                                               ; preds = %0
  %14 = load i32, i32* %3, align 4, !dbg !38
  %15 = icmp ugt i32 %14, 1, !dbg !39
  br i1 %15, label %16, label %30, !dbg !40

16:                                               ; preds = %13
  %17 = load i32, i32* %2, align 4, !dbg !41
  %18 = icmp ult i32 %17, 100000, !dbg !42
  br i1 %18, label %19, label %30, !dbg !43

19:                                               ; preds = %16
  %20 = load i32, i32* %3, align 4, !dbg !44
  %21 = icmp ult i32 %20, 100000, !dbg !45
  br i1 %21, label %22, label %30, !dbg !46

22:                                               ; preds = %19
  %23 = load i32, i32* %2, align 4, !dbg !47
  %24 = load i32, i32* %3, align 4, !dbg !48
  %25 = mul i32 %23, %24, !dbg !49
  %26 = icmp eq i32 %25, 1234567, !dbg !50
  br i1 %26, label %27, label %30, !dbg !51

27:                                               ; preds = %22
  %28 = load i32, i32* %6, align 4, !dbg !52
  %29 = or i32 %28, 1, !dbg !52
  store i32 %29, i32* %6, align 4, !dbg !52
  br label %30, !dbg !53

30:                                               ; preds = %27, %22, %19, %16, %13, %0
  %31 = load i32, i32* %4, align 4, !dbg !54
  %32 = urem i32 %31, 97, !dbg !56
  %33 = icmp eq i32 %32, 13, !dbg !57
  br i1 %33, label %34, label %44, !dbg !58

34:                                               ; preds = %30
  %35 = load i32, i32* %4, align 4, !dbg !59
  %36 = udiv i32 %35, 7, !dbg !60
  %37 = icmp ugt i32 %36, 1000, !dbg !61
  br i1 %37, label %38, label %44, !dbg !62

38:                                               ; preds = %34
  %39 = load i32, i32* %4, align 4, !dbg !63
  %40 = icmp ult i32 %39, 20000, !dbg !64
  br i1 %40, label %41, label %44, !dbg !65

41:                                               ; preds = %38
  %42 = load i32, i32* %6, align 4, !dbg !66
  %43 = or i32 %42, 2, !dbg !66
  store i32 %43, i32* %6, align 4, !dbg !66
  br label %44, !dbg !67

44:                                               ; preds = %41, %38, %34, %30
  %45 = load i32, i32* %5, align 4, !dbg !68
  %46 = load i32, i32* %5, align 4, !dbg !70
  %47 = shl i32 %46, 3, !dbg !71
  %48 = xor i32 %45, %47, !dbg !72
  %49 = icmp eq i32 %48, -559038737, !dbg !73
  br i1 %49, label %50, label %53, !dbg !74

50:                                               ; preds = %44
  %51 = load i32, i32* %6, align 4, !dbg !75
  %52 = or i32 %51, 4, !dbg !75
  store i32 %52, i32* %6, align 4, !dbg !75
  br label %53, !dbg !76

53:                                               ; preds = %50, %44
  %54 = load i32, i32* %6, align 4, !dbg !77
  %55 = icmp eq i32 %54, 7, !dbg !79
  br i1 %55, label %56, label %57, !dbg !80

56:                                               ; preds = %53
  call void @__assert_fail(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.5, i64 0, i64 0), i32 noundef 19, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @__func__.main, i64 0, i64 0)), !dbg !81
  br label %57, !dbg !81

57:                                               ; preds = %56, %53
  %58 = load i32, i32* %6, align 4, !dbg !82
  ret i32 %58, !dbg !83
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
!1 = !DIFile(filename: "../testdata/programs/arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "ce4ccedf4b87934ffac84e25a65b2c3a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 6, type: !16)
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!17 = !DILocation(line: 6, column: 12, scope: !10)
!18 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 6, type: !16)
!19 = !DILocation(line: 6, column: 15, scope: !10)
!20 = !DILocalVariable(name: "z", scope: !10, file: !1, line: 6, type: !16)
!21 = !DILocation(line: 6, column: 18, scope: !10)
!22 = !DILocalVariable(name: "w", scope: !10, file: !1, line: 6, type: !16)
!23 = !DILocation(line: 6, column: 21, scope: !10)
!24 = !DILocation(line: 7, column: 22, scope: !10)
!25 = !DILocation(line: 7, column: 3, scope: !10)
!26 = !DILocation(line: 8, column: 22, scope: !10)
!27 = !DILocation(line: 8, column: 3, scope: !10)
!28 = !DILocation(line: 9, column: 22, scope: !10)
!29 = !DILocation(line: 9, column: 3, scope: !10)
!30 = !DILocation(line: 10, column: 22, scope: !10)
!31 = !DILocation(line: 10, column: 3, scope: !10)
!32 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 11, type: !13)
!33 = !DILocation(line: 11, column: 7, scope: !10)
!34 = !DILocation(line: 12, column: 7, scope: !35)
!35 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 7)
!36 = !DILocation(line: 12, column: 9, scope: !35)
!37 = !DILocation(line: 12, column: 13, scope: !35)
!38 = !DILocation(line: 12, column: 16, scope: !35)
!39 = !DILocation(line: 12, column: 18, scope: !35)
!40 = !DILocation(line: 12, column: 22, scope: !35)
!41 = !DILocation(line: 12, column: 25, scope: !35)
!42 = !DILocation(line: 12, column: 27, scope: !35)
!43 = !DILocation(line: 12, column: 36, scope: !35)
!44 = !DILocation(line: 12, column: 39, scope: !35)
!45 = !DILocation(line: 12, column: 41, scope: !35)
!46 = !DILocation(line: 12, column: 50, scope: !35)
!47 = !DILocation(line: 12, column: 53, scope: !35)
!48 = !DILocation(line: 12, column: 57, scope: !35)
!49 = !DILocation(line: 12, column: 55, scope: !35)
!50 = !DILocation(line: 12, column: 59, scope: !35)
!51 = !DILocation(line: 12, column: 7, scope: !10)
!52 = !DILocation(line: 13, column: 7, scope: !35)
!53 = !DILocation(line: 13, column: 5, scope: !35)
!54 = !DILocation(line: 14, column: 7, scope: !55)
!55 = distinct !DILexicalBlock(scope: !10, file: !1, line: 14, column: 7)
!56 = !DILocation(line: 14, column: 9, scope: !55)
!57 = !DILocation(line: 14, column: 14, scope: !55)
!58 = !DILocation(line: 14, column: 20, scope: !55)
!59 = !DILocation(line: 14, column: 23, scope: !55)
!60 = !DILocation(line: 14, column: 25, scope: !55)
!61 = !DILocation(line: 14, column: 29, scope: !55)
!62 = !DILocation(line: 14, column: 36, scope: !55)
!63 = !DILocation(line: 14, column: 39, scope: !55)
!64 = !DILocation(line: 14, column: 41, scope: !55)
!65 = !DILocation(line: 14, column: 7, scope: !10)
!66 = !DILocation(line: 15, column: 7, scope: !55)
!67 = !DILocation(line: 15, column: 5, scope: !55)
!68 = !DILocation(line: 16, column: 8, scope: !69)
!69 = distinct !DILexicalBlock(scope: !10, file: !1, line: 16, column: 7)
!70 = !DILocation(line: 16, column: 13, scope: !69)
!71 = !DILocation(line: 16, column: 15, scope: !69)
!72 = !DILocation(line: 16, column: 10, scope: !69)
!73 = !DILocation(line: 16, column: 22, scope: !69)
!74 = !DILocation(line: 16, column: 7, scope: !10)
!75 = !DILocation(line: 17, column: 7, scope: !69)
!76 = !DILocation(line: 17, column: 5, scope: !69)
!77 = !DILocation(line: 18, column: 7, scope: !78)
!78 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 7)
!79 = !DILocation(line: 18, column: 9, scope: !78)
!80 = !DILocation(line: 18, column: 7, scope: !10)
!81 = !DILocation(line: 19, column: 5, scope: !78)
!82 = !DILocation(line: 20, column: 10, scope: !10)
!83 = !DILocation(line: 20, column: 3, scope: !10)
