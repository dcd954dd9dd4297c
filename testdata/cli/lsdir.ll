; ModuleID = 'lsdir.c'
source_filename = "lsdir.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__dirstream = type opaque
%struct.dirent = type { i64, i64, i16, i8, [256 x i8] }
%struct.passwd = type { i8*, i8*, i32, i32, i8*, i8*, i8* }
%struct.stat = type { i64, i64, i64, i32, i32, i32, i32, i64, i64, i64, i64, %struct.timespec, %struct.timespec, %struct.timespec, [3 x i64] }
%struct.timespec = type { i64, i64 }

@.str = private unnamed_addr constant [2 x i8] c".\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"..\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"%d files\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"user %s home %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"file of %ld bytes\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca %struct.__dirstream*, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.dirent*, align 8
  %9 = alloca %struct.passwd*, align 8
  %10 = alloca %struct.stat, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata %struct.__dirstream** %6, metadata !24, metadata !DIExpression()), !dbg !29
  %11 = call noalias %struct.__dirstream* @opendir(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !30
  store %struct.__dirstream* %11, %struct.__dirstream** %6, align 8, !dbg !29
  %12 = load %struct.__dirstream*, %struct.__dirstream** %6, align 8, !dbg !31
  %13 = icmp ne %struct.__dirstream* %12, null, !dbg !31
  br i1 %13, label %15, label %14, !dbg !33

14:                                               ; preds = %2
  store i32 1, i32* %3, align 4, !dbg !34
  br label %92, !dbg !34

15:                                               ; preds = %2
  call void @llvm.dbg.declare(metadata i32* %7, metadata !35, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %7, align 4, !dbg !36
  call void @llvm.dbg.declare(metadata %struct.dirent** %8, metadata !37, metadata !DIExpression()), !dbg !56
  br label %16, !dbg !57

16:                                               ; preds = %35, %15
  %17 = load %struct.__dirstream*, %struct.__dirstream** %6, align 8, !dbg !58
  %18 = call %struct.dirent* @readdir(%struct.__dirstream* noundef %17), !dbg !59
  store %struct.dirent* %18, %struct.dirent** %8, align 8, !dbg !60
  %19 = icmp ne %struct.dirent* %18, null, !dbg !57
  br i1 %19, label %20, label %36, !dbg !57

20:                                               ; preds = %16
  %21 = load %struct.dirent*, %struct.dirent** %8, align 8, !dbg !61
  %22 = getelementptr inbounds %struct.dirent, %struct.dirent* %21, i32 0, i32 4, !dbg !63
  %23 = getelementptr inbounds [256 x i8], [256 x i8]* %22, i64 0, i64 0, !dbg !61
  %24 = call i32 @strcmp(i8* noundef %23, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)) #5, !dbg !64
  %25 = icmp ne i32 %24, 0, !dbg !65
  br i1 %25, label %26, label %35, !dbg !66

26:                                               ; preds = %20
  %27 = load %struct.dirent*, %struct.dirent** %8, align 8, !dbg !67
  %28 = getelementptr inbounds %struct.dirent, %struct.dirent* %27, i32 0, i32 4, !dbg !68
  %29 = getelementptr inbounds [256 x i8], [256 x i8]* %28, i64 0, i64 0, !dbg !67
  %30 = call i32 @strcmp(i8* noundef %29, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0)) #5, !dbg !69
  %31 = icmp ne i32 %30, 0, !dbg !70
  br i1 %31, label %32, label %35, !dbg !71

32:                                               ; preds = %26
  %33 = load i32, i32* %7, align 4, !dbg !72
  %34 = add nsw i32 %33, 1, !dbg !72
  store i32 %34, i32* %7, align 4, !dbg !72
  br label %35, !dbg !73

35:                                               ; preds = %32, %26, %20
  br label %16, !dbg !57, !llvm.loop !74

36:                                               ; preds = %16
  %37 = load %struct.__dirstream*, %struct.__dirstream** %6, align 8, !dbg !77
  %38 = call i32 @closedir(%struct.__dirstream* noundef %37), !dbg !78
  %39 = load i32, i32* %7, align 4, !dbg !79
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef %39), !dbg !80
  %41 = load i32, i32* %4, align 4, !dbg !81
  %42 = icmp slt i32 %41, 2, !dbg !83
  br i1 %42, label %43, label %51, !dbg !84

