; ModuleID = 'testdata/c/fnv.c'
source_filename = "testdata/c/fnv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !13 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [64 x i8], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !17, metadata !DIExpression()), !dbg !23
  store i32 -2128831035, i32* %2, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata [64 x i8]* %3, metadata !24, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %4, metadata !29, metadata !DIExpression()), !dbg !31
  store i32 0, i32* %4, align 4, !dbg !31
  br label %7, !dbg !32

7:                                                ; preds = %17, %0
  %8 = load i32, i32* %4, align 4, !dbg !33
  %9 = icmp slt i32 %8, 64, !dbg !35
  br i1 %9, label %10, label %20, !dbg !36

10:                                               ; preds = %7
  %11 = load i32, i32* %4, align 4, !dbg !37
  %12 = mul nsw i32 %11, 7, !dbg !38
  %13 = trunc i32 %12 to i8, !dbg !39
  %14 = load i32, i32* %4, align 4, !dbg !40
  %15 = sext i32 %14 to i64, !dbg !41
  %16 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %15, !dbg !41
  store i8 %13, i8* %16, align 1, !dbg !42
  br label %17, !dbg !41

17:                                               ; preds = %10
  %18 = load i32, i32* %4, align 4, !dbg !43
  %19 = add nsw i32 %18, 1, !dbg !43
  store i32 %19, i32* %4, align 4, !dbg !43
  br label %7, !dbg !44, !llvm.loop !45

20:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %5, metadata !48, metadata !DIExpression()), !dbg !50
  store i32 0, i32* %5, align 4, !dbg !50
  br label %21, !dbg !51

21:                                               ; preds = %42, %20
  %22 = load i32, i32* %5, align 4, !dbg !52
  %23 = icmp slt i32 %22, 20000, !dbg !54
  br i1 %23, label %24, label %45, !dbg !55

24:                                               ; preds = %21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !56, metadata !DIExpression()), !dbg !58
  store i32 0, i32* %6, align 4, !dbg !58
  br label %25, !dbg !59

25:                                               ; preds = %38, %24
  %26 = load i32, i32* %6, align 4, !dbg !60
  %27 = icmp slt i32 %26, 64, !dbg !62
  br i1 %27, label %28, label %41, !dbg !63

28:                                               ; preds = %25
  %29 = load i32, i32* %6, align 4, !dbg !64
  %30 = sext i32 %29 to i64, !dbg !66
  %31 = getelementptr inbounds [64 x i8], [64 x i8]* %3, i64 0, i64 %30, !dbg !66
  %32 = load i8, i8* %31, align 1, !dbg !66
  %33 = zext i8 %32 to i32, !dbg !66
  %34 = load i32, i32* %2, align 4, !dbg !67
  %35 = xor i32 %34, %33, !dbg !67
  store i32 %35, i32* %2, align 4, !dbg !67
  %36 = load i32, i32* %2, align 4, !dbg !68
  %37 = mul i32 %36, 16777619, !dbg !68
  store i32 %37, i32* %2, align 4, !dbg !68
  br label %38, !dbg !69

38:                                               ; preds = %28
  %39 = load i32, i32* %6, align 4, !dbg !70
  %40 = add nsw i32 %39, 1, !dbg !70
  store i32 %40, i32* %6, align 4, !dbg !70
  br label %25, !dbg !71, !llvm.loop !72

41:                                               ; preds = %25
  br label %42, !dbg !73

42:                                               ; preds = %41
  %43 = load i32, i32* %5, align 4, !dbg !74
  %44 = add nsw i32 %43, 1, !dbg !74
  store i32 %44, i32* %5, align 4, !dbg !74
  br label %21, !dbg !75, !llvm.loop !76

