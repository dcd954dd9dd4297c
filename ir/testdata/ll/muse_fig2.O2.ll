; ModuleID = '../testdata/programs/muse_fig2.c'
source_filename = "../testdata/programs/muse_fig2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@out = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"y\00", align 1

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local void @start(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !14 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !18, metadata !DIExpression()), !dbg !20
  call void @llvm.dbg.value(metadata i32 %1, metadata !19, metadata !DIExpression()), !dbg !20
  %3 = add nsw i32 %1, %0, !dbg !21
  %4 = icmp sgt i32 %3, 1, !dbg !23
  br i1 %4, label %5, label %12, !dbg !24

5:                                                ; preds = %2
  %6 = shl nsw i32 %1, 1, !dbg !25
  %7 = icmp sgt i32 %6, %0, !dbg !28
  br i1 %7, label %8, label %12, !dbg !29

8:                                                ; preds = %5
  %9 = shl nsw i32 %0, 1, !dbg !30
  %10 = icmp slt i32 %9, %1, !dbg !33
  %11 = select i1 %10, i32 1, i32 2
  br label %12

12:                                               ; preds = %2, %5, %8
  %13 = phi i32 [ %11, %8 ], [ 3, %5 ], [ 4, %2 ]
  store volatile i32 %13, i32* @out, align 4, !dbg !34, !tbaa !35
  ret void, !dbg !39
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !40 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = bitcast i32* %1 to i8*, !dbg !46
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #5, !dbg !46
  %4 = bitcast i32* %2 to i8*, !dbg !46
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #5, !dbg !46
  call void @llvm.dbg.value(metadata i32* %1, metadata !44, metadata !DIExpression(DW_OP_deref)), !dbg !47
  call void @klee_make_symbolic(i8* noundef nonnull %3, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #5, !dbg !48
  call void @llvm.dbg.value(metadata i32* %2, metadata !45, metadata !DIExpression(DW_OP_deref)), !dbg !47
  call void @klee_make_symbolic(i8* noundef nonnull %4, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)) #5, !dbg !49
  %5 = load i32, i32* %1, align 4, !dbg !50, !tbaa !35
  call void @llvm.dbg.value(metadata i32 %5, metadata !44, metadata !DIExpression()), !dbg !47
  %6 = load i32, i32* %2, align 4, !dbg !51, !tbaa !35
  call void @llvm.dbg.value(metadata i32 %6, metadata !45, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32 %5, metadata !18, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 %6, metadata !19, metadata !DIExpression()), !dbg !52
  %7 = add nsw i32 %6, %5, !dbg !54
  %8 = icmp sgt i32 %7, 1, !dbg !55
  br i1 %8, label %9, label %16, !dbg !56

9:                                                ; preds = %0
  %10 = shl nsw i32 %6, 1, !dbg !57
  %11 = icmp sgt i32 %10, %5, !dbg !58
  br i1 %11, label %12, label %16, !dbg !59

12:                                               ; preds = %9
  %13 = shl nsw i32 %5, 1, !dbg !60
  %14 = icmp slt i32 %13, %6, !dbg !61
  %15 = select i1 %14, i32 1, i32 2
  br label %16

16:                                               ; preds = %0, %9, %12
  %17 = phi i32 [ %15, %12 ], [ 3, %9 ], [ 4, %0 ]
  store volatile i32 %17, i32* @out, align 4, !dbg !62, !tbaa !35
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #5, !dbg !63
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #5, !dbg !63
  ret i32 0, !dbg !64
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare !dbg !65 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "out", scope: !2, file: !3, line: 6, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "../testdata/programs/muse_fig2.c", directory: ".", checksumkind: CSK_MD5, checksum: "df6da8b3a93cae6b034d75628f238692")
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
!14 = distinct !DISubprogram(name: "start", scope: !3, file: !3, line: 8, type: !15, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !17)
!15 = !DISubroutineType(types: !16)
!16 = !{null, !6, !6}
!17 = !{!18, !19}
!18 = !DILocalVariable(name: "x", arg: 1, scope: !14, file: !3, line: 8, type: !6)
!19 = !DILocalVariable(name: "y", arg: 2, scope: !14, file: !3, line: 8, type: !6)
!20 = !DILocation(line: 0, scope: !14)
!21 = !DILocation(line: 9, column: 9, scope: !22)
!22 = distinct !DILexicalBlock(scope: !14, file: !3, line: 9, column: 7)
!23 = !DILocation(line: 9, column: 13, scope: !22)
!24 = !DILocation(line: 9, column: 7, scope: !14)
!25 = !DILocation(line: 10, column: 11, scope: !26)
!26 = distinct !DILexicalBlock(scope: !27, file: !3, line: 10, column: 9)
!27 = distinct !DILexicalBlock(scope: !22, file: !3, line: 9, column: 19)
!28 = !DILocation(line: 10, column: 19, scope: !26)
!29 = !DILocation(line: 10, column: 9, scope: !27)
!30 = !DILocation(line: 11, column: 13, scope: !31)
!31 = distinct !DILexicalBlock(scope: !32, file: !3, line: 11, column: 11)
!32 = distinct !DILexicalBlock(scope: !26, file: !3, line: 10, column: 25)
!33 = !DILocation(line: 11, column: 21, scope: !31)
!34 = !DILocation(line: 0, scope: !22)
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocation(line: 19, column: 1, scope: !14)
!40 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !41, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !43)
!41 = !DISubroutineType(types: !42)
!42 = !{!6}
!43 = !{!44, !45}
!44 = !DILocalVariable(name: "x", scope: !40, file: !3, line: 22, type: !6)
!45 = !DILocalVariable(name: "y", scope: !40, file: !3, line: 22, type: !6)
!46 = !DILocation(line: 22, column: 3, scope: !40)
!47 = !DILocation(line: 0, scope: !40)
!48 = !DILocation(line: 23, column: 3, scope: !40)
!49 = !DILocation(line: 24, column: 3, scope: !40)
!50 = !DILocation(line: 25, column: 9, scope: !40)
!51 = !DILocation(line: 25, column: 12, scope: !40)
!52 = !DILocation(line: 0, scope: !14, inlinedAt: !53)
!53 = distinct !DILocation(line: 25, column: 3, scope: !40)
!54 = !DILocation(line: 9, column: 9, scope: !22, inlinedAt: !53)
!55 = !DILocation(line: 9, column: 13, scope: !22, inlinedAt: !53)
!56 = !DILocation(line: 9, column: 7, scope: !14, inlinedAt: !53)
!57 = !DILocation(line: 10, column: 11, scope: !26, inlinedAt: !53)
!58 = !DILocation(line: 10, column: 19, scope: !26, inlinedAt: !53)
!59 = !DILocation(line: 10, column: 9, scope: !27, inlinedAt: !53)
!60 = !DILocation(line: 11, column: 13, scope: !31, inlinedAt: !53)
!61 = !DILocation(line: 11, column: 21, scope: !31, inlinedAt: !53)
!62 = !DILocation(line: 0, scope: !22, inlinedAt: !53)
!63 = !DILocation(line: 27, column: 1, scope: !40)
!64 = !DILocation(line: 26, column: 3, scope: !40)
!65 = !DISubprogram(name: "klee_make_symbolic", scope: !66, file: !66, line: 7, type: !67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !76)
!66 = !DIFile(filename: "testdata/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "3f2171585326490e847693f7452c9005")
!67 = !DISubroutineType(types: !68)
!68 = !{null, !69, !70, !73}
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !71, line: 46, baseType: !72)
!71 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!72 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!75 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!76 = !{}
