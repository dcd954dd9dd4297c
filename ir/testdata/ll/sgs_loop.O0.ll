; ModuleID = '../testdata/programs/sgs_loop.c'
source_filename = "../testdata/programs/sgs_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"y\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@out = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !15 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !19, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.declare(metadata i32* %3, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %4, metadata !23, metadata !DIExpression()), !dbg !24
  %5 = bitcast i32* %2 to i8*, !dbg !25
  call void @klee_make_symbolic(i8* noundef %5, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !26
  %6 = bitcast i32* %3 to i8*, !dbg !27
  call void @klee_make_symbolic(i8* noundef %6, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !28
  %7 = bitcast i32* %4 to i8*, !dbg !29
  call void @klee_make_symbolic(i8* noundef %7, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)), !dbg !30
  %8 = load i32, i32* %2, align 4, !dbg !31
  %9 = load i32, i32* %3, align 4, !dbg !33
  %10 = icmp sgt i32 %8, %9, !dbg !34
  br i1 %10, label %11, label %17, !dbg !35

11:                                               ; preds = %0
  %12 = load i32, i32* %2, align 4, !dbg !36
  %13 = icmp sgt i32 %12, 10, !dbg !39
  br i1 %13, label %14, label %15, !dbg !40

14:                                               ; preds = %11
  store volatile i32 5, i32* @out, align 4, !dbg !41
  br label %16, !dbg !42

15:                                               ; preds = %11
  store volatile i32 6, i32* @out, align 4, !dbg !43
  br label %16

16:                                               ; preds = %15, %14
  br label %17, !dbg !44

17:                                               ; preds = %16, %0
  %18 = load i32, i32* %3, align 4, !dbg !45
  %19 = icmp eq i32 %18, 0, !dbg !47
  br i1 %19, label %20, label %26, !dbg !48

20:                                               ; preds = %17
  %21 = load i32, i32* %2, align 4, !dbg !49
  %22 = icmp eq i32 %21, 0, !dbg !52
  br i1 %22, label %23, label %24, !dbg !53

23:                                               ; preds = %20
  store volatile i32 9, i32* @out, align 4, !dbg !54
  br label %25, !dbg !55

24:                                               ; preds = %20
  store volatile i32 10, i32* @out, align 4, !dbg !56
  br label %25

25:                                               ; preds = %24, %23
  br label %38, !dbg !57

26:                                               ; preds = %17
  br label %27, !dbg !58

27:                                               ; preds = %30, %26
  %28 = load i32, i32* %4, align 4, !dbg !60
  %29 = icmp slt i32 %28, 10, !dbg !61
  br i1 %29, label %30, label %33, !dbg !58

30:                                               ; preds = %27
  %31 = load i32, i32* %4, align 4, !dbg !62
  %32 = add nsw i32 %31, 1, !dbg !62
  store i32 %32, i32* %4, align 4, !dbg !62
  br label %27, !dbg !58, !llvm.loop !63

33:                                               ; preds = %27
  %34 = load i32, i32* %4, align 4, !dbg !65
  %35 = icmp eq i32 %34, 12, !dbg !67
  br i1 %35, label %36, label %37, !dbg !68

36:                                               ; preds = %33
  store volatile i32 11, i32* @out, align 4, !dbg !69
  br label %37, !dbg !70

37:                                               ; preds = %36, %33
  br label %38

38:                                               ; preds = %37, %25
  ret i32 0, !dbg !71
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

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
!3 = !DIFile(filename: "../testdata/programs/sgs_loop.c", directory: ".", checksumkind: CSK_MD5, checksum: "f52897dc0a1b62fa66276a5cd0433234")
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
!15 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 8, type: !16, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!6}
!18 = !{}
!19 = !DILocalVariable(name: "x", scope: !15, file: !3, line: 9, type: !6)
!20 = !DILocation(line: 9, column: 7, scope: !15)
!21 = !DILocalVariable(name: "y", scope: !15, file: !3, line: 9, type: !6)
!22 = !DILocation(line: 9, column: 10, scope: !15)
!23 = !DILocalVariable(name: "a", scope: !15, file: !3, line: 9, type: !6)
!24 = !DILocation(line: 9, column: 13, scope: !15)
!25 = !DILocation(line: 10, column: 22, scope: !15)
!26 = !DILocation(line: 10, column: 3, scope: !15)
!27 = !DILocation(line: 11, column: 22, scope: !15)
!28 = !DILocation(line: 11, column: 3, scope: !15)
!29 = !DILocation(line: 12, column: 22, scope: !15)
!30 = !DILocation(line: 12, column: 3, scope: !15)
!31 = !DILocation(line: 13, column: 7, scope: !32)
!32 = distinct !DILexicalBlock(scope: !15, file: !3, line: 13, column: 7)
!33 = !DILocation(line: 13, column: 11, scope: !32)
!34 = !DILocation(line: 13, column: 9, scope: !32)
!35 = !DILocation(line: 13, column: 7, scope: !15)
!36 = !DILocation(line: 14, column: 9, scope: !37)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 14, column: 9)
!38 = distinct !DILexicalBlock(scope: !32, file: !3, line: 13, column: 14)
!39 = !DILocation(line: 14, column: 11, scope: !37)
!40 = !DILocation(line: 14, column: 9, scope: !38)
!41 = !DILocation(line: 15, column: 11, scope: !37)
!42 = !DILocation(line: 15, column: 7, scope: !37)
!43 = !DILocation(line: 17, column: 11, scope: !37)
!44 = !DILocation(line: 18, column: 3, scope: !38)
!45 = !DILocation(line: 19, column: 7, scope: !46)
!46 = distinct !DILexicalBlock(scope: !15, file: !3, line: 19, column: 7)
!47 = !DILocation(line: 19, column: 9, scope: !46)
!48 = !DILocation(line: 19, column: 7, scope: !15)
!49 = !DILocation(line: 20, column: 9, scope: !50)
!50 = distinct !DILexicalBlock(scope: !51, file: !3, line: 20, column: 9)
!51 = distinct !DILexicalBlock(scope: !46, file: !3, line: 19, column: 15)
!52 = !DILocation(line: 20, column: 11, scope: !50)
!53 = !DILocation(line: 20, column: 9, scope: !51)
!54 = !DILocation(line: 21, column: 11, scope: !50)
!55 = !DILocation(line: 21, column: 7, scope: !50)
!56 = !DILocation(line: 23, column: 11, scope: !50)
!57 = !DILocation(line: 24, column: 3, scope: !51)
!58 = !DILocation(line: 25, column: 5, scope: !59)
!59 = distinct !DILexicalBlock(scope: !46, file: !3, line: 24, column: 10)
!60 = !DILocation(line: 25, column: 12, scope: !59)
!61 = !DILocation(line: 25, column: 14, scope: !59)
!62 = !DILocation(line: 26, column: 8, scope: !59)
!63 = distinct !{!63, !58, !62, !64}
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 27, column: 9, scope: !66)
!66 = distinct !DILexicalBlock(scope: !59, file: !3, line: 27, column: 9)
!67 = !DILocation(line: 27, column: 11, scope: !66)
!68 = !DILocation(line: 27, column: 9, scope: !59)
!69 = !DILocation(line: 28, column: 11, scope: !66)
!70 = !DILocation(line: 28, column: 7, scope: !66)
!71 = !DILocation(line: 30, column: 3, scope: !15)
