; ModuleID = 'testdata/c/globals.c'
source_filename = "testdata/c/globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.anon = type { i32 (i32)*, i8* }

@gp = internal global i32* @g, align 8, !dbg !0
@.str = private unnamed_addr constant [16 x i8] c"%s %s %d %d %s\0A\00", align 1
@names = internal global [3 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0)], align 16, !dbg !5
@mid = internal global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([5 x i32]* @arr to i8*), i64 8) to i32*), align 8, !dbg !13
@ops = internal global %struct.anon { i32 (i32)* @inc, i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0) }, align 8, !dbg !22
@g = internal global i32 10, align 4, !dbg !31
@.str.1 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@arr = internal global [5 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5], align 16, !dbg !17
@.str.4 = private unnamed_addr constant [4 x i8] c"inc\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !41 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = load i32*, i32** @gp, align 8, !dbg !45
  %3 = load i32, i32* %2, align 4, !dbg !46
  %4 = add nsw i32 %3, 5, !dbg !46
  store i32 %4, i32* %2, align 4, !dbg !46
  %5 = load i8*, i8** getelementptr inbounds ([3 x i8*], [3 x i8*]* @names, i64 0, i64 1), align 8, !dbg !47
  %6 = load i8*, i8** getelementptr inbounds ([3 x i8*], [3 x i8*]* @names, i64 0, i64 2), align 16, !dbg !48
  %7 = load i32*, i32** @mid, align 8, !dbg !49
  %8 = load i32, i32* %7, align 4, !dbg !50
  %9 = load i32*, i32** @mid, align 8, !dbg !51
  %10 = getelementptr inbounds i32, i32* %9, i64 -1, !dbg !51
  %11 = load i32, i32* %10, align 4, !dbg !51
  %12 = load i8*, i8** getelementptr inbounds (%struct.anon, %struct.anon* @ops, i32 0, i32 1), align 8, !dbg !52
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i8* noundef %5, i8* noundef %6, i32 noundef %8, i32 noundef %11, i8* noundef %12), !dbg !53
  %14 = load i8*, i8** getelementptr inbounds ([3 x i8*], [3 x i8*]* @names, i64 0, i64 0), align 16, !dbg !54
  %15 = call i32 @puts(i8* noundef %14), !dbg !55
  %16 = call i32 @putchar(i32 noundef 33), !dbg !56
  %17 = call i32 @putchar(i32 noundef 10), !dbg !57
  %18 = load i32 (i32)*, i32 (i32)** getelementptr inbounds (%struct.anon, %struct.anon* @ops, i32 0, i32 0), align 8, !dbg !58
  %19 = load i32, i32* @g, align 4, !dbg !59
  %20 = call i32 %18(i32 noundef %19), !dbg !60
  %21 = load i32*, i32** @mid, align 8, !dbg !61
  %22 = load i32, i32* %21, align 4, !dbg !62
  %23 = add nsw i32 %20, %22, !dbg !63
  %24 = load i32*, i32** @mid, align 8, !dbg !64
  %25 = getelementptr inbounds i32, i32* %24, i64 2, !dbg !64
  %26 = load i32, i32* %25, align 4, !dbg !64
  %27 = add nsw i32 %23, %26, !dbg !65
  %28 = add nsw i32 %27, 23, !dbg !66
  ret i32 %28, !dbg !67
}

declare i32 @printf(i8* noundef, ...) #1

declare i32 @puts(i8* noundef) #1

declare i32 @putchar(i32 noundef) #1

; Function Attrs: noinline nounwind uwtable
define internal i32 @inc(i32 noundef %0) #0 !dbg !68 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !69, metadata !DIExpression()), !dbg !70
  %3 = load i32, i32* %2, align 4, !dbg !71
  %4 = add nsw i32 %3, 1, !dbg !72
  ret i32 %4, !dbg !73
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "gp", scope: !2, file: !3, line: 10, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/globals.c", directory: ".", checksumkind: CSK_MD5, checksum: "95b085ebdefb180e6c476f673414a5e7")
!4 = !{!0, !5, !13, !17, !22, !31}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 11, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 192, elements: !11)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 3)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "mid", scope: !2, file: !3, line: 13, type: !15, isLocal: true, isDefinition: true)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "arr", scope: !2, file: !3, line: 12, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 160, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 5)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "ops", scope: !2, file: !3, line: 15, type: !24, isLocal: true, isDefinition: true)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 15, size: 128, elements: !25)
!25 = !{!26, !30}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !24, file: !3, line: 15, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DISubroutineType(types: !29)
!29 = !{!16, !16}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !24, file: !3, line: 15, baseType: !8, size: 64, offset: 64)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 9, type: !16, isLocal: true, isDefinition: true)
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 7, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 1}
!39 = !{i32 7, !"frame-pointer", i32 2}
!40 = !{!"Debian clang version 14.0.6"}
!41 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !42, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !44)
!42 = !DISubroutineType(types: !43)
!43 = !{!16}
!44 = !{}
!45 = !DILocation(line: 18, column: 4, scope: !41)
!46 = !DILocation(line: 18, column: 7, scope: !41)
!47 = !DILocation(line: 19, column: 30, scope: !41)
!48 = !DILocation(line: 19, column: 40, scope: !41)
!49 = !DILocation(line: 19, column: 51, scope: !41)
!50 = !DILocation(line: 19, column: 50, scope: !41)
!51 = !DILocation(line: 19, column: 56, scope: !41)
!52 = !DILocation(line: 19, column: 69, scope: !41)
!53 = !DILocation(line: 19, column: 3, scope: !41)
!54 = !DILocation(line: 20, column: 8, scope: !41)
!55 = !DILocation(line: 20, column: 3, scope: !41)
!56 = !DILocation(line: 21, column: 3, scope: !41)
!57 = !DILocation(line: 22, column: 3, scope: !41)
!58 = !DILocation(line: 23, column: 14, scope: !41)
!59 = !DILocation(line: 23, column: 16, scope: !41)
!60 = !DILocation(line: 23, column: 10, scope: !41)
!61 = !DILocation(line: 23, column: 22, scope: !41)
!62 = !DILocation(line: 23, column: 21, scope: !41)
!63 = !DILocation(line: 23, column: 19, scope: !41)
!64 = !DILocation(line: 23, column: 28, scope: !41)
!65 = !DILocation(line: 23, column: 26, scope: !41)
!66 = !DILocation(line: 23, column: 35, scope: !41)
!67 = !DILocation(line: 23, column: 3, scope: !41)
!68 = distinct !DISubprogram(name: "inc", scope: !3, file: !3, line: 14, type: !28, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !44)
!69 = !DILocalVariable(name: "x", arg: 1, scope: !68, file: !3, line: 14, type: !16)
!70 = !DILocation(line: 14, column: 20, scope: !68)
!71 = !DILocation(line: 14, column: 32, scope: !68)
!72 = !DILocation(line: 14, column: 34, scope: !68)
!73 = !DILocation(line: 14, column: 25, scope: !68)
