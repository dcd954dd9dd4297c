; ModuleID = 'testdata/c/varargs_m32.c'
source_filename = "testdata/c/varargs_m32.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.big = type { i32, i32, i32, i32, i32 }
%struct.pair = type { i8, i64 }

@__const.main.b = private unnamed_addr constant %struct.big { i32 1, i32 2, i32 3, i32 4, i32 5 }, align 4
@__const.main.p = private unnamed_addr constant %struct.pair { i8 7, i64 1099511627776 }, align 4
@.str = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"%lld\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !14 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.big, align 4
  %3 = alloca %struct.pair, align 4
  %4 = alloca i16, align 2
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.big* %2, metadata !20, metadata !DIExpression()), !dbg !28
  %7 = bitcast %struct.big* %2 to i8*, !dbg !28
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %7, i8* align 4 bitcast (%struct.big* @__const.main.b to i8*), i32 20, i1 false), !dbg !28
  call void @llvm.dbg.declare(metadata %struct.pair* %3, metadata !29, metadata !DIExpression()), !dbg !34
  %8 = bitcast %struct.pair* %3 to i8*, !dbg !34
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %8, i8* align 4 getelementptr inbounds (%struct.pair, %struct.pair* @__const.main.p, i32 0, i32 0), i32 12, i1 false), !dbg !34
  call void @llvm.dbg.declare(metadata i16* %4, metadata !35, metadata !DIExpression()), !dbg !37
  store i16 -300, i16* %4, align 2, !dbg !37
  call void @llvm.dbg.declare(metadata i64* %5, metadata !38, metadata !DIExpression()), !dbg !39
  %9 = bitcast i64* %5 to i8*, !dbg !40
  call void @klee_make_symbolic(i8* noundef %9, i32 noundef 8, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0)), !dbg !41
  %10 = call i64 (i32, ...) @sum(i32 noundef 12, i64 noundef 5, i32 noundef 3, double noundef 1.500000e+00, %struct.big* noundef byval(%struct.big) align 4 %2, %struct.pair* noundef byval(%struct.pair) align 4 %3, i16* noundef %4, i64 noundef -1, i32 noundef 2, double noundef 2.500000e-01, %struct.big* noundef byval(%struct.big) align 4 %2, %struct.pair* noundef byval(%struct.pair) align 4 %3, i16* noundef %4), !dbg !42
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0), i64 noundef %10), !dbg !43
  call void @llvm.dbg.declare(metadata i64* %6, metadata !44, metadata !DIExpression()), !dbg !45
  %12 = load i64, i64* %5, align 8, !dbg !46
  %13 = load i64, i64* %5, align 8, !dbg !47
  %14 = call i64 (i32, ...) @sum(i32 noundef 7, i64 noundef %12, i32 noundef 1, double noundef 2.000000e+00, %struct.big* noundef byval(%struct.big) align 4 %2, %struct.pair* noundef byval(%struct.pair) align 4 %3, i16* noundef %4, i64 noundef %13), !dbg !48
  store i64 %14, i64* %6, align 8, !dbg !45
  %15 = load i64, i64* %6, align 8, !dbg !49
  %16 = load i64, i64* %5, align 8, !dbg !51
  %17 = mul nsw i64 2, %16, !dbg !52
  %18 = add nsw i64 %17, 1, !dbg !53
  %19 = add nsw i64 %18, 8, !dbg !54
  %20 = add nsw i64 %19, 51, !dbg !55
  %21 = add nsw i64 %20, 7, !dbg !56
  %22 = add nsw i64 %21, 1048576, !dbg !57
  %23 = sub nsw i64 %22, 300, !dbg !58
  %24 = icmp eq i64 %15, %23, !dbg !59
  br i1 %24, label %25, label %26, !dbg !60

25:                                               ; preds = %0
  store i32 1, i32* %1, align 4, !dbg !61
  br label %27, !dbg !61

26:                                               ; preds = %0
  store i32 0, i32* %1, align 4, !dbg !62
  br label %27, !dbg !62

27:                                               ; preds = %26, %25
  %28 = load i32, i32* %1, align 4, !dbg !63
  ret i32 %28, !dbg !63
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

