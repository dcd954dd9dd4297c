; ModuleID = 'testdata/c/bigstack.c'
source_filename = "testdata/c/bigstack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca [1099511627776 x i8], align 16
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !15, metadata !DIExpression()), !dbg !17
  call void @klee_make_symbolic(i8* noundef %2, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !18
  %4 = load i8, i8* %2, align 1, !dbg !19
  %5 = zext i8 %4 to i32, !dbg !19
  %6 = icmp eq i32 %5, 5, !dbg !21
  br i1 %6, label %7, label %16, !dbg !22

7:                                                ; preds = %0
  call void @llvm.dbg.declare(metadata [1099511627776 x i8]* %3, metadata !23, metadata !DIExpression()), !dbg !29
  %8 = load i8, i8* %2, align 1, !dbg !30
  %9 = zext i8 %8 to i64, !dbg !31
  %10 = getelementptr inbounds [1099511627776 x i8], [1099511627776 x i8]* %3, i64 0, i64 %9, !dbg !31
  store i8 1, i8* %10, align 1, !dbg !32
  %11 = load i8, i8* %2, align 1, !dbg !33
  %12 = zext i8 %11 to i64, !dbg !34
  %13 = getelementptr inbounds [1099511627776 x i8], [1099511627776 x i8]* %3, i64 0, i64 %12, !dbg !34
  %14 = load i8, i8* %13, align 1, !dbg !34
  %15 = sext i8 %14 to i32, !dbg !34
  store i32 %15, i32* %1, align 4, !dbg !35
  br label %17, !dbg !35

16:                                               ; preds = %0
  store i32 0, i32* %1, align 4, !dbg !36
  br label %17, !dbg !36

17:                                               ; preds = %16, %7
  %18 = load i32, i32* %1, align 4, !dbg !37
  ret i32 %18, !dbg !37
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
!1 = !DIFile(filename: "testdata/c/bigstack.c", directory: ".", checksumkind: CSK_MD5, checksum: "d6a05a55f11e2b3c8551656508ae0aa2")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 8, type: !16)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !DILocation(line: 8, column: 17, scope: !10)
!18 = !DILocation(line: 9, column: 3, scope: !10)
!19 = !DILocation(line: 10, column: 7, scope: !20)
!20 = distinct !DILexicalBlock(scope: !10, file: !1, line: 10, column: 7)
!21 = !DILocation(line: 10, column: 9, scope: !20)
!22 = !DILocation(line: 10, column: 7, scope: !10)
!23 = !DILocalVariable(name: "big", scope: !24, file: !1, line: 11, type: !25)
!24 = distinct !DILexicalBlock(scope: !20, file: !1, line: 10, column: 15)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 8796093022208, elements: !27)
!26 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!27 = !{!28}
!28 = !DISubrange(count: 1099511627776)
!29 = !DILocation(line: 11, column: 10, scope: !24)
!30 = !DILocation(line: 12, column: 9, scope: !24)
!31 = !DILocation(line: 12, column: 5, scope: !24)
!32 = !DILocation(line: 12, column: 12, scope: !24)
!33 = !DILocation(line: 13, column: 16, scope: !24)
!34 = !DILocation(line: 13, column: 12, scope: !24)
!35 = !DILocation(line: 13, column: 5, scope: !24)
!36 = !DILocation(line: 15, column: 3, scope: !10)
!37 = !DILocation(line: 16, column: 1, scope: !10)
