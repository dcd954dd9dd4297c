; ModuleID = 'testdata/c/oob_concrete.c'
source_filename = "testdata/c/oob_concrete.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i32*, align 8
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !15, metadata !DIExpression()), !dbg !17
  %4 = call noalias i8* @malloc(i64 noundef 16) #3, !dbg !18
  %5 = bitcast i8* %4 to i32*, !dbg !18
  store i32* %5, i32** %2, align 8, !dbg !17
  call void @llvm.dbg.declare(metadata i32* %3, metadata !19, metadata !DIExpression()), !dbg !21
  store i32 0, i32* %3, align 4, !dbg !21
  br label %6, !dbg !22

6:                                                ; preds = %15, %0
  %7 = load i32, i32* %3, align 4, !dbg !23
  %8 = icmp sle i32 %7, 4, !dbg !25
  br i1 %8, label %9, label %18, !dbg !26

9:                                                ; preds = %6
  %10 = load i32, i32* %3, align 4, !dbg !27
  %11 = load i32*, i32** %2, align 8, !dbg !28
  %12 = load i32, i32* %3, align 4, !dbg !29
  %13 = sext i32 %12 to i64, !dbg !28
  %14 = getelementptr inbounds i32, i32* %11, i64 %13, !dbg !28
  store i32 %10, i32* %14, align 4, !dbg !30
  br label %15, !dbg !28

15:                                               ; preds = %9
  %16 = load i32, i32* %3, align 4, !dbg !31
  %17 = add nsw i32 %16, 1, !dbg !31
  store i32 %17, i32* %3, align 4, !dbg !31
  br label %6, !dbg !32, !llvm.loop !33

18:                                               ; preds = %6
  %19 = load i32*, i32** %2, align 8, !dbg !36
  %20 = getelementptr inbounds i32, i32* %19, i64 0, !dbg !36
  %21 = load i32, i32* %20, align 4, !dbg !36
  ret i32 %21, !dbg !37
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/oob_concrete.c", directory: ".", checksumkind: CSK_MD5, checksum: "bf0c5e756fbee0a4f1365f2c6da4f98e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 6, type: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!17 = !DILocation(line: 6, column: 8, scope: !10)
!18 = !DILocation(line: 6, column: 12, scope: !10)
!19 = !DILocalVariable(name: "i", scope: !20, file: !1, line: 7, type: !13)
!20 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 3)
!21 = !DILocation(line: 7, column: 12, scope: !20)
!22 = !DILocation(line: 7, column: 8, scope: !20)
!23 = !DILocation(line: 7, column: 19, scope: !24)
!24 = distinct !DILexicalBlock(scope: !20, file: !1, line: 7, column: 3)
!25 = !DILocation(line: 7, column: 21, scope: !24)
!26 = !DILocation(line: 7, column: 3, scope: !20)
!27 = !DILocation(line: 8, column: 12, scope: !24)
!28 = !DILocation(line: 8, column: 5, scope: !24)
!29 = !DILocation(line: 8, column: 7, scope: !24)
!30 = !DILocation(line: 8, column: 10, scope: !24)
!31 = !DILocation(line: 7, column: 28, scope: !24)
!32 = !DILocation(line: 7, column: 3, scope: !24)
!33 = distinct !{!33, !26, !34, !35}
!34 = !DILocation(line: 8, column: 12, scope: !20)
!35 = !{!"llvm.loop.mustprogress"}
!36 = !DILocation(line: 9, column: 10, scope: !10)
!37 = !DILocation(line: 9, column: 3, scope: !10)