43:                                               ; preds = %36
  %44 = load i32, i32* %7, align 4, !dbg !85
  %45 = icmp sgt i32 %44, 9, !dbg !86
  br i1 %45, label %46, label %47, !dbg !85

46:                                               ; preds = %43
  br label %49, !dbg !85

47:                                               ; preds = %43
  %48 = load i32, i32* %7, align 4, !dbg !87
  br label %49, !dbg !85

49:                                               ; preds = %47, %46
  %50 = phi i32 [ 9, %46 ], [ %48, %47 ], !dbg !85
  store i32 %50, i32* %3, align 4, !dbg !88
  br label %92, !dbg !88

51:                                               ; preds = %36
  %52 = load i8**, i8*** %5, align 8, !dbg !89
  %53 = getelementptr inbounds i8*, i8** %52, i64 1, !dbg !89
  %54 = load i8*, i8** %53, align 8, !dbg !89
  %55 = getelementptr inbounds i8, i8* %54, i64 0, !dbg !89
  %56 = load i8, i8* %55, align 1, !dbg !89
  %57 = sext i8 %56 to i32, !dbg !89
  %58 = icmp eq i32 %57, 47, !dbg !91
  br i1 %58, label %65, label %59, !dbg !92

59:                                               ; preds = %51
  %60 = load i8**, i8*** %5, align 8, !dbg !93
  %61 = getelementptr inbounds i8*, i8** %60, i64 1, !dbg !93
  %62 = load i8*, i8** %61, align 8, !dbg !93
  %63 = call i8* @strstr(i8* noundef %62, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0)) #5, !dbg !94
  %64 = icmp ne i8* %63, null, !dbg !94
  br i1 %64, label %65, label %66, !dbg !95

65:                                               ; preds = %59, %51
  store i32 0, i32* %3, align 4, !dbg !96
  br label %92, !dbg !96

66:                                               ; preds = %59
  call void @llvm.dbg.declare(metadata %struct.passwd** %9, metadata !97, metadata !DIExpression()), !dbg !112
  %67 = load i8**, i8*** %5, align 8, !dbg !113
  %68 = getelementptr inbounds i8*, i8** %67, i64 1, !dbg !113
  %69 = load i8*, i8** %68, align 8, !dbg !113
  %70 = call %struct.passwd* @getpwnam(i8* noundef %69), !dbg !114
  store %struct.passwd* %70, %struct.passwd** %9, align 8, !dbg !112
  %71 = load %struct.passwd*, %struct.passwd** %9, align 8, !dbg !115
  %72 = icmp ne %struct.passwd* %71, null, !dbg !115
  br i1 %72, label %73, label %81, !dbg !117

73:                                               ; preds = %66
  %74 = load %struct.passwd*, %struct.passwd** %9, align 8, !dbg !118
  %75 = getelementptr inbounds %struct.passwd, %struct.passwd* %74, i32 0, i32 0, !dbg !120
  %76 = load i8*, i8** %75, align 8, !dbg !120
  %77 = load %struct.passwd*, %struct.passwd** %9, align 8, !dbg !121
  %78 = getelementptr inbounds %struct.passwd, %struct.passwd* %77, i32 0, i32 5, !dbg !122
  %79 = load i8*, i8** %78, align 8, !dbg !122
  %80 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i8* noundef %76, i8* noundef %79), !dbg !123
  store i32 4, i32* %3, align 4, !dbg !124
  br label %92, !dbg !124

81:                                               ; preds = %66
  call void @llvm.dbg.declare(metadata %struct.stat* %10, metadata !125, metadata !DIExpression()), !dbg !159
  %82 = load i8**, i8*** %5, align 8, !dbg !160
  %83 = getelementptr inbounds i8*, i8** %82, i64 1, !dbg !160
  %84 = load i8*, i8** %83, align 8, !dbg !160
  %85 = call i32 @fstatat(i32 noundef -100, i8* noundef %84, %struct.stat* noundef %10, i32 noundef 0) #6, !dbg !162
  %86 = icmp eq i32 %85, 0, !dbg !163
  br i1 %86, label %87, label %91, !dbg !164

