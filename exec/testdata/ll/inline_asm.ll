; ModuleID = 'testdata/c/inline_asm.c'
source_filename = "testdata/c/inline_asm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"v\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !15, metadata !DIExpression()), !dbg !17
  call void @klee_make_symbolic(i8* noundef %2, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !18
  %6 = load i8, i8* %2, align 1, !dbg !19
  %7 = zext i8 %6 to i32, !dbg !19
  %8 = icmp ne i32 %7, 0, !dbg !20
  %9 = zext i1 %8 to i32, !dbg !20
  %10 = sext i32 %9 to i64, !dbg !19
  call void @klee_assume(i64 noundef %10), !dbg !21
  call void @llvm.dbg.declare(metadata i64* %3, metadata !22, metadata !DIExpression()), !dbg !24
  %11 = load i8, i8* %2, align 1, !dbg !25
  %12 = zext i8 %11 to i64, !dbg !25
  store i64 %12, i64* %3, align 8, !dbg !24
  call void @llvm.dbg.declare(metadata i32* %4, metadata !26, metadata !DIExpression()), !dbg !27
  %13 = load i64, i64* %3, align 8, !dbg !28
  %14 = call i32 asm "bsf\09$1, ${0:q}", "=r,rm,~{dirflag},~{fpsr},~{flags}"(i64 %13) #3, !dbg !29, !srcloc !30
  store i32 %14, i32* %4, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata i32* %5, metadata !31, metadata !DIExpression()), !dbg !32
  %15 = call i32 @has_feature(), !dbg !33
  store i32 %15, i32* %5, align 4, !dbg !32
  %16 = load i32, i32* %5, align 4, !dbg !34
  %17 = icmp ne i32 %16, 0, !dbg !34
  br i1 %17, label %18, label %24, !dbg !36

18:                                               ; preds = %0
  %19 = load i32, i32* %4, align 4, !dbg !37
  %20 = load i64, i64* %3, align 8, !dbg !38
  %21 = call i64 @llvm.cttz.i64(i64 %20, i1 true), !dbg !39
  %22 = trunc i64 %21 to i32, !dbg !39
  %23 = icmp ne i32 %19, %22, !dbg !40
  br i1 %23, label %29, label %30, !dbg !34

24:                                               ; preds = %0
  %25 = load i32, i32* %4, align 4, !dbg !41
  %26 = load i64, i64* %3, align 8, !dbg !42
  %27 = call i32 @portable_ctz(i64 noundef %26), !dbg !43
  %28 = icmp ne i32 %25, %27, !dbg !44
  br i1 %28, label %29, label %30, !dbg !36

29:                                               ; preds = %24, %18
  store i32 100, i32* %1, align 4, !dbg !45
  br label %32, !dbg !45

30:                                               ; preds = %24, %18
  %31 = load i32, i32* %4, align 4, !dbg !46
  store i32 %31, i32* %1, align 4, !dbg !47
  br label %32, !dbg !47

32:                                               ; preds = %30, %29
  %33 = load i32, i32* %1, align 4, !dbg !48
  ret i32 %33, !dbg !48
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

