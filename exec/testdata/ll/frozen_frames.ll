; ModuleID = 'testdata/c/frozen_frames.c'
source_filename = "testdata/c/frozen_frames.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"c\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !15, metadata !DIExpression()), !dbg !17
  call void @klee_make_symbolic(i8* noundef %2, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %3, metadata !19, metadata !DIExpression()), !dbg !20
  %6 = load i8, i8* %2, align 1, !dbg !21
  %7 = zext i8 %6 to i32, !dbg !21
  %8 = mul nsw i32 %7, 3, !dbg !22
  store i32 %8, i32* %3, align 4, !dbg !20
  call void @llvm.dbg.declare(metadata i32* %4, metadata !23, metadata !DIExpression()), !dbg !24
  %9 = load i8, i8* %2, align 1, !dbg !25
  %10 = zext i8 %9 to i32, !dbg !25
  %11 = xor i32 %10, 90, !dbg !26
  store i32 %11, i32* %4, align 4, !dbg !24
  call void @llvm.dbg.declare(metadata i32* %5, metadata !27, metadata !DIExpression()), !dbg !28
  %12 = load i8, i8* %2, align 1, !dbg !29
  %13 = call i32 @down(i8 noundef zeroext %12, i32 noundef 2), !dbg !30
  store i32 %13, i32* %5, align 4, !dbg !28
  %14 = load i32, i32* %3, align 4, !dbg !31
  %15 = load i8, i8* %2, align 1, !dbg !33
  %16 = zext i8 %15 to i32, !dbg !33
  %17 = mul nsw i32 %16, 3, !dbg !34
  %18 = icmp ne i32 %14, %17, !dbg !35
  br i1 %18, label %25, label %19, !dbg !36

19:                                               ; preds = %0
  %20 = load i32, i32* %4, align 4, !dbg !37
  %21 = load i8, i8* %2, align 1, !dbg !38
  %22 = zext i8 %21 to i32, !dbg !38
  %23 = xor i32 %22, 90, !dbg !39
  %24 = icmp ne i32 %20, %23, !dbg !40
  br i1 %24, label %25, label %26, !dbg !41

25:                                               ; preds = %19, %0
  store i32 70, i32* %1, align 4, !dbg !42
  br label %28, !dbg !42

26:                                               ; preds = %19
  %27 = load i32, i32* %5, align 4, !dbg !43
  store i32 %27, i32* %1, align 4, !dbg !44
  br label %28, !dbg !44

