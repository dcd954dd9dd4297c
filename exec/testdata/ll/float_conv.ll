; ModuleID = 'testdata/c/float_conv.c'
source_filename = "testdata/c/float_conv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@big = dso_local global double 1.000000e+19, align 8, !dbg !0
@k = dso_local global double 1.000000e+03, align 8, !dbg !15
@h = dso_local global double 1.000000e+05, align 8, !dbg !18
@nan_src = dso_local global double 0.000000e+00, align 8, !dbg !20
@huge = dso_local global double 1.000000e+300, align 8, !dbg !22
@fk = dso_local global float 1.000000e+03, align 4, !dbg !24
@fh = dso_local global float 1.000000e+05, align 4, !dbg !28
@a = dso_local global double 0x3FF0000000400000, align 8, !dbg !30
@b = dso_local global double 0x3FEFFFFFFF800000, align 8, !dbg !32
@c = dso_local global double -1.000000e+00, align 8, !dbg !34
@fa = dso_local global float 0x3FF0008000000000, align 4, !dbg !36
@fb = dso_local global float 0x3FEFFF0000000000, align 4, !dbg !38
@fc = dso_local global float -1.000000e+00, align 4, !dbg !40
@.str = private unnamed_addr constant [19 x i8] c"%u %u %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"%u %u %d %lld %llu %llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"%.17g %.9g\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !50 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata double* %2, metadata !54, metadata !DIExpression()), !dbg !55
  %3 = load volatile double, double* @nan_src, align 8, !dbg !56
  %4 = load volatile double, double* @nan_src, align 8, !dbg !57
  %5 = fdiv double %3, %4, !dbg !58
  store double %5, double* %2, align 8, !dbg !55
  %6 = load volatile double, double* @big, align 8, !dbg !59
  %7 = fptoui double %6 to i32, !dbg !60
  %8 = load volatile double, double* @big, align 8, !dbg !61
  %9 = fneg double %8, !dbg !62
  %10 = fptoui double %9 to i32, !dbg !63
  %11 = load volatile double, double* @k, align 8, !dbg !64
  %12 = fptosi double %11 to i8, !dbg !65
  %13 = sext i8 %12 to i32, !dbg !65
  %14 = load volatile double, double* @h, align 8, !dbg !66
  %15 = fptosi double %14 to i16, !dbg !67
  %16 = sext i16 %15 to i32, !dbg !67
  %17 = load volatile float, float* @fk, align 4, !dbg !68
  %18 = fptosi float %17 to i8, !dbg !69
  %19 = sext i8 %18 to i32, !dbg !69
  %20 = load volatile float, float* @fh, align 4, !dbg !70
  %21 = fptosi float %20 to i16, !dbg !71
  %22 = sext i16 %21 to i32, !dbg !71
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i32 noundef %7, i32 noundef %10, i32 noundef %13, i32 noundef %16, i32 noundef %19, i32 noundef %22), !dbg !72
  %24 = load volatile double, double* @k, align 8, !dbg !73
  %25 = fptoui double %24 to i8, !dbg !74
  %26 = zext i8 %25 to i32, !dbg !74
  %27 = load volatile double, double* @h, align 8, !dbg !75
  %28 = fptoui double %27 to i16, !dbg !76
  %29 = zext i16 %28 to i32, !dbg !76
  %30 = load volatile double, double* @huge, align 8, !dbg !77
  %31 = fptosi double %30 to i32, !dbg !78
  %32 = load double, double* %2, align 8, !dbg !79
  %33 = fptosi double %32 to i64, !dbg !80
  %34 = load volatile double, double* @big, align 8, !dbg !81
  %35 = fptoui double %34 to i64, !dbg !82
  %36 = load volatile double, double* @huge, align 8, !dbg !83
  %37 = fptoui double %36 to i64, !dbg !84
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i64 0, i64 0), i32 noundef %26, i32 noundef %29, i32 noundef %31, i64 noundef %33, i64 noundef %35, i64 noundef %37), !dbg !85
  %39 = load volatile double, double* @a, align 8, !dbg !86
  %40 = load volatile double, double* @b, align 8, !dbg !87
  %41 = load volatile double, double* @c, align 8, !dbg !88
  %42 = call double @llvm.fmuladd.f64(double %39, double %40, double %41), !dbg !89
  %43 = load volatile float, float* @fa, align 4, !dbg !90
  %44 = load volatile float, float* @fb, align 4, !dbg !91
  %45 = load volatile float, float* @fc, align 4, !dbg !92
  %46 = call float @llvm.fmuladd.f32(float %43, float %44, float %45), !dbg !93
  %47 = fpext float %46 to double, !dbg !94
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), double noundef %42, double noundef %47), !dbg !95
  ret i32 0, !dbg !96
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "big", scope: !2, file: !3, line: 10, type: !17, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !14, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/float_conv.c", directory: ".", checksumkind: CSK_MD5, checksum: "4989c52bd25c2b7fea68a977f7e68e1b")
!4 = !{!5, !6, !7, !8, !9, !10, !11, !12, !13}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!12 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!14 = !{!0, !15, !18, !20, !22, !24, !28, !30, !32, !34, !36, !38, !40}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "k", scope: !2, file: !3, line: 10, type: !17, isLocal: false, isDefinition: true)
!17 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "h", scope: !2, file: !3, line: 10, type: !17, isLocal: false, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "nan_src", scope: !2, file: !3, line: 10, type: !17, isLocal: false, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "huge", scope: !2, file: !3, line: 10, type: !17, isLocal: false, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "fk", scope: !2, file: !3, line: 11, type: !26, isLocal: false, isDefinition: true)
!26 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !27)
!27 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "fh", scope: !2, file: !3, line: 11, type: !26, isLocal: false, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 12, type: !17, isLocal: false, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 12, type: !17, isLocal: false, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 12, type: !17, isLocal: false, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 13, type: !26, isLocal: false, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 13, type: !26, isLocal: false, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "fc", scope: !2, file: !3, line: 13, type: !26, isLocal: false, isDefinition: true)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 7, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 1}
!48 = !{i32 7, !"frame-pointer", i32 2}
!49 = !{!"Debian clang version 14.0.6"}
!50 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !51, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!10}
!53 = !{}
!54 = !DILocalVariable(name: "nan", scope: !50, file: !3, line: 16, type: !13)
!55 = !DILocation(line: 16, column: 10, scope: !50)
!56 = !DILocation(line: 16, column: 16, scope: !50)
!57 = !DILocation(line: 16, column: 26, scope: !50)
!58 = !DILocation(line: 16, column: 24, scope: !50)
!59 = !DILocation(line: 17, column: 43, scope: !50)
!60 = !DILocation(line: 17, column: 33, scope: !50)
!61 = !DILocation(line: 17, column: 59, scope: !50)
!62 = !DILocation(line: 17, column: 58, scope: !50)
!63 = !DILocation(line: 17, column: 48, scope: !50)
!64 = !DILocation(line: 17, column: 77, scope: !50)
!65 = !DILocation(line: 17, column: 64, scope: !50)
!66 = !DILocation(line: 17, column: 87, scope: !50)
!67 = !DILocation(line: 17, column: 80, scope: !50)
!68 = !DILocation(line: 17, column: 103, scope: !50)
!69 = !DILocation(line: 17, column: 90, scope: !50)
!70 = !DILocation(line: 17, column: 114, scope: !50)
!71 = !DILocation(line: 17, column: 107, scope: !50)
!72 = !DILocation(line: 17, column: 3, scope: !50)
!73 = !DILocation(line: 18, column: 54, scope: !50)
!74 = !DILocation(line: 18, column: 39, scope: !50)
!75 = !DILocation(line: 18, column: 73, scope: !50)
!76 = !DILocation(line: 18, column: 57, scope: !50)
!77 = !DILocation(line: 18, column: 81, scope: !50)
!78 = !DILocation(line: 18, column: 76, scope: !50)
!79 = !DILocation(line: 18, column: 98, scope: !50)
!80 = !DILocation(line: 18, column: 87, scope: !50)
!81 = !DILocation(line: 19, column: 30, scope: !50)
!82 = !DILocation(line: 19, column: 10, scope: !50)
!83 = !DILocation(line: 19, column: 55, scope: !50)
!84 = !DILocation(line: 19, column: 35, scope: !50)
!85 = !DILocation(line: 18, column: 3, scope: !50)
!86 = !DILocation(line: 22, column: 26, scope: !50)
!87 = !DILocation(line: 22, column: 30, scope: !50)
!88 = !DILocation(line: 22, column: 34, scope: !50)
!89 = !DILocation(line: 22, column: 32, scope: !50)
!90 = !DILocation(line: 22, column: 46, scope: !50)
!91 = !DILocation(line: 22, column: 51, scope: !50)
!92 = !DILocation(line: 22, column: 56, scope: !50)
!93 = !DILocation(line: 22, column: 54, scope: !50)
!94 = !DILocation(line: 22, column: 37, scope: !50)
!95 = !DILocation(line: 22, column: 3, scope: !50)
!96 = !DILocation(line: 24, column: 3, scope: !50)
