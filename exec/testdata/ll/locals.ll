; ModuleID = 'testdata/c/locals.c'
source_filename = "testdata/c/locals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"i\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @pick(i32 noundef %0, i32 noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [4 x i32], align 16
  %6 = alloca [4 x i32], align 16
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !15, metadata !DIExpression()), !dbg !16
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !17, metadata !DIExpression()), !dbg !18
  call void @llvm.dbg.declare(metadata [4 x i32]* %5, metadata !19, metadata !DIExpression()), !dbg !23
  %7 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 0, !dbg !24
  %8 = load i32, i32* %4, align 4, !dbg !25
  store i32 %8, i32* %7, align 4, !dbg !24
  %9 = getelementptr inbounds i32, i32* %7, i64 1, !dbg !24
  %10 = load i32, i32* %4, align 4, !dbg !26
  %11 = add nsw i32 %10, 1, !dbg !27
  store i32 %11, i32* %9, align 4, !dbg !24
  %12 = getelementptr inbounds i32, i32* %9, i64 1, !dbg !24
  %13 = load i32, i32* %4, align 4, !dbg !28
  %14 = add nsw i32 %13, 2, !dbg !29
  store i32 %14, i32* %12, align 4, !dbg !24
  %15 = getelementptr inbounds i32, i32* %12, i64 1, !dbg !24
  %16 = load i32, i32* %4, align 4, !dbg !30
  %17 = add nsw i32 %16, 3, !dbg !31
  store i32 %17, i32* %15, align 4, !dbg !24
  call void @llvm.dbg.declare(metadata [4 x i32]* %6, metadata !32, metadata !DIExpression()), !dbg !33
  %18 = getelementptr inbounds [4 x i32], [4 x i32]* %6, i64 0, i64 0, !dbg !34
  %19 = load i32, i32* %4, align 4, !dbg !35
  store i32 %19, i32* %18, align 4, !dbg !34
  %20 = getelementptr inbounds i32, i32* %18, i64 1, !dbg !34
  %21 = load i32, i32* %4, align 4, !dbg !36
  store i32 %21, i32* %20, align 4, !dbg !34
  %22 = getelementptr inbounds i32, i32* %20, i64 1, !dbg !34
  %23 = load i32, i32* %4, align 4, !dbg !37
  store i32 %23, i32* %22, align 4, !dbg !34
  %24 = getelementptr inbounds i32, i32* %22, i64 1, !dbg !34
  %25 = load i32, i32* %4, align 4, !dbg !38
  store i32 %25, i32* %24, align 4, !dbg !34
  %26 = load i32, i32* %3, align 4, !dbg !39
  %27 = sext i32 %26 to i64, !dbg !40
  %28 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 %27, !dbg !40
  store i32 7, i32* %28, align 4, !dbg !41
  %29 = getelementptr inbounds [4 x i32], [4 x i32]* %5, i64 0, i64 0, !dbg !42
  %30 = load i32, i32* %29, align 16, !dbg !42
  %31 = getelementptr inbounds [4 x i32], [4 x i32]* %6, i64 0, i64 0, !dbg !43
  %32 = load i32, i32* %31, align 16, !dbg !43
  %33 = add nsw i32 %30, %32, !dbg !44
  ret i32 %33, !dbg !45
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !46 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !49, metadata !DIExpression()), !dbg !50
  %5 = bitcast i32* %2 to i8*, !dbg !51
  call void @klee_make_symbolic(i8* noundef %5, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !52
  call void @llvm.dbg.declare(metadata i32* %3, metadata !53, metadata !DIExpression()), !dbg !54
  store i32 0, i32* %3, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %4, metadata !55, metadata !DIExpression()), !dbg !57
  store i32 0, i32* %4, align 4, !dbg !57
  br label %6, !dbg !58

6:                                                ; preds = %15, %0
  %7 = load i32, i32* %4, align 4, !dbg !59
  %8 = icmp slt i32 %7, 4, !dbg !61
  br i1 %8, label %9, label %18, !dbg !62

9:                                                ; preds = %6
  %10 = load i32, i32* %4, align 4, !dbg !63
  %11 = load i32, i32* %3, align 4, !dbg !64
  %12 = call i32 @pick(i32 noundef %10, i32 noundef %11), !dbg !65
  %13 = load i32, i32* %3, align 4, !dbg !66
  %14 = add nsw i32 %13, %12, !dbg !66
  store i32 %14, i32* %3, align 4, !dbg !66
  br label %15, !dbg !67

15:                                               ; preds = %9
  %16 = load i32, i32* %4, align 4, !dbg !68
  %17 = add nsw i32 %16, 1, !dbg !68
  store i32 %17, i32* %4, align 4, !dbg !68
  br label %6, !dbg !69, !llvm.loop !70

18:                                               ; preds = %6
  %19 = load i32, i32* %2, align 4, !dbg !73
  %20 = icmp slt i32 %19, 0, !dbg !75
  br i1 %20, label %24, label %21, !dbg !76

21:                                               ; preds = %18
  %22 = load i32, i32* %2, align 4, !dbg !77
  %23 = icmp sgt i32 %22, 4, !dbg !78
  br i1 %23, label %24, label %25, !dbg !79

24:                                               ; preds = %21, %18
  store i32 0, i32* %1, align 4, !dbg !80
  br label %30, !dbg !80

