; ModuleID = '../testdata/programs/homi_example.c'
source_filename = "../testdata/programs/homi_example.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"y\00", align 1
@out = dso_local global i32 0, align 4, !dbg !0
@.str.2 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.3 = private unnamed_addr constant [36 x i8] c"../testdata/programs/homi_example.c\00", align 1
@__func__.main = private unnamed_addr constant [5 x i8] c"main\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !15 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !19, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.declare(metadata i32* %3, metadata !21, metadata !DIExpression()), !dbg !22
  %4 = bitcast i32* %2 to i8*, !dbg !23
  call void @klee_make_symbolic(i8* noundef %4, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !24
  %5 = bitcast i32* %3 to i8*, !dbg !25
  call void @klee_make_symbolic(i8* noundef %5, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !26
  %6 = load i32, i32* %2, align 4, !dbg !27
  %7 = icmp sgt i32 %6, 89, !dbg !29
  br i1 %7, label %8, label %9, !dbg !30

8:                                                ; preds = %0
  store volatile i32 1, i32* @out, align 4, !dbg !31
  br label %9, !dbg !32

9:                                                ; preds = %8, %0
  %10 = load i32, i32* %2, align 4, !dbg !33
  %11 = icmp eq i32 %10, 2, !dbg !35
  br i1 %11, label %12, label %16, !dbg !36

12:                                               ; preds = %9
  %13 = load i32, i32* %3, align 4, !dbg !37
  %14 = icmp sgt i32 %13, 25, !dbg !38
  br i1 %14, label %15, label %16, !dbg !39

15:                                               ; preds = %12
  call void @__assert_fail(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.3, i64 0, i64 0), i32 noundef 14, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @__func__.main, i64 0, i64 0)), !dbg !40
  br label %16, !dbg !40

16:                                               ; preds = %15, %12, %9
  ret i32 0, !dbg !41
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "out", scope: !2, file: !3, line: 5, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "../testdata/programs/homi_example.c", directory: ".", checksumkind: CSK_MD5, checksum: "6983a0557f1024569e2d4b7a58a2e4ce")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 7, type: !16, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!6}
!18 = !{}
!19 = !DILocalVariable(name: "x", scope: !15, file: !3, line: 8, type: !6)
!20 = !DILocation(line: 8, column: 7, scope: !15)
!21 = !DILocalVariable(name: "y", scope: !15, file: !3, line: 8, type: !6)
!22 = !DILocation(line: 8, column: 10, scope: !15)
!23 = !DILocation(line: 9, column: 22, scope: !15)
!24 = !DILocation(line: 9, column: 3, scope: !15)
!25 = !DILocation(line: 10, column: 22, scope: !15)
!26 = !DILocation(line: 10, column: 3, scope: !15)
!27 = !DILocation(line: 11, column: 7, scope: !28)
!28 = distinct !DILexicalBlock(scope: !15, file: !3, line: 11, column: 7)
!29 = !DILocation(line: 11, column: 9, scope: !28)
!30 = !DILocation(line: 11, column: 7, scope: !15)
!31 = !DILocation(line: 12, column: 9, scope: !28)
!32 = !DILocation(line: 12, column: 5, scope: !28)
!33 = !DILocation(line: 13, column: 7, scope: !34)
!34 = distinct !DILexicalBlock(scope: !15, file: !3, line: 13, column: 7)
!35 = !DILocation(line: 13, column: 9, scope: !34)
!36 = !DILocation(line: 13, column: 14, scope: !34)
!37 = !DILocation(line: 13, column: 17, scope: !34)
!38 = !DILocation(line: 13, column: 19, scope: !34)
!39 = !DILocation(line: 13, column: 7, scope: !15)
!40 = !DILocation(line: 14, column: 5, scope: !34)
!41 = !DILocation(line: 15, column: 3, scope: !15)
