; ModuleID = 'testdata/c/symptr.c'
source_filename = "testdata/c/symptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.a = private unnamed_addr constant [4 x i32] [i32 1, i32 1, i32 1, i32 1], align 16
@__const.main.b = private unnamed_addr constant [4 x i32] [i32 2, i32 2, i32 2, i32 2], align 16
@.str = private unnamed_addr constant [4 x i8] c"sel\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"off\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !16 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i32], align 16
  %3 = alloca [4 x i32], align 16
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [4 x i32]* %2, metadata !20, metadata !DIExpression()), !dbg !24
  %10 = bitcast [4 x i32]* %2 to i8*, !dbg !24
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %10, i8* align 16 bitcast ([4 x i32]* @__const.main.a to i8*), i64 16, i1 false), !dbg !24
  call void @llvm.dbg.declare(metadata [4 x i32]* %3, metadata !25, metadata !DIExpression()), !dbg !26
  %11 = bitcast [4 x i32]* %3 to i8*, !dbg !26
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %11, i8* align 16 bitcast ([4 x i32]* @__const.main.b to i8*), i64 16, i1 false), !dbg !26
  call void @llvm.dbg.declare(metadata i64* %4, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i64* %5, metadata !29, metadata !DIExpression()), !dbg !30
  %12 = bitcast i64* %4 to i8*, !dbg !31
  call void @klee_make_symbolic(i8* noundef %12, i64 noundef 8, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)), !dbg !32
  %13 = bitcast i64* %5 to i8*, !dbg !33
  call void @klee_make_symbolic(i8* noundef %13, i64 noundef 8, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0)), !dbg !34
  call void @llvm.dbg.declare(metadata i64* %6, metadata !35, metadata !DIExpression()), !dbg !36
  %14 = load i64, i64* %4, align 8, !dbg !37
  %15 = and i64 %14, 1, !dbg !38
  store i64 %15, i64* %6, align 8, !dbg !36
  call void @llvm.dbg.declare(metadata i8** %7, metadata !39, metadata !DIExpression()), !dbg !40
  %16 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 0, !dbg !41
  %17 = ptrtoint i32* %16 to i64, !dbg !42
  %18 = load i64, i64* %6, align 8, !dbg !43
  %19 = mul i64 %17, %18, !dbg !44
  %20 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i64 0, i64 0, !dbg !45
  %21 = ptrtoint i32* %20 to i64, !dbg !46
  %22 = load i64, i64* %6, align 8, !dbg !47
  %23 = sub i64 1, %22, !dbg !48
  %24 = mul i64 %21, %23, !dbg !49
  %25 = add i64 %19, %24, !dbg !50
  %26 = inttoptr i64 %25 to i8*, !dbg !51
  store i8* %26, i8** %7, align 8, !dbg !40
  call void @llvm.dbg.declare(metadata i32** %8, metadata !52, metadata !DIExpression()), !dbg !53
  %27 = load i8*, i8** %7, align 8, !dbg !54
  %28 = load i64, i64* %5, align 8, !dbg !55
  %29 = mul i64 %28, 4, !dbg !56
  %30 = getelementptr inbounds i8, i8* %27, i64 %29, !dbg !57
  %31 = bitcast i8* %30 to i32*, !dbg !58
  store i32* %31, i32** %8, align 8, !dbg !53
  call void @llvm.dbg.declare(metadata i32* %9, metadata !59, metadata !DIExpression()), !dbg !60
  %32 = load i32*, i32** %8, align 8, !dbg !61
  %33 = load i32, i32* %32, align 4, !dbg !62
  store i32 %33, i32* %9, align 4, !dbg !60
  %34 = load i32, i32* %9, align 4, !dbg !63
  %35 = icmp eq i32 %34, 1, !dbg !65
  br i1 %35, label %36, label %37, !dbg !66

36:                                               ; preds = %0
  store i32 1, i32* %1, align 4, !dbg !67
  br label %42, !dbg !67

37:                                               ; preds = %0
  %38 = load i32, i32* %9, align 4, !dbg !68
  %39 = icmp eq i32 %38, 2, !dbg !70
  br i1 %39, label %40, label %41, !dbg !71

40:                                               ; preds = %37
  store i32 2, i32* %1, align 4, !dbg !72
  br label %42, !dbg !72

