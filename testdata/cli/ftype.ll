; ModuleID = 'ftype.c'
source_filename = "ftype.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.stat = type { i64, i64, i64, i32, i32, i32, i32, i64, i64, i64, i64, %struct.timespec, %struct.timespec, %struct.timespec, [3 x i64] }
%struct.timespec = type { i64, i64 }

@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.stat, align 8
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.stat* %2, metadata !15, metadata !DIExpression()), !dbg !57
  %4 = call i32 @fstat(i32 noundef 0, %struct.stat* noundef %2) #4, !dbg !58
  %5 = icmp ne i32 %4, 0, !dbg !60
  br i1 %5, label %6, label %7, !dbg !61

6:                                                ; preds = %0
  store i32 1, i32* %1, align 4, !dbg !62
  br label %43, !dbg !62

7:                                                ; preds = %0
  %8 = getelementptr inbounds %struct.stat, %struct.stat* %2, i32 0, i32 3, !dbg !63
  %9 = load i32, i32* %8, align 8, !dbg !63
  %10 = and i32 %9, 61440, !dbg !63
  %11 = icmp eq i32 %10, 16384, !dbg !63
  br i1 %11, label %12, label %13, !dbg !65

12:                                               ; preds = %7
  store i32 2, i32* %1, align 4, !dbg !66
  br label %43, !dbg !66

13:                                               ; preds = %7
  %14 = getelementptr inbounds %struct.stat, %struct.stat* %2, i32 0, i32 3, !dbg !67
  %15 = load i32, i32* %14, align 8, !dbg !67
  %16 = and i32 %15, 61440, !dbg !67
  %17 = icmp eq i32 %16, 32768, !dbg !67
  br i1 %17, label %19, label %18, !dbg !69

18:                                               ; preds = %13
  store i32 3, i32* %1, align 4, !dbg !70
  br label %43, !dbg !70

19:                                               ; preds = %13
  %20 = call i64 @lseek(i32 noundef 0, i64 noundef 0, i32 noundef 2) #4, !dbg !71
  %21 = icmp slt i64 %20, 0, !dbg !73
  br i1 %21, label %22, label %23, !dbg !74

22:                                               ; preds = %19
  store i32 4, i32* %1, align 4, !dbg !75
  br label %43, !dbg !75

23:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata i32* %3, metadata !76, metadata !DIExpression()), !dbg !77
  %24 = call i32 (i8*, i32, ...) @open(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i32 noundef 0), !dbg !78
  store i32 %24, i32* %3, align 4, !dbg !77
  %25 = load i32, i32* %3, align 4, !dbg !79
  %26 = icmp slt i32 %25, 0, !dbg !81
  br i1 %26, label %31, label %27, !dbg !82

27:                                               ; preds = %23
  %28 = load i32, i32* %3, align 4, !dbg !83
  %29 = call i32 @fstat(i32 noundef %28, %struct.stat* noundef %2) #4, !dbg !84
  %30 = icmp ne i32 %29, 0, !dbg !85
  br i1 %30, label %31, label %32, !dbg !86

31:                                               ; preds = %27, %23
  store i32 5, i32* %1, align 4, !dbg !87
  br label %43, !dbg !87

32:                                               ; preds = %27
  %33 = getelementptr inbounds %struct.stat, %struct.stat* %2, i32 0, i32 3, !dbg !88
  %34 = load i32, i32* %33, align 8, !dbg !88
  %35 = and i32 %34, 61440, !dbg !88
  %36 = icmp eq i32 %35, 32768, !dbg !88
  br i1 %36, label %38, label %37, !dbg !90

37:                                               ; preds = %32
  store i32 6, i32* %1, align 4, !dbg !91
  br label %43, !dbg !91

38:                                               ; preds = %32
  %39 = call i32 @isatty(i32 noundef 0) #4, !dbg !92
  %40 = icmp ne i32 %39, 0, !dbg !92
  %41 = zext i1 %40 to i64, !dbg !92
  %42 = select i1 %40, i32 7, i32 0, !dbg !92
  store i32 %42, i32* %1, align 4, !dbg !93
  br label %43, !dbg !93

43:                                               ; preds = %38, %37, %31, %22, %18, %12, %6
  %44 = load i32, i32* %1, align 4, !dbg !94
  ret i32 %44, !dbg !94
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @fstat(i32 noundef, %struct.stat* noundef) #2

; Function Attrs: nounwind
declare i64 @lseek(i32 noundef, i64 noundef, i32 noundef) #2

declare i32 @open(i8* noundef, i32 noundef, ...) #3

