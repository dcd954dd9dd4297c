; ModuleID = 'testdata/c/float.c'
source_filename = "testdata/c/float.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@vd = dso_local global double 3.750000e+00, align 8, !dbg !0
@vf = dso_local global float -1.500000e+00, align 4, !dbg !12
@.str = private unnamed_addr constant [26 x i8] c"%f %.3f %g %e %d %u %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"%5.2f|%-8.3g|%+.1e\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"%f %f %f\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%d %f\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !24 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca float, align 4
  %4 = alloca double, align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata double* %2, metadata !28, metadata !DIExpression()), !dbg !29
  %14 = load volatile double, double* @vd, align 8, !dbg !30
  store double %14, double* %2, align 8, !dbg !29
  call void @llvm.dbg.declare(metadata float* %3, metadata !31, metadata !DIExpression()), !dbg !32
  %15 = load volatile float, float* @vf, align 4, !dbg !33
  store float %15, float* %3, align 4, !dbg !32
  call void @llvm.dbg.declare(metadata double* %4, metadata !34, metadata !DIExpression()), !dbg !35
  %16 = load double, double* %2, align 8, !dbg !36
  %17 = load double, double* %2, align 8, !dbg !37
  %18 = load float, float* %3, align 4, !dbg !38
  %19 = fpext float %18 to double, !dbg !38
  %20 = fdiv double %19, 3.000000e+00, !dbg !39
  %21 = fneg double %20, !dbg !40
  %22 = call double @llvm.fmuladd.f64(double %16, double %17, double %21), !dbg !40
  %23 = load float, float* %3, align 4, !dbg !41
  %24 = load float, float* %3, align 4, !dbg !42
  %25 = fmul float %23, %24, !dbg !43
  %26 = fpext float %25 to double, !dbg !44
  %27 = fadd double %22, %26, !dbg !45
  store double %27, double* %4, align 8, !dbg !35
  call void @llvm.dbg.declare(metadata float* %5, metadata !46, metadata !DIExpression()), !dbg !47
  %28 = load double, double* %4, align 8, !dbg !48
  %29 = fptrunc double %28 to float, !dbg !49
  %30 = load float, float* %3, align 4, !dbg !50
  %31 = call float @llvm.fmuladd.f32(float %29, float 0x3FB99999A0000000, float %30), !dbg !51
  store float %31, float* %5, align 4, !dbg !47
  call void @llvm.dbg.declare(metadata i32* %6, metadata !52, metadata !DIExpression()), !dbg !53
  %32 = load double, double* %4, align 8, !dbg !54
  %33 = fptosi double %32 to i32, !dbg !55
  store i32 %33, i32* %6, align 4, !dbg !53
  call void @llvm.dbg.declare(metadata i32* %7, metadata !56, metadata !DIExpression()), !dbg !57
  %34 = load double, double* %2, align 8, !dbg !58
  %35 = fmul double %34, 1.000000e+03, !dbg !59
  %36 = fptoui double %35 to i32, !dbg !60
  store i32 %36, i32* %7, align 4, !dbg !57
  call void @llvm.dbg.declare(metadata i64* %8, metadata !61, metadata !DIExpression()), !dbg !62
  %37 = load double, double* %2, align 8, !dbg !63
  %38 = fneg double %37, !dbg !64
  %39 = fmul double %38, 1.000000e+12, !dbg !65
  %40 = fptosi double %39 to i64, !dbg !66
  store i64 %40, i64* %8, align 8, !dbg !62
  call void @llvm.dbg.declare(metadata double* %9, metadata !67, metadata !DIExpression()), !dbg !68
  %41 = load i64, i64* %8, align 8, !dbg !69
  %42 = sitofp i64 %41 to double, !dbg !70
  %43 = fdiv double %42, 7.000000e+00, !dbg !71
  %44 = load i32, i32* %7, align 4, !dbg !72
  %45 = uitofp i32 %44 to double, !dbg !73
  %46 = fadd double %43, %45, !dbg !74
  %47 = load i32, i32* %6, align 4, !dbg !75
  %48 = sitofp i32 %47 to float, !dbg !76
  %49 = fpext float %48 to double, !dbg !76
  %50 = fadd double %46, %49, !dbg !77
  store double %50, double* %9, align 8, !dbg !68
  %51 = load double, double* %4, align 8, !dbg !78
  %52 = load float, float* %5, align 4, !dbg !79
  %53 = fpext float %52 to double, !dbg !79
  %54 = load double, double* %9, align 8, !dbg !80
  %55 = load double, double* %2, align 8, !dbg !81
  %56 = fdiv double %55, 1.000000e+05, !dbg !82
  %57 = load i32, i32* %6, align 4, !dbg !83
  %58 = load i32, i32* %7, align 4, !dbg !84
  %59 = load i64, i64* %8, align 8, !dbg !85
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0), double noundef %51, double noundef %53, double noundef %54, double noundef %56, i32 noundef %57, i32 noundef %58, i64 noundef %59), !dbg !86
  %61 = load float, float* %3, align 4, !dbg !87
  %62 = fpext float %61 to double, !dbg !88
  %63 = load double, double* %4, align 8, !dbg !89
  %64 = load double, double* %9, align 8, !dbg !90
  %65 = fneg double %64, !dbg !91
  %66 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i64 0, i64 0), double noundef %62, double noundef %63, double noundef %65), !dbg !92
  call void @llvm.dbg.declare(metadata i32* %10, metadata !93, metadata !DIExpression()), !dbg !94
  %67 = load double, double* %2, align 8, !dbg !95
  %68 = load float, float* %3, align 4, !dbg !96
  %69 = fpext float %68 to double, !dbg !96
  %70 = fcmp ogt double %67, %69, !dbg !97
  %71 = zext i1 %70 to i32, !dbg !97
  %72 = load float, float* %3, align 4, !dbg !98
  %73 = fcmp olt float %72, -1.000000e+00, !dbg !99
  %74 = zext i1 %73 to i32, !dbg !99
  %75 = mul nsw i32 2, %74, !dbg !100
  %76 = add nsw i32 %71, %75, !dbg !101
  %77 = load double, double* %4, align 8, !dbg !102
  %78 = load double, double* %4, align 8, !dbg !103
  %79 = fcmp oeq double %77, %78, !dbg !104
  %80 = zext i1 %79 to i32, !dbg !104
  %81 = mul nsw i32 4, %80, !dbg !105
  %82 = add nsw i32 %76, %81, !dbg !106
  %83 = load float, float* %5, align 4, !dbg !107
  %84 = load float, float* %5, align 4, !dbg !108
  %85 = fcmp une float %83, %84, !dbg !109
  %86 = zext i1 %85 to i32, !dbg !109
  %87 = mul nsw i32 8, %86, !dbg !110
  %88 = add nsw i32 %82, %87, !dbg !111
  %89 = load double, double* %2, align 8, !dbg !112
  %90 = fcmp ole double %89, 3.750000e+00, !dbg !113
  %91 = zext i1 %90 to i32, !dbg !113
  %92 = mul nsw i32 16, %91, !dbg !114
  %93 = add nsw i32 %88, %92, !dbg !115
  store i32 %93, i32* %10, align 4, !dbg !94
  call void @llvm.dbg.declare(metadata double* %11, metadata !116, metadata !DIExpression()), !dbg !117
  store double 0.000000e+00, double* %11, align 8, !dbg !117
  call void @llvm.dbg.declare(metadata double* %12, metadata !118, metadata !DIExpression()), !dbg !119
  %94 = load double, double* %11, align 8, !dbg !120
  %95 = load double, double* %11, align 8, !dbg !121
  %96 = fdiv double %94, %95, !dbg !122
  store double %96, double* %12, align 8, !dbg !119
  %97 = load double, double* %12, align 8, !dbg !123
  %98 = load double, double* %12, align 8, !dbg !124
  %99 = fcmp une double %97, %98, !dbg !125
  %100 = zext i1 %99 to i32, !dbg !125
  %101 = mul nsw i32 32, %100, !dbg !126
  %102 = load double, double* %12, align 8, !dbg !127
  %103 = fcmp olt double %102, 1.000000e+00, !dbg !128
  %104 = zext i1 %103 to i32, !dbg !128
  %105 = mul nsw i32 64, %104, !dbg !129
  %106 = add nsw i32 %101, %105, !dbg !130
  %107 = load i32, i32* %10, align 4, !dbg !131
  %108 = add nsw i32 %107, %106, !dbg !131
  store i32 %108, i32* %10, align 4, !dbg !131
  call void @llvm.dbg.declare(metadata double* %13, metadata !132, metadata !DIExpression()), !dbg !133
  %109 = load double, double* %2, align 8, !dbg !134
  %110 = load float, float* %3, align 4, !dbg !135
  %111 = fpext float %110 to double, !dbg !136
  %112 = fsub double %109, %111, !dbg !137
  store double %112, double* %13, align 8, !dbg !133
  %113 = load double, double* %13, align 8, !dbg !138
  %114 = load float, float* %3, align 4, !dbg !139
  %115 = fpext float %114 to double, !dbg !139
  %116 = call double @llvm.fabs.f64(double %115), !dbg !140
  %117 = load float, float* %3, align 4, !dbg !141
  %118 = fsub float %117, 2.000000e+00, !dbg !142
  %119 = call float @llvm.fabs.f32(float %118), !dbg !143
  %120 = fpext float %119 to double, !dbg !144
  %121 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), double noundef %113, double noundef %116, double noundef %120), !dbg !145
  %122 = load i32, i32* %10, align 4, !dbg !146
  %123 = load double, double* %4, align 8, !dbg !147
  %124 = load double, double* %4, align 8, !dbg !148
  %125 = fdiv double %124, 2.500000e+00, !dbg !149
  %126 = fptosi double %125 to i64, !dbg !150
  %127 = sitofp i64 %126 to double, !dbg !151
  %128 = call double @llvm.fmuladd.f64(double -2.500000e+00, double %127, double %123), !dbg !152
  %129 = load float, float* %3, align 4, !dbg !153
  %130 = fneg float %129, !dbg !154
  %131 = fpext float %130 to double, !dbg !155
  %132 = load double, double* %2, align 8, !dbg !156
  %133 = call double @llvm.fmuladd.f64(double %131, double %132, double %128), !dbg !157
  %134 = fadd double %133, 1.000000e+00, !dbg !158
  %135 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), i32 noundef %122, double noundef %134), !dbg !159
  %136 = load i32, i32* %10, align 4, !dbg !160
  ret i32 %136, !dbg !161
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "vd", scope: !2, file: !3, line: 8, type: !15, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/float.c", directory: ".", checksumkind: CSK_MD5, checksum: "077a9a8ca33c47e0522ad4bd41b17c59")
!4 = !{!5, !6, !7, !8, !9, !10}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!9 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!11 = !{!0, !12}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "vf", scope: !2, file: !3, line: 9, type: !14, isLocal: false, isDefinition: true)
!14 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!15 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 11, type: !25, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!7}
!27 = !{}
!28 = !DILocalVariable(name: "d", scope: !24, file: !3, line: 12, type: !5)
!29 = !DILocation(line: 12, column: 10, scope: !24)
!30 = !DILocation(line: 12, column: 14, scope: !24)
!31 = !DILocalVariable(name: "f", scope: !24, file: !3, line: 13, type: !6)
!32 = !DILocation(line: 13, column: 9, scope: !24)
!33 = !DILocation(line: 13, column: 13, scope: !24)
!34 = !DILocalVariable(name: "r", scope: !24, file: !3, line: 14, type: !5)
!35 = !DILocation(line: 14, column: 10, scope: !24)
!36 = !DILocation(line: 14, column: 14, scope: !24)
!37 = !DILocation(line: 14, column: 18, scope: !24)
!38 = !DILocation(line: 14, column: 22, scope: !24)
!39 = !DILocation(line: 14, column: 24, scope: !24)
!40 = !DILocation(line: 14, column: 20, scope: !24)
!41 = !DILocation(line: 14, column: 41, scope: !24)
!42 = !DILocation(line: 14, column: 45, scope: !24)
!43 = !DILocation(line: 14, column: 43, scope: !24)
!44 = !DILocation(line: 14, column: 32, scope: !24)
!45 = !DILocation(line: 14, column: 30, scope: !24)
!46 = !DILocalVariable(name: "g", scope: !24, file: !3, line: 15, type: !6)
!47 = !DILocation(line: 15, column: 9, scope: !24)
!48 = !DILocation(line: 15, column: 20, scope: !24)
!49 = !DILocation(line: 15, column: 13, scope: !24)
!50 = !DILocation(line: 15, column: 31, scope: !24)
!51 = !DILocation(line: 15, column: 29, scope: !24)
!52 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 16, type: !7)
!53 = !DILocation(line: 16, column: 7, scope: !24)
!54 = !DILocation(line: 16, column: 16, scope: !24)
!55 = !DILocation(line: 16, column: 11, scope: !24)
!56 = !DILocalVariable(name: "u", scope: !24, file: !3, line: 17, type: !8)
!57 = !DILocation(line: 17, column: 12, scope: !24)
!58 = !DILocation(line: 17, column: 27, scope: !24)
!59 = !DILocation(line: 17, column: 29, scope: !24)
!60 = !DILocation(line: 17, column: 16, scope: !24)
!61 = !DILocalVariable(name: "l", scope: !24, file: !3, line: 18, type: !9)
!62 = !DILocation(line: 18, column: 13, scope: !24)
!63 = !DILocation(line: 18, column: 30, scope: !24)
!64 = !DILocation(line: 18, column: 29, scope: !24)
!65 = !DILocation(line: 18, column: 32, scope: !24)
!66 = !DILocation(line: 18, column: 17, scope: !24)
!67 = !DILocalVariable(name: "back", scope: !24, file: !3, line: 19, type: !5)
!68 = !DILocation(line: 19, column: 10, scope: !24)
!69 = !DILocation(line: 19, column: 25, scope: !24)
!70 = !DILocation(line: 19, column: 17, scope: !24)
!71 = !DILocation(line: 19, column: 27, scope: !24)
!72 = !DILocation(line: 19, column: 43, scope: !24)
!73 = !DILocation(line: 19, column: 35, scope: !24)
!74 = !DILocation(line: 19, column: 33, scope: !24)
!75 = !DILocation(line: 19, column: 54, scope: !24)
!76 = !DILocation(line: 19, column: 47, scope: !24)
!77 = !DILocation(line: 19, column: 45, scope: !24)
!78 = !DILocation(line: 20, column: 40, scope: !24)
!79 = !DILocation(line: 20, column: 43, scope: !24)
!80 = !DILocation(line: 20, column: 46, scope: !24)
!81 = !DILocation(line: 20, column: 52, scope: !24)
!82 = !DILocation(line: 20, column: 54, scope: !24)
!83 = !DILocation(line: 20, column: 61, scope: !24)
!84 = !DILocation(line: 20, column: 64, scope: !24)
!85 = !DILocation(line: 20, column: 67, scope: !24)
!86 = !DILocation(line: 20, column: 3, scope: !24)
!87 = !DILocation(line: 21, column: 42, scope: !24)
!88 = !DILocation(line: 21, column: 34, scope: !24)
!89 = !DILocation(line: 21, column: 45, scope: !24)
!90 = !DILocation(line: 21, column: 49, scope: !24)
!91 = !DILocation(line: 21, column: 48, scope: !24)
!92 = !DILocation(line: 21, column: 3, scope: !24)
!93 = !DILocalVariable(name: "cmp", scope: !24, file: !3, line: 22, type: !7)
!94 = !DILocation(line: 22, column: 7, scope: !24)
!95 = !DILocation(line: 22, column: 14, scope: !24)
!96 = !DILocation(line: 22, column: 18, scope: !24)
!97 = !DILocation(line: 22, column: 16, scope: !24)
!98 = !DILocation(line: 22, column: 28, scope: !24)
!99 = !DILocation(line: 22, column: 30, scope: !24)
!100 = !DILocation(line: 22, column: 25, scope: !24)
!101 = !DILocation(line: 22, column: 21, scope: !24)
!102 = !DILocation(line: 22, column: 46, scope: !24)
!103 = !DILocation(line: 22, column: 51, scope: !24)
!104 = !DILocation(line: 22, column: 48, scope: !24)
!105 = !DILocation(line: 22, column: 43, scope: !24)
!106 = !DILocation(line: 22, column: 39, scope: !24)
!107 = !DILocation(line: 22, column: 61, scope: !24)
!108 = !DILocation(line: 22, column: 66, scope: !24)
!109 = !DILocation(line: 22, column: 63, scope: !24)
!110 = !DILocation(line: 22, column: 58, scope: !24)
!111 = !DILocation(line: 22, column: 54, scope: !24)
!112 = !DILocation(line: 22, column: 77, scope: !24)
!113 = !DILocation(line: 22, column: 79, scope: !24)
!114 = !DILocation(line: 22, column: 74, scope: !24)
!115 = !DILocation(line: 22, column: 69, scope: !24)
!116 = !DILocalVariable(name: "z", scope: !24, file: !3, line: 23, type: !5)
!117 = !DILocation(line: 23, column: 10, scope: !24)
!118 = !DILocalVariable(name: "nan", scope: !24, file: !3, line: 24, type: !5)
!119 = !DILocation(line: 24, column: 10, scope: !24)
!120 = !DILocation(line: 24, column: 16, scope: !24)
!121 = !DILocation(line: 24, column: 20, scope: !24)
!122 = !DILocation(line: 24, column: 18, scope: !24)
!123 = !DILocation(line: 25, column: 16, scope: !24)
!124 = !DILocation(line: 25, column: 23, scope: !24)
!125 = !DILocation(line: 25, column: 20, scope: !24)
!126 = !DILocation(line: 25, column: 13, scope: !24)
!127 = !DILocation(line: 25, column: 36, scope: !24)
!128 = !DILocation(line: 25, column: 40, scope: !24)
!129 = !DILocation(line: 25, column: 33, scope: !24)
!130 = !DILocation(line: 25, column: 28, scope: !24)
!131 = !DILocation(line: 25, column: 7, scope: !24)
!132 = !DILocalVariable(name: "diff", scope: !24, file: !3, line: 26, type: !5)
!133 = !DILocation(line: 26, column: 10, scope: !24)
!134 = !DILocation(line: 26, column: 17, scope: !24)
!135 = !DILocation(line: 26, column: 29, scope: !24)
!136 = !DILocation(line: 26, column: 21, scope: !24)
!137 = !DILocation(line: 26, column: 19, scope: !24)
!138 = !DILocation(line: 27, column: 24, scope: !24)
!139 = !DILocation(line: 27, column: 45, scope: !24)
!140 = !DILocation(line: 27, column: 30, scope: !24)
!141 = !DILocation(line: 27, column: 73, scope: !24)
!142 = !DILocation(line: 27, column: 75, scope: !24)
!143 = !DILocation(line: 27, column: 57, scope: !24)
!144 = !DILocation(line: 27, column: 49, scope: !24)
!145 = !DILocation(line: 27, column: 3, scope: !24)
!146 = !DILocation(line: 28, column: 21, scope: !24)
!147 = !DILocation(line: 28, column: 27, scope: !24)
!148 = !DILocation(line: 28, column: 52, scope: !24)
!149 = !DILocation(line: 28, column: 54, scope: !24)
!150 = !DILocation(line: 28, column: 45, scope: !24)
!151 = !DILocation(line: 28, column: 37, scope: !24)
!152 = !DILocation(line: 28, column: 29, scope: !24)
!153 = !DILocation(line: 28, column: 74, scope: !24)
!154 = !DILocation(line: 28, column: 73, scope: !24)
!155 = !DILocation(line: 28, column: 64, scope: !24)
!156 = !DILocation(line: 28, column: 79, scope: !24)
!157 = !DILocation(line: 28, column: 62, scope: !24)
!158 = !DILocation(line: 28, column: 81, scope: !24)
!159 = !DILocation(line: 28, column: 3, scope: !24)
!160 = !DILocation(line: 29, column: 10, scope: !24)
!161 = !DILocation(line: 29, column: 3, scope: !24)
