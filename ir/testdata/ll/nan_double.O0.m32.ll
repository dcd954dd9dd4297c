; ModuleID = '../testdata/testcomp/float-benchs/nan_double.c'
source_filename = "../testdata/testcomp/float-benchs/nan_double.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"nan_double.c\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local void @reach_error() #0 !dbg !11 {
  call void @__assert_fail(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i32 noundef 3, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0)) #5, !dbg !15
  unreachable, !dbg !15
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @__VERIFIER_assert(i32 noundef %0) #0 !dbg !16 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !20, metadata !DIExpression()), !dbg !21
  %3 = load i32, i32* %2, align 4, !dbg !22
  %4 = icmp ne i32 %3, 0, !dbg !24
  br i1 %4, label %7, label %5, !dbg !25

5:                                                ; preds = %1
  br label %6, !dbg !26

6:                                                ; preds = %5
  call void @llvm.dbg.label(metadata !27), !dbg !29
  call void @reach_error(), !dbg !30
  call void @abort() #6, !dbg !32
  unreachable, !dbg !32

7:                                                ; preds = %1
  ret void, !dbg !33
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #2

; Function Attrs: noreturn
declare void @abort() #3

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !34 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata double* %2, metadata !37, metadata !DIExpression()), !dbg !39
  %3 = call double bitcast (double (...)* @__VERIFIER_nondet_double to double ()*)(), !dbg !40
  store double %3, double* %2, align 8, !dbg !41
  %4 = load double, double* %2, align 8, !dbg !42
  %5 = load double, double* %2, align 8, !dbg !43
  %6 = fcmp oeq double %4, %5, !dbg !44
  %7 = zext i1 %6 to i32, !dbg !44
  call void @__VERIFIER_assert(i32 noundef %7), !dbg !45
  ret i32 0, !dbg !46
}

declare double @__VERIFIER_nondet_double(...) #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback noreturn nounwind }
attributes #6 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/testcomp/float-benchs/nan_double.c", directory: ".", checksumkind: CSK_MD5, checksum: "d2645a3d3f84c4b6a8c48ce56fa50c23")
!2 = !{i32 1, !"NumRegisterParameters", i32 0}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 1}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "reach_error", scope: !1, file: !1, line: 3, type: !12, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!12 = !DISubroutineType(types: !13)
!13 = !{null}
!14 = !{}
!15 = !DILocation(line: 3, column: 22, scope: !11)
!16 = distinct !DISubprogram(name: "__VERIFIER_assert", scope: !1, file: !1, line: 8, type: !17, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !19}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocalVariable(name: "cond", arg: 1, scope: !16, file: !1, line: 8, type: !19)
!21 = !DILocation(line: 8, column: 28, scope: !16)
!22 = !DILocation(line: 8, column: 42, scope: !23)
!23 = distinct !DILexicalBlock(scope: !16, file: !1, line: 8, column: 40)
!24 = !DILocation(line: 8, column: 41, scope: !23)
!25 = !DILocation(line: 8, column: 40, scope: !16)
!26 = !DILocation(line: 8, column: 49, scope: !23)
!27 = !DILabel(scope: !28, name: "ERROR", file: !1, line: 8)
!28 = distinct !DILexicalBlock(scope: !23, file: !1, line: 8, column: 49)
!29 = !DILocation(line: 8, column: 51, scope: !28)
!30 = !DILocation(line: 8, column: 59, scope: !31)
!31 = distinct !DILexicalBlock(scope: !28, file: !1, line: 8, column: 58)
!32 = !DILocation(line: 8, column: 73, scope: !31)
!33 = !DILocation(line: 8, column: 85, scope: !16)
!34 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 10, type: !35, scopeLine: 11, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!35 = !DISubroutineType(types: !36)
!36 = !{!19}
!37 = !DILocalVariable(name: "x", scope: !34, file: !1, line: 12, type: !38)
!38 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!39 = !DILocation(line: 12, column: 10, scope: !34)
!40 = !DILocation(line: 13, column: 7, scope: !34)
!41 = !DILocation(line: 13, column: 5, scope: !34)
!42 = !DILocation(line: 15, column: 21, scope: !34)
!43 = !DILocation(line: 15, column: 24, scope: !34)
!44 = !DILocation(line: 15, column: 22, scope: !34)
!45 = !DILocation(line: 15, column: 3, scope: !34)
!46 = !DILocation(line: 16, column: 3, scope: !34)
