; ModuleID = '../testdata/programs/pse_pair.c'
source_filename = "../testdata/programs/pse_pair.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@sink = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !14 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = bitcast i32* %1 to i8*, !dbg !26
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #4, !dbg !26
  %4 = bitcast i32* %2 to i8*, !dbg !26
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #4, !dbg !26
  call void @llvm.dbg.value(metadata i32* %1, metadata !17, metadata !DIExpression(DW_OP_deref)), !dbg !27
  call void @klee_make_symbolic(i8* noundef nonnull %3, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #4, !dbg !28
  call void @llvm.dbg.value(metadata i32* %2, metadata !18, metadata !DIExpression(DW_OP_deref)), !dbg !27
  call void @klee_make_symbolic(i8* noundef nonnull %4, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)) #4, !dbg !29
  call void @llvm.dbg.value(metadata i32 7, metadata !19, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 undef, metadata !17, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 undef, metadata !19, metadata !DIExpression()), !dbg !27
  %5 = load i32, i32* %2, align 4, !dbg !30, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %5, metadata !18, metadata !DIExpression()), !dbg !27
  %6 = icmp eq i32 %5, 3, !dbg !36
  br i1 %6, label %7, label %11, !dbg !37

7:                                                ; preds = %0
  %8 = load i32, i32* %1, align 4, !dbg !38, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %8, metadata !17, metadata !DIExpression()), !dbg !27
  %9 = icmp sgt i32 %8, 0, !dbg !40
  %10 = select i1 %9, i32 5, i32 7, !dbg !41
  call void @llvm.dbg.value(metadata i32 %10, metadata !19, metadata !DIExpression()), !dbg !27
  store i32 %10, i32* @sink, align 4, !dbg !42, !tbaa !32
  br label %11, !dbg !43

11:                                               ; preds = %7, %0
  call void @llvm.dbg.value(metadata i32 %5, metadata !18, metadata !DIExpression()), !dbg !27
  %12 = sext i32 %5 to i64, !dbg !44
  call void @llvm.dbg.value(metadata i64 %12, metadata !45, metadata !DIExpression()), !dbg !51
  %13 = and i64 %12, 255, !dbg !53
  call void @llvm.dbg.value(metadata i64 %13, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !51
  %14 = ashr i64 %12, 8, !dbg !54
  call void @llvm.dbg.value(metadata i64 %14, metadata !50, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !51
  call void @llvm.dbg.value(metadata i64 %13, metadata !20, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !27
  call void @llvm.dbg.value(metadata i64 undef, metadata !20, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !27
  %15 = icmp ugt i64 %13, 2, !dbg !55
  %16 = add nsw i64 %13, %14, !dbg !57
  %17 = trunc i64 %16 to i32, !dbg !57
  %18 = select i1 %15, i32 %17, i32 3, !dbg !57
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #4, !dbg !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #4, !dbg !58
  ret i32 %18, !dbg !58
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !59 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "sink", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "../testdata/programs/pse_pair.c", directory: ".", checksumkind: CSK_MD5, checksum: "49740acfeb87015f3abc4cbf45363f0c")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!0}
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !15, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !16)
!15 = !DISubroutineType(types: !4)
!16 = !{!17, !18, !19, !20}
!17 = !DILocalVariable(name: "a", scope: !14, file: !3, line: 22, type: !5)
!18 = !DILocalVariable(name: "b", scope: !14, file: !3, line: 22, type: !5)
!19 = !DILocalVariable(name: "tag", scope: !14, file: !3, line: 25, type: !5)
!20 = !DILocalVariable(name: "p", scope: !14, file: !3, line: 30, type: !21)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !3, line: 12, size: 128, elements: !22)
!22 = !{!23, !25}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !21, file: !3, line: 13, baseType: !24, size: 64)
!24 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !21, file: !3, line: 13, baseType: !24, size: 64, offset: 64)
!26 = !DILocation(line: 22, column: 3, scope: !14)
!27 = !DILocation(line: 0, scope: !14)
!28 = !DILocation(line: 23, column: 3, scope: !14)
!29 = !DILocation(line: 24, column: 3, scope: !14)
!30 = !DILocation(line: 28, column: 7, scope: !31)
!31 = distinct !DILexicalBlock(scope: !14, file: !3, line: 28, column: 7)
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C/C++ TBAA"}
!36 = !DILocation(line: 28, column: 9, scope: !31)
!37 = !DILocation(line: 28, column: 7, scope: !14)
!38 = !DILocation(line: 26, column: 7, scope: !39)
!39 = distinct !DILexicalBlock(scope: !14, file: !3, line: 26, column: 7)
!40 = !DILocation(line: 26, column: 9, scope: !39)
!41 = !DILocation(line: 26, column: 7, scope: !14)
!42 = !DILocation(line: 29, column: 10, scope: !31)
!43 = !DILocation(line: 29, column: 5, scope: !31)
!44 = !DILocation(line: 30, column: 25, scope: !14)
!45 = !DILocalVariable(name: "v", arg: 1, scope: !46, file: !3, line: 16, type: !24)
!46 = distinct !DISubprogram(name: "split", scope: !3, file: !3, line: 16, type: !47, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!21, !24}
!49 = !{!45, !50}
!50 = !DILocalVariable(name: "p", scope: !46, file: !3, line: 17, type: !21)
!51 = !DILocation(line: 0, scope: !46, inlinedAt: !52)
!52 = distinct !DILocation(line: 30, column: 19, scope: !14)
!53 = !DILocation(line: 17, column: 22, scope: !46, inlinedAt: !52)
!54 = !DILocation(line: 17, column: 32, scope: !46, inlinedAt: !52)
!55 = !DILocation(line: 31, column: 12, scope: !56)
!56 = distinct !DILexicalBlock(scope: !14, file: !3, line: 31, column: 7)
!57 = !DILocation(line: 31, column: 7, scope: !14)
!58 = !DILocation(line: 34, column: 1, scope: !14)
!59 = !DISubprogram(name: "klee_make_symbolic", scope: !60, file: !60, line: 7, type: !61, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !70)
!60 = !DIFile(filename: "testdata/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "3f2171585326490e847693f7452c9005")
!61 = !DISubroutineType(types: !62)
!62 = !{null, !63, !64, !67}
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !65, line: 46, baseType: !66)
!65 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!66 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !69)
!69 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!70 = !{}
