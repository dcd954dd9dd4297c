; ModuleID = 'testdata/c/klee_api.c'
source_filename = "testdata/c/klee_api.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"y\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !15, metadata !DIExpression()), !dbg !16
  %5 = call i32 @klee_int(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !17
  store i32 %5, i32* %2, align 4, !dbg !16
  call void @llvm.dbg.declare(metadata i32* %3, metadata !18, metadata !DIExpression()), !dbg !19
  %6 = bitcast i32* %3 to i8*, !dbg !20
  call void @klee_make_symbolic(i8* noundef %6, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !21
  %7 = bitcast i32* %3 to i8*, !dbg !22
  %8 = load i32, i32* %3, align 4, !dbg !23
  %9 = icmp sgt i32 %8, 0, !dbg !24
  %10 = zext i1 %9 to i32, !dbg !24
  %11 = sext i32 %10 to i64, !dbg !23
  call void @klee_prefer_cex(i8* noundef %7, i64 noundef %11), !dbg !25
  %12 = load i32, i32* %2, align 4, !dbg !26
  %13 = icmp sgt i32 %12, 10, !dbg !28
  br i1 %13, label %14, label %22, !dbg !29

14:                                               ; preds = %0
  call void @llvm.dbg.declare(metadata i32* %4, metadata !30, metadata !DIExpression()), !dbg !32
  %15 = load i32, i32* %3, align 4, !dbg !33
  %16 = call i32 @klee_get_value_i32(i32 noundef %15), !dbg !34
  store i32 %16, i32* %4, align 4, !dbg !32
  %17 = load i32, i32* %4, align 4, !dbg !35
  %18 = load i32, i32* %3, align 4, !dbg !36
  %19 = icmp eq i32 %17, %18, !dbg !37
  %20 = zext i1 %19 to i64, !dbg !35
  %21 = select i1 %19, i32 1, i32 99, !dbg !35
  store i32 %21, i32* %1, align 4, !dbg !38
  br label %23, !dbg !38

22:                                               ; preds = %0
  store i32 0, i32* %1, align 4, !dbg !39
  br label %23, !dbg !39

23:                                               ; preds = %22, %14
  %24 = load i32, i32* %1, align 4, !dbg !40
  ret i32 %24, !dbg !40
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @klee_int(i8* noundef) #2

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

declare void @klee_prefer_cex(i8* noundef, i64 noundef) #2

declare i32 @klee_get_value_i32(i32 noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/klee_api.c", directory: ".", checksumkind: CSK_MD5, checksum: "85391533c1e49499058a96daac24ff42")
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
!17 = !DILocation(line: 7, column: 11, scope: !10)
!18 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 8, type: !13)
!19 = !DILocation(line: 8, column: 7, scope: !10)
!20 = !DILocation(line: 9, column: 22, scope: !10)
!21 = !DILocation(line: 9, column: 3, scope: !10)
!22 = !DILocation(line: 10, column: 19, scope: !10)
!23 = !DILocation(line: 10, column: 23, scope: !10)
!24 = !DILocation(line: 10, column: 25, scope: !10)
!25 = !DILocation(line: 10, column: 3, scope: !10)
!26 = !DILocation(line: 11, column: 7, scope: !27)
!27 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 7)
!28 = !DILocation(line: 11, column: 9, scope: !27)
!29 = !DILocation(line: 11, column: 7, scope: !10)
!30 = !DILocalVariable(name: "v", scope: !31, file: !1, line: 12, type: !13)
!31 = distinct !DILexicalBlock(scope: !27, file: !1, line: 11, column: 15)
!32 = !DILocation(line: 12, column: 9, scope: !31)
!33 = !DILocation(line: 12, column: 32, scope: !31)
!34 = !DILocation(line: 12, column: 13, scope: !31)
!35 = !DILocation(line: 13, column: 12, scope: !31)
!36 = !DILocation(line: 13, column: 17, scope: !31)
!37 = !DILocation(line: 13, column: 14, scope: !31)
!38 = !DILocation(line: 13, column: 5, scope: !31)
!39 = !DILocation(line: 15, column: 3, scope: !10)
!40 = !DILocation(line: 16, column: 1, scope: !10)
