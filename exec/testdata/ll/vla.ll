; ModuleID = 'testdata/c/vla.c'
source_filename = "testdata/c/vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"n\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !15, metadata !DIExpression()), !dbg !17
  call void @klee_make_symbolic(i8* noundef %2, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %3, metadata !19, metadata !DIExpression()), !dbg !20
  store i32 0, i32* %3, align 4, !dbg !20
  call void @llvm.dbg.declare(metadata i32* %4, metadata !21, metadata !DIExpression()), !dbg !23
  store i32 1, i32* %4, align 4, !dbg !23
  br label %9, !dbg !24

9:                                                ; preds = %43, %0
  %10 = load i32, i32* %4, align 4, !dbg !25
  %11 = icmp sle i32 %10, 3, !dbg !27
  br i1 %11, label %12, label %46, !dbg !28

12:                                               ; preds = %9
  call void @llvm.dbg.declare(metadata i32* %5, metadata !29, metadata !DIExpression()), !dbg !31
  %13 = load i32, i32* %4, align 4, !dbg !32
  %14 = mul nsw i32 %13, 3, !dbg !33
  store i32 %14, i32* %5, align 4, !dbg !31
  %15 = load i32, i32* %5, align 4, !dbg !34
  %16 = zext i32 %15 to i64, !dbg !35
  %17 = call i8* @llvm.stacksave(), !dbg !35
  store i8* %17, i8** %6, align 8, !dbg !35
  %18 = alloca i32, i64 %16, align 16, !dbg !35
  store i64 %16, i64* %7, align 8, !dbg !35
  call void @llvm.dbg.declare(metadata i64* %7, metadata !36, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.declare(metadata i32* %18, metadata !39, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.declare(metadata i32* %8, metadata !44, metadata !DIExpression()), !dbg !46
  store i32 0, i32* %8, align 4, !dbg !46
  br label %19, !dbg !47

19:                                               ; preds = %31, %12
  %20 = load i32, i32* %8, align 4, !dbg !48
  %21 = load i32, i32* %5, align 4, !dbg !50
  %22 = icmp slt i32 %20, %21, !dbg !51
  br i1 %22, label %23, label %34, !dbg !52

23:                                               ; preds = %19
  %24 = load i32, i32* %8, align 4, !dbg !53
  %25 = load i8, i8* %2, align 1, !dbg !54
  %26 = zext i8 %25 to i32, !dbg !54
  %27 = mul nsw i32 %24, %26, !dbg !55
  %28 = load i32, i32* %8, align 4, !dbg !56
  %29 = sext i32 %28 to i64, !dbg !57
  %30 = getelementptr inbounds i32, i32* %18, i64 %29, !dbg !57
  store i32 %27, i32* %30, align 4, !dbg !58
  br label %31, !dbg !57

31:                                               ; preds = %23
  %32 = load i32, i32* %8, align 4, !dbg !59
  %33 = add nsw i32 %32, 1, !dbg !59
  store i32 %33, i32* %8, align 4, !dbg !59
  br label %19, !dbg !60, !llvm.loop !61

34:                                               ; preds = %19
  %35 = load i32, i32* %5, align 4, !dbg !64
  %36 = sub nsw i32 %35, 1, !dbg !65
  %37 = sext i32 %36 to i64, !dbg !66
  %38 = getelementptr inbounds i32, i32* %18, i64 %37, !dbg !66
  %39 = load i32, i32* %38, align 4, !dbg !66
  %40 = load i32, i32* %3, align 4, !dbg !67
  %41 = add nsw i32 %40, %39, !dbg !67
  store i32 %41, i32* %3, align 4, !dbg !67
  %42 = load i8*, i8** %6, align 8, !dbg !68
  call void @llvm.stackrestore(i8* %42), !dbg !68
  br label %43, !dbg !69

43:                                               ; preds = %34
  %44 = load i32, i32* %4, align 4, !dbg !70
  %45 = add nsw i32 %44, 1, !dbg !70
  store i32 %45, i32* %4, align 4, !dbg !70
  br label %9, !dbg !71, !llvm.loop !72

46:                                               ; preds = %9
  %47 = load i32, i32* %3, align 4, !dbg !74
  %48 = and i32 %47, 127, !dbg !75
  ret i32 %48, !dbg !76
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/vla.c", directory: ".", checksumkind: CSK_MD5, checksum: "287dad96c5eebff8f221f757ecf24f70")
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
!15 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 7, type: !16)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !DILocation(line: 7, column: 17, scope: !10)
!18 = !DILocation(line: 8, column: 3, scope: !10)
!19 = !DILocalVariable(name: "total", scope: !10, file: !1, line: 9, type: !13)
!20 = !DILocation(line: 9, column: 7, scope: !10)
!21 = !DILocalVariable(name: "round", scope: !22, file: !1, line: 10, type: !13)
!22 = distinct !DILexicalBlock(scope: !10, file: !1, line: 10, column: 3)
!23 = !DILocation(line: 10, column: 12, scope: !22)
!24 = !DILocation(line: 10, column: 8, scope: !22)
!25 = !DILocation(line: 10, column: 23, scope: !26)
!26 = distinct !DILexicalBlock(scope: !22, file: !1, line: 10, column: 3)
!27 = !DILocation(line: 10, column: 29, scope: !26)
!28 = !DILocation(line: 10, column: 3, scope: !22)
!29 = !DILocalVariable(name: "len", scope: !30, file: !1, line: 11, type: !13)
!30 = distinct !DILexicalBlock(scope: !26, file: !1, line: 10, column: 44)
!31 = !DILocation(line: 11, column: 9, scope: !30)
!32 = !DILocation(line: 11, column: 15, scope: !30)
!33 = !DILocation(line: 11, column: 21, scope: !30)
!34 = !DILocation(line: 12, column: 11, scope: !30)
!35 = !DILocation(line: 12, column: 5, scope: !30)
!36 = !DILocalVariable(name: "__vla_expr0", scope: !30, type: !37, flags: DIFlagArtificial)
!37 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!38 = !DILocation(line: 0, scope: !30)
!39 = !DILocalVariable(name: "a", scope: !30, file: !1, line: 12, type: !40)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: !36)
!43 = !DILocation(line: 12, column: 9, scope: !30)
!44 = !DILocalVariable(name: "i", scope: !45, file: !1, line: 13, type: !13)
!45 = distinct !DILexicalBlock(scope: !30, file: !1, line: 13, column: 5)
!46 = !DILocation(line: 13, column: 14, scope: !45)
!47 = !DILocation(line: 13, column: 10, scope: !45)
!48 = !DILocation(line: 13, column: 21, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !1, line: 13, column: 5)
!50 = !DILocation(line: 13, column: 25, scope: !49)
!51 = !DILocation(line: 13, column: 23, scope: !49)
!52 = !DILocation(line: 13, column: 5, scope: !45)
!53 = !DILocation(line: 14, column: 14, scope: !49)
!54 = !DILocation(line: 14, column: 18, scope: !49)
!55 = !DILocation(line: 14, column: 16, scope: !49)
!56 = !DILocation(line: 14, column: 9, scope: !49)
!57 = !DILocation(line: 14, column: 7, scope: !49)
!58 = !DILocation(line: 14, column: 12, scope: !49)
!59 = !DILocation(line: 13, column: 31, scope: !49)
!60 = !DILocation(line: 13, column: 5, scope: !49)
!61 = distinct !{!61, !52, !62, !63}
!62 = !DILocation(line: 14, column: 18, scope: !45)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 15, column: 16, scope: !30)
!65 = !DILocation(line: 15, column: 20, scope: !30)
!66 = !DILocation(line: 15, column: 14, scope: !30)
!67 = !DILocation(line: 15, column: 11, scope: !30)
!68 = !DILocation(line: 16, column: 3, scope: !26)
!69 = !DILocation(line: 16, column: 3, scope: !30)
!70 = !DILocation(line: 10, column: 40, scope: !26)
!71 = !DILocation(line: 10, column: 3, scope: !26)
!72 = distinct !{!72, !28, !73, !63}
!73 = !DILocation(line: 16, column: 3, scope: !22)
!74 = !DILocation(line: 17, column: 10, scope: !10)
!75 = !DILocation(line: 17, column: 16, scope: !10)
!76 = !DILocation(line: 17, column: 3, scope: !10)
