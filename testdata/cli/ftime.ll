; ModuleID = 'ftime.c'
source_filename = "ftime.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.stat = type { i64, i64, i64, i32, i32, i32, i32, i64, i64, i64, i64, %struct.timespec, %struct.timespec, %struct.timespec, [3 x i64] }
%struct.timespec = type { i64, i64 }

@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.stat, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.stat* %2, metadata !15, metadata !DIExpression()), !dbg !57
  %3 = call i32 @stat(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), %struct.stat* noundef %2) #3, !dbg !58
  %4 = icmp ne i32 %3, 0, !dbg !60
  br i1 %4, label %5, label %6, !dbg !61

5:                                                ; preds = %0
  store i32 6, i32* %1, align 4, !dbg !62
  br label %52, !dbg !62

6:                                                ; preds = %0
  %7 = getelementptr inbounds %struct.stat, %struct.stat* %2, i32 0, i32 12, !dbg !63
  %8 = getelementptr inbounds %struct.timespec, %struct.timespec* %7, i32 0, i32 0, !dbg !65
  %9 = load i64, i64* %8, align 8, !dbg !65
  %10 = icmp sgt i64 %9, 15032385535, !dbg !66
  br i1 %10, label %16, label %11, !dbg !67

11:                                               ; preds = %6
  %12 = getelementptr inbounds %struct.stat, %struct.stat* %2, i32 0, i32 11, !dbg !68
  %13 = getelementptr inbounds %struct.timespec, %struct.timespec* %12, i32 0, i32 0, !dbg !69
  %14 = load i64, i64* %13, align 8, !dbg !69
  %15 = icmp sgt i64 %14, 15032385535, !dbg !70
  br i1 %15, label %16, label %17, !dbg !71

16:                                               ; preds = %11, %6
  store i32 3, i32* %1, align 4, !dbg !72
  br label %52, !dbg !72

17:                                               ; preds = %11
  %18 = getelementptr inbounds %struct.stat, %struct.stat* %2, i32 0, i32 12, !dbg !73
  %19 = getelementptr inbounds %struct.timespec, %struct.timespec* %18, i32 0, i32 0, !dbg !75
  %20 = load i64, i64* %19, align 8, !dbg !75
  %21 = icmp slt i64 %20, -2147483648, !dbg !76
  br i1 %21, label %27, label %22, !dbg !77

22:                                               ; preds = %17
  %23 = getelementptr inbounds %struct.stat, %struct.stat* %2, i32 0, i32 11, !dbg !78
  %24 = getelementptr inbounds %struct.timespec, %struct.timespec* %23, i32 0, i32 0, !dbg !79
  %25 = load i64, i64* %24, align 8, !dbg !79
  %26 = icmp slt i64 %25, -2147483648, !dbg !80
  br i1 %26, label %27, label %28, !dbg !81

27:                                               ; preds = %22, %17
  store i32 4, i32* %1, align 4, !dbg !82
  br label %52, !dbg !82

28:                                               ; preds = %22
  %29 = getelementptr inbounds %struct.stat, %struct.stat* %2, i32 0, i32 12, !dbg !83
  %30 = getelementptr inbounds %struct.timespec, %struct.timespec* %29, i32 0, i32 1, !dbg !85
  %31 = load i64, i64* %30, align 8, !dbg !85
  %32 = icmp slt i64 %31, 0, !dbg !86
  br i1 %32, label %38, label %33, !dbg !87

33:                                               ; preds = %28
  %34 = getelementptr inbounds %struct.stat, %struct.stat* %2, i32 0, i32 12, !dbg !88
  %35 = getelementptr inbounds %struct.timespec, %struct.timespec* %34, i32 0, i32 1, !dbg !89
  %36 = load i64, i64* %35, align 8, !dbg !89
  %37 = icmp sge i64 %36, 1000000000, !dbg !90
  br i1 %37, label %38, label %39, !dbg !91

38:                                               ; preds = %33, %28
  store i32 5, i32* %1, align 4, !dbg !92
  br label %52, !dbg !92

39:                                               ; preds = %33
  %40 = getelementptr inbounds %struct.stat, %struct.stat* %2, i32 0, i32 12, !dbg !93
  %41 = getelementptr inbounds %struct.timespec, %struct.timespec* %40, i32 0, i32 0, !dbg !95
  %42 = load i64, i64* %41, align 8, !dbg !95
  %43 = icmp sgt i64 %42, 10000000000, !dbg !96
  br i1 %43, label %44, label %45, !dbg !97

44:                                               ; preds = %39
  store i32 1, i32* %1, align 4, !dbg !98
  br label %52, !dbg !98

