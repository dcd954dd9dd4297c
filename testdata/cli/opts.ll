; ModuleID = 'opts.c'
source_filename = "opts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"world\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"vn:\00", align 1
@optarg = external global i8*, align 8
@.str.2 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"verbose %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"hello %s\0A\00", align 1
@optind = external global i32, align 4
@.str.5 = private unnamed_addr constant [23 x i8] c"%d operands, first %s\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8*, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  store i32 0, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %7, metadata !24, metadata !DIExpression()), !dbg !25
  store i32 0, i32* %7, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata i32* %8, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.declare(metadata i8** %9, metadata !28, metadata !DIExpression()), !dbg !31
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i8** %9, align 8, !dbg !31
  br label %10, !dbg !32

10:                                               ; preds = %28, %2
  %11 = load i32, i32* %4, align 4, !dbg !33
  %12 = load i8**, i8*** %5, align 8, !dbg !34
  %13 = call i32 @getopt(i32 noundef %11, i8** noundef %12, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0)) #5, !dbg !35
  store i32 %13, i32* %8, align 4, !dbg !36
  %14 = icmp ne i32 %13, -1, !dbg !37
  br i1 %14, label %15, label %29, !dbg !32

15:                                               ; preds = %10
  %16 = load i32, i32* %8, align 4, !dbg !38
  switch i32 %16, label %27 [
    i32 118, label %17
    i32 110, label %20
  ], !dbg !40

17:                                               ; preds = %15
  %18 = load i32, i32* %6, align 4, !dbg !41
  %19 = add nsw i32 %18, 1, !dbg !41
  store i32 %19, i32* %6, align 4, !dbg !41
  br label %28, !dbg !43

20:                                               ; preds = %15
  %21 = load i8*, i8** @optarg, align 8, !dbg !44
  store i8* %21, i8** %9, align 8, !dbg !45
  %22 = load i8*, i8** %9, align 8, !dbg !46
  %23 = call i32 @strcmp(i8* noundef %22, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)) #6, !dbg !48
  %24 = icmp eq i32 %23, 0, !dbg !49
  br i1 %24, label %25, label %26, !dbg !50

25:                                               ; preds = %20
  store i32 1, i32* %7, align 4, !dbg !51
  br label %26, !dbg !52

26:                                               ; preds = %25, %20
  br label %28, !dbg !53

27:                                               ; preds = %15
  store i32 2, i32* %3, align 4, !dbg !54
  br label %53, !dbg !54

28:                                               ; preds = %26, %17
  br label %10, !dbg !32, !llvm.loop !55

29:                                               ; preds = %10
  %30 = load i32, i32* %6, align 4, !dbg !58
  %31 = icmp ne i32 %30, 0, !dbg !58
  br i1 %31, label %32, label %35, !dbg !60

32:                                               ; preds = %29
  %33 = load i32, i32* %6, align 4, !dbg !61
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef %33), !dbg !62
  br label %35, !dbg !62

35:                                               ; preds = %32, %29
  %36 = load i8*, i8** %9, align 8, !dbg !63
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i8* noundef %36), !dbg !64
  %38 = load i32, i32* @optind, align 4, !dbg !65
  %39 = load i32, i32* %4, align 4, !dbg !67
  %40 = icmp slt i32 %38, %39, !dbg !68
  br i1 %40, label %41, label %51, !dbg !69

41:                                               ; preds = %35
  %42 = load i32, i32* %4, align 4, !dbg !70
  %43 = load i32, i32* @optind, align 4, !dbg !71
  %44 = sub nsw i32 %42, %43, !dbg !72
  %45 = load i8**, i8*** %5, align 8, !dbg !73
  %46 = load i32, i32* @optind, align 4, !dbg !74
  %47 = sext i32 %46 to i64, !dbg !73
  %48 = getelementptr inbounds i8*, i8** %45, i64 %47, !dbg !73
  %49 = load i8*, i8** %48, align 8, !dbg !73
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.5, i64 0, i64 0), i32 noundef %44, i8* noundef %49), !dbg !75
  br label %51, !dbg !75

51:                                               ; preds = %41, %35
  %52 = load i32, i32* %7, align 4, !dbg !76
  store i32 %52, i32* %3, align 4, !dbg !77
  br label %53, !dbg !77