87:                                               ; preds = %81
  %88 = getelementptr inbounds %struct.stat, %struct.stat* %10, i32 0, i32 8, !dbg !165
  %89 = load i64, i64* %88, align 8, !dbg !165
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i64 0, i64 0), i64 noundef %89), !dbg !167
  store i32 3, i32* %3, align 4, !dbg !168
  br label %92, !dbg !168

91:                                               ; preds = %81
  store i32 0, i32* %3, align 4, !dbg !169
  br label %92, !dbg !169

92:                                               ; preds = %91, %87, %73, %65, %49, %14
  %93 = load i32, i32* %3, align 4, !dbg !170
  ret i32 %93, !dbg !170
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare noalias %struct.__dirstream* @opendir(i8* noundef) #2

declare %struct.dirent* @readdir(%struct.__dirstream* noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #3

declare i32 @closedir(%struct.__dirstream* noundef) #2

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind readonly willreturn
declare i8* @strstr(i8* noundef, i8* noundef) #3

declare %struct.passwd* @getpwnam(i8* noundef) #2

; Function Attrs: nounwind
declare i32 @fstatat(i32 noundef, i8* noundef, %struct.stat* noundef, i32 noundef) #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lsdir.c", directory: ".", checksumkind: CSK_MD5, checksum: "f5cbaae21f12ac221c6c9e38de4fa6b2")
!2 = !{!3}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 12, type: !15)
!21 = !DILocation(line: 12, column: 14, scope: !12)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 12, type: !16)
!23 = !DILocation(line: 12, column: 27, scope: !12)
!24 = !DILocalVariable(name: "d", scope: !12, file: !1, line: 13, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "DIR", file: !27, line: 127, baseType: !28)
!27 = !DIFile(filename: "/usr/include/dirent.h", directory: "", checksumkind: CSK_MD5, checksum: "83db1c550476db6fa73f15e8fe05fc98")
!28 = !DICompositeType(tag: DW_TAG_structure_type, name: "__dirstream", file: !27, line: 127, flags: DIFlagFwdDecl)
!29 = !DILocation(line: 13, column: 8, scope: !12)
!30 = !DILocation(line: 13, column: 12, scope: !12)
!31 = !DILocation(line: 14, column: 8, scope: !32)
!32 = distinct !DILexicalBlock(scope: !12, file: !1, line: 14, column: 7)
!33 = !DILocation(line: 14, column: 7, scope: !12)
!34 = !DILocation(line: 15, column: 5, scope: !32)
!35 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 16, type: !15)
!36 = !DILocation(line: 16, column: 7, scope: !12)
!37 = !DILocalVariable(name: "e", scope: !12, file: !1, line: 17, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dirent", file: !40, line: 22, size: 2240, elements: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/dirent.h", directory: "", checksumkind: CSK_MD5, checksum: "bc8b10a1ddd2747862e3ae7b91dbf464")
!41 = !{!42, !46, !48, !50, !52}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "d_ino", scope: !39, file: !40, line: 25, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__ino_t", file: !44, line: 148, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "d_off", scope: !39, file: !40, line: 26, baseType: !47, size: 64, offset: 64)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !44, line: 152, baseType: !3)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "d_reclen", scope: !39, file: !40, line: 31, baseType: !49, size: 16, offset: 128)
!49 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "d_type", scope: !39, file: !40, line: 32, baseType: !51, size: 8, offset: 144)
!51 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "d_name", scope: !39, file: !40, line: 33, baseType: !53, size: 2048, offset: 152)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 2048, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 256)
!56 = !DILocation(line: 17, column: 18, scope: !12)
!57 = !DILocation(line: 18, column: 3, scope: !12)
!58 = !DILocation(line: 18, column: 23, scope: !12)
!59 = !DILocation(line: 18, column: 15, scope: !12)
!60 = !DILocation(line: 18, column: 13, scope: !12)
!61 = !DILocation(line: 19, column: 16, scope: !62)
!62 = distinct !DILexicalBlock(scope: !12, file: !1, line: 19, column: 9)
!63 = !DILocation(line: 19, column: 19, scope: !62)
!64 = !DILocation(line: 19, column: 9, scope: !62)
!65 = !DILocation(line: 19, column: 32, scope: !62)
!66 = !DILocation(line: 19, column: 37, scope: !62)
!67 = !DILocation(line: 19, column: 47, scope: !62)
!68 = !DILocation(line: 19, column: 50, scope: !62)
!69 = !DILocation(line: 19, column: 40, scope: !62)
!70 = !DILocation(line: 19, column: 64, scope: !62)
!71 = !DILocation(line: 19, column: 9, scope: !12)
!72 = !DILocation(line: 20, column: 8, scope: !62)
!73 = !DILocation(line: 20, column: 7, scope: !62)
!74 = distinct !{!74, !57, !75, !76}
!75 = !DILocation(line: 20, column: 8, scope: !12)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocation(line: 21, column: 12, scope: !12)
!78 = !DILocation(line: 21, column: 3, scope: !12)
!79 = !DILocation(line: 22, column: 24, scope: !12)
!80 = !DILocation(line: 22, column: 3, scope: !12)
!81 = !DILocation(line: 23, column: 7, scope: !82)
!82 = distinct !DILexicalBlock(scope: !12, file: !1, line: 23, column: 7)
!83 = !DILocation(line: 23, column: 12, scope: !82)
!84 = !DILocation(line: 23, column: 7, scope: !12)
!85 = !DILocation(line: 24, column: 12, scope: !82)
!86 = !DILocation(line: 24, column: 14, scope: !82)
!87 = !DILocation(line: 24, column: 24, scope: !82)
!88 = !DILocation(line: 24, column: 5, scope: !82)
!89 = !DILocation(line: 26, column: 7, scope: !90)
!90 = distinct !DILexicalBlock(scope: !12, file: !1, line: 26, column: 7)
!91 = !DILocation(line: 26, column: 18, scope: !90)
!92 = !DILocation(line: 26, column: 25, scope: !90)
!93 = !DILocation(line: 26, column: 35, scope: !90)
!94 = !DILocation(line: 26, column: 28, scope: !90)
!95 = !DILocation(line: 26, column: 7, scope: !12)
!96 = !DILocation(line: 27, column: 5, scope: !90)
!97 = !DILocalVariable(name: "p", scope: !12, file: !1, line: 28, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "passwd", file: !100, line: 49, size: 384, elements: !101)
!100 = !DIFile(filename: "/usr/include/pwd.h", directory: "", checksumkind: CSK_MD5, checksum: "6682d47abdfe13134f841d46e0eadc7b")
!101 = !{!102, !103, !104, !107, !109, !110, !111}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "pw_name", scope: !99, file: !100, line: 51, baseType: !17, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "pw_passwd", scope: !99, file: !100, line: 52, baseType: !17, size: 64, offset: 64)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "pw_uid", scope: !99, file: !100, line: 54, baseType: !105, size: 32, offset: 128)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uid_t", file: !44, line: 146, baseType: !106)
!106 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "pw_gid", scope: !99, file: !100, line: 55, baseType: !108, size: 32, offset: 160)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gid_t", file: !44, line: 147, baseType: !106)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "pw_gecos", scope: !99, file: !100, line: 56, baseType: !17, size: 64, offset: 192)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "pw_dir", scope: !99, file: !100, line: 57, baseType: !17, size: 64, offset: 256)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "pw_shell", scope: !99, file: !100, line: 58, baseType: !17, size: 64, offset: 320)
!112 = !DILocation(line: 28, column: 18, scope: !12)
!113 = !DILocation(line: 28, column: 31, scope: !12)
!114 = !DILocation(line: 28, column: 22, scope: !12)
!115 = !DILocation(line: 29, column: 7, scope: !116)
!116 = distinct !DILexicalBlock(scope: !12, file: !1, line: 29, column: 7)
!117 = !DILocation(line: 29, column: 7, scope: !12)
!118 = !DILocation(line: 30, column: 33, scope: !119)
!119 = distinct !DILexicalBlock(scope: !116, file: !1, line: 29, column: 10)
!120 = !DILocation(line: 30, column: 36, scope: !119)
!121 = !DILocation(line: 30, column: 45, scope: !119)
!122 = !DILocation(line: 30, column: 48, scope: !119)
!123 = !DILocation(line: 30, column: 5, scope: !119)
!124 = !DILocation(line: 31, column: 5, scope: !119)
!125 = !DILocalVariable(name: "st", scope: !12, file: !1, line: 33, type: !126)
!126 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stat", file: !127, line: 26, size: 1152, elements: !128)
!127 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_stat.h", directory: "", checksumkind: CSK_MD5, checksum: "3ba283bc334370fe631cbc82f5229ed7")
!128 = !{!129, !131, !132, !134, !136, !137, !138, !139, !140, !141, !143, !145, !153, !154, !155}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "st_dev", scope: !126, file: !127, line: 31, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "__dev_t", file: !44, line: 145, baseType: !45)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "st_ino", scope: !126, file: !127, line: 36, baseType: !43, size: 64, offset: 64)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "st_nlink", scope: !126, file: !127, line: 44, baseType: !133, size: 64, offset: 128)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "__nlink_t", file: !44, line: 151, baseType: !45)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "st_mode", scope: !126, file: !127, line: 45, baseType: !135, size: 32, offset: 192)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mode_t", file: !44, line: 150, baseType: !106)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "st_uid", scope: !126, file: !127, line: 47, baseType: !105, size: 32, offset: 224)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "st_gid", scope: !126, file: !127, line: 48, baseType: !108, size: 32, offset: 256)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "__pad0", scope: !126, file: !127, line: 50, baseType: !15, size: 32, offset: 288)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "st_rdev", scope: !126, file: !127, line: 52, baseType: !130, size: 64, offset: 320)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "st_size", scope: !126, file: !127, line: 57, baseType: !47, size: 64, offset: 384)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "st_blksize", scope: !126, file: !127, line: 61, baseType: !142, size: 64, offset: 448)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "__blksize_t", file: !44, line: 175, baseType: !3)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "st_blocks", scope: !126, file: !127, line: 63, baseType: !144, size: 64, offset: 512)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "__blkcnt_t", file: !44, line: 180, baseType: !3)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "st_atim", scope: !126, file: !127, line: 74, baseType: !146, size: 128, offset: 576)
!146 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !147, line: 11, size: 128, elements: !148)
!147 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: "", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!148 = !{!149, !151}
!149 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !146, file: !147, line: 16, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !44, line: 160, baseType: !3)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !146, file: !147, line: 21, baseType: !152, size: 64, offset: 64)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !44, line: 197, baseType: !3)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "st_mtim", scope: !126, file: !127, line: 75, baseType: !146, size: 128, offset: 704)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "st_ctim", scope: !126, file: !127, line: 76, baseType: !146, size: 128, offset: 832)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "__glibc_reserved", scope: !126, file: !127, line: 89, baseType: !156, size: 192, offset: 960)
!156 = !DICompositeType(tag: DW_TAG_array_type, baseType: !152, size: 192, elements: !157)
!157 = !{!158}
!158 = !DISubrange(count: 3)
!159 = !DILocation(line: 33, column: 15, scope: !12)
!160 = !DILocation(line: 34, column: 25, scope: !161)
!161 = distinct !DILexicalBlock(scope: !12, file: !1, line: 34, column: 7)
!162 = !DILocation(line: 34, column: 7, scope: !161)
!163 = !DILocation(line: 34, column: 42, scope: !161)
!164 = !DILocation(line: 34, column: 7, scope: !12)
!165 = !DILocation(line: 35, column: 44, scope: !166)
!166 = distinct !DILexicalBlock(scope: !161, file: !1, line: 34, column: 48)
!167 = !DILocation(line: 35, column: 5, scope: !166)
!168 = !DILocation(line: 36, column: 5, scope: !166)
!169 = !DILocation(line: 38, column: 3, scope: !12)
!170 = !DILocation(line: 39, column: 1, scope: !12)
