; ModuleID = 'testdata/c/computed_goto.c'
source_filename = "testdata/c/computed_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.table = internal global [2 x i8*] [i8* blockaddress(@main, %22), i8* blockaddress(@main, %23)], align 16, !dbg !0
@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !2 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !22, metadata !DIExpression()), !dbg !24
  call void @klee_make_symbolic(i8* noundef %2, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !25
  %4 = load i8, i8* %2, align 1, !dbg !26
  %5 = zext i8 %4 to i32, !dbg !26
  %6 = icmp eq i32 %5, 1, !dbg !28
  br i1 %6, label %7, label %9, !dbg !29

7:                                                ; preds = %0
  %8 = load i8*, i8** getelementptr inbounds ([2 x i8*], [2 x i8*]* @main.table, i64 0, i64 0), align 16, !dbg !30
  br label %26, !dbg !31

9:                                                ; preds = %0
  %10 = load i8, i8* %2, align 1, !dbg !32
  %11 = zext i8 %10 to i32, !dbg !32
  %12 = icmp eq i32 %11, 2, !dbg !34
  br i1 %12, label %13, label %15, !dbg !35

13:                                               ; preds = %9
  %14 = load i8*, i8** getelementptr inbounds ([2 x i8*], [2 x i8*]* @main.table, i64 0, i64 1), align 8, !dbg !36
  br label %26, !dbg !37

15:                                               ; preds = %9
  %16 = load i8, i8* %2, align 1, !dbg !38
  %17 = zext i8 %16 to i32, !dbg !38
  %18 = icmp eq i32 %17, 3, !dbg !40
  br i1 %18, label %19, label %21, !dbg !41

19:                                               ; preds = %15
  call void @llvm.dbg.declare(metadata i8** %3, metadata !42, metadata !DIExpression()), !dbg !44
  store i8* blockaddress(@main, %23), i8** %3, align 8, !dbg !44
  %20 = load i8*, i8** %3, align 8, !dbg !45
  br label %26, !dbg !46

21:                                               ; preds = %15
  store i32 0, i32* %1, align 4, !dbg !47
  br label %24, !dbg !47

22:                                               ; preds = %26
  call void @llvm.dbg.label(metadata !48), !dbg !49
  store i32 1, i32* %1, align 4, !dbg !50
  br label %24, !dbg !50

23:                                               ; preds = %26, %26
  call void @llvm.dbg.label(metadata !51), !dbg !52
  store i32 2, i32* %1, align 4, !dbg !53
  br label %24, !dbg !53

24:                                               ; preds = %23, %22, %21
  %25 = load i32, i32* %1, align 4, !dbg !54
  ret i32 %25, !dbg !54

26:                                               ; preds = %19, %13, %7
  %27 = phi i8* [ %8, %7 ], [ %14, %13 ], [ %20, %19 ]
  indirectbr i8* %27, [label %22, label %23, label %23]
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 8, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 7, type: !4, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !9)
!3 = !DIFile(filename: "testdata/c/computed_goto.c", directory: ".", checksumkind: CSK_MD5, checksum: "9c32e899e29ddafb98f4a728403a084e")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{}
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, elements: !12)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !{!13}
!13 = !DISubrange(count: 2)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 14.0.6"}
!22 = !DILocalVariable(name: "x", scope: !2, file: !3, line: 9, type: !23)
!23 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!24 = !DILocation(line: 9, column: 17, scope: !2)
!25 = !DILocation(line: 10, column: 3, scope: !2)
!26 = !DILocation(line: 11, column: 7, scope: !27)
!27 = distinct !DILexicalBlock(scope: !2, file: !3, line: 11, column: 7)
!28 = !DILocation(line: 11, column: 9, scope: !27)
!29 = !DILocation(line: 11, column: 7, scope: !2)
!30 = !DILocation(line: 12, column: 11, scope: !27)
!31 = !DILocation(line: 12, column: 5, scope: !27)
!32 = !DILocation(line: 13, column: 7, scope: !33)
!33 = distinct !DILexicalBlock(scope: !2, file: !3, line: 13, column: 7)
!34 = !DILocation(line: 13, column: 9, scope: !33)
!35 = !DILocation(line: 13, column: 7, scope: !2)
!36 = !DILocation(line: 14, column: 11, scope: !33)
!37 = !DILocation(line: 14, column: 5, scope: !33)
!38 = !DILocation(line: 15, column: 7, scope: !39)
!39 = distinct !DILexicalBlock(scope: !2, file: !3, line: 15, column: 7)
!40 = !DILocation(line: 15, column: 9, scope: !39)
!41 = !DILocation(line: 15, column: 7, scope: !2)
!42 = !DILocalVariable(name: "p", scope: !43, file: !3, line: 16, type: !11)
!43 = distinct !DILexicalBlock(scope: !39, file: !3, line: 15, column: 15)
!44 = !DILocation(line: 16, column: 11, scope: !43)
!45 = !DILocation(line: 17, column: 11, scope: !43)
!46 = !DILocation(line: 17, column: 5, scope: !43)
!47 = !DILocation(line: 19, column: 3, scope: !2)
!48 = !DILabel(scope: !2, name: "one", file: !3, line: 20)
!49 = !DILocation(line: 20, column: 1, scope: !2)
!50 = !DILocation(line: 21, column: 3, scope: !2)
!51 = !DILabel(scope: !2, name: "two", file: !3, line: 22)
!52 = !DILocation(line: 22, column: 1, scope: !2)
!53 = !DILocation(line: 23, column: 3, scope: !2)
!54 = !DILocation(line: 24, column: 1, scope: !2)