53:                                               ; preds = %51, %27
  %54 = load i32, i32* %3, align 4, !dbg !78
  ret i32 %54, !dbg !78
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @getopt(i32 noundef, i8** noundef, i8* noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #3

declare i32 @printf(i8* noundef, ...) #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "opts.c", directory: ".", checksumkind: CSK_MD5, checksum: "38f65a87df198946759d240c26fbd4fc")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 7, type: !13)
!19 = !DILocation(line: 7, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 7, type: !14)
!21 = !DILocation(line: 7, column: 27, scope: !10)
!22 = !DILocalVariable(name: "verbose", scope: !10, file: !1, line: 8, type: !13)
!23 = !DILocation(line: 8, column: 7, scope: !10)
!24 = !DILocalVariable(name: "number", scope: !10, file: !1, line: 8, type: !13)
!25 = !DILocation(line: 8, column: 20, scope: !10)
!26 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 8, type: !13)
!27 = !DILocation(line: 8, column: 32, scope: !10)
!28 = !DILocalVariable(name: "name", scope: !10, file: !1, line: 9, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!31 = !DILocation(line: 9, column: 15, scope: !10)
!32 = !DILocation(line: 10, column: 3, scope: !10)
!33 = !DILocation(line: 10, column: 22, scope: !10)
!34 = !DILocation(line: 10, column: 28, scope: !10)
!35 = !DILocation(line: 10, column: 15, scope: !10)
!36 = !DILocation(line: 10, column: 13, scope: !10)
!37 = !DILocation(line: 10, column: 42, scope: !10)
!38 = !DILocation(line: 11, column: 13, scope: !39)
!39 = distinct !DILexicalBlock(scope: !10, file: !1, line: 10, column: 49)
!40 = !DILocation(line: 11, column: 5, scope: !39)
!41 = !DILocation(line: 13, column: 14, scope: !42)
!42 = distinct !DILexicalBlock(scope: !39, file: !1, line: 11, column: 16)
!43 = !DILocation(line: 14, column: 7, scope: !42)
!44 = !DILocation(line: 16, column: 14, scope: !42)
!45 = !DILocation(line: 16, column: 12, scope: !42)
!46 = !DILocation(line: 17, column: 18, scope: !47)
!47 = distinct !DILexicalBlock(scope: !42, file: !1, line: 17, column: 11)
!48 = !DILocation(line: 17, column: 11, scope: !47)
!49 = !DILocation(line: 17, column: 29, scope: !47)
!50 = !DILocation(line: 17, column: 11, scope: !42)
!51 = !DILocation(line: 18, column: 16, scope: !47)
!52 = !DILocation(line: 18, column: 9, scope: !47)
!53 = !DILocation(line: 19, column: 7, scope: !42)
!54 = !DILocation(line: 21, column: 7, scope: !42)
!55 = distinct !{!55, !32, !56, !57}
!56 = !DILocation(line: 23, column: 3, scope: !10)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocation(line: 24, column: 7, scope: !59)
!59 = distinct !DILexicalBlock(scope: !10, file: !1, line: 24, column: 7)
!60 = !DILocation(line: 24, column: 7, scope: !10)
!61 = !DILocation(line: 25, column: 28, scope: !59)
!62 = !DILocation(line: 25, column: 5, scope: !59)
!63 = !DILocation(line: 26, column: 24, scope: !10)
!64 = !DILocation(line: 26, column: 3, scope: !10)
!65 = !DILocation(line: 27, column: 7, scope: !66)
!66 = distinct !DILexicalBlock(scope: !10, file: !1, line: 27, column: 7)
!67 = !DILocation(line: 27, column: 16, scope: !66)
!68 = !DILocation(line: 27, column: 14, scope: !66)
!69 = !DILocation(line: 27, column: 7, scope: !10)
!70 = !DILocation(line: 28, column: 39, scope: !66)
!71 = !DILocation(line: 28, column: 46, scope: !66)
!72 = !DILocation(line: 28, column: 44, scope: !66)
!73 = !DILocation(line: 28, column: 54, scope: !66)
!74 = !DILocation(line: 28, column: 59, scope: !66)
!75 = !DILocation(line: 28, column: 5, scope: !66)
!76 = !DILocation(line: 29, column: 10, scope: !10)
!77 = !DILocation(line: 29, column: 3, scope: !10)
!78 = !DILocation(line: 30, column: 1, scope: !10)
