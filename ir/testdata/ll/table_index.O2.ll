; ModuleID = '../testdata/programs/table_index.c'
source_filename = "../testdata/programs/table_index.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.sorted = private unnamed_addr constant [6 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11, i32 13], align 16
@.str = private unnamed_addr constant [2 x i8] c"i\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"key\00", align 1
@table = internal unnamed_addr constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 16, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !17 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = bitcast i32* %1 to i8*, !dbg !29
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #5, !dbg !29
  %4 = bitcast i32* %2 to i8*, !dbg !30
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #5, !dbg !30
  call void @llvm.dbg.declare(metadata [6 x i32]* @__const.main.sorted, metadata !24, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32* %1, metadata !21, metadata !DIExpression(DW_OP_deref)), !dbg !32
  call void @klee_make_symbolic(i8* noundef nonnull %3, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #5, !dbg !33
  call void @llvm.dbg.value(metadata i32* %2, metadata !23, metadata !DIExpression(DW_OP_deref)), !dbg !32
  call void @klee_make_symbolic(i8* noundef nonnull %4, i64 noundef 4, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0)) #5, !dbg !34
  %5 = load i32, i32* %1, align 4, !dbg !35, !tbaa !36
  call void @llvm.dbg.value(metadata i32 %5, metadata !21, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %5, metadata !40, metadata !DIExpression()), !dbg !45
  %6 = icmp ugt i32 %5, 8, !dbg !47
  br i1 %6, label %33, label %7, !dbg !49

7:                                                ; preds = %0
  %8 = zext i32 %5 to i64, !dbg !50
  %9 = getelementptr inbounds [8 x i32], [8 x i32]* @table, i64 0, i64 %8, !dbg !50
  %10 = load i32, i32* %9, align 4, !dbg !50, !tbaa !36
  call void @llvm.dbg.value(metadata i32 %10, metadata !28, metadata !DIExpression()), !dbg !32
  %11 = icmp eq i32 %5, 5, !dbg !51
  br i1 %11, label %12, label %33, !dbg !53

12:                                               ; preds = %7
  %13 = load i32, i32* %2, align 4, !dbg !54, !tbaa !36
  call void @llvm.dbg.value(metadata i32 %13, metadata !23, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 6, metadata !55, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 %13, metadata !62, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 0, metadata !63, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 5, metadata !64, metadata !DIExpression()), !dbg !67
  br label %14, !dbg !69

14:                                               ; preds = %24, %12
  %15 = phi i32 [ 5, %12 ], [ %29, %24 ]
  %16 = phi i32 [ 0, %12 ], [ %28, %24 ]
  call void @llvm.dbg.value(metadata i32 %15, metadata !64, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 %16, metadata !63, metadata !DIExpression()), !dbg !67
  %17 = sub nsw i32 %15, %16, !dbg !70
  %18 = sdiv i32 %17, 2, !dbg !71
  %19 = add nsw i32 %18, %16, !dbg !72
  call void @llvm.dbg.value(metadata i32 %19, metadata !65, metadata !DIExpression()), !dbg !73
  %20 = sext i32 %19 to i64, !dbg !74
  %21 = getelementptr inbounds [6 x i32], [6 x i32]* @__const.main.sorted, i64 0, i64 %20, !dbg !74
  %22 = load i32, i32* %21, align 4, !dbg !74, !tbaa !36
  %23 = icmp eq i32 %22, %13, !dbg !76
  br i1 %23, label %31, label %24, !dbg !77

24:                                               ; preds = %14
  %25 = icmp slt i32 %22, %13, !dbg !78
  %26 = add nsw i32 %19, 1, !dbg !80
  %27 = add nsw i32 %19, -1, !dbg !80
  %28 = select i1 %25, i32 %26, i32 %16, !dbg !80
  %29 = select i1 %25, i32 %15, i32 %27, !dbg !80
  call void @llvm.dbg.value(metadata i32 %29, metadata !64, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 %28, metadata !63, metadata !DIExpression()), !dbg !67
  %30 = icmp slt i32 %29, %28, !dbg !81
  br i1 %30, label %33, label %14, !dbg !69

31:                                               ; preds = %14
  %32 = icmp eq i32 %19, 4, !dbg !82
  br i1 %32, label %35, label %33, !dbg !83

33:                                               ; preds = %24, %0, %31, %7
  %34 = phi i32 [ %10, %31 ], [ %10, %7 ], [ -1, %0 ], [ %10, %24 ]
  br label %35, !dbg !84

