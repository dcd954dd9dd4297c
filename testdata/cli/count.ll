; ModuleID = 'count.c'
source_filename = "count.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !30 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %3, metadata !36, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %3, align 4, !dbg !37
  call void @llvm.dbg.declare(metadata i32* %4, metadata !38, metadata !DIExpression()), !dbg !39
  store i32 0, i32* %4, align 4, !dbg !39
  call void @llvm.dbg.declare(metadata i32* %5, metadata !40, metadata !DIExpression()), !dbg !41
  store i32 0, i32* %5, align 4, !dbg !41
  call void @llvm.dbg.declare(metadata i32* %6, metadata !42, metadata !DIExpression()), !dbg !43
  store i32 0, i32* %6, align 4, !dbg !43
  br label %7, !dbg !44

7:                                                ; preds = %43, %0
  %8 = call i32 @getchar(), !dbg !45
  store i32 %8, i32* %2, align 4, !dbg !46
  %9 = icmp ne i32 %8, -1, !dbg !47
  br i1 %9, label %10, label %44, !dbg !44

10:                                               ; preds = %7
  %11 = load i32, i32* %2, align 4, !dbg !48
  %12 = icmp eq i32 %11, 10, !dbg !51
  br i1 %12, label %13, label %16, !dbg !52

13:                                               ; preds = %10
  %14 = load i32, i32* %3, align 4, !dbg !53
  %15 = add nsw i32 %14, 1, !dbg !53
  store i32 %15, i32* %3, align 4, !dbg !53
  br label %16, !dbg !54

16:                                               ; preds = %13, %10
  %17 = call i16** @__ctype_b_loc() #4, !dbg !55
  %18 = load i16*, i16** %17, align 8, !dbg !55
  %19 = load i32, i32* %2, align 4, !dbg !55
  %20 = sext i32 %19 to i64, !dbg !55
  %21 = getelementptr inbounds i16, i16* %18, i64 %20, !dbg !55
  %22 = load i16, i16* %21, align 2, !dbg !55
  %23 = zext i16 %22 to i32, !dbg !55
  %24 = and i32 %23, 2048, !dbg !55
  %25 = icmp ne i32 %24, 0, !dbg !55
  br i1 %25, label %26, label %29, !dbg !57

26:                                               ; preds = %16
  %27 = load i32, i32* %5, align 4, !dbg !58
  %28 = add nsw i32 %27, 1, !dbg !58
  store i32 %28, i32* %5, align 4, !dbg !58
  br label %29, !dbg !59

29:                                               ; preds = %26, %16
  %30 = load i32, i32* %2, align 4, !dbg !60
  %31 = icmp eq i32 %30, 32, !dbg !62
  br i1 %31, label %35, label %32, !dbg !63

32:                                               ; preds = %29
  %33 = load i32, i32* %2, align 4, !dbg !64
  %34 = icmp eq i32 %33, 10, !dbg !65
  br i1 %34, label %35, label %36, !dbg !66

35:                                               ; preds = %32, %29
  store i32 0, i32* %6, align 4, !dbg !67
  br label %43, !dbg !69

36:                                               ; preds = %32
  %37 = load i32, i32* %6, align 4, !dbg !70
  %38 = icmp ne i32 %37, 0, !dbg !70
  br i1 %38, label %42, label %39, !dbg !72

39:                                               ; preds = %36
  store i32 1, i32* %6, align 4, !dbg !73
  %40 = load i32, i32* %4, align 4, !dbg !75
  %41 = add nsw i32 %40, 1, !dbg !75
  store i32 %41, i32* %4, align 4, !dbg !75
  br label %42, !dbg !76

42:                                               ; preds = %39, %36
  br label %43

43:                                               ; preds = %42, %35
  br label %7, !dbg !44, !llvm.loop !77

44:                                               ; preds = %7
  %45 = load i32, i32* %3, align 4, !dbg !80
  %46 = load i32, i32* %4, align 4, !dbg !81
  %47 = load i32, i32* %5, align 4, !dbg !82
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %45, i32 noundef %46, i32 noundef %47), !dbg !83
  %49 = load i32, i32* %5, align 4, !dbg !84
  %50 = icmp eq i32 %49, 3, !dbg !86
  br i1 %50, label %51, label %52, !dbg !87

51:                                               ; preds = %44
  store i32 3, i32* %1, align 4, !dbg !88
  br label %53, !dbg !88

52:                                               ; preds = %44
  store i32 0, i32* %1, align 4, !dbg !89
  br label %53, !dbg !89

53:                                               ; preds = %52, %51
  %54 = load i32, i32* %1, align 4, !dbg !90
  ret i32 %54, !dbg !90
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @getchar() #2

