; ModuleID = 'testdata/c/vector_o2.c'
source_filename = "testdata/c/vector_o2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"in\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"k\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !19 {
  %1 = alloca [4 x i32], align 16
  %2 = alloca i32, align 4
  %3 = bitcast [4 x i32]* %1 to i8*, !dbg !49
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #5, !dbg !49
  call void @llvm.dbg.declare(metadata [4 x i32]* %1, metadata !24, metadata !DIExpression()), !dbg !50
  %4 = bitcast i32* %2 to i8*, !dbg !51
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #5, !dbg !51
  %5 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 0, i64 0, !dbg !52
  call void @klee_make_symbolic(i8* noundef nonnull %3, i64 noundef 16, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0)) #5, !dbg !53
  call void @llvm.dbg.value(metadata i32* %2, metadata !31, metadata !DIExpression(DW_OP_deref)), !dbg !54
  call void @klee_make_symbolic(i8* noundef nonnull %4, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)) #5, !dbg !55
  %6 = load i32, i32* %5, align 16, !dbg !56, !tbaa !57
  %7 = insertelement <4 x i32> undef, i32 %6, i64 0, !dbg !61
  %8 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 0, i64 1, !dbg !62
  %9 = bitcast i32* %8 to <2 x i32>*, !dbg !62
  %10 = load <2 x i32>, <2 x i32>* %9, align 4, !dbg !62, !tbaa !57
  %11 = shufflevector <2 x i32> %10, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 undef, i32 undef>, !dbg !61
  %12 = shufflevector <4 x i32> %7, <4 x i32> %11, <4 x i32> <i32 0, i32 4, i32 5, i32 undef>, !dbg !61
  %13 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 0, i64 3, !dbg !63
  %14 = load i32, i32* %13, align 4, !dbg !63, !tbaa !57
  %15 = insertelement <4 x i32> %12, i32 %14, i64 3, !dbg !61
  call void @llvm.dbg.value(metadata <4 x i32> %15, metadata !32, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata <4 x i32> <i32 7, i32 -3, i32 11, i32 1048576>, metadata !35, metadata !DIExpression()), !dbg !54
  %16 = mul <4 x i32> %15, <i32 7, i32 -3, i32 11, i32 1048576>, !dbg !64
  %17 = ashr <4 x i32> %15, <i32 2, i32 2, i32 2, i32 2>, !dbg !65
  %18 = xor <4 x i32> %15, <i32 -8, i32 2, i32 -12, i32 -1048577>, !dbg !66
  %19 = add <4 x i32> %18, <i32 1, i32 1, i32 1, i32 1>, !dbg !67
  %20 = add <4 x i32> %19, %17, !dbg !66
  %21 = add <4 x i32> %20, %16, !dbg !68
  call void @llvm.dbg.value(metadata <4 x i32> %21, metadata !36, metadata !DIExpression()), !dbg !54
  %22 = icmp slt <4 x i32> %15, <i32 8, i32 -2, i32 12, i32 1048577>, !dbg !69
  call void @llvm.dbg.value(metadata <4 x i32> undef, metadata !37, metadata !DIExpression()), !dbg !54
  %23 = select <4 x i1> %22, <4 x i32> %21, <4 x i32> zeroinitializer, !dbg !70
  call void @llvm.dbg.value(metadata <4 x i32> %23, metadata !36, metadata !DIExpression()), !dbg !54
  %24 = shufflevector <4 x i32> %12, <4 x i32> %23, <4 x i32> <i32 0, i32 5, i32 2, i32 7>, !dbg !71
  call void @llvm.dbg.value(metadata <4 x i32> %24, metadata !38, metadata !DIExpression()), !dbg !54
  %25 = load i32, i32* %2, align 4, !dbg !72, !tbaa !57
  call void @llvm.dbg.value(metadata i32 %25, metadata !31, metadata !DIExpression()), !dbg !54
  %26 = and i32 %25, 3, !dbg !73
  %27 = insertelement <4 x i32> %24, i32 42, i32 %26, !dbg !74
  call void @llvm.dbg.value(metadata <4 x i32> %27, metadata !38, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata <8 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>, metadata !39, metadata !DIExpression()), !dbg !54
  %28 = trunc i32 %6 to i8, !dbg !75
  %29 = insertelement <8 x i8> poison, i8 %28, i64 0, !dbg !75
  %30 = shufflevector <8 x i8> %29, <8 x i8> poison, <8 x i32> zeroinitializer, !dbg !75
  %31 = bitcast <2 x i32> %10 to <8 x i8>, !dbg !76
  %32 = shufflevector <8 x i8> %31, <8 x i8> poison, <8 x i32> zeroinitializer, !dbg !76
  call void @llvm.dbg.value(metadata <8 x i8> %51, metadata !39, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 0, metadata !44, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 0, metadata !45, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 0, metadata !45, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 0, metadata !44, metadata !DIExpression()), !dbg !54
  %33 = add <4 x i32> %27, %23, !dbg !78
  %34 = extractelement <4 x i32> %33, i64 0, !dbg !78
  call void @llvm.dbg.value(metadata i32 %34, metadata !44, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 1, metadata !45, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 1, metadata !45, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %34, metadata !44, metadata !DIExpression()), !dbg !54
  %35 = mul i32 %34, 31, !dbg !80
  %36 = extractelement <4 x i32> %27, i64 1, !dbg !81
  %37 = add i32 %36, %35, !dbg !82
  %38 = extractelement <4 x i32> %23, i64 1, !dbg !83
  %39 = add i32 %37, %38, !dbg !78
  call void @llvm.dbg.value(metadata i32 %39, metadata !44, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 2, metadata !45, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 2, metadata !45, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %39, metadata !44, metadata !DIExpression()), !dbg !54
  %40 = mul i32 %39, 31, !dbg !80
  %41 = extractelement <4 x i32> %27, i64 2, !dbg !81
  %42 = add i32 %41, %40, !dbg !82
  %43 = extractelement <4 x i32> %23, i64 2, !dbg !83
  %44 = add i32 %42, %43, !dbg !78
  call void @llvm.dbg.value(metadata i32 %44, metadata !44, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 3, metadata !45, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 3, metadata !45, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %44, metadata !44, metadata !DIExpression()), !dbg !54
  %45 = mul i32 %44, 31, !dbg !80
  %46 = extractelement <4 x i32> %27, i64 3, !dbg !81
  %47 = add i32 %46, %45, !dbg !82
  %48 = extractelement <4 x i32> %23, i64 3, !dbg !83
  %49 = add i32 %47, %48, !dbg !78
  call void @llvm.dbg.value(metadata i32 %49, metadata !44, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 4, metadata !45, metadata !DIExpression()), !dbg !77
  %50 = mul <8 x i8> %30, <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>, !dbg !84
  %51 = add <8 x i8> %50, %32, !dbg !85
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 %49, metadata !44, metadata !DIExpression()), !dbg !54
  %52 = mul i32 %49, 7, !dbg !87
  %53 = extractelement <8 x i8> %51, i64 0, !dbg !89
  %54 = zext i8 %53 to i32, !dbg !89
  %55 = add i32 %52, %54, !dbg !90
  call void @llvm.dbg.value(metadata i32 %55, metadata !44, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 1, metadata !47, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 1, metadata !47, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 %55, metadata !44, metadata !DIExpression()), !dbg !54
  %56 = mul i32 %55, 7, !dbg !87
  %57 = extractelement <8 x i8> %51, i64 1, !dbg !89
  %58 = zext i8 %57 to i32, !dbg !89
  %59 = add i32 %56, %58, !dbg !90
  call void @llvm.dbg.value(metadata i32 %59, metadata !44, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 2, metadata !47, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 2, metadata !47, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 %59, metadata !44, metadata !DIExpression()), !dbg !54
  %60 = mul i32 %59, 7, !dbg !87
  %61 = extractelement <8 x i8> %51, i64 2, !dbg !89
  %62 = zext i8 %61 to i32, !dbg !89
  %63 = add i32 %60, %62, !dbg !90
  call void @llvm.dbg.value(metadata i32 %63, metadata !44, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 3, metadata !47, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 3, metadata !47, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 %63, metadata !44, metadata !DIExpression()), !dbg !54
  %64 = mul i32 %63, 7, !dbg !87
  %65 = extractelement <8 x i8> %51, i64 3, !dbg !89
  %66 = zext i8 %65 to i32, !dbg !89
  %67 = add i32 %64, %66, !dbg !90
  call void @llvm.dbg.value(metadata i32 %67, metadata !44, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 4, metadata !47, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 4, metadata !47, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 %67, metadata !44, metadata !DIExpression()), !dbg !54
  %68 = mul i32 %67, 7, !dbg !87
  %69 = extractelement <8 x i8> %51, i64 4, !dbg !89
  %70 = zext i8 %69 to i32, !dbg !89
  %71 = add i32 %68, %70, !dbg !90
  call void @llvm.dbg.value(metadata i32 %71, metadata !44, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 5, metadata !47, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 5, metadata !47, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 %71, metadata !44, metadata !DIExpression()), !dbg !54
  %72 = mul i32 %71, 7, !dbg !87
  %73 = extractelement <8 x i8> %51, i64 5, !dbg !89
  %74 = zext i8 %73 to i32, !dbg !89
  %75 = add i32 %72, %74, !dbg !90
  call void @llvm.dbg.value(metadata i32 %75, metadata !44, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 6, metadata !47, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 6, metadata !47, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 %75, metadata !44, metadata !DIExpression()), !dbg !54
  %76 = mul i32 %75, 7, !dbg !87
  %77 = extractelement <8 x i8> %51, i64 6, !dbg !89
  %78 = zext i8 %77 to i32, !dbg !89
  %79 = add i32 %76, %78, !dbg !90
  call void @llvm.dbg.value(metadata i32 %79, metadata !44, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 7, metadata !47, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 7, metadata !47, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 %79, metadata !44, metadata !DIExpression()), !dbg !54
  %80 = mul i32 %79, 7, !dbg !87
  %81 = extractelement <8 x i8> %51, i64 7, !dbg !89
  %82 = zext i8 %81 to i32, !dbg !89
  %83 = add i32 %80, %82, !dbg !90
  call void @llvm.dbg.value(metadata i32 %83, metadata !44, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 8, metadata !47, metadata !DIExpression()), !dbg !86
  %84 = urem i32 %83, 253, !dbg !91
  call void @llvm.dbg.value(metadata i32 %25, metadata !31, metadata !DIExpression()), !dbg !54
  %85 = icmp eq i32 %26, 0, !dbg !92
  %86 = zext i1 %85 to i32, !dbg !93
  %87 = extractelement <4 x i32> %27, i32 %86, !dbg !94
  %88 = srem i32 %87, 2, !dbg !95
  %89 = add nsw i32 %84, %88, !dbg !96
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #5, !dbg !97
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #5, !dbg !97
  ret i32 %89, !dbg !98
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

