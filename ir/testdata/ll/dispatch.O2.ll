; ModuleID = '../testdata/programs/dispatch.c'
source_filename = "../testdata/programs/dispatch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"code\00", align 1
@ops = internal unnamed_addr constant [4 x i32 (i32, i32)*] [i32 (i32, i32)* @add, i32 (i32, i32)* @sub, i32 (i32, i32)* @mul, i32 (i32, i32)* @dvd], align 16, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !20 {
  %1 = alloca [6 x i8], align 1
  %2 = alloca [6 x i32], align 16
  %3 = getelementptr inbounds [6 x i8], [6 x i8]* %1, i64 0, i64 0, !dbg !37
  call void @llvm.lifetime.start.p0i8(i64 6, i8* nonnull %3) #6, !dbg !37
  call void @llvm.dbg.declare(metadata [6 x i8]* %1, metadata !24, metadata !DIExpression()), !dbg !38
  %4 = bitcast [6 x i32]* %2 to i8*, !dbg !39
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %4) #6, !dbg !39
  call void @llvm.dbg.declare(metadata [6 x i32]* %2, metadata !29, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !41
  call void @klee_make_symbolic(i8* noundef nonnull %3, i64 noundef 6, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0)) #6, !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !41
  br label %5, !dbg !44

5:                                                ; preds = %0, %45
  %6 = phi i64 [ 0, %0 ], [ %47, %45 ]
  %7 = phi i32 [ 0, %0 ], [ %46, %45 ]
  call void @llvm.dbg.value(metadata i64 %6, metadata !32, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 %7, metadata !31, metadata !DIExpression()), !dbg !41
  %8 = getelementptr inbounds [6 x i8], [6 x i8]* %1, i64 0, i64 %6, !dbg !45
  %9 = load i8, i8* %8, align 1, !dbg !45, !tbaa !46
  call void @llvm.dbg.value(metadata i8 %9, metadata !34, metadata !DIExpression()), !dbg !49
  %10 = zext i8 %9 to i32, !dbg !50
  %11 = lshr i32 %10, 4, !dbg !51
  switch i32 %11, label %57 [
    i32 0, label %12
    i32 1, label %17
    i32 2, label %33
    i32 15, label %43
  ], !dbg !52

12:                                               ; preds = %5
  %13 = and i32 %10, 15, !dbg !53
  %14 = add nsw i32 %7, 1, !dbg !55
  call void @llvm.dbg.value(metadata i32 %14, metadata !31, metadata !DIExpression()), !dbg !41
  %15 = sext i32 %7 to i64, !dbg !56
  %16 = getelementptr inbounds [6 x i32], [6 x i32]* %2, i64 0, i64 %15, !dbg !56
  store i32 %13, i32* %16, align 4, !dbg !57, !tbaa !58
  br label %45, !dbg !60

17:                                               ; preds = %5
  %18 = icmp slt i32 %7, 2, !dbg !61
  br i1 %18, label %57, label %19, !dbg !63

19:                                               ; preds = %17
  %20 = add nsw i32 %7, -1, !dbg !64
  call void @llvm.dbg.value(metadata i32 %20, metadata !31, metadata !DIExpression()), !dbg !41
  %21 = and i32 %10, 3, !dbg !65
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds [4 x i32 (i32, i32)*], [4 x i32 (i32, i32)*]* @ops, i64 0, i64 %22, !dbg !66
  %24 = load i32 (i32, i32)*, i32 (i32, i32)** %23, align 8, !dbg !66, !tbaa !67
  %25 = add nsw i32 %7, -2, !dbg !69
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds [6 x i32], [6 x i32]* %2, i64 0, i64 %26, !dbg !70
  %28 = load i32, i32* %27, align 4, !dbg !70, !tbaa !58
  %29 = zext i32 %20 to i64
  %30 = getelementptr inbounds [6 x i32], [6 x i32]* %2, i64 0, i64 %29, !dbg !71
  %31 = load i32, i32* %30, align 4, !dbg !71, !tbaa !58
  %32 = call i32 %24(i32 noundef %28, i32 noundef %31) #6, !dbg !66
  store i32 %32, i32* %27, align 4, !dbg !72, !tbaa !58
  br label %45, !dbg !73