declare void @klee_assume(i64 noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @has_feature() #0 !dbg !49 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !50, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.declare(metadata i32* %3, metadata !53, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.declare(metadata i32* %4, metadata !55, metadata !DIExpression()), !dbg !56
  call void @llvm.dbg.declare(metadata i32* %5, metadata !57, metadata !DIExpression()), !dbg !58
  %6 = call i32 @__get_cpuid(i32 noundef 1, i32* noundef %2, i32* noundef %3, i32* noundef %4, i32* noundef %5), !dbg !59
  %7 = icmp ne i32 %6, 0, !dbg !59
  br i1 %7, label %9, label %8, !dbg !61

8:                                                ; preds = %0
  store i32 0, i32* %1, align 4, !dbg !62
  br label %13, !dbg !62

9:                                                ; preds = %0
  %10 = load i32, i32* %4, align 4, !dbg !63
  %11 = lshr i32 %10, 1, !dbg !64
  %12 = and i32 %11, 1, !dbg !65
  store i32 %12, i32* %1, align 4, !dbg !66
  br label %13, !dbg !66

13:                                               ; preds = %9, %8
  %14 = load i32, i32* %1, align 4, !dbg !67
  ret i32 %14, !dbg !67
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @portable_ctz(i64 noundef %0) #0 !dbg !68 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !71, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.declare(metadata i32* %3, metadata !73, metadata !DIExpression()), !dbg !74
  store i32 0, i32* %3, align 4, !dbg !74
  br label %4, !dbg !75

4:                                                ; preds = %9, %1
  %5 = load i64, i64* %2, align 8, !dbg !76
  %6 = and i64 %5, 1, !dbg !77
  %7 = icmp ne i64 %6, 0, !dbg !78
  %8 = xor i1 %7, true, !dbg !78
  br i1 %8, label %9, label %14, !dbg !75

9:                                                ; preds = %4
  %10 = load i64, i64* %2, align 8, !dbg !79
  %11 = lshr i64 %10, 1, !dbg !79
  store i64 %11, i64* %2, align 8, !dbg !79
  %12 = load i32, i32* %3, align 4, !dbg !81
  %13 = add nsw i32 %12, 1, !dbg !81
  store i32 %13, i32* %3, align 4, !dbg !81
  br label %4, !dbg !75, !llvm.loop !82

14:                                               ; preds = %4
  %15 = load i32, i32* %3, align 4, !dbg !85
  ret i32 %15, !dbg !86
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @__get_cpuid(i32 noundef %0, i32* noundef %1, i32* noundef %2, i32* noundef %3, i32* noundef %4) #0 !dbg !87 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca i32, align 4
  store i32 %0, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !92, metadata !DIExpression()), !dbg !93
  store i32* %1, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !94, metadata !DIExpression()), !dbg !95
  store i32* %2, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !96, metadata !DIExpression()), !dbg !97
  store i32* %3, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !98, metadata !DIExpression()), !dbg !99
  store i32* %4, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.declare(metadata i32* %12, metadata !102, metadata !DIExpression()), !dbg !103
  %13 = load i32, i32* %7, align 4, !dbg !104
  %14 = and i32 %13, -2147483648, !dbg !105
  %15 = call i32 @__get_cpuid_max(i32 noundef %14, i32* noundef null), !dbg !106
  store i32 %15, i32* %12, align 4, !dbg !103
  %16 = load i32, i32* %12, align 4, !dbg !107
  %17 = icmp eq i32 %16, 0, !dbg !109
  br i1 %17, label %22, label %18, !dbg !110

18:                                               ; preds = %5
  %19 = load i32, i32* %12, align 4, !dbg !111
  %20 = load i32, i32* %7, align 4, !dbg !112
  %21 = icmp ult i32 %19, %20, !dbg !113
  br i1 %21, label %22, label %23, !dbg !114

22:                                               ; preds = %18, %5
  store i32 0, i32* %6, align 4, !dbg !115
  br label %34, !dbg !115

23:                                               ; preds = %18
  %24 = load i32*, i32** %8, align 8, !dbg !116
  %25 = load i32*, i32** %9, align 8, !dbg !116
  %26 = load i32*, i32** %10, align 8, !dbg !116
  %27 = load i32*, i32** %11, align 8, !dbg !116
  %28 = load i32, i32* %7, align 4, !dbg !116
  %29 = call { i32, i32, i32, i32 } asm "  xchgq  %rbx,${1:q}\0A  cpuid\0A  xchgq  %rbx,${1:q}", "={ax},=r,={cx},={dx},0,~{dirflag},~{fpsr},~{flags}"(i32 %28) #4, !dbg !116, !srcloc !117
  %30 = extractvalue { i32, i32, i32, i32 } %29, 0, !dbg !116
  %31 = extractvalue { i32, i32, i32, i32 } %29, 1, !dbg !116
  %32 = extractvalue { i32, i32, i32, i32 } %29, 2, !dbg !116
  %33 = extractvalue { i32, i32, i32, i32 } %29, 3, !dbg !116
  store i32 %30, i32* %24, align 4, !dbg !116
  store i32 %31, i32* %25, align 4, !dbg !116
  store i32 %32, i32* %26, align 4, !dbg !116
  store i32 %33, i32* %27, align 4, !dbg !116
  store i32 1, i32* %6, align 4, !dbg !118
  br label %34, !dbg !118

