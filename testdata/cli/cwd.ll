; ModuleID = 'cwd.c'
source_filename = "cwd.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.stat = type { i64, i64, i64, i32, i32, i32, i32, i64, i64, i64, i64, %struct.timespec, %struct.timespec, %struct.timespec, [3 x i64] }
%struct.timespec = type { i64, i64 }
%struct.__dirstream = type opaque
%struct.dirent = type { i64, i64, i16, i8, [256 x i8] }

@.str = private unnamed_addr constant [2 x i8] c".\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"..\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"cwd\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca [4096 x i8], align 16
  %7 = alloca %struct.stat, align 8
  %8 = alloca %struct.stat, align 8
  %9 = alloca %struct.__dirstream*, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.dirent*, align 8
  %12 = alloca i8*, align 8
  %13 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata [4096 x i8]* %6, metadata !22, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata %struct.stat* %7, metadata !27, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.declare(metadata %struct.stat* %8, metadata !70, metadata !DIExpression()), !dbg !71
  %14 = load i32, i32* %4, align 4, !dbg !72
  %15 = icmp slt i32 %14, 2, !dbg !74
  br i1 %15, label %20, label %16, !dbg !75

16:                                               ; preds = %2
  %17 = getelementptr inbounds [4096 x i8], [4096 x i8]* %6, i64 0, i64 0, !dbg !76
  %18 = call i8* @getcwd(i8* noundef %17, i64 noundef 4096) #5, !dbg !77
  %19 = icmp ne i8* %18, null, !dbg !77
  br i1 %19, label %21, label %20, !dbg !78

20:                                               ; preds = %16, %2
  store i32 9, i32* %3, align 4, !dbg !79
  br label %104, !dbg !79

21:                                               ; preds = %16
  %22 = call i32 @stat(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), %struct.stat* noundef %7) #5, !dbg !80
  %23 = icmp ne i32 %22, 0, !dbg !80
  br i1 %23, label %34, label %24, !dbg !82

24:                                               ; preds = %21
  %25 = getelementptr inbounds [4096 x i8], [4096 x i8]* %6, i64 0, i64 0, !dbg !83
  %26 = call i32 @stat(i8* noundef %25, %struct.stat* noundef %8) #5, !dbg !84
  %27 = icmp ne i32 %26, 0, !dbg !84
  br i1 %27, label %34, label %28, !dbg !85

28:                                               ; preds = %24
  %29 = getelementptr inbounds %struct.stat, %struct.stat* %7, i32 0, i32 1, !dbg !86
  %30 = load i64, i64* %29, align 8, !dbg !86
  %31 = getelementptr inbounds %struct.stat, %struct.stat* %8, i32 0, i32 1, !dbg !87
  %32 = load i64, i64* %31, align 8, !dbg !87
  %33 = icmp ne i64 %30, %32, !dbg !88
  br i1 %33, label %34, label %35, !dbg !89

34:                                               ; preds = %28, %24, %21
  store i32 8, i32* %3, align 4, !dbg !90
  br label %104, !dbg !90

35:                                               ; preds = %28
  call void @llvm.dbg.declare(metadata %struct.__dirstream** %9, metadata !91, metadata !DIExpression()), !dbg !96
  %36 = call noalias %struct.__dirstream* @opendir(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0)), !dbg !97
  store %struct.__dirstream* %36, %struct.__dirstream** %9, align 8, !dbg !96
  %37 = load %struct.__dirstream*, %struct.__dirstream** %9, align 8, !dbg !98
  %38 = icmp ne %struct.__dirstream* %37, null, !dbg !98
  br i1 %38, label %40, label %39, !dbg !100

39:                                               ; preds = %35
  store i32 7, i32* %3, align 4, !dbg !101
  br label %104, !dbg !101

40:                                               ; preds = %35
  call void @llvm.dbg.declare(metadata i32* %10, metadata !102, metadata !DIExpression()), !dbg !103
  store i32 0, i32* %10, align 4, !dbg !103
  call void @llvm.dbg.declare(metadata %struct.dirent** %11, metadata !104, metadata !DIExpression()), !dbg !120
  br label %41, !dbg !121

