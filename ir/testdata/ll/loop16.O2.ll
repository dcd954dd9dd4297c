; ModuleID = '../testdata/programs/loop16.c'
source_filename = "../testdata/programs/loop16.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"buf\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !9 {
  %1 = alloca <16 x i8>, align 16
  %2 = getelementptr inbounds <16 x i8>, <16 x i8>* %1, i64 0, i64 0, !dbg !22
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2) #4, !dbg !22
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !23
  call void @klee_make_symbolic(i8* noundef nonnull %2, i64 noundef 16, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)) #4, !dbg !24
  call void @llvm.dbg.value(metadata i64 1, metadata !20, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.value(metadata i32 undef, metadata !19, metadata !DIExpression()), !dbg !23
  %3 = load <16 x i8>, <16 x i8>* %1, align 16, !dbg !26, !tbaa !29
  call void @llvm.dbg.value(metadata <16 x i8> %3, metadata !14, metadata !DIExpression()), !dbg !23
  %4 = icmp eq <16 x i8> %3, <i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97, i8 97>, !dbg !32
  call void @llvm.dbg.value(metadata i64 15, metadata !20, metadata !DIExpression()), !dbg !25
  %5 = bitcast <16 x i1> %4 to i16, !dbg !33
  %6 = call i16 @llvm.ctpop.i16(i16 %5), !dbg !33, !range !34
  %7 = zext i16 %6 to i32, !dbg !33
  call void @llvm.dbg.value(metadata i32 %7, metadata !19, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.value(metadata i64 16, metadata !20, metadata !DIExpression()), !dbg !25
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2) #4, !dbg !35
  ret i32 %7, !dbg !36
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !37 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.ctpop.i16(i16) #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/programs/loop16.c", directory: ".", checksumkind: CSK_MD5, checksum: "f11378fd335a785e3f6db21c996b9b7b")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !10, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14, !19, !20}
!14 = !DILocalVariable(name: "buf", scope: !9, file: !1, line: 6, type: !15)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, elements: !17)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !{!18}
!18 = !DISubrange(count: 16)
!19 = !DILocalVariable(name: "count", scope: !9, file: !1, line: 7, type: !12)
!20 = !DILocalVariable(name: "i", scope: !21, file: !1, line: 9, type: !12)
!21 = distinct !DILexicalBlock(scope: !9, file: !1, line: 9, column: 3)
!22 = !DILocation(line: 6, column: 3, scope: !9)
!23 = !DILocation(line: 0, scope: !9)
!24 = !DILocation(line: 8, column: 3, scope: !9)
!25 = !DILocation(line: 0, scope: !21)
!26 = !DILocation(line: 10, column: 9, scope: !27)
!27 = distinct !DILexicalBlock(scope: !28, file: !1, line: 10, column: 9)
!28 = distinct !DILexicalBlock(scope: !21, file: !1, line: 9, column: 3)
!29 = !{!30, !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C/C++ TBAA"}
!32 = !DILocation(line: 10, column: 16, scope: !27)
!33 = !DILocation(line: 10, column: 9, scope: !28)
!34 = !{i16 0, i16 17}
!35 = !DILocation(line: 13, column: 1, scope: !9)
!36 = !DILocation(line: 12, column: 3, scope: !9)
!37 = !DISubprogram(name: "klee_make_symbolic", scope: !38, file: !38, line: 7, type: !39, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !48)
!38 = !DIFile(filename: "testdata/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "3f2171585326490e847693f7452c9005")
!39 = !DISubroutineType(types: !40)
!40 = !{null, !41, !42, !45}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !43, line: 46, baseType: !44)
!43 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!44 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!47 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!48 = !{}
