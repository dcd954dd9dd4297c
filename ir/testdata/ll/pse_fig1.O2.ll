; ModuleID = '../testdata/programs/pse_fig1.c'
source_filename = "../testdata/programs/pse_fig1.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"c\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !9 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = bitcast i32* %1 to i8*, !dbg !18
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #4, !dbg !18
  %5 = bitcast i32* %2 to i8*, !dbg !18
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #4, !dbg !18
  %6 = bitcast i32* %3 to i8*, !dbg !18
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6) #4, !dbg !18
  call void @llvm.dbg.value(metadata i32* %1, metadata !14, metadata !DIExpression(DW_OP_deref)), !dbg !19
  call void @klee_make_symbolic(i8* noundef nonnull %4, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #4, !dbg !20
  call void @llvm.dbg.value(metadata i32* %2, metadata !15, metadata !DIExpression(DW_OP_deref)), !dbg !19
  call void @klee_make_symbolic(i8* noundef nonnull %5, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)) #4, !dbg !21
  call void @llvm.dbg.value(metadata i32* %3, metadata !16, metadata !DIExpression(DW_OP_deref)), !dbg !19
  call void @klee_make_symbolic(i8* noundef nonnull %6, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #4, !dbg !22
  %7 = load i32, i32* %1, align 4, !dbg !23, !tbaa !25
  call void @llvm.dbg.value(metadata i32 %7, metadata !14, metadata !DIExpression()), !dbg !19
  %8 = icmp slt i32 %7, 1, !dbg !29
  %9 = select i1 %8, i32 10, i32 -10, !dbg !30
  %10 = add nsw i32 %9, %7, !dbg !30
  call void @llvm.dbg.value(metadata i32 %10, metadata !14, metadata !DIExpression()), !dbg !19
  %11 = load i32, i32* %2, align 4, !dbg !31, !tbaa !25
  call void @llvm.dbg.value(metadata i32 %11, metadata !15, metadata !DIExpression()), !dbg !19
  %12 = icmp sgt i32 %10, %11, !dbg !33
  %13 = sub i32 0, %11, !dbg !34
  %14 = select i1 %12, i32 %11, i32 %13, !dbg !34
  %15 = add i32 %14, %10, !dbg !34
  call void @llvm.dbg.value(metadata i32 %15, metadata !17, metadata !DIExpression()), !dbg !19
  %16 = load i32, i32* %3, align 4, !dbg !35, !tbaa !25
  call void @llvm.dbg.value(metadata i32 %16, metadata !16, metadata !DIExpression()), !dbg !19
  %17 = icmp sgt i32 %15, %16, !dbg !37
  %18 = zext i1 %17 to i32, !dbg !38
  call void @llvm.dbg.value(metadata i32 %18, metadata !17, metadata !DIExpression()), !dbg !19
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6) #4, !dbg !39
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #4, !dbg !39
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #4, !dbg !39
  ret i32 %18, !dbg !40
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !41 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/programs/pse_fig1.c", directory: ".", checksumkind: CSK_MD5, checksum: "efb141ec112fec09aba7d8b24d811687")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14, !15, !16, !17}
!14 = !DILocalVariable(name: "a", scope: !9, file: !1, line: 8, type: !12)
!15 = !DILocalVariable(name: "b", scope: !9, file: !1, line: 8, type: !12)
!16 = !DILocalVariable(name: "c", scope: !9, file: !1, line: 8, type: !12)
!17 = !DILocalVariable(name: "res", scope: !9, file: !1, line: 8, type: !12)
!18 = !DILocation(line: 8, column: 3, scope: !9)
!19 = !DILocation(line: 0, scope: !9)
!20 = !DILocation(line: 9, column: 3, scope: !9)
!21 = !DILocation(line: 10, column: 3, scope: !9)
!22 = !DILocation(line: 11, column: 3, scope: !9)
!23 = !DILocation(line: 12, column: 7, scope: !24)
!24 = distinct !DILexicalBlock(scope: !9, file: !1, line: 12, column: 7)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C/C++ TBAA"}
!29 = !DILocation(line: 12, column: 9, scope: !24)
!30 = !DILocation(line: 12, column: 7, scope: !9)
!31 = !DILocation(line: 16, column: 12, scope: !32)
!32 = distinct !DILexicalBlock(scope: !9, file: !1, line: 16, column: 7)
!33 = !DILocation(line: 16, column: 9, scope: !32)
!34 = !DILocation(line: 16, column: 7, scope: !9)
!35 = !DILocation(line: 20, column: 13, scope: !36)
!36 = distinct !DILexicalBlock(scope: !9, file: !1, line: 20, column: 7)
!37 = !DILocation(line: 20, column: 11, scope: !36)
!38 = !DILocation(line: 20, column: 7, scope: !9)
!39 = !DILocation(line: 25, column: 1, scope: !9)
!40 = !DILocation(line: 24, column: 3, scope: !9)
!41 = !DISubprogram(name: "klee_make_symbolic", scope: !42, file: !42, line: 7, type: !43, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !52)
!42 = !DIFile(filename: "testdata/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "3f2171585326490e847693f7452c9005")
!43 = !DISubroutineType(types: !44)
!44 = !{null, !45, !46, !49}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !47, line: 46, baseType: !48)
!47 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!48 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!51 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!52 = !{}