41:                                               ; preds = %58, %40
  %42 = load %struct.__dirstream*, %struct.__dirstream** %9, align 8, !dbg !122
  %43 = call %struct.dirent* @readdir(%struct.__dirstream* noundef %42), !dbg !124
  store %struct.dirent* %43, %struct.dirent** %11, align 8, !dbg !125
  %44 = icmp ne %struct.dirent* %43, null, !dbg !126
  br i1 %44, label %45, label %63, !dbg !126

45:                                               ; preds = %41
  %46 = load %struct.dirent*, %struct.dirent** %11, align 8, !dbg !127
  %47 = getelementptr inbounds %struct.dirent, %struct.dirent* %46, i32 0, i32 0, !dbg !128
  %48 = load i64, i64* %47, align 8, !dbg !128
  %49 = getelementptr inbounds %struct.stat, %struct.stat* %7, i32 0, i32 1, !dbg !129
  %50 = load i64, i64* %49, align 8, !dbg !129
  %51 = icmp eq i64 %48, %50, !dbg !130
  br i1 %51, label %52, label %58, !dbg !131

52:                                               ; preds = %45
  %53 = load %struct.dirent*, %struct.dirent** %11, align 8, !dbg !132
  %54 = getelementptr inbounds %struct.dirent, %struct.dirent* %53, i32 0, i32 4, !dbg !133
  %55 = getelementptr inbounds [256 x i8], [256 x i8]* %54, i64 0, i64 0, !dbg !132
  %56 = call i32 @strcmp(i8* noundef %55, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0)) #6, !dbg !134
  %57 = icmp eq i32 %56, 0, !dbg !135
  br label %58

58:                                               ; preds = %52, %45
  %59 = phi i1 [ false, %45 ], [ %57, %52 ], !dbg !136
  %60 = zext i1 %59 to i32, !dbg !131
  %61 = load i32, i32* %10, align 4, !dbg !137
  %62 = or i32 %61, %60, !dbg !137
  store i32 %62, i32* %10, align 4, !dbg !137
  br label %41, !dbg !138, !llvm.loop !139

63:                                               ; preds = %41
  %64 = load %struct.__dirstream*, %struct.__dirstream** %9, align 8, !dbg !142
  %65 = call i32 @closedir(%struct.__dirstream* noundef %64), !dbg !143
  %66 = load i32, i32* %10, align 4, !dbg !144
  %67 = icmp ne i32 %66, 0, !dbg !144
  br i1 %67, label %69, label %68, !dbg !146

68:                                               ; preds = %63
  store i32 6, i32* %3, align 4, !dbg !147
  br label %104, !dbg !147

69:                                               ; preds = %63
  call void @llvm.dbg.declare(metadata i8** %12, metadata !148, metadata !DIExpression()), !dbg !149
  %70 = load i8**, i8*** %5, align 8, !dbg !150
  %71 = getelementptr inbounds i8*, i8** %70, i64 1, !dbg !150
  %72 = load i8*, i8** %71, align 8, !dbg !150
  %73 = call i8* @realpath(i8* noundef %72, i8* noundef null) #5, !dbg !151
  store i8* %73, i8** %12, align 8, !dbg !149
  %74 = load i8*, i8** %12, align 8, !dbg !152
  %75 = icmp ne i8* %74, null, !dbg !152
  br i1 %75, label %77, label %76, !dbg !154

76:                                               ; preds = %69
  store i32 1, i32* %3, align 4, !dbg !155
  br label %104, !dbg !155

77:                                               ; preds = %69
  call void @llvm.dbg.declare(metadata i64* %13, metadata !156, metadata !DIExpression()), !dbg !159
  %78 = getelementptr inbounds [4096 x i8], [4096 x i8]* %6, i64 0, i64 0, !dbg !160
  %79 = call i64 @strlen(i8* noundef %78) #6, !dbg !161
  store i64 %79, i64* %13, align 8, !dbg !159
  %80 = load i8*, i8** %12, align 8, !dbg !162
  %81 = getelementptr inbounds [4096 x i8], [4096 x i8]* %6, i64 0, i64 0, !dbg !163
  %82 = load i64, i64* %13, align 8, !dbg !164
  %83 = call i32 @strncmp(i8* noundef %80, i8* noundef %81, i64 noundef %82) #6, !dbg !165
  %84 = icmp eq i32 %83, 0, !dbg !166
  br i1 %84, label %85, label %100, !dbg !167