; Function Attrs: nounwind
declare i32 @isatty(i32 noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ftype.c", directory: ".", checksumkind: CSK_MD5, checksum: "73de1510d82ef65179ee63e9e2bbe81e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "st", scope: !10, file: !1, line: 10, type: !16)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stat", file: !17, line: 26, size: 1152, elements: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_stat.h", directory: "", checksumkind: CSK_MD5, checksum: "3ba283bc334370fe631cbc82f5229ed7")
!18 = !{!19, !23, !25, !27, !30, !32, !34, !35, !36, !39, !41, !43, !51, !52, !53}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "st_dev", scope: !16, file: !17, line: 31, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "__dev_t", file: !21, line: 145, baseType: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!22 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "st_ino", scope: !16, file: !17, line: 36, baseType: !24, size: 64, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "__ino_t", file: !21, line: 148, baseType: !22)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "st_nlink", scope: !16, file: !17, line: 44, baseType: !26, size: 64, offset: 128)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__nlink_t", file: !21, line: 151, baseType: !22)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "st_mode", scope: !16, file: !17, line: 45, baseType: !28, size: 32, offset: 192)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mode_t", file: !21, line: 150, baseType: !29)
!29 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "st_uid", scope: !16, file: !17, line: 47, baseType: !31, size: 32, offset: 224)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uid_t", file: !21, line: 146, baseType: !29)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "st_gid", scope: !16, file: !17, line: 48, baseType: !33, size: 32, offset: 256)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__gid_t", file: !21, line: 147, baseType: !29)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__pad0", scope: !16, file: !17, line: 50, baseType: !13, size: 32, offset: 288)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "st_rdev", scope: !16, file: !17, line: 52, baseType: !20, size: 64, offset: 320)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "st_size", scope: !16, file: !17, line: 57, baseType: !37, size: 64, offset: 384)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !21, line: 152, baseType: !38)
!38 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "st_blksize", scope: !16, file: !17, line: 61, baseType: !40, size: 64, offset: 448)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "__blksize_t", file: !21, line: 175, baseType: !38)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "st_blocks", scope: !16, file: !17, line: 63, baseType: !42, size: 64, offset: 512)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "__blkcnt_t", file: !21, line: 180, baseType: !38)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "st_atim", scope: !16, file: !17, line: 74, baseType: !44, size: 128, offset: 576)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !45, line: 11, size: 128, elements: !46)
!45 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: "", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!46 = !{!47, !49}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !44, file: !45, line: 16, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !21, line: 160, baseType: !38)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !44, file: !45, line: 21, baseType: !50, size: 64, offset: 64)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !21, line: 197, baseType: !38)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "st_mtim", scope: !16, file: !17, line: 75, baseType: !44, size: 128, offset: 704)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "st_ctim", scope: !16, file: !17, line: 76, baseType: !44, size: 128, offset: 832)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__glibc_reserved", scope: !16, file: !17, line: 89, baseType: !54, size: 192, offset: 960)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 192, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 3)
!57 = !DILocation(line: 10, column: 15, scope: !10)
!58 = !DILocation(line: 11, column: 7, scope: !59)
!59 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 7)
!60 = !DILocation(line: 11, column: 21, scope: !59)
!61 = !DILocation(line: 11, column: 7, scope: !10)
!62 = !DILocation(line: 12, column: 5, scope: !59)
!63 = !DILocation(line: 13, column: 7, scope: !64)
!64 = distinct !DILexicalBlock(scope: !10, file: !1, line: 13, column: 7)
!65 = !DILocation(line: 13, column: 7, scope: !10)
!66 = !DILocation(line: 14, column: 5, scope: !64)
!67 = !DILocation(line: 15, column: 8, scope: !68)
!68 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 7)
!69 = !DILocation(line: 15, column: 7, scope: !10)
!70 = !DILocation(line: 16, column: 5, scope: !68)
!71 = !DILocation(line: 17, column: 7, scope: !72)
!72 = distinct !DILexicalBlock(scope: !10, file: !1, line: 17, column: 7)
!73 = !DILocation(line: 17, column: 29, scope: !72)
!74 = !DILocation(line: 17, column: 7, scope: !10)
!75 = !DILocation(line: 18, column: 5, scope: !72)
!76 = !DILocalVariable(name: "fd", scope: !10, file: !1, line: 19, type: !13)
!77 = !DILocation(line: 19, column: 7, scope: !10)
!78 = !DILocation(line: 19, column: 12, scope: !10)
!79 = !DILocation(line: 20, column: 7, scope: !80)
!80 = distinct !DILexicalBlock(scope: !10, file: !1, line: 20, column: 7)
!81 = !DILocation(line: 20, column: 10, scope: !80)
!82 = !DILocation(line: 20, column: 14, scope: !80)
!83 = !DILocation(line: 20, column: 23, scope: !80)
!84 = !DILocation(line: 20, column: 17, scope: !80)
!85 = !DILocation(line: 20, column: 32, scope: !80)
!86 = !DILocation(line: 20, column: 7, scope: !10)
!87 = !DILocation(line: 21, column: 5, scope: !80)
!88 = !DILocation(line: 22, column: 8, scope: !89)
!89 = distinct !DILexicalBlock(scope: !10, file: !1, line: 22, column: 7)
!90 = !DILocation(line: 22, column: 7, scope: !10)
!91 = !DILocation(line: 23, column: 5, scope: !89)
!92 = !DILocation(line: 24, column: 10, scope: !10)
!93 = !DILocation(line: 24, column: 3, scope: !10)
!94 = !DILocation(line: 25, column: 1, scope: !10)