33:                                               ; preds = %5
  %34 = icmp slt i32 %7, 1, !dbg !74
  br i1 %34, label %57, label %35, !dbg !76

35:                                               ; preds = %33
  %36 = add nsw i32 %7, -1, !dbg !77
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [6 x i32], [6 x i32]* %2, i64 0, i64 %37, !dbg !78
  %39 = load i32, i32* %38, align 4, !dbg !78, !tbaa !58
  %40 = zext i32 %7 to i64, !dbg !79
  %41 = getelementptr inbounds [6 x i32], [6 x i32]* %2, i64 0, i64 %40, !dbg !79
  store i32 %39, i32* %41, align 4, !dbg !80, !tbaa !58
  %42 = add nuw nsw i32 %7, 1, !dbg !81
  call void @llvm.dbg.value(metadata i32 %42, metadata !31, metadata !DIExpression()), !dbg !41
  br label %45, !dbg !82

43:                                               ; preds = %5
  %44 = icmp eq i32 %7, 0, !dbg !83
  br i1 %44, label %57, label %51, !dbg !83

45:                                               ; preds = %35, %19, %12
  %46 = phi i32 [ %42, %35 ], [ %20, %19 ], [ %14, %12 ], !dbg !41
  call void @llvm.dbg.value(metadata i32 %46, metadata !31, metadata !DIExpression()), !dbg !41
  %47 = add nuw nsw i64 %6, 1, !dbg !84
  call void @llvm.dbg.value(metadata i64 %47, metadata !32, metadata !DIExpression()), !dbg !43
  %48 = icmp eq i64 %47, 6, !dbg !85
  br i1 %48, label %49, label %5, !dbg !44, !llvm.loop !86

49:                                               ; preds = %45
  call void @llvm.dbg.value(metadata i32 %46, metadata !31, metadata !DIExpression()), !dbg !41
  %50 = icmp eq i32 %46, 0, !dbg !89
  br i1 %50, label %57, label %51, !dbg !89

51:                                               ; preds = %49, %43
  %52 = phi i32 [ %7, %43 ], [ %46, %49 ]
  %53 = add nsw i32 %52, -1, !dbg !41
  %54 = sext i32 %53 to i64, !dbg !41
  %55 = getelementptr inbounds [6 x i32], [6 x i32]* %2, i64 0, i64 %54, !dbg !41
  %56 = load i32, i32* %55, align 4, !dbg !41, !tbaa !58
  br label %57, !dbg !90

