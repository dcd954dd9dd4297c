; ModuleID = 'testdata/c/overflow.c'
source_filename = "testdata/c/overflow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"n\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @down(i32 noundef %0) #0 !dbg !10 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !15, metadata !DIExpression()), !dbg !16
  %4 = load i32, i32* %3, align 4, !dbg !17
  %5 = icmp eq i32 %4, 0, !dbg !19
  br i1 %5, label %6, label %7, !dbg !20

6:                                                ; preds = %1
  store i32 0, i32* %2, align 4, !dbg !21
  br label %12, !dbg !21

7:                                                ; preds = %1
  %8 = load i32, i32* %3, align 4, !dbg !22
  %9 = sub nsw i32 %8, 1, !dbg !23
  %10 = call i32 @down(i32 noundef %9), !dbg !24
  %11 = add nsw i32 %10, 1, !dbg !25
  store i32 %11, i32* %2, align 4, !dbg !26
  br label %12, !dbg !26

12:                                               ; preds = %7, %6
  %13 = load i32, i32* %2, align 4, !dbg !27
  ret i32 %13, !dbg !27
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !28 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !31, metadata !DIExpression()), !dbg !32
  %3 = bitcast i32* %2 to i8*, !dbg !33
  call void @klee_make_symbolic(i8* noundef %3, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !34
  %4 = load i32, i32* %2, align 4, !dbg !35
  %5 = icmp slt i32 %4, 0, !dbg !37
  br i1 %5, label %9, label %6, !dbg !38

6:                                                ; preds = %0
  %7 = load i32, i32* %2, align 4, !dbg !39
  %8 = icmp sgt i32 %7, 200, !dbg !40
  br i1 %8, label %9, label %10, !dbg !41

9:                                                ; preds = %6, %0
  store i32 0, i32* %1, align 4, !dbg !42
  br label %14, !dbg !42

10:                                               ; preds = %6
  %11 = load i32, i32* %2, align 4, !dbg !43
  %12 = call i32 @down(i32 noundef %11), !dbg !44
  %13 = and i32 %12, 0, !dbg !45
  store i32 %13, i32* %1, align 4, !dbg !46
  br label %14, !dbg !46

14:                                               ; preds = %10, %9
  %15 = load i32, i32* %1, align 4, !dbg !47
  ret i32 %15, !dbg !47
}

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/overflow.c", directory: ".", checksumkind: CSK_MD5, checksum: "c6e3d7e6bfb8f132a449a7a28d4a6dfc")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "down", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 6, type: !13)
!16 = !DILocation(line: 6, column: 14, scope: !10)
!17 = !DILocation(line: 7, column: 7, scope: !18)
!18 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 7)
!19 = !DILocation(line: 7, column: 9, scope: !18)
!20 = !DILocation(line: 7, column: 7, scope: !10)
!21 = !DILocation(line: 8, column: 5, scope: !18)
!22 = !DILocation(line: 9, column: 15, scope: !10)
!23 = !DILocation(line: 9, column: 17, scope: !10)
!24 = !DILocation(line: 9, column: 10, scope: !10)
!25 = !DILocation(line: 9, column: 22, scope: !10)
!26 = !DILocation(line: 9, column: 3, scope: !10)
!27 = !DILocation(line: 10, column: 1, scope: !10)
!28 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !29, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!29 = !DISubroutineType(types: !30)
!30 = !{!13}
!31 = !DILocalVariable(name: "n", scope: !28, file: !1, line: 13, type: !13)
!32 = !DILocation(line: 13, column: 7, scope: !28)
!33 = !DILocation(line: 14, column: 22, scope: !28)
!34 = !DILocation(line: 14, column: 3, scope: !28)
!35 = !DILocation(line: 15, column: 7, scope: !36)
!36 = distinct !DILexicalBlock(scope: !28, file: !1, line: 15, column: 7)
!37 = !DILocation(line: 15, column: 9, scope: !36)
!38 = !DILocation(line: 15, column: 13, scope: !36)
!39 = !DILocation(line: 15, column: 16, scope: !36)
!40 = !DILocation(line: 15, column: 18, scope: !36)
!41 = !DILocation(line: 15, column: 7, scope: !28)
!42 = !DILocation(line: 16, column: 5, scope: !36)
!43 = !DILocation(line: 17, column: 15, scope: !28)
!44 = !DILocation(line: 17, column: 10, scope: !28)
!45 = !DILocation(line: 17, column: 18, scope: !28)
!46 = !DILocation(line: 17, column: 3, scope: !28)
!47 = !DILocation(line: 18, column: 1, scope: !28)
