; ModuleID = 'testdata/c/badinit.c'
source_filename = "testdata/c/badinit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@tagged = dso_local global i64 1, align 8, !dbg !0
@.str = private unnamed_addr constant [2 x i8] c"c\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !16 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !19, metadata !DIExpression()), !dbg !21
  call void @klee_make_symbolic(i8* noundef %2, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !22
  %3 = load i8, i8* %2, align 1, !dbg !23
  %4 = zext i8 %3 to i32, !dbg !23
  %5 = icmp eq i32 %4, 7, !dbg !25
  br i1 %5, label %6, label %9, !dbg !26

6:                                                ; preds = %0
  %7 = load i64, i64* @tagged, align 8, !dbg !27
  %8 = trunc i64 %7 to i32, !dbg !28
  store i32 %8, i32* %1, align 4, !dbg !29
  br label %10, !dbg !29

9:                                                ; preds = %0
  store i32 0, i32* %1, align 4, !dbg !30
  br label %10, !dbg !30

10:                                               ; preds = %9, %6
  %11 = load i32, i32* %1, align 4, !dbg !31
  ret i32 %11, !dbg !31
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tagged", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/badinit.c", directory: ".", checksumkind: CSK_MD5, checksum: "fb139122c15a7e4c915596af37c35ae2")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !17, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !18)
!17 = !DISubroutineType(types: !4)
!18 = !{}
!19 = !DILocalVariable(name: "c", scope: !16, file: !3, line: 11, type: !20)
!20 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!21 = !DILocation(line: 11, column: 17, scope: !16)
!22 = !DILocation(line: 12, column: 3, scope: !16)
!23 = !DILocation(line: 13, column: 7, scope: !24)
!24 = distinct !DILexicalBlock(scope: !16, file: !3, line: 13, column: 7)
!25 = !DILocation(line: 13, column: 9, scope: !24)
!26 = !DILocation(line: 13, column: 7, scope: !16)
!27 = !DILocation(line: 14, column: 17, scope: !24)
!28 = !DILocation(line: 14, column: 12, scope: !24)
!29 = !DILocation(line: 14, column: 5, scope: !24)
!30 = !DILocation(line: 15, column: 3, scope: !16)
!31 = !DILocation(line: 16, column: 1, scope: !16)
