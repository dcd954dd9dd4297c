; ModuleID = '../testdata/programs/arith.c'
source_filename = "../testdata/programs/arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"y\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"z\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"w\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.5 = private unnamed_addr constant [29 x i8] c"../testdata/programs/arith.c\00", align 1
@__func__.main = private unnamed_addr constant [5 x i8] c"main\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !9 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = bitcast i32* %1 to i8*, !dbg !20
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #4, !dbg !20
  %6 = bitcast i32* %2 to i8*, !dbg !20
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6) #4, !dbg !20
  %7 = bitcast i32* %3 to i8*, !dbg !20
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7) #4, !dbg !20
  %8 = bitcast i32* %4 to i8*, !dbg !20
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #4, !dbg !20
  call void @llvm.dbg.value(metadata i32* %1, metadata !14, metadata !DIExpression(DW_OP_deref)), !dbg !21
  call void @klee_make_symbolic(i8* noundef nonnull %5, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #4, !dbg !22
  call void @llvm.dbg.value(metadata i32* %2, metadata !16, metadata !DIExpression(DW_OP_deref)), !dbg !21
  call void @klee_make_symbolic(i8* noundef nonnull %6, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)) #4, !dbg !23
  call void @llvm.dbg.value(metadata i32* %3, metadata !17, metadata !DIExpression(DW_OP_deref)), !dbg !21
  call void @klee_make_symbolic(i8* noundef nonnull %7, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #4, !dbg !24
  call void @llvm.dbg.value(metadata i32* %4, metadata !18, metadata !DIExpression(DW_OP_deref)), !dbg !21
  call void @klee_make_symbolic(i8* noundef nonnull %8, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)) #4, !dbg !25
  call void @llvm.dbg.value(metadata i32 0, metadata !19, metadata !DIExpression()), !dbg !21
  %9 = load i32, i32* %1, align 4, !dbg !26, !tbaa !28
  call void @llvm.dbg.value(metadata i32 %9, metadata !14, metadata !DIExpression()), !dbg !21
  %10 = icmp ugt i32 %9, 1, !dbg !32
  %11 = load i32, i32* %2, align 4
  call void @llvm.dbg.value(metadata i32 %11, metadata !16, metadata !DIExpression()), !dbg !21
  %12 = icmp ugt i32 %11, 1
  %13 = select i1 %10, i1 %12, i1 false, !dbg !33
  %14 = icmp ult i32 %9, 100000
  %15 = and i1 %14, %13, !dbg !33
  %16 = icmp ult i32 %11, 100000
  %17 = select i1 %15, i1 %16, i1 false, !dbg !33
  %18 = mul i32 %11, %9
  %19 = icmp eq i32 %18, 1234567
  %20 = select i1 %17, i1 %19, i1 false, !dbg !33
  %21 = zext i1 %20 to i32, !dbg !33
  call void @llvm.dbg.value(metadata i32 %21, metadata !19, metadata !DIExpression()), !dbg !21
  %22 = load i32, i32* %3, align 4, !dbg !34, !tbaa !28
  call void @llvm.dbg.value(metadata i32 %22, metadata !17, metadata !DIExpression()), !dbg !21
  %23 = urem i32 %22, 97, !dbg !36
  %24 = icmp eq i32 %23, 13, !dbg !37
  %25 = add i32 %22, -7007
  %26 = icmp ult i32 %25, 12993
  %27 = and i1 %24, %26, !dbg !38
  %28 = or i32 %21, 2, !dbg !38
  %29 = select i1 %27, i32 %28, i32 %21, !dbg !38
  call void @llvm.dbg.value(metadata i32 %29, metadata !19, metadata !DIExpression()), !dbg !21
  %30 = load i32, i32* %4, align 4, !dbg !39, !tbaa !28
  call void @llvm.dbg.value(metadata i32 %30, metadata !18, metadata !DIExpression()), !dbg !21
  %31 = shl i32 %30, 3, !dbg !41
  %32 = xor i32 %31, %30, !dbg !42
  %33 = icmp eq i32 %32, -559038737, !dbg !43
  %34 = or i32 %29, 4, !dbg !44
  %35 = select i1 %33, i32 %34, i32 %29, !dbg !44
  call void @llvm.dbg.value(metadata i32 %35, metadata !19, metadata !DIExpression()), !dbg !21
  %36 = icmp eq i32 %35, 7, !dbg !45
  br i1 %36, label %37, label %38, !dbg !47

37:                                               ; preds = %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0), i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.5, i64 0, i64 0), i32 noundef 19, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @__func__.main, i64 0, i64 0)) #4, !dbg !48
  br label %38, !dbg !48

38:                                               ; preds = %37, %0
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #4, !dbg !49
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #4, !dbg !49
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6) #4, !dbg !49
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #4, !dbg !49
  ret i32 %35, !dbg !50
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !51 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #2

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

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/programs/arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "ce4ccedf4b87934ffac84e25a65b2c3a")
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
!13 = !{!14, !16, !17, !18, !19}
!14 = !DILocalVariable(name: "x", scope: !9, file: !1, line: 6, type: !15)
!15 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!16 = !DILocalVariable(name: "y", scope: !9, file: !1, line: 6, type: !15)
!17 = !DILocalVariable(name: "z", scope: !9, file: !1, line: 6, type: !15)
!18 = !DILocalVariable(name: "w", scope: !9, file: !1, line: 6, type: !15)
!19 = !DILocalVariable(name: "r", scope: !9, file: !1, line: 11, type: !12)
!20 = !DILocation(line: 6, column: 3, scope: !9)
!21 = !DILocation(line: 0, scope: !9)
!22 = !DILocation(line: 7, column: 3, scope: !9)
!23 = !DILocation(line: 8, column: 3, scope: !9)
!24 = !DILocation(line: 9, column: 3, scope: !9)
!25 = !DILocation(line: 10, column: 3, scope: !9)
!26 = !DILocation(line: 12, column: 7, scope: !27)
!27 = distinct !DILexicalBlock(scope: !9, file: !1, line: 12, column: 7)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C/C++ TBAA"}
!32 = !DILocation(line: 12, column: 9, scope: !27)
!33 = !DILocation(line: 12, column: 13, scope: !27)
!34 = !DILocation(line: 14, column: 7, scope: !35)
!35 = distinct !DILexicalBlock(scope: !9, file: !1, line: 14, column: 7)
!36 = !DILocation(line: 14, column: 9, scope: !35)
!37 = !DILocation(line: 14, column: 14, scope: !35)
!38 = !DILocation(line: 14, column: 20, scope: !35)
!39 = !DILocation(line: 16, column: 8, scope: !40)
!40 = distinct !DILexicalBlock(scope: !9, file: !1, line: 16, column: 7)
!41 = !DILocation(line: 16, column: 15, scope: !40)
!42 = !DILocation(line: 16, column: 10, scope: !40)
!43 = !DILocation(line: 16, column: 22, scope: !40)
!44 = !DILocation(line: 16, column: 7, scope: !9)
!45 = !DILocation(line: 18, column: 9, scope: !46)
!46 = distinct !DILexicalBlock(scope: !9, file: !1, line: 18, column: 7)
!47 = !DILocation(line: 18, column: 7, scope: !9)
!48 = !DILocation(line: 19, column: 5, scope: !46)
!49 = !DILocation(line: 21, column: 1, scope: !9)
!50 = !DILocation(line: 20, column: 3, scope: !9)
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
