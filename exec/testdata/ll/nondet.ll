; ModuleID = 'testdata/c/nondet.c'
source_filename = "testdata/c/nondet.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i64, align 8
  %6 = alloca i16, align 2
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !15, metadata !DIExpression()), !dbg !16
  %8 = call i32 @__VERIFIER_nondet_int(), !dbg !17
  store i32 %8, i32* %2, align 4, !dbg !16
  call void @llvm.dbg.declare(metadata i8* %3, metadata !18, metadata !DIExpression()), !dbg !20
  %9 = call signext i8 @__VERIFIER_nondet_char(), !dbg !21
  store i8 %9, i8* %3, align 1, !dbg !20
  call void @llvm.dbg.declare(metadata i8* %4, metadata !22, metadata !DIExpression()), !dbg !24
  %10 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !25
  %11 = zext i1 %10 to i8, !dbg !24
  store i8 %11, i8* %4, align 1, !dbg !24
  call void @llvm.dbg.declare(metadata i64* %5, metadata !26, metadata !DIExpression()), !dbg !28
  %12 = call i64 @__VERIFIER_nondet_ulong(), !dbg !29
  store i64 %12, i64* %5, align 8, !dbg !28
  call void @llvm.dbg.declare(metadata i16* %6, metadata !30, metadata !DIExpression()), !dbg !32
  %13 = call signext i16 @__VERIFIER_nondet_short(), !dbg !33
  store i16 %13, i16* %6, align 2, !dbg !32
  call void @llvm.dbg.declare(metadata i32* %7, metadata !34, metadata !DIExpression()), !dbg !35
  store i32 0, i32* %7, align 4, !dbg !35
  %14 = load i32, i32* %2, align 4, !dbg !36
  %15 = icmp sgt i32 %14, 5, !dbg !38
  br i1 %15, label %16, label %19, !dbg !39

16:                                               ; preds = %0
  %17 = load i32, i32* %7, align 4, !dbg !40
  %18 = or i32 %17, 1, !dbg !40
  store i32 %18, i32* %7, align 4, !dbg !40
  br label %19, !dbg !41

19:                                               ; preds = %16, %0
  %20 = load i8, i8* %3, align 1, !dbg !42
  %21 = sext i8 %20 to i32, !dbg !42
  %22 = icmp eq i32 %21, 113, !dbg !44
  br i1 %22, label %23, label %26, !dbg !45

23:                                               ; preds = %19
  %24 = load i32, i32* %7, align 4, !dbg !46
  %25 = or i32 %24, 2, !dbg !46
  store i32 %25, i32* %7, align 4, !dbg !46
  br label %26, !dbg !47

26:                                               ; preds = %23, %19
  %27 = load i8, i8* %4, align 1, !dbg !48
  %28 = trunc i8 %27 to i1, !dbg !48
  br i1 %28, label %29, label %32, !dbg !50

29:                                               ; preds = %26
  %30 = load i32, i32* %7, align 4, !dbg !51
  %31 = or i32 %30, 4, !dbg !51
  store i32 %31, i32* %7, align 4, !dbg !51
  br label %32, !dbg !52

32:                                               ; preds = %29, %26
  %33 = load i64, i64* %5, align 8, !dbg !53
  %34 = icmp ugt i64 %33, 1000000000000, !dbg !55
  br i1 %34, label %35, label %38, !dbg !56

35:                                               ; preds = %32
  %36 = load i32, i32* %7, align 4, !dbg !57
  %37 = or i32 %36, 8, !dbg !57
  store i32 %37, i32* %7, align 4, !dbg !57
  br label %38, !dbg !58

38:                                               ; preds = %35, %32
  %39 = load i16, i16* %6, align 2, !dbg !59
  %40 = sext i16 %39 to i32, !dbg !59
  %41 = icmp slt i32 %40, 0, !dbg !61
  br i1 %41, label %42, label %45, !dbg !62

