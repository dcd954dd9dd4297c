; ModuleID = '../testdata/programs/sgs_loop.c'
source_filename = "../testdata/programs/sgs_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"y\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@out = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !14 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = bitcast i32* %1 to i8*, !dbg !21
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #4, !dbg !21
  %5 = bitcast i32* %2 to i8*, !dbg !21
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #4, !dbg !21
  %6 = bitcast i32* %3 to i8*, !dbg !21
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6) #4, !dbg !21
  call void @llvm.dbg.value(metadata i32* %1, metadata !18, metadata !DIExpression(DW_OP_deref)), !dbg !22
  call void @klee_make_symbolic(i8* noundef nonnull %4, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #4, !dbg !23
  call void @llvm.dbg.value(metadata i32* %2, metadata !19, metadata !DIExpression(DW_OP_deref)), !dbg !22
  call void @klee_make_symbolic(i8* noundef nonnull %5, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)) #4, !dbg !24
  call void @llvm.dbg.value(metadata i32* %3, metadata !20, metadata !DIExpression(DW_OP_deref)), !dbg !22
  call void @klee_make_symbolic(i8* noundef nonnull %6, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #4, !dbg !25
  %7 = load i32, i32* %1, align 4, !dbg !26, !tbaa !28
  call void @llvm.dbg.value(metadata i32 %7, metadata !18, metadata !DIExpression()), !dbg !22
  %8 = load i32, i32* %2, align 4, !dbg !32, !tbaa !28
  call void @llvm.dbg.value(metadata i32 %8, metadata !19, metadata !DIExpression()), !dbg !22
  %9 = icmp sgt i32 %7, %8, !dbg !33
  br i1 %9, label %10, label %13, !dbg !34

10:                                               ; preds = %0
  %11 = icmp sgt i32 %7, 10, !dbg !35
  %12 = select i1 %11, i32 5, i32 6
  store volatile i32 %12, i32* @out, align 4, !dbg !38, !tbaa !28
  br label %13, !dbg !39

13:                                               ; preds = %10, %0
  call void @llvm.dbg.value(metadata i32 %8, metadata !19, metadata !DIExpression()), !dbg !22
  %14 = icmp eq i32 %8, 0, !dbg !39
  br i1 %14, label %15, label %18, !dbg !41

15:                                               ; preds = %13
  call void @llvm.dbg.value(metadata i32 %7, metadata !18, metadata !DIExpression()), !dbg !22
  %16 = icmp eq i32 %7, 0, !dbg !42
  %17 = select i1 %16, i32 9, i32 10
  br label %21

18:                                               ; preds = %13
  %19 = load i32, i32* %3, align 4, !dbg !45, !tbaa !28
  call void @llvm.dbg.value(metadata i32 %19, metadata !20, metadata !DIExpression()), !dbg !22
  %20 = icmp eq i32 %19, 12
  br i1 %20, label %21, label %23, !dbg !47

21:                                               ; preds = %18, %15
  %22 = phi i32 [ %17, %15 ], [ 11, %18 ]
  store volatile i32 %22, i32* @out, align 4, !dbg !48, !tbaa !28
  br label %23, !dbg !49

23:                                               ; preds = %21, %18
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6) #4, !dbg !49
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #4, !dbg !49
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #4, !dbg !49
  ret i32 0, !dbg !50
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !51 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #2

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
!1 = distinct !DIGlobalVariable(name: "out", scope: !2, file: !3, line: 6, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "../testdata/programs/sgs_loop.c", directory: ".", checksumkind: CSK_MD5, checksum: "f52897dc0a1b62fa66276a5cd0433234")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 8, type: !15, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !17)
!15 = !DISubroutineType(types: !16)
!16 = !{!6}
!17 = !{!18, !19, !20}
!18 = !DILocalVariable(name: "x", scope: !14, file: !3, line: 9, type: !6)
!19 = !DILocalVariable(name: "y", scope: !14, file: !3, line: 9, type: !6)
!20 = !DILocalVariable(name: "a", scope: !14, file: !3, line: 9, type: !6)
!21 = !DILocation(line: 9, column: 3, scope: !14)
!22 = !DILocation(line: 0, scope: !14)
!23 = !DILocation(line: 10, column: 3, scope: !14)
!24 = !DILocation(line: 11, column: 3, scope: !14)
!25 = !DILocation(line: 12, column: 3, scope: !14)
!26 = !DILocation(line: 13, column: 7, scope: !27)
!27 = distinct !DILexicalBlock(scope: !14, file: !3, line: 13, column: 7)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C/C++ TBAA"}
!32 = !DILocation(line: 13, column: 11, scope: !27)
!33 = !DILocation(line: 13, column: 9, scope: !27)
!34 = !DILocation(line: 13, column: 7, scope: !14)
!35 = !DILocation(line: 14, column: 11, scope: !36)
!36 = distinct !DILexicalBlock(scope: !37, file: !3, line: 14, column: 9)
!37 = distinct !DILexicalBlock(scope: !27, file: !3, line: 13, column: 14)
!38 = !DILocation(line: 0, scope: !36)
!39 = !DILocation(line: 19, column: 9, scope: !40)
!40 = distinct !DILexicalBlock(scope: !14, file: !3, line: 19, column: 7)
!41 = !DILocation(line: 19, column: 7, scope: !14)
!42 = !DILocation(line: 20, column: 11, scope: !43)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 20, column: 9)
!44 = distinct !DILexicalBlock(scope: !40, file: !3, line: 19, column: 15)
!45 = !DILocation(line: 25, column: 12, scope: !46)
!46 = distinct !DILexicalBlock(scope: !40, file: !3, line: 24, column: 10)
!47 = !DILocation(line: 25, column: 5, scope: !46)
!48 = !DILocation(line: 0, scope: !40)
!49 = !DILocation(line: 31, column: 1, scope: !14)
!50 = !DILocation(line: 30, column: 3, scope: !14)
!51 = !DISubprogram(name: "klee_make_symbolic", scope: !52, file: !52, line: 7, type: !53, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !62)
!52 = !DIFile(filename: "testdata/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "3f2171585326490e847693f7452c9005")
!53 = !DISubroutineType(types: !54)
!54 = !{null, !55, !56, !59}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !57, line: 46, baseType: !58)
!57 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!58 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!61 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!62 = !{}
