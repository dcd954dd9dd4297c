; ModuleID = '../testdata/programs/homi_example.c'
source_filename = "../testdata/programs/homi_example.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"y\00", align 1
@out = dso_local global i32 0, align 4, !dbg !0
@.str.2 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.3 = private unnamed_addr constant [36 x i8] c"../testdata/programs/homi_example.c\00", align 1
@__func__.main = private unnamed_addr constant [5 x i8] c"main\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !14 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = bitcast i32* %1 to i8*, !dbg !20
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #4, !dbg !20
  %4 = bitcast i32* %2 to i8*, !dbg !20
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #4, !dbg !20
  call void @llvm.dbg.value(metadata i32* %1, metadata !18, metadata !DIExpression(DW_OP_deref)), !dbg !21
  call void @klee_make_symbolic(i8* noundef nonnull %3, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #4, !dbg !22
  call void @llvm.dbg.value(metadata i32* %2, metadata !19, metadata !DIExpression(DW_OP_deref)), !dbg !21
  call void @klee_make_symbolic(i8* noundef nonnull %4, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)) #4, !dbg !23
  %5 = load i32, i32* %1, align 4, !dbg !24, !tbaa !26
  call void @llvm.dbg.value(metadata i32 %5, metadata !18, metadata !DIExpression()), !dbg !21
  %6 = icmp sgt i32 %5, 89, !dbg !30
  br i1 %6, label %7, label %8, !dbg !31

7:                                                ; preds = %0
  store volatile i32 1, i32* @out, align 4, !dbg !32, !tbaa !26
  call void @llvm.dbg.value(metadata i32 %5, metadata !18, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.value(metadata i32 %10, metadata !19, metadata !DIExpression()), !dbg !21
  br label %14, !dbg !33

8:                                                ; preds = %0
  call void @llvm.dbg.value(metadata i32 %5, metadata !18, metadata !DIExpression()), !dbg !21
  %9 = icmp eq i32 %5, 2, !dbg !35
  %10 = load i32, i32* %2, align 4
  call void @llvm.dbg.value(metadata i32 %10, metadata !19, metadata !DIExpression()), !dbg !21
  %11 = icmp sgt i32 %10, 25
  %12 = select i1 %9, i1 %11, i1 false, !dbg !33
  br i1 %12, label %13, label %14, !dbg !33

13:                                               ; preds = %8
  call void @__assert_fail(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.3, i64 0, i64 0), i32 noundef 14, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @__func__.main, i64 0, i64 0)) #4, !dbg !36
  br label %14, !dbg !36

14:                                               ; preds = %7, %13, %8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #4, !dbg !37
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #4, !dbg !37
  ret i32 0, !dbg !38
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !39 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #2

declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #2

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
!1 = distinct !DIGlobalVariable(name: "out", scope: !2, file: !3, line: 5, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "../testdata/programs/homi_example.c", directory: ".", checksumkind: CSK_MD5, checksum: "6983a0557f1024569e2d4b7a58a2e4ce")
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
!14 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 7, type: !15, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !17)
!15 = !DISubroutineType(types: !16)
!16 = !{!6}
!17 = !{!18, !19}
!18 = !DILocalVariable(name: "x", scope: !14, file: !3, line: 8, type: !6)
!19 = !DILocalVariable(name: "y", scope: !14, file: !3, line: 8, type: !6)
!20 = !DILocation(line: 8, column: 3, scope: !14)
!21 = !DILocation(line: 0, scope: !14)
!22 = !DILocation(line: 9, column: 3, scope: !14)
!23 = !DILocation(line: 10, column: 3, scope: !14)
!24 = !DILocation(line: 11, column: 7, scope: !25)
!25 = distinct !DILexicalBlock(scope: !14, file: !3, line: 11, column: 7)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C/C++ TBAA"}
!30 = !DILocation(line: 11, column: 9, scope: !25)
!31 = !DILocation(line: 11, column: 7, scope: !14)
!32 = !DILocation(line: 12, column: 9, scope: !25)
!33 = !DILocation(line: 13, column: 14, scope: !34)
!34 = distinct !DILexicalBlock(scope: !14, file: !3, line: 13, column: 7)
!35 = !DILocation(line: 13, column: 9, scope: !34)
!36 = !DILocation(line: 14, column: 5, scope: !34)
!37 = !DILocation(line: 16, column: 1, scope: !14)
!38 = !DILocation(line: 15, column: 3, scope: !14)
!39 = !DISubprogram(name: "klee_make_symbolic", scope: !40, file: !40, line: 7, type: !41, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !50)
!40 = !DIFile(filename: "testdata/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "3f2171585326490e847693f7452c9005")
!41 = !DISubroutineType(types: !42)
!42 = !{null, !43, !44, !47}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !45, line: 46, baseType: !46)
!45 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!46 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!49 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!50 = !{}
