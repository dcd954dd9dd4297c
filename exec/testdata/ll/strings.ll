; ModuleID = 'testdata/c/strings.c'
source_filename = "testdata/c/strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"s\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"xy\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"q\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i8], align 1
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [4 x i8]* %2, metadata !15, metadata !DIExpression()), !dbg !20
  %5 = getelementptr inbounds [4 x i8], [4 x i8]* %2, i64 0, i64 0, !dbg !21
  call void @klee_make_symbolic(i8* noundef %5, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !22
  %6 = getelementptr inbounds [4 x i8], [4 x i8]* %2, i64 0, i64 3, !dbg !23
  store i8 0, i8* %6, align 1, !dbg !24
  call void @llvm.dbg.declare(metadata i32* %3, metadata !25, metadata !DIExpression()), !dbg !26
  store i32 0, i32* %3, align 4, !dbg !26
  call void @llvm.dbg.declare(metadata i64* %4, metadata !27, metadata !DIExpression()), !dbg !31
  %7 = getelementptr inbounds [4 x i8], [4 x i8]* %2, i64 0, i64 0, !dbg !32
  %8 = call i64 @strlen(i8* noundef %7) #4, !dbg !33
  store i64 %8, i64* %4, align 8, !dbg !31
  %9 = load i64, i64* %4, align 8, !dbg !34
  %10 = icmp eq i64 %9, 2, !dbg !36
  br i1 %10, label %11, label %14, !dbg !37

11:                                               ; preds = %0
  %12 = load i32, i32* %3, align 4, !dbg !38
  %13 = add nsw i32 %12, 1, !dbg !38
  store i32 %13, i32* %3, align 4, !dbg !38
  br label %14, !dbg !39

14:                                               ; preds = %11, %0
  %15 = getelementptr inbounds [4 x i8], [4 x i8]* %2, i64 0, i64 0, !dbg !40
  %16 = call i32 @strcmp(i8* noundef %15, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0)) #4, !dbg !42
  %17 = icmp eq i32 %16, 0, !dbg !43
  br i1 %17, label %18, label %21, !dbg !44

18:                                               ; preds = %14
  %19 = load i32, i32* %3, align 4, !dbg !45
  %20 = add nsw i32 %19, 2, !dbg !45
  store i32 %20, i32* %3, align 4, !dbg !45
  br label %21, !dbg !46

21:                                               ; preds = %18, %14
  %22 = getelementptr inbounds [4 x i8], [4 x i8]* %2, i64 0, i64 0, !dbg !47
  %23 = call i32 @memcmp(i8* noundef %22, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i64 0, i64 0), i64 noundef 2) #4, !dbg !49
  %24 = icmp slt i32 %23, 0, !dbg !50
  br i1 %24, label %25, label %28, !dbg !51

25:                                               ; preds = %21
  %26 = load i32, i32* %3, align 4, !dbg !52
  %27 = add nsw i32 %26, 4, !dbg !52
  store i32 %27, i32* %3, align 4, !dbg !52
  br label %28, !dbg !53

28:                                               ; preds = %25, %21
  %29 = getelementptr inbounds [4 x i8], [4 x i8]* %2, i64 0, i64 0, !dbg !54
  %30 = call i32 @strncmp(i8* noundef %29, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0), i64 noundef 1) #4, !dbg !56
  %31 = icmp sgt i32 %30, 0, !dbg !57
  br i1 %31, label %32, label %35, !dbg !58

32:                                               ; preds = %28
  %33 = load i32, i32* %3, align 4, !dbg !59
  %34 = add nsw i32 %33, 8, !dbg !59
  store i32 %34, i32* %3, align 4, !dbg !59
  br label %35, !dbg !60

35:                                               ; preds = %32, %28
  %36 = load i32, i32* %3, align 4, !dbg !61
  ret i32 %36, !dbg !62
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i32 @memcmp(i8* noundef, i8* noundef, i64 noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i32 @strncmp(i8* noundef, i8* noundef, i64 noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/strings.c", directory: ".", checksumkind: CSK_MD5, checksum: "7a7725bc383bf96b5a70c1cb2103611c")
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
!15 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 7, type: !16)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 32, elements: !18)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{!19}
!19 = !DISubrange(count: 4)
!20 = !DILocation(line: 7, column: 8, scope: !10)
!21 = !DILocation(line: 8, column: 22, scope: !10)
!22 = !DILocation(line: 8, column: 3, scope: !10)
!23 = !DILocation(line: 9, column: 3, scope: !10)
!24 = !DILocation(line: 9, column: 8, scope: !10)
!25 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 10, type: !13)
!26 = !DILocation(line: 10, column: 7, scope: !10)
!27 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 11, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !29, line: 46, baseType: !30)
!29 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!30 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!31 = !DILocation(line: 11, column: 10, scope: !10)
!32 = !DILocation(line: 11, column: 21, scope: !10)
!33 = !DILocation(line: 11, column: 14, scope: !10)
!34 = !DILocation(line: 12, column: 7, scope: !35)
!35 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 7)
!36 = !DILocation(line: 12, column: 9, scope: !35)
!37 = !DILocation(line: 12, column: 7, scope: !10)
!38 = !DILocation(line: 13, column: 7, scope: !35)
!39 = !DILocation(line: 13, column: 5, scope: !35)
!40 = !DILocation(line: 14, column: 14, scope: !41)
!41 = distinct !DILexicalBlock(scope: !10, file: !1, line: 14, column: 7)
!42 = !DILocation(line: 14, column: 7, scope: !41)
!43 = !DILocation(line: 14, column: 23, scope: !41)
!44 = !DILocation(line: 14, column: 7, scope: !10)
!45 = !DILocation(line: 15, column: 7, scope: !41)
!46 = !DILocation(line: 15, column: 5, scope: !41)
!47 = !DILocation(line: 16, column: 14, scope: !48)
!48 = distinct !DILexicalBlock(scope: !10, file: !1, line: 16, column: 7)
!49 = !DILocation(line: 16, column: 7, scope: !48)
!50 = !DILocation(line: 16, column: 26, scope: !48)
!51 = !DILocation(line: 16, column: 7, scope: !10)
!52 = !DILocation(line: 17, column: 7, scope: !48)
!53 = !DILocation(line: 17, column: 5, scope: !48)
!54 = !DILocation(line: 18, column: 15, scope: !55)
!55 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 7)
!56 = !DILocation(line: 18, column: 7, scope: !55)
!57 = !DILocation(line: 18, column: 26, scope: !55)
!58 = !DILocation(line: 18, column: 7, scope: !10)
!59 = !DILocation(line: 19, column: 7, scope: !55)
!60 = !DILocation(line: 19, column: 5, scope: !55)
!61 = !DILocation(line: 20, column: 10, scope: !10)
!62 = !DILocation(line: 20, column: 3, scope: !10)
