; ModuleID = 'testdata/c/setjmp.c'
source_filename = "testdata/c/setjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@outer = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !0
@inner = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !5
@depth_reached = internal global i32 0, align 4, !dbg !34

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !44 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8* %2, metadata !48, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.declare(metadata i8* %3, metadata !51, metadata !DIExpression()), !dbg !52
  call void @klee_make_symbolic(i8* noundef %2, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0)), !dbg !53
  call void @klee_make_symbolic(i8* noundef %3, i64 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !54
  call void @llvm.dbg.declare(metadata i32* %4, metadata !55, metadata !DIExpression()), !dbg !57
  store volatile i32 0, i32* %4, align 4, !dbg !57
  %9 = load i8, i8* %2, align 1, !dbg !58
  %10 = zext i8 %9 to i32, !dbg !58
  %11 = icmp slt i32 %10, 100, !dbg !60
  br i1 %11, label %12, label %66, !dbg !61

12:                                               ; preds = %0
  call void @llvm.dbg.declare(metadata i32* %5, metadata !62, metadata !DIExpression()), !dbg !64
  %13 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @outer, i64 0, i64 0)) #5, !dbg !65
  store i32 %13, i32* %5, align 4, !dbg !64
  %14 = load i32, i32* %5, align 4, !dbg !66
  %15 = icmp ne i32 %14, 0, !dbg !68
  br i1 %15, label %16, label %28, !dbg !69

16:                                               ; preds = %12
  %17 = load i8, i8* %3, align 1, !dbg !70
  %18 = zext i8 %17 to i32, !dbg !70
  %19 = icmp eq i32 %18, 255, !dbg !73
  br i1 %19, label %20, label %27, !dbg !74

20:                                               ; preds = %16
  %21 = load volatile i32, i32* %4, align 4, !dbg !75
  %22 = add nsw i32 30, %21, !dbg !76
  %23 = load i32, i32* %5, align 4, !dbg !77
  %24 = icmp ne i32 %23, 3, !dbg !78
  %25 = zext i1 %24 to i32, !dbg !78
  %26 = add nsw i32 %22, %25, !dbg !79
  store i32 %26, i32* %1, align 4, !dbg !80
  br label %92, !dbg !80

27:                                               ; preds = %16
  store i32 33, i32* %1, align 4, !dbg !81
  br label %92, !dbg !81

28:                                               ; preds = %12
  %29 = load volatile i32, i32* %4, align 4, !dbg !82
  %30 = add nsw i32 %29, 1, !dbg !82
  store volatile i32 %30, i32* %4, align 4, !dbg !82
  call void @llvm.dbg.declare(metadata i32* %6, metadata !83, metadata !DIExpression()), !dbg !84
  %31 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @inner, i64 0, i64 0)) #5, !dbg !85
  store i32 %31, i32* %6, align 4, !dbg !84
  %32 = load i32, i32* %6, align 4, !dbg !86
  %33 = icmp eq i32 %32, 0, !dbg !88
  br i1 %33, label %34, label %39, !dbg !89

34:                                               ; preds = %28
  call void @llvm.dbg.declare(metadata i32* %7, metadata !90, metadata !DIExpression()), !dbg !92
  %35 = load i8, i8* %3, align 1, !dbg !93
  %36 = call i32 @parse(i8 noundef zeroext %35, i32 noundef 0), !dbg !94
  store i32 %36, i32* %7, align 4, !dbg !92
  %37 = load i32, i32* %7, align 4, !dbg !95
  %38 = add nsw i32 10, %37, !dbg !96
  store i32 %38, i32* %1, align 4, !dbg !97
  br label %92, !dbg !97

39:                                               ; preds = %28
  %40 = load i32, i32* %6, align 4, !dbg !98
  %41 = icmp eq i32 %40, 2, !dbg !100
  br i1 %41, label %42, label %48, !dbg !101

