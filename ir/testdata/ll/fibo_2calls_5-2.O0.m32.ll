; ModuleID = '../testdata/testcomp/recursive-simple/fibo_2calls_5-2.c'
source_filename = "../testdata/testcomp/recursive-simple/fibo_2calls_5-2.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"fibo_2calls_5-2.c\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local void @reach_error() #0 !dbg !11 {
  call void @__assert_fail(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i32 0, i32 0), i32 noundef 4, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0)) #4, !dbg !15
  unreachable, !dbg !15
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @fibo1(i32 noundef %0) #0 !dbg !16 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !20, metadata !DIExpression()), !dbg !21
  %4 = load i32, i32* %3, align 4, !dbg !22
  %5 = icmp slt i32 %4, 1, !dbg !24
  br i1 %5, label %6, label %7, !dbg !25

6:                                                ; preds = %1
  store i32 0, i32* %2, align 4, !dbg !26
  br label %19, !dbg !26

7:                                                ; preds = %1
  %8 = load i32, i32* %3, align 4, !dbg !28
  %9 = icmp eq i32 %8, 1, !dbg !30
  br i1 %9, label %10, label %11, !dbg !31

10:                                               ; preds = %7
  store i32 1, i32* %2, align 4, !dbg !32
  br label %19, !dbg !32

11:                                               ; preds = %7
  %12 = load i32, i32* %3, align 4, !dbg !34
  %13 = sub nsw i32 %12, 1, !dbg !36
  %14 = call i32 @fibo2(i32 noundef %13), !dbg !37
  %15 = load i32, i32* %3, align 4, !dbg !38
  %16 = sub nsw i32 %15, 2, !dbg !39
  %17 = call i32 @fibo2(i32 noundef %16), !dbg !40
  %18 = add nsw i32 %14, %17, !dbg !41
  store i32 %18, i32* %2, align 4, !dbg !42
  br label %19, !dbg !42

19:                                               ; preds = %11, %10, %6
  %20 = load i32, i32* %2, align 4, !dbg !43
  ret i32 %20, !dbg !43
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @fibo2(i32 noundef %0) #0 !dbg !44 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !45, metadata !DIExpression()), !dbg !46
  %4 = load i32, i32* %3, align 4, !dbg !47
  %5 = icmp slt i32 %4, 1, !dbg !49
  br i1 %5, label %6, label %7, !dbg !50

6:                                                ; preds = %1
  store i32 0, i32* %2, align 4, !dbg !51
  br label %19, !dbg !51

7:                                                ; preds = %1
  %8 = load i32, i32* %3, align 4, !dbg !53
  %9 = icmp eq i32 %8, 1, !dbg !55
  br i1 %9, label %10, label %11, !dbg !56

10:                                               ; preds = %7
  store i32 1, i32* %2, align 4, !dbg !57
  br label %19, !dbg !57

11:                                               ; preds = %7
  %12 = load i32, i32* %3, align 4, !dbg !59
  %13 = sub nsw i32 %12, 1, !dbg !61
  %14 = call i32 @fibo1(i32 noundef %13), !dbg !62
  %15 = load i32, i32* %3, align 4, !dbg !63
  %16 = sub nsw i32 %15, 2, !dbg !64
  %17 = call i32 @fibo1(i32 noundef %16), !dbg !65
  %18 = add nsw i32 %14, %17, !dbg !66
  store i32 %18, i32* %2, align 4, !dbg !67
  br label %19, !dbg !67

19:                                               ; preds = %11, %10, %6
  %20 = load i32, i32* %2, align 4, !dbg !68
  ret i32 %20, !dbg !68
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !69 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !72, metadata !DIExpression()), !dbg !73
  store i32 5, i32* %2, align 4, !dbg !73
  call void @llvm.dbg.declare(metadata i32* %3, metadata !74, metadata !DIExpression()), !dbg !75
  %4 = load i32, i32* %2, align 4, !dbg !76
  %5 = call i32 @fibo1(i32 noundef %4), !dbg !77
  store i32 %5, i32* %3, align 4, !dbg !75
  %6 = load i32, i32* %3, align 4, !dbg !78
  %7 = icmp eq i32 %6, 5, !dbg !80
  br i1 %7, label %8, label %10, !dbg !81

8:                                                ; preds = %0
  br label %9, !dbg !82

9:                                                ; preds = %8
  call void @llvm.dbg.label(metadata !83), !dbg !85
  call void @reach_error(), !dbg !86
  call void @abort() #5, !dbg !88
  unreachable, !dbg !88

10:                                               ; preds = %0
  ret i32 0, !dbg !89
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #2

