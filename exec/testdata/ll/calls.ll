; ModuleID = 'testdata/c/calls.c'
source_filename = "testdata/c/calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @mix(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !13 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !22, metadata !DIExpression()), !dbg !23
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !24, metadata !DIExpression()), !dbg !25
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.declare(metadata i32* %7, metadata !28, metadata !DIExpression()), !dbg !29
  %8 = load i32, i32* %4, align 4, !dbg !30
  %9 = load i32, i32* %5, align 4, !dbg !31
  %10 = xor i32 %8, %9, !dbg !32
  store i32 %10, i32* %7, align 4, !dbg !29
  %11 = load i32, i32* %7, align 4, !dbg !33
  %12 = load i32, i32* %6, align 4, !dbg !34
  %13 = mul i32 %11, %12, !dbg !35
  ret i32 %13, !dbg !36
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !37 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [64 x i8], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !40, metadata !DIExpression()), !dbg !41
  store i32 -2128831035, i32* %2, align 4, !dbg !41
  call void @llvm.dbg.declare(metadata [64 x i8]* %3, metadata !42, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.declare(metadata i32* %4, metadata !47, metadata !DIExpression()), !dbg !49
  store i32 0, i32* %4, align 4, !dbg !49
  br label %7, !dbg !50

7:                                                ; preds = %17, %0
  %8 = load i32, i32* %4, align 4, !dbg !51
  %9 = icmp slt i32 %8, 64, !dbg !53
  br i1 %9, label %10, label %20, !dbg !54

10:                                               ; preds = %7
  %11 = load i32, i32* %4, align 4, !dbg !55
  %12 = mul nsw i32 %11, 7, !dbg !56
  %13 = trunc i32 %12 to i8, !dbg !57
  %14 = load i32, i32* %4, align 4, !dbg !58
  %15 = sext i32 %14 to i64, !dbg !59
  %16 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %15, !dbg !59
  store i8 %13, i8* %16, align 1, !dbg !60
  br label %17, !dbg !59

17:                                               ; preds = %10
  %18 = load i32, i32* %4, align 4, !dbg !61
  %19 = add nsw i32 %18, 1, !dbg !61
  store i32 %19, i32* %4, align 4, !dbg !61
  br label %7, !dbg !62, !llvm.loop !63

20:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %5, metadata !66, metadata !DIExpression()), !dbg !68
  store i32 0, i32* %5, align 4, !dbg !68
  br label %21, !dbg !69

21:                                               ; preds = %40, %20
  %22 = load i32, i32* %5, align 4, !dbg !70
  %23 = icmp slt i32 %22, 20000, !dbg !72
  br i1 %23, label %24, label %43, !dbg !73

24:                                               ; preds = %21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !74, metadata !DIExpression()), !dbg !76
  store i32 0, i32* %6, align 4, !dbg !76
  br label %25, !dbg !77

25:                                               ; preds = %36, %24
  %26 = load i32, i32* %6, align 4, !dbg !78
  %27 = icmp slt i32 %26, 64, !dbg !80
  br i1 %27, label %28, label %39, !dbg !81

28:                                               ; preds = %25
  %29 = load i32, i32* %2, align 4, !dbg !82
  %30 = load i32, i32* %6, align 4, !dbg !83
  %31 = sext i32 %30 to i64, !dbg !84
  %32 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %31, !dbg !84
  %33 = load i8, i8* %32, align 1, !dbg !84
  %34 = zext i8 %33 to i32, !dbg !84
  %35 = call i32 @mix(i32 noundef %29, i32 noundef %34, i32 noundef 16777619), !dbg !85
  store i32 %35, i32* %2, align 4, !dbg !86
  br label %36, !dbg !87

36:                                               ; preds = %28
  %37 = load i32, i32* %6, align 4, !dbg !88
  %38 = add nsw i32 %37, 1, !dbg !88
  store i32 %38, i32* %6, align 4, !dbg !88
  br label %25, !dbg !89, !llvm.loop !90

39:                                               ; preds = %25
  br label %40, !dbg !91

40:                                               ; preds = %39
  %41 = load i32, i32* %5, align 4, !dbg !92
  %42 = add nsw i32 %41, 1, !dbg !92
  store i32 %42, i32* %5, align 4, !dbg !92
  br label %21, !dbg !93, !llvm.loop !94

