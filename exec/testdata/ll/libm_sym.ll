; ModuleID = 'testdata/c/libm_sym.c'
source_filename = "testdata/c/libm_sym.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"d\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca float, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata double* %2, metadata !15, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.declare(metadata float* %3, metadata !18, metadata !DIExpression()), !dbg !20
  %4 = bitcast double* %2 to i8*, !dbg !21
  call void @klee_make_symbolic(i8* noundef %4, i64 noundef 8, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !22
  %5 = bitcast float* %3 to i8*, !dbg !23
  call void @klee_make_symbolic(i8* noundef %5, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !24
  %6 = load double, double* %2, align 8, !dbg !25
  %7 = call double @sqrt(double noundef %6) #4, !dbg !27
  %8 = fcmp oeq double %7, 3.000000e+00, !dbg !28
  br i1 %8, label %9, label %10, !dbg !29

9:                                                ; preds = %0
  store i32 1, i32* %1, align 4, !dbg !30
  br label %42, !dbg !30

10:                                               ; preds = %0
  %11 = load double, double* %2, align 8, !dbg !31
  %12 = call double @llvm.fabs.f64(double %11), !dbg !33
  %13 = fcmp oeq double %12, 2.500000e+00, !dbg !34
  br i1 %13, label %14, label %18, !dbg !35

14:                                               ; preds = %10
  %15 = load double, double* %2, align 8, !dbg !36
  %16 = fcmp olt double %15, 0.000000e+00, !dbg !37
  br i1 %16, label %17, label %18, !dbg !38

17:                                               ; preds = %14
  store i32 2, i32* %1, align 4, !dbg !39
  br label %42, !dbg !39

18:                                               ; preds = %14, %10
  %19 = load double, double* %2, align 8, !dbg !40
  %20 = call double @llvm.minnum.f64(double %19, double 1.000000e+00), !dbg !42
  %21 = fcmp oeq double %20, -7.000000e+00, !dbg !43
  br i1 %21, label %22, label %23, !dbg !44

22:                                               ; preds = %18
  store i32 3, i32* %1, align 4, !dbg !45
  br label %42, !dbg !45

23:                                               ; preds = %18
  %24 = load float, float* %3, align 4, !dbg !46
  %25 = call float @sqrtf(float noundef %24) #4, !dbg !48
  %26 = fcmp ogt float %25, 1.000000e+10, !dbg !49
  br i1 %26, label %27, label %33, !dbg !50

27:                                               ; preds = %23
  %28 = load double, double* %2, align 8, !dbg !51
  %29 = load double, double* %2, align 8, !dbg !52
  %30 = call double @llvm.fma.f64(double %28, double %29, double -1.000000e+00), !dbg !53
  %31 = fcmp oeq double %30, 0.000000e+00, !dbg !54
  br i1 %31, label %32, label %33, !dbg !55

32:                                               ; preds = %27
  store i32 4, i32* %1, align 4, !dbg !56
  br label %42, !dbg !56

33:                                               ; preds = %27, %23
  %34 = load float, float* %3, align 4, !dbg !57
  %35 = call float @fmodf(float noundef %34, float noundef 3.000000e+00) #4, !dbg !59
  %36 = fcmp oeq float %35, 1.500000e+00, !dbg !60
  br i1 %36, label %37, label %41, !dbg !61

37:                                               ; preds = %33
  %38 = load float, float* %3, align 4, !dbg !62
  %39 = fcmp ogt float %38, 1.000000e+01, !dbg !63
  br i1 %39, label %40, label %41, !dbg !64

40:                                               ; preds = %37
  store i32 5, i32* %1, align 4, !dbg !65
  br label %42, !dbg !65

41:                                               ; preds = %37, %33
  store i32 0, i32* %1, align 4, !dbg !66
  br label %42, !dbg !66

42:                                               ; preds = %41, %40, %32, %22, %17, %9
  %43 = load i32, i32* %1, align 4, !dbg !67
  ret i32 %43, !dbg !67
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #1

; Function Attrs: nounwind
declare float @fmodf(float noundef, float noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/libm_sym.c", directory: ".", checksumkind: CSK_MD5, checksum: "5f30f06d7ecfdb483d960cddd2c7cb17")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "d", scope: !10, file: !1, line: 11, type: !16)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !DILocation(line: 11, column: 10, scope: !10)
!18 = !DILocalVariable(name: "f", scope: !10, file: !1, line: 12, type: !19)
!19 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!20 = !DILocation(line: 12, column: 9, scope: !10)
!21 = !DILocation(line: 13, column: 22, scope: !10)
!22 = !DILocation(line: 13, column: 3, scope: !10)
!23 = !DILocation(line: 14, column: 22, scope: !10)
!24 = !DILocation(line: 14, column: 3, scope: !10)
!25 = !DILocation(line: 15, column: 12, scope: !26)
!26 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 7)
!27 = !DILocation(line: 15, column: 7, scope: !26)
!28 = !DILocation(line: 15, column: 15, scope: !26)
!29 = !DILocation(line: 15, column: 7, scope: !10)
!30 = !DILocation(line: 16, column: 5, scope: !26)
!31 = !DILocation(line: 17, column: 12, scope: !32)
!32 = distinct !DILexicalBlock(scope: !10, file: !1, line: 17, column: 7)
!33 = !DILocation(line: 17, column: 7, scope: !32)
!34 = !DILocation(line: 17, column: 15, scope: !32)
!35 = !DILocation(line: 17, column: 22, scope: !32)
!36 = !DILocation(line: 17, column: 25, scope: !32)
!37 = !DILocation(line: 17, column: 27, scope: !32)
!38 = !DILocation(line: 17, column: 7, scope: !10)
!39 = !DILocation(line: 18, column: 5, scope: !32)
!40 = !DILocation(line: 19, column: 12, scope: !41)
!41 = distinct !DILexicalBlock(scope: !10, file: !1, line: 19, column: 7)
!42 = !DILocation(line: 19, column: 7, scope: !41)
!43 = !DILocation(line: 19, column: 20, scope: !41)
!44 = !DILocation(line: 19, column: 7, scope: !10)
!45 = !DILocation(line: 20, column: 5, scope: !41)
!46 = !DILocation(line: 21, column: 13, scope: !47)
!47 = distinct !DILexicalBlock(scope: !10, file: !1, line: 21, column: 7)
!48 = !DILocation(line: 21, column: 7, scope: !47)
!49 = !DILocation(line: 21, column: 16, scope: !47)
!50 = !DILocation(line: 21, column: 24, scope: !47)
!51 = !DILocation(line: 21, column: 31, scope: !47)
!52 = !DILocation(line: 21, column: 34, scope: !47)
!53 = !DILocation(line: 21, column: 27, scope: !47)
!54 = !DILocation(line: 21, column: 43, scope: !47)
!55 = !DILocation(line: 21, column: 7, scope: !10)
!56 = !DILocation(line: 22, column: 5, scope: !47)
!57 = !DILocation(line: 23, column: 13, scope: !58)
!58 = distinct !DILexicalBlock(scope: !10, file: !1, line: 23, column: 7)
!59 = !DILocation(line: 23, column: 7, scope: !58)
!60 = !DILocation(line: 23, column: 22, scope: !58)
!61 = !DILocation(line: 23, column: 30, scope: !58)
!62 = !DILocation(line: 23, column: 33, scope: !58)
!63 = !DILocation(line: 23, column: 35, scope: !58)
!64 = !DILocation(line: 23, column: 7, scope: !10)
!65 = !DILocation(line: 24, column: 5, scope: !58)
!66 = !DILocation(line: 25, column: 3, scope: !10)
!67 = !DILocation(line: 26, column: 1, scope: !10)