57:                                               ; preds = %17, %33, %5, %51, %43, %49
  %58 = phi i32 [ 0, %49 ], [ 0, %43 ], [ %56, %51 ], [ -1, %17 ], [ -2, %33 ], [ -3, %5 ], !dbg !41
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %4) #6, !dbg !90
  call void @llvm.lifetime.end.p0i8(i64 6, i8* nonnull %3) #6, !dbg !90
  ret i32 %58, !dbg !90
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare !dbg !91 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @add(i32 noundef %0, i32 noundef %1) #4 !dbg !103 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !105, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i32 %1, metadata !106, metadata !DIExpression()), !dbg !107
  %3 = add nsw i32 %1, %0, !dbg !108
  ret i32 %3, !dbg !109
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @sub(i32 noundef %0, i32 noundef %1) #4 !dbg !110 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !112, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 %1, metadata !113, metadata !DIExpression()), !dbg !114
  %3 = sub nsw i32 %0, %1, !dbg !115
  ret i32 %3, !dbg !116
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #4 !dbg !117 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !119, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 %1, metadata !120, metadata !DIExpression()), !dbg !121
  %3 = mul nsw i32 %1, %0, !dbg !122
  ret i32 %3, !dbg !123
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @dvd(i32 noundef %0, i32 noundef %1) #4 !dbg !124 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !126, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i32 %1, metadata !127, metadata !DIExpression()), !dbg !128
  %3 = sdiv i32 %0, %1, !dbg !129
  ret i32 %3, !dbg !130
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ops", scope: !2, file: !3, line: 13, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "../testdata/programs/dispatch.c", directory: ".", checksumkind: CSK_MD5, checksum: "fb9391ad26fb61b895daa1a85971945f")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !11)
!6 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DISubroutineType(types: !9)
!9 = !{!10, !10, !10}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12}
!12 = !DISubrange(count: 4)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 1}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !21, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!10}
!23 = !{!24, !29, !31, !32, !34}
!24 = !DILocalVariable(name: "code", scope: !20, file: !3, line: 16, type: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 48, elements: !27)
!26 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!27 = !{!28}
!28 = !DISubrange(count: 6)
!29 = !DILocalVariable(name: "stack", scope: !20, file: !3, line: 17, type: !30)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 192, elements: !27)
!31 = !DILocalVariable(name: "sp", scope: !20, file: !3, line: 18, type: !10)
!32 = !DILocalVariable(name: "pc", scope: !33, file: !3, line: 20, type: !10)
!33 = distinct !DILexicalBlock(scope: !20, file: !3, line: 20, column: 3)
!34 = !DILocalVariable(name: "op", scope: !35, file: !3, line: 21, type: !26)
!35 = distinct !DILexicalBlock(scope: !36, file: !3, line: 20, column: 37)
!36 = distinct !DILexicalBlock(scope: !33, file: !3, line: 20, column: 3)
!37 = !DILocation(line: 16, column: 3, scope: !20)
!38 = !DILocation(line: 16, column: 17, scope: !20)
!39 = !DILocation(line: 17, column: 3, scope: !20)
!40 = !DILocation(line: 17, column: 7, scope: !20)
!41 = !DILocation(line: 0, scope: !20)
!42 = !DILocation(line: 19, column: 3, scope: !20)
!43 = !DILocation(line: 0, scope: !33)
!44 = !DILocation(line: 20, column: 3, scope: !33)
!45 = !DILocation(line: 21, column: 24, scope: !35)
!46 = !{!47, !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocation(line: 0, scope: !35)
!50 = !DILocation(line: 22, column: 13, scope: !35)
!51 = !DILocation(line: 22, column: 16, scope: !35)
!52 = !DILocation(line: 22, column: 5, scope: !35)
!53 = !DILocation(line: 24, column: 24, scope: !54)
!54 = distinct !DILexicalBlock(scope: !35, file: !3, line: 22, column: 22)
!55 = !DILocation(line: 24, column: 15, scope: !54)
!56 = !DILocation(line: 24, column: 7, scope: !54)
!57 = !DILocation(line: 24, column: 19, scope: !54)
!58 = !{!59, !59, i64 0}
!59 = !{!"int", !47, i64 0}
!60 = !DILocation(line: 25, column: 7, scope: !54)
!61 = !DILocation(line: 27, column: 14, scope: !62)
!62 = distinct !DILexicalBlock(scope: !54, file: !3, line: 27, column: 11)
!63 = !DILocation(line: 27, column: 11, scope: !54)
!64 = !DILocation(line: 29, column: 9, scope: !54)
!65 = !DILocation(line: 30, column: 30, scope: !54)
!66 = !DILocation(line: 30, column: 23, scope: !54)
!67 = !{!68, !68, i64 0}
!68 = !{!"any pointer", !47, i64 0}
!69 = !DILocation(line: 30, column: 44, scope: !54)
!70 = !DILocation(line: 30, column: 35, scope: !54)
!71 = !DILocation(line: 30, column: 50, scope: !54)
!72 = !DILocation(line: 30, column: 21, scope: !54)
!73 = !DILocation(line: 31, column: 7, scope: !54)
!74 = !DILocation(line: 33, column: 14, scope: !75)
!75 = distinct !DILexicalBlock(scope: !54, file: !3, line: 33, column: 11)
!76 = !DILocation(line: 33, column: 11, scope: !54)
!77 = !DILocation(line: 35, column: 28, scope: !54)
!78 = !DILocation(line: 35, column: 19, scope: !54)
!79 = !DILocation(line: 35, column: 7, scope: !54)
!80 = !DILocation(line: 35, column: 17, scope: !54)
!81 = !DILocation(line: 36, column: 9, scope: !54)
!82 = !DILocation(line: 37, column: 7, scope: !54)
!83 = !DILocation(line: 39, column: 14, scope: !54)
!84 = !DILocation(line: 20, column: 33, scope: !36)
!85 = !DILocation(line: 20, column: 23, scope: !36)
!86 = distinct !{!86, !44, !87, !88}
!87 = !DILocation(line: 43, column: 3, scope: !33)
!88 = !{!"llvm.loop.mustprogress"}
!89 = !DILocation(line: 44, column: 10, scope: !20)
!90 = !DILocation(line: 45, column: 1, scope: !20)
!91 = !DISubprogram(name: "klee_make_symbolic", scope: !92, file: !92, line: 7, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !102)
!92 = !DIFile(filename: "testdata/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "3f2171585326490e847693f7452c9005")
!93 = !DISubroutineType(types: !94)
!94 = !{null, !95, !96, !99}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !97, line: 46, baseType: !98)
!97 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!98 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !101)
!101 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!102 = !{}
!103 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 8, type: !8, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !104)
!104 = !{!105, !106}
!105 = !DILocalVariable(name: "a", arg: 1, scope: !103, file: !3, line: 8, type: !10)
!106 = !DILocalVariable(name: "b", arg: 2, scope: !103, file: !3, line: 8, type: !10)
!107 = !DILocation(line: 0, scope: !103)
!108 = !DILocation(line: 8, column: 41, scope: !103)
!109 = !DILocation(line: 8, column: 32, scope: !103)
!110 = distinct !DISubprogram(name: "sub", scope: !3, file: !3, line: 9, type: !8, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !111)
!111 = !{!112, !113}
!112 = !DILocalVariable(name: "a", arg: 1, scope: !110, file: !3, line: 9, type: !10)
!113 = !DILocalVariable(name: "b", arg: 2, scope: !110, file: !3, line: 9, type: !10)
!114 = !DILocation(line: 0, scope: !110)
!115 = !DILocation(line: 9, column: 41, scope: !110)
!116 = !DILocation(line: 9, column: 32, scope: !110)
!117 = distinct !DISubprogram(name: "mul", scope: !3, file: !3, line: 10, type: !8, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !118)
!118 = !{!119, !120}
!119 = !DILocalVariable(name: "a", arg: 1, scope: !117, file: !3, line: 10, type: !10)
!120 = !DILocalVariable(name: "b", arg: 2, scope: !117, file: !3, line: 10, type: !10)
!121 = !DILocation(line: 0, scope: !117)
!122 = !DILocation(line: 10, column: 41, scope: !117)
!123 = !DILocation(line: 10, column: 32, scope: !117)
!124 = distinct !DISubprogram(name: "dvd", scope: !3, file: !3, line: 11, type: !8, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !125)
!125 = !{!126, !127}
!126 = !DILocalVariable(name: "a", arg: 1, scope: !124, file: !3, line: 11, type: !10)
!127 = !DILocalVariable(name: "b", arg: 2, scope: !124, file: !3, line: 11, type: !10)
!128 = !DILocation(line: 0, scope: !124)
!129 = !DILocation(line: 11, column: 41, scope: !124)
!130 = !DILocation(line: 11, column: 32, scope: !124)
