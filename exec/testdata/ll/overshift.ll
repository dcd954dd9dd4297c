; ModuleID = 'testdata/c/overshift.c'
source_filename = "testdata/c/overshift.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"n\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !15, metadata !DIExpression()), !dbg !17
  call void @klee_make_symbolic(i8* noundef %2, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !18
  call void @llvm.dbg.declare(metadata i32* %3, metadata !19, metadata !DIExpression()), !dbg !21
  %7 = load i8, i8* %2, align 1, !dbg !22
  %8 = zext i8 %7 to i32, !dbg !22
  %9 = and i32 %8, 63, !dbg !23
  store i32 %9, i32* %3, align 4, !dbg !21
  call void @llvm.dbg.declare(metadata i32* %4, metadata !24, metadata !DIExpression()), !dbg !25
  %10 = load i32, i32* %3, align 4, !dbg !26
  %11 = lshr i32 -2147483647, %10, !dbg !27
  store i32 %11, i32* %4, align 4, !dbg !25
  %12 = load i32, i32* %4, align 4, !dbg !28
  %13 = icmp eq i32 %12, 1, !dbg !30
  br i1 %13, label %14, label %15, !dbg !31

14:                                               ; preds = %0
  store i32 1, i32* %1, align 4, !dbg !32
  br label %35, !dbg !32

15:                                               ; preds = %0
  call void @llvm.dbg.declare(metadata i64* %5, metadata !33, metadata !DIExpression()), !dbg !35
  %16 = load i8, i8* %2, align 1, !dbg !36
  %17 = zext i8 %16 to i32, !dbg !36
  %18 = ashr i32 %17, 1, !dbg !37
  %19 = zext i32 %18 to i64, !dbg !38
  %20 = shl i64 1, %19, !dbg !38
  store i64 %20, i64* %5, align 8, !dbg !35
  %21 = load i64, i64* %5, align 8, !dbg !39
  %22 = lshr i64 %21, 40, !dbg !41
  %23 = icmp ne i64 %22, 0, !dbg !41
  br i1 %23, label %24, label %25, !dbg !42

24:                                               ; preds = %15
  store i32 2, i32* %1, align 4, !dbg !43
  br label %35, !dbg !43

25:                                               ; preds = %15
  call void @llvm.dbg.declare(metadata i32* %6, metadata !44, metadata !DIExpression()), !dbg !46
  %26 = load i8, i8* %2, align 1, !dbg !47
  %27 = zext i8 %26 to i32, !dbg !47
  %28 = icmp eq i32 %27, 7, !dbg !48
  %29 = zext i1 %28 to i64, !dbg !47
  %30 = select i1 %28, i32 40, i32 31, !dbg !47
  store volatile i32 %30, i32* %6, align 4, !dbg !46
  %31 = load volatile i32, i32* %6, align 4, !dbg !49
  %32 = shl i32 1, %31, !dbg !50
  %33 = icmp ne i32 %32, -2147483648, !dbg !51
  %34 = zext i1 %33 to i32, !dbg !51
  store i32 %34, i32* %1, align 4, !dbg !52
  br label %35, !dbg !52

35:                                               ; preds = %25, %24, %14
  %36 = load i32, i32* %1, align 4, !dbg !53
  ret i32 %36, !dbg !53
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
!1 = !DIFile(filename: "testdata/c/overshift.c", directory: ".", checksumkind: CSK_MD5, checksum: "5caba0ef262a04496c27d7b8d80cf759")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 10, type: !16)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !DILocation(line: 10, column: 17, scope: !10)
!18 = !DILocation(line: 11, column: 3, scope: !10)
!19 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 12, type: !20)
!20 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!21 = !DILocation(line: 12, column: 12, scope: !10)
!22 = !DILocation(line: 12, column: 16, scope: !10)
!23 = !DILocation(line: 12, column: 18, scope: !10)
!24 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 13, type: !20)
!25 = !DILocation(line: 13, column: 12, scope: !10)
!26 = !DILocation(line: 13, column: 31, scope: !10)
!27 = !DILocation(line: 13, column: 28, scope: !10)
!28 = !DILocation(line: 14, column: 7, scope: !29)
!29 = distinct !DILexicalBlock(scope: !10, file: !1, line: 14, column: 7)
!30 = !DILocation(line: 14, column: 9, scope: !29)
!31 = !DILocation(line: 14, column: 7, scope: !10)
!32 = !DILocation(line: 15, column: 5, scope: !29)
!33 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 16, type: !34)
!34 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!35 = !DILocation(line: 16, column: 22, scope: !10)
!36 = !DILocation(line: 16, column: 35, scope: !10)
!37 = !DILocation(line: 16, column: 37, scope: !10)
!38 = !DILocation(line: 16, column: 31, scope: !10)
!39 = !DILocation(line: 17, column: 7, scope: !40)
!40 = distinct !DILexicalBlock(scope: !10, file: !1, line: 17, column: 7)
!41 = !DILocation(line: 17, column: 9, scope: !40)
!42 = !DILocation(line: 17, column: 7, scope: !10)
!43 = !DILocation(line: 18, column: 5, scope: !40)
!44 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 19, type: !45)
!45 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !20)
!46 = !DILocation(line: 19, column: 21, scope: !10)
!47 = !DILocation(line: 19, column: 25, scope: !10)
!48 = !DILocation(line: 19, column: 27, scope: !10)
!49 = !DILocation(line: 20, column: 17, scope: !10)
!50 = !DILocation(line: 20, column: 14, scope: !10)
!51 = !DILocation(line: 20, column: 20, scope: !10)
!52 = !DILocation(line: 20, column: 3, scope: !10)
!53 = !DILocation(line: 21, column: 1, scope: !10)
