; ModuleID = 'testdata/c/slowpath.c'
source_filename = "testdata/c/slowpath.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !15, metadata !DIExpression()), !dbg !17
  %4 = bitcast i32* %2 to i8*, !dbg !18
  call void @klee_make_symbolic(i8* noundef %4, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !19
  %5 = load i32, i32* %2, align 4, !dbg !20
  %6 = icmp eq i32 %5, 7, !dbg !22
  br i1 %6, label %7, label %8, !dbg !23

7:                                                ; preds = %0
  store i32 1, i32* %1, align 4, !dbg !24
  br label %28, !dbg !24

8:                                                ; preds = %0
  %9 = load i32, i32* %2, align 4, !dbg !25
  %10 = icmp ult i32 %9, 100, !dbg !26
  %11 = zext i1 %10 to i32, !dbg !26
  %12 = sext i32 %11 to i64, !dbg !25
  call void @klee_assume(i64 noundef %12), !dbg !27
  call void @llvm.dbg.declare(metadata i32* %3, metadata !28, metadata !DIExpression()), !dbg !30
  store i32 0, i32* %3, align 4, !dbg !30
  br label %13, !dbg !31

13:                                               ; preds = %24, %8
  %14 = load i32, i32* %3, align 4, !dbg !32
  %15 = icmp ult i32 %14, 60, !dbg !34
  br i1 %15, label %16, label %27, !dbg !35

16:                                               ; preds = %13
  %17 = load i32, i32* %2, align 4, !dbg !36
  %18 = load i32, i32* %3, align 4, !dbg !38
  %19 = mul i32 3, %18, !dbg !39
  %20 = add i32 1000, %19, !dbg !40
  %21 = icmp eq i32 %17, %20, !dbg !41
  br i1 %21, label %22, label %23, !dbg !42

22:                                               ; preds = %16
  store i32 2, i32* %1, align 4, !dbg !43
  br label %28, !dbg !43

23:                                               ; preds = %16
  br label %24, !dbg !38

24:                                               ; preds = %23
  %25 = load i32, i32* %3, align 4, !dbg !44
  %26 = add i32 %25, 1, !dbg !44
  store i32 %26, i32* %3, align 4, !dbg !44
  br label %13, !dbg !45, !llvm.loop !46

27:                                               ; preds = %13
  store i32 0, i32* %1, align 4, !dbg !49
  br label %28, !dbg !49

28:                                               ; preds = %27, %22, %7
  %29 = load i32, i32* %1, align 4, !dbg !50
  ret i32 %29, !dbg !50
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

declare void @klee_assume(i64 noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/slowpath.c", directory: ".", checksumkind: CSK_MD5, checksum: "bac5cc6085375b7437dfaf91b6a03a41")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 9, type: !16)
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!17 = !DILocation(line: 9, column: 12, scope: !10)
!18 = !DILocation(line: 10, column: 22, scope: !10)
!19 = !DILocation(line: 10, column: 3, scope: !10)
!20 = !DILocation(line: 11, column: 7, scope: !21)
!21 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 7)
!22 = !DILocation(line: 11, column: 9, scope: !21)
!23 = !DILocation(line: 11, column: 7, scope: !10)
!24 = !DILocation(line: 12, column: 5, scope: !21)
!25 = !DILocation(line: 13, column: 15, scope: !10)
!26 = !DILocation(line: 13, column: 17, scope: !10)
!27 = !DILocation(line: 13, column: 3, scope: !10)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 14, type: !16)
!29 = distinct !DILexicalBlock(scope: !10, file: !1, line: 14, column: 3)
!30 = !DILocation(line: 14, column: 17, scope: !29)
!31 = !DILocation(line: 14, column: 8, scope: !29)
!32 = !DILocation(line: 14, column: 24, scope: !33)
!33 = distinct !DILexicalBlock(scope: !29, file: !1, line: 14, column: 3)
!34 = !DILocation(line: 14, column: 26, scope: !33)
!35 = !DILocation(line: 14, column: 3, scope: !29)
!36 = !DILocation(line: 15, column: 9, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 15, column: 9)
!38 = !DILocation(line: 15, column: 25, scope: !37)
!39 = !DILocation(line: 15, column: 23, scope: !37)
!40 = !DILocation(line: 15, column: 19, scope: !37)
!41 = !DILocation(line: 15, column: 11, scope: !37)
!42 = !DILocation(line: 15, column: 9, scope: !33)
!43 = !DILocation(line: 16, column: 7, scope: !37)
!44 = !DILocation(line: 14, column: 33, scope: !33)
!45 = !DILocation(line: 14, column: 3, scope: !33)
!46 = distinct !{!46, !35, !47, !48}
!47 = !DILocation(line: 16, column: 14, scope: !29)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 17, column: 3, scope: !10)
!50 = !DILocation(line: 18, column: 1, scope: !10)
