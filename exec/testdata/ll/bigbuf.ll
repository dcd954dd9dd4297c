; ModuleID = 'testdata/c/bigbuf.c'
source_filename = "testdata/c/bigbuf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@buf = internal global [200000 x i8] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"buf\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !18 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @klee_make_symbolic(i8* noundef getelementptr inbounds ([200000 x i8], [200000 x i8]* @buf, i64 0, i64 0), i64 noundef 200000, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)), !dbg !23
  %2 = load i8, i8* getelementptr inbounds ([200000 x i8], [200000 x i8]* @buf, i64 0, i64 199999), align 1, !dbg !24
  %3 = zext i8 %2 to i32, !dbg !24
  %4 = load i8, i8* getelementptr inbounds ([200000 x i8], [200000 x i8]* @buf, i64 0, i64 150000), align 16, !dbg !26
  %5 = zext i8 %4 to i32, !dbg !26
  %6 = add nsw i32 %3, %5, !dbg !27
  %7 = trunc i32 %6 to i8, !dbg !28
  %8 = zext i8 %7 to i32, !dbg !28
  %9 = icmp eq i32 %8, 200, !dbg !29
  br i1 %9, label %10, label %19, !dbg !30

10:                                               ; preds = %0
  %11 = load i8, i8* getelementptr inbounds ([200000 x i8], [200000 x i8]* @buf, i64 0, i64 199999), align 1, !dbg !31
  %12 = zext i8 %11 to i32, !dbg !31
  %13 = load i8, i8* getelementptr inbounds ([200000 x i8], [200000 x i8]* @buf, i64 0, i64 150000), align 16, !dbg !34
  %14 = zext i8 %13 to i32, !dbg !34
  %15 = add nsw i32 %14, 2, !dbg !35
  %16 = icmp eq i32 %12, %15, !dbg !36
  br i1 %16, label %17, label %18, !dbg !37

17:                                               ; preds = %10
  store i32 1, i32* %1, align 4, !dbg !38
  br label %28, !dbg !38

18:                                               ; preds = %10
  store i32 2, i32* %1, align 4, !dbg !39
  br label %28, !dbg !39

19:                                               ; preds = %0
  %20 = load i8, i8* getelementptr inbounds ([200000 x i8], [200000 x i8]* @buf, i64 0, i64 70000), align 16, !dbg !40
  %21 = zext i8 %20 to i32, !dbg !40
  %22 = load i8, i8* getelementptr inbounds ([200000 x i8], [200000 x i8]* @buf, i64 0, i64 100), align 4, !dbg !42
  %23 = zext i8 %22 to i32, !dbg !42
  %24 = xor i32 %21, %23, !dbg !43
  %25 = icmp eq i32 %24, 7, !dbg !44
  br i1 %25, label %26, label %27, !dbg !45

26:                                               ; preds = %19
  store i32 3, i32* %1, align 4, !dbg !46
  br label %28, !dbg !46

27:                                               ; preds = %19
  store i32 0, i32* %1, align 4, !dbg !47
  br label %28, !dbg !47

28:                                               ; preds = %27, %26, %18, %17
  %29 = load i32, i32* %1, align 4, !dbg !48
  ret i32 %29, !dbg !48
}

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 7, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/bigbuf.c", directory: ".", checksumkind: CSK_MD5, checksum: "278710a6766b08c71b9b1a430dd5068a")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1600000, elements: !8)
!8 = !{!9}
!9 = !DISubrange(count: 200000)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 9, type: !19, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!19 = !DISubroutineType(types: !20)
!20 = !{!21}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{}
!23 = !DILocation(line: 10, column: 3, scope: !18)
!24 = !DILocation(line: 11, column: 23, scope: !25)
!25 = distinct !DILexicalBlock(scope: !18, file: !3, line: 11, column: 7)
!26 = !DILocation(line: 11, column: 37, scope: !25)
!27 = !DILocation(line: 11, column: 35, scope: !25)
!28 = !DILocation(line: 11, column: 7, scope: !25)
!29 = !DILocation(line: 11, column: 50, scope: !25)
!30 = !DILocation(line: 11, column: 7, scope: !18)
!31 = !DILocation(line: 12, column: 9, scope: !32)
!32 = distinct !DILexicalBlock(scope: !33, file: !3, line: 12, column: 9)
!33 = distinct !DILexicalBlock(scope: !25, file: !3, line: 11, column: 58)
!34 = !DILocation(line: 12, column: 24, scope: !32)
!35 = !DILocation(line: 12, column: 36, scope: !32)
!36 = !DILocation(line: 12, column: 21, scope: !32)
!37 = !DILocation(line: 12, column: 9, scope: !33)
!38 = !DILocation(line: 13, column: 7, scope: !32)
!39 = !DILocation(line: 14, column: 5, scope: !33)
!40 = !DILocation(line: 16, column: 8, scope: !41)
!41 = distinct !DILexicalBlock(scope: !18, file: !3, line: 16, column: 7)
!42 = !DILocation(line: 16, column: 21, scope: !41)
!43 = !DILocation(line: 16, column: 19, scope: !41)
!44 = !DILocation(line: 16, column: 31, scope: !41)
!45 = !DILocation(line: 16, column: 7, scope: !18)
!46 = !DILocation(line: 17, column: 5, scope: !41)
!47 = !DILocation(line: 18, column: 3, scope: !18)
!48 = !DILocation(line: 19, column: 1, scope: !18)
