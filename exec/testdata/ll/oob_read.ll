; ModuleID = 'testdata/c/oob_read.c'
source_filename = "testdata/c/oob_read.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"i\00", align 1
@table = internal constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 16, !dbg !0

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !18 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !22, metadata !DIExpression()), !dbg !24
  call void @klee_make_symbolic(i8* noundef %2, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !25
  %4 = load i8, i8* %2, align 1, !dbg !26
  %5 = zext i8 %4 to i32, !dbg !26
  %6 = icmp sgt i32 %5, 8, !dbg !28
  br i1 %6, label %7, label %8, !dbg !29

7:                                                ; preds = %0
  store i32 0, i32* %1, align 4, !dbg !30
  br label %17, !dbg !30

8:                                                ; preds = %0
  call void @llvm.dbg.declare(metadata i32* %3, metadata !31, metadata !DIExpression()), !dbg !32
  %9 = load i8, i8* %2, align 1, !dbg !33
  %10 = zext i8 %9 to i64, !dbg !34
  %11 = getelementptr inbounds [8 x i32], [8 x i32]* @table, i64 0, i64 %10, !dbg !34
  %12 = load i32, i32* %11, align 4, !dbg !34
  store i32 %12, i32* %3, align 4, !dbg !32
  %13 = load i32, i32* %3, align 4, !dbg !35
  %14 = icmp eq i32 %13, 9, !dbg !37
  br i1 %14, label %15, label %16, !dbg !38

15:                                               ; preds = %8
  store i32 9, i32* %1, align 4, !dbg !39
  br label %17, !dbg !39

16:                                               ; preds = %8
  store i32 1, i32* %1, align 4, !dbg !40
  br label %17, !dbg !40

17:                                               ; preds = %16, %15, %7
  %18 = load i32, i32* %1, align 4, !dbg !41
  ret i32 %18, !dbg !41
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 8, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/oob_read.c", directory: ".", checksumkind: CSK_MD5, checksum: "d296a8f5912c9ffe9e16a60ef9e9bc2c")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !8)
!6 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9}
!9 = !DISubrange(count: 8)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !19, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!7}
!21 = !{}
!22 = !DILocalVariable(name: "i", scope: !18, file: !3, line: 11, type: !23)
!23 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!24 = !DILocation(line: 11, column: 17, scope: !18)
!25 = !DILocation(line: 12, column: 3, scope: !18)
!26 = !DILocation(line: 13, column: 7, scope: !27)
!27 = distinct !DILexicalBlock(scope: !18, file: !3, line: 13, column: 7)
!28 = !DILocation(line: 13, column: 9, scope: !27)
!29 = !DILocation(line: 13, column: 7, scope: !18)
!30 = !DILocation(line: 14, column: 5, scope: !27)
!31 = !DILocalVariable(name: "v", scope: !18, file: !3, line: 15, type: !7)
!32 = !DILocation(line: 15, column: 7, scope: !18)
!33 = !DILocation(line: 15, column: 17, scope: !18)
!34 = !DILocation(line: 15, column: 11, scope: !18)
!35 = !DILocation(line: 16, column: 7, scope: !36)
!36 = distinct !DILexicalBlock(scope: !18, file: !3, line: 16, column: 7)
!37 = !DILocation(line: 16, column: 9, scope: !36)
!38 = !DILocation(line: 16, column: 7, scope: !18)
!39 = !DILocation(line: 17, column: 5, scope: !36)
!40 = !DILocation(line: 18, column: 3, scope: !18)
!41 = !DILocation(line: 19, column: 1, scope: !18)