42:                                               ; preds = %39
  %43 = load i8, i8* %2, align 1, !dbg !102
  %44 = zext i8 %43 to i32, !dbg !102
  %45 = icmp slt i32 %44, 50, !dbg !103
  br i1 %45, label %46, label %48, !dbg !104

46:                                               ; preds = %42
  %47 = load i32, i32* %6, align 4, !dbg !105
  call void @rethrow(i32 noundef %47), !dbg !106
  br label %48, !dbg !106

48:                                               ; preds = %46, %42, %39
  %49 = load i32, i32* %6, align 4, !dbg !107
  %50 = icmp eq i32 %49, 1, !dbg !109
  br i1 %50, label %51, label %56, !dbg !110

51:                                               ; preds = %48
  %52 = load i32, i32* @depth_reached, align 4, !dbg !111
  %53 = icmp eq i32 %52, 3, !dbg !112
  %54 = zext i1 %53 to i32, !dbg !112
  %55 = add nsw i32 11, %54, !dbg !113
  store i32 %55, i32* %1, align 4, !dbg !114
  br label %92, !dbg !114

56:                                               ; preds = %48
  %57 = load i8, i8* %2, align 1, !dbg !115
  %58 = zext i8 %57 to i32, !dbg !115
  %59 = and i32 %58, 1, !dbg !116
  %60 = add nsw i32 20, %59, !dbg !117
  %61 = load i8, i8* %3, align 1, !dbg !118
  %62 = zext i8 %61 to i32, !dbg !118
  %63 = icmp eq i32 %62, 255, !dbg !119
  %64 = zext i1 %63 to i32, !dbg !119
  %65 = add nsw i32 %60, %64, !dbg !120
  store i32 %65, i32* %1, align 4, !dbg !121
  br label %92, !dbg !121

66:                                               ; preds = %0
  call void @llvm.dbg.declare(metadata i32* %8, metadata !122, metadata !DIExpression()), !dbg !123
  %67 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @outer, i64 0, i64 0)) #5, !dbg !124
  store i32 %67, i32* %8, align 4, !dbg !123
  %68 = load i32, i32* %8, align 4, !dbg !125
  %69 = icmp eq i32 %68, 0, !dbg !127
  br i1 %69, label %70, label %78, !dbg !128

70:                                               ; preds = %66
  %71 = load i8, i8* %3, align 1, !dbg !129
  %72 = zext i8 %71 to i32, !dbg !129
  %73 = icmp sgt i32 %72, 10, !dbg !132
  br i1 %73, label %74, label %77, !dbg !133

74:                                               ; preds = %70
  %75 = load i8, i8* %3, align 1, !dbg !134
  %76 = zext i8 %75 to i32, !dbg !134
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @outer, i64 0, i64 0), i32 noundef %76) #6, !dbg !135
  unreachable, !dbg !135

77:                                               ; preds = %70
  store i32 40, i32* %1, align 4, !dbg !136
  br label %92, !dbg !136

78:                                               ; preds = %66
  %79 = load i32, i32* %8, align 4, !dbg !137
  %80 = load i8, i8* %3, align 1, !dbg !138
  %81 = zext i8 %80 to i32, !dbg !138
  %82 = icmp eq i32 %79, %81, !dbg !139
  br i1 %82, label %83, label %89, !dbg !137

83:                                               ; preds = %78
  %84 = load i8, i8* %2, align 1, !dbg !140
  %85 = zext i8 %84 to i32, !dbg !140
  %86 = icmp sgt i32 %85, 200, !dbg !141
  %87 = zext i1 %86 to i32, !dbg !141
  %88 = add nsw i32 41, %87, !dbg !142
  br label %90, !dbg !137

89:                                               ; preds = %78
  br label %90, !dbg !137

90:                                               ; preds = %89, %83
  %91 = phi i32 [ %88, %83 ], [ 99, %89 ], !dbg !137
  store i32 %91, i32* %1, align 4, !dbg !143
  br label %92, !dbg !143

