; ModuleID = 'testdata/c/reach_error.c'
source_filename = "testdata/c/reach_error.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !15, metadata !DIExpression()), !dbg !17
  %3 = call zeroext i8 @__VERIFIER_nondet_uchar(), !dbg !18
  store i8 %3, i8* %2, align 1, !dbg !17
  %4 = load i8, i8* %2, align 1, !dbg !19
  %5 = zext i8 %4 to i32, !dbg !19
  %6 = icmp ne i32 %5, 3, !dbg !20
  %7 = zext i1 %6 to i32, !dbg !20
  call void @__VERIFIER_assume(i32 noundef %7), !dbg !21
  %8 = load i8, i8* %2, align 1, !dbg !22
  %9 = zext i8 %8 to i32, !dbg !22
  %10 = mul nsw i32 %9, 2, !dbg !24
  %11 = icmp eq i32 %10, 10, !dbg !25
  br i1 %11, label %12, label %13, !dbg !26

12:                                               ; preds = %0
  call void @reach_error(), !dbg !27
  br label %13, !dbg !27

13:                                               ; preds = %12, %0
  ret i32 0, !dbg !28
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare zeroext i8 @__VERIFIER_nondet_uchar() #2

declare void @__VERIFIER_assume(i32 noundef) #2

declare void @reach_error() #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/reach_error.c", directory: ".", checksumkind: CSK_MD5, checksum: "244c220e820a0e2e6ebf6967703df51e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 9, type: !16)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !DILocation(line: 9, column: 17, scope: !10)
!18 = !DILocation(line: 9, column: 21, scope: !10)
!19 = !DILocation(line: 10, column: 21, scope: !10)
!20 = !DILocation(line: 10, column: 23, scope: !10)
!21 = !DILocation(line: 10, column: 3, scope: !10)
!22 = !DILocation(line: 11, column: 7, scope: !23)
!23 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 7)
!24 = !DILocation(line: 11, column: 9, scope: !23)
!25 = !DILocation(line: 11, column: 13, scope: !23)
!26 = !DILocation(line: 11, column: 7, scope: !10)
!27 = !DILocation(line: 12, column: 5, scope: !23)
!28 = !DILocation(line: 13, column: 3, scope: !10)
