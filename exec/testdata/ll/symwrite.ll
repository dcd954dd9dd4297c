; ModuleID = 'testdata/c/symwrite.c'
source_filename = "testdata/c/symwrite.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"idx\00", align 1
@__const.main.buf = private unnamed_addr constant [8 x i8] c"\0A\0B\0C\0D\0E\0F\10\11", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i8], align 1
  %3 = alloca [8 x i8], align 1
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [3 x i8]* %2, metadata !15, metadata !DIExpression()), !dbg !20
  %5 = getelementptr inbounds [3 x i8], [3 x i8]* %2, i64 0, i64 0, !dbg !21
  call void @klee_make_symbolic(i8* noundef %5, i64 noundef 3, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)), !dbg !22
  call void @llvm.dbg.declare(metadata [8 x i8]* %3, metadata !23, metadata !DIExpression()), !dbg !27
  %6 = bitcast [8 x i8]* %3 to i8*, !dbg !27
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %6, i8* align 1 getelementptr inbounds ([8 x i8], [8 x i8]* @__const.main.buf, i32 0, i32 0), i64 8, i1 false), !dbg !27
  %7 = getelementptr inbounds [3 x i8], [3 x i8]* %2, i64 0, i64 0, !dbg !28
  %8 = load i8, i8* %7, align 1, !dbg !28
  %9 = zext i8 %8 to i32, !dbg !28
  %10 = and i32 %9, 7, !dbg !29
  %11 = sext i32 %10 to i64, !dbg !30
  %12 = getelementptr inbounds [8 x i8], [8 x i8]* %3, i64 0, i64 %11, !dbg !30
  store i8 99, i8* %12, align 1, !dbg !31
  %13 = getelementptr inbounds [3 x i8], [3 x i8]* %2, i64 0, i64 1, !dbg !32
  %14 = load i8, i8* %13, align 1, !dbg !32
  %15 = zext i8 %14 to i32, !dbg !32
  %16 = and i32 %15, 7, !dbg !33
  %17 = sext i32 %16 to i64, !dbg !34
  %18 = getelementptr inbounds [8 x i8], [8 x i8]* %3, i64 0, i64 %17, !dbg !34
  %19 = load i8, i8* %18, align 1, !dbg !35
  %20 = zext i8 %19 to i32, !dbg !35
  %21 = add nsw i32 %20, 1, !dbg !35
  %22 = trunc i32 %21 to i8, !dbg !35
  store i8 %22, i8* %18, align 1, !dbg !35
  %23 = getelementptr inbounds [8 x i8], [8 x i8]* %3, i64 0, i64 3, !dbg !36
  store i8 50, i8* %23, align 1, !dbg !37
  call void @llvm.dbg.declare(metadata i32* %4, metadata !38, metadata !DIExpression()), !dbg !39
  %24 = getelementptr inbounds [3 x i8], [3 x i8]* %2, i64 0, i64 2, !dbg !40
  %25 = load i8, i8* %24, align 1, !dbg !40
  %26 = zext i8 %25 to i32, !dbg !40
  %27 = and i32 %26, 7, !dbg !41
  %28 = sext i32 %27 to i64, !dbg !42
  %29 = getelementptr inbounds [8 x i8], [8 x i8]* %3, i64 0, i64 %28, !dbg !42
  %30 = load i8, i8* %29, align 1, !dbg !42
  %31 = zext i8 %30 to i32, !dbg !42
  store i32 %31, i32* %4, align 4, !dbg !39
  %32 = load i32, i32* %4, align 4, !dbg !43
  %33 = icmp eq i32 %32, 99, !dbg !45
  br i1 %33, label %34, label %35, !dbg !46

34:                                               ; preds = %0
  store i32 1, i32* %1, align 4, !dbg !47
  br label %44, !dbg !47

35:                                               ; preds = %0
  %36 = getelementptr inbounds [8 x i8], [8 x i8]* %3, i64 0, i64 0, !dbg !48
  %37 = load i8, i8* %36, align 1, !dbg !48
  %38 = zext i8 %37 to i32, !dbg !48
  %39 = icmp eq i32 %38, 100, !dbg !50
  br i1 %39, label %40, label %41, !dbg !51

40:                                               ; preds = %35
  store i32 2, i32* %1, align 4, !dbg !52
  br label %44, !dbg !52

41:                                               ; preds = %35
  %42 = load i32, i32* %4, align 4, !dbg !53
  %43 = and i32 %42, 63, !dbg !54
  store i32 %43, i32* %1, align 4, !dbg !55
  br label %44, !dbg !55

44:                                               ; preds = %41, %40, %34
  %45 = load i32, i32* %1, align 4, !dbg !56
  ret i32 %45, !dbg !56
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/symwrite.c", directory: ".", checksumkind: CSK_MD5, checksum: "8493d39a139c18f3726930cd641a4441")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "idx", scope: !10, file: !1, line: 6, type: !16)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 24, elements: !18)
!17 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!18 = !{!19}
!19 = !DISubrange(count: 3)
!20 = !DILocation(line: 6, column: 17, scope: !10)
!21 = !DILocation(line: 7, column: 22, scope: !10)
!22 = !DILocation(line: 7, column: 3, scope: !10)
!23 = !DILocalVariable(name: "buf", scope: !10, file: !1, line: 8, type: !24)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 64, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 8)
!27 = !DILocation(line: 8, column: 17, scope: !10)
!28 = !DILocation(line: 9, column: 7, scope: !10)
!29 = !DILocation(line: 9, column: 14, scope: !10)
!30 = !DILocation(line: 9, column: 3, scope: !10)
!31 = !DILocation(line: 9, column: 19, scope: !10)
!32 = !DILocation(line: 10, column: 7, scope: !10)
!33 = !DILocation(line: 10, column: 14, scope: !10)
!34 = !DILocation(line: 10, column: 3, scope: !10)
!35 = !DILocation(line: 10, column: 19, scope: !10)
!36 = !DILocation(line: 11, column: 3, scope: !10)
!37 = !DILocation(line: 11, column: 10, scope: !10)
!38 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 12, type: !13)
!39 = !DILocation(line: 12, column: 7, scope: !10)
!40 = !DILocation(line: 12, column: 15, scope: !10)
!41 = !DILocation(line: 12, column: 22, scope: !10)
!42 = !DILocation(line: 12, column: 11, scope: !10)
!43 = !DILocation(line: 13, column: 7, scope: !44)
!44 = distinct !DILexicalBlock(scope: !10, file: !1, line: 13, column: 7)
!45 = !DILocation(line: 13, column: 9, scope: !44)
!46 = !DILocation(line: 13, column: 7, scope: !10)
!47 = !DILocation(line: 14, column: 5, scope: !44)
!48 = !DILocation(line: 15, column: 7, scope: !49)
!49 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 7)
!50 = !DILocation(line: 15, column: 14, scope: !49)
!51 = !DILocation(line: 15, column: 7, scope: !10)
!52 = !DILocation(line: 16, column: 5, scope: !49)
!53 = !DILocation(line: 17, column: 10, scope: !10)
!54 = !DILocation(line: 17, column: 12, scope: !10)
!55 = !DILocation(line: 17, column: 3, scope: !10)
!56 = !DILocation(line: 18, column: 1, scope: !10)
