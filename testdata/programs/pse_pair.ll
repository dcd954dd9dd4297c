; ModuleID = 'pse_pair.c'
source_filename = "pse_pair.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pair = type { i64, i64 }

@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@sink = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !15 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.pair, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !18, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata i32* %3, metadata !20, metadata !DIExpression()), !dbg !21
  %6 = bitcast i32* %2 to i8*, !dbg !22
  call void @klee_make_symbolic(i8* noundef %6, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !23
  %7 = bitcast i32* %3 to i8*, !dbg !24
  call void @klee_make_symbolic(i8* noundef %7, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !25
  call void @llvm.dbg.declare(metadata i32* %4, metadata !26, metadata !DIExpression()), !dbg !27
  store i32 7, i32* %4, align 4, !dbg !27
  %8 = load i32, i32* %2, align 4, !dbg !28
  %9 = icmp sgt i32 %8, 0, !dbg !30
  br i1 %9, label %10, label %11, !dbg !31

10:                                               ; preds = %0
  store i32 5, i32* %4, align 4, !dbg !32
  br label %11, !dbg !33

11:                                               ; preds = %10, %0
  %12 = load i32, i32* %3, align 4, !dbg !34
  %13 = icmp eq i32 %12, 3, !dbg !36
  br i1 %13, label %14, label %16, !dbg !37

14:                                               ; preds = %11
  %15 = load i32, i32* %4, align 4, !dbg !38
  store i32 %15, i32* @sink, align 4, !dbg !39
  br label %16, !dbg !40

16:                                               ; preds = %14, %11
  call void @llvm.dbg.declare(metadata %struct.pair* %5, metadata !41, metadata !DIExpression()), !dbg !47
  %17 = load i32, i32* %3, align 4, !dbg !48
  %18 = sext i32 %17 to i64, !dbg !48
  %19 = call { i64, i64 } @split(i64 noundef %18), !dbg !49
  %20 = bitcast %struct.pair* %5 to { i64, i64 }*, !dbg !49
  %21 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %20, i32 0, i32 0, !dbg !49
  %22 = extractvalue { i64, i64 } %19, 0, !dbg !49
  store i64 %22, i64* %21, align 8, !dbg !49
  %23 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %20, i32 0, i32 1, !dbg !49
  %24 = extractvalue { i64, i64 } %19, 1, !dbg !49
  store i64 %24, i64* %23, align 8, !dbg !49
  %25 = getelementptr inbounds %struct.pair, %struct.pair* %5, i32 0, i32 0, !dbg !50
  %26 = load i64, i64* %25, align 8, !dbg !50
  %27 = icmp sgt i64 %26, 2, !dbg !52
  br i1 %27, label %28, label %35, !dbg !53

28:                                               ; preds = %16
  %29 = getelementptr inbounds %struct.pair, %struct.pair* %5, i32 0, i32 0, !dbg !54
  %30 = load i64, i64* %29, align 8, !dbg !54
  %31 = getelementptr inbounds %struct.pair, %struct.pair* %5, i32 0, i32 1, !dbg !55
  %32 = load i64, i64* %31, align 8, !dbg !55
  %33 = add nsw i64 %30, %32, !dbg !56
  %34 = trunc i64 %33 to i32, !dbg !57
  store i32 %34, i32* %1, align 4, !dbg !58
  br label %36, !dbg !58

35:                                               ; preds = %16
  store i32 3, i32* %1, align 4, !dbg !59
  br label %36, !dbg !59

36:                                               ; preds = %35, %28
  %37 = load i32, i32* %1, align 4, !dbg !60
  ret i32 %37, !dbg !60
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal { i64, i64 } @split(i64 noundef %0) #0 !dbg !61 {
  %2 = alloca %struct.pair, align 8
  %3 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !64, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.declare(metadata %struct.pair* %2, metadata !66, metadata !DIExpression()), !dbg !67
  %4 = getelementptr inbounds %struct.pair, %struct.pair* %2, i32 0, i32 0, !dbg !68
  %5 = load i64, i64* %3, align 8, !dbg !69
  %6 = and i64 %5, 255, !dbg !70
  store i64 %6, i64* %4, align 8, !dbg !68
  %7 = getelementptr inbounds %struct.pair, %struct.pair* %2, i32 0, i32 1, !dbg !68
  %8 = load i64, i64* %3, align 8, !dbg !71
  %9 = ashr i64 %8, 8, !dbg !72
  store i64 %9, i64* %7, align 8, !dbg !68
  %10 = bitcast %struct.pair* %2 to { i64, i64 }*, !dbg !73
  %11 = load { i64, i64 }, { i64, i64 }* %10, align 8, !dbg !73
  ret { i64, i64 } %11, !dbg !73
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "sink", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "pse_pair.c", directory: ".", checksumkind: CSK_MD5, checksum: "49740acfeb87015f3abc4cbf45363f0c")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !16, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !17)
!16 = !DISubroutineType(types: !4)
!17 = !{}
!18 = !DILocalVariable(name: "a", scope: !15, file: !3, line: 22, type: !5)
!19 = !DILocation(line: 22, column: 7, scope: !15)
!20 = !DILocalVariable(name: "b", scope: !15, file: !3, line: 22, type: !5)
!21 = !DILocation(line: 22, column: 10, scope: !15)
!22 = !DILocation(line: 23, column: 22, scope: !15)
!23 = !DILocation(line: 23, column: 3, scope: !15)
!24 = !DILocation(line: 24, column: 22, scope: !15)
!25 = !DILocation(line: 24, column: 3, scope: !15)
!26 = !DILocalVariable(name: "tag", scope: !15, file: !3, line: 25, type: !5)
!27 = !DILocation(line: 25, column: 7, scope: !15)
!28 = !DILocation(line: 26, column: 7, scope: !29)
!29 = distinct !DILexicalBlock(scope: !15, file: !3, line: 26, column: 7)
!30 = !DILocation(line: 26, column: 9, scope: !29)
!31 = !DILocation(line: 26, column: 7, scope: !15)
!32 = !DILocation(line: 27, column: 9, scope: !29)
!33 = !DILocation(line: 27, column: 5, scope: !29)
!34 = !DILocation(line: 28, column: 7, scope: !35)
!35 = distinct !DILexicalBlock(scope: !15, file: !3, line: 28, column: 7)
!36 = !DILocation(line: 28, column: 9, scope: !35)
!37 = !DILocation(line: 28, column: 7, scope: !15)
!38 = !DILocation(line: 29, column: 12, scope: !35)
!39 = !DILocation(line: 29, column: 10, scope: !35)
!40 = !DILocation(line: 29, column: 5, scope: !35)
!41 = !DILocalVariable(name: "p", scope: !15, file: !3, line: 30, type: !42)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !3, line: 12, size: 128, elements: !43)
!43 = !{!44, !46}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !42, file: !3, line: 13, baseType: !45, size: 64)
!45 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !42, file: !3, line: 13, baseType: !45, size: 64, offset: 64)
!47 = !DILocation(line: 30, column: 15, scope: !15)
!48 = !DILocation(line: 30, column: 25, scope: !15)
!49 = !DILocation(line: 30, column: 19, scope: !15)
!50 = !DILocation(line: 31, column: 9, scope: !51)
!51 = distinct !DILexicalBlock(scope: !15, file: !3, line: 31, column: 7)
!52 = !DILocation(line: 31, column: 12, scope: !51)
!53 = !DILocation(line: 31, column: 7, scope: !15)
!54 = !DILocation(line: 32, column: 20, scope: !51)
!55 = !DILocation(line: 32, column: 27, scope: !51)
!56 = !DILocation(line: 32, column: 23, scope: !51)
!57 = !DILocation(line: 32, column: 12, scope: !51)
!58 = !DILocation(line: 32, column: 5, scope: !51)
!59 = !DILocation(line: 33, column: 3, scope: !15)
!60 = !DILocation(line: 34, column: 1, scope: !15)
!61 = distinct !DISubprogram(name: "split", scope: !3, file: !3, line: 16, type: !62, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !17)
!62 = !DISubroutineType(types: !63)
!63 = !{!42, !45}
!64 = !DILocalVariable(name: "v", arg: 1, scope: !61, file: !3, line: 16, type: !45)
!65 = !DILocation(line: 16, column: 31, scope: !61)
!66 = !DILocalVariable(name: "p", scope: !61, file: !3, line: 17, type: !42)
!67 = !DILocation(line: 17, column: 15, scope: !61)
!68 = !DILocation(line: 17, column: 19, scope: !61)
!69 = !DILocation(line: 17, column: 20, scope: !61)
!70 = !DILocation(line: 17, column: 22, scope: !61)
!71 = !DILocation(line: 17, column: 30, scope: !61)
!72 = !DILocation(line: 17, column: 32, scope: !61)
!73 = !DILocation(line: 18, column: 3, scope: !61)
