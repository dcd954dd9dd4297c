; ModuleID = 'testdata/c/minmax_o2.c'
source_filename = "testdata/c/minmax_o2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"in\00", align 1
@__const.main.buf = private unnamed_addr constant [16 x i8] c"abcdefghijklmno\00", align 16

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !16 {
  %1 = alloca [2 x i32], align 4
  %2 = alloca [16 x i8], align 16
  %3 = bitcast [2 x i32]* %1 to i8*, !dbg !36
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #7, !dbg !36
  call void @llvm.dbg.declare(metadata [2 x i32]* %1, metadata !20, metadata !DIExpression()), !dbg !37
  %4 = getelementptr inbounds [2 x i32], [2 x i32]* %1, i64 0, i64 0, !dbg !38
  call void @klee_make_symbolic(i8* noundef nonnull %3, i64 noundef 8, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0)) #7, !dbg !39
  %5 = load i32, i32* %4, align 4, !dbg !40, !tbaa !41
  %6 = sext i32 %5 to i64, !dbg !40
  %7 = getelementptr inbounds [2 x i32], [2 x i32]* %1, i64 0, i64 1, !dbg !45
  %8 = load i32, i32* %7, align 4, !dbg !45, !tbaa !41
  %9 = sext i32 %8 to i64, !dbg !45
  %10 = call fastcc { i64, i64 } @order(i64 noundef %6, i64 noundef %9), !dbg !46
  %11 = extractvalue { i64, i64 } %10, 0, !dbg !46
  call void @llvm.dbg.value(metadata i64 %11, metadata !24, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !47
  %12 = extractvalue { i64, i64 } %10, 1, !dbg !46
  call void @llvm.dbg.value(metadata i64 %12, metadata !24, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !47
  %13 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 0, !dbg !48
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %13), !dbg !48
  call void @llvm.dbg.declare(metadata [16 x i8]* %2, metadata !30, metadata !DIExpression()), !dbg !49
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %13, i8* noundef nonnull align 16 dereferenceable(16) getelementptr inbounds ([16 x i8], [16 x i8]* @__const.main.buf, i64 0, i64 0), i64 16, i1 false), !dbg !49
  %14 = and i32 %5, 7, !dbg !50
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 2, !dbg !51
  call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 2 %16, i8* nonnull align 16 %13, i64 %15, i1 false), !dbg !51
  %17 = call fastcc i32 @umx(i32 noundef %5), !dbg !52
  %18 = call fastcc i32 @umn(i32 noundef %8), !dbg !53
  %19 = xor i32 %18, %17, !dbg !54
  call void @llvm.dbg.value(metadata i32 %19, metadata !35, metadata !DIExpression()), !dbg !47
  %20 = call fastcc i32 @smx(i32 noundef %5), !dbg !55
  %21 = call fastcc i32 @smn(i32 noundef %8), !dbg !56
  call void @llvm.dbg.value(metadata i32 undef, metadata !35, metadata !DIExpression()), !dbg !47
  %22 = sub nsw i64 %12, %11, !dbg !57
  %23 = trunc i64 %22 to i32, !dbg !58
  %24 = getelementptr inbounds [16 x i8], [16 x i8]* %2, i64 0, i64 5, !dbg !59
  %25 = load i8, i8* %24, align 1, !dbg !59, !tbaa !60
  %26 = zext i8 %25 to i32, !dbg !61
  %27 = add i32 %20, %23, !dbg !62
  %28 = add i32 %27, %19, !dbg !63
  %29 = add i32 %28, %21, !dbg !64
  %30 = add i32 %29, %26, !dbg !65
  call void @llvm.dbg.value(metadata i32 %30, metadata !35, metadata !DIExpression()), !dbg !47
  %31 = urem i32 %30, 241, !dbg !66
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %13), !dbg !67
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #7, !dbg !67
  ret i32 %31, !dbg !68
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare !dbg !69 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc { i64, i64 } @order(i64 noundef %0, i64 noundef %1) unnamed_addr #4 !dbg !77 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !81, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 %1, metadata !82, metadata !DIExpression()), !dbg !84
  %3 = icmp slt i64 %0, %1, !dbg !85
  %4 = select i1 %3, i64 %0, i64 %1, !dbg !86
  call void @llvm.dbg.value(metadata i64 %4, metadata !83, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !84
  %5 = select i1 %3, i64 %1, i64 %0, !dbg !87
  call void @llvm.dbg.value(metadata i64 %5, metadata !83, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !84
  %6 = insertvalue { i64, i64 } poison, i64 %4, 0, !dbg !88
  %7 = insertvalue { i64, i64 } %6, i64 %5, 1, !dbg !88
  ret { i64, i64 } %7, !dbg !88
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @umx(i32 noundef %0) unnamed_addr #4 !dbg !89 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !93, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 77, metadata !94, metadata !DIExpression()), !dbg !95
  %2 = icmp ugt i32 %0, 77, !dbg !96
  %3 = select i1 %2, i32 %0, i32 77, !dbg !97
  ret i32 %3, !dbg !98
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @umn(i32 noundef %0) unnamed_addr #4 !dbg !99 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i32 1000, metadata !102, metadata !DIExpression()), !dbg !103
  %2 = icmp ult i32 %0, 1000, !dbg !104
  %3 = select i1 %2, i32 %0, i32 1000, !dbg !105
  ret i32 %3, !dbg !106
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @smx(i32 noundef %0) unnamed_addr #4 !dbg !107 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !111, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i32 -5, metadata !112, metadata !DIExpression()), !dbg !113
  %2 = icmp sgt i32 %0, -5, !dbg !114
  %3 = select i1 %2, i32 %0, i32 -5, !dbg !115
  ret i32 %3, !dbg !116
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i32 @smn(i32 noundef %0) unnamed_addr #4 !dbg !117 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !119, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 3, metadata !120, metadata !DIExpression()), !dbg !121
  %2 = icmp slt i32 %0, 3, !dbg !122
  %3 = select i1 %2, i32 %0, i32 3, !dbg !123
  ret i32 %3, !dbg !124
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/minmax_o2.c", directory: ".", checksumkind: CSK_MD5, checksum: "60afd96a2dc04337e5bd3058368dcfe4")
!2 = !{!3, !6, !7, !8}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 22, type: !17, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!8}
!19 = !{!20, !24, !30, !35}
!20 = !DILocalVariable(name: "in", scope: !16, file: !1, line: 23, type: !21)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 2)
!24 = !DILocalVariable(name: "t", scope: !16, file: !1, line: 25, type: !25)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "two", file: !1, line: 8, size: 128, elements: !26)
!26 = !{!27, !29}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !25, file: !1, line: 8, baseType: !28, size: 64)
!28 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !25, file: !1, line: 8, baseType: !28, size: 64, offset: 64)
!30 = !DILocalVariable(name: "buf", scope: !16, file: !1, line: 26, type: !31)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 128, elements: !33)
!32 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!33 = !{!34}
!34 = !DISubrange(count: 16)
!35 = !DILocalVariable(name: "r", scope: !16, file: !1, line: 28, type: !6)
!36 = !DILocation(line: 23, column: 3, scope: !16)
!37 = !DILocation(line: 23, column: 7, scope: !16)
!38 = !DILocation(line: 24, column: 22, scope: !16)
!39 = !DILocation(line: 24, column: 3, scope: !16)
!40 = !DILocation(line: 25, column: 24, scope: !16)
!41 = !{!42, !42, i64 0}
!42 = !{!"int", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !DILocation(line: 25, column: 31, scope: !16)
!46 = !DILocation(line: 25, column: 18, scope: !16)
!47 = !DILocation(line: 0, scope: !16)
!48 = !DILocation(line: 26, column: 3, scope: !16)
!49 = !DILocation(line: 26, column: 8, scope: !16)
!50 = !DILocation(line: 27, column: 40, scope: !16)
!51 = !DILocation(line: 27, column: 3, scope: !16)
!52 = !DILocation(line: 28, column: 16, scope: !16)
!53 = !DILocation(line: 28, column: 44, scope: !16)
!54 = !DILocation(line: 28, column: 42, scope: !16)
!55 = !DILocation(line: 29, column: 18, scope: !16)
!56 = !DILocation(line: 29, column: 45, scope: !16)
!57 = !DILocation(line: 30, column: 24, scope: !16)
!58 = !DILocation(line: 30, column: 8, scope: !16)
!59 = !DILocation(line: 30, column: 49, scope: !16)
!60 = !{!43, !43, i64 0}
!61 = !DILocation(line: 30, column: 34, scope: !16)
!62 = !DILocation(line: 30, column: 32, scope: !16)
!63 = !DILocation(line: 29, column: 33, scope: !16)
!64 = !DILocation(line: 29, column: 5, scope: !16)
!65 = !DILocation(line: 30, column: 5, scope: !16)
!66 = !DILocation(line: 31, column: 18, scope: !16)
!67 = !DILocation(line: 32, column: 1, scope: !16)
!68 = !DILocation(line: 31, column: 3, scope: !16)
!69 = !DISubprogram(name: "klee_make_symbolic", scope: !70, file: !70, line: 29, type: !71, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !76)
!70 = !DIFile(filename: "../runtime/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "eb330d06331ebd256075f4921e865545")
!71 = !DISubroutineType(types: !72)
!72 = !{null, !73, !3, !74}
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!76 = !{}
!77 = distinct !DISubprogram(name: "order", scope: !1, file: !1, line: 10, type: !78, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!25, !28, !28}
!80 = !{!81, !82, !83}
!81 = !DILocalVariable(name: "a", arg: 1, scope: !77, file: !1, line: 10, type: !28)
!82 = !DILocalVariable(name: "b", arg: 2, scope: !77, file: !1, line: 10, type: !28)
!83 = !DILocalVariable(name: "t", scope: !77, file: !1, line: 11, type: !25)
!84 = !DILocation(line: 0, scope: !77)
!85 = !DILocation(line: 12, column: 12, scope: !77)
!86 = !DILocation(line: 12, column: 10, scope: !77)
!87 = !DILocation(line: 13, column: 10, scope: !77)
!88 = !DILocation(line: 14, column: 3, scope: !77)
!89 = distinct !DISubprogram(name: "umx", scope: !1, file: !1, line: 17, type: !90, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !92)
!90 = !DISubroutineType(types: !91)
!91 = !{!6, !6, !6}
!92 = !{!93, !94}
!93 = !DILocalVariable(name: "a", arg: 1, scope: !89, file: !1, line: 17, type: !6)
!94 = !DILocalVariable(name: "b", arg: 2, scope: !89, file: !1, line: 17, type: !6)
!95 = !DILocation(line: 0, scope: !89)
!96 = !DILocation(line: 17, column: 82, scope: !89)
!97 = !DILocation(line: 17, column: 80, scope: !89)
!98 = !DILocation(line: 17, column: 73, scope: !89)
!99 = distinct !DISubprogram(name: "umn", scope: !1, file: !1, line: 18, type: !90, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !100)
!100 = !{!101, !102}
!101 = !DILocalVariable(name: "a", arg: 1, scope: !99, file: !1, line: 18, type: !6)
!102 = !DILocalVariable(name: "b", arg: 2, scope: !99, file: !1, line: 18, type: !6)
!103 = !DILocation(line: 0, scope: !99)
!104 = !DILocation(line: 18, column: 82, scope: !99)
!105 = !DILocation(line: 18, column: 80, scope: !99)
!106 = !DILocation(line: 18, column: 73, scope: !99)
!107 = distinct !DISubprogram(name: "smx", scope: !1, file: !1, line: 19, type: !108, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !110)
!108 = !DISubroutineType(types: !109)
!109 = !{!8, !8, !8}
!110 = !{!111, !112}
!111 = !DILocalVariable(name: "a", arg: 1, scope: !107, file: !1, line: 19, type: !8)
!112 = !DILocalVariable(name: "b", arg: 2, scope: !107, file: !1, line: 19, type: !8)
!113 = !DILocation(line: 0, scope: !107)
!114 = !DILocation(line: 19, column: 67, scope: !107)
!115 = !DILocation(line: 19, column: 65, scope: !107)
!116 = !DILocation(line: 19, column: 58, scope: !107)
!117 = distinct !DISubprogram(name: "smn", scope: !1, file: !1, line: 20, type: !108, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !118)
!118 = !{!119, !120}
!119 = !DILocalVariable(name: "a", arg: 1, scope: !117, file: !1, line: 20, type: !8)
!120 = !DILocalVariable(name: "b", arg: 2, scope: !117, file: !1, line: 20, type: !8)
!121 = !DILocation(line: 0, scope: !117)
!122 = !DILocation(line: 20, column: 67, scope: !117)
!123 = !DILocation(line: 20, column: 65, scope: !117)
!124 = !DILocation(line: 20, column: 58, scope: !117)
