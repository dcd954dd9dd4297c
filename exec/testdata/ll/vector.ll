; ModuleID = 'testdata/c/vector.c'
source_filename = "testdata/c/vector.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"in\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"k\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !20 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <4 x i32>, align 16
  %8 = alloca <4 x i32>, align 16
  %9 = alloca <8 x i8>, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [4 x i32]* %2, metadata !24, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %3, metadata !32, metadata !DIExpression()), !dbg !33
  %13 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 0, !dbg !34
  %14 = bitcast i32* %13 to i8*, !dbg !34
  call void @klee_make_symbolic(i8* noundef %14, i64 noundef 16, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0)), !dbg !35
  %15 = bitcast i32* %3 to i8*, !dbg !36
  call void @klee_make_symbolic(i8* noundef %15, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !37
  call void @llvm.dbg.declare(metadata <4 x i32>* %4, metadata !38, metadata !DIExpression()), !dbg !41
  %16 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 0, !dbg !42
  %17 = load i32, i32* %16, align 16, !dbg !42
  %18 = insertelement <4 x i32> undef, i32 %17, i32 0, !dbg !43
  %19 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 1, !dbg !44
  %20 = load i32, i32* %19, align 4, !dbg !44
  %21 = insertelement <4 x i32> %18, i32 %20, i32 1, !dbg !43
  %22 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 2, !dbg !45
  %23 = load i32, i32* %22, align 8, !dbg !45
  %24 = insertelement <4 x i32> %21, i32 %23, i32 2, !dbg !43
  %25 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 3, !dbg !46
  %26 = load i32, i32* %25, align 4, !dbg !46
  %27 = insertelement <4 x i32> %24, i32 %26, i32 3, !dbg !43
  store <4 x i32> %27, <4 x i32>* %4, align 16, !dbg !41
  call void @llvm.dbg.declare(metadata <4 x i32>* %5, metadata !47, metadata !DIExpression()), !dbg !48
  store <4 x i32> <i32 7, i32 -3, i32 11, i32 1048576>, <4 x i32>* %5, align 16, !dbg !48
  call void @llvm.dbg.declare(metadata <4 x i32>* %6, metadata !49, metadata !DIExpression()), !dbg !50
  %28 = load <4 x i32>, <4 x i32>* %4, align 16, !dbg !51
  %29 = load <4 x i32>, <4 x i32>* %5, align 16, !dbg !52
  %30 = mul <4 x i32> %28, %29, !dbg !53
  %31 = load <4 x i32>, <4 x i32>* %4, align 16, !dbg !54
  %32 = ashr <4 x i32> %31, <i32 2, i32 2, i32 2, i32 2>, !dbg !55
  %33 = add <4 x i32> %30, %32, !dbg !56
  %34 = load <4 x i32>, <4 x i32>* %5, align 16, !dbg !57
  %35 = load <4 x i32>, <4 x i32>* %4, align 16, !dbg !58
  %36 = xor <4 x i32> %34, %35, !dbg !59
  %37 = sub <4 x i32> %33, %36, !dbg !60
  store <4 x i32> %37, <4 x i32>* %6, align 16, !dbg !50
  call void @llvm.dbg.declare(metadata <4 x i32>* %7, metadata !61, metadata !DIExpression()), !dbg !62
  %38 = load <4 x i32>, <4 x i32>* %4, align 16, !dbg !63
  %39 = load <4 x i32>, <4 x i32>* %5, align 16, !dbg !64
  %40 = icmp sgt <4 x i32> %38, %39, !dbg !65
  %41 = sext <4 x i1> %40 to <4 x i32>, !dbg !65
  store <4 x i32> %41, <4 x i32>* %7, align 16, !dbg !62
  %42 = load <4 x i32>, <4 x i32>* %6, align 16, !dbg !66
  %43 = load <4 x i32>, <4 x i32>* %7, align 16, !dbg !67
  %44 = xor <4 x i32> %43, <i32 -1, i32 -1, i32 -1, i32 -1>, !dbg !68
  %45 = and <4 x i32> %42, %44, !dbg !69
  store <4 x i32> %45, <4 x i32>* %6, align 16, !dbg !70
  call void @llvm.dbg.declare(metadata <4 x i32>* %8, metadata !71, metadata !DIExpression()), !dbg !72
  %46 = load <4 x i32>, <4 x i32>* %4, align 16, !dbg !73
  %47 = load <4 x i32>, <4 x i32>* %6, align 16, !dbg !74
  %48 = shufflevector <4 x i32> %46, <4 x i32> %47, <4 x i32> <i32 0, i32 5, i32 2, i32 7>, !dbg !75
  store <4 x i32> %48, <4 x i32>* %8, align 16, !dbg !72
  %49 = load i32, i32* %3, align 4, !dbg !76
  %50 = and i32 %49, 3, !dbg !77
  %51 = load <4 x i32>, <4 x i32>* %8, align 16, !dbg !78
  %52 = insertelement <4 x i32> %51, i32 42, i32 %50, !dbg !78
  store <4 x i32> %52, <4 x i32>* %8, align 16, !dbg !78
  call void @llvm.dbg.declare(metadata <8 x i8>* %9, metadata !79, metadata !DIExpression()), !dbg !84
  store <8 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>, <8 x i8>* %9, align 8, !dbg !84
  %53 = load <8 x i8>, <8 x i8>* %9, align 8, !dbg !85
  %54 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 0, !dbg !86
  %55 = load i32, i32* %54, align 16, !dbg !86
  %56 = trunc i32 %55 to i8, !dbg !87
  %57 = insertelement <8 x i8> poison, i8 %56, i32 0, !dbg !87
  %58 = shufflevector <8 x i8> %57, <8 x i8> poison, <8 x i32> zeroinitializer, !dbg !87
  %59 = mul <8 x i8> %53, %58, !dbg !88
  %60 = getelementptr inbounds [4 x i32], [4 x i32]* %2, i64 0, i64 1, !dbg !89
  %61 = load i32, i32* %60, align 4, !dbg !89
  %62 = trunc i32 %61 to i8, !dbg !90
  %63 = insertelement <8 x i8> poison, i8 %62, i32 0, !dbg !90
  %64 = shufflevector <8 x i8> %63, <8 x i8> poison, <8 x i32> zeroinitializer, !dbg !90
  %65 = add <8 x i8> %59, %64, !dbg !91
  store <8 x i8> %65, <8 x i8>* %9, align 8, !dbg !92
  call void @llvm.dbg.declare(metadata i32* %10, metadata !93, metadata !DIExpression()), !dbg !94
  store i32 0, i32* %10, align 4, !dbg !94
  call void @llvm.dbg.declare(metadata i32* %11, metadata !95, metadata !DIExpression()), !dbg !97
  store i32 0, i32* %11, align 4, !dbg !97
  br label %66, !dbg !98

66:                                               ; preds = %80, %0
  %67 = load i32, i32* %11, align 4, !dbg !99
  %68 = icmp slt i32 %67, 4, !dbg !101
  br i1 %68, label %69, label %83, !dbg !102

69:                                               ; preds = %66
  %70 = load i32, i32* %10, align 4, !dbg !103
  %71 = mul i32 %70, 31, !dbg !104
  %72 = load <4 x i32>, <4 x i32>* %8, align 16, !dbg !105
  %73 = load i32, i32* %11, align 4, !dbg !106
  %74 = extractelement <4 x i32> %72, i32 %73, !dbg !105
  %75 = add i32 %71, %74, !dbg !107
  %76 = load <4 x i32>, <4 x i32>* %6, align 16, !dbg !108
  %77 = load i32, i32* %11, align 4, !dbg !109
  %78 = extractelement <4 x i32> %76, i32 %77, !dbg !108
  %79 = add i32 %75, %78, !dbg !110
  store i32 %79, i32* %10, align 4, !dbg !111
  br label %80, !dbg !112

80:                                               ; preds = %69
  %81 = load i32, i32* %11, align 4, !dbg !113
  %82 = add nsw i32 %81, 1, !dbg !113
  store i32 %82, i32* %11, align 4, !dbg !113
  br label %66, !dbg !114, !llvm.loop !115

83:                                               ; preds = %66
  call void @llvm.dbg.declare(metadata i32* %12, metadata !118, metadata !DIExpression()), !dbg !120
  store i32 0, i32* %12, align 4, !dbg !120
  br label %84, !dbg !121

84:                                               ; preds = %95, %83
  %85 = load i32, i32* %12, align 4, !dbg !122
  %86 = icmp slt i32 %85, 8, !dbg !124
  br i1 %86, label %87, label %98, !dbg !125

87:                                               ; preds = %84
  %88 = load i32, i32* %10, align 4, !dbg !126
  %89 = mul i32 %88, 7, !dbg !127
  %90 = load <8 x i8>, <8 x i8>* %9, align 8, !dbg !128
  %91 = load i32, i32* %12, align 4, !dbg !129
  %92 = extractelement <8 x i8> %90, i32 %91, !dbg !128
  %93 = zext i8 %92 to i32, !dbg !128
  %94 = add i32 %89, %93, !dbg !130
  store i32 %94, i32* %10, align 4, !dbg !131
  br label %95, !dbg !132

95:                                               ; preds = %87
  %96 = load i32, i32* %12, align 4, !dbg !133
  %97 = add nsw i32 %96, 1, !dbg !133
  store i32 %97, i32* %12, align 4, !dbg !133
  br label %84, !dbg !134, !llvm.loop !135

98:                                               ; preds = %84
  %99 = load i32, i32* %10, align 4, !dbg !137
  %100 = urem i32 %99, 253, !dbg !138
  %101 = load <4 x i32>, <4 x i32>* %8, align 16, !dbg !139
  %102 = load i32, i32* %3, align 4, !dbg !140
  %103 = urem i32 %102, 4, !dbg !141
  %104 = icmp eq i32 %103, 0, !dbg !142
  %105 = zext i1 %104 to i64, !dbg !140
  %106 = select i1 %104, i32 1, i32 0, !dbg !140
  %107 = extractelement <4 x i32> %101, i32 %106, !dbg !139
  %108 = srem i32 %107, 2, !dbg !143
  %109 = add nsw i32 %100, %108, !dbg !144
  ret i32 %109, !dbg !145
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/vector.c", directory: ".", checksumkind: CSK_MD5, checksum: "0c4dc3645dd5350c1e6c3ab44d3f8966")
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
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 10, type: !21, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!11}
!23 = !{}
!24 = !DILocalVariable(name: "in", scope: !20, file: !1, line: 11, type: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 128, elements: !29)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !27, line: 26, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !6, line: 41, baseType: !11)
!29 = !{!30}
!30 = !DISubrange(count: 4)
!31 = !DILocation(line: 11, column: 11, scope: !20)
!32 = !DILocalVariable(name: "k", scope: !20, file: !1, line: 12, type: !10)
!33 = !DILocation(line: 12, column: 12, scope: !20)
!34 = !DILocation(line: 13, column: 22, scope: !20)
!35 = !DILocation(line: 13, column: 3, scope: !20)
!36 = !DILocation(line: 14, column: 22, scope: !20)
!37 = !DILocation(line: 14, column: 3, scope: !20)
!38 = !DILocalVariable(name: "a", scope: !20, file: !1, line: 15, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4si", file: !1, line: 7, baseType: !40)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 128, flags: DIFlagVector, elements: !29)
!41 = !DILocation(line: 15, column: 8, scope: !20)
!42 = !DILocation(line: 15, column: 13, scope: !20)
!43 = !DILocation(line: 15, column: 12, scope: !20)
!44 = !DILocation(line: 15, column: 20, scope: !20)
!45 = !DILocation(line: 15, column: 27, scope: !20)
!46 = !DILocation(line: 15, column: 34, scope: !20)
!47 = !DILocalVariable(name: "b", scope: !20, file: !1, line: 16, type: !39)
!48 = !DILocation(line: 16, column: 8, scope: !20)
!49 = !DILocalVariable(name: "c", scope: !20, file: !1, line: 17, type: !39)
!50 = !DILocation(line: 17, column: 8, scope: !20)
!51 = !DILocation(line: 17, column: 12, scope: !20)
!52 = !DILocation(line: 17, column: 16, scope: !20)
!53 = !DILocation(line: 17, column: 14, scope: !20)
!54 = !DILocation(line: 17, column: 21, scope: !20)
!55 = !DILocation(line: 17, column: 23, scope: !20)
!56 = !DILocation(line: 17, column: 18, scope: !20)
!57 = !DILocation(line: 17, column: 32, scope: !20)
!58 = !DILocation(line: 17, column: 36, scope: !20)
!59 = !DILocation(line: 17, column: 34, scope: !20)
!60 = !DILocation(line: 17, column: 29, scope: !20)
!61 = !DILocalVariable(name: "m", scope: !20, file: !1, line: 18, type: !39)
!62 = !DILocation(line: 18, column: 8, scope: !20)
!63 = !DILocation(line: 18, column: 12, scope: !20)
!64 = !DILocation(line: 18, column: 16, scope: !20)
!65 = !DILocation(line: 18, column: 14, scope: !20)
!66 = !DILocation(line: 19, column: 7, scope: !20)
!67 = !DILocation(line: 19, column: 12, scope: !20)
!68 = !DILocation(line: 19, column: 11, scope: !20)
!69 = !DILocation(line: 19, column: 9, scope: !20)
!70 = !DILocation(line: 19, column: 5, scope: !20)
!71 = !DILocalVariable(name: "d", scope: !20, file: !1, line: 20, type: !39)
!72 = !DILocation(line: 20, column: 8, scope: !20)
!73 = !DILocation(line: 20, column: 36, scope: !20)
!74 = !DILocation(line: 20, column: 39, scope: !20)
!75 = !DILocation(line: 20, column: 12, scope: !20)
!76 = !DILocation(line: 21, column: 5, scope: !20)
!77 = !DILocation(line: 21, column: 7, scope: !20)
!78 = !DILocation(line: 21, column: 12, scope: !20)
!79 = !DILocalVariable(name: "q", scope: !20, file: !1, line: 22, type: !80)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8qi", file: !1, line: 8, baseType: !81)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 64, flags: DIFlagVector, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 8)
!84 = !DILocation(line: 22, column: 8, scope: !20)
!85 = !DILocation(line: 23, column: 7, scope: !20)
!86 = !DILocation(line: 23, column: 20, scope: !20)
!87 = !DILocation(line: 23, column: 11, scope: !20)
!88 = !DILocation(line: 23, column: 9, scope: !20)
!89 = !DILocation(line: 23, column: 37, scope: !20)
!90 = !DILocation(line: 23, column: 28, scope: !20)
!91 = !DILocation(line: 23, column: 26, scope: !20)
!92 = !DILocation(line: 23, column: 5, scope: !20)
!93 = !DILocalVariable(name: "h", scope: !20, file: !1, line: 24, type: !8)
!94 = !DILocation(line: 24, column: 12, scope: !20)
!95 = !DILocalVariable(name: "i", scope: !96, file: !1, line: 25, type: !11)
!96 = distinct !DILexicalBlock(scope: !20, file: !1, line: 25, column: 3)
!97 = !DILocation(line: 25, column: 12, scope: !96)
!98 = !DILocation(line: 25, column: 8, scope: !96)
!99 = !DILocation(line: 25, column: 19, scope: !100)
!100 = distinct !DILexicalBlock(scope: !96, file: !1, line: 25, column: 3)
!101 = !DILocation(line: 25, column: 21, scope: !100)
!102 = !DILocation(line: 25, column: 3, scope: !96)
!103 = !DILocation(line: 26, column: 9, scope: !100)
!104 = !DILocation(line: 26, column: 11, scope: !100)
!105 = !DILocation(line: 26, column: 28, scope: !100)
!106 = !DILocation(line: 26, column: 30, scope: !100)
!107 = !DILocation(line: 26, column: 16, scope: !100)
!108 = !DILocation(line: 26, column: 45, scope: !100)
!109 = !DILocation(line: 26, column: 47, scope: !100)
!110 = !DILocation(line: 26, column: 33, scope: !100)
!111 = !DILocation(line: 26, column: 7, scope: !100)
!112 = !DILocation(line: 26, column: 5, scope: !100)
!113 = !DILocation(line: 25, column: 27, scope: !100)
!114 = !DILocation(line: 25, column: 3, scope: !100)
!115 = distinct !{!115, !102, !116, !117}
!116 = !DILocation(line: 26, column: 48, scope: !96)
!117 = !{!"llvm.loop.mustprogress"}
!118 = !DILocalVariable(name: "i", scope: !119, file: !1, line: 27, type: !11)
!119 = distinct !DILexicalBlock(scope: !20, file: !1, line: 27, column: 3)
!120 = !DILocation(line: 27, column: 12, scope: !119)
!121 = !DILocation(line: 27, column: 8, scope: !119)
!122 = !DILocation(line: 27, column: 19, scope: !123)
!123 = distinct !DILexicalBlock(scope: !119, file: !1, line: 27, column: 3)
!124 = !DILocation(line: 27, column: 21, scope: !123)
!125 = !DILocation(line: 27, column: 3, scope: !119)
!126 = !DILocation(line: 28, column: 9, scope: !123)
!127 = !DILocation(line: 28, column: 11, scope: !123)
!128 = !DILocation(line: 28, column: 17, scope: !123)
!129 = !DILocation(line: 28, column: 19, scope: !123)
!130 = !DILocation(line: 28, column: 15, scope: !123)
!131 = !DILocation(line: 28, column: 7, scope: !123)
!132 = !DILocation(line: 28, column: 5, scope: !123)
!133 = !DILocation(line: 27, column: 27, scope: !123)
!134 = !DILocation(line: 27, column: 3, scope: !123)
!135 = distinct !{!135, !125, !136, !117}
!136 = !DILocation(line: 28, column: 20, scope: !119)
!137 = !DILocation(line: 29, column: 16, scope: !20)
!138 = !DILocation(line: 29, column: 18, scope: !20)
!139 = !DILocation(line: 29, column: 32, scope: !20)
!140 = !DILocation(line: 29, column: 34, scope: !20)
!141 = !DILocation(line: 29, column: 36, scope: !20)
!142 = !DILocation(line: 29, column: 40, scope: !20)
!143 = !DILocation(line: 29, column: 54, scope: !20)
!144 = !DILocation(line: 29, column: 25, scope: !20)
!145 = !DILocation(line: 29, column: 3, scope: !20)
