; ModuleID = 'testdata/c/float_sym.c'
source_filename = "testdata/c/float_sym.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"d\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !13 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca float, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata double* %2, metadata !17, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata float* %3, metadata !20, metadata !DIExpression()), !dbg !21
  %4 = bitcast double* %2 to i8*, !dbg !22
  call void @klee_make_symbolic(i8* noundef %4, i64 noundef 8, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !23
  %5 = bitcast float* %3 to i8*, !dbg !24
  call void @klee_make_symbolic(i8* noundef %5, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !25
  %6 = load double, double* %2, align 8, !dbg !26
  %7 = load double, double* %2, align 8, !dbg !28
  %8 = fcmp une double %6, %7, !dbg !29
  br i1 %8, label %9, label %10, !dbg !30

9:                                                ; preds = %0
  store i32 1, i32* %1, align 4, !dbg !31
  br label %31, !dbg !31

10:                                               ; preds = %0
  %11 = load double, double* %2, align 8, !dbg !32
  %12 = fmul double %11, 3.000000e+00, !dbg !34
  %13 = fcmp oeq double %12, 1.000000e+00, !dbg !35
  br i1 %13, label %14, label %15, !dbg !36

14:                                               ; preds = %10
  store i32 2, i32* %1, align 4, !dbg !37
  br label %31, !dbg !37

15:                                               ; preds = %10
  %16 = load double, double* %2, align 8, !dbg !38
  %17 = fptrunc double %16 to float, !dbg !40
  %18 = load float, float* %3, align 4, !dbg !41
  %19 = fadd float %17, %18, !dbg !42
  %20 = fcmp olt float %19, 0xC6293E5940000000, !dbg !43
  br i1 %20, label %21, label %22, !dbg !44

21:                                               ; preds = %15
  store i32 3, i32* %1, align 4, !dbg !45
  br label %31, !dbg !45

22:                                               ; preds = %15
  %23 = load float, float* %3, align 4, !dbg !46
  %24 = fptosi float %23 to i32, !dbg !48
  %25 = icmp eq i32 %24, -2147483648, !dbg !49
  br i1 %25, label %26, label %30, !dbg !50

26:                                               ; preds = %22
  %27 = load float, float* %3, align 4, !dbg !51
  %28 = fcmp ogt float %27, 0.000000e+00, !dbg !52
  br i1 %28, label %29, label %30, !dbg !53

29:                                               ; preds = %26
  store i32 4, i32* %1, align 4, !dbg !54
  br label %31, !dbg !54

30:                                               ; preds = %26, %22
  store i32 0, i32* %1, align 4, !dbg !55
  br label %31, !dbg !55

31:                                               ; preds = %30, %29, %21, %14, %9
  %32 = load i32, i32* %1, align 4, !dbg !56
  ret i32 %32, !dbg !56
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/float_sym.c", directory: ".", checksumkind: CSK_MD5, checksum: "7afce6515a0a13fc7bf5fd329a5f0a28")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !14, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!14 = !DISubroutineType(types: !15)
!15 = !{!4}
!16 = !{}
!17 = !DILocalVariable(name: "d", scope: !13, file: !1, line: 9, type: !18)
!18 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!19 = !DILocation(line: 9, column: 10, scope: !13)
!20 = !DILocalVariable(name: "f", scope: !13, file: !1, line: 10, type: !3)
!21 = !DILocation(line: 10, column: 9, scope: !13)
!22 = !DILocation(line: 11, column: 22, scope: !13)
!23 = !DILocation(line: 11, column: 3, scope: !13)
!24 = !DILocation(line: 12, column: 22, scope: !13)
!25 = !DILocation(line: 12, column: 3, scope: !13)
!26 = !DILocation(line: 13, column: 7, scope: !27)
!27 = distinct !DILexicalBlock(scope: !13, file: !1, line: 13, column: 7)
!28 = !DILocation(line: 13, column: 12, scope: !27)
!29 = !DILocation(line: 13, column: 9, scope: !27)
!30 = !DILocation(line: 13, column: 7, scope: !13)
!31 = !DILocation(line: 14, column: 5, scope: !27)
!32 = !DILocation(line: 15, column: 7, scope: !33)
!33 = distinct !DILexicalBlock(scope: !13, file: !1, line: 15, column: 7)
!34 = !DILocation(line: 15, column: 9, scope: !33)
!35 = !DILocation(line: 15, column: 15, scope: !33)
!36 = !DILocation(line: 15, column: 7, scope: !13)
!37 = !DILocation(line: 16, column: 5, scope: !33)
!38 = !DILocation(line: 17, column: 14, scope: !39)
!39 = distinct !DILexicalBlock(scope: !13, file: !1, line: 17, column: 7)
!40 = !DILocation(line: 17, column: 7, scope: !39)
!41 = !DILocation(line: 17, column: 18, scope: !39)
!42 = !DILocation(line: 17, column: 16, scope: !39)
!43 = !DILocation(line: 17, column: 20, scope: !39)
!44 = !DILocation(line: 17, column: 7, scope: !13)
!45 = !DILocation(line: 18, column: 5, scope: !39)
!46 = !DILocation(line: 19, column: 12, scope: !47)
!47 = distinct !DILexicalBlock(scope: !13, file: !1, line: 19, column: 7)
!48 = !DILocation(line: 19, column: 7, scope: !47)
!49 = !DILocation(line: 19, column: 14, scope: !47)
!50 = !DILocation(line: 19, column: 33, scope: !47)
!51 = !DILocation(line: 19, column: 36, scope: !47)
!52 = !DILocation(line: 19, column: 38, scope: !47)
!53 = !DILocation(line: 19, column: 7, scope: !13)
!54 = !DILocation(line: 20, column: 5, scope: !47)
!55 = !DILocation(line: 21, column: 3, scope: !13)
!56 = !DILocation(line: 22, column: 1, scope: !13)
