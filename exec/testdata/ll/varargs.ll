; ModuleID = 'testdata/c/varargs.c'
source_filename = "testdata/c/varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !13 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !17, metadata !DIExpression()), !dbg !18
  %4 = bitcast i32* %2 to i8*, !dbg !19
  call void @klee_make_symbolic(i8* noundef %4, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !20
  call void @llvm.dbg.declare(metadata i64* %3, metadata !21, metadata !DIExpression()), !dbg !22
  %5 = load i32, i32* %2, align 4, !dbg !23
  %6 = call i64 (i32, ...) @sum(i32 noundef 7, i32 noundef 1, i64 noundef 2, double noundef 3.500000e+00, i32 noundef 4, i64 noundef 5, double noundef 6.250000e+00, i32 noundef %5), !dbg !24
  store i64 %6, i64* %3, align 8, !dbg !22
  %7 = call i64 (i32, ...) @sum(i32 noundef 5, i32 noundef 10, i64 noundef 20, double noundef 1.500000e+00, i32 noundef -3, i64 noundef 100000000000), !dbg !25
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0), i64 noundef %7), !dbg !26
  %9 = load i64, i64* %3, align 8, !dbg !27
  %10 = and i64 %9, 127, !dbg !28
  %11 = trunc i64 %10 to i32, !dbg !29
  ret i32 %11, !dbg !30
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal i64 @sum(i32 noundef %0, ...) #0 !dbg !31 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %3, metadata !36, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %4, metadata !55, metadata !DIExpression()), !dbg !56
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !57
  %8 = bitcast %struct.__va_list_tag* %7 to i8*, !dbg !57
  call void @llvm.va_start(i8* %8), !dbg !57
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, !dbg !58
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !58
  %11 = bitcast %struct.__va_list_tag* %9 to i8*, !dbg !58
  %12 = bitcast %struct.__va_list_tag* %10 to i8*, !dbg !58
  call void @llvm.va_copy(i8* %11, i8* %12), !dbg !58
  call void @llvm.dbg.declare(metadata i64* %5, metadata !59, metadata !DIExpression()), !dbg !60
  store i64 0, i64* %5, align 8, !dbg !60
  call void @llvm.dbg.declare(metadata i32* %6, metadata !61, metadata !DIExpression()), !dbg !63
  store i32 0, i32* %6, align 4, !dbg !63
  br label %13, !dbg !64

13:                                               ; preds = %87, %1
  %14 = load i32, i32* %6, align 4, !dbg !65
  %15 = load i32, i32* %2, align 4, !dbg !67
  %16 = icmp slt i32 %14, %15, !dbg !68
  br i1 %16, label %17, label %90, !dbg !69

17:                                               ; preds = %13
  %18 = load i32, i32* %6, align 4, !dbg !70
  %19 = srem i32 %18, 3, !dbg !72
  switch i32 %19, label %86 [
    i32 0, label %20
    i32 1, label %42
    i32 2, label %63
  ], !dbg !73

20:                                               ; preds = %17
  %21 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !74
  %22 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %21, i32 0, i32 0, !dbg !74
  %23 = load i32, i32* %22, align 16, !dbg !74
  %24 = icmp ule i32 %23, 40, !dbg !74
  br i1 %24, label %25, label %31, !dbg !74

25:                                               ; preds = %20
  %26 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %21, i32 0, i32 3, !dbg !74
  %27 = load i8*, i8** %26, align 16, !dbg !74
  %28 = getelementptr i8, i8* %27, i32 %23, !dbg !74
  %29 = bitcast i8* %28 to i32*, !dbg !74
  %30 = add i32 %23, 8, !dbg !74
  store i32 %30, i32* %22, align 16, !dbg !74
  br label %36, !dbg !74

31:                                               ; preds = %20
  %32 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %21, i32 0, i32 2, !dbg !74
  %33 = load i8*, i8** %32, align 8, !dbg !74
  %34 = bitcast i8* %33 to i32*, !dbg !74
  %35 = getelementptr i8, i8* %33, i32 8, !dbg !74
  store i8* %35, i8** %32, align 8, !dbg !74
  br label %36, !dbg !74

