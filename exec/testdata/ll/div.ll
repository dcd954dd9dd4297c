; ModuleID = 'testdata/c/div.c'
source_filename = "testdata/c/div.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"in\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !15, metadata !DIExpression()), !dbg !17
  call void @klee_make_symbolic(i8* noundef %2, i64 noundef 1, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0)), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %3, metadata !19, metadata !DIExpression()), !dbg !20
  %5 = load i8, i8* %2, align 1, !dbg !21
  %6 = zext i8 %5 to i32, !dbg !21
  %7 = ashr i32 %6, 4, !dbg !22
  store i32 %7, i32* %3, align 4, !dbg !20
  call void @llvm.dbg.declare(metadata i32* %4, metadata !23, metadata !DIExpression()), !dbg !24
  %8 = load i8, i8* %2, align 1, !dbg !25
  %9 = zext i8 %8 to i32, !dbg !25
  %10 = and i32 %9, 15, !dbg !26
  store i32 %10, i32* %4, align 4, !dbg !24
  %11 = load i32, i32* %3, align 4, !dbg !27
  %12 = icmp slt i32 %11, 8, !dbg !29
  br i1 %12, label %13, label %19, !dbg !30

13:                                               ; preds = %0
  %14 = load i32, i32* %4, align 4, !dbg !31
  %15 = sdiv i32 100, %14, !dbg !34
  %16 = icmp sgt i32 %15, 10, !dbg !35
  br i1 %16, label %17, label %18, !dbg !36

17:                                               ; preds = %13
  store i32 1, i32* %1, align 4, !dbg !37
  br label %27, !dbg !37

18:                                               ; preds = %13
  store i32 0, i32* %1, align 4, !dbg !38
  br label %27, !dbg !38

19:                                               ; preds = %0
  %20 = load i32, i32* %3, align 4, !dbg !39
  %21 = load i32, i32* %4, align 4, !dbg !41
  %22 = sub nsw i32 %21, 3, !dbg !42
  %23 = srem i32 %20, %22, !dbg !43
  %24 = icmp eq i32 %23, 0, !dbg !44
  br i1 %24, label %25, label %26, !dbg !45

25:                                               ; preds = %19
  store i32 2, i32* %1, align 4, !dbg !46
  br label %27, !dbg !46

26:                                               ; preds = %19
  store i32 0, i32* %1, align 4, !dbg !47
  br label %27, !dbg !47

27:                                               ; preds = %26, %25, %18, %17
  %28 = load i32, i32* %1, align 4, !dbg !48
  ret i32 %28, !dbg !48
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
!1 = !DIFile(filename: "testdata/c/div.c", directory: ".", checksumkind: CSK_MD5, checksum: "3e97203d03fab05cbf2fc21aec56735b")
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
!15 = !DILocalVariable(name: "in", scope: !10, file: !1, line: 8, type: !16)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !DILocation(line: 8, column: 17, scope: !10)
!18 = !DILocation(line: 9, column: 3, scope: !10)
!19 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 10, type: !13)
!20 = !DILocation(line: 10, column: 7, scope: !10)
!21 = !DILocation(line: 10, column: 11, scope: !10)
!22 = !DILocation(line: 10, column: 14, scope: !10)
!23 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 10, type: !13)
!24 = !DILocation(line: 10, column: 20, scope: !10)
!25 = !DILocation(line: 10, column: 24, scope: !10)
!26 = !DILocation(line: 10, column: 27, scope: !10)
!27 = !DILocation(line: 11, column: 7, scope: !28)
!28 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 7)
!29 = !DILocation(line: 11, column: 9, scope: !28)
!30 = !DILocation(line: 11, column: 7, scope: !10)
!31 = !DILocation(line: 12, column: 15, scope: !32)
!32 = distinct !DILexicalBlock(scope: !33, file: !1, line: 12, column: 9)
!33 = distinct !DILexicalBlock(scope: !28, file: !1, line: 11, column: 14)
!34 = !DILocation(line: 12, column: 13, scope: !32)
!35 = !DILocation(line: 12, column: 17, scope: !32)
!36 = !DILocation(line: 12, column: 9, scope: !33)
!37 = !DILocation(line: 13, column: 7, scope: !32)
!38 = !DILocation(line: 14, column: 5, scope: !33)
!39 = !DILocation(line: 16, column: 7, scope: !40)
!40 = distinct !DILexicalBlock(scope: !10, file: !1, line: 16, column: 7)
!41 = !DILocation(line: 16, column: 12, scope: !40)
!42 = !DILocation(line: 16, column: 14, scope: !40)
!43 = !DILocation(line: 16, column: 9, scope: !40)
!44 = !DILocation(line: 16, column: 19, scope: !40)
!45 = !DILocation(line: 16, column: 7, scope: !10)
!46 = !DILocation(line: 17, column: 5, scope: !40)
!47 = !DILocation(line: 18, column: 3, scope: !10)
!48 = !DILocation(line: 19, column: 1, scope: !10)