; Function Attrs: nounwind readnone willreturn
declare i16** @__ctype_b_loc() #3

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readnone willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !19, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "count.c", directory: ".", checksumkind: CSK_MD5, checksum: "b89ce4dfd01ab40b076ef144aed307c9")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !4, line: 46, baseType: !5, size: 32, elements: !6)
!4 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18}
!7 = !DIEnumerator(name: "_ISupper", value: 256)
!8 = !DIEnumerator(name: "_ISlower", value: 512)
!9 = !DIEnumerator(name: "_ISalpha", value: 1024)
!10 = !DIEnumerator(name: "_ISdigit", value: 2048)
!11 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!12 = !DIEnumerator(name: "_ISspace", value: 8192)
!13 = !DIEnumerator(name: "_ISprint", value: 16384)
!14 = !DIEnumerator(name: "_ISgraph", value: 32768)
!15 = !DIEnumerator(name: "_ISblank", value: 1)
!16 = !DIEnumerator(name: "_IScntrl", value: 2)
!17 = !DIEnumerator(name: "_ISpunct", value: 4)
!18 = !DIEnumerator(name: "_ISalnum", value: 8)
!19 = !{!20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 7, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 1}
!28 = !{i32 7, !"frame-pointer", i32 2}
!29 = !{!"Debian clang version 14.0.6"}
!30 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !31, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{!20}
!33 = !{}
!34 = !DILocalVariable(name: "c", scope: !30, file: !1, line: 7, type: !20)
!35 = !DILocation(line: 7, column: 7, scope: !30)
!36 = !DILocalVariable(name: "lines", scope: !30, file: !1, line: 7, type: !20)
!37 = !DILocation(line: 7, column: 10, scope: !30)
!38 = !DILocalVariable(name: "words", scope: !30, file: !1, line: 7, type: !20)
!39 = !DILocation(line: 7, column: 21, scope: !30)
!40 = !DILocalVariable(name: "digits", scope: !30, file: !1, line: 7, type: !20)
!41 = !DILocation(line: 7, column: 32, scope: !30)
!42 = !DILocalVariable(name: "inword", scope: !30, file: !1, line: 7, type: !20)
!43 = !DILocation(line: 7, column: 44, scope: !30)
!44 = !DILocation(line: 8, column: 3, scope: !30)
!45 = !DILocation(line: 8, column: 15, scope: !30)
!46 = !DILocation(line: 8, column: 13, scope: !30)
!47 = !DILocation(line: 8, column: 26, scope: !30)
!48 = !DILocation(line: 9, column: 9, scope: !49)
!49 = distinct !DILexicalBlock(scope: !50, file: !1, line: 9, column: 9)
!50 = distinct !DILexicalBlock(scope: !30, file: !1, line: 8, column: 34)
!51 = !DILocation(line: 9, column: 11, scope: !49)
!52 = !DILocation(line: 9, column: 9, scope: !50)
!53 = !DILocation(line: 10, column: 12, scope: !49)
!54 = !DILocation(line: 10, column: 7, scope: !49)
!55 = !DILocation(line: 11, column: 9, scope: !56)
!56 = distinct !DILexicalBlock(scope: !50, file: !1, line: 11, column: 9)
!57 = !DILocation(line: 11, column: 9, scope: !50)
!58 = !DILocation(line: 12, column: 13, scope: !56)
!59 = !DILocation(line: 12, column: 7, scope: !56)
!60 = !DILocation(line: 13, column: 9, scope: !61)
!61 = distinct !DILexicalBlock(scope: !50, file: !1, line: 13, column: 9)
!62 = !DILocation(line: 13, column: 11, scope: !61)
!63 = !DILocation(line: 13, column: 18, scope: !61)
!64 = !DILocation(line: 13, column: 21, scope: !61)
!65 = !DILocation(line: 13, column: 23, scope: !61)
!66 = !DILocation(line: 13, column: 9, scope: !50)
!67 = !DILocation(line: 14, column: 14, scope: !68)
!68 = distinct !DILexicalBlock(scope: !61, file: !1, line: 13, column: 32)
!69 = !DILocation(line: 15, column: 5, scope: !68)
!70 = !DILocation(line: 15, column: 17, scope: !71)
!71 = distinct !DILexicalBlock(scope: !61, file: !1, line: 15, column: 16)
!72 = !DILocation(line: 15, column: 16, scope: !61)
!73 = !DILocation(line: 16, column: 14, scope: !74)
!74 = distinct !DILexicalBlock(scope: !71, file: !1, line: 15, column: 25)
!75 = !DILocation(line: 17, column: 12, scope: !74)
!76 = !DILocation(line: 18, column: 5, scope: !74)
!77 = distinct !{!77, !44, !78, !79}
!78 = !DILocation(line: 19, column: 3, scope: !30)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocation(line: 20, column: 24, scope: !30)
!81 = !DILocation(line: 20, column: 31, scope: !30)
!82 = !DILocation(line: 20, column: 38, scope: !30)
!83 = !DILocation(line: 20, column: 3, scope: !30)
!84 = !DILocation(line: 21, column: 7, scope: !85)
!85 = distinct !DILexicalBlock(scope: !30, file: !1, line: 21, column: 7)
!86 = !DILocation(line: 21, column: 14, scope: !85)
!87 = !DILocation(line: 21, column: 7, scope: !30)
!88 = !DILocation(line: 22, column: 5, scope: !85)
!89 = !DILocation(line: 23, column: 3, scope: !30)
!90 = !DILocation(line: 24, column: 1, scope: !30)
