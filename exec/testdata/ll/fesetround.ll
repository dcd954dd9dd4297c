; ModuleID = 'testdata/c/fesetround.c'
source_filename = "testdata/c/fesetround.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@one = dso_local global double 1.000000e+00, align 8, !dbg !0
@three = dso_local global double 3.000000e+00, align 8, !dbg !5
@.str = private unnamed_addr constant [2 x i8] c"m\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !17 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !22, metadata !DIExpression()), !dbg !23
  store i32 0, i32* %2, align 4, !dbg !23
  %4 = call i32 @fesetround(i32 noundef 291) #5, !dbg !24
  %5 = icmp eq i32 %4, 0, !dbg !26
  br i1 %5, label %9, label %6, !dbg !27

6:                                                ; preds = %0
  %7 = call i32 @fegetround() #6, !dbg !28
  %8 = icmp ne i32 %7, 0, !dbg !29
  br i1 %8, label %9, label %12, !dbg !30

9:                                                ; preds = %6, %0
  %10 = load i32, i32* %2, align 4, !dbg !31
  %11 = or i32 %10, 1, !dbg !31
  store i32 %11, i32* %2, align 4, !dbg !31
  br label %12, !dbg !32

12:                                               ; preds = %9, %6
  call void @llvm.dbg.declare(metadata i32* %3, metadata !33, metadata !DIExpression()), !dbg !34
  %13 = bitcast i32* %3 to i8*, !dbg !35
  call void @klee_make_symbolic(i8* noundef %13, i64 noundef 4, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !36
  %14 = load i32, i32* %3, align 4, !dbg !37
  %15 = icmp eq i32 %14, 2048, !dbg !38
  %16 = zext i1 %15 to i32, !dbg !38
  %17 = sext i32 %16 to i64, !dbg !37
  call void @klee_assume(i64 noundef %17), !dbg !39
  %18 = load i32, i32* %3, align 4, !dbg !40
  %19 = call i32 @fesetround(i32 noundef %18) #5, !dbg !42
  %20 = icmp ne i32 %19, 0, !dbg !43
  br i1 %20, label %24, label %21, !dbg !44

21:                                               ; preds = %12
  %22 = call i32 @fegetround() #6, !dbg !45
  %23 = icmp ne i32 %22, 2048, !dbg !46
  br i1 %23, label %24, label %27, !dbg !47

24:                                               ; preds = %21, %12
  %25 = load i32, i32* %2, align 4, !dbg !48
  %26 = or i32 %25, 2, !dbg !48
  store i32 %26, i32* %2, align 4, !dbg !48
  br label %27, !dbg !49

27:                                               ; preds = %24, %21
  %28 = load volatile double, double* @one, align 8, !dbg !50
  %29 = load volatile double, double* @three, align 8, !dbg !52
  %30 = fdiv double %28, %29, !dbg !53
  %31 = fcmp ogt double %30, 0x3FD5555555555555, !dbg !54
  br i1 %31, label %32, label %35, !dbg !55

32:                                               ; preds = %27
  %33 = load i32, i32* %2, align 4, !dbg !56
  %34 = or i32 %33, 4, !dbg !56
  store i32 %34, i32* %2, align 4, !dbg !56
  br label %35, !dbg !57

35:                                               ; preds = %32, %27
  %36 = load i32, i32* %2, align 4, !dbg !58
  ret i32 %36, !dbg !59
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @fesetround(i32 noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @fegetround() #3

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #4

declare void @klee_assume(i64 noundef) #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "one", scope: !2, file: !3, line: 11, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/fesetround.c", directory: ".", checksumkind: CSK_MD5, checksum: "92aa57d3c972b97ce55f8fa65c54b5ae")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "three", scope: !2, file: !3, line: 11, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !18, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{!20}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{}
!22 = !DILocalVariable(name: "code", scope: !17, file: !3, line: 14, type: !20)
!23 = !DILocation(line: 14, column: 7, scope: !17)
!24 = !DILocation(line: 15, column: 7, scope: !25)
!25 = distinct !DILexicalBlock(scope: !17, file: !3, line: 15, column: 7)
!26 = !DILocation(line: 15, column: 25, scope: !25)
!27 = !DILocation(line: 15, column: 30, scope: !25)
!28 = !DILocation(line: 15, column: 33, scope: !25)
!29 = !DILocation(line: 15, column: 46, scope: !25)
!30 = !DILocation(line: 15, column: 7, scope: !17)
!31 = !DILocation(line: 16, column: 10, scope: !25)
!32 = !DILocation(line: 16, column: 5, scope: !25)
!33 = !DILocalVariable(name: "m", scope: !17, file: !3, line: 17, type: !20)
!34 = !DILocation(line: 17, column: 7, scope: !17)
!35 = !DILocation(line: 18, column: 22, scope: !17)
!36 = !DILocation(line: 18, column: 3, scope: !17)
!37 = !DILocation(line: 19, column: 15, scope: !17)
!38 = !DILocation(line: 19, column: 17, scope: !17)
!39 = !DILocation(line: 19, column: 3, scope: !17)
!40 = !DILocation(line: 20, column: 18, scope: !41)
!41 = distinct !DILexicalBlock(scope: !17, file: !3, line: 20, column: 7)
!42 = !DILocation(line: 20, column: 7, scope: !41)
!43 = !DILocation(line: 20, column: 21, scope: !41)
!44 = !DILocation(line: 20, column: 26, scope: !41)
!45 = !DILocation(line: 20, column: 29, scope: !41)
!46 = !DILocation(line: 20, column: 42, scope: !41)
!47 = !DILocation(line: 20, column: 7, scope: !17)
!48 = !DILocation(line: 21, column: 10, scope: !41)
!49 = !DILocation(line: 21, column: 5, scope: !41)
!50 = !DILocation(line: 22, column: 7, scope: !51)
!51 = distinct !DILexicalBlock(scope: !17, file: !3, line: 22, column: 7)
!52 = !DILocation(line: 22, column: 13, scope: !51)
!53 = !DILocation(line: 22, column: 11, scope: !51)
!54 = !DILocation(line: 22, column: 19, scope: !51)
!55 = !DILocation(line: 22, column: 7, scope: !17)
!56 = !DILocation(line: 23, column: 10, scope: !51)
!57 = !DILocation(line: 23, column: 5, scope: !51)
!58 = !DILocation(line: 24, column: 10, scope: !17)
!59 = !DILocation(line: 24, column: 3, scope: !17)
