; ModuleID = '../testdata/testcomp/recursive/McCarthy91-1.c'
source_filename = "../testdata/testcomp/recursive/McCarthy91-1.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"McCarthy91-1.c\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local void @reach_error() #0 !dbg !11 {
  call void @__assert_fail(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0), i32 noundef 3, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0)) #5, !dbg !15
  unreachable, !dbg !15
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @f91(i32 noundef %0) #0 !dbg !16 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !20, metadata !DIExpression()), !dbg !21
  %4 = load i32, i32* %3, align 4, !dbg !22
  %5 = icmp sgt i32 %4, 100, !dbg !24
  br i1 %5, label %6, label %9, !dbg !25

6:                                                ; preds = %1
  %7 = load i32, i32* %3, align 4, !dbg !26
  %8 = sub nsw i32 %7, 10, !dbg !27
  store i32 %8, i32* %2, align 4, !dbg !28
  br label %14, !dbg !28

9:                                                ; preds = %1
  %10 = load i32, i32* %3, align 4, !dbg !29
  %11 = add nsw i32 %10, 11, !dbg !31
  %12 = call i32 @f91(i32 noundef %11), !dbg !32
  %13 = call i32 @f91(i32 noundef %12), !dbg !33
  store i32 %13, i32* %2, align 4, !dbg !34
  br label %14, !dbg !34

14:                                               ; preds = %9, %6
  %15 = load i32, i32* %2, align 4, !dbg !35
  ret i32 %15, !dbg !35
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !36 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !39, metadata !DIExpression()), !dbg !40
  %4 = call i32 @__VERIFIER_nondet_int(), !dbg !41
  store i32 %4, i32* %2, align 4, !dbg !40
  call void @llvm.dbg.declare(metadata i32* %3, metadata !42, metadata !DIExpression()), !dbg !43
  %5 = load i32, i32* %2, align 4, !dbg !44
  %6 = call i32 @f91(i32 noundef %5), !dbg !45
  store i32 %6, i32* %3, align 4, !dbg !43
  %7 = load i32, i32* %3, align 4, !dbg !46
  %8 = icmp eq i32 %7, 91, !dbg !48
  br i1 %8, label %17, label %9, !dbg !49

9:                                                ; preds = %0
  %10 = load i32, i32* %2, align 4, !dbg !50
  %11 = icmp sgt i32 %10, 102, !dbg !51
  br i1 %11, label %12, label %18, !dbg !52

12:                                               ; preds = %9
  %13 = load i32, i32* %3, align 4, !dbg !53
  %14 = load i32, i32* %2, align 4, !dbg !54
  %15 = sub nsw i32 %14, 10, !dbg !55
  %16 = icmp eq i32 %13, %15, !dbg !56
  br i1 %16, label %17, label %18, !dbg !57

17:                                               ; preds = %12, %0
  ret i32 0, !dbg !58

18:                                               ; preds = %12, %9
  br label %19, !dbg !60

19:                                               ; preds = %18
  call void @llvm.dbg.label(metadata !61), !dbg !63
  call void @reach_error(), !dbg !64
  call void @abort() #6, !dbg !66
  unreachable, !dbg !66
}

declare i32 @__VERIFIER_nondet_int() #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #2

; Function Attrs: noreturn
declare void @abort() #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback noreturn nounwind }
attributes #6 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/testcomp/recursive/McCarthy91-1.c", directory: ".", checksumkind: CSK_MD5, checksum: "6725f2963d16a7bd0e0fed7b43453dd8")
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
!16 = distinct !DISubprogram(name: "f91", scope: !1, file: !1, line: 17, type: !17, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !19}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocalVariable(name: "x", arg: 1, scope: !16, file: !1, line: 17, type: !19)
!21 = !DILocation(line: 17, column: 13, scope: !16)
!22 = !DILocation(line: 18, column: 9, scope: !23)
!23 = distinct !DILexicalBlock(scope: !16, file: !1, line: 18, column: 9)
!24 = !DILocation(line: 18, column: 11, scope: !23)
!25 = !DILocation(line: 18, column: 9, scope: !16)
!26 = !DILocation(line: 19, column: 16, scope: !23)
!27 = !DILocation(line: 19, column: 18, scope: !23)
!28 = !DILocation(line: 19, column: 9, scope: !23)
!29 = !DILocation(line: 21, column: 24, scope: !30)
!30 = distinct !DILexicalBlock(scope: !23, file: !1, line: 20, column: 10)
!31 = !DILocation(line: 21, column: 25, scope: !30)
!32 = !DILocation(line: 21, column: 20, scope: !30)
!33 = !DILocation(line: 21, column: 16, scope: !30)
!34 = !DILocation(line: 21, column: 9, scope: !30)
!35 = !DILocation(line: 23, column: 1, scope: !16)
!36 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 26, type: !37, scopeLine: 26, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!37 = !DISubroutineType(types: !38)
!38 = !{!19}
!39 = !DILocalVariable(name: "x", scope: !36, file: !1, line: 27, type: !19)
!40 = !DILocation(line: 27, column: 9, scope: !36)
!41 = !DILocation(line: 27, column: 13, scope: !36)
!42 = !DILocalVariable(name: "result", scope: !36, file: !1, line: 28, type: !19)
!43 = !DILocation(line: 28, column: 9, scope: !36)
!44 = !DILocation(line: 28, column: 22, scope: !36)
!45 = !DILocation(line: 28, column: 18, scope: !36)
!46 = !DILocation(line: 29, column: 9, scope: !47)
!47 = distinct !DILexicalBlock(scope: !36, file: !1, line: 29, column: 9)
!48 = !DILocation(line: 29, column: 16, scope: !47)
!49 = !DILocation(line: 29, column: 22, scope: !47)
!50 = !DILocation(line: 29, column: 25, scope: !47)
!51 = !DILocation(line: 29, column: 27, scope: !47)
!52 = !DILocation(line: 29, column: 33, scope: !47)
!53 = !DILocation(line: 29, column: 36, scope: !47)
!54 = !DILocation(line: 29, column: 46, scope: !47)
!55 = !DILocation(line: 29, column: 48, scope: !47)
!56 = !DILocation(line: 29, column: 43, scope: !47)
!57 = !DILocation(line: 29, column: 9, scope: !36)
!58 = !DILocation(line: 30, column: 9, scope: !59)
!59 = distinct !DILexicalBlock(scope: !47, file: !1, line: 29, column: 54)
!60 = !DILocation(line: 31, column: 12, scope: !47)
!61 = !DILabel(scope: !62, name: "ERROR", file: !1, line: 32)
!62 = distinct !DILexicalBlock(scope: !47, file: !1, line: 31, column: 12)
!63 = !DILocation(line: 32, column: 9, scope: !62)
!64 = !DILocation(line: 32, column: 17, scope: !65)
!65 = distinct !DILexicalBlock(scope: !62, file: !1, line: 32, column: 16)
!66 = !DILocation(line: 32, column: 31, scope: !65)