41:                                               ; preds = %37
  store i32 3, i32* %1, align 4, !dbg !73
  br label %42, !dbg !73

42:                                               ; preds = %41, %40, %36
  %43 = load i32, i32* %1, align 4, !dbg !74
  ret i32 %43, !dbg !74
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
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/symptr.c", directory: ".", checksumkind: CSK_MD5, checksum: "dcfd1a48ad500c997e3356c417e96491")
!2 = !{!3, !5, !6}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 7, type: !17, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!7}
!19 = !{}
!20 = !DILocalVariable(name: "a", scope: !16, file: !1, line: 8, type: !21)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 128, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 4)
!24 = !DILocation(line: 8, column: 7, scope: !16)
!25 = !DILocalVariable(name: "b", scope: !16, file: !1, line: 9, type: !21)
!26 = !DILocation(line: 9, column: 7, scope: !16)
!27 = !DILocalVariable(name: "sel", scope: !16, file: !1, line: 10, type: !5)
!28 = !DILocation(line: 10, column: 17, scope: !16)
!29 = !DILocalVariable(name: "off", scope: !16, file: !1, line: 10, type: !5)
!30 = !DILocation(line: 10, column: 22, scope: !16)
!31 = !DILocation(line: 11, column: 22, scope: !16)
!32 = !DILocation(line: 11, column: 3, scope: !16)
!33 = !DILocation(line: 12, column: 22, scope: !16)
!34 = !DILocation(line: 12, column: 3, scope: !16)
!35 = !DILocalVariable(name: "pick", scope: !16, file: !1, line: 13, type: !5)
!36 = !DILocation(line: 13, column: 17, scope: !16)
!37 = !DILocation(line: 13, column: 24, scope: !16)
!38 = !DILocation(line: 13, column: 28, scope: !16)
!39 = !DILocalVariable(name: "base", scope: !16, file: !1, line: 14, type: !3)
!40 = !DILocation(line: 14, column: 9, scope: !16)
!41 = !DILocation(line: 14, column: 40, scope: !16)
!42 = !DILocation(line: 14, column: 25, scope: !16)
!43 = !DILocation(line: 14, column: 44, scope: !16)
!44 = !DILocation(line: 14, column: 42, scope: !16)
!45 = !DILocation(line: 14, column: 66, scope: !16)
!46 = !DILocation(line: 14, column: 51, scope: !16)
!47 = !DILocation(line: 14, column: 75, scope: !16)
!48 = !DILocation(line: 14, column: 73, scope: !16)
!49 = !DILocation(line: 14, column: 68, scope: !16)
!50 = !DILocation(line: 14, column: 49, scope: !16)
!51 = !DILocation(line: 14, column: 16, scope: !16)
!52 = !DILocalVariable(name: "p", scope: !16, file: !1, line: 15, type: !6)
!53 = !DILocation(line: 15, column: 8, scope: !16)
!54 = !DILocation(line: 15, column: 20, scope: !16)
!55 = !DILocation(line: 15, column: 27, scope: !16)
!56 = !DILocation(line: 15, column: 31, scope: !16)
!57 = !DILocation(line: 15, column: 25, scope: !16)
!58 = !DILocation(line: 15, column: 12, scope: !16)
!59 = !DILocalVariable(name: "v", scope: !16, file: !1, line: 16, type: !7)
!60 = !DILocation(line: 16, column: 7, scope: !16)
!61 = !DILocation(line: 16, column: 12, scope: !16)
!62 = !DILocation(line: 16, column: 11, scope: !16)
!63 = !DILocation(line: 17, column: 7, scope: !64)
!64 = distinct !DILexicalBlock(scope: !16, file: !1, line: 17, column: 7)
!65 = !DILocation(line: 17, column: 9, scope: !64)
!66 = !DILocation(line: 17, column: 7, scope: !16)
!67 = !DILocation(line: 18, column: 5, scope: !64)
!68 = !DILocation(line: 19, column: 7, scope: !69)
!69 = distinct !DILexicalBlock(scope: !16, file: !1, line: 19, column: 7)
!70 = !DILocation(line: 19, column: 9, scope: !69)
!71 = !DILocation(line: 19, column: 7, scope: !16)
!72 = !DILocation(line: 20, column: 5, scope: !69)
!73 = !DILocation(line: 21, column: 3, scope: !16)
!74 = !DILocation(line: 22, column: 1, scope: !16)
