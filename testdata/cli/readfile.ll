; ModuleID = 'readfile.c'
source_filename = "readfile.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"cannot open\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"empty\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"magic %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"plain %zu\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca [8 x i8], align 1
  %7 = alloca %struct._IO_FILE*, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata [8 x i8]* %6, metadata !22, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata %struct._IO_FILE** %7, metadata !27, metadata !DIExpression()), !dbg !88
  %8 = load i32, i32* %4, align 4, !dbg !89
  %9 = icmp sgt i32 %8, 1, !dbg !90
  br i1 %9, label %10, label %14, !dbg !89

10:                                               ; preds = %2
  %11 = load i8**, i8*** %5, align 8, !dbg !91
  %12 = getelementptr inbounds i8*, i8** %11, i64 1, !dbg !91
  %13 = load i8*, i8** %12, align 8, !dbg !91
  br label %15, !dbg !89

14:                                               ; preds = %2
  br label %15, !dbg !89

15:                                               ; preds = %14, %10
  %16 = phi i8* [ %13, %10 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), %14 ], !dbg !89
  %17 = call noalias %struct._IO_FILE* @fopen(i8* noundef %16, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !92
  store %struct._IO_FILE* %17, %struct._IO_FILE** %7, align 8, !dbg !88
  %18 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8, !dbg !93
  %19 = icmp ne %struct._IO_FILE* %18, null, !dbg !93
  br i1 %19, label %22, label %20, !dbg !95

20:                                               ; preds = %15
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.2, i64 0, i64 0)), !dbg !96
  store i32 1, i32* %3, align 4, !dbg !98
  br label %50, !dbg !98

22:                                               ; preds = %15
  %23 = getelementptr inbounds [8 x i8], [8 x i8]* %6, i64 0, i64 0, !dbg !99
  %24 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8, !dbg !101
  %25 = call i8* @fgets(i8* noundef %23, i32 noundef 8, %struct._IO_FILE* noundef %24), !dbg !102
  %26 = icmp ne i8* %25, null, !dbg !102
  br i1 %26, label %31, label %27, !dbg !103

27:                                               ; preds = %22
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0)), !dbg !104
  %29 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8, !dbg !106
  %30 = call i32 @fclose(%struct._IO_FILE* noundef %29), !dbg !107
  store i32 2, i32* %3, align 4, !dbg !108
  br label %50, !dbg !108

31:                                               ; preds = %22
  %32 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8, !dbg !109
  %33 = call i32 @fclose(%struct._IO_FILE* noundef %32), !dbg !110
  %34 = getelementptr inbounds [8 x i8], [8 x i8]* %6, i64 0, i64 0, !dbg !111
  %35 = load i8, i8* %34, align 1, !dbg !111
  %36 = sext i8 %35 to i32, !dbg !111
  %37 = icmp eq i32 %36, 83, !dbg !113
  br i1 %37, label %38, label %46, !dbg !114

38:                                               ; preds = %31
  %39 = getelementptr inbounds [8 x i8], [8 x i8]* %6, i64 0, i64 1, !dbg !115
  %40 = load i8, i8* %39, align 1, !dbg !115
  %41 = sext i8 %40 to i32, !dbg !115
  %42 = icmp eq i32 %41, 88, !dbg !116
  br i1 %42, label %43, label %46, !dbg !117

43:                                               ; preds = %38
  %44 = getelementptr inbounds [8 x i8], [8 x i8]* %6, i64 0, i64 0, !dbg !118
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i64 0, i64 0), i8* noundef %44), !dbg !120
  store i32 3, i32* %3, align 4, !dbg !121
  br label %50, !dbg !121

46:                                               ; preds = %38, %31
  %47 = getelementptr inbounds [8 x i8], [8 x i8]* %6, i64 0, i64 0, !dbg !122
  %48 = call i64 @strlen(i8* noundef %47) #4, !dbg !123
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i64 noundef %48), !dbg !124
  store i32 0, i32* %3, align 4, !dbg !125
  br label %50, !dbg !125

50:                                               ; preds = %46, %43, %27, %20
  %51 = load i32, i32* %3, align 4, !dbg !126
  ret i32 %51, !dbg !126
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare noalias %struct._IO_FILE* @fopen(i8* noundef, i8* noundef) #2

declare i32 @printf(i8* noundef, ...) #2

declare i8* @fgets(i8* noundef, i32 noundef, %struct._IO_FILE* noundef) #2