92:                                               ; preds = %90, %77, %56, %51, %34, %27, %20
  %93 = load i32, i32* %1, align 4, !dbg !144
  ret i32 %93, !dbg !144
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @klee_make_symbolic(i8* noundef, i64 noundef, i8* noundef) #2

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) #3

; Function Attrs: noinline nounwind uwtable
define internal i32 @parse(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !145 {
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  store i8 %0, i8* %4, align 1
  call void @llvm.dbg.declare(metadata i8* %4, metadata !148, metadata !DIExpression()), !dbg !149
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !150, metadata !DIExpression()), !dbg !151
  %6 = load i32, i32* %5, align 4, !dbg !152
  store i32 %6, i32* @depth_reached, align 4, !dbg !153
  %7 = load i32, i32* %5, align 4, !dbg !154
  %8 = icmp slt i32 %7, 3, !dbg !156
  br i1 %8, label %9, label %15, !dbg !157

9:                                                ; preds = %2
  %10 = load i8, i8* %4, align 1, !dbg !158
  %11 = load i32, i32* %5, align 4, !dbg !159
  %12 = add nsw i32 %11, 1, !dbg !160
  %13 = call i32 @parse(i8 noundef zeroext %10, i32 noundef %12), !dbg !161
  %14 = add nsw i32 %13, 1, !dbg !162
  store i32 %14, i32* %3, align 4, !dbg !163
  br label %29, !dbg !163

15:                                               ; preds = %2
  %16 = load i8, i8* %4, align 1, !dbg !164
  %17 = zext i8 %16 to i32, !dbg !164
  %18 = icmp sgt i32 %17, 200, !dbg !166
  br i1 %18, label %19, label %20, !dbg !167

19:                                               ; preds = %15
  call void @fail(i32 noundef 2), !dbg !168
  br label %20, !dbg !168

20:                                               ; preds = %19, %15
  %21 = load i8, i8* %4, align 1, !dbg !169
  %22 = zext i8 %21 to i32, !dbg !169
  %23 = icmp eq i32 %22, 7, !dbg !171
  br i1 %23, label %24, label %25, !dbg !172

24:                                               ; preds = %20
  call void @fail(i32 noundef 0), !dbg !173
  br label %25, !dbg !173

25:                                               ; preds = %24, %20
  %26 = load i8, i8* %4, align 1, !dbg !174
  %27 = zext i8 %26 to i32, !dbg !174
  %28 = and i32 %27, 1, !dbg !175
  store i32 %28, i32* %3, align 4, !dbg !176
  br label %29, !dbg !176

29:                                               ; preds = %25, %9
  %30 = load i32, i32* %3, align 4, !dbg !177
  ret i32 %30, !dbg !177
}

; Function Attrs: noinline nounwind uwtable
define internal void @rethrow(i32 noundef %0) #0 !dbg !178 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !181, metadata !DIExpression()), !dbg !182
  %3 = load i32, i32* %2, align 4, !dbg !183
  %4 = add nsw i32 %3, 1, !dbg !184
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @outer, i64 0, i64 0), i32 noundef %4) #6, !dbg !185
  unreachable, !dbg !185
}

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) #4

