; ModuleID = 'testdata/c/reltable.c'
source_filename = "testdata/c/reltable.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"sixty\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"many\00", align 1
@reltable.main = private unnamed_addr constant [7 x i32] [i32 trunc (i64 sub (i64 ptrtoint ([5 x i8]* @.str.1 to i64), i64 ptrtoint ([7 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.2 to i64), i64 ptrtoint ([7 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([4 x i8]* @.str.3 to i64), i64 ptrtoint ([7 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.4 to i64), i64 ptrtoint ([7 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([5 x i8]* @.str.5 to i64), i64 ptrtoint ([7 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([5 x i8]* @.str.6 to i64), i64 ptrtoint ([7 x i32]* @reltable.main to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint ([6 x i8]* @.str.7 to i64), i64 ptrtoint ([7 x i32]* @reltable.main to i64)) to i32)], align 4

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !9 {
  %1 = alloca i8, align 1
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %1) #6, !dbg !23
  call void @llvm.dbg.value(metadata i8* %1, metadata !14, metadata !DIExpression(DW_OP_deref)), !dbg !24
  call void @klee_make_symbolic(i8* noundef nonnull %1, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #6, !dbg !25
  %2 = load i8, i8* %1, align 1, !dbg !26, !tbaa !27
  call void @llvm.dbg.value(metadata i8 %2, metadata !14, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.value(metadata i8 %2, metadata !30, metadata !DIExpression()), !dbg !35
  %3 = icmp ult i8 %2, 7, !dbg !37
  br i1 %3, label %4, label %8, !dbg !37

4:                                                ; preds = %0
  %5 = sext i8 %2 to i64, !dbg !37
  %6 = shl i64 %5, 2, !dbg !37
  %7 = call i8* @llvm.load.relative.i64(i8* bitcast ([7 x i32]* @reltable.main to i8*), i64 %6), !dbg !37
  br label %8, !dbg !37

8:                                                ; preds = %0, %4
  %9 = phi i8* [ %7, %4 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i64 0, i64 0), %0 ], !dbg !38
  call void @llvm.dbg.value(metadata i8* %9, metadata !16, metadata !DIExpression()), !dbg !24
  %10 = call i32 @puts(i8* noundef nonnull dereferenceable(1) %9), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !20, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.value(metadata i8* %9, metadata !21, metadata !DIExpression()), !dbg !41
  %11 = load i8, i8* %9, align 1, !dbg !42, !tbaa !27
  %12 = icmp eq i8 %11, 0, !dbg !44
  br i1 %12, label %15, label %17, !dbg !44

13:                                               ; preds = %17
  %14 = and i32 %23, 127, !dbg !45
  br label %15, !dbg !45

15:                                               ; preds = %13, %8
  %16 = phi i32 [ 0, %8 ], [ %14, %13 ]
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %1) #6, !dbg !46
  ret i32 %16, !dbg !46

17:                                               ; preds = %8, %17
  %18 = phi i8 [ %25, %17 ], [ %11, %8 ]
  %19 = phi i8* [ %24, %17 ], [ %9, %8 ]
  %20 = phi i32 [ %23, %17 ], [ 0, %8 ]
  call void @llvm.dbg.value(metadata i8* %19, metadata !21, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 %20, metadata !20, metadata !DIExpression()), !dbg !24
  %21 = mul i32 %20, 31, !dbg !47
  %22 = zext i8 %18 to i32, !dbg !48
  %23 = add i32 %21, %22, !dbg !49
  call void @llvm.dbg.value(metadata i32 %23, metadata !20, metadata !DIExpression()), !dbg !24
  %24 = getelementptr inbounds i8, i8* %19, i64 1, !dbg !50
  call void @llvm.dbg.value(metadata i8* %24, metadata !21, metadata !DIExpression()), !dbg !41
  %25 = load i8, i8* %24, align 1, !dbg !42, !tbaa !27
  %26 = icmp eq i8 %25, 0, !dbg !44
  br i1 %26, label %13, label %17, !dbg !44, !llvm.loop !51
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !54 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !63 noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: argmemonly nofree nosync nounwind readonly willreturn
declare i8* @llvm.load.relative.i64(i8*, i64) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { argmemonly nofree nosync nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/reltable.c", directory: ".", checksumkind: CSK_MD5, checksum: "52550c0112c4327d162b24a18dc08578")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 24, type: !10, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14, !16, !20, !21}
!14 = !DILocalVariable(name: "x", scope: !9, file: !1, line: 25, type: !15)
!15 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!16 = !DILocalVariable(name: "s", scope: !9, file: !1, line: 27, type: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !DILocalVariable(name: "h", scope: !9, file: !1, line: 29, type: !12)
!21 = !DILocalVariable(name: "p", scope: !22, file: !1, line: 30, type: !17)
!22 = distinct !DILexicalBlock(scope: !9, file: !1, line: 30, column: 3)
!23 = !DILocation(line: 25, column: 3, scope: !9)
!24 = !DILocation(line: 0, scope: !9)
!25 = !DILocation(line: 26, column: 3, scope: !9)
!26 = !DILocation(line: 27, column: 24, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C/C++ TBAA"}
!30 = !DILocalVariable(name: "x", arg: 1, scope: !31, file: !1, line: 11, type: !15)
!31 = distinct !DISubprogram(name: "name", scope: !1, file: !1, line: 11, type: !32, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{!17, !15}
!34 = !{!30}
!35 = !DILocation(line: 0, scope: !31, inlinedAt: !36)
!36 = distinct !DILocation(line: 27, column: 19, scope: !9)
!37 = !DILocation(line: 12, column: 3, scope: !31, inlinedAt: !36)
!38 = !DILocation(line: 0, scope: !39, inlinedAt: !36)
!39 = distinct !DILexicalBlock(scope: !31, file: !1, line: 12, column: 14)
!40 = !DILocation(line: 28, column: 3, scope: !9)
!41 = !DILocation(line: 0, scope: !22)
!42 = !DILocation(line: 30, column: 27, scope: !43)
!43 = distinct !DILexicalBlock(scope: !22, file: !1, line: 30, column: 3)
!44 = !DILocation(line: 30, column: 3, scope: !22)
!45 = !DILocation(line: 32, column: 12, scope: !9)
!46 = !DILocation(line: 33, column: 1, scope: !9)
!47 = !DILocation(line: 31, column: 11, scope: !43)
!48 = !DILocation(line: 31, column: 18, scope: !43)
!49 = !DILocation(line: 31, column: 16, scope: !43)
!50 = !DILocation(line: 30, column: 32, scope: !43)
!51 = distinct !{!51, !44, !52, !53}
!52 = !DILocation(line: 31, column: 19, scope: !22)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DISubprogram(name: "klee_make_symbolic", scope: !55, file: !55, line: 29, type: !56, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !62)
!55 = !DIFile(filename: "../runtime/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "eb330d06331ebd256075f4921e865545")
!56 = !DISubroutineType(types: !57)
!57 = !{null, !58, !59, !17}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !60, line: 46, baseType: !61)
!60 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!61 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!62 = !{}
!63 = !DISubprogram(name: "puts", scope: !64, file: !64, line: 661, type: !65, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !62)
!64 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!65 = !DISubroutineType(types: !66)
!66 = !{!12, !17}