declare void @klee_make_symbolic(i8* noundef, i32 noundef, i8* noundef) #3

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind uwtable
define internal i64 @sum(i32 noundef %0, ...) #0 !dbg !64 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.big, align 4
  %7 = alloca %struct.pair, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.declare(metadata i8** %3, metadata !69, metadata !DIExpression()), !dbg !77
  %8 = bitcast i8** %3 to i8*, !dbg !78
  call void @llvm.va_start(i8* %8), !dbg !78
  call void @llvm.dbg.declare(metadata i64* %4, metadata !79, metadata !DIExpression()), !dbg !80
  store i64 0, i64* %4, align 8, !dbg !80
  call void @llvm.dbg.declare(metadata i32* %5, metadata !81, metadata !DIExpression()), !dbg !83
  store i32 0, i32* %5, align 4, !dbg !83
  br label %9, !dbg !84

9:                                                ; preds = %80, %1
  %10 = load i32, i32* %5, align 4, !dbg !85
  %11 = load i32, i32* %2, align 4, !dbg !87
  %12 = icmp slt i32 %10, %11, !dbg !88
  br i1 %12, label %13, label %83, !dbg !89

13:                                               ; preds = %9
  %14 = load i32, i32* %5, align 4, !dbg !90
  %15 = srem i32 %14, 6, !dbg !92
  switch i32 %15, label %79 [
    i32 0, label %16
    i32 1, label %23
    i32 2, label %31
    i32 3, label %40
    i32 4, label %55
    i32 5, label %70
  ], !dbg !93

16:                                               ; preds = %13
  %17 = load i8*, i8** %3, align 4, !dbg !94
  %18 = getelementptr inbounds i8, i8* %17, i32 8, !dbg !94
  store i8* %18, i8** %3, align 4, !dbg !94
  %19 = bitcast i8* %17 to i64*, !dbg !94
  %20 = load i64, i64* %19, align 4, !dbg !94
  %21 = load i64, i64* %4, align 8, !dbg !96
  %22 = add nsw i64 %21, %20, !dbg !96
  store i64 %22, i64* %4, align 8, !dbg !96
  br label %79, !dbg !97

23:                                               ; preds = %13
  %24 = load i8*, i8** %3, align 4, !dbg !98
  %25 = getelementptr inbounds i8, i8* %24, i32 4, !dbg !98
  store i8* %25, i8** %3, align 4, !dbg !98
  %26 = bitcast i8* %24 to i32*, !dbg !98
  %27 = load i32, i32* %26, align 4, !dbg !98
  %28 = sext i32 %27 to i64, !dbg !98
  %29 = load i64, i64* %4, align 8, !dbg !99
  %30 = add nsw i64 %29, %28, !dbg !99
  store i64 %30, i64* %4, align 8, !dbg !99
  br label %79, !dbg !100

31:                                               ; preds = %13
  %32 = load i8*, i8** %3, align 4, !dbg !101
  %33 = getelementptr inbounds i8, i8* %32, i32 8, !dbg !101
  store i8* %33, i8** %3, align 4, !dbg !101
  %34 = bitcast i8* %32 to double*, !dbg !101
  %35 = load double, double* %34, align 4, !dbg !101
  %36 = fmul double %35, 4.000000e+00, !dbg !102
  %37 = fptosi double %36 to i64, !dbg !103
  %38 = load i64, i64* %4, align 8, !dbg !104
  %39 = add nsw i64 %38, %37, !dbg !104
  store i64 %39, i64* %4, align 8, !dbg !104
  br label %79, !dbg !105

40:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata %struct.big* %6, metadata !106, metadata !DIExpression()), !dbg !108
  %41 = load i8*, i8** %3, align 4, !dbg !109
  %42 = getelementptr inbounds i8, i8* %41, i32 20, !dbg !109
  store i8* %42, i8** %3, align 4, !dbg !109
  %43 = bitcast i8* %41 to %struct.big*, !dbg !109
  %44 = bitcast %struct.big* %6 to i8*, !dbg !109
  %45 = bitcast %struct.big* %43 to i8*, !dbg !109
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %44, i8* align 4 %45, i32 20, i1 false), !dbg !109
  %46 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0, !dbg !110
  %47 = load i32, i32* %46, align 4, !dbg !110
  %48 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 4, !dbg !111
  %49 = load i32, i32* %48, align 4, !dbg !111
  %50 = mul nsw i32 10, %49, !dbg !112
  %51 = add nsw i32 %47, %50, !dbg !113
  %52 = sext i32 %51 to i64, !dbg !114
  %53 = load i64, i64* %4, align 8, !dbg !115
  %54 = add nsw i64 %53, %52, !dbg !115
  store i64 %54, i64* %4, align 8, !dbg !115
  br label %79, !dbg !116

55:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata %struct.pair* %7, metadata !117, metadata !DIExpression()), !dbg !119
  %56 = load i8*, i8** %3, align 4, !dbg !120
  %57 = getelementptr inbounds i8, i8* %56, i32 12, !dbg !120
  store i8* %57, i8** %3, align 4, !dbg !120
  %58 = bitcast i8* %56 to %struct.pair*, !dbg !120
  %59 = bitcast %struct.pair* %7 to i8*, !dbg !120
  %60 = bitcast %struct.pair* %58 to i8*, !dbg !120
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %59, i8* align 4 %60, i32 12, i1 false), !dbg !120
  %61 = getelementptr inbounds %struct.pair, %struct.pair* %7, i32 0, i32 0, !dbg !121
  %62 = load i8, i8* %61, align 4, !dbg !121
  %63 = sext i8 %62 to i64, !dbg !122
  %64 = getelementptr inbounds %struct.pair, %struct.pair* %7, i32 0, i32 1, !dbg !123
  %65 = load i64, i64* %64, align 4, !dbg !123
  %66 = ashr i64 %65, 20, !dbg !124
  %67 = add nsw i64 %63, %66, !dbg !125
  %68 = load i64, i64* %4, align 8, !dbg !126
  %69 = add nsw i64 %68, %67, !dbg !126
  store i64 %69, i64* %4, align 8, !dbg !126
  br label %79, !dbg !127

70:                                               ; preds = %13
  %71 = load i8*, i8** %3, align 4, !dbg !128
  %72 = getelementptr inbounds i8, i8* %71, i32 4, !dbg !128
  store i8* %72, i8** %3, align 4, !dbg !128
  %73 = bitcast i8* %71 to i16**, !dbg !128
  %74 = load i16*, i16** %73, align 4, !dbg !128
  %75 = load i16, i16* %74, align 2, !dbg !129
  %76 = sext i16 %75 to i64, !dbg !129
  %77 = load i64, i64* %4, align 8, !dbg !130
  %78 = add nsw i64 %77, %76, !dbg !130
  store i64 %78, i64* %4, align 8, !dbg !130
  br label %79, !dbg !131

79:                                               ; preds = %13, %70, %55, %40, %31, %23, %16
  br label %80, !dbg !132

80:                                               ; preds = %79
  %81 = load i32, i32* %5, align 4, !dbg !133
  %82 = add nsw i32 %81, 1, !dbg !133
  store i32 %82, i32* %5, align 4, !dbg !133
  br label %9, !dbg !134, !llvm.loop !135