45:                                               ; preds = %39
  %46 = getelementptr inbounds %struct.stat, %struct.stat* %2, i32 0, i32 12, !dbg !99
  %47 = getelementptr inbounds %struct.timespec, %struct.timespec* %46, i32 0, i32 0, !dbg !101
  %48 = load i64, i64* %47, align 8, !dbg !101
  %49 = icmp slt i64 %48, 0, !dbg !102
  br i1 %49, label %50, label %51, !dbg !103

50:                                               ; preds = %45
  store i32 2, i32* %1, align 4, !dbg !104
  br label %52, !dbg !104

51:                                               ; preds = %45
  store i32 0, i32* %1, align 4, !dbg !105
  br label %52, !dbg !105

52:                                               ; preds = %51, %50, %44, %38, %27, %16, %5
  %53 = load i32, i32* %1, align 4, !dbg !106
  ret i32 %53, !dbg !106
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @stat(i8* noundef, %struct.stat* noundef) #2

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ftime.c", directory: ".", checksumkind: CSK_MD5, checksum: "85a8eb4cbd25b505c48ce4bd9b4ed04d")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "st", scope: !10, file: !1, line: 9, type: !16)
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
!57 = !DILocation(line: 9, column: 15, scope: !10)
!58 = !DILocation(line: 10, column: 7, scope: !59)
!59 = distinct !DILexicalBlock(scope: !10, file: !1, line: 10, column: 7)
!60 = !DILocation(line: 10, column: 22, scope: !59)
!61 = !DILocation(line: 10, column: 7, scope: !10)
!62 = !DILocation(line: 11, column: 5, scope: !59)
!63 = !DILocation(line: 12, column: 10, scope: !64)
!64 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 7)
!65 = !DILocation(line: 12, column: 18, scope: !64)
!66 = !DILocation(line: 12, column: 25, scope: !64)
!67 = !DILocation(line: 12, column: 41, scope: !64)
!68 = !DILocation(line: 12, column: 47, scope: !64)
!69 = !DILocation(line: 12, column: 55, scope: !64)
!70 = !DILocation(line: 12, column: 62, scope: !64)
!71 = !DILocation(line: 12, column: 7, scope: !10)
!72 = !DILocation(line: 13, column: 5, scope: !64)
!73 = !DILocation(line: 14, column: 10, scope: !74)
!74 = distinct !DILexicalBlock(scope: !10, file: !1, line: 14, column: 7)
!75 = !DILocation(line: 14, column: 18, scope: !74)
!76 = !DILocation(line: 14, column: 25, scope: !74)
!77 = !DILocation(line: 14, column: 41, scope: !74)
!78 = !DILocation(line: 14, column: 47, scope: !74)
!79 = !DILocation(line: 14, column: 55, scope: !74)
!80 = !DILocation(line: 14, column: 62, scope: !74)
!81 = !DILocation(line: 14, column: 7, scope: !10)
!82 = !DILocation(line: 15, column: 5, scope: !74)
!83 = !DILocation(line: 16, column: 10, scope: !84)
!84 = distinct !DILexicalBlock(scope: !10, file: !1, line: 16, column: 7)
!85 = !DILocation(line: 16, column: 18, scope: !84)
!86 = !DILocation(line: 16, column: 26, scope: !84)
!87 = !DILocation(line: 16, column: 30, scope: !84)
!88 = !DILocation(line: 16, column: 36, scope: !84)
!89 = !DILocation(line: 16, column: 44, scope: !84)
!90 = !DILocation(line: 16, column: 52, scope: !84)
!91 = !DILocation(line: 16, column: 7, scope: !10)
!92 = !DILocation(line: 17, column: 5, scope: !84)
!93 = !DILocation(line: 18, column: 10, scope: !94)
!94 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 7)
!95 = !DILocation(line: 18, column: 18, scope: !94)
!96 = !DILocation(line: 18, column: 25, scope: !94)
!97 = !DILocation(line: 18, column: 7, scope: !10)
!98 = !DILocation(line: 19, column: 5, scope: !94)
!99 = !DILocation(line: 20, column: 10, scope: !100)
!100 = distinct !DILexicalBlock(scope: !10, file: !1, line: 20, column: 7)
!101 = !DILocation(line: 20, column: 18, scope: !100)
!102 = !DILocation(line: 20, column: 25, scope: !100)
!103 = !DILocation(line: 20, column: 7, scope: !10)
!104 = !DILocation(line: 21, column: 5, scope: !100)
!105 = !DILocation(line: 22, column: 3, scope: !10)
!106 = !DILocation(line: 23, column: 1, scope: !10)
