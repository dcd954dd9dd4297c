; ModuleID = 'testdata/c/oob.c'
source_filename = "testdata/c/oob.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"i\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca [8 x i32], align 16
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !15, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.declare(metadata [8 x i32]* %3, metadata !18, metadata !DIExpression()), !dbg !22
  %4 = bitcast [8 x i32]* %3 to i8*, !dbg !22
  call void @llvm.memset.p0i8.i64(i8* align 16 %4, i8 0, i64 32, i1 false), !dbg !22
  call void @klee_make_symbolic(i8* noundef %2, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !23
  %5 = load i8, i8* %2, align 1, !dbg !24
  %6 = zext i8 %5 to i32, !dbg !24
  %7 = icmp sgt i32 %6, 8, !dbg !26
  br i1 %7, label %8, label %9, !dbg !27

8:                                                ; preds = %0
  store i32 0, i32* %1, align 4, !dbg !28
  br label %13, !dbg !28

9:                                                ; preds = %0
  %10 = load i8, i8* %2, align 1, !dbg !29
  %11 = zext i8 %10 to i64, !dbg !30
  %12 = getelementptr inbounds [8 x i32], [8 x i32]* %3, i64 0, i64 %11, !dbg !30
  store i32 1, i32* %12, align 4, !dbg !31
  store i32 0, i32* %1, align 4, !dbg !32
  br label %13, !dbg !32

13:                                               ; preds = %9, %8
  %14 = load i32, i32* %1, align 4, !dbg !33
  ret i32 %14, !dbg !33
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/oob.c", directory: ".", checksumkind: CSK_MD5, checksum: "8dfc725845e0283e7b970b69d68068ea")
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
!15 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 8, type: !16)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !DILocation(line: 8, column: 17, scope: !10)
!18 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 9, type: !19)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 256, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 8)
!22 = !DILocation(line: 9, column: 7, scope: !10)
!23 = !DILocation(line: 10, column: 3, scope: !10)
!24 = !DILocation(line: 11, column: 7, scope: !25)
!25 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 7)
!26 = !DILocation(line: 11, column: 9, scope: !25)
!27 = !DILocation(line: 11, column: 7, scope: !10)
!28 = !DILocation(line: 12, column: 5, scope: !25)
!29 = !DILocation(line: 13, column: 5, scope: !10)
!30 = !DILocation(line: 13, column: 3, scope: !10)
!31 = !DILocation(line: 13, column: 8, scope: !10)
!32 = !DILocation(line: 14, column: 3, scope: !10)
!33 = !DILocation(line: 15, column: 1, scope: !10)
