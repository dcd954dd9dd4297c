; ModuleID = 'testdata/c/names.c'
source_filename = "testdata/c/names.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"y\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"klee_range_v\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !15, metadata !DIExpression()), !dbg !16
  call void @llvm.dbg.declare(metadata i32* %3, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %4, metadata !19, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.declare(metadata i8* %5, metadata !21, metadata !DIExpression()), !dbg !23
  %7 = bitcast i32* %2 to i8*, !dbg !24
  call void @klee_make_symbolic(i8* noundef %7, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !25
  %8 = bitcast i32* %3 to i8*, !dbg !26
  call void @klee_make_symbolic(i8* noundef %8, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !27
  %9 = bitcast i32* %4 to i8*, !dbg !28
  call void @klee_make_symbolic(i8* noundef %9, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !29
  call void @klee_make_symbolic(i8* noundef %5, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %6, metadata !31, metadata !DIExpression()), !dbg !32
  %10 = call i32 @klee_range(i32 noundef 3, i32 noundef 9, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0)), !dbg !33
  store i32 %10, i32* %6, align 4, !dbg !32
  %11 = load i32, i32* %6, align 4, !dbg !34
  %12 = icmp eq i32 %11, 5, !dbg !36
  br i1 %12, label %13, label %22, !dbg !37

13:                                               ; preds = %0
  %14 = call i32 @klee_is_symbolic(i64 noundef 7), !dbg !38
  %15 = icmp ne i32 %14, 0, !dbg !38
  br i1 %15, label %22, label %16, !dbg !39

16:                                               ; preds = %13
  %17 = load i32, i32* %2, align 4, !dbg !40
  %18 = sext i32 %17 to i64, !dbg !40
  %19 = call i32 @klee_is_symbolic(i64 noundef %18), !dbg !41
  %20 = icmp ne i32 %19, 0, !dbg !41
  br i1 %20, label %21, label %22, !dbg !42

21:                                               ; preds = %16
  store i32 1, i32* %1, align 4, !dbg !43
  br label %23, !dbg !43

22:                                               ; preds = %16, %13, %0
  store i32 0, i32* %1, align 4, !dbg !44
  br label %23, !dbg !44

23:                                               ; preds = %22, %21
  %24 = load i32, i32* %1, align 4, !dbg !45
  ret i32 %24, !dbg !45
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

declare i32 @klee_range(i32 noundef, i32 noundef, i8* noundef) #2

declare i32 @klee_is_symbolic(i64 noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/names.c", directory: ".", checksumkind: CSK_MD5, checksum: "0789d9be694172af44fb24816d0e2714")
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
!21 = !DILocalVariable(name: "d", scope: !10, file: !1, line: 9, type: !22)
!22 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!23 = !DILocation(line: 9, column: 8, scope: !10)
!24 = !DILocation(line: 10, column: 22, scope: !10)
!25 = !DILocation(line: 10, column: 3, scope: !10)
!26 = !DILocation(line: 11, column: 22, scope: !10)
!27 = !DILocation(line: 11, column: 3, scope: !10)
!28 = !DILocation(line: 12, column: 22, scope: !10)
!29 = !DILocation(line: 12, column: 3, scope: !10)
!30 = !DILocation(line: 13, column: 3, scope: !10)
!31 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 14, type: !13)
!32 = !DILocation(line: 14, column: 7, scope: !10)
!33 = !DILocation(line: 14, column: 11, scope: !10)
!34 = !DILocation(line: 15, column: 7, scope: !35)
!35 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 7)
!36 = !DILocation(line: 15, column: 9, scope: !35)
!37 = !DILocation(line: 15, column: 14, scope: !35)
!38 = !DILocation(line: 15, column: 18, scope: !35)
!39 = !DILocation(line: 15, column: 38, scope: !35)
!40 = !DILocation(line: 15, column: 58, scope: !35)
!41 = !DILocation(line: 15, column: 41, scope: !35)
!42 = !DILocation(line: 15, column: 7, scope: !10)
!43 = !DILocation(line: 16, column: 5, scope: !35)
!44 = !DILocation(line: 17, column: 3, scope: !10)
!45 = !DILocation(line: 18, column: 1, scope: !10)
