; ModuleID = 'testdata/c/structs_o2.c'
source_filename = "testdata/c/structs_o2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !12 {
  %1 = alloca i32, align 4
  %2 = bitcast i32* %1 to i8*, !dbg !34
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #4, !dbg !34
  call void @llvm.dbg.value(metadata i32* %1, metadata !17, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @klee_make_symbolic(i8* noundef nonnull %2, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #4, !dbg !36
  %3 = load i32, i32* %1, align 4, !dbg !37, !tbaa !38
  call void @llvm.dbg.value(metadata i32 %3, metadata !17, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !18, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64)), !dbg !35
  call void @llvm.dbg.value(metadata i64 3, metadata !18, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !35
  call void @llvm.dbg.value(metadata i64 3, metadata !24, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !24, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !17, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !25, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 undef, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !25, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !25, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !25, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value, DW_OP_LLVM_fragment, 160, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !25, metadata !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !25, metadata !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value, DW_OP_LLVM_fragment, 224, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !25, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !25, metadata !DIExpression(DW_OP_plus_uconst, 9, DW_OP_stack_value, DW_OP_LLVM_fragment, 288, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !25, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 320, 8)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !33, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !33, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 undef, metadata !33, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !33, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 96, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !33, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value, DW_OP_LLVM_fragment, 128, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !33, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value, DW_OP_LLVM_fragment, 160, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !33, metadata !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value, DW_OP_LLVM_fragment, 192, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !33, metadata !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value, DW_OP_LLVM_fragment, 224, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !33, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 256, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !33, metadata !DIExpression(DW_OP_plus_uconst, 9, DW_OP_stack_value, DW_OP_LLVM_fragment, 288, 32)), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !33, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 320, 8)), !dbg !35
  call void @llvm.dbg.value(metadata i32 7, metadata !33, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !35
  %4 = mul i32 %3, 9
  %5 = shl i32 %3, 1
  %6 = add i32 %5, 42
  %7 = add i32 %6, %4
  %8 = shl i32 %7, 1
  %9 = add i32 %8, 25, !dbg !42
  %10 = and i32 %9, 127, !dbg !42
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #4, !dbg !43
  ret i32 %10, !dbg !44
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !45 void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #2

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
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/structs_o2.c", directory: ".", checksumkind: CSK_MD5, checksum: "0016ef548b28bd865e84bdbfd4e13731")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !13, file: !13, line: 30, type: !14, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!13 = !DIFile(filename: "testdata/c/structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "e67551a4496095609efba7def17975c1")
!14 = !DISubroutineType(types: !15)
!15 = !{!3}
!16 = !{!17, !18, !24, !25, !33}
!17 = !DILocalVariable(name: "x", scope: !12, file: !13, line: 31, type: !3)
!18 = !DILocalVariable(name: "p", scope: !12, file: !13, line: 33, type: !19)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !13, line: 7, size: 128, elements: !20)
!20 = !{!21, !23}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !19, file: !13, line: 7, baseType: !22, size: 64)
!22 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !19, file: !13, line: 7, baseType: !22, size: 64, offset: 64)
!24 = !DILocalVariable(name: "q", scope: !12, file: !13, line: 34, type: !19)
!25 = !DILocalVariable(name: "b", scope: !12, file: !13, line: 35, type: !26)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !13, line: 8, size: 352, elements: !27)
!27 = !{!28, !32}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !26, file: !13, line: 8, baseType: !29, size: 320)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 320, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 10)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !26, file: !13, line: 8, baseType: !4, size: 8, offset: 320)
!33 = !DILocalVariable(name: "c", scope: !12, file: !13, line: 35, type: !26)
!34 = !DILocation(line: 31, column: 3, scope: !12)
!35 = !DILocation(line: 0, scope: !12)
!36 = !DILocation(line: 32, column: 3, scope: !12)
!37 = !DILocation(line: 33, column: 20, scope: !12)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 38, column: 10, scope: !12)
!43 = !DILocation(line: 39, column: 1, scope: !12)
!44 = !DILocation(line: 38, column: 3, scope: !12)
!45 = !DISubprogram(name: "klee_make_symbolic", scope: !46, file: !46, line: 29, type: !47, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !55)
!46 = !DIFile(filename: "../runtime/include/klee/klee.h", directory: ".", checksumkind: CSK_MD5, checksum: "eb330d06331ebd256075f4921e865545")
!47 = !DISubroutineType(types: !48)
!48 = !{null, !49, !50, !53}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !51, line: 46, baseType: !52)
!51 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!55 = !{}
