; ModuleID = 'testdata/c/assume.c'
source_filename = "testdata/c/assume.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"c\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !15, metadata !DIExpression()), !dbg !17
  call void @klee_make_symbolic(i8* noundef %2, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !18
  %3 = load i8, i8* %2, align 1, !dbg !19
  %4 = zext i8 %3 to i32, !dbg !19
  %5 = icmp sgt i32 %4, 10, !dbg !20
  %6 = zext i1 %5 to i32, !dbg !20
  %7 = sext i32 %6 to i64, !dbg !19
  call void @klee_assume(i64 noundef %7), !dbg !21
  %8 = load i8, i8* %2, align 1, !dbg !22
  %9 = zext i8 %8 to i32, !dbg !22
  %10 = icmp slt i32 %9, 20, !dbg !23
  %11 = zext i1 %10 to i32, !dbg !23
  %12 = sext i32 %11 to i64, !dbg !22
  call void @klee_assume(i64 noundef %12), !dbg !24
  %13 = load i8, i8* %2, align 1, !dbg !25
  %14 = zext i8 %13 to i32, !dbg !25
  %15 = icmp eq i32 %14, 15, !dbg !27
  br i1 %15, label %16, label %22, !dbg !28

16:                                               ; preds = %0
  %17 = load i8, i8* %2, align 1, !dbg !29
  %18 = zext i8 %17 to i32, !dbg !29
  %19 = icmp eq i32 %18, 16, !dbg !30
  %20 = zext i1 %19 to i32, !dbg !30
  %21 = sext i32 %20 to i64, !dbg !29
  call void @klee_assume(i64 noundef %21), !dbg !31
  br label %22, !dbg !31

22:                                               ; preds = %16, %0
  %23 = load i8, i8* %2, align 1, !dbg !32
  %24 = zext i8 %23 to i32, !dbg !32
  %25 = icmp slt i32 %24, 15, !dbg !34
  br i1 %25, label %26, label %27, !dbg !35

26:                                               ; preds = %22
  store i32 1, i32* %1, align 4, !dbg !36
  br label %28, !dbg !36

27:                                               ; preds = %22
  store i32 2, i32* %1, align 4, !dbg !37
  br label %28, !dbg !37

28:                                               ; preds = %27, %26
  %29 = load i32, i32* %1, align 4, !dbg !38
  ret i32 %29, !dbg !38
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
!1 = !DIFile(filename: "testdata/c/assume.c", directory: ".", checksumkind: CSK_MD5, checksum: "f03dbd8aa110b3d22154ebcb009561f0")
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
!15 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 8, type: !16)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !DILocation(line: 8, column: 17, scope: !10)
!18 = !DILocation(line: 9, column: 3, scope: !10)
!19 = !DILocation(line: 10, column: 15, scope: !10)
!20 = !DILocation(line: 10, column: 17, scope: !10)
!21 = !DILocation(line: 10, column: 3, scope: !10)
!22 = !DILocation(line: 11, column: 15, scope: !10)
!23 = !DILocation(line: 11, column: 17, scope: !10)
!24 = !DILocation(line: 11, column: 3, scope: !10)
!25 = !DILocation(line: 12, column: 7, scope: !26)
!26 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 7)
!27 = !DILocation(line: 12, column: 9, scope: !26)
!28 = !DILocation(line: 12, column: 7, scope: !10)
!29 = !DILocation(line: 13, column: 17, scope: !26)
!30 = !DILocation(line: 13, column: 19, scope: !26)
!31 = !DILocation(line: 13, column: 5, scope: !26)
!32 = !DILocation(line: 14, column: 7, scope: !33)
!33 = distinct !DILexicalBlock(scope: !10, file: !1, line: 14, column: 7)
!34 = !DILocation(line: 14, column: 9, scope: !33)
!35 = !DILocation(line: 14, column: 7, scope: !10)
!36 = !DILocation(line: 15, column: 5, scope: !33)
!37 = !DILocation(line: 16, column: 3, scope: !10)
!38 = !DILocation(line: 17, column: 1, scope: !10)
