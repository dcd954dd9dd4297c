; ModuleID = '../testdata/testcomp/bitvector-regression/signextension2-2.c'
source_filename = "../testdata/testcomp/bitvector-regression/signextension2-2.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"signextension2-2.c\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local void @reach_error() #0 !dbg !11 {
  call void @__assert_fail(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i32 0, i32 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i32 0, i32 0), i32 noundef 3, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0)) #4, !dbg !15
  unreachable, !dbg !15
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !16 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !20, metadata !DIExpression()), !dbg !22
  store i32 -1, i32* %2, align 4, !dbg !22
  call void @llvm.dbg.declare(metadata i32* %3, metadata !23, metadata !DIExpression()), !dbg !24
  %7 = load i32, i32* %2, align 4, !dbg !25
  store i32 %7, i32* %3, align 4, !dbg !24
  call void @llvm.dbg.declare(metadata i32* %4, metadata !26, metadata !DIExpression()), !dbg !28
  %8 = load i32, i32* %2, align 4, !dbg !29
  store i32 %8, i32* %4, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %5, metadata !30, metadata !DIExpression()), !dbg !31
  %9 = load i32, i32* %3, align 4, !dbg !32
  store i32 %9, i32* %5, align 4, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %6, metadata !33, metadata !DIExpression()), !dbg !35
  %10 = load i32, i32* %2, align 4, !dbg !36
  store i32 %10, i32* %6, align 4, !dbg !35
  %11 = load i32, i32* %3, align 4, !dbg !37
  %12 = icmp eq i32 %11, -1, !dbg !39
  br i1 %12, label %13, label %23, !dbg !40

13:                                               ; preds = %0
  %14 = load i32, i32* %4, align 4, !dbg !41
  %15 = icmp eq i32 %14, -1, !dbg !42
  br i1 %15, label %16, label %23, !dbg !43

16:                                               ; preds = %13
  %17 = load i32, i32* %5, align 4, !dbg !44
  %18 = icmp eq i32 %17, -1, !dbg !45
  br i1 %18, label %19, label %23, !dbg !46

19:                                               ; preds = %16
  %20 = load i32, i32* %6, align 4, !dbg !47
  %21 = icmp eq i32 %20, -1, !dbg !48
  br i1 %21, label %22, label %23, !dbg !49

22:                                               ; preds = %19
  br label %24, !dbg !50

23:                                               ; preds = %19, %16, %13, %0
  ret i32 0, !dbg !52

24:                                               ; preds = %22
  call void @llvm.dbg.label(metadata !53), !dbg !54
  call void @reach_error(), !dbg !55
  call void @abort() #5, !dbg !57
  unreachable, !dbg !57
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #2

; Function Attrs: noreturn
declare void @abort() #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback noreturn nounwind }
attributes #5 = { noreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/testcomp/bitvector-regression/signextension2-2.c", directory: ".", checksumkind: CSK_MD5, checksum: "5cc7241eef9c7cb22ce7579f79c5b69d")
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
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !17, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!17 = !DISubroutineType(types: !18)
!18 = !{!19}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocalVariable(name: "allOne", scope: !16, file: !1, line: 6, type: !21)
!21 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!22 = !DILocation(line: 6, column: 16, scope: !16)
!23 = !DILocalVariable(name: "castToInt", scope: !16, file: !1, line: 8, type: !19)
!24 = !DILocation(line: 8, column: 7, scope: !16)
!25 = !DILocation(line: 8, column: 19, scope: !16)
!26 = !DILocalVariable(name: "castToLong", scope: !16, file: !1, line: 9, type: !27)
!27 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!28 = !DILocation(line: 9, column: 8, scope: !16)
!29 = !DILocation(line: 9, column: 21, scope: !16)
!30 = !DILocalVariable(name: "castToLong2", scope: !16, file: !1, line: 10, type: !27)
!31 = !DILocation(line: 10, column: 8, scope: !16)
!32 = !DILocation(line: 10, column: 22, scope: !16)
!33 = !DILocalVariable(name: "castToULong", scope: !16, file: !1, line: 11, type: !34)
!34 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!35 = !DILocation(line: 11, column: 17, scope: !16)
!36 = !DILocation(line: 11, column: 31, scope: !16)
!37 = !DILocation(line: 13, column: 7, scope: !38)
!38 = distinct !DILexicalBlock(scope: !16, file: !1, line: 13, column: 7)
!39 = !DILocation(line: 13, column: 17, scope: !38)
!40 = !DILocation(line: 13, column: 23, scope: !38)
!41 = !DILocation(line: 13, column: 26, scope: !38)
!42 = !DILocation(line: 13, column: 37, scope: !38)
!43 = !DILocation(line: 13, column: 53, scope: !38)
!44 = !DILocation(line: 14, column: 7, scope: !38)
!45 = !DILocation(line: 14, column: 19, scope: !38)
!46 = !DILocation(line: 14, column: 25, scope: !38)
!47 = !DILocation(line: 14, column: 28, scope: !38)
!48 = !DILocation(line: 14, column: 40, scope: !38)
!49 = !DILocation(line: 13, column: 7, scope: !16)
!50 = !DILocation(line: 15, column: 5, scope: !51)
!51 = distinct !DILexicalBlock(scope: !38, file: !1, line: 14, column: 57)
!52 = !DILocation(line: 18, column: 3, scope: !16)
!53 = !DILabel(scope: !16, name: "ERROR", file: !1, line: 19)
!54 = !DILocation(line: 19, column: 3, scope: !16)
!55 = !DILocation(line: 19, column: 11, scope: !56)
!56 = distinct !DILexicalBlock(scope: !16, file: !1, line: 19, column: 10)
!57 = !DILocation(line: 19, column: 25, scope: !56)