declare i32 @fclose(%struct._IO_FILE* noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "readfile.c", directory: ".", checksumkind: CSK_MD5, checksum: "2e1322104fcd6e018ec9f602dd226d70")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!19 = !DILocation(line: 5, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 5, type: !14)
!21 = !DILocation(line: 5, column: 27, scope: !10)
!22 = !DILocalVariable(name: "buf", scope: !10, file: !1, line: 6, type: !23)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 64, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 8)
!26 = !DILocation(line: 6, column: 8, scope: !10)
!27 = !DILocalVariable(name: "f", scope: !10, file: !1, line: 7, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !30, line: 7, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !32, line: 49, size: 1728, elements: !33)
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!33 = !{!34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !49, !51, !52, !53, !57, !59, !61, !65, !68, !70, !73, !76, !77, !79, !83, !84}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !31, file: !32, line: 51, baseType: !13, size: 32)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !31, file: !32, line: 54, baseType: !15, size: 64, offset: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !31, file: !32, line: 55, baseType: !15, size: 64, offset: 128)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !31, file: !32, line: 56, baseType: !15, size: 64, offset: 192)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !31, file: !32, line: 57, baseType: !15, size: 64, offset: 256)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !31, file: !32, line: 58, baseType: !15, size: 64, offset: 320)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !31, file: !32, line: 59, baseType: !15, size: 64, offset: 384)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !31, file: !32, line: 60, baseType: !15, size: 64, offset: 448)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !31, file: !32, line: 61, baseType: !15, size: 64, offset: 512)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !31, file: !32, line: 64, baseType: !15, size: 64, offset: 576)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !31, file: !32, line: 65, baseType: !15, size: 64, offset: 640)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !31, file: !32, line: 66, baseType: !15, size: 64, offset: 704)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !31, file: !32, line: 68, baseType: !47, size: 64, offset: 768)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !32, line: 36, flags: DIFlagFwdDecl)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !31, file: !32, line: 70, baseType: !50, size: 64, offset: 832)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !31, file: !32, line: 72, baseType: !13, size: 32, offset: 896)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !31, file: !32, line: 73, baseType: !13, size: 32, offset: 928)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !31, file: !32, line: 74, baseType: !54, size: 64, offset: 960)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !55, line: 152, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!56 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !31, file: !32, line: 77, baseType: !58, size: 16, offset: 1024)
!58 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !31, file: !32, line: 78, baseType: !60, size: 8, offset: 1040)
!60 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !31, file: !32, line: 79, baseType: !62, size: 8, offset: 1048)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 8, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 1)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !31, file: !32, line: 81, baseType: !66, size: 64, offset: 1088)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !32, line: 43, baseType: null)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !31, file: !32, line: 89, baseType: !69, size: 64, offset: 1152)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !55, line: 153, baseType: !56)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !31, file: !32, line: 91, baseType: !71, size: 64, offset: 1216)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !32, line: 37, flags: DIFlagFwdDecl)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !31, file: !32, line: 92, baseType: !74, size: 64, offset: 1280)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!75 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !32, line: 38, flags: DIFlagFwdDecl)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !31, file: !32, line: 93, baseType: !50, size: 64, offset: 1344)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !31, file: !32, line: 94, baseType: !78, size: 64, offset: 1408)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !31, file: !32, line: 95, baseType: !80, size: 64, offset: 1472)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !81, line: 46, baseType: !82)
!81 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!82 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !31, file: !32, line: 96, baseType: !13, size: 32, offset: 1536)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !31, file: !32, line: 98, baseType: !85, size: 160, offset: 1568)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 160, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 20)
!88 = !DILocation(line: 7, column: 9, scope: !10)
!89 = !DILocation(line: 7, column: 19, scope: !10)
!90 = !DILocation(line: 7, column: 24, scope: !10)
!91 = !DILocation(line: 7, column: 30, scope: !10)
!92 = !DILocation(line: 7, column: 13, scope: !10)
!93 = !DILocation(line: 8, column: 8, scope: !94)
!94 = distinct !DILexicalBlock(scope: !10, file: !1, line: 8, column: 7)
!95 = !DILocation(line: 8, column: 7, scope: !10)
!96 = !DILocation(line: 9, column: 5, scope: !97)
!97 = distinct !DILexicalBlock(scope: !94, file: !1, line: 8, column: 11)
!98 = !DILocation(line: 10, column: 5, scope: !97)
!99 = !DILocation(line: 12, column: 14, scope: !100)
!100 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 7)
!101 = !DILocation(line: 12, column: 31, scope: !100)
!102 = !DILocation(line: 12, column: 8, scope: !100)
!103 = !DILocation(line: 12, column: 7, scope: !10)
!104 = !DILocation(line: 13, column: 5, scope: !105)
!105 = distinct !DILexicalBlock(scope: !100, file: !1, line: 12, column: 35)
!106 = !DILocation(line: 14, column: 12, scope: !105)
!107 = !DILocation(line: 14, column: 5, scope: !105)
!108 = !DILocation(line: 15, column: 5, scope: !105)
!109 = !DILocation(line: 17, column: 10, scope: !10)
!110 = !DILocation(line: 17, column: 3, scope: !10)
!111 = !DILocation(line: 18, column: 7, scope: !112)
!112 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 7)
!113 = !DILocation(line: 18, column: 14, scope: !112)
!114 = !DILocation(line: 18, column: 21, scope: !112)
!115 = !DILocation(line: 18, column: 24, scope: !112)
!116 = !DILocation(line: 18, column: 31, scope: !112)
!117 = !DILocation(line: 18, column: 7, scope: !10)
!118 = !DILocation(line: 19, column: 26, scope: !119)
!119 = distinct !DILexicalBlock(scope: !112, file: !1, line: 18, column: 39)
!120 = !DILocation(line: 19, column: 5, scope: !119)
!121 = !DILocation(line: 20, column: 5, scope: !119)
!122 = !DILocation(line: 22, column: 32, scope: !10)
!123 = !DILocation(line: 22, column: 25, scope: !10)
!124 = !DILocation(line: 22, column: 3, scope: !10)
!125 = !DILocation(line: 23, column: 3, scope: !10)
!126 = !DILocation(line: 24, column: 1, scope: !10)