43:                                               ; preds = %21
  %44 = load i32, i32* %2, align 4, !dbg !96
  %45 = and i32 %44, 255, !dbg !97
  ret i32 %45, !dbg !98
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/calls.c", directory: ".", checksumkind: CSK_MD5, checksum: "8a31fc5bdcf9ae987d525c93d8e79855")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "mix", scope: !1, file: !1, line: 9, type: !14, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16, !16, !16}
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !17, line: 26, baseType: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !19, line: 42, baseType: !20)
!19 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!20 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!21 = !{}
!22 = !DILocalVariable(name: "h", arg: 1, scope: !13, file: !1, line: 9, type: !16)
!23 = !DILocation(line: 9, column: 49, scope: !13)
!24 = !DILocalVariable(name: "b", arg: 2, scope: !13, file: !1, line: 9, type: !16)
!25 = !DILocation(line: 9, column: 61, scope: !13)
!26 = !DILocalVariable(name: "k", arg: 3, scope: !13, file: !1, line: 9, type: !16)
!27 = !DILocation(line: 9, column: 73, scope: !13)
!28 = !DILocalVariable(name: "r", scope: !13, file: !1, line: 10, type: !16)
!29 = !DILocation(line: 10, column: 12, scope: !13)
!30 = !DILocation(line: 10, column: 16, scope: !13)
!31 = !DILocation(line: 10, column: 20, scope: !13)
!32 = !DILocation(line: 10, column: 18, scope: !13)
!33 = !DILocation(line: 11, column: 10, scope: !13)
!34 = !DILocation(line: 11, column: 14, scope: !13)
!35 = !DILocation(line: 11, column: 12, scope: !13)
!36 = !DILocation(line: 11, column: 3, scope: !13)
!37 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !38, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!38 = !DISubroutineType(types: !39)
!39 = !{!4}
!40 = !DILocalVariable(name: "h", scope: !37, file: !1, line: 15, type: !16)
!41 = !DILocation(line: 15, column: 12, scope: !37)
!42 = !DILocalVariable(name: "buf", scope: !37, file: !1, line: 16, type: !43)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 512, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 64)
!46 = !DILocation(line: 16, column: 17, scope: !37)
!47 = !DILocalVariable(name: "i", scope: !48, file: !1, line: 17, type: !4)
!48 = distinct !DILexicalBlock(scope: !37, file: !1, line: 17, column: 3)
!49 = !DILocation(line: 17, column: 12, scope: !48)
!50 = !DILocation(line: 17, column: 8, scope: !48)
!51 = !DILocation(line: 17, column: 19, scope: !52)
!52 = distinct !DILexicalBlock(scope: !48, file: !1, line: 17, column: 3)
!53 = !DILocation(line: 17, column: 21, scope: !52)
!54 = !DILocation(line: 17, column: 3, scope: !48)
!55 = !DILocation(line: 18, column: 30, scope: !52)
!56 = !DILocation(line: 18, column: 32, scope: !52)
!57 = !DILocation(line: 18, column: 14, scope: !52)
!58 = !DILocation(line: 18, column: 9, scope: !52)
!59 = !DILocation(line: 18, column: 5, scope: !52)
!60 = !DILocation(line: 18, column: 12, scope: !52)
!61 = !DILocation(line: 17, column: 28, scope: !52)
!62 = !DILocation(line: 17, column: 3, scope: !52)
!63 = distinct !{!63, !54, !64, !65}
!64 = !DILocation(line: 18, column: 35, scope: !48)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocalVariable(name: "round", scope: !67, file: !1, line: 19, type: !4)
!67 = distinct !DILexicalBlock(scope: !37, file: !1, line: 19, column: 3)
!68 = !DILocation(line: 19, column: 12, scope: !67)
!69 = !DILocation(line: 19, column: 8, scope: !67)
!70 = !DILocation(line: 19, column: 23, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !1, line: 19, column: 3)
!72 = !DILocation(line: 19, column: 29, scope: !71)
!73 = !DILocation(line: 19, column: 3, scope: !67)
!74 = !DILocalVariable(name: "i", scope: !75, file: !1, line: 20, type: !4)
!75 = distinct !DILexicalBlock(scope: !71, file: !1, line: 20, column: 5)
!76 = !DILocation(line: 20, column: 14, scope: !75)
!77 = !DILocation(line: 20, column: 10, scope: !75)
!78 = !DILocation(line: 20, column: 21, scope: !79)
!79 = distinct !DILexicalBlock(scope: !75, file: !1, line: 20, column: 5)
!80 = !DILocation(line: 20, column: 23, scope: !79)
!81 = !DILocation(line: 20, column: 5, scope: !75)
!82 = !DILocation(line: 21, column: 15, scope: !79)
!83 = !DILocation(line: 21, column: 22, scope: !79)
!84 = !DILocation(line: 21, column: 18, scope: !79)
!85 = !DILocation(line: 21, column: 11, scope: !79)
!86 = !DILocation(line: 21, column: 9, scope: !79)
!87 = !DILocation(line: 21, column: 7, scope: !79)
!88 = !DILocation(line: 20, column: 30, scope: !79)
!89 = !DILocation(line: 20, column: 5, scope: !79)
!90 = distinct !{!90, !81, !91, !65}
!91 = !DILocation(line: 21, column: 35, scope: !75)
!92 = !DILocation(line: 19, column: 43, scope: !71)
!93 = !DILocation(line: 19, column: 3, scope: !71)
!94 = distinct !{!94, !73, !95, !65}
!95 = !DILocation(line: 21, column: 35, scope: !67)
!96 = !DILocation(line: 22, column: 16, scope: !37)
!97 = !DILocation(line: 22, column: 18, scope: !37)
!98 = !DILocation(line: 22, column: 3, scope: !37)
