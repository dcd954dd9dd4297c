; ModuleID = 'testdata/c/uaf.c'
source_filename = "testdata/c/uaf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"c\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !15, metadata !DIExpression()), !dbg !17
  call void @klee_make_symbolic(i8* noundef %2, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !18
  call void @llvm.dbg.declare(metadata i32** %3, metadata !19, metadata !DIExpression()), !dbg !21
  %5 = call noalias i8* @malloc(i64 noundef 4) #4, !dbg !22
  %6 = bitcast i8* %5 to i32*, !dbg !22
  store i32* %6, i32** %3, align 8, !dbg !21
  %7 = load i32*, i32** %3, align 8, !dbg !23
  store i32 3, i32* %7, align 4, !dbg !24
  %8 = load i8, i8* %2, align 1, !dbg !25
  %9 = zext i8 %8 to i32, !dbg !25
  %10 = and i32 %9, 1, !dbg !27
  %11 = icmp ne i32 %10, 0, !dbg !27
  br i1 %11, label %12, label %15, !dbg !28

12:                                               ; preds = %0
  %13 = load i32*, i32** %3, align 8, !dbg !29
  %14 = bitcast i32* %13 to i8*, !dbg !29
  call void @free(i8* noundef %14) #4, !dbg !30
  br label %15, !dbg !30

15:                                               ; preds = %12, %0
  call void @llvm.dbg.declare(metadata i32* %4, metadata !31, metadata !DIExpression()), !dbg !32
  %16 = load i32*, i32** %3, align 8, !dbg !33
  %17 = load i32, i32* %16, align 4, !dbg !34
  store i32 %17, i32* %4, align 4, !dbg !32
  %18 = load i8, i8* %2, align 1, !dbg !35
  %19 = zext i8 %18 to i32, !dbg !35
  %20 = and i32 %19, 1, !dbg !37
  %21 = icmp ne i32 %20, 0, !dbg !37
  br i1 %21, label %25, label %22, !dbg !38

22:                                               ; preds = %15
  %23 = load i32*, i32** %3, align 8, !dbg !39
  %24 = bitcast i32* %23 to i8*, !dbg !39
  call void @free(i8* noundef %24) #4, !dbg !40
  br label %25, !dbg !40

25:                                               ; preds = %22, %15
  %26 = load i8, i8* %2, align 1, !dbg !41
  %27 = zext i8 %26 to i32, !dbg !41
  %28 = icmp eq i32 %27, 0, !dbg !42
  br i1 %28, label %29, label %30, !dbg !41

29:                                               ; preds = %25
  br label %32, !dbg !41

30:                                               ; preds = %25
  %31 = load i32, i32* %4, align 4, !dbg !43
  br label %32, !dbg !41

32:                                               ; preds = %30, %29
  %33 = phi i32 [ 0, %29 ], [ %31, %30 ], !dbg !41
  ret i32 %33, !dbg !44
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/uaf.c", directory: ".", checksumkind: CSK_MD5, checksum: "a9b34d92f2880c19c0316148cbe24178")
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
!19 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 10, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!21 = !DILocation(line: 10, column: 8, scope: !10)
!22 = !DILocation(line: 10, column: 12, scope: !10)
!23 = !DILocation(line: 11, column: 4, scope: !10)
!24 = !DILocation(line: 11, column: 6, scope: !10)
!25 = !DILocation(line: 12, column: 7, scope: !26)
!26 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 7)
!27 = !DILocation(line: 12, column: 9, scope: !26)
!28 = !DILocation(line: 12, column: 7, scope: !10)
!29 = !DILocation(line: 13, column: 10, scope: !26)
!30 = !DILocation(line: 13, column: 5, scope: !26)
!31 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 14, type: !13)
!32 = !DILocation(line: 14, column: 7, scope: !10)
!33 = !DILocation(line: 14, column: 12, scope: !10)
!34 = !DILocation(line: 14, column: 11, scope: !10)
!35 = !DILocation(line: 15, column: 9, scope: !36)
!36 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 7)
!37 = !DILocation(line: 15, column: 11, scope: !36)
!38 = !DILocation(line: 15, column: 7, scope: !10)
!39 = !DILocation(line: 16, column: 10, scope: !36)
!40 = !DILocation(line: 16, column: 5, scope: !36)
!41 = !DILocation(line: 17, column: 10, scope: !10)
!42 = !DILocation(line: 17, column: 12, scope: !10)
!43 = !DILocation(line: 17, column: 23, scope: !10)
!44 = !DILocation(line: 17, column: 3, scope: !10)
