; ModuleID = 'testdata/c/float_edge.c'
source_filename = "testdata/c/float_edge.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@vals = dso_local global [9 x double] [double 3.007000e+02, double -1.000000e+10, double 1.000000e+19, double -0.000000e+00, double 4.940660e-324, double 2.500000e+00, double 1.482200e-323, double 0x41F0000000080000, double -1.295000e+02], align 16, !dbg !0
@.str = private unnamed_addr constant [29 x i8] c"%d %d %d %lld %u %llu %d %u\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"%llx %llx %llx %llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"%llx %llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%a %a\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !30 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca float, align 4
  %7 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !34, metadata !DIExpression()), !dbg !36
  store volatile i64 9221120237041090851, i64* %2, align 8, !dbg !36
  call void @llvm.dbg.declare(metadata double* %3, metadata !37, metadata !DIExpression()), !dbg !38
  %8 = bitcast double* %3 to i8*, !dbg !39
  %9 = bitcast i64* %2 to i8*, !dbg !39
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %8, i8* align 8 %9, i64 8, i1 false), !dbg !39
  call void @llvm.dbg.declare(metadata i32* %4, metadata !40, metadata !DIExpression()), !dbg !42
  store i32 0, i32* %4, align 4, !dbg !42
  br label %10, !dbg !43

10:                                               ; preds = %57, %0
  %11 = load i32, i32* %4, align 4, !dbg !44
  %12 = zext i32 %11 to i64, !dbg !44
  %13 = icmp ult i64 %12, 9, !dbg !46
  br i1 %13, label %14, label %60, !dbg !47

14:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata double* %5, metadata !48, metadata !DIExpression()), !dbg !50
  %15 = load i32, i32* %4, align 4, !dbg !51
  %16 = zext i32 %15 to i64, !dbg !52
  %17 = getelementptr inbounds [9 x double], [9 x double]* @vals, i64 0, i64 %16, !dbg !52
  %18 = load volatile double, double* %17, align 8, !dbg !52
  store double %18, double* %5, align 8, !dbg !50
  call void @llvm.dbg.declare(metadata float* %6, metadata !53, metadata !DIExpression()), !dbg !54
  %19 = load double, double* %5, align 8, !dbg !55
  %20 = fptrunc double %19 to float, !dbg !56
  store float %20, float* %6, align 4, !dbg !54
  %21 = load double, double* %5, align 8, !dbg !57
  %22 = fptosi double %21 to i8, !dbg !58
  %23 = sext i8 %22 to i32, !dbg !58
  %24 = load double, double* %5, align 8, !dbg !59
  %25 = fptosi double %24 to i16, !dbg !60
  %26 = sext i16 %25 to i32, !dbg !60
  %27 = load double, double* %5, align 8, !dbg !61
  %28 = fptosi double %27 to i32, !dbg !62
  %29 = load double, double* %5, align 8, !dbg !63
  %30 = fptosi double %29 to i64, !dbg !64
  %31 = load double, double* %5, align 8, !dbg !65
  %32 = fptoui double %31 to i32, !dbg !66
  %33 = load double, double* %5, align 8, !dbg !67
  %34 = fptoui double %33 to i64, !dbg !68
  %35 = load float, float* %6, align 4, !dbg !69
  %36 = fptoui float %35 to i8, !dbg !70
  %37 = zext i8 %36 to i32, !dbg !70
  %38 = load float, float* %6, align 4, !dbg !71
  %39 = fptoui float %38 to i16, !dbg !72
  %40 = zext i16 %39 to i32, !dbg !72
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef %23, i32 noundef %26, i32 noundef %28, i64 noundef %30, i32 noundef %32, i64 noundef %34, i32 noundef %37, i32 noundef %40), !dbg !73
  %42 = load double, double* %5, align 8, !dbg !74
  %43 = fmul double %42, 5.000000e-01, !dbg !75
  %44 = call i64 @b(double noundef %43), !dbg !76
  %45 = load double, double* %5, align 8, !dbg !77
  %46 = fdiv double %45, 3.000000e+00, !dbg !78
  %47 = call i64 @b(double noundef %46), !dbg !79
  %48 = load double, double* %5, align 8, !dbg !80
  %49 = call double @fmod(double noundef %48, double noundef 0x3FE6666666666666) #5, !dbg !81
  %50 = call i64 @b(double noundef %49), !dbg !82
  %51 = load double, double* %5, align 8, !dbg !83
  %52 = fmul double %51, 1.000000e-300, !dbg !84
  %53 = fptrunc double %52 to float, !dbg !85
  %54 = fpext float %53 to double, !dbg !86
  %55 = call i64 @b(double noundef %54), !dbg !87
  %56 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i64 noundef %44, i64 noundef %47, i64 noundef %50, i64 noundef %55), !dbg !88
  br label %57, !dbg !89

