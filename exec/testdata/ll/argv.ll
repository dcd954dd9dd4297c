; ModuleID = 'testdata/c/argv.c'
source_filename = "testdata/c/argv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%d %s %s\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  %6 = load i32, i32* %4, align 4, !dbg !22
  %7 = load i8**, i8*** %5, align 8, !dbg !23
  %8 = getelementptr inbounds i8*, i8** %7, i64 1, !dbg !23
  %9 = load i8*, i8** %8, align 8, !dbg !23
  %10 = load i8**, i8*** %5, align 8, !dbg !24
  %11 = getelementptr inbounds i8*, i8** %10, i64 2, !dbg !24
  %12 = load i8*, i8** %11, align 8, !dbg !24
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %6, i8* noundef %9, i8* noundef %12), !dbg !25
  %14 = load i8**, i8*** %5, align 8, !dbg !26
  %15 = getelementptr inbounds i8*, i8** %14, i64 3, !dbg !26
  %16 = load i8*, i8** %15, align 8, !dbg !26
  %17 = icmp eq i8* %16, null, !dbg !27
  br i1 %17, label %18, label %20, !dbg !26

18:                                               ; preds = %2
  %19 = load i32, i32* %4, align 4, !dbg !28
  br label %21, !dbg !26

20:                                               ; preds = %2
  br label %21, !dbg !26

21:                                               ; preds = %20, %18
  %22 = phi i32 [ %19, %18 ], [ 100, %20 ], !dbg !26
  ret i32 %22, !dbg !29
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "testdata/c/argv.c", directory: ".", checksumkind: CSK_MD5, checksum: "9fc59a22169ecfe206be207a4f952981")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 8, type: !13)
!19 = !DILocation(line: 8, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 8, type: !14)
!21 = !DILocation(line: 8, column: 27, scope: !10)
!22 = !DILocation(line: 9, column: 24, scope: !10)
!23 = !DILocation(line: 9, column: 30, scope: !10)
!24 = !DILocation(line: 9, column: 39, scope: !10)
!25 = !DILocation(line: 9, column: 3, scope: !10)
!26 = !DILocation(line: 10, column: 10, scope: !10)
!27 = !DILocation(line: 10, column: 18, scope: !10)
!28 = !DILocation(line: 10, column: 25, scope: !10)
!29 = !DILocation(line: 10, column: 3, scope: !10)
