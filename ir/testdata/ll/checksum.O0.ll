; ModuleID = '../testdata/programs/checksum.c'
source_filename = "../testdata/programs/checksum.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.record = type { [2 x i8], i8, i8, [4 x i8], i8 }

@.str = private unnamed_addr constant [7 x i8] c"record\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !12 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.record, align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.record* %2, metadata !17, metadata !DIExpression()), !dbg !31
  %5 = bitcast %struct.record* %2 to i8*, !dbg !32
  call void @klee_make_symbolic(i8* noundef %5, i64 noundef 9, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0)), !dbg !33
  %6 = getelementptr inbounds %struct.record, %struct.record* %2, i32 0, i32 0, !dbg !34
  %7 = getelementptr inbounds [2 x i8], [2 x i8]* %6, i64 0, i64 0, !dbg !36
  %8 = load i8, i8* %7, align 1, !dbg !36
  %9 = zext i8 %8 to i32, !dbg !36
  %10 = icmp ne i32 %9, 82, !dbg !37
  br i1 %10, label %17, label %11, !dbg !38

11:                                               ; preds = %0
  %12 = getelementptr inbounds %struct.record, %struct.record* %2, i32 0, i32 0, !dbg !39
  %13 = getelementptr inbounds [2 x i8], [2 x i8]* %12, i64 0, i64 1, !dbg !40
  %14 = load i8, i8* %13, align 1, !dbg !40
  %15 = zext i8 %14 to i32, !dbg !40
  %16 = icmp ne i32 %15, 67, !dbg !41
  br i1 %16, label %17, label %18, !dbg !42

17:                                               ; preds = %11, %0
  store i32 1, i32* %1, align 4, !dbg !43
  br label %62, !dbg !43

18:                                               ; preds = %11
  %19 = getelementptr inbounds %struct.record, %struct.record* %2, i32 0, i32 1, !dbg !44
  %20 = load i8, i8* %19, align 1, !dbg !44
  %21 = zext i8 %20 to i64, !dbg !46
  %22 = icmp ugt i64 %21, 4, !dbg !47
  br i1 %22, label %23, label %24, !dbg !48

23:                                               ; preds = %18
  store i32 2, i32* %1, align 4, !dbg !49
  br label %62, !dbg !49

24:                                               ; preds = %18
  %25 = getelementptr inbounds %struct.record, %struct.record* %2, i32 0, i32 3, !dbg !50
  %26 = getelementptr inbounds [4 x i8], [4 x i8]* %25, i64 0, i64 0, !dbg !52
  %27 = getelementptr inbounds %struct.record, %struct.record* %2, i32 0, i32 1, !dbg !53
  %28 = load i8, i8* %27, align 1, !dbg !53
  %29 = zext i8 %28 to i32, !dbg !54
  %30 = call zeroext i8 @checksum(i8* noundef %26, i32 noundef %29), !dbg !55
  %31 = zext i8 %30 to i32, !dbg !55
  %32 = getelementptr inbounds %struct.record, %struct.record* %2, i32 0, i32 4, !dbg !56
  %33 = load i8, i8* %32, align 1, !dbg !56
  %34 = zext i8 %33 to i32, !dbg !57
  %35 = icmp ne i32 %31, %34, !dbg !58
  br i1 %35, label %36, label %37, !dbg !59

36:                                               ; preds = %24
  store i32 3, i32* %1, align 4, !dbg !60
  br label %62, !dbg !60

37:                                               ; preds = %24
  call void @llvm.dbg.declare(metadata i32* %3, metadata !61, metadata !DIExpression()), !dbg !62
  store i32 0, i32* %3, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %4, metadata !63, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %4, align 4, !dbg !65
  br label %38, !dbg !66

38:                                               ; preds = %53, %37
  %39 = load i32, i32* %4, align 4, !dbg !67
  %40 = getelementptr inbounds %struct.record, %struct.record* %2, i32 0, i32 1, !dbg !69
  %41 = load i8, i8* %40, align 1, !dbg !69
  %42 = zext i8 %41 to i32, !dbg !70
  %43 = icmp slt i32 %39, %42, !dbg !71
  br i1 %43, label %44, label %56, !dbg !72

