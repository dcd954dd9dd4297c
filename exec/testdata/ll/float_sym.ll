; ModuleID = 'testdata/c/float_sym.c'
source_filename = "testdata/c/float_sym.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !13 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !17, metadata !DIExpression()), !dbg !18
  %4 = bitcast i32* %2 to i8*, !dbg !19
  call void @klee_make_symbolic(i8* noundef %4, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !20
  call void @llvm.dbg.declare(metadata double* %3, metadata !21, metadata !DIExpression()), !dbg !22
  %5 = load i32, i32* %2, align 4, !dbg !23
  %6 = sitofp i32 %5 to double, !dbg !24
  %7 = fmul double %6, 5.000000e-01, !dbg !25
  store double %7, double* %3, align 8, !dbg !22
  %8 = load i32, i32* %2, align 4, !dbg !26
  %9 = icmp sgt i32 %8, 100, !dbg !28
  br i1 %9, label %10, label %11, !dbg !29

10:                                               ; preds = %0
  store i32 1, i32* %1, align 4, !dbg !30
  br label %15, !dbg !30

11:                                               ; preds = %0
  %12 = load double, double* %3, align 8, !dbg !31
  %13 = fptosi double %12 to i32, !dbg !32
  %14 = and i32 %13, 127, !dbg !33
  store i32 %14, i32* %1, align 4, !dbg !34
  br label %15, !dbg !34

15:                                               ; preds = %11, %10
  %16 = load i32, i32* %1, align 4, !dbg !35
  ret i32 %16, !dbg !35
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/float_sym.c", directory: ".", checksumkind: CSK_MD5, checksum: "780c189e6a156e2073671429ca2d96f8")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !14, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!14 = !DISubroutineType(types: !15)
!15 = !{!4}
!16 = !{}
!17 = !DILocalVariable(name: "x", scope: !13, file: !1, line: 7, type: !4)
!18 = !DILocation(line: 7, column: 7, scope: !13)
!19 = !DILocation(line: 8, column: 22, scope: !13)
!20 = !DILocation(line: 8, column: 3, scope: !13)
!21 = !DILocalVariable(name: "d", scope: !13, file: !1, line: 9, type: !3)
!22 = !DILocation(line: 9, column: 10, scope: !13)
!23 = !DILocation(line: 9, column: 22, scope: !13)
!24 = !DILocation(line: 9, column: 14, scope: !13)
!25 = !DILocation(line: 9, column: 24, scope: !13)
!26 = !DILocation(line: 10, column: 7, scope: !27)
!27 = distinct !DILexicalBlock(scope: !13, file: !1, line: 10, column: 7)
!28 = !DILocation(line: 10, column: 9, scope: !27)
!29 = !DILocation(line: 10, column: 7, scope: !13)
!30 = !DILocation(line: 11, column: 5, scope: !27)
!31 = !DILocation(line: 12, column: 15, scope: !13)
!32 = !DILocation(line: 12, column: 10, scope: !13)
!33 = !DILocation(line: 12, column: 17, scope: !13)
!34 = !DILocation(line: 12, column: 3, scope: !13)
!35 = !DILocation(line: 13, column: 1, scope: !13)