36:                                               ; preds = %31, %25
  %37 = phi i32* [ %29, %25 ], [ %34, %31 ], !dbg !74
  %38 = load i32, i32* %37, align 4, !dbg !74
  %39 = sext i32 %38 to i64, !dbg !74
  %40 = load i64, i64* %5, align 8, !dbg !76
  %41 = add nsw i64 %40, %39, !dbg !76
  store i64 %41, i64* %5, align 8, !dbg !76
  br label %86, !dbg !77

42:                                               ; preds = %17
  %43 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !78
  %44 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %43, i32 0, i32 0, !dbg !78
  %45 = load i32, i32* %44, align 16, !dbg !78
  %46 = icmp ule i32 %45, 40, !dbg !78
  br i1 %46, label %47, label %53, !dbg !78

47:                                               ; preds = %42
  %48 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %43, i32 0, i32 3, !dbg !78
  %49 = load i8*, i8** %48, align 16, !dbg !78
  %50 = getelementptr i8, i8* %49, i32 %45, !dbg !78
  %51 = bitcast i8* %50 to i64*, !dbg !78
  %52 = add i32 %45, 8, !dbg !78
  store i32 %52, i32* %44, align 16, !dbg !78
  br label %58, !dbg !78

53:                                               ; preds = %42
  %54 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %43, i32 0, i32 2, !dbg !78
  %55 = load i8*, i8** %54, align 8, !dbg !78
  %56 = bitcast i8* %55 to i64*, !dbg !78
  %57 = getelementptr i8, i8* %55, i32 8, !dbg !78
  store i8* %57, i8** %54, align 8, !dbg !78
  br label %58, !dbg !78

58:                                               ; preds = %53, %47
  %59 = phi i64* [ %51, %47 ], [ %56, %53 ], !dbg !78
  %60 = load i64, i64* %59, align 8, !dbg !78
  %61 = load i64, i64* %5, align 8, !dbg !79
  %62 = add nsw i64 %61, %60, !dbg !79
  store i64 %62, i64* %5, align 8, !dbg !79
  br label %86, !dbg !80

63:                                               ; preds = %17
  %64 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !81
  %65 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %64, i32 0, i32 1, !dbg !81
  %66 = load i32, i32* %65, align 4, !dbg !81
  %67 = icmp ule i32 %66, 160, !dbg !81
  br i1 %67, label %68, label %74, !dbg !81

68:                                               ; preds = %63
  %69 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %64, i32 0, i32 3, !dbg !81
  %70 = load i8*, i8** %69, align 16, !dbg !81
  %71 = getelementptr i8, i8* %70, i32 %66, !dbg !81
  %72 = bitcast i8* %71 to double*, !dbg !81
  %73 = add i32 %66, 16, !dbg !81
  store i32 %73, i32* %65, align 4, !dbg !81
  br label %79, !dbg !81

74:                                               ; preds = %63
  %75 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %64, i32 0, i32 2, !dbg !81
  %76 = load i8*, i8** %75, align 8, !dbg !81
  %77 = bitcast i8* %76 to double*, !dbg !81
  %78 = getelementptr i8, i8* %76, i32 8, !dbg !81
  store i8* %78, i8** %75, align 8, !dbg !81
  br label %79, !dbg !81

79:                                               ; preds = %74, %68
  %80 = phi double* [ %72, %68 ], [ %77, %74 ], !dbg !81
  %81 = load double, double* %80, align 8, !dbg !81
  %82 = fmul double %81, 2.000000e+00, !dbg !82
  %83 = fptosi double %82 to i64, !dbg !83
  %84 = load i64, i64* %5, align 8, !dbg !84
  %85 = add nsw i64 %84, %83, !dbg !84
  store i64 %85, i64* %5, align 8, !dbg !84
  br label %86, !dbg !85

86:                                               ; preds = %17, %79, %58, %36
  br label %87, !dbg !86