42:                                               ; preds = %38
  %43 = load i32, i32* %7, align 4, !dbg !63
  %44 = or i32 %43, 16, !dbg !63
  store i32 %44, i32* %7, align 4, !dbg !63
  br label %45, !dbg !64

45:                                               ; preds = %42, %38
  %46 = load i32, i32* %7, align 4, !dbg !65
  ret i32 %46, !dbg !66
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @__VERIFIER_nondet_int() #2

declare signext i8 @__VERIFIER_nondet_char() #2

declare zeroext i1 @__VERIFIER_nondet_bool() #2

declare i64 @__VERIFIER_nondet_ulong() #2

declare signext i16 @__VERIFIER_nondet_short() #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/nondet.c", directory: ".", checksumkind: CSK_MD5, checksum: "874a5cc9e79d0f4bd49f196a27f64dc8")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !11, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 12, type: !13)
!16 = !DILocation(line: 12, column: 7, scope: !10)
!17 = !DILocation(line: 12, column: 11, scope: !10)
!18 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 13, type: !19)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !DILocation(line: 13, column: 8, scope: !10)
!21 = !DILocation(line: 13, column: 12, scope: !10)
!22 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 14, type: !23)
!23 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!24 = !DILocation(line: 14, column: 9, scope: !10)
!25 = !DILocation(line: 14, column: 13, scope: !10)
!26 = !DILocalVariable(name: "l", scope: !10, file: !1, line: 15, type: !27)
!27 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!28 = !DILocation(line: 15, column: 17, scope: !10)
!29 = !DILocation(line: 15, column: 21, scope: !10)
!30 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 16, type: !31)
!31 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!32 = !DILocation(line: 16, column: 9, scope: !10)
!33 = !DILocation(line: 16, column: 13, scope: !10)
!34 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 17, type: !13)
!35 = !DILocation(line: 17, column: 7, scope: !10)
!36 = !DILocation(line: 18, column: 7, scope: !37)
!37 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 7)
!38 = !DILocation(line: 18, column: 9, scope: !37)
!39 = !DILocation(line: 18, column: 7, scope: !10)
!40 = !DILocation(line: 19, column: 7, scope: !37)
!41 = !DILocation(line: 19, column: 5, scope: !37)
!42 = !DILocation(line: 20, column: 7, scope: !43)
!43 = distinct !DILexicalBlock(scope: !10, file: !1, line: 20, column: 7)
!44 = !DILocation(line: 20, column: 9, scope: !43)
!45 = !DILocation(line: 20, column: 7, scope: !10)
!46 = !DILocation(line: 21, column: 7, scope: !43)
!47 = !DILocation(line: 21, column: 5, scope: !43)
!48 = !DILocation(line: 22, column: 7, scope: !49)
!49 = distinct !DILexicalBlock(scope: !10, file: !1, line: 22, column: 7)
!50 = !DILocation(line: 22, column: 7, scope: !10)
!51 = !DILocation(line: 23, column: 7, scope: !49)
!52 = !DILocation(line: 23, column: 5, scope: !49)
!53 = !DILocation(line: 24, column: 7, scope: !54)
!54 = distinct !DILexicalBlock(scope: !10, file: !1, line: 24, column: 7)
!55 = !DILocation(line: 24, column: 9, scope: !54)
!56 = !DILocation(line: 24, column: 7, scope: !10)
!57 = !DILocation(line: 25, column: 7, scope: !54)
!58 = !DILocation(line: 25, column: 5, scope: !54)
!59 = !DILocation(line: 26, column: 7, scope: !60)
!60 = distinct !DILexicalBlock(scope: !10, file: !1, line: 26, column: 7)
!61 = !DILocation(line: 26, column: 9, scope: !60)
!62 = !DILocation(line: 26, column: 7, scope: !10)
!63 = !DILocation(line: 27, column: 7, scope: !60)
!64 = !DILocation(line: 27, column: 5, scope: !60)
!65 = !DILocation(line: 28, column: 10, scope: !10)
!66 = !DILocation(line: 28, column: 3, scope: !10)
