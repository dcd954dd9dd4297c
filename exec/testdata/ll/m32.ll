; ModuleID = 'testdata/c/m32.c'
source_filename = "testdata/c/m32.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"i\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"l\00", align 1
@ptrs = internal global [2 x i32*] [i32* bitcast (i8* getelementptr (i8, i8* bitcast ([6 x i32]* @data to i8*), i64 4) to i32*), i32* bitcast (i8* getelementptr (i8, i8* bitcast ([6 x i32]* @data to i8*), i64 16) to i32*)], align 4, !dbg !0
@data = internal global [6 x i32] [i32 5, i32 4, i32 3, i32 2, i32 1, i32 0], align 4, !dbg !5

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !24 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !28, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %3, metadata !31, metadata !DIExpression()), !dbg !33
  call void @klee_make_symbolic(i8* noundef %2, i32 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0)), !dbg !34
  %5 = bitcast i32* %3 to i8*, !dbg !35
  call void @klee_make_symbolic(i8* noundef %5, i32 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0)), !dbg !36
  call void @llvm.dbg.declare(metadata i32* %4, metadata !37, metadata !DIExpression()), !dbg !38
  %6 = load i8, i8* %2, align 1, !dbg !39
  %7 = zext i8 %6 to i32, !dbg !39
  %8 = and i32 %7, 1, !dbg !40
  %9 = getelementptr inbounds [2 x i32*], [2 x i32*]* @ptrs, i32 0, i32 %8, !dbg !41
  %10 = load i32*, i32** %9, align 4, !dbg !41
  %11 = load i8, i8* %2, align 1, !dbg !42
  %12 = zext i8 %11 to i32, !dbg !42
  %13 = srem i32 %12, 2, !dbg !43
  %14 = getelementptr inbounds i32, i32* %10, i32 %13, !dbg !41
  %15 = load i32, i32* %14, align 4, !dbg !41
  store i32 %15, i32* %4, align 4, !dbg !38
  %16 = load i32, i32* %3, align 4, !dbg !44
  %17 = icmp sgt i32 %16, 7, !dbg !46
  br i1 %17, label %18, label %21, !dbg !47

18:                                               ; preds = %0
  %19 = load i32, i32* %4, align 4, !dbg !48
  %20 = add nsw i32 %19, 10, !dbg !49
  store i32 %20, i32* %1, align 4, !dbg !50
  br label %23, !dbg !50

21:                                               ; preds = %0
  %22 = load i32, i32* %4, align 4, !dbg !51
  store i32 %22, i32* %1, align 4, !dbg !52
  br label %23, !dbg !52

23:                                               ; preds = %21, %18
  %24 = load i32, i32* %1, align 4, !dbg !53
  ret i32 %24, !dbg !53
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i32 noundef, i8* noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ptrs", scope: !2, file: !3, line: 8, type: !11, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/m32.c", directory: ".", checksumkind: CSK_MD5, checksum: "622dff2da151519d7ab5576b46649a03")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "data", scope: !2, file: !3, line: 7, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 192, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 6)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, elements: !13)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32)
!13 = !{!14}
!14 = !DISubrange(count: 2)
!15 = !{i32 1, !"NumRegisterParameters", i32 0}
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !25, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!8}
!27 = !{}
!28 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 11, type: !29)
!29 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!30 = !DILocation(line: 11, column: 17, scope: !24)
!31 = !DILocalVariable(name: "l", scope: !24, file: !3, line: 12, type: !32)
!32 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!33 = !DILocation(line: 12, column: 8, scope: !24)
!34 = !DILocation(line: 13, column: 3, scope: !24)
!35 = !DILocation(line: 14, column: 22, scope: !24)
!36 = !DILocation(line: 14, column: 3, scope: !24)
!37 = !DILocalVariable(name: "v", scope: !24, file: !3, line: 15, type: !8)
!38 = !DILocation(line: 15, column: 7, scope: !24)
!39 = !DILocation(line: 15, column: 16, scope: !24)
!40 = !DILocation(line: 15, column: 18, scope: !24)
!41 = !DILocation(line: 15, column: 11, scope: !24)
!42 = !DILocation(line: 15, column: 23, scope: !24)
!43 = !DILocation(line: 15, column: 25, scope: !24)
!44 = !DILocation(line: 18, column: 7, scope: !45)
!45 = distinct !DILexicalBlock(scope: !24, file: !3, line: 18, column: 7)
!46 = !DILocation(line: 18, column: 9, scope: !45)
!47 = !DILocation(line: 18, column: 7, scope: !24)
!48 = !DILocation(line: 19, column: 12, scope: !45)
!49 = !DILocation(line: 19, column: 14, scope: !45)
!50 = !DILocation(line: 19, column: 5, scope: !45)
!51 = !DILocation(line: 20, column: 10, scope: !24)
!52 = !DILocation(line: 20, column: 3, scope: !24)
!53 = !DILocation(line: 21, column: 1, scope: !24)
