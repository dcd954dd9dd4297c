; ModuleID = '../testdata/programs/pse_fig2.c'
source_filename = "../testdata/programs/pse_fig2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"y\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %3, metadata !17, metadata !DIExpression()), !dbg !18
  %4 = bitcast i32* %2 to i8*, !dbg !19
  call void @klee_make_symbolic(i8* noundef %4, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !20
  %5 = bitcast i32* %3 to i8*, !dbg !21
  call void @klee_make_symbolic(i8* noundef %5, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !22
  %6 = load i32, i32* %2, align 4, !dbg !23
  %7 = icmp sgt i32 %6, 0, !dbg !25
  br i1 %7, label %8, label %9, !dbg !26

8:                                                ; preds = %0
  store i32 -1, i32* %3, align 4, !dbg !27
  br label %15, !dbg !28

9:                                                ; preds = %0
  %10 = load i32, i32* %2, align 4, !dbg !29
  %11 = icmp sgt i32 %10, -5, !dbg !31
  br i1 %11, label %12, label %13, !dbg !32

12:                                               ; preds = %9
  store i32 0, i32* %3, align 4, !dbg !33
  br label %14, !dbg !34

13:                                               ; preds = %9
  store i32 1, i32* %3, align 4, !dbg !35
  br label %14

14:                                               ; preds = %13, %12
  br label %15

15:                                               ; preds = %14, %8
  %16 = load i32, i32* %3, align 4, !dbg !36
  %17 = icmp sge i32 %16, 0, !dbg !38
  br i1 %17, label %18, label %19, !dbg !39

18:                                               ; preds = %15
  store i32 1, i32* %1, align 4, !dbg !40
  br label %20, !dbg !40

19:                                               ; preds = %15
  store i32 0, i32* %1, align 4, !dbg !41
  br label %20, !dbg !41

20:                                               ; preds = %19, %18
  %21 = load i32, i32* %1, align 4, !dbg !42
  ret i32 %21, !dbg !42
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
!1 = !DIFile(filename: "../testdata/programs/pse_fig2.c", directory: ".", checksumkind: CSK_MD5, checksum: "98d99f7eb49a99776972a8c0eb2c8770")
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
!19 = !DILocation(line: 8, column: 22, scope: !10)
!20 = !DILocation(line: 8, column: 3, scope: !10)
!21 = !DILocation(line: 9, column: 22, scope: !10)
!22 = !DILocation(line: 9, column: 3, scope: !10)
!23 = !DILocation(line: 10, column: 7, scope: !24)
!24 = distinct !DILexicalBlock(scope: !10, file: !1, line: 10, column: 7)
!25 = !DILocation(line: 10, column: 9, scope: !24)
!26 = !DILocation(line: 10, column: 7, scope: !10)
!27 = !DILocation(line: 11, column: 7, scope: !24)
!28 = !DILocation(line: 11, column: 5, scope: !24)
!29 = !DILocation(line: 12, column: 12, scope: !30)
!30 = distinct !DILexicalBlock(scope: !24, file: !1, line: 12, column: 12)
!31 = !DILocation(line: 12, column: 14, scope: !30)
!32 = !DILocation(line: 12, column: 12, scope: !24)
!33 = !DILocation(line: 13, column: 7, scope: !30)
!34 = !DILocation(line: 13, column: 5, scope: !30)
!35 = !DILocation(line: 15, column: 7, scope: !30)
!36 = !DILocation(line: 16, column: 7, scope: !37)
!37 = distinct !DILexicalBlock(scope: !10, file: !1, line: 16, column: 7)
!38 = !DILocation(line: 16, column: 9, scope: !37)
!39 = !DILocation(line: 16, column: 7, scope: !10)
!40 = !DILocation(line: 17, column: 5, scope: !37)
!41 = !DILocation(line: 19, column: 5, scope: !37)
!42 = !DILocation(line: 20, column: 1, scope: !10)
