; ModuleID = '../testdata/programs/pse_slice.c'
source_filename = "../testdata/programs/pse_slice.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.box = type { i32 }

@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"d\00", align 1
@sink = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !14 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.box, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !18, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata i32* %3, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %4, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %5, metadata !24, metadata !DIExpression()), !dbg !25
  %9 = bitcast i32* %2 to i8*, !dbg !26
  call void @klee_make_symbolic(i8* noundef %9, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !27
  %10 = bitcast i32* %3 to i8*, !dbg !28
  call void @klee_make_symbolic(i8* noundef %10, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !29
  %11 = bitcast i32* %4 to i8*, !dbg !30
  call void @klee_make_symbolic(i8* noundef %11, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)), !dbg !31
  %12 = bitcast i32* %5 to i8*, !dbg !32
  call void @klee_make_symbolic(i8* noundef %12, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %6, metadata !34, metadata !DIExpression()), !dbg !35
  store i32 20, i32* %6, align 4, !dbg !35
  call void @llvm.dbg.declare(metadata i32* %7, metadata !36, metadata !DIExpression()), !dbg !37
  store i32 7, i32* %7, align 4, !dbg !37
  %13 = load i32, i32* %5, align 4, !dbg !38
  %14 = icmp sgt i32 %13, 0, !dbg !40
  br i1 %14, label %15, label %16, !dbg !41

15:                                               ; preds = %0
  store i32 10, i32* %6, align 4, !dbg !42
  br label %16, !dbg !43

16:                                               ; preds = %15, %0
  %17 = load i32, i32* %2, align 4, !dbg !44
  %18 = icmp sgt i32 %17, 0, !dbg !46
  br i1 %18, label %19, label %20, !dbg !47

19:                                               ; preds = %16
  store i32 5, i32* %7, align 4, !dbg !48
  br label %20, !dbg !49

20:                                               ; preds = %19, %16
  call void @llvm.dbg.declare(metadata %struct.box* %8, metadata !50, metadata !DIExpression()), !dbg !54
  %21 = getelementptr inbounds %struct.box, %struct.box* %8, i32 0, i32 0, !dbg !55
  %22 = load i32, i32* %6, align 4, !dbg !56
  store i32 %22, i32* %21, align 4, !dbg !55
  %23 = load i32, i32* %3, align 4, !dbg !57
  %24 = icmp eq i32 %23, 3, !dbg !59
  br i1 %24, label %25, label %27, !dbg !60

25:                                               ; preds = %20
  %26 = load i32, i32* %7, align 4, !dbg !61
  store i32 %26, i32* @sink, align 4, !dbg !62
  br label %30, !dbg !63

27:                                               ; preds = %20
  %28 = load i32, i32* %7, align 4, !dbg !64
  %29 = mul nsw i32 %28, 3, !dbg !65
  store i32 %29, i32* @sink, align 4, !dbg !66
  br label %30

30:                                               ; preds = %27, %25
  %31 = load i32, i32* %4, align 4, !dbg !67
  %32 = call i32 @unbox(%struct.box* noundef %8), !dbg !69
  %33 = icmp sgt i32 %31, %32, !dbg !70
  br i1 %33, label %34, label %39, !dbg !71

34:                                               ; preds = %30
  %35 = load i32, i32* %6, align 4, !dbg !72
  %36 = icmp eq i32 %35, 10, !dbg !73
  %37 = zext i1 %36 to i64, !dbg !72
  %38 = select i1 %36, i32 1, i32 3, !dbg !72
  store i32 %38, i32* %1, align 4, !dbg !74
  br label %44, !dbg !74

39:                                               ; preds = %30
  %40 = load i32, i32* %6, align 4, !dbg !75
  %41 = icmp eq i32 %40, 10, !dbg !76
  %42 = zext i1 %41 to i64, !dbg !75
  %43 = select i1 %41, i32 2, i32 4, !dbg !75
  store i32 %43, i32* %1, align 4, !dbg !77
  br label %44, !dbg !77

44:                                               ; preds = %39, %34
  %45 = load i32, i32* %1, align 4, !dbg !78
  ret i32 %45, !dbg !78
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @unbox(%struct.box* noundef %0) #0 !dbg !79 {
  %2 = alloca %struct.box*, align 8
  store %struct.box* %0, %struct.box** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.box** %2, metadata !84, metadata !DIExpression()), !dbg !85
  %3 = load %struct.box*, %struct.box** %2, align 8, !dbg !86
  %4 = getelementptr inbounds %struct.box, %struct.box* %3, i32 0, i32 0, !dbg !87
  %5 = load i32, i32* %4, align 4, !dbg !87
  ret i32 %5, !dbg !88
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "sink", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "../testdata/programs/pse_slice.c", directory: ".", checksumkind: CSK_MD5, checksum: "26b8a033c99eca92d92c1105d7963e24")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !15, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !17)
!15 = !DISubroutineType(types: !16)
!16 = !{!5}
!17 = !{}
!18 = !DILocalVariable(name: "a", scope: !14, file: !3, line: 20, type: !5)
!19 = !DILocation(line: 20, column: 7, scope: !14)
!20 = !DILocalVariable(name: "b", scope: !14, file: !3, line: 20, type: !5)
!21 = !DILocation(line: 20, column: 10, scope: !14)
!22 = !DILocalVariable(name: "c", scope: !14, file: !3, line: 20, type: !5)
!23 = !DILocation(line: 20, column: 13, scope: !14)
!24 = !DILocalVariable(name: "d", scope: !14, file: !3, line: 20, type: !5)
!25 = !DILocation(line: 20, column: 16, scope: !14)
!26 = !DILocation(line: 21, column: 22, scope: !14)
!27 = !DILocation(line: 21, column: 3, scope: !14)
!28 = !DILocation(line: 22, column: 22, scope: !14)
!29 = !DILocation(line: 22, column: 3, scope: !14)
!30 = !DILocation(line: 23, column: 22, scope: !14)
!31 = !DILocation(line: 23, column: 3, scope: !14)
!32 = !DILocation(line: 24, column: 22, scope: !14)
!33 = !DILocation(line: 24, column: 3, scope: !14)
!34 = !DILocalVariable(name: "lim", scope: !14, file: !3, line: 25, type: !5)
!35 = !DILocation(line: 25, column: 7, scope: !14)
!36 = !DILocalVariable(name: "tag", scope: !14, file: !3, line: 25, type: !5)
!37 = !DILocation(line: 25, column: 17, scope: !14)
!38 = !DILocation(line: 26, column: 7, scope: !39)
!39 = distinct !DILexicalBlock(scope: !14, file: !3, line: 26, column: 7)
!40 = !DILocation(line: 26, column: 9, scope: !39)
!41 = !DILocation(line: 26, column: 7, scope: !14)
!42 = !DILocation(line: 27, column: 9, scope: !39)
!43 = !DILocation(line: 27, column: 5, scope: !39)
!44 = !DILocation(line: 28, column: 7, scope: !45)
!45 = distinct !DILexicalBlock(scope: !14, file: !3, line: 28, column: 7)
!46 = !DILocation(line: 28, column: 9, scope: !45)
!47 = !DILocation(line: 28, column: 7, scope: !14)
!48 = !DILocation(line: 29, column: 9, scope: !45)
!49 = !DILocation(line: 29, column: 5, scope: !45)
!50 = !DILocalVariable(name: "bx", scope: !14, file: !3, line: 30, type: !51)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "box", file: !3, line: 13, size: 32, elements: !52)
!52 = !{!53}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !51, file: !3, line: 14, baseType: !5, size: 32)
!54 = !DILocation(line: 30, column: 14, scope: !14)
!55 = !DILocation(line: 30, column: 19, scope: !14)
!56 = !DILocation(line: 30, column: 20, scope: !14)
!57 = !DILocation(line: 31, column: 7, scope: !58)
!58 = distinct !DILexicalBlock(scope: !14, file: !3, line: 31, column: 7)
!59 = !DILocation(line: 31, column: 9, scope: !58)
!60 = !DILocation(line: 31, column: 7, scope: !14)
!61 = !DILocation(line: 32, column: 12, scope: !58)
!62 = !DILocation(line: 32, column: 10, scope: !58)
!63 = !DILocation(line: 32, column: 5, scope: !58)
!64 = !DILocation(line: 34, column: 12, scope: !58)
!65 = !DILocation(line: 34, column: 16, scope: !58)
!66 = !DILocation(line: 34, column: 10, scope: !58)
!67 = !DILocation(line: 35, column: 7, scope: !68)
!68 = distinct !DILexicalBlock(scope: !14, file: !3, line: 35, column: 7)
!69 = !DILocation(line: 35, column: 11, scope: !68)
!70 = !DILocation(line: 35, column: 9, scope: !68)
!71 = !DILocation(line: 35, column: 7, scope: !14)
!72 = !DILocation(line: 36, column: 12, scope: !68)
!73 = !DILocation(line: 36, column: 16, scope: !68)
!74 = !DILocation(line: 36, column: 5, scope: !68)
!75 = !DILocation(line: 37, column: 10, scope: !14)
!76 = !DILocation(line: 37, column: 14, scope: !14)
!77 = !DILocation(line: 37, column: 3, scope: !14)
!78 = !DILocation(line: 38, column: 1, scope: !14)
!79 = distinct !DISubprogram(name: "unbox", scope: !3, file: !3, line: 17, type: !80, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !17)
!80 = !DISubroutineType(types: !81)
!81 = !{!5, !82}
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!84 = !DILocalVariable(name: "bx", arg: 1, scope: !79, file: !3, line: 17, type: !82)
!85 = !DILocation(line: 17, column: 36, scope: !79)
!86 = !DILocation(line: 17, column: 49, scope: !79)
!87 = !DILocation(line: 17, column: 53, scope: !79)
!88 = !DILocation(line: 17, column: 42, scope: !79)
