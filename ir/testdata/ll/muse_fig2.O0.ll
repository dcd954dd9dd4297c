; ModuleID = '../testdata/programs/muse_fig2.c'
source_filename = "../testdata/programs/muse_fig2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@out = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"y\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local void @start(i32 noundef %0, i32 noundef %1) #0 !dbg !15 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !19, metadata !DIExpression()), !dbg !20
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !21, metadata !DIExpression()), !dbg !22
  %5 = load i32, i32* %3, align 4, !dbg !23
  %6 = load i32, i32* %4, align 4, !dbg !25
  %7 = add nsw i32 %5, %6, !dbg !26
  %8 = icmp sge i32 %7, 2, !dbg !27
  br i1 %8, label %9, label %26, !dbg !28

9:                                                ; preds = %2
  %10 = load i32, i32* %4, align 4, !dbg !29
  %11 = mul nsw i32 2, %10, !dbg !32
  %12 = load i32, i32* %3, align 4, !dbg !33
  %13 = sub nsw i32 %11, %12, !dbg !34
  %14 = icmp sge i32 %13, 1, !dbg !35
  br i1 %14, label %15, label %24, !dbg !36

15:                                               ; preds = %9
  %16 = load i32, i32* %3, align 4, !dbg !37
  %17 = mul nsw i32 2, %16, !dbg !40
  %18 = load i32, i32* %4, align 4, !dbg !41
  %19 = sub nsw i32 %17, %18, !dbg !42
  %20 = icmp sge i32 %19, 0, !dbg !43
  br i1 %20, label %21, label %22, !dbg !44

21:                                               ; preds = %15
  store volatile i32 2, i32* @out, align 4, !dbg !45
  br label %23, !dbg !46

22:                                               ; preds = %15
  store volatile i32 1, i32* @out, align 4, !dbg !47
  br label %23

23:                                               ; preds = %22, %21
  br label %25, !dbg !48

24:                                               ; preds = %9
  store volatile i32 3, i32* @out, align 4, !dbg !49
  br label %25

25:                                               ; preds = %24, %23
  br label %27, !dbg !50

26:                                               ; preds = %2
  store volatile i32 4, i32* @out, align 4, !dbg !51
  br label %27

27:                                               ; preds = %26, %25
  ret void, !dbg !52
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !53 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !56, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.declare(metadata i32* %3, metadata !58, metadata !DIExpression()), !dbg !59
  %4 = bitcast i32* %2 to i8*, !dbg !60
  call void @klee_make_symbolic(i8* noundef %4, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !61
  %5 = bitcast i32* %3 to i8*, !dbg !62
  call void @klee_make_symbolic(i8* noundef %5, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !63
  %6 = load i32, i32* %2, align 4, !dbg !64
  %7 = load i32, i32* %3, align 4, !dbg !65
  call void @start(i32 noundef %6, i32 noundef %7), !dbg !66
  ret i32 0, !dbg !67
}

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "out", scope: !2, file: !3, line: 6, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "../testdata/programs/muse_fig2.c", directory: ".", checksumkind: CSK_MD5, checksum: "df6da8b3a93cae6b034d75628f238692")
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
!15 = distinct !DISubprogram(name: "start", scope: !3, file: !3, line: 8, type: !16, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !6, !6}
!18 = !{}
!19 = !DILocalVariable(name: "x", arg: 1, scope: !15, file: !3, line: 8, type: !6)
!20 = !DILocation(line: 8, column: 16, scope: !15)
!21 = !DILocalVariable(name: "y", arg: 2, scope: !15, file: !3, line: 8, type: !6)
!22 = !DILocation(line: 8, column: 23, scope: !15)
!23 = !DILocation(line: 9, column: 7, scope: !24)
!24 = distinct !DILexicalBlock(scope: !15, file: !3, line: 9, column: 7)
!25 = !DILocation(line: 9, column: 11, scope: !24)
!26 = !DILocation(line: 9, column: 9, scope: !24)
!27 = !DILocation(line: 9, column: 13, scope: !24)
!28 = !DILocation(line: 9, column: 7, scope: !15)
!29 = !DILocation(line: 10, column: 13, scope: !30)
!30 = distinct !DILexicalBlock(scope: !31, file: !3, line: 10, column: 9)
!31 = distinct !DILexicalBlock(scope: !24, file: !3, line: 9, column: 19)
!32 = !DILocation(line: 10, column: 11, scope: !30)
!33 = !DILocation(line: 10, column: 17, scope: !30)
!34 = !DILocation(line: 10, column: 15, scope: !30)
!35 = !DILocation(line: 10, column: 19, scope: !30)
!36 = !DILocation(line: 10, column: 9, scope: !31)
!37 = !DILocation(line: 11, column: 15, scope: !38)
!38 = distinct !DILexicalBlock(scope: !39, file: !3, line: 11, column: 11)
!39 = distinct !DILexicalBlock(scope: !30, file: !3, line: 10, column: 25)
!40 = !DILocation(line: 11, column: 13, scope: !38)
!41 = !DILocation(line: 11, column: 19, scope: !38)
!42 = !DILocation(line: 11, column: 17, scope: !38)
!43 = !DILocation(line: 11, column: 21, scope: !38)
!44 = !DILocation(line: 11, column: 11, scope: !39)
!45 = !DILocation(line: 12, column: 13, scope: !38)
!46 = !DILocation(line: 12, column: 9, scope: !38)
!47 = !DILocation(line: 14, column: 13, scope: !38)
!48 = !DILocation(line: 15, column: 5, scope: !39)
!49 = !DILocation(line: 16, column: 11, scope: !30)
!50 = !DILocation(line: 17, column: 3, scope: !31)
!51 = !DILocation(line: 18, column: 9, scope: !24)
!52 = !DILocation(line: 19, column: 1, scope: !15)
!53 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !54, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !18)
!54 = !DISubroutineType(types: !55)
!55 = !{!6}
!56 = !DILocalVariable(name: "x", scope: !53, file: !3, line: 22, type: !6)
!57 = !DILocation(line: 22, column: 7, scope: !53)
!58 = !DILocalVariable(name: "y", scope: !53, file: !3, line: 22, type: !6)
!59 = !DILocation(line: 22, column: 10, scope: !53)
!60 = !DILocation(line: 23, column: 22, scope: !53)
!61 = !DILocation(line: 23, column: 3, scope: !53)
!62 = !DILocation(line: 24, column: 22, scope: !53)
!63 = !DILocation(line: 24, column: 3, scope: !53)
!64 = !DILocation(line: 25, column: 9, scope: !53)
!65 = !DILocation(line: 25, column: 12, scope: !53)
!66 = !DILocation(line: 25, column: 3, scope: !53)
!67 = !DILocation(line: 26, column: 3, scope: !53)