; Function Attrs: noinline nounwind uwtable
define internal void @fail(i32 noundef %0) #0 !dbg !186 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !187, metadata !DIExpression()), !dbg !188
  %3 = load i32, i32* %2, align 4, !dbg !189
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @inner, i64 0, i64 0), i32 noundef %3) #6, !dbg !190
  unreachable, !dbg !190
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind returns_twice }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "outer", scope: !2, file: !3, line: 11, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "testdata/c/setjmp.c", directory: ".", checksumkind: CSK_MD5, checksum: "76077508e28ccf7a35ea2f69afb90022")
!4 = !{!0, !5, !34}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "inner", scope: !2, file: !3, line: 11, type: !7, isLocal: true, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !8, line: 32, baseType: !9)
!8 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 1600, elements: !32)
!10 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !11, line: 26, size: 1600, elements: !12)
!11 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!12 = !{!13, !20, !22}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !10, file: !11, line: 32, baseType: !14, size: 512)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !15, line: 31, baseType: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 512, elements: !18)
!17 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!18 = !{!19}
!19 = !DISubrange(count: 8)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !10, file: !11, line: 33, baseType: !21, size: 32, offset: 512)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !10, file: !11, line: 34, baseType: !23, size: 1024, offset: 576)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !24, line: 8, baseType: !25)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !24, line: 5, size: 1024, elements: !26)
!26 = !{!27}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !25, file: !24, line: 7, baseType: !28, size: 1024)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 1024, elements: !30)
!29 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!30 = !{!31}
!31 = !DISubrange(count: 16)
!32 = !{!33}
!33 = !DISubrange(count: 1)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "depth_reached", scope: !2, file: !3, line: 12, type: !21, isLocal: true, isDefinition: true)
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 7, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 1}
!42 = !{i32 7, !"frame-pointer", i32 2}
!43 = !{!"Debian clang version 14.0.6"}
!44 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !45, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!45 = !DISubroutineType(types: !46)
!46 = !{!21}
!47 = !{}
!48 = !DILocalVariable(name: "a", scope: !44, file: !3, line: 30, type: !49)
!49 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!50 = !DILocation(line: 30, column: 17, scope: !44)
!51 = !DILocalVariable(name: "b", scope: !44, file: !3, line: 30, type: !49)
!52 = !DILocation(line: 30, column: 20, scope: !44)
!53 = !DILocation(line: 31, column: 3, scope: !44)
!54 = !DILocation(line: 32, column: 3, scope: !44)
!55 = !DILocalVariable(name: "tries", scope: !44, file: !3, line: 33, type: !56)
!56 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !21)
!57 = !DILocation(line: 33, column: 16, scope: !44)
!58 = !DILocation(line: 34, column: 7, scope: !59)
!59 = distinct !DILexicalBlock(scope: !44, file: !3, line: 34, column: 7)
!60 = !DILocation(line: 34, column: 9, scope: !59)
!61 = !DILocation(line: 34, column: 7, scope: !44)
!62 = !DILocalVariable(name: "r", scope: !63, file: !3, line: 35, type: !21)
!63 = distinct !DILexicalBlock(scope: !59, file: !3, line: 34, column: 16)
!64 = !DILocation(line: 35, column: 9, scope: !63)
!65 = !DILocation(line: 35, column: 13, scope: !63)
!66 = !DILocation(line: 36, column: 9, scope: !67)
!67 = distinct !DILexicalBlock(scope: !63, file: !3, line: 36, column: 9)
!68 = !DILocation(line: 36, column: 11, scope: !67)
!69 = !DILocation(line: 36, column: 9, scope: !63)
!70 = !DILocation(line: 38, column: 11, scope: !71)
!71 = distinct !DILexicalBlock(scope: !72, file: !3, line: 38, column: 11)
!72 = distinct !DILexicalBlock(scope: !67, file: !3, line: 36, column: 17)
!73 = !DILocation(line: 38, column: 13, scope: !71)
!74 = !DILocation(line: 38, column: 11, scope: !72)
!75 = !DILocation(line: 39, column: 21, scope: !71)
!76 = !DILocation(line: 39, column: 19, scope: !71)
!77 = !DILocation(line: 39, column: 30, scope: !71)
!78 = !DILocation(line: 39, column: 32, scope: !71)
!79 = !DILocation(line: 39, column: 27, scope: !71)
!80 = !DILocation(line: 39, column: 9, scope: !71)
!81 = !DILocation(line: 40, column: 7, scope: !72)
!82 = !DILocation(line: 42, column: 10, scope: !63)
!83 = !DILocalVariable(name: "q", scope: !63, file: !3, line: 43, type: !21)
!84 = !DILocation(line: 43, column: 9, scope: !63)
!85 = !DILocation(line: 43, column: 13, scope: !63)
!86 = !DILocation(line: 44, column: 9, scope: !87)
!87 = distinct !DILexicalBlock(scope: !63, file: !3, line: 44, column: 9)
!88 = !DILocation(line: 44, column: 11, scope: !87)
!89 = !DILocation(line: 44, column: 9, scope: !63)
!90 = !DILocalVariable(name: "v", scope: !91, file: !3, line: 45, type: !21)
!91 = distinct !DILexicalBlock(scope: !87, file: !3, line: 44, column: 17)
!92 = !DILocation(line: 45, column: 11, scope: !91)
!93 = !DILocation(line: 45, column: 21, scope: !91)
!94 = !DILocation(line: 45, column: 15, scope: !91)
!95 = !DILocation(line: 46, column: 19, scope: !91)
!96 = !DILocation(line: 46, column: 17, scope: !91)
!97 = !DILocation(line: 46, column: 7, scope: !91)
!98 = !DILocation(line: 48, column: 9, scope: !99)
!99 = distinct !DILexicalBlock(scope: !63, file: !3, line: 48, column: 9)
!100 = !DILocation(line: 48, column: 11, scope: !99)
!101 = !DILocation(line: 48, column: 16, scope: !99)
!102 = !DILocation(line: 48, column: 19, scope: !99)
!103 = !DILocation(line: 48, column: 21, scope: !99)
!104 = !DILocation(line: 48, column: 9, scope: !63)
!105 = !DILocation(line: 49, column: 15, scope: !99)
!106 = !DILocation(line: 49, column: 7, scope: !99)
!107 = !DILocation(line: 50, column: 9, scope: !108)
!108 = distinct !DILexicalBlock(scope: !63, file: !3, line: 50, column: 9)
!109 = !DILocation(line: 50, column: 11, scope: !108)
!110 = !DILocation(line: 50, column: 9, scope: !63)
!111 = !DILocation(line: 51, column: 20, scope: !108)
!112 = !DILocation(line: 51, column: 34, scope: !108)
!113 = !DILocation(line: 51, column: 17, scope: !108)
!114 = !DILocation(line: 51, column: 7, scope: !108)
!115 = !DILocation(line: 52, column: 18, scope: !63)
!116 = !DILocation(line: 52, column: 20, scope: !63)
!117 = !DILocation(line: 52, column: 15, scope: !63)
!118 = !DILocation(line: 52, column: 28, scope: !63)
!119 = !DILocation(line: 52, column: 30, scope: !63)
!120 = !DILocation(line: 52, column: 25, scope: !63)
!121 = !DILocation(line: 52, column: 5, scope: !63)
!122 = !DILocalVariable(name: "r", scope: !44, file: !3, line: 54, type: !21)
!123 = !DILocation(line: 54, column: 7, scope: !44)
!124 = !DILocation(line: 54, column: 11, scope: !44)
!125 = !DILocation(line: 55, column: 7, scope: !126)
!126 = distinct !DILexicalBlock(scope: !44, file: !3, line: 55, column: 7)
!127 = !DILocation(line: 55, column: 9, scope: !126)
!128 = !DILocation(line: 55, column: 7, scope: !44)
!129 = !DILocation(line: 56, column: 9, scope: !130)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 56, column: 9)
!131 = distinct !DILexicalBlock(scope: !126, file: !3, line: 55, column: 15)
!132 = !DILocation(line: 56, column: 11, scope: !130)
!133 = !DILocation(line: 56, column: 9, scope: !131)
!134 = !DILocation(line: 57, column: 22, scope: !130)
!135 = !DILocation(line: 57, column: 7, scope: !130)
!136 = !DILocation(line: 58, column: 5, scope: !131)
!137 = !DILocation(line: 60, column: 10, scope: !44)
!138 = !DILocation(line: 60, column: 15, scope: !44)
!139 = !DILocation(line: 60, column: 12, scope: !44)
!140 = !DILocation(line: 60, column: 25, scope: !44)
!141 = !DILocation(line: 60, column: 27, scope: !44)
!142 = !DILocation(line: 60, column: 22, scope: !44)
!143 = !DILocation(line: 60, column: 3, scope: !44)
!144 = !DILocation(line: 61, column: 1, scope: !44)
!145 = distinct !DISubprogram(name: "parse", scope: !3, file: !3, line: 16, type: !146, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !47)
!146 = !DISubroutineType(types: !147)
!147 = !{!21, !49, !21}
!148 = !DILocalVariable(name: "c", arg: 1, scope: !145, file: !3, line: 16, type: !49)
!149 = !DILocation(line: 16, column: 58, scope: !145)
!150 = !DILocalVariable(name: "level", arg: 2, scope: !145, file: !3, line: 16, type: !21)
!151 = !DILocation(line: 16, column: 65, scope: !145)
!152 = !DILocation(line: 17, column: 19, scope: !145)
!153 = !DILocation(line: 17, column: 17, scope: !145)
!154 = !DILocation(line: 18, column: 7, scope: !155)
!155 = distinct !DILexicalBlock(scope: !145, file: !3, line: 18, column: 7)
!156 = !DILocation(line: 18, column: 13, scope: !155)
!157 = !DILocation(line: 18, column: 7, scope: !145)
!158 = !DILocation(line: 19, column: 18, scope: !155)
!159 = !DILocation(line: 19, column: 21, scope: !155)
!160 = !DILocation(line: 19, column: 27, scope: !155)
!161 = !DILocation(line: 19, column: 12, scope: !155)
!162 = !DILocation(line: 19, column: 32, scope: !155)
!163 = !DILocation(line: 19, column: 5, scope: !155)
!164 = !DILocation(line: 20, column: 7, scope: !165)
!165 = distinct !DILexicalBlock(scope: !145, file: !3, line: 20, column: 7)
!166 = !DILocation(line: 20, column: 9, scope: !165)
!167 = !DILocation(line: 20, column: 7, scope: !145)
!168 = !DILocation(line: 21, column: 5, scope: !165)
!169 = !DILocation(line: 22, column: 7, scope: !170)
!170 = distinct !DILexicalBlock(scope: !145, file: !3, line: 22, column: 7)
!171 = !DILocation(line: 22, column: 9, scope: !170)
!172 = !DILocation(line: 22, column: 7, scope: !145)
!173 = !DILocation(line: 23, column: 5, scope: !170)
!174 = !DILocation(line: 24, column: 10, scope: !145)
!175 = !DILocation(line: 24, column: 12, scope: !145)
!176 = !DILocation(line: 24, column: 3, scope: !145)
!177 = !DILocation(line: 25, column: 1, scope: !145)
!178 = distinct !DISubprogram(name: "rethrow", scope: !3, file: !3, line: 27, type: !179, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !47)
!179 = !DISubroutineType(types: !180)
!180 = !{null, !21}
!181 = !DILocalVariable(name: "v", arg: 1, scope: !178, file: !3, line: 27, type: !21)
!182 = !DILocation(line: 27, column: 51, scope: !178)
!183 = !DILocation(line: 27, column: 71, scope: !178)
!184 = !DILocation(line: 27, column: 73, scope: !178)
!185 = !DILocation(line: 27, column: 56, scope: !178)
!186 = distinct !DISubprogram(name: "fail", scope: !3, file: !3, line: 14, type: !179, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !47)
!187 = !DILocalVariable(name: "code", arg: 1, scope: !186, file: !3, line: 14, type: !21)
!188 = !DILocation(line: 14, column: 48, scope: !186)
!189 = !DILocation(line: 14, column: 71, scope: !186)
!190 = !DILocation(line: 14, column: 56, scope: !186)
