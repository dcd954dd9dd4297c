; ModuleID = '../testdata/programs/pse_predicates.c'
source_filename = "../testdata/programs/pse_predicates.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@tab = dso_local local_unnamed_addr global [8 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7], align 16, !dbg !0
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"d\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"e\00", align 1
@sink = dso_local local_unnamed_addr global i32 0, align 4, !dbg !5

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !18 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = bitcast i32* %1 to i8*, !dbg !31
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6) #4, !dbg !31
  %7 = bitcast i32* %2 to i8*, !dbg !31
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7) #4, !dbg !31
  %8 = bitcast i32* %3 to i8*, !dbg !31
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #4, !dbg !31
  %9 = bitcast i32* %4 to i8*, !dbg !31
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #4, !dbg !31
  %10 = bitcast i32* %5 to i8*, !dbg !31
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #4, !dbg !31
  call void @llvm.dbg.value(metadata i32* %1, metadata !22, metadata !DIExpression(DW_OP_deref)), !dbg !32
  call void @klee_make_symbolic(i8* noundef nonnull %6, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #4, !dbg !33
  call void @llvm.dbg.value(metadata i32* %2, metadata !23, metadata !DIExpression(DW_OP_deref)), !dbg !32
  call void @klee_make_symbolic(i8* noundef nonnull %7, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)) #4, !dbg !34
  call void @llvm.dbg.value(metadata i32* %3, metadata !24, metadata !DIExpression(DW_OP_deref)), !dbg !32
  call void @klee_make_symbolic(i8* noundef nonnull %8, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #4, !dbg !35
  call void @llvm.dbg.value(metadata i32* %4, metadata !25, metadata !DIExpression(DW_OP_deref)), !dbg !32
  call void @klee_make_symbolic(i8* noundef nonnull %9, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)) #4, !dbg !36
  call void @llvm.dbg.value(metadata i32* %5, metadata !26, metadata !DIExpression(DW_OP_deref)), !dbg !32
  call void @klee_make_symbolic(i8* noundef nonnull %10, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0)) #4, !dbg !37
  call void @llvm.dbg.value(metadata i8 121, metadata !27, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 4, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 2, metadata !30, metadata !DIExpression()), !dbg !32
  %11 = load i32, i32* %4, align 4, !dbg !38, !tbaa !40
  call void @llvm.dbg.value(metadata i32 %11, metadata !25, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 undef, metadata !29, metadata !DIExpression()), !dbg !32
  %12 = load i32, i32* %5, align 4, !dbg !44, !tbaa !40
  call void @llvm.dbg.value(metadata i32 %12, metadata !26, metadata !DIExpression()), !dbg !32
  %13 = icmp sgt i32 %12, 0, !dbg !46
  call void @llvm.dbg.value(metadata i32 undef, metadata !30, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 undef, metadata !22, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i8 undef, metadata !27, metadata !DIExpression()), !dbg !32
  %14 = load i32, i32* %2, align 4, !dbg !47, !tbaa !40
  call void @llvm.dbg.value(metadata i32 %14, metadata !23, metadata !DIExpression()), !dbg !32
  %15 = icmp eq i32 %14, 3, !dbg !49
  %16 = select i1 %15, i32 11, i32 12, !dbg !50
  %17 = add nuw nsw i32 %16, 100
  %18 = select i1 %13, i32 %16, i32 %17, !dbg !52
  store i32 %18, i32* @sink, align 4, !dbg !32, !tbaa !40
  %19 = icmp sgt i32 %11, 0, !dbg !53
  %20 = select i1 %19, i64 3, i64 4, !dbg !54
  %21 = load i32, i32* %3, align 4, !dbg !55, !tbaa !40
  call void @llvm.dbg.value(metadata i32 %21, metadata !24, metadata !DIExpression()), !dbg !32
  %22 = getelementptr inbounds [8 x i32], [8 x i32]* @tab, i64 0, i64 %20, !dbg !57
  %23 = load i32, i32* %22, align 4, !dbg !57, !tbaa !40
  %24 = icmp sgt i32 %21, %23, !dbg !58
  %25 = select i1 %24, i32 1, i32 2, !dbg !32
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #4, !dbg !59
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #4, !dbg !59
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #4, !dbg !59
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #4, !dbg !59
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6) #4, !dbg !59
  ret i32 %25, !dbg !59
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !60 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #2

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
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tab", scope: !2, file: !3, line: 13, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "../testdata/programs/pse_predicates.c", directory: ".", checksumkind: CSK_MD5, checksum: "976f92f205ee4e25f11d93bca3c7d820")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "sink", scope: !2, file: !3, line: 12, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 256, elements: !9)
!9 = !{!10}
!10 = !DISubrange(count: 8)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !19, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!7}
!21 = !{!22, !23, !24, !25, !26, !27, !29, !30}
!22 = !DILocalVariable(name: "a", scope: !18, file: !3, line: 16, type: !7)
!23 = !DILocalVariable(name: "b", scope: !18, file: !3, line: 16, type: !7)
!24 = !DILocalVariable(name: "c", scope: !18, file: !3, line: 16, type: !7)
!25 = !DILocalVariable(name: "d", scope: !18, file: !3, line: 16, type: !7)
!26 = !DILocalVariable(name: "e", scope: !18, file: !3, line: 16, type: !7)
!27 = !DILocalVariable(name: "ch", scope: !18, file: !3, line: 22, type: !28)
!28 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!29 = !DILocalVariable(name: "k", scope: !18, file: !3, line: 23, type: !7)
!30 = !DILocalVariable(name: "m", scope: !18, file: !3, line: 23, type: !7)
!31 = !DILocation(line: 16, column: 3, scope: !18)
!32 = !DILocation(line: 0, scope: !18)
!33 = !DILocation(line: 17, column: 3, scope: !18)
!34 = !DILocation(line: 18, column: 3, scope: !18)
!35 = !DILocation(line: 19, column: 3, scope: !18)
!36 = !DILocation(line: 20, column: 3, scope: !18)
!37 = !DILocation(line: 21, column: 3, scope: !18)
!38 = !DILocation(line: 24, column: 7, scope: !39)
!39 = distinct !DILexicalBlock(scope: !18, file: !3, line: 24, column: 7)
!40 = !{!41, !41, i64 0}
!41 = !{!"int", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !DILocation(line: 26, column: 7, scope: !45)
!45 = distinct !DILexicalBlock(scope: !18, file: !3, line: 26, column: 7)
!46 = !DILocation(line: 26, column: 9, scope: !45)
!47 = !DILocation(line: 30, column: 7, scope: !48)
!48 = distinct !DILexicalBlock(scope: !18, file: !3, line: 30, column: 7)
!49 = !DILocation(line: 30, column: 9, scope: !48)
!50 = !DILocation(line: 35, column: 10, scope: !51)
!51 = distinct !DILexicalBlock(scope: !18, file: !3, line: 34, column: 7)
!52 = !DILocation(line: 36, column: 7, scope: !18)
!53 = !DILocation(line: 24, column: 9, scope: !39)
!54 = !DILocation(line: 24, column: 7, scope: !18)
!55 = !DILocation(line: 38, column: 7, scope: !56)
!56 = distinct !DILexicalBlock(scope: !18, file: !3, line: 38, column: 7)
!57 = !DILocation(line: 38, column: 11, scope: !56)
!58 = !DILocation(line: 38, column: 9, scope: !56)
!59 = !DILocation(line: 41, column: 1, scope: !18)
!60 = !DISubprogram(name: "klee_make_symbolic", scope: !61, file: !61, line: 7, type: !62, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !70)
!61 = !DIFile(filename: "testdata/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "3f2171585326490e847693f7452c9005")
!62 = !DISubroutineType(types: !63)
!63 = !{null, !64, !65, !68}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !66, line: 46, baseType: !67)
!66 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!67 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!70 = !{}
