; ModuleID = 'testdata/c/dangling.c'
source_filename = "testdata/c/dangling.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32* @leak(i32 noundef %0) #0 !dbg !10 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !16, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.declare(metadata i32* %3, metadata !18, metadata !DIExpression()), !dbg !19
  %4 = load i32, i32* %2, align 4, !dbg !20
  store i32 %4, i32* %3, align 4, !dbg !19
  ret i32* %3, !dbg !21
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @work(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !22 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [4 x i32], align 16
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !25, metadata !DIExpression()), !dbg !26
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !27, metadata !DIExpression()), !dbg !28
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata [4 x i32]* %7, metadata !31, metadata !DIExpression()), !dbg !35
  %8 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 0, !dbg !36
  %9 = load i32, i32* %4, align 4, !dbg !37
  store i32 %9, i32* %8, align 4, !dbg !36
  %10 = getelementptr inbounds i32, i32* %8, i64 1, !dbg !36
  %11 = load i32, i32* %5, align 4, !dbg !38
  store i32 %11, i32* %10, align 4, !dbg !36
  %12 = getelementptr inbounds i32, i32* %10, i64 1, !dbg !36
  %13 = load i32, i32* %6, align 4, !dbg !39
  store i32 %13, i32* %12, align 4, !dbg !36
  %14 = getelementptr inbounds i32, i32* %12, i64 1, !dbg !36
  %15 = load i32, i32* %4, align 4, !dbg !40
  %16 = load i32, i32* %5, align 4, !dbg !41
  %17 = add nsw i32 %15, %16, !dbg !42
  store i32 %17, i32* %14, align 4, !dbg !36
  %18 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 0, !dbg !43
  %19 = load i32, i32* %18, align 16, !dbg !43
  %20 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 1, !dbg !44
  %21 = load i32, i32* %20, align 4, !dbg !44
  %22 = add nsw i32 %19, %21, !dbg !45
  %23 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 2, !dbg !46
  %24 = load i32, i32* %23, align 8, !dbg !46
  %25 = add nsw i32 %22, %24, !dbg !47
  %26 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 3, !dbg !48
  %27 = load i32, i32* %26, align 4, !dbg !48
  %28 = add nsw i32 %25, %27, !dbg !49
  ret i32 %28, !dbg !50
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !51 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !54, metadata !DIExpression()), !dbg !55
  %6 = bitcast i32* %2 to i8*, !dbg !56
  call void @klee_make_symbolic(i8* noundef %6, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !57
  call void @llvm.dbg.declare(metadata i32** %3, metadata !58, metadata !DIExpression()), !dbg !59
  %7 = load i32, i32* %2, align 4, !dbg !60
  %8 = call i32* @leak(i32 noundef %7), !dbg !61
  store i32* %8, i32** %3, align 8, !dbg !59
  call void @llvm.dbg.declare(metadata i32* %4, metadata !62, metadata !DIExpression()), !dbg !63
  store i32 0, i32* %4, align 4, !dbg !63
  call void @llvm.dbg.declare(metadata i32* %5, metadata !64, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %5, align 4, !dbg !66
  br label %9, !dbg !67

9:                                                ; preds = %19, %0
  %10 = load i32, i32* %5, align 4, !dbg !68
  %11 = icmp slt i32 %10, 8, !dbg !70
  br i1 %11, label %12, label %22, !dbg !71

12:                                               ; preds = %9
  %13 = load i32, i32* %5, align 4, !dbg !72
  %14 = load i32, i32* %2, align 4, !dbg !73
  %15 = load i32, i32* %4, align 4, !dbg !74
  %16 = call i32 @work(i32 noundef %13, i32 noundef %14, i32 noundef %15), !dbg !75
  %17 = load i32, i32* %4, align 4, !dbg !76
  %18 = add nsw i32 %17, %16, !dbg !76
  store i32 %18, i32* %4, align 4, !dbg !76
  br label %19, !dbg !77

19:                                               ; preds = %12
  %20 = load i32, i32* %5, align 4, !dbg !78
  %21 = add nsw i32 %20, 1, !dbg !78
  store i32 %21, i32* %5, align 4, !dbg !78
  br label %9, !dbg !79, !llvm.loop !80

22:                                               ; preds = %9
  %23 = load i32*, i32** %3, align 8, !dbg !83
  %24 = load i32, i32* %23, align 4, !dbg !84
  %25 = load i32, i32* %4, align 4, !dbg !85
  %26 = add nsw i32 %24, %25, !dbg !86
  ret i32 %26, !dbg !87
}

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/dangling.c", directory: ".", checksumkind: CSK_MD5, checksum: "3f4b78004740f5b60b84439f8e3546d8")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "leak", scope: !1, file: !1, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !14}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{}
!16 = !DILocalVariable(name: "v", arg: 1, scope: !10, file: !1, line: 10, type: !14)
!17 = !DILocation(line: 10, column: 41, scope: !10)
!18 = !DILocalVariable(name: "local", scope: !10, file: !1, line: 11, type: !14)
!19 = !DILocation(line: 11, column: 7, scope: !10)
!20 = !DILocation(line: 11, column: 15, scope: !10)
!21 = !DILocation(line: 12, column: 3, scope: !10)
!22 = distinct !DISubprogram(name: "work", scope: !1, file: !1, line: 15, type: !23, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!23 = !DISubroutineType(types: !24)
!24 = !{!14, !14, !14, !14}
!25 = !DILocalVariable(name: "a", arg: 1, scope: !22, file: !1, line: 15, type: !14)
!26 = !DILocation(line: 15, column: 40, scope: !22)
!27 = !DILocalVariable(name: "b", arg: 2, scope: !22, file: !1, line: 15, type: !14)
!28 = !DILocation(line: 15, column: 47, scope: !22)
!29 = !DILocalVariable(name: "c", arg: 3, scope: !22, file: !1, line: 15, type: !14)
!30 = !DILocation(line: 15, column: 54, scope: !22)
!31 = !DILocalVariable(name: "t", scope: !22, file: !1, line: 16, type: !32)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 4)
!35 = !DILocation(line: 16, column: 7, scope: !22)
!36 = !DILocation(line: 16, column: 14, scope: !22)
!37 = !DILocation(line: 16, column: 15, scope: !22)
!38 = !DILocation(line: 16, column: 18, scope: !22)
!39 = !DILocation(line: 16, column: 21, scope: !22)
!40 = !DILocation(line: 16, column: 24, scope: !22)
!41 = !DILocation(line: 16, column: 28, scope: !22)
!42 = !DILocation(line: 16, column: 26, scope: !22)
!43 = !DILocation(line: 17, column: 10, scope: !22)
!44 = !DILocation(line: 17, column: 17, scope: !22)
!45 = !DILocation(line: 17, column: 15, scope: !22)
!46 = !DILocation(line: 17, column: 24, scope: !22)
!47 = !DILocation(line: 17, column: 22, scope: !22)
!48 = !DILocation(line: 17, column: 31, scope: !22)
!49 = !DILocation(line: 17, column: 29, scope: !22)
!50 = !DILocation(line: 17, column: 3, scope: !22)
!51 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 20, type: !52, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!52 = !DISubroutineType(types: !53)
!53 = !{!14}
!54 = !DILocalVariable(name: "x", scope: !51, file: !1, line: 21, type: !14)
!55 = !DILocation(line: 21, column: 7, scope: !51)
!56 = !DILocation(line: 22, column: 22, scope: !51)
!57 = !DILocation(line: 22, column: 3, scope: !51)
!58 = !DILocalVariable(name: "p", scope: !51, file: !1, line: 23, type: !13)
!59 = !DILocation(line: 23, column: 8, scope: !51)
!60 = !DILocation(line: 23, column: 17, scope: !51)
!61 = !DILocation(line: 23, column: 12, scope: !51)
!62 = !DILocalVariable(name: "s", scope: !51, file: !1, line: 24, type: !14)
!63 = !DILocation(line: 24, column: 7, scope: !51)
!64 = !DILocalVariable(name: "i", scope: !65, file: !1, line: 25, type: !14)
!65 = distinct !DILexicalBlock(scope: !51, file: !1, line: 25, column: 3)
!66 = !DILocation(line: 25, column: 12, scope: !65)
!67 = !DILocation(line: 25, column: 8, scope: !65)
!68 = !DILocation(line: 25, column: 19, scope: !69)
!69 = distinct !DILexicalBlock(scope: !65, file: !1, line: 25, column: 3)
!70 = !DILocation(line: 25, column: 21, scope: !69)
!71 = !DILocation(line: 25, column: 3, scope: !65)
!72 = !DILocation(line: 26, column: 15, scope: !69)
!73 = !DILocation(line: 26, column: 18, scope: !69)
!74 = !DILocation(line: 26, column: 21, scope: !69)
!75 = !DILocation(line: 26, column: 10, scope: !69)
!76 = !DILocation(line: 26, column: 7, scope: !69)
!77 = !DILocation(line: 26, column: 5, scope: !69)
!78 = !DILocation(line: 25, column: 27, scope: !69)
!79 = !DILocation(line: 25, column: 3, scope: !69)
!80 = distinct !{!80, !71, !81, !82}
!81 = !DILocation(line: 26, column: 22, scope: !65)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocation(line: 27, column: 11, scope: !51)
!84 = !DILocation(line: 27, column: 10, scope: !51)
!85 = !DILocation(line: 27, column: 15, scope: !51)
!86 = !DILocation(line: 27, column: 13, scope: !51)
!87 = !DILocation(line: 27, column: 3, scope: !51)
