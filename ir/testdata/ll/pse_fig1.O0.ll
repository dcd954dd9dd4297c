; ModuleID = '../testdata/programs/pse_fig1.c'
source_filename = "../testdata/programs/pse_fig1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"c\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %3, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %4, metadata !19, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.declare(metadata i32* %5, metadata !21, metadata !DIExpression()), !dbg !22
  %6 = bitcast i32* %2 to i8*, !dbg !23
  call void @klee_make_symbolic(i8* noundef %6, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !24
  %7 = bitcast i32* %3 to i8*, !dbg !25
  call void @klee_make_symbolic(i8* noundef %7, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !26
  %8 = bitcast i32* %4 to i8*, !dbg !27
  call void @klee_make_symbolic(i8* noundef %8, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)), !dbg !28
  %9 = load i32, i32* %2, align 4, !dbg !29
  %10 = icmp sle i32 %9, 0, !dbg !31
  br i1 %10, label %11, label %14, !dbg !32

11:                                               ; preds = %0
  %12 = load i32, i32* %2, align 4, !dbg !33
  %13 = add nsw i32 %12, 10, !dbg !34
  store i32 %13, i32* %2, align 4, !dbg !35
  br label %17, !dbg !36

14:                                               ; preds = %0
  %15 = load i32, i32* %2, align 4, !dbg !37
  %16 = sub nsw i32 %15, 10, !dbg !38
  store i32 %16, i32* %2, align 4, !dbg !39
  br label %17

17:                                               ; preds = %14, %11
  %18 = load i32, i32* %2, align 4, !dbg !40
  %19 = load i32, i32* %3, align 4, !dbg !42
  %20 = icmp sle i32 %18, %19, !dbg !43
  br i1 %20, label %21, label %25, !dbg !44

21:                                               ; preds = %17
  %22 = load i32, i32* %2, align 4, !dbg !45
  %23 = load i32, i32* %3, align 4, !dbg !46
  %24 = sub nsw i32 %22, %23, !dbg !47
  store i32 %24, i32* %5, align 4, !dbg !48
  br label %29, !dbg !49

25:                                               ; preds = %17
  %26 = load i32, i32* %2, align 4, !dbg !50
  %27 = load i32, i32* %3, align 4, !dbg !51
  %28 = add nsw i32 %26, %27, !dbg !52
  store i32 %28, i32* %5, align 4, !dbg !53
  br label %29

29:                                               ; preds = %25, %21
  %30 = load i32, i32* %5, align 4, !dbg !54
  %31 = load i32, i32* %4, align 4, !dbg !56
  %32 = icmp sgt i32 %30, %31, !dbg !57
  br i1 %32, label %33, label %34, !dbg !58

33:                                               ; preds = %29
  store i32 1, i32* %5, align 4, !dbg !59
  br label %35, !dbg !60

34:                                               ; preds = %29
  store i32 0, i32* %5, align 4, !dbg !61
  br label %35

35:                                               ; preds = %34, %33
  %36 = load i32, i32* %5, align 4, !dbg !62
  ret i32 %36, !dbg !63
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/programs/pse_fig1.c", directory: ".", checksumkind: CSK_MD5, checksum: "efb141ec112fec09aba7d8b24d811687")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 8, type: !13)
!16 = !DILocation(line: 8, column: 7, scope: !10)
!17 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 8, type: !13)
!18 = !DILocation(line: 8, column: 10, scope: !10)
!19 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 8, type: !13)
!20 = !DILocation(line: 8, column: 13, scope: !10)
!21 = !DILocalVariable(name: "res", scope: !10, file: !1, line: 8, type: !13)
!22 = !DILocation(line: 8, column: 16, scope: !10)
!23 = !DILocation(line: 9, column: 22, scope: !10)
!24 = !DILocation(line: 9, column: 3, scope: !10)
!25 = !DILocation(line: 10, column: 22, scope: !10)
!26 = !DILocation(line: 10, column: 3, scope: !10)
!27 = !DILocation(line: 11, column: 22, scope: !10)
!28 = !DILocation(line: 11, column: 3, scope: !10)
!29 = !DILocation(line: 12, column: 7, scope: !30)
!30 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 7)
!31 = !DILocation(line: 12, column: 9, scope: !30)
!32 = !DILocation(line: 12, column: 7, scope: !10)
!33 = !DILocation(line: 13, column: 9, scope: !30)
!34 = !DILocation(line: 13, column: 11, scope: !30)
!35 = !DILocation(line: 13, column: 7, scope: !30)
!36 = !DILocation(line: 13, column: 5, scope: !30)
!37 = !DILocation(line: 15, column: 9, scope: !30)
!38 = !DILocation(line: 15, column: 11, scope: !30)
!39 = !DILocation(line: 15, column: 7, scope: !30)
!40 = !DILocation(line: 16, column: 7, scope: !41)
!41 = distinct !DILexicalBlock(scope: !10, file: !1, line: 16, column: 7)
!42 = !DILocation(line: 16, column: 12, scope: !41)
!43 = !DILocation(line: 16, column: 9, scope: !41)
!44 = !DILocation(line: 16, column: 7, scope: !10)
!45 = !DILocation(line: 17, column: 11, scope: !41)
!46 = !DILocation(line: 17, column: 15, scope: !41)
!47 = !DILocation(line: 17, column: 13, scope: !41)
!48 = !DILocation(line: 17, column: 9, scope: !41)
!49 = !DILocation(line: 17, column: 5, scope: !41)
!50 = !DILocation(line: 19, column: 11, scope: !41)
!51 = !DILocation(line: 19, column: 15, scope: !41)
!52 = !DILocation(line: 19, column: 13, scope: !41)
!53 = !DILocation(line: 19, column: 9, scope: !41)
!54 = !DILocation(line: 20, column: 7, scope: !55)
!55 = distinct !DILexicalBlock(scope: !10, file: !1, line: 20, column: 7)
!56 = !DILocation(line: 20, column: 13, scope: !55)
!57 = !DILocation(line: 20, column: 11, scope: !55)
!58 = !DILocation(line: 20, column: 7, scope: !10)
!59 = !DILocation(line: 21, column: 9, scope: !55)
!60 = !DILocation(line: 21, column: 5, scope: !55)
!61 = !DILocation(line: 23, column: 9, scope: !55)
!62 = !DILocation(line: 24, column: 10, scope: !10)
!63 = !DILocation(line: 24, column: 3, scope: !10)