; Function Attrs: noreturn
declare void @abort() #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback noreturn nounwind }
attributes #5 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/testcomp/recursive-simple/fibo_2calls_5-2.c", directory: ".", checksumkind: CSK_MD5, checksum: "a2766df6bd2c6c49c5bc882b2d4f04dd")
!2 = !{i32 1, !"NumRegisterParameters", i32 0}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 1}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "reach_error", scope: !1, file: !1, line: 4, type: !12, scopeLine: 4, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!12 = !DISubroutineType(types: !13)
!13 = !{null}
!14 = !{}
!15 = !DILocation(line: 4, column: 22, scope: !11)
!16 = distinct !DISubprogram(name: "fibo1", scope: !1, file: !1, line: 9, type: !17, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !19}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocalVariable(name: "n", arg: 1, scope: !16, file: !1, line: 9, type: !19)
!21 = !DILocation(line: 9, column: 15, scope: !16)
!22 = !DILocation(line: 10, column: 9, scope: !23)
!23 = distinct !DILexicalBlock(scope: !16, file: !1, line: 10, column: 9)
!24 = !DILocation(line: 10, column: 11, scope: !23)
!25 = !DILocation(line: 10, column: 9, scope: !16)
!26 = !DILocation(line: 11, column: 9, scope: !27)
!27 = distinct !DILexicalBlock(scope: !23, file: !1, line: 10, column: 16)
!28 = !DILocation(line: 12, column: 16, scope: !29)
!29 = distinct !DILexicalBlock(scope: !23, file: !1, line: 12, column: 16)
!30 = !DILocation(line: 12, column: 18, scope: !29)
!31 = !DILocation(line: 12, column: 16, scope: !23)
!32 = !DILocation(line: 13, column: 9, scope: !33)
!33 = distinct !DILexicalBlock(scope: !29, file: !1, line: 12, column: 24)
!34 = !DILocation(line: 15, column: 22, scope: !35)
!35 = distinct !DILexicalBlock(scope: !29, file: !1, line: 14, column: 12)
!36 = !DILocation(line: 15, column: 23, scope: !35)
!37 = !DILocation(line: 15, column: 16, scope: !35)
!38 = !DILocation(line: 15, column: 35, scope: !35)
!39 = !DILocation(line: 15, column: 36, scope: !35)
!40 = !DILocation(line: 15, column: 29, scope: !35)
!41 = !DILocation(line: 15, column: 27, scope: !35)
!42 = !DILocation(line: 15, column: 9, scope: !35)
!43 = !DILocation(line: 17, column: 1, scope: !16)
!44 = distinct !DISubprogram(name: "fibo2", scope: !1, file: !1, line: 19, type: !17, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!45 = !DILocalVariable(name: "n", arg: 1, scope: !44, file: !1, line: 19, type: !19)
!46 = !DILocation(line: 19, column: 15, scope: !44)
!47 = !DILocation(line: 20, column: 9, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !1, line: 20, column: 9)
!49 = !DILocation(line: 20, column: 11, scope: !48)
!50 = !DILocation(line: 20, column: 9, scope: !44)
!51 = !DILocation(line: 21, column: 9, scope: !52)
!52 = distinct !DILexicalBlock(scope: !48, file: !1, line: 20, column: 16)
!53 = !DILocation(line: 22, column: 16, scope: !54)
!54 = distinct !DILexicalBlock(scope: !48, file: !1, line: 22, column: 16)
!55 = !DILocation(line: 22, column: 18, scope: !54)
!56 = !DILocation(line: 22, column: 16, scope: !48)
!57 = !DILocation(line: 23, column: 9, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !1, line: 22, column: 24)
!59 = !DILocation(line: 25, column: 22, scope: !60)
!60 = distinct !DILexicalBlock(scope: !54, file: !1, line: 24, column: 12)
!61 = !DILocation(line: 25, column: 23, scope: !60)
!62 = !DILocation(line: 25, column: 16, scope: !60)
!63 = !DILocation(line: 25, column: 35, scope: !60)
!64 = !DILocation(line: 25, column: 36, scope: !60)
!65 = !DILocation(line: 25, column: 29, scope: !60)
!66 = !DILocation(line: 25, column: 27, scope: !60)
!67 = !DILocation(line: 25, column: 9, scope: !60)
!68 = !DILocation(line: 27, column: 1, scope: !44)
!69 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 37, type: !70, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!70 = !DISubroutineType(types: !71)
!71 = !{!19}
!72 = !DILocalVariable(name: "x", scope: !69, file: !1, line: 38, type: !19)
!73 = !DILocation(line: 38, column: 9, scope: !69)
!74 = !DILocalVariable(name: "result", scope: !69, file: !1, line: 39, type: !19)
!75 = !DILocation(line: 39, column: 9, scope: !69)
!76 = !DILocation(line: 39, column: 24, scope: !69)
!77 = !DILocation(line: 39, column: 18, scope: !69)
!78 = !DILocation(line: 40, column: 9, scope: !79)
!79 = distinct !DILexicalBlock(scope: !69, file: !1, line: 40, column: 9)
!80 = !DILocation(line: 40, column: 16, scope: !79)
!81 = !DILocation(line: 40, column: 9, scope: !69)
!82 = !DILocation(line: 40, column: 22, scope: !79)
!83 = !DILabel(scope: !84, name: "ERROR", file: !1, line: 41)
!84 = distinct !DILexicalBlock(scope: !79, file: !1, line: 40, column: 22)
!85 = !DILocation(line: 41, column: 9, scope: !84)
!86 = !DILocation(line: 41, column: 17, scope: !87)
!87 = distinct !DILexicalBlock(scope: !84, file: !1, line: 41, column: 16)
!88 = !DILocation(line: 41, column: 31, scope: !87)
!89 = !DILocation(line: 43, column: 5, scope: !69)
