; ModuleID = 'testdata/c/symindex.c'
source_filename = "testdata/c/symindex.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"buf\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"i\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"j\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i8], align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [4 x i8]* %2, metadata !15, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.declare(metadata i32* %3, metadata !21, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %4, metadata !24, metadata !DIExpression()), !dbg !25
  %5 = getelementptr inbounds [4 x i8], [4 x i8]* %2, i64 0, i64 0, !dbg !26
  call void @klee_make_symbolic(i8* noundef %5, i64 noundef 4, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)), !dbg !27
  %6 = bitcast i32* %3 to i8*, !dbg !28
  call void @klee_make_symbolic(i8* noundef %6, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !29
  %7 = bitcast i32* %4 to i8*, !dbg !30
  call void @klee_make_symbolic(i8* noundef %7, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)), !dbg !31
  %8 = load i32, i32* %3, align 4, !dbg !32
  %9 = urem i32 %8, 4, !dbg !34
  %10 = zext i32 %9 to i64, !dbg !35
  %11 = getelementptr inbounds [4 x i8], [4 x i8]* %2, i64 0, i64 %10, !dbg !35
  %12 = load i8, i8* %11, align 1, !dbg !35
  %13 = sext i8 %12 to i32, !dbg !35
  %14 = icmp eq i32 %13, 97, !dbg !36
  br i1 %14, label %15, label %31, !dbg !37

15:                                               ; preds = %0
  %16 = load i32, i32* %4, align 4, !dbg !38
  %17 = urem i32 %16, 4, !dbg !39
  %18 = zext i32 %17 to i64, !dbg !40
  %19 = getelementptr inbounds [4 x i8], [4 x i8]* %2, i64 0, i64 %18, !dbg !40
  %20 = load i8, i8* %19, align 1, !dbg !40
  %21 = sext i8 %20 to i32, !dbg !40
  %22 = icmp eq i32 %21, 98, !dbg !41
  br i1 %22, label %23, label %31, !dbg !42

23:                                               ; preds = %15
  %24 = load i32, i32* %3, align 4, !dbg !43
  %25 = urem i32 %24, 4, !dbg !46
  %26 = load i32, i32* %4, align 4, !dbg !47
  %27 = urem i32 %26, 4, !dbg !48
  %28 = icmp eq i32 %25, %27, !dbg !49
  br i1 %28, label %29, label %30, !dbg !50

29:                                               ; preds = %23
  store i32 3, i32* %1, align 4, !dbg !51
  br label %43, !dbg !51

30:                                               ; preds = %23
  store i32 1, i32* %1, align 4, !dbg !52
  br label %43, !dbg !52

31:                                               ; preds = %15, %0
  %32 = load i32, i32* %3, align 4, !dbg !53
  %33 = load i32, i32* %4, align 4, !dbg !55
  %34 = add i32 %32, %33, !dbg !56
  %35 = urem i32 %34, 4, !dbg !57
  %36 = zext i32 %35 to i64, !dbg !58
  %37 = getelementptr inbounds [4 x i8], [4 x i8]* %2, i64 0, i64 %36, !dbg !58
  %38 = load i8, i8* %37, align 1, !dbg !58
  %39 = sext i8 %38 to i32, !dbg !58
  %40 = icmp eq i32 %39, 99, !dbg !59
  br i1 %40, label %41, label %42, !dbg !60

41:                                               ; preds = %31
  store i32 2, i32* %1, align 4, !dbg !61
  br label %43, !dbg !61

42:                                               ; preds = %31
  store i32 0, i32* %1, align 4, !dbg !62
  br label %43, !dbg !62

43:                                               ; preds = %42, %41, %30, %29
  %44 = load i32, i32* %1, align 4, !dbg !63
  ret i32 %44, !dbg !63
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
!1 = !DIFile(filename: "testdata/c/symindex.c", directory: ".", checksumkind: CSK_MD5, checksum: "9a2dbf796ad823e7650cedd0c2dffff2")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "buf", scope: !10, file: !1, line: 10, type: !16)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 32, elements: !18)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{!19}
!19 = !DISubrange(count: 4)
!20 = !DILocation(line: 10, column: 8, scope: !10)
!21 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 11, type: !22)
!22 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!23 = !DILocation(line: 11, column: 12, scope: !10)
!24 = !DILocalVariable(name: "j", scope: !10, file: !1, line: 11, type: !22)
!25 = !DILocation(line: 11, column: 15, scope: !10)
!26 = !DILocation(line: 12, column: 22, scope: !10)
!27 = !DILocation(line: 12, column: 3, scope: !10)
!28 = !DILocation(line: 13, column: 22, scope: !10)
!29 = !DILocation(line: 13, column: 3, scope: !10)
!30 = !DILocation(line: 14, column: 22, scope: !10)
!31 = !DILocation(line: 14, column: 3, scope: !10)
!32 = !DILocation(line: 15, column: 11, scope: !33)
!33 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 7)
!34 = !DILocation(line: 15, column: 13, scope: !33)
!35 = !DILocation(line: 15, column: 7, scope: !33)
!36 = !DILocation(line: 15, column: 18, scope: !33)
!37 = !DILocation(line: 15, column: 25, scope: !33)
!38 = !DILocation(line: 15, column: 32, scope: !33)
!39 = !DILocation(line: 15, column: 34, scope: !33)
!40 = !DILocation(line: 15, column: 28, scope: !33)
!41 = !DILocation(line: 15, column: 39, scope: !33)
!42 = !DILocation(line: 15, column: 7, scope: !10)
!43 = !DILocation(line: 16, column: 9, scope: !44)
!44 = distinct !DILexicalBlock(scope: !45, file: !1, line: 16, column: 9)
!45 = distinct !DILexicalBlock(scope: !33, file: !1, line: 15, column: 47)
!46 = !DILocation(line: 16, column: 11, scope: !44)
!47 = !DILocation(line: 16, column: 18, scope: !44)
!48 = !DILocation(line: 16, column: 20, scope: !44)
!49 = !DILocation(line: 16, column: 15, scope: !44)
!50 = !DILocation(line: 16, column: 9, scope: !45)
!51 = !DILocation(line: 17, column: 7, scope: !44)
!52 = !DILocation(line: 18, column: 5, scope: !45)
!53 = !DILocation(line: 20, column: 12, scope: !54)
!54 = distinct !DILexicalBlock(scope: !10, file: !1, line: 20, column: 7)
!55 = !DILocation(line: 20, column: 16, scope: !54)
!56 = !DILocation(line: 20, column: 14, scope: !54)
!57 = !DILocation(line: 20, column: 19, scope: !54)
!58 = !DILocation(line: 20, column: 7, scope: !54)
!59 = !DILocation(line: 20, column: 24, scope: !54)
!60 = !DILocation(line: 20, column: 7, scope: !10)
!61 = !DILocation(line: 21, column: 5, scope: !54)
!62 = !DILocation(line: 22, column: 3, scope: !10)
!63 = !DILocation(line: 23, column: 1, scope: !10)
