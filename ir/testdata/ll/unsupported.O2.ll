; ModuleID = 'testdata/c/unsupported.c'
source_filename = "testdata/c/unsupported.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@computed.t = internal unnamed_addr constant [2 x i8*] [i8* blockaddress(@computed, %7), i8* blockaddress(@computed, %6)], align 16, !dbg !0

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local { i64, i64 } @wide(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #0 !dbg !25 {
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = zext i64 %0 to i128
  %8 = or i128 %6, %7
  %9 = zext i64 %3 to i128
  %10 = shl nuw i128 %9, 64
  %11 = zext i64 %2 to i128
  %12 = or i128 %10, %11
  call void @llvm.dbg.value(metadata i128 %8, metadata !30, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i128 %12, metadata !31, metadata !DIExpression()), !dbg !32
  %13 = mul nsw i128 %12, %8, !dbg !33
  %14 = trunc i128 %13 to i64, !dbg !34
  %15 = lshr i128 %13, 64, !dbg !34
  %16 = trunc i128 %15 to i64, !dbg !34
  %17 = insertvalue { i64, i64 } poison, i64 %14, 0, !dbg !34
  %18 = insertvalue { i64, i64 } %17, i64 %16, 1, !dbg !34
  ret { i64, i64 } %18, !dbg !34
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local x86_fp80 @ext(x86_fp80 noundef %0) local_unnamed_addr #0 !dbg !35 {
  call void @llvm.dbg.value(metadata x86_fp80 %0, metadata !40, metadata !DIExpression()), !dbg !41
  %2 = fmul x86_fp80 %0, 0xK40008000000000000000, !dbg !42
  ret x86_fp80 %2, !dbg !43
}

; Function Attrs: nounwind uwtable
define dso_local i32 @asm_nop(i32 noundef returned %0) local_unnamed_addr #1 !dbg !44 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !46, metadata !DIExpression()), !dbg !47
  tail call void asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"() #4, !dbg !48, !srcloc !49
  ret i32 %0, !dbg !50
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @computed(i32 noundef %0) #0 !dbg !2 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !11, metadata !DIExpression()), !dbg !51
  %2 = and i32 %0, 1, !dbg !52
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [2 x i8*], [2 x i8*]* @computed.t, i64 0, i64 %3, !dbg !53
  %5 = load i8*, i8** %4, align 8, !dbg !53, !tbaa !54
  indirectbr i8* %5, [label %7, label %6]

6:                                                ; preds = %1
  call void @llvm.dbg.label(metadata !13), !dbg !58
  br label %7, !dbg !59

7:                                                ; preds = %1, %6
  %8 = phi i32 [ 2, %6 ], [ 1, %1 ], !dbg !51
  ret i32 %8, !dbg !60
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !61 {
  call void @llvm.dbg.value(metadata i32 1, metadata !46, metadata !DIExpression()) #4, !dbg !64
  tail call void asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"() #4, !dbg !66, !srcloc !49
  %1 = tail call i32 @computed(i32 noundef 1), !dbg !67
  %2 = add nsw i32 %1, 15, !dbg !68
  ret i32 %2, !dbg !69
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "t", scope: !2, file: !3, line: 6, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "computed", scope: !3, file: !3, line: 5, type: !4, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !10)
!3 = !DIFile(filename: "testdata/c/unsupported.c", directory: ".", checksumkind: CSK_MD5, checksum: "f7e1f0de5672fadfba1272f76d83b1c3")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !9, splitDebugInlining: false, nameTableKind: None)
!8 = !{!6}
!9 = !{!0}
!10 = !{!11, !12, !13}
!11 = !DILocalVariable(name: "i", arg: 1, scope: !2, file: !3, line: 5, type: !6)
!12 = !DILabel(scope: !2, name: "a", file: !3, line: 8)
!13 = !DILabel(scope: !2, name: "b", file: !3, line: 10)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!16 = !{!17}
!17 = !DISubrange(count: 2)
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "wide", scope: !3, file: !3, line: 2, type: !26, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !29)
!26 = !DISubroutineType(types: !27)
!27 = !{!28, !28, !28}
!28 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!29 = !{!30, !31}
!30 = !DILocalVariable(name: "a", arg: 1, scope: !25, file: !3, line: 2, type: !28)
!31 = !DILocalVariable(name: "b", arg: 2, scope: !25, file: !3, line: 2, type: !28)
!32 = !DILocation(line: 0, scope: !25)
!33 = !DILocation(line: 2, column: 50, scope: !25)
!34 = !DILocation(line: 2, column: 41, scope: !25)
!35 = distinct !DISubprogram(name: "ext", scope: !3, file: !3, line: 3, type: !36, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !39)
!36 = !DISubroutineType(types: !37)
!37 = !{!38, !38}
!38 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!39 = !{!40}
!40 = !DILocalVariable(name: "a", arg: 1, scope: !35, file: !3, line: 3, type: !38)
!41 = !DILocation(line: 0, scope: !35)
!42 = !DILocation(line: 3, column: 43, scope: !35)
!43 = !DILocation(line: 3, column: 34, scope: !35)
!44 = distinct !DISubprogram(name: "asm_nop", scope: !3, file: !3, line: 4, type: !4, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !45)
!45 = !{!46}
!46 = !DILocalVariable(name: "x", arg: 1, scope: !44, file: !3, line: 4, type: !6)
!47 = !DILocation(line: 0, scope: !44)
!48 = !DILocation(line: 4, column: 22, scope: !44)
!49 = !{i64 214}
!50 = !DILocation(line: 4, column: 47, scope: !44)
!51 = !DILocation(line: 0, scope: !2)
!52 = !DILocation(line: 7, column: 13, scope: !2)
!53 = !DILocation(line: 7, column: 9, scope: !2)
!54 = !{!55, !55, i64 0}
!55 = !{!"any pointer", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocation(line: 10, column: 1, scope: !2)
!59 = !DILocation(line: 11, column: 3, scope: !2)
!60 = !DILocation(line: 12, column: 1, scope: !2)
!61 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !62, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !63)
!62 = !DISubroutineType(types: !8)
!63 = !{}
!64 = !DILocation(line: 0, scope: !44, inlinedAt: !65)
!65 = distinct !DILocation(line: 13, column: 60, scope: !61)
!66 = !DILocation(line: 4, column: 22, scope: !44, inlinedAt: !65)
!67 = !DILocation(line: 13, column: 73, scope: !61)
!68 = !DILocation(line: 13, column: 71, scope: !61)
!69 = !DILocation(line: 13, column: 18, scope: !61)