87:                                               ; preds = %86
  %88 = load i32, i32* %6, align 4, !dbg !87
  %89 = add nsw i32 %88, 1, !dbg !87
  store i32 %89, i32* %6, align 4, !dbg !87
  br label %13, !dbg !88, !llvm.loop !89

90:                                               ; preds = %13
  %91 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %3, i64 0, i64 0, !dbg !92
  %92 = bitcast %struct.__va_list_tag* %91 to i8*, !dbg !92
  call void @llvm.va_end(i8* %92), !dbg !92
  %93 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, !dbg !93
  %94 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %93, i32 0, i32 0, !dbg !93
  %95 = load i32, i32* %94, align 16, !dbg !93
  %96 = icmp ule i32 %95, 40, !dbg !93
  br i1 %96, label %97, label %103, !dbg !93

97:                                               ; preds = %90
  %98 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %93, i32 0, i32 3, !dbg !93
  %99 = load i8*, i8** %98, align 16, !dbg !93
  %100 = getelementptr i8, i8* %99, i32 %95, !dbg !93
  %101 = bitcast i8* %100 to i32*, !dbg !93
  %102 = add i32 %95, 8, !dbg !93
  store i32 %102, i32* %94, align 16, !dbg !93
  br label %108, !dbg !93

103:                                              ; preds = %90
  %104 = getelementptr inbounds %struct.__va_list_tag, %struct.__va_list_tag* %93, i32 0, i32 2, !dbg !93
  %105 = load i8*, i8** %104, align 8, !dbg !93
  %106 = bitcast i8* %105 to i32*, !dbg !93
  %107 = getelementptr i8, i8* %105, i32 8, !dbg !93
  store i8* %107, i8** %104, align 8, !dbg !93
  br label %108, !dbg !93