83:                                               ; preds = %9
  %84 = bitcast i8** %3 to i8*, !dbg !138
  call void @llvm.va_end(i8* %84), !dbg !138
  %85 = load i64, i64* %4, align 8, !dbg !139
  ret i64 %85, !dbg !140
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #4

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/varargs_m32.c", directory: ".", checksumkind: CSK_MD5, checksum: "a64531436bc2a9b7730ae056041f1958")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!4 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!5 = !{i32 1, !"NumRegisterParameters", i32 0}
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !15, file: !15, line: 32, type: !16, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!15 = !DIFile(filename: "testdata/c/varargs_types.c", directory: ".", checksumkind: CSK_MD5, checksum: "1f8bc58310e768d4851ccb7358c8811e")
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{}
!20 = !DILocalVariable(name: "b", scope: !14, file: !15, line: 33, type: !21)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !15, line: 11, size: 160, elements: !22)
!22 = !{!23, !24, !25, !26, !27}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !21, file: !15, line: 11, baseType: !18, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !21, file: !15, line: 11, baseType: !18, size: 32, offset: 32)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !21, file: !15, line: 11, baseType: !18, size: 32, offset: 64)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !21, file: !15, line: 11, baseType: !18, size: 32, offset: 96)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !21, file: !15, line: 11, baseType: !18, size: 32, offset: 128)
!28 = !DILocation(line: 33, column: 14, scope: !14)
!29 = !DILocalVariable(name: "p", scope: !14, file: !15, line: 34, type: !30)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !15, line: 12, size: 96, elements: !31)
!31 = !{!32, !33}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !30, file: !15, line: 12, baseType: !3, size: 8)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !30, file: !15, line: 12, baseType: !4, size: 64, offset: 32)
!34 = !DILocation(line: 34, column: 15, scope: !14)
!35 = !DILocalVariable(name: "h", scope: !14, file: !15, line: 35, type: !36)
!36 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!37 = !DILocation(line: 35, column: 9, scope: !14)
!38 = !DILocalVariable(name: "x", scope: !14, file: !15, line: 36, type: !4)
!39 = !DILocation(line: 36, column: 13, scope: !14)
!40 = !DILocation(line: 37, column: 22, scope: !14)
!41 = !DILocation(line: 37, column: 3, scope: !14)
!42 = !DILocation(line: 38, column: 20, scope: !14)
!43 = !DILocation(line: 38, column: 3, scope: !14)
!44 = !DILocalVariable(name: "r", scope: !14, file: !15, line: 39, type: !4)
!45 = !DILocation(line: 39, column: 13, scope: !14)
!46 = !DILocation(line: 39, column: 24, scope: !14)
!47 = !DILocation(line: 39, column: 45, scope: !14)
!48 = !DILocation(line: 39, column: 17, scope: !14)
!49 = !DILocation(line: 40, column: 7, scope: !50)
!50 = distinct !DILexicalBlock(scope: !14, file: !15, line: 40, column: 7)
!51 = !DILocation(line: 40, column: 16, scope: !50)
!52 = !DILocation(line: 40, column: 14, scope: !50)
!53 = !DILocation(line: 40, column: 18, scope: !50)
!54 = !DILocation(line: 40, column: 22, scope: !50)
!55 = !DILocation(line: 40, column: 26, scope: !50)
!56 = !DILocation(line: 40, column: 31, scope: !50)
!57 = !DILocation(line: 40, column: 35, scope: !50)
!58 = !DILocation(line: 40, column: 47, scope: !50)
!59 = !DILocation(line: 40, column: 9, scope: !50)
!60 = !DILocation(line: 40, column: 7, scope: !14)
!61 = !DILocation(line: 41, column: 5, scope: !50)
!62 = !DILocation(line: 42, column: 3, scope: !14)
!63 = !DILocation(line: 43, column: 1, scope: !14)
!64 = distinct !DISubprogram(name: "sum", scope: !15, file: !15, line: 14, type: !65, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!65 = !DISubroutineType(types: !66)
!66 = !{!4, !18, null}
!67 = !DILocalVariable(name: "n", arg: 1, scope: !64, file: !15, line: 14, type: !18)
!68 = !DILocation(line: 14, column: 26, scope: !64)
!69 = !DILocalVariable(name: "ap", scope: !64, file: !15, line: 15, type: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !71, line: 52, baseType: !72)
!71 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gnuc_va_list", file: !73, line: 32, baseType: !74)
!73 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !75, baseType: !76)
!75 = !DIFile(filename: "testdata/c/varargs_m32.c", directory: ".")
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 32)
!77 = !DILocation(line: 15, column: 11, scope: !64)
!78 = !DILocation(line: 16, column: 3, scope: !64)
!79 = !DILocalVariable(name: "s", scope: !64, file: !15, line: 17, type: !4)
!80 = !DILocation(line: 17, column: 13, scope: !64)
!81 = !DILocalVariable(name: "i", scope: !82, file: !15, line: 18, type: !18)
!82 = distinct !DILexicalBlock(scope: !64, file: !15, line: 18, column: 3)
!83 = !DILocation(line: 18, column: 12, scope: !82)
!84 = !DILocation(line: 18, column: 8, scope: !82)
!85 = !DILocation(line: 18, column: 19, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !15, line: 18, column: 3)
!87 = !DILocation(line: 18, column: 23, scope: !86)
!88 = !DILocation(line: 18, column: 21, scope: !86)
!89 = !DILocation(line: 18, column: 3, scope: !82)
!90 = !DILocation(line: 19, column: 13, scope: !91)
!91 = distinct !DILexicalBlock(scope: !86, file: !15, line: 18, column: 31)
!92 = !DILocation(line: 19, column: 15, scope: !91)
!93 = !DILocation(line: 19, column: 5, scope: !91)
!94 = !DILocation(line: 20, column: 18, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !15, line: 19, column: 20)
!96 = !DILocation(line: 20, column: 15, scope: !95)
!97 = !DILocation(line: 20, column: 41, scope: !95)
!98 = !DILocation(line: 21, column: 18, scope: !95)
!99 = !DILocation(line: 21, column: 15, scope: !95)
!100 = !DILocation(line: 21, column: 35, scope: !95)
!101 = !DILocation(line: 22, column: 30, scope: !95)
!102 = !DILocation(line: 22, column: 49, scope: !95)
!103 = !DILocation(line: 22, column: 18, scope: !95)
!104 = !DILocation(line: 22, column: 15, scope: !95)
!105 = !DILocation(line: 22, column: 55, scope: !95)
!106 = !DILocalVariable(name: "b", scope: !107, file: !15, line: 23, type: !21)
!107 = distinct !DILexicalBlock(scope: !95, file: !15, line: 23, column: 13)
!108 = !DILocation(line: 23, column: 26, scope: !107)
!109 = !DILocation(line: 23, column: 30, scope: !107)
!110 = !DILocation(line: 23, column: 61, scope: !107)
!111 = !DILocation(line: 23, column: 72, scope: !107)
!112 = !DILocation(line: 23, column: 68, scope: !107)
!113 = !DILocation(line: 23, column: 63, scope: !107)
!114 = !DILocation(line: 23, column: 59, scope: !107)
!115 = !DILocation(line: 23, column: 56, scope: !107)
!116 = !DILocation(line: 23, column: 75, scope: !107)
!117 = !DILocalVariable(name: "p", scope: !118, file: !15, line: 24, type: !30)
!118 = distinct !DILexicalBlock(scope: !95, file: !15, line: 24, column: 13)
!119 = !DILocation(line: 24, column: 27, scope: !118)
!120 = !DILocation(line: 24, column: 31, scope: !118)
!121 = !DILocation(line: 24, column: 63, scope: !118)
!122 = !DILocation(line: 24, column: 61, scope: !118)
!123 = !DILocation(line: 24, column: 70, scope: !118)
!124 = !DILocation(line: 24, column: 72, scope: !118)
!125 = !DILocation(line: 24, column: 65, scope: !118)
!126 = !DILocation(line: 24, column: 58, scope: !118)
!127 = !DILocation(line: 24, column: 80, scope: !118)
!128 = !DILocation(line: 25, column: 19, scope: !95)
!129 = !DILocation(line: 25, column: 18, scope: !95)
!130 = !DILocation(line: 25, column: 15, scope: !95)
!131 = !DILocation(line: 25, column: 40, scope: !95)
!132 = !DILocation(line: 27, column: 3, scope: !91)
!133 = !DILocation(line: 18, column: 27, scope: !86)
!134 = !DILocation(line: 18, column: 3, scope: !86)
!135 = distinct !{!135, !89, !136, !137}
!136 = !DILocation(line: 27, column: 3, scope: !82)
!137 = !{!"llvm.loop.mustprogress"}
!138 = !DILocation(line: 28, column: 3, scope: !64)
!139 = !DILocation(line: 29, column: 10, scope: !64)
!140 = !DILocation(line: 29, column: 3, scope: !64)
