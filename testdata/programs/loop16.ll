; ModuleID = 'loop16.c'
source_filename = "loop16.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"buf\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x i8], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [16 x i8]* %2, metadata !15, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.declare(metadata i32* %3, metadata !21, metadata !DIExpression()), !dbg !22
  store i32 0, i32* %3, align 4, !dbg !22
  %5 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0, !dbg !23
  call void @klee_make_symbolic(i8* noundef %5, i64 noundef 16, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %4, metadata !25, metadata !DIExpression()), !dbg !27
  store i32 0, i32* %4, align 4, !dbg !27
  br label %6, !dbg !28

6:                                                ; preds = %20, %0
  %7 = load i32, i32* %4, align 4, !dbg !29
  %8 = icmp slt i32 %7, 16, !dbg !31
  br i1 %8, label %9, label %23, !dbg !32

9:                                                ; preds = %6
  %10 = load i32, i32* %4, align 4, !dbg !33
  %11 = sext i32 %10 to i64, !dbg !35
  %12 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 %11, !dbg !35
  %13 = load i8, i8* %12, align 1, !dbg !35
  %14 = zext i8 %13 to i32, !dbg !35
  %15 = icmp eq i32 %14, 97, !dbg !36
  br i1 %15, label %16, label %19, !dbg !37

16:                                               ; preds = %9
  %17 = load i32, i32* %3, align 4, !dbg !38
  %18 = add nsw i32 %17, 1, !dbg !38
  store i32 %18, i32* %3, align 4, !dbg !38
  br label %19, !dbg !39

19:                                               ; preds = %16, %9
  br label %20, !dbg !40

20:                                               ; preds = %19
  %21 = load i32, i32* %4, align 4, !dbg !41
  %22 = add nsw i32 %21, 1, !dbg !41
  store i32 %22, i32* %4, align 4, !dbg !41
  br label %6, !dbg !42, !llvm.loop !43

23:                                               ; preds = %6
  %24 = load i32, i32* %3, align 4, !dbg !46
  ret i32 %24, !dbg !47
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
!1 = !DIFile(filename: "loop16.c", directory: ".", checksumkind: CSK_MD5, checksum: "f11378fd335a785e3f6db21c996b9b7b")
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
!15 = !DILocalVariable(name: "buf", scope: !10, file: !1, line: 6, type: !16)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 128, elements: !18)
!17 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!18 = !{!19}
!19 = !DISubrange(count: 16)
!20 = !DILocation(line: 6, column: 17, scope: !10)
!21 = !DILocalVariable(name: "count", scope: !10, file: !1, line: 7, type: !13)
!22 = !DILocation(line: 7, column: 7, scope: !10)
!23 = !DILocation(line: 8, column: 22, scope: !10)
!24 = !DILocation(line: 8, column: 3, scope: !10)
!25 = !DILocalVariable(name: "i", scope: !26, file: !1, line: 9, type: !13)
!26 = distinct !DILexicalBlock(scope: !10, file: !1, line: 9, column: 3)
!27 = !DILocation(line: 9, column: 12, scope: !26)
!28 = !DILocation(line: 9, column: 8, scope: !26)
!29 = !DILocation(line: 9, column: 19, scope: !30)
!30 = distinct !DILexicalBlock(scope: !26, file: !1, line: 9, column: 3)
!31 = !DILocation(line: 9, column: 21, scope: !30)
!32 = !DILocation(line: 9, column: 3, scope: !26)
!33 = !DILocation(line: 10, column: 13, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 10, column: 9)
!35 = !DILocation(line: 10, column: 9, scope: !34)
!36 = !DILocation(line: 10, column: 16, scope: !34)
!37 = !DILocation(line: 10, column: 9, scope: !30)
!38 = !DILocation(line: 11, column: 12, scope: !34)
!39 = !DILocation(line: 11, column: 7, scope: !34)
!40 = !DILocation(line: 10, column: 19, scope: !34)
!41 = !DILocation(line: 9, column: 28, scope: !30)
!42 = !DILocation(line: 9, column: 3, scope: !30)
!43 = distinct !{!43, !32, !44, !45}
!44 = !DILocation(line: 11, column: 12, scope: !26)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !DILocation(line: 12, column: 10, scope: !10)
!47 = !DILocation(line: 12, column: 3, scope: !10)
