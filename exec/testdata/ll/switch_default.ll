; ModuleID = 'testdata/c/switch_default.c'
source_filename = "testdata/c/switch_default.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"c\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @classify(i8 noundef zeroext %0) local_unnamed_addr #0 !dbg !9 {
  call void @llvm.dbg.value(metadata i8 %0, metadata !15, metadata !DIExpression()), !dbg !16
  switch i8 %0, label %3 [
    i8 1, label %4
    i8 2, label %4
    i8 3, label %4
    i8 4, label %4
    i8 5, label %4
    i8 6, label %4
    i8 9, label %2
    i8 -56, label %2
  ], !dbg !17

2:                                                ; preds = %1, %1
  br label %4, !dbg !18

3:                                                ; preds = %1
  br label %4, !dbg !20

4:                                                ; preds = %1, %1, %1, %1, %1, %1, %3, %2
  %5 = phi i32 [ 30, %3 ], [ 20, %2 ], [ 10, %1 ], [ 10, %1 ], [ 10, %1 ], [ 10, %1 ], [ 10, %1 ], [ 10, %1 ], !dbg !21
  ret i32 %5, !dbg !22
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !23 {
  %1 = alloca i8, align 1
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %1) #5, !dbg !28
  call void @llvm.dbg.value(metadata i8* %1, metadata !27, metadata !DIExpression(DW_OP_deref)), !dbg !29
  call void @klee_make_symbolic(i8* noundef nonnull %1, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #5, !dbg !30
  %2 = load i8, i8* %1, align 1, !dbg !31, !tbaa !32
  call void @llvm.dbg.value(metadata i8 %2, metadata !27, metadata !DIExpression()), !dbg !29
  %3 = call i32 @classify(i8 noundef zeroext %2), !dbg !35
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %1) #5, !dbg !36
  ret i32 %3, !dbg !37
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare !dbg !38 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/switch_default.c", directory: ".", checksumkind: CSK_MD5, checksum: "f51db160af0985a009b76c9b22ad39f6")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "classify", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !13}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!14 = !{!15}
!15 = !DILocalVariable(name: "c", arg: 1, scope: !9, file: !1, line: 7, type: !13)
!16 = !DILocation(line: 0, scope: !9)
!17 = !DILocation(line: 8, column: 3, scope: !9)
!18 = !DILocation(line: 12, column: 5, scope: !19)
!19 = distinct !DILexicalBlock(scope: !9, file: !1, line: 8, column: 14)
!20 = !DILocation(line: 15, column: 5, scope: !19)
!21 = !DILocation(line: 0, scope: !19)
!22 = !DILocation(line: 17, column: 1, scope: !9)
!23 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 19, type: !24, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{!12}
!26 = !{!27}
!27 = !DILocalVariable(name: "c", scope: !23, file: !1, line: 20, type: !13)
!28 = !DILocation(line: 20, column: 3, scope: !23)
!29 = !DILocation(line: 0, scope: !23)
!30 = !DILocation(line: 21, column: 3, scope: !23)
!31 = !DILocation(line: 22, column: 19, scope: !23)
!32 = !{!33, !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 22, column: 10, scope: !23)
!36 = !DILocation(line: 23, column: 1, scope: !23)
!37 = !DILocation(line: 22, column: 3, scope: !23)
!38 = !DISubprogram(name: "klee_make_symbolic", scope: !39, file: !39, line: 29, type: !40, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !49)
!39 = !DIFile(filename: "../runtime/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "eb330d06331ebd256075f4921e865545")
!40 = !DISubroutineType(types: !41)
!41 = !{null, !42, !43, !46}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !44, line: 46, baseType: !45)
!44 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!48 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!49 = !{}