44:                                               ; preds = %38
  %45 = getelementptr inbounds %struct.record, %struct.record* %2, i32 0, i32 3, !dbg !73
  %46 = load i32, i32* %4, align 4, !dbg !74
  %47 = sext i32 %46 to i64, !dbg !75
  %48 = getelementptr inbounds [4 x i8], [4 x i8]* %45, i64 0, i64 %47, !dbg !75
  %49 = load i8, i8* %48, align 1, !dbg !75
  %50 = zext i8 %49 to i32, !dbg !75
  %51 = load i32, i32* %3, align 4, !dbg !76
  %52 = add nsw i32 %51, %50, !dbg !76
  store i32 %52, i32* %3, align 4, !dbg !76
  br label %53, !dbg !77

53:                                               ; preds = %44
  %54 = load i32, i32* %4, align 4, !dbg !78
  %55 = add nsw i32 %54, 1, !dbg !78
  store i32 %55, i32* %4, align 4, !dbg !78
  br label %38, !dbg !79, !llvm.loop !80

56:                                               ; preds = %38
  %57 = load i32, i32* %3, align 4, !dbg !83
  %58 = getelementptr inbounds %struct.record, %struct.record* %2, i32 0, i32 2, !dbg !84
  %59 = load i8, i8* %58, align 1, !dbg !84
  %60 = zext i8 %59 to i32, !dbg !85
  %61 = sdiv i32 %57, %60, !dbg !86
  store i32 %61, i32* %1, align 4, !dbg !87
  br label %62, !dbg !87

62:                                               ; preds = %56, %36, %23, %17
  %63 = load i32, i32* %1, align 4, !dbg !88
  ret i32 %63, !dbg !88
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: noinline nounwind uwtable
define internal zeroext i8 @checksum(i8* noundef %0, i32 noundef %1) #0 !dbg !89 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !94, metadata !DIExpression()), !dbg !95
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !96, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.declare(metadata i8* %5, metadata !98, metadata !DIExpression()), !dbg !99
  store i8 90, i8* %5, align 1, !dbg !99
  call void @llvm.dbg.declare(metadata i32* %6, metadata !100, metadata !DIExpression()), !dbg !102
  store i32 0, i32* %6, align 4, !dbg !102
  br label %7, !dbg !103

7:                                                ; preds = %29, %2
  %8 = load i32, i32* %6, align 4, !dbg !104
  %9 = load i32, i32* %4, align 4, !dbg !106
  %10 = icmp slt i32 %8, %9, !dbg !107
  br i1 %10, label %11, label %32, !dbg !108

11:                                               ; preds = %7
  %12 = load i8, i8* %5, align 1, !dbg !109
  %13 = zext i8 %12 to i32, !dbg !109
  %14 = shl i32 %13, 1, !dbg !110
  %15 = load i8, i8* %5, align 1, !dbg !111
  %16 = zext i8 %15 to i32, !dbg !111
  %17 = ashr i32 %16, 7, !dbg !112
  %18 = or i32 %14, %17, !dbg !113
  %19 = trunc i32 %18 to i8, !dbg !114
  %20 = zext i8 %19 to i32, !dbg !114
  %21 = load i8*, i8** %3, align 8, !dbg !115
  %22 = load i32, i32* %6, align 4, !dbg !116
  %23 = sext i32 %22 to i64, !dbg !115
  %24 = getelementptr inbounds i8, i8* %21, i64 %23, !dbg !115
  %25 = load i8, i8* %24, align 1, !dbg !115
  %26 = zext i8 %25 to i32, !dbg !115
  %27 = xor i32 %20, %26, !dbg !117
  %28 = trunc i32 %27 to i8, !dbg !114
  store i8 %28, i8* %5, align 1, !dbg !118
  br label %29, !dbg !119