45:                                               ; preds = %21
  %46 = load i32, i32* %2, align 4, !dbg !78
  %47 = and i32 %46, 255, !dbg !79
  ret i32 %47, !dbg !80
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/fnv.c", directory: ".", checksumkind: CSK_MD5, checksum: "623845fac94d8c3638a18fcd0e16ce1a")
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
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 7, type: !14, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!14 = !DISubroutineType(types: !15)
!15 = !{!4}
!16 = !{}
!17 = !DILocalVariable(name: "h", scope: !13, file: !1, line: 8, type: !18)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !19, line: 26, baseType: !20)
!19 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !21, line: 42, baseType: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!22 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!23 = !DILocation(line: 8, column: 12, scope: !13)
!24 = !DILocalVariable(name: "buf", scope: !13, file: !1, line: 9, type: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 512, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 64)
!28 = !DILocation(line: 9, column: 17, scope: !13)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 10, type: !4)
!30 = distinct !DILexicalBlock(scope: !13, file: !1, line: 10, column: 3)
!31 = !DILocation(line: 10, column: 12, scope: !30)
!32 = !DILocation(line: 10, column: 8, scope: !30)
!33 = !DILocation(line: 10, column: 19, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 10, column: 3)
!35 = !DILocation(line: 10, column: 21, scope: !34)
!36 = !DILocation(line: 10, column: 3, scope: !30)
!37 = !DILocation(line: 11, column: 30, scope: !34)
!38 = !DILocation(line: 11, column: 32, scope: !34)
!39 = !DILocation(line: 11, column: 14, scope: !34)
!40 = !DILocation(line: 11, column: 9, scope: !34)
!41 = !DILocation(line: 11, column: 5, scope: !34)
!42 = !DILocation(line: 11, column: 12, scope: !34)
!43 = !DILocation(line: 10, column: 28, scope: !34)
!44 = !DILocation(line: 10, column: 3, scope: !34)
!45 = distinct !{!45, !36, !46, !47}
!46 = !DILocation(line: 11, column: 35, scope: !30)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocalVariable(name: "round", scope: !49, file: !1, line: 12, type: !4)
!49 = distinct !DILexicalBlock(scope: !13, file: !1, line: 12, column: 3)
!50 = !DILocation(line: 12, column: 12, scope: !49)
!51 = !DILocation(line: 12, column: 8, scope: !49)
!52 = !DILocation(line: 12, column: 23, scope: !53)
!53 = distinct !DILexicalBlock(scope: !49, file: !1, line: 12, column: 3)
!54 = !DILocation(line: 12, column: 29, scope: !53)
!55 = !DILocation(line: 12, column: 3, scope: !49)
!56 = !DILocalVariable(name: "i", scope: !57, file: !1, line: 13, type: !4)
!57 = distinct !DILexicalBlock(scope: !53, file: !1, line: 13, column: 5)
!58 = !DILocation(line: 13, column: 14, scope: !57)
!59 = !DILocation(line: 13, column: 10, scope: !57)
!60 = !DILocation(line: 13, column: 21, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !1, line: 13, column: 5)
!62 = !DILocation(line: 13, column: 23, scope: !61)
!63 = !DILocation(line: 13, column: 5, scope: !57)
!64 = !DILocation(line: 14, column: 16, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !1, line: 13, column: 34)
!66 = !DILocation(line: 14, column: 12, scope: !65)
!67 = !DILocation(line: 14, column: 9, scope: !65)
!68 = !DILocation(line: 15, column: 9, scope: !65)
!69 = !DILocation(line: 16, column: 5, scope: !65)
!70 = !DILocation(line: 13, column: 30, scope: !61)
!71 = !DILocation(line: 13, column: 5, scope: !61)
!72 = distinct !{!72, !63, !73, !47}
!73 = !DILocation(line: 16, column: 5, scope: !57)
!74 = !DILocation(line: 12, column: 43, scope: !53)
!75 = !DILocation(line: 12, column: 3, scope: !53)
!76 = distinct !{!76, !55, !77, !47}
!77 = !DILocation(line: 16, column: 5, scope: !49)
!78 = !DILocation(line: 17, column: 16, scope: !13)
!79 = !DILocation(line: 17, column: 18, scope: !13)
!80 = !DILocation(line: 17, column: 3, scope: !13)
