; ModuleID = 'testdata/c/fnptr.c'
source_filename = "testdata/c/fnptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"i\00", align 1
@table = internal constant [4 x i32 (i32)*] [i32 (i32)* @f1, i32 (i32)* @f2, i32 (i32)* @f3, i32 (i32)* @f4], align 16, !dbg !0

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !21 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !25, metadata !DIExpression()), !dbg !27
  call void @klee_make_symbolic(i8* noundef %2, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !28
  %3 = load i8, i8* %2, align 1, !dbg !29
  %4 = zext i8 %3 to i32, !dbg !29
  %5 = icmp sge i32 %4, 4, !dbg !31
  br i1 %5, label %6, label %7, !dbg !32

6:                                                ; preds = %0
  store i8 3, i8* %2, align 1, !dbg !33
  br label %7, !dbg !34

7:                                                ; preds = %6, %0
  %8 = load i8, i8* %2, align 1, !dbg !35
  %9 = zext i8 %8 to i64, !dbg !36
  %10 = getelementptr inbounds [4 x i32 (i32)*], [4 x i32 (i32)*]* @table, i64 0, i64 %9, !dbg !36
  %11 = load i32 (i32)*, i32 (i32)** %10, align 8, !dbg !36
  %12 = call i32 %11(i32 noundef 0), !dbg !36
  ret i32 %12, !dbg !37
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @f1(i32 noundef %0) #0 !dbg !38 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !39, metadata !DIExpression()), !dbg !40
  %3 = load i32, i32* %2, align 4, !dbg !41
  %4 = add nsw i32 %3, 1, !dbg !42
  ret i32 %4, !dbg !43
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @f2(i32 noundef %0) #0 !dbg !44 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !45, metadata !DIExpression()), !dbg !46
  %3 = load i32, i32* %2, align 4, !dbg !47
  %4 = add nsw i32 %3, 2, !dbg !48
  ret i32 %4, !dbg !49
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @f3(i32 noundef %0) #0 !dbg !50 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !51, metadata !DIExpression()), !dbg !52
  %3 = load i32, i32* %2, align 4, !dbg !53
  %4 = add nsw i32 %3, 3, !dbg !54
  ret i32 %4, !dbg !55
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @f4(i32 noundef %0) #0 !dbg !56 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !57, metadata !DIExpression()), !dbg !58
  %3 = load i32, i32* %2, align 4, !dbg !59
  %4 = add nsw i32 %3, 4, !dbg !60
  ret i32 %4, !dbg !61
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 12, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/fnptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "5bd0b3e31a505091e4f1c6ad82371d01")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !11)
!6 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DISubroutineType(types: !9)
!9 = !{!10, !10}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12}
!12 = !DISubrange(count: 4)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 1}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !22, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!10}
!24 = !{}
!25 = !DILocalVariable(name: "i", scope: !21, file: !3, line: 15, type: !26)
!26 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!27 = !DILocation(line: 15, column: 17, scope: !21)
!28 = !DILocation(line: 16, column: 3, scope: !21)
!29 = !DILocation(line: 17, column: 7, scope: !30)
!30 = distinct !DILexicalBlock(scope: !21, file: !3, line: 17, column: 7)
!31 = !DILocation(line: 17, column: 9, scope: !30)
!32 = !DILocation(line: 17, column: 7, scope: !21)
!33 = !DILocation(line: 18, column: 7, scope: !30)
!34 = !DILocation(line: 18, column: 5, scope: !30)
!35 = !DILocation(line: 19, column: 16, scope: !21)
!36 = !DILocation(line: 19, column: 10, scope: !21)
!37 = !DILocation(line: 19, column: 3, scope: !21)
!38 = distinct !DISubprogram(name: "f1", scope: !3, file: !3, line: 7, type: !8, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!39 = !DILocalVariable(name: "x", arg: 1, scope: !38, file: !3, line: 7, type: !10)
!40 = !DILocation(line: 7, column: 19, scope: !38)
!41 = !DILocation(line: 7, column: 31, scope: !38)
!42 = !DILocation(line: 7, column: 33, scope: !38)
!43 = !DILocation(line: 7, column: 24, scope: !38)
!44 = distinct !DISubprogram(name: "f2", scope: !3, file: !3, line: 8, type: !8, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!45 = !DILocalVariable(name: "x", arg: 1, scope: !44, file: !3, line: 8, type: !10)
!46 = !DILocation(line: 8, column: 19, scope: !44)
!47 = !DILocation(line: 8, column: 31, scope: !44)
!48 = !DILocation(line: 8, column: 33, scope: !44)
!49 = !DILocation(line: 8, column: 24, scope: !44)
!50 = distinct !DISubprogram(name: "f3", scope: !3, file: !3, line: 9, type: !8, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!51 = !DILocalVariable(name: "x", arg: 1, scope: !50, file: !3, line: 9, type: !10)
!52 = !DILocation(line: 9, column: 19, scope: !50)
!53 = !DILocation(line: 9, column: 31, scope: !50)
!54 = !DILocation(line: 9, column: 33, scope: !50)
!55 = !DILocation(line: 9, column: 24, scope: !50)
!56 = distinct !DISubprogram(name: "f4", scope: !3, file: !3, line: 10, type: !8, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!57 = !DILocalVariable(name: "x", arg: 1, scope: !56, file: !3, line: 10, type: !10)
!58 = !DILocation(line: 10, column: 19, scope: !56)
!59 = !DILocation(line: 10, column: 31, scope: !56)
!60 = !DILocation(line: 10, column: 33, scope: !56)
!61 = !DILocation(line: 10, column: 24, scope: !56)