108:                                              ; preds = %103, %97
  %109 = phi i32* [ %101, %97 ], [ %106, %103 ], !dbg !93
  %110 = load i32, i32* %109, align 4, !dbg !93
  %111 = mul nsw i32 %110, 1000, !dbg !94
  %112 = sext i32 %111 to i64, !dbg !93
  %113 = load i64, i64* %5, align 8, !dbg !95
  %114 = add nsw i64 %113, %112, !dbg !95
  store i64 %114, i64* %5, align 8, !dbg !95
  %115 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %4, i64 0, i64 0, !dbg !96
  %116 = bitcast %struct.__va_list_tag* %115 to i8*, !dbg !96
  call void @llvm.va_end(i8* %116), !dbg !96
  %117 = load i64, i64* %5, align 8, !dbg !97
  ret i64 %117, !dbg !98
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_copy(i8*, i8*) #3

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/varargs.c", directory: ".", checksumkind: CSK_MD5, checksum: "8701618f1292d5254647aeab616a38c3")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 26, type: !14, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!14 = !DISubroutineType(types: !15)
!15 = !{!3}
!16 = !{}
!17 = !DILocalVariable(name: "x", scope: !13, file: !1, line: 27, type: !3)
!18 = !DILocation(line: 27, column: 7, scope: !13)
!19 = !DILocation(line: 28, column: 22, scope: !13)
!20 = !DILocation(line: 28, column: 3, scope: !13)
!21 = !DILocalVariable(name: "r", scope: !13, file: !1, line: 29, type: !4)
!22 = !DILocation(line: 29, column: 8, scope: !13)
!23 = !DILocation(line: 29, column: 44, scope: !13)
!24 = !DILocation(line: 29, column: 12, scope: !13)
!25 = !DILocation(line: 30, column: 19, scope: !13)
!26 = !DILocation(line: 30, column: 3, scope: !13)
!27 = !DILocation(line: 31, column: 16, scope: !13)
!28 = !DILocation(line: 31, column: 18, scope: !13)
!29 = !DILocation(line: 31, column: 10, scope: !13)
!30 = !DILocation(line: 31, column: 3, scope: !13)
!31 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 8, type: !32, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!32 = !DISubroutineType(types: !33)
!33 = !{!4, !3, null}
!34 = !DILocalVariable(name: "n", arg: 1, scope: !31, file: !1, line: 8, type: !3)
!35 = !DILocation(line: 8, column: 21, scope: !31)
!36 = !DILocalVariable(name: "ap", scope: !31, file: !1, line: 9, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !38, line: 52, baseType: !39)
!38 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !40, line: 32, baseType: !41)
!40 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !42, baseType: !43)
!42 = !DIFile(filename: "testdata/c/varargs.c", directory: ".")
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 192, elements: !52)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !45)
!45 = !{!46, !48, !49, !51}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !44, file: !42, line: 9, baseType: !47, size: 32)
!47 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !44, file: !42, line: 9, baseType: !47, size: 32, offset: 32)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !44, file: !42, line: 9, baseType: !50, size: 64, offset: 64)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !44, file: !42, line: 9, baseType: !50, size: 64, offset: 128)
!52 = !{!53}
!53 = !DISubrange(count: 1)
!54 = !DILocation(line: 9, column: 11, scope: !31)
!55 = !DILocalVariable(name: "ap2", scope: !31, file: !1, line: 9, type: !37)
!56 = !DILocation(line: 9, column: 15, scope: !31)
!57 = !DILocation(line: 10, column: 3, scope: !31)
!58 = !DILocation(line: 11, column: 3, scope: !31)
!59 = !DILocalVariable(name: "s", scope: !31, file: !1, line: 12, type: !4)
!60 = !DILocation(line: 12, column: 8, scope: !31)
!61 = !DILocalVariable(name: "i", scope: !62, file: !1, line: 13, type: !3)
!62 = distinct !DILexicalBlock(scope: !31, file: !1, line: 13, column: 3)
!63 = !DILocation(line: 13, column: 12, scope: !62)
!64 = !DILocation(line: 13, column: 8, scope: !62)
!65 = !DILocation(line: 13, column: 19, scope: !66)
!66 = distinct !DILexicalBlock(scope: !62, file: !1, line: 13, column: 3)
!67 = !DILocation(line: 13, column: 23, scope: !66)
!68 = !DILocation(line: 13, column: 21, scope: !66)
!69 = !DILocation(line: 13, column: 3, scope: !62)
!70 = !DILocation(line: 14, column: 13, scope: !71)
!71 = distinct !DILexicalBlock(scope: !66, file: !1, line: 13, column: 31)
!72 = !DILocation(line: 14, column: 15, scope: !71)
!73 = !DILocation(line: 14, column: 5, scope: !71)
!74 = !DILocation(line: 15, column: 18, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !1, line: 14, column: 20)
!76 = !DILocation(line: 15, column: 15, scope: !75)
!77 = !DILocation(line: 15, column: 35, scope: !75)
!78 = !DILocation(line: 16, column: 18, scope: !75)
!79 = !DILocation(line: 16, column: 15, scope: !75)
!80 = !DILocation(line: 16, column: 36, scope: !75)
!81 = !DILocation(line: 17, column: 25, scope: !75)
!82 = !DILocation(line: 17, column: 44, scope: !75)
!83 = !DILocation(line: 17, column: 18, scope: !75)
!84 = !DILocation(line: 17, column: 15, scope: !75)
!85 = !DILocation(line: 17, column: 52, scope: !75)
!86 = !DILocation(line: 19, column: 3, scope: !71)
!87 = !DILocation(line: 13, column: 27, scope: !66)
!88 = !DILocation(line: 13, column: 3, scope: !66)
!89 = distinct !{!89, !69, !90, !91}
!90 = !DILocation(line: 19, column: 3, scope: !62)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !DILocation(line: 20, column: 3, scope: !31)
!93 = !DILocation(line: 21, column: 8, scope: !31)
!94 = !DILocation(line: 21, column: 25, scope: !31)
!95 = !DILocation(line: 21, column: 5, scope: !31)
!96 = !DILocation(line: 22, column: 3, scope: !31)
!97 = !DILocation(line: 23, column: 10, scope: !31)
!98 = !DILocation(line: 23, column: 3, scope: !31)