57:                                               ; preds = %14
  %58 = load i32, i32* %4, align 4, !dbg !90
  %59 = add i32 %58, 1, !dbg !90
  store i32 %59, i32* %4, align 4, !dbg !90
  br label %10, !dbg !91, !llvm.loop !92

60:                                               ; preds = %10
  %61 = load double, double* %3, align 8, !dbg !95
  %62 = fadd double %61, 1.000000e+00, !dbg !96
  %63 = call i64 @b(double noundef %62), !dbg !97
  %64 = load double, double* %3, align 8, !dbg !98
  %65 = fsub double 1.000000e+00, %64, !dbg !99
  %66 = call i64 @b(double noundef %65), !dbg !100
  %67 = load double, double* %3, align 8, !dbg !101
  %68 = call double @fmod(double noundef %67, double noundef 2.000000e+00) #5, !dbg !102
  %69 = call i64 @b(double noundef %68), !dbg !103
  %70 = call double @fmod(double noundef 2.000000e+00, double noundef 0.000000e+00) #5, !dbg !104
  %71 = call i64 @b(double noundef %70), !dbg !105
  %72 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i64 noundef %63, i64 noundef %66, i64 noundef %69, i64 noundef %71), !dbg !106
  %73 = load volatile double, double* getelementptr inbounds ([9 x double], [9 x double]* @vals, i64 0, i64 0), align 16, !dbg !107
  %74 = fmul double 0x7FF8000000000000, %73, !dbg !108
  %75 = call i64 @b(double noundef %74), !dbg !109
  %76 = load volatile double, double* getelementptr inbounds ([9 x double], [9 x double]* @vals, i64 0, i64 0), align 16, !dbg !110
  %77 = fneg double %76, !dbg !111
  %78 = call double @sqrt(double noundef %77) #5, !dbg !112
  %79 = call i64 @b(double noundef %78), !dbg !113
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), i64 noundef %75, i64 noundef %79), !dbg !114
  call void @llvm.dbg.declare(metadata double* %7, metadata !115, metadata !DIExpression()), !dbg !116
  store volatile double 0x3FF0000000400000, double* %7, align 8, !dbg !116
  %81 = load volatile double, double* %7, align 8, !dbg !117
  %82 = load volatile double, double* %7, align 8, !dbg !118
  %83 = call double @llvm.fma.f64(double %81, double %82, double -1.000000e+00), !dbg !119
  %84 = load volatile double, double* %7, align 8, !dbg !120
  %85 = load volatile double, double* %7, align 8, !dbg !121
  %86 = call double @llvm.fmuladd.f64(double %84, double %85, double -1.000000e+00), !dbg !122
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), double noundef %83, double noundef %86), !dbg !123
  ret i32 0, !dbg !124
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind uwtable
define internal i64 @b(double noundef %0) #0 !dbg !125 {
  %2 = alloca double, align 8
  %3 = alloca i64, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.declare(metadata i64* %3, metadata !130, metadata !DIExpression()), !dbg !131
  %4 = bitcast i64* %3 to i8*, !dbg !132
  %5 = bitcast double* %2 to i8*, !dbg !132
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %4, i8* align 8 %5, i64 8, i1 false), !dbg !132
  %6 = load i64, i64* %3, align 8, !dbg !133
  ret i64 %6, !dbg !134
}

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #4

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "vals", scope: !2, file: !3, line: 18, type: !18, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/float_edge.c", directory: ".", checksumkind: CSK_MD5, checksum: "d8875d9fa815d2cbf8cd854a2e299ccf")
!4 = !{!5, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!7 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!8 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!14 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!15 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !{!0}
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 576, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !16)
!20 = !{!21}
!21 = !DISubrange(count: 9)
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 7, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 1}
!28 = !{i32 7, !"frame-pointer", i32 2}
!29 = !{!"Debian clang version 14.0.6"}
!30 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !31, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{!10}
!33 = !{}
!34 = !DILocalVariable(name: "nanbits", scope: !30, file: !3, line: 21, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!36 = !DILocation(line: 21, column: 31, scope: !30)
!37 = !DILocalVariable(name: "nan", scope: !30, file: !3, line: 22, type: !16)
!38 = !DILocation(line: 22, column: 10, scope: !30)
!39 = !DILocation(line: 23, column: 3, scope: !30)
!40 = !DILocalVariable(name: "i", scope: !41, file: !3, line: 24, type: !12)
!41 = distinct !DILexicalBlock(scope: !30, file: !3, line: 24, column: 3)
!42 = !DILocation(line: 24, column: 17, scope: !41)
!43 = !DILocation(line: 24, column: 8, scope: !41)
!44 = !DILocation(line: 24, column: 24, scope: !45)
!45 = distinct !DILexicalBlock(scope: !41, file: !3, line: 24, column: 3)
!46 = !DILocation(line: 24, column: 26, scope: !45)
!47 = !DILocation(line: 24, column: 3, scope: !41)
!48 = !DILocalVariable(name: "x", scope: !49, file: !3, line: 25, type: !16)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 24, column: 63)
!50 = !DILocation(line: 25, column: 12, scope: !49)
!51 = !DILocation(line: 25, column: 21, scope: !49)
!52 = !DILocation(line: 25, column: 16, scope: !49)
!53 = !DILocalVariable(name: "f", scope: !49, file: !3, line: 26, type: !7)
!54 = !DILocation(line: 26, column: 11, scope: !49)
!55 = !DILocation(line: 26, column: 22, scope: !49)
!56 = !DILocation(line: 26, column: 15, scope: !49)
!57 = !DILocation(line: 27, column: 58, scope: !49)
!58 = !DILocation(line: 27, column: 45, scope: !49)
!59 = !DILocation(line: 27, column: 68, scope: !49)
!60 = !DILocation(line: 27, column: 61, scope: !49)
!61 = !DILocation(line: 27, column: 76, scope: !49)
!62 = !DILocation(line: 27, column: 71, scope: !49)
!63 = !DILocation(line: 27, column: 90, scope: !49)
!64 = !DILocation(line: 27, column: 79, scope: !49)
!65 = !DILocation(line: 27, column: 103, scope: !49)
!66 = !DILocation(line: 27, column: 93, scope: !49)
!67 = !DILocation(line: 28, column: 32, scope: !49)
!68 = !DILocation(line: 28, column: 12, scope: !49)
!69 = !DILocation(line: 28, column: 50, scope: !49)
!70 = !DILocation(line: 28, column: 35, scope: !49)
!71 = !DILocation(line: 28, column: 69, scope: !49)
!72 = !DILocation(line: 28, column: 53, scope: !49)
!73 = !DILocation(line: 27, column: 5, scope: !49)
!74 = !DILocation(line: 29, column: 39, scope: !49)
!75 = !DILocation(line: 29, column: 41, scope: !49)
!76 = !DILocation(line: 29, column: 37, scope: !49)
!77 = !DILocation(line: 29, column: 51, scope: !49)
!78 = !DILocation(line: 29, column: 53, scope: !49)
!79 = !DILocation(line: 29, column: 49, scope: !49)
!80 = !DILocation(line: 29, column: 68, scope: !49)
!81 = !DILocation(line: 29, column: 63, scope: !49)
!82 = !DILocation(line: 29, column: 61, scope: !49)
!83 = !DILocation(line: 29, column: 96, scope: !49)
!84 = !DILocation(line: 29, column: 98, scope: !49)
!85 = !DILocation(line: 29, column: 88, scope: !49)
!86 = !DILocation(line: 29, column: 80, scope: !49)
!87 = !DILocation(line: 29, column: 78, scope: !49)
!88 = !DILocation(line: 29, column: 5, scope: !49)
!89 = !DILocation(line: 30, column: 3, scope: !49)
!90 = !DILocation(line: 24, column: 59, scope: !45)
!91 = !DILocation(line: 24, column: 3, scope: !45)
!92 = distinct !{!92, !47, !93, !94}
!93 = !DILocation(line: 30, column: 3, scope: !41)
!94 = !{!"llvm.loop.mustprogress"}
!95 = !DILocation(line: 31, column: 37, scope: !30)
!96 = !DILocation(line: 31, column: 41, scope: !30)
!97 = !DILocation(line: 31, column: 35, scope: !30)
!98 = !DILocation(line: 31, column: 57, scope: !30)
!99 = !DILocation(line: 31, column: 55, scope: !30)
!100 = !DILocation(line: 31, column: 49, scope: !30)
!101 = !DILocation(line: 31, column: 70, scope: !30)
!102 = !DILocation(line: 31, column: 65, scope: !30)
!103 = !DILocation(line: 31, column: 63, scope: !30)
!104 = !DILocation(line: 31, column: 84, scope: !30)
!105 = !DILocation(line: 31, column: 82, scope: !30)
!106 = !DILocation(line: 31, column: 3, scope: !30)
!107 = !DILocation(line: 32, column: 39, scope: !30)
!108 = !DILocation(line: 32, column: 37, scope: !30)
!109 = !DILocation(line: 32, column: 25, scope: !30)
!110 = !DILocation(line: 32, column: 57, scope: !30)
!111 = !DILocation(line: 32, column: 56, scope: !30)
!112 = !DILocation(line: 32, column: 51, scope: !30)
!113 = !DILocation(line: 32, column: 49, scope: !30)
!114 = !DILocation(line: 32, column: 3, scope: !30)
!115 = !DILocalVariable(name: "d", scope: !30, file: !3, line: 33, type: !19)
!116 = !DILocation(line: 33, column: 19, scope: !30)
!117 = !DILocation(line: 34, column: 25, scope: !30)
!118 = !DILocation(line: 34, column: 28, scope: !30)
!119 = !DILocation(line: 34, column: 21, scope: !30)
!120 = !DILocation(line: 34, column: 38, scope: !30)
!121 = !DILocation(line: 34, column: 42, scope: !30)
!122 = !DILocation(line: 34, column: 44, scope: !30)
!123 = !DILocation(line: 34, column: 3, scope: !30)
!124 = !DILocation(line: 35, column: 3, scope: !30)
!125 = distinct !DISubprogram(name: "b", scope: !3, file: !3, line: 12, type: !126, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !33)
!126 = !DISubroutineType(types: !127)
!127 = !{!13, !16}
!128 = !DILocalVariable(name: "d", arg: 1, scope: !125, file: !3, line: 12, type: !16)
!129 = !DILocation(line: 12, column: 36, scope: !125)
!130 = !DILocalVariable(name: "u", scope: !125, file: !3, line: 13, type: !13)
!131 = !DILocation(line: 13, column: 22, scope: !125)
!132 = !DILocation(line: 14, column: 3, scope: !125)
!133 = !DILocation(line: 15, column: 10, scope: !125)
!134 = !DILocation(line: 15, column: 3, scope: !125)
