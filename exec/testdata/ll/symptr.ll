; ModuleID = 'testdata/c/symptr.c'
source_filename = "testdata/c/symptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.a = private unnamed_addr constant [4 x i32] [i32 1, i32 1, i32 1, i32 1], align 16
@__const.main.b = private unnamed_addr constant [4 x i32] [i32 2, i32 2, i32 2, i32 2], align 16
@.str = private unnamed_addr constant [4 x i8] c"off\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !15 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i32], align 16
  %3 = alloca [4 x i32], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [4 x i32]* %2, metadata !19, metadata !DIExpression()), !dbg !23
  %7 = bitcast [4 x i32]* %2 to i8*, !dbg !23
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %7, i8* align 16 bitcast ([4 x i32]* @__const.main.a to i8*), i64 16, i1 false), !dbg !23
  call void @llvm.dbg.declare(metadata [4 x i32]* %3, metadata !24, metadata !DIExpression()), !dbg !25
  %8 = bitcast [4 x i32]* %3 to i8*, !dbg !25
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %8, i8* align 16 bitcast ([4 x i32]* @__const.main.b to i8*), i64 16, i1 false), !dbg !25
  call void @llvm.dbg.declare(metadata i64* %4, metadata !26, metadata !DIExpression()), !dbg !28
  %9 = bitcast i64* %4 to i8*, !dbg !29
  call void @klee_make_symbolic(i8* noundef %9, i64 noundef 8, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)), !dbg !30
  call void @llvm.dbg.declare(metadata i32** %5, metadata !31, metadata !DIExpression()), !dbg !32
  %10 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 0, !dbg !33
  %11 = bitcast i32* %10 to i8*, !dbg !34
  %12 = load i64, i64* %4, align 8, !dbg !35
  %13 = mul i64 %12, 4, !dbg !36
  %14 = getelementptr inbounds i8, i8* %11, i64 %13, !dbg !37
  %15 = bitcast i8* %14 to i32*, !dbg !38
  store i32* %15, i32** %5, align 8, !dbg !32
  call void @llvm.dbg.declare(metadata i32* %6, metadata !39, metadata !DIExpression()), !dbg !40
  %16 = load i32*, i32** %5, align 8, !dbg !41
  %17 = load i32, i32* %16, align 4, !dbg !42
  store i32 %17, i32* %6, align 4, !dbg !40
  %18 = load i32, i32* %6, align 4, !dbg !43
  %19 = icmp eq i32 %18, 1, !dbg !45
  br i1 %19, label %20, label %21, !dbg !46

20:                                               ; preds = %0
  store i32 1, i32* %1, align 4, !dbg !47
  br label %26, !dbg !47

21:                                               ; preds = %0
  %22 = load i32, i32* %6, align 4, !dbg !48
  %23 = icmp eq i32 %22, 2, !dbg !50
  br i1 %23, label %24, label %25, !dbg !51

24:                                               ; preds = %21
  store i32 2, i32* %1, align 4, !dbg !52
  br label %26, !dbg !52

25:                                               ; preds = %21
  store i32 3, i32* %1, align 4, !dbg !53
  br label %26, !dbg !53

26:                                               ; preds = %25, %24, %20
  %27 = load i32, i32* %1, align 4, !dbg !54
  ret i32 %27, !dbg !54
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/symptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "309a04e39442bbdae5ab39ef3a25764e")
!2 = !{!3, !5}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !16, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!4}
!18 = !{}
!19 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 7, type: !20)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 4)
!23 = !DILocation(line: 7, column: 7, scope: !15)
!24 = !DILocalVariable(name: "b", scope: !15, file: !1, line: 8, type: !20)
!25 = !DILocation(line: 8, column: 7, scope: !15)
!26 = !DILocalVariable(name: "off", scope: !15, file: !1, line: 9, type: !27)
!27 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!28 = !DILocation(line: 9, column: 17, scope: !15)
!29 = !DILocation(line: 10, column: 22, scope: !15)
!30 = !DILocation(line: 10, column: 3, scope: !15)
!31 = !DILocalVariable(name: "p", scope: !15, file: !1, line: 11, type: !3)
!32 = !DILocation(line: 11, column: 8, scope: !15)
!33 = !DILocation(line: 11, column: 28, scope: !15)
!34 = !DILocation(line: 11, column: 20, scope: !15)
!35 = !DILocation(line: 11, column: 32, scope: !15)
!36 = !DILocation(line: 11, column: 36, scope: !15)
!37 = !DILocation(line: 11, column: 30, scope: !15)
!38 = !DILocation(line: 11, column: 12, scope: !15)
!39 = !DILocalVariable(name: "v", scope: !15, file: !1, line: 12, type: !4)
!40 = !DILocation(line: 12, column: 7, scope: !15)
!41 = !DILocation(line: 12, column: 12, scope: !15)
!42 = !DILocation(line: 12, column: 11, scope: !15)
!43 = !DILocation(line: 13, column: 7, scope: !44)
!44 = distinct !DILexicalBlock(scope: !15, file: !1, line: 13, column: 7)
!45 = !DILocation(line: 13, column: 9, scope: !44)
!46 = !DILocation(line: 13, column: 7, scope: !15)
!47 = !DILocation(line: 14, column: 5, scope: !44)
!48 = !DILocation(line: 15, column: 7, scope: !49)
!49 = distinct !DILexicalBlock(scope: !15, file: !1, line: 15, column: 7)
!50 = !DILocation(line: 15, column: 9, scope: !49)
!51 = !DILocation(line: 15, column: 7, scope: !15)
!52 = !DILocation(line: 16, column: 5, scope: !49)
!53 = !DILocation(line: 17, column: 3, scope: !15)
!54 = !DILocation(line: 18, column: 1, scope: !15)