28:                                               ; preds = %26, %25
  %29 = load i32, i32* %1, align 4, !dbg !45
  ret i32 %29, !dbg !45
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @down(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !46 {
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i8 %0, i8* %4, align 1
  call void @llvm.dbg.declare(metadata i8* %4, metadata !49, metadata !DIExpression()), !dbg !50
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !51, metadata !DIExpression()), !dbg !52
  %8 = load i32, i32* %5, align 4, !dbg !53
  %9 = icmp eq i32 %8, 0, !dbg !55
  br i1 %9, label %10, label %13, !dbg !56

10:                                               ; preds = %2
  %11 = load i8, i8* %4, align 1, !dbg !57
  %12 = call i32 @middle(i8 noundef zeroext %11, i32 noundef 2), !dbg !58
  store i32 %12, i32* %3, align 4, !dbg !59
  br label %52, !dbg !59

13:                                               ; preds = %2
  call void @llvm.dbg.declare(metadata i32* %6, metadata !60, metadata !DIExpression()), !dbg !61
  %14 = load i32, i32* %5, align 4, !dbg !62
  %15 = mul nsw i32 %14, 100, !dbg !63
  %16 = load i8, i8* %4, align 1, !dbg !64
  %17 = zext i8 %16 to i32, !dbg !64
  %18 = add nsw i32 %15, %17, !dbg !65
  store i32 %18, i32* %6, align 4, !dbg !61
  call void @llvm.dbg.declare(metadata i32* %7, metadata !66, metadata !DIExpression()), !dbg !67
  %19 = load i8, i8* %4, align 1, !dbg !68
  %20 = zext i8 %19 to i32, !dbg !68
  %21 = load i32, i32* %5, align 4, !dbg !70
  %22 = add nsw i32 %21, 3, !dbg !71
  %23 = ashr i32 %20, %22, !dbg !72
  %24 = and i32 %23, 1, !dbg !73
  %25 = icmp ne i32 %24, 0, !dbg !73
  br i1 %25, label %26, label %32, !dbg !74

26:                                               ; preds = %13
  %27 = load i8, i8* %4, align 1, !dbg !75
  %28 = load i32, i32* %5, align 4, !dbg !76
  %29 = sub nsw i32 %28, 1, !dbg !77
  %30 = call i32 @down(i8 noundef zeroext %27, i32 noundef %29), !dbg !78
  %31 = mul nsw i32 %30, 2, !dbg !79
  store i32 %31, i32* %7, align 4, !dbg !80
  br label %39, !dbg !81

32:                                               ; preds = %13
  %33 = load i8, i8* %4, align 1, !dbg !82
  %34 = load i32, i32* %5, align 4, !dbg !83
  %35 = sub nsw i32 %34, 1, !dbg !84
  %36 = call i32 @down(i8 noundef zeroext %33, i32 noundef %35), !dbg !85
  %37 = mul nsw i32 %36, 2, !dbg !86
  %38 = add nsw i32 %37, 1, !dbg !87
  store i32 %38, i32* %7, align 4, !dbg !88
  br label %39

39:                                               ; preds = %32, %26
  %40 = load i32, i32* %6, align 4, !dbg !89
  %41 = load i32, i32* %5, align 4, !dbg !91
  %42 = mul nsw i32 %41, 100, !dbg !92
  %43 = load i8, i8* %4, align 1, !dbg !93
  %44 = zext i8 %43 to i32, !dbg !93
  %45 = add nsw i32 %42, %44, !dbg !94
  %46 = icmp ne i32 %40, %45, !dbg !95
  br i1 %46, label %47, label %50, !dbg !96

47:                                               ; preds = %39
  %48 = load i32, i32* %5, align 4, !dbg !97
  %49 = add nsw i32 60, %48, !dbg !98
  store i32 %49, i32* %3, align 4, !dbg !99
  br label %52, !dbg !99

50:                                               ; preds = %39
  %51 = load i32, i32* %7, align 4, !dbg !100
  store i32 %51, i32* %3, align 4, !dbg !101
  br label %52, !dbg !101

52:                                               ; preds = %50, %47, %10
  %53 = load i32, i32* %3, align 4, !dbg !102
  ret i32 %53, !dbg !102
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @middle(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !103 {
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i8 %0, i8* %4, align 1
  call void @llvm.dbg.declare(metadata i8* %4, metadata !104, metadata !DIExpression()), !dbg !105
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !106, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.declare(metadata i32* %6, metadata !108, metadata !DIExpression()), !dbg !109
  %8 = load i32, i32* %5, align 4, !dbg !110
  %9 = mul nsw i32 %8, 11, !dbg !111
  %10 = load i8, i8* %4, align 1, !dbg !112
  %11 = zext i8 %10 to i32, !dbg !112
  %12 = add nsw i32 %9, %11, !dbg !113
  store i32 %12, i32* %6, align 4, !dbg !109
  call void @llvm.dbg.declare(metadata i32* %7, metadata !114, metadata !DIExpression()), !dbg !115
  %13 = load i8, i8* %4, align 1, !dbg !116
  %14 = load i32, i32* %5, align 4, !dbg !117
  %15 = call i32 @leaf(i8 noundef zeroext %13, i32 noundef %14), !dbg !118
  store i32 %15, i32* %7, align 4, !dbg !115
  %16 = load i32, i32* %6, align 4, !dbg !119
  %17 = load i32, i32* %5, align 4, !dbg !121
  %18 = mul nsw i32 %17, 11, !dbg !122
  %19 = load i8, i8* %4, align 1, !dbg !123
  %20 = zext i8 %19 to i32, !dbg !123
  %21 = add nsw i32 %18, %20, !dbg !124
  %22 = icmp ne i32 %16, %21, !dbg !125
  br i1 %22, label %23, label %24, !dbg !126

23:                                               ; preds = %2
  store i32 50, i32* %3, align 4, !dbg !127
  br label %36, !dbg !127

24:                                               ; preds = %2
  %25 = load i8, i8* %4, align 1, !dbg !128
  %26 = zext i8 %25 to i32, !dbg !128
  %27 = and i32 %26, 4, !dbg !130
  %28 = icmp ne i32 %27, 0, !dbg !130
  br i1 %28, label %29, label %32, !dbg !131

29:                                               ; preds = %24
  %30 = load i32, i32* %7, align 4, !dbg !132
  %31 = mul nsw i32 %30, 2, !dbg !133
  store i32 %31, i32* %3, align 4, !dbg !134
  br label %36, !dbg !134

32:                                               ; preds = %24
  %33 = load i32, i32* %7, align 4, !dbg !135
  %34 = mul nsw i32 %33, 2, !dbg !136
  %35 = add nsw i32 %34, 1, !dbg !137
  store i32 %35, i32* %3, align 4, !dbg !138
  br label %36, !dbg !138

36:                                               ; preds = %32, %29, %23
  %37 = load i32, i32* %3, align 4, !dbg !139
  ret i32 %37, !dbg !139
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @leaf(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !140 {
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  store i8 %0, i8* %4, align 1
  call void @llvm.dbg.declare(metadata i8* %4, metadata !141, metadata !DIExpression()), !dbg !142
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !143, metadata !DIExpression()), !dbg !144
  %6 = load i8, i8* %4, align 1, !dbg !145
  %7 = zext i8 %6 to i32, !dbg !145
  %8 = load i32, i32* %5, align 4, !dbg !147
  %9 = add nsw i32 %7, %8, !dbg !148
  %10 = srem i32 %9, 3, !dbg !149
  %11 = icmp eq i32 %10, 0, !dbg !150
  br i1 %11, label %12, label %13, !dbg !151

12:                                               ; preds = %2
  store i32 1, i32* %3, align 4, !dbg !152
  br label %14, !dbg !152

13:                                               ; preds = %2
  store i32 2, i32* %3, align 4, !dbg !153
  br label %14, !dbg !153

14:                                               ; preds = %13, %12
  %15 = load i32, i32* %3, align 4, !dbg !154
  ret i32 %15, !dbg !154
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/frozen_frames.c", directory: ".", checksumkind: CSK_MD5, checksum: "633fb86853329b4ba103738f031298a4")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 41, type: !11, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 42, type: !16)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !DILocation(line: 42, column: 17, scope: !10)
!18 = !DILocation(line: 43, column: 3, scope: !10)
!19 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 44, type: !13)
!20 = !DILocation(line: 44, column: 7, scope: !10)
!21 = !DILocation(line: 44, column: 11, scope: !10)
!22 = !DILocation(line: 44, column: 13, scope: !10)
!23 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 44, type: !13)
!24 = !DILocation(line: 44, column: 18, scope: !10)
!25 = !DILocation(line: 44, column: 22, scope: !10)
!26 = !DILocation(line: 44, column: 24, scope: !10)
!27 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 45, type: !13)
!28 = !DILocation(line: 45, column: 7, scope: !10)
!29 = !DILocation(line: 45, column: 16, scope: !10)
!30 = !DILocation(line: 45, column: 11, scope: !10)
!31 = !DILocation(line: 46, column: 7, scope: !32)
!32 = distinct !DILexicalBlock(scope: !10, file: !1, line: 46, column: 7)
!33 = !DILocation(line: 46, column: 12, scope: !32)
!34 = !DILocation(line: 46, column: 14, scope: !32)
!35 = !DILocation(line: 46, column: 9, scope: !32)
!36 = !DILocation(line: 46, column: 18, scope: !32)
!37 = !DILocation(line: 46, column: 21, scope: !32)
!38 = !DILocation(line: 46, column: 27, scope: !32)
!39 = !DILocation(line: 46, column: 29, scope: !32)
!40 = !DILocation(line: 46, column: 23, scope: !32)
!41 = !DILocation(line: 46, column: 7, scope: !10)
!42 = !DILocation(line: 47, column: 5, scope: !32)
!43 = !DILocation(line: 48, column: 10, scope: !10)
!44 = !DILocation(line: 48, column: 3, scope: !10)
!45 = !DILocation(line: 49, column: 1, scope: !10)
!46 = distinct !DISubprogram(name: "down", scope: !1, file: !1, line: 27, type: !47, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!47 = !DISubroutineType(types: !48)
!48 = !{!13, !16, !13}
!49 = !DILocalVariable(name: "c", arg: 1, scope: !46, file: !1, line: 27, type: !16)
!50 = !DILocation(line: 27, column: 31, scope: !46)
!51 = !DILocalVariable(name: "depth", arg: 2, scope: !46, file: !1, line: 27, type: !13)
!52 = !DILocation(line: 27, column: 38, scope: !46)
!53 = !DILocation(line: 28, column: 7, scope: !54)
!54 = distinct !DILexicalBlock(scope: !46, file: !1, line: 28, column: 7)
!55 = !DILocation(line: 28, column: 13, scope: !54)
!56 = !DILocation(line: 28, column: 7, scope: !46)
!57 = !DILocation(line: 29, column: 19, scope: !54)
!58 = !DILocation(line: 29, column: 12, scope: !54)
!59 = !DILocation(line: 29, column: 5, scope: !54)
!60 = !DILocalVariable(name: "here", scope: !46, file: !1, line: 30, type: !13)
!61 = !DILocation(line: 30, column: 7, scope: !46)
!62 = !DILocation(line: 30, column: 14, scope: !46)
!63 = !DILocation(line: 30, column: 20, scope: !46)
!64 = !DILocation(line: 30, column: 28, scope: !46)
!65 = !DILocation(line: 30, column: 26, scope: !46)
!66 = !DILocalVariable(name: "sub", scope: !46, file: !1, line: 31, type: !13)
!67 = !DILocation(line: 31, column: 7, scope: !46)
!68 = !DILocation(line: 32, column: 8, scope: !69)
!69 = distinct !DILexicalBlock(scope: !46, file: !1, line: 32, column: 7)
!70 = !DILocation(line: 32, column: 14, scope: !69)
!71 = !DILocation(line: 32, column: 20, scope: !69)
!72 = !DILocation(line: 32, column: 10, scope: !69)
!73 = !DILocation(line: 32, column: 26, scope: !69)
!74 = !DILocation(line: 32, column: 7, scope: !46)
!75 = !DILocation(line: 33, column: 16, scope: !69)
!76 = !DILocation(line: 33, column: 19, scope: !69)
!77 = !DILocation(line: 33, column: 25, scope: !69)
!78 = !DILocation(line: 33, column: 11, scope: !69)
!79 = !DILocation(line: 33, column: 30, scope: !69)
!80 = !DILocation(line: 33, column: 9, scope: !69)
!81 = !DILocation(line: 33, column: 5, scope: !69)
!82 = !DILocation(line: 35, column: 16, scope: !69)
!83 = !DILocation(line: 35, column: 19, scope: !69)
!84 = !DILocation(line: 35, column: 25, scope: !69)
!85 = !DILocation(line: 35, column: 11, scope: !69)
!86 = !DILocation(line: 35, column: 30, scope: !69)
!87 = !DILocation(line: 35, column: 34, scope: !69)
!88 = !DILocation(line: 35, column: 9, scope: !69)
!89 = !DILocation(line: 36, column: 7, scope: !90)
!90 = distinct !DILexicalBlock(scope: !46, file: !1, line: 36, column: 7)
!91 = !DILocation(line: 36, column: 15, scope: !90)
!92 = !DILocation(line: 36, column: 21, scope: !90)
!93 = !DILocation(line: 36, column: 29, scope: !90)
!94 = !DILocation(line: 36, column: 27, scope: !90)
!95 = !DILocation(line: 36, column: 12, scope: !90)
!96 = !DILocation(line: 36, column: 7, scope: !46)
!97 = !DILocation(line: 37, column: 17, scope: !90)
!98 = !DILocation(line: 37, column: 15, scope: !90)
!99 = !DILocation(line: 37, column: 5, scope: !90)
!100 = !DILocation(line: 38, column: 10, scope: !46)
!101 = !DILocation(line: 38, column: 3, scope: !46)
!102 = !DILocation(line: 39, column: 1, scope: !46)
!103 = distinct !DISubprogram(name: "middle", scope: !1, file: !1, line: 17, type: !47, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!104 = !DILocalVariable(name: "c", arg: 1, scope: !103, file: !1, line: 17, type: !16)
!105 = !DILocation(line: 17, column: 33, scope: !103)
!106 = !DILocalVariable(name: "k", arg: 2, scope: !103, file: !1, line: 17, type: !13)
!107 = !DILocation(line: 17, column: 40, scope: !103)
!108 = !DILocalVariable(name: "before", scope: !103, file: !1, line: 18, type: !13)
!109 = !DILocation(line: 18, column: 7, scope: !103)
!110 = !DILocation(line: 18, column: 16, scope: !103)
!111 = !DILocation(line: 18, column: 18, scope: !103)
!112 = !DILocation(line: 18, column: 25, scope: !103)
!113 = !DILocation(line: 18, column: 23, scope: !103)
!114 = !DILocalVariable(name: "r", scope: !103, file: !1, line: 19, type: !13)
!115 = !DILocation(line: 19, column: 7, scope: !103)
!116 = !DILocation(line: 19, column: 16, scope: !103)
!117 = !DILocation(line: 19, column: 19, scope: !103)
!118 = !DILocation(line: 19, column: 11, scope: !103)
!119 = !DILocation(line: 20, column: 7, scope: !120)
!120 = distinct !DILexicalBlock(scope: !103, file: !1, line: 20, column: 7)
!121 = !DILocation(line: 20, column: 17, scope: !120)
!122 = !DILocation(line: 20, column: 19, scope: !120)
!123 = !DILocation(line: 20, column: 26, scope: !120)
!124 = !DILocation(line: 20, column: 24, scope: !120)
!125 = !DILocation(line: 20, column: 14, scope: !120)
!126 = !DILocation(line: 20, column: 7, scope: !103)
!127 = !DILocation(line: 21, column: 5, scope: !120)
!128 = !DILocation(line: 22, column: 7, scope: !129)
!129 = distinct !DILexicalBlock(scope: !103, file: !1, line: 22, column: 7)
!130 = !DILocation(line: 22, column: 9, scope: !129)
!131 = !DILocation(line: 22, column: 7, scope: !103)
!132 = !DILocation(line: 23, column: 12, scope: !129)
!133 = !DILocation(line: 23, column: 14, scope: !129)
!134 = !DILocation(line: 23, column: 5, scope: !129)
!135 = !DILocation(line: 24, column: 10, scope: !103)
!136 = !DILocation(line: 24, column: 12, scope: !103)
!137 = !DILocation(line: 24, column: 16, scope: !103)
!138 = !DILocation(line: 24, column: 3, scope: !103)
!139 = !DILocation(line: 25, column: 1, scope: !103)
!140 = distinct !DISubprogram(name: "leaf", scope: !1, file: !1, line: 11, type: !47, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!141 = !DILocalVariable(name: "c", arg: 1, scope: !140, file: !1, line: 11, type: !16)
!142 = !DILocation(line: 11, column: 31, scope: !140)
!143 = !DILocalVariable(name: "k", arg: 2, scope: !140, file: !1, line: 11, type: !13)
!144 = !DILocation(line: 11, column: 38, scope: !140)
!145 = !DILocation(line: 12, column: 8, scope: !146)
!146 = distinct !DILexicalBlock(scope: !140, file: !1, line: 12, column: 7)
!147 = !DILocation(line: 12, column: 12, scope: !146)
!148 = !DILocation(line: 12, column: 10, scope: !146)
!149 = !DILocation(line: 12, column: 15, scope: !146)
!150 = !DILocation(line: 12, column: 19, scope: !146)
!151 = !DILocation(line: 12, column: 7, scope: !140)
!152 = !DILocation(line: 13, column: 5, scope: !146)
!153 = !DILocation(line: 14, column: 3, scope: !140)
!154 = !DILocation(line: 15, column: 1, scope: !140)
