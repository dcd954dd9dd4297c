; ModuleID = 'testdata/c/fnptr_stack.c'
source_filename = "testdata/c/fnptr_stack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"sel\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"v\00", align 1
@__const.main.fs = private unnamed_addr constant [3 x i32 (i32)*] [i32 (i32)* @sq, i32 (i32)* @neg, i32 (i32)* @id], align 16

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @apply(i32 (i32)* noundef %0, i32 noundef %1) #0 !dbg !12 {
  %3 = alloca i32 (i32)*, align 8
  %4 = alloca i32, align 4
  store i32 (i32)* %0, i32 (i32)** %3, align 8
  call void @llvm.dbg.declare(metadata i32 (i32)** %3, metadata !20, metadata !DIExpression()), !dbg !21
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !22, metadata !DIExpression()), !dbg !23
  %5 = load i32 (i32)*, i32 (i32)** %3, align 8, !dbg !24
  %6 = load i32, i32* %4, align 4, !dbg !25
  %7 = call i32 %5(i32 noundef %6), !dbg !24
  ret i32 %7, !dbg !26
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !27 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [3 x i32 (i32)*], align 16
  %5 = alloca i32 (i32)*, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %3, metadata !32, metadata !DIExpression()), !dbg !33
  %6 = bitcast i32* %2 to i8*, !dbg !34
  call void @klee_make_symbolic(i8* noundef %6, i64 noundef 4, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)), !dbg !35
  %7 = bitcast i32* %3 to i8*, !dbg !36
  call void @klee_make_symbolic(i8* noundef %7, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !37
  call void @llvm.dbg.declare(metadata [3 x i32 (i32)*]* %4, metadata !38, metadata !DIExpression()), !dbg !42
  %8 = bitcast [3 x i32 (i32)*]* %4 to i8*, !dbg !42
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %8, i8* align 16 bitcast ([3 x i32 (i32)*]* @__const.main.fs to i8*), i64 24, i1 false), !dbg !42
  call void @llvm.dbg.declare(metadata i32 (i32)** %5, metadata !43, metadata !DIExpression()), !dbg !44
  %9 = load i32, i32* %2, align 4, !dbg !45
  %10 = urem i32 %9, 3, !dbg !46
  %11 = zext i32 %10 to i64, !dbg !47
  %12 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* %4, i64 0, i64 %11, !dbg !47
  %13 = load i32 (i32)*, i32 (i32)** %12, align 8, !dbg !47
  store i32 (i32)* %13, i32 (i32)** %5, align 8, !dbg !44
  %14 = load i32 (i32)*, i32 (i32)** %5, align 8, !dbg !48
  %15 = load i32, i32* %3, align 4, !dbg !49
  %16 = call i32 @apply(i32 (i32)* noundef %14, i32 noundef %15), !dbg !50
  %17 = and i32 %16, 63, !dbg !51
  ret i32 %17, !dbg !52
}

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @sq(i32 noundef %0) #0 !dbg !53 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !54, metadata !DIExpression()), !dbg !55
  %3 = load i32, i32* %2, align 4, !dbg !56
  %4 = load i32, i32* %2, align 4, !dbg !57
  %5 = mul nsw i32 %3, %4, !dbg !58
  ret i32 %5, !dbg !59
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @neg(i32 noundef %0) #0 !dbg !60 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !61, metadata !DIExpression()), !dbg !62
  %3 = load i32, i32* %2, align 4, !dbg !63
  %4 = sub nsw i32 0, %3, !dbg !64
  ret i32 %4, !dbg !65
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @id(i32 noundef %0) #0 !dbg !66 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !67, metadata !DIExpression()), !dbg !68
  %3 = load i32, i32* %2, align 4, !dbg !69
  ret i32 %3, !dbg !70
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/fnptr_stack.c", directory: ".", checksumkind: CSK_MD5, checksum: "91f08bfc4e0400f7684cf3aa1ce582db")
!2 = !{!3}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "apply", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !16, !15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DISubroutineType(types: !18)
!18 = !{!15, !15}
!19 = !{}
!20 = !DILocalVariable(name: "f", arg: 1, scope: !12, file: !1, line: 9, type: !16)
!21 = !DILocation(line: 9, column: 17, scope: !12)
!22 = !DILocalVariable(name: "v", arg: 2, scope: !12, file: !1, line: 9, type: !15)
!23 = !DILocation(line: 9, column: 30, scope: !12)
!24 = !DILocation(line: 9, column: 42, scope: !12)
!25 = !DILocation(line: 9, column: 44, scope: !12)
!26 = !DILocation(line: 9, column: 35, scope: !12)
!27 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !28, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!28 = !DISubroutineType(types: !29)
!29 = !{!15}
!30 = !DILocalVariable(name: "sel", scope: !27, file: !1, line: 12, type: !15)
!31 = !DILocation(line: 12, column: 7, scope: !27)
!32 = !DILocalVariable(name: "v", scope: !27, file: !1, line: 12, type: !15)
!33 = !DILocation(line: 12, column: 12, scope: !27)
!34 = !DILocation(line: 13, column: 22, scope: !27)
!35 = !DILocation(line: 13, column: 3, scope: !27)
!36 = !DILocation(line: 14, column: 22, scope: !27)
!37 = !DILocation(line: 14, column: 3, scope: !27)
!38 = !DILocalVariable(name: "fs", scope: !27, file: !1, line: 15, type: !39)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 192, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 3)
!42 = !DILocation(line: 15, column: 9, scope: !27)
!43 = !DILocalVariable(name: "f", scope: !27, file: !1, line: 16, type: !16)
!44 = !DILocation(line: 16, column: 9, scope: !27)
!45 = !DILocation(line: 16, column: 32, scope: !27)
!46 = !DILocation(line: 16, column: 36, scope: !27)
!47 = !DILocation(line: 16, column: 19, scope: !27)
!48 = !DILocation(line: 17, column: 16, scope: !27)
!49 = !DILocation(line: 17, column: 19, scope: !27)
!50 = !DILocation(line: 17, column: 10, scope: !27)
!51 = !DILocation(line: 17, column: 22, scope: !27)
!52 = !DILocation(line: 17, column: 3, scope: !27)
!53 = distinct !DISubprogram(name: "sq", scope: !1, file: !1, line: 5, type: !17, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!54 = !DILocalVariable(name: "x", arg: 1, scope: !53, file: !1, line: 5, type: !15)
!55 = !DILocation(line: 5, column: 19, scope: !53)
!56 = !DILocation(line: 5, column: 31, scope: !53)
!57 = !DILocation(line: 5, column: 35, scope: !53)
!58 = !DILocation(line: 5, column: 33, scope: !53)
!59 = !DILocation(line: 5, column: 24, scope: !53)
!60 = distinct !DISubprogram(name: "neg", scope: !1, file: !1, line: 6, type: !17, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!61 = !DILocalVariable(name: "x", arg: 1, scope: !60, file: !1, line: 6, type: !15)
!62 = !DILocation(line: 6, column: 20, scope: !60)
!63 = !DILocation(line: 6, column: 33, scope: !60)
!64 = !DILocation(line: 6, column: 32, scope: !60)
!65 = !DILocation(line: 6, column: 25, scope: !60)
!66 = distinct !DISubprogram(name: "id", scope: !1, file: !1, line: 7, type: !17, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!67 = !DILocalVariable(name: "x", arg: 1, scope: !66, file: !1, line: 7, type: !15)
!68 = !DILocation(line: 7, column: 19, scope: !66)
!69 = !DILocation(line: 7, column: 31, scope: !66)
!70 = !DILocation(line: 7, column: 24, scope: !66)
