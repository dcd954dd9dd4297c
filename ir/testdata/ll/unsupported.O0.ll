; ModuleID = 'testdata/c/unsupported.c'
source_filename = "testdata/c/unsupported.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@computed.t = internal global [2 x i8*] [i8* blockaddress(@computed, %9), i8* blockaddress(@computed, %10)], align 16, !dbg !0

; Function Attrs: noinline nounwind uwtable
define dso_local { i64, i64 } @wide(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 !dbg !23 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = bitcast i128* %6 to { i64, i64 }*
  %11 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %10, i32 0, i32 0
  store i64 %0, i64* %11, align 16
  %12 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %10, i32 0, i32 1
  store i64 %1, i64* %12, align 8
  %13 = load i128, i128* %6, align 16
  %14 = bitcast i128* %7 to { i64, i64 }*
  %15 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %14, i32 0, i32 0
  store i64 %2, i64* %15, align 16
  %16 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %14, i32 0, i32 1
  store i64 %3, i64* %16, align 8
  %17 = load i128, i128* %7, align 16
  store i128 %13, i128* %8, align 16
  call void @llvm.dbg.declare(metadata i128* %8, metadata !27, metadata !DIExpression()), !dbg !28
  store i128 %17, i128* %9, align 16
  call void @llvm.dbg.declare(metadata i128* %9, metadata !29, metadata !DIExpression()), !dbg !30
  %18 = load i128, i128* %8, align 16, !dbg !31
  %19 = load i128, i128* %9, align 16, !dbg !32
  %20 = mul nsw i128 %18, %19, !dbg !33
  store i128 %20, i128* %5, align 16, !dbg !34
  %21 = bitcast i128* %5 to { i64, i64 }*, !dbg !34
  %22 = load { i64, i64 }, { i64, i64 }* %21, align 16, !dbg !34
  ret { i64, i64 } %22, !dbg !34
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define dso_local x86_fp80 @ext(x86_fp80 noundef %0) #0 !dbg !35 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, x86_fp80* %2, align 16
  call void @llvm.dbg.declare(metadata x86_fp80* %2, metadata !39, metadata !DIExpression()), !dbg !40
  %3 = load x86_fp80, x86_fp80* %2, align 16, !dbg !41
  %4 = fmul x86_fp80 %3, 0xK40008000000000000000, !dbg !42
  ret x86_fp80 %4, !dbg !43
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @asm_nop(i32 noundef %0) #0 !dbg !44 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !45, metadata !DIExpression()), !dbg !46
  call void asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"() #2, !dbg !47, !srcloc !48
  %3 = load i32, i32* %2, align 4, !dbg !49
  ret i32 %3, !dbg !50
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @computed(i32 noundef %0) #0 !dbg !2 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !51, metadata !DIExpression()), !dbg !52
  %4 = load i32, i32* %3, align 4, !dbg !53
  %5 = and i32 %4, 1, !dbg !54
  %6 = sext i32 %5 to i64, !dbg !55
  %7 = getelementptr inbounds [2 x i8*], [2 x i8*]* @computed.t, i64 0, i64 %6, !dbg !55
  %8 = load i8*, i8** %7, align 8, !dbg !55
  br label %13, !dbg !56

9:                                                ; preds = %13
  call void @llvm.dbg.label(metadata !57), !dbg !58
  store i32 1, i32* %2, align 4, !dbg !59
  br label %11, !dbg !59

10:                                               ; preds = %13
  call void @llvm.dbg.label(metadata !60), !dbg !61
  store i32 2, i32* %2, align 4, !dbg !62
  br label %11, !dbg !62

11:                                               ; preds = %10, %9
  %12 = load i32, i32* %2, align 4, !dbg !63
  ret i32 %12, !dbg !63

13:                                               ; preds = %1
  %14 = phi i8* [ %8, %1 ]
  indirectbr i8* %14, [label %9, label %10]
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !64 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i32 0, i32* %1, align 4
  store i128 3, i128* %2, align 16, !dbg !66
  %5 = bitcast i128* %2 to { i64, i64 }*, !dbg !66
  %6 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %5, i32 0, i32 0, !dbg !66
  %7 = load i64, i64* %6, align 16, !dbg !66
  %8 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %5, i32 0, i32 1, !dbg !66
  %9 = load i64, i64* %8, align 8, !dbg !66
  store i128 4, i128* %3, align 16, !dbg !66
  %10 = bitcast i128* %3 to { i64, i64 }*, !dbg !66
  %11 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %10, i32 0, i32 0, !dbg !66
  %12 = load i64, i64* %11, align 16, !dbg !66
  %13 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %10, i32 0, i32 1, !dbg !66
  %14 = load i64, i64* %13, align 8, !dbg !66
  %15 = call { i64, i64 } @wide(i64 noundef %7, i64 noundef %9, i64 noundef %12, i64 noundef %14), !dbg !66
  %16 = bitcast i128* %4 to { i64, i64 }*, !dbg !66
  %17 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %16, i32 0, i32 0, !dbg !66
  %18 = extractvalue { i64, i64 } %15, 0, !dbg !66
  store i64 %18, i64* %17, align 16, !dbg !66
  %19 = getelementptr inbounds { i64, i64 }, { i64, i64 }* %16, i32 0, i32 1, !dbg !66
  %20 = extractvalue { i64, i64 } %15, 1, !dbg !66
  store i64 %20, i64* %19, align 8, !dbg !66
  %21 = load i128, i128* %4, align 16, !dbg !66
  %22 = trunc i128 %21 to i32, !dbg !67
  %23 = call x86_fp80 @ext(x86_fp80 noundef 0xK3FFF8000000000000000), !dbg !68
  %24 = fptosi x86_fp80 %23 to i32, !dbg !69
  %25 = add nsw i32 %22, %24, !dbg !70
  %26 = call i32 @asm_nop(i32 noundef 1), !dbg !71
  %27 = add nsw i32 %25, %26, !dbg !72
  %28 = call i32 @computed(i32 noundef 1), !dbg !73
  %29 = add nsw i32 %27, %28, !dbg !74
  ret i32 %29, !dbg !75
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "t", scope: !2, file: !3, line: 6, type: !11, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "computed", scope: !3, file: !3, line: 5, type: !4, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !10)
!3 = !DIFile(filename: "testdata/c/unsupported.c", directory: ".", checksumkind: CSK_MD5, checksum: "f7e1f0de5672fadfba1272f76d83b1c3")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !9, splitDebugInlining: false, nameTableKind: None)
!8 = !{!6}
!9 = !{!0}
!10 = !{}
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !13)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!13 = !{!14}
!14 = !DISubrange(count: 2)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "wide", scope: !3, file: !3, line: 2, type: !24, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !10)
!24 = !DISubroutineType(types: !25)
!25 = !{!26, !26, !26}
!26 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!27 = !DILocalVariable(name: "a", arg: 1, scope: !23, file: !3, line: 2, type: !26)
!28 = !DILocation(line: 2, column: 24, scope: !23)
!29 = !DILocalVariable(name: "b", arg: 2, scope: !23, file: !3, line: 2, type: !26)
!30 = !DILocation(line: 2, column: 36, scope: !23)
!31 = !DILocation(line: 2, column: 48, scope: !23)
!32 = !DILocation(line: 2, column: 52, scope: !23)
!33 = !DILocation(line: 2, column: 50, scope: !23)
!34 = !DILocation(line: 2, column: 41, scope: !23)
!35 = distinct !DISubprogram(name: "ext", scope: !3, file: !3, line: 3, type: !36, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !10)
!36 = !DISubroutineType(types: !37)
!37 = !{!38, !38}
!38 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!39 = !DILocalVariable(name: "a", arg: 1, scope: !35, file: !3, line: 3, type: !38)
!40 = !DILocation(line: 3, column: 29, scope: !35)
!41 = !DILocation(line: 3, column: 41, scope: !35)
!42 = !DILocation(line: 3, column: 43, scope: !35)
!43 = !DILocation(line: 3, column: 34, scope: !35)
!44 = distinct !DISubprogram(name: "asm_nop", scope: !3, file: !3, line: 4, type: !4, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !10)
!45 = !DILocalVariable(name: "x", arg: 1, scope: !44, file: !3, line: 4, type: !6)
!46 = !DILocation(line: 4, column: 17, scope: !44)
!47 = !DILocation(line: 4, column: 22, scope: !44)
!48 = !{i64 214}
!49 = !DILocation(line: 4, column: 54, scope: !44)
!50 = !DILocation(line: 4, column: 47, scope: !44)
!51 = !DILocalVariable(name: "i", arg: 1, scope: !2, file: !3, line: 5, type: !6)
!52 = !DILocation(line: 5, column: 18, scope: !2)
!53 = !DILocation(line: 7, column: 11, scope: !2)
!54 = !DILocation(line: 7, column: 13, scope: !2)
!55 = !DILocation(line: 7, column: 9, scope: !2)
!56 = !DILocation(line: 7, column: 3, scope: !2)
!57 = !DILabel(scope: !2, name: "a", file: !3, line: 8)
!58 = !DILocation(line: 8, column: 1, scope: !2)
!59 = !DILocation(line: 9, column: 3, scope: !2)
!60 = !DILabel(scope: !2, name: "b", file: !3, line: 10)
!61 = !DILocation(line: 10, column: 1, scope: !2)
!62 = !DILocation(line: 11, column: 3, scope: !2)
!63 = !DILocation(line: 12, column: 1, scope: !2)
!64 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !65, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !10)
!65 = !DISubroutineType(types: !8)
!66 = !DILocation(line: 13, column: 30, scope: !64)
!67 = !DILocation(line: 13, column: 25, scope: !64)
!68 = !DILocation(line: 13, column: 48, scope: !64)
!69 = !DILocation(line: 13, column: 43, scope: !64)
!70 = !DILocation(line: 13, column: 41, scope: !64)
!71 = !DILocation(line: 13, column: 60, scope: !64)
!72 = !DILocation(line: 13, column: 58, scope: !64)
!73 = !DILocation(line: 13, column: 73, scope: !64)
!74 = !DILocation(line: 13, column: 71, scope: !64)
!75 = !DILocation(line: 13, column: 18, scope: !64)