85:                                               ; preds = %77
  %86 = load i8*, i8** %12, align 8, !dbg !168
  %87 = load i64, i64* %13, align 8, !dbg !169
  %88 = getelementptr inbounds i8, i8* %86, i64 %87, !dbg !168
  %89 = load i8, i8* %88, align 1, !dbg !168
  %90 = icmp ne i8 %89, 0, !dbg !168
  br i1 %90, label %91, label %98, !dbg !170

91:                                               ; preds = %85
  %92 = load i8*, i8** %12, align 8, !dbg !171
  %93 = load i64, i64* %13, align 8, !dbg !172
  %94 = getelementptr inbounds i8, i8* %92, i64 %93, !dbg !171
  %95 = load i8, i8* %94, align 1, !dbg !171
  %96 = sext i8 %95 to i32, !dbg !171
  %97 = icmp eq i32 %96, 47, !dbg !173
  br label %98, !dbg !170

98:                                               ; preds = %91, %85
  %99 = phi i1 [ true, %85 ], [ %97, %91 ]
  br label %100

100:                                              ; preds = %98, %77
  %101 = phi i1 [ false, %77 ], [ %99, %98 ], !dbg !174
  %102 = zext i1 %101 to i64, !dbg !165
  %103 = select i1 %101, i32 2, i32 3, !dbg !165
  store i32 %103, i32* %3, align 4, !dbg !175
  br label %104, !dbg !175

104:                                              ; preds = %100, %76, %68, %39, %34, %20
  %105 = load i32, i32* %3, align 4, !dbg !176
  ret i32 %105, !dbg !176
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i8* @getcwd(i8* noundef, i64 noundef) #2

; Function Attrs: nounwind
declare i32 @stat(i8* noundef, %struct.stat* noundef) #2

declare noalias %struct.__dirstream* @opendir(i8* noundef) #3