29:                                               ; preds = %11
  %30 = load i32, i32* %6, align 4, !dbg !120
  %31 = add nsw i32 %30, 1, !dbg !120
  store i32 %31, i32* %6, align 4, !dbg !120
  br label %7, !dbg !121, !llvm.loop !122

32:                                               ; preds = %7
  %33 = load i8, i8* %5, align 1, !dbg !124
  ret i8 %33, !dbg !125
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "../testdata/programs/checksum.c", directory: ".", checksumkind: CSK_MD5, checksum: "d5806417d5dd8f44ab88dc23298db956")
!2 = !{!3}
!3 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 20, type: !13, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{!15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{}
!17 = !DILocalVariable(name: "r", scope: !12, file: !1, line: 21, type: !18)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "record", file: !1, line: 5, size: 72, elements: !19)
!19 = !{!20, !24, !25, !26, !30}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "magic", scope: !18, file: !1, line: 6, baseType: !21, size: 16)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 16, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 2)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !18, file: !1, line: 7, baseType: !3, size: 8, offset: 16)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "scale", scope: !18, file: !1, line: 8, baseType: !3, size: 8, offset: 24)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !18, file: !1, line: 9, baseType: !27, size: 32, offset: 32)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 32, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 4)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !18, file: !1, line: 10, baseType: !3, size: 8, offset: 64)
!31 = !DILocation(line: 21, column: 17, scope: !12)
!32 = !DILocation(line: 22, column: 22, scope: !12)
!33 = !DILocation(line: 22, column: 3, scope: !12)
!34 = !DILocation(line: 23, column: 9, scope: !35)
!35 = distinct !DILexicalBlock(scope: !12, file: !1, line: 23, column: 7)
!36 = !DILocation(line: 23, column: 7, scope: !35)
!37 = !DILocation(line: 23, column: 18, scope: !35)
!38 = !DILocation(line: 23, column: 25, scope: !35)
!39 = !DILocation(line: 23, column: 30, scope: !35)
!40 = !DILocation(line: 23, column: 28, scope: !35)
!41 = !DILocation(line: 23, column: 39, scope: !35)
!42 = !DILocation(line: 23, column: 7, scope: !12)
!43 = !DILocation(line: 24, column: 5, scope: !35)
!44 = !DILocation(line: 25, column: 9, scope: !45)
!45 = distinct !DILexicalBlock(scope: !12, file: !1, line: 25, column: 7)
!46 = !DILocation(line: 25, column: 7, scope: !45)
!47 = !DILocation(line: 25, column: 13, scope: !45)
!48 = !DILocation(line: 25, column: 7, scope: !12)
!49 = !DILocation(line: 26, column: 5, scope: !45)
!50 = !DILocation(line: 27, column: 18, scope: !51)
!51 = distinct !DILexicalBlock(scope: !12, file: !1, line: 27, column: 7)
!52 = !DILocation(line: 27, column: 16, scope: !51)
!53 = !DILocation(line: 27, column: 26, scope: !51)
!54 = !DILocation(line: 27, column: 24, scope: !51)
!55 = !DILocation(line: 27, column: 7, scope: !51)
!56 = !DILocation(line: 27, column: 36, scope: !51)
!57 = !DILocation(line: 27, column: 34, scope: !51)
!58 = !DILocation(line: 27, column: 31, scope: !51)
!59 = !DILocation(line: 27, column: 7, scope: !12)
!60 = !DILocation(line: 28, column: 5, scope: !51)
!61 = !DILocalVariable(name: "total", scope: !12, file: !1, line: 29, type: !15)
!62 = !DILocation(line: 29, column: 7, scope: !12)
!63 = !DILocalVariable(name: "i", scope: !64, file: !1, line: 30, type: !15)
!64 = distinct !DILexicalBlock(scope: !12, file: !1, line: 30, column: 3)
!65 = !DILocation(line: 30, column: 12, scope: !64)
!66 = !DILocation(line: 30, column: 8, scope: !64)
!67 = !DILocation(line: 30, column: 19, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !1, line: 30, column: 3)
!69 = !DILocation(line: 30, column: 25, scope: !68)
!70 = !DILocation(line: 30, column: 23, scope: !68)
!71 = !DILocation(line: 30, column: 21, scope: !68)
!72 = !DILocation(line: 30, column: 3, scope: !64)
!73 = !DILocation(line: 31, column: 16, scope: !68)
!74 = !DILocation(line: 31, column: 21, scope: !68)
!75 = !DILocation(line: 31, column: 14, scope: !68)
!76 = !DILocation(line: 31, column: 11, scope: !68)
!77 = !DILocation(line: 31, column: 5, scope: !68)
!78 = !DILocation(line: 30, column: 31, scope: !68)
!79 = !DILocation(line: 30, column: 3, scope: !68)
!80 = distinct !{!80, !72, !81, !82}
!81 = !DILocation(line: 31, column: 22, scope: !64)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocation(line: 32, column: 10, scope: !12)
!84 = !DILocation(line: 32, column: 20, scope: !12)
!85 = !DILocation(line: 32, column: 18, scope: !12)
!86 = !DILocation(line: 32, column: 16, scope: !12)
!87 = !DILocation(line: 32, column: 3, scope: !12)
!88 = !DILocation(line: 33, column: 1, scope: !12)
!89 = distinct !DISubprogram(name: "checksum", scope: !1, file: !1, line: 13, type: !90, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!90 = !DISubroutineType(types: !91)
!91 = !{!3, !92, !15}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!94 = !DILocalVariable(name: "p", arg: 1, scope: !89, file: !1, line: 13, type: !92)
!95 = !DILocation(line: 13, column: 52, scope: !89)
!96 = !DILocalVariable(name: "n", arg: 2, scope: !89, file: !1, line: 13, type: !15)
!97 = !DILocation(line: 13, column: 59, scope: !89)
!98 = !DILocalVariable(name: "s", scope: !89, file: !1, line: 14, type: !3)
!99 = !DILocation(line: 14, column: 17, scope: !89)
!100 = !DILocalVariable(name: "i", scope: !101, file: !1, line: 15, type: !15)
!101 = distinct !DILexicalBlock(scope: !89, file: !1, line: 15, column: 3)
!102 = !DILocation(line: 15, column: 12, scope: !101)
!103 = !DILocation(line: 15, column: 8, scope: !101)
!104 = !DILocation(line: 15, column: 19, scope: !105)
!105 = distinct !DILexicalBlock(scope: !101, file: !1, line: 15, column: 3)
!106 = !DILocation(line: 15, column: 23, scope: !105)
!107 = !DILocation(line: 15, column: 21, scope: !105)
!108 = !DILocation(line: 15, column: 3, scope: !101)
!109 = !DILocation(line: 16, column: 26, scope: !105)
!110 = !DILocation(line: 16, column: 28, scope: !105)
!111 = !DILocation(line: 16, column: 37, scope: !105)
!112 = !DILocation(line: 16, column: 39, scope: !105)
!113 = !DILocation(line: 16, column: 34, scope: !105)
!114 = !DILocation(line: 16, column: 9, scope: !105)
!115 = !DILocation(line: 16, column: 48, scope: !105)
!116 = !DILocation(line: 16, column: 50, scope: !105)
!117 = !DILocation(line: 16, column: 46, scope: !105)
!118 = !DILocation(line: 16, column: 7, scope: !105)
!119 = !DILocation(line: 16, column: 5, scope: !105)
!120 = !DILocation(line: 15, column: 27, scope: !105)
!121 = !DILocation(line: 15, column: 3, scope: !105)
!122 = distinct !{!122, !108, !123, !82}
!123 = !DILocation(line: 16, column: 51, scope: !101)
!124 = !DILocation(line: 17, column: 10, scope: !89)
!125 = !DILocation(line: 17, column: 3, scope: !89)
