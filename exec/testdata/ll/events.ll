; ModuleID = 'testdata/c/events.c'
source_filename = "testdata/c/events.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@g = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !14 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !18, metadata !DIExpression()), !dbg !19
  %3 = bitcast i32* %2 to i8*, !dbg !20
  call void @klee_make_symbolic(i8* noundef %3, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !21
  %4 = call i32 @twice(i32 noundef 3), !dbg !22
  store i32 %4, i32* @g, align 4, !dbg !23
  %5 = load i32, i32* %2, align 4, !dbg !24
  %6 = icmp sgt i32 %5, 5, !dbg !26
  br i1 %6, label %7, label %15, !dbg !27

7:                                                ; preds = %0
  %8 = load i32, i32* @g, align 4, !dbg !28
  %9 = icmp eq i32 %8, 6, !dbg !31
  br i1 %9, label %10, label %14, !dbg !32

10:                                               ; preds = %7
  %11 = load i32, i32* %2, align 4, !dbg !33
  switch i32 %11, label %13 [
    i32 1, label %12
  ], !dbg !35

12:                                               ; preds = %10
  store i32 3, i32* %1, align 4, !dbg !36
  br label %20, !dbg !36

13:                                               ; preds = %10
  store i32 1, i32* %1, align 4, !dbg !38
  br label %20, !dbg !38

14:                                               ; preds = %7
  store i32 4, i32* %1, align 4, !dbg !39
  br label %20, !dbg !39

15:                                               ; preds = %0
  %16 = load i32, i32* %2, align 4, !dbg !40
  %17 = icmp eq i32 %16, -7, !dbg !42
  br i1 %17, label %18, label %19, !dbg !43

18:                                               ; preds = %15
  store i32 2, i32* %1, align 4, !dbg !44
  br label %20, !dbg !44

19:                                               ; preds = %15
  store i32 0, i32* %1, align 4, !dbg !45
  br label %20, !dbg !45

20:                                               ; preds = %19, %18, %14, %13, %12
  %21 = load i32, i32* %1, align 4, !dbg !46
  ret i32 %21, !dbg !46
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @twice(i32 noundef %0) #0 !dbg !47 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !50, metadata !DIExpression()), !dbg !51
  %3 = load i32, i32* %2, align 4, !dbg !52
  %4 = mul nsw i32 %3, 2, !dbg !53
  ret i32 %4, !dbg !54
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/events.c", directory: ".", checksumkind: CSK_MD5, checksum: "bfb1f4a8a346fbddec56f24d9ac732e7")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !15, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !17)
!15 = !DISubroutineType(types: !16)
!16 = !{!5}
!17 = !{}
!18 = !DILocalVariable(name: "x", scope: !14, file: !3, line: 14, type: !5)
!19 = !DILocation(line: 14, column: 7, scope: !14)
!20 = !DILocation(line: 15, column: 22, scope: !14)
!21 = !DILocation(line: 15, column: 3, scope: !14)
!22 = !DILocation(line: 16, column: 7, scope: !14)
!23 = !DILocation(line: 16, column: 5, scope: !14)
!24 = !DILocation(line: 17, column: 7, scope: !25)
!25 = distinct !DILexicalBlock(scope: !14, file: !3, line: 17, column: 7)
!26 = !DILocation(line: 17, column: 9, scope: !25)
!27 = !DILocation(line: 17, column: 7, scope: !14)
!28 = !DILocation(line: 18, column: 9, scope: !29)
!29 = distinct !DILexicalBlock(scope: !30, file: !3, line: 18, column: 9)
!30 = distinct !DILexicalBlock(scope: !25, file: !3, line: 17, column: 14)
!31 = !DILocation(line: 18, column: 11, scope: !29)
!32 = !DILocation(line: 18, column: 9, scope: !30)
!33 = !DILocation(line: 19, column: 15, scope: !34)
!34 = distinct !DILexicalBlock(scope: !29, file: !3, line: 18, column: 17)
!35 = !DILocation(line: 19, column: 7, scope: !34)
!36 = !DILocation(line: 21, column: 9, scope: !37)
!37 = distinct !DILexicalBlock(scope: !34, file: !3, line: 19, column: 18)
!38 = !DILocation(line: 23, column: 9, scope: !37)
!39 = !DILocation(line: 26, column: 5, scope: !30)
!40 = !DILocation(line: 28, column: 7, scope: !41)
!41 = distinct !DILexicalBlock(scope: !14, file: !3, line: 28, column: 7)
!42 = !DILocation(line: 28, column: 9, scope: !41)
!43 = !DILocation(line: 28, column: 7, scope: !14)
!44 = !DILocation(line: 29, column: 5, scope: !41)
!45 = !DILocation(line: 30, column: 3, scope: !14)
!46 = !DILocation(line: 31, column: 1, scope: !14)
!47 = distinct !DISubprogram(name: "twice", scope: !3, file: !3, line: 11, type: !48, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !17)
!48 = !DISubroutineType(types: !49)
!49 = !{!5, !5}
!50 = !DILocalVariable(name: "v", arg: 1, scope: !47, file: !3, line: 11, type: !5)
!51 = !DILocation(line: 11, column: 22, scope: !47)
!52 = !DILocation(line: 11, column: 34, scope: !47)
!53 = !DILocation(line: 11, column: 36, scope: !47)
!54 = !DILocation(line: 11, column: 27, scope: !47)
