; ModuleID = 'testdata/c/switch_then_branch.c'
source_filename = "testdata/c/switch_then_branch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"c\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !15, metadata !DIExpression()), !dbg !17
  call void @klee_make_symbolic(i8* noundef %2, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %3, metadata !19, metadata !DIExpression()), !dbg !20
  %4 = load i8, i8* %2, align 1, !dbg !21
  %5 = zext i8 %4 to i32, !dbg !21
  %6 = and i32 %5, 3, !dbg !22
  switch i32 %6, label %8 [
    i32 1, label %7
  ], !dbg !23

7:                                                ; preds = %0
  store i32 1, i32* %3, align 4, !dbg !24
  br label %9, !dbg !26

8:                                                ; preds = %0
  store i32 0, i32* %3, align 4, !dbg !27
  br label %9, !dbg !28

9:                                                ; preds = %8, %7
  %10 = load i8, i8* %2, align 1, !dbg !29
  %11 = zext i8 %10 to i32, !dbg !29
  %12 = icmp sgt i32 %11, 100, !dbg !31
  br i1 %12, label %13, label %16, !dbg !32

13:                                               ; preds = %9
  %14 = load i32, i32* %3, align 4, !dbg !33
  %15 = add nsw i32 %14, 2, !dbg !33
  store i32 %15, i32* %3, align 4, !dbg !33
  br label %16, !dbg !34

16:                                               ; preds = %13, %9
  %17 = load i32, i32* %3, align 4, !dbg !35
  ret i32 %17, !dbg !36
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
!1 = !DIFile(filename: "testdata/c/switch_then_branch.c", directory: ".", checksumkind: CSK_MD5, checksum: "9c6965dbe87ddd99f114e0a28221dc63")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 11, type: !16)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !DILocation(line: 11, column: 17, scope: !10)
!18 = !DILocation(line: 12, column: 3, scope: !10)
!19 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 13, type: !13)
!20 = !DILocation(line: 13, column: 7, scope: !10)
!21 = !DILocation(line: 14, column: 11, scope: !10)
!22 = !DILocation(line: 14, column: 13, scope: !10)
!23 = !DILocation(line: 14, column: 3, scope: !10)
!24 = !DILocation(line: 16, column: 7, scope: !25)
!25 = distinct !DILexicalBlock(scope: !10, file: !1, line: 14, column: 18)
!26 = !DILocation(line: 17, column: 5, scope: !25)
!27 = !DILocation(line: 19, column: 7, scope: !25)
!28 = !DILocation(line: 20, column: 3, scope: !25)
!29 = !DILocation(line: 21, column: 7, scope: !30)
!30 = distinct !DILexicalBlock(scope: !10, file: !1, line: 21, column: 7)
!31 = !DILocation(line: 21, column: 9, scope: !30)
!32 = !DILocation(line: 21, column: 7, scope: !10)
!33 = !DILocation(line: 22, column: 7, scope: !30)
!34 = !DILocation(line: 22, column: 5, scope: !30)
!35 = !DILocation(line: 23, column: 10, scope: !10)
!36 = !DILocation(line: 23, column: 3, scope: !10)