declare !dbg !99 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #3

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

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/vector_o2.c", directory: ".", checksumkind: CSK_MD5, checksum: "d1efcb8e38f07f6ad98ac21f0ac2df30")
!2 = !{!3, !8, !11}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !4, line: 24, baseType: !5)
!4 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !6, line: 38, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!7 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !4, line: 26, baseType: !9)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !6, line: 42, baseType: !10)
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !20, file: !20, line: 10, type: !21, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !23)
!20 = !DIFile(filename: "testdata/c/vector.c", directory: ".", checksumkind: CSK_MD5, checksum: "0c4dc3645dd5350c1e6c3ab44d3f8966")
!21 = !DISubroutineType(types: !22)
!22 = !{!11}
!23 = !{!24, !31, !32, !35, !36, !37, !38, !39, !44, !45, !47}
!24 = !DILocalVariable(name: "in", scope: !19, file: !20, line: 11, type: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 128, elements: !29)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !27, line: 26, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !6, line: 41, baseType: !11)
!29 = !{!30}
!30 = !DISubrange(count: 4)
!31 = !DILocalVariable(name: "k", scope: !19, file: !20, line: 12, type: !10)
!32 = !DILocalVariable(name: "a", scope: !19, file: !20, line: 15, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4si", file: !20, line: 7, baseType: !34)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 128, flags: DIFlagVector, elements: !29)
!35 = !DILocalVariable(name: "b", scope: !19, file: !20, line: 16, type: !33)
!36 = !DILocalVariable(name: "c", scope: !19, file: !20, line: 17, type: !33)
!37 = !DILocalVariable(name: "m", scope: !19, file: !20, line: 18, type: !33)
!38 = !DILocalVariable(name: "d", scope: !19, file: !20, line: 20, type: !33)
!39 = !DILocalVariable(name: "q", scope: !19, file: !20, line: 22, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8qi", file: !20, line: 8, baseType: !41)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 64, flags: DIFlagVector, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 8)
!44 = !DILocalVariable(name: "h", scope: !19, file: !20, line: 24, type: !8)
!45 = !DILocalVariable(name: "i", scope: !46, file: !20, line: 25, type: !11)
!46 = distinct !DILexicalBlock(scope: !19, file: !20, line: 25, column: 3)
!47 = !DILocalVariable(name: "i", scope: !48, file: !20, line: 27, type: !11)
!48 = distinct !DILexicalBlock(scope: !19, file: !20, line: 27, column: 3)
!49 = !DILocation(line: 11, column: 3, scope: !19)
!50 = !DILocation(line: 11, column: 11, scope: !19)
!51 = !DILocation(line: 12, column: 3, scope: !19)
!52 = !DILocation(line: 13, column: 22, scope: !19)
!53 = !DILocation(line: 13, column: 3, scope: !19)
!54 = !DILocation(line: 0, scope: !19)
!55 = !DILocation(line: 14, column: 3, scope: !19)
!56 = !DILocation(line: 15, column: 13, scope: !19)
!57 = !{!58, !58, i64 0}
!58 = !{!"int", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C/C++ TBAA"}
!61 = !DILocation(line: 15, column: 12, scope: !19)
!62 = !DILocation(line: 15, column: 20, scope: !19)
!63 = !DILocation(line: 15, column: 34, scope: !19)
!64 = !DILocation(line: 17, column: 14, scope: !19)
!65 = !DILocation(line: 17, column: 23, scope: !19)
!66 = !DILocation(line: 17, column: 34, scope: !19)
!67 = !DILocation(line: 17, column: 18, scope: !19)
!68 = !DILocation(line: 17, column: 29, scope: !19)
!69 = !DILocation(line: 18, column: 14, scope: !19)
!70 = !DILocation(line: 19, column: 9, scope: !19)
!71 = !DILocation(line: 20, column: 12, scope: !19)
!72 = !DILocation(line: 21, column: 5, scope: !19)
!73 = !DILocation(line: 21, column: 7, scope: !19)
!74 = !DILocation(line: 21, column: 12, scope: !19)
!75 = !DILocation(line: 23, column: 11, scope: !19)
!76 = !DILocation(line: 23, column: 28, scope: !19)
!77 = !DILocation(line: 0, scope: !46)
!78 = !DILocation(line: 26, column: 33, scope: !79)
!79 = distinct !DILexicalBlock(scope: !46, file: !20, line: 25, column: 3)
!80 = !DILocation(line: 26, column: 11, scope: !79)
!81 = !DILocation(line: 26, column: 28, scope: !79)
!82 = !DILocation(line: 26, column: 16, scope: !79)
!83 = !DILocation(line: 26, column: 45, scope: !79)
!84 = !DILocation(line: 23, column: 9, scope: !19)
!85 = !DILocation(line: 23, column: 26, scope: !19)
!86 = !DILocation(line: 0, scope: !48)
!87 = !DILocation(line: 28, column: 11, scope: !88)
!88 = distinct !DILexicalBlock(scope: !48, file: !20, line: 27, column: 3)
!89 = !DILocation(line: 28, column: 17, scope: !88)
!90 = !DILocation(line: 28, column: 15, scope: !88)
!91 = !DILocation(line: 29, column: 18, scope: !19)
!92 = !DILocation(line: 29, column: 40, scope: !19)
!93 = !DILocation(line: 29, column: 34, scope: !19)
!94 = !DILocation(line: 29, column: 32, scope: !19)
!95 = !DILocation(line: 29, column: 54, scope: !19)
!96 = !DILocation(line: 29, column: 25, scope: !19)
!97 = !DILocation(line: 30, column: 1, scope: !19)
!98 = !DILocation(line: 29, column: 3, scope: !19)
!99 = !DISubprogram(name: "klee_make_symbolic", scope: !100, file: !100, line: 29, type: !101, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !110)
!100 = !DIFile(filename: "../runtime/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "eb330d06331ebd256075f4921e865545")
!101 = !DISubroutineType(types: !102)
!102 = !{null, !103, !104, !107}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !105, line: 46, baseType: !106)
!105 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!106 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !109)
!109 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!110 = !{}