declare %struct.dirent* @readdir(%struct.__dirstream* noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #4

declare i32 @closedir(%struct.__dirstream* noundef) #3

; Function Attrs: nounwind
declare i8* @realpath(i8* noundef, i8* noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i32 @strncmp(i8* noundef, i8* noundef, i64 noundef) #4

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cwd.c", directory: ".", checksumkind: CSK_MD5, checksum: "a185f64cd5b74ec2e7dd93b524d0e287")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 13, type: !11, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 13, type: !13)
!19 = !DILocation(line: 13, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 13, type: !14)
!21 = !DILocation(line: 13, column: 27, scope: !10)
!22 = !DILocalVariable(name: "cwd", scope: !10, file: !1, line: 14, type: !23)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 32768, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 4096)
!26 = !DILocation(line: 14, column: 8, scope: !10)
!27 = !DILocalVariable(name: "here", scope: !10, file: !1, line: 15, type: !28)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stat", file: !29, line: 26, size: 1152, elements: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_stat.h", directory: "", checksumkind: CSK_MD5, checksum: "3ba283bc334370fe631cbc82f5229ed7")
!30 = !{!31, !35, !37, !39, !42, !44, !46, !47, !48, !51, !53, !55, !63, !64, !65}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "st_dev", scope: !28, file: !29, line: 31, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "__dev_t", file: !33, line: 145, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!34 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "st_ino", scope: !28, file: !29, line: 36, baseType: !36, size: 64, offset: 64)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__ino_t", file: !33, line: 148, baseType: !34)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "st_nlink", scope: !28, file: !29, line: 44, baseType: !38, size: 64, offset: 128)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "__nlink_t", file: !33, line: 151, baseType: !34)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "st_mode", scope: !28, file: !29, line: 45, baseType: !40, size: 32, offset: 192)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mode_t", file: !33, line: 150, baseType: !41)
!41 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "st_uid", scope: !28, file: !29, line: 47, baseType: !43, size: 32, offset: 224)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uid_t", file: !33, line: 146, baseType: !41)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "st_gid", scope: !28, file: !29, line: 48, baseType: !45, size: 32, offset: 256)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gid_t", file: !33, line: 147, baseType: !41)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__pad0", scope: !28, file: !29, line: 50, baseType: !13, size: 32, offset: 288)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "st_rdev", scope: !28, file: !29, line: 52, baseType: !32, size: 64, offset: 320)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "st_size", scope: !28, file: !29, line: 57, baseType: !49, size: 64, offset: 384)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !33, line: 152, baseType: !50)
!50 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "st_blksize", scope: !28, file: !29, line: 61, baseType: !52, size: 64, offset: 448)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "__blksize_t", file: !33, line: 175, baseType: !50)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "st_blocks", scope: !28, file: !29, line: 63, baseType: !54, size: 64, offset: 512)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__blkcnt_t", file: !33, line: 180, baseType: !50)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "st_atim", scope: !28, file: !29, line: 74, baseType: !56, size: 128, offset: 576)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !57, line: 11, size: 128, elements: !58)
!57 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: "", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!58 = !{!59, !61}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !56, file: !57, line: 16, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !33, line: 160, baseType: !50)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !56, file: !57, line: 21, baseType: !62, size: 64, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !33, line: 197, baseType: !50)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "st_mtim", scope: !28, file: !29, line: 75, baseType: !56, size: 128, offset: 704)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "st_ctim", scope: !28, file: !29, line: 76, baseType: !56, size: 128, offset: 832)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__glibc_reserved", scope: !28, file: !29, line: 89, baseType: !66, size: 192, offset: 960)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 192, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 3)
!69 = !DILocation(line: 15, column: 15, scope: !10)
!70 = !DILocalVariable(name: "named", scope: !10, file: !1, line: 15, type: !28)
!71 = !DILocation(line: 15, column: 21, scope: !10)
!72 = !DILocation(line: 16, column: 7, scope: !73)
!73 = distinct !DILexicalBlock(scope: !10, file: !1, line: 16, column: 7)
!74 = !DILocation(line: 16, column: 12, scope: !73)
!75 = !DILocation(line: 16, column: 16, scope: !73)
!76 = !DILocation(line: 16, column: 27, scope: !73)
!77 = !DILocation(line: 16, column: 20, scope: !73)
!78 = !DILocation(line: 16, column: 7, scope: !10)
!79 = !DILocation(line: 17, column: 5, scope: !73)
!80 = !DILocation(line: 18, column: 7, scope: !81)
!81 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 7)
!82 = !DILocation(line: 18, column: 24, scope: !81)
!83 = !DILocation(line: 18, column: 32, scope: !81)
!84 = !DILocation(line: 18, column: 27, scope: !81)
!85 = !DILocation(line: 18, column: 45, scope: !81)
!86 = !DILocation(line: 18, column: 53, scope: !81)
!87 = !DILocation(line: 18, column: 69, scope: !81)
!88 = !DILocation(line: 18, column: 60, scope: !81)
!89 = !DILocation(line: 18, column: 7, scope: !10)
!90 = !DILocation(line: 19, column: 5, scope: !81)
!91 = !DILocalVariable(name: "d", scope: !10, file: !1, line: 20, type: !92)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "DIR", file: !94, line: 127, baseType: !95)
!94 = !DIFile(filename: "/usr/include/dirent.h", directory: "", checksumkind: CSK_MD5, checksum: "83db1c550476db6fa73f15e8fe05fc98")
!95 = !DICompositeType(tag: DW_TAG_structure_type, name: "__dirstream", file: !94, line: 127, flags: DIFlagFwdDecl)
!96 = !DILocation(line: 20, column: 8, scope: !10)
!97 = !DILocation(line: 20, column: 12, scope: !10)
!98 = !DILocation(line: 21, column: 8, scope: !99)
!99 = distinct !DILexicalBlock(scope: !10, file: !1, line: 21, column: 7)
!100 = !DILocation(line: 21, column: 7, scope: !10)
!101 = !DILocation(line: 22, column: 5, scope: !99)
!102 = !DILocalVariable(name: "listed", scope: !10, file: !1, line: 23, type: !13)
!103 = !DILocation(line: 23, column: 7, scope: !10)
!104 = !DILocalVariable(name: "e", scope: !105, file: !1, line: 24, type: !106)
!105 = distinct !DILexicalBlock(scope: !10, file: !1, line: 24, column: 3)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dirent", file: !108, line: 22, size: 2240, elements: !109)
!108 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/dirent.h", directory: "", checksumkind: CSK_MD5, checksum: "bc8b10a1ddd2747862e3ae7b91dbf464")
!109 = !{!110, !111, !112, !114, !116}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "d_ino", scope: !107, file: !108, line: 25, baseType: !36, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "d_off", scope: !107, file: !108, line: 26, baseType: !49, size: 64, offset: 64)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "d_reclen", scope: !107, file: !108, line: 31, baseType: !113, size: 16, offset: 128)
!113 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "d_type", scope: !107, file: !108, line: 32, baseType: !115, size: 8, offset: 144)
!115 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "d_name", scope: !107, file: !108, line: 33, baseType: !117, size: 2048, offset: 152)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 2048, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 256)
!120 = !DILocation(line: 24, column: 23, scope: !105)
!121 = !DILocation(line: 24, column: 8, scope: !105)
!122 = !DILocation(line: 24, column: 39, scope: !123)
!123 = distinct !DILexicalBlock(scope: !105, file: !1, line: 24, column: 3)
!124 = !DILocation(line: 24, column: 31, scope: !123)
!125 = !DILocation(line: 24, column: 29, scope: !123)
!126 = !DILocation(line: 24, column: 3, scope: !105)
!127 = !DILocation(line: 25, column: 15, scope: !123)
!128 = !DILocation(line: 25, column: 18, scope: !123)
!129 = !DILocation(line: 25, column: 32, scope: !123)
!130 = !DILocation(line: 25, column: 24, scope: !123)
!131 = !DILocation(line: 25, column: 39, scope: !123)
!132 = !DILocation(line: 25, column: 49, scope: !123)
!133 = !DILocation(line: 25, column: 52, scope: !123)
!134 = !DILocation(line: 25, column: 42, scope: !123)
!135 = !DILocation(line: 25, column: 67, scope: !123)
!136 = !DILocation(line: 0, scope: !123)
!137 = !DILocation(line: 25, column: 12, scope: !123)
!138 = !DILocation(line: 24, column: 3, scope: !123)
!139 = distinct !{!139, !126, !140, !141}
!140 = !DILocation(line: 25, column: 70, scope: !105)
!141 = !{!"llvm.loop.mustprogress"}
!142 = !DILocation(line: 26, column: 12, scope: !10)
!143 = !DILocation(line: 26, column: 3, scope: !10)
!144 = !DILocation(line: 27, column: 8, scope: !145)
!145 = distinct !DILexicalBlock(scope: !10, file: !1, line: 27, column: 7)
!146 = !DILocation(line: 27, column: 7, scope: !10)
!147 = !DILocation(line: 28, column: 5, scope: !145)
!148 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 29, type: !15)
!149 = !DILocation(line: 29, column: 9, scope: !10)
!150 = !DILocation(line: 29, column: 22, scope: !10)
!151 = !DILocation(line: 29, column: 13, scope: !10)
!152 = !DILocation(line: 30, column: 8, scope: !153)
!153 = distinct !DILexicalBlock(scope: !10, file: !1, line: 30, column: 7)
!154 = !DILocation(line: 30, column: 7, scope: !10)
!155 = !DILocation(line: 31, column: 5, scope: !153)
!156 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 32, type: !157)
!157 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !158, line: 46, baseType: !34)
!158 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!159 = !DILocation(line: 32, column: 10, scope: !10)
!160 = !DILocation(line: 32, column: 21, scope: !10)
!161 = !DILocation(line: 32, column: 14, scope: !10)
!162 = !DILocation(line: 33, column: 18, scope: !10)
!163 = !DILocation(line: 33, column: 21, scope: !10)
!164 = !DILocation(line: 33, column: 26, scope: !10)
!165 = !DILocation(line: 33, column: 10, scope: !10)
!166 = !DILocation(line: 33, column: 29, scope: !10)
!167 = !DILocation(line: 33, column: 34, scope: !10)
!168 = !DILocation(line: 33, column: 39, scope: !10)
!169 = !DILocation(line: 33, column: 41, scope: !10)
!170 = !DILocation(line: 33, column: 44, scope: !10)
!171 = !DILocation(line: 33, column: 47, scope: !10)
!172 = !DILocation(line: 33, column: 49, scope: !10)
!173 = !DILocation(line: 33, column: 52, scope: !10)
!174 = !DILocation(line: 0, scope: !10)
!175 = !DILocation(line: 33, column: 3, scope: !10)
!176 = !DILocation(line: 34, column: 1, scope: !10)
