; ModuleID = 'testdata/c/float_conv_m32.c'
source_filename = "testdata/c/float_conv_m32.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@big = dso_local global double 1.000000e+19, align 8, !dbg !0
@k = dso_local global double 1.000000e+03, align 8, !dbg !14
@h = dso_local global double 1.000000e+05, align 8, !dbg !19
@nan_src = dso_local global double 0.000000e+00, align 8, !dbg !21
@huge = dso_local global double 1.000000e+300, align 8, !dbg !23
@fk = dso_local global float 1.000000e+03, align 4, !dbg !25
@fh = dso_local global float 1.000000e+05, align 4, !dbg !29
@a = dso_local global double 0x3FF0000000400000, align 8, !dbg !31
@b = dso_local global double 0x3FEFFFFFFF800000, align 8, !dbg !33
@c = dso_local global double -1.000000e+00, align 8, !dbg !35
@fa = dso_local global float 0x3FF0008000000000, align 4, !dbg !37
@fb = dso_local global float 0x3FEFFF0000000000, align 4, !dbg !39
@fc = dso_local global float -1.000000e+00, align 4, !dbg !41
@.str = private unnamed_addr constant [19 x i8] c"%u %u %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"%u %u %d %lld %llu %llu\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !52 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata double* %2, metadata !56, metadata !DIExpression()), !dbg !57
  %3 = load volatile double, double* @nan_src, align 8, !dbg !58
  %4 = load volatile double, double* @nan_src, align 8, !dbg !59
  %5 = fdiv double %3, %4, !dbg !60
  store double %5, double* %2, align 8, !dbg !57
  %6 = load volatile double, double* @big, align 8, !dbg !61
  %7 = fptoui double %6 to i32, !dbg !62
  %8 = load volatile double, double* @big, align 8, !dbg !63
  %9 = fneg double %8, !dbg !64
  %10 = fptoui double %9 to i32, !dbg !65
  %11 = load volatile double, double* @k, align 8, !dbg !66
  %12 = fptosi double %11 to i8, !dbg !67
  %13 = sext i8 %12 to i32, !dbg !67
  %14 = load volatile double, double* @h, align 8, !dbg !68
  %15 = fptosi double %14 to i16, !dbg !69
  %16 = sext i16 %15 to i32, !dbg !69
  %17 = load volatile float, float* @fk, align 4, !dbg !70
  %18 = fptosi float %17 to i8, !dbg !71
  %19 = sext i8 %18 to i32, !dbg !71
  %20 = load volatile float, float* @fh, align 4, !dbg !72
  %21 = fptosi float %20 to i16, !dbg !73
  %22 = sext i16 %21 to i32, !dbg !73
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i32 0, i32 0), i32 noundef %7, i32 noundef %10, i32 noundef %13, i32 noundef %16, i32 noundef %19, i32 noundef %22), !dbg !74
  %24 = load volatile double, double* @k, align 8, !dbg !75
  %25 = fptoui double %24 to i8, !dbg !76
  %26 = zext i8 %25 to i32, !dbg !76
  %27 = load volatile double, double* @h, align 8, !dbg !77
  %28 = fptoui double %27 to i16, !dbg !78
  %29 = zext i16 %28 to i32, !dbg !78
  %30 = load volatile double, double* @huge, align 8, !dbg !79
  %31 = fptosi double %30 to i32, !dbg !80
  %32 = load double, double* %2, align 8, !dbg !81
  %33 = fptosi double %32 to i64, !dbg !82
  %34 = load volatile double, double* @big, align 8, !dbg !83
  %35 = fptoui double %34 to i64, !dbg !84
  %36 = load volatile double, double* @huge, align 8, !dbg !85
  %37 = fptoui double %36 to i64, !dbg !86
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i32 0, i32 0), i32 noundef %26, i32 noundef %29, i32 noundef %31, i64 noundef %33, i64 noundef %35, i64 noundef %37), !dbg !87
  ret i32 0, !dbg !88
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "big", scope: !2, file: !16, line: 10, type: !17, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !13, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/float_conv_m32.c", directory: ".", checksumkind: CSK_MD5, checksum: "3db1c074483d314695a3db98801d6095")
!4 = !{!5, !6, !7, !8, !9, !10, !11, !12}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!12 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!13 = !{!0, !14, !19, !21, !23, !25, !29, !31, !33, !35, !37, !39, !41}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "k", scope: !2, file: !16, line: 10, type: !17, isLocal: false, isDefinition: true)
!16 = !DIFile(filename: "testdata/c/float_conv.c", directory: ".", checksumkind: CSK_MD5, checksum: "4989c52bd25c2b7fea68a977f7e68e1b")
!17 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !18)
!18 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "h", scope: !2, file: !16, line: 10, type: !17, isLocal: false, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "nan_src", scope: !2, file: !16, line: 10, type: !17, isLocal: false, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "huge", scope: !2, file: !16, line: 10, type: !17, isLocal: false, isDefinition: true)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "fk", scope: !2, file: !16, line: 11, type: !27, isLocal: false, isDefinition: true)
!27 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !28)
!28 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "fh", scope: !2, file: !16, line: 11, type: !27, isLocal: false, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !16, line: 12, type: !17, isLocal: false, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !16, line: 12, type: !17, isLocal: false, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !16, line: 12, type: !17, isLocal: false, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !16, line: 13, type: !27, isLocal: false, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !16, line: 13, type: !27, isLocal: false, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "fc", scope: !2, file: !16, line: 13, type: !27, isLocal: false, isDefinition: true)
!43 = !{i32 1, !"NumRegisterParameters", i32 0}
!44 = !{i32 7, !"Dwarf Version", i32 5}
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 1, !"wchar_size", i32 4}
!47 = !{i32 7, !"PIC Level", i32 2}
!48 = !{i32 7, !"PIE Level", i32 2}
!49 = !{i32 7, !"uwtable", i32 1}
!50 = !{i32 7, !"frame-pointer", i32 2}
!51 = !{!"Debian clang version 14.0.6"}
!52 = distinct !DISubprogram(name: "main", scope: !16, file: !16, line: 15, type: !53, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!53 = !DISubroutineType(types: !54)
!54 = !{!10}
!55 = !{}
!56 = !DILocalVariable(name: "nan", scope: !52, file: !16, line: 16, type: !18)
!57 = !DILocation(line: 16, column: 10, scope: !52)
!58 = !DILocation(line: 16, column: 16, scope: !52)
!59 = !DILocation(line: 16, column: 26, scope: !52)
!60 = !DILocation(line: 16, column: 24, scope: !52)
!61 = !DILocation(line: 17, column: 43, scope: !52)
!62 = !DILocation(line: 17, column: 33, scope: !52)
!63 = !DILocation(line: 17, column: 59, scope: !52)
!64 = !DILocation(line: 17, column: 58, scope: !52)
!65 = !DILocation(line: 17, column: 48, scope: !52)
!66 = !DILocation(line: 17, column: 77, scope: !52)
!67 = !DILocation(line: 17, column: 64, scope: !52)
!68 = !DILocation(line: 17, column: 87, scope: !52)
!69 = !DILocation(line: 17, column: 80, scope: !52)
!70 = !DILocation(line: 17, column: 103, scope: !52)
!71 = !DILocation(line: 17, column: 90, scope: !52)
!72 = !DILocation(line: 17, column: 114, scope: !52)
!73 = !DILocation(line: 17, column: 107, scope: !52)
!74 = !DILocation(line: 17, column: 3, scope: !52)
!75 = !DILocation(line: 18, column: 54, scope: !52)
!76 = !DILocation(line: 18, column: 39, scope: !52)
!77 = !DILocation(line: 18, column: 73, scope: !52)
!78 = !DILocation(line: 18, column: 57, scope: !52)
!79 = !DILocation(line: 18, column: 81, scope: !52)
!80 = !DILocation(line: 18, column: 76, scope: !52)
!81 = !DILocation(line: 18, column: 98, scope: !52)
!82 = !DILocation(line: 18, column: 87, scope: !52)
!83 = !DILocation(line: 19, column: 30, scope: !52)
!84 = !DILocation(line: 19, column: 10, scope: !52)
!85 = !DILocation(line: 19, column: 55, scope: !52)
!86 = !DILocation(line: 19, column: 35, scope: !52)
!87 = !DILocation(line: 18, column: 3, scope: !52)
!88 = !DILocation(line: 24, column: 3, scope: !52)