25:                                               ; preds = %21
  %26 = load i32, i32* %2, align 4, !dbg !81
  %27 = load i32, i32* %3, align 4, !dbg !82
  %28 = call i32 @pick(i32 noundef %26, i32 noundef %27), !dbg !83
  %29 = and i32 %28, 127, !dbg !84
  store i32 %29, i32* %1, align 4, !dbg !85
  br label %30, !dbg !85

30:                                               ; preds = %25, %24
  %31 = load i32, i32* %1, align 4, !dbg !86
  ret i32 %31, !dbg !86
}

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/locals.c", directory: ".", checksumkind: CSK_MD5, checksum: "f3e70c6a4240604407d817e9bc971d15")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "pick", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "i", arg: 1, scope: !10, file: !1, line: 9, type: !13)
!16 = !DILocation(line: 9, column: 40, scope: !10)
!17 = !DILocalVariable(name: "v", arg: 2, scope: !10, file: !1, line: 9, type: !13)
!18 = !DILocation(line: 9, column: 47, scope: !10)
!19 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 10, type: !20)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 4)
!23 = !DILocation(line: 10, column: 7, scope: !10)
!24 = !DILocation(line: 10, column: 14, scope: !10)
!25 = !DILocation(line: 10, column: 15, scope: !10)
!26 = !DILocation(line: 10, column: 18, scope: !10)
!27 = !DILocation(line: 10, column: 20, scope: !10)
!28 = !DILocation(line: 10, column: 25, scope: !10)
!29 = !DILocation(line: 10, column: 27, scope: !10)
!30 = !DILocation(line: 10, column: 32, scope: !10)
!31 = !DILocation(line: 10, column: 34, scope: !10)
!32 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 11, type: !20)
!33 = !DILocation(line: 11, column: 7, scope: !10)
!34 = !DILocation(line: 11, column: 14, scope: !10)
!35 = !DILocation(line: 11, column: 15, scope: !10)
!36 = !DILocation(line: 11, column: 18, scope: !10)
!37 = !DILocation(line: 11, column: 21, scope: !10)
!38 = !DILocation(line: 11, column: 24, scope: !10)
!39 = !DILocation(line: 12, column: 5, scope: !10)
!40 = !DILocation(line: 12, column: 3, scope: !10)
!41 = !DILocation(line: 12, column: 8, scope: !10)
!42 = !DILocation(line: 13, column: 10, scope: !10)
!43 = !DILocation(line: 13, column: 17, scope: !10)
!44 = !DILocation(line: 13, column: 15, scope: !10)
!45 = !DILocation(line: 13, column: 3, scope: !10)
!46 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 16, type: !47, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!47 = !DISubroutineType(types: !48)
!48 = !{!13}
!49 = !DILocalVariable(name: "i", scope: !46, file: !1, line: 17, type: !13)
!50 = !DILocation(line: 17, column: 7, scope: !46)
!51 = !DILocation(line: 18, column: 22, scope: !46)
!52 = !DILocation(line: 18, column: 3, scope: !46)
!53 = !DILocalVariable(name: "s", scope: !46, file: !1, line: 19, type: !13)
!54 = !DILocation(line: 19, column: 7, scope: !46)
!55 = !DILocalVariable(name: "k", scope: !56, file: !1, line: 20, type: !13)
!56 = distinct !DILexicalBlock(scope: !46, file: !1, line: 20, column: 3)
!57 = !DILocation(line: 20, column: 12, scope: !56)
!58 = !DILocation(line: 20, column: 8, scope: !56)
!59 = !DILocation(line: 20, column: 19, scope: !60)
!60 = distinct !DILexicalBlock(scope: !56, file: !1, line: 20, column: 3)
!61 = !DILocation(line: 20, column: 21, scope: !60)
!62 = !DILocation(line: 20, column: 3, scope: !56)
!63 = !DILocation(line: 21, column: 15, scope: !60)
!64 = !DILocation(line: 21, column: 18, scope: !60)
!65 = !DILocation(line: 21, column: 10, scope: !60)
!66 = !DILocation(line: 21, column: 7, scope: !60)
!67 = !DILocation(line: 21, column: 5, scope: !60)
!68 = !DILocation(line: 20, column: 27, scope: !60)
!69 = !DILocation(line: 20, column: 3, scope: !60)
!70 = distinct !{!70, !62, !71, !72}
!71 = !DILocation(line: 21, column: 19, scope: !56)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 22, column: 7, scope: !74)
!74 = distinct !DILexicalBlock(scope: !46, file: !1, line: 22, column: 7)
!75 = !DILocation(line: 22, column: 9, scope: !74)
!76 = !DILocation(line: 22, column: 13, scope: !74)
!77 = !DILocation(line: 22, column: 16, scope: !74)
!78 = !DILocation(line: 22, column: 18, scope: !74)
!79 = !DILocation(line: 22, column: 7, scope: !46)
!80 = !DILocation(line: 23, column: 5, scope: !74)
!81 = !DILocation(line: 24, column: 15, scope: !46)
!82 = !DILocation(line: 24, column: 18, scope: !46)
!83 = !DILocation(line: 24, column: 10, scope: !46)
!84 = !DILocation(line: 24, column: 21, scope: !46)
!85 = !DILocation(line: 24, column: 3, scope: !46)
!86 = !DILocation(line: 25, column: 1, scope: !46)