34:                                               ; preds = %23, %22
  %35 = load i32, i32* %6, align 4, !dbg !119
  ret i32 %35, !dbg !119
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @__get_cpuid_max(i32 noundef %0, i32* noundef %1) #0 !dbg !120 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !123, metadata !DIExpression()), !dbg !124
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !125, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.declare(metadata i32* %5, metadata !127, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.declare(metadata i32* %6, metadata !129, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.declare(metadata i32* %7, metadata !131, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.declare(metadata i32* %8, metadata !133, metadata !DIExpression()), !dbg !134
  %9 = load i32, i32* %3, align 4, !dbg !135
  %10 = call { i32, i32, i32, i32 } asm "  xchgq  %rbx,${1:q}\0A  cpuid\0A  xchgq  %rbx,${1:q}", "={ax},=r,={cx},={dx},0,~{dirflag},~{fpsr},~{flags}"(i32 %9) #4, !dbg !135, !srcloc !136
  %11 = extractvalue { i32, i32, i32, i32 } %10, 0, !dbg !135
  %12 = extractvalue { i32, i32, i32, i32 } %10, 1, !dbg !135
  %13 = extractvalue { i32, i32, i32, i32 } %10, 2, !dbg !135
  %14 = extractvalue { i32, i32, i32, i32 } %10, 3, !dbg !135
  store i32 %11, i32* %5, align 4, !dbg !135
  store i32 %12, i32* %6, align 4, !dbg !135
  store i32 %13, i32* %7, align 4, !dbg !135
  store i32 %14, i32* %8, align 4, !dbg !135
  %15 = load i32*, i32** %4, align 8, !dbg !137
  %16 = icmp ne i32* %15, null, !dbg !137
  br i1 %16, label %17, label %20, !dbg !139

17:                                               ; preds = %2
  %18 = load i32, i32* %6, align 4, !dbg !140
  %19 = load i32*, i32** %4, align 8, !dbg !141
  store i32 %18, i32* %19, align 4, !dbg !142
  br label %20, !dbg !143

20:                                               ; preds = %17, %2
  %21 = load i32, i32* %5, align 4, !dbg !144
  ret i32 %21, !dbg !145
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly }
attributes #4 = { nounwind readnone }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/inline_asm.c", directory: ".", checksumkind: CSK_MD5, checksum: "63ce52682fbf3eaf18cc1866fe14e3a4")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 27, type: !11, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 28, type: !16)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !DILocation(line: 28, column: 17, scope: !10)
!18 = !DILocation(line: 29, column: 3, scope: !10)
!19 = !DILocation(line: 30, column: 15, scope: !10)
!20 = !DILocation(line: 30, column: 17, scope: !10)
!21 = !DILocation(line: 30, column: 3, scope: !10)
!22 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 31, type: !23)
!23 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DILocation(line: 31, column: 17, scope: !10)
!25 = !DILocation(line: 31, column: 21, scope: !10)
!26 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 32, type: !13)
!27 = !DILocation(line: 32, column: 7, scope: !10)
!28 = !DILocation(line: 33, column: 43, scope: !10)
!29 = !DILocation(line: 33, column: 3, scope: !10)
!30 = !{i64 795}
!31 = !DILocalVariable(name: "f", scope: !10, file: !1, line: 34, type: !13)
!32 = !DILocation(line: 34, column: 7, scope: !10)
!33 = !DILocation(line: 34, column: 11, scope: !10)
!34 = !DILocation(line: 35, column: 7, scope: !35)
!35 = distinct !DILexicalBlock(scope: !10, file: !1, line: 35, column: 7)
!36 = !DILocation(line: 35, column: 7, scope: !10)
!37 = !DILocation(line: 35, column: 11, scope: !35)
!38 = !DILocation(line: 35, column: 31, scope: !35)
!39 = !DILocation(line: 35, column: 16, scope: !35)
!40 = !DILocation(line: 35, column: 13, scope: !35)
!41 = !DILocation(line: 35, column: 36, scope: !35)
!42 = !DILocation(line: 35, column: 54, scope: !35)
!43 = !DILocation(line: 35, column: 41, scope: !35)
!44 = !DILocation(line: 35, column: 38, scope: !35)
!45 = !DILocation(line: 36, column: 5, scope: !35)
!46 = !DILocation(line: 37, column: 10, scope: !10)
!47 = !DILocation(line: 37, column: 3, scope: !10)
!48 = !DILocation(line: 38, column: 1, scope: !10)
!49 = distinct !DISubprogram(name: "has_feature", scope: !1, file: !1, line: 11, type: !11, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!50 = !DILocalVariable(name: "a", scope: !49, file: !1, line: 12, type: !51)
!51 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!52 = !DILocation(line: 12, column: 12, scope: !49)
!53 = !DILocalVariable(name: "b", scope: !49, file: !1, line: 12, type: !51)
!54 = !DILocation(line: 12, column: 15, scope: !49)
!55 = !DILocalVariable(name: "c", scope: !49, file: !1, line: 12, type: !51)
!56 = !DILocation(line: 12, column: 18, scope: !49)
!57 = !DILocalVariable(name: "d", scope: !49, file: !1, line: 12, type: !51)
!58 = !DILocation(line: 12, column: 21, scope: !49)
!59 = !DILocation(line: 13, column: 8, scope: !60)
!60 = distinct !DILexicalBlock(scope: !49, file: !1, line: 13, column: 7)
!61 = !DILocation(line: 13, column: 7, scope: !49)
!62 = !DILocation(line: 14, column: 5, scope: !60)
!63 = !DILocation(line: 15, column: 11, scope: !49)
!64 = !DILocation(line: 15, column: 13, scope: !49)
!65 = !DILocation(line: 15, column: 19, scope: !49)
!66 = !DILocation(line: 15, column: 3, scope: !49)
!67 = !DILocation(line: 16, column: 1, scope: !49)
!68 = distinct !DISubprogram(name: "portable_ctz", scope: !1, file: !1, line: 18, type: !69, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!69 = !DISubroutineType(types: !70)
!70 = !{!13, !23}
!71 = !DILocalVariable(name: "x", arg: 1, scope: !68, file: !1, line: 18, type: !23)
!72 = !DILocation(line: 18, column: 39, scope: !68)
!73 = !DILocalVariable(name: "n", scope: !68, file: !1, line: 19, type: !13)
!74 = !DILocation(line: 19, column: 7, scope: !68)
!75 = !DILocation(line: 20, column: 3, scope: !68)
!76 = !DILocation(line: 20, column: 12, scope: !68)
!77 = !DILocation(line: 20, column: 14, scope: !68)
!78 = !DILocation(line: 20, column: 10, scope: !68)
!79 = !DILocation(line: 21, column: 7, scope: !80)
!80 = distinct !DILexicalBlock(scope: !68, file: !1, line: 20, column: 20)
!81 = !DILocation(line: 22, column: 6, scope: !80)
!82 = distinct !{!82, !75, !83, !84}
!83 = !DILocation(line: 23, column: 3, scope: !68)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !DILocation(line: 24, column: 10, scope: !68)
!86 = !DILocation(line: 24, column: 3, scope: !68)
!87 = distinct !DISubprogram(name: "__get_cpuid", scope: !88, file: !88, line: 293, type: !89, scopeLine: 296, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!88 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/cpuid.h", directory: "", checksumkind: CSK_MD5, checksum: "003622425c1cba35c13ad351b7e86398")
!89 = !DISubroutineType(types: !90)
!90 = !{!13, !51, !91, !91, !91, !91}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!92 = !DILocalVariable(name: "__leaf", arg: 1, scope: !87, file: !88, line: 293, type: !51)
!93 = !DILocation(line: 293, column: 47, scope: !87)
!94 = !DILocalVariable(name: "__eax", arg: 2, scope: !87, file: !88, line: 293, type: !91)
!95 = !DILocation(line: 293, column: 69, scope: !87)
!96 = !DILocalVariable(name: "__ebx", arg: 3, scope: !87, file: !88, line: 294, type: !91)
!97 = !DILocation(line: 294, column: 48, scope: !87)
!98 = !DILocalVariable(name: "__ecx", arg: 4, scope: !87, file: !88, line: 294, type: !91)
!99 = !DILocation(line: 294, column: 69, scope: !87)
!100 = !DILocalVariable(name: "__edx", arg: 5, scope: !87, file: !88, line: 295, type: !91)
!101 = !DILocation(line: 295, column: 48, scope: !87)
!102 = !DILocalVariable(name: "__max_leaf", scope: !87, file: !88, line: 297, type: !51)
!103 = !DILocation(line: 297, column: 18, scope: !87)
!104 = !DILocation(line: 297, column: 47, scope: !87)
!105 = !DILocation(line: 297, column: 54, scope: !87)
!106 = !DILocation(line: 297, column: 31, scope: !87)
!107 = !DILocation(line: 299, column: 9, scope: !108)
!108 = distinct !DILexicalBlock(scope: !87, file: !88, line: 299, column: 9)
!109 = !DILocation(line: 299, column: 20, scope: !108)
!110 = !DILocation(line: 299, column: 25, scope: !108)
!111 = !DILocation(line: 299, column: 28, scope: !108)
!112 = !DILocation(line: 299, column: 41, scope: !108)
!113 = !DILocation(line: 299, column: 39, scope: !108)
!114 = !DILocation(line: 299, column: 9, scope: !87)
!115 = !DILocation(line: 300, column: 9, scope: !108)
!116 = !DILocation(line: 302, column: 5, scope: !87)
!117 = !{i64 2147507537, i64 2147507573, i64 2147507597}
!118 = !DILocation(line: 303, column: 5, scope: !87)
!119 = !DILocation(line: 304, column: 1, scope: !87)
!120 = distinct !DISubprogram(name: "__get_cpuid_max", scope: !88, file: !88, line: 263, type: !121, scopeLine: 264, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!121 = !DISubroutineType(types: !122)
!122 = !{!13, !51, !91}
!123 = !DILocalVariable(name: "__leaf", arg: 1, scope: !120, file: !88, line: 263, type: !51)
!124 = !DILocation(line: 263, column: 51, scope: !120)
!125 = !DILocalVariable(name: "__sig", arg: 2, scope: !120, file: !88, line: 263, type: !91)
!126 = !DILocation(line: 263, column: 73, scope: !120)
!127 = !DILocalVariable(name: "__eax", scope: !120, file: !88, line: 265, type: !51)
!128 = !DILocation(line: 265, column: 18, scope: !120)
!129 = !DILocalVariable(name: "__ebx", scope: !120, file: !88, line: 265, type: !51)
!130 = !DILocation(line: 265, column: 25, scope: !120)
!131 = !DILocalVariable(name: "__ecx", scope: !120, file: !88, line: 265, type: !51)
!132 = !DILocation(line: 265, column: 32, scope: !120)
!133 = !DILocalVariable(name: "__edx", scope: !120, file: !88, line: 265, type: !51)
!134 = !DILocation(line: 265, column: 39, scope: !120)
!135 = !DILocation(line: 287, column: 5, scope: !120)
!136 = !{i64 2147507331, i64 2147507367, i64 2147507391}
!137 = !DILocation(line: 288, column: 9, scope: !138)
!138 = distinct !DILexicalBlock(scope: !120, file: !88, line: 288, column: 9)
!139 = !DILocation(line: 288, column: 9, scope: !120)
!140 = !DILocation(line: 289, column: 18, scope: !138)
!141 = !DILocation(line: 289, column: 10, scope: !138)
!142 = !DILocation(line: 289, column: 16, scope: !138)
!143 = !DILocation(line: 289, column: 9, scope: !138)
!144 = !DILocation(line: 290, column: 12, scope: !120)
!145 = !DILocation(line: 290, column: 5, scope: !120)
