; ModuleID = 'testdata/c/symptr_base32.c'
source_filename = "testdata/c/symptr_base32.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@__const.main.a = private unnamed_addr constant [4 x i32] [i32 1, i32 1, i32 1, i32 1], align 4
@__const.main.b = private unnamed_addr constant [4 x i32] [i32 2, i32 2, i32 2, i32 2], align 4
@.str = private unnamed_addr constant [4 x i8] c"off\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !11 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i32], align 4
  %3 = alloca [4 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [4 x i32]* %2, metadata !16, metadata !DIExpression()), !dbg !20
  %7 = bitcast [4 x i32]* %2 to i8*, !dbg !20
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %7, i8* align 4 bitcast ([4 x i32]* @__const.main.a to i8*), i32 16, i1 false), !dbg !20
  call void @llvm.dbg.declare(metadata [4 x i32]* %3, metadata !21, metadata !DIExpression()), !dbg !22
  %8 = bitcast [4 x i32]* %3 to i8*, !dbg !22
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %8, i8* align 4 bitcast ([4 x i32]* @__const.main.b to i8*), i32 16, i1 false), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %4, metadata !23, metadata !DIExpression()), !dbg !25
  %9 = bitcast i32* %4 to i8*, !dbg !26
  call void @klee_make_symbolic(i8* noundef %9, i32 noundef 4, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0)), !dbg !27
  %10 = load i32, i32* %4, align 4, !dbg !28
  %11 = icmp ult i32 %10, 12, !dbg !29
  %12 = zext i1 %11 to i32, !dbg !29
  call void @klee_assume(i32 noundef %12), !dbg !30
  call void @llvm.dbg.declare(metadata i32** %5, metadata !31, metadata !DIExpression()), !dbg !33
  %13 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i32 0, i32 0, !dbg !34
  %14 = load i32, i32* %4, align 4, !dbg !35
  %15 = getelementptr inbounds i32, i32* %13, i32 %14, !dbg !36
  store i32* %15, i32** %5, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata i32* %6, metadata !37, metadata !DIExpression()), !dbg !38
  %16 = load i32*, i32** %5, align 4, !dbg !39
  %17 = load i32, i32* %16, align 4, !dbg !40
  store i32 %17, i32* %6, align 4, !dbg !38
  %18 = load i32, i32* %6, align 4, !dbg !41
  %19 = icmp eq i32 %18, 1, !dbg !43
  br i1 %19, label %20, label %21, !dbg !44

20:                                               ; preds = %0
  store i32 1, i32* %1, align 4, !dbg !45
  br label %29, !dbg !45

21:                                               ; preds = %0
  %22 = load i32, i32* %6, align 4, !dbg !46
  %23 = icmp eq i32 %22, 2, !dbg !48
  br i1 %23, label %24, label %28, !dbg !49

24:                                               ; preds = %21
  %25 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i32 0, i32 0, !dbg !50
  %26 = load i32, i32* %25, align 4, !dbg !50
  %27 = add nsw i32 2, %26, !dbg !51
  store i32 %27, i32* %1, align 4, !dbg !52
  br label %29, !dbg !52

28:                                               ; preds = %21
  store i32 3, i32* %1, align 4, !dbg !53
  br label %29, !dbg !53

29:                                               ; preds = %28, %24, %20
  %30 = load i32, i32* %1, align 4, !dbg !54
  ret i32 %30, !dbg !54
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

declare void @klee_make_symbolic(i8* noundef, i32 noundef, i8* noundef) #3

declare void @klee_assume(i32 noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/symptr_base32.c", directory: ".", checksumkind: CSK_MD5, checksum: "627605cd5ac4f0e1a33b536a45748394")
!2 = !{i32 1, !"NumRegisterParameters", i32 0}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 1}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{}
!16 = !DILocalVariable(name: "a", scope: !11, file: !1, line: 11, type: !17)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 4)
!20 = !DILocation(line: 11, column: 7, scope: !11)
!21 = !DILocalVariable(name: "b", scope: !11, file: !1, line: 12, type: !17)
!22 = !DILocation(line: 12, column: 7, scope: !11)
!23 = !DILocalVariable(name: "off", scope: !11, file: !1, line: 13, type: !24)
!24 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!25 = !DILocation(line: 13, column: 17, scope: !11)
!26 = !DILocation(line: 14, column: 22, scope: !11)
!27 = !DILocation(line: 14, column: 3, scope: !11)
!28 = !DILocation(line: 15, column: 15, scope: !11)
!29 = !DILocation(line: 15, column: 19, scope: !11)
!30 = !DILocation(line: 15, column: 3, scope: !11)
!31 = !DILocalVariable(name: "p", scope: !11, file: !1, line: 16, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 32)
!33 = !DILocation(line: 16, column: 8, scope: !11)
!34 = !DILocation(line: 16, column: 12, scope: !11)
!35 = !DILocation(line: 16, column: 16, scope: !11)
!36 = !DILocation(line: 16, column: 14, scope: !11)
!37 = !DILocalVariable(name: "v", scope: !11, file: !1, line: 17, type: !14)
!38 = !DILocation(line: 17, column: 7, scope: !11)
!39 = !DILocation(line: 17, column: 12, scope: !11)
!40 = !DILocation(line: 17, column: 11, scope: !11)
!41 = !DILocation(line: 18, column: 7, scope: !42)
!42 = distinct !DILexicalBlock(scope: !11, file: !1, line: 18, column: 7)
!43 = !DILocation(line: 18, column: 9, scope: !42)
!44 = !DILocation(line: 18, column: 7, scope: !11)
!45 = !DILocation(line: 19, column: 5, scope: !42)
!46 = !DILocation(line: 20, column: 7, scope: !47)
!47 = distinct !DILexicalBlock(scope: !11, file: !1, line: 20, column: 7)
!48 = !DILocation(line: 20, column: 9, scope: !47)
!49 = !DILocation(line: 20, column: 7, scope: !11)
!50 = !DILocation(line: 21, column: 16, scope: !47)
!51 = !DILocation(line: 21, column: 14, scope: !47)
!52 = !DILocation(line: 21, column: 5, scope: !47)
!53 = !DILocation(line: 22, column: 3, scope: !11)
!54 = !DILocation(line: 23, column: 1, scope: !11)
