; ModuleID = '../testdata/programs/pse_slice.c'
source_filename = "../testdata/programs/pse_slice.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"d\00", align 1
@sink = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !13 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = bitcast i32* %1 to i8*, !dbg !27
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #4, !dbg !27
  %6 = bitcast i32* %2 to i8*, !dbg !27
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6) #4, !dbg !27
  %7 = bitcast i32* %3 to i8*, !dbg !27
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7) #4, !dbg !27
  %8 = bitcast i32* %4 to i8*, !dbg !27
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #4, !dbg !27
  call void @llvm.dbg.value(metadata i32* %1, metadata !17, metadata !DIExpression(DW_OP_deref)), !dbg !28
  call void @klee_make_symbolic(i8* noundef nonnull %5, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #4, !dbg !29
  call void @llvm.dbg.value(metadata i32* %2, metadata !18, metadata !DIExpression(DW_OP_deref)), !dbg !28
  call void @klee_make_symbolic(i8* noundef nonnull %6, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)) #4, !dbg !30
  call void @llvm.dbg.value(metadata i32* %3, metadata !19, metadata !DIExpression(DW_OP_deref)), !dbg !28
  call void @klee_make_symbolic(i8* noundef nonnull %7, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #4, !dbg !31
  call void @llvm.dbg.value(metadata i32* %4, metadata !20, metadata !DIExpression(DW_OP_deref)), !dbg !28
  call void @klee_make_symbolic(i8* noundef nonnull %8, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)) #4, !dbg !32
  call void @llvm.dbg.value(metadata i32 20, metadata !21, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 7, metadata !22, metadata !DIExpression()), !dbg !28
  %9 = load i32, i32* %4, align 4, !dbg !33, !tbaa !35
  call void @llvm.dbg.value(metadata i32 %9, metadata !20, metadata !DIExpression()), !dbg !28
  %10 = icmp sgt i32 %9, 0, !dbg !39
  %11 = select i1 %10, i32 10, i32 20, !dbg !40
  call void @llvm.dbg.value(metadata i32 %11, metadata !21, metadata !DIExpression()), !dbg !28
  %12 = load i32, i32* %1, align 4, !dbg !41, !tbaa !35
  call void @llvm.dbg.value(metadata i32 %12, metadata !17, metadata !DIExpression()), !dbg !28
  %13 = icmp sgt i32 %12, 0, !dbg !43
  %14 = select i1 %13, i32 5, i32 7, !dbg !44
  call void @llvm.dbg.value(metadata i32 %14, metadata !22, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %11, metadata !23, metadata !DIExpression()), !dbg !28
  %15 = load i32, i32* %2, align 4, !dbg !45, !tbaa !35
  call void @llvm.dbg.value(metadata i32 %15, metadata !18, metadata !DIExpression()), !dbg !28
  %16 = icmp eq i32 %15, 3, !dbg !47
  %17 = mul nuw nsw i32 %14, 3, !dbg !48
  %18 = select i1 %16, i32 %14, i32 %17, !dbg !48
  store i32 %18, i32* @sink, align 4, !dbg !49, !tbaa !35
  %19 = load i32, i32* %3, align 4, !dbg !50, !tbaa !35
  call void @llvm.dbg.value(metadata i32 %19, metadata !19, metadata !DIExpression()), !dbg !28
  %20 = icmp sgt i32 %19, %11, !dbg !52
  %21 = select i1 %10, i32 1, i32 3, !dbg !53
  %22 = select i1 %10, i32 2, i32 4, !dbg !53
  %23 = select i1 %20, i32 %21, i32 %22, !dbg !53
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #4, !dbg !54
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #4, !dbg !54
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6) #4, !dbg !54
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #4, !dbg !54
  ret i32 %23, !dbg !54
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !55 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #2

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
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "sink", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "../testdata/programs/pse_slice.c", directory: ".", checksumkind: CSK_MD5, checksum: "26b8a033c99eca92d92c1105d7963e24")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !14, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !16)
!14 = !DISubroutineType(types: !15)
!15 = !{!5}
!16 = !{!17, !18, !19, !20, !21, !22, !23}
!17 = !DILocalVariable(name: "a", scope: !13, file: !3, line: 20, type: !5)
!18 = !DILocalVariable(name: "b", scope: !13, file: !3, line: 20, type: !5)
!19 = !DILocalVariable(name: "c", scope: !13, file: !3, line: 20, type: !5)
!20 = !DILocalVariable(name: "d", scope: !13, file: !3, line: 20, type: !5)
!21 = !DILocalVariable(name: "lim", scope: !13, file: !3, line: 25, type: !5)
!22 = !DILocalVariable(name: "tag", scope: !13, file: !3, line: 25, type: !5)
!23 = !DILocalVariable(name: "bx", scope: !13, file: !3, line: 30, type: !24)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "box", file: !3, line: 13, size: 32, elements: !25)
!25 = !{!26}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !24, file: !3, line: 14, baseType: !5, size: 32)
!27 = !DILocation(line: 20, column: 3, scope: !13)
!28 = !DILocation(line: 0, scope: !13)
!29 = !DILocation(line: 21, column: 3, scope: !13)
!30 = !DILocation(line: 22, column: 3, scope: !13)
!31 = !DILocation(line: 23, column: 3, scope: !13)
!32 = !DILocation(line: 24, column: 3, scope: !13)
!33 = !DILocation(line: 26, column: 7, scope: !34)
!34 = distinct !DILexicalBlock(scope: !13, file: !3, line: 26, column: 7)
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocation(line: 26, column: 9, scope: !34)
!40 = !DILocation(line: 26, column: 7, scope: !13)
!41 = !DILocation(line: 28, column: 7, scope: !42)
!42 = distinct !DILexicalBlock(scope: !13, file: !3, line: 28, column: 7)
!43 = !DILocation(line: 28, column: 9, scope: !42)
!44 = !DILocation(line: 28, column: 7, scope: !13)
!45 = !DILocation(line: 31, column: 7, scope: !46)
!46 = distinct !DILexicalBlock(scope: !13, file: !3, line: 31, column: 7)
!47 = !DILocation(line: 31, column: 9, scope: !46)
!48 = !DILocation(line: 31, column: 7, scope: !13)
!49 = !DILocation(line: 0, scope: !46)
!50 = !DILocation(line: 35, column: 7, scope: !51)
!51 = distinct !DILexicalBlock(scope: !13, file: !3, line: 35, column: 7)
!52 = !DILocation(line: 35, column: 9, scope: !51)
!53 = !DILocation(line: 35, column: 7, scope: !13)
!54 = !DILocation(line: 38, column: 1, scope: !13)
!55 = !DISubprogram(name: "klee_make_symbolic", scope: !56, file: !56, line: 7, type: !57, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !66)
!56 = !DIFile(filename: "testdata/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "3f2171585326490e847693f7452c9005")
!57 = !DISubroutineType(types: !58)
!58 = !{null, !59, !60, !63}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !61, line: 46, baseType: !62)
!61 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!62 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!65 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!66 = !{}
