; ModuleID = 'testdata/c/symptr_base.c'
source_filename = "testdata/c/symptr_base.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.a = private unnamed_addr constant [4 x i32] [i32 1, i32 1, i32 1, i32 1], align 16
@__const.main.b = private unnamed_addr constant [4 x i32] [i32 2, i32 2, i32 2, i32 2], align 16
@.str = private unnamed_addr constant [4 x i8] c"off\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i32], align 16
  %3 = alloca [4 x i32], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [4 x i32]* %2, metadata !15, metadata !DIExpression()), !dbg !19
  %7 = bitcast [4 x i32]* %2 to i8*, !dbg !19
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %7, i8* align 16 bitcast ([4 x i32]* @__const.main.a to i8*), i64 16, i1 false), !dbg !19
  call void @llvm.dbg.declare(metadata [4 x i32]* %3, metadata !20, metadata !DIExpression()), !dbg !21
  %8 = bitcast [4 x i32]* %3 to i8*, !dbg !21
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %8, i8* align 16 bitcast ([4 x i32]* @__const.main.b to i8*), i64 16, i1 false), !dbg !21
  call void @llvm.dbg.declare(metadata i64* %4, metadata !22, metadata !DIExpression()), !dbg !24
  %9 = bitcast i64* %4 to i8*, !dbg !25
  call void @klee_make_symbolic(i8* noundef %9, i64 noundef 8, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)), !dbg !26
  %10 = load i64, i64* %4, align 8, !dbg !27
  %11 = icmp ult i64 %10, 12, !dbg !28
  %12 = zext i1 %11 to i32, !dbg !28
  %13 = sext i32 %12 to i64, !dbg !27
  call void @klee_assume(i64 noundef %13), !dbg !29
  call void @llvm.dbg.declare(metadata i32** %5, metadata !30, metadata !DIExpression()), !dbg !32
  %14 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 0, !dbg !33
  %15 = load i64, i64* %4, align 8, !dbg !34
  %16 = getelementptr inbounds i32, i32* %14, i64 %15, !dbg !35
  store i32* %16, i32** %5, align 8, !dbg !32
  call void @llvm.dbg.declare(metadata i32* %6, metadata !36, metadata !DIExpression()), !dbg !37
  %17 = load i32*, i32** %5, align 8, !dbg !38
  %18 = load i32, i32* %17, align 4, !dbg !39
  store i32 %18, i32* %6, align 4, !dbg !37
  %19 = load i32, i32* %6, align 4, !dbg !40
  %20 = icmp eq i32 %19, 1, !dbg !42
  br i1 %20, label %21, label %22, !dbg !43

21:                                               ; preds = %0
  store i32 1, i32* %1, align 4, !dbg !44
  br label %30, !dbg !44

22:                                               ; preds = %0
  %23 = load i32, i32* %6, align 4, !dbg !45
  %24 = icmp eq i32 %23, 2, !dbg !47
  br i1 %24, label %25, label %29, !dbg !48

25:                                               ; preds = %22
  %26 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i64 0, i64 0, !dbg !49
  %27 = load i32, i32* %26, align 16, !dbg !49
  %28 = add nsw i32 2, %27, !dbg !50
  store i32 %28, i32* %1, align 4, !dbg !51
  br label %30, !dbg !51

29:                                               ; preds = %22
  store i32 3, i32* %1, align 4, !dbg !52
  br label %30, !dbg !52

30:                                               ; preds = %29, %25, %21
  %31 = load i32, i32* %1, align 4, !dbg !53
  ret i32 %31, !dbg !53
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #3

declare void @klee_assume(i64 noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/symptr_base.c", directory: ".", checksumkind: CSK_MD5, checksum: "935bf658f80f6452b9d0dada358b0a57")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 9, type: !16)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DILocation(line: 9, column: 7, scope: !10)
!20 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 10, type: !16)
!21 = !DILocation(line: 10, column: 7, scope: !10)
!22 = !DILocalVariable(name: "off", scope: !10, file: !1, line: 11, type: !23)
!23 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DILocation(line: 11, column: 17, scope: !10)
!25 = !DILocation(line: 12, column: 22, scope: !10)
!26 = !DILocation(line: 12, column: 3, scope: !10)
!27 = !DILocation(line: 13, column: 15, scope: !10)
!28 = !DILocation(line: 13, column: 19, scope: !10)
!29 = !DILocation(line: 13, column: 3, scope: !10)
!30 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 14, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!32 = !DILocation(line: 14, column: 8, scope: !10)
!33 = !DILocation(line: 14, column: 12, scope: !10)
!34 = !DILocation(line: 14, column: 16, scope: !10)
!35 = !DILocation(line: 14, column: 14, scope: !10)
!36 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 15, type: !13)
!37 = !DILocation(line: 15, column: 7, scope: !10)
!38 = !DILocation(line: 15, column: 12, scope: !10)
!39 = !DILocation(line: 15, column: 11, scope: !10)
!40 = !DILocation(line: 16, column: 7, scope: !41)
!41 = distinct !DILexicalBlock(scope: !10, file: !1, line: 16, column: 7)
!42 = !DILocation(line: 16, column: 9, scope: !41)
!43 = !DILocation(line: 16, column: 7, scope: !10)
!44 = !DILocation(line: 17, column: 5, scope: !41)
!45 = !DILocation(line: 18, column: 7, scope: !46)
!46 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 7)
!47 = !DILocation(line: 18, column: 9, scope: !46)
!48 = !DILocation(line: 18, column: 7, scope: !10)
!49 = !DILocation(line: 19, column: 16, scope: !46)
!50 = !DILocation(line: 19, column: 14, scope: !46)
!51 = !DILocation(line: 19, column: 5, scope: !46)
!52 = !DILocation(line: 20, column: 3, scope: !10)
!53 = !DILocation(line: 21, column: 1, scope: !10)
