; ModuleID = 'testdata/c/fnptr_m32.c'
source_filename = "testdata/c/fnptr_m32.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"i\00", align 1
@table = internal constant [4 x i32 (i32)*] [i32 (i32)* @f1, i32 (i32)* @f2, i32 (i32)* @f3, i32 (i32)* @f4], align 4, !dbg !0

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !23 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !27, metadata !DIExpression()), !dbg !29
  call void @klee_make_symbolic(i8* noundef %2, i32 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0)), !dbg !30
  %3 = load i8, i8* %2, align 1, !dbg !31
  %4 = zext i8 %3 to i32, !dbg !31
  %5 = icmp sge i32 %4, 4, !dbg !33
  br i1 %5, label %6, label %7, !dbg !34

6:                                                ; preds = %0
  store i8 3, i8* %2, align 1, !dbg !35
  br label %7, !dbg !36

7:                                                ; preds = %6, %0
  %8 = load i8, i8* %2, align 1, !dbg !37
  %9 = zext i8 %8 to i32, !dbg !38
  %10 = getelementptr inbounds [4 x i32 (i32)*], [4 x i32 (i32)*]* @table, i32 0, i32 %9, !dbg !38
  %11 = load i32 (i32)*, i32 (i32)** %10, align 4, !dbg !38
  %12 = call i32 %11(i32 noundef 0), !dbg !38
  ret i32 %12, !dbg !39
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i32 noundef, i8* noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @f1(i32 noundef %0) #0 !dbg !40 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !41, metadata !DIExpression()), !dbg !42
  %3 = load i32, i32* %2, align 4, !dbg !43
  %4 = add nsw i32 %3, 1, !dbg !44
  ret i32 %4, !dbg !45
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @f2(i32 noundef %0) #0 !dbg !46 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !47, metadata !DIExpression()), !dbg !48
  %3 = load i32, i32* %2, align 4, !dbg !49
  %4 = add nsw i32 %3, 2, !dbg !50
  ret i32 %4, !dbg !51
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @f3(i32 noundef %0) #0 !dbg !52 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !53, metadata !DIExpression()), !dbg !54
  %3 = load i32, i32* %2, align 4, !dbg !55
  %4 = add nsw i32 %3, 3, !dbg !56
  ret i32 %4, !dbg !57
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @f4(i32 noundef %0) #0 !dbg !58 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !59, metadata !DIExpression()), !dbg !60
  %3 = load i32, i32* %2, align 4, !dbg !61
  %4 = add nsw i32 %3, 4, !dbg !62
  ret i32 %4, !dbg !63
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !5, line: 12, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/fnptr_m32.c", directory: ".", checksumkind: CSK_MD5, checksum: "a68bb773d8dd27d3a51ff0f4143b1370")
!4 = !{!0}
!5 = !DIFile(filename: "testdata/c/fnptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "5bd0b3e31a505091e4f1c6ad82371d01")
!6 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 128, elements: !12)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 32)
!9 = !DISubroutineType(types: !10)
!10 = !{!11, !11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!13}
!13 = !DISubrange(count: 4)
!14 = !{i32 1, !"NumRegisterParameters", i32 0}
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "main", scope: !5, file: !5, line: 14, type: !24, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{!11}
!26 = !{}
!27 = !DILocalVariable(name: "i", scope: !23, file: !5, line: 15, type: !28)
!28 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!29 = !DILocation(line: 15, column: 17, scope: !23)
!30 = !DILocation(line: 16, column: 3, scope: !23)
!31 = !DILocation(line: 17, column: 7, scope: !32)
!32 = distinct !DILexicalBlock(scope: !23, file: !5, line: 17, column: 7)
!33 = !DILocation(line: 17, column: 9, scope: !32)
!34 = !DILocation(line: 17, column: 7, scope: !23)
!35 = !DILocation(line: 18, column: 7, scope: !32)
!36 = !DILocation(line: 18, column: 5, scope: !32)
!37 = !DILocation(line: 19, column: 16, scope: !23)
!38 = !DILocation(line: 19, column: 10, scope: !23)
!39 = !DILocation(line: 19, column: 3, scope: !23)
!40 = distinct !DISubprogram(name: "f1", scope: !5, file: !5, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!41 = !DILocalVariable(name: "x", arg: 1, scope: !40, file: !5, line: 7, type: !11)
!42 = !DILocation(line: 7, column: 19, scope: !40)
!43 = !DILocation(line: 7, column: 31, scope: !40)
!44 = !DILocation(line: 7, column: 33, scope: !40)
!45 = !DILocation(line: 7, column: 24, scope: !40)
!46 = distinct !DISubprogram(name: "f2", scope: !5, file: !5, line: 8, type: !9, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!47 = !DILocalVariable(name: "x", arg: 1, scope: !46, file: !5, line: 8, type: !11)
!48 = !DILocation(line: 8, column: 19, scope: !46)
!49 = !DILocation(line: 8, column: 31, scope: !46)
!50 = !DILocation(line: 8, column: 33, scope: !46)
!51 = !DILocation(line: 8, column: 24, scope: !46)
!52 = distinct !DISubprogram(name: "f3", scope: !5, file: !5, line: 9, type: !9, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!53 = !DILocalVariable(name: "x", arg: 1, scope: !52, file: !5, line: 9, type: !11)
!54 = !DILocation(line: 9, column: 19, scope: !52)
!55 = !DILocation(line: 9, column: 31, scope: !52)
!56 = !DILocation(line: 9, column: 33, scope: !52)
!57 = !DILocation(line: 9, column: 24, scope: !52)
!58 = distinct !DISubprogram(name: "f4", scope: !5, file: !5, line: 10, type: !9, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!59 = !DILocalVariable(name: "x", arg: 1, scope: !58, file: !5, line: 10, type: !11)
!60 = !DILocation(line: 10, column: 19, scope: !58)
!61 = !DILocation(line: 10, column: 31, scope: !58)
!62 = !DILocation(line: 10, column: 33, scope: !58)
!63 = !DILocation(line: 10, column: 24, scope: !58)