35:                                               ; preds = %31, %33
  %36 = phi i32 [ %34, %33 ], [ 7, %31 ], !dbg !32
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #5, !dbg !85
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #5, !dbg !85
  ret i32 %36, !dbg !85
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare !dbg !86 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 6, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "../testdata/programs/table_index.c", directory: ".", checksumkind: CSK_MD5, checksum: "45883b1ce68f1e18a048200f4cacd2dc")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !8)
!6 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9}
!9 = !DISubrange(count: 8)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !18, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{!7}
!20 = !{!21, !23, !24, !28}
!21 = !DILocalVariable(name: "i", scope: !17, file: !3, line: 29, type: !22)
!22 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!23 = !DILocalVariable(name: "key", scope: !17, file: !3, line: 30, type: !7)
!24 = !DILocalVariable(name: "sorted", scope: !17, file: !3, line: 31, type: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 192, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 6)
!28 = !DILocalVariable(name: "v", scope: !17, file: !3, line: 34, type: !7)
!29 = !DILocation(line: 29, column: 3, scope: !17)
!30 = !DILocation(line: 30, column: 3, scope: !17)
!31 = !DILocation(line: 31, column: 7, scope: !17)
!32 = !DILocation(line: 0, scope: !17)
!33 = !DILocation(line: 32, column: 3, scope: !17)
!34 = !DILocation(line: 33, column: 3, scope: !17)
!35 = !DILocation(line: 34, column: 18, scope: !17)
!36 = !{!37, !37, i64 0}
!37 = !{!"int", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocalVariable(name: "i", arg: 1, scope: !41, file: !3, line: 8, type: !22)
!41 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 8, type: !42, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44)
!42 = !DISubroutineType(types: !43)
!43 = !{!7, !22}
!44 = !{!40}
!45 = !DILocation(line: 0, scope: !41, inlinedAt: !46)
!46 = distinct !DILocation(line: 34, column: 11, scope: !17)
!47 = !DILocation(line: 9, column: 9, scope: !48, inlinedAt: !46)
!48 = distinct !DILexicalBlock(scope: !41, file: !3, line: 9, column: 7)
!49 = !DILocation(line: 9, column: 7, scope: !41, inlinedAt: !46)
!50 = !DILocation(line: 11, column: 10, scope: !41, inlinedAt: !46)
!51 = !DILocation(line: 35, column: 9, scope: !52)
!52 = distinct !DILexicalBlock(scope: !17, file: !3, line: 35, column: 7)
!53 = !DILocation(line: 35, column: 14, scope: !52)
!54 = !DILocation(line: 35, column: 40, scope: !52)
!55 = !DILocalVariable(name: "n", arg: 2, scope: !56, file: !3, line: 14, type: !7)
!56 = distinct !DISubprogram(name: "bsearch_int", scope: !3, file: !3, line: 14, type: !57, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !60)
!57 = !DISubroutineType(types: !58)
!58 = !{!7, !59, !7, !7}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!60 = !{!61, !55, !62, !63, !64, !65}
!61 = !DILocalVariable(name: "a", arg: 1, scope: !56, file: !3, line: 14, type: !59)
!62 = !DILocalVariable(name: "key", arg: 3, scope: !56, file: !3, line: 14, type: !7)
!63 = !DILocalVariable(name: "lo", scope: !56, file: !3, line: 15, type: !7)
!64 = !DILocalVariable(name: "hi", scope: !56, file: !3, line: 15, type: !7)
!65 = !DILocalVariable(name: "mid", scope: !66, file: !3, line: 17, type: !7)
!66 = distinct !DILexicalBlock(scope: !56, file: !3, line: 16, column: 20)
!67 = !DILocation(line: 0, scope: !56, inlinedAt: !68)
!68 = distinct !DILocation(line: 35, column: 17, scope: !52)
!69 = !DILocation(line: 16, column: 3, scope: !56, inlinedAt: !68)
!70 = !DILocation(line: 17, column: 24, scope: !66, inlinedAt: !68)
!71 = !DILocation(line: 17, column: 30, scope: !66, inlinedAt: !68)
!72 = !DILocation(line: 17, column: 18, scope: !66, inlinedAt: !68)
!73 = !DILocation(line: 0, scope: !66, inlinedAt: !68)
!74 = !DILocation(line: 18, column: 9, scope: !75, inlinedAt: !68)
!75 = distinct !DILexicalBlock(scope: !66, file: !3, line: 18, column: 9)
!76 = !DILocation(line: 18, column: 16, scope: !75, inlinedAt: !68)
!77 = !DILocation(line: 18, column: 9, scope: !66, inlinedAt: !68)
!78 = !DILocation(line: 20, column: 16, scope: !79, inlinedAt: !68)
!79 = distinct !DILexicalBlock(scope: !66, file: !3, line: 20, column: 9)
!80 = !DILocation(line: 20, column: 9, scope: !66, inlinedAt: !68)
!81 = !DILocation(line: 16, column: 13, scope: !56, inlinedAt: !68)
!82 = !DILocation(line: 35, column: 45, scope: !52)
!83 = !DILocation(line: 35, column: 7, scope: !17)
!84 = !DILocation(line: 37, column: 3, scope: !17)
!85 = !DILocation(line: 38, column: 1, scope: !17)
!86 = !DISubprogram(name: "klee_make_symbolic", scope: !87, file: !87, line: 7, type: !88, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !97)
!87 = !DIFile(filename: "testdata/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "3f2171585326490e847693f7452c9005")
!88 = !DISubroutineType(types: !89)
!89 = !{null, !90, !91, !94}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !92, line: 46, baseType: !93)
!92 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!93 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!96 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!97 = !{}
